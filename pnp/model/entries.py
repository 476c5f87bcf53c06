"""Tokens, pawns and dice from a sheet, as a deck's cards come from one (pnp.model.data: the same CSV, TSV or
.xlsx files, links and limits, and errors naming the file, the row and the column).

    [[tokens]]                      [[dice]]
    data = "tokens.csv"             id = "weather"
    size = "20mm"                   data = "faces.csv"      # a row per face: face (a number or a word), art

A `[[tokens]]` or `[[pawns]]` table with `data` stands for one entry a row: the sheet's columns are the kind's
keys (`label`, `count`, `color` ...; a text per language as `label_fr`, `label_en`; a list such as a pawn's
`colors` as "red, blue"), the table's other keys the default of every row, and an empty cell the table's
value. A row with no `id` is named after the table's: `resources-1`, `resources-2` ... (its row without the
header, as a deck's cards are). A `[[dice]]` table with `data` takes its faces from it, one a row.

Each row becomes the kind's own entry before the game is checked, so everything after this module sees a game
file as if the designer had written every entry out. Each entry remembers where it was written (`Origin`); an
error a kind raises about `tokens[7].label` is said of the cell it came from (`placed`), since a made entry's
index is no place in the game file.
"""

from __future__ import annotations

import re
import typing
from contextlib import contextmanager
from typing import Annotated, Literal, Union

import msgspec
from msgspec import Struct

from pnp.base.errors import PnpError
from pnp.base.fonts import missing_glyphs
from pnp.base.i18n import LANGS, Grouped, said
from pnp.engine.faces import SHAPES, check_faces
from pnp.model.art import game_folder, resolve
from pnp.model.data import Row, Table, column_place, read_table
from pnp.model.explain import explain

DATA = ("data", "sheet")  # a table's keys that name its sheet, not the entries' own
FACE, ART = "face", "art"  # a die's sheet: a row per face
_NUMBER = re.compile(r"[+-]?\d{1,9}")
_FIELD = re.compile(r"([a-z_]+\[\d+\])(?:\.([a-z_]+))?(\[\d+\])?(.*)", re.S)


class Origin(Struct, frozen=True):
    """Where an entry of the game read was written: a row of a data file (or, for a die, a row per face), or
    the game file's own entry when the rows before it moved its index."""

    file: str | None  # the data file; None for an entry of the game file
    rows: tuple[str, ...]  # "row 5": the entry's row, or each face's
    columns: dict[str, str]  # the entry's key -> the column that gave it ("label" -> "label_fr")
    entry: str  # the game file's table: "tokens[0]"


def expand(section: str, entries: list, model: type, source: str, lengths, *, root: type,
           most: int) -> tuple[list, dict[str, Origin]]:
    """A section's entries (a list of the game file's tables) read into `model`, each table with `data` as one
    entry a row; and where each entry whose place is not its index came from. `lengths` reads the lengths
    (pnp.model.spec.LengthReader, msgspec's dec_hook); `root` is the whole game's model, for messages;
    `most`, the characters any text of a game file may have."""
    made: list = []
    origins: dict[str, Origin] = {}
    for i, entry in enumerate(entries):
        field = f"{section}[{i}]"
        if isinstance(entry, dict) and "data" in entry:
            for values, origin in _sheet_entries(entry, model, source, field, most):
                origins[f"{section}[{len(made)}]"] = origin
                made.append(_read_row(lengths, values, model, origin, source, root))
            continue
        if len(made) != i:  # rows before it: its index in the game read is not its place in the file
            origins[f"{section}[{len(made)}]"] = Origin(None, (), {}, field)
        made.append(_read(lengths, entry, model, field, {section: entries}, root, source))
    return made, origins


def _sheet_entries(entry: dict, model: type, source: str, field: str, most: int):
    """Each row of the table's sheet as the game file would write its entry (the table's keys, then the row's
    cells), with where it came from; a row without an id is named after the table's."""
    table = _table(entry, source, field)
    keys = _keys(model, table, field)
    base = {k: v for k, v in entry.items() if k not in DATA}
    for n, row in enumerate(table.rows, 1):
        values, columns = _row(row, keys, base, most)
        if "id" not in columns:
            if "id" not in base:
                raise PnpError(said("errors.entries.no-id"), file=source, field=field)
            values["id"] = f"{base['id']}-{n}"
        yield values, Origin(table.file, (row.field,), columns, field)


