"""The engine knows no game: no source under pnp/engine/ (nor the odds loader, the book's odds and figures, the
diagrams and charts, and the board kinds) names a built-in game, by id, by title, by the animals and pieces its
title names, or by the neutral pieces its board declares (a game's own concept, like a knight that belongs to
nobody)."""

import re
import unicodedata
from pathlib import Path

import pytest

from pnp.base.colors import NAMES as COLOURS
from pnp.base.i18n import LANGS, say
from pnp.kit import load_game
from pnp.model.spec import builtin_games, text

PNP = Path(__file__).resolve().parent.parent / "pnp"
GENERAL = sorted((PNP / "engine").glob("*.py")) + sorted((PNP / "parts" / "board").glob("*.py")) + [
    PNP / name for name in ("games/__init__.py", "layout/diagrams.py", "parts/rules_context.py", "parts/charts.py")]
STOP = {"petit", "petits", "les", "the"}  # title words any text may hold ("le plus petit gagne")
MORE = ("territ",)  # what no title spells out: the territory game, as a word's start


def _fold(value: str) -> str:
    """Lower case, accents dropped: 'Vipères' reads as 'viperes'."""
    return "".join(c for c in unicodedata.normalize("NFKD", value.lower()) if not unicodedata.combining(c))


def _singular(word: str) -> str:
    if word.endswith("xes"):
        return word[:-2]  # foxes
    if word.endswith("aux"):
        return word[:-3] + "al"  # chevaux
    return word.removesuffix("s")


def game_patterns() -> dict[str, re.Pattern]:
    """Every name of a built-in game: its id (with spaces or hyphens), its title in each language, and each word
    of its titles, plural and singular ('foxes', 'fox'), as a whole word."""
    names: set[str] = set()
    for game_id in builtin_games():
        game = load_game(game_id)
        names |= {game_id, game_id.replace("-", " ")}
        for lang in LANGS:
            title = _fold(text(game.title, lang))
            words = set(re.findall(r"[a-z]+", title))
            names |= {title} | words | {_singular(w) for w in words}
            names |= _concepts(game, lang)
    patterns = {n: re.compile(rf"\b{re.escape(n)}\b") for n in names - STOP}
    patterns.update({s: re.compile(rf"\b{s}") for s in MORE})
    return patterns


def _concepts(game, lang: str) -> set[str]:
    """A game's own pieces its board declares: each neutral piece's name, whole and word by word, but for
    colour words ('noir', 'black'), which any text may hold."""
    colour_words = {word for name in set(COLOURS.values()) for language in LANGS
                    for word in re.findall(r"[a-z]+", _fold(say(f"colour.{name}", language)))}
    out: set[str] = set()
    for piece in getattr(game.board, "neutral", ()):
        name = _fold(text(piece.name, lang))
        words = set(re.findall(r"[a-z]+", name)) - colour_words
        out |= {name} | words | {_singular(w) for w in words}
    return out


def named_games(source: str) -> set[str]:
    """The names of built-in games the text holds."""
    folded = _fold(source).replace("_", " ")
    return {name for name, pattern in game_patterns().items() if pattern.search(folded)}


@pytest.mark.parametrize("path", GENERAL, ids=lambda p: str(p.relative_to(PNP)))
def test_no_general_source_names_a_built_in_game(path):
    assert named_games(_without_retired_keys(path.read_text(encoding="utf-8"))) == set()


def _without_retired_keys(source: str) -> str:
    """The source less its `retire("board.black_knight", …)` calls: a key no longer read is refused by its old
    name, the one place a general source spells a game's concept (to say what to write instead)."""
    return re.sub(r"retire\(\"[a-z_.]+\"", "retire(", source)


def test_the_detector_finds_a_planted_name():
    assert named_games('if game.id == "clann":') == {"clann"}
    assert named_games("def petits_chevaux_odds():") >= {"petits chevaux", "chevaux"}
    assert named_games("the fox beats the hen") == {"fox", "hen"}
    assert named_games('TERRITORY_READING = {"fr": "Vipères"}') == {"territ", "viperes"}
    assert named_games("Ludicitude's sets") == {"ludicitude"}
    assert named_games("Foxes, Hens & Vipers") == {"foxes", "hens", "vipers", "foxes, hens & vipers"}
    assert named_games("a fox, a hen, a viper") == {"fox", "hen", "viper"}
    assert named_games("les chevaux, un cheval") >= {"chevaux", "cheval"}
    assert named_games("board.knight: a neutral pawn, the black knight") >= {"knight", "black knight"}
    assert named_games("le Chevalier noir se repose") >= {"chevalier", "chevalier noir"}
    assert named_games("a black pawn on a white square") == set()
    assert named_games(_without_retired_keys('retire("board.black_knight", "write …")')) == set()
    assert named_games(_without_retired_keys('retire("board.x", "the black knight")')) >= {"knight"}
    assert named_games("when then, the higher number, a series of rolls, le plus petit gagne") == set()


def test_the_detector_reads_every_engine_file():
    assert {p.name for p in GENERAL} >= {"dice.py", "odds.py", "tables.py", "claims.py", "board.py", "tiling.py",
                                         "cross.py", "grid.py", "neutral.py"}
