"""Hex boards: a rectangle, rhombus or hexagon of hexes, pointy- or flat-top, with terrain per hex from the
game file or a CSV beside it, coordinates, and coloured sides that say which player owns which edge (Hex).

Geometry is pnp/engine/hexgrid.py (Red Blob Games' conventions); the graph is checked by
pnp/engine/graph.py before anything is drawn. Every hex is one closed hexagon with the role "cell hex".
"""


import math
from typing import Annotated, Literal

from msgspec import Meta, Struct

from pnp.base import colors
from pnp.base.errors import PnpError
from pnp.base.fonts import ascent, fit_size, text_width
from pnp.base.i18n import LANGS, every_language, said, say
from pnp.base.units import UNSET, Length, MaybeLength, fmt_mm
from pnp.engine import hexgrid
from pnp.engine.graph import check_reachable
from pnp.engine.tiling import tile_name
from pnp.layout.icons import check_icon, icon_group
from pnp.model.art import art_group, game_folder, load_art
from pnp.model.data import read_table
from pnp.model.spec import Localized
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
    words,
)
from pnp.parts.registry import Context
from pnp.scene import Group, Line, Rect, Style, Text, polygon

MAX_HEXES = 20_000  # beyond, no 60 sheets could carry it
BAND = 3.5  # mm of a coloured side, outside the hexes
DEFAULT_SIDE = Length.read("10mm")  # 17.3 mm across the flats: room for a 14 mm base


class Terrain(Struct, **MODEL):
    """What some hexes show: a colour, an icon or the designer's art, a label."""

    cells: list[str]  # "B3" (column letter, row number) or "q,r"
    color: str = ""
    icon: str = ""
    art: str = ""  # a PNG, JPEG or SVG beside the game file, filling the hex
    label: Localized = ""


class HexSide(Struct, **MODEL):
    """A coloured edge of the board: the sides a player owns."""

    edges: list[str]  # top, bottom, left, right (rectangle, rhombus); a hexagon's six by where they face
    color: str
    name: Localized = ""


class HexBoard(BoardBase, tag="hex"):
    shape: Literal["rectangle", "rhombus", "hexagon"] = "rectangle"
    orientation: Literal["pointy", "flat"] = "pointy"
    offset: Literal["odd", "even"] = "odd"  # rectangle: which rows (pointy) or columns (flat) are shoved
    columns: Annotated[int, Meta(ge=0, le=200)] = 0
    rows: Annotated[int, Meta(ge=0, le=200)] = 0
    radius: Annotated[int, Meta(ge=0, le=100)] = 0
    side: MaybeLength = UNSET  # the side of a hex (centre to corner); or
    width: MaybeLength = UNSET  # the hex's width on paper (across the flats for pointy-top, the corners for flat-top)
    coordinates: Literal["a1", "qr", "none"] = "a1"
    holes: list[str] = []  # hexes left out of the shape
    terrain: list[Terrain] = []
    terrain_file: str = ""  # a CSV beside the game file: cell,color,icon,label (or label_<lang> for each language)
    sides: list[HexSide] = []


# --- from the table to checked hexes --------------------------------------------------------------


class Grid:
    """The board's hexes, their names, and their geometry."""

    def __init__(self, spec: HexBoard, side: float):
        self.spec = spec
        self.geometry = hexgrid.HexGeometry(spec.orientation, side)
        self.full = hexgrid.shape_hexes(spec.shape, spec.orientation, columns=spec.columns, rows=spec.rows,
                                        radius=spec.radius, offset=spec.offset)
        places = hexgrid.grid_places(self.full, spec.shape, spec.orientation, spec.offset)
        self.a1 = {h: tile_name(*place) for h, place in places.items()}
        self.by_name = {name: h for h, name in self.a1.items()} | {hexgrid.qr_name(h): h for h in self.full}
        self.hexes = list(self.full)

    def find(self, ref: str) -> hexgrid.Hex | None:
        key = ref.strip().upper().replace(" ", "")
        return self.by_name.get(key)

    def label(self, h: hexgrid.Hex) -> str:
        return {"a1": self.a1[h], "qr": hexgrid.qr_name(h)}.get(self.spec.coordinates, "")


def hex_side(spec: HexBoard, where: str) -> float:
    if spec.side.given and spec.width.given:
        fail(where, "width", said("errors.board.hex.side_or_width"))
    if spec.width.given:
        return hexgrid.side_from(length(spec.width, "width", where), "width", spec.orientation)
    return length(spec.side if spec.side.given else DEFAULT_SIDE, "side", where)


