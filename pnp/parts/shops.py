"""A print shop's files for a game's decks (`pnp build --layout shop --shop tgc|dtc|mpc`), a README saying
what each file is and the order to upload them in, and the cards whose text or art comes inside the shop's
safe margin (`pnp validate --shop NAME`). The shops' rules and the CMYK conversion: pnp.render.shops.

A shop build writes these files only, into OUT/<game id>/<shop>/: each distinct face is drawn once (a deck's
one back serves every card), and the shop's own file repeats it where the shop wants copies (a
DriveThruCards PDF has a back and a front page for every card, copies included).
"""

from __future__ import annotations

import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path

from msgspec import Struct

from pnp.base.errors import PnpError, in_file
from pnp.base.fonts import ascent, text_width
from pnp.base.i18n import LANGS, message_language, percent_sign, point, said, say, spacing
from pnp.base.output import STAGING, Writer
from pnp.layout.imposition import place
from pnp.layout.layouts import OneUp
from pnp.model import budgets
from pnp.model.data import count
from pnp.model.spec import text
from pnp.parts.cards import CardMaker, DeckPlan, deck_plans, shows
from pnp.pieces import Piece
from pnp.render import formats as output_formats
from pnp.render import shops as rules
from pnp.render.shops import Shop
from pnp.scene import Circle, Document, Group, Image, Line, Page, Rect, Text, compose
from pnp.scene import Path as Shape

TEXT_KINDS = ("title", "text", "corner", "icon")  # what must never be cut; bands run into the bleed on purpose
DESCENT = 0.24  # DejaVu Sans' descent, in ems: how far below its baseline a line of text inks


class Card(Struct):
    number: int  # 1, 2 … in the deck's order, rows of count 0 left out: the files and validate's lines use it
    front: int  # its page in the deck's faces
    back: int | None  # the page of its back, shared by the cards whose backs are the same; None without one
    copies: int


class ShopDeck(Struct):
    plan: DeckPlan
    pages: list[Page]  # each distinct face once, at trim plus the shop's bleed
    cards: list[Card]
    backs: int  # distinct backs among the pages
    layout: OneUp  # the shop's page, on which the imposition laid the faces (and lays a blank back)


def shop_deck(plan: DeckPlan, shop: Shop, lang: str) -> ShopDeck:
    """The deck's distinct faces on pages of the shop's size, the card centred with its colour into the bleed:
    each card a piece, laid one up by the imposition (a back drawn once, on the page after the first front
    that has it)."""
    w, h = plan.size
    # the shops' templates stand upright: a landscape card goes on its page turned a quarter (clockwise)
    turned = w > h
    with in_file(plan.file, f"{plan.field}.size"):  # the deck's size is what to change
        width, height = rules.page_size(shop, (h, w) if turned else (w, h), None)
    bleed = max((width - min(w, h)) / 2, (height - max(w, h)) / 2)  # the card's colour reaches every page edge
    rows = [row for row in plan.table.rows if count(row) > 0]
    budgets.pages(len(rows) + (plan.deck.back is not None), plan.file, plan.field)  # the fronts and at least one back, before drawing
    maker = CardMaker(plan, bleed, outline=False, lang=lang)
    pieces: list[Piece] = []
    placed: dict[int, int] = {}  # a back drawn once (CardMaker keeps one Group per distinct back) -> its page
    cards = []
    page = 0  # the page the next piece's front falls on: OneUp lays each front, then its back if it has one
    for number, row in enumerate(rows, 1):
        front, back = maker.front(row), maker.back(row)
        new = back is not None and id(back) not in placed
        if new:
            placed[id(back)] = page + 1
        pieces.append(Piece(f"{plan.deck.id}.{number}", "card", front, w, h, back=back if new else None, bleed=bleed,
                            family=plan.deck.id))
        cards.append(Card(number, page, placed[id(back)] if back is not None else None, count(row)))
        page += 2 if new else 1
    layout = OneUp(page=(width, height), upright=True)
    pages = place(pieces, layout, (width, height), shop.name, lang)
    return ShopDeck(plan, pages, cards, len(placed), layout)


