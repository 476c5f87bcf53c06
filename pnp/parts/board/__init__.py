"""Boards (issue 4): the cross of petits chevaux and Clann, the territory grid, and tiling across sheets.

A board is first built and checked as data (pnp/engine/board.py), then drawn from that data alone: the
*art* is the whole board with its title and footnote, in millimetres from its top-left corner. The SVG
is that art on one page, for editing. The PDF carries it on one sheet when it fits the printable area
(portrait or landscape), or as tiles (pnp/engine/tiling.py) after an assembly page with the
calibration strip, the instructions and a map of the sheets.

Every cell is one closed rectangle of exactly the cell size, with a role starting "cell" (SVG class
"cell track", "cell stair" …), so tests can measure them in the PDF and find them in the SVG.
"""


import math
from typing import Annotated, Union

from msgspec import Meta, Struct, structs

from pnp.base import colors
from pnp.model.art import game_folder
from pnp.engine.board import (
    ARMS,
    MAX_CELL,
    MIN_BASE,
    PLACES,
    ROOM,
    Board,
    check_board,
    check_cell,
    cross_board,
    grid_board,
    min_cell,
)
from pnp.engine.tiling import HEADER, OVERLAP, TARGET, Tiling, column_letter, fits_one_sheet, plan_tiles
from pnp.base.errors import PnpError, in_file
from pnp.base.fonts import MIN_TEXT, SMALLEST, ascent, fit_line, fit_size, text_width, wrap
from pnp.base.i18n import add_strings, t
from pnp.layout.icons import check_icon, icon_group
from pnp.layout.imposition import GAP, Item, add_footers, impose, note_item, printable
from pnp.layout.marks import calibration_strip, strip_size
from pnp.parts import CARD, PAPER, GuideEntry, Part
from pnp.pieces import Piece
from pnp.parts.board.tiled import BOARD_KINDS, BoardKind, Ring, check_score, cornered, framed, load_kinds, ring_for
from pnp.parts.registry import Context, Kind, register
from pnp.scene import Circle, Document, Group, Line, Page, Rect, Style, Text, compose, polygon, rotate, scale, translate
from pnp.model.spec import MODEL, Localized, notice, text
from pnp.base.units import fmt_mm, positive_length

# --- the sheet's words, written for this project ---------------------------------------------------

STRINGS = add_strings("board", {
    "board": {"fr": "Plateau", "en": "Board"},
    "glue": {"fr": "coller ici", "en": "glue here"},
    "and": {"fr": "et", "en": "and"},
    "sheet": {
        "fr": "Feuille {name} sur {count} : colonne {col}, rangée {row}",
        "en": "Sheet {name} of {count}: column {col}, row {row}",
    },
    "first_sheet": {
        "fr": "Feuille de départ : ne pas la découper, les autres feuilles se collent sur ses bandes hachurées.",
        "en": "Starting sheet: leave it whole; the other sheets are glued onto its hatched strips.",
    },
    "cut_left": {"fr": "Couper le long du trait de gauche", "en": "Cut along the left-hand line"},
    "cut_top": {"fr": "Couper le long du trait du haut", "en": "Cut along the top line"},
    "cut_both": {"fr": "Couper le long des traits de gauche et du haut", "en": "Cut along the left-hand and top lines"},
    "lay_on": {
        "fr": ", poser la feuille sur la bande hachurée de {names} en faisant se rejoindre les demi-cibles, puis coller.",
        "en": ", lay the sheet over the hatched strip of {names} so the half targets meet, then glue.",
    },
    "assembly": {
        "fr": "Ce plateau s'imprime sur {count} feuilles, {columns} sur {rows}, A1 en haut à gauche. Imprimer les "
        "feuilles à 100 %. Partir de A1 et avancer rangée par rangée : découper chaque autre feuille le long de son trait de "
        "gauche ou du haut, la poser sur la bande hachurée de {glue} de ses voisines, faire se rejoindre les "
        "demi-cibles, puis coller.",
        "en": "This board prints on {count} sheets, {columns} by {rows}, A1 at the top left. Print the sheets at 100%. "
        "Start from A1 and go row by row: cut each other sheet along its left-hand or top line, lay it over the "
        "{glue} hatched strip of its neighbours so the half targets meet, then glue.",
    },
    "map": {
        "fr": "Plan réduit des feuilles ({percent} %) : à imprimer sur papier. Lettres des colonnes en haut, "
        "numéros des rangées à gauche.",
        "en": "Reduced map of the sheets ({percent}%): print it on paper. Column letters above, row numbers on the left.",
    },
    "columns": {"fr": ("{n} colonne ({names})", "{n} colonnes ({names})"), "en": ("{n} column ({names})", "{n} columns ({names})")},
    "rows": {"fr": ("{n} rangée ({names})", "{n} rangées ({names})"), "en": ("{n} row ({names})", "{n} rows ({names})")},
    "full_size": {
        "fr": "Plateau à taille réelle : cases de {cell}, pour des pions de {base} de large au plus.",
        "en": "Full-size board: {cell} squares, for pawns up to {base} across.",
    },
    "full_size_grid": {
        "fr": "Plateau à taille réelle : cases de {cell}, pour des jetons de {base} de large au plus.",
        "en": "Full-size board: {cell} squares, for tokens up to {base} across.",
    },
    "setup": {
        "fr": "Mise en place : mélanger {n} jetons de chaque couleur et les poser au hasard, un par case.",
        "en": "Set-up: mix {n} tokens of each colour and lay them out at random, one per cell.",
    },
    "knight": {"fr": "case de repos du Chevalier noir", "en": "the Black Knight's resting square"},
    "colour_n": {"fr": "Couleur {n}", "en": "Colour {n}"},
})

def _s(key: str, lang: str, **values) -> str:
    return t(key, lang, STRINGS, **values)


def _count(key: str, lang: str, names: list[str]) -> str:
    one, many = STRINGS[key][lang]
    listed = ", ".join(names) if len(names) <= 4 else f"{names[0]} … {names[-1]}"
    return (one if len(names) == 1 else many).format(n=len(names), names=listed)


def _join(names: list[str], lang: str) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {_s('and', lang)} {names[-1]}"


# --- from the game file to a checked board --------------------------------------------------------

