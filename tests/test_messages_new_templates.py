"""`pnp new` writes a game whose sample texts are in every language pnp speaks (new-game.ftl's new--sample--*):
each template builds in German at once, its German words printed in the kit; the game file's comments are in
the language --lang asks for; a language added by files alone (PNP_LOCALES) is in a new game's texts too."""

from __future__ import annotations

import subprocess
import tomllib

import pytest
from conftest import run_capped
from readers import pnp, refused
from test_locales import _language_xx

# words of new-game.ftl (German) that each template's kit prints: card texts, names, a label, a rule
GERMAN = {
    "cards": ["Der kleinste Stern.", "Er sticht die 1 und die 2.", "Komet", "Mischen Sie die Karten"],
    "dice": ["Wagemutig", "Besonnen", "Die letzte Runde gewinnen", "Ziele"],
    "board": ["Lichtung", "Wanderer", "Durchqueren Sie den Wald"],
    "roll-and-write": ["Zahl", "Raster", "Würfeln, eintragen, das Raster füllen."],
}


def words(pdf) -> str:
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    return " ".join(text.split())


@pytest.mark.parametrize("template", sorted(GERMAN))
def test_a_new_game_builds_in_german_with_german_sample_texts(tmp_path, template):
    made = pnp("new", "spiel", "--from", template, lang="de", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    built = pnp("build", "spiel/game.toml", "--lang", "de", "--format", "kit", "--out", "out", cwd=tmp_path)
    assert built.returncode == 0, built.stderr
    kit = words(tmp_path / "out" / "spiel" / "spiel-kit.pdf")
    for word in GERMAN[template]:
        assert word in kit, (word, kit[:2000])
    data = tomllib.loads((tmp_path / "spiel" / "game.toml").read_text(encoding="utf-8"))
    assert data["credits"]["de"] == "Hier steht Ihr Name." and data["credits"]["fr"] == "Votre nom ici."


def test_the_comments_are_in_the_language_asked_for(tmp_path):
    made = pnp("new", "jeu", "--from", "dice", "--lang", "fr", lang="de", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    text = (tmp_path / "jeu" / "game.toml").read_text(encoding="utf-8")
    assert "un jeu de dés" in text.splitlines()[0] and "Würfelspiel" not in text  # French comments
    assert 'de = "Wagemutig"' in text  # and the sample texts in every language still
    german = pnp("new", "spiel", "--from", "dice", lang="de", cwd=tmp_path)
    assert german.returncode == 0 and "Würfelspiel" in (tmp_path / "spiel" / "game.toml").read_text(encoding="utf-8")
    refused(pnp("new", "autre", "--lang", "xx", lang="de", cwd=tmp_path), "--lang", "„xx“", "Sprache")
    assert not (tmp_path / "autre").exists()


def test_a_language_added_by_files_alone_is_in_a_new_games_texts(tmp_path):
    locales = _language_xx(tmp_path)
    ftl = locales / "xx" / "new-game.ftl"
    ftl.write_text(ftl.read_text(encoding="utf-8").replace("new--sample--cards--star = Star\n",
                                                           "new--sample--cards--star = Starxx\n"), encoding="utf-8")
    env = {"PNP_LOCALES": str(locales), "LANGUAGE": "en", "LC_ALL": "", "LANG": ""}
    made = run_capped("new", "game", "--from", "cards", cwd=tmp_path, env=env)
    assert made.code == 0, made.err
    data = tomllib.loads((tmp_path / "game" / "game.toml").read_text(encoding="utf-8"))
    assert data["credits"]["xx"] == "Your name here." and data["decks"][0]["layout"][1]["value"]["xx"] == "{name_xx}"
    header, first = (tmp_path / "game" / "cards.csv").read_text(encoding="utf-8").splitlines()[:2]
    assert "name_xx" in header.split(",") and "Starxx" in first.split(",")
    built = run_capped("build", "game/game.toml", "--lang", "xx", "--format", "kit", "--out", "out", cwd=tmp_path, env=env)
    assert built.code == 0, built.err
    assert "Starxx" in words(tmp_path / "out" / "game" / "game-kit.pdf")
