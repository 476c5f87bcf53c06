"""pnp export (issue 22): one image per piece face, and a Tabletop Simulator saved object read back as the game
would read it: every card id resolves to a sheet and a slot, every image is there within the size limits, each
card cut from its sheet is, pixel for pixel, the card drawn alone from its piece."""

from __future__ import annotations

import csv
import io
import json
import math
from pathlib import Path
from urllib.parse import unquote, urlparse

import pdfplumber
import pytest
from conftest import assert_clean_error, run_pnp
from PIL import Image

from pnp.exports import every_piece, pixels, table_count
from pnp.exports.images import image_files
from pnp.exports.tts import SHEET_PX, SIZE_AT_ONE, tts_files
from pnp.kit import face_page, game_pieces, load_game, piece
from pnp.model.spec import builtin_games, game_path, source_name
from pnp.parts.registry import Context
from pnp.render import formats
from pnp.render.png import pdf_to_pixels
from pnp.scene import Document

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted(str(p) for p in (ROOT / "docs").glob("*.toml")) + [str(ROOT / "docs/cards-example/game.toml")]
LOW_DPI = 24  # sizes in pixels hold at any dpi; a low one keeps the test quick


def _game(ref: str):
    return load_game(ref), source_name(game_path(ref))


# --- images ------------------------------------------------------------------------------------------------


def wrong_sizes(files: dict[str, bytes], pieces, dpi: int) -> list[str]:
    """Every face whose PNG is not its piece's trim size at the dpi (±1 px), or whose back differs from its front."""
    bad = []
    for p in pieces:
        want = (p.width / 25.4 * dpi, p.height / 25.4 * dpi)
        sizes = {side: Image.open(io.BytesIO(files[f"{p.name}-{side}.png"])).size
                 for side in ("front", "back") if side == "front" or p.back is not None}
        for side, (w, h) in sizes.items():
            if abs(w - want[0]) > 1 or abs(h - want[1]) > 1:
                bad.append(f"{p.name}-{side}: {w}×{h} px for {want[0]:.1f}×{want[1]:.1f}")
        if len(set(sizes.values())) > 1:
            bad.append(f"{p.name}: front and back differ")
    return bad


@pytest.mark.parametrize("ref", builtin_games() + DOCS)
def test_images_every_piece_at_trim_size(ref):
    game, where = _game(ref)
    files = image_files(game, where, "fr", LOW_DPI)
    # the pieces as the kit prints them, the rule book page by page
    pieces = every_piece(game_pieces(Context.printing(game, where), pages=True))
    assert wrong_sizes(files, pieces, LOW_DPI) == []
    rows = list(csv.DictReader(io.StringIO(files["pieces.csv"].decode("utf-8"))))
    assert [r["id"] for r in rows] == [p.name for p in pieces]
    for row, p in zip(rows, pieces):
        assert int(row["count"]) == table_count(game, p) and abs(float(row["width_mm"]) - p.width) < 0.01
        assert all(name in files for name in row["files"].split())
    assert len(files) == 1 + sum(2 if p.back is not None else 1 for p in pieces)


def test_images_size_check_catches_a_wrong_image():
    game, where = _game("renards-poules-viperes")
    files = image_files(game, where, "en", LOW_DPI)
    pieces = every_piece(game_pieces(Context.printing(game, where), pages=True))
    grown = Image.open(io.BytesIO(files["time-back.png"]))
    buffer = io.BytesIO()
    grown.resize((grown.width + 2, grown.height)).save(buffer, "PNG")
    files["time-back.png"] = buffer.getvalue()
    assert wrong_sizes(files, pieces, LOW_DPI) == ["time-back: 22×24 px for 23.6×23.6", "time: front and back differ"] or \
        len(wrong_sizes(files, pieces, LOW_DPI)) == 2


# --- Tabletop Simulator: read back ---------------------------------------------------------------------------


def _path(url: str) -> Path:
    assert url.startswith("file:///"), url
    return Path(unquote(urlparse(url).path))


