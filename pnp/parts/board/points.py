"""Point-and-line boards: spots joined by lines (Nine Men's Morris, Alquerque, Fanorona, Chinese checkers' star).

Points are given as data, [x, y] in units of `spacing` (x to the right, y down), numbered from 1 in the
order given; `lines` are paths through point numbers. Or they are made: `lattice = [columns, rows]` with
its rows, columns and `diagonals`, or `star = n`, the six-pointed star of a triangular lattice whose
points have n holes a side (121 holes for n = 4). Every point is a spot as wide as the pawn base
(role "point"); spots must be at least the base plus 2 mm apart, centre to centre, and every point must be
reachable along the lines.
"""


import math
from typing import Annotated, Literal

from msgspec import Meta, Struct

from pnp.base import colors
from pnp.base.errors import PnpError
from pnp.base.i18n import every_language, said, say
from pnp.base.units import UNSET, Length, MaybeLength, fmt_mm
from pnp.engine.graph import Node, check_edges_exist, check_reachable, check_spacing, point_on_segment
from pnp.engine.tiling import column_letter
from pnp.model.spec import Localized
from pnp.parts.board.tiled import (
    INK,
    MODEL,
    ROOM,
    BoardBase,
    BoardKind,
    Cells,
    Drawn,
    check_score,
    fail,
    length,
    register_board,
    score_track,
    shade,
    words,
)
from pnp.parts.registry import Context
from pnp.scene import Circle, Line, Style, Text

MAX_POINTS = 2000
MAX_LATTICE = 40  # points a side of a lattice
MAX_COORDINATE = 1000  # a point's x and y, in spacings: -1000 to 1000 (the sheets' count refuses a board far smaller)
Coordinate = Annotated[float, Meta(ge=-MAX_COORDINATE, le=MAX_COORDINATE)]
PointNumber = Annotated[int, Meta(ge=1, le=MAX_POINTS)]  # a point, numbered from 1 in the order of points
STAR_TIPS = ("#c92a2a", "#f2c400", "#2b6cb0", "#2f9e44", "#7048b6", "#ee8822")


class Region(Struct, **MODEL):
    """Points shown in a colour: a player's home, a camp."""

    points: list[PointNumber]
    color: str
    name: Localized = ""


class PointsBoard(BoardBase, tag="points"):
    spacing: Length = Length.read("30mm")  # one unit of the points' coordinates
    points: list[Annotated[list[Coordinate], Meta(min_length=2, max_length=2)]] = []
    lines: list[Annotated[list[PointNumber], Meta(min_length=2)]] = []  # paths through point numbers, from 1
    lattice: Annotated[list[Annotated[int, Meta(ge=1, le=MAX_LATTICE)]], Meta(min_length=2, max_length=2)] = []  # [columns, rows] of points
    diagonals: Literal["none", "all", "alternate"] = "none"  # lattice: diagonal lines too
    star: Annotated[int, Meta(ge=0, le=12)] = 0  # a six-pointed star of n holes a side
    regions: list[Region] = []
    numbers: bool = False  # print each point's number beside it
    margin: MaybeLength = UNSET  # room round the outer points; default half a spacing


def _lattice(columns: int, rows: int, diagonals: str):
    points = [(float(c), float(r)) for r in range(rows) for c in range(columns)]
    at = {(c, r): r * columns + c for r in range(rows) for c in range(columns)}
    edges = []
    for (c, r), i in at.items():
        for dc, dr in ((1, 0), (0, 1)):
            if (c + dc, r + dr) in at:
                edges.append((i, at[c + dc, r + dr]))
        if diagonals == "all" or (diagonals == "alternate" and (c + r) % 2 == 0):
            for dc, dr in ((1, 1), (-1, 1)):
                if (c + dc, r + dr) in at:
                    edges.append((i, at[c + dc, r + dr]))
    return points, edges


