"""Composition breaks, read back from a PDF: where a column ends badly in a rule book or a player aid.

The detector knows only the page geometry (the frame's columns), the Markdown the document was set from
and what pdfplumber reads: words, their positions, sizes and colours. At every column end it asks

- heading: is the column's last line a heading (the accent colour, larger than the body)?
- lead_in: does the column's last body line end with a colon, or end a paragraph or item that a table or list
  follows in the Markdown (a lead-in cut from what it announces, whatever its punctuation)?
- whole: does the next column open with the indented rest of a list item (the Markdown has both lines in one item)?
- widows: is a paragraph cut with fewer than two lines on one side?
- balance: on a page that ends the text, do its columns end more than BALANCE_LINES lines apart?

Run it as a script to count, for every rule book and aid of the built-in games and the docs examples,
A4 and Letter, French and English, the breaks each rule changes (the rule off against all rules on):
    PYTHONPATH=. python tests/composition.py
It prints a Markdown table with one column per setting (A4 fr, A4 en, Letter fr, Letter en) and the total.
"""

from __future__ import annotations

import io
import re
from collections import Counter
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

import pdfplumber
from markdown_it import MarkdownIt

from pnp.jobs import options
from pnp.kit import laid, load_game
from pnp.layout.typeset import Look, Rules, composing
from pnp.model.spec import builtin_games, game_path, source_name
from pnp.parts.aids import aid_parts, card_frame, card_height
from pnp.parts.registry import Context
from pnp.parts.rules import book_frame, render_markdown, rules_part
from pnp.parts.rules_context import book_context
from pnp.render.pdf import render_pdf
from pnp.scene import Document, Page

PT = 72 / 25.4  # points per mm
RULES = ("heading", "lead_in", "whole", "widows", "balance")
INDENT = 2.5  # mm: a line starting further in than this is the rest of a list item
BALANCE_LINES = 2.5  # "within about two lines": a line's height and a half of slack for unbreakable rows
ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Line:
    text: str  # without spaces
    x0: float  # mm from the column's left edge
    top: float  # mm from the page top
    bottom: float
    size: float  # largest font size, mm
    accent: bool  # every character in the accent colour


@dataclass
class Column:
    page: int
    lines: list[Line] = field(default_factory=list)
    ink_bottom: float | None = None  # lowest mark of any kind (text, rule, figure), mm


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _plain(markdown: str) -> str:
    return _squash(markdown.replace("**", "").replace("\\", "").replace("`", ""))


def source_blocks(markdown: str) -> list[str]:
    """The text of every paragraph, list item, heading and table cell of the Markdown, markup and spaces left out."""
    out = []
    for token in MarkdownIt("commonmark").enable("table").parse(markdown):
        if token.type == "inline":
            out.append(_plain(token.content))
    return out


def lead_ins(markdown: str) -> list[str]:
    """The text of every paragraph or list item the Markdown follows with a table or a list (a nested one for an
    item), markup and spaces left out: what announces them."""
    out, last, other = [], None, False  # last: the paragraph or item just read; other: inside a heading or cell
    for token in MarkdownIt("commonmark").enable("table").parse(markdown):
        if token.type in ("table_open", "bullet_list_open", "ordered_list_open") and last:
            out.append(last)
        if token.type == "inline":
            last = None if other else _plain(token.content)
        elif token.type in ("heading_open", "th_open", "td_open", "fence", "hr", "html_block"):
            last, other = None, token.type.endswith("_open")
        elif token.type in ("heading_close", "th_close", "td_close"):
            other = False
    return out


def _colour(value) -> tuple:
    return tuple(round(float(v), 2) for v in (value or ()))


