"""Issue 33: `pnp new NAME` tried as an attacker would, each run capped (1 GB, 60 s). A name any system cannot
hold as a folder, or whose title the game file would refuse, is one line naming NAME (exit 2) with nothing
written, no staging folder left; a name or --title that is taken is written escaped for each file, and the
folder written validates (`pnp validate`). On the old code the newline name wrote a [evil] table, the quote
and the undrawable emoji wrote games that did not validate, and 300 characters ended in exit 70."""

from __future__ import annotations

import csv
import io
import tomllib
import xml.etree.ElementTree as ET

import pytest
from conftest import assert_clean_error, run_capped, run_pnp

import pnp.newgame as newgame

NASTY = 'L\'Âne "&" *co* <b>\\ [evil]\n#'  # every character a template's files treat specially, a line break too


def written(folder) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def validates(game) -> None:
    checked = run_pnp("validate", str(game))
    assert checked.code == 0, checked.out + checked.err


REFUSED = {
    "a line break": ("Jeu\n[evil]\n#", "control character U+000A"),
    "a quote": ('Jeu "x"', "cannot hold on windows"),
    "an emoji the fonts cannot draw": ("Jeu 🎲", "cannot draw 🎲"),
    "300 characters": ("a" * 300, "300 characters"),
    "CON": ("CON", "reserves"),
    "con.txt": ("con.txt", "reserves"),
    "lpt9": ("lpt9", "reserves"),
    "a/b": ("a/b", "does not exist"),
    "..": ("..", "names no new folder"),
    "a trailing dot": ("Jeu.", "ends in a dot"),
    "a trailing space": ("Jeu ", "ends in a space"),
    "a colon": ("a:b", "cannot hold on windows"),
    "a right-to-left override": ("Jeu\u202egnp", "text-direction override"),
}


@pytest.mark.parametrize("name, words", REFUSED.values(), ids=REFUSED.keys())
def test_a_name_no_folder_or_game_can_hold_is_refused_nothing_written(tmp_path, name, words):
    run = run_capped("new", name, cwd=tmp_path)
    assert run.code == 2, run
    assert_clean_error(run, "NAME", words)
    assert written(tmp_path) == []  # neither the folder nor its hidden staging folder


def test_the_newline_name_writes_no_table(tmp_path):
    """The old code wrote the name into the game file's first comment: the line break ended the comment and
    `[evil]` became a table. Refused now; and the same text as --title is written escaped, the table absent."""
    assert_clean_error(run_capped("new", "Jeu\n[evil]\n#", cwd=tmp_path), "NAME", "U+000A")
    assert_clean_error(run_capped("new", "jeu", "--title", "Jeu\n[evil]\n#", cwd=tmp_path), "--title", "U+000A")
    assert written(tmp_path) == []
    text = newgame.filled({"game.toml": b"# @TITLE@: a game\nid = \"@ID@\"\ntitle = @TITLE_TOML@\n"}, "jeu", NASTY)["game.toml"]
    data = tomllib.loads(text.decode("utf-8"))
    assert sorted(data) == ["id", "title"] and data["title"] == NASTY


@pytest.mark.parametrize("template", ["cards", "roll-and-write"])
def test_a_title_with_quotes_is_escaped_and_validates(tmp_path, template):
    title = 'L\'Âne "&" *co* <b>\\ [evil] #'
    run = run_capped("new", "jeu-x", "--from", template, "--title", title, cwd=tmp_path)
    assert run.code == 0, run
    game = tmp_path / "jeu-x" / "game.toml"
    data = tomllib.loads(game.read_text(encoding="utf-8"))
    assert "evil" not in data and data["title"] == title and data["id"] == "jeu-x"
    readme = (tmp_path / "jeu-x" / "README.md").read_text(encoding="utf-8")
    assert readme.splitlines()[0] == "# " + newgame.markdown_text(title)
    validates(game)


@pytest.mark.parametrize("name", ["Jeu ♥ ☺", "Été 1789", "Ab " * 26 + "Ab"], ids=["symbols", "accents", "80 characters"])
def test_a_name_the_fonts_draw_is_taken_and_validates(tmp_path, name):
    run = run_capped("new", name, "--from", "cards", cwd=tmp_path)
    assert run.code == 0, run
    data = tomllib.loads((tmp_path / name / "game.toml").read_text(encoding="utf-8"))
    assert data["title"] == name
    validates(tmp_path / name / "game.toml")


def test_a_name_that_would_not_validate_is_refused(tmp_path):
    """One word of 80 letters passes every check of the name, but not the card back's title box at 6 pt:
    pnp new runs pnp validate on what it staged, and writes nothing."""
    run = run_capped("new", "x" * 80, "--from", "cards", cwd=tmp_path)
    assert_clean_error(run, "NAME", "does not validate", "decks[0].back.title", "nothing was written")
    assert run.code == 2 and written(tmp_path) == []


