"""The one catalogue of printed strings (pnp.base.i18n): every entry in every language with the same fields, no
module choosing its words with `if lang == "fr"`, and no prose left in the engine."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import string
from pathlib import Path

import pnp
from pnp.base.fonts import missing_glyphs
from pnp.base.i18n import CATALOGUE, LANGS, add_strings, say

PNP = Path(pnp.__file__).parent
ONE_LANGUAGE_ONLY = {"a"}  # English's article before a number ("an 8 × 8 grid"): French needs none


def every_module() -> None:
    """Import every module of pnp, so every module's strings are in the catalogue."""
    for info in pkgutil.walk_packages([str(PNP)], "pnp."):
        if not info.name.endswith("__main__"):
            importlib.import_module(info.name)


def fields(words: str) -> set[str]:
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(words) if name}


def faults(catalogue: dict) -> list[str]:
    """Entries missing a language, empty, or whose languages ask for different {fields} or plural forms."""
    found = []
    for key, entry in catalogue.items():
        if set(entry) != set(LANGS):
            found.append(f"{key}: languages {sorted(entry)}")
            continue
        forms = {lang: entry[lang] if isinstance(entry[lang], tuple) else (entry[lang],) for lang in LANGS}
        if len({len(f) for f in forms.values()}) > 1 or not all(w.strip() for f in forms.values() for w in f):
            found.append(f"{key}: forms {forms}")
            continue
        asked = {lang: set().union(*(fields(w) for w in f)) - ONE_LANGUAGE_ONLY for lang, f in forms.items()}
        if len({frozenset(a) for a in asked.values()}) > 1:
            found.append(f"{key}: fields {asked}")
    return found


def test_every_entry_has_every_language_and_the_same_fields():
    every_module()
    assert len(CATALOGUE) > 100  # the sheets', the kinds', the odds', the reports' and the books' strings
    assert faults(CATALOGUE) == []
    every_form = (w for entry in CATALOGUE.values() for f in entry.values() for w in (f if isinstance(f, tuple) else (f,)))
    assert not missing_glyphs("".join(every_form))  # each can be printed in the kit's font
    planted = {"one": {"fr": "{n} dés"}, "two": {"fr": "{n} dés", "en": "{count} dice"},
               "three": {"fr": ("dé", "dés"), "en": "dice"}, "four": {"fr": "", "en": "x"}}
    assert [f.split(":")[0] for f in faults(planted)] == ["one", "two", "three", "four"]


def test_a_lookup_fills_fields_and_picks_the_plural():
    add_strings("test", {"dice": {"fr": ("{count} dé {colour}", "{count} dés {colour}"),
                                  "en": ("{count} {colour} die", "{count} {colour} dice")}})
    assert say("test.dice", "fr", count=1, colour="rouge") == "1 dé rouge"
    assert say("test.dice", "en", count=3, colour="red") == "3 red dice"
    assert say("percent", "fr", n="58,33") == "58,33\u202f%"


def language_branches(root: Path) -> list[str]:
    """Comparisons with a language's code ('lang == "fr"', '"en" != lang', 'lang in ("fr",)'): a module choosing
    its words by language instead of asking the catalogue."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                codes = [c for s in sides for c in ast.walk(s) if isinstance(c, ast.Constant) and c.value in LANGS]
                if codes:
                    found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def test_no_module_chooses_its_words_by_language(tmp_path):
    assert language_branches(PNP) == []
    (tmp_path / "m.py").write_text('def f(lang):\n    return "dé" if lang == "fr" else "die"\n'
                                   'def g(lang):\n    fr = "fr" != lang\n    return fr\n', encoding="utf-8")
    assert sorted(language_branches(tmp_path)) == ["m.py:2", "m.py:4"]


def prose(root: Path) -> list[str]:
    """Dictionaries keyed by language codes: texts written in several languages."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict) and any(isinstance(k, ast.Constant) and k.value in LANGS for k in node.keys):
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def test_the_engine_holds_no_prose(tmp_path):
    """The engine returns numbers and structures; its words are said where pages and reports are made."""
    assert prose(PNP / "engine") == []
    (tmp_path / "m.py").write_text('TITLE = {"fr": "Qui bat qui", "en": "Who beats whom"}\n', encoding="utf-8")
    assert prose(tmp_path) == ["m.py:1"]


def partial_texts(root: Path) -> list[str]:
    """Dictionaries keyed by some language codes but not all: a text missing a language, wherever it is written
    (a game's own code, a guide entry's name), catalogue or not."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                codes = {k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)}
                if codes & set(LANGS) and not set(LANGS) <= codes:
                    found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def test_every_text_written_in_languages_has_them_all(tmp_path):
    assert partial_texts(PNP) == []
    (tmp_path / "m.py").write_text('NAME = {"fr": "Jetons"}\nBOTH = {"fr": "Jetons", "en": "Tokens"}\n', encoding="utf-8")
    assert partial_texts(tmp_path) == ["m.py:1"]
