"""The command line. Thin: options in, calls out, messages back.

Each command imports its work (pnp.jobs, which loads the kit and every part kind, ~50 ms) inside itself,
so `pnp --help`, `pnp stats` and `pnp list` do not pay for what they never use. The options are read by
the standard library's argparse (pnp/cli/args.py): Typer and its Click took about a tenth of a build's work
to load and to build the command's options, argparse a tenth of that.
"""

import sys
from contextlib import contextmanager
from pathlib import Path

from pnp import __version__
from pnp.base.errors import PnpError, Stopped
from pnp.base.i18n import LANGS
from pnp.cli.args import UsageError, argument, command, group_help, option, switch

ABOUT = "Print-and-play kits: boards, dice stickers and nets, tokens, rule books."
VERSION = ("--version", "Print pnp's version and exit.")
STATS = "Exact dice odds: compare dice, find cycles, the odds of a game."  # pnp stats's, named here: its module loads only for it
COMMANDS: dict = {}  # name -> args.Command, in the order of pnp --help


def paper_option():
    return option("paper", help="Paper: a4, letter or a3.", default="a4")


def lang_option(default: str = "fr"):
    return option("lang", help=f"Language of the printed texts: {' or '.join(LANGS)}.", default=default)


def formats(default: str, help: str = "Files to write: pdf, svg, png, comma-separated."):
    return option("fmt", "--format", help=help, default=default)


def game_argument(help: str = "A built-in game, or the path of a game file."):
    return argument("game", help)


def out_option(help: str):
    return option("out", help=help, default="output")


def force_option():
    return switch("force", help="Overwrite files pnp did not write (or that were edited since).")


def bleed_option():
    return option("bleed", help="Colour running past the cut line, e.g. 3mm or 0.125in.", default="0mm")


def refresh_option():
    return switch("refresh", help="Fetch again the deck data given as https:// links (else the copy kept in .pnp-cache/ beside the game file).", negatable=False)


def allow_local_option():
    return switch("allow_local", help="Fetch deck data from links to this machine or its network too (loopback, private addresses): refused otherwise.", negatable=False)


# The part kinds' own print options (registry.Kind.choices: pawns.STYLE, cards.LAYOUT and cards.SHOP), written
# here like every other option so that the kinds load only for a command that prints; tests/test_architecture.py
# checks that pnp build declares every kind's, and pnp tokens its pieces'. None: not given (options.check_choices)
def pawn_style():
    return option("pawn", help="Pawns as standee (folding, stands up) or token (round, double-sided). (default: standee)")


def card_layout():
    return option("layout", help="Cards: sheet (the kit, imposed with crop marks) or shop (a print shop's files only; see --shop). (default: sheet)")


def shop_choice():
    return option("shop", help="The print shop's files: tgc (The Game Crafter, PNGs), dtc (DriveThruCards, a vector PDF/X-1a in CMYK a deck), mpc (MakePlayingCards, PNGs) or dtc-raster (DriveThruCards' fallback: each page one CMYK image, by Ghostscript); implies --layout shop. (default: tgc)")


def echo(text: str = "", err: bool = False) -> None:
    print(text, file=sys.stderr if err else sys.stdout)


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
        echo(str(path))


@command(
    COMMANDS,
    option("faces", help="One die's faces, comma-separated, e.g. \"1,2,Noir,Noir,5,6\". Repeat for more dice.", repeat=True),
    option("color", help="Colour of the dice (a name or #rrggbb): once for all, or once per --faces.", repeat=True),
    option("game", help="Take the dice of a built-in game, or of a game file."),
    option("shape", help="d4, d6, d8, d10, d12 or d20, with as many --faces.  [default: d6]"),
    option("style", help="sticker: stickers for blank dice; net: fold-up paper dice.", default="sticker"),
    option("die", help="Edge of the blank die the stickers are for (a d10's long edge).  [default: the shape's, 16mm for a d6]"),
    option("sticker", help="Edge of a sticker.  [default: about 80% of --die]"),
    option("face", help="Edge of a face of the paper die (--style net).  [default: the shape's, 20mm for a d6]"),
    option("count", help="How many of each die.", default=1, type=int),
    switch("pips", help="Draw the numbers 1 to 6 as pips."),
    option("ink", help="color, or bw: black and white, dice of different colours told apart by a patterned band.", default="color"),
    paper_option(), formats("pdf,svg,png"), out_option("Folder to write into."), lang_option(), bleed_option(), force_option(), allow_local_option(),
)
def dice(faces, color, game, shape, style, die, sticker, face, count, pips, ink, paper, fmt, out, lang, bleed, force,
         allow_local) -> None:
    """Stickers or fold-up nets for custom dice."""
    from pnp.jobs import DiceRequest, make_dice  # each command loads its own work: see the top of the file

    request = DiceRequest(faces or [], color or [], game, style, die, sticker, face, count, pips, paper, fmt, lang, bleed, shape, ink)
    with _fetching(allow_local=allow_local):
        _written(make_dice(request, _folder(out), force))


