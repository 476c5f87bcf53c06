"""Every number is finite and in range, and every text of a deck's data is held to the game file's rule:
NaN, infinities, numbers past any range, negative or fractional counts, and control or direction characters
in a game file, a CSV or an .xlsx are refused in one line naming the file and the field, exit 2, nothing
written. Run through the command line as a designer would."""

from __future__ import annotations

import io
import typing
from pathlib import Path

import pytest
from conftest import run_pnp

HEAD = 'id = "probe"\ntitle = "Probe"\nplayers = { min = 2, max = 4 }\n'
CSV_DECK = '[[decks]]\nid = "d"\ndata = "cards.csv"\n'
LAYOUT = '[[decks]]\nid = "d"\nrows = [{ title = "A" }]\n[[decks.layout]]\nkind = "title"\nvalue = "{title}"\n'
POINTS = '[board]\nkind = "points"\nlines = [[1, 2]]\n'


def refused(tmp_path: Path, body: str, *words: str, files: dict[str, bytes | str] | None = None,
            head: str = HEAD) -> str:
    """`pnp build` of the game file refuses it: exit 2, one line naming the file and each word, nothing in OUT."""
    path = tmp_path / "game.toml"
    path.write_text(head + body, encoding="utf-8")
    for name, data in (files or {}).items():
        (tmp_path / name).write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    out = tmp_path / "out"
    run = run_pnp("build", str(path), "--format", "pdf", "--out", str(out))
    lines = run.err.strip().splitlines()
    assert run.code == 2, run
    assert len(lines) == 1 and lines[0].startswith("pnp: error: "), run.err
    assert "internal error" not in run.err and "Traceback" not in run.err
    for word in words:
        assert word in lines[0], (word, lines[0])
    assert not out.exists() or not any(out.rglob("*")), list(out.rglob("*"))
    return lines[0]


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e400", "NaN", "-1", "1.5", "1001", "two", "9" * 5001])
def test_a_csv_count_that_is_no_whole_number_of_copies(tmp_path, value):
    refused(tmp_path, CSV_DECK, "cards.csv", "row 2", "column 'count'", "0 to 1000",
            files={"cards.csv": f"title,count\nA,{value}\n"})


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e400"])
def test_an_inline_count_that_is_no_number(tmp_path, value):
    refused(tmp_path, f'[[decks]]\nid = "d"\nrows = [{{ title = "A", count = {value} }}]\n',
            "game.toml", "decks[0].rows[0].count", "finite")


@pytest.mark.parametrize("value, words", [
    ("-1", ["decks[0].rows[0], column 'count'", "'-1' is not a whole number"]),
    ("2.5", ["decks[0].rows[0], column 'count'", "'2.5'"]), ("1e12", ["decks[0].rows[0].count", "1000000000"])])
def test_an_inline_count_out_of_range(tmp_path, value, words):
    refused(tmp_path, f'[[decks]]\nid = "d"\nrows = [{{ title = "A", count = {value} }}]\n', "game.toml", *words)


def test_a_deck_whose_every_count_is_zero_has_no_card(tmp_path):
    refused(tmp_path, CSV_DECK, "cards.csv", "every row's count is 0", files={"cards.csv": "title,count\nA,0\nB,0\n"})


def test_a_row_at_zero_is_left_out(tmp_path):
    """0 stays what the format says: the row is not printed, the other rows are."""
    (tmp_path / "cards.csv").write_text("title,count\nShown,3\nHidden,0\n", encoding="utf-8")
    (tmp_path / "game.toml").write_text(HEAD + CSV_DECK, encoding="utf-8")
    run = run_pnp("validate", str(tmp_path / "game.toml"))
    assert run.code == 0 and "3 cards" in run.out, run.out


@pytest.mark.parametrize("value, words", [
    ("nan", ["finite"]), ("inf", ["finite"]), ("-9", ["0 to 72"]), ("100", ["0 to 72"]), ("3", ["give 6 to 72"])])
def test_a_text_size_out_of_range(tmp_path, value, words):
    refused(tmp_path, LAYOUT + f"size = {value}\n", "game.toml", "decks[0].layout[0].size", *words)


