"""The German kits (issue 37), read from the PDFs `pnp build all --lang de` writes: German quotation marks and no
French or English ones, words broken only where pyphen's de_DE patterns allow, decimal commas in the odds, every
odds figure the French kit's in value, and no more sparse pages than in French. Each check is shown to catch a
planted fault."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pdfplumber
import pyphen
import pytest
from conftest import run_pnp
from line_ends import EDGE, faults, following, segments, source_words, typeset_pages
from sparse import summary

from pnp.model.spec import builtin_games

GAMES = builtin_games()
GERMAN = tomllib.loads((Path(__file__).resolve().parent.parent / "pnp/locales/de/language.toml").read_text(encoding="utf-8"))
OPEN, CLOSE = GERMAN["quotes"][:2]  # „ “
PERCENT = re.compile(r"(?<![\d.,])(\d+[.,]\d+)\s?%")  # an odds figure or a measured share: it has decimals


@pytest.fixture(scope="module")
def kits(tmp_path_factory):
    """The four games' kits in German and in French, A4 in colour: {lang: out folder}."""
    out = {}
    for lang in ("de", "fr"):
        out[lang] = tmp_path_factory.mktemp(lang)
        run = run_pnp("build", "all", "--lang", lang, "--out", str(out[lang]))
        assert run.code == 0, run.err
    return out


def text_of(pdf: Path, pages: list[int] | None = None) -> str:
    with pdfplumber.open(pdf) as document:
        return "\n".join(page.extract_text() or "" for n, page in enumerate(document.pages) if pages is None or n in pages)


# --- quotation marks -------------------------------------------------------------------------------------------

def quote_faults(text: str) -> list[str]:
    """French guillemets, an English closing ”, an English opening “ (before a word), or a „ left unclosed."""
    found = [f"foreign quote: {m.group()!r}" for m in re.finditer(r".{0,15}[«»”].{0,15}", text)]
    found += [f"English opening quote: {m.group()!r}" for m in re.finditer(rf"(?:^|[\s(]){CLOSE}\w.{{0,15}}", text, re.M)]
    if text.count(OPEN) != text.count(CLOSE):
        found.append(f"{text.count(OPEN)} {OPEN} against {text.count(CLOSE)} {CLOSE}")
    return found


@pytest.mark.parametrize("game", GAMES)
def test_german_kits_quote_the_german_way(kits, game):
    text = text_of(kits["de"] / game / f"{game}-kit.pdf")
    assert quote_faults(text) == []
    if game != "ludicitude":  # its German texts quote nothing
        assert OPEN in text


def test_a_foreign_quote_is_caught():
    good = f"Sie sagen {OPEN}Trio{CLOSE} dazu."
    assert quote_faults(good) == []
    assert quote_faults(good.replace(OPEN, "« ").replace(CLOSE, " »"))  # French marks
    assert quote_faults(f"Sie sagen {CLOSE}Trio” dazu.")  # English marks


# --- hyphenation ------------------------------------------------------------------------------------------------

def hyphenation_faults(pdf: Path, pages: list[int], patterns: pyphen.Pyphen) -> list[str]:
    """Each word a line ends with a hyphen in and the next line completes, where the patterns allow no break
    (a hyphen the word itself holds, "Print-and-Play-Bogen", may end a line)."""
    known = source_words()
    found = []
    with pdfplumber.open(pdf, pages=[p + 1 for p in pages]) as document:
        for page in document.pages:
            lines = segments(page)
            for line in lines:
                after = following(line, lines)
                last = line[-1]["text"]
                if after is None or not last.endswith("-") or len(last) < 2 or not last[-2].isalpha():
                    continue
                head, tail = last[:-1].lstrip(EDGE), after[0]["text"].rstrip(EDGE)
                word = head.split("-")[-1] + tail.split("-")[0]
                if f"{head}-{tail}".lower() in known or not word.isalpha():
                    continue
                if len(head.split("-")[-1]) not in patterns.positions(word):
                    found.append(f"p{page.page_number}: {head}- / {tail}")
    return found


def test_german_words_break_where_pyphen_allows(kits):
    patterns = pyphen.Pyphen(lang=GERMAN["hyphenation"])
    broken, checked = [], 0
    for game in GAMES:
        kit = kits["de"] / game / f"{game}-kit.pdf"
        pages = typeset_pages(kit, "de")
        checked += len(pages)
        broken += hyphenation_faults(kit, pages, patterns) + faults(kit, pages)
    assert checked >= 12 and broken == []


