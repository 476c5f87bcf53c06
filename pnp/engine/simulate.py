"""Play a game many times and measure it: who wins, how long it lasts, which tips help. Knows no game by name.

A game's rules engine (a `Rules`) plays one game from a random generator; this module seats the players,
seeds each game from (seed, game number) alone, so the results never depend on how many processes play
them, tallies the games in integers, and turns the tallies into rates with 95 % Wilson intervals.

Seats: a game has K sides (colours, animals) playing in a fixed cyclic order. Game i starts with side
i mod K, so every side starts equally often; the first player's edge is read from the turn positions.
For a tip against the baseline (Jaffe et al., "Evaluating Competitive Game Balance with Restricted Play",
AIIDE 2012), the tip-following player also moves round the sides, (i div K) mod K, so it sits at every
side and every turn position equally often and its fair share is exactly 1/K.
"""

from __future__ import annotations

import math
import random
from fractions import Fraction
from collections import Counter
from pathlib import Path
from typing import Callable, Protocol

from msgspec import Struct, field

from pnp.base.errors import PnpError
from pnp.base.i18n import Grouped, said
from pnp.base.resources import load_module  # noqa: F401  (the games' play.py load their helpers with it)

Text = dict[str, str]
Z = 1.959963984540054  # the two-sided 95 % normal quantile
MAX_GAMES = 10_000_000
CHUNK = 2_000  # games per unit of work; fixed, so precision runs stop at the same game whatever the workers


class Policy(Struct, frozen=True):
    key: str
    label: Text
    tip: bool = False  # a strategy tip from the game's source, measured by --tips


class Measure(Struct, frozen=True):
    """A figure the rules engine counts while playing: total / events, e.g. lost turns per turn."""

    key: str
    label: Text
    total: str  # the count summed over all games
    events: str  # what it is averaged over
    squares: str | None = None  # sum of squares of the per-event values; None: each event is 0 or 1


class Outcome(Struct, frozen=True):
    """One game: the sides sharing first place (one is a win, more a tie, none an unfinished game)."""

    winners: tuple[int, ...]
    rounds: int
    counts: dict[str, int] = field(default_factory=dict)


class Rules(Protocol):
    id: str
    players: tuple[int, int]
    policies: dict[str, Policy]
    baseline: str
    variants: dict[str, Text]
    measures: tuple[Measure, ...]

    def sides(self, players: int) -> list[Text]: ...

    def readings(self, variants: frozenset[str]) -> list[Text]: ...

    def play(self, rng: random.Random, policies: tuple[str, ...], first: int, variants: frozenset[str]) -> Outcome:
        """One game; policies[s] plays side s, side `first` plays first."""


def game_seed(seed: int, index: int) -> int:
    """A 128-bit seed for game `index` of a run: numpy's SeedSequence mixes (seed, index) into it."""
    import numpy as np  # only when games are played: numpy costs 60 ms at start-up

    state = np.random.SeedSequence([seed, index]).generate_state(4, np.uint32)
    return int.from_bytes(state.tobytes(), "little")


