"""The backend-neutral drawing: a few primitives in millimetres, y pointing down (as on paper and in SVG).
They are msgspec Structs rather than dataclasses: a sheet of tokens makes thousands of them, and a Struct
class is made (and filled) several times faster.

Parts build scenes; the renderers (render/pdf.py, render/svg.py) draw them. Nothing here knows about
files or backends. `role` tags a shape with what it is on paper ("sticker", "face", "cell" ...), so the
SVG carries it as a class and tests can find the shapes they measure.
"""

from __future__ import annotations

import math
from typing import Callable, Union

from msgspec import Struct

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


class Style(Struct, frozen=True):
    fill: str | None = None  # "#rrggbb" or None
    stroke: str | None = None
    width: float = 0.25  # stroke width, mm
    dash: tuple[float, ...] | None = None  # on/off lengths, mm


CUT = Style(stroke="#000000", width=0.25)
FOLD = Style(stroke="#000000", width=0.2, dash=(1.5, 1.0))
GUIDE = Style(stroke="#000000", width=0.15)


class Rect(Struct):
    x: float
    y: float
    w: float
    h: float
    style: Style
    role: str = ""


class Circle(Struct):
    cx: float
    cy: float
    r: float
    style: Style
    role: str = ""


class Line(Struct):
    x1: float
    y1: float
    x2: float
    y2: float
    style: Style
    role: str = ""


class Path(Struct):
    """ops: ("M", x, y), ("L", x, y), ("C", x1, y1, x2, y2, x, y), ("Z",)."""

    ops: list[tuple]
    style: Style
    role: str = ""


class Text(Struct):
    x: float
    y: float  # baseline
    text: str
    size: float  # em size, mm
    fill: str = "#000000"
    font: str = "regular"  # a key of fonts.FONT_FILES
    anchor: str = "start"  # start | middle | end
    role: str = ""


class Image(Struct):
    """Art from a file, drawn to fill the box: "png" and "jpeg" embedded as images, "svg" as vector
    shapes (the bytes are an SVG document already checked by pnp/art.py). `key` names the content, so a
    picture on a hundred cards is stored once."""

    x: float
    y: float
    w: float
    h: float
    kind: str  # png | jpeg | svg
    data: bytes
    key: str
    role: str = ""


class Group(Struct):
    items: list = []
    transform: Matrix = IDENTITY
    clip: Rect | Circle | Path | None = None
    role: str = ""

    def add(self, *items: Item) -> Group:
        self.items.extend(items)
        return self


Item = Union[Rect, Circle, Line, Path, Text, Image, Group]


class Page(Struct):
    width: float
    height: float
    items: list = []


class Ink(Struct, frozen=True):
    """The ink a document is printed in (--ink), a colour filter the renderers apply as they draw each shape,
    text and picture: `color` changes a '#rrggbb' colour, `image` the designer's art (an Image); None keeps
    them. Colour keeps everything; black and white (pnp.model.art.ink("bw")) gives each colour its grey. The
    scene itself stays as drawn, in colour, so no page is walked again to grey it."""

    name: str = "color"
    color: Callable[[str], str] | None = None
    image: Callable[[Image], Image] | None = None


COLOR = Ink()


class Document(Struct):
    title: str
    pages: list[Page]
    lang: str = "fr"
    ink: Ink = COLOR  # how every renderer draws it: the kit PDF, the part files and their previews alike


def polygon(points, style: Style, role: str = "") -> Path:
    ops: list[tuple] = [("M", *points[0])]
    ops += [("L", *p) for p in points[1:]]
    ops.append(("Z",))
    return Path(ops, style, role)


def translate(x: float, y: float) -> Matrix:
    return (1.0, 0.0, 0.0, 1.0, x, y)


def scale(sx: float, sy: float | None = None) -> Matrix:
    return (sx, 0.0, 0.0, sx if sy is None else sy, 0.0, 0.0)


def rotate(degrees: float, cx: float = 0.0, cy: float = 0.0) -> Matrix:
    """Clockwise on paper (y down), like SVG's rotate()."""
    # rounding keeps quarter turns exact, so a rotated 16 mm face is still 16 mm to the last digit
    c, s = round(math.cos(math.radians(degrees)), 12), round(math.sin(math.radians(degrees)), 12)
    return compose(translate(cx, cy), (c, s, -s, c, 0.0, 0.0), translate(-cx, -cy))


def compose(*matrices: Matrix) -> Matrix:
    """compose(A, B) applies B first, then A (as in SVG's transform="A B")."""
    a, b, c, d, e, f = IDENTITY
    for m in matrices:
        a2, b2, c2, d2, e2, f2 = m
        a, b, c, d, e, f = (
            a * a2 + c * b2,
            b * a2 + d * b2,
            a * c2 + c * d2,
            b * c2 + d * d2,
            a * e2 + c * f2 + e,
            b * e2 + d * f2 + f,
        )
    return (a, b, c, d, e, f)
