"""What the rule books, booklets and player aids print, read back from their PDFs: things found by looking at every
page (issue 23) that a reader would take for a slip. Each check is shown to catch its planted case."""

from __future__ import annotations

import re
from pathlib import Path

import pdfplumber
import pytest
from conftest import column_text, run_pnp
from test_booklet import blank, halves

from pnp.layout.imposition import MARGIN
from pnp.layout.imposition.booklet import booklet_order

PT = 72 / 25.4
ROOT = Path(__file__).resolve().parent.parent
DUEL = {"fr": "Qui bat qui", "en": "Who beats whom"}


def _book(tmp_path: Path, ref: str, lang: str, *extra: str) -> Path:
    run = run_pnp("rules", ref, "--no-aids", "--lang", lang, "--out", str(tmp_path), *extra)
    assert run.code == 0, run.err
    return next(tmp_path.rglob("rules-booklet.pdf" if "--booklet" in extra else "rules.pdf"))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_roll_and_write_book_pits_no_die_against_another(tmp_path, lang):
    """Vergers' dice are rolled for everyone: its book has no table of who beats whom, and says its odds come from
    nowhere. Planted: the example race, whose two runners' dice are pitted, prints the table (so the read sees it)."""
    text = column_text(_book(tmp_path / "rw", str(ROOT / "docs/roll-and-write-example/game.toml"), lang))
    assert DUEL[lang] not in text
    race = column_text(_book(tmp_path / "race", str(ROOT / "docs/example-game.toml"), lang))
    assert DUEL[lang] in race


REPEATED = re.compile(r"\b(\w+)\s+\((\1)\)", re.IGNORECASE)  # "Chevalier noir (noir)": a colour said twice


DIE_TWICE = re.compile(r"\b\d+ (?:dés?|dice|die)\s*:\s*(?:dé|die)\b", re.IGNORECASE)  # "1 die: Die (faces …)"


def test_no_component_says_a_word_twice(tmp_path):
    """Clann's knight is named black and Petits chevaux's die is named "Die": the component list says each once."""
    text = column_text(_book(tmp_path / "clann", "clann", "fr"))
    assert "Chevalier noir" in text
    assert REPEATED.findall(text) == []
    assert REPEATED.findall("• 1 × Chevalier noir (noir)") == [("noir", "noir")]  # planted: the old line
    for lang, line in (("en", "1 die (faces 1, 2, 3, 4, 5, 6)"), ("fr", "1 dé (faces 1, 2, 3, 4, 5, 6)")):
        text = column_text(_book(tmp_path / lang, "petits-chevaux", lang))
        assert line in text.replace("\u202f", " ").replace("\u00a0", " ")
        assert DIE_TWICE.findall(text) == []
    assert DIE_TWICE.findall("• 1 die: Die (faces 1, 2, 3)") and DIE_TWICE.findall("• 1 dé\u00a0: Dé (faces 1)")  # planted


def _reading(sides: list[dict]) -> list[dict]:
    """The halves of an imposed booklet in reading order (the file holds them sheet side by sheet side)."""
    order = [slot for side in booklet_order(len(sides)) for slot in side]  # every slot filled: positions 1..N
    return [half for _, half in sorted(zip(order, sides))]


def _notes(half: dict) -> bool:
    return any(w["text"] == "Notes" for w in half["words"]) and half["marks"] >= 10


def blank_inside(pages: list[dict]) -> list[int]:
    """Blank pages (1-based, reading order) a booklet ending with notes holds before its back cover."""
    if not any(_notes(p) for p in pages):
        return []
    return [n for n, page in enumerate(pages[:-1], 1) if blank(page)]


def test_a_booklet_ending_with_notes_has_its_credits_on_the_back_cover(tmp_path, monkeypatch):
    """Petits chevaux, A4 in French, without its worked examples (with them its book fills its sheets): cover,
    the book, the aid, a page of notes; the eighth page is the back cover, which carries the game's title, its
    author and its credits (it was blank). Planted: the blank back cover moved inside, facing the notes, as it
    was before that; and the blank back cover itself."""
    from pnp.parts import rules_context  # the book's worked examples, left out for this book's length

    monkeypatch.setattr(rules_context, "example_md", lambda game, name, lang: "")
    pages = _reading(halves(_book(tmp_path, "petits-chevaux", "fr", "--booklet")))
    back = " ".join(w["text"] for w in pages[-1]["words"])
    assert len(pages) == 8 and _notes(pages[-2]) and not blank(pages[-1])
    assert "Jeu traditionnel" in back and "Petits chevaux" in back
    assert blank_inside(pages) == []
    assert blank_inside([*pages[:-2], {"words": [], "marks": 0}, pages[-2], pages[-1]]) == [7]
    assert blank({"words": [], "marks": 0})


AID_FILL = 0.6  # of the card's height: how far down its columns' ink reaches on average, when not in the largest type


@pytest.mark.parametrize(("game", "paper", "lang", "planted"), [("petits-chevaux", "a4", "fr", True), ("ludicitude", "a4", "en", True),
                                                                  ("clann", "letter", "en", False)])
