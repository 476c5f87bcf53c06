"""What every kind of board shares: the one registry of board kinds, the keys all of them have, the frame
a drawn board sits in (title above, legend, notes and credit below), a score track round its edge, and the
layout of its sheets (one tile when it fits one sheet, else the tiling its planner chose), given as data with
the board as one piece: pnp/layout/imposition/tiles.py makes the pages (glue strips, targets, maps).

A board kind is one module of this package (cross.py, grid.py, hex.py, track.py, points.py, art.py) that
calls `register_board(BoardKind(...))` at import; the package names each once (pnp/parts/board/__init__.py,
MODULES), and nothing names it anywhere else. Its callbacks take one `Context` (pnp.parts.registry), as a part Kind's do: the board's table is
`context.game.board`. It checks that table, then draws a `Drawn`: the board alone, in millimetres from its
top-left corner, with the lines where a seam may fall (so tiles are cut along printed lines) and the
sentence the one-sheet page prints under the calibration mark.
"""


from __future__ import annotations

import math
from typing import Annotated, Any, Callable

from msgspec import Meta, Struct, structs

from pnp.base import colors
from pnp.base.errors import PnpError, in_file
from pnp.base.fonts import ascent, fit_line, fit_size, text_width, wrap
from pnp.base.i18n import capital, each_language, every_language, point, printed, said, say, typography
from pnp.base.units import UNSET, Length, MaybeLength, Paper, fmt_mm, positive_length
from pnp.engine.tiling import HEADER, OVERLAP, TARGET, Tiling, column_letter, fits_one_sheet, plan_tiles
from pnp.layout.icons import icon_group
from pnp.layout.imposition.tiles import guide_map, svg_page
from pnp.layout.layouts import Tiles
from pnp.model.spec import Localized, notice, text
from pnp.parts import CARD, PAPER, GuideEntry, Part
from pnp.parts.registry import Context
from pnp.pieces import Piece
from pnp.scene import IDENTITY, Circle, Document, Group, Image, Line, Matrix, Rect, Style, Text, compose, translate
from pnp.scene import Path as Shape

INK = "#000000"
PAD = 2.0  # mm round the art
TITLE_H = 10.0  # mm band above the board for its name
NOTE_SIZE = 2.6  # mm footnote text
LEGEND_SIZE = 3.0  # mm legend text (what each coloured side means)
ROOM = 2.0  # mm a cell or a spot needs beyond the pawn's base
MAX_SIZE = 100.0  # mm: a larger cell or spacing is surely a typo
MAX_SCORE = 1000  # the longest score track, 0 to 1000
MIN_SIZE = 3.0  # mm: the smallest length of a board kind's table (the smallest pawn base; a cell holds it and more)
MAX_NAME = 24  # characters in a name or a label printed on the board
MODEL = dict(forbid_unknown_fields=True, kw_only=True, frozen=True)


class BoardBase(Struct, tag_field="kind", **MODEL):
    """Keys every board kind has; each kind subclasses it with its own tag (kind = "hex" …)."""

    pawn_base: Length = Length.read("14mm")  # the widest pawn or token base a cell or spot must hold
    score_track: Annotated[int, Meta(ge=0, le=MAX_SCORE)] = 0  # a score track 0..N round the board's edge; 0 for none
    score_cell: MaybeLength = UNSET  # side of a score-track square; default the pawn base plus 2 mm

    @property
    def kind(self) -> str:
        return self.__struct_config__.tag


class Drawn(Struct, frozen=True):
    """A board drawn at its printed size, its origin at the top-left corner."""

    items: list
    width: float
    height: float
    note: str  # under the calibration mark: "Full-size board: hexes of 16 mm across the flats …"
    legend: tuple[tuple[str, str, int], ...] = ()  # (colour, words, white lines across its swatch) under the board
    xcuts: tuple[float, ...] = ()  # where a vertical seam may fall (a printed line)
    ycuts: tuple[float, ...] = ()
    size_key: str = "cell"  # the key that makes the board smaller, named when it needs too many sheets
    # words of the kind's own right under the board, set in the x range the frame gives them:
    # (x0, x1, y) -> (items, height); a grid's set-up reminder
    below: Callable | None = None
    marks: tuple[tuple[str, str, str], ...] = ()  # (icon, colour, words): lines after the notes, each with its icon


