"""The one catalogue of printed strings, and how a number is written in each language.

Every text pnp prints is a message of the catalogue, in files: `pnp/locales/<lang>/pnp.ftl` (Project Fluent), one
folder per language, with the language's own data beside it in `language.toml` (its name, Babel's locale, its
quotation marks, pyphen's hyphenation patterns and its spacing before : ; ! ?). A language is such a folder: the
languages are the folders found under pnp/locales and under every folder the environment variable PNP_LOCALES
names (parted like PATH), so a translator adds one with files alone. A message's id is its catalogue key with each
"." written "--" ("cards.how.single" is `cards--how--single`); a field {name} is `{ $name }`; a pair chosen by a
count is a Fluent selector on `$count`, by CLDR's plural rules. `say(key, lang, count=..., **fields)` is the one
lookup. Numbers are written by Babel from the language's locale: its decimal mark, thousands, percent sign and
ordinals (tests/test_strings.py checks every language has every message with the same fields).

No module picks a language with `if lang == "fr"` or lists the languages: what differs between them is data here.
"""

import math
import os
import re
import tomllib
from collections.abc import Callable, Mapping
from fractions import Fraction
from functools import cache, lru_cache
from pathlib import Path

from pnp.base import catalogue
from pnp.base import errors
from pnp.base.errors import PnpError

LOCALES = Path(__file__).resolve().parent.parent / "locales"
CATALOGUE_FILE, LANGUAGE_FILE = catalogue.CATALOGUE_FILE, catalogue.LANGUAGE_FILE


def locale_folders() -> tuple[Path, ...]:
    """pnp's own locales, then each folder PNP_LOCALES names: a language found twice is the first one's."""
    extra = [Path(part) for part in os.environ.get("PNP_LOCALES", "").split(os.pathsep) if part]
    return (LOCALES, *extra)


def _languages() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for folder in locale_folders():
        if folder.is_dir():
            for entry in sorted(folder.iterdir(), key=lambda e: e.name):
                if (entry / CATALOGUE_FILE).is_file() and (entry / LANGUAGE_FILE).is_file():
                    found.setdefault(entry.name, entry)
    return found


FOLDERS = _languages()


@cache
def language(lang: str) -> dict:
    """The language's data (language.toml): name, babel, quotes, hyphenation, spacing."""
    with open(FOLDERS[lang] / LANGUAGE_FILE, "rb") as file:
        return tomllib.load(file)


def _first(lang: str) -> bool:
    """The language pnp prints in unless told (language.toml's `default`) comes first, then the others by name."""
    return not language(lang).get("default", False)


# a folder whose language.toml says `complete = false` is a catalogue being written: not offered until it has
# every message (a kit reads every language's words of a table, and would stop at the first one missing)
LANGS = tuple(sorted((lang for lang in FOLDERS if language(lang).get("complete", True)), key=lambda lang: (_first(lang), lang)))
DEFAULT = LANGS[0]


def message_id(key: str) -> str:
    """A catalogue key's Fluent id: its dots written "--" (a Fluent id may hold "-" but no "." nor a space, written "_")."""
    return key.replace(".", "--").replace(" ", "_")


@cache
def _compiled(lang: str) -> dict:
    """The language's messages and number data, read back from their stored parse (pnp.base.catalogue)."""
    return catalogue.load(FOLDERS[lang], language(lang)["babel"])


def has(key: str, lang: str) -> bool:
    return message_id(key) in _compiled(lang)["messages"]


def say(key: str, lang: str, /, count: int | float | None = None, **values) -> str:
    """The catalogue's message `key` in `lang`: the variant CLDR's plural rules choose for `count` where it has
    one, its fields filled from `values` (and $count), each written as given (a figure is written before)."""
    return _said(key, lang, count, tuple((name, str(value)) for name, value in values.items()))


