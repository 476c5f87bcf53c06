"""[[sheets]], sheets players write on (issue 25): cells measured in the PDF, half and quarter sheets on their
crop marks, the roll-and-write example built every way, the guide's count, and each bad input refused in one
line naming its field."""

from __future__ import annotations

import shutil
from pathlib import Path

import pdfplumber
import pytest
from conftest import MM, assert_clean_error, column_text, pdf_text, run_pnp
from test_layout import ink_in_margin

from pnp.parts.player_sheets import INSET, MIN_CELL

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "docs" / "roll-and-write-example"

HEAD = '''id = "pad"
title = { fr = "Bloc", en = "Pad" }
players = { min = 2, max = 5 }
'''


def game(tmp_path: Path, sheets: str, name: str = "game.toml") -> Path:
    path = tmp_path / name
    path.write_text(HEAD + sheets, encoding="utf-8")
    return path


def build(path: Path, out: Path, *options: str) -> Path:
    run = run_pnp("build", str(path), "--out", str(out), "--force", "--format", "pdf,kit", *options)
    assert run.code == 0, run.err
    return out


def sheet(per_page: int, cell: str = "8mm", back: str = "") -> str:
    return f'''
[[sheets]]
id = "p"
per_page = {per_page}
[[sheets.blocks]]
kind = "grid"
columns = 5
rows = 4
cell = "{cell}"
[[sheets.blocks]]
kind = "track"
length = 8
bonus = {{ 4 = "+2" }}
{back}'''


def near(values, target: float, tol: float = 0.1) -> bool:
    return any(abs(v - target) <= tol for v in values)


def cells(path: Path, page: int = 0) -> list[tuple[float, float]]:
    with pdfplumber.open(path) as pdf:
        return [(r["width"] / MM, r["height"] / MM) for r in pdf.pages[page].rects]


@pytest.mark.parametrize("size", [8.0, 6.0, 12.5])
def test_grid_cells_measure_their_size(tmp_path, size):
    out = build(game(tmp_path, sheet(1, f"{size}mm")), tmp_path / "out")
    found = cells(out / "pad" / "sheet-p.pdf")
    exact = [c for c in found if abs(c[0] - size) <= 0.1 and abs(c[1] - size) <= 0.1]
    assert len(exact) == 5 * 4, (size, len(exact))
    grids = [c for c in found if abs(c[0] - 5 * size) <= 0.1 and abs(c[1] - 4 * size) <= 0.1]
    assert len(grids) == 1  # the grid's border: five cells by four
    assert all(w >= MIN_CELL - 0.1 for w, h in found if h > 5)


def crop_marks(page) -> tuple[list[float], list[float]]:
    """The x of every vertical crop tick and the y of every horizontal one (3 mm long, outside the sheets)."""
    xs, ys = [], []
    for line in page.lines:
        w, h = (line["x1"] - line["x0"]) / MM, (line["bottom"] - line["top"]) / MM
        if abs(h - 3.0) < 0.05 and w < 0.01:
            xs.append(line["x0"] / MM)
        elif abs(w - 3.0) < 0.05 and h < 0.01:
            ys.append(line["top"] / MM)
    return xs, ys


def frames(page) -> list[tuple[float, float, float, float]]:
    """Each sheet's frame (a rounded rectangle: a curve), in mm from the page's top-left corner."""
    boxes = [(c["x0"] / MM, c["top"] / MM, c["x1"] / MM, c["bottom"] / MM) for c in page.curves]
    return [b for b in boxes if b[2] - b[0] > 60 and b[3] - b[1] > 60]