# --- board command (issue 4) ---

GAME_FOLDER = "Folder to write into; the game gets its own folder inside."


@command(
    COMMANDS,
    argument("game", "A built-in game, or the path of a game file that has a board section."),
    option("cell", help="Side of a square, e.g. 25mm (default: the game file's)."),
    switch("fit", help="Shrink the squares until the board fits one sheet of --paper."),
    option("pawn", help="Base of the widest pawn a square must hold, e.g. 11mm (default: the game file's)."),
    paper_option(), lang_option(), formats("pdf,svg,png"), out_option(GAME_FOLDER), force_option(), allow_local_option(),
)
def board(game, cell, fit, pawn, paper, lang, fmt, out, force, allow_local) -> None:
    """A game's board: on one sheet when it fits, else in tiles to glue together; plus the whole board as SVG."""
    from pnp.jobs import make_board  # each command loads its own work: see the top of the file

    with _fetching(allow_local=allow_local):
        _written(make_board(game, cell=cell, fit=fit, paper=paper, lang=lang, fmt=fmt, out=_folder(out), force=force, pawn=pawn))


# --- tokens command (issue 5) ---


@command(
    COMMANDS,
    game_argument(),
    option("ink", help="color, or bw: black and white, pieces told apart by pattern and letter.", default="color"),
    option("duplex", help="Double-sided pieces: long or short (the edge the sheet flips on), or none (fold-over pairs).", default="long"),
    pawn_style(), paper_option(), lang_option(), formats("pdf,svg,png"), out_option(GAME_FOLDER), bleed_option(), force_option(), allow_local_option(),
)
def tokens(game, ink, duplex, pawn, paper, lang, fmt, out, bleed, force, allow_local) -> None:
    """Counters and pawns of a game on sheets ready to cut, with their backs."""
    from pnp.jobs import make_tokens  # each command loads its own work: see the top of the file

    with _fetching(allow_local=allow_local):
        _written(make_tokens(game, ink=ink, duplex=duplex, paper=paper, lang=lang, fmt=fmt, bleed=bleed,
                             out=_folder(out), force=force, choices={"pawn": pawn}))


@command(
    COMMANDS,
    game_argument(), lang_option(),
    switch("booklet", help="Half-size pages two-up on landscape sheets, in booklet order, to fold."),
    switch("aids", help="Also write the player aids (and score sheet).", default=True),
    paper_option(), formats("pdf"), out_option(GAME_FOLDER), force_option(), allow_local_option(),
)
def rules(game, lang, booklet, aids, paper, fmt, out, force, allow_local) -> None:
    """The rule book of a game as a PDF, with its player aids."""
    from pnp.jobs import make_rules  # each command loads its own work: see the top of the file

    with _fetching(allow_local=allow_local):
        _written(make_rules(game, lang=lang, booklet=booklet, aids=aids, paper=paper, fmt=fmt, out=_folder(out), force=force))


# the kinds are named in the help only when help is asked for: importing them all costs ~40 ms a command
PARTS = option("parts", help="Only these parts, comma-separated (see pnp build --help).")


def _name_the_parts() -> None:
    from pnp.parts.registry import names  # the kinds load only when help is asked for

    PARTS.help = f"Only these parts, comma-separated: {', '.join(names())}."


def _load_kinds() -> None:
    """The part kinds, for a command that prints them: loaded before main's `loaded`, so that they are frozen
    with the rest of what the command needs (pnp.__main__)."""
    from pnp.parts.registry import kinds  # the kinds load only for the command that prints them

    kinds()


