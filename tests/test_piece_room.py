"""A piece too large for the paper is refused by its kind before it is drawn, through the one imposition's own
measure (pnp.layout.imposition.check_room): the error carries the game file and the field apart, and the
fold-over pair that printing without duplex makes is what is measured."""

from __future__ import annotations

import pytest

from pnp.base.errors import PnpError
from pnp.kit import game_pieces, parse_game
from pnp.layout.imposition import check_room, grid_sheets
from pnp.parts.registry import Context

HEAD = 'id = "g"\ntitle = "G"\nplayers = { min = 2, max = 2 }\n'
SOURCE = "big.toml"


def _pieces(table: str, **options) -> list:
    import tomllib  # the game text of each case, read as the kit reads a game file

    game = parse_game(tomllib.loads(HEAD + table), where=SOURCE)
    return game_pieces(Context.printing(game, SOURCE, **options))


@pytest.mark.parametrize("table, field", [
    ('[[tokens]]\nid = "t"\ncount = 1\nicon = "hen"\nsize = "250mm"\n', "tokens[0].size"),
    ('[[spinners]]\nid = "s"\nsectors = ["1", "2"]\ndiameter = "250mm"\n', "spinners[0].diameter"),
    ('[[pawns]]\nid = "p"\nicon = "horse"\nheight = "300mm"\n', "pawns[0].height"),
])
def test_a_piece_wider_than_the_paper_names_file_and_field_apart(table, field):
    with pytest.raises(PnpError) as caught:
        _pieces(table)
    error = caught.value
    assert (error.file, error.field) == (SOURCE, field)
    assert "printable on A4" in error.message and SOURCE not in error.message


def test_without_duplex_the_fold_over_pair_is_measured():
    """A 110 mm counter with a back fits A4's 200 mm across alone, but not beside its back to fold over."""
    table = '[[tokens]]\nid = "t"\ncount = 1\nicon = "hen"\nsize = "110mm"\nback = "same"\n'
    assert [p.width for p in _pieces(table) if p.kind == "token"] == [110.0]
    with pytest.raises(PnpError) as caught:
        _pieces(table, duplex="none")
    assert caught.value.field == "tokens[0].size" and "222 mm" in caught.value.message


def test_check_room_measures_the_gap_round_a_hand_cut_piece():
    """A4 is 200 mm across inside its margins: a piece fits with 1 mm of gap each side, not a hair more."""
    check_room("a disc", 198.0, 100.0, 0.0, (210.0, 297.0), "A4")
    with pytest.raises(PnpError):
        check_room("a disc", 198.1, 100.0, 0.0, (210.0, 297.0), "A4")


def test_grid_sheets_counts_sheets_of_fronts_and_backs():
    """Poker cards (63 × 88 mm) on A4: 3 across, 3 down with the footer's band; 10 cards take 2 sheets, 4
    with their backs, and as fold-over pairs (one pair across) 10 cards take 4 single-sided sheets."""
    assert grid_sheets(9, 63.0, 88.0, 0.0, (210.0, 297.0)) == 1
    assert grid_sheets(10, 63.0, 88.0, 0.0, (210.0, 297.0)) == 2
    assert grid_sheets(10, 63.0, 88.0, 0.0, (210.0, 297.0), double=True) == 4
    assert grid_sheets(10, 63.0, 88.0, 0.0, (210.0, 297.0), double=True, duplex="none") == 4
    assert grid_sheets(1, 300.0, 88.0, 0.0, (210.0, 297.0)) == 0
