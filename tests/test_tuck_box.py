"""Tuck boxes (issue 36): a deck's box read back from the printed kit and folded.

The net is found on its page by what is printed: folds are the dashed black lines, cuts the solid black ones,
glue tabs the grey shapes. Its panels are measured between the folds; then it is folded in 3-D, each panel
turned a quarter about its fold with the print outside, and what lands where is checked: the four sides and
the ends close round a box of the deck's size, the side tab lies on the inside of the front and the bottom's
on the inside of the back, the tuck flap goes down inside the front further than the box is deep."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from conftest import MM, assert_clean_error, run_capped, run_pnp

POKER = (63.5, 88.9)
EASE = 1.0
THICKNESS = 0.3
CARDS = 52
TOLERANCE = 0.2  # mm

GAME = """
id = "corvids"
title = "Corvids"
players = {{ min = 2, max = 4 }}
{boxes}
[[decks]]
id = "birds"
name = "Ravens"
size = "{size}"
box = true
rows = [{{ title = "Raven", count = {n} }}, {{ title = "Crow", count = {n} }}, {{ title = "Rook", count = {n} }}, {{ title = "Jay", count = {n} }}]

[decks.back]
background = "#2b3a55"
title = "Corvids"
"""


def game_file(folder: Path, *, n: int = CARDS // 4, size: str = "poker", boxes: str = "") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "game.toml"
    path.write_text(GAME.format(n=n, size=size, boxes=boxes), encoding="utf-8")
    return path


def build(folder: Path, *extra: str) -> Path:
    """The game's kit, in English on A4; the folder holding its PDF and kit.json."""
    path = game_file(folder)
    run = run_pnp("build", str(path), "--lang", "en", "--format", "kit", "--out", str(folder / "out"), "--force", *extra)
    assert run.code == 0, run.err
    return folder / "out" / "corvids"


# --- the net as printed -----------------------------------------------------------------------------------


def _black(colour) -> bool:
    return colour in (0, (0,), (0.0,), (0, 0, 0), (0.0, 0.0, 0.0)) or (isinstance(colour, tuple) and max(colour) < 0.05)


def _dashed(stroke) -> bool:
    """A dash pattern with dashes in it (a solid line may carry the empty one: ([], 0))."""
    dash = stroke.get("dash")
    return bool(dash and dash[0])


def _grey(colour) -> bool:
    return isinstance(colour, tuple) and len(colour) == 3 and max(colour) - min(colour) < 0.01 and 0.8 < colour[0] < 0.9


