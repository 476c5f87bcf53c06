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


def _cover_colours(tmp_path: Path) -> set[tuple]:
    """The fill colours drawn on the cover of Renards, Poules & Vipères' booklet (A4, French), built in process."""
    import pdfplumber

    from pnp.jobs import make_rules  # in-process, so a planted change holds

    make_rules("renards-poules-viperes", lang="fr", booklet=True, aids=False, paper="a4", fmt="pdf", out=tmp_path, force=True)
    with pdfplumber.open(next(tmp_path.rglob("rules-booklet.pdf"))) as pdf:
        page = pdf.pages[0]  # the first sheet's front: the back cover, then the cover
        marks = [*page.curves, *page.rects]
        return {tuple(round(v, 2) for v in m["non_stroking_color"]) for m in marks
                if m["x0"] > page.width / 2 and isinstance(m.get("non_stroking_color"), (tuple, list)) and len(m["non_stroking_color"]) == 3}


def test_a_board_with_token_places_is_shown_with_its_tokens_on_them(tmp_path, monkeypatch):
    """Renards, Poules & Vipères' grid has a dashed place for a token in each cell: the cover sets the game's
    territory tokens on them (the three animals' colours), not an empty grid. Planted: the tokens left off, as it
    was (black and white only)."""
    from pnp.parts import rules

    def hues(colours: set[tuple]) -> set[tuple]:
        return {c for c in colours if max(c) - min(c) > 0.2}  # not white, grey or black

    assert len(hues(_cover_colours(tmp_path / "dealt"))) >= 3
    monkeypatch.setattr(rules, "dealt", lambda drawing, tokens: drawing)
    assert hues(_cover_colours(tmp_path / "empty")) == set()


def _cover_squares(tmp_path: Path) -> int:
    """Squares over 10 pt a side on the cover of Ludicitude's booklet (A4, French), built in process."""
    import pdfplumber

    from pnp.jobs import make_rules  # in-process, so a planted change holds

    make_rules("ludicitude", lang="fr", booklet=True, aids=False, paper="a4", fmt="pdf", out=tmp_path, force=True)
    with pdfplumber.open(next(tmp_path.rglob("rules-booklet.pdf"))) as pdf:
        page = pdf.pages[0]
        return sum(1 for r in page.rects if r["x0"] > page.width / 2 and r["width"] > 10 and abs(r["width"] - r["height"]) < 0.5)


def test_a_dice_game_without_a_board_shows_its_dice_thrown(tmp_path, monkeypatch):
    """Ludicitude prints no board: its cover shows its nine dice as faces, not a die's net with tabs. Planted: the
    net as the cover drew it (its six faces, fold lines and tabs)."""
    from pnp.parts import rules

    assert _cover_squares(tmp_path / "thrown") == rules.THROWN
    monkeypatch.setattr(rules, "thrown", lambda nets: nets[0].front)
    assert _cover_squares(tmp_path / "net") < rules.THROWN
