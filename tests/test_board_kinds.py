"""Hex, track, point-and-line and art boards: the produced PDFs measured, the examples built, bad input refused."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from conftest import MM, assert_clean_error, column_text, pdf_text, run_pnp

DOCS = Path(__file__).resolve().parent.parent / "docs"
SQRT3 = math.sqrt(3)


def _write(tmp_path: Path, board: str, name: str = "game.toml") -> Path:
    path = tmp_path / name
    path.write_text(f'id = "t"\ntitle = "T"\nplayers = {{ min = 2, max = 2 }}\n[board]\n{board}\n', encoding="utf-8")
    return path


def _board_pdf(tmp_path: Path, board: str, *args: str) -> Path:
    game = _write(tmp_path, board)
    out = tmp_path / "out"
    run = run_pnp("board", str(game), "--format", "pdf", "--out", str(out), *args)
    assert run.code == 0, run.err
    return out / "t" / "board.pdf"


def _pages(path: Path):
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        return [(p.curves, p.rects, p.extract_words(), p.width / MM, p.height / MM) for p in pdf.pages]


def _hexagons(curves) -> list[list[tuple[float, float]]]:
    """Every closed six-cornered path, its corners in mm."""
    out = []
    for c in curves:
        pts = [(x / MM, y / MM) for x, y in c["pts"]]
        if len(pts) == 7 and math.dist(pts[0], pts[-1]) < 1e-3:
            out.append(pts[:6])
    return out


def _centre(obj) -> tuple[float, float]:
    return ((obj["x0"] + obj["x1"]) / 2 / MM, (obj["top"] + obj["bottom"]) / 2 / MM)


def _circles(curves, diameter: float, tol: float = 0.05) -> list[tuple[float, float]]:
    return [_centre(c) for c in curves if abs((c["x1"] - c["x0"]) / MM - diameter) < tol
            and abs((c["bottom"] - c["top"]) / MM - diameter) < tol]


# --- hexes ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("orientation", ["pointy", "flat"])
def test_hex_side_and_across_flats(tmp_path, orientation):
    pdf = _board_pdf(tmp_path, f'kind = "hex"\ncolumns = 4\nrows = 3\nside = "11mm"\norientation = "{orientation}"')
    hexes = _hexagons(_pages(pdf)[0][0])
    assert len(hexes) == 12
    for corners in hexes:
        sides = [math.dist(corners[i], corners[(i + 1) % 6]) for i in range(6)]
        assert sides == [pytest.approx(11.0, abs=0.1)] * 6
        mids = [((corners[i][0] + corners[(i + 1) % 6][0]) / 2, (corners[i][1] + corners[(i + 1) % 6][1]) / 2) for i in range(6)]
        flats = [math.dist(mids[i], mids[i + 3]) for i in range(3)]
        assert flats == [pytest.approx(11.0 * SQRT3, abs=0.1)] * 3
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        wide, high = max(xs) - min(xs), max(ys) - min(ys)
        if orientation == "pointy":
            assert (wide, high) == (pytest.approx(11 * SQRT3, abs=0.1), pytest.approx(22, abs=0.1))
        else:
            assert (wide, high) == (pytest.approx(22, abs=0.1), pytest.approx(11 * SQRT3, abs=0.1))


@pytest.mark.parametrize("orientation, flats", [("pointy", 17.0), ("flat", 17.0 * SQRT3 / 2)])
def test_hex_width_is_the_width_on_paper(tmp_path, orientation, flats):
    pdf = _board_pdf(tmp_path, f'kind = "hex"\ncolumns = 2\nrows = 2\nwidth = "17mm"\norientation = "{orientation}"\n'
                               f'pawn_base = "12mm"')
    corners = _hexagons(_pages(pdf)[0][0])[0]
    xs = [x for x, _ in corners]
    assert max(xs) - min(xs) == pytest.approx(17.0, abs=0.1)
    mids = [((corners[i][0] + corners[(i + 1) % 6][0]) / 2, (corners[i][1] + corners[(i + 1) % 6][1]) / 2) for i in range(6)]
    assert math.dist(mids[0], mids[3]) == pytest.approx(flats, abs=0.1)


@pytest.mark.parametrize("shape, keys, count", [
    ("rectangle", "columns = 7\nrows = 5", 35),
    ("rectangle", "columns = 6\nrows = 4\noffset = \"even\"\norientation = \"flat\"", 24),
    ("rhombus", "columns = 5\nrows = 4", 20),
    ("hexagon", "radius = 3", 37),
    ("hexagon", "radius = 2\norientation = \"flat\"\nholes = [\"0,0\"]", 18),
])
def test_number_of_hexes_for_each_shape(tmp_path, shape, keys, count):
    pdf = _board_pdf(tmp_path, f'kind = "hex"\nshape = "{shape}"\nside = "10mm"\n{keys}', "--paper", "a3")
    hexes = _hexagons(_pages(pdf)[0][0])
    assert len(hexes) == count
    centres = {(round(sum(x for x, _ in h) / 6, 1), round(sum(y for _, y in h) / 6, 1)) for h in hexes}
    assert len(centres) == count  # no hex drawn twice


def test_hex_example_sides_terrain_and_coordinates(tmp_path):
    out = tmp_path / "out"
    run = run_pnp("board", str(DOCS / "hex-example.toml"), "--paper", "a3", "--format", "pdf", "--out", str(out), "--lang", "en")
    assert run.code == 0, run.err
    curves, rects, words, _, _ = _pages(out / "hex-example" / "board.pdf")[0]
    assert len(_hexagons(curves)) == 121
    names = {w["text"] for w in words}
    assert {"A1", "K1", "A11", "K11", "F6"} <= names
    def coloured(shape):
        fill = shape["non_stroking_color"]
        return isinstance(fill, tuple) and len(fill) == 3 and max(fill) - min(fill) > 0.2

    # a band outside each outer edge (an upright one is a rectangle), and a wedge where two bands turn
    bands = [c for c in curves if len(c["pts"]) == 5 and coloured(c)] + [r for r in rects if coloured(r) and r["height"] / MM > 5]
    assert len(bands) == 4 * 2 * 11  # two outer edges per hex along each of the four sides
    swatches = [r for r in rects if coloured(r) and abs(r["height"] / MM - 3.3) < 0.1]
    assert len(swatches) == 2  # the legend
    text = pdf_text(out / "hex-example" / "board.pdf")
    assert "Red joins top and bottom" in text and "Blue joins left and right" in text


def test_terrain_from_a_csv_beside_the_game_file(tmp_path):
    (tmp_path / "map.csv").write_text("cell,color,icon,label\nA1,green,,Forest\nB2,#336699,fox,Lake\n", encoding="utf-8")
    pdf = _board_pdf(tmp_path, 'kind = "hex"\ncolumns = 3\nrows = 3\nside = "12mm"\nterrain_file = "map.csv"')
    curves, _, words, _, _ = _pages(pdf)[0]
    fills = [c["non_stroking_color"] for c in curves if len(c["pts"]) == 7 and abs(math.dist(
        [v / MM for v in c["pts"][0]], [v / MM for v in c["pts"][1]]) - 12) < 0.1]
    assert len(fills) == 9
    assert sorted(f for f in fills if f != (1, 1, 1)) == sorted([(0.184314, 0.619608, 0.266667), (0.2, 0.4, 0.6)])
    assert {"Forest", "Lake"} <= {w["text"] for w in words}


# --- tracks ---------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def snakes(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("snakes")
    run = run_pnp("board", str(DOCS / "snakes-example.toml"), "--paper", "a3", "--format", "pdf,svg", "--out", str(out))
    assert run.code == 0, run.err
    return out / "snakes-example"


def _cell_grid(rects, side: float):
    cells = [r for r in rects if abs(r["width"] / MM - side) < 0.1 and abs(r["height"] / MM - side) < 0.1]
    left = min(r["x0"] for r in cells) / MM
    top = min(r["top"] for r in cells) / MM
    return cells, left, top


def _inside(word, cells) -> bool:
    return any(c["x0"] <= word["x0"] and word["x1"] <= c["x1"] and c["top"] <= word["top"] and word["bottom"] <= c["bottom"]
               for c in cells)


def test_track_numbers_run_in_order_along_the_path(snakes):
    curves, rects, words, _, _ = _pages(snakes / "board.pdf")[0]
    cells, left, top = _cell_grid(rects, 25.0)
    assert len(cells) == 100
    numbers = {int(w["text"]): (w["x0"] / MM, w["top"] / MM) for w in words if w["text"].isdigit() and _inside(w, cells)}
    assert set(range(1, 101)) <= set(numbers)
    for n in range(1, 101):
        row_from_bottom, along = divmod(n - 1, 10)
        col = along if row_from_bottom % 2 == 0 else 9 - along
        row = 9 - row_from_bottom
        x, y = numbers[n]
        assert left + col * 25 <= x <= left + (col + 1) * 25 and top + row * 25 <= y <= top + (row + 1) * 25, n
    ends = {w["text"]: (w["x0"] / MM, w["top"] / MM) for w in words if w["text"] in ("Départ", "Arrivée")}
    assert left <= ends["Départ"][0] <= left + 25 and top + 9 * 25 <= ends["Départ"][1] <= top + 250  # square 1
    assert left <= ends["Arrivée"][0] <= left + 25 and top <= ends["Arrivée"][1] <= top + 25  # square 100


def test_every_link_ends_inside_its_cells(snakes):
    import tomllib

    links = tomllib.loads((DOCS / "snakes-example.toml").read_text(encoding="utf-8"))["board"]["links"]
    curves, rects, _, _, _ = _pages(snakes / "board.pdf")[0]
    _, left, top = _cell_grid(rects, 25.0)
    feet = _circles(curves, 2.4)
    assert len(feet) == 2 * len(links)

    def cell_of(x, y):
        col, row = int((x - left) // 25), int((y - top) // 25)
        assert 0 <= col < 10 and 0 <= row < 10
        inside = (x - left) % 25, (y - top) % 25
        assert all(2 < v < 23 for v in inside)  # well inside, not on an edge
        row_from_bottom = 9 - row
        along = col if row_from_bottom % 2 == 0 else 9 - col
        return row_from_bottom * 10 + along + 1

    found = sorted(cell_of(x, y) for x, y in feet)
    assert found == sorted(n for link in links for n in (link["from"], link["to"]))


def test_numbers_are_drawn_over_the_links(snakes):
    import xml.etree.ElementTree as ET

    root = ET.parse(snakes / "board.svg").getroot()
    classes = [el.get("class") or "" for el in root.iter()]
    last_link = max(i for i, c in enumerate(classes) if c.startswith("link"))
    first_number = min(i for i, c in enumerate(classes) if c.startswith("track-number") or c == "number-plate")
    assert first_number > last_link


def test_score_track_round_any_board(tmp_path):
    pdf = _board_pdf(tmp_path, 'kind = "points"\nlattice = [3, 3]\nspacing = "25mm"\nscore_track = 30\nscore_cell = "18mm"')
    _, rects, words, _, _ = _pages(pdf)[-1]
    squares = [r for r in rects if abs(r["width"] / MM - 18) < 0.1 and abs(r["height"] / MM - 18) < 0.1]
    assert len(squares) >= 31
    numbers = [int(w["text"]) for w in words if w["text"].isdigit() and _inside(w, squares)]
    assert sorted(numbers) == list(range(31))


# --- points and lines -----------------------------------------------------------------------------


def test_points_at_their_declared_positions(tmp_path):
    import tomllib

    out = tmp_path / "out"
    run = run_pnp("board", str(DOCS / "morris-example.toml"), "--format", "pdf", "--out", str(out))
    assert run.code == 0, run.err
    board = tomllib.loads((DOCS / "morris-example.toml").read_text(encoding="utf-8"))["board"]
    curves = _pages(out / "morris-example" / "board.pdf")[0][0]
    spots = _circles(curves, 16.0)
    assert len(spots) == 24
    ox, oy = min(x for x, _ in spots), min(y for _, y in spots)
    expected = sorted((x * 28.0, y * 28.0) for x, y in board["points"])
    measured = sorted((x - ox, y - oy) for x, y in spots)
    for (ex, ey), (mx, my) in zip(expected, measured):
        assert (mx, my) == (pytest.approx(ex, abs=0.1), pytest.approx(ey, abs=0.1))


def test_star_has_121_holes(tmp_path):
    pdf = _board_pdf(tmp_path, 'kind = "points"\nstar = 4\nspacing = "14mm"\npawn_base = "10mm"', "--paper", "a3")
    assert len(_circles(_pages(pdf)[0][0], 10.0)) == 121


def test_a_19_by_19_board_tiled_on_a4_joins_across_the_sheets(tmp_path):
    pdf = _board_pdf(tmp_path, 'kind = "points"\nlattice = [19, 19]\nspacing = "22mm"\npawn_base = "16mm"')
    pages = _pages(pdf)
    tiles = []
    for curves, _, words, _, _ in pages[1:]:
        name = next(w["text"] for w in words if w["text"][:1].isalpha() and w["text"][1:].isdigit())
        spots = _circles(curves, 16.0)
        targets = _circles(curves, 5.0)
        assert len(spots) == 361  # the whole board is in every tile, clipped to its part
        tiles.append((name, spots, targets))
    assert len(tiles) > 4
    by_name = {name: (spots, targets) for name, spots, targets in tiles}
    joins = 0
    for name, (spots, targets) in by_name.items():
        col, row = name[0], int(name[1:])
        for other in (f"{chr(ord(col) + 1)}{row}", f"{col}{row + 1}"):
            if other not in by_name:
                continue
            spots2, targets2 = by_name[other]
            # the board point under each target, in each sheet's own page coordinates
            shift = (spots2[0][0] - spots[0][0], spots2[0][1] - spots[0][1])
            pairs = [(t, u) for t in targets for u in targets2
                     if math.dist((t[0] + shift[0], t[1] + shift[1]), u) < 1.0]
            assert len(pairs) == 2, (name, other)  # two targets on every seam
            for t, u in pairs:
                # lay `other` so its half target meets this sheet's: where does its board land?
                error = math.dist((u[0] - t[0], u[1] - t[1]), shift)
                assert error <= 0.2, (name, other, error)
                joins += 1
    assert joins >= 2 * (len(tiles) - 1)


# --- art ------------------------------------------------------------------------------------------


def test_art_board_at_its_printed_size_with_a_grid(tmp_path):
    out = tmp_path / "out"
    run = run_pnp("board", str(DOCS / "art-example.toml"), "--format", "pdf", "--out", str(out))
    assert run.code == 0, run.err
    curves, rects, words, _, _ = _pages(out / "art-example" / "board.pdf")[0]
    assert any(abs(r["width"] / MM - 180) < 0.1 and abs(r["height"] / MM - 120) < 0.1 for r in rects)
    hexes = _hexagons(curves)
    assert len(hexes) == 48
    xs = [x for x, _ in hexes[0]]
    assert max(xs) - min(xs) == pytest.approx(20.0, abs=0.1)
    assert {"A1", "H6"} <= {w["text"] for w in words}


# --- options, kits, the book and the guide --------------------------------------------------------


def test_bw_bleed_and_a3(tmp_path):
    out = tmp_path / "out"
    run = run_pnp("build", str(DOCS / "hex-example.toml"), "--paper", "a3", "--ink", "bw", "--bleed", "3mm",
                  "--parts", "board", "--format", "pdf", "--out", str(out))
    assert run.code == 0, run.err
    curves = _pages(out / "hex-example" / "board.pdf")[0][0]
    assert len(_hexagons(curves)) == 121
    import pdfplumber

    with pdfplumber.open(out / "hex-example" / "board.pdf") as pdf:
        lines = pdf.pages[0].lines
    white = [ln for ln in lines if ln["stroking_color"] in ((1,), (1, 1, 1), [1], [1, 1, 1])
             and abs(math.hypot(ln["x1"] - ln["x0"], ln["bottom"] - ln["top"]) / MM - 17 / SQRT3) < 0.1]
    assert len(white) == 2 * 2 * 11  # red and blue grey alike: the second player's sides carry a white line
    for c in curves:
        for key in ("non_stroking_color", "stroking_color"):
            colour = c[key]
            if colour and len(colour) == 3:
                assert max(colour) - min(colour) < 0.01, colour  # greys only


@pytest.mark.parametrize("example, fr, en", [
    ("hex-example", ("plateau de 121 hexagones", "bandes de couleur"), ("board of 121 hexes", "coloured bands")),
    ("snakes-example", ("100 cases numérotées de 1 à 100", "8 échelles et 8 serpents", "les numéros se lisent"),
     ("100 squares numbered 1 to 100", "8 ladders and 8 snakes", "the numbers run")),
    ("morris-example", ("24 points reliés", "où tient une pièce"), ("24 points joined", "holds one piece")),
    ("art-example", ("plateau illustré", "l'illustration elle-même"), ("illustrated board", "the picture itself")),
])
def test_examples_build_and_validate(tmp_path, example, fr, en):
    """Each example validates, and its kit's rule book (component list) and guide (making) name its kind."""
    path = str(DOCS / f"{example}.toml")
    run = run_pnp("validate", path)
    assert run.code == 0, run.out + run.err
    for lang, phrases in (("fr", fr), ("en", en)):
        out = tmp_path / lang
        run = run_pnp("build", path, "--lang", lang, "--format", "kit", "--out", str(out))
        assert run.code == 0, run.err
        kit = " ".join(column_text(out / example / f"{example}-kit.pdf").split()).lower().replace("’", "'")  # two columns; typographic apostrophes
        kept, joined = (re.sub(r"(?<=\w)- (?=\w)", mark, kit) for mark in ("-", ""))  # a word hyphenated at a line's end
        for words in phrases:
            assert words in kept or words in joined, words