def _stem(deck: ShopDeck, number: int) -> str:
    return f"{deck.plan.deck.id}-{number:0{len(str(len(deck.cards)))}d}"


def deck_files(deck: ShopDeck, shop: Shop, title: str, lang: str, scratch: Path | None) -> list[tuple[str, bytes, str]]:
    """(file name, bytes, what it is) in upload order: the back(s) then the fronts, or one PDF (made in
    `scratch`, a folder in the output folder)."""
    deck_id = deck.plan.deck.id
    if shop.files == "pdf":
        # a shop prints every card two-sided: a card without a back gets a white one (None: no ink at all)
        order = [i for card in deck.cards for _ in range(card.copies) for i in (card.back, card.front)]
        made = _raster_pdf(deck, order, title, lang, scratch) if shop.raster else _vector_pdf(deck, order, title, lang)
        return [(f"{deck_id}.pdf", made, say("shops.whole", lang, pages=len(order)))]
    pdf = output_formats.pdf(Document(title, deck.pages, lang))
    images = output_formats.pngs(pdf, rules.DPI)  # each marked 300 dpi, as the shops' templates are
    files = []
    seen: set[int] = set()
    for card in deck.cards:
        if card.back is not None and card.back not in seen:
            seen.add(card.back)
            name, what = ((f"{deck_id}-back.png", say("shops.back_all", lang)) if deck.backs == 1
                          else (f"{_stem(deck, card.number)}-back.png", say("shops.back_of", lang, card=card.number)))
            files.append((name, images[card.back], what))
    files += [(f"{_stem(deck, card.number)}.png", images[card.front], say("shops.front_of", lang, card=card.number, n=card.copies))
              for card in deck.cards]
    return files


def _vector_pdf(deck: ShopDeck, order: list[int | None], title: str, lang: str) -> bytes:
    """DriveThruCards' PDF/X-1a: every page in `order` drawn in CMYK, shapes and text kept (pnp.render.cmyk);
    a page None is a white back: a piece that draws nothing, laid by the deck's own layout (a page of the
    shop's size, nothing on it). A page drawn again is the same scene, so its groups and pictures are stored
    once."""
    from pnp.render import cmyk  # reportlab loads only for a PDF

    w, h = deck.plan.size
    blank = place([Piece(f"{deck.plan.deck.id}.blank", "card", Group([]), w, h)], deck.layout, deck.layout.page,
                  "", lang)[0]
    pages = [deck.pages[i] if i is not None else blank for i in order]
    return cmyk.pdfx(Document(title, pages, lang), (min(w, h), max(w, h)))


def _raster_pdf(deck: ShopDeck, order: list[int | None], title: str, lang: str, scratch: Path | None) -> bytes:
    """The fallback (--shop dtc-raster): Ghostscript draws each page into CMYK at 300 dpi, one image a page."""
    pdf = output_formats.pdf(Document(title, deck.pages, lang))
    return rules.cmyk_pdf(pdf, [(page.width, page.height) for page in deck.pages], order, title, scratch)


def _mm(value: float, lang: str) -> str:
    return point(f"{value:.2f}".rstrip("0").rstrip("."), lang)


