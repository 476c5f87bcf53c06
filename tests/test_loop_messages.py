"""What the designer's loop says (issue 26): `pnp validate` reports each problem once, a link against its style
(a snake that climbs, a ladder that goes down) is warned of by validate and build, a build says what it made in
a line per game (--verbose: every file), and the test command's set-up step never stops the tests."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from conftest import run_pnp

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "docs" / "cards-example"
SNAKES = ROOT / "docs" / "snakes-example.toml"


def test_validate_reports_a_problem_once_not_once_per_paper_and_language(tmp_path):
    folder = tmp_path / "game"
    shutil.copytree(CARDS, folder)
    csv = folder / "cards.csv"
    csv.write_text(csv.read_text(encoding="utf-8").replace("sun.svg", "nosuch.svg", 1), encoding="utf-8")
    run = run_pnp("validate", str(folder / "game.toml"))
    assert run.code == 1
    failures = [line for line in run.out.splitlines() if "FAIL" in line]
    # before: the deck's check, then the parts on a4 and letter, in French and English: five lines
    assert len(failures) == 1 and "row 2, column 'picture': no art file at 'nosuch.svg'" in failures[0], run.out
    assert "pnp: 1 check failed" in run.err


def _snakes(tmp_path: Path) -> Path:
    game = tmp_path / "snakes.toml"
    text = SNAKES.read_text(encoding="utf-8")
    text = text.replace('{ from = 17, to = 7, style = "snake" }', '{ from = 9, to = 29, style = "snake" }')
    text = text.replace('{ from = 80, to = 100, style = "ladder" }', '{ from = 99, to = 80, style = "ladder" }')
    assert text != SNAKES.read_text(encoding="utf-8")
    game.write_text(text, encoding="utf-8")
    return game


SNAKE_UP = "board.links[8]: a snake from 9 up to 29; a snake slides down: swap from and to, or make it a ladder"
LADDER_DOWN = "board.links[7]: a ladder from 99 down to 80; a ladder climbs: swap from and to, or make it a snake"


def test_a_link_against_its_style_is_warned_of_by_validate_and_build(tmp_path):
    game = _snakes(tmp_path)
    check = run_pnp("validate", str(game))
    assert check.code == 0, check.out  # a warning: the designer may mean it
    warned = [line.strip() for line in check.out.splitlines() if line.strip().startswith("warn")]
    assert warned == [f"warn  {game}: {LADDER_DOWN}", f"warn  {game}: {SNAKE_UP}"], check.out
    build = run_pnp("build", str(game), "--out", str(tmp_path / "out"), "--format", "kit")
    assert build.code == 0
    assert build.err.splitlines() == [f"pnp: warning: {game}: {LADDER_DOWN}", f"pnp: warning: {game}: {SNAKE_UP}"]
    clean = run_pnp("validate", str(SNAKES))  # the example's links all run their way
    assert clean.code == 0 and "warn" not in clean.out


def test_a_build_says_what_it_made_in_a_line_per_game(tmp_path):
    out = tmp_path / "out"
    run = run_pnp("build", "all", "--out", str(out), "--format", "kit,pdf,svg")
    assert run.code == 0, run.err
    lines = run.out.splitlines()
    games = sorted(p.name for p in out.iterdir() if p.is_dir())
    assert len(lines) == len(games) + 1, run.out  # a line per game, and the index
    for game, line in zip(games, lines):
        files = [p for p in (out / game).iterdir() if p.is_file() and not p.name.startswith(".")]  # not the manifest
        kit = out / game / f"{game}-kit.pdf"
        import pypdf  # the kit's pages counted by another reader

        pages = len(pypdf.PdfReader(kit).pages)
        assert line == f"{game}: kit {kit} ({pages} pages to print), {len(files)} files in {out / game}{os.sep}", line
    assert lines[-1].startswith(f"every kit, with previews: {out / 'index.html'}")
    verbose = run_pnp("build", "all", "--out", str(out), "--format", "kit,pdf,svg", "--verbose")
    listed = verbose.out.splitlines()
    assert len(listed) > 30 and all(Path(line).is_file() for line in listed)
    assert {Path(line) for line in listed} >= {p for g in games for p in (out / g).iterdir() if p.is_file() and p.name[0] != "."}


def test_the_set_up_step_skips_cleanly_where_nothing_can_be_installed(tmp_path):
    """Without apt-get and without the tools (a PATH holding only sh and the commands it needs), the script says
    what will skip in one line and exits 0, so the README's command goes on to the tests."""
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    for name in ("sh", "id", "env"):
        (bin_ / name).symlink_to(shutil.which(name))
    run = subprocess.run([str(bin_ / "sh"), str(ROOT / "tests" / "setup-system.sh")], capture_output=True, text=True,
                         env={"PATH": str(bin_)})
    assert run.returncode == 0
    assert run.stderr.splitlines() == ["setup-system: no apt-get here; the tests that need pdftoppm pdffonts qpdf "
                                       "rsvg-convert gs chromium chromedriver will skip (install them with your package "
                                       "manager)"], run.stderr


def test_ci_runs_exactly_the_readme_test_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("<!-- tests -->", 1)[1].split("```")[1].strip()
    assert block.startswith("sh tests/setup-system.sh && ") and "\n" not in block
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "apt-get" not in ci and "<!-- tests -->" in ci  # CI installs nothing of its own: the command does
    assert readme.count("<!-- tests -->") == 1 and readme.count("<!-- main -->") == 1
