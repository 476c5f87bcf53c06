"""The designer's art on tokens, pawns and dice faces (`art = "file.svg"`), read back from the PDFs."""

from __future__ import annotations

import pdfplumber
import pytest
from conftest import assert_clean_error, run_pnp

GREEN = (0.184, 0.62, 0.267)  # the art's #2f9e44
ART = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#2f9e44"/>'
       '<circle cx="50" cy="50" r="30" fill="#f2c400"/></svg>')
GAME = '''id = "a"
title = "A"
players = { min = 2, max = 2 }

[[tokens]]
id = "coin"
count = 2
art = "coin.svg"
label = "Or"
back = { art = "face.png" }

[[pawns]]
id = "hero"
art = "coin.svg"
colors = ["red"]

[[dice]]
id = "d"
faces = [1, 2, 3, 4, 5, 6]
art = ["", "", "coin.svg"]
'''


@pytest.fixture
def folder(tmp_path):
    from PIL import Image

    (tmp_path / "coin.svg").write_text(ART)
    Image.new("RGB", (400, 400), "#aa3355").save(tmp_path / "face.png")
    (tmp_path / "game.toml").write_text(GAME, encoding="utf-8")
    return tmp_path


def greens(pdf) -> int:
    with pdfplumber.open(pdf) as doc:
        return sum(1 for page in doc.pages for r in page.rects
                   if tuple(round(v, 3) for v in (r.get("non_stroking_color") or ())) == GREEN)


def images(pdf) -> int:
    with pdfplumber.open(pdf) as doc:
        return sum(len(page.images) for page in doc.pages)


@pytest.mark.parametrize("pawn", ["standee", "token"])
def test_art_on_tokens_pawns_and_dice(folder, pawn):
    run = run_pnp("build", str(folder / "game.toml"), "--parts", "tokens,pawns,dice", "--pawn", pawn, "--format", "pdf",
                  "--out", str(folder / "out"))
    assert run.code == 0, run.err
    out = folder / "out" / "a"
    card = out / "sheets-card.pdf"  # counters, the pawn and the net share the card sheets, the two counters as pairs
    assert greens(card) >= 4  # the SVG art, as vector shapes: the two counters' fronts, the pawn, the net's third face
    assert images(card) >= 1  # and the PNG on the counters' backs
    assert greens(out / "dice-stickers.pdf") == 1 + 3  # the third face only, of the set and its 3 spares


@pytest.mark.parametrize("change, words", [
    (('art = "coin.svg"\nlabel', 'art = "nope.svg"\nlabel'), ("tokens[0].art", "nope.svg")),
    (('art = "coin.svg"\ncolors', 'art = "../x.svg"\ncolors'), ("pawns[0].art", "leaves")),
    (('["", "", "coin.svg"]', '["", "", "", "", "", "", "coin.svg"]'), ("dice[0].art", "7 pictures for 6 faces")),
    (('art = "coin.svg"\ncolors', 'colors'), ("pawns[0].icon", "needs an icon, or art")),
])
def test_bad_piece_art(folder, change, words):
    path = folder / "game.toml"
    path.write_text(path.read_text(encoding="utf-8").replace(*change), encoding="utf-8")
    run = run_pnp("build", str(path), "--format", "pdf", "--out", str(folder / "out"))
    assert_clean_error(run, "game.toml", *words)
    assert not (folder / "out").exists()
