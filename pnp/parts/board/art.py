"""Art boards: the designer's own PNG, JPEG or SVG is the board, printed at a declared size, with a square
or hex grid laid over it when the game file asks for one.

The file is read by pnp/art.py (kept inside the game's folder, hostile SVG refused, a warning below
300 dpi). A grid over the art is checked like any board: every cell inside the art, and big enough for
the pawn base. Square cells have the role "cell square", hexes "cell hex", so tests measure them.
"""


from typing import Annotated, Literal

from msgspec import Meta, Struct

from pnp.base import colors
from pnp.base.fonts import ascent, fit_size
from pnp.base.i18n import every_language, said, say
from pnp.base.units import UNSET, Length, MaybeLength, fmt_mm
from pnp.engine import hexgrid
from pnp.engine.tiling import tile_name
from pnp.model.art import art_group, game_folder, load_art
from pnp.parts.board.tiled import (
    MODEL,
    ROOM,
    BoardBase,
    BoardKind,
    Cells,
    Drawn,
    check_score,
    fail,
    length,
    place,
    register_board,
    score_track,
    shade,
)
from pnp.parts.registry import Context
from pnp.scene import Rect, Style, Text, polygon

MAX_ART = 2000.0  # mm: 60 A4 sheets are about 1.3 × 1.8 m


class ArtGrid(Struct, **MODEL):
    """A grid printed over the art."""

    kind: Literal["square", "hex"] = "square"
    cell: Length = Length.read("25mm")  # a square's side, or a hex's width on paper
    columns: Annotated[int, Meta(ge=1, le=200)] = 1
    rows: Annotated[int, Meta(ge=1, le=200)] = 1
    orientation: Literal["pointy", "flat"] = "pointy"  # hex
    offset: Literal["odd", "even"] = "odd"  # hex: the shoved rows (pointy) or columns (flat)
    x: Length = Length.read("0mm")  # the grid's top-left corner, from the art's
    y: Length = Length.read("0mm")
    color: str = "black"
    coordinates: bool = False  # print A1, B1 … in each cell


class ArtBoard(BoardBase, tag="art"):
    art: str  # the file, beside the game file
    width: Length  # the printed size
    height: MaybeLength = UNSET  # default: from the art's proportions
    fit: Literal["contain", "cover", "stretch"] = "cover"  # when width and height do not follow the art's shape
    grid: ArtGrid | None = None


def _size(spec: ArtBoard, where: str, folder):
    art = load_art(spec.art, folder, file=where, field="board.art")
    w = length(spec.width, "width", where, MAX_ART)
    h = length(spec.height, "height", where, MAX_ART) if spec.height.given else w * art.height / art.width
    if h > MAX_ART:
        fail(where, "width", said("errors.board.art.tall", height=round(h, 1), most=round(MAX_ART, 1)))
    return art, w, h


def _cells(grid: ArtGrid, where: str):
    """(kind, outline points, centre) of each cell of the grid, in mm from the grid's corner."""
    size = length(grid.cell, "grid.cell", where)
    if grid.kind == "square":
        return size, [((c, r), [(c * size, r * size), ((c + 1) * size, r * size), ((c + 1) * size, (r + 1) * size),
                                (c * size, (r + 1) * size)]) for r in range(grid.rows) for c in range(grid.columns)]
    g = hexgrid.HexGeometry(grid.orientation, hexgrid.side_from(size, "width", grid.orientation))
    hexes = hexgrid.rectangle(grid.columns, grid.rows, grid.orientation, grid.offset)
    left, top, _, _ = g.bounds(hexes)
    out = []
    for h in hexes:
        place = hexgrid.to_offset(h, grid.orientation, grid.offset)
        out.append((place, [(x - left, y - top) for x, y in g.corners(h)]))
    return g.across_flats, out


def check(context: Context) -> None:
    _checked(context.game.board, context.source, game_folder(context.source))


