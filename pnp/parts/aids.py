"""Player aids: half-page cards, two to a sheet, typeset from games/<game>/aids.<lang>.md with the
same figures as the rule book; and score sheets for games that keep a score.
"""

from __future__ import annotations

from pnp.errors import PnpError
from pnp.imposition import FOOTER, MARGIN, add_footers
from pnp.parts import Part
from pnp.scene import Document, Group, Line, Page, Rect, Style, Text, translate
from pnp.spec import Game, text
from pnp.typeset import Frame, Layout, Look, flow, parse

AIDS = {"fr": "Aides de jeu", "en": "Player aids"}
SCORE = {
    "fr": ("Feuille de marque", "Tour", "Total", "Joueur"),
    "en": ("Score sheet", "Turn", "Total", "Player"),
}
CUT_HERE = {"fr": "✂ couper ici", "en": "✂ cut here"}


def card_pages(markdown: str, width: float, height: float, figures) -> list[Page]:
    frame = Frame(width, height, 9, 8, 9, 6, columns=2, gutter=7)
    look = Look(body=3.1, heading=(5.0, 4.2, 3.6))
    return flow(Layout(frame.column_width, look, figures).slices(parse(markdown)), frame)


def card_height(paper_h: float) -> float:
    """Half the sheet between its margins and its footer."""
    return (paper_h - 2 * MARGIN - FOOTER) / 2


def aid_sheet(card: Page, paper: tuple[float, float], lang: str) -> Page:
    """The card twice, one above the other, with the cut line between them."""
    w, h = paper
    sheet = Page(w, h)
    half = card_height(h)
    for k in range(2):
        sheet.items.append(Group(list(card.items), translate(0, MARGIN + k * half), role="aid-card"))
    y = MARGIN + half
    sheet.items.append(Line(MARGIN, y, w - MARGIN, y, Style(stroke="#777777", width=0.2, dash=(2, 1.5)), "cut"))
    sheet.items.append(Text(w - MARGIN, y - 0.8, CUT_HERE[lang], 2.2, "#777777", anchor="end"))
    return sheet


def score_sheet(game: Game, paper: tuple[float, float], lang: str) -> Page:
    """Players across, rounds down, a total row at the bottom; every cell a box to write in."""
    title, turn, total, player = SCORE[lang]
    w, h = paper
    page = Page(w, h)
    columns = game.players.max
    rounds = game.score_sheet.rounds
    left, top = MARGIN + 6, MARGIN + 22
    first = 18.0
    cell_w = min(26.0, (w - 2 * left - first) / columns)
    cell_h = min(16.0, (h - top - MARGIN - 20) / (rounds + 2))
    ink = "#1a1a1a"
    line = Style(stroke=ink, width=0.25)
    page.items.append(Text(left, MARGIN + 10, f"{text(game.title, lang)} · {title}", 6.0, "#2b4c7e", "bold"))
    for c in range(columns):
        x = left + first + c * cell_w
        page.items.append(Rect(x, top, cell_w, cell_h, Style(fill="#e8edf3", stroke=ink, width=0.25), role="score-name"))
        page.items.append(Text(x + 1.2, top + 3.0, f"{player} {c + 1}", 2.2, "#777777"))
    for r in range(rounds + 1):
        y = top + (r + 1) * cell_h
        label = total if r == rounds else str(r + 1)
        shade = Style(fill="#e8edf3", stroke=ink, width=0.25) if r == rounds else line
        page.items.append(Rect(left, y, first, cell_h, shade))
        page.items.append(Text(left + first / 2, y + cell_h / 2 + 1.3, label, 3.6, ink, "bold", "middle"))
        for c in range(columns):
            page.items.append(Rect(left + first + c * cell_w, y, cell_w, cell_h, shade, role="score-cell"))
    page.items.append(Text(left + first / 2, top + cell_h / 2 + 1.3, turn, 3.0, ink, "bold", "middle"))
    return page


def aid_parts(game: Game, opts) -> list[Part]:
    from pnp.parts.rules import render_markdown
    from pnp.parts.rules_context import book_context, figure_drawer

    lang = opts.lang
    context = book_context(game, lang)
    w, h = opts.paper
    pages = []
    markdown = render_markdown("aids", game, lang, context, fallback=False)
    if markdown:
        cards = card_pages(markdown, w, card_height(h), figure_drawer(game, lang, context))
        if len(cards) != 1:
            raise PnpError(f"the player aid of {game.id} ({lang}) does not fit its half-page card; shorten games/{game.id}/aids.{lang}.md")
        pages.append(aid_sheet(cards[0], opts.paper, lang))
    if game.score_sheet:
        pages.append(score_sheet(game, opts.paper, lang))
    if not pages:
        return []
    title = f"{text(game.title, lang)} · {AIDS[lang]}"
    add_footers(pages, title, lang, context["notice"])
    return [Part("aids", Document(title, pages, lang))]
