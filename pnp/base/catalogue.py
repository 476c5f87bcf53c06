"""A language's messages compiled once into plain data, and resolved without Fluent's runtime.

pnp's messages (pnp/locales/<lang>/*.ftl: pnp.ftl for the kits' words, one more file per part of pnp for its
messages to the user) use a small part of Fluent: text, variables ({ $name }), string
literals ({" "}), and selectors on a variable whose variants are CLDR plural categories ([one], [other]) or exact
keys ([0], [first]). Importing fluent.runtime (and Babel under it) took about 110 ms at every start, and parsing the
French catalogue about 80 ms more, of a W1 build of about 0.6 s. So each language's messages are compiled once,
with fluent.syntax, into tuples and stored beside each file (pnp.ftl.parsed, made by
`python -m pnp.base.catalogue`) with what pnp asks Babel about the language (its plural and ordinal rules as
CLDR's conditions, decimal mark, grouping, minus and percent sign), keyed by the SHA-256 of that file and
language.toml, and read back in about a millisecond. When the key differs (a translator's edit, a language added
by PNP_LOCALES), the catalogue is compiled in memory, as before, and nothing is written. The stored parse holds
only plain values (tuples, dicts, strings, numbers): no class is ever loaded. fluent.runtime stays the reference:
tests/test_catalogue.py resolves every message of every language with sample values both ways.

A compiled message is a tuple of parts: a text; ("$", name) for a variable; ("?", name, variants, default) for a
selector, each variant (key, pattern) with key a number ([0]) or a name ([one]).
"""

import hashlib
import io
import pickle
import tomllib
import zlib
from collections.abc import Mapping
from decimal import Decimal
from pathlib import Path

from pnp.base.errors import PnpError

FORMAT = 1  # the stored parse's own layout: raised when it changes, so an older file is compiled again
CATALOGUE_FILE, LANGUAGE_FILE, PARSED_SUFFIX = "pnp.ftl", "language.toml", ".parsed"


class _PlainValues(pickle.Unpickler):
    def find_class(self, module, name):  # a stored parse is plain values: any class in it is refused
        raise pickle.UnpicklingError(f"{module}.{name}")


def files(folder: Path) -> list[Path]:
    """A language's catalogue files: pnp.ftl (the words of kits) first, then every other .ftl of the folder by
    name (the CLI's messages, one file per part of pnp, so that each is edited alone)."""
    others = sorted(p for p in folder.glob("*.ftl") if p.name != CATALOGUE_FILE)
    return [folder / CATALOGUE_FILE, *others]


def key(folder: Path, source: Path | None = None) -> list:
    """What a stored parse must have been made from: this layout, this very file and language.toml."""
    source = source or folder / CATALOGUE_FILE
    return [FORMAT, *(hashlib.sha256(path.read_bytes()).hexdigest() for path in (source, folder / LANGUAGE_FILE))]


def parsed_path(folder: Path, source: Path | None = None) -> Path:
    source = source or folder / CATALOGUE_FILE
    return source.with_name(source.name + PARSED_SUFFIX)


def load(folder: Path, babel_locale: str) -> dict:
    """The language's compiled messages (every file's, the first of two with one id kept) and number data."""
    first, *others = files(folder)
    data = load_file(folder, first, babel_locale)
    return {**data, "messages": Messages(data["messages"], folder, babel_locale, others)}


class Messages(Mapping):
    """A language's messages, a file read when an id the files read so far lack is asked for, in the order of
    `files`: a kit's words are all in pnp.ftl, so a build reads one stored parse a language, not the dozen that
    hold the command line's messages (each read costs a pickle and two hashes: 40 of them made W1 13 % slower)."""

    def __init__(self, known: dict, folder: Path, babel_locale: str, waiting: list[Path]):
        self._known, self._folder, self._babel, self._waiting = dict(known), folder, babel_locale, list(waiting)

    def _read_next(self) -> bool:
        if not self._waiting:
            return False
        part = load_file(self._folder, self._waiting.pop(0), self._babel)
        for name, message in part["messages"].items():
            self._known.setdefault(name, message)
        return True

    def __getitem__(self, name: str) -> tuple:
        while name not in self._known:
            if not self._read_next():
                raise KeyError(name)
        return self._known[name]

    def __contains__(self, name) -> bool:
        try:
            self[name]
        except KeyError:
            return False
        return True

    def __iter__(self):
        while self._read_next():
            pass
        return iter(self._known)

    def __len__(self) -> int:
        return sum(1 for _ in self)


