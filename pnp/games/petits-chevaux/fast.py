"""Petits chevaux in numba: the same rules and policies as play.py's reference engine, compiled (and cached on
disk, cache=True), one game after another. Measured on this machine against numpy in lockstep: see
pyproject.toml. Each game draws from its own splitmix64 stream, seeded from (seed, game number) alone.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from pnp.engine import lap
from pnp.engine.compiled import seat, tally_arrays
from pnp.engine.simulate import Tally
from pnp.engine.splitmix import advance, below, game_state, run_base

TRACK, GAP, STAIR = 52, 13, 6
LAST = TRACK - 2
HOME = LAST + STAIR + 1
STABLE = lap.OFF
NO_MOVE = lap.NO_MOVE
MAX_ROUNDS = 5000
CODES = {"random": 0, "greedy": 1, "capture": 2, "out-early": 3, "count": 4, "keep-back": 5}
_target = njit(cache=True)(lap.target)
_square = njit(cache=True)(lap.square)
_stair_taken = njit(cache=True)(lap.stair_taken)
# counts: turns, lost turns, waits, rolls waited, their squares (the order of COUNT_KEYS)
COUNT_KEYS = ("turns", "lost_turns", "waits", "wait_rolls", "wait_squares")



@njit(cache=True)
def _threatened(square, starts, side, progress):
    if progress > LAST:
        return False
    sq = _square(starts[side], progress, TRACK)
    for back in range(1, 7):
        there = square[(sq - back) % TRACK]
        if there != 0 and (there - 1) // 16 != side:
            return True
    return False


@njit(cache=True)
def _value(pos, square, starts, side, frm, to, eaten):
    v = to - max(frm, 0)
    if eaten >= 0:
        v += 100 + pos[eaten // 16, eaten % 16]
    if to == HOME:
        v += 80
    elif to > LAST and frm <= LAST:
        v += 60
    if frm == STABLE:
        v += 50
    if 0 <= frm <= LAST and _threatened(square, starts, side, frm):
        v += 20
    if to <= LAST and _threatened(square, starts, side, to):
        v -= 30
    return v


@njit(cache=True)
def _keep(policy, pos, square, starts, side, k, horses, n, mfrom, mto, meat, keep):
    """Mark in `keep` the moves the policy prefers; False when it has no preference (keep all)."""
    for j in range(n):
        keep[j] = False
    found = False
    if policy == 1:  # greedy: the best value
        best = -(1 << 30)
        for j in range(n):
            best = max(best, _value(pos, square, starts, side, mfrom[j], mto[j], meat[j]))
        for j in range(n):
            if _value(pos, square, starts, side, mfrom[j], mto[j], meat[j]) == best:
                keep[j] = True
                found = True
    elif policy == 2:  # capture, the victim furthest on first
        best = -2
        for j in range(n):
            if meat[j] >= 0:
                best = max(best, pos[meat[j] // 16, meat[j] % 16])
        for j in range(n):
            if meat[j] >= 0 and pos[meat[j] // 16, meat[j] % 16] == best:
                keep[j] = True
                found = True
    elif policy == 3:  # two horses on the track
        on_track = 0
        for h in range(horses):
            on_track += 0 <= pos[side, h] <= LAST
        for j in range(n):
            if (mfrom[j] == STABLE) == (on_track < 2):
                keep[j] = True
                found = True
    elif policy == 4:  # count before moving
        for j in range(n):
            if not (mto[j] <= LAST and _threatened(square, starts, side, mto[j])):
                keep[j] = True
                found = True
    elif policy == 5:  # keep a horse back when leading
        mine = 0
        for h in range(horses):
            mine += max(pos[side, h], 0)
        leading = True
        for s in range(k):
            if s != side:
                theirs = 0
                for h in range(horses):
                    theirs += max(pos[s, h], 0)
                if mine <= theirs:
                    leading = False
        on_track, rear = 0, HOME
        for h in range(horses):
            if 0 <= pos[side, h] <= LAST:
                on_track += 1
                rear = min(rear, pos[side, h])
        if leading and on_track >= 2:
            for j in range(n):
                if mfrom[j] != rear:
                    keep[j] = True
                    found = True
    return found


@njit(cache=True)
def _game(state, faces, horses, policies, first, starts, three_sixes, safe, out1, stepwise, counts):
    """One game: (winning side or -1, rounds)."""
    k = policies.shape[0]
    pos = np.full((k, horses), STABLE, np.int64)
    square = np.zeros(TRACK, np.int64)  # 0 empty, else side * 16 + horse + 1
    waiting = np.zeros(k, np.int64)  # rolls without a 6 so far; -1 after the first 6
    mh = np.empty(horses, np.int64)
    mfrom = np.empty(horses, np.int64)
    mto = np.empty(horses, np.int64)
    meat = np.empty(horses, np.int64)
    keep = np.empty(horses, np.bool_)
    nf = faces.shape[0]
    for rounds in range(1, MAX_ROUNDS + 1):
        for t in range(k):
            side = (first + t) % k
            counts[0] += 1
            sixes = 0
            while True:
                state, draw = advance(state)
                d = faces[below(draw, nf)]
                if waiting[side] >= 0:
                    waiting[side] += 1
                    if d == 6:
                        counts[2] += 1
                        counts[3] += waiting[side]
                        counts[4] += waiting[side] * waiting[side]
                        waiting[side] = -1
                if d == 6:
                    sixes += 1
                    if sixes == 3 and three_sixes:
                        counts[1] += 1
                        break
                n = 0
                for h in range(horses):
                    p = pos[side, h]
                    to = _target(p, d, d == 6 or (out1 and d == 1), LAST, HOME, stepwise)
                    if to == NO_MOVE or _stair_taken(pos[side], to, LAST, HOME):
                        continue
                    eaten = -1
                    if to <= LAST:
                        sq = _square(starts[side], to, TRACK)
                        there = square[sq]
                        if there != 0:
                            if (there - 1) // 16 == side:
                                continue
                            if safe:
                                is_start = False
                                for s in range(k):
                                    is_start = is_start or starts[s] == sq
                                if is_start:
                                    continue
                            eaten = there - 1
                    mh[n], mfrom[n], mto[n], meat[n] = h, p, to, eaten
                    n += 1
                if n > 0:
                    pick = 0
                    if n > 1:
                        found = policies[side] != 0 and _keep(policies[side], pos, square, starts, side, k, horses,
                                                              n, mfrom, mto, meat, keep)
                        m = n
                        if found:
                            m = 0
                            for j in range(n):
                                if keep[j]:
                                    mh[m], mfrom[m], mto[m], meat[m] = mh[j], mfrom[j], mto[j], meat[j]
                                    m += 1
                        state, draw = advance(state)
                        pick = below(draw, m)
                    h, frm, to, eaten = mh[pick], mfrom[pick], mto[pick], meat[pick]
                    if 0 <= frm <= LAST:
                        square[_square(starts[side], frm, TRACK)] = 0
                    if eaten >= 0:
                        pos[eaten // 16, eaten % 16] = STABLE
                    if to <= LAST:
                        square[_square(starts[side], to, TRACK)] = side * 16 + h + 1
                    pos[side, h] = to
                done = True
                for h in range(horses):
                    done = done and pos[side, h] == HOME
                if done:
                    return side, rounds
                if d != 6:
                    break
    return -1, MAX_ROUNDS


@njit(cache=True)
def _games(seed, start, stop, faces, horses, policies, rotate, starts, three_sixes, safe, out1, stepwise):
    k = policies.shape[0]
    n = stop - start
    winners = np.empty(n, np.int64)
    rounds = np.empty(n, np.int64)
    counts = np.zeros(5, np.int64)
    seated = np.empty(k, np.int64)
    base = run_base(seed)
    for g in range(n):
        i = start + g
        first = seat(policies, i, rotate, seated)
        state = game_state(base, i)
        winners[g], rounds[g] = _game(state, faces, horses, seated, first, starts, three_sixes, safe, out1, stepwise,
                                           counts)
    return winners, rounds, counts


def play_many(rules, plan, start: int, stop: int, starts: list[int]) -> Tally:
    k = plan.players
    starts = np.array(starts, np.int64)
    policies = np.array([CODES[p] for p in plan.policies], np.int64)
    winners, rounds, counts = _games(plan.seed, start, stop, np.array(rules.faces, np.int64), rules.horses, policies,
                                     plan.rotate, starts, "no-three-sixes" not in plan.variants,
                                     "safe-squares" in plan.variants, "out-on-1" in plan.variants,
                                     "step-by-step" in plan.variants)
    return tally_arrays(k, start, plan.rotate, winners, rounds, dict(zip(COUNT_KEYS, counts.tolist())))

