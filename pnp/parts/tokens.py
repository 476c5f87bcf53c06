"""Tokens and pawns: counters (round or square, with an icon, a label and a letter), and the drawing of
pawns as round tokens or as folding standees; double-sided pieces with their backs.

Telling pieces apart never rests on colour alone: every piece carries its icon, a letter, and a pattern
in the band round its edge (dots, stripes, grid ...), chosen from its colour. In colour the pattern is a
darker shade of the piece's colour; with `ink="bw"` the pieces are grey and white and the pattern black,
so the black-and-white sheet and the colour one tell the same things.

Tokens and pawns make pieces (pnp.pieces), not pages: the kit's one imposition (pnp.layout.imposition,
pnp.parts.sheets) lays them on sheets with the other kinds', double-sided ones with their backs mirrored
for the flip, or as pairs to fold over when the printer has no duplex.
"""


import math
from functools import cache
from typing import Annotated, Literal, Union

from msgspec import Meta, Struct, structs

from pnp.base import colors
from pnp.base.errors import PnpError, in_file
from pnp.base.fonts import MIN_TEXT, ascent, fit_size, missing_glyphs, text_width, wrap
from pnp.base.i18n import Said, every_language, said, say
from pnp.base.units import Length, positive_length
from pnp.layout.icons import check_icon, icon_group, load_icon
from pnp.layout.imposition import check_room
from pnp.layout.patterns import PATTERNS, PATTERNS_OF, Loop, pattern_items
from pnp.layout.typeset import md
from pnp.model.art import Art, art_group, game_folder, load_art
from pnp.model.spec import MODEL, Id, Localized, text
from pnp.parts import CARD, GuideEntry
from pnp.parts.board import square_side
from pnp.parts.registry import Context, Kind, register
from pnp.pieces import Piece
from pnp.scene import CUT, FOLD, Circle, Group, Line, Rect, Style, Text, compose, rotate, translate
from pnp.scene import Path as ScenePath

OUTLINE = Style(stroke="#000000", width=0.25)


# --- the game file's [[tokens]] ---------------------------------------------------------------------

MAX_PIECES = 500  # of one kind: more is surely a typo, and would fill dozens of sheets
MAX_PIECE = 400.0  # mm: a larger counter or pawn is surely a typo; fitting the paper is checked when sheets are made
MAX_LABEL = 24  # characters in a counter's label
MAX_LETTER = 3  # characters in a counter's letter
MIN_PIECE = 5.0  # mm: the smallest counter, or pawn width, height, base or token, that can be cut and picked up


class TokenFace(Struct, **MODEL):
    """What one side of a counter shows; a field left empty takes the counter's own."""

    icon: str = ""
    art: str = ""  # the designer's own picture (PNG, JPEG, SVG beside the game file), drawn instead of the icon
    label: Localized = ""
    color: str = ""
    letter: Localized = ""
    pattern: str = ""


class TokenVariant(TokenFace, **MODEL):
    """`count` counters of a kind show another face: the weathers among the time tokens."""

    count: Annotated[int, Meta(ge=1, le=MAX_PIECES)]


class Token(Struct, **MODEL):
    """A kind of counter: `count` round or square pieces with an icon, a label and a letter."""

    id: Id
    name: Localized = ""
    count: Annotated[int, Meta(ge=1, le=MAX_PIECES)]
    shape: Literal["round", "square"] = "round"
    size: Length = Length.read("25mm")  # diameter, or side of the square
    icon: str = ""
    art: str = ""  # a picture file drawn instead of the icon
    color: str = "white"
    label: Localized = ""
    letter: Localized = ""  # printed on the piece, so it is told apart without its colour
    pattern: str = ""  # one of PATTERNS; "" chooses from the colour
    back: Union[Literal["none", "same"], TokenFace] = "none"  # a double-sided counter has a back
    variants: list[TokenVariant] = []  # the rest of `count` shows the counter's own face


