"""The board engine without drawing: hex coordinates and shapes, tracks, and the graph checks."""

from __future__ import annotations

import math

import pytest

from pnp.engine import hexgrid, track
from pnp.engine.graph import GraphError, Node, check_ends, check_path, check_reachable, check_spacing
from pnp.engine.tiling import column_letter, tile_name


@pytest.mark.parametrize("orientation", hexgrid.ORIENTATIONS)
@pytest.mark.parametrize("offset", hexgrid.OFFSETS)
def test_offset_coordinates_round_trip(orientation, offset):
    for col in range(-5, 6):
        for row in range(-5, 6):
            h = hexgrid.from_offset(col, row, orientation, offset)
            assert hexgrid.to_offset(h, orientation, offset) == (col, row)


def test_offset_follows_red_blob_conventions():
    # odd-r: odd rows shoved right, so (col 0, row 1) is axial q = 0 - (1 - 1) / 2 = 0; even-r: q = -1
    assert hexgrid.from_offset(0, 1, "pointy", "odd") == (0, 1)
    assert hexgrid.from_offset(0, 1, "pointy", "even") == (-1, 1)
    assert hexgrid.from_offset(1, 0, "flat", "odd") == (1, 0)
    assert hexgrid.from_offset(1, 0, "flat", "even") == (1, -1)


@pytest.mark.parametrize("shape, args, count", [
    ("rectangle", dict(columns=7, rows=5), 35), ("rhombus", dict(columns=11, rows=11), 121),
    ("hexagon", dict(radius=4), 61), ("hexagon", dict(radius=1), 7),
])
def test_shape_counts(shape, args, count):
    for orientation in hexgrid.ORIENTATIONS:
        hexes = hexgrid.shape_hexes(shape, orientation, **args)
        assert len(hexes) == len(set(hexes)) == count == hexgrid.shape_count(shape, **args)


def test_hexagon_is_every_hex_within_the_radius():
    hexes = set(hexgrid.hexagon(3))
    assert all(hexgrid.distance(h, (0, 0)) <= 3 for h in hexes)
    assert {h for h in hexgrid.hexagon(4) if hexgrid.distance(h, (0, 0)) <= 3} == hexes


@pytest.mark.parametrize("orientation", hexgrid.ORIENTATIONS)
def test_geometry_neighbours_are_across_the_flats(orientation):
    g = hexgrid.HexGeometry(orientation, 10.0)
    ax, ay = g.centre((0, 0))
    for n in hexgrid.neighbours((0, 0)):
        bx, by = g.centre(n)
        assert math.hypot(bx - ax, by - ay) == pytest.approx(g.across_flats)
    corners = g.corners((0, 0))
    sides = [math.dist(corners[i], corners[(i + 1) % 6]) for i in range(6)]
    assert sides == pytest.approx([10.0] * 6)
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    assert (max(xs) - min(xs), max(ys) - min(ys)) == pytest.approx((g.width, g.height))


def test_side_from_width_and_flats():
    assert hexgrid.side_from(20, "width", "pointy") == pytest.approx(20 / math.sqrt(3))
    assert hexgrid.side_from(20, "width", "flat") == pytest.approx(10)
    assert hexgrid.side_from(20, "flats", "flat") == pytest.approx(20 / math.sqrt(3))


def test_edge_is_shared_with_the_neighbour():
    g = hexgrid.HexGeometry("pointy", 8.0)
    for d, (dq, dr) in enumerate(hexgrid.DIRECTIONS):
        back = hexgrid.DIRECTIONS.index((-dq, -dr))
        a = sorted(g.edge((0, 0), d))
        b = sorted(g.edge((dq, dr), back))
        assert a == [pytest.approx(p) for p in b]
        assert math.dist(*a) == pytest.approx(8.0)


def test_rhombus_sides_as_in_hex():
    hexes = hexgrid.rhombus(11, 11)
    sides = hexgrid.sides(hexes, "rhombus", hexgrid.HexGeometry("pointy", 10))
    assert set(sides) == {"top", "bottom", "left", "right"}
    assert {h for h, _ in sides["top"]} == {(q, 0) for q in range(11)}
    assert {h for h, _ in sides["left"]} == {(0, r) for r in range(11)}
    assert len(sides["top"]) == 2 * 11  # two outer edges per hex of the row