class Cells(Struct, frozen=True):
    """A board's cells as it names them: each name's centre in the drawn board's millimetres, the side of a
    cell (what a piece standing on one is drawn to fit), and how the names go, for a message."""

    centres: dict[str, tuple[float, float]]
    side: float
    hint: str
    # a cell's outline round its centre, where it is not a square of `side` (a hex's corners, a point's round
    # spot), for the frame an example draws round a highlighted cell
    outline: tuple[tuple[float, float], ...] = ()


class BoardKind(Struct, frozen=True):
    """One kind of [board]: its model, its checks, its drawing, and how the guide and the book name it. Every
    callback takes one Context, like a part Kind's; the board's table is `context.game.board`."""

    name: str  # the `kind` tag
    model: type
    check: Callable[[Context], None]  # raises PnpError naming board.<field>
    draw: Callable[[Context], Drawn]  # context.paper is set
    components: Callable[[Context], str]  # one line of the book's component list (Markdown-safe text), in context.lang
    # the guide's "how to make it", per language, said of this board (a hex board's bands only when it has them)
    how: Callable[[Context], dict[str, str]] | None = None
    figures: Callable[[Context], dict[str, int]] | None = None  # counts a rule-book template may quote
    verify: Callable[[Context], list] | None = None  # named checks for pnp validate; default: its component line
    # (spec, cell, pawn, where) -> the table at other sizes, checked against them (`where` names the option),
    # for a kind whose sizes pnp board --cell, --pawn and --fit may change
    resize: Callable[..., Any] | None = None
    square: Callable[[Any], float] | None = None  # (spec) -> the side of its square cells, which pieces must fit
    icons: Callable[[Context], list[str]] | None = None  # icon names it reads from a data file (for the credit)
    # (spec) -> Cells: the board's own names for its cells and where each one's centre is drawn, for the rule
    # book's worked examples (pnp/parts/examples.py); None for a kind whose cells have no names
    cells: Callable[[Any], Cells] | None = None


BOARD_KINDS: dict[str, BoardKind] = {}  # by name, each registered when its module is imported (board/__init__.py)


def register_board(kind: BoardKind) -> BoardKind:
    BOARD_KINDS[kind.name] = kind
    return kind


# --- small checks shared by the kinds -------------------------------------------------------------


def length(value: Length, key: str, where: str, maximum: float = MAX_SIZE) -> float:
    """A length of the [board] table in its range, or an error naming board.<key>."""
    with in_file(where):
        return positive_length(value, field=f"board.{key}", maximum=maximum, minimum=MIN_SIZE)


def place(value: Length, key: str, where: str, maximum: float) -> float:
    """A distance of the [board] table that may be zero."""
    if not 0 <= value <= maximum:
        fail(where, key, said("errors.board.place", value=value.text, most=round(maximum, 1)))
    return float(value)  # a plain number for the drawing: msgspec encodes no Length (pnp watch hashes drawings)


def shade(value: str, key: str, where: str) -> str:
    with in_file(where):
        return colors.color(value, field=f"board.{key}")


def fail(where: str, key: str, message: str):
    raise PnpError(message, file=where, field=f"board.{key}")


# --- the colours' names, shared by the kinds that print them ---------------------------------------


def colour_names(spec, shades, lang: str) -> list[str]:
    """Each colour's name: the game file's, else the colour's own name, else "Colour 3"."""
    if spec.names:
        return [text(n, lang) for n in spec.names]
    return [capital(colors.color_name(c, lang)) if c.strip().lower() in colors.NAMES else say("board.colour_n", lang, n=k + 1)
            for k, c in enumerate(shades)]



def check_names(spec, keys: tuple[str, ...], where: str) -> None:
    """The labels printed on the board: at most MAX_NAME characters in every language."""
    for key in keys:
        for i, value in enumerate(getattr(spec, key)):
            for lang, words in (value.items() if isinstance(value, dict) else [("", value)]):
                if len(words) > MAX_NAME:
                    fail(where, f"{key}[{i}]" + (f".{lang}" if lang else ""),
                         said("errors.board.long_name", words=words[:MAX_NAME], most=MAX_NAME))


# --- the score track ------------------------------------------------------------------------------


def score_ring(columns: int, rows: int) -> list[tuple[int, int]]:
    """The squares of a frame round `columns` × `rows` inner squares, clockwise from the top-left corner,
    in frame coordinates (the inner block starts at (1, 1))."""
    w, h = columns + 2, rows + 2
    top = [(c, 0) for c in range(w)]
    right = [(w - 1, r) for r in range(1, h)]
    bottom = [(c, h - 1) for c in range(w - 2, -1, -1)]
    left = [(0, r) for r in range(h - 2, 0, -1)]
    return top + right + bottom + left


