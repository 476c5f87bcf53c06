"""Lengths and paper sizes. Text with a unit comes in at the edge; everything inside is millimetres."""

import math
import re

from msgspec import Struct

from pnp.base.errors import PnpError
from pnp.base.i18n import said

MM_PER = {"mm": 1.0, "cm": 10.0, "in": 25.4, "pt": 25.4 / 72}

PAPERS = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
    "a3": (297.0, 420.0),
}
PAPER_LABELS = {"a4": "A4", "a3": "A3", "letter": "US Letter"}  # how a sheet is named in print and messages

_LENGTH = re.compile(r"\s*([-+]?(?:\d+\.?\d*|\.\d+))\s*([a-zA-Z]*)\s*")


class Length(float):
    """A length of a game file, read once where the file is read (pnp.model.spec): the number is its
    millimetres, and `text` what the file wrote ("0.5in"), which messages quote back as the designer wrote it.
    A key whose "" takes a default elsewhere is a MaybeLength."""

    __slots__ = ("text",)
    text: str

    def __new__(cls, mm: float, text: str = ""):
        length = super().__new__(cls, mm)
        length.text = text
        return length

    @classmethod
    def read(cls, text: str, *, field: str = "length", file: str | None = None) -> "Length":
        """'16mm', '1.6cm', '0.5in', '12pt' (or a bare number of mm) as a Length, or the error naming `field`."""
        return cls(parse_length(text, field=field, file=file), text)

    @property
    def given(self) -> bool:
        """Whether the file gave a length (a MaybeLength read from "" did not)."""
        return True


class MaybeLength(Length):
    """A length key whose "" (or absence) takes a default found elsewhere: a die's shape, the pawn base."""

    __slots__ = ()

    @classmethod
    def read(cls, text: str, *, field: str = "length", file: str | None = None) -> "MaybeLength":
        return cls(0.0, "") if text == "" else super().read(text, field=field, file=file)

    @property
    def given(self) -> bool:
        return self.text != ""


UNSET = MaybeLength(0.0, "")  # a MaybeLength key the file leaves out


def as_written(value):
    """msgspec's enc_hook for a model holding Lengths: each as the text the file wrote."""
    if isinstance(value, Length):
        return value.text
    raise NotImplementedError(type(value))


def parse_length(text: str | float | int, *, field: str = "length", default_unit: str = "mm", file: str | None = None) -> float:
    """'16mm', '1.6cm', '0.5in', '12pt' -> millimetres. A bare number takes default_unit. `file`: the file
    the value is read from, for messages. A Length is read already: its millimetres."""
    if isinstance(text, Length):
        return float(text)
    if isinstance(text, (int, float)) and not isinstance(text, bool):
        value, unit = float(text), default_unit
    else:
        match = _LENGTH.fullmatch(str(text))
        if not match:
            raise PnpError(said("errors.units.not-length", given=str(text)), field=field, file=file)
        value, unit = float(match.group(1)), (match.group(2).lower() or default_unit)
    if unit not in MM_PER:
        raise PnpError(said("errors.units.unit", unit=unit, given=str(text)), field=field, file=file)
    mm = value * MM_PER[unit]
    if not math.isfinite(mm):  # nan, inf, or 400 digits; each field checks its own range after
        shown = str(text) if len(str(text)) <= 24 else f"{str(text)[:20]}…"
        raise PnpError(said("errors.units.not-finite", given=shown), field=field, file=file)
    return mm


def positive_length(text: str | float | int, *, field: str, maximum: float = 2000.0, minimum: float = 0.0,
                    file: str | None = None) -> float:
    """A length that must be above zero (and at least `minimum`) and below a sane bound (in mm). Messages
    quote a Length as the file wrote it."""
    mm = parse_length(text, field=field, file=file)
    text = text.text if isinstance(text, Length) else text
    if mm <= 0:
        raise PnpError(said("errors.units.not-positive", given=str(text)), field=field, file=file)
    if mm < minimum:
        raise PnpError(said("errors.units.too-small", given=str(text), least=float(minimum)), field=field, file=file)
    if mm > maximum:
        raise PnpError(said("errors.units.too-large", given=str(text), most=float(maximum)), field=field, file=file)
    return mm


def paper_size(name: str, *, field: str = "--paper") -> tuple[float, float]:
    try:
        return PAPERS[name.lower()]
    except KeyError:
        raise PnpError(said("errors.units.paper", name=name, papers=", ".join(PAPERS)), field=field) from None


class Paper(Struct, frozen=True):
    """A sheet: its size in mm, its name as --paper gives it, and its label for messages and printed texts."""

    width: float
    height: float
    name: str
    label: str

    @property
    def size(self) -> tuple[float, float]:
        return (self.width, self.height)


def paper(name: str, *, field: str = "--paper") -> Paper:
    """The sheet a --paper name gives, checked."""
    width, height = paper_size(name, field=field)
    return Paper(width, height, name.lower(), PAPER_LABELS.get(name.lower(), name.lower()))


def fmt_mm(mm: float) -> str:
    """A length for messages: '13 mm', '12.8 mm'."""
    return f"{mm:.1f}".rstrip("0").rstrip(".") + " mm"


# The printable area of a sheet: home printers leave 4-6 mm unprinted, and every page has a footer.
MARGIN = 5.0  # mm home printers leave unprinted
FOOTER = 7.5  # mm kept at the bottom of the printable area for the footer (and a licence notice)


def printable(paper: tuple[float, float], margin: float = MARGIN) -> tuple[float, float, float, float]:
    """x, y, width, height of the area items may use."""
    w, h = paper
    return margin, margin, w - 2 * margin, h - 2 * margin - FOOTER