@pytest.mark.parametrize("per_page, paper", [(2, "a4"), (4, "a4"), (2, "letter"), (4, "letter")])
def test_half_and_quarter_sheets_sit_on_their_crop_marks(tmp_path, per_page, paper):
    out = build(game(tmp_path, sheet(per_page)), tmp_path / "out", "--paper", paper)
    with pdfplumber.open(out / "pad" / "sheet-p.pdf") as pdf:
        page = pdf.pages[0]
        xs, ys = crop_marks(page)
        boxes = frames(page)
        width = page.width / MM
    assert len(boxes) == per_page
    assert len({round(x, 1) for x in xs}) == (2 if per_page == 2 else 3)  # the cut lines down
    assert len({round(y, 1) for y in ys}) == 3  # and across
    for x0, y0, x1, y1 in boxes:
        for x in (x0 - INSET, x1 + INSET):
            assert near(xs, x), (x, sorted(set(xs)))
        for y in (y0 - INSET, y1 + INSET):
            assert near(ys, y), (y, sorted(set(ys)))
    assert not ink_in_margin(out / "pad" / "sheet-p.pdf", 0)  # crop marks and frames inside the printable area
    if per_page == 4:  # four equal quarters, two across the page's width
        assert abs((boxes[0][2] - boxes[0][0] + 2 * INSET) * 2 - (max(xs) - min(xs))) < 0.1
        assert max(xs) - min(xs) < width


def test_the_check_fails_on_a_sheet_off_its_marks(tmp_path, monkeypatch):
    """Planted: frames set 0.5 mm further in than their marks say are caught."""
    from pnp.parts import player_sheets

    monkeypatch.setattr(player_sheets, "INSET", INSET + 0.5)
    out = build(game(tmp_path, sheet(4)), tmp_path / "out")
    with pdfplumber.open(out / "pad" / "sheet-p.pdf") as pdf:
        xs, _ = crop_marks(pdf.pages[0])
        boxes = frames(pdf.pages[0])
    assert not all(near(xs, b[0] - INSET) for b in boxes)


def test_a_back_is_a_second_page_behind_each_front(tmp_path):
    back = '''
[[sheets.back]]
kind = "score"
title = { fr = "Décompte", en = "Tally" }
rows = [{ fr = "Or", en = "Gold" }, { fr = "Bois", en = "Wood" }]
'''
    out = build(game(tmp_path, sheet(2, back=back)), tmp_path / "out", "--lang", "en")
    path = out / "pad" / "sheet-p.pdf"
    with pdfplumber.open(path) as pdf:
        assert len(pdf.pages) == 2
        back_text = pdf.pages[1].extract_text()
        assert "TALLY" in back_text and "Gold" in back_text and "back" in back_text
        assert len(frames(pdf.pages[1])) == 2
    kit = column_text(out / "pad" / "pad-kit.pdf")  # the guide is set in two columns
    assert "double-sided" in kit.lower()


@pytest.mark.parametrize("paper, lang, ink", [("a4", "fr", "color"), ("a4", "en", "bw"), ("letter", "fr", "bw"),
                                              ("letter", "en", "color")])
def test_the_example_builds(tmp_path, paper, lang, ink):
    out = build(EXAMPLE / "game.toml", tmp_path / "out", "--paper", paper, "--lang", lang, "--ink", ink)
    path = out / "vergers" / "sheet-orchard.pdf"
    flat = " ".join(pdf_text(path).split())
    assert ("Le verger".upper() if lang == "fr" else "THE ORCHARD") in flat
    with pdfplumber.open(path) as pdf:
        page = pdf.pages[0]
        rects = [(r["width"] / MM, r["height"] / MM) for r in page.rects]
        colours = {tuple(round(v, 3) for v in (r.get("stroking_color") or ())) for r in page.rects}
    assert not ink_in_margin(path, 0)  # the frame's stroke stays inside the printable area
    squares = [w for w, h in rects if abs(w - h) < 0.05 and w < 15]
    assert len(squares) >= 36 + 18 + 33 and min(squares) >= MIN_CELL - 0.1  # the orchard, the track, the turns
    if ink == "bw":  # every line grey: r = g = b
        assert all(len(c) < 3 or c[0] == c[1] == c[2] for c in colours), colours
    kit = " ".join(column_text(out / "vergers" / "vergers-kit.pdf").split())  # the guide is set in two columns
    words = {"fr": "Une feuille par joueur à chaque partie", "en": "One sheet per player each game"}[lang]
    assert words in kit
    assert {"fr": "6 fois", "en": "6 times"}[lang] in kit  # up to six players, one sheet each
    assert "d8" in kit  # the harvest die is an eight-sided one: its stickers or its net named in the guide
    # beside a d8, the d6's parts name their shape too ("Dice stickers" would read as every die's)
    assert {"fr": "Autocollants pour d6", "en": "Stickers for a d6"}[lang] in kit
    assert {"fr": "Autocollants de dés", "en": "Dice stickers"}[lang] not in kit
    assert {"fr": "Qui bat qui", "en": "Who beats whom"}[lang].upper() not in kit.upper()  # who_beats_whom = false


