"""What a rule book's template may use: texts from the game file, figures from the odds engine,
and the figures (diagrams) it can draw. The template never computes or counts anything itself.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction

from pnp.base import colors
from pnp.base.errors import PnpError, in_file
from pnp.base.i18n import capital, decimal, figure, grouped, has, lowered, percent, percent_sign, point, said, say
from pnp.base.resources import games_dir
from pnp.layout.typeset import md
from pnp.model.spec import Game, notice, text
from pnp.parts.citations import Figures, cite
from pnp.parts.credits import icon_credit
from pnp.parts.registry import Context, kinds


def players_text(game: Game, lang: str) -> str:
    lo, hi = game.players.min, game.players.max
    if lo == hi:  # book.players.0 and .1: one player, several
        return capital(say(f"book.players.{0 if lo == 1 else 1}", lang, n=lo))
    return capital(say("book.players.2", lang, a=lo, b=hi))



def fraction_text(value: Fraction) -> str:
    return f"{value.numerator}" if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


READABLE = 1000  # a fraction with a larger denominator tells a reader nothing: show its decimal value


def figure_text(value: Fraction, kind: str, lang: str) -> str:
    """7/12 (58,33 %) for a probability, 6 or 157/36 (≈ 4,36) for an average; a fraction with a huge
    denominator gives way to its percentage or its decimal value."""
    exact = fraction_text(value)
    readable = value.denominator < READABLE
    if kind == "probability":
        return f"{exact} ({percent(value, lang)})" if readable else percent(value, lang)
    if value.denominator == 1:
        return exact
    approx = decimal(value, 2, lang)
    return f"{exact} (≈\u00a0{approx})" if readable else f"≈\u00a0{approx}"


def components_md(game: Game, lang: str, where: str) -> str:
    """The component list, from the game file: one bullet per kind of thing, with its count, as each part
    kind words it."""
    context = Context(game, where, lang=lang)
    return "\n".join(line for kind in kinds() if kind.components for line in kind.components(context))


def odds_sections(game: Game):
    from pnp.games import game_odds  # the odds: imported when a book needs them, not at start-up

    return game_odds(game)


def odds_md(sections, names: dict[str, str], lang: str) -> str:
    """Every figure the engine has for the game, as tables, each with the reading of the rules it uses ("" for none:
    the book then leaves its odds section out)."""

    if not sections:
        return ""
    out = []
    for section in sections:
        out.append(f"### {md(text(section.title, lang))}\n")
        out.append(md(text(section.reading, lang)) + "\n")
        if section.figures:
            out.append(figures_header([f.kind for f in section.figures], lang))
            for fig in section.figures:
                out.append(f"| {md(_row_label(fig.label, lang))} | {figure_text(fig.value, fig.kind, lang)} |")
            out.append("")
        if section.variants:
            out.append(_variants_table(section, names, lang))
    out.append(say("book.odds.rounding", lang) + "\n")  # after the figures it speaks of
    return "\n".join(out)


def figures_header(kinds: list[str], lang: str) -> str:
    """The header of a table of figures: "| Outcome | Chance |", "| Quantity | Average |", each kind named where
    the table mixes them ("Outcome or quantity", "Chance or average")."""

    def named(column: str, keys) -> str:
        words = [say(f"book.odds.{column}.{k}", lang) for k in keys]
        words = list(dict.fromkeys(words))  # a mean and a count are both a quantity
        words = [words[0], *(lowered(w, lang) for w in words[1:])]
        if len(words) > 2:  # "Average, number or chance", not "Average or number or chance"
            words = [", ".join(words[:-1]), words[-1]]
        return say("book.odds.or", lang).join(words)

    kinds = list(dict.fromkeys(kinds))
    return f"| {named('what', kinds)} | {named('figure', kinds)} |\n|---|--:|"


def _row_label(label, lang: str) -> str:
    """A table row's label as its first cell prints it, capitalised like the rows beside it ("Aucune combinaison",
    "Série de 3"): the engines word labels to run on in a sentence, lower case."""
    return capital(text(label, lang))


PAIRS_A_TABLE = 3  # more pair columns than this do not fit a book's column: the table is cut into several


def _variants_table(section, names: dict[str, str], lang: str) -> str:
    """One row per variant; one column per pair where the first die beats the second in the base variant, at most
    PAIRS_A_TABLE a table."""
    base = section.variants[0].matrix
    pairs = [(a, b) for a in base.names for b in base.names if a != b and base[a, b].beats]
    if not pairs:
        pairs = [(a, b) for i, a in enumerate(base.names) for b in base.names[i + 1 :]]
    first = say("book.odds.variant", lang)
    out = [say("book.odds.columns", lang), ""]
    for start in range(0, len(pairs), PAIRS_A_TABLE):
        some = pairs[start : start + PAIRS_A_TABLE]
        out.append(f"| {first} | " + " | ".join(f"{md(names.get(a, a))} – {md(names.get(b, b))}" for a, b in some) + " |")
        out.append("|---|" + "--:|" * len(some))
        out += [f"| {md(_row_label(v.label, lang))} | " + " | ".join(percent(v.matrix[a, b].win, lang) for a, b in some) + " |"
                for v in section.variants]
        out.append("")
    return "\n".join(out)


def _series_table(rows, names: dict[str, str], lang: str) -> str:
    """One row per pair, one column per series length: '| | 1 roll | 3 rolls | 5 rolls |'."""
    base = rows[0].matrix
    pairs = [(a, b) for a in base.names for b in base.names if a != b and base[a, b].beats]
    head = f"| {say('book.odds.duel', lang)} | " + " | ".join(say("book.odds.rolls", lang, count=v.matrix.variant.series) for v in rows) + " |"
    lines = [f"| {md(names[a])} – {md(names[b])} | " + " | ".join(percent(v.matrix[a, b].win, lang) for v in rows) + " |"
             for a, b in pairs]
    return "\n".join([head, "|---|" + "--:|" * len(rows), *lines])


CITED = re.compile(r'^[ \t]*\{\{\s*example\(\s*"([^"\n]*)"\s*\)\s*\}\}[ \t]*$', re.MULTILINE)  # in a designer's text


def book_context(game: Game, lang: str, where: str) -> dict:
    with in_file(where):  # an odds table too big to compute names the game file with its field
        sections = odds_sections(game)
    figures = {f"{s.key}.{f.key}": f for s in sections for f in s.figures}
    variants = {v.key: v for s in sections for v in s.variants}
    keyed = {s.key: s for s in sections}
    names = {d.id: text(d.name, lang) or d.id for d in game.dice}

    def missing(what: str) -> PnpError:
        """A game file that takes a built-in game's id (and so its rule book) but not what the book quotes."""
        return PnpError(said("errors.rules.quotes", game=game.id, what=what), file=where, field="id")

    def fig(key: str) -> str:
        if key not in figures:
            raise missing(said("errors.rules.quoted.figure", key=key))
        f = figures[key]
        return figure_text(f.value, f.kind, lang)

    def win(variant: str, a: str, b: str) -> str:
        if variant not in variants or (a, b) not in variants[variant].matrix.outcomes:
            raise missing(said("errors.rules.quoted.duel", variant=variant, a=a, b=b))
        return figure_text(variants[variant].matrix[a, b].win, "probability", lang)

    def change(variant: str) -> str:
        """A sentence on how a row's strongest cycle stands against the first row's: same, reversed, gone..."""
        if variant not in variants:
            raise missing(said("errors.rules.quoted.variant", variant=variant))
        return say(f"book.change.{variants[variant].change}", lang)

    def figure_rows(section: str) -> str:
        """A section's figures as the rows of a two-column Markdown table, under the template's own header."""
        if section not in keyed:
            raise missing(said("errors.rules.quoted.section", section=section))
        return "\n".join(f"| {md(_row_label(f.label, lang))} | {figure_text(f.value, f.kind, lang)} |"
                         for f in keyed[section].figures)

    def series_table(variant: str) -> str:
        """The chances of a variant over each series length (its rows calm-1, calm-3 ...), for the pairs the
        first die wins in the shortest one."""
        rows = [v for v in variants.values() if v.key.rpartition("-")[0] == variant]
        if not rows:
            raise missing(said("errors.rules.quoted.series", variant=variant))
        return _series_table(rows, names, lang)

    citations = Figures(game, lang, where, figures, figure_text)

    def own(key: str) -> str:
        """A designer's rule text from the game file's [rules] section ("" when absent), its cited figures
        written in ({claims.ID} ...), a figure the game does not have naming the file and the key; each line that
        cites a worked example ({{ example("capture") }}, alone on its line) drawn as a template's would be."""
        words = text(getattr(game.rules, key), lang) if game.rules else ""
        words = CITED.sub(lambda m: example_md(game, m.group(1), lang), words)
        try:
            return cite(words, citations, f"rules.{key}")
        except PnpError as e:
            e.file = e.file or where
            raise

    def claim(key: str) -> str:
        """A claim's figure by its id, as the engine works it out: {{ claim("d20-beats-d12") }}."""
        return citations.value(f"claims.{key}")

    credits = " ".join(md(text(v, lang)) for v in (game.credits, game.licence) if text(v, lang))
    icons = icon_credit(Context(game, where, lang=lang))  # game-icons.net's licence asks for it where they are used
    if icons:
        credits = f"{credits}\n\n{md(icons)}" if credits else md(icons)
    counts = {key: value for kind in kinds() if kind.figures for key, value in kind.figures(Context(game, where)).items()}
    return {
        "title": md(text(game.title, lang)),
        "players": players_text(game, lang),
        "components": components_md(game, lang, where),
        "credits": credits,
        "notice": notice(game, lang),
        "odds_tables": odds_md(sections, names, lang),
        "fig": fig,
        "win": win,
        "change": change,
        "figure_rows": figure_rows,
        "series_table": series_table,
        "own": own,
        "claim": claim,
        "cite": citations.value,
        "citations": citations,
        "example": lambda name: example_md(game, name, lang),
        "numbers": numbers_box(game, lang, where),
        "sections": sections,
        "names": names,
        **counts,
    }


