"""Cards (`[[decks]]`): sizes, sheets and backs measured in the produced PDFs, text and colours read back
from the PDF and the SVG, art kept vector, print-shop PNGs, and bad input refused with one line."""

from __future__ import annotations

import json
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import pdfplumber
import pytest
from conftest import MM, assert_clean_error, count_near, pdf_rects, pdf_text, run_pnp

A4, LETTER = (210.0, 297.0), (215.9, 279.4)
SVG_NS = "{http://www.w3.org/2000/svg}"
RED = "#c92a2a"
ART = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60"><rect width="100" height="60" fill="#2f9e44"/>'
       '<circle cx="50" cy="30" r="20" fill="#f2c400"/></svg>')
CSV = ("title,text,ink,count\n"
       "Fox,Eats **one hen** and *runs*,#c92a2a,1\n"
       "Hen,Lays an egg :sun: then hides,black,1\n"
       "Viper,\"Bites the fox, then sleeps\",black,1\n")


def game(folder: Path, deck: str, csv: str = CSV, extra: str = "") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cards.csv").write_text(csv, encoding="utf-8")
    (folder / "art.svg").write_text(ART)
    path = folder / "game.toml"
    path.write_text(f'id = "t"\ntitle = "T"\nplayers = {{ min = 2, max = 4 }}\n{extra}\n[[decks]]\nid = "d"\n{deck}\n',
                    encoding="utf-8")
    return path


def build(path: Path, out: Path, *args: str):
    run = run_pnp("build", str(path), "--parts", "cards", "--format", "pdf,svg", "--out", str(out), *args)
    assert run.code == 0, run.err
    return out / "t"


def card_rects(pdf: Path, page: int, w: float, h: float) -> list[dict]:
    with pdfplumber.open(pdf) as doc:
        return [r for r in doc.pages[page].rects if abs(r["width"] / MM - w) <= 0.1 and abs(r["height"] / MM - h) <= 0.1
                and r.get("stroke")]


@pytest.mark.parametrize("size, w, h", [("poker", 63.5, 88.9), ("mini", 44.0, 68.0), ("2.5x3.2in", 63.5, 81.28),
                                        ("60x40mm", 60.0, 40.0)])
def test_cards_at_their_declared_size(tmp_path, size, w, h):
    out = build(game(tmp_path / "g", f'size = "{size}"\ndata = "cards.csv"'), tmp_path / "out")
    assert len(card_rects(out / "cards-d.pdf", 0, w, h)) == 3  # the outlines to cut along
    assert count_near(pdf_rects(out / "cards-d.pdf"), w, h, tol=0.01) == 6  # and the cards' backgrounds


def test_landscape_turns_the_card(tmp_path):
    out = build(game(tmp_path / "g", 'size = "bridge"\norientation = "landscape"\ndata = "cards.csv"'), tmp_path / "out")
    assert len(card_rects(out / "cards-d.pdf", 0, 88.9, 57.15)) == 3


@pytest.mark.parametrize("paper, size, counts", [("a4", A4, [9, 9, 2]), ("letter", LETTER, [9, 9, 2]),
                                                  ("a3", (297.0, 420.0), [16, 4])])
def test_nine_poker_cards_to_a_sheet(tmp_path, paper, size, counts):
    csv = "title,count\nAce,20\n"
    out = build(game(tmp_path / "g", 'data = "cards.csv"', csv), tmp_path / "out", "--paper", paper)
    with pdfplumber.open(out / "cards-d.pdf") as pdf:
        assert [round(float(pdf.pages[0].width) / MM, 1), round(float(pdf.pages[0].height) / MM, 1)] == list(size)
        assert len(pdf.pages) == len(counts)
    assert [len(card_rects(out / "cards-d.pdf", p, 63.5, 88.9)) for p in range(len(counts))] == counts
    for r in card_rects(out / "cards-d.pdf", 0, 63.5, 88.9):  # every card inside the 5 mm margin
        assert r["x0"] / MM >= 5 - 1e-6 and r["x1"] / MM <= size[0] - 5 + 1e-6
        assert r["top"] / MM >= 5 - 1e-6 and r["bottom"] / MM <= size[1] - 5 + 1e-6
    with pdfplumber.open(out / "cards-d.pdf") as pdf:  # every page's footer: at the bottom, or up the left margin
        footers = [["".join(c["text"] for c in page.chars if c["upright"] == upright) for upright in (True, False)]
                   for page in pdf.pages]  # where the cards fill the height
    total = len(counts)
    assert [any(f.endswith(f"page {n}/{total}") for f in pair) for n, pair in enumerate(footers, 1)] == [True] * total, footers
    if paper == "letter":  # three rows of poker cards take the footer's band there: it runs up the margin
        assert footers[0][1].endswith(f"page 1/{total}")


