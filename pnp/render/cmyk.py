"""DriveThruCards' vector CMYK PDF: the cards drawn by the PDF renderer (render/pdf.py) onto a canvas that
sets every colour in CMYK, then handed to Ghostscript to be written as PDF/X-1a (its output intent, fonts
embedded, no transparency). Text stays text and shapes stay shapes; only the designer's raster art is an
image, converted pixel by pixel.

The conversion, and why so: one plain rule for shapes, text and pictures alike, so a band and the art beside
it print the same colour. The grey in a colour goes to black ink alone (full grey component replacement:
K = 1 - max(R, G, B), the rest of each channel in C, M, Y), so black and every grey print in K only, sharp on
any press; then the total ink is limited to INK_LIMIT % by lowering cyan, magenta and yellow together, black
kept (a dark red #7a0000 would otherwise take 252 %). Black-looking text under 12 pt (a grey within
NEUTRAL of even, dark) is set in K only even where its colour leans a little to a hue: a small letter printed
in four inks blurs where the plates are a hair off register.

PDF/X-1a allows no transparency: a picture's transparent pixels are cut out by a colour-key mask (a CMYK
value over the ink limit, which no converted pixel can take), and a shape of an SVG drawn half transparent
is printed as it would look on white paper (its inks scaled by its opacity)."""

from __future__ import annotations

import hashlib

from functools import partial

from reportlab.lib.colors import CMYKColor, Color, toColor
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen import canvas

from pnp.render.shops import INK_LIMIT, ink_limit
from pnp.scene import Document

MM = 72 / 25.4
DPI = 300  # a picture finer than this where it is placed is brought down to it: what DriveThruCards prints
BAND = 256  # rows of a picture converted at a time
SMALL_TEXT = 12.0  # points: text smaller than this, black to the eye, is set in black ink alone
NEUTRAL = 0.1  # how far apart R, G and B may be (0 to 1) for a colour to count as black or grey in text
DARK = 0.5  # the lightest a text colour counts as black
# a transparent pixel of a picture: 255 % of cyan, magenta and yellow, over the limit, so never a real pixel
KEY = (255, 255, 255, 0)


def separate(red: float, green: float, blue: float, limit: int = INK_LIMIT) -> tuple[float, float, float, float]:
    """An RGB colour (0 to 1 each) as cyan, magenta, yellow and black (0 to 1), its total ink at most `limit` %."""
    black = 1.0 - max(red, green, blue)
    if black >= 1.0:
        return 0.0, 0.0, 0.0, 1.0
    colour = [(1.0 - value - black) / (1.0 - black) for value in (red, green, blue)]
    room, used = limit / 100 - black, sum(colour)
    if used > room:
        colour = [value * room / used for value in colour]
    return (*(round(value, 4) for value in colour), round(black, 4))


def separate_pixels(rgb, limit: int = INK_LIMIT):
    """An H × W × 3 uint8 array of RGB as an H × W × 4 uint8 array of CMYK, as `separate` does it."""
    import numpy as np  # only pictures need it

    rgb = rgb.astype(np.int32)
    lightest = rgb.max(axis=2)
    room = np.maximum(lightest, 1)
    cmyk = np.empty((*rgb.shape[:2], 4), np.uint8)
    for i in range(3):
        cmyk[..., i] = (lightest - rgb[..., i]) * 255 // room  # (1 - value - black) / (1 - black), in 255ths
    cmyk[..., 3] = 255 - lightest
    return ink_limit(cmyk, limit)


def separate_picture(picture, size: tuple[int, int]):
    """A Pillow image as a CMYK Pillow image of `size` pixels (ink limited), and whether it has transparent
    pixels (then KEY, to be cut out). Converted a band of rows at a time: no copy of the whole picture
    in 32-bit numbers."""
    from PIL import Image  # only pictures need it

    import numpy as np  # the same

    if picture.size != size:
        picture = picture.resize(size, Image.Resampling.LANCZOS)
    width, height = picture.size
    cmyk = np.empty((height, width, 4), np.uint8)
    clear = False
    for top in range(0, height, BAND):
        band = np.asarray(picture.crop((0, top, width, min(height, top + BAND))).convert("RGBA"))
        rows = separate_pixels(band[..., :3])
        hidden = band[..., 3] < 128
        if hidden.any():
            rows[hidden] = KEY
            clear = True
        cmyk[top:top + len(rows)] = rows
    return Image.fromarray(cmyk, "CMYK"), clear


