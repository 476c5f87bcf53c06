"""Two versions of a game played on common seeds, game by game: game i of each has the same seed and the same
first player, so each difference is measured on pairs, with the variance Var(A) + Var(B) − 2 Cov(A, B) (usually
far below the independent sum). Every difference is A − B: this version minus the one it is compared with.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from msgspec import Struct

from pnp.engine.simulate import CHUNK, Plan, Rules, Z, game_seed, seat_policies, seating

MIN_INTERVAL = 30  # games: fewer give no interval for a mean (the normal interval would not cover at N = 10)


class Paired(Struct):
    """Integer counts over pairs of games; two add up, in any order, to the same counts."""

    players: int
    games: int = 0
    a_win: list[int] = None  # side s won outright in A
    b_win: list[int] = None
    a_only: list[int] = None  # ... in A and not in B
    b_only: list[int] = None
    ties: list[int] = None  # [A tied, B tied, A only, B only]
    length: list[int] = None  # [sum of A's rounds, sum of B's, sum of (A - B), sum of (A - B)²]

    def __post_init__(self):
        for name in ("a_win", "b_win", "a_only", "b_only"):
            if getattr(self, name) is None:
                setattr(self, name, [0] * self.players)
        self.ties = self.ties or [0] * 4
        self.length = self.length or [0] * 4

    def add(self, a: tuple[tuple[int, ...], int], b: tuple[tuple[int, ...], int]) -> None:
        (wa, ra), (wb, rb) = a, b
        self.games += 1
        for s in range(self.players):
            x, y = wa == (s,), wb == (s,)
            self.a_win[s] += x
            self.b_win[s] += y
            self.a_only[s] += x and not y
            self.b_only[s] += y and not x
        ta, tb = len(wa) > 1, len(wb) > 1
        for j, v in enumerate((ta, tb, ta and not tb, tb and not ta)):
            self.ties[j] += v
        d = ra - rb
        for j, v in enumerate((ra, rb, d, d * d)):
            self.length[j] += v

    def merge(self, other: Paired) -> Paired:
        self.games += other.games
        for name in ("a_win", "b_win", "a_only", "b_only", "ties", "length"):
            setattr(self, name, [x + y for x, y in zip(getattr(self, name), getattr(other, name))])
        return self


def one_game(rules: Rules, plan: Plan, index: int) -> tuple[tuple[int, ...], int]:
    """(the sides sharing first place, rounds) of game `index`, as the plan's run plays it (fast engine or not)."""
    many = getattr(rules, "play_many", None)
    t = many(plan, index, index + 1) if many is not None else None
    if t is not None:
        won = tuple(s for s in range(plan.players) if t.side_win[s] or t.side_tie[s])
        return won, next(iter(t.lengths))
    first, shift = seating(index, plan.players, plan.rotate)
    rng = random.Random(game_seed(plan.seed, index))
    o = rules.play(rng, seat_policies(plan.policies, shift), first, plan.variants)
    return tuple(o.winners), o.rounds


def paired_chunk(a: Rules, b: Rules, plan: Plan, start: int, stop: int) -> Paired:
    p = Paired(plan.players)
    for i in range(start, stop):
        p.add(one_game(a, plan, i), one_game(b, plan, i))
    return p


def run_paired(a: Rules, b: Rules, plan: Plan, games: int, workers: int = 1,
               progress: Callable[[int], None] | None = None) -> Paired:
    """Games 0 .. games-1 of each version; the counts are the same for any number of workers."""
    chunks = [(x, min(games, x + CHUNK)) for x in range(0, games, CHUNK)]
    total = Paired(plan.players)
    if workers <= 1 or len(chunks) == 1:
        results = (paired_chunk(a, b, plan, x, y) for x, y in chunks)
    else:
        from concurrent.futures import ProcessPoolExecutor  # only for runs on several processes

        pool = ProcessPoolExecutor(max_workers=workers)
        results = pool.map(paired_chunk, [a] * len(chunks), [b] * len(chunks), [plan] * len(chunks), *zip(*chunks))
    for (x, y), p in zip(chunks, results):
        total.merge(p)
        if progress:
            progress(2 * (y - x))
    if workers > 1 and len(chunks) > 1:
        pool.shutdown()
    return total


def _paired_rate(n: int, a: int, b: int, a_only: int, b_only: int) -> dict:
    """Rates a/n and b/n, and a − b with its paired 95 % interval (per pair d ∈ {−1, 0, 1}), from MIN_INTERVAL pairs."""
    mean = (a_only - b_only) / n
    if n < MIN_INTERVAL:
        return {"a": a / n, "b": b / n, "difference": mean, "ci": None, "significant": False}
    half = Z * math.sqrt(max(0.0, (a_only + b_only) / n - mean * mean) / (n - 1))
    low, high = mean - half, mean + half
    return {"a": a / n, "b": b / n, "difference": mean, "ci": [low, high], "significant": not low <= 0 <= high}


def paired_summary(p: Paired) -> dict:
    """Each side's win rate in both versions, the ties, the mean length, and every difference (A − B) with its
    paired interval (only from MIN_INTERVAL pairs)."""
    n = p.games
    sides = [_paired_rate(n, p.a_win[s], p.b_win[s], p.a_only[s], p.b_only[s]) for s in range(p.players)]
    ties = _paired_rate(n, *p.ties)
    mean = p.length[2] / n
    var = max(0.0, p.length[3] / n - mean * mean) * n / max(1, n - 1)
    length = {"a": p.length[0] / n, "b": p.length[1] / n, "difference": mean, "ci": None, "significant": False}
    if n >= MIN_INTERVAL:
        half = Z * math.sqrt(var / n)
        length.update(ci=[mean - half, mean + half], significant=not mean - half <= 0 <= mean + half)
    return {"games": n, "sides": sides, "ties": ties, "length": length}
