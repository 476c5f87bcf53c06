"""The compiled engines (each game's fast.py) play the rules of the pure-Python reference (play.py): win shares,
tied games, mean length and a measure agree within a two-sample interval, with seeds fixed (so never flaky). The
planted case, an engine played with another variant than its reference, is caught."""

from __future__ import annotations

import math

import pytest

import pnp.engine.simulate as sim
from pnp.jobs import load_rules

SIGMAS = 4.0
# game -> (policies, variants, measure compared, reference games, a variant that must be told apart)
PLANS = {
    "clann": [(("greedy", "random", "random", "random"), (), "knight", 300, "escale")],
    "renards-poules-viperes": [(("greedy", "prey", "rolls"), ("x2-attacker",), "success", 300, "x2-attacker"),
                               (("random",) * 3, ("weather",), "success", 300, None)],
    "petits-chevaux": [(("greedy", "random"), ("step-by-step",), "lost-turn", 150, "step-by-step")],
    "ludicitude": [(("greedy", "random"), ("options",), "points", 200, None),
                   (("greedy",) * 3, (), "points", 200, "options")],
}
FAST_GAMES = 4000


def disagreements(rules, plan: sim.Plan, fast: sim.Tally, ref: sim.Tally, measure: str) -> list[str]:
    """What differs by more than SIGMAS standard errors between the two tallies."""
    a, b = sim.summary(rules, plan, fast), sim.summary(rules, plan, ref)
    found = []
    rates = [(f"{x['side']} wins", x["win_rate"], y["win_rate"]) for x, y in zip(a["seats"], b["seats"])]
    rates.append(("ties", a["ties"]["rate"], b["ties"]["rate"]))
    for name, p, q in rates:
        pooled = (p * fast.games + q * ref.games) / (fast.games + ref.games)
        se = math.sqrt(max(pooled * (1 - pooled), 1 / ref.games) * (1 / fast.games + 1 / ref.games))
        if abs(p - q) > SIGMAS * se:
            found.append(f"{name}: {p:.3f} against {q:.3f}")
    la, lb = a["length"], b["length"]
    se = math.sqrt(la["sd"] ** 2 / fast.games + lb["sd"] ** 2 / ref.games) or 1e-9
    if abs(la["mean"] - lb["mean"]) > SIGMAS * se:
        found.append(f"length: {la['mean']:.2f} against {lb['mean']:.2f}")
    ma, mb = a["measures"][measure], b["measures"][measure]
    if abs(ma["value"] - mb["value"]) > SIGMAS * math.hypot(ma["se"], mb["se"]):
        found.append(f"{measure}: {ma['value']:.3f} against {mb['value']:.3f}")
    return found


@pytest.mark.parametrize("game", sorted(PLANS))
def test_the_compiled_engine_agrees_with_the_reference(game):
    _, rules = load_rules(game)
    for policies, variants, measure, games, other in PLANS[game]:
        plan = sim.Plan(policies, frozenset(variants), seed=21)
        fast, ref = sim.play_chunk(rules, plan, 0, FAST_GAMES), sim.play_chunk(rules, plan, 0, games, fast=False)
        assert fast.games == FAST_GAMES and ref.games == games
        assert not disagreements(rules, plan, fast, ref, measure), disagreements(rules, plan, fast, ref, measure)
        if other:  # planted: the same rules with one variant more or less are told apart
            changed = sim.Plan(policies, frozenset(variants) ^ {other}, seed=21)
            assert disagreements(rules, plan, sim.play_chunk(rules, changed, 0, FAST_GAMES), ref, measure)
