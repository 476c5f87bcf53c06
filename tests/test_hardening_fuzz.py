"""Whole game files, generated from the game model itself (every section every part kind registers: dice,
claims, odds, board kinds, tokens, pawns, decks, rules, score sheet ...), run through `validate` and
`build`: whatever the file, pnp either works or says what is wrong in one line with exit 2 (validate: 1,
with its FAIL lines); never an internal error."""

from __future__ import annotations

import json
import re
import typing

import msgspec
import pytest
from conftest import run_pnp
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

IDS = ["a", "b", "d6", "x-1", "a", "b", "A", ""]
LENGTHS = ["16mm", "25mm", "2cm", "0.5in", "12pt", "5mm", "0mm", "-3mm", "1mm", "900mm", "abc", ""]
COLORS = ["white", "red", "black", "#2b4c7e", "#fff", "nope", ""]
FRACTIONS = ["1/2", "7/12", "0", "1", "x", "1/0"]
PATTERNS = ["dots", "stripes", "plain", "nope", ""]
plain = st.text(st.characters(min_codepoint=32, max_codepoint=0x17F, blacklist_categories=("Cc",)), max_size=30)  # what designers write
wild = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)  # and anything else, now and then
texts = st.one_of(plain, plain, plain, plain, plain, wild)
words = st.sampled_from(["Noir", "Poule", "**gras**", "# Titre", "x" * 30, "É", "1 2 3", "- a\n- b", ""]) | texts


def _string(name: str) -> st.SearchStrategy:
    """Strings as a designer (or a fuzzer) writes them for a field of this name."""
    from pnp.layout.icons import known_icons

    if name in ("id", "die", "against") or name.endswith("_id"):
        return st.sampled_from(IDS)
    if "color" in name:
        return st.sampled_from(COLORS)
    if "icon" in name:
        return st.sampled_from(sorted(known_icons())[:6] + ["nope", ""])
    if "pattern" in name:
        return st.sampled_from(PATTERNS)
    if name in ("win", "tie"):
        return st.sampled_from(FRACTIONS)
    return st.sampled_from(LENGTHS) | words


def _bounds(meta) -> tuple[int, int]:
    lo = getattr(meta, "ge", None)
    hi = getattr(meta, "le", None)
    lo = -2 if lo is None else lo - 1
    hi = lo + 12 if hi is None else hi + 1
    return lo, hi


def strategy(tp, name: str = "", depth: int = 0) -> st.SearchStrategy:
    """Values for a field of type `tp`: mostly of that type, near its bounds, with a wrong one now and then."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is typing.Annotated:
        base, *metas = args
        if base is int:
            lo, hi = _bounds(metas[0])
            return st.integers(min(lo, 0), hi)
        return strategy(base, name, depth)
    if origin is typing.Union or (origin is not None and str(origin) == "<class 'types.UnionType'>"):
        return st.one_of([strategy(a, name, depth) for a in args])
    if origin is typing.Literal:
        return st.sampled_from(list(args))
    if origin in (list, tuple):
        item = args[0] if args else str
        return st.lists(strategy(item, name, depth + 1), max_size=3 if depth < 2 else 1)
    if origin is dict:
        return st.dictionaries(st.sampled_from(["fr", "en", "de"]), strategy(args[1], name, depth + 1), max_size=2)
    if isinstance(tp, type) and issubclass(tp, msgspec.Struct):
        return struct(tp, depth + 1)
    if tp is type(None):
        return st.none()
    if tp is bool:
        return st.booleans()
    if tp is int:
        return st.integers(-2, 12)
    if tp is float:
        return st.floats(-5, 500, allow_nan=False)
    if tp is str:
        return _string(name)
    return st.none()  # a type this test does not know: msgspec then says what it expected


def struct(model, depth: int = 0) -> st.SearchStrategy:
    """A table of `model`: its required keys, some of its optional ones, its tag if it has one."""
    hints = typing.get_type_hints(model, include_extras=True)
    required, optional = {}, {}
    for field in msgspec.structs.fields(model):
        value = strategy(hints[field.name], field.name, depth)
        (required if field.required else optional)[field.encode_name] = value
    config = model.__struct_config__
    if config.tag:
        required[config.tag_field] = st.just(config.tag)
    return st.fixed_dictionaries(required, optional=optional)


def _key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else json.dumps(key, ensure_ascii=False)


def toml(value) -> str:
    """A value as TOML, tables inline (JSON's string escapes are TOML's)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml(v) for v in value) + "]"
    return "{" + ", ".join(f"{_key(k)} = {toml(v)}" for k, v in value.items() if v is not None) + "}"


