"""A designer's own fonts: TrueType (.ttf) or OpenType (.otf) files beside the game file.

    [fonts]
    title = "fonts/Display.otf"      # headings of the rule book and aids; card titles and corners
    body = "fonts/Text-Regular.ttf"  # their running text; card text
    bold = "fonts/Text-Bold.ttf"     # the body's **bold**, *italic* and ***both*** (each defaults to body)
    italic = "fonts/Text-Italic.ttf"
    bold_italic = "fonts/Text-BoldItalic.ttf"
    runes = "fonts/Runes.ttf"        # any other name: a card layout element's `font = "runes"`

A path is checked as art paths are (pnp.model.art): relative to the game file's folder and never outside it.
The file must be a font fontTools reads (TrueType or OpenType, or a WOFF of one), with a Unicode character map,
whose licence bits allow embedding; it is read within the limits of pnp.model.font_limits (its size, its
tables, a WOFF's unpacked size, a CFF font's subroutines and time), as a file from anyone may be made to hang
or exhaust a build. reportlab embeds only TrueType outlines: a CFF OpenType font is converted once, in memory,
to quadratic outlines (fontTools' cu2qu, within a thousandth of an em); the SVG writer draws the font's own
outlines. Any fault is one PnpError naming the game file, the field (`fonts.body`) and the font.

`check_text` is the rule every use follows: a character the font lacks is an error naming the font, the
character and the field, never a box or a silent fallback (white space aside: a font without the narrow
no-break space French puts before « ; » gets DejaVu's, which draws nothing).
"""

from __future__ import annotations

import io
from functools import cache
from pathlib import Path

from pnp.base import fonts
from pnp.base.errors import PnpError
from pnp.base.i18n import said
from pnp.base.resources import file_beside
from pnp.model import font_limits
from pnp.model.art import game_folder

SUFFIXES = (".ttf", ".otf")
MAX_FONT_BYTES = font_limits.MAX_FONT_BYTES
ROLES = ("title", "body", "bold", "italic", "bold_italic")  # names the rule books, aids and cards read
BUILTIN = ("regular", "bold")  # what a card element's `font` names without [fonts]: DejaVu Sans