def ring_size(width: float, height: float, cell: float, count: int) -> tuple[int, int]:
    """Inner squares across and down so the frame holds `count` squares round a width × height board."""
    nx, ny = max(1, math.ceil(width / cell - 1e-9)), max(1, math.ceil(height / cell - 1e-9))
    while 2 * (nx + ny) + 4 < count:
        if nx * height <= ny * width:
            nx += 1
        else:
            ny += 1
    return nx, ny


class Ring(Struct, frozen=True):
    """A score track's frame round a board: `columns` × `rows` inner squares of side `cell`, the board centred."""

    columns: int
    rows: int
    cell: float
    top: int  # the last number

    @property
    def width(self) -> float:
        return (self.columns + 2) * self.cell

    @property
    def height(self) -> float:
        return (self.rows + 2) * self.cell

    def inset(self, width: float, height: float) -> tuple[float, float]:
        """Where a width × height board's top-left corner goes inside the frame."""
        return self.cell + (self.columns * self.cell - width) / 2, self.cell + (self.rows * self.cell - height) / 2

    def items(self) -> list:
        """The numbered squares, 0..top clockwise from the top-left corner; the squares left over are grey."""
        c = self.cell
        out: list = []
        size = fit_size(str(self.top), min(0.4 * c, 5.0), 0.8 * c, "bold")
        for n, (col, row) in enumerate(score_ring(self.columns, self.rows)):
            x, y = col * c, row * c
            used = n <= self.top
            fill = ("#ffffff" if n % 5 else "#e8e8e8") if used else "#bdbdbd"
            out.append(Rect(x, y, c, c, Style(fill=fill, stroke=INK, width=0.3), role="cell score"))
            if used:
                out.append(Text(x + c / 2, y + c / 2 + ascent(size, "bold") / 2, str(n), size, INK, "bold", "middle",
                                role="score-number"))
        return out


def ring_for(width: float, height: float, cell: float, top: int) -> Ring:
    return Ring(*ring_size(width, height, cell, top + 1), cell, top)


def with_score_track(drawn: Drawn, top: int, cell: float, lang: str) -> Drawn:
    """The board inside a frame of numbered squares 0..top."""
    ring = ring_for(drawn.width, drawn.height, cell, top)
    items: list = [Group(drawn.items, translate(*ring.inset(drawn.width, drawn.height)), role="board-inner"), *ring.items()]
    xcuts = tuple(cell * i for i in range(ring.columns + 3))
    ycuts = tuple(cell * i for i in range(ring.rows + 3))
    return structs.replace(drawn, items=items, width=ring.width, height=ring.height, xcuts=xcuts, ycuts=ycuts,
                   note=drawn.note + say("board.tiled.score_note", lang, top=top))


def score_track(drawn: Drawn, spec: BoardBase, where: str, lang: str) -> Drawn:
    if not spec.score_track:
        return drawn
    base = length(spec.pawn_base, "pawn_base", where)
    cell = length(spec.score_cell, "score_cell", where) if spec.score_cell.given else base + ROOM
    return with_score_track(drawn, spec.score_track, cell, lang)


def check_score(spec: BoardBase, where: str) -> None:
    if not 0 <= spec.score_track <= 1000:
        fail(where, "score_track", said("errors.board.score_track", track=spec.score_track))
    base = length(spec.pawn_base, "pawn_base", where)
    if spec.score_cell.given and length(spec.score_cell, "score_cell", where) < base + ROOM - 1e-9:
        fail(where, "score_cell", said("errors.board.score_cell", cell=round(length(spec.score_cell, "score_cell", where), 1),
                                       base=round(base, 1), least=round(base + ROOM, 1)))


# --- the frame: title, board, legend, credit ------------------------------------------------------


class Frame(Struct, frozen=True):
    width: float
    height: float
    grid_x: float  # the board's top-left corner in the art
    grid_y: float
    notes: tuple[str, ...]
    legend: tuple[tuple[str, tuple[str, ...], int], ...]  # (colour, its words in lines, white lines on the swatch)
    span: tuple[float, float]  # the x range the title, legend and notes are set in
    marks: tuple[tuple[str, str, str], ...] = ()  # the drawing's marked lines after the notes (Drawn.marks)
    below: float = 0.0  # the height of the kind's own words under the board


LEGEND_LINE = LEGEND_SIZE * 1.4
NOTE_LINE = NOTE_SIZE * 1.3


