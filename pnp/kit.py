"""Whole kits: a game read with every part kind's section, its parts in kit order made with one Context (the
paper, language, ink, duplex, bleed and the kinds' options it is printed with: the jobs unpack the command
line's PrintOptions into it), the kit PDF with its guide page, and the files written out."""

from __future__ import annotations

from pathlib import Path

import msgspec

from pnp.base.errors import PnpError, in_file
from pnp.base.i18n import LANGS, lowered, said, say
from pnp.base.output import Writer
from pnp.files import part_files
from pnp.game import Game as WholeGame
from pnp.layout.imposition import add_footers, numbered, one_up, place, with_kit_pages
from pnp.layout.imposition.pages import footing
from pnp.layout.layouts import Pages
from pnp.layout.typeset import Slice, flow
from pnp.model import budgets, spec
from pnp.model.entries import placed
from pnp.model.art import ink
from pnp.model.spec import Game, notice, text
from pnp.parts import Part
from pnp.parts.guide import Run, guide_slices, part_runs
from pnp.parts.registry import Context, guide_entry, kinds
from pnp.parts.rules import book_frame
from pnp.parts.sheets import sheet_parts
from pnp.pieces import Piece
from pnp.render import formats as output_formats
from pnp.scene import Document, Group, Page, translate

KIT_SUFFIX = output_formats.BY_NAME["kit"].suffix
BLEED = 3.0  # mm a side of a single piece with bleed: the European habit


def parse_game(raw: dict, *, where: str = "game file") -> WholeGame:
    """A game file's TOML as the model with every part kind's section, checked by the core and each kind."""
    every = kinds()
    game = spec.parse_game(raw, where=where, model=WholeGame)
    context = Context(game, where)
    with placed(game, where):  # an entry made from a sheet's row is named by its row and column
        for kind in every:
            if kind.check:
                kind.check(context)
    return game


def load_game(ref: str) -> WholeGame:
    """A built-in game's id or a game file's path, read and checked."""
    raw, where = spec.read_game(ref)
    return parse_game(raw, where=where)


def missing_language(game: WholeGame, lang: str, where: str) -> None:
    """A kit is refused in a language the game file does not give: the first text written per language without
    this one is named. A text written once (a plain string) is the same in every language."""
    field = _without(game, lang, "")
    if field is not None:
        raise PnpError(said("errors.kit.language-missing", given=", ".join(_given(game, field)), lang=lang),
                       file=where, field=field)


def languages_given(game: WholeGame) -> list[str]:
    """The catalogue's languages in which the game file gives every text it writes per language."""
    return [lang for lang in LANGS if _without(game, lang, "") is None]


def _without(value, lang: str, path: str) -> str | None:
    """The path of the first text per language in `value` that lacks `lang`."""
    if isinstance(value, msgspec.Struct):
        found = (_without(getattr(value, name), lang, f"{path}.{name}" if path else name) for name in value.__struct_fields__)
    elif isinstance(value, (list, tuple)):
        found = (_without(item, lang, f"{path}[{n}]") for n, item in enumerate(value))
    elif isinstance(value, dict) and _is_text(value):
        return None if value.get(lang) else path
    elif isinstance(value, dict):
        found = (_without(item, lang, f"{path}.{key}") for key, item in value.items())
    else:
        return None
    return next((f for f in found if f is not None), None)


def _is_text(value: dict) -> bool:
    """A text given per language: every value a text, a key a language of the catalogue."""
    return bool(value) and all(isinstance(v, str) for v in value.values()) and bool(set(value) & set(LANGS))


def _given(game: WholeGame, field: str) -> list[str]:
    value = game
    for part in field.replace("[", ".[").split("."):
        value = value[int(part[1:-1])] if part.startswith("[") else (value[part] if isinstance(value, dict) else getattr(value, part))
    return sorted(value)