@lru_cache(maxsize=8192)
def _said(key: str, lang: str, count: int | float | None, values: tuple[tuple[str, str], ...]) -> str:
    """say's words, kept: a kit says the same label on every page (3,900 lookups for the four kits, 2 % of
    pnp build all when each was resolved anew)."""
    data = _compiled(lang)
    try:
        message = data["messages"][message_id(key)]
    except KeyError:
        raise KeyError(f"no message '{key}' in the {lang} catalogue") from None  # not a message
    if len(message) == 1 and isinstance(message[0], str):  # most messages: a text without fields
        return message[0]
    fields = dict(values)
    if not values and count is None:  # no field given: the text as written, its fields left {name} to fill later
        fields = {name: "{" + name + "}" for name in variables(key, lang)}  # a selector on one takes its default
    if count is not None:
        fields["count"] = count
    missing: list[str] = []
    words = catalogue.resolve(message, fields, data, missing)
    if missing and (count is not None or set(missing) - {"count"}):
        raise KeyError(f"message '{key}' in {lang}: no value for {sorted(set(missing))}")  # not a message
    return words


def each_language(words: Callable[[str], str]) -> Mapping[str, str]:
    """Words by language, each made when asked for (a tiled board's making step, of several messages): a kit
    reads its own language's alone."""
    return _EachLanguage(words)


def every_language(key: str, count: int | float | None = None, **values) -> Mapping[str, str]:
    """A message in every language, by language: what a guide entry or a part's name holds (its kit's language
    chosen later), each language's words read when asked for; equal to another of the same message."""
    return _EveryLanguage(key, count, values)


class _EachLanguage(Mapping):
    def __init__(self, words: Callable[[str], str]):
        self.words, self.made = words, {}

    def __getitem__(self, lang: str) -> str:
        if lang not in FOLDERS:
            raise KeyError(lang)
        if lang not in self.made:
            self.made[lang] = self.words(lang)
        return self.made[lang]

    def __iter__(self):
        return iter(LANGS)

    def __len__(self) -> int:
        return len(LANGS)


class _EveryLanguage(_EachLanguage):
    def __init__(self, key: str, count: int | float | None, values: dict):
        super().__init__(lambda lang: say(key, lang, count, **values))
        self.key, self.count, self.values = key, count, values

    def __eq__(self, other) -> bool:
        return isinstance(other, _EveryLanguage) and (other.key, other.count, other.values) == (self.key, self.count, self.values)

    def __hash__(self) -> int:
        return hash((self.key, self.count, tuple(sorted(self.values.items()))))


# -- pnp's messages to its user: in the language of whoever reads them -------------------------------------------
# A kit's language is asked for (--lang); pnp's own messages (errors, help, progress) are in the user's language,
# as the environment names it for every program (gettext's LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else in the
# language whose language.toml says `messages = true` (English: what a terminal without a locale reads).
def message_language() -> str:
    """The first language the environment names that pnp has, else the one its files name for messages."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for name in os.environ.get(variable, "").split(":"):
            lang = name.split(".")[0].split("@")[0].split("_")[0].lower()
            if lang in FOLDERS and language(lang).get("complete", True):
                return lang
        if variable != "LANGUAGE" and os.environ.get(variable):
            break  # as gettext reads them: the first of LC_ALL, LC_MESSAGES, LANG that is set decides
    return next((lang for lang in LANGS if language(lang).get("messages", False)), DEFAULT)


class Said:
    """A message of the catalogue said when it is read, in the reader's language (message_language): what an
    error holds, since the language is known only when the CLI prints it. Its fields may be Said themselves."""

    def __init__(self, key: str, count: int | float | None = None, **fields):
        self.key, self.count, self.fields = key, count, fields

    def __str__(self) -> str:
        return self.said(message_language())

    def said(self, lang: str) -> str:
        return say(self.key, lang, self.count, **{name: _field(value, lang) for name, value in self.fields.items()})

    def __add__(self, other) -> str:
        return str(self) + str(other)

    def __radd__(self, other) -> str:
        return str(other) + str(self)

    def __repr__(self) -> str:
        return f"Said({self.key!r}, {self.fields!r})"


class Grouped(Said):
    """A whole number in a said message, its thousands grouped as its reader's language groups them (10,000,
    10 000 or 10.000): a figure that is not the message's $count, which the catalogue groups itself."""

    def __init__(self, n: int):
        super().__init__("", n=n)
        self.n = n

    def said(self, lang: str) -> str:
        return grouped(self.n, lang)


