"""The typesetter's lines: words break only at a hyphenation point (pyphen's patterns, read here on their own),
no-break spaces hold, tables are sized by their content; and the PDF reading of tests/line_ends.py, which the
kits' test relies on, catches a planted break."""

from __future__ import annotations

import pyphen
import pytest
from line_ends import faults

from pnp.base.fonts import text_width
from pnp.base.i18n import typography
from pnp.layout.typeset import Frame, Layout, Look, break_lines, flow, parse, words
from pnp.render.pdf import render_pdf
from pnp.scene import Document

SIZE = 3.4


def lines_of(text: str, width: float, lang: str | None) -> list[str]:
    return ["".join((" " if space and k else "") + t for k, (t, _, space) in enumerate(line))
            for line in break_lines(words(text), SIZE, width, lang=lang)]


@pytest.mark.parametrize("lang, pattern", [("fr", "fr"), ("en", "en_US")])
def test_a_word_breaks_only_at_a_hyphenation_point_shown_by_a_hyphen(lang, pattern):
    text = "imprimable extraordinaire" if lang == "fr" else "printable extraordinarily"
    for width in (13.0, 16.0, 20.0, 30.0):  # each piece between hyphenation points fits
        lines = lines_of(text, width, lang)
        points = {w: set(pyphen.Pyphen(lang=pattern).positions(w)) for w in text.split()}
        assert "".join(line.rstrip("-") + ("" if line.endswith("-") else " ") for line in lines).split() == text.split()
        at = 0
        for line in lines:
            if line.endswith("-"):  # a break inside a word: one of the patterns' points
                word = next(w for w in text.split() if line[:-1].split()[-1] in w)
                assert word.index(line[:-1].split()[-1]) + len(line[:-1].split()[-1]) in points[word], (width, lines)
            at += 1
        assert all(text_width(line, SIZE, Look().face.regular) <= width + 1e-6 for line in lines), (width, lines)


def test_only_a_word_with_no_hyphenation_point_wider_than_the_line_is_cut_bare():
    assert lines_of("Xkcdqwrtzplk", 8.0, "en")[0][-1] != "-"
    assert len(lines_of("Xkcdqwrtzplk", 8.0, "en")) > 1
    assert lines_of("word Xkcdqwrtzplk", 80.0, "en") == ["word Xkcdqwrtzplk"]


def test_no_break_spaces_hold_a_figure_to_its_unit():
    text = typography("a share of 25,9 % on card 200–300 g/m², 8 × 6 hexes, 18 mm", "fr")
    for width in range(12, 60, 2):
        lines = lines_of(text, float(width), "fr")
        for a, b in zip(lines, lines[1:]):
            assert not (a[-1].isdigit() and b.split()[0] in ("%", "g/m²", "mm", "×")), (width, lines)
            assert not a.endswith("×"), (width, lines)


def test_a_paragraphs_last_word_is_not_hyphenated_where_it_would_stand_alone():
    lines = lines_of("Mesuré sur dix mille parties, calculées exactement", 52.0, "fr")
    assert not lines[-1].startswith("ment"), lines


def table(rows: list[list[str]]) -> str:
    return "\n".join(["| " + " | ".join(rows[0]) + " |", "|---" * len(rows[0]) + "|",
                      *("| " + " | ".join(r) + " |" for r in rows[1:])])


def test_a_table_column_is_never_narrower_than_its_longest_word_when_the_words_fit():
    markdown = table([["On", "What"], ["card 200–300 g/m²", "the board, the dice to fold and the pawns, all of them"]])
    layout = Layout(70.0, Look(), lang="en")
    widths = layout.column_widths(parse(typography(markdown, "en")))
    face = Look().face.regular  # the book's running text
    assert widths[0] >= text_width("200–300\u00a0g/m²", SIZE * 0.92, face) + 2.4 - 1e-6
    assert widths[0] >= text_width("card 200–300\u00a0g/m²", SIZE * 0.92, face) / 2 + 2.4  # two lines at most
    assert abs(sum(widths) - 70.0) < 1e-6


