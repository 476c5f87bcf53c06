"""A small typesetter: Markdown in, scene pages out, so rule books and aids draw the same in PDF and SVG.

markdown-it-py parses; this module lays out headings, paragraphs (with **bold** and *italic*), bullet and numbered
lists, tables and named figures into columns and pages. Lines break greedily at spaces, ragged right.
A thematic break (---) starts a new page, and an HTML comment <!-- column --> a new column.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import NamedTuple

from msgspec import Struct, field

from pnp.base.fonts import OBLIQUE, SERIF, SMALLEST, Face, ascent, missing_glyphs, text_width
from pnp.scene import Group, Line, Page, Rect, Style, Text, translate

Piece = tuple[str, int, bool]  # text, style (BOLD and ITALIC bits; True is bold), preceded by a breakable space
BOLD, ITALIC = 1, 2


def piece_font(style: int, force_bold: bool = False, face: Face = SERIF) -> str:
    """The font key a piece of this style is set in (a heading's or header's pieces are all bold)."""
    return face.pick(bool(style & BOLD) or force_bold, bool(style & ITALIC))


class Block(Struct):
    kind: str  # heading | para | item | table | figure | pagebreak | columnbreak
    pieces: list[Piece] = field(default_factory=list)
    level: int = 0  # heading level; list depth
    marker: str = ""  # "•" or "3." for list items
    rows: list[list[list[Piece]]] = field(default_factory=list)  # table cells, first row is the header
    aligns: list[str] = field(default_factory=list)
    name: str = ""  # figure name


def words(text: str, bold: bool = False, joined: bool = False) -> list[Piece]:
    """Plain text as pieces, for blocks built in code rather than parsed from Markdown. `joined`: the
    first word follows what comes before it with a space."""
    return [(w, bold, joined or i > 0) for i, w in enumerate(text.split())]


def _pieces(inline) -> list[Piece]:
    """markdown-it inline children -> words with their style and whether a space comes before."""
    out: list[Piece] = []
    bold = 0  # the style bits
    space = False
    for child in inline.children or []:
        if child.type == "strong_open":
            bold |= BOLD
        elif child.type == "strong_close":
            bold &= ~BOLD
        elif child.type == "em_open":
            bold |= ITALIC
        elif child.type == "em_close":
            bold &= ~ITALIC
        elif child.type in ("softbreak", "hardbreak"):
            space = True
        elif child.type in ("text", "code_inline"):
            text = child.content
            words = text.split(" ")
            for i, word in enumerate(words):
                if i > 0:
                    space = True
                if word:
                    out.append((word, bold, space and bool(out)))
                    space = False
    return out


def parse(markdown: str) -> list[Block]:
    from markdown_it import MarkdownIt  # the Markdown parser loads only for a rule book or aid

    blocks: list[Block] = []
    lists: list[list] = []  # [ordered, count] per open list
    table: Block | None = None
    row: list = []
    in_cell = False
    heading = 0
    marker = ""
    for tok in MarkdownIt("commonmark").enable("table").parse(markdown):
        t = tok.type
        if t == "heading_open":
            heading = int(tok.tag[1])
        elif t in ("bullet_list_open", "ordered_list_open"):
            lists.append([t == "ordered_list_open", int(tok.attrs.get("start") or 1) - 1])
        elif t in ("bullet_list_close", "ordered_list_close"):
            lists.pop()
        elif t == "list_item_open":
            lists[-1][1] += 1
            marker = f"{lists[-1][1]}." if lists[-1][0] else "•"
        elif t == "table_open":
            table = Block("table")
        elif t == "tr_open":
            row = []
        elif t in ("th_open", "td_open"):
            in_cell = True
            if t == "th_open":
                style = str(tok.attrs.get("style") or "")
                table.aligns.append("right" if "right" in style else "center" if "center" in style else "left")
        elif t in ("th_close", "td_close"):
            in_cell = False
        elif t == "tr_close":
            table.rows.append(row)
        elif t == "table_close":
            blocks.append(table)
            table = None
        elif t == "inline":
            pieces = _pieces(tok)
            if in_cell:
                row.append(pieces)
            elif heading:
                blocks.append(Block("heading", pieces, level=heading))
                heading = 0
            elif lists:
                blocks.append(Block("item", pieces, level=len(lists), marker=marker))
                marker = ""
            else:
                blocks.append(Block("para", pieces))
        elif t == "fence" and tok.info.strip() == "figure":
            blocks.append(Block("figure", name=tok.content.strip()))
        elif t == "hr":
            blocks.append(Block("pagebreak"))
        elif t == "html_block" and tok.content.strip() == "<!-- column -->":
            blocks.append(Block("columnbreak"))
    return blocks


# --- layout -----------------------------------------------------------------------------------


class Look(Struct):
    """Sizes in mm. Body 3.6 mm is about 10.2 pt: Vollkorn's small x-height reads as DejaVu's at 9.6 pt."""

    body: float = 3.6
    leading: float = 1.32
    heading: tuple[float, float, float] = (7.0, 4.6, 3.8)
    ink: str = "#1a1a1a"
    accent: str = "#2b4c7e"
    rule: str = "#b8b8b8"
    shade: str = "#e8edf3"
    face: Face = SERIF  # the running text's fonts
    heading_face: Face = SERIF  # the headings' (set bold)


class Rules(Struct, frozen=True):
    """The composition rules, each of which can be turned off: to count the breaks each one changes
    (tests/composition.py), and for the tests to plant the break a rule prevents."""

    heading: bool = True  # a heading stays with the block after it: never last in a column
    lead_in: bool = True  # a paragraph or item ending with a colon stays with the table or list it announces
    whole: bool = True  # a list item is never split across columns (a table row never is: it is one slice)
    widows: bool = True  # a paragraph cut by a column end leaves at least two lines on each side
    balance: bool = True  # the columns of a page that ends the text end level


RULES: ContextVar[Rules] = ContextVar("pnp.typeset.rules", default=Rules())  # noqa: B039 (Rules is frozen)


@contextmanager
def composing(rules: Rules) -> Iterator[None]:
    """Everything set inside the block follows `rules` (a rule book, aids and the kit's guide alike)."""
    token = RULES.set(rules)
    try:
        yield
    finally:
        RULES.reset(token)


SHORT_TABLE = 8  # body rows of a table that is never split
COLUMN_BREAK = "column"  # in a list of slices: what follows starts a new column (None: a new page)


class Slice(Struct):
    """An unbreakable piece of a column: a line, a heading, a table row, a figure."""

    height: float
    draw: Callable[[float, float], list]  # (x, y of the slice's top) -> scene items
    space_before: float = 0.0
    keep_with_next: bool = False
    repeat: Slice | None = None  # drawn first when this slice opens a column (a table's header row)
    joined: bool = False  # a line that goes on with the text of the line before it (one paragraph's)


def _runs(pieces: list[Piece]) -> list[tuple[str, int]]:
    """Pieces of one line merged into runs of the same style."""
    runs: list[list] = []
    for text, bold, space in pieces:
        chunk = (" " if space else "") + text
        if runs and runs[-1][1] == bold:
            runs[-1][0] += chunk
        else:
            runs.append([chunk, bold])
    if runs:
        runs[0][0] = runs[0][0].lstrip(" ")
    return [(t, b) for t, b in runs]


MAX_HEADING_LINES = 3  # a longer heading is set smaller, down to 6 pt


def _split_long(pieces: list[Piece], size: float, width: float, force_bold: bool, face: Face = SERIF) -> list[Piece]:
    """A piece wider than the line cut into pieces that fit, each on its own line (a long title, a URL)."""
    out: list[Piece] = []
    for text, bold, space in pieces:
        font = piece_font(bold, force_bold, face)
        while len(text) > 1 and text_width(text, size, font) > width:
            lo, hi = 1, len(text) - 1  # the longest start that fits: lo fits (or is one character), hi + 1 does not
            while lo < hi:
                mid = (lo + hi + 1) // 2
                lo, hi = (mid, hi) if text_width(text[:mid], size, font) <= width else (lo, mid - 1)
            n = lo
            out.append((text[:n], bold, space))
            text, space = text[n:], True
        out.append((text, bold, space))
    return out


def break_lines(pieces: list[Piece], size: float, width: float, force_bold: bool = False, face: Face = SERIF) -> list[list[Piece]]:
    """Greedy breaking at the spaces between words; a word too long for the line is cut where it must be."""
    pieces = _split_long(pieces, size, width, force_bold, face)

    def w(piece: Piece, with_space: bool) -> float:
        text, bold, space = piece
        font = piece_font(bold, force_bold, face)
        return text_width((" " if space and with_space else "") + text, size, font)

    lines: list[list[Piece]] = []
    line: list[Piece] = []
    used = 0.0
    i = 0
    while i < len(pieces):
        # a word is a run of pieces with no space between them ("**2**." is one word)
        j = i + 1
        while j < len(pieces) and not pieces[j][2]:
            j += 1
        word = pieces[i:j]
        word_w = sum(w(p, k > 0 or bool(line)) for k, p in enumerate(word))
        if line and used + word_w > width + 1e-6:
            lines.append(line)
            line, used = [], 0.0
            word_w = sum(w(p, k > 0) for k, p in enumerate(word))
        if not line:
            word = [(word[0][0], word[0][1], False), *word[1:]]
        line.extend(word)
        used += word_w
        i = j
    if line:
        lines.append(line)
    return lines


def _line_items(pieces: list[Piece], x: float, baseline: float, size: float, ink: str, force_bold=False, align="left", width=0.0,
                face: Face = SERIF):
    runs = _runs(pieces)
    fonts = [piece_font(bold, force_bold, face) for _, bold in runs]
    total = sum(text_width(t, size, f) for (t, _), f in zip(runs, fonts))
    if align == "right":
        x += width - total
    elif align == "center":
        x += (width - total) / 2
    items = []
    for (text, style), font in zip(runs, fonts):
        if style & ITALIC and font == piece_font(style & ~ITALIC, force_bold, face):  # a face with no italic: slanted
            items.append(Group([Text(0, 0, text, size, ink, font)], (1.0, 0.0, OBLIQUE, 1.0, x, baseline)))
        else:
            items.append(Text(x, baseline, text, size, ink, font))
        x += text_width(text, size, font)
    return items


class Layout:
    """Turns blocks into slices for a column width; figures come from `figures(name, width)`."""

    def __init__(self, width: float, look: Look, figures: Callable[[str, float], tuple[list, float]] | None = None,
                 rules: Rules | None = None):
        self.width = width
        self.look = look
        self.figures = figures
        self.rules = rules or RULES.get()

    def slices(self, blocks: list[Block]) -> list[Slice | None]:
        """None marks a page break."""
        out: list[Slice | None] = []
        for block in blocks:
            out.extend(getattr(self, f"_{block.kind}")(block))
        return out

    def _pagebreak(self, block):
        return [None]

    def _columnbreak(self, block):
        return [COLUMN_BREAK]

    def _text_lines(self, pieces, size, indent, space_before, force_bold=False, color=None, marker="", whole=False, face=None):
        """One slice a line. The first two lines hold together and so do the last two (no orphan, no widow:
        rules.widows); `whole`, all of them (a list item); a text ending with a colon holds to what follows it
        (rules.lead_in). `face`: the fonts (the look's running text's unless given)."""
        look = self.look
        face = face or look.face
        lines = break_lines(pieces, size, self.width - indent, force_bold, face)
        step = size * look.leading
        result = []
        for n, line in enumerate(lines):
            def draw(x, y, line=line, first=n == 0):
                base = y + ascent(size, face.regular) + (step - size) / 2
                items = _line_items(line, x + indent, base, size, color or look.ink, force_bold, face=face)
                if first and marker:  # a designer's font without "•": the bundled sans draws it
                    font = "bold" if missing_glyphs(marker, face.bold) else face.bold
                    items.append(Text(x + indent - 1.2, base, marker, size, look.accent, font, "end"))
                return items

            last = n == len(lines) - 1
            keep = (whole and not last) or (self.rules.widows and n in (0, len(lines) - 2) and not last)
            result.append(Slice(step, draw, space_before if n == 0 else 0.0, keep, joined=n > 0))
        if result and self.rules.lead_in and _runs(lines[-1])[-1][0].rstrip().endswith(":"):
            result[-1].keep_with_next = True
        return result

    def _heading(self, block):
        look = self.look
        size = look.heading[min(block.level, 3) - 1]
        while size > SMALLEST and not self._heading_fits(block.pieces, size):
            size = max(SMALLEST, size * 0.9)
        made = self._text_lines(block.pieces, size, 0.0, size * 0.9, force_bold=True, color=look.accent, whole=True,
                                 face=look.heading_face)
        if made:
            made[-1].keep_with_next = self.rules.heading
        if block.level == 2 and made:
            last = made[-1]
            inner = last.draw

            def underlined(x, y, inner=inner, h=last.height):
                return [*inner(x, y), Line(x, y + h + 0.3, x + self.width, y + h + 0.3, Style(stroke=look.rule, width=0.25))]

            last.draw = underlined
            last.height += 0.8
        return made

    def _heading_fits(self, pieces, size: float) -> bool:
        """At most MAX_HEADING_LINES lines, and no word wider than the column."""
        face = self.look.heading_face
        widest = max((text_width(p[0], size, face.bold) for p in pieces), default=0.0)
        return widest <= self.width and len(break_lines(pieces, size, self.width, True, face)) <= MAX_HEADING_LINES

    def _para(self, block):
        return self._text_lines(block.pieces, self.look.body, 0.0, self.look.body * 0.55)

    def _item(self, block):
        indent = 4.0 * block.level
        return self._text_lines(block.pieces, self.look.body, indent, self.look.body * 0.25, marker=block.marker,
                                whole=self.rules.whole)

    def _figure(self, block):
        if self.figures is None:
            return []
        items, height = self.figures(block.name, self.width)
        return [Slice(height, lambda x, y, items=items: [Group(items, translate(x, y))], self.look.body * 0.8)]

    def _table(self, block):
        """One slice a row. A short table stays together; a long one keeps its header with two rows and its
        last two rows together, and repeats the header at the top of every column it runs on to."""
        look = self.look
        face = look.face
        size = look.body * 0.92
        pad = 1.2
        ncols = max(len(r) for r in block.rows)
        rows = [r + [[]] * (ncols - len(r)) for r in block.rows]
        aligns = (block.aligns + ["left"] * ncols)[:ncols]
        natural = [
            max(text_width(" ".join(p[0] for p in cell), size, face.pick(i == 0)) for i, cell in enumerate(col))
            + 2 * pad
            for col in zip(*rows)
        ]
        least = [  # the longest word of each column: a narrower column would break a word, its header's too
            max((text_width(word, size, face.pick(i == 0)) for i, cell in enumerate(col)
                 for word in " ".join(p[0] for p in cell).split()), default=0.0) + 2 * pad
            for col in zip(*rows)
        ]
        widths = _fit_columns(natural, self.width, least)
        result = []
        for r, row in enumerate(rows):
            header = r == 0
            cell_lines = [break_lines(cell, size, widths[c] - 2 * pad, header, face) for c, cell in enumerate(row)]
            step = size * 1.25
            height = max(len(lines) for lines in cell_lines) * step + 2 * pad * 0.6

            def draw(x, y, cell_lines=cell_lines, height=height, header=header):
                items = []
                if header:
                    items.append(Rect(x, y, sum(widths), height, Style(fill=look.shade)))
                cx = x
                for c, lines in enumerate(cell_lines):
                    for n, line in enumerate(lines):
                        base = y + pad * 0.6 + n * step + ascent(size, face.regular) + (step - size) / 2
                        items += _line_items(line, cx + pad, base, size, look.ink, header, aligns[c], widths[c] - 2 * pad, face)
                    cx += widths[c]
                items.append(Line(x, y + height, x + sum(widths), y + height, Style(stroke=look.rule, width=0.2)))
                return items

            result.append(Slice(height, draw, look.body * 0.6 if header else 0.0))
        head = Slice(result[0].height, result[0].draw)
        body = len(result) - 1
        for n, row in enumerate(result):
            row.keep_with_next = n < body and (body <= SHORT_TABLE or n < 2 or n == body - 1)
            row.repeat = head if n else None
        return result


def _fit_columns(natural: list[float], width: float, least: list[float] | None = None) -> list[float]:
    """Natural widths when they fit; otherwise narrow columns keep their width and wide ones share the rest,
    none narrower than its longest word (`least`) while the words fit side by side."""
    if sum(natural) <= width:
        extra = (width - sum(natural)) / len(natural)
        return [w + extra for w in natural] if sum(natural) > width * 0.6 else natural
    fair = width / len(natural)
    fixed = {i: w for i, w in enumerate(natural) if w <= fair}
    least = least if least is not None and sum(least) <= width else [0.0] * len(natural)
    while True:
        rest = width - sum(fixed.values())
        big_total = sum(w for i, w in enumerate(natural) if i not in fixed)
        widths = [fixed[i] if i in fixed else rest * w / big_total for i, w in enumerate(natural)]
        short = [i for i, w in enumerate(widths) if i not in fixed and w < least[i] - 1e-9]
        if not short:
            return widths
        for i in short:  # held at its longest word; the other wide columns share what is left
            fixed[i] = least[i]


class Frame(Struct):
    """Where columns go on a page: the text area and how many columns share it."""

    page_w: float
    page_h: float
    left: float
    top: float
    right: float
    bottom: float
    columns: int = 1
    gutter: float = 6.0

    @property
    def column_width(self) -> float:
        inner = self.page_w - self.left - self.right
        return (inner - (self.columns - 1) * self.gutter) / self.columns

    def column_x(self, n: int) -> float:
        return self.left + n * (self.column_width + self.gutter)


class Placed(NamedTuple):
    """Where flow put a slice: its page and column, the y of its top, and whether this is the header a table
    repeats at the top of a column rather than the slice itself."""

    page: int
    column: int
    y: float
    index: int
    repeat: bool = False


EPSILON = 1e-9


def _place(slices: list, frame: Frame, bottom: float) -> tuple[list[Placed], list[int]]:
    """Where every slice goes, columns filled down to `bottom`: the placements and the index of the first slice
    of every page. A group that must stay together (keep-with-next slices and the one after them) moves to the
    next column when it does not fit; one taller than a column is cut where the column ends."""
    top = frame.top
    placed: list[Placed] = []
    starts = [0]
    page = column = 0
    y = top
    first = 0  # the slice that opened the column
    trial = bottom < frame.page_h - frame.bottom  # columns set shorter to balance them

    def lonely(at: int) -> bool:
        """A column ending at `at` would hold one line of a paragraph that runs on from the column before it."""
        return at > 0 and first == at - 1 and slices[at].joined and slices[at - 1].joined

    def next_column(at: int):
        nonlocal page, column, y
        column += 1
        if column == frame.columns:
            page += 1
            column = 0
            starts.append(at)
        y = top

    i = 0
    while i < len(slices):
        if slices[i] is COLUMN_BREAK:
            if y > top:
                next_column(i + 1)
            i += 1
            continue
        if slices[i] is None:
            if y > top or column:
                page += 1
                starts.append(i + 1)
                column, y = 0, top
            i += 1
            continue
        j = i
        while j + 1 < len(slices) and slices[j].keep_with_next and isinstance(slices[j + 1], Slice):
            j += 1
        group = slices[i : j + 1]
        at_top = y <= top + EPSILON
        need = sum(g.height + g.space_before for g in group) - (group[0].space_before if at_top else 0.0)
        if at_top and group[0].repeat:
            need += group[0].repeat.height
        if y + need > bottom and not at_top:
            if trial and lonely(i):
                return placed, [*starts, i]
            next_column(i)
            continue
        if y + need > bottom and need <= frame.page_h - frame.bottom - top and trial:
            return placed, [*starts, i]  # a group that fits a full column is not cut to balance columns
        for k, g in enumerate(group, i):
            gap = g.space_before if y > top + EPSILON else 0.0
            if y + gap + g.height > bottom and y > top + EPSILON:
                if trial and lonely(k):
                    return placed, [*starts, k]
                next_column(k)
                gap = 0.0
            if y <= top + EPSILON:
                first = k
            if y <= top + EPSILON and g.repeat:  # a table carried on to a new column: its header again
                placed.append(Placed(page, column, y, k, True))
                y += g.repeat.height
            y += gap
            placed.append(Placed(page, column, y, k))
            y += g.height
        i = j + 1
    return placed, starts[: (placed[-1].page + 1 if placed else 1)]


BALANCE_STEP = 0.25  # mm: how finely the least column height of a balanced page is sought
BALANCE_REACH = 30.0  # mm above that least height where columns may end more level (unbreakable groups)


def _balanced(slices: list, frame: Frame) -> list[Placed] | None:
    """The slices of one page set in columns that end as level as they can: the least column height that holds
    them all on the page, or a little more when a group that stays together then leaves the columns nearer
    each other. None when they are not all one page's, or a column break fixes where a column ends."""
    if frame.columns < 2 or any(s is COLUMN_BREAK or s is None for s in slices):
        return None
    lo, hi = frame.top, frame.page_h - frame.bottom  # the placement fits one page at hi, and not below lo
    best, starts = _place(slices, frame, hi)
    if len(starts) > 1:
        return None
    while hi - lo > BALANCE_STEP:
        mid = (lo + hi) / 2
        trial, starts = _place(slices, frame, mid)
        if len(starts) == 1:
            hi, best = mid, trial
        else:
            lo = mid
    least, spread = hi, _spread(best, slices, frame)
    height = least + 1.0
    while spread > BALANCE_STEP and height <= min(least + BALANCE_REACH, frame.page_h - frame.bottom):
        trial, _ = _place(slices, frame, height)
        if _spread(trial, slices, frame) < spread - BALANCE_STEP:
            best, spread = trial, _spread(trial, slices, frame)
        height += 1.0
    return best


def _spread(placed: list[Placed], slices: list, frame: Frame) -> float:
    """How far apart the columns end (an empty column ends at the top)."""
    ends = [frame.top] * frame.columns
    for p in placed:
        ends[p.column] = max(ends[p.column], p.y + (slices[p.index].repeat if p.repeat else slices[p.index]).height)
    return max(ends) - min(ends)


def flow(slices: list[Slice | None], frame: Frame, starts: list[int] | None = None, rules: Rules | None = None) -> list[Page]:
    """Pour slices into columns and pages. Keep-with-next slices move with what follows them; the columns of a
    page that ends the flow or a page break are balanced (rules.balance). `starts`, when given, receives the
    index of the first slice of every page (so a page can be set again on its own)."""
    rules = rules or RULES.get()
    placed, firsts = _place(slices, frame, frame.page_h - frame.bottom)
    if rules.balance:
        placed = _balance_ends(slices, frame, placed, firsts)
    pages = [Page(frame.page_w, frame.page_h) for _ in firsts]
    for p in placed:
        made = slices[p.index].repeat if p.repeat else slices[p.index]
        pages[p.page].items.extend(made.draw(frame.column_x(p.column), p.y))
    if starts is not None:
        starts.extend(firsts)
    return pages


def _balance_ends(slices: list, frame: Frame, placed: list[Placed], firsts: list[int]) -> list[Placed]:
    """Every page whose text ends there (the last one, or one a page break ends) set again with level columns."""
    out: list[Placed] = []
    for page, first in enumerate(firsts):
        end = firsts[page + 1] if page + 1 < len(firsts) else len(slices)
        mine = [p for p in placed if p.page == page]
        ends_here = end == len(slices) or slices[end - 1] is None
        segment = slices[first:end]
        while segment and segment[-1] is None:
            segment.pop()
        again = _balanced(segment, frame) if ends_here and mine else None
        if again is None:
            out.extend(mine)
        else:
            out.extend(Placed(page, p.column, p.y, p.index + first, p.repeat) for p in again)
    return out


_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>#|!~])")


def md(value: str) -> str:
    """Game-file text placed in a template is text, never Markdown markup."""
    return _MD_SPECIAL.sub(r"\\\1", value)
