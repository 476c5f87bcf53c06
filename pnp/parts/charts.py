"""Charts for `pnp stats --plot`: a distribution, a matrix of who beats whom, or a set of chances.

Each chart is a scene Document of one page; `write_chart` renders it to SVG or PDF by the file's suffix.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from pnp.base import fonts
from pnp.base.colors import PALETTE, mix
from pnp.base.errors import PnpError
from pnp.base.i18n import or_list, outcome_words, percent, point, said, say
from pnp.base.output import Writer
from pnp.engine.odds import Matrix, Outcome
from pnp.render import formats as output_formats
from pnp.layout.imposition.one_up import face_page
from pnp.pieces import Piece
from pnp.scene import Document, Group, Line, Page, Rect, Style, Text

WIDTH = 190.0  # mm
MARGIN = 10.0
INNER = WIDTH - 2 * MARGIN


def _page(height: float, items: list) -> Page:
    """A chart is one piece of the chart's width, alone on a page of its size."""
    return face_page(Piece("chart", "chart", Group(items), WIDTH, height))


WIN, TIE, LOSE = PALETTE["green"], "#b8b8b8", PALETTE["red"]
FIRST, SECOND = PALETTE["blue"], PALETTE["orange"]
AXIS = Style(stroke="#000000", width=0.25)
GRID = Style(stroke="#d0d0d0", width=0.15)


def _text(x: float, y: float, text: str, size: float = 3.2, **kw) -> Text:
    return Text(x, y, text, size, **kw)


def _fit(text: str, size: float, room: float, font: str = "regular") -> float:
    """The largest size up to `size` at which `text` fits in `room` mm."""
    width = fonts.text_width(text, size, font)
    return size if width <= room else size * room / width


def _header(title: str, lines: list[str]) -> tuple[list, float]:
    items = [_text(MARGIN, MARGIN + 5, title, _fit(title, 5.0, INNER, "bold"), font="bold", role="title")]
    y = MARGIN + 5
    for line in lines:
        y += 5
        items.append(_text(MARGIN, y, line, _fit(line, 3.2, INNER)))
    return items, y + 4


def _outcome_bar(o: Outcome, y: float, lang: str) -> tuple[list, float]:
    """A bar split into win, tie and lose, with the three figures under it."""
    items, x = [], MARGIN
    for p, fill in zip((o.win, o.tie, o.lose), (WIN, TIE, LOSE)):
        w = INNER * float(p)
        if w > 0:
            items.append(Rect(x, y, w, 7, Style(fill=fill), role="outcome"))
        x += w
    words = outcome_words(lang)
    line = "   ".join(f"{word} {percent(p, lang)}" for word, p in zip(words, (o.win, o.tie, o.lose)))
    items.append(_text(MARGIN, y + 12, line, _fit(line, 3.2, INNER)))
    return items, y + 18


