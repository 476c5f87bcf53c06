"""`pnp showcase GAME`: one picture of a game's components for its page on a board-game site, as a PNG (and the
same page as a PDF): the game's title over a fan of its first deck's first cards, its board, its dice (each face
of a die shown up, drawn as a die), its tokens and its pawns, on a neutral ground.

Every piece is the kit's own (pnp.kit.game_pieces, the pieces the sheets lay out and `pnp proof` draws), its
front drawn at its trim size and clipped to its outline as a proof shows it; a die's face is its net's (or its
stickers') face clipped out of it. The picture is drawn at the pieces' real size, in millimetres, so one scale
serves every piece: the PNG's resolution (its pHYs chunk) is the scale of the pieces, and a piece found in the
picture is its proof at that resolution. The blocks (board, fan, dice, tokens, pawns) are drawn here; each is a
piece the imposition's Showcase layout (pnp.layout.imposition.showcase) arranges in columns or rows, whichever
fills the picture best, under the title's band, nothing reaching the picture's edge."""

from __future__ import annotations

import math
from pathlib import Path

from msgspec import Struct
from msgspec.structs import replace

from pnp.base.colors import mix
from pnp.base.errors import PnpError
from pnp.base.fonts import missing_glyphs
from pnp.base.i18n import check_lang, said, text
from pnp.base.output import Writer
from pnp.exports.tts import figure
from pnp.kit import game_pieces, load_game
from pnp.layout.imposition import place
from pnp.layout.layouts import Showcase
from pnp.layout.typeset import Look
from pnp.model.spec import game_path, source_name
from pnp.model.typefaces import book_faces
from pnp.parts.registry import Context
from pnp.parts.rules import cover_lines
from pnp.pieces import Piece
from pnp.render import formats
from pnp.render.png import pdf_to_pixels, pixels_to_png
from pnp.scene import (IDENTITY, Circle, Document, Group, Line, Matrix, Page, Path as ScenePath, Rect, Style, Text,
                       compose, polygon, rotate, scale, translate)

SIZE = 1200  # px: the picture's width by default, a board-game site's gallery width
MIN_SIZE, MAX_SIZE = 200, 6000  # px: a picture narrower says nothing; 6000 × 4000 is 72 MB of pixels, drawn twice
PICTURE = Showcase()  # the picture's layout: its aspect, margins, title band, ground and gaps between blocks
ASPECT = PICTURE.aspect  # width to height
FILES = ("showcase.png", "showcase.pdf")  # written into OUT/<game id>/

GROUND = PICTURE.ground  # a shadow is a shade of it
SHADOW = "#c9c2b6"
INK = PICTURE.ink
PAPER = "#ffffff"  # the stock a piece is printed on
PLAIN = ("rectangle", "rounded", "circle")  # outlines drawn whole by outline_clip: a standee's or a net's is its drawing
MARGIN = PICTURE.margin  # of the picture's height, all round

FAN = 5  # cards in the fan: the deck's first ones, the first on top and upright
FAN_STEP = 9.0  # degrees between two cards of the fan
FAN_PIVOT = 0.3  # the fan turns about a point this share of a card's height below its foot (Squib's `hand`)
CARD_CORNER = 3.0  # mm: a card's punched corner
DIE_FACES = 6  # faces shown of each die: a d6's every face, a d20's first six
DIE_DEPTH = 0.32  # a die's top and side, drawn receding, in shares of its face
TOKENS = 12  # different tokens shown, at most
PAWNS = 8  # pawns shown, at most: every kind first, then their colours
SHOWN_KINDS = ("token", "pawn-token")


class Block(Struct):
    """A group of pieces drawn together, from (0, 0) to (width, height)."""

    items: list
    width: float
    height: float
    role: str


def check_size(size: int) -> int:
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise PnpError(said("errors.showcase.size", size=size, least=MIN_SIZE, most=MAX_SIZE, suits=SIZE), field="--size")
    return size


# --- pieces alone, as a proof draws them -----------------------------------------------------------------------


