"""pnp proof of the parts drawn whole (issue 34, every kind gives pieces): a rule-book page, a board, an aid, a
sheet to write on and the score sheet, each named as a player would guess ("rules-2", "board", "aid",
"score-sheet", a sheet's id) and drawn alone at its trim size. Each proof is read back (PIL) and set against
the page that prints it: the kit page (pdfplumber finds it, PDFium draws it at the proof's dpi from its corner)
cut at the piece's place, or the rules part's own page. At 127 dpi a fifth of a millimetre is a whole pixel,
so the 5 mm margin a sheet stands at falls on whole pixels and the proof and the page share their phase."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pdfplumber
import pytest
from conftest import assert_clean_error, page_pixels, run_capped, run_pnp
from PIL import Image

from pnp.base.units import FOOTER, MARGIN

ROOT = Path(__file__).resolve().parent.parent
ORCHARDS = str(ROOT / "docs/roll-and-write-example/game.toml")
DPI = 127  # 5 px a millimetre
PX = DPI / 25.4
A4 = (210.0, 297.0)
SHEET = (A4[0] - 2 * MARGIN, A4[1] - 2 * MARGIN - FOOTER)  # a whole-page sheet's trim: the printable area
# The proof and the page it is cut from are the same drawing at the same phase. Measured means: 0.000 (the score
# sheet, the orchard sheet, the rule-book pages: at most 1 level anywhere) and 0.105 for the aid card, whose
# page prints "couper ici" 0.8 mm above the cut line, inside the card's box. A wrong page or the right one 2 mm
# off: 8.7 to 20.7.
SAME = 1.0  # of 255, on average over the piece
WRONG = 5.0


def raster(pdf: Path, number: int) -> np.ndarray:
    """A page of the PDF drawn by PDFium at DPI from its top-left corner, RGB on white."""
    return page_pixels(pdf, number, DPI)


def proof(tmp_path: Path, game: str, name: str, *extra: str) -> np.ndarray:
    out = tmp_path / f"{name}{''.join(extra)}.png"
    done = run_pnp("proof", game, name, "--dpi", str(DPI), "--out", str(out), *extra)
    assert done.code == 0, done.err
    with Image.open(out) as image:
        return np.asarray(image.convert("RGB")).astype(int)


def assert_size(image: np.ndarray, trim: tuple[float, float]) -> None:
    """The PNG is the piece's trim at DPI, within a pixel."""
    height, width = image.shape[:2]
    assert abs(width - trim[0] * PX) <= 1 and abs(height - trim[1] * PX) <= 1, ((width, height), trim)


def difference(page: np.ndarray, corner: tuple[float, float], piece: np.ndarray) -> float:
    """The mean difference, in levels of 255, between the piece and the page cut at `corner` (x, y in mm)."""
    left, top = round(corner[0] * PX), round(corner[1] * PX)
    cut = page[top:top + piece.shape[0], left:left + piece.shape[1]]
    assert cut.shape == piece.shape, (cut.shape, piece.shape)
    return float(np.abs(cut - piece).mean())


def kit(tmp_path: Path, game: str) -> Path:
    built = run_pnp("build", game, "--format", "kit", "--paper", "a4", "--lang", "fr", "--out", str(tmp_path / "kit"))
    assert built.code == 0, built.err
    return next((tmp_path / "kit").rglob("*-kit.pdf"))


def kit_page(pdf: Path, *words: str) -> int:
    """The one kit page whose text holds every word."""
    with pdfplumber.open(pdf) as document:
        found = [n for n, page in enumerate(document.pages) if all(w in (page.extract_text() or "") for w in words)]
    assert len(found) == 1, (words, found)
    return found[0]


