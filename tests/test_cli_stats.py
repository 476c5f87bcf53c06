"""`pnp stats` from the command line: outputs, JSON, charts, and one clean line for every bad input."""

import json
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from conftest import assert_clean_error, run_pnp

FOX, HEN, VIPER = "3,4,5,14,15,16", "2,9,10,11,12,13", "1,6,7,8,17,18"


def stats_json(*args: str) -> dict:
    run = run_pnp("stats", *args, "--json")
    assert run.code == 0, run
    return json.loads(run.out)


def test_compare_prints_exact_fractions_and_percentages():
    run = run_pnp("stats", "compare", FOX, HEN)
    assert run.code == 0, run
    assert "7/12" in run.out and "5/12" in run.out and "58,33" in run.out
    assert "Le dé 1 bat le dé 2." in run.out


def test_compare_in_english():
    run = run_pnp("stats", "compare", FOX, VIPER, "--lang", "en")
    assert "58.33%" in run.out and "Die 2 beats die 1." in run.out


@pytest.mark.parametrize(
    "args, win, tie, lose",
    [
        ((FOX, HEN), "7/12", "0", "5/12"),
        ((FOX, HEN, "--lower-wins"), "5/12", "0", "7/12"),
        ((HEN, FOX, "--rolls", "2"), "233/432", "1/36", "187/432"),
        ((FOX, HEN, "--series", "3"), "539/864", "0", "325/864"),
        # per roll 5/12, 1/6, 5/12; level after (won, lost), (lost, won) or (tie, tie)
        (("d6", "d6", "--series", "2"), "5/16", "3/8", "5/16"),
    ],
)
def test_compare_json(args, win, tie, lose):
    data = stats_json("compare", *args)
    assert (data["win"], data["tie"], data["lose"]) == (win, tie, lose)


def test_compare_json_names_the_winner():
    assert stats_json("compare", FOX, HEN)["beats"] == "first"
    assert stats_json("compare", HEN, FOX)["beats"] == "second"
    assert stats_json("compare", "d6", "d6")["beats"] is None


def test_long_sums_and_series_answer():
    data = stats_json("compare", "d20", "3,4,5,14,15,16", "--rolls", "100")
    assert "/" in data["win"]
    data = stats_json("compare", FOX, HEN, "--series", "101")
    assert data["tie"] == "0" and data["percent"]["win"] > 95


@pytest.mark.parametrize(
    "args, words",
    [
        (("compare", "1,2,Noir,Noir,5,6", "d6"), ["'Noir' is a word", "comparing"]),
        (("compare", "", "d6"), ["first die", "empty"]),
        (("compare", "d6", " "), ["second die", "empty"]),
        (("compare", "d6", "1.5,2"), ["whole number"]),
        (("compare", "d6", "d6", "--rolls", "0"), ["--rolls", "1 to 1000"]),
        (("compare", "d6", "d6", "--rolls", "100000"), ["--rolls", "1 to 1000"]),
        (("compare", "d6", "d6", "--series", "-3"), ["--series", "1 to 1001"]),
        (("compare", "d6", "d6", "--series", "99999"), ["--series", "1 to 1001"]),
        (("compare", "d6", "d6", "--rolls", "lots"), ["--rolls"]),
        (("compare", "d6", ",".join(["1"] * 200)), ["120"]),
        (("compare", "1,2,99999", "d6", "--rolls", "1000"), ["too big"]),
        (("compare", "d6", "d6", "--lang", "xx"), ["--lang"]),
        (("compare", "d6", "d6", "--plot", "chart.png"), ["--plot", ".svg or .pdf"]),
        (("dice", "d6"), ["2 to 8"]),
        (("dice", "d4", "d6", "--names", "a"), ["--names"]),
        (("dice", "d4", "d6", "--names", "a,a"), ["same name"]),
        (("game", "no-such-game"), ["unknown game"]),
    ],
)
def test_bad_input_gets_one_clear_line(args, words):
    assert_clean_error(run_pnp("stats", *args), *words)


def test_bad_input_in_a_real_process_has_no_traceback():
    proc = subprocess.run([sys.executable, "-m", "pnp", "stats", "compare", "1,2,Noir", "d6"],
                          capture_output=True, text=True)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr and "Noir" in proc.stderr


def test_the_stats_module_loads_no_engine_until_asked():
    code = "import sys, pnp.cli; print(sorted(m for m in sys.modules if m.startswith(('pnp.engine', 'pnp.parts', 'reportlab'))))"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert proc.stdout.strip() == "[]"


def test_dice_matrix_cycles_and_variants():
    data = stats_json("dice", HEN, FOX, VIPER, "--names", "hen,fox,viper")
    assert data["matrix"]["fox"]["hen"]["win"] == "7/12"
    (cycle,) = data["cycles"]
    assert cycle["strength"] == "7/12" and set(cycle["dice"]) == {"hen", "fox", "viper"}
    changes = {v["key"]: v["change"] for v in data["variants"]}
    assert changes == {"one": "base", "series3": "same", "series5": "same", "sum2": "reversed", "lower": "reversed"}


def test_dice_text_output():
    run = run_pnp("stats", "dice", HEN, FOX, VIPER, "--lang", "en")
    assert run.code == 0, run
    assert "Cycles" in run.out and "strength 7/12" in run.out and "cycle reversed" in run.out