@pytest.mark.parametrize("orientation, names", [
    ("pointy", {"top", "bottom", "top-left", "top-right", "bottom-left", "bottom-right"}),
    ("flat", {"left", "right", "top-left", "top-right", "bottom-left", "bottom-right"}),
])
def test_hexagon_has_six_sides(orientation, names):
    hexes = hexgrid.hexagon(3)
    sides = hexgrid.sides(hexes, "hexagon", hexgrid.HexGeometry(orientation, 10))
    assert set(sides) == names
    assert set().union(*map(set, sides.values())) == set(hexgrid.boundary(hexes))
    assert sum(len(v) for v in sides.values()) == len(hexgrid.boundary(hexes)) + 6  # a corner's middle edge is shared


def test_labels():
    hexes = hexgrid.rectangle(3, 2, "pointy")
    places = hexgrid.grid_places(hexes, "rectangle", "pointy", "odd")
    assert [tile_name(*places[h]) for h in hexes] == ["A1", "B1", "C1", "A2", "B2", "C2"]
    rhombus = hexgrid.rhombus(11, 11)
    assert tile_name(*hexgrid.grid_places(rhombus, "rhombus", "pointy", "odd")[(10, 10)]) == "K11"
    assert column_letter(26) == "AA"


def test_boustrophedon_from_the_bottom_left():
    path = track.boustrophedon(10, 10)
    assert path[0] == (0, 9) and path[9] == (9, 9) and path[10] == (9, 8) and path[99] == (0, 0)
    assert len(set(path)) == 100
    assert all(track.adjacent(a, b) for a, b in zip(path, path[1:]))


def test_spiral_visits_every_square():
    for start in track.STARTS:
        path = track.spiral(5, 4, start)
        assert len(set(path)) == 20 and all(track.adjacent(a, b) for a, b in zip(path, path[1:]))


def test_square_names():
    assert track.parse_square("B3") == (1, 2) and track.square_name((1, 2)) == "B3"
    assert track.parse_square("3B") is None and track.parse_square("B0") is None


def test_unreachable_node_is_named():
    with pytest.raises(GraphError, match="point 3 cannot be reached"):
        check_reachable(["point 1", "point 2", "point 3"], [(0, 1)], field="board.lines")


def test_a_link_to_a_missing_cell():
    with pytest.raises(GraphError, match=r"board.links\[1\].to: there is no cell 101"):
        check_ends([(3, 22), (98, 101)], {n: n - 1 for n in range(1, 101)}, field="board.links")


def test_a_track_that_comes_back():
    with pytest.raises(GraphError, match=r"board.cells\[3\]: the track comes back to cell A1"):
        check_path(["A1", "B1", "B2", "A1"], lambda a, b: True, field="board.cells")
    with pytest.raises(GraphError, match="gap"):
        check_path(["A1", "C1"], lambda a, b: False, field="board.cells")


def test_nodes_too_close():
    nodes = [Node("point 1", 0, 0), Node("point 2", 30, 0), Node("point 3", 31, 10)]
    with pytest.raises(GraphError, match=r"board.points\[2\]: point 3 is 10 mm from point 2"):
        check_spacing(nodes, 16, field="board.points", why="test")
    check_spacing(nodes[:2], 16, field="board.points", why="test")


@pytest.mark.parametrize("board, points, lines", [
    ({"lattice": [5, 5], "diagonals": "alternate"}, 25, 40 + 16),  # Alquerque: a diagonal in every square
    ({"lattice": [9, 5], "diagonals": "alternate"}, 45, 76 + 32),  # Fanorona
    ({"star": 4}, 121, None),  # Chinese checkers
])
def test_made_points_and_lines(board, points, lines):
    import msgspec

    from pnp.model.spec import LengthReader  # the file's lengths read as a game file's are
    from pnp.parts.board.points import PointsBoard, points_for

    pts = points_for(msgspec.convert({"kind": "points", "spacing": "20mm", **board}, PointsBoard, dec_hook=LengthReader()), "t.toml")
    assert len(pts.xy) == points
    if lines is not None:
        assert len(pts.edges) == lines
    else:  # every hole joined to each neighbour, six at most
        holes = {(round(x, 3), round(y, 3)) for x, y in pts.xy}
        assert len(holes) == 121
        assert all(math.dist(pts.xy[a], pts.xy[b]) == pytest.approx(20.0) for a, b in pts.edges)