class Printed:
    """One page's net in mm, y down, turned upright (the imposition may lay it on its side): its folds and cuts
    as segments, its cut curves' points, its grey tabs, and its characters (centre, text)."""

    def __init__(self, page):
        def mm(points):
            return [(x / MM, y / MM) for x, y in points]

        strokes = [o for o in page.lines + page.curves if o["stroke"] and _black(o["stroking_color"])]
        self.folds = [mm(o["pts"]) for o in strokes if _dashed(o) and o["object_type"] == "line"]
        self.cuts = [mm(o["pts"]) for o in strokes if not _dashed(o) and o["object_type"] == "line"]
        self.curves = [mm(o["pts"]) for o in strokes if not _dashed(o) and o["object_type"] == "curve"]
        self.tabs = [mm(o["pts"]) for o in page.curves if o["fill"] and _grey(o["non_stroking_color"])]
        self.chars = [(((c["x0"] + c["x1"]) / 2 / MM, (c["top"] + c["bottom"]) / 2 / MM), c["text"]) for c in page.chars]
        self.turns = 0  # quarter turns clockwise that stood it upright
        while not self._upright() and self.turns < 4:
            self._quarter()
            self.turns += 1

    def _quarter(self) -> None:
        """Everything turned a quarter clockwise on the page: (x, y) -> (-y, x)."""
        def turn(points):
            return [(-y, x) for x, y in points]

        self.folds, self.cuts = [turn(s) for s in self.folds], [turn(s) for s in self.cuts]
        self.curves, self.tabs = [turn(c) for c in self.curves], [turn(t) for t in self.tabs]
        self.chars = [(turn([centre])[0], text) for centre, text in self.chars]

    def _upright(self) -> bool:
        """Four folds running down (the body's), the lid's folds above them, a grey tab to their right."""
        uprights = self.upright()
        if len(uprights) != 4 or not self.tabs:
            return False
        top = uprights[0][1]
        lid = [y for y, left, right in self.across() if y < top - 1e-3]
        return bool(lid) and any(min(x for x, _ in tab) >= uprights[-1][0] - 1e-3 for tab in self.tabs)

    def upright(self) -> list[tuple[float, float, float]]:
        """The dashed folds running down the page: (x, top, bottom)."""
        return sorted((a[0], min(a[1], b[1]), max(a[1], b[1])) for a, b in self.folds if abs(a[0] - b[0]) < 1e-3)

    def across(self) -> list[tuple[float, float, float]]:
        """The dashed folds running across: (y, left, right)."""
        return sorted((a[1], min(a[0], b[0]), max(a[0], b[0])) for a, b in self.folds if abs(a[1] - b[1]) < 1e-3)

    def text_in(self, x: float, y: float, w: float, h: float) -> str:
        """The characters whose middle lies in the box (mm), line by line (a line: within 1 mm), left to right."""
        inside = sorted(((round(cy), cx), text) for (cx, cy), text in self.chars if x <= cx <= x + w and y <= cy <= y + h)
        return "".join(text for _, text in inside)


def net_page(kit: Path) -> tuple[int, Printed]:
    """The first page with a dashed fold (0-based) and its net."""
    import pdfplumber

    with pdfplumber.open(kit) as document:
        for number, page in enumerate(document.pages):
            printed = Printed(page)
            if printed.folds:
                return number, printed
    raise AssertionError("no page with a dashed fold")


class Panels:
    """A tuck box's panels read from its folds: the body's four upright folds (front | side | back | side | tab),
    the lid's two folds across above the back, the bottom's two across below the front."""

    def __init__(self, printed: Printed):
        uprights = printed.upright()
        assert len(uprights) == 4, uprights
        (self.x1, top, bottom), (self.x2, _, _), (self.x3, _, _), (self.x4, _, _) = uprights
        self.top, self.bottom = top, bottom
        across = printed.across()
        lid = [y for y, left, right in across if abs(left - self.x2) < 1e-3 and abs(right - self.x3) < 1e-3]
        under = [y for y, left, right in across if abs(right - self.x1) < 1e-3]
        assert len(lid) == 2 and len(under) == 2, across
        self.lid_far, self.lid_hinge = lid
        self.bottom_hinge, self.bottom_far = under
        self.front_left = [left for y, left, right in across if abs(right - self.x1) < 1e-3][0]
        dust = [y for y, left, right in across if abs(left - self.x1) < 1e-3 and abs(right - self.x2) < 1e-3]
        self.dust = dust
        self.tabs = printed.tabs

    @property
    def sizes(self) -> dict[str, float]:
        return {"front": self.x1 - self.front_left, "side": self.x2 - self.x1, "back": self.x3 - self.x2,
                "other side": self.x4 - self.x3, "height": self.bottom - self.top, "lid": self.lid_hinge - self.lid_far,
                "bottom": self.bottom_far - self.bottom_hinge}


def expected(cards: int = CARDS) -> dict[str, float]:
    w, h = POKER[0] + EASE, POKER[1] + EASE
    d = cards * THICKNESS + EASE
    return {"front": w, "side": d, "back": w, "other side": d, "height": h, "lid": d, "bottom": d}


def assert_sizes(panels: Panels, cards: int = CARDS) -> None:
    want = expected(cards)
    wrong = {k: (round(v, 2), round(want[k], 2)) for k, v in panels.sizes.items() if abs(v - want[k]) > TOLERANCE}
    assert not wrong, f"panels (printed, deck + ease): {wrong}"


