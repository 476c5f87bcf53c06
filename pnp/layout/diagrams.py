"""Small explanatory figures for rule books and aids: cycles of who beats whom, and sets of dice.

Each function returns (scene items, height) for a given width, drawn from data it is handed: names,
colours and labels come from the game file and the odds engine, never typed here.
"""

from __future__ import annotations

import math

from pnp.base.colors import ink_on
from pnp.base.fonts import fit_size, text_width
from pnp.layout.marks import CALIBRATION_BOX, calibration_mark
from pnp.scene import Circle, Group, Line, Rect, Style, Text, polygon, translate

INK = "#1a1a1a"


def arrow(x1, y1, x2, y2, *, gap1: float, gap2: float, color: str = INK, width: float = 0.5, dashed=False) -> list:
    """A straight arrow from circle (x1, y1) to circle (x2, y2), stopping `gap` short of each centre."""
    dx, dy = x2 - x1, y2 - y1
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    sx, sy = x1 + ux * gap1, y1 + uy * gap1
    ex, ey = x2 - ux * gap2, y2 - uy * gap2
    head = 2.4
    bx, by = ex - ux * head, ey - uy * head
    style = Style(stroke=color, width=width, dash=(1.2, 0.9) if dashed else None)
    return [
        Line(sx, sy, bx, by, style),
        polygon([(ex, ey), (bx - uy * head * 0.45, by + ux * head * 0.45), (bx + uy * head * 0.45, by - ux * head * 0.45)],
                Style(fill=color)),
    ]


def cycle(width: float, nodes: list[tuple[str, str]], edges: list[tuple[int, int, str, bool]], icons=None) -> tuple[list, float]:
    """Nodes (label, colour) on a circle; edges (from, to, label, main) as arrows, labelled at their middle.

    Main edges are solid, the others dashed. `icons` (optional) maps a node index to scene items drawn
    inside its disc, in a box of side 1 centred on the origin.
    """
    n = len(nodes)
    radius = min(width * 0.3, 26.0)
    node_r = min(9.0, radius * 0.42)
    cx, cy = width / 2, radius + node_r + 2
    points = [(cx + radius * math.sin(2 * math.pi * i / n), cy - radius * math.cos(2 * math.pi * i / n)) for i in range(n)]
    height = max(y for _, y in points) + node_r + 4  # to the lowest node: three nodes leave the circle's foot empty
    items: list = []
    for a, b, label, main in edges:
        (x1, y1), (x2, y2) = points[a], points[b]
        items += arrow(x1, y1, x2, y2, gap1=node_r + 0.8, gap2=node_r + 0.8, dashed=not main, width=0.6 if main else 0.35)
        if label:
            mx, my = (x1 + x2) / 2, (y1 + y2) / 2
            size = 2.7
            w = text_width(label, size, "bold") + 1.6
            items.append(Rect(mx - w / 2, my - size * 0.75, w, size * 1.3, Style(fill="#ffffff")))
            items.append(Text(mx, my + size * 0.36, label, size, INK, "bold", "middle"))
    for i, ((label, color), (x, y)) in enumerate(zip(nodes, points)):
        items.append(Circle(x, y, node_r, Style(fill=color, stroke=INK, width=0.3), role="node"))
        if icons and i in icons:
            side = node_r * 1.15
            items.append(Group(icons[i], (side, 0, 0, side, x, y - node_r * 0.18)))
            items.append(Text(x, y + node_r * 0.78, label, fit_size(label, 2.4, node_r * 1.7, "bold"), ink_on(color), "bold", "middle"))
        else:
            size = fit_size(label, 3.2, node_r * 1.7, "bold")
            items.append(Text(x, y + size * 0.36, label, size, ink_on(color), "bold", "middle"))
    return items, height


def dice_groups(width: float, groups: list[tuple[str, list]], draw_face) -> tuple[list, float]:
    """Groups of dice faces side by side, each with a caption under it. draw_face(value, side) -> items."""
    side = 8.0
    gap = 1.5
    group_gap = 7.0
    widths = [len(faces) * side + (len(faces) - 1) * gap for _, faces in groups]
    total = sum(widths) + group_gap * (len(groups) - 1)
    scale = min(1.0, width / total)
    x = (width - total * scale) / 2
    items: list = []
    for (caption, faces), w in zip(groups, widths):
        row = Group(transform=(scale, 0, 0, scale, x, 0))
        for k, value in enumerate(faces):
            fx = k * (side + gap)
            row.add(Rect(fx, 0, side, side, Style(fill="#ffffff", stroke=INK, width=0.3)))
            row.add(Group(draw_face(value, side), translate(fx, 0)))
        row.add(Text(w / 2, side + 4.2, caption, 3.0, INK, "bold", "middle"))
        items.append(row)
        x += (w + group_gap) * scale
    return items, (side + 6) * scale


def calibration_figure(lang: str, width: float) -> tuple[list, float]:
    """The kit's calibration mark, for the guide page: the 50 mm square and the 2 in bar."""
    w, h = CALIBRATION_BOX
    return [Group([calibration_mark(lang)], translate(0, 0))], h
