"""pnp proof (issue 26): one piece alone as a PNG. The proof of a card is that card as its kit page prints it:
the kit PDF is built by the real command, each card is found on its page by its cut outline (pdfplumber reads
the rectangles), the page is rasterised by PDFium at the proof's dpi, exactly 300/72 pixels a point from the
page's corner (not stretched to whole pixels: pypdfium2's `render` stretches A4 to 2481 px, 0.03 % too wide),
and each card cut out of it at its corner, which the imposition puts on a whole pixel."""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pdfplumber
import pytest
from conftest import assert_clean_error, page_pixels, run_pnp
from PIL import Image

from pnp import exports
from pnp.proof import proof_png
from pnp.render import formats
from pnp.render.png import pdf_to_pixels
from pnp.scene import Document, Group, Page, translate

ROOT = Path(__file__).resolve().parent.parent
CARDS = str(ROOT / "docs/cards-example/game.toml")
DPI = 300
POINT = 72
MM = POINT / 25.4
POKER = (63.5, 88.9)
# The card on its kit page and its proof are drawn from the same scene objects at the same sub-pixel phase, but
# not from the same numbers: reportlab writes 7 significant digits (the kit's 136.73667 mm becomes 136.7367, and
# 72/25.4 becomes 2.834646), and PDFium computes in single-precision floats, whose error grows with the distance
# from the page's corner. The kit's card stands some 1e-4 to 4e-4 px from where the proof draws it; anti-aliasing
# measures coverage in 1/256ths of a pixel, so an edge lying that close to a step changes its pixel by one level
# (two where two edges cross it). Measured: the proof drawn 1e-4 px off itself differs from itself by at most 1
# on 84 pixels, 4e-4 px off by at most 2 on 463. Across every card of the example's first sheet, fronts and
# backs, A4 and Letter: at most 2 of 255, on at most 1079 of 787,500 pixels (0.14 %, a mean of 0.001 level); on
# a square counter, an edge lying on a step puts a whole row one level off (238 of 45,369 pixels). Before the
# imposition put the cards on whole pixels and clipped each to its trim: up to 208, on 28,000 pixels of a card.
STEP = 2  # of 255: the most a pixel may differ
MEAN = 0.02  # of a level: the most the pixels may differ on average (the next card, one digit apart: 0.23)
WRONG = 100  # a wrong card (the next one: one digit in its corners differs) differs by more, somewhere


