"""[[sheets]]: sheets players write on (issue 25), a roll-and-write's pad. A sheet is a page, a half or a
quarter page (`per_page`), cut along crop marks, built from blocks: a grid of write-in cells, a track to cross
off, rows of check boxes, a score table, a text, an icon or art, a name line and a round counter. Blocks sit
on a grid of the sheet (`at`, `span`) or are stacked top to bottom. A sheet may have a back of its own.

Cells are at least 6 mm, the least a hand writes a figure in; their lines are a mid grey, light enough to
write over and still printed by a black-and-white printer. [score_sheet] (score_sheet.py) is one of these
sheets, made from its one key."""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta, Struct

from pnp.base.colors import color, mix
from pnp.base.errors import PnpError, in_file
from pnp.base.fonts import ascent, fit_line, text_width
from pnp.base.i18n import each_language, printed, said, say, typography
from pnp.base.units import UNSET, MaybeLength
from pnp.layout.icons import check_icon, icon_group
from pnp.layout.imposition.halves import cell_size
from pnp.layout.layouts import Halves
from pnp.layout.typeset import Layout, Slice, parse
from pnp.layout.typeset import Look as TextLook
from pnp.model.art import art_group, load_art
from pnp.model.data import read_table
from pnp.model.spec import MODEL, Id, Localized
from pnp.parts import PAPER, GuideEntry, Part
from pnp.parts.registry import Context, Kind, register
from pnp.pieces import Piece
from pnp.scene import Circle, Document, Group, Line, Path, Rect, Style, Text, translate

MIN_CELL = 6.0  # mm: the least a hand writes a figure in
BIG_CELL = 14.0  # mm: larger cells only spread a grid out
STACKED_CELL = 10.0  # mm: the largest cell of a stacked block, whose room down is the whole sheet shared
MAX_GRID = 40  # columns or rows of a grid block, or of a sheet's layout grid
INK = "#1a1a1a"
LINE = "#8a8a8a"  # write-in lines: light enough to write over, a mid grey a black-and-white printer keeps
LINE_WIDTH = 0.3
BORDER_WIDTH = 0.6
SHADE = "#e2e6eb"
MUTED = "#6b6b6b"  # printed numbers to cross off: quieter than what a player writes
GAP = 3.0  # mm between blocks on a sheet's layout grid
STACK_GAP = 5.0  # mm between stacked blocks


def _mm(length: float) -> float:
    """A length for a message, to a tenth of a mm (as units.fmt_mm), written in its reader's decimal mark."""
    return round(length, 1)


# --- the model -------------------------------------------------------------------------------------

Place = tuple[Annotated[int, Meta(ge=1, le=MAX_GRID)], Annotated[int, Meta(ge=1, le=MAX_GRID)]]
Small = Annotated[int, Meta(ge=1, le=MAX_GRID)]


class Cell(Struct, **MODEL):
    """One cell of a grid block that is not blank: [column, row] from 1, top-left."""

    at: Place
    shade: bool = False
    value: str = ""  # printed in the cell
    icon: str = ""  # a built-in icon drawn in it
    bonus: str = ""  # a small mark in its corner: "+2", "x2"


class Block(Struct, **MODEL, tag_field="kind"):
    """What every block has: its place on the sheet's layout grid ([column, row] from 1, and how many columns
    and rows it spans), or none of them to be stacked; and a heading."""

    at: Place | None = None
    span: Place | None = None
    title: Localized = ""


class GridBlock(Block, tag="grid"):
    columns: Small = 5
    rows: Small = 5
    cell: MaybeLength = UNSET  # side of a cell; "" the largest from 6 to 11 mm its room allows
    column_labels: list[Localized] = []  # [] letters A, B, C ...
    row_labels: list[Localized] = []  # [] numbers 1, 2, 3 ...
    headings: bool = True
    cells: list[Cell] = []
    data: str = ""  # a CSV of cells: columns column, row, and any of shade, value, icon, bonus


class TrackBlock(Block, tag="track"):
    length: Annotated[int, Meta(ge=2, le=200)] = 10
    start: Annotated[int, Meta(ge=-999, le=999)] = 1
    shape: Literal["box", "circle"] = "box"
    cell: MaybeLength = UNSET
    bonus: dict[str, str] = {}  # step number -> its mark, { 5 = "+1", 10 = "+3" }


class CheckRow(Struct, **MODEL):
    label: Localized = ""
    boxes: Annotated[int, Meta(ge=1, le=MAX_GRID)] = 5


class ChecksBlock(Block, tag="checks"):
    rows: list[CheckRow] = []
    cell: MaybeLength = UNSET


