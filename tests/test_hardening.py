"""Hostile and broken input: one clear line naming the file and the field, a non-zero exit, no
traceback, nothing written. Interrupted builds leave the previous output as it was."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import assert_clean_error, pdf_text, run_pnp
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pnp.base.errors import PnpError

ROOT = Path(__file__).resolve().parent.parent
GOOD = 'id = "mine"\ntitle = "Mine"\nplayers = { min = 2, max = 4 }\n'
DIE = '\n[[dice]]\nid = "a"\nfaces = [1, 2, 3, 4, 5, 6]\n'

CORPUS = [
    # malformed files
    ("unclosed table", GOOD.replace("4 }", "4"), ["bad.toml", "TOML"]),
    ("duplicate key", GOOD + 'title = "Again"\n', ["bad.toml", "TOML"]),
    ("empty file", "", ["bad.toml", "missing key"]),
    ("not a table at the top", "3 = 4\n", ["bad.toml"]),
    # wrong types and missing fields
    ("count as text", GOOD + DIE + 'count = "three"\n', ["dice[0].count", "whole number"]),
    ("faces as text", GOOD + '\n[[dice]]\nid = "a"\nfaces = "1,2,3"\n', ["dice[0].faces", "list"]),
    ("players as text", 'id = "mine"\ntitle = "Mine"\nplayers = "2-4"\n', ["players", "table"]),
    ("no title", 'id = "mine"\nplayers = { min = 2, max = 4 }\n', ["missing key 'title'"]),
    ("die without faces", GOOD + '\n[[dice]]\nid = "a"\n', ["dice[0]", "faces"]),
    ("board without kind", GOOD + '\n[board]\ncolumns = 6\nrows = 4\n', ["board", "kind"]),
    # unknown keys, with a did-you-mean
    ("misspelt top key", GOOD + 'dise = []\n', ["unknown key 'dise'", "did you mean 'dice'"]),
    ("misspelt die key", GOOD + DIE + 'colour = "red"\n', ["dice[0]", "'colour'", "did you mean 'color'"]),
    ("misspelt board key", GOOD + '\n[board]\nkind = "grid"\ncolums = 6\nrows = 4\n', ["board", "did you mean 'columns'"]),
    # huge counts and sizes
    ("a billion dice", GOOD + DIE + "count = 1000000000\n", ["dice[0].count"]),
    ("five hundred faces", GOOD + '\n[[dice]]\nid = "a"\nfaces = [' + ", ".join(["1"] * 500) + "]\n", ["dice[0].faces", "120"]),
    ("a huge face", GOOD + '\n[[dice]]\nid = "a"\nfaces = [10000000000]\n', ["dice[0].faces"]),
    ("a kilometre die", GOOD + DIE + 'edge = "1000000mm"\n', ["dice[0].edge", "limit"]),
    ("a die in furlongs", GOOD + DIE + 'edge = "2furlongs"\n', ["dice[0].edge", "unit"]),
    ("a million tokens", GOOD + '\n[[tokens]]\nid = "t"\ncount = 1000000\n', ["tokens[0].count"]),
    ("a token wider than a sheet", GOOD + '\n[[tokens]]\nid = "t"\ncount = 1\nsize = "300mm"\n', ["tokens[0].size"]),
    ("a huge grid", GOOD + '\n[board]\nkind = "grid"\ncolumns = 500\nrows = 4\n', ["board.columns"]),
    ("a board cell of a metre", GOOD + '\n[board]\nkind = "grid"\ncolumns = 6\nrows = 4\ncell = "1000mm"\n', ["board.cell"]),
    ("too many set-up tokens", GOOD + '\n[board]\nkind = "grid"\ncolumns = 2\nrows = 2\ncolors = ["red"]\nsetup_each = 9\n',
     ["board.setup_each"]),
    # control characters and characters the font cannot draw
    ("a bell in the title", 'id = "mine"\ntitle = "Mine\\u0007"\nplayers = { min = 2, max = 4 }\n', ["title", "U+0007"]),
    ("an escape in a label", GOOD + '\n[[tokens]]\nid = "t"\ncount = 1\nlabel = "\\u001b[31mred"\n', ["tokens[0].label", "U+001B"]),
    ("a null in a face", GOOD + '\n[[dice]]\nid = "a"\nfaces = ["x\\u0000"]\n', ["dice[0].faces[0]", "U+0000"]),
    ("glyphs outside the font", 'id = "mine"\ntitle = "遊び"\nplayers = { min = 2, max = 4 }\n', ["title", "font"]),
    # unknown icons
    ("an unknown icon", GOOD + '\n[[tokens]]\nid = "t"\ncount = 1\nicon = "dragon"\n', ["tokens[0].icon", "dragon"]),
    ("an icon path", GOOD + '\n[[tokens]]\nid = "t"\ncount = 1\nicon = "../../etc/passwd"\n', ["tokens[0].icon"]),
    # ids that try to leave the output folder
    ("an id climbing out", 'id = "../../evil"\ntitle = "Evil"\nplayers = { min = 2, max = 4 }\n', ["id"]),
    ("an absolute id", 'id = "/tmp/evil"\ntitle = "Evil"\nplayers = { min = 2, max = 4 }\n', ["id"]),
    ("a dotted id", 'id = ".hidden"\ntitle = "Evil"\nplayers = { min = 2, max = 4 }\n', ["id"]),
]


@pytest.mark.parametrize("name, source, words", CORPUS, ids=[c[0] for c in CORPUS])
def test_bad_game_files(tmp_path, name, source, words):
    path = tmp_path / "bad.toml"
    path.write_text(source, encoding="utf-8")
    out = tmp_path / "out"
    run = run_pnp("build", str(path), "--out", str(out))
    assert_clean_error(run, "bad.toml", *words)
    assert not out.exists()


def test_a_file_that_is_not_utf8(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_bytes(b'id = "mine"\ntitle = "\xe9t\xe9"\nplayers = { min = 2, max = 4 }\n')
    assert_clean_error(run_pnp("build", str(path), "--out", str(tmp_path / "out")), "bad.toml", "UTF-8")


def test_a_file_too_large(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text(GOOD + "# " + "x" * 1_100_000 + "\n", encoding="utf-8")
    assert_clean_error(run_pnp("build", str(path), "--out", str(tmp_path / "o")), "bad.toml", "kB")


def test_a_file_pnp_may_not_read(tmp_path, monkeypatch):
    path = tmp_path / "game.toml"
    path.write_text(GOOD, encoding="utf-8")

    def refused(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "read_text", refused)
    assert_clean_error(run_pnp("build", str(path), "--out", str(tmp_path / "o")), "game.toml", "Permission denied")


def test_a_folder_instead_of_a_file(tmp_path):
    (tmp_path / "game.toml").mkdir()
    assert_clean_error(run_pnp("build", str(tmp_path / "game.toml"), "--out", str(tmp_path / "o")), "no game file")


def test_a_notice_with_no_width_is_refused(tmp_path):
    """A zero-width notice divided by zero when shrunk to the page; invisible text is now refused."""
    game = tmp_path / "zw.toml"
    game.write_text('id = "zw"\ntitle = "Zw"\ncredits = "\\u200b"\npersonal_use_only = true\nplayers = { min = 2, max = 4 }\n',
                    encoding="utf-8")
    run = run_pnp("build", str(game), "--format", "pdf", "--out", str(tmp_path / "o"))
    assert_clean_error(run, str(game), "credits", "U+200B")


def test_a_blank_die_name_builds(tmp_path):
    game = tmp_path / "blank.toml"
    game.write_text('id = "blank"\ntitle = "Blank"\nplayers = { min = 2, max = 4 }\n'
                    '[[dice]]\nid = "d6"\nname = " "\nfaces = [1, 2, 3, 4, 5, 6]\n', encoding="utf-8")
    run = run_pnp("build", str(game), "--format", "pdf", "--out", str(tmp_path / "o"))
    assert run.code == 0, run.err


# --- markup stays text -------------------------------------------------------------------------

EVIL = '<script>alert(1)</script> & </text><svg onload="x"> (paren \\\\ ) % **bold** [link](http://x)'


@pytest.fixture(scope="module")
def evil_kit(tmp_path_factory):
    root = tmp_path_factory.mktemp("evil")
    game = root / "evil.toml"
    title = EVIL.replace("\\", "\\\\").replace('"', '\\"')
    game.write_text(
        f'id = "evil"\ntitle = "{title}"\nplayers = {{ min = 2, max = 2 }}\n'
        '[[dice]]\nid = "a"\nname = "<b>A</b>"\nfaces = ["<i>", "&amp;", 3, 4, 5, 6]\n'
        '[[tokens]]\nid = "t"\ncount = 2\nlabel = "<g>x</g>"\n',
        encoding="utf-8",
    )
    run = run_pnp("build", str(game), "--out", str(root / "out"), "--format", "kit,pdf,svg")
    assert run.code == 0, run.err
    return root / "out"


def test_svg_holds_markup_as_text_only(evil_kit):
    for svg in (evil_kit / "evil").glob("*.svg"):
        root = ET.parse(svg).getroot()  # still well-formed XML
        tags = {el.tag.split("}")[-1] for el in root.iter()}
        assert tags <= {"svg", "title", "defs", "path", "g", "use", "rect", "circle", "line", "clipPath"}, (svg.name, tags)
        assert not any(k.startswith("on") for el in root.iter() for k in el.attrib)
    labels = {g.get("aria-label") for svg in (evil_kit / "evil").glob("*.svg") for g in ET.parse(svg).getroot().iter()
              if g.get("aria-label")}
    assert "<g>x</g>" in labels and "<i>" in labels


def test_pdf_holds_markup_as_text(evil_kit):
    text = pdf_text(evil_kit / "evil" / "rules.pdf")
    assert "<script>alert(1)</script>" in text and "(paren \\\\ )" in text and "**bold**" in text


def test_index_escapes_everything(evil_kit):
    html = (evil_kit / "index.html").read_text(encoding="utf-8")
    assert "<script>" not in html and "&lt;script&gt;" in html


# --- icons -------------------------------------------------------------------------------------

ICONS = [
    '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0L1 1">&x;</path></svg>',
    '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg">&b;</svg>',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="http://example.org/x.png"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="other.svg#shape"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10" fill="url(http://x/y#p)"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><path d="M0 0L1 1"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0 L',
]


@pytest.mark.parametrize("source", ICONS, ids=["external entity", "entity expansion", "image", "external use",
                                               "external paint", "script", "truncated"])
def test_unsafe_icons_are_refused(source):
    from pnp.layout.icons import parse_icon

    with pytest.raises(PnpError) as e:
        parse_icon(source, name="evil.svg")
    assert "evil.svg" in str(e.value) and "\n" not in str(e.value)


# --- output paths -------------------------------------------------------------------------------


def test_names_leaving_the_output_folder_are_refused(tmp_path):
    from pnp.base.output import Writer

    for rel in ("../x.pdf", "/etc/x.pdf", "a/../../x.pdf", ".hidden.pdf"):
        with pytest.raises(PnpError):
            Writer(tmp_path).add(rel, b"x")


def test_a_link_out_of_the_output_folder_is_not_followed(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    out = tmp_path / "out"
    out.mkdir()
    (out / "clann").symlink_to(outside, target_is_directory=True)
    run = run_pnp("build", "clann", "--format", "pdf", "--out", str(out))
    assert_clean_error(run, "link")
    assert list(outside.iterdir()) == []


def test_the_manifest_is_never_written_through_a_link(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    out = tmp_path / "out"
    (out / "clann").mkdir(parents=True)
    (out / "clann" / ".pnp-manifest.json.tmp").symlink_to(victim)
    assert run_pnp("build", "clann", "--parts", "tokens", "--format", "pdf", "--out", str(out)).code == 0
    assert victim.read_text() == "precious"
    assert not (out / "clann" / ".pnp-manifest.json").is_symlink()


def test_a_folder_or_file_in_the_way_is_a_clean_error(tmp_path):
    (tmp_path / "clann" / "pawns.pdf").mkdir(parents=True)
    assert_clean_error(run_pnp("build", "clann", "--parts", "tokens,pawns", "--format", "pdf", "--force", "--out", str(tmp_path)), "folder")
    (tmp_path / "petits-chevaux").write_bytes(b"x")
    assert_clean_error(run_pnp("build", "petits-chevaux", "--format", "pdf", "--force", "--out", str(tmp_path)), "not a folder")
    assert_clean_error(run_pnp("build", "clann", "--format", "pdf", "--out", str(tmp_path / "petits-chevaux" / "sub")), "--out")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["clann", "petits-chevaux"]
    assert list((tmp_path / "clann").iterdir()) == [tmp_path / "clann" / "pawns.pdf"]


def test_a_file_someone_edited_is_not_overwritten(tmp_path):
    assert run_pnp("build", "ludicitude", "--format", "pdf", "--out", str(tmp_path)).code == 0
    rules = tmp_path / "ludicitude" / "rules.pdf"
    rules.write_bytes(b"my notes")
    run = run_pnp("build", "ludicitude", "--format", "pdf", "--out", str(tmp_path))
    assert_clean_error(run, "rules.pdf", "--force")
    assert rules.read_bytes() == b"my notes"


# --- interrupted builds -------------------------------------------------------------------------


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_an_interrupted_build_leaves_the_previous_output(tmp_path, monkeypatch):
    assert run_pnp("build", "all", "--format", "pdf", "--out", str(tmp_path)).code == 0
    before = _snapshot(tmp_path)
    import pnp.kit

    real = pnp.kit.part_files
    calls = []

    def interrupted(part, formats):
        calls.append(part.name)
        if len(calls) == 5:
            raise KeyboardInterrupt
        return real(part, formats)

    monkeypatch.setattr(pnp.kit, "part_files", interrupted)
    run = run_pnp("build", "all", "--format", "pdf,svg", "--out", str(tmp_path))
    assert run.code == 130 and "interrupted" in run.err and "Traceback" not in run.err
    assert _snapshot(tmp_path) == before
    assert not list(tmp_path.glob(".pnp-staging-*"))


# Sends SIGINT to itself as the third document's PNG previews start: a real Ctrl-C at a known point of a
# real build (a timer raced the build, which got faster than it).
CTRL_C = """
import os, signal, sys
signal.signal(signal.SIGINT, signal.default_int_handler)  # a build started in the background ignores Ctrl-C
import pnp.render.png as png
real, calls = png.pdf_to_pngs, []
def interrupted(*a, **k):
    calls.append(1)
    if len(calls) == 3:
        os.kill(os.getpid(), signal.SIGINT)
    return real(*a, **k)
