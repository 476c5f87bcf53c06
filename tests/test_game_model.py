"""The whole game model is a class declared in source (pnp/game.py), not one built at run time: the core Game
and every kind's section, typed; its sections are those the kinds register, in registry.MODULES' order, and a
game file is read into it."""

from __future__ import annotations

import tomllib
import typing
from pathlib import Path

import msgspec
import pytest

from pnp.base.errors import PnpError
from pnp.base.resources import Source
from pnp.game import Game
from pnp.kit import load_game, parse_game
from pnp.model import spec
from pnp.parts import registry
from pnp.parts.board.hex import HexBoard
from pnp.parts.tokens import Token

DOCS = Path(__file__).resolve().parent.parent / "docs"


def registered() -> list[tuple[str, typing.Any, typing.Any]]:
    """(section, model, default) of every kind that reads a section, in the order of the module it lives in."""
    kinds = [k for k in registry.kinds() if k.section and k.model is not None]
    home = {k.name: next(getattr(k, n) for n in registry.CALLBACKS if getattr(k, n)).__module__ for k in kinds}
    place = {f"pnp.parts.{module}": i for i, module in enumerate(registry.MODULES)}
    return [(k.section, k.model, k.default) for k in sorted(kinds, key=lambda k: place[home[k.name]])]


def declared() -> list[tuple[str, typing.Any, typing.Any]]:
    hints = typing.get_type_hints(Game)
    core = set(spec.Game.__struct_fields__)
    return [(f.encode_name, hints[f.name], f.default_factory() if f.default is msgspec.NODEFAULT else f.default)
            for f in msgspec.structs.fields(Game) if f.name not in core]


def test_the_declared_sections_are_the_registered_ones_in_module_order():
    assert declared() == registered()
    assert [key for key, _, _ in declared()] == ["board", "decks", "pawns", "sheets", "rules", "score_sheet", "spinners", "tokens", "boxes"]


def test_a_game_file_is_read_into_the_declared_model():
    game = load_game(str(DOCS / "hex-example.toml"))
    assert type(game) is Game and isinstance(game.board, HexBoard)
    assert game.tokens and all(type(t) is Token for t in game.tokens) and game.decks == [] and game.rules is not None


def test_a_section_keeps_its_place_in_messages():
    raw = tomllib.loads('id = "g"\ntitle = "G"\n[players]\nmin = 2\nmax = 4\n[[tokens]]\nid = "t"\ncount = 0\n')
    with pytest.raises(PnpError) as caught:
        parse_game(raw, where=Source("g.toml", Path(".")))
    assert caught.value.line() == "g.toml: tokens[0].count: at least 1 copy, not 0; write a whole number from 1 to 500"
    raw["tokn"] = raw.pop("tokens")
    with pytest.raises(PnpError) as caught:
        parse_game(raw, where=Source("g.toml", Path(".")))
    assert caught.value.line() == "g.toml: top level: unknown key 'tokn'; did you mean 'tokens'?"
