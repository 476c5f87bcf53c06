"""Every piece to the table (issue 36): a sheet to write on, a board and the rule book are in Tabletop Simulator's
saved object (a tile one a player, a custom board, a custom PDF of the book's own pages) and in the images
export's pieces.csv (the book page by page); `pnp proof` draws each piece pieces.csv lists, and takes a piece by
the name the exports show it by ("Harbour", a sheet's name); the PNGs of proof, images and previews say their dpi.
Everything is read back from the files written: the saved object's JSON, the PDF (pdfplumber), the PNGs (PIL)."""

from __future__ import annotations

import csv
import io
import json
import struct
from pathlib import Path
from urllib.parse import unquote, urlparse

import numpy as np
import pdfplumber
import pytest
from conftest import assert_clean_error, run_capped, run_pnp
from PIL import Image

from pnp.exports import display_name, pixels
from pnp.exports.images import image_files
from pnp.exports.tts import tts_files
from pnp.kit import game_pieces, load_game
from pnp.model.spec import game_path, source_name
from pnp.parts.registry import Context
from pnp.proof import proof_png
from pnp.render import formats
from pnp.scene import Document, Page, Rect, Style

ROOT = Path(__file__).resolve().parent.parent
ORCHARDS = str(ROOT / "docs/roll-and-write-example/game.toml")
CARDS = str(ROOT / "docs/cards-example/game.toml")
DPI = 40  # sizes in pixels hold at any dpi; a low one keeps the tests quick
MM_PER_POINT = 25.4 / 72

# A roll-and-write with a board: its sheet's id is "port", its name "Harbour", two sheets to a page, one a
# player (four); a die, which Tabletop Simulator does not take yet; the rule book pnp writes for it.
HARBOUR = '''
id = "harbour"
title = { fr = "Port", en = "Harbour" }
players = { min = 2, max = 4 }
who_beats_whom = false

[[dice]]
id = "tide"
name = { fr = "Marée", en = "Tide" }
faces = [1, 2, 3, 4, 5, 6]

[board]
kind = "points"
spacing = "20mm"
pawn_base = "12mm"
points = [[0, 0], [2, 0], [2, 2], [0, 2], [1, 1]]
lines = [[1, 2, 3, 4, 1], [1, 5, 3], [2, 5, 4]]

[[sheets]]
id = "port"
name = { fr = "Port", en = "Harbour" }
per_page = 2
copies = "per-player"
grid = [4, 4]

[[sheets.blocks]]
kind = "name"
at = [1, 1]
span = [4, 1]

[[sheets.blocks]]
kind = "checks"
title = { fr = "Bateaux", en = "Boats" }
rows = [{ label = { fr = "Quai", en = "Quay" }, boxes = 8 }]
at = [1, 2]
span = [4, 3]

[rules]
tagline = { fr = "Amarrez vos bateaux.", en = "Moor your boats." }
setup = { fr = "Chacun prend une feuille de port.", en = "Everyone takes a harbour sheet." }
turn = { fr = "Lancez le dé Marée et cochez autant de cases.", en = "Roll the Tide die and cross off that many boxes." }
end = { fr = "Le premier quai plein gagne.", en = "The first full quay wins." }
'''


@pytest.fixture
def harbour(tmp_path: Path) -> str:
    path = tmp_path / "harbour.toml"
    path.write_text(HARBOUR, encoding="utf-8")
    return str(path)


def _file(url: str) -> Path:
    assert url.startswith("file:///"), url
    return Path(unquote(urlparse(url).path))


def by_piece(states: list[dict]) -> dict[str, list[dict]]:
    """The saved object's objects by the piece each shows (its GM notes), a deck's cards each by its own."""
    found: dict[str, list[dict]] = {}
    for state in states:
        for shown in state.get("ContainedObjects") or [state]:
            found.setdefault(shown.get("GMNotes", ""), []).append(shown)
    return found


def unaccounted(game, pieces, states: list[dict], skipped: list[tuple[str, str]], lang: str) -> list[str]:
    """Every piece neither shown by an object of the saved object nor listed among what it left out."""
    shown, listed = by_piece(states), {name for name, _ in skipped}
    return [p.name for p in pieces if p.name not in shown
            and not (p.kind in ("stickers", "net") and p.family in shown)  # a die's: the die on the table
            and display_name(game, p, lang) not in listed
            and not any(part in listed for part in display_name(game, p, lang).split(": "))]  # a die: by its name


def pdf_text(path: Path) -> list[tuple[float, float, str]]:
    """Each page of a PDF: its width and height in mm, and its text."""
    with pdfplumber.open(path) as document:
        return [(round(float(page.width) * MM_PER_POINT, 1), round(float(page.height) * MM_PER_POINT, 1),
                 page.extract_text() or "") for page in document.pages]


def dpi_of(png: bytes) -> tuple[float, float] | None:
    """The resolution a PNG says it has, as an editor reads it (PIL), or None."""
    with Image.open(io.BytesIO(png)) as image:
        return image.info.get("dpi")


