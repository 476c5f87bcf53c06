"""Draw a scene Document into a PDF with reportlab. Fonts are embedded as TrueType subsets."""

from __future__ import annotations

import io
from functools import cache

from reportlab.pdfgen import canvas

from pnp.base import fonts
from pnp.render.ink import Tones
from pnp.scene import Circle, Document, Group, Image, Line, Path, Rect, Text

MM = 72 / 25.4  # PDF points per millimetre


@cache
def _rgb(color: str) -> tuple[float, float, float]:
    return tuple(int(color[i : i + 2], 16) / 255 for i in (1, 3, 5))


class _Painter:
    """Sets colours, widths and dashes only when they change: fewer operators, smaller files. Each colour in
    the document's ink first (`tone`, None for colour), so two colours of one grey set it once."""

    def __init__(self, c: canvas.Canvas, tone=None):
        self.c = c
        self.tone = tone
        self.state = (None, None, None, None)
        self.saved: list[tuple] = []

    def style(self, style) -> tuple[int, int]:
        fill, stroke, width, dash = style.fill, style.stroke, style.width, style.dash
        if self.tone is not None:
            fill, stroke = fill and self.tone(fill), stroke and self.tone(stroke)
        old_fill, old_stroke, old_width, old_dash = self.state
        if fill and fill != old_fill:
            self.c.setFillColorRGB(*_rgb(fill))
            old_fill = fill
        if stroke:
            if stroke != old_stroke:
                self.c.setStrokeColorRGB(*_rgb(stroke))
                old_stroke = stroke
            if width != old_width:
                self.c.setLineWidth(width)
                old_width = width
            if dash != old_dash:
                self.c.setDash(list(dash) if dash else [], 0)
                old_dash = dash
        self.state = (old_fill, old_stroke, old_width, old_dash)
        return (1 if stroke else 0), (1 if fill else 0)

    def fill_color(self, color: str) -> None:
        if self.tone is not None:
            color = self.tone(color)
        if color != self.state[0]:
            self.c.setFillColorRGB(*_rgb(color))
            self.state = (color, *self.state[1:])

    def push(self) -> None:
        self.c.saveState()
        self.saved.append(self.state)

    def pop(self) -> None:
        self.c.restoreState()
        self.state = self.saved.pop()


def _path(c: canvas.Canvas, ops):
    p = c.beginPath()
    for op in ops:
        kind = op[0]
        if kind == "L":
            p.lineTo(op[1], op[2])
        elif kind == "M":
            p.moveTo(op[1], op[2])
        elif kind == "C":
            p.curveTo(*op[1:])
        else:
            p.close()
    return p


def _clip(c: canvas.Canvas, shape) -> None:
    if isinstance(shape, Rect):
        p = c.beginPath()
        p.rect(shape.x, shape.y, shape.w, shape.h)
    elif isinstance(shape, Circle):
        p = c.beginPath()
        p.circle(shape.cx, shape.cy, shape.r)
    else:
        p = _path(c, shape.ops)
    c.clipPath(p, stroke=0, fill=0)


def _end_form(c: canvas.Canvas, name: str) -> None:
    """endForm, and the form's own resources: reportlab gives a form fonts and XObjects only, so the
    gradients and transparency of SVG art drawn in one (Sh0, GS0 ...) would point at nothing."""
    from reportlab.pdfbase import pdfdoc  # the PDF objects reportlab writes forms with

    shading, used = dict(c._shadingUsed), dict(c._colorsUsed)
    c.endForm()
    form = c._doc.idToObject[pdfdoc.xObjectName(name)]
    resources = pdfdoc.PDFResourceDictionary()
    resources.basicFonts()
    resources.allProcs()
    if form.XObjects:
        resources.XObject = form.XObjects
    if form.ExtGState:
        resources.ExtGState = form.ExtGState
    resources.setShading(shading)
    resources.setColorSpace(used)
    form.Resources = resources


def _repeated_groups(pages) -> set[int]:
    """Groups drawn more than once (a token on sixty spots, a board on every tile): each becomes a PDF
    form, written once and placed wherever it appears."""
    seen: set[int] = set()
    repeated: set[int] = set()

    def walk(items):
        for item in items:
            if type(item) is Group:
                if id(item) in seen:
                    repeated.add(id(item))
                    continue
                seen.add(id(item))
                walk(item.items)

    for page in pages:
        walk(page.items)
    return repeated


