"""Boards as data: cells on a grid, what each cell is, and how they connect. No drawing here.

A board is built from a few parameters, then checked; pnp/parts/board/ draws only boards that
pass `check_board`, and draws them from this data alone.

The cross board (Ludo and the race games like it) on a 15 × 15 grid, columns and rows numbered 0-14:

- four arms of 3 × 6 cells around a 3 × 3 centre block, and a 6 × 6 corner stable between two arms;
- the track: each arm's two outer columns (2 × 6 cells) and its tip cell, 13 cells an arm, 52 in all;
- a stair per colour: the arm's middle column without its tip (5 cells) and then the centre block's
  edge cell on that side, 6 steps numbered 1-6 from the entry (next to the tip) inwards;
- the centre cell of the centre block is the central stable, where every stair leads (our reading
  of "the stair ends at the central stable": the cell after step 6, shared by all colours);
- the centre block's four corner cells belong to no path ("inner" cells; a game may rest a piece of no
  player on one of them).

Where two arms meet, the track turns round a corner of the centre block: the last cell of one arm and
the first of the next touch only at a corner. This is how every 52-square Ludo board is laid out (with
square cells and 3-wide arms the two cells cannot share a side without a 53rd cell), so the circuit
check accepts exactly one corner-to-corner step per arm, turning round a cell that is not on the track,
and requires every other step to cross a shared side.

Colour k owns arm k, counted clockwise from the left arm: its stable is the corner block before that arm
(colour 0: the top-left block, above the left arm), its start square is the track cell just out of its
stable, 2 cells after its arm's tip, and its stair opens at the tip. Play goes clockwise, so the start
squares are 13 cells apart along the circuit.
"""

from __future__ import annotations

from msgspec import Struct, structs

from pnp.base.errors import PnpError
from pnp.base.i18n import said

ARMS = 4  # a cross has four arms
ARM = 6  # cells along an arm
SIDE = 2 * ARM + 3  # 15 cells across
CIRCUIT = ARMS * (2 * ARM + 1)  # 52 track cells
STAIR = ARM  # 6 steps
START_GAP = CIRCUIT // ARMS  # 13 cells between start squares
STABLE = ARM  # a corner stable covers 6 × 6 grid squares
PLACES = 4  # horse places in a stable
ROOM = 2.0  # mm a cell needs beyond the pawn's base
MAX_CELL = 100.0  # mm: a larger cell is surely a typo
MIN_BASE = 3.0  # mm: the smallest pawn base a board is made for (its cells are then 5 mm, ROOM more)
MAX_GRID = 26  # columns are lettered A-Z


class BoardError(PnpError):
    """A board that breaks a rule of its kind; it is never drawn."""


class Cell(Struct, frozen=True):
    col: int
    row: int
    kind: str  # track | start | stair | centre | inner | stable | grid
    color: int | None = None  # index into Board.colors
    span: int = 1  # grid squares across (stables cover 6 × 6)
    number: int = 0  # stair step, 1 at the entry

    def squares(self):
        for dc in range(self.span):
            for dr in range(self.span):
                yield (self.col + dc, self.row + dr)


class Board(Struct, frozen=True):
    kind: str  # cross | grid
    columns: int
    rows: int
    cell: float  # mm, side of every square cell
    pawn_base: float  # mm, diameter of the largest pawn or token base
    colors: tuple[str, ...]  # "#rrggbb", one per side
    cells: tuple[Cell, ...]
    circuit: tuple[int, ...] = ()  # cell indices in the direction of play (cross)
    starts: tuple[int, ...] = ()  # per colour, the position of its start square in `circuit`
    stairs: tuple[tuple[int, ...], ...] = ()  # per colour, cell indices from the entry to the centre
    centre: int | None = None  # the central stable's cell index
    stables: tuple[int, ...] = ()  # per colour, the corner stable's cell index
    arms: int = ARMS

    @property
    def width(self) -> float:
        return self.columns * self.cell

    @property
    def height(self) -> float:
        return self.rows * self.cell

    def with_cell(self, cell: float) -> Board:
        return structs.replace(self, cell=cell)

    def entry(self, color: int) -> int:
        """The circuit cell a colour's horses leave the track from, into their stair."""
        return self.circuit[(self.starts[color] - 2) % len(self.circuit)]


def min_cell(pawn_base: float) -> float:
    return pawn_base + ROOM


def check_cell(cell: float, pawn_base: float, *, where: str | None = None) -> None:
    if not cell > 0:
        raise BoardError(said("errors.engine.board.cell-zero", cell=_mm(cell)), field=where)
    if cell > MAX_CELL:
        raise BoardError(said("errors.engine.board.cell-large", cell=_mm(cell), limit=_mm(MAX_CELL)), field=where)
    if cell < min_cell(pawn_base) - 1e-9:
        raise BoardError(said("errors.engine.board.cell-small", cell=_mm(cell), base=_mm(pawn_base),
                              least=_mm(min_cell(pawn_base)), room=_mm(ROOM)), field=where)


