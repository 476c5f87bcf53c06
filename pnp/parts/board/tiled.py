"""What every kind of board shares: the one registry of board kinds, the keys all of them have, the frame
a drawn board sits in (title above, legend, notes and credit below), a score track round its edge, and its
sheets (one sheet when it fits, else tiles with glue strips, registration targets and a map).

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
from pnp.base.fonts import MIN_TEXT, ascent, fit_line, fit_size, text_width, wrap
from pnp.base.i18n import add_strings, point, say, t, typography
from pnp.base.units import fmt_mm, parse_length, positive_length
from pnp.engine.tiling import HEADER, OVERLAP, TARGET, Tiling, column_letter, fits_one_sheet, plan_tiles
from pnp.layout.icons import icon_group
from pnp.layout.imposition import GAP, Item, add_footers, impose, note_item, printable
from pnp.layout.marks import calibration_strip, strip_size
from pnp.model.spec import Localized, notice, text
from pnp.parts import CARD, PAPER, GuideEntry, Part
from pnp.parts.registry import Context
from pnp.pieces import Piece
from pnp.scene import IDENTITY, Circle, Document, Group, Image, Line, Matrix, Page, Rect, Style, Text, compose, rotate, scale, translate
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

    pawn_base: str = "14mm"  # the widest pawn or token base a cell or spot must hold
    score_track: Annotated[int, Meta(ge=0, le=MAX_SCORE)] = 0  # a score track 0..N round the board's edge; 0 for none
    score_cell: str = ""  # side of a score-track square; default the pawn base plus 2 mm

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


class BoardKind(Struct, frozen=True):
    """One kind of [board]: its model, its checks, its drawing, and how the guide and the book name it. Every
    callback takes one Context, like a part Kind's; the board's table is `context.game.board`."""

    name: str  # the `kind` tag
    model: type
    check: Callable[[Context], None]  # raises PnpError naming board.<field>
    draw: Callable[[Context], Drawn]  # context.opts is set
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


BOARD_KINDS: dict[str, BoardKind] = {}  # by name, each registered when its module is imported (board/__init__.py)


def register_board(kind: BoardKind) -> BoardKind:
    BOARD_KINDS[kind.name] = kind
    return kind


# --- small checks shared by the kinds -------------------------------------------------------------


def length(value: str, key: str, where: str, maximum: float = MAX_SIZE) -> float:
    """A length of the [board] table, an error naming board.<key>."""
    with in_file(where):
        return positive_length(value, field=f"board.{key}", maximum=maximum, minimum=MIN_SIZE)


def place(value: str, key: str, where: str, maximum: float) -> float:
    """A distance of the [board] table that may be zero."""
    with in_file(where):
        mm = parse_length(value, field=f"board.{key}")
    if not 0 <= mm <= maximum:
        fail(where, key, f"'{value}' is not between 0 and {fmt_mm(maximum)}")
    return mm


def shade(value: str, key: str, where: str) -> str:
    with in_file(where):
        return colors.color(value, field=f"board.{key}")


def fail(where: str, key: str, message: str):
    raise PnpError(message, file=where, field=f"board.{key}")


# --- the colours' names, shared by the kinds that print them ---------------------------------------

add_strings("board", {"colour_n": {"fr": "Couleur {n}", "en": "Colour {n}"}})


def colour_names(spec, shades, lang: str) -> list[str]:
    """Each colour's name: the game file's, else the colour's own name, else "Colour 3"."""
    if spec.names:
        return [text(n, lang) for n in spec.names]
    return [colors.color_name(c, lang).capitalize() if c.strip().lower() in colors.NAMES else say("board.colour_n", lang, n=k + 1)
            for k, c in enumerate(shades)]


