"""A game file's value the model refuses (pnp/model/explain.py), said in the reader's language: through the CLI
(`pnp build`), in German and French, each line the one the designer reads, with its exit status 2."""

from __future__ import annotations

import pytest
from readers import game, pnp, refused

TOP = 'id = "mine"\ntitle = "Mine"\n'


def _line(tmp_path, lang: str, body: str, *words: str) -> str:
    """The one line `pnp build` prints about the game file `body`, read by a reader of `lang`."""
    return refused(pnp("build", game(tmp_path, TOP + body), "--out", str(tmp_path / "out"), lang=lang), *words)


@pytest.mark.parametrize("lang, words", [
    ("de", ["oberste Ebene: unbekannter Schlüssel „titel“", "meinten Sie „title“?"]),
    ("fr", ["premier niveau : clé inconnue « titel »", "vouliez-vous dire « title » ?"]),
])
def test_an_unknown_key_is_named_with_the_nearest_one(tmp_path, lang, words):
    _line(tmp_path, lang, 'titel = "x"\nplayers = { min = 2, max = 4 }\n', *words)


@pytest.mark.parametrize("lang, one, several", [
    ("de", "players.min: mindestens 1 Spieler, nicht 0; geben Sie eine ganze Zahl von 1 bis 20 an",
     "players.max: höchstens 20 Spieler, nicht 30; geben Sie eine ganze Zahl von 1 bis 20 an"),
    ("fr", "players.min : au moins 1 joueur, pas 0 ; écrivez un nombre entier de 1 à 20",
     "players.max : au plus 20 joueurs, pas 30 ; écrivez un nombre entier de 1 à 20"),
])
def test_a_number_out_of_range_says_its_unit_in_the_singular_or_the_plural(tmp_path, lang, one, several):
    _line(tmp_path, lang, "players = { min = 0, max = 3 }\n", one)
    _line(tmp_path, lang, "players = { min = 2, max = 30 }\n", several)


def test_a_unit_said_in_the_plural_of_its_language(tmp_path):
    """German's "Punkt"/"Punkte": a text's size on a card, at most 72 points."""
    _line(tmp_path, "de", "players = { min = 2, max = 4 }\n[[decks]]\nid = \"d\"\nrows = [{ title = \"x\" }]\n"
                          "layout = [{ kind = \"title\", value = \"{title}\", size = 100 }]\n",
          "höchstens 72 Punkte, nicht 100; geben Sie eine Zahl von 0 bis 72 an")


@pytest.mark.parametrize("lang, words", [
    ("de", ["players.max: erwartet wird eine ganze Zahl (Spieler), gefunden wurde die Zahl 2.5"]),
    ("fr", ["players.max : il faut un nombre entier (joueurs), pas le nombre 2.5"]),
])
def test_a_value_of_the_wrong_type_says_what_the_key_takes(tmp_path, lang, words):
    _line(tmp_path, lang, "players = { min = 2, max = 2.5 }\n", *words)


@pytest.mark.parametrize("lang, words", [
    ("de", ["dice[0].edge: erwartet wird eine Länge mit Einheit", "setzen Sie den Wert in Anführungszeichen"]),
    ("fr", ["dice[0].edge : il faut une longueur avec son unité", "écrivez-la entre guillemets"]),
])
def test_a_length_without_quotes_is_asked_in_quotes(tmp_path, lang, words):
    _line(tmp_path, lang, 'players = { min = 2, max = 4 }\n[[dice]]\nid = "a"\nfaces = [1, 2]\nedge = 16\n', *words)


@pytest.mark.parametrize("lang, words", [
    ("de", ["players: der Schlüssel „max“ fehlt; fügen Sie ihn hinzu"]),
    ("fr", ["players : il manque la clé « max » ; ajoutez-la"]),
])
def test_a_missing_key_is_named(tmp_path, lang, words):
    _line(tmp_path, lang, "players = { min = 2 }\n", *words)


@pytest.mark.parametrize("lang, words", [
    ("de", ["board.columns: nur die Arten grid, hex, track haben diesen Schlüssel", 'setzen Sie kind = "grid"']),
    ("fr", ["board.columns : seuls les types grid, hex, track ont cette clé", 'écrivez kind = "grid"']),
])
def test_a_key_of_another_kind_names_the_kinds_that_have_it(tmp_path, lang, words):
    _line(tmp_path, lang, 'players = { min = 2, max = 4 }\n[board]\nkind = "cross"\ncolumns = 6\n', *words)


@pytest.mark.parametrize("lang, words", [
    ("de", ["dice[0].forms[0]: unbekannter Wert „stickers“", "meinten Sie „sticker“? Möglich sind: sticker, net"]),
    ("fr", ["dice[0].forms[0] : valeur inconnue « stickers »", "vouliez-vous dire « sticker » ? Les valeurs possibles"]),
])
def test_a_word_almost_right_is_named_with_the_nearest(tmp_path, lang, words):
    _line(tmp_path, lang, 'players = { min = 2, max = 4 }\n[[dice]]\nid = "a"\nfaces = [1, 2]\nforms = ["stickers"]\n',
          *words)
