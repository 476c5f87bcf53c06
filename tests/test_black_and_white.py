"""Black and white (--ink bw), measured on rendered pages: no pixel keeps a colour, the designer's raster and
vector art and full-bleed card backs included; and pieces that colour alone told apart stay apart, their greys
at least 20 % apart or their marks (a pattern, a letter) distinct."""

from __future__ import annotations

import io
import itertools
import math
import re
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
import pytest
from conftest import run_pnp
from PIL import Image, ImageDraw, ImageFilter

from pnp import kit
from pnp.base.fonts import ascent, text_width
from pnp.engine.net import incircle
from pnp.model.art import ink
from pnp.parts import dice as dice_kind
from pnp.parts.registry import Context
from pnp.render.pdf import render_pdf
from pnp.scene import Document, Group, Page, Rect, Text, compose
from pnp.scene import Path as ScenePath

ROOT = Path(__file__).resolve().parent.parent
BW = "bw"
BW_INK = ink("bw")  # what a black-and-white document is rendered through
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


# --- the ink, a colour filter at render time -----------------------------------------------------------------

RED, BLUE = "#c0392b", "#2471a3"


def _png(colour: tuple[int, int, int]) -> bytes:
    """A small raster picture of one colour, as PNG bytes."""
    out = io.BytesIO()
    Image.new("RGB", (8, 8), colour).save(out, "PNG")
    return out.getvalue()


def _coloured_page(art: Group) -> Page:
    """Every kind of shape in colour, a group drawn twice (a PDF form), raster art twice and SVG art."""
    from pnp.scene import Circle, Line, Style, translate
    from pnp.scene import Image as Art

    picture = Art(0, 0, 20, 20, "png", _png((200, 40, 30)), "red-square")
    shared = Group([Rect(0, 0, 20, 20, Style(RED, BLUE, 1.0)), Circle(10, 10, 6, Style(BLUE)), picture])
    items = [Group([shared], translate(10, 10)), Group([shared], translate(40, 10)),
             Line(10, 40, 90, 40, Style(stroke=RED, width=2.0)), Text(10, 55, "Rouge", 8.0, RED, "bold"),
             ScenePath([("M", 70, 50), ("L", 90, 50), ("L", 80, 65), ("Z",)], Style(BLUE)),
             Group([art], translate(10, 70))]
    return Page(100, 160, items)


def test_a_document_is_drawn_in_its_ink_by_every_renderer():
    # one page in colour, shapes, text, raster and SVG art; rendered in black and white by the PDF renderer, the
    # SVG writer and the previews (PDFium over the PDF), it has no colour left, and the scene keeps its own colours
    from pnp.render import formats
    from pnp.scene import COLOR

    art = kit.piece(str(ROOT / "docs/art-example.toml"), "board")
    page = _coloured_page(Group(art.items))
    pdfs = {}
    for name, chosen in (("bw", BW_INK), ("color", COLOR)):
        document = Document("ink", [page, page], ink=chosen)
        pdfs[name] = formats.pdf(document)
        svg = b"".join(formats.svgs(document)).decode("utf-8").lower()
        hexes = re.findall(r"#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})\b", svg)
        assert all(r == g == b for r, g, b in hexes) == (name == "bw"), name
    assert max(_spread(image) for image in _pixels(pdfs["bw"], 40)) <= NO_COLOUR
    previews = [Image.open(io.BytesIO(png)).convert("RGB") for png in formats.pngs(pdfs["bw"], 40)]
    assert max(_spread(image) for image in previews) <= NO_COLOUR
    # planted: the same document in colour is seen as colour; and the page was not greyed on the way
    assert min(_spread(image) for image in _pixels(pdfs["color"], 40)) > 100
    assert page.items[2].style.stroke == RED and page.items[3].fill == RED