def check_names(spec, keys: tuple[str, ...], where: str) -> None:
    """The labels printed on the board: at most MAX_NAME characters in every language."""
    for key in keys:
        for i, value in enumerate(getattr(spec, key)):
            for lang, words in (value.items() if isinstance(value, dict) else [("", value)]):
                if len(words) > MAX_NAME:
                    fail(where, f"{key}[{i}]" + (f".{lang}" if lang else ""),
                         f"'{words[:MAX_NAME]}…' is longer than {MAX_NAME} characters; shorten it")


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


SCORE_NOTE = add_strings("board.tiled.score_note", {"fr": " Piste de score de 0 à {top} autour du plateau.", "en": " A score track from 0 to {top} round the board."})


def ring_for(width: float, height: float, cell: float, top: int) -> Ring:
    return Ring(*ring_size(width, height, cell, top + 1), cell, top)


def with_score_track(drawn: Drawn, top: int, cell: float, lang: str) -> Drawn:
    """The board inside a frame of numbered squares 0..top."""
    ring = ring_for(drawn.width, drawn.height, cell, top)
    items: list = [Group(drawn.items, translate(*ring.inset(drawn.width, drawn.height)), role="board-inner"), *ring.items()]
    xcuts = tuple(cell * i for i in range(ring.columns + 3))
    ycuts = tuple(cell * i for i in range(ring.rows + 3))
    return structs.replace(drawn, items=items, width=ring.width, height=ring.height, xcuts=xcuts, ycuts=ycuts,
                   note=drawn.note + SCORE_NOTE[lang].format(top=top))


def score_track(drawn: Drawn, spec: BoardBase, where: str, lang: str) -> Drawn:
    if not spec.score_track:
        return drawn
    base = length(spec.pawn_base, "pawn_base", where)
    cell = length(spec.score_cell, "score_cell", where) if spec.score_cell else base + ROOM
    return with_score_track(drawn, spec.score_track, cell, lang)


def check_score(spec: BoardBase, where: str) -> None:
    if not 0 <= spec.score_track <= 1000:
        fail(where, "score_track", f"{spec.score_track} is not a score track; give 1 to 1000, or 0 for none")
    base = length(spec.pawn_base, "pawn_base", where)
    if spec.score_cell and length(spec.score_cell, "score_cell", where) < base + ROOM - 1e-9:
        fail(where, "score_cell", f"a {fmt_mm(length(spec.score_cell, 'score_cell', where))} square is too small for "
                                  f"pawns with a {fmt_mm(base)} base; give {fmt_mm(base + ROOM)} or more")


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
    return text(value, lang) if value else ""


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
})

def _s(key: str, lang: str, **values) -> str:
    """A board's own printed text, with its language's typography (apostrophes, French spaces)."""
    return typography(t(key, lang, STRINGS, **values), lang)


def _count(key: str, lang: str, names: list[str]) -> str:
    one, many = STRINGS[key][lang]
    listed = ", ".join(names) if len(names) <= 4 else f"{names[0]} … {names[-1]}"
    return (one if len(names) == 1 else many).format(n=len(names), names=listed)


def _join(names: list[str], lang: str) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {_s('and', lang)} {names[-1]}"