def load_font(text: str, folder: Path, *, file: str | None = None, field: str | None = None) -> str:
    """The font file at `text` (beside the game file), checked and registered; its key for pnp.base.fonts."""
    path = file_beside(text, folder, what="font",  # not a message
                       kinds=SUFFIXES, kinds_hint=said("errors.fonts.kinds"),
                       file=file, field=field)
    try:
        if path.stat().st_size > MAX_FONT_BYTES:
            raise PnpError(said("errors.fonts.too-large", name=text, most=MAX_FONT_BYTES // 1_000_000),
                           file=file, field=field)
        data = path.read_bytes()
    except OSError as e:
        raise PnpError(said("errors.fonts.unreadable", name=text, reason=e.strerror), file=file, field=field) from None
    try:
        return _registered(text, data)
    except PnpError as e:
        e.file, e.field = file, field
        raise


@cache
def _registered(name: str, data: bytes) -> str:
    from fontTools.ttLib import TTFont, TTLibError  # fontTools loads only for a game with its own fonts

    data = font_limits.sfnt_bytes(name, data)  # a WOFF unpacked within its budget; the directory checked
    try:
        font = TTFont(io.BytesIO(data), lazy=False)
        cmap = font.getBestCmap()
        _ = font["hmtx"], font["head"]  # read now: a broken table fails here, not in the middle of a build
    except (TTLibError, KeyError, AssertionError, ValueError, TypeError, IndexError, EOFError, OSError, AttributeError,
            ImportError, NotImplementedError, UnicodeDecodeError, OverflowError, MemoryError, RecursionError):
        raise PnpError(said("errors.fonts.not-a-font", name=name)) from None
    if not cmap:
        raise PnpError(said("errors.fonts.no-cmap", name=name)) from None
    if "CFF2" in font or "fvar" in font:
        raise PnpError(said("errors.fonts.variable", name=name))
    licence = font_limits.licence(name, font)
    truetype = None
    if "CFF " in font:
        truetype = font_limits.as_truetype(name, font)
    elif "glyf" in font:
        font_limits.check_components(name, font["glyf"])
    else:
        raise PnpError(said("errors.fonts.no-outlines", name=name))
    key = fonts.add_font(name, data, truetype, licence)
    import struct  # only to name what reportlab's parser raises on a truncated table

    from reportlab.pdfbase.ttfonts import TTFError  # reportlab loads here for the check, as every build does later

    try:
        fonts.reportlab_font(key)
    except TTFError as e:  # what reportlab itself refuses (its licence check comes after font_limits.licence's)
        raise PnpError(said("errors.fonts.not-embeddable", name=name, reason=str(e))) from None
    except (struct.error, KeyError, IndexError, ValueError, TypeError, AssertionError, ZeroDivisionError, OverflowError,
            UnicodeDecodeError, RecursionError):
        raise PnpError(said("errors.fonts.damaged", name=name)) from None
    return key


def licence_of(key: str) -> str:
    """A registered font's licence, as font_limits.licence says it: "installable", "preview" or "editable"."""
    return fonts.font_licence(key)


def game_fonts(game, where) -> dict[str, str]:
    """The game's [fonts], each name to its key (checked and registered once per file content)."""
    folder = game_folder(where)
    return {name: load_font(path, folder, file=str(where), field=f"fonts.{name}") for name, path in game.fonts.items()}


def check_text(value: str, font: str, *, file: str | None, field: str | None, what: str = "") -> None:
    """`value` must be drawable in `font`: one error naming the font, the first character it lacks and the field."""
    missing = fonts.missing_glyphs(value, font)
    if not missing:
        return
    first = next(ch for ch in value if ch in missing)
    code = f"U+{ord(first):04X}"  # not a message
    message = (said("errors.fonts.no-glyph-in", name=fonts.font_name(font), char=first, code=code, what=what) if what
               else said("errors.fonts.no-glyph", name=fonts.font_name(font), char=first, code=code))
    raise PnpError(message, file=file, field=field)


def body_face(named: dict[str, str]) -> fonts.Face:
    """The family of [fonts].body (`named`: the game's fonts, name to key, "body" among them): its bold, italic
    and bold italic files where given; else the body itself (bold italic: the bold), which the typesetters slant
    for italic (fonts.OBLIQUE) wherever the italic is the upright's own font."""
    body = named["body"]
    bold = named.get("bold", body)
    return fonts.Face(body, bold, named.get("italic", body), named.get("bold_italic", bold))


def book_faces(game, where) -> dict:
    """The typeset Look's fields for a rule book or aid in the game's own fonts: `face` from [fonts].body (its
    bold, italic and bold_italic when named), `heading_face` from [fonts].title; {} keeps the bundled serif."""
    named = game_fonts(game, where) if game.fonts else {}
    out = {}
    if "body" in named:
        out["face"] = body_face(named)
    if "title" in named:
        out["heading_face"] = fonts.Face(*[named["title"]] * 4)
    return out


def check_book(markdown: str, faces: dict, game, where, what: str) -> None:
    """Every character a rule book or aid (`what`) sets in one of the designer's fonts is in that font: else one
    error naming the font, the character and the [fonts] field that chose it."""
    if not faces:
        return
    from pnp.layout.typeset import SERIF, parse, piece_font  # only for a book in the designer's fonts

    by_key = {key: name for name, key in game_fonts(game, where).items()}
    body, heading = faces.get("face", SERIF), faces.get("heading_face", SERIF)

    def check(pieces, face, force_bold=False):  # a list's marker aside: the sans draws one the font lacks
        for text, style, _ in pieces:
            font = piece_font(style, force_bold, face)
            if fonts.is_designer(font):
                check_text(text, font, file=str(where), field=f"fonts.{by_key[font]}", what=what)

    for block in parse(markdown):
        if block.kind == "heading":
            check(block.pieces, heading, True)
        elif block.kind == "table":
            for r, row in enumerate(block.rows):
                for cell in row:
                    check(cell, body, r == 0)
        else:
            check(block.pieces, body)
