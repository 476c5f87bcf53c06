"""Rule books: Markdown templates per game and language, filled from the game file and the odds engine,
typeset into pages (A4/Letter in two columns, or a folded booklet of half sheets).

Nothing a book states that the project knows is typed by hand: the components come from the game
file, the figures from the engine. Templates live beside each game, games/<game>/rules.<lang>.md, and extend
templates/rules/base.<lang>.md, which fixes the sections every book has.
"""


import math
from functools import cache

import msgspec
from msgspec import Struct

from pnp.base.errors import PnpError
from pnp.base.i18n import add_strings, typography
from pnp.base.resources import data_dir, games_dir
from pnp.layout.imposition import add_footers
from pnp.layout.typeset import Frame, Layout, Look, flow, parse
from pnp.model.spec import MODEL, Game, Localized, text
from pnp.model.typefaces import book_faces, check_book
from pnp.parts import PAPER, GuideEntry, Part
from pnp.parts.registry import Kind, register
from pnp.parts.rules_context import book_context, figure_drawer
from pnp.pieces import Piece
from pnp.scene import Document, Group, Line, Page, Style, translate

SECTIONS = add_strings("rules.sections", {
    "players": {"fr": "Joueurs", "en": "Players"},
    "components": {"fr": "Matériel", "en": "Components"},
    "setup": {"fr": "Mise en place", "en": "Setup"},
    "turn": {"fr": "Tour de jeu", "en": "A turn"},
    "end": {"fr": "Fin de la partie", "en": "End of the game"},
    "variants": {"fr": "Variantes", "en": "Variants"},
    "odds": {"fr": "Probabilités", "en": "Odds"},
    "numbers": {"fr": "En chiffres", "en": "In numbers"},  # a built-in game's stored simulation (balance.json)
    "credits": {"fr": "Crédits", "en": "Credits"},
})
BOOK = add_strings("rules.book", {"fr": "Règle du jeu", "en": "Rules"})

@cache
def _environment():
    import jinja2  # the templating loads only for a rule book or aid

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader([str(data_dir("templates")), str(games_dir())]),
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
        raise PnpError(f"the rule book template {name} uses something the game does not have: {e.message}") from None
    return typography(markdown, lang)


# --- page formats -------------------------------------------------------------------------------


def book_frame(page_w: float, page_h: float) -> Frame:
    """Two columns on a full sheet, one on a half sheet (booklet)."""
    if page_w > 180:
        return Frame(page_w, page_h, 16, 16, 16, 16, columns=2, gutter=8)
    return Frame(page_w, page_h, 13, 13, 12, 15, columns=1)


def typeset(markdown: str, page_w: float, page_h: float, figures) -> list[Page]:
    frame = book_frame(page_w, page_h)
    return flow(book_slices(markdown, frame, figures), frame)


def book_slices(markdown: str, frame: Frame, figures, look: Look | None = None) -> list:
    """The book as slices for the frame's columns: what a page flow is made of."""
    return Layout(frame.column_width, look or Look(), figures).slices(parse(markdown))


# --- booklet ----------------------------------------------------------------------------------


def booklet_order(pages: int) -> list[tuple[int | None, int | None]]:
    """Sheet sides in printing order, each (left page, right page), 1-based; None is a blank page.

    Page count is rounded up to a multiple of four; sheet s carries N-2s and 2s+1 on its front,
    2s+2 and N-2s-1 on its back, so the folded stack reads 1, 2, 3 … N. The blank pages go just before
    the last one, so the back cover carries the book's last page and the first sheet is not half empty.
    """
    total = math.ceil(pages / 4) * 4

    def page(position: int) -> int | None:
        if position < pages or pages <= 1:
            return position if position <= pages else None
        return pages if position == total else None

    sides = []
    for s in range(total // 4):
        sides.append((total - 2 * s, 2 * s + 1))
        sides.append((2 * s + 2, total - 2 * s - 1))
    return [tuple(page(p) for p in side) for side in sides]


def impose_booklet(book: list[Page], sheet_w: float, sheet_h: float) -> list[Page]:
    """Half-sheet pages two-up on landscape sheets, in booklet order, with a fold mark in the middle."""
    sheets = []
    for left, right in booklet_order(len(book)):
        sheet = Page(sheet_w, sheet_h)
        for slot, number in enumerate((left, right)):
            if number is not None:
                sheet.items.append(Group(list(book[number - 1].items), translate(slot * sheet_w / 2, 0), role=f"book-page-{number}"))
        for y1, y2 in ((0, 4), (sheet_h - 4, sheet_h)):
            sheet.items.append(Line(sheet_w / 2, y1, sheet_w / 2, y2, Style(stroke="#888888", width=0.2, dash=(1, 1)), "fold"))
        sheets.append(sheet)
    return sheets


# --- the book -----------------------------------------------------------------------------------


class RuleTexts(Struct, **MODEL):
    """A designer's own rule texts (Markdown, per language), for games without a book template."""

    tagline: Localized = ""
    setup: Localized = ""
    turn: Localized = ""
    end: Localized = ""
    variants: Localized = ""


def rules_part(game: Game, opts, where: str, *, booklet: bool = False) -> Part:
    lang = opts.lang
    context = book_context(game, lang, where)
    markdown = render_markdown("rules", game, lang, context)
    paper_w, paper_h = opts.paper
    page_w, page_h = (paper_h / 2, paper_w) if booklet else (paper_w, paper_h)
    frame = book_frame(page_w, page_h)
    faces = book_faces(game, where)  # the designer's own [fonts], if any
    check_book(markdown, faces, game, where, BOOK[lang])
    slices = book_slices(markdown, frame, figure_drawer(game, lang, context), Look(**faces))
    pages = flow(slices, frame)
    title = f"{text(game.title, lang)} · {BOOK[lang]}"
    add_footers(pages, title, lang, context["notice"])
    if booklet:
        sheets = impose_booklet(pages, paper_h, paper_w)
        return Part("rules-booklet", Document(title, sheets, lang), svg_pages=pages)
    entry = book_guide(len(pages))
    piece = Piece("rules", "rules", Group(list(pages[0].items)), page_w, page_h, stock="paper", guide=entry, sheet="rules",
                  flow=slices)
    return Part("rules", Document(title, pages, lang), guide=entry, piece=piece)


GUIDE_WORDS = add_strings("rules.guide", {
    "name": {"fr": "Règle du jeu", "en": "Rules"},
    "how": {"fr": "À lire avant la première partie.", "en": "Read before the first game."},
})
GUIDE = GuideEntry(GUIDE_WORDS["name"], PAPER, True, GUIDE_WORDS["how"])


def book_guide(pages: int) -> GuideEntry:
    """The book's guide row: double-sided only when it has a second page to print on the back."""
    return msgspec.structs.replace(GUIDE, double=pages > 1)

register(Kind("rules", 60, lambda context: [rules_part(context.game, context.opts, context.source)], lambda part, lang: GUIDE,
              section="rules", model=RuleTexts | None, default=None))
