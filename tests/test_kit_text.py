"""The words of every kit, read back from its PDF: what a reader of the printed pages sees."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest

from conftest import run_pnp
from pnp.kit import load_game
from pnp.spec import builtin_games

GAMES = builtin_games()
PAPERS = ("a4", "letter")


def kit_pages(path: Path) -> list[str]:
    """The text of each page of a PDF."""
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        return [page.get_textpage().get_text_range() for page in pdf]
    finally:
        pdf.close()


@pytest.fixture(scope="module")
def kits(tmp_path_factory) -> dict[tuple[str, str], Path]:
    """(paper, lang) -> the output folder of `pnp build all` (the kit PDFs only)."""
    root = tmp_path_factory.mktemp("kit-text")
    made = {}
    for paper in PAPERS:
        for lang in ("fr", "en"):
            out = root / f"{paper}-{lang}"
            run = run_pnp("build", "all", "--paper", paper, "--lang", lang, "--format", "kit", "--out", str(out))
            assert run.code == 0, run.err
            made[paper, lang] = out
    return made


def french_names(game) -> set[str]:
    """The French names of a game's pieces and faces that English says otherwise: dice, die faces that
    are words, pawns, tokens, token faces, board places."""
    texts = [d.name for d in game.dice] + [p.name for p in game.pawns] + [t.name for t in game.tokens]
    for token in game.tokens:
        texts += [v.label for v in token.variants] + [token.label, getattr(token.back, "label", "")]
    if game.board is not None:
        texts += list(game.board.places) + list(game.board.names)
    names = {x.get("fr", "") for x in texts if isinstance(x, dict) and x.get("fr") != x.get("en")}
    names |= {f for d in game.dice for f in d.faces if isinstance(f, str)}  # faces are named in French
    return {n for n in names if n.strip()}


def outside_parentheses(page: str) -> str:
    previous = None
    while previous != page:
        previous, page = page, re.sub(r"\([^()]*\)", " ", page)
    return page


def test_the_french_names_are_found():
    """The list the next test looks for is the one the issue names."""
    clann = french_names(load_game("clann"))
    assert {"Grand", "Gros", "Mince", "Petit", "Noir"} <= clann
    assert {"Poule", "Renard", "Vipère"} <= french_names(load_game("renards-poules-viperes"))


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game", GAMES)
def test_no_french_piece_or_face_name_outside_parentheses_in_english(kits, game, paper):
    names = french_names(load_game(game))
    pattern = re.compile(r"(?<!\w)(" + "|".join(map(re.escape, sorted(names, key=len, reverse=True))) + r")(?!\w)", re.I)
    found = []
    for n, page in enumerate(kit_pages(kits[paper, "en"] / game / f"{game}-kit.pdf"), 1):
        seen = outside_parentheses(page)
        found += [f"page {n}: {m.group(0)!r} in …{seen[max(0, m.start() - 30):m.end() + 30]!r}…"
                  for m in pattern.finditer(seen)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("paper", PAPERS)
def test_french_kits_do_name_their_pieces_in_french(kits, paper):
    """The same reading finds the names where they belong: the test above can see them."""
    pages = " ".join(kit_pages(kits[paper, "fr"] / "clann" / "clann-kit.pdf"))
    for name in ("Grand", "Gros", "Mince", "Petit", "Noir"):
        assert re.search(rf"(?<!\w){name}(?!\w)", outside_parentheses(pages)), name


def _half_up_percent(value: Fraction) -> str:
    """The reference rounding of a chance to hundredths of a percent, half up, in integers."""
    hundredths = (value * 10000 * 2 + 1) // 2  # floor(x + 1/2)
    return f"{hundredths // 100}.{hundredths % 100:02d}"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_printed_percentage_is_its_fraction_rounded_half_up(kits, lang):
    """'7/12 (58.33%)' wherever a kit prints a fraction beside its percentage."""
    pair = re.compile(r"(?<![\d/])(\d+)/(\d+)\s*\((\d+)[.,](\d\d)\s*%\)")
    seen = 0
    for game in GAMES:
        for page in kit_pages(kits["a4", lang] / game / f"{game}-kit.pdf"):
            for m in pair.finditer(page):
                value = Fraction(int(m[1]), int(m[2]))
                assert f"{m[3]}.{m[4]}" == _half_up_percent(value), m.group(0)
                seen += 1
    assert seen >= 20


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_table_headers_say_what_the_columns_hold(kits, lang):
    one, many, wrong = {"fr": ("lancer", "lancers", "Valeur exacte"), "en": ("roll", "rolls", "Exact value")}[lang]
    rpv = " ".join(kit_pages(kits["a4", lang] / "renards-poules-viperes" / "renards-poules-viperes-kit.pdf"))
    assert re.search(rf"1 {one}\s+3 {many}\s+5 {many}", rpv)  # the aid's series table, whose first column said "1"
    for game in GAMES:
        assert wrong not in " ".join(kit_pages(kits["a4", lang] / game / f"{game}-kit.pdf")), game


def test_ludicitude_states_how_it_counts_two_brelans_of_one_value(kits):
    """The book says six dice alike make two brelans, and gives the chance of 3 brelans that follows."""
    from pnp.game_odds import game_odds
    from pnp.engine.odds import percent

    three = next(f.value for s in game_odds(load_game("ludicitude")) for f in s.figures if f.key == "3B")
    assert percent(three) == "5.24%"
    for lang, words in (("en", "six dice alike"), ("fr", "six dés pareils")):
        book = " ".join(kit_pages(kits["a4", lang] / "ludicitude" / "ludicitude-kit.pdf")).replace("\r\n", " ")
        assert words in book and percent(three, lang) in book, lang


def _red(color) -> bool:
    return bool(color) and len(color) == 3 and color[0] > 0.7 and color[1] < 0.3 and color[2] < 0.3


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("paper", PAPERS)
def test_the_board_overview_is_a_reduced_map_on_paper_with_its_labels_off_the_board(kits, paper, lang):
    import pdfplumber

    words = {"fr": ("Plan réduit des feuilles", "sur papier"), "en": ("Reduced map of the sheets", "on paper")}[lang]
    maps = 0
    for game in GAMES:
        path = kits[paper, lang] / game / f"{game}-kit.pdf"
        found = [(n, said) for n, said in enumerate(kit_pages(path)) if words[0] in said.replace("\r\n", " ")]
        with pdfplumber.open(path) as pdf:
            for n, said in found:
                page, said = pdf.pages[n], said.replace("\r\n", " ")
                maps += 1
                assert words[1] in said
                sheets = [r for r in page.rects if _red(r.get("stroking_color")) and not r.get("fill")]
                assert len(sheets) >= 2, game  # one outline per sheet
                x0, top = min(r["x0"] for r in sheets), min(r["top"] for r in sheets)
                x1, bottom = max(r["x1"] for r in sheets), max(r["bottom"] for r in sheets)
                labels = [c for c in page.chars if _red(c.get("non_stroking_color"))]
                columns = {round(r["x0"]) for r in sheets}
                rows = {round(r["top"]) for r in sheets}
                assert len(labels) == len(columns) + len(rows), (game, [c["text"] for c in labels])
                for c in labels:  # left of the map or above it: never over a cell
                    assert c["x1"] <= x0 + 0.5 or c["bottom"] <= top + 0.5, (game, c["text"], c["x0"], c["top"])
    assert maps >= 2  # Clann and Petits chevaux are tiled on A4 and Letter