@command(
    COMMANDS,
    game_argument("A built-in game, 'all', or the path of a game file."), paper_option(), lang_option(),
    option("ink", help="color, or bw: black and white, pieces told apart by pattern and letter.", default="color"),
    option("duplex", help="Double-sided sheets: long or short (the edge the sheet flips on), or none.", default="long"),
    pawn_style(), card_layout(), shop_choice(), bleed_option(), PARTS,
    formats("kit,pdf,svg,png", "Files to write: kit (the one PDF to print), pdf and svg (each part), png (previews)."),
    out_option("Folder to write into; each game gets its own folder inside."), force_option(),
    switch("ignore_claims", help="Build even if a figure the game file claims is wrong (pnp validate still fails)."),
    switch("verbose", "--verbose", "-v", help="List every file written (default: a line per game).", negatable=False),
    refresh_option(), allow_local_option(),
)
def build(game, paper, lang, ink, duplex, pawn, layout, shop, bleed, parts, fmt, out, force, ignore_claims, verbose,
          refresh, allow_local) -> None:
    """The print-and-play kit of a game (or of all built-in games): one PDF to print, each part alone, previews."""
    from pnp.jobs import build_kits, build_lines  # each command loads its own work: see the top of the file

    folder = _folder(out)
    with _fetching(refresh, allow_local):
        written = build_kits(game, paper=paper, lang=lang, fmt=fmt, parts=parts, out=folder, bleed=bleed, force=force,
                             ink=ink, duplex=duplex, progress=_progress, ignore_claims=ignore_claims,
                             choices={"pawn": pawn, "layout": layout, "shop": shop})
    _written(build_lines(written, folder, verbose))


def _progress(kits):
    """The games built, one line on a terminal rewritten in place (a log or a pipe gets the file list)."""
    if not sys.stderr.isatty():
        yield from kits
        return
    kits = list(kits)
    for done, kit in enumerate(kits, 1):
        sys.stderr.write(f"\rpnp build {done}/{len(kits)} {kit[0].id if kit else ''}\x1b[K")
        sys.stderr.flush()
        yield kit
    sys.stderr.write("\r\x1b[K")


@command(
    COMMANDS,
    game_argument(),
    option("to", help="tts: a Tabletop Simulator saved object, its images and the rule book's PDF; images: one PNG "
                      "per piece face and pieces.csv.", required=True),
    out_option("Folder to write into; the export goes in OUT/<game>/<target>/."),
    option("base_url", help="With --to tts: where the images will be hosted (http or https); each address is this plus the file name. Default: file:/// paths."),
    option("dpi", help="Resolution of the images (tts: at most that, within 4096 px a side).", default=300, type=int),
    lang_option(), force_option(), allow_local_option(),
)
def export(game, to, out, base_url, dpi, lang, force, allow_local) -> None:
    """A game's pieces for digital tables: a Tabletop Simulator saved object, or one image per face."""
    from pnp.jobs import export_game  # each command loads its own work: see the top of the file

    with _fetching(allow_local=allow_local):
        written, skipped = export_game(game, to=to, out=_folder(out), force=force, base_url=base_url, dpi=dpi, lang=lang)
    _written(written)
    _written(skipped)


@command(
    COMMANDS,
    game_argument(),
    argument("piece", "The piece: its name (a deck and its row, astres-3), its id, or a card's title."),
    option("side", help="front or back.", default="front"),
    option("out", help="The PNG file to write.  [default: PIECE-SIDE.png here]"),
    option("dpi", help="Resolution of the image.", default=300, type=int),
    lang_option(), force_option(), allow_local_option(),
)
def proof(game, piece, side, out, dpi, lang, force, allow_local) -> None:
    """One piece of a game alone, as a PNG at its trim size: the card you just edited, at once."""
    from pnp.proof import make_proof  # each command loads its own work: see the top of the file

    with _fetching(allow_local=allow_local):
        echo(str(make_proof(game, piece, side=side, out=out, dpi=dpi, lang=lang, force=force)))


