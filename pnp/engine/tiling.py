"""Tiling: a drawing too large for the paper, split over several sheets that go together without guessing.

Tiles are named like spreadsheet cells: the letter is the column (A, B, C … from the left), the number is
the row (1, 2, 3 … from the top). A1 is the top-left sheet, B1 its right neighbour, A2 the one below it.

Each tile prints its *content*, a rectangle of the drawing, the contents together covering the drawing
exactly once. A tile with a neighbour on its right or below also prints a glue strip of `overlap` mm there:
the first `overlap` mm of that neighbour's content, hatched. The neighbour is cut along its left (or top)
edge and laid over the strip, so the two prints meet edge to edge. Registration targets sit on each seam,
at the same place of the drawing on both sheets: after cutting, the half target left on the upper sheet
meets the half on the lower sheet.

How many sheets. A tile page keeps a HEADER band at the top (the tile's name, what to cut, a small map).
Along one direction, n sheets of printable extent `room` carry at most
    first: room − overlap,  middle ones: room − TARGET − overlap,  last: room − TARGET
(a sheet needs a strip only towards a later neighbour, and room for the half targets only on its cut
edge), so n sheets carry n·room − (n − 1)·(TARGET + overlap). The planner takes, for portrait and for
landscape pages, the fewest columns and the fewest rows that carry the drawing, and keeps the smallest
count. It narrows the glue strip from OVERLAP towards MIN_OVERLAP only when that saves a sheet. On a
tie (same count) it prefers, in order: fewer seams that cross cells (off the printed lines it was given),
less glue (the seams' total length), then portrait pages. The share of paper used needs no tie-break: the
same count of the same paper has the same area.

A drawing whose both sides exceed every printable extent of the paper (a 270 mm board on Letter, whose
printable area is 269.4 × 198.4 mm turned) needs at least four sheets: a sheet touching its left edge
cannot reach its right edge, so each edge needs its own sheets, and each edge, longer than any sheet,
needs two. The planner's 2 × 2 is then the fewest.
"""

from __future__ import annotations

import math

from msgspec import Struct

from pnp.base.errors import PnpError
from pnp.base.i18n import said
from pnp.base.units import fmt_mm, printable

OVERLAP = 10.0  # mm glue strip, stated on the assembly page
MIN_OVERLAP = 6.0  # mm: the narrowest strip, used only when it saves a sheet (a target's 4 mm arm and 2 mm of glue)
TARGET = 4.0  # mm a registration target reaches from its centre
HEADER = 12.0  # mm at the top of a tile page for its name, instructions and map
MAX_TILES = 60
OFF_LINE = 1e6  # the cost of a seam that crosses cells, against a squared mm of unevenness

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
    at: tuple[float, float] = (0.0, 0.0)  # where the content's top-left corner sits on the page, mm

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
    off_line: int = 0  # seams that cross cells because no printed line fell where a seam could go

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


def capacities(parts: int, room: float, overlap: float) -> list[float]:
    """The most each of `parts` sheets in a line carries of the drawing: `room` less the glue strip towards
    a later neighbour and the targets' reach on the edge cut towards an earlier one."""
    return [room - (TARGET if i else 0.0) - (overlap if i < parts - 1 else 0.0) for i in range(parts)]


def fewest(length: float, room: float, overlap: float) -> int | None:
    """The fewest sheets in a line that carry `length`, or None when no number of them can."""
    if length <= room + 1e-9:
        return 1
    step = room - TARGET - overlap  # what each sheet after the first adds
    if step <= 0 or room - overlap <= 0:
        return None
    return max(2, math.ceil((length - TARGET - overlap) / step - 1e-9))


