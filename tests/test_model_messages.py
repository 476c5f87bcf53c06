"""Model errors in a designer's words (issue 26): every kind of message msgspec gives while reading a game file is
rewritten with the key, what was written, the unit, the range or the allowed words, and a did-you-mean. The
messages are checked here in English (tests/test_messages_explain.py reads them in German and French).

The first tests plant one error of each kind and read the whole line; the sweep breaks every key of every game
file pnp ships (the built-in games and the docs' examples) in the ways a designer might, and checks that no line
still speaks msgspec ('Expected `int`', 'enum', '$.')."""

from __future__ import annotations

import copy
import re
import tomllib
from pathlib import Path

import msgspec
import pytest
from conftest import assert_clean_error, run_pnp

from pnp.base.errors import PnpError
from pnp.kit import parse_game
from pnp.model.explain import explain
from pnp.game import Game as WholeGame
from pnp.model.spec import RETIRED, games_dir
from pnp.parts.registry import kinds

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "docs" / "cards-example" / "game.toml"
GOOD = {"id": "mine", "title": "Mine", "players": {"min": 2, "max": 4}}
CARD = {"id": "d", "rows": [{"title": "Fox"}], "layout": [{"kind": "title", "value": "{title}"}]}


def _line(raw: dict) -> str:
    with pytest.raises(PnpError) as caught:
        parse_game(raw, where="game.toml")
    return caught.value.line()


def _deck(**element) -> dict:
    return {**GOOD, "decks": [{**CARD, "layout": [{**CARD["layout"][0], **element}]}]}


@pytest.mark.parametrize("raw, expected", [
    # a number past its range: the bound in the key's unit, what was written, the whole range
    ({**GOOD, "players": {"min": 2, "max": 30}},
     "players.max: at most 20 players, not 30; write a whole number from 1 to 20"),
    ({**GOOD, "players": {"min": 0, "max": 3}}, "players.min: at least 1 player, not 0; write a whole number from 1 to 20"),
    (_deck(size=100), "decks[0].layout[0].size: at most 72 points, not 100; write a number from 0 to 72"),
    # a value of the wrong type: what the key takes, in its unit, and how to write it
    (_deck(size="big"),
     "decks[0].layout[0].size: expected a number of points, got the text \"big\"; write a number from 0 to 72"),
    (_deck(size="12"), "decks[0].layout[0].size: expected a number of points, got the text \"12\"; write a number "
                       "from 0 to 72, without quotes"),
    ({**GOOD, "players": {"min": 2, "max": 2.5}},
     "players.max: expected a whole number of players, got the number 2.5; write a whole number from 1 to 20"),
    ({**GOOD, "personal_use_only": "yes"}, "personal_use_only: expected true or false, got the text \"yes\""),
    ({**GOOD, "dice": [{"id": "a", "faces": [1, 2], "edge": 16}]},
     "dice[0].edge: expected a length with its unit, like \"16mm\", got the number 16; write it in quotes"),
    ({**GOOD, "title": 5}, "title: expected text (or a table of texts by language, like { fr = \"…\", en = \"…\" }), "
                           "got the number 5"),
    ({**GOOD, "players": [2, 4]}, "players: expected a table, got a list"),
    # a word a Literal or a kind does not allow: the words it does, and the nearest
    (_deck(kind="corners"), "decks[0].layout[0].kind: unknown kind 'corners'; did you mean 'corner'? The kinds are "
                            "title, text, corner, art, band, icon"),
    (_deck(fit="cove"), "decks[0].layout[0].fit: unknown value 'cove'; did you mean 'cover'? The values are contain, "
                        "cover, stretch"),
    ({**GOOD, "board": {"kind": "hexes"}},
     "board.kind: unknown kind 'hexes'; did you mean 'hex'? The kinds are art, cross, grid, hex, points, track"),
    ({**GOOD, "simulation": {"kind": "racing"}}, "simulation.kind: unknown kind 'racing'; did you mean 'race'? The kinds are \"\", race"),
    # an id, a list of the wrong length, a key missing or unknown
    ({**GOOD, "id": "My Game"}, "id: expected an id, got \"My Game\"; write 1 to 40 lowercase letters, digits, '-' and '_', "
                                "starting with a letter or a digit, like \"my-game\""),
    ({**GOOD, "board": {"kind": "points", "points": [[1, 2, 3]]}}, "board.points[0]: expected a list of at most 2 items, not 3"),
    ({**GOOD, "board": {"kind": "points", "points": [[1]]}}, "board.points[0]: expected a list of at least 2 items, not 1"),
    ({**GOOD, "players": {"min": 2}}, "players: missing key 'max'; add it"),
    ({**GOOD, "players": {"min": 2, "maxi": 4}}, "players: unknown key 'maxi'; did you mean 'max'?"),
    ({**GOOD, "board": {"kind": "track", "columns": 3, "rows": 3, "links": [{"from": -1, "to": 5}]}},
     "board.links[0].from: at least 0, not -1; write a whole number from 0 to 1900"),
])
def test_each_kind_of_model_error_reads_as_a_designer_would_write_it(raw, expected):
    assert _line(raw) == f"game.toml: {expected}"


