"""`pnp stats`: the odds engine on the command line.

Only the option declarations and the base modules are imported at the top: the engine, the game files and the
charts load inside the commands (the odds engine's fractions and polynomials are not for pnp --help).
"""

from __future__ import annotations

import json
import textwrap
from typing import Optional

from pnp.base.errors import PnpError, in_file
from pnp.base.i18n import LANGS, check_lang, decimal, outcome_words, percent, said, say
from pnp.cli.args import argument, command, option, switch

COMMANDS: dict = {}  # name -> args.Command, in the order of pnp stats --help


def rolls_option():
    return option("rolls", help=said("help.stats.rolls"), default=1, type=int)


def series_option():
    return option("series", help=said("help.stats.series"), default=1, type=int)


def lower_wins_option():
    return switch("lower_wins", help=said("help.stats.lower_wins"), negatable=False)


def as_json_option():
    return switch("as_json", "--json", help=said("help.stats.json"), negatable=False)


def plot_option():
    return option("plot", help=said("help.stats.plot"), metavar="FILE")


def force_option():
    return switch("force", help=said("help.stats.force"), negatable=False)


def lang_option():
    return option("lang", help=said("help.stats.lang", langs=", ".join(LANGS)), default="fr")


def echo(text: str = "") -> None:
    print(text)


class _Words:
    """This command's words in `lang` (checked), by key: the catalogue's stats.<key>."""

    def __init__(self, lang: str):
        self.lang = check_lang(lang)

    def __getitem__(self, key: str) -> str:
        return say(f"stats.{key}", self.lang)

    def __call__(self, key: str, **fields) -> str:
        return say(f"stats.{key}", self.lang, **fields)


def _lang(lang: str) -> _Words:
    return _Words(lang)


def describe_variant(variant, lang: str) -> str:
    w = _lang(lang)
    parts = [w["one_roll"] if variant.rolls == 1 else w("sum", n=variant.rolls)]
    parts.append(w["lower"] if variant.lower_wins else w["higher"])
    if variant.series > 1:
        parts.append(w("series", n=variant.series))
    if variant.same_die:
        parts.append(w["same_die"])
    return ", ".join(parts)


def _probability(p, lang: str) -> str:
    """A probability in a column: rounded, then exact ("   58.33%  7/12")."""
    return f"{percent(p, lang):>9}  {p}"


def _outcome_lines(o, lang: str) -> list[str]:
    words = outcome_words(lang)
    return [f"  {word:8} {_probability(p, lang)}" for word, p in zip(words, (o.win, o.tie, o.lose))]


def _print_json(data: dict) -> None:
    echo(json.dumps(data, ensure_ascii=False, indent=2))


def _wrap(text: str) -> str:
    # a no-break space before French ':' and ';' keeps them off the start of a line
    text = text.replace(" :", "\u00a0:").replace(" ;", "\u00a0;")
    return textwrap.fill(text, width=100, initial_indent="  ", subsequent_indent="  ")


def _colon(lang: str) -> str:
    return say("colon", lang) + " "


def _written(plot: Optional[str], path, w: _Words) -> None:
    if plot:
        echo(w("written", path=path))


# -- compare ----------------------------------------------------------------------------------------
@command(
    COMMANDS,
    argument("first", said("help.stats.first")),
    argument("second", said("help.stats.second")),
    rolls_option(), series_option(), lower_wins_option(), as_json_option(), plot_option(), force_option(), lang_option(),
    name="compare", negatives=True, help=said("help.stats.compare"),
)
def compare_cmd(first, second, rolls, series, lower_wins, as_json, plot, force, lang) -> None:
    """P(win), P(tie) and P(lose) of the first die against the second, exactly."""
    from pnp.engine.dice import parse_die  # the odds engine loads when a stats command runs
    from pnp.engine.odds import Variant, compare  # the odds engine loads when a stats command runs

    w = _lang(lang)
    a, b = parse_die(first, where=str(said("stats.first_die"))), parse_die(second, where=str(said("stats.second_die")))
    variant = Variant(rolls=rolls, series=series, lower_wins=lower_wins)
    o = compare(a, b, variant)
    path = _plot_compare(a, b, variant, o, plot, force, lang) if plot else None
    if as_json:
        _print_json({
            "first": a.label(), "second": b.label(), **variant.as_json(), **o.as_json(),
            "percent": {k: float(getattr(o, k)) * 100 for k in ("win", "tie", "lose")},
            "beats": "first" if o.beats else "second" if o.lose > o.win else None,
        })
        return
    c = _colon(lang)
    echo(f"{w['die']} 1{c}{a.label()}\n{w['die']} 2{c}{b.label()}")
    echo(f"{w['play']}{c}{describe_variant(variant, lang)}")
    echo("\n".join(_outcome_lines(o, lang)))
    if o.win == o.lose:
        echo(w["even"])
    else:
        x, y = (w["first"], w["second"]) if o.beats else (w["second"], w["first"])
        echo(w("beats", a=x.capitalize(), b=y))
    _written(plot, path, w)


