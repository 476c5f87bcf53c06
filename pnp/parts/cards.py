"""Cards: decks from a spreadsheet (pnp/data.py), laid out from the row's fields; each card a piece for the
kit's sheets, or a print shop's faces (pnp.parts.shops).

A deck (`[[decks]]`) has a size (poker, bridge, tarot, mini, square, or any "63x88mm", "2.5x3.5in"),
its rows, and a layout: elements (title, text, corner, art, band, icon), each a box on the card and a
value. A value is a template: "{name}" is the row's column `name`, so "art/{picture}" picks a file per
card and "{ink}" a colour per card. With no layout, the first column is the title and the others text.
A template names columns and nothing more: Python's format specs and conversions ("{text:>999999999}",
"{name!r}") are refused, as they could make one field any size; a filled template is at most MAX_FILLED
characters, checked for every row before a card is drawn.

Text is wrapped and shrunk to fit its box, from its size (MIN_PT to MAX_PT) down to 6 pt; below that
the error names the file, the row and the column. The size is found by bisection over quarter points
(a text that fits at one size fits at every smaller one: widths scale with the size), the same size a
walk down from the top finds, in 9 tries instead of up to 265. It takes Markdown **bold** and *italic* (an oblique of DejaVu Sans, the cards' face: that
font has no italic), and inline icons (":sun:").

Sheets ("sheet" layout): each different card is a piece (pnp.pieces.Piece: front, back, trim, a rounded
outline, bleed, count, on card), laid out by the kit's one imposition with the other pieces of its stock:
cards of one size abut in a grid so one cut serves two (2 × bleed apart with bleed), crop marks on every
cut line, backs mirrored for the flip or, with duplex "none", beside their fronts to fold and glue. Print
shops ("shop" layout, --shop tgc|dtc|mpc): each face alone at trim plus the shop's bleed, in the shop's own
files (pnp.parts.shops, and the shops' rules in pnp.render.shops).
"""


import math
import re
import string
from functools import cache
from typing import Annotated, Literal, Union

import msgspec
from msgspec import Meta, Struct

from pnp.base import colors
from pnp.base.errors import PnpError
from pnp.base.fonts import OBLIQUE, SANS, Face, ascent, text_width
from pnp.base.i18n import LANGS, Grouped, Said, each_language, every_language, held, point, said, say, typography
from pnp.base.units import MM_PER, parse_length
from pnp.layout.icons import check_icon, icon_group, is_icon
from pnp.layout.imposition import grid_sheets
from pnp.model import budgets
from pnp.model.art import art_group, game_folder, load_art
from pnp.model.data import COUNT, Place, Row, Table, count, inline_table, read_table
from pnp.model.options import Choice
from pnp.model.spec import Id, Localized, text
from pnp.model.typefaces import BUILTIN, SUFFIXES, body_face, check_text, game_fonts, load_font
from pnp.parts import CARD, GuideEntry
from pnp.parts.registry import Context, Kind, register
from pnp.pieces import Piece
from pnp.render.shops import SHOPS, Shop
from pnp.scene import Group, Rect, Style, Text, rotate

_MODEL = dict(forbid_unknown_fields=True, kw_only=True, frozen=True)

SIZES = {"poker": (63.5, 88.9), "bridge": (57.15, 88.9), "tarot": (70.0, 120.0), "mini": (44.0, 68.0),
         "square": (70.0, 70.0)}
SHOP_BLEED = 25.4 / 8  # what print-on-demand services ask: trim plus 1/8 in on every side
MIN_PT = 6.0  # text is shrunk to fit down to this, and no further (fonts.MIN_TEXT, the floor of all print)
MAX_PT = 72.0  # a text's size: an inch-high letter; a larger one is surely a typo
MAX_FILLED = 4_000  # characters in a template filled from a row (as spec.MAX_TEXT for a game file's texts)
PT = MM_PER["pt"]
LEADING = 1.22
ITALIC_SLANT = OBLIQUE  # DejaVu Sans and a font without its italic file have no italic: a 12° slant
OUTLINE = Style(stroke="#9a9a9a", width=0.2)
KINDS = ("title", "text", "corner", "art", "band", "icon")
MAX_SIDE = 300.0  # mm: a card larger than A3 is a board
MIN_SIDE = 10.0  # mm: a smaller card cannot be shuffled or read



def _mm(length: float) -> float:
    """A length for a message, to a tenth of a mm (as units.fmt_mm), written in its reader's decimal mark."""
    return round(length, 1)


class Element(Struct, **_MODEL):
    """One thing drawn on a card: its kind, a value (a template of the row's columns) and its box."""

    kind: Literal["title", "text", "corner", "art", "band", "icon"]
    value: Localized = ""  # a template, or one per language: { fr = "{texte}", en = "{text}" }
    box: list[Union[str, Annotated[float, Meta(ge=0, le=int(MAX_SIDE))]]] = []  # x, y, width, height from the card's top-left corner; [] for the kind's place
    size: Annotated[float, Meta(ge=0, le=int(MAX_PT))] = 0.0  # the largest text size, in points, MIN_PT to MAX_PT (0: the kind's own)
    color: str = ""  # the text's or icon's colour, or a template such as "{ink}"; "" for the deck's
    font: str = ""  # "" (the kind's own), "regular", "bold" (DejaVu Sans), a name from [fonts], or a .ttf/.otf file
    align: Literal["", "left", "center", "right"] = ""
    fit: Literal["contain", "cover", "stretch"] = "contain"  # art in its box
    when: str = ""  # drawn only on the rows this names: "cost" (a value in the column), "type == spell", "type != spell"


class Back(Struct, **_MODEL):
    """The card's back: a colour, art, a title; each may be a template, so a column can pick the back."""

    background: str = "#23395d"
    art: str = ""
    title: Localized = ""
    color: str = "white"
    fit: Literal["contain", "cover", "stretch"] = "contain"


