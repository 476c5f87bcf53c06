"""Pieces: what a part kind makes, before any sheet (issue 21). A counter, a pawn, a die's stickers or its
net is a Piece: its faces as scene drawings, its trim size and cut outline, its bleed, how many, the stock
it is printed on, how it is made and how its back meets its front. One imposition
(pnp.layout.imposition.impose_pieces) lays a kit's pieces on sheets by stock, across kinds; whatever wants one
piece alone (a proof, an export) takes it from the same place (pnp.kit.piece)."""

from __future__ import annotations

from typing import Any, Literal

from msgspec import Struct

from pnp.scene import Group

Outline = Literal["rectangle", "rounded", "circle", "hexagon", "path"]
Stock = Literal["paper", "card", "thin-card", "sticker-paper"]  # their words: pnp.parts.STOCKS
Making = Literal["cut", "fold", "glue", "write"]  # "write": a sheet players write on (a score sheet), kept whole
# How the back meets the front: "none", no back; "duplex", printed on the other side of the sheet at the
# front's place mirrored (printed without duplex, the imposition makes it a pair to fold over and glue);
# "fold-over", the piece's own drawing holds both halves and the fold between them (a standee).
Backing = Literal["none", "duplex", "fold-over"]


class GuideEntry(Struct, frozen=True):
    """How a part or a kind of piece is printed and made, in both languages: the guide page's row and its
    making step."""

    name: dict[str, str]
    stock: dict[str, str]
    double: bool
    how: dict[str, str]
    copies: int = 1  # how many times to print it: the player aids, one card per player
    folded: dict[str, str] | None = None  # its name when its pieces print as fold-over pairs on single-sided sheets


class Piece(Struct):
    name: str  # unique in its game: the game file's id, with a variant or colour when it has several ("time.2")
    kind: str  # what it is: "token", "pawn-token", "standee", "stickers", "net"
    front: Group  # origin at the trim box's top-left corner; may reach `bleed` beyond it
    width: float  # the trim box, mm
    height: float
    back: Group | None = None  # same origin and box as the front, as seen when the piece is turned over
    outline: Outline = "rectangle"
    bleed: float = 0.0
    count: int = 1
    stock: Stock = "card"
    making: tuple[Making, ...] = ("cut",)
    backing: Backing = "none"
    crop: bool = False  # crop marks set by the imposition; False when the drawing carries its own cut line
    family: str = ""  # the game file's id its variants share, in the class of its drawing ("piece time")
    group: str = ""  # the words heading its kind on a sheet shared with others, in the kit's language
    note: str = ""  # the instruction atop a single-sided sheet holding its kind alone, in the kit's language
    sheet: str = ""  # the file stem of its kind's sheets ("tokens", "dice-nets")
    guide: Any = None  # its kind's GuideEntry, for the guide page's table and its making steps
    maker: str = ""  # the registered kind that made it, and (below) that kind's place in the kit; the kit sets both
    order: int = 0
    # Whole spare copies are welcome in the blank room of its one sheet (a die's stickers: sticker paper is
    # dear, and a sticker set askew or lost is then no reprint); the imposition adds up to SPARE_SETS.
    spares: bool = False
    turns: bool = False  # may lie on its side when that saves a sheet: it has no up on the paper (a die's net)
    # A rule book, an aid or a board is a piece too. A page flow (a rule book) gives its typeset slices
    # (pnp.layout.typeset.Slice), set in the sheet's two columns: the kit may set its last page again to leave
    # room at its foot for a small piece of the same stock, or run it on after the guide when it fits there.
    flow: Any = None
    # A large piece tiled over sheets (a board too big for one) gives its reduced map of the sheets, drawn at a
    # width: (width, reduced width or None) -> (items, height), for the guide's making steps.
    map: Any = None

    @property
    def double(self) -> bool:
        """Printed on both sides of the sheet (or, without duplex printing, as a fold-over pair)."""
        return self.back is not None and self.backing == "duplex"
