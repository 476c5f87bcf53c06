"""The kit's rules on every page (issue 34), read from the PDFs: no ink, crop and fold marks included, within
5 mm of the paper's edge, where most home printers clip; and the pages of each part numbered from 1 in the kit.
The four built-in kits and the docs examples, A4 French and Letter English, and a rule booklet in both."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import EXAMPLES, KIT_SETTINGS, run_pnp

MM = 72 / 25.4
EDGE = 5.0  # mm printers may leave unprinted
DPI = 150
PIXEL = 25.4 / DPI  # mm; the pixel the 5 mm line crosses may be grey from antialiasing


def ink_near_edges(pdf: Path, edge: float = EDGE) -> list[tuple[int, str, float]]:
    """(page, side, mm) for each side of each page where ink comes nearer the paper's edge than `edge`,
    less one pixel: each band along an edge drawn by PDFium, and its ink's bounding box measured."""
    import pypdfium2

    found = []
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        for number, page in enumerate(document, 1):
            width, height = page.get_size()
            keep = width - edge * MM, height - edge * MM
            crops = {"left": (0, 0, keep[0], 0), "right": (keep[0], 0, 0, 0),
                     "top": (0, keep[1], 0, 0), "bottom": (0, 0, 0, keep[1])}
            for side, crop in crops.items():
                image = page.render(scale=DPI / 72, crop=crop, grayscale=True).to_pil()
                box = image.point(lambda v: 255 if v < 250 else 0).getbbox()
                if box is None:
                    continue
                w, h = image.size
                pixels = {"left": box[0], "right": w - box[2], "top": box[1], "bottom": h - box[3]}[side]
                if pixels * PIXEL < edge - PIXEL - 1e-9:
                    found.append((number, side, round(pixels * PIXEL, 2)))
    finally:
        document.close()
    return found


LABEL = re.compile(r"kit p\.\s*\d+/\d+\s*·\s*page\s*(\d+)/(\d+)")


def page_labels(pdf: Path) -> list[tuple[int, int] | None]:
    """Each kit page's "page n/N", read from its text (a footer up the left margin too), or None."""
    import pypdfium2

    document = pypdfium2.PdfDocument(str(pdf))
    try:
        texts = [" ".join(page.get_textpage().get_text_range().split()) for page in document]
    finally:
        document.close()
    return [tuple(map(int, m.groups())) if (m := LABEL.search(text)) else None for text in texts]


def misnumbered(labels: list[tuple[int, int] | None]) -> list[str]:
    """Where the kit's pages are not runs of whole parts, each numbered 1/N to N/N."""
    wrong, expected = [], None  # the label the next page must carry, None when a part may start
    for index, label in enumerate(labels, 1):
        if label is None:
            wrong.append(f"kit page {index}: no page label")
            continue
        n, total = label
        if (expected is None and n != 1) or (expected is not None and label != expected) or n > total:
            wrong.append(f"kit page {index}: page {n}/{total}")
        expected = (n + 1, total) if n < total else None
    if expected is not None:
        wrong.append(f"the last part ends at page {expected[0] - 1}/{expected[1]}")
    return wrong


@pytest.fixture(scope="module")
def kits(builtin_kits, example_kits) -> list[Path]:
    pdfs = builtin_kits + example_kits
    assert len(pdfs) == 2 * (4 + len(EXAMPLES))
    return pdfs


@pytest.fixture(scope="module")
def booklets(tmp_path_factory) -> list[Path]:
    root = tmp_path_factory.mktemp("booklets")
    for paper, lang in KIT_SETTINGS:
        run = run_pnp("rules", "clann", "--booklet", "--paper", paper, "--lang", lang, "--out", str(root / paper), "--force")
        assert run.code == 0, run.err
    pdfs = sorted(root.rglob("*booklet*.pdf"))
    assert len(pdfs) == 2
    return pdfs


def test_no_ink_within_5_mm_of_the_edge_of_any_kit_page(kits):
    """Before: the Morris board's crop marks across at 1-4 mm from the paper's side and its heading's rule
    from 1.5 mm (A4 French): a board as wide as the printable area, its row centred with room for marks."""
    near = {f"{pdf.parent.parent.name}/{pdf.name} p{page} {side}": mm for pdf in kits for page, side, mm in ink_near_edges(pdf)}
    assert not near, near


