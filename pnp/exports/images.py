"""`pnp export GAME --to images`: one PNG per face of every piece, at its trim size for the dpi (fronts and
backs the same size), each saying its dpi, and pieces.csv naming each piece, its kind, its count, its size in
millimetres and its files. Every piece a player handles is there: the board whole (its tiles are the paper's
cuts of it), a sheet to write on (one a player), and the rule book page by page. What Tabletopia and Screentop
take: one image per face."""

from __future__ import annotations

import csv
import io

from pnp.exports import Face, check_pixels, every_piece, export_pieces, face, pixels, pngs, shown_names, table_count
from pnp.model.spec import Game
from pnp.pieces import Piece

COLUMNS = ("id", "name", "kind", "count", "width_mm", "height_mm", "files")


def _mm(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def sizes(pieces: list[Piece], dpi: int) -> list[tuple[int, int]]:
    """Each image's width and height in pixels at a dpi: a piece's front, and its back where it has one."""
    return [(pixels(p.width, dpi), pixels(p.height, dpi)) for p in pieces for _ in range(1 + (p.back is not None))]


def image_files(game: Game, where: str, lang: str, dpi: int) -> dict[str, bytes]:
    """The files of the images export, by name inside its folder; refused before anything is drawn when the
    images would pass the pixel budget (pnp.model.budgets)."""
    found = export_pieces(game, where, lang)
    names_shown = shown_names(game, found, lang)
    pieces = every_piece(found)
    check_pixels(lambda at: sizes(pieces, at), dpi)
    faces: list[Face] = []
    names: list[str] = []
    rows = []
    for piece in pieces:
        width, height = pixels(piece.width, dpi), pixels(piece.height, dpi)
        sides = ("front", "back") if piece.back is not None else ("front",)
        files = [f"{piece.name}-{side}.png" for side in sides]
        for side, name in zip(sides, files):
            faces.append(face(piece, side, width, height, dpi))
            names.append(name)
        rows.append((piece.name, names_shown[piece.name], piece.kind, table_count(game, piece), _mm(piece.width),
                     _mm(piece.height), " ".join(files)))
    out = dict(zip(names, pngs(faces, lang), strict=True))
    table = io.StringIO()
    writer = csv.writer(table, lineterminator="\n")
    writer.writerow(COLUMNS)
    writer.writerows(rows)
    out["pieces.csv"] = table.getvalue().encode("utf-8")
    return out
