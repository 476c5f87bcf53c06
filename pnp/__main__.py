"""The command (`pnp ...`, and `python -m pnp ...`).

The cyclic garbage collector waits while the command's modules load, then everything loaded so far is frozen
(gc.freeze): modules, classes and functions live as long as the process, and going over them again at each
collection was about 7 % of W1's instructions (callgrind). What the command makes afterwards is collected,
less often than Python's default (every 50,000 new containers, not 700: W1's 34 collections went over its
live pieces and pages again and again, 17 M instructions; it makes 4 now, and the 108 cards' peak memory is
the same).

When the command is over (its files written, closed and committed, its exit status known), the process ends
without tearing its modules down one object at a time (os._exit), which was 20 M of W1's 707 M instructions:
what would run at a normal exit still runs first (the functions registered with atexit, the standard streams
flushed), and a command that left a thread of its own running exits the normal way, which waits for it.
Only the command does this: code that imports pnp keeps its own collector and exit as they were.
"""

import gc
import os
import sys

YOUNG = 50_000  # new containers between two collections of the youngest generation (Python's default: 700)


def main() -> None:
    gc.disable()
    from pnp.cli import main as run  # after gc.disable(): pnp.cli and argparse load uncollected

    try:
        run(loaded=_loaded)
    except SystemExit as done:
        if isinstance(done.code, int | None) and _threads_done():
            _exit(done.code or 0)
        raise


def _loaded() -> None:
    gc.freeze()
    gc.set_threshold(YOUNG, *gc.get_threshold()[1:])
    gc.enable()


def _threads_done() -> bool:
    """No thread but the main one and daemons, which a normal exit would not wait for either."""
    threading = sys.modules.get("threading")  # loaded only if some module used it
    return threading is None or all(t.daemon or t is threading.main_thread() for t in threading.enumerate())


def _exit(code: int) -> None:
    """End the process as a normal exit would, less the teardown of every module and object."""
    import atexit  # built in, already loaded: for its functions, which a normal exit runs

    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe or stream: what a normal exit would not write either
            pass
    os._exit(code)


if __name__ == "__main__":
    main()
