"""pnp stats's messages (pnp/locales/*/stats.ftl), and the print shops' and tiled boards' words read from the
catalogue: met through the command line a user runs, in German, French and English."""

from pnp.base.i18n import LANGS, percent_sign, say
from pnp.layout.imposition.tiles import _count

from readers import DUEL, pnp, refused

WRONG = DUEL.replace('win = "1/2"\ntie = "0"', 'win = "1/3"\ntie = "1/6"')  # claims pnp stats claims refutes


def test_stats_claims_in_french_says_egalite_and_never_tie(tmp_path):
    (tmp_path / "duel.toml").write_text(WRONG, encoding="utf-8")
    run = pnp("stats", "claims", "duel.toml", "--lang", "fr", lang="fr", cwd=tmp_path)
    assert "annoncé 1/3, égalité 1/6" in run.stdout
    assert "tie" not in run.stdout
    assert "claimed 1/3, tie 1/6" in pnp("stats", "claims", "duel.toml", "--lang", "en", cwd=tmp_path).stdout


def test_stats_errors_in_german_and_french():
    line = refused(pnp("stats", "dice", "1,2,3", "2,3,4", "--names", "a,a", lang="de"))
    assert "zwei Würfel haben denselben Namen" in line and "geben Sie" in line
    line = refused(pnp("stats", "dice", "1,2,3", "2,3,4", "--names", "a", lang="fr"))
    assert "noms pour 2 dés" in line and "séparés par des virgules" in line


def test_stats_deck_errors_in_german(tmp_path):
    line = refused(pnp("stats", "deck", "ludicitude", "--hand", "3", "--where", "a=b", "--at-least", "5000",
                              lang="de"))
    assert "5.000 Karten liegen außerhalb des erlaubten Bereichs" in line and "0 bis 1000" in line


def test_stats_help_in_german():
    run = pnp("stats", "compare", "--help", lang="de")
    assert run.returncode == 0, run.stderr
    text = " ".join(run.stdout.split())
    assert "Die Seiten des ersten Würfels" in text and "Der niedrigere Wurf gewinnt." in text
    assert "unentschieden spielt oder verliert" in text
    run = pnp("stats", "deck", "--help", lang="fr")
    assert "Le nombre de cartes de la main" in " ".join(run.stdout.split())


def test_tiles_counts_choose_their_plural_and_the_percent_sign_is_the_locales():
    assert _count("columns", "de", ["A"]) == "1 Spalte (A)"
    assert _count("rows", "fr", ["1", "2"]) == "2 rangées (1, 2)"
    assert say("tiles.map", "fr", percent=percent_sign("50", "fr")).startswith("Plan réduit des feuilles (50\u00a0%)")
    assert "(50%)" in say("tiles.map", "en", percent=percent_sign("50", "en"))


def test_german_shop_steps_say_sie():
    for shop in ("tgc", "dtc", "mpc"):
        words = say(f"shops.steps.{shop}", "de", size="2,5 × 3,5 Zoll")
        assert " Sie " in words and " du " not in words and "deine" not in words.lower()
    assert all(say("shops.pdf", lang, w=1, h=2, inch="in", ink=percent_sign("240", lang)).count("240") == 1
               for lang in LANGS)
