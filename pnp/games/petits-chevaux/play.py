"""Petits chevaux played by the kit's reading of the rules: the pure-Python reference engine, and the
numba engine of the same rules (fast.py) for long runs.

A horse's progress: -1 in its stable, 0 on its start square, up to TRACK - 2 on the square it leaves the
track from (the board's entry, two squares behind its start), then the STAIR steps, then HOME, the centre.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from pnp.engine import lap
from pnp.engine.simulate import Measure, Outcome, Policy, load_module
from pnp.base.errors import PnpError
from pnp.base.i18n import said
from pnp.games import texts

TRACK = 52
GAP = 13  # squares between two colours' start squares
STAIR = 6
LAST = TRACK - 2  # the last track square of a lap
HOME = LAST + STAIR + 1
STABLE = lap.OFF
MAX_ROUNDS = 5000  # a game still going then is counted unfinished (never seen)

COLOURS = tuple(texts(f"games.petits-chevaux.side.{n}") for n in range(4))  # red, blue, yellow, green
ARMS = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}  # which colours sit at the table: two players face each other

POLICIES = {key: Policy(key, texts(f"games.petits-chevaux.policy.{key}"), tip)
            for key, tip in (("random", False), ("greedy", False), ("capture", True), ("out-early", True),
                             ("count", True), ("keep-back", True))}
VARIANTS = {key: texts(f"games.petits-chevaux.variant.{key}")
            for key in ("no-three-sixes", "safe-squares", "out-on-1", "step-by-step")}
# the rules the engine plays, as the simulation report states them
READINGS = tuple(texts(f"games.petits-chevaux.reading.{n}") for n in range(3))
MEASURES = (
    Measure("lost-turn", texts("games.petits-chevaux.measure.lost-turn"), "lost_turns", "turns"),
    Measure("wait-six", texts("games.petits-chevaux.measure.wait-six"), "wait_rolls", "waits", "wait_squares"),
)

@dataclass(frozen=True)
class Rules:
    faces: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
    horses: int = 4
    players: tuple[int, int] = (2, 4)
    id: str = "petits-chevaux"
    policies = POLICIES
    baseline = "random"
    variants = VARIANTS
    measures = MEASURES
    balance_plan = {"games": 100_000, "tip_games": 100_000, "players": [4, 2], "policy": "greedy"}
    sources = ("play.py", "fast.py")  # what balance.json depends on, beside the game file and the framework

    def sides(self, players: int) -> list[dict]:
        return [COLOURS[a] for a in ARMS[players]]

    def readings(self, variants) -> list[dict]:
        return list(READINGS) + [VARIANTS[v] for v in sorted(variants)]

    def play(self, rng: random.Random, policies: tuple[str, ...], first: int, variants=frozenset()) -> Outcome:
        return Game(self, rng, policies, variants).play(first)

    def play_many(self, plan, start: int, stop: int):
        """The numba engine when it covers the plan, else None (the reference engine plays)."""
        # numba: loaded only for runs that play games (a second of start-up, compiled code cached on disk)
        fast = load_module(Path(__file__).with_name("fast.py"))
        return fast.play_many(self, plan, start, stop, [GAP * a for a in ARMS[plan.players]])


def rules(game) -> Rules:
    """The rules with a game file's own components: its first die's faces, horses per colour, players."""
    if not game.dice:
        raise PnpError(said("errors.games.needs_die", game="petits-chevaux"), field="dice")
    faces = tuple(game.dice[0].faces)
    if any(not isinstance(f, int) or isinstance(f, bool) or f < 1 for f in faces) or 6 not in faces:
        raise PnpError(said("errors.games.petits-chevaux.faces", faces=str(list(faces))),
                       field="dice[0].faces")
    horses = game.pawns[0].count if game.pawns else 4
    if not 1 <= horses <= 8:
        raise PnpError(said("errors.games.petits-chevaux.horses", count=horses), field="pawns[0].count")
    lo, hi = max(2, game.players.min), min(4, game.players.max)
    if lo > hi:
        raise PnpError(said("errors.games.players_file", game="petits-chevaux", least=2, most=4, min=game.players.min,
                              max=game.players.max),
                       field="players")
    return Rules(faces, horses, (lo, hi), game.id)


class Game:
    def __init__(self, rules: Rules, rng: random.Random, policies, variants):
        self.rules, self.rng, self.policies = rules, rng, policies
        self.k = len(policies)
        self.starts = [GAP * a for a in ARMS[self.k]]
        self.pos = [[STABLE] * rules.horses for _ in range(self.k)]
        self.square: dict[int, tuple[int, int]] = {}  # track square -> (side, horse)
        self.three_sixes = "no-three-sixes" not in variants
        self.safe = "safe-squares" in variants
        self.out_faces = (1, 6) if "out-on-1" in variants else (6,)
        self.stepwise = "step-by-step" in variants
        self.counts = {"turns": 0, "lost_turns": 0, "waits": 0, "wait_rolls": 0, "wait_squares": 0}
        self.waiting = [0] * self.k  # rolls so far without a 6, None once the first 6 came

    def roll(self) -> int:
        faces = self.rules.faces
        return faces[int(self.rng.random() * len(faces))]

    def play(self, first: int) -> Outcome:
        for rounds in range(1, MAX_ROUNDS + 1):
            for t in range(self.k):
                side = (first + t) % self.k
                self.turn(side)
                if all(p == HOME for p in self.pos[side]):
                    return Outcome((side,), rounds, self.counts)
        return Outcome((), MAX_ROUNDS, self.counts)

    def turn(self, side: int) -> None:
        self.counts["turns"] += 1
        sixes = 0
        while True:
            d = self.roll()
            self.note_wait(side, d)
            if d == 6:
                sixes += 1
                if sixes == 3 and self.three_sixes:
                    self.counts["lost_turns"] += 1
                    return
            moves = self.moves(side, d)
            if moves:
                self.apply(side, self.choose(side, moves))
            if d != 6 or all(p == HOME for p in self.pos[side]):
                return

    def note_wait(self, side: int, d: int) -> None:
        w = self.waiting[side]
        if w is None:
            return
        w += 1
        if d == 6:
            self.counts["waits"] += 1
            self.counts["wait_rolls"] += w
            self.counts["wait_squares"] += w * w
            w = None
        self.waiting[side] = w

    def where(self, side: int, progress: int) -> int:
        return lap.square(self.starts[side], progress, TRACK)

    def moves(self, side: int, d: int) -> list[tuple[int, int, int, tuple | None]]:
        """(horse, from, to, the horse eaten or None) for every legal move."""
        out, mine = [], self.pos[side]
        for h, p in enumerate(mine):
            to = lap.target(p, d, d in self.out_faces, LAST, HOME, self.stepwise)
            if to == lap.NO_MOVE or lap.stair_taken(mine, to, LAST, HOME):
                continue
            there = None
            if to <= LAST:
                sq = self.where(side, to)
                there = self.square.get(sq)
                if there is not None and (there[0] == side or self.safe and sq in self.starts):
                    continue
            out.append((h, p, to, there))
        return out

    def apply(self, side: int, move) -> None:
        h, frm, to, eaten = move
        if 0 <= frm <= LAST:
            del self.square[self.where(side, frm)]
        if eaten is not None:
            self.pos[eaten[0]][eaten[1]] = STABLE
        if to <= LAST:
            self.square[self.where(side, to)] = (side, h)
        self.pos[side][h] = to

    # -- policies ---------------------------------------------------------------------------------------
    def choose(self, side: int, moves):
        if len(moves) == 1:
            return moves[0]
        policy = self.policies[side]
        if policy == "greedy":
            best = max(self.value(side, m) for m in moves)
            moves = [m for m in moves if self.value(side, m) == best]
        elif policy != "random":
            moves = getattr(self, "tip_" + policy.replace("-", "_"))(side, moves) or moves
        return moves[int(self.rng.random() * len(moves))]

    def threatened(self, side: int, progress: int) -> bool:
        """Would a horse of `side` there stand 1 to 6 squares ahead of an opponent's horse on the track?"""
        if progress > LAST:
            return False
        sq = self.where(side, progress)
        for back in range(1, 7):
            there = self.square.get((sq - back) % TRACK)
            if there is not None and there[0] != side:
                return True
        return False

    def value(self, side: int, move) -> int:
        h, frm, to, eaten = move
        v = to - max(frm, 0)
        if eaten is not None:
            v += 100 + self.pos[eaten[0]][eaten[1]]
        if to == HOME:
            v += 80
        elif to > LAST and frm <= LAST:
            v += 60
        if frm == STABLE:
            v += 50
        if 0 <= frm <= LAST and self.threatened(side, frm):
            v += 20
        if to <= LAST and self.threatened(side, to):
            v -= 30
        return v

    def tip_capture(self, side, moves):
        eats = [m for m in moves if m[3] is not None]
        if not eats:
            return None
        best = max(self.pos[e[0]][e[1]] for *_, e in eats)
        return [m for m in eats if self.pos[m[3][0]][m[3][1]] == best]

    def tip_out_early(self, side, moves):
        on_track = sum(0 <= p <= LAST for p in self.pos[side])
        outs = [m for m in moves if m[1] == STABLE]
        if on_track < 2:
            return outs or None
        return [m for m in moves if m[1] != STABLE] or None

    def tip_count(self, side, moves):
        return [m for m in moves if not (m[2] <= LAST and self.threatened(side, m[2]))] or None

    def tip_keep_back(self, side, moves):
        progress = [sum(max(p, 0) for p in mine) for mine in self.pos]
        if any(progress[side] <= p for s, p in enumerate(progress) if s != side):
            return None
        on_track = [p for p in self.pos[side] if 0 <= p <= LAST]
        if len(on_track) < 2:
            return None
        rear = min(on_track)
        return [m for m in moves if m[1] != rear] or None