class Deck(Struct, **_MODEL):
    id: Id
    name: Localized = ""
    size: str = "poker"
    orientation: Literal["", "portrait", "landscape"] = ""  # "": as the size is written (named sizes stand upright)
    data: str = ""  # a .csv, .tsv or .xlsx file beside the game file
    sheet: str = ""  # the .xlsx sheet (default: the first)
    rows: list[dict[str, Union[str, int, float, bool]]] = []  # or the rows, inline: a number is shown as text, and is no
    # larger than any number of a game file may be (spec.MAX_NUMBER); a count is checked as a count
    layout: list[Element] = []
    layouts: dict[str, list[Element]] = {}  # other layouts by name, which a row's `layout` column chooses
    background: str = "white"  # the card's colour, or a template
    color: str = "black"  # the text's colour, or a template ("{ink}": red hearts, black spades)
    back: Back | None = None
    box: bool = False  # a tuck box for the deck (pnp/parts/tuck_boxes.py)


# --- sizes ----------------------------------------------------------------------------------------------

_SIZE = re.compile(r"\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(mm|cm|in)?\s*", re.I)


def card_size(deck: Deck, file: str | None = None, field: str = "size") -> tuple[float, float]:
    """Width and height in mm: a named size or "WxH" with a unit, turned for landscape."""
    named = SIZES.get(deck.size.strip().lower())
    if named:
        w, h = named
    else:
        match = _SIZE.fullmatch(deck.size)
        if not match or not match.group(3):
            raise PnpError(said("errors.cards.size", size=deck.size, sizes=", ".join(SIZES)), file=file, field=field)
        k = MM_PER[match.group(3).lower()]
        w, h = float(match.group(1)) * k, float(match.group(2)) * k
        if not (MIN_SIDE <= w <= MAX_SIDE and MIN_SIDE <= h <= MAX_SIDE):
            raise PnpError(said("errors.cards.side", size=deck.size, w=_mm(w), h=_mm(h), least=MIN_SIDE, most=MAX_SIDE),
                           file=file, field=field)
    if deck.orientation and (deck.orientation == "landscape") != (w > h):
        w, h = h, w
    return w, h


# --- templates ------------------------------------------------------------------------------------------


class _Template(Struct, frozen=True):
    literals: tuple[str, ...]  # the text before each column, and after the last
    names: tuple[str, ...]  # the columns, in order


@cache
def _template(template: str) -> _Template:
    """A template read once: only {column} (and {{ }} for braces); ValueError for anything else."""
    literals, names, pending = [], [], ""
    for literal, name, spec, conversion in string.Formatter().parse(template):
        pending += literal
        if name is None:
            continue
        if spec or conversion:
            shown = (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "")
            raise ValueError(said("errors.cards.template-format", shown=shown, name=name))
        if not name:
            raise ValueError(said("errors.cards.template-empty"))
        literals.append(pending)
        names.append(name)
        pending = ""
    literals.append(pending)
    return _Template(tuple(literals), tuple(names))


def _fields(template: str) -> tuple[str, ...]:
    return _template(template).names


def columns_of(template: Localized, file: str | None, field: str) -> tuple[str, ...]:
    """The columns a template names (in every language it is written in); `file` and `field` give it."""
    if isinstance(template, dict):
        return tuple(c for value in template.values() for c in columns_of(value, file, field))
    try:
        names = _fields(template)
    except ValueError as e:
        raise PnpError(said("errors.cards.template-read", template=template[:60], why=_why(e)), file=file, field=field) from None
    return names


def filled_length(template: Localized, row: Row) -> int:
    """How long the template is once filled from the row (the longest of its languages), without filling it."""
    if isinstance(template, dict):
        return max((filled_length(value, row) for value in template.values()), default=0)
    t = _template(template)
    return sum(map(len, t.literals)) + sum(len(row.values.get(name, "")) for name in t.names)


def _why(error: Exception) -> Said | str:
    """What a template's reader said is wrong with it (a message of the catalogue), or the column a row lacks."""
    reason = error.args[0] if error.args else ""
    return reason if isinstance(reason, Said) else str(error)


def fill(template: str, row: Row) -> str:
    if "{" not in template and "}" not in template:
        return template
    try:
        t = _template(template)
        values = [row.values[name] for name in t.names]
    except (ValueError, KeyError) as e:
        raise PnpError(said("errors.cards.template-fill", template=template[:60], why=_why(e)),
                       file=row.file, field=row.field) from None
    return "".join(part for pair in zip(t.literals, values) for part in pair) + t.literals[-1]


def cell(template: str, row: Row, file: str | None, fallback: str) -> Place:
    """Where a value came from, for messages: the row and the first column of its template, or else the
    game file's field `fallback` that holds it."""
    names = _fields(template)
    return Place(row.file, row.at(names[0])) if names else Place(file, fallback)


# --- rich text: **bold**, *italic*, :icon: --------------------------------------------------------------


class Run(Struct, frozen=True):
    text: str  # an icon's name when icon
    bold: bool
    italic: bool
    icon: bool = False
    space: bool = False  # a breakable space comes before it


_TOKEN = re.compile(r"(\*\*|\*|:(?:game-icons:)?[a-z0-9-]+:|[ \t]+|[^*: \t]+|[*:])")  # a no-break space is part of a word


_GAME_ICON = re.compile(r":(game-icons:[a-z0-9-]+):")
_ICON = re.compile(r"(:(?:game-icons:)?[a-z0-9-]+:)")


def typeset_text(value: str, lang: str | None) -> str:
    """A card's text with its language's typography (quotes, French spaces, figures kept with their units), or,
    when its language is not known (a spreadsheet's cell), its figures kept with their units; its inline icons
    (":sun:", ":game-icons:carrot:") left as they are."""
    return "".join(part if _ICON.fullmatch(part) else typography(part, lang) if lang else held(part)
                   for part in _ICON.split(value))


