"""Hostile art, tried through `pnp build` as a designer's download would reach it (issue 20).

Each refused case: exit 2, one line on stderr naming the game file, the field (or the CSV row and column)
and the art file, and nothing written. Each accepted case: the SVG pnp wrote, parsed as XML, holds no
reference outside itself (no url() but url(#...), no href but #... or pnp's own embedded raster), and the
PDF builds too. The SVGs are made here, the broken rasters with zlib and struct."""

from __future__ import annotations

import io
import os
import re
import struct
import xml.etree.ElementTree as ET
import zlib

import pytest
from conftest import assert_clean_error, run_pnp

NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
GAME = 'id = "g"\ntitle = "G"\nplayers = { min = 2, max = 2 }\n\n[[tokens]]\nid = "coin"\ncount = 1\nart = "{art}"\n'
DECK = ('id = "g"\ntitle = "G"\nplayers = { min = 2, max = 2 }\n\n[[decks]]\nid = "d"\nname = "D"\ndata = "cards.csv"\n'
        '[[decks.layout]]\nkind = "art"\nvalue = "{picture}"\nbox = [5, 5, 50, 50]\n')
RECT = '<rect width="10" height="10" fill="#2f9e44"/>'


def svg(inner: str, attrs: str = 'viewBox="0 0 10 10"') -> str:
    return f"<svg {NS} {attrs}>{inner}</svg>"


def build(tmp_path, art: str | bytes, name: str = "a.svg", formats: str = "svg,pdf"):
    (tmp_path / name).write_bytes(art.encode("utf-8") if isinstance(art, str) else art)
    game = tmp_path / "g.toml"
    game.write_text(GAME.replace("{art}", name), encoding="utf-8")
    return run_pnp("build", str(game), "--format", formats, "--out", str(tmp_path / "out"))


def refused(run, tmp_path, *words: str) -> None:
    """Exit 2, one line naming the place (the game file unless a word names a CSV), nothing written."""
    assert run.code == 2, run
    assert_clean_error(run, *words, *(() if any(".csv" in w for w in words) else ("g.toml",)))
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


# --- references outside the file, however they are spelt ----------------------------------------

OUTSIDE = {
    "@IMPORT in capitals": svg('<style>@IMPORT "http://e.org/x.css";</style>' + RECT),
    "@import spelt with an escape": svg(r'<style>@imp\6fRt url(x.css);</style>' + RECT),
    "@import in a style attribute": svg('<rect width="1" height="1" style="@import \'x.css\'; fill:red"/>'),
    "URL( in a style attribute": svg('<rect width="1" height="1" style="fill:URL(http://e.org/p)"/>'),
    "Url( as an attribute": svg('<rect width="1" height="1" fill="Url(http://e.org/p)"/>'),
    "u\\72l( (a CSS escape)": svg(r'<rect width="1" height="1" style="fill:u\72l(http://e.org/p)"/>'),
    "\\75 rl( (escape and space)": svg(r'<rect width="1" height="1" style="fill:\75 rl(http://e.org/p)"/>'),
    "u\\000072l( (six digits)": svg(r'<rect width="1" height="1" style="fill:u\000072l(http://e.org/p)"/>'),
    "escaped url( in a style sheet": svg(r"<style>rect{fill:u\72l(  'http://e.org/p'  )}</style>" + RECT),
    "comment inside url()": svg('<rect width="1" height="1" style="fill:url(/**/http://e.org/p)"/>'),
    "comment in a style sheet": svg('<style>/* a */rect{fill:/**/URL(/x/p.svg)}</style>' + RECT),
    "url() in @font-face": svg("<style>@font-face{font-family:x;src:url(http://e.org/f.woff)}</style>" + RECT),
    "src() function": svg('<rect width="1" height="1" fill="src(\'http://e.org/p\')"/>'),
    "data: url in a style": svg('<rect width="1" height="1" style="background:url(\'data:image/png;base64,AAAA\')"/>'),
    "url() in an attribute pnp leaves out": svg('<rect width="1" height="1" filter="url(http://e.org/f)"/>'),
    "xlink:href on <use>": svg('<use xlink:href="http://e.org/a.svg#x"/>'),
    "href on <use> to another file": svg('<use href="other.svg#x"/>'),
    "href with no scheme": svg('<use href="//e.org/x"/>'),
    "javascript: href": svg('<use href="javascript:alert(1)"/>'),
    "gradient from another file": svg('<linearGradient id="g" xlink:href="http://e.org/g.svg#g"/>' + RECT),
    "href in another namespace": svg('<rect xmlns:e="urn:e" e:href="http://e.org/x" width="1" height="1"/>'),
}


