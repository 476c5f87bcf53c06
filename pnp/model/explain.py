"""msgspec's validation errors, said in a game designer's words.

msgspec says `Expected `int` <= 20 - at `$.players.max``; a designer needs the key, what was written, what the
key takes (in its unit: players, points, copies), its range or its values, and a did-you-mean for a word that is
almost right:

    players.max: at most 20 players, not 30; write a whole number from 1 to 20
    decks[0].layout[3].kind: unknown kind 'corners'; did you mean 'corner'? The kinds are title, text, corner, ...

Each line is messages of the catalogue (pnp/locales/<lang>/explain.ftl), said in the reader's language when the
error is printed: the key is the error's field, what it counts a unit chosen by a $count selector ("1 player",
"20 players"), the numbers written with the reader's decimal mark; what the file wrote is shown as it wrote it.

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
from pnp.base.i18n import Said, said
from pnp.base.units import Length, parse_length

# msgspec's names of a value's types, as the messages name them (catalogue keys explain.type.* and explain.got.*)
TYPES = {"int": "int", "str": "str", "float": "float", "bool": "bool", "array": "list", "list": "list",  # not a message
         "object": "table", "dict": "table", "null": "nothing"}

# What a number counts, by its key (the path's last keys, without list indexes): said beside its range, by the
# catalogue's explain.unit.<unit>, a selector on $count; None where the number counts nothing (a cell's number)
UNITS = {
    "players.min": "players", "players.max": "players", "count": "copies", "claims.rolls": "rolls",
    "claims.series": "duels", "claims.hand": "cards", "claims.at_least": "cards", "variants.sum": "throws",
    "simulation.pawns": "pawns-each", "simulation.max_again": "rolls-again", "simulation.start": None,
    "layout.size": "points", "layout.box": "mm", "board.columns": "columns", "board.rows": "rows",
    "board.radius": "hexes-from-centre", "board.score_track": "track-points", "board.setup_each": "tokens-each",
    "board.first": None, "board.star": "holes-side", "board.lattice": "points", "pawns.rank": "pips",
    "rounds": "rounds", "faces": None, "links.from": None, "links.to": None,
}
BOUNDS = {">=": "ge", "<=": "le", ">": "gt", "<": "lt", "": "exact"}  # a bound's variant in the messages


class Explained(Said):
    """A model error said in a designer's words: `message`, at the key `field` ("" for the file's top level);
    said whole, the key and the message joined by the language's colon."""

    def __init__(self, field: str, message):
        place = field or said("explain.top-level")
        super().__init__("errors.at", place=place, message=message)
        self.field, self.message = field, message

    def error(self, where: str | None = None) -> PnpError:
        """The error to raise, the key its field (the top level's words are the message's, having no key)."""
        if self.field:
            return PnpError(self.message, field=self.field, where=where)
        return PnpError(self, where=where)


def explain(message: str, raw: dict, root: type, retired: dict, refused: str | Said = "") -> Explained:
    """msgspec's message about the file `raw`, read with the model `root`, as one line for a game designer,
    said in the reader's language when printed. `retired`: keys pnp no longer reads, by path, with what to write
    instead (a text or a message); `refused`: the message of pnp's own reader of the key (a Length's), kept whole."""
    match = re.fullmatch(r"(.*?)(?: - at `\$([^`]*)`)?", message, re.S)  # not a message
    problem, at = match.group(1), (match.group(2) or "").lstrip(".")
    if refused:
        return Explained(at, refused)
    written = value_at(raw, at)
    if unknown := re.fullmatch(r"Object contains unknown field `(.*)`", problem):  # not a message
        return _unknown_key(unknown.group(1), at, root, retired)
    if missing := re.fullmatch(r"Object missing required field `(.*)`", problem):  # not a message
        return Explained(at, said("errors.explain.missing", name=missing.group(1)))
    if re.fullmatch(r"Invalid (?:enum )?value .*", problem):
        return Explained(at, _unknown_word(written, at, root))
    if wrong := re.fullmatch(r"Expected `(.*?)`, got `(.*?)`", problem):
        return Explained(at, _wrong_type(wrong.group(1), wrong.group(2), written, at, root))
    if re.fullmatch(r"Expected `str` matching regex .*", problem):  # an id: the only pattern of the model
        return Explained(at, said("errors.explain.id", value=_shown(written)))
    if bound := re.fullmatch(r"Expected `(int|float)` (>=|<=|>|<) (\S+)", problem):
        return Explained(at, _out_of_range(bound.group(1), bound.group(2), float(bound.group(3)), written, at, root))
    if length := re.fullmatch(r"Expected `(array|str|object)` of length (>=|<=)? ?(\d+)(?:, got \d+)?", problem):
        return Explained(at, _wrong_length(length.group(1), length.group(2) or "", int(length.group(3)), written))
    words = problem.replace("`", "'")  # an unforeseen message of msgspec: its own words, as it gives them
    return Explained(at, f"{words[0].lower()}{words[1:]}")


