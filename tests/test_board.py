"""Boards as data: the cross and the grid are built from parameters and checked; broken boards are refused."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from pnp.base.errors import PnpError
from pnp.engine.board import (
    CIRCUIT,
    STAIR,
    START_GAP,
    BoardError,
    Cell,
    check_board,
    cross_board,
    grid_board,
)

COLOURS = ("#c92a2a", "#2b6cb0", "#f2c400", "#2f9e44")


@pytest.fixture
def cross():
    return cross_board(COLOURS, 18.0, 10.0)


def test_the_cross_is_sound(cross):
    check_board(cross)
    kinds = [c.kind for c in cross.cells]
    assert len(cross.circuit) == CIRCUIT == 52
    assert kinds.count("track") + kinds.count("start") == 52
    assert kinds.count("start") == 4
    assert kinds.count("stair") == 4 * STAIR == 24
    assert kinds.count("stable") == 4 and kinds.count("centre") == 1 and kinds.count("inner") == 4
    assert (cross.columns, cross.rows) == (15, 15)


def test_the_cross_geometry(cross):
    cells = cross.cells
    # the centre cell is the central stable; every stair's step 6 touches it
    centre = cells[cross.centre]
    assert (centre.col, centre.row) == (7, 7)
    # start squares 13 apart, each just out of its own corner stable
    assert [(b - a) % 52 for a, b in zip(cross.starts, cross.starts[1:] + cross.starts[:1])] == [START_GAP] * 4
    for k, pos in enumerate(cross.starts):
        start = cells[cross.circuit[pos]]
        stable = cells[cross.stables[k]]
        assert start.color == k
        near = any(abs(start.col - c) + abs(start.row - r) == 1 for c, r in stable.squares())
        assert near, (k, start, stable)
    # colour 0 (red) owns the left arm: stable top-left, stair along row 7 from the left
    assert (cells[cross.stables[0]].col, cells[cross.stables[0]].row) == (0, 0)
    assert [(cells[i].col, cells[i].row) for i in cross.stairs[0]] == [(c, 7) for c in range(1, 7)]
    assert [cells[i].number for i in cross.stairs[0]] == [1, 2, 3, 4, 5, 6]
    # clockwise: from red's start the track runs right along row 6
    start = cells[cross.circuit[cross.starts[0]]]
    after = cells[cross.circuit[cross.starts[0] + 1]]
    assert (start.col, start.row, after.col, after.row) == (1, 6, 2, 6)


def test_every_square_is_used_once(cross):
    squares = [s for c in cross.cells for s in c.squares()]
    assert len(squares) == len(set(squares)) == 15 * 15


def test_clanns_neutral_piece_rests_off_the_track(cross):
    """The game file names the square (G7); the engine's cross has an off-track cell there."""
    from pnp.engine.track import parse_square
    from pnp.kit import load_game

    (piece,) = load_game("clann").board.neutral
    col, row = parse_square(piece.rest)
    rest = next(c for c in cross.cells if (c.col, c.row) == (col, row))
    assert rest.kind == "inner" and (col, row) == (6, 6)


def test_the_grid_is_sound():
    grid = grid_board(6, 4, 30.0, 25.0, COLOURS[:3])
    check_board(grid)
    assert len(grid.cells) == 24 and {c.kind for c in grid.cells} == {"grid"}
    assert (grid.width, grid.height) == (180.0, 120.0)


# --- broken boards ---------------------------------------------------------------------------------


def _move(board, index, col, row):
    cells = list(board.cells)
    cells[index] = replace(cells[index], col=col, row=row)
    return replace(board, cells=tuple(cells))


def test_a_gap_in_the_circuit(cross):
    broken = replace(cross, circuit=cross.circuit[:10] + cross.circuit[11:])
    with pytest.raises(BoardError, match="51 cells; it needs 52"):
        check_board(broken)


def test_circuit_steps_must_touch(cross):
    c = list(cross.circuit)
    c[3], c[5] = c[5], c[3]
    with pytest.raises(BoardError, match="breaks between"):
        check_board(replace(cross, circuit=tuple(c)))


def test_a_jump_over_a_cell_is_a_break(cross):
    c = list(cross.circuit)
    c[1], c[2] = c[2], c[1]  # (5,8) (4,8) (3,8) -> (5,8) (3,8) (4,8): a jump of two
    with pytest.raises(BoardError, match="breaks between"):
        check_board(replace(cross, circuit=tuple(c)))


def test_a_stair_of_five(cross):
    stairs = (cross.stairs[0][:5],) + cross.stairs[1:]
    with pytest.raises(BoardError, match="5 steps; it needs 6"):
        check_board(replace(cross, stairs=stairs))


def test_a_stair_that_does_not_reach_the_centre(cross):
    stairs = list(cross.stairs)
    stairs[1] = stairs[1][::-1]  # numbered 6..1: step 1 is not at the entry
    with pytest.raises(BoardError, match="stair"):
        check_board(replace(cross, stairs=tuple(stairs)))


def test_starts_not_13_apart(cross):
    cells = list(cross.cells)
    old = cross.circuit[cross.starts[1]]
    new = cross.circuit[cross.starts[1] + 1]
    cells[old] = replace(cells[old], kind="track", color=None)
    cells[new] = replace(cells[new], kind="start", color=1)
    starts = (cross.starts[0], cross.starts[1] + 1, *cross.starts[2:])
    with pytest.raises(BoardError, match="14 cells apart; they must be 13"):
        check_board(replace(cross, cells=tuple(cells), starts=starts))


