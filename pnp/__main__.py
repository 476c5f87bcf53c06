"""The command (`pnp ...`, and `python -m pnp ...`).

The cyclic garbage collector waits while the command's modules load, then everything loaded so far is frozen
(gc.freeze): modules, classes and functions live as long as the process, and going over them again at each
collection was about 7 % of W1's instructions (callgrind). What the command makes afterwards is collected,
less often than Python's default (every 10,000 new containers, not 700: W1's 41 collections went over its
live pieces and pages again and again, 11 M instructions), and what is left when the command ends is frozen
too: the collections at the interpreter's exit need not go over it (7 M). Only the command does this: code
that imports pnp keeps its own collector as it was.
"""

import gc

YOUNG = 10_000  # new containers between two collections of the youngest generation (Python's default: 700)


def main() -> None:
    gc.disable()
    from pnp.cli import main as run  # after gc.disable(): pnp.cli and argparse load uncollected

    try:
        run(loaded=_loaded)
    finally:
        gc.freeze()  # the command is over, its files written and closed: nothing left to collect before the exit


def _loaded() -> None:
    gc.freeze()
    gc.set_threshold(YOUNG, *gc.get_threshold()[1:])
    gc.enable()


if __name__ == "__main__":
    main()
