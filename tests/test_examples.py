"""Worked examples in the rule books (issue 35): each built-in game's examples drawn in A4 and Letter, fr and
en, colour and black and white; each declared piece found in the PDF on its cell's centre as the board itself
draws that cell; a cell the board does not have refused in one line naming the example."""

import re
from pathlib import Path

import pdfplumber
import pytest
from msgspec import structs
from conftest import MM, assert_clean_error, run_capped, run_pnp

from pnp.base.errors import PnpError
from pnp.base.resources import games_dir
from pnp.engine.track import parse_square
from pnp.kit import load_game, parse_game
from pnp.model import spec
from pnp.base.units import paper as paper_of
from pnp.parts import examples
from pnp.parts.board import kind_of
from pnp.parts.registry import Context
from pnp.parts.rules import rules_part
from pnp.scene import IDENTITY, Circle, Group, Rect, Text, compose
from pnp.scene import Path as Outline

GAMES = ("clann", "petits-chevaux", "renards-poules-viperes", "ludicitude")
TOLERANCE = 0.5  # mm, on the page


def walk(items, matrix=IDENTITY):
    """Every shape under `items` with the matrix that places it on the page."""
    for item in items:
        if isinstance(item, Group):
            inner = compose(matrix, item.transform)
            yield item, matrix
            yield from walk(item.items, inner)
        else:
            yield item, matrix


def apply(matrix, x, y):
    a, b, c, d, e, f = matrix
    return a * x + c * y + e, b * x + d * y + f


def board_centre(game, cell: str, source: str = "") -> tuple[float, float]:
    """Where the board's own drawing (whole, as the kit prints it) puts a cell's centre, in the board's
    millimetres: the square's drawn rectangle (A1 at the top left of the cells), or the ring of a stable's
    place, counted like the board's colours; for the other kinds, `named_centre`."""
    board = kind_of(game).draw(Context.printing(game, source))
    if game.board.kind not in ("cross", "grid"):
        return named_centre(game.board, board, cell)
    shapes = []  # (shape, its box's left, top, right, bottom on the board)
    for item, m in walk(board.items):
        if isinstance(item, Rect):
            shapes.append((item, *apply(m, item.x, item.y), *apply(m, item.x + item.w, item.y + item.h)))
        elif isinstance(item, Circle):
            shapes.append((item, *apply(m, item.cx - item.r, item.cy - item.r), *apply(m, item.cx + item.r, item.cy + item.r)))
    cells = [s for s in shapes if isinstance(s[0], Rect) and s[0].role.startswith("cell")]
    side = float(game.board.cell)
    square = parse_square(cell)
    if square is not None:
        col, row = square
        left, top = min(s[1] for s in cells), min(s[2] for s in cells)  # A1's corner: the grid of cells' own
        found = [s for s in cells if abs(s[1] - left - col * side) < 1e-6 and abs(s[2] - top - row * side) < 1e-6
                 and abs(s[3] - s[1] - side) < 1e-6]
        assert found, f"the board draws no cell {cell}"
        return (found[0][1] + found[0][3]) / 2, (found[0][2] + found[0][4]) / 2
    colour, number = cell.rsplit("-", 1)
    stable = [s for s in shapes if s[0].role == "stable"][game.board.colors.index(colour)]
    rings = sorted(((s[2] + s[4]) / 2, (s[1] + s[3]) / 2) for s in shapes if s[0].role == "place"
                   and stable[1] < s[1] and s[3] < stable[3] and stable[2] < s[2] and s[4] < stable[4])
    y, x = rings[int(number) - 1]
    return x, y


def path_points(path) -> list[tuple[float, float]]:
    return [(op[1], op[2]) for op in path.ops if op[0] in ("M", "L")]


