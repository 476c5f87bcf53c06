"""`pnp proof GAME PIECE`: one piece of a game drawn alone to PNG, the way a designer looks again at the card
they just edited. The piece comes from the piece layer (pnp.kit.game_pieces, the same pieces the kit's sheets
lay out) and is drawn by the exports' rasteriser (pnp.exports: the face alone at its trim size, through PDFium),
at the kit's scale from the face's top-left corner. The kit's sheets put each grid's first piece's corner on a
whole pixel at 300 dpi and show each piece clipped to its trim (pnp.layout.imposition.on_pixels), so a poker
card's proof at 300 dpi is the card cut out of its kit page at 300 dpi, pixel for pixel, but for anti-aliasing
rounding (at most 2 of 255 on a few edge pixels: tests/test_proof.py says why)."""

from __future__ import annotations

import difflib
from pathlib import Path

from pnp import exports
from pnp.base.errors import PnpError
from pnp.base.i18n import LANGS, check_lang, said
from pnp.base.output import Writer
from pnp.kit import game_pieces, load_game
from pnp.model.spec import game_path, source_name
from pnp.parts.cards import card_piece, card_titles
from pnp.parts.registry import Context
from pnp.pieces import Piece
from pnp.render import formats
from pnp.render.png import pdf_to_pixels
from pnp.scene import Document

SIDES = ("front", "back")
POINTS_PER_INCH = 72  # the PDF's unit


def find_piece(pieces: list[Piece], name: str, titles: dict[str, str], *, where: str,
               shown: dict[str, set[str]] | None = None) -> Piece:
    """The piece a designer names: by its name in the game ("astres-3": a deck and its row, as the data file
    counts them without the header; "time.2": a counter's variant; "board", "aid", "score-sheet", a sheet to
    write on by its id, "rules-2": the rule book's second page), by its id when that id makes one
    piece, by a card's title, or by the name the exports show it by in either language (`shown`: "Harbour",
    a sheet's name; "Rules, page 2"), without regard to case. An unknown name is one error with a
    did-you-mean."""
    by_name = {p.name: p for p in pieces}
    if name in by_name:
        return by_name[name]
    wanted = name.strip().casefold()
    shown = shown or {}
    for label, matches in (("name", [p for p in pieces if p.name.casefold() == wanted]),
                           ("id", [p for p in pieces if (p.family or p.name).casefold() == wanted]),
                           ("title", [p for p in pieces if titles.get(p.name, "").casefold() == wanted]),
                           ("shown", [p for p in pieces if wanted in {n.casefold() for n in shown.get(p.name, ())}])):
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1:
            shown = ", ".join(p.name for p in matches[:6]) + (", ..." if len(matches) > 6 else "")
            raise PnpError(said("errors.proof.several", name=name, count=len(matches), by=said(f"errors.proof.by.{label}"),
                                pieces=shown), file=where, field="PIECE")
    known = list(by_name) + sorted({t for t in titles.values() if t} | {n for names in shown.values() for n in names})
    close = difflib.get_close_matches(name, known, n=1, cutoff=0.5)
    pieces_named = listed(pieces) or said("errors.kit.none")
    raise PnpError(said("errors.proof.no-piece-like", name=name, like=close[0], pieces=pieces_named) if close
                   else said("errors.proof.no-piece", name=name, pieces=pieces_named), file=where, field="PIECE")


def listed(pieces: list[Piece]) -> str:
    """The names a designer may give, each kind's run of pieces once: a deck's or a family's as its first and
    last ("astres-1 to astres-19"), so every board, aid, sheet and rule-book page is named in one line."""
    names = list(dict.fromkeys(p.name for p in pieces))
    runs: list[list[str]] = []
    for piece_name, piece in zip(names, ({p.name: p for p in pieces}[n] for n in names), strict=True):
        key = (piece.maker, piece.family)
        if runs and piece.family and runs[-1][0] == key:
            runs[-1][1].append(piece_name)
        else:
            runs.append([key, [piece_name]])
    return ", ".join(", ".join(run) if len(run) < 3 else str(said("proof.run", first=run[0], last=run[-1])) for _, run in runs)


def proof_png(ref: str, name: str, *, side: str = "front", dpi: int = exports.DPI, lang: str = "fr") -> tuple[Piece, bytes]:
    """One face of one piece of a game (a built-in game's id or a game file's path) as a PNG at `dpi`, at
    its trim size, and the piece it is."""
    if side not in SIDES:
        raise PnpError(said("errors.kit.side", side=side), field="--side")
    exports.check_dpi(dpi)
    lang = check_lang(lang)
    game, where = load_game(ref), source_name(game_path(ref))
    context = Context.printing(game, where, lang=lang)
    # a card named by its deck and row is drawn alone, not the whole game's pieces (108 cards: 0.08 s, not 0.3 to 0.6 s)
    chosen = card_piece(context, name) if getattr(game, "decks", None) else None
    if chosen is None:
        pieces = game_pieces(context, pages=True)
        titles = card_titles(game, where, lang) if getattr(game, "decks", None) else {}
        chosen = find_piece(pieces, name, titles, where=where, shown=shown_names(game, pieces))
    return chosen, piece_png(chosen, side, dpi, lang)


def shown_names(game, pieces: list[Piece]) -> dict[str, set[str]]:
    """Each piece's names as the exports show them (pieces.csv, the table's objects), in every language."""
    names: dict[str, set[str]] = {}
    for lang in LANGS:
        for piece_name, shown in exports.shown_names(game, pieces, lang).items():
            names.setdefault(piece_name, set()).add(shown)
    return names


def piece_png(chosen: Piece, side: str, dpi: int, lang: str) -> bytes:
    """One face of a piece as a PNG at `dpi`, at its trim size."""
    if side == "back" and chosen.back is None:
        raise PnpError(said("errors.proof.no-back", name=chosen.name), field="--side")
    exports.check_pixels(lambda at: [(exports.pixels(chosen.width, at), exports.pixels(chosen.height, at))], dpi)
    face = exports.face(chosen, side, exports.pixels(chosen.width, dpi), exports.pixels(chosen.height, dpi), dpi)
    # at the kit's own scale, not stretched to whole pixels: the card falls on the proof's pixels as on its kit page's
    pdf = formats.pdf(Document("pnp proof", [face.page], lang))
    return exports.png(face, pdf_to_pixels(pdf, [(face.width, face.height, face.alpha)], scale=dpi / POINTS_PER_INCH)[0])


def default_out(piece: Piece, side: str) -> Path:
    """Where a proof goes without --out: beside the designer, named after the piece and the side."""
    return Path(f"{piece.name}-{side}.png")


def make_proof(ref: str, name: str, *, side: str, out: str | None, dpi: int, lang: str, force: bool) -> Path:
    """`pnp proof`: the PNG written to `out` (or beside the designer, named after the piece), whole or not at
    all; a file already there needs `force`."""
    if out is not None:
        if not out.strip() or not out.lower().endswith(".png"):
            raise PnpError(said("errors.proof.png", out=out), field="--out")
        Writer.ready(Path(out), force=force, option="--out")  # before the drawing, which is the slow part
    chosen, data = proof_png(ref, name, side=side, dpi=dpi, lang=lang)
    return Writer.one(Path(out) if out is not None else default_out(chosen, side), data, force=force, option="--out")
