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
from pnp.base.errors import PnpError, Stopped, one_line
from pnp.base.i18n import LANGS, message_language, said
from pnp.cli.args import UsageError, argument, command, group_help, option, switch

ABOUT = said("help.pnp")
VERSION = ("--version", said("help.version"))
STATS = said("help.stats")  # pnp stats's, named here: its module loads only for it
COMMANDS: dict = {}  # name -> args.Command, in the order of pnp --help


def paper_option():
    return option("paper", help=said("help.option.paper"), default="a4")


def lang_option(default: str = "fr"):
    return option("lang", help=said("help.option.lang", langs=", ".join(LANGS)), default=default)


def formats(default: str, help=said("help.option.format")):
    return option("fmt", "--format", help=help, default=default)


def game_argument(help=said("help.option.game")):
    return argument("game", help)


def out_option(help):
    return option("out", help=help, default="output")


def force_option():
    return switch("force", help=said("help.option.force"))


def bleed_option():
    return option("bleed", help=said("help.option.bleed"), default="0mm")


def refresh_option():
    return switch("refresh", help=said("help.option.refresh"), negatable=False)


def allow_local_option():
    return switch("allow_local", help=said("help.option.allow_local"), negatable=False)


# The part kinds' own print options (registry.Kind.choices: pawns.STYLE, cards.LAYOUT and cards.SHOP), written
# here like every other option so that the kinds load only for a command that prints; tests/test_architecture.py
# checks that pnp build declares every kind's, and pnp tokens its pieces'. None: not given (options.check_choices)
def pawn_style():
    return option("pawn", help=said("help.option.pawn"))


def card_layout():
    return option("layout", help=said("help.option.layout"))


def shop_choice():
    return option("shop", help=said("help.option.shop"))


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
        raise PnpError(said("errors.cli.empty-folder"), field="--out")
    return Path(out)


def _written(paths) -> None:
    for path in paths:
        echo(str(path))


@command(
    COMMANDS,
    option("faces", help=said("help.option.faces"), repeat=True),
    option("color", help=said("help.option.color"), repeat=True),
    option("game", help=said("help.option.dice-game")),
    option("shape", help=said("help.option.shape")),
    option("style", help=said("help.option.style"), default="sticker"),
    option("die", help=said("help.option.die")),
    option("sticker", help=said("help.option.sticker")),
    option("face", help=said("help.option.face")),
    option("count", help=said("help.option.count"), default=1, type=int),
    switch("pips", help=said("help.option.pips")),
    option("ink", help=said("help.option.ink.dice"), default="color"),
    paper_option(), formats("pdf,svg,png"), out_option(said("help.option.out")), lang_option(), bleed_option(), force_option(), allow_local_option(),
    help=said("help.dice"),
)
def dice(faces, color, game, shape, style, die, sticker, face, count, pips, ink, paper, fmt, out, lang, bleed, force,
         allow_local) -> None:
    """Stickers or fold-up nets for custom dice."""
    from pnp.jobs import DiceRequest, make_dice  # each command loads its own work: see the top of the file

    request = DiceRequest(faces or [], color or [], game, style, die, sticker, face, count, pips, paper, fmt, lang, bleed, shape, ink)
    with _fetching(allow_local=allow_local):
        _written(make_dice(request, _folder(out), force))


# --- board command (issue 4) ---

GAME_FOLDER = said("help.option.out.game")


