"""A tiled board read back from its PDF: how many sheets, cells at their size, seams that line up with
their glue strips, and the words above and below the board (title, legend, credit) whole on one sheet.

The sheets' seams are found in the PDF itself: the dashed line where a right-hand or lower neighbour's
edge lands, the solid line to cut along on the left or top. The glue strip is measured on the page as
poppler renders it (the art is clipped to the tile's region), from the seam to the last inked pixel."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import column_text, count_near, pdf_rects, run_pnp, system_tool

MM = 72 / 25.4
HEAD = 17.0  # mm: a tile page's header band (margin and HEADER) holds its name and instructions, not the board's
CLANN_CELLS = 52 + 24 + 1 + 4  # track, stairs, central stable, the centre block's corners
CREDIT = {"clann": "Max Gerchambeau", "hex-example": "Piet Hein"}


def _build(tmp_path_factory, ref: str, *args: str) -> Path:
    out = tmp_path_factory.mktemp("tiles")
    run = run_pnp("board", ref, "--paper", "letter", "--lang", "en", "--format", "pdf", "--out", str(out), *args)
    assert run.code == 0, run.err
    return next(out.glob("*/board.pdf"))


@pytest.fixture(scope="module")
def clann(tmp_path_factory) -> Path:
    """Clann at the 18 mm its game file gives, asked for by --cell: left alone, it prints 2 % smaller on 2 sheets
    (tests/test_board_smaller_cells.py); here its 4 sheets show the seams between columns and rows alike."""
    return _build(tmp_path_factory, "clann", "--cell", "18mm")


@pytest.fixture(scope="module")
def hexes(tmp_path_factory) -> Path:
    return _build(tmp_path_factory, str(Path(__file__).parent.parent / "docs" / "hex-example.toml"))


def _pages(path: Path):
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        return [(p.width / MM, p.height / MM, p.lines, p.curves, p.extract_words(extra_attrs=["size"]), p.extract_text())
                for p in pdf.pages]


def _seams(lines, height: float) -> dict[str, float]:
    """The tile's edges on the page, in mm: 'right' and 'bottom' are the dashed seams, 'left' and 'top' the
    cut lines; a side without a neighbour is absent."""
    out = {}
    for line in lines:
        x0, x1, top, bottom = line["x0"] / MM, line["x1"] / MM, line["top"] / MM, line["bottom"] / MM
        dashed = bool(line.get("dash") and line["dash"][0])
        if abs(x1 - x0) < 0.01 and bottom - top > 40 and top >= HEAD - 5:
            out["right" if dashed else "left"] = x0
        elif abs(bottom - top) < 0.01 and x1 - x0 > 40 and top >= HEAD:
            out["bottom" if dashed else "top"] = top
    return out


def _tiles(path: Path):
    """The tile pages (every page after the assembly page), each with its edges."""
    return [(page, _seams(page[2], page[1])) for page in _pages(path)[1:]]


def test_clann_on_letter_takes_the_fewest_sheets(clann):
    """Four: every printable extent of Letter is at most 269.4 mm, under the board's 270 mm of cells, so no
    sheet reaches from one edge of the board to the other, and each of two opposite edges needs two."""
    pages = _pages(clann)
    assert len(pages) == 1 + 4
    assert all(page[:2] == pytest.approx((215.9, 279.4), abs=0.1) for page in pages[1:])
    names = [[w["text"] for w in page[4] if w["top"] / MM < HEAD and w["text"][:1].isalpha() and w["size"] > 20][0]
             for page in pages[1:]]
    assert names == ["A1", "B1", "A2", "B2"]  # the tile's name, 8 mm tall in its header


def test_cells_measure_their_size_on_every_sheet(clann):
    for page in range(1, 5):
        assert count_near(pdf_rects(clann, page), 18, 18) == CLANN_CELLS


def test_seams_carry_a_strip_of_the_stated_overlap_and_the_targets_meet(clann):
    """A1's dashed seam and B1's cut line are the same line of the board: the registration targets on them
    sit at the same heights; the hatched strip right of the seam is the 10 mm the assembly page states."""
    (a1, a1_edges), (b1, b1_edges), (a2, a2_edges), _ = _tiles(clann)
    assert set(a1_edges) == {"right", "bottom"} and set(b1_edges) == {"left", "bottom"}
    assert set(a2_edges) == {"right", "top"}
    assert "10 mm hatched strip" in _pages(clann)[0][5].replace("\n", " ")

    def targets(curves, x):
        return sorted(round((c["top"] + c["bottom"]) / 2 / MM, 2) for c in curves
                      if abs((c["x1"] - c["x0"]) / MM - 5) < 0.05 and abs((c["x0"] + c["x1"]) / 2 / MM - x) < 0.05)

    assert len(targets(a1[3], a1_edges["right"])) == 2
    assert targets(a1[3], a1_edges["right"]) == targets(b1[3], b1_edges["left"])
    assert _ink_right_of(clann, 1, a1_edges["right"], a1_edges["bottom"]) == pytest.approx(10, abs=0.3)


def _ink_right_of(path: Path, page: int, seam: float, bottom: float) -> float:
    """How far right of x = seam the page is inked (mm), between the header and the lower seam."""
    import subprocess

    from PIL import Image

    dpi = 254  # 0.1 mm a pixel
    png = path.with_name(f"page{page}")
    subprocess.run([system_tool("pdftoppm"), "-r", str(dpi), "-f", str(page + 1), "-l", str(page + 1), "-gray", "-png", "-singlefile",
                    str(path), str(png)], check=True)
    image = Image.open(f"{png}.png")
    px = dpi / 25.4
    box = (round((seam + 1) * px), round((HEAD + 8) * px), image.width, round((bottom - 8) * px))
    inked = image.crop(box).point(lambda v: 255 if v < 200 else 0).getbbox()
    assert inked is not None
    return (box[0] + inked[2]) / px - seam


@pytest.mark.parametrize("board", ["clann", "hexes"])
def test_the_words_of_the_board_sit_whole_on_one_sheet(board, request):
    """Title, legend and credit: each word inside its sheet's edges, and the credit on one sheet only (for
    Clann, whose footers carry it, once on every page: under the board on one, in the footer elsewhere)."""
    path = request.getfixturevalue(board)
    game = "clann" if board == "clann" else "hex-example"
    assert words_crossing_seams(path, _board_words(game)) == []
    texts = [page[5] for page, _ in _tiles(path)]
    if game == "clann":
        assert [text.count(CREDIT[game]) for text in texts] == [1] * len(texts)
        titles = [w for page, _ in _tiles(path) for w in page[4] if w["text"] == "Clann" and w["bottom"] / MM < page[1] - 10]
        assert len(titles) == 1  # the title above the board, on A1 (the footers name the game too)
    else:
        assert sum(text.count(CREDIT[game]) for text in texts) == 1


def _board_words(game: str) -> set[str]:
    if game == "clann":
        return {"Clann", "Gerchambeau.", "Personal", "commercial", "consent.", "Knight's"}
    return {"Hex", "Piet", "Nash,", "domain;", "joins", "edges"}


def words_crossing_seams(path: Path, words: set[str]) -> list[str]:
    """Every listed word on a tile page, above the footer, whose box crosses one of the tile's edges."""
    crossing = []
    for (width, height, _, _, found, _), edges in _tiles(path):
        for w in found:
            if w["text"] not in words or w["top"] / MM < HEAD or w["bottom"] / MM > height - 10:
                continue
            x0, x1, top, bottom = w["x0"] / MM, w["x1"] / MM, w["top"] / MM, w["bottom"] / MM
            if (x0 < edges.get("left", -1e9) < x1 or x0 < edges.get("right", 1e9) < x1
                    or top < edges.get("top", -1e9) < bottom or top < edges.get("bottom", 1e9) < bottom
                    or x1 <= edges.get("left", -1e9) or x0 >= edges.get("right", 1e9)):
                crossing.append(w["text"])
    return crossing


