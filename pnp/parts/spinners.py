"""Spinners: a round dial divided into labelled sectors, and an arrow to cut out and pin at its centre
with a paper fastener. Two pieces per spinner (the dial, cut along its circle, and the arrow, cut along
its outline), each with its pin hole marked, laid on card with the other kinds' pieces by the kit's one
imposition (pnp.parts.sheets): this module is the whole kind."""

from __future__ import annotations

import math
from typing import Annotated, Union

from msgspec import Meta, Struct

from pnp.base import colors
from pnp.base.errors import PnpError, in_file
from pnp.base.fonts import MIN_TEXT, ascent, fit_size, missing_glyphs
from pnp.base.i18n import LANGS, every_language, said, say
from pnp.base.units import Length, positive_length
from pnp.layout.imposition import check_room
from pnp.layout.typeset import md
from pnp.model.spec import MODEL, Id, Localized, text
from pnp.parts import CARD, GuideEntry
from pnp.parts.registry import Context, Kind, register
from pnp.pieces import Piece
from pnp.scene import CUT, Circle, Group, Line, Path, Style, Text, polygon

MAX_SPINNERS = 20  # copies of one spinner: more is surely a typo
MAX_SECTORS = 24  # past this a sector is too thin to read or to land on
MAX_LABEL = 24  # characters in a sector's label
MIN_DIAMETER = 30.0  # mm: smaller, the arrow has no room round its pin
MAX_DIAMETER = 400.0  # mm: larger is surely a typo; fitting the paper is checked when sheets are made
# light colours the labels read on in black, taken in turn by sectors that give none
SECTOR_COLORS = ("#f4c7c3", "#c6dbef", "#fde9a9", "#c7e9c0", "#e5d0ee", "#fdd0a2", "#d9d9d9", "#b9e5e2")
PIN = 0.9  # mm: radius of the pin hole's circle
PIN_MARK = Style(fill="#ffffff", stroke="#000000", width=0.2)
EDGE = Style(stroke="#000000", width=0.2)  # the lines between sectors

class Sector(Struct, **MODEL):
    """One part of the dial: its words, and its colour when it is not the next of SECTOR_COLORS."""

    label: Localized
    color: str = ""


class Spinner(Struct, **MODEL):
    """A dial of sectors and its arrow, `count` times over."""

    id: Id
    name: Localized = ""
    sectors: list[Union[str, Sector]] = []
    diameter: Length = Length.read("60mm")
    count: Annotated[int, Meta(ge=1, le=MAX_SPINNERS)] = 1


GUIDE = GuideEntry(every_language("spinners.name"), CARD, False, every_language("spinners.note"))


def s(key: str, lang: str, **values) -> str:
    return say(f"spinners.{key}", lang, **values)


def _label(sector, lang: str) -> str:
    return text(sector if isinstance(sector, str) else sector.label, lang)


# --- checks -------------------------------------------------------------------------------------------


def check(context: Context) -> None:
    """[[spinners]]: ids, sectors (2 to 24, each labelled), colours and diameter, each error naming its field."""
    game, where = context.game, context.source
    seen: set[str] = set()
    for i, spinner in enumerate(game.spinners):
        field = f"spinners[{i}]"
        if spinner.id in seen:
            raise PnpError(said("errors.spinners.twice", id=spinner.id), file=where, field=f"{field}.id")
        seen.add(spinner.id)
        if not 2 <= len(spinner.sectors) <= MAX_SECTORS:
            raise PnpError(said("errors.spinners.sectors", count=len(spinner.sectors), most=MAX_SECTORS),
                           file=where, field=f"{field}.sectors")
        for j, sector in enumerate(spinner.sectors):
            at = f"{field}.sectors[{j}]"
            if not isinstance(sector, str) and sector.color:
                colors.color(sector.color, field=f"{at}.color", file=where)
            for lang in LANGS:
                words = _label(sector, lang)
                if not words.strip():
                    raise PnpError(said("errors.spinners.label"), file=where, field=at)
                if len(words) > MAX_LABEL:
                    raise PnpError(said("errors.board.long_label", words=words, most=MAX_LABEL), file=where, field=at)
                if missing := missing_glyphs(words, "bold"):
                    raise PnpError(said("errors.spinners.glyphs", words=words, missing="".join(sorted(missing))), file=where,
                                   field=at)
        positive_length(spinner.diameter, field=f"{field}.diameter", file=where, maximum=MAX_DIAMETER, minimum=MIN_DIAMETER)