def _star(n: int):
    """The holes of two overlapping triangles of a triangular lattice, and their neighbours."""
    holes = [(q, r) for r in range(-2 * n, 2 * n + 1) for q in range(-2 * n, 2 * n + 1)
             if (q >= -n and r >= -n and -q - r >= -n) or (q <= n and r <= n and -q - r <= n)]
    at = {h: i for i, h in enumerate(holes)}
    points = [(q + r / 2, r * math.sqrt(3) / 2) for q, r in holes]
    edges = [(i, at[q + dq, r + dr]) for (q, r), i in at.items() for dq, dr in ((1, 0), (0, 1), (-1, 1))
             if (q + dq, r + dr) in at]
    corners = ((n, -2 * n), (2 * n, -n), (n, n), (-n, 2 * n), (-2 * n, n), (-n, -n))  # clockwise from the top
    tips: list[list[int]] = [[] for _ in corners]
    for h, i in at.items():
        if max(abs(h[0]), abs(h[1]), abs(h[0] + h[1])) > n:
            tips[min(range(6), key=lambda k: _hex_distance(h, corners[k]))].append(i)
    return points, edges, tips


def _hex_distance(a, b) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


class Points:
    """The board's points (mm, from the top-left corner), lines (point index pairs) and spot colours."""

    def __init__(self, spec: PointsBoard, where: str):
        self.unit = length(spec.spacing, "spacing", where)
        self.base = length(spec.pawn_base, "pawn_base", where)
        made = sum(bool(x) for x in (spec.points, spec.lattice, spec.star))
        if made != 1:
            fail(where, "points", said("errors.board.points.which"))
        tips: list = []
        if spec.lattice:
            columns, rows = spec.lattice
            if not (1 <= columns <= 40 and 1 <= rows <= 40) or columns * rows < 2:
                fail(where, "lattice", said("errors.board.points.lattice", columns=columns, rows=rows))
            raw, edges = _lattice(columns, rows, spec.diagonals)
        elif spec.star:
            raw, edges, tips = _star(spec.star)
        else:
            if len(spec.points) > MAX_POINTS:
                fail(where, "points", said("errors.board.points.many", count=len(spec.points), most=MAX_POINTS))
            raw = [(p[0], p[1]) for p in spec.points]
            edges = []
        if spec.diagonals != "none" and not spec.lattice:
            fail(where, "diagonals", said("errors.board.points.diagonals"))
        paths = []
        for i, line in enumerate(spec.lines):
            steps = [(a - 1, b - 1) for a, b in zip(line, line[1:])]
            check_edges_exist(steps, len(raw), field=f"board.lines[{i}]", where=where)
            paths.append(steps)
        edges += [e for steps in paths for e in steps]
        self.margin = length(spec.margin, "margin", where) if spec.margin.given else max(self.unit / 2, self.base / 2 + 4.0)
        left, top = min(x for x, _ in raw), min(y for _, y in raw)
        self.xy = [((x - left) * self.unit + self.margin, (y - top) * self.unit + self.margin) for x, y in raw]
        self.width = (max(x for x, _ in raw) - left) * self.unit + 2 * self.margin
        self.height = (max(y for _, y in raw) - top) * self.unit + 2 * self.margin
        self.edges = edges
        self.fills: dict[int, str] = {}
        for k, tip in enumerate(tips):
            for i in tip:
                self.fills[i] = STAR_TIPS[k]
        for i, region in enumerate(spec.regions):
            ink = shade(region.color, f"regions[{i}].color", where)
            for j, n in enumerate(region.points):
                if not 1 <= n <= len(raw):
                    fail(where, f"regions[{i}].points[{j}]", said("errors.board.points.no_point", point=n, last=len(raw)))
                self.fills[n - 1] = ink