def frame_layout(drawn: Drawn, footnote: str, span: tuple[float, float] | None = None, notes: bool = True) -> Frame:
    """Where the title, board, legend and notes go. `span`: the x range for the words (a tiled board's
    first column of sheets, so no seam cuts them and one sheet carries them); else the whole width.
    Without `notes` (the reduced map of a tiled board, where they would print below 6 pt), no footnote and
    no marked lines."""
    width = drawn.width + 2 * PAD
    x0, x1 = span or (PAD, width - PAD)
    room = x1 - x0
    lines = tuple(wrap(footnote, NOTE_SIZE, room)) if footnote and notes else ()
    marks = drawn.marks if notes else ()
    swatch = LEGEND_SIZE * 1.1 + 1.5
    legend = tuple((shade_, tuple(wrap(words, LEGEND_SIZE, room - swatch)), marks) for shade_, words, marks in drawn.legend)
    legend_h = (sum(len(words) for _, words, _ in legend) * LEGEND_LINE + 2.0) if legend else 0.0
    notes_h = ((len(lines) + len(marks)) * NOTE_LINE + 2.0) if lines or marks else 0.0
    below = drawn.below(x0, x1, 0.0)[1] if drawn.below else 0.0
    grid_y = PAD + TITLE_H
    return Frame(width, grid_y + drawn.height + below + legend_h + notes_h + PAD, PAD, grid_y, lines, legend, (x0, x1),
                 marks, below)


def framed(drawn: Drawn, title: str, footnote: str, span: tuple[float, float] | None = None,
           notes: bool = True) -> tuple[Group, Frame]:
    lay = frame_layout(drawn, footnote, span, notes)
    x0, x1 = lay.span
    middle = x0 + (x1 - x0) / 2
    words, size = fit_line(title, 6.0, x1 - x0, "bold")
    items: list = [Text(middle, PAD + 7.0, words, size, INK, "bold", "middle", role="title"),
                   Group(drawn.items, translate(lay.grid_x, lay.grid_y), role="board")]
    y = lay.grid_y + drawn.height
    if drawn.below:
        items += drawn.below(x0, x1, y)[0]
    _legend_and_notes(items, lay.legend, lay.notes, middle, y + lay.below + 1.0, lay.marks)
    return Group(items, role="board-art"), lay


def _legend_and_notes(items: list, legend, notes, middle: float, y: float, marks=()) -> float:
    """The legend's swatches and words, then the notes and the marked lines, centred on x = middle from y
    down; returns the y below them."""
    for shade_, lines, stripes in legend:
        swatch = LEGEND_SIZE * 1.1
        widest = max(text_width(line, LEGEND_SIZE) for line in lines)
        left = middle - (swatch + 1.5 + widest) / 2
        top = y + LEGEND_LINE - swatch * 0.9
        items.append(Rect(left, top, swatch, swatch, Style(fill=shade_, stroke=INK, width=0.2), role="swatch"))
        items.extend(Line(left + 0.2, top + swatch * k / (stripes + 1), left + swatch - 0.2, top + swatch * k / (stripes + 1),
                          Style(stroke="#ffffff", width=0.4), "swatch-mark") for k in range(1, stripes + 1))
        for line in lines:
            y += LEGEND_LINE
            items.append(Text(left + swatch + 1.5, y - 0.3, line, LEGEND_SIZE, INK, role="legend"))
    if legend:
        y += 2.0
    y += 1.0
    for line in notes:
        y += NOTE_LINE
        items.append(Text(middle, y - 0.6, line, NOTE_SIZE, "#333333", anchor="middle", role="footnote"))
    for icon, ink, line in marks:
        y += NOTE_LINE
        side = NOTE_SIZE * 1.25
        left = middle - (side + 1.0 + text_width(line, NOTE_SIZE)) / 2
        top = y - 0.6 - side * 0.85
        if icon:
            items.append(icon_group(icon, left, top, side, ink, "#ffffff", "legend-icon"))
        else:
            items.append(Circle(left + side / 2, top + side / 2, side / 2, Style(fill=ink), role="legend-icon"))
        items.append(Text(left + side + 1.0, y - 0.6, line, NOTE_SIZE, "#333333", role="footnote"))
    return y


# --- the words in an empty corner of the board ------------------------------------------------------

CLEAR = 2.0  # mm between the words set in a corner and the nearest ink of the board
STEP = 5.0  # mm: the widths tried for the block of words


