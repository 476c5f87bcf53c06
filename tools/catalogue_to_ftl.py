"""One-off: write pnp/locales/<lang>/pnp.ftl from the catalogue the modules built in code (issue 37).

Run once from the repository's root, on the code before its tables were removed; its output is committed and
the code reads only the .ftl files since. Kept for the record of how the ids were made:
- a key's "." becomes "--" (four keys already held a "-": board.hex.edge_words.top-left ...), a space "_"
  (numbers.not distinguishable: the engine's verdict);
- a field {name} becomes { $name } (a format spec is dropped: the caller passes the figure written);
- a (singular, plural) pair, where a count chooses, becomes { $count -> [one] ... *[other] ... };
- any other tuple (words picked by position) becomes one message per position: key.0, key.1 ...
"""

import importlib
import pkgutil
import re
import string
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pnp  # noqa: E402
from pnp.base import i18n  # noqa: E402

# the pairs a count chooses between (say(key, lang, count=n)); every other tuple is words picked by position
PLURALS = {"tiles.columns", "tiles.rows", "board.track.link_words.ladder", "board.track.link_words.snake",
           "board.track.link_words.arrow", "board.track.link_words.curve", "cards.card", "book.odds.rolls",
           "numbers.points", "boxes.cards", "dice.blank", "odds.label.series", "race.pawns"}


def message_id(key: str) -> str:
    return key.replace(".", "--").replace(" ", "_")


def pattern(words: str) -> str:
    """A text as a Fluent pattern on one line: its fields as variables, braces and the spaces Fluent would trim
    at either end as string literals."""
    out = []
    for literal, name, _spec, _conversion in string.Formatter().parse(words):
        out.append(literal.replace("{", '{"{"}').replace("}", '{"}"}'))
        if name is not None:
            out.append("{ $" + name + " }")
    text = "".join(out)
    lead = re.match(r" *", text).group()
    trail = re.search(r" *$", text).group() if text.strip(" ") else ""
    core = text[len(lead):len(text) - len(trail)]
    return ('{"' + lead + '"}' if lead else "") + core + ('{"' + trail + '"}' if trail else "")


def messages(catalogue: dict, lang: str):
    for key, entry in catalogue.items():
        words = entry[lang]
        if isinstance(words, str):
            yield message_id(key), pattern(words)
        elif key in PLURALS:
            one, other = words
            yield message_id(key), ("\n    { $count ->\n        [one] " + pattern(one)
                                   + "\n       *[other] " + pattern(other) + "\n    }")
        else:
            for n, each in enumerate(words):
                yield message_id(f"{key}.{n}"), pattern(each)


def main() -> None:
    for info in pkgutil.walk_packages([str(Path(pnp.__file__).parent)], "pnp."):
        if not info.name.endswith("__main__"):
            importlib.import_module(info.name)
    for lang in i18n.LANGS:
        lines = [f"# pnp's messages in {lang}: one per catalogue key, its dots written --", ""]
        lines += [f"{name} = {value}" for name, value in messages(i18n.CATALOGUE, lang)]
        path = ROOT / "pnp" / "locales" / lang / "pnp.ftl"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
