"""A designer's font file read within limits, as an attacker may have made it (issue 33).

A font is a program as much as a picture: a WOFF table is a zlib stream that may inflate to gigabytes, a CFF
glyph's charstring calls subroutines that may call each other without end, and a composite TrueType glyph may
name itself as its own part. Each is bounded here before fontTools or reportlab meets it:

- the file: at most MAX_FONT_BYTES, a plain sfnt (TrueType or OpenType) or a WOFF; its table directory is
  read first, every table inside the file, at most MAX_TABLES of them;
- a WOFF: its header's total and every table's declared size are checked against the same MAX_FONT_BYTES
  BEFORE anything is inflated, and each table is inflated with a ceiling (zlib.decompressobj's max_length) at
  its declared size, so a stream that holds more is refused having produced no more than that; the font is
  then written as the plain sfnt it stands for, which is all fontTools and reportlab ever read. WOFF2 needs
  brotli, which pnp does not install: refused with what to do;
- a CFF font: at most MAX_CFF_GLYPHS glyphs; each glyph's charstring is run with its subroutines nested at
  most MAX_SUBR_DEPTH deep (the Type 2 specification's own limit), at most GLYPH_WORK bytes of charstring run
  for one glyph and FONT_WORK for the font (a subroutine counted each time it runs), and the whole conversion
  within CONVERSION_SECONDS (checked between glyphs: a backstop, the byte budgets decide first);
- composite glyphs: every part a glyph of the font, nested at most MAX_COMPONENT_DEPTH deep, no cycle;
- the licence bits (OS/2 fsType): see `licence`.

Every refusal is a PnpError whose message names the font and says what to do; pnp.model.typefaces adds the
game file and the `[fonts]` key.
"""

from __future__ import annotations

import io
import struct
import time
import zlib

from pnp.base.errors import PnpError

MAX_FONT_BYTES = 30_000_000  # a large CJK font is about 20 MB; more is not a font (and no WOFF unpacks to more)
MAX_TABLES = 256  # a font has 10 to 40 tables
MAX_CFF_GLYPHS = 6_000  # about 3 ms each to convert: 20 s at most (a CJK font is given as .ttf)
MAX_SUBR_DEPTH = 10  # the Type 2 charstring format's own limit on nested subroutine calls
GLYPH_WORK = 262_144  # bytes of charstring one glyph may run, subroutines counted each time (its own: 65,535 at most)
FONT_WORK = 4_000_000  # the same for the whole font: ten times what a 3,000-glyph Latin font runs
CONVERSION_SECONDS = 20.0  # the whole CFF conversion, checked between glyphs
MAX_COMPONENT_DEPTH = 16  # composite glyphs nested in one another (fonts use 1 to 3)

SFNT_VERSIONS = (b"\x00\x01\x00\x00", b"OTTO", b"true")
WOFF_HEADER = struct.Struct(">4s4sIHHIHHIIIII")  # signature, flavor, length, numTables, reserved, totalSfntSize, …
WOFF_ENTRY = struct.Struct(">4sIIII")  # tag, offset, compLength, origLength, origChecksum
SFNT_ENTRY = struct.Struct(">4sIII")  # tag, checkSum, offset, length

MB = 1_000_000


def _megabytes(count: int) -> str:
    return f"{count / MB:.0f} MB" if count >= MB else f"{count:,} bytes"


def _damaged(name: str, what: str) -> PnpError:
    return PnpError(f"'{name}' is damaged ({what}); export it again as .ttf")


def sfnt_bytes(name: str, data: bytes) -> bytes:
    """The font as a plain sfnt (what fontTools and reportlab read), its directory checked; a WOFF unpacked within
    its budget. Refuses WOFF2, collections and what is no font."""
    signature = data[:4]
    if signature == b"wOFF":
        return _from_woff(name, data)
    if signature == b"wOF2":
        raise PnpError(f"'{name}' is a WOFF2 font, which pnp does not unpack; convert it to .ttf (e.g. fontTools' "
                       "`fonttools ttLib.woff2 decompress`) and give that file")
    if signature == b"ttcf":
        raise PnpError(f"'{name}' is a font collection (several fonts in one file); give one of its fonts as .ttf or .otf")
    if signature not in SFNT_VERSIONS:
        raise PnpError(f"'{name}' is not a font fontTools can read (a TrueType or OpenType file); export it again "
                       "as .ttf or .otf")
    _check_directory(name, data)
    return data


