"""PNG previews, rasterised from the SVG by cairosvg."""


def svg_to_png(svg: bytes, dpi: int = 96) -> bytes:
    import cairosvg  # heavy import; only previews need it

    from pnp.output import no_interrupt

    # Ctrl-C inside cairo's write callback is swallowed by cffi and comes back as a cairo OSError (exit 70);
    # held for the few milliseconds a preview takes, it is raised as itself
    with no_interrupt():
        return cairosvg.svg2png(bytestring=svg, dpi=dpi)
