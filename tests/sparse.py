"""How full a kit's pages are (issue 21), shared by tests/test_sparse.py and benchmarks/sparse.py.

For each page: the share of the printable area that the bounding box of its ink covers, measured inside
the 5 mm margins, below a 14 mm band at the top (the scale strip and the instructions) and above a 10 mm
footer band, the page drawn by PDFium at 30 dpi. A page is sparse under 40 %."""

from __future__ import annotations

from pathlib import Path

MM = 72 / 25.4
MARGIN = 5.0  # mm every printer may leave blank
TOP = 14.0  # mm under the top margin: the scale strip and the instructions
FOOTER = 10.0  # mm above the bottom margin: the footer and the notice
DPI = 30
SPARSE = 0.40


def page_shares(pdf: Path) -> list[float]:
    """The measured share of every page of a PDF, in order."""
    import pypdfium2

    shares = []
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        for page in document:
            m = MARGIN * MM
            image = page.render(scale=DPI / 72, crop=(m, m + FOOTER * MM, m, m + TOP * MM), grayscale=True).to_pil()
            box = image.point(lambda v: 255 if v < 200 else 0).getbbox()
            area = image.size[0] * image.size[1]
            shares.append((box[2] - box[0]) * (box[3] - box[1]) / area if box and area else 0.0)
    finally:
        document.close()
    return shares


def summary(pdfs: list[Path]) -> tuple[int, int]:
    """(pages, sparse pages) over the PDFs."""
    shares = [s for pdf in pdfs for s in page_shares(pdf)]
    return len(shares), sum(1 for s in shares if s < SPARSE)
