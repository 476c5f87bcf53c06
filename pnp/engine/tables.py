"""The odds a rule book prints, as sections: figures (one exact value each) and duels of dice (a matrix of who
beats whom per variant), each section with the reading of the rules it uses.

The engine writes no prose: a section's title, reading and labels are given by its caller (a game's odds.py,
pnp.games for the declared and the plain duels), in every language. Where the rules are open to more than one
reading, the reading is a choice the caller states, never a silent one.
"""

from __future__ import annotations

from fractions import Fraction

from msgspec import Struct

from pnp.engine.dice import H
from pnp.engine.odds import Matrix, Variant, matrix

Text = dict[str, str]  # {"fr": ..., "en": ...}


class Figure(Struct, frozen=True):
    key: str
    label: Text
    value: Fraction
    kind: str = "probability"  # or "mean" (an average number of rolls, dice, points) or "count"


class VariantResult(Struct, frozen=True):
    key: str
    label: Text
    matrix: Matrix
    change: str  # against the first variant's cycles: "base", "same", "reversed", "other" or "none"


class Section(Struct, frozen=True):
    key: str
    title: Text
    reading: Text
    figures: tuple[Figure, ...] = ()
    variants: tuple[VariantResult, ...] = ()


# The usual variants of a plain duel, by key; pnp.games gives each its label.
GENERIC_VARIANTS: tuple[tuple[str, Variant], ...] = (
    ("one", Variant()),
    ("series3", Variant(series=3)),
    ("series5", Variant(series=5)),
    ("sum2", Variant(rolls=2)),
    ("lower", Variant(lower_wins=True)),
)


def numeric_dice(dice: dict[str, list]) -> dict[str, H]:
    """The dice, by id, whose faces are all numbers: the ones that can be compared."""
    hists = {name: H.from_faces(faces) for name, faces in dice.items()}
    return {name: h for name, h in hists.items() if h.numeric}


def duel_section(dice: dict[str, H], variants, *, key: str = "dice", title: Text, reading: Text) -> Section:
    """The matrix of who beats whom under each variant (key, label, Variant), and how the cycles move."""
    return Section(key=key, title=title, reading=reading, variants=variant_results(dice, variants))


def variant_results(dice: dict[str, H], variants) -> tuple[VariantResult, ...]:
    results = []
    base = None
    for key, label, variant in variants:
        m = matrix(dice, variant)
        change = "base" if base is None else cycle_change(base, m)
        base = base or m
        results.append(VariantResult(key, label, m, change))
    return tuple(results)


def cycle_change(base: Matrix, other: Matrix) -> str:
    """How the strongest cycle of `other` relates to the strongest of `base`."""
    before, after = base.cycles(), other.cycles()
    if not after:
        return "none"
    if before and after[0].same_as(before[0]):
        return "same"
    if before and after[0].reversed_of(before[0]):
        return "reversed"
    return "other"
