"""What the kits' sheets of pieces and their guide print, as found by looking at every page of the kits and docs
examples (issue 23) and pinned here on the produced PDFs: a counter showing only its letter shows it large; no
letter under 6 pt; a sheet where nothing folds says nothing of folding; the icons' credit once in a kit; a deck's
own name keeps its capital inside the guide's sentences."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import pdf_text, run_pnp

DOCS = Path(__file__).resolve().parent.parent / "docs"
PT = 25.4 / 72  # mm in a point
SIX_PT = 6.0


def build(out: Path, game: str, *args: str) -> Path:
    run = run_pnp("build", game, "--format", "kit", "--out", str(out), *args)
    assert run.code == 0, run.err
    return next(out.glob("*/*-kit.pdf"))


def page_chars(pdf_path: Path, page: int) -> list[dict]:
    import pdfplumber  # the characters with their sizes

    with pdfplumber.open(pdf_path) as pdf:
        return list(pdf.pages[page].chars)


def test_a_counter_showing_only_its_letter_shows_it_large(tmp_path):
    """Hex's stones carry a letter and nothing else: it was set 1.7 mm high at the top of a blank window (under
    6 pt); it now fills the middle of the counter."""
    kit = build(tmp_path, str(DOCS / "hex-example.toml"), "--parts", "tokens", "--lang", "en")
    letters = [c for c in page_chars(kit, 1) if c["text"] in "RB" and "Bold" in c["fontname"]]
    assert len(letters) >= 121, len(letters)  # 61 red and 60 blue stones
    assert min(c["size"] for c in letters) >= 15, min(c["size"] for c in letters)  # over a third of a 14 mm stone (40 pt)


def test_no_letter_on_a_small_counter_is_under_six_points(tmp_path):
    """A 14 mm counter with an icon: its letter above the icon keeps the 6 pt floor every printed word keeps."""
    game = tmp_path / "game.toml"
    game.write_text('id = "small"\ntitle = "T"\nplayers = { min = 2, max = 2 }\n[[tokens]]\nid = "c"\ncount = 4\n'
                    'size = "14mm"\nicon = "sun"\ncolor = "red"\nletter = "Q"\n', encoding="utf-8")
    kit = build(tmp_path / "out", str(game), "--parts", "tokens", "--lang", "en")
    letters = [c for c in page_chars(kit, 1) if c["text"] == "Q"]
    assert len(letters) == 4
    assert min(c["size"] for c in letters) >= SIX_PT - 0.01, [c["size"] for c in letters]


FOLD = {"en": r"\bfold", "fr": r"\bpli(?:er|ez|és?|ées?)\b|pointillés"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_sheet_where_nothing_folds_says_nothing_of_folding(tmp_path, lang):
    """Nine Men's Morris: its board and its counters share one sheet, and nothing on it folds. The note over the
    sheet said "fold on the dashes" all the same."""
    kit = build(tmp_path, str(DOCS / "morris-example.toml"), "--lang", lang)
    text = " ".join(pdf_text(kit).split())
    assert not re.search(FOLD[lang], text, re.IGNORECASE), re.findall(FOLD[lang], text, re.IGNORECASE)
    assert re.search(r"cut along the solid lines" if lang == "en" else r"découper les traits pleins", text)


@pytest.mark.parametrize("lang, name, lowered", [("en", "“Heavenly bodies”", "“heavenly bodies”"),
                                                 ("fr", "« Astres »", "« astres »")])
def test_the_icons_credit_once_and_a_deck_keeps_its_name(tmp_path, lang, name, lowered):
    """Sun & Moon's rules run on after its guide, on the same page: the game-icons credit was printed twice
    there (the guide's and the book's). And the guide's sentences wrote its deck "heavenly bodies"."""
    kit = build(tmp_path, str(DOCS / "cards-example" / "game.toml"), "--lang", lang)
    text = " ".join(pdf_text(kit).split())
    assert text.count("game-icons.net") == 1, text.count("game-icons.net")
    assert name in text and lowered not in text


