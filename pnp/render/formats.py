"""The output formats pnp writes, said once: the names --format knows, each one's file suffix, and how a
document becomes its bytes. pnp.files makes a part's files and pnp.parts.charts a chart's from here; the
options check --format against it. Each renderer is imported when its format is asked for, not before."""

from __future__ import annotations

from msgspec import Struct

from pnp.render.ink import Tones
from pnp.scene import Document

PREVIEW_DPI = 150  # a chart's PNG, drawn from its PDF as the kit's previews are


class Format(Struct, frozen=True):
    name: str  # what --format names
    suffix: str  # its files' ending
    part: bool  # a format of each part's own files (pdf, svg, png); kit is the one kit PDF, pnp build's only
    paged: bool  # one file per page (svg, png) rather than one for the document (pdf)


FORMATS = (
    Format("kit", ".pdf", part=False, paged=False),
    Format("pdf", ".pdf", part=True, paged=False),
    Format("svg", ".svg", part=True, paged=True),
    Format("png", ".png", part=True, paged=True),
)
BY_NAME = {f.name: f for f in FORMATS}
NAMES = tuple(f.name for f in FORMATS)  # what pnp build's --format takes
PART_NAMES = tuple(f.name for f in FORMATS if f.part)  # what the other commands' --format takes


def suffixes(names: tuple[str, ...]) -> tuple[str, ...]:
    """The file endings of the formats named, in that order: a chart's --plot file may end in one of them."""
    return tuple(BY_NAME[name].suffix for name in names)


def by_suffix(suffix: str, names: tuple[str, ...]) -> Format | None:
    """The format among `names` whose files end in `suffix` (any case), or None."""
    return next((BY_NAME[n] for n in names if BY_NAME[n].suffix == suffix.lower()), None)


def pdf(document: Document) -> bytes:
    from pnp.render.pdf import render_pdf  # reportlab loads only for a PDF

    return render_pdf(document)


def svgs(document: Document, pages=None) -> list[bytes]:
    """One SVG per page (the document's, or `pages`), in the document's ink."""
    from pnp.render.svg import render_svg  # the SVG writer loads only for SVG files

    tones = Tones(document.ink)  # each colour and picture changed once for all the pages
    return [render_svg(page, document.title, tones) for page in (document.pages if pages is None else pages)]


def pngs(pdf_bytes: bytes, dpi: int) -> list[bytes]:
    """One PNG per page of a PDF already made: the previews are drawn from the very file printed."""
    from pnp.render.png import pdf_to_pngs  # PDFium loads only for previews

    return pdf_to_pngs(pdf_bytes, dpi)


def one_page(document: Document, name: str) -> bytes:
    """A one-page document (a chart) as the bytes of one file in the format named."""
    if name == "svg":
        return svgs(document)[0]
    made = pdf(document)
    return pngs(made, PREVIEW_DPI)[0] if name == "png" else made
