"""Every printed page of every kit, measured from its PDF as a print shop would (issue 14): text large
enough to read, no ink in the margin home printers leave blank, room between pieces cut by hand, no
sheet wasted on a few pieces, and no table cut from its header."""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import pytest
from conftest import run_pnp

from pnp.model.spec import builtin_games

MM = 72 / 25.4
MIN_PT = 6.0  # the smallest text, in points
MARGIN = 5.0  # mm the kit promises to leave blank
FOOTER = 7.5  # mm above the bottom margin kept for the footer and the licence notice
MIN_GAP = 1.5  # mm between two pieces cut out by hand
MAX_EMPTY = 0.85
HAND_CUT = ("tokens", "tokens-double-sided", "pawns", "dice-nets", "sheets-card", "sheets-card-double-sided")  # parts
# whose pieces are cut along their outline: a kind's own sheets, or the card sheets the kinds share
COMBOS = list(itertools.product(["a4", "letter"], ["fr", "en"]))
CUT_WIDTH = 0.25 * MM  # the stroke of every cut outline (scene.CUT), in points
TABLE_RULE = (0.722, 0.722, 0.722)  # typeset's row rules (#b8b8b8) and header shade (#e8edf3)
TABLE_SHADE = (0.91, 0.929, 0.953)  # (headings are underlined in the same grey, 0.25 mm wide)


@dataclass
class KitPage:
    game: str
    number: int  # 1-based, in the kit PDF
    part: str  # "guide" for the kit's own pages
    last_of_part: bool
    path: Path

    @property
    def name(self) -> str:
        return f"{self.game} kit page {self.number} ({self.part})"


class Kit:
    """One game's kit PDF and which part each of its pages belongs to (from kit.json)."""

    def __init__(self, folder: Path):
        self.folder = folder
        info = json.loads((folder / "kit.json").read_text())
        self.game = info["id"]
        self.path = folder / info["kit"]
        import pypdfium2

        total = len(pypdfium2.PdfDocument(str(self.path)))
        parts = [("guide", total - sum(p["pages"] for p in info["parts"]))]
        parts += [(p["part"], p["pages"]) for p in info["parts"]]
        self.pages: list[KitPage] = []
        for part, count in parts:
            for k in range(count):
                self.pages.append(KitPage(self.game, len(self.pages) + 1, part, k == count - 1, self.path))

    @cached_property
    def plumber(self):
        import pdfplumber

        return pdfplumber.open(self.path)


@pytest.fixture(scope="module")
def kits(tmp_path_factory) -> dict[tuple[str, str], list[Kit]]:
    """Every built-in kit, built once for each paper and language."""
    root = tmp_path_factory.mktemp("layout")
    made = {}
    for paper, lang in COMBOS:
        out = root / f"{paper}-{lang}"
        run = run_pnp("build", "all", "--paper", paper, "--lang", lang, "--format", "kit", "--out", str(out))
        assert run.code == 0, run.err
        made[(paper, lang)] = [Kit(out / game) for game in builtin_games()]
    return made


def _ids(combo):
    return "-".join(combo)


# --- what is measured ---------------------------------------------------------------------------


def glyph_size(char: dict) -> float:
    """A character's em size in points, however it is turned: the font size scaled by the text matrix."""
    a, b, c, d, _, _ = char["matrix"]
    if abs(a) + abs(d) < 1e-6:  # a quarter turn: the em box lies across the page
        return char["width"]
    return char["size"]


def small_text(page) -> list[tuple[str, float]]:
    """(text, size) of the characters below 6 pt on a page, clipped-away ones included."""
    small = {}
    for char in page.chars:
        size = glyph_size(char)
        if size < MIN_PT - 0.01 and char["text"].strip():
            small.setdefault(round(size, 2), []).append(char["text"])
    return [("".join(chars)[:40], size) for size, chars in small.items()]


