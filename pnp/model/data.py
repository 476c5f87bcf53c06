"""A deck's rows: a CSV, TSV or .xlsx file beside the game file, a sheet published as CSV at an https:// link
(pnp.model.remote: fetched once, kept in .pnp-cache/), or rows written inline in TOML.

Every value is read as text (the layout decides what it means). Each row keeps its place in the file, so
a message names the file, the row (as a spreadsheet numbers it: the header is row 1) and the column:

    cards.csv: row 7, column 'count': 'two' is not a whole number; write 0 to 1000

A column named `count` makes that many copies of the row (empty: one); it is not shown on the card.

A workbook is a zip: its 5 MB may unpack to gigabytes. Its unpacked size is read from the zip's directory
and capped before openpyxl parses a byte of it (Python's zipfile never inflates a member past the size the
directory declares, so the sum is a true bound), and a member that inflates more than MAX_RATIO times is
refused too. Rows and columns are counted as they are read, so a sheet that claims a million columns or
rows stops at the limit instead of being padded out.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from msgspec import Struct

from pnp.base.errors import PnpError
from pnp.base.i18n import Grouped, said
from pnp.base.resources import file_beside
from pnp.base.texts import unprintable
from pnp.model import remote

MAX_BYTES = 5_000_000
MAX_ROWS = 5_000
MAX_COUNT = 1_000
MAX_COLUMNS = 200  # a deck with more columns is a database export, and each row's cells are kept
MAX_UNPACKED = 10_000_000  # bytes: a workbook unpacked; a 5,000-row deck of text is a few MB, and openpyxl
# reads about 1 MB of sheet a second (10 MB, 5,000 rows of 38 columns: 10 s and 64 MB)
MAX_RATIO = 100  # how many times a member of a workbook over 1 MB may inflate (XML of real sheets: 5 to 30)
RATIO_FROM = 1_000_000  # smaller members are not worth a ratio check (an empty sheet's XML inflates well)
COUNT = "count"
KINDS = {".csv": "csv", ".tsv": "tsv", ".txt": "tsv", ".xlsx": "xlsx"}


class Place(NamedTuple):
    """Where a value came from, as an error names it: a file and a field of it (a key, a row and column)."""

    file: str | None
    field: str | None


class Row(Struct, frozen=True):
    values: dict[str, str]
    file: str | None  # the data file ("cards.csv"), or the game file for rows written in it
    field: str  # "row 7" in a data file, "decks[0].rows[3]" in the game file

    def at(self, column: str) -> str:
        """How messages name one cell, as a field of the row's file."""
        return column_place(self.field, column)


class Table(Struct, frozen=True):
    file: str | None  # the data file as messages name it, or the game file for inline rows
    field: str | None  # None for a data file; the game file's field for inline rows ("decks[0].rows")
    columns: tuple[str, ...]
    rows: tuple[Row, ...]

    def require(self, column: str, *, named_by: str) -> None:
        """A column the layout names must be in the data."""
        if column not in self.columns:
            raise PnpError(said("errors.data.no-column", column=column, by=named_by, columns=", ".join(self.columns)),
                           file=self.file, field=self.field)

    def total(self) -> int:
        """How many cards the rows make, counted without making them."""
        return sum(count(row) for row in self.rows)

    def cards(self) -> list[Row]:
        """Every row as many times as its count says."""
        out: list[Row] = []
        for row in self.rows:
            out += [row] * count(row)
        return out


def row_place(n: int) -> str:
    """How messages name a row of a data file: "row 7", in the reader's language."""
    return str(said("places.row", row=n))


def column_place(place: str, column: str) -> str:
    """A cell named by its row (or the game file's entry) and its column's name: "row 7, column 'title'"."""
    return str(said("places.in-column", place=place, column=column))


def _numbered(n: int, column: int) -> str:
    """A cell named by its row and its column's number, where the column has no name (yet)."""
    return str(said("places.in-column-number", place=row_place(n), column=column))



def count(row: Row) -> int:
    text = row.values.get(COUNT, "").strip()
    if not text:
        return 1
    try:
        number = float(text)  # "2", and "2.0" as a spreadsheet may write it
    except ValueError:
        number = math.nan
    # nan, inf (and 1e400, read as inf) are no whole number: is_integer() is False for them
    if not (number.is_integer() and 0 <= number <= MAX_COUNT):
        shown = text if len(text) <= 24 else f"{text[:20]}…"
        raise PnpError(said("errors.data.copies", given=shown, most=MAX_COUNT), file=row.file, field=row.at(COUNT))
    return int(number)