def without_resolution(png: bytes) -> bytes:
    """The same PNG with its pHYs chunk taken out: what an image that says no dpi looks like."""
    out, at = bytearray(png[:8]), 8
    while at < len(png):
        length, kind = struct.unpack(">I4s", png[at:at + 8])
        end = at + 12 + length
        if kind != b"pHYs":
            out += png[at:end]
        at = end
    return bytes(out)


def drawn(png: bytes) -> bool:
    """Some of the image is ink, not paper."""
    with Image.open(io.BytesIO(png)) as image:
        return bool((np.asarray(image.convert("L")) < 200).any())


# --- Tabletop Simulator --------------------------------------------------------------------------------------


def test_the_sheet_the_board_and_the_book_are_on_the_table(tmp_path, harbour):
    """The harbour game exported, run capped: four tiles of its sheet (one a player) showing the sheet's image,
    one custom board, and one custom PDF whose file holds the pages of the book's own PDF (`pnp build --parts
    rules`), the same size and text, and its die a custom model; nothing is listed as left out. Planted: the book taken off the
    table, and the sheet once instead of one a player, are caught. On the old code the book was listed as
    left out and the sheet was one tile."""
    done = run_capped("export", harbour, "--to", "tts", "--out", str(tmp_path / "out"), "--dpi", str(DPI),
                      "--lang", "en", cwd=tmp_path)
    assert done.code == 0, done.err
    folder = tmp_path / "out/harbour/tts"
    states = json.loads((folder / "harbour.json").read_text(encoding="utf-8"))["ObjectStates"]
    shown = by_piece(states)
    sheets = shown["port"]
    assert [s["Name"] for s in sheets] == ["Custom_Tile"] * 4 and {s["Nickname"] for s in sheets} == {"Harbour"}
    with Image.open(_file(sheets[0]["CustomImage"]["ImageURL"])) as image:
        assert abs(image.width / image.height - 192 / 135.75) < 0.01  # the half page the sheet is cut to
        assert drawn(image_bytes(image))
    assert [s["Name"] for s in shown["board"]] == ["Custom_Board"]
    (book,) = shown["rules"]
    assert book["Name"] == "Custom_PDF" and book["Nickname"] == "Rules"
    built = run_pnp("build", harbour, "--parts", "rules", "--format", "pdf", "--lang", "en",
                    "--out", str(tmp_path / "book"))
    assert built.code == 0, built.err
    own = pdf_text(next((tmp_path / "book").rglob("rules.pdf")))
    assert pdf_text(_file(book["CustomPDF"]["PDFUrl"])) == own and "Moor your boats." in own[0][2]
    assert "Tide" not in done.out and "Rules" not in done.out  # nothing left out: the die and the book are there
    assert [s["Name"] for s in shown["tide"]] == ["Custom_Model"]
    game, where = load_game(harbour), source_name(game_path(harbour))
    pieces = game_pieces(Context.printing(game, where, lang="en"))
    skipped: list[tuple[str, str]] = []
    assert unaccounted(game, pieces, states, skipped, "en") == []
    assert unaccounted(game, pieces, [s for s in states if s["Name"] != "Custom_PDF"], skipped, "en") == ["rules"]


def image_bytes(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


@pytest.mark.parametrize(("ref", "sheet", "copies"), [(ORCHARDS, "orchard", 6), ("ludicitude", "score-sheet", 1)])
def test_nothing_is_left_out_silently(ref, sheet, copies):
    """Every piece of Orchards (a sheet, two dice, a one-page book) and Ludicitude (an aid, a score sheet, a
    two-page book) is on the table or listed with its reason: a sheet to write on one a player (Orchards' six),
    the score sheet once, the book a custom PDF of all its pages. Planted: a piece's objects dropped are caught."""
    game, where = load_game(ref), source_name(game_path(ref))
    files, skipped = tts_files(game, where, "en", 12, "file:///table/")
    states = json.loads(files[f"{game.id}.json"])["ObjectStates"]
    pieces = game_pieces(Context.printing(game, where, lang="en"))  # the book as one piece, "rules"
    pages = [p for p in game_pieces(Context.printing(game, where, lang="en"), pages=True) if p.kind == "page"]
    assert unaccounted(game, pieces, states, skipped, "en") == []
    shown = by_piece(states)
    assert [s["Name"] for s in shown[sheet]] == ["Custom_Tile"] * copies
    (book,) = shown["rules"]
    assert book["CustomPDF"]["PDFUrl"] == "file:///table/rules.pdf"
    with pdfplumber.open(io.BytesIO(files["rules.pdf"])) as document:
        assert len(document.pages) == len(pages) >= 1
    first = states[0]["GMNotes"]  # planted: the first piece's objects taken off the table
    assert unaccounted(game, pieces, [s for s in states if s["GMNotes"] != first], skipped, "en") == [first]


# --- one image per face --------------------------------------------------------------------------------------


def read_rows(files: dict[str, bytes]) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(files["pieces.csv"].decode("utf-8"))))


