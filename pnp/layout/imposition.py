"""Parts and pieces onto pages: margins, packing, crop marks, backs, the calibration strip and footers.

Items are packed in rows (shelf packing), in the order given, inside the printable area. An item's
footprint is its trim box grown by its bleed and by the room its crop marks need, so marks never
touch a neighbour's art.
"""

from __future__ import annotations

from collections.abc import Callable

import msgspec
from msgspec import Struct

from pnp.base.errors import PnpError
from pnp.base.fonts import MIN_TEXT, ascent, fit_line, fit_size, text_width, wrap
from pnp.base.i18n import add_strings, t
from pnp.layout.marks import calibration_strip, crop_marks, crop_pad, strip_size
from pnp.pieces import Piece
from pnp.scene import CUT, FOLD, Group, Line, Page, Path, Style, Text, translate
from pnp.base.units import FOOTER, MARGIN, fmt_mm, printable

GAP = 3.0  # mm between items that carry their own cut line


class Item(Struct):
    art: Group  # origin at the trim box's top-left corner; may reach `bleed` beyond it
    width: float
    height: float
    name: str = "item"  # for messages: "13 mm sticker", "net"
    crop: bool = True  # crop marks at the corners; False when the art carries its own cut line
    bleed: float = 0.0
    new_row: bool = False
    gap: float | None = None  # room between items with their own cut line; None: GAP. Round counters touch (0)
    keep: bool = False  # kept on the page of the item after it: a heading

    @property
    def pad(self) -> float:
        if self.crop:
            return crop_pad(self.bleed)
        return self.bleed + (GAP if self.gap is None else self.gap) / 2


def check_fits(item: Item, paper: tuple[float, float], paper_name: str, *, where: str | None = None) -> None:
    _, _, aw, ah = printable(paper)
    fw, fh = item.width + 2 * item.pad, item.height + 2 * item.pad
    if fw > aw + 1e-9 or fh > ah + 1e-9:
        raise PnpError(
            f"{item.name} takes {fmt_mm(fw)} × {fmt_mm(fh)} with its margins and marks, more than the "
            f"{fmt_mm(aw)} × {fmt_mm(ah)} printable on {paper_name}; choose a smaller size or larger paper",
            where=where,
        )


def calibration_item(lang: str) -> Item:
    w, h = strip_size()
    return Item(calibration_strip(lang), w, h, name="calibration strip", crop=False)


def note_item(text: str, paper: tuple[float, float], size: float = 3.0) -> Item:
    """A short instruction, as wide as the space beside the calibration strip."""
    _, _, aw, _ = printable(paper)
    width = aw - (strip_size()[0] + GAP) - GAP
    lines = wrap(text, size, width)
    art = Group([Text(0, size * (1 + 1.3 * i), line, size, "#000000", role="note") for i, line in enumerate(lines)])
    return Item(art, width, size * (0.4 + 1.3 * len(lines)), name="note", crop=False)


def impose(items: list[Item], paper: tuple[float, float], paper_name: str, lang: str, calibration: bool = True,
           spare: bool = False) -> list[Page]:
    """Pack items on as many pages as they need; the first page opens with the calibration strip.
    `spare`: when everything takes less than half of one sheet, a line across it says where to cut off
    the blank rest, to print on later (a whole sheet of sticker paper for six stickers is a waste)."""
    for item in items:
        check_fits(item, paper, paper_name)
    queue = ([calibration_item(lang)] if calibration else []) + list(items)
    ax, ay, aw, ah = printable(paper)
    pages: list[Page] = []
    rows: list[list[Item]] = []
    row: list[Item] = []
    row_w = used_h = row_h = 0.0

    def close_page():
        nonlocal rows
        if rows:
            pages.append(_lay_out(rows, paper, (ax, ay, aw)))
        rows = []

    for k, item in enumerate(queue):
        fw, fh = item.width + 2 * item.pad, item.height + 2 * item.pad
        after = queue[k + 1] if item.keep and k + 1 < len(queue) else None  # what a label goes with
        span = fw + (after.width + 2 * after.pad if after is not None and not item.new_row else 0.0)
        if row and (item.new_row or row_w + span > aw + 1e-9):
            rows.append(row)
            used_h += row_h
            row, row_w, row_h = [], 0.0, 0.0
        need = fh
        if after is not None:  # a heading goes where what it heads can follow it
            need = fh + after.height + 2 * after.pad if item.new_row else max(fh, after.height + 2 * after.pad)
        if used_h + max(row_h, need) > ah + 1e-9:  # a new page; an unfinished row moves along with it
            close_page()
            used_h = 0.0
        row.append(item)
        row_w += fw
        row_h = max(row_h, fh)
    if row:
        rows.append(row)
        used_h += row_h
    close_page()
    if spare and len(pages) == 1 and used_h + SPARE_ROOM < ah / 2:
        pages[0].items += _spare_line(ax, ay + used_h + GAP, aw, lang)
    return pages


