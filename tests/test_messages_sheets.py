"""Cards, dice and player sheets speak from the catalogue (issue 37): a designer's bad [[decks]], [[dice]] or
[[sheets]] field is one line in the reader's language (LANGUAGE), its lengths in that language's decimal mark; a
kit's lines (component list, shopping list, the guide's making step) take their plurals from the catalogue's
selectors: "zweimal", "3-mal", "1 leerer Würfel", "deux fois"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from pnp.kit import parse_game
from pnp.model.spec import read_game, source_name
from pnp.parts.registry import Context, kind

HEAD = 'id = "g"\ntitle = "G"\nplayers = { min = 2, max = 4 }\n'


def refused(tmp_path: Path, body: str, lang: str, *options: str) -> str:
    """The one line `pnp build` prints for a game file with this body, read in `lang`; exit status 2."""
    path = tmp_path / "g.toml"
    path.write_text(HEAD + body, encoding="utf-8")
    env = {**os.environ, "LANGUAGE": lang, "LC_ALL": "", "LANG": ""}
    run = subprocess.run([sys.executable, "-m", "pnp", "build", str(path), "--out", str(tmp_path / "out"), *options],
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 2, run
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in run.stderr, run.stderr
    assert not (tmp_path / "out" / "g").exists()
    return lines[0]


CARD = '[[decks]]\nid = "d"\nsize = "2.5x0.3in"\nrows = [{ title = "Fox" }]\n'
DIE = '[[dice]]\nid = "w"\nfaces = [1, 2, 3, 4, 5, 6]\nart = ["", "", "", "", "", "", ""]\n'
SHEET = '[[sheets]]\nid = "p"\n[[sheets.blocks]]\nkind = "grid"\ncell = "5.5mm"\n'


@pytest.mark.parametrize(("body", "field", "words"), [
    (CARD, "decks[0].size", {"de": "„2.5x0.3in“ misst 63,5 mm × 7,6 mm; die Seiten einer Karte messen 10 bis 300 mm",
                             "fr": "une carte fait de 10 à 300 mm de côté",
                             "en": "'2.5x0.3in' is 63.5 mm × 7.6 mm; a card is 10 to 300 mm a side"}),
    (DIE, "dice[0].art", {"de": "7 Bilder für 6 Seiten; geben Sie höchstens eines pro Seite an",
                          "fr": "7 images pour 6 faces ; donnez-en au plus une par face",
                          "en": "7 pictures for 6 faces; give at most one a face"}),
    (SHEET, "sheets[0].blocks[0].cell", {"de": "5,5 mm ist weniger als die 6 mm, in die eine Hand schreiben kann",
                                         "fr": "5,5 mm, c'est moins que les 6 mm où une main écrit",
                                         "en": "5.5 mm is under the 6 mm a hand writes in"}),
])
def test_a_bad_field_is_one_line_in_the_readers_language(tmp_path, body, field, words):
    for lang, said in words.items():
        line = refused(tmp_path, body, lang)
        colon = " :" if lang == "fr" else ":"  # French typography: a space before the colon
        assert f"g.toml{colon} {field}{colon} " in line and said in line, (lang, line)


def test_a_mistyped_layout_is_said_in_german_with_its_hint(tmp_path):
    body = ('[[decks]]\nid = "d"\nrows = [{ title = "Fox", layout = "zauber" }]\n'
            'layouts = { zauberei = [{ kind = "title", value = "{title}" }] }\n')
    line = refused(tmp_path, body, "de")
    assert "kein Layout „zauber“ in decks[0].layouts; meinten Sie „zauberei“? Vorhandene Layouts: zauberei" in line


def test_an_unknown_print_shop_is_named_in_the_readers_language(tmp_path):
    body = '[[decks]]\nid = "d"\nrows = [{ title = "Fox" }]\n'
    assert "--shop: unbekannter Wert „xyz“; nehmen Sie tgc, dtc, mpc oder dtc-raster" in refused(
        tmp_path, body, "de", "--shop", "xyz")
    assert "--shop : valeur inconnue « xyz » ; utilisez tgc, dtc, mpc ou dtc-raster" in refused(
        tmp_path, body, "fr", "--shop", "xyz")


def context(tmp_path: Path, body: str, lang: str) -> Context:
    path = tmp_path / "g.toml"
    path.write_text(HEAD + body, encoding="utf-8")
    where = source_name(path)
    return Context(parse_game(read_game(str(path))[0], where=where), where, lang=lang)


def test_a_player_sheets_guide_says_how_often_to_print_in_each_language(tmp_path):
    """per_page 2 for 4 players: the page twice; 3 copies a page for 7 sheets: three times."""
    from pnp.parts.player_sheets import guide_entry

    game = context(tmp_path, '[[sheets]]\nid = "p"\nper_page = 2\n[[sheets.blocks]]\nkind = "name"\n', "de").game
    how = guide_entry(game.sheets[0], game).how
    assert "diese Seite zweimal drucken für bis zu 4 Personen, dann an den Schnittmarken schneiden" in how["de"]
    assert "imprimer cette page deux fois pour 4 joueurs au plus" in how["fr"]
    assert "print this page twice for up to 4 players" in how["en"]
    game = context(tmp_path, '[[sheets]]\nid = "p"\ncopies = 3\n[[sheets.blocks]]\nkind = "name"\n', "de").game
    how = guide_entry(game.sheets[0], game).how
    assert how["de"].startswith("3 Bögen pro Partie: diese Seite 3-mal drucken.")
    assert how["fr"].startswith("3 feuilles par partie : imprimer cette page 3 fois.")
    game = context(tmp_path, '[[sheets]]\nid = "p"\ncopies = 1\n[[sheets.blocks]]\nkind = "name"\n', "de").game
    how = guide_entry(game.sheets[0], game).how
    assert how["de"].startswith("1 Bogen pro Partie: diese Seite einmal drucken.")
    assert how["en"].startswith("1 sheet a game: print this page once.")


def test_a_german_kits_dice_and_cards_lines_agree_with_their_counts(tmp_path):
    body = ('[[dice]]\nid = "w"\nname = "Wetter"\nfaces = [1, 2, 3, 4, 5, 6]\nforms = ["sticker"]\nedge = "16.5mm"\n'
            '[[dice]]\nid = "a"\nname = "Acht"\nshape = "d8"\nfaces = [1, 2, 3, 4, 5, 6, 7, 8]\ncount = 2\n'
            'forms = ["sticker"]\n'
            '[[dice]]\nid = "n"\nname = "Würfel"\nfaces = [1, 2, 3, 4, 5, 6]\nforms = ["net"]\ncount = 3\n'
            '[[decks]]\nid = "d"\nname = "Hof"\nrows = [{ title = "Fuchs" }]\n')
    de = context(tmp_path, body, "de")
    shopping = kind("dice").shopping(de)
    assert shopping[0] == "1 leerer Würfel mit 16,5 mm Kantenlänge für „Wetter“"
    assert shopping[1].startswith("2 leere d8 mit ") and shopping[1].endswith("für „Acht“")
    assert shopping[2] == "3 normale Würfel oder die Faltwürfel aus dem Kit"
    components = kind("dice").components(de)
    assert components[0].startswith("- 1 Würfel: Wetter (Seiten 1, 2, 3")
    assert components[2].startswith("- 3 Würfel (Seiten 1")  # a die named "Würfel" is not named again
    assert kind("cards").components(de) == ["- 1 Karte „Hof“ (Pokerformat, 63,5 × 88,9 mm)"]
    assert kind("cards").shopping(de)[0].startswith("Nach Belieben 1 Kartenhülle im Format 63,5 × 88,9 mm für „Hof“")
    fr = Context(de.game, de.source, lang="fr")
    assert kind("dice").shopping(fr)[0] == "1 dé vierge de 16,5 mm pour « Wetter »"
    assert kind("dice").shopping(fr)[2] == "3 dés ordinaires, ou les dés à plier du kit"
    assert kind("cards").components(fr) == ["- 1 carte « Hof » (poker, 63,5 × 88,9 mm)"]
