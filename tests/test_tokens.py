"""`pnp tokens`: pieces counted, sizes and front/back registration measured in the PDF, B&W checked for colour."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from conftest import MM, assert_clean_error, pdf_text, run_pnp, soften, svg_image, unembedded_fonts

SVG = "{http://www.w3.org/2000/svg}"
A4 = (210.0, 297.0)


def make(tmp_path_factory, name: str, *args: str) -> Path:
    out = tmp_path_factory.mktemp(name)
    run = run_pnp("tokens", *args, "--out", str(out))
    assert run.code == 0, run.err
    return out / args[0]


@pytest.fixture(scope="module")
def rpv(tmp_path_factory) -> Path:
    return make(tmp_path_factory, "rpv", "renards-poules-viperes", "--format", "pdf,svg")


@pytest.fixture(scope="module")
def rpv_bw_short(tmp_path_factory) -> Path:
    return make(tmp_path_factory, "rpvbw", "renards-poules-viperes", "--ink", "bw", "--duplex", "short", "--format", "pdf,svg", "--lang", "en")


@pytest.fixture(scope="module")
def clann(tmp_path_factory) -> Path:
    return make(tmp_path_factory, "clann", "clann", "--format", "pdf,svg")


@pytest.fixture(scope="module")
def clann_tokens_bw(tmp_path_factory) -> Path:
    return make(tmp_path_factory, "clanntok", "clann", "--pawn", "token", "--ink", "bw", "--format", "pdf,svg")


@pytest.fixture(scope="module")
def horses_folded(tmp_path_factory) -> Path:
    return make(tmp_path_factory, "horses", "petits-chevaux", "--pawn", "token", "--duplex", "none", "--format", "pdf,svg")


# --- reading the output ---------------------------------------------------------------------------


def pieces(path: Path, page: int = 0, size: float | None = None, square: bool = False) -> list[dict]:
    """The counters drawn on a page: closed shapes both filled and stroked (colour and cut line in one),
    as dicts with their size and centre in mm and their fill colour."""
    import pdfplumber

    found = []
    with pdfplumber.open(path) as pdf:
        p = pdf.pages[page]
        shapes = p.rects if square else p.curves
        for c in shapes:
            if not (c.get("fill") and c.get("stroke")):
                continue
            w, h = c["width"] / MM, c["height"] / MM
            if size is not None and (abs(w - size) > 0.5 or abs(h - size) > 0.5):
                continue
            found.append({"w": w, "h": h, "cx": (c["x0"] + c["x1"]) / 2 / MM, "cy": (c["top"] + c["bottom"]) / 2 / MM,
                          "fill": tuple(round(v, 3) for v in c["non_stroking_color"])})
    return found


def page_count(path: Path) -> int:
    from pypdf import PdfReader

    return len(PdfReader(path).pages)


def svg_classes(paths) -> Counter:
    """How many elements carry each class. Imposition wraps a piece in a placing group of the same
    class; such a wrapper is not counted twice."""
    counts: Counter = Counter()
    for path in paths:
        for el in ET.parse(path).getroot().iter():
            cls = el.get("class") or ""
            if len(el) == 1 and el[0].get("class") == cls and el.tag == el[0].tag:
                continue
            counts[cls] += 1
    return counts


# --- counting pieces --------------------------------------------------------------------------------


def test_territory_game_pieces_by_kind(rpv):
    names = sorted(p.name for p in rpv.iterdir() if not p.name.startswith("."))
    assert names == ["tokens-double-sided-1.svg", "tokens-double-sided-2.svg", "tokens-double-sided.pdf",
                     "tokens.pdf", "tokens.svg"]  # every single-sided counter on one sheet
    single = svg_classes([rpv / "tokens.svg"])
    assert (single["piece hen"], single["piece fox"], single["piece viper"], single["piece roll"]) == (20, 20, 20, 9)
    double = svg_classes([rpv / "tokens-double-sided-1.svg"])
    backs = svg_classes([rpv / "tokens-double-sided-2.svg"])
    assert double["piece time"] == 10 and double["piece character"] == 3
    assert backs["piece-back time"] == 10 and backs["piece-back character"] == 3
    # the weathers, from the game file: 4 calm, 2 of each weather; every time token has the hourglass back
    icons = svg_classes([rpv / "tokens-double-sided-1.svg"])
    assert (icons["icon icon-sun"], icons["icon icon-weather-x2"], icons["icon icon-weather-equal"], icons["icon icon-weather-swap"]) == (4, 2, 2, 2)
    assert svg_classes([rpv / "tokens-double-sided-2.svg"])["icon icon-time"] == 10


def test_sixty_territory_tokens_of_25_mm_seven_to_a_row(rpv):
    """W1: 60 round 25 mm tokens, at most 7 a row on A4 with 2 mm between them, inside the 5 mm margins, all on
    the first sheet."""
    tokens = pieces(rpv / "tokens.pdf", 0, 25.0)
    assert len(tokens) == 60
    for t in tokens:
        assert t["w"] == pytest.approx(25.0, abs=0.1) and t["h"] == pytest.approx(25.0, abs=0.1)
        assert 5 - 0.2 <= t["cx"] - 12.5 and t["cx"] + 12.5 <= 205 + 0.2
    rows = Counter(round(t["cy"], 1) for t in tokens)
    # each colour on rows of its own, as even as 20 allows in rows of at most 7 (issue 34)
    assert sorted(rows.values(), reverse=True) == [7] * 6 + [6] * 3
    for row in rows:
        assert len({t["fill"] for t in tokens if round(t["cy"], 1) == row}) == 1
    xs = sorted({round(t["cx"], 2) for t in tokens})
    assert all(b - a == pytest.approx(27.0, abs=0.01) for a, b in zip(xs, xs[1:]))  # 25 mm and a 2 mm gap
    colours = Counter(t["fill"] for t in tokens)
    assert sorted(colours.values()) == [20, 20, 20]


def test_roll_tokens_are_18_mm_squares(rpv):
    squares = [s for page in range(page_count(rpv / "tokens.pdf")) for s in pieces(rpv / "tokens.pdf", page, 18.0, square=True)]
    assert len(squares) == 9
    assert all(s["w"] == pytest.approx(18.0, abs=0.1) and s["h"] == pytest.approx(18.0, abs=0.1) for s in squares)


def test_character_tokens_are_larger(rpv):
    front = pieces(rpv / "tokens-double-sided.pdf", 0)
    sizes = Counter(round(p["w"], 1) for p in front)
    assert sizes == {25.0: 10, 28.0: 3}  # within the board's 30 mm cells


def test_labels_and_letters_in_both_languages(rpv, rpv_bw_short):
    fr = pdf_text(rpv / "tokens.pdf")
    assert all(word in fr for word in ("Poule", "Renard", "Vipère", "Lancer"))
    en = pdf_text(rpv_bw_short / "tokens.pdf") + pdf_text(rpv_bw_short / "tokens-double-sided.pdf")
    assert all(word in en for word in ("Hen", "Fox", "Viper", "Roll", "Time", "Double", "Equal", "Reverse", "Calm"))
    assert unembedded_fonts(rpv / "tokens.pdf") == []


# --- front and back ---------------------------------------------------------------------------------


def _registration(path: Path, mirror) -> list[float]:
    """For each front on page 1, the distance from its mirrored centre to the nearest back on page 2."""
    fronts, backs = pieces(path, 0), pieces(path, 1)
    assert len(fronts) == len(backs) > 0
    misses = []
    used = set()
    for f in fronts:
        x, y = mirror(f["cx"], f["cy"])
        i, b = min(enumerate(backs), key=lambda ib: (ib[1]["cx"] - x) ** 2 + (ib[1]["cy"] - y) ** 2)
        used.add(i)
        assert b["w"] == pytest.approx(f["w"], abs=0.1)
        misses.append(((b["cx"] - x) ** 2 + (b["cy"] - y) ** 2) ** 0.5)
    assert len(used) == len(backs)  # one back for each front
    return misses


def test_backs_register_with_fronts_long_edge(rpv):
    misses = _registration(rpv / "tokens-double-sided.pdf", lambda x, y: (A4[0] - x, y))
    assert max(misses) <= 0.5


def test_backs_register_with_fronts_short_edge(rpv_bw_short):
    misses = _registration(rpv_bw_short / "tokens-double-sided.pdf", lambda x, y: (x, A4[1] - y))
    assert max(misses) <= 0.5


def test_backs_are_the_right_backs(rpv):
    """The time tokens' common back is grey; a character token shows its animal on both sides."""
    path = rpv / "tokens-double-sided.pdf"
    fronts, backs = pieces(path, 0), pieces(path, 1)
    for f in fronts:
        b = min(backs, key=lambda b: (b["cx"] - (A4[0] - f["cx"])) ** 2 + (b["cy"] - f["cy"]) ** 2)
        if round(f["w"]) == 25:
            assert b["fill"][0] == b["fill"][1] == b["fill"][2]
        else:
            assert b["fill"] == f["fill"]


