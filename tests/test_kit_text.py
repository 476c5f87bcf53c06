"""The words of every kit, read back from its PDF: what a reader of the printed pages sees."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import run_pnp
from pnp.spec import builtin_games, load_game

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
