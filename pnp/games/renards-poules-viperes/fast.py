"""The territory game in numba: the same rules and policies as play.py's reference engine, compiled (and cached on
disk), one game after another, each drawing from its own splitmix64 stream seeded from (seed, game number) alone.
Agrees with the reference in distribution, not game by game (tests/test_fast_engines.py).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from pnp.engine.compiled import seat, tally_arrays
from pnp.engine.simulate import Tally
from pnp.engine.splitmix import advance, below, game_state, run_base

WEATHERS = ("calm", "x2", "equal", "reverse", "x2a")  # codes 0 .. 4; x2a: ×2 for the attacker alone
SERIES = (1, 3, 5)
CODES = {"random": 0, "greedy": 1, "prey": 2, "rolls": 3}
COUNT_KEYS = ("attacks", "won")


@njit(cache=True)
def _pick(state, n):
    state, draw = advance(state)
    return state, below(draw, n)


@njit(cache=True)
def _attack(state, faces, sizes, side, defender, rolls, weather):
    """One invasion: (new state, does the attacker win more rolls than the defender?)."""
    theirs = side if weather == 2 else defender
    throws = 2 if weather == 1 or weather == 4 else 1
    defends = 2 if weather == 1 else 1
    lead = 0
    for _ in range(rolls):
        a, b = 0, 0
        for _ in range(throws):
            state, j = _pick(state, sizes[side])
            a += faces[side, j]
        for _ in range(defends):
            state, j = _pick(state, sizes[theirs])
            b += faces[theirs, j]
        if weather == 3:
            a, b = b, a
        lead += (a > b) - (a < b)
    return state, lead > 0


@njit(cache=True)
def _choose(state, policy, cells, side, targets, n, weather, odds, prey, series):
    """(new state, target cell, rolls) as play.py's Game.choose."""
    if policy == 1:  # greedy: the best chance; ties drawn at random among (cell, rolls)
        best = -1.0
        for i in range(n):
            for r in range(3):
                best = max(best, odds[weather, side, cells[targets[i]], r])
        ties = 0
        for i in range(n):
            for r in range(3):
                ties += odds[weather, side, cells[targets[i]], r] == best
        state, pick = _pick(state, ties)
        for i in range(n):
            for r in range(3):
                if odds[weather, side, cells[targets[i]], r] == best:
                    if pick == 0:
                        return state, targets[i], series[r]
                    pick -= 1
    if policy == 2:  # prey: a cell of the prey if any, rolls at random
        m = 0
        for i in range(n):
            m += cells[targets[i]] == prey[side]
        cell = -1
        if m:
            state, pick = _pick(state, m)
            for i in range(n):
                if cells[targets[i]] == prey[side]:
                    if pick == 0:
                        cell = targets[i]
                    pick -= 1
        else:
            state, pick = _pick(state, n)
            cell = targets[pick]
        state, r = _pick(state, 3)
        return state, cell, series[r]
    state, pick = _pick(state, n)
    cell = targets[pick]
    if policy == 3:  # rolls: 5 against the prey, 1 against the predator
        return state, cell, 5 if cells[cell] == prey[side] else 1
    state, r = _pick(state, 3)
    return state, cell, series[r]


@njit(cache=True)
def _game(state, faces, sizes, cells_count, each, next_to, weathers, policies, first, odds, prey, series, won, counts):
    """One game: fills `won` (the sides holding the most cells) and returns the rounds played."""
    cells = np.full(cells_count, -1, np.int64)
    for s in range(3):
        cells[s * each:(s + 1) * each] = s
    for i in range(cells_count - 1, 0, -1):  # Fisher-Yates, as random.shuffle
        state, j = _pick(state, i + 1)
        cells[i], cells[j] = cells[j], cells[i]
    order = weathers.copy()
    shuffled = False
    for w in order:
        shuffled = shuffled or w != 0
    if shuffled:
        for i in range(order.shape[0] - 1, 0, -1):
            state, j = _pick(state, i + 1)
            order[i], order[j] = order[j], order[i]
    targets = np.empty(cells_count, np.int64)
    for w in order:
        for t in range(3):
            side = (first + t) % 3
            n = 0
            for i in range(cells_count):
                owner = cells[i]
                if owner == side or owner == -1:
                    continue
                for j in next_to[i]:
                    if j >= 0 and cells[j] == side:
                        targets[n] = i
                        n += 1
                        break
            if n == 0:
                continue
            state, cell, rolls = _choose(state, policies[side], cells, side, targets, n, w, odds, prey, series)
            defender = cells[cell]
            other = -1
            if w == 1 or w == 4:  # ×2: a second cell of the same defender, at random
                m = 0
                for i in range(n):
                    m += targets[i] != cell and cells[targets[i]] == defender
                if m:
                    state, pick = _pick(state, m)
                    for i in range(n):
                        if targets[i] != cell and cells[targets[i]] == defender:
                            if pick == 0:
                                other = targets[i]
                            pick -= 1
            counts[0] += 1
            state, success = _attack(state, faces, sizes, side, defender, rolls, w)
            if success:
                counts[1] += 1
                cells[cell] = side
                if other >= 0:
                    cells[other] = side
    held = np.zeros(3, np.int64)
    for owner in cells:
        if owner >= 0:
            held[owner] += 1
    for s in range(3):
        won[s] = held[s] == held.max()
    return order.shape[0]


@njit(cache=True)
def _games(seed, start, stop, rotate, faces, sizes, cells_count, each, next_to, weathers, policies, odds, prey, series):
    n = stop - start
    won = np.zeros((n, 3), np.bool_)
    rounds = np.empty(n, np.int64)
    counts = np.zeros(2, np.int64)
    seated = np.empty(3, np.int64)
    base = run_base(seed)
    for g in range(n):
        i = start + g
        first = seat(policies, i, rotate, seated)
        rounds[g] = _game(game_state(base, i), faces, sizes, cells_count, each, next_to, weathers, seated, first, odds,
                          prey, series, won[g], counts)
    return won, rounds, counts


def neighbours(columns: int, rows: int) -> np.ndarray:
    """Each cell's neighbours sharing a side (-1: none), cells numbered row by row."""
    out = np.full((columns * rows, 4), -1, np.int64)
    for r in range(rows):
        for c in range(columns):
            found = [(c + dc) + columns * (r + dr) for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
                     if 0 <= c + dc < columns and 0 <= r + dr < rows]
            out[c + columns * r, :len(found)] = found
    return out


def play_many(rules, plan, start: int, stop: int, weathers: list[str]) -> Tally:
    widest = max(len(d) for d in rules.dice)
    faces = np.array([list(d) + [0] * (widest - len(d)) for d in rules.dice], np.int64)
    sizes = np.array([len(d) for d in rules.dice], np.int64)
    odds = np.zeros((len(WEATHERS), 3, 3, 3))
    for (w, a, b, n), p in rules.odds.items():
        odds[WEATHERS.index(w), a, b, SERIES.index(n)] = p
    codes = np.array([CODES[p] for p in plan.policies], np.int64)
    won, rounds, counts = _games(plan.seed, start, stop, plan.rotate, faces, sizes, rules.columns * rules.rows,
                                 rules.each, neighbours(rules.columns, rules.rows),
                                 np.array([WEATHERS.index(w) for w in weathers], np.int64), codes, odds,
                                 np.array(rules.prey, np.int64), np.array(SERIES, np.int64))
    return tally_arrays(3, start, plan.rotate, won, rounds, dict(zip(COUNT_KEYS, counts.tolist())))
