"""Three sheet layouts of the one imposition, read from what they make (sizes, order of faces, where each face
inks): OneUp (pnp.layout.imposition.one_up), a piece alone on its page (a proof's or an export's face on its
trim grown by bleed, a print shop's face centred on the shop's page and stood upright, a blank back), TableGrid
(pnp.layout.imposition.table), faces in the cells of a digital table's deck sheet, and Showcase
(pnp.layout.imposition.showcase), the blocks of `pnp showcase`'s picture arranged under its title."""

from __future__ import annotations

import pytest

from pnp.layout.imposition import place
from pnp.layout.imposition.table import grid
from pnp.layout.layouts import OneUp, Showcase, TableGrid
from pnp.parts.shops import extent
from pnp.pieces import Piece
from pnp.scene import Group, Rect, Style, Text

FRONT, BACK = "#ff0000", "#0000ff"


def card(width: float, height: float, back: bool = True, number: int = 1) -> Piece:
    """A card whose faces fill its trim, the front red, the back blue."""
    def face(colour):
        return Group([Rect(0, 0, width, height, Style(fill=colour))])
    return Piece(f"c.{number}", "card", face(FRONT), width, height, back=face(BACK) if back else None, family="c")


def inked(page) -> tuple[tuple[float, ...], str]:
    """Where a page's face inks (left, top, right, bottom, rounded to 1e-9 mm) and its colour."""
    fills = [item.style.fill for group in page.items for inner in group.items for item in inner.items]
    return tuple(round(x, 9) for x in extent(page.items)), fills[0]


def test_a_shop_page_holds_a_landscape_card_upright_and_centred():
    pages = place([card(88.9, 63.5)], OneUp(page=(69.85, 95.25), upright=True), (69.85, 95.25), "dtc", "en")
    assert [(p.width, p.height) for p in pages] == [(69.85, 95.25)] * 2
    # 63.5 wide once turned, 88.9 high: 3.175 mm of bleed on every side
    box = (3.175, 3.175, 66.675, 92.075)
    assert [inked(p) for p in pages] == [(pytest.approx(box), FRONT), (pytest.approx(box), BACK)]


def test_a_shop_page_centres_an_upright_card_as_it_stands():
    (page,) = place([card(63.5, 88.9, back=False)], OneUp(page=(69.6, 95.0), upright=True), (69.6, 95.0), "mpc", "en")
    assert (page.width, page.height) == (69.6, 95.0)
    assert inked(page) == (pytest.approx((3.05, 3.05, 66.55, 91.95)), FRONT)


def test_without_a_page_the_face_is_grown_by_the_bleed_and_keeps_its_side():
    pages = place([card(88.9, 63.5)], OneUp(bleed=3.0), (210.0, 297.0), "a4", "en")
    assert [(p.width, p.height) for p in pages] == [(pytest.approx(94.9), pytest.approx(69.5))] * 2
    assert inked(pages[0]) == (pytest.approx((3.0, 3.0, 91.9, 66.5)), FRONT)


def test_a_face_that_draws_nothing_is_a_blank_page_of_the_shop_size():
    """A print shop's white back for a deck without one (pnp.parts.shops): the page of the shop's size with
    nothing on it, not even an empty group (which would write a q/Q pair into DriveThruCards' PDF)."""
    blank = Piece("c.blank", "card", Group([]), 88.9, 63.5)
    (page,) = place([blank], OneUp(page=(69.85, 95.25), upright=True), (69.85, 95.25), "dtc", "en")
    assert (page.width, page.height, page.items) == (69.85, 95.25, [])


# --- TableGrid: a digital table's deck sheet ----------------------------------------------------------------


def test_a_deck_fills_sheets_of_at_most_ten_by_seven_in_reading_order():
    sheets = grid(110, (63.5, 88.9), TableGrid(), 300 / 25.4)
    assert [(s.first, s.faces, s.columns, s.rows) for s in sheets] == [(0, 70, 10, 7), (70, 40, 10, 4)]
    # 300 dpi would be 750 px a card, 7,500 px a row: the cells shrink to whole pixels within 4096 px a side
    assert [s.cell for s in sheets] == [(409, 573), (409, 573)]
    assert (sheets[0].width, sheets[0].height) == (4090, 4011)
    assert sheets[1].box(12) == (2 * 409, 1 * 573, 409, 573)  # the 13th card: third column, second row
    assert sheets[1].box(39) == (9 * 409, 3 * 573, 409, 573)


