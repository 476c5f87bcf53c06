"""Track boards: a numbered path through a grid of square cells (a race from 1 to 100), with links from
cell to cell drawn as ladders, snakes, arrows or plain curves.

The path is checked before it is drawn (pnp/engine/graph.py): no cell twice, no gap between two steps,
every link landing on a numbered cell. Links are drawn under the numbers, and each number sits on a white
plate in its cell's top-left corner, so a link never covers a cell's number. Every link ends on a small
round foot (role "link-end") at the centre of its cell.
"""


import math
from typing import Annotated, Literal

import msgspec
from msgspec import Meta, Struct

from pnp.base import colors
from pnp.base.fonts import ascent, fit_size, text_width
from pnp.base.i18n import every_language, said, say
from pnp.base.units import Length, fmt_mm
from pnp.engine import track
from pnp.engine.graph import check_ends, check_path
from pnp.model.art import warn
from pnp.parts.board.tiled import (
    INK,
    MODEL,
    ROOM,
    BoardBase,
    BoardKind,
    Cells,
    Drawn,
    article,
    check_score,
    fail,
    length,
    register_board,
    score_track,
    shade,
)
from pnp.parts.registry import Context
from pnp.scene import Circle, Line, Path, Rect, Style, Text, polygon

LINK_STYLES = ("ladder", "snake", "arrow", "curve")
LINK_COLORS = {"ladder": "#8b5a2b", "snake": "#2f9e44", "arrow": "#2b6cb0", "curve": "#7048b6"}
# a link drawn against its style's way: a ladder climbs (from its foot up to its top), a snake slides down (from its
# head to its tail); the build goes on (a designer may mean it), with a warning from pnp build and pnp validate
AGAINST = {
    ("ladder", False): "errors.board.track.ladder",  # not a message
    ("snake", True): "errors.board.track.snake",  # not a message
}
TINTS = ("#fff7e0", "#e6f0fa")  # cells in turn, when the game file gives no colours
FOOT = 1.2  # mm radius of a link's end
MAX_FIRST = 1000  # the first cell's number
MAX_CELLS = 30  # columns and rows of the track's grid
TrackNumber = Annotated[int, Meta(ge=0, le=MAX_FIRST + MAX_CELLS * MAX_CELLS)]  # a cell's number: 0 to 1900


class Link(Struct, **MODEL):
    """From one numbered cell to another: climb a ladder, slide down a snake, follow an arrow."""

    start: TrackNumber = msgspec.field(name="from")
    to: TrackNumber
    style: Literal["ladder", "snake", "arrow", "curve"] = "arrow"
    color: str = ""


class TrackBoard(BoardBase, tag="track"):
    columns: Annotated[int, Meta(ge=1, le=MAX_CELLS)]
    rows: Annotated[int, Meta(ge=1, le=MAX_CELLS)]
    cell: Length = Length.read("25mm")
    path: Literal["boustrophedon", "spiral"] = "boustrophedon"
    start: Literal["bottom-left", "bottom-right", "top-left", "top-right"] = "bottom-left"
    cells: list[str] = []  # the path itself, cell by cell ("A10", "B10" …), instead of `path`
    first: Annotated[int, Meta(ge=0, le=MAX_FIRST)] = 1  # the first cell's number
    links: list[Link] = []
    colors: list[str] = []  # cells are tinted in turn along the path


def squares(spec: TrackBoard, where: str) -> list[track.Square]:
    """The path, checked: every named cell on the grid, none twice, each next to the one before."""
    if not spec.cells:
        make = track.boustrophedon if spec.path == "boustrophedon" else track.spiral
        path = make(spec.columns, spec.rows, spec.start)
    else:
        path = []
        for i, name in enumerate(spec.cells):
            square = track.parse_square(name)
            if square is None:
                fail(where, f"cells[{i}]", said("errors.board.track.cell_name", cell=name))
            if not (square[0] < spec.columns and square[1] < spec.rows):
                fail(where, f"cells[{i}]", said("errors.board.track.outside", cell=name, columns=spec.columns, rows=spec.rows))
            path.append(square)
    names = [track.square_name(s) for s in path]
    lookup = dict(zip(names, path))
    check_path(names, lambda a, b: track.adjacent(lookup[a], lookup[b]), field="board.cells", where=where)
    return path


def check(context: Context) -> None:
    _checked(context.game.board, context.source)


