"""One module per kind of printed thing. Each makes Parts: a document to print, and its SVG pages."""

from __future__ import annotations

from dataclasses import dataclass, field

from pnp.scene import Document, Page


@dataclass
class Part:
    name: str  # file stem, e.g. "dice-stickers"
    document: Document  # what the PDF prints
    svg_pages: list[Page] = field(default_factory=list)  # for editing; the document's pages when empty

    def svgs(self) -> list[Page]:
        return self.svg_pages or self.document.pages
