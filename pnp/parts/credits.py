"""Who drew the icons a game uses: game-icons.net's are under CC BY 3.0, which asks for a credit wherever they
are used. The guide and the rule book print it, in the reader's language, when the game names any of them.

The names are found in the game file's own text (every field of every section), and in what only a kind can
read: a deck's rows filling its layout's templates, a hex board's terrain file (Kind.icons)."""

from __future__ import annotations

import re

import msgspec

from pnp.layout import game_icons
from pnp.parts.registry import Context, kinds

NAME = re.compile(r"game-icons:[a-z0-9-]+")


def icons_used(context: Context) -> list[str]:
    """Every game-icons name the game draws, sorted, each one the set holds."""
    found = set(NAME.findall(msgspec.json.encode(context.game).decode()))
    for kind in kinds():
        if kind.icons:
            found.update(kind.icons(context))
    return sorted(name for name in found if game_icons.known(name))


def icon_credit(context: Context) -> str:
    """The credit line for the game-icons the game uses, in context.lang; "" when it uses none."""
    used = icons_used(context)
    return game_icons.credit(used, context.lang) if used else ""
