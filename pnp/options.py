"""Print options (paper, language, ink, duplex, pawns, bleed, formats), each checked with a message naming
its command-line option. Part kinds read them; nothing here knows a part."""

from __future__ import annotations

from msgspec import Struct

from pnp.errors import PnpError
from pnp.i18n import check_lang
from pnp.units import paper_size, parse_length

PART_FORMATS = ("pdf", "svg", "png")
FORMATS = ("kit", *PART_FORMATS)  # kit: the one PDF holding the guide and every part, made by pnp build only
INKS = ("color", "bw")
DUPLEXES = ("long", "short", "none")
LAYOUTS = ("sheet", "shop")  # sheet: cards imposed for home printing; shop: one card a page for a print shop
PAWN_STYLES = ("standee", "token")
MAX_BLEED = 10.0  # mm
PAPER_LABELS = {"a4": "A4", "a3": "A3", "letter": "US Letter"}


class PrintOptions(Struct, frozen=True):
    paper_name: str = "a4"
    lang: str = "fr"
    bleed: float = 0.0
    formats: tuple[str, ...] = ("pdf", "svg", "png")
    ink: str = "color"  # color | bw: black and white, every piece still told apart by shape, pattern, letter
    duplex: str = "long"  # long | short | none: how double-sided sheets are flipped
    pawn: str = "standee"  # standee | token: how pawns are printed
    layout: str = "sheet"  # sheet | shop: cards on sheets with crop marks, or one a page at trim + 1/8 in bleed

    @property
    def paper(self) -> tuple[float, float]:
        return paper_size(self.paper_name)

    @property
    def paper_label(self) -> str:
        return PAPER_LABELS.get(self.paper_name, self.paper_name)


def parse_formats(text: str, allowed: tuple[str, ...] = FORMATS) -> tuple[str, ...]:
    chosen = tuple(dict.fromkeys(f.strip().lower() for f in text.split(",") if f.strip()))
    unknown = [f for f in chosen if f not in allowed]
    if not chosen or unknown:
        raise PnpError(f"unknown format '{unknown[0] if unknown else text}'; use {', '.join(allowed)} or a list like pdf,svg",
                       where="--format")
    return chosen


def _one_of(value: str, allowed: tuple[str, ...], what: str, option: str) -> str:
    if value not in allowed:
        raise PnpError(f"unknown {what} '{value}'; use {' or '.join([', '.join(allowed[:-1]), allowed[-1]])}", where=option)
    return value


def check_pawn(style: str) -> str:
    return _one_of(style, PAWN_STYLES, "pawn style", "--pawn")


def options(paper: str, lang: str, fmt: str, bleed: str, ink: str = "color", duplex: str = "long",
            pawn: str = "standee", layout: str = "sheet", *, kit: bool = False) -> PrintOptions:
    """Print options from the command line. Only a whole kit (`kit`, pnp build) has the kit format."""
    paper_size(paper)
    bleed_mm = parse_length(bleed, field="--bleed")
    if not 0 <= bleed_mm <= MAX_BLEED:
        raise PnpError(f"'{bleed}' is outside 0 to {MAX_BLEED:g} mm", where="--bleed")
    return PrintOptions(paper_name=paper.lower(), lang=check_lang(lang), bleed=bleed_mm,
                        formats=parse_formats(fmt, FORMATS if kit else PART_FORMATS),
                        ink=_one_of(ink, INKS, "ink", "--ink"), duplex=_one_of(duplex, DUPLEXES, "duplex", "--duplex"),
                        pawn=check_pawn(pawn), layout=_one_of(layout, LAYOUTS, "layout", "--layout"))
