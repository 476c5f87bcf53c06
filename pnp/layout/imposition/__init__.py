"""Parts and pieces onto pages: margins, packing, crop marks, backs, the calibration strip and footers.

Items are packed in rows (shelf packing), in the order given, inside the printable area. An item's
footprint is its trim box grown by its bleed and by the room its crop marks need, so marks never
touch a neighbour's art.

Copies of one rectangular piece cut along its trim (cards, square counters, fold-over pairs) are packed
as a grid instead, edge to edge, so one guillotine cut serves two neighbours. Without bleed they touch:
the cut line between two is one line. With bleed they stand 2 × bleed apart, each keeping its own bleed
(the print-shop habit: a gutter and two cuts, since two pieces' edge art never makes one bleed); either
way the crop marks sit outside the grid, on the extension of every cut line, reaching towards the
sheet's margin (with bleed and no room above and below, those of the cuts across stand in the gutters
between rows, on bleed the cuts throw away). A page holding nothing but a grid may take the footer's band too, its footer then
running up the left margin (nine poker cards on Letter).

Each grid is moved by less than a pixel so that its first piece's corner falls on a whole pixel at 300 dpi
(on_pixels; the backs' page too), and each piece cut along its trim shows its drawing clipped to its trim and
bleed: a poker card on its sheet, rasterised at 300 dpi, is then the card drawn alone (`pnp proof`).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

import msgspec
from msgspec import Struct

from pnp.base.errors import PnpError
from pnp.base.fonts import MIN_TEXT, ascent, fit_line, fit_size, text_width, wrap
from pnp.base.i18n import Said, said, say, typography
from pnp.base.units import FOOTER, MARGIN, printable
from pnp.layout.marks import calibration_strip, crop_marks, crop_pad, grid_ticks, inside_margins, strip_size
from pnp.pieces import Piece
from pnp.scene import CUT, FOLD, Group, Line, Page, Path, Rect, Style, Text, compose, rotate, translate

GAP = 3.0  # mm between items that carry their own cut line


class Item(Struct):
    art: Group  # origin at the trim box's top-left corner; may reach `bleed` beyond it
    width: float
    height: float
    name: Said | str = "item"  # not a message; for messages: "13 mm sticker", "net"
    crop: bool = True  # crop marks at the corners; False when the art carries its own cut line
    bleed: float = 0.0
    new_row: bool = False
    gap: float | None = None  # room between items with their own cut line; None: GAP. Round counters touch (0)
    keep: bool = False  # kept on the page of the item after it: a heading
    cell: tuple | None = None  # a key shared by copies of one piece cut along its trim: a run of them makes a grid
    cells: tuple = ()  # a grid: (x, y, art) of each of its pieces, from the grid's top-left corner
    ticks: tuple = ()  # a grid: its crop marks (Lines), from the same corner
    tall: bool = False  # a grid that takes the footer's band: alone on its page, the footer up the left margin
    flush: bool = False  # as wide as the printable area: no room beside it for the crop marks across (dropped)
    run: str = ""  # the family of a piece: a run of them stays on one row when a row holds it

    @property
    def pad_x(self) -> float:
        """The room left and right of it: its pad, or its bleed alone when it is flush."""
        return self.bleed if self.flush else self.pad

    @property
    def pad(self) -> float:
        if self.cell is not None:  # in a grid, pieces touch (or stand 2 × bleed apart)
            return self.bleed
        if self.crop:
            return crop_pad(self.bleed)
        return self.bleed + (GAP if self.gap is None else self.gap) / 2


def check_fits(item: Item, paper: tuple[float, float], paper_name: str, *, where: str | None = None) -> None:
    _, _, aw, ah = printable(paper)
    fw, fh = item.width + 2 * item.pad, item.height + 2 * item.pad
    if fw > aw + 1e-9 or fh > ah + 1e-9:
        raise PnpError(said("errors.imposition.room", what=item.name, width=round(fw, 1), height=round(fh, 1),
                            room_width=round(aw, 1), room_height=round(ah, 1), paper=paper_name), where=where)


def check_room(what: Said | str, width: float, height: float, bleed: float, paper: tuple[float, float], paper_name: str, *,
               pair: bool = False) -> None:
    """A hand-cut piece of this trim and bleed (`pair`: as a fold-over pair, its back beside it) fits the
    printable area with the gap round it. A kind asks before drawing, under its game-file field (in_file)."""
    if pair:
        width = 2 * width + 2 * bleed
    check_fits(Item(Group(), width, height, name=what, crop=False, bleed=bleed, gap=ROUND_GAP), paper, paper_name)


def grid_sheets(copies: int, width: float, height: float, bleed: float, paper: tuple[float, float], *,
                double: bool = False, duplex: str = "long") -> int:
    """About how many sheets `copies` of a rectangle take as grids filling the printable area and its footer
    band, each sheet of fronts followed by its backs (or fronts beside backs, to fold over, without duplex):
    for a budget checked before anything is drawn. 0 when not one fits (the imposition then says so)."""
    _, _, aw, ah = printable(paper)
    pairs = double and duplex == "none"
    cell_w = (2 * width + 2 * bleed if pairs else width) + 2 * bleed
    per_page = math.floor(aw / cell_w) * math.floor((ah + FOOTER) / (height + 2 * bleed))
    if per_page < 1:
        return 0
    return math.ceil(copies / per_page) * (2 if double and not pairs else 1)


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


class Packed(Struct):
    """Pages packed, and which of them hold a grid alone that took the footer's band (`tall`)."""

    pages: list[Page]
    tall: set[int]
    pieces: int  # on the first page
    bare: bool = False  # the last page holds no piece: only the strip and the note
    halved: bool = False  # one sheet whose pieces end above its middle: a line there to cut off the blank half


