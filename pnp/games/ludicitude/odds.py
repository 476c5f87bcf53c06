"""Ludicitude's odds: a throw of nine dice, and how a turn ends under a simple strategy, exactly.

Found by pnp.games beside the game file; `odds(game)` gives the sections its rule book and aids quote.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from pnp.games import texts
from pnp.engine.tables import Figure, Section


def odds(game) -> tuple[Section, ...]:
    """The sections, the same for any pnp.model.spec.Game: the rules fix nine ordinary dice."""
    return ludicitude_odds()


FACES = (1, 2, 3, 4, 5, 6)
Counts = tuple[int, int, int, int, int, int]  # how many dice show 1, 2, ... 6


def _counts(*faces: int) -> Counts:
    return tuple(faces.count(f) for f in FACES)


# a set is (kind, the dice it takes); kind "B" brelan (three alike) or "T" trio (two dice making 5, and a 5)
SETS = tuple(("B", _counts(v, v, v)) for v in FACES) + (("T", _counts(1, 4, 5)), ("T", _counts(2, 3, 5)))
FINALS = ("3B", "1B2T", "3T", "2B1T", "none")
POINTS = {"3B": 9, "1B2T": 5, "3T": 5, "2B1T": 0, "none": 0}
BONUS = {6: 3, 5: 2}  # the optional rule: a brelan of 6 adds 3, a brelan of 5 adds 2


def _add(a: Counts, b: Counts) -> Counts:
    return tuple(x + y for x, y in zip(a, b))


def _fits(need: Counts, have: Counts) -> bool:
    return all(n <= h for n, h in zip(need, have))


# Inside the odds, a hand of dice is an int holding its Counts one byte per face, the 1s lowest: adding hands adds
# their counts, and since no count passes 9, the high bit of each byte is free to catch a count going below zero.
_HIGH_BITS = int.from_bytes(b"\x80" * 6, "little")
_EACH_BYTE = int.from_bytes(b"\x01" * 6, "little")


def _hand(counts: Counts) -> int:
    return int.from_bytes(bytes(counts), "little")


def _counts_of(hand: int) -> Counts:
    return tuple(hand.to_bytes(6, "little"))


def _size(hand: int) -> int:
    """How many dice: the sixth byte of hand * 0x010101010101 adds up the six."""
    return (hand * _EACH_BYTE) >> 40 & 0xFF


def _lacking(need: int, hand: int) -> int:
    """The dice of `need` that `hand` does not hold."""
    diff = (need | _HIGH_BITS) - hand  # each byte 128 + needed - held: its high bit says needed >= held
    return diff & ((diff & _HIGH_BITS) >> 7) * 0x7F


def _holds(hand: int, need: int) -> bool:
    return ((hand | _HIGH_BITS) - need) & _HIGH_BITS == _HIGH_BITS  # no byte went below zero


def _one_die(face: int) -> int:
    """One die showing this face (0 for a 1, ... 5 for a 6)."""
    return 1 << 8 * face


_FACES_1_TO_5 = _one_die(5) - 1  # the bytes of faces 1 to 5


@dataclass(frozen=True)
class _Combo:
    sets: tuple[int, ...]  # indices into SETS
    need: Counts
    brelans: int
    bonus: int  # optional points from its brelans of 6 and 5
    hand: int  # need, as a hand

    @property
    def final(self) -> str:
        return ("3T", "1B2T", "2B1T", "3B")[self.brelans] if len(self.sets) == 3 else "none"


_SET_HANDS = tuple(_hand(need) for _, need in SETS)


def _combo(sets: tuple[int, ...]) -> _Combo:
    hand = sum(_SET_HANDS[s] for s in sets)
    brelan_faces = [FACES[s] for s in sets if SETS[s][0] == "B"]
    return _Combo(sets, _counts_of(hand), len(brelan_faces), sum(BONUS.get(f, 0) for f in brelan_faces), hand)


# every way to take 1 to 3 sets; the strategy never aims at 2 brelans + 1 trio, which scores nothing
ALL_COMBOS = tuple(_combo(c) for m in (1, 2, 3) for c in itertools.combinations_with_replacement(range(8), m))
AIMED = tuple(c for c in ALL_COMBOS if c.final != "2B1T")
# the strategy's order between combos taking as many new dice: most sets, most brelans, bonus, then AIMED order
_PREFERRED = sorted(AIMED, key=lambda c: (-len(c.sets), -c.brelans, -c.bonus))
_RANKED = {c.sets: (rank, c.hand) for rank, c in enumerate(_PREFERRED)}  # sets -> (rank, their dice)
_THREE_SETS = tuple((rank, c.hand) for rank, c in enumerate(_PREFERRED) if len(c.sets) == 3)


_NO_FINAL = ("none", 0, 0)


def _best_final(combos) -> tuple[str, int, int]:
    best = _NO_FINAL
    for c in combos:
        points = POINTS[c.final]
        with_options = points + c.bonus if points else 0
        best = max(best, (c.final, points, with_options), key=lambda b: (b[1], b[2], -FINALS.index(b[0])))
    return best


def _finals_by_hand() -> dict[int, tuple[str, int, int]]:
    """The nine dice that make three sets, with their best scoring: only the dice of a 3-set combo can."""
    combos: dict[int, list[_Combo]] = {}
    for c in ALL_COMBOS:
        if len(c.sets) == 3:
            combos.setdefault(c.hand, []).append(c)
    return {hand: _best_final(found) for hand, found in combos.items()}


_FINAL_BY_HAND = _finals_by_hand()


def _final_of(kept: Counts) -> tuple[str, int, int]:
    """The best scoring of nine dice: (final, points, points with the options)."""
    return _FINAL_BY_HAND.get(_hand(kept), _NO_FINAL)


@cache
def _arrangement(kept: int) -> tuple[int, int]:
    """How the strategy groups the dice it has set aside, most sets first, then _PREFERRED: (sets, their dice)."""
    fitting = [i for i, need in enumerate(_SET_HANDS) if _holds(kept, need)]
    for m in (3, 2, 1):
        found = [ranked for sets in itertools.combinations_with_replacement(fitting, m)
                 if (ranked := _RANKED.get(sets)) and _holds(kept, ranked[1])]
        if found:
            return m, min(found)[1]
    return 0, 0


def _loose(kept: int) -> int:
    """The dice set aside that are in no set yet."""
    return kept - _arrangement(kept)[1]


@cache
def _three_sets_with(face: int, n: int) -> int:
    """The aimed 3-set combos, as bits of _THREE_SETS, that take at least n dice of this face."""
    return sum(1 << i for i, (_, need) in enumerate(_THREE_SETS) if need >> 8 * face & 0xFF >= n)


def _three_sets_over(kept: int) -> list[tuple[int, int]]:
    """The aimed 3-set combos that use every die kept (the only ones nine dice can still make), preferred first."""
    mask = (1 << len(_THREE_SETS)) - 1
    for face, n in enumerate(kept.to_bytes(6, "little")):
        if n:
            mask &= _three_sets_with(face, n)
    found = []
    while mask:
        low = mask & -mask
        found.append(_THREE_SETS[low.bit_length() - 1])
        mask ^= low
    return found


_PAIRS = tuple((i, j, *_RANKED[i, j]) for i, j in itertools.combinations_with_replacement(range(len(SETS)), 2))
_SINGLES = tuple((i, *_RANKED[i,]) for i in range(len(SETS)))


@cache
def _completions(kept: int) -> tuple[tuple[int, int], ...]:
    """The strategy's wishes for the next throw, best first: (the dice to take from it, all the dice then aside).

    A throw takes the first wish whose dice it holds. Wishes are the aimed combos with more sets than the dice
    aside make: most sets first, then fewest new dice, then _PREFERRED.
    """
    left = 9 - _size(kept)
    have = _arrangement(kept)[0]
    # (-sets, new dice, rank in _PREFERRED, the new dice): sorted as the strategy prefers
    wishes = [(-3, left, rank, need - kept) for rank, need in _three_sets_over(kept)]  # each takes every die left
    if have < 2:
        lacks = [_size(_lacking(need, kept)) for need in _SET_HANDS]  # new dice each set takes
        # a combo takes at least the new dice its sets take one by one
        smaller = [(-2, rank, need) for i, j, rank, need in _PAIRS if lacks[i] + lacks[j] <= left]
        if have == 0:
            smaller += [(-1, rank, need) for i, rank, need in _SINGLES if lacks[i] <= left]
        for minus_sets, rank, need in smaller:
            new = _lacking(need, kept)
            if (n := _size(new)) <= left:
                wishes.append((minus_sets, n, rank, new))
        wishes.sort()
    return tuple((new, kept + new) for *_, new in wishes)


def _fallback_face(loose: Counts, throw: Counts) -> int | None:
    """When nothing completes: the face (0 for 1, ... 4 for 5) of the single die set aside, None for only 6s."""
    shown = [f for f in range(5) if throw[f]]
    return max(shown, key=lambda f: (loose[f] + throw[f], f == 4, f), default=None)


def _set_aside(kept: Counts, throw: Counts) -> Counts:
    """The strategy: which dice the player has set aside after this throw (== kept: only useless 6s, thrown again)."""
    hand, thrown = _hand(kept), _hand(throw)
    for new, after in _completions(hand):
        if _holds(thrown, new):
            return _counts_of(after)
    face = _fallback_face(_counts_of(_loose(hand)), throw)
    return kept if face is None else _counts_of(hand + _one_die(face))


# All the throws of r dice at once: a set of throws is an int, one bit per throw (the order of _throws_of(r)), so
# the strategy sorts thousands of throws with a few ANDs.
@cache
def _throws_of(r: int, faces: int = 6) -> tuple[tuple[bytes, ...], tuple[int, ...]]:
    """Every throw of r dice on the last `faces` faces: each face's count throw by throw (one bytes per face), and
    how many of the ordered throws each one stands for."""
    if faces == 1:
        return (bytes((r,)),), (1,)
    firsts, others, ways = [], [[] for _ in range(faces - 1)], []
    for n in range(r + 1):  # n dice show the first face
        columns, rest = _throws_of(r - n, faces - 1)
        firsts.append(bytes((n,)) * len(rest))
        for column, part in zip(others, columns):
            column.append(part)
        ways += [math.comb(r, n) * w for w in rest]
    return (b"".join(firsts), *map(b"".join, others)), tuple(ways)


def _every_throw(r: int) -> int:
    return (1 << len(_throws_of(r)[1])) - 1


@cache
def _between(low: int, high: int) -> bytes:
    """A bytes.translate table: "1" for a byte from low to high, "0" for any other."""
    return bytes(b"01"[low <= v <= high] for v in range(256))


def _select(column: bytes, low: int, high: int) -> int:
    """The throws whose byte in this column is from low to high (the "0"s and "1"s are the int's binary digits)."""
    return int(column.translate(_between(low, high)), 2)


@cache
def _showing(r: int, face: int, low: int, high: int = 255) -> int:
    """The throws of r dice with from low to high dice on this face."""
    return _select(_throws_of(r)[0][face], low, high)


@cache
def _throws_over(r: int, need: int) -> int:
    """The throws of r dice that hold these dice."""
    throws = _every_throw(r)
    for face, n in enumerate(need.to_bytes(6, "little")):
        if n:
            throws &= _showing(r, face, n)
    return throws


@cache
def _ways_groups(r: int) -> tuple[tuple[int, int], ...]:
    """The throws of r dice grouped by how many ordered throws each stands for: (ways, throws)."""
    ways = _throws_of(r)[1]
    kinds = list(dict.fromkeys(ways))
    column = bytes(map(kinds.index, ways))
    return tuple((w, _select(column, i, i)) for i, w in enumerate(kinds))


def _ways(r: int, throws: int) -> int:
    """How many of the 6**r ordered throws these throws stand for."""
    total = 0
    for ways, group in _ways_groups(r):
        total += ways * (throws & group).bit_count()
    return total


@cache
def _fallback_throws(r: int, loose: int) -> tuple[tuple[int, int], ...]:
    """_fallback_face for every throw of r dice at once: (face, the throws that set aside one die of it)."""
    loose_counts = _counts_of(loose)
    # a throw's face is the best of the (face, count) pairs it shows: hand out the pairs best first
    pairs = sorted((((loose_counts[f] + n, f == 4, f), f, n) for f in range(5) for n in range(1, r + 1)), reverse=True)
    left, chosen = _every_throw(r), [0] * 5
    for _, f, n in pairs:
        taken = _showing(r, f, n, n) & left
        chosen[f] |= taken
        left ^= taken
    return tuple((_one_die(f), throws) for f, throws in enumerate(chosen) if throws)


def _moves(kept: int) -> tuple[dict[int, int], int]:
    """_set_aside for every throw of the dice left at once: ({dice aside after: ways}, ways nothing moves)."""
    r = 9 - _size(kept)
    if r == 1:
        return _last_die_moves(kept)
    left = _every_throw(r)
    moves: dict[int, int] = {}
    for new, after in _completions(kept):
        taken = _throws_over(r, new) & left
        if taken:
            moves[after] = moves.get(after, 0) + _ways(r, taken)
            left ^= taken
    for die, throws in _fallback_throws(r, _loose(kept) & _FACES_1_TO_5):
        taken = throws & left
        if taken:
            moves[kept + die] = moves.get(kept + die, 0) + _ways(r, taken)
            left ^= taken
    return moves, _ways(r, left)  # what is left: a throw of nothing but 6s that completes nothing


def _last_die_moves(kept: int) -> tuple[dict[int, int], int]:
    """_moves with one die left: whatever it shows is set aside (it completes a set, or it is the single die set
    aside when nothing completes), except a 6 that completes nothing, thrown again."""
    moves = {kept + _one_die(face): 1 for face in range(5)}
    six = kept + _one_die(5)
    if _arrangement(six)[0] == _arrangement(kept)[0]:
        return moves, 1
    moves[six] = 1
    return moves, 0


# Each step of a turn has a chance ways / (6**r or 6**r - 1), r the dice thrown, and r falls at every step: any
# path's chance is a whole multiple of 1 / _DENOMINATOR, so the turn is followed in integers, divided at the end.
_DENOMINATOR = math.prod(6**r * (6**r - 1) for r in range(1, 10))


def _outcomes() -> dict[tuple[str, int, int], Fraction]:
    """Chance of each end of the turn, under the strategy."""
    by_size: list[dict[int, int]] = [{} for _ in range(10)]  # hands set aside -> chance, times _DENOMINATOR
    by_size[0][0] = _DENOMINATOR
    for size in range(9):
        for kept, chance in by_size[size].items():
            moves, stay = _moves(kept)
            # a throw of nothing but useless 6s: one 6 set aside, then thrown again with the rest; nothing moved
            share = chance // (6 ** (9 - size) - stay)
            for after, ways in moves.items():
                states = by_size[_size(after)]
                states[after] = states.get(after, 0) + share * ways
    ends: dict[tuple[str, int, int], int] = {}
    for kept, chance in by_size[9].items():
        end = _FINAL_BY_HAND.get(kept, _NO_FINAL)
        ends[end] = ends.get(end, 0) + chance
    return {end: Fraction(chance, _DENOMINATOR) for end, chance in ends.items()}


def any_set_chance(dice: int = 9) -> Fraction:
    hits = 0
    for need in _SET_HANDS:
        hits |= _throws_over(dice, need)
    return Fraction(_ways(dice, hits), 6**dice)


@cache
def ludicitude_odds() -> tuple[Section, ...]:
    """Cached, so a tuple: every caller shares it."""
    ends = _outcomes()
    finals = {f: sum((p for (final, _, _), p in ends.items() if final == f), Fraction(0)) for f in FINALS}
    points = sum(p * pts for (_, pts, _), p in ends.items())
    with_options = sum(p * pts for (_, _, pts), p in ends.items())
    return (
        Section(
            key="first-throw",
            title=texts("games.ludicitude.odds.first-throw.title"),
            reading=texts("games.ludicitude.odds.first-throw.reading"),
            figures=(Figure("any-set", texts("games.ludicitude.odds.first-throw.any-set"),
                            any_set_chance()),),
        ),
        Section(
            key="finals",
            title=texts("games.ludicitude.odds.finals.title"),
            reading=texts("games.ludicitude.odds.finals.reading"),
            figures=tuple(Figure(f, texts(f"games.ludicitude.odds.finals.{f}"), finals[f]) for f in FINALS)
            + (
                Figure("points", texts("games.ludicitude.odds.finals.points"), points, kind="mean"),
                Figure("points-options", texts("games.ludicitude.odds.finals.points-options"), with_options, kind="mean"),
            ),
        ),
    )
