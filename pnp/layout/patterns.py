"""Patterns that tell pieces apart without colour: a band of dots, stripes, lines, checks, zigzag or dashes
round a piece's edge, each colour of the palette with its own (red stripes, blue dots ...). Tokens and pawns
wear them always (pnp/parts/tokens.py); a cross board's stables wear them in black and white, where their
colours would print as greys too close to tell apart, so a stable matches its pawns."""

import math
from functools import cache

from msgspec import Struct

from pnp.scene import Group, Style
from pnp.scene import Path as ScenePath

PATTERNS = ("dots", "stripes", "lines", "checks", "zigzag", "dashes", "plain")  # "" = chosen from the colour
PATTERNS_OF = {"red": "stripes", "blue": "dots", "yellow": "lines", "green": "checks", "orange": "zigzag",
               "purple": "dashes", "pink": "dashes", "brown": "checks"}


def patterns_for(color_names: list[str]) -> list[str]:
    """A pattern for each of these colours, different where the colours differ: a palette colour's own, and
    for the others (#rrggbb, or a second colour sharing a pattern) the first pattern no other colour takes."""
    keys = [name.strip().lower() for name in color_names]
    chosen: dict[str, str] = {}
    for key in dict.fromkeys(keys):
        own = PATTERNS_OF.get(key, "")
        if own and own not in chosen.values():
            chosen[key] = own
    for key in dict.fromkeys(keys):
        if key not in chosen:
            free = [p for p in PATTERNS[:-1] if p not in chosen.values()]
            chosen[key] = free[0] if free else "plain"
    return [chosen[key] for key in keys]


# --- patterns ---------------------------------------------------------------------------------------
#
# A pattern runs round the band between a piece's edge and its window, drawn along one loop (a circle or
# a rectangle) with a dash array: a handful of path operations a piece, however many dots or bars it
# shows. A whole number of dash periods goes round each loop, so there is no seam.


class Loop(Struct, frozen=True):
    """The centre line of a band: a circle (kind "circle": x, y its centre, w its radius), a rectangle, or a
    convex polygon (kind "polygon": its corners in `points`, the faces of dice other than cubes)."""

    kind: str
    x: float = 0.0
    y: float = 0.0
    w: float = 0.0
    h: float = 0.0
    points: tuple = ()

    def perimeter(self, inset: float = 0.0) -> float:
        if self.kind == "circle":
            return 2 * math.pi * (self.w - inset)
        if self.kind == "polygon":
            corners = inset_polygon(self.points, inset)
            return sum(math.dist(a, b) for a, b in zip(corners, corners[1:] + corners[:1]))
        return 2 * (self.w + self.h - 4 * inset)

    def point(self, inset: float, f: float) -> tuple[float, float]:
        """The point a fraction f of the way round the loop (moved `inset` inwards), clockwise on paper."""
        if self.kind == "polygon":
            return _along(inset_polygon(self.points, inset), f)
        if self.kind == "circle":
            r, a = self.w - inset, 2 * math.pi * f
            return self.x + r * math.cos(a), self.y + r * math.sin(a)
        x, y, w, h = self.x + inset, self.y + inset, self.w - 2 * inset, self.h - 2 * inset
        t = (f % 1.0) * 2 * (w + h)
        for length, (sx, sy, dx, dy) in ((w, (x, y, 1, 0)), (h, (x + w, y, 0, 1)), (w, (x + w, y + h, -1, 0)), (h, (x, y + h, 0, -1))):
            if t <= length:
                return sx + dx * t, sy + dy * t
            t -= length
        return x, y

    def ops(self, inset: float = 0.0, start: float = 0.0) -> list[tuple]:
        """The closed loop as path operations, beginning a fraction `start` of the way round."""
        ops: list[tuple] = [("M", *self.point(inset, start))]
        if self.kind == "circle":
            r = self.w - inset
            k = 4 / 3 * math.tan(math.pi / 8) * r
            for q in range(4):
                a, b = 2 * math.pi * start + q * math.pi / 2, 2 * math.pi * start + (q + 1) * math.pi / 2
                p0x, p0y = self.x + r * math.cos(a), self.y + r * math.sin(a)
                p3x, p3y = self.x + r * math.cos(b), self.y + r * math.sin(b)
                ops.append(("C", p0x - k * math.sin(a), p0y + k * math.cos(a), p3x + k * math.sin(b), p3y - k * math.cos(b), p3x, p3y))
            return ops + [("Z",)]
        if self.kind == "polygon":
            corners = inset_polygon(self.points, inset)
            lengths = [math.dist(a, b) for a, b in zip(corners, corners[1:] + corners[:1])]
            total, s, run = sum(lengths), start % 1.0, 0.0
            at = []
            for length in lengths:  # each corner's fraction of the way round, from the first corner
                run += length
                at.append(run / total)
            for f in sorted((c if c > s else c + 1.0) for c in at):
                ops.append(("L", *_along(corners, f)))
            ops.append(("L", *_along(corners, s)))
            return ops + [("Z",)]
        w, h = self.w - 2 * inset, self.h - 2 * inset
        total = 2 * (w + h)
        corners = [w / total, (w + h) / total, (2 * w + h) / total, 1.0]
        s = start % 1.0
        for at in sorted((c if c > s else c + 1.0) for c in corners):
            ops.append(("L", *self.point(inset, at)))
        ops.append(("L", *self.point(inset, s)))
        return ops + [("Z",)]


