"""The race of race.py compiled with numba (cached on disk): the same rules and policies, one game after another,
each game drawing from its own splitmix64 stream seeded from (seed, game number) alone. Agrees with the
reference engine in distribution, not game by game (tests/test_race.py checks both against the Markov chain).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from pnp.engine.compiled import seat, tally_arrays
from pnp.engine.simulate import Tally
from pnp.engine.splitmix import advance, below, game_state, run_base

FINISH_CODES = {"exact": 0, "bounce": 1, "overshoot": 2}


@njit(cache=True)
def _landing(position, roll, cells, finish):
    """As Race.landing; -1 when the move is not played."""
    if position == cells:
        return -1
    to = position + roll
    if to > cells:
        if finish == 0:
            return -1
        to = cells if finish == 2 else max(0, 2 * cells - to)
    return max(to, 0)


@njit(cache=True)
def _game(state, cells, jumps, start, faces, sizes, finish, again, max_again, capture, pawns, policies, first, counts,
          max_rounds):
    """One game: (winning side or -1, rounds)."""
    k = policies.shape[0]
    pos = np.full((k, pawns), start, np.int64)
    mpawn = np.empty(pawns, np.int64)
    mto = np.empty(pawns, np.int64)
    mat = np.empty(pawns, np.int64)
    for rounds in range(1, max_rounds + 1):
        for t in range(k):
            side = (first + t) % k
            streak = 0
            while True:
                roll = 0
                for d in range(faces.shape[0]):
                    state, draw = advance(state)
                    roll += faces[d, below(draw, sizes[d])]
                more = roll < again.shape[0] and again[roll]
                if more:
                    streak += 1
                    if max_again > 0 and streak > max_again:
                        break
                n = 0
                for h in range(pawns):
                    at = _landing(pos[side, h], roll, cells, finish)
                    if at >= 0:
                        mpawn[n], mat[n], mto[n] = h, at, jumps[at]
                        n += 1
                if n > 0:
                    j = 0
                    if n > 1:
                        if policies[side] == 1:  # greedy: home, then a capture, then the longest way forward
                            best = -1
                            for c in range(n):
                                to = mto[c]
                                caught = 0
                                if capture and 0 < to < cells:
                                    for s in range(k):
                                        if s != side:
                                            for h in range(pawns):
                                                if pos[s, h] == to:
                                                    caught = 1
                                v = (to == cells) * 4 * (cells + 1) + caught * 2 * (cells + 1) + to - pos[side, mpawn[c]] + cells
                                if v > best:
                                    best, j = v, c
                        else:
                            state, draw = advance(state)
                            j = below(draw, n)
                    to = mto[j]
                    counts[0] += 1
                    if to > mat[j]:
                        counts[1] += 1
                    elif to < mat[j]:
                        counts[2] += 1
                    pos[side, mpawn[j]] = to
                    if capture and 0 < to < cells:
                        caught = 0
                        for s in range(k):
                            if s != side:
                                for h in range(pawns):
                                    if pos[s, h] == to:
                                        pos[s, h] = start
                                        caught = 1
                        counts[3] += caught
                done = True
                for h in range(pawns):
                    if pos[side, h] != cells:
                        done = False
                if done:
                    return side, rounds
                if not more:
                    break
    return -1, max_rounds


@njit(cache=True)
def _games(seed, begin, end, rotate, cells, jumps, start, faces, sizes, finish, again, max_again, capture, pawns,
           policies, max_rounds):
    k = policies.shape[0]
    n = end - begin
    winners = np.empty(n, np.int64)
    rounds = np.empty(n, np.int64)
    counts = np.zeros(4, np.int64)
    seated = np.empty(k, np.int64)
    base = run_base(seed)
    for g in range(n):
        i = begin + g
        first = seat(policies, i, rotate, seated)
        state = game_state(base, i)
        winners[g], rounds[g] = _game(state, cells, jumps, start, faces, sizes, finish, again, max_again, capture,
                                      pawns, seated, first, counts, max_rounds)
    return winners, rounds, counts


def play_many(race, codes: list[int], seed: int, start: int, stop: int, rotate: bool, max_rounds: int,
              count_keys: tuple[str, ...]) -> Tally:
    """Games start .. stop-1 of a pnp.engine.race.Race, tallied; `codes`: each seat's policy (0 random, 1 greedy)."""
    widest = max(len(d) for d in race.dice)
    faces = np.array([list(d) + [0] * (widest - len(d)) for d in race.dice], np.int64)
    sizes = np.array([len(d) for d in race.dice], np.int64)
    again = np.zeros(max([0, *race.again_on]) + 1, np.bool_)
    for r in race.again_on:
        if r >= 0:
            again[r] = True
    codes = np.array(codes, np.int64)
    winners, rounds, counts = _games(seed, start, stop, rotate, race.cells, np.array(race.jumps, np.int64), race.start,
                                     faces, sizes, FINISH_CODES[race.finish], again, race.max_again, race.capture,
                                     race.pawns, codes, max_rounds)
    return tally_arrays(len(codes), start, rotate, winners, rounds, dict(zip(count_keys, counts.tolist())))