def piece_checks(where: str):
    """fail, look and count: the checks tokens and pawns share, each naming the file and field."""
    def fail(field: str, message: str):
        raise PnpError(message, file=where, field=field)

    def look(field: str, face) -> None:
        if face.icon:
            check_icon(face.icon, file=where, field=f"{field}.icon")
        if face.art:
            load_art(face.art, game_folder(where), file=where, field=f"{field}.art")
        if face.color:
            colors.color(face.color, field=f"{field}.color", file=where)
        if face.pattern and face.pattern not in PATTERNS:
            fail(f"{field}.pattern", said("errors.tokens.pattern", pattern=face.pattern, patterns=", ".join(PATTERNS)))
        for key in ("label", "letter"):  # control characters: already refused by _check_texts
            value = getattr(face, key)
            for lang, words in ({"": value} if isinstance(value, str) else value).items():
                limit = MAX_LETTER if key == "letter" else MAX_LABEL
                if len(words) > limit:
                    fail(f"{field}.{key}" + (f".{lang}" if lang else ""), said("errors.board.long_label", words=words, most=limit))

    def count(field: str, n: int, limit: int = MAX_PIECES) -> None:
        if not 1 <= n <= limit:
            fail(field, said("errors.tokens.count", count=n, most=limit))

    return fail, look, count


def check(context: Context) -> None:
    """[[tokens]]: counts, sizes, icons, colours and patterns, each error naming its field."""
    game, where = context.game, context.source
    fail, look, count = piece_checks(where)
    seen: set[str] = set()
    for i, token in enumerate(game.tokens):
        field = f"tokens[{i}]"
        if token.id in seen:
            fail(f"{field}.id", said("errors.tokens.twice", id=token.id))
        seen.add(token.id)
        count(f"{field}.count", token.count)
        positive_length(token.size, field=f"{field}.size", file=where, maximum=MAX_PIECE, minimum=MIN_PIECE)
        look(field, token)
        if not token.color:  # a counter's own colour may not be empty (a face's may: it takes the counter's)
            colors.color(token.color, field=f"{field}.color", file=where)
        if not isinstance(token.back, str):
            look(f"{field}.back", token.back)
        for j, variant in enumerate(token.variants):
            count(f"{field}.variants[{j}].count", variant.count)
            look(f"{field}.variants[{j}]", variant)
        shown = sum(v.count for v in token.variants)
        if shown > token.count:
            fail(f"{field}.variants", said("errors.tokens.variants", count=shown, most=token.count))
    check_cells(game, [(f"tokens[{i}].size", said("errors.tokens.counter", id=t.id), t.size) for i, t in enumerate(game.tokens)], where)


def check_cells(game, pieces: list[tuple[str, Said, Length]], where: str) -> None:
    """Each piece (field, what, size) fits the board's cells it stands on."""
    if getattr(game, "board", None) is None:
        return
    with in_file(where):
        cell = square_side(game)
    if cell is None:  # a board whose spaces are not square cells of one size
        return
    for field, what, size in pieces:
        if size > cell + 1e-9:
            raise PnpError(said("errors.tokens.wide", what=what, size=size.text, cell=round(cell, 1)), file=where, field=field)


def s(key: str, lang: str) -> str:
    return say(f"tokens.{key}", lang)


_text = text


# --- colours ------------------------------------------------------------------------------------------


class Paint(Struct, frozen=True):
    """The colours a piece is painted with."""

    fill: str  # the piece, under the pattern
    band: str  # the pattern's lines and dots
    window: str  # behind the icon and the words: the icon's paper tone
    ink: str  # icon and words


@cache
def paint(color: str, ink_mode: str) -> Paint:
    dark = colors.luminance(color) < 0.03
    if ink_mode == "bw":
        if dark:
            return Paint("#000000", "#000000", "#000000", "#ffffff")
        level = colors.grey(color)
        return Paint(colors.mix(level, "#ffffff", 0.55), "#000000", "#ffffff", "#000000")
    if dark:
        return Paint(color, color, color, "#ffffff")
    band = colors.mix(color, "#000000", 0.38) if colors.luminance(color) > 0.12 else colors.mix(color, "#ffffff", 0.45)
    return Paint(color, band, color, colors.ink_on(color))


# --- what a piece shows --------------------------------------------------------------------------------


class PieceLook(Struct, frozen=True):
    icon: str
    label: str
    color: str  # "#rrggbb"
    pattern: str
    letter: str
    rank: int = 0
    art: Art | None = None  # the designer's picture, in the icon's place

    @property
    def picture(self) -> bool:
        return bool(self.icon or self.art)


def color_words(name: str, lang: str) -> tuple[str, str]:
    """A colour's letter (tokens.letter.<colour>) and pattern, so pieces are told apart without seeing colour;
    a colour without a pattern has neither."""
    name = name.strip().lower()
    if name not in PATTERNS_OF:
        return "", "plain"
    return say(f"tokens.letter.{name}", lang), PATTERNS_OF[name]


