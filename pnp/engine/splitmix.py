"""The random numbers of the compiled engines: splitmix64 (Steele, Lea and Flood, "Fast splittable pseudorandom
number generators", OOPSLA 2014), in numba, cached on disk. Every game draws from its own stream, seeded from
(seed, game number) alone, so a run's results never depend on how its games are shared among processes.

A stream is one unsigned 64-bit state: `state, draw = advance(state)` gives a uniform 32-bit draw, and
`below(draw, n)` turns it into a whole number from 0 to n - 1 (Lemire's multiply-shift, no division).
"""

from __future__ import annotations

import numpy as np
from numba import njit

GOLDEN = np.uint64(0x9E3779B97F4A7C15)
M1 = np.uint64(0xBF58476D1CE4E5B9)
M2 = np.uint64(0x94D049BB133111EB)
S30, S27, S31, S32 = np.uint64(30), np.uint64(27), np.uint64(31), np.uint64(32)
SALT = np.uint64(0x632BE59BD9B4E019)  # keeps a run's seed apart from the game numbers it is mixed with


@njit(cache=True)
def mix(z):
    """splitmix64's finaliser: every bit of z reaches every bit of the result."""
    z = (z ^ (z >> S30)) * M1
    z = (z ^ (z >> S27)) * M2
    return z ^ (z >> S31)


@njit(cache=True)
def advance(state):
    """(new state, a uniform 32-bit draw)."""
    state = state + GOLDEN
    return state, mix(state) >> S32


@njit(cache=True)
def below(draw, n):
    """A 32-bit draw as a whole number from 0 to n - 1."""
    return np.int64((draw * np.uint64(n)) >> S32)


@njit(cache=True)
def run_base(seed):
    """The state every game of a run derives its own from."""
    return mix(np.uint64(seed) * GOLDEN + SALT)


@njit(cache=True)
def game_state(base, index):
    """Game `index`'s starting state."""
    return mix(base ^ mix(np.uint64(index) + GOLDEN))


@njit(cache=True)
def uniform(state):
    """(new state, a float in [0, 1)) with 53 random bits, for the games that draw against a table of chances."""
    state = state + GOLDEN
    return state, np.float64(mix(state) >> np.uint64(11)) * (1.0 / 9007199254740992.0)
