"""One body face (issue 35): the running text of the kit's guide, the rule books, the aids and the sheets' text
blocks is set in one family, the bundled serif (Vollkorn), its headings in the same family's bold. Read back from
the kit PDFs: on each page of those parts, every letter of the page's body size (the size most of its letters
are set in) is in Vollkorn, or is a character Vollkorn lacks (drawn from DejaVu Sans, as the books always did).
Labels on small pieces (tokens, dice, board cells) stay in DejaVu Sans and are not looked at. (pdffonts cannot
tell one page's fonts from another's here: reportlab gives every page the document's one font resource, so
`pdffonts -f 1 -l 1` lists Vollkorn on a guide page set in DejaVu; pdfplumber reads each character's font.)"""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path

import pdfplumber
import pytest
from conftest import DOCS, KIT_SETTINGS, build_kit_pdfs, run_pnp

from pnp.base import fonts
from pnp.base.i18n import say

ROLL_AND_WRITE = DOCS / "roll-and-write-example" / "game.toml"  # the one example with a sheet's text block
SERIF_FAMILY = {"Vollkorn-Regular", "Vollkorn-Bold", "Vollkorn-Italic", "Vollkorn-BoldItalic"}


def _lang(pdf: Path) -> str:
    return next(lang for paper, lang in KIT_SETTINGS if f"{paper}-{lang}" in str(pdf))


def _parts(lang: str) -> tuple[str, ...]:
    """The footer names of the parts set as text: the guide, the rule book, the aids, the orchard sheet."""
    sheet = tomllib.loads(ROLL_AND_WRITE.read_text(encoding="utf-8"))["sheets"][0]["name"][lang]
    return say("guide.kit", lang), say("rules.book", lang), say("aids", lang), sheet


def _is_text_page(page, lang: str) -> bool:
    footer = [line for line in (page.extract_text() or "").splitlines() if " · " in line and "kit p." in line]
    return bool(footer) and any(f" · {part}" in footer[-1] for part in _parts(lang))


def _font(char: dict) -> str:
    return char["fontname"].split("+")[-1]  # less the subset prefix


def _serif_lacks(text: str) -> bool:
    return ord(text) not in fonts.reportlab_font("serif").face.charToGlyph


def off_face(pdf: Path) -> list[tuple[int, float, str, str]]:
    """(page, size, font, text) of every run of body-size letters on a guide, book, aid or sheet page that is
    not in the serif family (a character the serif lacks aside)."""
    lang, found = _lang(pdf), []
    with pdfplumber.open(pdf) as document:
        for number, page in enumerate(document.pages, 1):
            if not _is_text_page(page, lang):
                continue
            letters = [c for c in page.chars if not c["text"].isspace()]
            body = Counter(round(c["size"], 1) for c in letters).most_common(1)[0][0]
            stray = [c for c in letters if round(c["size"], 1) == body and _font(c) not in SERIF_FAMILY
                     and not _serif_lacks(c["text"])]
            by_font = Counter(_font(c) for c in stray)
            found += [(number, body, name, "".join(c["text"] for c in stray if _font(c) == name)[:60])
                      for name in by_font]
    return found


@pytest.fixture(scope="module")
def sheet_kits(tmp_path_factory) -> list[Path]:
    return build_kit_pdfs(tmp_path_factory.mktemp("body-face"), str(ROLL_AND_WRITE))


def test_the_guide_books_aids_and_sheets_run_in_one_body_face(builtin_kits, sheet_kits):
    checked = 0
    for pdf in [*builtin_kits, *sheet_kits]:
        assert off_face(pdf) == [], pdf
        with pdfplumber.open(pdf) as document:
            checked += sum(_is_text_page(page, _lang(pdf)) for page in document.pages)
    assert checked >= 30  # the guide, book and aid pages of eight kits and the orchard sheet: none skipped


def test_the_guide_s_headings_are_the_books_heading_face(builtin_kits):
    pdf = next(p for p in builtin_kits if p.name == "clann-kit.pdf" and _lang(p) == "fr")
    with pdfplumber.open(pdf) as document:
        chars = document.pages[0].chars
    heading = "".join(c["text"] for c in chars if _font(c) == "Vollkorn-Bold" and c["size"] > 12)
    assert "Ce qu’il vous faut" in heading and "Fabrication" in heading, heading


def test_a_guide_set_in_the_sans_is_caught(tmp_path, monkeypatch):
    """Planted: the guide's look as it was before issue 35, DejaVu Sans for its text and headings."""
    from pnp.base.fonts import SANS
    from pnp.layout import typeset
    from pnp.parts import guide

    monkeypatch.setattr(guide, "Look", lambda **kw: typeset.Look(body=3.4, face=SANS, heading_face=SANS))
    out = tmp_path / "a4-fr"
    run = run_pnp("build", "clann", "--lang", "fr", "--format", "kit", "--out", str(out))
    assert run.code == 0, run.err
    found = off_face(out / "clann" / "clann-kit.pdf")
    assert [page for page, _, name, _ in found if name == "DejaVuSans"] == [1], found