def test_the_example_validates():
    run = run_pnp("validate", str(EXAMPLE / "game.toml"))
    assert run.code == 0, run.out + run.err


def test_bw_lines_stay_visible():
    """The write-in lines' grey, as --ink bw prints it, is well darker than the paper and light enough to write
    over: a relative luminance between 15 % and 50 % (sRGB grey levels 43 % to 74 %), neither black nor faint."""
    from pnp.base.colors import grey, luminance
    from pnp.parts.player_sheets import LINE

    assert 0.15 < luminance(grey(LINE)) < 0.5
    assert not 0.15 < luminance(grey("#d8d8d8")) < 0.5  # planted: a hairline too faint to see is caught


BAD = [
    ('at = [10, 1]\nspan = [4, 1]', "blocks[0].span", "leaves the page"),
    ('at = [1, 1]\nspan = [2, 2]\n[[sheets.blocks]]\nkind = "name"\nat = [2, 2]', "blocks[1].at", "overlaps"),
    ('cell = "5mm"', "blocks[0].cell", "6 mm"),
    ('columns = 40\nrows = 2', "blocks[0].cell", "6 mm"),
    ('at = [1, 1]\nspan = [12, 1]\nrows = 30', "blocks[0]", "span"),
]


@pytest.mark.parametrize("extra, field, words", BAD)
def test_bad_sheets_are_one_line_naming_the_field(tmp_path, extra, field, words):
    path = game(tmp_path, f'[[sheets]]\nid = "p"\n[[sheets.blocks]]\nkind = "grid"\n{extra}\n')
    run = run_pnp("build", str(path), "--out", str(tmp_path / "out"))
    assert run.code == 2
    assert_clean_error(run, str(path), f"sheets[0].{field}", words)
    assert not (tmp_path / "out" / "pad").exists()


def test_stacked_blocks_that_leave_the_page(tmp_path):
    blocks = "".join('[[sheets.blocks]]\nkind = "grid"\ncolumns = 10\nrows = 10\n' for _ in range(3))
    run = run_pnp("build", str(game(tmp_path, f'[[sheets]]\nid = "p"\n{blocks}')), "--out", str(tmp_path / "out"))
    assert run.code == 2
    assert_clean_error(run, "sheets[0].blocks[2]", "leave the page")  # two grids of 10 rows of 10 mm fit on A4, not three


def test_unknown_block_kind_says_what_was_meant(tmp_path):
    run = run_pnp("build", str(game(tmp_path, '[[sheets]]\nid = "p"\n[[sheets.blocks]]\nkind = "trak"\n')))
    assert run.code == 2
    assert_clean_error(run, "sheets[0].blocks[0].kind", "did you mean 'track'")


def test_a_csv_of_cells_with_a_missing_column(tmp_path):
    (tmp_path / "cells.csv").write_text("column,shade\n1,yes\n", encoding="utf-8")
    path = game(tmp_path, '[[sheets]]\nid = "p"\n[[sheets.blocks]]\nkind = "grid"\ncolumns = 6\nrows = 6\ndata = "cells.csv"\n')
    run = run_pnp("build", str(path), "--out", str(tmp_path / "out"))
    assert run.code == 2
    assert_clean_error(run, "cells.csv", "column 'row' is missing")
    shutil.copy(EXAMPLE / "orchard.csv", tmp_path / "cells.csv")  # the same file whole builds
    assert run_pnp("validate", str(path)).code == 0


def test_the_score_sheet_is_a_sheet_and_keeps_its_key(tmp_path):
    path = game(tmp_path, "[score_sheet]\nrounds = 7\n")
    out = build(path, tmp_path / "out", "--lang", "en")
    with pdfplumber.open(out / "pad" / "score-sheet.pdf") as pdf:
        page = pdf.pages[0]
        boxes = [r for r in page.rects if r["width"] > 10 * MM and r["height"] > 6 * MM]
        assert len(frames(page)) == 1  # framed as every sheet is
    assert len(boxes) == 5 + (7 + 1) * (5 + 1)  # a name box per player, then (rounds + total) rows
