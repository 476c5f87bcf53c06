"""Single pieces (issue 21): pnp.kit.piece gives any named piece of a game alone, front or back, at its trim
size with or without bleed; measured in the PDF it renders to."""

from __future__ import annotations

import pdfplumber
import pytest
from conftest import MM

from pnp.base.errors import PnpError
from pnp.kit import load_game, piece
from pnp.render.pdf import render_pdf
from pnp.scene import Document


@pytest.fixture(scope="module")
def territory():
    return load_game("renards-poules-viperes")


def measured(page, tmp_path) -> tuple[tuple[float, float], list[tuple[float, float]], str]:
    """The page's size (mm), the (width, height) of its circles (mm), and its text."""
    path = tmp_path / "piece.pdf"
    path.write_bytes(render_pdf(Document("piece", [page], "en")))
    with pdfplumber.open(path) as pdf:
        p = pdf.pages[0]
        circles = [(c["width"] / MM, c["height"] / MM) for c in p.curves]
        return (p.width / MM, p.height / MM), circles, p.extract_text()


@pytest.mark.parametrize("side, words", [("front", "Double"), ("back", "Temps")])
def test_a_token_alone_at_its_trim_size(territory, tmp_path, side, words):
    size, circles, text = measured(piece(territory, "time.1", side), tmp_path)
    assert size == pytest.approx((25.0, 25.0), abs=0.1)
    assert any(w == pytest.approx(25.0, abs=0.1) and h == pytest.approx(25.0, abs=0.1) for w, h in circles)
    assert words in text


def test_with_bleed_the_page_grows_by_3_mm_a_side_and_the_piece_stays_its_size(territory, tmp_path):
    size, circles, _ = measured(piece(territory, "hen", "front", bleed=True), tmp_path)
    assert size == pytest.approx((31.0, 31.0), abs=0.1)
    assert any(w == pytest.approx(25.0, abs=0.1) for w, _ in circles)  # the cut line, 3 mm in from each edge
    assert any(w == pytest.approx(31.0, abs=0.1) for w, _ in circles)  # the colour, out to the bleed


def test_standees_and_dice_are_pieces_too(tmp_path):
    clann = load_game("clann")
    size, _, _ = measured(piece(clann, "grand-red"), tmp_path)
    assert size == pytest.approx((14.0, 82.0), abs=0.1)  # both halves and the feet: it folds over
    size, _, _ = measured(piece(load_game("renards-poules-viperes"), "fox-net"), tmp_path)
    assert size[0] == pytest.approx(3 * 20.0, abs=0.1)


@pytest.mark.parametrize("name, side, words", [("hen", "back", "no back"), ("dragon", "front", "no piece named 'dragon'"),
                                               ("hen", "side", "unknown side")])
def test_a_piece_that_is_not_there_is_named(territory, name, side, words):
    with pytest.raises(PnpError, match=words):
        piece(territory, name, side)


def test_a_card_alone_front_and_back_from_its_game_file(tmp_path):
    """Cards lay out their own sheets, and each different card is a piece too, named by its deck and row;
    the game file's folder is where its deck data is read from."""
    from pathlib import Path

    game = str(Path(__file__).resolve().parent.parent / "docs" / "cards-example" / "game.toml")
    size, _, text = measured(piece(game, "astres-1"), tmp_path)
    assert size == pytest.approx((63.5, 88.9), abs=0.1)  # poker
    assert text.strip()
    size, _, _ = measured(piece(game, "astres-1", "back", bleed=True), tmp_path)
    assert size == pytest.approx((63.5 + 6, 88.9 + 6), abs=0.1)
