"""Claims in game files are checked exactly; a wrong one is caught and named with the true value."""

from fractions import Fraction

import pytest

from pnp.base.errors import PnpError
from pnp.cli.stats import validate_claims
from pnp.engine.claims import check_claims
from pnp.kit import load_game, parse_game
from pnp.validate import describe_claim

TERRITORY_DICE = [
    {"id": "hen", "faces": [2, 9, 10, 11, 12, 13]},
    {"id": "fox", "faces": [3, 4, 5, 14, 15, 16]},
    {"id": "viper", "faces": [1, 6, 7, 8, 17, 18]},
]


def game_with(*claims) -> object:
    return parse_game({"id": "test", "title": "Test", "players": {"min": 3, "max": 3},
                       "dice": TERRITORY_DICE, "claims": list(claims)})


def test_the_territory_game_states_the_seed_figures_and_they_hold():
    results = check_claims(load_game("renards-poules-viperes"))
    assert results and all(r.ok for r in results)
    by_pair = {(r.claim.die, r.claim.against): r.outcome.win for r in results}
    assert by_pair[("fox", "hen")] == Fraction(7, 12)
    assert by_pair[("fox", "viper")] == Fraction(5, 12)


def test_a_wrong_claim_is_caught_with_the_true_value():
    (r,) = check_claims(game_with({"die": "fox", "against": "viper", "win": "7/12", "text": "fox wins"}))
    assert not r.ok
    assert r.claimed_win == Fraction(7, 12) and r.outcome.win == Fraction(5, 12)
    line = describe_claim(r, "en")
    assert "claims[0]" in line and "fox wins" in line and "7/12" in line and "5/12" in line


def test_a_wrong_tie_is_caught_even_when_the_win_is_right():
    (r,) = check_claims(game_with({"die": "hen", "against": "fox", "win": "233/432", "tie": "0", "rolls": 2}))
    assert r.outcome.win == Fraction(233, 432) and r.outcome.tie == Fraction(1, 36)
    assert not r.ok


def test_claims_about_series_sums_and_lower_wins():
    results = check_claims(game_with(
        {"die": "fox", "against": "hen", "win": "539/864", "series": 3},
        {"die": "hen", "against": "fox", "win": "233/432", "tie": "1/36", "rolls": 2},
        {"die": "hen", "against": "fox", "win": "7/12", "lower_wins": True},
        {"die": "fox", "against": "hen", "win": " 14/24 "},  # any spelling of the same fraction
    ))
    assert [r.ok for r in results] == [True, True, True, True]


def test_a_claim_on_a_die_with_words_is_a_clear_error():
    game = parse_game({"id": "t", "title": "T", "players": {"min": 2, "max": 2},
                       "dice": [{"id": "black", "faces": [1, 2, "Noir", "Noir", 5, 6]}, {"id": "d6", "faces": [1, 2, 3, 4, 5, 6]}],
                       "claims": [{"die": "black", "against": "d6", "win": "1/2"}]})
    with pytest.raises(PnpError, match=r"claims\[0\].*'Noir' is a word"):
        check_claims(game)


def test_validate_claims_fails_naming_the_claim_and_the_truth(tmp_path, capsys):
    path = tmp_path / "wrong.toml"
    path.write_text(
        'id = "wrong"\ntitle = "Wrong"\nplayers = { min = 3, max = 3 }\n'
        '[[dice]]\nid = "fox"\nfaces = [3, 4, 5, 14, 15, 16]\n'
        '[[dice]]\nid = "viper"\nfaces = [1, 6, 7, 8, 17, 18]\n'
        '[[claims]]\ndie = "fox"\nagainst = "viper"\nwin = "7/12"\n',
        encoding="utf-8",
    )
    with pytest.raises(PnpError) as caught:
        validate_claims(str(path), lang="en")
    message = str(caught.value)
    assert "claims[0]" in message and "7/12" in message and "5/12" in message
    assert "wrong" in capsys.readouterr().out


def test_validate_claims_counts_the_true_ones():
    assert validate_claims("renards-poules-viperes") == 4