def build_game(context: Context, parts: tuple[str, ...] | None = None, *, shared: bool = True) -> list[Part]:
    """Every part of the context's game's kit (or the ones named), in kit order, each document in the context's
    ink. The kinds that make pieces share sheets by stock, placed where the first of them stands in the kit;
    `shared=False` lays each kind's pieces on sheets of its own (`pnp tokens`). The context's source is the
    game file's (pnp.base.resources): its name in messages, and its folder."""
    missing_language(context.game, context.lang, context.source)
    made: list[Part | None] = []
    pieces: list[Piece] = []
    joining: list[Part] = []  # parts that are one piece no larger than a sheet (a board on one sheet)
    game, where = context.game, context.source
    title = text(game.title, context.lang)
    for kind in kinds():
        if parts is not None and kind.name not in parts:
            continue
        if kind.pieces:
            own = _made(kind.pieces, context)
            for piece in own:
                piece.maker, piece.order = kind.name, kind.order
            if not shared:
                made += _sheets(own, context, title, notice(game, context.lang), fill=False)
            elif own:
                if not pieces:
                    made.append(None)  # the shared sheets' place
                pieces += own
            if not kind.build:
                continue
        for part in _made(kind.build, context):
            part.kind = kind.name
            if shared and _may_join(part.piece):
                part.piece.maker, part.piece.order = kind.name, kind.order
                joining.append(part)
            made.append(part)
    # a part that is one piece on one sheet (a board) goes on the sheets of its stock when other pieces share
    # them, so it leaves its room to them; its own files stay, drawn whole, and the kit prints it there
    tried: dict[int, list[Part]] = {}  # the sheets _saves_a_sheet laid out, by the part's id
    aside = [part for part in joining if any(p.stock == part.piece.stock for p in pieces)
             and not any(p.stock == part.piece.stock and p.double for p in pieces)  # not among backs to mirror
             and _saves_a_sheet(part, [p for p in pieces if p.stock == part.piece.stock], context, title, tried)]
    for part in aside:
        part.kit = False
        pieces.append(part.piece)
        made[made.index(part)] = None
    for part in [part for part in joining if part not in aside]:
        hosted = _hosted(part, [p for p in pieces if p.stock == part.piece.stock], context, title,
                         notice(game, context.lang))
        if hosted is not None:  # its page takes small pieces of its stock: the kit prints that page in its place
            sheet, guests = hosted
            part.kit = False
            made[made.index(part)] = sheet
            pieces = [p for p in pieces if not any(p is guest for guest in guests)]
            aside.append(part)  # its own files stay, drawn alone
    if pieces:
        pieces.sort(key=lambda p: p.order)
        at = made.index(None)
        words = notice(game, context.lang)
        made[at:at + 1] = _tried_sheets(tried, aside, pieces, words) or _sheets(pieces, context, title, words)
    out = [part for part in made if part is not None] + aside
    budgets.pages(sum(len(p.document.pages) + len(p.svg_pages) for p in out), where)  # before any is rendered
    inked(out, context.ink)
    return out


def _sheets(pieces: list[Piece], context: Context, title: str = "", notice: str = "", **how) -> list[Part]:
    """Pieces on sheets of the context's paper, in its language, double-sided ones flipped by its duplex."""
    return sheet_parts(pieces, title, notice, paper=context.paper, lang=context.lang, duplex=context.duplex, **how)


def inked(parts: list[Part], name: str) -> None:
    """Each part's document given the ink named (color, bw: pnp.model.art.ink), which its renderers apply as
    they draw its pages, its SVG pages and their previews: black and white comes out grey, colours and art alike."""
    chosen = ink(name)
    for part in parts:
        part.document = msgspec.structs.replace(part.document, ink=chosen)


def _may_join(piece: Piece | None) -> bool:
    """A part's piece that might share the sheets of its stock: cut out whole (no map of sheets, no page flow),
    not on paper (a sheet of paper is the rule book's or an aid's own)."""
    return piece is not None and piece.map is None and piece.flow is None and piece.stock != "paper"


def _saves_a_sheet(part: Part, others: list[Piece], context: Context, title: str, tried: dict[int, list[Part]]) -> bool:
    """Whether a part of one sheet (a board) takes fewer sheets among the `others` of its stock than on its
    own: laid out both ways, the real notes and labels measured. A board that pushes a row of counters onto
    a sheet of their own saves nothing. The sheets laid out with it are kept in `tried` (_tried_sheets)."""
    if len(part.document.pages) != 1:
        return False
    try:
        joined = tried[id(part)] = _sheets([*others, part.piece], context, title)
    except PnpError:  # wider or taller than the sheet upright: it keeps its own page, turned
        return False
    apart = _sheets(others, context)
    return sum(len(p.document.pages) for p in joined) < sum(len(p.document.pages) for p in apart) + 1