def game_files() -> st.SearchStrategy:
    from pnp.game import Game as WholeGame
    from pnp.parts.registry import kinds

    kinds()  # every part kind registers its section
    core = {"id": st.just("fuzz"), "title": st.sampled_from(["Jeu", "Game"]) | words,
            "players": st.sampled_from([(1, 4), (2, 4), (2, 8), (1, 1), (2, 6), (3, 2)]).map(
                lambda p: {"min": p[0], "max": p[1]})}
    model = WholeGame
    hints = typing.get_type_hints(model, include_extras=True)
    sections = {f.encode_name: strategy(hints[f.name], f.name) for f in msgspec.structs.fields(model)
                if f.encode_name not in core}
    return st.fixed_dictionaries(core, optional=sections)


def _paths(value, path=()):
    """Every place in a raw game file, as a tuple of keys and indexes."""
    yield path
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        yield from _paths(item, (*path, key))


def _replacement(old) -> st.SearchStrategy:
    """Something else where `old` stood: of its type mostly, near the edges."""
    if isinstance(old, bool):
        return st.booleans()
    if isinstance(old, int):
        return st.sampled_from([old - 1, old + 1, 0, -1, 1, 10**6, 2 * old])
    if isinstance(old, str):
        return st.sampled_from(LENGTHS + COLORS + IDS + FRACTIONS) | words
    if isinstance(old, list):
        return st.sampled_from([[], old[:1], old + old[-1:], old[1:]]) if old else st.just([])
    if isinstance(old, dict):
        return st.sampled_from([{}, *({k: v for k, v in old.items() if k != drop} for drop in old)])
    return st.none()


@st.composite
def mutated_games(draw):
    """A built-in game's file with one value changed: deep into the code paths a valid game takes."""
    import tomllib

    from pnp.model.spec import builtin_games, game_path

    raw = tomllib.loads(game_path(draw(st.sampled_from(builtin_games()))).read_text(encoding="utf-8"))
    path = draw(st.sampled_from([p for p in _paths(raw) if p]))
    parent = raw
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = draw(_replacement(parent[path[-1]]))
    return raw


def _one_clean_line(run, *, code: int) -> None:
    assert "internal error" not in run.err and "Traceback" not in run.err, run.err
    if run.code:
        assert run.code == code, run
        errors = [line for line in run.err.splitlines() if line.startswith("pnp: error:")]
        assert len(errors) <= 1 and len(run.err.strip().splitlines()) == 1, run.err


@pytest.fixture(scope="module")
def files():
    return game_files() | mutated_games()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                                HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_whole_game_files_never_crash(tmp_path_factory, files, data):
    raw = data.draw(files)
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / "fuzz.toml"
    path.write_text("\n".join(f"{_key(k)} = {toml(v)}" for k, v in raw.items() if v is not None) + "\n", encoding="utf-8")
    check = run_pnp("validate", str(path))
    assert "internal error" not in check.err and "Traceback" not in check.err, (check.err, path.read_text())
    assert check.code in (0, 1, 2), check
    run = run_pnp("build", str(path), "--format", "pdf", "--out", str(folder / "out"))
    _one_clean_line(run, code=2)
    assert not run.code or f"pnp: error: {path}: " in run.err, run.err  # every error names the file
    if run.code:
        assert not (folder / "out").exists() or not any((folder / "out").rglob("*.pdf"))


# --- hostile values (issue 20): NaN, infinities, huge and negative numbers, control and direction characters,
# in the game file and in the deck data it names (CSV and XLSX)

HOSTILE_NUMBERS = [float("nan"), float("inf"), float("-inf"), 1e308, -1e308, 5e-324, -1, 0, -0.5, 1.5,
                   2**63 - 1, -(2**63), 10**9 + 1, 99999, -10**6]
HOSTILE_TEXT = ["\u202e", "ab\u202ecd", "\u2066x\u2069", "\x00", "a\x00b", "\x1b[31m", "\x7f", "\u200b", "\ufeff",
                "a\rb", "\x85", "nan", "inf", "1e400", "-1mm", "nan mm", "inf mm", "1e400mm", "9" * 400 + "mm", "0mm"]
HOSTILE_CELLS = ["nan", "NaN", "inf", "-inf", "1e400", "-1e400", "-1", "0", "1.5", "1e-400", "9" * 400, "0x10",
                 "\u202eA", "A\u202cB", "\u2068", "A\x00B", "\x01", "\x1b", "A\u200bB", "A\r\nB", "", " ", "2", "1000",
                 "1001"]