def _look(base, face, lang: str) -> PieceLook:
    """The look of `face` (a token, a variant or a back), falling back on `base` (the token) for what it leaves empty."""
    color_name = face.color or base.color
    letter, pattern = color_words(color_name, lang)
    return PieceLook(
        icon=face.icon or base.icon,
        label=_text(face.label, lang) or _text(base.label, lang),
        color=colors.color(color_name),
        pattern=face.pattern or (base.pattern if not face.color else "") or pattern,
        letter=_text(face.letter, lang) or (_text(base.letter, lang) if not face.color else "") or letter,
    )


# --- text fitting -----------------------------------------------------------------------------------


@cache
def _icon_bounds(name: str) -> tuple[float, float, float, float]:
    """The ink's extent in the icon's 100-unit box, so an icon can be fitted by what it draws."""
    xs, ys = [], []
    for shape in load_icon(name):
        pad = shape.width / 2 if shape.stroke else 0.0
        for op in shape.ops:
            for i in range(1, len(op), 2):
                xs += [op[i] - pad, op[i] + pad]
                ys += [op[i + 1] - pad, op[i + 1] + pad]
    return max(0.0, min(xs)), max(0.0, min(ys)), min(100.0, max(xs)), min(100.0, max(ys))


def fitted_icon(name: str, cx: float, cy: float, w: float, h: float, paint_: Paint) -> Group:
    """The icon as large as fits a w × h box centred on (cx, cy), judged by the ink it draws."""
    x0, y0, x1, y1 = _icon_bounds(name)
    k = min(w / max(x1 - x0, 1e-6), h / max(y1 - y0, 1e-6))  # mm per icon unit
    size = 100 * k
    return icon_group(name, cx - (x0 + x1) / 2 * k, cy - (y0 + y1) / 2 * k, size, paint_.ink, paint_.window)


def picture(look: PieceLook, cx: float, cy: float, w: float, h: float, paint_: Paint) -> Group:
    """The piece's art, whole in the w × h box centred on (cx, cy), or else its icon."""
    if look.art is not None:
        return art_group(look.art, cx - w / 2, cy - h / 2, w, h, role="piece-art")
    return fitted_icon(look.icon, cx, cy, w, h, paint_)


def with_art(look: PieceLook, name: str, file: str, field: str) -> PieceLook:
    """The look with its art file read, from the folder of the game file `file`, at `field` of it."""
    if not name:
        return look
    return structs.replace(look, art=load_art(name, game_folder(file), file=file, field=field))


def _pips(n: int, cx: float, cy: float, r: float, color: str) -> list:
    step = r * 2.6
    return [Circle(cx + (i - (n - 1) / 2) * step, cy, r, Style(fill=color), role="rank") for i in range(n)]


# --- counters ---------------------------------------------------------------------------------------


