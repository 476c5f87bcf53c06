"""Tiles: one piece larger than the sheet (a board) cut into tiles of the printable area, neighbours
overlapping by a glue strip; a piece that fits one sheet is the same layout with one tile.

The kind gives the piece (its drawing and trim size) and, in the layout (pnp.layout.layouts.Tiles), the tiling
its planner chose (pnp.engine.tiling.plan_tiles, which the layout may not import): the page's size and turn,
where the seams fall across and down the drawing, the glue strip's width, the columns' letters and each tile as the
planner placed it (no arithmetic of the planner's is done again here). Here the
tiles are placed on their pages: each tile the drawing clipped to its content and glue strips, the strips
hatched, registration targets on the seams, the tile's name, what to cut and where it goes, and a small map of
the sheets; an assembly page before them (calibration strip, the assembly words, the reduced map of the sheets).
A board on one sheet prints under (or beside) the calibration strip and its note. Every page then gets its
footer, the licence notice left out of the page whose board prints it already."""

from __future__ import annotations

import math

from msgspec import Struct, structs

from pnp.base.fonts import MIN_TEXT, ascent, fit_size, text_width, wrap
from pnp.base.i18n import percent_sign, say, typography
from pnp.base.units import fmt_mm, printable
from pnp.layout.imposition import GAP, Item, add_footers, calibration_item, note_item, pack
from pnp.layout.layouts import Tiles
from pnp.layout.marks import calibration_strip, strip_size
from pnp.pieces import Piece
from pnp.scene import Circle, Group, Line, Page, Rect, Style, Text, compose, rotate, scale, translate

INK = "#000000"
MAP_BAND = 7.0  # mm left of and above the reduced map, for the sheets' column letters and row numbers
MAP_TEXT = 3.0  # mm: what the map is, above it
MAP_LINE = MAP_TEXT * 1.3
MAP_INK = "#c92a2a"
SVG_MARGIN = 5.0  # mm round the whole board on its page for editing

Box = tuple[float, float, float, float]  # x, y, width, height in the drawing's millimetres


def _s(key: str, lang: str, **values) -> str:
    """A sheet's printed text, with its language's typography (apostrophes, French spaces)."""
    return typography(say(f"tiles.{key}", lang, **values), lang)


def _count(key: str, lang: str, names: list[str]) -> str:
    listed = ", ".join(names) if len(names) <= 4 else f"{names[0]} … {names[-1]}"
    return say(f"tiles.{key}", lang, count=len(names), n=len(names), names=listed)


def _join(names: list[str], lang: str) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {_s('and', lang)} {names[-1]}"


# --- the tiles of a layout -------------------------------------------------------------------------


class Sheet(Struct, frozen=True):
    """One tile, as the tiling's planner placed it (pnp.engine.tiling.Tile, handed over as the layout's data):
    what it contributes to the assembled drawing (`content`), what it prints (`region`: the content and its glue
    strips on the right and below), where the content's top-left corner sits on its page, and the glue strips
    themselves (printed here, covered by a neighbour once assembled)."""

    name: str
    col: int
    row: int
    content: Box
    region: Box
    at: tuple[float, float]
    strips: list[Box]


def sheets(layout: Tiles) -> list[Sheet]:
    """The layout's tiles in reading order (A1, B1 … A2 …)."""
    return [Sheet(*tile[:6], list(tile[6])) for tile in layout.tiles]


def _one_tile(layout: Tiles) -> bool:
    return len(layout.xs) <= 2 and len(layout.ys) <= 2


# --- the one door ----------------------------------------------------------------------------------


def place(pieces: list[Piece], layout: Tiles, paper, paper_name: str, lang: str, *, duplex: str = "long",
          title: str = "", notice: str = "") -> list[Page]:
    """The first piece (the board) on one sheet when the layout has one tile, else an assembly page and its
    tiles; the second piece, when given, is the drawing the assembly page's reduced map shows (the board
    without the words that would print too small there). Every page footed with `title` and `notice`."""
    board = pieces[0]
    if _one_tile(layout):
        pages = _one_sheet(board, layout, paper, paper_name, lang)
    else:
        overview = pieces[1] if len(pieces) > 1 else board
        tiles = sheets(layout)
        pages = _assembly_page(board, overview, layout, paper, paper_name, lang)
        pages += [_tile_page(board.front, layout, tiles, tile, lang) for tile in tiles]
    footers(pages, title, lang, notice)
    return pages