@command(
    COMMANDS,
    game_argument(),
    out_option("Folder to write into; the pictures go in OUT/<game>/ (showcase.png, showcase.pdf)."),
    option("size", help="Width of the PNG in pixels, 200 to 6000.", default=1200, type=int),
    lang_option(), force_option(), allow_local_option(),
)
def showcase(game, out, size, lang, force, allow_local) -> None:
    """A picture of a game's components for its page on a board-game site: a PNG, and the same page as a PDF."""
    from pnp.showcase import make_showcase  # each command loads its own work: see the top of the file

    with _fetching(allow_local=allow_local):
        _written(make_showcase(game, out=_folder(out), size=size, lang=lang, force=force))


@command(
    COMMANDS,
    argument("name", "The folder to make: its name is the game's id and title."),
    option("template", "--from", help="cards, board, dice or roll-and-write.", default="cards"),
    option("title", help="The game's title, if not the folder's name: it may hold what a folder name cannot (quotes, a colon)."),
)
def new(name, template, title) -> None:
    """A new game's folder that builds at once: a game file, a CSV, an SVG and a README to change."""
    from pnp.newgame import new_game  # each command loads its own work: see the top of the file

    _written(new_game(name, template, title)[1])


@command(
    COMMANDS,
    game_argument(),
    option("port", help="The port of the preview, on 127.0.0.1.", default=8000, type=int),
    switch("open_", "--open", help="Open the preview in the web browser.", negatable=False),
    out_option("Folder to build into; the page serves it."), lang_option(), refresh_option(), allow_local_option(),
)
def watch(game, port, open_, out, lang, refresh, allow_local) -> None:
    """Build, serve a preview on http://127.0.0.1:PORT/, and build again on every save (Ctrl-C stops)."""
    from pnp.watch import run as watch_loop  # each command loads its own work: see the top of the file

    with _fetching(refresh, allow_local):
        watch_loop(game, out=_folder(out), port=port, lang=lang, open_browser=open_, say=echo, refresh=refresh)


@command(
    COMMANDS,
    argument("game", "A built-in game, or a game file: a race ([simulation] kind = \"race\") or one that plays like a built-in game (plays_like)."),
    option("games", help="Games to play.  [default: 10000]", type=int),
    option("precision", help="Instead of --games: play until every win rate is known to ± this many points.", type=float),
    option("players", help="Players (default: the game's most, or one per --policy).", type=int),
    option("seed", help="Seed: the same seed gives the same figures.", default=1, type=int),
    option("policy", help="Policy of each seat, in turn order: repeat it or give a comma list; one policy plays every seat.", repeat=True),
    option("variant", help="A variant of the rules (repeatable).", repeat=True),
    switch("tips", help="Measure each strategy tip: one player follows it against the baseline, seats rotated."),
    option("vs", help="Another version of the game (a game file), played with the same seeds, side by side."),
    switch("json_", "--json", help="Print one JSON object.", negatable=False),
    lang_option("en"),
    option("jobs", help="Processes to play on; the figures do not depend on it.", default=1, type=int),
    option("plot", help="Also draw the win rates and the game lengths into FILE.pdf, .svg or .png.", metavar="FILE"),
    force_option(),
    switch("store", help="Refresh the built-in game's stored result (balance.json), which its rule book reads."),
    switch("exact", help="A race whose pawns never meet: solve it as a Markov chain instead of playing it."),
)
def simulate(game, games, precision, players, seed, policy, variant, tips, vs, json_, lang, jobs, plot, force, store,
             exact) -> None:
    """Play a game many times: win and tie rates with 95 % intervals, the first player's edge, game length, tips."""
    from pnp.jobs import simulate as run  # the same: the simulation loads only for pnp simulate
    from pnp.jobs import store_balance
    from pnp.report import EVERY_LOG  # each command loads its own work: see the top of the file

    if store:
        echo(str(store_balance(game, workers=jobs)))
        return

    terminal = sys.stderr.isatty()

    def say(line: str) -> None:  # progress goes to stderr, never into stdout (--json)
        if terminal:  # one line, rewritten in place, cleared at the end
            sys.stderr.write(f"\r{line}\x1b[K")
            sys.stderr.flush()
        elif line:
            echo(line, err=True)

    echo(run(game, games=games, precision=precision, players=players, seed=seed, policies=policy or [],
             variants=variant or [], tips=tips, vs=vs, as_json=json_, lang=lang, workers=jobs, plot=plot,
             force=force, say=say, every=None if terminal else EVERY_LOG, exact=exact))


