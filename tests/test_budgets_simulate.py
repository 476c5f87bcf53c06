"""A long `pnp simulate` says how far it is and how long is left (issue 20): on stderr, never into the
--json stdout; after a couple of seconds, then every second on a terminal (every ten in a log). The
intervals are module figures (report.AFTER, EVERY_LOG), set to zero here so a small run speaks."""

from __future__ import annotations

import json
import re

import pytest
from conftest import run_pnp

from pnp import report
from pnp.report import Progress


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_progress_speaks_after_a_while_then_at_intervals_with_the_time_left():
    """The pace is measured from the first chunk on: before it, the processes start and the engine compiles."""
    said, clock = [], Clock()
    progress = Progress(said.append, "en", every=1.0, after=2.0, clock=clock)
    progress.total = 10_000_000
    clock.now += 1.0
    progress(1_000_000)  # the first chunk, after a second of warming up
    assert said == []  # a short run says nothing
    clock.now += 1.0  # 1,000,000 games a second since: 8,000,000 more take 8 s
    progress(1_000_000)
    clock.now += 0.5
    progress(1_000_000)  # too soon after the last line
    clock.now += 0.5  # 3,000,000 games in 2 s since the first chunk: 6,000,000 more take 4 s
    progress(1_000_000)
    assert said == ["played 2,000,000 of 10,000,000 games, about 8 s left",
                    "played 4,000,000 of 10,000,000 games, about 4 s left"]
    clock.now += 600
    progress(5_999_999)
    assert said[-1] == "played 9,999,999 of 10,000,000 games, about 1 s left"
    clock.now += 1
    progress(1)  # the last chunk: nothing left to announce
    progress.finish()
    assert said[-1] == ""


def test_progress_in_french_and_for_runs_of_unknown_length():
    said, clock = [], Clock()
    progress = Progress(said.append, "fr", every=0.0, after=0.0, clock=clock)
    progress.total = 1_000_000
    progress(50_000)  # the first chunk: no pace yet
    clock.now += 300
    progress(50_000)
    progress.total = 0
    progress(20_000)
    assert said == ["50\u202f000 parties jouées jusqu'ici",
                    "100\u202f000 parties jouées sur 1\u202f000\u202f000, encore 1 h 30 min environ",
                    "120\u202f000 parties jouées jusqu'ici"]


@pytest.mark.parametrize("seconds, text", [(0.2, "1 s"), (44.6, "45 s"), (89, "89 s"), (200, "3 min"),
                                           (7500, "2 h 5 min")])
def test_time_left_is_rounded_to_what_an_estimate_is_worth(seconds, text):
    assert report._duration(seconds, "en") == text


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_the_cli_prints_progress_on_stderr_and_keeps_json_stdout_clean(monkeypatch, jobs):
    monkeypatch.setattr(report, "AFTER", 0.0)
    monkeypatch.setattr(report, "EVERY_LOG", 0.0)
    run = run_pnp("simulate", "petits-chevaux", "--games", "6000", "--json", "--jobs", jobs)
    assert run.code == 0, run.err
    assert json.loads(run.out)["games"] == 6000  # stdout is the JSON object alone
    lines = run.err.strip().splitlines()
    assert lines[0] == "played 2,000 games so far", run.err  # the first chunk: no pace yet
    assert lines[1:] and all(re.fullmatch(r"played 4,000 of 6,000 games, about \d+ s left", line) for line in lines[1:]), run.err


def test_a_short_run_says_nothing(monkeypatch):
    """With the usual two seconds before the first line, a run of a few hundred games prints no progress;
    a progress line then would be noise (the planted zero above shows the lines are there to see)."""
    monkeypatch.setattr(report, "AFTER", 3600.0)
    run = run_pnp("simulate", "petits-chevaux", "--games", "4000", "--json")
    assert run.code == 0 and run.err == ""
