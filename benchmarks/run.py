"""Run named workloads as whole processes and report median wall time and peak memory.

    python benchmarks/run.py [WORKLOAD ...] [--runs N]

Each run is a fresh process (imports, font parsing and all), measured with os.wait4, so the figure is
what a user waits for. Workloads write into a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PY = sys.executable
PNP = [PY, "-m", "pnp"]
PEERS = Path(os.environ.get("PNP_PEERS", HERE.parent.parent / "shared" / "peers"))
# protograf lives in a virtual environment of its own: python -m venv pg && pg/bin/pip install protograf
PROTOGRAF_PY = os.environ.get("PROTOGRAF_PY", "")


def workloads(tmp: Path) -> dict[str, list[list[str]]]:
    """name -> commands run one after another in one timed run."""
    territory = ["--game", "renards-poules-viperes", "--format", "pdf,svg", "--force"]
    return {
        "dice-territory": [
            [*PNP, "dice", *territory, "--style", "sticker", "--out", str(tmp / "d")],
            [*PNP, "dice", *territory, "--style", "net", "--out", str(tmp / "d")],
        ],
        "dice-territory-floor": [
            [PY, str(HERE / "floor_dice.py"), str(tmp / "floor-stickers.pdf"), "sticker"],
            [PY, str(HERE / "floor_dice.py"), str(tmp / "floor-nets.pdf"), "net"],
        ],
        # W1: board, 60 tokens and 3 nets in one A4 PDF (pnp adds its guide page)
        "w1-pnp": [[*PNP, "build", str(HERE / "w1" / "territoires.toml"), "--parts", "board,tokens,dice",
                    "--format", "kit", "--out", str(tmp / "w1"), "--force"]],
        "w1-floor": [[PY, str(PEERS / "floor_territory.py"), str(tmp / "w1-floor.pdf")]],
        "w1-protograf": [[PROTOGRAF_PY, str(PEERS / "protograf_territory.py"), str(tmp / "w1-protograf.pdf")]],
        "build-all": [[*PNP, "build", "all", "--format", "kit,pdf,svg", "--out", str(tmp / "all"), "--force"]],
        # 108 different poker cards from a CSV, SVG art on each, one back: 12 sheets of fronts and 12 of backs
        "cards-108": [[*PNP, "build", str(HERE / "cards108" / "game.toml"), "--parts", "cards", "--format", "pdf,svg",
                       "--out", str(tmp / "cards"), "--force"]],
        # the same deck to a Tabletop Simulator saved object: two face sheets of 10 x 7 and 10 x 4, one back
        "cards-108-tts": [[*PNP, "export", str(HERE / "cards108" / "game.toml"), "--to", "tts", "--out", str(tmp / "tts"),
                           "--force"]],
    }


def measure(commands: list[list[str]]) -> tuple[float, int]:
    """Wall seconds for the commands in sequence, and the largest peak RSS (KiB) among them."""
    start = time.perf_counter()
    peak = 0
    for cmd in commands:
        # run outside the checkout: `python -m pnp` there would load the source tree, not the installed package
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=tempfile.gettempdir())
        _, status, usage = os.wait4(proc.pid, 0)
        if status != 0:
            raise SystemExit(f"failed: {' '.join(cmd)}\n{proc.stderr.read().decode()}")
        peak = max(peak, usage.ru_maxrss)
    return time.perf_counter() - start, peak


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("names", nargs="*")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="pnp-bench-"))
    try:
        table = workloads(tmp)
        names = args.names or [n for n in table if n != "w1-protograf" or PROTOGRAF_PY]
        print(f"{'workload':28} {'median s':>9} {'min s':>7} {'peak MiB':>9}")
        for name in names:
            measure(table[name])  # warm the file cache
            times, peaks = [], []
            for _ in range(args.runs):
                seconds, peak = measure(table[name])
                times.append(seconds)
                peaks.append(peak)
            print(f"{name:28} {statistics.median(times):9.3f} {min(times):7.3f} {max(peaks) / 1024:9.1f}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