class _Forms:
    def __init__(self, repeated: set[int], tones: Tones):
        self.repeated = repeated
        self.tones = tones
        self.names: dict[int, str] = {}
        self.art: dict[str, str] = {}

    def place(self, painter: _Painter, group: Group) -> None:
        c = painter.c
        key = id(group)
        if key not in self.names:
            name = self.names[key] = f"G{len(self.names)}"
            c.beginForm(name, -2000, -2000, 2000, 2000)  # form space is the group's own, in mm
            _draw(self.painter(c), group.items, self)
            _end_form(c, name)
        c.doForm(self.names[key])

    def painter(self, c: canvas.Canvas) -> _Painter:
        return _Painter(c, self.tones.color)

    def image(self, painter: _Painter, item: Image) -> None:
        """Raster art as an image (reportlab stores each picture once); SVG art as vector shapes in a
        form, drawn once per file, in a 1 × 1 box scaled to the item's."""
        c = painter.c
        if self.tones.image is not None:
            item = self.tones.image(item)
        painter.push()
        c.translate(item.x, item.y + item.h)
        if item.kind != "svg":
            from reportlab.lib.utils import ImageReader  # only documents with raster art need it

            c.scale(1, -1)
            c.drawImage(ImageReader(io.BytesIO(item.data)), 0, 0, item.w, item.h, mask="auto")
        else:
            c.scale(item.w, -item.h)
            if item.key not in self.art:
                name = self.art[item.key] = f"A{len(self.art)}"
                drawing = _drawing(item.data)
                c.beginForm(name, 0, 0, 1, 1)
                c.scale(1 / drawing.width, 1 / drawing.height)
                from reportlab.graphics import renderPDF  # only documents with SVG art need it

                renderPDF.draw(drawing, c, 0, 0)
                _end_form(c, name)
            c.doForm(self.art[item.key])
        painter.pop()


@cache
def _drawing(data: bytes):
    """SVG art as a reportlab drawing, read by svglib (the file was checked by pnp/art.py)."""
    from svglib.svglib import svg2rlg  # svglib and lxml load only when there is SVG art

    drawing = svg2rlg(io.BytesIO(data))
    drawing.initialFontName = fonts.reportlab_font("regular").fontName  # no unembedded Helvetica
    return drawing


def _draw(painter: _Painter, items, forms: _Forms) -> None:
    c = painter.c
    for item in items:
        kind = type(item)
        if kind is Text:
            if not item.text:
                continue
            x = item.x
            if item.anchor != "start":
                width = fonts.text_width(item.text, item.size, item.font)
                x -= width / 2 if item.anchor == "middle" else width
            painter.fill_color(item.fill)
            t = c.beginText()
            t.setTextTransform(1, 0, 0, -1, x, item.y)  # the page is y-down; glyphs stay upright
            for stretch, font in fonts.segments(item.text, item.font):  # a symbol the serif lacks: from the sans
                t.setFont(fonts.reportlab_font(font).fontName, item.size)
                t.textOut(stretch)
            c.drawText(t)
        elif kind is Rect:
            stroke, fill = painter.style(item.style)
            c.rect(item.x, item.y, item.w, item.h, stroke=stroke, fill=fill)
        elif kind is Circle:
            stroke, fill = painter.style(item.style)
            c.circle(item.cx, item.cy, item.r, stroke=stroke, fill=fill)
        elif kind is Line:
            painter.style(item.style)
            c.line(item.x1, item.y1, item.x2, item.y2)
        elif kind is Path:
            stroke, fill = painter.style(item.style)
            c.drawPath(_path(c, item.ops), stroke=stroke, fill=fill)
        elif kind is Image:
            forms.image(painter, item)
        elif kind is Group:
            painter.push()
            if item.transform != (1.0, 0.0, 0.0, 1.0, 0.0, 0.0):
                c.transform(*item.transform)
            if item.clip is not None:
                _clip(c, item.clip)
            if id(item) in forms.repeated:
                forms.place(painter, item)
            else:
                _draw(painter, item.items, forms)
            painter.pop()


def render_pdf(doc: Document, surface=canvas.Canvas) -> bytes:
    """The whole document as PDF bytes, in its ink. invariant=1: no dates or random ids, so rebuilds match.
    `surface`: the canvas drawn on (DriveThruCards' CMYK canvas, render/cmyk.py, sets every colour in CMYK)."""
    out = io.BytesIO()
    first = doc.pages[0]
    # the initial font is ours, so reportlab does not declare an unembedded Helvetica
    c = surface(
        out,
        pagesize=(first.width * MM, first.height * MM),
        invariant=1,
        pageCompression=1,
        initialFontName=fonts.reportlab_font("regular").fontName,
    )
    c.setTitle(doc.title)
    c.setCreator("pnp")
    c.setAuthor("pnp")
    forms = _Forms(_repeated_groups(doc.pages), Tones(doc.ink))
    for page in doc.pages:
        c.setPageSize((page.width * MM, page.height * MM))
        c.transform(MM, 0, 0, -MM, 0, page.height * MM)  # millimetres, y down
        _draw(forms.painter(c), page.items, forms)
        c.showPage()
    c.save()
    return out.getvalue()
