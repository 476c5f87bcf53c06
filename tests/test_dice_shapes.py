"""Dice of every shape, d4 to d20: nets folded in 3-D and checked, faces and stickers measured in the PDF."""

from __future__ import annotations

import math
from fractions import Fraction
from pathlib import Path

import pytest
from conftest import assert_clean_error, run_pnp

from pnp.engine.faces import SHAPES
from pnp.engine.net import NetError, check_solid_net, corner_values, fold_net, net_seams, solid, standard_faces, unfold, with_tabs

MM = 72 / 25.4
PHI = (1 + 5 ** 0.5) / 2
SIDES = {"d4": 3, "d8": 3, "d10": 4, "d12": 5, "d20": 3}  # corners of a face
# Euler: a solid of F faces with k-gon faces has F*k/2 edges; a net has F-1 hinges, so E-F+1 seams, one tab each
EDGES = {"d4": 6, "d6": 12, "d8": 12, "d10": 20, "d12": 30, "d20": 30}
SHAPED = ["d4", "d8", "d10", "d12", "d20"]


def numbers(shape: str) -> list[int]:
    return list(range(10)) if shape == "d10" else list(range(1, SHAPES[shape] + 1))


def numbered(shape: str, net):
    values = [numbers(shape)[f.slot] for f in net.faces]
    return values, corner_values(net, values) if shape == "d4" else None


# --- the fold, in 3-D ---------------------------------------------------------------------------------


@pytest.mark.parametrize("shape", list(SHAPES))
def test_each_solid_is_the_die_it_names(shape):
    body = solid(shape)
    assert len(body.faces) == SHAPES[shape]
    vertices = len(body.vertices)
    assert vertices - EDGES[shape] + len(body.faces) == 2  # Euler's formula: a closed convex solid
    assert {len(f) for f in body.faces} == {SIDES.get(shape, 4)}


@pytest.mark.parametrize("shape", list(SHAPES))
def test_every_net_folds_into_its_die(shape):
    """Folded hinge by hinge, every face lands once on the solid, every seam carries exactly one tab."""
    net, _ = with_tabs(unfold(shape), 0.25)
    values, corners = numbered(shape, net)
    folded = check_solid_net(net, values, corners)
    assert sorted(folded.landing) == list(range(SHAPES[shape]))
    assert len(folded.seams) == len(net.tabs) == EDGES[shape] - SHAPES[shape] + 1
    assert len(net.hinges) == SHAPES[shape] - 1


@pytest.mark.parametrize("shape, total", [("d8", 9), ("d10", 9), ("d12", 13), ("d20", 21)])
def test_opposite_faces_sum_as_on_a_standard_die(shape, total):
    """Read from the folded net's own 3-D normals, not from the slots: opposite faces add up to n + 1 (9 on a d10)."""
    net, _ = with_tabs(unfold(shape), 0.25)
    values, _ = numbered(shape, net)
    folded = fold_net(net)
    normals = []
    for points in folded:
        a, b, c = points[:3]
        u = [b[i] - a[i] for i in range(3)]
        v = [c[i] - a[i] for i in range(3)]
        normals.append((u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]))
    pairs = 0
    for i, n in enumerate(normals):
        for j, m in enumerate(normals):
            cosine = sum(x * y for x, y in zip(n, m)) / math.hypot(*n) / math.hypot(*m)
            if i < j and cosine < -1 + 1e-9:
                assert values[i] + values[j] == total
                pairs += 1
    assert pairs == SHAPES[shape] // 2


def test_the_d10_is_numbered_odd_round_one_pole_even_round_the_other():
    net = unfold("d10")
    values, _ = numbered("d10", net)
    folded = fold_net(net)
    poles: dict = {}
    for value, points in zip(values, folded):
        far = max(points, key=lambda p: math.dist(p, tuple(sum(q[i] for q in points) / 4 for i in range(3))))
        poles.setdefault(tuple(round(c, 4) for c in far), set()).add(value % 2)
    assert sorted(map(sorted, poles.values())) == [[0], [1]]