def ink_in_margin(path: Path, index: int, dpi: int = 600) -> list[str]:
    """The edges of a page with ink less than 5 mm from them: each 5 mm band is drawn by PDFium at
    600 dpi (a pixel is 0.04 mm, so a stroke's width counts) and must be white."""
    import pypdfium2

    page = pypdfium2.PdfDocument(str(path))[index]
    w, h = page.get_size()
    band = MARGIN * MM
    crops = {"left": (0, 0, w - band, 0), "right": (w - band, 0, 0, 0), "top": (0, h - band, 0, 0), "bottom": (0, 0, 0, h - band)}
    inked = []
    whole = int(MARGIN / 25.4 * dpi)  # the pixels lying wholly within the margin
    for edge, crop in crops.items():
        image = page.render(scale=dpi / 72, crop=crop, grayscale=True).to_pil()
        iw, ih = image.size
        keep = {"left": (0, 0, whole, ih), "right": (iw - whole, 0, iw, ih), "top": (0, 0, iw, whole), "bottom": (0, ih - whole, iw, ih)}
        if image.crop(keep[edge]).point(lambda v: 255 if v < 250 else 0).getbbox():
            inked.append(edge)
    return inked


def inked_share(path: Path, index: int, dpi: int = 30) -> float:
    """The share of the printable area (inside the margins, above the footer band) that the bounding
    box of the page's ink covers."""
    import pypdfium2

    page = pypdfium2.PdfDocument(str(path))[index]
    w, h = page.get_size()
    m, f = MARGIN * MM, FOOTER * MM
    image = page.render(scale=dpi / 72, crop=(m, m + f, m, m), grayscale=True).to_pil()
    box = image.point(lambda v: 255 if v < 200 else 0).getbbox()
    if not box:
        return 0.0
    return (box[2] - box[0]) * (box[3] - box[1]) / (image.size[0] * image.size[1])


def cut_outlines(page, joined: bool = False) -> list[tuple[float, float, float, float]]:
    """Bounding boxes (mm, stroke included) of the pieces' cut outlines on a page: solid black strokes
    of the cut width, less those inside another (a token's inner rings). `joined`: an outline is made of
    several strokes meeting end to end (a net's cut edges and tabs), gathered into one piece."""
    shapes = []
    for shape in (*page.curves, *page.rects, *page.lines):
        if not shape.get("stroke", True) or shape.get("dash") and shape["dash"][0]:
            continue
        if abs((shape.get("linewidth") or 0) - CUT_WIDTH) > 0.02 or tuple(shape.get("stroking_color") or ()) not in ((0,), (0, 0, 0)):
            continue
        half = shape["linewidth"] / 2
        box = tuple(v / MM for v in (shape["x0"] - half, shape["top"] - half, shape["x1"] + half, shape["bottom"] + half))
        ends = {(round(x, 1), round(y, 1)) for x, y in shape.get("pts") or ()}
        shapes.append((box, ends))
    if joined:
        shapes = _join(shapes)
    boxes = [box for box, _ in shapes]
    if joined:  # a row of fold-over pairs: the round counters touching in it join as their pairs' outlines do, one box
        boxes = list(dict.fromkeys(boxes))  # (joined, two pieces drawn at one place would share every point anyway)
    inside = lambda a, b: a != b and b[0] <= a[0] + 1e-3 and b[1] <= a[1] + 1e-3 and a[2] <= b[2] + 1e-3 and a[3] <= b[3] + 1e-3
    return [a for a in boxes if not any(inside(a, b) for b in boxes)]


def _join(shapes):
    """Strokes sharing a point, merged into one box with all their points, until none share one."""
    merged = True
    while merged:
        merged = False
        for i, j in itertools.combinations(range(len(shapes)), 2):
            (a, pa), (b, pb) = shapes[i], shapes[j]
            if pa & pb:
                box = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
                shapes = [s for k, s in enumerate(shapes) if k not in (i, j)] + [(box, pa | pb)]
                merged = True
                break
    return shapes


def separation(a, b) -> float:
    """How far apart two boxes are along the axis that separates them most (negative: they overlap)."""
    return max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3])


