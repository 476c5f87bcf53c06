"""A race on a numbered track, played from a game file's numbers alone: pawns, dice summed, a start, a finish
rule, again-rolls, captures, and jumps (every link of the track takes a pawn from its `from` cell to its `to`
cell). Knows no game and holds no words: the layers above name the sides and the policies.

Positions count along the track: 0 is off the board before the first cell, 1 the first cell, `cells` the last
one, where a pawn is home. A turn is a roll of every die, summed; a roll in `again_on` gives another roll in the
same turn, and with `max_again` = m > 0 the (m + 1)-th such roll in a row is not played and ends the turn.
A round is every player's turn once; a game lasts the rounds up to the winner's last turn.

The reference engine (`play`) plays one game in pure Python; race_fast.py plays the same rules compiled, and
markov.py solves a race whose pawns never meet as a Markov chain.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import ClassVar

from msgspec import Struct

from pnp.base.errors import PnpError
from pnp.base.i18n import said
from pnp.engine.dice import H, sum_dice
from pnp.engine.simulate import Outcome

FINISHES = ("exact", "bounce", "overshoot")
POLICIES = ("random", "greedy")
MAX_ROUNDS = 10_000  # a game still going then is counted unfinished
COUNT_KEYS = ("moves", "jumps_up", "jumps_down", "captures")  # captures: moves that sent a pawn back


class Race(Struct, frozen=True):
    cells: int  # positions 1 .. cells; `cells` is home
    jumps: tuple[int, ...]  # position -> where a pawn stopping there ends (itself where no link starts)
    start: int = 0  # where every pawn begins
    dice: tuple[tuple[int, ...], ...] = ((1, 2, 3, 4, 5, 6),)  # each die's faces, rolled together and summed
    finish: str = "exact"
    again_on: frozenset[int] = frozenset()
    max_again: int = 0
    capture: bool = False
    pawns: int = 1

    @property
    def independent(self) -> bool:
        """Do the players' pawns never act on each other (so a Markov chain per player solves the race)?"""
        return self.pawns == 1 and not self.capture

    def rolls(self) -> dict[int, Fraction]:
        """The sum of the dice -> its exact chance."""
        return roll_chances(self.dice)

    def landing(self, position: int, roll: int) -> int | None:
        """The cell a pawn at `position` lands on, moving `roll`, before any link; None when the move is not played."""
        if position == self.cells:
            return None
        to = position + roll
        if to > self.cells:
            if self.finish == "exact":
                return None
            to = self.cells if self.finish == "overshoot" else max(0, 2 * self.cells - to)
        return max(to, 0)

    def target(self, position: int, roll: int) -> int | None:
        """Where a pawn at `position` ends after moving `roll`, links followed; None when the move is not played."""
        at = self.landing(position, roll)
        return None if at is None else self.jumps[at]


def roll_chances(dice: tuple[tuple[int, ...], ...]) -> dict[int, Fraction]:
    """The sum of one roll of each die -> its exact chance, the dice's histograms convolved (never their faces'
    cartesian product); past the exact table's budget, one line at the game file's simulation.dice."""
    kinds = {faces: H.from_faces(faces) for faces in set(dice)}
    total = sum_dice([kinds[faces] for faces in dice], field="simulation.dice",
                     fix=said("errors.engine.rolls.fix-race"))
    return total.probabilities()


def check_rolls(dice: tuple[tuple[int, ...], ...], again_on: frozenset[int], max_again: int) -> None:
    """Refuse a race whose dice's sums are past the exact table's budget, or whose turn may never end: every
    sum the dice can roll gives another roll, and no max_again ends the streak (a pawn short of an exact finish
    would roll forever). The game file's check (pnp.model.spec), so `pnp simulate`, --exact, build and validate
    all refuse it before any game is played, and the engine's own (make_race, markov.turn_matrix)."""
    totals = roll_chances(dice)
    if max_again == 0 and again_on and all(total in again_on for total in totals):
        raise PnpError(said("errors.engine.race.endless-turn"),
                       field="simulation.again_on")


def make_race(cells: int, links: list[tuple[int, int]], *, start: int = 0, **rules) -> Race:
    """A Race from the track's length and its links as (from, to) positions, chains of links followed to their
    end; a loop of links, or a link leaving home, is refused."""
    step = dict(links)
    if cells in step:
        raise PnpError(said("errors.engine.race.link-home"),
                       field="board.links")
    jumps = []
    for p in range(cells + 1):
        seen = {p}
        while p in step:
            p = step[p]
            if p in seen:
                raise PnpError(said("errors.engine.race.link-loop", position=p),
                               field="board.links")
            seen.add(p)
        jumps.append(p)
    race = Race(cells, tuple(jumps), start, **rules)
    check_rolls(race.dice, race.again_on, race.max_again)
    return race


