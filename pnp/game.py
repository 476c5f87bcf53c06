"""The whole model a game file is read with, declared in one place: the core (pnp.model.spec.Game: id, title,
players, dice, claims, odds, simulation, fonts) and each part kind's section, typed as that kind declares it, in
registry.MODULES' order. The kinds still register their section (Kind.section, model, default), which is what
reads it; tests/test_game_model.py checks that the fields below are those sections, in that order, with the
same types and defaults, so readers and type checkers may trust them.

This module imports every kind, so it sits with the kit: a kind reads its own section from the game it is
given (registry.Context.game), typed by the kind itself.
"""

# No "from __future__ import annotations": msgspec would evaluate every annotation string at each start.

from pnp.model import spec
from pnp.parts.board import BOARD_MODEL
from pnp.parts.cards import Deck
from pnp.parts.pawns import Pawn
from pnp.parts.player_sheets import Sheet
from pnp.parts.rules import RuleTexts
from pnp.parts.score_sheet import ScoreSheet
from pnp.parts.spinners import Spinner
from pnp.parts.tokens import Token
from pnp.parts.tuck_boxes import Boxes


class Game(spec.Game, **spec.MODEL):
    """A game file with every kind's section; a section the file leaves out keeps its default."""

    board: BOARD_MODEL | None = None  # one of the kinds of board (pnp/parts/board), by its `kind`
    decks: list[Deck] = []  # pnp/parts/cards.py
    pawns: list[Pawn] = []
    sheets: list[Sheet] = []  # sheets players write on (pnp/parts/player_sheets.py)
    rules: RuleTexts | None = None
    score_sheet: ScoreSheet | None = None
    spinners: list[Spinner] = []
    tokens: list[Token] = []
    boxes: Boxes | None = None  # tuck boxes for the decks (pnp/parts/tuck_boxes.py)
