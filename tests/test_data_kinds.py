"""Data for every kind (issue 36): tokens, pawns and dice from a CSV or .xlsx sheet, as decks are; a card's
layout chosen by a row's `layout` column; layout elements drawn only `when` a row says so.

The sheet-made game is checked against its inline twin (the same entries written in the game file): the same
kit PDF, byte for byte, and each row's text read back from it. Bad cells are refused in one line naming the
data file, the row and the column, each run capped (conftest.run_capped: 1 GB, 60 s)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pdfplumber
import pytest

from tests.conftest import assert_clean_error, run_capped, run_pnp

MM = 72 / 25.4
HEAD = 'id = "sheet36"\ntitle = "Sheets"\nplayers = { min = 2, max = 4 }\n'
TOKENS = "id,label_fr,label_en,count,color,icon\nferrum,Fer,Ferrum,3,red,sun\nlumen,Lum,Lumen,2,blue,\n"
PAWNS = 'name,colors,count,icon\nScout,"red, blue",2,knight\n'
FACES = "face\n1\n2\nSoleil\n4\n5\nLune\n"
SHEETS = (HEAD + '[[dice]]\nid = "weather"\ncolor = "yellow"\ndata = "faces.{x}"\n'
          '[[tokens]]\ndata = "tokens.{x}"\nshape = "square"\nsize = "20mm"\n'
          '[[tokens]]\nid = "time"\ncount = 4\n'
          '[[pawns]]\nid = "scout"\ndata = "pawns.{x}"\n')
TWIN = (HEAD + '[[dice]]\nid = "weather"\ncolor = "yellow"\nfaces = [1, 2, "Soleil", 4, 5, "Lune"]\n'
        '[[tokens]]\nid = "ferrum"\nlabel = { fr = "Fer", en = "Ferrum" }\ncount = 3\ncolor = "red"\nicon = "sun"\n'
        'shape = "square"\nsize = "20mm"\n'
        '[[tokens]]\nid = "lumen"\nlabel = { fr = "Lum", en = "Lumen" }\ncount = 2\ncolor = "blue"\nshape = "square"\n'
        'size = "20mm"\n'
        '[[tokens]]\nid = "time"\ncount = 4\n'
        '[[pawns]]\nid = "scout-1"\nname = "Scout"\ncolors = ["red", "blue"]\ncount = 2\nicon = "knight"\n')


def csv_game(folder: Path, tokens: str = TOKENS, pawns: str = PAWNS, faces: str = FACES) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in (("tokens.csv", tokens), ("pawns.csv", pawns), ("faces.csv", faces)):
        (folder / name).write_text(text, encoding="utf-8")
    (folder / "game.toml").write_text(SHEETS.replace("{x}", "csv"), encoding="utf-8")
    return folder / "game.toml"


def xlsx_game(folder: Path) -> Path:
    """The same sheets saved by a spreadsheet: numbers as numbers, empty cells as nothing."""
    import openpyxl

    folder.mkdir(parents=True, exist_ok=True)
    for name, rows in (("tokens", [["id", "label_fr", "label_en", "count", "color", "icon"],
                                   ["ferrum", "Fer", "Ferrum", 3, "red", "sun"], ["lumen", "Lum", "Lumen", 2, "blue", None]]),
                       ("pawns", [["name", "colors", "count", "icon"], ["Scout", "red, blue", 2, "knight"]]),
                       ("faces", [["face"], [1], [2], ["Soleil"], [4], [5], ["Lune"]])):
        book = openpyxl.Workbook()
        for row in rows:
            book.active.append(row)
        book.save(folder / f"{name}.xlsx")
    (folder / "game.toml").write_text(SHEETS.replace("{x}", "xlsx"), encoding="utf-8")
    return folder / "game.toml"


def kit(game: Path, out: Path, *options: str) -> Path:
    run = run_pnp("build", str(game), "--format", "kit", "--out", str(out), *options)
    assert run.code == 0, run
    return out / "sheet36" / "sheet36-kit.pdf"


def words(pdf: Path) -> Counter:
    with pdfplumber.open(pdf) as document:
        return Counter(w["text"] for page in document.pages for w in page.extract_words())


@pytest.fixture(scope="module")
def twin(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("twin")
    (folder / "game.toml").write_text(TWIN, encoding="utf-8")
    return kit(folder / "game.toml", folder / "out")


@pytest.mark.parametrize("make", [csv_game, xlsx_game], ids=["csv", "xlsx"])
def test_a_sheet_made_game_builds_the_pdf_of_its_inline_twin(tmp_path, twin, make):
    made = kit(make(tmp_path / "game"), tmp_path / "out")
    assert made.read_bytes() == twin.read_bytes()
    seen = words(made)
    assert (seen["Fer"], seen["Lum"]) == (3, 2)  # each row's label, as many times as its count
    assert seen["Soleil"] >= 2 and seen["Lune"] >= 2  # each word face, on its sticker and its net
    english = words(kit(make(tmp_path / "en"), tmp_path / "out-en", "--lang", "en"))
    assert (english["Ferrum"], english["Lumen"], english["Fer"]) == (3, 2, 0)  # label_en, not label_fr


def test_the_twin_comparison_sees_one_changed_cell(tmp_path, twin):
    """Planted: one count changed in the sheet gives another PDF, and the count read back moves with it."""
    made = kit(csv_game(tmp_path / "game", tokens=TOKENS.replace("ferrum,Fer,Ferrum,3", "ferrum,Fer,Ferrum,2")),
               tmp_path / "out")
    assert made.read_bytes() != twin.read_bytes()
    assert words(made)["Fer"] == 2


def test_a_row_without_an_id_is_named_after_its_table(tmp_path):
    game = csv_game(tmp_path / "game", tokens=TOKENS.replace("id,", "").replace("ferrum,", "").replace("lumen,", ""))
    game.write_text(game.read_text(encoding="utf-8").replace('data = "tokens.csv"', 'id = "res"\ndata = "tokens.csv"'),
                    encoding="utf-8")
    run = run_pnp("proof", str(game), "res-2", "--out", str(tmp_path / "res-2.png"))
    assert run.code == 0, run
    assert (tmp_path / "res-2.png").is_file()
    assert run_pnp("proof", str(game), "res-3", "--out", str(tmp_path / "res-3.png")).code == 2


@pytest.mark.parametrize("files, where", [
    ({"tokens.csv": TOKENS.replace(",2,blue,", ",two,blue,")}, ("tokens.csv", "row 3", "column 'count'", "whole number")),
    ({"tokens.csv": TOKENS.replace("red,sun", "blurple,sun")}, ("tokens.csv", "row 2", "column 'color'", "blurple")),
    ({"tokens.csv": TOKENS.replace("Lumen", "L" * 30)}, ("tokens.csv", "row 3", "column 'label_en'", "24 characters")),
    ({"tokens.csv": TOKENS.replace(",icon", ",icon,size").replace(",sun", ",sun,2mm").replace("blue,", "blue,,")},
     ("tokens.csv", "row 2", "column 'size'", "5 mm")),
    ({"tokens.csv": TOKENS.replace("icon", "picture")}, ("tokens.csv", "column 'picture'", "unknown column")),
    ({"pawns.csv": PAWNS.replace("red, blue", "red, blurple")}, ("pawns.csv", "row 2", "column 'colors'", "blurple")),
    ({"faces.csv": FACES.replace("Lune", "L" * 30)}, ("faces.csv", "row 7", "column 'face'", "24 characters")),
    ({"faces.csv": FACES.replace("5\n", "")}, ("faces.csv", "5 faces", "d6")),
], ids=["count", "colour", "label", "size", "column", "pawn-colour", "face", "faces"])
def test_a_bad_cell_is_refused_naming_file_row_and_column(tmp_path, files, where):
    game = csv_game(tmp_path, **{name.split(".")[0]: text for name, text in files.items()})
    run = run_capped("build", str(game), "--out", str(tmp_path / "out"), "--format", "pdf")
    assert_clean_error(run, *where)
    assert run.code == 2
    assert not (tmp_path / "out" / "sheet36").exists()  # nothing half-written


def test_a_bad_cell_of_a_workbook_is_named_too(tmp_path):
    import openpyxl

    game = xlsx_game(tmp_path)
    book = openpyxl.load_workbook(tmp_path / "tokens.xlsx")
    book.active["D3"] = "lots"
    book.save(tmp_path / "tokens.xlsx")
    run = run_capped("build", str(game), "--out", str(tmp_path / "out"), "--format", "pdf")
    assert_clean_error(run, "tokens.xlsx", "row 3", "column 'count'")
    assert run.code == 2


# --- a card's layout by its row -------------------------------------------------------------------------

DECK = """[[decks]]
id = "spells"
data = "cards.csv"
[[decks.layouts.creature]]
kind = "title"
value = "{name}"
box = [5, 5, 50, 10]
[[decks.layouts.creature]]
kind = "text"
value = "Cost {cost}"
box = [5, 70, 50, 10]
when = "cost"
[[decks.layouts.spell]]
kind = "title"
value = "{name}"
box = [5, 55, 50, 10]
[[decks.layouts.spell]]
kind = "text"
value = "Instant"
box = [5, 25, 50, 10]
when = "type == spell"
"""
NAMES = ("Fox", "Bolt", "Wolf", "Hex")
CARDS = "name,type,cost,layout\nFox,creature,3,creature\nBolt,spell,,spell\nWolf,creature,,creature\nHex,spell,1,spell\n"


def card_words(tmp_path: Path, cards: str = CARDS) -> dict[str, list[tuple[str, float, float]]]:
    """Each card's words (by its title) with their place on the card in mm: the card's outline found on the
    page, a word's box measured from its top-left corner."""
    (tmp_path / "cards.csv").write_text(cards, encoding="utf-8")
    (tmp_path / "game.toml").write_text(HEAD + DECK, encoding="utf-8")
    run = run_pnp("build", str(tmp_path / "game.toml"), "--parts", "cards", "--format", "pdf", "--out", str(tmp_path / "out"))
    assert run.code == 0, run
    found: dict[str, list[tuple[str, float, float]]] = {}
    with pdfplumber.open(tmp_path / "out" / "sheet36" / "cards-spells.pdf") as pdf:
        page = pdf.pages[0]
        cards_on = [r for r in page.rects if abs(r["width"] / MM - 63.5) < 0.1 and abs(r["height"] / MM - 88.9) < 0.1]
        for card in cards_on:
            inside = [(w["text"], (w["x0"] - card["x0"]) / MM, (w["top"] - card["top"]) / MM) for w in page.extract_words()
                      if card["x0"] <= w["x0"] < card["x1"] and card["top"] <= w["top"] < card["bottom"]]
            found[next(text for text, _, _ in inside if text in NAMES)] = inside
    return found


