"""Issue 33, fonts: a designer's `[fonts]` file crafted as an attacker would, each built here with fontTools'
FontBuilder from one small base font (a rectangle for every letter and digit), and given to `pnp build` in a child
process capped at 1 GB of address space and 60 s (conftest.run_capped). Each bad one is one line naming
`fonts.runes` and the file, exit 2, nothing written; a good one, or one whose licence allows embedding with
conditions, is embedded (read back from the kit PDF with pypdf and pdfplumber).

On the old code: the deep subroutine chain and the wide one ran past the 60 s cap, the self-calling subroutine
and the composite glyph built of itself ended in exit 70 (RecursionError), the WOFF bombs were refused only after a
MemoryError at the cap (6.3 GB of memory without it), and the fsType 0x0002, 0x0100 and 0x0200 fonts were embedded
without a word, 0x0004 and 0x0008 without a note."""

from __future__ import annotations

import io
import re
import struct
import zlib
from pathlib import Path

import pytest
from conftest import assert_clean_error, pdf_text, run_capped

GAME = """\
id = "crafted"
title = { fr = "Essai", en = "Trial" }
players = { min = 2, max = 4 }

[fonts]
runes = "fonts/face.ttf"

[[decks]]
id = "runes"
rows = [ { name = "Sun", text = "A Bee" } ]

[[decks.layout]]
kind = "title"
value = "{name}"

[[decks.layout]]
kind = "text"
value = "{text}"
font = "runes"
"""

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
NAMES = [".notdef", "space", *(f"g{ord(c)}" for c in LETTERS)]
PS_NAME = "Crafted-Regular"
BIAS = 107  # a Type 2 charstring calls global subroutine i as `i - 107` while there are fewer than 1,240
MIB = 1 << 20


def base_font(cff: bool = False, fs_type: int = 0):
    """The small base: every letter and digit a rectangle, TrueType (glyf) or CFF outlines, fsType as given."""
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.t2CharStringPen import T2CharStringPen
    from fontTools.pens.ttGlyphPen import TTGlyphPen

    builder = FontBuilder(1000, isTTF=not cff)
    builder.setupGlyphOrder(NAMES)
    builder.setupCharacterMap({32: "space", **{ord(c): f"g{ord(c)}" for c in LETTERS}})

    def draw(pen, name):
        if name != "space":
            pen.moveTo((50, 0)), pen.lineTo((50, 700)), pen.lineTo((450, 700)), pen.lineTo((450, 0)), pen.closePath()

    if cff:
        outlines = {}
        for name in NAMES:
            draw(pen := T2CharStringPen(500, None), name)
            outlines[name] = pen.getCharString()
        builder.setupCFF(PS_NAME, {"FullName": "Crafted Regular"}, outlines, {})
    else:
        outlines = {}
        for name in NAMES:
            draw(pen := TTGlyphPen(None), name)
            outlines[name] = pen.glyph()
        builder.setupGlyf(outlines)
    builder.setupHorizontalMetrics({name: (500, 50) for name in NAMES})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({"familyName": "Crafted", "styleName": "Regular", "psName": PS_NAME})
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200, fsType=fs_type)
    builder.setupPost()
    return builder.font


def saved(font) -> bytes:
    out = io.BytesIO()
    font.recalcBBoxes = False  # fontTools would run the crafted charstrings to measure them, as the old pnp did
    font.save(out)
    return out.getvalue()


def with_subroutines(bodies: list[list]) -> bytes:
    """The CFF base with global subroutines `bodies` (programs), its 'A' calling the first after drawing."""
    from fontTools.misc.psCharStrings import T2CharString

    font = base_font(cff=True)
    cff = font["CFF "].cff
    top = cff.topDictIndex[0]
    for body in bodies:
        cff.GlobalSubrs.append(T2CharString(program=body, globalSubrs=cff.GlobalSubrs, private=top.Private))
    glyph = top.CharStrings["g65"]
    glyph.program = [*glyph.program[:-1], 0 - BIAS, "callgsubr", "endchar"]
    return saved(font)


def call(index: int, times: int) -> list:
    return [index - BIAS, "callgsubr"] * times


def zeros_stream(mebibytes: int) -> bytes:
    """A valid zlib stream of `mebibytes` MiB of zeros, about 1 KB a MiB: one packed MiB repeated (a full flush
    before each makes every block's bytes the same), then the true Adler-32 of so many zeros (a = 1, b = n)."""
    packer = zlib.compressobj(9)
    chunk = bytes(MIB)
    head = packer.compress(chunk) + packer.flush(zlib.Z_FULL_FLUSH)
    block = packer.compress(chunk) + packer.flush(zlib.Z_FULL_FLUSH)
    tail = packer.flush(zlib.Z_FINISH)[:-4]  # the final empty block, less the checksum of what was packed
    checksum = ((mebibytes * MIB % 65521) << 16) | 1
    return head + block * (mebibytes - 1) + tail + struct.pack(">I", checksum)


