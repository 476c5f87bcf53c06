"""The pnp command (`pnp ...`, and `python -m pnp ...`).

The cyclic garbage collector waits while the command's modules load, then everything loaded so far is frozen
(gc.freeze): modules, classes and functions live as long as the process, and going over them again at each
collection was about 7 % of W1's instructions (callgrind). What the command makes afterwards is collected as
usual. Only the command does this: code that imports pnp keeps its own collector as it was.
"""

import gc


def main() -> None:
    gc.disable()
    from pnp.cli import main as run  # after gc.disable(): pnp.cli and argparse load uncollected

    run(loaded=_loaded)


def _loaded() -> None:
    gc.freeze()
    gc.enable()


if __name__ == "__main__":
    main()
