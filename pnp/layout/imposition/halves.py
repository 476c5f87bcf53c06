"""Halves: each piece alone on a sheet of its own, repeated in the equal cells of a grid over the printable area
(one cell, two halves one above the other, or four quarters), the cuts between the copies shown by crop marks
outside the grid or by a dashed line across the sheet; a piece with a back followed by the page of its backs,
mirrored for the flip as every back is (`_back_page`). Player aids, sheets to write on, the score sheet."""

from __future__ import annotations

from pnp.base.i18n import say
from pnp.base.units import FOOTER, MARGIN
from pnp.layout.imposition import CUT_LINE, _back_page, add_footers, back_footers, cut_here
from pnp.layout.layouts import Halves
from pnp.layout.marks import CROP_OFFSET, grid_ticks
from pnp.pieces import Piece
from pnp.scene import Group, Line, Page, translate


GRIDS = {1: (1, 1), 2: (1, 2), 4: (2, 2)}  # parts -> columns, rows


def grid_box(layout: Halves, paper: tuple[float, float]) -> tuple[float, float, float, float]:
    """The grid's box (x0, y0, x1, y1) on the sheet: the printable area above the footer's band, less the band
    its crop marks take when there are cuts to mark, and across the paper's whole width when `across` says so."""
    w, h = paper
    band = layout.band if layout.parts > 1 and layout.cuts == "crop" else 0.0
    left, right = (0.0, w) if layout.across == "paper" else (MARGIN + band, w - MARGIN - band)
    return left, MARGIN + band, right, h - MARGIN - FOOTER - band


def cuts(layout: Halves, paper: tuple[float, float]) -> tuple[list[float], list[float]]:
    """The x of every cut down and the y of every cut across the grid, its edges included."""
    x0, y0, x1, y1 = grid_box(layout, paper)
    columns, rows = GRIDS[layout.parts]
    return [x0 + (x1 - x0) * i / columns for i in range(columns + 1)], [y0 + (y1 - y0) * i / rows for i in range(rows + 1)]


def cell_size(layout: Halves, paper: tuple[float, float]) -> tuple[float, float]:
    """The trim size of one copy: what a kind draws its piece at, before any sheet is made."""
    xs, ys = cuts(layout, paper)
    return xs[1] - xs[0], ys[1] - ys[0]


def _marks(layout: Halves, paper: tuple[float, float], lang: str) -> list:
    """What shows the cuts: none on an uncut sheet; crop marks outside the grid on every cut line, or a dashed
    line across the printable area at each cut inside the grid, the words "cut here" above each one across."""
    if layout.parts == 1:
        return []
    xs, ys = cuts(layout, paper)
    box = (xs[0], ys[0], xs[-1], ys[-1])
    if layout.cuts == "crop":
        return grid_ticks(xs, ys, box, layout.band - CROP_OFFSET, layout.band - CROP_OFFSET)
    w, h = paper
    left, right = max(xs[0], MARGIN), min(xs[-1], w - MARGIN)
    top, bottom = max(ys[0], MARGIN), min(ys[-1], h - MARGIN - FOOTER)
    out: list = [Line(x, top, x, bottom, CUT_LINE, "cut") for x in xs[1:-1]]
    for y in ys[1:-1]:
        out += cut_here(left, right, y, lang)
    return out


def _sheet(piece: Piece, layout: Halves, paper: tuple[float, float], lang: str, duplex: str) -> list[Page]:
    """A piece's page of copies, and the page of their backs after it when it has a back."""
    xs, ys = cuts(layout, paper)
    columns, rows = GRIDS[layout.parts]
    front = Page(*paper)
    placed = []
    for r in range(rows):
        for c in range(columns):
            group = Group([piece.front], translate(xs[c], ys[r]), role=f"piece {piece.family or piece.name}")
            front.items.append(group)
            placed.append((group, piece))
    front.items += _marks(layout, paper, lang)
    return [front, _back_page(front, placed, duplex)] if piece.double else [front]


def place(pieces: list[Piece], layout: Halves, paper, paper_name: str, lang: str, *, duplex: str = "long",
          title: str = "", notice: str = "") -> list[Page]:
    """Each piece on a sheet of its own, a copy in every cell of the grid, the page of its backs after it; every
    page footed with the title and the notice, a page of backs saying so (and, flipped on the short edge, with its
    footer at the top). How many times to print a sheet is the guide's (GuideEntry.copies), not the layout's."""
    sheets = [_sheet(piece, layout, paper, lang, duplex) for piece in pieces]
    pages = [page for sheet in sheets for page in sheet]
    add_footers(pages, title, lang, notice)
    at = 0
    for sheet in sheets:
        if len(sheet) == 2:
            back_footers(pages[at:at + 2], say("halves.back", lang), duplex)
        at += len(sheet)
    return pages
