"""The bundled fonts: their files, their metrics, and which characters they can draw.

Metrics come from reportlab's parse of the TrueType file, the same data the PDF embeds, so a text
measured here is exactly as wide in the PDF and in the SVG (which draws the same glyph outlines).

That parse takes reportlab about 12 ms a font at every start (a tenth of a small build, two fonts). It is
stored beside each font (fonts/*.ttf.parsed, made by `python -m pnp.base.fonts`) with the reportlab version
and the font file's SHA-256, and read back in about 3 ms; when either differs, the font is parsed as before.
The stored parse holds only plain values (dicts, lists, numbers, strings, bytes): no class is ever loaded.

The SVG writer draws text as the glyphs' outlines, which fontTools reads from the font: importing fontTools and
reading the glyph table took about 40 ms of a build that writes SVG, and each glyph drawn more. The outlines of
every glyph, as fontTools draws them, are stored the same way (fonts/*.ttf.outlines, zlib-compressed, keyed by
the font file's SHA-256) and read back in about 5 ms; fontTools reads the font only when they do not match.
"""

import hashlib
import io
import pickle
import re
import weakref
import zlib
from functools import cache, lru_cache
from typing import NamedTuple

from pnp.base.resources import data_dir

MIN_TEXT = 2.1167  # mm: 6 pt (6 × 25.4 / 72), the smallest text printed anywhere (smaller does not read at home)
# Vollkorn, a serif with a true italic, the one body face (issue 35): the running text of the kit's guide, the
# rule books, the aids and the sheets' text blocks, their headings in its bold. DejaVu Sans for the labels printed
# on small pieces (tokens, dice, board cells, cards) and figures: not body text, and its wide, open shapes stay
# clear at 6 pt (fonts/README.md says why and how the files were made)
FONT_FILES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf",
              "serif": "Vollkorn-Regular.ttf", "serif-italic": "Vollkorn-Italic.ttf",
              "serif-bold": "Vollkorn-Bold.ttf", "serif-bold-italic": "Vollkorn-BoldItalic.ttf"}
PDF_NAMES = {"regular": "PnpSans", "bold": "PnpSans-Bold", "serif": "PnpSerif", "serif-italic": "PnpSerif-Italic",
             "serif-bold": "PnpSerif-Bold", "serif-bold-italic": "PnpSerif-BoldItalic"}
# a character the serif lacks (a symbol such as ✂ or ⚀) is drawn from the sans of the same weight
FALLBACK = {"serif": "regular", "serif-italic": "regular", "serif-bold": "bold", "serif-bold-italic": "bold"}
DESIGNER_PREFIX = "file-"  # a designer's own font's key: the prefix and its file's SHA-256 (add_font)


class Face(NamedTuple):
    """A family's four fonts, by key: what a run of text in a given weight and slant is set in."""

    regular: str
    bold: str
    italic: str
    bold_italic: str

    def pick(self, bold: bool, italic: bool = False) -> str:
        return (self.bold_italic if italic else self.bold) if bold else (self.italic if italic else self.regular)


SANS = Face("regular", "bold", "regular", "bold")  # DejaVu Sans has no italic bundled: it is slanted (OBLIQUE)
OBLIQUE = -0.21  # x shift per unit of height: a 12° slant, the italic of a face that has none
SERIF = Face("serif", "serif-bold", "serif-italic", "serif-bold-italic")


class _Designer(NamedTuple):
    name: str  # as the game file wrote it, for messages
    data: bytes  # TrueType outlines (a CFF OpenType font is converted once, by add_font's caller)
    original: bytes  # the font as a plain sfnt (a WOFF unpacked), which fontTools draws for the SVG
    licence: str  # what its licence bits allow: "installable", "preview" or "editable" (pnp.model.font_limits)


_DESIGNER: dict[str, _Designer] = {}


def add_font(name: str, data: bytes, truetype: bytes | None = None, licence: str = "installable") -> str:
    """A designer's own font (already checked by pnp.model.typefaces) made usable by key, as the bundled ones;
    `truetype` is its glyphs as TrueType outlines when the file has CFF ones (reportlab reads only those)."""
    key = DESIGNER_PREFIX + hashlib.sha256(data).hexdigest()[:16]
    _DESIGNER.setdefault(key, _Designer(name, truetype or data, data, licence))
    return key


def font_licence(font: str) -> str:
    """What a font's licence allows pnp: the bundled ones are free ("installable"), a designer's as it says."""
    return _DESIGNER[font].licence if is_designer(font) else "installable"


def is_designer(font: str) -> bool:
    return font.startswith(DESIGNER_PREFIX)


def font_name(font: str) -> str:
    """How messages name a font: its file, as the game file wrote it, or the bundled file."""
    return _DESIGNER[font].name if is_designer(font) else FONT_FILES[font]


def font_path(font: str):
    return data_dir("fonts") / FONT_FILES[font]


def parsed_path(font: str):
    """Where reportlab's parse of the font is stored (see the top of the file)."""
    return font_path(font).with_name(FONT_FILES[font] + ".parsed")


