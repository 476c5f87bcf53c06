"""The part kinds: each module of pnp/parts that prints something registers one Kind at import, and the
kit, the guide page, validate, --parts and the rule book's component list iterate over them. Nothing
switches on a kind's name.

Adding a kind: a new module here that calls register(Kind(...)), its tests, and a section of
docs/game-format.md. See docs/architecture.md.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from msgspec import Struct

from pnp.model import spec
from pnp.model.options import Choice
from pnp.parts import GuideEntry, Part
from pnp.pieces import Piece


class Kind(Struct, frozen=True):
    name: str  # what --parts names
    order: int  # place in the kit: board 10, dice 20, tokens 30, pawns 35, cards 40, aids 50, score sheet 55, rules 60
    # Every callback that reads the game also gets `where`, a pnp.base.resources.Source: the game file's name for
    # messages, and (.folder) the folder its art and data files are read from.
    build: Callable[..., list[Part]] | None = None  # (game, opts, where) -> the parts to print, [] when the game has none
    guide: Callable[[Part, str], GuideEntry] | None = None  # (part, lang), for parts made without their entry
    check: Callable[[Any, str], None] | None = None  # (game, where): raise PnpError naming the field
    verify: Callable[[Any, str], list[tuple[str, Callable[[], str]]]] | None = None  # (game, where): named checks for pnp validate
    shopping: Callable[[Any, str, str], list[str]] | None = None  # (game, lang, where) -> lines of the guide's shopping list
    components: Callable[[Any, str, str], list[str]] | None = None  # (game, lang, where) -> Markdown lines of the component list
    figures: Callable[[Any], dict[str, int]] | None = None  # (game) -> counts a rule-book template may quote
    choices: tuple[Choice, ...] = ()  # print options of its own, which pnp build takes as --NAME VALUE
    section: str | None = None  # the game-file key it reads
    model: Any = None  # msgspec type of that key
    default: Any = None
    # instead of build, for a kind whose pieces share the kit's sheets: (game, opts, where) -> its pieces (pnp.pieces.Piece),
    # laid out with every other kind's by pnp.parts.sheets
    pieces: Callable[..., list[Piece]] | None = None
    # a kind that lays out its own sheets (cards) may still give its pieces one by one, for pnp.kit.piece
    singles: Callable[..., list[Piece]] | None = None


_KINDS: dict[str, Kind] = {}


def register(kind: Kind) -> Kind:
    _KINDS[kind.name] = kind
    if kind.section and kind.model is not None:
        spec.add_section(kind.section, kind.model, kind.default)
    kinds.cache_clear()
    return kind


@cache
def kinds() -> tuple[Kind, ...]:
    """Every kind, in kit order: each module of this folder that registers one is imported. The others
    (charts, the rule book's context) are left for whoever needs them, so a build does not pay for them."""
    folder = Path(__file__).parent
    for path in sorted([*folder.glob("*.py"), *folder.glob("*/__init__.py")]):
        if "register(Kind(" in path.read_text(encoding="utf-8"):
            module = path.parent.name if path.name == "__init__.py" else path.stem
            importlib.import_module(f"pnp.parts.{module}")
    return tuple(sorted(_KINDS.values(), key=lambda k: (k.order, k.name)))


def kind(name: str) -> Kind:
    kinds()
    return _KINDS[name]


def names() -> list[str]:
    return [k.name for k in kinds()]


def choices(named: tuple[str, ...] | None = None) -> tuple[Choice, ...]:
    """The print options of every kind (or of the kinds named), in kit order."""
    return tuple(c for k in kinds() if named is None or k.name in named for c in k.choices)


def guide_entry(part: Part, lang: str) -> GuideEntry:
    return part.guide or kind(part.kind).guide(part, lang)
