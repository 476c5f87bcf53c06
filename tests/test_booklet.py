"""The folded booklet (pnp rules GAME --booklet), read back from its PDF: a cover as a publisher prints one (the
title, the author, the players, the age and the playing time, a picture, no text under 8 pt), a back cover that is
not blank, and at most one blank page."""

from __future__ import annotations

import pdfplumber
import pytest
from conftest import run_pnp

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
                            "marks": sum(1 for m in marks if x0 <= m["x0"] < x1),
                            "smallest": min((c["size"] for c in page.chars if x0 <= c["x0"] < x1 and c["text"].strip()), default=None)})
    return out


def blank(half: dict) -> bool:
    return not half["words"] and not half["marks"]


def cover_text(half: dict) -> tuple[str, str]:
    """The cover's largest words (its title) and all its text."""
    biggest = max(w["size"] for w in half["words"])
    title = " ".join(w["text"] for w in half["words"] if w["size"] > biggest - 0.5)
    return title, " ".join(w["text"] for w in half["words"]).replace("\u202f", " ").replace("\u00a0", " ")


@pytest.mark.parametrize(("game", "paper", "lang"), [(g, *setting) for g in builtin_games() for setting in (("a4", "fr"), ("letter", "en"))])
def test_booklet_has_a_cover_a_back_cover_and_at_most_one_blank_page(tmp_path, game, paper, lang):
    run = run_pnp("rules", game, "--booklet", "--no-aids", "--paper", paper, "--lang", lang, "--out", str(tmp_path))
    assert run.code == 0, run.err
    sides = halves(tmp_path / game / "rules-booklet.pdf")
    assert sum(blank(h) for h in sides) <= 1
    assert not blank(sides[0])  # the back cover: the aid, the credits, or the book's end, never a blank page
    assert cover_faults(sides[1], game, lang) == []  # the first sheet's front: the back cover, then the cover


COVER_WORDS = 40  # a cover says little: more words is a page of the book
SMALLEST = 8.0  # pt: no word on a cover is smaller (a picture's labels drawn to its scale were 2.5 pt)


def cover_faults(cover: dict, game: str, lang: str) -> list[str]:
    """What the cover misses of a publisher's: the title, the author, the players, the age and the time the game
    file gives (each required of a built-in game), a picture, and words of 8 pt or more only."""
    from pnp.kit import load_game  # the game's title and players, to compare with what the cover prints
    from pnp.model.spec import text

    if not cover["words"]:
        return ["no text"]
    title, words = cover_text(cover)
    g = load_game(game)
    faults = [] if title == text(g.title, lang) else [f"title {title!r}"]
    if not text(g.author, lang) or text(g.author, lang).replace("'", "’") not in words:
        faults.append("author")
    if not (f"{g.players.min} " in words and f" {g.players.max} " in words):
        faults.append("players")
    if g.age is None or f" {g.age} " not in f" {words} ":
        faults.append("age")
    if g.time is None or not all(f" {n} " in f" {words} " for n in (g.time.min, g.time.max)):
        faults.append("time")
    if cover["marks"] < 10:  # a picture: the board or a piece, drawn
        faults.append("picture")
    if sum(w["size"] >= 9 for w in cover["words"]) > COVER_WORDS:  # body-sized words (not the picture's labels)
        faults.append("a page of text")
    if cover["smallest"] is not None and cover["smallest"] < SMALLEST - 0.05:
        faults.append(f"text at {cover['smallest']:.1f} pt")
    return faults


def _booklet_cover(tmp_path, game: str, lang: str = "fr") -> dict:
    """The cover of the game's booklet built in process (so a planted change holds), A4."""
    from pnp.jobs import make_rules  # in-process, so the planted change holds

    make_rules(game, lang=lang, booklet=True, aids=False, paper="a4", fmt="pdf", out=tmp_path, force=True)
    return halves(tmp_path / game / "rules-booklet.pdf")[1]


def test_the_detector_sees_words_under_8_pt_and_a_missing_age(tmp_path, monkeypatch):
    """Planted: Clann's cover with its board drawn whole, words and all, as it was (its 2.6 mm credit and 3.2 mm
    labels drawn at the cover's scale come out under 8 pt); then Petits chevaux's with no age in its game file."""
    import msgspec

    from pnp import jobs

    cover = _booklet_cover(tmp_path / "whole", "clann")
    assert cover_faults(cover, "clann", "fr") == []
    monkeypatch.setattr(rules, "wordless", lambda drawing: drawing)  # the board's art whole, title and legend too
    monkeypatch.setattr(rules, "SMALLEST_TEXT", 0.0)  # and no word left out for its size
    faults = cover_faults(_booklet_cover(tmp_path / "words", "clann"), "clann", "fr")
    assert [f for f in faults if f.startswith("text at")], faults
    monkeypatch.undo()
    real = jobs.load_game
    monkeypatch.setattr(jobs, "load_game", lambda ref: msgspec.structs.replace(real(ref), age=None))
    assert cover_faults(_booklet_cover(tmp_path / "ageless", "petits-chevaux"), "petits-chevaux", "fr") == ["age"]


def test_the_detector_sees_a_missing_cover_and_blank_pages(tmp_path, monkeypatch):
    """Planted: the booklet as it was, its pages only (no cover, nothing to fill the last sheet)."""
    from pnp.layout.typeset import flow  # the book set alone, as before covers

    def bare(printing, context, markdown, frame, faces=None):
        drawer = rules.figure_drawer(printing.game, printing.lang, context)
        return rules.page_pieces(flow(rules.book_slices(markdown, frame, drawer), frame), "rules")

    monkeypatch.setattr(rules, "booklet_pages", bare)
    from pnp.jobs import make_rules  # in-process, so the planted change holds

    found = []
    for game in builtin_games():
        make_rules(game, lang="fr", booklet=True, aids=False, paper="a4", fmt="pdf", out=tmp_path / game, force=True)
        sides = halves(tmp_path / game / game / "rules-booklet.pdf")
        found.append((sum(blank(h) for h in sides), cover_faults(sides[1], game, "fr")))
    assert any(blanks > 1 for blanks, _ in found)
    assert all(faults for _, faults in found)
