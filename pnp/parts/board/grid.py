"""The grid board: columns × rows square cells, lettered and numbered round its edge, with an optional
reminder of the set-up (tokens of each colour laid at random). Built and checked as data by
pnp/engine/board.py; every cell is one closed rectangle of the cell size, role "cell grid".
"""


from typing import Annotated

from msgspec import Meta

from pnp.base import colors
from pnp.base.errors import PnpError, in_file
from pnp.base.fonts import SMALLEST, ascent, text_width, wrap
from pnp.base.i18n import said, say
from pnp.base.units import Length, fmt_mm
from pnp.engine.board import MAX_GRID, Board, check_board, grid_board
from pnp.engine.tiling import column_letter
from pnp.engine.track import square_name
from pnp.model.spec import Localized
from pnp.parts.board import neutral
from pnp.parts.board.neutral import Neutral
from pnp.parts.board.squares import cell_and_base, resize, square
from pnp.parts.board.tiled import (
    INK,
    BoardBase,
    BoardKind,
    Cells,
    Drawn,
    centred,
    check_names,
    check_score,
    colour_names,
    fail,
    register_board,
    score_track,
    shade,
)
from pnp.parts.registry import Context
from pnp.scene import Circle, Group, Rect, Style, Text, translate

EDGE = 6.0  # mm band round a grid for its coordinates
REST_HINT = said("board.hint.grid_rest")


class GridBoard(BoardBase, tag="grid"):
    """A grid of square cells."""

    cell: Length = Length.read("30mm")  # side of a square
    columns: Annotated[int, Meta(ge=1, le=MAX_GRID)] = 0
    rows: Annotated[int, Meta(ge=1, le=MAX_GRID)] = 0
    colors: list[str] = []  # the set-up tokens' colours
    names: list[Localized] = []  # what each colour stands for, printed beside it
    setup_each: Annotated[int, Meta(ge=0, le=1000)] = 0  # tokens of each colour laid at random at set-up
    neutral: list[Neutral] = []  # pieces of no player, each with its own resting square


def _s(key: str, lang: str, **values) -> str:
    return say(f"board.grid.{key}", lang, **values)


# --- from the game file to a checked board --------------------------------------------------------


def check(context: Context) -> None:
    """The [board] table of a grid, each error naming its key."""
    spec, where = context.game.board, context.source
    if not (spec.columns and spec.rows):
        fail(where, "columns" if not spec.columns else "rows", said("errors.board.grid.size"))
    for i, value in enumerate(spec.colors):
        shade(value, f"colors[{i}]", where)
    if spec.names and len(spec.names) != len(spec.colors):
        fail(where, "names", said("errors.board.names", count=len(spec.names), colours=len(spec.colors)))
    check_names(spec, ("names",), where)
    with in_file(where):
        make_board(spec)  # sizes, the cell against the pawn base, and the board's graph
    check_score(spec, where)
    if spec.setup_each and spec.setup_each * len(spec.colors) > spec.columns * spec.rows:
        fail(where, "setup_each", said("errors.board.grid.setup_each", each=spec.setup_each, colours=len(spec.colors),
                                       cells=spec.columns * spec.rows))
    if spec.setup_each and not spec.colors:
        fail(where, "colors", said("errors.board.grid.setup_colors"))
    neutral.check(spec.neutral, lambda col, row: col < spec.columns and row < spec.rows, REST_HINT, where)


def make_board(spec, where: str = "board.cell") -> Board:
    """The game file's [board] as checked data."""
    side, base = cell_and_base(spec, where)
    board = grid_board(spec.columns, spec.rows, side, base, tuple(colors.color(c) for c in spec.colors))
    check_board(board)  # a board that fails is never drawn
    return board


# --- drawing --------------------------------------------------------------------------------------


def draw(context: Context) -> Drawn:
    spec, lang = context.game.board, context.lang
    board = make_board(spec)
    ink = context.ink
    rests, marks = neutral.draw(spec.neutral, board.cell, board.pawn_base, lang)
    c = board.cell
    items = [Group(_grid(board) + rests, translate(EDGE, EDGE))]
    # the colours and what each stands for, under the board (with the set-up sentence when tokens are laid out)
    below = _setup(board, colour_names(spec, spec.colors, lang), spec.setup_each, ink, lang) if spec.colors else None
    note = _s("full_size", lang, cell=fmt_mm(c), base=fmt_mm(board.pawn_base))
    drawn = Drawn(items, board.width + 2 * EDGE, board.height + 2 * EDGE, note,
                  xcuts=tuple(EDGE + i * c for i in range(board.columns + 1)),
                  ycuts=tuple(EDGE + i * c for i in range(board.rows + 1)), below=below, marks=marks)
    return score_track(drawn, spec, context.source, lang)


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
        out.append(centred(letter, cx, -EDGE / 2, size, INK, "bold", "coordinate"))
        out.append(centred(letter, cx, board.height + EDGE / 2, size, INK, "bold", "coordinate"))
    for row in range(board.rows):
        cy = (row + 0.5) * c
        out.append(centred(str(row + 1), -EDGE / 2, cy, size, INK, "bold", "coordinate"))
        out.append(centred(str(row + 1), board.width + EDGE / 2, cy, size, INK, "bold", "coordinate"))
    return out


