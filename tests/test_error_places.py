"""Errors carry their file and their field apart (issue 21): the art and icon readers, the data reader and the
cards' rows are given the file and the field, not one joined text, so an error found in a data file names that
file, and one in the game file names the game file, each with the field inside it."""

from __future__ import annotations

import pytest

from conftest import run_pnp

from pnp.base.errors import PnpError
from pnp.model.spec import source_name
from pnp.kit import game_pieces, parse_game
from pnp.layout.icons import check_icon
from pnp.model.art import load_art
from pnp.model.data import read_table
from pnp.parts.registry import Context

HEAD = 'id = "g"\ntitle = "G"\nplayers = { min = 2, max = 2 }\n'


def _caught(fn) -> PnpError:
    with pytest.raises(PnpError) as caught:
        fn()
    return caught.value


def _game(tmp_path, table: str):
    import tomllib  # the game text of each case, read as the kit reads a game file

    path = tmp_path / "g.toml"
    path.write_text(HEAD + table, encoding="utf-8")
    source = source_name(path)
    return parse_game(tomllib.loads(HEAD + table), where=source), source


def test_the_readers_take_file_and_field(tmp_path):
    art = _caught(lambda: load_art("none.svg", tmp_path, file="g.toml", field="decks[0].art"))
    icon = _caught(lambda: check_icon("dragn", file="g.toml", field="tokens[0].icon"))
    (tmp_path / "d.csv").write_text("title,text\nA,b,c\n", encoding="utf-8")
    data = _caught(lambda: read_table("d.csv", tmp_path, file="g.toml", field="decks[0].data"))
    assert [(e.file, e.field) for e in (art, icon)] == [("g.toml", "decks[0].art"), ("g.toml", "tokens[0].icon")]
    assert data.file.endswith("d.csv") and data.field == "row 2, column 3"
    assert data.line().endswith("d.csv: row 2, column 3: 3 cells where the header has 2; give every row one cell "
                                "per column (quote a cell that holds the separator)")


def test_a_card_names_the_row_of_its_data_file(tmp_path):
    (tmp_path / "d.csv").write_text("title,band\nFox,mauve\n", encoding="utf-8")
    game, source = _game(tmp_path, '[[decks]]\nid = "d"\ndata = "d.csv"\n'
                                   'layout = [{ kind = "band", value = "{band}", box = [0, 0, 10, 10] }]\n')
    error = _caught(lambda: game_pieces(Context.printing(game, source)))
    assert error.file.endswith("d.csv") and error.field == "row 2, column 'band'"
    assert error.message.startswith("unknown colour 'mauve'")


def test_a_card_written_in_the_game_file_names_its_row_there(tmp_path):
    game, source = _game(tmp_path, '[[decks]]\nid = "d"\nrows = [{ title = "Fox", band = "mauve" }]\n'
                                   'layout = [{ kind = "band", value = "{band}", box = [0, 0, 10, 10] }]\n')
    error = _caught(lambda: game_pieces(Context.printing(game, source)))
    assert (error.file, error.field) == (source, "decks[0].rows[0], column 'band'")


def test_a_hex_terrain_file_names_its_row_and_column(tmp_path):
    (tmp_path / "map.csv").write_text("cell,icon\nA1,dragn\n", encoding="utf-8")
    error = _caught(lambda: _game(tmp_path, '[board]\nkind = "hex"\nshape = "rhombus"\ncolumns = 3\nrows = 3\n'
                                            'terrain_file = "map.csv"\n'))  # reading the game runs the board's check
    assert error.file.endswith("map.csv") and error.field == "row 2, column 'icon'"
    assert error.message.startswith("unknown icon 'dragn'") and "map.csv" not in error.message


def test_a_kinds_error_that_names_its_field_names_the_game_file_too(tmp_path):
    """A file taking a built-in game's id takes its rule book, which quotes odds the file's dice do not give: the
    book's refusal named its field ('id') but no file, and the kit filled in only errors naming no place
    (found by tests/test_hardening_fuzz.py)."""
    path = tmp_path / "r.toml"
    path.write_text('id = "renards-poules-viperes"\ntitle = "R"\nplayers = { min = 2, max = 4 }\n', encoding="utf-8")
    run = run_pnp("build", str(path), "--format", "pdf", "--out", str(tmp_path / "out"))
    assert run.code == 2 and run.err.startswith(f"pnp: error: {path}: id: the rule book of 'renards-poules-viperes'"), run
