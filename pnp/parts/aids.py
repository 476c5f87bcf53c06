"""Player aids: half-page cards, two to a sheet, typeset from games/<game>/aids.<lang>.md with the
same figures as the rule book; and score sheets for games that keep a score.
"""

from __future__ import annotations

from pnp.base.errors import PnpError
from pnp.base.i18n import add_strings
from pnp.layout.imposition import FOOTER, MARGIN, add_footers
from pnp.layout.typeset import Frame, Layout, Look, flow, parse
from pnp.model.spec import Game, text
from pnp.model.typefaces import book_faces, check_book
from pnp.parts import PAPER, GuideEntry, Part
from pnp.parts.registry import Context, Kind, register
from pnp.parts.rules import render_markdown
from pnp.parts.rules_context import book_context, figure_drawer
from pnp.pieces import Piece
from pnp.scene import Document, Group, Line, Page, Style, Text, translate

AIDS = add_strings("aids", {"fr": "Aides de jeu", "en": "Player aids"})
CUT_HERE = add_strings("aids.cut_here", {"fr": "✂ couper ici", "en": "✂ cut here"})


def card_frame(width: float, height: float) -> Frame:
    return Frame(width, height, 9, 8, 9, 6, columns=2, gutter=7)


BODY_SIZES = (4.0, 3.8, 3.6, 3.45, 3.3)  # mm, the largest first: a card read across the table wants large type


def card_pages(markdown: str, width: float, height: float, figures, faces: dict | None = None,
               lang: str | None = None) -> list[Page]:
    """The card set in the largest body of BODY_SIZES that fits it on one page (a short aid does not leave half
    its card empty in small type), or in the smallest. `faces`: the Look's fonts when the game names its own
    (pnp.model.typefaces.book_faces); `lang` hyphenates."""
    frame = card_frame(width, height)
    blocks = parse(markdown)
    for body in BODY_SIZES:
        scale = body / BODY_SIZES[-1]
        look = Look(body=body, heading=(5.0 * scale, 4.2 * scale, 3.6 * scale), **(faces or {}))
        pages = flow(Layout(frame.column_width, look, figures, lang=lang).slices(blocks), frame)
        if len(pages) == 1:
            break
    return pages


def card_height(paper_h: float) -> float:
    """Half the sheet between its margins and its footer."""
    return (paper_h - 2 * MARGIN - FOOTER) / 2


CARDS_PER_SHEET = 2


def aid_sheet(card: Page, paper: tuple[float, float], lang: str) -> Page:
    """The card twice, one above the other, with the cut line between them."""
    w, h = paper
    sheet = Page(w, h)
    half = card_height(h)
    for k in range(CARDS_PER_SHEET):
        sheet.items.append(Group(list(card.items), translate(0, MARGIN + k * half), role="aid-card"))
    y = MARGIN + half
    sheet.items.append(Line(MARGIN, y, w - MARGIN, y, Style(stroke="#777777", width=0.2, dash=(2, 1.5)), "cut"))
    sheet.items.append(Text(w - MARGIN, y - 0.8, CUT_HERE[lang], 2.2, "#777777", anchor="end"))
    return sheet


def aid_parts(context: Context) -> list[Part]:
    game, opts, where = context.game, context.opts, context.source
    lang = opts.lang
    context = book_context(game, lang, where)
    w, h = opts.paper
    markdown = render_markdown("aids", game, lang, context, fallback=False)
    if not markdown:
        return []
    faces = book_faces(game, where)  # the designer's own [fonts], if any
    check_book(markdown, faces, game, where, AIDS[lang])
    cards = card_pages(markdown, w, card_height(h), figure_drawer(game, lang, context), faces, lang)
    if len(cards) != 1:
        raise PnpError(f"the player aid of {game.id} ({lang}) does not fit its half-page card; shorten games/{game.id}/aids.{lang}.md")
    pages = [aid_sheet(cards[0], opts.paper, lang)]
    title = f"{text(game.title, lang)} · {AIDS[lang]}"
    add_footers(pages, title, lang, context["notice"])
    entry = aid_guide(game)
    # one card, as wide as the sheet: the kit may set one more at the foot of the rule book's last page
    piece = Piece("aid", "aid", Group(list(cards[0].items), role="aid-card"), w, card_height(h), count=CARDS_PER_SHEET, stock="paper",
                  guide=entry, sheet="aids")
    return [Part("aids", Document(title, pages, lang), guide=entry, piece=piece)]


HOW = add_strings("aids.how", {
    "fr": "Une carte par joueur, {per} par feuille : {players}, imprimer la feuille {copies}, puis couper chaque "
          "feuille en deux.",
    "en": "One card per player, {per} to a sheet: {players}, print the sheet {copies}, then cut each sheet in two.",
})
PLAYERS = add_strings("aids.players", {"fr": ("pour {n} joueur", "pour {n} joueurs", "pour {n} joueurs au plus"),
                                       "en": ("for {n} player", "for {n} players", "for up to {n} players")})
TIMES = add_strings("aids.times", {"fr": ("une fois", "deux fois", "{n} fois"), "en": ("once", "twice", "{n} times")})


def aid_guide(game: Game) -> GuideEntry:
    """The aids' guide row: how many sheets to print comes from the most players the game takes."""
    most = game.players.max
    copies = -(-most // CARDS_PER_SHEET)
    how = {}
    for lang, sentence in HOW.items():
        one, many, up_to = PLAYERS[lang]
        players = (up_to if game.players.min < most else one if most == 1 else many).format(n=most)
        times = TIMES[lang][min(copies, 3) - 1].format(n=copies)
        how[lang] = sentence.format(per=CARDS_PER_SHEET, players=players, copies=times)
    return GuideEntry(AIDS, PAPER, False, how, copies)


register(Kind("aids", 50, aid_parts))
