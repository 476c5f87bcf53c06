"""The catalogue compiled into plain data (pnp/base/catalogue.py) says what fluent.runtime says: every message of
every language, with sample values; CLDR's plural and ordinal categories as Babel gives them; the stored parses
made from today's files; and a build that loads neither Fluent nor Babel."""

from __future__ import annotations

import shutil
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest
from babel import Locale
from babel.plural import PluralRule
from fluent.runtime import FluentBundle, FluentResource

from pnp.base import catalogue
from pnp.base.i18n import FOLDERS, LOCALES, language

REPO = Path(__file__).resolve().parent.parent
NUMBERS = (0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 21, 22, 23, 101, 1000, 12345, 1234567, -1, -2500, 0.5, 1.0, 1.5, 1.9, 2.0,
           2.25, 1234.5678, 0.001)


def _selectors(pattern: tuple) -> set[str]:
    found, patterns = set(), [pattern]
    while patterns:
        for part in patterns.pop():
            if isinstance(part, tuple) and part[0] == "?":
                found.add(part[1])
                patterns += [p for _, p in part[2]]
    return found


def _cases(pattern: tuple, names: set[str]):
    """Sample values: none at all, every field a text, and each selector given every number and each of its keys."""
    yield {}
    text = {name: f"<{name}>" for name in names}
    yield text
    selectors = _selectors(pattern)
    keys = {str(key) for part in _walk(pattern) for key, _ in part[2]}
    for value in (*NUMBERS, *sorted(keys), "zzz"):
        yield {**text, **{name: value for name in selectors}}
        yield {name: value for name in names}  # numbers in the text, written as the locale does


def _walk(pattern: tuple):
    for part in pattern:
        if isinstance(part, tuple) and part[0] == "?":
            yield part
            for _, inner in part[2]:
                yield from _walk(inner)


def _names(pattern: tuple) -> set[str]:
    found = set()
    for part in pattern:
        if isinstance(part, tuple):
            found.add(part[1])
            for _, inner in part[2] if part[0] == "?" else ():
                found |= _names(inner)
    return found


@pytest.mark.parametrize("lang", sorted(FOLDERS))
def test_every_message_resolves_as_fluent_runtime_does(lang):
    folder = FOLDERS[lang]
    data = catalogue.load(folder, language(lang)["babel"])
    bundle = FluentBundle([language(lang)["babel"].replace("_", "-")], use_isolating=False)
    for source in catalogue.files(folder):
        bundle.add_resource(FluentResource(source.read_text(encoding="utf-8")))
    assert set(data["messages"]) == set(bundle._messages)
    differ, tried = [], 0
    for name, pattern in data["messages"].items():
        for args in _cases(pattern, _names(pattern)):
            expected, errors = bundle.format_pattern(bundle.get_message(name).value, args)
            missing: list[str] = []
            got = catalogue.resolve(pattern, args, data, missing)
            tried += 1
            if got != expected or bool(missing) != bool(errors):
                differ.append(f"{name} {args}: {got!r} != {expected!r} ({missing} / {errors})")
    assert differ == [] and tried > 10_000


@pytest.mark.parametrize("lang", sorted(FOLDERS))
def test_plural_and_ordinal_categories_are_babels(lang):
    data = catalogue.load(FOLDERS[lang], language(lang)["babel"])
    locale = Locale.parse(language(lang)["babel"])
    figures = [*range(0, 1200), 1_000_000, 2_000_000, 0.0, 0.5, 1.0, 1.5, 1.25, 2.0, 2.5, 10.1, 1e-05, Decimal("1.50")]
    assert [catalogue.category(data["plural"], n) for n in figures] == [locale.plural_form(n) for n in figures]
    assert [catalogue.category(data["ordinal"], n) for n in figures[:1200]] == [locale.ordinal_form(n) for n in figures[:1200]]
    # the operators Babel's parser makes that these languages do not use: Polish's few and many, 'is', 'is not', 'within'
    for rule in (Locale.parse("pl").plural_form, PluralRule({"one": "n is 1", "two": "n is not 5 and n within 0..10"})):
        assert [catalogue.category(tuple(rule.abstract), n) for n in figures] == [rule(n) for n in figures]


def test_every_stored_parse_was_made_from_todays_files(tmp_path):
    """Else each build compiles the catalogue again (slow, not wrong): run `python -m pnp.base.catalogue`."""
    stale = [f"{p.name}/{source.name}" for p in sorted(LOCALES.iterdir()) if (p / "pnp.ftl").is_file()
             for source in catalogue.files(p)
             if catalogue._PlainValues(open(catalogue.parsed_path(p, source), "rb")).load()["key"] != catalogue.key(p, source)]
    assert stale == []
    # planted: a message edited in a copy: the stored parse no longer matches and the edit is what is read
    copy = tmp_path / "en"
    shutil.copytree(LOCALES / "en", copy)
    text = (copy / "pnp.ftl").read_text(encoding="utf-8")
    (copy / "pnp.ftl").write_text(text.replace("\nblack_face = Black", "\nblack_face = Jet"), encoding="utf-8")
    assert catalogue.load(copy, "en_US")["messages"]["black_face"] == ("Jet",)
    assert catalogue.load(LOCALES / "en", "en_US")["messages"]["black_face"] == ("Black",)


