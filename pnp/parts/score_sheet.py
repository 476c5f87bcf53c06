"""The score sheet, for games that keep a score: a column per player, a row per round, and totals."""


from typing import Annotated

from msgspec import Meta, Struct

from pnp.base.fonts import ascent, fit_line
from pnp.base.i18n import add_strings
from pnp.layout.imposition import MARGIN, add_footers
from pnp.model.spec import MODEL, notice, text
from pnp.parts import PAPER, GuideEntry, Part
from pnp.parts.registry import Context, Kind, register
from pnp.pieces import Piece
from pnp.scene import Document, Group, Page, Rect, Style, Text, translate

SCORE = add_strings("score_sheet.score", {
    "fr": ("Feuille de marque", "Tour", "Total", "Joueur"),
    "en": ("Score sheet", "Turn", "Total", "Player"),
})


class ScoreSheet(Struct, **MODEL):
    """[score_sheet]: how many rounds the sheet has rows for."""

    rounds: Annotated[int, Meta(ge=1, le=40)] = 10


def score_table(game, paper: tuple[float, float], lang: str, room: float | None = None) -> tuple[Group, float, float]:
    """Players across, rounds down, a total row at the bottom, every cell a box to write in, under the sheet's
    title set in `room` mm (the table's width when None): a group from its top-left corner, its width and its
    height. The cells take their size from the sheet, so the table is the same wherever it is printed."""
    title, turn, total, player = SCORE[lang]
    w, h = paper
    columns = game.players.max
    rounds = game.score_sheet.rounds
    first = 18.0
    cell_w = min(26.0, (w - 2 * LEFT - first) / columns)
    cell_h = min(16.0, (h - TOP - MARGIN - 20) / (rounds + 2))
    width = first + columns * cell_w
    ink = "#1a1a1a"
    line = Style(stroke=ink, width=0.25)
    heading, size = fit_line(f"{text(game.title, lang)} · {title}", 6.0, room or width, "bold")
    baseline = ascent(size, "bold")
    items: list = [Text(0, baseline, heading, size, "#2b4c7e", "bold")]
    top = baseline + TOP - TITLE  # the first row sits as far under the title as on its own sheet
    for c in range(columns):
        x = first + c * cell_w
        items.append(Rect(x, top, cell_w, cell_h, Style(fill="#e8edf3", stroke=ink, width=0.25), role="score-name"))
        items.append(Text(x + 1.2, top + 3.0, f"{player} {c + 1}", 2.2, "#777777"))
    for r in range(rounds + 1):
        y = top + (r + 1) * cell_h
        label = total if r == rounds else str(r + 1)
        shade = Style(fill="#e8edf3", stroke=ink, width=0.25) if r == rounds else line
        items.append(Rect(0, y, first, cell_h, shade))
        items.append(Text(first / 2, y + cell_h / 2 + 1.3, label, 3.6, ink, "bold", "middle"))
        for c in range(columns):
            items.append(Rect(first + c * cell_w, y, cell_w, cell_h, shade, role="score-cell"))
    items.append(Text(first / 2, top + cell_h / 2 + 1.3, turn, 3.0, ink, "bold", "middle"))
    return Group(items, role="score-sheet"), width, top + (rounds + 2) * cell_h


LEFT = MARGIN + 6  # mm from the sheet's edge to the table
TITLE = MARGIN + 10  # to the title's baseline
TOP = MARGIN + 22  # to the table's first row


def score_page(game, paper: tuple[float, float], lang: str) -> Page:
    """The score sheet alone on its sheet, its title as wide as the sheet allows."""
    table, _, _ = score_table(game, paper, lang, paper[0] - 2 * LEFT)
    baseline = table.items[0].y
    return Page(*paper, [Group([table], translate(LEFT, TITLE - baseline))])


def score_parts(context: Context) -> list[Part]:
    game, opts = context.game, context.opts
    if game.score_sheet is None:
        return []
    pages = [score_page(game, opts.paper, opts.lang)]
    title = f"{text(game.title, opts.lang)} · {SCORE[opts.lang][0]}"
    add_footers(pages, title, opts.lang, notice(game, opts.lang))
    table, width, height = score_table(game, opts.paper, opts.lang)
    piece = Piece("score-sheet", "score-sheet", table, width, height, stock="paper", guide=GUIDE, sheet="score-sheet")
    return [Part("score-sheet", Document(title, pages, opts.lang), guide=GUIDE, piece=piece)]


GUIDE_WORDS = add_strings("score_sheet.guide", {
    "name": {"fr": "Feuille de marque", "en": "Score sheet"},
    "how": {"fr": "Une feuille par partie ; les totaux se font en bas.", "en": "One sheet a game; totals go at the bottom."},
})
GUIDE = GuideEntry(GUIDE_WORDS["name"], PAPER, False, GUIDE_WORDS["how"])

def figures(context: Context) -> dict:
    game = context.game
    return {"rounds": game.score_sheet.rounds if game.score_sheet else None}


register(Kind("score-sheet", 55, score_parts, lambda part, lang: GUIDE, figures=figures, section="score_sheet",
              model=ScoreSheet | None, default=None))
