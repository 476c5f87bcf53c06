"""A small typesetter: Markdown in, scene pages out, so rule books and aids draw the same in PDF and SVG.

markdown-it-py parses; this module lays out headings, paragraphs (with **bold** and *italic*), bullet and numbered
lists, tables and named figures into columns and pages. Lines break greedily at spaces, ragged right; a
no-break space (U+00A0, U+202F, which i18n.typography puts between a figure and its unit and before French
punctuation) is no place to break. A word is broken only at a hyphenation point of the language's patterns
(pyphen), shown by a hyphen; a word wider than the line with no such point is the one word cut bare. Tables
are sized by their content, as a browser sizes them: natural widths where they fit, never narrower than the
longest word while the words fit side by side.
A thematic break (---) starts a new page, and an HTML comment <!-- column --> a new column.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from typing import NamedTuple

import msgspec
from msgspec import Struct, field

from pnp.base import catalogue
from pnp.base.fonts import OBLIQUE, SERIF, SMALLEST, Face, ascent, missing_glyphs, text_width
from pnp.base.i18n import FOLDERS, hyphenation
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
    return [(w, bold, joined or i > 0) for i, w in enumerate(_SPACES.split(text.strip(" \t\r\n"))) if w]


_SPACES = re.compile(r"[ \t\r\n]+")  # the spaces a line may break at: a no-break space (U+00A0, U+202F) is none


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


def _captions(blocks: list[Block], at: int) -> bool:
    """`blocks[at]` is the caption of the figure before it: a paragraph right after a figure."""
    return at > 0 and blocks[at].kind == "para" and blocks[at - 1].kind == "figure"


def _leads_in(block: Block, after: Block) -> bool:
    """`block` announces `after`, whatever its punctuation: a paragraph before a table or a list, a list item
    before a table or a list nested in it (a heading keeps with what follows it by its own rule)."""
    if block.kind == "para":
        return after.kind in ("table", "item")
    if block.kind == "item":
        return after.kind == "table" or (after.kind == "item" and after.level > block.level)
    return block.kind == "figure" and after.kind == "para"  # its caption


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
    lead_in: bool = True  # a paragraph or item ending with a colon, or followed by a table or list, stays with it
    whole: bool = True  # a list item is never split across columns (a table row never is: it is one slice)
    widows: bool = True  # a paragraph cut by a column end leaves at least two lines on each side
    balance: bool = True  # the columns of a page that ends the text end level
    spill: bool = True  # no last page holding SPILL lines or fewer while the spaces between blocks could take them
    floats: bool = True  # a figure too tall for what is left of a column lets the text after it fill that room


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
    floats: bool = False  # a figure that may move below the text after it to the next column's top (rules.floats)


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


RAGGED = 0.2  # a line left emptier than this share of its width hyphenates the word that did not fit
SHORTEST = 5  # letters: a shorter word is never hyphenated
HYPHEN = "-"
_LETTERS = re.compile(r"[^\W\d_]+")
_PATH = re.compile(r"[/\\@_]|\.\w")  # "tts/clann.json", "rules.pdf": no hyphen may part them


@cache
def _patterns(lang: str):
    """The language's hyphenator: 2 letters at least before a break, 3 after (the patterns load only when a line
    needs them, from the parse stored beside the language's catalogue)."""
    return catalogue.hyphenator(FOLDERS[lang], hyphenation(lang), left=2, right=3)


def _breaks(text: str, lang: str | None) -> list[int]:
    """Where `text` may break inside, ascending: after a hyphen between letters (kept as it is), and, with a
    language, at its patterns' hyphenation points in each run of letters (a hyphen is added there). No-break
    spaces, figures and units hold no break, and neither does a path, an address or a file's name."""
    if _PATH.search(text):
        return []
    points = {i + 1 for i in range(1, len(text) - 1) if text[i] == "-" and text[i - 1].isalpha() and text[i + 1].isalpha()}
    if lang is not None:
        for run in _LETTERS.finditer(text):
            if len(run.group()) >= SHORTEST:
                points.update(run.start() + k for k in _patterns(lang).positions(run.group()))
    return sorted(points)


