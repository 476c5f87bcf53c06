"""Pawns (issue 5): `count` pawns of each colour of a [[pawns]] entry, as folding standees or as round
double-sided pawn tokens, as --pawn chooses: pieces (pnp.pieces) that the kit's sheets lay out with the
others. The art is drawn by tokens.py, which pawns share with counters."""


from typing import Annotated

from msgspec import Meta, Struct

from pnp.base import colors
from pnp.base.errors import in_file
from pnp.base.i18n import every_language, said, say
from pnp.base.units import Length, positive_length
from pnp.layout.icons import check_icon
from pnp.layout.imposition import check_room
from pnp.layout.typeset import md
from pnp.model import budgets
from pnp.model.art import game_folder, load_art
from pnp.model.options import Choice
from pnp.model.spec import MODEL, Id, Localized, text
from pnp.parts import CARD, GuideEntry
from pnp.parts.registry import Context, Kind, register
from pnp.parts.tokens import (
    MAX_PIECE,
    MIN_PIECE,
    PieceLook,
    check_cells,
    check_glyphs,
    color_words,
    counter_art,
    piece_checks,
    standee_art,
    with_art,
)
from pnp.pieces import Piece

MAX_PAWNS = 100  # pawns of each colour

class Pawn(Struct, **MODEL):
    """`count` pawns of each colour, printed as folding standees or as round double-sided tokens."""

    id: Id
    name: Localized = ""
    icon: str = ""  # a built-in icon, or
    art: str = ""  # a picture file (PNG, JPEG, SVG beside the game file)
    colors: tuple[str, ...] = ("white",)
    count: Annotated[int, Meta(ge=1, le=MAX_PAWNS)] = 1  # of each colour
    rank: Annotated[int, Meta(ge=0, le=9)] = 0  # pips of the rank mark; 0 for none
    width: Length = Length.read("14mm")  # the standing figure
    height: Length = Length.read("24mm")
    base: Length = Length.read("14mm")  # side of the square a standee stands on (two feet of half that depth)
    token: Length = Length.read("16mm")  # diameter as a round token


def check(context: Context) -> None:
    """[[pawns]]: ids apart from the tokens', counts, sizes, icon and colours."""
    game, where = context.game, context.source
    fail, _, count = piece_checks(where)
    seen = {t.id for t in getattr(game, "tokens", ())}
    for i, pawn in enumerate(game.pawns):
        field = f"pawns[{i}]"
        if pawn.id in seen:
            fail(f"{field}.id", said("errors.tokens.twice", id=pawn.id))
        seen.add(pawn.id)
        if not pawn.icon and not pawn.art:
            fail(f"{field}.icon", said("errors.pawns.icon"))
        if pawn.icon:
            check_icon(pawn.icon, file=where, field=f"{field}.icon")
        if pawn.art:
            load_art(pawn.art, game_folder(where), file=where, field=f"{field}.art")
        count(f"{field}.count", pawn.count, MAX_PAWNS)
        if not pawn.colors:
            fail(f"{field}.colors", said("errors.pawns.colors"))
        for j, name in enumerate(pawn.colors):
            colors.color(name, field=f"{field}.colors[{j}]", file=where)
        for key in ("width", "height", "base", "token"):
            positive_length(getattr(pawn, key), field=f"{field}.{key}", file=where, maximum=MAX_PIECE, minimum=MIN_PIECE)
    made = sum(t.count for t in getattr(game, "tokens", ())) + sum(p.count * len(p.colors) for p in game.pawns)
    budgets.pieces(made, where, said("errors.pawns.budget"))  # the pawns' check runs after the tokens': both are known


STANDEES = GuideEntry(every_language("pawns.guide.name"), CARD, False, every_language("pawns.guide.standees"))
TOKENS = GuideEntry(every_language("pawns.guide.name"), CARD, True, every_language("pawns.guide.tokens"))


STYLE = Choice("pawn", "pawn style", ("standee", "token"))  # --pawn, its help in pnp/cli


def pawn_pieces(context: Context) -> list[Piece]:
    """The game's pawns, one piece a colour: standees to fold, or (--pawn token) round double-sided tokens."""
    game, where = context.game, context.source
    paper, ink, bleed, duplex = context.paper, context.ink, context.bleed, context.duplex
    if not game.pawns:
        return []
    style = context.choice(STYLE)
    keys = ("width", "base") if style == "standee" else ("token",)  # what stands on a cell, as printed
    check_cells(game, [(f"pawns[{i}].{key}", said("errors.pawns.pawn", id=p.id), getattr(p, key)) for i, p in enumerate(game.pawns) for key in keys], where)
    lang = context.lang
    pieces: list[Piece] = []
    for i, pawn in enumerate(game.pawns):
        field = f"pawns[{i}]"
        name = text(pawn.name, lang)
        for color_name in pawn.colors:
            letter, pattern = color_words(color_name, lang)
            look = with_art(PieceLook(pawn.icon, name, colors.color(color_name), pattern, letter, pawn.rank), pawn.art,
                            where, f"{field}.art")
            check_glyphs(look, where, field)
            piece_name = f"{pawn.id}-{color_name}" if len(pawn.colors) > 1 else pawn.id
            if style == "standee":
                art, width, height = standee_art(look, *map(float, (pawn.width, pawn.height, pawn.base)), ink)
                with in_file(where, f"{field}.height"):
                    check_room(said("parts.room.standee", width=round(width, 1), height=round(height, 1)), width, height, 0.0, paper.size, paper.label)
                pieces.append(Piece(piece_name, "standee", art, width, height, outline="path", count=pawn.count,
                                    making=("cut", "fold", "glue"), backing="fold-over", family=pawn.id,
                                    group=STANDEES.name[lang], note=say("pawns.note", lang), sheet="pawns", guide=STANDEES))
            else:
                d = float(pawn.token)  # a plain number for the drawing: msgspec encodes no Length
                with in_file(where, f"{field}.token"):
                    check_room(said("parts.room.pawn_token", size=round(d, 1)), d, d, bleed, paper.size, paper.label,
                               pair=duplex == "none")
                art = counter_art(look, "round", d, ink, bleed, label_required=False)
                pieces.append(Piece(piece_name, "pawn-token", art, d, d, back=art, outline="circle", bleed=bleed,
                                    count=pawn.count, backing="duplex", family=pawn.id, group=TOKENS.name[lang],
                                    sheet="pawns", guide=TOKENS))
    return pieces


def components(context: Context) -> list[str]:
    game, lang = context.game, context.lang
    lines = []
    for pawn in game.pawns:
        name = text(pawn.name, lang) or pawn.id
        names = [colors.color_name(c, lang) for c in pawn.colors]
        line = say("pawns.components", lang, n=pawn.count * len(pawn.colors), name=md(name), colors=", ".join(map(md, names)))
        if len(names) == 1 and names[0].lower() in name.lower():  # "Black Knight (black)" says its colour twice
            line = line[: line.rindex(" (")]
        lines.append("- " + line)
    return lines


register(Kind("pawns", 35, pieces=pawn_pieces, check=check, components=components, section="pawns", model=list[Pawn], default=[],
              choices=(STYLE,), rows=True))
