"""Budgets on a deck's data and layout (issue 20): a workbook's unpacked size read from its zip directory
and capped before openpyxl parses it, a sheet's width, templates that only name columns and stay short
once filled, a text size in range, and the shrink-to-fit search. Each refusal goes through `pnp build` as a
user would meet it: exit 2, one line naming the file and the field and the limit, nothing written."""

from __future__ import annotations

import io
import math
import random
import zipfile
from pathlib import Path

import pytest
from conftest import assert_clean_error, run_pnp

GAME = 'id = "t"\ntitle = "T"\nplayers = { min = 2, max = 4 }\n\n[[decks]]\nid = "d"\n'
TEXT_AT = '\n[[decks.layout]]\nkind = "text"\nvalue = "{value}"\n'


def game(folder: Path, deck: str, files: dict[str, bytes | str] | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in (files or {}).items():
        (folder / name).write_bytes(content.encode() if isinstance(content, str) else content)
    path = folder / "game.toml"
    path.write_text(GAME + deck, encoding="utf-8")
    return path


def refused(tmp_path: Path, path: Path, *words: str) -> str:
    out = tmp_path / "out"
    run = run_pnp("build", str(path), "--parts", "cards", "--format", "pdf", "--out", str(out))
    assert run.code == 2, run
    assert_clean_error(run, *words)
    assert not out.exists() or not any(out.rglob("*.pdf")), "a refused build wrote files"
    return run.err


# --- workbooks -------------------------------------------------------------------------------------------

TYPES = ('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
         '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
         '<Default Extension="xml" ContentType="application/xml"/>'
         '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
         '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>')
RELS = ('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
        'Target="xl/workbook.xml"/></Relationships>')
BOOK = ('<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>'
        '<sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>')
BOOK_RELS = ('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
             '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" '
             'Target="worksheets/sheet1.xml"/></Relationships>')


def cell(ref: str, text: str) -> str:
    return f'<c r="{ref}" t="inlineStr"><is><t>{text}</t></is></c>'


def workbook(rows: list[str], padding: int = 0) -> bytes:
    """A minimal .xlsx whose one sheet holds `rows` (XML of <row>s), padded with `padding` spaces: spaces
    deflate a thousandfold, so a few kilobytes of file unpack to megabytes."""
    sheet = ('<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
             f'<sheetData>{"".join(rows)}</sheetData>' + " " * padding + '</worksheet>')
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in (("[Content_Types].xml", TYPES), ("_rels/.rels", RELS), ("xl/workbook.xml", BOOK),
                           ("xl/_rels/workbook.xml.rels", BOOK_RELS), ("xl/worksheets/sheet1.xml", sheet)):
            z.writestr(name, text)
    return buffer.getvalue()


ROWS = [f'<row r="1">{cell("A1", "value")}</row>', f'<row r="2">{cell("A2", "Fox")}</row>']


@pytest.fixture
def no_openpyxl(monkeypatch):
    """openpyxl must not open a workbook that is refused: opening it is where the memory went."""
    import openpyxl

    def fail(*args, **kwargs):
        raise AssertionError("openpyxl was asked to parse a workbook over the budget")

    monkeypatch.setattr(openpyxl, "load_workbook", fail)


def test_a_workbook_that_unpacks_past_the_cap_is_refused_unopened(tmp_path, no_openpyxl):
    raw = workbook(ROWS, padding=20_000_000)  # 20 MB of sheet in a file of about 20 KB
    assert len(raw) < 100_000
    path = game(tmp_path / "g", 'data = "bomb.xlsx"' + TEXT_AT, {"bomb.xlsx": raw})
    err = refused(tmp_path, path, "bomb.xlsx", "unpacks to 20 MB", "over the limit of 10 MB by 10 MB")
    assert "g/bomb.xlsx" in err.replace("\\", "/")


def test_a_part_that_inflates_too_much_is_refused_unopened(tmp_path, no_openpyxl):
    raw = workbook(ROWS, padding=2_000_000)  # under the cap, but a thousandfold: no spreadsheet saves that
    path = game(tmp_path / "g", 'data = "bomb.xlsx"' + TEXT_AT, {"bomb.xlsx": raw})
    refused(tmp_path, path, "bomb.xlsx", "xl/worksheets/sheet1.xml", "inflates", "over the limit of 100 times")


def test_the_same_workbook_without_its_padding_is_read(tmp_path):
    """The planted cases above differ from a good workbook only by the padding: the checks do not refuse it."""
    from pnp.model.data import read_table

    (tmp_path / "ok.xlsx").write_bytes(workbook(ROWS, padding=100_000))
    table = read_table("ok.xlsx", tmp_path, file="g")
    assert [r.values["value"] for r in table.cards()] == ["Fox"]


def test_a_sheet_past_the_column_limit_is_refused(tmp_path):
    from openpyxl.utils import get_column_letter

    far = get_column_letter(201)
    rows = [f'<row r="1">{cell("A1", "value")}{cell(far + "1", "x")}</row>', f'<row r="2">{cell("A2", "Fox")}</row>']
    path = game(tmp_path / "g", 'data = "wide.xlsx"' + TEXT_AT, {"wide.xlsx": workbook(rows)})
    refused(tmp_path, path, "wide.xlsx", "row 1", "more than 200 columns")


def test_a_sheet_claiming_the_last_column_is_read_without_padding_every_row(tmp_path):
    """A cell in column XFD (16,384) on every row once made openpyxl build 16,384 cells a row; the read now
    stops one column past the limit, so 5,000 such rows are a deck of one column."""
    from pnp.model.data import read_table

    rows = [f'<row r="{n}">{cell(f"A{n}", "value" if n == 1 else f"c{n}")}{cell(f"XFD{n}", "y")}</row>'
            for n in range(1, 5001)]
    (tmp_path / "far.xlsx").write_bytes(workbook(rows))
    table = read_table("far.xlsx", tmp_path, file="g")
    assert table.columns == ("value",) and len(table.rows) == 4999


def test_a_csv_past_the_column_limit_is_refused(tmp_path):
    header = ",".join(f"c{i}" for i in range(250))
    path = game(tmp_path / "g", 'data = "wide.csv"', {"wide.csv": header + "\n" + ",".join("x" * 250) + "\n"})
    refused(tmp_path, path, "wide.csv", "row 1", "250 columns, over the limit of 200 by 50")


# --- templates and sizes ---------------------------------------------------------------------------------


@pytest.mark.parametrize("template, words", [
    ("{value:>999999999}", (":>999999999", "only names columns")),
    ("{value!r}", ("!r", "only names columns")),
    ("{value!s:^9}", ("!s:^9",)),
    ("{}", ("names no column",)),
])
def test_templates_only_name_columns(tmp_path, template, words):
    deck = 'rows = [{ value = "Fox" }]\n[[decks.layout]]\nkind = "text"\nvalue = "' + template + '"\n'
    refused(tmp_path, game(tmp_path / "g", deck), "decks[0].layout[0]", "cannot read the template", *words)


def test_a_column_named_with_a_dot_is_a_column_not_an_attribute(tmp_path):
    from pnp.model.data import inline_table
    from pnp.parts.cards import fill

    row = inline_table([{"a.b": "x", "a": "y"}], file="g").rows[0]
    assert fill("{a.b}-{a}-{{a}}", row) == "x-y-{a}"


def test_a_template_filled_past_the_limit_is_refused_before_drawing(tmp_path):
    csv = "value\nshort\n" + "word " * 900 + "\n"  # 4,500 characters in one cell
    path = game(tmp_path / "g", 'data = "c.csv"' + TEXT_AT.replace("{value}", "{value} and {value}"), {"c.csv": csv})
    refused(tmp_path, path, "c.csv: row 3, column 'value'", "decks[0].layout[0]", "9,003 characters",
            "over the limit of 4,000 by 5,003")


@pytest.mark.parametrize("size", ["1e7", "1e6", "73", "5.5", "-9", "nan", "inf"])
def test_text_size_out_of_range_is_refused(tmp_path, size):
    deck = f'rows = [{{ value = "Fox" }}]{TEXT_AT}size = {size}\n'
    refused(tmp_path, game(tmp_path / "g", deck), "decks[0].layout[0].size", "to 72")  # 6 to 72, or 0 to 72 (0: the kind's own)


def test_text_at_the_largest_size_builds(tmp_path):
    import pdfplumber

    deck = 'rows = [{ value = "Fox" }]\n[[decks.layout]]\nkind = "title"\nvalue = "{value}"\nbox = ["0mm", "0mm", "63mm", "40mm"]\nsize = 72\n'
    run = run_pnp("build", str(game(tmp_path / "g", deck)), "--parts", "cards", "--format", "pdf", "--out", str(tmp_path / "o"))
    assert run.code == 0, run.err
    mm = 72 / 25.4
    with pdfplumber.open(tmp_path / "o" / "t" / "cards-d.pdf") as pdf:
        page = pdf.pages[0]
        card = next(r for r in page.rects if abs(r["width"] - 63.5 * mm) < 0.3 and abs(r["height"] - 88.9 * mm) < 0.3)
        inside = [c for c in page.chars if card["x0"] <= c["x0"] and c["x1"] <= card["x1"] and card["top"] <= c["top"]
                  and c["bottom"] <= card["bottom"]]  # the card's own words, not the sheet's note beside it
        sizes = {round(c["size"], 2) for c in inside if c["text"] in "Fox"}
    assert sizes == {72.0}


def _walk(paragraphs, largest_pt: float, w: float, h: float):
    """The shrink as it was: a quarter point at a time from the top, the first size that fits."""
    from pnp.parts import cards

    for k in range(max(0, math.floor((largest_pt - cards.MIN_PT) * 4 + 1e-9)) + 1):
        size = (largest_pt - k / 4) * cards.PT
        lines = cards._lines(paragraphs, size, w)
        if lines is not None and (len(lines) - 1) * size * cards.LEADING + size <= h + 1e-6:
            return size, lines
    return None


def test_the_search_finds_the_size_the_walk_found():
    """Bisection over quarter points picks the same size and lines as the walk, on 300 random texts and
    boxes (text that fits, text that only fits small, text that never fits)."""
    from pnp.parts.cards import fit_text, runs

    rng = random.Random(20)
    words = "Fox eats one **hen** and *runs* away :sun: the viper bites then sleeps unconditionally".split()
    outcomes = set()
    for _ in range(300):
        text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 50)))
        paragraphs = runs(text.replace(" the ", "\n", 1), rng.random() < 0.3)
        w, h, top = rng.uniform(5, 60), rng.uniform(3, 80), rng.choice([6, 9, 10.3, 14, 24, 72])
        expected, found = _walk(paragraphs, top, w, h), fit_text(paragraphs, top, w, h)
        assert (expected is None) == (found is None)
        if expected:
            assert found[0] == pytest.approx(expected[0], abs=1e-12) and found[1] == expected[1]
        outcomes.add("none" if found is None else "top" if found[0] == pytest.approx(top * 25.4 / 72) else "shrunk")
    assert outcomes == {"none", "top", "shrunk"}