def footers(pages: list[Page], title: str, lang: str, notice: str) -> None:
    """Every page's footer; the licence notice is left out of the footer of the page whose board prints it
    already under the board, so every page carries it once."""
    add_footers(pages, title, lang, notice)
    for page in pages:
        if notice and any(item.role == "footnote" and item.text and item.text in notice for item in _texts(page.items)):
            page.items = [item for item in page.items if not (isinstance(item, Text) and item.role == "notice")]


def _texts(items):
    for item in items:
        if isinstance(item, Text):
            yield item
        elif isinstance(item, Group):
            yield from _texts(item.items)


def svg_page(piece: Piece, margin: float = SVG_MARGIN) -> Page:
    """The whole piece untiled on one page, `margin` mm round it: a board's SVG, for editing."""
    return Page(piece.width + 2 * margin, piece.height + 2 * margin,
                [Group([piece.front], translate(margin, margin), role="board-sheet")])


# --- one sheet ---------------------------------------------------------------------------------------


def _head(note: str, lang: str, width: float) -> tuple[Group, float]:
    """The calibration strip with the sheet's note beside it (below it when the room is narrow): a group
    `width` mm wide, and its height."""
    strip_w, strip_h = strip_size()
    beside = width - strip_w - GAP
    if beside >= 40:
        lines, x, y = wrap(note, 3.0, beside), strip_w + GAP, 0.0
    else:
        lines, x, y = wrap(note, 3.0, width), 0.0, strip_h + 1.5
    items: list = [calibration_strip(lang)]
    items += [Text(x, y + 3.0 + 3.9 * i, line, 3.0, INK, role="note") for i, line in enumerate(lines)]
    return Group(items, role="sheet-head"), max(strip_h, y + 3.9 * len(lines))


def _one_sheet(board: Piece, layout: Tiles, paper, paper_name: str, lang: str) -> list[Page]:
    """The board on its page (portrait or landscape, the layout's) under the calibration strip and the note, or
    beside them, or (when the board fills the sheet) after a page holding them."""
    page_size = tuple(layout.page) or paper
    ax, ay, aw, ah = printable(page_size)
    page = Page(*page_size)
    art = board.front
    head, head_h = _head(layout.note, lang, aw)
    if board.height + GAP + head_h <= ah + 1e-9:
        page.items.append(Group([head], translate(ax, ay)))
        top = ay + head_h + GAP + (ah - head_h - GAP - board.height) / 2
        page.items.append(Group([art], translate(ax + (aw - board.width) / 2, top), role="board-sheet"))
        return [page]
    room = aw - board.width - GAP
    head, head_h = _head(layout.note, lang, room)
    if room >= strip_size()[0] and head_h <= ah + 1e-9:  # beside it, top-left like every other page's strip
        page.items.append(Group([head], translate(ax, ay)))
        page.items.append(Group([art], translate(ax + room + GAP, ay + (ah - board.height) / 2), role="board-sheet"))
        return [page]
    first = pack([calibration_item(lang), note_item(layout.note, paper)], paper, paper_name, lang).pages
    page.items.append(Group([art], translate(ax + (aw - board.width) / 2, ay + (ah - board.height) / 2), role="board-sheet"))
    return [*first, page]


# --- the assembly page and the reduced map ---------------------------------------------------------


def assembly_words(layout: Tiles, lang: str) -> str:
    """What the assembly page says: how many sheets, in which columns and rows, and how they go together."""
    rows = len(layout.ys) - 1
    columns = _count("columns", lang, list(layout.letters))
    row_names = _count("rows", lang, [str(r + 1) for r in range(rows)])
    return _s("assembly", lang, count=len(layout.letters) * rows, columns=columns, rows=row_names,
              glue=fmt_mm(layout.overlap))