def test_back_pages_are_not_moved_by_the_calibration_mark(rpv):
    """The first front opens with the calibration mark; its back page holds nothing in that place."""
    import pdfplumber

    with pdfplumber.open(rpv / "tokens-double-sided.pdf") as pdf:
        front_rects = [r for r in pdf.pages[0].rects if abs(r["width"] / MM - 50) < 0.1]
        back_rects = [r for r in pdf.pages[1].rects if abs(r["width"] / MM - 50) < 0.1]
    assert len(front_rects) == 1 and not back_rects


def test_fold_over_pairs_without_duplex(horses_folded):
    """--duplex none: each front beside its back, to fold along the dashed line between them."""
    path = horses_folded / "pawns.pdf"
    assert page_count(path) == 1
    discs = sorted(pieces(path, 0, 16.0), key=lambda p: (round(p["cy"]), p["cx"]))
    assert len(discs) == 32  # 16 horses, front and back
    for front, back in zip(discs[0::2], discs[1::2]):
        assert back["cx"] - front["cx"] == pytest.approx(16.0, abs=0.05)
        assert back["cy"] == pytest.approx(front["cy"], abs=0.05)
        assert back["fill"] == front["fill"]
    classes = svg_classes([horses_folded / "pawns.svg"])
    assert classes["fold"] == 16 and classes["pair"] == 16


