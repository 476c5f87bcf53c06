"""A game file's value the model refuses (pnp/model/explain.py), said in the reader's language: through the CLI
(`pnp build`), in German and French, each line the one the designer reads, with its exit status 2."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

GAME = 'id = "mine"\ntitle = "Mine"\n'


def _refused(tmp_path, lang: str, body: str) -> str:
    """The one line `pnp build` prints about the game file `body`, read by a reader of `lang`."""
    path = tmp_path / "game.toml"
    path.write_text(GAME + body, encoding="utf-8")
    env = {**os.environ, "LANGUAGE": lang, "LC_ALL": "", "LANG": ""}
    done = subprocess.run([sys.executable, "-m", "pnp", "build", str(path), "--out", str(tmp_path / "out")],
                          capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 2, (done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    return lines[0]


@pytest.mark.parametrize("lang, words", [
    ("de", ["oberste Ebene: unbekannter Schlüssel „titel“", "meinten Sie „title“?"]),
    ("fr", ["premier niveau : clé inconnue « titel »", "vouliez-vous dire « title » ?"]),
])
def test_an_unknown_key_is_named_with_the_nearest_one(tmp_path, lang, words):
    line = _refused(tmp_path, lang, 'titel = "x"\nplayers = { min = 2, max = 4 }\n')
    assert all(w in line for w in words), line


@pytest.mark.parametrize("lang, one, several", [
    ("de", "players.min: mindestens 1 Spieler, nicht 0; geben Sie eine ganze Zahl von 1 bis 20 an",
     "players.max: höchstens 20 Spieler, nicht 30; geben Sie eine ganze Zahl von 1 bis 20 an"),
    ("fr", "players.min : au moins 1 joueur, pas 0 ; écrivez un nombre entier de 1 à 20",
     "players.max : au plus 20 joueurs, pas 30 ; écrivez un nombre entier de 1 à 20"),
])
def test_a_number_out_of_range_says_its_unit_in_the_singular_or_the_plural(tmp_path, lang, one, several):
    assert one in _refused(tmp_path, lang, "players = { min = 0, max = 3 }\n")
    assert several in _refused(tmp_path, lang, "players = { min = 2, max = 30 }\n")


def test_a_unit_said_in_the_plural_of_its_language(tmp_path):
    """German's "Punkt"/"Punkte": a text's size on a card, at most 72 points."""
    line = _refused(tmp_path, "de", "players = { min = 2, max = 4 }\n[[decks]]\nid = \"d\"\nrows = [{ title = \"x\" }]\n"
                                    "layout = [{ kind = \"title\", value = \"{title}\", size = 100 }]\n")
    assert "höchstens 72 Punkte, nicht 100; geben Sie eine Zahl von 0 bis 72 an" in line, line


@pytest.mark.parametrize("lang, words", [
    ("de", ["players.max: erwartet wird eine ganze Zahl (Spieler), gefunden wurde die Zahl 2.5"]),
    ("fr", ["players.max : il faut un nombre entier (joueurs), pas le nombre 2.5"]),
])
def test_a_value_of_the_wrong_type_says_what_the_key_takes(tmp_path, lang, words):
    line = _refused(tmp_path, lang, "players = { min = 2, max = 2.5 }\n")
    assert all(w in line for w in words), line


@pytest.mark.parametrize("lang, words", [
    ("de", ["dice[0].edge: erwartet wird eine Länge mit Einheit", "setzen Sie den Wert in Anführungszeichen"]),
    ("fr", ["dice[0].edge : il faut une longueur avec son unité", "écrivez-la entre guillemets"]),
])
def test_a_length_without_quotes_is_asked_in_quotes(tmp_path, lang, words):
    line = _refused(tmp_path, lang, 'players = { min = 2, max = 4 }\n[[dice]]\nid = "a"\nfaces = [1, 2]\nedge = 16\n')
    assert all(w in line for w in words), line


@pytest.mark.parametrize("lang, words", [
    ("de", ["players: der Schlüssel „max“ fehlt; fügen Sie ihn hinzu"]),
    ("fr", ["players : il manque la clé « max » ; ajoutez-la"]),
])
def test_a_missing_key_is_named(tmp_path, lang, words):
    line = _refused(tmp_path, lang, "players = { min = 2 }\n")
    assert all(w in line for w in words), line
