"""Tiling: how many sheets, how they overlap, and the proof that they cover the drawing once."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from pnp.base.errors import PnpError
from pnp.base.units import paper_size
from pnp.engine.tiling import (
    HEADER,
    MIN_OVERLAP,
    OVERLAP,
    TARGET,
    Tile,
    capacities,
    check_tiling,
    column_letter,
    fewest,
    fits_one_sheet,
    plan_tiles,
    tile_name,
)
from pnp.layout.imposition import printable

A4, LETTER, A3 = paper_size("a4"), paper_size("letter"), paper_size("a3")


def _cross(cell: float) -> tuple[float, float]:
    """The cross board's drawing at a cell size: 15 cells, 2 mm round, a 10 mm title band, a footnote."""
    return 15 * cell + 4, 15 * cell + 4 + 10 + 5.4


@pytest.mark.parametrize(
    "size, paper, count, grid, landscape",
    [
        (_cross(18), A4, 2, (1, 2), True),  # 274 mm across: fits A4 turned, in two rows
        (_cross(18), LETTER, 4, (2, 2), False),  # 270 mm of cells, every Letter extent 269.4 mm or less: 4 at least
        (_cross(18), A3, 1, (1, 1), False),
        (_cross(25), A4, 4, (2, 2), False),  # 379 mm: two columns carry 2 × 200 − 4 − 10 = 386 mm (was 3 × 2)
        (_cross(25), LETTER, 4, (2, 2), False),
        (_cross(25), A3, 2, (1, 2), True),
        (_cross(40), A4, 12, (3, 4), True),  # 4 × 3 portrait is 12 too, with more glue
        (_cross(40), A3, 6, (2, 3), True),
        ((316, 242.4), A4, 2, (2, 1), False),  # the territory grid with 50 mm cells
    ],
)
def test_tile_counts(size, paper, count, grid, landscape):
    w, h = size
    if count == 1:
        assert fits_one_sheet(w, h, paper)
        return
    assert fits_one_sheet(w, h, paper) is None
    tiling = plan_tiles(w, h, paper)
    assert tiling.count == count
    assert (tiling.cols, tiling.rows) == grid
    assert tiling.landscape == landscape


def test_names_are_column_letter_then_row_number():
    tiling = plan_tiles(*_cross(40), A4)
    assert (tiling.cols, tiling.rows) == (3, 4)
    assert [t.name for t in tiling.tiles[:5]] == ["A1", "B1", "C1", "A2", "B2"]
    assert tiling.tile(1, 2).name == "B3"
    assert [column_letter(i) for i in (0, 1, 25, 26, 27)] == ["A", "B", "Z", "AA", "AB"]
    assert tile_name(2, 0) == "C1"


def test_contents_cover_the_drawing_once_and_strips_are_the_overlap():
    w, h = _cross(25)
    tiling = plan_tiles(w, h, A4)
    assert sum(t.content[2] * t.content[3] for t in tiling.tiles) == pytest.approx(w * h)
    for t in tiling.tiles:
        cx, cy, cw, ch = t.content
        rx, ry, rw, rh = t.region
        assert (rx, ry) == (cx, cy)
        assert rw - cw == pytest.approx(OVERLAP if t.col < tiling.cols - 1 else 0)
        assert rh - ch == pytest.approx(OVERLAP if t.row < tiling.rows - 1 else 0)
        if t.col < tiling.cols - 1:  # the strip on the right is the first 10 mm of the right-hand neighbour
            right = tiling.tile(t.col + 1, t.row)
            assert right.content[0] == pytest.approx(cx + cw)
            assert right.content[0] + OVERLAP == pytest.approx(rx + rw)


def test_every_tile_fits_its_page_with_room_for_header_and_targets():
    for size, paper in ((_cross(25), A4), (_cross(40), LETTER), ((316, 242.4), A4)):
        tiling = plan_tiles(*size, paper)
        ax, ay, aw, ah = printable(tiling.page)
        for t in tiling.tiles:
            ox, oy = t.at
            assert ox - (TARGET if t.col else 0) >= ax - 1e-9
            assert oy - (TARGET if t.row else 0) >= ay + HEADER - 1e-9
            assert ox + t.region[2] <= ax + aw + 1e-9
            assert oy + t.region[3] <= ay + ah + 1e-9


@pytest.mark.parametrize("cell, paper", [(18, LETTER), (18, A4), (25, A3)])
def test_seams_fall_on_the_given_lines_when_they_can(cell, paper):
    w, h = _cross(cell)
    xs = [2 + cell * i for i in range(16)]
    ys = [12 + cell * i for i in range(16)]
    tiling = plan_tiles(w, h, paper, xcuts=xs, ycuts=ys)
    assert tiling.off_line == 0
    for t in tiling.tiles:
        if t.col:
            assert t.content[0] in xs
        if t.row:
            assert t.content[1] in ys
    assert tiling.count == plan_tiles(w, h, paper).count  # snapping never costs a sheet