def runs(source: str, bold: bool = False) -> list[list[Run]]:
    """Paragraphs (one per line of the cell) of runs."""
    paragraphs = []
    for line in source.replace("\\n", "\n").split("\n"):
        out: list[Run] = []
        b, it, space = bold, False, False
        for token in _TOKEN.findall(line):
            if token == "**":
                b = not b
            elif token == "*":
                it = not it
            elif token.isspace():
                space = bool(out)
            elif token.startswith(":") and token.endswith(":") and is_icon(token[1:-1]):
                out.append(Run(token[1:-1], b, it, True, space))
                space = False
            else:
                out.append(Run(token, b, it, False, space))
                space = False
        paragraphs.append(out)
    return paragraphs


def _width(run: Run, size: float, face: Face = SANS) -> float:
    return size * 1.05 if run.icon else text_width(run.text, size, face.pick(run.bold, run.italic))


def _lines(paragraphs: list[list[Run]], size: float, width: float,
           most: int | None = None, face: Face = SANS) -> list[list[tuple[float, Run]]] | None:
    """Runs placed on lines (x of each run), breaking at spaces; None if a word is wider than the box, or
    as soon as there are more than `most` lines (a long text is not broken to the end at every size)."""
    space = text_width(" ", size, face.regular)
    lines: list[list[tuple[float, Run]]] = []
    for paragraph in paragraphs:
        line: list[tuple[float, Run]] = []
        x = 0.0
        i = 0
        while i < len(paragraph):
            j = i + 1
            while j < len(paragraph) and not paragraph[j].space:
                j += 1
            word = paragraph[i:j]
            word_w = sum(_width(r, size, face) for r in word)
            if word_w > width + 1e-6:
                return None
            start = x + (space if line else 0.0)
            if line and start + word_w > width + 1e-6:
                lines.append(line)
                line, start = [], 0.0
                if most is not None and len(lines) >= most:
                    return None
            for r in word:
                line.append((start, r))
                start += _width(r, size, face)
            x = start
            i = j
        lines.append(line)
        if most is not None and len(lines) > most:
            return None
    return lines


def fits(paragraphs, size: float, w: float, h: float, face: Face = SANS) -> list | None:
    """The lines at `size` (mm) if the text fits the w × h box, else None."""
    most = math.floor((h + 1e-6 - size) / (size * LEADING)) + 2  # lines the box holds, one spare for rounding
    if most < 1:
        return None
    lines = _lines(paragraphs, size, w, most, face)
    if lines is not None and (len(lines) - 1) * size * LEADING + size * 1.0 <= h + 1e-6:
        return lines
    return None


def fit_text(paragraphs, largest_pt: float, w: float, h: float, face: Face = SANS) -> tuple[float, list] | None:
    """The largest size (mm) from largest_pt down to 6 pt, by quarter points, at which the text fits: a
    bisection over the steps, as fitting is monotone (a text that fits fits smaller too)."""
    steps = max(0, math.floor((largest_pt - MIN_PT) * 4 + 1e-9))

    def at(k: int):
        return fits(paragraphs, (largest_pt - k / 4) * PT, w, h, face)

    if at(steps) is None:
        return None
    lo, hi = 0, steps  # the answer is in lo..hi: step hi fits
    while lo < hi:
        mid = (lo + hi) // 2
        if at(mid) is not None:
            hi = mid
        else:
            lo = mid + 1
    return (largest_pt - lo / 4) * PT, at(lo)


def text_items(lines, size: float, x: float, y: float, w: float, h: float, align: str, valign: str,
               ink: str, paper: str, face: Face = SANS) -> list:
    block = (len(lines) - 1) * size * LEADING + ascent(size, face.regular)
    top = y + (h - block) / 2 if valign == "middle" else y
    items: list = []
    for n, line in enumerate(lines):
        if not line:
            continue
        baseline = top + ascent(size, face.regular) + n * size * LEADING
        end = line[-1][0] + _width(line[-1][1], size, face)
        dx = x + (w - end if align == "right" else (w - end) / 2 if align == "center" else 0.0)
        for rx, chunk, r in _chunks(line, size, face):
            if r.icon:
                items.append(icon_group(r.text, dx + rx + size * 0.025, baseline - size * 0.85, size, ink, paper))
                continue
            font = face.pick(r.bold, r.italic)
            if r.italic and font == face.pick(r.bold):  # no italic file: the upright slanted
                italic = Text(0, 0, chunk, size, ink, font, role="card-text italic")
                items.append(Group([italic], (1.0, 0.0, ITALIC_SLANT, 1.0, dx + rx, baseline)))
            else:
                items.append(Text(dx + rx, baseline, chunk, size, ink, font, role="card-text"))
    return items


def _chunks(line, size: float, face: Face = SANS):
    """A line's runs merged where the style does not change, spaces included: one text object for each
    stretch of the same face, so the PDF's text reads (and copies) as words and sentences."""
    out: list[list] = []
    for x, r in line:
        last = out[-1] if out else None
        if last and not r.icon and not last[2].icon and (last[2].bold, last[2].italic) == (r.bold, r.italic):
            last[1] += (" " if r.space else "") + r.text
        elif r.space and not r.icon and out:  # the space before a change of face belongs to the new stretch
            out.append([x - text_width(" ", size, face.pick(r.bold, r.italic)), " " + r.text, r])
        else:
            out.append([x, r.text, r])
    return [tuple(c) for c in out]


# --- what goes where ------------------------------------------------------------------------------------

DEFAULT_PT = {"title": 11.0, "text": 9.0, "corner": 10.0}


def _default_box(kind: str, w: float, h: float) -> tuple[float, float, float, float]:
    m = min(SHOP_BLEED, 0.06 * min(w, h))  # the safe zone print shops keep clear of the cut
    return {
        "title": (m, m, w - 2 * m, 0.13 * h),
        "corner": (m, m, 0.16 * w, 0.09 * h),
        "art": (m, m + 0.15 * h, w - 2 * m, 0.42 * h),
        "text": (m, 0.6 * h, w - 2 * m, 0.4 * h - m),
        "band": (0.0, 0.0, w, 0.09 * h),
        "icon": (w - m - 0.16 * w, m, 0.16 * w, 0.16 * w),
    }[kind]