# --- drawing ------------------------------------------------------------------------------------------


def _arc(cx: float, cy: float, r: float, a0: float, a1: float) -> list[tuple]:
    """Cubic Béziers along a circle from angle a0 to a1 (radians, clockwise on paper), a quarter turn at most each."""
    steps = max(1, math.ceil((a1 - a0) / (math.pi / 2) - 1e-9))
    step = (a1 - a0) / steps
    k = 4 / 3 * math.tan(step / 4) * r
    ops = []
    for n in range(steps):
        b0, b1 = a0 + n * step, a0 + (n + 1) * step
        x0, y0 = cx + r * math.cos(b0), cy + r * math.sin(b0)
        x1, y1 = cx + r * math.cos(b1), cy + r * math.sin(b1)
        ops.append(("C", x0 - k * math.sin(b0), y0 + k * math.cos(b0), x1 + k * math.sin(b1), y1 - k * math.cos(b1), x1, y1))
    return ops


def pin_mark(x: float, y: float) -> Group:
    """Where the pin goes through: a small white circle with a cross."""
    arm = PIN * 1.8
    return Group([Circle(x, y, PIN, PIN_MARK, role="pin-hole"),
                  Line(x - arm, y, x + arm, y, EDGE, "pin-cross"), Line(x, y - arm, x, y + arm, EDGE, "pin-cross")],
                 role="pin")


def dial_art(labels: list[str], fills: list[str], d: float, bleed: float, file: str, field: str) -> Group:
    """The dial: coloured sectors (reaching into the bleed), the lines between them, each label upright at
    the middle of its sector, the cut circle and the pin hole."""
    R = d / 2
    n = len(labels)
    sweep = 2 * math.pi / n
    start = -math.pi / 2 - sweep / 2  # the first sector centred at the top
    items: list = []
    for i, fill in enumerate(fills):
        a0 = start + i * sweep
        ops = [("M", R, R), ("L", R + (R + bleed) * math.cos(a0), R + (R + bleed) * math.sin(a0))]
        ops += _arc(R, R, R + bleed, a0, a0 + sweep) + [("Z",)]
        items.append(Path(ops, Style(fill=fill), role="sector"))
    for i in range(n):
        a = start + i * sweep
        items.append(Line(R, R, R + R * math.cos(a), R + R * math.sin(a), EDGE, "sector-edge"))
    place = 0.64 * R  # the labels' centres: clear of the hub, inside the rim
    room = min(2 * place * math.sin(sweep / 2) * 0.8, 0.62 * R)  # the chord across the sector there
    for i, (label, fill) in enumerate(zip(labels, fills)):
        size = fit_size(label, 0.16 * R, room, "bold")
        if size < MIN_TEXT - 1e-9:
            raise PnpError(said("errors.spinners.fit", label=label, size=round(d, 1)), file=file, field=field)
        a = start + (i + 0.5) * sweep
        x, y = R + place * math.cos(a), R + place * math.sin(a) + ascent(size, "bold") / 2
        items.append(Text(x, y, label, size, colors.ink_on(fill), "bold", "middle", role="sector-label"))
    items.append(Circle(R, R, 0.09 * R, Style(fill="#ffffff", stroke="#000000", width=0.2), role="hub"))
    items.append(Circle(R, R, R, CUT, role="spinner-dial"))
    items.append(pin_mark(R, R))
    return Group(items, role="spinner-dial")


