"""The command line. Thin: options in, calls out, messages back.

Each command imports its work (pnp.jobs, which loads the kit and every part kind, ~50 ms) inside itself,
so `pnp --help`, `pnp stats` and `pnp list` do not pay for what they never use.
"""

# No "from __future__ import annotations" here: Typer and msgspec would eval every annotation string at
# each start (about 450 evals, 7 ms of a 130 ms build); evaluated once at import they cost next to nothing.


import copy
from contextlib import contextmanager
import signal
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from pnp import __version__
from pnp.base.errors import PnpError, Stopped

app = typer.Typer(
    help="Print-and-play kits: boards, dice stickers and nets, tokens, rule books.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)  # pnp stats joins it in _asked_for


def _version(asked: bool) -> None:
    if asked:
        typer.echo(f"pnp {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[bool, typer.Option("--version", help="Print pnp's version and exit.", callback=_version, is_eager=True)] = False,
) -> None:
    pass  # the app's own options; its help is the Typer's


Paper = Annotated[str, typer.Option(help="Paper: a4, letter or a3.")]
Lang = Annotated[str, typer.Option(help="Language of the printed texts: fr or en.")]
Formats = Annotated[str, typer.Option("--format", help="Files to write: pdf, svg, png, comma-separated.")]
GameRef = Annotated[str, typer.Argument(help="A built-in game, or the path of a game file.")]
Force = Annotated[bool, typer.Option(help="Overwrite files pnp did not write (or that were edited since).")]
Bleed = Annotated[str, typer.Option(help="Colour running past the cut line, e.g. 3mm or 0.125in.")]
Refresh = Annotated[bool, typer.Option("--refresh", help="Fetch again the deck data given as https:// links (else the copy kept in .pnp-cache/ beside the game file).")]
AllowLocal = Annotated[bool, typer.Option("--allow-local", help="Fetch deck data from links to this machine or its network too (loopback, private addresses): refused otherwise.")]
# The part kinds' own print options (registry.Kind.choices: pawns.STYLE, cards.LAYOUT and cards.SHOP), written
# here like every other option so that the kinds load only for a command that prints; tests/test_architecture.py
# checks that pnp build declares every kind's, and pnp tokens its pieces'. None: not given (options.check_choices)
PawnStyle = Annotated[Optional[str], typer.Option(help="Pawns as standee (folding, stands up) or token (round, double-sided). (default: standee)")]
CardLayout = Annotated[Optional[str], typer.Option(help="Cards: sheet (the kit, imposed with crop marks) or shop (a print shop's files only; see --shop). (default: sheet)")]
Shop = Annotated[Optional[str], typer.Option(help="The print shop's files: tgc (The Game Crafter, PNGs), dtc (DriveThruCards, a CMYK PDF a deck) or mpc (MakePlayingCards, PNGs); implies --layout shop. (default: tgc)")]


@contextmanager
def _fetching(refresh: bool = False, allow_local: bool = False):
    """Deck data at https:// links fetched again inside, with --refresh; from local addresses, with --allow-local."""
    from pnp.model.remote import refreshing  # the deck data's links, for the commands that read decks

    with refreshing(refresh, allow_local=allow_local):
        yield


def _folder(out: str) -> Path:
    """--out as a folder; an empty one would silently mean the current folder."""
    if not out.strip():
        raise PnpError("an empty folder name; give the folder to write into, e.g. --out output", field="--out")
    return Path(out)


def _written(paths) -> None:
    for path in paths:
        typer.echo(str(path))


@app.command()
def dice(
    faces: Annotated[Optional[list[str]], typer.Option(help="One die's faces, comma-separated, e.g. \"1,2,Noir,Noir,5,6\". Repeat for more dice.")] = None,
    color: Annotated[Optional[list[str]], typer.Option(help="Colour of the dice (a name or #rrggbb): once for all, or once per --faces.")] = None,
    game: Annotated[Optional[str], typer.Option(help="Take the dice of a built-in game, or of a game file.")] = None,
    shape: Annotated[Optional[str], typer.Option(help="d4, d6, d8, d10, d12 or d20, with as many --faces.  [default: d6]")] = None,
    style: Annotated[str, typer.Option(help="sticker: stickers for blank dice; net: fold-up paper dice.")] = "sticker",
    die: Annotated[Optional[str], typer.Option(help="Edge of the blank die the stickers are for (a d10's long edge).  [default: the shape's, 16mm for a d6]")] = None,
    sticker: Annotated[Optional[str], typer.Option(help="Edge of a sticker.  [default: about 80% of --die]")] = None,
    face: Annotated[Optional[str], typer.Option(help="Edge of a face of the paper die (--style net).  [default: the shape's, 20mm for a d6]")] = None,
    count: Annotated[int, typer.Option(help="How many of each die.")] = 1,
    pips: Annotated[bool, typer.Option(help="Draw the numbers 1 to 6 as pips.")] = False,
    ink: Annotated[str, typer.Option(help="color, or bw: black and white, dice of different colours told apart by a patterned band.")] = "color",
    paper: Paper = "a4",
    fmt: Formats = "pdf,svg,png",
    out: Annotated[str, typer.Option(help="Folder to write into.")] = "output",
    lang: Lang = "fr",
    bleed: Bleed = "0mm",
    force: Force = False,
    allow_local: AllowLocal = False,
) -> None:
    """Stickers or fold-up nets for custom dice."""
    from pnp.jobs import DiceRequest, make_dice  # each command loads its own work: see the top of the file

    request = DiceRequest(faces or [], color or [], game, style, die, sticker, face, count, pips, paper, fmt, lang, bleed, shape, ink)
    with _fetching(allow_local=allow_local):
        _written(make_dice(request, _folder(out), force))


# --- board command (issue 4) ---


@app.command()
def board(
    game: Annotated[str, typer.Argument(help="A built-in game, or the path of a game file that has a board section.")],
    cell: Annotated[Optional[str], typer.Option(help="Side of a square, e.g. 25mm (default: the game file's).")] = None,
    fit: Annotated[bool, typer.Option(help="Shrink the squares until the board fits one sheet of --paper.")] = False,
    pawn: Annotated[Optional[str], typer.Option(help="Base of the widest pawn a square must hold, e.g. 11mm (default: the game file's).")] = None,
    paper: Paper = "a4",
    lang: Lang = "fr",
    fmt: Formats = "pdf,svg,png",
    out: Annotated[str, typer.Option(help="Folder to write into; the game gets its own folder inside.")] = "output",
    force: Force = False,
    allow_local: AllowLocal = False,
) -> None:
    """A game's board: on one sheet when it fits, else in tiles to glue together; plus the whole board as SVG."""
    from pnp.jobs import make_board  # each command loads its own work: see the top of the file

    with _fetching(allow_local=allow_local):
        _written(make_board(game, cell=cell, fit=fit, paper=paper, lang=lang, fmt=fmt, out=_folder(out), force=force, pawn=pawn))


# --- tokens command (issue 5) ---


@app.command()
def tokens(
    game: GameRef,
    ink: Annotated[str, typer.Option(help="color, or bw: black and white, pieces told apart by pattern and letter.")] = "color",
    duplex: Annotated[str, typer.Option(help="Double-sided pieces: long or short (the edge the sheet flips on), or none (fold-over pairs).")] = "long",
    pawn: PawnStyle = None,
    paper: Paper = "a4",
    lang: Lang = "fr",
    fmt: Formats = "pdf,svg,png",
    out: Annotated[str, typer.Option(help="Folder to write into; the game gets its own folder inside.")] = "output",
    bleed: Bleed = "0mm",
    force: Force = False,
    allow_local: AllowLocal = False,
) -> None:
    """Counters and pawns of a game on sheets ready to cut, with their backs."""
    from pnp.jobs import make_tokens  # each command loads its own work: see the top of the file

    with _fetching(allow_local=allow_local):
        _written(make_tokens(game, ink=ink, duplex=duplex, paper=paper, lang=lang, fmt=fmt, bleed=bleed,
                             out=_folder(out), force=force, choices={"pawn": pawn}))


@app.command()
def rules(
    game: GameRef,
    lang: Lang = "fr",
    booklet: Annotated[bool, typer.Option(help="Half-size pages two-up on landscape sheets, in booklet order, to fold.")] = False,
    aids: Annotated[bool, typer.Option(help="Also write the player aids (and score sheet).")] = True,
    paper: Paper = "a4",
    fmt: Formats = "pdf",
    out: Annotated[str, typer.Option(help="Folder to write into; the game gets its own folder inside.")] = "output",
    force: Force = False,
    allow_local: AllowLocal = False,
) -> None:
    """The rule book of a game as a PDF, with its player aids."""
    from pnp.jobs import make_rules  # each command loads its own work: see the top of the file

    with _fetching(allow_local=allow_local):
        _written(make_rules(game, lang=lang, booklet=booklet, aids=aids, paper=paper, fmt=fmt, out=_folder(out), force=force))


# the kinds are named in the help only when help is asked for: importing them all costs ~40 ms a command
PARTS = typer.Option(help="Only these parts, comma-separated (see pnp build --help).")


def _name_the_parts() -> None:
    from pnp.parts.registry import names  # the kinds load only when help is asked for

    PARTS.help = f"Only these parts, comma-separated: {', '.join(names())}."


def _load_kinds() -> None:
    """The part kinds, for a command that prints them: loaded before main's `loaded`, so that they are frozen
    with the rest of what the command needs (pnp.__main__)."""
    from pnp.parts.registry import kinds  # the kinds load only for the command that prints them

    kinds()


@app.command()
def build(
    game: Annotated[str, typer.Argument(help="A built-in game, 'all', or the path of a game file.")],
    paper: Paper = "a4",
    lang: Lang = "fr",
    ink: Annotated[str, typer.Option(help="color, or bw: black and white, pieces told apart by pattern and letter.")] = "color",
    duplex: Annotated[str, typer.Option(help="Double-sided sheets: long or short (the edge the sheet flips on), or none.")] = "long",
    pawn: PawnStyle = None,
    layout: CardLayout = None,
    shop: Shop = None,
    bleed: Bleed = "0mm",
    parts: Annotated[Optional[str], PARTS] = None,
    fmt: Annotated[str, typer.Option("--format", help="Files to write: kit (the one PDF to print), pdf and svg (each part), png (previews).")] = "kit,pdf,svg,png",
    out: Annotated[str, typer.Option(help="Folder to write into; each game gets its own folder inside.")] = "output",
    force: Force = False,
    ignore_claims: Annotated[bool, typer.Option(help="Build even if a figure the game file claims is wrong (pnp validate still fails).")] = False,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="List every file written (default: a line per game).")] = False,
    refresh: Refresh = False,
    allow_local: AllowLocal = False,
) -> None:
    """The print-and-play kit of a game (or of all built-in games): one PDF to print, each part alone, previews."""
    from pnp.jobs import build_kits, build_lines  # each command loads its own work: see the top of the file

    def progress(kits):
        if not sys.stderr.isatty():  # a log or a pipe gets the file list, not a bar
            yield from kits
            return
        with typer.progressbar(kits, label="pnp build", file=sys.stderr, item_show_func=lambda k: k[0].id if k else "") as bar:
            yield from bar

    folder = _folder(out)
    with _fetching(refresh, allow_local):
        written = build_kits(game, paper=paper, lang=lang, fmt=fmt, parts=parts, out=folder, bleed=bleed, force=force,
                             ink=ink, duplex=duplex, progress=progress, ignore_claims=ignore_claims,
                             choices={"pawn": pawn, "layout": layout, "shop": shop})
    _written(build_lines(written, folder, verbose))