def outline_clip(piece: Piece):
    """The piece's cut outline, in its own coordinates: what lies outside it is no part of the piece."""
    w, h = piece.width, piece.height
    if piece.outline == "circle":
        return Circle(w / 2, h / 2, min(w, h) / 2, Style())
    if piece.outline == "rounded":
        return ScenePath(_rounded(0.0, 0.0, w, h, min(CARD_CORNER, w / 4, h / 4)), Style())
    return Rect(0.0, 0.0, w, h, Style())


def _rounded(x: float, y: float, w: float, h: float, r: float) -> list[tuple]:
    k = r * (1 - 0.5522847498307936)  # a quarter circle as one cubic
    right, bottom = x + w, y + h
    return [("M", x + r, y), ("L", right - r, y), ("C", right - k, y, right, y + k, right, y + r),
            ("L", right, bottom - r), ("C", right, bottom - k, right - k, bottom, right - r, bottom),
            ("L", x + r, bottom), ("C", x + k, bottom, x, bottom - k, x, bottom - r),
            ("L", x, y + r), ("C", x, y + k, x + k, y, x + r, y), ("Z",)]


def drawn(piece: Piece, place: Matrix, role: str, side: str = "front") -> Group:
    """The piece's front at `place` (its top-left corner's matrix), clipped to its outline, on the white of its
    stock where its outline is a plain shape (a board's paper shows between its squares)."""
    clip = outline_clip(piece)
    paper = [type(clip)(**{**_fields(clip), "style": Style(fill=PAPER)})] if piece.outline in PLAIN else []
    face = piece.front if side == "front" else piece.back
    return Group([Group([*paper, face], IDENTITY, clip)], place, role=f"showcase {role} {piece.name}")


def shadow(piece: Piece, place: Matrix, lift: float) -> Group:
    """The piece's shadow on the table, `lift` mm down and right: its outline (a standee's, a die net's: its
    drawing in one colour), in two tones for a soft edge."""
    def shape(colour: str, grow: float) -> list:
        w, h = piece.width, piece.height
        if piece.outline == "circle":
            return [Circle(w / 2, h / 2, min(w, h) / 2 + grow, Style(fill=colour))]
        if piece.outline in ("rectangle", "rounded"):
            corner = min(CARD_CORNER, w / 4, h / 4) if piece.outline == "rounded" else 0.0
            return [ScenePath(_rounded(-grow, -grow, w + 2 * grow, h + 2 * grow, corner + grow), Style(fill=colour))]
        return [silhouette(Group([piece.front], IDENTITY, outline_clip(piece)), colour, grow)]

    soft = mix(GROUND, SHADOW, 0.5)
    return Group(shape(soft, lift * 0.35) + shape(SHADOW, 0.0), compose(translate(lift, lift), place), role="shadow")


def silhouette(drawing: Group, colour: str, grow: float = 0.0) -> Group:
    """The drawing in one colour, every shape filled (a stroke kept as a stroke, `grow` mm wider): its shape."""
    items = []
    for item in drawing.items:
        if isinstance(item, Group):
            items.append(silhouette(item, colour, grow))
        elif isinstance(item, (Rect, Circle, ScenePath)):
            items.append(type(item)(**{**_fields(item), "style": Style(fill=colour if item.style.fill else None,
                                                                          stroke=colour if item.style.stroke or grow else None,
                                                                          width=item.style.width + 2 * grow)}))
        elif isinstance(item, Line):
            items.append(Line(item.x1, item.y1, item.x2, item.y2, Style(stroke=colour, width=item.style.width + 2 * grow)))
        elif isinstance(item, Text):
            items.append(Text(item.x, item.y, item.text, item.size, colour, item.font, item.anchor))
        else:  # a picture: its box
            items.append(Rect(item.x, item.y, item.w, item.h, Style(fill=colour)))
    return Group(items, drawing.transform, drawing.clip)


def _fields(item) -> dict:
    return {name: getattr(item, name) for name in item.__struct_fields__}


# --- the blocks ---------------------------------------------------------------------------------------------------


