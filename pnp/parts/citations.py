"""Figures a rule text cites by name instead of typing them: `{claims.fox-beats-hen}` (a claim's exact chance,
as the engine finds it), `{odds.doubles.triple}` (a figure of the game's odds) or `{simulation.length}` (a
built-in game's stored simulation), each written in the book's language. A template may also call
`{{ claim("fox-beats-hen") }}` or `{{ cite("odds.doubles.triple") }}`. A name the game does not have is refused
in one line naming the file, the field and the figure, so a sentence and its figure never drift apart.

Forms: a claim or an odds probability prints as "7/12 (58,33 %)"; `.percent` after a claim's id gives "58,33 %"
alone, `.fraction` "7/12" alone.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction

from pnp.base.errors import PnpError, in_file
from pnp.base.i18n import figure, percent, said
from pnp.base.resources import games_dir
from pnp.model.spec import Game

# a citation: braces not escaped by md() (a game file's plain text never cites), a family, a dotted name
CITED = re.compile(r"(?<!\\)\{(claims|odds|simulation)\.([a-z0-9][a-z0-9_.-]{0,120})\}")
FORMS = ("percent", "fraction")  # what may follow a claim's id


class Figures:
    """The figures a book may cite, worked out only when first cited (a claim's chance asks the odds engine)."""

    def __init__(self, game: Game, lang: str, where: str, figures: dict, text_of):
        self.game, self.lang, self.where = game, lang, where
        self.odds = figures  # "section.figure" -> the odds engine's Figure
        self.text_of = text_of  # (Fraction, kind, lang) -> str: how the book writes an exact figure
        self._claims: dict[str, Fraction] | None = None

    def names(self) -> list[str]:
        """Every name this game's texts may cite, for the message that refuses another."""
        claims = [f"claims.{c.id}" for c in self.game.claims if c.id]
        return claims + [f"odds.{key}" for key in self.odds] + [f"simulation.{key}" for key in self._simulation()]

    def value(self, name: str) -> str:
        """The figure `name` names, written in the book's language; PnpError when the game has none by that name."""
        family, _, rest = name.partition(".")
        found = {"claims": self._claim, "odds": self._odds, "simulation": self._simulated}[family](rest) \
            if family in ("claims", "odds", "simulation") else None
        if found is None:
            known = ", ".join(self.names()) or said("errors.kit.none")
            raise PnpError(said("errors.rules.cites", name=name, figures=known))
        return found

    def _claim(self, rest: str) -> str | None:
        key, _, form = rest.partition(".")
        if form and form not in FORMS:
            return None
        chance = self._claimed().get(key)
        if chance is None:
            return None
        if form == "percent":
            return percent(chance, self.lang)
        if form == "fraction":
            return f"{chance.numerator}/{chance.denominator}" if chance.denominator > 1 else f"{chance.numerator}"
        return self.text_of(chance, "probability", self.lang)

    def _claimed(self) -> dict[str, Fraction]:
        """Each named claim's true chance, as the engine works it out: the figure a claim is checked against."""
        if self._claims is None:
            from pnp.engine.claims import check_claims, check_hands  # the odds engine, for a book that cites a claim
            from pnp.parts.cards import deck_cards  # a hand's deck, read only when a claim on a hand is cited

            results = []
            if any(c.id for c in self.game.claims):
                with in_file(self.where):  # a deck's error names the game file
                    results = check_claims(self.game)
                    if any(c.deck for c in self.game.claims):
                        results += check_hands(self.game, deck_cards(self.game, self.where))
            self._claims = {r.claim.id: (r.true if hasattr(r, "true") else r.outcome.win) for r in results if r.claim.id}
        return self._claims

    def _odds(self, rest: str) -> str | None:
        found = self.odds.get(rest)
        return None if found is None else self.text_of(found.value, found.kind, self.lang)

    def _simulation(self) -> dict[str, str]:
        """The stored simulation's figures at its first player count (balance.json, a built-in game's): the mean
        length in rounds, the tenth and ninetieth percentiles, the first player's edge in points, each measure."""
        path = games_dir() / self.game.id / "balance.json"
        if not path.is_file():
            return {}
        runs = [r for r in json.loads(path.read_text(encoding="utf-8"))["runs"] if not r["variants"]]
        if not runs:
            return {}
        run, lang = runs[0], self.lang
        shown = {"length": figure(run["length"]["mean"], 0, lang=lang),
                 "length.p10": str(run["length"]["p10"]), "length.p90": str(run["length"]["p90"]),
                 "first-player": figure(100 * run["first_player"]["edge"], 1, True, lang)}
        shown |= {key: figure(measure["value"], 2, lang=lang) for key, measure in run.get("measures", {}).items()}
        return shown

    def _simulated(self, rest: str) -> str | None:
        return self._simulation().get(rest)


def cite(markdown: str, figures: Figures, field: str | None = None) -> str:
    """The text with each `{family.name}` replaced by its figure; one that names no figure of the game refused at
    `field` (a [rules] key; the caller names the file)."""

    def one(match: re.Match) -> str:
        try:
            return figures.value(f"{match.group(1)}.{match.group(2)}")
        except PnpError as e:
            e.field = e.field or field
            raise

    return CITED.sub(one, markdown)