def shape_boxes(items, matrix: Matrix = IDENTITY):
    """Every shape's bounding box (x0, y0, x1, y1), in the coordinates `matrix` maps the items to; a text
    by its advance, capitals and descenders; a curve by its control points (never smaller than the curve)."""
    for item in items:
        if isinstance(item, Group):
            yield from shape_boxes(item.items, compose(matrix, item.transform))
            continue
        if isinstance(item, (Rect, Image)):
            points = [(item.x, item.y), (item.x + item.w, item.y + item.h), (item.x + item.w, item.y), (item.x, item.y + item.h)]
        elif isinstance(item, Circle):
            points = [(item.cx - item.r, item.cy - item.r), (item.cx + item.r, item.cy + item.r),
                      (item.cx + item.r, item.cy - item.r), (item.cx - item.r, item.cy + item.r)]
        elif isinstance(item, Line):
            points = [(item.x1, item.y1), (item.x2, item.y2)]
        elif isinstance(item, Shape):
            points = [(op[i], op[i + 1]) for op in item.ops for i in range(1, len(op) - 1, 2)]
        elif isinstance(item, Text):
            width = text_width(item.text, item.size, item.font)
            left = item.x - {"start": 0.0, "middle": width / 2, "end": width}[item.anchor]
            points = [(left, item.y - ascent(item.size, item.font)), (left + width, item.y + 0.24 * item.size)]
        else:
            continue
        if not points:
            continue
        a, b, c, d, e, f = matrix
        xs = [a * x + c * y + e for x, y in points]
        ys = [b * x + d * y + f for x, y in points]
        ink = getattr(getattr(item, "style", None), "width", 0.0) / 2 if getattr(getattr(item, "style", None), "stroke", None) else 0.0
        yield min(xs) - ink, min(ys) - ink, max(xs) + ink, max(ys) + ink


def _word_block(drawn: Drawn, title: str, footnote: str, width: float) -> tuple[list, float]:
    """The title, legend and notes stacked in a column `width` mm wide, from its top; and its height."""
    words, size = fit_line(title, 6.0, width, "bold")
    items: list = [Text(width / 2, ascent(size, "bold"), words, size, INK, "bold", "middle", role="title")]
    swatch = LEGEND_SIZE * 1.1 + 1.5
    legend = tuple((shade_, tuple(wrap(text_, LEGEND_SIZE, width - swatch)), marks) for shade_, text_, marks in drawn.legend)
    notes = tuple(wrap(footnote, NOTE_SIZE, width)) if footnote else ()
    bottom = _legend_and_notes(items, legend, notes, width / 2, ascent(size, "bold") + 1.0, drawn.marks)
    return items, bottom


def cornered(drawn: Drawn, title: str, footnote: str) -> tuple[Group, Frame] | None:
    """The board with its title, legend and notes set in an empty corner of its own drawing (the triangles
    a rhombus of hexes leaves), when one holds them CLEAR mm from any ink: the art is then no larger than
    the board and its padding. Corners tried bottom-left, top-right, bottom-right, top-left; the widest
    block that fits wins (fewer lines)."""
    if drawn.below:
        return None  # a kind's own words under the board stay there
    boxes = list(shape_boxes(drawn.items))
    w_all, h_all = drawn.width, drawn.height
    width = math.floor(w_all / 2 / STEP) * STEP
    while width >= 40.0:
        items, height = _word_block(drawn, title, footnote, width)
        for x, y in ((0.0, h_all - height), (w_all - width, 0.0), (w_all - width, h_all - height), (0.0, 0.0)):
            if y < 0:
                continue
            if not any(x0 < x + width + CLEAR and x - CLEAR < x1 and y0 < y + height + CLEAR and y - CLEAR < y1
                       for x0, y0, x1, y1 in boxes):
                art = Group([Group(drawn.items, translate(PAD, PAD), role="board"),
                             Group(items, translate(PAD + x, PAD + y), role="board-words")], role="board-art")
                lines = tuple(item.text for item in items if isinstance(item, Text) and item.role == "footnote")
                return art, Frame(w_all + 2 * PAD, h_all + 2 * PAD, PAD, PAD, lines, (), (PAD + x, PAD + x + width))
        width -= STEP
    return None


def article(n: int) -> str:
    """'a' or 'an' before a number said in English: an 8, an 11, an 18, an 80 …"""
    digits = str(n)
    return "an" if digits.startswith("8") or (digits.startswith(("11", "18")) and len(digits) % 3 == 2) else "a"