def default_layout(table: Table, skip: set[str], size: tuple[float, float]) -> list[Element]:
    """The first column as the title, every other one as a line of text below it: "**column**: value"."""
    shown = [c for c in table.columns if c != COUNT and c not in skip]
    layout = [Element(kind="title", value="{" + shown[0] + "}")] if shown else []
    if shown[1:]:
        x, y, w, h = _default_box("title", *size)
        box = [x, y + h + 2.0, w, size[1] - 2 * y - h - 2.0]
        layout.append(Element(kind="text", value="\n".join(f"**{c}**: {{{c}}}" for c in shown[1:]), box=box))
    return layout


def _box(element: Element, w: float, h: float, file: str | None, field: str) -> tuple[float, float, float, float]:
    if not element.box:
        return _default_box(element.kind, w, h)
    if len(element.box) != 4:
        raise PnpError(said("errors.cards.box-numbers", count=len(element.box)), file=file, field=f"{field}.box")
    x, y, bw, bh = (parse_length(v, field=f"{field}.box", file=file) for v in element.box)
    if bw <= 0 or bh <= 0 or x < -1e-6 or y < -1e-6 or x + bw > w + 1e-6 or y + bh > h + 1e-6:
        raise PnpError(said("errors.cards.box-outside", x=_mm(x), y=_mm(y), w=_mm(bw), h=_mm(bh), card_w=_mm(w), card_h=_mm(h)),
                       file=file, field=f"{field}.box")
    return x, y, bw, bh


def _to_bleed(box, w: float, h: float, bleed: float):
    """A box touching the card's edge grows into the bleed on that side, so art runs off the cut."""
    x, y, bw, bh = box
    x0 = x - bleed if x <= 1e-6 else x
    y0 = y - bleed if y <= 1e-6 else y
    x1 = x + bw + bleed if x + bw >= w - 1e-6 else x + bw
    y1 = y + bh + bleed if y + bh >= h - 1e-6 else y + bh
    return x0, y0, x1 - x0, y1 - y0


class DeckPlan(Struct):
    """A deck checked and read: what every card needs before it is drawn."""

    deck: Deck
    file: str  # the game file (its Source), and the deck's field in it: "decks[0]"
    field: str
    folder: object
    size: tuple[float, float]
    table: Table
    layout: list[Element]
    faces: list[Face] = []  # each layout element's fonts (card_face)
    back_face: Face = SANS  # the back's title
    layouts: dict[str, tuple[list[Element], list[Face]]] = {}  # the deck's other layouts, by name, with their fonts

    @property
    def name(self) -> str:
        return self.deck.id

    def chosen(self, row: Row) -> tuple[list[Element], list[Face], str]:
        """The layout a row is drawn with (its `layout` column's, else the deck's), its fonts, and its field in
        the game file ("decks[0].layouts.spell")."""
        name = row.values.get(LAYOUT_COLUMN, "").strip() if self.layouts else ""
        if name:
            elements, faces = self.layouts[name]
            return elements, faces, f"{self.field}.layouts.{name}"
        return self.layout, self.faces, f"{self.field}.layout"


LAYOUT_COLUMN = "layout"  # the column that names a row's layout, when the deck has `layouts`


class When(Struct, frozen=True):
    """An element's condition: the column has a value, or (op "==", "!=") that value."""

    column: str
    op: str = ""
    value: str = ""

    def holds(self, row: Row) -> bool:
        cell = row.values.get(self.column, "").strip()
        if not self.op:
            return bool(cell)
        return (cell == self.value) == (self.op == "==")


_WHEN = re.compile(r"\s*([^=!]+?)\s*(?:(==|!=)\s*(.*?)\s*)?")


@cache
def when(text: str) -> When | None:
    """`when` read: "cost", "type == spell", "type != 'spell'"; None for no condition; ValueError for anything
    else (no expression is evaluated: a column, and a value compared as text)."""
    if not text.strip():
        return None
    match = _WHEN.fullmatch(text)
    if not match:
        raise ValueError(said("errors.cards.when-syntax"))
    column, op, value = match.group(1), match.group(2) or "", match.group(3) or ""
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        value = value[1:-1]
    return When(column, op, value.strip())


def shows(element: Element, row: Row) -> bool:
    """Whether the element is drawn on this row's card (its `when`, read at the plan's check)."""
    condition = when(element.when)
    return condition is None or condition.holds(row)


def deck_cards(game, file: str) -> dict[str, tuple[tuple[str, ...], list[tuple[dict[str, str], int]]]]:
    """Each deck's columns and rows with their copies: what the odds of a hand count (pnp stats deck, claims)."""
    out = {}
    for i, deck in enumerate(game.decks):
        where = f"decks[{i}]"
        if deck.data:
            table = read_table(deck.data, game_folder(file), file=file, field=f"{where}.data", sheet=deck.sheet)
        else:
            table = inline_table(deck.rows, file=file, field=f"{where}.rows")
        out[deck.id] = (table.columns, [(row.values, count(row)) for row in table.rows])
    return out


