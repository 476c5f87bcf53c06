"""The engine's and `pnp new`'s messages (engine.ftl, new-game.ftl) are said in the reader's language: a die, a
board, a race, a deck, a track and a new game's folder refused in German and French, through the entry a user
meets (the CLI, or the function a game file's value reaches), one line, no traceback."""

from __future__ import annotations

import pytest

from pnp.base.errors import PnpError
from pnp.engine.board import check_cell, grid_board
from pnp.engine.claims import refuse_wrong
from pnp.engine.graph import check_edges_exist, check_path
from pnp.engine.race import make_race
from pnp.engine.simulate import check_precision

from readers import pnp, refused


@pytest.mark.parametrize(("lang", "words"), [
    ("de", ("eine leere Seite in „1,2,,3“", "durch je ein Komma")),
    ("fr", ("une face vide dans « 1,2,,3 »", "une seule virgule")),
    ("en", ("an empty face in '1,2,,3'", "single commas")),
])
def test_a_die_with_an_empty_face_on_the_command_line(lang, words):
    refused(pnp("stats", "compare", "1,2,,3", "d6", lang=lang), *words)


def test_a_word_where_numbers_are_needed_and_a_count_out_of_range():
    refused(pnp("stats", "compare", "1,2,Noir", "d6", lang="de"), "Würfel 1,2,Noir", "ist ein Wort", "Vergleich der Seiten")
    refused(pnp("stats", "compare", "1,2,Noir", "d6", lang="fr"), "dé 1,2,Noir", "est un mot", "comparer des faces")
    refused(pnp("stats", "compare", "d6", "d6", "--rolls", "0", lang="de"), "--rolls", "außerhalb des erlaubten Bereichs")


def test_pnp_new_refuses_a_folder_in_the_readers_language(tmp_path):
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "notes.txt").write_text("mine")
    refused(pnp("new", "game", lang="de", cwd=tmp_path), "NAME", "enthält schon Dateien", "nichts geschrieben")
    refused(pnp("new", "game", lang="fr", cwd=tmp_path), "NAME", "contient déjà des fichiers", "rien n'a été écrit")
    refused(pnp("new", "Jeu.", lang="de", cwd=tmp_path), "endet mit einem Punkt", "Windows")
    refused(pnp("new", "Jeu ", lang="fr", cwd=tmp_path), "se termine par une espace", "Windows")
    refused(pnp("new", "x", "--from", "chess", lang="de", cwd=tmp_path), "--from", "unbekannte Vorlage „chess“")
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["game", "notes.txt"]


def message(call, *args, **kwargs) -> str:
    with pytest.raises(PnpError) as caught:
        call(*args, **kwargs)
    return caught.value.line()


def test_a_boards_cells_with_the_readers_decimal_mark(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "fr")
    line = message(check_cell, 4.5, 3.5)
    assert "une case de 4,5 mm est trop petite" in line and "5,5 mm ou plus" in line, line
    monkeypatch.setenv("LANGUAGE", "de")
    assert "30 Spalten; ein Raster hat 1 bis 26" in message(grid_board, 30, 4, 20.0, 10.0)
    assert "1 Zeile" not in message(grid_board, 4, 0, 20.0, 10.0)


def test_a_track_and_a_race_in_german(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "de")
    line = message(check_path, [1, 2, 5], lambda a, b: abs(a - b) == 1, field="board.cells")
    assert "board.cells[2]: Feld 5 grenzt nicht an Feld 2; die Strecke hat dort eine Lücke" in line, line
    assert "eine Linie von Punkt 3 zu sich selbst" in message(check_edges_exist, [(2, 2)], 5, field="board.lines[0]")
    line = message(make_race, 10, [(3, 6), (6, 3)], dice=((1, 2, 3, 4, 5, 6),))
    assert "die Verbindungen bilden eine Schleife" in line, line
    monkeypatch.setenv("LANGUAGE", "fr")
    line = message(check_precision, 0.001)
    assert "parties, plus que" in line and "demandez" in line and "0,0" in line, line


class _Claim:
    die, against = "bold", "steady"


class _Outcome:
    win, tie, lose = "1/3", "1/6", "1/2"


class _Result:
    ok = False
    claim, claimed_win, outcome = _Claim(), "1/2", _Outcome()

    def __init__(self, index):
        self.index = index


@pytest.mark.parametrize(("lang", "words"), [
    ("de", "berichtigen Sie die Behauptung (und 2 weitere falsche)"),
    ("fr", "corrigez l'affirmation (et 2 autres fausses)"),
    ("en", "correct the claim (and 2 more wrong)"),
])
def test_wrong_claims_counted_by_plural_rules(monkeypatch, lang, words):
    monkeypatch.setenv("LANGUAGE", lang)
    line = message(refuse_wrong, [_Result(0), _Result(1), _Result(2)], where="game.toml")
    assert words in line and "1/3" in line, line


def test_a_new_games_comments_in_the_readers_language_and_its_readme_in_every_one(tmp_path):
    """`pnp new` writes pnp's words into the game file's comments in its user's language (German here), and a
    README section in each language pnp speaks; the game still validates."""
    made = pnp("new", "spiel", "--from", "dice", lang="de", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    game = (tmp_path / "spiel" / "game.toml").read_text(encoding="utf-8")
    assert "# spiel: ein Würfelspiel, erstellt mit `pnp new`" in game and "# ein Bild auf der sechsten Seite" in game
    assert "docs: game-format.md#art--your-own-pictures" in game and "@SAY" not in game
    readme = (tmp_path / "spiel" / "README.md").read_text(encoding="utf-8")
    for words in ("**Deutsch.** Dieser Ordner ist ein Würfelspiel", "**Français.** Ce dossier est un jeu de dés",
                  "**English.** This folder is a dice game", "das Kit zum Drucken, in output/spiel/"):
        assert words in readme, words
    assert "@" not in readme
    checked = pnp("validate", str(tmp_path / "spiel" / "game.toml"), lang="de")
    assert checked.returncode == 0, checked.stdout + checked.stderr
