"""Decks' odds, exact: `pnp stats deck` and claims on hands, against brute-force enumeration and scipy."""

import itertools
import json
from fractions import Fraction

import pytest
from conftest import assert_clean_error, run_pnp

from pnp.base.errors import PnpError
from pnp.engine import draws
from pnp.kit import load_game
from pnp.model.spec import game_path, source_name
from pnp.validate import game_claims

CARDS = "docs/cards-example/game.toml"


def brute(cards: list[bool], hand: int) -> dict[int, Fraction]:
    """Every hand of the deck dealt, one by one: how many hold k matching cards."""
    hands = list(itertools.combinations(range(len(cards)), hand))
    counts: dict[int, int] = {}
    for h in hands:
        k = sum(cards[i] for i in h)
        counts[k] = counts.get(k, 0) + 1
    return {k: Fraction(c, len(hands)) for k, c in sorted(counts.items())}


@pytest.mark.parametrize("deck, matching, hand", [(5, 2, 2), (8, 3, 4), (10, 0, 3), (9, 9, 2), (12, 5, 12), (7, 4, 1)])
def test_the_distribution_is_every_hand_counted(deck, matching, hand):
    cards = [True] * matching + [False] * (deck - matching)
    assert draws.hand_distribution(deck, matching, hand) == brute(cards, hand)


def test_a_planted_mistake_is_caught_by_the_enumeration():
    """The comparison can fail: a distribution off by one card is told apart."""
    assert draws.hand_distribution(8, 3, 4) != brute([True] * 4 + [False] * 4, 4)


def test_the_distribution_agrees_with_scipy():
    hypergeom = pytest.importorskip("scipy.stats").hypergeom
    for deck, matching, hand in [(40, 18, 6), (52, 13, 5), (60, 24, 7)]:
        dist = draws.hand_distribution(deck, matching, hand)
        for k, p in dist.items():
            assert float(p) == pytest.approx(hypergeom.pmf(k, deck, matching, hand), rel=1e-12, abs=1e-15)
        assert float(draws.at_least(dist, 2)) == pytest.approx(hypergeom.sf(1, deck, matching, hand), rel=1e-12)
        assert float(draws.mean(dist)) == pytest.approx(hypergeom.mean(deck, matching, hand), rel=1e-12)
        assert sum(dist.values()) == 1


def test_rows_count_their_copies():
    cards = [({"suit": "moon", "value": "1"}, 3), ({"suit": "sun", "value": "1"}, 2), ({"suit": "moon ", "value": "2"}, 0)]
    assert draws.count_matching(cards, ("suit", "value"), ["suit=moon"], "--where") == (5, 3)
    assert draws.count_matching(cards, ("suit", "value"), ["suit=moon", "value=1"], "--where") == (5, 3)
    assert draws.count_matching(cards, ("suit", "value"), ["value=1"], "--where") == (5, 5)


def test_the_command_prints_the_fraction_and_the_percentage():
    # the example deck: 40 cards, 18 moons (rows with count 2); P(at least 2 in 6) = 1 - P(0) - P(1)
    run = run_pnp("stats", "deck", CARDS, "--hand", "6", "--where", "name=Moon", "--at-least", "2", "--lang", "en")
    assert run.code == 0, run
    dist = draws.hand_distribution(40, 18, 6)
    expected = 1 - dist[0] - dist[1]
    assert str(expected) in run.out and "40 cards, 18" in run.out
    assert f"{100 * float(expected):.2f}%" in run.out


def test_without_at_least_the_whole_distribution_and_the_mean():
    run = run_pnp("stats", "deck", CARDS, "--hand", "6", "--where", "name=Moon", "--json")
    data = json.loads(run.out)
    dist = {int(k): Fraction(v) for k, v in data["distribution"].items()}
    assert sum(dist.values()) == 1 and list(dist) == list(range(7))
    assert Fraction(data["mean"]) == Fraction(6 * 18, 40)
    text = run_pnp("stats", "deck", CARDS, "--hand", "6", "--where", "name=Moon", "--lang", "en").out
    assert "On average: 2.700 (27/10)" in text and "17/3515" in text


@pytest.mark.parametrize("args, words", [
    (["--hand", "6", "--where", "colour=red"], ["--where", "no column 'colour'", "suit"]),
    (["--hand", "6", "--where", "red"], ["--where", "COLUMN=VALUE"]),
    (["--hand", "41", "--where", "name=Moon"], ["--hand", "41"]),
    (["--hand", "6", "--where", "name=Moon", "--deck", "nope"], ["--deck", "nope", "astres"]),
])
def test_bad_input_is_one_line(args, words):
    run = run_pnp("stats", "deck", CARDS, *args)
    assert run.code == 2
    assert_clean_error(run, *words)


def hand_game(tmp_path, chance: str, where: str = "suit=moon") -> str:
    path = tmp_path / "hands.toml"
    path.write_text(
        'id = "hands"\ntitle = "Hands"\nplayers = { min = 2, max = 2 }\n'
        '[[decks]]\nid = "small"\nrows = [{ suit = "moon", count = 3 }, { suit = "sun", count = 5 }]\n'
        f'[[claims]]\ntext = "two moons or more"\ndeck = "small"\nhand = 4\nwhere = ["{where}"]\nat_least = 2\n'
        f'chance = "{chance}"\n', encoding="utf-8")
    return str(path)


def test_a_claim_on_a_hand_is_checked_against_the_enumeration(tmp_path):
    truth = sum(p for k, p in brute([True] * 3 + [False] * 5, 4).items() if k >= 2)
    assert truth == Fraction(1, 2)
    good = hand_game(tmp_path, "1/2")
    (r,) = game_claims(load_game(good), source_name(game_path(good)))
    assert r.ok and r.true == truth
    assert run_pnp("validate", good).code == 0


def test_a_wrong_claim_on_a_hand_fails_validate_and_build(tmp_path):
    bad = hand_game(tmp_path, "3/7")
    run = run_pnp("validate", bad)
    assert run.code == 1 and "claims[0]" in run.out and "1/2" in run.out
    build = run_pnp("build", bad, "--out", str(tmp_path / "out"))
    assert build.code == 2 and "claims[0]" in build.err and "1/2" in build.err
    assert not (tmp_path / "out" / "hands").exists()


def test_a_claim_naming_a_missing_column_or_deck_is_one_line(tmp_path):
    bad = hand_game(tmp_path, "1/2", where="colour=red")
    with pytest.raises(PnpError, match=r"claims\[0\]\.where.*no column 'colour'"):
        game_claims(load_game(bad), source_name(game_path(bad)))
    assert_clean_error(run_pnp("build", bad, "--out", str(tmp_path / "o")), "claims[0].where")
