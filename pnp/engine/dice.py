"""A die as an immutable histogram: face -> how many faces show it.

Faces are whole numbers or words ("Noir"). Words can be told apart (a double of Noir is a double) but
never added or ranked: asking for that is a PnpError, not a wrong answer.

Sums use Kronecker substitution: a numeric die is the polynomial sum(count * x^face); pack it into one
big integer with a slot per face wide enough for the largest count the result can reach, and Python's
integer power (square-and-multiply, Karatsuba underneath) does the convolution of n rolls at C speed.
Counts stay exact integers throughout; probabilities come out as Fractions. Several different dice rolled
together (`sum_dice`) are one packed product, a power per kind of die: never the cartesian product of their
faces, so eight d20s are 153 totals to count, not 20^8 throws.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from fractions import Fraction
from functools import lru_cache

from pnp.base.errors import PnpError
from pnp.base.i18n import Grouped, Said, said
from pnp.engine.faces import MAX_FACES, MAX_NUMBER, MIN_NUMBER, check_faces

Face = int | str

# Raising a packed polynomial of this many bits to a power takes a few seconds: refuse anything bigger.
MAX_DIGITS = 12  # a face's number as text: longer (leading zeros aside) is refused before it is read
MAX_PACKED_BITS = 20_000_000


def is_number(face: object) -> bool:
    return isinstance(face, int) and not isinstance(face, bool)


def _face_order(faces: Iterable[Face]) -> list[Face]:
    """Numbers ascending, then words in the order they first appear."""
    faces = list(dict.fromkeys(faces))
    return sorted(f for f in faces if is_number(f)) + [f for f in faces if not is_number(f)]


def _place(label: str = "") -> str:
    """Where a die's error is, when its caller names no place: "die", or "die 1,2,Noir" (in the reader's language)."""
    return str(said("errors.engine.die.named", die=label) if label else said("errors.engine.die.place"))


class H(Mapping):
    """Immutable histogram face -> count (a positive int). `==` is structural: same faces, same counts."""

    __slots__ = ("_counts", "_total", "_numeric", "_hash")

    def __init__(self, counts: Mapping[Face, int] | Iterable[tuple[Face, int]] = ()):
        items = dict(counts.items() if isinstance(counts, Mapping) else counts)
        for face, n in items.items():
            if not is_number(n) or n < 0:
                raise PnpError(said("errors.engine.die.bad-count", face=face, n=n), where=_place())
            if not (is_number(face) or isinstance(face, str)):
                raise PnpError(said("errors.engine.die.bad-face", face=face), where=_place())
        self._counts = {f: items[f] for f in _face_order(items) if items[f]}
        if not self._counts:
            raise PnpError(said("errors.engine.die.no-face"), where=_place())
        self._total = sum(self._counts.values())
        self._numeric = all(is_number(f) for f in self._counts)
        self._hash = None

    @classmethod
    def from_faces(cls, faces: Iterable[Face]) -> H:
        """The die whose faces are listed one by one: [1, 2, "Noir", "Noir", 5, 6]."""
        counts: dict[Face, int] = {}
        for face in faces:
            counts[face] = counts.get(face, 0) + 1
        return cls(counts)

    @classmethod
    def standard(cls, sides: int) -> H:
        return cls.from_faces(range(1, sides + 1))

    # -- Mapping --------------------------------------------------------------------------------
    def __getitem__(self, face: Face) -> int:
        return self._counts[face]

    def __iter__(self) -> Iterator[Face]:
        return iter(self._counts)

    def __len__(self) -> int:
        return len(self._counts)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, H) and self._counts == other._counts

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(frozenset(self._counts.items()))
        return self._hash

    def __repr__(self) -> str:
        return f"H({self._counts!r})"

    # -- reading ---------------------------------------------------------------------------------
    @property
    def total(self) -> int:
        """How many equally likely outcomes the histogram counts (6 for a d6, 36 for 2d6)."""
        return self._total

    @property
    def numeric(self) -> bool:
        return self._numeric

    def probability(self, face: Face) -> Fraction:
        return Fraction(self._counts.get(face, 0), self._total)

    def probabilities(self) -> dict[Face, Fraction]:
        return {f: Fraction(n, self._total) for f, n in self._counts.items()}

    def faces(self) -> list[Face]:
        """Every face listed once per count: the die as printed."""
        return [f for f, n in self._counts.items() for _ in range(n)]

    def label(self) -> str:
        """The die as written on the command line: '1,2,Noir,Noir,5,6'."""
        return ",".join(str(f) for f in self.faces())

    def mean(self) -> Fraction:
        self.require_numbers("average")
        return Fraction(sum(f * n for f, n in self._counts.items()), self._total)

    def require_numbers(self, what: str) -> None:
        """Raise a clear error if a face is a word, where `what` needs numbers: average, adding, summing or
        comparing (the message's words for each)."""
        if not self._numeric:
            word = next(f for f in self._counts if not is_number(f))
            raise PnpError(said("errors.engine.die.word", face=word, what=what), where=_place(self.label()))

    # -- arithmetic ------------------------------------------------------------------------------
    def __add__(self, other: H | int) -> H:
        """The sum of one roll of each die (or this die shifted by a whole number)."""
        self.require_numbers("adding")
        if is_number(other):
            return H({f + other: n for f, n in self._counts.items()})
        if not isinstance(other, H):
            return NotImplemented
        other.require_numbers("adding")
        return _convolve([(self, 1), (other, 1)])

    __radd__ = __add__

    def sum_of(self, n: int) -> H:
        """The total of n rolls of this die, by repeated squaring of its packed polynomial."""
        if not is_number(n) or n < 1:
            raise PnpError(said("errors.engine.rolls.sum", n=n), field="--rolls")
        self.require_numbers("summing")
        return self if n == 1 else _sum_of(self, n)


@lru_cache(maxsize=64)
def _sum_of(die: H, n: int) -> H:
    """Cached: a matrix sums each die once, not once per opponent."""
    return _convolve([(die, n)])


def sum_dice(dice: Sequence[H], *, field: str, fix: Said) -> H:
    """The total of one roll of each die: the product of their packed polynomials, each kind of die raised to
    the number of its copies. `field` and `fix` name where the dice come from and what to change when the
    exact table is past the budget (MAX_PACKED_BITS)."""
    if not dice:
        raise PnpError(said("errors.engine.rolls.none"), field=field)
    for die in dice:
        die.require_numbers("adding")
    return _convolve(list(Counter(dice).items()), field=field, fix=fix)


def _convolve(groups: list[tuple[H, int]], *, field: str = "--rolls",
              fix: Said | None = None) -> H:
    """The product of each (die, copies)'s polynomial to the power of its copies, exactly, via one packed big
    integer; refused past MAX_PACKED_BITS, before any big number is made."""
    fix = fix or said("errors.engine.rolls.fix-rolls")
    low = sum(min(d) * n for d, n in groups)
    step = 0
    for d, _ in groups:
        for f in d:
            step = math.gcd(step, f - min(d))
    step = step or 1
    span = sum((max(d) - min(d)) // step * n for d, n in groups)
    # first with fewer bits than a count needs, from logarithms: a long list of dice is refused before the
    # exact product of their totals is made (10,000 d20s: a 43,000-bit number)
    check_size(span + 1, max(0, int(sum(n * math.log2(d.total) for d, n in groups)) - 1), fix, field)
    slot = slot_bits(math.prod(d.total ** n for d, n in groups))
    check_size(span + 1, slot, fix, field)
    packed = 1
    for d, n in groups:
        packed *= _pack(d, step, slot) ** n
    return H(_unpack(packed, span, slot, low, step))


def slot_bits(biggest: int) -> int:
    """Bits per packed coefficient: whole bytes, with room for any count up to `biggest`."""
    return (biggest.bit_length() + 8) // 8 * 8


def check_size(slots: int, slot: int, fix: Said, field: str) -> None:
    """The budget of an exact table: `slots` counts of `slot` bits; past it, one line at `field` (the option or
    the game file's key the numbers come from) saying what to change."""
    if slots * slot > MAX_PACKED_BITS:
        raise PnpError(said("errors.engine.rolls.too-big", slots, bits=Grouped(slot), fix=fix), field=field)


def _pack(d: H, step: int, slot: int) -> int:
    base = min(d)
    return sum(n << ((f - base) // step * slot) for f, n in d.items())


def _unpack(packed: int, span: int, slot: int, low: int, step: int) -> dict[int, int]:
    width = slot // 8
    raw = packed.to_bytes((span + 1) * width, "little")
    counts = {}
    for k in range(span + 1):
        n = int.from_bytes(raw[k * width : (k + 1) * width], "little")
        if n:
            counts[low + k * step] = n
    return counts


# -- text in ---------------------------------------------------------------------------------------
_SHORTHAND = re.compile(r"[dD](\d+)")
_NUMBER = re.compile(r"[-+]?[0-9]+")
_LOOKS_NUMERIC = re.compile(r"[-+]?(\d+[.,/]\d*|\.\d+|\d+[eE][-+]?\d+)")


def parse_faces(text: str, *, where: str | None = None) -> list[Face]:
    """'1,2,Noir,Noir,5,6' -> [1, 2, 'Noir', 'Noir', 5, 6]: whole numbers become ints, words stay words."""
    where = where or _place()
    spec = text.strip()
    if not spec:
        raise PnpError(said("errors.engine.die.empty"), where=where)
    faces: list[Face] = []
    for part in spec.split(","):
        part = part.strip()
        if not part:
            raise PnpError(said("errors.engine.die.empty-between", die=spec), where=where)
        if _NUMBER.fullmatch(part) and len(part.lstrip("+-").lstrip("0")) > MAX_DIGITS:
            # Python refuses int() of 4,300 digits or more; a face is far smaller anyway
            raise PnpError(said("errors.engine.die.long-number", len(part), face=part[:12], low=MIN_NUMBER,
                                high=MAX_NUMBER), where=where)
        if _NUMBER.fullmatch(part):
            faces.append(int(part))
        elif _LOOKS_NUMERIC.fullmatch(part):
            raise PnpError(said("errors.engine.die.not-whole", face=part), where=where)
        else:
            faces.append(part)
    check_faces(faces, field=where)
    return faces


def parse_die(text: str, *, where: str | None = None) -> H:
    """'1,2,Noir,Noir,5,6' -> H. Numbers become ints; 'd6', 'd20' are the standard dice."""
    where = where or _place()
    spec = text.strip()
    if shorthand := _SHORTHAND.fullmatch(spec):
        digits = shorthand.group(1)
        sides = int(digits) if len(digits.lstrip("0")) <= MAX_DIGITS else MAX_FACES + 1
        if not 1 <= sides <= MAX_FACES:
            shown = spec if len(spec) <= 12 else f"{spec[:12]}…"
            raise PnpError(said("errors.engine.die.sides", die=shown, limit=MAX_FACES), where=where)
        return H.standard(sides)
    return H.from_faces(parse_faces(spec, where=where))