def _check_shape(spec: HexBoard, where: str) -> None:
    if spec.shape == "hexagon":
        if not spec.radius:
            fail(where, "radius", said("errors.board.hex.radius"))
        for key in ("columns", "rows"):
            if getattr(spec, key):
                fail(where, key, said("errors.board.hex.no_columns"))
    else:
        for key in ("columns", "rows"):
            if not getattr(spec, key):
                fail(where, key, said("errors.board.hex.columns", shape=spec.shape))
        if spec.radius:
            fail(where, "radius", said("errors.board.hex.no_radius", shape=spec.shape))
    count = hexgrid.shape_count(spec.shape, columns=spec.columns, rows=spec.rows, radius=spec.radius)
    if count > MAX_HEXES:
        fail(where, "columns" if spec.shape != "hexagon" else "radius",
             said("errors.board.hex.many", count=count, most=MAX_HEXES))


ALLOWED = ("cell", "color", "icon", "art", "label", *(f"label_{lang}" for lang in LANGS))  # not a message: columns


class Entry(Struct, frozen=True):
    """One hex's terrain, and how messages name where it was written."""

    file: str  # the game file, or the data file ("map.csv")
    field: str  # "board.terrain[0]", or the data file's "row 3"
    ref: str
    terrain: Terrain
    ref_field: str = ""  # where the hex is named: "board.terrain[0].cells[1]", or the row's column 'cell'

    def key(self, name: str) -> str:
        return f"{self.field}.{name}" if self.field.startswith("board.") else f"{self.field}, column '{name}'"


def terrain_entries(spec: HexBoard, where: str, folder) -> list[Entry]:
    """Every hex the table or the data file describes."""
    out = [Entry(where, f"board.terrain[{i}]", cell, t, f"board.terrain[{i}].cells[{j}]")
           for i, t in enumerate(spec.terrain) for j, cell in enumerate(t.cells)]
    if spec.terrain_file:
        if folder is None:
            fail(where, "terrain_file", said("errors.board.hex.no_folder"))
        table = read_table(spec.terrain_file, folder, file=where, field="board.terrain_file")
        table.require("cell", named_by="board.terrain_file")
        unknown = [c for c in table.columns if c not in ALLOWED]
        if unknown:
            raise PnpError(said("errors.board.hex.column", column=unknown[0], columns=", ".join(ALLOWED)), file=table.file, field=table.field)
        for row in table.rows:
            v = row.values
            label: Localized = v.get("label", "")
            if any(v.get(f"label_{lang}") for lang in LANGS):
                label = {lang: v[f"label_{lang}"] for lang in LANGS if v.get(f"label_{lang}")}
            out.append(Entry(row.file, row.field, v["cell"],
                             Terrain(cells=[v["cell"]], color=v.get("color", ""), icon=v.get("icon", ""),
                                     art=v.get("art", ""), label=label), row.at("cell")))
    return out


def check(context: Context) -> None:
    grid_for(context.game.board, context.source, game_folder(context.source))


def grid_for(spec: HexBoard, where: str, folder=None):
    """The checked grid and each hex's terrain: the shape, the sizes, the holes, the terrain, the sides."""
    _check_shape(spec, where)
    side = hex_side(spec, where)
    base = length(spec.pawn_base, "pawn_base", where)
    flats = hexgrid.SQRT3 * side
    if flats < base + ROOM - 1e-9:
        key = "width" if spec.width.given else "side"
        fail(where, key, said("errors.board.hex.small", flats=round(flats, 1), base=round(base, 1), least=round(base + ROOM, 1),
                              side=round((base + ROOM) / hexgrid.SQRT3, 1)))
    check_score(spec, where)
    grid = Grid(spec, side)
    holes = set()
    for i, ref in enumerate(spec.holes):
        h = grid.find(ref)
        if h is None:
            fail(where, f"holes[{i}]", said("errors.board.hex.no_hex", hex=ref))
        holes.add(h)
    grid.hexes = [h for h in grid.full if h not in holes]
    index = {h: i for i, h in enumerate(grid.hexes)}
    edges = [(index[h], index[n]) for h in grid.hexes for n in hexgrid.neighbours(h) if n in index and index[n] > index[h]]
    check_reachable([f"hex {grid.a1[h]}" for h in grid.hexes], edges, field="board.holes" if holes else "board",
                    where=where)
    look: dict = {}
    for e in terrain_entries(spec, where, folder):
        h = grid.find(e.ref)
        if h is None or h in holes:
            raise PnpError(said("errors.board.hex.no_hex_hole" if h in holes else "errors.board.hex.no_hex", hex=e.ref),
                           file=e.file, field=e.ref_field)
        t = e.terrain
        if t.color:
            colors.color(t.color, field=e.key("color"), file=e.file)
        if t.icon:
            check_icon(t.icon, file=e.file, field=e.key("icon"))
        if t.icon and t.art:
            raise PnpError(said("errors.board.hex.icon_or_art"), file=e.file, field=e.key("art"))
        if t.art:
            load_art(t.art, folder, file=e.file, field=e.key("art"))
        for value in ({"": t.label} if isinstance(t.label, str) else t.label).values():
            if len(value) > 24:
                raise PnpError(said("errors.board.long_label", words=value, most=24), file=e.file, field=e.key("label"))
        look[h] = t
    named = hexgrid.sides(grid.hexes, spec.shape, grid.geometry)
    for i, s in enumerate(spec.sides):
        shade(s.color, f"sides[{i}].color", where)
        for j, edge in enumerate(s.edges):
            if edge not in named:
                fail(where, f"sides[{i}].edges[{j}]", said("errors.board.hex.side", shape=spec.shape, side=edge, sides=", ".join(named)))
    return grid, look, named


