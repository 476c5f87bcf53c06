"""`pnp stats`: the odds engine on the command line.

Only the option declarations and the base modules are imported at the top: the engine, the game files and the
charts load inside the commands (the odds engine's fractions and polynomials are not for pnp --help).
"""

from __future__ import annotations

import json
import textwrap
from typing import Optional

from pnp.base.errors import PnpError, in_file
from pnp.base.i18n import LANGS, add_strings, check_lang, decimal, outcome_words, percent, say
from pnp.cli.args import argument, command, option, switch

COMMANDS: dict = {}  # name -> args.Command, in the order of pnp stats --help


def rolls_option():
    return option("rolls", help="Each side sums this many rolls of its own die.", default=1, type=int)


def series_option():
    return option("series", help="Play this many rolls; the side winning more of them takes the series.", default=1, type=int)


def lower_wins_option():
    return switch("lower_wins", help="The lower roll wins.", negatable=False)


def as_json_option():
    return switch("as_json", "--json", help="Print one JSON object with exact fractions as strings.", negatable=False)


def plot_option():
    return option("plot", help="Also draw a chart into FILE.svg or FILE.pdf.", metavar="FILE")


def force_option():
    return switch("force", help="Overwrite the --plot file if it exists.", negatable=False)


def lang_option():
    return option("lang", help=f"Language of labels and readings: {' or '.join(LANGS)}.", default="fr")


def echo(text: str = "") -> None:
    print(text)


WORDS = add_strings("stats", {
    "die": {"fr": "Dé", "en": "Die"},
    "first": {"fr": "le dé 1", "en": "die 1"},
    "second": {"fr": "le dé 2", "en": "die 2"},
    "play": {"fr": "Partie", "en": "Play"},
    "beats": {"fr": "{a} bat {b}.", "en": "{a} beats {b}."},
    "even": {
        "fr": "Aucun ne bat l'autre : ils gagnent aussi souvent l'un que l'autre.",
        "en": "Neither beats the other: they win equally often.",
    },
    "matrix": {
        "fr": "Qui bat qui (ligne contre colonne : chance que la ligne gagne)",
        "en": "Who beats whom (row against column: chance the row wins)",
    },
    "pairs": {"fr": "Paires", "en": "Pairs"},
    "against": {"fr": "contre", "en": "against"},
    "cycles": {"fr": "Cycles", "en": "Cycles"},
    "no_cycle": {"fr": "aucun cycle", "en": "no cycle"},
    "variants": {"fr": "Variantes", "en": "Variants"},
    "strength": {"fr": "force", "en": "strength"},
    "weakest": {"fr": "le maillon le plus faible gagne", "en": "the weakest link wins"},
    "reading": {"fr": "Lecture", "en": "Reading"},
    "base": {"fr": "référence", "en": "reference"},
    "same": {"fr": "même cycle", "en": "same cycle"},
    "reversed": {"fr": "cycle inversé", "en": "cycle reversed"},
    "other": {"fr": "autre cycle", "en": "another cycle"},
    "none": {"fr": "plus de cycle", "en": "no cycle left"},
    "claims": {"fr": "Ce qu'annonce le fichier", "en": "What the file claims"},
    "dice": {"fr": "Dés", "en": "Dice"},
    "one_roll": {"fr": "1 jet", "en": "1 roll"},
    "sum": {"fr": "somme de {n} jets", "en": "sum of {n} rolls"},
    "higher": {"fr": "le plus grand l'emporte", "en": "higher wins"},
    "lower": {"fr": "le plus petit l'emporte", "en": "lower wins"},
    "series": {
        "fr": "série de {n}, gagnée avec plus de lancers gagnés que perdus",
        "en": "series of {n}, won with more rolls won than lost",
    },
    "same_die": {"fr": "les deux camps lancent le même dé", "en": "both sides roll the same die"},
    "written": {"fr": "Graphique écrit : {path}", "en": "Chart written: {path}"},
    "deck": {"fr": "Paquet {deck} : {n} cartes, dont {m} où {where} ; une main de {hand} cartes",
             "en": "Deck {deck}: {n} cards, {m} of them where {where}; a hand of {hand} cards"},
    "at_least": {"fr": "Au moins {k} : {fraction} = {percent}", "en": "At least {k}: {fraction} = {percent}"},
    "holds": {"fr": "cartes de ce genre", "en": "such cards"},
    "chance": {"fr": "chance", "en": "chance"},
    "mean": {"fr": "En moyenne : {mean} ({fraction})", "en": "On average: {mean} ({fraction})"},
})


def _lang(lang: str) -> dict[str, str]:
    """This command's words in `lang` (checked), by key."""
    return {key: say(f"stats.{key}", check_lang(lang)) for key in WORDS}


def describe_variant(variant, lang: str) -> str:
    w = _lang(lang)
    parts = [w["one_roll"] if variant.rolls == 1 else w["sum"].format(n=variant.rolls)]
    parts.append(w["lower"] if variant.lower_wins else w["higher"])
    if variant.series > 1:
        parts.append(w["series"].format(n=variant.series))
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


