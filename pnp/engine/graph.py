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
from pnp.base.i18n import said


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
        raise GraphError(said("errors.engine.graph.none", field=field, what=what), where=where)
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
        raise GraphError(said("errors.engine.graph.unreachable", field=field, lost=names[lost], first=names[0]),
                         where=where)


def check_ends(ends: list[tuple[object, object]], known: dict[object, int], *, field: str, what: str = "cell",
               known_text: str = "", where: str | None = None) -> list[tuple[int, int]]:
    """Every link lands on a node: (from, to) names turned into node indices, or the first bad one named."""
    out = []
    for i, (a, b) in enumerate(ends):
        for key, end in (("from", a), ("to", b)):
            if end not in known:
                at = f"{field}[{i}].{key}"
                raise GraphError(said("errors.engine.graph.no-end-known", field=at, what=what, end=end, known=known_text)
                                 if known_text else said("errors.engine.graph.no-end", field=at, what=what, end=end),
                                 where=where)
        if a == b:
            raise GraphError(said("errors.engine.graph.self-link", field=f"{field}[{i}]", what=what, end=a), where=where)
        out.append((known[a], known[b]))
    return out


def check_path(path: list, adjacent, *, field: str, what: str = "cell", where: str | None = None) -> None:
    """A track: no cell twice, and each step to a cell next to the one before (no gaps)."""
    seen: dict = {}
    for i, cell in enumerate(path):
        if cell in seen:
            raise GraphError(said("errors.engine.graph.revisit", field=f"{field}[{i}]", what=what, end=cell,
                                  step=seen[cell] + 1), where=where)
        seen[cell] = i
        if i and not adjacent(path[i - 1], cell):
            raise GraphError(said("errors.engine.graph.gap", field=f"{field}[{i}]", what=what, end=cell,
                                  before=path[i - 1]), where=where)


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
                        raise GraphError(said("errors.engine.graph.close", field=f"{field}[{i}]", name=n.name,
                                              gap=round(gap, 1), other=nodes[j].name, least=round(least, 1), why=why),
                                         where=where)
        buckets.setdefault(key, []).append(i)


def check_edges_exist(edges: list[tuple[int, int]], count: int, *, field: str, what: str = "point",
                      where: str | None = None) -> None:
    """Every edge joins two nodes that exist (numbered from 1 in the game file)."""
    for i, (a, b) in enumerate(edges):
        for end in (a, b):
            if not 0 <= end < count:
                raise GraphError(said("errors.engine.graph.no-point", field=f"{field}[{i}]", what=what, end=end + 1,
                                      count=count), where=where)
        if a == b:
            raise GraphError(said("errors.engine.graph.self-line", field=f"{field}[{i}]", what=what, end=a + 1), where=where)


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