def named_centre(spec, board, cell: str) -> tuple[float, float]:
    """A cell's centre read from the drawing of a hex, points, track or art board, found by what the board
    prints: the hex (or art grid's hex) whose drawn outline holds the coordinate printed as `cell`, at the
    mean of its corners; the track square whose drawn rectangle holds the number `cell`, at its middle; the
    point spot whose place among the drawn spots' columns (a, b … from the left) and rows (1 from the bottom)
    spells `cell`, as a chess board names its squares."""
    shapes = [(item, m) for item, m in walk(board.items)]
    texts = [(apply(m, item.x, item.y), item) for item, m in shapes if isinstance(item, Text)]
    if spec.kind == "points":
        spots = [apply(m, item.cx, item.cy) for item, m in shapes if isinstance(item, Circle) and item.role == "point"]
        columns = sorted({round(x, 3) for x, _ in spots})
        rows = sorted({round(y, 3) for _, y in spots}, reverse=True)
        found = [(x, y) for x, y in spots
                 if f"{'abcdefghijklmnopqrstuvwxyz'[columns.index(round(x, 3))]}{rows.index(round(y, 3)) + 1}" == cell]
        assert len(found) == 1, f"the board draws no point {cell}"
        return found[0]
    role = "track-number" if spec.kind == "track" else "coordinate"
    (tx, ty), = [xy for xy, item in texts if item.role.startswith(role) and item.text == cell]
    for item, m in shapes:
        if isinstance(item, Rect) and item.role.startswith("cell"):
            (x0, y0), (x1, y1) = apply(m, item.x, item.y), apply(m, item.x + item.w, item.y + item.h)
            if x0 <= tx <= x1 and y0 <= ty <= y1:
                return (x0 + x1) / 2, (y0 + y1) / 2
        elif isinstance(item, Outline) and item.role.startswith("cell"):
            corners = [apply(m, x, y) for x, y in path_points(item)]
            xs, ys = [x for x, _ in corners], [y for _, y in corners]
            if abs(sum(xs) / len(xs) - tx) < 1e-6 and min(ys) <= ty <= max(ys):
                return sum(xs) / len(xs), sum(ys) / len(ys)
    raise AssertionError(f"the board draws no cell {cell}")


def expected_pieces(game_id: str, paper_name: str, lang: str):
    """For each rule-book page, each example piece: (name, the board's cell centre on the page, the radius of
    the disc drawn under the piece), and each die: ("die", its face's top-left corner, its side), from the book's
    scene."""
    raw, where = spec.read_game(game_id)
    game = parse_game(raw, where=where)
    part = rules_part(Context.printing(game, where, paper=paper_of(paper_name), lang=lang))
    pages = []
    for piece in part.pieces:
        wanted = []
        for group, matrix in walk([piece.front]):
            if not (isinstance(group, Group) and group.role.startswith("example ")):
                continue
            inner = compose(matrix, group.transform)
            for item, m in walk(group.items, inner):
                if isinstance(item, Rect) and item.role.startswith("example-die "):
                    wanted.append(("die", apply(m, item.x, item.y), item.w * m[0]))
                if isinstance(item, Group) and item.role.startswith("example-beside "):
                    frames = [r for r in item.items if isinstance(r, Rect)]  # a card's edge
                    inner_m = compose(m, item.transform)
                    wanted += [(f"card {item.role.split()[1]}", apply(inner_m, r.x, r.y), r.w * inner_m[0]) for r in frames]
            boards = [(g, compose(m, g.transform)) for g, m in walk(group.items, inner)
                      if isinstance(g, Group) and g.role == "example-board"]
            if not boards:
                continue
            board_matrix = boards[0][1]
            for item, m in walk(group.items, inner):
                if isinstance(item, Group) and item.role.startswith("example-piece "):
                    _, name, cell = item.role.split(" ")
                    base = next(c for c in item.items if isinstance(c, Circle))
                    centre = apply(board_matrix, *board_centre(game, cell, where))
                    wanted.append((f"{name} on {cell}", centre, base.r * compose(m, item.transform)[0]))
        pages.append(wanted)
    return pages