def die_faces(entry: dict, source: str, field: str, most: int) -> tuple[dict, Origin | None]:
    """A `[[dice]]` table with its faces (and their art) read from its sheet, a row per face: the table as the
    game file would write it, and where its faces came from."""
    if not (isinstance(entry, dict) and "data" in entry):
        return entry, None
    if "faces" in entry or "art" in entry:
        raise PnpError(said("errors.entries.faces-twice"), file=source, field=field)
    table = _table(entry, source, field)
    unknown = [c for c in table.columns if c not in (FACE, ART)]
    if unknown:
        raise PnpError(said("errors.entries.die-column", column=unknown[0], face=FACE, art=ART), file=table.file,
                       field=_column(unknown[0]))
    table.require(FACE, named_by=f"{source}: {field}.data")
    faces, art = [], []
    for row in table.rows:
        text = _cell(row, FACE, most)
        face = int(text) if _NUMBER.fullmatch(text) else text
        try:
            check_faces([face], field=row.at(FACE))
        except PnpError as e:
            e.file = row.file
            raise
        faces.append(face)
        art.append(_art(row, source, most))
    shape = entry.get("shape", "d6")
    if shape in SHAPES and len(faces) != SHAPES[shape]:
        raise PnpError(said("errors.entries.faces", count=len(faces), shape=shape, faces=SHAPES[shape], field=field),
                       file=table.file)
    made = {k: v for k, v in entry.items() if k not in DATA} | {"faces": faces}
    if any(art):
        made["art"] = art
    columns = {"faces": FACE} | ({"art": ART} if ART in table.columns else {})
    return made, Origin(table.file, tuple(row.field for row in table.rows), columns, field)


def _table(entry: dict, source: str, field: str) -> Table:
    data, sheet = entry.get("data"), entry.get("sheet", "")
    if not isinstance(data, str) or not isinstance(sheet, str):
        raise PnpError(said("errors.entries.data-text"), file=source, field=f"{field}.data")
    return read_table(data, game_folder(source), file=source, field=f"{field}.data", sheet=sheet)


def _keys(model: type, table: Table, field: str) -> dict[str, tuple[str, str]]:
    """Each column the sheet has, as (the model's key, what the cell is: "text", "list", or a language)."""
    hints = typing.get_type_hints(model, include_extras=True)
    shapes = {key: _shape(hints[key]) for key in model.__struct_encode_fields__ if key not in DATA}
    keys: dict[str, tuple[str, str]] = {}
    for column in table.columns:
        key, _, lang = column.rpartition("_")
        if shapes.get(column):
            keys[column] = (column, shapes[column])
        elif lang in LANGS and shapes.get(key) == "localized":
            keys[column] = (key, lang)
        else:
            known = [k for k, s in shapes.items() if s]
            raise PnpError(said("errors.entries.unknown-column", column=column, section=field.partition("[")[0],
                                known=", ".join(known), example=", ".join(f"label_{lang}" for lang in LANGS[:2])),
                           file=table.file, field=_column(column))
    return keys


def _shape(hint) -> str:
    """What a cell can give a key of this type: "text" (a word, a number, true or false), "localized" (text,
    or a text per language), "list" (items parted by commas), or "" (a table: no cell gives one)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is Annotated:
        return _shape(args[0])
    if origin in (list, tuple):
        return "list" if _shape(args[0]) == "text" else ""
    if origin is Union:
        shapes = {_shape(a) for a in args}
        if "text" in shapes:
            return "localized" if any(typing.get_origin(a) is dict for a in args) else "text"
        return ""
    if origin is dict or (isinstance(hint, type) and issubclass(hint, Struct)):
        return ""
    return "text" if origin is Literal or isinstance(hint, type) else ""


def _row(row: Row, keys: dict[str, tuple[str, str]], base: dict, most: int) -> tuple[dict, dict[str, str]]:
    """A row as the game file's table would write it, its empty cells taking the table's values; and the
    column each key came from."""
    values = dict(base)
    columns: dict[str, str] = {}
    for column, (key, kind) in keys.items():
        text = _cell(row, column, most)
        if not text:
            continue
        columns[key] = column
        if kind == "list":
            values[key] = [item.strip() for item in text.split(",")]
        elif kind in LANGS:
            known = values.get(key)
            values[key] = (known if isinstance(known, dict) else {}) | {kind: text}
            columns[f"{key}.{kind}"] = column  # a message about one language's text names its own column
        else:
            values[key] = text
    return values, columns


def _cell(row: Row, column: str, most: int) -> str:
    """A cell's text, within the length any text of a game file has and drawable by the bundled font."""
    text = row.values.get(column, "")
    if len(text) > most:
        raise PnpError(said("errors.entries.too-long", count=len(text), most=Grouped(most)),
                       file=row.file, field=row.at(column))
    if missing := missing_glyphs(text):
        raise PnpError(said("errors.entries.glyphs", chars=" ".join(sorted(missing))), file=row.file, field=row.at(column))
    return text


def _art(row: Row, source: str, most: int) -> str:
    name = _cell(row, ART, most)
    if name:
        resolve(name, game_folder(source), file=row.file, field=row.at(ART))
    return name


