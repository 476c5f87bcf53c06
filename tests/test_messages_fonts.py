"""A designer's font file refused by pnp.model.font_limits is said in the reader's language (LANGUAGE): a game file
naming a crafted font under [fonts], built by `pnp build` in a child process; one line on stderr naming the field and
the file, exit 2, no traceback, in German and in French (the crafted fonts: tests/test_fonts_attacks.py's)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_fonts_attacks import GAME, base_font, saved, with_subroutines, woff

ROOT = Path(__file__).resolve().parent.parent


def build(tmp_path: Path, lang: str, font: bytes) -> str:
    """`pnp build` of a game whose [fonts].runes is `font`, said in `lang`: its one line of error, checked clean."""
    folder = tmp_path / "game"
    (folder / "fonts").mkdir(parents=True)
    (folder / "fonts" / "face.ttf").write_bytes(font)
    (folder / "game.toml").write_text(GAME, encoding="utf-8")
    env = {**os.environ, "LANGUAGE": lang,
           "PYTHONPATH": os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)}
    run = subprocess.run([sys.executable, "-m", "pnp", "build", str(folder / "game.toml"), "--format", "kit",
                          "--out", str(tmp_path / "out")], capture_output=True, text=True, env=env, timeout=60)
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, run.stderr
    assert "fonts.runes" in lines[0] and "fonts/face.ttf" in lines[0], lines[0]
    assert not (tmp_path / "out" / "crafted").exists()
    return lines[0]


def said_in(line: str, *words: str) -> None:
    for word in words:
        assert word in line, (word, line)


@pytest.mark.parametrize("lang, words", [
    ("de", ("ist beschädigt", "ihr Header ist unvollständig", "exportieren Sie die Schrift erneut als .ttf")),
    ("fr", ("est endommagée", "son en-tête est tronqué", "exportez-la de nouveau en .ttf")),
])
def test_a_truncated_font_is_said_damaged_with_its_reason(tmp_path, lang, words):
    said_in(build(tmp_path, lang, b"\x00\x01\x00\x00\x00\x01"), *words)


@pytest.mark.parametrize("lang, words", [
    ("de", ("ist eine WOFF2-Schrift, die pnp nicht entpackt", "wandeln Sie sie in .ttf um")),
    ("fr", ("est une police WOFF2, que pnp ne décompresse pas", "convertissez-la en .ttf")),
])
def test_a_woff2_font_is_refused_with_what_to_do(tmp_path, lang, words):
    said_in(build(tmp_path, lang, b"wOF2" + bytes(60)), *words)


@pytest.mark.parametrize("lang, words", [
    ("de", ("ist eine Schriftsammlung (mehrere Schriften in einer Datei)", "geben Sie eine ihrer Schriften")),
    ("fr", ("est une collection de polices", "donnez l'une de ses polices en .ttf ou .otf")),
])
def test_a_font_collection_is_refused(tmp_path, lang, words):
    said_in(build(tmp_path, lang, b"ttcf" + bytes(60)), *words)


@pytest.mark.parametrize("lang, words", [
    ("de", ("lässt sich nicht einbetten (ihr OS/2-fsType ist 0x0002)", "ihre Lizenz verbietet",
            "fragen Sie ihren Urheber")),
    ("fr", ("ne peut pas être incorporée (son fsType OS/2 vaut 0x0002)", "sa licence interdit de l'incorporer",
            "demandez à son auteur")),
])
def test_a_licence_forbidding_embedding_is_said_with_its_reason(tmp_path, lang, words):
    said_in(build(tmp_path, lang, saved(base_font(fs_type=0x0002))), *words)


@pytest.mark.parametrize("lang, words", [
    ("de", ("ist eine WOFF-Schrift, die entpackt 3.221 MB groß wäre", "mehr als die 30 MB")),
    ("fr", ("est une police WOFF qui se décompresserait en 3\u202f221 Mo", "plus que les 30 Mo")),
])
def test_a_woff_declaring_gigabytes_is_said_in_grouped_megabytes(tmp_path, lang, words):
    said_in(build(tmp_path, lang, woff(saved(base_font()), total=3 * 1024 << 20)), *words)


@pytest.mark.parametrize("lang, words", [
    ("de", ("hat PostScript-Umrisse (CFF), die Unterprogramme aufrufen, die über 10 Ebenen tief verschachtelt sind",
            "geben Sie die Schrift als TrueType (.ttf) an")),
    ("fr", ("a des contours PostScript (CFF) qui appellent des sous-routines imbriquées sur plus de 10 niveaux",
            "donnez la police en TrueType (.ttf)")),
])
def test_a_cff_subroutine_calling_itself_is_said_with_its_limit(tmp_path, lang, words):
    said_in(build(tmp_path, lang, with_subroutines([[0 - 107, "callgsubr", "return"]])), *words)