def words(value: Localized, lang: str) -> str:
    """A designer's words on the board (a name, a legend), set as a player reads them (i18n.printed)."""
    return printed(value, lang) if value else ""


# --- the sheets: one when the board fits, else tiles and a map --------------------------------------


class BoardLook(Struct, frozen=True):
    """What every sheet of the board says, in the sheet's language."""

    title: str
    footnote: str  # the credit, or for a game not free of rights the full notice
    lang: str
    notice: str = ""  # printed in every page footer too

    @classmethod
    def of(cls, context: Context) -> BoardLook:
        lang = context.lang
        line = notice(context.game, lang)
        # set in type as the book sets them: "L’Île", French spaces before : ; ! ?
        return cls(typography(text(context.game.title, lang), lang), typography(line or text(context.game.credits, lang), lang),
                   lang, line)

# --- the sheet's words, written for this project ---------------------------------------------------


def _s(key: str, lang: str, **values) -> str:
    """A board's own printed text, with its language's typography (apostrophes, French spaces)."""
    return typography(say(f"board.{key}", lang, **values), lang)


def centred(text: str, cx: float, cy: float, size: float, fill: str = INK, font: str = "regular", role: str = "label") -> Text:
    return Text(cx, cy + ascent(size, font) / 2, text, size, fill, font, "middle", role)


# --- the board as one piece, and the tiling its sheets take --------------------------------------------


def board_piece(art: Group, lay, layout: Tiles, overview: Piece, lang: str, entry: GuideEntry) -> Piece:
    """The board as one piece on card: its whole art at full size, and, when it is tiled, its map of the sheets
    for the guide (the assembly words and the caption set `width` wide, over the reduced board, `reduced` wide)."""
    drawer = None
    if len(layout.xs) > 2 or len(layout.ys) > 2:
        def drawer(width: float, reduced: float | None = None) -> tuple[list, float]:
            return guide_map(layout, overview, width, lay.width, lang, reduced)

    return Piece("board", "board", art, lay.width, lay.height, stock="card", crop=True, guide=entry, sheet="board",
                 group=entry.name[lang], map=drawer)


def tiles_layout(tiling: Tiling, said: str = "") -> Tiles:
    """The engine's tiling as the Tiles layout's numbers: the page as turned, the seams across and down, the
    glue strip, the columns' letters, and each tile as the planner placed it."""
    xs = tuple(tile.content[0] for tile in tiling.tiles[:tiling.cols]) + (tiling.width,)
    ys = tuple(tiling.tile(0, row).content[1] for row in range(tiling.rows)) + (tiling.height,)
    tiles = tuple((t.name, t.col, t.row, t.content, t.region, t.at, tuple(t.strips)) for t in tiling.tiles)
    return Tiles(tiling.overlap, tuple(tiling.page), xs, ys, tuple(column_letter(c) for c in range(tiling.cols)),
                 HEADER, TARGET, said=said, tiles=tiles)


def _first_column(tiling: Tiling, width: float) -> tuple[float, float] | None:
    """The x range of a tiled board's first column of sheets, less the art's padding, when there are
    several columns: the title above the board and the words below it are set there, so no seam cuts
    them and one sheet carries each ("Cla|nn" split over two sheets otherwise, and the credit twice)."""
    if tiling.cols == 1:
        return None
    x, _, w, _ = tiling.tile(0, 0).content
    return max(x, PAD), min(x + w, width) - PAD


def _settled(make, paper: Paper, xcuts, ycuts, where):
    """A tiled board's art with its words in the first column of sheets, its layout and its tiling. The
    words wrap narrower there, the art grows taller, and the tiling is planned again: the columns depend
    on the width alone, so this settles at once unless the taller art turns the pages."""
    span = None
    for _ in range(4):
        art, lay = make(span)
        tiling = plan_tiles(lay.width, lay.height, paper.size, paper.label, OVERLAP, xcuts, ycuts, where=where)
        wanted = _first_column(tiling, lay.width)
        if wanted == span:
            break
        span = wanted
    return art, lay, tiling


def sheet_layout(make, note: str, paper: Paper, xcuts=(), ycuts=(), where: str | None = None, said: str = ""):
    """The art and the layout of its sheets of `paper`: one tile when it fits one sheet, else tiles whose seams fall on
    the given lines where they can. `make(span)` draws the art with its words set in the x range `span` (None:
    the whole width) and returns it with a layout giving its width and height; `said`, a line the assembly
    page adds (the board printed a little smaller). Returns (art, lay, layout, tiling): tiling None on one
    sheet."""
    art, lay = make(None)
    one = fits_one_sheet(lay.width, lay.height, paper.size)
    if one:
        return art, lay, Tiles(page=tuple(one), xs=(0.0, lay.width), ys=(0.0, lay.height), note=note), None
    art, lay, tiling = _settled(make, paper, xcuts, ycuts, where)
    return art, lay, tiles_layout(tiling, said), tiling


