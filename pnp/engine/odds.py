"""Who beats whom: one die against another, over sums, series and reversed rules, and the cycles a set of dice forms.

"A beats B" means P(A wins) > P(B wins), i.e. win > lose; a tie is its own outcome and always reported.
Everything is exact: counts are integers, probabilities Fractions.
"""

from __future__ import annotations

import bisect
import itertools
import math
from fractions import Fraction

from msgspec import Struct

from pnp.base.errors import PnpError
from pnp.base.i18n import said
from pnp.engine.dice import H, check_size, is_number, slot_bits
from pnp.engine.faces import MAX_DICE

MAX_ROLLS = 1000
MAX_SERIES = 1001


class Outcome(Struct, frozen=True):
    """P(first side wins), P(tie), P(first side loses): they sum to 1."""

    win: Fraction
    tie: Fraction
    lose: Fraction

    @property
    def beats(self) -> bool:
        return self.win > self.lose

    def flipped(self) -> Outcome:
        """The same contest seen from the other side."""
        return Outcome(self.lose, self.tie, self.win)

    def as_json(self) -> dict:
        return {k: str(getattr(self, k)) for k in ("win", "tie", "lose")}


class Variant(Struct, frozen=True):
    """How a contest is played. `same_die`: both sides roll the first side's die (a reading of "equal dice")."""

    rolls: int = 1
    series: int = 1
    lower_wins: bool = False
    same_die: bool = False

    def __post_init__(self):
        check_counts(self.rolls, self.series)

    def as_json(self) -> dict:
        return {"rolls": self.rolls, "series": self.series, "lower_wins": self.lower_wins, "same_die": self.same_die}


def check_counts(rolls: int, series: int) -> None:
    if not is_number(rolls) or not 1 <= rolls <= MAX_ROLLS:
        raise PnpError(said("errors.engine.rolls.range", n=rolls, limit=MAX_ROLLS), field="--rolls")
    if not is_number(series) or not 1 <= series <= MAX_SERIES:
        raise PnpError(said("errors.engine.rolls.series", n=series, limit=MAX_SERIES), field="--series")


def roll_counts(a: H, b: H, *, lower_wins: bool = False) -> tuple[int, int, int]:
    """How many of the a.total * b.total equally likely pairs a wins, ties and loses."""
    a.require_numbers("comparing")
    b.require_numbers("comparing")
    b_faces = list(b)
    below = [0]  # below[i]: how many of b's outcomes show a face under b_faces[i]
    for f in b_faces:
        below.append(below[-1] + b[f])
    win = tie = 0
    for face, n in a.items():
        i = bisect.bisect_left(b_faces, face)
        win += n * below[i]
        if i < len(b_faces) and b_faces[i] == face:
            tie += n * b[face]
    lose = a.total * b.total - win - tie
    return (lose, tie, win) if lower_wins else (win, tie, lose)


def series_margins(win: int, tie: int, lose: int, n: int) -> list[int]:
    """Of all sequences of n rolls, how many end with won minus lost rolls = d, for d = -n ... n.

    (lose + tie*x + win*x^2)^n has the coefficient of x^(n+d) counting those sequences; it is packed into
    one integer (one slot per power) and raised to the n-th power. The per-roll counts are first divided
    by their common factor: only the ratios of the results matter.
    """
    common = math.gcd(win, tie, lose)
    win, tie, lose = win // common, tie // common, lose // common
    slot = slot_bits((win + tie + lose) ** n)
    check_size(2 * n + 1, slot, said("errors.engine.rolls.fix-series"), "--series")
    packed = (lose + (tie << slot) + (win << 2 * slot)) ** n
    width = slot // 8
    raw = packed.to_bytes((2 * n + 1) * width, "little")
    return [int.from_bytes(raw[k * width : (k + 1) * width], "little") for k in range(2 * n + 1)]


def series_counts(win: int, tie: int, lose: int, n: int) -> tuple[int, int, int]:
    """Sequences of n rolls ending ahead, level and behind (in the units of `series_margins`)."""
    if n == 1:
        return win, tie, lose
    margins = series_margins(win, tie, lose, n)
    return sum(margins[n + 1 :]), margins[n], sum(margins[:n])