def _check_directory(name: str, data: bytes) -> None:
    """Every table of a plain sfnt lies inside the file."""
    if len(data) < 12:
        raise _damaged(name, "its header is cut short")
    count = struct.unpack_from(">H", data, 4)[0]
    if count > MAX_TABLES or 12 + SFNT_ENTRY.size * count > len(data):
        raise _damaged(name, f"its directory lists {count} tables")
    for index in range(count):
        tag, _, offset, length = SFNT_ENTRY.unpack_from(data, 12 + SFNT_ENTRY.size * index)
        if offset + length > len(data):
            raise _damaged(name, f"its table '{tag.decode('latin-1')}' lies past the end of the file")


def _from_woff(name: str, data: bytes) -> bytes:
    """A WOFF's tables inflated, each within its declared size, all within MAX_FONT_BYTES (checked before any is
    inflated), written as the sfnt they make."""
    if len(data) < WOFF_HEADER.size:
        raise _damaged(name, "its WOFF header is cut short")
    _, flavor, _, count, _, total, *_ = WOFF_HEADER.unpack_from(data)
    if flavor not in SFNT_VERSIONS:
        raise PnpError(f"'{name}' is not a font fontTools can read (its WOFF wraps no TrueType or OpenType font); "
                       "export it again as .ttf or .otf")
    too_large = (f"'{name}' is a WOFF font that would unpack to {{size}}, more than the {_megabytes(MAX_FONT_BYTES)} "
                 "a font may take; give the font as a .ttf or .otf file of sensible size")
    if total > MAX_FONT_BYTES:
        raise PnpError(too_large.format(size=_megabytes(total)))
    if count > MAX_TABLES or WOFF_HEADER.size + WOFF_ENTRY.size * count > len(data):
        raise _damaged(name, f"its WOFF directory lists {count} tables")
    entries = [WOFF_ENTRY.unpack_from(data, WOFF_HEADER.size + WOFF_ENTRY.size * i) for i in range(count)]
    declared = sum(entry[3] for entry in entries)
    if declared > MAX_FONT_BYTES:  # the budget holds before a single byte is inflated
        raise PnpError(too_large.format(size=_megabytes(declared)))
    tables = {}
    for tag, offset, packed, size, _ in entries:
        label = tag.decode("latin-1")
        if offset + packed > len(data) or packed > size:
            raise _damaged(name, f"its WOFF table '{label}' lies past the end of the file or is larger packed than unpacked")
        raw = data[offset:offset + packed]
        tables[tag] = raw if packed == size else _inflate(name, label, raw, size)
    return _as_sfnt(flavor, tables)


def _inflate(name: str, label: str, raw: bytes, size: int) -> bytes:
    """A WOFF table's zlib stream inflated to at most its declared `size`: a stream holding more stops there."""
    inflater = zlib.decompressobj()
    try:
        out = inflater.decompress(raw, size)  # max_length: never more than the table declares
    except zlib.error:
        raise _damaged(name, f"its WOFF table '{label}' is not a zlib stream") from None
    if len(out) == size and not inflater.eof:
        raise PnpError(f"'{name}' is a WOFF font whose table '{label}' unpacks to more than the {_megabytes(size)} it "
                       "declares (a zip bomb); give the font as a .ttf or .otf file")
    if len(out) != size or not inflater.eof:
        raise _damaged(name, f"its WOFF table '{label}' unpacks to {len(out):,} bytes, not the {size:,} it declares")
    return out


def _as_sfnt(flavor: bytes, tables: dict[bytes, bytes]) -> bytes:
    from fontTools.ttLib.sfnt import SFNTWriter  # fontTools loads only for a game with its own fonts

    out = io.BytesIO()
    writer = SFNTWriter(out, len(tables), sfntVersion=flavor.decode("latin-1"))
    for tag in sorted(tables):
        writer[tag.decode("latin-1")] = tables[tag]
    writer.close()
    return out.getvalue()