def _hosted(part: Part, stock: list[Piece], context: Context, title: str, notice: str) -> tuple[Part, list[Piece]] | None:
    """A board alone on its one page, turned (wider than the sheet upright), with the single-sided pieces of
    its stock that fit beside or under it there: whole kinds, the smallest first, each kept when the page
    still holds it and the stock's other sheets take no more pages without it (a few double-sided pieces left
    alone would want a sheet of backs). Laid as one sheet of that stock, with the pieces it took; None when no
    kind goes there."""
    if len(part.document.pages) != 1 or part.layout is None:
        return None
    kinds: dict[str, list[Piece]] = {}
    for piece in stock:
        if not piece.double:  # a back to mirror needs a sheet printed on both sides
            kinds.setdefault(piece.maker, []).append(piece)
    page = tuple(getattr(part.layout, "page", ())) or context.paper.size
    # upright, a board joins the card sheets when that saves one (aside), and their pages are left as full as
    # they were; turned, it cannot, and its own page is the one it may share (Lièvres & tortues' 8 × 2 board)
    if not kinds or page == context.paper.size:
        return None
    before = _pages(stock, context)
    sheet, guests = None, []
    for kind in sorted(kinds.values(), key=lambda pieces: sum(p.count * p.width * p.height for p in pieces)):
        try:
            trial = _sheets([part.piece, *guests, *kind], context, title, notice, page=page)
        except PnpError:  # the board and its crop marks fill the page: nothing goes beside it
            return None
        taken = [*guests, *kind]
        if len(trial) == 1 and len(trial[0].document.pages) == 1 and \
                _pages([p for p in stock if not any(p is t for t in taken)], context) <= before:
            sheet, guests = trial[0], taken
    return None if sheet is None else (msgspec.structs.replace(sheet, name="board-sheet"), guests)


def _pages(pieces: list[Piece], context: Context) -> int:
    """How many pages pieces take on the sheets of their stock."""
    return sum(len(p.document.pages) for p in _sheets(pieces, context)) if pieces else 0


def _tried_sheets(tried: dict[int, list[Part]], aside: list[Part], pieces: list[Piece], notice: str) -> list[Part] | None:
    """The kit's sheets as _saves_a_sheet laid them out, when they hold every piece (one part set aside, every
    piece of its stock) and the game has no notice (which leaves the footers more room): laying them out again
    gave the same sheets, a third of W1's imposition work."""
    if notice or len(aside) != 1 or id(aside[0]) not in tried or not any(p is aside[0].piece for p in pieces):
        return None  # (a board hosting pieces on its own page is aside too, but not among the pieces laid)
    return tried[id(aside[0])] if all(p.stock == aside[0].piece.stock for p in pieces) else None


def _made(make, context: Context) -> list:
    """What a kind's callback makes, each part given its pages from its pieces and layout (`laid`); an error of
    its that does not say where is in the game file."""
    with placed(context.game, context.source), in_file(context.source or None, only_unplaced=True):
        return [laid(made, context) if isinstance(made, Part) else made for made in make(context)]


def laid(part: Part, context: Context) -> Part:
    """A part whose kind gave pieces and a layout, its sheets made by the one imposition on the context's paper,
    footed with its document's title and the game's notice; a part already drawn, as it is."""
    if part.layout is None or part.document.pages:
        return part
    paper, lang = context.paper, context.lang

    def laid_out(layout) -> list[Page]:
        return place(list(part.pieces), layout, paper.size, paper.label, lang, duplex=context.duplex,
                     title=part.document.title, notice=notice(context.game, lang))

    pages = laid_out(part.layout)
    svgs = laid_out(part.svg_layout) if part.svg_layout is not None else part.svg_pages
    piece = part.piece
    if piece is not None and piece.flow is not None and pages:  # a page flow's piece: its first page as printed
        piece = msgspec.structs.replace(piece, front=Group(list(pages[0].items)))
    return msgspec.structs.replace(part, document=msgspec.structs.replace(part.document, pages=pages),
                                   svg_pages=svgs, piece=piece)