@pytest.mark.parametrize("box, words", [
    ("[nan, 0, 10, 10]", ["decks[0].layout[0].box[0]", "finite"]),
    ("[0, inf, 10, 10]", ["decks[0].layout[0].box[1]", "finite"]),
    ("[0, 0, -10, 10]", ["decks[0].layout[0].box", "0 to 300"]),
    ('["0mm", "0mm", "-10mm", "10mm"]', ["decks[0].layout[0].box", "not inside"]),
    ("[0, 0, 0, 10]", ["decks[0].layout[0].box", "not inside"]),
    ("[50, 0, 50, 10]", ["decks[0].layout[0].box", "not inside"]),
    ('["1e400mm", 0, 10, 10]', ["decks[0].layout[0].box", "not a length"]),
    ('["' + "9" * 400 + 'mm", 0, 10, 10]', ["decks[0].layout[0].box", "finite number"]),
])
def test_a_layout_box_that_is_no_place_on_the_card(tmp_path, box, words):
    refused(tmp_path, LAYOUT + f"box = {box}\n", "game.toml", *words)


@pytest.mark.parametrize("points, words", [
    ("[[0, 0], [nan, 1]]", ["board.points[1][0]", "finite"]),
    ("[[0, 0], [1, inf]]", ["board.points[1][1]", "finite"]),
    ("[[0, 0], [1e308, 1]]", ["board.points[1][0]", "past any number", "-1000 to 1000"]),
    ("[[0, 0], [5000, 1]]", ["board.points[1][0]", "-1000 to 1000"]),
])
def test_a_points_board_with_numbers_past_any_board(tmp_path, points, words):
    refused(tmp_path, POINTS + f"points = {points}\n", "game.toml", *words)


@pytest.mark.parametrize("body, words", [
    ('[board]\nkind = "points"\nlattice = [3, 100000]\n', ["board.lattice[1]", "1 to 40"]),
    ('[board]\nkind = "points"\npoints = [[0, 0], [1, 0]]\nlines = [[1, 9999999]]\n', ["board.lines[0][1]", "1 to 2000"]),
    ('[board]\nkind = "hex"\nshape = "hexagon"\nradius = 3\nside = nan\n', ["board.side", "finite"]),
    ('[board]\nkind = "hex"\nshape = "hexagon"\nradius = 3\nside = "inf mm"\n', ["board.side", "not a length"]),
    ('[board]\nkind = "hex"\ncolumns = 4\nrows = 4\nscore_track = -1\n', ["board.score_track", "0 to 1000"]),
    ('[board]\nkind = "track"\ncolumns = 4\nrows = 4\nlinks = [{ from = 3, to = 99999 }]\n', ["board.links[0].to", "0 to 1900"]),
    ('[board]\nkind = "track"\ncolumns = 4\nrows = 4\ncell = 1e308\n', ["board.cell", "1000000000"]),
    ('[board]\nkind = "picture"\nart = "a.png"\ncell = -inf\n', ["board.cell", "finite"]),
    ('[[dice]]\nid = "a"\nfaces = [1, 2, 3, 4, 5, 6]\nedge = nan\n', ["dice[0].edge", "finite"]),
    ('[[dice]]\nid = "a"\nfaces = [1, 2, 3, 4, 5, 9223372036854775807]\n', ["dice[0].faces[5]", "past any number", "-9999 to 99999"]),
    ('[[dice]]\nid = "a"\nfaces = [1, 2, 3, 4, 5, 100000]\n', ["dice[0].faces[5]", "-9999 to 99999"]),
    ('[[tokens]]\nid = "t"\ncount = 0\n', ["tokens[0].count", "1 to 500"]),
    ('[[tokens]]\nid = "t"\ncount = 2\nsize = "nan mm"\n', ["tokens[0].size", "not a length"]),
    ('[[pawns]]\nid = "p"\nicon = "horse"\ncount = 101\n', ["pawns[0].count", "1 to 100"]),
    ('[[pawns]]\nid = "p"\nicon = "horse"\nheight = inf\n', ["pawns[0].height", "finite"]),
    ('[score_sheet]\nrounds = 1e3\n', ["score_sheet.rounds"]),
    ('x = ' + '1' * 5000 + '\n', ["thousands of digits"]),
])
def test_every_other_number_of_a_game_file(tmp_path, body, words):
    refused(tmp_path, body, "game.toml", *words)


@pytest.mark.parametrize("head", [HEAD.replace('"probe"', '"probe\\n"'), HEAD.replace('"probe"', '"pro\\nbe"'),
                                  HEAD.replace('"probe"', '"\\nprobe"')])
def test_an_id_with_a_line_break_is_no_id(tmp_path, head):
    """msgspec searches a pattern: '$' matched before a final line break, and an output folder 'probe\\n' was made."""
    refused(tmp_path, "", "game.toml", "id: expected an id", head=head)


