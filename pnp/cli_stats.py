"""`pnp stats`: the odds engine on the command line (issue 3)."""

import typer

stats_app = typer.Typer(help="Exact dice odds: compare dice, find cycles, the odds of a game.", no_args_is_help=True)