@command(
    COMMANDS,
    argument("game", said("help.option.game.board")),
    option("cell", help=said("help.option.cell")),
    switch("fit", help=said("help.option.fit")),
    option("pawn", help=said("help.option.pawn.board")),
    paper_option(), lang_option(), formats("pdf,svg,png"), out_option(GAME_FOLDER), force_option(), allow_local_option(),
    help=said("help.board"),
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
    option("ink", help=said("help.option.ink"), default="color"),
    option("duplex", help=said("help.option.duplex.tokens"), default="long"),
    pawn_style(), paper_option(), lang_option(), formats("pdf,svg,png"), out_option(GAME_FOLDER), bleed_option(), force_option(), allow_local_option(),
    help=said("help.tokens"),
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
    switch("booklet", help=said("help.option.booklet")),
    switch("aids", help=said("help.option.aids"), default=True),
    paper_option(), formats("pdf"), out_option(GAME_FOLDER), force_option(), allow_local_option(),
    help=said("help.rules"),
)
def rules(game, lang, booklet, aids, paper, fmt, out, force, allow_local) -> None:
    """The rule book of a game as a PDF, with its player aids."""
    from pnp.jobs import make_rules  # each command loads its own work: see the top of the file

    with _fetching(allow_local=allow_local):
        _written(make_rules(game, lang=lang, booklet=booklet, aids=aids, paper=paper, fmt=fmt, out=_folder(out), force=force))


# the kinds are named in the help only when help is asked for: importing them all costs ~40 ms a command
PARTS = option("parts", help=said("help.option.parts"))


def _name_the_parts() -> None:
    from pnp.parts.registry import names  # the kinds load only when help is asked for

    PARTS.help = said("help.option.parts.named", parts=", ".join(names()))


def _load_kinds() -> None:
    """The part kinds, for a command that prints them: loaded before main's `loaded`, so that they are frozen
    with the rest of what the command needs (pnp.__main__)."""
    from pnp.parts.registry import kinds  # the kinds load only for the command that prints them

    kinds()


@command(
    COMMANDS,
    game_argument(said("help.option.game.all")), paper_option(), lang_option(),
    option("ink", help=said("help.option.ink"), default="color"),
    option("duplex", help=said("help.option.duplex"), default="long"),
    pawn_style(), card_layout(), shop_choice(), bleed_option(), PARTS,
    formats("kit,pdf,svg,png", said("help.option.format.build")),
    out_option(said("help.option.out.build")), force_option(),
    switch("ignore_claims", help=said("help.option.ignore_claims")),
    switch("verbose", "--verbose", "-v", help=said("help.option.verbose"), negatable=False),
    refresh_option(), allow_local_option(),
    help=said("help.build"),
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
    option("to", help=said("help.option.to"), required=True),
    out_option(said("help.option.out.export")),
    option("base_url", help=said("help.option.base_url")),
    option("dpi", help=said("help.option.dpi.export"), default=300, type=int),
    lang_option(), force_option(), allow_local_option(),
    help=said("help.export"),
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
    argument("piece", said("help.option.piece")),
    option("side", help=said("help.option.side"), default="front"),
    option("out", help=said("help.option.out.proof")),
    option("dpi", help=said("help.option.dpi"), default=300, type=int),
    lang_option(), force_option(), allow_local_option(),
    help=said("help.proof"),
)
def proof(game, piece, side, out, dpi, lang, force, allow_local) -> None:
    """One piece of a game alone, as a PNG at its trim size: the card you just edited, at once."""
    from pnp.proof import make_proof  # each command loads its own work: see the top of the file

    with _fetching(allow_local=allow_local):
        echo(str(make_proof(game, piece, side=side, out=out, dpi=dpi, lang=lang, force=force)))


@command(
    COMMANDS,
    game_argument(),
    out_option(said("help.option.out.showcase")),
    option("size", help=said("help.option.size"), default=1200, type=int),
    lang_option(), force_option(), allow_local_option(),
    help=said("help.showcase"),
)
def showcase(game, out, size, lang, force, allow_local) -> None:
    """A picture of a game's components for its page on a board-game site: a PNG, and the same page as a PDF."""
    from pnp.showcase import make_showcase  # each command loads its own work: see the top of the file

    with _fetching(allow_local=allow_local):
        _written(make_showcase(game, out=_folder(out), size=size, lang=lang, force=force))


@command(
    COMMANDS,
    argument("name", said("help.option.name")),
    option("template", "--from", help=said("help.option.from"), default="cards"),
    option("title", help=said("help.option.title")),
    option("lang", help=said("help.option.new-lang", langs=", ".join(LANGS))),
    help=said("help.new"),
)
def new(name, template, title, lang) -> None:
    """A new game's folder that builds at once: a game file, a CSV, an SVG and a README to change."""
    from pnp.newgame import new_game  # each command loads its own work: see the top of the file

    _written(new_game(name, template, title, lang=lang)[1])


