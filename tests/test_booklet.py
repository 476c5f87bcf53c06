"""The folded booklet (pnp rules GAME --booklet), read back from its PDF: a cover with the title, the player
count, the play length and a picture, and at most one blank page."""

from __future__ import annotations

import json

import pdfplumber
import pytest
from conftest import run_pnp

from pnp.base.resources import games_dir
from pnp.model.spec import builtin_games
from pnp.parts import rules

PT = 72 / 25.4


def halves(path) -> list[dict]:
    """Every half sheet of the booklet's PDF, in file order: its words and how many marks it holds besides the
    fold marks (lines at the sheet's middle)."""
    out = []
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            middle = page.width / 2
            marks = [m for m in [*page.rects, *page.lines, *page.curves, *page.images]
                     if not (abs(m["x0"] - middle) < 1 and abs(m["x1"] - middle) < 1)]
            words = page.extract_words(extra_attrs=["size"])
            for x0, x1 in ((0, middle), (middle, page.width)):
                out.append({"words": [w for w in words if x0 <= w["x0"] < x1],
                            "marks": sum(1 for m in marks if x0 <= m["x0"] < x1)})
    return out


def blank(half: dict) -> bool:
    return not half["words"] and not half["marks"]


def cover_text(half: dict) -> tuple[str, str]:
    """The cover's largest words (its title) and all its text."""
    biggest = max(w["size"] for w in half["words"])
    title = " ".join(w["text"] for w in half["words"] if w["size"] > biggest - 0.5)
    return title, " ".join(w["text"] for w in half["words"]).replace("\u202f", " ").replace("\u00a0", " ")


def length_words(game: str, lang: str) -> list[str]:
    """The shortest and longest play lengths 8 games in 10 fall within, read from the stored runs."""
    runs = [r for r in json.loads((games_dir() / game / "balance.json").read_text(encoding="utf-8"))["runs"] if not r["variants"]]
    return [str(min(r["length"]["p10"] for r in runs)), str(max(r["length"]["p90"] for r in runs))]


@pytest.mark.parametrize(("game", "paper", "lang"), [(g, *[("a4", "fr"), ("letter", "en")][n % 2]) for n, g in enumerate(builtin_games())])
def test_booklet_has_a_cover_and_at_most_one_blank_page(tmp_path, game, paper, lang):
    run = run_pnp("rules", game, "--booklet", "--no-aids", "--paper", paper, "--lang", lang, "--out", str(tmp_path))
    assert run.code == 0, run.err
    sides = halves(tmp_path / game / "rules-booklet.pdf")
    assert sum(blank(h) for h in sides) <= 1
    assert cover_faults(sides[1], game, lang) == []  # the first sheet's front: the back cover, then the cover


COVER_WORDS = 40  # a cover says little: more words is a page of the book


def cover_faults(cover: dict, game: str, lang: str) -> list[str]:
    from pnp.kit import load_game  # the game's title and players, to compare with what the cover prints
    from pnp.model.spec import text

    if not cover["words"]:
        return ["no text"]
    title, words = cover_text(cover)
    g = load_game(game)
    faults = [] if title == text(g.title, lang) else [f"title {title!r}"]
    if not (f"{g.players.min} " in words and f" {g.players.max} " in words):
        faults.append("players")
    if not all(n in words for n in length_words(game, lang)):
        faults.append("length")
    if cover["marks"] < 10:  # a picture: the board or a piece, drawn
        faults.append("picture")
    if sum(w["size"] >= 9 for w in cover["words"]) > COVER_WORDS:  # body-sized words (not the picture's labels)
        faults.append("a page of text")
    return faults


def test_the_detector_sees_a_missing_cover_and_blank_pages(tmp_path, monkeypatch):
    """Planted: the booklet as it was, its pages only (no cover, nothing to fill the last sheet)."""
    from pnp.layout.typeset import flow  # the book set alone, as before covers

    def bare(game, opts, where, context, markdown, frame, faces=None):
        return rules.page_pieces(flow(rules.book_slices(markdown, frame, rules.figure_drawer(game, opts.lang, context)), frame), "rules")

    monkeypatch.setattr(rules, "booklet_pages", bare)
    from pnp.jobs import make_rules  # in-process, so the planted change holds

    found = []
    for game in builtin_games():
        make_rules(game, lang="fr", booklet=True, aids=False, paper="a4", fmt="pdf", out=tmp_path / game, force=True)
        sides = halves(tmp_path / game / game / "rules-booklet.pdf")
        found.append((sum(blank(h) for h in sides), cover_faults(sides[1], game, "fr")))
    assert any(blanks > 1 for blanks, _ in found)
    assert all(faults for _, faults in found)