def discs(pdf_page) -> list[tuple[float, float, float]]:
    """(x, y, radius) in mm from the page's top left of every round curve on a PDF page."""
    out = []
    for curve in pdf_page.curves:
        w, h = (curve["x1"] - curve["x0"]) / MM, (curve["bottom"] - curve["top"]) / MM
        if abs(w - h) < 0.05:
            out.append(((curve["x0"] + curve["x1"]) / 2 / MM, (curve["top"] + curve["bottom"]) / 2 / MM, w / 2))
    return out


def misplaced(pdf: Path, pages) -> list[str]:
    """Each expected piece with no disc of its radius within TOLERANCE of its cell's centre on its PDF page, and
    each die with no square of its side at its place."""
    missing = []
    with pdfplumber.open(pdf) as document:
        assert len(document.pages) >= len(pages)
        for pdf_page, wanted in zip(document.pages, pages):
            found = discs(pdf_page)
            squares = [(r["x0"] / MM, r["top"] / MM, r["width"] / MM) for r in pdf_page.rects]
            for name, (x, y), r in wanted:
                if name == "die" or name.startswith("card "):
                    if not any(abs(sx - x) <= TOLERANCE and abs(sy - y) <= TOLERANCE and abs(side - r) < 0.1
                               for sx, sy, side in squares):
                        missing.append(name)
                elif not any(abs(fx - x) <= TOLERANCE and abs(fy - y) <= TOLERANCE and abs(fr - r) < 0.1 for fx, fy, fr in found):
                    missing.append(name)
    return missing


def build(tmp_path: Path, game_id: str, paper: str, lang: str, ink: str) -> Path:
    out = tmp_path / f"{Path(game_id).stem}-{paper}-{lang}-{ink}"  # a game file's path named by its stem, inside tmp_path
    run = run_pnp("build", game_id, "--parts", "rules", "--paper", paper, "--lang", lang, "--ink", ink,
                  "--format", "pdf", "--out", str(out), "--force")
    assert run.code == 0, run
    return out / load_game(game_id).id / "rules.pdf"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_example_is_drawn_with_its_pieces_on_their_cells(tmp_path, game_id):
    """In A4 and Letter, fr and en, colour and bw: the book carries every example's caption, and every piece
    of every example is a disc centred on its cell's centre (as the board draws that cell) within 0.5 mm."""
    game = load_game(game_id)
    declared = game.rules.examples
    assert len(declared) >= 2
    for paper in ("a4", "letter"):
        for lang in ("fr", "en"):
            # black and white draws the same book: its pieces are looked for where the colour book has them
            pages = expected_pieces(game_id, paper, lang)
            for ink in ("color", "bw"):
                pdf = build(tmp_path, game_id, paper, lang, ink)
                drawn = [name for page in pages for name, _, _ in page]
                assert len(drawn) - drawn.count("die") == sum(len(e.pieces) for e in declared), (paper, lang, ink)
                assert drawn.count("die") == sum(len(e.dice) for e in declared), (paper, lang, ink)
                assert misplaced(pdf, pages) == [], (paper, lang, ink)
                with pdfplumber.open(pdf) as document:
                    words = re.sub(r"\s+", " ", " ".join(p.extract_text() for p in document.pages))
                for example in declared:
                    start = examples.caption(example, lang).replace("'", "’")[:30]
                    assert re.sub(r"\s+", " ", start) in words.replace("\u202f", " ").replace("\u00a0", " "), (paper, lang, ink, start)


def test_a_designers_rule_text_cites_its_example(tmp_path):
    """The docs' example game cites its example in its own [rules] turn text (not a template): the book draws it
    there, its two runners on their cells, its dice and its caption, in A4 English colour and Letter French bw."""
    game_file = str(Path(__file__).resolve().parent.parent / "docs" / "example-game.toml")
    for paper, lang, ink in (("a4", "en", "color"), ("letter", "fr", "bw")):
        pdf = build(tmp_path, game_file, paper, lang, ink)
        pages = expected_pieces(game_file, paper, lang)
        assert sorted(name for page in pages for name, _, _ in page) == ["die", "die", "runner-green on D2",
                                                                          "runner-orange on G1"]
        assert misplaced(pdf, pages) == []
        with pdfplumber.open(pdf) as document:
            words = " ".join(p.extract_text() for p in document.pages)
        assert "{{" not in words and ("First turn" if lang == "en" else "Premier tour") in words


