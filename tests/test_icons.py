"""Icons: the project's SVG files parse into scene paths; unsafe or broken SVG is refused in one line."""

from __future__ import annotations

import math

import pytest
from conftest import soften, svg_image

from pnp.base.errors import PnpError
from pnp.layout.icons import check_icon, icon_group, known_icons, load_icon, parse_icon, parse_path, parse_transform

NEEDED = {"hen", "fox", "viper", "horse", "grand", "gros", "mince", "petit", "knight",
          "weather-x2", "weather-equal", "weather-swap", "time", "roll", "sun"}


def svg(body: str, view: str = 'viewBox="0 0 100 100"') -> str:
    return f'<svg xmlns="http://www.w3.org/2000/svg" {view}>{body}</svg>'


def points(ops):
    for op in ops:
        for i in range(1, len(op), 2):
            yield op[i], op[i + 1]


def test_every_needed_icon_ships_and_parses_inside_its_box():
    assert NEEDED <= set(known_icons())
    for name in known_icons():
        shapes = load_icon(name)
        assert shapes, name
        assert all(s.fill in ("ink", "paper", None) and s.stroke in ("ink", "paper", None) for s in shapes)
        assert any(s.fill == "ink" or s.stroke == "ink" for s in shapes), name
        for x, y in points(op for s in shapes for op in s.ops):
            assert -1 <= x <= 101 and -1 <= y <= 101, (name, x, y)
        assert sum(len(s.ops) for s in shapes) < 120, name  # a few paths each: drawn 60 times a sheet


def test_icons_are_cached():
    assert load_icon("hen") is load_icon("hen")


def test_unknown_icon_names_the_known_ones():
    with pytest.raises(PnpError) as e:
        check_icon("dragn", field="tokens[0].icon")
    message = str(e.value)
    assert message.startswith("tokens[0].icon: unknown icon 'dragn'") and "hen" in message and "\n" not in message


def test_icon_group_recolours_ink_and_paper():
    group = icon_group("hen", 10, 20, 12.5, "#2b6cb0", "#ffffff")
    assert group.transform == pytest.approx((0.125, 0, 0, 0.125, 10, 20))
    fills = {p.style.fill for p in group.items} | {p.style.stroke for p in group.items}
    assert {"#2b6cb0", "#ffffff"} <= fills


# --- path data --------------------------------------------------------------------------------------


def test_lines_relative_and_absolute():
    ops = parse_path("M10 10 l5 0 h5 v5 H10 V10 z m 2 2 L 3 3")
    assert ops[:6] == [("M", 10, 10), ("L", 15, 10), ("L", 20, 10), ("L", 20, 15), ("L", 10, 15), ("L", 10, 10)]
    assert ops[6] == ("Z",)
    assert ops[7] == ("M", 12, 12)  # relative to the closed subpath's start
    assert ops[8] == ("L", 3, 3)


def test_implicit_lines_after_moveto_and_compact_numbers():
    assert parse_path("M1,2 3,4 5-6") == [("M", 1, 2), ("L", 3, 4), ("L", 5, -6)]
    assert parse_path("m1 1 .5.5") == [("M", 1, 1), ("L", 1.5, 1.5)]
    assert parse_path("M0 0L1e1 2E0") == [("M", 0, 0), ("L", 10, 2)]


def test_smooth_cubic_reflects_the_control_point():
    ops = parse_path("M0 0 C 0 10 10 10 10 0 S 20 -10 20 0")
    assert ops[2] == ("C", 10, -10, 20, -10, 20, 0)


