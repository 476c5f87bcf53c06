"""Black and white (--ink bw), measured on rendered pages: no pixel keeps a colour, the designer's raster and
vector art and full-bleed card backs included; and pieces that colour alone told apart stay apart, their greys
at least 20 % apart or their marks (a pattern, a letter) distinct."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
import pytest
from conftest import run_pnp
from PIL import Image

from pnp import kit
from pnp.model.options import PrintOptions
from pnp.render.pdf import render_pdf
from pnp.scene import Document, Group, Rect, compose

ROOT = Path(__file__).resolve().parent.parent
BW = PrintOptions(ink="bw")
GREY_APART = 0.20 * 255  # two greys a reader tells apart on a home printer
MARKS_APART = 0.10  # share of a piece's mark region where two pieces' marks differ
NO_COLOUR = 3  # the largest spread between a pixel's red, green and blue that is still grey (rounding)


def _pixels(pdf: bytes, dpi: float) -> list[Image.Image]:
    document = pdfium.PdfDocument(pdf)
    return [page.render(scale=dpi / 72).to_pil().convert("RGB") for page in document]


def _spread(image: Image.Image) -> int:
    rgb = np.asarray(image, dtype=np.int16)
    return int((rgb.max(axis=2) - rgb.min(axis=2)).max())


@pytest.mark.parametrize(("game", "art"), [("docs/cards-example/game.toml", "astres-19"), ("docs/art-example.toml", "board")])
def test_a_bw_kit_has_no_colour_left_designer_art_included(tmp_path, game, art):
    # the cards' suns are SVG, the moons PNG, the backs a full-bleed SVG; the art board is an SVG
    run = run_pnp("build", str(ROOT / game), "--ink", "bw", "--format", "kit,svg", "--out", str(tmp_path))
    assert run.code == 0, run.err
    (pdf,) = tmp_path.glob("*/*-kit.pdf")
    spreads = [_spread(page) for page in _pixels(pdf.read_bytes(), 40)]
    assert max(spreads) <= NO_COLOUR, spreads
    for svg in tmp_path.glob("*/*.svg"):  # the SVG pages too, art nested in them: every colour grey
        for r, g, b in re.findall(r"#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})\b", svg.read_text(encoding="utf-8").lower()):
            assert r == g == b, (svg.name, r + g + b)
    # planted: the same art in colour is seen as colour
    (colour,) = _pixels(render_pdf(Document("", [kit.piece(str(ROOT / game), art)])), 40)
    assert _spread(colour) > 100


# --- pieces that colour told apart ------------------------------------------------------------------------


def _boxes(items, role: str, matrix=(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)) -> list[tuple[float, float, float, float]]:
    """The page boxes (mm) of the rectangles with that role, however deep in groups."""
    out = []
    for item in items:
        if isinstance(item, Group):
            out += _boxes(item.items, role, compose(matrix, item.transform))
        elif isinstance(item, Rect) and role in item.role.split():
            a, b, c, d, e, f = matrix
            xs = [a * x + c * y + e for x, y in ((item.x, item.y), (item.x + item.w, item.y + item.h))]
            ys = [b * x + d * y + f for x, y in ((item.x, item.y), (item.x + item.w, item.y + item.h))]
            out.append((min(xs), min(ys), max(xs), max(ys)))
    return out


class Seen:
    """A piece as printed in black and white: its grey (the most common level of its box, or of a strip at its
    left, paper white and black ink aside), and its marks (what differs from that grey by more than 60 levels) in a ring round
    its box's edge."""

    page_w = 1.0  # mm, of the page the image shows

    def __init__(self, image: Image.Image, box_mm, band: float, grey_strip: float | None = None):
        scale = image.width / self.page_w
        x0, y0, x1, y1 = (round(v * scale) for v in box_mm)
        self.crop = image.convert("L").crop((x0, y0, x1, y1))
        values = np.asarray(self.crop)
        strip = values[:, : max(1, round(values.shape[1] * grey_strip))] if grey_strip else values
        counts = np.bincount(strip.ravel(), minlength=256)
        self.grey = int(counts[8:250].argmax()) + 8 if counts[8:250].any() else int(counts.argmax())
        self.band = band

    def marks(self, size: tuple[int, int]) -> np.ndarray:
        square = np.asarray(self.crop.resize(size, Image.Resampling.BILINEAR), dtype=np.int16)
        return np.abs(square - self.grey) > 60

    def apart(self, other: Seen) -> tuple[float, float]:
        """How far apart two pieces are: their greys (0-255), and the share of the ring where their marks
        differ, the two read at the first one's size in pixels."""
        w, h = self.crop.size
        ring = np.ones((h, w), bool)
        ring[round(h * self.band):h - round(h * self.band), round(w * self.band):w - round(w * self.band)] = False
        differ = (self.marks((w, h)) != other.marks((w, h))) & ring
        return abs(self.grey - other.grey), differ.sum() / ring.sum()