def plan_deck(deck: Deck, index: int, file: str, named: dict[str, str] | None = None) -> DeckPlan:
    """Everything about a deck that can be checked without drawing: size, data, columns the layout names.
    `file`: the game file, whose folder holds the deck's data and art; `named`: its [fonts], by name to key."""
    where = f"decks[{index}]"
    size = card_size(deck, file, f"{where}.size")
    folder = game_folder(file)
    if deck.data and deck.rows:
        raise PnpError(said("errors.cards.data-and-rows"), file=file, field=where)
    if deck.data:
        table = read_table(deck.data, folder, file=file, field=f"{where}.data", sheet=deck.sheet)
    elif deck.rows:
        table = inline_table(deck.rows, file=file, field=f"{where}.rows")
    else:
        raise PnpError(said("errors.cards.no-rows"), file=file, field=where)
    back_templates = [deck.back.background, deck.back.art, deck.back.title, deck.back.color] if deck.back else []
    back_columns = {c for t in back_templates for c in columns_of(t, file, f"{where}.back")}
    if deck.layouts:
        table.require(LAYOUT_COLUMN, named_by=said("errors.cards.named-by-layouts", place=f"{file}: {where}.layouts"))
        back_columns.add(LAYOUT_COLUMN)
    layout = list(deck.layout) or default_layout(table, back_columns, size)
    _check_layout(layout, f"{where}.layout", size, table, file)
    for name, elements in deck.layouts.items():
        _check_layout(elements, f"{where}.layouts.{name}", size, table, file)
    for template in (deck.background, deck.color, *back_templates):
        for column in columns_of(template, file, where):
            table.require(column, named_by=said("errors.cards.named-by-back", place=f"{file}: {where}"))
    if not sum(count(row) for row in table.rows):  # counts are checked now, every one
        raise PnpError(said("errors.cards.no-card", column=COUNT), file=table.file, field=table.field)
    named = named or {}
    faces = [card_face(e, named, folder, file, f"{where}.layout[{i}]") for i, e in enumerate(layout)]
    layouts = {name: (elements, [card_face(e, named, folder, file, f"{where}.layouts.{name}[{i}]")
                                 for i, e in enumerate(elements)]) for name, elements in deck.layouts.items()}
    back_face = card_face(Element(kind="title"), named, folder, file, f"{where}.back.title")
    plan = DeckPlan(deck, file, where, folder, size, table, layout, faces, back_face, layouts)
    _check_chosen(plan)
    _check_filled(plan, [deck.background, deck.color, *back_templates])
    return plan


def _check_layout(layout: list[Element], where: str, size: tuple[float, float], table: Table, file: str) -> None:
    """A layout's elements: boxes on the card, text sizes, the columns its templates and conditions name, icons."""
    for i, element in enumerate(layout):
        field = f"{where}[{i}]"
        _box(element, *size, file, field)
        if element.size and not MIN_PT <= element.size <= MAX_PT:  # not (…) also catches nan
            raise PnpError(said("errors.cards.text-size", size=element.size, least=MIN_PT, most=MAX_PT),
                           file=file, field=f"{field}.size")
        for template in (element.value, element.color):
            for column in columns_of(template, file, field):
                table.require(column, named_by=f"{file}: {field}")
        try:
            condition = when(element.when)
        except ValueError as e:
            raise PnpError(said("errors.cards.when", when=element.when[:60], why=_why(e)), file=file, field=f"{field}.when") from None
        if condition is not None:
            table.require(condition.column, named_by=f"{file}: {field}.when")
        if element.kind == "icon" and isinstance(element.value, str) and not _fields(element.value):
            check_icon(element.value, file=file, field=f"{field}.value")


def _check_chosen(plan: DeckPlan) -> None:
    """Each row of a deck with layouts names one of them, or leaves its cell empty for the deck's own layout."""
    if not plan.layouts:
        return
    import difflib  # for a mistyped layout's name only

    names = list(plan.layouts)
    for row in plan.table.rows:
        name = row.values.get(LAYOUT_COLUMN, "").strip()
        if name in plan.layouts or (not name and plan.deck.layout):
            continue
        if not name:
            raise PnpError(said("errors.cards.layout-none", names=", ".join(names)), file=row.file, field=row.at(LAYOUT_COLUMN))
        hint = difflib.get_close_matches(name, names, n=1, cutoff=0.5)
        fields = dict(name=name[:40], field=f"{plan.field}.layouts", names=", ".join(names))
        told = said("errors.cards.layout-hint", hint=hint[0], **fields) if hint else said("errors.cards.layout", **fields)
        raise PnpError(told, file=row.file, field=row.at(LAYOUT_COLUMN))


def card_face(element: Element, named: dict[str, str], folder, file: str, field: str) -> Face:
    """The fonts an element's text is set in: its `font` (DejaVu Sans's "regular" or "bold", a name from the
    game's [fonts], or a font file beside the game file), else [fonts].title for titles and corners and
    [fonts].body for text, else DejaVu Sans. The body sets **bold** and *italic* in [fonts].bold and .italic
    where given (typefaces.body_face); any other one font draws every run, italic slanted as the sans is."""
    if element.kind not in ("title", "text", "corner"):
        return SANS
    font = element.font or ("body" if element.kind == "text" else "title")
    if font in BUILTIN or (not element.font and font not in named):
        return SANS
    if font == "body" and font in named:
        return body_face(named)
    if font in named:
        key = named[font]
    elif font.lower().endswith(SUFFIXES):
        key = load_font(font, folder, file=file, field=f"{field}.font")
    else:
        names = ", ".join([*BUILTIN, *named]) if named else ", ".join(BUILTIN)
        raise PnpError(said("errors.cards.font", font=font, names=names), file=file, field=f"{field}.font")
    return Face(key, key, key, key)


def _check_filled(plan: DeckPlan, others: list) -> None:
    """Every template filled from every row (its own layout's) stays under MAX_FILLED characters: measured, not
    filled."""
    file, where = plan.file, plan.field
    for row in plan.table.rows:
        layout, _, chosen = plan.chosen(row)
        templates = [(f"{chosen}[{i}]", t) for i, e in enumerate(layout) for t in (e.value, e.color)]
        templates += [(where, t) for t in others]
        for field, template in templates:
            n = filled_length(template, row)
            if n > MAX_FILLED:
                shown = next(iter(columns_of(template, file, field)), "")
                raise PnpError(said("errors.cards.filled", place=f"{file}: {field}", count=n, limit=Grouped(MAX_FILLED),
                                     over=Grouped(n - MAX_FILLED)),
                               file=row.file, field=row.at(shown) if shown else row.field)