class Game:
    """One game of the reference engine: every pawn's position, the players in turn."""

    def __init__(self, race: Race, rng: random.Random, policies: tuple[str, ...]):
        self.race, self.rng, self.policies = race, rng, policies
        self.pos = [[race.start] * race.pawns for _ in policies]
        self.counts = dict.fromkeys(COUNT_KEYS, 0)

    def roll(self) -> int:
        return sum(die[int(self.rng.random() * len(die))] for die in self.race.dice)

    def play(self, first: int) -> Outcome:
        k = len(self.policies)
        for rounds in range(1, MAX_ROUNDS + 1):
            for t in range(k):
                side = (first + t) % k
                self.turn(side)
                if self.home(side):
                    return Outcome((side,), rounds, self.counts)
        return Outcome((), MAX_ROUNDS, self.counts)

    def home(self, side: int) -> bool:
        return all(p == self.race.cells for p in self.pos[side])

    def turn(self, side: int) -> None:
        race, again = self.race, 0
        while True:
            r = self.roll()
            more = r in race.again_on
            if more:
                again += 1
                if race.max_again and again > race.max_again:
                    return
            moves = [(h, to) for h, p in enumerate(self.pos[side]) if (to := race.target(p, r)) is not None]
            if moves:
                self.apply(side, r, *self.choose(side, moves))
            if not more or self.home(side):
                return

    def choose(self, side: int, moves: list[tuple[int, int]]) -> tuple[int, int]:
        if len(moves) == 1:
            return moves[0]
        if self.policies[side] == "greedy":
            return max(moves, key=lambda m: self.value(side, *m))
        return moves[int(self.rng.random() * len(moves))]

    def value(self, side: int, pawn: int, to: int) -> tuple[bool, bool, int]:
        """Greedy's order: a pawn home first, then a capture, then the longest way forward (links counted)."""
        caught = self.race.capture and 0 < to < self.race.cells and any(
            to in ps for s, ps in enumerate(self.pos) if s != side)
        return to == self.race.cells, caught, to - self.pos[side][pawn]

    def apply(self, side: int, roll: int, pawn: int, to: int) -> None:
        race = self.race
        at = race.landing(self.pos[side][pawn], roll)
        self.counts["moves"] += 1
        self.counts["jumps_up"] += to > at
        self.counts["jumps_down"] += to < at
        self.pos[side][pawn] = to
        if race.capture and 0 < to < race.cells:
            caught = False
            for s, ps in enumerate(self.pos):
                if s != side:
                    for h, p in enumerate(ps):
                        if p == to:
                            ps[h] = race.start
                            caught = True
            self.counts["captures"] += caught


def play(race: Race, rng: random.Random, policies: tuple[str, ...], first: int) -> Outcome:
    """One game; policies[s] plays side s, side `first` plays first."""
    return Game(race, rng, policies).play(first)


class RaceRules:
    """A Race as a rules engine for pnp.engine.simulate (its Rules protocol); the words come from the caller."""

    baseline = "random"
    variants: ClassVar[dict] = {}  # a race from a file has no variants
    sources = ()

    def __init__(self, race: Race, game_id: str, players: tuple[int, int], side_names: list, policies: dict,
                 reading_texts: list, measures: tuple = ()):
        self.race, self.id, self.players = race, game_id, players
        self.side_names, self.policies, self.reading_texts, self.measures = side_names, policies, reading_texts, measures
        # the book's figures: every seat greedy where a player has a choice of pawns, else random (the same game)
        self.balance_plan = {"policy": "greedy" if race.pawns > 1 else "random"}

    def sides(self, players: int) -> list:
        return self.side_names[players]

    def readings(self, variants) -> list:
        return list(self.reading_texts)

    def play(self, rng: random.Random, policies: tuple[str, ...], first: int, variants=frozenset()) -> Outcome:
        return play(self.race, rng, policies, first)

    def play_many(self, plan, start: int, stop: int):
        """The compiled engine (race_fast.py)."""
        from pnp.engine import race_fast  # numba: loaded only for runs that play games, compiled code cached on disk

        codes = [POLICIES.index(p) for p in plan.policies]
        return race_fast.play_many(self.race, codes, plan.seed, start, stop, plan.rotate, MAX_ROUNDS, COUNT_KEYS)
