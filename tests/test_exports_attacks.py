"""Exports and print shops tried as an attacker would (issue 33), each run in a child process capped at 1 GB of
address space and 60 s (conftest.run_capped): images at a dpi that would hold gigabytes are refused before any
is drawn, in one line that names --dpi and the largest dpi at which the export fits; DriveThruCards' CMYK PDF of
a deck of large cards is made a band of pixels at a time, never the deck in memory; a Ghostscript that fails,
prints garbage, stops in the middle of a page or gives too few pages is one line naming the shop and the way
out, never a traceback. What is built is read back: the PNGs' sizes from their headers, the PDF's pages and
their images by pypdf."""

from __future__ import annotations

import os
import re
import shutil
import struct
from pathlib import Path

import pypdf
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


# --- DriveThruCards: a deck of large cards, and a Ghostscript that misbehaves ------------------------------

needs_gs = pytest.mark.skipif(shutil.which("gs") is None, reason="Ghostscript (gs) is not installed")


def _deck(folder: Path, cards: int, size: str = "300x300mm", width: str = "300mm") -> Path:
    """A deck of `cards` different cards with one back: a page image per card and one for the back."""
    folder.mkdir(parents=True, exist_ok=True)
    rows = ", ".join(f'{{ title = "Card {i}" }}' for i in range(1, cards + 1))
    path = folder / "game.toml"
    path.write_text(f'''id = "big-cards"
title = "Big cards"
players = {{ min = 2, max = 4 }}

[[decks]]
id = "d"
size = "{size}"
rows = [{rows}]
[[decks.layout]]
kind = "band"
value = "#7a0000"
box = ["0mm", "0mm", "{width}", "20mm"]
[[decks.layout]]
kind = "title"
value = "{{title}}"
box = ["10mm", "30mm", "40mm", "10mm"]
[decks.back]
background = "#101010"
''', encoding="utf-8")
    return path


@needs_gs
def test_large_cards_for_drivethrucards_build_under_the_cap(tmp_path):
    """Ten different 300 × 300 mm cards: 11 page images of 3,618 px a side, 52 MB each in CMYK. The old code
    held them all, twice over (a MemoryError under the cap from 4 cards on; 60 such cards, the issue's case,
    held 6.7 GB uncapped, and now 89 MB, but take two minutes on this machine: ten keep the test to 20 s).
    Each page now comes from Ghostscript a band of rows at a time. The PDF has a back and a front page per
    card, every image CMYK and of the page's size, the back stored once; no work file is left."""
    out = tmp_path / "out"
    run = run_capped("build", str(_deck(tmp_path / "g", 10)), "--shop", "dtc-raster", "--out", str(out))
    assert run.code == 0, run.err
    reader = pypdf.PdfReader(out / "big-cards" / "dtc-raster" / "d.pdf")
    assert len(reader.pages) == 20
    images = [next(iter(page["/Resources"]["/XObject"].values())) for page in reader.pages]
    assert len({image.idnum for image in images[0::2]}) == 1 and len({image.idnum for image in images[1::2]}) == 10
    for image in (images[0].get_object(), images[1].get_object()):
        assert abs(image["/Width"] - 3619) <= 1 and abs(image["/Height"] - 3619) <= 1, image
        assert image["/ColorSpace"] == "/DeviceCMYK"
    page = reader.pages[1].mediabox
    assert abs(float(page.width) * 300 / 72 - 3619) <= 1
    assert sorted(p.name for p in out.iterdir()) == [".pnp-lock", "big-cards"]  # the work files are gone


