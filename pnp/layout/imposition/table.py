"""TableGrid: faces of one size in the cells of a sheet, for a digital table (Tabletop Simulator's deck sheet).
The grid's arithmetic lives here once: how many sheets, each one's columns and rows, its cell size (in pixels
at a resolution, or in mm for a sheet drawn as a page), and which cell each face takes and where that is. The
exports compose their images from it (pnp.exports.tts); `place` draws the same sheets as pages."""

from __future__ import annotations

import math

from msgspec import Struct

from pnp.layout.layouts import TableGrid
from pnp.pieces import Piece
from pnp.scene import Group, Page, translate


class Sheet(Struct, frozen=True):
    """One sheet of the grid: the faces it holds (`first`, the index of its first among all, and `faces`, how
    many), its `columns` × `rows`, and the size of a cell (whole pixels, or mm)."""

    first: int
    faces: int
    columns: int
    rows: int
    cell: tuple[float, float]

    @property
    def width(self) -> float:
        return self.columns * self.cell[0]

    @property
    def height(self) -> float:
        return self.rows * self.cell[1]

    def box(self, slot: int) -> tuple[float, float, float, float]:
        """The cell of the sheet's `slot`-th face (0 first, row by row): left, top, width, height."""
        width, height = self.cell
        return (slot % self.columns) * width, (slot // self.columns) * height, width, height


def grid(faces: int, trim: tuple[float, float], layout: TableGrid, per_mm: float | None = None) -> list[Sheet]:
    """The sheets holding `faces` faces of `trim` (mm), in order, `layout.columns` × `layout.rows` a sheet at
    most. With `per_mm`, cells are whole pixels, as many a mm as that at most and fewer when the sheet would pass
    `layout.side` pixels; without, a cell is the trim itself in mm."""
    per_sheet = layout.columns * layout.rows
    sheets = []
    for first in range(0, faces, per_sheet):
        held = min(per_sheet, faces - first)
        columns = max(layout.fewest, min(layout.columns, held))
        rows = max(layout.fewest, math.ceil(held / columns))
        sheets.append(Sheet(first, held, columns, rows, _cell(trim, columns, rows, layout, per_mm)))
    return sheets


def sheet_count(faces: int, layout: TableGrid) -> int:
    """How many sheets `faces` faces take (what `grid` gives, counted without making them)."""
    return math.ceil(faces / (layout.columns * layout.rows))


def _cell(trim: tuple[float, float], columns: int, rows: int, layout: TableGrid, per_mm: float | None):
    width, height = trim
    if per_mm is None:
        return width, height
    scale = min(per_mm, layout.side / (columns * width), layout.side / (rows * height))
    return max(1, math.floor(width * scale)), max(1, math.floor(height * scale))


def place(pieces: list[Piece], layout: TableGrid, paper, paper_name: str, lang: str, *, duplex: str = "long",
          title: str = "", notice: str = "") -> list[Page]:
    """Each sheet of the pieces' fronts as a page of its grid (the first piece's trim a cell), then, when the
    pieces have backs, the sheet of their backs in the same cells: an image, so no margin and no footer."""
    if not pieces:
        return []
    first = pieces[0]
    pages = []
    for sheet in grid(len(pieces), (first.width, first.height), layout):
        held = pieces[sheet.first:sheet.first + sheet.faces]
        sides = ("front", "back") if any(piece.back is not None for piece in held) else ("front",)
        for side in sides:
            page = Page(sheet.width, sheet.height)
            for slot, piece in enumerate(held):
                face = piece.front if side == "front" else piece.back
                if face is not None:
                    left, top, _, _ = sheet.box(slot)
                    page.items.append(Group([face], translate(left, top), role=f"piece {piece.family or piece.name}"))
            pages.append(page)
    return pages