# --- drawing --------------------------------------------------------------------------------------



def _join(items: list[str], lang: str) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + say("board.hex.and", lang) + items[-1]


def draw(context: Context) -> Drawn:
    spec, where, folder = context.game.board, context.source, game_folder(context.source)
    grid, terrain, named = grid_for(spec, where, folder)
    g = grid.geometry
    band = BAND if spec.sides else 0.5
    left, top, w, h = g.bounds(grid.hexes)
    ox, oy = band - left, band - top
    lang = context.lang
    flats = g.across_flats
    items: list = []
    coord_size = min(2.4, 0.13 * flats)
    label_size = min(2.6, 0.14 * flats)
    for hx in grid.hexes:
        t = terrain.get(hx)
        fill = colors.color(t.color) if t and t.color else "#ffffff"
        pts = [(x + ox, y + oy) for x, y in g.corners(hx)]
        items.append(polygon(pts, Style(fill=fill, stroke=INK, width=0.3), "cell hex"))
        cx, cy = g.centre(hx)
        cx, cy = cx + ox, cy + oy
        ink = colors.ink_on(fill)
        if t and t.art:
            art = load_art(t.art, folder, file=where)
            clip = polygon(pts, Style(), "")
            items.append(Group([art_group(art, cx - g.width / 2, cy - g.height / 2, g.width, g.height, "cover",
                                          file=where, role="terrain-art")], clip=clip, role="terrain-art"))
            items.append(polygon(pts, Style(stroke=INK, width=0.3), "cell-edge"))
        if t and t.icon:
            side = 0.42 * flats
            items.append(icon_group(t.icon, cx - side / 2, cy - side / 2, side, ink, fill, "terrain-icon"))
        on_art = bool(t and t.art)  # words over a picture sit on a white plate
        label = grid.label(hx)
        if label:
            size = fit_size(label, coord_size, 0.45 * flats)
            items += _words(label, cx, cy - flats / 2 + 0.9 + ascent(size), size, INK if on_art else ink, on_art, "coordinate")
        name = words(t.label, lang) if t else ""
        if name:
            size = fit_size(name, label_size, 0.7 * flats)
            items += _words(name, cx, cy + flats / 2 - 1.1, size, INK if on_art else ink, on_art, "terrain-label")
    legend = []
    for k, s in enumerate(spec.sides):
        shade_ = colors.color(s.color)
        items.extend(_band([e for edge in s.edges for e in named[edge]], g, ox, oy, band, shade_, k))
        if s.name:
            edges = _join([say(f"board.hex.edge_words.{e}", lang) for e in s.edges], lang)
            legend.append((shade_, say("board.hex.side", lang, name=words(s.name, lang), edges=edges), k))
    base = length(spec.pawn_base, "pawn_base", where)
    note = say("board.hex.note", lang, flats=fmt_mm(flats), side=fmt_mm(g.side), base=fmt_mm(base))
    drawn = Drawn(items, w + 2 * band, h + 2 * band, note, tuple(legend), size_key="width" if spec.width.given else "side")
    return score_track(drawn, spec, where, lang)


def _words(text: str, cx: float, baseline: float, size: float, ink: str, plate: bool, role: str) -> list:
    out = []
    if plate:
        w = text_width(text, size)
        out.append(Rect(cx - w / 2 - 0.6, baseline - ascent(size) - 0.5, w + 1.2, ascent(size) + 1.2,
                        Style(fill="#ffffff"), role=f"{role}-plate"))
    return out + [Text(cx, baseline, text, size, ink, anchor="middle", role=role)]


