"""Player aids: half-page cards, two to a sheet, typeset from games/<game>/aids.<lang>.md with the
same figures as the rule book; and score sheets for games that keep a score.
"""

from __future__ import annotations

from pnp.base.errors import PnpError
from pnp.base.i18n import LANGS, every_language, said, say
from pnp.layout.imposition.halves import cell_size
from pnp.layout.layouts import Halves
from pnp.layout.typeset import Frame, Layout, Look, flow, parse
from pnp.model.spec import Game, text
from pnp.model.typefaces import book_faces, check_book
from pnp.parts import PAPER, GuideEntry, Part
from pnp.parts.registry import Context, Kind, register
from pnp.parts.rules import render_markdown
from pnp.parts.rules_context import book_context, figure_drawer
from pnp.pieces import Piece
from pnp.scene import Document, Group, Page

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


# Two cards to a sheet, one above the other, each as wide as the sheet (its own margins set as a book page's
# are), a dashed line to cut along between them: the imposition lays them (pnp.layout.imposition.halves).
AID_SHEET = Halves(parts=2, cuts="line", across="paper")
CARDS_PER_SHEET = AID_SHEET.parts


def card_height(paper_h: float) -> float:
    """Half the sheet between its margins and its footer: a card's height on paper this tall."""
    return cell_size(AID_SHEET, (0.0, paper_h))[1]


def aid_parts(context: Context) -> list[Part]:
    game, where, lang = context.game, context.source, context.lang
    w, h = cell_size(AID_SHEET, context.paper.size)
    context = book_context(game, lang, where)
    markdown = render_markdown("aids", game, lang, context, fallback=False)
    if not markdown:
        return []
    faces = book_faces(game, where)  # the designer's own [fonts], if any
    check_book(markdown, faces, game, where, say("aids", lang))
    cards = card_pages(markdown, w, h, figure_drawer(game, lang, context), faces, lang)
    if len(cards) != 1:
        raise PnpError(said("errors.rules.aid", game=game.id, lang=lang, file=f"games/{game.id}/aids.{lang}.md"))
    title = f"{text(game.title, lang)} · {say('aids', lang)}"
    entry = aid_guide(game)
    # one card, as wide as the sheet: the imposition sets it twice on its sheet, and the kit may set one more at
    # the foot of the rule book's last page
    piece = Piece("aid", "aid", Group(list(cards[0].items), role="aid-card"), w, h, count=CARDS_PER_SHEET, stock="paper",
                  guide=entry, sheet="aids")
    return [Part("aids", Document(title, [], lang), guide=entry, piece=piece, pieces=(piece,), layout=AID_SHEET)]


def aid_guide(game: Game) -> GuideEntry:
    """The aids' guide row: how many sheets to print comes from the most players the game takes."""
    copies = -(-game.players.max // CARDS_PER_SHEET)
    how = {lang: _how(game, copies, lang) for lang in LANGS}
    return GuideEntry(every_language("aids"), PAPER, False, how, copies)


def _how(game: Game, copies: int, lang: str) -> str:
    """How many cards and sheets, said: aids.players.0, .1 and .2 are one player, several and up to several;
    aids.times.0, .1 and .2 once, twice and n times."""
    most = game.players.max
    players = say(f"aids.players.{2 if game.players.min < most else 0 if most == 1 else 1}", lang, n=most)
    times = say(f"aids.times.{min(copies, 3) - 1}", lang, n=copies)
    return say("aids.how", lang, per=CARDS_PER_SHEET, players=players, copies=times)


register(Kind("aids", 50, aid_parts))
