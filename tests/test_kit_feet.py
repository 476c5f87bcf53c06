"""Where the kit sets a small piece of paper (issue 34): a piece to cut out is never on the back of a page to
keep, and a sheet to write on gets its own page, its title clear of every cut line. Read from the PDFs."""

from __future__ import annotations

import re
from pathlib import Path

import pdfplumber
import pytest
from conftest import MM, run_capped, run_pnp
from test_kit_text import SHEETS, _footers, _reading_order, kit_pages, unhyphenated

from pnp.model.spec import builtin_games

SETTINGS = (("a4", "fr"), ("letter", "en"))
KEEP = {"fr": ("· Règle du jeu", "· kit à imprimer"), "en": ("· Rules", "· print-and-play kit")}
SCORE = {"fr": "· Feuille de marque", "en": "· Score sheet"}
CLEAR = 2.0  # mm between a sheet's title and any cut line
# A game of six players keeping a score, as a crazy-eights game would: its score table is wider than a column.
EIGHTS = """id = "huit"
title = { fr = "Huit", en = "Eights" }
players = { min = 2, max = 6 }

[score_sheet]
rounds = 8

[rules]
tagline = { fr = "Videz votre main.", en = "Empty your hand." }
setup = { fr = "Distribuez sept cartes.", en = "Deal seven cards." }
turn = { fr = "Posez une carte de même couleur ou de même valeur.", en = "Play a card of the same suit or rank." }
end = { fr = "Le premier sans carte gagne la manche.", en = "The first with no cards wins the round." }
"""


def build(ref: str, out: Path, paper: str, lang: str, *, capped: bool = True) -> list[Path]:
    args = ("build", ref, "--paper", paper, "--lang", lang, "--format", "kit", "--out", str(out), "--force")
    run = run_capped(*args) if capped else run_pnp(*args)
    assert run.code == 0, run.err
    return sorted(out.rglob("*-kit.pdf"))


@pytest.fixture(scope="module")
def kits(tmp_path_factory) -> list[tuple[Path, str]]:
    root = tmp_path_factory.mktemp("feet-kits")
    return [(pdf, lang) for paper, lang in SETTINGS for pdf in build("all", root / paper, paper, lang, capped=False)]


def double_runs(path: Path, lang: str, guide: int) -> list[tuple[int, int]]:
    """(first kit page, last kit page) of each run the guide says to print on both sides of the sheet."""
    with pdfplumber.open(path, pages=list(range(1, guide + 1))) as pdf:
        words = " ".join(w for page in pdf.pages for w in _reading_order(page))
    words = unhyphenated(re.sub(r"\s+", " ", words.replace("\xa0", " ").replace("\u202f", " ")))
    return [(int(m[1]), int(m[2] or m[1])) for m in SHEETS[lang].finditer(words) if m[6] not in ("recto", "single-sided")]


def cut_lines(page) -> list[tuple[str, float]]:
    """The page's cut lines, each ("h", y) or ("v", x) in mm across the whole page: the dashed lines to cut
    along, and the crop marks (0.15 mm ticks 3 mm long) on the extensions of the cuts."""
    out = []
    for line in page.lines:
        width, long = line["linewidth"] / MM, max(line["x1"] - line["x0"], line["bottom"] - line["top"]) / MM
        if (line.get("dash") and abs(width - 0.2) < 0.02) or (abs(width - 0.15) < 0.01 and abs(long - 3.0) < 0.1):
            across = line["bottom"] - line["top"] < line["x1"] - line["x0"]
            out.append(("h", line["top"] / MM) if across else ("v", line["x0"] / MM))
    return out


def has_cut(page) -> bool:
    return bool(cut_lines(page)) or "✂" in (page.extract_text() or "")


def pages_to_keep(path: Path, lang: str) -> list[bool]:
    """For each kit page: whether it is the rule book's or the guide's (its footer's title says so)."""
    return [any(title.endswith(k) for k in KEEP[lang]) for title, *_ in _footers(kit_pages(path))]


