"""No printed words written inline beside the code that prints them: every text a part kind, the kit or a layout
module prints in French and English is an entry of the one catalogue (pnp.base.i18n.add_strings), so the
catalogue's checks (tests/test_strings.py) see it. A dict literal keyed by the languages, outside an
add_strings call, is such an inline text."""

from __future__ import annotations

import ast
from pathlib import Path

import pnp
from pnp.base.i18n import LANGS

PNP = Path(pnp.__file__).parent
# where words are printed; games/ holds each game's own readings and rules engines (play.py is hashed by the
# stored balance runs), base/ the tables of typography keyed by language, which are no words
CHECKED = ("parts", "layout", "kit.py", "jobs.py", "report.py", "cli", "validate.py", "index_page.py")


def _language_dict(node: ast.AST) -> bool:
    return (isinstance(node, ast.Dict) and bool(node.keys) and all(isinstance(k, ast.Constant) for k in node.keys)
            and bool({k.value for k in node.keys} & set(LANGS)))  # a language-keyed text, whichever languages it gives


def inline_texts(source: str) -> list[int]:
    """The lines of the dicts keyed by language that no add_strings call registers."""
    tree = ast.parse(source)
    registered = {id(sub) for node in ast.walk(tree) if isinstance(node, ast.Call)
                  and getattr(node.func, "id", getattr(node.func, "attr", "")) == "add_strings" for sub in ast.walk(node)}
    return [node.lineno for node in ast.walk(tree) if _language_dict(node) and id(node) not in registered]


def test_no_inline_texts_in_the_modules_that_print():
    paths = [p for name in CHECKED for p in ([PNP / name] if name.endswith(".py") else sorted((PNP / name).rglob("*.py")))]
    found = [f"{p.relative_to(PNP)}:{line}" for p in paths for line in inline_texts(p.read_text(encoding="utf-8"))]
    assert found == []


def test_an_inline_text_is_found():
    planted = ('words = {"fr": "Jetons", "en": "Tokens"}[lang]\n'
               'ok = add_strings("x", {"name": {"fr": "Jetons", "en": "Tokens"}})\n'
               'entry = GuideEntry({"fr": "Pions", "en": "Pawns"}, CARD)\n')
    assert inline_texts(planted) == [1, 3]