class Ink(CMYKColor):
    """A colour converted, remembering whether it reads as black (small text in it goes to K alone)."""

    black_text: tuple[float, float, float, float] | None = None


def ink(colour, opacity: float = 1.0) -> Ink:
    """Any colour reportlab takes (a name, an RGB or CMYK tuple, a Color) in CMYK, as printed on white paper
    at `opacity`."""
    colour = toColor(colour) if not isinstance(colour, Color) else colour
    if isinstance(colour, CMYKColor):
        density = colour.density
        values = [min(1.0, density * v) for v in (colour.cyan, colour.magenta, colour.yellow, colour.black)]
        black_text = None
    else:
        red, green, blue = colour.red, colour.green, colour.blue
        values = list(separate(red, green, blue))
        even = max(red, green, blue) - min(red, green, blue) <= NEUTRAL and max(red, green, blue) <= DARK
        black_text = (0.0, 0.0, 0.0, round((1.0 - (red + green + blue) / 3) * opacity, 4)) if even else None
    made = Ink(*(round(v * opacity, 4) for v in values), alpha=None)
    made.black_text = black_text
    return made


class CmykCanvas(canvas.Canvas):
    """A reportlab canvas that writes every colour in CMYK (`ink`), every picture as CMYK pixels (ink limited,
    its transparency a colour-key mask), small black text in K alone, no transparency, each page's trim box
    (`trim`, the card's width and height in mm, centred) and bleed box (the page), and what PDF/X-1a asks of
    the document: its version and output intent."""

    STATE_ATTRIBUTES = [*canvas.Canvas.STATE_ATTRIBUTES, "_opacity", "_fill_source", "_stroke_source"]
    STATE_RANGE = list(range(len(STATE_ATTRIBUTES)))

    def __init__(self, *args, trim: tuple[float, float], **kwargs):
        self._opacity = {"fill": 1.0, "stroke": 1.0}
        self._fill_source = self._stroke_source = (0.0, 0.0, 0.0)
        self._pictures: dict[tuple, tuple] = {}  # each picture converted once however many cards show it
        self._trim = (trim[0] * MM, trim[1] * MM)
        super().__init__(*args, **kwargs)
        self._doc.info.__class__ = _PdfxInfo
        catalog = self._doc.Catalog
        catalog.__NoDefault__ = [*catalog.__NoDefault__, "OutputIntents"]
        catalog.OutputIntents = pdfdoc.PDFArray([pdfdoc.PDFDictionary(OUTPUT_INTENT)])

    # colours ------------------------------------------------------------------------------------------

    def setFillColor(self, colour, alpha=None):
        self._fill_source = colour
        if alpha is not None or getattr(colour, "alpha", 1) not in (None, 1):
            self._opacity = {**self._opacity, "fill": alpha if alpha is not None else colour.alpha}
        super().setFillColor(ink(colour, self._opacity["fill"]))

    def setStrokeColor(self, colour, alpha=None):
        self._stroke_source = colour
        if alpha is not None or getattr(colour, "alpha", 1) not in (None, 1):
            self._opacity = {**self._opacity, "stroke": alpha if alpha is not None else colour.alpha}
        super().setStrokeColor(ink(colour, self._opacity["stroke"]))

    def setFillAlpha(self, alpha):
        """No transparency in PDF/X-1a: the colour is set again as it looks at that opacity on white."""
        self._opacity = {**self._opacity, "fill": alpha}
        super().setFillColor(ink(self._fill_source, alpha))

    def setStrokeAlpha(self, alpha):
        self._opacity = {**self._opacity, "stroke": alpha}
        super().setStrokeColor(ink(self._stroke_source, alpha))

    def linearGradient(self, x0, y0, x1, y1, colors, positions=None, extend=True):
        super().linearGradient(x0, y0, x1, y1, [ink(c) for c in colors], positions, extend)

    def radialGradient(self, x, y, radius, colors, positions=None, extend=True):
        super().radialGradient(x, y, radius, [ink(c) for c in colors], positions, extend)

    # text ----------------------------------------------------------------------------------------------

    def drawText(self, text):
        """Text under SMALL_TEXT points whose colour reads as black: in K alone, then the colour as it was."""
        colour = self._fillColorObj
        a, b, c, d = self._currentMatrix[:4]
        points = text._fontsize * abs(a * d - b * c) ** 0.5
        black = getattr(colour, "black_text", None)
        if black is None or points >= SMALL_TEXT or black == (colour.cyan, colour.magenta, colour.yellow, colour.black):
            return super().drawText(text)
        self._code.append("%s k" % " ".join(_number(v) for v in black))
        super().drawText(text)
        self._code.append("%s k" % " ".join(_number(v) for v in (colour.cyan, colour.magenta, colour.yellow, colour.black)))

    # pictures ------------------------------------------------------------------------------------------

    def drawImage(self, image, x, y, width=None, height=None, mask=None, **kwargs):
        """The picture's pixels in CMYK, ink limited, at most DPI where it is placed; where it is transparent,
        cut out by a colour key."""
        from reportlab.lib.utils import ImageReader  # the picture handed back to reportlab

        source = image._image if isinstance(image, ImageReader) else ImageReader(image)._image
        a, b, c, d = self._currentMatrix[:4]
        placed = (abs(width or source.size[0]) * (a * a + b * b) ** 0.5, abs(height or source.size[1]) * (c * c + d * d) ** 0.5)
        size = tuple(max(1, min(have, round(points / 72 * DPI))) for have, points in zip(source.size, placed))
        name = (_fingerprint(image, source), size)
        if name not in self._pictures:
            picture, clear = separate_picture(source, size)
            self._pictures[name] = (ImageReader(picture), [v for value in KEY for v in (value, value)] if clear else None)
        picture, key = self._pictures[name]
        return super().drawImage(picture, x, y, width, height, mask=key, **kwargs)

    def beginForm(self, *args, **kwargs):
        """A form starts from reportlab's first graphics state; its scale is kept as where it is first drawn,
        so its text's size in points and its pictures' pixels are measured as printed."""
        matrix = self._currentMatrix
        super().beginForm(*args, **kwargs)
        self._currentMatrix = matrix

    # pages ---------------------------------------------------------------------------------------------

    def showPage(self):
        width, height = self._pagesize
        left, bottom = (width - self._trim[0]) / 2, (height - self._trim[1]) / 2
        self.setBleedBox((0, 0, width, height))
        self.setTrimBox(tuple(round(v, 3) for v in (left, bottom, width - left, height - bottom)))
        super().showPage()