def test_bleed_keeps_round_tokens_apart(tmp_path):
    """With 3 mm bleed the colour runs past each circle, so round tokens no longer touch."""
    import pdfplumber

    run = run_pnp("tokens", "renards-poules-viperes", "--bleed", "3mm", "--paper", "letter", "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    with pdfplumber.open(tmp_path / "renards-poules-viperes" / "tokens.pdf") as pdf:
        cuts = [c for c in pdf.pages[0].curves if c.get("stroke") and not c.get("fill") and abs(c["width"] / MM - 25) < 0.1]
        bleeds = [c for c in pdf.pages[0].curves if c.get("fill") and not c.get("stroke") and abs(c["width"] / MM - 31) < 0.1]
    assert len(cuts) == len(bleeds) >= 30
    centres = sorted(((c["x0"] + c["x1"]) / 2 / MM, (c["top"] + c["bottom"]) / 2 / MM) for c in cuts)
    closest = min(((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5 for i, a in enumerate(centres) for b in centres[i + 1:])
    assert closest >= 31 - 0.01
    # 6 a row would fit 31 mm apart (215.9 mm less the margins): each colour's 20 then take four even rows of 5
    xs = sorted({round(x, 1) for x, _ in centres})
    assert min(b - a for a, b in zip(xs, xs[1:])) >= 31 - 0.01
    assert sorted(Counter(round(y, 1) for _, y in centres).values()) == [5] * (len(cuts) // 5)


# --- black and white --------------------------------------------------------------------------------

_COLOR_OPS = re.compile(rb"([-\d.]+) ([-\d.]+) ([-\d.]+) (rg|RG)\b")


def _pdf_colours(path: Path) -> set:
    import pdfplumber
    from pypdf import PdfReader

    colours = set()
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            for obj in page.chars + page.curves + page.rects + page.lines:
                for key in ("non_stroking_color", "stroking_color"):
                    value = obj.get(key)
                    if value is not None:
                        colours.add(tuple(round(float(v), 4) for v in (value if isinstance(value, (list, tuple)) else [value])))
    for page in PdfReader(path).pages:
        for r, g, b, _ in _COLOR_OPS.findall(page.get_contents().get_data()):
            colours.add((float(r), float(g), float(b)))
    return colours


def _is_grey(colour: tuple) -> bool:
    return len(colour) == 1 or (len(colour) == 3 and colour[0] == colour[1] == colour[2])


@pytest.mark.parametrize("which, files", [
    ("rpv_bw_short", ["tokens.pdf", "tokens-double-sided.pdf"]),
    ("clann_tokens_bw", ["pawns.pdf"]),
])
def test_black_and_white_holds_no_colour(which, files, request):
    folder = request.getfixturevalue(which)
    for name in files:
        colours = _pdf_colours(folder / name)
        assert len(colours) >= 3, colours  # black, white and greys at least: the check saw something
        assert all(_is_grey(c) for c in colours), [c for c in colours if not _is_grey(c)]
    for svg in folder.glob("*.svg"):
        for el in ET.parse(svg).getroot().iter():
            for key in ("fill", "stroke"):
                value = el.get(key)
                if value and value.startswith("#"):
                    assert value[1:3] == value[3:5] == value[5:7], (svg.name, key, value)


def test_colour_version_has_colour(rpv):
    assert not all(_is_grey(c) for c in _pdf_colours(rpv / "tokens.pdf"))


def test_pieces_told_apart_without_colour(rpv_bw_short, clann_tokens_bw):
    """In B&W each animal and each player colour keeps its own pattern and letter."""
    classes = svg_classes(rpv_bw_short.glob("tokens*.svg"))
    assert classes["pattern pattern-dots"] >= 20 and classes["pattern pattern-zigzag"] >= 20 and classes["pattern pattern-checks"] >= 20
    pawns = svg_classes(clann_tokens_bw.glob("pawns-1.svg"))
    for pattern in ("stripes", "dots", "lines", "checks"):  # red, blue, yellow, green
        assert pawns[f"pattern pattern-{pattern}"] == 4
    letters = {g.get("aria-label") for g in ET.parse(clann_tokens_bw / "pawns-1.svg").getroot().iter(f"{SVG}g") if g.get("class") == "letter"}
    assert letters == {"R", "B", "J", "V"}


# --- Clann and petits chevaux pawns ------------------------------------------------------------------


def test_clann_standees(clann):
    root = ET.parse(clann / "pawns.svg").getroot()
    classes = svg_classes([clann / "pawns.svg"])
    assert classes["standee"] == 17  # 4 colours x 4 characters, and the Black Knight
    assert classes["fold"] == 3 * 17
    assert classes["piece grand"] == classes["piece gros"] == classes["piece mince"] == classes["piece petit"] == 4
    assert classes["piece knight"] == 1
    # the rank mark: pips 4, 3, 2, 1 on each face (front and back) of each character
    for kind, rank in (("grand", 4), ("gros", 3), ("mince", 2), ("petit", 1)):
        piece = next(g for g in root.iter(f"{SVG}g") if g.get("class") == f"piece {kind}")
        pips = [c for c in piece.iter(f"{SVG}circle") if c.get("class") == "rank"]
        assert len(pips) == 2 * rank, kind


def test_clann_silhouettes_differ(clann):
    """Tall, stout, thin, small: the standing figures have four different proportions."""
    root = ET.parse(clann / "pawns.svg").getroot()
    boxes = {}
    for g in root.iter(f"{SVG}g"):
        kind = (g.get("class") or "").removeprefix("piece ")
        if kind in ("grand", "gros", "mince", "petit") and kind not in boxes:
            panel = next(p for p in g.iter(f"{SVG}path") if p.get("class") == "panel")  # in its own mm
            numbers = [float(v) for v in re.findall(r"-?\d+\.?\d*", panel.get("d"))]
            xs, ys = numbers[0::2], numbers[1::2]
            boxes[kind] = (max(xs) - min(xs), max(ys) - min(ys))
    tall, stout, thin, small = boxes["grand"], boxes["gros"], boxes["mince"], boxes["petit"]
    assert stout[0] > tall[0] > small[0] and tall[0] >= thin[0]
    assert tall[1] > thin[1] > stout[1] > small[1]


def test_clann_sheets_carry_the_notice(clann, clann_tokens_bw):
    from pypdf import PdfReader

    for path in (clann / "pawns.pdf", clann_tokens_bw / "pawns.pdf"):
        for page in PdfReader(path).pages:
            text = page.extract_text()
            assert "Max Gerchambeau" in text and "personnel" in text


def test_clann_pawn_tokens_are_double_sided(clann_tokens_bw):
    path = clann_tokens_bw / "pawns.pdf"
    assert page_count(path) == 2
    assert len(pieces(path, 0, 16.0)) == len(pieces(path, 1, 16.0)) == 17
    assert max(_registration(path, lambda x, y: (A4[0] - x, y))) <= 0.5


def test_petits_chevaux_standees(tmp_path):
    run = run_pnp("tokens", "petits-chevaux", "--format", "svg", "--out", str(tmp_path))
    assert run.code == 0, run.err
    classes = svg_classes((tmp_path / "petits-chevaux").glob("pawns*.svg"))
    assert classes["standee"] == 16 and classes["piece horse"] == 16


# --- options, errors, reproducibility ----------------------------------------------------------------


def test_same_input_same_bytes(tmp_path):
    for n in (1, 2):
        run = run_pnp("tokens", "clann", "--pawn", "token", "--format", "pdf,svg", "--out", str(tmp_path / str(n)))
        assert run.code == 0, run.err
    first = {p.name: p.read_bytes() for p in (tmp_path / "1" / "clann").iterdir() if not p.name.startswith(".")}
    second = {p.name: p.read_bytes() for p in (tmp_path / "2" / "clann").iterdir() if not p.name.startswith(".")}
    assert first.keys() == second.keys() and first
    assert all(first[name] == second[name] for name in first)


GAME = """id = "mine"
title = "Mine"
players = {{ min = 2, max = 4 }}

[[tokens]]
id = "coin"
count = {count}
size = "{size}"
icon = "{icon}"
color = "red"
label = "Or"
"""


@pytest.mark.parametrize("count, size, icon, words", [
    (5, "300mm", "hen", ["tokens[0].size", "300 mm", "A4"]),
    (0, "20mm", "hen", ["tokens[0].count", "0"]),
    (5, "20mm", "dragon", ["tokens[0].icon", "unknown icon 'dragon'", "hen", "weather-swap"]),
])
def test_bad_game_files(tmp_path, count, size, icon, words):
    game = tmp_path / "mine.toml"
    game.write_text(GAME.format(count=count, size=size, icon=icon), encoding="utf-8")
    out = tmp_path / "out"
    run = run_pnp("tokens", str(game), "--out", str(out))
    assert_clean_error(run, "mine.toml", *words)
    assert not out.exists()


def test_a_good_tmp_game_file_works(tmp_path):
    game = tmp_path / "mine.toml"
    game.write_text(GAME.format(count=3, size="20mm", icon="fox"), encoding="utf-8")
    run = run_pnp("tokens", str(game), "--format", "pdf", "--out", str(tmp_path / "out"))
    assert run.code == 0, run.err
    assert len(pieces(tmp_path / "out" / "mine" / "tokens.pdf", 0, 20.0)) == 3


def test_token_too_big_for_letter_paper(tmp_path):
    game = tmp_path / "mine.toml"
    game.write_text(GAME.format(count=1, size="210mm", icon="fox"), encoding="utf-8")
    run = run_pnp("tokens", str(game), "--paper", "a3", "--format", "pdf", "--out", str(tmp_path / "a3"))
    assert run.code == 0, run.err
    run = run_pnp("tokens", str(game), "--paper", "letter", "--out", str(tmp_path / "letter"))
    assert_clean_error(run, "tokens[0].size", "US Letter")
    assert not (tmp_path / "letter").exists()


@pytest.mark.parametrize("args, words", [
    (["clann", "--pawn", "disk"], ["--pawn", "standee or token"]),
    (["clann", "--ink", "sepia"], ["--ink", "bw"]),
    (["clann", "--duplex", "both"], ["--duplex", "long, short or none"]),
    (["clann", "--format", "kit"], ["--format", "'kit'", "pdf, svg, png"]),  # only pnp build makes a kit
    (["ludicitude"], ["ludicitude", "[[tokens]]"]),
    (["nosuchgame"], ["unknown game"]),
])
def test_bad_options(tmp_path, args, words):
    run = run_pnp("tokens", *args, "--out", str(tmp_path / "out"))
    assert_clean_error(run, *words)
    assert not (tmp_path / "out").exists()


def test_pdf_and_svg_render_alike(rpv_bw_short):
    """The same sheet through both renderers differs in very few pixels (icons, patterns and text)."""
    import pypdfium2
    from PIL import ImageChops

    svg = svg_image(rpv_bw_short / "tokens.svg", 60)
    pdf = pypdfium2.PdfDocument(str(rpv_bw_short / "tokens.pdf"))[0].render(scale=60 / 72).to_pil().convert("L").resize(svg.size)
    changed = sum(ImageChops.difference(soften(svg), soften(pdf)).point(lambda v: 255 if v > 96 else 0).histogram()[255:])
    total = svg.size[0] * svg.size[1]
    assert changed / total < 0.01
    assert sum(svg.point(lambda v: 255 if v < 128 else 0).histogram()[255:]) > total * 0.05


def test_every_text_of_the_sheets_is_in_the_font():
    from pnp.base.fonts import missing_glyphs
    from pnp.base.i18n import LANGS, every_text
    from pnp.layout.patterns import PATTERNS_OF
    from pnp.parts.tokens import color_words

    for lang in LANGS:  # the sheets' words are the catalogue's (their tables moved to pnp/locales)
        assert not [form for form in every_text(lang) if missing_glyphs(form)], lang
        letters = [color_words(name, lang)[0] for name in PATTERNS_OF]  # a black-and-white piece's colour letter
        assert all(letters) and not [v for v in letters if missing_glyphs(v, "bold")], lang


def test_fold_lines_show_on_dark_counters(tmp_path):
    """--duplex none on black square counters: each dashed fold runs over a wider white line, so it shows on
    the dark art as it does on white paper."""
    import xml.etree.ElementTree as ET

    game = tmp_path / "dark.toml"
    game.write_text('id = "dark"\ntitle = "Dark"\nplayers = { min = 2, max = 2 }\n'
                    '[[tokens]]\nid = "night"\ncount = 4\nshape = "square"\ncolor = "black"\nlabel = "Night"\n'
                    'back = { label = "Day", color = "#111111" }\n', encoding="utf-8")
    run = run_pnp("tokens", str(game), "--duplex", "none", "--format", "svg", "--out", str(tmp_path / "out"))
    assert run.code == 0, run.err
    lines = [e for svg in (tmp_path / "out" / "dark").glob("*.svg")
             for e in ET.parse(svg).iter() if e.tag.endswith("line") and "fold" in (e.get("class") or "")]
    folds = [e for e in lines if e.get("class") == "fold"]
    halos = [e for e in lines if e.get("class") == "fold-halo"]
    assert len(folds) == len(halos) == 4
    for fold, halo in zip(folds, halos):
        assert halo.get("stroke") == "#ffffff" and float(halo.get("stroke-width")) > 2 * float(fold.get("stroke-width"))
        assert [halo.get(k) for k in ("x1", "y1", "x2", "y2")] == [fold.get(k) for k in ("x1", "y1", "x2", "y2")]
