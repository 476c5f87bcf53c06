"""The designer's art (pnp/art.py): paths kept in the game's folder, hostile SVG refused, raster checked,
and both renderers drawing it: SVG art as vector shapes in the PDF and nested SVG in the SVG."""

from __future__ import annotations

import io
import os
import xml.etree.ElementTree as ET

import pytest

from pnp.base.errors import PnpError
from pnp.model.art import art_group, load_art
from pnp.render.pdf import render_pdf
from pnp.render.svg import render_svg
from pnp.scene import Document, Page

ART = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">'
       '<defs><linearGradient id="g"><stop offset="0" stop-color="#ff0000"/></linearGradient></defs>'
       '<rect width="100" height="50" fill="#ffcc00"/><circle cx="50" cy="25" r="20" fill="url(#g)"/></svg>')


def png(path, w: int, h: int) -> None:
    from PIL import Image

    Image.new("RGB", (w, h), "#3366aa").save(path)


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "a.svg").write_text(ART)
    png(tmp_path / "b.png", 600, 300)
    return tmp_path


def refused(folder, name: str, *words: str) -> None:
    with pytest.raises(PnpError) as e:
        load_art(name, folder, file="g.toml", field="decks[0].art")
    message = str(e.value)
    assert message.startswith("g.toml: decks[0].art"), message
    for word in words:
        assert word in message, message


def test_paths_stay_in_the_game_folder(folder, tmp_path_factory):
    outside = tmp_path_factory.mktemp("elsewhere")
    (outside / "x.svg").write_text(ART)
    os.symlink(outside / "x.svg", folder / "link.svg")
    refused(folder, "../elsewhere/x.svg", "leaves the game file's folder")
    refused(folder, "link.svg", "leaves the game file's folder")
    refused(folder, str(outside / "x.svg"), "absolute path")
    refused(folder, "missing.png", "no art file", "missing.png")
    refused(folder, "notes.txt", "not PNG, JPEG or SVG")


@pytest.mark.parametrize("svg, words", [
    ('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "<script>"),
    ('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><rect width="1" height="1"/></svg>', "script attribute"),
    ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="http://e.org/a.svg#x"/></svg>', "outside the file"),
    ('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" fill="url(http://e.org/p)"/></svg>', "outside the file"),
    ('<svg xmlns="http://www.w3.org/2000/svg"><style>@import "x.css";</style></svg>', "imports"),
    ('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>', "DOCTYPE"),
    ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1e9 1e9"><rect width="1" height="1"/></svg>', "no usable size"),
    ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><text>Hi</text></svg>', "convert text to paths"),
    ('<svg xmlns="http://www.w3.org/2000/svg"><rect', "not well-formed"),
])
def test_hostile_or_broken_svg_is_refused(folder, svg, words):
    (folder / "bad.svg").write_text(svg)
    refused(folder, "bad.svg", words)


def test_unreadable_raster_is_refused(folder):
    (folder / "bad.png").write_bytes(b"\x89PNG\r\n\x1a\nnot really")
    refused(folder, "bad.png", "not a readable PNG")
    png(folder / "real.png", 10, 10)
    (folder / "real.jpg").write_bytes((folder / "real.png").read_bytes())
    refused(folder, "real.jpg", "holds a PNG image, not JPEG")


def test_low_resolution_warns_with_the_file(folder, capsys):
    art = load_art("b.png", folder, file="g.toml", field="x")
    art_group(art, 0, 0, 25.4, 12.7, file="g.toml", field="x")  # 600 px over 1 in: 600 dpi, no warning
    assert capsys.readouterr().err == ""
    art_group(art, 0, 0, 101.6, 50.8, file="g.toml", field="x")  # 4 in: 150 dpi
    err = capsys.readouterr().err
    assert err.startswith("pnp: warning: g.toml: x: 'b.png' prints at 150 dpi"), err


def test_svg_art_is_vector_in_pdf_and_svg(folder):
    import pdfplumber
    from pypdf import PdfReader

    svg_art, png_art = load_art("a.svg", folder, file="t"), load_art("b.png", folder, file="t")
    page = Page(100, 100, [art_group(svg_art, 10, 10, 80, 40), art_group(svg_art, 10, 55, 40, 40, "cover"),
                           art_group(png_art, 55, 55, 40, 40, "cover")])
    pdf = render_pdf(Document("t", [page]))
    images = []

    def walk(resources):
        for obj in ((resources or {}).get("/XObject") or {}).values():
            obj = obj.get_object()
            if obj["/Subtype"] == "/Image":
                images.append((obj["/Width"], obj["/Height"]))
            else:
                walk(obj.get("/Resources"))

    walk(PdfReader(io.BytesIO(pdf)).pages[0]["/Resources"])
    assert images == [(600, 300)]  # the PNG only: the SVG art is not an image
    with pdfplumber.open(io.BytesIO(pdf)) as doc:
        fills = {tuple(round(v, 2) for v in (r.get("non_stroking_color") or ())) for r in doc.pages[0].objects.get("rect", [])}
    assert (1.0, 0.8, 0.0) in fills  # the art's yellow rectangle, drawn as a vector shape
    root = ET.fromstring(render_svg(page, "t"))
    ns = "{http://www.w3.org/2000/svg}"
    symbols = {s.get("id"): s for s in root.iter(f"{ns}symbol")}
    placed = [symbols[u.get("{http://www.w3.org/1999/xlink}href")[1:]] for u in root.iter(f"{ns}use")
              if u.get("class") == "art-svg"]
    assert len(placed) == 2 and placed[0] is placed[1] and placed[0].get("viewBox") == "0 0 100 50"  # stored once
    gradient_ids = {el.get("id") for el in root.iter(f"{ns}linearGradient")}
    fills = {el.get("fill") for el in root.iter(f"{ns}circle")}
    assert fills == {f"url(#{i})" for i in gradient_ids} and all(i != "g" for i in gradient_ids)
    assert [i.get("{http://www.w3.org/1999/xlink}href")[:22] for i in root.iter(f"{ns}image")] == ["data:image/png;base64,"]