def test_a_cell_used_twice(cross):
    stair_cell = cross.cells[cross.stairs[0][2]]
    broken = _move(cross, cross.circuit[20], stair_cell.col, stair_cell.row)
    with pytest.raises(BoardError, match="used twice"):
        check_board(broken)


def test_a_cell_listed_twice_in_the_circuit(cross):
    c = list(cross.circuit)
    c[7] = c[6]
    with pytest.raises(BoardError, match="twice"):
        check_board(replace(cross, circuit=tuple(c)))


def test_a_cell_outside_the_grid(cross):
    with pytest.raises(BoardError, match="outside"):
        check_board(_move(cross, cross.circuit[0], 15, 8))


def test_cells_smaller_than_a_pawn_base_plus_2mm(cross):
    check_board(replace(cross, cell=12.0))  # 10 mm base + 2 mm: just enough
    with pytest.raises(BoardError, match="too small.*12 mm or more"):
        check_board(replace(cross, cell=11.9))
    with pytest.raises(BoardError, match="too small"):
        cross_board(COLOURS, 11.0, 10.0)


@pytest.mark.parametrize("cell", [0.0, -18.0])
def test_zero_or_negative_cells(cell):
    with pytest.raises(BoardError, match="larger than zero"):
        cross_board(COLOURS, cell, 10.0)


def test_more_colours_than_arms():
    with pytest.raises(BoardError, match="5 colours for a cross board with 4 arms"):
        cross_board(COLOURS + ("#000000",), 18.0, 10.0)


def test_a_missing_start_square(cross):
    cells = list(cross.cells)
    index = cross.circuit[cross.starts[2]]
    cells[index] = replace(cells[index], kind="track", color=None)
    with pytest.raises(BoardError, match="start"):
        check_board(replace(cross, cells=tuple(cells)))


def test_a_grid_with_a_hole():
    grid = grid_board(6, 4, 30.0, 25.0)
    with pytest.raises(BoardError, match="24 plain cells"):
        check_board(replace(grid, cells=grid.cells[:-1]))
    with pytest.raises(BoardError, match="used twice"):
        check_board(replace(grid, cells=grid.cells[:-1] + (Cell(0, 0, "grid"),)))


def test_board_errors_are_pnp_errors():
    assert issubclass(BoardError, PnpError)


# --- the game file's [board] -----------------------------------------------------------------------


def _game(board: dict) -> dict:
    return {"id": "test", "title": "Test", "players": {"min": 2, "max": 4}, "board": board}


def test_builtin_boards_load():
    from pnp.kit import load_game

    assert load_game("petits-chevaux").board.kind == "cross"
    clann = load_game("clann").board
    assert len(clann.neutral) == 1 and clann.neutral[0].icon == "knight" and len(clann.places) == 4
    grid = load_game("renards-poules-viperes").board
    assert (grid.kind, grid.columns, grid.rows, grid.setup_each, len(grid.colors)) == ("grid", 6, 4, 8, 3)
    assert load_game("ludicitude").board is None


@pytest.mark.parametrize(
    "board, words",
    [
        ({"kind": "cross", "colors": ["red", "blue", "yellow", "green", "black"]}, "board.colors: 5 colours for a cross board with 4 arms"),
        ({"kind": "cross", "colors": ["red", "blue"]}, "board.colors"),
        ({"kind": "cross", "cell": "0mm"}, "board.cell: must be greater than zero"),
        ({"kind": "cross", "cell": "-3mm"}, "board.cell"),
        ({"kind": "cross", "cell": "11mm", "pawn_base": "10mm"}, "board.cell: a 11 mm cell is too small"),
        ({"kind": "cross", "colors": ["red", "blue", "yellow", "mauve"]}, "board.colors[3]"),
        ({"kind": "cross", "columns": 6}, 'board.columns: only kinds grid, hex, track have it; remove it, or set kind = "grid"'),
        ({"kind": "grid", "rows": 4}, "board.columns"),
        ({"kind": "grid", "columns": 6, "rows": 4, "black_knight": True}, "board.black_knight: pnp no longer reads it; write"),
        ({"kind": "cross", "black_knight": True}, "[[board.neutral]]"),
        ({"kind": "hex", "columns": 3, "rows": 3, "places": ["a"]}, 'board.places: only kind cross has it'),
        ({"kind": "hex", "columns": 3, "rows": 3, "neutral": []}, 'board.neutral: only kinds cross, grid have it'),
        ({"kind": "cross", "neutral": [{"name": "N", "rest": "A1"}]}, "board.neutral[0].rest: 'A1' is not a square"),
        ({"kind": "cross", "neutral": [{"name": "N", "rest": "G7"}, {"name": "M", "rest": "g7"}]}, "both rest on G7"),
        ({"kind": "cross", "neutral": [{"name": "N", "rest": "H8", "icon": "nope"}]}, "board.neutral[0].icon"),
        ({"kind": "grid", "columns": 6, "rows": 4, "neutral": [{"name": "N", "rest": "G1"}]}, "board.neutral[0].rest"),
        ({"kind": "cross", "neutral": [{"name": "N", "rest": "G7", "color": "mauve"}]}, "board.neutral[0].color"),
        ({"kind": "grid", "columns": 6, "rows": 4, "colors": ["red"], "setup_each": 25}, "board.setup_each"),
        ({"kind": "hexagon"}, "board.kind"),
        ({"kind": "cross", "places": ["a", "b"]}, "board.places"),
        ({"kind": "cross", "cel": "12mm"}, "did you mean 'cell'"),
    ],
)
def test_bad_board_sections(board, words):
    from pnp.kit import parse_game

    with pytest.raises(PnpError) as e:
        parse_game(_game(board), where="test.toml")
    assert str(e.value).startswith("test.toml: ")
    assert words in str(e.value)
