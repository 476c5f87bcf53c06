"""Type: the rule books' and aids' running text in the bundled serif (Vollkorn) with its true italic and bold,
DejaVu Sans kept for labels; read back from the PDFs by pdfplumber (the fonts' names as the PDF embeds them)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pdfplumber
import pytest
from conftest import assert_clean_error, run_pnp

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
    text = sum(n for name, n in names.items() if not name.startswith("DejaVu"))  # the footers are pnp's, in DejaVu
    assert body > 0.5 * text, names  # most of the book's own text
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


# --- a designer's own fonts: [fonts] and a card layout element's `font` ---------------------------------------

DATA = Path(__file__).parent / "data" / "fonts"  # OFL fonts cut down to Latin-1: Yrsa (TrueType), EB Garamond (CFF)
TITLE, BODY = "EBGaramond12-Regular.otf", "Yrsa-Regular.ttf"

FONTS = f"""
[fonts]
title = "fonts/{TITLE}"
body = "fonts/{BODY}"
"""

DECK = """
[[decks]]
id = "astres"
rows = [ {{ name = "Soleil", text = "Gagne un *pli* de plus.", count = 2 }}, {{ name = "Lune", text = "{moon}" }} ]

[[decks.layout]]
kind = "title"
value = "{{name}}"

[[decks.layout]]
kind = "text"
value = "{{text}}"
{font}
"""


def designer_game(folder: Path, moon: str = "Perd **tout**.", font: str = "", fonts_table: str = FONTS, rules: str = "") -> Path:
    (folder / "fonts").mkdir(exist_ok=True)
    for name in (TITLE, BODY):
        (folder / "fonts" / name).write_bytes((DATA / name).read_bytes())
    path = write_game(folder, fonts_table + DECK.format(moon=moon, font=font))
    if rules:
        path.write_text(path.read_text(encoding="utf-8").replace("Sur un 6, *rejouez*", rules), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def designer_kit(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("designer")
    out = folder / "out"
    run = run_pnp("build", str(designer_game(folder)), "--parts", "rules,cards", "--format", "pdf,svg", "--out", str(out))
    assert run.code == 0, run.err
    return out / "typefaces"


def pdffonts(pdf: Path) -> dict[str, list[str]]:
    """Each font's name (less the subset prefix) and its pdffonts row's emb and sub columns."""
    import subprocess

    rows = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True, check=True).stdout.splitlines()[2:]
    return {row.split()[0].split("+")[-1]: row.split()[-5:-3] for row in rows}


def test_the_designer_s_fonts_are_embedded_as_subsets(designer_kit):
    for pdf in ("cards-astres.pdf", "rules.pdf"):
        found = pdffonts(designer_kit / pdf)
        assert found.get("Yrsa-Regular") == ["yes", "yes"], (pdf, found)  # TrueType
        assert found.get("EBGaramond12-Regular") == ["yes", "yes"], (pdf, found)  # CFF OpenType, converted


def test_the_rule_book_sets_body_and_headings_in_the_designer_s_fonts(designer_kit):
    found = chars(designer_kit / "rules.pdf")
    assert "Lancez le dé" in words_in(found, "Yrsa-Regular")
    assert "Tour de jeu" in words_in(found, "EBGaramond12-Regular")
    assert "Vollkorn" not in " ".join(c["fontname"] for c in found)
    slanted = [c for c in found if c["fontname"].endswith("Yrsa-Regular") and abs(c["matrix"][2]) > 0.1]
    assert "".join(c["text"] for c in slanted).split() == ["pousse", "sa", "chance", "rejouez"]  # no italic file: slanted


def test_card_text_is_in_the_designer_s_fonts(designer_kit):
    found = chars(designer_kit / "cards-astres.pdf")
    assert "Gagne un" in words_in(found, "Yrsa-Regular") and "Soleil" in words_in(found, "EBGaramond12-Regular")


def _outline(font_file: Path, char: str) -> str:
    """The glyph's outline as fontTools draws it from the font file: the independent source for the SVG."""
    from fontTools.pens.svgPathPen import SVGPathPen
    from fontTools.ttLib import TTFont

    font = TTFont(str(font_file))
    glyphs = font.getGlyphSet()
    pen = SVGPathPen(glyphs, ntos=lambda v: f"{v:g}")
    glyphs[font.getBestCmap()[ord(char)]].draw(pen)
    return pen.getCommands()


