"""Print-shop profiles (`pnp build --layout shop --shop tgc|dtc|mpc`, issue 22), read back from the files: The
Game Crafter's and MakePlayingCards' PNGs measured in pixels by Pillow; DriveThruCards' PDF read by pypdf (page
size in points, back and front alternating, no colour space but CMYK) and drawn into its separations by
Ghostscript's tiffsep device, whose C + M + Y + K per pixel is summed to find each page's total ink. One small
deck, and separations at 30 dpi, keep it to seconds. Bad input: one line, exit 2, nothing written."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pypdf
import pytest
from conftest import assert_clean_error, run_pnp
from PIL import Image

from pnp.render import shops

pytestmark = pytest.mark.skipif(shutil.which("gs") is None, reason="Ghostscript (gs) is not installed")

POINTS_PER_INCH = 72
# a back darker than anything on the fronts, so a page's ink tells a back from a front; a black band and a
# dark red text: the colours Ghostscript's own conversion takes over 240 % (296 % and 270 %)
DECK = '''
[[decks]]
id = "d"
size = "{size}"
rows = [{{ title = "Fox", ink = "#7a0000", count = 2 }}, {{ title = "Hen", ink = "#000000", count = 1 }}]
color = "{{ink}}"
[[decks.layout]]
kind = "band"
value = "#000000"
box = ["0mm", "0mm", "{width}", "10mm"]
[[decks.layout]]
kind = "title"
value = "{{title}}"
align = "left"
box = ["{inset}", "20mm", "30mm", "10mm"]
[decks.back]
background = "#101010"
title = "Back"
'''


def game(folder: Path, size: str = "poker", width: str = "63.5mm", inset: str = "8mm") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "game.toml"
    path.write_text('id = "t"\ntitle = "T"\nplayers = { min = 2, max = 4 }\n'
                    + DECK.format(size=size, width=width, inset=inset), encoding="utf-8")
    return path


def shop_build(tmp_path: Path, shop: str, *args: str, path: Path | None = None) -> Path:
    run = run_pnp("build", str(path or game(tmp_path / "g")), "--shop", shop, "--out", str(tmp_path / "o"), *args)
    assert run.code == 0, run.err
    folder = tmp_path / "o" / "t" / shop
    # short: a summary line and the README's path, not a line per file
    made = len(list(folder.iterdir())) - 2
    assert run.out.splitlines() == [f"t: {made} file{'s' if made != 1 else ''} for {shops.SHOPS[shop].label} in {folder}",
                                    str(folder / "README.txt")]
    return folder


# --- reading a PDF back: colour spaces and total ink ----------------------------------------------------


def colour_spaces(pdf: Path) -> set[str]:
    """Every colour space a page's content or images use: the operators that set one (rg, RG: RGB; k, K:
    CMYK; g, G: grey) and the /ColorSpace of each image and of each resource dictionary."""
    found: set[str] = set()
    operators = {b"rg": "/DeviceRGB", b"RG": "/DeviceRGB", b"k": "/DeviceCMYK", b"K": "/DeviceCMYK",
                 b"g": "/DeviceGray", b"G": "/DeviceGray"}
    for page in pypdf.PdfReader(pdf).pages:
        content = page.get_contents().get_data()
        found.update(space for op, space in operators.items() if re.search(rb"(^|\s)" + op + rb"(\s|$)", content))
        resources = page["/Resources"]
        for space in (resources.get("/ColorSpace") or {}).values():
            found.add(str(space.get_object()))
        for image in (resources.get("/XObject") or {}).values():
            if image.get_object().get("/Subtype") == "/Image":  # a form (the vector file's art) has none
                found.add(str(image.get_object().get("/ColorSpace")))
    return found


def page_inks(pdf: Path, folder: Path, dpi: int = 30) -> list[np.ndarray]:
    """Each page's total ink per pixel, in %, from Ghostscript's separations (tiffsep: one 8-bit plate per
    colourant, 0 for full ink)."""
    folder.mkdir()
    subprocess.run(["gs", "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=tiffsep", f"-r{dpi}",
                    f"-sOutputFile={folder}/p%03d.tif", str(pdf)], check=True)
    pages = sorted(folder.glob("p[0-9][0-9][0-9].tif"))
    inks = []
    for page in pages:
        plates = [np.asarray(Image.open(page.with_name(f"{page.stem}({c}).tif")), dtype=np.int32)
                  for c in ("Cyan", "Magenta", "Yellow", "Black")]
        inks.append(sum(255 - plate for plate in plates) * 100 / 255)
    return inks


@pytest.mark.parametrize("shop", ["dtc", "dtc-raster"])
def test_dtc_pdf_pages_alternate_back_and_front_in_cmyk_under_240_percent(tmp_path, shop):
    """Both DriveThruCards files: the vector one (tests/test_dtc_vector.py reads its text, fonts and output
    intent) and the fallback, one Ghostscript image a page."""
    folder = shop_build(tmp_path, shop)
    assert sorted(p.name for p in folder.iterdir()) == [".pnp-manifest.json", "README.txt", "d.pdf"]  # no kit, no guide
    pdf = folder / "d.pdf"
    reader = pypdf.PdfReader(pdf)
    assert len(reader.pages) == 6  # Fox twice and Hen once, each a back and a front
    for page in reader.pages:  # 2.75 × 3.75 in: poker trim plus 1/8 in of bleed a side
        box = page.mediabox
        assert abs(float(box.width) / POINTS_PER_INCH - 2.75) <= 0.01 and abs(float(box.height) / POINTS_PER_INCH - 3.75) <= 0.01
    assert colour_spaces(pdf) == {"/DeviceCMYK"}
    inks = page_inks(pdf, tmp_path / "separations")
    peaks = [float(ink.max()) for ink in inks]
    assert max(peaks) <= 240, peaks
    # the black band and the near-black back still print dark: in rich black from Ghostscript's images, in black
    # ink alone in the vector file (#000000 at 100 %, the back's #101010 at 94 %)
    assert min(peaks) > (200 if shop == "dtc-raster" else 90), peaks
    means = [float(ink.mean()) for ink in inks]
    backs, fronts = means[0::2], means[1::2]
    assert min(backs) > 2 * max(fronts), means  # back 1, front 1, back 2, front 2 …
    # the one back is the same on every back page; Fox's front comes twice, then Hen's
    if shop == "dtc-raster":
        images = [next(iter(page["/Resources"]["/XObject"].values())).idnum for page in reader.pages]
        assert images[0] == images[2] == images[4] and images[1] == images[3] != images[5]
    else:
        texts = [page.extract_text() for page in reader.pages]
        assert texts[0::2] == ["Back"] * 3 and texts[1::2] == ["Fox", "Fox", "Hen"], texts


def test_dtc_backs_that_differ_and_no_back(tmp_path):
    """A back filled from a column is one page image per card; a deck without a back gets plain white backs
    (the shop prints every card two-sided). The same build twice gives the same bytes."""
    path = game(tmp_path / "g")
    path.write_text(path.read_text(encoding="utf-8").replace('title = "Back"', 'title = "{title}"'), encoding="utf-8")
    pdf = shop_build(tmp_path, "dtc-raster", path=path) / "d.pdf"
    first = pdf.read_bytes()
    images = [next(iter(page["/Resources"]["/XObject"].values())).idnum for page in pypdf.PdfReader(pdf).pages]
    assert images[0] == images[2] != images[4]  # Fox's back twice, then Hen's
    shop_build(tmp_path, "dtc-raster", path=path)
    assert pdf.read_bytes() == first
    tgc = shop_build(tmp_path, "tgc", path=path)
    assert sorted(p.name for p in tgc.glob("*.png")) == ["d-1-back.png", "d-1.png", "d-2-back.png", "d-2.png"]
    bare = game(tmp_path / "bare")
    bare.write_text(bare.read_text(encoding="utf-8").split("[decks.back]")[0], encoding="utf-8")
    pdf = shop_build(tmp_path / "b", "dtc", path=bare) / "d.pdf"
    inks = page_inks(pdf, tmp_path / "bare-separations")
    assert len(inks) == 6 and all(ink.max() == 0 for ink in inks[0::2]) and all(ink.max() >= 100 for ink in inks[1::2])


def test_the_ink_and_colour_checks_catch_what_ghostscript_alone_makes(tmp_path):
    """The same cards converted by Ghostscript's default RGB to CMYK (no ink limit) go over 240 %; an RGB PDF
    shows RGB: the two checks above can fail."""
    from pnp.kit import load_game
    from pnp.parts.cards import deck_plans
    from pnp.parts.shops import shop_deck
    from pnp.render import formats
    from pnp.scene import Document

    path = game(tmp_path / "g")
    plan = deck_plans(load_game(str(path)), str(path))[0]  # the faces the shop build draws, left in RGB
    rgb = tmp_path / "rgb.pdf"
    rgb.write_bytes(formats.pdf(Document("t", shop_deck(plan, shops.SHOPS["dtc"], "en").pages)))
    assert "/DeviceRGB" in colour_spaces(rgb)
    plain = tmp_path / "plain.pdf"
    subprocess.run(["gs", "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=pdfwrite", "-sColorConversionStrategy=CMYK",
                    f"-sOutputFile={plain}", str(rgb)], check=True)
    assert max(float(ink.max()) for ink in page_inks(plain, tmp_path / "plain")) > 250


def test_ink_limit_keeps_black_and_caps_the_rest():
    pixels = np.array([[[184, 173, 171, 226], [75, 255, 255, 104], [10, 20, 30, 40], [255, 255, 255, 255]]], np.uint8)
    limited = shops.ink_limit(pixels).astype(int)
    assert (limited.sum(axis=2) <= shops.INK_LIMIT * 255 // 100).all()
    assert (limited[..., 3] == pixels[..., 3]).all()  # black untouched: darks stay dark
    assert (limited[0, 2] == pixels[0, 2]).all()  # a pale colour under the limit is left as it is
    assert limited[0, 1, 1] == limited[0, 1, 2]  # magenta and yellow scaled together: the hue holds


@pytest.mark.parametrize("shop, size, width, pixels", [
    ("tgc", "poker", "63.5mm", (825, 1125)),
    ("tgc", "bridge", "57.15mm", (750, 1125)),
    ("tgc", "1.75x2.5in", "44.45mm", (600, 825)),
    ("tgc", "3.5x3.5in", "88.9mm", (1125, 1125)),
    ("mpc", "poker", "63.5mm", (822, 1122)),
])
def test_png_shops_pixel_sizes(tmp_path, shop, size, width, pixels):
    folder = shop_build(tmp_path, shop, path=game(tmp_path / "g", size, width))
    pngs = sorted(folder.glob("*.png"))
    assert [p.name for p in pngs] == ["d-1.png", "d-2.png", "d-back.png"]  # a face per distinct card, one back
    for png in pngs:
        image = Image.open(png)
        assert image.size == pixels
        assert image.info["dpi"] == pytest.approx((300, 300), abs=0.01)


def test_a_landscape_deck_is_turned_upright(tmp_path):
    path = game(tmp_path / "g")
    path.write_text(path.read_text(encoding="utf-8").replace('size = "poker"', 'size = "poker"\norientation = "landscape"'),
                    encoding="utf-8")
    folder = shop_build(tmp_path, "mpc", path=path)
    front = np.asarray(Image.open(folder / "d-1.png").convert("L"))
    assert front.shape == (1122, 822)  # rows × columns: the upright template
    band = front[40:700, -150:-40]  # the black band, 63.5 mm along the landscape card's top edge, now down the right
    assert band.mean() < 10 and front[:, 40:150].mean() > 200


def test_readme_names_every_file_in_upload_order(tmp_path):
    folder = shop_build(tmp_path, "tgc", "--lang", "fr")
    readme = (folder / "README.txt").read_text(encoding="utf-8")
    steps = re.findall(r"^\s*(\d+)\. (\S+?)[\u00a0\u202f]?: (.*)$", readme, re.MULTILINE)  # French spaces its colons
    assert [(n, name) for n, name, _ in steps] == [("1", "d-back.png"), ("2", "d-1.png"), ("3", "d-2.png")]
    assert "quantité 2" in steps[1][2] and "The Game Crafter" in readme and "3,17 mm" in readme
    english = shop_build(tmp_path / "en", "mpc", "--lang", "en")
    assert "quantity 2" in (english / "README.txt").read_text(encoding="utf-8")


def test_shop_build_leaves_the_kit_beside_it(tmp_path):
    path = game(tmp_path / "g")
    assert run_pnp("build", str(path), "--format", "pdf", "--out", str(tmp_path / "o")).code == 0
    kit = sorted(p.name for p in (tmp_path / "o" / "t").iterdir() if p.is_file())
    shop_build(tmp_path, "mpc", path=path)
    assert sorted(p.name for p in (tmp_path / "o" / "t").iterdir() if p.is_file()) == kit


# --- bad input ------------------------------------------------------------------------------------------


def refused(tmp_path: Path, *args: str, words: tuple[str, ...], path: Path | None = None) -> None:
    out = tmp_path / "o"
    run = run_pnp("build", str(path or game(tmp_path / "g")), *args, "--out", str(out))
    assert run.code == 2, run
    assert_clean_error(run, *words)
    assert not out.exists() or not [p for p in out.rglob("*") if p.is_file() and p.name != ".pnp-lock"]


def test_an_unknown_shop_names_the_option_and_the_choices(tmp_path):
    refused(tmp_path, "--shop", "lulu", words=("--shop", "lulu", "tgc, dtc, mpc or dtc-raster"))


def test_shop_with_the_sheet_layout_is_refused(tmp_path):
    refused(tmp_path, "--shop", "dtc", "--layout", "sheet", words=("--shop", "--layout sheet"))


def test_a_card_size_the_game_crafter_does_not_print_is_refused(tmp_path):
    refused(tmp_path, "--shop", "tgc", path=game(tmp_path / "g", "mini", "44mm"), words=("decks[0].size", "The Game Crafter", "poker 2.5 × 3.5 in"))


def test_a_game_without_decks_is_refused(tmp_path):
    path = tmp_path / "g.toml"
    path.write_text('id = "t"\ntitle = "T"\nplayers = { min = 2, max = 4 }\n', encoding="utf-8")
    refused(tmp_path, "--layout", "shop", path=path, words=("g.toml", "[[decks]]"))


# --- pnp validate --shop --------------------------------------------------------------------------------


def test_validate_warns_of_text_inside_the_safe_margin(tmp_path):
    close = run_pnp("validate", str(game(tmp_path / "a", inset="2mm")), "--shop", "dtc")
    assert close.code == 0, close.out
    warnings = [line for line in close.out.splitlines() if line.strip().startswith("warn")]
    assert len(warnings) == 2, close.out  # Fox and Hen, one line each; the band bleeds on purpose
    assert "deck 'd', card 1" in warnings[0] and "layout[1] (title)" in warnings[0] and "2.0 mm from the cut" in warnings[0]
    clear = run_pnp("validate", str(game(tmp_path / "b", inset="8mm")), "--shop", "mpc")
    assert clear.code == 0 and not [line for line in clear.out.splitlines() if line.strip().startswith("warn")] and "inside MakePlayingCards's safe zone" in clear.out
    bad = run_pnp("validate", str(game(tmp_path / "c")), "--shop", "nope")
    assert bad.code == 2
    assert_clean_error(bad, "--shop", "tgc, dtc, mpc or dtc-raster")


def test_without_ghostscript_dtc_raster_is_one_line_and_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(shops.shutil, "which", lambda name: None)
    refused(tmp_path, "--shop", "dtc-raster", words=("--shop", "Ghostscript", "apt-get install ghostscript"))


def test_a_shop_build_of_other_parts_is_refused(tmp_path):
    refused(tmp_path, "--shop", "mpc", "--parts", "board", words=("--parts", "cards only"))


@pytest.mark.parametrize("shop", ["tgc", "dtc", "mpc"])
def test_the_docs_card_example_keeps_inside_every_shops_safe_margin(shop):
    # the example is the model designers copy: none of its ink may sit where a shop's cut can take it
    run = run_pnp("validate", str(Path(__file__).parent.parent / "docs/cards-example/game.toml"), "--shop", shop)
    assert run.code == 0, run.out
    assert not [line for line in run.out.splitlines() if line.strip().startswith("warn")], run.out
