"""Issue 33: every path that takes a designer's SVG (a card's layout art from its CSV row, a card back, a
counter, a pawn, a die's face, a picture board, a hex's terrain, a player sheet's icon block) reads it through
model/art.py's one check. Each crafted SVG runs capped (1 GB, 60 s) through `pnp build --format pdf`, the path
that hands the art to svglib: refused in one line naming the file, the field and the art file, exit 2, nothing
written; the local reference that art may keep builds on every path.

On the old code the nested <svg> of 1e-300 (or 1e-300 %) reached svglib as a scale whose inverse divides by
zero (exit 70 on every path), and a view box 100,000,000 times longer than wide built (a sliver, or on a picture
board a "give a smaller width" no width could satisfy)."""

from __future__ import annotations

import pytest
from conftest import assert_clean_error, run_capped

NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
RECT = '<rect width="10" height="10" fill="#2f9e44"/>'
GRADIENT = '<defs><linearGradient id="g"><stop offset="0" stop-color="#e76f51"/></linearGradient></defs>'
HEAD = 'id = "g"\ntitle = "G"\nplayers = { min = 2, max = 2 }\n\n'


def svg(inner: str, attrs: str = 'viewBox="0 0 10 10"') -> str:
    return f"<svg {NS} {attrs}>{inner}</svg>"


# each art path: its game file, and the place a refusal names (the CSV's row and column for a card's layout art)
PATHS = {
    "cards": (HEAD + '[[decks]]\nid = "d"\nname = "D"\ndata = "cards.csv"\n[[decks.layout]]\nkind = "art"\n'
              'value = "{picture}"\nbox = [5, 5, 50, 50]\n', "cards.csv: row 2, column 'picture'"),
    "card back": (HEAD + '[[decks]]\nid = "d"\nname = "D"\ndata = "cards.csv"\n[decks.back]\nart = "a.svg"\n'
                  '[[decks.layout]]\nkind = "title"\nvalue = "{picture}"\n', "g.toml: decks[0].back.art"),
    "tokens": (HEAD + '[[tokens]]\nid = "coin"\ncount = 1\nart = "a.svg"\n', "g.toml: tokens[0].art"),
    "pawns": (HEAD + '[[pawns]]\nid = "hero"\nart = "a.svg"\ncolors = ["red"]\n', "g.toml: pawns[0].art"),
    "dice faces": (HEAD + '[[dice]]\nid = "d"\nfaces = [1, 2, 3, 4, 5, 6]\nart = ["", "", "a.svg"]\n',
                   "g.toml: dice[0].art[2]"),
    "board art": (HEAD + '[board]\nkind = "art"\nart = "a.svg"\nwidth = "150mm"\n', "g.toml: board.art"),
    "hex terrain": (HEAD + '[board]\nkind = "hex"\ncolumns = 3\nrows = 3\nterrain = [{ cells = ["A1"], art = "a.svg" }]\n',
                    "g.toml: board.terrain[0].art"),
    "sheet icon": (HEAD + '[[sheets]]\nid = "s"\n[[sheets.blocks]]\nkind = "icon"\nart = "a.svg"\n',
                   "g.toml: sheets[0].blocks[0].art"),
}

ATTACKS = {
    "viewBox 1e-300": (svg(RECT, 'viewBox="0 0 1e-300 1e-300"'), "viewBox"),
    "nested <svg> 1e-300 wide": (svg('<svg width="1e-300" height="1e-300" viewBox="0 0 10 10">' + RECT + "</svg>"),
                                 "squashes its viewBox flat"),
    "viewBox 1e8 times longer than wide": (svg(RECT, 'viewBox="0 0 0.01 1000000"'), "times longer than it is wide"),
    "URL( in capitals": (svg('<rect width="1" height="1" style="fill:URL(http://e.org/p)"/>'), "outside the file"),
    "\\55RL( escaped": (svg(r'<rect width="1" height="1" style="fill:\55RL(http://e.org/p)"/>'), "outside the file"),
}


def game(tmp_path, path: str, art: str):
    text, place = PATHS[path]
    (tmp_path / "a.svg").write_text(art, encoding="utf-8")
    (tmp_path / "cards.csv").write_text("picture\na.svg\n", encoding="utf-8")
    (tmp_path / "g.toml").write_text(text, encoding="utf-8")
    return place


@pytest.mark.parametrize("attack", ATTACKS, ids=list(ATTACKS))
@pytest.mark.parametrize("path", PATHS, ids=list(PATHS))
def test_every_art_path_refuses_the_attack_in_one_line(tmp_path, path, attack):
    art, words = ATTACKS[attack]
    place = game(tmp_path, path, art)
    run = run_capped("build", "g.toml", "--format", "pdf", "--out", "out", cwd=tmp_path)
    assert run.code == 2, run
    assert_clean_error(run, place, "'a.svg'", words)
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.pdf"))


@pytest.mark.parametrize("path", PATHS, ids=list(PATHS))
def test_every_art_path_keeps_a_local_reference_however_spelt(tmp_path, path):
    """url(#id) in capitals and escaped is the one url() art may hold: it builds, with no line on stderr."""
    art = svg(GRADIENT + r'<rect width="10" height="10" style="fill:\55RL(#g)"/><rect width="5" height="5" fill="URL(#g)"/>')
    game(tmp_path, path, art)
    run = run_capped("build", "g.toml", "--format", "pdf", "--out", "out", cwd=tmp_path)
    assert run.code == 0 and run.err == "", run
    assert any((tmp_path / "out" / "g").glob("*.pdf"))


def test_a_nested_svg_a_percentage_squashes_is_refused(tmp_path):
    """The same viewport, its width a percentage of the drawing: on the old code, exit 70 in svglib too."""
    art = svg('<svg width="1e-300%" height="1" viewBox="0 0 10 10">' + RECT + "</svg>")
    place = game(tmp_path, "tokens", art)
    run = run_capped("build", "g.toml", "--format", "pdf", "--out", "out", cwd=tmp_path)
    assert run.code == 2, run
    assert_clean_error(run, place, "'a.svg'", "<svg> width '1e-300%'", "squashes its viewBox flat")