SPARE_ROOM = 8.0  # mm the cut line and its words take under the pieces
SPARE_WORDS = add_strings("imposition.spare_words", {
    "fr": "✂ Couper ici : le reste de la feuille reste vierge, pour une autre impression.",
    "en": "✂ Cut here: the rest of the sheet stays blank, to print on later.",
})


def _spare_line(x: float, y: float, width: float, lang: str) -> list:
    size = 2.4
    return [Line(x, y, x + width, y, Style(stroke="#777777", width=0.2, dash=(2.0, 1.5)), "spare-cut"),
            Text(x, y + 1.2 + size, SPARE_WORDS[lang], size, "#555555", role="spare-cut")]


def _lay_out(rows: list[list[Item]], paper, area) -> Page:
    ax, ay, aw = area
    page = Page(*paper)
    widest = max(sum(i.width + 2 * i.pad for i in row) for row in rows)
    y = ay
    for row in rows:
        x = ax + (aw - widest) / 2  # the block of rows is centred across the page
        for item in row:
            left, top = x + item.pad, y + item.pad
            page.items.append(Group([item.art], translate(left, top), role=item.art.role))
            if item.crop:
                page.items.extend(crop_marks(left, top, item.width, item.height, item.bleed))
            x += item.width + 2 * item.pad
        y += max(i.height + 2 * i.pad for i in row)
    return page


def add_footers(pages: list[Page], title: str, lang: str, notice: str = "") -> None:
    """The bottom of every page: title on the left, page n/N on the right, and above them, when the
    game is not free of rights, its notice (shrunk to the page width if it must be)."""
    total = len(pages)
    grey = "#555555"
    for n, page in enumerate(pages, 1):
        baseline = page.height - MARGIN - 0.6
        size, label = 2.4, t("page", lang, n=n, total=total)
        room = page.width - 2 * MARGIN - text_width(label, size) - 3.0
        line, title_size = fit_line(title, size, room)
        page.items.append(Text(MARGIN, baseline, line, title_size, grey, role="footer"))
        page.items.append(Text(page.width - MARGIN, baseline, label, size, grey, anchor="end", role="footer"))
        if notice:
            room = page.width - 2 * MARGIN
            wide = text_width(notice, size)
            fitted = size * room / wide if wide > room else size
            page.items.append(Text(page.width / 2, baseline - 3.0, notice, fitted, grey, anchor="middle", role="notice"))


def with_kit_pages(pages: list[Page], lang: str) -> list[Page]:
    """The kit PDF's pages, each footer's "page n/N" preceded by the page's number in the whole kit, so a
    printer can be asked for "kit pages 2-4". Copies: a part's own PDF keeps its footers as they are."""
    total = len(pages)
    out = []
    for n, page in enumerate(pages, 1):
        kit = t("kit_page", lang, n=n, total=total)
        items = [msgspec.structs.replace(item, text=f"{kit} · {item.text}")
                 if isinstance(item, Text) and item.role == "footer" and item.anchor == "end" else item
                 for item in page.items]
        out.append(Page(page.width, page.height, items))
    return out


def mirror_footers(page: Page) -> None:
    """Short-edge backs: the footer goes to the top band, which mirrors the fronts' footer band."""
    for item in page.items:
        if isinstance(item, Text) and item.role in ("footer", "notice"):
            item.y = page.height - item.y + ascent(item.size) - 0.2 * item.size