def _field(value, lang: str):
    """A field of a said message as its reader's language writes it: a message said in it, a fraction of a unit
    (a measure in mm, a size in MB) with its decimal mark; a whole number (a line, a count) as written."""
    if isinstance(value, Said):
        return value.said(lang)
    if isinstance(value, float):
        return point(f"{value:.6g}" if abs(value) < 1e6 else f"{value:.0f}", lang)
    return value


def or_list(items) -> Said:
    """The choices "a, b or c" as a message says them in its reader's language (parts.or_list)."""
    words = [str(item) for item in items]
    return said("parts.or_list", count=len(words), items=", ".join(words[:-1]), last=words[-1])


def said(key: str, count: int | float | None = None, **fields) -> Said:
    """The message `key` with its fields, to be said in the reader's language when it is printed."""
    return Said(key, count, **fields)


catalogue.SAY = said  # a translator's message pnp cannot resolve is refused in the reader's language
errors.JOIN = lambda place, message: str(said("errors.at", place=place, message=message))


@cache
def variables(key: str, lang: str) -> frozenset[str]:
    """The names of the fields a message asks for."""
    found = set()
    patterns = [_compiled(lang)["messages"][message_id(key)]]
    while patterns:
        for part in patterns.pop():
            if not isinstance(part, str):
                found.add(part[1])
                patterns += [pattern for _, pattern in part[2]] if part[0] == "?" else []
    return frozenset(found)


def every_text(lang: str) -> list[str]:
    """Every form of every message of a language, its fields left {name}, each variant of a selector apart: the
    words pnp may print, for the checks that read them all (glyphs, hyphenated words, a page's words)."""
    return [form for pattern in _compiled(lang)["messages"].values() for form in _forms(pattern)]


def _forms(pattern: tuple) -> list[str]:
    forms = [""]
    for part in pattern:
        if isinstance(part, str):
            choices = [part]
        elif part[0] == "$":
            choices = ["{" + part[1] + "}"]
        else:
            choices = [form for _, variant in part[2] for form in _forms(variant)]
        forms = [start + choice for start in forms for choice in choices]
    return forms


def capital(words: str) -> str:
    """The first letter upper-cased, the others as written (str.capitalize would lower a German noun)."""
    return words[:1].upper() + words[1:]


def lowered(words: str, lang: str) -> str:
    """A name set inside a sentence: its first letter in lower case, as French and English write "Tokens, dice to
    fold"; a word opening on capitals ("DTC") as it is, and every word in a language whose language.toml says
    `nouns = "capital"` (German writes each noun with its capital: "Spielsteine, Würfelnetze")."""
    if not words or words[1:2].isupper() or language(lang).get("nouns") == "capital":
        return words
    return words[0].lower() + words[1:]


def check_lang(lang: str) -> str:
    if lang not in LANGS:
        raise PnpError(said("errors.lang.unknown", lang=lang, langs=", ".join(LANGS)), field="--lang")
    return lang


def text(value: str | dict[str, str], lang: str) -> str:
    """A designer's text in `lang`: a plain string is the same in every language; a text given per language must
    give this one (kit.missing_language refuses a kit before it asks, naming the field)."""
    if isinstance(value, str):
        return value
    return value.get(lang) or next(iter(value.values()), "")