INK = "#000000"
PAD = 2.0  # mm round the art
TITLE_H = 10.0  # mm band above the board for its name
NOTE_SIZE = 2.6  # mm footnote text
EDGE = 6.0  # mm band round a grid for its coordinates


class BoardLook(Struct, frozen=True):
    """What the board says, in the sheet's language, and how it is inked."""

    title: str
    footnote: str  # the credit, or for a game not free of rights the full notice
    lang: str
    ink: str = "color"
    names: tuple[str, ...] = ()  # per colour
    places: tuple[str, ...] = ()  # per stable place (Clann's characters)
    place_icons: tuple[str, ...] = ()  # per stable place, or one for all
    setup_each: int = 0
    notice: str = ""  # printed in every page footer too
    score_track: int = 0  # a score track 0..N round the board, in squares of score_cell mm
    score_cell: float = 0.0


class BoardSpec(Struct, tag_field="kind", **MODEL):
    """The board: a cross (petits chevaux, Ludo) or a grid of square cells. The other kinds of board (hex,
    track, points, art) are modules of their own, pnp/parts/board_*.py, found by folder."""

    cell: str = ""  # side of a square; default 18mm for a cross, 30mm for a grid
    pawn_base: str = "14mm"  # the widest pawn or token base a cell must hold (cells need 2 mm more)
    colors: list[str] = []  # cross: one per arm, clockwise from the top-left stable; grid: the token colours
    names: list[Localized] = []  # what each colour stands for ("Poules" …), printed beside it
    columns: Annotated[int, Meta(ge=1, le=26)] = 0  # grid only
    rows: Annotated[int, Meta(ge=1, le=26)] = 0  # grid only
    places: list[Localized] = []  # cross: a label under each of the 4 places in a stable
    place_icons: list[str] = []  # cross: the icon drawn in each place (one for all, or one per place)
    black_knight: bool = False  # cross: a marked resting square for a neutral pawn (Clann)
    setup_each: Annotated[int, Meta(ge=0, le=1000)] = 0  # grid: tokens of each colour laid at random at set-up
    score_track: Annotated[int, Meta(ge=0, le=1000)] = 0  # a score track 0..N round the board; 0 for none
    score_cell: str = ""  # side of a score-track square; default the pawn base plus 2 mm


    @property
    def kind(self) -> str:
        return self.__struct_config__.tag


class CrossBoard(BoardSpec, tag="cross"):
    """A Ludo cross: a 52-square circuit, four stairs of 6, four stables."""


class GridBoard(BoardSpec, tag="grid"):
    """A grid of square cells."""


# [board] is one of the kinds, told apart by its `kind` key
BOARD_MODEL = Union[(CrossBoard, GridBoard, *(k.model for k in load_kinds().values()))]
MAX_NAME = 24  # characters in a colour's name or a place's label, printed on the board
DEFAULT_CELL = {"cross": "18mm", "grid": "30mm"}


def other_kind(game) -> BoardKind | None:
    """The registered kind of the game's board, when it is not a cross or a grid."""
    return BOARD_KINDS.get(game.board.kind) if game.board is not None else None
CROSS_COLORS = ("red", "blue", "yellow", "green")


def check(context: Context) -> None:
    """The [board] section's fields, each error naming its key."""
    game, where = context.game, context.source
    board = game.board
    if board is None:
        return
    if kind := other_kind(game):
        kind.check(board, where, game_folder(where))
        return

    def fail(field: str, message: str):
        raise PnpError(f"{field}: {message}", where=where)

    cross = board.kind == "cross"
    for key in ("columns", "rows", "setup_each"):
        if cross and getattr(board, key):
            fail(f"board.{key}", "only a grid board has it; remove it, or set kind = \"grid\"")
    for key in ("places", "place_icons", "black_knight"):
        if not cross and getattr(board, key):
            fail(f"board.{key}", "only a cross board has it; remove it, or set kind = \"cross\"")
    if not cross and not (board.columns and board.rows):
        fail("board.columns" if not board.columns else "board.rows", "a grid board needs columns and rows, like columns = 6 and rows = 4")
    if cross and len(board.colors) > ARMS:
        fail("board.colors", f"{len(board.colors)} colours for a cross board with {ARMS} arms; give at most {ARMS}")
    if cross and board.colors and len(board.colors) != ARMS:
        fail("board.colors", f"{len(board.colors)} colours for a cross board with {ARMS} arms; give one per arm")
    for i, value in enumerate(board.colors):
        with in_file(where):
            colors.color(value, field=f"board.colors[{i}]")
    shades = len(board.colors or (CROSS_COLORS if cross else ()))
    if board.names and len(board.names) != shades:
        fail("board.names", f"{len(board.names)} names for {shades} colours; give one name per colour")
    for key in ("names", "places"):
        for i, value in enumerate(getattr(board, key)):
            for lang, words in (value.items() if isinstance(value, dict) else [("", value)]):
                if len(words) > MAX_NAME:
                    fail(f"board.{key}[{i}]" + (f".{lang}" if lang else ""),
                         f"'{words[:MAX_NAME]}…' is longer than {MAX_NAME} characters; shorten it")
    if board.places and len(board.places) != PLACES:
        fail("board.places", f"{len(board.places)} labels for the {PLACES} places of a stable; give {PLACES}")
    if board.place_icons and len(board.place_icons) not in (1, PLACES):
        fail("board.place_icons", f"{len(board.place_icons)} icons for the {PLACES} places of a stable; give 1 or {PLACES}")
    if board.place_icons:
        for i, name in enumerate(board.place_icons):
            check_icon(name, where=f"{where}: board.place_icons[{i}]")
    with in_file(where):
        make_board(board)  # sizes, the cell against the pawn base, and the board's graph
    check_score(board, where)
    if board.setup_each and board.setup_each * len(board.colors) > board.columns * board.rows:
        fail("board.setup_each", f"{board.setup_each} tokens of each of {len(board.colors)} colours is more than the "
                                 f"{board.columns * board.rows} cells of the grid")
    if board.setup_each and not board.colors:
        fail("board.colors", "set-up tokens need their colours; list them, like colors = [\"blue\", \"orange\"]")




