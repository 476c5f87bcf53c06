"""The sheets of a kit: the pieces of every kind (tokens, pawns, dice ...) laid out once, by stock and
across kinds (pnp.layout.imposition.impose_pieces), as parts with their guide entries. A kind printed alone
(`pnp tokens`, `pnp dice`) goes through the same door with its own pieces."""

from __future__ import annotations

import msgspec

from pnp.base.i18n import LANGS, add_strings, say
from pnp.base.units import Paper
from pnp.layout.imposition import add_footers, back_footers, impose_pieces, side_footers
from pnp.parts import STOCKS, GuideEntry, Part
from pnp.pieces import Piece
from pnp.scene import Document

STRINGS = add_strings("sheets", {
    "verso": {"fr": "verso", "en": "backs"},
    "note_long": {
        "fr": "Imprimer en recto verso, retournement sur le bord long. Chaque page paire porte les dos "
        "des pièces de la page d'avant, placés pour tomber juste une fois la feuille retournée. "
        "Découper ensuite chaque pièce le long de son contour.",
        "en": "Print on both sides, flipping on the long edge. Each even page holds the backs of the "
        "pieces on the page before, placed to meet them once the sheet is turned over. Then cut each "
        "piece out along its outline.",
    },
    "note_short": {
        "fr": "Imprimer en recto verso, retournement sur le bord court. Chaque page paire porte les dos "
        "des pièces de la page d'avant, placés pour tomber juste une fois la feuille retournée. "
        "Découper ensuite chaque pièce le long de son contour.",
        "en": "Print on both sides, flipping on the short edge. Each even page holds the backs of the "
        "pieces on the page before, placed to meet them once the sheet is turned over. Then cut each "
        "piece out along its outline.",
    },
    "note_none": {
        "fr": "Impression d'un seul côté : découper chaque paire le long du trait plein, la plier sur les "
        "pointillés, dessins à l'extérieur, et coller les deux moitiés. Les pièces rondes se découpent "
        "ensuite le long du cercle, à travers les deux épaisseurs.",
        "en": "Single-sided printing: cut each pair out along the solid line, fold it on the dashes with "
        "the pictures outside, and glue the halves together. Then cut round pieces along their circle, "
        "through both layers.",
    },
    "note_fold": {  # a few double-sided pieces among single-sided ones, printed as pairs (issue 21)
        "fr": "Les pièces à deux faces sont ici en paires : découper chaque paire, la plier sur les pointillés, "
        "dessins à l'extérieur, et coller. Découper les autres pièces le long de leur contour.",
        "en": "Pieces with two faces come here as pairs: cut each pair out, fold it on the dashes with the "
        "pictures outside, and glue. Cut the other pieces along their outlines.",
    },
    "how_fold": {
        "fr": "Imprimer d'un seul côté ; découper chaque paire, la plier sur les pointillés, coller les deux "
        "moitiés, puis découper les pièces rondes le long du cercle.",
        "en": "Print single-sided; cut each pair out, fold it on the dashes, glue the halves, then cut round "
        "pieces along their circle.",
    },
    "note_spare": {  # after a sheet's own note when spare sets fill its blank room (issue 21: sticker paper is dear)
        "fr": "Après le jeu d'autocollants de la partie, un jeu de rechange, pour un autocollant mal posé ou perdu.",
        "en": "After the game's own set comes a spare set, for a sticker put on askew or lost.",
    },
    "note_spares": {
        "fr": "Après le jeu d'autocollants de la partie, {n} jeux de rechange, pour un autocollant mal posé ou perdu.",
        "en": "After the game's own set come {n} spare sets, for a sticker put on askew or lost.",
    },
    # in the guide's words, the count spelt out: a figure there would read as a page number
    "with_spare": {"fr": " (un jeu et un de rechange)", "en": " (a set and a spare)"},
    "with_spares": {"fr": " (un jeu et {n} de rechange)", "en": " (a set and {n} spares)"},
    "note_cut": {
        "fr": "Découper chaque pièce le long de son contour.",
        "en": "Cut each piece out along its outline.",
    },
    "note_mixed": {  # two lines beside the scale strip, so the sheet keeps its room for pieces
        "fr": "Plusieurs sortes de pièces, chacune à côté de son nom : découper les traits pleins, plier les "
        "pointillés.",
        "en": "Several kinds of pieces, each beside its name: cut along the solid lines, fold on the dashes.",
    },
    "note_mixed_flat": {  # the same, when nothing on the sheet folds (a board and its tokens)
        "fr": "Plusieurs sortes de pièces, chacune à côté de son nom : découper les traits pleins.",
        "en": "Several kinds of pieces, each beside its name: cut along the solid lines.",
    },
})


def s(key: str, lang: str) -> str:
    return say(f"sheets.{key}", lang)


