"""Card draws, exactly: how many cards of a kind a hand holds when it is dealt from a shuffled deck.

A hand of n cards from a deck of N holding K matching cards holds k of them with the hypergeometric chance
C(K, k) · C(N − K, n − k) / C(N, n). Every figure is a Fraction. No deck, no game, no words: the callers count
the cards and name them.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from pnp.base.errors import PnpError
from pnp.base.i18n import said


def hand_distribution(deck: int, matching: int, hand: int) -> dict[int, Fraction]:
    """k -> the exact chance that a hand of `hand` cards holds k of the `matching` cards of a `deck`."""
    if not 0 <= matching <= deck:
        raise PnpError(said("errors.engine.cards.matching", deck, matching=matching), field="--where")
    if not 1 <= hand <= deck:
        raise PnpError(said("errors.engine.cards.hand", deck, hand=hand), field="--hand")
    ways = comb(deck, hand)
    low, high = max(0, hand - (deck - matching)), min(hand, matching)
    return {k: Fraction(comb(matching, k) * comb(deck - matching, hand - k), ways) for k in range(low, high + 1)}


def at_least(distribution: dict[int, Fraction], k: int) -> Fraction:
    """The chance of k or more matching cards."""
    return sum((p for j, p in distribution.items() if j >= k), Fraction(0))


def mean(distribution: dict[int, Fraction]) -> Fraction:
    return sum((j * p for j, p in distribution.items()), Fraction(0))


def condition(text: str, field: str) -> tuple[str, str]:
    """'suit=moon' -> ('suit', 'moon')."""
    column, sign, value = text.partition("=")
    if not sign or not column.strip():
        raise PnpError(said("errors.engine.cards.condition", text=text), field=field)
    return column.strip(), value.strip()


def count_matching(cards: list[tuple[dict[str, str], int]], columns: tuple[str, ...], conditions: list[str],
                   field: str) -> tuple[int, int]:
    """(cards in the deck, cards matching every condition), each row counted as many times as its copies."""
    wanted = [condition(c, field) for c in conditions]
    for column, _ in wanted:
        if column not in columns:
            raise PnpError(said("errors.engine.cards.column", column=column, columns=", ".join(columns)), field=field)
    total = sum(n for _, n in cards)
    matched = sum(n for values, n in cards if all(values.get(c, "").strip() == v for c, v in wanted))
    return total, matched
