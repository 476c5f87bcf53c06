"""Typographic quotes and apostrophes in every text a player reads, whatever its source (issue 35): the game
file's sheet text, a board's legend, a title, a deck's CSV cells. Every page of the four built-in kits and of
the docs examples' kits is read back; no straight ' or " is left. Each source has its planted case: the
typography taken off it, the straight quote it carried is printed again."""

from __future__ import annotations

import re

import pypdf
from conftest import run_pnp

import pnp.base.i18n
import pnp.parts.board.neutral
import pnp.parts.board.tiled
import pnp.parts.cards
import pnp.parts.player_sheets

STRAIGHT = re.compile(r".{0,25}['\"].{0,25}")


def straight_quotes(pdfs) -> list[str]:
    found = []
    for pdf in pdfs:
        for n, page in enumerate(pypdf.PdfReader(pdf).pages, 1):
            found += [f"{pdf.name} p{n}: {hit}" for hit in STRAIGHT.findall(page.extract_text() or "")]
    return found


def test_no_straight_quote_on_any_page_of_the_built_in_kits(builtin_kits):
    assert straight_quotes(builtin_kits) == []


def test_no_straight_quote_on_any_page_of_the_docs_examples(example_kits):
    assert straight_quotes(example_kits) == []


def _built(tmp_path, ref: str, paper: str, lang: str):
    run = run_pnp("build", ref, "--paper", paper, "--lang", lang, "--format", "kit", "--out", str(tmp_path), "--force")
    assert run.code == 0, run.err
    return sorted(tmp_path.rglob("*-kit.pdf"))


def _bare(monkeypatch, module) -> None:
    """The designer's words printed as the game file typed them, in `module` (the old behaviour)."""
    monkeypatch.setattr(module, "printed", pnp.base.i18n.text)


def test_planted_a_board_legend_as_typed_keeps_its_straight_apostrophe(tmp_path, monkeypatch):
    _bare(monkeypatch, pnp.parts.board.tiled)
    _bare(monkeypatch, pnp.parts.board.neutral)
    found = straight_quotes(_built(tmp_path, "clann", "letter", "en"))
    assert any("Knight's" in hit for hit in found), found


def test_planted_a_sheet_text_as_typed_keeps_its_straight_apostrophe(tmp_path, monkeypatch):
    from conftest import DOCS

    _bare(monkeypatch, pnp.parts.player_sheets)
    found = straight_quotes(_built(tmp_path, str(DOCS / "roll-and-write-example" / "game.toml"), "a4", "fr"))
    assert any("d'un" in hit for hit in found), found


def test_planted_a_csv_cell_as_typed_keeps_its_straight_quote(tmp_path, monkeypatch):
    """The cards example's CSV holds an apostrophe (the Eclipse card's "l'a posée"): its cards print it curly, and straight
    with the cards' typography taken off."""
    from conftest import DOCS

    monkeypatch.setattr(pnp.parts.cards, "typography", lambda words, lang: words)
    found = straight_quotes(_built(tmp_path, str(DOCS / "cards-example" / "game.toml"), "a4", "fr"))
    assert found, "the cards example's CSV text has no apostrophe left to plant"
