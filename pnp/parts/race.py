"""A race game from its file alone ([simulation] kind = "race" on a track board): the engine's Race from the
track's cells and links and the table's dice and rules, the words `pnp simulate` and the rule book say about
it (sides, policies, readings, measures), and its rules engine for pnp.engine.simulate.
"""

from __future__ import annotations

from fractions import Fraction

from pnp.base import colors
from pnp.base.errors import PnpError
from pnp.base.i18n import LANGS, percent, point, said, say
from pnp.engine.race import Race, RaceRules, make_race
from pnp.engine.simulate import Measure, Policy

BOOK_GAMES = 10_000  # seeded games behind the book's figures for a race whose pawns meet (seed 1)


def _all(key: str, **values) -> dict[str, str]:
    """A catalogue entry in every language."""
    return {lang: say(f"race.{key}", lang, **values) for lang in LANGS}


def is_race(game) -> bool:
    return game.simulation is not None and game.simulation.kind == "race"


def race_of(game) -> Race:
    """The Race a game file describes: its track's cells and links, its [simulation] table's dice and rules."""
    sim, board = game.simulation, getattr(game, "board", None)
    if board is None or board.kind != "track":
        raise PnpError(said("errors.race.board", board=board.kind if board is not None else "none"), field="simulation.kind")
    cells = len(board.cells) or board.columns * board.rows
    first = board.first

    def position(cell: int) -> int:  # the track's numbers to positions: first cell 1, off the board 0
        return cell - first + 1

    if sim.start >= first + cells:
        raise PnpError(said("errors.race.start", start=sim.start, last=first + cells - 1, first=first), field="simulation.start")
    start = position(sim.start) if sim.start >= first else 0
    if start == cells:
        raise PnpError(said("errors.race.home"), field="simulation.start")
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