# --- folding ----------------------------------------------------------------------------------------------


def _turn(axis_point, axis, angle):
    """A rigid motion (R, t) turning space by `angle` about the line through axis_point along axis."""
    u = np.asarray(axis, float) / np.linalg.norm(axis)
    k = np.array([[0, -u[2], u[1]], [u[2], 0, -u[0]], [-u[1], u[0], 0]])
    r = np.eye(3) + math.sin(angle) * k + (1 - math.cos(angle)) * k @ k
    p = np.asarray(axis_point, float)
    return r, p - r @ p


def _then(first, second):
    r1, t1 = first
    r2, t2 = second
    return r2 @ r1, r2 @ t1 + t2


def _move(motion, point):
    r, t = motion
    return r @ np.asarray(point, float) + t


def fold(parent, hinge, inside_point):
    """The motion of a panel hinged to `parent` (a motion) along the flat hinge a→b, folded a quarter away from
    the viewer (the printed side stays outside): whichever way carries `inside_point` behind the paper."""
    a, b = (np.array([x, -y, 0.0]) for x, y in hinge)  # paper y down, space y up, z towards the viewer
    point = np.array([inside_point[0], -inside_point[1], 0.0])
    for angle in (math.pi / 2, -math.pi / 2):
        local = _turn(a, b - a, angle)
        if _move(local, point)[2] < 0:
            return _then(local, parent)
    raise AssertionError("no fold carries the panel behind")


def folded(panels: Panels) -> dict:
    """Each panel's motion, the front fixed: the body round from the front, the lid and tuck flap from the back,
    the bottom from the front."""
    p = panels
    middle = (p.top + p.bottom) / 2
    front = (np.eye(3), np.zeros(3))
    side = fold(front, ((p.x1, p.top), (p.x1, p.bottom)), (p.x1 + 1, middle))
    back = fold(side, ((p.x2, p.top), (p.x2, p.bottom)), (p.x2 + 1, middle))
    other = fold(back, ((p.x3, p.top), (p.x3, p.bottom)), (p.x3 + 1, middle))
    tab = fold(other, ((p.x4, p.top), (p.x4, p.bottom)), (p.x4 + 1, middle))
    lid = fold(back, ((p.x2, p.lid_hinge), (p.x3, p.lid_hinge)), ((p.x2 + p.x3) / 2, p.lid_hinge - 1))
    tuck = fold(lid, ((p.x2, p.lid_far), (p.x3, p.lid_far)), ((p.x2 + p.x3) / 2, p.lid_far - 1))
    bottom = fold(front, ((p.front_left, p.bottom_hinge), (p.x1, p.bottom_hinge)), ((p.front_left + p.x1) / 2, p.bottom_hinge + 1))
    under = fold(bottom, ((p.front_left, p.bottom_far), (p.x1, p.bottom_far)), ((p.front_left + p.x1) / 2, p.bottom_far + 1))
    return {"front": front, "side": side, "back": back, "other": other, "tab": tab, "lid": lid, "tuck": tuck,
            "bottom": bottom, "under": under}


def space(motion, x: float, y: float):
    return _move(motion, (x, -y, 0.0))


def on_face(points, corners, tolerance: float = TOLERANCE) -> bool:
    """Whether every point lies in the plane of the rectangle `corners` (3-D, in order round it) and inside it."""
    o, a, _, c = (np.asarray(v) for v in corners)
    u, v = a - o, c - o
    normal = np.cross(u, v) / np.linalg.norm(np.cross(u, v))
    for point in points:
        d = np.asarray(point) - o
        if abs(d @ normal) > tolerance:
            return False
        s, t = d @ u / (u @ u), d @ v / (v @ v)
        if not (-tolerance / np.linalg.norm(u) <= s <= 1 + tolerance / np.linalg.norm(u)
                and -tolerance / np.linalg.norm(v) <= t <= 1 + tolerance / np.linalg.norm(v)):
            return False
    return True


