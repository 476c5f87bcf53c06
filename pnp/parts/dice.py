"""Custom dice as sticker sheets for blank dice, or as fold-up paper cubes.

A face is drawn in a square box: a number (6 and 9 underlined so they are not read upside down),
pips for 1-6, "Noir" as a solid black face that still names itself, or a word fitted to the face.
"""

from __future__ import annotations

import math
from functools import cache

from msgspec import Struct, structs

from pnp.base import colors
from pnp.base.errors import PnpError, in_file
from pnp.base.fonts import MIN_TEXT, ascent, fit_line, fit_size, text_width, wrap
from pnp.base.i18n import LANGS, every_language, point, said, say
from pnp.base.texts import bidi, invisible
from pnp.base.units import Paper
from pnp.engine.net import CROSS, SIDES, check_net, check_solid_net, corner_values, incircle, place_faces, seams, unfold, with_tabs
from pnp.layout.imposition import ROUND_GAP, piece_item, printable
from pnp.layout.marks import crop_marks, crop_pad
from pnp.layout.patterns import Loop, inset_polygon, pattern_items, patterns_for
from pnp.layout.typeset import md
from pnp.model import budgets
from pnp.model.art import art_group, game_folder, load_art
from pnp.model.spec import MIN_DIE, text
from pnp.parts import CARD, STICKER_PAPER, GuideEntry, Part
from pnp.parts.registry import Context, Kind, register
from pnp.parts.sheets import sheet_parts
from pnp.pieces import Piece
from pnp.scene import CUT, FOLD, Circle, Group, Line, Rect, Style, Text, compose, polygon, rotate, translate

STICKER_RATIO = 0.8  # a sticker covers about 80 % of a blank die's face


def _mm(length: float) -> float:
    """A length for a message, to a tenth of a mm (as units.fmt_mm), written in its reader's decimal mark."""
    return round(length, 1)


class PrintedDie(Struct, frozen=True):
    faces: tuple  # ints or words, in slot order: f(i) opposite f(n + 1 - i) on a shape with opposite faces
    color: str  # "#rrggbb"
    caption: str
    pips: bool = False
    art: tuple = ()  # an art.Art (or None) per face, drawn instead of its value
    shape: str = "d6"  # a key of engine.net.SHAPES
    pattern: str = ""  # in black and white, the band round each face that tells it from dice of other colours

    def face_art(self, i: int):
        return self.art[i] if i < len(self.art) else None

    @property
    def standard(self) -> bool:
        return self.faces == (1, 2, 3, 4, 5, 6)


@cache
def black_faces() -> frozenset[str]:
    """The black face's name in every language of the catalogue ("Noir", "Black", "Schwarz"): a game file may
    write any, and the kit prints its own language's."""
    return frozenset(say("black_face", lang).lower() for lang in LANGS)


def is_black(face) -> bool:
    return isinstance(face, str) and face.strip().lower() in black_faces()


def face_label(face, lang: str) -> str:
    """A face as a text says it: a black face in the kit's language ("Black" for the game file's "Noir")."""
    return say("black_face", lang) if is_black(face) else str(face)


def _upside_down_twin(n: int) -> bool:
    """6 reads as 9 when the die lies the wrong way round (and 16 as 91): those get underlined."""
    turned = {"0": "0", "1": "1", "6": "9", "8": "8", "9": "6"}
    digits = str(n)
    if n < 0 or any(d not in turned for d in digits) or not {"6", "9"} & set(digits):
        return False
    other = "".join(turned[d] for d in reversed(digits))
    return other != digits and not other.startswith("0")


PIP_SPOTS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def face_art(face, side: float, background: str, pips: bool, art=None) -> list:
    """What goes on a face, in a box from (0, 0) to (side, side); the background is drawn by the caller.
    `art`, the designer's picture for the face, fills 80 % of it instead of the value."""
    c = side / 2
    if art is not None:
        return [art_group(art, side * 0.1, side * 0.1, side * 0.8, side * 0.8, role="face-art")]
    if is_black(face):
        size = max(side * 0.13, MIN_TEXT)  # the face's name, small and grey: the black is what counts
        if text_width(str(face), size) > side * 0.9:
            return []
        return [Text(c, side * 0.86, str(face), size, "#a0a0a0", anchor="middle", role="face-label")]
    ink = colors.ink_on(background)
    if pips and isinstance(face, int) and face in PIP_SPOTS:
        step, r = side * 0.26, side * 0.085
        return [Circle(c + dx * step, c + dy * step, r, Style(fill=ink), role="pip") for dx, dy in PIP_SPOTS[face]]
    label = str(face)
    if isinstance(face, int):
        size = fit_size(label, side * 0.5, side * 0.78, "bold")
        art = [Text(c, c + ascent(size) / 2, label, size, ink, "bold", "middle", role="face-label")]
        if _upside_down_twin(face):
            half = text_width(label, size, "bold") / 2
            y = c + ascent(size) / 2 + size * 0.12
            art.append(Line(c - half, y, c + half, y, Style(stroke=ink, width=max(0.2, size * 0.07))))
        return art
    return _fitted_word(label, side, ink)


def _fitted_word(word: str, side: float, ink: str) -> list:
    """The largest size at which the word, on one line or two, fits 80 % of the face."""
    room = side * 0.8
    for lines in ([word], wrap(word, 1.0, text_width(word, 1.0) / 2 + 0.01)):
        widest = max(text_width(line, 1.0, "bold") for line in lines)
        size = min(side * 0.3, room / widest if widest else 0.0, room / (1.25 * len(lines)))
        if size >= side * 0.16 or len(lines) > 1:
            break
    if size < MIN_TEXT:  # a word too long for the face, or one that prints nothing (zero width)
        raise PnpError(said("errors.dice.word", word=word, side=_mm(side)))
    top = side / 2 - 1.25 * size * (len(lines) - 1) / 2 + ascent(size) / 2
    return [
        Text(side / 2, top + 1.25 * size * i, line, size, ink, "bold", "middle", role="face-label")
        for i, line in enumerate(lines)
    ]


def face_background(face, color: str) -> str:
    return "#000000" if is_black(face) else color


# --- stickers ---------------------------------------------------------------------------------


