"""A race game from its file alone ([simulation] kind = "race" on a track board): the engine's Race from the
track's cells and links and the table's dice and rules, the words `pnp simulate` and the rule book say about
it (sides, policies, readings, measures), and its rules engine for pnp.engine.simulate.
"""

from __future__ import annotations

from fractions import Fraction

from pnp.base import colors
from pnp.base.errors import PnpError
from pnp.base.i18n import LANGS, add_strings, percent, point, say
from pnp.engine.race import Race, RaceRules, make_race
from pnp.engine.simulate import Measure, Policy

BOOK_GAMES = 10_000  # seeded games behind the book's figures for a race whose pawns meet (seed 1)

add_strings("race", {
    "player": {"fr": "joueur {n}", "en": "player {n}"},
    "random": {"fr": "au hasard parmi les pions qui peuvent avancer", "en": "a random pawn among those that can move"},
    "greedy": {"fr": "glouton : rentrer un pion, puis prendre, puis avancer le plus loin",
               "en": "greedy: bring a pawn home, then capture, then go furthest"},
    "track": {"fr": "Une course sur {cells} cases, {pawns} par joueur, départ {start} ; chaque tour, on lance {dice} "
                    "et on avance de la somme.",
              "en": "A race over {cells} cells, {pawns} a player, starting {start}; each turn rolls {dice} and moves "
                    "by the sum."},
    "pawns": {"fr": ("{n} pion", "{n} pions"), "en": ("{n} pawn", "{n} pawns")},
    "off": {"fr": "hors du plateau", "en": "off the board"},
    "on": {"fr": "sur la case {cell}", "en": "on cell {cell}"},
    "exact": {"fr": "Il faut le compte exact pour finir : un lancer trop fort ne se joue pas.",
              "en": "Finishing takes the exact count: a roll too high is not played."},
    "bounce": {"fr": "Un lancer trop fort fait reculer de l'excédent depuis la dernière case.",
               "en": "A roll too high moves back from the last cell by the excess."},
    "overshoot": {"fr": "Un lancer qui dépasse la dernière case finit la course.",
                  "en": "A roll past the last cell finishes the race."},
    "links": {"fr": "Chaque lien mène de sa case de départ à sa case d'arrivée : {up} vers l'avant, {down} vers "
                    "l'arrière.",
              "en": "Every link takes a pawn from its first cell to its last: {up} forward, {down} back."},
    "again": {"fr": "{rolls} : on relance dans le même tour.", "en": "{rolls}: roll again in the same turn."},
    "max_again": {"fr": "Au-delà de {n} relances d'affilée, le lancer n'est pas joué et le tour s'arrête.",
                  "en": "Past {n} again-rolls in a row, the roll is not played and the turn ends."},
    "capture": {"fr": "Un pion qui s'arrête sur un adversaire le renvoie au départ.",
                "en": "A pawn stopping on a rival's sends it back to the start."},
    "round": {"fr": "Une manche : chacun joue son tour une fois.", "en": "A round: everyone plays one turn."},
    "jumps_up": {"fr": "liens vers l'avant par coup joué", "en": "links forward per move"},
    "jumps_down": {"fr": "liens vers l'arrière par coup joué", "en": "links back per move"},
    "captures": {"fr": "prises par coup joué", "en": "captures per move"},
    # the rule book's "in numbers" box of a race whose pawns never meet
    "exact_box": {"fr": "Calculé exactement (une chaîne de Markov) : chaque joueur n'avance qu'au gré des dés.",
              "en": "Worked out exactly (a Markov chain): each player moves by the dice alone."},
    "exact_line": {
        "fr": "À {k} joueurs, une partie dure {mean} manches en moyenne ; 8 parties sur 10 durent de {p10} à {p90} manches. "
              "Le premier à jouer gagne {first} des parties, pour une part équitable de {fair}.",
        "en": "With {k} players, a game lasts {mean} rounds on average; 8 games in 10 last {p10} to {p90} rounds. "
              "The first to play wins {first} of games, against a fair share of {fair}.",
    },
})


def _all(key: str, **values) -> dict[str, str]:
    """A catalogue entry in every language."""
    return {lang: say(f"race.{key}", lang, **values) for lang in LANGS}


def is_race(game) -> bool:
    return game.simulation is not None and game.simulation.kind == "race"


