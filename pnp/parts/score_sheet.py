"""The score sheet, for games that keep a score: a column per player, a row per round, and totals. It is a
sheet like any other (player_sheets.py): one score block filling a page, made from its one key, `rounds`."""


from typing import Annotated

import msgspec
from msgspec import Meta, Struct

from pnp.base.i18n import every_language, say
from pnp.model.spec import MODEL, text
from pnp.parts import PAPER, GuideEntry, Part
from pnp.parts.player_sheets import ScoreBlock, Sheet, sheet_layout, sheet_piece, sheet_sides
from pnp.parts.registry import Context, Kind, register
from pnp.scene import Document

ACCENT = "#2b4c7e"


class ScoreSheet(Struct, **MODEL):
    """[score_sheet]: how many rounds the sheet has rows for."""

    rounds: Annotated[int, Meta(ge=1, le=40)] = 10


def score_block(game, lang: str, placed: bool) -> ScoreBlock:
    """Rounds down, players across, a total row at the bottom."""
    return ScoreBlock(rows=game.score_sheet.rounds, columns="players", total=True, heading=say("score_sheet.score.1", lang),
                      at=(1, 1) if placed else None, span=(1, 1) if placed else None)


def score_sheet(game, lang: str) -> Sheet:
    """The score sheet as a sheet of one block filling the page, its rows as tall as the page lets them."""
    name = say("score_sheet.score.0", lang)
    title = f"{text(game.title, lang)} · {name}"
    return Sheet(id="score", name=name, title=title, per_page=1, copies=1, grid=(1, 1), accent=ACCENT,
                 blocks=[score_block(game, lang, True)])


def score_parts(context: Context) -> list[Part]:
    game = context.game
    if game.score_sheet is None:
        return []
    sheet = score_sheet(game, context.lang)
    sides = sheet_sides(sheet, 0, context)
    title = f"{text(game.title, context.lang)} · {say('score_sheet.score.0', context.lang)}"
    # the sheet alone at its trim size, which the imposition sets on its own page (`pnp proof GAME score-sheet`,
    # the exports); a sheet to write on, the kit never sets it on the rule book's page (kit.may_foot)
    piece = msgspec.structs.replace(sheet_piece(sheet, sides, context.paper.size, GUIDE), name="score-sheet", kind="score-sheet",
                                    sheet="score-sheet")
    return [Part("score-sheet", Document(title, [], context.lang), guide=GUIDE, piece=piece, pieces=(piece,),
                 layout=sheet_layout(sheet))]


GUIDE = GuideEntry(every_language("score_sheet.guide.name"), PAPER, False, every_language("score_sheet.guide.how"))

def figures(context: Context) -> dict:
    game = context.game
    return {"rounds": game.score_sheet.rounds if game.score_sheet else None}


def shopping(context: Context) -> list[str]:
    """A pencil, unless the players' own sheets already ask for one each."""
    game = context.game
    return [say("score_sheet.guide.shopping", context.lang)] if game.score_sheet is not None and not game.sheets else []


register(Kind("score-sheet", 55, score_parts, lambda part, lang: GUIDE, figures=figures, shopping=shopping, section="score_sheet",
              model=ScoreSheet | None, default=None))
