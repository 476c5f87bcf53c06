"""Rule books: Markdown templates per game and language, filled from the game file and the odds engine,
typeset into pages (A4/Letter in two columns, or a folded booklet of half sheets).

Nothing a book states that the project knows is typed by hand: the components come from the game
file, the figures from the engine. Templates live beside each game, games/<game>/rules.<lang>.md, and extend
templates/rules/base.<lang>.md, which fixes the sections every book has.
"""


import math
import random
from functools import cache

import msgspec
from msgspec import Struct

from pnp.base.errors import PnpError, in_file
from pnp.base.fonts import missing_glyphs
from pnp.base.i18n import FOLDERS, every_language, said, say, typography
from pnp.base.resources import data_dir, games_dir
from pnp.layout.imposition.pages import COVER as COVER_KIND
from pnp.layout.layouts import Pages, Signature
from pnp.layout.typeset import Frame, Layout, Look, break_lines, flow, parse, words
from pnp.model.spec import MODEL, Game, Localized, text
from pnp.model.typefaces import book_faces, check_book
from pnp.parts import PAPER, GuideEntry, Part
from pnp.parts.citations import cite
from pnp.parts.examples import Example
from pnp.parts.examples import check as check_examples
from pnp.parts.registry import Context, Kind, kinds, register
from pnp.parts.rules_context import book_context, figure_drawer, players_text
from pnp.parts.shops import extent
from pnp.pieces import Piece
from pnp.scene import Circle, Document, Group, Line, Page, Rect, Style, Text, compose, scale, translate


@cache
def _environment():
    import jinja2  # the templating loads only for a rule book or aid

    env = jinja2.Environment(
        # a language's folder may bring its own rule book templates (templates/rules/generic.<lang>.md ...)
        loader=jinja2.FileSystemLoader([str(data_dir("templates")), str(games_dir()),
                                        *(str(folder / "templates") for folder in FOLDERS.values())]),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        keep_trailing_newline=True,
    )
    return env


def render_markdown(kind: str, game: Game, lang: str, context: dict, *, fallback: bool = True) -> str:
    """games/<game>/<kind>.<lang>.md filled in. A game without its own uses templates/<kind>/generic.<lang>.md
    when `fallback`, or gets "" (no such document)."""
    import jinja2  # the templating loads only for a rule book or aid

    name = f"{game.id}/{kind}.{lang}.md"
    env = _environment()
    try:
        template = env.get_template(name)
    except jinja2.TemplateNotFound:
        if not fallback:
            return ""
        name = f"{kind}/generic.{lang}.md"
        template = env.get_template(name)
    try:
        markdown = template.render(**context)
    except jinja2.UndefinedError as e:
        raise PnpError(said("errors.rules.template", name=name, error=e.message)) from None
    if "citations" in context:  # the figures the template cites in braces, {claims.ID}, written in
        try:
            markdown = cite(markdown, context["citations"])
        except PnpError as e:  # only a built-in game's book cites: a game file that took its id lacks the figure
            e.field = e.field or "id"
            raise
    return typography(markdown, lang)


# --- page formats -------------------------------------------------------------------------------


def book_frame(page_w: float, page_h: float) -> Frame:
    """Two columns on a full sheet, one on a half sheet (booklet)."""
    if page_w > 180:
        return Frame(page_w, page_h, 16, 16, 16, 16, columns=2, gutter=8)
    return Frame(page_w, page_h, 13, 13, 12, 15, columns=1)


def typeset(markdown: str, page_w: float, page_h: float, figures, lang: str | None = None) -> list[Page]:
    frame = book_frame(page_w, page_h)
    return flow(book_slices(markdown, frame, figures, lang=lang), frame)


def book_slices(markdown: str, frame: Frame, figures, look: Look | None = None, lang: str | None = None) -> list:
    """The book as slices for the frame's columns: what a page flow is made of; `lang` hyphenates its words."""
    return Layout(frame.column_width, look or Look(), figures, lang=lang).slices(parse(markdown))


