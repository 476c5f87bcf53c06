"""Showcase: the blocks of a game's picture (`pnp showcase`: a board, a fan of cards, a pile, dice, tokens,
pawns, each drawn by pnp.showcase and given as a piece whose front is the block's drawing) arranged on one
page under the title. Every way of cutting the blocks, in order, into runs is tried, each run a column (the
columns side by side) or each a row (the rows one under another), centred across; the one that fills the
picture most is kept, and the picture is as wide as it must be to hold it within its margins under the title
band. The page is the picture: its size is the arrangement's, the paper is not read."""

from __future__ import annotations

from itertools import combinations

from msgspec import Struct

from pnp.base.colors import mix
from pnp.base.fonts import fit_size
from pnp.layout.layouts import Showcase
from pnp.pieces import Piece
from pnp.scene import Group, Page, Rect, Style, Text, compose, translate


class Box(Struct, frozen=True):
    """A block as the arrangement sees it: its piece's place in the list and its size (turned on its side to
    arrange rows as columns)."""

    index: int
    width: float
    height: float


class Arrangement(Struct):
    places: list  # (block's index, x, y)
    width: float
    height: float


def gap_between(boxes: list[Box], layout: Showcase) -> float:
    side = max(min(b.width, b.height) for b in boxes)
    return min(max(layout.gap * side, layout.gap_mm[0]), layout.gap_mm[1])


def arrangements(boxes: list[Box], layout: Showcase) -> list[Arrangement]:
    """Every way of cutting the blocks, in order, into runs: each run a column (the columns side by side) or
    each a row (the rows one under another), centred across; the fewest cuts first. 2^(n-1) cuts each way
    for n blocks."""
    gap, n, out = gap_between(boxes, layout), len(boxes), []
    for k in range(n):
        for cuts in combinations(range(1, n), k):
            runs = [boxes[a:b] for a, b in zip((0, *cuts), (*cuts, n))]
            out += [_columns(runs, gap), _rows(runs, gap)]
    return out


def _columns(runs: list[list[Box]], gap: float) -> Arrangement:
    widths = [max(b.width for b in run) for run in runs]
    heights = [sum(b.height for b in run) + gap * (len(run) - 1) for run in runs]
    total_h, places, x = max(heights), [], 0.0
    for run, width, height in zip(runs, widths, heights):
        y = (total_h - height) / 2
        for box in run:
            places.append((box.index, x + (width - box.width) / 2, y))
            y += box.height + gap
        x += width + gap
    return Arrangement(places, x - gap, total_h)


def _rows(runs: list[list[Box]], gap: float) -> Arrangement:
    """The columns' arrangement of the blocks turned on their side, then turned back: rows."""
    flipped = _columns([[Box(b.index, b.height, b.width) for b in run] for run in runs], gap)
    return Arrangement([(index, y, x) for index, x, y in flipped.places], flipped.height, flipped.width)


def canvas_width(arrangement: Arrangement, layout: Showcase) -> float:
    """The picture's width in mm that holds the arrangement under the title band, within the margins."""
    room_h = 1 - layout.band - 2 * layout.margin  # of the picture's height
    room_w = 1 - 2 * layout.margin / layout.aspect  # of its width
    return max(arrangement.width / room_w, arrangement.height / room_h * layout.aspect)


def best(boxes: list[Box], layout: Showcase) -> Arrangement:
    """The arrangement that fills the picture most; on a tie the first, which has the fewest runs."""
    return min(arrangements(boxes, layout), key=lambda a: round(canvas_width(a, layout), 3))


TITLE_SIZE = 0.55  # of the band: the title's largest size, within TITLE_WIDTH of the picture's width
TITLE_WIDTH = 0.9
LINE_SIZE = 0.18  # of the band: the line under the title's, within LINE_WIDTH
LINE_WIDTH = 0.8


def title_items(title: str, layout: Showcase, width: float, band: float, top: float) -> list:
    """The title, centred, as large as the band and the width allow, in the layout's face, and its line under
    it, paler."""
    size = fit_size(title, band * TITLE_SIZE, width * TITLE_WIDTH, layout.font)
    baseline = top + band * 0.5
    items = [Text(width / 2, baseline, title, size, layout.ink, layout.font, "middle", "showcase-title")]
    if layout.line:
        small = fit_size(layout.line, band * LINE_SIZE, width * LINE_WIDTH, "regular")
        items.append(Text(width / 2, baseline + band * 0.3, layout.line, small, mix(layout.ink, layout.ground, 0.35),
                          "regular", "middle", "showcase-line"))
    return items


def place(pieces: list[Piece], layout: Showcase, paper, paper_name: str, lang: str, *, duplex: str = "long",
          title: str = "", notice: str = "") -> list[Page]:
    """The picture, one page in mm: the ground, the title band, the blocks arranged under it, each block (a
    piece) in a group of role "showcase-<its name>". No pieces, no picture."""
    if not pieces:
        return []
    arrangement = best([Box(i, p.width, p.height) for i, p in enumerate(pieces)], layout)
    width = canvas_width(arrangement, layout)
    height = width / layout.aspect
    margin = layout.margin * height
    band = layout.band * height
    room = (width, height - band - 2 * margin)
    left = (room[0] - arrangement.width) / 2
    top = margin + band + (room[1] - arrangement.height) / 2
    items: list = [Rect(0.0, 0.0, width, height, Style(fill=layout.ground), "ground")]
    items += title_items(title, layout, width, band, margin)
    for index, x, y in arrangement.places:
        front = pieces[index].front
        items.append(Group(front.items, compose(translate(left + x, top + y), front.transform), front.clip,
                           role=f"showcase-{pieces[index].name}"))
    return [Page(width, height, items)]
