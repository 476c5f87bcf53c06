"""Sheet layouts as data: how a part's pieces go on sheets, described once each (as Squib describes its sprues),
and laid by the one imposition (pnp.layout.imposition.place). A kind says which layout its pieces take; it never
draws a sheet. Duplex mirroring, crop marks, bleed, fold marks and footers are the imposition's, in one place.

Each layout is a frozen Struct, told apart by its class:
- Shared: small pieces packed in rows on sheets of their stock, across kinds (tokens, pawns, dice, cards);
- Halves: one piece repeated in the halves or quarters of a sheet, with the cut lines between them (player aids,
  sheets to write on);
- Pages: a page flow one page to a sheet side (a rule book, a score sheet);
- Signature: a page flow in booklet order, two pages to a side of a landscape sheet, folded in the middle;
- Tiles: one piece larger than the sheet cut into overlapping tiles (a board);
- OneUp: one piece alone on a page of its trim size grown by its bleed (a print shop's page, a proof);
- TableGrid: faces in a grid of columns and rows on one image (a digital table's deck sheet);
- Showcase: blocks of pieces drawn together arranged on one picture under a title (`pnp showcase`).
"""

from __future__ import annotations

from typing import Literal

from msgspec import Struct


class Shared(Struct, frozen=True):
    """Rows by stock, shared across kinds: the kit's card, thin-card and sticker sheets."""


class Halves(Struct, frozen=True):
    """Each piece `parts` times to a sheet of its own, in equal cells of a grid (1: alone in the printable area,
    uncut; 2: halves, one above the other; 4: quarters, two by two), a piece with a back followed by the page of
    its backs mirrored for the flip. The cuts between copies show as `cuts` says: "crop", crop marks outside the
    grid on every cut line, in a band `band` mm wide kept round the grid; "line", a dashed line across the sheet
    at each cut, "✂ cut here" above it. `across`: "printable", the grid spans the printable area's width;
    "paper", the paper's whole width, each copy keeping its own margins (an aid card, set as a book's page is).
    A kind asks the trim size of a copy before it draws (pnp.layout.imposition.halves.cell_size)."""

    parts: Literal[1, 2, 4] = 2
    cuts: Literal["crop", "line"] = "crop"
    band: float = 4.0  # mm: 1 mm off the grid, then 3 mm of tick (pnp.layout.marks); unused uncut or with lines
    across: Literal["printable", "paper"] = "printable"


class Pages(Struct, frozen=True):
    """A page flow, each page a piece of its page's size on a sheet side of its own, with its footer (a cover, a
    piece of kind "cover", the notice only). The flow's first piece carries its typeset slices (Piece.flow),
    set in the text frame `margins` (left, top, right, bottom, mm) of `columns` columns `gutter` mm apart; the
    part's pieces named in `feet` (small pieces of paper: an aid card) are set at the foot of its last page,
    one as narrow as a column under the last column's text, one as wide as the page across its foot under a
    line to cut along, the last page set again above it (pages.footing says which fit)."""

    margins: tuple[float, float, float, float] = (16.0, 16.0, 16.0, 16.0)
    columns: int = 2
    gutter: float = 8.0
    feet: tuple[str, ...] = ()


class Signature(Struct, frozen=True):
    """A page flow as a folded booklet: pages of half the sheet (each footed as Pages foots it), two-up on its
    landscape sides in booklet order, a fold mark at the middle of each side within the printable area."""


class Tiles(Struct, frozen=True):
    """One piece cut into tiles of the printable area, neighbours overlapping by `overlap` mm to glue (a board).
    The kind gives the tiling its planner chose (pnp.engine.tiling.plan_tiles) as numbers: `page`, the tile
    pages' size as turned (portrait or landscape); `xs` and `ys`, where the seams fall across and down the piece,
    0 and its width (height) included; `letters`, the columns' names. One tile (xs and ys two cuts each) is a
    piece that fits one sheet: it prints under the calibration strip and `note`. `said`: a line the assembly
    page adds after its words (the board printed a little smaller). A second piece, when given, is the drawing
    the assembly page's reduced map shows."""

    overlap: float = 10.0
    page: tuple[float, ...] = ()  # mm; () the paper as given
    xs: tuple[float, ...] = ()
    ys: tuple[float, ...] = ()
    letters: tuple[str, ...] = ("A",)
    header: float = 12.0  # mm at the top of a tile page for its name, what to do and its small map
    target: float = 4.0  # mm a registration target reaches from its centre, on the seams
    note: str = ""
    said: str = ""
    # each tile as the planner placed it: (name, column, row, content box, printed region, its corner on the
    # page, its glue strips), boxes as (x, y, width, height) mm of the piece
    tiles: tuple[tuple, ...] = ()


class OneUp(Struct, frozen=True):
    """One piece to a page of its trim size grown by `bleed` mm a side (the piece's own bleed when 0); each
    piece's front, then its back when it has one.

    A print shop's page is set, not grown: `page` (width, height in mm, the shop's trim plus bleed in whole
    pixels) holds the piece centred; with `upright`, a landscape piece stands on it turned a quarter turn
    clockwise, as the shops' templates stand."""

    bleed: float = 0.0
    page: tuple[float, ...] = ()  # () or (width, height), mm
    upright: bool = False


class TableGrid(Struct, frozen=True):
    """Faces of one size in cells of a sheet (one image), in reading order, at most `columns` × `rows` a sheet
    (more faces, more sheets; a digital table's deck sheet, 10 × 7 in Tabletop Simulator). A sheet of fewer
    faces takes as many columns as it has faces (up to `columns`) and the rows they need, never fewer than
    `fewest` of either; drawn in pixels, a cell is whole pixels and a sheet at most `side` pixels a side."""

    columns: int = 10
    rows: int = 7
    fewest: int = 2
    side: int = 4096


class Showcase(Struct, frozen=True):
    """Blocks of pieces drawn together (a board, a fan of cards, dice, tokens, pawns: each a piece whose front
    is the block's drawing, its width and height the block's) on one picture of `aspect` (width to height) on
    the `ground` colour, under a band `band` of the picture's height holding the title (place's `title`, in
    the face `font`, in `ink`) and the `line` under it (players, age, time), `margin` of its height clear all
    round. The blocks, in order, are cut into runs, each a column (side by side) or each a row (one under
    another), whichever fills the picture best: the picture's size is the arrangement's, not the paper's. Two
    blocks stand `gap` of the larger block's smaller side apart, within `gap_mm` (mm)."""

    aspect: float = 1.5  # the landscape 3:2 of a camera's picture
    margin: float = 0.05  # of the picture's height, all round
    band: float = 0.15  # of the picture's height, above the pieces: the title and the line under it
    ground: str = "#ece8e0"  # a light warm grey: neutral under any game's colours
    ink: str = "#2b2b2b"
    font: str = "bold"
    line: str = ""
    gap: float = 0.06
    gap_mm: tuple[float, float] = (8.0, 24.0)


Layout = Shared | Halves | Pages | Signature | Tiles | OneUp | TableGrid | Showcase
