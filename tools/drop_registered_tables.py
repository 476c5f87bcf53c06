"""Delete the add_strings tables whose words the catalogue files hold (issue 37): a table registered but never
looked up through its name (the module reads it with say()), and a one-text table read as NAME[lang], which
becomes say(key, lang) (its `.format(...)` then say's fields, and single quotes inside an f-string, by hand).
Run once from the repository's root; the built-in games' modules (pnp/games) are left to their own move."""

import ast
import re
from pathlib import Path


def unread_tables(source: str) -> list[tuple[int, int]]:
    """(first line, last line) of each top-level add_strings statement whose result is never read."""
    spans = []
    for node in ast.parse(source).body:
        value = node.value if isinstance(node, (ast.Expr, ast.Assign)) else None
        if not (isinstance(value, ast.Call) and getattr(value.func, "id", None) == "add_strings"):
            continue
        name = node.targets[0].id if isinstance(node, ast.Assign) else None
        if name is None or len(re.findall(rf"\b{name}\b", source)) == 1:
            spans.append((node.lineno, node.end_lineno))
    return spans


def drop(path: Path) -> int:
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines(keepends=True)
    spans = unread_tables(source)
    for first, last in reversed(spans):
        while first > 1 and lines[first - 2].lstrip().startswith("#"):  # the table's own comment goes with it
            first -= 1
        del lines[first - 1 : last]
        if first - 1 < len(lines) and lines[first - 1].strip() == "" and first > 1 and lines[first - 2].strip() == "":
            del lines[first - 1]  # no run of three blank lines left where it was
    text = "".join(lines)
    if spans and len(re.findall(r"\badd_strings\b", text)) == 1:  # only the import is left
        text = re.sub(r"\badd_strings, |, add_strings\b", "", text)
    path.write_text(text, encoding="utf-8")
    return len(spans)




def single_texts(source: str) -> list[tuple[int, int, str, str]]:
    """(first line, last line, name, key) of each top-level `NAME = add_strings(key, {"fr": "...", "en": "..."})`:
    one text, read only as NAME[lang]."""
    found = []
    for node in ast.parse(source).body:
        if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                and getattr(node.value.func, "id", None) == "add_strings" and isinstance(node.targets[0], ast.Name)):
            continue
        table = node.value.args[1]
        if not (isinstance(table, ast.Dict) and all(isinstance(v, ast.Constant) and isinstance(v.value, str) for v in table.values)):
            continue
        name = node.targets[0].id
        if len(re.findall(rf"\b{name}\b", source)) - 1 == len(re.findall(rf"\b{name}\[[\w.]+\]", source)):
            found.append((node.lineno, node.end_lineno, name, node.value.args[0].value))
    return found


def say_single_texts(path: Path) -> int:
    """Each one-text table replaced by say(key, lang) where it is read, its literal deleted."""
    source = path.read_text(encoding="utf-8")
    tables = single_texts(source)
    lines = source.splitlines(keepends=True)
    for first, last, _, _ in reversed(tables):
        while first > 1 and lines[first - 2].lstrip().startswith("#"):
            first -= 1
        del lines[first - 1 : last]
    text = "".join(lines)
    for _, _, name, key in tables:
        text = re.sub(rf"\b{name}\[([\w.]+)\]", rf'say("{key}", \1)', text)
    if tables and not re.search(r"^from pnp.base.i18n import .*\bsay\b", text, re.M):
        text = re.sub(r"^(from pnp.base.i18n import .*)$", r"\1, say", text, count=1, flags=re.M)
    if tables and len(re.findall(r"\badd_strings\b", text)) == 1:
        text = re.sub(r"\badd_strings, |, add_strings\b", "", text)
    if tables:
        path.write_text(re.sub(r"\n{4,}", "\n\n\n", text), encoding="utf-8")
    return len(tables)


if __name__ == "__main__":
    for path in sorted(Path("pnp").rglob("*.py")):
        if "games" not in path.parts and path.name != "i18n.py":
            if done := drop(path) + say_single_texts(path):
                print(f"{path}: {done} tables")
