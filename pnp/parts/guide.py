"""The kit's opening page: the calibration mark, a shopping list, what to print on what, and how to
make each part. Its facts come from the parts themselves and the game file."""

from __future__ import annotations

import re

from msgspec import Struct

from pnp.base.i18n import lowered, say, typography
from pnp.layout.diagrams import calibration_figure
from pnp.layout.typeset import Block, Layout, Look, flow, words
from pnp.model.spec import text
from pnp.parts import PAPER, GuideEntry, Part
from pnp.parts.credits import font_notes, icon_credit
from pnp.parts.registry import Context, guide_entry, kinds
from pnp.parts.rules import book_frame
from pnp.parts.rules_context import players_text
from pnp.scene import Page


def _shopping(context: Context, parts: list[Part]) -> list[str]:
    """What each printed kind asks for, then the paper, the card each stock needs, and the tools."""
    lang = context.lang
    made = {p.kind for p in parts} | {k for p in parts for k in p.kinds}
    lines = [line for k in kinds() if k.name in made and k.shopping for line in k.shopping(context)]
    lines.append(say("guide.paper", lang, paper=context.paper.label))
    # each stock named once: what goes on it is the next section's list, page by page ("Kit page 3 on card:
    # d4 to fold, ..."), which the shopping list repeated word for word (the dice-shapes example's three lines)
    stocks = dict.fromkeys(guide_entry(part, lang).stock[lang] for part in parts)
    lines += [f"{stock[0].upper()}{stock[1:]}" for stock in stocks if stock != PAPER[lang]]
    glued = any("glue" in how.lower() for _, how in _assembly(parts, "en"))  # the steps in English say "glue"
    lines.append(say(f"guide.tools.{int(glued)}", lang))  # a ruler measures the scale square; glue when a step asks
    return lines


class Run(Struct):
    """Kit pages printed one way, in kit order: the entry the guide gives them, their pages, and the part they
    come from (a tiled board's map leads its part's sheets: `lead`)."""

    entry: GuideEntry
    pages: list[Page]
    part: Part | None = None
    lead: bool = False


def part_runs(parts: list[Part], lang: str) -> list[Run]:
    """Each part's pages as runs: the part, or its leading pages when they print otherwise (a tiled board's
    map, on paper) and the rest."""
    runs = []
    for part in (part for part in parts if part.kit):
        pages, entry = part.document.pages, guide_entry(part, lang)
        if part.lead:
            count, first = part.lead
            runs += [Run(first, pages[:count], part, True), Run(entry, pages[count:], part)]
        else:
            runs.append(Run(entry, pages, part))
    return runs


def page_groups(runs: list[Run], first: int) -> list[tuple[GuideEntry, int, int]]:
    """(entry, first kit page, last kit page) for each run of pages, in kit order."""
    groups = []
    for run in runs:
        if run.pages:
            groups.append((run.entry, first, first + len(run.pages) - 1))
            first += len(run.pages)
    return groups


def _print_how(runs: list[Run], lang: str, first: int) -> str:
    """How the pages are numbered, with this kit's first page after the guide and its last."""
    groups = page_groups(runs, first)
    return say("guide.print_how", lang, n=groups[0][1], total=groups[-1][2])


class Sheets(Struct):
    """Kit pages that print the same way, one after another: on one stock, one or both sides, as many times;
    and what they hold, in kit order."""

    first: int
    last: int
    entry: GuideEntry  # the first run's: its stock, sides and copies are the pages'
    names: list[str]


def sheet_runs(runs: list[Run], lang: str, first: int) -> list[Sheets]:
    """The kit's pages after the guide as runs of sheets: neighbouring runs printed alike are one."""
    out: list[Sheets] = []
    for entry, a, b in page_groups(runs, first):
        last = out[-1] if out else None
        alike = last is not None and (last.entry.stock[lang], last.entry.double, last.entry.copies) == (
            entry.stock[lang], entry.double, entry.copies)
        if alike and last.last + 1 == a:
            last.last = b
            last.names.append(entry.name[lang])
        else:
            out.append(Sheets(a, b, entry, [entry.name[lang]]))
    return out


def _sheet_lines(runs: list[Run], lang: str, duplex: str, first: int) -> list[tuple[str, str]]:
    """One sentence a run of sheets, by stock: ("Kit pages 4–5", " on card: tokens, dice to fold; double-sided,
    long edge."), the page numbers set in bold."""
    lines = []
    for sheets in sheet_runs(runs, lang, first):
        entry = sheets.entry
        # guide.run.0 and .1: one page, several; guide.yes_no.0 and .1: double-sided, single-sided
        pages = say(f"guide.run.{int(sheets.first != sheets.last)}", lang, a=sheets.first, b=sheets.last)
        double = f"{say('guide.yes_no.0', lang)}, {say(f'guide.flip.{duplex}', lang)}"
        sides = double if entry.double else say("guide.yes_no.1", lang)
        times = "" if entry.copies == 1 else say("guide.twice" if entry.copies == 2 else "guide.times", lang, n=entry.copies)
        names = ", ".join(lowered(n, lang) for n in sheets.names)
        lines.append((pages, say("guide.on", lang, stock=entry.stock[lang], times=times, names=names, sides=sides)))
    return lines


