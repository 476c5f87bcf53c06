"""German, the third language (issue 37), as texts: every text field of the built-in games has `de`, their German
rule books and aids are templates that fill in from the games' figures as strictly as the French ones, and the
German catalogue (pnp/locales/de/pnp.ftl) is Fluent with one message per key and the English entry's fields."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import jinja2
import pytest
from fluent.syntax import ast as fluent, parse
from fluent.syntax.visitor import Visitor

from pnp.base.fonts import missing_glyphs
from pnp.kit import load_game
from pnp.model.spec import builtin_games, game_path, source_name
from pnp.parts.rules import _environment
from pnp.parts.rules_context import book_context
from test_strings import ONE_LANGUAGE_ONLY

GAMES = builtin_games()
LOCALES = Path(__file__).resolve().parent.parent / "pnp" / "locales"
GERMAN = LOCALES / "de" / "pnp.ftl"


# --- the game files ------------------------------------------------------------------------------------------

def without_german(value, where: str = "") -> list[str]:
    """The text fields (a table of texts by language) that give French or English but not German."""
    if isinstance(value, dict):
        if {"fr", "en"} & set(value) and all(isinstance(v, str) for v in value.values()):
            return [] if value.get("de", "").strip() else [where]
        return [f for key, v in value.items() for f in without_german(v, f"{where}.{key}".lstrip("."))]
    if isinstance(value, list):
        return [f for i, v in enumerate(value) for f in without_german(v, f"{where}[{i}]")]
    return []


@pytest.mark.parametrize("game", GAMES)
def test_every_text_field_of_a_builtin_game_has_german(game):
    source = game_path(game).read_text(encoding="utf-8")
    assert without_german(tomllib.loads(source)) == []
    assert "de = " in source  # not a file with no text fields at all


def test_a_text_field_without_german_is_caught():
    source = game_path("renards-poules-viperes").read_text(encoding="utf-8")
    planted = source.replace(', de = "Wurfplättchen"', "", 1)
    assert planted != source
    assert without_german(tomllib.loads(planted)) == ["tokens[3].name"]
    reading = re.sub(r'reading\.de = """.*?"""\n', "", source, count=1, flags=re.S)
    assert without_german(tomllib.loads(reading)) == ["odds[0].reading"]


# --- the rule books and aids ---------------------------------------------------------------------------------

CITED = re.compile(r"\b(example|fig|claim|win|change|figure_rows|series_table)\(([^)]*)\)")
FIGURE = re.compile(r"```figure\n([\w-]+)")


def cited(template: str) -> tuple:
    """What a rule text takes from the game: its calls (examples, figures, claims...), its figure blocks, and
    the other variables it prints ({{ rounds }}), so a German text can be held to the French one's."""
    calls = sorted(set(CITED.findall(template)))
    variables = sorted(set(re.findall(r"\{\{\s*([a-z_]+)\s*\}\}", template)))
    return calls, sorted(FIGURE.findall(template)), variables


def german_rules(game: str, kind: str) -> Path:
    return game_path(game).parent / f"{kind}.de.md"


@pytest.mark.parametrize("kind", ["rules", "aids"])
@pytest.mark.parametrize("game", GAMES)
def test_the_german_texts_fill_in_as_strictly_as_the_french(game, kind):
    """Rendered by the books' own Jinja environment (StrictUndefined) with the game's context: every name the
    German text uses exists; it cites the same examples, figures and variables as the French text, in the
    German book's frame (templates/rules/base.de.md), and every glyph is in the kit's font."""
    g = load_game(game)
    context = book_context(g, "fr", source_name(game_path(game)))  # the figures are the same in every language
    markdown = _environment().get_template(f"{game}/{kind}.de.md").render(**context)
    german = german_rules(game, kind).read_text(encoding="utf-8")
    french = german_rules(game, kind).with_name(f"{kind}.fr.md").read_text(encoding="utf-8")
    assert cited(german) == cited(french)
    if kind == "rules":
        assert german.startswith('{% extends "rules/base.de.md" %}')
        assert "## Spielablauf" in markdown and "## Mitwirkende" in markdown
    assert not missing_glyphs(markdown)
    assert "{{" not in markdown and "{%" not in markdown


def test_an_undefined_name_in_a_german_text_is_refused():
    """The strictness the test above relies on: a name the context lacks raises, it is not printed empty."""
    g = load_game("clann")
    context = book_context(g, "fr", source_name(game_path("clann")))
    planted = _environment().from_string(german_rules("clann", "aids").read_text(encoding="utf-8") + "{{ rundes }}")
    with pytest.raises(jinja2.UndefinedError):
        planted.render(**context)
    french = german_rules("clann", "rules").with_name("rules.fr.md").read_text(encoding="utf-8")
    assert cited(french.replace('{{ example("knight") }}', "")) != cited(french)


