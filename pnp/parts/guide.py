"""The kit's opening page: the calibration mark, a shopping list, what to print on what, and how to
make each part. Its facts come from the parts themselves and the game file."""

from __future__ import annotations

from dataclasses import dataclass

from pnp.parts import Part
from pnp.scene import Page
from pnp.spec import Game, text


@dataclass(frozen=True)
class PrintInfo:
    """How one part is printed and made, in both languages."""

    name: dict[str, str]
    stock: dict[str, str]
    double: bool
    how: dict[str, str]


PAPER = {"fr": "papier", "en": "paper"}
CARD = {"fr": "carte 200–300 g/m²", "en": "card, 200–300 g/m²"}

INFO = {
    "board": PrintInfo(
        {"fr": "Plateau", "en": "Board"}, CARD, False,
        {"fr": "S'il tient sur plusieurs feuilles : couper chaque feuille sur son trait, la poser sur la bande "
               "hachurée de sa voisine en alignant les cibles, et coller.",
         "en": "If it spans several sheets: cut each sheet along its line, lay it on its neighbour's hatched "
               "strip with the targets matching, and glue."},
    ),
    "dice-stickers": PrintInfo(
        {"fr": "Autocollants de dés", "en": "Dice stickers"}, {"fr": "papier autocollant", "en": "sticker paper"}, False,
        {"fr": "Découper aux traits de coupe et coller sur des dés vierges ; les deux faces d'une colonne vont sur "
               "des côtés opposés.",
         "en": "Cut at the crop marks and stick onto blank dice; the two faces of a column go on opposite sides."},
    ),
    "dice-nets": PrintInfo(
        {"fr": "Dés à plier", "en": "Dice to fold"}, {"fr": "carte 160–200 g/m²", "en": "card, 160–200 g/m²"}, False,
        {"fr": "Découper le trait plein, marquer les pointillés à la règle, plier et coller les languettes à "
               "l'intérieur.",
         "en": "Cut the solid line, score the dashes with a ruler, fold and glue the tabs inside."},
    ),
    "tokens": PrintInfo(
        {"fr": "Jetons", "en": "Tokens"}, CARD, False,
        {"fr": "Découper chaque jeton le long de son contour.", "en": "Cut each token along its outline."},
    ),
    "tokens-double-sided": PrintInfo(
        {"fr": "Jetons recto verso", "en": "Double-sided tokens"}, CARD, True,
        {"fr": "Imprimer en recto verso (ou coller les deux feuilles dos à dos), puis découper.",
         "en": "Print double-sided (or glue the two sheets back to back), then cut."},
    ),
    "pawns": PrintInfo(
        {"fr": "Pions", "en": "Pawns"}, CARD, False,
        {"fr": "Découper, plier aux pointillés, coller l'avant et l'arrière dos à dos, écarter les pieds.",
         "en": "Cut, fold on the dashes, glue front and back together, spread the feet."},
    ),
    "aids": PrintInfo(
        {"fr": "Aides de jeu", "en": "Player aids"}, PAPER, False,
        {"fr": "Une carte par joueur : couper la feuille en deux.", "en": "One card per player: cut the sheet in two."},
    ),
    "rules": PrintInfo(
        {"fr": "Règle du jeu", "en": "Rules"}, PAPER, True,
        {"fr": "À lire avant la première partie.", "en": "Read before the first game."},
    ),
}
PAWN_TOKENS = {"fr": "Imprimer en recto verso, puis découper.", "en": "Print double-sided, then cut."}
YES_NO = {"fr": ("recto verso", "recto"), "en": ("double-sided", "single-sided")}
FLIP = {"fr": {"long": "bord long", "short": "bord court", "none": "à plier"},
        "en": {"long": "long edge", "short": "short edge", "none": "folded"}}


def info(part: Part) -> PrintInfo:
    """A part's print information; sized dice parts (dice-nets-16mm) share their kind's."""
    key = part.name if part.name in INFO else "-".join(part.name.split("-")[:2])
    return INFO[key]


def _shopping(game: Game, parts: list[Part], opts) -> str:
    from pnp.units import parse_length

    lang = opts.lang
    lines = []
    names = {p.name.split("-")[0] for p in parts}
    if any(p.name.startswith("dice-stickers") for p in parts):
        for die in game.dice:
            if "sticker" in die.forms:
                edge = f"{parse_length(die.edge):g} mm"
                lines.append({"fr": f"{die.count} dé(s) vierge(s) de {edge} pour « {text(die.name, lang) or die.id} »",
                              "en": f"{die.count} blank {edge} dice for \"{text(die.name, lang) or die.id}\""}[lang])
    ordinary = sum(d.count for d in game.dice if d.standard and "sticker" not in d.forms)
    if ordinary:
        lines.append({"fr": f"{ordinary} dé(s) ordinaire(s), ou les dés à plier du kit",
                      "en": f"{ordinary} ordinary dice, or the kit's dice to fold"}[lang])
    paper_name = opts.paper_label
    lines.append({"fr": f"Du papier {paper_name}", "en": f"{paper_name} paper"}[lang])
    if names & {"board", "tokens", "pawns", "dice"}:
        lines.append({"fr": "De la carte fine (200 à 300 g/m²) pour le plateau, les jetons et les pions",
                      "en": "Thin card (200 to 300 g/m²) for the board, tokens and pawns"}[lang])
    lines.append({"fr": "Une règle, des ciseaux ou un cutter, de la colle en bâton",
                  "en": "A ruler, scissors or a craft knife, a glue stick"}[lang])
    return "\n".join(f"- {line}" for line in lines)


def _print_table(parts: list[Part], opts) -> str:
    from pnp.parts.rules import md

    lang = opts.lang
    head = {"fr": "| Partie | Pages | Sur | Impression |", "en": "| Part | Pages | On | Printing |"}[lang]
    rows = [head, "|---|--:|---|---|"]
    for part in parts:
        i = info(part)
        sides = YES_NO[lang][0] + f" ({FLIP[lang][opts.duplex]})" if i.double else YES_NO[lang][1]
        rows.append(f"| {md(i.name[lang])} | {len(part.document.pages)} | {i.stock[lang]} | {sides} |")
    return "\n".join(rows)


def _assembly(parts: list[Part], opts) -> str:
    lang = opts.lang
    lines = []
    for part in parts:
        i = info(part)
        how = PAWN_TOKENS[lang] if part.name == "pawns" and opts.pawn == "token" else i.how[lang]
        lines.append(f"- **{i.name[lang]}** : {how}" if lang == "fr" else f"- **{i.name[lang]}**: {how}")
    return "\n".join(lines)


def guide_pages(game: Game, parts: list[Part], opts) -> list[Page]:
    from pnp.diagrams import calibration_figure
    from pnp.parts.rules import _environment, french_spacing, md, typeset
    from pnp.parts.rules_context import players_text

    lang = opts.lang
    names = [info(p).name[lang].lower() for p in parts]
    contents = ", ".join(names[:-1]) + ({"fr": " et ", "en": " and "}[lang] + names[-1] if len(names) > 1 else names[0])
    markdown = _environment().get_template(f"guide/{lang}.md").render(
        title=md(text(game.title, lang)),
        players=players_text(game, lang),
        contents=md(contents),
        shopping=_shopping(game, parts, opts),
        print_table=_print_table(parts, opts),
        assembly=_assembly(parts, opts),
    )
    if lang == "fr":
        markdown = french_spacing(markdown)

    def figures(name, width):
        return calibration_figure(lang, width)

    return typeset(markdown, *opts.paper, figures)
