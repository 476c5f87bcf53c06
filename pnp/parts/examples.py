"""Worked examples for the rule book: a position declared in the game file (`[[rules.examples]]`: pieces on
cells named as the board names them, arrows for moves, highlighted cells, dice showing a face) and drawn
where the book's template cites it (`{{ example("capture") }}`), on the board's own drawing, with the pieces
the kit prints, cut down to the cells the example uses and scaled to the column.

The board's kind gives its cells' names and centres (BoardKind.cells); nothing here knows a game. A game
without a board (a card game, a roll-and-write) shows its dice and, beside them, tokens or cards: an example
there that puts something on a cell is refused in one line.
"""


import math
from typing import Annotated, Union

import msgspec
from msgspec import Meta, Struct, structs

from pnp.base import colors
from pnp.base.errors import PnpError
from pnp.base.fonts import MIN_TEXT
from pnp.base.i18n import said
from pnp.model.spec import MAX_FACE, MIN_FACE, MODEL, Localized, text
from pnp.parts.board import kind_of
from pnp.parts.board.tiled import Cells
from pnp.parts.registry import Context
from pnp.scene import Circle, Group, Rect, Style, Text, compose, polygon, scale, translate

HIGHLIGHT = "#d62728"  # a cell the example points at: a red frame, which black and white prints as a dark one
MOVE = "#1a1a1a"  # the arrows of a move
MAX_HEIGHT = 60.0  # mm: a diagram never takes more than this of a column's height (a third of an A5 page)
MAX_SCALE = 0.45  # nor is it drawn larger than this: a page shows the position, the board is there to play on
MARGIN = 1.0  # whole cells shown round the ones the example uses
MAX_GROUP = 20  # dice groups in one example's row: more than a row of dice holds
DIE_SIDE = 8.0  # mm: a die's face under the board, as dice_groups draws them
BESIDE = 12.0  # mm: a token beside the dice, its longer side
CARD = 34.0  # mm: a card beside the dice, its longer side: its corner value and title still read


class ExamplePiece(Struct, **MODEL):
    """A piece on a cell: a pawn (its id and one of its colours) or a token (its id)."""

    cell: str
    pawn: str = ""
    token: str = ""
    color: str = ""


class ExampleArrow(Struct, **MODEL):
    start: str = msgspec.field(name="from")
    to: str


class ExampleDie(Struct, **MODEL):
    die: str
    face: Union[Annotated[int, Meta(ge=MIN_FACE, le=MAX_FACE)], str]  # as the die's `faces` writes it
    group: Annotated[int, Meta(ge=0, le=MAX_GROUP)] = 0  # dice of one group stand together, a wider gap between groups (a brelan, a trio)


class Example(Struct, **MODEL):
    id: str
    caption: Localized
    pieces: list[ExamplePiece] = []
    arrows: list[ExampleArrow] = []
    highlight: list[str] = []
    dice: list[ExampleDie] = []
    beside: list[str] = []  # tokens or cards shown beside the dice, off the board, by the kit's piece name ("time.3", "astres-12")


# --- checks ---------------------------------------------------------------------------------------------


def board_cells(game) -> Cells | None:
    kind = kind_of(game)
    return kind.cells(game.board) if kind and kind.cells else None


def check(game, where: str) -> None:
    """Each example's cells, pieces and dice against the game's board, pawns, tokens and dice: one line naming
    the example's field and what to do."""
    examples = game.rules.examples if game.rules else []
    if not examples:
        return
    cells = board_cells(game)
    seen: set[str] = set()
    for i, example in enumerate(examples):
        key = f"rules.examples[{i}]"
        if example.id in seen or not example.id.strip():
            raise PnpError(said("errors.examples.id", example=example.id),
                           file=where, field=f"{key}.id")
        seen.add(example.id)
        for field, cell in _cells_named(example, key):
            if cells is None:
                raise no_cells(game, example, where, field)
            if cell not in cells.centres:
                raise PnpError(said("errors.examples.cell", cell=cell, example=example.id, hint=cells.hint),
                               file=where, field=field)
        if cells is None and not example.dice and not example.beside:  # a board-less game's example draws only these
            raise PnpError(said("errors.examples.empty", example=example.id), file=where, field=key)
        for j, piece in enumerate(example.pieces):
            _check_piece(game, piece, f"{key}.pieces[{j}]", where)
        for j, die in enumerate(example.dice):
            _check_die(game, die, f"{key}.dice[{j}]", where)
        for j, name in enumerate(example.beside):
            if name not in beside_names(game, where):
                raise PnpError(said("errors.examples.beside", name=name, names=_listed(beside_names(game, where))),
                               file=where, field=f"{key}.beside[{j}]")