@app.command()
def export(
    game: GameRef,
    to: Annotated[str, typer.Option(help="tts: a Tabletop Simulator saved object and its images; images: one PNG per piece face and pieces.csv.")],
    out: Annotated[str, typer.Option(help="Folder to write into; the export goes in OUT/<game>/<target>/.")] = "output",
    base_url: Annotated[Optional[str], typer.Option(help="With --to tts: where the images will be hosted (http or https); each address is this plus the file name. Default: file:/// paths.")] = None,
    dpi: Annotated[int, typer.Option(help="Resolution of the images (tts: at most that, within 4096 px a side).")] = 300,
    lang: Lang = "fr",
    force: Force = False,
    allow_local: AllowLocal = False,
) -> None:
    """A game's pieces for digital tables: a Tabletop Simulator saved object, or one image per face."""
    from pnp.jobs import export_game  # each command loads its own work: see the top of the file

    with _fetching(allow_local=allow_local):
        written, skipped = export_game(game, to=to, out=_folder(out), force=force, base_url=base_url, dpi=dpi, lang=lang)
    _written(written)
    _written(skipped)


@app.command()
def proof(
    game: GameRef,
    piece: Annotated[str, typer.Argument(help="The piece: its name (a deck and its row, astres-3), its id, or a card's title.")],
    side: Annotated[str, typer.Option(help="front or back.")] = "front",
    out: Annotated[Optional[str], typer.Option(help="The PNG file to write.  [default: PIECE-SIDE.png here]")] = None,
    dpi: Annotated[int, typer.Option(help="Resolution of the image.")] = 300,
    lang: Lang = "fr",
    force: Force = False,
    allow_local: AllowLocal = False,
) -> None:
    """One piece of a game alone, as a PNG at its trim size: the card you just edited, at once."""
    from pnp.proof import make_proof  # each command loads its own work: see the top of the file

    with _fetching(allow_local=allow_local):
        typer.echo(str(make_proof(game, piece, side=side, out=out, dpi=dpi, lang=lang, force=force)))