# --- bad input ------------------------------------------------------------------------------------


@pytest.mark.parametrize("board, words", [
    ('kind = "track"\ncolumns = 10\nrows = 10\nlinks = [{ from = 3, to = 22 }, { from = 98, to = 101 }]',
     ["board.links[1].to", "no cell 101"]),
    ('kind = "track"\ncolumns = 3\nrows = 3\ncells = ["A1", "B1", "B2", "A2", "A1"]', ["board.cells[4]", "comes back"]),
    ('kind = "track"\ncolumns = 3\nrows = 3\ncells = ["A1", "B1", "C2"]', ["board.cells[2]", "gap"]),
    ('kind = "points"\npoints = [[0, 0], [1, 0], [1.3, 0.2]]\nlines = [[1, 2, 3]]\nspacing = "30mm"',
     ["board.points[2]", "point 3", "point 2"]),
    ('kind = "points"\npoints = [[0, 0], [1, 0], [2, 0]]\nlines = [[1, 2]]', ["board.lines", "point 3", "reached"]),
    ('kind = "points"\npoints = [[0, 0], [1, 0]]\nlines = [[1, 5]]', ["board.lines[0]", "no point 5"]),
    ('kind = "hex"\nshape = "hexagon"\nradius = 40\nside = "20mm"', ["board.side", "60"]),
    ('kind = "hex"\ncolumns = 5\nrows = 5\nside = "8mm"', ["board.side", "too small"]),
    ('kind = "hex"\ncolumns = 5\nrows = 5\nsides = [{ edges = ["north"], color = "red" }]', ["board.sides[0].edges[0]", "north"]),
    ('kind = "hex"\ncolumns = 5\nrows = 5\nterrain = [{ cells = ["Z9"], color = "red" }]', ["board.terrain[0].cells[0]", "Z9"]),
    ('kind = "hex"\ncolumns = 3\nrows = 3\nholes = ["B1", "A2", "B2"]', ["board.holes", "cannot be reached"]),
    ('kind = "hexes"\ncolumns = 3', ["board.kind", "hexes"]),
    ('kind = "art"\nart = "missing.png"\nwidth = "100mm"', ["board.art", "missing.png"]),
])
def test_bad_boards(tmp_path, board, words):
    game = _write(tmp_path, board)
    out = tmp_path / "out"
    run = run_pnp("board", str(game), "--out", str(out))
    assert_clean_error(run, str(game), *words)
    assert not out.exists() or not any(out.rglob("*.pdf"))


