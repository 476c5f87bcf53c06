"""Tuck boxes: a box to fold round each deck that asks for one (`[[decks]] box = true`, or every deck with
`[boxes] all = true`), sized to the deck: inside, the card plus the ease each way, and a depth of the deck's
cards times the card stock's thickness plus the ease.

The box is one piece, a net printed on card with the other pieces of that stock by the kit's one imposition:

                 ┌──────────┐
                 │tuck flap │            the tuck flap goes inside the front, behind its thumb cut
           ┌─┐   ├╌╌╌╌╌╌╌╌╌╌┤   ┌─┐
           │d│   │   lid    │   │d│      d: dust flaps, folded over the opening under the lid
    ┌──◡───┼╌┼───┼╌╌╌╌╌╌╌╌╌╌┼───┼╌┼┐
    │ front│s│   │   back   │   │s├╮     s: the sides; the tab on the last side's right edge glues
    │      │ │   │          │   │ │╎       inside the front's left edge
    └╌╌╌╌╌╌┼╌┼───┴──────────┴───┼╌┼╯
    │bottom│d│                  │d│
    └╌╌╌╌╌╌┘                                the bottom's tab glues inside the back
     ╰────╯

Folds are dashed, cuts solid. Every panel is a filled shape of its own (the glue tabs grey), so what the
net folds into can be read back from the printed page (tests/test_tuck_box.py folds it)."""

from __future__ import annotations

import math

from msgspec import Struct

from pnp.base import colors
from pnp.base.errors import PnpError
from pnp.base.fonts import MIN_TEXT, ascent, fit_line
from pnp.base.i18n import Said, every_language, said, say
from pnp.base.units import Length, positive_length, printable
from pnp.layout.imposition import FOLD_HALO, check_room
from pnp.model.data import count
from pnp.model.spec import MODEL, text
from pnp.parts import CARD, GuideEntry
from pnp.parts.cards import CardMaker, DeckPlan, deck_plans, fill, shop_of
from pnp.parts.registry import Context, Kind, register
from pnp.pieces import Piece
from pnp.scene import CUT, FOLD, Group, Line, Path, Rect, Style, Text, compose, rotate, translate

MAX_THICKNESS = 2.0  # mm a card: thicker is a tile, not a card of a deck
MAX_EASE = 10.0  # mm: more, and the deck rattles in its box
TUCK_MORE = 10.0  # mm the tuck flap reaches past the depth, so it holds inside the front when the lid closes
GLUE = 8.0  # mm: a glue tab's depth, enough for a glue stick's line
NOTCH = 10.0  # mm: the thumb cut's radius at most, a thumb's width across
TAB_FILL = "#dddddd"  # glue tabs: the grey says "glue here" on the printed side, which ends inside
FLAP_FILL = "#ffffff"


class Boxes(Struct, **MODEL):
    """[boxes]: what every deck's tuck box is made with, and whether every deck has one."""

    all: bool = False  # a box for every deck, not only those with box = true
    # One card of the stock the deck is printed on: 0.3 mm is 300 g/m² card, as a home printer takes it
    # (a printed playing card is about 0.3 mm too).
    thickness: Length = Length.read("0.3mm")
    # Room each way beyond the deck: cards cut by hand differ by up to half a millimetre, and the box's own
    # stock takes some at each fold; 1 mm lets the deck slide out under a thumb without rattling.
    ease: Length = Length.read("1mm")


class Net(Struct, frozen=True):
    """A tuck box's net in mm on paper (y down), its origin the top-left corner of its bounding box: each
    panel a closed outline of ops (M, L, C, Z) and its fill role, the folds as segments."""

    panels: tuple[tuple[str, tuple[tuple, ...]], ...]  # (role, ops)
    folds: tuple[tuple[float, float, float, float], ...]
    cuts: tuple[tuple[tuple, ...], ...]  # each cut edge as ops from its start (M ...)
    width: float
    height: float
    inner: tuple[float, float, float]  # the box inside: width, height, depth


def inner_size(plan: DeckPlan, boxes: Boxes) -> tuple[float, float, float]:
    """The box's inside: the card plus the ease, and the deck's cards times the thickness plus the ease."""
    w, h = plan.size
    ease = float(boxes.ease)
    return w + ease, h + ease, plan.table.total() * float(boxes.thickness) + ease


def _trapezoid(a, b, depth: float, inset: float) -> tuple[tuple, ...]:
    """A flap on the outer side of edge a→b (clockwise round the net, so outward is to the left on paper,
    y down), its far edge shorter by `inset` at each end."""
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    ox, oy = uy, -ux
    return (("M", ax, ay), ("L", ax + ux * inset + ox * depth, ay + uy * inset + oy * depth),
            ("L", bx - ux * inset + ox * depth, by - uy * inset + oy * depth), ("L", bx, by), ("Z",))


