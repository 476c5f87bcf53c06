"""Printer's marks: crop marks around a trim box, the calibration mark the kit's guide page opens with, and
the thin calibration strip on the first page of every part."""

import math

from pnp.base.fonts import ascent, text_width, wrap
from pnp.base.i18n import LANGS, say
from pnp.base.units import MARGIN
from pnp.scene import GUIDE, Group, Line, Page, Rect, Style, Text

CROP_LENGTH = 3.0  # mm of each tick
CROP_OFFSET = 1.0  # mm between the art's edge (trim + bleed) and the tick, so a slightly off cut hides it


def crop_pad(bleed: float) -> float:
    """How far crop marks reach outside the trim box."""
    return bleed + CROP_OFFSET + CROP_LENGTH


MARKS = ("crop", "fold")  # the page's own marks: ticks and fold marks set by the imposition, not a piece's drawing
SHORTEST = 1.0  # mm: what is left of a mark clipped shorter than this is dropped, a stub no one can follow


def inside_margins(page: Page, margin: float = MARGIN) -> None:
    """Every mark of the page (a Line of MARKS among its items) cut back to the printable area, and dropped
    where less than SHORTEST is left: home printers leave `margin` blank, and a mark they would clip, or half
    print, tells nothing. Clipped rather than refused: a mark without room costs the player nothing, while
    an error would stop a build over a tick (tests/test_marks.py reads every page's ink for what else strays)."""
    box = (margin, margin, page.width - margin, page.height - margin)
    kept = []
    for item in page.items:
        if isinstance(item, Line) and item.role in MARKS:
            item = _clipped(item, box)
        if item is not None:
            kept.append(item)
    page.items = kept


def _clipped(line: Line, box: tuple[float, float, float, float]) -> Line | None:
    """The part of a line inside the box (Liang and Barsky's clipping), or None when under SHORTEST is left."""
    x0, y0, x1, y1 = box
    dx, dy = line.x2 - line.x1, line.y2 - line.y1
    start, end = 0.0, 1.0
    for step, room in ((-dx, line.x1 - x0), (dx, x1 - line.x1), (-dy, line.y1 - y0), (dy, y1 - line.y1)):
        if abs(step) < 1e-12:
            if room < -1e-9:
                return None
            continue
        edge = room / step
        if step < 0:
            start = max(start, edge)
        else:
            end = min(end, edge)
    if (end - start) * math.hypot(dx, dy) < SHORTEST - 1e-9:
        return None
    return Line(line.x1 + start * dx, line.y1 + start * dy, line.x1 + end * dx, line.y1 + end * dy, line.style, line.role)


def crop_marks(x: float, y: float, w: float, h: float, bleed: float = 0.0) -> list[Line]:
    """Eight ticks on the extensions of the trim edges, outside the bleed."""
    near, far = bleed + CROP_OFFSET, bleed + CROP_OFFSET + CROP_LENGTH
    marks = []
    for cx in (x, x + w):
        for cy in (y, y + h):
            sx = -1 if cx == x else 1
            sy = -1 if cy == y else 1
            marks.append(Line(cx + sx * near, cy, cx + sx * far, cy, GUIDE, "crop"))
            marks.append(Line(cx, cy + sy * near, cx, cy + sy * far, GUIDE, "crop"))
    return marks


CALIBRATION_SIZE = 50.0
TWO_INCHES = 50.8
CALIBRATION_BOX = (TWO_INCHES, CALIBRATION_SIZE + 10.0)


def calibration_mark(lang: str) -> Group:
    """A 50 mm square (one closed shape) and a 2 in bar: a ruler tells at once if the print was scaled."""
    side = CALIBRATION_SIZE
    ink = "#000000"
    items = [
        Rect(0, 0, side, side, Style(stroke=ink, width=0.3), role="calibration"),
        Text(side / 2, side / 2 - 1.5, "50 mm", 4.0, ink, "bold", "middle"),
    ]
    for i, line in enumerate(wrap(say("calibration", lang), 2.5, side - 6)):
        items.append(Text(side / 2, side / 2 + 4 + i * 3.2, line, 2.5, ink, anchor="middle"))
    bar_y = side + 3.5
    items.append(Rect(0, bar_y, TWO_INCHES, 3.0, Style(fill="#4d4d4d"), role="calibration-bar"))
    items.append(Text(TWO_INCHES / 2, bar_y + 6.3, say("calibration_bar", lang), 2.5, ink, anchor="middle"))
    return Group(items, role="calibration-mark")


STRIP_BAR = 1.6  # mm: the height of a part page's 50 mm bar
STRIP_TEXT = 2.5  # mm (7 pt)


def strip_size() -> tuple[float, float]:
    """Width and height of the calibration strip, the same in every language so notes beside it do not move."""
    words = max(text_width(say("calibration_strip", lang), STRIP_TEXT) for lang in LANGS)
    return CALIBRATION_SIZE + 1.5 + words, max(STRIP_BAR, STRIP_TEXT)


def calibration_strip(lang: str) -> Group:
    """A part page's scale check in a thin strip: a 50 mm bar (its ends are the measure) and what it is.
    The 50 mm square and the 2 in bar stay on the guide page."""
    _, height = strip_size()
    bar_y = (height - STRIP_BAR) / 2
    baseline = height / 2 + ascent(STRIP_TEXT) / 2
    items = [
        Rect(0, bar_y, CALIBRATION_SIZE, STRIP_BAR, Style(fill="#4d4d4d"), role="calibration-bar"),
        Text(CALIBRATION_SIZE + 1.5, baseline, say("calibration_strip", lang), STRIP_TEXT, "#000000"),
    ]
    return Group(items, role="calibration-strip")


def grid_ticks(xs: list[float], ys: list[float], box: tuple[float, float, float, float], reach_x: float, reach_y: float,
               left: bool = True, gutters: list[tuple[float, float]] | None = None) -> list[Line]:
    """A grid's crop marks: one tick on each end of every cut line, outside the grid's box (x0, y0, x1, y1),
    CROP_OFFSET off it and up to CROP_LENGTH long (`reach_x`, `reach_y`: the room there is). `left`: False
    where the footer runs up the left margin. Where pieces touch, one tick marks the cut both share.
    `gutters`: with bleed and no room above and below the grid, the marks of the cuts across stand in the
    gutters between its rows (y0, y1 of each): bleed that the cuts throw away."""
    x0, y0, x1, y1 = box
    across, down = min(CROP_LENGTH, reach_x), min(CROP_LENGTH, reach_y)
    marks = []
    for x in xs:
        if gutters is not None:
            marks += [Line(x, top + 0.5, x, bottom - 0.5, GUIDE, "crop") for top, bottom in gutters]
            continue
        marks.append(Line(x, y0 - CROP_OFFSET - down, x, y0 - CROP_OFFSET, GUIDE, "crop"))
        marks.append(Line(x, y1 + CROP_OFFSET, x, y1 + CROP_OFFSET + down, GUIDE, "crop"))
    for y in ys:
        if left:
            marks.append(Line(x0 - CROP_OFFSET - across, y, x0 - CROP_OFFSET, y, GUIDE, "crop"))
        marks.append(Line(x1 + CROP_OFFSET, y, x1 + CROP_OFFSET + across, y, GUIDE, "crop"))
    return marks
