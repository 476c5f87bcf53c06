"""Ludicitude in numba: the same rules and policies as play.py's reference engine, compiled (and cached on disk), one
game after another, each drawing from its own splitmix64 stream seeded from (seed, game number) alone.

A turn of the book's strategy ("greedy") is drawn from its exact distribution (odds.py's chain, the one play.py's
`exact` gives): the reference plays the strategy die by die and lands on the same distribution. A random player's
turn is played die by die, as the reference plays it. Agrees with the reference in distribution, not game by game
(tests/test_fast_engines.py).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from pnp.engine.compiled import seat, tally_arrays
from pnp.engine.simulate import Tally
from pnp.engine.splitmix import advance, below, game_state, run_base, uniform

COUNT_KEYS = ("turns", "points", "points_squares", "scored")
DIGITS = np.array([1, 10, 100, 1000, 10_000, 100_000], np.int64)  # nine dice's counts by face, as one index


@njit(cache=True)
def _drawn(state, values, cumulative):
    """(new state, a turn's points drawn from the exact distribution)."""
    state, u = uniform(state)
    for i in range(values.shape[0]):
        if u < cumulative[i]:
            return state, values[i]
    return state, values[-1]


@njit(cache=True)
def _played(state, scores):
    """(new state, a random player's turn): set aside at random at least one die of each throw, until all nine."""
    kept = np.zeros(6, np.int64)
    dice = np.empty(9, np.int64)
    aside = 0
    while aside < 9:
        n = 9 - aside
        for i in range(n):
            state, draw = advance(state)
            dice[i] = below(draw, 6)
        for i in range(n - 1, 0, -1):  # a random order, then a random number of the first dice
            state, draw = advance(state)
            j = below(draw, i + 1)
            dice[i], dice[j] = dice[j], dice[i]
        state, draw = advance(state)
        take = 1 + below(draw, n)
        for i in range(take):
            kept[dice[i]] += 1
        aside += take
    index = 0
    for f in range(6):
        index += kept[f] * DIGITS[f]
    return state, scores[index]


@njit(cache=True)
def _game(state, rounds, extra, greedy, first, values, cumulative, scores, won, counts):
    """One game: fills `won` (the players sharing first place) and returns the rounds played."""
    k = greedy.shape[0]
    totals = np.zeros(k, np.int64)
    playing = np.ones(k, np.bool_)
    played = 0
    while played < rounds + extra:
        played += 1
        for t in range(k):
            side = (first + t) % k
            if playing[side]:
                if greedy[side]:
                    state, points = _drawn(state, values, cumulative)
                else:
                    state, points = _played(state, scores)
                totals[side] += points
                counts[0] += 1
                counts[1] += points
                counts[2] += points * points
                counts[3] += points > 0
        if played >= rounds:
            best = -1
            for s in range(k):
                if playing[s]:
                    best = max(best, totals[s])
            left = 0
            for s in range(k):
                playing[s] = playing[s] and totals[s] == best
                left += playing[s]
            if left == 1:
                break
    for s in range(k):
        won[s] = playing[s]
    return played


@njit(cache=True)
def _games(seed, start, stop, rotate, rounds, extra, greedy, values, cumulative, scores):
    k = greedy.shape[0]
    n = stop - start
    won = np.zeros((n, k), np.bool_)
    played = np.empty(n, np.int64)
    counts = np.zeros(4, np.int64)
    seated = np.empty(k, np.bool_)
    base = run_base(seed)
    for g in range(n):
        i = start + g
        first = seat(greedy, i, rotate, seated)
        played[g] = _game(game_state(base, i), rounds, extra, seated, first, values, cumulative, scores, won[g], counts)
    return won, played, counts


def final_scores(finals: dict, counts_of, options: bool) -> np.ndarray:
    """The points of every nine dice, by the index DIGITS gives their counts (0 for those that score nothing)."""
    scores = np.zeros(int(DIGITS @ np.full(6, 9)) + 1, np.int64)
    for hand, (_, points, with_options) in finals.items():
        scores[int(DIGITS @ np.array(counts_of(hand)))] = with_options if options else points
    return scores


def play_many(rules, plan, start: int, stop: int, odds, turn_score: dict, extra: int) -> Tally:
    """`odds`: the game's odds module; `turn_score`: the exact chance of each points of the strategy's turn."""
    options = "options" in plan.variants
    values = np.array(sorted(turn_score), np.int64)
    cumulative = np.cumsum([float(turn_score[v]) for v in sorted(turn_score)])
    cumulative[-1] = 1.0
    greedy = np.array([p == "greedy" for p in plan.policies], np.bool_)
    won, played, counts = _games(plan.seed, start, stop, plan.rotate, rules.rounds, extra, greedy, values, cumulative,
                                 final_scores(odds._FINAL_BY_HAND, odds._counts_of, options))
    return tally_arrays(plan.players, start, plan.rotate, won, played, dict(zip(COUNT_KEYS, counts.tolist())))