def front_corners(p: Panels, motions):
    return [space(motions["front"], x, y) for x, y in ((p.front_left, p.top), (p.x1, p.top), (p.x1, p.bottom), (p.front_left, p.bottom))]


def back_corners(p: Panels, motions):
    return [space(motions["back"], x, y) for x, y in ((p.x2, p.top), (p.x3, p.top), (p.x3, p.bottom), (p.x2, p.bottom))]


# --- the tests --------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def kit(tmp_path_factory) -> Path:
    return build(tmp_path_factory.mktemp("tuck"))


@pytest.fixture(scope="module")
def printed(kit) -> tuple[int, Printed]:
    return net_page(kit / "corvids-kit.pdf")


def test_a_52_card_box_measures_the_deck_plus_its_ease(printed):
    """Between its folds, the printed net's front and back are the poker card plus 1 mm, its sides, lid and
    bottom 52 × 0.3 mm + 1 mm deep."""
    _, net = printed
    assert net.turns == 0  # upright on A4: it fits
    assert_sizes(Panels(net))


def test_the_box_folds_shut_and_its_tabs_land_on_the_faces_they_glue_to(printed):
    _, net = printed
    p = Panels(net)
    motions = folded(p)
    w, h, d = expected()["front"], expected()["height"], expected()["side"]
    # the body closes: the last side's far edge comes round onto the front's free left edge
    for y in (p.top, p.bottom):
        assert np.allclose(space(motions["other"], p.x4, y), space(motions["front"], p.front_left, y), atol=TOLERANCE)
    # a box w × h × d: every corner of the body's panels inside it
    corners = [space(motions[k], x, y) for k, xs in (("front", (p.front_left, p.x1)), ("back", (p.x2, p.x3)))
               for x in xs for y in (p.top, p.bottom)]
    extent = np.ptp(np.array(corners), axis=0)
    assert np.allclose(sorted(extent), sorted((w, h, d)), atol=TOLERANCE), extent
    # the lid's far edge lands on the front's top edge, the bottom's far edge on the back's foot
    assert np.allclose(space(motions["lid"], p.x2, p.lid_far), space(motions["front"], p.x1, p.top), atol=TOLERANCE)
    assert np.allclose(space(motions["bottom"], p.x1, p.bottom_far), space(motions["back"], p.x2, p.bottom), atol=TOLERANCE)
    # two grey tabs: one on the last side's right edge, onto the front's inside; one under the bottom, onto the back's
    assert len(net.tabs) == 2, net.tabs
    side_tab = next(t for t in net.tabs if min(x for x, _ in t) >= p.x4 - 1e-3)
    bottom_tab = next(t for t in net.tabs if min(y for _, y in t) >= p.bottom_far - 1e-3)
    assert on_face([space(motions["tab"], x, y) for x, y in side_tab], front_corners(p, motions))
    assert on_face([space(motions["under"], x, y) for x, y in bottom_tab], back_corners(p, motions))
    # and inside the box, not outside it: the tab's middle is behind the front, towards the back
    middle = np.mean([space(motions["tab"], x, y) for x, y in side_tab], axis=0)
    assert middle[2] <= 1e-6 and middle[2] > -d


def test_the_tuck_flap_goes_down_inside_the_front_further_than_the_box_is_deep(printed):
    _, net = printed
    p = Panels(net)
    motions = folded(p)
    far = min(y for curve in net.curves for _, y in curve if p.x2 - 1e-3 <= min(x for x, _ in curve) <= p.x3 + 1e-3)
    flap = p.lid_far - far
    assert flap > expected()["side"], (flap, expected()["side"])
    tip = [space(motions["tuck"], x, far) for x in (p.x2 + 10, p.x3 - 10)]
    assert on_face(tip, front_corners(p, motions))


