"""PNG previews, rasterised by PDFium (pypdfium2) from the PDF already written: about 8 ms a page here with
its encoding, where cairosvg drawing the SVG took 480 ms. Encoded with zlib, so Pillow is not needed."""

from __future__ import annotations

import struct
import zlib

from pnp.base.output import no_interrupt

PREVIEW_DPI = 96
METRES_PER_INCH = 0.0254


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def encode_png(rows, width: int, height: int, alpha: bool = False, dpi: float | None = None) -> bytes:
    """An 8-bit RGB (or RGBA) PNG from its filtered rows (each a 0 byte, then the row's pixels). zlib level 1:
    previews are flat colour, and a higher level takes three times as long for a third off the size."""
    return _png(zlib.compress(rows, 1), width, height, alpha, dpi)


def _png(compressed: bytes, width: int, height: int, alpha: bool, dpi: float | None = None) -> bytes:
    header = struct.pack(">IIBBBBB", width, height, 8, 6 if alpha else 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header) + _resolution(dpi) + _chunk(b"IDAT", compressed)
            + _chunk(b"IEND", b""))


def _resolution(dpi: float | None) -> bytes:
    """The pHYs chunk saying the image's resolution (in pixels a metre, the only unit PNG knows), so that an
    editor opens a 300 dpi card at its printed size rather than at 72 dpi; none when the image has no size
    on paper."""
    if dpi is None:
        return b""
    per_metre = round(dpi / METRES_PER_INCH)
    return _chunk(b"pHYs", struct.pack(">IIB", per_metre, per_metre, 1))  # 1: the unit is the metre


def _render(raw, page, scale: float) -> tuple[int, int, object]:
    """The page drawn in RGB on white, straight into a PNG's row layout: each row is one byte longer than
    its pixels and starts one byte later, so the filter byte in front of it stays 0 (no copy of the image).
    The rows are a ctypes array."""
    import ctypes  # loaded by pypdfium2 anyway; a build without previews needs neither

    width, height = round(raw.FPDF_GetPageWidthF(page) * scale), round(raw.FPDF_GetPageHeightF(page) * scale)
    stride = 3 * width + 1
    buffer = (ctypes.c_ubyte * (stride * height))()
    bitmap = raw.FPDFBitmap_CreateEx(width, height, raw.FPDFBitmap_BGR, ctypes.byref(buffer, 1), stride)
    try:
        raw.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, 0xFFFFFFFF)
        raw.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, raw.FPDF_ANNOT | raw.FPDF_REVERSE_BYTE_ORDER)
    finally:
        raw.FPDFBitmap_Destroy(bitmap)
    return width, height, buffer


def pdf_to_pngs(pdf: bytes, dpi: int = PREVIEW_DPI) -> list[bytes]:
    """One PNG per page of the PDF, drawn at `dpi` and saying so."""
    import pypdfium2  # only previews need it (30 ms to import)
    import pypdfium2.raw as raw

    # Ctrl-C is held for the few milliseconds a document takes, then raised as itself
    with no_interrupt():
        doc = pypdfium2.PdfDocument(pdf)
        try:
            pngs = []
            for page in doc:
                width, height, rows = _render(raw, page, dpi / 72)
                pngs.append(encode_png(rows, width, height, dpi=dpi))
            return pngs
        finally:
            doc.close()


def pdf_to_pixels(pdf: bytes, sizes: list[tuple[int, int, bool]], scale: float | None = None) -> list[bytes]:
    """Each page of the PDF drawn at exactly its (width, height) in pixels: raw RGB bytes, row after row, on
    white; or, where its third value is true, RGBA on a transparent ground, for a piece cut along a curve.
    A card at its deck sheet's scale, a proof. With `scale` (pixels a point), each page is drawn at that scale
    from its top-left corner instead of stretched to its size: a page of 63 x 88 mm at 300 dpi fills 744.09 x
    1039.37 pixels, and a drawing stretched to 744 x 1039 would stand up to a third of a pixel away from where
    the same drawing falls on a larger page (`pnp proof`)."""
    return [bytes(pixels) for pixels in drawn_pages(pdf, sizes, scale)]


def drawn_pages(pdf: bytes, sizes: list[tuple[int, int, bool]], scale: float | None = None):
    """Each page of the PDF drawn as pdf_to_pixels draws it, given one at a time (a ctypes array, which
    pixels_to_png takes as it is) so that a caller holds one page's pixels, not the document's."""
    import pypdfium2  # only images need it (30 ms to import)
    from pypdfium2 import raw

    with no_interrupt():  # Ctrl-C is held while PDFium works, and raised between two pages
        doc = pypdfium2.PdfDocument(pdf)
    try:
        for index, (width, height, alpha) in enumerate(sizes):
            with no_interrupt():
                page = doc[index]
                try:
                    pixels = _bitmap(raw, page, width, height, alpha, scale)
                finally:
                    page.close()
            yield pixels
    finally:
        with no_interrupt():
            doc.close()


def _bitmap(raw, page, width: int, height: int, alpha: bool, scale: float | None):
    """A page drawn into a new buffer, row after row."""
    import ctypes  # loaded by pypdfium2 anyway

    depth, kind, ground = (4, raw.FPDFBitmap_BGRA, 0x00000000) if alpha else (3, raw.FPDFBitmap_BGR, 0xFFFFFFFF)
    buffer = (ctypes.c_ubyte * (depth * width * height))()
    bitmap = raw.FPDFBitmap_CreateEx(width, height, kind, buffer, depth * width)
    try:
        raw.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, ground)
        _draw(raw, bitmap, page, width, height, scale)
    finally:
        raw.FPDFBitmap_Destroy(bitmap)
    return buffer


def _draw(raw, bitmap, page, width: int, height: int, scale: float | None) -> None:
    """A page onto a bitmap: stretched to its width and height, or at `scale` from its top-left corner."""
    flags = raw.FPDF_ANNOT | raw.FPDF_REVERSE_BYTE_ORDER
    if scale is None:
        raw.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, flags)
        return
    # the page's own matrix (points, y down) times this one: pixels from the page's top-left corner
    matrix, clip = raw.FS_MATRIX(scale, 0.0, 0.0, scale, 0.0, 0.0), raw.FS_RECTF(0.0, 0.0, float(width), float(height))
    raw.FPDF_RenderPageBitmapWithMatrix(bitmap, page, matrix, clip, flags)


def pixels_to_png(pixels, width: int, height: int, alpha: bool = False, dpi: float | None = None) -> bytes:
    """A PNG of raw RGB (or RGBA) pixels, row after row (bytes, or any buffer): each row given its filter byte
    (none), then zlib level 1, row by row, so that no second copy of the image is made (a 600 dpi board is
    130 MB of pixels). Pillow's own PNG writer tries every filter on every row: 0.7 s for a 4096 px deck
    sheet, against 0.2 s. With `dpi`, the PNG says its resolution."""
    stride = (4 if alpha else 3) * width
    view = memoryview(pixels).cast("B")
    packer = zlib.compressobj(1)  # the same stream as zlib.compress(rows, 1) of the rows joined
    parts = []
    for at in range(0, stride * height, stride):
        parts += (packer.compress(b"\0"), packer.compress(view[at:at + stride]))
    parts.append(packer.flush())
    return _png(b"".join(parts), width, height, alpha, dpi)