def _cut(word: list[Piece], at: int, mark: str = HYPHEN) -> tuple[list[Piece], list[Piece]]:
    """A word's pieces parted at character `at` of its text: the head ends with `mark` (unless it ends with a
    hyphen already), the tail starts its line."""
    head: list[Piece] = []
    tail: list[Piece] = []
    seen = 0
    for text, bold, space in word:
        if seen + len(text) <= at:
            head.append((text, bold, space))
        elif seen >= at:
            tail.append((text, bold, space))
        else:
            head.append((text[: at - seen], bold, space))
            tail.append((text[at - seen :], bold, False))
        seen += len(text)
    text, bold, space = head[-1]
    head[-1] = (text if text.endswith(HYPHEN) else text + mark, bold, space)
    tail[0] = (tail[0][0], tail[0][1], False)
    return head, tail


def _bare(word: list[Piece], room: float, width) -> tuple[list[Piece], list[Piece]]:
    """A word with no hyphenation point that is wider than a whole line: the longest start that fits, with no
    hyphen (the one case of a word broken bare)."""
    lo, hi = 1, sum(len(p[0]) for p in word) - 1  # the longest start that fits: lo fits (or is one character), hi + 1 does not
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if width(_cut(word, mid, "")[0]) <= room else (lo, mid - 1)
    # an address is cut after a slash or before a dot, as typesetters cut one ("…/by/" "3.0/"), not inside "3.0"
    text = "".join(p[0] for p in word)
    seams = [at for at in range(1, lo + 1) if text[at - 1] == "/" or (text[at] == "." and not text[at - 1].isdigit())]
    return _cut(word, seams[-1] if seams and seams[-1] > lo // 2 else lo, "")


def hyphenate(word: list[Piece], room: float, width, lang: str | None) -> tuple[list[Piece], list[Piece]] | None:
    """The word parted at its last break whose head, hyphen included, is at most `room` wide; None if none is."""
    text = "".join(p[0] for p in word)
    for at in reversed(_breaks(text, lang)):
        head, tail = _cut(word, at)
        if width(head) <= room + 1e-6:
            return head, tail
    return None


def word_runs(pieces: list[Piece]) -> list[list[Piece]]:
    """Pieces grouped into words: a word is a run of pieces with no space between them ("**2**." is one word;
    so is "25,9\u202f%": a no-break space is no space to break at)."""
    out: list[list[Piece]] = []
    for piece in pieces:
        if out and not piece[2]:
            out[-1].append(piece)
        else:
            out.append([piece])
    return out


def break_lines(pieces: list[Piece], size: float, width: float, force_bold: bool = False, face: Face = SERIF,
                lang: str | None = None, ragged: float = RAGGED) -> list[list[Piece]]:
    """Greedy breaking at the spaces between words. A word that does not fit is hyphenated, by `lang`'s patterns,
    where the line would otherwise be left emptier than `ragged` of its width, or where it is wider than a line;
    only a word wider than a line with no hyphenation point is cut bare."""

    def measure(word: list[Piece], leading: bool = False) -> float:
        return sum(text_width((" " if space and (k or leading) else "") + text, size, piece_font(style, force_bold, face))
                   for k, (text, style, space) in enumerate(word))

    lines: list[list[Piece]] = []
    line: list[Piece] = []
    used = 0.0
    runs = word_runs(pieces)
    for n, word in enumerate(runs):
        if line and used + measure(word, True) > width + 1e-6:
            room = width - used - measure([(" ", False, False)])
            last = n == len(runs) - 1  # a paragraph's last word is not hyphenated: its end would make a line alone
            split = hyphenate(word, room, measure, lang) if room > ragged * width and not last else None
            if split:
                line.extend(split[0])
                word = split[1]
            lines.append(line)
            line, used = [], 0.0
        if not line:
            word = [(word[0][0], word[0][1], False), *word[1:]]
            while measure(word) > width + 1e-6 and len("".join(p[0] for p in word)) > 1:
                head, word = hyphenate(word, width, measure, lang) or _bare(word, width, measure)
                lines.append(head)
        line.extend(word)
        used += measure(word, bool(line[: -len(word)]))
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
                 rules: Rules | None = None, lang: str | None = None):
        self.width = width
        self.look = look
        self.figures = figures
        self.rules = rules or RULES.get()
        self.lang = lang  # whose hyphenation patterns break words; None: words break only where they must

    def slices(self, blocks: list[Block]) -> list[Slice | None]:
        """None marks a page break."""
        out: list[Slice | None] = []
        shared = self._shared_widths(blocks)
        for n, block in enumerate(blocks):
            made = self._table(block, shared.get(n)) if block.kind == "table" else getattr(self, f"_{block.kind}")(block)
            if made and self.rules.lead_in and n + 1 < len(blocks) and _leads_in(block, blocks[n + 1]):
                made[-1].keep_with_next = True
            if made and _captions(blocks, n):  # a figure's caption: every line of it with the figure
                for line in made[:-1]:
                    line.keep_with_next = True
            out.extend(made)
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
        lines = break_lines(pieces, size, self.width - indent, force_bold, face, None if force_bold else self.lang)
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
        return [Slice(height, lambda x, y, items=items: [Group(items, translate(x, y))], self.look.body * 0.8,
                      floats=self.rules.floats)]

    def _table(self, block, widths: list[float] | None = None):
        """One slice a row. A short table stays together; a long one keeps its header with two rows and its
        last two rows together, and repeats the header at the top of every column it runs on to. Its columns
        are sized by their content (`column_widths`), or take `widths` shared with the tables beside it."""
        look = self.look
        face = look.face
        size = look.body * TABLE_SIZE
        pad = CELL_PAD
        rows = _table_rows(block)
        ncols = len(rows[0])
        aligns = (block.aligns + ["left"] * ncols)[:ncols]
        widths = widths or self.column_widths([block])
        result = []
        for r, row in enumerate(rows):
            header = r == 0
            cell_lines = [break_lines(cell, size, widths[c] - 2 * pad, header, face, self.lang, ragged=1.0)  # a word hyphenated only
                          for c, cell in enumerate(row)]  # when wider than its cell
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

    def column_widths(self, tables: list[Block]) -> list[float]:
        """Widths for the columns of tables of as many columns, set alike: each column as wide as its longest line
        where they all fit, the body's lines whole before the header's, never narrower than its longest word
        while the words fit side by side, and spanning the text column so tables read as one width."""
        size = self.look.body * TABLE_SIZE
        rows = [_table_rows(t) for t in tables]
        face = self.look.face
        measured = [_measure(r, size, face) for r in rows]
        natural, body, head, least = ([max(col) + 2 * CELL_PAD for col in zip(*(m[k] for m in measured))] for k in range(4))

        def syllables() -> list[float]:  # asked for only when the words do not fit: the patterns load then
            return [max(col) + 2 * CELL_PAD for col in zip(*(_syllables(r, size, face, self.lang) for r in rows))]

        floors = ([max(b, h) for b, h in zip(body, head)], least, syllables)
        return _fit_columns(natural, self.width, floors)

    def _shared_widths(self, blocks: list[Block]) -> dict[int, list[float]]:
        """Tables that follow one another with as many columns share their widths: block index -> widths."""
        shared: dict[int, list[float]] = {}
        n = 0
        while n < len(blocks):
            m = n
            while (blocks[n].kind == "table" and m + 1 < len(blocks) and blocks[m + 1].kind == "table"
                   and len(_table_rows(blocks[m + 1])[0]) == len(_table_rows(blocks[n])[0])):
                m += 1
            if m > n:
                widths = self.column_widths(blocks[n : m + 1])
                shared.update((k, widths) for k in range(n, m + 1))
            n = m + 1
        return shared