def test_game_territory_output_covers_weathers_and_claims():
    run = run_pnp("stats", "game", "renards-poules-viperes", "--lang", "en")
    assert run.code == 0, run
    for text in ("×2 weather, 1 roll", "↔ weather, 5 rolls", "= weather, 3 rolls", "no cycle left", "a copy of the same die",
                 "What the file claims", "ok    claims[0]"):
        assert text in run.out, text


@pytest.mark.parametrize("game, key, value", [
    ("clann", "mean-dice", "2037/530"),
    ("clann", "triple", "1/54"),
    ("ludicitude", "any-set", "15377/15552"),
    ("petits-chevaux", "lost-turn", "1/216"),
])
def test_game_json(game, key, value):
    data = stats_json("game", game)
    found = {f["key"]: f["value"] for s in data["sections"] for f in s["figures"]}
    assert found[key] == value
    assert all(s["reading"]["fr"] and s["reading"]["en"] for s in data["sections"])


def test_game_readings_follow_lang():
    fr = run_pnp("stats", "game", "clann").out
    en = run_pnp("stats", "game", "clann", "--lang", "en").out
    assert "Lecture" in fr and "Noir ne fait paire" in fr.replace("face Noir", "Noir")
    assert "Reading" in en and "pairs with no number" in en


def test_claims_command_fails_on_a_wrong_claim(tmp_path):
    path = tmp_path / "wrong.toml"
    path.write_text('id = "w"\ntitle = "W"\nplayers = { min = 2, max = 2 }\n'
                    '[[dice]]\nid = "fox"\nfaces = [3, 4, 5, 14, 15, 16]\n'
                    '[[dice]]\nid = "hen"\nfaces = [2, 9, 10, 11, 12, 13]\n'
                    '[[claims]]\ndie = "hen"\nagainst = "fox"\nwin = "7/12"\n', encoding="utf-8")
    run = run_pnp("stats", "claims", str(path))
    assert_clean_error(run, "claims[0]", "7/12", "5/12")
    assert run_pnp("stats", "claims", "renards-poules-viperes").code == 0


def svg_labels(path) -> str:
    root = ET.parse(path).getroot()
    return " ".join(el.get("aria-label", "") for el in root.iter())


def test_plot_compare_writes_an_svg(tmp_path):
    target = tmp_path / "fox-hen.svg"
    run = run_pnp("stats", "compare", FOX, HEN, "--plot", str(target))
    assert run.code == 0, run
    labels = svg_labels(target)
    assert "gagne 58,33\u00a0%" in labels  # CLDR (Babel): a no-break space, narrow before issue 37
    root = ET.parse(target).getroot()
    bars = [el for el in root.iter() if el.get("class") == "bar"]
    assert len(bars) == 12  # six faces a side, all different


def test_plot_series_and_matrix_as_pdf(tmp_path):
    import pdfplumber

    series = tmp_path / "series.pdf"
    assert run_pnp("stats", "compare", FOX, HEN, "--series", "5", "--plot", str(series), "--lang", "en").code == 0
    matrix = tmp_path / "matrix.pdf"
    assert run_pnp("stats", "game", "renards-poules-viperes", "--plot", str(matrix), "--lang", "en").code == 0
    with pdfplumber.open(matrix) as pdf:
        text = pdf.pages[0].extract_text()
    assert "7/12" in text and "×2 weather" in text
    with pdfplumber.open(series) as pdf:
        assert "rolls won minus rolls lost" in pdf.pages[0].extract_text()


def test_plot_chances_for_a_game_without_matrix(tmp_path):
    target = tmp_path / "ludicitude.svg"
    assert run_pnp("stats", "game", "ludicitude", "--plot", str(target)).code == 0
    assert "3 brelans (9 points)" in svg_labels(target)


def test_plot_of_a_game_with_no_odds_is_a_clean_error(tmp_path):
    game = tmp_path / "plain.toml"
    game.write_text('id = "plain"\ntitle = "Plain"\nplayers = { min = 2, max = 4 }\n', encoding="utf-8")
    target = tmp_path / "plain.svg"
    assert_clean_error(run_pnp("stats", "game", str(game), "--plot", str(target)), "--plot", "no odds")
    assert not target.exists()


def test_plot_refuses_to_overwrite_without_force(tmp_path):
    target = tmp_path / "chart.svg"
    target.write_text("mine")
    assert_clean_error(run_pnp("stats", "compare", "d6", "d8", "--plot", str(target)), "already exists", "--force")
    assert target.read_text() == "mine"
    assert run_pnp("stats", "compare", "d6", "d8", "--plot", str(target), "--force").code == 0
    assert "<svg" in target.read_text()
    assert [p.name for p in tmp_path.iterdir()] == ["chart.svg"]  # no temp file left behind


def test_plot_into_a_folder_pnp_may_not_write_in_is_a_clean_error(tmp_path, monkeypatch):
    import tempfile

    def refused(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refused)
    assert_clean_error(run_pnp("stats", "compare", "d6", "d8", "--plot", str(tmp_path / "c.svg")), "--plot", "Permission denied")


def test_plot_onto_a_folder_is_a_clean_error(tmp_path):
    (tmp_path / "chart.svg").mkdir()
    assert_clean_error(run_pnp("stats", "compare", "d6", "d8", "--plot", str(tmp_path / "chart.svg"), "--force"), "--plot", "folder")
    assert [p.name for p in tmp_path.iterdir()] == ["chart.svg"]
