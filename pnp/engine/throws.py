"""Throws of several dice at once, counted exactly, and the exact linear solve a chain of rethrows needs.

A throw is counted as the faces it shows, not the order the dice show them in: identical dice are one multiset
of faces whose weight is a multinomial (three d6 are 56 throws to count, not 216), and the throws of several
kinds of dice are the combinations of each kind's multisets. What a count asks of a throw (pairs, sets, the
highest face, which kinds of dice match) tells identical dice apart by nothing but their faces, so it gets the
same answer as over every ordered throw; within a budget of distinct throws, past which it is refused.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from fractions import Fraction

from pnp.base.errors import PnpError
from pnp.base.i18n import Grouped, said
from pnp.engine.dice import H

MAX_THROWS = 200_000  # distinct throws one count visits: a second or so in Python


def throws(dice: list[H], *, field: str = "dice") -> Iterator[tuple[tuple, int]]:
    """Every distinct throw of the dice: (the faces, in the dice's order, a die's copies showing theirs in the
    order of its faces; how many of the equally likely ordered throws it stands for). `field` names the dice
    in the game file when they have more throws than MAX_THROWS."""
    groups: dict[H, list[int]] = {}
    for position, die in enumerate(dice):
        groups.setdefault(die, []).append(position)
    count = math.prod(math.comb(len(die) + len(at) - 1, len(at)) for die, at in groups.items())
    if count > MAX_THROWS:
        raise PnpError(said("errors.engine.rolls.throws", count, dice=len(dice), limit=Grouped(MAX_THROWS)), field=field)
    kinds = [list(_multisets(die, len(at))) for die, at in groups.items()]
    places = list(groups.values())
    for combo in itertools.product(*kinds):
        faces: list = [None] * len(dice)
        ways = 1
        for at, (shown, n) in zip(places, combo):
            for position, face in zip(at, shown):
                faces[position] = face
            ways *= n
        yield tuple(faces), ways


def _multisets(die: H, n: int) -> Iterator[tuple[tuple, int]]:
    """n copies of a die: each multiset of faces (in the die's order) and its ordered throws, the multinomial
    n! / (k1! k2! ...) times each face's count to the power of the copies showing it."""
    for shown in itertools.combinations_with_replacement(die.items(), n):
        ways = math.factorial(n)
        for (face, count), group in itertools.groupby(shown):
            k = len(list(group))
            ways = ways // math.factorial(k) * count**k
        yield tuple(face for face, _ in shown), ways


def solve(rows: list[list[Fraction]]) -> list[Fraction]:
    """Gauss-Jordan on an augmented matrix with a unique solution, exactly."""
    n = len(rows)
    for col in range(n):
        pivot = next(r for r in range(col, n) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        rows[col] = [x / lead for x in rows[col]]
        for r in range(n):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col])]
    return [row[n] for row in rows]