def sheet_parts(pieces: list[Piece], title: str, notice: str, *, paper: Paper, lang: str, duplex: str,
                fill: bool = True, page: tuple[float, float] | None = None) -> list[Part]:
    """Pieces on sheets of `paper`, in `lang`, double-sided ones flipped by `duplex`: one part per stock and
    sidedness, stocks in the order of their first pieces, the pieces of a stock in kit order (each kind keeping
    its own). `fill`: single-sided pieces take the room left on double-sided sheets. `page`: the sheets' size
    when not the paper's (a board's page turned)."""
    stocks: dict[str, list[Piece]] = {}
    for piece in sorted(pieces, key=lambda p: p.order):
        stocks.setdefault(piece.stock, []).append(piece)
    parts = []
    for stock, group in stocks.items():
        def note(pieces: list[Piece], double: bool, spares: int = 0) -> str:
            if double:
                return s(f"note_{duplex}", lang)
            return single_note(pieces, lang, duplex) + (" " + spare_words("note_spares", spares, lang) if spares else "")

        for sheets in impose_pieces(group, page or paper.size, paper.label, lang, duplex, note, fill, bool(notice)):
            parts.append(_part(sheets, stock, lang, duplex, title, notice))
    return parts


NUMBERS = add_strings("sheets.numbers", {"fr": ("deux", "trois"), "en": ("two", "three")})  # spare sets, spelt out


def spare_words(key: str, n: int, lang: str, spelt: bool = False) -> str:
    """A catalogue entry said of `n` spare sets ("note_spare" for one, "note_spares" for several); `spelt`:
    the count in words."""
    if n == 1:
        return s(key.removesuffix("s"), lang)
    words = NUMBERS[lang]
    return say(f"sheets.{key}", lang, n=words[n - 2] if spelt and n - 2 < len(words) else n)


def single_note(group: list[Piece], lang: str, duplex: str) -> str:
    """Atop single-sided sheets: the kind's own instruction, or the fold-over one when the pieces with a
    back print as pairs, or the one for mixed sheets."""
    if any(p.double for p in group):  # single-sided, a piece with a back prints as a pair
        return s("note_none" if duplex == "none" else "note_fold", lang)
    notes = {p.note for p in group}
    if len(notes) == 1 and "" not in notes:
        return notes.pop()
    kinds = {p.group for p in group}  # a note of their own for kinds with none (a pawn token), the mixed one else
    if len(kinds) == 1:
        return s("note_cut", lang)
    folds = any("fold" in p.making for p in group)
    return s("note_mixed" if folds else "note_mixed_flat", lang)


def _entries(pieces: list[Piece]) -> list[GuideEntry]:
    return list({p.guide.name["en"]: p.guide for p in pieces if p.guide is not None}.values())


def _part(sheets, stock: str, lang: str, duplex: str, title: str, notice: str) -> Part:
    """One run of sheets as a part: named after its kind's sheets when it holds one kind, after its stock
    when it holds several; its guide entry lists what it holds."""
    pages, pieces, double = sheets.pages, sheets.pieces, sheets.double
    stems = list(dict.fromkeys(p.sheet for p in pieces))
    entries = _entries(pieces)
    if sheets.folded:  # its double-sided pieces went among the others as pairs: no duplex printing to ask for
        entries = [_folded(e) if e.double else e for e in entries]
    if len(stems) == 1 and len(entries) == 1:
        name, entry = stems[0], entries[0]
    else:
        name = f"sheets-{stock}" + ("-double-sided" if double else "")
        two = any(p.double for p in pieces) and not sheets.folded  # pairs without duplex: the guide still says so
        entry = GuideEntry({k: _listed([e.name[k] for e in entries]) for k in LANGS}, STOCKS[stock], two,
                           {k: " ".join(f"{e.name[k]}{say('colon', k)} {e.how[k]}" for e in entries) for k in LANGS})
    if sheets.spares:  # the guide's row says the sheet holds spares: "Dice stickers (1 set + 3 spares)"
        entry = msgspec.structs.replace(entry, name={k: entry.name[k] + spare_words("with_spares", sheets.spares, k, True)
                                                     for k in LANGS})
    words = f"{title} · {entry.name[lang]}"
    add_footers(pages, words, lang, notice)
    if double:
        back_footers(pages, s("verso", lang), duplex, sheets.tall)
    side_footers(pages, sheets.tall)
    kinds = tuple(dict.fromkeys(p.maker for p in pieces if p.maker))
    return Part(name, Document(words, pages, lang), guide=entry, entries=tuple(entries), kinds=kinds,
                kind=kinds[0] if kinds else "")


def _folded(entry: GuideEntry) -> GuideEntry:
    """A double-sided kind's entry when its pieces print as fold-over pairs on single-sided sheets."""
    return GuideEntry(entry.folded or entry.name, entry.stock, False, {k: s("how_fold", k) for k in LANGS}, entry.copies)


def _listed(names: list[str]) -> str:
    """"Tokens, dice to fold, pawns": the first name as it is, the others in lower case."""
    return ", ".join([names[0], *(n[0].lower() + n[1:] for n in names[1:])])