def make_look(game, lang: str, ink: str = "color") -> BoardLook:
    spec = game.board
    line = notice(game, lang)
    shades = spec.colors or (list(CROSS_COLORS) if spec.kind == "cross" else [])
    if spec.names:
        names = [text(n, lang) for n in spec.names]
    else:
        names = [colors.color_name(c, lang).capitalize() if c.strip().lower() in colors.NAMES
                 else _s("colour_n", lang, n=k + 1) for k, c in enumerate(shades)]
    return BoardLook(
        title=text(game.title, lang),
        footnote=line or text(game.credits, lang),
        lang=lang,
        ink=ink,
        names=tuple(names),
        places=tuple(text(p, lang) for p in spec.places),
        place_icons=tuple(spec.place_icons),
        setup_each=spec.setup_each,
        notice=line,
        score_track=spec.score_track,
        score_cell=(positive_length(spec.score_cell, field="board.score_cell", maximum=MAX_CELL) if spec.score_cell
                    else positive_length(spec.pawn_base, field="board.pawn_base", maximum=MAX_CELL) + ROOM),
    )


def make_board(spec, cell: float | None = None, *, pawn: float | None = None, where: str = "board.cell") -> Board:
    """The game file's [board] as checked data; `cell` and `pawn` override the file's sizes."""
    base = pawn if pawn is not None else positive_length(spec.pawn_base, field="board.pawn_base", maximum=MAX_CELL,
                                                         minimum=MIN_BASE)
    side = cell if cell is not None else positive_length(spec.cell or DEFAULT_CELL[spec.kind], field="board.cell",
                                                         maximum=MAX_CELL)
    check_cell(side, base, where=where)
    shades = tuple(colors.color(c) for c in (spec.colors or (CROSS_COLORS if spec.kind == "cross" else ())))
    if spec.kind == "cross":
        board = cross_board(shades, side, base, knight=spec.black_knight)
    else:
        board = grid_board(spec.columns, spec.rows, side, base, shades)
    check_board(board)  # a board that fails is never drawn
    return board


# --- drawing helpers ------------------------------------------------------------------------------


def _shade(hex_color: str, look: BoardLook) -> str:
    return colors.grey(hex_color) if look.ink == "bw" else hex_color


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


def _centred(text: str, cx: float, cy: float, size: float, fill: str = INK, font: str = "regular", role: str = "label") -> Text:
    return Text(cx, cy + ascent(size, font) / 2, text, size, fill, font, "middle", role)


class BoardLayout(Struct, frozen=True):
    width: float
    height: float
    grid_x: float  # the top-left corner of the cells
    grid_y: float
    notes: tuple[str, ...]  # footnote lines under the board
    setup: tuple[str, ...] = ()  # grid: set-up reminder lines
    ring: Ring | None = None  # the score track round the board
    ring_x: float = 0.0  # its top-left corner
    ring_y: float = 0.0
    span: tuple[float, float] = (0.0, 0.0)  # the x range the words above and below the board are set in


def layout(board: Board, look: BoardLook, span: tuple[float, float] | None = None) -> BoardLayout:
    """Where things go, without drawing: cheap enough to try many cell sizes for --fit. `span`: the x range
    for the title and the words under the board (a tiled board's first column of sheets); else the width."""
    edge = EDGE if board.kind == "grid" else 0.0
    outer_w, outer_h = board.width + 2 * edge, board.height + 2 * edge
    ring = ring_for(outer_w, outer_h, look.score_cell, look.score_track) if look.score_track else None
    inset_x, inset_y = ring.inset(outer_w, outer_h) if ring else (0.0, 0.0)
    width = (ring.width if ring else outer_w) + 2 * PAD
    span = span or (PAD, width - PAD)
    inner = span[1] - span[0]
    notes = [look.footnote] if look.footnote else []
    lines = tuple(line for note in notes for line in wrap(note, NOTE_SIZE, inner))
    if board.knight is not None:
        lines += ("",)  # a line for the Black Knight's legend, drawn with its icon
    setup = tuple(wrap(_s("setup", look.lang, n=look.setup_each), 3.0, inner)) if look.setup_each else ()
    setup_h = (len(setup) * 4.0 + 7.0) if setup else 0.0
    grid_y = PAD + TITLE_H + inset_y + edge
    height = PAD + TITLE_H + (ring.height if ring else outer_h) + setup_h + _notes_height(lines) + PAD
    return BoardLayout(width, height, PAD + inset_x + edge, grid_y, lines, setup, ring, PAD, PAD + TITLE_H, span)


def _notes_height(lines: tuple[str, ...]) -> float:
    return (len(lines) * NOTE_SIZE * 1.3 + 2.0) if lines else 0.0


def board_art(board: Board, look: BoardLook, notes: bool = True, span: tuple[float, float] | None = None) -> tuple[Group, BoardLayout]:
    """The whole board, with its title above and its footnote below (not on the reduced map of a tiled
    board, where it would print below 6 pt: the sheets carry it). `span`: the x range to set the title,
    set-up reminder and footnote in (a tiled board's first column of sheets, so no seam cuts them)."""
    check_board(board)
    lay = layout(board, look, span)
    items: list = []
    x0, x1 = lay.span
    middle = (x0 + x1) / 2
    title, size = fit_line(look.title, 6.0, x1 - x0, "bold")
    items.append(Text(middle, PAD + 7.0, title, size, INK, "bold", "middle", role="title"))
    if board.kind == "cross":
        items.append(Group(_cross(board, look), translate(lay.grid_x, lay.grid_y), role="board"))
    else:
        items.append(Group(_grid(board), translate(lay.grid_x, lay.grid_y), role="board"))
    y = lay.grid_y + board.height + (EDGE if board.kind == "grid" else 0.0)
    if lay.ring:
        items.append(Group(lay.ring.items(), translate(lay.ring_x, lay.ring_y), role="score-track"))
        y = lay.ring_y + lay.ring.height
    if lay.setup:
        y = _setup_reminder(items, board, look, lay, y)
    y += 2.0
    for line in lay.notes if notes else ():
        y += NOTE_SIZE * 1.3
        if line:
            items.append(Text(middle, y - 0.6, line, NOTE_SIZE, "#333333", anchor="middle", role="footnote"))
            continue
        legend = _s("knight", look.lang)
        icon = NOTE_SIZE * 1.25
        left = middle - (icon + 1.0 + text_width(legend, NOTE_SIZE)) / 2
        items.append(icon_group("knight", left, y - 0.6 - icon * 0.85, icon, INK, "#ffffff", "legend-icon"))
        items.append(Text(left + icon + 1.0, y - 0.6, legend, NOTE_SIZE, "#333333", role="footnote"))
    return Group(items, role="board-art"), lay


