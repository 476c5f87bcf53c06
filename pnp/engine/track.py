"""Tracks on a grid of square cells: the numbered path a race game follows. No drawing, no game.

Columns count from 0 at the left, rows from 0 at the top (as on paper). A boustrophedon runs along a row,
turns up (or down) into the next one and comes back, like an ox ploughing: the 10 × 10 board of a race
from 1 to 100 that starts at the bottom left.
"""

from __future__ import annotations

from pnp.engine.tiling import tile_name

Square = tuple[int, int]  # (column, row)
STARTS = ("bottom-left", "bottom-right", "top-left", "top-right")


def boustrophedon(columns: int, rows: int, start: str = "bottom-left") -> list[Square]:
    """Every square once, row after row from the starting corner, each row the other way from the last."""
    bottom = start.startswith("bottom")
    rightwards = start.endswith("left")
    path = []
    for n in range(rows):
        row = rows - 1 - n if bottom else n
        cols = range(columns) if rightwards == (n % 2 == 0) else range(columns - 1, -1, -1)
        path.extend((c, row) for c in cols)
    return path


def spiral(columns: int, rows: int, start: str = "top-left") -> list[Square]:
    """Every square once, round the edge clockwise from the starting corner, then inwards."""
    left, top, right, bottom = 0, 0, columns - 1, rows - 1
    path: list[Square] = []
    while left <= right and top <= bottom:
        path += [(c, top) for c in range(left, right + 1)]
        path += [(right, r) for r in range(top + 1, bottom + 1)]
        if top < bottom:
            path += [(c, bottom) for c in range(right - 1, left - 1, -1)]
        if left < right:
            path += [(left, r) for r in range(bottom - 1, top, -1)]
        left, top, right, bottom = left + 1, top + 1, right - 1, bottom - 1
    return _from_corner(path, columns, rows, start)


def _from_corner(path: list[Square], columns: int, rows: int, start: str) -> list[Square]:
    """A clockwise path from the top left, mirrored so it starts at another corner."""
    flip_x = start.endswith("right")
    flip_y = start.startswith("bottom")
    return [(columns - 1 - c if flip_x else c, rows - 1 - r if flip_y else r) for c, r in path]


def adjacent(a: Square, b: Square) -> bool:
    """Two squares sharing a side."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def square_name(square: Square) -> str:
    """A1-style: the column's letter, the row's number from 1 at the top."""
    return tile_name(*square)


def parse_square(name: str) -> Square | None:
    """'B3' -> (1, 2); None when it is not a letter-number name."""
    text = name.strip().upper()
    letters = "".join(ch for ch in text if ch.isalpha())
    digits = text[len(letters):]
    if not letters or not text.startswith(letters) or not digits.isdigit() or int(digits) < 1:
        return None
    col = 0
    for ch in letters:
        if not "A" <= ch <= "Z":
            return None
        col = col * 26 + ord(ch) - 64
    return col - 1, int(digits) - 1
