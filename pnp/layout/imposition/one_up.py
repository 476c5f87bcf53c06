"""OneUp: one piece alone on a page of its trim size grown by its bleed (a proof, an export's face), or
centred on a page of a set size (a print shop's, turned upright when the shop wants it). A piece whose face
draws nothing gives a blank page of that size (a print shop's white back for a deck without one)."""

from __future__ import annotations

from msgspec.structs import replace

from pnp.layout.layouts import OneUp
from pnp.pieces import Piece
from pnp.scene import Group, Page, compose, rotate, translate


def face_page(piece: Piece, side: str = "front", bleed: float | None = None) -> Page:
    """One face of a piece ("front" or "back") alone on a page of its trim size grown by `bleed` a side (the
    piece's own bleed when None)."""
    return _sheet(piece, side, OneUp(bleed=piece.bleed if bleed is None else bleed))


def _sheet(piece: Piece, side: str, layout: OneUp) -> Page:
    """A face on its page as the layout says: grown by the bleed, or centred on the layout's page (turned a
    quarter turn clockwise when the layout stands landscape pieces upright)."""
    face = piece.front if side == "front" else piece.back
    turned = layout.upright and piece.width > piece.height
    upright_width, upright_height = (piece.height, piece.width) if turned else (piece.width, piece.height)
    if layout.page:
        width, height = layout.page
        dx, dy = (width - upright_width) / 2, (height - upright_height) / 2
    else:
        width, height = upright_width + 2 * layout.bleed, upright_height + 2 * layout.bleed
        dx = dy = layout.bleed
    if not face.items:  # a face that draws nothing leaves its page blank: no group, not even an empty one
        return Page(width, height)
    # a quarter turn clockwise about the origin sends the face's left edge to its top: shifted back by its height
    place = compose(translate(dx + piece.height, dy), rotate(90)) if turned else translate(dx, dy)
    return Page(width, height, [Group([face], place, role=f"piece {piece.family or piece.name}")])


def place(pieces: list[Piece], layout: OneUp, paper, paper_name: str, lang: str, *, duplex: str = "long",
          title: str = "", notice: str = "") -> list[Page]:
    """Each piece's front, then its back when it has one, one to a page (no footer: the page is the piece)."""
    pages = []
    for piece in pieces:
        sized = layout if layout.page or layout.bleed else replace(layout, bleed=piece.bleed)
        for side in ("front", "back") if piece.back is not None else ("front",):
            pages.append(_sheet(piece, side, sized))
    return pages
