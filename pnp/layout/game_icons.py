"""The game-icons.net set, 4,134 icons under CC BY 3.0, that a game file names as `game-icons:NAME`.

The set ships as its Iconify JSON, gzip-compressed (templates/game-icons, with its licence): read once, and only
when a game names one of its icons (about 75 ms), never at start-up. Each icon is one path on a 512 × 512 view
box, filled with one colour; icons.py turns it into the same shapes as the project's own icons.

Whoever uses an icon owes its author a credit: `credit(names, lang)` is that line, naming who drew each icon
used (from the set's repository, authors.json.gz) and the licence's address.
"""

from __future__ import annotations

import gzip
import re
from functools import cache
from pathlib import Path

import msgspec

from pnp.base.i18n import say, typography
from pnp.base.resources import data_dir

PREFIX = "game-icons:"
VIEW = 512.0  # every icon of the set is drawn on a 512 × 512 view box
LICENCE_URL = "https://creativecommons.org/licenses/by/3.0/"
CONTRIBUTORS = "game-icons.net"


class _Icon(msgspec.Struct):
    body: str
    hidden: bool = False


class _Alias(msgspec.Struct):
    parent: str


class _Set(msgspec.Struct):
    icons: dict[str, _Icon]
    aliases: dict[str, _Alias] = {}


class _Authors(msgspec.Struct):
    authors: dict[str, str]  # folder -> name
    icons: dict[str, list[str]]  # folder -> the icons it holds


def folder() -> Path:
    return data_dir("templates") / "game-icons"


def is_game_icon(name: str) -> bool:
    return name.startswith(PREFIX)


@cache
def _set() -> _Set:
    return msgspec.json.decode(gzip.decompress((folder() / "icons.json.gz").read_bytes()), type=_Set)


@cache
def names() -> tuple[str, ...]:
    """Every name the set answers to, aliases included, without the prefix."""
    data = _set()
    return tuple(sorted([*data.icons, *data.aliases]))


def _canonical(name: str) -> str | None:
    data = _set()
    if name in data.icons:
        return name
    alias = data.aliases.get(name)
    return alias.parent if alias and alias.parent in data.icons else None


def close_matches(name: str) -> list[str]:
    """The names nearest a misspelt one, with the prefix: difflib over the set, shown icons first."""
    import difflib  # only for a misspelt icon's did-you-mean

    shown = [n for n in names() if not (n in _set().icons and _set().icons[n].hidden)]
    bare = name[len(PREFIX):] if is_game_icon(name) else name
    return [PREFIX + n for n in difflib.get_close_matches(bare, shown, n=3, cutoff=0.6)]


def known(name: str) -> bool:
    return is_game_icon(name) and _canonical(name[len(PREFIX):]) is not None


_PATH = re.compile(r'<path\b[^>]*\sd="([^"]*)"')


def path_data(name: str) -> list[str]:
    """The icon's path data (the d of each path of its body), on the 512 view box; `name` has the prefix."""
    icon = _set().icons[_canonical(name[len(PREFIX):])]
    return _PATH.findall(icon.body)


@cache
def _authors() -> dict[str, str]:
    """Icon name -> the name of who drew it, for the icons the set's repository places in an author's folder."""
    data = msgspec.json.decode(gzip.decompress((folder() / "authors.json.gz").read_bytes()), type=_Authors)
    return {icon: data.authors[key] for key, icons in data.icons.items() for icon in icons}


def credit(used: list[str] | set[str], lang: str) -> str:
    """The credit a kit that uses these icons prints: each author with the icons they drew, in the order of
    the names, and the licence's address; "" when none of `used` is a game-icons name."""
    icons = sorted({_canonical(n[len(PREFIX):]) for n in used if known(n)})
    if not icons:
        return ""
    by: dict[str, list[str]] = {}
    for icon in icons:
        by.setdefault(_authors().get(icon, ""), []).append(icon)
    # the icons' names are the set's own, in English: quoted as titles, so a French kit does not read them as its words
    parts = [say("game_icons.by", lang, icons=", ".join(f'"{icon}"' for icon in drawn),
                 author=author or say("game_icons.contributors", lang))
             for author, drawn in sorted(by.items(), key=lambda item: (not item[0], item[0].lower()))]
    return typography(say("game_icons.credit", lang, url=LICENCE_URL, who="; ".join(parts)), lang)