# --- drawing one card -----------------------------------------------------------------------------------


def _color(template: str, row: Row, file: str, fallback: str) -> str:
    value = fill(template, row)
    place = cell(template, row, file, fallback)
    return colors.color(value, field=place.field, file=place.file)


class CardMaker:
    """Draws a deck's fronts and backs; a row drawn once serves all its copies (one PDF form each)."""

    def __init__(self, plan: DeckPlan, bleed: float, outline: bool, lang: str):
        self.plan, self.bleed, self.outline, self.lang = plan, bleed, outline, lang
        self.fronts: dict[int, Group] = {}
        self.backs: dict[tuple, Group] = {}

    def front(self, row: Row) -> Group:
        key = id(row)
        if key not in self.fronts:
            self.fronts[key] = _DRAWINGS.get(self, row) if _DRAWINGS is not None else self._front(row)
        return self.fronts[key]

    def _front(self, row: Row) -> Group:
        plan, b = self.plan, self.bleed
        w, h = plan.size
        deck = plan.deck
        paper, ink = self.colours(row)
        items: list = [Rect(-b, -b, w + 2 * b, h + 2 * b, Style(fill=paper), role="card-background")]
        layout, faces, field = plan.chosen(row)
        for i, element in enumerate(layout):
            if shows(element, row):
                items += self.element(element, row, f"{field}[{i}]", paper, ink, faces[i])
        if self.outline:
            items.append(Rect(0, 0, w, h, OUTLINE, role="card"))
        return Group(items, role=f"card card-{deck.id}")

    def colours(self, row: Row) -> tuple[str, str]:
        """The card's paper and ink for this row."""
        plan = self.plan
        return (_color(plan.deck.background, row, plan.file, f"{plan.field}.background"),
                _color(plan.deck.color, row, plan.file, f"{plan.field}.color"))

    def element(self, element: Element, row: Row, field: str, paper: str, ink: str, face: Face = SANS) -> list:
        w, h = self.plan.size
        file = self.plan.file
        box = _box(element, w, h, file, field)
        template = text(element.value, self.lang)
        value = fill(template, row)
        place = cell(template, row, file, f"{field}.value")
        if element.kind == "band":
            if not value.strip():
                return []
            fill_ = colors.color(value, field=place.field, file=place.file)
            return [Rect(*_to_bleed(box, w, h, self.bleed), Style(fill=fill_), role="card-band")]
        if element.kind == "art":
            if not value.strip():
                return []
            art = load_art(value, self.plan.folder, file=place.file, field=place.field)
            return [art_group(art, *_to_bleed(box, w, h, self.bleed), element.fit, file=place.file, field=place.field,
                              role="card-art")]
        color = _color(element.color, row, file, f"{field}.color") if element.color else ink
        if element.kind == "icon":
            if not value.strip():
                return []
            check_icon(value, file=place.file, field=place.field)
            side = min(box[2], box[3])
            return [icon_group(value, box[0] + (box[2] - side) / 2, box[1] + (box[3] - side) / 2, side, color, paper)]
        written = isinstance(element.value, dict) and self.lang in element.value  # a text in the kit's language
        return self.words(element, typeset_text(value, self.lang if written else None), box, place, color, paper, face)

    def words(self, element: Element, value: str, box, place: Place, color: str, paper: str, face: Face = SANS) -> list:
        if not value.strip():
            return []
        kind = element.kind
        bold = face == SANS and (element.font or ("regular" if kind == "text" else "bold")) == "bold"
        for name in _GAME_ICON.findall(value):  # a game-icons name in the text must be one; pnp's own may be words
            check_icon(name, file=place.file, field=place.field)
        paragraphs = runs(value, bold)
        for paragraph in paragraphs:  # what is drawn, icons aside: the first character the font lacks is named
            for run in paragraph:
                if not run.icon:
                    check_text(run.text, face.pick(run.bold, run.italic), file=place.file, field=place.field)
        x, y, bw, bh = box
        largest = element.size or DEFAULT_PT[kind]
        fitted = fit_text(paragraphs, max(largest, MIN_PT), bw, bh, face)
        if fitted is None:
            raise PnpError(said("errors.cards.fit", w=_mm(bw), h=_mm(bh), least=MIN_PT), file=place.file, field=place.field)
        size, lines = fitted
        align = element.align or ("center" if kind == "title" else "left")
        items = text_items(lines, size, x, y, bw, bh, align, "middle" if kind == "title" else "top", color, paper, face)
        if kind == "corner":  # the same value upside down in the opposite corner, as on playing cards
            w, h = self.plan.size
            items = [Group(items, role="corner"), Group(list(items), rotate(180, w / 2, h / 2), role="corner")]
        return items

    def back(self, row: Row) -> Group | None:
        spec = self.plan.deck.back
        if spec is None:
            return None
        where = f"{self.plan.field}.back"
        values = (fill(spec.background, row), fill(spec.art, row), fill(text(spec.title, self.lang), row), fill(spec.color, row))
        if values not in self.backs:
            self.backs[values] = self._back(spec, row, where)
        return self.backs[values]

    def _back(self, spec: Back, row: Row, where: str) -> Group:
        w, h = self.plan.size
        b = self.bleed
        file = self.plan.file
        paper = _color(spec.background, row, file, f"{where}.background")
        items: list = [Rect(-b, -b, w + 2 * b, h + 2 * b, Style(fill=paper), role="card-background")]
        art = fill(spec.art, row)
        if art.strip():
            box = _to_bleed((0.0, 0.0, w, h), w, h, b) if spec.fit == "cover" else (0.1 * w, 0.1 * h, 0.8 * w, 0.8 * h)
            place = cell(spec.art, row, file, f"{where}.art")
            loaded = load_art(art, self.plan.folder, file=place.file, field=place.field)
            items.append(art_group(loaded, *box, spec.fit, file=place.file, field=place.field, role="card-art"))
        template = text(spec.title, self.lang)
        title = fill(template, row)
        if title.strip():
            ink = _color(spec.color, row, file, f"{where}.color")
            element = Element(kind="title", value=title, size=16.0)
            items += self.words(element, title, (0.1 * w, 0.4 * h, 0.8 * w, 0.2 * h), cell(template, row, file, f"{where}.title"),
                                ink, paper, self.plan.back_face)
        if self.outline:
            items.append(Rect(0, 0, w, h, OUTLINE, role="card"))
        return Group(items, role=f"card-back card-back-{self.plan.deck.id}")