def counter_art(look: PieceLook, shape: str, d: float, ink_mode: str, bleed: float = 0.0, *, file: str | None = None,
                field: str | None = None, label_required: bool = True) -> Group:
    """One side of a counter, origin at its trim box's top-left corner: colour and pattern, a window
    with the letter, the icon and the label (or the rank's pips), and the outline to cut along."""
    p = paint(look.color, ink_mode)
    R = d / 2
    items: list = []
    cut = Style(fill=p.fill, stroke=OUTLINE.stroke, width=OUTLINE.width)
    if shape == "round":
        band = 0.22 * R
        if bleed:
            items.append(Circle(R, R, R + bleed, Style(fill=p.fill), role="token-bleed"))
        outline = Circle(R, R, R, OUTLINE if bleed else cut, role="token")
        if not bleed:  # colour and cut line in one shape
            items.append(outline)
        items += pattern_items(look.pattern, Loop("circle", R, R, R - band / 2), band, p.band)
        if p.window != p.fill:
            items.append(Circle(R, R, R - band, Style(fill=p.window), role="window"))

        def half(dy: float) -> float:  # half the window's width, dy from its centre
            return math.sqrt(max(0.0, (R - band) ** 2 - dy * dy))
    else:
        band = 0.12 * d
        if bleed:
            items.append(Rect(-bleed, -bleed, d + 2 * bleed, d + 2 * bleed, Style(fill=p.fill), role="token-bleed"))
        outline = Rect(0, 0, d, d, OUTLINE if bleed else cut, role="token")
        if not bleed:
            items.append(outline)
        items += pattern_items(look.pattern, Loop("rect", band / 2, band / 2, d - band, d - band), band, p.band)
        if p.window != p.fill:
            items.append(Rect(band, band, d - 2 * band, d - 2 * band, Style(fill=p.window), role="window"))

        def half(dy: float) -> float:
            return R - band
    has_letter = bool(look.letter)
    under = look.label or look.rank
    top = -0.34 * R if has_letter else -0.62 * R
    bottom = 0.40 * R if under else 0.62 * R
    base, label_size = 0.0, 0.0
    if look.label and not look.rank:
        base, label_size = _label_place(look.label, R, half, bool(look.picture))
        bottom = min(bottom, base - ascent(label_size, "bold") - 0.04 * R)
    if has_letter and not (look.picture or under):  # the letter is all the counter shows: large, in the middle
        size = fit_size(look.letter, 0.9 * R, 1.2 * half(0.0), "bold")
        items.append(Text(R, R + ascent(size, "bold") / 2, look.letter, size, p.ink, "bold", "middle", role="letter"))
    elif has_letter:  # above the icon, never under the 6 pt every printed word keeps
        size = max(0.24 * R, MIN_TEXT)
        items.append(Text(R, R - 0.42 * R, look.letter, size, p.ink, "bold", "middle", role="letter"))
    if look.picture:
        items.append(picture(look, R, R + (top + bottom) / 2, 1.9 * half(max(abs(top), abs(bottom))), bottom - top, p))
    if look.rank:
        items += _pips(look.rank, R, R + 0.58 * R, 0.075 * R, p.ink)
    elif look.label:
        if label_size >= MIN_TEXT - 1e-9:
            items.append(Text(R, R + base, look.label, label_size, p.ink, "bold", "middle", role="label"))
        elif label_required:
            raise PnpError(said("errors.tokens.label", label=look.label, size=round(d, 1)),
                           file=file, field=field)
    if bleed:
        items.append(outline)
    return Group(items)


def _label_place(label: str, R: float, half, icon: bool) -> tuple[float, float]:
    """Baseline (below the centre) and size of a counter's label: under the icon at up to 0.22 R, moved
    up (the icon giving way) until it fits at 6 pt at least; centred and larger when there is no icon."""
    if not icon:
        return 0.1 * R, fit_size(label, max(0.4 * R, MIN_TEXT), 1.9 * half(0.1 * R) * 0.95, "bold")
    for step in range(5):
        base = (0.64 - 0.04 * step) * R
        size = fit_size(label, max(0.22 * R, MIN_TEXT), 1.9 * half(base) * 0.95, "bold")
        if size >= MIN_TEXT - 1e-9:
            break
    return base, size


# --- standees ---------------------------------------------------------------------------------------


def _panel_outline(w: float, h: float) -> tuple[float, float]:
    """Head (fold) width and shoulder drop of a standee's panel."""
    head = max(min(w, 7.0), w * 0.55)
    drop = min(w * 0.3, h * 0.2)
    return head, drop


def _panel_shape(w: float, h: float) -> list[tuple]:
    """The panel's outline, head up (the fold) at y = 0, feet at y = h."""
    head, drop = _panel_outline(w, h)
    a, b = (w - head) / 2, (w + head) / 2
    return [
        ("M", a, 0.0), ("L", b, 0.0),
        ("C", b + (w - b) * 0.55, 0.0, w, drop * 0.45, w, drop),
        ("L", w, h), ("L", 0.0, h), ("L", 0.0, drop),
        ("C", 0.0, drop * 0.45, a * 0.45, 0.0, a, 0.0), ("Z",),
    ]