def no_cells(game, example: Example, where: str, field: str) -> PnpError:
    """An example that puts a piece, an arrow or a frame on a cell of a game whose board names none: one line."""
    board = "none" if game.board is None else "unnamed"  # not a message
    return PnpError(said("errors.examples.no_cells", example=example.id, board=board), file=where, field=field)


def _listed(names: list[str]):
    if not names:
        return said("errors.spec.none")  # pawns, tokens, dice: "aucun" in French
    shown = ", ".join(names[:12])
    return said("errors.examples.listed", names=shown, count=len(names)) if len(names) > 12 else shown


def _joined(names) -> str:
    return ", ".join(names) or said("errors.spec.none")


def _cells_named(example: Example, key: str):
    for j, piece in enumerate(example.pieces):
        yield f"{key}.pieces[{j}].cell", piece.cell
    for j, arrow in enumerate(example.arrows):
        yield f"{key}.arrows[{j}].from", arrow.start
        yield f"{key}.arrows[{j}].to", arrow.to
    for j, cell in enumerate(example.highlight):
        yield f"{key}.highlight[{j}]", cell


def _check_piece(game, piece: ExamplePiece, key: str, where: str) -> None:
    if bool(piece.pawn) == bool(piece.token):
        raise PnpError(said("errors.examples.piece"), file=where, field=key)
    if piece.pawn:
        pawns = {p.id: p for p in game.pawns}
        if piece.pawn not in pawns:
            raise PnpError(said("errors.examples.pawn", pawn=piece.pawn, pawns=_joined(pawns)), file=where,
                           field=f"{key}.pawn")
        choices = pawns[piece.pawn].colors
        if piece.color not in choices:
            raise PnpError(said("errors.examples.color", pawn=piece.pawn, colours=", ".join(choices), colour=piece.color),
                           file=where, field=f"{key}.color")
    elif piece.token not in token_names(game):
        raise PnpError(said("errors.examples.token", token=piece.token, tokens=_joined(token_names(game))),
                       file=where, field=f"{key}.token")


def token_names(game) -> list[str]:
    """The tokens' faces as the kit names its pieces: a token's id, and its variants' "time.1", "time.2" …"""
    return [name for t in game.tokens for name in [t.id, *(f"{t.id}.{j}" for j in range(1, len(t.variants) + 1))]]


def beside_names(game, where: str) -> list[str]:
    """What an example may set beside its dice: the tokens' faces, and each deck's cards as the kit names them
    ("astres-12", the deck's twelfth row)."""
    if not game.decks:
        return token_names(game)
    from pnp.parts.cards import deck_plans  # the cards' kind reads its decks' data: only for a game with decks
    return token_names(game) + [f"{plan.deck.id}-{i + 1}" for plan in deck_plans(game, where)
                                for i in range(len(plan.table.rows))]


def _check_die(game, die: ExampleDie, key: str, where: str) -> None:
    dice = {d.id: d for d in game.dice}
    if die.die not in dice:
        raise PnpError(said("errors.examples.die", die=die.die, dice=_joined(dice)), file=where, field=f"{key}.die")
    if die.face not in dice[die.die].faces:
        faces = ", ".join(str(f) for f in dice[die.die].faces)
        raise PnpError(said("errors.examples.face", die=die.die, face=repr(die.face), faces=faces), file=where, field=f"{key}.face")


def find(game, name: str) -> Example:
    """The example a book cites by its id."""
    examples = {e.id: e for e in (game.rules.examples if game.rules else [])}
    if name not in examples:
        raise PnpError(said("errors.examples.cited", name=name, examples=_joined(examples)), field="rules.examples")
    return examples[name]


