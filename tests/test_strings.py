"""The one catalogue of printed strings (pnp/locales/<lang>/*.ftl, read by pnp.base.i18n.say and said): every
message in every language with the same fields, no module choosing its words with `if lang == "fr"`, writing a
table by language or listing languages, and no prose left in code."""

from __future__ import annotations

import ast
import re
import shutil
import tomllib
from pathlib import Path

from fluent.syntax import parse
from fluent.syntax.ast import Message, SelectExpression, VariableReference
from fluent.syntax.visitor import Visitor

import pnp
from pnp.base.catalogue import files
from pnp.base.fonts import missing_glyphs
from pnp.base.i18n import LANGS, LOCALES, say

PNP = Path(pnp.__file__).parent
ONE_LANGUAGE_ONLY = {"a"}  # English's article before a number ("an 8 × 8 grid"): French needs none


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


def test_no_new_words_in_code_and_no_list_of_languages(tmp_path):
    assert words_in_code(PNP) == {}
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


def test_no_prose_in_code(tmp_path):
    assert prose_in_code(PNP) == {}
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