def _assembly(parts: list[Part], lang: str) -> list[tuple[str, str]]:
    """How to make each kind of thing, once: a sheet shared by kinds gives each kind's own step, and kinds made
    alike share one line ("d12 to fold, d8 to fold: Cut the solid line, ..."), not one each (the dice-shapes
    example's five nets said the same words five times)."""
    steps: dict[str, str] = {}
    for part in parts:
        for entry in part.entries or (guide_entry(part, lang),):
            steps.setdefault(entry.name[lang], entry.how[lang])
    alike: dict[str, list[str]] = {}
    for name, how in steps.items():
        alike.setdefault(how, []).append(name)
    return [(", ".join([names[0], *(lowered(n, lang) for n in names[1:])]), how)
            for how, names in ((how, sorted(names, key=_natural)) for how, names in alike.items())]


def _natural(name: str) -> list:
    """A name's sort key with its numbers as numbers: d4, d8, d10, d12, d20 (the sheets' order is the one
    that packs best, tallest first, which a reader should not see)."""
    return [int(part) if part.isdigit() else part.lower() for part in re.split(r"(\d+)", name)]


def guide_blocks(context: Context, parts: list[Part], runs: list[Run], first: int = 2) -> list:
    """The guide as typeset blocks, built directly: no template engine or Markdown parser to load."""

    game, lang = context.game, context.lang

    def g(key: str, **fields) -> str:
        return say(f"guide.{key}", lang, **fields)

    def fix(s: str) -> str:
        return typography(s, lang)

    def plain(s: str, bold: bool = False):
        return words(fix(s), bold)

    colon = say("colon", lang)
    blocks = [
        Block("heading", plain(g("title", title=text(game.title, lang))), level=1),
        # what the kit holds is the print list's, part by part: the opening sentence no longer lists it too
        Block("para", plain(g("intro", players=players_text(game, lang)))),
        Block("figure", name="calibration"),
        Block("para", plain(g("check"), True) + words(fix(g("check_how")), joined=True)),
        Block("heading", plain(g("need")), level=2),
        *[Block("item", plain(line), level=1, marker="•") for line in _shopping(context, parts)],
        Block("heading", plain(g("print")), level=2),
        Block("para", plain(_print_how(runs, lang, first))),
        *[Block("item", plain(pages, True) + words(fix(rest), joined=True), level=1, marker="•")
          for pages, rest in _sheet_lines(runs, lang, context.duplex, first)],
        Block("heading", plain(g("make")), level=2),
    ]
    for name, how in _assembly(parts, lang):
        blocks.append(Block("item", plain(name + colon, True) + words(fix(how), joined=True), level=1, marker="•"))
    # game-icons.net's licence asks for a credit where they are used: the rule book's credits give it when the
    # kit holds the book (run on after the guide, it would print twice on one page)
    icons = "" if any(p.kind == "rules" for p in parts) else icon_credit(context)
    if icons:
        blocks.append(Block("para", plain(icons)))
    # a font embedded under a preview-and-print or an editable licence: the guide says so, as the licence asks
    blocks.extend(Block("para", plain(note)) for note in font_notes(context))
    return blocks


def guide_slices(context: Context, parts: list[Part], runs: list[Run], first: int = 2, exports: list[str] = ()) -> list:
    """The guide as slices for the book frame's columns (rules.book_frame), so the kit may set more after it
    on its pages; `context` the game, its file, the paper and the language, `first` the kit page the first run
    starts on, `exports` the game's exports for digital tables beside the kit ("tts/clann.json")."""
    lang = context.lang
    frame = book_frame(*context.paper.size)
    # the books' and aids' voice (issue 35): the bundled serif for the text and its headings, at their body size
    look = Look()
    layout = Layout(frame.column_width, look, lambda name, width: calibration_figure(lang, width), lang=lang)
    return layout.slices(guide_blocks(context, parts, runs, first) + _online(exports, lang))


def _online(exports: list[str], lang: str) -> list:
    """Where the kit's exports for digital tables are, beside it, and how to load them."""
    if not exports:
        return []
    blocks = [Block("heading", words(say("guide.online.title", lang)), level=2)]
    for path in exports:
        folder, _, file = path.partition("/")
        line = say(f"guide.online.{folder}", lang, file=path, folder=f"{folder}/")
        blocks.append(Block("item", words(typography(line, lang)), level=1, marker="•"))
    return blocks


def guide_pages(context: Context, parts: list[Part], first: int = 2) -> list[Page]:
    """The guide's pages alone, every part's pages after it."""
    slices = guide_slices(context, parts, part_runs(parts, context.lang), first)
    return flow(slices, book_frame(*context.paper.size))