def load_file(folder: Path, source: Path, babel_locale: str) -> dict:
    """One catalogue file's compiled messages and the language's number data: the stored parse when it was made
    from these files, else compiled now (with fluent.syntax and Babel, which only this path loads)."""
    try:
        with open(parsed_path(folder, source), "rb") as file:
            stored = _PlainValues(file).load()
    except (OSError, pickle.UnpicklingError, EOFError, ValueError):
        stored = None
    if isinstance(stored, dict) and stored.get("key") == key(folder, source):
        return stored
    return compiled(folder, babel_locale, source)


def compiled(folder: Path, babel_locale: str, source: Path | None = None) -> dict:
    source = source or folder / CATALOGUE_FILE
    return {"key": key(folder, source), "messages": compile_messages(source.read_text(encoding="utf-8"), str(source)),
            **locale_data(babel_locale)}


def compile_messages(source: str, name: str) -> dict[str, tuple]:
    """Every message of a Fluent file as plain tuples (as fluent.runtime reads it: junk and terms left out, the
    first of two messages with one id kept); a construct pnp does not resolve is refused, naming the message."""
    # fluent.syntax (about 30 ms to import, 80 ms to parse French) runs only when no stored parse matches
    from fluent.syntax import ast, parse

    messages: dict[str, tuple] = {}
    for entry in parse(source).body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            messages.setdefault(entry.id.name, _pattern(entry.value, ast, f"{name}: {entry.id.name}"))
    return messages


def _pattern(pattern, ast, where: str) -> tuple:
    parts: list = []
    for element in pattern.elements:
        part = element.value if isinstance(element, ast.TextElement) else _expression(element.expression, ast, where)
        if isinstance(part, str) and parts and isinstance(parts[-1], str):
            parts[-1] += part
        else:
            parts.append(part)
    return tuple(parts)


def _expression(node, ast, where: str):
    if isinstance(node, ast.Placeable):
        return _expression(node.expression, ast, where)
    if isinstance(node, ast.StringLiteral):
        return node.parse()["value"]
    if isinstance(node, ast.VariableReference):
        return ("$", node.id.name)
    if isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
        variants = tuple((_variant_key(v.key, ast), _pattern(v.value, ast, where)) for v in node.variants)
        default = next(n for n, variant in enumerate(node.variants) if variant.default)
        return ("?", node.selector.id.name, variants, default)
    raise _refused(where, type(node).__name__)


class Refused(PnpError, ValueError):
    """A catalogue file pnp cannot resolve: a translator's error, said to whoever runs pnp."""


SAY = None  # pnp.base.i18n's `said`, given when it loads: a refused message is then said in the reader's language
_refusing = False  # a refusal being said: the reader's catalogue may be the very file refused


def _refused(where: str, node: str) -> Exception:
    """A translator's message that uses a part of Fluent pnp does not resolve: an error naming the file and the
    message, said in the reader's language; in English when the reader's catalogue is the file refused
    (compiling it again to say so meets the same message), or when pnp compiles its own files (no i18n)."""
    global _refusing
    if SAY is not None and not _refusing:
        _refusing = True
        try:
            return Refused(str(SAY("errors.catalogue.construct", node=node)), file=where)
        except Exception:
            pass
        finally:
            _refusing = False
    return Refused(f"pnp's messages use text, fields ($name), string literals and selectors on a field, not {node}",  # not a message
                   file=where)


def _variant_key(node, ast):
    if isinstance(node, ast.NumberLiteral):  # as fluent.runtime reads it: a float if it has a point
        return float(node.value) if "." in node.value else int(node.value)
    return node.name


def locale_data(babel_locale: str) -> dict:
    """What pnp asks Babel (CLDR) about a language, as plain values."""
    # Babel (about 25 ms to import, its locale data more) runs only when no stored parse matches
    from babel import Locale
    from babel.numbers import format_decimal  # with Locale: the negative form as Babel writes it

    locale = Locale.parse(babel_locale)
    symbols = locale.number_symbols["latn"]
    negative = format_decimal(-7, locale=locale).split("7")
    percent = locale.percent_formats[None]
    return {"plural": tuple(locale.plural_form.abstract), "ordinal": tuple(locale.ordinal_form.abstract),
            "decimal": symbols["decimal"], "group": symbols["group"], "grouping": tuple(locale.decimal_formats[None].grouping),
            "negative": tuple(negative), "percent": (percent.prefix[0], percent.suffix[0]), "babel": babel_locale}