@command(
    COMMANDS,
    game_argument(),
    option("port", help=said("help.option.port"), default=8000, type=int),
    switch("open_", "--open", help=said("help.option.open"), negatable=False),
    out_option(said("help.option.out.watch")), lang_option(), refresh_option(), allow_local_option(),
    help=said("help.watch"),
)
def watch(game, port, open_, out, lang, refresh, allow_local) -> None:
    """Build, serve a preview on http://127.0.0.1:PORT/, and build again on every save (Ctrl-C stops)."""
    from pnp.watch import run as watch_loop  # each command loads its own work: see the top of the file

    with _fetching(refresh, allow_local):
        watch_loop(game, out=_folder(out), port=port, lang=lang, open_browser=open_, say=echo, refresh=refresh)


@command(
    COMMANDS,
    argument("game", said("help.option.game.simulate")),
    option("games", help=said("help.option.games"), type=int),
    option("precision", help=said("help.option.precision"), type=float),
    option("players", help=said("help.option.players"), type=int),
    option("seed", help=said("help.option.seed"), default=1, type=int),
    option("policy", help=said("help.option.policy"), repeat=True),
    option("variant", help=said("help.option.variant"), repeat=True),
    switch("tips", help=said("help.option.tips")),
    option("vs", help=said("help.option.vs")),
    switch("json_", "--json", help=said("help.option.json"), negatable=False),
    lang_option("en"),
    option("jobs", help=said("help.option.jobs"), default=1, type=int),
    option("plot", help=said("help.option.plot"), metavar="FILE"),
    force_option(),
    switch("store", help=said("help.option.store")),
    switch("exact", help=said("help.option.exact")),
    help=said("help.simulate"),
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
    game_argument(said("help.option.game.all")),
    option("shop", help=said("help.option.shop.validate")),
    refresh_option(), allow_local_option(),
    help=said("help.validate"),
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
        echo(str(said("cli.failed", count=failed)), err=True)
        return 1
    return 0


@command(COMMANDS, name="list", help=said("help.list"))
def list_games() -> None:
    """Name the built-in games."""
    from pnp.kit import load_game  # each command loads its own work: see the top of the file
    from pnp.model.spec import builtin_games, text

    for ref in builtin_games():
        game = load_game(ref)
        echo(f"{ref:26} {text(game.title, message_language())}")  # the title in its reader's language


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
        raise UsageError(said("usage.no-option", option=args[0]))
    if args[0] not in table:
        raise UsageError(said("usage.no-command", command=args[0]))
    return table[args[0]].run(f"{prog} {args[0]}", args[1:])


class _Named:
    """A group named among the commands, with its help (pnp stats, whose module is not loaded for pnp --help)."""

    def __init__(self, help):
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
        echo(one_line(str(said("cli.usage-error", message=e.said))), err=True)  # a newline given stays shown, one line
        sys.exit(2)
    except PnpError as e:
        echo(str(said("cli.error", message=e.line())), err=True)
        sys.exit(2)
    except Stopped as e:  # SIGTERM, SIGHUP: the exit status a shell expects of a process they ended
        import signal  # its names, for the one message that needs them

        echo(str(said("cli.stopped", signal=signal.Signals(e.signum).name)), err=True)
        sys.exit(128 + e.signum)
    except KeyboardInterrupt:
        echo(str(said("cli.interrupted")), err=True)
        sys.exit(130)
    except BrokenPipeError:  # whoever read the output stopped reading (`pnp --help | head -1`): no error of ours
        _quiet_output()
        sys.exit(141)  # 128 + SIGPIPE, as a shell's own tools end there
    except Exception as e:  # a bug, not bad input: still one line, with a way to see more
        if __import__("os").environ.get("PNP_DEBUG"):
            raise
        echo(one_line(str(said("cli.internal", error=f"{type(e).__name__}: {e}"))), err=True)
        sys.exit(70)
    sys.exit(code if isinstance(code, int) else 0)
