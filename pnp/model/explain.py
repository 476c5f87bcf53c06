"""msgspec's validation errors, said in a game designer's words.

msgspec says `Expected `int` <= 20 - at `$.players.max``; a designer needs the key, what was written, what the
key takes (in its unit: players, points, copies), its range or its values, and a did-you-mean for a word that is
almost right:

    players.max: at most 20 players, not 30; write a whole number from 1 to 20
    decks[0].layout[3].kind: unknown kind 'corners'; did you mean 'corner'? The kinds: title, text, corner, ...

The model is walked by the error's path (`_models_at`, `_hints_at`) for what the key allows: the range a Meta
gives, the words a Literal allows, the kinds a tagged table may be, the default that shows a length's unit.
Every kind of message msgspec gives while converting a game file (tests/test_model_messages.py makes each one)
has its rewrite here; an unforeseen one is still shown whole, without msgspec's backquotes.
"""

from __future__ import annotations

import difflib
import re
import types
import typing
from functools import cache
from typing import Annotated, Literal, Union

from msgspec import Meta, Struct

from pnp.base.errors import PnpError
from pnp.base.units import Length, parse_length

TYPE_WORDS = {"int": "a whole number", "str": "text", "float": "a number", "bool": "true or false",
              "array": "a list [...]", "list": "a list [...]", "object": "a table", "dict": "a table", "null": "nothing"}
GOT_WORDS = {"int": "the number", "str": "the text", "float": "the number", "bool": "", "array": "a list",
             "list": "a list", "object": "a table", "dict": "a table", "null": "nothing"}

# What a number counts, by its key (the path's last keys, without list indexes): said beside its range, as
# "singular|plural" ("(...)" says what the number is, where it counts nothing)
UNITS = {
    "players.min": "player|players", "players.max": "player|players", "count": "copy|copies", "claims.rolls": "roll|rolls",
    "claims.series": "duel|duels", "claims.hand": "card|cards", "claims.at_least": "card|cards", "variants.sum": "throw|throws",
    "simulation.pawns": "pawn a player|pawns a player", "simulation.max_again": "roll again|rolls again",
    "simulation.start": "(a cell's number)", "layout.size": "point|points", "layout.box": "mm|mm",
    "board.columns": "column|columns", "board.rows": "row|rows", "board.radius": "hex from the centre|hexes from the centre",
    "board.score_track": "point on the score track|points on the score track",
    "board.setup_each": "token of each colour|tokens of each colour", "board.first": "(the first cell's number)",
    "board.star": "hole a side|holes a side", "board.lattice": "point|points", "pawns.rank": "pip|pips",
    "rounds": "round|rounds", "faces": "(a face's number)", "links.from": "(a cell's number)", "links.to": "(a cell's number)",
}


def explain(message: str, raw: dict, root: type, retired: dict[str, str], said: str = "") -> str:
    """msgspec's message about the file `raw`, read with the model `root`, as one line for a game designer.
    `retired`: keys pnp no longer reads, by path, with what to write instead; `said`: the message of pnp's own
    reader of the key (a Length's), kept whole."""
    match = re.fullmatch(r"(.*?)(?: - at `\$([^`]*)`)?", message, re.S)
    problem, at = match.group(1), (match.group(2) or "").lstrip(".")
    field = at or "top level"
    if said:
        return f"{field}: {said}"
    written = value_at(raw, at)
    if unknown := re.fullmatch(r"Object contains unknown field `(.*)`", problem):
        return _unknown_key(unknown.group(1), at, field, root, retired)
    if missing := re.fullmatch(r"Object missing required field `(.*)`", problem):
        return f"{field}: missing key '{missing.group(1)}'; add it"
    if re.fullmatch(r"Invalid (?:enum )?value .*", problem):
        return _unknown_word(written, at, field, root)
    if wrong := re.fullmatch(r"Expected `(.*?)`, got `(.*?)`", problem):
        return _wrong_type(wrong.group(1), wrong.group(2), written, at, field, root)
    if re.fullmatch(r"Expected `str` matching regex .*", problem):  # an id: the only pattern of the model
        return (f"{field}: expected an id, got {_shown(written)}; write 1 to 40 lowercase letters, digits, '-' and "
                "'_', starting with a letter or a digit, like \"my-game\"")
    if bound := re.fullmatch(r"Expected `(int|float)` (>=|<=|>|<) (\S+)", problem):
        return _out_of_range(bound.group(1), bound.group(2), float(bound.group(3)), written, at, field, root)
    if length := re.fullmatch(r"Expected `(array|str|object)` of length (>=|<=)? ?(\d+)", problem):
        return _wrong_length(length.group(1), length.group(2) or "", int(length.group(3)), written, field)
    words = problem.replace("`", "'")
    return f"{field}: {words[0].lower()}{words[1:]}"