def test_a_piece_off_its_cell_is_caught(tmp_path, monkeypatch):
    """Planted: the examples drawn with every cell's centre 0.6 mm off (at the page's scale, more than the
    tolerance): the PDF's discs no longer sit on the board's cells, and the check says which."""
    real = examples.board_cells

    def shifted(game):
        cells = real(game)
        return examples.Cells({k: (x + 0.6 / examples.MAX_SCALE, y) for k, (x, y) in cells.centres.items()},
                              cells.side, cells.hint)

    monkeypatch.setattr(examples, "board_cells", shifted)
    pdf = build(tmp_path, "petits-chevaux", "a4", "en", "color")
    pages = expected_pieces("petits-chevaux", "a4", "en")
    assert set(misplaced(pdf, pages)) == {"horse-red on red-1", "horse-red on red-2", "horse-red on red-4",
                                          "horse-red on B7", "horse-blue on F7"}


def test_an_unknown_cell_is_refused_in_one_line(tmp_path):
    """A cell the cross does not have (Z99, or a stable's fifth place) is refused naming the file, the example's
    field and the example, with how the board names its cells; exit 2, nothing written."""
    source = games_dir() / "petits-chevaux" / "game.toml"
    game = tmp_path / "game" / "game.toml"
    game.parent.mkdir()
    text = source.read_text(encoding="utf-8").replace('{ pawn = "horse", color = "blue", cell = "F7" }',
                                                     '{ pawn = "horse", color = "blue", cell = "Z99" }')
    game.write_text(text, encoding="utf-8")
    words = ("game.toml", "rules.examples[1].pieces[1].cell", "'Z99'", "example 'eat'", "A1")
    for command in (("build", str(game), "--out", str(tmp_path / "out")), ("rules", str(game), "--out", str(tmp_path / "out"))):
        run = run_capped(*command)
        assert run.code == 2, run
        assert_clean_error(run, *words)
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.pdf"))
    checked = run_capped("validate", str(game))  # validate lists its checks: the one that fails says the same
    failed = [line for line in checked.out.splitlines() if "FAIL" in line]
    assert checked.code != 0 and len(failed) == 1 and all(w.lower() in failed[0].lower() for w in words), checked
    game.write_text(text.replace('cell = "Z99"', 'cell = "red-5"'), encoding="utf-8")
    assert_clean_error(run_capped("rules", str(game), "--out", str(tmp_path / "out")),
                       "rules.examples[1].pieces[1].cell", "'red-5'", "red-1")


DOCS = Path(__file__).resolve().parent.parent / "docs"
# every docs example: the four on a board whose kind names its cells as it prints them, three without a board
DOCS_GAMES = ("hex-example.toml", "morris-example.toml", "snakes-example.toml", "art-example.toml",
              "cards-example/game.toml", "roll-and-write-example/game.toml", "dice-shapes/dice-shapes.toml")


def book_words(pdf: Path) -> str:
    """The book's text, its spaces (no-break ones included) made plain ones, its apostrophes straight."""
    with pdfplumber.open(pdf) as document:
        words = " ".join(p.extract_text() for p in document.pages)
    return re.sub(r"[\s\u00a0\u202f]+", " ", words).replace("’", "'")


def caption_shown(words: str, example, lang: str) -> bool:
    """The caption's first 40 characters are in the book's text."""
    return re.sub(r"\s+", " ", examples.caption(example, lang))[:40] in words


