"""The SVG writer writes text, not a tree: what it escapes and how it closes empty elements, read back."""

import xml.etree.ElementTree as ET

from pnp.render.svg import render_svg
from pnp.scene import Group, Page, Rect, Style, Text

NS = "{http://www.w3.org/2000/svg}"
ODD = 'a & b < c > d "e" \'f\'\ttab\nline\rreturn é ⚄'


def read(page: Page, title: str) -> ET.Element:
    return ET.fromstring(render_svg(page, title))


def test_awkward_characters_come_back_exactly():
    page = Page(50, 40, [Text(5, 10, ODD, 3, role=ODD), Group([Rect(1, 2, 3, 4, Style(fill="#ff0000"), role="r&d")])])
    root = read(page, ODD)
    assert root.find(f"{NS}title").text == ODD.replace("\r", "\n")  # XML turns a raw CR into LF in text
    label = next(g for g in root.iter(f"{NS}g") if g.get("aria-label"))
    assert label.get("aria-label") == ODD and label.get("class") == ODD
    assert root.find(f".//{NS}rect").get("class") == "r&d"


def test_empty_elements_are_closed_and_counted():
    page = Page(10, 10, [Group([]), Text(1, 1, "   ", 2), Group([Group([])], clip=Rect(0, 0, 5, 5, Style()))])
    data = render_svg(page, "")
    root = ET.fromstring(data)
    assert b"<defs><clipPath" in data and b"<title />" in data
    groups = list(root.iter(f"{NS}g"))
    assert len(groups) == 4 and all(len(g) == 0 for g in groups if g.get("aria-label") == "   ")
    assert root.find(f".//{NS}g[@clip-path]") is not None and root.find(f"{NS}defs/{NS}clipPath/{NS}rect") is not None


def test_glyphs_are_defined_once_and_used_by_reference():
    root = read(Page(30, 10, [Text(1, 5, "abba", 3)]), "t")
    paths = root.findall(f"{NS}defs/{NS}path")
    uses = root.findall(f".//{NS}use")
    assert len(paths) == 2 and len(uses) == 4
    ids = {p.get("id") for p in paths}
    assert {u.get("{http://www.w3.org/1999/xlink}href")[1:] for u in uses} == ids