def test_a_d4_corner_shows_the_face_opposite_it():
    """Each face prints the three other faces' numbers, never its own; the check reads them at the folded corners."""
    net, _ = with_tabs(unfold("d4"), 0.25)
    values, corners = numbered("d4", net)
    for value, row in zip(values, corners):
        assert sorted(row) == sorted(set(numbers("d4")) - {value})
    check_solid_net(net, values, corners)
    wrong = [row[:] for row in corners]
    wrong[0][0], wrong[0][1] = wrong[0][1], wrong[0][0]  # two corners of one face swapped
    with pytest.raises(NetError, match="corner"):
        check_solid_net(net, values, wrong)


def test_a_face_moved_to_another_edge_is_caught():
    """A cap triangle of the d20 hung on the wrong edge of its strip face folds onto a face already covered."""
    import msgspec

    net, _ = with_tabs(unfold("d20"), 0.25)
    leaf = next(h for h in net.hinges if not any(g.parent == h.child for g in net.hinges))
    parent = net.faces[leaf.parent]
    other = next(k for k in range(3) if k != leaf.parent_edge and all(
        not (g.parent == leaf.parent and g.parent_edge == k) for g in net.hinges) and not any(
        g.child == leaf.parent and g.child_edge == k for g in net.hinges))
    # lay the leaf against that other edge: its own edge reversed onto it
    a, b = parent.edge(other)
    face = net.faces[leaf.child]
    ca, cb = face.edge(leaf.child_edge)
    turn = math.atan2(a[1] - b[1], a[0] - b[0]) - math.atan2(cb[1] - ca[1], cb[0] - ca[0])
    c, s = math.cos(turn), math.sin(turn)
    moved = tuple((b[0] + c * (x - ca[0]) - s * (y - ca[1]), b[1] + s * (x - ca[0]) + c * (y - ca[1])) for x, y in face.points)
    faces = list(net.faces)
    faces[leaf.child] = msgspec.structs.replace(face, points=moved)
    hinges = [msgspec.structs.replace(h, parent_edge=other) if h == leaf else h for h in net.hinges]
    planted = msgspec.structs.replace(net, faces=tuple(faces), hinges=tuple(hinges), tabs=())
    with pytest.raises(NetError, match="fold"):
        check_solid_net(planted)


@pytest.mark.parametrize("shape", SHAPED)
def test_a_tab_on_the_wrong_edge_is_caught(shape):
    import msgspec

    net, _ = with_tabs(unfold(shape), 0.25)
    hinge = net.hinges[0]
    on_a_fold = msgspec.structs.replace(net, tabs=((hinge.parent, hinge.parent_edge),) + net.tabs[1:])
    with pytest.raises(NetError, match="sits on a fold"):
        check_solid_net(on_a_fold)
    seams = net_seams(net, fold_net(net))
    first = net.tabs[0]
    mate = next(b if a == first else a for a, b in seams if first in (a, b))
    doubled = msgspec.structs.replace(net, tabs=net.tabs + (mate,))  # both edges of one seam
    with pytest.raises(NetError, match="2 glue tabs"):
        check_solid_net(doubled)
    missing = msgspec.structs.replace(net, tabs=net.tabs[1:])
    with pytest.raises(NetError, match="0 glue tabs"):
        check_solid_net(missing)


@pytest.mark.parametrize("shape", ["d8", "d12", "d20", "d10"])
def test_numbers_in_the_wrong_slots_are_caught(shape):
    net = unfold(shape)
    values, _ = numbered(shape, net)
    swapped = values[:]
    swapped[0], swapped[1] = swapped[1], swapped[0]  # two neighbours: each now sits opposite the wrong number
    with pytest.raises(NetError, match="opposite"):
        check_solid_net(net, swapped)


def test_a_designer_s_faces_keep_the_slots():
    assert standard_faces("d10", list(range(10))) and standard_faces("d8", list(range(8, 0, -1)))
    assert not standard_faces("d8", ["a"] * 8)
    net = unfold("d8")
    words = [f"w{f.slot + 1}" for f in net.faces]  # f1 .. f8 where the slots put them
    check_solid_net(net, words)  # f(i) opposite f(9 - i), read from the fold


# --- the PDF, measured ------------------------------------------------------------------------------


def _curves(path: Path):
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        return [c for page in pdf.pages for c in page.curves], [ln for page in pdf.pages for ln in page.lines]


def _sides(points) -> list[float]:
    pts = [(x / MM, y / MM) for x, y in points]
    if math.dist(pts[0], pts[-1]) < 1e-6:
        pts = pts[:-1]
    return [math.dist(pts[i], pts[(i + 1) % len(pts)]) for i in range(len(pts))]


