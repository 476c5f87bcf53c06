"""Clann's odds: the special die, doubles and triples in a throw of three dice, and the dice a turn plays.

Found by pnp.games beside the game file; `odds(game)` gives the sections its rule book and aids quote.
"""

from __future__ import annotations

import math
from fractions import Fraction

from pnp.base.errors import PnpError
from pnp.base.i18n import said
from pnp.engine.dice import H
from pnp.games import texts
from pnp.engine.tables import Figure, Section
from pnp.engine.throws import solve, throws


def odds(game) -> list[Section]:
    """The sections for a pnp.model.spec.Game with Clann's dice."""
    return clann_odds(_die(game, "black"), _die(game, "d6"))


def _die(game, die_id: str) -> H:
    """A die these odds need; a game file that took this game's id may lack it."""
    if not any(d.id == die_id for d in game.dice):
        raise PnpError(said("errors.games.odds_die", game=game.id, die=die_id))
    return H.from_faces(game.die(die_id).faces)


def clann_odds(black: H, plain: H) -> list[Section]:
    throw = [black, plain, plain]
    double, triple = _matches_in_throw(throw)
    return [
        Section(
            key="black-die",
            title=texts("games.clann.odds.black-die.title"),
            reading=texts("games.clann.odds.black-die.reading"),
            figures=(Figure("noir", texts("games.clann.odds.black-die.noir"), black.probability("Noir")),),
        ),
        Section(
            key="doubles",
            title=texts("games.clann.odds.doubles.title"),
            reading=texts("games.clann.odds.doubles.reading"),
            figures=(
                Figure("double", texts("games.clann.odds.doubles.double"), double),
                Figure("triple", texts("games.clann.odds.doubles.triple"), triple),
                Figure("any", texts("games.clann.odds.doubles.any"), double + triple),
            ),
        ),
        Section(
            key="dice-per-turn",
            title=texts("games.clann.odds.dice-per-turn.title"),
            reading=texts("games.clann.odds.dice-per-turn.reading"),
            figures=(
                Figure("mean-dice", texts("games.clann.odds.dice-per-turn.mean-dice"),
                       expected_dice_played(throw), kind="mean"),
            ),
        ),
    ]


def _matches(faces: tuple) -> list[int]:
    """Positions of the dice whose face appears more than once in the throw."""
    return [i for i, f in enumerate(faces) if faces.count(f) > 1]


def _matches_in_throw(dice: list[H]) -> tuple[Fraction, Fraction]:
    """P(exactly two of three dice alike), P(all three alike)."""
    total = math.prod(d.total for d in dice)
    double = triple = 0
    for faces, ways in throws(dice):
        n = len(_matches(faces))
        double += ways * (n == 2)
        triple += ways * (n == 3)
    return Fraction(double, total), Fraction(triple, total)


def expected_dice_played(dice: list[H]) -> Fraction:
    """Mean dice played in a turn where matching dice are rethrown, as long as they keep matching.

    A state is which dice are being thrown. E[s] = |s| + sum over next states t of P(s -> t) * E[t];
    the linear system is solved exactly by Gaussian elimination over Fractions.
    """
    kinds = list(dict.fromkeys(dice))
    start = tuple(sorted(kinds.index(d) for d in dice))
    states, edges = [start], {}
    for state in states:  # grows as new states are found
        total = math.prod(kinds[k].total for k in state)
        moves: dict[tuple, Fraction] = {}
        for faces, ways in throws([kinds[k] for k in state]):
            again = tuple(sorted(state[i] for i in _matches(faces)))
            if again:
                moves[again] = moves.get(again, 0) + Fraction(ways, total)
                if again not in states:
                    states.append(again)
        edges[state] = moves
    index = {s: i for i, s in enumerate(states)}
    rows = []
    for s in states:
        row = [Fraction(0)] * len(states) + [Fraction(len(s))]
        row[index[s]] += 1
        for t, p in edges[s].items():
            row[index[t]] -= p
        rows.append(row)
    return solve(rows)[0]
