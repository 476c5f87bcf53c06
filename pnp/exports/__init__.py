"""Exports for digital tables (issue 22): a game's pieces as images, one PNG per face (images.py), and as a
Tabletop Simulator saved object (tts.py). Both start from the piece layer (pnp.kit.game_pieces, each face
alone as pnp.kit.piece gives it) and draw with the renderer the PNG previews use (PDFium over the PDF): the
pixels of a face are those of the piece printed alone."""

from __future__ import annotations

from pathlib import Path

from msgspec import Struct

from pnp.base.colors import color_name
from pnp.base.errors import PnpError
from pnp.base.i18n import said, say
from pnp.base.output import plain_file
from pnp.kit import face_page, game_pieces
from pnp.model import budgets
from pnp.model.spec import Game, text
from pnp.parts.player_sheets import copies
from pnp.parts.registry import Context
from pnp.pieces import Piece
from pnp.render import formats
from pnp.render.png import drawn_pages, pixels_to_png
from pnp.scene import Document, Page

TARGETS = ("tts", "images")  # what pnp export --to writes, each into <game id>/<target>/
# each target's main file in its folder, which the index links: the saved object, the list of pieces
MAIN_FILE = {"tts": lambda game_id: f"{game_id}.json", "images": lambda game_id: "pieces.csv"}
DPI = 300
MIN_DPI = 10  # pnp export --dpi
MAX_DPI = 600  # 600 dpi draws a 30 cm board 7,000 px a side; above that, memory rather than detail grows
MM_PER_INCH = 25.4


def existing(out_dir: Path, game_id: str) -> list[str]:
    """The exports of a game already in the output folder, by their main file's path in the game's folder
    ("tts/clann.json"): what the kit's guide and the index link. Never read through a link."""
    return [f"{target}/{main(game_id)}" for target, main in MAIN_FILE.items()
            if plain_file(Path(out_dir), f"{game_id}/{target}/{main(game_id)}")]


def pixels(mm: float, dpi: float) -> int:
    """A length in whole pixels at a resolution (at least one)."""
    return max(1, round(mm / MM_PER_INCH * dpi))


def check_dpi(dpi: int) -> int:
    if not MIN_DPI <= dpi <= MAX_DPI:
        raise PnpError(said("errors.exports.dpi", dpi=dpi, least=MIN_DPI, most=MAX_DPI, suits=DPI), field="--dpi")
    return dpi


class Face(Struct):
    """One face of a piece to draw: its page (the face alone at trim size) and its size in pixels."""

    page: Page
    width: int
    height: int
    alpha: bool = False  # drawn on a transparent ground: a piece cut along a curve
    dpi: float | None = None  # the resolution its PNG says it has, where the image is the piece at a size on paper


def cut_along_curve(piece: Piece) -> bool:
    """Round, hexagonal and shaped pieces: what lies outside them is no part of the piece."""
    return piece.outline in ("circle", "hexagon", "path")


def face(piece: Piece, side: str, width: int, height: int, dpi: float | None = None) -> Face:
    return Face(face_page(piece, side), width, height, cut_along_curve(piece), dpi)


def draw(faces: list[Face], lang: str):
    """Every face's raw pixels (RGB, or RGBA for a piece cut along a curve, row after row), all drawn from one
    PDF (one page each) by PDFium, and given one at a time (a buffer): an export holds one face's raw pixels
    at once, not every face's."""
    if not faces:
        return
    pdf = formats.pdf(Document("pnp export", [f.page for f in faces], lang))
    yield from drawn_pages(pdf, [(f.width, f.height, f.alpha) for f in faces])


def png(face: Face, pixels) -> bytes:
    """A face's pixels as a PNG file, the same bytes for the same pixels, saying its dpi where it has one."""
    return pixels_to_png(pixels, face.width, face.height, face.alpha, face.dpi)


def pngs(faces: list[Face], lang: str):
    """Each face as a PNG file, drawn and encoded one at a time."""
    for f, pixels in zip(faces, draw(faces, lang), strict=True):
        yield png(f, pixels)