@cache
def reportlab_font(font: str):
    """The font, parsed once (or read back from its stored parse) and registered with reportlab; the TTFont."""
    from reportlab.pdfbase import pdfmetrics  # reportlab (~40 ms) loads when a text is first measured
    from reportlab.pdfbase.ttfonts import TTFont

    if is_designer(font):  # never a stored parse: it is the designer's file, read as it is today
        ttf = TTFont("Pnp" + font.title().replace("-", ""), io.BytesIO(_DESIGNER[font].data))
    else:
        path = font_path(font)
        data = path.read_bytes()
        ttf = _stored_font(font, data) or TTFont(PDF_NAMES[font], str(path))
    pdfmetrics.registerFont(ttf)
    return ttf


def _key(data: bytes) -> list[str]:
    """What a stored parse must have been made from: this reportlab version, this very font file."""
    from reportlab import Version  # loaded already by whoever asks (reportlab_font, store_parses)

    return [Version, hashlib.sha256(data).hexdigest()]


class _PlainValues(pickle.Unpickler):
    def find_class(self, module, name):  # a stored parse is plain values: any class in it is refused
        raise pickle.UnpicklingError(f"{module}.{name}")


def _stored_font(font: str, data: bytes):
    """The TTFont rebuilt from its stored parse, as TTFont(name, path) makes it; None when there is none, or
    when it was made from another font file or by another reportlab version (then the caller parses)."""
    from reportlab import rl_config  # loaded already by reportlab_font's imports
    from reportlab.pdfbase import ttfonts

    try:
        with open(parsed_path(font), "rb") as f:
            stored = _PlainValues(f).load()
    except (OSError, pickle.UnpicklingError, EOFError, ValueError):
        return None
    if not isinstance(stored, dict) or stored.get("key") != _key(data):
        return None
    face = ttfonts.TTFontFace.__new__(ttfonts.TTFontFace)
    face.__dict__.update(stored["face"])
    face.__dict__.update({name: ttfonts.TTFNameBytes(raw) for name, raw in stored["names"].items()})
    face.filename, face._ttf_data, face._pdfScale = str(font_path(font)), data, _Scale(face.unitsPerEm)
    # what TTFont.__init__ sets around its face, in the reportlab version of the key (a test compares the two)
    ttf = ttfonts.TTFont.__new__(ttfonts.TTFont)
    ttf.fontName, ttf.face, ttf.encoding = PDF_NAMES[font], face, ttfonts.TTEncoding()
    ttf.state = weakref.WeakKeyDictionary()
    ttf._asciiReadable = rl_config.ttfAsciiReadable
    ttf.shapable = not any(ttfonts.fnmatch(ttf.fontName, glob) for glob in ttfonts.unShapedFontGlob)
    return ttf


class _Scale:
    """Font units to PDF's thousandths of an em, as the face's _pdfScale (reportlab's is a lambda: not storable)."""

    def __init__(self, units_per_em: int):
        self.factor = 1000 / units_per_em

    def __call__(self, value):
        return value * self.factor


def store_parses() -> list:
    """Parse each font with reportlab and store the result beside it (see the top of the file); the paths."""
    from reportlab.pdfbase.ttfonts import TTFNameBytes, TTFont  # only when the stored parses are remade

    written = []
    for font in FONT_FILES:
        path = font_path(font)
        face = dict(TTFont(PDF_NAMES[font], str(path)).face.__dict__)
        for made_here in ("filename", "_ttf_data", "_pdfScale"):
            del face[made_here]
        names = {name: bytes(value) for name, value in face.items() if isinstance(value, TTFNameBytes)}
        for name in names:
            del face[name]
        stored = {"key": _key(path.read_bytes()), "face": face, "names": names}
        parsed_path(font).write_bytes(pickle.dumps(stored, protocol=4))
        written.append(parsed_path(font))
    return written


def outlines_path(font: str):
    """Where the font's glyph outlines are stored (see the top of the file)."""
    return font_path(font).with_name(FONT_FILES[font] + ".outlines")


@cache
def _sha256(font: str) -> str:
    return hashlib.sha256(font_path(font).read_bytes()).hexdigest()


def glyph_outlines(font: str):
    """What the SVG writer needs to draw the font's glyphs: (code point -> glyph name, glyph name -> advance,
    units per em, glyph name -> SVG path data), from the stored outlines when they are this font's, else read
    from the font by fontTools (each glyph drawn at its first use)."""
    if is_designer(font):
        return read_outlines(font)[:4]
    try:
        with open(outlines_path(font), "rb") as f:
            stored = _PlainValues(io.BytesIO(zlib.decompress(f.read()))).load()
    except (OSError, zlib.error, pickle.UnpicklingError, EOFError, ValueError):
        stored = None
    if isinstance(stored, dict) and stored.get("key") == _sha256(font):
        return stored["cmap"], stored["advance"], stored["upm"], stored["paths"].__getitem__
    return read_outlines(font)[:4]