# -- resolving ----------------------------------------------------------------------------------------------
def resolve(pattern: tuple, args: dict, data: dict, missing: list) -> str:
    """A compiled message with its arguments, as fluent.runtime writes it (use_isolating off): a variable not
    given is written as its name and listed in `missing`; a selector without its variable takes its default."""
    return "".join(part if isinstance(part, str) else _part(part, args, data, missing) for part in pattern)


def _part(part: tuple, args: dict, data: dict, missing: list) -> str:
    name = part[1]
    if name not in args or not isinstance(args[name], (str, int, float)):
        missing.append(name)
        return name if part[0] == "$" else resolve(part[2][part[3]][1], args, data, missing)
    value = args[name]
    if part[0] == "$":
        return value if isinstance(value, str) else number(value, data)
    chosen = next((pattern for variant, pattern in part[2] if _matches(value, variant, data)), part[2][part[3]][1])
    return resolve(chosen, args, data, missing)


def _matches(value, variant, data: dict) -> bool:
    """fluent.runtime's match: a number and a name match by the number's plural category, like kinds by equality."""
    if isinstance(value, str) and isinstance(variant, str) or not isinstance(value, str) and not isinstance(variant, str):
        return value == variant
    figure, name = (variant, value) if isinstance(value, str) else (value, variant)
    return category(data["plural"], figure) == name


def number(value: int | float, data: dict) -> str:
    """A number as Fluent writes a variable's: the locale's grouping and minus sign; a fraction by Babel itself."""
    if isinstance(value, float) and not value.is_integer() or abs(value) >= 10**15:
        # a fractional figure in a message is rare (no message of pnp prints one): Babel writes it, loaded then
        from babel.numbers import format_decimal

        return format_decimal(value, locale=data["babel"])
    digits, primary, secondary = str(abs(int(value))), *data["grouping"]
    groups, size = [], primary
    while len(digits) > size:
        groups.insert(0, digits[-size:])
        digits, size = digits[:-size], secondary
    shown = data["group"].join([digits, *groups])
    return shown.join(data["negative"]) if value < 0 else shown


# -- CLDR's plural rules, as Babel's abstract conditions ---------------------------------------------------------
def category(rules: tuple, value: int | float) -> str:
    """The plural (or ordinal) category CLDR's rules give a number: 'one', 'few', ... or 'other'."""
    if not rules:
        return "other"
    operands = _operands(value)
    return next((tag for tag, rule in rules if _holds(rule, operands)), "other")


def _operands(source) -> dict:
    """CLDR's operands n, i, v, w, f, t (and c, e: 0), as Babel's extract_operands takes them."""
    n = abs(source)
    i = int(n)
    if isinstance(n, float):
        n = i if i == n else Decimal(str(n))
    v = w = f = t = 0
    if isinstance(n, Decimal):
        sign, digits, exponent = n.as_tuple()
        trailing = "".join(map(str, digits[exponent:])) if exponent < 0 else ""
        v, w, f, t = len(trailing), len(trailing.rstrip("0")), int(trailing or 0), int(trailing.rstrip("0") or 0)
    return {"n": n, "i": i, "v": v, "w": w, "f": f, "t": t, "c": 0, "e": 0}


def _holds(rule: tuple, operands: dict) -> bool:
    operator, arguments = rule
    if operator in ("and", "or"):
        first = _holds(arguments[0], operands)
        return (first and _holds(arguments[1], operands)) if operator == "and" else (first or _holds(arguments[1], operands))
    if operator == "not":
        return not _holds(arguments[0], operands)
    if operator in ("is", "isnot"):
        return (_value(arguments[0], operands) == _value(arguments[1], operands)) == (operator == "is")
    method, expression, (_, ranges) = arguments  # "relation"
    figure = _value(expression, operands)
    inside = any(_value(low, operands) <= figure <= _value(high, operands) for low, high in ranges)
    return inside and (method == "within" or figure == int(figure))