def test_a_sheet_saved_beats_a_seam_on_a_line():
    """25 mm cells on A4: two columns carry 386 mm, the board is 379 mm, and no cell edge leaves both
    columns within their room (177 leaves 202 mm for the second, 202 is too much for the first). Four
    sheets with a seam across a column of cells beat six with every seam on a line."""
    w, h = _cross(25)
    xs = [2 + 25 * i for i in range(16)]
    ys = [12 + 25 * i for i in range(16)]
    tiling = plan_tiles(w, h, A4, xcuts=xs, ycuts=ys)
    assert tiling.count == 4 and tiling.off_line == 1
    assert tiling.tile(0, 1).content[1] in ys  # the other seam still follows a line


def test_columns_carry_their_room_less_strip_and_targets():
    """On A4 portrait (200 mm printable across), the first of two columns carries 200 − 10 = 190 mm, the
    last 200 − 4 = 196 mm, a middle one 186 mm."""
    assert capacities(3, 200, OVERLAP) == [190, 186, 196]
    assert fewest(386, 200, OVERLAP) == 2 and fewest(386.1, 200, OVERLAP) == 3
    assert fewest(200, 200, OVERLAP) == 1


def test_a_narrower_strip_only_when_it_saves_a_sheet():
    """388 mm across: with a 10 mm strip two A4 columns carry 386 mm (three sheets); an 8 mm strip is the
    widest that carries it on two."""
    tiling = plan_tiles(388, 250, A4)
    assert (tiling.count, tiling.overlap) == (2, 8.0)
    assert plan_tiles(380, 250, A4).overlap == OVERLAP
    assert plan_tiles(600, 250, A4).overlap == OVERLAP  # no narrower strip saves a sheet here
    check_tiling(tiling)
    for t in tiling.tiles:
        assert [s[2] for s in t.strips] in ([8.0], [])


def test_at_least_four_sheets_for_a_drawing_longer_than_every_extent():
    """Every printable extent of Letter is at most 269.4 mm: a 270 mm square board takes four sheets, and
    the planner finds no fewer with any strip (see the module's docstring for why none can)."""
    assert max(printable(LETTER)[2:] + printable(LETTER[::-1])[2:]) < 270
    assert plan_tiles(274, 289.4, LETTER).count == 4
    assert plan_tiles(274, 289.4, LETTER, overlap=MIN_OVERLAP).count == 4


def test_too_many_sheets_is_an_error():
    with pytest.raises(PnpError, match="sheets of"):
        plan_tiles(2000, 2000, A4, "A4")


# --- check_tiling refuses tilings that would not go together ---------------------------------------


@pytest.fixture
def tiling():
    return plan_tiles(*_cross(25), A4)


def _with(tiling, index, **changes):
    tiles = list(tiling.tiles)
    tiles[index] = replace(tiles[index], **changes)
    return replace(tiling, tiles=tuple(tiles))


def test_the_planned_tiling_checks(tiling):
    check_tiling(tiling)


def test_a_gap_between_tiles(tiling):
    t = tiling.tiles[0]
    x, y, w, h = t.content
    broken = _with(tiling, 0, content=(x, y, w - 5, h), region=(x, y, w - 5 + OVERLAP, h + OVERLAP))
    with pytest.raises(PnpError, match="covered by no tile"):
        check_tiling(broken)


def test_a_part_covered_twice(tiling):
    t = tiling.tiles[0]
    x, y, w, h = t.content
    broken = _with(tiling, 0, content=(x, y, w + 5, h), region=(x, y, w + 5 + OVERLAP, h + OVERLAP))
    with pytest.raises(PnpError, match="covered by A1 and B1"):
        check_tiling(broken)


def test_a_strip_that_is_not_the_stated_overlap(tiling):
    t = tiling.tiles[0]
    x, y, w, h = t.region
    with pytest.raises(PnpError, match="8 mm glue strip"):
        check_tiling(_with(tiling, 0, region=(x, y, w - 2, h)))


def test_a_missing_strip(tiling):
    t = tiling.tiles[0]
    x, y, w, h = t.content
    with pytest.raises(PnpError, match="glue strips"):
        check_tiling(_with(tiling, 0, region=(x, y, w, h + OVERLAP)))


def test_a_tile_printing_past_the_drawing(tiling):
    last = len(tiling.tiles) - 1
    x, y, w, h = tiling.tiles[last].region
    with pytest.raises(PnpError, match="outside the drawing"):
        check_tiling(_with(tiling, last, region=(x, y, w + OVERLAP, h)))


def test_a_missing_tile(tiling):
    with pytest.raises(PnpError, match="tiles for a"):
        check_tiling(replace(tiling, tiles=tiling.tiles[:-1]))


def test_a_tile_too_large_for_its_page(tiling):
    t = tiling.tiles[1]
    with pytest.raises(PnpError, match="does not fit"):
        check_tiling(_with(tiling, 1, at=(t.at[0] + 80, t.at[1])))


def test_a_tile_knows_its_strips():
    t = Tile("A1", 0, 0, (0, 0, 10, 10), (0, 0, 20, 10))
    assert t.strips == [(10, 0, 10, 10)]