def test_the_ink_changes_each_colour_and_each_picture_once():
    # a hundred shapes of two colours and one picture on fifty spots, over two pages: the ink's colour change
    # runs once per colour and its picture change once per picture, in the PDF and in the SVG pages alike
    from pnp.render import formats
    from pnp.scene import Image as Art
    from pnp.scene import Ink, Style

    calls = {"color": [], "image": []}

    def grey(colour: str) -> str:
        calls["color"].append(colour)
        return "#777777"

    def same(item):
        calls["image"].append(item.key)
        return item

    picture = Art(0, 0, 4, 4, "png", _png((0, 120, 0)), "green")
    items = [Rect(i % 10 * 5, i // 10 * 5, 4, 4, Style(RED if i % 2 else BLUE)) for i in range(100)]
    items += [Group([picture], (1.0, 0.0, 0.0, 1.0, i * 2.0, 60.0)) for i in range(50)]
    document = Document("count", [Page(120, 80, items), Page(120, 80, items)], ink=Ink("count", grey, same))
    for render in (formats.pdf, formats.svgs):
        calls = {"color": [], "image": []}
        render(document)
        assert sorted(calls["color"]) == sorted([RED, BLUE]), render
        assert calls["image"] == ["green"], render


def test_a_black_and_white_build_leaves_its_pages_as_drawn():
    # no greying pass walks the pages: the parts keep the colours their kinds drew (the cards' own) and carry
    # the ink their renderers apply
    from pnp.model.spec import game_path, source_name

    ref = str(ROOT / "docs/cards-example/game.toml")
    parts = kit.build_game(Context.printing(kit.load_game(ref), source_name(game_path(ref)), ink=BW))
    colours = set()

    def walk(items):
        for item in items:
            if isinstance(item, Group):
                walk(item.items)
            elif isinstance(item, Text):
                colours.add(item.fill)
            elif hasattr(item, "style"):
                colours.update(c for c in (item.style.fill, item.style.stroke) if c)

    for part in parts:
        for page in part.document.pages:
            walk(page.items)
    assert any(c[1:3] != c[3:5] or c[3:5] != c[5:7] for c in colours), sorted(colours)
    assert all(part.document.ink is BW_INK for part in parts)


def test_a_tiled_boards_preview_is_grey(tmp_path):
    # the art board at 400 mm prints on several sheets; its preview is drawn from the whole board (its SVG
    # page, not the PDF's pages), rendered in the part's ink too
    (tmp_path / "art-example.svg").write_bytes((ROOT / "docs/art-example.svg").read_bytes())
    source = (ROOT / "docs/art-example.toml").read_text(encoding="utf-8")
    (tmp_path / "game.toml").write_text(source.replace('width = "180mm"', 'width = "400mm"'), encoding="utf-8")
    for ink_name in ("bw", "color"):
        run = run_pnp("build", str(tmp_path / "game.toml"), "--parts", "board", "--ink", ink_name, "--format", "pdf,png",
                      "--out", str(tmp_path / ink_name))
        assert run.code == 0, run.err
    assert len(pdfium.PdfDocument(tmp_path / "bw/art-example/board.pdf")) > 1  # tiled: the preview is not the PDF's
    assert _spread(Image.open(tmp_path / "bw/art-example/board.png").convert("RGB")) <= NO_COLOUR
    # planted: the colour board is seen as colour
    assert _spread(Image.open(tmp_path / "color/art-example/board.png").convert("RGB")) > 100


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
    """The piece drawn alone in black and white (its black-and-white shapes, rendered in that ink), and read:
    each rectangle of `role` in it, or the whole piece (`role` None)."""
    page = kit.piece(game, piece, ink=BW)
    (image,) = _pixels(render_pdf(Document("", [page], ink=BW_INK)), dpi)
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


# --- dice of every shape ------------------------------------------------------------------------------------

SHAPES = {"d4": range(1, 5), "d6": range(11, 17), "d8": range(1, 9), "d10": range(10), "d12": range(1, 13), "d20": range(1, 21)}
CLOSE_COLOURS = ("orange", "green")  # the fox and viper dice's: greys 9 % apart, told apart by their bands alone


def _shapes_game(tmp_path, shapes=tuple(SHAPES)) -> str:
    """A game of two dice of each shape, of two colours whose greys come out close (the cubes' numbers with two
    digits, the widest a square holds)."""
    lines = ['id = "shapes"', 'title = "Shapes"', "players = { min = 2, max = 2 }", "who_beats_whom = false"]
    for shape, faces in ((shape, SHAPES[shape]) for shape in shapes):
        for colour in CLOSE_COLOURS:
            lines += ["[[dice]]", f'id = "{shape}-{colour}"', f'shape = "{shape}"', f'color = "{colour}"', f"faces = {list(faces)}"]
    path = tmp_path / "shapes.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def _polygons(items, matrix=(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)) -> list[tuple[list, list, list]]:
    """Each face of a die, in drawing order, on the page (mm): its polygon, its pattern's strokes (points
    along them, and half their width) and its labels' ink boxes (corners), however deep in groups."""
    faces: list = []

    def walk(items, matrix):
        a, b, c, d, e, f = matrix

        def page(x, y):
            return a * x + c * y + e, b * x + d * y + f

        for item in items:
            if isinstance(item, Group):
                if "pattern" in item.role.split() and faces:
                    for path in item.items:
                        faces[-1][1].append(([page(*p) for p in _along_path(path.ops)], path.style.width * math.hypot(a, b) / 2))
                else:
                    walk(item.items, compose(matrix, item.transform))
            elif isinstance(item, ScenePath) and "face-fill" in item.role.split():
                faces.append(([page(op[1], op[2]) for op in item.ops if op[0] in "ML"], [], []))
            elif isinstance(item, Rect) and {"face", "sticker"} & set(item.role.split()):  # a cube's square
                faces.append(([page(x, y) for x, y in ((item.x, item.y), (item.x + item.w, item.y), (item.x + item.w, item.y + item.h),
                                                       (item.x, item.y + item.h))], [], []))
            elif isinstance(item, Text) and "face-label" in item.role.split() and faces:
                half = text_width(item.text, item.size, item.font) / 2
                top = item.y - ascent(item.size, item.font)
                faces[-1][2].append([page(x, y) for x, y in ((item.x - half, top), (item.x + half, top), (item.x + half, item.y), (item.x - half, item.y))])

    walk(items, matrix)
    return faces


def _along_path(ops) -> list[tuple[float, float]]:
    """Points every tenth of each straight piece of a path (the patterns round a shaped face are straight)."""
    points, last, first = [], None, None
    for op in ops:
        if op[0] == "M":
            last = first = op[1:3]
        elif op[0] in "LZ":
            end = op[1:3] if op[0] == "L" else first
            points += [(last[0] + (end[0] - last[0]) * k / 10, last[1] + (end[1] - last[1]) * k / 10) for k in range(11)]
            last = end
    return points


def _inside(polygon, point) -> float:
    """How far inside the convex polygon a point lies (negative outside): its distance to the nearest side's line."""
    cx, cy = sum(x for x, _ in polygon) / len(polygon), sum(y for _, y in polygon) / len(polygon)
    nearest = math.inf
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        length = math.hypot(x2 - x1, y2 - y1)
        side = ((x2 - x1) * (point[1] - y1) - (y2 - y1) * (point[0] - x1)) / length
        centre = ((x2 - x1) * (cy - y1) - (y2 - y1) * (cx - x1)) / length
        nearest = min(nearest, side if centre > 0 else -side)
    return nearest


class FaceSeen:
    """A die's face as printed in black and white: its grey (the most common level inside it, black ink aside),
    and its marks (levels more than 60 from that grey) in a ring inside its edge, as deep as `ring` × the radius of
    its inscribed circle (the number, in the middle, is left out)."""

    def __init__(self, image: Image.Image, polygon, scale: float, ring: float):
        pixels = [(x * scale, y * scale) for x, y in polygon]
        x0, y0 = math.floor(min(x for x, _ in pixels)), math.floor(min(y for _, y in pixels))
        x1, y1 = math.ceil(max(x for x, _ in pixels)), math.ceil(max(y for _, y in pixels))
        self.crop = image.convert("L").crop((x0, y0, x1, y1))
        local = [(x - x0, y - y0) for x, y in pixels]
        (cx, cy), _ = incircle(local)
        inner = [(cx + (x - cx) * (1 - ring), cy + (y - cy) * (1 - ring)) for x, y in local]
        self.face = self._mask(local, self.crop.size)
        self.ring = self.face & ~self._mask(inner, self.crop.size)
        values = np.asarray(self.crop)[self.face]
        counts = np.bincount(values, minlength=256)
        self.grey = int(counts[8:250].argmax()) + 8

    @staticmethod
    def _mask(points, size) -> np.ndarray:
        mask = Image.new("L", size, 0)
        ImageDraw.Draw(mask).polygon(points, fill=255)
        return np.asarray(mask.filter(ImageFilter.MinFilter(5))) > 0  # two pixels in from the edge's antialiasing

    def marks(self, size: tuple[int, int]) -> np.ndarray:
        square = np.asarray(self.crop.resize(size, Image.Resampling.BILINEAR), dtype=np.int16)
        return np.abs(square - self.grey) > 60

    def apart(self, other: FaceSeen) -> tuple[float, float]:
        """The two faces' greys apart (0-255), and the share of the first one's ring where their marks differ."""
        differ = (self.marks(self.crop.size) != other.marks(self.crop.size)) & self.ring
        return abs(self.grey - other.grey), differ.sum() / self.ring.sum()


def _bw_pages(game: str) -> dict[str, Page]:
    """Every piece of the game alone on its page with its black-and-white shapes, as kit.piece gives it, the
    game's pieces made once (rendered in black and white by _shaped_faces)."""
    found = kit.game_pieces(Context.printing(kit.load_game(game), game, ink=BW))
    return {chosen.name: kit.face_page(chosen) for chosen in found}


def _shaped_faces(page: Page, dpi: float) -> list[FaceSeen]:
    """Each face of a die's stickers or net, read from its rendered page (ring 0.28: the band lies inside 0.255
    of the radius, the label beyond 0.3)."""
    (image,) = _pixels(render_pdf(Document("", [page], ink=BW_INK)), dpi)
    return [FaceSeen(image, polygon, image.width / page.width, 0.28) for polygon, _, _ in _polygons(page.items)]


@pytest.mark.parametrize("form, dpi", [("stickers", 300), ("net", 150)])
def test_dice_of_every_shape_are_told_apart_in_black_and_white(tmp_path, form, dpi):
    # orange and green dice print greys 9 % apart: each shape's faces are told apart by the band of their colour's
    # pattern (zigzag, checks) following the face's outline; read on the first two faces of each die
    pages = _bw_pages(_shapes_game(tmp_path))
    for shape in SHAPES:
        seen = {colour: _shaped_faces(pages[f"{shape}-{colour}-{form}"], dpi) for colour in CLOSE_COLOURS}
        for slot in (0, 1):
            assert not _alike({f"{shape} {colour} face {slot}": faces[slot] for colour, faces in seen.items()})


@pytest.mark.parametrize("pattern", ["zigzag", ""])
def test_the_measure_finds_shaped_dice_alike_without_distinct_bands(tmp_path, monkeypatch, pattern):
    """Planted: every die wearing the same band, or none, is found alike (greys 9 % apart, the same marks)."""
    monkeypatch.setattr(dice_kind, "bw_patterns", lambda specs, ink: [pattern] * len(specs))
    pages = _bw_pages(_shapes_game(tmp_path))
    for shape in ("d6", "d8", "d10"):
        seen = {colour: _shaped_faces(pages[f"{shape}-{colour}-stickers"], 300)[0] for colour in CLOSE_COLOURS}
        assert _alike(seen), shape


def _band_clearances(pages: dict[str, Page], shapes) -> list[str]:
    """Where a face's band comes within 0.25 mm of its edge (the cut or fold) or 0.1 mm of its number's ink:
    measured on the drawing, each pattern stroke's points (and half its width) against the face's sides and the
    labels' ink boxes."""
    bad = []
    for shape in shapes:
        for form in ("stickers", "net"):
            faces = _polygons(pages[f"{shape}-orange-{form}"].items)
            assert len(faces) == len(SHAPES[shape]) and all(strokes for _, strokes, _ in faces), (shape, form)
            for polygon, strokes, labels in faces:
                edge = min(_inside(polygon, p) - half for points, half in strokes for p in points)
                ink = min(_distance(box, p) - half for box in labels for points, half in strokes for p in points)
                if edge < 0.25 or ink < 0.1:
                    bad.append(f"{shape} {form}: {edge:.2f} mm from the edge, {ink:.2f} mm from the number")
    return bad


def test_shaped_bands_clear_the_numbers_and_the_edges(tmp_path):
    # the band never reaches a face's number, and leaves paper along every cut and fold line
    assert not _band_clearances(_bw_pages(_shapes_game(tmp_path)), SHAPES)


@pytest.mark.parametrize("planted", [{"CLEAR": 0.95, "TALLEST": 1.0}, {"BAND_AT": 0.05}])
def test_the_clearance_measure_finds_a_band_too_near(tmp_path, monkeypatch, planted):
    """Planted: numbers grown into the band, or a band moved onto the cut, are found."""
    for key, value in planted.items():
        monkeypatch.setattr(dice_kind, key, value)
    for cached in (dice_kind._room, dice_kind._unit_size, dice_kind._unit_square):  # sizes kept from the true constants
        cached.cache_clear()
    try:
        assert _band_clearances(_bw_pages(_shapes_game(tmp_path, ("d8",))), ("d8",))
    finally:
        monkeypatch.undo()
        for cached in (dice_kind._room, dice_kind._unit_size, dice_kind._unit_square):
            cached.cache_clear()


def _distance(box, point) -> float:
    """From a point to a convex quadrilateral (0 inside it)."""
    if _inside(box, point) >= 0:
        return 0.0
    return min(_to_segment(point, a, b) for a, b in zip(box, box[1:] + box[:1]))


def _to_segment(p, a, b) -> float:
    ab = (b[0] - a[0], b[1] - a[1])
    k = max(0.0, min(1.0, ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1]) / (ab[0] ** 2 + ab[1] ** 2)))
    return math.dist(p, (a[0] + k * ab[0], a[1] + k * ab[1]))