def test_pieces_csv_lists_the_sheet_the_board_and_each_page(tmp_path, harbour):
    """The harbour game's images, run capped: pieces.csv lists the board, the die's two pieces, the sheet (four:
    one a player) and the book's page, each with its PNG at its size for the dpi, saying that dpi; Ludicitude's
    two-page book is two rows, "Rules, page 1" and "Rules, page 2". On the old code the book was one row,
    'rules', its first page, and the sheet counted once."""
    done = run_capped("export", harbour, "--to", "images", "--out", str(tmp_path / "out"), "--dpi", str(DPI),
                      "--lang", "en", cwd=tmp_path)
    assert done.code == 0, done.err
    folder = tmp_path / "out/harbour/images"
    files = {path.name: path.read_bytes() for path in folder.iterdir()}
    rows = read_rows(files)
    assert [(r["id"], r["kind"], r["count"]) for r in rows] == [
        ("board", "board", "1"), ("tide-stickers", "stickers", "1"), ("tide-net", "net", "1"), ("port", "sheet", "4"),
        ("rules-1", "page", "1")]
    for row in rows:
        (name,) = row["files"].split()
        with Image.open(folder / name) as image:
            assert image.size == (pixels(float(row["width_mm"]), DPI), pixels(float(row["height_mm"]), DPI)), name
        assert dpi_of(files[name]) == pytest.approx((DPI, DPI), abs=0.02) and drawn(files[name]), name
    game, where = load_game("ludicitude"), source_name(game_path("ludicitude"))
    rows = read_rows(image_files(game, where, "en", 12))
    assert [(r["id"], r["name"]) for r in rows][-2:] == [("rules-1", "Rules, page 1"), ("rules-2", "Rules, page 2")]


# --- pnp proof -----------------------------------------------------------------------------------------------


def test_proof_draws_every_piece_the_images_list(tmp_path, harbour):
    """Each id pieces.csv gives is a piece `pnp proof` draws: a PNG of the same size as the images export's,
    with ink on it, saying its dpi. By the name the exports show ("Harbour", the sheet; "Rules, page 1"), run
    capped, the proof is that piece. Planted: a blank image is not taken for a drawn one. On the old code
    "Harbour" had no piece."""
    game, where = load_game(harbour), source_name(game_path(harbour))
    files = image_files(game, where, "en", DPI)
    for row in read_rows(files):
        piece, png = proof_png(harbour, row["id"], dpi=DPI, lang="en")
        with Image.open(io.BytesIO(png)) as image, Image.open(io.BytesIO(files[row["files"]])) as exported:
            assert image.size == exported.size, row["id"]
        assert piece.name == row["id"] and drawn(png) and dpi_of(png) == pytest.approx((DPI, DPI), abs=0.02)
    for name, piece in (("Harbour", "port"), ("rules, page 1", "rules-1")):
        out = tmp_path / f"{piece}.png"
        done = run_capped("proof", harbour, name, "--dpi", str(DPI), "--out", str(out), cwd=tmp_path)
        assert done.code == 0, done.err
        with Image.open(out) as image, Image.open(io.BytesIO(files[f"{piece}-front.png"])) as exported:
            assert image.size == exported.size
    assert not drawn(image_bytes(Image.new("RGB", (20, 20), "white")))
    done = run_capped("proof", harbour, "Harbor", "--out", str(tmp_path / "x.png"), cwd=tmp_path)
    assert_clean_error(done, "PIECE", "no piece named 'Harbor'", "did you mean 'Harbour'")


# --- resolution ----------------------------------------------------------------------------------------------


def test_pngs_say_their_dpi(tmp_path):
    """A proof at 127 dpi says 127 dpi, an image of the images export its --dpi, a preview the dpi it was drawn
    at (the print shops' PNGs: tests/test_shops.py reads their 300 dpi); PIL reads it as an editor does. Planted:
    the same PNG without its pHYs chunk says none. On the old code proof and images said none."""
    out = tmp_path / "card.png"
    assert run_pnp("proof", CARDS, "astres-1", "--dpi", "127", "--out", str(out)).code == 0
    proof = out.read_bytes()
    assert dpi_of(proof) == pytest.approx((127, 127), abs=0.02)
    game, where = load_game("renards-poules-viperes"), source_name(game_path("renards-poules-viperes"))
    images = image_files(game, where, "en", 50)
    pngs = {name: data for name, data in images.items() if name.endswith(".png")}
    assert len(pngs) > 20
    assert [name for name, data in pngs.items() if dpi_of(data) != pytest.approx((50, 50), abs=0.02)] == []
    page = Page(20, 10, [Rect(0, 0, 10, 10, Style(fill="#000000"))])
    (preview,) = formats.pngs(formats.pdf(Document("dpi", [page])), 150)
    assert dpi_of(preview) == pytest.approx((150, 150), abs=0.02)
    with Image.open(io.BytesIO(preview)) as image:
        assert image.size == (pixels(20, 150), pixels(10, 150))
    assert dpi_of(without_resolution(proof)) is None and drawn(without_resolution(proof))
