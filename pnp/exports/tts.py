"""`pnp export GAME --to tts`: a Tabletop Simulator saved object, <game id>.json, and the images it names.

Each deck is a custom deck: its different cards on face sheets of at most 10 × 7 cards and 4096 px a side
(more cards, more sheets), its back one image, or a sheet of backs on the same grid when the backs differ;
a card's id is its sheet's key × 100 + its slot, row by row. Counters, pawn tokens and aid cards are custom
tiles of their shape with both faces; a sheet to write on (a player's sheet, the score sheet) is a custom tile
of the sheet, one a player; a standee is a custom figurine showing its figure; the board is a custom board;
each die a custom model of its own shape (tts_dice.py: its mesh, its faces' texture and the value each face
shows); the rule book is a custom PDF, its pages as the book's own file prints them, written beside the saved
object and named by address as the images are. Every object is sized from its piece at one scale (1 unit =
1 inch), so a pawn's base fits a cell as it does on paper, and laid out in rows on the table, apart; its GM
notes give the piece's name, the one `pnp proof` takes. What the format cannot take is listed with its reason.

The sizes Tabletop Simulator gives each kind of object at scale 1 are this module's working figures
(SIZE_AT_ONE); a player rescales an object in the game if they differ.
"""

from __future__ import annotations

import hashlib
import json
import math
from urllib.parse import quote

from msgspec import Struct
from msgspec.structs import replace

from pnp.base.errors import PnpError
from pnp.base.i18n import said
from pnp.exports import (MM_PER_INCH, Face, book_pages, check_pixels, display_name, draw, entry_name, export_pieces,
                         face, png, table_count)
from pnp.exports.tts_dice import TableDie, custom_mesh, table_dice
from pnp.kit import face_page
from pnp.layout.imposition.table import Sheet, grid, sheet_count
from pnp.layout.layouts import TableGrid
from pnp.model.spec import Game, text
from pnp.parts.cards import card_titles
from pnp.pieces import Piece
from pnp.render import formats
from pnp.render.png import encode_png
from pnp.scene import IDENTITY, Document, Group

# A deck sheet: at most 10 × 7 cards, at least 2 × 2, and 4096 px a side, the largest texture Tabletop
# Simulator loads; every slot holds a card (the back is its own image: BackIsHidden)
DECK_SHEET = TableGrid(columns=10, rows=7, fewest=2, side=4096)
SHEET_PX = DECK_SHEET.side  # and of any image: a face alone too
MAX_SHEETS = 10  # a deck's face sheets in one saved object: each is a texture of up to 64 MiB in memory
# Size in units (about an inch) of an object's longer side at scale 1: pnp's working figures
# (a PDF's, about an A4 page's: a book on A4 keeps scale 1, the size Tabletop Simulator gives it)
SIZE_AT_ONE = {"Card": 2.5, "Custom_Tile": 2.0, "Custom_Token": 2.0, "Figurine_Custom": 2.0, "Custom_Board": 20.0,
               "Custom_PDF": 11.7}
TILE_TYPES = {"rectangle": 0, "hexagon": 1, "circle": 2, "rounded": 3}  # CustomTile.Type
GAP = 0.5  # units between objects on the table
COPY_GAP = 0.15  # units between the copies of one piece
ROW_WIDTH = 40.0  # units: objects are laid out in rows at most this wide (or the board's width)
THICKNESS = 0.2


class Block(Struct):
    """Objects laid out together on the table (the copies of one piece side by side): their footprint in
    units, and each object with its place in the block (x, z of its centre from the block's corner)."""

    width: float
    depth: float
    objects: list  # (x, z, object dict)


class Plan(Struct):
    """The saved object being made: its blocks of objects, the images to draw (file name -> Face), the deck
    sheets to compose from drawn cells, the books to write as PDFs, and the pieces it leaves out."""

    game: str  # the game's id
    address: object  # file name -> the address the saved object gives it
    blocks: list = []
    faces: dict = {}
    sheets: dict = {}  # file name -> (its Sheet of the deck's grid, in pixels; [the name of each slot's face])
    skipped: list = []  # (name, reason)
    books: dict = {}  # file name -> (its title, its pages as pieces)
    key: int = 0  # the last deck key given
    serial: int = 0  # objects made, for their GUIDs
    files: dict = {}  # file name -> bytes written as they are (a die's mesh)


