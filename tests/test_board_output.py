"""`pnp board`: the produced PDF measured, the SVG rendered, tiles counted, bad input refused."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import assert_clean_error, count_near, pdf_rects, pdf_text, run_pnp, svg_image, unembedded_fonts

SVG = "{http://www.w3.org/2000/svg}"
CROSS_CELLS = 52 + 24 + 1 + 4  # track, stairs, central stable, the centre block's corners


def _pages(path: Path) -> list[tuple[float, float]]:
    from pypdf import PdfReader

    return [(float(p.mediabox.width) * 25.4 / 72, float(p.mediabox.height) * 25.4 / 72) for p in PdfReader(path).pages]


def _board(tmp_path_factory, name: str, *args: str) -> Path:
    out = tmp_path_factory.mktemp(name)
    run = run_pnp("board", *args, "--out", str(out))
    assert run.code == 0, run.err
    return out


@pytest.fixture(scope="module")
def cross_a3(tmp_path_factory) -> Path:
    return _board(tmp_path_factory, "cross_a3", "petits-chevaux", "--paper", "a3") / "petits-chevaux"


@pytest.fixture(scope="module")
def cross_tiles(tmp_path_factory) -> Path:
    return _board(tmp_path_factory, "cross_tiles", "petits-chevaux", "--cell", "25mm", "--format", "pdf,svg", "--lang", "en") / "petits-chevaux"


@pytest.fixture(scope="module")
def clann(tmp_path_factory) -> Path:
    return _board(tmp_path_factory, "clann", "clann", "--format", "pdf,svg") / "clann"


@pytest.fixture(scope="module")
def grid(tmp_path_factory) -> Path:
    return _board(tmp_path_factory, "grid", "renards-poules-viperes", "--format", "pdf,svg") / "renards-poules-viperes"


def test_files(cross_a3):
    assert sorted(p.name for p in cross_a3.iterdir() if not p.name.startswith(".")) == ["board.pdf", "board.png", "board.svg"]


def test_cross_on_one_a3_sheet_with_18mm_cells(cross_a3):
    path = cross_a3 / "board.pdf"
    assert _pages(path) == [pytest.approx((297, 420), abs=0.1)]
    rects = pdf_rects(path)
    assert count_near(rects, 18, 18) == CROSS_CELLS  # every cell one closed 18 mm square, to 0.1 mm
    assert count_near(rects, 108, 108) == 4  # the corner stables, 6 cells across
    assert count_near(rects, 50, 1.6) == 1  # the calibration strip's 50 mm bar on page 1
    assert unembedded_fonts(path) == []


def test_cell_sizes_follow_the_option(tmp_path):
    run = run_pnp("board", "petits-chevaux", "--cell", "16.5mm", "--paper", "a3", "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    rects = pdf_rects(tmp_path / "petits-chevaux" / "board.pdf")
    assert count_near(rects, 16.5, 16.5, tol=0.1) == CROSS_CELLS
    assert count_near(rects, 16.5, 16.5, tol=0.1) == count_near(rects, 16.5, 16.5, tol=0.01)


def test_fit_keeps_one_a4_sheet(tmp_path):
    run = run_pnp("board", "petits-chevaux", "--fit", "--pawn", "11mm", "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    path = tmp_path / "petits-chevaux" / "board.pdf"
    assert _pages(path) == [pytest.approx((210, 297), abs=0.1)]
    assert count_near(pdf_rects(path), 13, 13) == CROSS_CELLS  # the largest half-millimetre that fits


def test_tiles_for_25mm_cells_on_a4(cross_tiles):
    path = cross_tiles / "board.pdf"
    pages = _pages(path)
    assert len(pages) == 1 + 4  # the assembly page, then 2 columns by 2 rows (3 by 2 before the planner counted
    text = pdf_text(path)        # that a first column needs no room for targets, nor a last one for a strip)
    for name in ("A1", "B1", "A2", "B2"):
        assert f"Sheet {name} of 4" in text
    assert "glue here" in text and "10 mm" in text
    rects = pdf_rects(path, 0)
    assert count_near(rects, 50, 1.6) == 1  # the calibration strip on the first page
    for page in range(1, 5):
        assert count_near(pdf_rects(path, page), 25, 25) == CROSS_CELLS  # the board, clipped to the tile


def test_the_svg_is_the_whole_untiled_board(cross_tiles):
    svg = cross_tiles / "board.svg"
    root = ET.parse(svg).getroot()
    width = float(root.get("width").removesuffix("mm"))
    assert width == pytest.approx(15 * 25 + 4 + 10)  # the cells, the art's 2 mm, a 5 mm margin
    cells = [r for r in root.iter(f"{SVG}rect") if "cell" in (r.get("class") or "").split()]
    assert len(cells) == CROSS_CELLS
    assert {(float(r.get("width")), float(r.get("height"))) for r in cells} == {(25.0, 25.0)}
    assert svg_image(svg, 20).size[0] > 10


def test_clann_carries_its_name_credit_and_notice(clann):
    text = pdf_text(clann / "board.pdf")
    assert "Clann" in text and "Max Gerchambeau" in text
    assert "Usage personnel" in text
    assert "Chevalier noir" in text
    root = ET.parse(clann / "board.svg").getroot()
    labels = " ".join(g.get("aria-label") or "" for g in root.iter(f"{SVG}g"))
    assert "Max Gerchambeau" in labels and "Grand" in labels and "Petit" in labels
    assert any("knight" in (e.get("class") or "") for e in root.iter())


def test_grid_cells_coordinates_and_set_up(grid):
    path = grid / "board.pdf"
    assert len(_pages(path)) == 1
    assert count_near(pdf_rects(path), 30, 30) == 24
    text = pdf_text(path)
    for mark in ("A", "F", "4", "8 jetons de chaque couleur", "au hasard", "Poules", "Renards", "Vipères"):
        assert mark in text


def test_grid_large_cells_tile_and_a3_takes_them_whole(tmp_path):
    run = run_pnp("board", "renards-poules-viperes", "--cell", "50mm", "--format", "pdf", "--out", str(tmp_path / "a4"))
    assert run.code == 0, run.err
    assert len(_pages(tmp_path / "a4" / "renards-poules-viperes" / "board.pdf")) == 1 + 2
    run = run_pnp("board", "renards-poules-viperes", "--cell", "50mm", "--paper", "a3", "--format", "pdf", "--out", str(tmp_path / "a3"))
    assert run.code == 0, run.err
    pages = _pages(tmp_path / "a3" / "renards-poules-viperes" / "board.pdf")
    assert pages == [pytest.approx((420, 297), abs=0.1)]  # one A3 sheet, turned
    rects = pdf_rects(tmp_path / "a3" / "renards-poules-viperes" / "board.pdf")
    assert count_near(rects, 50, 50) == 24 and count_near(rects, 50, 1.6) == 1  # and the calibration strip


def test_same_input_same_bytes(tmp_path):
    for out in ("one", "two"):
        assert run_pnp("board", "clann", "--format", "pdf,svg", "--out", str(tmp_path / out)).code == 0
    for name in ("board.pdf", "board.svg"):
        assert (tmp_path / "one" / "clann" / name).read_bytes() == (tmp_path / "two" / "clann" / name).read_bytes()


def test_build_includes_the_board(tmp_path):
    run = run_pnp("build", "renards-poules-viperes", "--parts", "board", "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    assert (tmp_path / "renards-poules-viperes" / "board.pdf").exists()
    run = run_pnp("build", "ludicitude", "--parts", "board", "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err  # a game without a board simply has none


def test_kit_pawns_fit_the_board_cells():
    """The kit's own standees and tokens stand in the cells of its own board."""
    from pnp.base.units import parse_length
    from pnp.kit import load_game
    from pnp.model.spec import builtin_games

    for ref in builtin_games():
        game = load_game(ref)
        if game.board is None:
            continue
        cell = parse_length(game.board.cell)
        base = parse_length(game.board.pawn_base)
        assert cell >= base + 2
        for pawn in getattr(game, "pawns", []):
            assert parse_length(pawn.base) <= base, (ref, pawn.id)