def _expected(shape: str, edge: float) -> list[float]:
    """A face's sides: equal, or a d10's kite, two long and two short (the short 1/φ² of the long: the kite of the
    dual of the pentagonal antiprism with equal edges)."""
    if shape == "d10":
        return [edge, edge, edge / PHI ** 2, edge / PHI ** 2]
    return [edge] * SIDES[shape]


@pytest.fixture(scope="module")
def nets(tmp_path_factory) -> dict[str, Path]:
    out = {}
    for shape, face in (("d4", "30mm"), ("d8", "25mm"), ("d10", "26mm"), ("d12", "15mm"), ("d20", "18mm")):
        folder = tmp_path_factory.mktemp(f"net-{shape}")
        run = run_pnp("dice", "--shape", shape, "--faces", ",".join(map(str, numbers(shape))), "--style", "net",
                      "--face", face, "--format", "pdf", "--out", str(folder))
        assert run.code == 0, run.err
        out[shape] = (folder / "dice-nets.pdf", float(face[:-2]))
    return out


@pytest.mark.parametrize("shape", SHAPED)
def test_every_face_of_every_net_measures_its_edge(nets, shape):
    path, edge = nets[shape]
    curves, lines = _curves(path)
    faces = [c for c in curves if c["fill"] and not c["stroke"] and c["non_stroking_color"] == (1.0, 1.0, 1.0)
             and len(c["pts"]) - 1 == SIDES[shape]]
    assert len(faces) == SHAPES[shape]
    for face in faces:
        assert sorted(_sides(face["pts"])) == pytest.approx(sorted(_expected(shape, edge)), abs=0.1)
    # every side of every face is a drawn line, cut or fold, of its length
    ends = [((ln["pts"][0][0] / MM, ln["pts"][0][1] / MM), (ln["pts"][1][0] / MM, ln["pts"][1][1] / MM)) for ln in lines]
    for face in faces:
        pts = [(x / MM, y / MM) for x, y in face["pts"][:-1]]
        for a, b in zip(pts, pts[1:] + pts[:1]):
            assert any((math.dist(a, p) < 0.1 and math.dist(b, q) < 0.1) or (math.dist(a, q) < 0.1 and math.dist(b, p) < 0.1)
                       for p, q in ends), (a, b)
    tabs = [c for c in curves if c["fill"] and c["stroke"] and c["non_stroking_color"] == pytest.approx((0.9333, 0.9333, 0.9333), abs=1e-3)]
    assert len(tabs) == EDGES[shape] - SHAPES[shape] + 1


