"""Renards, Poules & Vipères played by the kit's reading of the rules (pure Python).

Sides in turn order: hen, fox, viper (the game file's board colours). Each round every animal invades
once; a time token is discarded after each round, so a game lasts as many rounds as there are time tokens.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from pathlib import Path

from pnp.engine.dice import H
from pnp.engine.odds import Variant, compare, roll_counts, series_counts
from pnp.engine.simulate import Measure, Outcome, Policy, load_module
from pnp.base.errors import PnpError
from pnp.base.i18n import LANGS, said, say
from pnp.games import texts

SERIES = (1, 3, 5)
WEATHER_ICONS = {"weather-x2": "x2", "weather-equal": "equal", "weather-swap": "reverse"}
WEATHER_VARIANTS = {"calm": Variant(), "x2": Variant(rolls=2), "equal": Variant(same_die=True),
                    "reverse": Variant(lower_wins=True)}

POLICIES = {key: Policy(key, texts(f"games.renards-poules-viperes.policy.{key}"), tip)
            for key, tip in (("random", False), ("greedy", False), ("prey", True), ("rolls", True))}
VARIANTS = {key: texts(f"games.renards-poules-viperes.variant.{key}") for key in ("weather", "x2-attacker")}
# the weather of a round: "x2a" is ×2 read as the attacker alone throwing twice (the variant x2-attacker)
DOUBLED = ("x2", "x2a")
# the rules the engine plays, as the simulation report states them
READINGS = tuple(texts(f"games.renards-poules-viperes.reading.{n}") for n in range(2))
X2_ATTACKER_READING = texts("games.renards-poules-viperes.reading.x2-attacker")
WEATHER_READING = texts("games.renards-poules-viperes.reading.weather")
MEASURES = (Measure("success", texts("games.renards-poules-viperes.measure.success"), "won", "attacks"),)


def attack(rng: random.Random, mine: tuple, theirs: tuple, rolls: int, weather: str = "calm") -> bool:
    """One invasion: does the attacker win more of the rolls than the defender?"""
    if weather == "equal":
        theirs = mine
    throws, defends = (2 if weather in DOUBLED else 1), (2 if weather == "x2" else 1)
    n = len(mine)
    lead = 0
    for _ in range(rolls):
        a = sum(mine[int(rng.random() * n)] for _ in range(throws))
        b = sum(theirs[int(rng.random() * len(theirs))] for _ in range(defends))
        if weather == "reverse":
            a, b = b, a
        lead += (a > b) - (a < b)
    return lead > 0


@dataclass(frozen=True)
class Rules:
    dice: tuple[tuple[int, ...], ...] = ((2, 9, 10, 11, 12, 13), (3, 4, 5, 14, 15, 16), (1, 6, 7, 8, 17, 18))
    names: tuple[dict, ...] = tuple(texts(f"games.renards-poules-viperes.side.{n}") for n in range(3))  # hen, fox, viper
    columns: int = 6
    rows: int = 4
    each: int = 8
    weathers: tuple[str, ...] = ("calm",) * 4 + ("x2", "x2", "equal", "equal", "reverse", "reverse")
    id: str = "renards-poules-viperes"
    players: tuple[int, int] = (3, 3)
    policies = POLICIES
    baseline = "random"
    variants = VARIANTS
    measures = MEASURES
    balance_plan = {"games": 20_000, "tip_games": 20_000, "players": [3], "policy": "greedy"}
    sources = ("play.py", "fast.py")  # what balance.json depends on, beside the game file and the framework

    def sides(self, players: int) -> list[dict]:
        return list(self.names)

    def readings(self, variants) -> list[dict]:
        weather = "weather" in variants or "x2-attacker" in variants
        counts = {w: self.weathers.count(w) for w in ("calm", "x2", "equal", "reverse")}
        tokens = texts("games.renards-poules-viperes.reading.tokens", n=len(self.weathers))
        mix = ({lang: say("games.renards-poules-viperes.reading.weathers", lang, tokens=tokens[lang], **counts) for lang in LANGS}
               if weather else {lang: say("games.renards-poules-viperes.reading.calm", lang, tokens=tokens[lang]) for lang in LANGS})
        doubled = [X2_ATTACKER_READING] if "x2-attacker" in variants else []
        return list(READINGS) + ([WEATHER_READING] if weather else []) + doubled + [mix]

    @cached_property
    def odds(self) -> dict[tuple[str, int, int, int], float]:
        """P(invasion succeeds) for (weather, attacker, defender, rolls), exactly from the odds engine."""
        dice = [H.from_faces(d) for d in self.dice]
        out = {}
        for w, variant in WEATHER_VARIANTS.items():
            for a in range(3):
                for b in range(3):
                    for n in SERIES:
                        if a != b:
                            v = Variant(variant.rolls, n, variant.lower_wins, variant.same_die)
                            out[w, a, b, n] = float(compare(dice[a], dice[b], v).win)
                            out["x2a", a, b, n] = float(lone_double(dice[a], dice[b], n))
        return out

    @cached_property
    def prey(self) -> tuple[int, ...]:
        """Each side's prey: the other side its die beats most often in a single calm roll."""
        return tuple(max((b for b in range(3) if b != a), key=lambda b: self.odds["calm", a, b, 1]) for a in range(3))

    def play(self, rng: random.Random, policies: tuple[str, ...], first: int, variants=frozenset()) -> Outcome:
        return Game(self, rng, policies).play(first, weathers_of(self.weathers, variants))

    def play_many(self, plan, start: int, stop: int):
        """The numba engine (fast.py)."""
        # numba: loaded only for runs that play games (a second of start-up, compiled code cached on disk)
        fast = load_module(Path(__file__).with_name("fast.py"))
        return fast.play_many(self, plan, start, stop, weathers_of(self.weathers, plan.variants))


