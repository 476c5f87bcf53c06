"""The fold engine: a net is folded in 3-D and the die it makes is checked."""

import itertools

import pytest

from pnp.engine.net import CROSS, NetError, check_net, fold, normal, place_faces, seams

STANDARD = [1, 2, 3, 4, 5, 6]


def test_cross_folds_into_a_cube():
    frames = fold(CROSS)
    assert {normal(f) for f in frames.values()} == {(1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)}


def test_placed_faces_make_a_standard_die():
    cells = place_faces(CROSS)
    check_net(cells, STANDARD, standard=True)  # raises if wrong


def test_mirror_image_is_rejected_for_a_standard_die():
    cells = place_faces(CROSS)
    mirrored = [cells[0], cells[1], cells[3], cells[2], cells[4], cells[5]]  # 3 and 4 swapped
    with pytest.raises(NetError, match="counter-clockwise"):
        check_net(mirrored, STANDARD, standard=True)
    check_net(mirrored, ["a", "b", "c", "d", "e", "f"], standard=False)  # custom faces: only opposites matter


def test_every_wrong_placement_is_caught():
    """Of the 720 ways to put 1..6 on the cross, exactly 24 (the cube's rotations) are right."""
    good = 0
    for cells in itertools.permutations(CROSS):
        try:
            check_net(list(cells), STANDARD, standard=True)
            good += 1
        except NetError:
            pass
    assert good == 24


@pytest.mark.parametrize(
    "cells",
    [
        [(i, 0) for i in range(6)],  # a strip wraps round twice
        [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)],  # a 3x2 block overlaps itself
        [(0, 0), (1, 0), (2, 0), (3, 0), (5, 0), (6, 0)],  # not joined
        [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)],  # five cells
    ],
)
def test_shapes_that_are_not_cube_nets(cells):
    with pytest.raises(NetError):
        fold(cells)


def test_a_net_for_a_die_that_is_not_six_sided():
    with pytest.raises(NetError):
        check_net(list(CROSS), [1, 2, 3, 4], standard=False)


def _hexominoes():
    """Every fixed hexomino, grown cell by cell from one square (216 of them)."""
    shapes = {((0, 0),)}
    for _ in range(5):
        grown = set()
        for shape in shapes:
            for x, y in shape:
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    cell = (x + dx, y + dy)
                    if cell not in shape:
                        mx = min(c[0] for c in (*shape, cell))
                        my = min(c[1] for c in (*shape, cell))
                        grown.add(tuple(sorted((cx - mx, cy - my) for cx, cy in (*shape, cell))))
        shapes = grown
    return shapes


def _canonical(cells):
    forms = []
    for turn in range(8):
        pts = list(cells)
        for _ in range(turn % 4):
            pts = [(y, -x) for x, y in pts]
        if turn >= 4:
            pts = [(-x, y) for x, y in pts]
        mx, my = min(p[0] for p in pts), min(p[1] for p in pts)
        forms.append(tuple(sorted((x - mx, y - my) for x, y in pts)))
    return min(forms)


def test_all_eleven_cube_nets_are_recognised():
    """Of the 35 free hexominoes, exactly the eleven cube nets fold."""
    shapes = _hexominoes()
    assert len(shapes) == 216
    assert len({_canonical(s) for s in shapes}) == 35
    nets = set()
    for shape in shapes:
        try:
            fold(list(shape))
        except NetError:
            continue
        nets.add(_canonical(shape))
    assert len(nets) == 11


def test_seven_seams_each_joining_two_free_edges():
    pairs = seams(CROSS)
    assert len(pairs) == 7
    edges = [edge for pair in pairs for edge in pair]
    assert len(edges) == len(set(edges)) == 14