def _rounded_flap(x: float, y: float, width: float, depth: float) -> tuple[tuple, ...]:
    """The tuck flap above the hinge (x, y)→(x + width, y), its two far corners rounded so it slides in."""
    r = min(depth / 2, width / 6)
    k = 0.5523 * r  # a quarter circle as one cubic
    top = y - depth
    return (("M", x, y), ("L", x, top + r), ("C", x, top + r - k, x + r - k, top, x + r, top),
            ("L", x + width - r, top), ("C", x + width - r + k, top, x + width, top + r - k, x + width, top + r),
            ("L", x + width, y), ("Z",))


def _front(x: float, y: float, width: float, height: float, notch: float) -> tuple[tuple, ...]:
    """The front, its top edge the box's opening with the half-circle thumb cut at its middle."""
    c = x + width / 2
    k = 0.5523 * notch
    return (("M", x, y), ("L", c - notch, y), ("C", c - notch, y + k, c - k, y + notch, c, y + notch),
            ("C", c + k, y + notch, c + notch, y + k, c + notch, y), ("L", x + width, y), ("L", x + width, y + height),
            ("L", x, y + height), ("Z",))


def _box(x: float, y: float, width: float, height: float) -> tuple[tuple, ...]:
    return (("M", x, y), ("L", x + width, y), ("L", x + width, y + height), ("L", x, y + height), ("Z",))


def tuck_net(width: float, height: float, depth: float) -> Net:
    """The net of a box whose inside is width × height × depth: front, side, back, side and the side's glue tab
    left to right; the lid and its tuck flap above the back, dust flaps above and below the sides, the bottom
    and its glue tab below the front."""
    W, H, D = width, height, depth
    glue = min(GLUE, W / 3, H / 3)
    tuck = D + min(TUCK_MORE, H / 2)  # longer than the depth: it reaches down inside the front
    dust = min(max(D, GLUE), W / 2 - 1.0)  # across the opening from each side, never meeting in the middle
    notch = min(NOTCH, W / 5, H / 4)
    top = max(tuck + D, dust)  # the body's top edge
    front, side_a, back, side_b, right = 0.0, W, W + D, 2 * W + D, 2 * W + 2 * D
    bottom = top + H
    panels = [
        ("box-front", _front(front, top, W, H, notch)),
        ("box-side", _box(side_a, top, D, H)),
        ("box-back", _box(back, top, W, H)),
        ("box-side", _box(side_b, top, D, H)),
        ("box-lid", _box(back, top - D, W, D)),
        ("box-tuck", _rounded_flap(back, top - D, W, tuck)),
        ("box-dust", _trapezoid((side_a, top), (side_a + D, top), dust, min(D / 4, dust / 3))),
        ("box-dust", _trapezoid((side_b, top), (side_b + D, top), dust, min(D / 4, dust / 3))),
        ("box-dust", _trapezoid((side_a + D, bottom), (side_a, bottom), dust, min(D / 4, dust / 3))),
        ("box-dust", _trapezoid((side_b + D, bottom), (side_b, bottom), dust, min(D / 4, dust / 3))),
        ("box-bottom", _box(front, bottom, W, D)),
        ("box-tab", _trapezoid((right, top), (right, bottom), glue, glue)),
        ("box-tab", _trapezoid((W, bottom + D), (front, bottom + D), glue, min(glue, W / 4))),
    ]
    folds = [(side_a, top, side_a, bottom), (back, top, back, bottom), (side_b, top, side_b, bottom),
             (right, top, right, bottom),  # the body's four upright folds and the side tab's
             (back, top, back + W, top), (back, top - D, back + W, top - D),  # the lid's hinge and the tuck flap's
             (side_a, top, side_a + D, top), (side_b, top, side_b + D, top),  # the dust flaps'
             (side_a, bottom, side_a + D, bottom), (side_b, bottom, side_b + D, bottom),
             (front, bottom, W, bottom), (front, bottom + D, W, bottom + D)]  # the bottom's and its tab's
    cuts = _cuts(panels, folds)
    points = [(op[-2], op[-1]) for _, ops in panels for op in ops if op[0] != "Z"]
    left = min(x for x, _ in points)
    high = min(y for _, y in points)
    dx, dy = -left, -high
    moved = tuple((role, _moved(ops, dx, dy)) for role, ops in panels)
    return Net(moved, tuple((a + dx, b + dy, c + dx, d + dy) for a, b, c, d in folds),
               tuple(_moved(ops, dx, dy) for ops in cuts),
               max(x for x, _ in points) + dx, max(y for _, y in points) + dy, (W, H, D))


