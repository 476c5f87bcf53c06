"""The command line read by argparse (pnp/cli/args.py): every declared option in its command's help, switches
with their --no- form, dice starting with a minus sign, and usage errors as one line, exit 2."""

import json
from pathlib import Path

import pytest

from conftest import assert_clean_error, run_pnp
from pnp.cli import COMMANDS
from pnp.cli.stats import COMMANDS as STATS


def every_command():
    return [(name, command) for name, command in COMMANDS.items()] + \
        [(f"stats {name}", command) for name, command in STATS.items()]


@pytest.mark.parametrize("name,command", every_command(), ids=[n for n, _ in every_command()])
def test_the_help_lists_every_option_with_its_help(name, command):
    run = run_pnp(*name.split(), "--help")
    assert run.code == 0 and run.err == "" and run.out.startswith(f"Usage: pnp {name} [OPTIONS]")
    text = " ".join(run.out.split())
    assert command.help in text
    for param in command.params:
        assert " ".join(str(param.help).split()) in text, param.dest  # a said help, in the reader's language
        for flag in param.flags:
            assert flag in run.out
        if param.negatable:
            assert f"--no-{param.flags[0][2:]}" in run.out
    assert "--help" in run.out and "-h," not in run.out


def test_the_groups_name_their_commands():
    whole, stats = run_pnp("--help"), run_pnp("stats")
    assert whole.code == 0 and stats.code == 0
    assert all(f"  {name} " in whole.out for name in [*COMMANDS, "stats"])
    assert all(f"  {name} " in stats.out for name in STATS)
    assert run_pnp().out == whole.out


def test_a_switch_and_its_negation(tmp_path):
    out = tmp_path / "out"
    assert run_pnp("rules", "clann", "--no-aids", "--out", str(out)).code == 0
    assert sorted(p.name for p in (out / "clann").glob("*.pdf")) == ["rules.pdf"]


def test_dice_with_negative_faces_need_no_double_dash():
    run = run_pnp("stats", "compare", "-1,0,1", "--rolls", "2", "2,2,2", "--json")
    assert run.code == 0, run.err
    assert '"first": "-1,0,1"' in run.out and '"rolls": 2' in run.out
    both_sides = run_pnp("stats", "dice", "1,1,4", "--rolls", "2", "2,2,3", "3,3,3", "--json")
    assert both_sides.code == 0, both_sides.err
    assert len(json.loads(both_sides.out)["dice"]) == 3 and '"rolls": 2' in both_sides.out


@pytest.mark.parametrize("words,named", [
    (["build", "clann", "--bogus"], "--bogus"),
    (["dice", "--count", "two"], "--count"),
    (["export", "clann"], "--to"),
    (["stats", "deck", "clann", "--hand", "2"], "--where"),
    (["build"], "game"),
    (["bogus"], "bogus"),
    (["stats", "bogus"], "bogus"),
    (["--bogus"], "--bogus"),
    (["build", "clann", "--pap", "a3"], "--pap"),  # no abbreviations: an option added later would change its meaning
])
def test_usage_errors_are_one_line(words, named):
    run = run_pnp(*words)
    assert run.code == 2
    assert_clean_error(run, named, "see pnp --help")


def test_an_option_takes_the_word_after_it_even_with_a_minus_sign():
    """--precision -inf is the value -inf (refused by pnp simulate's own check, naming the range), as under
    Typer; argparse alone takes -inf for an unknown option."""
    run = run_pnp("simulate", "petits-chevaux", "--precision", "-inf")
    assert_clean_error(run, "--precision", "0.031 to 9.79 points")


def test_a_reader_that_stops_reading_is_no_internal_error():
    """`pnp validate clann | head -1`: the pipe closes before pnp writes its lines. It used to end in one
    "pnp: internal error: BrokenPipeError" line and exit 70; it now stops as a shell's tools do (141, quiet)."""
    import os
    import subprocess
    import sys

    child = subprocess.Popen([sys.executable, "-m", "pnp", "validate", "clann"], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)})
    child.stdout.close()  # before the child has written a word: its first write meets a closed pipe
    err = child.stderr.read().decode()
    assert child.wait(timeout=60) == 141, err
    assert err == ""
