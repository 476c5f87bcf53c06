"""Every variant a built-in game's rule book names (in bold, in its variants section) is a variant of its rules
engine, by its label, and `pnp simulate --variant` plays it."""

from __future__ import annotations

import json
import re

import pytest

from pnp.base.resources import games_dir
from pnp.jobs import load_rules
from tests.conftest import run_pnp

GAMES = sorted(p.parent.name for p in games_dir().glob("*/play.py"))


def _fold(words: str) -> str:
    return " ".join(words.casefold().replace("’", "'").strip(" .:;").split())


def book_names(game: str, lang: str) -> list[str]:
    """The bold names of the book's variants block ({% block variants %} ... {% endblock %})."""
    source = (games_dir() / game / f"rules.{lang}.md").read_text(encoding="utf-8")
    block = re.search(r"\{% block variants %\}(.*?)\{% endblock %\}", source, re.S)
    return re.findall(r"\*\*(.+?)\*\*", block.group(1)) if block else []


def variant_of(name: str, labels: dict[str, dict[str, str]], lang: str) -> list[str]:
    """The engine's variants whose label holds the book's name."""
    return [key for key, label in labels.items() if _fold(name) in _fold(label[lang])]


def named_variants(game: str) -> set[str]:
    _, rules = load_rules(game)
    found = set()
    for lang in ("fr", "en"):
        for name in book_names(game, lang):
            keys = variant_of(name, rules.variants, lang)
            assert keys, f"{game}: the {lang} book names the variant '{name}', which no variant of play.py labels"
            found.update(keys)
    return found


def test_a_name_no_variant_labels_is_caught():
    _, rules = load_rules("petits-chevaux")
    assert variant_of("Step by step", rules.variants, "en") == ["step-by-step"]
    assert variant_of("Montée marche par marche", rules.variants, "fr") == ["step-by-step"]
    assert variant_of("Backwards on a 1", rules.variants, "en") == []


@pytest.mark.parametrize("game", GAMES)
def test_every_variant_a_book_names_plays(game):
    variants = named_variants(game)
    assert variants, f"{game}: its book names no variant"
    for key in sorted(variants):
        r = run_pnp("simulate", game, "--variant", key, "--games", "100", "--json")
        assert r.code == 0, r.err
        data = json.loads(r.out)
        assert data["variants"] == [key] and data["games"] == 100 and data["unfinished"] == 0
