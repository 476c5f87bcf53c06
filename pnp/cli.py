"""The command line. Thin: options in, calls out, messages back.

Heavy modules are imported inside the commands that need them, so `pnp --help` and small jobs start fast.
"""

from __future__ import annotations

import sys
from typing import Annotated, Optional

import typer

from pnp.cli_stats import stats_app
from pnp.errors import PnpError

app = typer.Typer(
    help="Print-and-play kits: boards, dice stickers and nets, tokens, rule books.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)
app.add_typer(stats_app, name="stats")


@app.command("list")
def list_games() -> None:
    """Name the built-in games."""
    from pnp.spec import builtin_games, load_game, text

    for ref in builtin_games():
        game = load_game(ref)
        typer.echo(f"{ref:26} {text(game.title, 'fr')}")


def main() -> None:
    try:
        app(prog_name="pnp")
    except PnpError as e:
        typer.echo(f"pnp: error: {e}", err=True)
        sys.exit(2)
    except KeyboardInterrupt:
        typer.echo("pnp: interrupted", err=True)
        sys.exit(130)
    except Exception as e:  # a bug, not bad input: still one line, with a way to see more
        if __import__("os").environ.get("PNP_DEBUG"):
            raise
        typer.echo(f"pnp: internal error: {type(e).__name__}: {e} (set PNP_DEBUG=1 for details, and please report it)", err=True)
        sys.exit(70)
