"""Petits chevaux, fast (numba) against the pure-Python reference engine of the same rules, in the same run.

    python benchmarks/bench_simulate.py [--games 20000] [--players 4] [--engine both|fast|reference] [--big]

Both engines play the same plan (every seat random, seed 1); the script prints games per second, the ratio,
and the seats' win rates and mean length of each, which must agree within their intervals. The numba code is
compiled once and cached on disk; a 10-game warm-up loads it before the clock starts. --big also times
200,000 two-player games on the fast engine (the issue's goal: under 10 s).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pnp.engine import simulate as sim  # noqa: E402
from pnp.jobs import load_rules  # noqa: E402


def timed(rules, plan, games: int, fast: bool):
    start = time.perf_counter()
    tally = sim.Tally(plan.players)
    for a in range(0, games, sim.CHUNK):
        tally.merge(sim.play_chunk(rules, plan, a, min(games, a + sim.CHUNK), fast=fast))
    return time.perf_counter() - start, sim.summary(rules, plan, tally)


def line(name: str, seconds: float, games: int, s: dict) -> str:
    wins = " ".join(f"{100 * seat['win_rate']:.2f}" for seat in s["seats"])
    return f"{name:10} {games:>8,} games {seconds:8.2f} s {games / seconds:>10,.0f} games/s   wins % {wins}   " \
           f"length {s['length']['mean']:.2f} rounds"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20_000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--engine", choices=("both", "fast", "reference"), default="both")
    ap.add_argument("--big", action="store_true")
    args = ap.parse_args()
    _, rules = load_rules("petits-chevaux")
    plan = sim.Plan(("random",) * args.players, seed=1)
    sim.play_chunk(rules, plan, 0, 10)  # load (or compile, the first time) the numba code
    results = {}
    for name, fast in (("fast", True), ("reference", False)):
        if args.engine in ("both", name):
            results[name] = timed(rules, plan, args.games, fast)
            print(line(name, *results[name][:1], args.games, results[name][1]))
    if len(results) == 2:
        print(f"fast / reference: {results['reference'][0] / results['fast'][0]:.1f}x")
    if args.big:
        two = sim.Plan(("random",) * 2, seed=1)
        seconds, s = timed(rules, two, 200_000, True)
        print(line("fast 2p", seconds, 200_000, s))
        e = s["first_player"]
        print(f"first player's edge {100 * e['edge']:+.2f} points [{100 * e['ci'][0]:+.2f}, {100 * e['ci'][1]:+.2f}]")


if __name__ == "__main__":
    main()
