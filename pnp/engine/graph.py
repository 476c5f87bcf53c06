"""Board graphs: the checks every kind of board passes before it is drawn. No drawing, no game.

A board here is nodes (cells or points) with a position and a size in millimetres, and edges between them
(adjacency, drawn lines, links). Each check raises GraphError with a message that names the field given
by the caller, so the part kind that owns the game file can say which key is wrong.
"""

from __future__ import annotations

import math
from collections import deque

from msgspec import Struct

from pnp.base.errors import PnpError
from pnp.base.units import fmt_mm


class GraphError(PnpError):
    """A board whose graph is broken; it is never drawn."""


class Node(Struct, frozen=True):
    name: str  # how messages name it: "cell 14", "point 6", "B3"
    x: float  # mm, centre
    y: float


def check_reachable(names: list[str], edges: list[tuple[int, int]], *, field: str, what: str = "cell",
                    where: str | None = None) -> None:
    """Every node can be reached from the first one along the edges."""
    if not names:
        raise GraphError(f"{field}: the board has no {what}s", where=where)
    links: list[list[int]] = [[] for _ in names]
    for a, b in edges:
        links[a].append(b)
        links[b].append(a)
    seen = {0}
    todo = deque([0])
    while todo:
        for n in links[todo.popleft()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    if len(seen) != len(names):
        lost = next(i for i in range(len(names)) if i not in seen)
        raise GraphError(f"{field}: {names[lost]} cannot be reached from {names[0]}; join it with a line "
                         f"or remove it", where=where)


def check_ends(ends: list[tuple[object, object]], known: dict[object, int], *, field: str, what: str = "cell",
               known_text: str = "", where: str | None = None) -> list[tuple[int, int]]:
    """Every link lands on a node: (from, to) names turned into node indices, or the first bad one named."""
    out = []
    for i, (a, b) in enumerate(ends):
        for key, end in (("from", a), ("to", b)):
            if end not in known:
                also = f"; {known_text}" if known_text else ""
                raise GraphError(f"{field}[{i}].{key}: there is no {what} {end}{also}", where=where)
        if a == b:
            raise GraphError(f"{field}[{i}]: a link from {what} {a} to itself; give two different {what}s", where=where)
        out.append((known[a], known[b]))
    return out


def check_path(path: list, adjacent, *, field: str, what: str = "cell", where: str | None = None) -> None:
    """A track: no cell twice, and each step to a cell next to the one before (no gaps)."""
    seen: dict = {}
    for i, cell in enumerate(path):
        if cell in seen:
            raise GraphError(f"{field}[{i}]: the track comes back to {what} {cell}, already step "
                             f"{seen[cell] + 1}; a track visits each {what} once", where=where)
        seen[cell] = i
        if i and not adjacent(path[i - 1], cell):
            raise GraphError(f"{field}[{i}]: {what} {cell} is not next to {what} {path[i - 1]}; the track has a "
                             f"gap there", where=where)


def check_spacing(nodes: list[Node], least: float, *, field: str, why: str, where: str | None = None) -> None:
    """No two nodes closer than `least` mm, centre to centre (a grid makes this fast for big boards)."""
    if least <= 0 or len(nodes) < 2:
        return
    buckets: dict[tuple[int, int], list[int]] = {}
    for i, n in enumerate(nodes):
        key = (math.floor(n.x / least), math.floor(n.y / least))
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                for j in buckets.get((key[0] + dx, key[1] + dy), ()):
                    gap = math.hypot(n.x - nodes[j].x, n.y - nodes[j].y)
                    if gap < least - 1e-6:
                        raise GraphError(f"{field}[{i}]: {n.name} is {fmt_mm(gap)} from {nodes[j].name}; they need "
                                         f"{fmt_mm(least)} ({why})", where=where)
        buckets.setdefault(key, []).append(i)


def check_edges_exist(edges: list[tuple[int, int]], count: int, *, field: str, what: str = "point",
                      where: str | None = None) -> None:
    """Every edge joins two nodes that exist (numbered from 1 in the game file)."""
    for i, (a, b) in enumerate(edges):
        for end in (a, b):
            if not 0 <= end < count:
                raise GraphError(f"{field}[{i}]: there is no {what} {end + 1}; the board has {what}s 1 to {count}", where=where)
        if a == b:
            raise GraphError(f"{field}[{i}]: a line from {what} {a + 1} to itself", where=where)


def point_on_segment(p, a, b, tol: float) -> bool:
    """Whether p lies on the segment ab (within tol mm): a line drawn through a point it does not name."""
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    if length2 == 0:
        return False
    t = ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2
    if not 0 < t < 1:
        return False
    return math.hypot(ax + t * dx - p[0], ay + t * dy - p[1]) < tol
