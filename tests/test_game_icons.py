"""game-icons.net icons: `game-icons:NAME` in any icon field, drawn from the bundled Iconify JSON, a wrong name
refused in one line with the nearest name, and the authors credited in every kit that uses one."""

from __future__ import annotations

import gzip
import json
import re
import tomllib
from pathlib import Path

import pytest
from conftest import pdf_text, run_pnp

from pnp.base.errors import PnpError
from pnp.layout import game_icons
from pnp.layout.icons import check_icon, load_icon

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "templates" / "game-icons"
NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def _published(name: str) -> dict:
    """The icon as the bundled JSON holds it, read with the standard library alone."""
    return json.loads(gzip.decompress((BUNDLE / "icons.json.gz").read_bytes()))["icons"][name]


def test_the_bundle_is_the_whole_set_with_its_licence():
    data = json.loads(gzip.decompress((BUNDLE / "icons.json.gz").read_bytes()))
    assert data["prefix"] == "game-icons" and data["width"] == data["height"] == 512
    assert len(data["icons"]) >= 4100
    licence = (BUNDLE / "LICENSE.md").read_text(encoding="utf-8")
    assert "CC BY 3.0" in licence and "creativecommons.org/licenses/by/3.0" in licence and "Delapouite" in licence
    # the wheel carries it: templates/ is copied whole into the package
    wheel = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert wheel["force-include"]["templates"] == "pnp/templates"


def test_an_icon_is_its_published_path_scaled_to_the_box():
    shapes = load_icon("game-icons:carrot")
    body = _published("carrot")["body"]
    assert len(shapes) == body.count("<path") == 1 and shapes[0].fill == "ink"
    first = [float(v) for v in NUMBER.findall(re.search(r' d="([^"]*)"', body).group(1))[:2]]
    assert shapes[0].ops[0] == ("M", pytest.approx(first[0] * 100 / 512, abs=1e-3), pytest.approx(first[1] * 100 / 512, abs=1e-3))
    xs = [op[i] for s in shapes for op in s.ops for i in range(1, len(op), 2)]
    assert 0 <= min(xs) and max(xs) <= 100
    assert load_icon("game-icons:eskimo") == load_icon("game-icons:person-in-blizzard")  # an alias of the set


def test_a_wrong_name_says_the_nearest_one():
    with pytest.raises(PnpError) as e:
        check_icon("game-icons:carot", field="tokens[0].icon")
    line = e.value.line()
    assert "\n" not in line and line.startswith("tokens[0].icon: unknown icon 'game-icons:carot'")
    assert "did you mean 'game-icons:carrot'?" in line
    with pytest.raises(PnpError, match="did you mean 'game-icons:meeple'"):
        check_icon("game-icons:meple")


GAME = """
id = "potager"
title = { fr = "Potager", en = "Kitchen garden" }
players = { min = 2, max = 2 }
credits = "Test."

[[tokens]]
id = "carrot"
name = { fr = "Carotte", en = "Carrot" }
count = 2
size = "20mm"
icon = "ICON"
label = "C"

[[pawns]]
id = "farmer"
name = { fr = "Fermier", en = "Farmer" }
icon = "game-icons:meeple"
colors = ["red", "blue"]

[rules]
turn = { fr = "Jouez.", en = "Play." }
"""


def _columns(pdf: Path) -> str:
    """A PDF's text read a half page at a time, left column then right (a one-page book set in large type
    wraps the licence's address across two lines of one column, which a whole-page reading interleaves)."""
    import pdfplumber

    with pdfplumber.open(pdf) as document:
        return "\n".join(page.crop(box).extract_text() or "" for page in document.pages
                         for box in ((0, 0, page.width / 2, page.height), (page.width / 2, 0, page.width, page.height)))