def woff(sfnt: bytes, streams: dict | None = None, total: int | None = None) -> bytes:
    """`sfnt` as a WOFF, each table zlib-packed; `streams`: tag -> (packed stream, declared size) put in instead;
    `total`: the header's totalSfntSize, else the true one."""
    from fontTools.ttLib.sfnt import SFNTReader

    reader = SFNTReader(io.BytesIO(sfnt))
    tables = {str(tag): reader[tag] for tag in reader.keys()}
    streams = streams or {}
    entries, body = [], b""
    start = 44 + 20 * len(tables)
    for tag in sorted(tables):
        packed, size = streams.get(tag, (zlib.compress(tables[tag], 9), len(tables[tag])))
        if len(packed) >= size:
            packed = tables[tag]
        entries.append(struct.pack(">4sIIII", tag.encode("latin-1"), start + len(body), len(packed), size, 0))
        body += packed + bytes(-len(packed) % 4)
    sizes = [streams.get(tag, (b"", len(data)))[1] for tag, data in tables.items()]
    true_total = 12 + 16 * len(tables) + sum(size + (-size % 4) for size in sizes)
    header = struct.pack(">4s4sIHHIHHIIIII", b"wOFF", b"\0\1\0\0", start + len(body), len(tables), 0,
                         min(total if total is not None else true_total, 0xFFFFFFFF), 1, 0, 0, 0, 0, 0, 0)
    return header + b"".join(entries) + body


def build(tmp_path: Path, font: bytes, *options: str):
    """`pnp build` of the game with `font` as its [fonts].runes, capped (1 GB, 60 s); the kit PDF alone unless
    `options` say otherwise."""
    folder = tmp_path / "game"
    (folder / "fonts").mkdir(parents=True)
    (folder / "fonts" / "face.ttf").write_bytes(font)
    (folder / "game.toml").write_text(GAME, encoding="utf-8")
    return run_capped("build", str(folder / "game.toml"), "--out", str(tmp_path / "out"), *(options or ("--format", "kit")))


def refused(run, tmp_path: Path, *words: str) -> None:
    assert_clean_error(run, "fonts.runes", "'fonts/face.ttf'", *words)
    assert run.code == 2, run
    assert not (tmp_path / "out" / "crafted").exists()  # nothing half-written


def embedded_fonts(pdf: Path) -> set[str]:
    """The names (less the subset prefix) of the fonts whose program the PDF embeds."""
    from pypdf import PdfReader

    found = set()
    for page in PdfReader(pdf).pages:
        for font in ((page.get("/Resources") or {}).get("/Font") or {}).values():
            font = font.get_object()
            for child in [font, *(c.get_object() for c in font.get("/DescendantFonts") or [])]:
                descriptor = child.get("/FontDescriptor")
                if descriptor is not None and "/FontFile2" in descriptor.get_object():
                    found.add(str(font["/BaseFont"]).split("+")[-1])
    return found


def squashed(text: str) -> str:
    """Text without white space or hyphens: a sentence read back the same wherever its lines broke."""
    return re.sub(r"[\s\-\u00ad]", "", text)


# --- CFF charstrings -------------------------------------------------------------------------------------------


def test_a_deep_chain_of_cff_subroutines_is_refused_not_run(tmp_path):
    depth = 300  # subroutine i calls i + 1 twice: 2 ** 300 calls, which the old code ran until the cap killed it
    font = with_subroutines([call(i + 1, 2) + ["return"] for i in range(depth - 1)] + [["return"]])
    refused(build(tmp_path, font), tmp_path, "subroutines nested over 10 deep")


def test_a_cff_subroutine_calling_itself_is_refused(tmp_path):
    run = build(tmp_path, with_subroutines([call(0, 1) + ["return"]]))  # the old code: RecursionError, exit 70
    refused(run, tmp_path, "subroutines nested over 10 deep")


def test_subroutines_within_the_depth_limit_that_fan_out_are_stopped_by_the_budget(tmp_path):
    # ten deep, the spec's limit, each calling the next 100 times: 100 ** 9 calls, each depth allowed
    font = with_subroutines([call(i + 1, 100) + ["return"] for i in range(9)] + [["return"]])
    refused(build(tmp_path, font), tmp_path, "bytes of instructions for one glyph")


# --- WOFF: zlib streams ----------------------------------------------------------------------------------------


def test_a_woff_zlib_bomb_is_refused_having_inflated_no_more_than_it_declares(tmp_path):
    bomb = zeros_stream(3 * 1024)  # 3 GiB of zeros in about 3 MB
    font = woff(saved(base_font()), {"hmtx": (bomb, 8_000_000)})  # declares 8 MB: within the budget
    assert len(font) < 4_000_000
    refused(build(tmp_path, font), tmp_path, "table 'hmtx' unpacks to more than the 8 MB it declares")


@pytest.mark.parametrize("declared", ["table", "header"])
def test_a_woff_declaring_gigabytes_is_refused_before_inflating(tmp_path, declared):
    sfnt = saved(base_font())
    bomb = zeros_stream(3 * 1024)  # it would inflate to what it declares: the old code did, to a MemoryError
    if declared == "table":  # the header's total lies small, the table declares 3 GiB
        font = woff(sfnt, {"hmtx": (bomb, 3 * 1024 * MIB)}, total=len(sfnt))
    else:
        font = woff(sfnt, {"hmtx": (bomb, 3 * 1024 * MIB)})
    refused(build(tmp_path, font), tmp_path, "would unpack to 3,221 MB, more than the 30 MB")