TABLE_SIZE = 0.92  # a table's type, of the body's
CELL_PAD = 1.2  # mm each side of a cell's text


def _table_rows(block: Block) -> list[list[list[Piece]]]:
    """A table's rows, each with as many cells as its widest row."""
    ncols = max(len(r) for r in block.rows)
    return [r + [[]] * (ncols - len(r)) for r in block.rows]


def _measure(rows, size: float, face: Face) -> tuple[list[float], ...]:
    """Each column's widest cell on one line, the widest of its body's cells, its header's widest word and its
    widest word (what no line may part); the header row is bold."""
    natural, body, head, least = [], [], [], []
    for col in zip(*rows):
        lines = [_width(cell, size, i == 0, face) for i, cell in enumerate(col)]
        natural.append(max(lines))
        body.append(max(lines[1:], default=0.0))
        head.append(max((_width(w, size, True, face, False) for w in word_runs(col[0])), default=0.0))
        least.append(max((_width(w, size, i == 0, face, False) for i, cell in enumerate(col) for w in word_runs(cell)),
                         default=0.0))
    return natural, body, head, least


def _syllables(rows, size: float, face: Face, lang: str | None) -> list[float]:
    """Each column's widest piece of a word between hyphenation points: what a line of it holds at the least."""
    return [max((_narrowest(w, size, i == 0, face, lang) for i, cell in enumerate(col) for w in word_runs(cell)), default=0.0)
            for col in zip(*rows)]