def arrow_size(d: float) -> tuple[float, float]:
    """The arrow's length (it turns inside the rim) and its width."""
    return 0.84 * d, max(8.0, 0.14 * d)


def arrow_art(d: float, ink: str) -> Group:
    """The arrow, pointing right, its pin hole at the middle of its length: a head, a shaft and a notched tail."""
    L, H = arrow_size(d)
    c, shaft, head = H / 2, 0.17 * H, min(0.22 * L, 1.4 * H)
    points = [(0.0, 0.12 * H), (0.1 * L, c - shaft), (L - head, c - shaft), (L - head, 0.0), (L, c),
              (L - head, H), (L - head, c + shaft), (0.1 * L, c + shaft), (0.0, 0.88 * H), (0.06 * L, c)]
    body = polygon(points, Style(fill=ink, stroke="#000000", width=CUT.width), role="spinner-arrow")
    hub = Circle(L / 2, c, 0.3 * H, Style(fill=ink), role="arrow-hub")  # room round the hole, inside the cut line
    hub_line = Circle(L / 2, c, 0.3 * H, CUT, role="spinner-arrow")
    return Group([hub_line, body, hub, pin_mark(L / 2, c)], role="spinner-arrow")


def _fills(spinner: Spinner, ink_mode: str) -> list[str]:
    fills = [colors.color(sector.color) if not isinstance(sector, str) and sector.color else SECTOR_COLORS[i % len(SECTOR_COLORS)]
             for i, sector in enumerate(spinner.sectors)]
    return [colors.grey(f) for f in fills] if ink_mode == "bw" else fills


def spinner_pieces(context: Context) -> list[Piece]:
    """Each spinner's dial and arrow, `count` of each."""
    game, where = context.game, context.source
    paper, bleed = context.paper, context.bleed
    lang = context.lang
    pieces: list[Piece] = []
    for i, spinner in enumerate(game.spinners):
        field = f"spinners[{i}]"
        d = float(spinner.diameter)  # a plain number for the drawing: msgspec encodes no Length
        with in_file(where, f"{field}.diameter"):
            check_room(said("parts.room.spinner", size=round(d, 1)), d, d, bleed, paper.size, paper.label)
        labels = [_label(sector, lang) for sector in spinner.sectors]
        dial = dial_art(labels, _fills(spinner, context.ink), d, bleed, where, f"{field}.sectors")
        length, width = arrow_size(d)
        ink = "#3a3a3a" if context.ink == "bw" else "#b22222"
        common = dict(count=spinner.count, stock="card", family=spinner.id, group=GUIDE.name[lang],
                      note=s("note", lang), sheet="spinners", guide=GUIDE)
        pieces.append(Piece(f"{spinner.id}.dial", "spinner-dial", dial, d, d, outline="circle", bleed=bleed, **common))
        pieces.append(Piece(f"{spinner.id}.arrow", "spinner-arrow", arrow_art(d, ink), length, width, outline="path", **common))
    return pieces


# --- the guide and the rule book ---------------------------------------------------------------------


def shopping(context: Context) -> list[str]:
    game, lang = context.game, context.lang
    n = sum(spinner.count for spinner in game.spinners)
    return [s("shopping", lang, n=n)] if n else []


def components(context: Context) -> list[str]:
    game, lang = context.game, context.lang
    lines = []
    for spinner in game.spinners:
        labels = md(", ".join(_label(sector, lang) for sector in spinner.sectors))
        what = s("component", lang, n=len(spinner.sectors), labels=labels)
        lines.append(f"- {spinner.count} × {md(text(spinner.name, lang) or spinner.id)} ({what})")
    return lines


register(Kind("spinners", 32, pieces=spinner_pieces, check=check, shopping=shopping, components=components,
              section="spinners", model=list[Spinner], default=[]))