GUIDE = GuideEntry(every_language("board.guide.name"), CARD, False, every_language("board.guide.how"))


def guide(tiling: Tiling | None, first: dict[str, str] | None = None) -> GuideEntry:
    """The guide's row and making step: glue steps only for a tiled board; `first`: what a board kind
    says before them."""
    def how(lang: str) -> str:
        step = say("board.tiled_how", lang, count=tiling.count) if tiling else GUIDE.how[lang]
        return f"{first[lang]} {step}" if first else step

    return GuideEntry(GUIDE.name, GUIDE.stock, GUIDE.double, each_language(how))
MAP_GUIDE = GuideEntry(every_language("board.guide.map"), PAPER, False, every_language("board.guide.map_how"))


class BoardSheets(Struct):
    part: Part
    drawn: Drawn
    layout: Frame
    tiling: Tiling | None
    shrink: Any = None  # a Shrink when the board prints a little smaller than its game file sizes it


def fit_cell(kind: BoardKind, context: Context, look: BoardLook, *, where: str = "--fit"):
    """The board's table at the largest cell (in 0.5 mm steps, never above the asked one) at which the board
    fits one sheet, for a kind whose sizes may change."""
    spec, paper = context.game.board, context.paper
    cell, base = float(spec.cell), float(spec.pawn_base)  # in range: the board kind's check
    least = base + ROOM
    step = math.floor(cell * 2 + 1e-9) / 2
    while step >= least - 1e-9:
        trial = kind.resize(spec, step, None, where) if step < cell else spec
        _, lay = framed(kind.draw(_with_board(context, trial)), look.title, look.footnote)
        if fits_one_sheet(lay.width, lay.height, paper.size):
            return trial
        step -= 0.5
    raise PnpError(said("errors.board.no_fit", paper=paper.label, least=round(least, 1), base=round(base, 1)), where=where)


def _with_board(context: Context, spec) -> Context:
    return structs.replace(context, game=structs.replace(context.game, board=spec))


def _laid(drawn: Drawn, look: BoardLook, paper) -> tuple[Group, Frame, tuple | None]:
    """The drawn board in its frame, and the words in an empty corner of it instead (`corner`) when that
    puts it on one sheet."""
    art, lay = framed(drawn, look.title, look.footnote)
    corner = None if fits_one_sheet(lay.width, lay.height, paper) else cornered(drawn, look.title, look.footnote)
    if corner and not fits_one_sheet(corner[1].width, corner[1].height, paper):
        corner = None  # the words go in an empty corner of the board only when that saves the tiling
    return (*(corner or (art, lay)), corner)


SHRINK = 0.03  # a board prints at most this much smaller when that saves sheets: the eye does not see it


class Shrink(Struct, frozen=True):
    """A board of square cells printed a little smaller to take fewer sheets: its table at the smaller cell,
    the cells' sides before and after, and the sheets before and after."""

    spec: Any
    cell: float
    was: float
    fewer: int
    count: int

    def line(self, lang: str) -> str:
        """What the guide says of it: by how much, and the cell's size, as a person checks it with a ruler."""
        scale = round(self.cell / self.was * 100)
        return typography(say("board.shrunk", lang, scale=scale, cell=point(fmt_mm(self.cell), lang),
                                              was=point(fmt_mm(self.was), lang), fewer=self.fewer, count=self.count), lang)


def _sheet_count(kind: BoardKind, context: Context, look: BoardLook, cell: float) -> int | None:
    """How many sheets the board takes with square cells of `cell` mm (None: pawns no longer fit them)."""
    paper = context.paper
    try:
        drawn = kind.draw(_with_board(context, kind.resize(context.game.board, cell, None, "--cell")))
    except PnpError:
        return None
    _, lay, _ = _laid(drawn, look, paper.size)
    if fits_one_sheet(lay.width, lay.height, paper.size):
        return 1
    try:
        return plan_tiles(lay.width, lay.height, paper.size, paper.label, OVERLAP, [lay.grid_x + x for x in drawn.xcuts],
                          [lay.grid_y + y for y in drawn.ycuts]).count
    except PnpError:  # too many sheets: no shrink is tried, and the board's own tiling says so at its key
        return None