def _bars(values: dict[int, list[tuple[Fraction, str]]], top: float, height: float, axis_label: str, lang: str) -> list:
    """Vertical bars over whole-number x values; each x may hold several bars side by side."""
    xs = sorted(values)
    lo, hi = xs[0], xs[-1]
    slot = INNER / (hi - lo + 1)
    peak = max(p for bars in values.values() for p, _ in bars)
    base = top + height
    items = [Line(MARGIN, base, MARGIN + INNER, base, AXIS), Line(MARGIN, top, MARGIN + INNER, top, GRID)]
    for x, bars in values.items():
        w = slot * 0.8 / len(bars)
        for i, (p, fill) in enumerate(bars):
            if p > 0:
                h = height * float(p / peak)
                items.append(Rect(MARGIN + (x - lo) * slot + slot * 0.1 + i * w, base - h, w, h, Style(fill=fill), role="bar"))
    step = _nice_step((hi - lo) / 10)
    for x in range(-(-lo // step) * step, hi + 1, step):
        cx = MARGIN + (x - lo + 0.5) * slot
        items.append(Line(cx, base, cx, base + 1.2, AXIS))
        items.append(_text(cx, base + 4.5, str(x), 2.6, anchor="middle"))
    items.append(_text(MARGIN, top - 1.5, percent(peak, lang), 2.6))
    items.append(_text(MARGIN + INNER, base + 9, axis_label, 2.8, anchor="end"))
    return items


def _nice_step(rough: float) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50 ... that is at least `rough`: ticks people can read."""
    step = 1
    while step < rough:
        step = step * 5 // 2 if str(step)[0] == "2" else step * 2
    return step


def distribution_chart(title: str, names: tuple[str, str], sums: tuple, outcome: Outcome, lang: str) -> Document:
    """Two dice's totals side by side, and how the contest ends."""
    first, second = sums
    items, y = _header(title, [f"■ {names[0]}", f"■ {names[1]}"])
    items[1].fill, items[2].fill = FIRST, SECOND
    bar, y = _outcome_bar(outcome, y, lang)
    values: dict[int, list] = {}
    for x in sorted(set(first) | set(second)):
        values[x] = [(first.probability(x), FIRST), (second.probability(x), SECOND)]
    items += bar + _bars(values, y + 6, 80, "total", lang)
    return Document(title, [_page(y + 100, items)], lang)


def series_chart(title: str, lines: list[str], margins: list[int], outcome: Outcome, lang: str) -> Document:
    """How many more rolls the first side wins than it loses, over the series."""
    n = (len(margins) - 1) // 2
    total = sum(margins)
    items, y = _header(title, lines)
    bar, y = _outcome_bar(outcome, y, lang)
    values = {d - n: [(Fraction(c, total), WIN if d > n else TIE if d == n else LOSE)] for d, c in enumerate(margins)}
    label = say("charts.margin", lang)
    items += bar + _bars(values, y + 6, 80, label, lang)
    return Document(title, [_page(y + 100, items)], lang)


def _cell_fill(o: Outcome) -> str:
    """White when both sides win as often, greener the more the row wins, redder the more it loses."""
    lead = float(o.win - o.lose)
    target = WIN if lead > 0 else LOSE
    return mix("#ffffff", target, min(1.0, abs(lead) * 2))


LABEL_W = 28.0  # mm for the row names of a matrix
MAX_CELL = 24.0


def _cell(size: float, n: int) -> float:
    return min(MAX_CELL, (size - LABEL_W) / n)


def _panel_height(size: float, n: int) -> float:
    return 8 + n * _cell(size, n) + 18  # title and column names, the grid, three lines of cycles


def _matrix_panel(title: str, m: Matrix, names: dict[str, str], x0: float, y0: float, size: float, lang: str) -> list:
    n = len(m.names)
    cell = _cell(size, n)
    items = [_text(x0, y0, title, _fit(title, 3.6, size, "bold"), font="bold")]
    top = y0 + 8
    for j, b in enumerate(m.names):
        cx = x0 + LABEL_W + (j + 0.5) * cell
        items.append(_text(cx, top - 1.5, names[b], _fit(names[b], 3.0, cell - 1), anchor="middle"))
    for i, a in enumerate(m.names):
        y = top + i * cell
        items.append(_text(x0, y + cell / 2 + 1, names[a], _fit(names[a], 3.0, LABEL_W - 1)))
        for j, b in enumerate(m.names):
            x = x0 + LABEL_W + j * cell
            fill = "#eeeeee" if a == b else _cell_fill(m[(a, b)])
            items.append(Rect(x, y, cell, cell, Style(fill=fill, stroke="#ffffff", width=0.4), role="cell"))
            if a != b:
                items.append(_cell_text(m[(a, b)], x + cell / 2, y + cell / 2, cell, lang))
    y = top + n * cell + 5
    cycles = m.cycles()
    if not cycles:
        items.append(_text(x0, y, say("charts.no_cycle", lang), 2.8))
    for c in cycles[:3]:
        line = " → ".join(names[d] for d in c.names + c.names[:1]) + f"  ({c.strength})"
        items.append(_text(x0, y, line, _fit(line, 2.8, size)))
        y += 4
    return items


def _cell_text(o: Outcome, cx: float, cy: float, cell: float, lang: str) -> Text:
    """P(row wins): the fraction when short, else the percentage; bold when the row beats the column."""
    label = str(o.win) if len(str(o.win)) <= 9 else percent(o.win, lang)
    font = "bold" if o.beats else "regular"
    size = _fit(label, 3.0, cell - 2, font)
    return _text(cx, cy + fonts.ascent(size, font) / 2, label, size, anchor="middle", font=font)


def matrix_chart(title: str, panels: list[tuple[str, Matrix]], names: dict[str, str], lang: str) -> Document:
    """One heat map per variant, two to a row: row die against column die, P(row wins) in each cell."""
    note = say("charts.matrix", lang)
    items, y = _header(title, [note])
    per_row = 1 if len(panels) == 1 else 2
    size = (INNER - 10 * (per_row - 1)) / per_row
    height = _panel_height(size, max(len(m.names) for _, m in panels))
    for k, (label, m) in enumerate(panels):
        col, row = k % per_row, k // per_row
        items += _matrix_panel(label, m, names, MARGIN + col * (size + 10), y + 4 + row * height, size, lang)
    rows = (len(panels) + per_row - 1) // per_row
    return Document(title, [_page(y + 4 + rows * height + MARGIN, items)], lang)


def chances_chart(title: str, bars: list[tuple[str, Fraction]], lang: str) -> Document:
    """Horizontal bars, one per chance, with its label and value."""
    items, y = _header(title, [])
    label_w = min(90.0, max(fonts.text_width(label, 3.2) for label, _ in bars) + 3)
    room = INNER - label_w - 22
    for label, p in bars:
        y += 8
        items.append(_text(MARGIN, y + 4, label, _fit(label, 3.2, label_w - 3)))
        items.append(Rect(MARGIN + label_w, y, room, 5, Style(fill="#eeeeee"), role="track"))
        if p > 0:
            items.append(Rect(MARGIN + label_w, y, room * float(p), 5, Style(fill=FIRST), role="bar"))
        items.append(_text(MARGIN + INNER, y + 4, percent(p, lang), 3.2, anchor="end"))
    return Document(title, [_page(y + 8 + MARGIN, items)], lang)


def rates_chart(title: str, lines: list[str], rows: list[tuple[str, float, float, float]], fair: float | None,
                lengths: dict[int, int], length_label: str, lang: str) -> Document:
    """Win rates as bars with their 95 % intervals (whiskers) against the fair share (dashed), then a histogram
    of game lengths: what `pnp simulate --plot` draws."""
    items, y = _header(title, lines)
    label_w = min(60.0, max(fonts.text_width(label, 3.2) for label, *_ in rows) + 3)
    room = INNER - label_w - 26
    top = max(high for *_, high in rows)
    scale = room / max(top * 1.1, 1e-9)
    for label, rate, low, high in rows:
        y += 8
        x0 = MARGIN + label_w
        items.append(_text(MARGIN, y + 4, label, _fit(label, 3.2, label_w - 3)))
        items.append(Rect(x0, y, room, 5, Style(fill="#eeeeee"), role="track"))
        items.append(Rect(x0, y, scale * rate, 5, Style(fill=FIRST), role="bar"))
        whisker = Style(stroke="#000000", width=0.3)
        items += [Line(x0 + scale * low, y + 2.5, x0 + scale * high, y + 2.5, whisker, role="interval"),
                  Line(x0 + scale * low, y + 1, x0 + scale * low, y + 4, whisker),
                  Line(x0 + scale * high, y + 1, x0 + scale * high, y + 4, whisker)]
        figure = point(f"{100 * rate:.1f} %", lang)
        items.append(_text(MARGIN + INNER, y + 4, figure, 3.2, anchor="end"))
    if fair is not None:
        fx = MARGIN + label_w + scale * fair
        items.append(Line(fx, y - 8 * len(rows) + 6, fx, y + 7, Style(stroke=LOSE, width=0.3, dash=(1.0, 0.8)), role="fair"))
    total = sum(lengths.values())
    values = {r: [(Fraction(c, total), FIRST)] for r, c in sorted(lengths.items())}
    items += _bars(values, y + 22, 70, length_label, lang)
    return Document(title, [_page(y + 22 + 70 + 14 + MARGIN, items)], lang)


def write_chart(doc: Document, path: str, *, force: bool = False, formats: tuple[str, ...] = ("svg", "pdf")) -> Path:
    """Render by the file's suffix, in one of `formats` (pnp.render.formats), and write it with the one writer
    (pnp.base.output.Writer): whole or not at all, an existing file only with force."""
    target = Path(path)
    chosen = output_formats.by_suffix(target.suffix, formats)
    if chosen is None:
        endings = output_formats.suffixes(formats)
        raise PnpError(said("errors.charts.suffix", path=path, endings=or_list(endings)), field="--plot")
    Writer.ready(target, force=force, option="--plot")  # before the drawing, which takes a while
    return Writer.one(target, output_formats.one_page(doc, chosen.name), force=force, option="--plot")
