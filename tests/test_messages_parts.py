"""A designer's bad board, token, pawn, spinner or worked example is refused in the reader's language (issue 37):
the CLI, run with LANGUAGE=de or fr, prints one line in German or French and exits 2; and a German rule book's
players line keeps its noun's capital ("2 bis 4 Spieler", not "2 bis 4 spieler")."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from pnp.base.errors import PnpError
from pnp.kit import parse_game
from pnp.parts.rules_context import players_text

from readers import DIE, GOOD, game, pnp, refused

GAME = """id = "bad"
title = { en = "Bad", fr = "Mauvais", de = "Schlecht" }
players = { min = 2, max = 4 }

[[dice]]
id = "d6"
faces = [1, 2, 3, 4, 5, 6]
"""

BOARD = GAME + """
[board]
kind = "grid"
columns = 6
"""

TOKENS = GAME + """
[[tokens]]
id = "gem"
icon = "sun"
count = 2
[[tokens]]
id = "gem"
icon = "sun"
count = 2
"""

PAWNS = GAME + """
[[pawns]]
id = "horse"
count = 4
colors = ["red", "blue"]
"""

SPINNER = GAME + """
[[spinners]]
id = "wheel"
sectors = ["1"]
"""

EXAMPLE = GAME + """
[board]
kind = "grid"
columns = 6
rows = 4

[[rules.examples]]
id = "throw"
caption = { en = "A throw.", fr = "Un lancer.", de = "Ein Wurf." }
dice = [{ die = "d20", face = 3 }]
"""


def _run(tmp_path, text: str, command: str, lang: str) -> subprocess.CompletedProcess:
    (tmp_path / "game.toml").write_text(text, encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "pnp", command, "game.toml", "--out", "out"], capture_output=True,
                          text=True, env={**os.environ, "LANGUAGE": lang}, cwd=tmp_path, timeout=120)


@pytest.mark.parametrize(("text", "command", "german", "french"), [
    (BOARD, "board", ("board.rows", "ein Rasterplan braucht Spalten und Reihen"),
     ("board.rows", "un plateau en grille a besoin de colonnes et de rangées")),
    (TOKENS, "tokens", ("tokens[1].id", "„gem“ kommt zweimal vor", "eine eigene id"),
     ("tokens[1].id", "« gem » sert deux fois")),
    (PAWNS, "tokens", ("pawns[0].icon", "eine Figur braucht ein Symbol"),
     ("pawns[0].icon", "un pion a besoin d'une icône")),
    (SPINNER, "build", ("spinners[0].sectors", "1 Sektoren; geben Sie 2 bis"),
     ("spinners[0].sectors", "1 secteurs ; donnez-en 2 à")),
    (EXAMPLE, "rules", ("rules.examples[0].dice[0].die", "kein Würfel heißt „d20“; das Spiel hat: d6"),
     ("rules.examples[0].dice[0].die", "aucun dé ne s'appelle « d20 »")),
])
def test_a_bad_part_is_refused_in_the_readers_language(tmp_path, text, command, german, french):
    for lang, words in (("de", german), ("fr", french)):
        run = _run(tmp_path, text, command, lang)
        lines = run.stderr.strip().splitlines()
        assert run.returncode == 2 and len(lines) == 1 and "Traceback" not in run.stderr, run.stderr
        line = lines[0].replace("\u00a0", " ").replace("\u202f", " ")  # French typography's no-break spaces
        assert "game.toml" in line and all(w in line for w in words), line
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.pdf"))


def test_a_hint_inside_an_error_is_said_in_the_same_language(monkeypatch):
    """An example's cell the board lacks: the board's own hint on how it names its cells is German too."""
    with pytest.raises(PnpError) as caught:
        parse_game({"id": "g", "title": "G", "players": {"min": 2, "max": 2}, "dice": [{"id": "d6", "faces": [1, 2, 3, 4, 5, 6]}],
                    "board": {"kind": "grid", "columns": 6, "rows": 4},
                    "rules": {"examples": [{"id": "go", "caption": "Go.", "pieces": [{"token": "x", "cell": "Z9"}]}]}})
    monkeypatch.setenv("LANGUAGE", "de")
    assert "„Z9“ ist kein Feld dieses Spielplans (Beispiel „go“); die Felder dieses Rasters reichen von A1 oben links bis F4" \
        in caught.value.line()
    monkeypatch.setenv("LANGUAGE", "en")
    assert "'Z9' is not a cell of this board (example 'go'); this grid's cells run from A1" in caught.value.line()


def test_a_german_rule_book_keeps_its_nouns_capitalised():
    """str.capitalize() lowered every letter after the first: "2 bis 4 spieler"."""
    game = parse_game({"id": "g", "title": "G", "players": {"min": 2, "max": 4}, "dice": [{"id": "d6", "faces": [1, 2, 3, 4, 5, 6]}]})
    assert players_text(game, "de") == "2 bis 4 Spieler"
    assert players_text(parse_game({"id": "g", "title": "G", "players": {"min": 3, "max": 3},
                                    "dice": [{"id": "d6", "faces": [1, 2, 3, 4, 5, 6]}]}), "de") == "3 Spieler"
    assert players_text(game, "fr") == "De 2 à 4 joueurs" and players_text(game, "en").startswith("2 to 4")



def test_an_example_that_shows_nothing_is_refused_in_one_line(tmp_path):
    """A game without a board whose example gives no dice drew nothing, and divided by its zero width (found by
    tests/test_hardening_fuzz.py): now one line naming the example, in the reader's language."""
    body = GOOD + DIE + '\n[rules]\nturn = "x"\n[[rules.examples]]\nid = "vide"\ncaption = "Rien"\ndice = []\n'
    path = game(tmp_path, body)
    refused(pnp("build", path, "--out", str(tmp_path / "o"), lang="de"),
            "rules.examples[0]: das Beispiel „vide“ zeigt nichts", "geben Sie ihm Würfel")
    refused(pnp("build", path, "--out", str(tmp_path / "o"), lang="fr"), "l'exemple « vide » ne montre rien")
    assert not (tmp_path / "o").exists()


def test_a_game_played_like_a_built_in_one_is_refused_in_a_sentence(tmp_path):
    """The games' own checks said their errors as a table of every language ({'fr': …}) and named no file: the
    games' texts helper had taken the name of said. Now one sentence, the file and the field before it."""
    path = game(tmp_path, GOOD + DIE + '\n[simulation]\nplays_like = "ludicitude"\n')
    line = refused(pnp("simulate", path, "--games", "10", lang="de"),
                   "game.toml: dice: ein Spiel, das wie ludicitude gespielt wird, braucht 9 gewöhnliche Würfel")
    assert "{" not in line
    path = game(tmp_path, GOOD + DIE + '\n[simulation]\nplays_like = "clann"\n')
    refused(pnp("simulate", path, "--games", "10", lang="de"),
            "game.toml: simulation.plays_like: diese Datei hat keinen Spielplan, und clann braucht ein Kreuz")
    refused(pnp("simulate", path, "--games", "10", lang="fr"),
            "game.toml : simulation.plays_like : ce fichier n'a pas de plateau, et clann se joue sur une croix")