def test_the_title_and_folder_limits(tmp_path):
    assert_clean_error(run_capped("new", "x" * 81, cwd=tmp_path), "NAME", "81 characters")
    assert_clean_error(run_capped("new", "jeu", "--title", "y" * 101, cwd=tmp_path), "--title", "101 characters")
    assert_clean_error(run_capped("new", "jeu", "--title", "Jeu 🎲", cwd=tmp_path), "--title", "cannot draw")
    assert written(tmp_path) == []


def test_each_escape_reads_back_as_the_text():
    """Each kind of file, parsed by its own reader, gives back the title: nothing in it is obeyed."""
    from pnp.newgame import csv_field, markdown_text, toml_comment, toml_string, xml_text  # new in issue 33

    assert tomllib.loads(f"t = {toml_string(NASTY + chr(0x7F) + chr(1))}")["t"] == NASTY + "\x7f\x01"
    assert tomllib.loads(f"# {toml_comment(NASTY)}\n") == {}
    assert next(csv.reader(io.StringIO(csv_field(NASTY) + ",next\r\n"))) == [NASTY, "next"]
    assert ET.fromstring(f'<svg title="{xml_text(NASTY)}">{xml_text(NASTY)}</svg>').text == NASTY.replace("\n", " ")
    from markdown_it import MarkdownIt

    tokens = MarkdownIt().parse("# " + markdown_text(NASTY))
    inline = [t for t in tokens if t.type == "inline"][0]
    assert [c.type for c in inline.children] == ["text"] and inline.children[0].content == NASTY.replace("\n", " ")


# --- a message names its field: a die's net too large for the paper -------------------------------------

D20 = ('id = "g"\ntitle = "G"\nplayers = { min = 2, max = 2 }\n\n[[dice]]\nid = "big"\nshape = "d20"\n'
       f'faces = [{", ".join(map(str, range(1, 21)))}]\nforms = ["net"]\nnet_face = "{{size}}"\n')


def test_a_net_too_large_names_its_field_and_the_size_that_fits(tmp_path):
    """The old line named the piece ('big-net takes 443.8 mm × 214.3 mm ...') but neither dice[0] nor its
    net_face. Now both, with the largest net_face that fits, which then builds."""
    (tmp_path / "g.toml").write_text(D20.replace("{size}", "80mm"), encoding="utf-8")
    run = run_capped("build", "g.toml", "--format", "pdf", "--out", "out", cwd=tmp_path)
    assert run.code == 2, run
    assert_clean_error(run, "g.toml: dice[0].net_face:", "printable on A4", "a net_face of at most 35.5 mm fits")
    assert not (tmp_path / "out").exists()
    (tmp_path / "g.toml").write_text(D20.replace("{size}", "35.5mm"), encoding="utf-8")
    assert run_capped("build", "g.toml", "--format", "pdf", "--out", "out", cwd=tmp_path).code == 0
    (tmp_path / "g.toml").write_text(D20.replace("{size}", "36mm"), encoding="utf-8")
    assert_clean_error(run_capped("build", "g.toml", "--format", "pdf", "--out", "o2", cwd=tmp_path), "dice[0].net_face")


def test_a_net_too_large_on_the_command_line_names_its_option(tmp_path):
    """`pnp dice --style net --face 80mm` for a d20: the old line named neither the option nor a size that fits.
    Now --face, and the largest face that fits, which then builds (one more half millimetre does not)."""
    faces = ",".join(map(str, range(1, 21)))

    def dice(face: str, out: str):
        return run_capped("dice", "--faces", faces, "--shape", "d20", "--style", "net", "--face", face,
                          "--format", "pdf", "--out", out, cwd=tmp_path)

    run = dice("80mm", "out")
    assert run.code == 2, run
    assert_clean_error(run, "--face:", "printable on A4", "a --face of at most 35.5 mm fits")
    assert not (tmp_path / "out").exists()
    assert dice("35.5mm", "out").code == 0
    assert_clean_error(dice("36mm", "o2"), "--face:", "at most 35.5 mm")


def test_a_cube_net_too_large_names_its_field(tmp_path):
    """A d6's net of 90 mm faces on A4: the first size check asked a floor the cube does not have (a KeyError,
    exit 70); now the field and the largest face that fits."""
    (tmp_path / "g.toml").write_text('id = "g"\ntitle = "G"\nplayers = { min = 2, max = 2 }\n\n[[dice]]\nid = "big"\n'
                                     'faces = [1, 2, 3, 4, 5, 6]\nforms = ["net"]\nnet_face = "90mm"\n', encoding="utf-8")
    run = run_capped("build", "g.toml", "--format", "pdf", "--out", "out", cwd=tmp_path)
    assert_clean_error(run, "g.toml: dice[0].net_face:", "a net_face of at most 66 mm fits")
    assert run.code == 2
