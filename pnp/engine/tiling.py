"""Tiling: a drawing too large for the paper, split over several sheets that go together without guessing.

Tiles are named like spreadsheet cells: the letter is the column (A, B, C … from the left), the number is
the row (1, 2, 3 … from the top). A1 is the top-left sheet, B1 its right neighbour, A2 the one below it.

Each tile prints its *content*, a rectangle of the drawing, the contents together covering the drawing
exactly once. A tile with a neighbour on its right or below also prints a glue strip of OVERLAP mm there:
the first OVERLAP mm of that neighbour's content, hatched. The neighbour is cut along its left (or top)
edge and laid over the strip, so the two prints meet edge to edge. Registration targets sit on each seam,
at the same place of the drawing on both sheets: after cutting, the half target left on the upper sheet
meets the half on the lower sheet.

Tile pages reserve a header band (the tile's name, what to cut, where it goes, a small map) and room
round the seams for the targets; pages may turn to landscape when that needs fewer sheets.
"""

from __future__ import annotations

import math

from msgspec import Struct

from pnp.errors import PnpError
from pnp.units import fmt_mm, printable

OVERLAP = 10.0  # mm glue strip, stated on the assembly page
TARGET = 4.0  # mm a registration target reaches from its centre
HEADER = 12.0  # mm at the top of a tile page for its name, instructions and map
MAX_TILES = 60

Box = tuple[float, float, float, float]  # x, y, width, height in the drawing's millimetres


def tile_name(col: int, row: int) -> str:
    """A1-style, as a spreadsheet names its cells: a tile, a hex or a square of a board."""
    return f"{column_letter(col)}{row + 1}"


def column_letter(col: int) -> str:
    """A, B … Z, then AA, AB … as in a spreadsheet."""
    name = ""
    col += 1
    while col:
        col, rest = divmod(col - 1, 26)
        name = chr(65 + rest) + name
    return name


class Tile(Struct, frozen=True):
    name: str
    col: int
    row: int
    content: Box  # what this sheet contributes to the assembled drawing
    region: Box  # what it prints: the content, and the glue strips on its right and lower sides

    @property
    def strips(self) -> list[Box]:
        """The glue strips: printed here, covered by a neighbour once assembled."""
        cx, cy, cw, ch = self.content
        rx, ry, rw, rh = self.region
        out = []
        if rw > cw + 1e-9:
            out.append((cx + cw, ry, rw - cw, rh))
        if rh > ch + 1e-9:
            out.append((rx, cy + ch, cw, rh - ch))
        return out


class Tiling(Struct, frozen=True):
    width: float  # the whole drawing, mm
    height: float
    page: tuple[float, float]  # the tile pages' size (portrait or landscape)
    cols: int
    rows: int
    tiles: tuple[Tile, ...]
    overlap: float = OVERLAP
    origin: tuple[float, float] = (0.0, 0.0)  # where a tile's content corner sits on its page

    @property
    def count(self) -> int:
        return len(self.tiles)

    @property
    def landscape(self) -> bool:
        return self.page[0] > self.page[1]

    def tile(self, col: int, row: int) -> Tile:
        return self.tiles[row * self.cols + col]


def orientations(paper: tuple[float, float]) -> list[tuple[float, float]]:
    w, h = paper
    return [(w, h), (h, w)] if w != h else [(w, h)]


def fits_one_sheet(width: float, height: float, paper: tuple[float, float]) -> tuple[float, float] | None:
    """The page (portrait first, else landscape) whose printable area holds the whole drawing, or None."""
    for page in orientations(paper):
        _, _, aw, ah = printable(page)
        if width <= aw + 1e-9 and height <= ah + 1e-9:
            return page
    return None


def _split(length: float, room: float, overlap: float) -> int | None:
    """How many equal parts `length` needs when each part, plus a strip and a target's reach, fits `room`."""
    if length <= room + 1e-9:
        return 1
    usable = room - overlap - TARGET
    if usable <= 0:
        return None
    return math.ceil(length / usable - 1e-9)


def _seams(length: float, parts: int, most: float, preferred) -> list[float]:
    """Where to cut `length` into `parts` pieces of at most `most` each: on a preferred line (a cell's edge,
    so the cut follows a printed line) as near the even split as the sizes allow, else at the even split."""
    even = [length * i / parts for i in range(parts + 1)]
    lines = sorted(v for v in preferred if 1e-6 < v < length - 1e-6)
    cuts = [0.0]
    for i in range(1, parts):
        fits = [v for v in lines if v > cuts[-1] + 1e-6 and v - cuts[-1] <= most + 1e-9
                and length - v <= most * (parts - i) + 1e-9]
        cuts.append(min(fits, key=lambda v: (abs(v - even[i]), v)) if fits else even[i])
    cuts.append(length)
    if any(b - a > most + 1e-9 or b - a <= 1e-6 for a, b in zip(cuts, cuts[1:])):
        return even
    return cuts