@st.composite
def hostile_games(draw):
    """A built-in game's file (or an example's) with one leaf turned hostile: a number where a number stands,
    a string with a control or direction character, or a length that is no length."""
    import tomllib

    from pnp.model.spec import builtin_games, game_path

    raw = tomllib.loads(game_path(draw(st.sampled_from(builtin_games()))).read_text(encoding="utf-8"))
    leaves = [p for p in _paths(raw) if p and not isinstance(_at(raw, p), (dict, list))]
    for _ in range(draw(st.integers(1, 2))):
        path = draw(st.sampled_from(leaves))
        old = _at(raw, path)
        new = (st.sampled_from(HOSTILE_NUMBERS) if isinstance(old, (int, float)) and not isinstance(old, bool)
               else st.sampled_from(HOSTILE_TEXT + HOSTILE_NUMBERS))
        _at(raw, path[:-1])[path[-1]] = draw(new)
    return raw


def _at(raw, path):
    for key in path:
        raw = raw[key]
    return raw


CARD_GAME = {"id": "fuzz", "title": "Jeu", "players": {"min": 2, "max": 4}}


@st.composite
def hostile_decks(draw):
    """A card game whose deck is a CSV, an .xlsx or inline rows, with hostile cells and layout numbers."""
    kind = draw(st.sampled_from(["csv", "xlsx", "inline"]))
    rows = [["title", "count", "text"]] + [
        [draw(st.sampled_from(HOSTILE_CELLS + ["Renard", "Poule"])), draw(st.sampled_from(HOSTILE_CELLS)),
         draw(st.sampled_from(HOSTILE_CELLS + ["Mange les poules."]))] for _ in range(draw(st.integers(1, 3)))]
    element = {"kind": draw(st.sampled_from(["title", "text", "corner"])), "value": "{title}"}
    if draw(st.booleans()):
        element["size"] = draw(st.sampled_from(HOSTILE_NUMBERS + [6, 72, 9]))
    if draw(st.booleans()):
        element["box"] = [draw(st.sampled_from(HOSTILE_NUMBERS + ["2mm", "nan mm", "1e400mm", 10])) for _ in range(4)]
    deck = {"id": "d", "layout": [element]}
    if kind == "inline":
        deck["rows"] = [dict(zip(rows[0], (_inline(c) for c in row))) for row in rows[1:]]
    else:
        deck["data"] = f"cards.{kind}"
    return {**CARD_GAME, "decks": [deck]}, kind, rows


def _inline(cell: str):
    """A cell as a TOML value: a number where it reads as one (nan and inf included), else the text."""
    try:
        return int(cell) if len(cell) < 20 and cell.strip().lstrip("-").isdigit() else float(cell)
    except ValueError:
        return cell


def _write_deck(folder, kind: str, rows: list[list[str]]) -> None:
    import csv
    import io
    import zipfile

    if kind == "csv":
        with open(folder / "cards.csv", "w", encoding="utf-8", newline="") as f:
            csv.writer(f).writerows(rows)
    elif kind == "xlsx":  # the sheet's XML written as it stands: openpyxl itself writes no NaN cell nor a NUL
        import openpyxl

        book = openpyxl.Workbook()
        book.active["A1"] = "x"
        data = io.BytesIO()
        book.save(data)
        cells = "".join(
            f'<row r="{r}">' + "".join(_xlsx_cell(f"{'ABC'[c]}{r}", cell) for c, cell in enumerate(row)) + "</row>"
            for r, row in enumerate(rows, 1))
        out = io.BytesIO()
        with zipfile.ZipFile(data) as src, zipfile.ZipFile(out, "w") as dst:
            for item in src.infolist():
                text = src.read(item)
                if item.filename.startswith("xl/worksheets/"):
                    text = re.sub(rb"<sheetData>.*</sheetData>", f"<sheetData>{cells}</sheetData>".encode(), text, flags=re.S)
                    text = re.sub(rb'<dimension ref="[^"]*"/>', f'<dimension ref="A1:C{len(rows)}"/>'.encode(), text)
                dst.writestr(item, text)
        (folder / "cards.xlsx").write_bytes(out.getvalue())


def _xlsx_cell(ref: str, cell: str) -> str:
    """A number cell where the text reads as a number (nan, 1e400 ...), else an inline string."""
    if cell.strip() and _inline(cell) != cell:
        return f'<c r="{ref}" t="n"><v>{cell.strip()}</v></c>'
    return f'<c r="{ref}" t="inlineStr"><is><t>{_xml(cell)}</t></is></c>'