def standing(game) -> float:
    """The widest piece the game stands on a cell, as its file declares it (a counter's size; a pawn's width,
    base and token, whichever style prints): the board never shrinks below it, which the pieces' checks read
    at the game file's cell."""
    sizes = [token.size for token in getattr(game, "tokens", None) or ()]
    sizes += [getattr(pawn, key) for pawn in getattr(game, "pawns", None) or () for key in ("width", "base", "token")]
    return max(map(float, sizes), default=0.0)


def smaller_cells(kind: BoardKind, context: Context, look: BoardLook, count: int) -> Shrink | None:
    """A tiled board of square cells that takes fewer sheets with cells at most SHRINK smaller (never narrower
    than a piece standing on them): the largest such cell (0.1 mm steps) and its table."""
    if kind.resize is None or kind.square is None:
        return None
    was = kind.square(context.game.board)
    least = max(was * (1 - SHRINK), standing(context.game))
    steps = range(math.floor(was * 10 - 1e-6), math.ceil(least * 10 - 1e-6) - 1, -1)  # tenths of a mm
    fewest = _sheet_count(kind, context, look, steps[-1] / 10) if steps else None
    if fewest is None or fewest >= count:  # the smallest allowed saves nothing: no larger one does (one drawing)
        return None
    cell = next(step / 10 for step in steps if (_sheet_count(kind, context, look, step / 10) or count) < count)
    fewer = _sheet_count(kind, context, look, cell)
    return Shrink(kind.resize(context.game.board, cell, None, "board.cell"), cell, was, fewer, count)


def _shrunk(kind: BoardKind, context: Context, look: BoardLook) -> Shrink | None:
    """The board a little smaller when that saves sheets, for a board the game file sizes (not pnp board --cell)."""
    count = _sheet_count(kind, context, look, kind.square(context.game.board)) if kind.resize and kind.square else None
    return smaller_cells(kind, context, look, count) if count and count > 1 else None


def kind_sheets(kind: BoardKind, context: Context, *, size_where: str | None = None) -> BoardSheets:
    """A board of any kind: checked, drawn, framed, then on sheets; printed up to SHRINK smaller when that
    saves sheets and the game file set its sizes. `size_where` names what set its sizes when a command-line
    option did (--cell, --pawn), for the message when it needs too many sheets."""
    paper, lang, where = context.paper, context.lang, context.source
    look = BoardLook.of(context)
    shrink = None if size_where else _shrunk(kind, context, look)
    if shrink:
        context = _with_board(context, shrink.spec)
    drawn = kind.draw(context)
    art, lay, corner = _laid(drawn, look, paper.size)

    def make(span):
        return corner or framed(drawn, look.title, look.footnote, span)

    xcuts = [lay.grid_x + x for x in drawn.xcuts]
    ycuts = [lay.grid_y + y for y in drawn.ycuts]
    bare, bare_lay = framed(drawn, look.title, "", notes=False)  # the reduced map leaves out the notes, below 6 pt there
    size_where = size_where or (f"{where}: board.{drawn.size_key}" if where else f"board.{drawn.size_key}")
    sheet_art, sheet_lay, layout, tiling = sheet_layout(make, drawn.note, paper, xcuts, ycuts, where=size_where,
                                                        said=shrink.line(lang) if shrink else "")
    title = f"{look.title} · {_s('board', lang)}"
    entry = guide(tiling, kind.how(context) if kind.how else None)
    if shrink:  # the making step says by how much: the kit's guide page prints it
        entry = structs.replace(entry, how={lang: f"{entry.how[lang]} {shrink.line(lang)}" for lang in entry.how})
    overview = Piece("board-map", "board", bare, bare_lay.width, bare_lay.height, stock="paper")
    board = board_piece(art, lay, layout, overview, lang, entry)  # whole, its words across its width
    # the kit lays the pieces out (pnp.layout.imposition.tiles): tiled, the board with its words in the first
    # column of sheets, and the drawing the assembly page's reduced map shows
    tiled = structs.replace(board, front=sheet_art, width=sheet_lay.width, height=sheet_lay.height)
    part = Part("board", Document(title, [], lang), [svg_page(board)], guide=entry,
                lead=(1, MAP_GUIDE) if tiling else None, piece=board, pieces=(tiled, overview) if tiling else (board,),
                layout=layout)
    return BoardSheets(part, drawn, lay, tiling, shrink)