def _checked(spec: TrackBoard, where: str):
    cell = length(spec.cell, "cell", where)
    base = length(spec.pawn_base, "pawn_base", where)
    if cell < base + ROOM - 1e-9:
        fail(where, "cell", said("errors.board.track.small", cell=round(cell, 1), base=round(base, 1), least=round(base + ROOM, 1),
                                 room=round(ROOM, 1)))
    check_score(spec, where)
    path = squares(spec, where)
    numbers = {spec.first + i: i for i in range(len(path))}
    last = spec.first + len(path) - 1
    check_ends([(link.start, link.to) for link in spec.links], numbers, field="board.links",
               known_text=said("board.hint.track_runs", first=spec.first, last=last), where=where)
    for i, link in enumerate(spec.links):
        if link.color:
            shade(link.color, f"links[{i}].color", where)
        if (against := AGAINST.get((link.style, link.to > link.start))) is not None:
            warn(str(said(against, a=link.start, b=link.to)), file=where, field=f"board.links[{i}]")
    for i, value in enumerate(spec.colors):
        shade(value, f"colors[{i}]", where)
    return cell, path


# --- drawing --------------------------------------------------------------------------------------

def draw(context: Context) -> Drawn:
    spec, where, lang = context.game.board, context.source, context.lang
    c, path = _checked(spec, where)
    tints = [colors.color(v) for v in spec.colors] or list(TINTS)
    items: list = []
    centres = {}
    for i, (col, row) in enumerate(path):
        x, y = col * c, row * c
        items.append(Rect(x, y, c, c, Style(fill=tints[i % len(tints)], stroke=INK, width=0.3), role="cell track"))
        centres[spec.first + i] = (x + c / 2, y + c * 0.56)
    for link in spec.links:
        ink = colors.color(link.color) if link.color else LINK_COLORS[link.style]
        a, b = centres[link.start], centres[link.to]
        items.extend(LINK_DRAW[link.style](a, b, c, ink))
        items.extend(Circle(x, y, FOOT, Style(fill=ink, stroke=INK, width=0.2), role="link-end") for x, y in (a, b))
    size = min(0.2 * c, 4.2)
    last = spec.first + len(path) - 1
    for i, (col, row) in enumerate(path):
        label = str(spec.first + i)
        s = fit_size(label, size, 0.45 * c, "bold")
        w = text_width(label, s, "bold")
        x, y = col * c + 0.06 * c, row * c + 0.06 * c
        items.append(Rect(x - 0.5, y - 0.4, w + 1.0, ascent(s, "bold") + 0.8, Style(fill="#ffffff", stroke=None),
                          role="number-plate"))
        role = "track-number" + (" track-end" if spec.first + i in (spec.first, last) else "")
        items.append(Text(x, y + ascent(s, "bold"), label, s, INK, "bold", role=role))
    ends = (say("board.track.ends.0", lang), say("board.track.ends.1", lang))  # start, finish
    for (col, row), word in zip((path[0], path[-1]), ends):
        s = fit_size(word, min(0.14 * c, 3.2), 0.8 * c, "bold")
        w = text_width(word, s, "bold")
        cx, base_y = (col + 0.5) * c, (row + 0.92) * c
        items.append(Rect(cx - w / 2 - 0.6, base_y - ascent(s, "bold") - 0.5, w + 1.2, ascent(s, "bold") + 1.2,
                          Style(fill="#ffffff", stroke=None), role="number-plate"))
        items.append(Text(cx, base_y, word, s, INK, "bold", "middle", role="track-end-word"))
    base = length(spec.pawn_base, "pawn_base", where)
    width, height = spec.columns * c, spec.rows * c
    drawn = Drawn(items, width, height, say("board.track.note", lang, cell=fmt_mm(c), base=fmt_mm(base)),
                  xcuts=tuple(i * c for i in range(spec.columns + 1)), ycuts=tuple(i * c for i in range(spec.rows + 1)))
    return score_track(drawn, spec, where, lang)


