"""Composition by structure (issue 35), read back from the books' PDFs: a table stays with its heading and
lead-in whatever their punctuation, across a booklet's page turn as across a column; no few lines spill onto a
last page; no dash starts a line and no symbol stands alone on one. Each check has its planted case: the rule
turned off (or the old typography), and the check sees the defect the reviewer found."""

from __future__ import annotations

import io
import re

import pdfplumber
import pytest
from composition import breaks, documents, read_columns
from line_ends import following, segments

import pnp.base.i18n
from pnp.layout.typeset import Look, Rules, composing

ACCENT = Look().accent


def _document(game: str, paper: str, lang: str, which: str):
    """(pdf bytes, frame, markdown) of one of a game's documents (rules, booklet, aids), set under the rules
    in force."""
    for name, pdf, frame, markdown, regions in documents(game, paper, lang):
        if name == which:
            return pdf, frame, markdown, regions
    raise AssertionError(which)


def _heading_and_table(columns, heading: str, header: str) -> tuple[int, int]:
    """The page of the heading (in the accent colour) and of the first table header row after it (lines read in
    order, spaces left out)."""
    lines = [(column.page, line) for column in columns for line in column.lines]
    at = next(n for n, (_, line) in enumerate(lines) if line.accent and line.text == heading)
    return lines[at][0], next(page for page, line in lines[at:] if line.text.startswith(header))


# (game, paper, lang): a section's heading and its table's header, parted in the reviewer's booklets
TABLES = [
    ("clann", "a4", "fr", "Ledéspécial", "RésultatProbabilité"),
    ("clann", "letter", "en", "Thespecialdie", "OutcomeChance"),
    ("petits-chevaux", "a4", "fr", "Attendreun6", "Quantitéourésultat"),
]


def _table_pages(game, paper, lang, heading, header):
    pdf, frame, markdown, regions = _document(game, paper, lang, "booklet")
    columns = read_columns(pdf, frame, ACCENT, regions)
    return (*_heading_and_table(columns, heading, header), breaks(columns, markdown, frame))


@pytest.mark.parametrize(("game", "paper", "lang", "heading", "header"), TABLES)
def test_a_table_stays_on_the_page_of_its_heading_and_lead_in(game, paper, lang, heading, header):
    heading_page, table_page, found = _table_pages(game, paper, lang, heading, header)
    assert table_page == heading_page, f"{heading} on page {heading_page}, its table on page {table_page}"
    assert [b for b in found if b[0] == "lead_in"] == []


def _lead_in_pages(lead_in: bool, filler: int) -> tuple[int, int]:
    """A made-up A5 page of `filler` paragraphs, then a heading, its lead-in ending without a colon and a
    six-row table: the pages of the lead-in and of the table's header."""
    from pnp.layout.typeset import Frame, Layout, flow, parse
    from pnp.scene import Text

    frame = Frame(148.0, 210.0, 14, 14, 14, 16, columns=1)
    words = " ".join("The fox runs to the hen house and the hen runs away from the fox who is quick".split() * 3)
    table = "| Outcome | Chance |\n|---|---|\n" + "".join(f"| roll {n} | 1/6 |\n" for n in range(6))
    markdown = "\n\n".join([words] * filler + ["## Waiting for a six", "Each turn the odds are these", table])
    with composing(Rules(lead_in=lead_in)):
        pages = flow(Layout(frame.column_width, Look(), None, lang="en").slices(parse(markdown)), frame)

    def page_of(word: str) -> int:
        return next(n for n, page in enumerate(pages) for i in page.items if isinstance(i, Text) and word in i.text)

    return page_of("these"), page_of("Outcome")


def test_planted_with_no_lead_in_rule_the_table_leaves_its_heading():
    """The rule off: a lead-in without a colon ends a page and its table opens the next, as the reviewer saw in
    Petits chevaux's French booklet ('Attendre un 6'); with the rule, at that same length, they stay together."""
    parted = [n for n in range(4, 40) if len(set(_lead_in_pages(False, n))) == 2]
    assert parted, "no length parts them with the rule off"
    for filler in parted:
        assert len(set(_lead_in_pages(True, filler))) == 1, filler


