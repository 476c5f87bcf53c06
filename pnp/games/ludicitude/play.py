"""Ludicitude played by the kit's reading of the rules (pure Python, and compiled in fast.py): the strategy is the one the book's odds
are computed for (odds.py beside this file), so the turn's score can also be had exactly.

A game: every player plays `rounds` turns; the highest total wins; players tied at the top play one more
turn each, as often as needed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path

from pnp.engine.simulate import Measure, Outcome, Policy, load_module
from pnp.base.errors import PnpError
from pnp.base.i18n import said
from pnp.games import texts

MAX_EXTRA = 100  # tie-break turns before a game is called a shared win

POLICIES = {key: Policy(key, texts(f"games.ludicitude.policy.{key}")) for key in ("random", "greedy")}
VARIANTS = {"options": texts("games.ludicitude.variant.options")}
MEASURES = (Measure("points", texts("games.ludicitude.measure.points"), "points", "turns", "points_squares"),
            Measure("scoring", texts("games.ludicitude.measure.scoring"), "scored", "turns"))

def odds():
    return load_module(Path(__file__).with_name("odds.py"))


@dataclass(frozen=True)
class Rules:
    rounds: int = 10
    players: tuple[int, int] = (1, 8)
    id: str = "ludicitude"
    default_players = 2
    policies = POLICIES
    baseline = "greedy"
    variants = VARIANTS
    measures = MEASURES
    balance_plan = {"games": 10_000, "tip_games": 0, "players": [2], "policy": "greedy"}
    sources = ("play.py", "odds.py", "fast.py")

    def sides(self, players: int) -> list[dict]:
        return [texts("games.ludicitude.side", n=i + 1) for i in range(players)]

    def readings(self, variants) -> list[dict]:
        out = [texts("games.ludicitude.reading.rules", n=self.rounds), texts("games.ludicitude.odds.finals.reading")]
        return out + [VARIANTS[v] for v in sorted(variants)]

    def play(self, rng: random.Random, policies: tuple[str, ...], first: int, variants=frozenset()) -> Outcome:
        k, options = len(policies), "options" in variants
        totals, counts = [0] * k, {"turns": 0, "points": 0, "points_squares": 0, "scored": 0}
        playing, rounds = list(range(k)), 0
        while rounds < self.rounds + MAX_EXTRA:
            rounds += 1
            for t in range(k):
                side = (first + t) % k
                if side in playing:
                    points = turn(rng, policies[side] == "greedy", options)
                    totals[side] += points
                    counts["turns"] += 1
                    counts["points"] += points
                    counts["points_squares"] += points * points
                    counts["scored"] += points > 0
            if rounds >= self.rounds:
                best = max(totals[s] for s in playing)
                playing = [s for s in playing if totals[s] == best]
                if len(playing) == 1:
                    break
        return Outcome(tuple(playing), rounds, counts)

    def play_many(self, plan, start: int, stop: int):
        """The numba engine (fast.py)."""
        # numba: loaded only for runs that play games (a second of start-up, compiled code cached on disk)
        fast = load_module(Path(__file__).with_name("fast.py"))
        return fast.play_many(self, plan, start, stop, odds(), turn_score("options" in plan.variants), MAX_EXTRA)

    def exact(self, variants) -> dict:
        """The score of one player's whole game ({rounds} turns), exactly, for the book's strategy."""
        dist = game_score(self.rounds, "options" in variants)
        mean = sum(p * v for v, p in dist.items())
        zero = dist.get(0, Fraction(0))
        return {"turns": self.rounds, "mean": mean, "zero": zero, "distribution": dist}


def rules(game) -> Rules:
    d6 = [d for d in game.dice if list(d.faces) == [1, 2, 3, 4, 5, 6]]
    if sum(d.count for d in d6) < 9:
        raise PnpError(said("errors.games.ludicitude.dice", count=9), field="dice")
    rounds = game.score_sheet.rounds if getattr(game, "score_sheet", None) else 10
    return Rules(rounds, (game.players.min, game.players.max), game.id)


def counts_of(faces) -> tuple[int, ...]:
    return tuple(faces.count(f) for f in range(1, 7))


def turn(rng: random.Random, strategy: bool, options: bool) -> int:
    """One turn's points: throw the dice not set aside until all nine are."""
    o = odds()
    kept = (0,) * 6
    while sum(kept) < 9:
        throw = counts_of([1 + int(rng.random() * 6) for _ in range(9 - sum(kept))])
        if strategy:
            kept = o._set_aside(kept, throw)
        else:
            dice = [f for f in range(6) for _ in range(throw[f])]
            rng.shuffle(dice)
            take = dice[: 1 + int(rng.random() * len(dice))]
            kept = tuple(kept[f] + take.count(f) for f in range(6))
    _, points, with_options = o._final_of(kept)
    return with_options if options else points


@cache
def turn_score(options: bool) -> dict[int, Fraction]:
    """The exact chance of each score of one turn under the book's strategy (the odds engine's chain)."""
    out: dict[int, Fraction] = {}
    for (_, points, with_options), p in odds()._outcomes().items():
        v = with_options if options else points
        out[v] = out.get(v, Fraction(0)) + p
    return out


def game_score(turns: int, options: bool) -> dict[int, Fraction]:
    """The score over `turns` independent turns: the turn's distribution convolved with itself."""
    one, total = turn_score(options), {0: Fraction(1)}
    for _ in range(turns):
        nxt: dict[int, Fraction] = {}
        for a, p in total.items():
            for b, q in one.items():
                nxt[a + b] = nxt.get(a + b, Fraction(0)) + p * q
        total = nxt
    return dict(sorted(total.items()))
