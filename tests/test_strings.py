"""The one catalogue of printed strings (pnp/locales/<lang>/pnp.ftl, read by pnp.base.i18n.say): every message in
every language with the same fields, the words still written in a module's table the files' own, no module
choosing its words with `if lang == "fr"` nor listing languages, and no prose left in the engine."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
import shutil
import string
import tomllib
from pathlib import Path

from fluent.syntax import parse
from fluent.syntax.ast import Message, SelectExpression, VariableReference
from fluent.syntax.visitor import Visitor

import pnp
from pnp.base.catalogue import files
from pnp.base.fonts import missing_glyphs
from pnp.base.i18n import CATALOGUE, LANGS, LOCALES, has, say

PNP = Path(pnp.__file__).parent
ONE_LANGUAGE_ONLY = {"a"}  # English's article before a number ("an 8 × 8 grid"): French needs none


def every_module() -> None:
    """Import every module of pnp, so every module's table is known."""
    for info in pkgutil.walk_packages([str(PNP)], "pnp."):
        if not info.name.endswith("__main__"):
            importlib.import_module(info.name)


class _Uses(Visitor):
    def __init__(self):
        super().__init__()
        self.fields, self.selectors = set(), set()

    def visit_VariableReference(self, node: VariableReference):
        self.fields.add(node.id.name)

    def visit_SelectExpression(self, node: SelectExpression):
        self.selectors.add(node.selector.id.name if isinstance(node.selector, VariableReference) else "?")
        self.generic_visit(node)


def catalogue(folder: Path) -> dict[str, tuple[frozenset, frozenset]]:
    """A language's messages: id -> (the fields it asks for, the variables it selects on)."""
    found = {}
    for entry in (e for source in files(folder) for e in parse(source.read_text(encoding="utf-8")).body):
        if isinstance(entry, Message):
            uses = _Uses()
            uses.visit(entry.value)
            found[entry.id.name] = (frozenset(uses.fields - ONE_LANGUAGE_ONLY), frozenset(uses.selectors))
    return found


def complete(folder: Path) -> bool:
    """A language's folder that is not marked `complete = false` in its language.toml (one still being written)."""
    with open(folder / "language.toml", "rb") as file:
        return tomllib.load(file).get("complete", True)


def faults(locales: Path) -> list[str]:
    """Messages a language lacks, or whose fields differ from what the others ask for (a variant chosen by a
    selector may leave a field out: "une fois" for $n = 1); a language still being written is left out."""
    every = {p.name: catalogue(p) for p in sorted(locales.iterdir()) if (p / "pnp.ftl").is_file() and complete(p)}
    ids = set().union(*every.values())
    found = []
    for lang, messages in every.items():
        found += [f"{lang} lacks {key}" for key in sorted(ids - set(messages))]
        for key in sorted(set(messages)):
            asked = set().union(*(m[key][0] for m in every.values() if key in m))
            if messages[key][0] != asked and not messages[key][1]:
                found.append(f"{lang} {key}: fields {sorted(messages[key][0])}, elsewhere {sorted(asked)}")
    return found


def test_every_language_has_every_message_with_the_same_fields(tmp_path):
    assert set(LANGS) == {p.name for p in LOCALES.iterdir() if (p / "pnp.ftl").is_file() and complete(p)}
    assert len(catalogue(LOCALES / LANGS[0])) > 400  # the sheets', the kinds', the odds', the reports' and the books'
    assert faults(LOCALES) == []
    every_form = "".join(source.read_text(encoding="utf-8") for lang in LANGS for source in files(LOCALES / lang))
    assert not missing_glyphs(every_form.replace("\n", ""))  # each can be printed in the kit's font
    # planted: a copy of the languages where the English file lost one message and another asks for a field less
    shutil.copytree(LOCALES, tmp_path / "locales")
    english = tmp_path / "locales" / "en" / "pnp.ftl"
    lines = english.read_text(encoding="utf-8").splitlines()
    lines = [line for line in lines if not line.startswith("black_face =")]
    lines = [line.replace("{ $total }", "") if line.startswith("page =") else line for line in lines]
    english.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert [f.split(":")[0] for f in faults(tmp_path / "locales")] == ["en lacks black_face", "en page"]
    # a language marked `complete = false` is left out until done; without the mark, what it lacks is named
    shutil.copytree(LOCALES / "en", tmp_path / "more" / "en")
    shutil.copytree(tmp_path / "locales" / "en", tmp_path / "more" / "yy")
    toml = tmp_path / "more" / "yy" / "language.toml"
    toml.write_text(toml.read_text(encoding="utf-8") + "complete = false\n", encoding="utf-8")
    assert faults(tmp_path / "more") == []
    toml.write_text(toml.read_text(encoding="utf-8").replace("complete = false", ""), encoding="utf-8")
    assert [f.split(":")[0] for f in faults(tmp_path / "more")] == ["yy lacks black_face", "yy page"]


