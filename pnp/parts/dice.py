"""Custom dice as sticker sheets for blank dice, or as fold-up paper cubes.

A face is drawn in a square box: a number (6 and 9 underlined so they are not read upside down),
pips for 1-6, "Noir" as a solid black face that still names itself, or a word fitted to the face.
"""

from __future__ import annotations

from msgspec import Struct

from pnp.base import colors
from pnp.base.errors import PnpError, in_file
from pnp.base.fonts import MIN_TEXT, ascent, fit_line, fit_size, text_width, wrap
from pnp.base.i18n import add_strings, t
from pnp.base.texts import bidi, invisible
from pnp.base.units import fmt_mm, parse_length, positive_length
from pnp.engine.net import CROSS, SIDES, check_net, place_faces, seams
from pnp.layout.marks import crop_marks, crop_pad
from pnp.layout.typeset import md
from pnp.model import budgets
from pnp.model.art import art_group, game_folder, load_art
from pnp.model.options import PrintOptions
from pnp.model.spec import text
from pnp.parts import CARD, STICKER_PAPER, GuideEntry, Part
from pnp.parts.registry import Context, Kind, register
from pnp.parts.sheets import sheet_parts
from pnp.pieces import Piece
from pnp.scene import CUT, FOLD, Circle, Group, Line, Rect, Style, Text, polygon, translate

BLACK_FACES = {"noir", "black"}
STICKER_RATIO = 0.8  # a sticker covers about 80 % of a blank die's face


class PrintedDie(Struct, frozen=True):
    faces: tuple  # ints or words
    color: str  # "#rrggbb"
    caption: str
    pips: bool = False
    art: tuple = ()  # an art.Art (or None) per face, drawn instead of its value

    def face_art(self, i: int):
        return self.art[i] if i < len(self.art) else None

    @property
    def standard(self) -> bool:
        return self.faces == (1, 2, 3, 4, 5, 6)


def is_black(face) -> bool:
    return isinstance(face, str) and face.strip().lower() in BLACK_FACES


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
        raise PnpError(f"the face '{word}' does not fit a {fmt_mm(side)} face; shorten it or make the die larger")
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


def sticker(face, side: float, color: str, pips: bool, bleed: float, art=None) -> list:
    """With bleed the colour runs past the trim and the crop marks guide the cut; without, a hairline does."""
    background = face_background(face, color)
    if bleed:
        shape = Rect(-bleed, -bleed, side + 2 * bleed, side + 2 * bleed, Style(fill=background), role="sticker-bleed")
    else:
        shape = Rect(0, 0, side, side, Style(fill=background, stroke="#9a9a9a", width=0.15), role="sticker")
    return [shape, *face_art(face, side, background, pips, art)]


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
        block.add(Group(sticker(face, side, die.color, die.pips, bleed, die.face_art(i)), translate(x, y)))
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
        raise PnpError(f"a cube net needs a six-sided die; '{die.caption}' has {len(die.faces)} faces; use --style sticker")
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
        art.add(Group(face_art(value, face, background, die.pips, die.face_art(i)), translate(x, y)))
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


# --- pieces ---------------------------------------------------------------------------------


def die_piece(die: PrintedDie, style: str, size: float, opts: PrintOptions, name: str, count: int = 1) -> Piece:
    """A die's six stickers (size = sticker side), as one piece cut at its crop marks, or its net (size =
    face side), cut, folded and glued."""
    lang = opts.lang
    if style == "net":
        art, width, height = net_art(die, size)
        return Piece(f"{name}-net", "net", art, width, height, outline="path", count=count,
                     making=("cut", "fold", "glue"), family=name, group=NETS.name[lang], note=t("net_help", lang),
                     sheet="dice-nets", guide=NETS)
    art, width, height = sticker_block(die, size, opts.bleed)
    return Piece(f"{name}-stickers", "stickers", art, width, height, count=count, stock="sticker-paper",
                 spares=True, family=name, group=STICKERS.name[lang], note=t("sticker_help", lang), sheet="dice-stickers",
                 guide=STICKERS)


def dice_part(dice: list[PrintedDie], style: str, size: float, opts: PrintOptions, title: str, notice: str = "") -> Part:
    """`pnp dice`: stickers or nets for the dice, on sheets of their own, as one part."""
    pieces = [die_piece(die, style, size, opts, f"die-{i + 1}") for i, die in enumerate(dice)]
    (part,) = sheet_parts(pieces, opts, title, notice)
    return part


def parse_faces(text: str, *, field: str = "--faces") -> tuple:
    """'1,2,Noir,Noir,5,6' -> (1, 2, 'Noir', 'Noir', 5, 6), read as the odds engine reads a die."""
    from pnp.engine.dice import parse_faces as read  # the odds engine's reader, for pnp dice --faces only

    faces = tuple(read(text, where=field))
    for face in faces:
        if isinstance(face, str) and (why := invisible(face) or bidi(face)):
            raise PnpError(f"the face {face!r} holds {why}; remove it", where=field)
    return faces


def check_fit(dice: list[PrintedDie], side: float, *, where: str) -> None:
    """Every face's text fits a face of `side`, or an error naming the field that holds it."""
    for die in dice:
        for face in dict.fromkeys(die.faces):
            with in_file(where or None):
                face_art(face, side, die.color, die.pips)


def printed_die(spec, lang: str, where: str = "", index: int = 0) -> PrintedDie:
    """A game file's die, ready to draw; a blank name is captioned with the die's id. `where` names the game
    file, whose folder holds the faces' art."""
    name = text(spec.name, lang)
    faces = tuple(t("black_face", lang) if is_black(f) else f for f in spec.faces)  # the label in the kit's language
    return PrintedDie(faces, colors.color(spec.color), name if name.strip() else spec.id, spec.pips,
                      _face_art(spec, where, index))