def test_dust_flaps_close_the_opening_and_the_front_has_a_thumb_cut(printed):
    _, net = printed
    p = Panels(net)
    # a fold across each side's top and foot: four dust flaps
    across = net.across()
    for left, right in ((p.x1, p.x2), (p.x3, p.x4)):
        ends = [y for y, a, b in across if abs(a - left) < 1e-3 and abs(b - right) < 1e-3]
        assert sorted(round(y, 3) for y in ends) == sorted(round(y, 3) for y in (p.top, p.bottom)), ends
    # the thumb cut: a half circle cut down from the front's top edge, at its middle
    middle = (p.front_left + p.x1) / 2
    notch = [pt for curve in net.curves for pt in curve if p.front_left < pt[0] < p.x1 and p.top - 1e-3 <= pt[1] < p.bottom]
    assert notch, "no cut curve on the front"
    xs, ys = [x for x, _ in notch], [y for _, y in notch]
    radius = (max(xs) - min(xs)) / 2
    assert abs((max(xs) + min(xs)) / 2 - middle) < TOLERANCE
    assert abs(max(ys) - p.top - radius) < TOLERANCE and radius >= 5.0


def test_folds_are_dashed_and_no_solid_cut_runs_along_one(printed):
    _, net = printed
    p = Panels(net)
    assert len(net.folds) >= 12  # four upright, the lid's two, the bottom's two, four dust flaps'
    for (a, b) in net.folds:
        for (c, e) in net.cuts:
            along = all(abs((b[0] - a[0]) * (q[1] - a[1]) - (b[1] - a[1]) * (q[0] - a[0])) < 1e-3 for q in (c, e))
            overlap = min(max(a[0], b[0]), max(c[0], e[0])) - max(min(a[0], b[0]), min(c[0], e[0])) + \
                min(max(a[1], b[1]), max(c[1], e[1])) - max(min(a[1], b[1]), min(c[1], e[1]))
            assert not (along and overlap > 1e-3), ((a, b), (c, e))
    # the front's free left edge is one solid cut, the height of the box
    left = [(a, b) for a, b in net.cuts if abs(a[0] - p.front_left) < 1e-3 and abs(b[0] - p.front_left) < 1e-3]
    assert left and abs(abs(left[0][1][1] - left[0][0][1]) - (p.bottom - p.top)) < TOLERANCE


def test_the_front_carries_the_decks_name_and_the_box_is_on_the_card_pages(kit, printed):
    number, net = printed
    p = Panels(net)
    assert "Ravens" in net.text_in(p.front_left, p.top, p.x1 - p.front_left, p.bottom - p.top)
    assert "52 cards" in net.text_in(p.front_left, p.top, p.x1 - p.front_left, p.bottom - p.top)
    assert "Ravens" in net.text_in(p.x1, p.top, p.x2 - p.x1, p.bottom - p.top)  # along the side
    listed = json.loads((kit / "kit.json").read_text(encoding="utf-8"))["parts"]
    start = 1  # the guide's page
    for part in listed:
        if start <= number < start + part["pages"]:
            holder = part
        start += part["pages"]
    cards = next(part for part in listed if "Ravens" in part["name"])
    assert holder["stock"] == cards["stock"] == "card, 200–300 g/m²", holder
    assert "box" in holder["name"].lower()


def test_a_box_whose_depth_ignores_the_count_is_caught(tmp_path, monkeypatch):
    """Planted: the depth of one card whatever the deck holds. The measure above fails on it."""
    from pnp.parts import tuck_boxes

    def one_card(plan, boxes):
        w, h = plan.size
        return w + float(boxes.ease), h + float(boxes.ease), float(boxes.thickness) + float(boxes.ease)

    monkeypatch.setattr(tuck_boxes, "inner_size", one_card)
    _, net = net_page(build(tmp_path) / "corvids-kit.pdf")
    with pytest.raises(AssertionError, match="side"):
        assert_sizes(Panels(net))


