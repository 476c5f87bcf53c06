"""A tiled board that slightly smaller cells would put on fewer sheets says so in the kit's guide, with the
command to make it (issue 21): Clann's 270 mm of cells miss two Letter sheets, and cannot be tiled on two
(pnp/engine/tiling.py), but cells 0.4 mm smaller can."""

from __future__ import annotations

import re

import pytest
from conftest import run_pnp

LINE = {
    "en": re.compile(r"With cells of ([\d.]+) mm instead of 18 mm \((\d+)% smaller\), the board would go on (\d+) sheets "
                     r"instead of (\d+): (pnp board clann --paper letter --lang en --cell [\d.]+mm)\."),
    "fr": re.compile(r"Avec des cases de ([\d,]+) mm au lieu de 18 mm \((\d+) % plus petites\), le plateau tiendrait sur "
                     r"(\d+) feuilles au lieu de (\d+) : (pnp board clann --paper letter --lang fr --cell [\d.]+mm)\."),
}


def _guide(tmp_path, paper: str, lang: str) -> str:
    """The kit's first page's text, its left column, then its right one."""
    import pdfplumber

    run = run_pnp("build", "clann", "--paper", paper, "--lang", lang, "--format", "kit", "--out", str(tmp_path))
    assert run.code == 0, run.err
    with pdfplumber.open(tmp_path / "clann" / "clann-kit.pdf") as pdf:
        page = pdf.pages[0]
        text = " ".join(page.crop(box).extract_text() for box in ((0, 0, page.width / 2, page.height),
                                                                  (page.width / 2, 0, page.width, page.height)))
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ").replace("\u202f", " "))


def _board_pages(tmp_path, args: list[str]) -> int:
    """The pages of the board `pnp board` makes with these arguments: the assembly map, then the sheets."""
    from pypdf import PdfReader

    run = run_pnp(*args, "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    return len(PdfReader(tmp_path / "clann" / "board.pdf").pages)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_clann_on_letter_says_which_cell_saves_sheets_and_the_command_does(tmp_path, lang):
    found = LINE[lang].search(_guide(tmp_path / "kit", "letter", lang))
    assert found, "the line and its command are in the guide"
    cell, share, fewer, count, command = found.groups()
    cell = float(cell.replace(",", "."))
    assert 0 < 18 - cell <= 18 * 0.03 and int(share) == round((18 - cell) / 18 * 100), (cell, share)
    assert (int(fewer), int(count)) == (2, 4)
    # the command given, run as it is written, makes the board on 2 sheets; as the game file has it, 4
    assert _board_pages(tmp_path / "smaller", command.split()[1:]) == 1 + 2
    assert _board_pages(tmp_path / "as-is", ["board", "clann", "--paper", "letter"]) == 1 + 4
    # and 0.1 mm larger would not do: the line gives the largest cell that saves the sheets
    larger = f"{cell + 0.1:.1f}mm"
    assert _board_pages(tmp_path / "larger", ["board", "clann", "--paper", "letter", "--cell", larger]) == 1 + 4


def test_no_such_line_where_smaller_cells_save_nothing(tmp_path):
    """On A4, Clann takes 2 sheets, and 3 % smaller cells would not put it on one."""
    guide = _guide(tmp_path, "a4", "en")
    assert "Board: 2 sheets" in guide and "With cells of" not in guide