def test_tables_that_follow_one_another_share_their_column_widths():
    blocks = parse(table([["A", "B"], ["short", "1"]]) + "\n\n" + table([["A", "B"], ["a much longer label", "2"]]))
    layout = Layout(80.0, Look(), lang="en")
    shared = layout._shared_widths(blocks)
    assert shared[0] == shared[1]


def _pdf(markdown: str, lang: str | None, width: float, tmp_path) -> object:
    frame = Frame(120, 120, 10, 10, 10, 10, columns=1)
    pages = flow(Layout(width, Look(), lang=lang).slices(parse(markdown)), frame)
    path = tmp_path / f"{lang}.pdf"
    path.write_bytes(render_pdf(Document("t", pages)))
    return path


def test_the_pdf_reading_finds_a_planted_break_and_a_parted_unit(tmp_path):
    """The old breaker's cut (a word too long for the line cut bare, "Impressio / n") and a unit on the line after
    its figure are found; the same words hyphenated, their units held by no-break spaces, are not."""
    text = "Incomprehensibilities sometimes 25.9 % of games"
    width = text_width("sometimes 25.9", Look().body, Look().face.regular) + 0.3  # the % does not fit after it
    known = frozenset({"incomprehensibilities", "sometimes", "of", "games"})
    planted = faults(_pdf(text, None, width, tmp_path), known=known)
    assert any("broken word" in f for f in planted), planted
    assert any("unit" in f for f in planted), planted
    right = faults(_pdf(typography(text, "en"), "en", width, tmp_path), known=known)
    assert right == [], right


def test_every_bundled_font_draws_the_typographic_characters():
    """The quotes, apostrophes and no-break spaces typography puts in a text, in every face pnp sets type in."""
    from pnp.base.fonts import FONT_FILES, reportlab_font
    from pnp.base.i18n import LANGS, NBSP, NNBSP, quotes

    needed = {NBSP, NNBSP, "-", "×", "–", "…", *"".join("".join(quotes(lang)) for lang in LANGS)}
    for font in FONT_FILES:
        drawn = reportlab_font(font).face.charToGlyph
        assert not {f"U+{ord(c):04X}" for c in needed if ord(c) not in drawn}, font


def test_an_address_too_wide_for_the_line_is_cut_after_a_slash_not_inside_a_number():
    """The icons' licence, creativecommons.org/licenses/by/3.0/, in a narrow column set large: it was cut bare at
    the longest start that fitted, "…/by/3" then ".0/)". It is now cut after a slash (or before a dot that follows
    no figure) where one is in reach, as an address is; "3.0" is never parted."""
    address = "creativecommons.org/licenses/by/3.0/)"
    parted = []
    for width in range(20, 90):
        lines = lines_of(address, float(width), "en")
        assert "".join(lines) == address, lines
        parted += [(width, a, b) for a, b in zip(lines, lines[1:]) if a.endswith("3") and b.startswith(".0")]
    assert parted == []


def test_the_check_sees_an_address_cut_inside_its_number(monkeypatch):
    """Planted: the old bare cut (the longest start that fits) parts "3.0" at some width."""
    from pnp.layout import typeset

    def longest(word, room, width):
        lo, hi = 1, sum(len(p[0]) for p in word) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            lo, hi = (mid, hi) if width(typeset._cut(word, mid, "")[0]) <= room else (lo, mid - 1)
        return typeset._cut(word, lo, "")

    monkeypatch.setattr(typeset, "_bare", longest)
    address = "creativecommons.org/licenses/by/3.0/)"
    assert any(a.endswith("3") and b.startswith(".0") for width in range(20, 90)
               for a, b in zip(lines_of(address, float(width), "en"), lines_of(address, float(width), "en")[1:]))