def caption(example: Example, lang: str) -> str:
    return text(example.caption, lang)


# --- drawing --------------------------------------------------------------------------------------------


def draw(game, name: str, width: float, lang: str, ink: str, source: str = "") -> tuple[list, float]:
    """The example `name` at the column's `width`: the board's drawing cut to the cells it uses, the pieces on
    their cells' centres, the moves and the highlighted cells, then the dice under it. (items, height). `source`,
    the game file, is where a designer's art for the pieces is read from."""
    example = find(game, name)
    context = Context.printing(game, source, lang=lang, ink=ink)
    if not (example.pieces or example.arrows or example.highlight):  # a throw alone: a game without a board
        dice, height = _dice(game, example, width, lang, _piece_arts(game, context) if example.beside else None)
        return [Group(_legible(dice), role=f"example {name}")], height
    cells = board_cells(game)
    if cells is None:  # check() refuses it first; a book drawn without the checks says the same
        raise no_cells(game, example, source, "rules.examples")
    board = kind_of(game).draw(context)
    cells = _inside_score_track(cells, board)
    x0, y0, x1, y1 = _window(example, cells, board)
    s = min(width / (x1 - x0), MAX_HEIGHT / (y1 - y0), MAX_SCALE)
    w, h = (x1 - x0) * s, (y1 - y0) * s
    left = (width - w) / 2

    def at(cell: str) -> tuple[float, float]:
        cx, cy = cells.centres[cell]
        return left + (cx - x0) * s, (cy - y0) * s

    side = cells.side * s
    shown = _within(board.items, (x0, y0, x1, y1))
    items: list = [Group(shown, compose(translate(left - x0 * s, -y0 * s), scale(s)), role="example-board")]
    for cell in example.highlight:
        items.append(_highlight(cells, cell, *at(cell), s))
    pieces = _piece_arts(game, context)
    for piece in example.pieces:
        items.append(_piece(pieces, piece, *at(piece.cell), side))
    from pnp.layout.diagrams import arrow  # drawing code, loaded with the first diagram a book draws
    for move in example.arrows:
        (ax, ay), (bx, by) = at(move.start), at(move.to)
        items += arrow(ax, ay, bx, by, gap1=side * 0.15, gap2=side * 0.25, color=MOVE, width=0.8)
    items.append(Rect(left, 0, w, h, Style(stroke=MOVE, width=0.3), role="example-frame"))
    clipped = Group(_legible(items), clip=Rect(left, 0, w, h, Style()), role="example-position")
    if not (example.dice or example.beside):
        return [Group([clipped], role=f"example {name}")], h
    dice, dice_h = _dice(game, example, width, lang, pieces)
    below = Group(_legible(dice), translate(0, h + 2.5), role="example-dice")
    return [Group([clipped, below], role=f"example {name}")], h + 2.5 + dice_h


def _legible(items: list, factor: float = 1.0) -> list:
    """The items without the words that the diagram's scale prints under 6 pt (a board's coordinates, a pawn's
    name), which no one reads at home: the caption names the cells and the pieces instead."""
    kept = []
    for item in items:
        if isinstance(item, Text) and item.size * factor < MIN_TEXT:
            continue
        if isinstance(item, Group):
            a, b, c, d = item.transform[:4]
            item = structs.replace(item, items=_legible(item.items, factor * math.sqrt(abs(a * d - b * c))))
        kept.append(item)
    return kept


def _highlight(cells: Cells, cell: str, cx: float, cy: float, s: float):
    """A red frame round the cell: its own outline (a hex, a point's spot), or a square of its side, over a
    white one twice as wide, so that it reads on a dark picture, where black and white greys the red alike."""
    frames = []
    for style in (Style(stroke="#ffffff", width=1.4), Style(stroke=HIGHLIGHT, width=0.7)):
        if cells.outline:
            frames.append(polygon([(cx + x * s, cy + y * s) for x, y in cells.outline], style))
        else:
            side = cells.side * s
            frames.append(Rect(cx - side / 2, cy - side / 2, side, side, style))
    return Group(frames, role=f"example-highlight {cell}")