def read_columns(pdf_bytes: bytes, frame, accent: str, regions: list[tuple[int, float]] | None = None) -> list[Column]:
    """Every column of every page (or of the given (page, y offset) regions: an aid card on its sheet), in
    reading order, with its lines. `frame`: the pnp.layout.typeset.Frame the text was set in."""
    rgb = _colour([int(accent[i : i + 2], 16) / 255 for i in (1, 3, 5)])
    columns = []
    with pdfplumber.open(io.BytesIO(pdf_bytes)) as pdf:
        for page_no, offset in regions or [(n, 0.0) for n in range(len(pdf.pages))]:
            page = pdf.pages[page_no]
            y0, y1 = frame.top + offset - 1.0, frame.page_h - frame.bottom + offset + 1.0
            marks = [*page.rects, *page.lines, *page.curves, *page.images]
            for c in range(frame.columns):
                x0 = frame.column_x(c) - frame.gutter / 2
                x1 = frame.column_x(c) + frame.column_width + frame.gutter / 2
                column = Column(page_no)
                chars = [ch for ch in page.chars if ch["text"].strip() and x0 <= ch["x0"] / PT < x1 and y0 <= ch["top"] / PT < y1]
                rows: list[list] = []  # characters whose baselines lie within a point of each other
                for ch in sorted(chars, key=lambda ch: ch["bottom"]):
                    if rows and ch["bottom"] - rows[-1][0]["bottom"] < 1.0:
                        rows[-1].append(ch)
                    else:
                        rows.append([ch])
                for row in rows:
                    row = sorted(row, key=lambda ch: ch["x0"])
                    column.lines.append(Line(
                        "".join(ch["text"] for ch in row),
                        min(ch["x0"] for ch in row) / PT - frame.column_x(c),
                        min(ch["top"] for ch in row) / PT - offset,
                        max(ch["bottom"] for ch in row) / PT - offset,
                        max(ch["size"] for ch in row) / PT,
                        all(_colour(ch.get("non_stroking_color")) == rgb for ch in row),
                    ))
                inked = [m["bottom"] / PT for m in marks if x0 <= m["x0"] / PT < x1 and y0 <= m["top"] / PT < y1
                         and m["bottom"] / PT <= y1]
                inked += [line.bottom + offset for line in column.lines]
                column.ink_bottom = max(inked) - offset if inked else None
                columns.append(column)
    return columns


def _body_size(columns: list[Column]) -> float:
    sizes = Counter(round(line.size, 2) for col in columns for line in col.lines)
    return sizes.most_common(1)[0][0] if sizes else 0.0


def _step(columns: list[Column], body: float) -> float:
    """The body's line step: the least distance found twice between the baselines of two body lines that follow."""
    steps = Counter()
    for col in columns:
        for a, b in pairwise(col.lines):
            if abs(a.size - body) < 0.05 and abs(b.size - body) < 0.05:
                steps[round(b.bottom - a.bottom, 1)] += 1
    found = [step for step, n in steps.items() if n >= 2 and step > 0]
    return min(found) if found else body * 1.3


def _run(lines: list[Line], step: float, body: float) -> int:
    """How many body lines, from the first of `lines`, follow each other at one step (one paragraph's)."""
    n = 1
    for a, b in pairwise(lines):
        if abs(b.size - body) > 0.05 or abs(abs(b.bottom - a.bottom) - step) > step * 0.1:
            break
        n += 1
    return n


def breaks(columns: list[Column], markdown: str, frame) -> list[tuple[str, int, str]]:
    """Every bad column end: (rule, page, the line concerned)."""
    blocks = source_blocks(markdown)
    announcing = lead_ins(markdown)
    body = _body_size(columns)
    step = _step(columns, body)
    found = []
    filled = [c for c in columns if c.lines]
    for a, b in pairwise(filled):
        last, first = a.lines[-1], b.lines[0]
        if last.accent and last.size > body * 1.05:
            found.append(("heading", a.page, last.text))
        elif abs(last.size - body) < 0.05 and any(block.endswith(last.text) for block in announcing):
            found.append(("lead_in", a.page, last.text))
        elif abs(last.size - body) < 0.05 and last.text.endswith(":") and any(block.endswith(last.text) for block in blocks):
            found.append(("lead_in", a.page, last.text))
        joined = [last.text + first.text] + ([last.text[:-1] + first.text] if last.text.endswith("-") else [])
        if not any(j in block for j in joined for block in blocks):
            continue
        if first.x0 > INDENT:  # the rest of a list item, at its text's indent (a paragraph starts at the column's edge)
            found.append(("whole", a.page, first.text))
        elif min(_run(a.lines[::-1], step, body), _run(b.lines, step, body)) < 2:
            found.append(("widows", a.page, first.text))
    if "<!-- column -->" not in markdown and frame.columns > 1:
        last = [c for c in columns if c.page == columns[-1].page][-frame.columns:]
        ends = [c.ink_bottom if c.ink_bottom is not None else frame.top for c in last]
        spread = max(ends) - min(ends)
        taller = last[ends.index(max(ends))]
        # the block that would move to level them: the taller column's last, or the second column's first
        unit = _unit(taller.lines[::-1] if taller is last[0] else taller.lines, step, body, taller is not last[0])
        if spread > BALANCE_LINES * step and 2 * unit <= spread - 2 * step:
            found.append(("balance", last[0].page, f"columns end {spread:.1f} mm apart"))
    return found


