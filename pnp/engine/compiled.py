"""What the compiled engines share beside their random numbers (splitmix.py): who plays which side in game i, as
simulate.seating says, and the Tally of the games they played, from their arrays."""

from __future__ import annotations

import numpy as np
from numba import njit

from pnp.engine.simulate import Tally


@njit(cache=True)
def seat(policies, index, rotate, seated):
    """Fill `seated` with the policy of each side in game `index` (simulate.seating's shift); return the side
    that plays first."""
    k = policies.shape[0]
    shift = (index // k) % k if rotate else 0
    for s in range(k):
        seated[s] = policies[(s - shift) % k]
    return index % k


def tally_arrays(k: int, start: int, rotate: bool, winners, rounds, counts: dict) -> Tally:
    """The Tally of games numbered start, start + 1, ... `winners`: one side per game (-1: unfinished), or one row
    of K booleans per game, the sides sharing first place (more than one: a tie; none: unfinished)."""
    winners = np.asarray(winners)
    n = len(winners)
    if winners.ndim == 1:
        won = np.zeros((n, k), np.bool_)
        done = winners >= 0
        won[np.flatnonzero(done), winners[done]] = True
    else:
        won = winners.astype(np.bool_)
    index = np.arange(start, start + n)
    first = index % k
    shift = (index // k) % k if rotate else np.zeros_like(index)
    sharing = won.sum(axis=1)
    t = Tally(k, games=n, unfinished=int((sharing == 0).sum()), tie_games=int((sharing > 1).sum()))
    game, side = np.nonzero(won)
    pos, seat, m = (side - first[game]) % k, (side - shift[game]) % k, sharing[game]
    alone = m == 1
    t.side_win = np.bincount(side[alone], minlength=k).tolist()
    t.pos_win = np.bincount(pos[alone], minlength=k).tolist()
    t.seat_win = np.bincount(seat[alone], minlength=k).tolist()
    t.side_tie = np.bincount(side[~alone], minlength=k).tolist()
    t.pos_tie = np.bincount(pos[~alone], minlength=k).tolist()
    pairs, times = np.unique(np.stack([seat[~alone], m[~alone]]), axis=1, return_counts=True)
    t.seat_tie.update({(int(s), int(c)): int(x) for (s, c), x in zip(pairs.T, times)})
    values, times = np.unique(rounds, return_counts=True)
    t.lengths.update(dict(zip(values.tolist(), times.tolist())))
    t.counts.update(counts)
    return t