def test_a_word_across_a_seam_is_caught(tmp_path, monkeypatch):
    """The check above, shown to fail: with the words centred on the whole board (as before the first
    column carried them), the hex board's title and credit cross the seam."""
    import pnp.parts.board.tiled as board

    monkeypatch.setattr(board, "_first_column", lambda tiling, width: None)
    run = run_pnp("board", str(Path(__file__).parent.parent / "docs" / "hex-example.toml"), "--paper", "letter",
                  "--lang", "en", "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    assert words_crossing_seams(tmp_path / "hex-example" / "board.pdf", _board_words("hex-example"))


def _words_on_ink(path: Path, words: set[str]) -> list[str]:
    """The listed words of page 1 whose box meets the box of a drawn shape (hex, band, swatch aside)."""
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        page = pdf.pages[0]
        found = [w for w in page.extract_words() if w["text"] in words]
        shapes = [s for s in page.curves + page.lines + page.rects if s["width"] < 100 and s["height"] < 100
                  and not (abs(s["width"] - s["height"]) < 0.5 and s["width"] < 12)]  # a legend's swatch is a small square
        return [w["text"] for w in found for s in shapes
                if w["x0"] < s["x1"] and s["x0"] < w["x1"] and w["top"] < s["bottom"] and s["top"] < w["bottom"]]


def test_words_in_an_empty_corner_save_the_tiling(tmp_path):
    """The rhombus of hexes is 283 × 204 mm with its title above and its legend and credit below, too tall
    for A4 turned (287 × 192.5 mm printable); with them in the empty triangle at its lower left it is one
    sheet, and no word of them lies on the board's ink."""
    run = run_pnp("board", str(Path(__file__).parent.parent / "docs" / "hex-example.toml"), "--paper", "a4", "--lang", "en",
                  "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    path = tmp_path / "hex-example" / "board.pdf"
    pages = _pages(path)
    assert len(pages) == 1 and pages[0][:2] == pytest.approx((297, 210), abs=0.1)
    text = pages[0][5]
    assert "Hex" in text and "Piet Hein" in text and "Red joins top and bottom" in text.replace("\n", " ")
    assert _words_on_ink(path, _board_words("hex-example")) == []
    assert _words_on_ink(path, {"F6", "K11"})  # the check sees a word on a hex


@pytest.mark.parametrize("game, paper, words, absent", [
    ("clann", "letter", "2 sheets: cut each one but A1 along its line", "nothing to assemble"),
    ("renards-poules-viperes", "letter", "One sheet, at full size: nothing to assemble", "hatched strip"),
])
def test_the_guide_gives_glue_steps_only_for_a_tiled_board(tmp_path, game, paper, words, absent):
    run = run_pnp("build", game, "--parts", "board", "--paper", paper, "--lang", "en", "--format", "kit", "--out", str(tmp_path))
    assert run.code == 0, run.err
    guide = " ".join(column_text(tmp_path / game / f"{game}-kit.pdf").split())  # the guide's two columns, in order
    assert words in guide and absent not in guide