def map_caption(k: float, lang: str, width: float, font: str = "bold") -> list[str]:
    """What the reduced map is, at scale k, in lines `width` mm wide, set in `font`."""
    return wrap(_s("map", lang, percent=percent_sign(f"{k * 100:.0f}", lang)), MAP_TEXT, width, font)


def _assembly_page(board: Piece, overview: Piece, layout: Tiles, paper, paper_name: str, lang: str) -> list[Page]:
    """The first page of a tiled board: calibration strip, the assembly words (and the layout's `said`), and
    the map of the sheets, reduced to fit the one page whatever its caption's length."""
    _, _, aw, ah = printable(paper)
    note = note_item(f"{assembly_words(layout, lang)} {layout.said}".strip(), paper)
    room_h = ah - max(strip_size()[1], note.height) - 4 * GAP
    extra = 0  # caption lines beyond the two the room counts on (a narrow map's caption wraps more)
    for _ in range(4):
        k = min((aw - GAP - MAP_BAND) / board.width, (room_h - MAP_BAND - (2 + extra) * MAP_LINE) / overview.height, 1.0)
        caption = map_caption(k, lang, board.width * k + MAP_BAND)
        if len(caption) <= 2 + extra:
            break
        extra = len(caption) - 2
    tile_map = Item(sheet_map(overview.front, layout, k, caption), board.width * k + MAP_BAND,
                    len(caption) * MAP_LINE + MAP_BAND + overview.height * k, name="tile map", crop=False, new_row=True)
    return pack([calibration_item(lang), note, tile_map], paper, paper_name, lang).pages


def _centred(text: str, cx: float, cy: float, size: float, fill: str, font: str, role: str) -> Text:
    return Text(cx, cy + ascent(size, font) / 2, text, size, fill, font, "middle", role)


def sheet_map(art: Group, layout: Tiles, k: float, caption: list[str], font: str = "bold") -> Group:
    """The drawing at scale k with each sheet outlined, under the caption (in `font`) saying it is a reduced
    map; the sheets' columns and rows are named off the board, so no label hides a cell."""
    items: list = [Text(0, MAP_TEXT + i * MAP_LINE, line, MAP_TEXT, INK, font, role="map-caption")
                   for i, line in enumerate(caption)]
    top, left = len(caption) * MAP_LINE + MAP_BAND, MAP_BAND
    items.append(Group([art], compose(translate(left, top), scale(k))))
    size = MAP_BAND * 0.7
    for tile in sheets(layout):
        x, y, w, h = (v * k for v in tile.content)
        items.append(Rect(left + x, top + y, w, h, Style(stroke=MAP_INK, width=0.5), role="map-tile"))
        if tile.row == 0:
            items.append(_centred(layout.letters[tile.col], left + x + w / 2, top - MAP_BAND / 2, size, MAP_INK, "bold", "map-tile"))
        if tile.col == 0:
            items.append(_centred(str(tile.row + 1), MAP_BAND / 2, top + y + h / 2, size, MAP_INK, "bold", "map-tile"))
    return Group(items, role="tile-map")


def guide_map(layout: Tiles, overview: Piece, width: float, board_width: float, lang: str, reduced: float | None = None
              ) -> tuple[list, float]:
    """The map of the sheets for the guide's making steps: the assembly words and the caption set `width` mm
    wide over the reduced drawing, `reduced` mm wide (None: `width`), without the words too small to read there.
    Returns its items and its height."""
    # sentences among the guide's: in its serif, as the guide's text (issue 35: one body face); the sheets'
    # letters and numbers on the map stay labels, in the sans
    lines = wrap(assembly_words(layout, lang), MAP_TEXT, width, "serif")
    items: list = [Text(0, MAP_TEXT + i * MAP_LINE, line, MAP_TEXT, INK, "serif", role="note") for i, line in enumerate(lines)]
    top = len(lines) * MAP_LINE + 2.0
    k = min(((reduced or width) - MAP_BAND) / board_width, 1.0)
    caption = map_caption(k, lang, width, "serif-bold")
    items.append(Group([sheet_map(legible(overview.front, k), layout, k, caption, "serif-bold")], translate(0, top)))
    return items, top + len(caption) * MAP_LINE + MAP_BAND + overview.height * k