def back_footers(pages: list[Page], words: str, backs: str, duplex: str) -> None:
    """The footers of double-sided sheets, set by add_footers: every second page says it holds backs, and
    on short-edge flips moves its footer to the top."""
    for back in pages[1::2]:
        for item in back.items:
            if isinstance(item, Text) and item.role == "footer" and item.text == words:
                item.text = f"{words} · {backs}"
        if duplex == "short":
            mirror_footers(back)


# --- pieces onto sheets ----------------------------------------------------------------------------
#
# Every kind's pieces come through here. One stock's pieces are packed in kit order, under a heading for
# each kind when a sheet holds several. Double-sided pieces go first, each sheet of fronts followed by the
# sheet of their backs, every back at its front's place mirrored for the flip (long edge: x -> W - x; short
# edge: y -> H - y): back positions are computed from the laid-out fronts, so the strip, the note and the
# headings move nothing. Single-sided pieces fill the room the double-sided ones leave on their last sheet,
# and what does not fit there goes on single-sided sheets. Printed without duplex, a back goes beside its
# front as a pair to fold over and glue.

ROUND_GAP = 2.0  # mm between pieces each cut along its own outline: cutting one must not nick its neighbour
FOLD_HALO = Style(stroke="#ffffff", width=0.7)
HEADING = 2.6  # mm (7.4 pt): a kind's heading on a shared sheet


def piece_item(piece: Piece) -> Item:
    """One copy of a piece's front, to pack; the copies share its drawing."""
    art = Group([piece.front], role=f"piece {piece.family or piece.name}")
    return Item(art, piece.width, piece.height, name=piece.name, crop=piece.crop, bleed=piece.bleed, gap=ROUND_GAP)


def fold_pair(piece: Piece) -> Item:
    """Front and back side by side, to fold along the line between them (no duplex printing). With bleed
    the halves sit 2 × bleed apart and the fold runs midway, so each half's bleed stops at the fold."""
    w, h, b = piece.width, piece.height, piece.bleed
    family = piece.family or piece.name
    fold = w + b
    x0, x1, y0, y1 = -b, 2 * w + 3 * b, -b, h + b
    items = [
        Group([piece.front], role=f"piece {family}"),
        Group([piece.back], translate(w + 2 * b, 0), role=f"piece-back {family}"),
        Path([("M", fold, y0), ("L", x1, y0), ("L", x1, y1), ("L", x0, y1), ("L", x0, y0), ("L", fold, y0), ("Z",)], CUT, "pair"),
        Line(fold, y0, fold, y1, FOLD_HALO, "fold-halo"),  # the dashes show on a dark counter as on white paper
        Line(fold, y0, fold, y1, FOLD, "fold"),
    ]
    return Item(Group(items, role=f"pair {family}"), 2 * w + 2 * b, h, name=f"a pair of '{family}'", crop=False, bleed=b,
                gap=ROUND_GAP)


def heading_item(words: str, paper: tuple[float, float]) -> Item:
    """The words above a run of one kind of piece, with a grey rule under them the width of the page."""
    _, _, aw, _ = printable(paper)
    inset = 0.5  # a glyph may reach left of its origin (a J): the margin stays blank
    line, size = fit_line(words, HEADING, aw - 2 * inset, "bold")
    rule = HEADING + 0.8
    art = Group([Text(inset, ascent(HEADING, "bold"), line, size, "#333333", "bold", role="group-label"),
                 Line(inset, rule, aw - inset, rule, Style(stroke="#9a9a9a", width=0.2), "group-rule")], role="group-label")
    return Item(art, aw, rule + 0.4, name="heading", crop=False, gap=0.0, new_row=True, keep=True)


def tag_item(words: str, height: float) -> Item | None:
    """The words naming a run of one kind of piece, upright beside its first piece and as tall as it, with a
    grey rule along them: no row of its own. None when they would not fit at a readable size."""
    size = min(HEADING, fit_size(words, HEADING, height - 1.0, "bold"))
    if size < MIN_TEXT:
        return None
    x = 0.5 + ascent(size, "bold")  # the baseline, reading upwards; accents reach left of the ascent, descenders right
    rule = x + 0.3 * size + 0.3
    text = Text(0, 0, words, size, "#333333", "bold", role="group-label")
    art = Group([Group([text], (0.0, -1.0, 1.0, 0.0, x, height), role="group-label"),
                 Line(rule, 0, rule, height, Style(stroke="#9a9a9a", width=0.2), "group-rule")], role="group-label")
    return Item(art, rule + 0.2, height, name="label", crop=False, gap=0.0, keep=True)