def plan_tiles(width: float, height: float, paper: tuple[float, float], paper_name: str = "the paper",
               overlap: float = OVERLAP, xcuts=(), ycuts=(), where: str | None = None) -> Tiling:
    """The fewest sheets (portrait preferred on a tie) that carry the drawing, with their contents and strips.
    Seams fall on the lines given in xcuts and ycuts (the drawing's cell edges) where the sheets allow."""
    if not (width > 0 and height > 0):
        raise PnpError(f"nothing to tile: the drawing is {fmt_mm(width)} × {fmt_mm(height)}", where=where)
    best = None
    for page in orientations(paper):
        _, _, aw, ah = printable(page)
        cols = _split(width, aw, overlap)
        rows = _split(height, ah - HEADER, overlap)
        if cols is None or rows is None:
            continue
        if best is None or cols * rows < best[1] * best[2]:
            best = (page, cols, rows)
    if best is None:
        raise PnpError(f"{paper_name} is too small to carry tiles with a {fmt_mm(overlap)} glue strip", where=where)
    page, cols, rows = best
    if cols * rows > MAX_TILES:
        raise PnpError(
            f"the board would need {cols * rows} sheets of {paper_name} (more than {MAX_TILES}); choose a smaller cell or larger paper",
            where=where,
        )
    ax, ay, aw, ah = printable(page)
    xs = _seams(width, cols, aw - overlap - TARGET, xcuts) if cols > 1 else [0.0, width]
    ys = _seams(height, rows, ah - HEADER - overlap - TARGET, ycuts) if rows > 1 else [0.0, height]
    tiles = []
    for r in range(rows):
        for c in range(cols):
            cw, ch = xs[c + 1] - xs[c], ys[r + 1] - ys[r]
            content = (xs[c], ys[r], cw, ch)
            rw = cw + (overlap if c < cols - 1 else 0.0)
            rh = ch + (overlap if r < rows - 1 else 0.0)
            tiles.append(Tile(tile_name(c, r), c, r, content, (xs[c], ys[r], rw, rh)))
    ox = ax + TARGET if cols > 1 else ax + (aw - width) / 2
    oy = ay + HEADER + (TARGET if rows > 1 else 0.0)
    tiling = Tiling(width, height, page, cols, rows, tuple(tiles), overlap, (ox, oy))
    check_tiling(tiling)
    return tiling


def _overlap_area(a: Box, b: Box) -> float:
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 1e-9 and h > 1e-9 else 0.0


def _inside(point: tuple[float, float], box: Box) -> bool:
    x, y = point
    return box[0] - 1e-9 <= x <= box[0] + box[2] + 1e-9 and box[1] - 1e-9 <= y <= box[1] + box[3] + 1e-9


def check_tiling(tiling: Tiling) -> None:
    """Prove the tiles go together: their contents cover the drawing exactly once, every printed region
    is its content plus strips of exactly the stated overlap, each strip lies under the neighbour that
    covers it, and every page holds its region with room for the targets.

    The drawing is cut at every edge of every tile into elementary rectangles; each must lie in exactly
    one tile's content, and in more than one printed region only inside a stated strip."""
    W, H, ov = tiling.width, tiling.height, tiling.overlap
    tiles = tiling.tiles
    if len(tiles) != tiling.cols * tiling.rows:
        raise PnpError(f"{len(tiles)} tiles for a {tiling.cols} × {tiling.rows} grid")
    xs = sorted({round(v, 6) for t in tiles for v in (t.content[0], t.content[0] + t.content[2], t.region[0], t.region[0] + t.region[2])} | {0.0, round(W, 6)})
    ys = sorted({round(v, 6) for t in tiles for v in (t.content[1], t.content[1] + t.content[3], t.region[1], t.region[1] + t.region[3])} | {0.0, round(H, 6)})
    for x0, x1 in zip(xs, xs[1:]):
        for y0, y1 in zip(ys, ys[1:]):
            centre = ((x0 + x1) / 2, (y0 + y1) / 2)
            if not (0 < centre[0] < W and 0 < centre[1] < H):
                raise PnpError(f"a tile prints outside the drawing, near ({centre[0]:.1f}, {centre[1]:.1f}) mm")
            owners = [t.name for t in tiles if _inside(centre, t.content)]
            if len(owners) != 1:
                what = "no tile" if not owners else " and ".join(owners)
                raise PnpError(f"the drawing near ({centre[0]:.1f}, {centre[1]:.1f}) mm is covered by {what}; it must be covered once")
            printers = [t for t in tiles if _inside(centre, t.region)]
            extra = [t.name for t in printers if not _inside(centre, t.content) and not any(_inside(centre, s) for s in t.strips)]
            if extra:
                raise PnpError(f"tile {extra[0]} prints ({centre[0]:.1f}, {centre[1]:.1f}) mm outside its content and strips")
    for t in tiles:
        cx, cy, cw, ch = t.content
        for (sx, sy, sw, sh) in t.strips:
            depth = sw if sx >= cx + cw - 1e-9 else sh
            if abs(depth - ov) > 1e-6:
                raise PnpError(f"tile {t.name} has a {fmt_mm(depth)} glue strip; the stated overlap is {fmt_mm(ov)}")
        right = t.col < tiling.cols - 1
        below = t.row < tiling.rows - 1
        if right != (t.region[2] > cw + 1e-9) or below != (t.region[3] > ch + 1e-9):
            raise PnpError(f"tile {t.name} has glue strips where it has no neighbour, or none where it has one")
        # targets sit on the seams: inside the strip on the right and below, in the margin on the left and above
        ox, oy = tiling.origin
        ax, ay, aw, ah = printable(tiling.page)
        left_room = TARGET if t.col > 0 else 0.0
        top_room = TARGET if t.row > 0 else 0.0
        if (ox - left_room < ax - 1e-9 or oy - top_room < ay + HEADER - 1e-9
                or ox + t.region[2] > ax + aw + 1e-9 or oy + t.region[3] > ay + ah + 1e-9):
            raise PnpError(f"tile {t.name} does not fit its page's printable area")
    for i, a in enumerate(tiles):
        for b in tiles[i + 1:]:
            shared = _overlap_area(a.region, b.region)
            adjacent = abs(a.col - b.col) <= 1 and abs(a.row - b.row) <= 1
            if shared and not adjacent:
                raise PnpError(f"tiles {a.name} and {b.name} print the same part of the drawing but do not touch")