@app.command()
def new(
    name: Annotated[str, typer.Argument(help="The folder to make: its name is the game's id and title.")],
    template: Annotated[str, typer.Option("--from", help="cards, board, dice or roll-and-write.")] = "cards",
    title: Annotated[Optional[str], typer.Option(help="The game's title, if not the folder's name: it may hold what a folder name cannot (quotes, a colon).")] = None,
) -> None:
    """A new game's folder that builds at once: a game file, a CSV, an SVG and a README to change."""
    from pnp.newgame import new_game  # each command loads its own work: see the top of the file

    _written(new_game(name, template, title)[1])


@app.command()
def watch(
    game: GameRef,
    port: Annotated[int, typer.Option(help="The port of the preview, on 127.0.0.1.")] = 8000,
    open_: Annotated[bool, typer.Option("--open", help="Open the preview in the web browser.")] = False,
    out: Annotated[str, typer.Option(help="Folder to build into; the page serves it.")] = "output",
    lang: Lang = "fr",
    refresh: Refresh = False,
    allow_local: AllowLocal = False,
) -> None:
    """Build, serve a preview on http://127.0.0.1:PORT/, and build again on every save (Ctrl-C stops)."""
    from pnp.watch import run as watch_loop  # each command loads its own work: see the top of the file

    with _fetching(refresh, allow_local):
        watch_loop(game, out=_folder(out), port=port, lang=lang, open_browser=open_, say=typer.echo, refresh=refresh)