# --- the licence: OS/2 fsType --------------------------------------------------------------------------------

RESTRICTED, PREVIEW, EDITABLE = 0x0002, 0x0004, 0x0008
NO_SUBSETTING, BITMAP_ONLY = 0x0100, 0x0200


def licence(name: str, font) -> str:
    """What the font's licence bits (OS/2 fsType) let pnp do: "installable" (embed freely), "preview" (embed, the
    files to be viewed and printed only) or "editable" (embed, the files may be edited); else refused. The usage
    bits are 0x0002 restricted, 0x0004 preview and print, 0x0008 editable; where several are set the least
    restrictive holds (the OpenType specification's rule). 0x0200 (bitmaps only) is refused, pnp embedding
    outlines; 0x0100 (no subsetting) is refused too: reportlab embeds a subset, the characters a document uses."""
    fs_type = font["OS/2"].fsType if "OS/2" in font else 0
    usage = "editable" if fs_type & EDITABLE else "preview" if fs_type & PREVIEW else (
        "restricted" if fs_type & RESTRICTED else "installable")
    refused = f"'{name}' cannot be embedded (its OS/2 fsType is 0x{fs_type:04X}): "
    if usage == "restricted":
        raise PnpError(refused + "its licence forbids embedding it in a document; ask its author or choose another font")
    if fs_type & BITMAP_ONLY:
        raise PnpError(refused + "its licence allows embedding its bitmaps only, and pnp embeds outlines; ask its "
                       "author or choose another font")
    if fs_type & NO_SUBSETTING:
        raise PnpError(refused + "its licence forbids embedding part of it, and pnp embeds only the characters a "
                       "document uses; ask its author or choose another font")
    return usage


# --- composite glyphs ------------------------------------------------------------------------------------------


def check_components(name: str, glyf) -> None:
    """Every composite glyph's parts are glyphs of the font, nested at most MAX_COMPONENT_DEPTH deep, no cycle
    (fontTools and reportlab follow them by recursion)."""
    parts = {}
    for glyph, outline in glyf.glyphs.items():
        if outline.isComposite():  # read from the glyph's first bytes: only composites are parsed here
            outline.expand(glyf)
            parts[glyph] = [component.glyphName for component in outline.components]
    depth: dict[str, int] = {}

    def measure(glyph: str, path: tuple[str, ...]) -> int:
        if glyph in depth:
            return depth[glyph]
        if glyph in path or len(path) > MAX_COMPONENT_DEPTH:
            raise _damaged(name, f"its glyph '{path[0]}' is built of itself or of parts nested over "
                           f"{MAX_COMPONENT_DEPTH} deep")
        below = 0
        for part in parts.get(glyph, ()):
            if part not in glyf.glyphs:
                raise _damaged(name, f"its glyph '{glyph}' is built of a glyph '{part}' it lacks")
            below = max(below, 1 + measure(part, (*path, glyph)))
        depth[glyph] = below
        return below

    for glyph in parts:
        measure(glyph, ())


# --- CFF to TrueType ---------------------------------------------------------------------------------------------


class _Budget:
    """What converting one font may spend: bytes of charstring run (per glyph and in all), and time."""

    def __init__(self, name: str):
        self.name = name
        self.font = 0
        self.glyph = 0
        self.deadline = time.monotonic() + CONVERSION_SECONDS

    def refuse(self, why: str) -> PnpError:
        return PnpError(f"'{self.name}' has PostScript (CFF) outlines that {why}; give the font as TrueType (.ttf), "
                        "or export it again from a font editor")

    def spend(self, count: int) -> None:
        self.glyph += count
        self.font += count
        if self.glyph > GLYPH_WORK:
            raise self.refuse(f"run over {GLYPH_WORK:,} bytes of instructions for one glyph")
        if self.font > FONT_WORK:
            raise self.refuse(f"run over {FONT_WORK:,} bytes of instructions in all")

    def next_glyph(self) -> None:
        self.glyph = 0
        if time.monotonic() > self.deadline:
            raise self.refuse(f"take over {CONVERSION_SECONDS:.0f} s to convert")


