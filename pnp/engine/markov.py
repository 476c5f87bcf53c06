"""A race whose pawns never meet, solved instead of played: each player's pawn is an absorbing Markov chain on
the track's positions, one step a turn, and the players move in turn independently.

With T the turn's transition matrix and S(t) = P(a player is not home after t turns), the player in turn
position i (0 plays first) of k wins in round t when it gets home on its t-th turn, the players before it are
not home after t turns and the ones after it not after t − 1: P(i wins) = Σ_t P(T = t) · S(t)^i · S(t − 1)^(k−1−i).
The game lasts min(T₁ … T_k) rounds: P(length > t) = S(t)^k. Floats, summed until S(t)^k < 1e-16: every figure
is within 1e-12 of the exact value (tests/test_race.py checks a board solved by hand).
"""

from __future__ import annotations

import math
from fractions import Fraction

from pnp.base.errors import PnpError
from pnp.base.i18n import said
from pnp.engine.race import MAX_ROUNDS, Race, check_rolls

TAIL = 1e-16  # S(t)^k below this ends the sums


def turn_matrix(race: Race):
    """T[p, q]: the chance that a turn begun at position p ends at q (home, `race.cells`, absorbs)."""
    import numpy as np  # only when a race is solved: numpy costs 60 ms at start-up

    check_rolls(race.dice, race.again_on, race.max_again)
    n = race.cells + 1
    stop, more, home_more = np.zeros((n, n)), np.zeros((n, n)), np.zeros((n, n))
    again = 0.0
    for (roll, is_again), chance in track_rolls(race).items():
        p_roll = float(chance)
        again += p_roll * is_again
        for p in range(race.cells):
            to = race.target(p, roll)
            to = p if to is None else to
            if not is_again:
                stop[p, to] += p_roll
            elif to == race.cells:
                home_more[p, to] += p_roll
            else:
                more[p, to] += p_roll
    stop[race.cells, race.cells] = 1.0
    ends = stop + home_more
    if race.max_again == 0:
        return np.linalg.solve(np.eye(n) - more, ends)
    total, power = np.zeros((n, n)), np.eye(n)
    for _ in range(race.max_again):
        total += power @ ends
        power = power @ more
    lost = np.eye(n) * again  # the roll after max_again again-rolls in a row, if it is one too: not played
    lost[race.cells, race.cells] = 0.0
    return total + power @ (stop + lost)


def track_rolls(race: Race) -> dict[tuple[int, bool], Fraction]:
    """(roll, whether it rolls again) -> its exact chance, a roll clamped to -cells .. 2 × cells: from any cell
    on the way, every roll of 2 × cells or more moves alike (not played, home, or bounced back to 0), and so does
    every roll of -cells or less (back to 0). Eight d20s on 100 cells are 153 rows of the matrix; a few dice of
    far-apart faces thousands of sums, but never more rows than the track has room for."""
    out: dict[tuple[int, bool], Fraction] = {}
    for roll, chance in race.rolls().items():
        key = (min(max(roll, -race.cells), 2 * race.cells), roll in race.again_on)
        out[key] = out.get(key, 0) + chance
    return out


def not_home(race: Race, k: int) -> list[float]:
    """S(0), S(1), ...: a player's chance of not being home after t turns, until S(t)^k < TAIL."""
    import numpy as np  # only when a race is solved

    t_matrix = turn_matrix(race)
    v = np.zeros(race.cells + 1)
    v[race.start] = 1.0
    out = [math.fsum(v[:-1])]  # summed over the cells on the way, not 1 - P(home): that stalls near 1e-15
    while out[-1] ** k >= TAIL:
        if len(out) > MAX_ROUNDS:
            raise PnpError(said("errors.engine.race.unfinished", MAX_ROUNDS, chance=float(f"{out[-1]:.3g}")),
                           field="simulation")
        v = v @ t_matrix
        out.append(math.fsum(v[:-1]))
    return out


def check_solvable(race: Race) -> None:
    """The chain solves races whose pawns never meet; another is refused at the option that asked for it."""
    if not race.independent:
        raise PnpError(said("errors.engine.race.not-exact"), field="--exact")


def solve(race: Race, k: int) -> dict:
    """The race's exact figures for k players: each turn position's chance of winning, the length's distribution
    (rounds -> chance), its mean and standard deviation."""
    check_solvable(race)
    s = not_home(race, k)
    if s[0] < 1.0:  # pawns that begin home: every game is over before it starts
        raise PnpError(said("errors.engine.race.start-home"), field="simulation.start")
    wins = [math.fsum((s[t - 1] - s[t]) * s[t] ** i * s[t - 1] ** (k - 1 - i) for t in range(1, len(s)))
            for i in range(k)]
    lengths = {t: s[t - 1] ** k - s[t] ** k for t in range(1, len(s))}
    mean = math.fsum(x ** k for x in s)
    second = math.fsum(t * t * p for t, p in lengths.items())
    return {"wins": wins, "lengths": lengths, "mean": mean, "sd": math.sqrt(max(0.0, second - mean * mean)),
            "unfinished": s[-1] ** k}