def numbers_box(game: Game, lang: str, where: str = "") -> str:
    """The "in numbers" box of a built-in game's book, from its stored simulation result (`pnp simulate --store`);
    a race's from its Markov chain, or from seeded games when its pawns meet."""
    if game.simulation is not None and game.simulation.kind == "race":
        with in_file(where):  # the race's errors name the game file
            return race_box(game, lang)
    path = games_dir() / game.id / "balance.json"
    if not path.is_file():
        return ""
    return numbers_md(json.loads(path.read_text(encoding="utf-8")), lang)


def race_box(game: Game, lang: str) -> str:
    """A race's box: exact when its pawns never meet, else BOOK_GAMES seeded games at each count, as a stored run."""
    from pnp.parts.race import BOOK_GAMES, book_counts, exact_box, race_rules  # a race's engine, for its book only

    rules = race_rules(game)
    if rules.race.independent:
        return exact_box(rules, lang)
    from pnp.engine.simulate import balance  # the games are played only for a race whose pawns meet

    stored = balance(rules, seed=1, games=BOOK_GAMES, tip_games=0, players=book_counts(rules)[::-1],
                     policy=rules.balance_plan["policy"])
    return numbers_md(stored, lang)


def _num(x: float, lang: str, digits: int = 1, sign: bool = False) -> str:
    """A figure as the page prints it (pnp.base.i18n.figure), save that the box's zero has no sign."""
    if round(x, digits) == 0:
        x, sign = 0.0, False  # "0.0", never "−0.0" nor "+0.0"
    return figure(x, digits, sign, lang)