def _inside_score_track(cells: Cells, board) -> Cells:
    """The cells where the board draws them: a board in a frame of score squares is drawn inside it, shifted
    by the frame's inset (tiled.with_score_track), and its kind names the cells of the board alone."""
    inner = [item for item in board.items if getattr(item, "role", "") == "board-inner"]
    if not inner:
        return cells
    _, _, _, _, dx, dy = inner[0].transform
    return structs.replace(cells, centres={k: (x + dx, y + dy) for k, (x, y) in cells.centres.items()})


def _window(example: Example, cells: Cells, board) -> tuple[float, float, float, float]:
    """The part of the board shown: the cells the example uses and MARGIN cells round them, on the board."""
    named = [p.cell for p in example.pieces] + example.highlight + [c for a in example.arrows for c in (a.start, a.to)]
    points = [cells.centres[c] for c in named] or [(board.width / 2, board.height / 2)]
    room = (0.5 + MARGIN) * cells.side
    x0, x1 = min(x for x, _ in points) - room, max(x for x, _ in points) + room
    y0, y1 = min(y for _, y in points) - room, max(y for _, y in points) + room
    x0, y0, x1, y1 = _whole_cells(cells, (x0, y0, x1, y1))
    side = cells.side  # a window less than a cell from the board's edge runs to it: a grid's coordinates show
    x0, y0 = (0.0 if x0 < side else x0), (0.0 if y0 < side else y0)
    x1, y1 = (board.width if x1 > board.width - side else x1), (board.height if y1 > board.height - side else y1)
    return x0, y0, x1, y1