def centred(text: str, cx: float, cy: float, size: float, fill: str = INK, font: str = "regular", role: str = "label") -> Text:
    return Text(cx, cy + ascent(size, font) / 2, text, size, fill, font, "middle", role)



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
            out.append(centred(tile.name, x + (tile.col + 0.5) * cell, y + (tile.row + 0.5) * cell, size,
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


def _assembly_page(overview: tuple[Group, float], lay, tiling: Tiling, look: BoardLook, paper, paper_name: str,
                   said: str = "") -> list[Page]:
    """The first page of a tiled board: calibration strip, instructions, and the map of the sheets
    (`overview`: the art it reduces and its height; `said`: a line after the instructions, the board's shrink)."""
    art, board_h = overview
    _, _, aw, ah = printable(paper)
    lang = look.lang
    columns = _count("columns", lang, [column_letter(c) for c in range(tiling.cols)])
    rows = _count("rows", lang, [str(r + 1) for r in range(tiling.rows)])
    text = _s("assembly", lang, count=tiling.count, columns=columns, rows=rows, glue=fmt_mm(tiling.overlap))
    note = note_item(f"{text} {said}".strip(), paper)
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
        def draw_map(width: float, reduced: float | None = None) -> tuple[list, float]:
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
        drawer = draw_map

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
            items.append(centred(column_letter(tile.col), left + x + w / 2, top - MAP_BAND / 2, size, MAP_INK, "bold", "map-tile"))
        if tile.col == 0:
            items.append(centred(str(tile.row + 1), MAP_BAND / 2, top + y + h / 2, size, MAP_INK, "bold", "map-tile"))
    return Group(items, role="tile-map")


def svg_page(art: Group, lay, margin: float = 5.0) -> Page:
    """The whole untiled board on one page, for editing."""
    return Page(lay.width + 2 * margin, lay.height + 2 * margin, [Group([art], translate(margin, margin), role="board-sheet")])


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
                overview: tuple[Group, float] | None = None, said: str = ""):
    """The art on one sheet when it fits, else an assembly page and tiles whose seams fall on the given
    lines where they can. `make(span)` draws the art with its words set in the x range `span` (None: the
    whole width) and returns it with a layout giving its width and height; `overview` is the art for the
    reduced map and its height, when it leaves out what would print too small; `said`, a line the assembly page
    adds (the board printed a little smaller). Returns (pages, tiling, lead): `lead` counts the pages before the
    tiles (the reduced map prints on paper, the sheets on card)."""
    art, lay = make(None)
    one = fits_one_sheet(lay.width, lay.height, opts.paper)
    if one:
        return one_sheet(art, lay, note, look, one, opts.paper, opts.paper_label), None, None
    whole = (art, lay.height)
    art, lay, tiling = _settled(make, opts, xcuts, ycuts, where)
    pages = _assembly_page(overview or whole, lay, tiling, look, opts.paper, opts.paper_label, said)
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


GUIDE_WORDS = add_strings("board.guide", {
    "name": {"fr": "Plateau", "en": "Board"},
    "how": {"fr": "Une feuille, à taille réelle : rien à assembler.", "en": "One sheet, at full size: nothing to assemble."},
    "map": {"fr": "Plan du plateau", "en": "Board map"},
    "map_how": {"fr": "Plan réduit, pour l'assemblage : il montre où va chaque feuille.",
                "en": "A reduced map for the assembly: it shows where each sheet goes."},
})
GUIDE = GuideEntry(GUIDE_WORDS["name"], CARD, False, GUIDE_WORDS["how"])
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
MAP_GUIDE = GuideEntry(GUIDE_WORDS["map"], PAPER, False, GUIDE_WORDS["map_how"])


class BoardSheets(Struct):
    part: Part
    drawn: Drawn
    layout: Frame
    tiling: Tiling | None
    shrink: Any = None  # a Shrink when the board prints a little smaller than its game file sizes it


def fit_cell(kind: BoardKind, context: Context, look: BoardLook, *, where: str = "--fit"):
    """The board's table at the largest cell (in 0.5 mm steps, never above the asked one) at which the board
    fits one sheet, for a kind whose sizes may change."""
    spec, opts = context.game.board, context.opts
    cell = positive_length(spec.cell, field="board.cell", maximum=MAX_SIZE)
    base = positive_length(spec.pawn_base, field="board.pawn_base", maximum=MAX_SIZE)
    least = base + ROOM
    step = math.floor(cell * 2 + 1e-9) / 2
    while step >= least - 1e-9:
        trial = kind.resize(spec, step, None, where) if step < cell else spec
        _, lay = framed(kind.draw(_with_board(context, trial)), look.title, look.footnote)
        if fits_one_sheet(lay.width, lay.height, opts.paper):
            return trial
        step -= 0.5
    raise PnpError(
        f"the board does not fit one {opts.paper_label} sheet with cells of at least {fmt_mm(least)} "
        f"(pawns of {fmt_mm(base)} need them); drop --fit to print it over several sheets, choose larger "
        f"paper, or give the base of smaller pawns with --pawn",
        where=where,
    )


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
SHRUNK = add_strings("board.shrunk", {
    "fr": "Imprimé à {scale} % de sa taille (cases de {cell} au lieu de {was}) pour tenir sur {fewer} feuilles "
          "au lieu de {count}.",
    "en": "Printed at {scale}% of its size (cells of {cell} instead of {was}) to fit on {fewer} sheets instead of {count}.",
})


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
        return typography(SHRUNK[lang].format(scale=scale, cell=point(fmt_mm(self.cell), lang),
                                              was=point(fmt_mm(self.was), lang), fewer=self.fewer, count=self.count), lang)


def _sheet_count(kind: BoardKind, context: Context, look: BoardLook, cell: float) -> int | None:
    """How many sheets the board takes with square cells of `cell` mm (None: pawns no longer fit them)."""
    opts = context.opts
    try:
        drawn = kind.draw(_with_board(context, kind.resize(context.game.board, cell, None, "--cell")))
    except PnpError:
        return None
    _, lay, _ = _laid(drawn, look, opts.paper)
    if fits_one_sheet(lay.width, lay.height, opts.paper):
        return 1
    try:
        return plan_tiles(lay.width, lay.height, opts.paper, opts.paper_label, OVERLAP, [lay.grid_x + x for x in drawn.xcuts],
                          [lay.grid_y + y for y in drawn.ycuts]).count
    except PnpError:  # too many sheets: no shrink is tried, and the board's own tiling says so at its key
        return None


def standing(game) -> float:
    """The widest piece the game stands on a cell, as its file declares it (a counter's size; a pawn's width,
    base and token, whichever style prints): the board never shrinks below it, which the pieces' checks read
    at the game file's cell."""
    sizes = [getattr(token, "size", "") for token in getattr(game, "tokens", None) or ()]
    sizes += [getattr(pawn, key, "") for pawn in getattr(game, "pawns", None) or () for key in ("width", "base", "token")]
    return max((parse_length(size) for size in sizes if size), default=0.0)


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
    opts, where = context.opts, context.source
    look = BoardLook.of(context)
    shrink = None if size_where else _shrunk(kind, context, look)
    if shrink:
        context = _with_board(context, shrink.spec)
    drawn = kind.draw(context)
    art, lay, corner = _laid(drawn, look, opts.paper)

    def make(span):
        return corner or framed(drawn, look.title, look.footnote, span)

    xcuts = [lay.grid_x + x for x in drawn.xcuts]
    ycuts = [lay.grid_y + y for y in drawn.ycuts]
    bare, bare_lay = framed(drawn, look.title, "", notes=False)  # the reduced map leaves out the notes, below 6 pt there
    size_where = size_where or (f"{where}: board.{drawn.size_key}" if where else f"board.{drawn.size_key}")
    pages, tiling, lead = sheet_pages(make, drawn.note, look, opts, xcuts, ycuts, where=size_where,
                                      overview=(bare, bare_lay.height), said=shrink.line(opts.lang) if shrink else "")
    title = f"{look.title} · {_s('board', opts.lang)}"
    footers(pages, title, opts.lang, look.notice)
    entry = guide(tiling, kind.how(context) if kind.how else None)
    if shrink:  # the making step says by how much: the kit's guide page prints it
        entry = structs.replace(entry, how={lang: f"{entry.how[lang]} {shrink.line(lang)}" for lang in entry.how})
    part = Part("board", Document(title, pages, opts.lang), [svg_page(art, lay)], guide=entry, lead=lead,
                piece=board_piece(art, lay, tiling, (bare, bare_lay.height), opts.lang, entry))
    return BoardSheets(part, drawn, lay, tiling, shrink)
