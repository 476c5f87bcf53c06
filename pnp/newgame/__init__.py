"""`pnp new NAME [--from cards|board|dice|roll-and-write]`: a folder holding a game that builds and validates
at once, for a designer to change. Each template is a folder of this package (its game file, a CSV, an SVG
drawn for it and a short README, in French and English); the game's id and title come from NAME. The folder is
written whole or not at all: the files go into a hidden folder beside it, renamed into place in one step."""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
import unicodedata
from importlib import resources
from pathlib import Path

from pnp.base.errors import PnpError

TEMPLATES = ("cards", "board", "dice", "roll-and-write")
ID_LENGTH = 40  # the game file's rule for ids (docs/game-format.md, Conventions)
TITLE_LENGTH = 60
FILLED = (".toml", ".md")  # the files whose @ID@, @TITLE@ and @TITLE_TOML@ are filled in; the others are copied


def game_id(name: str) -> str:
    """An id from the folder's name: accents dropped, lowercase, any other character a hyphen."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii").lower()
    return re.sub(r"[^a-z0-9_]+", "-", plain).strip("-_")[:ID_LENGTH].rstrip("-_")


def template_files(template: str) -> dict[str, bytes]:
    """A template's files by name, as the package holds them."""
    if template not in TEMPLATES:
        raise PnpError(f"unknown template '{template}'; use {', '.join(TEMPLATES)}", field="--from")
    folder = resources.files(__package__) / template
    return {entry.name: entry.read_bytes() for entry in folder.iterdir() if entry.is_file()}


def filled(files: dict[str, bytes], ident: str, title: str) -> dict[str, bytes]:
    """The template's files with the game's id and title written in (the title as a TOML string in the game file)."""
    words = {"@TITLE_TOML@": json.dumps(title, ensure_ascii=False), "@ID@": ident, "@TITLE@": title}
    out = {}
    for name, data in files.items():
        if name.endswith(FILLED):
            text = data.decode("utf-8")
            for key, value in words.items():
                text = text.replace(key, value)
            data = text.encode("utf-8")
        out[name] = data
    return out


def new_game(name: str, template: str = "cards") -> tuple[Path, list[Path]]:
    """Write the template into the folder NAME (absent, or empty), and say what was written."""
    if not name.strip():
        raise PnpError("an empty folder name; give the new game's folder, e.g. pnp new my-game", field="NAME")
    target = Path(name)
    ident = game_id(target.resolve().name)
    if not ident or not ident[0].isalnum():
        raise PnpError(f"'{name}' gives no game id; name the folder with letters or digits", field="NAME")
    files = filled(template_files(template), ident, target.resolve().name[:TITLE_LENGTH])
    if target.is_symlink():
        raise PnpError(f"'{name}' is a link; pnp new writes only into a plain folder", field="NAME")
    if target.exists():
        if not target.is_dir():
            raise PnpError(f"'{name}' is a file; give a new folder's name", field="NAME")
        if any(target.iterdir()):
            raise PnpError(f"'{name}' already holds files; give a new or an empty folder, nothing was written", field="NAME")
    parent = target.resolve().parent
    if not parent.is_dir():
        raise PnpError(f"folder '{parent}' does not exist; create it or choose another place", field="NAME")
    try:
        staging = Path(tempfile.mkdtemp(dir=parent, prefix=f".{target.name}.", suffix=".new"))
    except OSError as e:
        raise PnpError(f"cannot write into '{parent}': {e.strerror}", field="NAME") from None
    try:
        for file, data in files.items():
            (staging / file).write_bytes(data)
        os.chmod(staging, 0o777 & ~_umask())  # mkdtemp makes it private; the folder is an ordinary one
        os.rename(staging, target)  # over an empty folder too, in one step
    except OSError as e:
        shutil.rmtree(staging, ignore_errors=True)
        raise PnpError(f"cannot write '{name}': {e.strerror}", field="NAME") from None
    return target, [target / file for file in sorted(files)]


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
