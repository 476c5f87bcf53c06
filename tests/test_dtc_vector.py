"""DriveThruCards' vector CMYK PDF (issue 36), read back from the file: the docs' card example (docs/cards-example,
40 cards, 80 pages) and one small deck of black text, a dark band, a dark red, a half-transparent SVG and a
picture with a transparent corner. Text is extracted by pdfplumber and matched to the CSV's rows; fonts listed by
pdffonts; colour operators and spaces scanned in qpdf's uncompressed form; the total ink measured on Ghostscript's
separations (tiffsep) at 150 dpi; the output intent read by pypdf. Each check is shown able to fail: on the old
rasterised file (`--shop dtc-raster`, kept as the fallback) or on a planted change. Every build runs capped at
1 GB and 60 s."""

from __future__ import annotations

import csv
import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pdfplumber
import pypdf
import pytest
from conftest import run_capped
from PIL import Image

pytestmark = pytest.mark.skipif(shutil.which("gs") is None or shutil.which("qpdf") is None,
                                reason="Ghostscript (gs) and qpdf read the PDF back")

EXAMPLE = Path(__file__).resolve().parent.parent / "docs" / "cards-example"
POINTS = 72 / 25.4
SMALL = 12.0  # points

# a black title at 20 pt and black text at 9 pt, a black band, a dark red text (Ghostscript's own conversion
# takes these over 240 %), a near-black with a blue cast, a half-transparent SVG with a gradient, and a
# picture whose corner is transparent
DECK = '''id = "t"
title = "T"
players = { min = 2, max = 4 }

[[decks]]
id = "d"
size = "poker"
rows = [{ title = "Fox", ink = "#000000", words = "A fox in small black letters." },
        { title = "Hen", ink = "#7a0000", words = "A hen in small dark red letters." },
        { title = "Owl", ink = "#1a1a24", words = "An owl in small near-black letters." }]
color = "{ink}"
[[decks.layout]]
kind = "band"
value = "#000000"
box = ["0mm", "0mm", "63.5mm", "10mm"]
[[decks.layout]]
kind = "title"
value = "{title}"
size = 20
box = ["8mm", "14mm", "47mm", "12mm"]
[[decks.layout]]
kind = "text"
value = "{words}"
size = 9
box = ["8mm", "30mm", "47mm", "12mm"]
[[decks.layout]]
kind = "art"
value = "glass.svg"
box = ["8mm", "44mm", "20mm", "20mm"]
[[decks.layout]]
kind = "art"
value = "corner.png"
box = ["35mm", "44mm", "20mm", "20mm"]
[decks.back]
background = "#101010"
title = "Back"
'''
GLASS = '''<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
<defs><linearGradient id="g"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#000080"/></linearGradient></defs>
<rect width="100" height="100" fill="url(#g)"/>
<circle cx="50" cy="50" r="40" fill="#000000" fill-opacity="0.5"/>
</svg>'''


def small_deck(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "glass.svg").write_text(GLASS, encoding="utf-8")
    picture = np.zeros((120, 120, 4), np.uint8)
    picture[..., :3] = (20, 0, 40)  # near black with colour in it: 339 % as plain C, M, Y, K
    picture[..., 3] = 255
    picture[:40, :40, 3] = 0  # a transparent corner
    Image.fromarray(picture, "RGBA").save(folder / "corner.png")
    path = folder / "game.toml"
    path.write_text(DECK, encoding="utf-8")
    return path


def build(game: Path, out: Path, shop: str = "dtc", lang: str = "en") -> Path:
    run = run_capped("build", str(game), "--shop", shop, "--lang", lang, "--out", str(out))
    assert run.code == 0, run.err
    return next((out).glob(f"*/{shop}/*.pdf"))


@pytest.fixture(scope="module")
def example(tmp_path_factory) -> Path:
    return build(EXAMPLE / "game.toml", tmp_path_factory.mktemp("example"))


