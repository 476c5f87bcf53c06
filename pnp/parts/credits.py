"""Who drew the icons a game uses: game-icons.net's are under CC BY 3.0, which asks for a credit wherever they
are used. The guide and the rule book print it, in the reader's language, when the game names any of them.

The names are found in the game file's own text (every field of every section), and in what only a kind can
read: a deck's rows filling its layout's templates, a hex board's terrain file (Kind.icons).

Under which licence a designer's own font is embedded: one whose licence bits (OS/2 fsType) allow embedding for
preview and print only, or for editing, gets a note in the guide saying so (pnp.model.font_limits.licence)."""

from __future__ import annotations

import re

import msgspec

from pnp.base.i18n import has, say
from pnp.base.units import as_written
from pnp.layout import game_icons
from pnp.model.art import game_folder
from pnp.model.typefaces import SUFFIXES, game_fonts, licence_of, load_font
from pnp.parts.registry import Context, kinds

NAME = re.compile(r"game-icons:[a-z0-9-]+")


def icons_used(context: Context) -> list[str]:
    """Every game-icons name the game draws, sorted, each one the set holds."""
    found = set(NAME.findall(msgspec.json.encode(context.game, enc_hook=as_written).decode()))
    for kind in kinds():
        if kind.icons:
            found.update(kind.icons(context))
    return sorted(name for name in found if game_icons.known(name))


def icon_credit(context: Context) -> str:
    """The credit line for the game-icons the game uses, in context.lang; "" when it uses none."""
    used = icons_used(context)
    return game_icons.credit(used, context.lang) if used else ""


def font_notes(context: Context) -> list[str]:
    """A note for each of the game's own fonts embedded under a preview-and-print or an editable licence, in
    context.lang: its [fonts] and the font files its decks' layouts name."""
    game, where = context.game, context.source
    keys = dict(game_fonts(game, where)) if game.fonts else {}
    folder = game_folder(where)
    for d, deck in enumerate(getattr(game, "decks", ())):
        layouts = [(f"decks[{d}].layout", deck.layout)]
        layouts += [(f"decks[{d}].layouts.{name}", elements) for name, elements in deck.layouts.items()]
        for field, layout in layouts:
            for e, element in enumerate(layout):
                if element.font.lower().endswith(SUFFIXES) and element.font not in keys:
                    keys[element.font] = load_font(element.font, folder, file=str(where), field=f"{field}[{e}].font")
    named = {key: game.fonts.get(name, name) for name, key in keys.items()}  # a font by its file, once
    return [say(f"credits.font.{licence_of(key)}", context.lang, font=font)
            for key, font in named.items() if has(f"credits.font.{licence_of(key)}", context.lang)]
