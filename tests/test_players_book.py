"""The player's book and the designer's notes (issue 35): nothing a player reads names a command, an option or
the game file, and a rule text cites a figure by name instead of typing it.

Each test reads the produced PDFs; each has a planted case showing it can fail.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import column_text, run_capped, run_pnp

from pnp.base.i18n import LANGS, say

# the rule book's sections, read from the catalogue (the table in pnp/parts/rules.py is gone)
SECTIONS = {key: {lang: say(f"rules.sections.{key}", lang) for lang in LANGS} for key in ("notes",)}

# what a player should never read: the tool's name, an option, a command, the file the designer writes
TOOL_WORDS = re.compile(r"\bpnp\b|(?<![\w-])--[a-z]|\bsimulate\b|game file|fichier du jeu", re.IGNORECASE)


def halves_text(pdf: Path) -> str:
    """A PDF's text, each page's left half then its right half (a book's two columns), read by PDFium: the
    same order as conftest's column_text, in a tenth of pdfplumber's time for a whole kit."""
    import pypdfium2

    document = pypdfium2.PdfDocument(pdf)
    try:
        parts = []
        for page in document:
            width, height = page.get_size()
            text = page.get_textpage()
            parts += [text.get_text_bounded(0, 0, width / 2, height), text.get_text_bounded(width / 2, 0, width, height)]
        return "\n".join(parts)
    finally:
        document.close()


def tool_words(pdf: Path) -> list[str]:
    """Each place a kit's text names the tool, an option or the game file, with some words around it."""
    text = " ".join(halves_text(pdf).split())
    return [text[max(0, m.start() - 30):m.end() + 30] for m in TOOL_WORDS.finditer(text)]


def test_no_tool_words_in_the_built_in_kits(builtin_kits):
    """The four kits, A4 French and Letter English, every page (book, aids, sheets, boards' credits)."""
    assert len(builtin_kits) == 8
    for pdf in builtin_kits:
        assert tool_words(pdf) == [], pdf


def test_no_tool_words_in_the_docs_examples(example_kits):
    """The docs examples' kits: their credits said "an example game for pnp", their books "typeset by pnp"."""
    assert example_kits
    for pdf in example_kits:
        assert tool_words(pdf) == [], pdf


GAME = """id = "voice"
title = "Voice"
players = {{ min = 2, max = 2 }}

[[dice]]
id = "big"
faces = [2, 2, 2, 5, 5, 5]

[[dice]]
id = "small"
faces = [1, 1, 4, 4, 4, 4]

[[claims]]
id = "big-beats-small"
die = "big"
against = "small"
win = "2/3"

[rules]
turn = {{ fr = "{fr}", en = "{en}" }}
"""


def _game(tmp_path: Path, fr: str, en: str) -> Path:
    path = tmp_path / "voice.toml"
    path.write_text(GAME.format(fr=fr, en=en), encoding="utf-8")
    return path


def test_a_planted_command_is_found(tmp_path):
    """Planted: a designer's turn text that sends the players to the command line is caught in the kit."""
    game = _game(tmp_path, "Lancez pnp simulate --exact, comme le dit le fichier du jeu.", "Run it.")
    run = run_pnp("build", str(game), "--lang", "fr", "--format", "kit", "--out", str(tmp_path / "out"))
    assert run.code == 0, run.err
    found = tool_words(next((tmp_path / "out").rglob("*-kit.pdf")))
    assert len(found) == 4, found  # pnp, simulate, --exact, fichier du jeu


def test_the_designers_notes_come_last(tmp_path):
    """Clann's readings of what its source leaves open, and its "In numbers" box, come after every section a
    player reads; the rules themselves state the readings. On the old code the book ended on its credits and
    an editor's "Ce que la source laisse ouvert" sat in the middle of its end-of-game rules."""
    run = run_pnp("build", "clann", "--parts", "rules", "--lang", "fr", "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    text = " ".join(column_text(tmp_path / "clann" / "rules.pdf").split())
    notes = SECTIONS["notes"]["fr"]
    assert text.count(notes) == 1
    players, designers = text.split(notes)
    assert "source laisse ouvert" not in players and "ce kit" not in players.lower()
    assert "Le Grand ne prend pas le Petit" in players and "compte exact" in players
    assert "En chiffres" in designers and "Mesuré sur" in designers
    assert "Crédits" in players  # the notes follow the credits: the end of the book


@pytest.mark.parametrize("lang, figure", [("fr", "2/3 (66,67\u00a0%)"), ("en", "2/3 (66.67%)")])
def test_a_cited_figure_is_written_in_the_books_language(tmp_path, lang, figure):
    """{claims.ID} in a designer's rule text prints the claim's exact chance as the book's language writes it.
    On the old code the claim's id was refused (no such key), and the braces would have printed as they are."""
    game = _game(tmp_path, "Le grand dé gagne {claims.big-beats-small} du temps.",
                 "The big die wins {claims.big-beats-small} of the time.")
    run = run_pnp("build", str(game), "--parts", "rules", "--lang", lang, "--format", "pdf", "--out", str(tmp_path / "out"))
    assert run.code == 0, run.err
    text = " ".join(column_text(tmp_path / "out" / "voice" / "rules.pdf").split())
    shown = text.replace("\u202f", "\u00a0")
    assert f"{'gagne' if lang == 'fr' else 'wins'} {figure} " in shown.replace(" %", "\u00a0%"), shown
    assert "{claims" not in text


def test_the_built_in_books_cite_their_claims(tmp_path):
    """The territory game's book cites its claims by id (its template calls claim(), not the odds table's row):
    the fox beats the hen 7/12 of the time, as checked."""
    from pnp.base.resources import games_dir

    template = (games_dir() / "renards-poules-viperes" / "rules.en.md").read_text(encoding="utf-8")
    assert 'claim("fox-beats-hen")' in template
    run = run_pnp("build", "renards-poules-viperes", "--parts", "rules", "--lang", "en", "--format", "pdf", "--out",
                  str(tmp_path))
    assert run.code == 0, run.err
    text = " ".join(column_text(tmp_path / "renards-poules-viperes" / "rules.pdf").split())
    assert "the fox beats the hen 7/12 (58.33%) of the time" in text


def test_a_stored_simulations_figure_is_cited_in_the_books_language():
    """{simulation.NAME} reads a built-in game's stored run: Clann's dice played a turn, 3.85 / 3,85."""
    from pnp.kit import load_game
    from pnp.parts.citations import Figures
    from pnp.parts.rules_context import figure_text

    clann = load_game("clann")
    assert Figures(clann, "fr", "clann", {}, figure_text).value("simulation.dice-per-turn") == "3,85"
    assert Figures(clann, "en", "clann", {}, figure_text).value("simulation.dice-per-turn") == "3.85"


def test_validate_and_build_refuse_a_missing_figure(tmp_path):
    """A sentence citing a figure the game does not have: `pnp build` refuses it in one line naming the file,
    the field and the figure (exit 2); `pnp validate` fails on it in one line (its exit 1 for a failed check).
    On the old code both went through and printed the braces."""
    game = _game(tmp_path, "Le grand dé gagne {claims.nope} du temps.", "The big die wins {claims.nope} of the time.")
    build = run_capped("build", str(game), "--parts", "rules", "--out", str(tmp_path / "out"), cwd=tmp_path)
    assert build.code == 2, build
    lines = build.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pnp: error:"), build.err
    for word in ("voice.toml", "rules.turn", "'claims.nope'", "claims.big-beats-small"):
        assert word in lines[0], (word, lines[0])
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.pdf"))

    validate = run_capped("validate", str(game), cwd=tmp_path)
    assert validate.code == 1, validate
    failed = [line for line in validate.out.splitlines() if "FAIL" in line]
    assert len(failed) == 1 and "'claims.nope'" in failed[0] and "rules.turn" in failed[0], validate.out
    assert "Traceback" not in validate.err + build.err


def test_two_claims_may_not_share_an_id(tmp_path):
    """A cited name must name one figure: a second claim with the same id is refused in one line at its key.
    On the old code a claim had no id (the key itself was refused)."""
    game = _game(tmp_path, "Un tour.", "A turn.")
    game.write_text(game.read_text(encoding="utf-8").replace(
        "[rules]", '[[claims]]\nid = "big-beats-small"\ndie = "small"\nagainst = "big"\nwin = "1/3"\n\n[rules]'),
        encoding="utf-8")
    run = run_capped("build", str(game), "--out", str(tmp_path / "out"), cwd=tmp_path)
    assert run.code == 2, run
    lines = run.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pnp: error:"), run.err
    assert "claims[1].id" in lines[0] and "'big-beats-small'" in lines[0], lines[0]