@pytest.mark.parametrize("cell, words", [
    ("A\u202eB", ["U+202E", "direction"]), ("\u2066A", ["U+2066"]), ("A\x00B", ["U+0000", "control"]),
    ("A\x1bB", ["U+001B"]), ("A\u200bB", ["U+200B"]),
])
def test_a_csv_cell_is_held_to_the_game_files_rule_for_text(tmp_path, cell, words):
    refused(tmp_path, CSV_DECK, "cards.csv", "row 2, column 'title'", *words,
            files={"cards.csv": f"title,count\n{cell},1\n"})


def test_a_csv_header_with_a_direction_override(tmp_path):
    refused(tmp_path, CSV_DECK, "cards.csv", "row 1, column 1", "U+202E", files={"cards.csv": "ti\u202etle\nA\n"})


def test_a_line_break_in_a_quoted_cell_is_text(tmp_path):
    """CRLF, as a spreadsheet saves a cell on two lines, is a line break, not a control character."""
    (tmp_path / "cards.csv").write_bytes(b'title,text\r\nA,"one\r\ntwo"\r\n')
    (tmp_path / "game.toml").write_text(HEAD + CSV_DECK, encoding="utf-8")
    run = run_pnp("validate", str(tmp_path / "game.toml"))
    assert run.code == 0, run.out


def _xlsx(rows: list[list]) -> bytes:
    """A workbook of these rows; a cell "=NUMBER:text" is written as a number cell holding `text` as it
    stands (openpyxl writes NaN as an empty cell; a hostile file holds <v>NaN</v> or <v>1e400</v>)."""
    import zipfile

    import openpyxl

    book = openpyxl.Workbook()
    raw = {}
    for row in rows:
        cells = []
        for value in row:
            if isinstance(value, str) and value.startswith("=NUMBER:"):
                raw[f"<v>{770000 + len(raw)}</v>"] = f"<v>{value[8:]}</v>"
                value = 770000 + len(raw) - 1
            cells.append(value)
        book.active.append(cells)
    data = io.BytesIO()
    book.save(data)
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data.getvalue())) as src, zipfile.ZipFile(out, "w") as dst:
        for item in src.infolist():
            text = src.read(item)
            for old, new in raw.items():
                text = text.replace(old.encode(), new.encode())
            dst.writestr(item, text)
    return out.getvalue()


@pytest.mark.parametrize("rows, words", [
    ([["title", "count"], ["A", "=NUMBER:NaN"]], ["row 2", "cannot be read"]),  # openpyxl fails on it
    ([["title", "count"], ["A", "=NUMBER:inf"]], ["row 2", "cannot be read"]),
    ([["title", "count"], ["A", "=NUMBER:1e400"]], ["row 2, column 'count'"]),
    ([["title", "count"], ["A", "=NUMBER:-1e400"]], ["row 2, column 'count'"]),
    ([["title", "count"], ["A", -3]], ["row 2, column 'count'", "0 to 1000"]),
    ([["title", "count"], ["A", 2.5]], ["row 2, column 'count'"]),
    ([["title", "count"], ["A\u202eB", 1]], ["row 2, column 'title'", "U+202E"]),
    ([["title", "count"], ["A\u2069", 1]], ["row 2, column 'title'", "U+2069"]),
])
def test_an_xlsx_cell(tmp_path, rows, words):
    refused(tmp_path, '[[decks]]\nid = "d"\ndata = "cards.xlsx"\n', "cards.xlsx", *words,
            files={"cards.xlsx": _xlsx(rows)})


def test_every_number_of_the_model_has_a_range():
    """Every int and float key of every section, inside lists and tables too, is bounded both ways (Meta ge and le),
    but the cells of inline rows, which are shown as text and capped like any number of the file."""
    from msgspec import Meta, Struct

    from pnp.game import Game as WholeGame
    from pnp.parts.registry import kinds

    def unbounded(hint, path, seen):
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if origin is typing.Annotated:
            if args[0] in (int, float):
                if not any(isinstance(m, Meta) and m.ge is not None and m.le is not None for m in args[1:]):
                    yield path
            else:
                yield from unbounded(args[0], path, seen)
        elif hint in (int, float):
            yield path
        elif isinstance(hint, type) and issubclass(hint, Struct):
            if hint not in seen:
                seen.add(hint)
                for name, inner in typing.get_type_hints(hint, include_extras=True).items():
                    yield from unbounded(inner, f"{path}.{name}".lstrip("."), seen)
        else:
            for arg in args:
                if arg is not Ellipsis:
                    yield from unbounded(arg, path + "[]" * (origin in (list, tuple, dict)), seen)

    kinds()
    assert sorted(set(unbounded(WholeGame, "", set()))) == ["decks[].rows[][]"]


# --- the command line's numbers ---------------------------------------------------------------------------