def board_block(piece: Piece) -> Block:
    """The board (or, in a game without one, the sheet players write on, or the rule book's first page) flat."""
    lift = max(1.5, min(piece.width, piece.height) * 0.012)
    return Block([shadow(piece, IDENTITY, lift), drawn(piece, IDENTITY, piece.maker)],
                 piece.width + lift, piece.height + lift, "board")


def fan_slots(count: int) -> list[int]:
    """Each card's place in the fan, in the deck's order: the first in the middle, then one left and one right."""
    return [0, -1, 1, -2, 2, -3, 3][:count]


def fan_block(cards: list[Piece]) -> Block:
    """The deck's first cards held in a hand: each turned FAN_STEP from the next about a point below their feet,
    the first upright in the middle and on top, the others fanned out left and right, the outermost under."""
    first = cards[0]
    w, h = first.width, first.height
    pivot = (w / 2, h * (1 + FAN_PIVOT))
    slots = fan_slots(len(cards))
    placed = [(card, compose(rotate(slot * FAN_STEP, *pivot))) for card, slot in zip(cards, slots)]
    corners = [_apply(m, x, y) for _, m in placed for x, y in ((0, 0), (w, 0), (0, h), (w, h))]
    left, top = min(x for x, _ in corners), min(y for _, y in corners)
    lift = 1.2
    right, bottom = max(x for x, _ in corners) + lift, max(y for _, y in corners) + lift
    items = []
    for (card, matrix), slot in sorted(zip(placed, slots), key=lambda pair: -abs(pair[1])):  # the outermost first
        at = compose(translate(-left, -top), matrix)
        items += [shadow(card, at, lift), drawn(card, at, f"card fan-{abs(slot)}")]
    return Block(items, right - left, bottom - top, "fan")


PILE = 4  # cards drawn in the face-down pile beside the fan
PILE_STEP = 0.7  # mm each card of the pile stands above the one under it


def pile_block(card: Piece) -> Block | None:
    """The rest of the deck face down beside the fan: its back, a few cards high, each a little up and left."""
    if card.back is None:
        return None
    lift = 1.2
    items = [shadow(card, translate(PILE * PILE_STEP, PILE * PILE_STEP), lift)]
    for n in range(PILE):
        at = (PILE - 1 - n) * PILE_STEP
        items.append(drawn(card, translate(at, at), "card pile", "back"))
    return Block(items, card.width + (PILE - 1) * PILE_STEP + lift + PILE * PILE_STEP,
                 card.height + (PILE - 1) * PILE_STEP + lift + PILE * PILE_STEP, "pile")


def _apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = m
    return a * x + c * y + e, b * x + d * y + f


def faces_of(piece: Piece) -> list[list[tuple[float, float]]]:
    """A die's net's (or stickers') faces, each the polygon of its face in the piece's coordinates: the squares
    of a cube's net (role "face"), the polygons of another shape's ("face-fill"), or its stickers ("sticker")."""
    found = []
    for item, matrix in _walk(piece.front, IDENTITY):
        if item.role in ("face", "sticker") and isinstance(item, Rect):
            found.append([_apply(matrix, x, y) for x, y in ((item.x, item.y), (item.x + item.w, item.y),
                                                             (item.x + item.w, item.y + item.h), (item.x, item.y + item.h))])
        elif item.role in ("face-fill", "sticker") and isinstance(item, ScenePath):
            found.append([_apply(matrix, op[1], op[2]) for op in item.ops if op[0] in ("M", "L")])
    return found


def _walk(group: Group, matrix: Matrix):
    inner = compose(matrix, group.transform)
    for item in group.items:
        if isinstance(item, Group):
            yield from _walk(item, inner)
        else:
            yield item, inner


def face_colours(piece: Piece) -> list[str]:
    """The fill of each face, in faces_of's order."""
    return [item.style.fill or "#ffffff" for item, _ in _walk(piece.front, IDENTITY)
            if (item.role in ("face", "sticker") and isinstance(item, Rect))
            or (item.role in ("face-fill", "sticker") and isinstance(item, ScenePath))]


