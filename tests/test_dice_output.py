"""`pnp dice`: the produced PDF and SVG, measured."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import count_near, pdf_rects, pdf_text, run_pnp, soften, svg_image, unembedded_fonts

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def stickers(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("stickers")
    run = run_pnp("dice", "--faces", "1,2,Noir,Noir,5,6", "--die", "16mm", "--style", "sticker", "--count", "3", "--out", str(out))
    assert run.code == 0, run.err
    return out


@pytest.fixture(scope="module")
def nets(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("nets")
    run = run_pnp(
        "dice", "--faces", "2,9,10,11,12,13", "--faces", "3,4,5,14,15,16", "--color", "blue", "--color", "orange",
        "--style", "net", "--face", "20mm", "--paper", "letter", "--out", str(out),
    )
    assert run.code == 0, run.err
    return out


def test_sticker_sheet_files(stickers):
    assert sorted(p.name for p in stickers.iterdir() if not p.name.startswith(".")) == [
        "dice-stickers.pdf", "dice-stickers.png", "dice-stickers.svg"
    ]


def test_sticker_page_is_a4(stickers):
    from pypdf import PdfReader

    page = PdfReader(stickers / "dice-stickers.pdf").pages[0]
    assert float(page.mediabox.width) * 25.4 / 72 == pytest.approx(210, abs=0.1)
    assert float(page.mediabox.height) * 25.4 / 72 == pytest.approx(297, abs=0.1)


def stickers_printed(folder: Path) -> int:
    """The stickers the sheet's note says it holds: the game's set of 3 dice × 6 faces, and each spare set."""
    import re

    said = re.search(r"partie,\s+(un|\d+)\s+jeux?\s+de\s+rechange", pdf_text(folder / "dice-stickers.pdf"))
    assert said, "the note names the spare sets"
    return 18 * (1 + (1 if said[1] == "un" else int(said[1])))


def test_each_sticker_is_a_closed_square_of_the_asked_size(stickers):
    """80 % of 16 mm rounded to 0.5 mm, as many as the note says."""
    rects = pdf_rects(stickers / "dice-stickers.pdf")
    assert count_near(rects, 13.0, 13.0) == stickers_printed(stickers) > 18


def test_sticker_option_sets_the_size(tmp_path):
    run = run_pnp("dice", "--faces", "a,b,c,d,e,f", "--sticker", "12.2mm", "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    assert count_near(pdf_rects(tmp_path / "dice-stickers.pdf"), 12.2, 12.2) == 6 * 4  # the set and 3 spares: one die leaves room


def test_first_page_carries_the_calibration_strip(stickers):
    """A thin strip, its 50 mm bar the measure; the 50 mm square is on the kit's guide page."""
    rects = pdf_rects(stickers / "dice-stickers.pdf")
    assert count_near(rects, 50.0, 1.6) == 1
    assert count_near(rects, 50.0, 50.0) == 0


def test_fonts_are_embedded_and_text_is_there(stickers):
    path = stickers / "dice-stickers.pdf"
    assert unembedded_fonts(path) == []
    text = pdf_text(path)
    for word in ("Noir", "50 mm", "page 1/1", "opposés"):
        assert word in text


def test_net_faces_are_closed_squares(nets):
    rects = pdf_rects(nets / "dice-nets.pdf")
    assert count_near(rects, 20.0, 20.0) == 12


def test_letter_paper(nets):
    from pypdf import PdfReader

    page = PdfReader(nets / "dice-nets.pdf").pages[0]
    assert float(page.mediabox.width) * 25.4 / 72 == pytest.approx(215.9, abs=0.1)
    assert float(page.mediabox.height) * 25.4 / 72 == pytest.approx(279.4, abs=0.1)


def test_svg_holds_the_same_shapes(stickers):
    root = ET.parse(stickers / "dice-stickers.svg").getroot()
    assert root.get("width") == "210mm" and root.get("viewBox") == "0 0 210 297"
    squares = [r for r in root.iter(f"{SVG}rect") if r.get("class") == "sticker"]
    assert len(squares) == stickers_printed(stickers)
    assert all(float(r.get("width")) == pytest.approx(13.0) for r in squares)
    labels = {g.get("aria-label") for g in root.iter(f"{SVG}g") if g.get("aria-label")}
    assert {"Noir", "1", "6", "← 50 mm à 100 %"} <= labels