def default_sticker(die_edge: float) -> float:
    return round(die_edge * STICKER_RATIO * 2) / 2  # 16 mm die -> 13 mm sticker


def sticker(face, side: float, color: str, pips: bool, bleed: float, art=None, pattern: str = "") -> list:
    """With bleed the colour runs past the trim and the crop marks guide the cut; without, a hairline does."""
    background = face_background(face, color)
    if bleed:
        shape = Rect(-bleed, -bleed, side + 2 * bleed, side + 2 * bleed, Style(fill=background), role="sticker-bleed")
    else:
        shape = Rect(0, 0, side, side, Style(fill=background, stroke="#9a9a9a", width=0.15), role="sticker")
    return [shape, *face_band(face, side, pattern, background), *face_art(face, side, background, pips, art)]


def face_band(face, side: float, pattern: str, background: str) -> list:
    """The die's pattern in a band round the face's edge, in the ink of its value (black and white only: see
    bw_patterns); a black face is told apart by its black already."""
    if not pattern or is_black(face):
        return []
    # a strip of paper between the band and the cut or fold line, so a net's folds stay readable, and the band
    # still clear of a two-digit number (0.78 of the face wide: 0.11 in from each side; the band's ink ends at 0.095)
    band, at = side * 0.07, side * 0.065
    loop = Loop("rect", at, at, side - 2 * at, side - 2 * at)
    return pattern_items(pattern, loop, band, colors.ink_on(background))