def _plot_compare(a, b, variant, o, plot: str, force: bool, lang: str):
    from pnp.engine.odds import roll_counts, series_margins  # the odds engine loads when a stats command runs
    from pnp.parts import charts

    title = f"{a.label()}  ×  {b.label()}"
    sums = (a.sum_of(variant.rolls), b.sum_of(variant.rolls))
    if variant.series > 1:
        counts = roll_counts(*sums, lower_wins=variant.lower_wins)
        margins = series_margins(*counts, variant.series)
        doc = charts.series_chart(title, [describe_variant(variant, lang)], margins, o, lang)
    else:
        doc = charts.distribution_chart(title, (a.label(), b.label()), sums, o, lang)
    return charts.write_chart(doc, plot, force=force)


# -- a set of dice ----------------------------------------------------------------------------------
@command(
    COMMANDS,
    argument("faces", said("help.stats.faces"), many=True, metavar="FACES..."),  # not a message: the metavar
    option("names", help=said("help.stats.names")),
    rolls_option(), series_option(), lower_wins_option(), as_json_option(), plot_option(), force_option(), lang_option(),
    name="dice", negatives=True, help=said("help.stats.dice"),
)
def dice_cmd(faces, names, rolls, series, lower_wins, as_json, plot, force, lang) -> None:
    """Who beats whom among a set of dice, the intransitive cycles, and how the usual variants change them."""
    from pnp.engine.dice import parse_die  # the odds engine loads when a stats command runs
    from pnp.engine.odds import Variant, matrix  # the odds engine loads when a stats command runs
    from pnp.games import plain_duel  # the odds engine and the duel's words load when a stats command runs

    w = _lang(lang)
    labels = _dice_names(names, len(faces))
    dice = {n: parse_die(f, where=str(said("stats.die_n", n=n))) for n, f in zip(labels, faces)}
    variant = Variant(rolls=rolls, series=series, lower_wins=lower_wins)
    main = matrix(dice, variant)
    section = plain_duel(dice)
    shown = {n: n for n in labels}
    path = None
    if plot:
        from pnp.parts import charts  # the charts and their renderers load only for --plot

        doc = charts.matrix_chart(describe_variant(variant, lang), [(describe_variant(variant, lang), main)], shown, lang)
        path = charts.write_chart(doc, plot, force=force)
    if as_json:
        _print_json({"dice": {n: d.label() for n, d in dice.items()}, **main.as_json(),
                     "variants": [_variant_json(v) for v in section.variants]})
        return
    c = _colon(lang)
    echo(w["dice"])
    for n, d in dice.items():
        echo(f"  {n:10} {d.label()}")
    echo(f"{w['play']}{c}{describe_variant(variant, lang)}\n")
    _echo_matrix(main, shown, lang)
    _echo_variants(section.variants, shown, lang)
    echo(f"\n{w['reading']}\n{_wrap(section.reading[lang])}")
    _written(plot, path, w)


def _dice_names(names: Optional[str], count: int) -> list[str]:
    if names is None:
        return [chr(ord("A") + i) for i in range(count)]
    labels = [n.strip() for n in names.split(",")]
    if len(labels) != count or not all(labels):
        raise PnpError(said("errors.stats.names", count, given=len(labels)), field="--names")
    if len(set(labels)) != count:
        raise PnpError(said("errors.stats.same_name"), field="--names")
    return labels


def _variant_json(v) -> dict:
    return {"key": v.key, "label": v.label, "change": v.change, **v.matrix.as_json()}