def test_terrain_art_fills_its_hex(tmp_path):
    from PIL import Image

    Image.new("RGB", (400, 400), (40, 120, 60)).save(tmp_path / "forest.png")
    pdf = _board_pdf(tmp_path, 'kind = "hex"\ncolumns = 3\nrows = 2\nside = "12mm"\n'
                               'terrain = [{ cells = ["B1", "C2"], art = "forest.png", label = "Forest" }]')
    import pdfplumber

    with pdfplumber.open(pdf) as doc:
        images = doc.pages[0].images
    assert len(images) == 2
    for image in images:  # "cover": a square picture as tall as the hex (24 mm), clipped to the hexagon
        assert (image["width"] / MM, image["height"] / MM) == (pytest.approx(24, abs=0.1), pytest.approx(24, abs=0.1))


@pytest.mark.parametrize("board, cells", [
    ('kind = "cross"\ncell = "12mm"\npawn_base = "10mm"\nscore_track = 60', 64),
    ('kind = "grid"\ncolumns = 4\nrows = 3\ncell = "30mm"\nscore_track = 25\nscore_cell = "20mm"', 28),
])
def test_score_track_round_a_cross_or_a_grid(tmp_path, board, cells):
    pdf = _board_pdf(tmp_path, board, "--paper", "a3")
    _, rects, words, _, _ = _pages(pdf)[0]
    side = 12.0 if "cross" in board else 20.0
    squares = [r for r in rects if abs(r["width"] / MM - side) < 0.05 and abs(r["height"] / MM - side) < 0.05]
    top = int(board.rsplit("score_track = ", 1)[1].split()[0])
    numbers = {int(w["text"]) for w in words if w["text"].isdigit() and _inside(w, squares)}
    assert set(range(top + 1)) <= numbers
    assert len(squares) >= cells  # the frame's squares (and, on the cross, its own 12 mm cells)


