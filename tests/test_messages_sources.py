"""A designer's sources (art, data sheets, lengths) and the files pnp writes are refused in the reader's language
(LANGUAGE): one line on stderr, exit 2, no traceback, in German and in French (sources.ftl)."""

from __future__ import annotations


import pytest

from readers import DIE, game, GOOD, pnp, refused

DECK = '\n[[decks]]\nid = "d"\nname = "Farm"\ndata = "deck.csv"\n'
TOKEN = '\n[[tokens]]\nid = "t"\nlabel = "T"\ncount = 2\n'


@pytest.mark.parametrize("lang, words", [("de", ("tokens[0].art", "keine Bilddatei unter „fox.png“", "prüfen Sie den Namen")),
                                         ("fr", ("tokens[0].art", "aucun fichier d'image à « fox.png »", "vérifiez le nom"))])
def test_a_missing_image_is_said_in_the_readers_language(tmp_path, lang, words):
    refused(pnp("build", game(tmp_path, GOOD + TOKEN + 'art = "fox.png"\n'), "--out", str(tmp_path / "out"), lang=lang), *words)


@pytest.mark.parametrize("lang, words", [("de", ("deck.csv: Zeile 3, Spalte „title“", "enthält das Steuerzeichen U+0007",
                                                 "entfernen Sie es")),
                                         ("fr", ("deck.csv : ligne 3, colonne « title »", "contient le caractère de contrôle U+0007",
                                                 "retirez-le"))])
def test_a_bad_cell_of_a_data_sheet_is_said_in_the_readers_language(tmp_path, lang, words):
    (tmp_path / "deck.csv").write_text("title,count\nFox,3\nH\x07en,4\n", encoding="utf-8")
    refused(pnp("build", game(tmp_path, GOOD + DECK), "--out", str(tmp_path / "out"), lang=lang), *words)


@pytest.mark.parametrize("lang, words", [("de", ("deck.csv", "ist größer als 5 MB", "keine Datenbank")),
                                         ("fr", ("deck.csv", "pèse plus de 5 Mo", "pas une base de données"))])
def test_a_data_sheet_too_large_is_said_in_the_readers_language(tmp_path, lang, words):
    (tmp_path / "deck.csv").write_bytes(b"title\n" + b"a" * 5_000_001)
    refused(pnp("build", game(tmp_path, GOOD + DECK), "--out", str(tmp_path / "out"), lang=lang), *words)


@pytest.mark.parametrize("lang, words", [("de", ("deck.csv", "3 Zellen, wo die Kopfzeile 2 hat", "eine Zelle pro Spalte")),
                                         ("fr", ("deck.csv", "3 cellules là où l'en-tête en a 2", "une cellule par colonne"))])
def test_a_row_with_a_cell_too_many_is_said_with_its_plural(tmp_path, lang, words):
    (tmp_path / "deck.csv").write_text("title,count\nFox,3,x\n", encoding="utf-8")
    refused(pnp("build", game(tmp_path, GOOD + DECK), "--out", str(tmp_path / "out"), lang=lang), *words)


@pytest.mark.parametrize("lang, words", [("de", ("--out", "„x.png“ existiert bereits", "--force")),
                                         ("fr", ("--out", "« x.png » existe déjà", "ajoutez --force"))])
def test_an_output_file_that_exists_is_not_overwritten_without_force(tmp_path, lang, words):
    game(tmp_path, GOOD + DIE)
    (tmp_path / "x.png").write_bytes(b"mine")
    refused(pnp("proof", "game.toml", "a", "--out", "x.png", cwd=tmp_path, lang=lang), *words)
    assert (tmp_path / "x.png").read_bytes() == b"mine"


@pytest.mark.parametrize("lang, words", [("de", ("--lang", "unbekannte Sprache „xx“", "wählen Sie eine von", "fr", "en", "de")),
                                         ("fr", ("--lang", "langue inconnue « xx »", "choisissez parmi", "fr", "en", "de"))])
def test_an_unknown_language_lists_the_languages_in_the_readers_language(tmp_path, lang, words):
    refused(pnp("build", game(tmp_path, GOOD + DIE), "--lang", "xx", "--out", str(tmp_path / "out"), lang=lang), *words)


@pytest.mark.parametrize("lang, words", [("de", ("tokens[0].size", "unbekannte Einheit „furlongs“", "verwenden Sie mm, cm, in oder pt")),
                                         ("fr", ("tokens[0].size", "unité inconnue « furlongs »", "utilisez mm, cm, in ou pt"))])
def test_an_unknown_unit_is_said_in_the_readers_language(tmp_path, lang, words):
    refused(pnp("build", game(tmp_path, GOOD + TOKEN + 'size = "12furlongs"\n'), "--out", str(tmp_path / "out"), lang=lang), *words)


def test_a_blurred_picture_is_warned_of_in_german_with_its_decimal_comma(tmp_path):
    from PIL import Image

    Image.new("RGB", (20, 20), "red").save(tmp_path / "fox.png")
    run = pnp("build", game(tmp_path, GOOD + TOKEN + 'art = "fox.png"\nsize = "25.5mm"\n'), "--out", str(tmp_path / "out"), lang="de")
    assert run.returncode == 0, run.stderr
    warning = next(line for line in run.stderr.splitlines() if "fox.png" in line)
    assert warning.startswith("pnp: Warnung: ") and "dpi" in warning and "wird unscharf aussehen" in warning, warning


def test_a_broken_translation_is_refused_in_the_readers_language(monkeypatch):
    from pnp.base import catalogue, i18n

    assert catalogue.SAY is i18n.said  # as in any run of pnp: i18n hands the catalogue its way of saying
    monkeypatch.setenv("LANGUAGE", "de")
    with pytest.raises(catalogue.Refused, match="x.ftl: greeting: Meldungen von pnp bestehen aus"):
        catalogue.compile_messages("hello = Hello\ngreeting = { hello } world\n", "x.ftl")
    monkeypatch.setenv("LANGUAGE", "fr")
    with pytest.raises(catalogue.Refused, match="les messages de pnp s'écrivent avec"):
        catalogue.compile_messages("hello = Hello\ngreeting = { hello } world\n", "x.ftl")
