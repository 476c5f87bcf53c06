"""The command line's own words (pnp/locales/*/help.ftl and commands.ftl): the help, argparse's usage errors, the
commands' errors and pnp validate's report, met through the command line a user runs, in German and French."""

from pnp.base.i18n import LANGS

from readers import DUEL, pnp, refused


def test_the_help_in_german_and_french():
    whole = pnp("--help", lang="de")
    assert whole.returncode == 0 and whole.stdout.startswith("Aufruf: pnp [OPTIONS] COMMAND")
    assert "Optionen:" in whole.stdout and "Befehle:" in whole.stdout and "Diese Hilfe anzeigen und beenden." in whole.stdout
    assert "Die eingebauten Spiele nennen." in whole.stdout and "Genaue Würfelchancen" in whole.stdout
    build = pnp("build", "--help", lang="de")
    text = " ".join(build.stdout.split())
    assert build.returncode == 0 and build.stdout.startswith("Aufruf: pnp build [OPTIONS] game")
    assert "Argumente:" in text and "Optionen:" in text and "[erforderlich]" in text and "[Standard: a4]" in text
    assert "Das Print-and-Play-Kit eines Spiels" in text and f"Sprache der gedruckten Texte: {', '.join(LANGS)}." in text
    assert "Nur diese Teile, durch Kommas getrennt: " in text  # the kinds named, when help is asked for
    french = " ".join(pnp("build", "--help", lang="fr").stdout.split())
    assert french.startswith("Usage : pnp build") and "Options :" in french and "[par défaut : a4]" in french
    assert "Le kit à imprimer d'un jeu" in french


def test_usage_errors_in_german_and_french():
    line = refused(pnp("dice", "--count", "zwei", lang="de"))
    assert line == "pnp: Fehler: Argument --count: „zwei“ ist keine ganze Zahl (siehe pnp --help)"
    line = refused(pnp("build", "clann", "--bogus", lang="de"))
    assert "unbekannte Argumente: --bogus" in line and "siehe pnp --help" in line
    line = refused(pnp("export", "clann", lang="de"))
    assert "diese Argumente fehlen: --to" in line
    assert "Den Befehl „bogus“ gibt es nicht." in refused(pnp("bogus", lang="de"))
    line = refused(pnp("simulate", "clann", "--precision", "viel", lang="fr"))
    assert "« viel » n'est pas un nombre" in line and "voir pnp --help" in line
    assert "ces arguments manquent : game" in refused(pnp("build", lang="fr"))


def test_the_commands_errors_in_german_and_french(tmp_path):
    line = refused(pnp("export", "clann", "--to", "vassal", "--out", str(tmp_path), lang="de"))
    assert "unbekanntes Ziel „vassal“; nehmen Sie tts oder images" in line
    line = refused(pnp("export", "clann", "--to", "images", "--dpi", "5", "--out", str(tmp_path), lang="de"))
    assert "5 dpi liegt nicht zwischen 10 und 600" in line and "digitale Spieltische" in line
    line = refused(pnp("dice", "--faces", "1,2,3,4,5,6", "--game", "clann", lang="de"))
    assert "geben Sie entweder --faces oder --game an, nicht beides" in line
    line = refused(pnp("simulate", "clann", "--games", "10", "--precision", "1", lang="fr"))
    assert "donnez --games ou --precision, pas les deux" in line and line.startswith("pnp : erreur : ")
    line = refused(pnp("proof", "clann", "bord", "--out", str(tmp_path / "p.png"), lang="de"))
    assert "kein Spielteil heißt „bord“; meinten Sie „board“?" in line
    line = refused(pnp("dice", "--faces", "1,2,3,4,5,6", "--faces", "1,2,3,4,5,6", "--faces", "1,2,3,4,5,6",
                              "--color", "red", "--color", "blue", lang="fr"))
    assert "2 couleurs pour 3 dés" in line


def test_validate_reports_in_german_and_french(tmp_path):
    (tmp_path / "duel.toml").write_text(DUEL, encoding="utf-8")
    run = pnp("validate", "duel.toml", lang="de", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "ok       Spieldatei: „duel“ lässt sich fehlerfrei lesen" in run.stdout
    assert "Teile (a4, fr)" in run.stdout and "jedes Zeichen in der Schrift vorhanden" in run.stdout
    assert "game file" not in run.stdout and "every glyph" not in run.stdout
    wrong = DUEL.replace('win = "1/2"', 'win = "1/3"')
    (tmp_path / "duel.toml").write_text(wrong, encoding="utf-8")
    run = pnp("validate", "duel.toml", lang="fr", cwd=tmp_path)
    assert run.returncode == 1 and run.stderr.strip() == "pnp : 1 vérification a échoué", run.stderr
    assert "ÉCHEC      claims[0] : bold / steady — annoncé 1/3, égalité 0 ; vrai : gagne 1/2" in run.stdout and "fichier de jeu : « duel » se lit sans erreur" in run.stdout