def _setup(board: Board, names: list[str], each: int, ink: str, lang: str):
    """The set-up reminder under the board: a sentence (when `each` tokens of a colour are laid out), then a
    swatch per colour with its name, in one centred row, set in the x range the frame gives."""

    def below(x0: float, x1: float, y: float) -> tuple[list, float]:
        items: list = []
        lines = wrap(_s("setup", lang, n=each), 3.0, x1 - x0) if each else []
        for line in lines:
            y += 4.0
            items.append(Text((x0 + x1) / 2, y - 0.8, line, 3.0, INK, anchor="middle", role="setup"))
        size, r, gap = 3.0, 1.8, 6.0
        words = sum(text_width(name, size) for name in names)
        room = (x1 - x0) - len(names) * (2 * r + 1.2 + gap)
        if words > room > 0:  # long names: the row set smaller (names are at most MAX_NAME characters)
            size = max(SMALLEST, size * room / words)
        widths = [2 * r + 1.2 + text_width(name, size) for name in names]
        x = x0 + (x1 - x0 - (sum(widths) + gap * (len(widths) - 1))) / 2
        cy = y + 3.5
        for k, name in enumerate(names):
            fill = (colors.grey(board.colors[k]) if ink == "bw" else board.colors[k]) if k < len(board.colors) else "#ffffff"
            items.append(Circle(x + r, cy, r, Style(fill=fill, stroke=INK, width=0.2), role="swatch"))
            items.append(Text(x + 2 * r + 1.2, cy + ascent(size) / 2, name, size, INK, role="setup"))
            x += widths[k] + gap
        return items, len(lines) * 4.0 + 7.0

    return below


def cells(spec) -> Cells:
    """The cells by the names printed round the grid (column letter, row number: A1 at the top left), each
    centre where draw puts it, inside the band of coordinates."""
    board = make_board(spec)
    c = board.cell
    centres = {square_name((cell.col, cell.row)): (EDGE + (cell.col + 0.5) * c, EDGE + (cell.row + 0.5) * c)
               for cell in board.cells}
    last = square_name((spec.columns - 1, spec.rows - 1))
    return Cells(centres, c, said("board.hint.grid", last=last))


# --- what the books say about it ------------------------------------------------------------------


def figures(context: Context) -> dict[str, int]:
    spec = context.game.board
    return {"cells": spec.columns * spec.rows, "columns": spec.columns, "rows": spec.rows}


def components(context: Context) -> str:
    spec = context.game.board
    return _s("components", context.lang, c=spec.columns, r=spec.rows)


def verify(context: Context) -> list:
    game = context.game
    spec = game.board
    checks = [("board", lambda: str(said("board.verify.grid", columns=spec.columns, rows=spec.rows, base=spec.pawn_base)))]
    if spec.setup_each:
        checks.append(("set-up", lambda: _setup_fits(game)))
    return checks


def _setup_fits(game) -> str:
    board = game.board
    cells = board.columns * board.rows
    shades = [colors.color(c) for c in board.colors]
    needed = board.setup_each * len(shades)
    if needed > cells:
        raise PnpError(said("errors.board.grid.setup_more", each=board.setup_each, colours=len(shades), cells=cells))
    for shade_ in shades:
        have = sum(t.count for t in getattr(game, "tokens", ()) if colors.color(t.color) == shade_)
        if have < board.setup_each:
            raise PnpError(said("errors.board.grid.setup_short", each=board.setup_each, colour=shade_, count=have))
    return str(said("board.verify.setup", each=board.setup_each, colours=len(shades), full="yes" if needed == cells else "no",
                    columns=board.columns, rows=board.rows))


register_board(BoardKind(
    "grid", GridBoard, check, draw, components, figures=figures, verify=verify, resize=resize, square=square,
    cells=cells,
))