@app.command()
def simulate(
    game: Annotated[str, typer.Argument(help="A built-in game, or a game file: a race ([simulation] kind = \"race\") or one that plays like a built-in game (plays_like).")],
    games: Annotated[Optional[int], typer.Option(help="Games to play.  [default: 10000]")] = None,
    precision: Annotated[Optional[float], typer.Option(help="Instead of --games: play until every win rate is known to ± this many points.")] = None,
    players: Annotated[Optional[int], typer.Option(help="Players (default: the game's most, or one per --policy).")] = None,
    seed: Annotated[int, typer.Option(help="Seed: the same seed gives the same figures.")] = 1,
    policy: Annotated[Optional[list[str]], typer.Option(help="Policy of each seat, in turn order: repeat it or give a comma list; one policy plays every seat.")] = None,
    variant: Annotated[Optional[list[str]], typer.Option(help="A variant of the rules (repeatable).")] = None,
    tips: Annotated[bool, typer.Option(help="Measure each strategy tip: one player follows it against the baseline, seats rotated.")] = False,
    vs: Annotated[Optional[str], typer.Option(help="Another version of the game (a game file), played with the same seeds, side by side.")] = None,
    json_: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    lang: Lang = "en",
    jobs: Annotated[int, typer.Option(help="Processes to play on; the figures do not depend on it.")] = 1,
    plot: Annotated[Optional[str], typer.Option(help="Also draw the win rates and the game lengths into FILE.pdf, .svg or .png.", metavar="FILE")] = None,
    force: Force = False,
    store: Annotated[bool, typer.Option(help="Refresh the built-in game's stored result (balance.json), which its rule book reads.")] = False,
    exact: Annotated[bool, typer.Option(help="A race whose pawns never meet: solve it as a Markov chain instead of playing it.")] = False,
) -> None:
    """Play a game many times: win and tie rates with 95 % intervals, the first player's edge, game length, tips."""
    from pnp.jobs import simulate as run  # the same: the simulation loads only for pnp simulate
    from pnp.jobs import store_balance
    from pnp.report import EVERY_LOG  # each command loads its own work: see the top of the file

    if store:
        typer.echo(str(store_balance(game, workers=jobs)))
        return

    terminal = sys.stderr.isatty()

    def say(line: str) -> None:  # progress goes to stderr, never into stdout (--json)
        if terminal:  # one line, rewritten in place, cleared at the end
            sys.stderr.write(f"\r{line}\x1b[K")
            sys.stderr.flush()
        elif line:
            typer.echo(line, err=True)

    typer.echo(run(game, games=games, precision=precision, players=players, seed=seed, policies=policy or [],
                   variants=variant or [], tips=tips, vs=vs, as_json=json_, lang=lang, workers=jobs, plot=plot,
                   force=force, say=say, every=None if terminal else EVERY_LOG, exact=exact))