@pytest.mark.parametrize("lang, folded, double", [("en", "Fold-over tokens", "Double-sided tokens"),
                                                  ("fr", "Jetons à plier", "Jetons recto verso")])
def test_tokens_printed_as_pairs_are_headed_as_the_guide_names_them(tmp_path, lang, folded, double):
    """The territory game's five character tokens have a back; few among the single-sided counters, they print
    as pairs to fold over. Their heading on the sheet said "Double-sided tokens" while the guide said "fold-over
    tokens" and nothing is printed double-sided."""
    kit = build(tmp_path, "renards-poules-viperes", "--parts", "tokens", "--lang", lang)
    import pdfplumber  # the sheets' text, the guide page left out

    with pdfplumber.open(kit) as pdf:
        sheets = [" ".join((page.extract_text() or "").split()) for page in pdf.pages[1:]]
    # the heading beside the pairs, set upright or turned a quarter (then read backwards); the footers name them
    # in lower case after the first kind ("Tokens, fold-over tokens")
    assert not any(double in text or double[::-1] in text for text in sheets)
    assert any(folded in text or folded[::-1] in text for text in sheets)


def test_a_grid_prints_its_colours_names_without_set_up_tokens(tmp_path):
    """The game format says a grid's `names` print beside their colours; they did only when set-up tokens were
    laid out (setup_each), so Hares & Tortoises' board showed neither its colours nor whose row is whose."""
    game = tmp_path / "game.toml"
    game.write_text('id = "lanes"\ntitle = "T"\nplayers = { min = 2, max = 2 }\n[board]\nkind = "grid"\ncolumns = 4\n'
                    'rows = 2\ncell = "25mm"\ncolors = ["red", "blue"]\nnames = ["Alpha row", "Beta row"]\n', encoding="utf-8")
    kit = build(tmp_path / "out", str(game), "--parts", "board", "--lang", "en")
    import pdfplumber  # the board's page alone

    with pdfplumber.open(kit) as pdf:
        board = " ".join((pdf.pages[1].extract_text() or "").split())
    assert "Alpha row" in board and "Beta row" in board, board
    assert "Set-up" not in board  # no tokens to lay out: no set-up sentence


def test_a_board_sets_its_title_in_type(tmp_path):
    """The island's board printed its title "L'Île" with a straight apostrophe, as typed in the game file, where the
    guide and the book set "L’Île"."""
    kit = build(tmp_path, str(DOCS / "art-example.toml"), "--parts", "board", "--lang", "fr")
    import pdfplumber  # the board's page alone

    with pdfplumber.open(kit) as pdf:
        board = pdf.pages[1].extract_text() or ""
    assert "L’Île" in board and "L'Île" not in board, board


def test_a_kinds_few_pieces_stay_in_one_row_beside_their_name(tmp_path):
    """Hares & Tortoises, A4 in French: the two runner standees followed the fold-over carrots; the first went
    beside them with its label, the second wrapped alone to the next row, away from it. A label opening a run
    of single pieces that one row can hold now takes the run along."""
    kit = build(tmp_path, str(DOCS / "example-game.toml"), "--paper", "a4", "--lang", "fr")
    import pdfplumber  # the words' places

    with pdfplumber.open(kit) as pdf:
        page = next(p for p in pdf.pages if "Coureur" in (p.extract_text() or ""))
        runners = [w for w in page.extract_words() if w["text"] == "Coureur"]  # each standee's upright name
    assert len(runners) == 2
    assert abs(runners[0]["top"] - runners[1]["top"]) < 1, [(w["x0"], w["top"]) for w in runners]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_sheets_note_is_set_in_the_languages_typography(tmp_path, lang):
    """The note over a sheet of dice stickers said "d'une" and "d'autocollants" with a typewriter apostrophe in
    French, as no other printed text does."""
    kit = build(tmp_path, "clann", "--parts", "dice", "--lang", lang)
    import pdfplumber  # the sticker sheet's words

    with pdfplumber.open(kit) as pdf:
        note = " ".join(pdf.pages[1].extract_text().split())
    apostrophes = re.findall(r"\w([’'])\w", note)
    assert apostrophes and set(apostrophes) == {"’"}, note