def _convert(lengths, value, model: type, strict: bool):
    lengths.refused = ""
    return msgspec.convert(value, model, dec_hook=lengths, strict=strict)


def _read(lengths, entry, model: type, field: str, raw: dict, root: type, source: str):
    """An entry of the game file, read as the whole section would be: a message names its key there."""
    try:
        return _convert(lengths, entry, model, True)
    except msgspec.ValidationError as e:
        problem, at = _split(str(e))
        raise explain(f"{problem} - at `$.{field}{at}`", raw, root, {}, refused=lengths.refused).error(source) from None


def _read_row(lengths, values: dict, model: type, origin: Origin, source: str, root: type):
    """A row's entry: its cells' text read as the keys' types (a number, true or false, a length); a message
    names the cell, or the game file's key that gave the value."""
    try:
        return _convert(lengths, values, model, False)
    except msgspec.ValidationError as e:
        problem, at = _split(str(e))
        section = origin.entry.partition("[")[0]
        path = f"{section}[0]{at}"
        words = explain(f"{problem} - at `$.{path}`", {section: [values]}, root, {}, refused=lengths.refused)
        words = words.message if words.field == path else words  # the row's key is named below
        key = re.match(r"\.([a-z_]+)", at)
        if key and key.group(1) in origin.columns:
            column = origin.columns[key.group(1)]
            raise PnpError(words, file=origin.file, field=column_place(origin.rows[0], column)) from None
        if key:
            raise PnpError(words, file=source, field=f"{origin.entry}.{key.group(1)}") from None
        raise PnpError(said("errors.entries.row-key", problem=words, entry=origin.entry), file=origin.file,
                       field=origin.rows[0]) from None


def _column(name: str) -> str:
    """How messages name a column of a sheet: "column 'art'", in the reader's language."""
    return str(said("places.column", column=name))


def _split(message: str) -> tuple[str, str]:
    problem, at = re.fullmatch(r"(.*?)(?: - at `\$([^`]*)`)?", message, re.S).groups()
    return problem, at or ""


# --- where an entry came from, for the kinds' messages ---------------------------------------------------------

_ORIGINS: dict[int, tuple[object, dict[str, Origin]]] = {}  # id(game) -> (game, origins): the games read lately
KEPT = 8  # games remembered (pnp watch reads the file anew at each save)


def remember(game, origins: dict[str, Origin]) -> None:
    """Where the entries of `game` that are not where their index says came from."""
    _ORIGINS.pop(id(game), None)
    if origins:
        _ORIGINS[id(game)] = (game, origins)
        while len(_ORIGINS) > KEPT:
            del _ORIGINS[next(iter(_ORIGINS))]


@contextmanager
def placed(game, source: str | None):
    """An error about a made entry (`tokens[7].label`, in the game file `source`) is said of the cell it came
    from (`tokens.csv: row 9, column 'label'`), or of the game file's table that gave the value."""
    try:
        yield
    except PnpError as e:
        known = _ORIGINS.get(id(game))
        if known is not None and known[0] is game:
            _move(e, known[1], source)
        raise


def _move(error: PnpError, origins: dict[str, Origin], source: str | None) -> None:
    field, message = error.field, error.message
    joined = f"{source}: " if source else None
    if joined and error.file and error.file.startswith(joined):  # a helper given the file and field as one `where`
        field = error.file[len(joined):] + (f": {field}" if field else "")
    elif error.file not in (None, source):
        return
    elif field is None:  # the core's checks write the field into the message: "dice[0].faces: ..."
        field, colon, rest = message.partition(": ")
        if not colon:
            return
        message = rest
    match = _FIELD.fullmatch(field)
    origin = origins.get(match.group(1)) if match else None
    if origin is None:
        return
    key, index, rest = match.group(2), match.group(3), match.group(4)
    error.message = message
    if origin.file is None:  # an entry of the game file, further down the list than its index
        error.file, error.field = source, origin.entry + field[len(match.group(1)):]
    elif f"{key}{rest}" in origin.columns:  # one language's text: "label.fr" -> label_fr
        error.file, error.field = origin.file, column_place(origin.rows[0], origin.columns[key + rest])
    elif key in origin.columns:  # a die's faces: the row of the face named, or the column when none is
        at = int(index[1:-1]) if index and len(origin.rows) > 1 else 0 if len(origin.rows) == 1 else None
        row = f"{origin.rows[at]}, " if at is not None and at < len(origin.rows) else ""
        inner = rest if rest.startswith(":") else ""  # what a helper named inside the cell's value (an art file's part)
        error.file, error.field = origin.file, f"{row}{_column(origin.columns[key])}{inner}"
    elif key:
        error.file, error.field = source, f"{origin.entry}.{key}{index or ''}{rest}"
    else:
        error.file, error.field = origin.file, f"{origin.rows[0]}{rest}"
