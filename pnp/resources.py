"""Where the bundled data lives: inside the installed package, or at the top of a source checkout."""

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def data_dir(name: str) -> Path:
    """fonts/ and templates/ sit at the repository top and are copied into the wheel as pnp/<name>."""
    installed = _PACKAGE / name
    return installed if installed.is_dir() else _PACKAGE.parent / name


def games_dir() -> Path:
    return _PACKAGE / "games"
