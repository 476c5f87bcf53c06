"""Where the bundled data lives (inside the installed package, or at the top of a source checkout), and how a
built-in game's own code is loaded from its folder."""

import importlib.util
import sys
from functools import cache
from pathlib import Path

from pnp.base.errors import PnpError
from pnp.base.i18n import said

_PACKAGE = Path(__file__).resolve().parent.parent  # pnp/, this module being in pnp/base/


@cache
def data_dir(name: str) -> Path:
    """fonts/ and templates/ sit at the repository top and are copied into the wheel as pnp/<name>."""
    installed = _PACKAGE / name
    return installed if installed.is_dir() else _PACKAGE.parent / name


def games_dir() -> Path:
    return _PACKAGE / "games"


def load_module(path):
    """A module loaded from its file (a game's folder name has hyphens, so it cannot be imported by name).
    Its name comes from the path alone, the same in every process: objects pickle across processes by it,
    and numba's on-disk cache records it."""
    path = Path(path)
    name = "pnp_game_" + f"{path.parent.name}_{path.stem}".replace("-", "_")

    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        try:
            spec.loader.exec_module(module)
        except BaseException:
            del sys.modules[name]
            raise
    return sys.modules[name]


class Source(str):
    """How messages name a game file (its path, or "game 'ID'" for a built-in game), which also knows the
    folder the file's art and data are read from. It is the `where` the kit gives every part kind."""

    folder: Path

    def __new__(cls, name: str, folder: Path):
        source = super().__new__(cls, name)
        source.folder = Path(folder)
        return source


def beside(text: str, folder: Path, *, what: str, file: str | None = None, field: str | None = None) -> Path:
    """A path a game file gives, relative to its folder and never outside it (links included). `what` is the
    kind of file its messages name: "art", "data" or "font" (a selector of their messages)."""
    if any(ord(c) < 32 or 127 <= ord(c) < 160 for c in text):
        raise PnpError(said("errors.paths.control", name=text), file=file, field=field)
    relative = Path(text)
    if relative.is_absolute() or relative.drive:
        raise PnpError(said("errors.paths.absolute", name=text), file=file, field=field)
    try:
        root = folder.resolve()
        path = (root / relative).resolve()
    except (OSError, RuntimeError) as e:  # a link that leads back to itself (RuntimeError before Python 3.13)
        reason = e.strerror if isinstance(e, OSError) and e.strerror else said("errors.paths.loop")
        raise PnpError(said("errors.paths.unfollowed", name=text, reason=reason, what=what), file=file, field=field) from None
    if not path.is_relative_to(root):
        raise PnpError(said("errors.paths.leaves", name=text, what=what), file=file, field=field)
    return path


def file_beside(text: str, folder: Path, *, what: str, kinds: dict | tuple, kinds_hint,
                file: str | None = None, field: str | None = None) -> Path:
    """An existing file of one of `kinds` (suffixes) that a game file names beside it: `beside`'s checks, then
    the suffix (`kinds_hint` says what to give instead) and the file's presence, each one line naming the field."""
    if not text or not text.strip():
        raise PnpError(said("errors.paths.empty", what=what), file=file, field=field)
    path = beside(text, folder, what=what, file=file, field=field)
    if path.suffix.lower() not in kinds:
        raise PnpError(said("errors.paths.kind", name=text, kinds=kinds_hint), file=file, field=field)
    if not path.is_file():
        raise PnpError(said("errors.paths.missing", what=what, name=text, folder=str(folder)), file=file, field=field)
    return path