def prose(template: str) -> str:
    """A rule text without its Jinja tags and figure blocks: the words a player reads."""
    words = re.sub(r"\{[{%].*?[%}]\}", " ", template, flags=re.S)
    return re.sub(r"```figure.*?```", " ", words, flags=re.S)


def typography_faults(words: str) -> list[str]:
    """What German typography does not do: a space before : ; ! ?, French or straight double quotes."""
    return re.findall(r"\S+[ \u00a0\u202f][:;!?](?=\s|$)", words) + re.findall(r"[«»\"]", words)


@pytest.mark.parametrize("path", sorted(Path(game_path(GAMES[0])).parent.parent.glob("*/*.de.md"))
                         + sorted(Path(__file__).resolve().parent.parent.glob("templates/rules/*.de.md")),
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_german_texts_follow_german_typography(path):
    assert typography_faults(prose(path.read_text(encoding="utf-8"))) == []


def test_a_french_spacing_is_caught():
    assert typography_faults("Ziel : alle heim") == ["Ziel :"]
    assert typography_faults("« Umgekehrt »") == ["«", "»"]
    assert typography_faults("der „Endstand“: Punkte") == []


# --- the catalogue -------------------------------------------------------------------------------------------

class Variables(Visitor):
    """The $variables a message prints, and whether it selects a form (a plural or a choice)."""

    def __init__(self):
        super().__init__()
        self.printed, self.selects = set(), False

    def visit_SelectExpression(self, node):
        self.selects = True
        for variant in node.variants:  # the selector ($count, $index) chooses the form: it need not be printed
            self.visit(variant)

    def visit_VariableReference(self, node):
        self.printed.add(node.id.name)


def messages(source: str) -> tuple[dict[str, tuple[set[str], bool]], list[str]]:
    """Each message's printed variables and whether it selects a form; and the text of any junk entry."""
    found, junk = {}, []
    for entry in parse(source).body:
        if isinstance(entry, fluent.Junk):
            junk.append(entry.content)
        elif isinstance(entry, fluent.Message):
            seen = Variables()
            seen.visit(entry.value)
            found[entry.id.name] = (seen.printed, seen.selects)
    return found, junk


def english() -> dict[str, tuple[set[str], bool]]:
    """The English entries of pnp/locales/en/pnp.ftl, the kits' words."""
    return messages((LOCALES / "en" / "pnp.ftl").read_text(encoding="utf-8"))[0]


def catalogue_faults(german: str, reference: dict) -> list[str]:
    found, junk = messages(german)
    faults = [f"junk: {j.strip()[:60]}" for j in junk]
    faults += [f"{m}: missing" for m in reference if m not in found]
    faults += [f"{m}: not in English" for m in found if m not in reference]
    faults += [f"{m}: {found[m]} against {reference[m]}" for m in reference if m in found and not _alike(found[m], reference[m])]
    return faults


def _alike(german: tuple[set[str], bool], english: tuple[set[str], bool]) -> bool:
    """The same fields and selection, but for a field English alone prints (its article: "an 8 × 8 grid")."""
    (printed, selects), (wanted, chooses) = german, english
    return selects == chooses and printed <= wanted and wanted - printed <= ONE_LANGUAGE_ONLY


def test_the_german_catalogue_has_every_message_with_the_english_fields():
    reference = english()
    assert len(reference) > 400
    german = GERMAN.read_text(encoding="utf-8")
    assert catalogue_faults(german, reference) == []
    assert not missing_glyphs(german)


def test_a_fault_in_the_german_catalogue_is_caught():
    reference = english()
    german = GERMAN.read_text(encoding="utf-8")
    removed = re.sub(r"^stats--beats = .*\n", "", german, flags=re.M)
    assert catalogue_faults(removed, reference) == ["stats--beats: missing"]
    renamed = german.replace("{ $a } schlägt { $b }.", "{ $a } schlägt { $c }.")
    assert [f.split(":")[0] for f in catalogue_faults(renamed, reference)] == ["stats--beats"]
    unselected = re.sub(r"^(cards--card =)\n(?:    .*\n)+", r"\1 Karten\n", german, flags=re.M)
    assert [f.split(":")[0] for f in catalogue_faults(unselected, reference)] == ["cards--card"]
    broken = german.replace("page = Seite", "page = Seite { $n", 1)
    assert catalogue_faults(broken, reference)[0].startswith("junk")


def test_german_hyphenation_patterns_are_there():
    """The typesetter breaks German words by pyphen's de_DE patterns (language.toml's hyphenation)."""
    import pyphen

    language = tomllib.loads((LOCALES / "de" / "language.toml").read_text(encoding="utf-8"))
    assert language["hyphenation"] in pyphen.LANGUAGES
    assert "-" in pyphen.Pyphen(lang=language["hyphenation"]).inserted("Spielvorbereitung")