def _extractor_class():
    from fontTools.misc.psCharStrings import T2OutlineExtractor  # only for a CFF OpenType font

    class Bounded(T2OutlineExtractor):
        """fontTools' reader of a glyph's charstring, refusing subroutines nested deeper than the format allows
        and runs over the budget (each charstring's length is spent as it starts: the format has no loop)."""

        budget: _Budget

        def execute(self, charString, **options):
            if len(self.callingStack) > MAX_SUBR_DEPTH:  # the glyph's own charstring is the first on the stack
                raise self.budget.refuse(f"call subroutines nested over {MAX_SUBR_DEPTH} deep (a chain or a loop)")
            code = charString.bytecode if charString.bytecode is not None else charString.program
            self.budget.spend(len(code or ()))
            return super().execute(charString, **options)

    return Bounded


def as_truetype(name: str, font) -> bytes:
    """A CFF OpenType font with its outlines made quadratic (TrueType's), for reportlab; as fontTools' otf2ttf,
    each glyph drawn within the budgets above."""
    from fontTools.pens.ttGlyphPen import TTGlyphPen  # only for a CFF OpenType font
    from fontTools.ttLib import newTable  # the same

    order = font.getGlyphOrder()
    if len(order) > MAX_CFF_GLYPHS:
        raise PnpError(f"'{name}' has {len(order):,} glyphs in PostScript (CFF) outlines, more than the "
                       f"{MAX_CFF_GLYPHS:,} pnp converts to TrueType; give the font as TrueType (.ttf)")
    _ = font["hmtx"]  # read while the CFF font's maxp stands: _with_glyf replaces it, and hmtx counts by it
    budget = _Budget(name)
    bounded = _extractor_class()
    char_strings = font["CFF "].cff.topDictIndex[0].CharStrings
    glyf = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = {}
    names = set(order)  # what a part of a composite glyph (an accent's base, CFF's seac) may name
    for glyph in order:
        budget.next_glyph()
        glyf.glyphs[glyph] = _draw(char_strings[glyph], TTGlyphPen(names), bounded, budget)
    check_components(name, glyf)
    return _with_glyf(font, glyf, order)


def _draw(char_string, pen, bounded, budget: _Budget):
    """The glyph drawn as T2CharString.draw does, by the bounded reader, made quadratic into `pen`; its glyf glyph."""
    from fontTools.pens.cu2quPen import Cu2QuPen  # only for a CFF OpenType font

    private = char_string.private
    quadratic = Cu2QuPen(pen, max_err=1.0, reverse_direction=True)
    reader = bounded(quadratic, getattr(private, "Subrs", []), char_string.globalSubrs, private.nominalWidthX,
                     private.defaultWidthX, private)
    reader.budget = budget
    try:
        reader.execute(char_string)
        return pen.glyph()
    except PnpError:
        raise
    except (IndexError, KeyError, TypeError, ValueError, AttributeError, AssertionError, ZeroDivisionError,
            OverflowError, RecursionError, NotImplementedError):
        raise budget.refuse("cannot be read (a damaged charstring)") from None


def _with_glyf(font, glyf, order) -> bytes:
    """The font saved with `glyf` for its CFF outlines, and the tables TrueType outlines need."""
    from fontTools.ttLib import newTable  # only for a CFF OpenType font

    font["loca"] = newTable("loca")
    font["glyf"] = glyf
    del font["CFF "]
    if "VORG" in font:
        del font["VORG"]
    glyf.compile(font)
    maxp = newTable("maxp")
    maxp.tableVersion = 0x00010000
    maxp.maxZones = 1
    for field in ("maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs", "maxStackElements",
                  "maxSizeOfInstructions", "maxComponentElements"):
        setattr(maxp, field, 0)
    font["maxp"] = maxp
    maxp.compile(font)
    post = font["post"]
    post.formatType, post.extraNames, post.mapping, post.glyphOrder = 3.0, [], {}, order
    font.sfntVersion = "\0\1\0\0"
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()