def die_face(piece: Piece, face: list[tuple[float, float]], body: str, role: str) -> tuple[list, float, float]:
    """One face of a die, shown up: the face clipped out of the die's net (or stickers), at (0, 0) of its box; a
    square face on a cube drawn receding (its top and right side in the die's colour, lit from above left),
    another shape as a thick tile turned so that its number stands upright. The drawing, its width and height."""
    if len(face) == 4 and _square(face):
        return _cube(piece, face, body, role)
    centre = (sum(x for x, _ in face) / len(face), sum(y for _, y in face) / len(face))
    upright = rotate(-label_turn(piece, face), *centre)
    turned = [_apply(upright, x, y) for x, y in face]
    left, top = min(x for x, _ in turned), min(y for _, y in turned)
    width, height = max(x for x, _ in turned) - left, max(y for _, y in turned) - top
    depth = DIE_DEPTH * min(width, height) * 0.5
    outline = [(x - left, y - top) for x, y in turned]
    cut = Group([piece.front], compose(translate(-left, -top), upright), polygon(face, Style()))  # clipped in the net's coordinates
    drawing = [Group([polygon(outline, Style(fill=SHADOW))], translate(depth * 0.8, depth * 1.6), role="shadow"),
               Group([polygon(outline, Style(fill=mix(body, "#000000", 0.3)))], translate(0.0, depth), role="die-side"),
               cut, polygon(outline, _rim(body), "die-edge")]
    return [Group(drawing, role=role)], width + depth * 0.8, height + depth * 1.6


def _square(face: list[tuple[float, float]]) -> bool:
    xs, ys = [x for x, _ in face], [y for _, y in face]
    width, height = max(xs) - min(xs), max(ys) - min(ys)
    return abs(width - height) < 0.01 * width and len({round(x, 3) for x in xs}) == 2


def _rim(body: str) -> Style:
    return Style(stroke=mix(body, "#000000", 0.45), width=0.7)  # over the net's fold and cut lines along the edge


def _cube(piece: Piece, face: list[tuple[float, float]], body: str, role: str) -> tuple[list, float, float]:
    """A cube seen from the front and a little above right: the face true to size, its top and side receding."""
    left, top = min(x for x, _ in face), min(y for _, y in face)
    s = max(x for x, _ in face) - left
    depth = DIE_DEPTH * s
    cut = Group([piece.front], translate(-left, depth - top), polygon(face, Style()))  # clipped in the net's coordinates
    sides = [polygon([(0, depth), (depth, 0), (s + depth, 0), (s, depth)], Style(fill=mix(body, "#ffffff", 0.35)), "die-top"),
             polygon([(s, depth), (s + depth, 0), (s + depth, s), (s, s + depth)], Style(fill=mix(body, "#000000", 0.3)), "die-side")]
    ground = polygon([(0, depth), (depth, 0), (s + depth, 0), (s + depth, s), (s, s + depth), (0, s + depth)], Style(fill=SHADOW))
    outline = [(0, depth), (s, depth), (s, s + depth), (0, s + depth)]
    drawing = [Group([ground], translate(depth * 0.5, depth * 0.5), role="shadow"), *sides, cut,
               polygon(outline, _rim(body), "die-edge")]
    return [Group(drawing, role=role)], s + depth * 1.5, s + depth * 1.5


def label_turn(piece: Piece, face: list[tuple[float, float]]) -> float:
    """How far (degrees, clockwise) the face's number is turned on its net: the first text drawn inside it."""
    for item, matrix in _walk(piece.front, IDENTITY):
        if isinstance(item, Text) and _inside(_apply(matrix, item.x, item.y), face):
            return math.degrees(math.atan2(matrix[1], matrix[0]))
    return 0.0


def _inside(point: tuple[float, float], polygon_points: list[tuple[float, float]]) -> bool:
    """Whether a point lies inside a convex polygon (either winding)."""
    x, y = point
    signs = set()
    for (x1, y1), (x2, y2) in zip(polygon_points, polygon_points[1:] + polygon_points[:1]):
        cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)
        if abs(cross) > 1e-9:
            signs.add(cross > 0)
    return len(signs) < 2