def _value(node: tuple, operands: dict):
    operator, arguments = node
    if operator == "value":
        return arguments[0]
    if operator == "mod":  # CLDR's modulo keeps the dividend's sign
        dividend, divisor = _value(arguments[0], operands), abs(_value(arguments[1], operands))
        return abs(dividend) % divisor * (-1 if dividend < 0 else 1)
    return operands[operator]


# -- hyphenation: pyphen parses its .dic file at every start (German's 66,000 patterns about 500 ms, English's
# 57 ms, of a build or a check that sets a page in the language: pnp validate sets every language's). Each
# language folder stores them as pyphen's HyphDict holds them (hyphenation.parsed: plain values, compressed),
# keyed by the SHA-256 of the .dic file they were parsed from, and read back in about 40 ms for German; a key
# that differs (another pyphen's file, a language added by PNP_LOCALES) has pyphen parse its file, as before.
HYPHENATION = "hyphenation.parsed"
MAX_HYPHENATION = 32_000_000  # bytes unpacked: German's patterns take 1.9 MB


def hyphenation_file(name: str) -> Path:
    """pyphen's file of patterns for a language's name ("de_DE")."""
    import pyphen  # the patterns load only when a line needs them

    return Path(pyphen.LANGUAGES[pyphen.language_fallback(name)])


def _hyphenation_key(path: Path) -> list:
    return [FORMAT, hashlib.sha256(path.read_bytes()).hexdigest()]


def stored_hyphenation(folder: Path, path: Path) -> dict | None:
    """The patterns stored in `folder` if they were parsed from pyphen's file `path`: {"patterns", "maxlen"}."""
    try:
        unpacking = zlib.decompressobj()
        data = unpacking.decompress((folder / HYPHENATION).read_bytes(), MAX_HYPHENATION)
        if unpacking.unconsumed_tail:  # a file that unpacks past any language's patterns is not read
            return None
        stored = _PlainValues(io.BytesIO(data)).load()
    except (OSError, zlib.error, pickle.UnpicklingError, EOFError, ValueError):
        return None
    return stored if isinstance(stored, dict) and stored.get("key") == _hyphenation_key(path) else None


def hyphenator(folder: Path, name: str, *, left: int, right: int):
    """pyphen's hyphenator for a language's patterns, read back from the parse stored in `folder` when it was
    made from pyphen's very file, else parsed by pyphen."""
    import pyphen  # as hyphenation_file

    path = hyphenation_file(name)
    if path not in pyphen.hdcache and (stored := stored_hyphenation(folder, path)) is not None:
        patterns = pyphen.HyphDict.__new__(pyphen.HyphDict)  # what pyphen's own reading of the file fills
        patterns.patterns, patterns.maxlen, patterns.cache = stored["patterns"], stored["maxlen"], {}
        pyphen.hdcache[path] = patterns
    return pyphen.Pyphen(filename=path, left=left, right=right)


def store_hyphenation(folder: Path, name: str) -> Path:
    import pyphen  # as hyphenation_file: only for the languages' stored parses

    path = hyphenation_file(name)
    parsed = pyphen.HyphDict(path)
    data = {"key": _hyphenation_key(path), "patterns": parsed.patterns, "maxlen": parsed.maxlen}
    (folder / HYPHENATION).write_bytes(zlib.compress(pickle.dumps(data, protocol=4), 9))
    return folder / HYPHENATION


def store_parses(locales: Path) -> list[Path]:
    """Compile every catalogue file of every language folder under `locales` and store each beside itself, and
    the language's hyphenation patterns; the paths written."""
    written = []
    for folder in sorted(p for p in locales.iterdir() if (p / CATALOGUE_FILE).is_file() and (p / LANGUAGE_FILE).is_file()):
        with open(folder / LANGUAGE_FILE, "rb") as file:
            data = tomllib.load(file)
        for source in files(folder):
            parsed_path(folder, source).write_bytes(pickle.dumps(compiled(folder, data["babel"], source), protocol=4))
            written.append(parsed_path(folder, source))
        written.append(store_hyphenation(folder, data["hyphenation"]))
    return written


if __name__ == "__main__":
    for path in store_parses(Path(__file__).resolve().parent.parent / "locales"):
        print(path)