# --- the licence bits: OS/2 fsType -----------------------------------------------------------------------------


@pytest.mark.parametrize("fs_type, says", [
    (0x0002, "its licence forbids embedding it in a document; ask its author or choose another font"),
    (0x0200, "its licence allows embedding its bitmaps only, and pnp embeds outlines"),
    (0x0100, "its licence forbids embedding part of it, and pnp embeds only the characters a document uses"),
])
def test_a_licence_forbidding_embedding_is_refused_with_its_reason(tmp_path, fs_type, says):
    run = build(tmp_path, saved(base_font(fs_type=fs_type)))  # the old code embedded each without a word
    refused(run, tmp_path, f"fsType is 0x{fs_type:04X}", says)


@pytest.mark.parametrize("fs_type, lang, note", [
    (0x0004, "en", "The font fonts/face.ttf is embedded in these files under its preview-and-print licence: they "
                   "may be viewed and printed, not edited."),
    (0x0008, "fr", "La police fonts/face.ttf est incorporée à ces fichiers sous sa licence d’incorporation "
                   "modifiable : ils peuvent être affichés, imprimés et modifiés."),
])
def test_a_font_embedded_under_conditions_is_embedded_with_a_note_in_the_guide(tmp_path, fs_type, lang, note):
    run = build(tmp_path, saved(base_font(fs_type=fs_type)), "--format", "kit", "--lang", lang)
    assert run.code == 0, run.err
    kit = tmp_path / "out" / "crafted" / "crafted-kit.pdf"
    assert PS_NAME in embedded_fonts(kit)
    assert squashed(note) in squashed(column_text(kit))


def column_text(pdf) -> str:
    """A PDF's text read a half page at a time, left column then right: a guide's sentence is not interleaved with
    what stands beside it (the scale square's caption)."""
    import pdfplumber

    with pdfplumber.open(pdf) as document:
        return "\n".join(page.crop(box).extract_text() or "" for page in document.pages
                         for box in ((0, 0, page.width / 2, page.height), (page.width / 2, 0, page.width, page.height)))


@pytest.mark.parametrize("form", ["ttf", "cff", "woff"])
def test_a_good_font_is_still_embedded_and_draws_its_text(tmp_path, form):
    import pdfplumber

    font = {"ttf": lambda: saved(base_font()), "cff": lambda: saved(base_font(cff=True)),
            "woff": lambda: woff(saved(base_font()))}[form]()
    run = build(tmp_path, font, "--format", "kit", "--lang", "en")
    assert run.code == 0, run.err
    kit = tmp_path / "out" / "crafted" / "crafted-kit.pdf"
    assert PS_NAME in embedded_fonts(kit)
    with pdfplumber.open(kit) as pdf:
        drawn = "".join(c["text"] for page in pdf.pages for c in page.chars if c["fontname"].endswith(PS_NAME))
    assert drawn.replace(" ", "") == "ABee"
    assert "face.ttf" not in pdf_text(kit)  # an installable font needs no note


def test_a_composite_glyph_built_of_itself_is_refused(tmp_path):
    from fontTools.ttLib.tables._g_l_y_f import Glyph, GlyphComponent

    font = base_font()
    for name, part in (("g65", "g66"), ("g66", "g65")):  # 'A' built of 'B', and 'B' of 'A'
        component = GlyphComponent()
        component.glyphName, component.x, component.y, component.flags = part, 0, 0, 0x4
        glyph = Glyph()
        glyph.numberOfContours, glyph.components = -1, [component]
        glyph.xMin = glyph.yMin = 0
        glyph.xMax = glyph.yMax = 10
        font["glyf"].glyphs[name] = glyph
    run = build(tmp_path, saved(font), "--format", "svg")  # the old code: RecursionError drawing 'A', exit 70
    refused(run, tmp_path, "is built of itself")


@pytest.mark.parametrize("budget, value, says", [
    ("CONVERSION_SECONDS", -1.0, "s to convert"),  # the wall-clock backstop, checked between glyphs
    ("FONT_WORK", 100, "bytes of instructions in all"),
    ("MAX_CFF_GLYPHS", 10, "has 64 glyphs in PostScript (CFF) outlines, more than the 10"),
])
def test_each_budget_of_a_cff_conversion_refuses_when_spent(monkeypatch, budget, value, says):
    """The budgets a crafted font cannot reach quickly, each shrunk here below what the base font needs."""
    from fontTools.ttLib import TTFont

    from pnp.base.errors import PnpError
    from pnp.model import font_limits

    font = TTFont(io.BytesIO(saved(base_font(cff=True))), lazy=False)
    assert font_limits.as_truetype("face.otf", TTFont(io.BytesIO(saved(base_font(cff=True))), lazy=False))
    monkeypatch.setattr(font_limits, budget, value)
    with pytest.raises(PnpError, match=re.escape(says)):
        font_limits.as_truetype("face.otf", font)
