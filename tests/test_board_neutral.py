"""A neutral piece ([[board.neutral]]): a piece of no player with its own resting square, which any game may
declare on a cross or a grid. The mark is found in the SVG on the square the game file names, and its line is
read in the PDF."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from conftest import pdf_text, run_pnp

SVG = "{http://www.w3.org/2000/svg}"

GRID = """id = "robber"
title = "Robber"
players = { min = 2, max = 4 }

[board]
kind = "grid"
columns = 5
rows = 4
cell = "25mm"

[[board.neutral]]
name = { fr = "Brigand", en = "Robber" }
rest = "B3"
color = "#2b6cb0"
"""


def _build(tmp_path, text: str, lang: str):
    game = tmp_path / "game.toml"
    game.write_text(text, encoding="utf-8")
    run = run_pnp("board", str(game), "--out", str(tmp_path / lang), "--format", "pdf,svg", "--lang", lang)
    assert run.code == 0, run.err
    return tmp_path / lang / "robber"


def _rest_and_its_cell(svg_path, cell_role: str):
    """The resting mark's ring, and the cell of `cell_role` drawn in the same group whose centre it sits on."""
    root = ET.parse(svg_path).getroot()
    for group in root.iter(f"{SVG}g"):
        rings = [c for c in group.findall(f"{SVG}circle") if c.get("class") == "neutral-rest"]
        if rings:
            ring = rings[0]
            x, y = float(ring.get("cx")), float(ring.get("cy"))
            cells = [r for r in group.findall(f"{SVG}rect") if r.get("class") == cell_role
                     and float(r.get("x")) < x < float(r.get("x")) + float(r.get("width"))
                     and float(r.get("y")) < y < float(r.get("y")) + float(r.get("height"))]
            return ring, cells
    raise AssertionError("no resting mark in the SVG")


@pytest.mark.parametrize("lang, line", [("en", "resting square: Robber"), ("fr", "case de repos : Brigand")])
def test_a_grid_marks_the_square_the_game_file_names(tmp_path, lang, line):
    folder = _build(tmp_path, GRID, lang)
    ring, cells = _rest_and_its_cell(folder / "board.svg", "cell grid")
    (cell,) = cells
    side = float(cell.get("width"))
    assert side == pytest.approx(25.0)
    assert (float(cell.get("x")) / side, float(cell.get("y")) / side) == (1.0, 2.0)  # B3: column B, row 3
    assert float(ring.get("cx")) == pytest.approx(float(cell.get("x")) + side / 2)
    assert float(ring.get("cy")) == pytest.approx(float(cell.get("y")) + side / 2)
    assert float(ring.get("r")) == pytest.approx((14 + 2) / 2)  # the default pawn base and its room
    assert ring.get("stroke") == "#2b6cb0"
    assert line in pdf_text(folder / "board.pdf")


def test_clanns_knight_rests_on_the_centre_blocks_corner(tmp_path):
    run = run_pnp("board", "clann", "--out", str(tmp_path), "--format", "svg")
    assert run.code == 0, run.err
    ring, cells = _rest_and_its_cell(tmp_path / "clann" / "board.svg", "cell inner")
    (cell,) = cells
    assert (float(cell.get("x")), float(cell.get("y"))) == (6 * 18.0, 6 * 18.0)  # G7


def test_the_check_sees_a_mark_off_its_square(tmp_path):
    """The measure above, shown to fail: the ring of a piece resting on B3 is not inside C3."""
    folder = _build(tmp_path, GRID.replace('rest = "B3"', 'rest = "C3"'), "en")
    _, (cell,) = _rest_and_its_cell(folder / "board.svg", "cell grid")
    assert (float(cell.get("x")) / 25.0, float(cell.get("y")) / 25.0) == (2.0, 2.0) != (1.0, 2.0)