# the printing condition the cards are separated for, by its name in the ICC's registry (PDF/X-1a takes a
# registered condition without the profile itself): CGATS TR 001, SWOP coated, the usual one of US presses
OUTPUT_INTENT = {
    "Type": pdfdoc.PDFName("OutputIntent"),
    "S": pdfdoc.PDFName("GTS_PDFX"),
    "OutputConditionIdentifier": pdfdoc.PDFString("CGATS TR 001"),
    "OutputCondition": pdfdoc.PDFString("SWOP (Publication) Grade 1 Paper"),
    "RegistryName": pdfdoc.PDFString("http://www.color.org"),
    "Info": pdfdoc.PDFString("CGATS TR 001-1995 (SWOP)"),
}


class _PdfxInfo(pdfdoc.PDFInfo):
    """The document's information as PDF/X-1a:2003 wants it: its version named, trapping said, both dates."""

    def format(self, document):
        date = pdfdoc.PDFDate(ts=document._timeStamp, dateFormatter=self._dateFormatter)
        return pdfdoc.PDFDictionary({
            "Title": pdfdoc.PDFString(self.title), "Author": pdfdoc.PDFString(self.author),
            "Creator": pdfdoc.PDFString(self.creator), "Producer": pdfdoc.PDFString(self.producer),
            "CreationDate": date, "ModDate": date, "Trapped": pdfdoc.PDFName("False"),
            "GTS_PDFXVersion": pdfdoc.PDFString("PDF/X-1a:2003"),
        }).format(document)


def pdfx(document: Document, trim: tuple[float, float]) -> bytes:
    """The document as a PDF/X-1a file in CMYK, each page's trim box `trim` (mm) centred on it."""
    from pnp.render.pdf import render_pdf  # the renderer, drawing on the CMYK canvas

    return render_pdf(document, partial(CmykCanvas, trim=trim))


def _fingerprint(image, source) -> bytes:
    """What names a picture's content: its file's bytes where reportlab kept them, else its pixels."""
    fp = getattr(image, "fp", None)
    data = fp.getvalue() if hasattr(fp, "getvalue") else source.tobytes()
    return hashlib.sha256(data).digest()


def _number(value: float) -> str:
    return f"{value:.4f}".rstrip("0").rstrip(".") or "0"