# --- bad input ------------------------------------------------------------------------------------

MORE_COLOURS = """
id = "five"
title = "Five"
players = { min = 2, max = 5 }
[board]
kind = "cross"
colors = ["red", "blue", "yellow", "green", "purple"]
"""

SMALL_CELLS = """
id = "small"
title = "Small"
players = { min = 2, max = 4 }
[board]
kind = "grid"
columns = 6
rows = 4
cell = "20mm"
pawn_base = "25mm"
"""

CASES = [
    (["petits-chevaux", "--cell", "0mm"], ["--cell", "greater than zero"]),
    (["petits-chevaux", "--cell", "-25mm"], ["--cell", "greater than zero"]),
    (["petits-chevaux", "--cell", "12mm"], ["--cell", "too small", "16 mm or more"]),
    (["petits-chevaux", "--cell", "25mm", "--pawn", "30mm"], ["--cell", "too small", "30 mm base"]),
    (["petits-chevaux", "--pawn", "17mm"], ["--pawn", "too small", "19 mm or more"]),
    (["petits-chevaux", "--pawn", "0mm"], ["--pawn", "greater than zero"]),
    (["petits-chevaux", "--cell", "huge"], ["--cell", "not a length"]),
    (["petits-chevaux", "--cell", "500mm"], ["--cell", "limit"]),
    (["petits-chevaux", "--fit"], ["--fit", "does not fit one A4 sheet"]),
    (["petits-chevaux", "--fit", "--cell", "20mm"], ["--fit", "not both"]),
    (["ludicitude"], ["no board"]),
    (["petit-chevaux"], ["unknown game", "petits-chevaux"]),
    (["clann", "--paper", "b5"], ["--paper"]),
    (["clann", "--lang", "xx"], ["--lang"]),
    (["clann", "--format", "jpg"], ["--format"]),
]


