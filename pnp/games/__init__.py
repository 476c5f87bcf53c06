"""The odds a game's book prints: the game's own, from an odds.py beside its game file, then the duels of dice its
file declares ([[odds]]); a game with neither, and two dice with numbers, gets the plain matrix of its dice, unless
its file says who_beats_whom = false (dice that are read and never opposed, as in a roll-and-write).

A game's own code (odds.py, figures.py) is found by folder, pnp/games/<id>/, and imported by path when first asked
for: the folder names hold hyphens, and most commands never need the odds.
"""

from __future__ import annotations

from functools import cache
from types import ModuleType

from pnp.base.errors import at_field
from pnp.base.i18n import LANGS, say
from pnp.base.resources import games_dir, load_module
from pnp.engine.dice import H
from pnp.engine.odds import Variant
from pnp.engine.tables import GENERIC_VARIANTS, Section, Text, duel_section, numeric_dice
from pnp.model.spec import DuelVariant, Game, OddsTable, duel_variant, text, variant_name


@cache
def game_module(game_id: str, name: str) -> ModuleType | None:
    """pnp/games/<game_id>/<name>.py as a module, or None when the game's folder has no such file."""
    path = games_dir() / game_id / f"{name}.py"
    if not path.is_file():
        return None
    return load_module(path)


def game_odds(game: Game) -> list[Section]:
    """Every section of odds for a pnp.model.spec.Game, in the order its book prints them."""
    own = game_module(game.id, "odds")
    sections = list(own.odds(game)) if own else []
    sections += [declared_duel(game, i) for i in range(len(game.odds))]
    if sections or not game.who_beats_whom:  # a game whose dice are never opposed (who_beats_whom = false) prints none
        return sections
    dice = numeric_dice({d.id: d.faces for d in game.dice})
    return [plain_duel(dice)] if len(dice) >= 2 else []


def texts(key: str, **values) -> Text:
    """A catalogue message in every language: the texts by language a game's own code gives (its odds, its
    seats, policies, variants and measures), read from pnp/locales."""
    return {lang: say(key, lang, **values) for lang in LANGS}


def plain_duel(dice: dict[str, H]) -> Section:
    """Who beats whom among `dice` under the usual variants (one roll, series, sums, lower wins)."""
    variants = [(key, texts(f"odds.variant.{key}"), variant) for key, variant in GENERIC_VARIANTS]
    return duel_section(dice, variants, title=texts("odds.title"), reading=texts("odds.reading"))


# -- a duel the game file declares ---------------------------------------------------------------


def declared_duel(game: Game, index: int) -> Section:
    """The game file's odds[index] as a section: a row per variant and series length (spec has checked it)."""
    table = game.odds[index]
    ids = table.dice or list(numeric_dice({d.id: d.faces for d in game.dice}))
    dice = {die_id: H.from_faces(game.die(die_id).faces) for die_id in ids}
    variants = [duel_variant(v) for v in table.variants]
    rows = [_row(v, n, table.series) for v in variants for n in table.series]
    # too big to compute exactly: the engine's message, placed in the game file (its file: the caller's in_file)
    with at_field(f"odds[{index}]", {"--rolls": "variants", "--series": "series"}):
        return duel_section(dice, rows, key=table.id, title=_texts(table.title) if table.title else texts("odds.title"),
                            reading=_reading(table, variants))


def _row(v: DuelVariant, n: int, series: tuple[int, ...]) -> tuple[str, Text, Variant]:
    key, label = v.id or variant_name(v), _texts(v.label) if v.label else _label(v)
    variant = Variant(rolls=v.sum, series=n, lower_wins=v.lower_wins, same_die=v.equal_dice)
    if series == (1,):
        return key, label, variant
    return f"{key}-{n}", {lang: say("odds.label.series", lang, count=n, label=label[lang]) for lang in LANGS}, variant


def _label(v: DuelVariant) -> Text:
    rules = ["sum"] * (v.sum > 1) + [k for k in ("lower_wins", "equal_dice") if getattr(v, k)]
    return {lang: ", ".join(say(f"odds.label.{r}", lang, n=v.sum) for r in rules) or say("odds.label.plain", lang)
            for lang in LANGS}


def _reading(table: OddsTable, variants: list[DuelVariant]) -> Text:
    """The general reading of a duel, then the game's own, or else a sentence per rule its variants use."""
    if table.reading:
        own = _texts(table.reading)
    else:
        sums = sorted({v.sum for v in variants if v.sum > 1})
        used = ["sum"] * len(sums) + [k for k in ("lower_wins", "equal_dice") if any(getattr(v, k) for v in variants)]
        own = {lang: " ".join(say(f"odds.reading.{r}", lang, n=n) for r, n in zip(used, sums + [0] * len(used)))
               for lang in LANGS}
    return {lang: f"{say('odds.reading', lang)} {own[lang]}".rstrip() for lang in LANGS}


def _texts(value) -> Text:
    return {lang: text(value, lang) for lang in LANGS}