def _cuts(length: float, caps: list[float], lines, overlap: float) -> tuple[list[float], int]:
    """Where to cut `length` into len(caps) parts, part i at most caps[i] and at least `overlap` (a strip
    never reaches past its neighbour): on the given lines (cell edges, so a cut follows a printed line) as
    near the proportional split as the sizes allow, else off them. Returns the cuts, 0 and `length`
    included, and how many fall off the lines.

    A shortest path over the candidate places, seam after seam: a cut off the lines costs OFF_LINE, and
    every cut the square of its distance from the proportional split."""
    parts = len(caps)
    if parts == 1:
        return [0.0, length], 0
    total = sum(caps)
    ideal = [length * sum(caps[:i]) / total for i in range(1, parts)]
    on = {round(v, 6) for v in lines if overlap - 1e-9 <= v <= length - overlap + 1e-9}
    low, high = (min(on), max(on)) if on else (0.0, length)
    off = {round(min(max(v, low), high), 6) for v in ideal} | {round(v, 6) for v in ideal}
    places = sorted(on | off)

    def fits(part: float, i: int) -> bool:
        return overlap - 1e-9 <= part <= caps[i] + 1e-9

    # per seam, per place: (cost, cuts off the lines, the previous seam's place index)
    first = {j: ((0 if v in on else OFF_LINE) + (v - ideal[0]) ** 2, int(v not in on), -1)
             for j, v in enumerate(places) if fits(v, 0)}
    trail = [first]
    for i in range(1, parts - 1):
        step = {}
        for j, v in enumerate(places):
            reach = [(cost, offs, k) for k, (cost, offs, _) in trail[-1].items() if fits(v - places[k], i)]
            if reach:
                cost, offs, k = min(reach)
                step[j] = (cost + (0 if v in on else OFF_LINE) + (v - ideal[i]) ** 2, offs + int(v not in on), k)
        trail.append(step)
    ends = [(cost, j) for j, (cost, _, _) in trail[-1].items() if fits(length - places[j], parts - 1)]
    if not ends:  # the proportional split always fits; a safety net only
        return [0.0, *ideal, length], parts - 1
    j = min(ends)[1]
    offs = trail[-1][j][1]
    cuts = []
    for step in reversed(trail):
        cuts.append(places[j])
        j = step[j][2]
    return [0.0, *reversed(cuts), length], offs


class _Plan(Struct, frozen=True):
    page: tuple[float, float]
    overlap: float
    xs: list[float]
    ys: list[float]
    off_line: int
    glue: float  # mm of seams


def _grids(width: float, height: float, paper, overlap: float) -> list[tuple[tuple[float, float], int, int]]:
    """For each orientation whose sheets can carry the drawing: the page, the fewest columns and rows."""
    out = []
    for page in orientations(paper):
        _, _, aw, ah = printable(page)
        cols, rows = fewest(width, aw, overlap), fewest(height, ah - HEADER, overlap)
        if cols and rows:
            out.append((page, cols, rows))
    return out


def _plan(width: float, height: float, page, cols: int, rows: int, overlap: float, xcuts, ycuts) -> _Plan:
    _, _, aw, ah = printable(page)
    xs, x_off = _cuts(width, capacities(cols, aw, overlap), xcuts, overlap)
    ys, y_off = _cuts(height, capacities(rows, ah - HEADER, overlap), ycuts, overlap)
    return _Plan(page, overlap, xs, ys, x_off + y_off, (cols - 1) * height + (rows - 1) * width)


def plan_tiles(width: float, height: float, paper: tuple[float, float], paper_name: str = "the paper",
               overlap: float = OVERLAP, xcuts=(), ycuts=(), where: str | None = None) -> Tiling:
    """The fewest sheets that carry the drawing, with their contents, strips and places on the page (see
    the module's docstring for the choice). Seams fall on the lines given in xcuts and ycuts (the
    drawing's cell edges) where the sheets allow."""
    if not (width > 0 and height > 0):
        raise PnpError(said("errors.engine.tiles.nothing", width=round(width, 1), height=round(height, 1)), where=where)
    strips = [overlap - k for k in range(int(overlap - MIN_OVERLAP + 1e-9) + 1)] if overlap > MIN_OVERLAP else [overlap]
    grids = [(strip, *grid) for strip in strips for grid in _grids(width, height, paper, strip)]
    if not grids:
        raise PnpError(said("errors.engine.tiles.paper", paper=paper_name, strip=round(min(strips), 1)), where=where)
    least = min(cols * rows for _, _, cols, rows in grids)
    if least > MAX_TILES:
        raise PnpError(said("errors.engine.tiles.many", least, paper=paper_name, limit=MAX_TILES), where=where)
    # the widest strip that reaches the fewest sheets; then fewer seams across cells, less glue, portrait first
    widest = max(strip for strip, _, cols, rows in grids if cols * rows == least)
    plans = [_plan(width, height, page, cols, rows, strip, xcuts, ycuts)
             for strip, page, cols, rows in grids if cols * rows == least and strip == widest]
    order = {page: i for i, page in enumerate(orientations(paper))}
    return _tiling(width, height, min(plans, key=lambda p: (p.off_line, round(p.glue, 6), order[p.page])))