def pack(queue: list[Item], paper: tuple[float, float], paper_name: str, lang: str, *, spare: bool = False,
         side: float = 0.0, most: int = 0) -> Packed:
    """Items onto pages in rows, in order, runs of grid cells as grids. `side`: the room a footer needs up
    the left margin; 0 keeps every footer at the bottom. A run of one family's pieces that a row can hold
    opens a row rather than wrap (Clann's four Thin standees, Morris's nine dark tokens), unless keeping the
    runs whole takes more pages than wrapping them. `most`: at most that many pieces a page (0: no limit), so
    that pieces spread evenly over the pages they need."""
    for item in queue:
        check_fits(item, paper, paper_name)
    together, broke = _pack(queue, paper, paper_name, lang, spare, side, True, most)
    if not broke:
        return together
    wrapped, _ = _pack(queue, paper, paper_name, lang, spare, side, False, most)
    return together if len(together.pages) <= len(wrapped.pages) else wrapped


def _pack(queue: list[Item], paper: tuple[float, float], paper_name: str, lang: str, spare: bool, side: float,
          together: bool, most: int = 0) -> tuple[Packed, bool]:
    """pack's work, and whether a run opened a row it would not have opened without `together`."""
    ax, ay, aw, ah = printable(paper)
    pages: list[Page] = []
    tall: set[int] = set()
    rows: list[list[Item]] = []
    row: list[Item] = []
    row_w = used_h = row_h = 0.0
    first = -1  # pieces on the first page
    last_count = 0  # and on the last
    first_h = 0.0  # how far down the first page they reach

    def close_row():
        nonlocal row, row_w, row_h, used_h
        if row:
            rows.append(row)
            used_h += row_h
        row, row_w, row_h = [], 0.0, 0.0

    def close_page():
        nonlocal rows, used_h, first, first_h, last_count
        close_row()
        if rows:
            taller = any(i.tall for r in rows for i in r)
            if taller:
                tall.add(len(pages))
            if not pages:
                first, first_h = _pieces(rows), used_h
            last_count = _pieces(rows)
            pages.append(_lay_out(rows, paper, (ax, ay, aw, ay + ah + (FOOTER if taller else 0.0))))
        rows, used_h = [], 0.0

    def place(item: Item):
        nonlocal row_w, row_h
        row.append(item)
        row_w += item.width + 2 * item.pad_x
        row_h = max(row_h, item.height + 2 * item.pad)

    entries = [_flush(e, aw) for e in _runs(queue)]
    breaks = _balanced_breaks(entries, aw) if together else set()
    broke = bool(breaks)  # a run opened a row early, or rows were cut short to balance a long run
    for k, entry in enumerate(entries):
        if isinstance(entry, list):  # copies of one piece: a grid, split across pages as it must
            cells = entry
            while cells:
                if most and _pieces([*rows, row]) >= most:  # this page holds its share: the rest on the next
                    close_page()
                beside = row and all(i.keep and not i.new_row for i in row)  # only a label: the grid goes beside it
                if beside and _fit(aw - row_w, cells[0].width + 2 * cells[0].bleed, _bands(cells[0]))[0] < 1:
                    beside = False  # no room for a piece beside the label: below it
                if row and not beside:
                    close_row()
                room_w = aw - (row_w if beside else 0.0)
                alone = not rows and not row  # at the top of a page: it may take the footer's band
                share = cells[:most - _pieces([*rows, row])] if most else cells
                block, used = _grid(share, room_w, ah - used_h, FOOTER if alone and side else 0.0, side)
                if block is None:
                    if alone or (beside and not rows):  # not even one piece: check_fits said it fits, so never
                        raise PnpError(said("errors.imposition.crop", what=cells[0].name, paper=paper_name))
                    # a label or a heading goes to the next page with what it heads
                    carry = row if beside else rows.pop() if rows and all(i.keep for i in rows[-1]) else []
                    row, row_w, row_h = [], 0.0, 0.0
                    if carry and not beside:
                        used_h -= max(i.height + 2 * i.pad for i in carry)
                    close_page()
                    for label in carry:
                        place(label)
                    if carry and not beside:
                        close_row()
                    continue
                place(block)
                cells = cells[used:]
                if cells or block.tall:
                    close_page()
            continue
        item = entry
        fw, fh = item.width + 2 * item.pad_x, item.height + 2 * item.pad
        nxt = entries[k + 1] if k + 1 < len(entries) else None
        after = (nxt[0] if isinstance(nxt, list) else nxt) if item.keep else None  # what a label goes with
        span = fw + (_footprint(after)[0] if after is not None and not item.new_row else 0.0)
        if item.keep and not item.new_row:  # a label beside a short run takes the whole run along when a row holds it
            run = _run_width(entries[k + 1:])
            if run is not None and fw + run <= aw + 1e-9:
                span = fw + run
        heads_grid = isinstance(nxt, list) and item.keep  # a label beside a grid opens the grid's row
        if row and (item.new_row or heads_grid or row_w + span > aw + 1e-9):
            close_row()
        elif row and k in breaks and not all(i.keep for i in row):
            close_row()
        elif together and row and _wraps(item, row_w, entries, k, aw):
            close_row()
            broke = True
        need = fh
        if after is not None:  # a heading goes where what it heads can follow it
            ah_after = _footprint(after)[1]
            need = fh + ah_after if item.new_row else max(fh, ah_after)
        if most and item.name not in PLAIN and _pieces([*rows, row]) >= most:  # the page holds its share
            carry = [i for i in row if i.keep]  # its label goes on with it
            row = [i for i in row if not i.keep]
            close_page()
            for label in carry:
                place(label)
        if used_h + max(row_h, need) > ah + 1e-9:  # a new page; an unfinished row moves along with it
            moving, moving_w, moving_h = row, row_w, row_h
            row, row_w, row_h = [], 0.0, 0.0
            close_page()
            row, row_w, row_h = moving, moving_w, moving_h
        place(item)
    close_page()
    halved = spare and len(pages) == 1 and ay + first_h + SPARE_ROOM <= paper[1] / 2
    if halved:
        pages[0].items += _spare_line(ax, paper[1] / 2, aw, lang)
    return Packed(pages, tall, max(first, 0), last_count == 0, halved), broke