# -- typography and numbers ---------------------------------------------------------------------------------
NBSP, NNBSP = "\u00a0", "\u202f"  # a no-break space, and its narrow form: no line breaks at either
# a language whose spacing is "french" puts a no-break space before : and a narrow one before ; ! ? and inside
# « », so they never start a line; a space written there becomes one, and one is put where none was written
_SPACE = "[ \u00a0\u202f]*"
SPACING = {
    "french": ((re.compile(rf"(?<=\S){_SPACE}:(?=[\s*_]|$)"), NBSP + ":"),
               (re.compile(rf"(?<=[^\s\\]){_SPACE}(\\?[;!?]+)(?=[\s*_»)\]]|$)"), NNBSP + "\\1"),  # "\!": Markdown's escape
               (re.compile(rf"«{_SPACE}"), "«" + NNBSP), (re.compile(rf"{_SPACE}»"), NNBSP + "»")),
    "none": (),
}


def quotes(lang: str) -> tuple[str, str, str, str]:
    """The language's quotation marks for a straight " or ' written in a text: double open and close, single
    open, and the apostrophe (which also closes a single quotation)."""
    return tuple(language(lang)["quotes"])


def hyphenation(lang: str) -> str:
    """pyphen's name for the language's hyphenation patterns (LibreOffice's), which the typesetter breaks by."""
    return language(lang)["hyphenation"]


# a figure and its unit, a count and what it counts ("8 × 6", "2 × Double") stay on one line
UNITS = ((re.compile(r"(?<=\d) (?=[%‰])"), NNBSP),
         (re.compile(r"(?<=\d) (?=(?:mm|cm|g/m²|pt|px|°)(?![\w/]))"), NBSP),
         (re.compile(r"(?<=\d) × "), NBSP + "×" + NBSP))
# a symbol standing as a word ("↔", "=", "→"), with the punctuation after it, keeps to the words on either side
# ("par temps ↔).", "↔ weather"); a dash keeps to the word before it, never starting a line ("Renard – Poule")
_SYMBOL = re.compile(r"(?<!\S)(?:[^\x00-\x7f\w\s\u00a0\u202f«»“”‘’…]|=)+[)\].,;:!?»”’]*(?!\S)")
DASHES, PUNCTUATION = "–—", ")].,;:!?»”’"  # a symbol ending a clause keeps only to the word before it
_MARKER = re.compile(r"[ \t]*(?:[-+*>]|\d+[.)]|#+)?[ \t]*")  # a Markdown list, quote or heading marker
_OPENING = re.compile(r"(^|[\s(\[{\u2013\u2014/])\"")  # a straight double quote that opens a quotation
_APOSTROPHE = re.compile(r"(?<=[\w.,!?%)])'")  # after a letter: an apostrophe, or the end of a single quotation


def typography(words: str, lang: str) -> str:
    """The language's typography applied to a text set in type (Markdown included): its quotation marks and
    apostrophe for straight ones, French spacing around : ; ! ? « », and no line break between a figure and
    its unit."""
    double_open, double_close, single_open, apostrophe = quotes(lang)
    words = _OPENING.sub(lambda m: m.group(1) + double_open, words).replace('"', double_close)
    words = _APOSTROPHE.sub(apostrophe, words).replace("'", single_open)
    return held(spacing(words, lang))


def printed(value: str | dict[str, str], lang: str) -> str:
    """A designer's words (a game file's field, a data sheet's cell) as a player reads them printed: in `lang`,
    with its quotation marks, apostrophe and no-break spaces (typography)."""
    return typography(text(value, lang), lang)


def spacing(words: str, lang: str) -> str:
    """The language's no-break spaces around punctuation alone (French : ; ! ? « »): for a text that is not set in
    type (a README, a terminal's line), whose quotes and figures stay as written."""
    for pattern, spaced in SPACING[language(lang)["spacing"]]:
        words = pattern.sub(spaced, words)
    return words


def held(words: str) -> str:
    """A text whose figures keep their units on their line ("25,9 %", "8 × 6", "18 mm"): what every language
    shares of its typography, for a text whose language is not known."""
    for pattern, spaced in UNITS:
        words = pattern.sub(spaced, words)
    return _symbols_held(words)


