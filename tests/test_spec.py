"""Game files: the built-in ones load, broken ones give one line naming the file and the field."""

import pytest
from conftest import assert_clean_error, run_pnp

from pnp.base.errors import PnpError
from pnp.base.fonts import missing_glyphs
from pnp.base.i18n import LANGS, every_text
from pnp.kit import load_game, parse_game
from pnp.model.spec import builtin_games, text

GOOD = {"id": "mine", "title": "Mine", "players": {"min": 2, "max": 4}, "dice": [{"id": "a", "faces": [1, 2, 3, 4, 5, 6]}]}


def test_the_four_games_load():
    assert builtin_games() == ["clann", "ludicitude", "petits-chevaux", "renards-poules-viperes"]
    for ref in builtin_games():
        game = load_game(ref)
        assert game.id == ref and game.dice


def test_territory_dice_are_the_seeds():
    game = load_game("renards-poules-viperes")
    assert {d.id: d.faces for d in game.dice} == {
        "hen": [2, 9, 10, 11, 12, 13], "fox": [3, 4, 5, 14, 15, 16], "viper": [1, 6, 7, 8, 17, 18]
    }


def test_clann_is_marked_personal_use():
    game = load_game("clann")
    assert game.personal_use_only
    assert "Max Gerchambeau" in text(game.credits, "en")
    assert game.die("black").faces == [1, 2, "Noir", "Noir", 5, 6]


def _with(**changes):
    raw = {**GOOD, **changes}
    return raw


@pytest.mark.parametrize(
    "raw, words",
    [
        (_with(dice=[{"id": "a", "faces": [1], "colr": "red"}]), ["dice[0]", "colr", "did you mean 'color'"]),
        (_with(dice=[{"id": "a", "faces": "1,2"}]), ["dice[0].faces", "list"]),
        (_with(dice=[{"id": "a"}]), ["dice[0]", "faces"]),
        (_with(dice=[{"id": "a", "faces": []}]), ["dice[0].faces"]),
        (_with(dice=[{"id": "a", "faces": [1], "count": 0}]), ["dice[0].count"]),
        (_with(dice=[{"id": "a", "faces": [1], "color": "bleu"}]), ["dice[0].color", "bleu"]),
        (_with(dice=[{"id": "a", "faces": [1], "edge": "-3mm"}]), ["dice[0].edge"]),
        (_with(dice=[{"id": "a", "faces": [1], "edge": "3furlongs"}]), ["dice[0].edge", "unit"]),
        (_with(dice=[{"id": "a", "faces": [1] * 6}, {"id": "a", "faces": [2] * 6}]), ["dice[1].id", "twice"]),
        (_with(dice=[{"id": "a", "faces": ["ok\x07"]}]), ["control"]),
        (_with(players={"min": 5, "max": 2}), ["players"]),
        (_with(players={"min": 1, "maxi": 2}), ["players", "did you mean 'max'"]),
        (_with(id="../evil"), ["id"]),
        (_with(id="Has Spaces"), ["id"]),
        (_with(claims=[{"die": "a", "against": "zz", "win": "1/2"}]), ["claims[0].against", "zz"]),
        (_with(claims=[{"die": "a", "against": "a", "win": "half"}]), ["claims[0].win", "fraction"]),
        ({"title": "no id", "players": {"min": 1, "max": 2}}, ["missing", "id"]),
        (_with(dices=[]), ["unknown key 'dices'", "did you mean 'dice'"]),
    ],
)
def test_broken_game_files(raw, words):
    with pytest.raises(PnpError) as e:
        parse_game(raw, where="my.toml")
    message = str(e.value)
    assert message.startswith("my.toml: ") and "\n" not in message
    for word in words:
        assert word in message, message


def test_file_errors_from_the_command_line(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('id = "x"\ntitle = "X"\nplayers = {min = 1, max = 2\n', encoding="utf-8")
    run = run_pnp("build", str(bad), "--out", str(tmp_path / "out"))
    assert_clean_error(run, "bad.toml", "TOML")
    assert not (tmp_path / "out").exists()
    latin1 = tmp_path / "latin1.toml"
    latin1.write_bytes('id = "x"\ntitle = "Vipère"\n'.encode("latin-1"))
    assert_clean_error(run_pnp("build", str(latin1), "--out", str(tmp_path / "out")), "UTF-8")
    assert_clean_error(run_pnp("build", str(tmp_path / "nothere.toml")), "no game file")


def test_every_printed_string_is_in_the_font():
    for lang in LANGS:
        for form in every_text(lang):
            assert not missing_glyphs(form), (lang, form, missing_glyphs(form))
    assert not missing_glyphs("×↔=éèàçœŒ«»’…–—⚀⚅")