def _unit(lines: list[Line], step: float, body: float, down: bool) -> float:
    """The height of the least block that could move from where `lines` start (read down from a column's top,
    or up from its bottom): two lines of a paragraph, a whole list item, with a heading they follow; a table's
    or figure's small lines whole (lines no wider apart than 1.8 lines)."""
    block: list[Line] = []
    for line in lines:
        if block and abs(line.bottom - block[-1].bottom) > 1.8 * step:
            break
        block.append(line)
        item = line.x0 > INDENT if not down else len(lines) > len(block) and lines[len(block)].x0 > INDENT
        if sum(abs(b.size - body) < 0.05 for b in block) >= 2 and not item:
            break
    if not down and len(block) < len(lines) and lines[len(block)].size > body * 1.05:
        block.append(lines[len(block)])  # the heading just above goes with them
    return max(line.bottom for line in block) - min(line.top for line in block) if block else 0.0


# --- every book and aid, each rule on and off ---------------------------------------------------------------------


def documents(ref: str, paper: str, lang: str):
    """(name, pdf bytes, frame, markdown, regions) for a game's rule book, its folded booklet (the half pages
    before imposition, its cover and notes pages left out) and its player aid card."""
    opts = options(paper, lang, "pdf", "0mm")
    game, where = load_game(ref), source_name(game_path(ref))
    context = book_context(game, lang, where)
    printing = Context.printing(game, where, paper=opts.paper, lang=opts.lang)
    book = laid(rules_part(printing), printing)
    w, h = opts.paper.size
    yield "rules", render_pdf(book.document), book_frame(w, h), render_markdown("rules", game, lang, context), None
    booklet = laid(rules_part(printing, booklet=True), printing)
    aids = render_markdown("aids", game, lang, context, fallback=False)
    read = [page for page, piece in zip(booklet.svg_pages, booklet.pieces, strict=True) if piece.name not in ("cover", "notes", "back-cover")]  # ruled pages hold no text; the back cover is set apart
    yield ("booklet", render_pdf(Document("booklet", read, lang)), book_frame(booklet.svg_pages[0].width, booklet.svg_pages[0].height),
           render_markdown("rules", game, lang, context) + "\n" + aids, None)
    for part in aid_parts(printing):
        card = Page(w, card_height(h))
        card.items.append(part.piece.front)
        yield ("aids", render_pdf(Document("aid", [card], lang)), card_frame(w, card_height(h)),
               render_markdown("aids", game, lang, context, fallback=False), None)


def all_sources() -> list[str]:
    docs = sorted(str(p) for p in (ROOT / "docs").glob("*.toml"))
    folders = [str(ROOT / "docs" / name / "game.toml") for name in ("cards-example", "roll-and-write-example")]
    return [*builtin_games(), *docs, *folders]


COMBOS = (("a4", "fr"), ("a4", "en"), ("letter", "fr"), ("letter", "en"))


def count(sources=None, combos=COMBOS) -> dict[str, dict[tuple[str, str], dict[str, int]]]:
    """For each rule and setting (paper, language): the breaks of its kind found with all rules on, and with that
    rule alone off, across every book, booklet and aid card of `sources`."""
    accent = Look().accent
    table = {rule: {combo: {"on": 0, "off": 0} for combo in combos} for rule in RULES}
    for ref in sources or all_sources():
        for combo in combos:
            for setting in ("on", *RULES):
                rules = Rules() if setting == "on" else Rules(**{setting: False})
                with composing(rules):
                    for _, pdf, frame, markdown, regions in documents(ref, *combo):
                        found = Counter(rule for rule, *_ in breaks(read_columns(pdf, frame, accent, regions), markdown, frame))
                        if setting == "on":
                            for rule in RULES:
                                table[rule][combo]["on"] += found[rule]
                        else:
                            table[setting][combo]["off"] += found[setting]
    return table


LABELS = {"a4": "A4", "letter": "Letter"}


def report(figures: dict, combos=COMBOS) -> str:
    """A Markdown table: for each rule, the breaks it changed (found with it alone off, less those left with all
    rules on) in each setting and in all; then the breaks left with every rule on."""
    head = ["rule", *(f"{LABELS[paper]} {lang}" for paper, lang in combos), "total"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for key, label in (("changed", "breaks changed (rule off, less rules on)"), ("on", "breaks left, all rules on")):
        lines.append(f"| *{label}* |" + " |" * (len(head) - 1))
        for rule, row in figures.items():
            cells = [row[c]["off"] - row[c]["on"] if key == "changed" else row[c]["on"] for c in combos]
            lines.append("| " + " | ".join([rule, *map(str, cells), str(sum(cells))]) + " |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(count()))