@pytest.mark.parametrize("args, words", CASES, ids=[" ".join(a) for a, _ in CASES])
def test_bad_input(tmp_path, args, words):
    out = tmp_path / "out"
    run = run_pnp("board", *args, "--out", str(out))
    assert_clean_error(run, *words)
    assert not out.exists()


@pytest.mark.parametrize("text, words", [(MORE_COLOURS, ["board.colors", "5 colours", "4 arms"]),
                                          (SMALL_CELLS, ["board.cell", "too small", "27 mm"])])
def test_bad_game_files(tmp_path, text, words):
    game = tmp_path / "game.toml"
    game.write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    run = run_pnp("board", str(game), "--out", str(out))
    assert_clean_error(run, str(game), *words)
    assert not out.exists()


@pytest.mark.parametrize("ref, paper", [("clann", "a3"), ("petits-chevaux", "a4")])
def test_pdf_and_svg_draw_the_same_board(ref, paper):
    """Every page (whole board, assembly page, tiles with clips, hatching and turned labels) rendered
    through the PDF and through the SVG differs in very few pixels."""
    import pypdfium2
    from PIL import ImageChops, ImageFilter

    from pnp.kit import load_game
    from pnp.base.units import paper as sheet
    from pnp.model.spec import game_path, source_name
    from pnp.parts.board import board_sheets
    from pnp.parts.registry import Context
    from pnp.render.pdf import render_pdf
    from pnp.render.svg import render_svg
    from pnp.scene import Document

    sheets = board_sheets(Context.printing(load_game(ref), source_name(game_path(ref)), paper=sheet(paper), lang="fr"))
    pages = sheets.part.svgs() + sheets.part.document.pages
    pdf = pypdfium2.PdfDocument(render_pdf(Document("check", pages)))
    dpi = 72  # a pixel a point: the two rasters differ by at most a pixel in size
    for i, page in enumerate(pages):
        svg_img = svg_image(render_svg(page, "check"), dpi)
        pdf_img = pdf[i].render(scale=dpi / 72).to_pil().convert("L").resize(svg_img.size)
        # a slight blur forgives the half-pixel the two rasterisers place a hairline apart
        blur = ImageFilter.GaussianBlur(1.5)
        diff = ImageChops.difference(svg_img.filter(blur), pdf_img.filter(blur))
        changed = sum(diff.point(lambda v: 255 if v > 64 else 0).histogram()[255:])
        assert changed / (svg_img.size[0] * svg_img.size[1]) < 0.001, (i, changed)  # dropping the 24 stair numbers gives 0.46 %
