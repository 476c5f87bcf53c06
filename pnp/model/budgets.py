"""Budgets on the whole work of a build, where limits that hold one by one multiply: 20 decks of 5,000 rows
each copied 1,000 times are each within their own limits, and together 100 million cards.

Each part kind counts what it will make from the game file and its data before it draws anything (cards
after the deck's rows are read, stickers and pieces from the game file alone), and the kit counts the pages
of every part before any is rendered. A count over its limit is refused in one line that says which limit
and by how much:

    game.toml: decks: this build would make 100,000,000 cards, over the limit of 2,000 by 99,998,000; ...

The figures are for print and play at home: a large card game has about 500 cards, a sheet of stickers
about 300, a kit about 40 pages. The largest build they accept (200 pages in every format) takes about
22 s and 120 MB; the figures measured are in docs/game-format.md, Limits.
"""

from __future__ import annotations

from pnp.base.errors import PnpError

MAX_CARDS = 2_000  # cards in one game's build, every deck and copy counted (a large card game has ~500)
MAX_STICKERS = 1_500  # dice faces printed in one build, stickers and the faces of paper nets (17 A4 sheets: 1.8 s)
MAX_PIECES = 2_000  # counters and pawns in one game's build (MAX_PIECES of tokens is per kind)
MAX_PAGES = 200  # pages of one build's parts, before any is rendered (the kit PDF prints them once more): ~35 s


def refuse_over(made: int, limit: int, what: str, *, file: str | None, field: str | None, fix: str) -> None:
    """Refuse a build that would make more than `limit` of `what` ("cards"), saying by how much."""
    if made > limit:
        raise PnpError(f"this build would make {made:,} {what}, over the limit of {limit:,} by {made - limit:,}; {fix}",
                       file=file, field=field)


def cards(made: int, file: str | None = None, field: str | None = None) -> None:
    refuse_over(made, MAX_CARDS, "cards", file=file, field=field,
                fix="lower the counts or split the decks into several games")


def stickers(made: int, file: str | None = None, field: str | None = None) -> None:
    refuse_over(made, MAX_STICKERS, "dice faces", file=file, field=field, fix="print fewer dice, or fewer copies")


def pieces(made: int, file: str | None = None, field: str | None = None) -> None:
    refuse_over(made, MAX_PIECES, "counters and pawns", file=file, field=field, fix="lower the counts")


def pages(made: int, file: str | None = None, field: str | None = None) -> None:
    refuse_over(made, MAX_PAGES, "pages", file=file, field=field,
                fix="build fewer parts at a time (--parts), or lower the counts")