def dice_block(dice: list[Piece]) -> Block | None:
    """Each die's faces shown up, up to DIE_FACES, a row to a die: a throw that shows what every face reads."""
    rows, y, widest = [], 0.0, 0.0
    for piece in dice:
        faces = faces_of(piece)[:DIE_FACES]
        if not faces:
            continue
        colours = face_colours(piece)
        body = max(set(colours), key=colours.count)  # the die's own colour: most of its faces (not a black one)
        x, tallest, row = 0.0, 0.0, []
        gap = 0.35 * min(max(p[0] for p in faces[0]) - min(p[0] for p in faces[0]), 30.0)
        for n, face in enumerate(faces):
            items, w, h = die_face(piece, face, body, f"die {piece.family or piece.name} face-{n + 1}")
            row.append(Group(items, translate(x, 0.0)))
            x, tallest = x + w + gap, max(tallest, h)
        rows.append((row, x - gap, tallest, gap))
    if not rows:
        return None
    widest = max(width for _, width, _, _ in rows)
    items = []
    for row, width, height, gap in rows:
        items.append(Group(row, translate((widest - width) / 2, y), role="dice"))
        y += height + gap
    return Block(items, widest, y - rows[-1][3], "dice")


def pieces_row(pieces: list[Piece], role: str, per_row: int = 6) -> Block | None:
    """Pieces side by side in rows, each on its shadow, their centres level."""
    if not pieces:
        return None
    gap = max(3.0, 0.25 * min(min(p.width, p.height) for p in pieces))
    lift = 0.9
    rows = [pieces[i:i + per_row] for i in range(0, len(pieces), per_row)]
    widths = [sum(p.width for p in row) + gap * (len(row) - 1) + lift for row in rows]
    widest, items, y = max(widths), [], 0.0
    for row, width in zip(rows, widths):
        tallest = max(p.height for p in row)
        x = (widest - width) / 2
        for piece in row:
            at = translate(x, y + (tallest - piece.height) / 2)
            items += [shadow(piece, at, lift), drawn(piece, at, role)]
            x += piece.width + gap
        y += tallest + gap
    return Block(items, widest, y - gap + lift, role)


def standing(pawns: list[Piece]) -> Block | None:
    """Pawns standing in a row, feet level: a standee's figure (its front panel) on an oval base, a token as it is."""
    figures = [figure(p) or p for p in pawns]
    if not figures:
        return None
    gap = max(2.0, 0.3 * min(f.width for f in figures))
    tallest = max(f.height for f in figures)
    items, x = [], 0.0
    for shape in figures:
        base = Circle(0.0, 0.0, shape.width * 0.62, Style(fill=mix(GROUND, "#000000", 0.55)))
        items.append(Group([base], compose(translate(x + shape.width / 2, tallest), scale(1.0, 0.28)), role="shadow"))
        items.append(drawn(shape, translate(x, tallest - shape.height), "pawn"))
        x += shape.width + gap
    return Block(items, x - gap + figures[-1].width * 0.24, tallest + figures[-1].width * 0.2, "pawns")


# --- what the game has to show ------------------------------------------------------------------------------------


def chosen_pieces(pieces: list[Piece]) -> dict[str, list[Piece]]:
    """The pieces the picture shows, by block: the board (else a sheet to write on), the first deck's first FAN cards, each die once (its net, else its stickers), the tokens once each (up
    to TOKENS, more copies of each where there is room), the pawns (up to PAWNS, every kind before a second colour
    of one). A rule book is no component to show: drawn at its size beside the pieces, its page would dwarf them."""
    by_maker: dict[str, list[Piece]] = {}
    for piece in pieces:
        by_maker.setdefault(piece.maker, []).append(piece)
    main = by_maker.get("board") or by_maker.get("sheets") or by_maker.get("score-sheet") or []
    cards = [p for p in by_maker.get("cards", []) if p.kind == "card"]
    deck = [p for p in cards if p.family == cards[0].family][:FAN] if cards else []
    nets = [p for p in by_maker.get("dice", []) if p.kind == "net"]
    families = {p.family for p in nets}
    dice = nets + [p for p in by_maker.get("dice", []) if p.kind == "stickers" and p.family not in families]
    return {"board": main[:1], "fan": deck, "dice": dice, "tokens": _a_few_of_each([p for p in pieces if p.kind in SHOWN_KINDS]),
            "pawns": _every_kind_first([p for p in by_maker.get("pawns", []) if p.kind == "standee"])[:PAWNS]}


