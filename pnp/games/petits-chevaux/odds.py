"""Petits chevaux's odds: waiting for a 6, and three 6s in a row.

Found by pnp.games beside the game file; `odds(game)` gives the sections its rule book and aids quote.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from pnp.engine.dice import H
from pnp.games import texts
from pnp.engine.tables import Figure, Section


def odds(game) -> list[Section]:
    """The sections, the same for any pnp.model.spec.Game: the rules fix one ordinary die."""
    return petits_chevaux_odds()


def petits_chevaux_odds(die: H = H.standard(6)) -> list[Section]:
    six = die.probability(6)
    miss = 1 - six
    median = next(n for n in itertools.count(1) if 1 - miss**n >= Fraction(1, 2))
    return [
        Section(
            key="waiting",
            title=texts("games.petits-chevaux.odds.waiting.title"),
            reading=texts("games.petits-chevaux.odds.waiting.reading"),
            figures=(
                Figure("mean-wait", texts("games.petits-chevaux.odds.waiting.mean-wait"), 1 / six, kind="mean"),
                Figure("median-wait", texts("games.petits-chevaux.odds.waiting.median-wait"),
                       Fraction(median), kind="count"),
                Figure("six-within-3", texts("games.petits-chevaux.odds.waiting.six-within-3"), 1 - miss**3),
                Figure("no-six-in-10", texts("games.petits-chevaux.odds.waiting.no-six-in-10"),
                       miss**10),
            ),
        ),
        Section(
            key="three-sixes",
            title=texts("games.petits-chevaux.odds.three-sixes.title"),
            reading=texts("games.petits-chevaux.odds.three-sixes.reading"),
            figures=(
                Figure("lost-turn", texts("games.petits-chevaux.odds.three-sixes.lost-turn"), six**3),
                Figure("rolls-per-turn", texts("games.petits-chevaux.odds.three-sixes.rolls-per-turn"),
                       1 + six + six**2, kind="mean"),
            ),
        ),
    ]