def top_of(card: list[tuple[str, float, float]], word: str) -> float | None:
    return next((y for text, _, y in card if text == word), None)


def test_each_card_is_drawn_with_the_layout_its_row_names(tmp_path):
    cards = card_words(tmp_path)
    assert set(cards) == {"Fox", "Bolt", "Wolf", "Hex"}
    for name, layout in (("Fox", "creature"), ("Wolf", "creature"), ("Bolt", "spell"), ("Hex", "spell")):
        top = top_of(cards[name], name)
        box = 5 if layout == "creature" else 55  # the title's box, 10 mm high: the word is set inside it
        assert box - 0.5 < top < box + 10, (name, top)
    assert top_of(cards["Bolt"], "Instant") is not None and 24.5 < top_of(cards["Bolt"], "Instant") < 35
    assert top_of(cards["Fox"], "Instant") is None  # a creature's layout has no such element


def test_a_when_element_is_drawn_only_on_the_rows_it_names(tmp_path):
    cards = card_words(tmp_path)
    assert top_of(cards["Fox"], "Cost") is not None and 69.5 < top_of(cards["Fox"], "Cost") < 80  # cost 3
    assert top_of(cards["Wolf"], "Cost") is None  # no cost: the element is left out
    assert top_of(cards["Hex"], "Instant") is not None and top_of(cards["Bolt"], "Instant") is not None


