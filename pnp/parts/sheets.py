"""The sheets of a kit: the pieces of every kind (tokens, pawns, dice ...) laid out once, by stock and
across kinds (pnp.layout.imposition.impose_pieces), as parts with their guide entries. A kind printed alone
(`pnp tokens`, `pnp dice`) goes through the same door with its own pieces."""

from __future__ import annotations

import msgspec

from pnp.base.i18n import LANGS, has, lowered, say
from pnp.base.units import Paper
from pnp.layout.imposition import add_footers, back_footers, impose_pieces, side_footers
from pnp.parts import STOCKS, GuideEntry, Part
from pnp.pieces import Piece
from pnp.scene import Document


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


def spare_words(key: str, n: int, lang: str, spelt: bool = False) -> str:
    """A catalogue entry said of `n` spare sets ("note_spare" for one, "note_spares" for several); `spelt`:
    the count in words."""
    if n == 1:
        return s(key.removesuffix("s"), lang)
    spelt_out = spelt and has(f"sheets.numbers.{n - 2}", lang)  # two and three spare sets are spelt out
    return say(f"sheets.{key}", lang, n=say(f"sheets.numbers.{n - 2}", lang) if spelt_out else n)


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
        entry = GuideEntry({k: _listed([e.name[k] for e in entries], k) for k in LANGS}, STOCKS[stock], two,
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


def _listed(names: list[str], lang: str) -> str:
    """"Tokens, dice to fold, pawns": the first name as it is, the others set inside the sentence."""
    return ", ".join([names[0], *(lowered(n, lang) for n in names[1:])])