def _written(plot: Optional[str], path, w: dict) -> None:
    if plot:
        echo(w["written"].format(path=path))


# -- compare ----------------------------------------------------------------------------------------
@command(
    COMMANDS,
    argument("first", "The first die's faces, like 3,4,5,14,15,16 or d6."),
    argument("second", "The second die's faces."),
    rolls_option(), series_option(), lower_wins_option(), as_json_option(), plot_option(), force_option(), lang_option(),
    name="compare", negatives=True,
)
def compare_cmd(first, second, rolls, series, lower_wins, as_json, plot, force, lang) -> None:
    """P(win), P(tie) and P(lose) of the first die against the second, exactly."""
    from pnp.engine.dice import parse_die  # the odds engine loads when a stats command runs
    from pnp.engine.odds import Variant, compare  # the odds engine loads when a stats command runs

    w = _lang(lang)
    a, b = parse_die(first, where="first die"), parse_die(second, where="second die")
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
        echo(w["beats"].format(a=x.capitalize(), b=y))
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
    argument("faces", "Two to eight dice, each as its faces: 2,9,10,11,12,13 ...", many=True, metavar="FACES..."),
    option("names", help="Names for the dice, comma separated: hen,fox,viper."),
    rolls_option(), series_option(), lower_wins_option(), as_json_option(), plot_option(), force_option(), lang_option(),
    name="dice", negatives=True,
)
def dice_cmd(faces, names, rolls, series, lower_wins, as_json, plot, force, lang) -> None:
    """Who beats whom among a set of dice, the intransitive cycles, and how the usual variants change them."""
    from pnp.engine.dice import parse_die  # the odds engine loads when a stats command runs
    from pnp.engine.odds import Variant, matrix  # the odds engine loads when a stats command runs
    from pnp.games import plain_duel  # the odds engine and the duel's words load when a stats command runs

    w = _lang(lang)
    labels = _dice_names(names, len(faces))
    dice = {n: parse_die(f, where=f"die {n}") for n, f in zip(labels, faces)}
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
        raise PnpError(f"{len(labels)} names for {count} dice; give one name per die, comma separated", field="--names")
    if len(set(labels)) != count:
        raise PnpError("two dice have the same name; give each its own", field="--names")
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
            verdict = (w["beats"].format(a=names[a], b=names[b]) if o.beats
                       else w["beats"].format(a=names[b], b=names[a]) if o.lose > o.win else w["even"])
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
    argument("game", "A built-in game id (see pnp list) or the path of a game file."),
    as_json_option(), plot_option(), force_option(), lang_option(),
    name="game",
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
            raise PnpError("the game has no odds to chart; a chart needs two dice with numbers on their faces", field="--plot")
        doc = charts.chances_chart(title, bars, lang)
    return charts.write_chart(doc, plot, force=force)


# -- a deck's hands ----------------------------------------------------------------------------------
@command(
    COMMANDS,
    argument("game", "A game file (or built-in game) with a deck."),
    option("hand", help="Cards in the hand, dealt from the whole shuffled deck.", type=int, required=True),
    option("where", help="COLUMN=VALUE: the cards that count (repeat: all must hold).", repeat=True, required=True),
    option("deck", help="The deck's id, when the game has several."),
    option("at_least", help="The chance of K or more such cards; without it, the whole distribution.", type=int, metavar="K"),
    as_json_option(), lang_option(),
    name="deck",
)
def deck_cmd(game, hand, where, deck, at_least, as_json, lang) -> None:
    """The exact chance that a hand holds cards of a kind: hypergeometric, each row counted by its count column."""
    from pnp.engine import draws  # the odds of a hand load with the command
    from pnp.kit import load_game  # the game model and its part kinds load only for stats deck
    from pnp.model.spec import game_path, source_name
    from pnp.parts.cards import deck_cards  # the deck's rows, read as the kit reads them

    w = _lang(lang)
    if at_least is not None and not 0 <= at_least <= 1000:
        raise PnpError(f"{at_least} cards is out of range; give 0 to 1000", field="--at-least")
    decks = deck_cards(load_game(game), source_name(game_path(game)))
    if not decks:
        raise PnpError("the game has no deck; add a [[decks]] table", where=game)
    if deck is None and len(decks) > 1:
        raise PnpError(f"the game has {len(decks)} decks; name one: {', '.join(decks)}", field="--deck")
    chosen = deck if deck is not None else next(iter(decks))
    if chosen not in decks:
        raise PnpError(f"no deck with id '{chosen}'; decks: {', '.join(decks)}", field="--deck")
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
    argument("game", "A built-in game id or the path of a game file."),
    lang_option(),
    name="claims",
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
    refuse_wrong(results, where=f"game '{game_ref}'")
    return len(results)