def inset_polygon(points, inset: float) -> list[tuple[float, float]]:
    """A convex polygon with every side moved `inset` inwards (outwards when negative): each side's line moved
    along its normal, the new corners where neighbouring lines meet. A face of a die has an inscribed circle, so
    this is the face shrunk (or grown) about its centre, its corners still pointing the same way."""
    points = [tuple(p) for p in points]
    n = len(points)
    centre = (sum(p[0] for p in points) / n, sum(p[1] for p in points) / n)
    lines = []
    for i in range(n):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % n]
        length = math.hypot(x2 - x1, y2 - y1)
        nx, ny = (y2 - y1) / length, -(x2 - x1) / length
        if ((x1 + x2) / 2 - centre[0]) * nx + ((y1 + y2) / 2 - centre[1]) * ny > 0:
            nx, ny = -nx, -ny  # the normal pointing inwards
        lines.append(((x1 + nx * inset, y1 + ny * inset), (x2 - x1, y2 - y1)))
    out = []
    for i in range(n):
        (p, u), (q, v) = lines[i - 1], lines[i]
        det = u[0] * (-v[1]) - u[1] * (-v[0])
        s = ((q[0] - p[0]) * (-v[1]) - (q[1] - p[1]) * (-v[0])) / det
        out.append((p[0] + s * u[0], p[1] + s * u[1]))
    return out


def _along(corners, f: float) -> tuple[float, float]:
    """The point a fraction f of the way round a polygon's outline, from its first corner."""
    lengths = [math.dist(a, b) for a, b in zip(corners, corners[1:] + corners[:1])]
    t = (f % 1.0) * sum(lengths)
    for (a, b), length in zip(zip(corners, corners[1:] + corners[:1]), lengths):
        if t <= length:
            k = t / length if length else 0.0
            return a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k
        t -= length
    return corners[0]


def _dashes(loop: Loop, inset: float, n: int, on: float, width: float, color: str, start: float = 0.0) -> ScenePath:
    """n dashes round the loop, each `on` (a fraction of its period) long."""
    period = loop.perimeter(inset) / n
    dash = (round(on * period, 4), round((1 - on) * period, 4))
    return ScenePath(loop.ops(inset, start), Style(stroke=color, width=round(width, 3), dash=dash), "pattern")


@cache
def _band(pattern: str, loop: Loop, b: float, color: str) -> tuple:
    """The pattern's shapes along a band b mm wide centred on the loop."""
    around = loop.perimeter()

    def count(period: float) -> int:
        return max(4, round(around / period))

    if pattern == "dots":
        return (_dashes(loop, 0.0, count(1.0 * b), 0.42, 0.42 * b, color),)
    if pattern == "stripes":
        return (_dashes(loop, 0.0, count(0.62 * b), 0.42, 0.86 * b, color),)
    if pattern == "lines":
        thin = Style(stroke=color, width=round(0.13 * b, 3))
        return (ScenePath(loop.ops(-0.25 * b), thin, "pattern"), ScenePath(loop.ops(0.25 * b), thin, "pattern"))
    if pattern == "checks":
        n = count(0.8 * b)
        return (_dashes(loop, -0.22 * b, n, 0.5, 0.44 * b, color), _dashes(loop, 0.22 * b, n, 0.5, 0.44 * b, color, 0.5 / n))
    if pattern == "zigzag":
        n = count(0.9 * b)
        points = [loop.point(0.3 * b if i % 2 else -0.3 * b, i / (2 * n)) for i in range(2 * n)]
        ops = [("M", *points[0])] + [("L", *p) for p in points[1:]] + [("Z",)]
        return (ScenePath(ops, Style(stroke=color, width=round(0.16 * b, 3)), "pattern"),)
    if pattern == "dashes":
        return (_dashes(loop, 0.0, count(1.45 * b), 0.62, 0.3 * b, color),)
    return ()


def pattern_items(pattern: str, loop: Loop, band: float, color: str) -> list:
    """The pattern round a band; nothing for "plain"."""
    shapes = _band(pattern, loop, round(band, 3), color) if pattern not in ("", "plain") else ()
    return [Group(list(shapes), role=f"pattern pattern-{pattern}")] if shapes else []