def check_pixels(sizes_at, dpi: int) -> None:
    """An export's pixel budget (budgets.export_pixels), from the sizes of its images at a dpi, before any
    is drawn."""
    budgets.export_pixels(sizes_at, dpi, MIN_DPI)


def export_pieces(game: Game, where: str, lang: str) -> list[Piece]:
    """Every piece of the game at its trim size, with no bleed, its words in `lang`; a rule book followed by
    its pages ("rules-1", "rules-2"), as the book's own file prints them."""
    return game_pieces(Context.printing(game, where, lang=lang), pages=True)


def book_pages(pieces: list[Piece]) -> tuple[list[Piece], dict[str, list[Piece]]]:
    """The pieces with no book's pages among them, and each book's pages by the book's name: a page flow
    (a rule book, whose own piece is its first page) is followed by its pages, named after it from 1."""
    kept: list[Piece] = []
    pages: dict[str, list[Piece]] = {}
    book = None
    for piece in pieces:
        if book is not None and piece.kind == "page" and piece.name == f"{book}-{len(pages[book]) + 1}":
            pages[book].append(piece)
            continue
        book = piece.name if piece.flow is not None else None
        if book is not None:
            pages[book] = []
        kept.append(piece)
    return kept, pages


def every_piece(pieces: list[Piece]) -> list[Piece]:
    """What a player handles, one piece each: a rule book as its pages rather than its first page alone."""
    kept, pages = book_pages(pieces)
    return [page for piece in kept for page in (pages.get(piece.name) or [piece])]


def table_count(game: Game, piece: Piece) -> int:
    """How many of the piece one game puts on the table: a sheet to write on, one a player (or the copies its
    entry asks for) however many a printed page holds; any other piece, its count."""
    entry = next((sheet for sheet in getattr(game, "sheets", ()) if sheet.id == piece.name), None)
    return copies(entry, game)[0] if piece.kind == "sheet" and entry is not None else piece.count


def shown_names(game: Game, pieces: list[Piece], lang: str) -> dict[str, str]:
    """Every piece's name as the exports show it (display_name), by its name in the game; a book's page by the
    book's and its number ("Rules, page 2")."""
    kept, pages = book_pages(pieces)
    names = {piece.name: display_name(game, piece, lang) for piece in kept}
    for book, run in pages.items():
        names |= {page.name: say("exports.page", lang, book=names[book], n=n) for n, page in enumerate(run, 1)}
    return names


def display_name(game: Game, piece: Piece, lang: str) -> str:
    """What a player calls the piece, in the game's language: the name its entry of the game file gives
    (any section's entry with that id), with its colour or its variant's label; a part drawn whole (a board,
    an aid) by its guide name."""
    family = piece.family or piece.name
    entry = _entry(game, family)
    if entry is None:
        guide = piece.guide
        return guide.name[lang] if guide is not None else piece.group or piece.name
    name = text(getattr(entry, "name", ""), lang) or family
    rest = piece.name[len(family) + 1:] if piece.name.startswith(family) else ""
    if not rest:
        return name
    if rest.isdigit():  # a counter's variant, by its label; a deck's card, by its number
        variants = getattr(entry, "variants", None) or ()
        label = text(variants[int(rest) - 1].label, lang) if 0 < int(rest) <= len(variants) else ""
        return f"{name} ({label})" if label else f"{name} {rest}"
    colour = color_name(rest, lang)
    if colour == rest and piece.group:  # not a colour: a kind of piece made for the entry (a die's stickers)
        return f"{piece.group}{say('colon', lang)} {name}"
    return f"{name} ({colour})"


def entry_name(game: Game, family: str, lang: str) -> str:
    """The name the game file gives the entry with this id (a deck), else the id."""
    entry = _entry(game, family)
    return (text(getattr(entry, "name", ""), lang) if entry is not None else "") or family


def _entry(game: Game, family: str):
    """The game file's entry with this id, in whichever section holds lists of entries."""
    for field in game.__struct_fields__:
        value = getattr(game, field)
        if isinstance(value, (list, tuple)):
            for entry in value:
                if getattr(entry, "id", None) == family:
                    return entry
    return None