def _share(rate: float, lang: str) -> str:
    """A share of the wins in per cent, its decimal only when it has one: "25", "28.7", "33.3"."""
    return _num(100 * rate, lang).removesuffix(point(".0", lang))


def _digits(low: float, high: float) -> int:
    """Decimals enough for an interval (in points) that excludes zero to show it: "[+0.005; +0.543]", never
    "[+0.0; +0.5]" beside "a real edge". One decimal for any other, up to three."""
    digits = 1
    near = low if low > 0 else -high if high < 0 else None
    while near is not None and digits < 3 and round(near, digits) == 0:
        digits += 1
    return digits


def _interval(value: float, ci: list[float], lang: str) -> dict[str, str]:
    """A rate's gap in points, signed, with its interval, at the decimals its verdict needs."""
    low, high = 100 * ci[0], 100 * ci[1]
    digits = _digits(low, high)
    return {"value": _num(100 * value, lang, digits, True), "lo": _num(low, lang, digits, True),
            "hi": _num(high, lang, digits, True)}


def _points(value: float, lang: str) -> str:
    """The word after a figure of points: the singular below 2, where the language has one (French)."""
    return say("numbers.points", lang, count=abs(round(value, 1)))  # CLDR: "0,6 point", "0.6 points"


def _said(key: str, lang: str) -> str:
    """A policy's or a verdict's name in the box's words, or the key itself."""
    return say(f"numbers.{key}", lang) if has(f"numbers.{key}", lang) else key


