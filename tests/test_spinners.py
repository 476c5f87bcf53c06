"""[[spinners]], the kind added as one module: its dial measured in the kit PDF, its pieces on the tokens' card
sheet, its labels in the text, the guide naming it in both languages, and bad input refused in one line."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import MM, assert_clean_error, run_pnp

GAME = """
id = "roue"
title = "Roue"
players = {{ min = 2, max = 4 }}

[[tokens]]
id = "pion"
count = 6
size = "20mm"
color = "red"
label = "A"

[[spinners]]
id = "destin"
name = {{ fr = "Roue du destin", en = "Wheel of fate" }}
{spinner}
"""
GOOD = 'sectors = ["1", "2", "3", "Perdu", { label = { fr = "Rejoue", en = "Again" }, color = "green" }]\ndiameter = "60mm"'


def build(tmp_path: Path, spinner: str = GOOD, *args: str):
    game = tmp_path / "roue.toml"
    game.write_text(GAME.format(spinner=spinner), encoding="utf-8")
    out = tmp_path / "out"
    return run_pnp("build", str(game), "--out", str(out), "--format", "pdf,kit", *args), out / "roue" / "roue-kit.pdf"


def pages(path: Path) -> list:
    """Each page's text, its stroked-only circles' diameters (mm), how many 20 mm counters (filled and stroked)
    and how many 1.8 mm pin holes it shows."""
    import pdfplumber

    found = []
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            cut = [c["width"] / MM for c in page.curves if c.get("stroke") and not c.get("fill")
                   and abs(c["width"] - c["height"]) < 0.01 * MM]
            tokens = [c for c in page.curves if c.get("fill") and c.get("stroke") and abs(c["width"] / MM - 20) < 0.1]
            pins = [c for c in page.curves if c.get("fill") and abs(c["width"] / MM - 1.8) < 0.05
                    and abs(c["height"] / MM - 1.8) < 0.05]
            found.append((page.extract_text() or "", cut, len(tokens), len(pins)))
    return found


@pytest.fixture(scope="module")
def kits(tmp_path_factory) -> dict[str, list]:
    kits = {}
    for lang in ("fr", "en"):
        run, pdf = build(tmp_path_factory.mktemp(lang), GOOD, "--lang", lang)
        assert run.code == 0, run.err
        kits[lang] = pages(pdf)
    return kits


def test_dial_measures_its_diameter_on_the_tokens_sheet(kits):
    for lang, found in kits.items():
        with_dial = [i for i, (_, cut, _, _) in enumerate(found) if any(abs(d - 60) < 0.1 for d in cut)]
        with_tokens = [i for i, (_, _, tokens, _) in enumerate(found) if tokens == 6]
        assert len(with_dial) == 1 and with_dial == with_tokens, (lang, with_dial, with_tokens)
        text, _, _, pins = found[with_dial[0]]
        assert pins == 2, (lang, pins)  # the dial's pin hole and the arrow's, on the same sheet
        for label in ("1", "2", "3", "Perdu", {"fr": "Rejoue", "en": "Again"}[lang]):
            assert label in text, (lang, label)


def test_guide_names_the_spinner_in_both_languages(kits):
    assert "roulette" in kits["fr"][0][0].lower()
    assert "attache parisienne" in kits["fr"][0][0]
    assert "spinner" in kits["en"][0][0].lower()
    assert "paper fastener" in kits["en"][0][0]
    rules = {lang: next(text for text, _, _, _ in found if "Wheel of fate" in text or "Roue du destin" in text)
             for lang, found in kits.items()}
    assert "roulette de 5 secteurs" in rules["fr"] and "spinner of 5 sectors" in rules["en"]


def test_dial_size_follows_the_game_file(tmp_path):
    run, pdf = build(tmp_path, 'sectors = ["Oui", "Non"]\ndiameter = "45mm"', "--lang", "en")
    assert run.code == 0, run.err
    assert any(abs(d - 45) < 0.1 for _, cut, _, _ in pages(pdf) for d in cut)
    assert not any(abs(d - 60) < 0.5 for _, cut, _, _ in pages(pdf) for d in cut)


@pytest.mark.parametrize("spinner, words", [
    ('sectors = []', ["spinners[0].sectors", "2 to"]),
    ('diameter = "60mm"', ["spinners[0].sectors", "2 to"]),
    ('sectors = ["1", "2"]\ndiameter = "300mm"', ["spinners[0].diameter"]),
    ('sectors = ["1", "2"]\ndiameter = "nan"', ["spinners[0].diameter"]),
    ('sectors = ["1", "2"]\ncount = nan', ["spinners[0].count"]),
    ('sectors = ["1", ""]', ["spinners[0].sectors[1]", "label"]),
    ('sectors = ["1", { label = "2", color = "mauve-ish" }]', ["spinners[0].sectors[1].color"]),
    ('sectors = ["1", "Un très long libellé ici"]\ndiameter = "30mm"', ["spinners[0].sectors", "does not fit"]),
])
def test_bad_spinner_is_one_line_and_exit_2(tmp_path, spinner, words):
    run, _ = build(tmp_path, spinner)
    assert run.code == 2, run
    assert_clean_error(run, "roue.toml", *words)
    assert not (tmp_path / "out" / "roue").exists()
