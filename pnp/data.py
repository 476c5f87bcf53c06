"""A deck's rows: a CSV, TSV or .xlsx file beside the game file, or rows written inline in TOML.

Every value is read as text (the layout decides what it means). Each row keeps its place in the file, so
a message names the file, the row (as a spreadsheet numbers it: the header is row 1) and the column:

    cards.csv: row 7, column 'count': 'two' is not a whole number; write 0 to 1000

A column named `count` makes that many copies of the row (empty: one); it is not shown on the card.
"""

from __future__ import annotations

import io
from pathlib import Path

from msgspec import Struct

from pnp.errors import PnpError
from pnp.resources import beside

MAX_BYTES = 5_000_000
MAX_ROWS = 5_000
MAX_COUNT = 1_000
COUNT = "count"
KINDS = {".csv": "csv", ".tsv": "tsv", ".txt": "tsv", ".xlsx": "xlsx"}


class Row(Struct, frozen=True):
    values: dict[str, str]
    where: str  # "cards.csv: row 7" or "game.toml: decks[0].rows[3]"

    def at(self, column: str) -> str:
        """How messages name one cell."""
        return f"{self.where}, column '{column}'"


class Table(Struct, frozen=True):
    name: str  # the file as messages name it, or the game file's field for inline rows
    columns: tuple[str, ...]
    rows: tuple[Row, ...]

    def require(self, column: str, *, named_by: str) -> None:
        """A column the layout names must be in the data."""
        if column not in self.columns:
            raise PnpError(f"column '{column}' is named by {named_by} but the data has no such column; "
                           f"its columns are {', '.join(self.columns)}", where=self.name)

    def cards(self) -> list[Row]:
        """Every row as many times as its count says."""
        out: list[Row] = []
        for row in self.rows:
            out += [row] * count(row)
        return out


def count(row: Row) -> int:
    text = row.values.get(COUNT, "").strip()
    if not text:
        return 1
    try:
        number = float(text)
    except ValueError:
        number = -1.5
    if number != int(number) or not 0 <= number <= MAX_COUNT:
        raise PnpError(f"'{text}' is not a whole number of copies; write 0 to {MAX_COUNT}", where=row.at(COUNT))
    return int(number)


def read_table(data: str, folder: Path, *, where: str, sheet: str = "") -> Table:
    """The rows of the file `data`, relative to the game file's folder (and never outside it)."""
    shown = str(Path(folder, data)) if not str(folder) in ("", ".") else data
    path = _resolve(data, folder, where=where)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise PnpError(f"is larger than {MAX_BYTES // 1_000_000} MB; a deck is a page of rows, not a database", where=shown)
        raw = path.read_bytes()
    except OSError as e:
        raise PnpError(f"cannot read the file: {e.strerror}", where=shown) from None
    kind = KINDS[path.suffix.lower()]
    if kind == "xlsx":
        cells = _xlsx_cells(raw, shown, sheet)
    else:
        cells = _text_cells(raw, shown, "\t" if kind == "tsv" else None)
    return _table(cells, shown)


def _resolve(data: str, folder: Path, *, where: str) -> Path:
    path = beside(data, folder, what="the data", where=where)
    if path.suffix.lower() not in KINDS:
        raise PnpError(f"'{data}' is not a .csv, .tsv or .xlsx file", where=where)
    if not path.is_file():
        raise PnpError(f"no data file at '{data}' (looked in {folder}); check the name", where=where)
    return path


def inline_table(rows: list[dict], *, where: str) -> Table:
    """Rows written in the game file: `rows = [{ title = "Fox", text = "..." }, ...]`."""
    columns: dict[str, None] = {}
    for row in rows:
        columns.update(dict.fromkeys(row))
    out = []
    for i, row in enumerate(rows):
        values = {c: _text(row.get(c, "")) for c in columns}
        out.append(Row(values, f"{where}[{i}]"))
    if len(out) > MAX_ROWS:
        raise PnpError(f"{len(out)} rows; a deck holds at most {MAX_ROWS}", where=where)
    return Table(where, tuple(columns), tuple(out))