def test_a_kit_draws_them_and_credits_their_authors(tmp_path):
    game = tmp_path / "potager.toml"
    game.write_text(GAME.replace("ICON", "game-icons:carrot"), encoding="utf-8")
    for lang, words in (("fr", "Icônes de game-icons.net"), ("en", "Icons from game-icons.net")):
        out = tmp_path / lang
        run = run_pnp("build", str(game), "--out", str(out), "--lang", lang, "--format", "kit,pdf,svg")
        assert run.code == 0, run.err
        kit = " ".join(_columns(out / "potager" / "potager-kit.pdf").split())
        book = " ".join(_columns(out / "potager" / "rules.pdf").split())
        for text in (kit, book):  # the guide and the rule book's credits, each in the reader's language
            assert words in text and "creativecommons.org/licenses/by/3.0" in text.replace(" ", "")
            # both icons are Delapouite's (delapouite/carrot.svg and delapouite/meeple.svg in the set's repository)
            # named as the set names them, quoted as titles in the reader's quotes (English words in a French kit)
            assert re.search(r"(“carrot”, “meeple” by|«\s?carrot\s?», «\s?meeple\s?» par) Delapouite", text), text[-400:]
        svg = "".join(p.read_text(encoding="utf-8") for p in (out / "potager").glob("*.svg"))
        assert "icon-game-icons-carrot" in svg and "icon-game-icons-meeple" in svg


def test_a_kit_without_them_credits_nobody_and_never_reads_the_set(tmp_path):
    game_icons._set.cache_clear()
    game = tmp_path / "potager.toml"
    game.write_text(GAME.replace("ICON", "fox").replace("game-icons:meeple", "horse"), encoding="utf-8")
    run = run_pnp("build", str(game), "--out", str(tmp_path / "out"), "--format", "kit")
    assert run.code == 0, run.err
    assert "game-icons" not in pdf_text(tmp_path / "out" / "potager" / "potager-kit.pdf")
    assert game_icons._set.cache_info().currsize == 0  # lazy: the 2.8 MB set was never decompressed


def test_a_wrong_name_in_a_game_file_is_one_line_and_exit_2(tmp_path):
    game = tmp_path / "potager.toml"
    game.write_text(GAME.replace("ICON", "game-icons:carot"), encoding="utf-8")
    run = run_pnp("build", str(game), "--out", str(tmp_path / "out"))
    assert run.code == 2 and run.err.count("\n") == 1, run.err
    assert "tokens[0].icon" in run.err and "did you mean 'game-icons:carrot'?" in run.err
    assert not (tmp_path / "out").exists()


def test_credit_names_each_author_with_the_icons_they_drew():
    line = game_icons.credit(["game-icons:sun", "game-icons:carrot", "game-icons:meeple", "fox"], "en")
    assert "“carrot”, “meeple” by Delapouite; “sun” by Lorc" in line  # lorc/sun.svg in the set's repository
    # the set's English names quoted as titles in a French kit, so they are not read as French words
    assert "« carrot », « meeple » par Delapouite" in game_icons.credit(["game-icons:carrot", "game-icons:meeple"], "fr").replace("\u202f", " ")
    assert game_icons.credit(["fox", "hen"], "fr") == ""


def test_the_docs_examples_use_fitting_icons():
    """A carrot for carrots, a meeple for generic pawns, no Sun suit on the Eclipse card (issue 23)."""
    example = tomllib.loads((ROOT / "docs" / "example-game.toml").read_text(encoding="utf-8"))
    assert next(t for t in example["tokens"] if t["id"] == "carrot")["icon"] == "game-icons:carrot"
    for name in ("example-game", "art-example", "snakes-example"):
        pawns = tomllib.loads((ROOT / "docs" / f"{name}.toml").read_text(encoding="utf-8"))["pawns"]
        assert all(p["icon"] == "game-icons:meeple" for p in pawns), name
    cards = (ROOT / "docs" / "cards-example" / "cards.csv").read_text(encoding="utf-8")
    eclipse = next(line for line in cards.splitlines() if line.startswith("Éclipse"))
    assert ",sun," not in eclipse and ":sun:" not in eclipse


def test_no_card_of_the_cards_example_shows_the_deck_back_as_its_picture():
    """The reviewer's Eclipse card showed the cards' back as its picture (issue 35): every row's picture is art of
    its own, none the deck's back."""
    import csv

    game = tomllib.loads((ROOT / "docs" / "cards-example" / "game.toml").read_text(encoding="utf-8"))
    backs = {deck["back"]["art"] for deck in game["decks"] if "art" in deck.get("back", {})}
    with (ROOT / "docs" / "cards-example" / "cards.csv").open(encoding="utf-8") as sheet:
        pictures = {row["nom"]: row["picture"] for row in csv.DictReader(sheet)}
    assert backs, "the example's back art was not found in its game file"
    assert {name: art for name, art in pictures.items() if art in backs} == {}