def _fair(run: dict) -> float:
    """Each player's fair share of the outright wins: the games not tied, shared equally."""
    return (1 - run["ties"]) / run["players"]


def _uneven(run: dict) -> bool:
    """Does some side win more than a point off its fair share, beyond its interval? (Then the box gives each
    side's wins; symmetric sides within a point are not worth a line.)"""
    fair = _fair(run)
    return any(not s["ci"][0] <= fair <= s["ci"][1] and abs(s["win_rate"] - fair) > 0.01 for s in run["seats"])


def _length(run: dict, who: str, lang: str) -> str:
    length = run["length"]
    form = "length" if length["p10"] != length["p90"] else "fixed" if length["p10"] == length["mean"] else "usual"
    line = say(f"numbers.{form}", lang, who=who, mean=_num(length["mean"], lang, 0), p10=length["p10"], p90=length["p90"])
    return line[0].upper() + line[1:]


def _policy(stored: dict, lang: str) -> str:
    """The policy every seat plays, in words: its label, and what "greedy" means when the label says it."""
    label = stored["policy_label"][lang] if stored.get("policy_label") else _said(stored["policy"], lang)
    said = say("numbers.intro", lang, n=grouped(stored["games"], lang), policy=label)
    if say("numbers.greedy", lang) in label.lower():
        said += " " + say("numbers.greedy_means", lang)
    return said


def _edge(run: dict, lang: str) -> str:
    """The fair share (and the tied games), then the first player's edge over it."""
    fair = _share(_fair(run), lang)
    share = (say("numbers.share_ties", lang, ties=_num(100 * run["ties"], lang), fair=fair) if run["ties"]
             else say("numbers.share", lang, fair=fair))
    e = run["first_player"]
    shown = _interval(e["edge"], e["ci"], lang)
    return share + " " + say("numbers.edge", lang, edge=shown["value"], lo=shown["lo"], hi=shown["hi"], points=_points(100 * e["edge"], lang),
                             verdict=say("numbers.fair" if e["fair"] else "numbers.real", lang))


def _wins(run: dict, lang: str) -> str:
    """Each side's wins, and the tied games, so that the figures add up to 100 %."""
    rates = [f"{s['side'][lang]} {percent_sign(_num(100 * s['win_rate'], lang), lang)}" for s in run["seats"]]
    if run["ties"]:
        rates.append(f"{say('numbers.tied', lang)} {percent_sign(_num(100 * run['ties'], lang), lang)}")
    return say("numbers.wins", lang, rates=", ".join(rates)) + "."


def numbers_md(stored: dict, lang: str) -> str:
    """The rule book's "in numbers" box, in Markdown, from a stored balance.json: the games and the policy
    in words, then for each player count the length, the fair share and the first player's edge, each variant's
    length, and the tips against the baseline."""
    lines = [_policy(stored, lang), ""]
    shown = [r for r in stored["runs"] if not r["variants"] or r["players"] == stored["runs"][0]["players"]]
    for run in shown:
        line = _length(run, say("numbers.who", lang, k=run["players"]), lang)
        if run["variants"]:
            label = " ; ".join(stored["variant_labels"][v][lang] for v in run["variants"])
            line = say("numbers.variant", lang, label=label) + lowered(line, lang)
        else:
            line += " " + _edge(run, lang)
        if any(_uneven(r) for r in stored["runs"] if r["players"] == run["players"]):
            line += " " + _wins(run, lang)
        lines.append(f"- {line}")
    if stored["tips"]:
        first = stored["runs"][0]
        against = "numbers.against.random" if stored["baseline"] == "random" else "numbers.against.same"
        base = say(against, lang) if stored["baseline"] in ("random", stored["policy"]) else _said(stored["baseline"], lang)
        lines += ["", say("numbers.tips", lang, k=first["players"], base=base, n=grouped(stored["tip_games"], lang),
                          fair=_share(1 / first["players"], lang)), ""]
        for t in stored["tips"]:
            shown = _interval(t["worth"], t["ci"], lang)
            lines.append("- " + say("numbers.tip", lang, label=t["label"][lang], worth=shown["value"], lo=shown["lo"], points=_points(100 * t["worth"], lang),
                                    hi=shown["hi"], verdict=say(f"numbers.{t['verdict']}", lang)))
    return "\n".join(lines)


