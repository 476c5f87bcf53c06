"""What the tests of pnp's messages share: pnp run as a user runs it, in a reader's language (LANGUAGE, the
other locale variables cleared), the one line an error must be, and a small game file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

# two dice of a duel, named in three languages; the bold die wins when it shows a 6 (1/2), never ties
DUEL = """id = "duel"
title = { fr = "Duel", en = "Duel", de = "Duell" }
players = { min = 2, max = 2 }
[[dice]]
id = "bold"
name = { fr = "Audacieux", en = "Bold", de = "Kühn" }
faces = [0, 0, 1, 6, 6, 6]
[[dice]]
id = "steady"
name = { fr = "Prudent", en = "Steady", de = "Ruhig" }
faces = [3, 3, 3, 3, 4, 4]
[[claims]]
die = "bold"
against = "steady"
win = "1/2"
tie = "0"
"""
GOOD = 'id = "mine"\ntitle = "Mine"\nplayers = { min = 2, max = 4 }\n'
DIE = '\n[[dice]]\nid = "a"\nfaces = [1, 2, 3, 4, 5, 6]\n'


def pnp(*args: str, lang: str = "en", cwd: Path | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "LANGUAGE": lang, "LC_ALL": "", "LANG": ""}
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True, env=env, cwd=cwd,
                          timeout=120)


def refused(run: subprocess.CompletedProcess, *words: str) -> str:
    """The one line of a refusal (exit 2, no traceback), holding each of `words`."""
    assert run.returncode == 2, (run.returncode, run.stderr)
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in run.stderr, run.stderr
    for word in words:
        assert word in lines[0], (word, lines[0])
    return lines[0]


def game(tmp_path: Path, text: str) -> str:
    path = tmp_path / "game.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)
