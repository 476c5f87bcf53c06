"""pnp's messages to its user (errors, help, progress) are messages of the catalogue, said in the user's language
as the environment names it (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), whatever language the kit is asked in."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from test_locales import GAME as LANGUAGE_XX_GAME

from pnp.base.errors import PnpError
from pnp.base.i18n import message_language, said


@pytest.mark.parametrize(("env", "lang"), [
    ({"LANGUAGE": "de"}, "de"),
    ({"LANGUAGE": "", "LC_ALL": "fr_FR.UTF-8"}, "fr"),
    ({"LANGUAGE": "", "LANG": "de_AT.UTF-8"}, "de"),
    ({"LANGUAGE": "", "LC_ALL": "C.UTF-8", "LANG": "fr_FR.UTF-8"}, "en"),  # LC_ALL decides: no language pnp has
    ({"LANGUAGE": "sv:fr", "LANG": "de_DE.UTF-8"}, "fr"),  # the first of LANGUAGE's list that pnp has
    ({"LANGUAGE": "", "LANG": ""}, "en"),
])
def test_the_message_language_is_the_environments(monkeypatch, env, lang):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert message_language() == lang


def test_an_error_is_said_when_printed_in_the_readers_language(monkeypatch):
    error = PnpError(said("errors.kit.side", side="top"), file="game.toml", field="--side")
    assert error.line() == "game.toml: --side: unknown side 'top'; use front or back"
    monkeypatch.setenv("LANGUAGE", "de")
    assert error.line() == "game.toml: --side: unbekannte Seite „top“; nehmen Sie front (Vorderseite) oder back (Rückseite)"
    monkeypatch.setenv("LANGUAGE", "fr")
    assert "face « top » inconnue" in error.line()


GAME = LANGUAGE_XX_GAME.replace("xx = ", "fr = ")  # a game file in English and French only


def test_the_cli_speaks_the_environments_language_whatever_the_kits(tmp_path):
    """A French user asking for a German kit reads French; the kit's language does not choose the messages'."""
    (tmp_path / "game.toml").write_text(GAME, encoding="utf-8")
    command = [sys.executable, "-m", "pnp", "build", str(tmp_path / "game.toml"), "--lang", "de", "--out", str(tmp_path / "out")]
    for lang, words in (("fr", "mais pas en « de »"), ("de", "aber nicht auf „de“"), ("en", "but not in 'de'")):
        run = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "LANGUAGE": lang}, cwd=tmp_path)
        assert run.returncode == 2 and words in run.stderr and run.stderr.count("\n") == 1, run.stderr
    assert not (tmp_path / "out").exists()