def cut_behind_kept(path: Path, lang: str) -> list[tuple[int, int]]:
    """(kit page with a cut line, kit page to keep on the other side of its sheet) in every double-sided run."""
    keep = pages_to_keep(path, lang)
    guide = _footers(kit_pages(path))[0][4]
    found = []
    with pdfplumber.open(path) as pdf:
        for first, last in double_runs(path, lang, guide):
            for front in range(first, last, 2):  # the run's sheets: its pages two by two
                for a, b in ((front, front + 1), (front + 1, front)):
                    if keep[b - 1] and has_cut(pdf.pages[a - 1]):
                        found.append((a, b))
    return found


def score_on_kept(path: Path, lang: str) -> list[int]:
    """Kit pages of the rule book or the guide that carry a score sheet (its heading, the footer left out)."""
    keep = pages_to_keep(path, lang)
    return [n for n, (text, kept) in enumerate(zip(kit_pages(path), keep, strict=True), 1)
            if kept and SCORE[lang] in "\n".join(text.replace("\xa0", " ").splitlines()[:-2])]


def title_gaps(path: Path, lang: str, title: str) -> list[float]:
    """The distance (mm) from each place a sheet's title is set as a title (3.5 mm type or larger) to each cut
    line of its page."""
    gaps = []
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            lines = cut_lines(page)
            for hit in (h for h in page.search(re.escape(title)) if h["chars"][0]["size"] / MM >= 3.5):
                top, bottom, left, right = (hit[k] / MM for k in ("top", "bottom", "x0", "x1"))
                for axis, at in lines:
                    low, high = (top, bottom) if axis == "h" else (left, right)
                    gaps.append(0.0 if low <= at <= high else min(abs(at - low), abs(at - high)))
    return gaps


def test_no_piece_to_cut_backs_a_page_to_keep_in_the_kits(kits):
    """Every built-in kit, A4 French and Letter English: in each run the guide says to print double-sided, no
    page with a cut line (dashed, crop marks or ✂) has a page of the rule book or the guide on its back; and
    no rule-book page carries a score sheet. Ludicitude's aid card sat on the back of its rule book's page 1."""
    assert len(kits) == 2 * len(builtin_games())
    assert any(double_runs(pdf, lang, _footers(kit_pages(pdf))[0][4]) for pdf, lang in kits)  # the check has runs to read
    for pdf, lang in kits:
        assert cut_behind_kept(pdf, lang) == [], pdf
        assert score_on_kept(pdf, lang) == [], pdf


def test_the_old_placement_is_caught(tmp_path, monkeypatch):
    """Planted: the rule allowing every foot (the old placement) puts Ludicitude's aid card, under its line to
    cut, on the back of a rule-book page in at least one of the four settings (which one follows the book's
    length, here set without its worked examples: A4 French when the reviewer saw it, A4 English since the
    designer's notes went to the book's end), and the check finds it."""
    import pnp.kit

    from pnp.parts import rules_context  # the book's worked examples, left out: the book as long as it was

    monkeypatch.setattr(pnp.kit, "may_foot", lambda piece, pages, double: True)
    monkeypatch.setattr(rules_context, "example_md", lambda game, name, lang: "")
    found = []
    for paper, lang in (("a4", "fr"), ("a4", "en"), ("letter", "fr"), ("letter", "en")):
        pdf = build("ludicitude", tmp_path / f"{paper}-{lang}", paper, lang, capped=False)[0]
        found += cut_behind_kept(pdf, lang)
    assert found and all(cut == kept + 1 for cut, kept in found), found