def _checked(spec: ArtBoard, where: str, folder):
    check_score(spec, where)
    art, w, h = _size(spec, where, folder)
    base = length(spec.pawn_base, "pawn_base", where)
    cells = []
    if spec.grid is not None:
        grid = spec.grid
        shade(grid.color, "grid.color", where)
        room, cells = _cells(grid, where)
        if room < base + ROOM - 1e-9:
            fail(where, "grid.cell", said("errors.board.art.small_cells", room=round(room, 1), base=round(base, 1),
                                          least=round(base + ROOM, 1)))
        gx, gy = place(grid.x, "grid.x", where, MAX_ART), place(grid.y, "grid.y", where, MAX_ART)
        right = gx + max(x for _, pts in cells for x, _ in pts)
        bottom = gy + max(y for _, pts in cells for _, y in pts)
        if right > w + 1e-6 or bottom > h + 1e-6:
            fail(where, "grid", said("errors.board.art.beyond", right=round(right, 1), bottom=round(bottom, 1), width=round(w, 1),
                                     height=round(h, 1)))
        cells = [(place, [(x + gx, y + gy) for x, y in pts]) for place, pts in cells]
    return art, w, h, cells


def draw(context: Context) -> Drawn:
    spec, where, lang = context.game.board, context.source, context.lang
    art, w, h, cells = _checked(spec, where, game_folder(where))
    items: list = [art_group(art, 0, 0, w, h, spec.fit, file=where, field="board.art", role="board-picture"),
                   Rect(0, 0, w, h, Style(stroke="#000000", width=0.3), role="art-edge")]
    note = say("board.art.note", lang, w=fmt_mm(w), h=fmt_mm(h))
    if spec.grid is not None:
        ink = colors.color(spec.grid.color)
        role = "cell square" if spec.grid.kind == "square" else "cell hex"
        for (c, r), pts in cells:
            items.append(polygon(pts, Style(stroke=ink, width=0.3), role))
            if spec.grid.coordinates:
                label = tile_name(c, r)
                top = min(y for _, y in pts)
                cx = sum(x for x, _ in pts) / len(pts)
                size = fit_size(label, 2.4, 8.0)
                items.append(Text(cx, top + 1.0 + ascent(size) + (1.5 if spec.grid.kind == "hex" else 0), label, size, ink,
                                  anchor="middle", role="coordinate"))
        note += say("board.art.note_grid", lang, base=fmt_mm(length(spec.pawn_base, "pawn_base", where)))
    drawn = Drawn(items, w, h, note, size_key="width")
    return score_track(drawn, spec, where, lang)


def components(context: Context) -> str:
    spec, lang = context.game.board, context.lang
    grid = spec.grid
    wide = fmt_mm(spec.width)
    line = say("board.art.components", lang, wide=wide)
    if grid:
        cells = say("board.art.squares" if grid.kind == "square" else "board.art.hexes", lang)
        line += say("board.art.grid", lang, columns=grid.columns, rows=grid.rows, cells=cells)
    return line


def how(context: Context) -> dict[str, str]:
    """The guide's making step, the same for every board of this kind."""
    return every_language("board.art.how")


def cells(spec: ArtBoard) -> Cells | None:
    """The grid's cells by column letter and row number, A1 at the top left: the names the grid prints with
    coordinates = true, the same names when it prints none. None for a picture without a grid."""
    grid = spec.grid
    if grid is None:
        return None
    room, shapes = _cells(grid, "")
    gx, gy = float(grid.x), float(grid.y)
    centres = {}
    for (c, r), pts in shapes:
        centres[tile_name(c, r)] = (gx + sum(x for x, _ in pts) / len(pts), gy + sum(y for _, y in pts) / len(pts))
    (_, first), *_ = shapes
    x0, y0 = sum(x for x, _ in first) / len(first), sum(y for _, y in first) / len(first)
    outline = tuple((x - x0, y - y0) for x, y in first) if grid.kind == "hex" else ()
    named = "printed" if grid.coordinates else "letters"  # not a message
    return Cells(centres, room, said(f"board.hint.art.{named}", last=tile_name(grid.columns - 1, grid.rows - 1)), outline)


register_board(BoardKind("art", ArtBoard, check, draw, components, how, cells=cells))
