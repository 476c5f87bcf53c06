"""Throws of several dice at once, counted exactly, and the exact linear solve a chain of rethrows needs."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from fractions import Fraction

from pnp.engine.dice import H


def throws(dice: list[H]) -> Iterator[tuple[tuple, int]]:
    """Every outcome of throwing the dice: (faces, how many equally likely ways)."""
    for combo in itertools.product(*(d.items() for d in dice)):
        yield tuple(f for f, _ in combo), math.prod(n for _, n in combo)


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