def _mm(length: float) -> float:
    """A length in a message, to a tenth of a millimetre (its decimal mark the reader's)."""
    return round(float(length), 1)


# --- building -----------------------------------------------------------------------------------


def _turn(col: int, row: int, quarters: int) -> tuple[int, int]:
    """A grid square turned clockwise (on paper, y down) by quarter turns round the centre."""
    for _ in range(quarters % 4):
        col, row = SIDE - 1 - row, col
    return col, row


def _left_arm_track() -> list[tuple[int, int]]:
    """The left arm's 13 track cells in the direction of play: out along the lower row, round the
    tip, back in along the upper row."""
    lower = [(c, ARM + 2) for c in range(ARM - 1, -1, -1)]
    tip = [(0, ARM + 1)]
    upper = [(c, ARM) for c in range(ARM)]
    return lower + tip + upper


def cross_board(colors: tuple[str, ...], cell: float, pawn_base: float) -> Board:
    """The 52-square cross board, one colour per arm."""
    if len(colors) > ARMS:
        raise BoardError(said("errors.engine.board.colours-many", len(colors), arms=ARMS))
    if len(colors) < ARMS:
        raise BoardError(said("errors.engine.board.colours-few", len(colors), arms=ARMS))
    check_cell(cell, pawn_base)
    cells: list[Cell] = []
    circuit: list[int] = []
    starts: list[int] = []
    stairs: list[tuple[int, ...]] = []
    stables: list[int] = []
    arm_track = _left_arm_track()
    start_at = arm_track.index((1, ARM))  # just below the top-left stable
    for k in range(ARMS):
        for i, (c, r) in enumerate(arm_track):
            col, row = _turn(c, r, k)
            is_start = i == start_at
            cells.append(Cell(col, row, "start" if is_start else "track", k if is_start else None))
            if is_start:
                starts.append(len(circuit))
            circuit.append(len(cells) - 1)
    mid = SIDE // 2
    for k in range(ARMS):
        steps = []
        for n, c in enumerate(range(1, ARM + 1), 1):  # (1,7) .. (6,7): the last one is the centre block's edge
            col, row = _turn(c, mid, k)
            cells.append(Cell(col, row, "stair", k, number=n))
            steps.append(len(cells) - 1)
        stairs.append(tuple(steps))
    for k in range(ARMS):
        corners = [_turn(0, 0, k), _turn(STABLE - 1, STABLE - 1, k)]
        col, row = min(c for c, _ in corners), min(r for _, r in corners)
        cells.append(Cell(col, row, "stable", k, span=STABLE))
        stables.append(len(cells) - 1)
    cells.append(Cell(mid, mid, "centre"))
    centre = len(cells) - 1
    for k in range(ARMS):
        col, row = _turn(ARM, ARM, k)
        cells.append(Cell(col, row, "inner"))
    return Board("cross", SIDE, SIDE, cell, pawn_base, tuple(colors), tuple(cells), tuple(circuit), tuple(starts),
                 tuple(stairs), centre, tuple(stables))


def grid_board(columns: int, rows: int, cell: float, pawn_base: float, colors: tuple[str, ...] = ()) -> Board:
    """A plain grid of square cells, columns lettered from A and rows numbered from 1."""
    for name, n in (("columns", columns), ("rows", rows)):
        if not 1 <= n <= MAX_GRID:
            raise BoardError(said("errors.engine.board.grid", n, side=name, limit=MAX_GRID))
    check_cell(cell, pawn_base)
    cells = tuple(Cell(c, r, "grid") for r in range(rows) for c in range(columns))
    return Board("grid", columns, rows, cell, pawn_base, tuple(colors), cells, arms=0)


# --- checking -----------------------------------------------------------------------------------


def _orthogonal(a: Cell, b: Cell) -> bool:
    return abs(a.col - b.col) + abs(a.row - b.row) == 1


def _diagonal(a: Cell, b: Cell) -> bool:
    return abs(a.col - b.col) == 1 and abs(a.row - b.row) == 1


def _name(cell: Cell) -> str:
    return f"({cell.col}, {cell.row})"


def check_board(board: Board) -> None:
    """Raise BoardError, naming the broken rule, unless the board is sound. Past its cell's size, these are proofs
    of a board pnp built itself (cross_board, grid_board refuse a user's wrong input first): no input reaches
    their errors, which are not messages of the catalogue."""
    check_cell(board.cell, board.pawn_base)
    used: dict[tuple[int, int], Cell] = {}
    for cell in board.cells:
        for square in cell.squares():
            if not (0 <= square[0] < board.columns and 0 <= square[1] < board.rows):
                raise BoardError(f"the {cell.kind} cell at {_name(cell)} lies outside the {board.columns} × {board.rows} grid")  # not a message
            if square in used:
                raise BoardError(f"the square {square} is used twice: by a {used[square].kind} cell and a {cell.kind} cell")  # not a message
            used[square] = cell
    if board.kind == "grid":
        _check_grid(board, used)
    elif board.kind == "cross":
        _check_cross(board)
    else:
        raise BoardError(f"unknown board kind '{board.kind}'")  # not a message