@pytest.mark.parametrize("style", ["sticker", "net"])
def test_pnp_dice_in_black_and_white(tmp_path, style):
    """`pnp dice --ink bw` prints grey, and two dice of different colours wear different bands, as in a kit."""
    dice = ["--faces", "1,2,3,4,5,6,7,8", "--faces", "1,2,3,4,5,6,7,8", "--shape", "d8", "--color", "orange", "--color", "green"]
    pages, bands = {}, {}
    for ink in ("bw", "color"):
        run = run_pnp("dice", *dice, "--style", style, "--ink", ink, "--format", "pdf,svg", "--out", str(tmp_path / ink))
        assert run.code == 0, run.err
        (pdf,) = (tmp_path / ink).glob("*.pdf")
        pages[ink] = _pixels(pdf.read_bytes(), 40)
        svg = " ".join(path.read_text(encoding="utf-8") for path in (tmp_path / ink).glob("*.svg"))
        bands[ink] = set(re.findall(r'class="pattern (pattern-[a-z-]+)"', svg))
    assert max(_spread(page) for page in pages["bw"]) <= NO_COLOUR
    assert len(bands["bw"]) == 2, bands  # one pattern a colour
    # planted: the same dice in colour are seen as colour, and wear no band
    assert max(_spread(page) for page in pages["color"]) > 100 and not bands["color"]