def shared_cut(a, b) -> bool:
    """Two rectangles packed edge to edge, one guillotine cut serving both: their outlines' strokes lie on one
    line (the boxes, strokes included, overlap by one stroke's width), and they span the same rows or columns."""
    stroke = CUT_WIDTH / MM
    touching = abs(separation(a, b) + stroke) < 0.05
    aligned = (abs(a[1] - b[1]) < 0.05 and abs(a[3] - b[3]) < 0.05) or (abs(a[0] - b[0]) < 0.05 and abs(a[2] - b[2]) < 0.05)
    return touching and aligned


def table_fragments(page) -> list[dict]:
    """Each run of a typeset table on a page, one per column it occupies: its row rules (the grey lines
    under every row, as wide as the table) and whether a header row (shaded) opens it."""
    rules = [l for l in page.lines if _color(l.get("stroking_color")) == TABLE_RULE and abs(l["linewidth"] - 0.2 * MM) < 0.01]
    shades = [r for r in page.rects if r.get("fill") and _color(r.get("non_stroking_color")) == TABLE_SHADE]
    runs: dict[tuple, list] = {}
    for line in sorted(rules, key=lambda l: l["top"]):
        key = (round(line["x0"], 1), round(line["x1"], 1))
        group = runs.setdefault(key, [[]])
        if group[-1] and line["top"] - group[-1][-1]["top"] > 22 * MM:  # a row is never this tall (4 lines: 17 mm)
            group.append([])
        group[-1].append(line)
    fragments = []
    for (x0, x1), groups in runs.items():
        for rows in groups:
            first = rows[0]["top"]
            header = any(abs(s["x0"] - x0) < 0.5 and abs(s["x1"] - x1) < 0.5 and abs(s["bottom"] - first) < 0.6 for s in shades)
            fragments.append({"x0": x0 / MM, "top": first / MM, "rows": len(rows), "header": header})
    return fragments


def _color(value) -> tuple | None:
    return tuple(round(v, 3) for v in value) if value else None


def pages_of(kits, combo):
    for kit in kits[combo]:
        for page in kit.pages:
            yield kit, page


# --- the tests --------------------------------------------------------------------------------------


@pytest.mark.parametrize("combo", COMBOS, ids=_ids)
def test_no_text_below_6_pt(kits, combo):
    bad = []
    for kit, page in pages_of(kits, combo):
        for text, size in small_text(kit.plumber.pages[page.number - 1]):
            bad.append(f"{page.name}: {size} pt '{text}'")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("combo", COMBOS, ids=_ids)
def test_no_ink_within_5_mm_of_an_edge(kits, combo):
    bad = [f"{page.name}: {', '.join(edges)}" for kit, page in pages_of(kits, combo)
           for edges in [ink_in_margin(kit.path, page.number - 1)] if edges]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("combo", COMBOS, ids=_ids)
def test_pieces_cut_by_hand_stand_apart(kits, combo):
    bad, measured = [], 0
    for kit, page in pages_of(kits, combo):
        if page.part not in HAND_CUT:
            continue
        joined = page.part == "dice-nets" or page.part.startswith("sheets-")  # where nets may be
        boxes = cut_outlines(kit.plumber.pages[page.number - 1], joined=joined)
        measured += len(boxes)
        for a, b in itertools.combinations(boxes, 2):
            if separation(a, b) < MIN_GAP - 1e-3 and not shared_cut(a, b):
                bad.append(f"{page.name}: pieces at ({a[0]:.1f}, {a[1]:.1f}) and ({b[0]:.1f}, {b[1]:.1f}) mm "
                           f"are {separation(a, b):.2f} mm apart")
                break
    assert measured > 100  # the outlines were found: tokens, standees and nets
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("combo", COMBOS, ids=_ids)
def test_no_page_more_than_85_percent_empty(kits, combo):
    """Only the last page of a part may be mostly empty: sheets are filled before a new one starts."""
    bad = []
    for kit, page in pages_of(kits, combo):
        if page.last_of_part:
            continue
        share = inked_share(kit.path, page.number - 1)
        if share < 1 - MAX_EMPTY:
            bad.append(f"{page.name}: ink covers {share:.0%} of the page")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("combo", COMBOS, ids=_ids)
