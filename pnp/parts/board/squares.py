"""What cross and grid boards share: square cells whose side and pawn base are read and checked together."""

from __future__ import annotations

from msgspec import structs

from pnp.base.units import Length, positive_length
from pnp.engine.board import MAX_CELL, MIN_BASE, check_cell


def square(spec) -> float:
    """The side of a cell, which a token standing on it must fit."""
    return positive_length(spec.cell, field="board.cell", maximum=MAX_CELL)


def cell_and_base(spec, where: str = "board.cell") -> tuple[float, float]:
    """The cell's side and the pawn's base, each in range, the base fitting the cell."""
    base = positive_length(spec.pawn_base, field="board.pawn_base", maximum=MAX_CELL, minimum=MIN_BASE)
    side = square(spec)
    check_cell(side, base, where=where)
    return side, base


def resize(spec, cell: float | None, pawn: float | None, where: str):
    """The table with the cell side and the pawn base pnp board was given, checked against each other."""
    side = cell if cell is not None else square(spec)
    base = pawn if pawn is not None else positive_length(spec.pawn_base, field="board.pawn_base", maximum=MAX_CELL,
                                                         minimum=MIN_BASE)
    check_cell(side, base, where=where)
    return structs.replace(spec, cell=Length(side, f"{side!r}mm"), pawn_base=Length(base, f"{base!r}mm"))