def _wraps(item: Item, row_w: float, entries: list, k: int, aw: float) -> bool:
    """Whether the run of one family that `item` opens (a label: the run it names) would wrap from a row
    filled to `row_w`, when a row of `aw` holds it (with its label)."""
    before = entries[k - 1] if k else None
    if item.keep and not item.new_row:
        need = _footprint(item)[0] + _family_width(entries, k + 1)
    elif item.run and not (isinstance(before, Item) and (before.run == item.run or before.keep)):
        need = _family_width(entries, k)  # (after its label, the label saw to it)
    else:
        return False
    return row_w + need > aw + 1e-9 and need <= aw + 1e-9


def _balanced_breaks(entries: list, aw: float) -> set[int]:
    """Where the rows of each run of one family too long for a row begin: at its first piece (no other kind's
    pieces on its rows) and then so that its rows hold as many pieces each, give or take one, the fuller first:
    its last row never holds one piece alone (Hex's 61 red stones on Letter in rows of 11 and 10, not five of
    11 and one shared with the blue ones)."""
    breaks: set[int] = set()
    k = 0
    while k < len(entries):
        entry = entries[k]
        if isinstance(entry, list) or not entry.run or entry.keep:
            k += 1
            continue
        end = k
        while end < len(entries) and isinstance(entries[end], Item) and entries[end].run == entry.run:
            end += 1
        width = _footprint(entry)[0]
        count, per_row = end - k, max(1, math.floor((aw + 1e-9) / width))
        if count > per_row:
            rows = math.ceil(count / per_row)
            breaks.update(k + math.ceil(i * count / rows) for i in range(rows))
        k = end
    return breaks


def _family_width(entries: list, k: int) -> float:
    """The width of the run of single pieces of one family starting at entries[k]."""
    width, family = 0.0, None
    for entry in entries[k:]:
        if isinstance(entry, list) or not entry.run or (family is not None and entry.run != family):
            break
        family = entry.run
        width += _footprint(entry)[0]
    return width


def _run_width(entries: list) -> float | None:
    """The width of the pieces a label names, up to the next label, when they are single pieces (no grid) that
    could share one row; None otherwise. So a kind's few pieces stay beside their name (Hares & Tortoises' two
    pawns: the second wrapped alone to the next row, away from its label)."""
    width = 0.0
    for entry in entries:
        if isinstance(entry, list):
            return None
        if entry.keep:
            break
        width += _footprint(entry)[0]
    return width


PLAIN = ("calibration strip", "note", "heading", "label")  # the items that are no piece


def _pieces(rows: list[list[Item]]) -> int:
    return sum(len(i.cells) or (i.name not in PLAIN) for r in rows for i in r)


def _footprint(item: Item) -> tuple[float, float]:
    if item.cell is not None:  # the first row of a grid, with room for its marks
        band = _bands(item)[0]
        return item.width + 2 * item.bleed + 2 * band, item.height + 2 * item.bleed + 2 * band
    return item.width + 2 * item.pad_x, item.height + 2 * item.pad


def _runs(queue: list[Item]) -> list:
    """The queue with each run of two or more copies of one grid cell gathered in a list; a cell alone is
    an item like any other (its crop marks or its gap round it)."""
    out: list = []
    for item in queue:
        if item.cell is not None and out and isinstance(out[-1], list) and out[-1][0].cell == item.cell:
            out[-1].append(item)
        elif item.cell is not None and out and isinstance(out[-1], Item) and out[-1].cell == item.cell:
            out[-1] = [out[-1], item]
        else:
            out.append(item)
    return [msgspec.structs.replace(e, cell=None) if isinstance(e, Item) and e.cell is not None else e for e in out]


def _flush(entry, width: float):
    """A piece alone as wide as the printable area (a board on a sheet of tokens): its crop marks across would
    reach into the paper's margin, where printers clip them; it keeps the marks above and below, and the page
    drops the others (inside_margins)."""
    if isinstance(entry, Item) and entry.crop and entry.width + 2 * entry.pad > width + 1e-9 >= entry.width + 2 * entry.bleed:
        return msgspec.structs.replace(entry, flush=True)
    return entry


TICK_BAND = crop_pad(0.0)  # mm round a grid for its crop marks: 1 mm off the art, 3 mm long
SHORT_BAND = TICK_BAND - 1.0  # or 2 mm long when that makes room for one more row or column
SIDE_FOOTER = 4.0  # mm left of a page's content the footer needs, running up the left margin (one more for a notice)


def _bands(cell: Item) -> tuple[float, ...]:
    """The room round a grid, largest first: for its crop marks, or (no marks, or marks it can do without
    when each piece draws its own cut line and has no bleed) half the gap between hand-cut pieces."""
    if not cell.crop:
        return (ROUND_GAP / 2,)
    if cell.bleed > 0:
        return (TICK_BAND, SHORT_BAND)
    return (TICK_BAND, SHORT_BAND, ROUND_GAP / 2)


def _fit(room: float, pitch: float, bands: tuple[float, ...]) -> tuple[int, float]:
    """How many cells of `pitch` fit `room`, and the widest band round them that keeps that many."""
    best = (0, bands[0])
    for band in bands:
        n = math.floor((room - 2 * band + 1e-6) / pitch)
        if n > best[0]:
            best = (n, band)
    return best