def test_an_aid_card_is_set_large_or_filled(tmp_path, game, paper, lang, planted):
    """A short aid is set in large type rather than leaving half its card empty: the card's body is the largest
    size the aids set, or its columns' ink reaches AID_FILL of the card on average. Planted: the card set at the
    old fixed size (Petits chevaux's and Ludicitude's then left half their card empty)."""
    from pnp.parts import aids  # the sizes the aids may set, and the old fixed one

    def card(sizes) -> tuple[float, float]:
        aids.BODY_SIZES, kept = sizes, aids.BODY_SIZES
        try:
            run = run_pnp("build", game, "--parts", "aids", "--paper", paper, "--lang", lang, "--out", str(tmp_path / str(sizes[0])))
        finally:
            aids.BODY_SIZES = kept
        assert run.code == 0, run.err
        with pdfplumber.open(next((tmp_path / str(sizes[0])).rglob("aids.pdf"))) as pdf:
            page = pdf.pages[0]
            top, height = MARGIN * PT, aids.card_height(page.height / PT) * PT  # the first card, above the cut line
            chars = [c for c in page.chars if c["bottom"] < top + height and c["size"] > 7]  # not the cut line's label
            body = max({round(c["size"], 1) for c in chars}, key=lambda s: sum(round(c["size"], 1) == s for c in chars))
            ends = [max((c["bottom"] for c in chars if (c["x0"] < page.width / 2) == left), default=top) for left in (True, False)]
            return body, (sum(ends) / len(ends) - top) / height

    def good(body: float, reach: float) -> bool:
        return abs(body - aids.BODY_SIZES[0] * PT) < 0.2 or reach >= AID_FILL

    assert good(*card(aids.BODY_SIZES))
    if planted:
        assert not good(*card((3.3,)))


BELOW_TWO_PLURAL = re.compile(r"(?<![\d,])[+−-]?[01],\d+[\s\u00a0\u202f]+points\b")  # French: "0,6 point", "1,1 point"


def test_french_books_count_points_below_two_in_the_singular(tmp_path):
    """Clann's "In numbers" box gives the first player's gaps, +0,6 and +1,1 points of share in French."""
    text = column_text(_book(tmp_path, "clann", "fr")).replace("\n", " ")
    assert re.search(r"[01],\d+[\s\u00a0\u202f]+point\b", text)
    assert BELOW_TWO_PLURAL.findall(text) == []
    assert BELOW_TWO_PLURAL.findall("cette part : +0,6 points de pourcentage") == ["+0,6 points"]  # planted: as it was


def _figure_gap(items: list, height: float) -> float:
    """How far a figure's box reaches below its lowest mark, read from the PDF of a page holding it alone."""
    import io

    from pnp.render.pdf import render_pdf
    from pnp.scene import Document, Page

    pdf = render_pdf(Document("figure", [Page(100, 100, list(items))], "en"))
    with pdfplumber.open(io.BytesIO(pdf)) as read:
        page = read.pages[0]
        lowest = max(m["bottom"] for m in [*page.curves, *page.lines, *page.rects, *page.chars]) / PT
    return height - lowest


def test_a_cycle_of_three_dice_leaves_no_empty_foot():
    """Foxes, Hens & Vipers' cycle: three discs on a circle, the lowest a half radius above its foot. The figure's
    box ends 4 mm under them (the space a figure leaves before the next block comes on top). Planted: the box
    as tall as the whole circle, as it was (13 mm of white under the figure)."""
    from pnp.layout.diagrams import cycle  # the figure alone

    nodes = [("Hen", "#2b6cb0"), ("Fox", "#ed8936"), ("Viper", "#2f9e44")]
    edges = [(0, 2, "7/12", True), (2, 1, "7/12", True), (1, 0, "7/12", True)]
    items, height = cycle(80, nodes, edges)
    assert _figure_gap(items, height) < 5
    radius = min(80 * 0.3, 26.0)
    assert _figure_gap(items, 2 * radius + 2 * min(9.0, radius * 0.42) + 6) > 10  # planted: the old height


def test_table_rows_start_with_a_capital(tmp_path):
    """The engines word their labels to run on in a sentence ("aucune combinaison", "série de 3"); a table's row
    starts with a capital, like the rows the templates write beside them. Read from the first cell of every row
    of Ludicitude's and Hares & Tortoises' odds tables. Planted: a row as the engine words it."""
    lud = column_text(_book(tmp_path / "lud", "ludicitude", "fr"))
    race = column_text(_book(tmp_path / "race", str(ROOT / "docs/example-game.toml"), "fr"))
    assert "Aucune combinaison (0 point)" in lud and "Série de 3" in race and "Le plus petit gagne" in race
    assert _lower_rows(lud) == [] and _lower_rows(race) == []
    assert _lower_rows("Aucune combinaison (0 point) 73,09 %\naucune combinaison (0 point) 73,09 %") == ["aucune combinaison"]


def _lower_rows(text: str) -> list[str]:
    """Lines that open with an engine's label in lower case."""
    return [m.group(1) for line in text.splitlines() if (m := re.match(r"(aucune combinaison|série de|le plus petit gagne|somme de)", line))]