def read_table(data: str, folder: Path, *, file: str | None = None, field: str | None = None, sheet: str = "") -> Table:
    """The rows of the file `data`, relative to the game file's folder (and never outside it); `file` and
    `field` name the game file's key that gives it."""
    if remote.is_link(data):  # a sheet published as CSV: its copy in .pnp-cache/, read there by remote (no
        # link followed, checked against its record), messages naming the link
        shown, raw, kind = data.strip(), remote.cached(data, folder, file=file, field=field), "csv"
    else:
        shown = str(Path(folder, data)) if not str(folder) in ("", ".") else data
        path = _resolve(data, folder, file=file, field=field)
        raw, kind = _read(path, shown), KINDS[path.suffix.lower()]
    if kind == "xlsx":
        cells = _xlsx_cells(raw, shown, sheet)
    else:
        cells = _text_cells(raw, shown, "\t" if kind == "tsv" else None)
    return _table(cells, shown)


def _read(path: Path, shown: str) -> bytes:
    try:
        if path.stat().st_size > MAX_BYTES:
            raise PnpError(said("errors.data.too-large", most=MAX_BYTES // 1_000_000), file=shown)
        return path.read_bytes()
    except OSError as e:
        raise PnpError(said("errors.files.unreadable", reason=str(e.strerror)), file=shown) from None


def _resolve(data: str, folder: Path, *, file: str | None, field: str | None) -> Path:
    return file_beside(data, folder, what="data", kinds=KINDS, kinds_hint=said("errors.data.kinds"), file=file, field=field)


def inline_table(rows: list[dict], *, file: str | None = None, field: str = "rows") -> Table:
    """Rows written in the game file `file` at `field`: `rows = [{ title = "Fox", text = "..." }, ...]`."""
    if len(rows) > MAX_ROWS:  # before a row is made of them
        raise PnpError(said("errors.data.rows", count=len(rows), limit=Grouped(MAX_ROWS), over=Grouped(len(rows) - MAX_ROWS)),
                       file=file, field=field)
    columns: dict[str, None] = {}
    for row in rows:
        columns.update(dict.fromkeys(row))
    _check_width(len(columns), file, field)
    out = []
    for i, row in enumerate(rows):
        values = {c: _text(row.get(c, "")) for c in columns}
        out.append(Row(values, file, f"{field}[{i}]"))
    return Table(file, field, tuple(columns), tuple(out))


def _check_width(n: int, file: str | None, field: str | None = None) -> None:
    if n > MAX_COLUMNS:
        raise PnpError(said("errors.data.columns", count=n, limit=Grouped(MAX_COLUMNS), over=Grouped(n - MAX_COLUMNS)),
                       file=file, field=field)


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
        raise PnpError(said("errors.data.not-utf8", byte=f"{raw[e.start]:02x}"), file=shown,
                       field=_numbered(row, column)) from None
    lines = text.splitlines()
    delimiter = delimiter or _delimiter(lines[0] if lines else "")
    cells = []
    import csv  # the csv module loads only when a deck is read from a file

    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    try:
        for values in reader:
            if len(values) > MAX_COLUMNS:  # the row named only then: a message said for every row cost 10 times the read
                _check_width(len(values), shown, row_place(reader.line_num))
            cells.append((reader.line_num, values))
            if len(cells) > MAX_ROWS + 1:
                raise PnpError(said("errors.data.too-many-rows", most=Grouped(MAX_ROWS)), file=shown)
    except csv.Error as e:
        raise PnpError(said("errors.data.bad-row", reason=str(e)), file=shown, field=row_place(reader.line_num)) from None
    return cells


def _delimiter(header: str) -> str:
    """A comma, or a semicolon where the header has more of them (spreadsheets in French save CSV so)."""
    return ";" if header.count(";") > header.count(",") else ","


def _xlsx_cells(raw: bytes, shown: str, sheet: str) -> list[tuple[int, list[str]]]:
    import openpyxl  # only decks kept in a spreadsheet need it (it takes 0.2 s to import)

    _check_unpacked(raw, shown)
    try:
        book = openpyxl.load_workbook(io.BytesIO(raw), read_only=True, data_only=True)
    except Exception as e:  # not a zip, not a workbook ...
        raise PnpError(said("errors.data.not-xlsx", reason=type(e).__name__), file=shown) from None
    if sheet and sheet not in book.sheetnames:
        raise PnpError(said("errors.data.no-sheet", sheet=sheet, sheets=", ".join(book.sheetnames)), file=shown)
    cells = []
    width = 0  # a sheet's rows run as far as its widest: cells past the header's count only if they hold something
    # max_col: openpyxl pads every row to the widest the sheet claims (up to 16,384 columns); one column
    # past the limit is read, to tell a sheet that uses it from one that stops at the limit
    read = iter((book[sheet] if sheet else book.worksheets[0]).iter_rows(values_only=True, max_col=MAX_COLUMNS + 1))
    for n in range(1, MAX_ROWS + 3):
        try:  # openpyxl reads each cell as the rows go by: a number cell holding "NaN" fails here
            values = next(read, None)
        except Exception as e:  # as load_workbook: a broken sheet raises whatever its parser raises
            raise PnpError(said("errors.data.bad-cell", reason=type(e).__name__), file=shown, field=row_place(n)) from None
        if values is None:
            break
        row = [_text(v).strip() for v in values]
        if len(row) > MAX_COLUMNS and row[MAX_COLUMNS]:
            raise PnpError(said("errors.data.too-many-columns", most=MAX_COLUMNS), file=shown, field=row_place(n))
        row = row[:MAX_COLUMNS]
        if not width:
            while row and not row[-1]:
                row.pop()
            width = len(row)
        elif not any(row[width:]):
            row = (row + [""] * width)[:width]
        cells.append((n, row))
        if len(cells) > MAX_ROWS + 1:
            raise PnpError(said("errors.data.too-many-rows", most=Grouped(MAX_ROWS)), file=shown)
    return cells


def _check_unpacked(raw: bytes, shown: str) -> None:
    """The workbook's unpacked size, from the zip's directory, capped before anything is inflated."""
    import zipfile  # only for a workbook

    try:
        members = zipfile.ZipFile(io.BytesIO(raw)).infolist()
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        return  # not a zip: openpyxl says so in its own words
    total = sum(m.file_size for m in members)
    if total > MAX_UNPACKED:
        raise PnpError(said("errors.data.unpacks", size=round(total / 1e6, 1), most=MAX_UNPACKED // 1_000_000,
                            over=round((total - MAX_UNPACKED) / 1e6, 1)), file=shown)
    for m in members:
        if m.file_size > RATIO_FROM and m.file_size > MAX_RATIO * max(m.compress_size, 1):
            raise PnpError(said("errors.data.inflates", part=m.filename, ratio=Grouped(m.file_size // max(m.compress_size, 1)),
                                most=MAX_RATIO), file=shown)


def _table(cells: list[tuple[int, list[str]]], shown: str) -> Table:
    cells = [(n, values) for n, values in cells if any(v.strip() for v in values)]  # blank lines
    if not cells:
        raise PnpError(said("errors.data.empty"), file=shown)
    header_row, header = cells[0]
    columns = [_cell(c, lambda: _numbered(header_row, i), shown) for i, c in enumerate(header, 1)]
    seen: set[str] = set()
    for i, name in enumerate(columns, 1):
        if not name:
            raise PnpError(said("errors.data.header-empty"), file=shown, field=_numbered(header_row, i))
        if name in seen:
            raise PnpError(said("errors.data.two-columns", name=name), file=shown, field=_numbered(header_row, i))
        seen.add(name)
    rows = []
    for n, values in cells[1:]:
        if len(values) != len(columns):
            place = _numbered(n, len(columns) + 1) if len(values) > len(columns) else column_place(row_place(n), columns[len(values)])
            raise PnpError(said("errors.data.cells", count=len(values), columns=len(columns)), file=shown, field=place)
        values = [_cell(v, lambda: column_place(row_place(n), column), shown) for v, column in zip(values, columns)]
        rows.append(Row(dict(zip(columns, values)), shown, row_place(n)))
    return Table(shown, None, tuple(columns), tuple(rows))


def _cell(value: str, place: Callable[[], str], shown: str) -> str:
    """A cell's text, held to the game file's rule for text: a line break (CRLF as a spreadsheet saves it)
    is text, a control character, a direction override or an invisible character is refused. `place` names
    the cell only for a refusal (named for each of 60,000 cells, it took 1.2 s of a largest sheet's read)."""
    value = value.replace("\r\n", "\n").replace("\r", "\n").strip()
    if why := unprintable(value):
        raise PnpError(said("errors.data.holds", why=why), file=shown, field=place())
    return value