def one_line(run, *words: str) -> str:
    lines = run.err.strip().splitlines()
    assert run.code == 2, run
    assert len(lines) == 1 and lines[0].startswith("pnp: error: "), run.err
    assert "internal error" not in run.err
    for word in words:
        assert word in lines[0], (word, lines[0])
    return lines[0]


@pytest.mark.parametrize("value", ["inf", "-inf", "nan", "1e300", "1e-300", "1e400", "200", "9.8", "0", "-1", "0.03"])
def test_simulate_refuses_a_precision_out_of_range(value):
    """inf played no game, 1e300 and 1e-300 overflowed (exit 70), 200 played one game and printed "1 games"."""
    one_line(run_pnp("simulate", "petits-chevaux", "--precision", value), "--precision", "0.031 to 9.79 points")


def test_the_coarsest_precision_plays_a_hundred_games_at_least():
    run = run_pnp("simulate", "petits-chevaux", "--precision", "9.79", "--json")
    import json

    assert run.code == 0, run.err
    assert json.loads(run.out)["games"] >= 100


@pytest.mark.parametrize("value", ["0", "-1", "1", "5", "99999999999999999999999"])
def test_simulate_refuses_a_count_of_players_the_game_does_not_play(value):
    """0 played the default count."""
    one_line(run_pnp("simulate", "petits-chevaux", "--players", value), "--players", "2 to 4 players", f"not {value}")


@pytest.mark.parametrize("faces, words", [
    ("1" * 5001 + ",2", ["first die", "5,001 characters", "-9999..99999"]),
    ("-" + "9" * 4400 + ",2", ["first die", "-9999..99999"]),
    ("d" + "1" * 5001, ["first die", "1 to 120 faces"]),
    ("9999999999999,2", ["first die", "-9999..99999"]),
    ("100000,2", ["first die", "-9999..99999"]),
])
def test_stats_compare_refuses_a_face_past_any_die(faces, words):
    """A face of 5,001 digits gave ValueError (Python's limit on reading long integers); the line stays short."""
    line = one_line(run_pnp("stats", "compare", faces, "1,2,3"), *words)
    assert len(line) < 200


def test_dice_refuses_a_face_of_thousands_of_digits(tmp_path):
    one_line(run_pnp("dice", "--faces", "1" * 5001 + ",2", "--out", str(tmp_path / "out")), "--faces", "-9999..99999")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("args, option", [
    (["board", "petits-chevaux", "--cell", "nan mm"], "--cell"),
    (["board", "petits-chevaux", "--cell", "inf mm"], "--cell"),
    (["board", "petits-chevaux", "--cell", "1e400mm"], "--cell"),
    (["board", "petits-chevaux", "--cell", "9" * 400 + "mm"], "--cell"),
    (["board", "petits-chevaux", "--pawn", "nan"], "--pawn"),
    (["build", "petits-chevaux", "--bleed", "inf mm"], "--bleed"),
    (["build", "petits-chevaux", "--bleed", "9" * 400 + "mm"], "--bleed"),
    (["dice", "--faces", "1,2,3,4,5,6", "--die", "nan mm"], "--die"),
    (["dice", "--faces", "1,2,3,4,5,6", "--die", "1e400mm"], "--die"),
    (["dice", "--faces", "1,2,3,4,5,6", "--sticker", "-inf mm"], "--sticker"),
    (["dice", "--faces", "1,2,3,4,5,6", "--count", "0"], "--count"),
    (["dice", "--faces", "1,2,3,4,5,6", "--count", "99999999999999999999"], "--count"),
    (["stats", "compare", "1,2", "3,4", "--rolls", "0"], "--rolls"),
    (["stats", "compare", "1,2", "3,4", "--series", "99999999999999999999"], "--series"),
    (["simulate", "petits-chevaux", "--games", "0"], "--games"),
    (["simulate", "petits-chevaux", "--jobs", "0"], "--jobs"),
    (["simulate", "petits-chevaux", "--seed", "-1"], "--seed"),
])
def test_every_number_of_the_command_line_has_a_range(tmp_path, args, option):
    one_line(run_pnp(*args, "--out", str(tmp_path / "out")) if args[0] in ("board", "build", "dice")
             else run_pnp(*args), option)
    assert not (tmp_path / "out").exists()


def test_one_game_is_said_in_the_singular():
    assert "petits-chevaux: 1 game, 4 players" in run_pnp("simulate", "petits-chevaux", "--games", "1").out
    assert "petits-chevaux: 1 partie, 4 joueurs" in run_pnp("simulate", "petits-chevaux", "--games", "1", "--lang", "fr").out
