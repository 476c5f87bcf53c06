"""A language is data (issue 37): the languages are pnp/locales' folders and PNP_LOCALES', a kit is built in one
added with files alone, a game file that lacks the language asked for is refused in one line, and numbers are
written by Babel from the language's locale."""

from __future__ import annotations

import shutil
import subprocess
from fractions import Fraction
from pathlib import Path

from conftest import run_capped

from pnp.base.i18n import LOCALES, decimal, grouped, ordinal, percent, point

REPO = Path(__file__).resolve().parent.parent
GAME = """id = "langue"
title = { en = "Two dice", xx = "Zwo xx" }
players = { min = 2, max = 2 }

[[dice]]
id = "bold"
name = { en = "Bold", xx = "Boldxx" }
faces = [0, 0, 1, 6, 6, 6]
color = "#f4a261"
"""


def _language_xx(root: Path) -> Path:
    """English copied as a language "xx" of its own, one message reworded, its rule book templates beside it."""
    folder = root / "locales" / "xx"
    shutil.copytree(LOCALES / "en", folder)
    catalogue = folder / "pnp.ftl"
    catalogue.write_text(catalogue.read_text(encoding="utf-8").replace("\npage = page ", "\npage = folio "), encoding="utf-8")
    (folder / "templates" / "rules").mkdir(parents=True)
    for name in ("base", "generic"):
        words = (REPO / "templates" / "rules" / f"{name}.en.md").read_text(encoding="utf-8")
        (folder / "templates" / "rules" / f"{name}.xx.md").write_text(words.replace(".en.md", ".xx.md"), encoding="utf-8")
    return root / "locales"


def test_a_language_added_by_files_alone_prints_a_kit(tmp_path):
    locales = _language_xx(tmp_path)
    (tmp_path / "game.toml").write_text(GAME, encoding="utf-8")
    env = {"PNP_LOCALES": str(locales)}
    run = run_capped("build", "game.toml", "--lang", "xx", "--format", "kit", "--out", "out", cwd=tmp_path, env=env)
    assert run.code == 0, run.err
    words = subprocess.run(["pdftotext", str(tmp_path / "out" / "langue" / "langue-kit.pdf"), "-"],
                           capture_output=True, text=True, check=True).stdout
    assert "Zwo xx" in words and "Boldxx" in words  # the game file's xx texts
    assert "folio 1/" in words  # the page footer from xx's own catalogue, not English's "page 1/"
    assert "page 1/" not in words
    without = run_capped("build", "game.toml", "--lang", "xx", "--format", "kit", "--out", "out2", cwd=tmp_path)
    assert without.code == 2 and "unknown language 'xx'" in without.err  # no folder, no language


def test_a_kit_in_a_language_the_game_file_lacks_is_refused_naming_the_field(tmp_path):
    locales = _language_xx(tmp_path)
    (tmp_path / "game.toml").write_text(GAME.replace('name = { en = "Bold", xx = "Boldxx" }', 'name = { en = "Bold" }'),
                                        encoding="utf-8")
    run = run_capped("build", "game.toml", "--lang", "xx", "--out", "out", cwd=tmp_path, env={"PNP_LOCALES": str(locales)})
    assert run.code == 2, run.err
    lines = run.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pnp: error:") and "Traceback" not in run.err
    assert "dice[0].name" in lines[0] and "'xx'" in lines[0]
    assert not (tmp_path / "out" / "langue").exists()  # nothing half-written
    french = run_capped("build", "game.toml", "--lang", "fr", "--out", "out", cwd=tmp_path, env={"PNP_LOCALES": str(locales)})
    assert french.code == 2 and "title" in french.err and "'fr'" in french.err  # the first field without it


def test_numbers_are_written_by_babel_from_the_locale():
    assert percent(Fraction(71, 125), "fr") == "56,80\u00a0%"  # CLDR's French percent: a no-break space
    assert percent(Fraction(71, 125), "en") == "56.80%"
    assert percent(Fraction(1, 10**6), "fr") == "<0,01\u00a0%"
    assert decimal(Fraction(23, 160) * 100, 2, "fr") == "14,38" and decimal(Fraction(23, 160) * 100, 2, "en") == "14.38"
    assert point("2.5", "fr") == "2,5"
    assert grouped(10000, "fr") == "10\u202f000" and grouped(10000, "en") == "10,000"
    assert [ordinal(n, "en") for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd"]
    assert [ordinal(n, "fr") for n in (1, 2, 10)] == ["1er", "2e", "10e"]