def weathers_of(weathers: tuple[str, ...], variants) -> list[str]:
    """The time tokens' weathers a game is played with, before shuffling: all calm without the weather."""
    if "x2-attacker" in variants:
        return ["x2a" if w == "x2" else w for w in weathers]
    return list(weathers) if "weather" in variants else ["calm"] * len(weathers)


def lone_double(attacker: H, defender: H, series: int):
    """P(the invasion succeeds) when the attacker alone adds two throws (×2 read as the attacker's roll only)."""
    w, t, l = roll_counts(attacker.sum_of(2), defender)
    w, t, l = series_counts(w, t, l, series)
    return Fraction(w, w + t + l)


def rules(game) -> Rules:
    """The rules with a game file's own components: three numeric dice, the grid, the time tokens."""
    dice = [d for d in game.dice if all(isinstance(f, int) and not isinstance(f, bool) for f in d.faces)]
    if len(dice) != 3:
        raise PnpError(said("errors.games.renards-poules-viperes.dice", count=len(dice)),
                       field="dice")
    board = game.board
    if board is None or board.kind != "grid":
        raise PnpError(said("errors.games.renards-poules-viperes.board"), field="board")
    each = board.setup_each or (board.columns * board.rows) // 3
    if 3 * each > board.columns * board.rows:
        raise PnpError(said("errors.games.renards-poules-viperes.setup", each=each, columns=board.columns, rows=board.rows),
                       field="board.setup_each")
    time = next((t for t in getattr(game, "tokens", []) if t.id == "time"), None)
    weathers = ["calm"] * 10
    if time is not None:
        weathers = []
        for v in time.variants:
            weathers += [WEATHER_ICONS.get(v.icon, "calm")] * v.count
        weathers = ["calm"] * max(0, time.count - len(weathers)) + weathers
    names = tuple({lang: str(d.id) for lang in LANGS} for d in dice)
    if board.names and len(board.names) == 3:
        names = tuple(n if isinstance(n, dict) else {lang: n for lang in LANGS} for n in board.names)
    return Rules(tuple(tuple(d.faces) for d in dice), names, board.columns, board.rows, each, tuple(weathers), game.id)


class Game:
    def __init__(self, rules: Rules, rng: random.Random, policies):
        self.rules, self.rng, self.policies = rules, rng, policies
        cols, rows = rules.columns, rules.rows
        cells = [s for s in range(3) for _ in range(rules.each)]
        cells += [-1] * (cols * rows - len(cells))
        rng.shuffle(cells)
        self.cells = cells
        self.next_to = [[(c + dc) + cols * (r + dr) for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
                         if 0 <= c + dc < cols and 0 <= r + dr < rows]
                        for r in range(rows) for c in range(cols)]
        self.counts = {"attacks": 0, "won": 0}

    def play(self, first: int, weathers: list[str]) -> Outcome:
        if any(w != "calm" for w in weathers):
            self.rng.shuffle(weathers)
        for w in weathers:
            for t in range(3):
                self.turn((first + t) % 3, w)
        held = [self.cells.count(s) for s in range(3)]
        best = max(held)
        return Outcome(tuple(s for s in range(3) if held[s] == best), len(weathers), self.counts)

    def targets(self, side: int) -> list[int]:
        cells = self.cells
        return [i for i, owner in enumerate(cells)
                if owner not in (side, -1) and any(cells[j] == side for j in self.next_to[i])]

    def turn(self, side: int, weather: str) -> None:
        targets = self.targets(side)
        if not targets:
            return
        cell, rolls = self.choose(side, targets, weather)
        defender = self.cells[cell]
        taken = [cell]
        if weather in DOUBLED:
            more = [t for t in targets if t != cell and self.cells[t] == defender]
            if more:
                taken.append(more[int(self.rng.random() * len(more))])
        dice = self.rules.dice
        self.counts["attacks"] += 1
        if attack(self.rng, dice[side], dice[defender], rolls, weather):
            self.counts["won"] += 1
            for t in taken:
                self.cells[t] = side

    def pick(self, items: list):
        return items[int(self.rng.random() * len(items))]

    def choose(self, side: int, targets: list[int], weather: str) -> tuple[int, int]:
        policy, prey = self.policies[side], self.rules.prey[side]
        if policy == "greedy":
            odds = self.rules.odds
            best = max(odds[weather, side, self.cells[t], n] for t in targets for n in SERIES)
            choices = [(t, n) for t in targets for n in SERIES if odds[weather, side, self.cells[t], n] == best]
            return self.pick(choices)
        if policy == "prey":
            return self.pick([t for t in targets if self.cells[t] == prey] or targets), self.pick(SERIES)
        cell = self.pick(targets)
        if policy == "rolls":
            return cell, 5 if self.cells[cell] == prey else 1
        return cell, self.pick(SERIES)
