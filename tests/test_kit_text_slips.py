"""Small things a first user meets: how figures are rounded, and how the command line answers."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from decimal import ROUND_HALF_UP, Decimal, localcontext
from fractions import Fraction
from pathlib import Path

from conftest import assert_clean_error, run_pnp

from pnp.base.i18n import decimal, percent

ROOT = Path(__file__).resolve().parent.parent


def half_up(value: Fraction, places: int) -> str:
    """The reference rounding: decimal arithmetic at 60 digits, half up (away from zero)."""
    with localcontext() as ctx:
        ctx.prec = 60
        exact = Decimal(value.numerator) / Decimal(value.denominator)
        return str(exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def test_percentages_round_half_up_from_the_exact_fraction():
    assert percent(Fraction(23, 160)) == "14.38%"  # 14.375: it printed 14.37 (binary float)
    assert percent(Fraction(49, 160)) == "30.63%"
    assert percent(Fraction(23, 160), "fr") == "14,38\u00a0%"
    checked = 0
    for d in range(1, 321):
        for n in range(d + 1):
            p = Fraction(n, d)
            expected = half_up(p * 100, 2)
            if 0 < p and expected == "0.00":
                expected = "<0.01"
            elif p < 1 and expected == "100.00":
                expected = ">99.99"
            assert percent(p) == expected + "%", (n, d)
            checked += 1
    assert checked > 50_000


def test_decimals_round_half_up_with_their_sign():
    for n in range(-2000, 2001, 7):
        for d in (8, 16, 40, 125, 36, 7):
            assert decimal(Fraction(n, d), 2) == half_up(Fraction(n, d), 2), (n, d)
            assert decimal(Fraction(n, d), 3, "fr") == half_up(Fraction(n, d), 3).replace(".", ","), (n, d)
    assert decimal(Fraction(-1, 1000), 2) == "0.00"  # no "-0.00"
    assert decimal(Fraction(5, 2), 0) == "3" and decimal(Fraction(-5, 2), 0) == "-3"


def test_compare_takes_negative_faces_without_a_double_dash():
    run = run_pnp("stats", "compare", "-1,2,3", "1,2,3", "--lang", "en")
    assert run.code == 0, run.err
    assert "Die 1: -1,2,3" in run.out and "Die 2: 1,2,3" in run.out
    after = run_pnp("stats", "compare", "1,2,3", "-3,-2,-1", "--rolls", "2", "--lang", "en")
    assert after.code == 0 and "Die 2: -3,-2,-1" in after.out and "sum of 2 rolls" in after.out
    assert run_pnp("stats", "compare", "--", "-1,2,3", "1,2,3").out == run_pnp("stats", "compare", "-1,2,3", "1,2,3").out
    group = run_pnp("stats", "dice", "-1,5,6", "0,3,7", "--names", "a,b", "--lang", "en")
    assert group.code == 0 and "-1,5,6" in group.out
    assert_clean_error(run_pnp("stats", "compare", "-1,2,3", "1,2,3", "--rols", "2"), "--rols")


WRONG = ('id = "wrong"\ntitle = "Wrong"\nplayers = { min = 3, max = 3 }\n'
         '[[dice]]\nid = "fox"\nfaces = [3, 4, 5, 14, 15, 16]\n'
         '[[dice]]\nid = "viper"\nfaces = [1, 6, 7, 8, 17, 18]\n'
         '[[claims]]\ndie = "fox"\nagainst = "viper"\nwin = "7/12"\n')


def test_build_refuses_a_wrong_claim_unless_told(tmp_path):
    game = tmp_path / "wrong.toml"
    game.write_text(WRONG, encoding="utf-8")
    out = tmp_path / "out"
    run = run_pnp("build", str(game), "--format", "kit", "--out", str(out))
    assert_clean_error(run, "wrong.toml", "claims[0]", "7/12", "5/12", "--ignore-claims")
    assert not out.exists()
    assert run_pnp("validate", str(game)).code == 1
    anyway = run_pnp("build", str(game), "--format", "kit", "--out", str(out), "--ignore-claims")
    assert anyway.code == 0, anyway.err
    assert (out / "wrong" / "wrong-kit.pdf").stat().st_size > 1000


def test_pnp_alone_prints_the_help():
    run = run_pnp()
    assert run.code == 0 and run.err == ""
    assert "Usage: pnp" in run.out and "build" in run.out and "stats" in run.out
    stats = run_pnp("stats")
    assert stats.code == 0 and "compare" in stats.out and stats.err == ""


def test_version_is_the_package_version():
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    run = run_pnp("--version")
    assert run.code == 0 and run.out.strip() == f"pnp {version}"


def test_the_test_command_ends_with_the_summary_line(tmp_path):
    """README's `python -m pytest -n auto`, plain, and with the -q people add: each ends with 'N passed'."""
    test = tmp_path / "test_one.py"
    test.write_text("def test_one():\n    assert True\n", encoding="utf-8")
    for extra in ([], ["-q"], ["-n", "2"]):
        run = subprocess.run([sys.executable, "-m", "pytest", *extra, "-p", "no:cacheprovider", "-c",
                              str(ROOT / "pyproject.toml"), "--rootdir", str(tmp_path), str(test)],
                             capture_output=True, text=True, cwd=tmp_path)
        assert run.returncode == 0, run.stdout
        assert run.stdout.strip().splitlines()[-1].strip("= ").startswith("1 passed"), (extra, run.stdout)
