"""The part kinds: each module of pnp/parts that prints something registers one Kind at import, and the
kit, the guide page, validate, --parts and the rule book's component list iterate over them. Nothing
switches on a kind's name. The modules are named once, in MODULES below.

Adding a kind: a new module here that calls register(Kind(...)), its name in MODULES, its tests, and a
section of docs/game-format.md. See docs/architecture.md.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from functools import cache
from typing import Any

from msgspec import Struct

from pnp.base.resources import Source
from pnp.base.units import Paper, paper
from pnp.model import spec
from pnp.model.options import Choice
from pnp.model.spec import Game
from pnp.parts import GuideEntry, Part
from pnp.pieces import Piece


class Context(Struct, frozen=True):
    """What every Kind callback receives, the one argument it takes: the game read with every kind's section;
    its source (the game file's name for messages, which knows the folder its art and data are read from);
    the language of the words asked for; and, when something is printed, what it is printed with, each a
    value of its own: the sheet (`paper`, None for checks, validate, and the rule book's and the guide's
    lists), the ink, how double-sided sheets are flipped, the bleed, and the kinds' own options (`choice`)."""

    game: Game
    source: Source
    lang: str = "en"
    paper: Paper | None = None
    ink: str = "color"  # color | bw
    duplex: str = "long"  # long | short | none
    bleed: float = 0.0  # mm
    choices: tuple[tuple[str, str], ...] = ()  # the kinds' own options given: (name, value)

    @classmethod
    def printing(cls, game: Game, source: Source, *, paper: Paper | None = None, lang: str = "fr", ink: str = "color",
                 duplex: str = "long", bleed: float = 0.0, choices: tuple[tuple[str, str], ...] = ()) -> Context:
        """A context to print with: on A4 unless told, in French unless told, as pnp's options default."""
        return cls(game, source, lang, paper or A4, ink, duplex, bleed, choices)

    def choice(self, option: Choice) -> str:
        """A kind's own option: as given, else its default."""
        return dict(self.choices).get(option.name, option.values[0])


A4 = paper("a4")


class Kind(Struct, frozen=True):
    name: str  # what --parts names
    order: int  # place in the kit: board 10, dice 20, tokens 30, spinners 32, pawns 35, cards 40, boxes 41, aids 50, player sheets 52, score sheet 55, rules 60
    # Every callback but guide takes one Context (above); its `paper` is set for build and pieces.
    build: Callable[[Context], list[Part]] | None = None  # the parts to print, [] when the game has none
    guide: Callable[[Part, str], GuideEntry] | None = None  # (part, lang), for parts made without their entry: no game needed
    check: Callable[[Context], None] | None = None  # raise PnpError naming the field
    verify: Callable[[Context], list[tuple[str, Callable[[], str]]]] | None = None  # named checks for pnp validate
    shopping: Callable[[Context], list[str]] | None = None  # lines of the guide's shopping list, in context.lang
    components: Callable[[Context], list[str]] | None = None  # Markdown lines of the rule book's component list
    figures: Callable[[Context], dict[str, int]] | None = None  # counts a rule-book template may quote
    choices: tuple[Choice, ...] = ()  # print options of its own, which pnp build takes as --NAME VALUE (written in pnp/cli)
    section: str | None = None  # the game-file key it reads
    model: Any = None  # msgspec type of that key
    default: Any = None
    # for a kind whose pieces share the kit's sheets: its pieces (pnp.pieces.Piece), laid out with every other
    # kind's by pnp.parts.sheets; build may still make parts of its own (the cards' print-shop pages)
    pieces: Callable[[Context], list[Piece]] | None = None
    # the icon names its pieces draw that the game file's text does not hold whole (a deck's rows filling a
    # template, a data file's cells): the game-icons credit (pnp/parts/credits.py) reads the file's text itself
    icons: Callable[[Context], list[str]] | None = None
    rows: bool = False  # its section's tables may stand for one entry a row of a sheet (pnp.model.entries)


CALLBACKS = ("build", "check", "verify", "shopping", "components", "figures", "pieces", "icons")  # take a Context


# Every module of pnp/parts that registers a Kind, imported in this order (the game model's sections, and the
# messages listing them, follow it); the kit's order is each Kind's `order`. By name, imported by kinds(): each
# of them imports this module, so importing them here would be a cycle.
MODULES = ("aids", "board", "cards", "dice", "pawns", "player_sheets", "rules", "score_sheet", "spinners", "tokens", "tuck_boxes")

_KINDS: dict[str, Kind] = {}


def register(kind: Kind) -> Kind:
    for name in CALLBACKS:
        _takes_one_context(kind.name, name, getattr(kind, name))
    _KINDS[kind.name] = kind
    if kind.section and kind.model is not None:
        spec.add_section(kind.section, kind.model, kind.default, rows=kind.rows)
    kinds.cache_clear()
    return kind


@cache
def kinds() -> tuple[Kind, ...]:
    """Every kind, in kit order: each module of MODULES is imported. The others (charts, the rule book's
    context) are left for whoever needs them, so a build does not pay for them."""
    for module in MODULES:
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


def _takes_one_context(kind: str, name: str, callback) -> None:
    """A callback of the old signatures, (game, options, where) and the like, is refused when it registers
    rather than failing deep inside a build."""
    if callback is None:
        return
    try:
        parameters = list(inspect.signature(callback).parameters.values())
    except (TypeError, ValueError):  # a builtin without a signature: taken on trust
        return
    positional = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    needed = [p for p in parameters if p.kind in positional and p.default is inspect.Parameter.empty]
    if len(needed) != 1 or parameters[0] is not needed[0]:
        raise TypeError(f"kind '{kind}': {name} must take one Context (pnp.parts.registry), "  # not a message: a programmer's mistake in registering a kind
                        f"not ({', '.join(p.name for p in parameters)})")


def guide_entry(part: Part, lang: str) -> GuideEntry:
    return part.guide or kind(part.kind).guide(part, lang)