def readme(game, shop: Shop, decks: list[tuple[ShopDeck, list[tuple[str, bytes, str]]]], lang: str) -> str:
    title = text(game.title, lang)
    lines = [say("shops.heading", lang, title=title, shop=shop.label), "", say("shops.made", lang, shop=shop.label),
             say("shops.safe", lang, bleed=_mm(shop.bleed, lang), safe=_mm(shop.safe, lang),
                 px=f"{shop.bleed_px + shop.safe_px:g}", name=shop.name)]
    step = 0
    for deck, files in decks:
        plan = deck.plan
        page = deck.pages[0]
        inch = say("shops.inch", lang)
        if shop.files == "pdf":
            size = say("shops.pdf", lang, w=_mm(page.width / 25.4, lang), h=_mm(page.height / 25.4, lang), inch=inch,
                       ink=percent_sign("240", lang))
        else:
            size = say("shops.pixels", lang, w=round(page.width / rules.MM_PER_PX), h=round(page.height / rules.MM_PER_PX))
        w, h = plan.size
        name = text(plan.deck.name, lang) or plan.deck.id
        n = plan.table.total()
        upright = f"{_mm(min(w, h) / 25.4, lang)} × {_mm(max(w, h) / 25.4, lang)} {inch}"
        lines += ["", say("shops.deck", lang, name=name, n=n, cards=say("cards.card", lang, count=n), w=_mm(w, lang),
                                 h=_mm(h, lang), size=size),
                  *([say("shops.turned", lang)] if w > h else []),
                  say(f"shops.steps.{shop.name.removesuffix('-raster')}", lang, size=upright)]
        for file, _, what in files:
            step += 1
            lines.append(f"{step:3d}. {file}{say('colon', lang)} {what}")
    return spacing("\n".join(lines), lang) + "\n"


def shop_files(game, where: str, lang: str, shop: Shop, scratch: Path | None = None) -> dict[str, bytes]:
    """Every file of the game's decks for the shop, and the README, by name, their words in `lang`. A game without
    decks is refused. `scratch`: a folder for the work files of a shop's PDF (DriveThruCards'), inside the output
    folder."""
    plans = deck_plans(game, where)
    if not plans:
        raise PnpError(said("errors.shops.no_decks"), where=where)
    title = text(game.title, lang)
    made = []
    for plan in plans:
        deck = shop_deck(plan, shop, lang)
        made.append((deck, deck_files(deck, shop, f"{title} · {text(plan.deck.name, lang) or plan.deck.id}", lang,
                                      scratch)))
    files = {name: data for _, listed in made for name, data, _ in listed}
    files["README.txt"] = readme(game, shop, made, lang).encode("utf-8")
    return files


def write_shop_files(games: list[tuple[object, str]], shop: Shop, lang: str, out: Path, force: bool) -> list[str]:
    """`pnp build --layout shop`: each game's shop files into OUT/<game id>/<shop>/, all drawn before any is
    written, and what the command prints: a line per game and its README's path (not a line per file)."""
    if not games:
        raise PnpError(said("errors.shops.no_game"), field="--layout")
    writer = Writer(out, force=force)
    with writer.hold():  # the output folder is there and locked: a PDF's work files are made inside it
        with _scratch(out, shop) as scratch:
            folders = {game.id: shop_files(game, where, lang, shop, scratch) for game, where in games}
        for game_id, files in folders.items():
            writer.rewrite(f"{game_id}/{shop.name}")  # the folder holds this build's files, and the kit beside it stays
            for name, data in files.items():
                writer.add(f"{game_id}/{shop.name}/{name}", data)
        writer.commit()
    lines = []
    for game_id, files in folders.items():
        folder = out / game_id / shop.name
        lines += [str(said("shops.written", len(files) - 1, game=game_id, shop=shop.label, folder=str(folder))),
                  str(folder / "README.txt")]
    return lines


@contextmanager
def _scratch(out: Path, shop: Shop):
    """A folder for the work files of a shop's PDF, in the output folder and named as the writer's staging
    folders are, so that a run killed before it removes it has the next build remove it (output.recover)."""
    if not shop.raster:  # only Ghostscript's pages need work files
        yield None
        return
    folder = Path(tempfile.mkdtemp(dir=out, prefix=f"{STAGING}{shop.name}-"))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


# --- pnp validate --shop: text and art inside the cut margin ----------------------------------------------