def _unknown_key(key: str, at: str, field: str, root: type, retired: dict[str, str]) -> str:
    path = f"{at}.{key}" if at else key
    if path in retired:
        return f"{path}: pnp no longer reads it; {retired[path]}"
    owners = [m.__struct_config__.tag for m in models_at(root, at)
              if m.__struct_config__.tag_field and key in m.__struct_encode_fields__]
    if owners:  # a key of another kind of the same table
        return f"{path}: only kind {', '.join(owners)} has it; remove it, or set kind = \"{owners[0]}\""
    known = sorted({k for model in models_at(root, at) for k in model.__struct_encode_fields__})
    hint = difflib.get_close_matches(key, known, n=1, cutoff=0.5)
    fix = f"did you mean '{hint[0]}'?" if hint else f"known keys: {', '.join(known)}"
    return f"{field}: unknown key '{key}'; {fix}"


def _unknown_word(written, at: str, field: str, root: type) -> str:
    """A word a Literal or a tagged table's kind does not allow: the words it does, and the nearest."""
    words = [str(w) for w in tags_at(root, at) or literals_at(root, at)]  # a Literal may hold numbers: per_page 1, 2, 4
    what = "kind" if at.rpartition(".")[2] == "kind" else "value"
    if not words:
        return f"{field}: {_shown(written)} is not a {what} pnp knows"
    listed = ", ".join(w or '""' for w in words)
    close = difflib.get_close_matches(str(written).strip().lower(), [w for w in words if w], n=1, cutoff=0.5)
    hint = f"did you mean '{close[0]}'? The" if close else "the"
    shown = f"'{written}'" if isinstance(written, str) and len(written) <= 24 else _shown(written)
    return f"{field}: unknown {what} {shown}; {hint} {what}s are {listed}"


def _wrong_type(want: str, got: str, written, at: str, field: str, root: type) -> str:
    kinds = [w.strip() for w in want.split("|")]
    unit = unit_at(at, 2)
    if "str" in kinds and (example := length_example(root, at)):
        wanted = f"a length with its unit, like \"{example}\""
    elif "str" in kinds and "float" in kinds and unit == "mm":
        wanted = "a length with its unit, like \"12mm\", or a number of mm"
    elif kinds == ["str", "object"]:
        wanted = "text (or a table of texts by language, like { fr = \"…\", en = \"…\" })"
    else:
        wanted = " or ".join(TYPE_WORDS.get(k, k) for k in kinds if k != "null")
        if unit and ("int" in kinds or "float" in kinds):
            wanted += f" of {unit}"
    line = f"{field}: expected {wanted}, got {_got(got, written)}"
    limits = range_at(root, at)
    if limits and ("int" in kinds or "float" in kinds):
        line += f"; write {TYPE_WORDS['int' if 'int' in kinds else 'float']} from {limits[0]:.15g} to {limits[1]:.15g}"
    if got == "str" and ("int" in kinds or "float" in kinds) and _number(written):
        line += ", without quotes"
    elif got in ("int", "float") and kinds == ["str"]:
        line += "; write it in quotes"
    return line


def _out_of_range(kind: str, side: str, limit: float, written, at: str, field: str, root: type) -> str:
    unit = unit_at(at, limit)
    unit = f" {unit}" if unit else ""
    bound = {">=": "at least", "<=": "at most", ">": "more than", "<": "less than"}[side]
    line = f"{field}: {bound} {limit:g}{unit}, not {_shown(written)}"
    if limits := range_at(root, at):
        return f"{line}; write {TYPE_WORDS[kind]} from {limits[0]:.15g} to {limits[1]:.15g}"
    return f"{line}; write {TYPE_WORDS[kind]} {bound} {limit:g}"


def _wrong_length(kind: str, side: str, size: int, written, field: str) -> str:
    items = {"array": "items", "str": "characters", "object": "keys"}[kind]
    bound = {">=": "at least ", "<=": "at most ", "": ""}[side]
    has = f", not {len(written)}" if isinstance(written, (list, str, dict)) else ""
    what = {"array": "a list of", "str": "text of", "object": "a table of"}[kind]
    return f"{field}: expected {what} {bound}{size} {items}{has}"


def _got(got: str, written) -> str:
    if got == "bool":
        return str(written).lower() if isinstance(written, bool) else "true or false"
    if got in ("str", "int", "float"):
        return f"{GOT_WORDS[got]} {_shown(written)}".strip()
    return GOT_WORDS.get(got, got)


def _shown(value) -> str:
    """A value as the file writes it, cut short."""
    if isinstance(value, str):
        return f"\"{value}\"" if len(value) <= 24 else f"\"{value[:20]}…\""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float) and value.is_integer():
        return f"{value:g}"
    if isinstance(value, (list, dict)):
        return "a list" if isinstance(value, list) else "a table"
    return "nothing" if value is None else f"{value}"


def _number(text) -> bool:
    try:
        float(str(text))
    except ValueError:
        return False
    return True


def value_at(raw, path: str):
    """What the file writes at a msgspec path like 'decks[0].layout[3].size' (None where nothing is)."""
    value = raw
    for step in re.findall(r"[A-Za-z_][\w-]*|\[\d+\]", path):
        try:
            value = value[int(step[1:-1])] if step.startswith("[") else value[step]
        except (KeyError, IndexError, TypeError, ValueError):
            return None
    return value