def game_pieces(context: Context, *, pages: bool = False) -> list[Piece]:
    """Every piece of the context's game, in kit order: those of the kinds that make pieces, and the piece each part drawn
    whole is (the board at full size, an aid card, a sheet to write on and the score sheet as their pages print
    them, the rule book's first page); with `pages`, each page of a page flow too, by its number ("rules-2"),
    for a designer to name one (`pnp proof`)."""
    pieces = []
    for kind in kinds():
        made = _made(kind.pieces, context) if kind.pieces else []
        if kind.build:
            for part in _made(kind.build, context):
                made += [part.piece] if part.piece is not None else []
                made += flow_pages(part) if pages else []
        for piece in made:
            piece.maker, piece.order = kind.name, kind.order
            pieces.append(piece)
    return pieces


def flow_pages(part: Part) -> list[Piece]:
    """Each page of a part whose piece is a page flow (a rule book), as the part's own file prints it, a piece
    named after the flow and the page's number from 1 ("rules-1", "rules-2")."""
    if part.piece is None or part.piece.flow is None:
        return []
    return [Piece(f"{part.piece.name}-{n}", "page", Group(list(page.items), role=f"page {n}"), page.width, page.height,
                  stock=part.piece.stock, guide=part.piece.guide, sheet=part.piece.sheet)
            for n, page in enumerate(part.document.pages, 1)]


def piece(game: Game | str, name: str, side: str = "front", bleed: bool = False, *, lang: str = "fr",
          ink: str = "color", where: str = "game file") -> Page:
    """One named piece of a game (a Game, or a built-in game's id or a game file's path: then its folder is
    where its art and deck data are read from), alone on a page of its trim size, grown by the bleed (3 mm a
    side) when `bleed`: its front, or its back ("back"), its words in `lang`. The seed of proofs of one piece
    and of digital-table exports. The page is drawn in colour whatever `ink` (which chooses a die's band or a
    token's pattern): render it in a Document of that ink (pnp.model.art.ink) to print it in black and white."""
    if isinstance(game, str):
        raw, where = spec.read_game(game)
        game = parse_game(raw, where=where)
    context = Context.printing(game, where, lang=lang, ink=ink, bleed=BLEED if bleed else 0.0)
    found = {p.name: p for p in game_pieces(context, pages=True)}
    if name not in found:
        raise PnpError(said("errors.kit.no-piece", name=name, pieces=", ".join(found) or said("errors.kit.none")), where=where)
    chosen = found[name]
    if side not in ("front", "back"):
        raise PnpError(said("errors.kit.side", side=side), where=where)
    if (chosen.front if side == "front" else chosen.back) is None:
        raise PnpError(said("errors.kit.no-back", name=name), where=where)
    return face_page(chosen, side)


def face_page(chosen: Piece, side: str = "front") -> Page:
    """One face of a piece alone on a page of its trim size, grown by its bleed: what `piece` gives, for a
    caller that already holds the game's pieces (the exports draw every face of a game at once)."""
    return one_up.face_page(chosen, side)


def kit_document(context: Context, parts: list[Part], exports: list[str] = ()):
    """The one PDF to print, on the context's paper, in its language and ink: the guide page, then every part, every
    page numbered in the whole kit too. The pages are set from the parts' pieces where that saves paper: a small
    piece at the foot of the rule book's last page, a tiled board's map on the guide's own pages, and the rule book
    after the guide when that saves a page."""
    game, lang = context.game, context.lang
    title = text(game.title, lang)
    runs = with_feet(part_runs(parts, lang), context, notice(game, lang))
    frame = book_frame(*context.paper.size)
    alone = len(flow(guide_slices(context, parts, runs, exports=exports), frame))
    def fits(left: list[Run], inside: list, most: int) -> bool:
        return len(flow(guide_slices(context, parts, left, exports=exports) + inside, frame)) <= most

    runs, inside = _onto_the_guide(runs, fits, alone, frame)
    count = 1
    for _ in range(3):  # the guide's table gives kit page ranges, which start after the guide's own pages
        guide = flow(guide_slices(context, parts, runs, first=count + 1, exports=exports) + inside, frame)
        if len(guide) == count:
            break
        count = len(guide)
    kit = say("guide.kit", lang)
    add_footers(guide, f"{title} · {kit}", lang, notice(game, lang))
    pages = guide + [page for pages in _part_pages(runs) for page in numbered(pages, lang)]
    return Document(f"{title} · {kit}", with_kit_pages(pages, lang), lang, ink(context.ink))


