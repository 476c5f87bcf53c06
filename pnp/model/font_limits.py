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
from pnp.base.i18n import Grouped, Said, said

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


def _megabytes(count: int) -> Said:
    """A size as its reader reads it: whole megabytes from 1 MB, else bytes, its figure grouped (30 MB, 8,192 bytes)."""
    if count >= MB:
        return said("errors.font-file.megabytes", count=round(count / MB))
    return said("errors.font-file.bytes", count=count)


def _damaged(name: str, what: Said) -> PnpError:
    return PnpError(said("errors.font-file.damaged", name=name, what=what))


def sfnt_bytes(name: str, data: bytes) -> bytes:
    """The font as a plain sfnt (what fontTools and reportlab read), its directory checked; a WOFF unpacked within
    its budget. Refuses WOFF2, collections and what is no font."""
    signature = data[:4]
    if signature == b"wOFF":
        return _from_woff(name, data)
    if signature == b"wOF2":
        raise PnpError(said("errors.font-file.woff2", name=name))
    if signature == b"ttcf":
        raise PnpError(said("errors.font-file.collection", name=name))
    if signature not in SFNT_VERSIONS:
        raise PnpError(said("errors.fonts.not-a-font", name=name))
    _check_directory(name, data)
    return data


def _check_directory(name: str, data: bytes) -> None:
    """Every table of a plain sfnt lies inside the file."""
    if len(data) < 12:
        raise _damaged(name, said("errors.font-file.header-short"))
    count = struct.unpack_from(">H", data, 4)[0]
    if count > MAX_TABLES or 12 + SFNT_ENTRY.size * count > len(data):
        raise _damaged(name, said("errors.font-file.directory", count=count))
    for index in range(count):
        tag, _, offset, length = SFNT_ENTRY.unpack_from(data, 12 + SFNT_ENTRY.size * index)
        if offset + length > len(data):
            raise _damaged(name, said("errors.font-file.table-past-end", table=tag.decode("latin-1")))


def _from_woff(name: str, data: bytes) -> bytes:
    """A WOFF's tables inflated, each within its declared size, all within MAX_FONT_BYTES (checked before any is
    inflated), written as the sfnt they make."""
    if len(data) < WOFF_HEADER.size:
        raise _damaged(name, said("errors.font-file.woff-header-short"))
    _, flavor, _, count, _, total, *_ = WOFF_HEADER.unpack_from(data)
    if flavor not in SFNT_VERSIONS:
        raise PnpError(said("errors.font-file.woff-wraps-no-font", name=name))

    def too_large(size: int) -> PnpError:
        return PnpError(said("errors.font-file.woff-too-large", name=name, size=_megabytes(size),
                             most=_megabytes(MAX_FONT_BYTES)))

    if total > MAX_FONT_BYTES:
        raise too_large(total)
    if count > MAX_TABLES or WOFF_HEADER.size + WOFF_ENTRY.size * count > len(data):
        raise _damaged(name, said("errors.font-file.woff-directory", count=count))
    entries = [WOFF_ENTRY.unpack_from(data, WOFF_HEADER.size + WOFF_ENTRY.size * i) for i in range(count)]
    declared = sum(entry[3] for entry in entries)
    if declared > MAX_FONT_BYTES:  # the budget holds before a single byte is inflated
        raise too_large(declared)
    tables = {}
    for tag, offset, packed, size, _ in entries:
        label = tag.decode("latin-1")
        if offset + packed > len(data) or packed > size:
            raise _damaged(name, said("errors.font-file.woff-table-past-end", table=label))
        raw = data[offset:offset + packed]
        tables[tag] = raw if packed == size else _inflate(name, label, raw, size)
    return _as_sfnt(flavor, tables)


def _inflate(name: str, label: str, raw: bytes, size: int) -> bytes:
    """A WOFF table's zlib stream inflated to at most its declared `size`: a stream holding more stops there."""
    inflater = zlib.decompressobj()
    try:
        out = inflater.decompress(raw, size)  # max_length: never more than the table declares
    except zlib.error:
        raise _damaged(name, said("errors.font-file.woff-not-zlib", table=label)) from None
    if len(out) == size and not inflater.eof:
        raise PnpError(said("errors.font-file.woff-bomb", name=name, table=label, size=_megabytes(size)))
    if len(out) != size or not inflater.eof:
        raise _damaged(name, said("errors.font-file.woff-table-size", table=label, count=len(out), size=Grouped(size)))
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
    bits = f"0x{fs_type:04X}"  # not a message

    def refused(why: str) -> PnpError:
        return PnpError(said("errors.font-file.not-embeddable", name=name, bits=bits, why=said(why)))

    if usage == "restricted":
        raise refused("errors.font-file.licence-restricted")
    if fs_type & BITMAP_ONLY:
        raise refused("errors.font-file.licence-bitmaps")
    if fs_type & NO_SUBSETTING:
        raise refused("errors.font-file.licence-no-subsetting")
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
            raise _damaged(name, said("errors.font-file.glyph-of-itself", glyph=path[0], most=MAX_COMPONENT_DEPTH))
        below = 0
        for part in parts.get(glyph, ()):
            if part not in glyf.glyphs:
                raise _damaged(name, said("errors.font-file.glyph-lacks-part", glyph=glyph, part=part))
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

    def refuse(self, why: Said) -> PnpError:
        return PnpError(said("errors.font-file.cff", name=self.name, why=why))

    def spend(self, count: int) -> None:
        self.glyph += count
        self.font += count
        if self.glyph > GLYPH_WORK:
            raise self.refuse(said("errors.font-file.cff-glyph-work", most=Grouped(GLYPH_WORK)))
        if self.font > FONT_WORK:
            raise self.refuse(said("errors.font-file.cff-font-work", most=Grouped(FONT_WORK)))

    def next_glyph(self) -> None:
        self.glyph = 0
        if time.monotonic() > self.deadline:
            raise self.refuse(said("errors.font-file.cff-seconds", most=CONVERSION_SECONDS))


def _extractor_class():
    from fontTools.misc.psCharStrings import T2OutlineExtractor  # only for a CFF OpenType font

    class Bounded(T2OutlineExtractor):
        """fontTools' reader of a glyph's charstring, refusing subroutines nested deeper than the format allows
        and runs over the budget (each charstring's length is spent as it starts: the format has no loop)."""

        budget: _Budget

        def execute(self, charString, **options):
            if len(self.callingStack) > MAX_SUBR_DEPTH:  # the glyph's own charstring is the first on the stack
                raise self.budget.refuse(said("errors.font-file.cff-nested", most=MAX_SUBR_DEPTH))
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
        raise PnpError(said("errors.font-file.cff-glyphs", name=name, count=len(order), most=Grouped(MAX_CFF_GLYPHS)))
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
        raise budget.refuse(said("errors.font-file.cff-damaged")) from None


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
