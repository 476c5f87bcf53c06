"""Every sentence the guide and the book print is true of the game: a game of one kind of part alone (cards
only, dice only, a board only...) is built, its guide page and its book read back from the PDFs, and none of
them speaks of a kind of part the game does not have, of glue when nothing is glued, of coloured bands on a
board without them, of links on a track without them, of sheets to assemble when the board fits one sheet,
of exact odds when the book gives none, or gives a colour as a code."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import column_text, pdf_text, run_pnp

HEAD = 'id = "{id}"\ntitle = "T"\nplayers = {{ min = 2, max = 4 }}\n'
GAMES = {
    "cards": '[[decks]]\nid = "d"\ndata = "cards.csv"\n',
    "dice": '[[dice]]\nid = "d"\nname = { fr = "Dé", en = "Die" }\nfaces = [1, 2, 3, 4, 5, 6]\n',
    "tokens": '[[tokens]]\nid = "coin"\ncount = 6\nsize = "20mm"\nicon = "sun"\ncolor = "red"\nlabel = "Or"\n',
    "pawns": '[[pawns]]\nid = "p"\nname = { fr = "Voleur", en = "Thief" }\nicon = "fox"\ncolors = ["#444444"]\n',
    "grid": '[board]\nkind = "grid"\ncolumns = 5\nrows = 4\ncell = "25mm"\n',
    "hex": '[board]\nkind = "hex"\nshape = "rhombus"\ncolumns = 5\nrows = 5\n',
    "track": '[board]\nkind = "track"\ncolumns = 5\nrows = 4\n',
    "score": '[score_sheet]\nrounds = 5\n',
}
BOARDS = ("grid", "hex", "track")

# What speaks of each kind of part, in each language (the card stock, "Card, 200–300 g/m²", is no deck).
WORDS = {
    "cards": {"en": r"\bcards\b|\bdeck|sleeve", "fr": r"\bcartes\b|paquet|pochette"},
    "dice": {"en": r"\bdice\b|\bdie\b", "fr": r"\bdés?\b"},
    "tokens": {"en": r"\btokens?\b", "fr": r"\bjetons?\b"},
    "pawns": {"en": r"\bpawns?\b", "fr": r"\bpions?\b"},
    "board": {"en": r"\bboard\b", "fr": r"\bplateau\b"},
}
GLUE = {"en": r"\bglue", "fr": r"\bcoll(e|er)\b"}
TILING = {"en": r"hatched|sheets:", "fr": r"hachur|feuilles :"}
BANDS = {"en": r"\bbands?\b", "fr": r"\bbandes?\b"}
LINKS = {"en": r"\blinks?\b", "fr": r"\bliens?\b"}
EXACT = {"en": r"exactly", "fr": r"exactement"}
CODE = re.compile(r"#[0-9a-fA-F]{6}\b")


PENCIL = {"en": r"\bpencil", "fr": r"\bcrayon"}


def kind_of(game: str) -> str:
    return "board" if game in BOARDS else game


@pytest.fixture(scope="module")
def printed(tmp_path_factory) -> dict[tuple[str, str], str]:
    """(game, lang) -> the text of its guide page (the kit's first page) and its book, as printed."""
    root = tmp_path_factory.mktemp("truth")
    texts = {}
    for name, body in GAMES.items():
        folder = root / name
        folder.mkdir()
        (folder / "cards.csv").write_text("title,text,count\nFox,Eats,1\nHen,Lays,1\n", encoding="utf-8")
        (folder / "game.toml").write_text(HEAD.format(id=name) + body, encoding="utf-8")
        for lang in ("en", "fr"):
            out = root / "out" / lang
            run = run_pnp("build", str(folder / "game.toml"), "--lang", lang, "--format", "kit,pdf", "--out", str(out))
            assert run.code == 0, run.err
            texts[name, lang] = guide_and_book(out / name, name)
    return texts


def guide_and_book(folder: Path, name: str) -> str:
    import pdfplumber  # the kit's first page alone

    with pdfplumber.open(folder / f"{name}-kit.pdf") as pdf:
        guide = pdf.pages[0].extract_text() or ""
    return " ".join((guide + "\n" + pdf_text(folder / "rules.pdf")).split())  # lines joined: words wrap


def found(pattern: str, text: str) -> list[str]:
    return [text[max(0, m.start() - 40):m.end() + 40] for m in re.finditer(pattern, text, re.IGNORECASE)]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_guide_and_book_speak_of_no_part_the_game_lacks(printed, game, lang):
    text = printed[game, lang]
    for kind, words in WORDS.items():
        if kind != kind_of(game):
            assert not found(words[lang], text), (game, kind, found(words[lang], text))


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["cards", "tokens", "score", *BOARDS])
def test_no_glue_when_nothing_is_glued(printed, game, lang):
    """Cards, tokens and a board on one sheet are only cut: the tools leave the glue out."""
    assert not found(GLUE[lang], printed[game, lang])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_board_says_only_what_it_has(printed, lang):
    for board in BOARDS:  # every one fits one sheet: no gluing steps
        assert not found(TILING[lang], printed[board, lang]), board
    assert not found(BANDS[lang], printed["hex", lang])  # a hex board without coloured sides
    assert not found(LINKS[lang], printed["track", lang])  # a track without snakes or ladders


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", list(GAMES))
def test_no_exact_odds_claimed_and_no_colour_code(printed, game, lang):
    text = printed[game, lang]
    assert not found(EXACT[lang], text)  # none of these books has an odds section
    assert not CODE.search(text), CODE.findall(text)