def _cubic(p0, c1, c2, p3, t):
    return tuple((1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t * t * c + t ** 3 * d for a, b, c, d in zip(p0, c1, c2, p3))


def test_quadratics_become_exact_cubics():
    ops = parse_path("M0 0 Q10 20 20 0 T40 0")
    _, x1, y1, x2, y2, x, y = ops[1]
    mid = _cubic((0, 0), (x1, y1), (x2, y2), (x, y), 0.5)
    assert mid == pytest.approx((10, 10))  # the quadratic's own midpoint
    _, x1, y1, *_ = ops[2]
    assert (x1, y1) == pytest.approx((20 + 10 * 2 / 3, -20 * 2 / 3))  # 2/3 of the way to the reflected control (30, -20)


def test_arcs_become_cubics_on_the_circle():
    ops = parse_path("M0 0 A10 10 0 0 1 20 0")
    assert ops[-1][-2:] == pytest.approx((20, 0))
    start = (0.0, 0.0)
    for op in ops[1:]:
        for t in (0.25, 0.5, 0.75):
            x, y = _cubic(start, op[1:3], op[3:5], op[5:7], t)
            assert math.hypot(x - 10, y) == pytest.approx(10, abs=0.01)
            assert y <= 0  # sweep 1 runs clockwise on paper: over the top
        start = op[5:7]


def test_arc_flags_written_without_spaces_and_small_radii():
    compact = parse_path("M0 0a5 5 0 0110 0")
    spaced = parse_path("M0 0 a 5 5 0 0 1 10 0")
    assert compact == spaced
    # radii too small for the chord are scaled up: a half circle through (5, -5)
    ops = parse_path("M0 0 A1 1 0 0 1 10 0")
    assert ops[-1][-2:] == pytest.approx((10, 0))
    assert min(y for _, y in points(ops[1:])) < -4


@pytest.mark.parametrize("bad", ["10 10 L 5 5", "M 1", "M0 0 L 1 1 Z 3 3", "M0 0 X 1"])
def test_broken_path_data(bad):
    with pytest.raises(PnpError):
        parse_path(bad, "test")


# --- elements and transforms -------------------------------------------------------------------------


def test_shapes_and_nested_transforms():
    shapes = parse_icon(svg(
        '<g transform="translate(10 0)"><rect x="0" y="0" width="10" height="10"/>'
        '<g transform="scale(2)"><circle cx="5" cy="5" r="5" fill="#fff"/></g></g>'
        '<polygon points="0,90 10,90 5,100" stroke="black" stroke-width="2" fill="none"/>'
        '<ellipse cx="50" cy="50" rx="10" ry="5"/><line x1="0" y1="0" x2="100" y2="100" stroke="#000"/>'
        '<rect x="60" y="60" width="20" height="10" rx="3"/>'
    ))
    assert [s.fill for s in shapes] == ["ink", "paper", None, "ink", "ink", "ink"]
    rect, circle, triangle = shapes[0], shapes[1], shapes[2]
    assert list(points(rect.ops)) == [(10, 0), (20, 0), (20, 10), (10, 10)]
    xs = [x for x, _ in points(circle.ops)]
    assert min(xs) == pytest.approx(10) and max(xs) == pytest.approx(30)
    assert triangle.stroke == "ink" and triangle.width == 2


def test_view_box_is_normalised_to_100():
    shapes = parse_icon(svg('<rect x="0" y="0" width="24" height="24"/>', 'viewBox="0 0 24 24"'))
    assert max(x for x, _ in points(shapes[0].ops)) == pytest.approx(100)
    wide = parse_icon(svg('<rect x="0" y="0" width="50" height="25"/>', 'viewBox="0 0 50 25"'))
    ys = [y for _, y in points(wide[0].ops)]
    assert (min(ys), max(ys)) == pytest.approx((25, 75))  # centred


def test_transform_list():
    m = parse_transform("translate(10,5) rotate(90) scale(2 3)")
    assert m == pytest.approx((0, 2, -3, 0, 10, 5), abs=1e-9)
    assert parse_transform("rotate(180 50 50)") == pytest.approx((-1, 0, 0, -1, 100, 100), abs=1e-9)


def test_internal_use_and_style_attribute():
    shapes = parse_icon(svg('<defs><circle id="dot" cx="0" cy="0" r="2"/></defs>'
                            '<use href="#dot" x="10" y="10"/><path d="M0 0 L5 5" style="fill:none;stroke:#000;stroke-width:3"/>'))
    assert len(shapes) == 2
    xs = [x for x, _ in points(shapes[0].ops)]
    assert min(xs) == pytest.approx(8) and max(xs) == pytest.approx(12)
    assert shapes[1].fill is None and shapes[1].stroke == "ink" and shapes[1].width == 3


# --- refused -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, word", [
    ('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY e "boom">]>' + svg("<title>&e;</title>"), "DOCTYPE"),
    ('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">' + svg(""), "DOCTYPE"),
    ('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg>&xxe;</svg>', "DOCTYPE"),
    (svg('<image href="http://example.com/a.png" width="10" height="10"/>'), "outside the file"),
    (svg('<image href="#x" width="10" height="10"/>'), "<image>"),
    (svg('<use href="other.svg#hen"/>'), "outside the file"),
    (svg('<use xlink:href="http://evil/#a" xmlns:xlink="http://www.w3.org/1999/xlink"/>'), "outside the file"),
    (svg('<use href="#nothing"/>'), "not an element"),
    (svg('<rect width="5" height="5" fill="url(http://evil/p.svg#g)"/>'), "outside the file"),
    (svg('<rect width="5" height="5" fill="url(#grad)"/>'), "gradient"),
    (svg('<style>rect { fill: red }</style>'), "<style>"),
    (svg('<script>alert(1)</script>'), "<script>"),
    (svg('<text x="0" y="10">Hi</text>'), "<text>"),
    (svg('<blink/>'), "<blink>"),
    (svg('<rect width="5" height="5"'), "well-formed"),
    ('<html xmlns="http://www.w3.org/1999/xhtml"/>', "<svg>"),
    (svg(""), "draws nothing"),
    (svg('<g transform="wobble(3)"><rect width="1" height="1"/></g>'), "transform"),
    ('<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"><rect width="5" height="5"/></svg>', "no size"),
])
def test_unsafe_or_broken_svg_is_refused(text, word):
    with pytest.raises(PnpError) as e:
        parse_icon(text, name="icon 'test'")
    message = str(e.value)
    assert message.startswith("icon 'test': ") and "\n" not in message
    assert word.lower() in message.lower(), message


def test_the_same_icons_in_both_renderers():
    """An icon sheet drawn to PDF and to SVG gives the same pixels."""

    import pypdfium2
    from PIL import ImageChops

    from pnp.render.pdf import render_pdf
    from pnp.render.svg import render_svg
    from pnp.scene import Document, Page, Rect, Style

    page = Page(120, 100)
    for i, name in enumerate(sorted(NEEDED)):
        x, y = 2 + (i % 5) * 24, 2 + (i // 5) * 32
        page.items += [Rect(x, y, 22, 22, Style(fill="#2b6cb0")), icon_group(name, x, y, 22, "#ffffff", "#2b6cb0")]
    svg_img = svg_image(render_svg(page, "icons"), 96)
    pdf = pypdfium2.PdfDocument(render_pdf(Document("icons", [page])))
    pdf_img = pdf[0].render(scale=96 / 72).to_pil().convert("L").resize(svg_img.size)
    changed = sum(ImageChops.difference(soften(svg_img), soften(pdf_img)).point(lambda v: 255 if v > 96 else 0).histogram()[255:])
    assert changed / (svg_img.size[0] * svg_img.size[1]) < 0.01