def test_tables_split_with_their_header(kits, combo):
    """Every piece of a table in a column opens with its header row."""
    bad, tables = [], 0
    for kit, page in pages_of(kits, combo):
        for frag in table_fragments(kit.plumber.pages[page.number - 1]):
            tables += 1
            if not frag["header"]:
                bad.append(f"{page.name}: a table at {frag['top']:.0f} mm has no header row")
    assert tables >= 12  # the tables were found: the guide's, the odds', the aids'
    assert not bad, "\n".join(bad)


def ink_rows(path: Path, index: int, dpi: int = 30) -> tuple[float, float] | None:
    """Top and bottom (mm, from the printable area's top) of the ink above the footer band."""
    import pypdfium2

    page = pypdfium2.PdfDocument(str(path))[index]
    m, f = MARGIN * MM, FOOTER * MM
    image = page.render(scale=dpi / 72, crop=(m, m + f, m, m), grayscale=True).to_pil()
    box = image.point(lambda v: 255 if v < 200 else 0).getbbox()
    return (box[1] * 25.4 / dpi, box[3] * 25.4 / dpi) if box else None


@pytest.mark.parametrize("combo", COMBOS, ids=_ids)
def test_a_sheet_is_filled_before_the_next(kits, combo):
    """The last page of a part holds nothing that the free bottom of the page before could have held."""
    bad = []
    for kit in kits[combo]:
        for before, last in zip(kit.pages, kit.pages[1:]):
            if not last.last_of_part or before.part != last.part or last.part in ("tokens-double-sided",):
                continue
            above, below = ink_rows(kit.path, before.number - 1), ink_rows(kit.path, last.number - 1)
            free = (kit.plumber.pages[before.number - 1].height / MM - 2 * MARGIN - FOOTER) - above[1]
            if below and below[1] - below[0] + 3.0 < free:
                bad.append(f"{last.name}: {below[1] - below[0]:.0f} mm of pieces would fit the {free:.0f} mm left on the page before")
    assert not bad, "\n".join(bad)


WIDE = """id = "wide"
title = "Wide"
players = {{ min = 2, max = 4 }}

[board]
kind = "grid"
columns = 3
rows = 3
cell = "20mm"
pawn_base = "14mm"

[[pawns]]
id = "p"
icon = "horse"
width = "{width}"

[[tokens]]
id = "t"
count = 2
size = "{size}"
"""


@pytest.mark.parametrize("width, size, field", [("22mm", "16mm", "pawns[0].width"), ("14mm", "24mm", "tokens[0].size")])
def test_a_piece_wider_than_the_cells_is_refused(tmp_path, width, size, field):
    from conftest import assert_clean_error

    game = tmp_path / "wide.toml"
    game.write_text(WIDE.format(width=width, size=size), encoding="utf-8")
    run = run_pnp("tokens", str(game), "--out", str(tmp_path / "out"))
    assert_clean_error(run, "wide.toml", field, "20 mm cells")
    assert not (tmp_path / "out").exists()
    game.write_text(WIDE.format(width="20mm", size="20mm"), encoding="utf-8")  # as wide as a cell: it fits
    assert run_pnp("tokens", str(game), "--format", "pdf", "--out", str(tmp_path / "ok")).code == 0


def test_the_emptiness_measure_sees_a_wasted_sheet(tmp_path):
    """One 60 × 80 mm net alone on A4 measures as mostly empty, two rows of them do not: the 85 % rule
    can fail."""
    from pnp.render.pdf import render_pdf
    from pnp.scene import Document, Page, Rect, Style

    def share(boxes):
        page = Page(210, 297, [Rect(x, y, 60, 80, Style(fill="#000000")) for x, y in boxes])
        (tmp_path / "x.pdf").write_bytes(render_pdf(Document("x", [page])))
        return inked_share(tmp_path / "x.pdf", 0)

    assert share([(10, 10)]) < 1 - MAX_EMPTY
    assert share([(10, 10), (140, 100)]) > 1 - MAX_EMPTY
