"""Petits chevaux's odds: waiting for a 6, and three 6s in a row.

Found by pnp.games beside the game file; `odds(game)` gives the sections its rule book and aids quote.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from pnp.engine.dice import H
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
            title={"fr": "Attendre un 6", "en": "Waiting for a 6"},
            reading={
                "fr": "Tant qu'aucun cheval n'est sorti, chaque lancer est neuf et donne un 6 une fois sur six : "
                "l'attente suit une loi géométrique. On compte les lancers jusqu'au 6 compris.",
                "en": "While no horse is out, every roll starts afresh and shows a 6 once in six: the wait is "
                "geometric. Rolls are counted up to and including the 6.",
            },
            figures=(
                Figure("mean-wait", {"fr": "Lancers en moyenne", "en": "Rolls on average"}, 1 / six, kind="mean"),
                Figure("median-wait", {"fr": "Lancers pour avoir une chance sur deux", "en": "Rolls for an even chance"},
                       Fraction(median), kind="count"),
                Figure("six-within-3", {"fr": "Un 6 en 3 lancers au plus", "en": "A 6 within 3 rolls"}, 1 - miss**3),
                Figure("no-six-in-10", {"fr": "Toujours pas de 6 après 10 lancers", "en": "Still no 6 after 10 rolls"},
                       miss**10),
            ),
        ),
        Section(
            key="three-sixes",
            title={"fr": "Trois 6 d'affilée", "en": "Three 6s in a row"},
            reading={
                "fr": "Les trois 6 se comptent dans un même tour : le premier lancer du tour, puis les deux "
                "relances qu'un 6 accorde. Au troisième 6, le tour est perdu.",
                "en": "The three 6s are counted within one turn: its first roll, then the two extra rolls a 6 "
                "grants. On the third 6 the turn is lost.",
            },
            figures=(
                Figure("lost-turn", {"fr": "Tour perdu", "en": "Turn lost"}, six**3),
                Figure("rolls-per-turn", {"fr": "Lancers par tour en moyenne", "en": "Rolls per turn on average"},
                       1 + six + six**2, kind="mean"),
            ),
        ),
    ]
