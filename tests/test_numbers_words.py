"""The rule books' words about the measured games agree with the stored figures (pnp/games/*/balance.json):
every paragraph or list item that compares a variant's length ("quicker", "plus courte", "longer"...) says
what the simulations measured, at every player count; and the "In numbers" box says the player count, the
fair share, the tied games and the policy in words, with intervals rounded so that they agree with their
verdict."""

from __future__ import annotations

import json
import re

import pytest

from pnp.base.resources import games_dir
from pnp.kit import load_game
from pnp.parts.rules import render_markdown
from pnp.parts.rules_context import book_context, numbers_md

STORED = sorted(path.parent.name for path in games_dir().glob("*/balance.json"))
SHORTER = r"quick|fast|short|plus courte|plus rapide|moins longue|plus vite"
LONGER = r"longer|slower|plus longue|plus lente|moins rapide"
# How each book names the variants it compares, in its own words (a comparison naming none fails the test).
NAMED = {
    "petits-chevaux": {"out-on-1": ("Out on a 1 or a 6", "Sortie sur un 1 ou un 6"),
                       "safe-squares": ("Safe squares", "Cases sûres"),
                       "no-three-sixes": ("three-sixes", "trois 6")},
    "clann": {"escale": ("Escale à jeux",)},
}


def stored(game: str) -> dict:
    return json.loads((games_dir() / game / "balance.json").read_text(encoding="utf-8"))


def book(game: str, lang: str) -> str:
    spec = load_game(game)
    return render_markdown("rules", spec, lang, book_context(spec, lang, game))


def comparisons(markdown: str) -> list[tuple[str, int]]:
    """Each paragraph or list item that says a game gets shorter (-1) or longer (+1), the box left out."""
    found = []
    for unit in re.split(r"\n\s*\n|\n(?=- )", markdown.split("## In numbers")[0].split("## En chiffres")[0]):
        shorter, longer = re.search(SHORTER, unit, re.IGNORECASE), re.search(LONGER, unit, re.IGNORECASE)
        if shorter or longer:
            found.append((unit, -1 if shorter and not longer else 1 if longer and not shorter else 0))
    return found


def mean_length(runs: list[dict], players: int, variants: list[str]) -> float:
    return next(r["length"]["mean"] for r in runs if r["players"] == players and r["variants"] == variants)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", STORED)
def test_every_comparison_of_a_variant_agrees_with_the_stored_runs(game, lang):
    data = stored(game)
    for unit, direction in comparisons(book(game, lang)):
        assert direction, f"{game}: says both shorter and longer: {unit!r}"
        named = [key for key, names in NAMED.get(game, {}).items() if any(n.lower() in unit.lower() for n in names)]
        assert len(named) == 1, f"{game}: a comparison that names no measured variant (or several): {unit!r}"
        for players in sorted({r["players"] for r in data["runs"]}):
            base, variant = mean_length(data["runs"], players, []), mean_length(data["runs"], players, named)
            assert (variant - base) * direction > 0, (f"{game} at {players} players: {unit!r} but the variant lasts "
                                                      f"{variant:.0f} rounds against {base:.0f}")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_petits_chevaux_says_out_on_a_one_makes_games_longer(lang):
    """The issue's case: the book said "quicker games" while its own box measured 157 rounds against 112."""
    said = [direction for unit, direction in comparisons(book("petits-chevaux", lang))
            if "Out on a 1" in unit or "Sortie sur un 1" in unit]
    assert said == [1]


NO_BREAK_PERCENT = {"fr": "\u00a0%", "en": "%"}  # CLDR: French a no-break space (it was a narrow one before Babel); English none


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", STORED)
def test_the_box_says_players_share_ties_and_policy(game, lang):
    data = stored(game)
    box = numbers_md(data, lang)
    first = data["runs"][0]
    assert {"fr": f"À {first['players']} joueurs", "en": f"With {first['players']} players"}[lang] in box
    assert {"fr": "Part équitable", "en": "fair share"}[lang].lower() in box.lower()
    assert data["policy_label"][lang] in box
    if "greedy" in data["policy_label"]["en"]:
        assert {"fr": "« Glouton » veut dire", "en": "“Greedy” means"}[lang] in box
    for run in data["runs"]:
        if run["ties"]:
            ties = f"{100 * run['ties']:.1f}".replace(".", "," if lang == "fr" else ".")
            assert f"{ties}{NO_BREAK_PERCENT[lang]}" in box, (game, ties)  # the sign kept with its number


INTERVAL = re.compile(r"\[([+−]?[\d.,]+)\s?; ([+−]?[\d.,]+)\][^.]*?(un avantage réel|a real edge|il aide|it helps|il nuit|it hurts)")


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", STORED)
def test_an_interval_that_says_real_shows_no_zero(game, lang):
    """"[+0.0; +0.5], a real edge" reads as a contradiction: a verdict of a real effect has its interval's
    bounds written with the decimals that keep zero out."""
    box = numbers_md(stored(game), lang)
    for low, high, verdict in INTERVAL.findall(box):
        values = [float(v.replace("−", "-").replace(",", ".")) for v in (low, high)]
        assert 0 not in values and (values[0] > 0) == (values[1] > 0), (low, high, verdict)


def test_a_real_edge_just_above_zero_gets_the_decimals_it_needs():
    run = {"players": 4, "variants": [], "ties": 0.0, "length": {"mean": 10, "median": 10, "p10": 8, "p90": 12},
           "first_player": {"edge": 0.0027, "ci": [0.00004, 0.0054], "fair": False},
           "seats": [{"side": {"fr": "a", "en": "a"}, "win_rate": 0.25, "ci": [0.24, 0.26]}] * 4}
    box = numbers_md({"games": 1000, "policy": "random", "policy_label": {"fr": "au hasard", "en": "random"},
                      "runs": [run], "tips": [], "variant_labels": {}}, "en")
    assert "[+0.004; +0.540]" in box and "a real edge" in box
