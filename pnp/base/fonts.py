"""The bundled fonts: their files, their metrics, and which characters they can draw.

Metrics come from reportlab's parse of the TrueType file, the same data the PDF embeds, so a text
measured here is exactly as wide in the PDF and in the SVG (which draws the same glyph outlines).
"""

from functools import cache

from pnp.base.resources import data_dir

MIN_TEXT = 2.1167  # mm: 6 pt (6 × 25.4 / 72), the smallest text printed anywhere (smaller does not read at home)
FONT_FILES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf"}
PDF_NAMES = {"regular": "PnpSans", "bold": "PnpSans-Bold"}


def font_path(font: str):
    return data_dir("fonts") / FONT_FILES[font]


@cache
def reportlab_font(font: str):
    """Parse the font once and register it with reportlab; returns the TTFont."""
    from reportlab.pdfbase import pdfmetrics  # reportlab (~40 ms) loads when a text is first measured
    from reportlab.pdfbase.ttfonts import TTFont

    ttf = TTFont(PDF_NAMES[font], str(font_path(font)))
    pdfmetrics.registerFont(ttf)
    return ttf


def text_width(text: str, size: float, font: str = "regular") -> float:
    """Advance width of `text` at em size `size` (any unit; the result is in the same unit)."""
    return reportlab_font(font).stringWidth(text, size)


SMALLEST = MIN_TEXT  # the smallest a title, heading or footer shrinks to: the same 6 pt floor


def fit_line(text: str, size: float, width: float, font: str = "regular") -> tuple[str, float]:
    """`text` on one line at most `width` wide: shrunk down to SMALLEST, then cut short with an ellipsis."""
    size = max(min(size, fit_size(text, size, width, font)), min(size, SMALLEST))
    if text_width(text, size, font) <= width:
        return text, size
    while text and text_width(text.rstrip() + "…", size, font) > width:
        text = text[:-1]
    return text.rstrip() + "…", size


def fit_size(text: str, largest: float, width: float, font: str = "regular") -> float:
    """The largest size up to `largest` at which `text` is at most `width` wide."""
    one = text_width(text, 1.0, font)
    return min(largest, width / one) if one > 0 else largest


def missing_glyphs(text: str, font: str = "regular") -> set[str]:
    """Characters of `text` the font has no glyph for (white space aside)."""
    cmap = reportlab_font(font).face.charToGlyph
    return {ch for ch in text if ord(ch) not in cmap and not ch.isspace()}


def ascent(size: float, font: str = "regular") -> float:
    """Height of capitals above the baseline, for centring a line of text vertically."""
    return 0.729 * size  # DejaVu Sans cap height is 1493/2048 em, for both weights


def wrap(text: str, size: float, width: float, font: str = "regular") -> list[str]:
    """Greedy line breaking at spaces; a word longer than the line stays whole on its own line."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", size, font) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines
