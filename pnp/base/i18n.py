"""The one catalogue of printed strings, and how a number is written in each language.

Every short text pnp prints has a key in `CATALOGUE`, with a text per language of `LANGS`. The sheets' own
texts are written below; a part kind, the rule book's context and the commands' reports keep theirs beside the
code that prints them and add them with `add_strings(prefix, entries)` when their module is imported, so a new
kind stays one module and still lands in the one catalogue (tests/test_strings.py checks every entry has every
language and the same {fields} in each). `say(key, lang, ...)` looks a text up; an entry whose text is a pair
(singular, plural) is chosen by `count`. Rule books live in templates/.

No module picks a language with `if lang == "fr"`: what differs between languages (a word, the decimal mark,
the spaces French typography puts before a colon) is a table keyed by language here.
"""

import math
import re
from fractions import Fraction

from pnp.base.errors import PnpError

LANGS = ("fr", "en")

Entry = dict[str, "str | tuple[str, str]"]  # {"fr": ..., "en": ...}; a (singular, plural) pair where counted
CATALOGUE: dict[str, Entry] = {}


def add_strings(prefix: str, table: dict) -> dict:
    """Add a module's texts to the catalogue as "prefix.key", and give the table back unchanged for the module's
    own lookups. The table is written by key ({"title": {"fr": ..., "en": ...}}, nested keys joined with dots),
    by language ({"fr": {"title": ...}, "en": {...}}), or is one entry ({"fr": ..., "en": ...}), as reads best
    beside its code. Registering the same texts again (a module imported twice by path) is harmless; other texts
    under a taken name are a programming error."""
    for name, entry in _entries(prefix, table):
        if CATALOGUE.setdefault(name, entry) != entry:
            raise ValueError(f"two different texts are registered as '{name}'")
    return table


def _entries(prefix: str, table):
    """(name, {lang: text}) for every text of a table in one of add_strings' shapes."""
    if not isinstance(table, dict):
        raise ValueError(f"the text '{prefix}' names no language")
    if not set(table) & set(LANGS):  # by key
        for key, value in table.items():
            yield from _entries(f"{prefix}.{key}" if prefix else key, value)
    elif all(isinstance(value, dict) for value in table.values()):  # by language, then key
        for key in dict.fromkeys(k for words in table.values() for k in words):
            yield from _entries(f"{prefix}.{key}", {lang: words[key] for lang, words in table.items() if key in words})
    else:  # one entry
        yield prefix, table


def say(key: str, lang: str, count: int | None = None, **values) -> str:
    """The catalogue's text for `key` in `lang`: the plural form for `count` where the entry has one, its
    {fields} filled from `values` (and {count}); a text with no field given is returned as written."""
    words = CATALOGUE[key][lang]
    if isinstance(words, tuple):
        words = words[plural(count, lang)]
    if count is not None:
        values = {"count": count, **values}
    return words.format(**values) if values else words


# Which form of a (singular, plural) pair a count takes. Both languages print the singular for exactly one
# here: the kits never print "0 carte", and the texts were written so.
PLURAL = {"fr": lambda n: n != 1, "en": lambda n: n != 1}


def plural(count: int | None, lang: str) -> int:
    return int(PLURAL[lang](count if count is not None else 2))


def _english_ordinal(n: int) -> str:
    return f"{n}" + ({1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th") if n % 100 not in (11, 12, 13) else "th")


ORDINAL = {"fr": lambda n: "1er" if n == 1 else f"{n}e", "en": _english_ordinal}


def ordinal(n: int, lang: str) -> str:
    """1er, 2e ... or 1st, 2nd ..."""
    return ORDINAL[lang](n)


def check_lang(lang: str) -> str:
    if lang not in LANGS:
        raise PnpError(f"unknown language '{lang}'; use fr or en", field="--lang")
    return lang


def t(key: str, lang: str, table: dict | None = None, **values) -> str:
    """A printed string in `lang` from the catalogue (or a part's own table), its {fields} filled in."""
    words = (CATALOGUE if table is None else table)[key][lang]
    return words.format(**values) if values else words


def text(value: str | dict[str, str], lang: str) -> str:
    """The text in `lang`, falling back to French, then to any language given."""
    if isinstance(value, str):
        return value
    return value.get(lang) or value.get("fr") or next(iter(value.values()), "")


# -- typography and numbers ---------------------------------------------------------------------------------
DECIMAL_MARK = {"fr": ",", "en": "."}
THOUSANDS = {"fr": "\u202f", "en": ","}  # a narrow no-break space groups French thousands
NBSP, NNBSP = "\u00a0", "\u202f"  # a no-break space, and its narrow form: no line breaks at either
# each language's quotation marks for a straight " or ' written in a text: double open and close, single open,
# and the apostrophe (which also closes a single quotation)
QUOTES = {"fr": ("«" + NNBSP, NNBSP + "»", "‘", "’"), "en": ("“", "”", "‘", "’")}
# French puts a no-break space before : and a narrow one before ; ! ? and inside « », so they never start a
# line; a space written there becomes one, and one is put where none was written after a word
_SPACE = "[ \u00a0\u202f]*"
NO_BREAK = {
    "fr": ((re.compile(rf"(?<=\S){_SPACE}:(?=[\s*_]|$)"), NBSP + ":"),
           (re.compile(rf"(?<=[^\s\\]){_SPACE}(\\?[;!?]+)(?=[\s*_»)\]]|$)"), NNBSP + "\\1"),  # "\!": Markdown's escape
           (re.compile(rf"«{_SPACE}"), "«" + NNBSP), (re.compile(rf"{_SPACE}»"), NNBSP + "»")),
    "en": (),
}
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


# pyphen's name for each language's hyphenation patterns (LibreOffice's), which the typesetter breaks words by
HYPHENATION = {"fr": "fr", "en": "en_US"}


def typography(words: str, lang: str) -> str:
    """The language's typography applied to a text set in type (Markdown included): its quotation marks and
    apostrophe for straight ones, French spacing around : ; ! ? « », and no line break between a figure and
    its unit."""
    double_open, double_close, single_open, apostrophe = QUOTES[lang]
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
    for pattern, spaced in NO_BREAK[lang]:
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
    """A number written with "." as its decimal mark, in the language's own."""
    return figure.replace(".", DECIMAL_MARK[lang])


def grouped(n: int, lang: str) -> str:
    """A whole number with its thousands grouped: 10,000 or 10 000."""
    return f"{n:,}".replace(",", THOUSANDS[lang])


def decimal(value: Fraction, places: int, lang: str = "en") -> str:
    """The exact value rounded to `places` decimals, half up (away from zero for a negative value):
    '14.38' for 23/160 × 100, as written in French ('14,38') or English."""
    whole = math.floor(abs(value) * 10**places + Fraction(1, 2))
    units, rest = divmod(whole, 10**places)
    shown = ("-" if value < 0 and whole else "") + (f"{units}.{rest:0{places}d}" if places else f"{units}")
    return point(shown, lang)


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
    return say("percent", lang, n=shown)


add_strings("", {
    "calibration": {
        "fr": "Imprimer à 100\u202f%\u00a0: ce carré mesure 50\u00a0mm.",
        "en": "Print at 100%: this square is 50\u00a0mm wide.",
    },
    "calibration_bar": {"fr": "2 pouces = 50,8 mm", "en": "2 in = 50.8 mm"},
    "calibration_strip": {"fr": "← 50 mm à 100 %", "en": "← 50 mm at 100%"},
    "page": {"fr": "page {n}/{total}", "en": "page {n}/{total}"},
    "kit_page": {"fr": "kit p. {n}/{total}", "en": "kit p. {n}/{total}"},
    "sticker_help": {
        "fr": "Découper en suivant les traits de coupe. Les deux faces d'une même colonne se collent "
        "sur des côtés opposés du dé.",
        "en": "Cut along the crop marks. The two faces in one column go on opposite sides of the die.",
    },
    "black_face": {"fr": "Noir", "en": "Black"},
    "stickers": {"fr": "Autocollants de dés", "en": "Dice stickers"},
    "nets": {"fr": "Dés à plier", "en": "Dice to fold"},
    "net_help": {
        "fr": "Découper le trait plein, plier sur les pointillés, le dessin vers l'extérieur, "
        "puis coller les languettes grises à l'intérieur.",
        "en": "Cut the solid line, fold along the dashes with the print outside, "
        "then glue the grey tabs inside.",
    },
    # punctuation and numbers
    "colon": {"fr": " :", "en": ":"},  # after a label, before its value
    "and": {"fr": " et ", "en": " and "},  # the last link of a list
    "percent": {"fr": "{n}\u202f%", "en": "{n}%"},
    "quoted": {"fr": "« {name} »", "en": "“{name}”"},
    # what one die does against another: the odds' words, for the CLI, the charts and the books
    "outcome.win": {"fr": "gagne", "en": "win"},
    "outcome.tie": {"fr": "égalité", "en": "tie"},
    "outcome.lose": {"fr": "perd", "en": "lose"},
})

def outcome_words(lang: str) -> tuple[str, str, str]:
    """win, tie, lose in `lang`."""
    return tuple(say(f"outcome.{k}", lang) for k in ("win", "tie", "lose"))
