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
from pnp.base.i18n import LANGS, add_strings, say
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


add_strings("odds", {
    "reading": {
        "fr": "Chaque lancer oppose un dé à l'autre : le plus grand nombre l'emporte, et deux nombres égaux font "
        "une égalité, comptée à part. Un dé en bat un autre quand il gagne plus souvent qu'il ne perd. Dans une "
        "série, le premier dé l'emporte s'il gagne strictement plus de lancers qu'il n'en perd ; autant de "
        "gagnés que de perdus font une série nulle.",
        "en": "Each roll pits one die against the other: the higher number takes it, and equal numbers are a tie, "
        "counted on its own. A die beats another when it wins more often than it loses. Over a series, the first "
        "die takes it by winning strictly more rolls than it loses; as many won as lost leaves the series level.",
    },
    "title": {"fr": "Qui bat qui", "en": "Who beats whom"},
    # the generic variants of a plain duel (pnp.engine.tables.GENERIC_VARIANTS)
    "variant.one": {"fr": "1 lancer", "en": "1 roll"},
    "variant.series3": {"fr": "série de 3", "en": "series of 3"},
    "variant.series5": {"fr": "série de 5", "en": "series of 5"},
    "variant.sum2": {"fr": "somme de 2 jets", "en": "sum of 2 rolls"},
    "variant.lower": {"fr": "le plus petit gagne", "en": "lower wins"},
    # a duel the game file declares: its rows' labels, and a sentence per rule its variants use
    "label.plain": {"fr": "le plus grand gagne", "en": "higher wins"},
    "label.sum": {"fr": "somme de {n} jets", "en": "sum of {n} throws"},
    "label.lower_wins": {"fr": "le plus petit gagne", "en": "lower wins"},
    "label.equal_dice": {"fr": "dés égaux", "en": "equal dice"},
    "label.series": {"fr": ("{label}, {count} lancer", "{label}, {count} lancers"),
                     "en": ("{label}, {count} roll", "{label}, {count} rolls")},
    "reading.sum": {"fr": "Somme de {n} jets : chaque lancer est la somme de {n} jets de son dé.",
                    "en": "Sum of {n} throws: each roll is the sum of {n} throws of one's die."},
    "reading.lower_wins": {"fr": "Le plus petit gagne : le plus petit nombre emporte le lancer.",
                           "en": "Lower wins: the lower number takes the roll."},
    "reading.equal_dice": {"fr": "Dés égaux : les deux camps lancent chacun un exemplaire du même dé, celui du "
                                 "premier ; ils ont alors exactement les mêmes chances.",
                           "en": "Equal dice: both sides roll a copy of the same die, the first one's; they then "
                                 "have exactly the same chances."},
})


def _said(key: str, **values) -> Text:
    """A catalogue text in every language."""
    return {lang: say(key, lang, **values) for lang in LANGS}


def plain_duel(dice: dict[str, H]) -> Section:
    """Who beats whom among `dice` under the usual variants (one roll, series, sums, lower wins)."""
    variants = [(key, _said(f"odds.variant.{key}"), variant) for key, variant in GENERIC_VARIANTS]
    return duel_section(dice, variants, title=_said("odds.title"), reading=_said("odds.reading"))


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
        return duel_section(dice, rows, key=table.id, title=_texts(table.title) if table.title else _said("odds.title"),
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