@pytest.mark.parametrize("art", OUTSIDE.values(), ids=OUTSIDE.keys())
def test_references_outside_the_file_are_refused(tmp_path, art):
    run = build(tmp_path, art)
    refused(run, tmp_path, "tokens[0].art", "'a.svg'")
    assert "outside the file" in run.err or "@import" in run.err


RUNS = {
    "<script>": svg("<script>alert(1)</script>" + RECT),
    "<script> in another namespace": svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>' + RECT),
    "<script> inside what pnp leaves out": svg("<metadata><script>alert(1)</script></metadata>" + RECT),
    "onload=": svg(RECT, 'viewBox="0 0 10 10" onload="alert(1)"'),
    "ONCLICK=": svg('<rect width="1" height="1" ONCLICK="alert(1)"/>'),
    "<foreignObject>": svg('<foreignObject width="5" height="5"><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject>'),
    "<image> with a link": svg('<image xlink:href="http://e.org/a.png" width="1" height="1"/>'),
    "<image> with a data URI": svg('<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>'),
    "<a>": svg('<a xlink:href="#r">' + RECT + "</a>"),
    "<animate>": svg('<rect width="1" height="1"><animate attributeName="fill" to="red"/></rect>'),
    "<text>": svg("<text>Hi</text>"),
}


@pytest.mark.parametrize("art", RUNS.values(), ids=RUNS.keys())
def test_what_runs_or_embeds_is_refused(tmp_path, art):
    refused(build(tmp_path, art), tmp_path, "tokens[0].art", "'a.svg'")


def test_a_doctype_is_refused(tmp_path):
    art = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]>' + svg("&a;" + RECT)
    refused(build(tmp_path, art), tmp_path, "tokens[0].art", "DOCTYPE")


# --- what pnp writes holds nothing from outside ------------------------------------------------

ACCEPTED = {
    "gradient by URL(#id) in a style sheet": svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#ff0000"/></linearGradient></defs>'
        '<style>.a{fill:URL(#g)} #r{stroke:#00f}</style><rect id="r" class="a" width="10" height="10"/>'),
    "gradient by an escaped url(#id)": svg(
        '<defs><radialGradient id="g"><stop offset="1" stop-color="red"/></radialGradient></defs>'
        r'<rect width="10" height="10" style="fill:u\72l(#g);stroke:none"/>'),
    "Inkscape's metadata and namespaces": svg(
        '<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" pagecolor="#fff"/>'
        '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>'
        '<title>T</title><g xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:label="L" '
        'data-name="x" style="fill:#2f9e44;-inkscape-stroke:none;font-family:Sans">' + RECT + "</g>"),
    "a filter, left out": svg(
        '<filter id="f"><feGaussianBlur stdDeviation="2"/></filter><rect width="10" height="10" filter="url(#f)"/>'),
    "<use> of the same file": svg('<defs><circle id="c" r="2"/></defs><use href="#c" x="5" y="5"/>'
                                  '<use xlink:href="#c" x="2" y="2"/>'),
    "paint on the root": svg(RECT, 'viewBox="0 0 10 10" fill="#2f9e44" style="stroke:red;enable-background:new"'),
    "a size in millimetres": svg(RECT, 'width="30mm" height="20mm"'),
    "a clip path and a mask": svg('<clipPath id="c"><rect width="5" height="5"/></clipPath>'
                                  '<mask id="m"><rect width="10" height="10" fill="white"/></mask>'
                                  '<g clip-path="url(#c)" mask="url( #m )">' + RECT + "</g>"),
}


def outside_references(root) -> list[str]:
    """Every attribute value or text of an SVG that names something outside it."""
    found = []
    for element in root.iter():
        for key, value in element.attrib.items():
            if key.rsplit("}", 1)[-1] == "href" and not (value.startswith("#") or value.startswith("data:image/png;base64,")):
                found.append(f"{key}={value}")
            found += [f"{key}={value}" for u in re.findall(r"url\(\s*([^)]*)", value, re.I) if not u.startswith("#")]
        for text in (element.text, element.tail):
            found += [t for t in re.findall(r"url\(\s*([^)]*)|@import", text or "", re.I) if not t.startswith("#")]
        if "\\" in (element.text or "") or any("\\" in v for v in element.attrib.values()):
            found.append(f"a CSS escape in <{element.tag}>")
    return found