def _cross(board: Board, look: BoardLook) -> list:
    c = board.cell
    cells = board.cells
    out: list = []
    fills = [_shade(col, look) for col in board.colors]
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
    # the centre block's corners, one of them the Black Knight's resting square
    for index, cell in enumerate(cells):
        if cell.kind != "inner":
            continue
        x, y = cell.col * c, cell.row * c
        out.append(Rect(x, y, c, c, Style(fill="#eeeeee", stroke=INK, width=0.3), role="cell inner"))
        if index == board.knight:
            out.append(Circle(x + c / 2, y + c / 2, ring, Style(fill="#ffffff", stroke=INK, width=0.6), role="knight"))
            side = ring * 1.3
            out.append(icon_group("knight", x + (c - side) / 2, y + (c - side) / 2, side, INK, "#ffffff", "knight-mark"))
    return out


def _grid(board: Board) -> list:
    c = board.cell
    out: list = []
    token = board.pawn_base / 2
    for cell in board.cells:
        x, y = cell.col * c, cell.row * c
        out.append(Rect(x, y, c, c, Style(fill="#ffffff", stroke=INK, width=0.3), role="cell grid"))
        out.append(Circle(x + c / 2, y + c / 2, token, Style(stroke="#b0b0b0", width=0.2, dash=(1.0, 1.0)), role="token-place"))
    size = min(3.6, EDGE * 0.6)
    for col in range(board.columns):
        letter = column_letter(col)
        cx = (col + 0.5) * c
        out.append(_centred(letter, cx, -EDGE / 2, size, INK, "bold", "coordinate"))
        out.append(_centred(letter, cx, board.height + EDGE / 2, size, INK, "bold", "coordinate"))
    for row in range(board.rows):
        cy = (row + 0.5) * c
        out.append(_centred(str(row + 1), -EDGE / 2, cy, size, INK, "bold", "coordinate"))
        out.append(_centred(str(row + 1), board.width + EDGE / 2, cy, size, INK, "bold", "coordinate"))
    return out


def _setup_reminder(items: list, board: Board, look: BoardLook, lay: BoardLayout, y: float) -> float:
    x0, x1 = lay.span
    for line in lay.setup:
        y += 4.0
        items.append(Text((x0 + x1) / 2, y - 0.8, line, 3.0, INK, anchor="middle", role="setup"))
    # a swatch per colour with its name, in one centred row
    size, r, gap = 3.0, 1.8, 6.0
    words = sum(text_width(name, size) for name in look.names)
    room = (x1 - x0) - len(look.names) * (2 * r + 1.2 + gap)
    if words > room > 0:  # long names: the row set smaller (names are at most MAX_NAME characters)
        size = max(SMALLEST, size * room / words)
    widths = [2 * r + 1.2 + text_width(name, size) for name in look.names]
    x = x0 + (x1 - x0 - (sum(widths) + gap * (len(widths) - 1))) / 2
    cy = y + 3.5
    for k, name in enumerate(look.names):
        fill = _shade(board.colors[k], look) if k < len(board.colors) else "#ffffff"
        items.append(Circle(x + r, cy, r, Style(fill=fill, stroke=INK, width=0.2), role="swatch"))
        items.append(Text(x + 2 * r + 1.2, cy + ascent(size) / 2, name, size, INK, role="setup"))
        x += widths[k] + gap
    return y + 7.0


# --- pages -----------------------------------------------------------------------------------------


def full_size_note(board: Board, lang: str) -> str:
    return _s("full_size" if board.kind == "cross" else "full_size_grid", lang, cell=fmt_mm(board.cell), base=fmt_mm(board.pawn_base))


def _head(note: str, lang: str, width: float) -> tuple[Group, float]:
    """The calibration strip with the sheet's note beside it (below it when the room is narrow): a group
    `width` mm wide, and its height."""
    strip_w, strip_h = strip_size()
    beside = width - strip_w - GAP
    if beside >= 40:
        lines, x, y = wrap(note, 3.0, beside), strip_w + GAP, 0.0
    else:
        lines, x, y = wrap(note, 3.0, width), 0.0, strip_h + 1.5
    items: list = [calibration_strip(lang)]
    items += [Text(x, y + 3.0 + 3.9 * i, line, 3.0, INK, role="note") for i, line in enumerate(lines)]
    return Group(items, role="sheet-head"), max(strip_h, y + 3.9 * len(lines))


def one_sheet(art: Group, lay, note: str, look: BoardLook, page_size, paper, paper_name: str) -> list[Page]:
    """The board on one sheet under the calibration strip and the note, or beside them, or (when the
    board fills the sheet) after a page holding them. `lay` is any layout with the art's width and
    height; `note` says the board is at full size."""
    ax, ay, aw, ah = printable(page_size)
    page = Page(*page_size)
    head, head_h = _head(note, look.lang, aw)
    if lay.height + GAP + head_h <= ah + 1e-9:
        page.items.append(Group([head], translate(ax, ay)))
        top = ay + head_h + GAP + (ah - head_h - GAP - lay.height) / 2
        page.items.append(Group([art], translate(ax + (aw - lay.width) / 2, top), role="board-sheet"))
        return [page]
    room = aw - lay.width - GAP
    head, head_h = _head(note, look.lang, room)
    if room >= strip_size()[0] and head_h <= ah + 1e-9:  # beside it, top-left like every other page's strip
        page.items.append(Group([head], translate(ax, ay)))
        page.items.append(Group([art], translate(ax + room + GAP, ay + (ah - lay.height) / 2), role="board-sheet"))
        return [page]
    first = impose([note_item(note, paper)], paper, paper_name, look.lang)
    page.items.append(Group([art], translate(ax + (aw - lay.width) / 2, ay + (ah - lay.height) / 2), role="board-sheet"))
    return [*first, page]