def _points(item, matrix):
    """The corners (or points) that bound one scene item, in the card's millimetres."""
    a, b, c, d, e, f = matrix
    kind = type(item)
    if kind is Text:
        width = text_width(item.text, item.size, item.font)
        x = item.x - (width / 2 if item.anchor == "middle" else width if item.anchor == "end" else 0.0)
        xs, ys = (x, x + width), (item.y - ascent(item.size), item.y + DESCENT * item.size)
        points = [(px, py) for px in xs for py in ys]
    elif kind in (Rect, Image):
        points = [(item.x, item.y), (item.x + item.w, item.y + item.h), (item.x, item.y + item.h), (item.x + item.w, item.y)]
    elif kind is Circle:
        points = [(item.cx - item.r, item.cy - item.r), (item.cx + item.r, item.cy + item.r)]
    elif kind is Line:
        points = [(item.x1, item.y1), (item.x2, item.y2)]
    elif kind is Shape:
        points = [op[i:i + 2] for op in item.ops for i in range(1, len(op) - 1, 2)]
    else:
        return []
    return [(a * x + c * y + e, b * x + d * y + f) for x, y in points]


def extent(items, matrix=(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)) -> tuple[float, float, float, float] | None:
    """(left, top, right, bottom) of what the items ink, a group's clip cutting its own."""
    boxes = []
    for item in items:
        if type(item) is Group:
            inner = compose(matrix, item.transform)
            box = extent(item.items, inner)
            if box is not None and item.clip is not None:
                clip = extent([item.clip], inner)
                box = (max(box[0], clip[0]), max(box[1], clip[1]), min(box[2], clip[2]), min(box[3], clip[3]))
            boxes += [box] if box is not None else []
        else:
            points = _points(item, matrix)
            if points:
                xs, ys = [p[0] for p in points], [p[1] for p in points]
                boxes.append((min(xs), min(ys), max(xs), max(ys)))
    if not boxes:
        return None
    return min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)


def _unsafe(kind: str, box, w: float, h: float, safe: float) -> float | None:
    """How far from the cut an element comes inside the safe margin (mm), or None. Art that runs past the cut
    bleeds on purpose on that side; an edge of art between the cut and the safe line is what a cut a little
    off shaves or shows as a sliver, as is text anywhere in the margin."""
    left, top, right, bottom = box
    distances = [left, top, w - right, h - bottom]
    if kind == "art":
        distances = [x for x in distances if x > -1e-6]
    inside = [x for x in distances if x < safe - 1e-6]
    return min(inside) if inside else None


def margin_warnings(game, where: str, shop: Shop) -> list[str]:
    """One line per card and element whose text or art comes inside the shop's safe margin, in either language."""
    lines = []
    reader = message_language()  # the lines are printed to pnp's user, their figures in the reader's decimal mark
    for plan in deck_plans(game, where):
        w, h = plan.size
        makers = [CardMaker(plan, shop.bleed, outline=False, lang=lang) for lang in LANGS]
        rows = [row for row in plan.table.rows if count(row) > 0]
        for number, row in enumerate(rows, 1):
            layout, _, chosen = plan.chosen(row)
            for i, element in enumerate(layout):
                if element.kind not in (*TEXT_KINDS, "art") or not shows(element, row):
                    continue
                field = f"{chosen.removeprefix(plan.field + '.')}[{i}]"
                found = []
                for maker in makers:
                    paper, ink = maker.colours(row)
                    box = extent(maker.element(element, row, f"{plan.field}.{field}", paper, ink))
                    if box is not None:
                        found += [x for x in [_unsafe(element.kind, box, w, h, shop.safe)] if x is not None]
                if found:
                    where_text = (said("shops.past_cut") if min(found) < 0
                                  else said("shops.from_cut", mm=point(f"{min(found):.1f}", reader)))
                    lines.append(str(said("shops.unsafe", deck=plan.deck.id, card=number, file=str(row.file), row=row.field,
                                          field=field, kind=element.kind, where=where_text, shop=shop.label,
                                          safe=point(f"{shop.safe:.1f}", reader))))
    return lines