def _xml(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                               HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_hostile_numbers_text_and_deck_data_never_crash(tmp_path_factory, data):
    """NaN, infinities, huge, tiny and negative numbers, control and direction characters, in a game file or
    its deck's CSV or XLSX: pnp builds, or exits 2 with one line naming the file; never exit 70."""
    folder = tmp_path_factory.mktemp("hostile")
    if data.draw(st.booleans()):
        raw, kind, rows = data.draw(hostile_decks())
        if kind != "inline":
            _write_deck(folder, kind, rows)
    else:
        raw = data.draw(hostile_games())
    path = folder / "fuzz.toml"
    path.write_text("\n".join(f"{_key(k)} = {toml(v)}" for k, v in raw.items() if v is not None) + "\n", encoding="utf-8")
    run = run_pnp("build", str(path), "--format", "pdf", "--out", str(folder / "out"))
    _one_clean_line(run, code=2)
    assert not run.code or re.search(rf"pnp: error: ({re.escape(str(path))}|{re.escape(str(folder))}/cards)", run.err), run.err
    if run.code:
        assert not (folder / "out").exists() or not any((folder / "out").rglob("*.pdf"))


# --- hostile SVG art (issue 20): pieces of attacks and odd values put together at random, as a token's art

SVG_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
SVG_VALUES = ["0", "-1", "nan", "inf", "1e-300", "1e300", "1e400", "10", "2.5", "", "auto", "50%", "1e9"]
SVG_PAINTS = ["red", "#2f9e44", "none", "url(#g)", "URL(http://e.org/p)", r"u\72l(http://e.org/p)", "u/**/rl(x)",
              r"\75 rl(//e.org)", "url('data:image/png;base64,AAAA')", "expression(alert(1))", "currentColor", "#zzz"]
SVG_PIECES = [
    '<rect width="{v}" height="{v}" fill="{p}"/>', '<circle r="{v}" style="fill:{p};stroke-dasharray:{v} {v}"/>',
    '<path d="M 0 0 L {v} {v} Z"/>', '<path d="M {v}"/>', '<g transform="scale({v})"><rect width="5" height="5"/></g>',
    '<style>@IMPORT "http://e.org/x.css";</style>', r'<style>@imp\6fRt url(x.css);</style>',
    '<style>rect{{fill:{p}}}</style>', '<use xlink:href="http://e.org/x#a"/>', '<use href="#g"/>',
    '<image href="http://e.org/x.png" width="1" height="1"/>', '<script>alert(1)</script>',
    '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
    '<rect width="1" height="1" onload="alert(1)"/>', '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>',
    '<linearGradient id="g" gradientTransform="scale({v})"><stop offset="{v}" stop-color="{p}"/></linearGradient>',
    '<svg viewBox="0 0 {v} {v}"><rect width="1" height="1"/></svg>', '<text>x</text>', '<g id="g"><use href="#g"/></g>',
]


@st.composite
def hostile_svgs(draw):
    values, paints = st.sampled_from(SVG_VALUES), st.sampled_from(SVG_PAINTS)
    pieces = [draw(st.sampled_from(SVG_PIECES)).format(v=draw(values), p=draw(paints))
              for _ in range(draw(st.integers(1, 4)))]
    box = draw(st.sampled_from(['viewBox="0 0 10 10"', 'viewBox="0 0 {v} {v}"', 'width="{v}" height="{v}"']))
    return f"<svg {SVG_NS} {box.format(v=draw(values))}>" + "".join(pieces) + "</svg>"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                               HealthCheck.function_scoped_fixture])
@given(art=hostile_svgs())
def test_hostile_svg_art_never_crashes_nor_reaches_out(tmp_path_factory, art):
    """Whatever the designer's SVG holds: pnp builds (and the SVG it wrote names nothing outside itself) or
    exits 2 with one line naming the game file; never exit 70."""
    import xml.etree.ElementTree as ET

    folder = tmp_path_factory.mktemp("svg")
    (folder / "a.svg").write_text(art, encoding="utf-8")
    path = folder / "g.toml"
    path.write_text('id = "g"\ntitle = "G"\nplayers = { min = 2, max = 2 }\n\n[[tokens]]\nid = "coin"\ncount = 1\n'
                    'art = "a.svg"\n', encoding="utf-8")
    run = run_pnp("build", str(path), "--format", "svg,pdf", "--out", str(folder / "out"))
    _one_clean_line(run, code=2)
    if run.code:
        assert str(path) in run.err, run.err
        return
    for page in (folder / "out" / "g").glob("*.svg"):
        for element in ET.parse(page).getroot().iter():
            for key, value in element.attrib.items():
                assert not (key.endswith("href") and not value.startswith(("#", "data:image/png;base64,"))), value
                assert all(u.startswith("#") for u in re.findall(r"url\(\s*([^)]*)", value, re.I)), value
            assert not re.search(r"@import|url\(\s*[^#\s]", element.text or "", re.I), element.text