@pytest.mark.parametrize("option", [["--cell", "20mm"], ["--fit"], ["--pawn", "10mm"]])
def test_cross_and_grid_options_are_refused_by_other_kinds(tmp_path, option):
    game = _write(tmp_path, 'kind = "hex"\ncolumns = 3\nrows = 3')
    run = run_pnp("board", str(game), "--out", str(tmp_path / "out"), *option)
    assert_clean_error(run, option[0], "hex board")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("example, paper", [("hex-example", "a4"), ("snakes-example", "a3"), ("morris-example", "a4"),
                                            ("art-example", "a4")])
def test_pdf_and_svg_draw_the_same_board(example, paper):
    """Every page through the PDF and through the SVG (librsvg) differs in very few pixels."""
    import pypdfium2
    from conftest import svg_image
    from PIL import ImageChops, ImageFilter

    from pnp.kit import load_game
    from pnp.base.units import paper as sheet
    from pnp.parts.board import board_sheets
    from pnp.parts.registry import Context
    from pnp.render.pdf import render_pdf
    from pnp.render.svg import render_svg
    from pnp.scene import Document

    path = str(DOCS / f"{example}.toml")
    sheets = board_sheets(Context.printing(load_game(path), path, paper=sheet(paper), lang="en"))
    pages = sheets.part.svgs() + sheets.part.document.pages[-1:]
    pdf = pypdfium2.PdfDocument(render_pdf(Document("check", pages)))
    for i, page in enumerate(pages):
        svg_img = svg_image(render_svg(page, "check"), 72)
        pdf_img = pdf[i].render(scale=1).to_pil().convert("L").resize(svg_img.size)
        blur = ImageFilter.GaussianBlur(1.5)
        diff = ImageChops.difference(svg_img.filter(blur), pdf_img.filter(blur))
        changed = sum(diff.point(lambda v: 255 if v > 64 else 0).histogram()[255:])
        assert changed / (svg_img.size[0] * svg_img.size[1]) < 0.002, (i, changed)