def read_outlines(font: str):
    """glyph_outlines read from the font by fontTools, and the glyphs' names in the font's order."""
    from fontTools.pens.svgPathPen import SVGPathPen  # only without stored outlines, or to store them
    from fontTools.ttLib import TTFont

    source = io.BytesIO(_DESIGNER[font].original) if is_designer(font) else str(font_path(font))
    tt = TTFont(source, lazy=True)
    glyphs = tt.getGlyphSet()

    @cache
    def path(name: str) -> str:
        pen = SVGPathPen(glyphs, ntos=lambda v: f"{v:g}")
        glyphs[name].draw(pen)
        return pen.getCommands()

    advance = {name: metrics[0] for name, metrics in tt["hmtx"].metrics.items()}
    return tt.getBestCmap(), advance, tt["head"].unitsPerEm, path, tt.getGlyphOrder()


def store_outlines() -> list:
    """Draw every glyph of each font with fontTools and store the outlines beside it; the paths."""
    written = []
    for font in FONT_FILES:
        cmap, advance, upm, path, order = read_outlines(font)
        stored = {"key": _sha256(font), "cmap": cmap, "advance": advance, "upm": upm,
                  "paths": {name: path(name) for name in order}}
        outlines_path(font).write_bytes(zlib.compress(pickle.dumps(stored, protocol=4), 9))
        written.append(outlines_path(font))
    return written


@lru_cache(maxsize=4096)  # the same words are measured again and again: W1 measures 317 texts 1431 times
def text_width(text: str, size: float, font: str = "regular") -> float:
    """Advance width of `text` at em size `size` (any unit; the result is in the same unit), each character in
    the font that draws it (segments). A font's name is its content (a designer's font is named by its digest),
    so a width kept for a name stays true."""
    lacks = _lacks(font)
    if lacks is None or lacks.search(text) is None:
        return reportlab_font(font).stringWidth(text, size)
    return sum(reportlab_font(f).stringWidth(t, size) for t, f in segments(text, font))


SPACES = "\u00a0\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f"  # what typography puts between words


def _fallback(font: str) -> str | None:
    """The font drawing what `font` lacks: the sans for the serif; for a designer's font, the sans's white space
    only (a font without the narrow no-break space French puts before « ; »), as anything it draws is its own."""
    return "regular" if is_designer(font) else FALLBACK.get(font)


@cache
def _lacks(font: str):
    """A pattern finding a character the font cannot draw and its fallback draws; None when there is none."""
    if _fallback(font) is None:
        return None
    if is_designer(font):
        cmap = reportlab_font(font).face.charToGlyph
        spaces = "".join(ch for ch in SPACES if ord(ch) not in cmap)
        return re.compile(f"[{spaces}]+") if spaces else None
    has = sorted(reportlab_font(font).face.charToGlyph)
    ranges: list[list[int]] = []
    for code in has:
        if ranges and code == ranges[-1][1] + 1:
            ranges[-1][1] = code
        else:
            ranges.append([code, code])
    inside = "".join(re.escape(chr(a)) if a == b else f"{re.escape(chr(a))}-{re.escape(chr(b))}" for a, b in ranges)
    return re.compile(f"[^{inside}\\s]+")


def segments(text: str, font: str) -> list[tuple[str, str]]:
    """`text` cut where the font lacks a character and its FALLBACK draws it: (stretch, font) in order."""
    lacks = _lacks(font)
    if lacks is None:
        return [(text, font)]
    out: list[tuple[str, str]] = []
    at = 0
    for match in lacks.finditer(text):
        if match.start() > at:
            out.append((text[at:match.start()], font))
        out.append((match.group(), _fallback(font)))
        at = match.end()
    if at < len(text) or not out:
        out.append((text[at:], font))
    return out


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
    missing = {ch for ch in text if ord(ch) not in cmap and not ch.isspace()}
    return missing_glyphs("".join(missing), FALLBACK[font]) if missing and font in FALLBACK else missing


def ascent(size: float, font: str = "regular") -> float:
    """Height of capitals above the baseline, for centring a line of text vertically."""
    if font in ("regular", "bold"):
        return 0.729 * size  # DejaVu Sans cap height is 1493/2048 em, for both weights
    return _cap_height(font) * size


@cache
def _cap_height(font: str) -> float:
    return reportlab_font(font).face.capHeight / 1000  # the OS/2 table's, in thousandths of an em

def wrap(text: str, size: float, width: float, font: str = "regular") -> list[str]:
    """Greedy line breaking at spaces; a word longer than the line stays whole on its own line. A no-break space
    (U+00A0, U+202F) holds its neighbours together."""
    lines: list[str] = []
    for word in text.replace("\t", " ").replace("\n", " ").split(" "):
        if not word:
            continue
        if lines and text_width(f"{lines[-1]} {word}", size, font) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


if __name__ == "__main__":  # python -m pnp.base.fonts: store the parses and outlines again (after an upgrade)
    for written in store_parses() + store_outlines():
        print(written)
