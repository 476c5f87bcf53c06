"""PNG previews, rasterised from the SVG by cairosvg."""


def svg_to_png(svg: bytes, dpi: int = 96) -> bytes:
    import cairosvg  # heavy import; only previews need it

    return cairosvg.svg2png(bytestring=svg, dpi=dpi)