def test_aid_and_score_sheet_are_their_kit_pages_pieces(tmp_path):
    """Ludicitude's aid card (the top card of its page of two, as wide as the sheet) and its score sheet (a
    whole-page sheet in the printable area), each against its kit page cut at its place. Planted: the score
    sheet's page cut where the aid stands, and the aid's page where the score sheet stands, differ."""
    pdf = kit(tmp_path, "ludicitude")
    aid = proof(tmp_path, "ludicitude", "aid")
    assert_size(aid, (A4[0], SHEET[1] / 2))
    score = proof(tmp_path, "ludicitude", "score-sheet")
    assert_size(score, SHEET)
    aid_page = raster(pdf, kit_page(pdf, "couper ici"))
    score_page = raster(pdf, kit_page(pdf, "Feuille de marque", "Total", "Joueur 8"))
    assert difference(aid_page, (0, MARGIN), aid) < SAME
    assert difference(score_page, (MARGIN, MARGIN), score) < SAME
    assert difference(score_page, (0, MARGIN), aid) > WRONG
    assert difference(aid_page, (MARGIN, MARGIN), score) > WRONG


def test_a_sheet_to_write_on_by_its_id(tmp_path):
    """The roll-and-write example's orchard sheet (a [[sheets]] entry, id "orchard") is its kit page's sheet;
    it has no back, which --side back says in one line."""
    pdf = kit(tmp_path, ORCHARDS)
    sheet = proof(tmp_path, ORCHARDS, "orchard")
    assert_size(sheet, SHEET)
    page = raster(pdf, kit_page(pdf, "LE VERGER", "RÉCOLTE"))
    assert difference(page, (MARGIN, MARGIN), sheet) < SAME
    assert difference(page, (MARGIN + 2, MARGIN), sheet) > WRONG  # planted: 2 mm off
    assert_clean_error(run_pnp("proof", ORCHARDS, "orchard", "--side", "back", "--out", str(tmp_path / "b.png")), "no back")


def test_rule_book_pages_by_number_in_the_language_asked(tmp_path):
    """rules-1 and rules-2 are the pages of Ludicitude's rules part (its own PDF, drawn whole from its corner),
    in the language asked: the English page 2 against the English book; planted, the French page 2 and the
    English page 1 against it differ."""
    built = run_pnp("build", "ludicitude", "--parts", "rules", "--format", "pdf", "--lang", "en", "--out", str(tmp_path / "book"))
    assert built.code == 0, built.err
    book = next((tmp_path / "book").rglob("rules.pdf"))
    with pdfplumber.open(book) as document:
        assert len(document.pages) == 2
    second = proof(tmp_path, "ludicitude", "rules-2", "--lang", "en")
    assert_size(second, A4)
    page = raster(book, 1)
    assert difference(page, (0, 0), second) < SAME
    assert difference(page, (0, 0), proof(tmp_path, "ludicitude", "rules-2", "--lang", "fr")) > WRONG
    first = proof(tmp_path, "ludicitude", "rules-1", "--lang", "en")
    assert difference(page, (0, 0), first) > WRONG
    assert difference(raster(book, 0), (0, 0), first) < SAME


def test_a_board_whole_at_its_size(tmp_path):
    """Clann's board, which the kit tiles over sheets, proofs whole and untiled: 15 cells of 18 mm and 2 mm round
    them a side, the ring of its drawing (not a blank page)."""
    board = proof(tmp_path, "clann", "board")
    assert_size(board, (15 * 18 + 2 * 2, board.shape[0] / PX))
    assert abs(board.shape[0] / PX - 292.8) < 1  # its drawn height, the score ring under it
    assert (board < 200).any(axis=2).mean() > 0.2  # drawn: a fifth of it or more is not paper


@pytest.mark.parametrize(("game", "names"), [
    ("ludicitude", ("aid", "score-sheet", "rules-1", "rules-2")),
    ("clann", ("board", "aid", "rules-1", "grand-red to grand-green")),
    (ORCHARDS, ("orchard", "rules-1", "tree-net")),
])
def test_an_unknown_name_lists_every_part(tmp_path, game, names):
    """Planted: a name no piece has ("harbour") is refused in one line that names the parts, run capped."""
    done = run_capped("proof", game, "harbour", "--out", str(tmp_path / "x.png"), cwd=tmp_path)
    assert_clean_error(done, "PIECE", "no piece named 'harbour'", *names)
    assert not (tmp_path / "x.png").exists()