# --- the book -----------------------------------------------------------------------------------


class RuleTexts(Struct, **MODEL):
    """A designer's own rule texts (Markdown, per language), for games without a book template."""

    tagline: Localized = ""
    setup: Localized = ""
    turn: Localized = ""
    end: Localized = ""
    variants: Localized = ""
    examples: list[Example] = []  # worked examples, drawn where the book cites them (pnp/parts/examples.py)


def rules_part(printing: Context, *, booklet: bool = False) -> Part:
    """The rule book as a page flow, each page a piece, for the imposition to lay (pnp.kit.laid): one page to a
    sheet side (Pages), or, `booklet`, a cover, the book and what fills its last sheet, folded (Signature); in
    the language and on the paper `printing` gives. An error met on the way names the game file (a game file
    that took a built-in game's id gets its book, which may cite what the file lacks)."""
    with in_file(printing.source):
        return _rules_part(printing, booklet)


def _rules_part(printing: Context, booklet: bool) -> Part:
    game, where, lang = printing.game, printing.source, printing.lang
    context = book_context(game, lang, where)
    context.update(ink=printing.ink, source=where)  # the worked examples draw the kit's pieces, in its ink, with its art
    markdown = render_markdown("rules", game, lang, context)
    paper_w, paper_h = printing.paper.size
    page_w, page_h = (paper_h / 2, paper_w) if booklet else (paper_w, paper_h)
    frame = book_frame(page_w, page_h)
    faces = book_faces(game, where)  # the designer's own [fonts], if any
    check_book(markdown, faces, game, where, say("rules.book", lang))
    title = f"{text(game.title, lang)} · {say('rules.book', lang)}"
    if booklet:
        pieces = booklet_pages(printing, context, markdown, frame, faces)
        return Part("rules-booklet", Document(title, [], lang), pieces=tuple(pieces), layout=Signature(),
                    svg_layout=book_layout(frame))
    figures = figure_drawer(game, lang, context)
    slices = book_slices(markdown, frame, figures, Look(**faces), lang)
    pages = flow(slices, frame)
    if len(pages) == 1:  # its own page in larger type; `slices`, the flow the kit sets after the guide or above feet
        pages = larger_page(markdown, frame, figures, faces, lang) or pages
    entry = book_guide(len(pages))
    pieces = page_pieces(pages, "rules", entry, slices)
    piece = Piece("rules", "rules", pieces[0].front, page_w, page_h, stock="paper", guide=entry, sheet="rules", flow=slices)
    return Part("rules", Document(title, [], lang), guide=entry, piece=piece, pieces=tuple(pieces),
                layout=book_layout(frame))


# mm, the largest first: a one-page book is a sheet read at the table, which larger type fills rather than
# leave its lower half blank (Orchards' rules: 36 % of the page in the body's 3.6 mm), as an aid card is
# (aids.BODY_SIZES); 4.4 mm of Vollkorn reads as DejaVu at about 11.7 pt, and no larger: the 85 mm column
# then holds about 45 characters a line, the fewest a running text reads well in
ONE_PAGE_BODIES = (4.4, 4.2, 4.0, 3.8)


def larger_page(markdown: str, frame: Frame, figures, faces: dict, lang: str) -> list[Page]:
    """A one-page book set in the largest body of ONE_PAGE_BODIES that keeps it on one page, its headings
    grown alike; [] when none does."""
    plain = Look(**faces)
    for body in ONE_PAGE_BODIES:
        scale = body / plain.body
        look = msgspec.structs.replace(plain, body=body, heading=tuple(size * scale for size in plain.heading))
        pages = flow(book_slices(markdown, frame, figures, look, lang), frame)
        if len(pages) == 1:
            return pages
    return []


def book_layout(frame: Frame) -> Pages:
    """The Pages layout of a book set in this frame (its margins and columns, for what goes at its foot)."""
    return Pages((frame.left, frame.top, frame.right, frame.bottom), frame.columns, frame.gutter)


