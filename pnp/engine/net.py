"""Folding cube nets, exactly: which cell of a net becomes which side of the cube.

The net lies flat, printed side up; x runs right and y up on the paper, z towards the viewer. Folding
every flap away from the viewer wraps the paper round a cube with the print outside. Each cell gets
a frame (a 3×3 integer rotation) that carries its paper directions onto the cube; the cell's outward
normal is the frame's third column.
"""

from __future__ import annotations

from collections.abc import Sequence

from pnp.base.errors import PnpError

Cell = tuple[int, int]  # (column, row) on the paper, rows counted downwards
Matrix = tuple[tuple[int, int, int], ...]
Vec = tuple[int, int, int]

# The Latin cross: top flap, a row of three, then two below.
CROSS: tuple[Cell, ...] = ((1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (1, 3))

# Sides of a cell as (step in columns, step in rows) and the fold that carries a neighbour there.
SIDES = {"right": (1, 0), "left": (-1, 0), "top": (0, -1), "bottom": (0, 1)}
_FOLDS: dict[str, Matrix] = {
    "right": ((0, 0, 1), (0, 1, 0), (-1, 0, 0)),  # the flap's print normal turns to +x
    "left": ((0, 0, -1), (0, 1, 0), (1, 0, 0)),
    "top": ((1, 0, 0), (0, 0, 1), (0, -1, 0)),  # paper "up" is +y
    "bottom": ((1, 0, 0), (0, 0, -1), (0, 1, 0)),
}
_IDENTITY: Matrix = ((1, 0, 0), (0, 1, 0), (0, 0, 1))
_PAPER_DIRECTION = {"right": (1, 0, 0), "left": (-1, 0, 0), "top": (0, 1, 0), "bottom": (0, -1, 0)}


class NetError(PnpError):
    """A net that does not fold into the die it claims to be."""


def _mul(a: Matrix, b: Matrix) -> Matrix:
    return tuple(tuple(sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)) for i in range(3))


def _apply(m: Matrix, v: Vec) -> Vec:
    return tuple(sum(m[i][k] * v[k] for k in range(3)) for i in range(3))


def fold(cells: Sequence[Cell]) -> dict[Cell, Matrix]:
    """Each cell's frame on the cube. Raises NetError unless the six cells wrap a cube exactly once."""
    if len(cells) != 6 or len(set(cells)) != 6:
        raise NetError(f"a cube net has six distinct cells, this one has {len(set(cells))}")
    frames = {cells[0]: _IDENTITY}
    todo = [cells[0]]
    while todo:
        cell = todo.pop()
        for side, (dx, dy) in SIDES.items():
            nxt = (cell[0] + dx, cell[1] + dy)
            if nxt in cells and nxt not in frames:
                frames[nxt] = _mul(frames[cell], _FOLDS[side])
                todo.append(nxt)
    if len(frames) != 6:
        raise NetError("the cells of the net are not all joined edge to edge")
    normals = {normal(frame) for frame in frames.values()}
    if len(normals) != 6:
        raise NetError("two cells of the net fold onto the same side of the cube")
    return frames


def normal(frame: Matrix) -> Vec:
    return _apply(frame, (0, 0, 1))


def _det(a: Vec, b: Vec, c: Vec) -> int:
    return (
        a[0] * (b[1] * c[2] - b[2] * c[1])
        - a[1] * (b[0] * c[2] - b[2] * c[0])
        + a[2] * (b[0] * c[1] - b[1] * c[0])
    )


def _negate(v: Vec) -> Vec:
    return (-v[0], -v[1], -v[2])


def place_faces(cells: Sequence[Cell] = CROSS) -> list[Cell]:
    """Cells for faces f1..f6 so that f1|f6, f2|f5 and f3|f4 are opposite and f1, f2, f3 turn
    counter-clockwise round their shared corner, as on a standard die."""
    frames = fold(cells)
    by_normal = {normal(frame): cell for cell, frame in frames.items()}
    n1 = normal(frames[cells[len(cells) // 2 - 1]])  # a central cell, so f1 and f6 are easy to find
    n2 = next(n for n in by_normal if n not in (n1, _negate(n1)))
    n3 = next(n for n in by_normal if n not in (n1, _negate(n1), n2, _negate(n2)))
    if _det(n1, n2, n3) < 0:
        n3 = _negate(n3)
    order = (n1, n2, n3, _negate(n3), _negate(n2), _negate(n1))
    return [by_normal[n] for n in order]


def check_net(cells: Sequence[Cell], faces: Sequence, *, standard: bool) -> None:
    """Fold the net carrying faces[i] on cells[i] and check the die it makes.

    Custom faces f1..f6: f1 opposite f6, f2 opposite f5, f3 opposite f4. A standard die (1..6) also
    needs its 1, 2, 3 counter-clockwise round their shared corner, seen from outside.
    """
    if len(faces) != 6:
        raise NetError(f"a cube net carries six faces, not {len(faces)}")
    frames = fold(cells)
    normals = [normal(frames[c]) for c in cells]
    for i, j in ((0, 5), (1, 4), (2, 3)):
        if normals[i] != _negate(normals[j]):
            raise NetError(f"faces {faces[i]} and {faces[j]} should be opposite but the net folds them side by side")
    if standard and _det(normals[0], normals[1], normals[2]) < 0:
        raise NetError("1, 2 and 3 turn clockwise round their corner; a standard die has them counter-clockwise")


def seams(cells: Sequence[Cell]) -> list[tuple[tuple[Cell, str], tuple[Cell, str]]]:
    """The free edges of the net, paired as they meet on the cube: each pair needs one glue tab."""
    frames = fold(cells)
    by_edge: dict[frozenset, list[tuple[Cell, str]]] = {}
    for cell in cells:
        for side, (dx, dy) in SIDES.items():
            if (cell[0] + dx, cell[1] + dy) in cells:
                continue
            direction = _apply(frames[cell], _PAPER_DIRECTION[side])
            edge = frozenset((normal(frames[cell]), direction))
            by_edge.setdefault(edge, []).append((cell, side))
    return [tuple(pair) for pair in by_edge.values()]
