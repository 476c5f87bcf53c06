"""Lengths are read once, as the game file is read: each length key holds a Length, its millimetres as a number
and the text the file wrote, so no part kind parses "12mm" again; a bad one gets the same one line as when each
kind parsed its own, and no Length reaches a drawing (pnp watch hashes drawings with msgspec, which encodes none)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import msgspec
import pytest

from conftest import DOCS, assert_clean_error, run_capped
from pnp.base.resources import Source
from pnp.base.units import Length, MaybeLength
from pnp.game import Game as WholeGame
from pnp.kit import build_game, game_pieces, parse_game
from pnp.model import spec
from pnp.parts.registry import Context

HEAD = 'id = "lengths"\ntitle = "Lengths"\n[players]\nmin = 2\nmax = 4\n'
EVERY = HEAD + """
[[dice]]
id = "d"
faces = [1, 2, 3, 4, 5, 6]
edge = "0.75in"
net_face = "2.2cm"

[board]
kind = "grid"
columns = 4
rows = 4
cell = "1in"
pawn_base = "12mm"
score_track = 10
score_cell = "17mm"

[[tokens]]
id = "t"
count = 2
size = "0.8in"

[[pawns]]
id = "p"
icon = "horse"
width = "15mm"
height = "1in"
base = "14mm"
token = "18pt"

[[spinners]]
id = "s"
sectors = ["a", "b", "c"]
diameter = "6.5cm"

