"""The cross board (Ludo and the race games like it): a 52-square circuit, four stairs of 6
and four corner stables on a 15 × 15 grid of squares, built and checked as data by pnp/engine/board.py,
then drawn from that data alone. Every cell is one closed rectangle of exactly the cell size, with a role
starting "cell" (SVG class "cell track", "cell stair" …), so tests can measure them in the PDF and find
them in the SVG.
"""


import math

from msgspec import Struct

from pnp.base import colors
from pnp.base.errors import in_file
from pnp.base.fonts import ascent, fit_line, fit_size
from pnp.base.i18n import said, say
from pnp.base.units import Length, fmt_mm
from pnp.engine.board import ARMS, PLACES, Board, check_board, cross_board
from pnp.engine.track import square_name
from pnp.layout.icons import check_icon, icon_group
from pnp.layout.patterns import Loop, pattern_items, patterns_for
from pnp.model import spec as model
from pnp.model.spec import Localized, text
from pnp.parts.board import neutral
from pnp.parts.board.neutral import Neutral
from pnp.parts.board.squares import cell_and_base, resize, square
from pnp.parts.board.tiled import (
    INK,
    BoardBase,
    BoardKind,
    Cells,
    Drawn,
    check_names,
    check_score,
    colour_names,
    fail,
    register_board,
    score_track,
    shade,
)
from pnp.parts.board.tiled import (
    centred as _centred,
)
from pnp.parts.registry import Context
from pnp.scene import Circle, Rect, Style, Text, polygon

CROSS_COLORS = ("red", "blue", "yellow", "green")
REST_HINT = said("board.hint.cross")


model.retire("board.black_knight", said("errors.board.cross.retired_neutral"))


class CrossBoard(BoardBase, tag="cross"):
    """A Ludo cross: a 52-square circuit, four stairs of 6, four stables."""

    cell: Length = Length.read("18mm")  # side of a square
    colors: list[str] = []  # one per arm, clockwise from the top-left stable
    names: list[Localized] = []  # what each colour stands for, printed in its stable
    places: list[Localized] = []  # a label under each of the 4 places in a stable
    place_icons: list[str] = []  # the icon drawn in each place (one for all, or one per place)
    neutral: list[Neutral] = []  # pieces of no player, each with its own resting square


class Look(Struct, frozen=True):
    """What the cross says in the sheet's language, and how it is inked."""

    names: tuple[str, ...]  # per colour
    places: tuple[str, ...]  # per stable place
    place_icons: tuple[str, ...]  # per stable place, or one for all
    ink: str = "color"
    patterns: tuple[str, ...] = ()  # per colour, in black and white: the pawns' own, round each stable's yard


def _s(key: str, lang: str, **values) -> str:
    return say(f"board.cross.{key}", lang, **values)


# --- from the game file to a checked board --------------------------------------------------------


def check(context: Context) -> None:
    """The [board] table of a cross, each error naming its key."""
    spec, where = context.game.board, context.source
    if len(spec.colors) > ARMS:
        fail(where, "colors", said("errors.board.cross.colors_most", count=len(spec.colors), arms=ARMS))
    if spec.colors and len(spec.colors) != ARMS:
        fail(where, "colors", said("errors.board.cross.colors_each", count=len(spec.colors), arms=ARMS))
    for i, value in enumerate(spec.colors):
        shade(value, f"colors[{i}]", where)
    shades = len(spec.colors or CROSS_COLORS)
    if spec.names and len(spec.names) != shades:
        fail(where, "names", said("errors.board.names", count=len(spec.names), colours=shades))
    check_names(spec, ("names", "places"), where)
    if spec.places and len(spec.places) != PLACES:
        fail(where, "places", said("errors.board.cross.places", count=len(spec.places), places=PLACES))
    if spec.place_icons and len(spec.place_icons) not in (1, PLACES):
        fail(where, "place_icons", said("errors.board.cross.place_icons", count=len(spec.place_icons), places=PLACES))
    for i, name in enumerate(spec.place_icons):
        check_icon(name, file=where, field=f"board.place_icons[{i}]")
    with in_file(where):
        board = make_board(spec)  # sizes, the cell against the pawn base, and the board's graph
    check_score(spec, where)
    neutral.check(spec.neutral, _single_squares(board), REST_HINT, where)


def _single_squares(board: Board):
    """Whether a square is a whole cell of the board (not part of a stable, which spans 6 × 6)."""
    singles = {(cell.col, cell.row) for cell in board.cells if cell.span == 1}
    return lambda col, row: (col, row) in singles


def make_board(spec, where: str = "board.cell") -> Board:
    """The game file's [board] as checked data."""
    side, base = cell_and_base(spec, where)
    board = cross_board(tuple(colors.color(c) for c in (spec.colors or CROSS_COLORS)), side, base)
    check_board(board)  # a board that fails is never drawn
    return board