def test_a_colour_code_is_named_in_the_readers_language(printed):
    assert "1 × Thief (dark grey)" in printed["pawns", "en"]
    assert "1 × Voleur (gris foncé)" in printed["pawns", "fr"]


@pytest.mark.parametrize("lang, credit, odds", [("en", "traditional game", "worked out exactly"),
                                                ("fr", "Jeu traditionnel", "calculées exactement")])
def test_a_credit_is_said_once_and_exact_odds_only_with_odds(tmp_path, lang, credit, odds):
    """Petits chevaux's book: its game file's credit once (the book's own credits add to it, never repeat it),
    and the designer's notes speak of exact odds, as its odds section gives them (read column by column: the
    notes' line may end a column beside the numbers box)."""
    run = run_pnp("build", "petits-chevaux", "--parts", "rules", "--lang", lang, "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    text = " ".join(column_text(tmp_path / "petits-chevaux" / "rules.pdf").split())
    assert len(found(credit, text)) == 1, found(credit, text)
    assert found(odds, text)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_pencil_only_for_a_score_sheet(printed, lang):
    """A game with a score sheet lists a pencil among what you need; the others do not."""
    assert found(PENCIL[lang], printed["score", lang])
    for game in GAMES:
        if game != "score":
            assert not found(PENCIL[lang], printed[game, lang]), game


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_kit_of_six_sided_dice_alone_keeps_their_plain_name(printed, lang):
    """'Dice stickers' says all when every die is a cube; beside a d8 it says 'Stickers for a d6' (the roll-and-write
    example, tests/test_player_sheets.py)."""
    text = printed["dice", lang]
    assert {"en": "Dice stickers", "fr": "Autocollants de dés"}[lang] in text
    assert not found(r"\bd6\b", text)


SECTIONS = {"en": ("Setup", "A turn", "End of the game"), "fr": ("Mise en place", "Tour de jeu", "Fin de la partie")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_book_has_no_section_its_game_file_leaves_empty(printed, tmp_path, lang):
    """None of these games gives its setup, turn or end: their books print no such heading, where they printed
    'The rules do not describe the setup yet'. Planted: a game that gives its setup gets that section alone."""
    for game in GAMES:
        assert not any(re.search(rf"\b{heading}\b", printed[game, lang]) for heading in SECTIONS[lang]), game
    (tmp_path / "game.toml").write_text(HEAD.format(id="told") + GAMES["dice"] + '[rules.setup]\nen = "Sit round."\n'
                                        'fr = "Asseyez-vous."\n', encoding="utf-8")
    run = run_pnp("rules", str(tmp_path / "game.toml"), "--lang", lang, "--out", str(tmp_path / "out"))
    assert run.code == 0, run.err
    book = " ".join(pdf_text(tmp_path / "out" / "told" / "rules.pdf").split())
    assert [heading in book for heading in SECTIONS[lang]] == [True, False, False], book