FAKE_GS = {
    "garbage": 'echo "GPL Ghostscript: all is well"; head -c 5000 /dev/urandom',
    "fails": 'echo "Error: /undefined in --nostringval--" >&2; exit 1',
    "huge page": 'printf "P7\\nWIDTH 100000\\nHEIGHT 100000\\nDEPTH 4\\nMAXVAL 255\\nTUPLTYPE CMYK\\nENDHDR\\n"; head -c 1000 /dev/zero',
    "truncated": 'printf "P7\\nWIDTH {w}\\nHEIGHT {h}\\nDEPTH 4\\nMAXVAL 255\\nTUPLTYPE CMYK\\nENDHDR\\n"; head -c 5000 /dev/zero',
    "one page short": 'printf "P7\\nWIDTH {w}\\nHEIGHT {h}\\nDEPTH 4\\nMAXVAL 255\\nTUPLTYPE CMYK\\nENDHDR\\n"; head -c {size} /dev/zero',
}


@pytest.mark.parametrize("kind, words", [
    ("garbage", ("not a PAM image", "page 1")),
    ("fails", ("failed (exit 1", "/undefined")),
    ("huge page", ("page 1", "100000")),
    ("truncated", ("stopped in the middle of page 1",)),
    ("one page short", ("only 1 of the 2 pages",)),
])
def test_a_ghostscript_that_misbehaves_is_one_line(tmp_path, kind, words):
    """A `gs` first on PATH that prints garbage, fails, claims a page of 10^10 pixels, stops in the middle of
    a page or gives one page of two: one line naming DriveThruCards and what to do, exit 2, nothing written,
    no work file left (the old code: a traceback and exit 70 for all but the failure, which named no shop)."""
    fake = tmp_path / "bin"
    fake.mkdir()
    w, h = 825, 1125  # a poker card's page at 300 dpi: 2.75 × 3.75 in
    script = FAKE_GS[kind].format(w=w, h=h, size=w * h * 4)
    (fake / "gs").write_text(f"#!/bin/sh\n{script}\n", encoding="utf-8")
    (fake / "gs").chmod(0o755)
    out = tmp_path / "out"
    run = run_capped("build", str(_deck(tmp_path / "g", 1, size="poker", width="63.5mm")), "--shop", "dtc-raster", "--out", str(out),
                     env={"PATH": f"{fake}{os.pathsep}{os.environ['PATH']}"})
    assert_clean_error(run, "--shop", "Ghostscript", "DriveThruCards", "--shop tgc or mpc", *words)
    assert run.code == 2
    assert not out.exists() or not [p for p in out.rglob("*") if p.name != ".pnp-lock"], list(out.rglob("*"))


def test_a_ghostscript_that_hangs_is_stopped(tmp_path, monkeypatch):
    """A `gs` that writes nothing and never ends: stopped after its time (shrunk here to 1 s and 1 s a page, in
    process), one line naming DriveThruCards, nothing written (the old code waited on the pipe for ever)."""
    from conftest import run_pnp

    from pnp.render import shops

    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "gs").write_text("#!/bin/sh\nexec sleep 600\n", encoding="utf-8")
    (fake / "gs").chmod(0o755)
    monkeypatch.setenv("PATH", f"{fake}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setattr(shops, "GS_SECONDS", 1.0)
    monkeypatch.setattr(shops, "GS_SECONDS_A_PAGE", 1.0)
    out = tmp_path / "out"
    run = run_pnp("build", str(_deck(tmp_path / "g", 1, size="poker", width="63.5mm")), "--shop", "dtc-raster", "--out", str(out))
    assert_clean_error(run, "--shop", "Ghostscript", "DriveThruCards", "no whole answer in 3 s")
    assert run.code == 2
    assert not out.exists() or not [p for p in out.rglob("*") if p.name != ".pnp-lock"], list(out.rglob("*"))


def test_a_proof_is_under_the_same_budget(tmp_path):
    """`pnp proof` of the metre board at 600 dpi: refused before it is drawn, naming --dpi and the most that
    fits (the old code drew it: a MemoryError under the cap), and no PNG written."""
    path, out = _board(tmp_path / "g"), tmp_path / "board.png"
    refused = run_capped("proof", str(path), "board", "--dpi", "600", "--out", str(out))
    assert_clean_error(refused, "--dpi", "over the limit", "or lower")
    assert refused.code == 2 and not out.exists()