def unit_at(path: str, count: float) -> str:
    """What `count` of the number at `path` counts (UNITS), by the key's longest known ending; "" when the key
    says it all, or the number counts nothing."""
    keys = re.sub(r"\[\d+\]", "", path).split(".")
    for n in range(len(keys), 0, -1):
        if (unit := UNITS.get(".".join(keys[-n:]))) is not None:
            one, _, many = unit.partition("|")
            return "" if unit.startswith("(") else one if count == 1 else many
    return ""


def models_at(root: type, path: str) -> list:
    """The Structs a msgspec error path like 'dice[0]' may stand for (a table of several kinds: each kind's)."""
    models: list = [root]
    for name in re.findall(r"[A-Za-z_]\w*", path):
        models = [inner for model in models for inner in _structs(_hint(model, name))]
    return models


def _hint(model, key: str, extras: bool = False):
    """The type of a Struct's key as the file writes it (a key renamed in the model, like 'from', included)."""
    return _hints(model, extras).get(key)


@cache
def _hints(model, extras: bool) -> dict:
    """A Struct's types by the keys the file writes (typing evaluates them anew at each call: 1 ms a model)."""
    hints = typing.get_type_hints(model, include_extras=extras)
    return {key: hints.get(name) for key, name in zip(model.__struct_encode_fields__, model.__struct_fields__)}


def hints_at(root: type, path: str) -> list:
    """The type hints (with their Annotated metas) the model gives the value at a path like 'board.points[1][0]'."""
    hints: list = [root]
    for step in re.findall(r"[A-Za-z_]\w*|\[\d+\]", path):
        if step.startswith("["):
            hints = [typing.get_args(inner)[-1 if typing.get_origin(inner) is dict else 0] for hint in hints
                     for inner in _members(hint) if typing.get_origin(inner) in (list, tuple, dict)]
        else:
            hints = [_hint(model, step, extras=True) for hint in hints
                     for model in _members(hint) if isinstance(model, type) and issubclass(model, Struct)]
    return hints


def range_at(root: type, path: str) -> tuple[float, float] | None:
    """The range (ge, le) the model gives the number at a msgspec error path."""
    for hint in hints_at(root, path):
        for inner in _members(hint, keep=True):
            metas = [m for m in typing.get_args(inner)[1:] if isinstance(m, Meta) and m.ge is not None and m.le is not None]
            if typing.get_origin(inner) is Annotated and metas:
                return metas[0].ge, metas[0].le
    return None


def literals_at(root: type, path: str) -> list[str]:
    """The words a Literal allows at a path ('decks[0].fit': contain, cover, stretch)."""
    return [w for hint in hints_at(root, path) for inner in _members(hint)
            if typing.get_origin(inner) is Literal for w in typing.get_args(inner)]


def tags_at(root: type, path: str) -> list[str]:
    """The kinds a table may be, when `path` is its tag key ('board.kind'): the tags of its models."""
    parent, _, key = path.rpartition(".")
    models = models_at(root, parent) if key else []
    return [m.__struct_config__.tag for m in models if m.__struct_config__.tag_field == key]


def length_example(root: type, path: str) -> str:
    """A length key's default ("16mm"), which shows it takes a length with its unit; "" for other keys."""
    examples = [e for hint in hints_at(root, re.sub(r"\[\d+\]$", "", path)) for e in _examples(hint)]
    if examples:  # a key whose default ("") something else fills in, such as a die's shape, names one in the model
        return examples[0]
    parent, _, key = path.rpartition(".")
    for model in models_at(root, re.sub(r"\[\d+\]$", "", parent)):
        default = getattr(model, "__struct_defaults__", ())
        fields = model.__struct_encode_fields__
        at = fields.index(key) - (len(fields) - len(default)) if key in fields else -1
        if 0 <= at < len(default) and isinstance(default[at], Length) and default[at].given:
            return default[at].text
        if 0 <= at < len(default) and isinstance(default[at], str) and default[at]:
            try:
                parse_length(default[at])
            except PnpError:  # not a length: the key takes other text
                return ""
            return default[at]
    return ""


def _examples(hint) -> list:
    """The examples a field's Annotated metas give (msgspec's Meta(examples=...))."""
    return [e for member in _members(hint, keep=True) if typing.get_origin(member) is Annotated
            for meta in typing.get_args(member)[1:] for e in (getattr(meta, "examples", None) or ())]


def _members(hint, keep: bool = False) -> list:
    """A type's members: a union's, an Annotated's base (or the Annotated itself, with `keep`)."""
    if typing.get_origin(hint) in (Union, types.UnionType):  # Union[A, B] and A | B
        return [m for arg in typing.get_args(hint) for m in _members(arg, keep)]
    if typing.get_origin(hint) is Annotated and not keep:
        return _members(typing.get_args(hint)[0])
    return [hint]


def _structs(hint) -> list:
    """The Structs a field's type holds: itself, a list's items, a union's members."""
    if isinstance(hint, type) and issubclass(hint, Struct):
        return [hint]
    return [inner for arg in typing.get_args(hint) for inner in _structs(arg)]