def _moved(ops, dx: float, dy: float) -> tuple[tuple, ...]:
    return tuple((op[0], *(v + (dx if i % 2 == 0 else dy) for i, v in enumerate(op[1:]))) for op in ops)


def _cuts(panels, folds) -> list[tuple[tuple, ...]]:
    """Every edge of every panel that is no fold: the net's outline, each edge as ops of its own."""
    hinges = [((a, b), (c, d)) for a, b, c, d in folds]

    def on_fold(p, q) -> bool:
        return any(_on((p, q), hinge) for hinge in hinges)

    cuts = []
    for _, ops in panels:
        start = current = (ops[0][1], ops[0][2])
        for op in ops[1:]:
            end = start if op[0] == "Z" else (op[-2], op[-1])
            if op[0] == "C":
                cuts.append((("M", *current), op))
            elif math.dist(current, end) > 1e-9 and not on_fold(current, end):
                cuts.append((("M", *current), ("L", *end)))
            current = end
    return cuts


def _on(edge, hinge) -> bool:
    """Whether a straight edge lies along a fold: both its ends on the fold's segment."""
    c, d = hinge

    def inside(p) -> bool:
        cross = (d[0] - c[0]) * (p[1] - c[1]) - (d[1] - c[1]) * (p[0] - c[0])
        along = (p[0] - c[0]) * (d[0] - c[0]) + (p[1] - c[1]) * (d[1] - c[1])
        return abs(cross) < 1e-6 and -1e-6 <= along <= math.dist(c, d) ** 2 + 1e-6

    return inside(edge[0]) and inside(edge[1])


# --- drawing ------------------------------------------------------------------------------------------

PANEL_FILLS = {"box-tuck": FLAP_FILL, "box-dust": FLAP_FILL, "box-tab": TAB_FILL}  # the others: the box's colour
NAME_PT = 5.0  # mm: the deck's name on the front, at most
SPINE_PT = 4.0  # mm: its name along the sides, at most


def _bounds(ops) -> tuple[float, float, float, float]:
    """x, y, width, height of a panel's corners (a front's thumb cut stays inside its box)."""
    xs = [op[i] for op in ops for i in range(1, len(op), 2)]
    ys = [op[i] for op in ops for i in range(2, len(op), 2)]
    return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


def _line(words: str, x: float, y: float, width: float, largest: float, ink: str, font: str, role: str) -> list:
    """One centred line at most `width` wide (shrunk, then cut short), its baseline at y; none when empty."""
    if not words.strip():
        return []
    shown, size = fit_line(words, largest, width, font)
    return [Text(x, y, shown, max(size, MIN_TEXT), ink, font, "middle", role=role)]


class Faces(Struct, frozen=True):
    """What the box shows: the deck's name, its cards, the game's title, the box's colour and the cards' back."""

    name: str
    cards: str
    title: str
    color: str
    back: Group | None
    ease: float


def draw_box(net: Net, faces: Faces) -> Group:
    """The net drawn: each panel filled, the cards' back on the back and the front, the deck's name on the front
    (on a white label) and along both sides, the game's title on the lid (upside down on the paper: it reads
    from the front once the lid is shut); then the folds, dashed, and the cuts, solid."""
    items: list = []
    ink = colors.ink_on(faces.color)
    for role, ops in net.panels:
        items.append(Path(list(ops), Style(fill=PANEL_FILLS.get(role, faces.color)), role=role))
        x, y, w, h = _bounds(ops)
        if role in ("box-front", "box-back") and faces.back is not None:
            art = Group([faces.back], translate(x + faces.ease / 2, y + faces.ease / 2))
            items.append(Group([art], clip=Path(list(ops), Style()), role="box-art"))  # the thumb cut stays open
        if role == "box-front":
            items += _label(faces, x, y, w, h)
        elif role == "box-side":
            spine = _line(faces.name, 0.0, 0.0, h - 4.0, min(SPINE_PT, 0.6 * w), ink, "bold", "box-spine")
            size = spine[0].size if spine else 0.0
            items.append(Group(spine, compose(translate(x + w / 2 - ascent(size, "bold") / 2, y + h / 2), rotate(90))))
        elif role == "box-lid":
            title = _line(faces.title, 0.0, 0.0, w - 4.0, min(SPINE_PT, 0.5 * h), ink, "bold", "box-title")
            size = title[0].size if title else 0.0
            items.append(Group(title, compose(translate(x + w / 2, y + h / 2 - ascent(size, "bold") / 2), rotate(180))))
    items += [Line(*fold, FOLD_HALO, "fold-halo") for fold in net.folds]  # the dashes show on a dark box as on white
    items += [Line(*fold, FOLD, "fold") for fold in net.folds]
    items += [Path(list(ops), CUT, "cut") for ops in net.cuts]
    return Group(items, role="tuck-box")