def check_base_url(base_url: str | None) -> str | None:
    """--base-url as the start of every image's address, ending in a slash."""
    if base_url is None:
        return None
    rest = base_url.split("://", 1)[1] if "://" in base_url else ""
    if not base_url.startswith(("http://", "https://")) or not rest.strip("/") or any(c.isspace() for c in base_url):
        raise PnpError(said("errors.exports.base-url", url=base_url), field="--base-url")
    return base_url.rstrip("/") + "/"


def tts_files(game: Game, where: str, lang: str, dpi: int, folder_uri: str, base_url: str | None = None
              ) -> tuple[dict[str, bytes], list[tuple[str, str]]]:
    """The saved object, its images and its books' PDFs, by file name in the export's folder, and (name,
    reason) for each piece left out. `folder_uri`: the file:/// address of that folder, which the images' and
    books' addresses start with unless `base_url` is given. Every deck, and the pixels of every image
    (pnp.model.budgets), are checked before anything is drawn."""
    pieces, pages = book_pages(export_pieces(game, where, lang))
    decks = _decks(pieces, where)
    start = base_url or folder_uri
    check_pixels(lambda at: _sizes(_plan(game, pieces, dict(decks), where, lang, at, start, pages)), dpi)
    plan = _plan(game, pieces, decks, where, lang, dpi, start, pages)
    images = _images(plan, lang) | _books(plan, lang) | plan.files
    saved = {"SaveName": text(game.title, lang), "GameMode": "", "Date": "", "Table": "", "Sky": "", "Note": "", "Rules": "", "XmlUI": "",
             "LuaScript": "", "LuaScriptState": "", "ObjectStates": _laid_out(plan.blocks), "TabStates": {},
             "VersionNumber": ""}
    images[f"{game.id}.json"] = (json.dumps(saved, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    return images, plan.skipped


def _plan(game: Game, pieces: list[Piece], decks: dict[str, list[Piece]], where: str, lang: str, dpi: int,
          start: str, pages: dict[str, list[Piece]]) -> Plan:
    """The saved object's objects and the images they name at a dpi, none drawn yet (`decks` is emptied);
    `pages`: each book's pages, by the book's name."""
    plan = Plan(game.id, lambda name: start + quote(name), [], {}, {}, [], {}, 0, 0, {})
    for piece in pieces:
        name = display_name(game, piece, lang)
        if piece.kind == "card":
            cards = decks.pop(piece.family or piece.name, None)
            if cards:
                titles = card_titles(game, where, lang)
                _deck(plan, cards, entry_name(game, piece.family or piece.name, lang), titles, dpi)
        elif piece.kind in ("stickers", "net"):  # a die's stickers and its net: the die itself is on the table
            continue
        elif piece.flow is not None:
            _book(plan, piece, name, pages.get(piece.name) or [piece])
        elif piece.kind == "board":
            _board(plan, piece, name, dpi)
        elif piece.kind == "standee":
            _standee(plan, piece, name, dpi)
        else:  # a counter, an aid, a sheet to write on (one a player)
            _tile(plan, replace(piece, count=table_count(game, piece)), name, dpi)
    _dice(plan, game, where, lang, dpi)
    return plan


def _sizes(plan: Plan) -> list[tuple[int, int]]:
    """The width and height in pixels of every image the plan draws: each face (a deck's cells too), and
    each deck sheet composed of them."""
    faces = [(f.width, f.height) for f in plan.faces.values()]
    return faces + [(sheet.width, sheet.height) for sheet, _ in plan.sheets.values()]


def _decks(pieces: list[Piece], where: str) -> dict[str, list[Piece]]:
    """Each deck's different cards, by its id; a deck that needs more sheets than one saved object may hold is
    refused before anything is drawn."""
    decks: dict[str, list[Piece]] = {}
    for piece in pieces:
        if piece.kind == "card":
            decks.setdefault(piece.family or piece.name, []).append(piece)
    for family, cards in decks.items():
        sheets = sheet_count(len(cards), DECK_SHEET)
        if sheets > MAX_SHEETS:
            raise PnpError(said("errors.exports.deck-sheets", deck=family, count=len(cards), sheets=sheets,
                                each=DECK_SHEET.columns * DECK_SHEET.rows, most=MAX_SHEETS), where=where)
    return decks


# --- the objects ---------------------------------------------------------------------------------------------


def _units(mm: float) -> float:
    return mm / MM_PER_INCH


def _scale(kind: str, piece_w: float, piece_h: float) -> float:
    """The scale that makes an object of this kind as large as its piece (its longer side)."""
    return round(_units(max(piece_w, piece_h)) / SIZE_AT_ONE[kind], 5)


def _object(plan: Plan, kind: str, name: str, scale: float, **fields) -> dict:
    plan.serial += 1
    # the same export, the same GUIDs; two games' objects apart on one table
    digest = hashlib.sha1(f"{plan.game}/{plan.serial}".encode()).hexdigest()[:6]
    return {"Name": kind, "Transform": {"posX": 0.0, "posY": 1.0, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0, "rotZ": 0.0,
                                        "scaleX": scale, "scaleY": 1.0, "scaleZ": scale},
            "Nickname": name, "Description": "", "GUID": digest, **fields}


def _copies(plan: Plan, piece: Piece | TableDie, make) -> None:
    """`piece.count` objects side by side in a block as near square as it goes: make() gives each one."""
    w, d = _units(piece.width), _units(piece.height)
    columns = math.ceil(math.sqrt(piece.count))
    rows = math.ceil(piece.count / columns)
    objects = [((i % columns) * (w + COPY_GAP) + w / 2, (i // columns) * (d + COPY_GAP) + d / 2, make())
               for i in range(piece.count)]
    plan.blocks.append(Block(columns * w + (columns - 1) * COPY_GAP, rows * d + (rows - 1) * COPY_GAP, objects))


def _image(plan: Plan, piece: Piece, side: str, dpi: int) -> str:
    """A face of the piece drawn at the dpi (no more than a texture's side), as a file of the export."""
    per_mm = min(dpi / MM_PER_INCH, SHEET_PX / max(piece.width, piece.height))
    name = f"{piece.name}-{side}.png"
    plan.faces[name] = face(piece, side, max(1, round(piece.width * per_mm)), max(1, round(piece.height * per_mm)))
    return name


def _tile(plan: Plan, piece: Piece, name: str, dpi: int) -> None:
    """A counter, a pawn token, an aid card: a custom tile of its shape with both its faces, or, cut along a
    drawn path, a custom token (cut out along the image's transparency)."""
    front = plan.address(_image(plan, piece, "front", dpi))
    back = plan.address(_image(plan, piece, "back", dpi)) if piece.back is not None else ""
    if piece.outline in TILE_TYPES:
        kind = "Custom_Tile"
        image = {"ImageURL": front, "ImageSecondaryURL": back, "ImageScalar": 1.0, "WidthScale": 0.0,
                 "CustomTile": {"Type": TILE_TYPES[piece.outline], "Thickness": THICKNESS, "Stackable": False,
                                "Stretch": True}}
    else:
        kind = "Custom_Token"
        image = {"ImageURL": front, "ImageSecondaryURL": back, "ImageScalar": 1.0, "WidthScale": 0.0,
                 "CustomToken": {"Thickness": THICKNESS, "MergeDistancePixels": 15.0, "StandUp": False, "Stackable": False}}
    scale = _scale(kind, piece.width, piece.height)
    _copies(plan, piece, lambda: _object(plan, kind, name, scale, CustomImage=image, GMNotes=piece.name))


def _board(plan: Plan, piece: Piece, name: str, dpi: int) -> None:
    image = {"ImageURL": plan.address(_image(plan, piece, "front", dpi)), "ImageSecondaryURL": "", "ImageScalar": 1.0,
             "WidthScale": 0.0}
    scale = _scale("Custom_Board", piece.width, piece.height)
    _copies(plan, piece, lambda: _object(plan, "Custom_Board", name, scale, CustomImage=image, GMNotes=piece.name))


def _book(plan: Plan, piece: Piece, name: str, pages: list[Piece]) -> None:
    """The rule book as a custom PDF: its pages, as the book's own file prints them, in a PDF of its own
    beside the saved object (written with the images), named by address as they are."""
    file = f"{piece.name}.pdf"
    plan.books[file] = (name, pages)
    pdf = {"PDFUrl": plan.address(file), "PDFPassword": "", "PDFPage": 0, "PDFPageOffset": 0}
    scale = _scale("Custom_PDF", piece.width, piece.height)
    _copies(plan, piece, lambda: _object(plan, "Custom_PDF", name, scale, CustomPDF=pdf, GMNotes=piece.name))


def _books(plan: Plan, lang: str) -> dict[str, bytes]:
    """Each book's PDF, its pages drawn alone at their size."""
    return {file: formats.pdf(Document(title, [face_page(page) for page in pages], lang))
            for file, (title, pages) in plan.books.items()}


def figure(piece: Piece) -> Piece | None:
    """The standing figure of a folding standee, alone (its front panel, as the drawing's role names it),
    without the feet and the fold: what a custom figurine shows, on both sides."""
    panel = next((item for item in piece.front.items if isinstance(item, Group) and item.role == "standee-front"), None)
    feet = [item for item in piece.front.items if isinstance(item, Group)
            and any(getattr(i, "role", "") == "standee-base" for i in item.items)]
    if panel is None or not feet:
        return None
    depth = next(i.h for i in feet[0].items if getattr(i, "role", "") == "standee-base")
    x, y = panel.transform[4], panel.transform[5]
    width, height = piece.width - 2 * x, y - depth
    art = Group(list(panel.items), IDENTITY, role="standee-figure")
    return Piece(piece.name, "figure", art, width, height, back=art, outline="path")


def _standee(plan: Plan, piece: Piece, name: str, dpi: int) -> None:
    alone = figure(piece)
    if alone is None:  # a standee drawn some other way: its whole drawing, as a token
        _tile(plan, piece, name, dpi)
        return
    url = plan.address(_image(plan, alone, "front", dpi))
    image = {"ImageURL": url, "ImageSecondaryURL": url, "ImageScalar": 1.0, "WidthScale": 0.0}
    scale = _scale("Figurine_Custom", alone.width, alone.height)
    stands = replace(piece, height=piece.width)  # on the table a figure takes a base as wide as the standee's
    _copies(plan, stands, lambda: _object(plan, "Figurine_Custom", name, scale, CustomImage=image,
                                          GMNotes=piece.name))


def _dice(plan: Plan, game: Game, where: str, lang: str, dpi: int) -> None:
    """Every die of the game (printed or not) as a custom model of its shape: its mesh and texture among the
    export's files, each copy set on the face it lists first."""
    dice, textures, meshes = table_dice(game, where, lang, dpi)
    plan.faces.update(textures)
    plan.files.update(meshes)
    for die in dice:
        _copies(plan, die, lambda die=die: _die_object(plan, die))


def _die_object(plan: Plan, die: TableDie) -> dict:
    state = _object(plan, "Custom_Model", die.name, die.scale, CustomMesh=custom_mesh(die, plan.address),
                    ColorDiffuse={"r": 1.0, "g": 1.0, "b": 1.0}, RotationValues=die.rotations,
                    GMNotes=die.piece)
    turn = die.rotations[0]["Rotation"]
    state["Transform"].update(scaleY=die.scale, rotX=turn["x"], rotY=turn["y"], rotZ=turn["z"])
    return state


# --- decks ---------------------------------------------------------------------------------------------------


def _deck(plan: Plan, cards: list[Piece], name: str, titles: dict[str, str], dpi: int) -> None:
    """A deck's different cards on face sheets (each a key of CustomDeck), its back one image or a sheet of
    backs; one Card object per copy, in the order of the game file, and the Deck holding them. A card is named
    by its printed title (as a player hovering over it reads it), else by its deck and number; its description
    gives the deck and number, and its GM notes the piece's name, which `pnp proof` takes."""
    first = cards[0]
    family = first.family or first.name
    backs = [card.back for card in cards]
    one_back = all(back == backs[0] for back in backs)
    custom: dict[str, dict] = {}
    ids: dict[str, int] = {}
    for number, sheet in enumerate(grid(len(cards), (first.width, first.height), DECK_SHEET, dpi / MM_PER_INCH), 1):
        chunk = cards[sheet.first:sheet.first + sheet.faces]
        cell = sheet.cell
        plan.key += 1
        faces = f"{family}-faces-{number}.png"
        plan.sheets[faces] = (sheet, [_cell(plan, card, "front", cell) for card in chunk])
        if one_back:
            back = f"{family}-back.png"
            if back not in plan.faces:
                plan.faces[back] = _card_face(first, "back", cell)
        else:
            back = f"{family}-backs-{number}.png"
            plan.sheets[back] = (sheet, [_cell(plan, card, "back", cell) for card in chunk])
        custom[str(plan.key)] = {"FaceURL": plan.address(faces), "BackURL": plan.address(back), "NumWidth": sheet.columns,
                                 "NumHeight": sheet.rows, "BackIsHidden": True, "UniqueBack": not one_back, "Type": 0}
        for slot, card in enumerate(chunk):
            ids[card.name] = plan.key * 100 + slot
    scale = _scale("Card", first.width, first.width)  # a card's width sets its size; its height follows its image
    contained = []
    for card in cards:
        key = str(ids[card.name] // 100)
        for _ in range(card.count):
            number = f"{name} {card.name[len(family) + 1:]}"
            contained.append(_object(plan, "Card", titles.get(card.name) or number, scale, CardID=ids[card.name],
                                     CustomDeck={key: custom[key]}, Description=number, GMNotes=card.name))
    if len(contained) == 1:
        deck = contained[0]
    else:
        deck = _object(plan, "Deck", name, scale, DeckIDs=[c["CardID"] for c in contained], CustomDeck=custom,
                       ContainedObjects=contained)
    deck["Transform"]["rotZ"] = 180.0  # face down, a pile to draw from
    w, d = _units(first.width), _units(first.height)
    plan.blocks.append(Block(w, d, [(w / 2, d / 2, deck)]))


def _card_face(card: Piece, side: str, cell: tuple[int, int]) -> Face:
    """A card's face at its sheet's scale; a card with no back gets a blank one."""
    if side == "back" and card.back is None:
        card = replace(card, back=Group())
    return face(card, side, *cell)


def _cell(plan: Plan, card: Piece, side: str, cell: tuple[int, int]) -> str:
    """The name of a card face drawn for a sheet (drawn once, however many sheets hold it)."""
    name = f"\0{card.name}-{side}"  # not a file: a cell of a sheet
    plan.faces[name] = _card_face(card, side, cell)
    return name


# --- drawing and laying out ------------------------------------------------------------------------------------


def _images(plan: Plan, lang: str) -> dict[str, bytes]:
    """Every face drawn in one pass, one at a time: a file's face made a PNG at once, a card's copied into
    its deck sheet, made a PNG once its last card is in. The raw pixels held are one face's and the sheets
    being filled (those of one run of 70 cards), not the export's."""
    names = list(plan.faces)
    slots = {cell: (sheet, slot) for sheet, (_, cells) in plan.sheets.items() for slot, cell in enumerate(cells)}
    filling: dict[str, list] = {}  # sheet name -> [its PNG rows being filled, the cells still to come]
    files = {}
    for name, pixels in zip(names, draw([plan.faces[n] for n in names], lang), strict=True):
        if name not in slots:
            files[name] = png(plan.faces[name], pixels)
            continue
        sheet_name, slot = slots[name]
        sheet, cells = plan.sheets[sheet_name]
        held = filling.setdefault(sheet_name, [_blank(sheet), len(cells)])
        _paste(held[0], sheet, slot, pixels)
        held[1] -= 1
        if not held[1]:
            files[sheet_name] = encode_png(filling.pop(sheet_name)[0], sheet.width, sheet.height)
    return dict(sorted(files.items()))


def _blank(sheet: Sheet) -> bytearray:
    """A deck sheet's PNG rows (each led by its filter byte, none), white where no card is."""
    stride = 3 * sheet.width + 1
    lines = sheet.height
    image = bytearray(b"\xff") * (stride * lines)
    image[0::stride] = bytes(lines)
    return image


def _paste(image: bytearray, sheet: Sheet, slot: int, cell) -> None:
    """A card's RGB pixels copied row by row into the box the grid gives its slot of the sheet."""
    left, top, width, height = sheet.box(slot)
    stride = 3 * sheet.width + 1
    row = 3 * width
    cell = memoryview(cell).cast("B")
    for y in range(height):
        at = (top + y) * stride + 1 + 3 * left
        image[at:at + row] = cell[y * row:(y + 1) * row]


def _laid_out(blocks: list[Block]) -> list[dict]:
    """The blocks in rows, left to right then toward the players, GAP apart, the whole centred on the table;
    each object's position set from its block's."""
    widest = max([ROW_WIDTH, *(b.width for b in blocks)])
    x = z = row_depth = 0.0
    placed = []
    for block in blocks:
        if x > 0 and x + block.width > widest:
            x, z, row_depth = 0.0, z + row_depth + GAP, 0.0
        placed.append((x, z, block))
        x += block.width + GAP
        row_depth = max(row_depth, block.depth)
    right = max((px + b.width for px, _, b in placed), default=0.0)
    bottom = max((pz + b.depth for _, pz, b in placed), default=0.0)
    states = []
    for bx, bz, block in placed:
        for ox, oz, state in block.objects:
            state["Transform"]["posX"] = round(bx + ox - right / 2, 4)
            state["Transform"]["posZ"] = round(bottom / 2 - (bz + oz), 4)  # rows run toward the players (-z)
            for inner in state.get("ContainedObjects", ()):
                inner["Transform"].update(posX=state["Transform"]["posX"], posZ=state["Transform"]["posZ"])
            states.append(state)
    return states