# --- no spill ---------------------------------------------------------------------------------------------------

SPILL_LINES = 4


def _last_page_lines(game: str, paper: str, lang: str, which: str) -> tuple[int, int]:
    """How many pages the document's text takes, and how many lines its last page holds."""
    pdf, frame, _, regions = _document(game, paper, lang, which)
    columns = [c for c in read_columns(pdf, frame, ACCENT, regions) if c.lines]
    last = max(c.page for c in columns)
    return last + 1, sum(len(c.lines) for c in columns if c.page == last)


@pytest.mark.parametrize(("paper", "lang"), [("a4", "fr"), ("a4", "en")])
def test_the_territory_booklet_spills_no_lines_onto_its_last_page(paper, lang):
    """The aid set after the book: its last lines stay on its page instead of running onto the back cover."""
    pages, lines = _last_page_lines("renards-poules-viperes", paper, lang, "booklet")
    assert pages > 1 and lines > SPILL_LINES, (pages, lines)


def _spilled_flow(spill: bool) -> tuple[int, int]:
    """A made-up text of eleven paragraphs that runs two lines past an A5 page under the old rules: its pages, and
    the lines (column, baseline) its last page holds. (The territory booklet's aid, the reviewer's case, now goes
    on the back cover only whole, so no built-in booklet spills with the rule off any more.)"""
    from pnp.layout.typeset import Frame, Layout, flow, parse
    from pnp.scene import Text

    frame = Frame(148.0, 210.0, 14, 14, 14, 16, columns=2, gutter=6)
    words = " ".join("The fox runs to the hen house and the hen runs away from the fox who is quick".split() * 3)
    markdown = "\n\n".join(words[: 180 + k % 7 * 9] + "." for k in range(11))
    with composing(Rules(spill=spill)):
        pages = flow(Layout(frame.column_width, Look(), None, lang="en").slices(parse(markdown)), frame)
    return len(pages), len({(round(i.x), round(i.y, 1)) for i in pages[-1].items if isinstance(i, Text)})


def test_planted_with_no_spill_rule_a_few_lines_run_onto_a_last_page():
    assert _spilled_flow(spill=True)[0] == 1  # the rule takes the two lines back onto the page
    pages, lines = _spilled_flow(spill=False)
    assert pages == 2 and 0 < lines <= SPILL_LINES


# --- no line starts with a dash or a lone symbol ---------------------------------------------------------------

DASH = re.compile(r"^[–—]")
SYMBOL = re.compile(r"^[^\w\s•(«“‘\[]+$")  # a word of symbols ("↔).", "="): bad alone on its line or ending a clause
CLOSING = tuple(")].,;:!?»”’")
SPACES = re.compile(r"[\s\u00a0\u202f]+")


def _bad_start(line: list[dict]) -> bool:
    first = line[0]["text"]
    return bool(DASH.match(first)) or (bool(SYMBOL.match(first)) and (len(line) == 1 or first.endswith(CLOSING)))


def _bad_starts(pdf: bytes, markdown: str) -> list[str]:
    """Every line that goes on with the text of the line above it (the two words meet in the Markdown) and
    starts with a dash or a word made only of symbols."""
    source = SPACES.sub(" ", markdown.replace("**", "").replace("\\", ""))
    found = []
    with pdfplumber.open(io.BytesIO(pdf)) as document:
        for page in document.pages:
            lines = segments(page)
            for line in lines:
                after = following(line, lines)
                if after is None or not _bad_start(after):
                    continue
                if f"{line[-1]['text']} {after[0]['text']}" in source:
                    found.append(" ".join(w["text"] for w in line) + " / " + " ".join(w["text"] for w in after))
    return found


def _territory_starts(paper: str, lang: str) -> list[str]:
    return [start for name, pdf, _, markdown, _ in documents("renards-poules-viperes", paper, lang)
            for start in _bad_starts(pdf, markdown)]


