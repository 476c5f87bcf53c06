"""Bad input a hostile user tries: each is one line naming the file and the field, a non-zero exit, and
nothing written; and the longest title pnp accepts fits every page it is printed on."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import MM, assert_clean_error, run_pnp

HEAD = 'id = "g"\ntitle = "T"\nplayers = { min = 1, max = 4 }\n'
DIE = '[[dice]]\nid = "a"\nfaces = [1, 2, 3, 4, 5, 6]\n'


def game(tmp_path: Path, body: str, head: str = HEAD) -> str:
    path = tmp_path / "bad.toml"
    path.write_text(head + body, encoding="utf-8")
    return str(path)


def refused(tmp_path: Path, source: str, *words: str) -> None:
    """`build` and `validate` both refuse it in one line naming the file (and the words); nothing written."""
    out = tmp_path / "out"
    run = run_pnp("build", source, "--format", "pdf", "--out", str(out))
    assert_clean_error(run, source, *words)
    assert not out.exists()
    check = run_pnp("validate", source)
    assert check.code != 0 and "Traceback" not in check.out + check.err


NINE = "".join(f'[[dice]]\nid = "d{i}"\nfaces = [1, 2, 3, 4, 5, {i + 6}]\nforms = ["sticker"]\n' for i in range(9))
TITLE = 'id = "g"\ntitle = {t}\nplayers = {{ min = 1, max = 4 }}\n'


@pytest.mark.parametrize("body, words", [
    ('[[dice]]\nid = "a"\nfaces = ["\u200b", 2, 3, 4, 5, 6]\nforms = ["sticker"]\n', ["dice[0].faces[0]", "U+200B"]),
    ('[[dice]]\nid = "a"\nfaces = ["\u2060", 2, 3, 4, 5, 6]\nforms = ["sticker"]\n', ["dice[0].faces[0]", "U+2060"]),
    ('[[dice]]\nid = "a"\nfaces = ["x\u200by", 2, 3, 4, 5, 6]\nforms = ["sticker"]\n', ["dice[0].faces[0]", "U+200B"]),
    ('[[dice]]\nid = "a"\nname = "\u0301"\nfaces = [1, 2, 3, 4, 5, 6]\nforms = ["sticker"]\n', ["dice[0].name", "U+0301", "accent"]),
    ('[[dice]]\nid = "a"\nname = "\u200b"\nfaces = [1, 2, 3, 4, 5, 6]\nforms = ["sticker"]\n', ["dice[0].name", "U+200B"]),
    ('[[dice]]\nid = "a"\nname = "ab\u202ecd"\nfaces = [1, 2, 3, 4, 5, 6]\nforms = ["sticker"]\n', ["dice[0].name", "U+202E", "direction"]),
    ('[[tokens]]\nid = "t"\ncount = 2\nlabel = "\u2067x"\n', ["tokens[0].label", "U+2067", "direction"]),
    ('[rules]\nturn = "Jouez \u202a vite"\n', ["rules.turn", "U+202A"]),
    ('x = ' + '[' * 3000 + ']' * 3000 + '\n', ["nested too deep"]),
    ('x = ' + '[' * 40 + ']' * 40 + '\n', ["x" + "[0]" * 12, "nested more than 12"]),
    ('[[dice]]\nid = "a"\nfaces = [1, 2, 3, 4, 5, 6]\nedge = "0.0001mm"\n', ["dice[0].edge", "smaller than the limit of 5 mm"]),
    ('[[dice]]\nid = "a"\nfaces = [1, 2, 3, 4, 5, 6]\nnet_face = "2mm"\n', ["dice[0].net_face", "5 mm"]),
    ('[[tokens]]\nid = "t"\ncount = 2\nsize = "0.5mm"\n', ["tokens[0].size", "5 mm"]),
    ('[[pawns]]\nid = "p"\nicon = "horse"\nwidth = "1mm"\n', ["pawns[0].width", "5 mm"]),
    ('[board]\nkind = "grid"\ncolumns = 4\nrows = 4\npawn_base = "0.01mm"\n', ["board.pawn_base", "3 mm"]),
    ('[[dice]]\nid = "a"\nfaces = ["Abracadabrantesque", 2, 3, 4, 5, 6]\nforms = ["sticker"]\nedge = "10mm"\n',
     ["dice[0].faces", "does not fit a 8 mm face"]),
    ('[board]\nkind = "grid"\ncolumns = 26\nrows = 26\ncell = "100mm"\n', ["board.cell", "154 sheets"]),
    (NINE, ["odds", "9 dice", "2 to 8"]),
    ('[[dice]]\nid = "a"\nname = { en = "' + "Ordinary " * 4 + '" }\nfaces = [1, 2, 3, 4, 5, 6]\nforms = ["sticker"]\n', ["dice[0].name.en", "24"]),
    ('[board]\nkind = "hex"\nshape = "hexagon"\nradius = 3\nside = "0.01mm"\n', ["board.side", "3 mm"]),
    ('[board]\nkind = "cross"\nnames = ["' + "Les poules rousses " * 3 + '", "b", "c", "d"]\n', ["board.names[0]", "24 characters"]),
    ('[board]\nkind = "cross"\nplaces = ["a", { fr = "' + "x" * 30 + '", en = "y" }, "c", "d"]\n', ["board.places[1].fr", "24"]),
])
def test_bad_game_files(tmp_path, body, words):
    refused(tmp_path, game(tmp_path, body), *words)


@pytest.mark.parametrize("title, words", [
    ('""', ["title", "empty"]),
    ('"   "', ["title", "empty"]),
    ('"\u200b"', ["title", "U+200B"]),
    ('"\u2060\u2060"', ["title", "U+2060"]),
    ('{ fr = "", en = "Game" }', ["title.fr", "empty"]),
    ('{}', ["title", "empty"]),
    ('"' + "Un titre vraiment très long " * 7 + '"', ["title", "limit of 100"]),
    ('"Les \u202eRenards"', ["title", "U+202E"]),
    ('"Les \u2066Renards\u2069"', ["title", "U+2066"]),
])
def test_bad_titles(tmp_path, title, words):
    refused(tmp_path, game(tmp_path, DIE, TITLE.format(t=title)), *words)


@pytest.mark.parametrize("args, words", [
    (["--faces", "\u200b,2"], ["--faces", "U+200B"]),
    (["--faces", "1,\u0301"], ["--faces", "U+0301"]),
    (["--faces", "a\u202eb,2"], ["--faces", "U+202E"]),
    (["--faces", "1,2,3,4,5,6", "--die", "0.001mm"], ["--die", "5 mm"]),
    (["--faces", "1,2,3,4,5,6", "--style", "net", "--face", "1mm"], ["--face", "5 mm"]),
    (["--faces", "1,2,3,4,5,6", "--sticker", "1mm"], ["--sticker", "4 mm"]),
    (["--faces", "Abracadabrantesque,2,3,4,5,6", "--die", "6mm"], ["--faces", "does not fit"]),
])
def test_bad_dice_options(tmp_path, args, words):
    out = tmp_path / "out"
    assert_clean_error(run_pnp("dice", *args, "--out", str(out)), *words)
    assert not out.exists()


def test_board_options_have_lower_bounds(tmp_path):
    assert_clean_error(run_pnp("board", "petits-chevaux", "--pawn", "0.5mm", "--out", str(tmp_path / "o")), "--pawn", "3 mm")
    assert not (tmp_path / "o").exists()


# --- the longest title fits -----------------------------------------------------------------------

LONGEST = {
    "words": "Le grand jeu des renards, des poules et des vipères du bois joli d'automne, et du vieux moulin !!!!!",
    "one word": "Anticonstitutionnellement" * 4,  # 100 characters, no space
}


def _chars(pdf_path: Path) -> list[list[dict]]:
    import pdfplumber

    with pdfplumber.open(pdf_path) as pdf:
        return [[dict(c, page_width=p.width, page_height=p.height) for c in p.chars] for p in pdf.pages]


@pytest.mark.parametrize("kind", LONGEST)
def test_the_longest_title_fits_every_page(tmp_path, kind):
    """Every character of every page stays on the paper, inside the 5 mm margin; the rule book's heading
    stays in its column; the footer's title ends before 'page n/N'; nothing is set below 6 pt."""
    title = LONGEST[kind]
    assert len(title) == 100
    source = game(tmp_path, DIE + '[[tokens]]\nid = "t"\ncount = 2\n[board]\nkind = "grid"\ncolumns = 4\nrows = 4\n'
                            '[score_sheet]\nrounds = 5\n', TITLE.format(t=f'"{title}"'))
    out = tmp_path / "out"
    run = run_pnp("build", source, "--format", "kit,pdf", "--out", str(out))
    assert run.code == 0, run.err
    margin = 5 * MM - 0.5
    for pdf in sorted((out / "g").glob("*.pdf")):
        for n, chars in enumerate(_chars(pdf)):
            for c in chars:
                where = (pdf.name, n, c["text"])
                assert margin <= c["x0"] and c["x1"] <= c["page_width"] - margin, where
                assert margin <= c["top"] and c["bottom"] <= c["page_height"] - margin, where
            if chars:  # the footer's line: no two characters overlap (the title ends before 'page n/N')
                low = max(c["bottom"] for c in chars)
                line = sorted((c for c in chars if abs(c["bottom"] - low) < 0.5), key=lambda c: c["x0"])
                for a, b in zip(line, line[1:]):
                    assert a["x1"] <= b["x0"] + 0.3, (pdf.name, n, a["text"], b["text"])
    book = _chars(out / "g" / "rules.pdf")[0]
    heading = [c for c in book if abs(c["size"] - book[0]["size"]) < 0.01]  # the title, drawn first (balanced
    column = book[0]["page_width"] / 2  # columns put section headings on the right): it stays in the left column
    assert heading and max(c["x1"] for c in heading) < column, max(c["x1"] for c in heading)
    assert min(c["size"] for c in book) >= 6 - 0.01