def _plain(words: str) -> str:
    """A table's text with its fields written {name}, a format spec dropped (the caller writes the figure)."""
    return "".join(literal + ("{" + name + "}" if name is not None else "")
                   for literal, name, _, _ in string.Formatter().parse(words))


def test_the_words_still_written_in_a_table_are_the_files():
    """Until a module's table goes, its words in code and in the files agree (the files are what is read)."""
    every_module()
    differ = []
    for key, entry in CATALOGUE.items():
        for lang, words in entry.items():
            forms = words if isinstance(words, tuple) else (words,)
            for n, form in enumerate(forms):
                fields = {name: f"<{name}>" for _, name, _, _ in string.Formatter().parse(form) if name}
                single = not isinstance(words, tuple)
                asked = key if single else _position_or_pair(key, lang, n)
                count = None if single or "." in asked[len(key):] else (1, 2)[n]
                given = {**fields, "count": count} if count else fields
                expected = _plain(form).format(**given)
                got = say(asked, lang, **given)
                if got != expected:
                    differ.append(f"{key} {lang} {n}: {got!r} != {expected!r}")
    assert differ == []


def _position_or_pair(key: str, lang: str, n: int) -> str:
    return f"{key}.{n}" if has(f"{key}.0", lang) else key


def test_a_lookup_fills_fields_and_picks_the_plural_by_cldr():
    assert say("tiles.columns", "fr", count=1, n=1, names="A") == "1 colonne (A)"
    assert say("tiles.columns", "en", count=3, n=3, names="A–C") == "3 columns (A–C)"
    assert say("cards.card", "fr", count=0) == "carte"  # CLDR: French's "one" is 0 and 1
    assert say("cards.card", "en", count=0) == "cards"
    assert say("numbers.points", "fr", count=1.9) == "point"  # "1,9 point": no code branch, CLDR's rule
    assert say("numbers.points", "fr", count=2.0) == "points"


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


# The languages the tables still written in code were written in (NOT_YET_MOVED): what they hold is read
# through add_strings' view of the files, where every other language (German) is; no table in code may hold
# one of these without the other.
WRITTEN_IN_CODE = {"fr", "en"}


