"""Type: the rule books' and aids' running text in the bundled serif (Vollkorn) with its true italic and bold,
DejaVu Sans kept for labels; read back from the PDFs by pdfplumber (the fonts' names as the PDF embeds them)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pdfplumber
import pytest
from conftest import run_pnp

from pnp.base import fonts

GAME = """\
id = "typefaces"
title = {{ fr = "Essai de caractères", en = "Type test" }}
players = {{ min = 2, max = 4 }}
{extra}
[rules]
tagline = {{ fr = "Une course où l’on *pousse sa chance* et où **tout** se joue au dernier tour.", en = "A race where you *push your luck* and **all** comes down to the last turn." }}
turn = {{ fr = "Lancez le dé. Sur un 6, *rejouez* ; sinon passez la main.", en = "Roll the die. On a 6, *roll again*; else pass the turn." }}
"""


def write_game(folder: Path, extra: str = "") -> Path:
    path = folder / "game.toml"
    path.write_text(GAME.format(extra=extra), encoding="utf-8")
    return path


def chars(pdf: Path) -> list[dict]:
    with pdfplumber.open(pdf) as document:
        return [c for page in document.pages for c in page.chars]


def words_in(found: list[dict], font: str) -> str:
    """The text set in a font (by the PDF's name for it, less the subset prefix)."""
    return "".join(c["text"] for c in found if c["fontname"].split("+")[-1] == font)


@pytest.fixture(scope="module")
def book(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("typefaces")
    out = folder / "out"
    run = run_pnp("build", str(write_game(folder)), "--parts", "rules", "--format", "pdf", "--out", str(out))
    assert run.code == 0, run.err
    return out / "typefaces" / "rules.pdf"


def test_the_book_s_running_text_is_the_serif(book):
    found = chars(book)
    names = Counter(c["fontname"].split("+")[-1] for c in found if not c["text"].isspace())
    body = names["Vollkorn-Regular"]
    assert body > 0.5 * sum(names.values()), names  # most of the book
    assert "Lancez le dé" in words_in(found, "Vollkorn-Regular")


def test_an_italic_span_is_the_true_italic_upright_not_a_slanted_regular(book):
    found = chars(book)
    italic = words_in(found, "Vollkorn-Italic")
    assert "pousse sa chance" in italic and "rejouez" in italic
    assert "Lancez" not in italic
    assert "tout" in words_in(found, "Vollkorn-Bold")
    for c in found:  # a true italic is drawn upright: the text matrix has no skew (a 12° slant would)
        if c["fontname"].endswith("Vollkorn-Italic"):
            assert abs(c["matrix"][2]) < 1e-6 and abs(c["matrix"][1]) < 1e-6, c["matrix"]


def test_the_headings_and_footer_fonts_are_embedded_subsets(book):
    import subprocess

    rows = subprocess.run(["pdffonts", str(book)], capture_output=True, text=True, check=True).stdout.splitlines()[2:]
    assert rows and all(row.split()[-5:-3] == ["yes", "yes"] for row in rows), rows  # emb, sub
    assert any("Vollkorn-Italic" in row for row in rows)


def test_a_symbol_the_serif_lacks_is_drawn_from_the_sans_of_its_weight():
    assert fonts.segments("coupez ✂ ici", "serif") == [("coupez ", "serif"), ("✂", "regular"), (" ici", "serif")]
    assert fonts.segments("⚀⚁", "serif-bold-italic") == [("⚀⚁", "bold")]
    assert fonts.segments("« déjà » 25\u202f%", "serif") == [("« déjà » 25\u202f%", "serif")]
    assert fonts.missing_glyphs("✂⚀", "serif") == set()  # the sans draws them
    assert fonts.missing_glyphs("\U0001F600", "serif") == {"\U0001F600"}  # neither does
    whole = fonts.text_width("a✂b", 3.0, "serif")
    parts = fonts.text_width("a", 3.0, "serif") + fonts.text_width("✂", 3.0, "regular") + fonts.text_width("b", 3.0, "serif")
    assert whole == pytest.approx(parts)


def test_the_serif_covers_french_and_english_typography():
    typography = "«»‹›‘’“”–—…\u00a0\u202f\u2009œŒæÆçÇéèêëàâîïôûùüÿ€×−"
    for font in fonts.SERIF:
        assert fonts.missing_glyphs(typography, font) == set(), font
        cmap = fonts.reportlab_font(font).face.charToGlyph
        assert all(ord(ch) in cmap for ch in typography), font  # its own glyphs, no fallback


def test_the_figures_are_lining_ones():
    """Digits all stand on the baseline with the capitals' height: Vollkorn's default old-style 3, 4, 5, 7 and 9
    hang below it; the bundled file maps 0-9 to its lining figures (fonts/README.md)."""
    from fontTools.pens.boundsPen import BoundsPen
    from fontTools.ttLib import TTFont

    font = TTFont(str(fonts.font_path("serif")))
    glyphs, cmap = font.getGlyphSet(), font.getBestCmap()
    for digit in "0123456789":
        pen = BoundsPen(glyphs)
        glyphs[cmap[ord(digit)]].draw(pen)
        bottom, top = pen.bounds[1], pen.bounds[3]
        assert bottom > -20 and top > 600, (digit, pen.bounds)  # on the baseline, cap height (676) tall