class ScoreBlock(Block, tag="score"):
    rows: Annotated[int, Meta(ge=1, le=MAX_GRID)] | list[Localized] = 5  # a count: rows numbered as rounds
    columns: Literal["players", "rounds", "points"] = "players"  # points: one column, the total under it
    rounds: Annotated[int, Meta(ge=1, le=MAX_GRID)] = 5  # columns when columns = "rounds"
    total: bool = True
    heading: Localized = ""  # the corner cell's word: "" is Round for numbered rows


class TextBlock(Block, tag="text"):
    text: Localized = ""  # Markdown


class IconBlock(Block, tag="icon"):
    icon: str = ""  # a built-in icon
    art: str = ""  # or a picture file beside the game file


class NameBlock(Block, tag="name"):
    label: Localized = ""  # "" is Name


class RoundsBlock(Block, tag="rounds"):
    count: Annotated[int, Meta(ge=1, le=MAX_GRID)] = 10
    label: Localized = ""  # "" is Round


AnyBlock = GridBlock | TrackBlock | ChecksBlock | ScoreBlock | TextBlock | IconBlock | NameBlock | RoundsBlock


class Sheet(Struct, **MODEL):
    id: Id
    name: Localized = ""  # in the guide and the footers; "" is Player sheet
    title: Localized = ""  # printed at its top; "" is the game's title
    per_page: Literal[1, 2, 4] = 1
    copies: Literal["per-player"] | Annotated[int, Meta(ge=1, le=100)] = "per-player"
    grid: Place = (12, 12)  # the layout grid blocks are placed on: columns, rows
    accent: str = "#2b4c7e"
    blocks: list[AnyBlock] = []
    back: list[AnyBlock] = []  # a second page of blocks, printed on the back


# --- checks ----------------------------------------------------------------------------------------


def check(context: Context) -> None:
    with in_file(context.source):
        _check(context)


def _check(context: Context) -> None:
    ids: set[str] = set()
    for i, sheet in enumerate(context.game.sheets):
        field = f"sheets[{i}]"
        if sheet.id in ids:
            raise PnpError(said("errors.sheets.id-twice", id=sheet.id), field=f"{field}.id")
        ids.add(sheet.id)
        color(sheet.accent, field=f"{field}.accent")
        if not sheet.blocks:
            raise PnpError(said("errors.sheets.no-block"), field=f"{field}.blocks")
        for side in ("blocks", "back"):
            check_side(sheet, getattr(sheet, side), f"{field}.{side}", context)


def check_side(sheet: Sheet, blocks: list, field: str, context: Context) -> None:
    """Blocks all placed or all stacked; placed ones inside the layout grid and on no other; each block's keys."""
    placed = [b.at is not None for b in blocks]
    if any(placed) and not all(placed):
        j = placed.index(not placed[0])
        raise PnpError(said("errors.sheets.mixed"), field=f"{field}[{j}].at")
    taken: dict[tuple[int, int], int] = {}
    columns, rows = sheet.grid
    for j, block in enumerate(blocks):
        where = f"{field}[{j}]"
        if block.span is not None and block.at is None:
            raise PnpError(said("errors.sheets.span-at"), field=f"{where}.span")
        if block.at is not None:
            (c, r), (w, h) = block.at, block.span or (1, 1)
            if c + w - 1 > columns or r + h - 1 > rows:
                raise PnpError(said("errors.sheets.leaves", c=c, r=r, w=w, h=h, columns=columns, rows=rows),
                               field=f"{where}.span" if block.span else f"{where}.at")
            for x in range(c, c + w):
                for y in range(r, r + h):
                    if (x, y) in taken:
                        raise PnpError(said("errors.sheets.overlap", other=f"{field}[{taken[x, y]}]", x=x, y=y),
                                       field=f"{where}.at")
                    taken[x, y] = j
        check_block(block, where, context)


def check_block(block, field: str, context: Context) -> None:
    for key in ("cell",):
        if getattr(block, key, UNSET).given:
            side = getattr(block, key)
            if side < MIN_CELL - 1e-9:
                raise PnpError(said("errors.sheets.cell", side=_mm(side), least=MIN_CELL), field=f"{field}.{key}")
    if isinstance(block, GridBlock):
        grid_cells(block, field, context)
    elif isinstance(block, TrackBlock):
        for step in block.bonus:
            if not step.lstrip("-").isdigit() or not block.start <= int(step) < block.start + block.length:
                raise PnpError(said("errors.sheets.step", step=step, first=block.start, last=block.start + block.length - 1),
                               field=f"{field}.bonus")
    elif isinstance(block, IconBlock):
        if bool(block.icon) == bool(block.art):
            raise PnpError(said("errors.sheets.icon-or-art"), field=f"{field}.icon")
        if block.icon:
            check_icon(block.icon, field=f"{field}.icon")
        else:
            load_art(block.art, context.source.folder, field=f"{field}.art")
    elif isinstance(block, ChecksBlock) and not block.rows:
        raise PnpError(said("errors.sheets.no-rows"), field=f"{field}.rows")


