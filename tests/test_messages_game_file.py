"""A game file's errors and the print options' are said in the reader's language (LANGUAGE): one line on
stderr, exit 2, no traceback, in German and in French."""

from __future__ import annotations


import pytest

from readers import DIE, game, GOOD, pnp, refused


@pytest.mark.parametrize("lang, words", [("de", ("--shop", "unbekannter Wert „nope“", "nehmen Sie")),
                                         ("fr", ("--shop", "valeur inconnue", "nope", "utilisez"))])
def test_an_unknown_print_shop_is_said_in_the_readers_language(tmp_path, lang, words):
    refused(pnp("build", game(tmp_path, GOOD + DIE), "--shop", "nope", "--out", str(tmp_path / "out"), lang=lang), *words)


@pytest.mark.parametrize("lang, words", [("de", ("--bleed", "liegt nicht zwischen 0 und 10 mm", "Anschnitt")),
                                         ("fr", ("--bleed", "n'est pas entre 0 et 10 mm", "fond perdu"))])
def test_a_bleed_too_wide_is_said_in_the_readers_language(tmp_path, lang, words):
    refused(pnp("build", game(tmp_path, GOOD + DIE), "--bleed", "12mm", "--out", str(tmp_path / "out"), lang=lang), *words)


@pytest.mark.parametrize("lang, words", [("de", ("unbekanntes Format „tiff“",)), ("fr", ("format inconnu", "tiff"))])
def test_an_unknown_format_is_said_in_the_readers_language(tmp_path, lang, words):
    refused(pnp("build", game(tmp_path, GOOD + DIE), "--format", "tiff", "--out", str(tmp_path / "out"), lang=lang), *words)


# a game file's core checks (pnp/model/spec.py): the field set apart, joined by the language's colon
@pytest.mark.parametrize("lang, words", [
    ("de", ("game.toml: players: das Minimum (4) liegt über dem Maximum (2)",)),
    ("fr", ("game.toml : players : le minimum (4) dépasse le maximum (2)",)),
    ("en", ("game.toml: players: min (4) is above max (2)",)),
])
def test_players_the_wrong_way_round_are_said_in_the_readers_language(tmp_path, lang, words):
    path = game(tmp_path, 'id = "mine"\ntitle = "Mine"\nplayers = { min = 4, max = 2 }\n')
    refused(pnp("build", path, "--out", str(tmp_path / "out"), lang=lang), *words)


@pytest.mark.parametrize("lang, words", [
    ("de", ("odds[0].variants[0]", "unbekannte Variante „sum“", "{ sum = 2, lower_wins = true }")),
    ("fr", ("odds[0].variants[0]", "variante « sum » inconnue", "{ sum = 2, lower_wins = true }")),
])
def test_an_unknown_duel_variant_shows_a_table_in_braces(tmp_path, lang, words):
    """The example's braces are Fluent's own placeables: written escaped, printed plain."""
    odds = '\n[[odds]]\nid = "t"\ndice = ["a", "b"]\nseries = [1]\nvariants = ["sum"]\n'
    path = game(tmp_path, GOOD + DIE + DIE.replace('"a"', '"b"') + odds)
    refused(pnp("build", path, "--out", str(tmp_path / "out"), lang=lang), *words)


@pytest.mark.parametrize("lang, words", [
    ("de", ("unbekanntes Spiel „clan“; meinten Sie „clann“?", "Eingebaute Spiele:")),
    ("fr", ("jeu « clan » inconnu ; vouliez-vous dire « clann » ?", "jeux intégrés :")),
])
def test_a_mistyped_built_in_game_gets_a_did_you_mean(tmp_path, lang, words):
    refused(pnp("build", "clan", "--out", str(tmp_path / "out"), lang=lang), *words)


def test_a_die_named_twice_and_a_claim_of_a_missing_die(tmp_path):
    path = game(tmp_path, GOOD + DIE + DIE)
    refused(pnp("build", path, "--out", str(tmp_path / "out"), lang="de"), "dice[1].id: „a“ kommt zweimal vor; geben Sie jedem Würfel eine eigene id")
    claim = '\n[[claims]]\nid = "c"\ndie = "a"\nagainst = "z"\nwin = "1/2"\n'
    path = game(tmp_path, GOOD + DIE + claim)
    refused(pnp("build", path, "--out", str(tmp_path / "out"), lang="fr"), "claims[0].against : aucun dé n'a l'id « z » ; dés : a")