png.pdf_to_pngs = interrupted
from pnp.cli import main
sys.argv = ["pnp", *sys.argv[1:]]
main()
"""


def test_ctrl_c_on_a_real_build(tmp_path):
    """SIGINT to a running `pnp build all`: exit 130, one line, the earlier output untouched."""
    assert run_pnp("build", "all", "--format", "pdf", "--out", str(tmp_path)).code == 0
    before = _snapshot(tmp_path)
    proc = subprocess.Popen([sys.executable, "-c", CTRL_C, "build", "all", "--format", "pdf,svg,png", "--out", str(tmp_path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "interrupted" in err
    assert _snapshot(tmp_path) == before
    assert not list(tmp_path.glob(".pnp-staging-*"))


# --- properties: nothing crashes ---------------------------------------------------------------

values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**12, 10**12) | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=5),
    max_leaves=20,
)
KEYS = ["id", "title", "players", "dice", "claims", "board", "tokens", "pawns", "rules", "score_sheet", "credits"]
game_like = st.fixed_dictionaries(
    {"id": st.sampled_from(["g", "x-1", "../x", ""]), "title": st.text(max_size=20),
     "players": st.fixed_dictionaries({"min": st.integers(-2, 30), "max": st.integers(-2, 30)})},
    optional={k: values for k in KEYS[3:]},
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_like)
def test_loader_never_crashes(raw):
    from pnp.kit import parse_game

    try:
        parse_game(raw, where="fuzz.toml")
    except PnpError as e:
        assert str(e).startswith("fuzz.toml: ") and "\n" not in str(e)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_toml_text_never_crashes(source):
    import tomllib

    from pnp.kit import parse_game

    try:
        raw = tomllib.loads(source)
    except tomllib.TOMLDecodeError:
        return
    try:
        parse_game(raw, where="fuzz.toml")
    except PnpError:
        pass


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60), st.text(max_size=60), st.integers(-5, 1200), st.integers(-5, 1200), st.booleans())
def test_engine_never_crashes(a, b, rolls, series, lower):
    from pnp.engine.dice import parse_die
    from pnp.engine.odds import Variant, compare

    try:
        outcome = compare(parse_die(a, where="a"), parse_die(b, where="b"), Variant(rolls=min(rolls, 3), series=series, lower_wins=lower))
    except PnpError:
        return
    assert outcome.win + outcome.tie + outcome.lose == 1


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_dice_faces_never_crash(text):
    from pnp.parts.dice import parse_faces

    try:
        faces = parse_faces(text)
    except PnpError:
        return
    assert faces


# --- limits ------------------------------------------------------------------------------------

LIMITS = [
    (["dice", "--faces", "1,2,3,4,5,6", "--count", "101"], "--count"),
    (["dice", "--faces", "1,2,3,4,5,6", "--die", "101mm"], "--die"),
    (["dice", "--faces", ",".join(["1"] * 121)], "120"),
    (["dice", "--faces", "1,2,3,4,5,6", "--bleed", "11mm"], "--bleed"),
    (["board", "renards-poules-viperes", "--cell", "101mm"], "--cell"),
    (["stats", "compare", "d6", "d6", "--rolls", "1001"], "--rolls"),
    (["stats", "compare", "d6", "d6", "--series", "1002"], "--series"),
]


@pytest.mark.parametrize("args, words", LIMITS, ids=[" ".join(a[:3]) + " " + a[-2] for a, _ in LIMITS])
def test_limits_are_enforced(tmp_path, args, words):
    run = run_pnp(*args, *(["--out", str(tmp_path / "o")] if args[0] in ("dice", "board") else []))
    assert_clean_error(run, words)


# --- an optional real SVG consumer -------------------------------------------------------------


@pytest.mark.skipif(not __import__("shutil").which("inkscape"), reason="Inkscape is not installed")
def test_inkscape_renders_every_svg(tmp_path):
    assert run_pnp("build", "all", "--format", "svg", "--out", str(tmp_path)).code == 0
    for svg in sorted(tmp_path.rglob("*.svg")):
        png = tmp_path / (svg.stem + ".png")
        result = subprocess.run(["inkscape", str(svg), "--export-type=png", f"--export-filename={png}"],
                                capture_output=True, text=True, timeout=120, env={**os.environ, "HOME": str(tmp_path)})
        assert result.returncode == 0 and png.stat().st_size > 1000, (svg.name, result.stderr[-300:])
