"""The OneUp layout (pnp.layout.imposition.one_up), the one door a piece alone on its page goes through: a
proof's or an export's face on its trim grown by bleed, a print shop's face centred on the shop's page and
stood upright. Read from the pages it makes: their sizes, the order of faces, and where each face inks."""

from __future__ import annotations

import pytest

from pnp.layout.imposition import place
from pnp.layout.layouts import OneUp
from pnp.parts.shops import extent
from pnp.pieces import Piece
from pnp.scene import Group, Rect, Style

FRONT, BACK = "#ff0000", "#0000ff"


def card(width: float, height: float, back: bool = True) -> Piece:
    """A card whose faces fill its trim, the front red, the back blue."""
    def face(colour):
        return Group([Rect(0, 0, width, height, Style(fill=colour))])
    return Piece("c.1", "card", face(FRONT), width, height, back=face(BACK) if back else None, family="c")


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