def _whole_cells(cells: Cells, window: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """The window's edges moved off the cells they cut through: a point board's spots lie further apart than
    a piece is wide, and a spot cut in half reads as a drawing error. An edge takes whole a cell that is half in
    the window or more, and leaves out one that is mostly outside when it can do so without cutting another (a
    grid's cells meet the window's edge at their own; a hex grid's rows overlap, and stay as they are)."""
    half_w = max((abs(x) for x, _ in cells.outline), default=cells.side / 2)
    half_h = max((abs(y) for _, y in cells.outline), default=cells.side / 2)
    x0, y0, x1, y1 = window
    columns = [(cy - half_h, cy + half_h) for cx, cy in cells.centres.values() if x0 < cx + half_w and cx - half_w < x1]
    rows = [(cx - half_w, cx + half_w) for cx, cy in cells.centres.values() if y0 < cy + half_h and cy - half_h < y1]
    top, bottom = _settle(y0, y1, columns)
    left, right = _settle(x0, x1, rows)
    return left, top, right, bottom


def _settle(low: float, high: float, spans: list[tuple[float, float]]) -> tuple[float, float]:
    """Both ends of the window along one axis, each moved off the spans (cells) it cuts, as _whole_cells says."""
    def cuts(edge: float) -> list[tuple[float, float]]:
        return [(a, b) for a, b in spans if a < edge < b]

    cut = cuts(low)
    if any(b - low >= (b - a) / 2 for a, b in cut):
        low = min(a for a, _ in cut) - 0.5
    elif cut and not cuts(inner := max(b for _, b in cut) + 0.5) and inner < high:
        low = inner
    cut = cuts(high)
    if any(high - a >= (b - a) / 2 for a, b in cut):
        high = max(b for _, b in cut) + 0.5
    elif cut and not cuts(inner := min(a for a, _ in cut) - 0.5) and inner > low:
        high = inner
    return low, high


def _within(items: list, window: tuple[float, float, float, float]) -> list:
    """The board's shapes that reach into the window: the rest would only be clipped away, still in the file,
    where a search or a screen reader finds the words of a stable no one sees."""
    from pnp.parts.shops import extent  # what a shape inks, measured for the shops' margins, loaded with a diagram
    left, top, right, bottom = window
    kept = []
    for item in items:
        box = extent([item])
        if box is not None and box[0] < right and box[2] > left and box[1] < bottom and box[3] > top:
            kept.append(item)
    return kept


def _piece_arts(game, context: Context) -> dict[str, tuple[Group, float, float, float]]:
    """The front of each pawn, token and card as the kit prints it, by the kit's piece name, with its size and
    the longer side it is drawn at beside the dice: a standee's front panel (what a player sees of it on the
    board), a token's face, a card's face."""
    from pnp.parts.cards import card_pieces  # the cards' kind, loaded with the first diagram that shows a card
    from pnp.parts.pawns import pawn_pieces  # the pawns' kind, loaded with the first diagram that shows one
    from pnp.parts.tokens import token_pieces  # the tokens' kind, likewise
    sizes = {p.id: (float(p.width), float(p.height)) for p in game.pawns}
    arts = {}
    for piece in pawn_pieces(context) + token_pieces(context):
        panels = [item.items[0] for item in piece.front.items if getattr(item, "role", "") == "standee-front"]
        arts[piece.name] = (panels[0], *sizes[piece.family], BESIDE) if panels else (piece.front, piece.width,
                                                                                     piece.height, BESIDE)
    for piece in card_pieces(context) if game.decks else []:
        arts[piece.name] = (piece.front, piece.width, piece.height, CARD)
    return arts


def _piece(arts: dict, piece: ExamplePiece, cx: float, cy: float, side: float) -> Group:
    """The piece's own drawing, fitted in 84 % of the cell, centred on the cell's centre, over a disc of the
    cell's paper so that it reads against the board."""
    name = piece.token or (f"{piece.pawn}-{piece.color}" if f"{piece.pawn}-{piece.color}" in arts else piece.pawn)
    art, w, h, _ = arts[name]
    k = side * 0.84 / max(w, h)
    items = [Circle(cx, cy, side * 0.47, Style(fill="#ffffff", stroke=MOVE, width=0.25), role="example-piece-base"),
             Group([art], compose(translate(cx - w * k / 2, cy - h * k / 2), scale(k)))]
    return Group(items, role=f"example-piece {name} {piece.cell}")


def _dice(game, example: Example, width: float, lang: str, arts: dict | None = None) -> tuple[list, float]:
    """The dice in a row under the board, a wider gap between groups, then the tokens or cards beside them. A black
    face is named in the book's language, as the kit's text names it ("Black" for the file's "Noir")."""
    from pnp.parts.dice import face_art, face_background, face_label, is_black  # the dice kind's faces, with a diagram
    dice = {d.id: d for d in game.dice}
    steps = [0.0] + [DIE_SIDE + (5.0 if b.group != a.group else 2.0) for a, b in zip(example.dice, example.dice[1:])]
    boxes = [arts[name][3] for name in example.beside] if example.beside else []
    gaps = max(0, len(boxes) - (not example.dice))  # 5 mm between two things shown, none before the first
    total = sum(steps) + (DIE_SIDE if example.dice else 0.0) + sum(boxes) + 5.0 * gaps
    x = 0.0
    row = max([DIE_SIDE if example.dice else 0.0, *boxes])
    top = (row - DIE_SIDE) / 2
    items: list = []
    for shown, step in zip(example.dice, steps):
        x += step
        die = dice[shown.die]
        background = face_background(shown.face, colors.color(die.color))
        items.append(Rect(x, top, DIE_SIDE, DIE_SIDE, Style(fill=background, stroke=MOVE, width=0.3),
                          role=f"example-die {shown.die}"))
        face = face_label(shown.face, lang) if is_black(shown.face) else shown.face
        items.append(Group(face_art(face, DIE_SIDE, background, die.pips), translate(x, top)))
    x += DIE_SIDE if example.dice else 0.0
    for name in example.beside:
        art, w, h, box = arts[name]
        k = box / max(w, h)
        x += 5.0 if x else 0.0
        shown = [Group([art], compose(translate(x + (box - w * k) / 2, (row - h * k) / 2), scale(k)))]
        if box == CARD:  # a card's edge, as the cut leaves it: its paper reads against the page's
            shown.append(Rect(x + (box - w * k) / 2, (row - h * k) / 2, w * k, h * k, Style(stroke=MOVE, width=0.3)))
        items.append(Group(shown, role=f"example-beside {name}"))
        x += box
    k = min(1.0, width / total)  # nine dice in a row may be wider than a column
    return [Group(items, compose(translate((width - total * k) / 2, 0), scale(k)))], row * k