def _a_few_of_each(tokens: list[Piece]) -> list[Piece]:
    """Up to TOKENS tokens: each different one once, then more copies of those the game has several of, in
    turn, each one's copies side by side (Hex's stones: six red, six blue, not one of each)."""
    kinds = tokens[:TOKENS]
    shown = [1] * len(kinds)
    while sum(shown) < TOKENS:
        more = [i for i, token in enumerate(kinds) if shown[i] < token.count][:TOKENS - sum(shown)]
        if not more:
            break
        for i in more:
            shown[i] += 1
    return [token for token, copies in zip(kinds, shown) for _ in range(copies)]


def _every_kind_first(pawns: list[Piece]) -> list[Piece]:
    """Pawns in rounds: the first of each kind, then the second of each, and so on."""
    kinds: dict[str, list[Piece]] = {}
    for pawn in pawns:
        kinds.setdefault(pawn.family or pawn.name, []).append(pawn)
    rounds = max((len(k) for k in kinds.values()), default=0)
    return [k[n] for n in range(rounds) for k in kinds.values() if n < len(k)]


def blocks(chosen: dict[str, list[Piece]]) -> list[Block]:
    made = [board_block(chosen["board"][0]) if chosen["board"] else None,
            fan_block(chosen["fan"]) if chosen["fan"] else None, pile_block(chosen["fan"][0]) if chosen["fan"] else None,
            dice_block(chosen["dice"]), pieces_row(chosen["tokens"], "token"), standing(chosen["pawns"])]
    return [block for block in made if block is not None]


# --- the picture --------------------------------------------------------------------------------------------------


def title_face(game, where: str, lang: str) -> str:
    """The face the title is set in: the rule book's heading face, DejaVu's bold where that face lacks a glyph."""
    look = Look(**book_faces(game, where))
    return look.heading_face.bold if not missing_glyphs(text(game.title, lang), look.heading_face.bold) else "bold"


def showcase_page(context: Context) -> Page:
    """The picture as one page in mm, laid by the imposition's Showcase layout: each block a piece, arranged
    under the game's title and the cover's line (players, age, time) on the ground."""
    chosen = chosen_pieces(game_pieces(context))
    made = blocks(chosen)
    if not made:
        raise PnpError(said("errors.showcase.nothing"), file=context.source)
    game, lang = context.game, context.lang
    layout = replace(PICTURE, font=title_face(game, context.source, lang), line=" · ".join(cover_lines(game, lang)))
    pieces = [Piece(block.role, "block", Group(block.items), block.width, block.height) for block in made]
    (page,) = place(pieces, layout, None, "", lang, title=text(game.title, lang))
    return page


def showcase_files(ref: str, *, size: int, lang: str) -> tuple[str, dict[str, bytes]]:
    """The game's id and its showcase's files: the PNG `size` px wide, carrying its resolution, and the PDF."""
    check_size(size)
    lang = check_lang(lang)
    game, where = load_game(ref), source_name(game_path(ref))
    page = showcase_page(Context.printing(game, where, lang=lang))
    pdf = formats.pdf(Document(text(game.title, lang), [page], lang))
    height = round(size / ASPECT)
    pixels = pdf_to_pixels(pdf, [(size, height, False)])[0]
    dpi = size / (page.width / 25.4)
    return game.id, {"showcase.png": pixels_to_png(pixels, size, height, dpi=dpi), "showcase.pdf": pdf}


def make_showcase(ref: str, *, out: Path, size: int = SIZE, lang: str = "fr", force: bool = False) -> list[Path]:
    """`pnp showcase`: OUT/<game id>/showcase.png and showcase.pdf, written together or not at all; a file pnp
    did not write there (or one edited since) needs `force`."""
    game_id, files = showcase_files(ref, size=size, lang=lang)
    writer = Writer(out, force=force)
    for name, data in files.items():
        writer.add(f"{game_id}/{name}", data)
    return writer.commit()