class Sheets(Struct):
    """Pieces laid out: the pages and the pieces they hold (copies counted in `count`). `double`: each page of
    fronts is followed by the page of its backs."""

    pages: list[Page]
    pieces: list[Piece]
    double: bool


def _items(pieces: list[Piece], paper, duplex: str) -> tuple[list[Item], dict[int, Piece]]:
    """Every copy of the pieces as an item, in order, a heading where the kind changes when there are
    several; and which piece each item's drawing is."""
    headings = len({p.group for p in pieces}) > 1
    items: list[Item] = []
    drawn: dict[int, Piece] = {}
    group = None
    for piece in pieces:
        pair = piece.double and duplex == "none"
        for n in range(piece.count):
            item = fold_pair(piece) if pair else piece_item(piece)
            if headings and piece.group != group:  # beside the run's first piece, or else above it
                group = piece.group
                items.append(tag_item(group, item.height) or heading_item(group, paper))
            drawn[id(item.art)] = piece
            items.append(item)
    return items, drawn


def _placed(page: Page, drawn: dict[int, Piece]) -> list[tuple[Group, Piece]]:
    """The pieces on a page, each with the group that places it."""
    return [(g, drawn[id(g.items[0])]) for g in page.items if isinstance(g, Group) and g.items and id(g.items[0]) in drawn]


def _back_page(front: Page, placed: list[tuple[Group, Piece]], duplex: str) -> Page:
    back = Page(front.width, front.height)
    for group, piece in placed:
        if not piece.double:
            continue
        left, top = group.transform[4], group.transform[5]
        x, y = (front.width - left - piece.width, top) if duplex == "long" else (left, front.height - top - piece.height)
        role = f"piece-back {piece.family or piece.name}"
        back.items.append(Group([Group([piece.back], role=role)], translate(x, y), role=role))
    return back


def _counted(placed: list[Piece]) -> list[Piece]:
    """Pieces as placed copies: each piece once, its count the copies placed."""
    counts: dict[int, int] = {}
    for piece in placed:
        counts[id(piece)] = counts.get(id(piece), 0) + 1
    unique = {id(p): p for p in placed}
    return [msgspec.structs.replace(p, count=counts[k]) for k, p in unique.items()]


def impose_pieces(pieces: list[Piece], paper: tuple[float, float], paper_name: str, lang: str, duplex: str,
                  note: Callable[[list[Piece], bool], str], fill: bool = True) -> list[Sheets]:
    """One stock's pieces on sheets: the double-sided ones (fronts, then their backs), with single-sided ones
    in the room left when `fill`, then single-sided sheets for the rest. `note(pieces, double)`: the
    instruction atop a run of sheets. Without duplex printing every sheet is single-sided."""
    double = [p for p in pieces if p.double] if duplex != "none" else []
    out: list[Sheets] = []
    rest = pieces
    if double:
        single = [p for p in pieces if not p.double]
        items, drawn = _items(double + single if fill else double, paper, duplex)
        fronts = impose([note_item(note(double, True), paper), *items], paper, paper_name, lang)
        pages, held, left = [], [], []
        for front in fronts:
            placed = _placed(front, drawn)
            if any(piece.double for _, piece in placed):
                pages += [front, _back_page(front, placed, duplex)]
                held += [piece for _, piece in placed]
            else:
                left += [piece for _, piece in placed]
        out.append(Sheets(pages, _counted(held), True))
        rest = _counted(left) if fill else single
    if rest:
        items, drawn = _items(rest, paper, duplex)
        pages = impose([note_item(note(rest, False), paper), *items], paper, paper_name, lang, spare=True)
        out.append(Sheets(pages, _counted([piece for page in pages for _, piece in _placed(page, drawn)]), False))
    return out