@pytest.mark.parametrize("name", DOCS_GAMES)
def test_every_docs_example_draws_its_example(tmp_path, name):
    """Each docs example's book, A4 French in colour and Letter English in black and white, carries its worked
    example: its caption, each piece a disc on its cell's centre as the board's own drawing prints that cell
    (a hex's or an art grid's printed coordinate, a track square's number, a morris point by its column and
    row), within 0.5 mm; each die a square of its side in its place; each card beside them its edge."""
    source = str(DOCS / name)
    game = load_game(source)
    declared = game.rules.examples
    assert len(declared) >= 1
    for paper, lang, ink in (("a4", "fr", "color"), ("letter", "en", "bw")):
        pdf = build(tmp_path, source, paper, lang, ink)
        pages = expected_pieces(source, paper, lang)
        drawn = [what for page in pages for what, _, _ in page]
        assert len([d for d in drawn if " on " in d]) == sum(len(e.pieces) for e in declared), (paper, drawn)
        assert drawn.count("die") == sum(len(e.dice) for e in declared), (paper, drawn)
        assert len([d for d in drawn if d.startswith("card ")]) == sum(len(e.beside) for e in declared if game.decks)
        assert misplaced(pdf, pages) == [], (paper, lang, ink)
        words = book_words(pdf)
        assert "{{" not in words
        for example in declared:
            assert caption_shown(words, example, lang), (paper, lang, example.id)


def test_a_docs_example_left_uncited_is_missed(tmp_path):
    """Planted: the snakes example with its turn text no longer citing its example: the book has no caption and
    no piece, and the checks above say so."""
    game = tmp_path / "snakes.toml"
    text = (DOCS / "snakes-example.toml").read_text(encoding="utf-8")
    game.write_text(text.replace('\\n\\n{{ example(\\"snake\\") }}', ""), encoding="utf-8")
    pdf = build(tmp_path, str(game), "a4", "en", "color")
    example = load_game(str(game)).rules.examples[0]
    assert not caption_shown(book_words(pdf), example, "en")
    assert [what for page in expected_pieces(str(game), "a4", "en") for what, _, _ in page] == []


def test_a_hex_piece_off_its_cell_is_caught(tmp_path, monkeypatch):
    """Planted: the hex example drawn with every cell's centre 0.6 mm off on the page: each stone is missed."""
    real = examples.board_cells

    def shifted(game):
        cells = real(game)
        return examples.Cells({k: (x, y + 0.6 / examples.MAX_SCALE) for k, (x, y) in cells.centres.items()},
                              cells.side, cells.hint, cells.outline)

    monkeypatch.setattr(examples, "board_cells", shifted)
    source = str(DOCS / "hex-example.toml")
    pdf = build(tmp_path, source, "a4", "en", "color")
    assert sorted(misplaced(pdf, expected_pieces(source, "a4", "en"))) == [
        "blue-stone on F6", "red-stone on E6", "red-stone on E7", "red-stone on F5"]


# (docs example, a cell it uses, a cell its board does not have, what the board's names look like in the hint)
UNKNOWN = (("hex-example.toml", '"F5"', '"L12"', "A1 to K11"), ("morris-example.toml", '"d6"', '"d4"', "chess"),
           ("snakes-example.toml", '"7"', '"101"', "1 to 100"), ("art-example.toml", '"E5"', '"I1"', "A1 at the top left to H6"))


@pytest.mark.parametrize("name, cell, wrong, hint", UNKNOWN)
def test_an_unknown_cell_of_each_board_kind_is_refused(tmp_path, name, cell, wrong, hint):
    """On a hex board (L12 past K11), a morris board (d4: the middle of the board, no point), a track (101 past
    100) and an art grid (I1 past H6), a cell the board does not have is refused in one line naming the file,
    the example's field and the example, with how the board names its cells; exit 2, capped at 1 GB and 60 s."""
    folder = tmp_path / "game"
    folder.mkdir()
    text = (DOCS / name).read_text(encoding="utf-8")
    line = next(line for line in text.splitlines() if line.startswith("pieces = "))
    (folder / name).write_text(text.replace(line, line.replace(f"cell = {cell}", f"cell = {wrong}")), encoding="utf-8")
    if name == "art-example.toml":
        (folder / "art-example.svg").write_bytes((DOCS / "art-example.svg").read_bytes())
    game = load_game(str(DOCS / name))
    field = next(j for j, p in enumerate(game.rules.examples[0].pieces) if f'"{p.cell}"' == cell)
    run = run_capped("rules", str(folder / name), "--out", str(tmp_path / "out"))
    assert run.code == 2, run
    assert_clean_error(run, name, f"rules.examples[0].pieces[{field}].cell", f"'{wrong.strip(chr(34))}'",
                       f"example '{game.rules.examples[0].id}'", hint)
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.pdf"))