CSV_COLUMNS = ("column", "row")
CSV_OPTIONAL = ("shade", "value", "icon", "bonus")


def grid_cells(block: GridBlock, field: str, context: Context) -> dict[tuple[int, int], Cell]:
    """The grid's special cells, from its `cells` and its CSV, each inside the grid."""
    found: dict[tuple[int, int], Cell] = {}
    for k, cell in enumerate(block.cells):
        found[_inside(cell, block, f"{field}.cells[{k}].at")] = cell
        if cell.icon:
            check_icon(cell.icon, field=f"{field}.cells[{k}].icon")
    if block.data:
        table = read_table(block.data, context.source.folder, file=context.source, field=f"{field}.data")
        for column in CSV_COLUMNS:
            if column not in table.columns:
                raise PnpError(said("errors.sheets.csv-column", column=column, optional=", ".join(CSV_OPTIONAL)), file=table.file)
        for row in table.rows:
            values = row.values
            at = tuple(_number(values[c], row.file, row.at(c)) for c in CSV_COLUMNS)
            shade = values.get("shade", "").strip().lower() in ("1", "yes", "true", "x", "oui")
            cell = Cell(at=at, shade=shade, value=values.get("value", ""), icon=values.get("icon", "").strip(),
                        bonus=values.get("bonus", ""))
            found[_inside(cell, block, row.field, row.file)] = cell
            if cell.icon:
                check_icon(cell.icon, file=row.file, field=row.at("icon"))
    return found


def _number(value: str, file, field: str) -> int:
    if not value.strip().isdigit():
        raise PnpError(said("errors.sheets.whole", value=value), file=file, field=field)
    return int(value)


def _inside(cell: Cell, block: GridBlock, field: str, file=None) -> tuple[int, int]:
    c, r = cell.at
    if not (1 <= c <= block.columns and 1 <= r <= block.rows):
        raise PnpError(said("errors.sheets.outside", c=c, r=r, columns=block.columns, rows=block.rows), file=file, field=field)
    return c, r


# --- drawing blocks ----------------------------------------------------------------------------------
#
# Each block is drawn from its top-left corner in the width it is given (and, placed, the height): it returns
# its items and the height it takes. A block narrower than its room is centred in it by the caller.


class Pen(Struct, frozen=True):
    """What a block is drawn with: the sheet's accent, the language, where its files are, and how large the
    sheet is (a quarter sheet's words are smaller)."""

    accent: str
    lang: str
    context: Context
    scale: float = 1.0  # 1 on a page or a half, 0.85 on a quarter

    @property
    def light(self) -> str:
        return mix(self.accent, "#ffffff", 0.86)


def _cell_side(block, field: str, width: float, count: int, height: float | None = None, rows: int = 1) -> float:
    """The side of a block's cells: its own, or the largest up to BIG_CELL its room allows (STACKED_CELL when
    the block is stacked, its height not given); under MIN_CELL is an error naming the field."""
    if getattr(block, "cell", UNSET).given:
        return float(block.cell)  # a plain number for the drawing: msgspec encodes no Length
    side = min(BIG_CELL if height else STACKED_CELL, width / count, *((height / rows,) if height else ()))
    if side < MIN_CELL - 1e-9:
        raise PnpError(said("errors.sheets.cell-room", count=count, side=_mm(side), least=MIN_CELL), field=f"{field}.cell")
    return side


def _words(value, look: Pen, default: str = "") -> str:
    return printed(value, look.lang) if value else default