def _echo_matrix(m, names: dict[str, str], lang: str) -> None:
    w = _lang(lang)
    width = max(10, *(len(names[n]) + 2 for n in m.names))
    echo(w["matrix"])
    echo(" " * width + "".join(f"{names[n]:>{width}}" for n in m.names))
    for a in m.names:
        cells = ("—" if a == b else percent(m[(a, b)].win, lang) for b in m.names)
        echo(f"{names[a]:{width}}" + "".join(f"{cell:>{width}}" for cell in cells))
    echo(f"\n{w['pairs']}")
    words = outcome_words(lang)
    for i, a in enumerate(m.names):
        for b in m.names[i + 1 :]:
            o = m[(a, b)]
            verdict = (w("beats", a=names[a], b=names[b]) if o.beats
                       else w("beats", a=names[b], b=names[a]) if o.lose > o.win else w["even"])
            figures = ", ".join(f"{word} {p}" for word, p in zip(words, (o.win, o.tie, o.lose)))
            echo(f"  {names[a]} {w['against']} {names[b]}{_colon(lang)}{figures}  → {verdict}")
    echo(f"\n{w['cycles']}")
    cycles = m.cycles()
    if not cycles:
        echo(f"  {w['no_cycle']}")
    for cy in cycles:
        echo(f"  {_cycle_text(cy, names)}   {w['strength']} {cy.strength}"
                   f" ({w['weakest']} {percent(cy.strength, lang)})")


def _cycle_text(cycle, names: dict[str, str]) -> str:
    return " → ".join(names[n] for n in cycle.names + cycle.names[:1])


def _echo_variants(variants, names: dict[str, str], lang: str) -> None:
    w = _lang(lang)
    echo(f"\n{w['variants']}")
    rows = []
    for v in variants:
        cycles = v.matrix.cycles()
        if cycles:
            strongest = cycles[0]
            exact = str(strongest.strength)
            rows.append((v.label[lang], _cycle_text(strongest, names),
                         percent(strongest.strength, lang) + (f" ({exact})" if len(exact) <= 13 else ""), w[v.change]))
        else:
            rows.append((v.label[lang], w["no_cycle"], "", w[v.change]))
    widths = [max(len(r[i]) for r in rows) for i in range(3)]
    for r in rows:
        echo("  " + "   ".join(f"{cell:{widths[i]}}" for i, cell in enumerate(r[:3])) + f"   {r[3]}")


# -- a game -----------------------------------------------------------------------------------------
@command(
    COMMANDS,
    argument("game", said("help.stats.game_id")),
    as_json_option(), plot_option(), force_option(), lang_option(),
    name="game", help=said("help.stats.game"),
)
def game_cmd(game, as_json, plot, force, lang) -> None:
    """The odds a game's rules rest on, each with the reading of the rules it uses."""
    from pnp.games import game_odds  # a game's odds load only for stats game
    from pnp.kit import load_game  # the game model and its part kinds load only for stats game
    from pnp.model.spec import game_path, source_name, text
    from pnp.validate import describe_claim, game_claims  # the claims' words, with the checks

    w = _lang(lang)
    g, where = load_game(game), source_name(game_path(game))
    with in_file(where):  # an odds table too big to compute names the game file with its field
        sections = game_odds(g)
    claims = game_claims(g, where)
    names = {d.id: text(d.name, lang) or d.id for d in g.dice}
    title = text(g.title, lang)
    path = _plot_game(title, sections, names, plot, force, lang) if plot else None
    if as_json:
        _print_json({"game": g.id, "title": title, "sections": [_section_json(s) for s in sections],
                     "claims": [r.as_json() for r in claims]})
        return
    echo(title)
    for s in sections:
        echo(f"\n== {s.title[lang]} ==")
        for f in s.figures:
            echo(f"  {f.label[lang]:44} {_figure_value(f, lang)}")
        if s.variants:
            _echo_matrix(s.variants[0].matrix, names, lang)
            _echo_variants(s.variants, names, lang)
        echo(f"{w['reading']}\n{_wrap(s.reading[lang])}")
    if claims:
        echo(f"\n== {w['claims']} ==")
        for r in claims:
            echo("  " + describe_claim(r, lang))
    _written(plot, path, w)


def _figure_value(f, lang: str) -> str:
    if f.kind == "probability":
        return _probability(f.value, lang)
    if f.kind == "mean":
        return f"{decimal(f.value, 3, lang):>9}  {f.value}"
    return f"{str(f.value):>9}"


def _section_json(s) -> dict:
    return {
        "key": s.key,
        "title": s.title,
        "reading": s.reading,
        "figures": [{"key": f.key, "label": f.label, "value": str(f.value), "kind": f.kind, "approx": float(f.value)}
                    for f in s.figures],
        "variants": [_variant_json(v) for v in s.variants],
    }