def _text(value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return "" if value is None else str(value)


def _text_cells(raw: bytes, shown: str, delimiter: str | None) -> list[tuple[int, list[str]]]:
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line_start = raw.rfind(b"\n", 0, e.start) + 1
        row = raw.count(b"\n", 0, e.start) + 1
        before = raw[line_start:e.start].decode("utf-8", "replace")
        column = before.count(delimiter or _delimiter(before + ",")) + 1
        raise PnpError(f"row {row}, column {column}: byte 0x{raw[e.start]:02x} is not UTF-8 text; "
                       "save the file as UTF-8 (CSV UTF-8 in a spreadsheet)", where=shown) from None
    lines = text.splitlines()
    delimiter = delimiter or _delimiter(lines[0] if lines else "")
    cells = []
    import csv  # the csv module loads only when a deck is read from a file

    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    try:
        for values in reader:
            cells.append((reader.line_num, values))
            if len(cells) > MAX_ROWS + 1:
                raise PnpError(f"more than {MAX_ROWS} rows; a deck holds at most {MAX_ROWS}", where=shown)
    except csv.Error as e:
        raise PnpError(f"row {reader.line_num}: cannot read the row ({e}); check its quotes", where=shown) from None
    return cells


def _delimiter(header: str) -> str:
    """A comma, or a semicolon where the header has more of them (spreadsheets in French save CSV so)."""
    return ";" if header.count(";") > header.count(",") else ","


def _xlsx_cells(raw: bytes, shown: str, sheet: str) -> list[tuple[int, list[str]]]:
    import openpyxl  # only decks kept in a spreadsheet need it (it takes 0.2 s to import)

    try:
        book = openpyxl.load_workbook(io.BytesIO(raw), read_only=True, data_only=True)
    except Exception as e:  # not a zip, not a workbook ...
        raise PnpError(f"is not a readable .xlsx workbook ({type(e).__name__}); save it again as .xlsx", where=shown) from None
    if sheet and sheet not in book.sheetnames:
        raise PnpError(f"has no sheet '{sheet}'; its sheets are {', '.join(book.sheetnames)}", where=shown)
    cells = []
    width = 0  # a sheet's rows run as far as its widest: cells past the header's count only if they hold something
    for n, values in enumerate((book[sheet] if sheet else book.worksheets[0]).iter_rows(values_only=True), 1):
        row = [_text(v).strip() for v in values]
        if not width:
            while row and not row[-1]:
                row.pop()
            width = len(row)
        elif not any(row[width:]):
            row = (row + [""] * width)[:width]
        cells.append((n, row))
        if len(cells) > MAX_ROWS + 1:
            raise PnpError(f"more than {MAX_ROWS} rows; a deck holds at most {MAX_ROWS}", where=shown)
    return cells


def _table(cells: list[tuple[int, list[str]]], shown: str) -> Table:
    cells = [(n, values) for n, values in cells if any(v.strip() for v in values)]  # blank lines
    if not cells:
        raise PnpError("is empty; its first row names the columns, and each row after it is a card", where=shown)
    header_row, header = cells[0]
    columns = [c.strip() for c in header]
    for i, name in enumerate(columns, 1):
        if not name:
            raise PnpError(f"row {header_row}, column {i}: the header cell is empty; name every column", where=shown)
        if name in columns[: i - 1]:
            raise PnpError(f"row {header_row}, column {i}: '{name}' names two columns; give each its own name", where=shown)
    rows = []
    for n, values in cells[1:]:
        if len(values) != len(columns):
            cell = f"column {len(columns) + 1}" if len(values) > len(columns) else f"column '{columns[len(values)]}'"
            raise PnpError(f"row {n}, {cell}: {len(values)} cells where the header has {len(columns)}; "
                           "give every row one cell per column (quote a cell that holds the separator)", where=shown)
        rows.append(Row(dict(zip(columns, (v.strip() for v in values))), f"{shown}: row {n}"))
    return Table(shown, tuple(columns), tuple(rows))
