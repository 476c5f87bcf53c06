"""Figures of the rule books: the general ones drawn from a block's data and the game's dice, a game's own found
beside its game file, and a clean error for a figure nobody draws."""

import pytest

from pnp.base.errors import PnpError
from pnp.games import game_module
from pnp.kit import load_game, parse_game
from pnp.parts.rules_context import FIGURES, book_context, figure_drawer
from pnp.scene import Circle, Group, Text

DUEL = {"id": "mine", "title": "Mine", "players": {"min": 2, "max": 2},
        "dice": [{"id": "a", "name": "Ace", "faces": [1, 1, 5, 5, 5, 5], "color": "red"},
                 {"id": "b", "name": "Bee", "faces": [3, 3, 3, 3, 3, 3]},
                 {"id": "c", "name": "Sea", "faces": [2, 2, 2, 2, 6, 6], "color": "blue"}]}


def drawer(game, lang="en"):
    return figure_drawer(game, lang, book_context(game, lang, "test.toml"))


def walk(items):
    for item in items:
        yield item
        if isinstance(item, Group):
            yield from walk(item.items)


def test_only_general_figures_are_built_in_and_a_game_brings_its_own():
    assert set(FIGURES) == {"dice-cycle", "dice-groups", "example"}  # example: a game file's worked example
    assert set(game_module("clann", "figures").FIGURES) == {"capture-cycle"}
    items, height = drawer(load_game("clann"))("capture-cycle", 80)
    assert height > 0 and "Each arrow points from the taker to the taken." in [t.text for t in walk(items) if isinstance(t, Text)]


def test_a_designers_dice_get_the_cycle_figure():
    game = parse_game(DUEL)
    items, _ = drawer(game)("dice-cycle", 80)
    labels = [t.text for t in walk(items) if isinstance(t, Text)]
    # Ace beats Bee 2/3, Bee beats Sea 2/3, Sea beats Ace 5/9: three arrows labelled with their chances, three discs
    assert sorted(labels) == sorted(["Ace", "Bee", "Sea", "2/3", "2/3", "5/9"])
    assert len([c for c in walk(items) if isinstance(c, Circle) and c.role == "node"]) == 3


def test_the_strongest_cycle_is_solid_and_the_other_arrows_dashed():
    from pnp.scene import Line

    efron = [[4, 4, 4, 4, 0, 0], [3, 3, 3, 3, 3, 3], [6, 6, 2, 2, 2, 2], [5, 5, 5, 1, 1, 1]]
    game = parse_game({**DUEL, "dice": [{"id": k, "faces": f} for k, f in zip("abcd", efron)]})
    items, _ = drawer(game)("dice-cycle", 80)
    shafts = [line for line in walk(items) if isinstance(line, Line)]
    # Efron's dice: A > B > C > D > A, each 2/3, and one more arrow: C beats A 5/9 (B against D is even: no arrow)
    solid = [line for line in shafts if line.style.dash is None]
    assert len(solid) == 4 and len(shafts) == 5


def test_dice_groups_draws_each_group_from_the_block():
    items, _ = drawer(load_game("ludicitude"))("dice-groups\nbrelan: 4 4 4\ntrio: 1 4 5", 80)
    captions = [t.text for t in walk(items) if isinstance(t, Text)]
    assert captions == ["brelan", "trio"]
    assert len([c for c in walk(items) if isinstance(c, Circle) and c.role == "pip"]) == 4 * 3 + 1 + 4 + 5  # pips


@pytest.mark.parametrize("block, words", [
    ("ludicitude-sets", "unknown figure 'ludicitude-sets'"),
    ("dice-groups", "needs a group a line"),
    ("dice-groups\n4 4 4", "one group a line"),
    ("dice-cycle\nstormy-3", "with a row 'stormy-3'"),
])
def test_a_figure_nobody_draws_is_a_clean_error(block, words):
    with pytest.raises(PnpError, match=words):
        drawer(parse_game({**DUEL, "dice": DUEL["dice"] + [{"id": "d", "faces": [1, 2, 3, 4, 5, 6], "pips": True}]}))(block, 80)
