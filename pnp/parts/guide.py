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


GUIDE = {
    "fr": {
        "title": "{title} : le kit à imprimer",
        "intro": "{players}. Ce kit rassemble tout ce qu'il faut pour jouer : {contents}.",
        "check": "Avant tout, vérifiez l'échelle.",
        "check_how": "Imprimez cette page à 100 % (« taille réelle », sans « ajuster à la page ») et mesurez le "
                     "carré : il doit faire 50 mm de côté, et la barre 2 pouces. Sinon, corrigez le réglage de "
                     "l'imprimante avant d'imprimer la suite.",
        "need": "Ce qu'il vous faut",
        "print": "Quoi imprimer, et sur quoi",
        "make": "Fabrication",
        "columns": ("Partie", "Pages", "Sur", "Impression"),
        "and": " et ",
    },
    "en": {
        "title": "{title}: the print-and-play kit",
        "intro": "{players}. This kit holds everything you need to play: {contents}.",
        "check": "First, check the scale.",
        "check_how": "Print this page at 100% (\"actual size\", not \"fit to page\") and measure the square: it "
                     "must be 50 mm wide, and the bar 2 inches long. If not, fix the printer setting before printing "
                     "the rest.",
        "need": "What you need",
        "print": "What to print, and on what",
        "make": "Making it",
        "columns": ("Part", "Pages", "On", "Printing"),
        "and": " and ",
    },
}


def _shopping(game: Game, parts: list[Part], opts) -> list[str]:
    from pnp.units import parse_length

    lang = opts.lang
    lines = []
    if any(p.name.startswith("dice-stickers") for p in parts):
        for die in game.dice:
            if "sticker" in die.forms:
                edge = f"{parse_length(die.edge):g} mm"
                name = text(die.name, lang) or die.id
                many = die.count > 1
                lines.append({"fr": f"{die.count} {'dés vierges' if many else 'dé vierge'} de {edge} pour « {name} »",
                              "en": f"{die.count} blank {edge} {'dice' if many else 'die'} for \"{name}\""}[lang])
    ordinary = sum(d.count for d in game.dice if d.standard and "sticker" not in d.forms)
    if ordinary:
        many = ordinary > 1
        lines.append({"fr": f"{ordinary} {'dés ordinaires' if many else 'dé ordinaire'}, ou les dés à plier du kit",
                      "en": f"{ordinary} ordinary {'dice' if many else 'die'}, or the kit's dice to fold"}[lang])
    lines.append({"fr": f"Du papier {opts.paper_label}", "en": f"{opts.paper_label} paper"}[lang])
    if any(info(p).stock is CARD or p.name.startswith("dice-nets") for p in parts):
        lines.append({"fr": "De la carte fine (200 à 300 g/m²) pour le plateau, les jetons et les pions",
                      "en": "Thin card (200 to 300 g/m²) for the board, tokens and pawns"}[lang])
    lines.append({"fr": "Une règle, des ciseaux ou un cutter, de la colle en bâton",
                  "en": "A ruler, scissors or a craft knife, a glue stick"}[lang])
    return lines


def _print_rows(parts: list[Part], opts) -> list[list[str]]:
    lang = opts.lang
    rows = [list(GUIDE[lang]["columns"])]
    for part in parts:
        i = info(part)
        sides = f"{YES_NO[lang][0]} ({FLIP[lang][opts.duplex]})" if i.double else YES_NO[lang][1]
        rows.append([i.name[lang], str(len(part.document.pages)), i.stock[lang], sides])
    return rows


def _assembly(parts: list[Part], opts) -> list[tuple[str, str]]:
    lang = opts.lang
    return [
        (info(p).name[lang], PAWN_TOKENS[lang] if p.name == "pawns" and opts.pawn == "token" else info(p).how[lang])
        for p in parts
    ]


def guide_blocks(game: Game, parts: list[Part], opts) -> list:
    """The guide as typeset blocks, built directly: no template engine or Markdown parser to load."""
    from pnp.parts.rules import french_spacing
    from pnp.parts.rules_context import players_text
    from pnp.typeset import Block, words

    lang = opts.lang
    g = GUIDE[lang]
    fix = french_spacing if lang == "fr" else (lambda s: s)

    def plain(s: str, bold: bool = False):
        return words(fix(s), bold)

    names = [info(p).name[lang].lower() for p in parts]
    contents = g["and"].join([", ".join(names[:-1]), names[-1]]) if len(names) > 1 else names[0]
    colon = " :" if lang == "fr" else ":"
    blocks = [
        Block("heading", plain(g["title"].format(title=text(game.title, lang))), level=1),
        Block("para", plain(g["intro"].format(players=players_text(game, lang), contents=contents))),
        Block("figure", name="calibration"),
        Block("para", plain(g["check"], True) + words(fix(g["check_how"]), joined=True)),
        Block("heading", plain(g["need"]), level=2),
        *[Block("item", plain(line), level=1, marker="•") for line in _shopping(game, parts, opts)],
        Block("heading", plain(g["print"]), level=2),
        Block("table", rows=[[plain(cell) for cell in row] for row in _print_rows(parts, opts)],
              aligns=["left", "right", "left", "left"]),
        Block("heading", plain(g["make"]), level=2),
    ]
    for name, how in _assembly(parts, opts):
        blocks.append(Block("item", plain(name + colon, True) + words(fix(how), joined=True), level=1, marker="•"))
    return blocks


def guide_pages(game: Game, parts: list[Part], opts) -> list[Page]:
    from pnp.diagrams import calibration_figure
    from pnp.parts.rules import book_frame
    from pnp.typeset import Layout, Look, flow

    frame = book_frame(*opts.paper)
    layout = Layout(frame.column_width, Look(), lambda name, width: calibration_figure(opts.lang, width))
    return flow(layout.slices(guide_blocks(game, parts, opts)), frame)