def test_a_break_pyphen_does_not_allow_is_caught(tmp_path):
    from test_line_breaking import _pdf

    from pnp.base.fonts import text_width
    from pnp.layout.typeset import Look

    patterns = pyphen.Pyphen(lang=GERMAN["hyphenation"])
    assert 5 in patterns.positions("Spielvorbereitung") and 4 not in patterns.positions("Spielvorbereitung")
    width = text_width("Die Spielv-", Look().body, Look().face.regular) + 0.2
    pdf = _pdf("Die Spielv- orbereitung beginnt", None, width, tmp_path)  # a hyphen where no pattern allows one
    assert [f.split(" / ")[0] for f in hyphenation_faults(pdf, [0], patterns)] == ["p1: Spielv-"]
    right = _pdf("Die Spiel- vorbereitung beginnt", None, width, tmp_path)
    assert hyphenation_faults(right, [0], patterns) == []


# --- the odds ---------------------------------------------------------------------------------------------------

def percentages(text: str) -> Counter:
    """Every percentage with decimals printed, by value (a whole "95 %" is an interval's level, which German
    writes "95-%-Intervall")."""
    return Counter(Decimal(m.group(1).replace(",", ".")) for m in PERCENT.finditer(text))


def decimal_points(text: str) -> list[str]:
    """A percentage written with a decimal point, as English does."""
    return [m.group() for m in PERCENT.finditer(text) if "." in m.group(1)]


@pytest.mark.parametrize("game", GAMES)
def test_every_odds_figure_is_the_french_one_with_a_decimal_comma(kits, game):
    german = text_of(kits["de"] / game / "rules.pdf") + text_of(kits["de"] / game / "aids.pdf")
    french = text_of(kits["fr"] / game / "rules.pdf") + text_of(kits["fr"] / game / "aids.pdf")
    assert re.search(r"\d,\d+\s?%", german) and decimal_points(german) == []
    assert percentages(german) == percentages(french) and sum(percentages(german).values()) >= 3


def test_a_decimal_point_or_a_changed_figure_is_caught():
    assert decimal_points("Pasch 44,44 %, Dreierpasch 2.78 %") == ["2.78 %"]
    assert percentages("44,44 % und 2,78 %") == percentages("44,44 % et 2,78 %")
    assert percentages("44,44 % und 2,79 %") != percentages("44,44 % et 2,78 %")


# --- sparse pages -----------------------------------------------------------------------------------------------

def test_no_more_sparse_pages_than_in_french(kits, tmp_path):
    german = [kits["de"] / game / f"{game}-kit.pdf" for game in GAMES]
    french = [kits["fr"] / game / f"{game}-kit.pdf" for game in GAMES]
    (_, sparse_de), (_, sparse_fr) = summary(german), summary(french)
    assert sparse_de <= sparse_fr
    # planted: a blank page more in German is counted
    import pypdfium2

    blank = pypdfium2.PdfDocument.new()
    blank.new_page(595, 842)
    blank.save(str(tmp_path / "blank.pdf"))
    blank.close()
    assert summary([*german, tmp_path / "blank.pdf"])[1] == sparse_de + 1


# --- every paper and ink ----------------------------------------------------------------------------------------

def test_german_kits_build_on_letter_in_black_and_white(tmp_path):
    """A4 in colour above; Letter in black and white here: the black face named 'Schwarz' is a black face."""
    run = run_pnp("build", "all", "--lang", "de", "--paper", "letter", "--ink", "bw", "--out", str(tmp_path))
    assert run.code == 0, run.err
    with pdfplumber.open(tmp_path / "clann" / "clann-kit.pdf") as pdf:
        assert round(pdf.pages[0].width) == 612  # Letter
    assert "Würfel" in text_of(tmp_path / "clann" / "rules.pdf")


def test_german_nouns_keep_their_capital_inside_a_sentence(kits):
    """The guide sets parts' names inside a sentence: French lowers their first letter, German writes each noun
    with its capital (language.toml: nouns = "capital")."""
    german = " ".join(text_of(kits["de"] / "petits-chevaux" / "petits-chevaux-kit.pdf").split())
    french = " ".join(text_of(kits["fr"] / "petits-chevaux" / "petits-chevaux-kit.pdf").split())
    assert "auf Papier: Spielregel + Spielhilfen" in german
    assert "sur papier : règle du jeu" in french
