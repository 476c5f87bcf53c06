"""A designer's bold and italic (issue 35): with [fonts] body, bold and italic given, Markdown **bold** on a card
and in the rule book prints in the designer's bold file and *italic* in the italic file, upright (not a 12° slant
of the roman); with only body given, bold stays the roman and italic its slant, as documented. Read back from
the PDFs by pdfplumber: each run's characters carry the font the PDF embeds them in.

The designer's bold and italic are the bundled Vollkorn Bold and Italic cut down to Latin-1 and renamed by
fontTools in a temporary folder, so the PDF's font names tell them from everything pnp bundles."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
from conftest import run_capped

from pnp.base import fonts

DATA = Path(__file__).parent / "data" / "fonts"
BODY = "Yrsa-Regular"  # tests/data/fonts: the designer's roman
BOLD, ITALIC = "DesignerSerif-Bold", "DesignerSerif-Italic"  # made from Vollkorn below

GAME = """\
id = "styles"
title = "Styles"
players = {{ min = 2, max = 4 }}

[fonts]
body = "fonts/Yrsa-Regular.ttf"
{styles}
[rules]
turn = {{ fr = "Lancez le dé. Sur un 6, gagnez **tout** et *rejouez* ; sinon passez.", en = "Roll the die. On a 6, win **all** and *roll again*; else pass." }}

[[decks]]
id = "plis"
rows = [ {{ name = "Soleil", text = "Gagne **2** plis et *rejoue* aussitôt.", count = 1 }} ]

[[decks.layout]]
kind = "title"
value = "{{name}}"

[[decks.layout]]
kind = "text"
value = "{{text}}"
"""
STYLES = {"bold": f'bold = "fonts/{BOLD}.ttf"', "italic": f'italic = "fonts/{ITALIC}.ttf"'}


def designer_font(source: str, name: str, folder: Path) -> None:
    """A bundled Vollkorn file cut down to Latin-1 and typographic marks, renamed `name` (family and PostScript)."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(str(fonts.font_path(source)))
    options = subset.Options()
    options.layout_features, options.hinting = [], False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[*range(0x20, 0x7F), *range(0xA0, 0x100), 0x152, 0x153, *range(0x2013, 0x2027),
                                 0x202F, 0x2192, 0x2194, 0x2212])
    subsetter.subset(font)
    family, style = name.split("-")
    for record in font["name"].names:
        if record.nameID in (1, 16):
            record.string = family
        elif record.nameID in (3, 4):
            record.string = f"{family} {style}"
        elif record.nameID == 6:
            record.string = name
    font.save(str(folder / f"{name}.ttf"))


@pytest.fixture(scope="module")
def game_folder(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("styles")
    (folder / "fonts").mkdir()
    (folder / "fonts" / f"{BODY}.ttf").write_bytes((DATA / f"{BODY}.ttf").read_bytes())
    designer_font("serif-bold", BOLD, folder / "fonts")
    designer_font("serif-italic", ITALIC, folder / "fonts")
    return folder


def build(folder: Path, *styles: str) -> Path:
    """The game with [fonts] body and the `styles` named ("bold", "italic"), built once, capped at 1 GB and 60 s
    as any font file from a designer is: its output folder."""
    name = "-".join(styles) or "body"
    out = folder / f"out-{name}"
    if not out.exists():
        game = folder / f"{name}.toml"
        game.write_text(GAME.format(styles="\n".join(STYLES[s] for s in styles)), encoding="utf-8")
        run = run_capped("build", str(game), "--parts", "rules,cards", "--format", "pdf", "--out", str(out))
        assert run.code == 0, run.err
    return out / "styles"


def runs_of(pdf: Path, words: str) -> list[tuple[str, bool]]:
    """Each character of the first place the PDF prints `words` (spaces aside): its font (less the subset
    prefix) and whether it is drawn slanted (a skewed text matrix)."""
    with pdfplumber.open(pdf) as document:
        chars = [c for page in document.pages for c in page.chars if not c["text"].isspace()]
    text = "".join(c["text"] for c in chars)
    start = text.find(words.replace(" ", ""))
    assert start >= 0, (words, text[:400])
    found = chars[start:start + len(words.replace(" ", ""))]
    return [(c["fontname"].split("+")[-1], abs(c["matrix"][2]) > 0.1) for c in found]


def test_a_card_s_bold_and_italic_print_in_the_designer_s_files(game_folder):
    pdf = build(game_folder, "bold", "italic") / "cards-plis.pdf"
    assert set(runs_of(pdf, "2")) == {(BOLD, False)}
    assert set(runs_of(pdf, "rejoue")) == {(ITALIC, False)}  # the true italic, upright
    assert set(runs_of(pdf, "Gagne")) == {(BODY, False)} and set(runs_of(pdf, "plis et")) == {(BODY, False)}


def test_the_rule_book_s_bold_and_italic_print_in_the_designer_s_files(game_folder):
    pdf = build(game_folder, "bold", "italic") / "rules.pdf"
    assert set(runs_of(pdf, "tout")) == {(BOLD, False)}
    assert set(runs_of(pdf, "rejouez")) == {(ITALIC, False)}
    assert set(runs_of(pdf, "Lancez le dé")) == {(BODY, False)}


@pytest.mark.parametrize("kept", [("italic",), ()])
def test_without_the_bold_file_a_card_s_bold_is_the_roman(game_folder, kept):
    """Planted: the bold key removed from [fonts]; the check above would see the roman, not the bold."""
    pdf = build(game_folder, *kept) / "cards-plis.pdf"
    assert set(runs_of(pdf, "2")) == {(BODY, False)}
    assert BOLD not in {font for font, _ in runs_of(pdf, "2")}


def test_without_the_italic_file_a_card_s_italic_is_the_roman_slanted(game_folder):
    found = set(runs_of(build(game_folder, "bold") / "cards-plis.pdf", "rejoue"))
    assert found == {(BODY, True)}, found  # a 12° slant of the roman, as documented
    assert set(runs_of(build(game_folder, "bold") / "cards-plis.pdf", "2")) == {(BOLD, False)}