def _symbols_held(words: str) -> str:
    """Each symbol standing as a word held by a no-break space to the word before it (unless it opens a
    sentence) and, unless a dash or punctuation ends it, to the word after it; never to a line's Markdown
    marker nor across a table's cell border."""
    chars = list(words)
    for found in _SYMBOL.finditer(words):
        start, end = found.span()
        line = words.rfind("\n", 0, start) + 1
        dash = found.group()[0] in DASHES
        if (start > line and words[start - 1] == " " and not _MARKER.fullmatch(words, line, start - 1)
                and words[start - 2] not in ("|" if dash else "|.!?")):
            chars[start - 1] = NBSP
        after = words[end + 1 : end + 2]
        if found.group()[-1] not in DASHES + PUNCTUATION and words[end : end + 1] == " " and after not in ("", " ", "|", "\n"):
            chars[end] = NBSP
    return "".join(chars)


def point(figure: str, lang: str) -> str:
    """A number written with "." as its decimal mark, in the language's own (CLDR's, stored with the catalogue)."""
    return figure.replace(".", _compiled(lang)["decimal"])


def grouped(n: int, lang: str) -> str:
    """A whole number with its thousands grouped as the locale does (CLDR's): 10,000 or 10 000."""
    return catalogue.number(n, _compiled(lang))


def decimal(value: Fraction, places: int, lang: str = "en") -> str:
    """The exact value rounded to `places` decimals, half up (away from zero for a negative value):
    '14.38' for 23/160 × 100, in the language's decimal mark ('14,38' in French)."""
    whole = math.floor(abs(value) * 10**places + Fraction(1, 2))
    units, rest = divmod(whole, 10**places)
    shown = ("-" if value < 0 and whole else "") + (f"{units}.{rest:0{places}d}" if places else f"{units}")
    return point(shown, lang)


def ordinal(n: int, lang: str) -> str:
    """1er, 2e ... or 1st, 2nd ...: the message `ordinal` chooses its suffix by CLDR's ordinal category."""
    return say("ordinal", lang, n=n, form=catalogue.category(_compiled(lang)["ordinal"], n))


def percent_sign(shown: str, lang: str) -> str:
    """A percentage already written ("56,80") with the locale's percent sign and its spacing: "56,80 %", "56.80%"."""
    prefix, suffix = _compiled(lang)["percent"]
    return f"{prefix}{shown}{suffix}"


def figure(x: float, digits: int = 1, sign: bool = False, lang: str | None = None) -> str:
    """A measured figure rounded to `digits` places: '52.3', '-1.50' (`sign`: '+2.66'), as a terminal shows
    figures; with `lang`, as a page prints them, in its decimal mark and with a true minus sign ('−1,5')."""
    shown = f"{x:{'+' if sign else ''}.{digits}f}"
    return point(shown.replace("-", "−"), lang) if lang else shown


def points(share: float, digits: int = 1, sign: bool = False, lang: str | None = None) -> str:
    """A measured share (a win rate of 0.523, an edge of -0.015) in percentage points, as `figure` writes it.
    What `pnp simulate` prints and the rule book's numbers box both say their rates with it."""
    return figure(100 * share, digits, sign, lang)


def percent(p: Fraction, lang: str = "en") -> str:
    """A probability for the eye: '58.33%' or '58,33 %', rounded from the exact fraction; never shows 0
    for a chance that is not zero, nor 100 for one that is not certain."""
    shown = decimal(Fraction(p) * 100, 2, lang)
    if 0 < p and shown == point("0.00", lang):
        shown = point("<0.01", lang)
    elif p < 1 and shown == point("100.00", lang):
        shown = point(">99.99", lang)
    return percent_sign(shown, lang)


def outcome_words(lang: str) -> tuple[str, str, str]:
    """win, tie, lose in `lang`."""
    return tuple(say(f"outcome.{k}", lang) for k in ("win", "tie", "lose"))