def points_for(spec: PointsBoard, where: str) -> Points:
    """The points, checked: lines between points that exist, every point reachable, spots apart."""
    check_score(spec, where)
    pts = Points(spec, where)
    names = [f"point {i + 1}" for i in range(len(pts.xy))]
    field = "board.lines" if spec.points else ("board.lattice" if spec.lattice else "board.star")
    check_reachable(names, pts.edges, field=field, what="point", where=where)
    nodes = [Node(name, x, y) for name, (x, y) in zip(names, pts.xy)]
    least = pts.base + ROOM
    key = "board.points" if spec.points else "board.spacing"
    check_spacing(nodes, least, field=key, why=said("board.hint.spots", base=round(pts.base, 1), room=round(ROOM, 1)),
                  where=where)
    for i, line in enumerate(spec.lines):
        for a, b in zip(line, line[1:]):
            for k, p in enumerate(pts.xy):
                if k not in (a - 1, b - 1) and point_on_segment(p, pts.xy[a - 1], pts.xy[b - 1], pts.base / 2):
                    raise PnpError(said("errors.board.points.over", a=a, b=b, point=k + 1), where=where, field=f"board.lines[{i}]")
    return pts


def check(context: Context) -> None:
    points_for(context.game.board, context.source)


def draw(context: Context) -> Drawn:
    spec, where, lang = context.game.board, context.source, context.lang
    pts = points_for(spec, where)
    items: list = []
    line = Style(stroke=INK, width=0.8)
    for a, b in pts.edges:
        (x1, y1), (x2, y2) = pts.xy[a], pts.xy[b]
        items.append(Line(x1, y1, x2, y2, line, "line"))
    r = pts.base / 2
    size = min(3.0, 0.25 * pts.base)
    for i, (x, y) in enumerate(pts.xy):
        fill = pts.fills.get(i, "#ffffff")
        items.append(Circle(x, y, r, Style(fill=fill, stroke=INK, width=0.4), "point"))
        if spec.numbers:
            items.append(Text(x + r * 0.75, y - r * 0.75, str(i + 1), size, INK, anchor="start", role="point-number"))
        else:
            items.append(Circle(x, y, 0.8, Style(fill=colors.ink_on(fill)), "point-centre"))
    legend = tuple((colors.color(g.color), words(g.name, lang), 0) for g in spec.regions if g.name)
    drawn = Drawn(items, pts.width, pts.height, say("board.points.note", lang, base=fmt_mm(pts.base)), legend,
                  size_key="spacing")
    return score_track(drawn, spec, where, lang)


def components(context: Context) -> str:
    spec, lang = context.game.board, context.lang
    pts = Points(spec, "")
    n, e = len(pts.xy), len(pts.edges)
    return say("board.points.components", lang, n=n, e=e)


def how(context: Context) -> dict[str, str]:
    """The guide's making step, the same for every board of this kind."""
    return every_language("board.points.how")


def cells(spec: PointsBoard) -> Cells:
    """The points by the numbers the board prints beside them (numbers = true: "1", "2" …), or, when it
    prints none, as a chess board names its squares: a column letter from the left (a, b …) and a row number
    from the bottom, over the distinct positions of the points (a Nine Men's Morris runs from a1 to g7)."""
    pts = Points(spec, "")
    if spec.numbers:
        names = [str(i + 1) for i in range(len(pts.xy))]
        hint = said("board.hint.points.numbers", last=len(names))
    else:
        columns = sorted({round(x, 6) for x, _ in pts.xy})
        rows = sorted({round(y, 6) for _, y in pts.xy}, reverse=True)  # row 1 at the bottom, as on a chess board
        names = [f"{column_letter(columns.index(round(x, 6))).lower()}{rows.index(round(y, 6)) + 1}" for x, y in pts.xy]
        hint = said("board.hint.points.chess", first=names[0])
    r = pts.base / 2
    spot = tuple((r * math.cos(math.tau * k / 32), r * math.sin(math.tau * k / 32)) for k in range(32))
    return Cells(dict(zip(names, pts.xy)), pts.base, hint, spot)


register_board(BoardKind("points", PointsBoard, check, draw, components, how, cells=cells))