@pytest.mark.parametrize(("paper", "lang"), SETTINGS)
def test_a_score_sheet_has_its_own_page_and_a_clear_title(tmp_path, paper, lang):
    """A six-player game's score table, wider than a column, went across the foot of the rule book's page under
    a line to cut along, its title on that line (0.2 mm). It gets its own page: no rule-book page carries it,
    and its title stands at least 2 mm from every cut line of its page."""
    (tmp_path / "huit").mkdir()
    (tmp_path / "huit" / "game.toml").write_text(EIGHTS, encoding="utf-8")
    pdf = build(str(tmp_path / "huit" / "game.toml"), tmp_path / "out", paper, lang)[0]
    assert score_on_kept(pdf, lang) == []
    title = {"fr": "Huit · Feuille de marque", "en": "Eights · Score sheet"}[lang]
    with pdfplumber.open(pdf) as doc:
        assert any(page.search(re.escape(title)) for page in doc.pages)
    assert min(title_gaps(pdf, lang, title), default=CLEAR) >= CLEAR


def _old_score_piece(monkeypatch) -> None:
    """Planted: the score sheet's piece as it was before it became its printed sheet (pnp proof, issue 34): its
    table under its title at its natural size, small enough for the old placement to set at a book's foot."""
    import msgspec

    import pnp.parts.score_sheet as score
    from pnp.base.fonts import ascent, fit_line
    from pnp.base.units import MARGIN
    from pnp.parts.player_sheets import Pen, draw_score
    from pnp.pieces import Piece
    from pnp.scene import Group, Text, translate

    seen, drawn = {}, score.sheet_sides

    def sides(sheet, index, context):
        seen.update(context=context, lang=context.lang)
        return drawn(sheet, index, context)

    def table(sheet, sides, paper, guide):
        block = msgspec.structs.replace(sheet.blocks[0], at=None, span=None)
        pen = Pen(sheet.accent, seen["lang"], seen["context"])
        items, width, height = draw_score(block, pen, "score_sheet", paper[0] - 2 * (MARGIN + 6), None)
        heading, size = fit_line(sheet.title, 6.0, width, "bold")
        top = ascent(size, "bold") + 4.0
        group = Group([Text(0, ascent(size, "bold"), heading, size, sheet.accent, "bold"), Group(items, translate(0, top))])
        return Piece("score-sheet", "score-sheet", group, width, top + height, stock="paper", making=("write",), guide=guide)

    monkeypatch.setattr(score, "sheet_sides", sides)
    monkeypatch.setattr(score, "sheet_piece", table)


def test_a_score_title_on_its_cut_line_is_caught(tmp_path, monkeypatch):
    """Planted: with the old placement and the old piece (its table alone) the six-player score sheet shares
    the rule book's page, and its title is found within 2 mm of the line to cut along."""
    import pnp.kit

    monkeypatch.setattr(pnp.kit, "may_foot", lambda piece, pages, double: True)
    _old_score_piece(monkeypatch)
    (tmp_path / "huit").mkdir()
    (tmp_path / "huit" / "game.toml").write_text(EIGHTS, encoding="utf-8")
    pdf = build(str(tmp_path / "huit" / "game.toml"), tmp_path / "out", "a4", "fr", capped=False)[0]
    assert score_on_kept(pdf, "fr") != []
    assert min(title_gaps(pdf, "fr", "Huit · Feuille de marque")) < CLEAR


@pytest.mark.parametrize("template", ["dice", "roll-and-write"])
def test_the_templates_sheets_to_write_on_keep_their_own_pages(tmp_path, template):
    """`pnp new`'s dice game (a score sheet) and roll-and-write game (half-sheet player sheets cut along crop
    marks): no rule-book page carries a score sheet, and each sheet's title is 2 mm or more from every cut."""
    run = run_capped("new", "jeu", "--from", template, cwd=tmp_path)
    assert run.code == 0, run.err
    pdf = build(str(tmp_path / "jeu" / "game.toml"), tmp_path / "out", "a4", "fr")[0]
    assert score_on_kept(pdf, "fr") == []
    gaps = title_gaps(pdf, "fr", "jeu")
    if template == "roll-and-write":  # the half sheets' titles, measured against their crop marks
        assert gaps
    assert min(gaps, default=CLEAR) >= CLEAR
