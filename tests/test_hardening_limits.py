"""docs/game-format.md lists every limit pnp enforces, with the value the code uses.

A limit is a named module constant MAX_* or MIN_* (the built-in games' own engines aside); its row in the
Limits table names it as module.NAME and gives its value. The key tables give the bounds of each bounded
key of the game model (Meta ge/le) as lo–hi."""

from __future__ import annotations

import ast
import re
import typing
from pathlib import Path

import msgspec

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "game-format.md"
LIMIT = re.compile(r"(MAX|MIN)_[A-Z0-9_]+")
# Named like limits, but bounds of pnp's own work rather than of anything a user gives it.
NOT_INPUT = {
    "parts.examples.MAX_HEIGHT": "the tallest a worked example's diagram is drawn, a drawing choice",
    "parts.examples.MAX_SCALE": "the largest scale a worked example's diagram is drawn at, a drawing choice",
    "engine.dice.MAX_PACKED_BITS": "how large a packed table of outcomes the odds engine builds before it sums another way",
    "parts.charts.MAX_CELL": "the largest cell of a chart's grid, a drawing choice",
    "layout.typeset.MAX_HEADING_LINES": "a heading longer than this is set smaller (down to 6 pt), not refused",
}


def code_limits() -> dict[str, float]:
    """module.NAME -> value, for every MAX_*/MIN_* number assigned at the top of a module of pnp."""
    found = {}
    for path in sorted((ROOT / "pnp").rglob("*.py")):
        rel = path.relative_to(ROOT / "pnp").with_suffix("")
        if rel.parts[0] == "games":
            continue  # the built-in games' own engines: their bounds are how long a simulated game may run
        module = ".".join(p for p in rel.parts if p != "__init__")
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            target = node.targets[0] if isinstance(node, ast.Assign) else getattr(node, "target", None)
            if isinstance(target, ast.Name) and LIMIT.fullmatch(target.id) and node.value is not None:
                try:
                    value = ast.literal_eval(node.value)
                except ValueError:
                    continue
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    found[f"{module}.{target.id}"] = value
    return {k: v for k, v in found.items() if k not in NOT_INPUT}


def doc_limits() -> dict[str, float]:
    """module.NAME -> value, from the rows of the doc's Limits table: | `module.NAME` | value unit | ... |"""
    text = DOC.read_text(encoding="utf-8")
    section = text.split("\n## Limits", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `([\w.]+)` \| ([^|]+) \|", section, re.M)
    assert rows, "no Limits table"
    return {name: float(re.match(r"-?[\d  ]+(?:\.\d+)?", value).group().replace(" ", "").replace(" ", ""))
            for name, value in rows}


def test_every_limit_in_the_code_is_documented_with_its_value():
    code, doc = code_limits(), doc_limits()
    assert sorted(set(code) - set(doc)) == [], "limits the doc does not list"
    assert sorted(set(doc) - set(code)) == [], "listed limits the code does not have"
    wrong = {name: (code[name], doc[name]) for name in code if float(code[name]) != doc[name]}
    assert wrong == {}, "documented values differ from the code's (code, doc)"


def test_not_input_names_still_exist():
    """Every exception to the table names a constant that is still there."""
    for name in NOT_INPUT:
        module, _, const = name.rpartition(".")
        source = (ROOT / "pnp" / Path(*module.split("."))).with_suffix(".py").read_text(encoding="utf-8")
        assert re.search(rf"^{const}\s*[:=]", source, re.M), name


def _bounded_keys():
    """(key, lo, hi) for every key of the game model bounded on both sides."""
    from pnp.game import Game as WholeGame
    from pnp.parts.registry import kinds

    kinds()
    seen, todo, keys = set(), [WholeGame], []
    while todo:
        model = todo.pop()
        if model in seen:
            continue
        seen.add(model)
        hints = typing.get_type_hints(model, include_extras=True)
        for field in msgspec.structs.fields(model):
            stack = [hints[field.name]]
            while stack:
                tp = stack.pop()
                args = typing.get_args(tp)
                if typing.get_origin(tp) is typing.Annotated:
                    meta = next((m for m in args[1:] if isinstance(m, msgspec.Meta)), None)
                    if meta is not None and meta.ge is not None and meta.le is not None:
                        keys.append((field.encode_name, meta.ge, meta.le))
                    stack.append(args[0])
                elif isinstance(tp, type) and issubclass(tp, msgspec.Struct):
                    todo.append(tp)
                else:
                    stack.extend(a for a in args if not isinstance(a, (str, int, float)))
    return keys


def test_every_bounded_key_gives_its_bounds():
    text = DOC.read_text(encoding="utf-8")
    missing = []
    for key, lo, hi in _bounded_keys():
        rows = [line for line in text.splitlines() if re.match(rf"\| (`[\w.]+`, )*`([\w.]+\.)?{key}`", line)]
        spans = {f"{lo}–{hi}", f"{lo} to {hi}"} | ({f"1–{hi}"} if lo == 0 else set())  # 0: the key not given
        if not any(span in row for row in rows for span in spans):
            missing.append(f"{key} {lo}–{hi}")
    assert missing == [], "bounded keys whose row does not give lo–hi"
