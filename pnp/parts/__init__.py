"""One module per kind of printed part. Each makes Parts: a document to print, and its SVG pages.
What a kind declares, and how the kit finds it, is in registry.py."""

from __future__ import annotations

from typing import Any

from msgspec import Struct, field

from pnp.base.i18n import every_language
from pnp.pieces import GuideEntry, Piece
from pnp.scene import Document, Page

__all__ = ["CARD", "PAPER", "STICKER_PAPER", "STOCKS", "THIN_CARD", "GuideEntry", "Part"]


# What parts print on, said once for the guide's table and its shopping list
PAPER = every_language("stocks.paper")
CARD = every_language("stocks.card")  # boards, tokens, pawns: stiff to handle
THIN_CARD = every_language("stocks.thin_card")  # dice nets: folds cleanly once scored
STICKER_PAPER = every_language("stocks.sticker_paper")
STOCKS = {"paper": PAPER, "card": CARD, "thin-card": THIN_CARD, "sticker-paper": STICKER_PAPER}  # a Piece's stock in words


class Part(Struct):
    name: str  # file stem, e.g. "dice-stickers"
    document: Document  # what the PDF prints
    svg_pages: list[Page] = field(default_factory=list)  # for editing; the document's pages when empty
    kind: str = ""  # the registered kind that made it (registry.Kind.name); the kit sets it
    guide: GuideEntry | None = None  # set by the kind's builder, or given by the kind's guide()
    lead: tuple[int, GuideEntry] | None = None  # its first pages when they print otherwise: (how many, their entry)
    png_dpi: int = 96  # its PNGs: previews, or the 300 dpi images a print shop takes
    entries: tuple[GuideEntry, ...] = ()  # sheets shared by kinds: the entry of each kind of piece they hold
    kinds: tuple[str, ...] = ()  # and the registered kinds that made them
    # what the part is as one piece, from which the kit sets its pages with others' (a rule book's flow, an aid
    # card, a score sheet's table, a board); None: its pages go in the kit as they are
    piece: Piece | None = None
    kit: bool = True  # False: its own files only, its piece printed in the kit on sheets shared with others
    # A kind gives pieces and the layout they take (pnp.layout.layouts), not pages: the kit lays them out with
    # the one imposition (pnp.layout.imposition.place) and sets the document's pages, empty until then.
    pieces: tuple[Piece, ...] = ()
    layout: Any = None
    svg_layout: Any = None  # the layout of its SVG pages when not its sheets' (a booklet's pages, one a file)

    def svgs(self) -> list[Page]:
        return self.svg_pages or self.document.pages