def test_a_planted_swap_of_layouts_is_seen(tmp_path):
    """The rows' layout cells swapped: the titles move to the other layout's box, so the checks above fail."""
    swapped = CARDS.replace(",creature\n", ",TMP\n").replace(",spell\n", ",creature\n").replace(",TMP\n", ",spell\n")
    cards = card_words(tmp_path, swapped)
    assert 54.5 < top_of(cards["Fox"], "Fox") < 65 and 4.5 < top_of(cards["Bolt"], "Bolt") < 15
    assert top_of(cards["Fox"], "Cost") is None and top_of(cards["Fox"], "Instant") is None  # creature: not a spell


@pytest.mark.parametrize("cards, deck, where", [
    (CARDS.replace("Wolf,creature,,creature", "Wolf,creature,,creture"), DECK,
     ("cards.csv", "row 4", "column 'layout'", "did you mean 'creature'")),
    (CARDS.replace("Wolf,creature,,creature", "Wolf,creature,,"), DECK, ("cards.csv", "row 4", "column 'layout'", "names no layout")),
    (CARDS, DECK.replace('when = "cost"', 'when = "price"'), ("cards.csv", "column 'price'", "layouts.creature[1].when")),
    (CARDS, DECK.replace('when = "cost"', 'when = "cost = 3"'), ("game.toml", "decks[0].layouts.creature[1].when", "==")),
    (re.sub(r",layout|,(creature|spell)$", "", CARDS, flags=re.M), DECK, ("column 'layout'", "decks[0].layouts")),
], ids=["unknown", "empty", "when-column", "when-syntax", "no-column"])
def test_a_bad_layout_or_condition_is_refused_in_one_line(tmp_path, cards, deck, where):
    (tmp_path / "cards.csv").write_text(cards, encoding="utf-8")
    (tmp_path / "game.toml").write_text(HEAD + deck, encoding="utf-8")
    run = run_capped("build", str(tmp_path / "game.toml"), "--out", str(tmp_path / "out"))
    assert_clean_error(run, *where)
    assert run.code == 2


def test_an_entry_after_a_sheet_is_named_by_its_place_in_the_game_file(tmp_path):
    """The sheet's two rows come first in the game read, so the file's second table is tokens[2] there; its
    error still names tokens[1], where the designer wrote it (with that renaming planted away: tokens[2])."""
    game = csv_game(tmp_path)
    game.write_text(game.read_text(encoding="utf-8").replace('id = "time"', 'id = "time"\ncolor = "blurple"'), encoding="utf-8")
    run = run_capped("build", str(game), "--out", str(tmp_path / "out"))
    assert_clean_error(run, "game.toml", "tokens[1].color", "blurple")