def test_a_construct_pnp_does_not_resolve_is_refused_naming_the_message():
    with pytest.raises(ValueError, match="x.ftl: greeting.*MessageReference"):
        catalogue.compile_messages("hello = Hello\ngreeting = { hello } world\n", "x.ftl")


def test_a_build_loads_neither_fluent_nor_babel(tmp_path):
    """Importing them cost about 110 ms of W1's 0.6 s, parsing French 80 ms more (cat37's first step loaded both)."""
    code = ("import sys, pnp.cli\n"
            f"sys.argv = ['pnp', 'build', {str(REPO / 'benchmarks' / 'w1' / 'territoires.toml')!r}, '--parts',"
            f" 'board,tokens,dice', '--format', 'kit', '--lang', 'fr', '--out', {str(tmp_path)!r}]\n"
            "try:\n    pnp.cli.main()\nexcept SystemExit:\n    pass\n"
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'fluent', 'babel'}))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip().splitlines()[-1] == "[]"
    assert list(tmp_path.rglob("*-kit.pdf"))  # it built


def test_no_message_is_written_in_two_files_of_a_language(tmp_path):
    """A language's files are one catalogue: an id given twice would print whichever file is read first."""
    from fluent.syntax import parse
    from fluent.syntax.ast import Message

    def twice(folder: Path) -> set[str]:
        seen, found = set(), set()
        for source in catalogue.files(folder):
            for entry in parse(source.read_text(encoding="utf-8")).body:
                if isinstance(entry, Message):
                    (found if entry.id.name in seen else seen).add(entry.id.name)
        return found

    assert {lang: twice(FOLDERS[lang]) for lang in FOLDERS} == {lang: set() for lang in FOLDERS}
    # planted: a second file of a copy gives a message of pnp.ftl again
    copy = tmp_path / "en"
    shutil.copytree(LOCALES / "en", copy)
    (copy / "planted.ftl").write_text("black_face = Jet\nplanted-only = Here\n", encoding="utf-8")
    assert twice(copy) == {"black_face"}
    loaded = catalogue.load(copy, "en_US")["messages"]
    assert loaded["black_face"] == ("Black",) and loaded["planted-only"] == ("Here",)


def test_the_stored_hyphenation_breaks_where_pyphen_does(tmp_path):
    """Each language's stored patterns (hyphenation.parsed) give pyphen's own points for every word of its
    catalogue, pyphen parsing its file afresh as the reference; a parse made from another file is not read."""
    import re

    import pyphen

    from pnp.base import catalogue
    from pnp.base.i18n import FOLDERS, LANGS, hyphenation

    for lang in LANGS:
        path = catalogue.hyphenation_file(hyphenation(lang))
        stored = catalogue.stored_hyphenation(FOLDERS[lang], path)
        assert stored is not None, f"{lang}: run python -m pnp.base.catalogue"
        read = pyphen.HyphDict.__new__(pyphen.HyphDict)
        read.patterns, read.maxlen, read.cache = stored["patterns"], stored["maxlen"], {}
        parsed = pyphen.HyphDict(path)
        text = " ".join((FOLDERS[lang] / name).read_text(encoding="utf-8") for name in ("pnp.ftl", "help.ftl"))
        words = set(re.findall(r"[^\W\d_]{5,}", text))
        assert len(words) > 500
        assert [read.positions(w) for w in sorted(words)] == [parsed.positions(w) for w in sorted(words)]
    (tmp_path / catalogue.HYPHENATION).write_bytes((FOLDERS["de"] / catalogue.HYPHENATION).read_bytes())
    assert catalogue.stored_hyphenation(tmp_path, catalogue.hyphenation_file("fr")) is None  # German's, not French's


def test_a_stored_hyphenation_that_unpacks_too_far_is_not_read(tmp_path):
    """A language folder's hyphenation.parsed (PNP_LOCALES: a translator's files) that would unpack past 32 MB
    is passed over, as a stale one is, and pyphen parses its own file."""
    import zlib

    from pnp.base import catalogue

    (tmp_path / catalogue.HYPHENATION).write_bytes(zlib.compress(b"\0" * 40_000_000, 9))
    assert catalogue.stored_hyphenation(tmp_path, catalogue.hyphenation_file("fr")) is None
    assert catalogue.hyphenator(tmp_path, "fr", left=2, right=3).positions("hyphénation")