def _words_at(pdf: Path, page: int, word: str) -> list[tuple[float, float]]:
    with pdfplumber.open(pdf) as doc:
        return [((w["x0"] + w["x1"]) / 2 / MM, (w["top"] + w["bottom"]) / 2 / MM)
                for w in doc.pages[page].extract_words() if w["text"] == word]


@pytest.mark.parametrize("duplex", ["long", "short"])
def test_backs_register_with_their_fronts(tmp_path, duplex):
    """Each back names its card: a back lies where its own front lies once the sheet is turned."""
    deck = ('data = "cards.csv"\n[[decks.layout]]\nkind = "title"\nvalue = "{title}"\nbox = [3, 3, 57.5, 10]\n'
            '[decks.back]\ntitle = "{title}"\n')
    out = build(game(tmp_path / "g", deck), tmp_path / "out", "--duplex", duplex)
    pdf = out / "cards-d.pdf"
    fronts, backs = card_rects(pdf, 0, 63.5, 88.9), card_rects(pdf, 1, 63.5, 88.9)
    assert len(fronts) == len(backs) == 3
    for name in ("Fox", "Hen", "Viper"):
        (fx, fy), = _words_at(pdf, 0, name)
        (bx, by), = _words_at(pdf, 1, name)
        front = next(r for r in fronts if r["x0"] / MM <= fx <= r["x1"] / MM and r["top"] / MM <= fy <= r["bottom"] / MM)
        back = next(r for r in backs if r["x0"] / MM <= bx <= r["x1"] / MM and r["top"] / MM <= by <= r["bottom"] / MM)
        if duplex == "long":
            assert abs(A4[0] * MM - front["x1"] - back["x0"]) / MM <= 0.5 and abs(front["top"] - back["top"]) / MM <= 0.5
        else:
            assert abs(A4[1] * MM - front["bottom"] - back["top"]) / MM <= 0.5 and abs(front["x0"] - back["x0"]) / MM <= 0.5


def test_fold_over_pairs_without_duplex(tmp_path):
    out = build(game(tmp_path / "g", 'data = "cards.csv"\n[decks.back]\ntitle = "T"\n'), tmp_path / "out",
                "--duplex", "none")
    with pdfplumber.open(out / "cards-d.pdf") as pdf:
        pages = len(pdf.pages)  # the pairs fill the sheet's height; the scale strip and the note may take a second
    assert pages <= 2
    halves = [r for p in range(pages) for r in card_rects(out / "cards-d.pdf", p, 63.5, 88.9)]
    assert len(halves) == 6  # each card beside its back: the fold is their shared edge
    lefts = [r for r in halves if any(abs(o["x0"] - r["x1"]) < 0.1 * MM and abs(o["top"] - r["top"]) < 0.1 * MM for o in halves)]
    assert len(lefts) == 3


def test_every_row_text_and_red_ink(tmp_path):
    deck = 'data = "cards.csv"\ncolor = "{ink}"\n[[decks.layout]]\nkind = "title"\nvalue = "{title}"\n' \
           '[[decks.layout]]\nkind = "text"\nvalue = "{text}"\n'
    out = build(game(tmp_path / "g", deck), tmp_path / "out")
    words = pdf_text(out / "cards-d.pdf").split()
    for token in "Fox Eats one hen and runs Hen Lays an egg then hides Viper Bites the fox, sleeps".split():
        assert token in words, token
    with pdfplumber.open(out / "cards-d.pdf") as pdf:
        chars = pdf.pages[0].chars
    red = {c["text"] for c in chars if tuple(round(v, 3) for v in c["non_stroking_color"]) == (0.788, 0.165, 0.165)}
    black = {c["text"] for c in chars if tuple(c["non_stroking_color"]) in ((0, 0, 0), (0,))}
    assert set("Foxruns") <= red and "V" not in red and set("Viper") <= black
    root = ET.fromstring((out / "cards-d.svg").read_bytes())
    fills = {g.get("aria-label").strip(): g.get("fill") for g in root.iter(f"{SVG_NS}g") if g.get("aria-label")}
    assert fills["Fox"] == RED and fills["runs"] == RED and fills["Viper"] == "#000000"


