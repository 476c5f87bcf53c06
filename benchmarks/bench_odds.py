"""pnp's odds engine beside icepool and dyce on the same three exact queries; median times.

    python benchmarks/bench_odds.py [--runs N]

Queries (each answers P(win), P(tie), P(lose) as exact fractions, and each library starts from the faces
every run, so no library is helped by a result cached from an earlier run):
  d6-vs-d6    the fox's die 3,4,5,14,15,16 against the hen's 2,9,10,11,12,13, one roll
  sum-10      each side sums 10 rolls of its die; the totals are compared
  series-101  101 rolls; the side winning more of them takes the series, which may end level
and one at scale, run fewer times:
  d20-sum-100 a d20 against a d12, each summing 100 rolls
"""

from __future__ import annotations

import argparse
import statistics
import time
from fractions import Fraction

FOX = (3, 4, 5, 14, 15, 16)
HEN = (2, 9, 10, 11, 12, 13)
D20, D12 = tuple(range(1, 21)), tuple(range(1, 13))


# -- pnp ----------------------------------------------------------------------------------------------
def pnp_query(first, second, rolls: int, series: int) -> tuple[Fraction, Fraction, Fraction]:
    from pnp.engine import dice
    from pnp.engine.odds import Variant, compare

    dice._sum_of.cache_clear()
    o = compare(dice.H.from_faces(first), dice.H.from_faces(second), Variant(rolls=rolls, series=series))
    return o.win, o.tie, o.lose


# -- icepool ------------------------------------------------------------------------------------------
def icepool_query(first, second, rolls: int, series: int) -> tuple[Fraction, Fraction, Fraction]:
    import icepool

    a, b = rolls @ icepool.Die(first), rolls @ icepool.Die(second)
    if series == 1:
        return (a > b).probability(True), (a == b).probability(True), (a < b).probability(True)
    roll = icepool.Die({1: (a > b).quantity(True), 0: (a == b).quantity(True), -1: (a < b).quantity(True)})
    margin = series @ roll
    return (margin > 0).probability(True), (margin == 0).probability(True), (margin < 0).probability(True)


# -- dyce ---------------------------------------------------------------------------------------------
def dyce_query(first, second, rolls: int, series: int) -> tuple[Fraction, Fraction, Fraction]:
    from dyce import H

    a, b = rolls @ H(first), rolls @ H(second)
    gt, eq, lt = a.gt(b), a.eq(b), a.lt(b)
    if series == 1:
        return tuple(Fraction(h.get(True, 0), h.total) for h in (gt, eq, lt))
    roll = H({1: gt.get(True, 0), 0: eq.get(True, 0), -1: lt.get(True, 0)})
    margin = series @ roll
    ahead = sum(c for m, c in margin.items() if m > 0)
    level = margin.get(0, 0)
    return Fraction(ahead, margin.total), Fraction(level, margin.total), Fraction(margin.total - ahead - level, margin.total)


# name -> (arguments, share of --runs)
QUERIES = {
    "d6-vs-d6": ((FOX, HEN, 1, 1), 1),
    "sum-10": ((FOX, HEN, 10, 1), 1),
    "series-101": ((FOX, HEN, 1, 101), 1),
    "d20-sum-100": ((D20, D12, 100, 1), 0.1),
}
LIBRARIES = {"pnp": pnp_query, "icepool": icepool_query, "dyce": dyce_query}


def median_seconds(fn, args, runs: int) -> float:
    fn(*args)  # imports and first-call set-up are not what is measured
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn(*args)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=51)
    runs = parser.parse_args().runs
    print("median time in milliseconds")
    print(f"{'query':12}{'runs':>6}" + "".join(f"{name:>12}" for name in LIBRARIES) + "   same answer")
    for query, (args, share) in QUERIES.items():
        answers = {name: fn(*args) for name, fn in LIBRARIES.items()}
        agree = len(set(answers.values())) == 1
        n = max(3, round(runs * share))
        times = [median_seconds(fn, args, n) * 1000 for fn in LIBRARIES.values()]
        print(f"{query:12}{n:6}" + "".join(f"{t:12.3f}" for t in times) + f"   {'yes' if agree else 'NO'}")


if __name__ == "__main__":
    main()