@pytest.fixture(scope="module")
def deck(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("deck")
    return build(small_deck(folder / "g"), folder / "out")


@pytest.fixture(scope="module")
def raster(tmp_path_factory) -> Path:
    """The same small deck by the old path, one image a page: what the checks below must refuse."""
    folder = tmp_path_factory.mktemp("raster")
    return build(small_deck(folder / "g"), folder / "out", "dtc-raster")


# --- readers ------------------------------------------------------------------------------------------


def words(text: str) -> str:
    """Text as words: any run of spaces (no-break ones included) one space, a word hyphenated at a line's end
    joined again, Markdown's stars and icons gone, French typography undone."""
    text = re.sub(r":[a-z0-9-]+:[a-z0-9-]+:", "", text)  # an icon on the text line, :set:name:, is no letter
    text = re.sub(r"\s+(?=[:;!?])", "", text.replace("\u2019", "'"))  # French spacing and apostrophes, as typeset
    return " ".join(re.sub(r"-\n(?=[a-zà-ÿ])", "", text).replace("*", "").split())


def expanded(pdf: Path) -> bytes:
    """The PDF as qpdf writes it uncompressed (content streams readable as text)."""
    return subprocess.run(["qpdf", "--qdf", "--object-streams=disable", str(pdf), "-"], check=True,
                          capture_output=True).stdout


def page_inks(pdf: Path, folder: Path, dpi: int = 150) -> list[np.ndarray]:
    """Each page's total ink per pixel, in %, from Ghostscript's separations (one 8-bit plate per ink, 0 for
    full ink), summed."""
    folder.mkdir()
    subprocess.run(["gs", "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=tiffsep", f"-r{dpi}",
                    f"-sOutputFile={folder}/p%03d.tif", str(pdf)], check=True)
    inks = []
    for page in sorted(folder.glob("p[0-9][0-9][0-9].tif")):
        plates = [np.asarray(Image.open(page.with_name(f"{page.stem}({c}).tif")), dtype=np.int32)
                  for c in ("Cyan", "Magenta", "Yellow", "Black")]
        inks.append(sum(255 - plate for plate in plates) * 100 / 255)
    return inks


def rich_black_text(pdf: Path) -> list[tuple[int, str, float, tuple]]:
    """Every character under 12 pt whose colour is black to the eye (black ink at 80 % or more, or a
    DeviceGray or RGB dark) printed with any cyan, magenta or yellow, or in no CMYK at all: (page, char, size,
    colour). pdfplumber gives each character's size as printed (its font size through every matrix) and its
    fill colour."""
    found = []
    with pdfplumber.open(pdf) as document:
        for number, page in enumerate(document.pages, 1):
            for char in page.chars:
                colour = tuple(char["non_stroking_color"] or ())
                if char["size"] >= SMALL or not char["text"].strip():
                    continue
                if len(colour) == 4 and colour[3] >= 0.8 and max(colour[:3]) > 0:
                    found.append((number, char["text"], char["size"], colour))
                elif len(colour) in (1, 3) and max(colour) < 0.3:
                    found.append((number, char["text"], char["size"], colour))
    return found


def black_small_chars(pdf: Path) -> int:
    with pdfplumber.open(pdf) as document:
        return sum(1 for page in document.pages for char in page.chars
                   if char["size"] < SMALL and tuple(char["non_stroking_color"] or ())[:3] == (0, 0, 0)
                   and len(char["non_stroking_color"]) == 4 and char["non_stroking_color"][3] >= 0.8)


# --- the example deck: text, fonts, colour spaces, images, ink, output intent ----------------------------


def rows(lang_name: str, lang_text: str) -> list[tuple[str, str, str]]:
    """(name, value, text) of each card the CSV makes, in order, copies included."""
    with open(EXAMPLE / "cards.csv", encoding="utf-8") as sheet:
        return [(row[lang_name], row["value"], words(row[lang_text])) for row in csv.DictReader(sheet)
                for _ in range(int(row["count"]))]


def test_each_cards_text_is_extractable_and_matches_its_row(example, tmp_path):
    """Every front page holds its row's name, value and rule text as text, in the CSV's order; every back page
    holds no text. The French build too (its accents and no-break spaces). The old file (one image a page) has no
    text at all."""
    expected = rows("name", "text")
    with pdfplumber.open(example) as document:
        pages = [words(page.extract_text() or "") for page in document.pages]
    assert len(pages) == 2 * len(expected) == 80
    assert all(not back for back in pages[0::2]), pages[0]
    for page, (name, value, text) in zip(pages[1::2], expected):
        assert page.startswith(f"{value} {name}") and text in page, (page, name, text)
    french = build(EXAMPLE / "game.toml", tmp_path / "fr", lang="fr")
    with pdfplumber.open(french) as document:
        fronts = [words(page.extract_text() or "") for page in document.pages[1::2]]
    assert all(text in page and name in page for page, (name, _, text) in zip(fronts, rows("nom", "texte"))), fronts[-1]


@pytest.mark.skipif(shutil.which("pdffonts") is None, reason="pdffonts (poppler-utils) lists the fonts")
def test_pdffonts_lists_embedded_fonts(example, raster):
    def fonts(pdf: Path) -> list[list[str]]:
        listed = subprocess.run(["pdffonts", str(pdf)], check=True, capture_output=True, text=True).stdout
        return [line.split() for line in listed.splitlines()[2:]]

    listed = fonts(example)
    assert listed and all("DejaVu" in font[0] for font in listed), listed
    assert all(font[-5:-2] == ["yes", "yes", "yes"] for font in listed), listed  # embedded, subset, with Unicode
    assert fonts(raster) == []  # the old file: no font, no text


def test_no_rgb_no_transparency_and_cmyk_images(example, deck):
    """No /DeviceRGB (nor grey) anywhere in the file, and no RGB or grey colour operator in any content stream
    (pages and forms); no soft mask and no opacity under 1 (PDF/X-1a allows no transparency); images in
    DeviceCMYK. A planted RGB operator is found by the same scan."""
    names = re.compile(rb"/DeviceRGB|/DeviceGray|/CalRGB|/ICCBased|/SMask|/ca 0|/CA 0|/ca \.|/CA \.")
    for pdf in (example, deck):
        assert set(names.findall(expanded(pdf))) == set(), pdf
        streams = contents(pypdf.PdfReader(pdf))
        assert not [s for s in streams if operators(s) & {b"rg", b"RG", b"g", b"G", b"cs", b"CS", b"sc", b"scn"}]
        assert {b"k", b"K"} <= set().union(*map(operators, streams))  # CMYK fills and strokes
        assert b"/DeviceCMYK" in expanded(pdf)
    planted = contents(pypdf.PdfReader(deck))[1].replace(b" k\n", b" rg\n", 1)
    assert b"rg" in operators(planted)


def operators(stream: bytes) -> set[bytes]:
    """The operators of a content stream (its text strings left out)."""
    without_strings = re.sub(rb"\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>", b" ", stream)
    return set(re.findall(rb"(?<![\w/.])([A-Za-z*'\"]+)(?=[\s\[(<]|$)", without_strings))


def contents(reader: pypdf.PdfReader) -> list[bytes]:
    """Every content stream: each page's and each form's it draws (SVG art, repeated groups)."""
    streams, seen = [], set()
    for page in reader.pages:
        streams.append(page.get_contents().get_data())
        for form in _xobjects(page["/Resources"]):
            key = form.indirect_reference.idnum if form.indirect_reference else id(form)
            if form.get("/Subtype") == "/Form" and key not in seen:
                seen.add(key)
                streams.append(form.get_data())
    return streams


def test_no_page_is_a_single_image(example, deck, raster):
    """Every page draws shapes (and every front text) of its own; no image covers half a page. The old file's
    pages are each one image filling the page."""
    def flattened(pdf: Path) -> list[int]:
        found = []
        with pdfplumber.open(pdf) as document:
            for number, page in enumerate(document.pages, 1):
                area = float(page.width * page.height)
                drawn = page.rects + page.curves + page.lines
                big = [image for image in page.images if image["width"] * image["height"] > area / 2]
                if big or not drawn:
                    found.append(number)
        return found

    assert flattened(example) == [] and flattened(deck) == []
    assert flattened(raster) == list(range(1, 7))


def test_small_black_text_is_black_ink_alone(deck, tmp_path):
    """Black text under 12 pt (the 9 pt lines of Fox, black, and of Owl, a near-black with a blue cast) is
    0 0 0 k; the 20 pt title may take any black. A planted rich black (0.6 0.4 0.4 1) on the same text is
    caught; the old file had no text to check."""
    assert black_small_chars(deck) >= 2 * len("A fox in small black letters.".replace(" ", ""))
    assert rich_black_text(deck) == []
    data = expanded(deck)
    assert b"\n0 0 0 1 k\n" in data
    plant = tmp_path / "planted.pdf"
    (tmp_path / "planted.qdf").write_bytes(data.replace(b"\n0 0 0 1 k\n", b"\n.6 .4 .4 1 k\n"))
    subprocess.run(["fix-qdf", str(tmp_path / "planted.qdf")], check=True, stdout=open(plant, "wb"))
    caught = rich_black_text(plant)
    assert caught and {size < SMALL for _, _, size, _ in caught} == {True}, caught


def test_total_ink_is_at_most_240_percent_on_every_pixel(example, deck, tmp_path):
    """Ghostscript's separations at 150 dpi, C + M + Y + K summed on every pixel of every page: at most 240 %,
    while the black band and the dark back still print dark. A planted 1 1 1 1 k (400 %) is measured as such."""
    for name, pdf in (("example", example), ("deck", deck)):
        peaks = [float(ink.max()) for ink in page_inks(pdf, tmp_path / name)]
        assert max(peaks) <= 240, (name, max(peaks))
        assert min(peaks) > 80, (name, peaks)
    plant = tmp_path / "planted.pdf"
    (tmp_path / "planted.qdf").write_bytes(expanded(deck).replace(b"\n0 0 0 1 k\n", b"\n1 1 1 1 k\n"))
    subprocess.run(["fix-qdf", str(tmp_path / "planted.qdf")], check=True, stdout=open(plant, "wb"))
    assert max(float(ink.max()) for ink in page_inks(plant, tmp_path / "planted")) > 390


def test_pictures_are_cmyk_under_the_limit_with_a_hard_mask(deck):
    """The designer's PNG: a DeviceCMYK image, no pixel over 238 %, its transparent corner cut out by a
    colour key (/Mask [...], allowed in PDF/X-1a) rather than a soft mask."""
    reader = pypdf.PdfReader(deck)
    images = {}
    for page in reader.pages:
        for form in _xobjects(page["/Resources"]):
            if form.get("/Subtype") == "/Image":
                images[form.indirect_reference.idnum if form.indirect_reference else id(form)] = form
    masked = [image for image in images.values() if "/Mask" in image]
    assert masked and all(image["/ColorSpace"] == "/DeviceCMYK" and "/SMask" not in image for image in images.values())
    image = masked[0]
    pixels = np.frombuffer(image.get_data(), np.uint8).reshape(image["/Height"], image["/Width"], 4).astype(int)
    key = [int(v) for v in image["/Mask"]]
    shown = ~np.all(pixels == key[0::2], axis=2)
    assert 0.8 < shown.mean() < 0.95  # the corner, a ninth of the picture, is cut out
    assert pixels[shown].sum(axis=1).max() <= 238 * 255 // 100


def _xobjects(resources):
    for item in (resources.get("/XObject") or {}).values():
        item = item.get_object()
        yield item
        if item.get("/Subtype") == "/Form" and "/Resources" in item:
            yield from _xobjects(item["/Resources"])


def test_pdfx_output_intent_and_trim_boxes(example, raster):
    """The catalogue's /OutputIntents holds a /GTS_PDFX intent with a registered condition, the information
    names PDF/X-1a:2003, and every page's trim box is the card inside 1/8 in of bleed. The old file had none."""
    reader = pypdf.PdfReader(example)
    intents = reader.trailer["/Root"]["/OutputIntents"]
    assert [(i["/S"], i["/OutputConditionIdentifier"], i["/RegistryName"]) for i in intents] == [
        ("/GTS_PDFX", "CGATS TR 001", "http://www.color.org")]
    assert reader.metadata["/GTS_PDFXVersion"] == "PDF/X-1a:2003" and reader.metadata["/Trapped"] == "/False"
    for page in reader.pages:
        trim, media = [float(v) for v in page.trimbox], [float(v) for v in page.mediabox]
        assert trim == pytest.approx([9, 9, media[2] - 9, media[3] - 9], abs=0.5)
        assert (trim[2] - trim[0], trim[3] - trim[1]) == pytest.approx((63.5 * POINTS, 88.9 * POINTS), abs=0.05)
    assert "/OutputIntents" not in pypdf.PdfReader(raster).trailer["/Root"]


def test_the_vector_pdf_needs_no_ghostscript_and_is_the_same_twice(tmp_path):
    """Drawn by reportlab alone: a PATH without gs builds it, byte for byte as with gs there."""
    game = small_deck(tmp_path / "g")
    first = build(game, tmp_path / "a").read_bytes()
    bare = tmp_path / "bin"
    bare.mkdir()
    run = run_capped("build", str(game), "--shop", "dtc", "--lang", "en", "--out", str(tmp_path / "b"),
                     env={"PATH": str(bare)})
    assert run.code == 0, run.err
    assert (tmp_path / "b" / "t" / "dtc" / "d.pdf").read_bytes() == first


def test_large_pictures_on_large_cards_build_under_the_cap(tmp_path):
    """Three different 2000 px pictures of noise (12 MB each, incompressible) on six 300 × 300 mm cards: the
    vector file converts each picture once (at most 300 dpi where placed) and builds under 1 GB and 60 s, every
    picture DeviceCMYK. (Sixty such cards: 24 s and 620 MB resident here, where main's raster path ran out of
    memory under the same cap.)"""
    folder = tmp_path / "g"
    folder.mkdir()
    noise = np.random.default_rng(1)
    for i in range(3):
        Image.fromarray(noise.integers(0, 255, (2000, 2000, 3), dtype=np.uint8)).save(folder / f"art{i}.png", compress_level=1)
    rows = ", ".join(f'{{ title = "Card {i}", art = "art{i % 3}.png" }}' for i in range(1, 7))
    (folder / "game.toml").write_text(f'''id = "big"
title = "Big"
players = {{ min = 2, max = 4 }}
[[decks]]
id = "d"
size = "300x300mm"
rows = [{rows}]
[[decks.layout]]
kind = "art"
value = "{{art}}"
box = ["10mm", "30mm", "280mm", "260mm"]
[[decks.layout]]
kind = "title"
value = "{{title}}"
box = ["10mm", "10mm", "80mm", "15mm"]
''', encoding="utf-8")
    pdf = build(folder / "game.toml", tmp_path / "out")
    images = {}
    for page in pypdf.PdfReader(pdf).pages:
        for item in _xobjects(page["/Resources"]):
            if item.get("/Subtype") == "/Image":
                images[item.indirect_reference.idnum] = (item["/ColorSpace"], item["/Width"])
    assert sorted(images.values()) == [("/DeviceCMYK", 2000)] * 3
