"""Parts into file contents: the PDF, one SVG per page, and a PNG preview of each page of the PDF, each
format's suffix and renderer from pnp.render.formats."""

from __future__ import annotations

from pnp.parts import Part
from pnp.render import formats as output_formats
from pnp.scene import Document

SUFFIX = {f.name: f.suffix for f in output_formats.FORMATS}


def part_files(part: Part, formats: tuple[str, ...]) -> dict[str, bytes]:
    """The part's files; a preview per SVG page (the whole board, the booklet's pages), drawn from the
    PDF already made when the SVG pages are the PDF's pages, from a PDF of them otherwise."""
    files: dict[str, bytes] = {}
    pages = part.svgs()
    stems = [part.name] if len(pages) == 1 else [f"{part.name}-{i}" for i in range(1, len(pages) + 1)]
    if "pdf" in formats or "png" in formats:
        pdf = output_formats.pdf(part.document) if "pdf" in formats or not part.svg_pages else b""
        if "pdf" in formats:
            files[part.name + SUFFIX["pdf"]] = pdf
        if "png" in formats:
            if part.svg_pages:
                pdf = output_formats.pdf(Document(part.document.title, part.svg_pages, part.document.lang, part.document.ink))
            previews = output_formats.pngs(pdf, part.png_dpi)
            files.update((stem + SUFFIX["png"], png) for stem, png in zip(stems, previews, strict=True))
    if "svg" in formats:
        files.update((stem + SUFFIX["svg"], svg) for stem, svg in zip(stems, output_formats.svgs(part.document, pages)))
    return files