def _label(faces: Faces, x: float, y: float, w: float, h: float) -> list:
    """The front's white label across its middle: the game's title, the deck's name large, its cards."""
    size = min(NAME_PT, w / 8)
    band = 3.4 * size
    top = y + h / 2 - band / 2
    items: list = [Rect(x + 3.0, top, w - 6.0, band, Style(fill="#ffffff", stroke="#000000", width=0.2), role="box-label")]
    items += _line(faces.title, x + w / 2, top + 0.75 * size, w - 10.0, 0.5 * size, "#000000", "regular", "box-game")
    items += _line(faces.name, x + w / 2, top + 2.0 * size, w - 10.0, size, "#000000", "bold", "box-name")
    items += _line(faces.cards, x + w / 2, top + 2.95 * size, w - 10.0, 0.5 * size, "#000000", "regular", "box-cards")
    return items


# --- the decks' boxes ---------------------------------------------------------------------------------


def settings(game) -> Boxes:
    return game.boxes or Boxes()


def boxed(game) -> list[int]:
    """The indexes of the decks that have a box."""
    every = settings(game).all
    return [i for i, deck in enumerate(game.decks) if every or deck.box]


def check(context: Context) -> None:
    """[boxes]: the stock's thickness (above zero, at most MAX_THICKNESS) and the ease (0 to MAX_EASE)."""
    game, where = context.game, context.source
    boxes = settings(game)
    positive_length(boxes.thickness, field="boxes.thickness", maximum=MAX_THICKNESS, file=where)
    ease = float(boxes.ease)
    if not 0.0 <= ease <= MAX_EASE:
        raise PnpError(said("errors.boxes.ease", ease=boxes.ease.text or ease, most=MAX_EASE), file=where, field="boxes.ease")


def _faces(plan: DeckPlan, context: Context, boxes: Boxes) -> Faces:
    lang = context.lang
    row = next((r for r in plan.table.rows if count(r) > 0), plan.table.rows[0])
    back = CardMaker(plan, 0.0, False, lang).back(row)
    spec = plan.deck.back
    color = colors.color(fill(spec.background, row), field=f"{plan.field}.back.background", file=plan.file) if spec else "#ffffff"
    n = plan.table.total()
    return Faces(text(plan.deck.name, lang) or plan.deck.id, say("boxes.cards", lang, count=n, n=n),
                 text(context.game.title, lang), color, back, float(boxes.ease))


def _fitted(art: Group, width: float, height: float, context: Context, words: Said, field: str):
    """The net upright when it fits the paper's printable area, else turned a quarter, else one line saying so:
    (drawing, width, height, turned)."""
    paper = context.paper
    for turned in (False, True):
        w, h = (height, width) if turned else (width, height)
        try:
            check_room(words, w, h, 0.0, paper.size, paper.label)
        except PnpError:
            continue
        return (Group([art], compose(translate(0.0, width), rotate(-90))) if turned else art), w, h, turned
    _, _, room_w, room_h = printable(paper.size)
    raise PnpError(said("errors.boxes.too_big", box=words, width=round(width, 1), height=round(height, 1),
                        room_width=round(room_w, 1), room_height=round(room_h, 1), paper=paper.label),
                   file=context.source, field=field)


GUIDE = GuideEntry(every_language("boxes.names"), CARD, False, every_language("boxes.note"))


def box_pieces(context: Context) -> list[Piece]:
    """A tuck box for each deck that has one, on card: none for a print shop's build (the shop boxes its cards)."""
    game = context.game
    wanted = boxed(game)
    if not wanted or shop_of(context.choices):
        return []
    check(context)
    boxes = settings(game)
    plans = deck_plans(game, context.source)
    pieces = []
    for i in wanted:
        plan = plans[i]
        net = tuck_net(*inner_size(plan, boxes))
        w, h, d = (round(side, 1) for side in net.inner)
        words = said("parts.room.tuck_box", deck=plan.deck.id, width=w, height=h, depth=d)
        drawn = draw_box(net, _faces(plan, context, boxes))
        art, width, height, turned = _fitted(drawn, net.width, net.height, context, words, f"decks[{i}].box")
        pieces.append(Piece(f"{plan.deck.id}-box", "tuck-box", art, width, height, outline="path", stock="card",
                            making=("cut", "fold", "glue"), family=f"{plan.deck.id}-box", group=GUIDE.name[context.lang],
                            note=say("boxes.note", context.lang), sheet="boxes", guide=GUIDE,
                            turns=not turned))  # the imposition may turn a net that fits either way up
    return pieces


# No shopping line of its own: the guide's tools name a glue stick as soon as a making step says "glue".
register(Kind("boxes", 41, pieces=box_pieces, check=check, section="boxes", model=Boxes | None,
              default=None))
