"""The Halves layout (issue 34, one imposition): the player aid, the sheets players write on and the score sheet
give their card or sheet as a piece and name the layout; the imposition (pnp.layout.imposition.halves) repeats it
over its sheet, marks the cuts and mirrors the backs the one way the shared sheets' backs are mirrored."""

from __future__ import annotations

import pdfplumber
import pytest
from conftest import MM, run_pnp

from pnp.base.units import FOOTER, MARGIN
from pnp.layout.imposition import halves, place
from pnp.layout.layouts import Halves
from pnp.pieces import Piece
from pnp.scene import Group, Line, Rect, Style, Text

PAD = '''id = "pad"
title = { fr = "Bloc", en = "Pad" }
players = { min = 2, max = 5 }

[score_sheet]
rounds = 6

[[sheets]]
id = "p"
per_page = 2
[[sheets.blocks]]
kind = "track"
length = 8
[[sheets.back]]
kind = "score"
rows = [{ fr = "Or", en = "Gold" }]
'''
A4 = (210.0, 297.0)


def test_the_kinds_give_pieces_and_a_layout_not_pages(tmp_path):
    """Built by their kinds alone, the aid, a sheet and the score sheet have no page: a piece and the layout
    Halves, which the kit lays (kit.laid). On the old code each kind drew its own pages."""
    from pnp.kit import parse_game
    from pnp.model import spec
    from pnp.parts.aids import aid_parts
    from pnp.parts.player_sheets import sheet_parts
    from pnp.parts.registry import Context
    from pnp.parts.score_sheet import score_parts

    (tmp_path / "game.toml").write_text(PAD, encoding="utf-8")

    def context(ref: str) -> Context:
        raw, where = spec.read_game(ref)
        return Context.printing(parse_game(raw, where=where), where, lang="en")

    pad = context(str(tmp_path / "game.toml"))
    aid = aid_parts(context("ludicitude"))
    parts = aid + sheet_parts(pad) + score_parts(pad)
    assert [p.name for p in parts] == ["aids", "sheet-p", "score-sheet"]
    for part in parts:
        assert part.document.pages == [] and part.pieces == (part.piece,), part.name
        assert isinstance(part.layout, Halves), part.name
    assert [p.layout.parts for p in parts] == [2, 2, 1]
    assert [p.layout.cuts for p in parts] == ["line", "crop", "crop"]
    assert parts[1].piece.back is not None and parts[1].piece.double  # its back, mirrored by the imposition


def frames(page) -> list[tuple[float, float, float, float]]:
    """Each sheet's frame (a rounded rectangle), in mm from the page's top-left corner."""
    return sorted((c["x0"] / MM, c["top"] / MM, c["x1"] / MM, c["bottom"] / MM) for c in page.curves
                  if c["x1"] - c["x0"] > 60 * MM)


def footer_tops(page) -> list[float]:
    return [w["top"] / MM for w in page.extract_words() if w["text"] in ("page", "back")]


@pytest.mark.parametrize("duplex", ["long", "short", "none"])
def test_a_sheets_backs_fall_behind_its_fronts(tmp_path, duplex):
    """Half sheets with a back: the page of backs holds the two backs where the sheet turned over on `duplex`
    puts its fronts (short edge: top to bottom; without duplex, in place), within the pixel the imposition may
    move a page of backs by, and its footer says "back" (at the top when flipped on the short edge)."""
    (tmp_path / "game.toml").write_text(PAD, encoding="utf-8")
    out = tmp_path / "out"
    run = run_pnp("build", str(tmp_path / "game.toml"), "--out", str(out), "--format", "pdf", "--parts", "sheets",
                  "--lang", "en", "--duplex", duplex)
    assert run.code == 0, run.err
    with pdfplumber.open(out / "pad" / "sheet-p.pdf") as pdf:
        assert len(pdf.pages) == 2
        front, back = pdf.pages
        fronts, backs = frames(front), frames(back)
        height = front.height / MM
        assert "back" in (back.extract_text() or "") and "back" not in (front.extract_text() or "")
        tops = footer_tops(back)
    assert len(fronts) == len(backs) == 2
    if duplex == "short":
        fronts = sorted((x0, height - y1, x1, height - y0) for x0, y0, x1, y1 in fronts)
    # the sheet is symmetric across: a long-edge flip puts each back at its front's place
    for seen, wanted in zip(backs, fronts, strict=True):
        assert all(abs(a - b) < 0.1 for a, b in zip(seen, wanted)), (seen, wanted)
    assert all(t < height / 2 for t in tops) == (duplex == "short"), tops


def test_crop_marks_and_cut_lines_stand_on_the_cuts():
    """Quarters laid through the imposition's door: every copy's corner on the cuts, marked outside the grid with crop
    marks or by dashed lines inside the printable area (the words above each line across), and the copy's trim
    size the one a kind is told to draw at."""
    for layout in (Halves(parts=4), Halves(parts=4, cuts="line", across="paper")):
        width, height = halves.cell_size(layout, A4)
        piece = Piece("q", "sheet", Group([Rect(0, 0, 1, 1, Style())]), width, height, stock="paper")
        (page,) = place([piece], layout, A4, "A4", "en", title="Pad · sheet")
        corners = sorted((g.transform[4], g.transform[5]) for g in page.items if isinstance(g, Group))
        xs, ys = halves.cuts(layout, A4)
        assert corners == sorted((x, y) for x in xs[:2] for y in ys[:2])
        assert abs(xs[2] - xs[0] - 2 * width) < 1e-9 and abs(ys[2] - ys[0] - 2 * height) < 1e-9
        lines = [i for i in page.items if isinstance(i, Line)]
        for line in lines:  # nothing within the 5 mm a printer leaves blank
            assert MARGIN - 1e-9 <= min(line.x1, line.x2) and max(line.x1, line.x2) <= A4[0] - MARGIN + 1e-9
            assert MARGIN - 1e-9 <= min(line.y1, line.y2) and max(line.y1, line.y2) <= A4[1] - MARGIN - FOOTER + 1e-9
        if layout.cuts == "crop":
            assert {i.role for i in lines} == {"crop"} and all(  # outside the grid
                not (xs[0] < (i.x1 + i.x2) / 2 < xs[-1] and ys[0] < (i.y1 + i.y2) / 2 < ys[-1]) for i in lines)
        else:
            assert sorted((i.x1, i.y1) for i in lines) == sorted([(xs[1], MARGIN), (MARGIN, ys[1])])
            assert [i.text for i in page.items if isinstance(i, Text) and i.role != "footer"] == ["✂ cut here"]


def test_a_planted_back_in_place_is_caught(tmp_path, monkeypatch):
    """Planted: the backs left at their fronts' places on a short-edge flip are found out by the test above."""
    from pnp.layout import imposition

    monkeypatch.setattr(imposition, "_flipped", lambda x, y, width, height, page, duplex: (x, y))
    with pytest.raises(AssertionError):
        test_a_sheets_backs_fall_behind_its_fronts(tmp_path, "short")