def test_the_command_line_says_it_once_with_the_file(tmp_path):
    game = tmp_path / "game.toml"
    game.write_text(EXAMPLE.read_text(encoding="utf-8").replace('kind = "corner"', 'kind = "corners"'), encoding="utf-8")
    (tmp_path / "cards.csv").write_text("nom,name,value,suit,ink,picture,texte,text,count\n", encoding="utf-8")
    run = run_pnp("build", str(game), "--out", str(tmp_path / "out"))
    assert run.code == 2
    assert_clean_error(run, str(game), "decks[0].layout[3].kind", "did you mean 'corner'?", "title, text, corner")


MSGSPEC = re.compile(r"Expected|enum|`|\$\.|got `|Object (contains|missing)")
BREAKS = ("zzcorners", "12", 2.5, -3, 10**8, True, [1, 2, 3], {"x": 1}, None)  # None: the key removed


def _leaves(value, path=()):
    yield path
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        yield from _leaves(item, (*path, key))


def _broken(raw, path: tuple, value):
    """`raw` with the value at `path` replaced (None: removed), copying only the tables and lists on the way."""
    out = copy.copy(raw)
    if len(path) == 1:
        if value is None:
            del out[path[0]]
        else:
            out[path[0]] = value
    else:
        out[path[0]] = _broken(raw[path[0]], path[1:], value)
    return out


def test_no_model_error_of_any_shipped_game_file_speaks_msgspec():
    """Every key of every shipped game file, broken every way: msgspec's own message is rewritten each time (the
    model is read as the kit reads it, by msgspec.convert with every kind's section, without the kinds' own
    checks, which speak for themselves)."""
    kinds()
    files = [*games_dir().glob("*/game.toml"), *(ROOT / "docs").glob("*.toml"), *(ROOT / "docs").glob("*/game.toml")]
    model = WholeGame
    seen, kinds_of_message = 0, set()
    for path in files:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
        for at in list(_leaves(raw))[1:]:
            for value in BREAKS:
                broken = _broken(raw, at, value)
                try:
                    msgspec.convert(broken, model)
                except msgspec.ValidationError as e:
                    line = str(explain(str(e), broken, model, RETIRED))
                    assert not MSGSPEC.search(line), (path.name, at, value, str(e), line)
                    kinds_of_message.add(re.sub(r"`[^`]*`|'[^']*'|-?[\d.]+|- at .*", "", str(e)))
                    seen += 1
    assert seen > 1000
    # the kinds of message msgspec gave: each one rewritten above (a new kind shows here, to rewrite it)
    assert {k.split(",")[0].strip() for k in kinds_of_message} <= {
        "Expected", "Expected  >=", "Expected  <=", "Expected  of length", "Expected  of length >=", "Expected  of length <=",
        "Expected  matching regex", "Invalid enum value", "Invalid value", "Object missing required field",
        "Object contains unknown field"}, kinds_of_message