def _unknown_key(key: str, at: str, root: type, retired: dict) -> Explained:
    path = f"{at}.{key}" if at else key
    if path in retired:
        return Explained(path, said("errors.explain.retired", instead=retired[path]))
    owners = [m.__struct_config__.tag for m in models_at(root, at)
              if m.__struct_config__.tag_field and key in m.__struct_encode_fields__]
    if owners:  # a key of another kind of the same table
        return Explained(path, said("errors.explain.other-kind", count=len(owners), kinds=", ".join(owners),
                                     kind=owners[0]))
    known = sorted({k for model in models_at(root, at) for k in model.__struct_encode_fields__})
    hint = difflib.get_close_matches(key, known, n=1, cutoff=0.5)
    if hint:
        return Explained(at, said("errors.explain.unknown-key-near", name=key, near=hint[0]))
    return Explained(at, said("errors.explain.unknown-key", name=key, known=", ".join(known)))


def _unknown_word(written, at: str, root: type) -> Said:
    """A word a Literal or a tagged table's kind does not allow: the words it does, and the nearest."""
    words = [str(w) for w in tags_at(root, at) or literals_at(root, at)]  # a Literal may hold numbers: per_page 1, 2, 4
    what = "kind" if at.rpartition(".")[2] == "kind" else "value"  # not a message
    if not words:
        return said("errors.explain.unknown-word", what=what, value=_shown(written))
    listed = ", ".join(w or '""' for w in words)
    close = difflib.get_close_matches(str(written).strip().lower(), [w for w in words if w], n=1, cutoff=0.5)
    shown = said("explain.quoted", word=written) if isinstance(written, str) and len(written) <= 24 else _shown(written)
    if close:
        return said("errors.explain.unknown-word-near", what=what, value=shown, near=close[0], words=listed)
    return said("errors.explain.unknown-word-listed", what=what, value=shown, words=listed)


def _wrong_type(want: str, got: str, written, at: str, root: type) -> Said:
    kinds = [w.strip() for w in want.split("|")]
    unit = unit_at(at)
    if "str" in kinds and (example := length_example(root, at)):
        wanted = said("explain.wanted.length", example=example)
    elif "str" in kinds and "float" in kinds and unit == "mm":
        wanted = said("explain.wanted.length-or-mm")
    elif kinds == ["str", "object"]:
        wanted = said("explain.wanted.texts")
    else:
        types = [_type(k) for k in kinds if k != "null"]
        wanted = types[0] if types else ""
        for other in types[1:]:
            wanted = said("explain.either", first=wanted, second=other)
        if unit and ("int" in kinds or "float" in kinds):
            wanted = said("explain.counting", what=wanted, unit=said(f"explain.unit.{unit}", count=2))
    line = said("errors.explain.expected", wanted=wanted, got=_got(got, written))
    limits = range_at(root, at)
    if limits and ("int" in kinds or "float" in kinds):
        line = said("errors.explain.write-range", line=line, type=_type("int" if "int" in kinds else "float"),
                     low=float(limits[0]), high=float(limits[1]))
    if got == "str" and ("int" in kinds or "float" in kinds) and _number(written):
        line = said("errors.explain.unquote", line=line)
    elif got in ("int", "float") and kinds == ["str"]:
        line = said("errors.explain.quote", line=line)
    return line


def _out_of_range(kind: str, side: str, limit: float, written, at: str, root: type) -> Said:
    unit = unit_at(at)
    amount = said("explain.amount", limit=limit, unit=said(f"explain.unit.{unit}", count=limit)) if unit else limit
    line = said("errors.explain.bound", side=BOUNDS[side], amount=amount, value=_shown(written))
    if limits := range_at(root, at):
        return said("errors.explain.write-range", line=line, type=_type(kind), low=float(limits[0]),
                     high=float(limits[1]))
    return said("errors.explain.write-bound", line=line, type=_type(kind), side=BOUNDS[side], limit=limit)


def _wrong_length(kind: str, side: str, size: int, written) -> Said:
    line = said(f"errors.explain.length.{TYPES[kind]}", count=size, side=BOUNDS[side], size=float(size))
    if isinstance(written, (list, str, dict)):
        return said("errors.explain.not-length", line=line, given=float(len(written)))
    return line


def _type(kind: str) -> Said | str:
    """What a key of msgspec's type `kind` takes ("a whole number"); an unforeseen type by its name."""
    return said(f"explain.type.{TYPES[kind]}") if kind in TYPES else kind


def _got(got: str, written) -> Said | str:
    """What the file gave instead ("the text "big"")."""
    if got == "bool":
        return str(written).lower() if isinstance(written, bool) else said("explain.type.bool")
    if got == "str":
        return said("explain.got.text", value=_shown(written))
    if got in ("int", "float"):
        return said("explain.got.number", value=_shown(written))
    return said(f"explain.got.{TYPES[got]}") if got in TYPES else got


def _shown(value) -> Said | str:
    """A value as the file writes it, cut short."""
    if isinstance(value, str):
        return f"\"{value}\"" if len(value) <= 24 else f"\"{value[:20]}…\""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float) and value.is_integer():
        return f"{value:g}"
    if isinstance(value, (list, dict)):
        return said("explain.got.list" if isinstance(value, list) else "explain.got.table")
    return said("explain.got.nothing") if value is None else f"{value}"


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


def unit_at(path: str) -> str | None:
    """What the number at `path` counts (UNITS: a unit of the catalogue's explain.unit.*), by the key's longest
    known ending; None when the key says it all, or the number counts nothing."""
    keys = re.sub(r"\[\d+\]", "", path).split(".")
    for n in range(len(keys), 0, -1):
        if ".".join(keys[-n:]) in UNITS:
            return UNITS[".".join(keys[-n:])]
    return None


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