@app.command()
def validate(
    game: Annotated[str, typer.Argument(help="A built-in game, 'all', or the path of a game file.")],
    shop: Annotated[Optional[str], typer.Option(help="Also warn of cards whose text or art comes inside this print shop's safe margin: tgc, dtc or mpc.")] = None,
    refresh: Refresh = False,
    allow_local: AllowLocal = False,
) -> None:
    """Run every check on a game and report; exit 1 if any fails (warnings do not)."""
    from pnp.model.spec import builtin_games  # the game model (msgspec, 11 ms): not for pnp stats or --help
    from pnp.validate import validate as run_checks  # each command loads its own work: see the top of the file

    failed = 0
    for ref in builtin_games() if game == "all" else [game]:
        typer.echo(f"{ref}")
        with _fetching(refresh, allow_local):
            checks = run_checks(ref, shop=shop)
        for check in checks:
            typer.echo(f"  {check.line()}")
            failed += not check.ok
    if failed:
        typer.echo(f"pnp: {failed} check(s) failed", err=True)
        raise typer.Exit(1)


@app.command("list")
def list_games() -> None:
    """Name the built-in games."""
    from pnp.kit import load_game  # each command loads its own work: see the top of the file
    from pnp.model.spec import builtin_games, text

    for ref in builtin_games():
        game = load_game(ref)
        typer.echo(f"{ref:26} {text(game.title, 'fr')}")


PRINTING = ("build", "tokens")  # the commands that print parts, which load the part kinds at once


def _asked_for(word: str | None) -> typer.Typer:
    """The app with only the command named, when one is: Typer turns every command's parameters into options at
    each start (~10 ms of a build's 120). Help, pnp stats and an unknown word get every command, pnp stats too."""
    one = [c for c in app.registered_commands if (c.name or typer.main.get_command_name(c.callback.__name__)) == word]
    if one:
        only = copy.copy(app)  # a copy: `app` stays whole for the next call in the same process (the tests)
        only.registered_commands = one
        return only
    from pnp.cli.stats import stats_app  # pnp stats's commands, which `pnp build` never uses (~5 ms)

    whole = copy.copy(app)
    whole.registered_groups = list(app.registered_groups)
    whole.add_typer(stats_app, name="stats")
    return whole


def main(loaded=lambda: None) -> None:
    """The command line; `loaded` is called once the modules a command needs before its work are in (the part
    kinds of a printing command): pnp.__main__ freezes them there for the garbage collector."""
    if {"--help", "-h"} & set(sys.argv[1:]):
        _name_the_parts()
    words = [a for a in sys.argv[1:] if not a.startswith("-")]
    if words and words[0] in PRINTING:
        _load_kinds()
    loaded()
    try:
        code = _asked_for(words[0] if words else None)(prog_name="pnp", standalone_mode=False)
    except typer.TyperException as e:  # usage errors from the option parser, as one line
        if type(e).__name__ == "NoArgsIsHelpError":  # `pnp` or `pnp stats` alone: the help, which rich has printed
            if e.format_message().strip():
                typer.echo(e.format_message())
            sys.exit(0)
        typer.echo(f"pnp: error: {e.format_message()} (see pnp --help)", err=True)
        sys.exit(2)
    except typer.Abort:
        typer.echo("pnp: interrupted; files already in place were left as they were", err=True)
        sys.exit(130)
    except PnpError as e:
        typer.echo(f"pnp: error: {e.line()}", err=True)
        sys.exit(2)
    except Stopped as e:  # SIGTERM, SIGHUP: the exit status a shell expects of a process they ended
        typer.echo(f"pnp: stopped by {signal.Signals(e.signum).name}; the output folder holds a whole build, old or new", err=True)
        sys.exit(128 + e.signum)
    except KeyboardInterrupt:
        typer.echo("pnp: interrupted; files already in place were left as they were", err=True)
        sys.exit(130)
    except Exception as e:  # a bug, not bad input: still one line, with a way to see more
        if __import__("os").environ.get("PNP_DEBUG"):
            raise
        typer.echo(f"pnp: internal error: {type(e).__name__}: {e} (set PNP_DEBUG=1 for details, and please report it)", err=True)
        sys.exit(70)
    if code == 130:  # click turns Ctrl-C into exit code 130
        typer.echo("pnp: interrupted; files already in place were left as they were", err=True)
    sys.exit(code if isinstance(code, int) else 0)