@command(
    COMMANDS,
    game_argument("A built-in game, 'all', or the path of a game file."),
    option("shop", help="Also warn of cards whose text or art comes inside this print shop's safe margin: tgc, dtc, mpc or dtc-raster."),
    refresh_option(), allow_local_option(),
)
def validate(game, shop, refresh, allow_local) -> int:
    """Run every check on a game and report; exit 1 if any fails (warnings do not)."""
    from pnp.model.spec import builtin_games  # the game model (msgspec, 11 ms): not for pnp stats or --help
    from pnp.validate import validate as run_checks  # each command loads its own work: see the top of the file

    failed = 0
    for ref in builtin_games() if game == "all" else [game]:
        echo(f"{ref}")
        with _fetching(refresh, allow_local):
            checks = run_checks(ref, shop=shop)
        for check in checks:
            echo(f"  {check.line()}")
            failed += not check.ok
    if failed:
        echo(f"pnp: {failed} check(s) failed", err=True)
        return 1
    return 0


@command(COMMANDS, name="list")
def list_games() -> None:
    """Name the built-in games."""
    from pnp.kit import load_game  # each command loads its own work: see the top of the file
    from pnp.model.spec import builtin_games, text

    for ref in builtin_games():
        game = load_game(ref)
        echo(f"{ref:26} {text(game.title, 'fr')}")


PRINTING = ("build", "tokens")  # the commands that print parts, which load the part kinds at once


def _run(args: list[str]) -> int:
    """Run the command the words name; its exit status."""
    if not args or args[0] == "--help":
        echo(group_help("pnp", ABOUT, {**COMMANDS, "stats": _Named(STATS)}, (VERSION,)))
        return 0
    if args[0] == "--version":
        echo(f"pnp {__version__}")
        return 0
    if args[0] == "stats":
        return _stats(args[1:])
    return _command(COMMANDS, "pnp", args) or 0


def _stats(args: list[str]) -> int:
    from pnp.cli.stats import COMMANDS as STATS_COMMANDS  # pnp stats's commands, which `pnp build` never uses (~5 ms)

    if not args or args[0] == "--help":
        echo(group_help("pnp stats", STATS, STATS_COMMANDS))
        return 0
    return _command(STATS_COMMANDS, "pnp stats", args) or 0


def _command(table: dict, prog: str, args: list[str]):
    if args[0].startswith("-"):
        raise UsageError(f"No such option: {args[0]}")
    if args[0] not in table:
        raise UsageError(f"No such command '{args[0]}'.")
    return table[args[0]].run(f"{prog} {args[0]}", args[1:])


class _Named:
    """A group named among the commands, with its help (pnp stats, whose module is not loaded for pnp --help)."""

    def __init__(self, help: str):
        self.help = help


def _quiet_output() -> None:
    """Standard output pointed at the null device: what is left in its buffer, flushed at exit, goes nowhere
    rather than raising again on the closed pipe."""
    import os  # built in and loaded already; only this rare path needs it here

    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, sys.stdout.fileno())
    os.close(null)


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
        code = _run(sys.argv[1:])
    except UsageError as e:  # usage errors from the option parser, as one line
        echo(f"pnp: error: {e} (see pnp --help)", err=True)
        sys.exit(2)
    except PnpError as e:
        echo(f"pnp: error: {e.line()}", err=True)
        sys.exit(2)
    except Stopped as e:  # SIGTERM, SIGHUP: the exit status a shell expects of a process they ended
        import signal  # its names, for the one message that needs them

        echo(f"pnp: stopped by {signal.Signals(e.signum).name}; the output folder holds a whole build, old or new", err=True)
        sys.exit(128 + e.signum)
    except KeyboardInterrupt:
        echo("pnp: interrupted; files already in place were left as they were", err=True)
        sys.exit(130)
    except BrokenPipeError:  # whoever read the output stopped reading (`pnp --help | head -1`): no error of ours
        _quiet_output()
        sys.exit(141)  # 128 + SIGPIPE, as a shell's own tools end there
    except Exception as e:  # a bug, not bad input: still one line, with a way to see more
        if __import__("os").environ.get("PNP_DEBUG"):
            raise
        echo(f"pnp: internal error: {type(e).__name__}: {e} (set PNP_DEBUG=1 for details, and please report it)", err=True)
        sys.exit(70)
    sys.exit(code if isinstance(code, int) else 0)