@pytest.mark.parametrize(("paper", "lang"), [("a4", "fr"), ("letter", "fr"), ("letter", "en")])
def test_no_line_starts_with_a_dash_or_a_lone_symbol(paper, lang):
    assert _territory_starts(paper, lang) == []


def _line_starts(text: str, width: float) -> list[str]:
    """The first word of each line of `text` set in the book's body at `width` mm."""
    from pnp.layout.typeset import break_lines, words

    lines = break_lines(words(text), Look().body, width, lang="fr")
    return [line[0][0] for line in lines if line]


def test_planted_without_the_no_break_spaces_a_symbol_and_a_dash_start_lines(monkeypatch):
    """The typography as it was: '– Poule' starting a line of the French A4 book's table; and '↔).' alone on
    a line, as on the French aid before, in a sentence set at every width from 30 to 90 mm."""
    sentence = "chaque camp gagne contre le suivant par temps ↔). Puis on relance."
    held_starts = {w for width in range(30, 91) for w in _line_starts(pnp.base.i18n.typography(sentence, "fr"), width)}
    monkeypatch.setattr(pnp.base.i18n, "_symbols_held", lambda words: words)
    starts = _territory_starts("a4", "fr") + _territory_starts("letter", "fr")
    assert any(" / –" in s or " / —" in s for s in starts), starts
    bare = {w for width in range(30, 91) for w in _line_starts(pnp.base.i18n.typography(sentence, "fr"), width)}
    assert "↔)." in bare and "↔)." not in held_starts


def test_the_no_break_spaces_leave_markdown_markers_and_cells_alone():
    """A symbol opening a list item or a table cell keeps its marker's space and its cell border, or the item and
    the table would be read as text."""
    from pnp.layout.typeset import parse

    held = pnp.base.i18n.held
    blocks = parse(held("- ↔ weather wins\n\n| Duel | ↔ weather |\n|---|---|\n| Fox – Hen | ↔ 1 |\n"))
    assert [b.kind for b in blocks] == ["item", "table"]
    assert [len(row) for row in blocks[1].rows] == [2, 2]
    assert held("par temps ↔).") == "par temps\u00a0↔)." and held("Renard – Poule") == "Renard\u00a0– Poule"


def _flowed(floats: bool):
    """Twenty 5 mm lines, a 60 mm figure that floats (or not), then twenty lines more, in one 150 mm column:
    the figure does not fit under the first twenty lines (100 mm + 60 mm); each slice's (name, page, y)."""
    from pnp.layout.typeset import Frame, Slice, flow

    def mark(name):
        return lambda x, y: [(name, y)]

    lines = [Slice(5.0, mark(f"line {n}"), joined=n % 20 > 0) for n in range(40)]
    figure = Slice(60.0, mark("figure"), floats=floats)
    frame = Frame(page_w=100.0, page_h=170.0, left=10.0, top=10.0, right=10.0, bottom=10.0)
    with composing(Rules(balance=False, spill=False, widows=False)):
        pages = flow([*lines[:20], figure, *lines[20:]], frame)
    return {name: (page, y) for page, made in enumerate(pages) for name, y in made.items}


def test_a_figure_too_tall_for_the_room_left_lets_the_text_after_it_fill_the_column():
    placed = _flowed(True)
    last_on_first_page = max(y for page, y in placed.values() if page == 0)
    assert placed["figure"] == (1, 10.0)  # it opens the next column
    assert 160.0 - (last_on_first_page + 5.0) < 5.0  # the first column is filled to its foot
    assert placed["line 20"][0] == 0 and placed["line 27"][0] == 0  # by the text that followed the figure


def test_planted_a_figure_that_does_not_float_leaves_its_room_empty():
    placed = _flowed(False)
    last_on_first_page = max(y for page, y in placed.values() if page == 0)
    assert 160.0 - (last_on_first_page + 5.0) >= 50.0
