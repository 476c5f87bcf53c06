"""Pages: a page flow one page to a sheet side (a rule book), each page a piece of its page's size, footed here;
and the small pieces of paper (an aid card) the kit sets at the foot of the flow's last page where it leaves
room (pnp.kit.with_feet says which may go there, `footing` which fit)."""

from __future__ import annotations

import msgspec
from msgspec import Struct

from pnp.base.units import FOOTER, MARGIN
from pnp.layout.imposition import add_footers, cut_here
from pnp.layout.layouts import Pages
from pnp.layout.typeset import Frame, Slice, flow
from pnp.pieces import Piece
from pnp.scene import IDENTITY, Group, Page, translate

FOOT_GAP = 6.0  # mm between a page flow's last line and a piece set at its foot
COVER = "cover"  # the kind of a piece that is a cover: no footer (its back cover carries the credits and licence)
_FOOTERS = ("footer", "notice")  # what a cover leaves out: nothing under 8 pt on a cover


def place(pieces: list[Piece], layout: Pages, paper, paper_name: str, lang: str, *, duplex: str = "long",
          title: str = "", notice: str = "") -> list[Page]:
    """Each page of the flow on a sheet side of its size, footed with the title, its number and the notice (a
    cover with none); with `layout.feet`, the flow set again with those pieces at its foot."""
    feet = [piece for piece in pieces if piece.name in layout.feet]
    book = [piece for piece in pieces if piece.name not in layout.feet]
    if feet:
        pages = _footed(book, feet, layout, lang)
        add_footers(pages, title, lang, notice)
        return pages
    pages = [Page(piece.width, piece.height, _drawn(piece.front)) for piece in book]
    add_footers(pages, title, lang, notice)
    for page, piece in zip(pages, book, strict=True):
        if piece.kind == COVER:  # a cover carries no footer
            page.items = [item for item in page.items if getattr(item, "role", "") not in _FOOTERS]
    return pages


def _drawn(front: Group) -> list:
    """A page's items from its piece's drawing: the drawing's own when it stands at the page's corner."""
    plain = front.transform == IDENTITY and front.clip is None and not front.role
    return list(front.items) if plain else [front]


def frame(layout: Pages, width: float, height: float) -> Frame:
    """The text frame of a page of the flow, as the layout gives it."""
    left, top, right, bottom = layout.margins
    return Frame(width, height, left, top, right, bottom, columns=layout.columns, gutter=layout.gutter)


def foot_slice(piece: Piece) -> Slice:
    """A piece as narrow as a column, set under the column's last line."""
    return Slice(piece.height, lambda x, y: [Group([piece.front], translate(x, y), role=f"piece {piece.name}")],
                 FOOT_GAP)


class Footing(Struct):
    """Which small pieces a page flow's last page takes at its foot, and the flow's slices with them: those set
    under its last column, or None when one goes across the page's foot (the page set again above it)."""

    names: tuple[str, ...]
    slices: list | None


def footing(book: Piece, feet: list[Piece], layout: Pages) -> Footing:
    """Which of `feet`, in their order, the last page of `book`'s flow (its first page's piece, with its slices)
    takes without a page more: each as narrow as a column under the last column's text, the first as wide as
    the page across its foot when the page's text still fits above it."""
    area = frame(layout, book.width, book.height)
    slices = list(book.flow)
    count = len(flow(slices, area))
    names: list[str] = []
    across = None
    for piece in feet:
        if piece.width <= area.column_width + 1e-9:
            trial = [*slices, foot_slice(piece)]
            if not _fits(trial, area, count, across):
                continue
            slices = trial
        elif across is None and _above(slices, area, piece) is not None:
            across = piece
        else:
            continue
        names.append(piece.name)
    return Footing(tuple(names), slices if across is None else None)


def _fits(slices: list, area: Frame, count: int, across: Piece | None) -> bool:
    if across is not None:
        return _above(slices, area, across) is not None and len(flow(slices, area)) == count
    return len(flow(slices, area)) == count


def _footed(book: list[Piece], feet: list[Piece], layout: Pages, lang: str) -> list[Page]:
    """The flow set again with the feet: those as narrow as a column under its last column, one as wide as the
    page across the foot of its last page, under a line to cut along."""
    first = next(piece for piece in book if piece.flow is not None)
    area = frame(layout, first.width, first.height)
    narrow = [piece for piece in feet if piece.width <= area.column_width + 1e-9]
    slices = [*first.flow, *(foot_slice(piece) for piece in narrow)]
    pages = flow(slices, area)
    across = [piece for piece in feet if piece not in narrow][:1]
    if across:
        last = _above(slices, area, across[0])
        if last is not None:
            pages[-1] = _with_band(last, across[0], lang)
    return pages


def _above(slices: list, area: Frame, piece: Piece) -> Page | None:
    """The flow's last page set again above a piece as wide as the page at the foot of its printable area, or
    None when its text does not fit above it."""
    starts: list[int] = []
    flow(slices, area, starts)
    y = area.page_h - MARGIN - FOOTER - piece.height
    above = msgspec.structs.replace(area, bottom=area.page_h - y + FOOT_GAP)
    if above.page_h - above.bottom <= above.top:
        return None
    top = flow(slices[starts[-1]:], above)
    return top[0] if len(top) == 1 else None


def _with_band(page: Page, piece: Piece, lang: str) -> Page:
    """The page with the piece across its foot, centred, under a line to cut along and its words."""
    y = page.height - MARGIN - FOOTER - piece.height
    page.items += [Group([piece.front], translate((page.width - piece.width) / 2, y), role=f"piece {piece.name}"),
                   *cut_here(MARGIN, page.width - MARGIN, y, lang)]
    return page