@pytest.mark.parametrize("shape", SHAPED)
def test_stickers_measure_their_shape(tmp_path, shape):
    """Stickers of a blank die's edge: each outline a polygon of the face's shape, its edge 80 % of the die's
    rounded to 0.5 mm, as many as the sheet's sets."""
    edge = {"d4": 18, "d8": 15, "d10": 16, "d12": 10, "d20": 13}[shape]
    run = run_pnp("dice", "--shape", shape, "--faces", ",".join(map(str, numbers(shape))), "--die", f"{edge}mm",
                  "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    curves, _ = _curves(tmp_path / "dice-stickers.pdf")
    outlines = [c for c in curves if c["stroke"] and not c["fill"] and len(c["pts"]) - 1 == SIDES[shape]]
    assert outlines and len(outlines) % SHAPES[shape] == 0
    sticker = round(edge * 0.8 * 2) / 2
    for outline in outlines:
        assert sorted(_sides(outline["pts"])) == pytest.approx(sorted(_expected(shape, sticker)), abs=0.1)


def test_a_game_file_builds_dice_of_every_shape_with_a_guide_that_names_them(tmp_path):
    body = 'id = "shapes"\ntitle = "Shapes"\nplayers = { min = 2, max = 4 }\n'
    for shape in SHAPED:
        body += f'[[dice]]\nid = "{shape}"\nshape = "{shape}"\nfaces = [{", ".join(map(str, numbers(shape)))}]\n'
    game = tmp_path / "shapes.toml"
    game.write_text(body, encoding="utf-8")
    run = run_pnp("build", str(game), "--lang", "en", "--format", "kit", "--out", str(tmp_path / "out"))
    assert run.code == 0, run.err
    from conftest import pdf_text

    text = " ".join(pdf_text(tmp_path / "out" / "shapes" / "shapes-kit.pdf").split())
    for shape in SHAPED:
        assert f"{shape} to fold" in text
        assert f"Stickers for a {shape}" in text or f"stickers for a {shape}" in text
    assert "blank 13 mm d20" in text
    assert run_pnp("validate", str(game)).code == 0


# --- odds: they need only the faces ---------------------------------------------------------------


def test_stats_compare_a_d20_with_a_d12_exactly():
    """P(d20 > d12) counted by hand: for each b of the d12, 20 - b faces of the d20 beat it: 162 of 240."""
    run = run_pnp("stats", "compare", ",".join(map(str, range(1, 21))), ",".join(map(str, range(1, 13))), "--json")
    assert run.code == 0, run.err
    import json

    data = json.loads(run.out)
    assert Fraction(str(data["win"])) == Fraction(162, 240) or Fraction(data["win"]).limit_denominator(1000) == Fraction(27, 40)


def test_claims_about_a_d8_against_a_d4_are_checked(tmp_path):
    """P(d8 > d4) = (7 + 6 + 5 + 4) / 32 = 11/16; a wrong claim is refused with the true value."""
    game = tmp_path / "claims.toml"
    head = ('id = "claims"\ntitle = "Claims"\nplayers = { min = 2, max = 2 }\n'
            '[[dice]]\nid = "eight"\nshape = "d8"\nfaces = [1, 2, 3, 4, 5, 6, 7, 8]\n'
            '[[dice]]\nid = "four"\nshape = "d4"\nfaces = [1, 2, 3, 4]\n')
    game.write_text(head + '[[claims]]\ndie = "eight"\nagainst = "four"\nwin = "11/16"\n', encoding="utf-8")
    assert run_pnp("stats", "claims", str(game)).code == 0
    game.write_text(head + '[[claims]]\ndie = "eight"\nagainst = "four"\nwin = "3/4"\n', encoding="utf-8")
    run = run_pnp("stats", "claims", str(game))
    assert run.code != 0 and "11/16" in run.out + run.err


# --- bad input --------------------------------------------------------------------------------------


@pytest.mark.parametrize("args, words", [
    (["--shape", "d8", "--faces", "1,2,3,4,5,6"], ["--faces", "6 faces for a d8", "give --shape d6"]),
    (["--shape", "d7", "--faces", "1,2,3,4,5,6,7"], ["--shape", "unknown shape 'd7'", "did you mean"]),
    (["--shape", "D20", "--faces", "1,2,3"], ["--shape", "did you mean 'd20'"]),
    (["--shape", "d20", "--faces", ",".join(map(str, range(1, 21))), "--die", "8mm"], ["--die", "too small", "d20"]),
    (["--shape", "d4", "--faces", "1,2,3,4", "--style", "net", "--face", "9mm"], ["--face", "too small"]),
    (["--shape", "d12", "--faces", ",".join(map(str, range(1, 13))), "--sticker", "3mm", "--die", "9mm"], ["--sticker"]),
    (["--game", "clann", "--shape", "d8"], ["--shape"]),
])
def test_bad_shapes_on_the_command_line(tmp_path, args, words):
    run = run_pnp("dice", *args, "--out", str(tmp_path / "out"))
    assert_clean_error(run, *words)
    assert run.code == 2 and not (tmp_path / "out").exists()


@pytest.mark.parametrize("die, words", [
    ('shape = "d8"\nfaces = [1, 2, 3, 4, 5, 6]\n', ["dice[0].faces", "6 faces for a d8", "set shape d6"]),
    ('shape = "d21"\nfaces = [1, 2, 3, 4, 5, 6]\n', ["dice[0].shape", "did you mean"]),
    ('faces = [1, 2, 3, 4, 5, 6, 7, 8]\n', ["dice[0].faces", "8 faces for a d6", "shape d8"]),
    ('shape = "d20"\nfaces = [' + ", ".join(map(str, range(1, 21))) + ']\nedge = "9mm"\n', ["dice[0].edge", "too small", "10"]),
    ('shape = "d4"\nfaces = [1, 2, 3, 4]\nnet_face = "8mm"\nforms = ["net"]\n', ["dice[0].net_face", "too small"]),
])
def test_bad_shapes_in_a_game_file(tmp_path, die, words):
    game = tmp_path / "bad.toml"
    game.write_text('id = "bad"\ntitle = "Bad"\nplayers = { min = 2, max = 4 }\n[[dice]]\nid = "x"\n' + die, encoding="utf-8")
    run = run_pnp("build", str(game), "--format", "pdf", "--out", str(tmp_path / "out"))
    assert_clean_error(run, "bad.toml", *words)
    assert run.code == 2 and not (tmp_path / "out" / "bad").exists()


def test_shaped_stickers_with_bleed(tmp_path):
    """With 3 mm of bleed a d20's colour runs past each triangle: an equilateral triangle grown by b on every side
    has its edge longer by 2·b·√3; the grey trim stays the sticker's edge."""
    run = run_pnp("dice", "--shape", "d20", "--faces", ",".join(map(str, range(1, 21))), "--die", "13mm", "--bleed", "3mm",
                  "--color", "orange", "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    curves, _ = _curves(tmp_path / "dice-stickers.pdf")
    trims = [c for c in curves if c["stroke"] and not c["fill"] and len(c["pts"]) == 4]
    bleeds = [c for c in curves if c["fill"] and not c["stroke"] and len(c["pts"]) == 4 and c["non_stroking_color"] != (1.0, 1.0, 1.0)
              and max(_sides(c["pts"])) > 15]
    assert trims and len(bleeds) == len(trims)
    for trim in trims:
        assert _sides(trim["pts"]) == pytest.approx([10.5] * 3, abs=0.1)
    for bleed in bleeds:
        assert _sides(bleed["pts"]) == pytest.approx([10.5 + 6 * 3 ** 0.5] * 3, abs=0.1)


def test_the_documented_dice_validate_and_print_with_their_own_sizes(tmp_path):
    """docs/dice-shapes/dice-shapes.toml (the docs' pictures) validates; pnp dice --game prints each die at its own
    shape's net face: the d20's triangles 20 mm, the d12's pentagons 15 mm."""
    game = str(Path(__file__).resolve().parent.parent / "docs" / "dice-shapes" / "dice-shapes.toml")
    assert run_pnp("validate", game).code == 0
    run = run_pnp("dice", "--game", game, "--style", "net", "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    (pdf,) = tmp_path.glob("*.pdf")  # the nets of several kinds share the card's sheets
    curves, _ = _curves(pdf)
    faces = [c for c in curves if c["fill"] and not c["stroke"] and c["non_stroking_color"] == (1.0, 1.0, 1.0)]
    sides = {len(c["pts"]) - 1: _sides(c["pts"]) for c in faces}
    assert sides[5] == pytest.approx([15.0] * 5, abs=0.1)
    triangles = sorted(round(_sides(c["pts"])[0]) for c in faces if len(c["pts"]) == 4)
    assert triangles == [20] * 20 + [25] * 8 + [30] * 4  # d20, d8, d4 at their usual net faces


def test_the_guide_says_a_step_shared_by_several_dice_once(tmp_path):
    """The dice-shapes example's five nets folded with tabs under the faces are made alike: the guide's
    'Making it' says so on one line naming the five, not the same words five times (which spilled the
    guide onto a second page); the d6, made otherwise, keeps its own line."""
    import pdfplumber

    example = Path(__file__).resolve().parent.parent / "docs" / "dice-shapes" / "dice-shapes.toml"
    run = run_pnp("build", str(example), "--lang", "en", "--format", "kit", "--out", str(tmp_path), "--force")
    assert run.code == 0, run.err
    with pdfplumber.open(next(tmp_path.rglob("*-kit.pdf"))) as pdf:
        page = pdf.pages[0]
        columns = [page.crop((x, 0, x + page.width / 2, page.height)) for x in (0, page.width / 2)]
        guide = " ".join(" ".join((column.extract_text() or "").split()) for column in columns)  # read column by column
    step = "close the die with the last face"
    assert guide.count(step) == 1, guide
    line = guide[guide.index("d12 to fold"):guide.index(step)]
    assert all(f"{shape} to fold" in line for shape in ("d12", "d8", "d4", "d20", "d10")), line
    assert guide.count("d6 to fold:") == 1
