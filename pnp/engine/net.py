"""Folding nets, exactly: cube nets on a grid of cells (below), and any die's solid from d4 to d20 (further down).

The net lies flat, printed side up; x runs right and y up on the paper, z towards the viewer. Folding
every flap away from the viewer wraps the paper round a cube with the print outside. Each cell gets
a frame (a 3×3 integer rotation) that carries its paper directions onto the cube; the cell's outward
normal is the frame's third column.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from msgspec import Struct

from pnp.base.errors import PnpError
from pnp.engine.faces import SHAPES

Cell = tuple[int, int]  # (column, row) on the paper, rows counted downwards
Matrix = tuple[tuple[int, int, int], ...]
Vec = tuple[int, int, int]

# The Latin cross: top flap, a row of three, then two below.
CROSS: tuple[Cell, ...] = ((1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (1, 3))

# Sides of a cell as (step in columns, step in rows) and the fold that carries a neighbour there.
SIDES = {"right": (1, 0), "left": (-1, 0), "top": (0, -1), "bottom": (0, 1)}
_FOLDS: dict[str, Matrix] = {
    "right": ((0, 0, 1), (0, 1, 0), (-1, 0, 0)),  # the flap's print normal turns to +x
    "left": ((0, 0, -1), (0, 1, 0), (1, 0, 0)),
    "top": ((1, 0, 0), (0, 0, 1), (0, -1, 0)),  # paper "up" is +y
    "bottom": ((1, 0, 0), (0, 0, -1), (0, 1, 0)),
}
_IDENTITY: Matrix = ((1, 0, 0), (0, 1, 0), (0, 0, 1))
_PAPER_DIRECTION = {"right": (1, 0, 0), "left": (-1, 0, 0), "top": (0, 1, 0), "bottom": (0, -1, 0)}


class NetError(PnpError):
    """A net that does not fold into the die it claims to be. The nets are pnp's own (CROSS, unfold) and the faces
    are placed on them by pnp: these are proofs run before a die is drawn, that no input reaches, so their words
    are not messages of the catalogue."""


def _mul(a: Matrix, b: Matrix) -> Matrix:
    return tuple(tuple(sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)) for i in range(3))


def _apply(m: Matrix, v: Vec) -> Vec:
    return tuple(sum(m[i][k] * v[k] for k in range(3)) for i in range(3))


def fold(cells: Sequence[Cell]) -> dict[Cell, Matrix]:
    """Each cell's frame on the cube. Raises NetError unless the six cells wrap a cube exactly once."""
    if len(cells) != 6 or len(set(cells)) != 6:
        raise NetError(f"a cube net has six distinct cells, this one has {len(set(cells))}")  # not a message
    frames = {cells[0]: _IDENTITY}
    todo = [cells[0]]
    while todo:
        cell = todo.pop()
        for side, (dx, dy) in SIDES.items():
            nxt = (cell[0] + dx, cell[1] + dy)
            if nxt in cells and nxt not in frames:
                frames[nxt] = _mul(frames[cell], _FOLDS[side])
                todo.append(nxt)
    if len(frames) != 6:
        raise NetError("the cells of the net are not all joined edge to edge")  # not a message
    normals = {normal(frame) for frame in frames.values()}
    if len(normals) != 6:
        raise NetError("two cells of the net fold onto the same side of the cube")  # not a message
    return frames


def normal(frame: Matrix) -> Vec:
    return _apply(frame, (0, 0, 1))


def _det(a: Vec, b: Vec, c: Vec) -> int:
    return (
        a[0] * (b[1] * c[2] - b[2] * c[1])
        - a[1] * (b[0] * c[2] - b[2] * c[0])
        + a[2] * (b[0] * c[1] - b[1] * c[0])
    )


def _negate(v: Vec) -> Vec:
    return (-v[0], -v[1], -v[2])