def _hatch(box, spacing: float = 2.5) -> list:
    x, y, w, h = box
    lines = []
    t = -h
    while t < w:
        lines.append(Line(x + t, y + h, x + t + h, y, Style(stroke="#8a8a8a", width=0.2)))
        t += spacing
    return lines


def _target(x: float, y: float) -> list:
    """A registration target: a ring and a cross, centred on a seam."""
    style = Style(stroke=INK, width=0.2)
    return [Circle(x, y, 2.5, style, role="target"), Line(x - TARGET, y, x + TARGET, y, style, "target"),
            Line(x, y - TARGET, x, y + TARGET, style, "target")]


def _glue_label(box, lang: str) -> list:
    x, y, w, h = box
    word = _s("glue", lang)
    size = min(3.0, 0.45 * min(w, h))
    tw = text_width(word, size)
    out = []
    vertical = h > w
    length = h if vertical else w
    count = max(1, int(length // 70))
    for i in range(count):
        along = length * (i + 0.5) / count
        cx, cy = (x + w / 2, y + along) if vertical else (x + along, y + h / 2)
        label = [Rect(-tw / 2 - 1, -size * 0.75, tw + 2, size * 1.5, Style(fill="#ffffff"), role="glue-label"),
                 Text(0, ascent(size) / 2, word, size, INK, anchor="middle", role="glue-label")]
        turn = rotate(-90) if vertical else (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        out.append(Group(label, (turn[0], turn[1], turn[2], turn[3], cx, cy)))
    return out


def _tile_map(tiling: Tiling, current: str, x: float, y: float, cell: float) -> list:
    out = []
    for tile in tiling.tiles:
        here = tile.name == current
        out.append(Rect(x + tile.col * cell, y + tile.row * cell, cell, cell,
                        Style(fill="#333333" if here else "#ffffff", stroke=INK, width=0.2), role="tile-map"))
        size = fit_size(tile.name, cell * 0.42, cell * 0.85, "bold")
        if size >= MIN_TEXT:  # else the dark square alone says which sheet this is; its name is beside the map
            out.append(_centred(tile.name, x + (tile.col + 0.5) * cell, y + (tile.row + 0.5) * cell, size,
                                "#ffffff" if here else INK, "bold", "tile-map"))
    return out


def text_box(item: Text) -> tuple[float, float, float, float]:
    """x, y, width, height of a line of text: its advance from the anchor, its capitals and descenders."""
    width = text_width(item.text, item.size, item.font)
    left = item.x - {"start": 0.0, "middle": width / 2, "end": width}[item.anchor]
    return left, item.y - ascent(item.size, item.font), width, ascent(item.size, item.font) + 0.24 * item.size


def _shown(art: Group, region) -> Group:
    """The art without the lines of words (title, legend, notes) that lie outside this tile's region: the
    clip would hide them, but a reader of the PDF would still find them, a credit once on every sheet."""
    rx, ry, rw, rh = region

    def meets(item: Text) -> bool:
        x, y, w, h = text_box(item)
        return x < rx + rw and rx < x + w and y < ry + rh and ry < y + h

    return Group([item for item in art.items if not isinstance(item, Text) or meets(item)], art.transform, art.clip, art.role)


def _tile_page(art: Group, tiling: Tiling, tile, look: BoardLook) -> Page:
    page = Page(*tiling.page)
    ax, ay, aw, ah = printable(tiling.page)
    ox, oy = tile.at
    rx, ry, rw, rh = tile.region
    cx, cy, cw, ch = tile.content
    board_to_page = translate(ox - rx, oy - ry)
    page.items.append(Group([_shown(art, tile.region)], board_to_page, clip=Rect(rx, ry, rw, rh, Style()), role="tile"))
    marks: list = []
    for strip in tile.strips:
        marks.append(Group([*_hatch(strip), *_glue_label(strip, look.lang)], clip=Rect(*strip, Style()), role="glue"))
    seam = Style(stroke=INK, width=0.3, dash=(2.0, 1.0))
    cut = Style(stroke=INK, width=0.3)
    if tile.col < tiling.cols - 1:  # the right-hand neighbour's edge lands here
        marks.append(Line(cx + cw, ry, cx + cw, ry + rh, seam, "seam"))
    if tile.row < tiling.rows - 1:
        marks.append(Line(rx, cy + ch, rx + rw, cy + ch, seam, "seam"))
    if tile.col > 0:  # cut here
        marks.append(Line(cx, ry - (TARGET if tile.row > 0 else 0), cx, ry + rh, cut, "cut"))
    if tile.row > 0:
        marks.append(Line(rx - (TARGET if tile.col > 0 else 0), cy, rx + rw, cy, cut, "cut"))
    for fraction in (0.25, 0.75):
        if tile.col > 0:
            marks.extend(_target(cx, cy + ch * fraction))
        if tile.col < tiling.cols - 1:
            marks.extend(_target(cx + cw, cy + ch * fraction))
        if tile.row > 0:
            marks.extend(_target(cx + cw * fraction, cy))
        if tile.row < tiling.rows - 1:
            marks.extend(_target(cx + cw * fraction, cy + ch))
    page.items.append(Group(marks, board_to_page, role="assembly-marks"))
    # the header: name, what to do, where it goes
    lang = look.lang
    map_cell = min(4.0, (HEADER - 2.0) / tiling.rows, 40.0 / tiling.cols)
    map_w = tiling.cols * map_cell
    edge = 0.1  # half the map's outline: its ink stays inside the printable area
    page.items.extend(_tile_map(tiling, tile.name, ax + aw - map_w - edge, ay + edge, map_cell))
    page.items.append(Text(ax, ay + 7.5, tile.name, 8.0, INK, "bold", role="tile-name"))
    name_w = text_width(tile.name, 8.0, "bold") + 3.0
    room = aw - name_w - map_w - 3.0
    head = _s("sheet", lang, name=tile.name, count=tiling.count, col=column_letter(tile.col), row=tile.row + 1)
    page.items.append(Text(ax + name_w, ay + 3.0, head, fit_size(head, 2.8, room, "bold"), INK, "bold", role="tile-head"))
    if tile.col == 0 and tile.row == 0:
        todo = _s("first_sheet", lang)
    else:
        key = "cut_both" if tile.col and tile.row else ("cut_left" if tile.col else "cut_top")
        under = []
        if tile.col:
            under.append(tiling.tile(tile.col - 1, tile.row).name)
        if tile.row:
            under.append(tiling.tile(tile.col, tile.row - 1).name)
        todo = _s(key, lang) + _s("lay_on", lang, names=_join(under, lang))
    lines = wrap(todo, 2.4, room)
    size = 2.4 if len(lines) <= 2 else 2.0
    for i, line in enumerate(wrap(todo, size, room)[:3]):
        page.items.append(Text(ax + name_w, ay + 6.4 + i * size * 1.25, line, size, INK, role="tile-help"))
    return page


def _assembly_page(overview: tuple[Group, float], lay, tiling: Tiling, look: BoardLook, paper, paper_name: str) -> list[Page]:
    """The first page of a tiled board: calibration strip, instructions, and the map of the sheets
    (`overview`: the art it reduces and its height)."""
    art, board_h = overview
    _, _, aw, ah = printable(paper)
    lang = look.lang
    columns = _count("columns", lang, [column_letter(c) for c in range(tiling.cols)])
    rows = _count("rows", lang, [str(r + 1) for r in range(tiling.rows)])
    text = _s("assembly", lang, count=tiling.count, columns=columns, rows=rows, glue=fmt_mm(tiling.overlap))
    note = note_item(text, paper)
    room_h = ah - max(strip_size()[1], note.height) - 4 * GAP
    k = min((aw - GAP - MAP_BAND) / lay.width, (room_h - MAP_BAND - 2 * MAP_LINE) / board_h, 1.0)
    caption = wrap(_s("map", lang, percent=f"{k * 100:.0f}"), MAP_TEXT, lay.width * k + MAP_BAND)
    tile_map = Item(_sheet_map(art, tiling, k, caption), lay.width * k + MAP_BAND,
                    len(caption) * MAP_LINE + MAP_BAND + board_h * k, name="tile map", crop=False, new_row=True)
    return impose([note, tile_map], paper, paper_name, look.lang)


def board_piece(art: Group, lay, tiling: Tiling | None, overview: tuple[Group, float], lang: str, entry: GuideEntry) -> Piece:
    """The board as one piece on card: its whole art at full size, and, when it is tiled, its map of the sheets
    for the guide (the assembly words and the caption set `width` wide, over the reduced board, `reduced` wide)."""
    drawer = None
    if tiling is not None:
        def drawer(width: float, reduced: float | None = None) -> tuple[list, float]:
            small, board_h = overview
            columns = _count("columns", lang, [column_letter(c) for c in range(tiling.cols)])
            rows = _count("rows", lang, [str(r + 1) for r in range(tiling.rows)])
            lines = wrap(_s("assembly", lang, count=tiling.count, columns=columns, rows=rows, glue=fmt_mm(tiling.overlap)),
                         MAP_TEXT, width)
            items: list = [Text(0, MAP_TEXT + i * MAP_LINE, line, MAP_TEXT, INK, role="note") for i, line in enumerate(lines)]
            top = len(lines) * MAP_LINE + 2.0
            k = min(((reduced or width) - MAP_BAND) / lay.width, 1.0)
            caption = wrap(_s("map", lang, percent=f"{k * 100:.0f}"), MAP_TEXT, width)
            items.append(Group([_sheet_map(_legible(small, k), tiling, k, caption)], translate(0, top)))
            return items, top + len(caption) * MAP_LINE + MAP_BAND + board_h * k

    return Piece("board", "board", art, lay.width, lay.height, stock="card", crop=True, guide=entry, sheet="board",
                 group=entry.name[lang], map=drawer)


def _legible(art: Group, k: float, scale_: float = 1.0) -> Group:
    """The art without the words that would print below the smallest legible size once reduced by k: a map
    the size of a thumbnail shows the sheets, not the labels."""
    a, b, c, d = art.transform[:4]
    here = scale_ * math.sqrt(abs(a * d - b * c))
    kept = [(_legible(item, k, here) if isinstance(item, Group) else item) for item in art.items
            if not (isinstance(item, Text) and item.size * here * k < MIN_TEXT)]
    return structs.replace(art, items=kept)


MAP_BAND = 7.0  # mm left of and above the reduced map, for the sheets' column letters and row numbers
MAP_TEXT = 3.0  # mm: what the map is, above it
MAP_LINE = MAP_TEXT * 1.3
MAP_INK = "#c92a2a"


def _sheet_map(art: Group, tiling: Tiling, k: float, caption: list[str]) -> Group:
    """The board at scale k with each sheet outlined, under the caption saying it is a reduced map; the
    sheets' columns and rows are named off the board, so no label hides a cell."""
    items: list = [Text(0, MAP_TEXT + i * MAP_LINE, line, MAP_TEXT, INK, "bold", role="map-caption")
                   for i, line in enumerate(caption)]
    top, left = len(caption) * MAP_LINE + MAP_BAND, MAP_BAND
    items.append(Group([art], compose(translate(left, top), scale(k))))
    size = MAP_BAND * 0.7
    for tile in tiling.tiles:
        x, y, w, h = (v * k for v in tile.content)
        items.append(Rect(left + x, top + y, w, h, Style(stroke=MAP_INK, width=0.5), role="map-tile"))
        if tile.row == 0:
            items.append(_centred(column_letter(tile.col), left + x + w / 2, top - MAP_BAND / 2, size, MAP_INK, "bold", "map-tile"))
        if tile.col == 0:
            items.append(_centred(str(tile.row + 1), MAP_BAND / 2, top + y + h / 2, size, MAP_INK, "bold", "map-tile"))
    return Group(items, role="tile-map")


def svg_page(art: Group, lay: BoardLayout, margin: float = 5.0) -> Page:
    """The whole untiled board on one page, for editing."""
    return Page(lay.width + 2 * margin, lay.height + 2 * margin, [Group([art], translate(margin, margin), role="board-sheet")])


class BoardSheets(Struct):
    part: Part
    board: Board
    layout: BoardLayout
    tiling: Tiling | None


def fit_cell(board: Board, look: BoardLook, paper, paper_name: str, *, where: str = "--fit") -> Board:
    """The largest cell (in 0.5 mm steps, never above the asked one) at which the board fits one sheet."""
    cell = math.floor(board.cell * 2 + 1e-9) / 2
    while cell >= min_cell(board.pawn_base) - 1e-9:
        trial = board.with_cell(cell)
        lay = layout(trial, look)
        if fits_one_sheet(lay.width, lay.height, paper):
            return board if cell >= board.cell else trial
        cell -= 0.5
    raise PnpError(
        f"the board does not fit one {paper_name} sheet with cells of at least {fmt_mm(min_cell(board.pawn_base))} "
        f"(pawns of {fmt_mm(board.pawn_base)} need them); drop --fit to print it over several sheets, choose larger "
        f"paper, or give the base of smaller pawns with --pawn",
        where=where,
    )


def board_sheets(game, opts, *, source: str, cell: float | None = None, pawn: float | None = None, fit: bool = False,
                 where: str = "board.cell") -> BoardSheets:
    """Check, then draw: the board on one sheet or in tiles, and its whole SVG."""
    if game.board is None:
        raise PnpError(f"game '{game.id}' has no board")
    if kind := other_kind(game):
        if cell is not None or pawn is not None or fit:
            option = "--cell" if cell is not None else ("--pawn" if pawn is not None else "--fit")
            raise PnpError(f"only a cross or a grid board takes {option}; a {kind.name} board takes its sizes from the "
                           f"game file", where=option)
        return kind_sheets(kind, game.board, game, opts, where=source)
    look = make_look(game, opts.lang, opts.ink)
    board = make_board(game.board, cell, pawn=pawn, where=where)
    if fit:
        board = fit_cell(board, look, opts.paper, opts.paper_label)
    whole, lay = board_art(board, look)  # the SVG's, for editing
    xcuts = [lay.grid_x + i * board.cell for i in range(board.columns + 1)]
    ycuts = [lay.grid_y + i * board.cell for i in range(board.rows + 1)]
    overview = (board_art(board, look, notes=False)[0], lay.height - _notes_height(lay.notes))
    pages, tiling, lead = sheet_pages(lambda span: board_art(board, look, span=span), full_size_note(board, look.lang),
                                      look, opts, xcuts, ycuts, where=where, overview=overview)
    title = f"{look.title} · {_s('board', opts.lang)}"
    footers(pages, title, opts.lang, look.notice)
    entry = guide(tiling)
    part = Part("board", Document(title, pages, opts.lang), [svg_page(whole, lay)], guide=entry, lead=lead,
                piece=board_piece(whole, lay, tiling, overview, opts.lang, entry))
    return BoardSheets(part, board, lay, tiling)


def _first_column(tiling: Tiling, width: float) -> tuple[float, float] | None:
    """The x range of a tiled board's first column of sheets, less the art's padding, when there are
    several columns: the title above the board and the words below it are set there, so no seam cuts
    them and one sheet carries each ("Cla|nn" split over two sheets otherwise, and the credit twice)."""
    if tiling.cols == 1:
        return None
    x, _, w, _ = tiling.tile(0, 0).content
    return max(x, PAD), min(x + w, width) - PAD


def _settled(make, opts, xcuts, ycuts, where):
    """A tiled board's art with its words in the first column of sheets, its layout and its tiling. The
    words wrap narrower there, the art grows taller, and the tiling is planned again: the columns depend
    on the width alone, so this settles at once unless the taller art turns the pages."""
    span = None
    for _ in range(4):
        art, lay = make(span)
        tiling = plan_tiles(lay.width, lay.height, opts.paper, opts.paper_label, OVERLAP, xcuts, ycuts, where=where)
        wanted = _first_column(tiling, lay.width)
        if wanted == span:
            break
        span = wanted
    return art, lay, tiling


def sheet_pages(make, note: str, look: BoardLook, opts, xcuts=(), ycuts=(), where: str | None = None,
                overview: tuple[Group, float] | None = None):
    """The art on one sheet when it fits, else an assembly page and tiles whose seams fall on the given
    lines where they can. `make(span)` draws the art with its words set in the x range `span` (None: the
    whole width) and returns it with a layout giving its width and height; `overview` is the art for the
    reduced map and its height, when it leaves out what would print too small. Returns (pages, tiling,
    lead): `lead` counts the pages before the tiles (the reduced map prints on paper, the sheets on card)."""
    art, lay = make(None)
    one = fits_one_sheet(lay.width, lay.height, opts.paper)
    if one:
        return one_sheet(art, lay, note, look, one, opts.paper, opts.paper_label), None, None
    whole = (art, lay.height)
    art, lay, tiling = _settled(make, opts, xcuts, ycuts, where)
    pages = _assembly_page(overview or whole, lay, tiling, look, opts.paper, opts.paper_label)
    lead = (len(pages), MAP_GUIDE)
    pages += [_tile_page(art, tiling, tile, look) for tile in tiling.tiles]
    return pages, tiling, lead


def footers(pages: list[Page], title: str, lang: str, notice: str) -> None:
    """Every page's footer; the licence notice is left out of the footer of the page whose board prints it
    already under the board, so every page carries it once."""
    add_footers(pages, title, lang, notice)
    for page in pages:
        if notice and any(item.role == "footnote" and item.text and item.text in notice for item in _texts(page.items)):
            page.items = [item for item in page.items if not (isinstance(item, Text) and item.role == "notice")]


def _texts(items):
    for item in items:
        if isinstance(item, Text):
            yield item
        elif isinstance(item, Group):
            yield from _texts(item.items)


def board_parts(context: Context) -> list[Part]:
    """The kit's board, at the game file's size, tiled when it does not fit the paper."""
    game, opts, where = context.game, context.opts, context.source
    if game.board is None:
        return []
    if kind := other_kind(game):
        return [kind_sheets(kind, game.board, game, opts, where=where).part]
    return [board_sheets(game, opts, source=where, where=f"{where}: board.cell" if where else "board.cell").part]


# --- the board as a part kind ---------------------------------------------------------------------

GUIDE = GuideEntry(
    {"fr": "Plateau", "en": "Board"}, CARD, False,
    {"fr": "Une feuille, à taille réelle : rien à assembler.", "en": "One sheet, at full size: nothing to assemble."},
)
TILED_HOW = add_strings("board.tiled_how", {
    "fr": "{count} feuilles : découper chacune, sauf A1, le long de son trait, la poser sur la bande hachurée de sa "
          "voisine en alignant les cibles, et coller ; le plan montre où va chaque feuille.",
    "en": "{count} sheets: cut each one but A1 along its line, lay it on its neighbour's hatched strip with the "
          "targets matching, and glue; the map shows where each sheet goes.",
})


def guide(tiling: Tiling | None, first: dict[str, str] | None = None) -> GuideEntry:
    """The guide's row and making step: glue steps only for a tiled board; `first`: what a board kind
    says before them."""
    how = {lang: TILED_HOW[lang].format(count=tiling.count) if tiling else GUIDE.how[lang] for lang in GUIDE.how}
    if first:
        how = {lang: f"{first[lang]} {how[lang]}" for lang in how}
    return GuideEntry(GUIDE.name, GUIDE.stock, GUIDE.double, how)
MAP_GUIDE = GuideEntry(
    {"fr": "Plan du plateau", "en": "Board map"}, PAPER, False,
    {"fr": "Plan réduit, pour l'assemblage : il montre où va chaque feuille.",
     "en": "A reduced map for the assembly: it shows where each sheet goes."},
)
COMPONENTS = add_strings("board.components", {
    "fr": {"grid": "plateau de {c} × {r} cases", "cross": "plateau en croix de {t} cases, avec {n} escaliers de {s} marches"},
    "en": {"grid": "board of {c} × {r} cells", "cross": "cross board of {t} squares, with {n} stairs of {s} steps"},
})


def figures(context: Context) -> dict[str, int]:
    """Counts the books quote about the board, taken from the checked board itself."""
    game = context.game
    if game.board is None or other_kind(game):
        return {}
    board = make_board(game.board)
    if game.board.kind == "grid":
        return {"cells": game.board.columns * game.board.rows, "columns": game.board.columns, "rows": game.board.rows}
    return {"track": len(board.circuit), "stair": len(board.stairs[0]), "stairs": len(board.stairs)}


def components(context: Context) -> list[str]:
    game, lang = context.game, context.lang
    if game.board is None:
        return []
    if kind := other_kind(game):
        line = kind.components(game.board, lang)
        return ["- " + line[0].upper() + line[1:]]
    f = figures(context)
    pattern = COMPONENTS[lang][game.board.kind]
    return ["- " + pattern.format(c=f.get("columns"), r=f.get("rows"), t=f.get("track"), n=f.get("stairs"),
                                  s=f.get("stair")).capitalize()]


def _describe(game) -> str:
    board = make_board(game.board)
    if game.board.kind == "grid":
        return f"{game.board.columns} × {game.board.rows} grid, every cell room for a {game.board.pawn_base} pawn"
    return (f"{len(board.circuit)}-square closed circuit, {len(board.stairs)} stairs of {len(board.stairs[0])}, "
            f"starts {len(board.circuit) // len(board.starts)} apart")


def _setup(game) -> str:
    board = game.board
    cells = board.columns * board.rows
    shades = [colors.color(c) for c in board.colors]
    needed = board.setup_each * len(shades)
    if needed > cells:
        raise PnpError(f"{board.setup_each} × {len(shades)} set-up tokens are more than the {cells} cells")
    for shade in shades:
        have = sum(t.count for t in getattr(game, "tokens", ()) if colors.color(t.color) == shade)
        if have < board.setup_each:
            raise PnpError(f"set-up needs {board.setup_each} tokens of {shade}, the game file has {have}")
    fill = "fill" if needed == cells else "fit on"
    return f"{board.setup_each} × {len(shades)} set-up tokens {fill} the {board.columns} × {board.rows} cells"


def verify(context: Context) -> list:
    game = context.game
    if game.board is None:
        return []
    if kind := other_kind(game):
        return [("board", lambda: kind.components(game.board, "en") + ", its graph checked")]
    checks = [("board", lambda: _describe(game))]
    if game.board.setup_each:
        checks.append(("set-up", lambda: _setup(game)))
    return checks


register(Kind("board", 10, board_parts, lambda part, lang: part.guide or GUIDE, check=check, verify=verify, components=components, figures=figures,
              section="board", model=BOARD_MODEL | None, default=None))


def kind_sheets(kind: BoardKind, spec, game, opts, *, where: str) -> BoardSheets:
    """A board of a registered kind (hex, track, points, art): checked, drawn, framed, then on sheets."""
    line = notice(game, opts.lang)
    look = BoardLook(title=text(game.title, opts.lang), footnote=line or text(game.credits, opts.lang), lang=opts.lang,
                ink=opts.ink, notice=line)
    drawn = kind.draw(spec, look, where, game_folder(where))
    art, lay = framed(drawn, look.title, look.footnote)
    corner = None if fits_one_sheet(lay.width, lay.height, opts.paper) else cornered(drawn, look.title, look.footnote)
    if corner and not fits_one_sheet(corner[1].width, corner[1].height, opts.paper):
        corner = None  # the words go in an empty corner of the board only when that saves the tiling
    if corner:
        art, lay = corner

    def make(span):
        return corner or framed(drawn, look.title, look.footnote, span)

    xcuts = [lay.grid_x + x for x in drawn.xcuts]
    ycuts = [lay.grid_y + y for y in drawn.ycuts]
    bare, bare_lay = framed(drawn, look.title, "")  # the reduced map leaves out the notes, below 6 pt there
    pages, tiling, lead = sheet_pages(make, drawn.note, look, opts, xcuts, ycuts, where=f"{where}: board.{drawn.size_key}",
                                      overview=(bare, bare_lay.height))
    title = f"{look.title} · {_s('board', opts.lang)}"
    footers(pages, title, opts.lang, look.notice)
    entry = guide(tiling, kind.how)
    part = Part("board", Document(title, pages, opts.lang), [svg_page(art, lay)], guide=entry, lead=lead,
                piece=board_piece(art, lay, tiling, (bare, bare_lay.height), opts.lang, entry))
    return BoardSheets(part, None, lay, tiling)