def test_the_scan_finds_what_it_looks_for():
    """The scan used below, on planted output: it cannot pass by looking at nothing."""
    planted = ['<style>@import "x";</style>', '<rect fill="URL( http://e.org )"/>', r'<rect style="fill:u\72l(x)"/>',
               '<use xlink:href="http://e.org/x"/>', '<style>a{fill:url(x)}</style>', '<use href="x.svg#a"/>']
    assert all(outside_references(ET.fromstring(svg(p))) for p in planted)
    assert outside_references(ET.fromstring(svg('<rect fill="url(#a)"/><use href="#a"/>'))) == []


@pytest.mark.parametrize("art", ACCEPTED.values(), ids=ACCEPTED.keys())
def test_accepted_art_reaches_the_output_clean(tmp_path, art):
    run = build(tmp_path, art)
    assert run.code == 0, run.err
    pages = list((tmp_path / "out" / "g").glob("*.svg"))
    assert pages and (tmp_path / "out" / "g" / "tokens.pdf").exists()
    nested = 0
    for page in pages:
        root = ET.parse(page).getroot()
        assert outside_references(root) == [], page.name
        tags = {el.tag.rsplit("}", 1)[-1] for el in root.iter()}
        assert not tags & {"script", "foreignObject", "image", "filter", "feGaussianBlur", "metadata", "namedview"}
        assert not any(k.lower().startswith("on") or "}" in k and "xlink" not in k for el in root.iter() for k in el.attrib)
        nested += sum(1 for el in root.iter("{http://www.w3.org/2000/svg}use") if "art" in (el.get("class") or ""))
    assert nested >= 1  # the art is there, not dropped whole


def test_the_svg_keeps_the_designers_paint(tmp_path):
    """The allow-list keeps what draws: the class rule's gradient, prefixed like its id, and the root's fill."""
    run = build(tmp_path, ACCEPTED["gradient by URL(#id) in a style sheet"], formats="svg")
    assert run.code == 0, run.err
    root = ET.parse(next((tmp_path / "out" / "g").glob("*.svg"))).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    gradient = next(root.iter(f"{ns}linearGradient")).get("id")
    style = next(root.iter(f"{ns}style")).text
    rect = next(el for el in root.iter(f"{ns}rect") if el.get("id", "").endswith("-r"))
    assert gradient.endswith("-g") and f"fill:url(#{gradient})" in style
    assert f".{rect.get('class')}{{" in style and f"#{rect.get('id')}{{stroke:#00f}}" in style


# --- sizes and numbers -------------------------------------------------------------------------

SIZES = {
    "viewBox 1e-300": 'viewBox="0 0 1e-300 1e-300"',
    "viewBox 0": 'viewBox="0 0 0 10"',
    "viewBox negative": 'viewBox="0 0 -10 10"',
    "viewBox nan": 'viewBox="0 0 nan nan"',
    "viewBox inf": 'viewBox="0 0 inf 10"',
    "viewBox 1e400": 'viewBox="0 0 1e400 10"',
    "viewBox three numbers": 'viewBox="0 0 10"',
    "width absurd": 'width="1e9" height="10"',
    "width nan": 'width="nan" height="10"',
    "width a percentage": 'width="100%" height="100%"',
    "no size at all": "",
}


@pytest.mark.parametrize("attrs", SIZES.values(), ids=SIZES.keys())
def test_a_size_that_is_not_finite_and_in_range_is_refused(tmp_path, attrs):
    refused(build(tmp_path, svg(RECT, attrs)), tmp_path, "tokens[0].art", "'a.svg'", "viewBox")


NUMBERS = {
    "a nested viewBox 1e-300": svg('<svg viewBox="0 0 1e-300 1e-300">' + RECT + "</svg>"),
    "a coordinate 1e300": svg('<path d="M0 0L1e300 5Z"/>'),
    "a width 1e400": svg('<rect width="1e400" height="1"/>'),
    "a width nan": svg('<rect width="nan" height="1"/>'),
    "a transform 1e300": svg(f'<g transform="scale(1e300)">{RECT}</g>'),
    "a transform that is not one": svg(f'<g transform="scale(1,2,3)">{RECT}</g>'),
    "path data with letters": svg('<path d="M0 0 L5 5 expression(x)"/>'),
    "a paint that is a script": svg('<rect width="1" height="1" fill="expression(alert(1))"/>'),
    "u/**/rl( (a comment splits it)": svg('<rect width="1" height="1" style="fill:u/**/rl(http://e.org/p)"/>'),
    "path data M alone": svg('<path d="M"/>'),
    "path data after Z": svg('<path d="M0 0Z 5"/>'),
    "path data one number short": svg('<path d="M0 0 C1 1 2 2 3"/>'),
    "a transform that squashes to nothing": svg(f'<g transform="matrix(0 0 0 0 0 0)">{RECT}</g>'),
    "a gradient scaled by 1e-300": svg('<linearGradient id="g" gradientTransform="scale(1e-300)"/>' + RECT),
}