def test_a_small_deck_takes_the_columns_it_needs_and_at_least_two_by_two():
    assert [(s.columns, s.rows) for s in grid(3, (63.5, 88.9), TableGrid(), 1.0)] == [(3, 2)]
    assert [(s.columns, s.rows) for s in grid(1, (63.5, 88.9), TableGrid(), 1.0)] == [(2, 2)]
    assert [(s.columns, s.rows) for s in grid(7, (63.5, 88.9), TableGrid(columns=3, rows=2), 1.0)] == [(3, 2), (2, 2)]


def test_the_grid_laid_as_pages_puts_each_face_in_its_cell():
    cards = [card(60.0, 90.0, number=n) for n in range(1, 8)]
    pages = place(cards, TableGrid(columns=3, rows=2), (210.0, 297.0), "a4", "en")
    # fronts then backs of each sheet: 6 cards on 3 × 2, then 1 on 2 × 2
    assert [(p.width, p.height) for p in pages] == [(180.0, 180.0)] * 2 + [(120.0, 180.0)] * 2
    assert [inked(p)[1] for p in pages] == [FRONT, BACK, FRONT, BACK]
    fronts = pages[0].items
    assert [extent([g]) for g in fronts] == [pytest.approx((x, y, x + 60, y + 90)) for y in (0, 90) for x in (0, 60, 120)]
    assert [g.role for g in fronts] == ["piece c"] * 6


# --- Showcase: pnp showcase's picture ------------------------------------------------------------------------


def block(name: str, width: float, height: float) -> Piece:
    """A block of the picture: a piece whose front fills its box."""
    return Piece(name, "block", Group([Rect(0, 0, width, height, Style(fill=FRONT))]), width, height)


def blocks_on(page) -> dict[str, tuple[float, float, float, float]]:
    """Each block's box on the page (left, top, right, bottom), by its group's role."""
    return {item.role: extent([item]) for item in page.items if isinstance(item, Group)}


def test_the_showcase_keeps_every_block_inside_its_margins_under_the_title_and_apart():
    layout = Showcase(line="2-4 players")
    pieces = [block("board", 300, 300), block("fan", 120, 110), block("pile", 70, 95), block("tokens", 100, 30)]
    (page,) = place(pieces, layout, None, "", "en", title="Game")
    assert page.width / page.height == pytest.approx(1.5)
    margin, band = 0.05 * page.height, 0.15 * page.height
    boxes = blocks_on(page)
    assert sorted(boxes) == ["showcase-board", "showcase-fan", "showcase-pile", "showcase-tokens"]
    for left, top, right, bottom in boxes.values():
        assert left >= margin - 1e-6 and right <= page.width - margin + 1e-6
        assert top >= margin + band - 1e-6 and bottom <= page.height - margin + 1e-6
    # no two blocks meet: at least the smallest gap (8 mm) between them across or down
    for a, b in [(a, b) for a in boxes.values() for b in boxes.values() if a < b]:
        assert max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3]) >= 8.0 - 1e-6
    # the picture is no wider than it must be: the blocks reach the margins across, or the band and margin down
    lefts, rights = min(b[0] for b in boxes.values()), max(b[2] for b in boxes.values())
    tops, bottoms = min(b[1] for b in boxes.values()), max(b[3] for b in boxes.values())
    assert (rights - lefts == pytest.approx(page.width - 2 * margin)
            or bottoms - tops == pytest.approx(page.height - 2 * margin - band))
    ground = page.items[0]
    assert (ground.w, ground.h, ground.style.fill) == (page.width, page.height, layout.ground)
    texts = {item.role: item for item in page.items if isinstance(item, Text)}
    assert (texts["showcase-title"].text, texts["showcase-line"].text) == ("Game", "2-4 players")
    assert margin < texts["showcase-title"].y < texts["showcase-line"].y < margin + band


def test_the_showcase_lays_equal_blocks_in_the_run_that_fills_the_picture_and_reads_its_layout():
    squares = [block(f"b{n}", 100, 100) for n in range(3)]
    (page,) = place(squares, Showcase(), None, "", "en", title="Game")
    assert len({round(box[1], 6) for box in blocks_on(page).values()}) == 1  # one row across the 3:2 picture
    flat = [block(f"t{n}", 100, 10) for n in range(3)]
    (page,) = place(flat, Showcase(aspect=2.0, ground="#123456"), None, "", "en", title="Game")
    assert page.width / page.height == pytest.approx(2.0) and page.items[0].style.fill == "#123456"
    assert len({round(box[0], 6) for box in blocks_on(page).values()}) == 1  # flat blocks: one column
    assert place([], Showcase(), None, "", "en", title="Game") == []