def _plot_game(title: str, sections, names: dict[str, str], plot: str, force: bool, lang: str):
    from pnp.parts import charts  # the charts and their renderers load only for --plot

    variants = [v for s in sections for v in s.variants if v.matrix.variant.series == 1]
    if variants:
        doc = charts.matrix_chart(title, [(v.label[lang], v.matrix) for v in variants], names, lang)
    else:
        bars = [(f.label[lang], f.value) for s in sections for f in s.figures if f.kind == "probability"]
        if not bars:
            raise PnpError(said("errors.stats.no_odds"), field="--plot")
        doc = charts.chances_chart(title, bars, lang)
    return charts.write_chart(doc, plot, force=force)


# -- a deck's hands ----------------------------------------------------------------------------------
@command(
    COMMANDS,
    argument("game", said("help.stats.game_deck")),
    option("hand", help=said("help.stats.hand"), type=int, required=True),
    option("where", help=said("help.stats.where"), repeat=True, required=True),
    option("deck", help=said("help.stats.deck_id")),
    option("at_least", help=said("help.stats.at_least"), type=int, metavar="K"),
    as_json_option(), lang_option(),
    name="deck", help=said("help.stats.deck"),
)
def deck_cmd(game, hand, where, deck, at_least, as_json, lang) -> None:
    """The exact chance that a hand holds cards of a kind: hypergeometric, each row counted by its count column."""
    from pnp.engine import draws  # the odds of a hand load with the command
    from pnp.kit import load_game  # the game model and its part kinds load only for stats deck
    from pnp.model.spec import game_path, source_name
    from pnp.parts.cards import deck_cards  # the deck's rows, read as the kit reads them

    w = _lang(lang)
    if at_least is not None and not 0 <= at_least <= 1000:
        raise PnpError(said("errors.stats.at_least", at_least), field="--at-least")
    decks = deck_cards(load_game(game), source_name(game_path(game)))
    if not decks:
        raise PnpError(said("errors.stats.no_deck"), where=game)
    if deck is None and len(decks) > 1:
        raise PnpError(said("errors.stats.decks", len(decks), decks=", ".join(decks)), field="--deck")
    chosen = deck if deck is not None else next(iter(decks))
    if chosen not in decks:
        raise PnpError(said("errors.stats.no_such_deck", name=chosen, decks=", ".join(decks)), field="--deck")
    columns, cards = decks[chosen]
    total, matched = draws.count_matching(cards, columns, where, field="--where")
    dist = draws.hand_distribution(total, matched, hand)
    mean = draws.mean(dist)
    if as_json:
        data = {"deck": chosen, "cards": total, "matching": matched, "hand": hand, "where": where,
                "distribution": {str(k): str(p) for k, p in dist.items()}, "mean": str(mean)}
        if at_least is not None:
            chance = draws.at_least(dist, at_least)
            data["at_least"] = {"k": at_least, "chance": str(chance), "value": float(chance)}
        _print_json(data)
        return
    echo(say("stats.deck", check_lang(lang), deck=chosen, n=total, m=matched, where=" & ".join(where), hand=hand))
    if at_least is not None:
        chance = draws.at_least(dist, at_least)
        echo(say("stats.at_least", check_lang(lang), k=at_least, fraction=chance, percent=percent(chance, lang)))
        return
    echo(f"  {w['holds']:>12}   {w['chance']}")
    for k, p in dist.items():
        echo(f"  {k:>12}   {percent(p, lang):>9}  {p}")
    echo(say("stats.mean", check_lang(lang), mean=decimal(mean, 3, lang), fraction=mean))


# -- claims -----------------------------------------------------------------------------------------
@command(
    COMMANDS,
    argument("game", said("help.stats.game_claims")),
    lang_option(),
    name="claims", help=said("help.stats.claims"),
)
def claims_cmd(game, lang) -> None:
    """Check every figure the game file claims; fail on the first wrong one, naming the true value."""
    _lang(lang)
    validate_claims(game, lang=lang)


def validate_claims(game_ref: str, lang: str = "fr") -> int:
    """Print one line per claim of the game; raise PnpError naming the claims that are wrong.

    Returns how many claims were checked (all true), for `pnp validate` to report.
    """
    from pnp.engine.claims import refuse_wrong  # the odds engine loads when a stats command runs
    from pnp.kit import load_game
    from pnp.model.spec import game_path, source_name  # where the claims are named
    from pnp.validate import describe_claim, game_claims  # the claims' words, with the checks

    results = game_claims(load_game(game_ref), source_name(game_path(game_ref)))
    for r in results:
        echo(describe_claim(r, lang))
    refuse_wrong(results, where=str(said("stats.game_ref", name=game_ref)))
    return len(results)
