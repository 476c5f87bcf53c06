"""Print options (paper, language, ink, duplex, bleed, formats), each checked with a message naming its command-line
option, and the shape of the options a part kind adds of its own (a `Choice`, such as the pawns' --pawn or the
cards' --layout). The command line fills them and the jobs unpack them once: below the jobs, each function takes the
values it uses (a Paper, the language, the ink, the duplex, the bleed, a kind's choices; a kind's Context carries
them). Nothing here knows a part."""

from __future__ import annotations

from msgspec import Struct

from pnp.base.errors import PnpError
from pnp.base.i18n import check_lang, or_list, said
from pnp.base.units import Paper, paper, paper_size, parse_length
from pnp.render import formats as output_formats

PART_FORMATS = output_formats.PART_NAMES
FORMATS = output_formats.NAMES  # kit: the one PDF holding the guide and every part, made by pnp build only
INKS = ("color", "bw")
DUPLEXES = ("long", "short", "none")
MAX_BLEED = 10.0  # mm


class Choice(Struct, frozen=True):
    """A print option of one part kind, declared in its Kind: pnp build (and pnp tokens, for the pieces)
    take it as --NAME VALUE, each written in their signature with its help (pnp/cli), and the kind reads it
    with context.choice(...) (pnp.parts.registry)."""

    name: str  # the option without its dashes: "layout"
    what: str  # for messages: "unknown layout 'x'; use sheet or shop"
    values: tuple[str, ...]  # the first is the default


class PrintOptions(Struct, frozen=True):
    """What the command line fills: only cli/ and jobs.py hold it, and the jobs unpack it once (jobs.printing)
    into the values the kit and the kinds take."""

    paper_name: str = "a4"
    lang: str = "fr"
    bleed: float = 0.0
    formats: tuple[str, ...] = output_formats.PART_NAMES
    ink: str = "color"  # color | bw: black and white, every piece still told apart by shape, pattern, letter
    duplex: str = "long"  # long | short | none: how double-sided sheets are flipped
    choices: tuple[tuple[str, str], ...] = ()  # the part kinds' own options given: (name, value)

    @property
    def paper(self) -> Paper:
        return paper(self.paper_name)


def parse_formats(text: str, allowed: tuple[str, ...] = FORMATS) -> tuple[str, ...]:
    chosen = tuple(dict.fromkeys(f.strip().lower() for f in text.split(",") if f.strip()))
    unknown = [f for f in chosen if f not in allowed]
    if not chosen or unknown:
        raise PnpError(said("errors.options.format", given=unknown[0] if unknown else text, allowed=", ".join(allowed)),
                       field="--format")
    return chosen


def _one_of(value: str, allowed: tuple[str, ...], what: str, option: str) -> str:
    if value not in allowed:
        raise PnpError(said("errors.options.value", value=value, choices=or_list(allowed)), field=option)
    return value


def check_choices(given: dict[str, str], allowed: tuple[Choice, ...]) -> tuple[tuple[str, str], ...]:
    """The kinds' options a command was given, each checked against its kind's values; one not given (None)
    is left out, so a kind can tell its default from the same value said aloud (--shop implies --layout shop)."""
    known = {c.name: c for c in allowed}
    given = {name: value for name, value in given.items() if value is not None}
    for name, value in given.items():
        if name not in known:
            raise PnpError(said("errors.options.no-such", option=f"--{name}"), field=f"--{name}")
        _one_of(value, known[name].values, known[name].what, f"--{name}")
    return tuple(sorted(given.items()))


def options(paper: str, lang: str, fmt: str, bleed: str, ink: str = "color", duplex: str = "long", *,
            choices: dict[str, str] | None = None, allowed: tuple[Choice, ...] = (), kit: bool = False) -> PrintOptions:
    """Print options from the command line: `choices` are the part kinds' own, each one of `allowed`. Only a
    whole kit (`kit`, pnp build) has the kit format."""
    paper_size(paper)
    bleed_mm = parse_length(bleed, field="--bleed")
    if not 0 <= bleed_mm <= MAX_BLEED:
        raise PnpError(said("errors.options.bleed", given=bleed, most=MAX_BLEED), field="--bleed")
    return PrintOptions(paper_name=paper.lower(), lang=check_lang(lang), bleed=bleed_mm,
                        formats=parse_formats(fmt, FORMATS if kit else PART_FORMATS),
                        ink=_one_of(ink, INKS, "ink", "--ink"), duplex=_one_of(duplex, DUPLEXES, "duplex", "--duplex"),
                        choices=check_choices(choices or {}, allowed))