def _grid(cells: list[Item], width: float, height: float, extra: float, side: float) -> tuple[Item | None, int]:
    """As much of a run of cells as fits `width` × `height` as one grid item, and how many cells it holds;
    `extra`: the footer's band, taken when it makes room for another row and the page then holds the grid
    alone, with `side` mm left of it for the footer."""
    cell = cells[0]
    pw, ph = cell.width + 2 * cell.bleed, cell.height + 2 * cell.bleed
    bands = _bands(cell)
    cols, band_x = _fit(width, pw, bands)
    cols = min(cols, len(cells))
    if cols < 1:
        return None, 0
    needed = math.ceil(len(cells) / cols)
    left = (width - cols * pw) / 2  # the grid is centred, and on a page of its own it has no marks on the left
    rooms = [(height, False)] + ([(height + extra, True)] if extra and left >= side else [])
    rows, band_y, tall, gutter = 0, bands[0], False, False
    for room, taller in rooms:  # the most rows; the footer's band and the gutters only when they add one
        options = [(*_fit(room, ph, bands), False)]
        if cell.crop and cell.bleed > 0:  # the marks of the cuts across may stand in the gutters between rows
            options.append((math.floor((room + 1e-6) / ph), 0.0, True))
        for n, band, in_gutters in options:
            if min(n, needed) > min(rows, needed) and (not in_gutters or min(n, needed) >= 2):
                rows, band_y, tall, gutter = n, band, taller, in_gutters
    if rows < 1:
        return None, 0
    n = min(len(cells), cols * rows)
    used_rows = math.ceil(n / cols)
    used_cols = min(n, cols)
    placed = tuple((band_x + (i % cols) * pw + cell.bleed, band_y + (i // cols) * ph + cell.bleed, c.art)
                   for i, c in enumerate(cells[:n]))
    ticks: tuple = ()
    if cell.crop and band_x > ROUND_GAP / 2:
        xs = sorted({round(x + d, 6) for x, _, _ in placed for d in (0.0, cell.width)})
        ys = sorted({round(y + d, 6) for _, y, _ in placed for d in (0.0, cell.height)})
        box = (band_x, band_y, band_x + used_cols * pw, band_y + used_rows * ph)
        gutters = [(band_y + r * ph - cell.bleed, band_y + r * ph + cell.bleed) for r in range(1, used_rows)] if gutter else None
        ticks = tuple(grid_ticks(xs, ys, box, band_x - 1.0, band_y - 1.0, left=not tall, gutters=gutters))
    # the band (room for the marks, or half the gap round hand-cut pieces) is inside the block: no gap of its own
    block = Item(Group(role="grid"), used_cols * pw + 2 * band_x, used_rows * ph + 2 * band_y, name=cell.name,
                 crop=False, gap=0.0, cells=placed, ticks=ticks, tall=tall)
    return block, n


SPARE_ROOM = 8.0  # mm the cut line's words take above it, under the pieces


def _spare_line(x: float, y: float, width: float, lang: str) -> list:
    """The line across the sheet's middle, its words just above it: the half below stays clean. A standard
    half sheet goes back through a printer; a strip cut just under the pieces, of no size, would not."""
    size = 2.4
    return [Line(x, y, x + width, y, Style(stroke="#777777", width=0.2, dash=(2.0, 1.5)), "spare-cut"),
            Text(x, y - 1.2, say("imposition.spare_words", lang), size, "#555555", role="spare-cut")]


PIXEL = 25.4 / 300  # mm: a pixel at 300 dpi, the resolution of `pnp proof`, of the exports and of home printers


def on_pixels(corner: float, start: float, end: float, low: float, high: float) -> float:
    """How far to move a grid, spanning `start` to `end`, so that its first piece's corner (`corner`) falls
    on a whole pixel at 300 dpi (at 600 and 1200 too) without leaving `low` to `high`: less than a pixel,
    0.085 mm, the nearer way that fits; none when neither does. Every piece of a grid whose pitch is whole
    pixels (poker and bridge cards without bleed) then has its edges on pixel boundaries, so a rasteriser
    draws it as it draws the piece alone (`pnp proof`), pixel for pixel, and a 300 or 600 dpi printer cuts
    no pixel of a card's edge in two."""
    pixels = corner / PIXEL
    moves = sorted(((math.floor(pixels) - pixels) * PIXEL, (math.ceil(pixels) - pixels) * PIXEL), key=abs)
    return next((move for move in moves if low - 1e-9 <= start + move and end + move <= high + 1e-9), 0.0)


def _lay_out(rows: list[list[Item]], paper, area) -> Page:
    ax, ay, aw, bottom = area  # bottom: where the footer's band starts, or the margin when a grid took the band
    page = Page(*paper)
    widest = max(sum(i.width + 2 * i.pad_x for i in row) for row in rows)
    y = ay
    for row in rows:
        x = ax + (aw - widest) / 2  # the block of rows is centred across the page
        for item in row:
            left, top = x + item.pad_x, y + item.pad
            if item.cells:  # a grid: each piece placed on its own (the backs find them), its marks on the page
                left += on_pixels(left + item.cells[0][0], left, left + item.width, ax, ax + aw)
                top += on_pixels(top + item.cells[0][1], top, top + item.height, ay, bottom)
                for cx, cy, art in item.cells:
                    page.items.append(Group([art], translate(left + cx, top + cy), role=art.role))
                page.items.extend(Line(t.x1 + left, t.y1 + top, t.x2 + left, t.y2 + top, t.style, t.role) for t in item.ticks)
            else:
                page.items.append(Group([item.art], translate(left, top), role=item.art.role))
            if item.crop:
                page.items.extend(crop_marks(left, top, item.width, item.height, item.bleed))
            x += item.width + 2 * item.pad_x
        y += max(i.height + 2 * i.pad for i in row)
    return page


def add_footers(pages: list[Page], title: str, lang: str, notice: str = "") -> None:
    """The bottom of every page: title on the left, page n/N on the right, and above them, when the
    game is not free of rights, its notice (shrunk to the page width if it must be). Every page of a part
    gets its footer here, last: its marks are kept inside the printable area here too (inside_margins)."""
    total = len(pages)
    grey = "#555555"
    for n, page in enumerate(pages, 1):
        inside_margins(page)
        baseline = page.height - MARGIN - 0.6
        size, label = 2.4, say("page", lang, n=n, total=total)
        room = page.width - 2 * MARGIN - text_width(label, size) - 3.0
        line, title_size = fit_line(typography(title, lang), size, room)  # "L’île", as the pages set it
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
        kit = say("kit_page", lang, n=n, total=total)
        label = next((i for i in page.items if isinstance(i, Text) and i.role == "footer" and i.anchor == "end"), None)
        # the title before it gives up the room the kit's page takes, as add_footers fitted it to the label alone
        room = page.width - 2 * MARGIN - text_width(f"{kit} · {label.text}", label.size) - 3.0 if label else 0.0
        out.append(Page(page.width, page.height, [_kit_page(item, kit, room) for item in page.items]))
    return out


def numbered(pages: list[Page], lang: str) -> list[Page]:
    """A part's pages as the kit prints them, their footers' "page n/N" counted again from 1: a part whose
    leading page went elsewhere (a tiled board's map, onto the guide's page) would otherwise start at page 2.
    Copies: the part's own files keep their pages as they are."""
    total = len(pages)
    return [Page(page.width, page.height, [_page_label(item, say("page", lang, n=n, total=total)) for item in page.items])
            for n, page in enumerate(pages, 1)]


def _page_label(item, label: str):
    """A footer's "page n/N" (add_footers sets it at the footer's end) said anew, turned up the left margin too."""
    if isinstance(item, Text) and item.role == "footer" and item.anchor == "end":
        return msgspec.structs.replace(item, text=label)
    if isinstance(item, Group) and item.role == "footer":
        return msgspec.structs.replace(item, items=[_page_label(inner, label) for inner in item.items])
    return item


def _kit_page(item, kit: str, room: float = 0.0):
    """A footer's "page n/N" with the kit's page before it, the title beside it fitted to `room`; a footer
    turned up the left margin too."""
    if isinstance(item, Text) and item.role == "footer" and item.anchor == "end":
        return msgspec.structs.replace(item, text=f"{kit} · {item.text}")
    if isinstance(item, Text) and item.role == "footer" and room > 0 and text_width(item.text, item.size) > room:
        line, size = fit_line(item.text.removesuffix("…"), item.size, room)
        return msgspec.structs.replace(item, text=line, size=size)
    if isinstance(item, Group) and item.role == "footer":
        return msgspec.structs.replace(item, items=[_kit_page(inner, kit) for inner in item.items])
    return item


def side_footers(pages: list[Page], tall: set[int]) -> None:
    """The footers of pages whose grid took the footer's band (`tall`: their indexes), moved to the left
    margin, reading upwards: the title from the bottom, the page number at the top."""
    for index in tall:
        page = pages[index]
        moved = []
        for item in page.items:
            if isinstance(item, Text) and item.role in ("footer", "notice"):
                y = {"start": page.height - MARGIN, "middle": page.height / 2, "end": MARGIN}[item.anchor]
                x = page.height - item.y + ascent(item.size)
                text = Text(0, 0, item.text, item.size, item.fill, item.font, item.anchor, item.role)
                moved.append(Group([text], (0.0, -1.0, 1.0, 0.0, x, y), role=item.role))
            else:
                moved.append(item)
        page.items = moved


def mirror_footers(page: Page) -> None:
    """Short-edge backs: the footer goes to the top band, which mirrors the fronts' footer band."""
    for item in page.items:
        if isinstance(item, Text) and item.role in ("footer", "notice"):
            item.y = page.height - item.y + ascent(item.size) - 0.2 * item.size


def back_footers(pages: list[Page], backs: str, duplex: str, tall: set[int] = frozenset()) -> None:
    """The footers of double-sided sheets, set by add_footers: every second page says it holds backs, and
    on short-edge flips moves its footer to the top (not one that will run up the left margin: `tall`)."""
    for index in range(1, len(pages), 2):
        back = pages[index]
        for item in back.items:  # the title (the label "page n/N" is set at the footer's end)
            if isinstance(item, Text) and item.role == "footer" and item.anchor != "end":
                item.text = f"{item.text} · {backs}"
        if duplex == "short" and index not in tall:
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


GRID_OUTLINES = ("rectangle", "rounded")  # cut along the trim with a guillotine (rounded corners punched after)


def piece_item(piece: Piece) -> Item:
    """One copy of a piece's front, to pack; the copies share its drawing. A rectangle is a grid cell:
    copies of pieces of one size, one after another, share their cut lines."""
    art = Group([piece.front], clip=_trimmed(piece), role=f"piece {piece.family or piece.name}")
    cell = ("piece", piece.width, piece.height, piece.bleed, piece.crop) if piece.outline in GRID_OUTLINES else None
    return Item(art, piece.width, piece.height, name=piece.name, crop=piece.crop, bleed=piece.bleed, gap=ROUND_GAP,
                cell=cell, run=piece.family or piece.name)


def _trimmed(piece: Piece) -> Rect | None:
    """What a piece cut along its trim shows of its drawing: its trim box grown by its bleed. Its cut line,
    drawn on the trim, then never reaches over a neighbour sharing that cut, and every piece on the sheet is
    what it is alone (a proof, an export), its own half of the line on each side."""
    b = piece.bleed
    return Rect(-b, -b, piece.width + 2 * b, piece.height + 2 * b, Style()) if piece.outline in GRID_OUTLINES else None


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
                gap=ROUND_GAP, cell=("pair", 2 * w + 2 * b, h, b), run=family)  # pairs of one size touch: one cut between two


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


def label_item(words: str, item: Item, paper: tuple[float, float]) -> Item:
    """The words naming a run of pieces: upright beside its first piece (`item`) when they fit there and the
    two fit across the sheet, else a heading above it (a board as wide as the sheet)."""
    _, _, aw, _ = printable(paper)
    tag = tag_item(words, item.height)
    if tag is not None and _footprint(tag)[0] + _footprint(item)[0] <= aw + 1e-9:
        return tag
    return heading_item(words, paper)


class Sheets(Struct):
    """Pieces laid out: the pages and the pieces they hold (copies counted in `count`). `double`: each page of
    fronts is followed by the page of its backs."""

    pages: list[Page]
    pieces: list[Piece]
    double: bool
    tall: set[int] = set()  # the pages whose footer runs up the left margin (pnp.layout.imposition.side_footers)
    folded: bool = False  # printed for duplex, its few double-sided pieces went single-sided as fold-over pairs
    spares: int = 0  # whole spare rounds of its pieces printed after the game's own (stickers: "1 set + 3 spares")


def _items(pieces: list[Piece], paper, pairs: bool, lang: str = "en") -> tuple[list[Item], dict[int, Piece]]:
    """Every copy of the pieces as an item, in order, a heading where the kind changes when there are
    several; and which piece each item's drawing is. `pairs`: a piece with a back goes as a fold-over pair,
    headed by its kind's name as such ("Fold-over tokens", as the guide calls them, not "Double-sided tokens")."""
    headings = len({p.group for p in pieces}) > 1
    items: list[Item] = []
    drawn: dict[int, Piece] = {}
    group = None
    for piece in pieces:
        pair = piece.double and pairs
        folded = getattr(piece.guide, "folded", None) if pair else None
        heading = folded[lang] if folded else piece.group
        for n in range(piece.count):
            item = fold_pair(piece) if pair else piece_item(piece)
            if headings and heading != group:  # beside the run's first piece, or else above it
                group = heading
                items.append(label_item(group, item, paper))
            drawn[id(item.art)] = piece
            items.append(item)
    return items, drawn


def _placed(page: Page, drawn: dict[int, Piece]) -> list[tuple[Group, Piece]]:
    """The pieces on a page, each with the group that places it."""
    return [(g, drawn[id(g.items[0])]) for g in page.items if isinstance(g, Group) and g.items and id(g.items[0]) in drawn]


def _flipped(x: float, y: float, width: float, height: float, page: Page, duplex: str) -> tuple[float, float]:
    """Where a box at (x, y) on a sheet's front falls on its back: mirrored across the edge the sheet turns on
    (long: x -> W - x; short: y -> H - y); printed without duplex (a back page on a sheet of its own), in place."""
    if duplex == "long":
        return page.width - x - width, y
    if duplex == "short":
        return x, page.height - y - height
    return x, y


def _back_page(front: Page, placed: list[tuple[Group, Piece]], duplex: str) -> Page:
    """The backs of a page of fronts, each at its front's place mirrored for the flip, and the fronts' crop
    marks mirrored with them, so the sheet can be cut from either side."""
    w, h = front.width, front.height
    backs = []
    for group, piece in placed:
        if piece.double:
            backs.append((_flipped(group.transform[4], group.transform[5], piece.width, piece.height, front, duplex), piece))
    marks = [((*_flipped(m.x1, m.y1, 0, 0, front, duplex), *_flipped(m.x2, m.y2, 0, 0, front, duplex)), m)
             for m in front.items if isinstance(m, Line) and m.role == "crop"]
    dx, dy = _backs_on_pixels(backs, [ends for ends, _ in marks], w, h)
    back = Page(w, h)
    for (x, y), piece in backs:
        role = f"piece-back {piece.family or piece.name}"
        back.items.append(Group([Group([piece.back], clip=_trimmed(piece), role=role)], translate(x + dx, y + dy), role=role))
    for (x1, y1, x2, y2), mark in marks:
        back.items.append(Line(x1 + dx, y1 + dy, x2 + dx, y2 + dy, mark.style, mark.role))
    return back


def _backs_on_pixels(backs: list, marks: list, width: float, height: float) -> tuple[float, float]:
    """How far to move a page of backs, with its marks, so that the first back's corner falls on a whole pixel
    at 300 dpi, as its front does (on_pixels): mirrored across a sheet that is no whole number of pixels wide
    (A4: 2480.3), it would not. Less than a pixel, far inside the sheet's duplex registration."""
    if not backs:
        return 0.0, 0.0
    (x, y), _ = backs[0]
    xs = [v for (bx, _), piece in backs for v in (bx - piece.bleed, bx + piece.width + piece.bleed)] + [v for m in marks for v in (m[0], m[2])]
    ys = [v for (_, by), piece in backs for v in (by - piece.bleed, by + piece.height + piece.bleed)] + [v for m in marks for v in (m[1], m[3])]
    return (on_pixels(x, min(xs), max(xs), MARGIN, width - MARGIN),
            on_pixels(y, min(ys), max(ys), MARGIN, height - MARGIN))


def _counted(placed: list[Piece]) -> list[Piece]:
    """Pieces as placed copies: each piece once, its count the copies placed."""
    counts: dict[int, int] = {}
    for piece in placed:
        counts[id(piece)] = counts.get(id(piece), 0) + 1
    unique = {id(p): p for p in placed}
    return [msgspec.structs.replace(p, count=counts[k]) for k, p in unique.items()]


def _lay(items: list[Item], note: Item, paper, paper_name: str, lang: str, spare: bool, side: float,
         double: bool = False, most: int = 0) -> Packed:
    """Items under the calibration strip and the note, or, when a grid opens the run and that puts more
    pieces on the first sheet without taking more sheets, after them (a deck fills its first sheet). A
    sheet left with the strip and the note alone is no sheet to print single-sided; double-sided, it is
    dropped (a sheet holding no double-sided piece), so the deck takes one sheet fewer."""
    strip = calibration_item(lang)
    first = pack([strip, note, *items], paper, paper_name, lang, spare=spare, side=side, most=most)
    if not items or items[0].cell is None:
        return first
    last = pack([*items, msgspec.structs.replace(strip, new_row=True), note], paper, paper_name, lang, spare=spare, side=side,
                most=most)
    if last.bare and not double:
        return first
    if len(last.pages) - (last.bare and double) <= len(first.pages) and last.pieces > first.pieces:
        return last
    return first


FOLD_FILL = 0.40  # a double-sided run that fills one sheet under this share of its printable area folds over


def impose_pieces(pieces: list[Piece], paper: tuple[float, float], paper_name: str, lang: str, duplex: str,
                  note: Callable[[list[Piece], bool], str], fill: bool = True, notice: bool = False) -> list[Sheets]:
    """One stock's pieces on sheets: the double-sided ones (fronts, then their backs), with single-sided ones
    in the room left when `fill`, then single-sided sheets for the rest. `note(pieces, double)`: the
    instruction atop a run of sheets. Without duplex printing every sheet is single-sided. `notice`: the
    footers carry a licence notice (a footer up the left margin needs room for two lines).

    A few double-sided pieces do not get a duplex pair of sheets of their own, mostly blank: when they
    would fill one sheet under FOLD_FILL (a designer's "under 40 %") and single-sided pieces share the
    stock, they go among those as fold-over pairs when that takes fewer sheets (`Sheets.folded`)."""
    side = SIDE_FOOTER + (3.0 if notice else 0.0)
    double = [p for p in pieces if p.double] if duplex != "none" else []
    if not double:
        return _single_sheets(pieces, paper, paper_name, lang, duplex == "none", note, side)
    duplexed = _duplex_sheets(pieces, double, paper, paper_name, lang, duplex, note, fill, side)
    if fill and len(double) < len(pieces) and _sparse(double, paper):
        folded = _single_sheets(pieces, paper, paper_name, lang, True, note, side)
        if sum(len(s.pages) for s in folded) < sum(len(s.pages) for s in duplexed):
            return [msgspec.structs.replace(s, folded=True) for s in folded]
    return duplexed


def _sparse(double: list[Piece], paper: tuple[float, float]) -> bool:
    """Whether double-sided pieces, their bleed and the gaps round them included, cover under FOLD_FILL
    of one sheet's printable area."""
    _, _, aw, ah = printable(paper)
    area = sum(p.count * (p.width + 2 * p.bleed + ROUND_GAP) * (p.height + 2 * p.bleed + ROUND_GAP) for p in double)
    return area < FOLD_FILL * aw * ah


def _duplex_sheets(pieces: list[Piece], double: list[Piece], paper, paper_name: str, lang: str, duplex: str,
                   note: Callable[[list[Piece], bool], str], fill: bool, side: float) -> list[Sheets]:
    """The double-sided pieces on sheets of fronts each followed by its backs, single-sided ones in the room
    left when `fill`, then single-sided sheets for the rest."""
    single = [p for p in pieces if not p.double]
    items, drawn = _items(double + single if fill else double, paper, False)
    fronts = _lay(items, note_item(typography(note(double, True), lang), paper), paper, paper_name, lang, False, side, True)
    pages, held, left, tall = [], [], [], set()
    for index, front in enumerate(fronts.pages):
        placed = _placed(front, drawn)
        if any(piece.double for _, piece in placed):
            if index in fronts.tall:
                tall.update((len(pages), len(pages) + 1))
            pages += [front, _back_page(front, placed, duplex)]
            held += [piece for _, piece in placed]
        else:
            left += [piece for _, piece in placed]
    if fill and single and all(piece.double for piece in held):
        # no single-sided piece found room among the double-sided ones: those sheets are laid as they are alone
        # (a deck's grids keep their full sheets, not headings for kinds that went elsewhere: a deck's tuck box)
        return _duplex_sheets(pieces, double, paper, paper_name, lang, duplex, note, False, side)
    rest = _counted(left) if fill else single
    out = [Sheets(pages, _counted(held), True, tall)]
    return out + (_single_sheets(rest, paper, paper_name, lang, False, note, side) if rest else [])


def _single_sheets(pieces: list[Piece], paper, paper_name: str, lang: str, pairs: bool,
                   note: Callable[..., str], side: float) -> list[Sheets]:
    """Pieces on single-sided sheets, those with a back as fold-over pairs when `pairs`. Pieces that welcome
    spares (Piece.spares) and take one sheet get up to SPARE_SETS whole spare rounds, one copy of each piece
    a round, as many as fit the half above the sheet's cut line (or the sheet, when they take more than
    half of it already); the note says how many."""
    items, drawn = _items(pieces, paper, pairs, lang)
    packed = _lay(items, note_item(typography(note(pieces, False), lang), paper), paper, paper_name, lang, True, side)
    # fewer sheets, tallest first: tried only when the pieces' own area leaves a sheet fewer possible
    for arranged in _arrangements(pieces) if len(packed.pages) > _fewest_sheets(pieces, paper) else ():
        trial_items, trial_drawn = _items(arranged, paper, pairs, lang)
        trial = _lay(trial_items, note_item(typography(note(arranged, False), lang), paper), paper, paper_name, lang, True,
                     side)
        if len(trial.pages) < len(packed.pages):
            pieces, drawn, packed = arranged, trial_drawn, trial
            if len(packed.pages) == 1:
                break
    packed, drawn = _evened(packed, drawn, pieces, paper, paper_name, lang, pairs, note, side)
    spares = 0
    if pieces and all(p.spares for p in pieces) and len(packed.pages) == 1:
        spare = [msgspec.structs.replace(p, count=1) for p in pieces]  # one copy of each a round, in kit order
        for n in range(SPARE_SETS, 0, -1):
            more = pieces + spare * n
            trial_items, trial_drawn = _items(more, paper, pairs, lang)
            trial = _lay(trial_items, note_item(typography(note(pieces, False, n), lang), paper), paper, paper_name, lang, True, side)
            if len(trial.pages) == 1 and (trial.halved or not packed.halved):
                packed, drawn, spares = trial, trial_drawn, n
                break
    pieces_on = [piece for page in packed.pages for _, piece in _placed(page, drawn)]
    return [Sheets(packed.pages, _counted(pieces_on), False, packed.tall, spares=spares)]


def _evened(packed: Packed, drawn: dict, pieces: list[Piece], paper, paper_name: str, lang: str, pairs: bool,
            note: Callable[..., str], side: float) -> tuple[Packed, dict]:
    """Pieces on several sheets whose last sheet holds half as many as the first or fewer, spread evenly over the
    same sheets instead: no sheet left nearly blank (Ludicitude's nine nets on Letter, six and three: five
    and four). Not pieces cut along their trim in grids (cards, square counters): their full sheets share every
    cut line, and a deck keeps its full sheets of nine."""
    counts = [len(_placed(page, drawn)) for page in packed.pages]
    if len(counts) < 2 or 2 * counts[-1] > counts[0] or any(p.outline in GRID_OUTLINES for p in pieces):
        return packed, drawn
    items, even_drawn = _items(pieces, paper, pairs, lang)
    most = math.ceil(sum(counts) / len(counts))
    even = _lay(items, note_item(typography(note(pieces, False), lang), paper), paper, paper_name, lang, True, side,
                most=most)
    return (even, even_drawn) if len(even.pages) == len(packed.pages) else (packed, drawn)


def _arrangements(pieces: list[Piece]) -> list[list[Piece]]:
    """Other orders to pack pieces in, for a sheet fewer (first-fit decreasing on the rows): each kind's pieces
    tallest first, with none, then one, two ... of those that may lie on their side (Piece.turns) turned a
    quarter (up to TURNING of them; all or none beyond). Each kind stays in its place, and the copies of a
    piece together (the dice-shapes example's six nets: one sheet, not two)."""
    turning = [i for i, p in enumerate(pieces) if p.turns and abs(p.width - p.height) > 1e-6]
    subsets = ([c for n in range(len(turning) + 1) for c in itertools.combinations(turning, n)]
               if len(turning) <= TURNING else [(), tuple(turning)])
    orders = []
    for subset in subsets:
        laid = [_turned(p) if i in subset else p for i, p in enumerate(pieces)]
        orders.append(sorted(laid, key=lambda p: (p.order, -p.height)))
    return [order for order in orders if order != pieces]


TURNING = 6  # pieces that may lie on their side, every choice of which tried (64 packings of a few pieces)


def _fewest_sheets(pieces: list[Piece], paper: tuple[float, float]) -> int:
    """A floor under the sheets any packing of the pieces takes: their trim boxes, which never overlap, fill
    at most the printable area and its footer band on each sheet. Trying other orders (_arrangements, up to
    64 packings) when the packing found already takes that many would be work for nothing: W1's board among
    its 60 counters covers 1.34 sheets, so its two sheets stand."""
    _, _, aw, ah = printable(paper)
    area = sum(p.count * p.width * p.height for p in pieces)
    return max(1, math.ceil(area / (aw * (ah + FOOTER)) - 1e-9))


def _turned(piece: Piece) -> Piece:
    """A piece laid a quarter turn anticlockwise, its trim box's top-left corner still its origin: the words
    it carries read upwards, as the labels beside the pieces do."""
    turn = compose(translate(0.0, piece.width), rotate(-90))
    return msgspec.structs.replace(piece, front=Group([piece.front], turn), width=piece.height, height=piece.width)


SPARE_SETS = 3  # spare rounds at most: enough for a slip or two and a lost sticker, not a second game's worth


CUT_LINE = Style(stroke="#777777", width=0.2, dash=(2, 1.5))
CUT_WORDS = 2.2  # mm: the size of "✂ cut here", set 0.8 mm above its line


def cut_here(left: float, right: float, y: float, lang: str) -> list:
    """A dashed line across a sheet to cut along with scissors, and its words at its right end: between an aid's
    halves, above a piece at the foot of a rule book's page."""
    return [Line(left, y, right, y, CUT_LINE, "cut"), Text(right, y - 0.8, say("imposition.cut_here", lang), CUT_WORDS, "#777777", anchor="end")]


# --- the one door: a part's pieces onto sheets, by the layout its kind chose (pnp.layout.layouts) ----------------

# Each layout's placing lives in a module of this package, named here once; only this package makes sheets
# (tests/test_placement.py).
PLACERS = {"Shared": "shared", "Halves": "halves", "Pages": "pages", "Signature": "booklet", "Tiles": "tiles",
           "OneUp": "one_up", "TableGrid": "table", "Showcase": "showcase"}


def place(pieces: list[Piece], layout, paper: tuple[float, float], paper_name: str, lang: str, *,
          duplex: str = "long", title: str = "", notice: str = "") -> list[Page]:
    """Every sheet of a part: its pieces laid out as `layout` (pnp.layout.layouts) says on paper of this size,
    printed double-sided as `duplex` says, each sheet with its footer (the part's `title`, page n/N, the game's
    `notice`) where the layout prints one."""
    import importlib  # the layouts' modules import this package's helpers, so they cannot be imported at its top

    module = importlib.import_module(f"{__name__}.{PLACERS[type(layout).__name__]}")
    return module.place(pieces, layout, paper, paper_name, lang, duplex=duplex, title=title, notice=notice)
