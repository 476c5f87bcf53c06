"""docs/game-format.md and the game-file models agree: every key of every model is documented, and every
key the document lists exists (as Squib checks its docs against its parameters)."""

from __future__ import annotations

import re
import typing
from pathlib import Path

import msgspec

from pnp.game import Game as WholeGame
from pnp.parts.registry import kinds

DOC = Path(__file__).resolve().parent.parent / "docs" / "game-format.md"


def structs(model, seen=None) -> set[type]:
    """Every msgspec Struct reachable from a type: fields, lists, unions, tuples."""
    seen = set() if seen is None else seen
    if isinstance(model, type) and issubclass(model, msgspec.Struct):
        if model in seen:
            return seen
        seen.add(model)
        for hint in typing.get_type_hints(model, include_extras=True).values():
            structs(hint, seen)
        return seen
    for arg in typing.get_args(model):
        structs(arg, seen)
    return seen


def model_keys() -> set[str]:
    kinds()
    return {name for struct in structs(WholeGame) for name in struct.__struct_encode_fields__}  # as files spell them


def documented_keys(text: str) -> set[str]:
    """The keys in the first column of every `| key | ...` table (`a`, `b`, `x.y` and `[[x.y]]` as y), and the
    sections headings name (`## [board]`, `## [[dice]]`)."""
    keys: set[str] = set()
    in_table = False
    for line in text.splitlines():
        if heading := re.match(r"#+ `\[\[?([a-z_.]+)\]\]?`", line):
            keys.add(heading.group(1).rpartition(".")[2])
        if line.startswith("| key |"):
            in_table = True
            continue
        if not line.startswith("|"):
            in_table = False
            continue
        if in_table and not line.startswith("|---"):
            first = line.split("|")[1]
            for key in re.findall(r"`([^`]+)`", first):
                keys.add(key.strip("[]").rpartition(".")[2])
    return keys


def test_every_model_key_is_documented():
    missing = model_keys() - documented_keys(DOC.read_text(encoding="utf-8"))
    assert not missing, f"keys with no row in docs/game-format.md: {sorted(missing)}"


def test_every_documented_key_exists():
    unknown = documented_keys(DOC.read_text(encoding="utf-8")) - model_keys()
    assert not unknown, f"docs/game-format.md documents keys no model has: {sorted(unknown)}"


def test_the_check_finds_an_undocumented_key():
    doc = "## `[[dice]]` — dice\n\n| key | type |\n|---|---|\n| `id`, `name` | id |\n| `[[tokens.variants]]` | x |\n\nprose `faces`\n"
    assert documented_keys(doc) == {"dice", "id", "name", "variants"}