def _frame(a, b):
    """Unit vector along a→b, its normal, and the length."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy)
    return (dx / n, dy / n), (-dy / n, dx / n), n


def _ladder(a, b, c: float, ink: str) -> list:
    (ux, uy), (vx, vy), n = _frame(a, b)
    half = 0.16 * c
    rail = Style(stroke=ink, width=0.8)
    out = [Line(a[0] + vx * half * s, a[1] + vy * half * s, b[0] + vx * half * s, b[1] + vy * half * s, rail,
                "link ladder") for s in (-1, 1)]
    steps = max(1, int(n / (0.3 * c)))
    for k in range(1, steps):
        t = n * k / steps
        px, py = a[0] + ux * t, a[1] + uy * t
        out.append(Line(px - vx * half, py - vy * half, px + vx * half, py + vy * half, Style(stroke=ink, width=0.6),
                        "link ladder"))
    return out


def _snake(a, b, c: float, ink: str) -> list:
    (ux, uy), (vx, vy), n = _frame(a, b)
    waves = max(1, round(n / (1.2 * c)))
    amp = 0.16 * c
    steps = 24 * waves
    ops: list = [("M", *a)]
    for k in range(1, steps + 1):
        t = k / steps
        w = amp * math.sin(2 * math.pi * waves * t) * math.sin(math.pi * t) ** 0.5
        ops.append(("L", a[0] + ux * n * t + vx * w, a[1] + uy * n * t + vy * w))
    head = Circle(a[0], a[1], 0.13 * c, Style(fill=ink, stroke=INK, width=0.3), "link snake")
    return [Path(ops, Style(stroke=ink, width=0.09 * c), "link snake"), head]


def _head(tip, direction, c: float, ink: str) -> object:
    (ux, uy) = direction
    vx, vy = -uy, ux
    size = 0.16 * c
    back = (tip[0] - ux * size * 1.4, tip[1] - uy * size * 1.4)
    pts = [tip, (back[0] + vx * size, back[1] + vy * size), (back[0] - vx * size, back[1] - vy * size)]
    return polygon(pts, Style(fill=ink), "link arrow-head")


def _arrow(a, b, c: float, ink: str) -> list:
    (ux, uy), _, n = _frame(a, b)
    stop = 0.16 * c * 1.4
    end = (b[0] - ux * stop, b[1] - uy * stop)
    return [Line(a[0], a[1], end[0], end[1], Style(stroke=ink, width=0.8), "link arrow"), _head(b, (ux, uy), c, ink)]


def _curve(a, b, c: float, ink: str) -> list:
    (ux, uy), (vx, vy), n = _frame(a, b)
    bow = 0.25 * n
    mid = ((a[0] + b[0]) / 2 + vx * bow, (a[1] + b[1]) / 2 + vy * bow)
    c1 = (a[0] + 2 / 3 * (mid[0] - a[0]), a[1] + 2 / 3 * (mid[1] - a[1]))
    c2 = (b[0] + 2 / 3 * (mid[0] - b[0]), b[1] + 2 / 3 * (mid[1] - b[1]))
    tx, ty = b[0] - c2[0], b[1] - c2[1]
    norm = math.hypot(tx, ty)
    return [Path([("M", *a), ("C", *c1, *c2, *b)], Style(stroke=ink, width=0.8), "link curve"),
            _head(b, (tx / norm, ty / norm), c, ink)]


LINK_DRAW = {"ladder": _ladder, "snake": _snake, "arrow": _arrow, "curve": _curve}


def components(context: Context) -> str:
    spec, lang = context.game.board, context.lang
    count = len(spec.cells) or spec.columns * spec.rows
    last = spec.first + count - 1
    kinds = []
    for style in LINK_STYLES:
        n = sum(1 for link in spec.links if link.style == style)
        if n:
            kinds.append(f"{n} {say(f'board.track.link_words.{style}', lang, count=n)}")
    links = say("and", lang).join([", ".join(kinds[:-1]), kinds[-1]] if len(kinds) > 1 else kinds)
    line = say("board.track.components", lang, n=count, first=spec.first, last=last, a=article(spec.columns),
               columns=spec.columns, rows=spec.rows)
    return line + (say("board.track.links", lang, links=links) if links else "")


def how(context: Context) -> dict[str, str]:
    """The guide's making step: links are spoken of only on a track that has them."""
    return every_language(f"board.track.how.{int(bool(context.game.board.links))}")  # .1 speaks of the links


def cells(spec: TrackBoard) -> Cells:
    """The squares by the numbers printed in them ("1" … "100"), each centre the middle of its square."""
    c, path = length(spec.cell, "cell", ""), squares(spec, "")
    centres = {str(spec.first + i): ((col + 0.5) * c, (row + 0.5) * c) for i, (col, row) in enumerate(path)}
    return Cells(centres, c, said("board.hint.track", first=spec.first, last=spec.first + len(path) - 1))


register_board(BoardKind(
    "track", TrackBoard, check, draw, components,
    how, cells=cells,
))
