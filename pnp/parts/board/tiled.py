"""What every kind of board shares once it is drawn: its frame (title above, legend and credit below), a
score track round its edge, and its sheets (one sheet when it fits, else tiles with glue strips and a map).

A board kind (board_hex.py, board_track.py, board_points.py, board_art.py) checks its own [board] table,
then draws a `Drawn`: the board alone, in millimetres from its top-left corner, with the lines where a
seam may fall (so tiles are cut along printed lines) and the sentence the one-sheet page prints under
the calibration mark.
"""


import importlib
import math
from pathlib import Path
from typing import Annotated, Callable

from msgspec import Meta, Struct, field, structs

from pnp.base import colors
from pnp.base.errors import PnpError, in_file
from pnp.base.fonts import ascent, fit_line, fit_size, text_width, wrap
from pnp.scene import IDENTITY, Circle, Group, Image, Line, Matrix, Path as Shape, Rect, Style, Text, compose, translate
from pnp.model.spec import Localized, text
from pnp.base.units import fmt_mm, parse_length, positive_length
from pnp.base.i18n import add_strings

INK = "#000000"
PAD = 2.0  # mm round the art
TITLE_H = 10.0  # mm band above the board for its name
NOTE_SIZE = 2.6  # mm footnote text
LEGEND_SIZE = 3.0  # mm legend text (what each coloured side means)
ROOM = 2.0  # mm a cell or a spot needs beyond the pawn's base
MAX_SIZE = 100.0  # mm: a larger cell or spacing is surely a typo
MAX_SCORE = 1000  # the longest score track, 0 to 1000
MIN_SIZE = 3.0  # mm: the smallest length of a board kind's table (the smallest pawn base; a cell holds it and more)
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


class BoardKind(Struct, frozen=True):
    """One kind of [board]: its model, its checks, its drawing, and how the guide and the book name it."""

    name: str  # the `kind` tag
    model: type
    check: Callable  # (spec, where, folder) -> None; raises PnpError naming board.<field>
    draw: Callable  # (spec, look, where, folder) -> Drawn
    components: Callable  # (spec, lang) -> one line of the book's component list (Markdown-safe text)
    how: dict[str, str] = field(default_factory=dict)  # the guide's "how to make it", per language


BOARD_KINDS: dict[str, BoardKind] = {}


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
    raise PnpError(f"board.{key}: {message}", where=where)


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


LEGEND_LINE = LEGEND_SIZE * 1.4
NOTE_LINE = NOTE_SIZE * 1.3


def frame_layout(drawn: Drawn, footnote: str, span: tuple[float, float] | None = None) -> Frame:
    """Where the title, board, legend and notes go. `span`: the x range for the words (a tiled board's
    first column of sheets, so no seam cuts them and one sheet carries them); else the whole width."""
    width = drawn.width + 2 * PAD
    x0, x1 = span or (PAD, width - PAD)
    room = x1 - x0
    lines = tuple(wrap(footnote, NOTE_SIZE, room)) if footnote else ()
    swatch = LEGEND_SIZE * 1.1 + 1.5
    legend = tuple((shade_, tuple(wrap(words, LEGEND_SIZE, room - swatch)), marks) for shade_, words, marks in drawn.legend)
    legend_h = (sum(len(words) for _, words, _ in legend) * LEGEND_LINE + 2.0) if legend else 0.0
    notes_h = (len(lines) * NOTE_LINE + 2.0) if lines else 0.0
    grid_y = PAD + TITLE_H
    return Frame(width, grid_y + drawn.height + legend_h + notes_h + PAD, PAD, grid_y, lines, legend, (x0, x1))


def framed(drawn: Drawn, title: str, footnote: str, span: tuple[float, float] | None = None) -> tuple[Group, Frame]:
    lay = frame_layout(drawn, footnote, span)
    x0, x1 = lay.span
    middle = x0 + (x1 - x0) / 2
    words, size = fit_line(title, 6.0, x1 - x0, "bold")
    items: list = [Text(middle, PAD + 7.0, words, size, INK, "bold", "middle", role="title"),
                   Group(drawn.items, translate(lay.grid_x, lay.grid_y), role="board")]
    _legend_and_notes(items, lay.legend, lay.notes, middle, lay.grid_y + drawn.height + 1.0)
    return Group(items, role="board-art"), lay


def _legend_and_notes(items: list, legend, notes, middle: float, y: float) -> float:
    """The legend's swatches and words, then the notes, centred on x = middle from y down; returns the
    y below them."""
    for shade_, lines, marks in legend:
        swatch = LEGEND_SIZE * 1.1
        widest = max(text_width(line, LEGEND_SIZE) for line in lines)
        left = middle - (swatch + 1.5 + widest) / 2
        top = y + LEGEND_LINE - swatch * 0.9
        items.append(Rect(left, top, swatch, swatch, Style(fill=shade_, stroke=INK, width=0.2), role="swatch"))
        items.extend(Line(left + 0.2, top + swatch * k / (marks + 1), left + swatch - 0.2, top + swatch * k / (marks + 1),
                          Style(stroke="#ffffff", width=0.4), "swatch-mark") for k in range(1, marks + 1))
        for line in lines:
            y += LEGEND_LINE
            items.append(Text(left + swatch + 1.5, y - 0.3, line, LEGEND_SIZE, INK, role="legend"))
    if legend:
        y += 2.0
    y += 1.0
    for line in notes:
        y += NOTE_LINE
        items.append(Text(middle, y - 0.6, line, NOTE_SIZE, "#333333", anchor="middle", role="footnote"))
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
    bottom = _legend_and_notes(items, legend, notes, width / 2, ascent(size, "bold") + 1.0)
    return items, bottom


def cornered(drawn: Drawn, title: str, footnote: str) -> tuple[Group, Frame] | None:
    """The board with its title, legend and notes set in an empty corner of its own drawing (the triangles
    a rhombus of hexes leaves), when one holds them CLEAR mm from any ink: the art is then no larger than
    the board and its padding. Corners tried bottom-left, top-right, bottom-right, top-left; the widest
    block that fits wins (fewer lines)."""
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


def load_kinds() -> dict[str, BoardKind]:
    """Every board kind: each module of this package that registers one does so when imported (found by folder)."""
    for path in sorted(Path(__file__).parent.glob("*.py")):
        if "register_board(BoardKind(" in path.read_text(encoding="utf-8") and path.stem not in ("__init__", "tiled"):
            importlib.import_module(f"pnp.parts.board.{path.stem}")
    return BOARD_KINDS