def test_svg_art_is_vector_in_the_pdf(tmp_path):
    from pypdf import PdfReader

    deck = 'data = "cards.csv"\n[[decks.layout]]\nkind = "art"\nvalue = "art.svg"\nbox = [0, 0, 63.5, 40]\n'
    out = build(game(tmp_path / "g", deck), tmp_path / "out", "--bleed", "3mm")
    images = []

    def walk(resources):
        for obj in ((resources or {}).get("/XObject") or {}).values():
            obj = obj.get_object()
            images.append(obj["/Subtype"]) if obj["/Subtype"] == "/Image" else walk(obj.get("/Resources"))

    for page in PdfReader(out / "cards-d.pdf").pages:
        walk(page["/Resources"])
    assert images == []
    with pdfplumber.open(out / "cards-d.pdf") as pdf:
        greens = [r for r in pdf.pages[0].rects if tuple(round(v, 3) for v in r["non_stroking_color"] or ()) == (0.184, 0.62, 0.267)]
    # the art's green rectangle, drawn as a shape, runs 3 mm into the bleed on the three edges it touches
    assert len(greens) == 3 and all(abs(r["width"] / MM - 69.5) < 0.05 for r in greens)
    root = ET.fromstring((out / "cards-d.svg").read_bytes())
    assert len([u for u in root.iter(f"{SVG_NS}use") if u.get("class") == "card-art-svg"]) == 3


def test_print_shop_layout(tmp_path):
    """--layout shop alone is The Game Crafter's: a PNG of 825 × 1125 px per card and one of the back, and
    nothing else (tests/test_shops.py measures every shop)."""
    deck = 'data = "cards.csv"\n[decks.back]\nart = "art.svg"\n'
    path = game(tmp_path / "g", deck)
    run = run_pnp("build", str(path), "--layout", "shop", "--out", str(tmp_path / "o"))
    assert run.code == 0, run.err
    out = tmp_path / "o" / "t"
    assert sorted(p.name for p in out.rglob("*") if p.is_file()) == [
        ".pnp-manifest.json", "README.txt", "d-1.png", "d-2.png", "d-3.png", "d-back.png"]
    for png in (out / "tgc").glob("*.png"):
        assert struct.unpack(">II", png.read_bytes()[16:24]) == (825, 1125)


def test_default_layout_shows_every_column(tmp_path):
    out = build(game(tmp_path / "g", 'rows = [{ name = "Owl", power = "Sees at night", cost = 3 }]'), tmp_path / "out")
    words = pdf_text(out / "cards-d.pdf")
    for token in ("Owl", "power:", "Sees at night", "cost:", "3"):
        assert token in words, token


# --- bad input: one line naming the file, the row and the column; nothing written --------------------------


def refused(tmp_path, deck: str, csv: str | bytes = CSV, *words: str, setup=None) -> None:
    path = game(tmp_path / "g", deck, csv if isinstance(csv, str) else "")
    if isinstance(csv, bytes):
        (tmp_path / "g" / "cards.csv").write_bytes(csv)
    if setup:
        setup(tmp_path / "g")
    out = tmp_path / "out"
    run = run_pnp("build", str(path), "--parts", "cards", "--format", "pdf,svg", "--out", str(out))
    assert_clean_error(run, *words)
    assert run.code == 2
    assert not out.exists() or not any(out.rglob("*.pdf"))


TEXT = '\n[[decks.layout]]\nkind = "text"\nvalue = "{text}"\n'


@pytest.mark.parametrize("deck, csv, words", [
    ('data = "none.csv"', CSV, ("decks[0].data", "none.csv")),
    ('data = "cards.csv"', b"title,text\nA,\xe9t\xe9\n", ("cards.csv", "row 2", "column 2", "UTF-8")),
    ('data = "cards.csv"', "title,text\nA,b,c\n", ("cards.csv", "row 2", "column 3")),
    ('data = "cards.csv"' + TEXT.replace("{text}", "{rules}"), CSV, ("cards.csv", "column 'rules'", "decks[0].layout[0]")),
    ('data = "cards.csv"', "title,count\nA,2\nB,lots\n", ("cards.csv", "row 3", "column 'count'", "whole number")),
    ('data = "cards.csv"' + TEXT.replace("kind", 'box = [3, 3, 20, 4]\nkind'), CSV,
     ("cards.csv", "row 2", "column 'text'", "6 pt")),
    ('data = "cards.csv"\ncolor = "{ink}"', "title,ink\nA,reddish\n", ("cards.csv", "row 2", "column 'ink'", "colour")),
    ('size = "huge"\ndata = "cards.csv"', CSV, ("decks[0].size", "huge")),
    ('data = "cards.csv"' + TEXT.replace("{text}", "{text"), CSV, ("decks[0].layout[0]", "cannot read the template")),
    ('data = "cards.csv"' + TEXT.replace("{text}", "{text!z}"), CSV, ("decks[0].layout[0]", "cannot read the template", "!z", "only names columns")),
    ('data = "cards.csv"\nrows = [{ a = "b" }]', CSV, ("decks[0]", "both data and rows")),
])
def test_bad_decks(tmp_path, deck, csv, words):
    refused(tmp_path, deck, csv, *words)


