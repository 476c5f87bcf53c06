"""pnp new (issue 26): each template's folder holds a game file, a CSV, an SVG and a README, builds and
validates as written, holds its sample texts in every language pnp speaks, and points each section to docs/game-format.md at a heading
that exists there. A folder that already holds files is refused, nothing written."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from conftest import assert_clean_error, run_pnp

from pnp.base.i18n import LANGS
from pnp.newgame import TEMPLATES, game_id

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "game-format.md"
LINK = re.compile(r"docs: game-format\.md#([a-z0-9_-]+)")


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it from the heading's text (a link shows its words): lowercase,
    punctuation dropped, each space a hyphen."""
    words = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip())
    return re.sub(r"[^\w\- ]", "", words.lower()).replace(" ", "-")


def anchors() -> set[str]:
    return {slug(line.lstrip("#")) for line in DOC.read_text(encoding="utf-8").splitlines() if line.startswith("#")}


def test_slug_as_github_makes_it():
    assert slug("## `[[decks]]` — cards, from a spreadsheet".lstrip("#")) == "decks--cards-from-a-spreadsheet"
    assert slug("`kind = \"hex\"` — hexes ([example: Hex](hex-example.toml))") == "kind--hex--hexes-example-hex"
    assert "decks--cards-from-a-spreadsheet" in anchors()
    assert "decks--cards-from-spreadsheet" not in anchors()  # planted: a link with a word missing is caught


@pytest.mark.parametrize("template", TEMPLATES)
def test_template_builds_and_validates(tmp_path, template):
    folder = tmp_path / f"Mon Jeu {template}"
    made = run_pnp("new", str(folder), "--from", template)
    assert made.code == 0, made.err
    names = sorted(p.name for p in folder.iterdir())
    assert "game.toml" in names and "README.md" in names
    assert any(n.endswith(".csv") for n in names) and any(n.endswith(".svg") for n in names), names
    game = folder / "game.toml"
    data = tomllib.loads(game.read_text(encoding="utf-8"))
    assert data["id"] == game_id(folder.name) == f"mon-jeu-{template}"
    assert data["title"] == folder.name  # the same in every language
    assert set(data["credits"]) == set(LANGS)
    for key in ("tagline", "setup", "turn", "end"):  # each language's own words
        texts = data["rules"][key]
        assert set(texts) == set(LANGS) and len(set(texts.values())) == len(LANGS), key
    links = LINK.findall(game.read_text(encoding="utf-8"))
    assert links and set(links) <= anchors(), set(links) - anchors()
    sections = [k for k, v in data.items() if isinstance(v, (dict, list)) and k not in ("title", "credits", "licence", "players")]
    text = game.read_text(encoding="utf-8")
    for section in sections:  # each section of the file is preceded by its docs link
        at = text.find(f"[{section}]")
        assert at > 0 and "docs: game-format.md#" in text[max(0, text.rfind("\n\n", 0, at)):at], section
    readme = (folder / "README.md").read_text(encoding="utf-8")
    assert "**Français.**" in readme and "**English.**" in readme and "**Deutsch.**" in readme and "@" not in readme
    assert "@" not in text and not any("@" in csv.read_text(encoding="utf-8") for csv in folder.glob("*.csv"))
    if template == "roll-and-write":  # a real player sheet, one per player
        assert "player sheet" in readme and "one per player" in readme and "[[sheets]]" in game.read_text(encoding="utf-8")
    checked = run_pnp("validate", str(game))
    assert checked.code == 0, checked.out + checked.err
    built = run_pnp("build", str(game), "--format", "kit", "--out", str(tmp_path / "out"))
    assert built.code == 0, built.err
    assert (tmp_path / "out" / data["id"] / f"{data['id']}-kit.pdf").stat().st_size > 0


def test_new_refuses_a_folder_with_files(tmp_path):
    folder = tmp_path / "game"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine")
    assert_clean_error(run_pnp("new", str(folder)), "already holds files")
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["game", "notes.txt"]  # nothing written, no staging left
    assert_clean_error(run_pnp("new", str(tmp_path / "other"), "--from", "chess"), "--from", "roll-and-write")
    assert_clean_error(run_pnp("new", str(tmp_path / "---")), "no game id")
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["game", "notes.txt"]


def test_new_into_an_empty_folder(tmp_path):
    folder = tmp_path / "empty"
    folder.mkdir()
    made = run_pnp("new", str(folder), "--from", "dice")
    assert made.code == 0, made.err
    assert (folder / "game.toml").is_file()
    assert [p.name for p in tmp_path.iterdir()] == ["empty"]


def test_templates_are_in_the_wheel():
    """The templates are package data: hatchling's wheel takes every file under pnp/ (pyproject.toml's
    packages = ["pnp"]) that git does not ignore; none of them is ignored."""
    import subprocess

    files = [str(p.relative_to(ROOT)) for p in (ROOT / "pnp" / "newgame").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    ignored = subprocess.run(["git", "-C", str(ROOT), "check-ignore", *files], check=False, capture_output=True, text=True).stdout.split()
    assert ignored == [] and len(files) >= 1 + 4 * len(TEMPLATES)