# Values svglib stopped on with an internal error (exit 70) once they reached the PDF renderer; SVG itself
# says what they draw (nothing, the default, a solid line), and pnp now writes that.
HARMLESS = {
    "a dash pattern of zeros": svg('<rect width="5" height="5" stroke="red" stroke-dasharray="0 0"/>'),
    "a negative dash": svg('<rect width="5" height="5" stroke="red" stroke-dasharray="-1 2"/>'),
    "width auto": svg('<rect width="auto" height="5"/>' + RECT),
    "a nested svg of no width": svg('<svg width="0" viewBox="0 0 1 1">' + RECT + "</svg>" + RECT),
    "arc flags without separators": svg('<path d="M1 1a4 4 0 015 5z" fill="red"/>'),
    "a <use> of nothing": svg('<use href="#nothing"/>' + RECT),
}


@pytest.mark.parametrize("art", NUMBERS.values(), ids=NUMBERS.keys())
def test_values_pnp_cannot_draw_are_refused(tmp_path, art):
    refused(build(tmp_path, art), tmp_path, "tokens[0].art", "'a.svg'")


@pytest.mark.parametrize("art", HARMLESS.values(), ids=HARMLESS.keys())
def test_values_svg_ignores_build(tmp_path, art):
    run = build(tmp_path, art, formats="pdf")
    assert run.code == 0 and run.err == "", run


def nested(depth: int) -> str:
    return svg("<g>" * depth + RECT + "</g>" * depth)


def use_bomb(levels: int) -> str:
    """Ten uses of the level below, `levels` times: 10 ** levels elements once expanded, in a small file."""
    defs = ['<rect id="l0" width="1" height="1"/>']
    defs += [f'<g id="l{i}">' + f'<use href="#l{i - 1}"/>' * 10 + "</g>" for i in range(1, levels + 1)]
    return svg("<defs>" + "".join(defs) + f'</defs><use href="#l{levels}"/>')


LARGE = {
    "nested 100 deep": (nested(100), "60 deep"),
    "60,000 elements": (svg(RECT * 60_000), "50,000 elements"),
    "a <use> bomb": (use_bomb(6), "counting what <use> repeats"),
    "a <use> chain 100 deep": (svg("<defs>" + '<rect id="u0" width="1" height="1"/>' + "".join(
        f'<use id="u{i}" href="#u{i - 1}"/>' for i in range(1, 100)) + '</defs><use href="#u99"/>'), "60 deep"),
    "a <use> of itself": (svg('<g id="a"><use href="#a"/></g>'), "repeats itself"),
    "a <use> loop of two": (svg('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>'), "repeats itself"),
    "1,001 style rules": (svg("<style>" + "".join(f".c{i}{{fill:red}}" for i in range(1001)) + "</style>" + RECT),
                          "1,000 rules"),
}


@pytest.mark.parametrize("art, words", LARGE.values(), ids=LARGE.keys())
def test_art_too_large_once_expanded_is_refused(tmp_path, art, words):
    refused(build(tmp_path, art), tmp_path, "tokens[0].art", "'a.svg'", words)


def test_art_just_inside_the_limits_builds(tmp_path):
    """The limits above are edges, not walls around everything: 59 levels and a <use> bomb of 11,111."""
    for name, art in (("deep", nested(58)), ("wide", use_bomb(4))):
        (tmp_path / name).mkdir()
        run = build(tmp_path / name, art, formats="svg")
        assert run.code == 0, run.err