def sticker_block(die: PrintedDie, side: float, bleed: float) -> tuple[Group, float, float]:
    """One die's stickers, six in two rows of three where each column is a pair of opposite faces
    (f1 above f6, f2 above f5, f3 above f4); other dice in rows of up to six: the drawing, its width and
    height. One piece, its crop marks its own, so a die's opposite faces stay paired under its caption."""
    faces = die.faces
    if len(faces) == 6:
        grid = [(0, 0), (1, 0), (2, 0), (2, 1), (1, 1), (0, 1)]  # f1 f2 f3 / f6 f5 f4
    else:
        grid = [(i % 6, i // 6) for i in range(len(faces))]
    pad = crop_pad(bleed)
    pitch = side + 2 * pad
    caption_h = 4.0
    block = Group(role="sticker-die")
    for i, (face, (col, row)) in enumerate(zip(faces, grid)):
        x, y = col * pitch + pad, caption_h + row * pitch + pad
        block.add(Group(sticker(face, side, die.color, die.pips, bleed, die.face_art(i), die.pattern), translate(x, y)))
        block.add(*crop_marks(x, y, side, side, bleed))
    cols = max(col for col, _ in grid) + 1
    width = cols * pitch
    caption, caption_size = fit_line(die.caption, 2.8, width * 0.95, "bold")
    block.add(Text(pad, 3.0, caption, caption_size, "#000000", "bold", role="caption"))
    rows = max(row for _, row in grid) + 1
    return block, width, caption_h + rows * pitch


# --- nets -------------------------------------------------------------------------------------

TAB_DEPTH = 5.0


def _edge(cell, side: str, face: float):
    """Start and end points of a cell's side, clockwise round the cell (so tabs point outwards)."""
    x, y = cell[0] * face, cell[1] * face
    return {
        "top": ((x, y), (x + face, y)),
        "right": ((x + face, y), (x + face, y + face)),
        "bottom": ((x + face, y + face), (x, y + face)),
        "left": ((x, y + face), (x, y)),
    }[side]


def _tab(a, b, depth: float) -> list[tuple[float, float]]:
    """A trapezoid on the outer side of edge a→b (edges run clockwise, so outward is to the left)."""
    (ax, ay), (bx, by) = a, b
    length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
    ux, uy = (bx - ax) / length, (by - ay) / length
    ox, oy = uy, -ux  # outward normal for a clockwise edge in y-down coordinates
    inset = min(depth, length / 4)
    return [
        (ax, ay),
        (ax + ux * inset + ox * depth, ay + uy * inset + oy * depth),
        (bx - ux * inset + ox * depth, by - uy * inset + oy * depth),
        (bx, by),
    ]


def _choose_tabs(face_cells, cols: int, rows: int) -> set:
    """One tab per seam; a tab goes into an empty cell of the net's grid when it can, so the net
    stays compact, and never two tabs into the same empty cell."""
    used: set = set()
    chosen = set()
    for pair in seams(face_cells):
        def target(edge):
            (cx, cy), side = edge
            dx, dy = SIDES[side]
            return (cx + dx, cy + dy)

        inside = [e for e in pair if 0 <= target(e)[0] < cols and 0 <= target(e)[1] < rows and target(e) not in used]
        edge = inside[0] if inside else pair[0]
        used.add(target(edge))
        chosen.add(edge)
    return chosen


def net_art(die: PrintedDie, face: float) -> tuple[Group, float, float]:
    """A cube's net with its glue tabs and caption: the drawing, its width and height."""
    if len(die.faces) != 6:
        raise PnpError(said("errors.dice.cube-net", name=die.caption, count=len(die.faces)))
    cells = place_faces(CROSS)
    check_net(cells, die.faces, standard=die.standard)  # a net that would fold wrong is never drawn
    depth = min(TAB_DEPTH, face * 0.3)
    cols, rows = 3, 4
    tabs = _choose_tabs(cells, cols, rows)
    art = Group(role="net")
    for i, (value, cell) in enumerate(zip(die.faces, cells)):
        x, y = cell[0] * face, cell[1] * face
        background = face_background(value, die.color)
        art.add(Rect(x, y, face, face, Style(fill=background), role="face"))
        art.add(Group(face_band(value, face, die.pattern, background) + face_art(value, face, background, die.pips, die.face_art(i)),
                      translate(x, y)))
    cell_set = set(cells)
    for cell in cells:
        for side, (dx, dy) in SIDES.items():
            a, b = _edge(cell, side, face)
            neighbour = (cell[0] + dx, cell[1] + dy)
            if neighbour in cell_set:
                if side in ("right", "bottom"):  # each inner edge once
                    art.add(Line(*a, *b, FOLD, "fold"))
            elif (cell, side) in tabs:
                art.add(polygon(_tab(a, b, depth), Style(fill="#eeeeee", stroke="#000000", width=0.25), "tab"))
                art.add(Line(*a, *b, FOLD, "fold"))
            else:
                art.add(Line(*a, *b, CUT, "cut"))
    # the caption sits in the empty top-left corner of the cross, clear of the tab there
    room = face - depth - 1.0
    lines = wrap(die.caption, 2.6, room, "bold")
    size = min(2.6, room / max(text_width(line, 1.0, "bold") for line in lines), (face - 2.0) / (1.2 * len(lines)))
    for i, line in enumerate(lines):
        art.add(Text(0.3, 3.0 + i * 1.2 * size, line, size, "#000000", "bold", role="caption"))
    top = depth if any(side == "top" and cell[1] == 0 for cell, side in tabs) else 0.0
    bottom = depth if any(side == "bottom" and cell[1] == rows - 1 for cell, side in tabs) else 0.0
    left = depth if any(side == "left" and cell[0] == 0 for cell, side in tabs) else 0.0  # tabs past the grid's sides
    right = depth if any(side == "right" and cell[0] == cols - 1 for cell, side in tabs) else 0.0
    shifted = Group([art], translate(left, top))
    return shifted, cols * face + left + right, rows * face + top + bottom


# --- any shape: d4 to d20 -------------------------------------------------------------------------
#
# A face other than a square is a polygon of the die's solid (engine.net.solid), its edge given in mm (a d10's
# long edge). Its label is turned to the face's nearest "up" (towards a corner or the middle of a side; a kite's
# towards its point, as on every face of a real d10) and sized to the room the face leaves it: the face shrunk
# about its inscribed circle's centre to CLEAR, so a number never meets the black-and-white band round the edge
# (nor the cut or fold), and prints the same size in colour. Every number of a die prints at one size, the
# largest at which its widest fits. A d4 is read at its corners: each corner of a face prints, pointing at it,
# the value of the face opposite, in the third of the room nearest that corner.

BAND = 0.17  # the black-and-white band round a face, in radii of its inscribed circle (a d6's: 0.14)
BAND_AT = 0.17  # the band's centre line, that far inside the face's edge (radii): paper along the cut and the fold
CLEAR = 0.7  # labels stay inside the face shrunk to this about its centre, clear of the band's inner edge (0.745)
CORNER_GAP = 0.06  # radii between two of a d4's corner labels
TALLEST = 0.5  # a number's digits stand at most this share of the inscribed circle's diameter (a d6's, 0.36 of its side)
CORNER_TALLEST, CORNER_AT = 0.27, 0.95  # a d4's three corner numbers: smaller, and centred this far towards their corner (radii)
UNDERLINE = 0.155  # how far below the baseline the bar under a 6 or 9 reaches, in sizes (face_art: at 0.12, 0.07 thick)
PIPS_TAKE, ART_TAKES = 0.69, 0.86  # the share of face_art's square its pips take (2 × 0.26 + 2 × 0.085), and a picture or a black face's name
DESCENT, LEADING = 0.24, 1.25  # a word's descenders below its baseline, and its lines' pitch, in sizes
STANDARD_FACES = {"d4": range(1, 5), "d8": range(1, 9), "d10": range(10), "d12": range(1, 13), "d20": range(1, 21)}


def is_d6(die: PrintedDie) -> bool:
    return die.shape == "d6"


@cache
def unit_face(shape: str) -> tuple[tuple[float, float], ...]:
    """The shape's face, edge 1, on paper (y down), its up (a kite's point, else a corner) pointing up (kept: every
    face of every die drawn asks for it, and unfolding the solid takes milliseconds)."""
    points = [(x, -y) for x, y in unfold(shape).faces[0].points]
    (cx, cy), _ = incircle(points)
    tip = _sharpest(points)
    turn = math.atan2(tip[0] - cx, -(tip[1] - cy))  # clockwise from up to the tip
    c, s = math.cos(-turn), math.sin(-turn)
    turned = [(c * (x - cx) - s * (y - cy), s * (x - cx) + c * (y - cy)) for x, y in points]
    left, top = min(x for x, _ in turned), min(y for _, y in turned)
    return tuple((x - left, y - top) for x, y in turned)


def _sharpest(points) -> tuple[float, float]:
    """The corner with the smallest angle (a kite's point; any corner of a regular polygon, the first)."""
    def angle(j):
        p, q, r = points[j - 1], points[j], points[(j + 1) % len(points)]
        a = math.atan2(p[1] - q[1], p[0] - q[0]) - math.atan2(r[1] - q[1], r[0] - q[0])
        return round(abs((a + math.pi) % (2 * math.pi) - math.pi), 9)

    return points[min(range(len(points)), key=angle)]


def _ups(points, shape: str) -> list[tuple[tuple[float, float], bool]]:
    """The directions a face's label may point up to, from its centre, each with whether it points at a corner: a
    kite's point alone; on a regular polygon, each corner and the middle of each side."""
    (cx, cy), _ = incircle(points)
    corners = [_sharpest(points)] if shape == "d10" else list(points)
    sides = [] if shape == "d10" else [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in zip(points, points[1:] + points[:1])]
    ups = []
    for (x, y), at_corner in [(p, True) for p in corners] + [(p, False) for p in sides]:
        d = math.hypot(x - cx, y - cy)
        ups.append((((x - cx) / d, (y - cy) / d), at_corner))
    return ups


def _turned_box(items: list, centre, direction, box: float) -> Group:
    """Items drawn in a square of side `box` from (0, 0), centred on `centre`, its top towards `direction`."""
    degrees = math.degrees(math.atan2(direction[0], -direction[1]))
    degrees = round(degrees, 9) % 360
    return Group(items, compose(translate(*centre), rotate(degrees), translate(-box / 2, -box / 2)))


@cache
def _room(shape: str) -> tuple:
    """Where a label may go on the shape's face of edge 1 turned as unit_face turns it (its label upright), from the
    inscribed circle's centre: the face shrunk to CLEAR; a d4's corner label, the third of that nearest the top
    corner, CORNER_GAP from the other corners' labels."""
    points = unit_face(shape)
    (cx, cy), radius = incircle(points)
    clear = [((x - cx) * CLEAR, (y - cy) * CLEAR) for x, y in points]
    if shape != "d4":
        return tuple(clear)
    top = min(range(3), key=lambda i: clear[i][1])
    tip, before, after = clear[top], clear[top - 1], clear[(top + 1) % 3]
    third = [tip, ((tip[0] + after[0]) / 2, (tip[1] + after[1]) / 2), (0.0, 0.0), ((tip[0] + before[0]) / 2, (tip[1] + before[1]) / 2)]
    return tuple(inset_polygon(third, CORNER_GAP * radius / 2))


def _span(room, width: float, height: float) -> tuple[float, float] | None:
    """The heights (its centre's y) at which a width × height rectangle centred on x = 0 lies inside the convex
    polygon `room`, as an interval; None when it fits nowhere. Each side bounds y linearly at each corner."""
    low, high = -math.inf, math.inf
    centre = (sum(x for x, _ in room) / len(room), sum(y for _, y in room) / len(room))
    for (px, py), (qx, qy) in zip(room, room[1:] + room[:1]):
        nx, ny = qy - py, -(qx - px)
        if (centre[0] - px) * nx + (centre[1] - py) * ny < 0:
            nx, ny = -nx, -ny  # pointing inwards
        for sx in (-1, 1):
            for sy in (-1, 1):
                k = nx * (sx * width / 2 - px) + ny * (sy * height / 2 - py)  # inside: ny * y + k >= 0
                if abs(ny) < 1e-12:
                    if k < -1e-12:
                        return None
                elif ny > 0:
                    low = max(low, -k / ny)
                else:
                    high = min(high, -k / ny)
    return (low, high) if low <= high + 1e-12 else None


def _tallest(room, aspect: float) -> float:
    """The tallest rectangle of this width-to-height ratio, centred on x = 0, that fits the room (to 1e-9)."""
    low, high = 0.0, 4.0
    while high - low > 1e-9:
        middle = (low + high) / 2
        low, high = (middle, high) if _span(room, aspect * middle, middle) else (low, middle)
    return low


def _ink(number: int) -> tuple[float, float]:
    """A number's ink at size 1: its width, and its height with its capitals centred (room for a 6's or 9's bar)."""
    return text_width(str(number), 1.0, "bold"), ascent(1.0, "bold") + (2 * UNDERLINE if _upside_down_twin(number) else 0.0)


@cache
def _unit_size(shape: str, numbers: tuple) -> float:
    """The size all these numbers print at on the shape's face of edge 1."""
    _, radius = incircle(unit_face(shape))
    fits = [_tallest(_room(shape), width / height) / height for width, height in map(_ink, numbers)]
    return min(fits + [(CORNER_TALLEST if shape == "d4" else TALLEST) * 2 * radius / ascent(1.0, "bold")])


def number_size(shape: str, edge: float, faces) -> float:
    """The size (mm) the die's numbers print at on its faces of this edge (0 when it has none)."""
    numbers = tuple(sorted({f for f in faces if isinstance(f, int)}))
    return _unit_size(shape, numbers) * edge if numbers else 0.0


@cache
def _unit_square(shape: str) -> tuple[float, float]:
    """The largest square centred on x = 0 in the shape's room at edge 1: its side and its centre's y."""
    side = _tallest(_room(shape), 1.0)
    return side, _span(_room(shape), side, side)[0]


def _label(die: PrintedDie, value, slot: int | None, background: str, scale: float) -> tuple[list, float]:
    """A face's (or a d4 corner's) label drawn round (0, 0), upright, on a face `scale` times unit_face's; and the
    y, from the face's centre in unit_face's turn, it is centred at."""
    art = die.face_art(slot) if slot is not None else None
    if isinstance(value, int) and art is None and not (die.pips and value in PIP_SPOTS):
        size = number_size(die.shape, scale, die.faces)
        width, height = _ink(value)
        low, high = _span(_room(die.shape), width * size / scale, height * size / scale)
        _, radius = incircle(unit_face(die.shape))
        y = min(max(-CORNER_AT * radius if die.shape == "d4" else 0.0, low), high)  # a face's number at its centre if it can
        ink = colors.ink_on(background)
        items = [Text(0.0, ascent(size, "bold") / 2, str(value), size, ink, "bold", "middle", role="face-label")]
        if _upside_down_twin(value):
            half = text_width(str(value), size, "bold") / 2
            bar = ascent(size, "bold") / 2 + size * 0.12
            items.append(Line(-half, bar, half, bar, Style(stroke=ink, width=max(0.2, size * 0.07))))
        return items, y
    if isinstance(value, str) and not is_black(value) and art is None:
        return _word(value, die.shape, scale, colors.ink_on(background))
    side, y = _unit_square(die.shape)
    box = side / (PIPS_TAKE if art is None and die.pips and value in PIP_SPOTS else ART_TAKES) * scale
    return [Group(face_art(value, box, background, die.pips, art), translate(-box / 2, -box / 2))], y


def _word(word: str, shape: str, scale: float, ink: str) -> tuple[list, float]:
    """A word fitted to the face's room as a number is, on one line or two, whichever prints it larger."""
    size, lines, y = _unit_word(shape, word)
    size *= scale
    if size < MIN_TEXT:  # a word too long for the face, or one that prints nothing (zero width)
        raise PnpError(said("errors.dice.word", word=word, side=_mm(scale)))
    top = -(ascent(1.0, "bold") + DESCENT + LEADING * (len(lines) - 1)) * size / 2 + ascent(size, "bold")
    return [Text(0.0, top + LEADING * size * i, line, size, ink, "bold", "middle", role="face-label")
            for i, line in enumerate(lines)], y


@cache
def _unit_word(shape: str, word: str) -> tuple[float, tuple, float]:
    """A word's size on the shape's face of edge 1, its lines, and its centre's y (see _label)."""
    _, radius = incircle(unit_face(shape))
    best = (0.0, (word,), 0.0)
    for lines in ([word], wrap(word, 1.0, text_width(word, 1.0, "bold") / 2 + 0.01, "bold")):
        width = max(text_width(line, 1.0, "bold") for line in lines)
        height = ascent(1.0, "bold") + DESCENT + LEADING * (len(lines) - 1)
        if width <= 0:
            continue
        tallest = _tallest(_room(shape), width / height)
        size = min(tallest / height, TALLEST * 2 * radius / ascent(1.0, "bold"))
        if size > best[0]:
            low, high = _span(_room(shape), width * size, height * size)
            best = (size, tuple(lines), min(max(0.0, low), high))
    return best


def shaped_face(die: PrintedDie, slot: int, points, corners: list | None = None) -> list:
    """A face of any shape at its place on paper: the polygon filled, its band in black and white, its label (or
    a d4's corner labels)."""
    value = die.faces[slot]
    background = face_background(value, die.color)
    items: list = [polygon(points, Style(fill=background), "face-fill"), *shaped_band(value, points, die.pattern, background)]
    (cx, cy), radius = incircle(points)
    scale = radius / incircle(unit_face(die.shape))[1]
    if corners is not None:
        for (x, y), corner in zip(points, corners):
            d = math.hypot(x - cx, y - cy)
            direction = ((x - cx) / d, (y - cy) / d)
            ink = face_background(corner, die.color)
            label, at = _label(die, corner, None, background if ink == die.color else ink, scale)
            centre = (cx - direction[0] * at * scale, cy - direction[1] * at * scale)
            items.append(_turned_box(label, centre, direction, 0.0))
        return items
    up, at_corner = min(_ups(points, die.shape), key=lambda u: (round(math.atan2(u[0][0], -u[0][1]) ** 2, 9), u[0]))
    label, at = _label(die, value, slot, background, scale)
    away = at * scale if at_corner else -at * scale  # a side up is the face turned half round: its room upside down
    items.append(_turned_box(label, (cx - up[0] * away, cy - up[1] * away), up, 0.0))
    return items


def shaped_band(face, points, pattern: str, background: str) -> list:
    """The die's pattern in a band inside the face's edge, following its outline (black and white only: see
    bw_patterns); a black face is told apart by its black already."""
    if not pattern or is_black(face):
        return []
    _, radius = incircle(points)
    line = _blunted(inset_polygon(points, BAND_AT * radius), BAND * radius)
    loop = Loop("polygon", points=tuple((round(x, 4), round(y, 4)) for x, y in line))
    return pattern_items(pattern, loop, BAND * radius, colors.ink_on(background))


def _blunted(points, band: float) -> list:
    """The band's centre line with each sharp corner (under 90°) cut where its two sides come a band's width
    apart: the band would otherwise pile up into a black spike there (a d10's point, where five faces meet)."""
    out = []
    for i, corner in enumerate(points):
        before, after = points[i - 1], points[(i + 1) % len(points)]
        u = ((before[0] - corner[0]) / math.dist(before, corner), (before[1] - corner[1]) / math.dist(before, corner))
        v = ((after[0] - corner[0]) / math.dist(after, corner), (after[1] - corner[1]) / math.dist(after, corner))
        angle = math.acos(max(-1.0, min(1.0, u[0] * v[0] + u[1] * v[1])))
        if angle >= math.pi / 2:
            out.append(corner)
            continue
        cut = band / (2 * math.sin(angle / 2))
        out += [(corner[0] + u[0] * cut, corner[1] + u[1] * cut), (corner[0] + v[0] * cut, corner[1] + v[1] * cut)]
    return out


def _offset(points, distance: float) -> list:
    """A convex polygon grown by `distance` on every side (its bleed)."""
    return inset_polygon(points, -distance)


def _sticker_rows(die: PrintedDie) -> list[list[int]]:
    """Faces in rows, f(i) above its opposite f(n + 1 - i) so a column is a pair; a d4 in one row."""
    n = len(die.faces)
    if die.shape == "d4":
        return [list(range(n))]
    return [list(range(n // 2)), list(range(n - 1, n // 2 - 1, -1))]


def shaped_stickers(die: PrintedDie, edge: float, bleed: float) -> tuple[Group, float, float]:
    """A die's stickers cut to its faces' shape, a hairline round each: triangles nest point up, point down."""
    face = [(x * edge, y * edge) for x, y in unit_face(die.shape)]
    width, height = max(x for x, _ in face), max(y for _, y in face)
    grown = _offset(face, bleed) if bleed else face
    # how far the bleed reaches past the face's box: at a sharp corner, further than the bleed itself
    reach = max(-min(x for x, _ in grown), -min(y for _, y in grown), max(x for x, _ in grown) - width,
                max(y for _, y in grown) - height)
    gap = ROUND_GAP + 2 * bleed
    triangle = len(face) == 3
    pitch = edge / 2 + gap / math.sin(math.pi / 3) if triangle else width + gap
    caption_h = 4.0
    block = Group(role="sticker-die")
    corners = _d4_corners(die) if die.shape == "d4" else None
    rows = _sticker_rows(die)
    for r, row in enumerate(rows):
        for c, slot in enumerate(row):
            flipped = triangle and c % 2 == 1
            points = [(width - x, height - y) for x, y in face] if flipped else face  # turned, never mirrored
            order = corners[slot] if corners is not None else None
            x0, y0 = reach + c * pitch, caption_h + reach + r * (height + gap + reach - bleed)
            placed = [(x0 + x, y0 + y) for x, y in points]
            if bleed:
                block.add(polygon(_offset(placed, bleed), Style(fill=face_background(die.faces[slot], die.color)), "sticker-bleed"))
            block.add(*shaped_face(die, slot, placed, order))
            block.add(polygon(placed, Style(stroke="#9a9a9a", width=0.15), "sticker"))
    total_w = 2 * reach + (max(len(row) for row in rows) - 1) * pitch + width
    caption, caption_size = fit_line(die.caption, 2.8, max(total_w * 0.95, 10.0), "bold")
    block.add(Text(0.0, 3.0, caption, caption_size, "#000000", "bold", role="caption"))
    rows_h = len(rows) * (height + gap + reach - bleed) - (gap + reach - bleed) + 2 * reach
    return block, max(total_w, text_width(caption, caption_size, "bold")), caption_h + rows_h


def _d4_corners(die: PrintedDie) -> list[list]:
    """Each face's corner values, in the order of the sticker's corners (the die's first net face's order)."""
    net = unfold(die.shape)
    values = [die.faces[f.slot] for f in net.faces]
    by_slot = {f.slot: row for f, row in zip(net.faces, corner_values(net, values))}
    # the sticker is the first net face turned; every face of a d4 is the same triangle, corners in order
    return [by_slot[slot] for slot in range(len(die.faces))]


def shaped_net(die: PrintedDie, edge: float) -> tuple[Group, float, float]:
    """The die's net, folded in 3-D and checked before it is drawn: faces, glue tabs, folds and cuts."""
    depth = min(TAB_DEPTH, edge * 0.3) / edge
    net, tabs = with_tabs(unfold(die.shape), depth)
    values = [die.faces[f.slot] for f in net.faces]
    corners = corner_values(net, values) if die.shape == "d4" else None
    check_solid_net(net, values, corners)  # a net that would fold wrong is never drawn
    turn = _best_turn([p for f in net.faces for p in f.points] + [p for t in tabs for p in t], [list(f.points) for f in net.faces],
                      level=die.shape != "d10")  # a d10's labels point at its poles: no turn sets them upright
    c, s = math.cos(turn), math.sin(turn)

    def paper(p):
        return ((c * p[0] - s * p[1]) * edge, -(s * p[0] + c * p[1]) * edge)

    faces = [[paper(p) for p in f.points] for f in net.faces]
    outlines = [[paper(p) for p in t] for t in tabs]
    everything = [p for f in faces + outlines for p in f]
    left, top = min(x for x, _ in everything), min(y for _, y in everything)
    caption_h = 4.5
    shift = (-left, caption_h - top)
    faces = [[(x + shift[0], y + shift[1]) for x, y in f] for f in faces]
    outlines = [[(x + shift[0], y + shift[1]) for x, y in t] for t in outlines]
    art = Group(role="net")
    for i, (flat, points) in enumerate(zip(net.faces, faces)):
        for item in shaped_face(die, flat.slot, points, corners[i] if corners else None):
            art.add(item)
    hinged = {(h.parent, h.parent_edge) for h in net.hinges}
    hinged_child = {(h.child, h.child_edge) for h in net.hinges}
    tab_at = dict(zip(net.tabs, outlines))
    for i, points in enumerate(faces):
        for k in range(len(points)):
            a, b = points[k], points[(k + 1) % len(points)]
            if (i, k) in hinged_child:
                continue  # drawn once, from its parent's side
            if (i, k) in hinged:
                art.add(Line(*a, *b, FOLD, "fold"))
            elif (i, k) in tab_at:
                art.add(polygon(tab_at[(i, k)], Style(fill="#eeeeee", stroke="#000000", width=0.25), "tab"))
                art.add(Line(*a, *b, FOLD, "fold"))
            else:
                art.add(Line(*a, *b, CUT, "cut"))
    width = max(x for x, _ in everything) - left
    height = max(y for _, y in everything) - top + caption_h
    caption, size = fit_line(die.caption, 2.6, max(width * 0.95, 10.0), "bold")
    art.add(Text(0.3, 3.0, caption, size, "#000000", "bold", role="caption"))
    return art, max(width, text_width(caption, size, "bold") + 0.3), height


def _best_turn(points, faces, level: bool = True) -> float:
    """The turn (radians) that sets the net in the smallest box, wider than tall on a tie: with one of its edges
    level (its rows then run straight across the page, their labels upright), or any turn by 3°."""
    turns = set() if level else {round(math.radians(3 * step), 9) for step in range(120)}
    for face in faces if level else ():
        for (x1, y1), (x2, y2) in zip(face, face[1:] + face[:1]):
            level = -math.atan2(y2 - y1, x2 - x1)
            turns.update(round((level + k * math.pi) % (2 * math.pi), 9) for k in range(2))
    best = None
    for turn in sorted(turns):
        c, s = math.cos(turn), math.sin(turn)
        xs = [c * x - s * y for x, y in points]
        ys = [s * x + c * y for x, y in points]
        width, height = max(xs) - min(xs), max(ys) - min(ys)
        key = (round(width * height, 4), -round(width, 4))
        if best is None or key < best[0]:
            best = (key, turn)
    return best[1]


# --- pieces ---------------------------------------------------------------------------------


def die_piece(die: PrintedDie, style: str, size: float, name: str, count: int = 1, named: bool = False, *,
              lang: str, bleed: float) -> Piece:
    """A die's six stickers (size = sticker side), as one piece cut at its crop marks, or its net (size =
    face side), cut, folded and glued; `named`: the kit mixes shapes, so even a d6's heading names its shape."""
    if style == "net":
        art, width, height = net_art(die, size) if is_d6(die) else shaped_net(die, size)
        entry = net_entry(die.shape, named)
        return Piece(f"{name}-net", "net", art, width, height, outline="path", count=count,
                     making=("cut", "fold", "glue"), family=name, group=entry.name[lang], note=say("net_help", lang),
                     sheet="dice-nets", guide=entry, turns=True)
    # a cube's stickers are squares cut at crop marks; another shape's are cut along their outline with scissors
    art, width, height = sticker_block(die, size, bleed) if is_d6(die) else shaped_stickers(die, size, bleed)
    entry = sticker_entry(die.shape, named)
    note = say("sticker_help", lang) if is_d6(die) else say("dice.shaped.sticker_help", lang)
    return Piece(f"{name}-stickers", "stickers", art, width, height, outline="rectangle" if is_d6(die) else "path",
                 count=count, stock="sticker-paper", spares=True, family=name, group=entry.name[lang], note=note,
                 sheet="dice-stickers", guide=entry)


def dice_part(dice: list[PrintedDie], style: str, sizes: list[float], title: str, notice: str = "", *, paper: Paper,
              lang: str, ink: str, duplex: str, bleed: float) -> Part:
    """`pnp dice`: stickers or nets for the dice (each its sticker's edge or its net's face), on sheets of their
    own, as one part."""
    dice = [structs.replace(die, pattern=pattern) for die, pattern in zip(dice, bw_patterns(dice, ink))]
    named = len({die.shape for die in dice}) > 1
    pieces = [die_piece(die, style, size, f"die-{i + 1}", named=named, lang=lang, bleed=bleed)
              for i, (die, size) in enumerate(zip(dice, sizes))]
    option = "--sticker" if style == "sticker" else "--face"  # what sized them on the command line
    for piece, die, size in zip(pieces, dice, sizes):
        check_paper(piece, die, style, size, paper, lang=lang, bleed=bleed, file=None, field=option, key=option)
    (part,) = sheet_parts(pieces, title, notice, paper=paper, lang=lang, duplex=duplex)
    return part


def parse_faces(text: str, *, field: str = "--faces") -> tuple:
    """'1,2,Noir,Noir,5,6' -> (1, 2, 'Noir', 'Noir', 5, 6), read as the odds engine reads a die."""
    from pnp.engine.dice import parse_faces as read  # the odds engine's reader, for pnp dice --faces only

    faces = tuple(read(text, where=field))
    for face in faces:
        if isinstance(face, str) and (why := invisible(face) or bidi(face)):
            raise PnpError(said("errors.dice.face-holds", face=repr(face), why=why), where=field)
    return faces


def check_fit(dice: list[PrintedDie], side: float, *, where: str) -> None:
    """Every face's text fits a face of edge `side` (a d6's sticker or face side), or an error naming the field
    that holds it."""
    for die in dice:
        for face in dict.fromkeys(die.faces):
            with in_file(where or None):
                if is_d6(die):
                    face_art(face, side, die.color, die.pips)
                else:
                    _label(die, face, None, die.color, side)


def printed_die(spec, lang: str, where: str = "", index: int = 0) -> PrintedDie:
    """A game file's die, ready to draw; a blank name is captioned with the die's id. `where` names the game
    file, whose folder holds the faces' art."""
    name = text(spec.name, lang)
    faces = tuple(say("black_face", lang) if is_black(f) else f for f in spec.faces)  # the label in the kit's language
    return PrintedDie(faces, colors.color(spec.color), name if name.strip() else spec.id, spec.pips,
                      _face_art(spec, where, index), spec.shape)


def _face_art(spec, where: str, index: int) -> tuple:
    """The faces' pictures, each named by its field in messages; a list longer than the faces is an error."""
    field = f"dice[{index}].art"
    if len(spec.art) > len(spec.faces):
        raise PnpError(said("errors.dice.pictures", count=len(spec.art), faces=len(spec.faces)), file=where or None, field=field)
    folder = game_folder(where)
    return tuple(load_art(name, folder, file=where or None, field=f"{field}[{i}]") if name else None
                 for i, name in enumerate(spec.art))


# --- dice as a part kind: the game file's [[dice]] (a core section: claims and odds read it too) -------

STICKERS = GuideEntry(every_language("dice.guide.stickers"), STICKER_PAPER, False, every_language("dice.guide.stickers_how"))
# nets on the card of the tokens and pawns, so they share its sheets; 200 g/m² folds best
NETS = GuideEntry(every_language("dice.guide.nets"), CARD, False, every_language("dice.guide.nets_how"))
FORMS = {"sticker": "dice-stickers", "net": "dice-nets"}

def sticker_entry(shape: str, named: bool = False) -> GuideEntry:
    """The guide's row for a shape's stickers: its name says the shape ("Stickers for a d8"); a d6's keeps its
    plain name unless `named` (a kit that mixes shapes, where "Dice stickers" would read as every die's)."""
    if shape == "d6" and not named:
        return STICKERS
    # the step does not name the shape its row's name gives, so shapes made alike share one line of the guide
    how = "dice.shaped.d4_how" if shape == "d4" else "dice.guide.stickers_how" if shape == "d6" else "dice.shaped.stickers_how"
    return GuideEntry(every_language("dice.shaped.stickers", shape=shape), STICKER_PAPER, False, every_language(how))


def net_entry(shape: str, named: bool = False) -> GuideEntry:
    """The guide's row for a shape's nets: "d8 to fold" (a d6's as sticker_entry says)."""
    if shape == "d6" and not named:
        return NETS
    how = "dice.guide.nets_how" if shape == "d6" else "dice.shaped.nets_how"
    return GuideEntry(every_language("dice.shaped.nets", shape=shape), CARD, False, every_language(how))


def dice_pieces(context: Context) -> list[Piece]:
    """Each die's stickers and net, as the game file asks."""
    game, where, lang, bleed = context.game, context.source, context.lang, context.bleed
    pieces = []
    patterns = bw_patterns(game.dice, context.ink)
    mixed = len({spec.shape for spec in game.dice}) > 1
    for i, spec in enumerate(game.dice):
        die = structs.replace(printed_die(spec, lang, where, i), pattern=patterns[i])
        for form in FORMS:
            if form in spec.forms:
                side = die_size(spec, form, where, i)
                check_fit([die], side, where=f"{where + ': ' if where else ''}dice[{i}].faces")
                piece = die_piece(die, form, side, spec.id, spec.count, named=mixed, lang=lang, bleed=bleed)
                field = f"dice[{i}].{FIELDS[form]}"
                asked = float(spec.edge_mm if form == "sticker" else spec.net_mm)
                check_paper(piece, die, form, asked, context.paper, lang=lang, bleed=bleed, file=where or None, field=field,
                            key=FIELDS[form], side_of=default_sticker if form == "sticker" else None)
                pieces.append(piece)
    return pieces


FIELDS = {"sticker": "edge", "net": "net_face"}  # the game file's key that sizes each form


def check_paper(piece: Piece, die: PrintedDie, form: str, asked: float, paper: Paper, *, lang: str, bleed: float,
                file, field: str, key: str, side_of=None) -> None:
    """The die's stickers or net fit the paper's printable area, or one line naming the field that sizes them
    (`dice[0].net_face`, `--face`) and the largest value of `key` that fits, found by drawing the piece again: a
    net is not quite proportional to its face (its caption keeps its size). `asked` is the size given, and
    `side_of` makes the piece's side of it (a die's edge -> its sticker's; None: the same)."""
    def fits(size: float) -> bool:
        again = die_piece(die, form, side_of(size) if side_of else size, "fit", lang=lang, bleed=bleed)
        item = piece_item(again)
        _, _, width, height = printable(paper.size)
        return item.width + 2 * item.pad <= width + 1e-9 and item.height + 2 * item.pad <= height + 1e-9

    item = piece_item(piece)
    _, _, width, height = printable(paper.size)
    needed = (item.width + 2 * item.pad, item.height + 2 * item.pad)  # as imposition.check_fits measures it
    if needed[0] <= width + 1e-9 and needed[1] <= height + 1e-9:
        return
    told = dict(name=item.name, w=_mm(needed[0]), h=_mm(needed[1]), room_w=_mm(width), room_h=_mm(height),
                paper=paper.label, option=key)
    size = math.floor(2 * asked * min(width / (item.width + 2 * item.pad), height / (item.height + 2 * item.pad))) / 2
    while size >= 0.5 and not fits(size):
        size -= 0.5
    least = MIN_DIE if is_d6(die) else smallest(die.shape, form == "sticker")  # a cube has its own floor
    if size < max(least, MIN_DIE):
        raise PnpError(said("errors.dice.paper-none", shape=die.shape, **told), file=file, field=field)
    raise PnpError(said("errors.dice.paper-most", most=_mm(size), **told), file=file, field=field)


def die_size(spec, form: str, where: str = "", index: int = 0) -> float:
    """A die's sticker edge (about 80 % of the blank die's) or its net's face, in mm; an error naming the field
    when its labels would be too small to read."""
    field = "edge" if form == "sticker" else "net_face"
    # within MIN_DIE to MAX_DIE (spec._check); a plain number for the drawing, since msgspec encodes no Length
    size = float(spec.edge_mm if form == "sticker" else spec.net_mm)
    side = default_sticker(size) if form == "sticker" else size
    check_readable(spec.shape, side, size, field=f"dice[{index}].{field}", file=where or None)
    return side


def readable(shape: str, side: float) -> bool:
    """A die of this shape numbered as a standard one prints its numbers at 6 pt at least on faces of this edge."""
    return number_size(shape, side, STANDARD_FACES[shape]) >= MIN_TEXT - 1e-9


def smallest(shape: str, sticker: bool) -> float:
    """The smallest edge, to 0.5 mm, whose labels are readable: the blank die's for stickers, else the face's."""
    edge = 0.5
    while not readable(shape, default_sticker(edge) if sticker else edge):
        edge += 0.5
    return edge


def check_readable(shape: str, side: float, asked: float, *, field: str, file=None, sticker: bool | None = None) -> None:
    """A shape's face of edge `side` (`asked` is what the user gave) holds labels of at least 6 pt; a d6 keeps
    its own floor (MIN_DIE), its square the whole face."""
    if shape == "d6" or readable(shape, side):
        return
    is_sticker = field.endswith("edge") or field in ("--die", "--sticker") if sticker is None else sticker
    least = smallest(shape, is_sticker and field != "--sticker")
    what = "blank" if is_sticker and field != "--sticker" else ("sticker" if field == "--sticker" else "face")  # not a message
    raise PnpError(said(f"errors.dice.small-{what}", shape=shape, size=_mm(asked), least=_mm(least)), field=field, file=file)


def bw_patterns(dice, ink: str) -> list[str]:
    """Each die's pattern: in black and white, where dice differ in colour, the pattern of its colour (the
    tokens' own: the fox die's zigzag is the fox counters'), so dice whose greys come out too close are still
    told apart; none in colour, or when every die has the same colour."""
    names = [die.color for die in dice]
    if ink != "bw" or len({colors.color(name) for name in names}) < 2:
        return [""] * len(dice)
    return patterns_for(names)


def _nets(game) -> str:
    checked = []
    for die in game.dice:
        if "net" not in die.forms:
            continue
        if die.shape == "d6":
            check_net(place_faces(CROSS), die.faces, standard=die.standard)
        else:
            net, _ = with_tabs(unfold(die.shape), min(TAB_DEPTH, die.net_mm * 0.3) / die.net_mm)
            values = [die.faces[f.slot] for f in net.faces]
            check_solid_net(net, values, corner_values(net, values) if die.shape == "d4" else None)
        checked.append(die.id)
    return str(said("dice.folded", count=len(checked), names=", ".join(checked)) if checked else said("dice.no_nets"))


def verify(context: Context) -> list:
    game = context.game
    return [("nets", lambda: _nets(game))] if game.dice else []


def shopping(context: Context) -> list[str]:
    game, lang = context.game, context.lang
    lines = []
    for die in game.dice:
        if "sticker" in die.forms:
            fields = dict(count=die.count, edge=point(f"{die.edge_mm:g}", lang), name=text(die.name, lang) or die.id)
            lines.append(say("dice.shopping.blank", lang, **fields) if die.shape == "d6" else
                         say("dice.shopping.shaped", lang, shape=die.shape, **fields))
    ordinary = sum(d.count for d in game.dice if d.standard and "sticker" not in d.forms)
    if ordinary:
        lines.append(say("dice.shopping.plain", lang, count=ordinary))
    return lines


def _die_words(lang: str) -> frozenset[str]:
    """The word "die" in each of its forms (one, two, few, many...: the counts that pick each of CLDR's
    categories), lower case: a die named so is not named again after its count."""
    return frozenset(say("dice.die", lang, count=n).lower() for n in (0, 1, 2, 3, 5, 11, 21, 101, 1.5))


def components(context: Context) -> list[str]:
    game, lang = context.game, context.lang
    lines = []
    for die in game.dice:
        name = text(die.name, lang) or die.id
        faces = md(", ".join(face_label(f, lang) for f in die.faces))
        if name.lower() in _die_words(lang):  # "1 die (faces …)", not "1 die: Die (faces …)"
            lines.append(say("dice.components.plain", lang, count=die.count, faces=faces))
        else:
            lines.append(say("dice.components.named", lang, count=die.count, name=md(name), faces=faces))
    return lines


def check(context: Context) -> None:
    """Every face the kit will print, stickers and nets, counted before any is drawn."""
    game, where = context.game, context.source
    budgets.stickers(sum(len(d.faces) * d.count * len(set(d.forms)) for d in game.dice), where, "dice")


register(Kind("dice", 20, pieces=dice_pieces, check=check, verify=verify, shopping=shopping, components=components, section="dice"))