def compare(a: H, b: H, variant: Variant = Variant()) -> Outcome:
    """a against b, played as `variant` says."""
    a.require_numbers("comparing")
    b.require_numbers("comparing")
    if variant.same_die:
        b = a
    sa, sb = a.sum_of(variant.rolls), b.sum_of(variant.rolls)
    w, t, l = roll_counts(sa, sb, lower_wins=variant.lower_wins)
    w, t, l = series_counts(w, t, l, variant.series)
    total = w + t + l
    return Outcome(Fraction(w, total), Fraction(t, total), Fraction(l, total))


class Cycle(Struct, frozen=True):
    """Dice each beating the next, the last beating the first. Strength: the weakest link's P(win)."""

    names: tuple[str, ...]
    links: tuple[Outcome, ...]

    @property
    def strength(self) -> Fraction:
        return min(o.win for o in self.links)

    @property
    def margin(self) -> Fraction:
        """The weakest link's lead, P(win) - P(lose)."""
        return min(o.win - o.lose for o in self.links)

    def reversed_of(self, other: Cycle) -> bool:
        return _rotation(tuple(reversed(self.names))) == _rotation(other.names)

    def same_as(self, other: Cycle) -> bool:
        return _rotation(self.names) == _rotation(other.names)

    def as_json(self) -> dict:
        return {
            "dice": list(self.names),
            "links": [o.as_json() for o in self.links],
            "strength": str(self.strength),
            "margin": str(self.margin),
        }


def _rotation(names: tuple[str, ...]) -> tuple[str, ...]:
    i = names.index(min(names))
    return names[i:] + names[:i]


class Matrix(Struct, frozen=True):
    """Every ordered pair of distinct dice: outcomes[(a, b)] is a against b."""

    names: tuple[str, ...]
    variant: Variant
    outcomes: dict[tuple[str, str], Outcome]

    def __getitem__(self, pair: tuple[str, str]) -> Outcome:
        return self.outcomes[pair]

    def cycles(self) -> list[Cycle]:
        """Every intransitive cycle of the "beats" relation, strongest first."""
        found = [
            Cycle(c, tuple(self.outcomes[(x, y)] for x, y in zip(c, c[1:] + c[:1])))
            for c in _simple_cycles(self.names, lambda x, y: self.outcomes[(x, y)].beats)
        ]
        return sorted(found, key=lambda c: (-c.strength, -c.margin, len(c.names), c.names))

    def as_json(self) -> dict:
        return {
            "variant": self.variant.as_json(),
            "dice": list(self.names),
            "matrix": {a: {b: self.outcomes[(a, b)].as_json() for b in self.names if b != a} for a in self.names},
            "cycles": [c.as_json() for c in self.cycles()],
        }


def matrix(dice: dict[str, H], variant: Variant = Variant()) -> Matrix:
    if not 2 <= len(dice) <= MAX_DICE:
        raise PnpError(f"give 2 to {MAX_DICE} dice, not {len(dice)}", where="dice")
    names = tuple(dice)
    outcomes = {}
    for a, b in itertools.combinations(names, 2):
        o = compare(dice[a], dice[b], variant)
        outcomes[(a, b)] = o
        # a same-die contest is not symmetric in who rolls: compute the other way round too
        outcomes[(b, a)] = compare(dice[b], dice[a], variant) if variant.same_die else o.flipped()
    return Matrix(names, variant, outcomes)


def _simple_cycles(names: tuple[str, ...], beats) -> list[tuple[str, ...]]:
    """Elementary cycles of length 3 or more, each listed once, starting from its first name in `names`."""
    order = {n: i for i, n in enumerate(names)}
    cycles = []

    def walk(path: list[str]) -> None:
        for nxt in names:
            if order[nxt] <= order[path[0]] and nxt != path[0]:
                continue
            if nxt == path[0]:
                if len(path) >= 3 and beats(path[-1], nxt):
                    cycles.append(tuple(path))
            elif nxt not in path and beats(path[-1], nxt):
                walk(path + [nxt])

    for start in names:
        walk([start])
    return cycles