def panel_art(look: PieceLook, w: float, h: float, ink_mode: str) -> Group:
    """The standing figure's face: colour, patterned border, letter, icon, rank pips and name."""
    p = paint(look.color, ink_mode)
    shape = _panel_shape(w, h)
    _, drop = _panel_outline(w, h)
    m = max(1.0, min(w, h) * 0.11)  # the patterned border
    wx, wy, ww, wh = m, drop * 0.6 + m * 0.5, w - 2 * m, h - drop * 0.6 - 1.5 * m
    items: list = [ScenePath(shape, Style(fill=p.fill), role="panel")]
    for group in pattern_items(look.pattern, Loop("rect", wx - m / 2, wy - m / 2, ww + m, wh + m), m, p.band):
        group.clip = ScenePath(shape, Style())  # the shoulders round off the band's top corners
        items.append(group)
    if p.window != p.fill:
        items.append(Rect(wx, wy, ww, wh, Style(fill=p.window), role="window"))
    y = wy + 0.6
    if look.letter:
        size = min(ww * 0.55, 3.2)
        items.append(Text(w / 2, y + ascent(size, "bold"), look.letter, size, p.ink, "bold", "middle", role="letter"))
        y += ascent(size, "bold") + 0.8
    name, name_size = _panel_name(look.label, ww * 0.92)
    bottom = wy + wh - 0.6
    for line in reversed(name):
        items.append(Text(w / 2, bottom, line, name_size, p.ink, "bold", "middle", role="label"))
        bottom -= ascent(name_size, "bold") + 0.8
    if look.rank:
        r = min(0.6, ww / (2.6 * look.rank + 1))
        items += _pips(look.rank, w / 2, bottom - r, r, p.ink)
        bottom -= 2 * r + 0.8
    if look.picture and bottom - y > 2:
        items.append(picture(look, w / 2, (y + bottom) / 2, ww * 0.9, bottom - y, p))
    return Group(items, role="panel")


def _panel_name(label: str, width: float) -> tuple[list[str], float]:
    """The name's lines and size: one line up to 2.4 mm, two when one would fall below 6 pt, none when
    even two would."""
    if not label:
        return [], 0.0
    for lines in ([label], wrap(label, 1.0, text_width(label, 1.0, "bold") / 2 + 0.01, "bold")):
        size = min(fit_size(line, 2.4, width, "bold") for line in lines)
        if size >= MIN_TEXT - 1e-9 and len(lines) <= 2:
            return lines, size
    return [], 0.0


def standee_art(look: PieceLook, w: float, h: float, base: float, ink_mode: str) -> tuple[Group, float, float]:
    """A folding standee, top to bottom: a foot, the back (upside down), the fold at the head, the front,
    the other foot. Returns the art and its width and height."""
    p = paint(look.color, ink_mode)
    width = max(w, base)
    depth = base / 2
    cx = width / 2
    head, drop = _panel_outline(w, h)
    front = panel_art(look, w, h, ink_mode)
    y_back, y_front, y_foot = depth, depth + h, depth + 2 * h
    items: list = []
    # the feet, in the piece's colour so the board shows whose pawn it is
    for y in (0.0, y_foot):
        foot = [Rect(0, 0, base, depth, Style(fill=p.fill), role="standee-base")]
        band = min(depth * 0.3, 1.4)
        foot += pattern_items(look.pattern, Loop("rect", band / 2, band / 2, base - band, depth - band), band, p.band)
        items.append(Group(foot, translate(cx - base / 2, y)))
    items.append(Group([front], compose(translate(cx - w / 2, y_back), rotate(180, w / 2, h / 2)), role="standee-back"))
    items.append(Group([front], translate(cx - w / 2, y_front), role="standee-front"))
    # one closed cut line round the whole piece, and three folds
    fw, hw, hh = min(w, base) / 2, w / 2, head / 2
    right = [(cx + base / 2, 0.0), (cx + base / 2, depth), (cx + hw, depth)]
    left = [(cx - hw, depth), (cx - base / 2, depth), (cx - base / 2, 0.0)]
    ops: list[tuple] = [("M", cx - base / 2, 0.0), ("L", *right[0]), ("L", *right[1]), ("L", *right[2])]
    # right side: back panel (feet at y_back, head at y_front), then front panel
    ops += [("L", cx + hw, y_front - drop), ("C", cx + hw, y_front - drop * 0.45, cx + hh + (hw - hh) * 0.55, y_front, cx + hh, y_front)]
    ops += [("C", cx + hh + (hw - hh) * 0.55, y_front, cx + hw, y_front + drop * 0.45, cx + hw, y_front + drop)]
    ops += [("L", cx + hw, y_foot), ("L", cx + base / 2, y_foot), ("L", cx + base / 2, y_foot + depth)]
    ops += [("L", cx - base / 2, y_foot + depth), ("L", cx - base / 2, y_foot), ("L", cx - hw, y_foot)]
    ops += [("L", cx - hw, y_front + drop), ("C", cx - hw, y_front + drop * 0.45, cx - hh - (hw - hh) * 0.55, y_front, cx - hh, y_front)]
    ops += [("C", cx - hh - (hw - hh) * 0.55, y_front, cx - hw, y_front - drop * 0.45, cx - hw, y_front - drop)]
    ops += [("L", *left[0]), ("L", *left[1]), ("Z",)]
    items.append(ScenePath(ops, CUT, role="standee"))
    fold = Style(stroke=colors.ink_on(p.fill), width=FOLD.width, dash=FOLD.dash)  # seen on a black figure too
    items.append(Line(cx - fw, depth, cx + fw, depth, fold, "fold"))
    items.append(Line(cx - hh, y_front, cx + hh, y_front, fold, "fold"))
    items.append(Line(cx - fw, y_foot, cx + fw, y_foot, fold, "fold"))
    return Group(items), width, 2 * h + 2 * depth


