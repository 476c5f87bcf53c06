"""What the commands do, once their options are read: check everything, make the parts, write them.

All checking happens before anything is rendered, and all rendering before anything is written.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import msgspec
from msgspec import Struct

from pnp.base import colors
from pnp.base.errors import PnpError, in_file
from pnp.base.i18n import Grouped, check_lang, or_list, said, say
from pnp.base.output import Writer, plain_file
from pnp.base.resources import games_dir
from pnp.base.units import positive_length
from pnp.engine.board import MAX_CELL, MIN_BASE
from pnp.engine.faces import check_shape
from pnp import exports
from pnp.exports import existing
from pnp.index_page import index_html, read_kits
from pnp.kit import build_game, inked, kit_files, laid, load_game, write_parts
from pnp.model import budgets
from pnp.model.options import PrintOptions, options
from pnp.model.spec import DIE_EDGE, MAX_DIE, MIN_DIE, MIN_STICKER, NET_FACE, builtin_games, game_path, notice, source_name, text
from pnp.parts.board import board_sheets
from pnp.parts.cards import shop_of
from pnp.parts.dice import PrintedDie, check_fit, check_readable, default_sticker, dice_part, parse_faces, printed_die
from pnp.parts.registry import Context
from pnp.parts.registry import choices as kind_choices
from pnp.parts.registry import names
from pnp.parts.rules import rules_part
from pnp.render import formats as output_formats

MAX_COPIES = 100  # pnp dice --count: copies of each die
MIN_PRECISION_GAMES = 100  # pnp simulate --precision: the fewest games a precision may stand for

PLOTS = ("svg", "pdf", "png")  # the formats pnp simulate --plot draws in (pnp stats: svg and pdf)


class DiceRequest(Struct):
    faces: list[str]
    colors: list[str]
    game: str | None
    style: str
    die: str | None
    sticker: str | None
    face: str | None
    count: int
    pips: bool
    paper: str
    formats: str
    lang: str
    bleed: str
    shape: str | None = None
    ink: str = "color"


def _dice_from_request(req: DiceRequest, lang: str):
    if req.game and req.faces:
        raise PnpError(said("errors.jobs.faces-or-game"), field="--game")
    if req.game and req.shape:
        raise PnpError(said("errors.jobs.game-shape"), field="--shape")
    if req.game:
        game = load_game(req.game)
        if not game.dice:
            raise PnpError(said("errors.jobs.no-dice", game=req.game))
        where = source_name(game_path(req.game))  # the faces' art is looked up beside the game file
        return [printed_die(spec, lang, where, i) for i, spec in enumerate(game.dice) for _ in range(spec.count)], game
    if not req.faces:
        raise PnpError(said("errors.jobs.which-dice"), field="--faces")
    if len(req.colors) not in (0, 1, len(req.faces)):
        raise PnpError(said("errors.jobs.colours", count=len(req.faces), colours=len(req.colors)), field="--color")
    shades = [colors.color(c, field="--color") for c in req.colors] or ["#ffffff"]
    dice = []
    for i, written in enumerate(req.faces):
        faces = parse_faces(written)
        check_shape(req.shape or "d6", list(faces), field="--shape")
        dice.append(PrintedDie(faces, shades[i % len(shades)], ", ".join(map(str, faces)), req.pips, shape=req.shape or "d6"))
    return dice, None


def _dice_size(req: DiceRequest, shape: str, spec=None) -> float:
    """A die's net face, or its sticker's edge (about 80 % of --die), in mm, readable for its shape; a game's die
    (`spec`) keeps its own edge and net face unless the options say otherwise."""
    if req.style == "net":
        size = positive_length(req.face or (spec.net_mm if spec else NET_FACE[shape]), field="--face", maximum=MAX_DIE,
                               minimum=MIN_DIE)
        check_readable(shape, size, size, field="--face")
        return size
    edge = positive_length(req.die or (spec.edge_mm if spec else DIE_EDGE[shape]), field="--die", maximum=MAX_DIE,
                           minimum=MIN_DIE)
    if req.sticker:
        size = positive_length(req.sticker, field="--sticker", maximum=MAX_DIE, minimum=MIN_STICKER)
        check_readable(shape, size, size, field="--sticker")
    else:
        size = default_sticker(edge)
        check_readable(shape, size, edge, field="--die")
    if size > edge:
        raise PnpError(said("errors.jobs.sticker-larger", sticker=round(float(size), 1), die=round(float(edge), 1)), field="--sticker")
    return size


def printing(game, where: str, opts: PrintOptions) -> Context:
    """The command line's print options unpacked, once, into what the kit and the part kinds take: each a value
    of its own (the paper, language, ink, duplex, bleed, the kinds' options), with the game and its file."""
    return Context.printing(game, where, paper=opts.paper, lang=opts.lang, ink=opts.ink, duplex=opts.duplex,
                            bleed=opts.bleed, choices=opts.choices)


def make_dice(req: DiceRequest, out: Path, force: bool) -> list[Path]:
    opts = options(req.paper, req.lang, req.formats, req.bleed, req.ink)
    if req.style not in ("sticker", "net"):
        raise PnpError(said("errors.jobs.style", style=req.style), field="--style")
    if not 1 <= req.count <= MAX_COPIES:
        raise PnpError(said("errors.jobs.copies", count=req.count, most=MAX_COPIES), field="--count")
    dice, game = _dice_from_request(req, opts.lang)
    budgets.stickers(sum(len(die.faces) for die in dice) * req.count, field="--count")  # before a copy is made
    dice = [die for die in dice for _ in range(req.count)]
    if req.pips:
        dice = [msgspec.structs.replace(d, pips=True) for d in dice]
    specs = [spec for spec in game.dice for _ in range(spec.count) for _ in range(req.count)] if game else [None] * len(dice)
    sizes = [_dice_size(req, die.shape, spec) for die, spec in zip(dice, specs)]
    for die, size in zip(dice, sizes):
        check_fit([die], size, where="--faces" if req.faces else ("--face" if req.style == "net" else "--die"))
    title = text(game.title, opts.lang) if game else "pnp"
    part = dice_part(dice, req.style, sizes, title, notice(game, opts.lang) if game else "", paper=opts.paper,
                     lang=opts.lang, ink=opts.ink, duplex=opts.duplex, bleed=opts.bleed)
    inked([part], opts.ink)
    return write_parts({"": [part]}, out, opts.formats, force)


def make_rules(ref: str, *, lang: str, booklet: bool, aids: bool, paper: str, fmt: str, out: Path, force: bool) -> list[Path]:
    opts = options(paper, lang, fmt, "0mm")
    context = printing(load_game(ref), source_name(game_path(ref)), opts)
    parts = [laid(rules_part(context, booklet=booklet), context)]
    if aids:
        parts += build_game(context, ("aids", "score-sheet"))
    return write_parts({context.game.id: parts}, out, opts.formats, force)


def _refuse_wrong_claims(game, where: str) -> None:
    if game.claims:  # the odds engine (fractions, big polynomials) loads only for a game that makes claims
        from pnp.engine.claims import refuse_wrong
        from pnp.validate import game_claims  # the claims with the decks' hands

        refuse_wrong(game_claims(game, where), where=where, hint=said("errors.jobs.ignore-claims"))


def build_kits(ref: str, *, paper: str, lang: str, fmt: str, parts: str | None, out: Path, bleed: str, force: bool,
               ink: str = "color", duplex: str = "long", progress=None, ignore_claims: bool = False,
               choices: dict[str, str] | None = None) -> list[Path] | list[str]:
    """`pnp build`: every game's kit into out/<game>/, and out/index.html listing every kit there. A game file
    whose claims are wrong builds nothing, unless `ignore_claims`. `choices`: the part kinds' own options. For a
    print shop (--layout shop) the decks' files only, and what to print: a summary and the README (pnp.parts.shops)."""
    opts = options(paper, lang, fmt, bleed, ink, duplex, choices=choices, allowed=kind_choices(), kit=True)
    chosen = None
    if parts:
        chosen = tuple(p.strip() for p in parts.split(",") if p.strip())
        unknown = [p for p in chosen if p not in names()]
        if unknown or not chosen:
            raise PnpError(said("errors.jobs.part", part=unknown[0] if unknown else parts, parts=", ".join(names())), field="--parts")
    refs = builtin_games() if ref == "all" else [ref]
    shop = shop_of(opts.choices)  # --layout shop: the print shop's files only, no kit
    if shop and chosen and "cards" not in chosen:
        raise PnpError(said("errors.jobs.shop-parts"), field="--parts")
    # first every check and every drawing, where bad input shows up; then the rendering, with progress
    kits = []
    for r in refs:
        game, where = load_game(r), source_name(game_path(r))
        if not ignore_claims:
            _refuse_wrong_claims(game, where)
        context = printing(game, where, opts)
        kits.append((game, context, [] if shop else build_game(context, chosen)))
    if shop:
        from pnp.parts.shops import write_shop_files  # a print shop's files: --shop or --layout shop only

        return write_shop_files([(g, c.source) for g, c, _ in kits if g.decks or ref != "all"], shop, opts.lang, out, force)
    # one build: the output folder held from the first rendering to the end of one commit of every game's
    # files, each game's folder rewritten whole (what an older build left there and this one does not
    # make goes in the same commit), and the kits already there read for the index as the commit finds them
    writer = Writer(out, force=force)
    with writer.hold():
        summaries = {}
        for game, context, made in progress(kits) if progress else kits:
            files = kit_files(context, made, opts.formats, exports=existing(out, game.id))  # the guide names them
            writer.rewrite(game.id)
            for rel, data in files.items():
                writer.add(f"{game.id}/{rel}", data)
            summaries[game.id] = msgspec.json.decode(files["kit.json"])
        writer.add("index.html", index_html(read_kits(out, summaries), opts.lang))
        return writer.commit()


def build_lines(written: list[Path] | list[str], out: Path, verbose: bool = False) -> list[str]:
    """What `pnp build` prints: a line per game (its kit, its pages, how many files, where) and the index; with
    `verbose`, every file written. A print shop's build has said its few lines already."""
    if verbose or not written or isinstance(written[0], str):
        return [str(path) for path in written]
    games: dict[str, int] = {}
    for path in written:
        rel = Path(path).relative_to(out).parts
        if len(rel) > 1:
            games[rel[0]] = games.get(rel[0], 0) + 1
    lines = []
    for game, count in games.items():
        folder = out / game
        summary = json.loads((folder / "kit.json").read_text(encoding="utf-8")) if plain_file(out, f"{game}/kit.json") else {}
        pages = summary.get("kit_pages", 0)
        files, place = said("jobs.files", count=count), f"{folder}{os.sep}"
        lines.append(str(said("jobs.kit", game=game, kit=str(folder / summary["kit"]), pages=said("jobs.pages", count=pages),
                              files=files, folder=place) if summary.get("kit") else said("jobs.game", game=game, files=files, folder=place)))
    if (out / "index.html") in map(Path, written):
        lines.append(str(said("jobs.index", index=str(out / "index.html"))))
    return lines


# --- simulate (issue 16; races, exact races and paired comparisons: issue 24) ---
def rules_engine(ref: str, game) -> str:
    """The name of the rules engine that plays a game: "race", or a built-in game's folder ("" for none)."""
    if game.simulation is not None and game.simulation.kind == "race":
        return "race"
    like = game.simulation.plays_like if game.simulation else ""
    if not like and game_path(ref).resolve().is_relative_to(games_dir().resolve()):
        like = game_path(ref).parent.name
    return like


def load_rules(ref: str):
    """(game, its rules engine) for a built-in game, a race, or a game file that plays like a built-in game and
    fits its board, dice and pieces; else a clean error."""
    from pnp.engine.simulate import load_module  # the simulation framework loads only for pnp simulate

    path = game_path(ref)
    game, where = load_game(ref), source_name(path)
    like = rules_engine(ref, game)
    if like == "race":
        from pnp.parts.race import race_rules  # a race's words and engine, for pnp simulate only

        with in_file(where):
            return game, race_rules(game)
    engines = sorted(p.parent.name for p in games_dir().glob("*/play.py"))
    if like not in engines:
        fix = said("errors.jobs.engine-none", like=like) if like else said("errors.jobs.engine-add")
        raise PnpError(said("errors.jobs.engine", fix=fix, engines=", ".join(engines)), file=where, field=PLAYS_LIKE)
    if not path.resolve().is_relative_to(games_dir().resolve()):
        _check_fit(game, load_game(like), like, where)
    module = load_module(games_dir() / like / "play.py")
    with in_file(where):
        return game, module.rules(game)


PLAYS_LIKE = "simulation.plays_like"  # not a message: the key the fit checks name


def _board_words(board):
    """How the fit check names a board: "a 100-cell track", "a 52-square cross", "a 6 × 4 grid"."""
    if board.kind == "track":
        return said("errors.jobs.board.track", count=len(board.cells) or board.columns * board.rows)
    if board.kind == "cross":
        return said("errors.jobs.board.cross")
    if board.kind == "grid":
        return said("errors.jobs.board.grid", columns=board.columns, rows=board.rows)
    return said("errors.jobs.board.other", kind=board.kind)


def _check_fit(game, model, like: str, where) -> None:
    """A file played like a built-in game has that game's kind of board, as many dice, and its kinds of pieces."""
    mine, theirs = getattr(game, "board", None), getattr(model, "board", None)
    if theirs is not None and mine is None:
        raise PnpError(said("errors.jobs.fit-no-board", theirs=_board_words(theirs), like=like), file=where,
                       field=PLAYS_LIKE)
    if theirs is not None and mine.kind != theirs.kind:
        raise PnpError(said("errors.jobs.fit-board", mine=_board_words(mine), theirs=_board_words(theirs), like=like),
                       file=where, field=PLAYS_LIKE)
    if len(game.dice) != len(model.dice):
        raise PnpError(said("errors.jobs.fit-dice", count=len(game.dice), like=like, theirs=len(model.dice)),
                       file=where, field=PLAYS_LIKE)
    for key in ("pawns", "tokens"):
        if getattr(model, key, None) and not getattr(game, key, None):
            raise PnpError(said(f"errors.jobs.fit-{key}", like=like), file=where, field=PLAYS_LIKE)


def simulation_plan(rules, *, players: int | None, policies: list[str], variants: list[str], seed: int,
                    default: str | None = None):
    """The plan of a run; `default`: the policy of every seat when none is given (else the rules' baseline)."""
    from pnp.engine.simulate import Plan  # the simulation framework loads only for pnp simulate

    names = [p.strip() for item in policies for p in item.split(",") if p.strip()]
    lo, hi = rules.players
    k = players if players is not None else (len(names) if len(names) > 1 else getattr(rules, "default_players", hi))
    if not lo <= k <= hi:
        raise PnpError(said("errors.jobs.players-range", game=rules.id, least=lo, count=hi, given=k) if lo < hi
                       else said("errors.jobs.players", game=rules.id, count=lo, given=k), field="--players")
    for name in names:
        if name not in rules.policies:
            raise PnpError(said("errors.jobs.policy", name=name, game=rules.id, policies=", ".join(rules.policies)), field="--policy")
    if len(names) not in (0, 1, k):
        raise PnpError(said("errors.jobs.policies", count=len(names), players=k), field="--policy")
    chosen = tuple(names * k if len(names) == 1 else names or [default or rules.baseline] * k)
    for v in variants:
        if v not in rules.variants:
            known = ", ".join(rules.variants) or said("errors.jobs.no-variants")
            raise PnpError(said("errors.jobs.variant", name=v, game=rules.id, known=known), field="--variant")
    if not 0 <= seed < 2**63:
        raise PnpError(said("errors.jobs.seed", seed=seed), field="--seed")
    return Plan(chosen, frozenset(variants), seed)


def book_policy(rules) -> str:
    """The policy the rule book's figures use (its stored runs'), else the baseline."""
    return getattr(rules, "balance_plan", {}).get("policy", rules.baseline)


def _versus(ref: str, vs: str, game, rules, plan):
    """The --vs version: the same rules engine, playing the plan's players and policies."""
    other_game, other = load_rules(vs)
    mine, theirs = rules_engine(ref, game), rules_engine(vs, other_game)
    if mine != theirs:
        raise PnpError(said("errors.jobs.vs-engine", vs=vs, theirs=theirs, game=ref, mine=mine) if theirs
                       else said("errors.jobs.vs-no-engine", vs=vs, game=ref, mine=mine), field="--vs")
    if not other.players[0] <= plan.players <= other.players[1]:
        raise PnpError(said("errors.jobs.vs-players", vs=vs, count=plan.players), field="--vs")
    for name in plan.policies:
        if name not in other.policies:
            raise PnpError(said("errors.jobs.vs-policy", vs=vs, name=name), field="--vs")
    return other_game, other


def _titles(ref: str, game, vs: str, other_game, lang: str) -> tuple[str, str]:
    """The comparison's column heads: each game's title, or its file's stem when the titles are the same."""
    a, b = text(game.title, lang), text(other_game.title, lang)
    if a == b:
        a, b = game_path(ref).stem, game_path(vs).stem
        if a == b:
            a, b = str(game_path(ref)), str(game_path(vs))
    return a, b


def _small_run(result: dict) -> dict:
    """Below MIN_INTERVAL games, no interval for the length or the edge (a normal one would not cover at N = 10)."""
    from pnp.engine.paired import MIN_INTERVAL  # the simulation framework loads only for pnp simulate

    if result["games"] < MIN_INTERVAL:
        result["length"]["ci"] = None
        result["first_player"]["ci"] = None
        result["first_player"]["fair"] = None
    return result


def simulate(ref: str, *, games: int | None, precision: float | None, players: int | None, seed: int,
             policies: list[str], variants: list[str], tips: bool, vs: str | None, as_json: bool, lang: str,
             workers: int = 1, plot: str | None = None, force: bool = False, say=None, every: float | None = None,
             after: float | None = None, exact: bool = False) -> str:
    """`pnp simulate`: the text (or JSON) to print. `say(line)` hears of the progress of a long run (every
    `every` seconds once `after` have passed; see report.Progress), and "" when it is over."""
    from pnp import report as txt  # what pnp simulate prints, loaded with it
    from pnp.engine import simulate as sim  # the simulation framework loads only for pnp simulate

    lang = check_lang(lang)
    if games is not None and precision is not None:
        raise PnpError(said("errors.jobs.games-or-precision"), field="--precision")
    if games is not None and not 1 <= games <= sim.MAX_GAMES:
        raise PnpError(said("errors.jobs.games", count=games, most=Grouped(sim.MAX_GAMES)), field="--games")
    if precision is not None:
        _check_precision(precision, sim)
    if plot and output_formats.by_suffix(Path(plot).suffix, PLOTS) is None:
        raise PnpError(said("errors.charts.suffix", path=plot, endings=or_list(output_formats.suffixes(PLOTS))), field="--plot")
    if not 1 <= workers <= 64:
        raise PnpError(said("errors.jobs.workers", count=workers, most=64), field="--jobs")
    if exact and (vs or tips or games is not None or precision is not None):
        raise PnpError(said("errors.jobs.exact-plays"), field="--exact")
    games = games if games is not None or precision is not None else 10_000
    game, rules = load_rules(ref)
    default = book_policy(rules) if vs else None
    plan = simulation_plan(rules, players=players, policies=policies, variants=variants, seed=seed, default=default)
    if exact:
        return _exact(game, rules, plan, as_json=as_json, plot=plot, force=force, lang=lang,
                      where=source_name(game_path(ref)))
    other_game, other = _versus(ref, vs, game, rules, plan) if vs else (None, None)
    progress = txt.Progress(say, lang, every=every, after=after) if say else None
    later = 2 * (other is not None) + (sum(1 for p in rules.policies.values() if p.tip) if tips else 0)  # runs after the first
    if progress and games is not None and precision is None:
        progress.total = games * (1 + later)
    t = sim.run(rules, plan, games=games, precision=precision, workers=workers, progress=progress)
    if progress:
        progress.total = progress.done + t.games * later  # a --precision run's length is known now
    result = _small_run(sim.summary(rules, plan, t, lang))
    out = {"result": result}
    exact_score = sim.exact_summary(rules, plan.variants)
    if exact_score:
        out["exact"] = exact_score
    if other is not None:
        from pnp.engine.paired import paired_summary, run_paired  # common seeds, for --vs only

        names = _titles(ref, game, vs, other_game, lang)
        out["vs"] = {"game": vs, "titles": list(names), "side_names": [s["side"] for s in result["seats"]],
                     **paired_summary(run_paired(rules, other, plan, t.games, workers, progress))}
    if tips:
        out["tips"] = sim.tips(rules, plan.players, games=t.games, seed=seed, variants=plan.variants,
                               workers=workers, progress=progress)
    if progress:
        progress.finish()
    if as_json:
        if plot:
            out["plot"] = str(plot_simulation(result, game, plot, force, lang))
        data = dict(result)
        data.update({k: v for k, v in out.items() if k != "result"})
        return json.dumps(data, ensure_ascii=False, indent=2)
    lines = txt.report(result, rules, lang) + txt.exact_lines(exact_score, lang)
    if plot:
        lines += ["", str(plot_simulation(result, game, plot, force, lang))]
    if other is not None:
        lines += [""] + txt.compare_lines(out["vs"], lang)
    if tips:
        lines += [""] + txt.tip_lines(out["tips"], lang)
    return "\n".join(lines)


def _exact(game, rules, plan, *, as_json: bool, plot: str | None, force: bool, lang: str, where: str = "") -> str:
    """`pnp simulate --exact`: a race whose pawns never meet, solved as a Markov chain, in a simulation's fields."""
    from pnp import report as txt  # what pnp simulate prints, loaded with it
    from pnp.engine import markov  # the chain, for --exact only

    race = getattr(rules, "race", None)
    if race is None:
        raise PnpError(said("errors.jobs.exact-race"), field="--exact")
    markov.check_solvable(race)
    with in_file(where):  # a race the chain cannot finish is the game file's to fix
        solved = markov.solve(race, plan.players)
    result = txt.exact_summary(rules, plan, solved, lang)
    if plot:
        result["plot"] = str(plot_simulation(result, game, plot, force, lang))
    if as_json:
        return json.dumps(result, ensure_ascii=False, indent=2)
    lines = txt.exact_race_lines(result, rules, lang)
    if plot:
        lines += ["", result["plot"]]
    return "\n".join(lines)


def _check_precision(points: float, sim) -> None:
    """--precision: finite, and between what MAX_GAMES can reach and what MIN_PRECISION_GAMES games give (a
    coarser one played a single game and printed "1 games"; inf played none; 1e300 and 1e-300 overflowed)."""
    finest = math.ceil(100 * sim.Z * 0.5 / math.sqrt(sim.MAX_GAMES) * 1000) / 1000  # shown as said, and reachable
    coarsest = math.floor(100 * sim.Z * 0.5 / math.sqrt(MIN_PRECISION_GAMES) * 100) / 100
    if not (math.isfinite(points) and finest <= points <= coarsest):
        raise PnpError(said("errors.jobs.precision", points=float(points), finest=finest, coarsest=coarsest,
                            fewest=Grouped(MIN_PRECISION_GAMES), most=Grouped(sim.MAX_GAMES)), field="--precision")
    sim.check_precision(points)


def make_board(ref: str, *, cell: str | None, fit: bool, paper: str, lang: str, fmt: str, out: Path, force: bool,
               pawn: str | None = None) -> list[Path]:
    """`pnp board GAME`: check everything, draw, then write the files (into a folder named after the game)."""
    opts = options(paper, lang, fmt, "0mm")
    if fit and cell is not None:
        raise PnpError(said("errors.jobs.cell-or-fit"), field="--fit")
    side = positive_length(cell, field="--cell", maximum=MAX_CELL) if cell is not None else None
    base = positive_length(pawn, field="--pawn", maximum=MAX_CELL, minimum=MIN_BASE) if pawn is not None else None
    game = load_game(ref)
    if game.board is None:
        raise PnpError(said("errors.jobs.no-board", game=game.id), where=ref)
    where = "--cell" if side is not None else ("--pawn" if base is not None else "board.cell")
    sheets = board_sheets(printing(game, source_name(game_path(ref)), opts), cell=side, pawn=base, fit=fit, where=where)
    return write_parts({game.id: [sheets.part]}, out, opts.formats, force)


def make_tokens(ref: str, *, ink: str, duplex: str, paper: str, lang: str, fmt: str, bleed: str,
                out: Path, force: bool, choices: dict[str, str] | None = None) -> list[Path]:
    """`pnp tokens GAME`: the counters and pawns, checked, drawn, written into OUT/<game id>/."""
    opts = options(paper, lang, fmt, bleed, ink, duplex, choices=choices, allowed=kind_choices(("tokens", "pawns")))
    game = load_game(ref)
    where = source_name(game_path(ref))
    if not game.tokens and not game.pawns:
        raise PnpError(said("errors.jobs.no-tokens"), where=where)
    made = build_game(printing(game, where, opts), ("tokens", "pawns"), shared=False)
    return write_parts({game.id: made}, out, opts.formats, force)


def balance_hash(rules, folder: Path) -> str:
    """The hash balance.json records: the game file, the simulation framework and the game's rules engine."""
    from pnp.engine import simulate as sim  # the simulation framework loads only for pnp simulate

    return sim.source_hash([folder / "game.toml", Path(sim.__file__), *(folder / name for name in rules.sources)])


def store_balance(ref: str, workers: int = 1) -> Path:
    """`pnp simulate GAME --store`: refresh pnp/games/<id>/balance.json, the seeded result the rule book's
    "in numbers" box reads (so pnp build never plays a game)."""
    from pnp.engine import simulate as sim  # the simulation framework loads only for pnp simulate

    path = game_path(ref)
    if not path.resolve().is_relative_to(games_dir().resolve()):
        raise PnpError(said("errors.jobs.store"), field="--store")
    _, rules = load_rules(ref)
    folder = path.parent
    data = {"game": rules.id, "hash": balance_hash(rules, folder),
            **sim.balance(rules, seed=1, workers=workers, **rules.balance_plan)}
    # a developer's command: it refreshes the game's own file, so it always overwrites, through the one writer
    return Writer.one(folder / "balance.json", (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8"),
                      force=True, option="--store")


def plot_simulation(s: dict, game, path: str, force: bool, lang: str):
    """The win rates with their intervals and the histogram of game lengths, into one chart file."""
    from pnp.parts import charts  # charts (tempfile, the odds' words) only for a plot
    from pnp.report import plot_lines  # what pnp simulate prints, loaded with it

    title, lines, plays, rounds = plot_lines(s, text(game.title, lang), lang)
    rows = [(f"{seat['side']} ({seat['policy']})" if seat["policy"] else seat["side"], seat["win_rate"], *seat["ci"])
            for seat in s["seats"]]
    rows += [(label, p["win_rate"], *p["ci"]) for label, p in zip(plays, s["positions"])]
    fair = (1 - s["ties"]["rate"]) / s["players"]
    lengths = {int(k): v for k, v in s["length_histogram"].items()}
    if s.get("exact"):  # chances, as counts out of a billion for the histogram
        lengths = {k: round(v * 1e9) for k, v in lengths.items()}
    lo, hi = min(lengths), max(lengths)
    for r in range(max(0, lo - 3), hi + 4):  # a little room either side, even for games of fixed length
        lengths.setdefault(r, 0)
    doc = charts.rates_chart(title, lines, rows, fair, lengths, rounds, lang)
    return charts.write_chart(doc, path, force=force, formats=PLOTS)


# --- export (issue 22) ---


def export_game(ref: str, *, to: str, out: Path, force: bool, base_url: str | None, dpi: int, lang: str
                ) -> tuple[list[Path], list[str]]:
    """`pnp export GAME --to tts|images`: the export's files into OUT/<game id>/<target>/, written together
    (the folder is exactly the new export), and the lines saying what it left out and why. index.html, when
    there is one, is written again to link the export."""
    from pnp.exports.images import image_files  # each export's own work loads only for pnp export
    from pnp.exports.tts import check_base_url, tts_files  # the same

    if to not in exports.TARGETS:
        raise PnpError(said("errors.jobs.target", target=to, targets=or_list(exports.TARGETS)), field="--to")
    base = check_base_url(base_url)
    if base and to != "tts":
        raise PnpError(said("errors.jobs.base-url"), field="--base-url")
    exports.check_dpi(dpi)
    lang = check_lang(lang)
    game, where = load_game(ref), source_name(game_path(ref))
    folder = f"{game.id}/{to}"
    skipped: list[tuple[str, str]] = []
    if to == "tts":
        files, skipped = tts_files(game, where, lang, dpi, (out.resolve() / folder).as_uri() + "/", base)
    else:
        files = image_files(game, where, lang, dpi)
    writer = Writer(out, force=force)
    with writer.hold():
        writer.rewrite(folder)
        for rel, data in files.items():
            writer.add(f"{folder}/{rel}", data)
        if plain_file(out, "index.html"):  # the index links the exports of each kit it lists
            writer.add("index.html", index_html(read_kits(out, {}, {game.id: [f"{to}/{exports.MAIN_FILE[to](game.id)}"]}), lang))
        written = writer.commit()
    reasons: dict[str, list[str]] = {}
    for name, why in skipped:
        reasons.setdefault(why, []).append(name)
    return written, [say("exports.skipped", lang, name=", ".join(names), why=why) for why, names in reasons.items()]
