"""A deck's rows (pnp/data.py): CSV, TSV, .xlsx and inline rows; counts; errors naming file, row, column."""

from __future__ import annotations

import pytest

from pnp.base.errors import PnpError
from pnp.model.data import inline_table, read_table


def table(tmp_path, name: str, content: bytes | str):
    path = tmp_path / name
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return read_table(name, tmp_path, file="g.toml", field="decks[0].data")


def error(fn) -> str:
    with pytest.raises(PnpError) as e:
        fn()
    return str(e.value)


def test_csv_tsv_and_semicolons(tmp_path):
    t = table(tmp_path, "a.csv", '\ufefftitle,text,count\nFox,"Eats, hens",2\n\nHen,Lays,\n')
    assert t.columns == ("title", "text", "count")
    assert [r.values["title"] for r in t.cards()] == ["Fox", "Fox", "Hen"]
    assert (t.rows[1].file.endswith("a.csv"), t.rows[1].field) == (True, "row 4")  # the blank line keeps its number
    assert table(tmp_path, "b.tsv", "title\ttext\nA\tb, c\n").rows[0].values == {"title": "A", "text": "b, c"}
    assert table(tmp_path, "c.csv", "title;text\nA;b, c\n").rows[0].values == {"title": "A", "text": "b, c"}


def test_xlsx_and_inline(tmp_path):
    import openpyxl

    book = openpyxl.Workbook()
    book.active.append(["title", "count"])
    book.active.append(["Fox", 3])
    book.active.append(["Hen", None])
    book.save(tmp_path / "d.xlsx")
    t = read_table("d.xlsx", tmp_path, file="g")
    assert [r.values["title"] for r in t.cards()] == ["Fox"] * 3 + ["Hen"]
    t = inline_table([{"title": "A", "count": 2}, {"title": "B", "text": "x"}], file="g.toml", field="decks[0].rows")
    assert t.columns == ("title", "count", "text") and len(t.cards()) == 3
    assert (t.rows[1].file, t.rows[1].at("text")) == ("g.toml", "decks[0].rows[1], column 'text'")


@pytest.mark.parametrize("name, content, expected", [
    ("r.csv", "title,text\nA,b,c\n", "r.csv: row 2, column 3: 3 cells where the header has 2"),
    ("s.csv", "title,text,n\nA,b\n", "s.csv: row 2, column 'n': 2 cells where the header has 3"),
    ("e.csv", b"title,text\nA,\xe9t\xe9\n", "e.csv: row 2, column 2: byte 0xe9 is not UTF-8"),
    ("c.csv", "title,count\nA,1\nB,two\n", "c.csv: row 3, column 'count': 'two' is not a whole number"),
    ("f.csv", "title,count\nB,1.5\n", "c.csv: row 2, column 'count': '1.5' is not a whole number".replace("c.csv", "f.csv")),
    ("h.csv", "title,title\nA,B\n", "h.csv: row 1, column 2: 'title' names two columns"),
    ("x.xlsx", b"PK not a workbook", "x.xlsx: is not a readable .xlsx workbook"),
])
def test_bad_rows_name_file_row_and_column(tmp_path, name, content, expected):
    message = error(lambda: table(tmp_path, name, content).cards())
    assert expected in message, message


def test_files_stay_beside_the_game(tmp_path):
    assert "no data file at 'none.csv'" in error(lambda: read_table("none.csv", tmp_path, file="g"))
    assert "leaves the game file's folder" in error(lambda: read_table("../x.csv", tmp_path, file="g"))
    t = inline_table([{"title": "A"}], file="g.toml", field="decks[0].rows")
    assert "column 'art' is named by decks[0].layout[1]" in error(lambda: t.require("art", named_by="decks[0].layout[1]"))


def test_every_kind_hears_where_the_game_file_lies(tmp_path):
    """The guide's shopping list, the book's component list and validate's checks read a deck's CSV from
    the game file's folder, from the Source the kit gives them; no kind guesses it from a name."""
    from pnp.kit import parse_game
    from pnp.model.spec import read_game, source_name
    from pnp.parts.cards import _PLANS
    from pnp.parts.registry import Context, kind

    folder = tmp_path / "my game"
    folder.mkdir()
    (folder / "deck.csv").write_text("title,count\nFox,3\nHen,4\n", encoding="utf-8")
    path = folder / "g.toml"
    path.write_text('id = "g"\ntitle = "G"\nplayers = { min = 2, max = 2 }\n'
                    '[[decks]]\nid = "d"\nname = "Farm"\ndata = "deck.csv"\n', encoding="utf-8")
    where = source_name(path)
    assert where == str(path) and where.folder == folder
    cards = kind("cards")
    game = parse_game(read_game(str(path))[0], where=where)
    for _ in range(2):
        _PLANS.clear()  # what the game's check read is forgotten: each list reads the deck itself
        assert any("7 " in line for line in cards.shopping(Context(game, where, lang="en")))
        assert any("7" in line for line in cards.components(Context(game, where, lang="en")))
        assert [name for name, _ in cards.verify(Context(game, where))] == ["deck 'd'"]