def race_of(game) -> Race:
    """The Race a game file describes: its track's cells and links, its [simulation] table's dice and rules."""
    sim, board = game.simulation, getattr(game, "board", None)
    if board is None or board.kind != "track":
        what = f"a {board.kind} board" if board is not None else "no board"
        raise PnpError(f'a race is played on a track board, and this game has {what}; give it a [board] with '
                       'kind = "track", or drop kind = "race"', field="simulation.kind")
    cells = len(board.cells) or board.columns * board.rows
    first = board.first

    def position(cell: int) -> int:  # the track's numbers to positions: first cell 1, off the board 0
        return cell - first + 1

    if sim.start >= first + cells:
        raise PnpError(f"start {sim.start} is past the last cell, {first + cells - 1}; give a cell's number, or a "
                       f"number below {first} to start off the board", field="simulation.start")
    start = position(sim.start) if sim.start >= first else 0
    if start == cells:
        raise PnpError("the pawns would start home, on the last cell; start them before it", field="simulation.start")
    dice = tuple(tuple(game.die(d).faces) for d in (sim.dice or [game.dice[0].id]))
    links = [(position(link.start), position(link.to)) for link in board.links]
    return make_race(cells, links, start=start, dice=dice, finish=sim.finish, again_on=frozenset(sim.again_on),
                     max_again=sim.max_again, capture=sim.capture, pawns=sim.pawns)


def sides(game, k: int) -> list[dict[str, str]]:
    """Each player's name: their pawns' colour when the file gives one, else their number."""
    palette = game.pawns[0].colors if getattr(game, "pawns", None) else ()
    return [{lang: colors.color_name(palette[s], lang) for lang in LANGS} if s < len(palette) else _all("player", n=s + 1)
            for s in range(k)]


def readings(game, race: Race) -> list[dict[str, str]]:
    """The rules the engine plays, one sentence each."""
    sim, board = game.simulation, game.board
    names = [d for d in (sim.dice or [game.dice[0].id])]
    out = []
    for lang in LANGS:
        start = say("race.off", lang) if race.start == 0 else say("race.on", lang, cell=sim.start)
        lines = [say("race.track", lang, cells=race.cells, pawns=say("race.pawns", lang, count=race.pawns, n=race.pawns),
                     start=start, dice=" + ".join(names)), say(f"race.{race.finish}", lang)]
        up = sum(1 for link in board.links if link.to > link.start)
        if board.links:
            lines.append(say("race.links", lang, up=up, down=len(board.links) - up))
        if race.again_on:
            lines.append(say("race.again", lang, rolls=", ".join(str(r) for r in sorted(race.again_on))))
            if race.max_again:
                lines.append(say("race.max_again", lang, n=race.max_again))
        if race.capture:
            lines.append(say("race.capture", lang))
        lines.append(say("race.round", lang))
        out.append(lines)
    return [{lang: out[i][j] for i, lang in enumerate(LANGS)} for j in range(len(out[0]))]


def race_rules(game) -> RaceRules:
    """The game's rules engine for pnp simulate."""
    race = race_of(game)
    policies = {key: Policy(key, _all(key)) for key in ("random", "greedy")}
    measures = tuple(Measure(key, _all(key), key, "moves") for key in ("jumps_up", "jumps_down", "captures")
                     if key != "captures" or race.capture)
    lo, hi = max(1, game.players.min), game.players.max
    return RaceRules(race, game.id, (lo, hi), [sides(game, k) for k in range(hi + 1)], policies,
                     readings(game, race), measures)


def book_counts(rules: RaceRules) -> list[int]:
    """The player counts the book's box gives: the fewest and the most."""
    return sorted({rules.players[0], rules.players[1]})


def exact_box(rules: RaceRules, lang: str) -> str:
    """The book's "in numbers" box of a race whose pawns never meet, from its Markov chain."""
    from pnp.engine import markov  # the chain, for a race's book only

    lines = [say("race.exact_box", lang), ""]
    for k in book_counts(rules):
        solved = markov.solve(rules.race, k)
        seen, quantiles = 0.0, {}
        for t, p in solved["lengths"].items():
            seen += p
            for q in (0.1, 0.9):
                if q not in quantiles and seen >= q - 1e-12:
                    quantiles[q] = t
        first = Fraction(solved["wins"][0]).limit_denominator(10**9)
        lines.append("- " + say("race.exact_line", lang, k=k, mean=point(f"{solved['mean']:.1f}", lang),
                                p10=quantiles[0.1], p90=quantiles[0.9], first=percent(first, lang),
                                fair=percent(Fraction(1, k), lang)))
    return "\n".join(lines)