def figure_drawer(game: Game, lang: str, context: dict):
    """name -> (items, height) for the ```figure blocks of the templates: the general figures, and the game's own
    from a figures.py beside its game file (its FIGURES: name -> function). A block's first line names the
    figure, the lines after it are the figure's data."""
    from pnp.games import game_module  # a game's own code: imported when a book first draws a figure

    own = game_module(game.id, "figures")
    table = {**FIGURES, **(own.FIGURES if own else {})}

    def draw(block: str, width: float):
        name, *lines = [line.strip() for line in block.splitlines() if line.strip()] or [""]
        if name not in table:
            raise PnpError(said("errors.rules.figure.unknown", name=name, figures=", ".join(table)))
        return table[name](width, game=game, lang=lang, context=context, lines=lines)

    return draw


def dice_cycle(width: float, *, game: Game, lang: str, context: dict, lines: list[str]):
    """Who beats whom among a duel's dice, an arrow from each die to every die it beats, labelled with its chance:
    the first duel's first row, or the row a line names (calm-1). The strongest intransitive cycle is drawn solid,
    the other arrows dashed (all solid when the dice form no cycle)."""
    from pnp.layout import diagrams  # drawing code, loaded when a book draws: the guide imports this module for players_text
    variants = [v for s in context["sections"] for v in s.variants]
    chosen = [v for v in variants if not lines or v.key == lines[0]]
    if not chosen:
        rows = ", ".join(v.key for v in variants) or said("errors.kit.none")
        raise PnpError(said("errors.rules.figure.cycle_row", row=lines[0], game=game.id, rows=rows) if lines
                       else said("errors.rules.figure.cycle", game=game.id, rows=rows))
    m = chosen[0].matrix
    order = list(m.names)
    nodes = [(context["names"][n], colors.color(game.die(n).color)) for n in order]
    cycles = m.cycles()
    strongest = {(a, b) for a, b in zip(cycles[0].names, cycles[0].names[1:] + cycles[0].names[:1])} if cycles else None
    edges = []
    for i, a in enumerate(order):
        for j, b in enumerate(order):
            if i != j and m[a, b].beats:
                edges.append((i, j, fraction_text(m[a, b].win), strongest is None or (a, b) in strongest))
    return diagrams.cycle(width, nodes, edges)


def dice_groups(width: float, *, game: Game, lang: str, context: dict, lines: list[str]):
    """Groups of dice side by side, one a line, 'caption: 1 4 5', drawn as the game's dice are (pips or numbers)."""
    from pnp.layout import diagrams  # drawing code, loaded when a book draws: the guide imports this module for players_text
    from pnp.parts.dice import face_art  # the dice kind's face drawing, loaded with the figure that uses it
    groups = []
    for line in lines:
        caption, colon, faces = line.rpartition(":")
        values = [int(f) if f.lstrip("-").isdigit() else f for f in faces.split()]
        if not colon or not values:
            raise PnpError(said("errors.rules.figure.groups_line", line=line))
        groups.append((caption.strip(), values))
    if not groups:
        raise PnpError(said("errors.rules.figure.groups_none"))
    pips = any(d.pips for d in game.dice)
    return diagrams.dice_groups(width, groups, lambda v, side: face_art(v, side, "#ffffff", pips))


def example_md(game: Game, name: str, lang: str) -> str:
    """A worked example where the template cites it ({{ example("capture") }}): its diagram, then its caption."""
    from pnp.parts import examples  # the examples' drawing, loaded when a book cites one
    words = md(examples.caption(examples.find(game, name), lang))
    return f"```figure\nexample\n{name}\n```\n\n*{words}*\n"


def example(width: float, *, game: Game, lang: str, context: dict, lines: list[str]):
    """A worked example from the game file's [[rules.examples]], named on the block's second line."""
    from pnp.parts import examples  # the examples' drawing, loaded when a book draws one
    name = lines[0] if lines else ""
    return examples.draw(game, name, width, lang, context.get("ink", "color"), context.get("source", ""))


FIGURES = {"dice-cycle": dice_cycle, "dice-groups": dice_groups, "example": example}