def test_a_game_without_a_board_refuses_a_cell(tmp_path):
    """The cards example (no board) with a highlighted cell in its trick: refused in one line naming the example
    and its field, saying the game has no board; the same when the book is drawn without the checks."""
    folder = tmp_path / "game"
    folder.mkdir()
    for path in (DOCS / "cards-example").iterdir():
        (folder / path.name).write_bytes(path.read_bytes())
    text = (folder / "game.toml").read_text(encoding="utf-8")
    (folder / "game.toml").write_text(text.replace('beside = ["astres-8"', 'highlight = ["A1"]\nbeside = ["astres-8"'),
                                      encoding="utf-8")
    run = run_capped("rules", str(folder / "game.toml"), "--out", str(tmp_path / "out"))
    assert run.code == 2, run
    assert_clean_error(run, "game.toml", "rules.examples[0].highlight[0]", "example 'trick'", "no board")
    game = load_game(str(DOCS / "cards-example" / "game.toml"))  # checked, then given the cell unchecked
    trick = structs.replace(game.rules.examples[0], highlight=["A1"])
    game = structs.replace(game, rules=structs.replace(game.rules, examples=[trick]))
    with pytest.raises(PnpError, match="example 'trick' puts something on a cell, and this game has no board"):
        examples.draw(game, "trick", 80.0, "en", "color", str(DOCS / "cards-example" / "game.toml"))


def test_pieces_stay_on_their_cells_inside_a_score_track(tmp_path, monkeypatch):
    """The morris board drawn inside a frame of score squares (score_track = 30): the board is drawn shifted
    inside it, and each man is still a disc on its point's centre as that drawing puts it. Planted by the same
    check: without the shift (the board's own cells taken as they are) every man is missed."""
    game = tmp_path / "morris.toml"
    text = (DOCS / "morris-example.toml").read_text(encoding="utf-8")
    game.write_text(text.replace('pawn_base = "16mm"', 'pawn_base = "16mm"\nscore_track = 30', 1), encoding="utf-8")
    pdf = build(tmp_path, str(game), "a4", "en", "color")
    pages = expected_pieces(str(game), "a4", "en")
    assert len([w for page in pages for w, _, _ in page]) == 5 and misplaced(pdf, pages) == []
    unshifted = tmp_path / "unshifted"
    unshifted.mkdir()
    monkeypatch.setattr(examples, "_inside_score_track", lambda cells, board: cells)
    pdf = build(unshifted, str(game), "a4", "en", "color")
    assert len(misplaced(pdf, pages)) == 5


def test_a_game_file_with_a_built_in_id_but_no_examples_is_refused_naming_the_file(tmp_path):
    """A game file that takes Clann's id gets Clann's book, which cites the 'capture' example: without the
    examples, one line naming the game file (the hardening fuzz found it named none), exit 2, nothing written."""
    from conftest import run_capped

    source = (Path(__file__).resolve().parent.parent / "pnp" / "games" / "clann" / "game.toml").read_text(encoding="utf-8")
    path = tmp_path / "mine.toml"
    path.write_text(source[: source.index("[[rules.examples]]")], encoding="utf-8")
    run = run_capped("build", str(path), "--out", str(tmp_path / "out"))
    assert run.code == 2 and run.err.startswith(f"pnp: error: {path}: ") and "capture" in run.err, run.err
    assert len(run.err.strip().splitlines()) == 1 and not (tmp_path / "out").exists()