def _band(edges, g: hexgrid.HexGeometry, ox: float, oy: float, band: float, shade_: str, marks: int) -> list:
    """A coloured band outside the edges: a strip per edge, and a wedge where two strips turn at a corner.
    `marks` white lines run along it, so the sides stay told apart in black and white (red and blue grey alike)."""
    out = []
    lines = []
    style = Style(fill=shade_, stroke=shade_, width=0.1)
    normals: dict = {}
    for hx, d in edges:
        (x1, y1), (x2, y2) = g.edge(hx, d)
        nx, ny = _outward(g, hx, d)
        p1, p2 = (x1 + ox, y1 + oy), (x2 + ox, y2 + oy)
        out.append(polygon([p1, p2, (p2[0] + nx * band, p2[1] + ny * band), (p1[0] + nx * band, p1[1] + ny * band)],
                           style, "side"))
        for p in (p1, p2):
            normals.setdefault((round(p[0], 3), round(p[1], 3)), (p, []))[1].append((nx, ny))
        for k in range(1, marks + 1):
            t = band * k / (marks + 1)
            lines.append(Line(p1[0] + nx * t, p1[1] + ny * t, p2[0] + nx * t, p2[1] + ny * t,
                              Style(stroke="#ffffff", width=0.5), "side-mark"))
    for p, ns in normals.values():
        if len(ns) == 2 and ns[0][0] * ns[1][1] - ns[0][1] * ns[1][0] != 0:
            (ax, ay), (bx, by) = ns
            out.append(polygon([p, (p[0] + ax * band, p[1] + ay * band), (p[0] + bx * band, p[1] + by * band)], style,
                               "side-corner"))
            for k in range(1, marks + 1):
                t = band * k / (marks + 1)
                lines.append(Line(p[0] + ax * t, p[1] + ay * t, p[0] + bx * t, p[1] + by * t,
                                  Style(stroke="#ffffff", width=0.5), "side-mark"))
    return out + lines


def _outward(g: hexgrid.HexGeometry, hx, d: int) -> tuple[float, float]:
    ax, ay = g.centre(hx)
    dq, dr = hexgrid.DIRECTIONS[d]
    bx, by = g.centre((hx[0] + dq, hx[1] + dr))
    norm = math.hypot(bx - ax, by - ay)
    return (bx - ax) / norm, (by - ay) / norm


def components(context: Context) -> str:
    spec, lang = context.game.board, context.lang
    count = hexgrid.shape_count(spec.shape, columns=spec.columns, rows=spec.rows, radius=spec.radius) - len(spec.holes)
    shape = say(f"board.hex.shape_words.{spec.shape}", lang, a=article(spec.columns), c=spec.columns, r=spec.rows,
                n=spec.radius)
    sides = len(spec.sides)
    line = say("board.hex.components", lang, n=count, shape=shape)
    return line + (say("board.hex.sides", lang, n=sides) if sides else "")


def how(context: Context) -> dict[str, str]:
    """The guide's making step: the coloured bands are spoken of only on a board that has them."""
    return every_language(f"board.hex.how.{int(bool(context.game.board.sides))}")  # .1 speaks of the bands


def icons(context: Context) -> list[str]:
    """The icons of the terrain file's rows (the [board] table's own are in the game file's text)."""
    spec = context.game.board
    if not spec.terrain_file:
        return []
    return sorted({e.terrain.icon for e in terrain_entries(spec, context.source, game_folder(context.source)) if e.terrain.icon})


def cells(spec: HexBoard) -> Cells:
    """The hexes by the coordinates the board prints in them ("F6", or "5,5" with coordinates = "qr"; the
    letter-and-number names when it prints none, as its terrain names them), each centre where draw puts it,
    inside the coloured sides' band. A hole is no cell."""
    grid = Grid(spec, hex_side(spec, ""))
    holes = {grid.find(ref) for ref in spec.holes}
    hexes = [h for h in grid.full if h not in holes]
    g = grid.geometry
    band = BAND if spec.sides else 0.5
    left, top, _, _ = g.bounds(hexes)
    qr = spec.coordinates == "qr"
    centres = {}
    for h in hexes:
        cx, cy = g.centre(h)
        centres[hexgrid.qr_name(h) if qr else grid.a1[h]] = (cx + band - left, cy + band - top)
    first, last = (hexgrid.qr_name(hexes[0]), hexgrid.qr_name(hexes[-1])) if qr else ("A1", max(centres, key=_a1_order))
    corners = tuple((x - g.centre((0, 0))[0], y - g.centre((0, 0))[1]) for x, y in g.corners((0, 0)))
    named = "printed" if spec.coordinates != "none" else "letters"  # not a message
    return Cells(centres, g.across_flats, said(f"board.hint.hex.{named}", first=first, last=last), corners)


def _a1_order(name: str) -> tuple[int, str]:
    letters = name.rstrip("0123456789")
    return len(letters), letters + name[len(letters):].rjust(4, "0")


register_board(BoardKind("hex", HexBoard, check, draw, components, how, icons=icons, cells=cells))