def _part_pages(runs: list[Run]) -> list[list[Page]]:
    """The kit's pages after the guide, one list per part (its runs follow one another), in kit order."""
    out: list[list[Page]] = []
    last = None
    for run in runs:
        if out and run.part is not None and run.part is last:
            out[-1] += run.pages
        else:
            out.append(list(run.pages))
        last = run.part
    return out


def _book_after_guide(run: Run, runs: list[Run]) -> bool:
    """A rule book with nothing set at its foot, and other runs left to print: it may run on after the guide
    on the guide's pages when the two then take a page fewer than apart (a one-page book where the guide keeps
    its page count; a longer one whose last page would be the guide's free room)."""
    piece = run.part.piece if run.part else None
    return (piece is not None and piece.flow is not None and not run.lead
            and run.entry.name == run.part.guide.name and len(runs) > 1)


def _onto_the_guide(runs: list[Run], fits, alone: int, frame) -> tuple[list[Run], list]:
    """The runs left to print after the guide, and the slices its pages carry after the guide itself: each
    tiled board's map, at the largest width that keeps the guide's page count, and the rule book, when the two
    take a page fewer than apart. A one-page book goes before the maps: short enough to join the guide, alone
    it would leave most of its page empty, while a map's page is drawn to fill it (Letter's hex example: the
    map took the guide's room and left the book a page of its own, 36 % used; now the map keeps its page, 64 %).
    `fits(left, slices, most)`: whether the guide without the runs moved, then the slices, takes `most` pages
    or fewer."""
    books = [r for r in runs if _book_after_guide(r, runs)]
    maps = [r for r in runs if r.lead and r.part.piece is not None and r.part.piece.map is not None]
    inside: list = []
    count = alone  # the guide's pages with what it carries: a map keeps their count, a book saves a page
    for run in [*(b for b in books if len(b.pages) == 1), *maps, *(b for b in books if len(b.pages) > 1)]:
        left = [r for r in runs if r is not run]
        most = count if run.lead else count + len(run.pages) - 1
        options = _map_slices(run, frame) if run.lead else [list(run.part.piece.flow)]
        extra = next((extra for extra in options if fits(left, inside + extra, most)), None)
        if extra is not None:
            runs, inside, count = left, inside + extra, most
    return runs, inside


MAP_WIDTHS = (1.0, 0.8, 0.65)  # of the guide's column: a smaller reduced map, rather than a page of its own


def _map_slices(run: Run, frame) -> list[list]:
    """A tiled board's map of its sheets as a slice of the guide's column: full width, or narrower ones."""
    out = []
    for share in MAP_WIDTHS:
        items, height = run.part.piece.map(frame.column_width, frame.column_width * share)
        out.append([Slice(height, lambda x, y, items=items: [Group(items, translate(x, y), role="tile-map")], 4.0)])
    return out


# --- small pieces at the foot of a rule book's last page ---------------------------------------------


def may_foot(piece: Piece, pages: int, double: bool) -> bool:
    """The kit's one rule for a piece at the foot of a rule book's last page (the book of `pages` pages,
    printed on both sides when `double`, as its guide row says). A sheet to write on never shares the book's
    page: players would reprint the rules to play again. A piece to cut out goes there only when nothing to
    keep is on the other side of that sheet: the book printed on one side, or its last page alone on its
    sheet (an odd count, its back blank); else cutting it out would cut the rules, and it stays on the
    page of its own stock."""
    if "write" in piece.making:
        return False
    return not double or pages % 2 == 1


