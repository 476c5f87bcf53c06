"""Clann in numba: the same rules and policies as play.py's reference engine, compiled (and cached on disk), one game
after another, each drawing from its own splitmix64 stream seeded from (seed, game number) alone. Agrees with the
reference in distribution, not game by game (tests/test_fast_engines.py). Moves on the track with
pnp.engine.lap, as the reference does.

A character is side * 4 + c (c: 0 Grand ... 3 Petit); a track square holds that plus one, or 0 when empty. A Noir
face is 0 (the game's other faces are whole numbers from 1).
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
NOIR = 0
PETIT = 3
MAX_ROUNDS = 3000
RANKS = np.array([4, 3, 2, 1], np.int64)
CODES = {"random": 0, "greedy": 1}
COUNT_KEYS = ("turns", "dice", "dice_squares", "knight_dice", "knight_squares")
_target = njit(cache=True)(lap.target)
_square = njit(cache=True)(lap.square)
_stair_taken = njit(cache=True)(lap.stair_taken)


@njit(cache=True)
def _takes(a, b):
    return (a > b and not (a == 4 and b == 1)) or (a == 1 and b == 4)


@njit(cache=True)
def _pick(state, n):
    state, draw = advance(state)
    return state, below(draw, n)


@njit(cache=True)
def _threatened(square, starts, side, rank, progress):
    if progress > LAST:
        return False
    sq = _square(starts[side], progress, TRACK)
    for back in range(1, 7):
        there = square[(sq - back) % TRACK]
        if there != 0 and (there - 1) // 4 != side and _takes(RANKS[(there - 1) % 4], rank):
            return True
    return False


@njit(cache=True)
def _value(pos, square, starts, side, c, frm, to, taken):
    v = to - max(frm, 0)
    if taken >= 0:
        v += 100 + pos[taken // 4, taken % 4]
    if to == HOME:
        v += 80
    elif to > LAST >= frm:
        v += 60
    if frm == STABLE:
        v -= 20
    if 0 <= frm <= LAST and _threatened(square, starts, side, RANKS[c], frm):
        v += 20
    if to <= LAST and _threatened(square, starts, side, RANKS[c], to):
        v -= 30
    return v


@njit(cache=True)
def _knight_start(knight, starts, side):
    return starts[side] if knight < 0 else knight + 1


@njit(cache=True)
def _knight_value(pos, square, starts, side, knight, dice, n):
    """What sending the Knight by these n dice does: opponents' progress sent back, less one's own and the dice."""
    value = 0.0
    spent = 0
    for i in range(n):
        begin = _knight_start(knight, starts, side)
        for j in range(dice[i]):
            there = square[(begin + j) % TRACK]
            if there != 0:
                p = pos[(there - 1) // 4, (there - 1) % 4] + 10
                value += -p if (there - 1) // 4 == side else p
        knight = (begin + dice[i] - 1) % TRACK
        spent += dice[i]
    return value - spent


@njit(cache=True)
def _move_knight(pos, square, starts, side, knight, d):
    begin = _knight_start(knight, starts, side)
    for j in range(d):
        sq = (begin + j) % TRACK
        there = square[sq]
        if there != 0:
            pos[(there - 1) // 4, (there - 1) % 4] = STABLE
            square[sq] = 0
    return (begin + d - 1) % TRACK


@njit(cache=True)
def _game(state, black, plain, policies, first, starts, escale, counts):
    """One game: (winning side or -1, rounds)."""
    k = policies.shape[0]
    pos = np.full((k, 4), STABLE, np.int64)
    square = np.zeros(TRACK, np.int64)
    home = np.zeros(k, np.int64)
    petit_first = np.zeros(k, np.bool_)
    knight = -1
    faces = np.empty(3, np.int64)
    dice = np.empty(3, np.int64)
    numbers = np.empty(3, np.int64)
    distinct = np.empty(3, np.int64)
    chosen = np.empty(1, np.int64)  # the one die whose Knight's move is weighed
    best_options = np.empty(4, np.int64)
    od = np.empty(12, np.int64)
    oc = np.empty(12, np.int64)
    ofrm = np.empty(12, np.int64)
    oto = np.empty(12, np.int64)
    otaken = np.empty(12, np.int64)
    for rounds in range(1, MAX_ROUNDS + 1):
        for t in range(k):
            side = (first + t) % k
            won = False
            dice[0], dice[1], dice[2] = 0, 1, 2
            nd, thrown, given = 3, 0, 0
            while nd > 0:
                for i in range(nd):
                    if dice[i] == 0:
                        state, j = _pick(state, black.shape[0])
                        faces[i] = black[j]
                    else:
                        state, j = _pick(state, plain.shape[0])
                        faces[i] = plain[j]
                thrown += nd
                if not won:
                    # -- play the throw: the Knight's share on a Noir face, then the numbers one by one
                    nn, noir = 0, False
                    for i in range(nd):
                        if faces[i] == NOIR:
                            noir = True
                        else:
                            numbers[nn] = faces[i]
                            nn += 1
                    if noir and nn > 0:
                        nx = 0  # distinct numbers, sorted
                        for i in range(nn):
                            seen = False
                            for j in range(nx):
                                seen = seen or distinct[j] == numbers[i]
                            if not seen:
                                distinct[nx] = numbers[i]
                                nx += 1
                        distinct[:nx].sort()
                        options = nx + (1 if nn > 1 else 0)  # each number alone, then all of them
                        if policies[side] == 1:
                            values = np.empty(options)
                            for o in range(options):  # each number alone, then all of them
                                chosen[0] = distinct[min(o, nx - 1)]
                                values[o] = _knight_value(pos, square, starts, side, knight, chosen if o < nx else numbers,
                                                          1 if o < nx else nn)
                            ties = 0
                            for o in range(options):
                                if values[o] == values.max():
                                    best_options[ties] = o
                                    ties += 1
                            state, j = _pick(state, ties)
                            o = best_options[j]
                        else:
                            state, o = _pick(state, options)
                        if o < nx:
                            d = distinct[o]
                            knight = _move_knight(pos, square, starts, side, knight, d)
                            given += 1
                            for i in range(nn):  # one die of that number leaves the throw
                                if numbers[i] == d:
                                    numbers[i] = numbers[nn - 1]
                                    nn -= 1
                                    break
                        else:
                            for i in range(nn):
                                knight = _move_knight(pos, square, starts, side, knight, numbers[i])
                            given += nn
                            nn = 0
                    while nn > 0 and not won:
                        numbers[:nn].sort()
                        m = 0
                        for i in range(nn):
                            if i > 0 and numbers[i] == numbers[i - 1]:
                                continue
                            d = numbers[i]
                            for c in range(4):
                                p = pos[side, c]
                                to = _target(p, d, d == 6, LAST, HOME, False)
                                if to == NO_MOVE or _stair_taken(pos[side], to, LAST, HOME):
                                    continue
                                taken = -1
                                if to <= LAST:
                                    sq = _square(starts[side], to, TRACK)
                                    if sq == knight:
                                        continue
                                    there = square[sq]
                                    if there != 0:
                                        if (there - 1) // 4 == side or not _takes(RANKS[c], RANKS[(there - 1) % 4]):
                                            continue
                                        taken = there - 1
                                od[m], oc[m], ofrm[m], oto[m], otaken[m] = d, c, p, to, taken
                                m += 1
                        if m == 0:
                            for i in range(nn):
                                knight = _move_knight(pos, square, starts, side, knight, numbers[i])
                            given += nn
                            break
                        pick = 0
                        if m > 1:
                            if policies[side] == 1:
                                best = -(1 << 30)
                                for o in range(m):
                                    best = max(best, _value(pos, square, starts, side, oc[o], ofrm[o], oto[o], otaken[o]))
                                ties = 0
                                for o in range(m):
                                    if _value(pos, square, starts, side, oc[o], ofrm[o], oto[o], otaken[o]) == best:
                                        od[ties], oc[ties], ofrm[ties], oto[ties], otaken[ties] = od[o], oc[o], ofrm[o], oto[o], otaken[o]
                                        ties += 1
                                m = ties
                            state, pick = _pick(state, m)
                        d, c, frm, to, taken = od[pick], oc[pick], ofrm[pick], oto[pick], otaken[pick]
                        for i in range(nn):
                            if numbers[i] == d:
                                numbers[i] = numbers[nn - 1]
                                nn -= 1
                                break
                        if 0 <= frm <= LAST:
                            square[_square(starts[side], frm, TRACK)] = 0
                        if taken >= 0:
                            pos[taken // 4, taken % 4] = STABLE
                        if to <= LAST:
                            square[_square(starts[side], to, TRACK)] = side * 4 + c + 1
                        pos[side, c] = to
                        if to == HOME:
                            home[side] += 1
                            if home[side] == 1:
                                petit_first[side] = c == PETIT
                            if escale:
                                won = home[side] >= 3 or (home[side] == 1 and petit_first[side])
                            else:
                                won = home[side] == 4
                # -- the dice of a double or a triple are thrown again, those alone
                m = 0
                for i in range(nd):
                    again = False
                    if faces[i] != NOIR:
                        for j in range(nd):
                            again = again or (j != i and faces[j] == faces[i])
                    if again:
                        dice[m] = dice[i]
                        m += 1
                nd = m
            counts[0] += 1
            counts[1] += thrown
            counts[2] += thrown * thrown
            counts[3] += given
            counts[4] += given * given
            if won:
                return side, rounds
    return -1, MAX_ROUNDS


@njit(cache=True)
def _games(seed, start, stop, rotate, black, plain, policies, starts, escale):
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
        winners[g], rounds[g] = _game(game_state(base, i), black, plain, seated, first, starts, escale, counts)
    return winners, rounds, counts


def play_many(rules, plan, start: int, stop: int, starts: list[int], noir: str) -> Tally:
    black = np.array([NOIR if f == noir else f for f in rules.black], np.int64)
    policies = np.array([CODES[p] for p in plan.policies], np.int64)
    winners, rounds, counts = _games(plan.seed, start, stop, plan.rotate, black, np.array(rules.plain, np.int64),
                                     policies, np.array(starts, np.int64), "escale" in plan.variants)
    return tally_arrays(plan.players, start, plan.rotate, winners, rounds, dict(zip(COUNT_KEYS, counts.tolist())))