def test_svg_text_needs_no_system_font(stickers):
    """Text is drawn as glyph outlines: no <text> element, nothing for a viewer to substitute."""
    root = ET.parse(stickers / "dice-stickers.svg").getroot()
    assert not list(root.iter(f"{SVG}text"))
    assert len(list(root.iter(f"{SVG}use"))) > 20


def _pixels(png: bytes):
    from io import BytesIO

    from PIL import Image

    return Image.open(BytesIO(png)).convert("L")


@pytest.mark.parametrize("which", ["stickers", "nets"])
def test_pdf_and_svg_render_alike(which, request):
    """Rendered at the same resolution, the PDF and the SVG of a sheet differ in very few pixels."""
    import pypdfium2
    from PIL import ImageChops

    folder = request.getfixturevalue(which)
    name = "dice-stickers" if which == "stickers" else "dice-nets"
    dpi = 72
    svg_img = svg_image(folder / f"{name}.svg", dpi)
    pdf = pypdfium2.PdfDocument(str(folder / f"{name}.pdf"))
    pdf_img = pdf[0].render(scale=dpi / 72).to_pil().convert("L")
    assert abs(svg_img.size[0] - pdf_img.size[0]) <= 1 and abs(svg_img.size[1] - pdf_img.size[1]) <= 1
    pdf_img = pdf_img.resize(svg_img.size)
    diff = ImageChops.difference(soften(svg_img), soften(pdf_img))
    changed = sum(diff.point(lambda v: 255 if v > 96 else 0).histogram()[255:])
    total = svg_img.size[0] * svg_img.size[1]
    assert changed / total < 0.01, changed / total
    # and the sheet is not blank: a blank pair would agree perfectly
    assert sum(svg_img.point(lambda v: 255 if v < 128 else 0).histogram()[255:]) > total * 0.01


def test_two_runs_give_identical_bytes(tmp_path):
    for n in (1, 2):
        run = run_pnp("dice", "--game", "renards-poules-viperes", "--style", "net", "--out", str(tmp_path / str(n)))
        assert run.code == 0, run.err
    first = {p.name: p.read_bytes() for p in (tmp_path / "1").iterdir() if not p.name.startswith(".")}
    second = {p.name: p.read_bytes() for p in (tmp_path / "2").iterdir() if not p.name.startswith(".")}
    assert first.keys() == second.keys() and len(first) >= 3
    for name in first:
        assert first[name] == second[name], name


def test_png_preview_is_a_real_image(stickers):
    from PIL import Image

    with Image.open(stickers / "dice-stickers.png") as img:
        assert img.format == "PNG"
        assert img.size == (794, 1123)  # A4 at 96 dpi


def test_game_dice_and_pips(tmp_path):
    run = run_pnp("dice", "--game", "clann", "--style", "sticker", "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    text = pdf_text(tmp_path / "dice-stickers.pdf")
    assert "Max Gerchambeau" in text and "commercial" in text  # every Clann sheet names the author


def test_pips_draw_circles_not_digits(tmp_path):
    import pdfplumber

    run = run_pnp("dice", "--faces", "1,2,3,4,5,6", "--pips", "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    with pdfplumber.open(tmp_path / "dice-stickers.pdf") as pdf:
        pips = [c for c in pdf.pages[0].curves if abs(c["width"] - c["height"]) < 0.01 and c["width"] < 10]
    assert len(pips) == 21 * 4  # 1+2+...+6, for the set and its 3 spares


def test_existing_files_are_kept_unless_forced(tmp_path):
    (tmp_path / "dice-stickers.pdf").write_bytes(b"my own file")
    run = run_pnp("dice", "--faces", "1,2,3,4,5,6", "--out", str(tmp_path))
    assert run.code != 0 and "--force" in run.err
    assert (tmp_path / "dice-stickers.pdf").read_bytes() == b"my own file"
    assert not (tmp_path / "dice-stickers.svg").exists()
    assert run_pnp("dice", "--faces", "1,2,3,4,5,6", "--out", str(tmp_path), "--force").code == 0
    assert (tmp_path / "dice-stickers.pdf").read_bytes().startswith(b"%PDF")
    # pnp's own output is rebuilt without --force
    assert run_pnp("dice", "--faces", "1,2,3,4,5,6", "--out", str(tmp_path)).code == 0