def test_the_svg_draws_the_designer_s_glyphs_as_outlines(designer_kit):
    import re
    import subprocess

    for svg in ("cards-astres.svg", "rules.svg"):
        path = designer_kit / svg
        text = path.read_text(encoding="utf-8")
        assert "<text" not in text, svg
        drawn = set(re.findall(r'<path id="[^"]+" d="([^"]+)"', text))
        assert _outline(DATA / BODY, "G") in drawn or _outline(DATA / BODY, "L") in drawn, svg
        assert _outline(DATA / TITLE, "S") in drawn or _outline(DATA / TITLE, "T") in drawn, svg
        png = subprocess.run(["rsvg-convert", "-w", "200", str(path)], capture_output=True, check=True).stdout
        assert png.startswith(b"\x89PNG")


def test_a_character_the_card_font_lacks_is_an_error_naming_font_character_and_field(tmp_path):
    run = run_pnp("build", str(designer_game(tmp_path, moon="Perd tout → fin.")), "--parts", "cards", "--out", str(tmp_path / "out"))
    assert_clean_error(run, BODY, "'→'", "U+2192", "decks[0].rows[1]", "text")
    assert run.code == 2
    assert not (tmp_path / "out" / "typefaces").exists()  # nothing half-written


def test_a_character_the_book_font_lacks_is_an_error_naming_the_fonts_field(tmp_path):
    run = run_pnp("build", str(designer_game(tmp_path, rules="Sur un 6 ★ rejouez")), "--parts", "rules", "--out", str(tmp_path / "out"))
    assert_clean_error(run, BODY, "'★'", "fonts.body")
    assert run.code == 2


def test_an_element_font_names_a_file_or_a_name_from_fonts(tmp_path):
    game = designer_game(tmp_path, font=f'font = "fonts/{TITLE}"', fonts_table="")
    run = run_pnp("build", str(game), "--parts", "cards", "--format", "pdf", "--out", str(tmp_path / "out"))
    assert run.code == 0, run.err
    found = chars(tmp_path / "out" / "typefaces" / "cards-astres.pdf")
    assert "Gagne un" in words_in(found, "EBGaramond12-Regular") and "Soleil" in words_in(found, "DejaVuSans-Bold")
    run = run_pnp("build", str(designer_game(tmp_path, font='font = "runes"')), "--parts", "cards", "--out", str(tmp_path / "o2"))
    assert_clean_error(run, "unknown font 'runes'", "decks[0].layout[1].font", "title", "body")
    assert run.code == 2


@pytest.mark.parametrize("body, says", [
    ("fonts/nope.ttf", "no font file at 'fonts/nope.ttf'"),
    ("../outside.ttf", "leaves the game file's folder"),
    ("fonts/not-a-font.ttf", "is not a font"),
    ("fonts/face.woff", "not a .ttf or .otf"),
])
def test_a_bad_font_file_is_one_line_naming_the_field(tmp_path, body, says):
    (tmp_path / "outside.ttf").write_bytes((DATA / BODY).read_bytes())
    folder = tmp_path / "game"
    folder.mkdir()
    game = designer_game(folder, fonts_table=f'\n[fonts]\nbody = "{body}"\n')
    (folder / "fonts" / "not-a-font.ttf").write_text("not a font at all", encoding="utf-8")
    (folder / "fonts" / "face.woff").write_bytes(b"wOFF")
    run = run_pnp("build", str(game), "--out", str(tmp_path / "out"))
    assert_clean_error(run, "fonts.body", says)
    assert run.code == 2
    assert not (tmp_path / "out" / "typefaces").exists()