def _width(pieces: list[Piece], size: float, force_bold: bool, face: Face, spaces: bool = True) -> float:
    """Pieces on one line, each in its style's font."""
    return sum(text_width((" " if space and spaces and k else "") + text, size, piece_font(style, force_bold, face))
               for k, (text, style, space) in enumerate(pieces))


def _narrowest(word: list[Piece], size: float, force_bold: bool, face: Face, lang: str | None) -> float:
    """The widest of a word's parts between its hyphenation points, hyphen included: the least room it takes."""
    text = "".join(p[0] for p in word)
    font = piece_font(word[0][1], force_bold, face)
    cuts = [0, *_breaks(text, lang), len(text)]
    return max(text_width(text[a:b] + (HYPHEN if b < len(text) and not text[a:b].endswith(HYPHEN) else ""), size, font)
               for a, b in zip(cuts, cuts[1:]))


def _fit_columns(natural: list[float], width: float, floors) -> list[float]:
    """Column widths that span `width`, as a browser sizes a table by its content: each column its natural width
    and a share of what is left, in proportion to it, when they all fit; otherwise each column the first of
    `floors` that fits side by side (the body's lines whole, then the longest words, then the widest pieces
    between hyphenation points; a floor may be a function, called only when reached) and a share of the rest in proportion to what it lacks of its natural width, so
    long texts take the room; past them all, in proportion to the natural widths."""
    if sum(natural) <= width:
        return [w * width / sum(natural) for w in natural]
    for floor in floors:
        floor = floor() if callable(floor) else floor
        if sum(floor) <= width:
            want = [max(n - f, 0.0) for n, f in zip(natural, floor)]
            rest = width - sum(floor)
            return [f + (rest * w / sum(want) if sum(want) else rest / len(floor)) for f, w in zip(floor, want)]
    return [w * width / sum(natural) for w in natural]


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
    slices = _floated(slices, frame)
    placed, firsts = _place(slices, frame, frame.page_h - frame.bottom)
    if rules.spill and _spills(slices, placed, firsts):
        slices, placed, firsts = _taken_back(slices, frame, placed, firsts)
    if rules.balance:
        placed = _balance_ends(slices, frame, placed, firsts)
    pages = [Page(frame.page_w, frame.page_h) for _ in firsts]
    for p in placed:
        made = slices[p.index].repeat if p.repeat else slices[p.index]
        pages[p.page].items.extend(made.draw(frame.column_x(p.column), p.y))
    if starts is not None:
        starts.extend(firsts)
    return pages


FLOAT_GAP = 15.0  # mm: the room a figure leaves at a column's foot that the text after it is moved up to fill