def _seen(game: str, piece: str, role: str | None, band: float, dpi: float, grey_strip: float | None = None) -> list[Seen]:
    """The piece drawn alone in black and white, as `pnp proof` draws it, and read: each rectangle of `role`
    in it, or the whole piece (`role` None)."""
    page = kit.piece(game, piece, opts=BW)
    (image,) = _pixels(render_pdf(Document("", [page])), dpi)
    Seen.page_w = page.width
    boxes = _boxes(page.items, role) if role else [(0.0, 0.0, page.width, page.height)]
    return [Seen(image, box, band, grey_strip) for box in boxes]


def _alike(pieces: dict[str, Seen]) -> list[str]:
    """The pairs that neither their greys nor their marks tell apart."""
    bad = []
    for (a, x), (b, y) in itertools.combinations(pieces.items(), 2):
        grey, marks = x.apart(y)
        if grey < GREY_APART and marks < MARKS_APART:
            bad.append(f"{a}/{b}: greys {grey} apart, marks {marks:.0%}")
    return bad


def test_dice_of_different_colours_are_told_apart_in_black_and_white():
    # the territory game's fox (orange) and viper (green) dice printed greys 9 % apart, and nothing else told
    # them apart once stuck on; the example's hare and tortoise are the same two colours. Read: one face each,
    # its grey and the band round its edge
    for game, dice in (("renards-poules-viperes", ("hen", "fox", "viper")),
                       (str(ROOT / "docs/example-game.toml"), ("hare", "tortoise"))):
        seen = {die: _seen(game, f"{die}-stickers", "sticker", 0.085, 200)[0] for die in dice}
        assert not _alike(seen)


def test_tokens_of_different_colours_are_told_apart_in_black_and_white():
    # as they were already: a letter and a pattern on each, read over the whole counter
    seen = {name: _seen("renards-poules-viperes", name, None, 0.15, 200)[0] for name in ("hen", "fox", "viper")}
    assert not _alike(seen)
    pawns = {color: _seen("clann", f"grand-{color}", None, 0.15, 150)[0] for color in ("red", "blue", "yellow", "green")}
    assert not _alike(pawns)


def test_clann_stables_are_told_apart_in_black_and_white():
    # red and blue printed the same grey; their pattern, the pawns' own, now runs inside each yard's edge
    yards = _seen("clann", "board", "stable-yard", 0.06, 100)
    frames = _seen("clann", "board", "stable", 0.06, 100, grey_strip=0.1)
    stables = {}
    for color, yard, frame in zip(("red", "blue", "yellow", "green"), yards, frames, strict=True):
        yard.grey = frame.grey  # a stable's grey is its frame's; its marks are read in its yard
        stables[color] = yard
    assert not _alike(stables)


def test_the_measure_finds_pieces_alike():
    """Planted: two faces of one die, same grey and same band, are found alike."""
    seen = _seen("renards-poules-viperes", "fox-stickers", "sticker", 0.085, 200)
    assert _alike({"first": seen[0], "second": seen[1]})
