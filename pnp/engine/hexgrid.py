"""Hexagonal grids as data: coordinates, shapes, neighbours, labels and millimetre geometry. No drawing.

Conventions are those of Red Blob Games' hexagon guide:

- axial coordinates (q, r), with s = -q - r; on paper y points down, so r grows downwards;
- pointy-top hexes sit in rows (offset coordinates shove every other row half a hex to the right),
  flat-top hexes sit in columns (every other column shoved half a hex down);
- "odd" offset shoves the odd rows (or columns), "even" the even ones; rows and columns count from 0;
- s is the side of a hex (centre to corner). Pointy-top: width √3·s, height 2·s. Flat-top: width 2·s,
  height √3·s. Across the flats is √3·s either way.

Shapes: a rectangle of columns × rows in offset coordinates, a rhombus of q in 0..columns-1 and r in
0..rows-1 (Hex's board), and a hexagon of every hex within `radius` steps of the centre (3·N·(N+1)+1 hexes).
"""

from __future__ import annotations

import math

from msgspec import Struct

SQRT3 = math.sqrt(3.0)
ORIENTATIONS = ("pointy", "flat")
SHAPES = ("rectangle", "rhombus", "hexagon")
OFFSETS = ("odd", "even")
# the six axial directions, counter-clockwise on paper from east for pointy-top (Red Blob's order)
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

Hex = tuple[int, int]  # (q, r)
Point = tuple[float, float]


def neighbours(h: Hex) -> list[Hex]:
    q, r = h
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


# --- offset coordinates ---------------------------------------------------------------------------


def to_offset(h: Hex, orientation: str, offset: str) -> tuple[int, int]:
    """(column, row) of an axial hex: rows shoved for pointy-top, columns for flat-top."""
    q, r = h
    odd = offset == "odd"
    if orientation == "pointy":
        col = q + (r - (r & 1)) // 2 if odd else q + (r + (r & 1)) // 2
        return col, r
    row = r + (q - (q & 1)) // 2 if odd else r + (q + (q & 1)) // 2
    return q, row


def from_offset(col: int, row: int, orientation: str, offset: str) -> Hex:
    odd = offset == "odd"
    if orientation == "pointy":
        q = col - (row - (row & 1)) // 2 if odd else col - (row + (row & 1)) // 2
        return q, row
    r = row - (col - (col & 1)) // 2 if odd else row - (col + (col & 1)) // 2
    return col, r


# --- shapes ---------------------------------------------------------------------------------------


def rectangle(columns: int, rows: int, orientation: str, offset: str = "odd") -> list[Hex]:
    return [from_offset(c, r, orientation, offset) for r in range(rows) for c in range(columns)]


def rhombus(columns: int, rows: int) -> list[Hex]:
    return [(q, r) for r in range(rows) for q in range(columns)]


def hexagon(radius: int) -> list[Hex]:
    return [(q, r) for r in range(-radius, radius + 1) for q in range(-radius, radius + 1) if abs(q + r) <= radius]


def shape_hexes(shape: str, orientation: str, *, columns: int = 0, rows: int = 0, radius: int = 0,
                offset: str = "odd") -> list[Hex]:
    if shape == "rectangle":
        return rectangle(columns, rows, orientation, offset)
    if shape == "rhombus":
        return rhombus(columns, rows)
    if shape == "hexagon":
        return hexagon(radius)
    raise ValueError(f"unknown hex shape {shape!r}")  # not a message: the game file allows only these three


def shape_count(shape: str, *, columns: int = 0, rows: int = 0, radius: int = 0) -> int:
    """How many hexes a shape holds, without building it (checks of size use it)."""
    return 3 * radius * (radius + 1) + 1 if shape == "hexagon" else columns * rows


# --- labels (named A1, B1 … by tiling.tile_name, as a spreadsheet names its cells) -----------------


def grid_places(hexes: list[Hex], shape: str, orientation: str, offset: str) -> dict[Hex, tuple[int, int]]:
    """(column, row) from 0 of every hex, for A1-style names: q and r in a rhombus, offset coordinates
    otherwise, counted from the shape's first column and row."""
    if shape == "rhombus":
        places = {h: h for h in hexes}
    else:
        places = {h: to_offset(h, orientation, offset) for h in hexes}
    c0 = min(c for c, _ in places.values())
    r0 = min(r for _, r in places.values())
    return {h: (c - c0, r - r0) for h, (c, r) in places.items()}


def qr_name(h: Hex) -> str:
    return f"{h[0]},{h[1]}"


# --- millimetre geometry --------------------------------------------------------------------------