# --- pieces ---------------------------------------------------------------------------------------------
#
# On sheets, a card is a piece like a counter: the kit's one imposition (pnp.layout.imposition) packs a deck
# in a grid with the other pieces of its stock, the cards touching so one cut parts two, crop marks on
# every cut line, backs mirrored for the flip or beside their fronts to fold over. A print shop's faces are
# drawn by pnp.parts.shops, from the same cards.


def sheet_count(plan: DeckPlan, context: Context) -> int:
    """About how many pages the deck's sheets will take on the context's paper (the budget is checked before
    any card is drawn)."""
    w, h = plan.size
    return grid_sheets(plan.table.total(), w, h, context.bleed, context.paper.size, double=plan.deck.back is not None,
                       duplex=context.duplex)


# --- the kind: guide page, shopping list, component list, and the kit ------------------------------------

# --layout and --shop, their help in pnp/cli; what each chooses, as an error about a value it lacks names it
LAYOUT = Choice("layout", said("cards.option.layout"), ("sheet", "shop"))
SHOP = Choice("shop", said("cards.option.shop"), tuple(SHOPS))
STOCK = CARD  # said once for every part printed on card; plain paper slid into sleeves works too (the shopping list)
def _number(value: float, lang: str) -> str:
    return point(f"{value:g}", lang)


def _describe(deck: Deck, lang: str, n: int) -> str:
    """"- 40 cartes « Astres » (poker, 63,5 × 88,9 mm)": a line of the component list."""
    w, h = card_size(deck)
    named = deck.size.strip().lower()
    fields = dict(count=n, deck=_quoted(deck, lang), w=_number(w, lang), h=_number(h, lang))
    if named in SIZES:
        return say("cards.component_named", lang, size=say(f"cards.size.{named}", lang), **fields)
    return say("cards.component", lang, **fields)


_PLANS: dict[int, tuple] = {}  # id(game) -> (game, where, plans): what the check read, for the book and guide


def _quoted(deck: Deck, lang: str) -> str:
    name = text(deck.name, lang) or deck.id
    return say("quoted", lang, name=name)


class Drawings:
    """Card fronts drawn by the builds before, by everything a front depends on (the deck's table, its layout,
    its size, the row's cells, the language, the bleed): pnp watch redraws only the cards that changed. A
    drawing the last build did not use is forgotten at the next (`turn`); art is read from files, so pnp watch
    forgets them all when a file other than the game file or a deck's data changes (`clear`)."""

    def __init__(self) -> None:
        self.old: dict[bytes, Group] = {}
        self.new: dict[bytes, Group] = {}

    def get(self, maker: CardMaker, row: Row) -> Group:
        plan = maker.plan
        key = msgspec.json.encode([plan.deck, plan.layout, plan.size, str(plan.file), plan.field, row.values,
                                   str(row.file), row.field, maker.bleed, maker.outline, maker.lang])
        drawn = self.new.get(key) or self.old.pop(key, None)
        if drawn is None:
            drawn = maker._front(row)
        self.new[key] = drawn
        return drawn

    def turn(self) -> None:
        self.old, self.new = self.new, {}

    def clear(self) -> None:
        self.old, self.new = {}, {}


_DRAWINGS: Drawings | None = None  # on in pnp watch (keep_drawings)


def keep_drawings() -> Drawings:
    """Card fronts kept from one build to the next in this process (pnp watch), which draws only what changed."""
    global _DRAWINGS
    if _DRAWINGS is None:
        _DRAWINGS = Drawings()
    return _DRAWINGS


def _plans(game, where: str) -> list[DeckPlan]:
    """The game's decks planned (data read from the game file's folder, columns checked), once for the
    check, the cards, the guide's lists and the book's component list of one game."""
    known = _PLANS.get(id(game))
    if known and known[0] is game and known[1] == where:
        return known[2]
    named = game_fonts(game, where) if game.decks else {}
    plans = [plan_deck(deck, i, where, named) for i, deck in enumerate(game.decks)]
    budgets.cards(sum(plan.table.total() for plan in plans), where, "decks")  # before any card is drawn
    _PLANS[id(game)] = (game, where, plans)
    return plans


def _guide(plan: DeckPlan, duplex: str) -> GuideEntry:
    if plan.deck.back is None:
        how, double = every_language("cards.how.single"), False
    else:
        how, double = every_language(f"cards.how.{duplex}"), duplex != "none"
    n = plan.table.total()
    names = each_language(lambda lang: say("cards.cards", lang, deck=_quoted(plan.deck, lang), n=n))
    return GuideEntry(names, STOCK, double, how)


def shop_of(choices: tuple[tuple[str, str], ...]) -> Shop | None:
    """The print shop a build is for, by the kinds' options given (name, value), or None for the kit: --shop
    implies --layout shop, and --layout shop alone is The Game Crafter's (the first shop). --shop with
    --layout sheet is a contradiction, refused."""
    given = dict(choices)
    if "shop" in given and given.get("layout") == "sheet":
        raise PnpError(said("errors.cards.shop-layout"), field="--shop")
    if "shop" in given or given.get("layout") == "shop":
        return SHOPS[given.get(SHOP.name, SHOP.values[0])]
    return None


def deck_plans(game, where: str) -> list[DeckPlan]:
    """The game's decks, planned once (pnp.parts.shops draws a print shop's faces from them)."""
    return _plans(game, where)