# --- pieces -----------------------------------------------------------------------------------------


def token_pieces(context: Context) -> list[Piece]:
    """The game's counters, one piece per face: a token's own and each of its variants ("time.1")."""
    game, where = context.game, context.source
    paper, ink, bleed, duplex = context.paper, context.ink, context.bleed, context.duplex
    lang = context.lang
    pieces: list[Piece] = []
    arts: dict = {}

    def art(look: PieceLook, shape: str, d: float, field: str) -> Group:
        key = (look, shape, d)
        if key not in arts:
            arts[key] = counter_art(look, shape, d, ink, bleed, file=where, field=field)
        return arts[key]

    for i, token in enumerate(game.tokens):
        field = f"tokens[{i}]"
        d = float(token.size)  # a plain number for the drawing: msgspec encodes no Length
        round_ = token.shape == "round"
        two = token.back != "none"
        with in_file(where, f"{field}.size"):
            check_room(said("parts.room.counter", size=round(d, 1), shape=token.shape), d, d, bleed, paper.size, paper.label,
                       pair=two and duplex == "none")
        faces = [(token, token.count - sum(v.count for v in token.variants))]
        faces += [(v, v.count) for v in token.variants]
        for j, (face, n) in enumerate(faces):
            if n <= 0:
                continue
            look = with_art(_look(token, face, lang), face.art or token.art, where, f"{field}.art")
            check_glyphs(look, where, field)
            front = art(look, token.shape, d, f"{field}.label")
            back = None
            if token.back == "same":
                back = front
            elif token.back != "none":
                back_look = with_art(_look(token, token.back, lang), token.back.art or token.art, where, f"{field}.back.art")
                check_glyphs(back_look, where, f"{field}.back")
                back = art(back_look, token.shape, d, f"{field}.back.label")
            entry = DOUBLE if back is not None else SINGLE
            pieces.append(Piece(token.id if j == 0 else f"{token.id}.{j}", "token", front, d, d, back=back,
                                outline="circle" if round_ else "rectangle", bleed=bleed, count=n,
                                making=("cut", "glue") if back is not None and duplex == "none" else ("cut",),
                                backing="duplex" if back is not None else "none", family=token.id,
                                group=entry.name[lang], note=s("note_single", lang),
                                sheet="tokens-double-sided" if back is not None else "tokens", guide=entry))
    return pieces


def check_glyphs(look: PieceLook, file: str, field: str) -> None:
    for key in ("label", "letter"):
        missing = missing_glyphs(getattr(look, key), "bold")
        if missing:
            raise PnpError(said("errors.tokens.glyphs", key=key, words=getattr(look, key), missing="".join(sorted(missing))),
                           file=file, field=field)


# --- tokens as a part kind ----------------------------------------------------------------------------

SINGLE = GuideEntry(every_language("tokens.guide.single"), CARD, False, every_language("tokens.guide.single_how"))
DOUBLE = GuideEntry(every_language("tokens.guide.double"), CARD, True, every_language("tokens.guide.double_how"),
                    folded=every_language("tokens.guide.folded"))


def components(context: Context) -> list[str]:
    game, lang = context.game, context.lang
    lines = []
    for token in game.tokens:
        line = f"- {token.count} × {md(text(token.name, lang) or token.id)}"
        if token.variants:
            kinds = ", ".join(f"{v.count} × {md(text(v.label, lang) or '?')}" for v in token.variants)
            line += f" ({say('tokens.components', lang)} {kinds})"
        lines.append(line)
    return lines


register(Kind("tokens", 30, pieces=token_pieces, check=check, components=components, section="tokens", model=list[Token],
              default=[], rows=True))