def seating(index: int, players: int, rotate: bool) -> tuple[int, int]:
    """(first side, shift): side (j + shift) mod K is played by the policy given for seat j."""
    return index % players, (index // players) % players if rotate else 0


def seat_policies(policies: tuple[str, ...], shift: int) -> tuple[str, ...]:
    k = len(policies)
    return tuple(policies[(s - shift) % k] for s in range(k))


# -- tallies -----------------------------------------------------------------------------------------------
class Tally(Struct):
    """Integer counts of a set of games; two tallies add up, in any order, to the same tally."""

    players: int
    games: int = 0
    unfinished: int = 0
    tie_games: int = 0
    side_win: list[int] = None
    side_tie: list[int] = None
    pos_win: list[int] = None
    pos_tie: list[int] = None
    seat_win: list[int] = None
    seat_tie: Counter = None  # (seat, how many shared first place) -> games
    lengths: Counter = None  # rounds -> games
    counts: Counter = None

    def __post_init__(self):
        k = self.players
        for name in ("side_win", "side_tie", "pos_win", "pos_tie", "seat_win"):
            if getattr(self, name) is None:
                setattr(self, name, [0] * k)
        self.seat_tie = self.seat_tie or Counter()
        self.lengths = self.lengths or Counter()
        self.counts = self.counts or Counter()

    def add(self, outcome: Outcome, first: int, shift: int) -> None:
        k, winners = self.players, outcome.winners
        self.games += 1
        self.lengths[outcome.rounds] += 1
        self.counts.update(outcome.counts)
        if not winners:
            self.unfinished += 1
            return
        tied = len(winners) > 1
        self.tie_games += tied
        for side in winners:
            pos, seat = (side - first) % k, (side - shift) % k
            if tied:
                self.side_tie[side] += 1
                self.pos_tie[pos] += 1
                self.seat_tie[seat, len(winners)] += 1
            else:
                self.side_win[side] += 1
                self.pos_win[pos] += 1
                self.seat_win[seat] += 1

    def merge(self, other: Tally) -> Tally:
        self.games += other.games
        self.unfinished += other.unfinished
        self.tie_games += other.tie_games
        for name in ("side_win", "side_tie", "pos_win", "pos_tie", "seat_win"):
            setattr(self, name, [a + b for a, b in zip(getattr(self, name), getattr(other, name))])
        self.seat_tie.update(other.seat_tie)
        self.lengths.update(other.lengths)
        self.counts.update(other.counts)
        return self


# -- statistics ---------------------------------------------------------------------------------------------
def wilson(hits: int, n: int, z: float = Z) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate hits/n."""
    if n == 0:
        return 0.0, 1.0
    p = hits / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def games_for_precision(points: float) -> int:
    """Games that make any rate known to ± points (95 %), in the worst case (a rate of one half)."""
    if not points > 0:
        raise PnpError(said("errors.engine.race.precision", points=points), where="--precision")
    return math.ceil(Z * Z * 0.25 / (points / 100) ** 2)


def check_precision(points: float) -> int:
    need = games_for_precision(points)
    if need > MAX_GAMES:
        finest = 100 * Z * 0.5 / math.sqrt(MAX_GAMES)
        raise PnpError(said("errors.engine.race.precision-games", need, points=points, limit=Grouped(MAX_GAMES),
                            finest=float(f"{finest:.3f}")), where="--precision")
    return need


def length_summary(lengths: Counter) -> dict:
    n = sum(lengths.values())
    if not n:
        return {"mean": 0.0, "median": 0, "p10": 0, "p90": 0, "min": 0, "max": 0}
    ordered = sorted(lengths.items())
    mean = sum(r * c for r, c in ordered) / n
    var = sum(c * (r - mean) ** 2 for r, c in ordered) / n

    def quantile(q: float) -> int:  # the smallest length with at least q of the games at or under it
        seen = 0
        for rounds, c in ordered:
            seen += c
            if seen >= q * n:
                return rounds
        return ordered[-1][0]

    half = Z * math.sqrt(var / n)
    return {"mean": mean, "ci": [mean - half, mean + half], "sd": math.sqrt(var), "median": quantile(0.5),
            "p10": quantile(0.1), "p90": quantile(0.9), "min": ordered[0][0], "max": ordered[-1][0]}


def edge(t: Tally) -> dict:
    """The first player's win rate minus the mean win rate of all turn positions, with its 95 % interval.

    Per game d = X0 - (X0 + ... + X(K-1)) / K, each X an outright win of that position: its mean is the edge,
    and its variance follows from the win counts alone.
    """
    k, n = t.players, t.games
    p = [w / n for w in t.pos_win]
    first, others = p[0], sum(p[1:])
    mean = first * (1 - 1 / k) - others / k
    second_moment = first * (1 - 1 / k) ** 2 + others / k**2
    half = Z * math.sqrt(max(0.0, second_moment - mean * mean) / n)
    low, high = mean - half, mean + half
    return {"edge": mean, "ci": [low, high], "fair": low <= 0 <= high}


def score(t: Tally, seat: int) -> dict:
    """The seat's share of the wins (a tie of m players counts 1/m) and its interval, against a fair 1/K."""
    n = t.games
    ties = {m: c for (s, m), c in t.seat_tie.items() if s == seat}
    mean = (t.seat_win[seat] + sum(c / m for m, c in ties.items())) / n
    second = (t.seat_win[seat] + sum(c / m**2 for m, c in ties.items())) / n
    half = Z * math.sqrt(max(0.0, second - mean * mean) / n)
    worth = mean - 1 / t.players
    return {"score": mean, "worth": worth, "ci": [worth - half, worth + half],
            "verdict": "helps" if worth - half > 0 else "hurts" if worth + half < 0 else "not distinguishable"}


def measure_summary(m: Measure, counts: Counter) -> dict:
    events, total = counts[m.events], counts[m.total]
    if not events:
        return {"value": 0.0, "ci": [0.0, 0.0], "events": 0}
    mean = total / events
    if m.squares is None:
        low, high = wilson(total, events)
    else:
        var = max(0.0, counts[m.squares] / events - mean * mean)
        half = Z * math.sqrt(var / events)
        low, high = mean - half, mean + half
    se = (high - low) / (2 * Z)
    return {"value": mean, "ci": [low, high], "se": se, "events": events}


# -- running ------------------------------------------------------------------------------------------------
class Plan(Struct, frozen=True):
    """What to play: the policy of each seat, the variants, whether the seats move round the sides."""

    policies: tuple[str, ...]
    variants: frozenset[str] = frozenset()
    seed: int = 1
    rotate: bool = False

    @property
    def players(self) -> int:
        return len(self.policies)


def play_chunk(rules: Rules, plan: Plan, start: int, stop: int, fast: bool = True) -> Tally:
    """Games start .. stop-1 of the plan, each from its own seed. A rules engine with `play_many` (a fast
    backend) plays them itself and returns the tally, unless `fast` is False (the reference engine)."""
    many = getattr(rules, "play_many", None) if fast else None
    if many is not None:
        tally = many(plan, start, stop)
        if tally is not None:
            return tally
    tally = Tally(plan.players)
    for i in range(start, stop):
        first, shift = seating(i, plan.players, plan.rotate)
        rng = random.Random(game_seed(plan.seed, i))
        tally.add(rules.play(rng, seat_policies(plan.policies, shift), first, plan.variants), first, shift)
    return tally


def _chunks(start: int, stop: int):
    for a in range(start, stop, CHUNK):
        yield a, min(stop, a + CHUNK)


def run_games(rules: Rules, plan: Plan, start: int, stop: int, workers: int = 1,
              progress: Callable[[int], None] | None = None) -> Tally:
    """Play games start .. stop-1; the tally is the same for any number of workers. `progress(n)` hears of
    each chunk of n games as it is tallied (for the time left of a long run)."""
    total = Tally(plan.players)
    chunks = list(_chunks(start, stop))
    if workers <= 1 or len(chunks) == 1:
        for a, b in chunks:
            total.merge(play_chunk(rules, plan, a, b))
            if progress:
                progress(b - a)
        return total
    from concurrent.futures import ProcessPoolExecutor  # only for runs on several processes

    with ProcessPoolExecutor(max_workers=workers) as pool:
        tallies = pool.map(play_chunk, [rules] * len(chunks), [plan] * len(chunks), *zip(*chunks))
        for (a, b), tally in zip(chunks, tallies):
            total.merge(tally)
            if progress:
                progress(b - a)
    return total


def widest(t: Tally) -> float:
    """The widest 95 % interval of any win or tie rate, in points (half-width)."""
    rates = t.side_win + t.side_tie + t.pos_win + t.pos_tie + [t.tie_games]
    return max(50 * (h - l) for l, h in (wilson(x, t.games) for x in rates))


def run(rules: Rules, plan: Plan, *, games: int | None = None, precision: float | None = None,
        workers: int = 1, progress: Callable[[int], None] | None = None) -> Tally:
    """N games, or games until every win and tie rate is known to ± precision points (checked every CHUNK
    games, so where it stops depends only on the seed). `progress(n)`: as for run_games."""
    if precision is None:
        return run_games(rules, plan, 0, games, workers, progress)
    limit = check_precision(precision)
    tally, done, step = Tally(plan.players), 0, CHUNK
    while done < limit:
        stop = min(limit, done + step)
        tally.merge(run_games(rules, plan, done, stop, workers, progress))
        done = stop
        if widest(tally) <= precision:
            break
        step = min(step * 2, 64 * CHUNK)
    return tally


def summary(rules: Rules, plan: Plan, t: Tally, lang: str = "en") -> dict:
    """Everything measured, as plain JSON-able values (rates as fractions of 1)."""
    n, k = t.games, t.players
    sides = rules.sides(k)
    seats = []
    for s in range(k):
        seats.append({"side": sides[s][lang], "policy": plan.policies[s] if not plan.rotate else None,
                      "win_rate": t.side_win[s] / n, "ci": list(wilson(t.side_win[s], n)),
                      "tie_rate": t.side_tie[s] / n, "tie_ci": list(wilson(t.side_tie[s], n))})
    positions = [{"position": p + 1, "win_rate": t.pos_win[p] / n, "ci": list(wilson(t.pos_win[p], n))}
                 for p in range(k)]
    by_policy = {}
    for key in dict.fromkeys(plan.policies):
        slots = [j for j, p in enumerate(plan.policies) if p == key]
        wins = sum(t.seat_win[j] for j in slots)
        ties = sum(c for (j, _), c in t.seat_tie.items() if j in slots)
        seated = n * len(slots)
        by_policy[key] = {"seats": len(slots), "win_rate": wins / seated, "ci": list(wilson(wins, seated)),
                          "tie_rate": ties / seated, "tie_ci": list(wilson(ties, seated))}
    return {
        "game": rules.id, "games": n, "players": k, "seed": plan.seed, "variants": sorted(plan.variants),
        "policies": list(plan.policies), "rotated": plan.rotate,
        "seats": seats, "positions": positions, "by_policy": by_policy,
        "ties": {"rate": t.tie_games / n, "ci": list(wilson(t.tie_games, n))},
        "unfinished": t.unfinished,
        "length": length_summary(t.lengths),
        "length_histogram": {str(r): c for r, c in sorted(t.lengths.items())},
        "first_player": edge(t),
        "measures": {m.key: measure_summary(m, t.counts) for m in rules.measures if t.counts[m.events]},
    }


def tips(rules: Rules, players: int, *, games: int, seed: int, variants: frozenset[str] = frozenset(),
         baseline: str | None = None, workers: int = 1, progress: Callable[[int], None] | None = None) -> list[dict]:
    """Each tip of the game: one player follows it, the others play the baseline, seats rotated; the tip's
    worth is its share of the wins minus the fair 1/K."""
    base = baseline or rules.baseline
    out = []
    for key, policy in rules.policies.items():
        if not policy.tip:
            continue
        plan = Plan((key,) + (base,) * (players - 1), variants, seed, rotate=True)
        t = run_games(rules, plan, 0, games, workers, progress)
        out.append({"tip": key, "label": policy.label, "baseline": base, "games": games, **score(t, 0)})
    return out


def exact_summary(rules: Rules, variants: frozenset[str]) -> dict | None:
    """A rules engine's exact figures (a score summed over independent turns), as JSON: fractions as strings."""
    exact = getattr(rules, "exact", None)
    if exact is None:
        return None
    e = exact(variants)
    dist = e["distribution"]
    seen, quantiles = Fraction(0), {}
    for v, p in dist.items():
        seen += p
        for q in (0.1, 0.5, 0.9):
            if seen >= Fraction(q).limit_denominator(10) and q not in quantiles:
                quantiles[q] = v
    return {"turns": e["turns"], "mean": str(e["mean"]), "mean_value": float(e["mean"]), "zero": str(e["zero"]),
            "zero_value": float(e["zero"]), "p10": quantiles[0.1], "median": quantiles[0.5], "p90": quantiles[0.9],
            "distribution": {str(v): str(p) for v, p in dist.items()}}


def difference(a: float, b: float, n: int, m: int) -> tuple[float, list[float]]:
    """b - a for two rates from independent runs of n and m games, with its 95 % interval."""
    half = Z * math.sqrt(a * (1 - a) / n + b * (1 - b) / m)
    return b - a, [b - a - half, b - a + half]


# -- the stored result (balance.json) ------------------------------------------------------------------------
def source_hash(paths) -> str:
    """sha256 over the files a stored result depends on (the game file and the simulator's sources), by name."""
    import hashlib  # OpenSSL's loading, for --store and its staleness test only

    h = hashlib.sha256()
    for path in sorted(Path(p) for p in paths):
        h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


def _brief(rules: Rules, s: dict) -> dict:
    """What the book's box reads from a summary, rounded so the file stays small and readable."""
    r = lambda x: round(x, 5)  # noqa: E731
    sides = rules.sides(s["players"])
    return {"games": s["games"], "players": s["players"], "policies": s["policies"], "variants": s["variants"],
            "seats": [{"side": side, "win_rate": r(x["win_rate"]), "ci": [r(v) for v in x["ci"]],
                       "tie_rate": r(x["tie_rate"])} for side, x in zip(sides, s["seats"])],
            "ties": r(s["ties"]["rate"]),
            "length": {k: r(s["length"][k]) for k in ("mean", "median", "p10", "p90")},
            "first_player": {"edge": r(s["first_player"]["edge"]), "ci": [r(v) for v in s["first_player"]["ci"]],
                             "fair": s["first_player"]["fair"]},
            "measures": {k: {"value": r(v["value"]), "ci": [r(c) for c in v["ci"]]} for k, v in s["measures"].items()}}


def balance(rules: Rules, *, seed: int, games: int, tip_games: int, players: list[int], policy: str,
            workers: int = 1) -> dict:
    """The stored, seeded measures of a game: every seat on `policy` at each player count, each variant alone,
    and each tip against the baseline."""
    runs = []
    for k in players:
        for variants in [frozenset()] + [frozenset({v}) for v in rules.variants]:
            plan = Plan((policy,) * k, variants, seed)
            runs.append(_brief(rules, summary(rules, plan, run_games(rules, plan, 0, games, workers))))
    found = tips(rules, players[0], games=tip_games, seed=seed, workers=workers) if tip_games else []
    return {"seed": seed, "games": games, "tip_games": tip_games, "policy": policy,
            "policy_label": rules.policies[policy].label, "baseline": rules.baseline,
            "variant_labels": dict(rules.variants), "runs": runs,
            "tips": [{"tip": t["tip"], "label": t["label"], "worth": round(t["worth"], 5),
                      "ci": [round(c, 5) for c in t["ci"]], "verdict": t["verdict"]} for t in found]}