def partial_texts(root: Path) -> list[str]:
    """Dictionaries keyed by some language codes but not all those code is written in: a text missing a
    language, wherever it is written (a game's own code, a guide entry's name), catalogue or not."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                codes = {k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)}
                if codes & set(LANGS) and not WRITTEN_IN_CODE <= codes:
                    found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def test_every_text_written_in_languages_has_them_all(tmp_path):
    assert partial_texts(PNP) == []
    (tmp_path / "m.py").write_text('NAME = {"fr": "Jetons"}\nBOTH = {"fr": "Jetons", "en": "Tokens"}\n', encoding="utf-8")
    assert partial_texts(tmp_path) == ["m.py:1"]


def words_in_code(root: Path) -> dict[str, int]:
    """Per module, the texts written in languages in code: a dict keyed by a language ({"fr": ..., "en": ...}),
    and a tuple, list or set of language codes standing for the languages (which are the catalogue's folders)."""
    found: dict[str, int] = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            keyed = isinstance(node, ast.Dict) and any(isinstance(k, ast.Constant) and k.value in LANGS for k in node.keys)
            listed = (isinstance(node, (ast.Tuple, ast.List, ast.Set)) and len(node.elts) > 1
                      and all(isinstance(e, ast.Constant) and e.value in LANGS for e in node.elts))
            if keyed or listed:
                name = str(path.relative_to(root))
                found[name] = found.get(name, 0) + 1
    return found


# The tables not yet moved into pnp/locales (issue 37): each module's count may only fall. Those read through
# add_strings already come from the files (the test above keeps their words equal); the built-in games' own texts
# (seats, policies, variants, readings, measures, odds sections) are messages games.<id>.*, read by say.
NOT_YET_MOVED = {
    "cli/stats.py": 34,
    "layout/imposition/tiles.py": 12,
    "parts/cards.py": 10,
    "parts/dice.py": 13,
    "parts/player_sheets.py": 17,
    "parts/shops.py": 16,
}


def test_no_new_words_in_code_and_no_list_of_languages(tmp_path):
    found = words_in_code(PNP)
    grown = {name: n for name, n in found.items() if n > NOT_YET_MOVED.get(name, 0)}
    assert grown == {}
    (tmp_path / "m.py").write_text('TITLE = {"fr": "Qui bat qui", "en": "Who beats whom"}\n'
                                   'def f():\n    for lang in ("fr", "en"):\n        pass\n', encoding="utf-8")
    assert words_in_code(tmp_path) == {"m.py": 2}


# -- prose in code: a sentence a user reads (an error, a help text, a line the CLI prints, a comment written into a
# new game file) is a message of the catalogue, said by pnp.base.i18n.say or said (pnp.base.i18n.said, for an
# error: it is said in the reader's language when printed). A literal that only looks like prose (a regular
# expression, a font's name, an assertion about pnp's own code that no input can reach) carries the comment
# NOT_PROSE on its line.
PROSE = re.compile(r"[A-Za-zÀ-ÿ]{2,}[ ,;'’]+[A-Za-zÀ-ÿ]{2,} [A-Za-zÀ-ÿ]{2,}")
NOT_PROSE = "# not a message"


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def prose_in_code(root: Path) -> dict[str, list[int]]:
    """Per module, the lines of its string literals and f-strings that read as prose (three words in a row)."""
    found: dict[str, list[int]] = {}
    for path in sorted(root.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        lines, tree = source.splitlines(), ast.parse(source)
        skipped = _docstrings(tree) | {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
        for node in ast.walk(tree):
            if id(node) in skipped or not hasattr(node, "lineno") or NOT_PROSE in lines[node.lineno - 1]:
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
            elif isinstance(node, ast.JoinedStr):
                text = "".join(v.value if isinstance(v, ast.Constant) else " x " for v in node.values)
            else:
                continue
            if PROSE.search(text):
                found.setdefault(str(path.relative_to(root)), []).append(node.lineno)
    return {name: sorted(lines) for name, lines in found.items()}


# Issue 37's last part: the modules whose prose is not yet in the catalogue; each count may only fall.
PROSE_NOT_YET_MOVED = {
    "base/catalogue.py": 1,
    "base/colors.py": 1,
    "base/i18n.py": 3,
    "base/output.py": 23,
    "base/resources.py": 7,
    "base/texts.py": 4,
    "base/units.py": 5,
    "cli/__init__.py": 80,
    "cli/args.py": 1,
    "cli/stats.py": 43,
    "engine/board.py": 27,
    "engine/claims.py": 3,
    "engine/dice.py": 11,
    "engine/draws.py": 3,
    "engine/faces.py": 5,
    "engine/graph.py": 7,
    "engine/hexgrid.py": 1,
    "engine/markov.py": 3,
    "engine/net.py": 23,
    "engine/odds.py": 7,
    "engine/race.py": 4,
    "engine/simulate.py": 2,
    "engine/throws.py": 1,
    "engine/tiling.py": 10,
    "exports/__init__.py": 1,
    "exports/tts.py": 2,
    "exports/tts_dice.py": 1,
    "games/clann/figures.py": 1,
    "games/clann/odds.py": 1,
    "games/clann/play.py": 2,
    "games/ludicitude/play.py": 1,
    "games/petits-chevaux/play.py": 3,
    "games/renards-poules-viperes/play.py": 3,
    "jobs.py": 32,
    "layout/icons.py": 23,
    "layout/imposition/__init__.py": 2,
    "layout/imposition/tiles.py": 14,
    "model/art.py": 34,
    "model/budgets.py": 11,
    "model/data.py": 20,
    "model/entries.py": 9,
    "model/explain.py": 17,
    "model/font_limits.py": 27,
    "model/options.py": 2,
    "model/remote.py": 26,
    "model/spec.py": 45,
    "model/typefaces.py": 10,
    "newgame/__init__.py": 18,
    "parts/aids.py": 1,
    "parts/board/__init__.py": 3,
    "parts/board/art.py": 6,
    "parts/board/cross.py": 9,
    "parts/board/grid.py": 9,
    "parts/board/hex.py": 16,
    "parts/board/neutral.py": 4,
    "parts/board/points.py": 9,
    "parts/board/tiled.py": 4,
    "parts/board/track.py": 7,
    "parts/cards.py": 35,
    "parts/charts.py": 1,
    "parts/citations.py": 1,
    "parts/dice.py": 25,
    "parts/examples.py": 12,
    "parts/pawns.py": 4,
    "parts/player_sheets.py": 36,
    "parts/race.py": 3,
    "parts/registry.py": 1,
    "parts/rules.py": 1,
    "parts/rules_context.py": 6,
    "parts/shops.py": 29,
    "parts/spinners.py": 6,
    "parts/tokens.py": 7,
    "parts/tuck_boxes.py": 3,
    "proof.py": 6,
    "render/shops.py": 12,
    "showcase.py": 2,
    "validate.py": 5,
    "watch.py": 5,
}


def test_no_prose_in_code(tmp_path):
    found = {name: len(lines) for name, lines in prose_in_code(PNP).items()}
    grown = {name: n for name, n in found.items() if n > PROSE_NOT_YET_MOVED.get(name, 0)}
    assert grown == {}
    # planted: an error in words, a help text in an f-string; a docstring, a marked regular expression and a key
    # are not prose
    (tmp_path / "m.py").write_text(
        '"""A module about words in code."""\n'
        'import re\n'
        'def f(name):\n'
        '    """Say what is wrong with a name."""\n'
        '    raise ValueError(f"the name {name} is too long; give a shorter one")\n'
        'HELP = "Language of the printed texts."\n'
        'PATTERN = re.compile("more than one word here")  # not a message\n'
        'KEY = "errors.kit.side"\n', encoding="utf-8")
    assert prose_in_code(tmp_path) == {"m.py": [5, 6]}
