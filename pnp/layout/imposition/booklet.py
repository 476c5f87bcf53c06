"""Signature: a page flow as a folded booklet. Its pages are half the sheet, each footed at its own size as the
Pages layout foots it (a cover with none), then set two-up on the landscape sides of the sheet in
booklet order, with a fold mark at the middle of each side, within the printable area."""

from __future__ import annotations

import math

from pnp.base.units import MARGIN
from pnp.layout.imposition import pages as flow_pages
from pnp.layout.layouts import Pages, Signature
from pnp.layout.marks import inside_margins
from pnp.pieces import Piece
from pnp.scene import Group, Line, Page, Style, translate

FOLD_MARK = 4.0  # mm of each fold mark, at the top and the foot of the sheet's printable area
FOLD = Style(stroke="#888888", width=0.2, dash=(1, 1))


def place(pieces: list[Piece], layout: Signature, paper, paper_name: str, lang: str, *, duplex: str = "long",
          title: str = "", notice: str = "") -> list[Page]:
    """The booklet's sheet sides, in printing order: its pages (half the landscape sheet each) footed, then
    two-up in booklet order."""
    width, height = paper
    return impose_booklet(book_pages(pieces, paper_name, lang, title=title, notice=notice), height, width)


def book_pages(pieces: list[Piece], paper_name: str, lang: str, *, title: str = "", notice: str = "") -> list[Page]:
    """The booklet's pages as a reader sees them, in reading order, each footed at its own size."""
    return flow_pages.place(pieces, Pages(), (0.0, 0.0), paper_name, lang, title=title, notice=notice)


def booklet_order(pages: int) -> list[tuple[int | None, int | None]]:
    """Sheet sides in printing order, each (left page, right page), 1-based; None is a blank page.

    Page count is rounded up to a multiple of four; sheet s carries N-2s and 2s+1 on its front,
    2s+2 and N-2s-1 on its back, so the folded stack reads 1, 2, 3 … N. The blank pages go just before
    the last one, so the back cover carries the book's last page and the first sheet is not half empty.
    """
    total = math.ceil(pages / 4) * 4

    def page(position: int) -> int | None:
        if position < pages or pages <= 1:
            return position if position <= pages else None
        return pages if position == total else None

    sides = []
    for s in range(total // 4):
        sides.append((total - 2 * s, 2 * s + 1))
        sides.append((2 * s + 2, total - 2 * s - 1))
    return [tuple(page(p) for p in side) for side in sides]


def impose_booklet(book: list[Page], sheet_w: float, sheet_h: float) -> list[Page]:
    """Half-sheet pages two-up on landscape sheets, in booklet order, with a fold mark in the middle."""
    sheets = []
    for left, right in booklet_order(len(book)):
        sheet = Page(sheet_w, sheet_h)
        for slot, number in enumerate((left, right)):
            if number is not None:
                sheet.items.append(Group(list(book[number - 1].items), translate(slot * sheet_w / 2, 0),
                                         role=f"book-page-{number}"))
        for y1, y2 in ((MARGIN, MARGIN + FOLD_MARK), (sheet_h - MARGIN - FOLD_MARK, sheet_h - MARGIN)):  # where printers print
            sheet.items.append(Line(sheet_w / 2, y1, sheet_w / 2, y2, FOLD, "fold"))
        inside_margins(sheet)  # its pages had their footers (and the check) at half size: the sheet is checked whole
        sheets.append(sheet)
    return sheets
