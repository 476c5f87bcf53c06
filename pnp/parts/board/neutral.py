"""Neutral pieces: a piece that belongs to no player and has a resting square of its own on the board,
marked there with its icon in a ring and named in a line under the board. A board kind whose squares are
named like a spreadsheet's cells (A1 at the top left) takes them as `[[board.neutral]]` and hands its
squares to `check` and its cell size to `draw`; nothing here knows any game.
"""


from typing import Callable

from msgspec import Struct

from pnp.base import colors
from pnp.base.i18n import printed, said, say
from pnp.engine.track import parse_square, square_name
from pnp.layout.icons import check_icon, icon_group
from pnp.model.spec import Localized, text
from pnp.parts.board.tiled import MAX_NAME, MODEL, ROOM, fail, shade
from pnp.scene import Circle, Style


class Neutral(Struct, **MODEL):
    """A piece of no player, with its own resting square."""

    name: Localized
    rest: str  # its square: column letter, row number from the top ("G7")
    icon: str = ""  # drawn on its square and beside its line under the board; none: a disc of its colour
    color: str = "black"  # the icon's ink and its ring's
    legend: Localized = ""  # the line under the board; default "resting square: <name>"


def check(pieces: list[Neutral], is_square: Callable[[int, int], bool], hint: str, where: str) -> None:
    """Each piece's name, icon, colour and square: a square of the board (`is_square(col, row)`), one piece
    a square. `hint` says which squares there are, for the message."""
    taken: dict[tuple[int, int], int] = {}
    for i, piece in enumerate(pieces):
        key = f"neutral[{i}]"
        for lang, words in (piece.name.items() if isinstance(piece.name, dict) else [("", piece.name)]):
            if not words.strip():
                fail(where, f"{key}.name", said("errors.board.neutral.name"))
            if len(words) > MAX_NAME:
                fail(where, f"{key}.name" + (f".{lang}" if lang else ""),
                     said("errors.board.long_name", words=words[:MAX_NAME], most=MAX_NAME))
        square = parse_square(piece.rest)
        if square is None or not is_square(*square):
            fail(where, f"{key}.rest", said("errors.board.neutral.rest", square=piece.rest, hint=hint))
        if square in taken:
            fail(where, f"{key}.rest", said("errors.board.neutral.shared", a=taken[square] + 1, b=i + 1, square=square_name(square)))
        taken[square] = i
        shade(piece.color, f"{key}.color", where)
        if piece.icon:
            check_icon(piece.icon, file=where, field=f"board.{key}.icon")


def draw(pieces: list[Neutral], cell: float, pawn_base: float, lang: str) -> tuple[list, tuple]:
    """Each resting square's mark, in the board's coordinates (square cells of side `cell`, A1 at the
    origin): a ring as wide as a pawn and its room, the icon inside; and the lines under the board."""
    items: list = []
    lines = []
    ring = (pawn_base + ROOM) / 2
    for piece in pieces:
        col, row = parse_square(piece.rest)
        ink = colors.color(piece.color)
        cx, cy = (col + 0.5) * cell, (row + 0.5) * cell
        items.append(Circle(cx, cy, ring, Style(fill="#ffffff", stroke=ink, width=0.6), role="neutral-rest"))
        side = ring * 1.3
        if piece.icon:
            items.append(icon_group(piece.icon, cx - side / 2, cy - side / 2, side, ink, "#ffffff", "neutral-mark"))
        else:
            items.append(Circle(cx, cy, side / 2, Style(fill=ink), role="neutral-mark"))
        name = printed(piece.name, lang)
        words = printed(piece.legend, lang) if piece.legend else say("board.neutral.rest", lang, name=name)
        lines.append((piece.icon, ink, words))
    return items, tuple(lines)
