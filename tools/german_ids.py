"""One-off: rewrite pnp/locales/de/pnp.ftl, written with its own ids (a key's "." as "-", a choice by position as a
selector on $index), in the catalogue's convention (issue 37): the English file's ids ("." as "--", a space "_"),
and a choice by position as one message per position (key--0, key--1 ...), as tools/catalogue_to_ftl.py made them.

Run once from the repository's root; its output is committed. Each English id is matched to the German one its
key gave under the old convention (every "--" written "-"); a position's message is its $index variant.
"""

import re
import sys
from pathlib import Path

from fluent.syntax import parse, serialize
from fluent.syntax.ast import (Comment, Identifier, Message, Pattern, Placeable, Resource, SelectExpression,
                               VariableReference)

ROOT = Path(__file__).resolve().parent.parent
HEADER = ("pnp's messages in German, one per message of the English file (same ids and fields): a key's \".\" "
          "written --,\na choice by position one message per position (key--0, key--1 ...). Written anew in "
          "German, not word for word.")


def english_ids() -> list[str]:
    text = (ROOT / "pnp/locales/en/pnp.ftl").read_text(encoding="utf-8")
    return [entry.id.name for entry in parse(text).body if isinstance(entry, Message)]


def by_old_id(ids: list[str]) -> dict[str, list[tuple[str, int | None]]]:
    """old German id -> the English ids it gives, each with its position (None: the whole message)."""
    found: dict[str, list] = {}
    for name in ids:
        position = re.fullmatch(r"(.*)--(\d+)", name)
        old = name.replace("--", "-")
        key = position.group(1).replace("--", "-") if position else old
        found.setdefault(key, []).append((name, int(position.group(2)) if position else None))
    return found


def at(pattern: Pattern, index: int) -> Pattern:
    """The pattern with each selector on $index replaced by its variant for `index` (or its default)."""
    elements = []
    for element in pattern.elements:
        expression = element.expression if isinstance(element, Placeable) else None
        if (isinstance(expression, SelectExpression) and isinstance(expression.selector, VariableReference)
                and expression.selector.id.name == "index"):
            chosen = next((v for v in expression.variants if str(v.key.value) == str(index)), None)
            chosen = chosen or next(v for v in expression.variants if v.default)
            elements += at(chosen.value, index).elements
        else:
            elements.append(element)
    return Pattern(elements)


def main() -> None:
    path = ROOT / "pnp/locales/de/pnp.ftl"
    german = parse(path.read_text(encoding="utf-8"))
    wanted = by_old_id(english_ids())
    body = [Comment(HEADER)]
    for entry in german.body[1:] if isinstance(german.body[0], Comment) else german.body:
        if not isinstance(entry, Message):
            body.append(entry)
            continue
        for name, position in wanted.pop(entry.id.name):
            value = entry.value if position is None else at(entry.value, position)
            body.append(Message(Identifier(name), value, comment=entry.comment))
    if wanted:
        sys.exit(f"no German for {sorted(wanted)}")
    path.write_text(serialize(Resource(body)), encoding="utf-8")


if __name__ == "__main__":
    main()
