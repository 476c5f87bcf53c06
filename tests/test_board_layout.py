"""The board through the one imposition (issue 34): the kind gives one piece and the Tiles layout, the tiling's
numbers as data, and pnp/layout/imposition/tiles.py makes its pages; a board alone on its page takes small
pieces of its stock beside or under it, read back from the kit's PDF."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_pnp
from sparse import SPARSE, page_shares

from pnp.base.units import paper_size
from pnp.engine.tiling import plan_tiles
from pnp.layout.imposition.tiles import sheets
from pnp.parts.board.tiled import tiles_layout

MM = 72 / 25.4
EXAMPLE = Path(__file__).resolve().parent.parent / "docs" / "example-game.toml"


@pytest.mark.parametrize("width, height, paper", [(283.0, 290.0, "letter"), (283.0, 290.0, "a4"), (610.0, 420.0, "a4"),
                                                  (120.0, 430.0, "a3")])
def test_the_layout_places_the_tiles_the_planner_chose(width, height, paper):
    """The layout carries the plan as numbers (the engine is below no layout): the tiles it places are the
    planner's, name, content, printed region and place on the page, to the last digit."""
    tiling = plan_tiles(width, height, paper_size(paper), paper, xcuts=[18.0 * i for i in range(40)])
    placed = sheets(tiles_layout(tiling))
    assert len(placed) == tiling.count > 1
    assert [(s.name, s.col, s.row, s.content, s.region, s.at, s.strips) for s in placed] == \
        [(t.name, t.col, t.row, t.content, t.region, t.at, t.strips) for t in tiling.tiles]


def _pages(pdf: Path) -> list[tuple[float, float, list, str]]:
    import pdfplumber

    with pdfplumber.open(pdf) as document:
        return [(page.width / MM, page.height / MM, page.extract_words(), page.extract_text() or "")
                for page in document.pages]


def test_a_board_alone_on_its_page_takes_small_pieces_of_its_stock(tmp_path):
    """Lièvres & tortues' 8 × 2 board (208 × 86 mm) fits A4 only turned, and sat alone on its landscape page, 31 %
    used, its card pieces on a sheet of their own. Now its two standees (fold-over pawns, the smallest kind of
    card pieces) stand beside it on that page: the kit keeps its 6 pages, the board's page and the card sheet
    (nets and tokens) are both at least 40 % used, and the board's own file is still the board alone with its
    full-size note."""
    run = run_pnp("build", str(EXAMPLE), "--paper", "a4", "--lang", "fr", "--format", "kit,pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    folder = tmp_path / "lievres-tortues"
    kit = folder / "lievres-tortues-kit.pdf"
    pages = _pages(kit)
    assert len(pages) == 6
    board = [i for i, (_, _, _, text) in enumerate(pages) if "Plateau" in text.splitlines()[-1]]
    assert len(board) == 1, [text.splitlines()[-1] for *_, text in pages]
    width, height, words, text = pages[board[0]]
    assert (width, height) == pytest.approx((297, 210), abs=0.1)  # turned: the board is wider than A4 upright
    letters = [w for w in words if w["text"] == "H"]  # the board's last column
    runners = [w for w in words if w["text"] == "Coureur"]
    assert len(runners) == 2 and letters  # both standees on the board's page, beside it
    assert min(w["x0"] for w in runners) > max(w["x1"] for w in letters)
    card = next(i for i, page in enumerate(pages) if "jetons" in page[3].splitlines()[-1].lower())
    assert "Coureur" not in pages[card][3]
    shares = page_shares(kit)
    assert shares[board[0]] >= SPARSE and shares[card] >= SPARSE, shares
    alone = _pages(folder / "board.pdf")  # the part's own file: the board alone, at full size, as before
    assert len(alone) == 1 and "Coureur" not in alone[0][3] and "taille réelle" in alone[0][3]