# --- drawing --------------------------------------------------------------------------------------


def draw(context: Context) -> Drawn:
    spec, lang = context.game.board, context.lang
    board = make_board(spec)
    ink = context.ink
    look = Look(tuple(colour_names(spec, spec.colors or CROSS_COLORS, lang)), tuple(text(p, lang) for p in spec.places),
                tuple(spec.place_icons), ink, tuple(patterns_for(list(spec.colors or CROSS_COLORS))) if ink == "bw" else ())
    items = _cross(board, look)
    rests, marks = neutral.draw(spec.neutral, board.cell, board.pawn_base, lang)
    c = board.cell
    note = _s("full_size", lang, cell=fmt_mm(c), base=fmt_mm(board.pawn_base))
    drawn = Drawn(items + rests, board.width, board.height, note, xcuts=tuple(i * c for i in range(board.columns + 1)),
                  ycuts=tuple(i * c for i in range(board.rows + 1)), marks=marks)
    return score_track(drawn, spec, context.source, lang)


def _shade(hex_color: str, ink: str) -> str:
    return colors.grey(hex_color) if ink == "bw" else hex_color


def _tint(hex_color: str, amount: float) -> str:
    """Mixed with white: amount 0 keeps the colour, 1 is white."""
    return colors.mix(hex_color, "#ffffff", amount)


def _darken(hex_color: str, amount: float) -> str:
    """Mixed with black: amount 0 keeps the colour, 1 is black."""
    return colors.mix(hex_color, "#000000", amount)


def _arrow(cx: float, cy: float, dx: float, dy: float, length: float, fill: str, role: str = "arrow", stroke: str | None = None):
    """An arrow centred on (cx, cy) pointing along (dx, dy)."""
    norm = math.hypot(dx, dy)
    ux, uy = dx / norm, dy / norm
    vx, vy = -uy, ux
    shaft, head, head_len = length * 0.13, length * 0.34, length * 0.45
    tail = (cx - ux * length / 2, cy - uy * length / 2)
    tip = (cx + ux * length / 2, cy + uy * length / 2)
    base = (tip[0] - ux * head_len, tip[1] - uy * head_len)
    pts = [
        (tail[0] + vx * shaft, tail[1] + vy * shaft),
        (base[0] + vx * shaft, base[1] + vy * shaft),
        (base[0] + vx * head, base[1] + vy * head),
        tip,
        (base[0] - vx * head, base[1] - vy * head),
        (base[0] - vx * shaft, base[1] - vy * shaft),
        (tail[0] - vx * shaft, tail[1] - vy * shaft),
    ]
    return polygon(pts, Style(fill=fill, stroke=stroke, width=0.25), role)