# --- raster art that does not decode ----------------------------------------------------------


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def broken_png() -> bytes:
    """A 10 × 10 PNG whose chunks all have valid CRCs, but whose image stream is not valid zlib."""
    stream = bytearray(zlib.compress(b"".join(b"\0" + b"\x80" * 30 for _ in range(10))))
    stream[4:12] = bytes(b ^ 0xFF for b in stream[4:12])
    header = struct.pack(">IIBBBBB", 10, 10, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _chunk(b"IDAT", bytes(stream)) + _chunk(b"IEND", b"")


def truncated_jpeg() -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (400, 400), "#aa3355").save(out, "JPEG")
    return out.getvalue()[: len(out.getvalue()) // 2]


@pytest.mark.parametrize("name, data", [("broken.png", broken_png), ("cut.jpg", truncated_jpeg)])
@pytest.mark.parametrize("formats", ["pdf", "svg"])
def test_a_raster_that_does_not_decode_is_refused(tmp_path, name, data, formats):
    from PIL import Image

    with pytest.raises(Exception):  # the planted file is broken in the way its name says
        with Image.open(io.BytesIO(data())) as image:
            image.load()
    refused(build(tmp_path, data(), name, formats), tmp_path, "tokens[0].art", name, "not a readable")


# --- paths ------------------------------------------------------------------------------------


def test_a_link_loop_as_art_is_refused(tmp_path):
    os.symlink("b.svg", tmp_path / "a.svg")
    os.symlink("a.svg", tmp_path / "b.svg")
    (tmp_path / "g.toml").write_text(GAME.replace("{art}", "a.svg"), encoding="utf-8")
    run = run_pnp("build", str(tmp_path / "g.toml"), "--out", str(tmp_path / "out"))
    refused(run, tmp_path, "tokens[0].art", "'a.svg'", "leads back to itself")


def test_a_link_loop_as_deck_data_is_refused(tmp_path):
    os.symlink("cards.csv", tmp_path / "cards.csv")
    (tmp_path / "g.toml").write_text(DECK, encoding="utf-8")
    run = run_pnp("build", str(tmp_path / "g.toml"), "--out", str(tmp_path / "out"))
    refused(run, tmp_path, "decks[0].data", "cards.csv", "leads back to itself")


@pytest.mark.parametrize("cell", ["a\x00.svg", "a\x1b[2J.svg", "a\x7f.svg"])
def test_a_control_character_in_a_csv_art_cell_is_refused(tmp_path, cell):
    (tmp_path / "a.svg").write_text(svg(RECT), encoding="utf-8")
    (tmp_path / "cards.csv").write_text(f"picture\na.svg\n{cell}\n", encoding="utf-8")
    (tmp_path / "g.toml").write_text(DECK, encoding="utf-8")
    run = run_pnp("build", str(tmp_path / "g.toml"), "--out", str(tmp_path / "out"))
    refused(run, tmp_path, "cards.csv: row 3, column 'picture'", "control character")


def test_hostile_art_named_by_a_csv_row_names_the_row(tmp_path):
    (tmp_path / "a.svg").write_text(svg(RECT), encoding="utf-8")
    (tmp_path / "evil.svg").write_text(OUTSIDE["u\\72l( (a CSS escape)"], encoding="utf-8")
    (tmp_path / "cards.csv").write_text("picture\na.svg\nevil.svg\n", encoding="utf-8")
    (tmp_path / "g.toml").write_text(DECK, encoding="utf-8")
    run = run_pnp("build", str(tmp_path / "g.toml"), "--out", str(tmp_path / "out"))
    refused(run, tmp_path, "cards.csv: row 3, column 'picture'", "'evil.svg'", "outside the file")


# --- one file, read and checked once ---------------------------------------------------------


def test_art_is_read_and_checked_once_however_its_path_is_spelt(tmp_path, monkeypatch):
    import pnp.model.art

    art = svg(f"<!-- {tmp_path} -->" + RECT)  # content no earlier test had: nothing cached yet
    (tmp_path / "a.svg").write_text(art, encoding="utf-8")
    (tmp_path / "sub").mkdir()
    spellings = ["./" * i + "a.svg" for i in range(1, 60)] + ["sub/../" * i + "a.svg" for i in range(1, 60)]
    (tmp_path / "cards.csv").write_text("picture\n" + "\n".join(spellings) + "\n", encoding="utf-8")
    (tmp_path / "g.toml").write_text(DECK, encoding="utf-8")
    parsed, opened = [], []
    parse, open_ = pnp.model.art.safe_svg_root, type(tmp_path).open
    monkeypatch.setattr(pnp.model.art, "safe_svg_root", lambda data, **kw: parsed.append(1) or parse(data, **kw))
    monkeypatch.setattr(type(tmp_path), "open", lambda self, *a, **kw: (opened.append(self) if self.name == "a.svg"
                                                                         else None) or open_(self, *a, **kw))
    run = run_pnp("build", str(tmp_path / "g.toml"), "--format", "svg", "--out", str(tmp_path / "out"))
    assert run.code == 0, run.err
    assert len(parsed) == 1 and len(opened) == 1, (len(parsed), len(opened))
    assert len(list((tmp_path / "out" / "g").glob("cards-d*.svg"))) >= len(spellings) // 10  # every card built
