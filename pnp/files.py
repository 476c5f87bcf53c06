"""Parts into file contents: the PDF, one SVG per page, and PNG previews made from the SVGs."""

from __future__ import annotations

from pnp.errors import PnpError
from pnp.parts import Part

PART_FORMATS = ("pdf", "svg", "png")
FORMATS = ("kit", *PART_FORMATS)  # kit: the one PDF holding the guide and every part, made by pnp build only


def parse_formats(text: str, allowed: tuple[str, ...] = FORMATS) -> tuple[str, ...]:
    chosen = tuple(dict.fromkeys(f.strip().lower() for f in text.split(",") if f.strip()))
    unknown = [f for f in chosen if f not in allowed]
    if not chosen or unknown:
        raise PnpError(f"unknown format '{unknown[0] if unknown else text}'; use {', '.join(allowed)} or a list like pdf,svg",
                       where="--format")
    return chosen


def part_files(part: Part, formats: tuple[str, ...]) -> dict[str, bytes]:
    files: dict[str, bytes] = {}
    if "pdf" in formats:
        from pnp.render.pdf import render_pdf

        files[f"{part.name}.pdf"] = render_pdf(part.document)
    if "svg" in formats or "png" in formats:
        from pnp.render.svg import render_svg

        pages = part.svgs()
        for i, page in enumerate(pages, 1):
            stem = part.name if len(pages) == 1 else f"{part.name}-{i}"
            svg = render_svg(page, part.document.title)
            if "svg" in formats:
                files[f"{stem}.svg"] = svg
            if "png" in formats:
                from pnp.render.png import svg_to_png

                files[f"{stem}.png"] = svg_to_png(svg)
    return files
