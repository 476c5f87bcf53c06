"""One module per kind of printed part. Each makes Parts: a document to print, and its SVG pages.
What a kind declares, and how the kit finds it, is in registry.py."""

from __future__ import annotations

from msgspec import Struct, field

from pnp.scene import Document, Page


# What parts print on, said once for the guide's table and its shopping list
PAPER = {"fr": "papier", "en": "paper"}
CARD = {"fr": "carte 200–300 g/m²", "en": "card, 200–300 g/m²"}  # boards, tokens, pawns: stiff to handle
THIN_CARD = {"fr": "carte 160–200 g/m²", "en": "card, 160–200 g/m²"}  # dice nets: folds cleanly once scored
STICKER_PAPER = {"fr": "papier autocollant", "en": "sticker paper"}


class GuideEntry(Struct, frozen=True):
    """How one part is printed and made, in both languages: the guide page's row and its making step."""

    name: dict[str, str]
    stock: dict[str, str]
    double: bool
    how: dict[str, str]
    copies: int = 1  # how many times to print it: the player aids, one card per player


class Part(Struct):
    name: str  # file stem, e.g. "dice-stickers"
    document: Document  # what the PDF prints
    svg_pages: list[Page] = field(default_factory=list)  # for editing; the document's pages when empty
    kind: str = ""  # the registered kind that made it (registry.Kind.name); the kit sets it
    guide: GuideEntry | None = None  # set by the kind's builder, or given by the kind's guide()
    lead: tuple[int, GuideEntry] | None = None  # its first pages when they print otherwise: (how many, their entry)
    png_dpi: int = 96  # its PNGs: previews, or the 300 dpi images a print shop takes

    def svgs(self) -> list[Page]:
        return self.svg_pages or self.document.pages