[[sheets]]
id = "s"
[[sheets.blocks]]
kind = "grid"
cell = "9mm"
"""


def read(text: str):
    return parse_game(tomllib.loads(text), where=Source("lengths.toml", Path(".")))


def test_every_length_key_is_read_once_into_millimetres():
    game = read(EVERY)
    found = {
        "dice[0].edge": (game.dice[0].edge, 19.05, "0.75in"), "dice[0].net_face": (game.dice[0].net_face, 22.0, "2.2cm"),
        "board.cell": (game.board.cell, 25.4, "1in"), "board.pawn_base": (game.board.pawn_base, 12.0, "12mm"),
        "board.score_cell": (game.board.score_cell, 17.0, "17mm"), "tokens[0].size": (game.tokens[0].size, 20.32, "0.8in"),
        "pawns[0].height": (game.pawns[0].height, 25.4, "1in"), "pawns[0].token": (game.pawns[0].token, 6.35, "18pt"),
        "spinners[0].diameter": (game.spinners[0].diameter, 65.0, "6.5cm"),
        "sheets[0].blocks[0].cell": (game.sheets[0].blocks[0].cell, 9.0, "9mm"),
    }
    for key, (value, mm, text) in found.items():
        assert isinstance(value, Length), key
        assert value == pytest.approx(mm) and value.text == text, key


def test_a_key_left_out_or_empty_takes_its_default_and_says_so():
    game = read(HEAD + '[[dice]]\nid = "d"\nfaces = [1, 2, 3, 4, 5, 6]\nedge = ""\n[board]\nkind = "grid"\ncolumns = 4\nrows = 4\n')
    die, board = game.dice[0], game.board
    assert isinstance(die.edge, MaybeLength) and not die.edge.given and not die.net_face.given
    assert die.edge_mm == 16.0 and die.edge_mm.text == "16mm" and die.net_mm == 20.0  # a d6's usual sizes
    assert not board.score_cell.given and board.cell == 30.0 and board.cell.text == "30mm"
    raw = tomllib.loads(HEAD + '[board]\nkind = "grid"\ncolumns = 4\nrows = 4\nscore_cell = "0mm"\n')
    zero = spec.parse_game(raw, model=WholeGame).board.score_cell  # the core's reading, not the board's check
    assert zero.given and zero == 0.0  # "0mm" is given (the board's check refuses it), not taken for ""


# The lines each kind gave when it parsed its own lengths (taken from the code before the Length type)
BAD = [
    ('[[dice]]\nid = "d"\nfaces = [1, 2, 3, 4, 5, 6]\nedge = "12xx"\n',
     "dice[0].edge: unknown unit 'xx' in '12xx'; use mm, cm, in or pt"),
    ('[[dice]]\nid = "d"\nfaces = [1, 2, 3, 4, 5, 6]\nnet_face = 16\n',
     'dice[0].net_face: expected a length with its unit, like "20mm", got the number 16; write it in quotes'),
    ('[board]\nkind = "grid"\ncolumns = 4\nrows = 4\ncell = "abc"\n',
     "board.cell: 'abc' is not a length; write a number and a unit, like 16mm or 0.5in"),
    ('[board]\nkind = "grid"\ncolumns = 4\nrows = 4\ncell = "0mm"\n', "board.cell: must be greater than zero, got '0mm'"),
    ('[board]\nkind = "points"\nlattice = [3, 3]\nmargin = "`x`mm"\n',
     "board.margin: '`x`mm' is not a length; write a number and a unit, like 16mm or 0.5in"),
    ('[[tokens]]\nid = "t"\ncount = 1\nsize = ""\n',
     "tokens[0].size: '' is not a length; write a number and a unit, like 16mm or 0.5in"),
    ('[[pawns]]\nid = "p"\nicon = "horse"\nheight = "5000mm"\n', "pawns[0].height: '5000mm' is larger than the limit of 400 mm"),
    ('[[spinners]]\nid = "s"\nsectors = ["a", "b"]\ndiameter = " 7 mm "\n',
     "spinners[0].diameter: ' 7 mm ' is smaller than the limit of 30 mm; nothing that small can be cut and read"),
    ('[[sheets]]\nid = "s"\n[[sheets.blocks]]\nkind = "grid"\ncell = 16\n',
     "sheets[0].blocks[0].cell: expected text, got the number 16; write it in quotes"),
    ('[board]\nkind = "grid"\ncolumns = 4\nrows = 4\ncell = "' + "9" * 400 + 'mm"\n',
     "board.cell: '99999999999999999999…' is not a length pnp can use; write a finite number and a unit, like 16mm"),
]


@pytest.mark.parametrize("section, said", BAD, ids=[said.split(":")[0] for _, said in BAD])
def test_a_bad_length_gets_the_line_it_always_got(tmp_path, section, said):
    game = tmp_path / "bad.toml"
    game.write_text(HEAD + section, encoding="utf-8")
    run = run_capped("build", str(game), "--format", "kit", "--out", str(tmp_path / "out"))
    assert run.code == 2, run.err
    assert_clean_error(run)
    assert run.err.strip() == f"pnp: error: {game}: {said}"
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.pdf"))


def lengths_in(value, path: str = "") -> list[str]:
    """Where a Length sits in a drawing (a shape's field), walked as msgspec would encode it."""
    if isinstance(value, Length):
        return [path]
    if isinstance(value, msgspec.Struct):
        return [p for name in value.__struct_fields__ for p in lengths_in(getattr(value, name), f"{path}.{name}")]
    if isinstance(value, (list, tuple)):
        return [p for item in value for p in lengths_in(item, path)]
    return []


@pytest.mark.parametrize("pawn", ["standee", "token"])
def test_drawings_hold_plain_numbers_that_msgspec_encodes(pawn):
    """pnp watch hashes each piece's drawing with msgspec.json.encode, which refuses a float subclass."""
    game = read(EVERY)
    context = Context.printing(game, Source("lengths.toml", Path(".")), lang="en", choices=(("pawn", pawn),))
    pieces = game_pieces(context)
    assert {p.kind for p in pieces} >= {"token", "net", "stickers", "spinner-dial", "board", "sheet", "standee" if pawn == "standee" else "pawn-token"}
    for piece in pieces:
        assert not lengths_in([piece.front, piece.back, piece.width, piece.height]), piece.name
        msgspec.json.encode([piece.front, piece.back])
    board = build_game(context, ("board", "sheets"))
    assert board and not lengths_in([part.document for part in board])


def test_the_examples_still_read():
    """Every docs example reads with its lengths as Lengths (their kits are compared byte for byte by hand)."""
    for path in [*DOCS.glob("*.toml"), *DOCS.glob("*/game.toml")]:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
        game = parse_game(raw, where=Source(str(path), path.parent))
        board = getattr(game, "board", None)
        assert board is None or isinstance(board.pawn_base, Length), path
