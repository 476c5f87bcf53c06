"""The figures a game file claims ("this die beats that one 7 times in 12"), checked exactly. A result is written
out in words by pnp.validate.describe_claim."""

from __future__ import annotations

from fractions import Fraction

from msgspec import Struct

from pnp.base.errors import PnpError, at_field
from pnp.engine.dice import H
from pnp.engine.odds import Outcome, Variant, compare


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
        with at_field(f"claims[{i}]"):
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
    more = f" (and {len(wrong) - 1} more wrong)" if len(wrong) > 1 else ""
    raise PnpError(
        f"claims[{first.index}] says {first.claim.die} wins {first.claimed_win} against {first.claim.against}, "
        f"but the exact value is {first.outcome.win} (tie {first.outcome.tie}, lose {first.outcome.lose}); "
        f"correct the claim{more}{hint}",
        where=where,
    )