def _face_art(spec, where: str, index: int) -> tuple:
    """The faces' pictures, each named by its field in messages; a list longer than the faces is an error."""
    field = f"dice[{index}].art"
    if len(spec.art) > len(spec.faces):
        raise PnpError(f"{len(spec.art)} pictures for {len(spec.faces)} faces; give at most one a face (\"\" for none)",
                       file=where or None, field=field)
    folder = game_folder(where)
    return tuple(load_art(name, folder, file=where or None, field=f"{field}[{i}]") if name else None
                 for i, name in enumerate(spec.art))


# --- dice as a part kind: the game file's [[dice]] (a core section: claims and odds read it too) -------

GUIDE = add_strings("dice.guide", {
    "stickers": {"fr": "Autocollants de dés", "en": "Dice stickers"},
    "stickers_how": {"fr": "Découper aux traits de coupe et coller sur des dés vierges ; les deux faces d'une colonne "
                           "vont sur des côtés opposés.",
                     "en": "Cut at the crop marks and stick onto blank dice; the two faces of a column go on opposite sides."},
    "nets": {"fr": "Dés à plier", "en": "Dice to fold"},
    "nets_how": {"fr": "Découper le trait plein, marquer les pointillés à la règle, plier et coller les languettes à "
                       "l'intérieur.",
                 "en": "Cut the solid line, score the dashes with a ruler, fold and glue the tabs inside."},
})
STICKERS = GuideEntry(GUIDE["stickers"], STICKER_PAPER, False, GUIDE["stickers_how"])
# nets on the card of the tokens and pawns, so they share its sheets; 200 g/m² folds best
NETS = GuideEntry(GUIDE["nets"], CARD, False, GUIDE["nets_how"])
FORMS = {"sticker": "dice-stickers", "net": "dice-nets"}


def dice_pieces(context: Context) -> list[Piece]:
    """Each die's stickers and net, as the game file asks."""
    game, opts, where = context.game, context.opts, context.source
    pieces = []
    for i, spec in enumerate(game.dice):
        if "net" in spec.forms and len(spec.faces) != 6:
            raise PnpError(f"dice[{i}].forms: a cube net needs six faces and '{spec.id}' has {len(spec.faces)}; "
                           "set forms = [\"sticker\"]", where=where or None)
        die = printed_die(spec, opts.lang, where, i)
        for form in FORMS:
            if form in spec.forms:
                size = positive_length(spec.edge if form == "sticker" else spec.net_face, field="size")
                side = default_sticker(size) if form == "sticker" else size
                check_fit([die], side, where=f"{where + ': ' if where else ''}dice[{i}].faces")
                pieces.append(die_piece(die, form, side, opts, spec.id, spec.count))
    return pieces


def _nets(game) -> str:
    checked = []
    for die in game.dice:
        if "net" in die.forms and len(die.faces) == 6:
            check_net(place_faces(CROSS), die.faces, standard=die.standard)
            checked.append(die.id)
        elif "net" in die.forms:
            raise PnpError(f"die '{die.id}' has {len(die.faces)} faces and cannot fold into a cube; drop \"net\" from its forms")
    return f"{', '.join(checked)} fold into the dice they claim" if checked else "no nets to fold"


def verify(context: Context) -> list:
    game = context.game
    return [("nets", lambda: _nets(game))] if game.dice else []


SHOPPING = add_strings("dice.shopping", {
    "fr": ("{n} {blank} de {edge} pour « {name} »", "dé vierge", "dés vierges",
           "{n} {plain}, ou les dés à plier du kit", "dé ordinaire", "dés ordinaires"),
    "en": ("{n} blank {edge} {blank} for \"{name}\"", "die", "dice",
           "{n} ordinary {plain}, or the kit's dice to fold", "die", "dice"),
})


def shopping(context: Context) -> list[str]:
    game, lang = context.game, context.lang
    sticker, one, many, plain, one_plain, many_plain = SHOPPING[lang]
    lines = []
    for die in game.dice:
        if "sticker" in die.forms:
            lines.append(sticker.format(n=die.count, blank=many if die.count > 1 else one,
                                        edge=f"{parse_length(die.edge):g} mm", name=text(die.name, lang) or die.id))
    ordinary = sum(d.count for d in game.dice if d.standard and "sticker" not in d.forms)
    if ordinary:
        lines.append(plain.format(n=ordinary, plain=many_plain if ordinary > 1 else one_plain))
    return lines


COMPONENTS = add_strings("dice.components", {"fr": ("dé", "dés", "faces", " :"), "en": ("die", "dice", "faces", ":")})


def components(context: Context) -> list[str]:
    game, lang = context.game, context.lang
    one, many, faces, colon = COMPONENTS[lang]
    return [f"- {die.count} {many if die.count > 1 else one}{colon} {md(text(die.name, lang) or die.id)} "
            f"({faces} {md(', '.join(str(f) for f in die.faces))})" for die in game.dice]


def check(context: Context) -> None:
    """Every face the kit will print, stickers and nets, counted before any is drawn."""
    game, where = context.game, context.source
    budgets.stickers(sum(len(d.faces) * d.count * len(set(d.forms)) for d in game.dice), where, "dice")


register(Kind("dice", 20, pieces=dice_pieces, check=check, verify=verify, shopping=shopping, components=components, section="dice"))