def place_faces(cells: Sequence[Cell] = CROSS) -> list[Cell]:
    """Cells for faces f1..f6 so that f1|f6, f2|f5 and f3|f4 are opposite and f1, f2, f3 turn
    counter-clockwise round their shared corner, as on a standard die."""
    frames = fold(cells)
    by_normal = {normal(frame): cell for cell, frame in frames.items()}
    n1 = normal(frames[cells[len(cells) // 2 - 1]])  # a central cell, so f1 and f6 are easy to find
    n2 = next(n for n in by_normal if n not in (n1, _negate(n1)))
    n3 = next(n for n in by_normal if n not in (n1, _negate(n1), n2, _negate(n2)))
    if _det(n1, n2, n3) < 0:
        n3 = _negate(n3)
    order = (n1, n2, n3, _negate(n3), _negate(n2), _negate(n1))
    return [by_normal[n] for n in order]


def check_net(cells: Sequence[Cell], faces: Sequence, *, standard: bool) -> None:
    """Fold the net carrying faces[i] on cells[i] and check the die it makes.

    Custom faces f1..f6: f1 opposite f6, f2 opposite f5, f3 opposite f4. A standard die (1..6) also
    needs its 1, 2, 3 counter-clockwise round their shared corner, seen from outside.
    """
    if len(faces) != 6:
        raise NetError(f"a cube net carries six faces, not {len(faces)}")  # not a message
    frames = fold(cells)
    normals = [normal(frames[c]) for c in cells]
    for i, j in ((0, 5), (1, 4), (2, 3)):
        if normals[i] != _negate(normals[j]):
            raise NetError(f"faces {faces[i]} and {faces[j]} should be opposite but the net folds them side by side")  # not a message
    if standard and _det(normals[0], normals[1], normals[2]) < 0:
        raise NetError("1, 2 and 3 turn clockwise round their corner; a standard die has them counter-clockwise")  # not a message


def seams(cells: Sequence[Cell]) -> list[tuple[tuple[Cell, str], tuple[Cell, str]]]:
    """The free edges of the net, paired as they meet on the cube: each pair needs one glue tab."""
    frames = fold(cells)
    by_edge: dict[frozenset, list[tuple[Cell, str]]] = {}
    for cell in cells:
        for side, (dx, dy) in SIDES.items():
            if (cell[0] + dx, cell[1] + dy) in cells:
                continue
            direction = _apply(frames[cell], _PAPER_DIRECTION[side])
            edge = frozenset((normal(frames[cell]), direction))
            by_edge.setdefault(edge, []).append((cell, side))
    return [tuple(pair) for pair in by_edge.values()]


# --- any solid: d4 to d20 ------------------------------------------------------------------------
#
# A die's solid is its vertices and faces in 3-D (faces counter-clockwise seen from outside), its measured
# edge 1. It is unfolded along a tree of its faces into a flat net (polygons in the plane, x right and y up,
# print side towards the viewer, each hinge an edge shared by two of them). The check folds that flat net
# back, hinge by hinge, each by the solid's dihedral angle at an edge of its length, without reading the
# tree it came from: every face must land on a face of the solid, each face once, and every free edge must
# meet one other free edge (a seam) that carries exactly one glue tab.

Vec3 = tuple[float, float, float]
Point = tuple[float, float]

OPPOSITE_SHAPES = ("d6", "d8", "d10", "d12", "d20")  # shapes whose faces come in opposite pairs
TOLERANCE = 1e-6  # in edges: how near two folded points must be to be one


def _sub(a, b):
    return tuple(x - y for x, y in zip(a, b))


def _add(a, b):
    return tuple(x + y for x, y in zip(a, b))


def _times(v, k: float):
    return tuple(x * k for x in v)


def _dot(a, b) -> float:
    return sum(x * y for x, y in zip(a, b))


def _cross(a: Vec3, b: Vec3) -> Vec3:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _length(v) -> float:
    return math.sqrt(_dot(v, v))


def _unit(v):
    return _times(v, 1.0 / _length(v))


def _near(a, b, tol: float = TOLERANCE) -> bool:
    return _length(_sub(a, b)) < tol


class Solid(Struct, frozen=True):
    """A convex die: vertices, and faces as vertex indices counter-clockwise seen from outside, in slot order
    (slot i and slot n-1-i are opposite faces, on a shape whose faces come in pairs)."""

    shape: str
    vertices: tuple[Vec3, ...]
    faces: tuple[tuple[int, ...], ...]

    def points(self, face: int) -> list[Vec3]:
        return [self.vertices[v] for v in self.faces[face]]

    def normal(self, face: int) -> Vec3:
        p = self.points(face)
        return _unit(_cross(_sub(p[1], p[0]), _sub(p[2], p[0])))

    def centre(self, face: int) -> Vec3:
        p = self.points(face)
        return _times(tuple(map(sum, zip(*p))), 1.0 / len(p))

    def edges(self, face: int) -> list[tuple[int, int]]:
        f = self.faces[face]
        return [(f[k], f[(k + 1) % len(f)]) for k in range(len(f))]

    def neighbour(self, face: int, edge: tuple[int, int]) -> int:
        """The face across an edge (a, b) of `face`: the one that runs it b -> a."""
        a, b = edge
        return next(g for g in range(len(self.faces)) if (b, a) in self.edges(g))

    def opposite(self, face: int) -> int | None:
        n = self.normal(face)
        return next((g for g in range(len(self.faces)) if _near(self.normal(g), _times(n, -1.0))), None)


def _hull_faces(vertices: list[Vec3]) -> list[tuple[int, ...]]:
    """The faces of a convex solid from its vertices: planes through three of them with every vertex on one side."""
    centre = _times(tuple(map(sum, zip(*vertices))), 1.0 / len(vertices))
    found: dict[frozenset, tuple[int, ...]] = {}
    n = len(vertices)
    for i in range(n):
        for j in range(i + 1, n):
            for k in range(j + 1, n):
                normal = _cross(_sub(vertices[j], vertices[i]), _sub(vertices[k], vertices[i]))
                if _length(normal) < TOLERANCE:
                    continue
                normal = _unit(normal)
                if _dot(normal, _sub(centre, vertices[i])) > 0:
                    normal = _times(normal, -1.0)
                heights = [_dot(normal, _sub(v, vertices[i])) for v in vertices]
                if max(heights) > TOLERANCE:
                    continue
                on = frozenset(m for m, h in enumerate(heights) if abs(h) <= TOLERANCE)
                if on not in found:
                    found[on] = _around(vertices, sorted(on), normal)
    return list(found.values())


def _around(vertices: list[Vec3], face: list[int], normal: Vec3) -> tuple[int, ...]:
    """A face's vertices counter-clockwise seen from the side its normal points to."""
    middle = _times(tuple(map(sum, zip(*(vertices[v] for v in face)))), 1.0 / len(face))
    x = _unit(_sub(vertices[face[0]], middle))
    y = _cross(normal, x)
    angle = {v: math.atan2(_dot(_sub(vertices[v], middle), y), _dot(_sub(vertices[v], middle), x)) % (2 * math.pi)
             for v in face}
    return tuple(sorted(face, key=lambda v: angle[v]))


PHI = (1 + math.sqrt(5)) / 2


def _raw_vertices(shape: str) -> list[Vec3]:
    if shape == "d4":
        return [(1, 1, 1), (1, -1, -1), (-1, 1, -1), (-1, -1, 1)]
    if shape == "d6":
        return [(x, y, z) for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)]
    if shape == "d8":
        return [tuple(s * (i == k) for i in range(3)) for k in range(3) for s in (1, -1)]
    if shape == "d10":
        return _trapezohedron()
    if shape == "d12":
        cube = [(x, y, z) for x in (-1, 1) for y in (-1, 1) for z in (-1, 1)]
        ring = [p for a in (-1 / PHI, 1 / PHI) for b in (-PHI, PHI) for p in ((0, a, b), (a, b, 0), (b, 0, a))]
        return cube + ring
    if shape == "d20":
        return [p for a in (-1, 1) for b in (-PHI, PHI) for p in ((0, a, b), (a, b, 0), (b, 0, a))]
    raise ValueError(shape)


def _trapezohedron() -> list[Vec3]:
    """The pentagonal trapezohedron of a d10: the dual of the pentagonal antiprism with equal edges (each kite
    plane is a plane of the antiprism's vertex, reciprocated), two poles and a zigzag belt of ten."""
    radius = 1 / (2 * math.sin(math.pi / 5))
    half = math.sqrt(1 - (2 * radius * math.sin(math.pi / 10)) ** 2) / 2
    antiprism = [(radius * math.cos(math.pi * k / 5), radius * math.sin(math.pi * k / 5), half * (-1) ** k)
                 for k in range(10)]
    dual = []
    for face in _hull_faces(antiprism):
        a, b, c = (antiprism[v] for v in face[:3])
        normal = _unit(_cross(_sub(b, a), _sub(c, a)))
        dual.append(_times(normal, 1.0 / _dot(normal, a)))
    return dual


@cache
def solid(shape: str) -> Solid:
    """A die's solid, its edge 1 (a d10's long edge, from a pole to the belt), faces in slot order."""
    raw = [tuple(float(c) for c in v) for v in _raw_vertices(shape)]
    faces = _hull_faces(raw)
    longest = max(_length(_sub(raw[a], raw[b])) for f in faces for a, b in zip(f, f[1:] + f[:1]))
    vertices = tuple(_times(v, 1.0 / longest) for v in raw)
    return Solid(shape, vertices, tuple(_slots(shape, vertices, faces)))


def _tilted(v: Vec3) -> float:
    """A sort key that splits faces into two halves with no tie: up first, then by a slight tilt."""
    return v[2] + 1e-3 * v[1] + 1e-6 * v[0]


def _slots(shape: str, vertices: tuple[Vec3, ...], faces: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """Faces in slot order: the upper half by angle round the vertical, then the lower half so that slot n-1-i
    is opposite slot i. A d10's upper faces take the odd slots, as its odd numbers meet at one pole."""
    probe = Solid(shape, vertices, tuple(faces))
    normals = [probe.normal(f) for f in range(len(faces))]
    if shape not in OPPOSITE_SHAPES:
        return sorted(faces, key=lambda f: -_tilted(normals[faces.index(f)]))
    upper = [f for f in range(len(faces)) if _tilted(normals[f]) > 0]
    upper.sort(key=lambda f: (-round(normals[f][2], 6), math.atan2(normals[f][1], normals[f][0]) % (2 * math.pi)))
    n = len(faces)
    taken = list(range(1, n, 2)) if shape == "d10" else list(range(n // 2))
    slots: list = [None] * n
    for face, slot in zip(upper, taken):
        slots[slot] = faces[face]
        slots[n - 1 - slot] = faces[probe.opposite(face)]
    return slots


# --- unfolding: a tree of faces laid flat ------------------------------------------------------------


class NetFace(Struct, frozen=True):
    """One face laid flat: its corners (x right, y up, counter-clockwise seen from the print side), the slot it
    was cut from and the solid's vertex at each corner (the fold does not read these: it finds them again)."""

    points: tuple[Point, ...]
    slot: int
    corners: tuple[int, ...]

    def edge(self, k: int) -> tuple[Point, Point]:
        return self.points[k], self.points[(k + 1) % len(self.points)]


class Hinge(Struct, frozen=True):
    """Edge `parent_edge` of face `parent` is edge `child_edge` of face `child`, run the other way: a fold."""

    parent: int
    parent_edge: int
    child: int
    child_edge: int


class Net(Struct, frozen=True):
    shape: str
    faces: tuple[NetFace, ...]
    hinges: tuple[Hinge, ...]
    tabs: tuple[tuple[int, int], ...] = ()  # (face, edge): the free edges that carry a glue tab


def _axis_faces(body: Solid, axis: Vec3, threshold: float) -> tuple[list[int], list[int], list[int]]:
    """Faces facing up the axis, down it, and round it (ordered by angle round the axis)."""
    side = _unit(_cross(axis, (0.3, 0.5, 0.7)))
    other = _cross(axis, side)
    top, bottom, belt = [], [], []
    for f in range(len(body.faces)):
        height = _dot(body.normal(f), axis)
        (top if height > threshold else bottom if height < -threshold else belt).append(f)
    belt.sort(key=lambda f: math.atan2(_dot(body.centre(f), other), _dot(body.centre(f), side)))
    return top, bottom, belt


def _shared(body: Solid, f: int, g: int) -> bool:
    return any(body.neighbour(f, e) == g for e in body.edges(f))


def _belt_tree(body: Solid, axis: Vec3, threshold: float) -> list[tuple[int, int]]:
    """A zigzag strip of the faces round the axis, each cap face hung on a face of the strip near its middle."""
    top, bottom, belt = _axis_faces(body, axis, threshold)
    links = [(belt[i], belt[i + 1]) for i in range(len(belt) - 1)]
    middle = (len(belt) - 1) / 2
    for cap in top + bottom:
        holders = [i for i, f in enumerate(belt) if _shared(body, f, cap)]
        links.append((belt[min(holders, key=lambda i: (abs(i - middle), i))], cap))
    return links


def _flower_tree(body: Solid, axis: Vec3) -> list[tuple[int, int]]:
    """Two flowers, a face and the ring round it at each end of the axis, joined by one edge."""
    top, bottom, _ = _axis_faces(body, axis, 0.99)
    (up,), (down,) = top, bottom
    upper = [body.neighbour(up, e) for e in body.edges(up)]
    lower = [body.neighbour(down, e) for e in body.edges(down)]
    links = [(up, f) for f in upper] + [(down, f) for f in lower]
    joint = next((f, g) for f in upper for g in lower if _shared(body, f, g))
    return [(up, upper[0])] + links[1:] + [joint]


def _fan_tree(body: Solid, axis: Vec3, cuts: tuple[int, int, int] = (0, 0, 0)) -> list[tuple[int, int]]:
    """Two fans, the faces round each pole side by side, each opened between two faces (`cuts`: where, counted
    round the axis), joined by the `cuts[2]`-th edge that a face of one shares with a face of the other."""
    top, bottom, _ = _axis_faces(body, axis, 0.0)
    side = _unit(_cross(axis, (0.3, 0.5, 0.7)))
    other = _cross(axis, side)
    for ring, cut in zip((top, bottom), cuts):
        ring.sort(key=lambda f: math.atan2(_dot(body.centre(f), other), _dot(body.centre(f), side)))
        ring[:] = ring[cut:] + ring[:cut]
    links = [(ring[i], ring[i + 1]) for ring in (top, bottom) for i in range(len(ring) - 1)]
    joints = [(f, g) for f in top for g in bottom if _shared(body, f, g)]
    return links + [joints[cuts[2]]]


TREES = {
    "d4": lambda body: [(0, body.neighbour(0, e)) for e in body.edges(0)],
    "d6": lambda body: _belt_tree(body, body.normal(0), 0.5),
    "d8": lambda body: _belt_tree(body, body.normal(0), 0.5),
    "d10": lambda body: _fan_tree(body, (0.0, 0.0, 1.0), (0, 0, 1)),  # the most compact of the fans whose tabs fit
    "d12": lambda body: _flower_tree(body, body.normal(0)),
    "d20": lambda body: _belt_tree(body, _unit(body.vertices[0]), 0.5),
}


def _flat(body: Solid, face: int) -> list[Point]:
    """A face's corners in its own plane, seen from outside: the first at the origin, the second on the x axis."""
    p = body.points(face)
    x = _unit(_sub(p[1], p[0]))
    y = _cross(body.normal(face), x)
    return [(_dot(_sub(q, p[0]), x), _dot(_sub(q, p[0]), y)) for q in p]


def face_in_plane(shape: str, slot: int) -> list[Point]:
    """The die's face in slot `slot` laid flat, seen from outside (x right, y up, edge 1), its corners in the
    order of the solid's vertices: a face of a model's texture (pnp.exports.tts_dice)."""
    return _flat(solid(shape), slot)


def _placed(local: list[Point], a: int, b: int, to_a: Point, to_b: Point) -> tuple[Point, ...]:
    """The face moved (turned and shifted, never mirrored) so that its corner a lies on to_a, b on to_b."""
    turn = math.atan2(to_b[1] - to_a[1], to_b[0] - to_a[0]) - math.atan2(local[b][1] - local[a][1], local[b][0] - local[a][0])
    c, s = math.cos(turn), math.sin(turn)
    ax, ay = local[a]
    return tuple((to_a[0] + c * (x - ax) - s * (y - ay), to_a[1] + s * (x - ax) + c * (y - ay)) for x, y in local)


def unfold(shape: str, links: list[tuple[int, int]] | None = None) -> Net:
    """The solid laid flat along a tree of its faces (pairs of faces that share an edge), by default the
    shape's own; the first pair's first face is laid first, as it is."""
    body = solid(shape)
    links = TREES[shape](body) if links is None else links
    root = links[0][0]
    faces = [NetFace(tuple(_flat(body, root)), root, body.faces[root])]
    index = {root: 0}
    hinges = []
    todo = [root]
    while todo:
        parent = todo.pop(0)
        for child in [c for p, c in links if p == parent] + [p for p, c in links if c == parent]:
            if child in index:
                continue
            here = faces[index[parent]]
            k = next(k for k, e in enumerate(body.edges(parent)) if body.neighbour(parent, e) == child)
            a, b = body.edges(parent)[k]
            corners = body.faces[child]
            local = _flat(body, child)
            points = _placed(local, corners.index(b), corners.index(a), here.points[(k + 1) % len(here.points)],
                             here.points[k])
            index[child] = len(faces)
            faces.append(NetFace(points, child, corners))
            hinges.append(Hinge(index[parent], k, index[child], corners.index(b)))
            todo.append(child)
    if len(faces) != len(body.faces):
        raise NetError(f"the tree of the {shape} net reaches {len(faces)} of its {len(body.faces)} faces")  # not a message
    return Net(shape, tuple(faces), tuple(hinges))


# --- folding a flat net back, and what the check proves -------------------------------------------------

Motion = tuple[tuple[Vec3, Vec3, Vec3], Vec3]  # x -> M x + t, M given by its rows


def _move(motion: Motion, p: Vec3) -> Vec3:
    rows, shift = motion
    return tuple(_dot(row, p) + s for row, s in zip(rows, shift))


def _then(first: Motion, second: Motion) -> Motion:
    """`first`, then `second`."""
    rows2, _ = second
    rows1, shift1 = first
    columns = list(zip(*rows1))
    rows = tuple(tuple(_dot(row, column) for column in columns) for row in rows2)
    return rows, _move(second, shift1)


def _turn(a: Vec3, b: Vec3, angle: float) -> Motion:
    """A turn by `angle` round the line from a to b, right-handed (Rodrigues)."""
    u = _unit(_sub(b, a))
    c, s = math.cos(angle), math.sin(angle)
    rows = tuple(tuple(c * (i == j) + (1 - c) * u[i] * u[j] - s * sum(_LEVI[i][j][k] * u[k] for k in range(3))
                       for j in range(3)) for i in range(3))
    return rows, _sub(a, _move((rows, (0.0, 0.0, 0.0)), a))


_LEVI = [[[(i - j) * (j - k) * (k - i) / 2 for k in range(3)] for j in range(3)] for i in range(3)]
_STILL: Motion = (((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)), (0.0, 0.0, 0.0))


@cache
def dihedrals(shape: str) -> tuple[tuple[float, float], ...]:
    """The solid's dihedral angle at an edge of each length: (length, angle). Paper folds by length alone."""
    body = solid(shape)
    found: list[tuple[float, float]] = []
    for f in range(len(body.faces)):
        for a, b in body.edges(f):
            length = _length(_sub(body.vertices[a], body.vertices[b]))
            angle = math.pi - math.acos(max(-1.0, min(1.0, _dot(body.normal(f), body.normal(body.neighbour(f, (a, b)))))))
            same = [x for x in found if abs(x[0] - length) < TOLERANCE]
            if same and abs(same[0][1] - angle) > TOLERANCE:
                raise NetError(f"a {shape} has two dihedral angles at edges of one length")  # not a message
            if not same:
                found.append((length, angle))
    return tuple(found)


def fold_net(net: Net) -> list[list[Vec3]]:
    """Each face of the flat net where folding puts it: the first face stays flat, print side up (+z), and
    every hinge turns its child face away from the viewer until the faces meet at the solid's dihedral angle."""
    faces = net.faces
    motions: dict[int, Motion] = {0: _STILL}
    todo = [0]
    while todo:
        parent = todo.pop(0)
        for hinge in (h for h in net.hinges if h.parent == parent):
            if hinge.child in motions:
                raise NetError(f"face {hinge.child + 1} of the net hangs on two hinges")  # not a message
            a, b = faces[parent].edge(hinge.parent_edge)
            ca, cb = faces[hinge.child].edge(hinge.child_edge)
            if not (_near(a, cb) and _near(b, ca)):
                raise NetError(f"face {hinge.child + 1} of the net is not joined to face {parent + 1} along their edge")  # not a message
            length = math.dist(a, b)
            angle = next((d for size, d in dihedrals(net.shape) if abs(size - length) < 1e-4), None)
            if angle is None:
                raise NetError(f"a hinge of the net is {length:.4f} edges long; no edge of a {net.shape} is")  # not a message
            turn = _turn((*a, 0.0), (*b, 0.0), math.pi - angle)  # away from the viewer: the print ends outside
            motions[hinge.child] = _then(turn, motions[parent])
            todo.append(hinge.child)
    if len(motions) != len(faces):
        raise NetError(f"{len(faces) - len(motions)} faces of the net hang on no hinge")  # not a message
    return [[_move(motions[i], (*p, 0.0)) for p in face.points] for i, face in enumerate(faces)]


def _landing(body: Solid, net: Net, folded: list[list[Vec3]]) -> list[int]:
    """Which face of the solid each folded face covers, the solid set on the first face as the net says."""
    first = net.faces[0]
    solid_frame = _frame(body.points(first.slot))
    paper_frame = _frame(folded[0])
    # the motion that takes the solid's face onto the flat first face: frame to frame
    rows = tuple(tuple(sum(paper_frame[1][k][i] * solid_frame[1][k][j] for k in range(3)) for j in range(3)) for i in range(3))
    shift = _sub(paper_frame[0], _move((rows, (0.0, 0.0, 0.0)), solid_frame[0]))
    placed = [[_move((rows, shift), p) for p in body.points(f)] for f in range(len(body.faces))]
    landing = []
    for i, corners in enumerate(folded):
        hit = [f for f, target in enumerate(placed) if len(target) == len(corners)
               and all(any(_near(p, q, 1e-4) for q in target) for p in corners)]
        if not hit:
            raise NetError(f"face {i + 1} of the {net.shape} net folds onto no face of the die")  # not a message
        if hit[0] in landing:
            raise NetError(f"faces {landing.index(hit[0]) + 1} and {i + 1} of the {net.shape} net fold onto the same face")  # not a message
        landing.append(hit[0])
    return landing


def _frame(points: list[Vec3]) -> tuple[Vec3, tuple[Vec3, Vec3, Vec3]]:
    x = _unit(_sub(points[1], points[0]))
    z = _unit(_cross(x, _sub(points[2], points[0])))
    return points[0], (x, _cross(z, x), z)


def net_seams(net: Net, folded: list[list[Vec3]]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The free edges of the flat net paired as the fold brings them together; each pair is a seam for one tab."""
    hinged = {(h.parent, h.parent_edge) for h in net.hinges} | {(h.child, h.child_edge) for h in net.hinges}
    free = [(i, k) for i, face in enumerate(net.faces) for k in range(len(face.points)) if (i, k) not in hinged]
    ends = {(i, k): (folded[i][k], folded[i][(k + 1) % len(folded[i])]) for i, k in free}
    pairs, alone = [], list(free)
    while alone:
        edge = alone.pop(0)
        a, b = ends[edge]
        mate = [e for e in alone if _near(ends[e][0], b, 1e-4) and _near(ends[e][1], a, 1e-4)]
        if len(mate) != 1:
            raise NetError(f"edge {edge[1] + 1} of face {edge[0] + 1} of the {net.shape} net meets "  # not a message
                           f"{len(mate)} edges when folded, not one")
        alone.remove(mate[0])
        pairs.append((edge, mate[0]))
    return pairs


class Folded(Struct, frozen=True):
    """What the check found: the solid's face each net face lands on, and the seams."""

    landing: tuple[int, ...]
    seams: tuple[tuple[tuple[int, int], tuple[int, int]], ...]


def check_solid_net(net: Net, values: list | None = None, corners: list[list] | None = None) -> Folded:
    """Fold the flat net and prove the die: every face lands on a face of the solid, each once; every free edge
    meets one other, and each such seam carries exactly one tab. With `values` (the value printed on each net
    face, in net order) and `corners` (a d4's value printed at each corner of each face), also its numbering."""
    body = solid(net.shape)
    if len(net.faces) != len(body.faces):
        raise NetError(f"a {net.shape} net has {len(body.faces)} faces, not {len(net.faces)}")  # not a message
    folded = fold_net(net)
    landing = _landing(body, net, folded)
    for i, (face, slot) in enumerate(zip(net.faces, landing)):
        if face.slot != slot:
            raise NetError(f"face {i + 1} of the {net.shape} net is drawn for face {face.slot + 1} of the die "  # not a message
                           f"and folds onto face {slot + 1}")
    seams = net_seams(net, folded)
    _check_tabs(net, seams)
    if values is not None:
        _check_numbers(net.shape, body, landing, values)
    if corners is not None:
        _check_corners(net, body, folded, landing, values, corners)
    return Folded(tuple(landing), tuple(seams))


def _check_tabs(net: Net, seams) -> None:
    if not net.tabs:
        return
    seam_of = {edge: n for n, pair in enumerate(seams) for edge in pair}
    count = [0] * len(seams)
    for face, edge in net.tabs:
        if (face, edge) not in seam_of:
            raise NetError(f"the tab on edge {edge + 1} of face {face + 1} of the {net.shape} net sits on a fold, "  # not a message
                           "not on an edge that is glued")
        count[seam_of[(face, edge)]] += 1
    for n, many in enumerate(count):
        if many != 1:
            (f, k), _ = seams[n]
            raise NetError(f"the seam at edge {k + 1} of face {f + 1} of the {net.shape} net has {many} glue tabs, not one")  # not a message


def standard_faces(shape: str, values: list) -> bool:
    """The numbers a standard die of this shape shows: 1 to n, or 0 to 9 on a d10."""
    n = SHAPES[shape]
    numbers = sorted(values) if all(isinstance(v, int) for v in values) else None
    return numbers == list(range(1, n + 1)) or (shape == "d10" and numbers == list(range(10)))


def _check_numbers(shape: str, body: Solid, landing: list[int], values: list) -> None:
    """Opposite faces, found from the folded solid's normals: a standard die's sum to n + 1 (9 on a d10 from 0);
    a designer's faces f1 .. fn keep the d6's rule, f(i) opposite f(n + 1 - i), as the slots give them."""
    if shape not in OPPOSITE_SHAPES:
        return
    on = {slot: i for i, slot in enumerate(landing)}
    n = len(values)
    total = (9 if 0 in values else n + 1) if standard_faces(shape, values) else None
    for i, slot in enumerate(landing):
        j = on[body.opposite(slot)]
        if total is not None and values[i] + values[j] != total:
            raise NetError(f"{values[i]} and {values[j]} are opposite on this {shape}; a standard {shape}'s "  # not a message
                           f"opposite faces add up to {total}")
        if total is None and body.opposite(slot) != n - 1 - slot:
            raise NetError(f"faces {slot + 1} and {n - slot} of the {shape} should be opposite")  # not a message


def _check_corners(net: Net, body: Solid, folded, landing: list[int], values: list, corners: list[list]) -> None:
    """A d4 read at its corners: the faces meeting at a corner print one value there, the value of the face
    that does not touch that corner (the one lying on the table when that corner points up)."""
    at: list[tuple[Vec3, object]] = []
    for i, points in enumerate(folded):
        for k, p in enumerate(points):
            at.append((p, corners[i][k]))
    for p, value in at:
        same = {v for q, v in at if _near(p, q, 1e-4)}
        if len(same) != 1:
            raise NetError(f"the faces of the {net.shape} meeting at one corner print {sorted(map(str, same))} there")  # not a message
        below = [i for i, points in enumerate(folded) if not any(_near(p, q, 1e-4) for q in points)]
        if len(below) != 1 or values[below[0]] != value:
            raise NetError(f"a corner of the {net.shape} shows {value}, not the value of the face opposite it")  # not a message


def corner_values(net: Net, values: list) -> list[list]:
    """A d4's corner values: at each corner of each face, the value of the face that does not touch it."""
    face_of_slot = {face.slot: i for i, face in enumerate(net.faces)}
    body = solid(net.shape)
    out = []
    for face in net.faces:
        row = []
        for vertex in face.corners:
            away = next(s for s in range(len(body.faces)) if vertex not in body.faces[s])
            row.append(values[face_of_slot[away]])
        out.append(row)
    return out


# --- glue tabs --------------------------------------------------------------------------------------

TAB_ANGLE = math.radians(45)  # a tab's side leans in at most this much: it then slides into the face it glues to
LEANS = (1.0, 0.75, 0.55)  # narrower tabs tried in turn where a wide one would cover a face or another tab


def _corner_angle(points: tuple[Point, ...], j: int) -> float:
    p, q, r = points[j - 1], points[j], points[(j + 1) % len(points)]
    a = math.atan2(p[1] - q[1], p[0] - q[0]) - math.atan2(r[1] - q[1], r[0] - q[0])
    return abs((a + math.pi) % (2 * math.pi) - math.pi)


def tab_outline(net: Net, seam, depth: float, lean: float = 1.0) -> list[Point]:
    """The tab on the seam's first edge, outside its face: a trapezoid whose sides lean in no less than the
    corners of the face it glues under, so it lies flat inside the die; `lean` < 1 leans them in further,
    to fit the narrow gap between two faces of the net."""
    (face, edge), (mate, mate_edge) = seam
    a, b = net.faces[face].edge(edge)
    mate_points = net.faces[mate].points
    angle_a = lean * min(TAB_ANGLE, 0.8 * _corner_angle(mate_points, (mate_edge + 1) % len(mate_points)))
    angle_b = lean * min(TAB_ANGLE, 0.8 * _corner_angle(mate_points, mate_edge))
    length = math.dist(a, b)
    depth = min(depth, 0.9 * length / (1 / math.tan(angle_a) + 1 / math.tan(angle_b)))
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    ox, oy = uy, -ux  # the face lies to the left of a -> b (counter-clockwise): outside is to the right
    in_a, in_b = depth / math.tan(angle_a), depth / math.tan(angle_b)
    return [a, (a[0] + ux * in_a + ox * depth, a[1] + uy * in_a + oy * depth),
            (b[0] - ux * in_b + ox * depth, b[1] - uy * in_b + oy * depth), b]


def _overlap(p: list[Point], q: list[Point], margin: float = 1e-6) -> bool:
    """Two convex polygons overlap by more than `margin` (separating axes)."""
    for poly in (p, q):
        for i in range(len(poly)):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
            nx, ny = y2 - y1, x1 - x2
            norm = math.hypot(nx, ny)
            sp = [(x * nx + y * ny) / norm for x, y in p]
            sq = [(x * nx + y * ny) / norm for x, y in q]
            if max(sp) <= min(sq) + margin or max(sq) <= min(sp) + margin:
                return False
    return True


def flat_overlaps(net: Net, tabs: list[list[Point]]) -> list[tuple[int, int]]:
    """Pairs of shapes (faces, then tabs after them) that overlap on paper: a net that cannot be cut out."""
    shapes = [list(face.points) for face in net.faces] + tabs
    return [(i, j) for i in range(len(shapes)) for j in range(i + 1, len(shapes)) if _overlap(shapes[i], shapes[j])]


def with_tabs(net: Net, depth: float) -> tuple[Net, list[list[Point]]]:
    """The net with one tab a seam, each on whichever of its two edges leaves it clear of the faces and of
    the tabs already placed; and the tabs' outlines. `depth` in edges."""
    folded = fold_net(net)
    faces = [list(face.points) for face in net.faces]
    chosen, outlines = [], []
    for first, second in net_seams(net, folded):
        options = [(seam, lean) for lean in LEANS for seam in ((first, second), (second, first))]
        for seam, lean in options:
            outline = tab_outline(net, seam, depth, lean)
            if not any(_overlap(outline, other) for other in faces + outlines):
                break
        else:
            raise NetError(f"no room for the glue tab at edge {first[1] + 1} of face {first[0] + 1} of the {net.shape} net")  # not a message
        chosen.append(seam[0])
        outlines.append(outline)
    return Net(net.shape, net.faces, net.hinges, tuple(chosen)), outlines


def incircle(points) -> tuple[Point, float]:
    """The circle touching every side of a polygon that has one (a triangle, a regular polygon, a kite): where
    the bisectors of its first two corners meet, and its radius."""
    def bisector(j):
        p, q, r = points[j - 1], points[j], points[(j + 1) % len(points)]
        a, b = _unit(_sub(p, q)), _unit(_sub(r, q))
        return q, _unit(_add(a, b))

    (p, u), (q, v) = bisector(0), bisector(1)
    # p + s u = q + t v, solved for s by Cramer's rule
    det = u[0] * (-v[1]) - u[1] * (-v[0])
    s = ((q[0] - p[0]) * (-v[1]) - (q[1] - p[1]) * (-v[0])) / det
    centre = (p[0] + s * u[0], p[1] + s * u[1])
    a, b = points[0], points[1]
    radius = abs((b[0] - a[0]) * (a[1] - centre[1]) - (a[0] - centre[0]) * (b[1] - a[1])) / math.dist(a, b)
    return centre, radius