def draw_grid(block: GridBlock, look: Pen, field: str, width: float, height: float | None) -> tuple[list, float, float]:
    heads = block.headings
    size = 3.0 * look.scale
    labels_w = max((text_width(_row_label(block, r, look), size, "bold") for r in range(block.rows)), default=0) + 2.5 if heads else 0
    top = size + 2.5 if heads else 0.0
    side = _cell_side(block, field, width - labels_w, block.columns, height - top if height else None, block.rows)
    grid_w, grid_h = block.columns * side, block.rows * side
    if labels_w + grid_w > width + 1e-6 or (height is not None and top + grid_h > height + 1e-6):
        raise PnpError(said("errors.sheets.grid-room", columns=block.columns, rows=block.rows, side=_mm(side),
                            w=_mm(labels_w + grid_w), h=_mm(top + grid_h)), field=f"{field}.cell")
    cells = grid_cells(block, field, look.context)
    items: list = []
    x0, y0 = labels_w, top
    for (c, r), cell in cells.items():
        x, y = x0 + (c - 1) * side, y0 + (r - 1) * side
        if cell.shade:
            items.append(Rect(x, y, side, side, Style(fill=SHADE), role="sheet-shade"))
    for c in range(block.columns + 1):
        items.append(Line(x0 + c * side, y0, x0 + c * side, y0 + grid_h, Style(stroke=LINE, width=LINE_WIDTH), "sheet-line"))
    for r in range(block.rows + 1):
        items.append(Line(x0, y0 + r * side, x0 + grid_w, y0 + r * side, Style(stroke=LINE, width=LINE_WIDTH), "sheet-line"))
    for c in range(block.columns):
        for r in range(block.rows):  # each cell a closed box too, so a reader of the PDF finds its size
            items.append(Rect(x0 + c * side, y0 + r * side, side, side, Style(stroke=LINE, width=LINE_WIDTH), role="sheet-cell"))
    items.append(Rect(x0, y0, grid_w, grid_h, Style(stroke=INK, width=BORDER_WIDTH), role="sheet-grid"))
    for (c, r), cell in cells.items():
        items += _cell_marks(cell, x0 + (c - 1) * side, y0 + (r - 1) * side, side, look)
    if heads:
        for c in range(block.columns):
            label = _column_label(block, c, look)
            items.append(Text(x0 + (c + 0.5) * side, size, label, size, look.accent, "bold", "middle"))
        for r in range(block.rows):
            items.append(Text(labels_w - 2.0, y0 + (r + 0.5) * side + ascent(size, "bold") / 2,
                              _row_label(block, r, look), size, look.accent, "bold", "end"))
    return items, labels_w + grid_w, top + grid_h