ART_LAYOUT = 'data = "cards.csv"\n[[decks.layout]]\nkind = "art"\nvalue = "{picture}"\n'


@pytest.mark.parametrize("picture, setup, words", [
    ("missing.png", None, ("cards.csv", "row 2", "column 'picture'", "no art file")),
    ("../outside.svg", lambda g: (g.parent / "outside.svg").write_text(ART), ("row 2", "column 'picture'", "leaves")),
    ("evil.svg", lambda g: (g / "evil.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>'),
     ("row 2", "column 'picture'", "evil.svg", "<script>")),
    ("broken.png", lambda g: (g / "broken.png").write_bytes(b"\x89PNG\r\n\x1a\n...."), ("row 2", "broken.png", "not a readable PNG")),
])
def test_bad_art(tmp_path, picture, setup, words):
    refused(tmp_path, ART_LAYOUT, f"title,picture\nA,{picture}\n", *words, setup=setup)


def test_low_resolution_art_warns(tmp_path):
    from PIL import Image

    path = game(tmp_path / "g", ART_LAYOUT.replace("{picture}", "small.png"))
    Image.new("RGB", (60, 40), "#336699").save(tmp_path / "g" / "small.png")
    run = run_pnp("build", str(path), "--parts", "cards", "--format", "pdf", "--out", str(tmp_path / "o"))
    assert run.code == 0 and "pnp: warning:" in run.err and "small.png" in run.err and "dpi" in run.err


# --- the example card game ---------------------------------------------------------------------------------

EXAMPLE = Path(__file__).resolve().parent.parent / "docs" / "cards-example" / "game.toml"


def test_the_example_card_game_builds_and_validates(tmp_path):
    run = run_pnp("validate", str(EXAMPLE))
    assert run.code == 0, run.out + run.err
    assert "ok    deck 'astres': 40 cards, every text fits its box" in run.out
    run = run_pnp("build", str(EXAMPLE), "--format", "kit,pdf", "--lang", "en", "--out", str(tmp_path))
    assert run.code == 0, run.err
    out = tmp_path / "soleil-lune"
    assert "cards-astres.pdf" in (tmp_path / "index.html").read_text(encoding="utf-8")
    kit = pdf_text(out / "soleil-lune-kit.pdf")
    assert "Cards “Heavenly bodies” (40)" in kit  # the guide page's row
    assert "40 card sleeves of 63.5 × 88.9 mm" in kit  # its shopping list
    assert "40 cards “Heavenly bodies”" in pdf_text(out / "rules.pdf")  # the rule book's component list
    with pdfplumber.open(out / "cards-astres.pdf") as pdf:
        assert len(pdf.pages) == 10  # 40 cards, nine to a sheet, each sheet followed by its backs
        assert len(pdf.pages[0].images) == 0 and len(pdf.pages[4].images) > 0  # suns are vector, moons are PNG


# --- one imposition: cards share their cut lines, and their sheets with the kit's other pieces -------------

GUIDE_WIDTH = 0.15 * MM  # a crop mark's stroke (scene.GUIDE)


def _edges(rects: list[dict]) -> tuple[list[float], list[float]]:
    """The distinct vertical and horizontal trim lines of the cards, in mm."""
    xs = sorted({round(v / MM, 2) for r in rects for v in (r["x0"], r["x1"])})
    ys = sorted({round(v / MM, 2) for r in rects for v in (r["top"], r["bottom"])})
    return xs, ys


def _marks(pdf: Path, page: int) -> list[dict]:
    with pdfplumber.open(pdf) as doc:
        return [line for line in doc.pages[page].lines if abs(line["linewidth"] - GUIDE_WIDTH) < 0.01]


@pytest.mark.parametrize("bleed", [0, 3])
def test_cards_share_their_cut_lines_and_every_cut_line_has_its_marks(tmp_path, bleed):
    """Poker cards on A4: without bleed they touch, 4 cut lines each way serve 3 × 3 cards; with 3 mm of bleed
    they stand 6 mm apart, 2 × 3 to a sheet (the marks of the cuts across then stand in the gutters between
    rows), 4 cut lines one way and 6 the other. Every cut line has a crop mark at both ends, outside the
    cards, inside the 5 mm margin, on the backs too (mirrored with them)."""
    csv = "title,count\nAce,9\n"
    out = build(game(tmp_path / "g", 'data = "cards.csv"\n[decks.back]\ntitle = "B"\n', csv), tmp_path / "out",
                "--bleed", f"{bleed}mm")
    pdf = out / "cards-d.pdf"
    with pdfplumber.open(pdf) as doc:
        fronts = [r for r in doc.pages[0].rects if abs(r["width"] / MM - 63.5) <= 0.1 and abs(r["height"] / MM - 88.9) <= 0.1]
    if bleed:  # the cards' backgrounds, each grown by its bleed
        with pdfplumber.open(pdf) as doc:
            grown = [r for r in doc.pages[0].rects if abs(r["width"] / MM - 69.5) <= 0.1 and abs(r["height"] / MM - 94.9) <= 0.1]
        assert len(grown) == 6
        fronts = [{"x0": r["x0"] + 3 * MM, "x1": r["x1"] - 3 * MM, "top": r["top"] + 3 * MM, "bottom": r["bottom"] - 3 * MM}
                  for r in grown]
    else:
        fronts = [r for r in fronts if r.get("stroke")]
    assert len(fronts) == (6 if bleed else 9)
    xs, ys = _edges(fronts)
    assert (len(xs), len(ys)) == ((4, 6) if bleed else (4, 4))
    if bleed:  # the gutter between two cards is twice the bleed
        assert all(abs(b - a - 6.0) < 0.1 for a, b in zip(xs[1::2], xs[2::2]))
        assert all(abs(b - a - 6.0) < 0.1 for a, b in zip(ys[1::2], ys[2::2]))
    for page in (0, 1):
        marks = _marks(pdf, page)
        width = A4[0]
        for x in xs:
            x = width - x if page == 1 else x  # long-edge backs: mirrored
            ticks = [m for m in marks if abs(m["x0"] / MM - x) < 0.05 and abs(m["x1"] / MM - x) < 0.05]
            assert len(ticks) == 2, (page, x)  # above and below the grid
        for y in ys:
            ticks = [m for m in marks if abs(m["top"] / MM - y) < 0.05 and abs(m["bottom"] / MM - y) < 0.05]
            assert 1 <= len(ticks) <= 2, (page, y)
        for m in marks:
            assert 5 - 1e-3 <= m["x0"] / MM and m["x1"] / MM <= width - 5 + 1e-3
            assert 5 - 1e-3 <= m["top"] / MM and m["bottom"] / MM <= A4[1] - 5 + 1e-3


def test_cards_share_the_card_sheets_with_the_tokens(tmp_path):
    """A deck without backs and square counters: one run of card sheets holds both, named after its stock,
    and the guide lists the cards in that run beside the counters."""
    extra = '[[tokens]]\nid = "coin"\ncount = 6\nshape = "square"\nsize = "20mm"\nlabel = "Coin"\n'
    path = game(tmp_path / "g", 'data = "cards.csv"', extra=extra)
    run = run_pnp("build", str(path), "--format", "kit,pdf", "--lang", "en", "--out", str(tmp_path / "out"))
    assert run.code == 0, run.err
    out = tmp_path / "out" / "t"

    parts = {p["part"]: p for p in json.loads((out / "kit.json").read_text())["parts"]}
    assert "cards-d" not in parts and "tokens" not in parts
    shared = parts["sheets-card"]
    assert shared["pages"] == 1 and "cards" in shared["name"].lower() and "tokens" in shared["name"].lower()
    assert "Cards “d” (3)" in pdf_text(out / "t-kit.pdf")
    with pdfplumber.open(out / "sheets-card.pdf") as doc:
        page = doc.pages[0]
        cards = [r for r in page.rects if abs(r["width"] / MM - 63.5) <= 0.1 and abs(r["height"] / MM - 88.9) <= 0.1 and r.get("stroke")]
        coins = [r for r in page.rects if abs(r["width"] / MM - 20) <= 0.1 and abs(r["height"] / MM - 20) <= 0.1 and r.get("stroke")]
    assert len(cards) == 3 and len(coins) == 6
    xs, _ = _edges(coins)
    assert len(xs) <= 7  # six squares edge to edge (one row, or two): their cut lines shared
