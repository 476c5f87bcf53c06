"""The figures a game file claims ("this die beats that one 7 times in 12"), checked exactly. A result is written
out in words by pnp.validate.describe_claim."""

from __future__ import annotations

from fractions import Fraction

from msgspec import Struct

from pnp.base.errors import PnpError, at_field
from pnp.base.i18n import said
from pnp.engine.dice import H
from pnp.engine.draws import at_least, count_matching, hand_distribution
from pnp.engine.odds import Outcome, Variant, compare


# the engine's options, as the keys of a claim that set them
CLAIM_KEYS = {"--rolls": "rolls", "--series": "series", "--hand": "hand", "--where": "where"}


class ClaimResult(Struct, frozen=True):
    index: int  # position in the game file's [[claims]]
    claim: object  # the pnp.model.spec.Claim
    claimed_win: Fraction
    claimed_tie: Fraction | None
    outcome: Outcome  # the true values

    @property
    def ok(self) -> bool:
        return self.claimed_win == self.outcome.win and self.claimed_tie in (None, self.outcome.tie)

    def as_json(self) -> dict:
        c = self.claim
        return {
            "index": self.index,
            "die": c.die,
            "against": c.against,
            "rolls": c.rolls,
            "series": c.series,
            "lower_wins": c.lower_wins,
            "ok": self.ok,
            "claimed": {"win": str(self.claimed_win), "tie": None if self.claimed_tie is None else str(self.claimed_tie)},
            "true": self.outcome.as_json(),
        }


def check_claims(game) -> list[ClaimResult]:
    """Every claim of a pnp.model.spec.Game against the exact odds. The spec has already checked the ids and fractions."""
    dice = {d.id: H.from_faces(d.faces) for d in game.dice}
    results = []
    for i, c in enumerate(game.claims):
        if c.deck:  # a hand's chance: check_hands
            continue
        with at_field(f"claims[{i}]", CLAIM_KEYS):
            variant = Variant(rolls=c.rolls, series=c.series, lower_wins=c.lower_wins)
            outcome = compare(dice[c.die], dice[c.against], variant)
        tie = None if c.tie is None else Fraction(c.tie.strip())
        results.append(ClaimResult(i, c, Fraction(c.win.strip()), tie, outcome))
    return results


def refuse_wrong(results: list[ClaimResult], where: str, hint: str = "") -> None:
    """Raise PnpError naming the first wrong claim and its true value; `hint` says what else the user may do."""
    wrong = [r for r in results if not r.ok]
    if not wrong:
        return
    first = wrong[0]
    more = said("errors.engine.claims.more", len(wrong) - 1) if len(wrong) > 1 else ""
    if isinstance(first, HandResult):
        c = first.claim
        conditions = c.where[0] if c.where else ""
        for condition in c.where[1:]:
            conditions = said("errors.engine.claims.and", first=conditions, then=condition)
        raise PnpError(said("errors.engine.claims.hand", index=first.index, hand=c.hand, deck=c.deck, least=c.at_least,
                            where=conditions, claimed=first.claimed, exact=first.true, more=more, hint=hint), where=where)
    raise PnpError(said("errors.engine.claims.die", index=first.index, die=first.claim.die, claimed=first.claimed_win,
                        against=first.claim.against, win=first.outcome.win, tie=first.outcome.tie,
                        lose=first.outcome.lose, more=more, hint=hint), where=where)


class HandResult(Struct, frozen=True):
    """A claim on a hand dealt from a deck: the chance of at least `at_least` matching cards."""

    index: int
    claim: object  # the pnp.model.spec.Claim
    claimed: Fraction
    true: Fraction
    deck_size: int
    matching: int

    @property
    def ok(self) -> bool:
        return self.claimed == self.true

    def as_json(self) -> dict:
        c = self.claim
        return {"index": self.index, "deck": c.deck, "hand": c.hand, "where": list(c.where), "at_least": c.at_least,
                "cards": self.deck_size, "matching": self.matching, "ok": self.ok,
                "claimed": str(self.claimed), "true": str(self.true)}


def check_hands(game, decks: dict) -> list[HandResult]:
    """Every claim on a hand, exactly. `decks`: deck id -> (columns, [(row's values, copies)])."""
    results = []
    for i, c in enumerate(game.claims):
        if not c.deck:
            continue
        if c.deck not in decks:
            raise PnpError(said("errors.engine.cards.no-deck", deck=c.deck, decks=", ".join(decks) or said("errors.engine.cards.none")),
                           field=f"claims[{i}].deck")
        columns, cards = decks[c.deck]
        total, matched = count_matching(cards, columns, list(c.where), field=f"claims[{i}].where")
        with at_field(f"claims[{i}]", CLAIM_KEYS):
            distribution = hand_distribution(total, matched, c.hand)
        results.append(HandResult(i, c, Fraction(c.chance.strip()), at_least(distribution, c.at_least), total, matched))
    return results
