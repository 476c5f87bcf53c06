"""Rows and wraps on a kit's sheets (issue 34): a kind's pieces stay together, and a run of one family's pieces
that a row can hold is not split across two rows (Clann's green Thin standee wrapped alone onto the next row,
one dark Morris token into the light row). Read from the kit PDFs: the words printed on each piece, and the
row (the top of the word) each copy stands in."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
from conftest import run_pnp

DOCS = Path(__file__).resolve().parent.parent / "docs"


def _kit(out: Path, ref: str, paper: str, lang: str) -> Path:
    run = run_pnp("build", ref, "--paper", paper, "--lang", lang, "--format", "kit", "--out", str(out), "--force")
    assert run.code == 0, run.err
    return next(out.rglob("*-kit.pdf"))


def _rows(pdf: Path, footer: str, words: tuple[str, ...]) -> dict[str, list[float]]:
    """For each word, the tops (pt, rounded) of its upright copies on the one page whose footer names the
    pieces (`footer`): the pieces' sheet, not the rule book or the aid that name them too."""
    with pdfplumber.open(pdf) as document:
        pages = [page for page in document.pages if footer in page.extract_text()]
        assert len(pages) == 1, (footer, len(pages))
        found = [w for w in pages[0].extract_words() if w["upright"] and w["text"] in words]
    return {word: sorted(round(w["top"]) for w in found if w["text"] == word) for word in words}


def _together(rows: dict[str, list[float]], copies: int) -> None:
    for word, tops in rows.items():
        assert len(tops) == copies, (word, tops)
        assert len(set(tops)) == 1, f"the {copies} '{word}' pieces stand on {len(set(tops))} rows: {tops}"


@pytest.mark.parametrize(("paper", "lang", "footer", "words"), [
    ("a4", "fr", "Dés à plier, pions", ("Grand", "Gros", "Mince", "Petit")),
    ("letter", "en", "Dice to fold, pawns", ("Tall", "Stout", "Thin", "Small")),
])
def test_clann_standees_keep_each_family_on_one_row(tmp_path, paper, lang, footer, words):
    """A4 used to hold 3 Thin standees after the Stout ones and wrap the green one alone onto the next row."""
    _together(_rows(_kit(tmp_path, "clann", paper, lang), footer, words), 4)


def test_morris_tokens_keep_each_colour_on_one_row(tmp_path):
    """Nine light and nine dark tokens, ten to a row on A4: the dark ones start their own row."""
    _together(_rows(_kit(tmp_path, str(DOCS / "morris-example.toml"), "a4", "fr"), "Plateau, jetons", ("C", "F")), 9)


def test_the_check_sees_a_run_split_across_rows(tmp_path, monkeypatch):
    """Planted: the imposition wrapping runs as the old code did (no run ever opens a row): the same checks
    find the green Thin standee and a dark token away from their runs."""
    import pnp.layout.imposition as imposition

    monkeypatch.setattr(imposition, "_wraps", lambda *args: False)
    clann = _rows(_kit(tmp_path / "clann", "clann", "a4", "fr"), "Dés à plier, pions", ("Mince",))
    morris = _rows(_kit(tmp_path / "morris", str(DOCS / "morris-example.toml"), "a4", "fr"), "Plateau, jetons", ("F",))
    with pytest.raises(AssertionError, match="on 2 rows"):
        _together(clann, 4)
    with pytest.raises(AssertionError, match="on 2 rows"):
        _together(morris, 9)


def _net_pages(pdf: Path, fold: str) -> list[list[str]]:
    """The pages of dice to fold (their footer names them: "d4 à plier"), each with the nets whose label,
    set upright beside the net (read upwards), stands on it."""
    pages = []
    with pdfplumber.open(pdf) as document:
        for page in document.pages:
            if fold not in page.extract_text().strip().splitlines()[-1]:
                continue
            columns: dict[int, list] = {}
            for char in page.chars:
                if not char["upright"]:
                    columns.setdefault(round(char["x0"]), []).append(char)
            labels = " ".join("".join(c["text"] for c in sorted(column, key=lambda c: -c["top"])) for column in columns.values())
            pages.append([f"d{n}" for n in (4, 6, 8, 10, 12, 20) if f"d{n} {fold}" in labels])
    return pages