def read_saved(folder: Path, game_id: str) -> dict:
    """The saved object read as Tabletop Simulator reads it; asserts every card id resolves to a sheet and a
    slot on it, and every image named is there, RGB(A), at most 4096 px a side. Returns it."""
    saved = json.loads((folder / f"{game_id}.json").read_text(encoding="utf-8"))
    for state in saved["ObjectStates"]:
        if state["Name"] in ("Deck", "Card"):
            cards = state.get("ContainedObjects", [state])
            if state["Name"] == "Deck":
                assert state["DeckIDs"] == [c["CardID"] for c in cards]
            for card in cards:
                key, slot = divmod(card["CardID"], 100)
                sheet = card["CustomDeck"][str(key)]
                assert sheet == state["CustomDeck"][str(key)]
                assert 2 <= sheet["NumWidth"] <= 10 and 2 <= sheet["NumHeight"] <= 7
                assert slot < sheet["NumWidth"] * sheet["NumHeight"]
                faces = _image(sheet["FaceURL"])
                assert faces.width % sheet["NumWidth"] == 0 and faces.height % sheet["NumHeight"] == 0
                back = _image(sheet["BackURL"])
                assert back.size == (faces.size if sheet["UniqueBack"] else
                                     (faces.width // sheet["NumWidth"], faces.height // sheet["NumHeight"]))
        elif state["Name"] == "Custom_Model":  # a die: its mesh and texture (tests/test_tts_dice.py reads them)
            assert _path(state["CustomMesh"]["MeshURL"]).is_file()
            _image(state["CustomMesh"]["DiffuseURL"])
        elif state["Name"] == "Custom_PDF":
            assert pdf_pages(state["CustomPDF"]["PDFUrl"])  # a PDF, with pages
        else:
            image = state["CustomImage"]
            _image(image["ImageURL"])
            if image["ImageSecondaryURL"]:
                assert _image(image["ImageSecondaryURL"]).size == _image(image["ImageURL"]).size
    return saved


def cards_of(saved: dict) -> list[dict]:
    """The saved object's decks and lone cards (beside them: the rule book)."""
    return [state for state in saved["ObjectStates"] if state["Name"] in ("Deck", "Card")]


def pdf_pages(url: str) -> list[tuple[float, float]]:
    """The size in mm of each page of the PDF at the address."""
    path = _path(url)
    assert path.is_file(), path
    with pdfplumber.open(path) as document:
        return [(float(page.width) * 25.4 / 72, float(page.height) * 25.4 / 72) for page in document.pages]


def _image(url: str) -> Image.Image:
    path = _path(url)
    assert path.is_file(), path
    image = Image.open(path)
    assert image.format == "PNG" and image.mode in ("RGB", "RGBA")
    assert max(image.size) <= SHEET_PX
    return image


def mismatched_cards(game, saved: dict) -> list[str]:
    """Every card (front, and back) whose cell of its sheet differs in a pixel from the card drawn alone from
    its piece (pnp.kit.piece's page, drawn at the cell's size)."""
    pieces = {p.name: p for p in game_pieces(Context.printing(game, "game file"))}
    cuts, pages, labels = [], [], []
    for state in saved["ObjectStates"]:
        if state["Name"] not in ("Deck", "Card"):
            continue
        seen = set()
        for card in state.get("ContainedObjects", [state]):
            if card["CardID"] in seen:
                continue
            seen.add(card["CardID"])
            key, slot = divmod(card["CardID"], 100)
            sheet = card["CustomDeck"][str(key)]
            name = card["GMNotes"]
            faces = _image(sheet["FaceURL"]).convert("RGB")
            w, h = faces.width // sheet["NumWidth"], faces.height // sheet["NumHeight"]
            x, y = (slot % sheet["NumWidth"]) * w, (slot // sheet["NumWidth"]) * h
            backs = _image(sheet["BackURL"]).convert("RGB")
            for side, cut in (("front", faces.crop((x, y, x + w, y + h))),
                              ("back", backs.crop((x, y, x + w, y + h)) if sheet["UniqueBack"] else backs)):
                cuts.append(cut.tobytes())
                pages.append((face_page(pieces[name], side), (w, h, False)))
                labels.append(f"{name} {side}")
    drawn = pdf_to_pixels(formats.pdf(Document("cards", [page for page, _ in pages])), [size for _, size in pages])
    return [label for label, cut, alone in zip(labels, cuts, drawn) if cut != alone]


def _deck_game(tmp_path: Path, cards: int, backs_differ: bool = False) -> Path:
    """A game file with one deck of `cards` different cards, its back one for all or one colour per card."""
    rows = "\n".join(f'{{ title = "Carte {i}", text = "Texte {i}", shade = "#{(i * 37) % 256:02x}3060" }},'
                     for i in range(1, cards + 1))
    back = 'background = "{shade}"' if backs_differ else 'background = "#23395d"'
    path = tmp_path / "deck.toml"
    path.write_text(f'id = "deck-test"\ntitle = "Deck"\nplayers = {{ min = 2, max = 4 }}\n\n[[decks]]\nid = "pile"\n'
                    f'name = {{ fr = "Pioche", en = "Draw pile" }}\nlayout = [{{ kind = "title", value = "{{title}}" }}, '
                    f'{{ kind = "text", value = "{{text}}" }}]\nrows = [\n{rows}\n]\n\n[decks.back]\n{back}\n',
                    encoding="utf-8")
    return path


def _export(ref: str, out: Path, *args: str) -> Path:
    run = run_pnp("export", ref, "--to", "tts", "--out", str(out), "--dpi", str(LOW_DPI), *args)
    assert run.code == 0, run.err
    game = load_game(ref)
    return out / game.id / "tts"


@pytest.mark.parametrize(("cards", "sheets", "differ"), [(52, 1, False), (110, 2, False), (12, 1, True)])
def test_deck_reads_back_and_matches_its_cards(tmp_path, cards, sheets, differ):
    ref = str(_deck_game(tmp_path, cards, differ))
    folder = _export(ref, tmp_path / "out")
    saved = read_saved(folder, "deck-test")
    (deck,) = cards_of(saved)
    assert deck["Name"] == "Deck" and deck["Nickname"] == "Pioche"
    assert len(deck["DeckIDs"]) == cards == len(set(deck["DeckIDs"]))
    assert len(deck["CustomDeck"]) == sheets
    assert {s["UniqueBack"] for s in deck["CustomDeck"].values()} == {differ}
    assert len({s["BackURL"] for s in deck["CustomDeck"].values()}) == (sheets if differ else 1)
    assert mismatched_cards(load_game(ref), saved) == []
    # each card is named by the title its row prints, as a player hovering over it reads it
    assert [c["Nickname"] for c in deck["ContainedObjects"]] == [f"Carte {i}" for i in range(1, cards + 1)]
    assert [c["Description"] for c in deck["ContainedObjects"]][:2] == ["Pioche 1", "Pioche 2"]


def test_the_deck_sheet_is_the_table_grid_it_names(tmp_path, monkeypatch):
    """The deck sheet's grid is data (tts.DECK_SHEET, a TableGrid), its cells and their order
    pnp.layout.imposition.table's: a grid of 4 × 3 gives 14 cards two sheets, read back cell by cell."""
    from pnp.exports import tts
    from pnp.layout.layouts import TableGrid

    monkeypatch.setattr(tts, "DECK_SHEET", TableGrid(columns=4, rows=3))
    ref = str(_deck_game(tmp_path, 14, backs_differ=True))
    saved = read_saved(_export(ref, tmp_path / "out"), "deck-test")
    (deck,) = cards_of(saved)
    assert [(s["NumWidth"], s["NumHeight"]) for s in deck["CustomDeck"].values()] == [(4, 3), (2, 2)]
    assert mismatched_cards(load_game(ref), saved) == []


def test_card_comparison_catches_a_wrong_slot(tmp_path):
    ref = str(_deck_game(tmp_path, 12))
    folder = _export(ref, tmp_path / "out")
    saved = read_saved(folder, "deck-test")
    (deck,) = cards_of(saved)
    first, second = deck["ContainedObjects"][:2]
    first["CardID"], second["CardID"] = second["CardID"], first["CardID"]  # two cards' slots swapped
    assert mismatched_cards(load_game(ref), saved) == ["pile-1 front", "pile-2 front"]


def test_copies_share_their_card_id(tmp_path):
    folder = _export(str(ROOT / "docs/cards-example/game.toml"), tmp_path / "out", "--lang", "en")
    saved = read_saved(folder, "soleil-lune")
    deck = next(s for s in saved["ObjectStates"] if s["Name"] == "Deck")
    game, where = _game(str(ROOT / "docs/cards-example/game.toml"))
    pieces = [p for p in game_pieces(Context.printing(game, where)) if p.kind == "card"]
    assert len(deck["DeckIDs"]) == sum(p.count for p in pieces)
    assert len(set(deck["DeckIDs"])) == len(pieces)


# --- a kit with a hex board and round double-sided tokens ------------------------------------------------------


def footprint(state: dict) -> tuple[float, float, float, float]:
    """An object's rectangle on the table (x0, z0, x1, z1) in units, from its scale, its kind's size at scale 1
    and its image's proportions."""
    t = state["Transform"]
    if state["Name"] == "Custom_Model":  # a die: as wide as its mesh reaches from its centre, both ways
        lines = _path(state["CustomMesh"]["MeshURL"]).read_text(encoding="ascii").splitlines()
        reach = t["scaleX"] * max(math.dist(map(float, line.split()[1:]), (0, 0, 0)) for line in lines if line.startswith("v "))
        return t["posX"] - reach, t["posZ"] - reach, t["posX"] + reach, t["posZ"] + reach
    if state["Name"] == "Custom_PDF":
        w, h = pdf_pages(state["CustomPDF"]["PDFUrl"])[0]
    else:
        url = state["CustomDeck"][next(iter(state["CustomDeck"]))]["BackURL"] if "CustomDeck" in state else \
            state["CustomImage"]["ImageURL"]
        w, h = _image(url).size
    longer = t["scaleX"] * SIZE_AT_ONE[state["Name"] if state["Name"] != "Deck" else "Card"]
    if state["Name"] in ("Deck", "Card"):
        width, depth = longer, longer * h / w
    elif state["Name"] == "Figurine_Custom":
        width = depth = longer * w / h  # it stands on a base as wide as the figure
    else:
        width, depth = (longer, longer * h / w) if w >= h else (longer * w / h, longer)
    return t["posX"] - width / 2, t["posZ"] - depth / 2, t["posX"] + width / 2, t["posZ"] + depth / 2


def overlaps(states: list[dict]) -> list[tuple[str, str]]:
    boxes = [(s["Nickname"], footprint(s)) for s in states]
    return [(a, b) for i, (a, p) in enumerate(boxes) for b, q in boxes[i + 1:]
            if p[0] < q[2] - 1e-6 and q[0] < p[2] - 1e-6 and p[1] < q[3] - 1e-6 and q[1] < p[3] - 1e-6]


HEX_TOKENS = '''
[[tokens]]
id = "turn"
name = { fr = "Jeton de tour", en = "Turn token" }
count = 3
size = "20mm"
color = "yellow"
letter = { fr = "T", en = "T" }
back = { color = "black", label = { fr = "Fini", en = "Done" } }
'''


def test_hex_kit_exports_every_piece(tmp_path):
    path = tmp_path / "hex.toml"
    path.write_text((ROOT / "docs/hex-example.toml").read_text(encoding="utf-8").split("[rules]")[0] + HEX_TOKENS,
                    encoding="utf-8")
    run = run_pnp("export", str(path), "--to", "tts", "--out", str(tmp_path / "out"), "--dpi", str(LOW_DPI), "--lang", "en")
    assert run.code == 0, run.err
    saved = read_saved(tmp_path / "out/hex-example/tts", "hex-example")
    states = saved["ObjectStates"]
    game = load_game(str(path))
    pieces = game_pieces(Context.printing(game, "x", lang="en"))
    names = [s["Nickname"] for s in states]
    for p in pieces:
        if p.flow is None:
            assert names.count({"board": "Board", "red-stone": "Red stone", "blue-stone": "Blue stone",
                                "turn": "Turn token"}[p.name]) == p.count, p.name
    (book,) = [s for s in states if s["Name"] == "Custom_PDF"]  # the rule book, on the table
    assert book["Nickname"] == "Rules" and "Rules" not in run.out
    board = next(s for s in states if s["Name"] == "Custom_Board")
    turns = [s for s in states if s["Nickname"] == "Turn token"]
    assert {s["Name"] for s in turns} == {"Custom_Tile"} and {s["CustomImage"]["CustomTile"]["Type"] for s in turns} == {2}
    assert all(_image(s["CustomImage"]["ImageSecondaryURL"]) for s in turns)
    # the board at the pieces' scale: a 14 mm stone stands on a 17 mm hex as on paper
    stone = next(s for s in states if s["Nickname"] == "Red stone")
    b, t = footprint(board), footprint(stone)
    board_piece = next(p for p in pieces if p.name == "board")
    assert (b[2] - b[0]) / (t[2] - t[0]) == pytest.approx(board_piece.width / 14, rel=0.01)
    assert (t[2] - t[0]) * 25.4 == pytest.approx(14, rel=0.01)
    assert overlaps(states) == []


def test_overlap_check_catches_two_objects_in_one_place(tmp_path):
    folder = _export("renards-poules-viperes", tmp_path / "out")
    states = read_saved(folder, "renards-poules-viperes")["ObjectStates"]
    assert overlaps(states) == []
    states[1]["Transform"].update(posX=states[0]["Transform"]["posX"], posZ=states[0]["Transform"]["posZ"])
    assert overlaps(states)


def test_every_builtin_kit_exports(tmp_path):
    for ref in builtin_games():
        folder = _export(ref, tmp_path / "out")
        states = read_saved(folder, load_game(ref).id)["ObjectStates"]
        assert states and overlaps(states) == []


def test_standee_is_a_figurine_of_its_figure(tmp_path):
    folder = _export("petits-chevaux", tmp_path / "out", "--lang", "en")
    states = read_saved(folder, "petits-chevaux")["ObjectStates"]
    horses = [s for s in states if s["Name"] == "Figurine_Custom"]
    assert len(horses) == 16
    image = _image(horses[0]["CustomImage"]["ImageURL"])
    assert image.mode == "RGBA" and image.height > image.width  # the upright figure, not the folded strip


# --- addresses, bad input ------------------------------------------------------------------------------------


def test_base_url_names_the_images(tmp_path):
    run = run_pnp("export", "renards-poules-viperes", "--to", "tts", "--out", str(tmp_path), "--dpi", str(LOW_DPI),
                  "--base-url", "https://example.org/rpv")
    assert run.code == 0, run.err
    text = (tmp_path / "renards-poules-viperes/tts/renards-poules-viperes.json").read_text(encoding="utf-8")
    urls = [v for v in json.loads(text)["ObjectStates"][0]["CustomImage"].values() if isinstance(v, str) and v]
    assert urls == ["https://example.org/rpv/board-front.png"]
    assert "file://" not in text


@pytest.mark.parametrize(("args", "words"), [
    (("--to", "vassal"), ("--to", "vassal")),
    (("--to", "tts", "--base-url", "ftp://example.org/x"), ("--base-url", "http")),
    (("--to", "tts", "--base-url", "https://"), ("--base-url",)),
    (("--to", "images", "--dpi", "5000"), ("--dpi",)),
])
def test_bad_input_is_one_line_and_writes_nothing(tmp_path, args, words):
    out = tmp_path / "out"
    run = run_pnp("export", "renards-poules-viperes", "--out", str(out), *args)
    assert run.code == 2
    assert_clean_error(run, *words)
    assert not out.exists()


def test_deck_too_large_is_refused(tmp_path, monkeypatch):
    from pnp.exports import tts

    monkeypatch.setattr(tts, "MAX_SHEETS", 1)  # 110 different cards need two sheets
    out = tmp_path / "out"
    run = run_pnp("export", str(_deck_game(tmp_path, 110)), "--to", "tts", "--out", str(out), "--dpi", str(LOW_DPI))
    assert run.code == 2
    assert_clean_error(run, "pile", "sheets")
    assert not out.exists()


def test_existing_files_need_force(tmp_path):
    out = tmp_path / "out"
    folder = out / "renards-poules-viperes/images"
    folder.mkdir(parents=True)
    (folder / "pieces.csv").write_text("mine\n", encoding="utf-8")
    run = run_pnp("export", "renards-poules-viperes", "--to", "images", "--out", str(out), "--dpi", str(LOW_DPI))
    assert run.code == 2 and (folder / "pieces.csv").read_text(encoding="utf-8") == "mine\n"
    assert sorted(p.name for p in folder.iterdir()) == ["pieces.csv"]
    run = run_pnp("export", "renards-poules-viperes", "--to", "images", "--out", str(out), "--dpi", str(LOW_DPI), "--force")
    assert run.code == 0 and (folder / "pieces.csv").read_text(encoding="utf-8").startswith("id,name,")


def test_same_input_same_bytes(tmp_path):
    game, where = _game("renards-poules-viperes")
    first, _ = tts_files(game, where, "fr", LOW_DPI, "file:///x/")
    again, _ = tts_files(game, where, "fr", LOW_DPI, "file:///x/")
    assert first == again


def test_index_links_the_exports(tmp_path):
    out = tmp_path / "out"
    assert run_pnp("build", "renards-poules-viperes", "--out", str(out), "--format", "kit").code == 0
    assert "tts/renards-poules-viperes.json" not in (out / "index.html").read_text(encoding="utf-8")
    assert _export("renards-poules-viperes", out)
    index = (out / "index.html").read_text(encoding="utf-8")
    assert 'href="renards-poules-viperes/tts/renards-poules-viperes.json"' in index
    assert run_pnp("build", "renards-poules-viperes", "--out", str(out), "--format", "kit", "--lang", "en").code == 0
    assert 'href="renards-poules-viperes/tts/renards-poules-viperes.json"' in (out / "index.html").read_text(encoding="utf-8")
    assert "tts/renards-poules-viperes.json" in _guide_text(out / "renards-poules-viperes/renards-poules-viperes-kit.pdf")


def test_the_guide_names_no_export_before_there_is_one(tmp_path):
    out = tmp_path / "out"
    assert run_pnp("build", "renards-poules-viperes", "--out", str(out), "--format", "kit", "--lang", "en").code == 0
    assert "To play online" not in _guide_text(out / "renards-poules-viperes/renards-poules-viperes-kit.pdf")


def _guide_text(pdf: Path) -> str:
    import pdfplumber  # the test's PDF reader

    with pdfplumber.open(pdf) as doc:
        return " ".join((page.extract_text() or "") for page in doc.pages[:2])


def test_face_page_is_the_piece_alone():
    game = load_game("renards-poules-viperes")
    pieces = {p.name: p for p in game_pieces(Context.printing(game, "game file"))}
    assert face_page(pieces["time.1"], "back") == piece(game, "time.1", "back")


def test_pixels_round_to_the_dpi():
    assert pixels(63.5, 300) == 750 and pixels(88.9, 300) == 1050


def test_a_one_card_deck_is_a_card(tmp_path):
    ref = str(_deck_game(tmp_path, 1))
    saved = read_saved(_export(ref, tmp_path / "out"), "deck-test")
    (card,) = cards_of(saved)
    assert card["Name"] == "Card" and card["CardID"] == 100
    assert mismatched_cards(load_game(ref), saved) == []


def test_round_pieces_are_cut_out(tmp_path):
    states = read_saved(_export("renards-poules-viperes", tmp_path / "out"), "renards-poules-viperes")["ObjectStates"]
    hen = next(s for s in states if s["Name"] == "Custom_Tile" and s["CustomImage"]["CustomTile"]["Type"] == 2)
    image = _image(hen["CustomImage"]["ImageURL"])
    assert image.mode == "RGBA" and image.getpixel((0, 0))[3] == 0  # outside the circle: nothing
    assert image.getpixel((image.width // 2, image.height // 2))[3] == 255
