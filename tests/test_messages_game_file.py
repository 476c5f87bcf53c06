"""A game file's errors and the print options' are said in the reader's language (LANGUAGE): one line on
stderr, exit 2, no traceback, in German and in French."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

GOOD = 'id = "mine"\ntitle = "Mine"\nplayers = { min = 2, max = 4 }\n'
DIE = '\n[[dice]]\nid = "a"\nfaces = [1, 2, 3, 4, 5, 6]\n'


def pnp(lang: str, *args: str, cwd=None) -> subprocess.CompletedProcess:
    env = {**os.environ, "LANGUAGE": lang}
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True, env=env, cwd=cwd,
                          timeout=60)


def refused(run: subprocess.CompletedProcess, *words: str) -> str:
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, run.stderr
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


def game(tmp_path, text: str) -> str:
    path = tmp_path / "game.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("lang, words", [("de", ("--shop", "unbekannter Wert „nope“", "nehmen Sie")),
                                         ("fr", ("--shop", "valeur inconnue", "nope", "utilisez"))])
def test_an_unknown_print_shop_is_said_in_the_readers_language(tmp_path, lang, words):
    refused(pnp(lang, "build", game(tmp_path, GOOD + DIE), "--shop", "nope", "--out", str(tmp_path / "out")), *words)


@pytest.mark.parametrize("lang, words", [("de", ("--bleed", "liegt nicht zwischen 0 und 10 mm", "Anschnitt")),
                                         ("fr", ("--bleed", "n'est pas entre 0 et 10 mm", "fond perdu"))])
def test_a_bleed_too_wide_is_said_in_the_readers_language(tmp_path, lang, words):
    refused(pnp(lang, "build", game(tmp_path, GOOD + DIE), "--bleed", "12mm", "--out", str(tmp_path / "out")), *words)


@pytest.mark.parametrize("lang, words", [("de", ("unbekanntes Format „tiff“",)), ("fr", ("format inconnu", "tiff"))])
def test_an_unknown_format_is_said_in_the_readers_language(tmp_path, lang, words):
    refused(pnp(lang, "build", game(tmp_path, GOOD + DIE), "--format", "tiff", "--out", str(tmp_path / "out")), *words)