@pytest.mark.parametrize(("paper", "lang", "fold"), [("a4", "fr", "à plier"), ("letter", "en", "to fold")])
def test_the_dice_shapes_nets_share_one_sheet(tmp_path, paper, lang, fold):
    """Six nets, 60 to 129 mm: in kit order they took two sheets (30-50 % used); tallest first, the wide
    ones on their side when that helps, they take one."""
    pages = _net_pages(_kit(tmp_path, str(DOCS / "dice-shapes" / "dice-shapes.toml"), paper, lang), fold)
    assert pages == [["d4", "d6", "d8", "d10", "d12", "d20"]], pages


def test_the_check_sees_nets_on_two_sheets(tmp_path, monkeypatch):
    """Planted: the imposition trying no other order (the old code): the nets' check finds two sheets."""
    import pnp.layout.imposition as imposition

    monkeypatch.setattr(imposition, "_arrangements", lambda pieces: [])
    pages = _net_pages(_kit(tmp_path, str(DOCS / "dice-shapes" / "dice-shapes.toml"), "a4", "fr"), "à plier")
    assert len(pages) == 2 and sorted(sum(pages, [])) == sorted(["d4", "d6", "d8", "d10", "d12", "d20"]), pages


def _long_runs(pdf: Path, words: tuple[str, ...]) -> dict[float, list[str]]:
    """Each row (its top, pt) of the page holding the most pieces marked with the words, and the words of its
    pieces from left to right."""
    with pdfplumber.open(pdf) as document:
        found = max(([w for w in page.extract_words() if w["upright"] and w["text"] in words] for page in document.pages),
                    key=len)
    rows: dict[float, list[str]] = {}
    for word in sorted(found, key=lambda w: (round(w["top"]), w["x0"])):
        rows.setdefault(round(word["top"]), []).append(word["text"])
    return rows


def _balanced(rows: dict[float, list[str]], counts: dict[str, int]) -> None:
    """Every row holds one colour, all of each colour's copies are there, and a colour's rows differ by a piece
    at most: no row left with one stone."""
    for top, words in rows.items():
        assert len(set(words)) == 1, f"the row at {top} pt mixes {sorted(set(words))}"
    for word, count in counts.items():
        sizes = [len(words) for words in rows.values() if words[0] == word]
        assert sum(sizes) == count, (word, sizes)
        assert max(sizes) - min(sizes) <= 1, f"the '{word}' rows hold {sizes}"


@pytest.mark.parametrize(("paper", "lang"), [("a4", "fr"), ("letter", "en")])
def test_hex_stones_fill_even_rows_of_one_colour(tmp_path, paper, lang):
    """61 red and 60 blue stones, longer runs than a row holds: the last red one used to open the blue rows,
    and on Letter one blue stone stood alone on the last row (five rows of 11 and one of 1)."""
    rows = _long_runs(_kit(tmp_path, str(DOCS / "hex-example.toml"), paper, lang), ("R", "B"))
    _balanced(rows, {"R": 61, "B": 60})


def test_the_check_sees_a_long_run_left_ragged(tmp_path, monkeypatch):
    """Planted: long runs wrap as the old code did (no row cut short to balance them)."""
    import pnp.layout.imposition as imposition

    monkeypatch.setattr(imposition, "_balanced_breaks", lambda *args: set())
    rows = _long_runs(_kit(tmp_path, str(DOCS / "hex-example.toml"), "letter", "en"), ("R", "B"))
    with pytest.raises(AssertionError):
        _balanced(rows, {"R": 61, "B": 60})
