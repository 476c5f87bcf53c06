"""Odds tables a game file declares ([[odds]]): the territory game's come from its file alone, any designer's
game gets the same, and a bad table is one line naming its field."""

import tomllib
from fractions import Fraction

import pytest
from conftest import assert_clean_error, run_pnp

from pnp.base.errors import PnpError
from pnp.base.resources import games_dir
from pnp.engine.odds import Variant, compare, matrix
from pnp.games import game_module, game_odds
from pnp.kit import load_game, parse_game

TERRITORY = "renards-poules-viperes"
DICE = [{"id": "a", "faces": [1, 1, 5, 5, 5, 5]}, {"id": "b", "faces": [3, 3, 3, 3, 3, 3]},
        {"id": "c", "faces": [2, 2, 2, 2, 6, 6]}, {"id": "w", "faces": ["x", "y", "x", "y", "x", "y"]}]


def mine(**odds) -> dict:
    return {"id": "mine", "title": "Mine", "players": {"min": 2, "max": 2}, "dice": DICE, "odds": [odds]}


def test_the_territory_game_has_no_odds_code_of_its_own():
    assert game_module(TERRITORY, "odds") is None
    assert game_module("clann", "odds") is not None


def test_a_designer_copy_of_the_territory_file_gets_the_very_same_tables():
    raw = tomllib.loads((games_dir() / TERRITORY / "game.toml").read_text(encoding="utf-8"))
    assert raw["odds"]  # the tables are declared in the game file
    copy = parse_game({**raw, "id": "my-own-land"})
    assert game_odds(copy) == game_odds(load_game(TERRITORY))
    (section,) = game_odds(copy)
    assert [v.key for v in section.variants][:4] == ["calm-1", "calm-3", "calm-5", "x2-1"]
    assert section.variants[4].label == {"fr": "météo ×2, 3 lancers", "en": "×2 weather, 3 rolls", "de": "Wetter ×2, 3 Würfe"}
    assert section.variants[3].matrix[("fox", "hen")] == compare(*_dice(copy, "fox", "hen"), Variant(rolls=2))


def _dice(game, *ids):
    from pnp.engine.dice import H

    return [H.from_faces(game.die(i).faces) for i in ids]


def test_words_name_the_usual_variants_with_labels_and_readings_of_their_own():
    game = parse_game(mine(variants=["plain", "sum2", "lower_wins", "equal_dice"]))
    (section,) = game_odds(game)
    assert [v.key for v in section.variants] == ["plain", "sum2", "lower_wins", "equal_dice"]
    assert section.variants[2].label == {"fr": "le plus petit gagne", "en": "lower wins", "de": "niedrigere Zahl gewinnt"}
    assert section.variants[1].matrix.variant == Variant(rolls=2)
    assert section.variants[0].matrix.names == ("a", "b", "c")  # the word die is left out
    for phrase in ("Sum of 2 throws: each roll is the sum of 2 throws", "Lower wins: the lower number", "a copy of the same die"):
        assert phrase in section.reading["en"]
    assert "Somme de 2 jets" in section.reading["fr"]
    assert section.variants[3].change == "none"  # equal dice: both sides even
    a_b = section.variants[0].matrix[("a", "b")]
    assert a_b.win == Fraction(2, 3)


def test_series_and_tables_make_one_row_each_with_chosen_dice():
    game = parse_game(mine(id="sides", dice=["a", "c"], series=[1, 3], variants=[{"sum": 3, "lower_wins": True}],
                           title={"fr": "Côte à côte", "en": "Side by side"}))
    (section,) = game_odds(game)
    assert section.key == "sides" and section.title["en"] == "Side by side"
    assert [v.key for v in section.variants] == ["sum3-lower_wins-1", "sum3-lower_wins-3"]
    assert section.variants[1].label["en"] == "sum of 3 throws, lower wins, 3 rolls"
    assert section.variants[1].matrix == matrix({"a": _dice(game, "a")[0], "c": _dice(game, "c")[0]},
                                                Variant(rolls=3, series=3, lower_wins=True))


