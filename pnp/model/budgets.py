"""Budgets on the whole work of a build, where limits that hold one by one multiply: 20 decks of 5,000 rows
each copied 1,000 times are each within their own limits, and together 100 million cards.

Each part kind counts what it will make from the game file and its data before it draws anything (cards
after the deck's rows are read, stickers and pieces from the game file alone), and the kit counts the pages
of every part before any is rendered. A count over its limit is refused in one line that says which limit
and by how much:

    game.toml: decks: this build would make 100,000,000 cards, over the limit of 2,000 by 99,998,000; ...

An export's images are counted in pixels from the pieces' sizes at its dpi, each image and all of them, and
a refusal names the largest --dpi at which they fit.

The figures are for print and play at home: a large card game has about 500 cards, a sheet of stickers
about 300, a kit about 40 pages. The largest build they accept (200 pages in every format) takes about
22 s and 120 MB; the figures measured are in docs/game-format.md, Limits.
"""

from __future__ import annotations

from collections.abc import Callable

from pnp.base.errors import PnpError
from pnp.base.i18n import Grouped, said

MAX_CARDS = 2_000  # cards in one game's build, every deck and copy counted (a large card game has ~500)
MAX_STICKERS = 1_500  # dice faces printed in one build, stickers and the faces of paper nets (17 A4 sheets: 1.8 s)
MAX_PIECES = 2_000  # counters and pawns in one game's build (MAX_PIECES of tokens is per kind)
MAX_PAGES = 200  # pages of one build's parts, before any is rendered (the kit PDF prints them once more): ~35 s
# Pixels an export draws (pnp export --to images|tts), each image raw in memory while it is drawn and encoded,
# and every PNG held until the export is written: the largest built-in image at 600 dpi, a 27 cm board, is
# 45 Mpx; the largest export, the docs' card example at 600 dpi, 155 Mpx. docs/exporting.md has the memory.
MAX_IMAGE_PIXELS = 64_000_000  # one image (8,000 px a side): 192 MB of RGB, 256 MB of RGBA while it is drawn
MAX_EXPORT_PIXELS = 200_000_000  # every image of one export together, what one pass draws and holds



def refuse_over(made: int, limit: int, what: str, *, file: str | None, field=None) -> None:
    """Refuse a build that would make more than `limit` of `what` (a message's last word: "cards"), saying by
    how much and what to do (errors.budgets.<what>, its count selecting the plural)."""
    if made > limit:
        raise PnpError(said(f"errors.budgets.{what}", count=made, limit=Grouped(limit), over=Grouped(made - limit)), file=file,
                       field=None if field is None else str(field))  # a field in words (a Said) is said only then


def cards(made: int, file: str | None = None, field: str | None = None) -> None:
    refuse_over(made, MAX_CARDS, "cards", file=file, field=field)  # not a message


def stickers(made: int, file: str | None = None, field: str | None = None) -> None:
    refuse_over(made, MAX_STICKERS, "faces", file=file, field=field)  # not a message


def pieces(made: int, file: str | None = None, field=None) -> None:
    refuse_over(made, MAX_PIECES, "pieces", file=file, field=field)  # not a message


def pages(made: int, file: str | None = None, field: str | None = None) -> None:
    refuse_over(made, MAX_PAGES, "pages", file=file, field=field)  # not a message


def export_pixels(sizes_at: Callable[[int], list[tuple[int, int]]], dpi: int, lowest: int) -> None:
    """Refuse an export whose images, (width, height) in pixels at a dpi as `sizes_at(dpi)` gives them, would
    pass either pixel budget, before any is drawn; the refusal names the largest dpi from `lowest` up to
    `dpi` at which the whole export fits, found by bisection (a larger dpi never draws fewer pixels)."""
    over = _pixels_over(sizes_at(dpi))
    if over is None:
        return
    if _pixels_over(sizes_at(lowest)) is not None:
        fix = said("errors.budgets.dpi-none", dpi=str(lowest))
    else:
        fix = said("errors.budgets.dpi-most", dpi=str(_most_dpi(sizes_at, lowest, dpi)))
    raise PnpError(said("errors.budgets.export", dpi=str(dpi), over=over, fix=fix), field="--dpi")


def _most_dpi(sizes_at: Callable[[int], list[tuple[int, int]]], low: int, high: int) -> int:
    """The largest dpi at which the images fit, knowing they fit at `low` and not at `high`."""
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (middle, high) if _pixels_over(sizes_at(middle)) is None else (low, middle)
    return low


def _pixels_over(sizes: list[tuple[int, int]]):
    """What passes a pixel budget, said in words, or None when the images fit both."""
    largest = max(sizes, key=lambda size: size[0] * size[1], default=(0, 0))
    if largest[0] * largest[1] > MAX_IMAGE_PIXELS:
        return said("errors.budgets.image", width=Grouped(largest[0]), height=Grouped(largest[1]),
                    limit=Grouped(MAX_IMAGE_PIXELS))
    total = sum(w * h for w, h in sizes)
    if total > MAX_EXPORT_PIXELS:
        return said("errors.budgets.images", count=len(sizes), pixels=Grouped(total), limit=Grouped(MAX_EXPORT_PIXELS),
                    over=Grouped(total - MAX_EXPORT_PIXELS))
    return None
