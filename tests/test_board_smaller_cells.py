"""A tiled board that cells at most 3 % smaller put on fewer sheets prints at that size by itself (issue 34),
and the kit's guide, like the board's own assembly page, says by how much: Clann's and Petits chevaux's
270 mm of cells miss two Letter sheets (pnp/engine/tiling.py), cells of 17.6 mm instead of 18 mm fit them.
A board that would need more than 3 % keeps its size, and so does one whose cells pnp board --cell sets."""

from __future__ import annotations

import collections
import re
from pathlib import Path

import pytest
from conftest import run_pnp

MM = 72 / 25.4
GAMES = Path(__file__).resolve().parent.parent / "pnp" / "games"
SAID = {
    "en": re.compile(r"Printed at (\d+)% of its size \(cells of ([\d.]+) mm instead of 18 mm\) to fit on (\d+) sheets "
                     r"instead of (\d+)\."),
    "fr": re.compile(r"Imprimé à (\d+) % de sa taille \(cases de ([\d,]+) mm au lieu de 18 mm\) pour tenir sur (\d+) "
                     r"feuilles au lieu de (\d+)\."),
}


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", (text or "").replace("\u00a0", " ").replace("\u202f", " "))


def _kit(tmp_path: Path, game: str, paper: str, lang: str) -> tuple[str, list[str], list[float]]:
    """The kit's guide page's text (its left column, then its right one), the text of each board sheet (a page
    saying "Sheet A1 of 2"), and the side of each square cell drawn on those sheets, most common first, in mm."""
    import pdfplumber

    run = run_pnp("build", game, "--paper", paper, "--lang", lang, "--format", "kit", "--out", str(tmp_path))
    assert run.code == 0, run.err
    with pdfplumber.open(tmp_path / game / f"{game}-kit.pdf") as pdf:
        page = pdf.pages[0]
        guide = " ".join(page.crop(box).extract_text() for box in ((0, 0, page.width / 2, page.height),
                                                                   (page.width / 2, 0, page.width, page.height)))
        sheets = [p for p in pdf.pages if re.search(r"(Sheet|Feuille) A1 (of|sur) \d", _flat(p.extract_text()))
                  or re.search(r"(Sheet|Feuille) [A-Z]\d (of|sur) \d", _flat(p.extract_text()))]
        squares = collections.Counter(round(r["width"] / MM, 2) for p in sheets for r in p.rects
                                      if abs(r["width"] - r["height"]) < 0.01 and 10 < r["width"] / MM < 30)
        return _flat(guide), [_flat(p.extract_text()) for p in sheets], [side for side, _ in squares.most_common()]


@pytest.mark.parametrize(("game", "lang"), [("clann", "en"), ("petits-chevaux", "en"), ("clann", "fr")])
def test_a_letter_board_shrinks_to_two_sheets_and_the_guide_says_by_how_much(tmp_path, game, lang):
    guide, sheets, squares = _kit(tmp_path, game, "letter", lang)
    found = SAID[lang].search(guide)
    assert found, guide
    scale, cell, fewer, count = found.groups()
    cell = float(cell.replace(",", "."))
    assert 18 * 0.97 <= cell < 18 and int(scale) == round(cell / 18 * 100) and (int(fewer), int(count)) == (2, 4)
    assert len(sheets) == 2 and all(re.search(r"(of|sur) 2\b", text) for text in sheets), sheets
    assert abs(squares[0] - cell) <= 0.1, (squares[:3], cell)  # the cells printed are the ones stated


def test_no_shrink_where_it_saves_nothing(tmp_path):
    """On A4, Clann takes 2 sheets at 18 mm, and 3 % smaller cells would not put it on one."""
    guide, sheets, squares = _kit(tmp_path, "clann", "a4", "en")
    assert "Board: 2 sheets" in guide and "Printed at" not in guide
    assert len(sheets) == 2 and abs(squares[0] - 18) <= 0.01


def _board(tmp_path: Path, cell: str, *options: str) -> tuple[int, str]:
    """`pnp board` on Clann's game file with its cells set to `cell`, on Letter: the PDF's pages (the assembly
    page, then the sheets) and its first page's text."""
    from pypdf import PdfReader

    tmp_path.mkdir()
    game = tmp_path / "game.toml"
    text = (GAMES / "clann" / "game.toml").read_text(encoding="utf-8")
    game.write_text(text.replace('cell = "18mm"', f'cell = "{cell}"', 1), encoding="utf-8")
    run = run_pnp("board", str(game), "--paper", "letter", "--lang", "en", "--format", "pdf", "--out",
                  str(tmp_path / "out"), *options)
    assert run.code == 0, run.err
    pages = PdfReader(tmp_path / "out" / "clann" / "board.pdf").pages
    return len(pages), _flat(pages[0].extract_text())


def test_a_board_4_percent_too_big_keeps_its_size_and_one_3_percent_too_big_shrinks(tmp_path):
    """17.6 mm cells fit two Letter sheets, 17.7 mm do not: 18.1 mm cells shrink by 2.8 % and go on 2 sheets,
    18.3 mm would need 3.8 % and stay on 4, as do 18 mm cells pnp board --cell asks for."""
    pages, first = _board(tmp_path / "a", "18.1mm")
    assert pages == 1 + 2 and "Printed at 97% of its size (cells of 17.6 mm instead of 18.1 mm)" in first, first
    pages, first = _board(tmp_path / "b", "18.3mm")
    assert pages == 1 + 4 and "Printed at" not in first
    pages, first = _board(tmp_path / "c", "18.1mm", "--cell", "18mm")
    assert pages == 1 + 4 and "Printed at" not in first