def _rows() -> list[str]:
    """The deck's cards in the order the kit lays them out: each row of the data file as many times as its
    count says, named as `pnp proof` names them (the deck and the row, the header not counted)."""
    with open(ROOT / "docs/cards-example/cards.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    return [f"astres-{n}" for n, row in enumerate(rows, 1) for _ in range(int(row["count"]))]


def _outlines(page) -> list[tuple[float, float]]:
    """The top-left corners (points) of the poker cards' cut outlines on a page, in reading order."""
    return sorted({(round(r["top"], 3), round(r["x0"], 3)) for r in page.rects if r.get("stroke")
                   and abs(r["width"] / MM - POKER[0]) < 0.05 and abs(r["height"] / MM - POKER[1]) < 0.05})


def _raster(kit: Path, number: int) -> np.ndarray:
    """A page of the PDF drawn by PDFium at DPI from its top-left corner, RGB on white."""
    return page_pixels(kit, number, DPI)


def _sheet(tmp_path: Path, paper: str):
    """The first sheet of cards of the example's kit on `paper`: its fronts' page and its backs' page drawn at
    DPI, and the corners of the cards on each (points), the backs in the order of the fronts they stand behind."""
    built = run_pnp("build", CARDS, "--format", "kit", "--paper", paper, "--out", str(tmp_path / paper))
    assert built.code == 0, built.err
    kit = next((tmp_path / paper).rglob("*-kit.pdf"))
    with pdfplumber.open(kit) as pdf:
        number = next(n for n, page in enumerate(pdf.pages) if _outlines(page))
        fronts, backs, width = _outlines(pdf.pages[number]), _outlines(pdf.pages[number + 1]), float(pdf.pages[number].width)
    # long-edge duplex: a front's back stands at its place mirrored across the sheet (moved less than a pixel)
    behind = [min(backs, key=lambda b, f=f: abs(b[0] - f[0]) + abs(b[1] - (width - f[1] - POKER[0] * MM))) for f in fronts]
    assert len(fronts) == 9 and sorted(behind) == backs, (fronts, backs)
    return (_raster(kit, number), fronts), (_raster(kit, number + 1), behind)


def _proof(tmp_path: Path, name: str, side: str) -> np.ndarray:
    out = tmp_path / f"{name}-{side}.png"
    if not out.exists():
        done = run_pnp("proof", CARDS, name, "--side", side, "--out", str(out))
        assert done.code == 0, done.err
        assert done.out.strip() == str(out)
    with Image.open(out) as image:
        assert image.size == (round(POKER[0] / 25.4 * DPI), round(POKER[1] / 25.4 * DPI))
        return np.asarray(image.convert("RGB")).astype(int)


def _difference(page: np.ndarray, corner: tuple[float, float], card: np.ndarray) -> np.ndarray:
    """How far each pixel of the card cut out of the page at `corner` (top, left in points) stands from the
    proof's, in levels of 255 (the worst channel)."""
    top, left = (c / POINT * DPI for c in corner)
    assert abs(top - round(top)) < 0.01 and abs(left - round(left)) < 0.01, (top, left)  # on whole pixels
    height, width, _ = card.shape
    cut = page[round(top):round(top) + height, round(left):round(left) + width]
    assert cut.shape == card.shape
    return np.abs(cut - card).max(axis=2)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_proof_of_a_card_is_the_card_on_its_kit_page(tmp_path, paper):
    """Every card of the first sheet, front and back, against its proof: in the corners of the sheet and inside
    it, where cards share their cut lines. A4 and Letter put the sheet at other sub-pixel phases."""
    (fronts, front_corners), (backs, back_corners) = _sheet(tmp_path, paper)
    names = _rows()
    for slot, (front, back) in enumerate(zip(front_corners, back_corners, strict=True)):
        for page, corner, side in ((fronts, front, "front"), (backs, back, "back")):
            d = _difference(page, corner, _proof(tmp_path, names[slot], side))
            assert d.max() <= STEP and d.mean() <= MEAN, (paper, slot, side, int(d.max()), float(d.mean()))
    # planted: the next card, which differs from the first only by the digit in its corners, is told apart
    wrong = _difference(fronts, front_corners[0], _proof(tmp_path, "astres-2", "front"))
    assert wrong.max() > WRONG and wrong.mean() > 5 * MEAN, (int(wrong.max()), float(wrong.mean()))


def test_the_bound_is_the_renderers_own_rounding():
    """STEP is what PDFium's anti-aliasing does to a drawing moved by as little as the numbers in a kit's PDF
    move it: the same card, drawn 4e-4 px off itself (reportlab's 7 digits on a translation of 136.73667 mm),
    differs from itself by up to STEP levels; 1e-4 px off, by one level, on a few dozen pixels."""
    piece, _ = proof_png(CARDS, "astres-1")
    face = exports.face(piece, "front", 750, 1050)

    def drawn(px: float) -> np.ndarray:
        mm = px * 25.4 / DPI
        page = Page(face.page.width, face.page.height, [Group(face.page.items, translate(mm, mm))])
        pixels = pdf_to_pixels(formats.pdf(Document("moved", [page])), [(750, 1050, False)], scale=DPI / POINT)[0]
        return np.frombuffer(pixels, np.uint8).reshape(1050, 750, 3).astype(int)

    still = drawn(0.0)
    for px, most in ((1e-4, 1), (4e-4, STEP)):
        d = np.abs(drawn(px) - still).max(axis=2)
        assert 0 < d.max() <= most and d.mean() <= MEAN, (px, int(d.max()), int((d > 0).sum()))


def test_proof_of_a_square_counter_is_the_first_of_its_grid(tmp_path):
    """A square counter, cut along its trim like a card, on the first sheet of counters: 18 mm is 212.6 px at
    300 dpi, so only the grid's first counter starts on a whole pixel (the others stand 0.6, 0.2, 0.8 px off
    it, and no single picture can be all of them); the proof, 213 px, is that first one. Planted: the second
    counter, the same drawing 0.6 px off, is told apart."""
    built = run_pnp("build", "renards-poules-viperes", "--parts", "tokens", "--format", "kit", "--out", str(tmp_path / "kit"))
    assert built.code == 0, built.err
    kit = next((tmp_path / "kit").rglob("*-kit.pdf"))
    side = 18.0
    with pdfplumber.open(kit) as pdf:
        number, corners = next((n, found) for n, page in enumerate(pdf.pages)
                               if (found := sorted({(round(r["top"], 3), round(r["x0"], 3)) for r in page.rects
                                                    if abs(r["width"] / MM - side) < 0.05 and abs(r["height"] / MM - side) < 0.05})))
    out = tmp_path / "roll.png"
    assert run_pnp("proof", "renards-poules-viperes", "roll", "--out", str(out)).code == 0
    with Image.open(out) as image:
        counter = np.asarray(image.convert("RGB")).astype(int)
    assert counter.shape[:2] == (round(side / 25.4 * DPI),) * 2
    page = _raster(kit, number)
    d = _difference(page, corners[0], counter)
    assert d.max() <= STEP and d.mean() <= MEAN, (int(d.max()), float(d.mean()))
    top, left = corners[1]
    off = np.abs(page[round(top / POINT * DPI):, round(left / POINT * DPI):][:counter.shape[0], :counter.shape[1]] - counter).max(axis=2)
    assert off.max() > WRONG


def test_proof_by_title_back_and_dpi(tmp_path):
    front = tmp_path / "eclipse.png"
    assert run_pnp("proof", CARDS, "éclipse", "--out", str(front), "--dpi", "100").code == 0
    back = tmp_path / "back.png"
    assert run_pnp("proof", CARDS, "astres-19", "--side", "back", "--out", str(back), "--dpi", "100").code == 0
    with Image.open(front) as a, Image.open(back) as b:
        assert a.size == b.size == (round(POKER[0] / 25.4 * 100), round(POKER[1] / 25.4 * 100))
        assert a.tobytes() != b.tobytes()
    by_name = tmp_path / "by-name.png"
    assert run_pnp("proof", CARDS, "astres-19", "--out", str(by_name), "--dpi", "100").code == 0
    assert by_name.read_bytes() == front.read_bytes()  # the one Éclipse is the deck's 19th row


def test_proof_of_a_token_by_its_id(tmp_path):
    out = tmp_path / "board.png"
    done = run_pnp("proof", "clann", "grand-red", "--out", str(out), "--dpi", "50")
    assert done.code == 0, done.err
    assert out.stat().st_size > 0


def test_proof_bad_input(tmp_path):
    out = tmp_path / "x.png"
    assert_clean_error(run_pnp("proof", CARDS, "astre-3", "--out", str(out)), "PIECE", "did you mean 'astres-3'")
    assert_clean_error(run_pnp("proof", CARDS, "lune", "--out", str(out)), "9 pieces")
    assert_clean_error(run_pnp("proof", "clann", "board", "--side", "back", "--out", str(out)), "--side", "no back")
    assert_clean_error(run_pnp("proof", str(tmp_path / "nothing.toml"), "a", "--out", str(out)), "no game file")
    assert_clean_error(run_pnp("proof", CARDS, "astres-1", "--out", str(tmp_path / "x.jpg")), "--out")
    assert list(tmp_path.iterdir()) == []
    out.write_bytes(b"mine")
    assert_clean_error(run_pnp("proof", CARDS, "astres-1", "--out", str(out)), "--force")
    assert out.read_bytes() == b"mine"
