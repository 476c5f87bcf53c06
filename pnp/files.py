"""Parts into file contents: the PDF, one SVG per page, and a PNG preview of each page of the PDF."""

from __future__ import annotations

from pnp.parts import Part
from pnp.scene import Document

def part_files(part: Part, formats: tuple[str, ...]) -> dict[str, bytes]:
    """The part's files; a preview per SVG page (the whole board, the booklet's pages), drawn from the
    PDF already made when the SVG pages are the PDF's pages, from a PDF of them otherwise."""
    files: dict[str, bytes] = {}
    pages = part.svgs()
    stems = [part.name] if len(pages) == 1 else [f"{part.name}-{i}" for i in range(1, len(pages) + 1)]
    if "pdf" in formats or "png" in formats:
        from pnp.render.pdf import render_pdf  # each renderer loads only for the formats asked for

        pdf = render_pdf(part.document) if "pdf" in formats or not part.svg_pages else b""
        if "pdf" in formats:
            files[f"{part.name}.pdf"] = pdf
        if "png" in formats:
            from pnp.render.png import pdf_to_pngs  # PDFium loads only for previews

            if part.svg_pages:
                pdf = render_pdf(Document(part.document.title, part.svg_pages, part.document.lang))
            files.update((f"{stem}.png", png) for stem, png in zip(stems, pdf_to_pngs(pdf, part.png_dpi), strict=True))
    if "svg" in formats:
        from pnp.render.svg import render_svg  # each renderer loads only for the formats asked for

        files.update((f"{stem}.svg", render_svg(page, part.document.title)) for stem, page in zip(stems, pages))
    return files

