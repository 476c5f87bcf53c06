"""A lap round a shared track, then up a private stair to the centre: where one throw takes a pawn. Knows no game.

A pawn's progress: OFF while it waits off the board, 0 on its start square, up to `last` (the track square its
stair leaves from), then the stair's steps, then `home`, the centre. Plain Python that numba also compiles (the
games' fast.py wrap these functions with njit), so the reference and the compiled engines move alike.
"""

from __future__ import annotations

OFF = -1  # waiting off the board (a stable)
NO_MOVE = -2  # the throw cannot be played with this pawn


def target(progress: int, roll: int, leaves: bool, last: int, home: int, stepwise: bool) -> int:
    """Where a throw takes a pawn, or NO_MOVE. A pawn off the board comes out on its start square when `leaves`
    (the throw lets it out); the centre needs the exact count. `stepwise`: the pawn first stops on the stair's
    entry (`last`), then climbs one step a throw, and only with the step's number (1 for the first ... the top
    step's number again for the centre)."""
    if progress == OFF:
        return 0 if leaves else NO_MOVE
    if progress == home:
        return NO_MOVE
    to = progress + roll
    if stepwise and to > last:
        if progress < last:
            return NO_MOVE
        steps = home - last - 1
        return progress + 1 if roll == min(progress - last + 1, steps) else NO_MOVE
    return to if to <= home else NO_MOVE


def square(start: int, progress: int, track: int) -> int:
    """The track square of a pawn whose start square is `start` (progress from 0 to last)."""
    return (start + progress) % track


def stair_taken(mine, to: int, last: int, home: int) -> bool:
    """Is this step of the stair held by another of the player's pawns (a step holds one; the centre, all)?"""
    if to <= last or to == home:
        return False
    for p in mine:
        if p == to:
            return True
    return False