def _check_grid(board: Board, used: dict) -> None:
    if len(used) != board.columns * board.rows or any(c.kind != "grid" or c.span != 1 for c in board.cells):
        raise BoardError(f"a {board.columns} × {board.rows} grid needs exactly {board.columns * board.rows} plain cells")  # not a message


def _check_cross(board: Board) -> None:
    cells = board.cells
    n = len(board.colors)
    if n > board.arms:
        raise BoardError(said("errors.engine.board.colours-many", n, arms=board.arms))
    # the circuit: one closed loop of 52 distinct track cells
    circuit = board.circuit
    if len(circuit) != CIRCUIT:
        raise BoardError(f"the circuit has {len(circuit)} cells; it needs {CIRCUIT}")  # not a message
    if len(set(circuit)) != len(circuit):
        raise BoardError("a cell appears twice in the circuit")  # not a message
    track = [cells[i] for i in circuit]
    off_track = next((c for c in track if c.kind not in ("track", "start")), None)
    if off_track:
        raise BoardError(f"the circuit runs through a {off_track.kind} cell at {_name(off_track)}")  # not a message
    on_circuit = set(circuit)
    stray = [c for i, c in enumerate(cells) if c.kind in ("track", "start") and i not in on_circuit]
    if stray:
        raise BoardError(f"the track cell at {_name(stray[0])} is not on the circuit")  # not a message
    on_track = {(c.col, c.row) for c in track}
    corners = 0
    for i, a in enumerate(track):
        b = track[(i + 1) % len(track)]
        if _orthogonal(a, b):
            continue
        # a turn round a corner of the centre block: the two cells touch at a corner, and the square
        # they go round (the one of the two candidates nearer the board's centre) is off the track
        mid = board.columns // 2
        pivot = min(((a.col, b.row), (b.col, a.row)), key=lambda s: abs(s[0] - mid) + abs(s[1] - mid))
        if _diagonal(a, b) and pivot not in on_track:
            corners += 1
            continue
        raise BoardError(f"the circuit breaks between {_name(a)} and {_name(b)}: they are not adjacent")  # not a message
    if corners != board.arms:
        raise BoardError(f"the circuit turns corner to corner {corners} times; a cross turns once an arm ({board.arms})")  # not a message
    # start squares: one per colour, 13 apart, each its colour's
    if len(board.starts) != n:
        raise BoardError(f"{len(board.starts)} start squares for {n} colours")  # not a message
    for k, pos in enumerate(board.starts):
        cell = cells[circuit[pos]]
        if cell.kind != "start" or cell.color != k:
            raise BoardError(f"colour {k + 1}'s start square at {_name(cell)} is not marked as its start")  # not a message
        following = board.starts[(k + 1) % n]
        gap = (following - pos) % len(circuit)
        if n > 1 and gap != START_GAP:
            raise BoardError(f"start squares {k + 1} and {(k + 1) % n + 1} are {gap} cells apart; they must be {START_GAP}")  # not a message
    if sum(1 for c in cells if c.kind == "start") != n:
        raise BoardError("there are start squares that belong to no colour")  # not a message
    # the centre, and one stair per colour from its entry to the centre
    if board.centre is None or cells[board.centre].kind != "centre":
        raise BoardError("the board has no central stable")  # not a message
    centre = cells[board.centre]
    if len(board.stairs) != n:
        raise BoardError(f"{len(board.stairs)} stairs for {n} colours")  # not a message
    for k, stair in enumerate(board.stairs):
        steps = [cells[i] for i in stair]
        if len(steps) != STAIR:
            raise BoardError(f"colour {k + 1}'s stair has {len(steps)} steps; it needs {STAIR}")  # not a message
        for number, step in enumerate(steps, 1):
            if step.kind != "stair" or step.color != k or step.number != number:
                raise BoardError(f"step {number} of colour {k + 1}'s stair, at {_name(step)}, is not marked as that step")  # not a message
        entry = cells[board.entry(k)]
        if not _orthogonal(entry, steps[0]):
            raise BoardError(f"colour {k + 1}'s stair does not open onto the track at {_name(entry)}, 2 cells before its start")  # not a message
        for a, b in zip(steps, steps[1:]):
            if not _orthogonal(a, b):
                raise BoardError(f"colour {k + 1}'s stair breaks between {_name(a)} and {_name(b)}")  # not a message
        if not _orthogonal(steps[-1], centre):
            raise BoardError(f"colour {k + 1}'s stair does not end at the central stable")  # not a message
    # one corner stable per colour, big enough for its horses
    if len(board.stables) != n or any(cells[i].kind != "stable" or cells[i].color != k for k, i in enumerate(board.stables)):
        raise BoardError("each colour needs its own corner stable")  # not a message