@pytest.mark.parametrize("odds, words", [
    ({"variants": ["sideways"]}, "odds[0].variants[0]: unknown variant 'sideways'"),
    ({"variants": ["plain", {"id": "plain", "sum": 2}]}, "odds[0].variants[1]: 'plain' is used twice"),
    ({"variants": []}, "odds[0].variants: give at least one"),
    ({"dice": ["a", "zz"]}, "odds[0].dice[1]: no die with id 'zz'"),
    ({"dice": ["a", "w"]}, "odds[0].dice[1]: die 'w' has a word"),
    ({"dice": ["a"]}, "odds[0].dice: a duel needs 2 to 8"),
    ({"dice": ["a", "a"]}, "odds[0].dice: a duel needs 2 to 8 different dice"),
    ({"series": [3, 3]}, "odds[0].series: give each series length once"),
    ({"series": []}, "odds[0].series: give each series length once"),
    ({"series": [0]}, "odds[0].series[0]"),
    ({"variants": [{"sum": 0}]}, "odds[0].variants[0].sum"),
    ({"variants": [{"rolls": 2}]}, "unknown key 'rolls'"),
])
def test_a_bad_table_names_its_field(odds, words):
    with pytest.raises(PnpError, match=words.replace("[", r"\[").replace("]", r"\]")):
        parse_game(mine(**odds))


def test_two_tables_with_one_id_are_refused():
    raw = mine()
    raw["odds"] = [{}, {"dice": ["a", "b"]}]
    with pytest.raises(PnpError, match=r"odds\[1\].id: 'duel' is used twice"):
        parse_game(raw)


def test_a_table_too_big_to_compute_is_a_clean_error(tmp_path):
    path = tmp_path / "big.toml"
    path.write_text('id = "big"\ntitle = "Big"\nplayers = { min = 2, max = 2 }\n'
                    '[[dice]]\nid = "a"\nfaces = [1, 2, 3, 4, 5, 99999]\n[[dice]]\nid = "b"\nfaces = [-9999, 2, 3, 4, 5, 6]\n'
                    '[[odds]]\nseries = [1001]\nvariants = ["sum1000"]\n', encoding="utf-8")
    run = run_pnp("rules", str(path), "--out", str(tmp_path / "out"))
    assert_clean_error(run, "odds[0]")
    assert not (tmp_path / "out" / "big").exists()


def test_a_designer_book_prints_its_declared_table(tmp_path):
    from test_rules import book_text

    path = tmp_path / "duel.toml"
    path.write_text('id = "duel"\ntitle = "Duel"\nplayers = { min = 2, max = 2 }\n'
                    '[[dice]]\nid = "a"\nname = "Ace"\nfaces = [1, 1, 5, 5, 5, 5]\n'
                    '[[dice]]\nid = "b"\nname = "Bee"\nfaces = [3, 3, 3, 3, 3, 3]\n'
                    '[[odds]]\nseries = [1, 3]\nvariants = ["plain", "lower_wins"]\n', encoding="utf-8")
    run = run_pnp("rules", str(path), "--lang", "en", "--out", str(tmp_path / "out"))
    assert run.code == 0, run.err
    flat = book_text(tmp_path / "out" / "duel" / "rules.pdf")
    series = compare(*[_dice(parse_game(tomllib.loads(path.read_text())), i)[0] for i in "ab"], Variant(series=3))
    assert "Lower wins, 3 rolls" in flat and "Ace – Bee" in flat  # a row label capitalised
    assert f"{float(series.win) * 100:.2f}%" in flat  # the series row, as the engine computes it


def test_the_documented_example_is_the_territory_games_declaration():
    import re
    from pathlib import Path

    doc = (Path(__file__).resolve().parent.parent / "docs" / "game-format.md").read_text(encoding="utf-8")
    section = doc[doc.index("## `[[odds]]`"):]
    example = tomllib.loads(re.search(r"```toml\n(.*?)```", section, re.S).group(1))
    territory = load_game(TERRITORY)
    documented = parse_game({**tomllib.loads((games_dir() / TERRITORY / "game.toml").read_text(encoding="utf-8")),
                             "id": "doc", **example})
    assert [(v.key, v.label, v.matrix) for v in game_odds(documented)[0].variants] == \
        [(v.key, v.label, v.matrix) for v in game_odds(territory)[0].variants]


def test_many_pairs_are_cut_into_tables_that_fit_a_column():
    from pnp.parts.rules_context import PAIRS_A_TABLE, odds_md

    efron = [[4, 4, 4, 4, 0, 0], [3, 3, 3, 3, 3, 3], [6, 6, 2, 2, 2, 2], [5, 5, 5, 1, 1, 1]]
    game = parse_game({**mine(), "dice": [{"id": k, "faces": f} for k, f in zip("abcd", efron)]})
    markdown = odds_md(game_odds(game), {k: k.upper() for k in "abcd"}, "en")
    headers = [line for line in markdown.splitlines() if line.startswith("| Variant |")]
    assert [h.count(" – ") for h in headers] == [PAIRS_A_TABLE, 5 - PAIRS_A_TABLE]  # 5 pairs where one beats the other
