"""Every part kind's callback takes one Context (game, source, print options, language): a kind registered with
the old signatures is refused, and each built-in game's kinds answer a Context."""

from __future__ import annotations

import ast
from pathlib import Path

import msgspec
import pytest

from pnp.base.units import paper
from pnp.kit import load_game
from pnp.model.spec import game_path, source_name
from pnp.parts.registry import CALLBACKS, Context, Kind, kinds, register

GAMES = ("clann", "ludicitude", "petits-chevaux", "renards-poules-viperes")


@pytest.mark.parametrize("old", [
    {"build": lambda game, opts, where: []},
    {"check": lambda game, where: None},
    {"shopping": lambda game, lang, where: []},
    {"figures": lambda: {}},
    {"pieces": lambda *pieces: []},
])
def test_a_kind_with_the_old_signatures_is_refused(old):
    name = next(iter(old))
    with pytest.raises(TypeError, match=f"kind 'old': {name} must take one Context"):
        register(Kind("old", 98, **old))
    assert "old" not in [k.name for k in kinds()]


def test_a_kind_that_takes_a_context_registers():
    """The refusal above is not a refusal of everything: one parameter, with others defaulted, is welcome."""
    from pnp.parts import registry  # its private table, to leave it as it was

    try:
        register(Kind("new", 98, build=lambda context, extra=1: [], check=lambda context: None))
        assert "new" in [k.name for k in kinds()]
    finally:
        registry._KINDS.pop("new", None)
        kinds.cache_clear()


@pytest.mark.parametrize("ref", GAMES)
def test_every_kind_answers_a_context(ref):
    """What each callback gives for a built-in game, from one Context: the checks pass, the lists are lines in
    the language asked, and the figures are counts (None when the game has no such thing)."""
    game, source = load_game(ref), source_name(game_path(ref))
    lines = {}
    for lang in ("fr", "en"):
        context = Context(game, source, lang=lang)
        for kind in kinds():
            for name in CALLBACKS:
                assert getattr(kind, name) is None or callable(getattr(kind, name))
            if kind.check:
                assert kind.check(context) is None
            for name in ("shopping", "components"):
                if getattr(kind, name):
                    made = getattr(kind, name)(context)
                    assert all(isinstance(line, str) and "\n" not in line for line in made)
                    lines.setdefault(name, {}).setdefault(lang, []).extend(made)
            if kind.figures:
                assert all(isinstance(v, int | None) for v in kind.figures(context).values())
            if kind.verify:
                assert all(isinstance(name, str) and callable(run) for name, run in kind.verify(context))
    assert lines["components"]["fr"] != lines["components"]["en"]  # the language reached the kinds


def test_the_pieces_come_from_a_printing_context():
    """A printing context carries each print option as a value of its own (no bag of options below the jobs),
    A4 in French unless told; the pieces made from it are the kit's, on its paper."""
    game, source = load_game("renards-poules-viperes"), source_name(game_path("renards-poules-viperes"))
    context = Context.printing(game, source)
    assert (context.lang, context.paper.size, context.paper.label) == ("fr", (210.0, 297.0), "A4")
    assert context.source.folder == source.folder and not hasattr(context, "opts")
    names = [p.name for kind in kinds() if kind.pieces for p in kind.pieces(context)]
    assert names
    letter = Context.printing(game, source, paper=paper("letter"), lang="en", ink="bw", duplex="short", bleed=3.0,
                              choices=(("pawn", "token"),))
    assert (letter.paper.label, letter.ink, letter.duplex, letter.bleed) == ("US Letter", "bw", "short", 3.0)
    assert {p.bleed for kind in kinds() if kind.pieces for p in kind.pieces(letter) if p.kind == "token"} == {3.0}
    clann = msgspec.structs.replace(letter, game=load_game("clann"), source=source_name(game_path("clann")))
    made = {p.kind: p for kind in kinds() if kind.pieces for p in kind.pieces(clann)}  # the kind's choice reached it
    assert "pawn-token" in made and "standee" not in made and made["pawn-token"].bleed == 3.0


def test_an_error_carries_its_file_and_field_as_fields(tmp_path):
    """A bad colour in a game file's board: the error says which file and which field apart from its message,
    and the one line the CLI prints joins them."""
    from pnp.base.errors import PnpError
    from pnp.kit import parse_game
    from pnp.model.spec import read_game

    path = tmp_path / "g.toml"
    path.write_text('id = "g"\ntitle = "G"\nplayers = { min = 2, max = 2 }\n'
                    '[board]\nkind = "cross"\ncolors = ["red", "blue", "yellow", "mauve"]\n', encoding="utf-8")
    raw, where = read_game(str(path))
    with pytest.raises(PnpError) as caught:
        parse_game(raw, where=where)
    error = caught.value
    assert (error.file, error.field) == (str(path), "board.colors[3]")
    assert error.message.startswith("unknown colour 'mauve'") and str(path) not in error.message
    assert error.line() == str(error) == f"{path}: board.colors[3]: {error.message}"

    path.write_text('id = "g"\ntitle = "G"\nplayers = { min = 2, max = 2 }\n'
                    '[[tokens]]\nid = "t"\ncount = 2\nicon = "star"\nsize = "0mm"\n', encoding="utf-8")
    raw, where = read_game(str(path))
    with pytest.raises(PnpError) as caught:
        parse_game(raw, where=where)
    assert (caught.value.file, caught.value.field) == (str(path), "tokens[0].size")
    assert str(caught.value).count(str(path)) == 1


def test_a_kind_s_error_that_names_no_place_is_in_the_game_file():
    """The kit places an error a kind raises with no file and no field in the game file; one that names its
    field keeps it, and gains no second copy of the file."""
    from pnp.base.errors import PnpError
    from pnp.kit import _made

    game, source = load_game("renards-poules-viperes"), source_name(game_path("renards-poules-viperes"))
    context = Context.printing(game, source)

    def bare(context):
        raise PnpError("nothing fits")

    def placed(context):
        raise PnpError("too small", file=context.source, field="tokens[0].size")

    for make, (file, field) in ((bare, (source, None)), (placed, (source, "tokens[0].size"))):
        with pytest.raises(PnpError) as caught:
            _made(make, context)
        assert (caught.value.file, caught.value.field) == (file, field)
        assert str(caught.value).count(source) == 1


PACKAGE = Path(__file__).resolve().parent.parent / "pnp"
UNPACKED_BY = ("cli/", "jobs.py", "model/options.py")  # the command line fills PrintOptions; the jobs unpack it


def _bag_reads(path: Path) -> list[str]:
    """Where a module takes or reads the bag of print options: an import of PrintOptions, or a name, argument
    or attribute called `opts`."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and any(alias.name == "PrintOptions" for alias in node.names):
            found.append(f"line {node.lineno}: imports PrintOptions")
        elif isinstance(node, ast.Name) and node.id == "opts" or isinstance(node, ast.Attribute) and node.attr == "opts":
            found.append(f"line {node.lineno}: opts")
        elif isinstance(node, ast.arg) and node.arg == "opts":
            found.append(f"line {node.lineno}: takes opts")
    return found


def test_no_bag_of_print_options_below_the_jobs():
    """Below the jobs each function takes the values it uses (a Paper, the language, the ink...) and a kind its
    Context's fields: no module there imports PrintOptions or passes `opts` along (26 files did)."""
    reads = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if not name.startswith(UNPACKED_BY):
            reads.update({name: found} if (found := _bag_reads(path)) else {})
    assert reads == {}
