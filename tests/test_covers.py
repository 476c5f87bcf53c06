"""A game file's author, age and playing time (issue 35): read, checked in one line each, and printed on the booklet's
cover and back cover, read back from the PDF."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import assert_clean_error, run_capped, run_pnp
from test_booklet import halves

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "docs" / "example-game.toml"
FACTS = 'author = "Ada Martin"\nage = 10\ntime = { min = 45, max = 45 }\n'


def _game(tmp_path: Path, facts: str) -> Path:
    """The docs' example game with `facts` written after its players."""
    text = EXAMPLE.read_text(encoding="utf-8").replace("players = { min = 2, max = 2 }\n", f"players = {{ min = 2, max = 2 }}\n{facts}", 1)
    path = tmp_path / "game.toml"
    tmp_path.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(("facts", "words"), [
    ("age = 0\n", ("age", "at least 1", "from 1 to 99")),
    ('age = "eight"\n', ("age", "whole number")),
    ("time = { min = 60, max = 30 }\n", ("time", "min (60) is above max (30)")),
    ("time = { min = 0, max = 30 }\n", ("time.min", "at least 1")),
    ("time = 30\n", ("time", "table")),
    ("author = 3\n", ("author", "text")),
])
def test_a_wrong_age_time_or_author_is_one_line(tmp_path, facts, words):
    """Crafted game files, each run capped (1 GB, 60 s): one line naming the file and the field, exit 2."""
    path = _game(tmp_path, facts)
    run = run_capped("rules", str(path), "--booklet", "--no-aids", "--out", str(tmp_path / "out"), cwd=tmp_path)
    assert run.code == 2, run
    assert_clean_error(run, "game.toml", *words)
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.pdf"))


def _cover_words(tmp_path: Path, facts: str, lang: str) -> tuple[str, str]:
    """The words of the example's booklet cover and back cover, in `lang`."""
    run = run_pnp("rules", str(_game(tmp_path, facts)), "--booklet", "--no-aids", "--lang", lang, "--out", str(tmp_path / "out"))
    assert run.code == 0, run.err
    sides = halves(next((tmp_path / "out").rglob("rules-booklet.pdf")))
    back, cover = (" ".join(w["text"] for w in half["words"]).replace("\u202f", " ").replace("\u00a0", " ") for half in sides[:2])
    return cover, back


@pytest.mark.parametrize(("lang", "age", "time"), [("fr", "Dès 10 ans", "45 minutes"), ("en", "Ages 10 and up", "45 minutes")])
def test_a_designers_author_age_and_time_are_on_the_cover(tmp_path, lang, age, time):
    """The example with its author, age and time: the cover prints each, in the book's language; the back cover
    carries the author too. Planted: the same file without them prints none (the cover says only what it is told)."""
    cover, back = _cover_words(tmp_path / "with", FACTS, lang)
    assert "Ada Martin" in cover and age in cover and time in cover, cover
    assert "Ada Martin" in back, back
    bare, _ = _cover_words(tmp_path / "without", "", lang)
    assert "Ada Martin" not in bare and age not in bare and time not in bare, bare