def test_a_thinner_stock_and_no_ease_give_a_shallower_box(tmp_path):
    path = game_file(tmp_path, boxes='[boxes]\nthickness = "0.25mm"\nease = "0mm"\n')
    run = run_pnp("build", str(path), "--lang", "en", "--format", "kit", "--out", str(tmp_path / "out"), "--force")
    assert run.code == 0, run.err
    _, net = net_page(tmp_path / "out" / "corvids" / "corvids-kit.pdf")
    sizes = Panels(net).sizes
    assert abs(sizes["side"] - 52 * 0.25) < TOLERANCE and abs(sizes["back"] - POKER[0]) < TOLERANCE, sizes


def test_a_net_too_wide_upright_is_turned_and_still_measures(tmp_path):
    """A landscape deck's net (88 × 63 mm cards: 219 mm wide) misses A4's 200 mm upright: it is laid turned."""
    path = game_file(tmp_path, size="88x63mm")
    run = run_pnp("build", str(path), "--lang", "en", "--format", "kit", "--out", str(tmp_path / "out"), "--force")
    assert run.code == 0, run.err
    _, net = net_page(tmp_path / "out" / "corvids" / "corvids-kit.pdf")
    assert net.turns in (1, 3), "the net stands upright on its page"
    sizes = Panels(net).sizes
    assert abs(sizes["back"] - 89.0) < TOLERANCE and abs(sizes["height"] - 64.0) < TOLERANCE, sizes
    assert abs(sizes["side"] - 16.6) < TOLERANCE, sizes


@pytest.mark.parametrize("boxes, field, words", [
    ('[boxes]\nthickness = "-0.3mm"\n', "boxes.thickness", "greater than zero"),
    ('[boxes]\nthickness = "5mm"\n', "boxes.thickness", "limit"),
    ('[boxes]\nease = "-1mm"\n', "boxes.ease", "0 to 10"),
])
def test_bad_box_values_get_one_line(tmp_path, boxes, field, words):
    path = game_file(tmp_path, boxes=boxes)
    run = run_capped("build", str(path), "--out", str(tmp_path / "out"))
    assert run.code == 2, run
    assert_clean_error(run, "game.toml", field, words)
    assert not (tmp_path / "out" / "corvids").exists()


def test_a_box_too_big_for_the_paper_either_way_up_is_refused(tmp_path):
    """78 tarot cards of 1.5 mm: a box 118 mm deep, whose net fits A4 neither upright nor turned."""
    path = game_file(tmp_path, n=20, size="tarot", boxes='[boxes]\nthickness = "1.5mm"\n')
    run = run_capped("build", str(path), "--out", str(tmp_path / "out"))
    assert run.code == 2, run
    assert_clean_error(run, "game.toml", "decks[0].box", "either way up", "larger paper")
    assert not (tmp_path / "out" / "corvids").exists()


def test_a_box_that_finds_no_room_beside_the_cards_leaves_their_sheets_as_they_were(tmp_path):
    """40 cards: full sheets of nine, and four on the last, with the box or without; the box takes a page of its
    own after them. (Before: the cards' sheets were laid for two kinds, six on the first under a heading.)"""
    import pdfplumber

    def fronts(boxed: bool) -> list[int]:
        path = game_file(tmp_path / str(boxed), n=10)
        if not boxed:
            path.write_text(path.read_text(encoding="utf-8").replace("box = true\n", ""), encoding="utf-8")
        run = run_pnp("build", str(path), "--lang", "en", "--format", "kit", "--out", str(path.parent / "out"), "--force")
        assert run.code == 0, run.err
        with pdfplumber.open(path.parent / "out" / "corvids" / "corvids-kit.pdf") as document:
            texts = [page.extract_text() or "" for page in document.pages]
        return [sum(text.split().count(bird) for bird in ("Raven", "Crow", "Rook", "Jay")) for text in texts
                if "· backs" not in text]

    alone, boxed = fronts(False), fronts(True)
    assert [n for n in alone if n] == [9, 9, 9, 9, 4], alone
    assert [n for n in boxed if n] == [n for n in alone if n], (alone, boxed)