def _groups(slices: list, start: int) -> Iterator[tuple[int, int, float]]:
    """The groups that stay together from `start` on, as _place takes them: (first, past the last, height),
    up to a page or column break or another figure that floats."""
    i = start
    while i < len(slices) and isinstance(slices[i], Slice) and not (i > start and slices[i].floats):
        j = i
        while j + 1 < len(slices) and slices[j].keep_with_next and isinstance(slices[j + 1], Slice):
            j += 1
        yield i, j + 1, sum(s.height + s.space_before for s in slices[i : j + 1])
        i = j + 1


def _floated(slices: list, frame: Frame) -> list:
    """The slices with each floating figure (and its caption) that would leave FLOAT_GAP or more empty at a
    column's foot moved below as much of the text after it as that room takes: the text fills the column and
    the figure opens the next one, as a book sets a figure where it fits rather than where it was cited."""
    if not any(isinstance(made, Slice) and made.floats for made in slices):
        return slices  # no figure to move: placed once, by flow
    bottom = frame.page_h - frame.bottom
    moved: set[int] = set()
    while True:
        placed, _ = _place(slices, frame, bottom)
        where = {p.index: p for p in placed if not p.repeat}
        for figure, group in _figures_left_low(slices, where, moved):
            end_before = where[figure - 1].y + slices[figure - 1].height
            room, past = bottom - end_before, group
            for first, after, height in _groups(slices, group):
                if height > room:
                    break
                room, past = room - height, after
            if past > group and bottom - end_before >= FLOAT_GAP:
                moved.add(id(slices[figure]))
                slices = [*slices[:figure], *slices[group:past], *slices[figure:group], *slices[past:]]
                break
        else:
            return slices


def _figures_left_low(slices: list, where: dict[int, Placed], moved: set[int]) -> Iterator[tuple[int, int]]:
    """Each floating figure (not moved yet) that opens a column while the slice before it is in another: the
    figure's index and the index past its group (its caption)."""
    for figure, made in enumerate(slices):
        if not (isinstance(made, Slice) and made.floats and id(made) not in moved) or figure == 0:
            continue
        before, mine = where.get(figure - 1), where.get(figure)
        if before is None or mine is None or (before.page, before.column) == (mine.page, mine.column):
            continue
        group = figure
        while group < len(slices) and isinstance(slices[group], Slice) and slices[group].keep_with_next:
            group += 1
        yield figure, group + 1


SPILL = 4  # lines: a last page holding this few, and no more than SPILL_HEIGHT, is a spill (rules.spill)
SPILL_HEIGHT = 24.0  # mm: about four lines of body with their space (a figure or a card at the foot is no spill)
SQUEEZE = (0.75, 0.5, 0.25)  # the shares of the spaces between blocks tried, page before the spill on


def _spills(slices: list, placed: list[Placed], firsts: list[int]) -> bool:
    """The flow's last page holds SPILL lines or fewer that run on from the page before (not a page a page
    break opens on purpose)."""
    if len(firsts) < 2 or slices[firsts[-1] - 1] is None:
        return False
    last = [p for p in placed if p.page == len(firsts) - 1 and not p.repeat]
    return len(last) <= SPILL and sum(slices[p.index].height + slices[p.index].space_before for p in last) <= SPILL_HEIGHT


def _taken_back(slices: list, frame: Frame, placed: list[Placed], firsts: list[int]) -> tuple[list, list[Placed], list[int]]:
    """The spilled lines taken back onto the page before by closing up the spaces between its blocks (and the
    spill's own), as little as does it; the flow as it was when no share does. The pages before stay as set."""
    start = firsts[-2]
    for share in SQUEEZE:
        closer = [*slices[:start], *(msgspec.structs.replace(s, space_before=s.space_before * share) if isinstance(s, Slice) else s
                                     for s in slices[start:])]
        again, starts = _place(closer, frame, frame.page_h - frame.bottom)
        if len(starts) < len(firsts):
            return closer, again, starts
    return slices, placed, firsts


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