def _check(context: Context) -> None:
    game, where = context.game, context.source
    _plans(game, where)


def _components(context: Context) -> list[str]:
    game, lang, where = context.game, context.lang, context.source
    return [_describe(plan.deck, lang, plan.table.total()) for plan in _plans(game, where)]


def _shopping(context: Context) -> list[str]:
    """Sleeves, for cards that should last (the card stock itself is on the guide's list of stocks)."""
    game, lang, where = context.game, context.lang, context.source
    lines = []
    for plan in _plans(game, where):
        w, h = plan.size
        n = plan.table.total()
        lines.append(say("cards.sleeves", lang, count=n, w=_number(w, lang), h=_number(h, lang), deck=_quoted(plan.deck, lang)))
    return lines


def _verify(context: Context) -> list[tuple[str, object]]:
    """For pnp validate: every card of every deck drawn, front and back, in both languages."""
    game, where = context.game, context.source
    def draw(plan: DeckPlan) -> str:
        for lang in LANGS:
            maker = CardMaker(plan, 0.0, True, lang)
            for row in plan.table.rows:
                maker.front(row), maker.back(row)
        return str(said("cards.verified", count=plan.table.total()))

    return [(str(said("cards.verify", name=plan.deck.id)), lambda plan=plan: draw(plan)) for plan in _plans(game, where)]


def card_pieces(context: Context) -> list[Piece]:
    """Each different card of every deck as a piece ("deck-3": the deck's third row, its count the copies):
    for the kit's sheets, shared with the other pieces on card, and for whatever wants one card alone
    (pnp.kit.piece). None for a print shop's build, whose faces pnp.parts.shops draws."""
    game, where = context.game, context.source
    if shop_of(context.choices):
        return []
    pieces = []
    for plan in _plans(game, where):
        budgets.pages(sheet_count(plan, context), plan.file, plan.field)  # before any card is drawn
        pieces += _card_pieces(plan, enumerate(plan.table.rows), context)
    return pieces


def _card_pieces(plan: DeckPlan, rows, context: Context) -> list[Piece]:
    """The pieces of a deck's rows (index, row), each drawn once for all its copies, in the context's language,
    bleed and duplex."""
    lang, bleed, duplex = context.lang, context.bleed, context.duplex
    maker = CardMaker(plan, bleed, outline=bleed == 0, lang=lang)
    w, h = plan.size
    entry = _guide(plan, duplex)
    pieces = []
    for i, row in rows:
        n = count(row)
        if n <= 0:
            continue
        back = maker.back(row)
        pieces.append(Piece(f"{plan.deck.id}-{i + 1}", "card", maker.front(row), w, h, back=back, outline="rounded",
                            bleed=bleed, count=n, crop=True, backing="duplex" if back is not None else "none",
                            making=("cut", "glue") if back is not None and duplex == "none" else ("cut",),
                            family=plan.deck.id, group=entry.name[lang], note=say("cards.how.single", lang),
                            sheet=f"cards-{plan.deck.id}", guide=entry))
    return pieces


def card_rows(game, where: str) -> dict[str, bytes]:
    """Each card's piece name ("astres-3") with what its drawing depends on, the deck's table and the row's
    cells, as bytes to compare: the cards an edit of the data changed, found without drawing any."""
    rows = {}
    for plan in _plans(game, where):
        deck = msgspec.json.encode([plan.deck, plan.layout, plan.size])  # its layouts are in plan.deck
        for i, row in enumerate(plan.table.rows):
            rows[f"{plan.deck.id}-{i + 1}"] = deck + msgspec.json.encode([row.values, row.field])
    return rows


def card_piece(context: Context, name: str) -> Piece | None:
    """The card named `name` ("astres-3") alone, drawn without the rest of its deck (pnp proof, pnp watch's
    first view of an edited card); None when no card has that name."""
    deck, _, number = name.rpartition("-")
    if not number.isdigit():
        return None
    for plan in _plans(context.game, context.source):
        if plan.deck.id == deck and 1 <= int(number) <= len(plan.table.rows):
            row = plan.table.rows[int(number) - 1]
            return next(iter(_card_pieces(plan, [(int(number) - 1, row)], context)), None)
    return None


def card_titles(game, where: str, lang: str) -> dict[str, str]:
    """Each card's title as printed (its deck's first title element filled from its row, markup left out), by
    its piece's name ("astres-3"): how `pnp proof` finds a card by its title."""
    titles = {}
    for plan in _plans(game, where):
        for i, row in enumerate(plan.table.rows):
            element = next((e for e in plan.chosen(row)[0] if e.kind == "title" and shows(e, row)), None)
            if element is None:
                continue
            words = runs(fill(text(element.value, lang), row), True)
            titles[f"{plan.deck.id}-{i + 1}"] = " ".join("".join((" " if r.space else "") + r.text for r in p if not r.icon) for p in words).strip()
    return titles


def card_icons(context: Context) -> list[str]:
    """The game-icons names the cards draw: each layout element and the back filled from every row (an icon
    element's value, or ":game-icons:NAME:" in a text), in both languages; the row's own cells, for the credit."""
    found: set[str] = set()
    for plan in _plans(context.game, context.source):
        spec = plan.deck.back
        for row in plan.table.rows:
            templates = [e.value for e in plan.chosen(row)[0] if shows(e, row)] + ([spec.title, spec.art] if spec else [])
            for template in templates:
                for lang in LANGS:
                    found.update(_ANY_GAME_ICON.findall(fill(text(template, lang), row)))
    return sorted(found)


_ANY_GAME_ICON = re.compile(r"game-icons:[a-z0-9-]+")


register(Kind("cards", 40, check=_check, verify=_verify, shopping=_shopping,
              components=_components, section="decks", model=list[Deck], default=[], choices=(LAYOUT, SHOP),
              pieces=card_pieces, icons=card_icons))
