"""Boards (issue 4) as a part kind: the [board] table is one of the board kinds of this package, each a
module that registers a `BoardKind` (pnp/parts/board/tiled.py: the registry, the frame and the sheets),
named once in MODULES below. This module only hands the part Kind's callbacks to the board's kind.

A board is first checked as data, then drawn from that data alone: the *art* is the whole board with its
title and footnote, in millimetres from its top-left corner. The SVG is that art on one page, for
editing. The PDF carries it on one sheet when it fits the printable area (portrait or landscape), or as
tiles (pnp/engine/tiling.py) after an assembly page with the calibration strip, the instructions and a map
of the sheets: the kind gives the board as one piece and the Tiles layout, and the one imposition
(pnp/layout/imposition/tiles.py) makes those pages.
"""


import importlib
from typing import Union

from msgspec import structs

from pnp.base.errors import PnpError
from pnp.base.i18n import or_list, said
from pnp.layout.imposition import place
from pnp.model.spec import notice
from pnp.parts.board.tiled import BOARD_KINDS, GUIDE, BoardKind, BoardLook, BoardSheets, fit_cell, kind_sheets
from pnp.parts.registry import Context, Kind, register

# Every kind of board, one module of this package each, imported in this order (which the messages naming
# them follow: "only a cross or grid board takes --cell"). By name: cross.py and grid.py import this package
# (for neutral.py), so importing them here by statement would be a cycle.
MODULES = ("art", "cross", "grid", "hex", "points", "track")
for _module in MODULES:
    importlib.import_module(f"pnp.parts.board.{_module}")

# [board] is one of the kinds, told apart by its `kind` key
BOARD_MODEL = Union[tuple(k.model for k in BOARD_KINDS.values())]


def kind_of(game) -> BoardKind | None:
    """The registered kind of the game's board; None when the game has none."""
    return BOARD_KINDS[game.board.kind] if game.board is not None else None


def square_side(game) -> float | None:
    """The side of the board's square cells, which pieces standing on them must fit; None when its spaces
    are not square cells of one size (or the game has no board)."""
    kind = kind_of(game)
    return kind.square(game.board) if kind and kind.square else None


def board_sheets(context: Context, *, cell: float | None = None, pawn: float | None = None, fit: bool = False,
                 where: str = "board.cell") -> BoardSheets:
    """Check, then draw: the context's game's board on one sheet or in tiles of its paper, and its whole SVG.
    `cell` and `pawn` (pnp board --cell, --pawn) and `fit` change the sizes of a kind that lets them change;
    `where` names what set them."""
    game = context.game
    if game.board is None:
        raise PnpError(said("errors.board.none", game=game.id))
    kind = kind_of(game)
    asked = "--cell" if cell is not None else ("--pawn" if pawn is not None else ("--fit" if fit else None))
    if asked and kind.resize is None:
        kinds = [k.name for k in BOARD_KINDS.values() if k.resize]  # not a message
        raise PnpError(said("errors.board.no_resize", takers=or_list(kinds), option=asked, kind=kind.name), field=asked)
    if cell is not None or pawn is not None:
        context = structs.replace(context, game=structs.replace(game, board=kind.resize(game.board, cell, pawn, where)))
    if fit:
        fitted = fit_cell(kind, context, BoardLook.of(context))
        context = structs.replace(context, game=structs.replace(game, board=fitted))
    sheets = kind_sheets(kind, context, size_where=where if asked and asked != "--fit" else None)
    return structs.replace(sheets, part=laid_alone(sheets.part, context))


def laid_alone(part, context: Context):
    """The board's part with its sheets made by the one imposition, as the kit lays every part (kit.laid), for
    `pnp board`, which prints the board alone."""
    pages = place(list(part.pieces), part.layout, context.paper.size, context.paper.label, context.lang,
                  duplex=context.duplex, title=part.document.title, notice=notice(context.game, context.lang))
    return structs.replace(part, document=structs.replace(part.document, pages=pages))


# --- the part Kind's callbacks, each handed to the board's kind ---------------------------------------


def check(context: Context) -> None:
    """The [board] section's fields, each error naming its key: the kind's own checks."""
    if context.game.board is not None:
        kind_of(context.game).check(context)


def board_parts(context: Context) -> list:
    """The kit's board, at the game file's size, tiled when it does not fit the paper."""
    if context.game.board is None:
        return []
    return [kind_sheets(kind_of(context.game), context).part]


def figures(context: Context) -> dict[str, int]:
    """Counts the books quote about the board, from its kind."""
    kind = kind_of(context.game)
    return kind.figures(context) if kind and kind.figures else {}


def components(context: Context) -> list[str]:
    if context.game.board is None:
        return []
    line = kind_of(context.game).components(context)
    return ["- " + line[0].upper() + line[1:]]


def verify(context: Context) -> list:
    if context.game.board is None:
        return []
    kind = kind_of(context.game)
    if kind.verify:
        return kind.verify(context)
    return [("board", lambda: str(said("board.verify.graph", what=kind.components(context))))]


def icons(context: Context) -> list[str]:
    """The icons the board's kind reads from beyond the game file (a hex board's terrain file)."""
    kind = kind_of(context.game)
    return kind.icons(context) if kind and kind.icons else []


register(Kind("board", 10, board_parts, lambda part, lang: part.guide or GUIDE, check=check, verify=verify,
              components=components, figures=figures, section="board", model=BOARD_MODEL | None, default=None,
              icons=icons))