def _tiling(width: float, height: float, plan: _Plan) -> Tiling:
    """The tiles of a plan, each centred across its page under the header band."""
    ax, ay, aw, ah = printable(plan.page)
    xs, ys, overlap = plan.xs, plan.ys, plan.overlap
    cols, rows = len(xs) - 1, len(ys) - 1
    tiles = []
    for r in range(rows):
        for c in range(cols):
            cw, ch = xs[c + 1] - xs[c], ys[r + 1] - ys[r]
            rw = cw + (overlap if c < cols - 1 else 0.0)
            rh = ch + (overlap if r < rows - 1 else 0.0)
            left, top = (TARGET if c else 0.0), (TARGET if r else 0.0)
            at = (ax + left + (aw - left - rw) / 2, ay + HEADER + top)
            tiles.append(Tile(tile_name(c, r), c, r, (xs[c], ys[r], cw, ch), (xs[c], ys[r], rw, rh), at))
    tiling = Tiling(width, height, plan.page, cols, rows, tuple(tiles), overlap, plan.off_line)
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
    one tile's content, and in more than one printed region only inside a stated strip. A proof of pnp's own
    tiling (plan_tiles): no input reaches its errors, which are not messages of the catalogue."""
    W, H, ov = tiling.width, tiling.height, tiling.overlap
    tiles = tiling.tiles
    if len(tiles) != tiling.cols * tiling.rows:
        raise PnpError(f"{len(tiles)} tiles for a {tiling.cols} × {tiling.rows} grid")  # not a message
    xs = sorted({round(v, 6) for t in tiles for v in (t.content[0], t.content[0] + t.content[2], t.region[0], t.region[0] + t.region[2])} | {0.0, round(W, 6)})
    ys = sorted({round(v, 6) for t in tiles for v in (t.content[1], t.content[1] + t.content[3], t.region[1], t.region[1] + t.region[3])} | {0.0, round(H, 6)})
    for x0, x1 in zip(xs, xs[1:]):
        for y0, y1 in zip(ys, ys[1:]):
            centre = ((x0 + x1) / 2, (y0 + y1) / 2)
            if not (0 < centre[0] < W and 0 < centre[1] < H):
                raise PnpError(f"a tile prints outside the drawing, near ({centre[0]:.1f}, {centre[1]:.1f}) mm")  # not a message
            owners = [t.name for t in tiles if _inside(centre, t.content)]
            if len(owners) != 1:
                what = "no tile" if not owners else " and ".join(owners)
                raise PnpError(f"the drawing near ({centre[0]:.1f}, {centre[1]:.1f}) mm is covered by {what}; it must be covered once")  # not a message
            printers = [t for t in tiles if _inside(centre, t.region)]
            extra = [t.name for t in printers if not _inside(centre, t.content) and not any(_inside(centre, s) for s in t.strips)]
            if extra:
                raise PnpError(f"tile {extra[0]} prints ({centre[0]:.1f}, {centre[1]:.1f}) mm outside its content and strips")  # not a message
    for t in tiles:
        cx, cy, cw, ch = t.content
        for (sx, sy, sw, sh) in t.strips:
            depth = sw if sx >= cx + cw - 1e-9 else sh
            if abs(depth - ov) > 1e-6:
                raise PnpError(f"tile {t.name} has a {fmt_mm(depth)} glue strip; the stated overlap is {fmt_mm(ov)}")  # not a message
        right = t.col < tiling.cols - 1
        below = t.row < tiling.rows - 1
        if right != (t.region[2] > cw + 1e-9) or below != (t.region[3] > ch + 1e-9):
            raise PnpError(f"tile {t.name} has glue strips where it has no neighbour, or none where it has one")  # not a message
        # targets sit on the seams: inside the strip on the right and below, in the margin on the left and above
        ox, oy = t.at
        ax, ay, aw, ah = printable(tiling.page)
        left_room = TARGET if t.col > 0 else 0.0
        top_room = TARGET if t.row > 0 else 0.0
        if (ox - left_room < ax - 1e-9 or oy - top_room < ay + HEADER - 1e-9
                or ox + t.region[2] > ax + aw + 1e-9 or oy + t.region[3] > ay + ah + 1e-9):
            raise PnpError(f"tile {t.name} does not fit its page's printable area")  # not a message
    for i, a in enumerate(tiles):
        for b in tiles[i + 1:]:
            shared = _overlap_area(a.region, b.region)
            adjacent = abs(a.col - b.col) <= 1 and abs(a.row - b.row) <= 1
            if shared and not adjacent:
                raise PnpError(f"tiles {a.name} and {b.name} print the same part of the drawing but do not touch")  # not a message