def with_feet(runs: list[Run], context: Context, notice: str = "") -> list[Run]:
    """The small pieces of paper (an aid card) set at the foot of the rule book's last page where it leaves
    room (the Pages layout's imposition sets them: pnp.layout.imposition.pages) and `may_foot` allows it, in
    kit order. A piece that is all of its own page then leaves that page out; one whose page holds more (two
    aid cards, printed for every player) keeps it, and the book carries one more."""
    book = next((r for r in runs if r.part and r.part.piece and r.part.piece.flow is not None and not r.lead), None)
    if book is None or not isinstance(book.part.layout, Pages) or not book.part.pieces:
        return runs
    candidates = [run for run in runs if _may_go_at_foot(run, book)]
    chosen = footing(book.part.pieces[0], [run.part.piece for run in candidates], book.part.layout)
    if not chosen.names:
        return runs
    footed = [run for run in candidates if run.part.piece.name in chosen.names]
    layout = msgspec.structs.replace(book.part.layout, feet=chosen.names)
    pages = place([*book.part.pieces, *(run.part.piece for run in footed)], layout, context.paper.size,
                  context.paper.label, context.lang, duplex=context.duplex, title=book.part.document.title, notice=notice)
    names = [run.part.piece.guide.name if run.part.piece.guide else run.entry.name for run in footed]
    entry = msgspec.structs.replace(book.entry, name={k: " + ".join([book.entry.name[k], *(lowered(n[k], k) for n in names)])
                                                       for k in book.entry.name})
    part = msgspec.structs.replace(book.part, piece=msgspec.structs.replace(book.part.piece, flow=chosen.slices))
    gone = [run for run in footed if run.part.piece.count == 1 and len(run.pages) == 1]
    return [Run(entry, pages, part) if run is book else run for run in runs if not any(run is g for g in gone)]


def _may_go_at_foot(run: Run, book: Run) -> bool:
    """Whether a run's part is a small piece of the book's stock that `may_foot` lets go at the book's foot."""
    piece = run.part.piece if run.part and not run.lead else None
    if piece is None or piece.flow is not None or piece.stock != book.part.piece.stock or run is book:
        return False
    return may_foot(piece, len(book.pages), book.entry.double)


def kit_files(context: Context, parts: list[Part], formats: tuple[str, ...], exports: list[str] = ()) -> dict[str, bytes]:
    """Everything written for one game in the `formats` asked: the kit PDF, each part's files, and kit.json for
    the index. `exports`: the game's exports for digital tables already beside the kit (pnp export), which its
    guide names."""
    files: dict[str, bytes] = {}
    game, lang = context.game, context.lang
    kit = f"{game.id}-kit{KIT_SUFFIX}" if "kit" in formats and parts else None  # --parts may leave nothing to print
    kit_pages = 0
    if kit:
        from pnp.render.pdf import render_pdf  # reportlab costs ~40 ms at start-up, and validate never renders

        document = kit_document(context, parts, exports)
        files[kit], kit_pages = render_pdf(document), len(document.pages)
    listing = []
    for part in parts:
        produced = part_files(part, formats)
        files.update(produced)
        i = guide_entry(part, lang)
        listing.append({"part": part.name, "name": i.name[lang], "stock": i.stock[lang], "double": i.double,
                        "how": i.how[lang], "pages": len(part.document.pages), "files": sorted(produced)})
    summary = {"id": game.id, "title": text(game.title, lang), "lang": lang, "paper": context.paper.label,
               "kit": kit, "kit_pages": kit_pages, "parts": listing}
    files["kit.json"] = msgspec.json.format(msgspec.json.encode(summary), indent=1)
    return files


def write_parts(folders: dict[str, list[Part]], out_dir: Path, formats: tuple[str, ...], force: bool) -> list[Path]:
    """Render every part (folder name -> parts, "" for the top) and write them all, or nothing; the output
    folder held from the first rendering to the end (one build at a time)."""
    writer = Writer(out_dir, force=force)
    with writer.hold():
        for folder, parts in folders.items():
            for part in parts:
                for rel, data in part_files(part, formats).items():
                    writer.add(f"{folder}/{rel}" if folder else rel, data)
        return writer.commit()
