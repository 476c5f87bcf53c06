"""Exports and print shops tried as an attacker would (issue 33), each run in a child process capped at 1 GB of
address space and 60 s (conftest.run_capped): images at a dpi that would hold gigabytes are refused before any
is drawn, in one line that names --dpi and the largest dpi at which the export fits; DriveThruCards' CMYK PDF of
a deck of large cards is made a band of pixels at a time, never the deck in memory; a Ghostscript that fails,
prints garbage, stops in the middle of a page or gives too few pages is one line naming the shop and the way
out, never a traceback. What is built is read back: the PNGs' sizes from their headers, the PDF's pages and
their images by pypdf."""

from __future__ import annotations

import re
import struct
from pathlib import Path

import pytest
from conftest import assert_clean_error, run_capped

from pnp.model import budgets

BOARD = '''id = "big-board"
title = "Big board"
players = {{ min = 2, max = 2 }}

[board]
kind = "grid"
columns = 26
rows = 26
cell = "{cell}"
'''


def _board(folder: Path, cell: str = "40mm") -> Path:
    """A grid board of 26 × 26 cells: 40 mm cells make it a metre a side, 25,000 px a side at 600 dpi."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "board.toml"
    path.write_text(BOARD.format(cell=cell), encoding="utf-8")
    return path


def _png_sizes(folder: Path) -> dict[str, tuple[int, int]]:
    """Each PNG's width and height, read from its header."""
    return {p.name: struct.unpack(">II", p.read_bytes()[16:24]) for p in folder.glob("*.png")}


# --- images at a dpi that would hold gigabytes -------------------------------------------------------------


def test_a_metre_board_at_600_dpi_is_refused_naming_the_most_dpi_that_fits(tmp_path):
    """The board would be 628 Mpx at 600 dpi (1.9 GB of RGB; the old code held 5.7 GB and died of a
    MemoryError under the cap). The refusal names --dpi and a value; at that value the export is built under
    the cap, every image within the budget, and one dpi more is refused."""
    path, out = _board(tmp_path / "g"), tmp_path / "out"
    refused = run_capped("export", str(path), "--to", "images", "--dpi", "600", "--out", str(out))
    assert_clean_error(refused, "--dpi", "over the limit")
    assert refused.code == 2 and not out.exists()
    most = int(re.search(r"give --dpi (\d+) or lower", refused.err).group(1))
    built = run_capped("export", str(path), "--to", "images", "--dpi", str(most), "--out", str(out))
    assert built.code == 0, built.err
    sizes = _png_sizes(out / "big-board" / "images")
    assert max(w * h for w, h in sizes.values()) <= budgets.MAX_IMAGE_PIXELS
    assert sum(w * h for w, h in sizes.values()) <= budgets.MAX_EXPORT_PIXELS
    over = run_capped("export", str(path), "--to", "images", "--dpi", str(most + 1), "--out", str(tmp_path / "o2"))
    assert_clean_error(over, "--dpi", f"give --dpi {most} or lower")


def test_tabletop_simulator_sheets_are_under_the_same_budget(tmp_path):
    """Three decks of 650 different cards: 29 deck sheets of 4,096 px and their 1,950 cells, 915 Mpx at 300
    dpi (the old code held every cell and died of a MemoryError under the cap after 9 s). Refused before any
    is drawn, in one line naming the dpi at which it fits."""
    rows = ", ".join(f'{{ title = "C{i}" }}' for i in range(1, 651))
    deck = '[[decks]]\nid = "d{n}"\nsize = "poker"\nrows = [{rows}]\n[[decks.layout]]\nkind = "title"\n' \
           'value = "{{title}}"\nbox = ["5mm", "5mm", "50mm", "10mm"]\n'
    path = tmp_path / "many.toml"
    path.write_text('id = "many"\ntitle = "Many"\nplayers = { min = 2, max = 4 }\n\n'
                    + "\n".join(deck.format(n=n, rows=rows) for n in range(3)), encoding="utf-8")
    out = tmp_path / "out"
    run = run_capped("export", str(path), "--to", "tts", "--out", str(out))
    assert_clean_error(run, "--dpi", "at 300 dpi", "pixels in", "over the limit of 200,000,000")
    most = int(re.search(r"give --dpi (\d+) or lower", run.err).group(1))
    assert 10 <= most < 300 and run.code == 2 and not out.exists()


def test_the_dpi_named_is_the_largest_that_fits():
    """The bisection's answer is exact: images of 100 px a dpi fit the image budget (8,000 × 8,000 px) up to
    80 dpi; a piece too large at any dpi says that no --dpi will do."""
    from pnp.base.errors import PnpError
    from pnp.exports import check_pixels

    check_pixels(lambda dpi: [(100 * dpi, 100 * dpi)], 80)  # fits: nothing raised
    with pytest.raises(PnpError) as refused:
        check_pixels(lambda dpi: [(100 * dpi, 100 * dpi)], 600)
    assert refused.value.field == "--dpi" and "give --dpi 80 or lower" in refused.value.line()
    with pytest.raises(PnpError) as refused:
        check_pixels(lambda dpi: [(4_000, 4_000)] * 20, 300)  # 320 Mpx whatever the dpi
    assert "even --dpi 10 is too much" in refused.value.line()
