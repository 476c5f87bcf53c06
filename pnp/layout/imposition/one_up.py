"""OneUp: one piece alone on a page of its trim size grown by its bleed (a proof, a print shop's page, an
export's face)."""

from __future__ import annotations

from pnp.layout.layouts import OneUp
from pnp.pieces import Piece
from pnp.scene import Group, Page, translate


def face_page(piece: Piece, side: str = "front", bleed: float | None = None) -> Page:
    """One face of a piece ("front" or "back") alone on a page of its trim size grown by `bleed` a side (the
    piece's own bleed when None)."""
    face = piece.front if side == "front" else piece.back
    b = piece.bleed if bleed is None else bleed
    page = Page(piece.width + 2 * b, piece.height + 2 * b)
    page.items.append(Group([face], translate(b, b), role=f"piece {piece.family or piece.name}"))
    return page


def place(pieces: list[Piece], layout: OneUp, paper, paper_name: str, lang: str, *, duplex: str = "long",
          title: str = "", notice: str = "") -> list[Page]:
    """Each piece's front, then its back when it has one, one to a page."""
    pages = []
    for piece in pieces:
        for side in ("front", "back") if piece.back is not None else ("front",):
            pages.append(face_page(piece, side, layout.bleed or None))
    return pages
