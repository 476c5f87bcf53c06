"""Parts onto pages: margins, packing, crop marks, the calibration strip and footers.

Items are packed in rows (shelf packing), in the order given, inside the printable area. An item's
footprint is its trim box grown by its bleed and by the room its crop marks need, so marks never
touch a neighbour's art.
"""

from __future__ import annotations


import msgspec
from msgspec import Struct

from pnp.errors import PnpError
from pnp.fonts import fit_line, text_width, wrap
from pnp.i18n import t
from pnp.marks import calibration_strip, crop_marks, crop_pad, strip_size
from pnp.scene import Group, Line, Page, Style, Text, translate
from pnp.units import FOOTER, MARGIN, fmt_mm, printable

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

    for item in queue:
        fw, fh = item.width + 2 * item.pad, item.height + 2 * item.pad
        if row and (item.new_row or row_w + fw > aw + 1e-9):
            rows.append(row)
            used_h += row_h
            row, row_w, row_h = [], 0.0, 0.0
        if used_h + max(row_h, fh) > ah + 1e-9:  # a new page; an unfinished row moves along with it
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
SPARE_WORDS = {
    "fr": "✂ Couper ici : le reste de la feuille reste vierge, pour une autre impression.",
    "en": "✂ Cut here: the rest of the sheet stays blank, to print on later.",
}


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