def _cross(board: Board, look: Look) -> list:
    c = board.cell
    cells = board.cells
    out: list = []
    fills = [_shade(col, look.ink) for col in board.colors]
    # corner stables: a coloured frame, a white yard, and a ring per horse
    ring = (board.pawn_base + 2.0) / 2
    label = min(0.2 * c, 3.2)
    for k, index in enumerate(board.stables):
        st = cells[index]
        x, y, side = st.col * c, st.row * c, st.span * c
        out.append(Rect(x, y, side, side, Style(fill=fills[k], stroke=INK, width=0.3), role="stable"))
        inset = 0.75 * c
        out.append(Rect(x + inset, y + inset, side - 2 * inset, side - 2 * inset, Style(fill="#ffffff", stroke=INK, width=0.2),
                        role="stable-yard"))
        if k < len(look.patterns):  # in black and white the greys may match: the pawns' pattern tells whose it is
            band = 0.28 * c
            yard = Loop("rect", x + inset + band / 2, y + inset + band / 2, side - 2 * inset - band, side - 2 * inset - band)
            out += pattern_items(look.patterns[k], yard, band, INK)
        name = look.names[k] if k < len(look.names) else ""
        out.append(_centred(name, x + side / 2, y + inset / 2, fit_size(name, min(0.32 * c, 5.0), side - 2 * inset, "bold"),
                            colors.ink_on(fills[k]), "bold", "stable-name"))
        for p in range(PLACES):
            px, py = x + (2 + 2 * (p % 2)) * c, y + (2 + 2 * (p // 2)) * c
            paper = _tint(fills[k], 0.6)
            out.append(Circle(px, py, ring, Style(fill=paper, stroke=INK, width=0.25), role="place"))
            if look.place_icons:
                icon = look.place_icons[p % len(look.place_icons)]
                icon_side = ring * 1.3
                ink = _darken(fills[k], 0.35)
                out.append(icon_group(icon, px - icon_side / 2, py - icon_side / 2, icon_side, ink, paper, "place-icon"))
            if p < len(look.places):
                words, size = fit_line(look.places[p], label, 2 * c - 0.6)
                out.append(Text(px, py + ring + 0.4 + ascent(label), words, size, INK, anchor="middle", role="place-label"))
    # track, start squares and tips with the direction of play
    n = len(board.circuit)
    starts = {board.circuit[pos]: k for k, pos in enumerate(board.starts)}
    entries = {board.entry(k): k for k in range(len(board.colors))}
    for pos, index in enumerate(board.circuit):
        cell = cells[index]
        x, y = cell.col * c, cell.row * c
        k = starts.get(index)
        arm = pos // (n // board.arms)  # the circuit in four colours: each arm's 13 cells tinted with its owner's
        fill = fills[k] if k is not None else _tint(fills[arm], 0.82)
        out.append(Rect(x, y, c, c, Style(fill=fill, stroke=INK, width=0.3), role="cell start" if k is not None else "cell track"))
        if k is not None or index in entries:
            before, after = cells[board.circuit[pos - 1]], cells[board.circuit[(pos + 1) % n]]
            # start arrows white, outlined so they show on yellow too; an arm's entry arrow in its darker colour
            ink, edge = ("#ffffff", INK) if k is not None else (_darken(fills[entries[index]], 0.15), None)
            out.append(_arrow(x + c / 2, y + c / 2, after.col - before.col, after.row - before.row, 0.62 * c, ink, stroke=edge))
    # stairs, numbered from the entry
    for k, stair in enumerate(board.stairs):
        fill = _tint(fills[k], 0.35)
        for index in stair:
            cell = cells[index]
            x, y = cell.col * c, cell.row * c
            out.append(Rect(x, y, c, c, Style(fill=fill, stroke=INK, width=0.3), role="cell stair"))
            out.append(_centred(str(cell.number), x + c / 2, y + c / 2, 0.42 * c, colors.ink_on(fill), "bold", "step"))
    # the central stable: a triangle of each colour, pointing from its stair to the middle
    centre = cells[board.centre]
    x, y = centre.col * c, centre.row * c
    mid = (x + c / 2, y + c / 2)
    for k, stair in enumerate(board.stairs):
        last = cells[stair[-1]]
        dx, dy = last.col - centre.col, last.row - centre.row
        corners = {(-1, 0): [(x, y), (x, y + c)], (1, 0): [(x + c, y), (x + c, y + c)],
                   (0, -1): [(x, y), (x + c, y)], (0, 1): [(x, y + c), (x + c, y + c)]}[(dx, dy)]
        out.append(polygon([*corners, mid], Style(fill=fills[k]), "centre-part"))
    out.append(Rect(x, y, c, c, Style(stroke=INK, width=0.3), role="cell centre"))
    # the centre block's corners, which belong to no path (a neutral piece may rest on one)
    for cell in cells:
        if cell.kind != "inner":
            continue
        x, y = cell.col * c, cell.row * c
        out.append(Rect(x, y, c, c, Style(fill="#eeeeee", stroke=INK, width=0.3), role="cell inner"))
    return out


def cells(spec) -> Cells:
    """The squares by their names (A1 at the top left, as a neutral piece's rest is named), and each stable's
    four places by its colour and number, clockwise from the top left: "red-1" … "red-4"."""
    board = make_board(spec)
    c = board.cell
    centres = {square_name((cell.col, cell.row)): ((cell.col + 0.5) * c, (cell.row + 0.5) * c)
               for cell in board.cells if cell.span == 1}
    names = spec.colors or CROSS_COLORS
    for k, index in enumerate(board.stables):
        stable = board.cells[index]
        for p in range(PLACES):  # where _cross draws the place's ring
            centres[f"{names[k]}-{p + 1}"] = ((stable.col + 2 + 2 * (p % 2)) * c, (stable.row + 2 + 2 * (p // 2)) * c)
    return Cells(centres, c, said("board.hint.cross_places", cross=REST_HINT, places=PLACES, first=f"{names[0]}-1"))


# --- what the books say about it ------------------------------------------------------------------


def figures(context: Context) -> dict[str, int]:
    """Counts the books quote about the board, taken from the checked board itself."""
    board = make_board(context.game.board)
    return {"track": len(board.circuit), "stair": len(board.stairs[0]), "stairs": len(board.stairs)}


def components(context: Context) -> str:
    board = make_board(context.game.board)
    return _s("components", context.lang, t=len(board.circuit), n=len(board.stairs), s=len(board.stairs[0]))


def verify(context: Context) -> list:
    def describe() -> str:
        board = make_board(context.game.board)
        return str(said("board.verify.cross", track=len(board.circuit), stairs=len(board.stairs), steps=len(board.stairs[0]),
                        apart=len(board.circuit) // len(board.starts)))

    return [("board", describe)]


register_board(BoardKind(
    "cross", CrossBoard, check, draw, components, figures=figures, verify=verify, resize=resize, square=square,
    cells=cells,
))
