"""Ludicitude's exact odds, cold: median wall time of a first call in a fresh process.

    python benchmarks/bench_ludicitude.py [--runs N] [--rev REV]

Each run is a new interpreter timing the import of pnp/games/ludicitude/odds.py (pnp/engine/game_odds.py
before the games' odds moved beside their game files) and a first `ludicitude_odds()`, as `pnp build all` meets it. With --rev, the same is timed for pnp as it stood at a git
revision (checked out into a temporary folder), and both runs must give the very same figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROBE = """
import json, time
t = time.perf_counter()
try:
    from pnp.games import game_module
    ludicitude_odds = game_module("ludicitude", "odds").ludicitude_odds
except ImportError:  # a revision from before the move
    from pnp.engine.game_odds import ludicitude_odds
sections = ludicitude_odds()
seconds = time.perf_counter() - t
print(json.dumps({"seconds": seconds, "figures": {f.key: str(f.value) for s in sections for f in s.figures}}))
"""


def cold_runs(source: Path, runs: int) -> tuple[list[float], dict[str, str]]:
    env = {**os.environ, "PYTHONPATH": str(source)}
    times, figures = [], None
    for _ in range(runs):
        out = json.loads(subprocess.run([sys.executable, "-c", PROBE], env=env, cwd=source, check=True,
                                        capture_output=True, text=True).stdout)
        times.append(out["seconds"])
        if figures not in (None, out["figures"]):
            raise SystemExit("two runs disagree")
        figures = out["figures"]
    return times, figures


def at_revision(rev: str, into: Path) -> Path:
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "pnp"], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def report(name: str, times: list[float]) -> float:
    median = statistics.median(times)
    print(f"{name:<12} median {median * 1000:8.1f} ms   (runs: {', '.join(f'{t * 1000:.1f}' for t in times)})")
    return median


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--rev", help="also time pnp at this git revision, e.g. HEAD~1")
    args = parser.parse_args()
    now, figures = cold_runs(ROOT, args.runs)
    current = report("working tree", now)
    if args.rev:
        with tempfile.TemporaryDirectory() as tmp:
            then, old_figures = cold_runs(at_revision(args.rev, Path(tmp)), args.runs)
        before = report(args.rev, then)
        print(f"{before / current:.1f}x faster; same figures: {'yes' if figures == old_figures else 'NO'}")
        if figures != old_figures:
            raise SystemExit(1)


if __name__ == "__main__":
    main()