def page_pieces(pages: list[Page], name: str, entry: GuideEntry | None = None, slices: list | None = None) -> list[Piece]:
    """A page flow's pages as pieces named after the flow and their number from 1 ("rules-1"), the first
    carrying the flow's slices (what the imposition sets again when small pieces go at its foot)."""
    return [Piece(f"{name}-{n}", "page", Group(list(page.items)), page.width, page.height, stock="paper", guide=entry,
                  sheet=name, flow=slices if n == 1 else None)
            for n, page in enumerate(pages, 1)]


# --- the booklet's pages: a cover, the book, and what fills its last sheet ---------------------------------------

TIGHT = Look(body=3.4, leading=1.26)  # a book a page too long for its last sheet is set this much tighter first


def booklet_pages(printing: Context, context: dict, markdown: str, frame: Frame, faces: dict | None = None) -> list[Piece]:
    """The cover, the book, and a back cover that carries the player aid (when it takes one page) or the credits:
    each way tried with the book and aid in their own look and a little tighter, the aid inside, on the back or
    left out (it is also a card of its own), and ruled pages for notes filling the last sheet; the way that takes
    the fewest sheets, then the fewest notes pages, then one whose back cover is the aid or the credits rather
    than the book's last page. No page is blank, and no back cover holds the lines an aid spills onto a second
    page. Each page a piece of the page's size. `context`: the book's template context (book_context); `faces`: the designer's own fonts
    (pnp.model.typefaces.book_faces), {} for the bundled ones."""
    game, where, lang, faces = printing.game, printing.source, printing.lang, faces or {}
    figures = figure_drawer(game, lang, context)
    aids = render_markdown("aids", game, lang, context, fallback=False).replace("<!-- column -->", "")
    check_book(aids, faces, game, where, say("rules.book", lang))
    back = back_cover(game, lang, context, frame, Look(**faces))
    ways, ends = [], [back]  # ends: the pages that make a back cover of its own (the credits, a one-page aid)
    for look in (Look(**faces), msgspec.structs.replace(TIGHT, **faces)):
        book = page_pieces(flow(book_slices(markdown, frame, figures, look, lang), frame), "rules")
        aid = page_pieces(flow(book_slices(aids, frame, figures, look, lang), frame), "aid") if aids.strip() else []
        ways += [[*book, back], [*book, *aid, back]] if aid else [[*book, back]]
        ways += [[*book, *aid]] if len(aid) == 1 else []
        ways += [book]  # the book's last page on the back cover: only where every other way takes a sheet more
        ends += aid if len(aid) == 1 else []
    best = min(ways, key=lambda way: (-(-(1 + len(way)) // 4), _blanks(1 + len(way)), not any(way[-1] is p for p in ends)))
    notes = [notes_page(frame, lang, Look(**faces)) for _ in range(_blanks(1 + len(best)))]
    return [cover_page(printing, frame, Look(**faces)), *best[:-1], *notes, best[-1]]


def back_cover(game: Game, lang: str, context: dict, frame: Frame, look: Look) -> Piece:
    """The booklet's back cover: the game's title, its author, players, age and time, and its credits (the
    licence and the icons' credit included), set in the book's column."""
    title, author, credits = text(game.title, lang), typography(text(game.author, lang), lang), context["credits"]
    lines = [author if author.rstrip(".") not in credits else "", *cover_lines(game, lang)]  # the author once
    markdown = "\n\n".join([f"## {title}", " · ".join(line for line in lines if line), credits])
    pages = flow(book_slices(markdown, frame, None, look, lang), frame)
    drawn = Group(list(pages[0].items))
    bounds = extent([drawn])
    low = (frame.page_h - frame.bottom - bounds[3]) / 2 if bounds else 0.0  # the block at the page's middle, as a back cover sets it
    return Piece("back-cover", "page", Group([drawn], translate(0.0, max(low, 0.0))), frame.page_w, frame.page_h, stock="paper")


def _blanks(pages: int) -> int:
    return -pages % 4


def notes_page(frame: Frame, lang: str, look: Look | None = None) -> Piece:
    """A page ruled for the players' notes: better than a blank one in a folded booklet."""
    look = look or Look()
    page = Group([])
    size = look.heading[1]
    notes = say("rules.cover.notes", lang)
    font = look.heading_face.bold if not missing_glyphs(notes, look.heading_face.bold) else "bold"
    page.items.append(Text(frame.left, frame.top + size, notes, size, look.accent, font))
    y = frame.top + size + 12.0
    while y < frame.page_h - frame.bottom:
        page.items.append(Line(frame.left, y, frame.page_w - frame.right, y, Style(stroke=look.rule, width=0.2), "note-line"))
        y += 8.0
    return Piece("notes", "page", page, frame.page_w, frame.page_h, stock="paper")


COVER_SCALE = 4.0  # a small piece (a die, a token) is drawn up to four times its size on the cover
SMALLEST_TEXT = 8.5 * 25.4 / 72  # mm: no text on a cover under 8 pt (half a point to spare)
COVER_LINE = 7.0  # mm from one of the cover's lines (players, age, time) to the next


def cover_page(printing: Context, frame: Frame, look: Look | None = None) -> Piece:
    """The booklet's first page, as a publisher prints one: the game's title and its author, a picture drawn from
    its own pieces without their words, then its players, the youngest players' age and its playing time (what
    the game file gives). Every word at the book's heading or body size, none under 8 pt. Set in the book's fonts
    (`look`), which check_book has checked for the title; a line a designer's font cannot draw is set in DejaVu."""
    game, lang, look = printing.game, printing.lang, look or Look()
    page = Group([])
    width = frame.page_w - frame.left - frame.right
    y = _cover_title(page, game, lang, frame, look)
    author = typography(text(game.author, lang), lang)
    if author:
        y += look.heading[1] * 1.8  # below the title's descenders
        page.items.append(_line(frame.page_w / 2, y, author, look.heading[1], look.ink, look.face.italic, "cover-author"))
    y += 6.0
    page.items.append(Line(frame.page_w / 2 - 20, y, frame.page_w / 2 + 20, y, Style(stroke=look.accent, width=0.5)))
    lines = cover_lines(game, lang)
    foot = frame.page_h - frame.bottom - 14.0 - len(lines) * COVER_LINE
    box = (frame.left + 6.0, y + 10.0, width - 12.0, foot - y - 20.0)
    found = printed_pieces(printing)
    picture = max(found, key=lambda p: p.width * p.height, default=None)
    if picture is not None and box[3] > 20:
        page.items.append(_cover_picture(picture, box, found))
    y = foot + 6.0
    for line in lines:
        page.items.append(_line(frame.page_w / 2, y, line, look.heading[2], look.ink, look.face.regular, "cover-line"))
        y += COVER_LINE
    page.items.append(_line(frame.page_w / 2, y + 4.0, say("rules.book", lang), look.body, look.accent, look.heading_face.bold, "cover-line"))
    return Piece("cover", COVER_KIND, page, frame.page_w, frame.page_h, stock="paper")


def _cover_title(page: Group, game: Game, lang: str, frame: Frame, look: Look) -> float:
    """The title, centred on at most two lines, as large as that allows; the baseline of its last line."""
    heading, width = look.heading_face, frame.page_w - frame.left - frame.right
    size = look.heading[0] * 1.6
    typeset = typography(text(game.title, lang), lang)  # "L’Île", where the title's font has the apostrophe
    title = words(typeset if not missing_glyphs(typeset, heading.bold) else text(game.title, lang), bold=True)
    while size > look.heading[0] and len(break_lines(title, size, width, True, heading)) > 2:
        size *= 0.9
    y = frame.top + 12.0
    for line in break_lines(title, size, width, True, heading):
        y += size * 1.15
        page.items.append(Text(frame.page_w / 2, y, " ".join(p[0] for p in line), size, look.accent, heading.bold, "middle", "cover-title"))
    return y


def _line(x: float, y: float, words: str, size: float, fill: str, font: str, role: str) -> Text:
    """A centred line of the cover, in `font`, or in DejaVu Sans where that font lacks a glyph of it."""
    return Text(x, y, words, size, fill, font if not missing_glyphs(words, font) else "regular", "middle", role)


def cover_lines(game: Game, lang: str) -> list[str]:
    """What a publisher prints under the picture: the players, the youngest age, the playing time (each when given)."""
    lines = [players_text(game, lang)]
    if game.age is not None:
        lines.append(say("rules.cover.age", lang, n=game.age))
    if game.time is not None:
        low, high = game.time.min, game.time.max
        lines.append(say("rules.cover.minutes", lang, n=low) if low == high else say("rules.cover.time", lang, low=low, high=high))
    return [typography(line, lang) for line in lines]


def _cover_picture(picture: Piece, box: tuple[float, float, float, float], found: list[Piece] = ()) -> Group:
    """The piece's drawing without its words, its token places covered by the game's tokens (dealt); or, where
    the largest piece is a die's net, the game's dice rolled (thrown); as large as the box allows (at most
    COVER_SCALE), centred in it."""
    nets = [p for p in found if p.kind == "net" and _faces(p.front)]  # a cube's net: its faces are squares
    if picture.kind == "net" and sum(net.count for net in nets) >= 3:  # a few dice, not one die drawn huge
        art = thrown(nets)
    else:
        art = wordless(dealt(picture.front, [p for p in found if p.kind == "token"]))
    bounds = extent([_without_text(art)]) or (0.0, 0.0, picture.width, picture.height)
    width, height = bounds[2] - bounds[0], bounds[3] - bounds[1]
    fit = min(box[2] / width, box[3] / height, COVER_SCALE)
    art = _without_text(art, SMALLEST_TEXT / fit)  # a die's value stays, drawn large; nothing under 8 pt does
    x = box[0] + (box[2] - width * fit) / 2 - bounds[0] * fit
    top = box[1] + (box[3] - height * fit) / 2 - bounds[1] * fit
    return Group([art], compose(translate(x, top), scale(fit)), role=f"cover piece {picture.name}")


def wordless(drawing: Group) -> Group:
    """A board's drawing with no words: its own drawing (the group named "board") without the title, the legend
    and the credit round it, and without its labels, which drawn to the cover's scale would print under 8 pt.
    Another piece's drawing as it is (its small words go when it is scaled: _cover_picture)."""
    board = next((item for item in _groups(drawing) if item.role == "board"), None)
    return _without_text(board) if board is not None else drawing


def _groups(drawing: Group, depth: int = 2):
    """The groups within `depth` levels of a drawing, outermost first."""
    for item in drawing.items:
        if isinstance(item, Group):
            yield item
            if depth > 1:
                yield from _groups(item, depth - 1)


def _without_text(drawing: Group, below: float = math.inf, factor: float = 1.0) -> Group:
    """The drawing without the texts smaller than `below` mm as drawn (its groups' scales applied); all by default."""
    a, b, c, d = drawing.transform[:4]
    factor *= math.sqrt(abs(a * d - b * c))
    items = [_without_text(item, below, factor) if isinstance(item, Group) else item for item in drawing.items
             if not (isinstance(item, Text) and item.size * factor < below)]
    return msgspec.structs.replace(drawing, items=items)


def printed_pieces(context: Context) -> list[Piece]:
    """The pieces the game prints on card (its board, dice, tokens, cards, pawns), drawn by their own kinds: what
    a cover's picture is made of. Paper parts (this book, aids, sheets to fill in) are left out."""
    found: list[Piece] = []
    for kind in kinds():
        if kind.pieces is not None:
            found += kind.pieces(context)
        elif kind.build is not None and kind.build is not _build:
            found += [part.piece for part in kind.build(context) if part.piece is not None]
    return [p for p in found if p.stock != "paper" and p.flow is None]


def cover_piece(context: Context) -> Piece | None:
    """The piece a cover shows: the largest the game prints on card (its board when it has one, else a die's,
    a token's, a card's)."""
    return max(printed_pieces(context), key=lambda p: p.width * p.height, default=None)


DEAL = 20260  # the seed of the order a cover deals tokens onto a board's places: the same cover at every build


def dealt(drawing: Group, tokens: list[Piece]) -> Group:
    """A board's drawing with a token on each of its token places (role "token-place"): the game's tokens of the
    place's size, those the game has most of (a territory's, not its few special ones), in equal shares, in an
    order shuffled once for all, as a game under way shows them. The drawing as it is without such tokens, or
    with too few of them to cover every place (a race's dozen carrots on its sixteen squares)."""
    places = [item for item in _walk(drawing) if isinstance(item, Circle) and item.role == "token-place"]
    if not places:
        return drawing
    fitting = [t for t in tokens if abs(t.width - 2 * places[0].r) < 1.0 and abs(t.height - 2 * places[0].r) < 1.0]
    most = max((t.count for t in fitting), default=0)
    families = [t for t in fitting if t.count * 2 >= most]
    if not families or sum(t.count for t in families) < len(places):  # tokens that cover the board, not a few of them
        return drawing
    deck = [families[n % len(families)] for n in range(len(places))]
    random.Random(DEAL).shuffle(deck)
    laid = {id(place): token for place, token in zip(places, deck, strict=True)}
    return _placed(drawing, laid)


THROWN = 9  # dice at most on a cover, in rows of three


def thrown(nets: list[Piece]) -> Group:
    """The game's dice as a throw shows them, each a face of its net drawn by lot (the same at every build), up to
    THROWN dice, each net as many times as the game has of it, in rows of three: a picture of dice, not of a net."""
    dice = [net for net in nets for _ in range(net.count)][:THROWN]
    throw, draw = Group([], role="cover dice"), random.Random(DEAL)
    for n, net in enumerate(dice):
        faces = _faces(net.front)
        square, content = faces[draw.randrange(len(faces))]
        side, gap = square.w, square.w / 4
        face = [Rect(0.0, 0.0, side, side, Style(fill=square.style.fill, stroke="#1a1a1a", width=0.4), role="face"),
                Group(list(content.items))]
        throw.items.append(Group(face, translate((n % 3) * (side + gap), (n // 3) * (side + gap)), role=f"die {net.name}"))
    return throw


def _faces(drawing: Group) -> list[tuple[Rect, Group]]:
    """A net's faces in the die's order: each square (role "face") with the drawing on it (the group after it)."""
    items = list(_walk(drawing))
    return [(item, after) for item, after in zip(items, items[1:])
            if isinstance(item, Rect) and item.role == "face" and isinstance(after, Group)]


def _walk(drawing: Group):
    for item in drawing.items:
        yield item
        if isinstance(item, Group):
            yield from _walk(item)


def _placed(drawing: Group, laid: dict) -> Group:
    """The drawing with each place in `laid` (by id) replaced by its token's front, centred on it."""
    items = []
    for item in drawing.items:
        token = laid.get(id(item))
        if token is not None:
            items.append(Group([token.front], translate(item.cx - token.width / 2, item.cy - token.height / 2), role=f"cover token {token.name}"))
        else:
            items.append(_placed(item, laid) if isinstance(item, Group) else item)
    return msgspec.structs.replace(drawing, items=items)


GUIDE = GuideEntry(every_language("rules.guide.name"), PAPER, True, every_language("rules.guide.how"))


def book_guide(pages: int) -> GuideEntry:
    """The book's guide row: double-sided only when it has a second page to print on the back."""
    return msgspec.structs.replace(GUIDE, double=pages > 1)

def _build(context: Context) -> list[Part]:
    return [rules_part(context)]


register(Kind("rules", 60, _build, lambda part, lang: GUIDE, check=lambda c: check_examples(c.game, c.source),
              section="rules", model=RuleTexts | None, default=None))