def legible(art: Group, k: float, scale_: float = 1.0) -> Group:
    """The art without the words that would print below the smallest legible size once reduced by k: a map
    the size of a thumbnail shows the sheets, not the labels."""
    a, b, c, d = art.transform[:4]
    here = scale_ * math.sqrt(abs(a * d - b * c))
    kept = [(legible(item, k, here) if isinstance(item, Group) else item) for item in art.items
            if not (isinstance(item, Text) and item.size * here * k < MIN_TEXT)]
    return structs.replace(art, items=kept)


# --- a tile's page -----------------------------------------------------------------------------------


def _hatch(box, spacing: float = 2.5) -> list:
    x, y, w, h = box
    lines = []
    step = -h
    while step < w:
        lines.append(Line(x + step, y + h, x + step + h, y, Style(stroke="#8a8a8a", width=0.2)))
        step += spacing
    return lines


def _target(x: float, y: float, reach: float) -> list:
    """A registration target: a ring and a cross, centred on a seam."""
    style = Style(stroke=INK, width=0.2)
    return [Circle(x, y, 2.5, style, role="target"), Line(x - reach, y, x + reach, y, style, "target"),
            Line(x, y - reach, x, y + reach, style, "target")]


def _glue_label(box, lang: str) -> list:
    x, y, w, h = box
    word = _s("glue", lang)
    size = min(3.0, 0.45 * min(w, h))
    tw = text_width(word, size)
    out = []
    vertical = h > w
    length = h if vertical else w
    count = max(1, int(length // 70))
    for i in range(count):
        along = length * (i + 0.5) / count
        cx, cy = (x + w / 2, y + along) if vertical else (x + along, y + h / 2)
        label = [Rect(-tw / 2 - 1, -size * 0.75, tw + 2, size * 1.5, Style(fill="#ffffff"), role="glue-label"),
                 Text(0, ascent(size) / 2, word, size, INK, anchor="middle", role="glue-label")]
        turn = rotate(-90) if vertical else (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        out.append(Group(label, (turn[0], turn[1], turn[2], turn[3], cx, cy)))
    return out


def _tile_map(tiles: list[Sheet], current: str, x: float, y: float, cell: float) -> list:
    out = []
    for tile in tiles:
        here = tile.name == current
        out.append(Rect(x + tile.col * cell, y + tile.row * cell, cell, cell,
                        Style(fill="#333333" if here else "#ffffff", stroke=INK, width=0.2), role="tile-map"))
        size = fit_size(tile.name, cell * 0.42, cell * 0.85, "bold")
        if size >= MIN_TEXT:  # else the dark square alone says which sheet this is; its name is beside the map
            out.append(_centred(tile.name, x + (tile.col + 0.5) * cell, y + (tile.row + 0.5) * cell, size,
                                "#ffffff" if here else INK, "bold", "tile-map"))
    return out


def text_box(item: Text) -> tuple[float, float, float, float]:
    """x, y, width, height of a line of text: its advance from the anchor, its capitals and descenders."""
    width = text_width(item.text, item.size, item.font)
    left = item.x - {"start": 0.0, "middle": width / 2, "end": width}[item.anchor]
    return left, item.y - ascent(item.size, item.font), width, ascent(item.size, item.font) + 0.24 * item.size


def _shown(art: Group, region) -> Group:
    """The art without the lines of words (title, legend, notes) that lie outside this tile's region: the
    clip would hide them, but a reader of the PDF would still find them, a credit once on every sheet."""
    rx, ry, rw, rh = region

    def meets(item: Text) -> bool:
        x, y, w, h = text_box(item)
        return x < rx + rw and rx < x + w and y < ry + rh and ry < y + h

    return Group([item for item in art.items if not isinstance(item, Text) or meets(item)], art.transform, art.clip, art.role)


def _tile_marks(layout: Tiles, tile: Sheet, cols: int, rows: int, lang: str) -> list:
    """What is drawn on the drawing's own coordinates: the hatched glue strips, the seams the neighbours' edges
    land on, the lines to cut along and the half targets."""
    rx, ry, rw, rh = tile.region
    cx, cy, cw, ch = tile.content
    reach = layout.target
    marks: list = []
    for strip in tile.strips:
        marks.append(Group([*_hatch(strip), *_glue_label(strip, lang)], clip=Rect(*strip, Style()), role="glue"))
    seam = Style(stroke=INK, width=0.3, dash=(2.0, 1.0))
    cut = Style(stroke=INK, width=0.3)
    if tile.col < cols - 1:  # the right-hand neighbour's edge lands here
        marks.append(Line(cx + cw, ry, cx + cw, ry + rh, seam, "seam"))
    if tile.row < rows - 1:
        marks.append(Line(rx, cy + ch, rx + rw, cy + ch, seam, "seam"))
    if tile.col > 0:  # cut here
        marks.append(Line(cx, ry - (reach if tile.row > 0 else 0), cx, ry + rh, cut, "cut"))
    if tile.row > 0:
        marks.append(Line(rx - (reach if tile.col > 0 else 0), cy, rx + rw, cy, cut, "cut"))
    for fraction in (0.25, 0.75):
        if tile.col > 0:
            marks.extend(_target(cx, cy + ch * fraction, reach))
        if tile.col < cols - 1:
            marks.extend(_target(cx + cw, cy + ch * fraction, reach))
        if tile.row > 0:
            marks.extend(_target(cx + cw * fraction, cy, reach))
        if tile.row < rows - 1:
            marks.extend(_target(cx + cw * fraction, cy + ch, reach))
    return marks


def _tile_page(art: Group, layout: Tiles, tiles: list[Sheet], tile: Sheet, lang: str) -> Page:
    """One tile's page: the drawing clipped to its region, its marks, and the header band (its name, what to
    do with it, where it goes)."""
    cols, rows = len(layout.xs) - 1, len(layout.ys) - 1
    page = Page(*layout.page)
    ax, ay, aw, _ = printable(tuple(layout.page))
    ox, oy = tile.at
    rx, ry, rw, rh = tile.region
    board_to_page = translate(ox - rx, oy - ry)
    page.items.append(Group([_shown(art, tile.region)], board_to_page, clip=Rect(rx, ry, rw, rh, Style()), role="tile"))
    page.items.append(Group(_tile_marks(layout, tile, cols, rows, lang), board_to_page, role="assembly-marks"))
    map_cell = min(4.0, (layout.header - 2.0) / rows, 40.0 / cols)
    map_w = cols * map_cell
    edge = 0.1  # half the map's outline: its ink stays inside the printable area
    page.items.extend(_tile_map(tiles, tile.name, ax + aw - map_w - edge, ay + edge, map_cell))
    page.items.append(Text(ax, ay + 7.5, tile.name, 8.0, INK, "bold", role="tile-name"))
    name_w = text_width(tile.name, 8.0, "bold") + 3.0
    room = aw - name_w - map_w - 3.0
    head = _s("sheet", lang, name=tile.name, count=len(tiles), col=layout.letters[tile.col], row=tile.row + 1)
    page.items.append(Text(ax + name_w, ay + 3.0, head, fit_size(head, 2.8, room, "bold"), INK, "bold", role="tile-head"))
    todo = _todo(tiles, tile, cols, lang)
    lines = wrap(todo, 2.4, room)
    size = 2.4 if len(lines) <= 2 else 2.0
    for i, line in enumerate(wrap(todo, size, room)[:3]):
        page.items.append(Text(ax + name_w, ay + 6.4 + i * size * 1.25, line, size, INK, role="tile-help"))
    return page


def _todo(tiles: list[Sheet], tile: Sheet, cols: int, lang: str) -> str:
    """What to do with a tile: leave the first whole; cut the others along their left or top line and lay them
    on the neighbours' strips."""
    if tile.col == 0 and tile.row == 0:
        return _s("first_sheet", lang)
    key = "cut_both" if tile.col and tile.row else ("cut_left" if tile.col else "cut_top")
    under = []
    if tile.col:
        under.append(tiles[tile.row * cols + tile.col - 1].name)
    if tile.row:
        under.append(tiles[(tile.row - 1) * cols + tile.col].name)
    return _s(key, lang) + _s("lay_on", lang, names=_join(under, lang))