def _column_label(block: GridBlock, c: int, look: Pen) -> str:
    if c < len(block.column_labels):
        return printed(block.column_labels[c], look.lang)
    return chr(ord("A") + c % 26) * (1 + c // 26)


def _row_label(block: GridBlock, r: int, look: Pen) -> str:
    return printed(block.row_labels[r], look.lang) if r < len(block.row_labels) else str(r + 1)


def _cell_marks(cell: Cell, x: float, y: float, side: float, look: Pen) -> list:
    items: list = []
    if cell.icon:
        inset = side * 0.18
        items.append(icon_group(cell.icon, x + inset, y + inset, side - 2 * inset, MUTED, "#ffffff", role="sheet-icon"))
    elif cell.value:
        size = min(side * 0.5, 4.2)
        line, size = fit_line(typography(cell.value, look.lang), size, side - 1.5, "bold")
        items.append(Text(x + side / 2, y + side / 2 + ascent(size, "bold") / 2, line, size, MUTED, "bold", "middle"))
    if cell.bonus:
        items += _bonus(cell.bonus, x + side - 0.4, y + 0.4, min(2.4, side * 0.3), look, "end")
    return items


def _bonus(mark: str, x: float, y: float, size: float, look: Pen, anchor: str = "middle") -> list:
    """A small tag in the accent colour, white words on it: a bonus won when its box is crossed. (x, y) is its
    top edge: its right end for anchor "end", its middle else."""
    w = text_width(mark, size, "bold") + size * 0.9
    h = size * 1.35
    left = x - w if anchor == "end" else x - w / 2
    r = h / 2
    ops = [("M", left + r, y), ("L", left + w - r, y), ("C", left + w, y, left + w, y + h, left + w - r, y + h),
           ("L", left + r, y + h), ("C", left, y + h, left, y, left + r, y), ("Z",)]
    return [Path(ops, Style(fill=look.accent), role="sheet-bonus"),
            Text(left + w / 2, y + h / 2 + ascent(size, "bold") / 2, mark, size, "#ffffff", "bold", "middle")]


def draw_track(block: TrackBlock, look: Pen, field: str, width: float, height: float | None) -> tuple[list, float, float]:
    count = block.length
    if block.cell.given:
        side = _cell_side(block, field, width, count)
        per_row = max(1, int((width + 1e-6) // side))
    else:
        per_row = count
        while width / per_row < 8.0 and per_row > 1:  # a row of boxes too small to cross: wrap the track
            per_row = -(-count // (-(-count // per_row) + 1))
        side = min(12.0, _cell_side(block, field, width, per_row))
    lines = -(-count // per_row)
    tag = 2.6 * look.scale
    pitch = side + (tag * 1.35 + 1.0 if block.bonus else 0.0)
    items: list = []
    style = Style(stroke=LINE, width=LINE_WIDTH * 1.3)
    for n in range(count):
        x, y = (n % per_row) * side, (n // per_row) * pitch
        step = block.start + n
        if block.shape == "circle":
            items.append(Circle(x + side / 2, y + side / 2, side / 2 - 0.6, style, role="sheet-track"))
        else:
            items.append(Rect(x, y, side, side, style, role="sheet-track"))
        size = min(side * 0.36, 3.2)
        items.append(Text(x + side / 2, y + side / 2 + ascent(size) / 2, str(step), size, MUTED, anchor="middle"))
        if (mark := block.bonus.get(str(step))) is not None:
            items += _bonus(mark, x + side / 2, y + side + 0.6, tag, look)
    if block.shape == "box":  # each row of boxes framed, as a grid is
        for line in range(lines):
            n = min(per_row, count - line * per_row)
            items.append(Rect(0, line * pitch, n * side, side, Style(stroke=INK, width=BORDER_WIDTH), role="sheet-track-row"))
    return items, min(count, per_row) * side, (lines - 1) * pitch + side + (pitch - side)


ROW_GAP = 1.6  # mm between rows of check boxes


def draw_checks(block: ChecksBlock, look: Pen, field: str, width: float, height: float | None) -> tuple[list, float, float]:
    size = 3.2 * look.scale
    labels = [_words(row.label, look) for row in block.rows]
    label_w = max(text_width(w, size) for w in labels) + 3.0 if any(labels) else 0.0
    most = max(row.boxes for row in block.rows)
    side = _cell_side(block, field, (width - label_w) / 1.25, most)
    if not block.cell.given:  # as large as 8 mm, and as its rows let it when the block is placed
        rows_room = (height + ROW_GAP) / len(block.rows) - ROW_GAP if height is not None else 8.0
        side = min(side, 8.0, rows_room)
        if side < MIN_CELL - 1e-9:
            raise PnpError(said("errors.sheets.check-rows", count=len(block.rows), side=_mm(side), least=MIN_CELL),
                           field=f"{field}.rows")
    pitch = side * 1.25
    if label_w + most * pitch - (pitch - side) > width + 1e-6:
        raise PnpError(said("errors.sheets.check-boxes", count=most, side=_mm(side)), field=f"{field}.rows")
    items: list = []
    row_h = side + ROW_GAP
    for i, (row, label) in enumerate(zip(block.rows, labels, strict=True)):
        y = i * row_h
        items.append(Text(0, y + side / 2 + ascent(size) / 2, label, size, INK))
        for k in range(row.boxes):
            items.append(Rect(label_w + k * pitch, y, side, side, Style(stroke=LINE, width=LINE_WIDTH * 1.3), role="sheet-check"))
    return items, label_w + most * pitch - (pitch - side), len(block.rows) * row_h - ROW_GAP


def draw_score(block: ScoreBlock, look: Pen, field: str, width: float, height: float | None) -> tuple[list, float, float]:
    """Named (or numbered) rows, a column per player or per round, and a total: a row under the players'
    columns, a column after the rounds'."""
    lang, game = look.lang, look.context.game
    numbered = isinstance(block.rows, int)
    names = [str(n + 1) for n in range(block.rows)] if numbered else [printed(r, lang) for r in block.rows]
    per_player = block.columns != "rounds"  # the total is a row under the players' columns, or the points'
    heads = [say("player_sheets.player", lang, n=n + 1) for n in range(game.players.max)] if block.columns == "players" else \
        [say("player_sheets.points", lang)] if block.columns == "points" else [str(n + 1) for n in range(block.rounds)]
    total = say("player_sheets.total", lang)
    corner = _words(block.heading, look, say("player_sheets.round", lang) if numbered or not per_player else "")
    size = 3.4 * look.scale
    first = max(18.0, max(text_width(n, size, "bold") for n in [*names, total, corner]) + 5.0)
    columns = len(heads) + (1 if block.total and not per_player else 0)
    lines = len(names) + (1 if block.total and per_player else 0) + 1
    cell_w = min(30.0, (width - first) / columns)
    if cell_w < MIN_CELL - 1e-9:
        raise PnpError(said("errors.sheets.score-columns", count=columns, side=_mm(cell_w), least=MIN_CELL),
                       field=f"{field}.columns")
    tallest = 16.0 if numbered else 12.0  # a score sheet's rounds fill its page; a few named rows stay compact
    cell_h = 9.0 * look.scale if height is None else min(tallest, height / lines)
    if cell_h < MIN_CELL - 1e-9:
        raise PnpError(said("errors.sheets.score-rows", count=lines, side=_mm(cell_h), least=MIN_CELL), field=f"{field}.rows")
    items: list = []
    line = Style(stroke=INK, width=0.25)
    shade = Style(fill=look.light, stroke=INK, width=0.25)
    head_size = min(2.6 * look.scale, cell_w * 0.3)
    for c, head in enumerate(heads):
        x = first + c * cell_w
        items.append(Rect(x, 0, cell_w, cell_h, shade, role="score-name"))
        words, fitted = fit_line(head, head_size, cell_w - 2.0)
        if block.columns == "players":  # a corner label: the player writes a name in the box
            items.append(Text(x + 1.2, 1.0 + ascent(fitted), words, fitted, MUTED))
        else:
            items.append(Text(x + cell_w / 2, cell_h / 2 + ascent(size, "bold") / 2, words, size, INK, "bold", "middle"))
    if block.total and not per_player:
        x = first + len(heads) * cell_w
        items.append(Rect(x, 0, cell_w, cell_h, shade, role="score-name"))
        items.append(Text(x + cell_w / 2, cell_h / 2 + ascent(size, "bold") / 2, total, size, INK, "bold", "middle"))
    if corner:
        items.append(Text(first / 2, cell_h / 2 + ascent(size * 0.9, "bold") / 2, corner, size * 0.9, INK, "bold", "middle"))
    rows = [*names, *([total] if block.total and per_player else [])]
    for r, label in enumerate(rows):
        y = (r + 1) * cell_h
        is_total = block.total and per_player and r == len(rows) - 1
        style = shade if is_total else line
        items.append(Rect(0, y, first, cell_h, style))
        items.append(Text(first / 2, y + cell_h / 2 + ascent(size, "bold") / 2, label, size, INK, "bold", "middle"))
        for c in range(columns):
            last = block.total and not per_player and c == columns - 1
            items.append(Rect(first + c * cell_w, y, cell_w, cell_h, shade if is_total or last else line, role="score-cell"))
    return items, first + columns * cell_w, lines * cell_h


def draw_text(block: TextBlock, look: Pen, field: str, width: float, height: float | None) -> tuple[list, float, float]:
    size = 3.1 * look.scale
    style = TextLook(body=size, heading=(size * 1.5, size * 1.25, size * 1.1), accent=look.accent)
    slices = [s for s in Layout(width, style).slices(parse(printed(block.text, look.lang))) if isinstance(s, Slice)]
    items: list = []
    y = 0.0
    for k, piece in enumerate(slices):
        y += piece.space_before if k else 0.0
        items += piece.draw(0.0, y)
        y += piece.height
    return items, width, y


def draw_icon(block: IconBlock, look: Pen, field: str, width: float, height: float | None) -> tuple[list, float, float]:
    side = min(width, height if height is not None else 28.0, 32.0)
    if block.icon:
        return [icon_group(block.icon, (width - side) / 2, 0, side, look.accent, "#ffffff", role="sheet-icon")], width, side
    art = load_art(block.art, look.context.source.folder, field=f"{field}.art")
    box_h = height if height is not None else min(side, width * art.height / art.width)
    return [art_group(art, 0, 0, width, box_h, field=f"{field}.art", role="sheet-art")], width, box_h


def draw_name(block: NameBlock, look: Pen, field: str, width: float, height: float | None) -> tuple[list, float, float]:
    size = 3.4 * look.scale
    label = _words(block.label, look, say("player_sheets.name", look.lang))
    base = 5.5 * look.scale
    start = text_width(label, size, "bold") + 2.5
    return [Text(0, base, label, size, look.accent, "bold"),
            Line(start, base + 0.6, width, base + 0.6, Style(stroke=LINE, width=0.35), "sheet-write")], width, base + 1.2


def draw_rounds(block: RoundsBlock, look: Pen, field: str, width: float, height: float | None) -> tuple[list, float, float]:
    size = 3.2 * look.scale
    label = _words(block.label, look, say("player_sheets.round", look.lang))
    start = text_width(label, size, "bold") + 3.0
    side = min(7.5 * look.scale, (width - start) / block.count)
    if side < MIN_CELL - 1e-9:
        raise PnpError(said("errors.sheets.rounds", count=block.count, side=_mm(side), least=MIN_CELL), field=f"{field}.count")
    items: list = [Text(0, side / 2 + ascent(size, "bold") / 2, label, size, look.accent, "bold")]
    for n in range(block.count):
        cx = start + (n + 0.5) * side
        items.append(Circle(cx, side / 2, side / 2 - 0.7, Style(stroke=LINE, width=LINE_WIDTH * 1.3), role="sheet-round"))
        number = min(side * 0.38, 3.0)
        items.append(Text(cx, side / 2 + ascent(number) / 2, str(n + 1), number, MUTED, anchor="middle"))
    return items, start + block.count * side, side


DRAW = {GridBlock: draw_grid, TrackBlock: draw_track, ChecksBlock: draw_checks, ScoreBlock: draw_score,
        TextBlock: draw_text, IconBlock: draw_icon, NameBlock: draw_name, RoundsBlock: draw_rounds}


# --- a sheet: its frame, its heading, its blocks ----------------------------------------------------------

CROP_BAND = 4.0  # mm round the cut grid for its crop marks: 1 mm off it, 3 mm long (layout.marks)
INSET = 3.0  # mm from a half or quarter sheet's cut to its frame, so a cut a little off leaves no sliver of it
CORNER = 2.5  # mm: the frame's rounded corners
SCALES = {1: 1.0, 2: 1.0, 4: 0.85}  # a quarter sheet's words and rows are a little smaller
PADS = {1: 5.0, 2: 4.5, 4: 3.5}  # mm inside the frame
TITLES = {1: 7.0, 2: 5.6, 4: 4.6}  # mm: the sheet's title


def sheet_layout(sheet: Sheet) -> Halves:
    """How a sheet's copies go on the page: a whole page, uncut, or halves or quarters on their crop marks
    (the imposition's, pnp.layout.imposition.halves)."""
    return Halves(parts=sheet.per_page, cuts="crop", band=CROP_BAND)


FRAME_WIDTH = 0.8  # mm: the frame's stroke


def frame_box(per_page: int, trim: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """The sheet's printed frame inside its trim box, from the trim's corner: a whole page's frame keeps its
    stroke inside the printable area, a half or a quarter's sits INSET inside its cut."""
    inset = FRAME_WIDTH / 2 + 0.1 if per_page == 1 else INSET
    return inset, inset, trim[2] - 2 * inset, trim[3] - 2 * inset


def draw_sheet(sheet: Sheet, blocks: list, field: str, context: Context, lang: str, size: tuple[float, float]) -> Group:
    """One side of a sheet in its trim box of `size`, from the box's corner: a frame, the title, the blocks."""
    fx, fy, fw, fh = frame_box(sheet.per_page, (0, 0, *size))
    pen = Pen(sheet.accent, lang, context, SCALES[sheet.per_page])
    pad, title_size = PADS[sheet.per_page], TITLES[sheet.per_page]
    title = printed(sheet.title if sheet.title else context.game.title, lang)
    words, fitted = fit_line(title, title_size, fw - 2 * pad, "bold")
    items: list = [_rounded(fx, fy, fw, fh, CORNER, Style(stroke=pen.accent, width=FRAME_WIDTH), "sheet-frame")]
    baseline = fy + pad + ascent(fitted, "bold")
    items.append(Text(fx + pad, baseline, words, fitted, pen.accent, "bold", role="sheet-title"))
    rule = baseline + 2.2
    items.append(Line(fx + pad, rule, fx + fw - pad, rule, Style(stroke=pen.accent, width=0.4), "sheet-rule"))
    area = (fx + pad, rule + 3.5, fw - 2 * pad, fy + fh - pad - rule - 3.5)
    with in_file(context.source):
        placed = _placed(sheet, blocks, field, pen, area) if blocks and blocks[0].at is not None else \
            _stacked(blocks, field, pen, area)
    return Group(items + placed, role=f"player-sheet sheet-{sheet.id}")


def _rounded(x: float, y: float, w: float, h: float, r: float, style: Style, role: str) -> Path:
    k = r * 0.4477  # a quarter circle's control points, as a cubic
    ops = [("M", x + r, y), ("L", x + w - r, y), ("C", x + w - k, y, x + w, y + k, x + w, y + r),
           ("L", x + w, y + h - r), ("C", x + w, y + h - k, x + w - k, y + h, x + w - r, y + h),
           ("L", x + r, y + h), ("C", x + k, y + h, x, y + h - k, x, y + h - r),
           ("L", x, y + r), ("C", x, y + k, x + k, y, x + r, y), ("Z",)]
    return Path(ops, style, role)


def _heading(block, pen: Pen) -> tuple[str, float]:
    """A block's title and the room it takes above the block."""
    if not block.title:
        return "", 0.0
    size = 3.4 * pen.scale
    return printed(block.title, pen.lang), size + 2.4


def _block(block, field: str, pen: Pen, x: float, y: float, width: float, height: float | None) -> tuple[list, float]:
    """A block with its heading in a box from (x, y): its items and the height taken."""
    title, above = _heading(block, pen)
    items, natural_w, natural_h = DRAW[type(block)](block, pen, field, width, None if height is None else height - above)
    if natural_w > width + 1e-6:
        raise PnpError(said("errors.sheets.width", need=_mm(natural_w), room=_mm(width)), field=f"{field}.span")
    if height is not None and above + natural_h > height + 1e-6:
        raise PnpError(said("errors.sheets.height", need=_mm(above + natural_h), room=_mm(height)), field=f"{field}.span")
    left = x  # blocks line up on the layout grid's left edges, as a published sheet's do
    out = []
    if title:
        size = 3.4 * pen.scale
        words, fitted = fit_line(title.upper(), size, width, "bold")
        out.append(Text(left, y + ascent(fitted, "bold"), words, fitted, pen.accent, "bold", role="sheet-heading"))
    out.append(Group(items, translate(left, y + above), role=f"sheet-block block-{type(block).__struct_config__.tag}"))
    return out, above + natural_h


def _placed(sheet: Sheet, blocks: list, field: str, pen: Pen, area) -> list:
    ax, ay, aw, ah = area
    columns, rows = sheet.grid
    pitch_x, pitch_y = (aw + GAP) / columns, (ah + GAP) / rows
    out = []
    for j, block in enumerate(blocks):
        (c, r), (w, h) = block.at, block.span or (1, 1)
        box = (ax + (c - 1) * pitch_x, ay + (r - 1) * pitch_y, w * pitch_x - GAP, h * pitch_y - GAP)
        items, _ = _block(block, f"{field}[{j}]", pen, *box)
        out += items
    return out


def _stacked(blocks: list, field: str, pen: Pen, area) -> list:
    ax, ay, aw, ah = area
    y, out = ay, []
    for j, block in enumerate(blocks):
        items, taken = _block(block, f"{field}[{j}]", pen, ax, y, aw, None)
        if y + taken > ay + ah + 1e-6:
            raise PnpError(said("errors.sheets.page", reach=_mm(y + taken - ay), room=_mm(ah)), field=f"{field}[{j}]")
        out += items
        y += taken + STACK_GAP
    return out


# --- pages, parts and the guide ----------------------------------------------------------------------


def sheet_sides(sheet: Sheet, index: int, context: Context) -> list[Group]:
    """The sheet's front, and its back when it has one, each drawn once in its trim box from the box's corner:
    what its page repeats in each cell of its layout, and the sheet as a piece (sheet_piece)."""
    size = cell_size(sheet_layout(sheet), context.paper.size)
    sides = [("blocks", sheet.blocks), ("back", sheet.back)] if sheet.back else [("blocks", sheet.blocks)]
    return [draw_sheet(sheet, blocks, f"sheets[{index}].{key}", context, context.lang, size) for key, blocks in sides]


def sheet_piece(sheet: Sheet, sides: list[Group], paper: tuple[float, float], guide: GuideEntry) -> Piece:
    """One sheet at its trim size, front and back (`pnp proof GAME ID`, the exports, and what the imposition
    repeats on its page): a sheet to write on, which the kit prints on its own page (kit.may_foot)."""
    width, height = cell_size(sheet_layout(sheet), paper)
    return Piece(sheet.id, "sheet", sides[0], width, height, back=sides[1] if len(sides) > 1 else None, stock="paper",
                 making=("write",), backing="duplex" if len(sides) > 1 else "none", guide=guide,
                 sheet=f"sheet-{sheet.id}")


def sheet_name(sheet: Sheet, lang: str) -> str:
    return printed(sheet.name, lang) if sheet.name else say("player_sheets.sheet", lang)


def copies(sheet: Sheet, game) -> tuple[int, int]:
    """How many sheets a game takes, and how many times to print the page for them."""
    wanted = game.players.max if sheet.copies == "per-player" else sheet.copies
    return wanted, -(-wanted // sheet.per_page)


def guide_entry(sheet: Sheet, game) -> GuideEntry:
    wanted, prints = copies(sheet, game)

    def how(lang: str) -> str:
        times = say("player_sheets.times", lang, count=prints)  # once, twice, 3 times
        cut = say("player_sheets.cut", lang) if sheet.per_page > 1 else ""
        back = say("player_sheets.back", lang) if sheet.back else ""
        if sheet.copies == "per-player":
            players = say("player_sheets.up_to" if game.players.min < wanted else "player_sheets.players", lang, count=wanted)
            return say("player_sheets.how_player", lang, times=times, players=players, cut=cut) + back
        return say("player_sheets.how_count", lang, count=wanted, times=times, cut=cut) + back

    names = each_language(lambda lang: sheet_name(sheet, lang))
    return GuideEntry(names, PAPER, bool(sheet.back), each_language(how), prints)


def sheet_parts(context: Context) -> list[Part]:
    """Each sheet as a piece, which the imposition repeats over its page (halves, quarters) with its back page."""
    game = context.game
    parts = []
    for i, sheet in enumerate(game.sheets):
        sides = sheet_sides(sheet, i, context)
        title = f"{printed(game.title, context.lang)} · {sheet_name(sheet, context.lang)}"
        entry = guide_entry(sheet, game)
        piece = sheet_piece(sheet, sides, context.paper.size, entry)
        parts.append(Part(f"sheet-{sheet.id}", Document(title, [], context.lang), guide=entry, piece=piece,
                          pieces=(piece,), layout=sheet_layout(sheet)))
    return parts


def components(context: Context) -> list[str]:
    game, lang = context.game, context.lang
    lines = []
    for sheet in game.sheets:
        name = sheet_name(sheet, lang)
        if sheet.copies == "per-player":
            lines.append(say("player_sheets.component", lang, name=name))
        else:
            lines.append(say("player_sheets.component_count", lang, name=name, count=sheet.copies))
    return lines


def shopping(context: Context) -> list[str]:
    return [say("player_sheets.shopping", context.lang)] if context.game.sheets else []


register(Kind("sheets", 52, sheet_parts, check=check, shopping=shopping, components=components,
              section="sheets", model=list[Sheet], default=[]))