def test_no_ink_within_5_mm_of_the_edge_of_a_booklet(booklets):
    """Before: the fold marks ran from the paper's edge (0 mm), top and bottom."""
    near = [(pdf.parent.parent.name, found) for pdf in booklets for found in ink_near_edges(pdf)]
    assert not near, near


def test_the_measure_sees_a_mark_2_mm_from_the_edge(tmp_path):
    """A planted page: a crop tick 2 mm from the left edge, and a word 3 mm under the top, are caught; a line
    on the 5 mm line itself is not (its antialiased pixel)."""
    from pnp.render.pdf import render_pdf
    from pnp.scene import GUIDE, Document, Line, Page, Text

    clean = Page(210, 297, [Line(5.0, 40, 5.0, 60, GUIDE, "crop"), Line(20, 292.0, 60, 292.0, GUIDE, "crop")])
    planted = Page(210, 297, [Line(2.0, 50, 4.0, 50, GUIDE, "crop"), Text(100, 5.5, "M", 2.0, "#000000")])
    path = tmp_path / "planted.pdf"
    path.write_bytes(render_pdf(Document("planted", [clean, planted], "en")))
    found = ink_near_edges(path)
    assert {(page, side) for page, side, _ in found} == {(2, "left"), (2, "top")}, found
    assert next(mm for page, side, mm in found if side == "left") == pytest.approx(2.0 - 0.075, abs=2 * PIXEL)


def test_a_page_keeps_its_marks_inside_the_printable_area():
    """The one check every part page passes (add_footers calls inside_margins): a tick wholly in the margin is
    dropped, one crossing into it is cut back to the 5 mm line, a stub under 1 mm goes, a piece's own
    drawing is left alone."""
    from pnp.layout.imposition import add_footers
    from pnp.scene import GUIDE, Group, Line, Page

    drawn = Group([Line(1.0, 100, 9.0, 100, GUIDE, "fold")], role="piece")
    page = Page(210, 297, [Line(1.0, 50, 4.0, 50, GUIDE, "crop"), Line(3.0, 60, 8.0, 60, GUIDE, "crop"),
                           Line(100, 2.0, 100, 5.5, GUIDE, "crop"), Line(207.0, 70, 203.0, 70, GUIDE, "fold"), drawn])
    add_footers([page], "Planted", "en")
    marks = [(m.x1, m.y1, m.x2, m.y2) for m in page.items if isinstance(m, Line)]
    assert marks == [(5.0, 60, 8.0, 60), (205.0, 70, 203.0, 70)]
    assert drawn in page.items


def test_the_pages_of_every_part_are_numbered_from_1(kits):
    """Before: a tiled board whose map went onto the guide's page numbered its sheets 2/3, 3/3 (Letter: 2/5
    to 5/5) with no page 1."""
    wrong = {f"{pdf.parent.parent.name}/{pdf.name}": misnumbered(page_labels(pdf)) for pdf in kits}
    assert not {name: w for name, w in wrong.items() if w}, wrong


def test_the_count_sees_a_part_without_its_page_1(tmp_path):
    """A planted kit: a part whose first page was taken away reads page 2/3, 3/3, and is caught."""
    from pnp.layout.imposition import add_footers, with_kit_pages
    from pnp.render.pdf import render_pdf
    from pnp.scene import Document, Page

    guide, board = [Page(210, 297)], [Page(210, 297) for _ in range(3)]
    add_footers(guide, "Guide", "en")
    add_footers(board, "Board", "en")
    path = tmp_path / "kit.pdf"
    path.write_bytes(render_pdf(Document("kit", with_kit_pages(guide + board[1:], "en"), "en")))
    labels = page_labels(path)
    assert labels == [(1, 1), (2, 3), (3, 3)]
    assert misnumbered(labels) == ["kit page 2: page 2/3"]
    assert misnumbered([(1, 2), (2, 2), (1, 3), (2, 3)]) == ["the last part ends at page 2/3"]