class HexGeometry(Struct, frozen=True):
    orientation: str  # pointy | flat
    side: float  # mm, centre to corner

    @property
    def width(self) -> float:
        return SQRT3 * self.side if self.orientation == "pointy" else 2 * self.side

    @property
    def height(self) -> float:
        return 2 * self.side if self.orientation == "pointy" else SQRT3 * self.side

    @property
    def across_flats(self) -> float:
        return SQRT3 * self.side

    def centre(self, h: Hex) -> Point:
        q, r = h
        s = self.side
        if self.orientation == "pointy":
            return s * SQRT3 * (q + r / 2), s * 1.5 * r
        return s * 1.5 * q, s * SQRT3 * (r + q / 2)

    def corners(self, h: Hex) -> list[Point]:
        """The six corners, clockwise on paper, starting at the one after angle 0 (flat) or 30° (pointy)."""
        cx, cy = self.centre(h)
        start = 30.0 if self.orientation == "pointy" else 0.0
        return [(cx + self.side * math.cos(math.radians(start + 60 * i)),
                 cy + self.side * math.sin(math.radians(start + 60 * i))) for i in range(6)]

    def edge(self, h: Hex, direction: int) -> tuple[Point, Point]:
        """The side of `h` shared with its neighbour in DIRECTIONS[direction]."""
        cx, cy = self.centre(h)
        nx, ny = self.centre((h[0] + DIRECTIONS[direction][0], h[1] + DIRECTIONS[direction][1]))
        mx, my = (cx + nx) / 2, (cy + ny) / 2
        dx, dy = (nx - cx), (ny - cy)
        norm = math.hypot(dx, dy)
        half = self.side / 2
        ux, uy = -dy / norm * half, dx / norm * half
        return (mx - ux, my - uy), (mx + ux, my + uy)

    def bounds(self, hexes: list[Hex]) -> tuple[float, float, float, float]:
        """(left, top, width, height) of the shape's outline, mm, in centre coordinates."""
        hw, hh = self.width / 2, self.height / 2
        xs = [self.centre(h)[0] for h in hexes]
        ys = [self.centre(h)[1] for h in hexes]
        left, top = min(xs) - hw, min(ys) - hh
        return left, top, max(xs) + hw - left, max(ys) + hh - top


def side_from(size: float, measure: str, orientation: str) -> float:
    """The side s from a size given as the side, the hex's width (left to right on paper), or across flats."""
    if measure == "side":
        return size
    if measure == "flats":
        return size / SQRT3
    return size / SQRT3 if orientation == "pointy" else size / 2


# --- the shape's sides, for coloured edges --------------------------------------------------------


def boundary(hexes: list[Hex]) -> list[tuple[Hex, int]]:
    """Every (hex, direction) whose neighbour that way is outside the shape."""
    inside = set(hexes)
    return [(h, d) for h in hexes for d, n in enumerate(neighbours(h)) if n not in inside]


def sides(hexes: list[Hex], shape: str, geometry: HexGeometry) -> dict[str, list[tuple[Hex, int]]]:
    """The shape's named sides, each as the outer edges (hex, direction) along it.

    A rhombus has top (r smallest), bottom, left (q smallest) and right; a rectangle has its first and last
    row and column; a hexagon six sides named after where their outward normal points on paper. At a corner
    an edge may belong to two sides, as in Hex where the obtuse corners are shared."""
    edges = boundary(hexes)
    vectors = [_unit(geometry.centre(n)) for n in DIRECTIONS]
    out: dict[str, list[tuple[Hex, int]]] = {}
    if shape == "hexagon":
        for axis in range(3):  # q, r, s
            for sign in (-1, 1):
                coordinate = [lambda h: h[0], lambda h: h[1], lambda h: -h[0] - h[1]][axis]
                extreme = max(sign * coordinate(h) for h in hexes)
                chosen = [(h, d) for h, d in edges if sign * coordinate(h) == extreme
                          and sign * _change(DIRECTIONS[d], axis) > 0]
                normal = _unit(tuple(sum(vectors[d][i] for _, d in chosen) for i in range(2)))
                out[_compass(normal)] = chosen
        return out
    if shape == "rhombus":
        rule = {"top": lambda h, d: h[1] == min(x[1] for x in hexes) and DIRECTIONS[d][1] < 0,
                "bottom": lambda h, d: h[1] == max(x[1] for x in hexes) and DIRECTIONS[d][1] > 0,
                "left": lambda h, d: h[0] == min(x[0] for x in hexes) and DIRECTIONS[d][0] < 0,
                "right": lambda h, d: h[0] == max(x[0] for x in hexes) and DIRECTIONS[d][0] > 0}
        return {name: [(h, d) for h, d in edges if test(h, d)] for name, test in rule.items()}
    # rectangle: the outer edges whose outward direction points off that side on paper
    ys = [geometry.centre(h)[1] for h in hexes]
    xs = [geometry.centre(h)[0] for h in hexes]
    top, bottom, left, right = min(ys), max(ys), min(xs), max(xs)
    tol = geometry.side
    rule = {"top": lambda c, v: c[1] < top + tol and v[1] < -0.1,
            "bottom": lambda c, v: c[1] > bottom - tol and v[1] > 0.1,
            "left": lambda c, v: c[0] < left + tol and v[0] < -0.1,
            "right": lambda c, v: c[0] > right - tol and v[0] > 0.1}
    return {name: [(h, d) for h, d in edges if test(geometry.centre(h), vectors[d])] for name, test in rule.items()}


def _change(direction: tuple[int, int], axis: int) -> int:
    dq, dr = direction
    return (dq, dr, -dq - dr)[axis]


def _unit(v) -> Point:
    norm = math.hypot(v[0], v[1]) or 1.0
    return v[0] / norm, v[1] / norm


COMPASS = ("right", "bottom-right", "bottom", "bottom-left", "left", "top-left", "top", "top-right")


def _compass(v: Point) -> str:
    """The nearest of eight names for a direction on paper (y down)."""
    angle = math.degrees(math.atan2(v[1], v[0])) % 360
    return COMPASS[round(angle / 45) % 8]
