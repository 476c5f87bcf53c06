"""Draw one scene Page as an SVG, written straight out as text.

Text is drawn as the font's own glyph outlines (one <path> per glyph in <defs>, placed with <use>),
so the file looks the same on a machine without the font; the words stay readable as aria-label.

Why not svgwrite: importing it costs 85 ms (its validator compiles a large grammar at import), an
eighth of a whole kit build. Why not an ElementTree: building the tree and serialising it took 160 ms of
`pnp build all`'s 530; written directly, the same bytes take 75 ms. The designer's SVG art is still read
and cleaned with ElementTree (_art_svg), once per file.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import cache

from pnp.base import fonts
from pnp.render.ink import Tones
from pnp.scene import Circle, Group, Image, Line, Page, Rect, Text


def _n(v: float) -> str:
    """Micrometre precision: small files, and no 0.30000000000000004 noise."""
    text = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


@cache
def _outline_font(font: str):
    """(code point -> glyph name, glyph name -> advance, units per em, glyph name -> SVG path data): stored
    beside the font, else read by fontTools (pnp.base.fonts.glyph_outlines)."""
    return fonts.glyph_outlines(font)


_SVG = "{http://www.w3.org/2000/svg}"
_XLINK = "{http://www.w3.org/1999/xlink}"


@cache
def _art_svg(key: str, data: bytes) -> tuple[str, str]:
    """The view box and top-level elements of SVG art, to nest in a page. pnp/art.py wrote the document:
    allowed elements and attributes only, ids and classes already prefixed with the file's key; here the
    SVG namespace is dropped (the page declares it) and xlink:href written with the page's prefix."""
    root = ET.fromstring(data)

    def local(element) -> ET.Element:
        out = ET.Element(element.tag.removeprefix(_SVG))
        for name, value in element.attrib.items():
            out.set(name.replace(_XLINK, "xlink:"), value)
        out.text = element.text
        out.extend(map(local, element))
        return out

    return root.get("viewBox"), "".join(ET.tostring(local(child), encoding="unicode") for child in root)


def _attr(text: str) -> str:
    """An attribute value escaped as XML wants it (the same characters as ElementTree escapes). A chain of
    `in` tests is the quickest form: most of a build's 85,000 values are numbers that need nothing."""
    if "&" in text:
        text = text.replace("&", "&amp;")
    if "<" in text:
        text = text.replace("<", "&lt;")
    if ">" in text:
        text = text.replace(">", "&gt;")
    if '"' in text:
        text = text.replace('"', "&quot;")
    if "\r" in text:
        text = text.replace("\r", "&#13;")
    if "\n" in text:
        text = text.replace("\n", "&#10;")
    if "\t" in text:
        text = text.replace("\t", "&#09;")
    return text


def _cdata(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _tag(name: str, attrs: dict) -> str:
    """An element's opening tag without its closing bracket: "<rect x=\"1\" ..."."""
    return f"<{name}" + "".join(f' {k}="{_attr(v)}"' for k, v in attrs.items())


class _SvgPage:
    def __init__(self, tones: Tones):
        self.tone = tones.color  # the document's ink, None for colour
        self.art_tone = tones.image
        self.out: list[str] = []  # the page's drawing, in order
        self.defs: list[str] = []  # glyph outlines and clip paths, in the order they are first used
        self.glyph_ids: dict[tuple[str, str], str] = {}
        self.clips = 0
        self.arts: set[str] = set()  # SVG art already in <defs>, by key

    def element(self, name: str, attrs: dict, fill) -> None:
        """An element whose children `fill()` writes; written <name ... /> when it writes none."""
        at = len(self.out)
        self.out.append(_tag(name, attrs))
        fill()
        if len(self.out) == at + 1:
            self.out[at] += " />"
        else:
            self.out[at] += ">"
            self.out.append(f"</{name}>")

    def style(self, style, role: str) -> dict:
        fill, stroke = style.fill, style.stroke
        if self.tone is not None:
            fill, stroke = fill and self.tone(fill), stroke and self.tone(stroke)
        attrs = {"fill": fill or "none"}
        if stroke:
            attrs["stroke"] = stroke
            attrs["stroke-width"] = _n(style.width)
            if style.dash:
                attrs["stroke-dasharray"] = " ".join(_n(v) for v in style.dash)
        if role:
            attrs["class"] = role
        return attrs

    def glyph(self, font: str, name: str) -> str:
        key = (font, name)
        if key not in self.glyph_ids:
            gid = f"{font[0]}{len(self.glyph_ids)}"  # unique by the count; the letter only helps a reader
            self.glyph_ids[key] = gid
            self.defs.append(_tag("path", {"id": gid, "d": _outline_font(font)[3](name)}) + " />")
        return self.glyph_ids[key]

    def text(self, item: Text) -> None:
        upm = _outline_font(item.font)[2]
        x = item.x
        if item.anchor != "start":
            width = fonts.text_width(item.text, item.size, item.font)
            x -= width / 2 if item.anchor == "middle" else width
        k = item.size / upm
        fill = item.fill if self.tone is None else self.tone(item.fill)
        attrs = {"class": item.role or "text", "aria-label": item.text, "fill": fill,
                 "transform": f"translate({_n(x)} {_n(item.y)}) scale({k:.6g} {-k:.6g})"}
        uses = []
        advance = 0
        for stretch, font in fonts.segments(item.text, item.font):  # a symbol the serif lacks: from the sans
            cmap, advances, units, _ = _outline_font(font)
            scale = upm / units  # in the first font's units, as the group is scaled
            for ch in stretch:
                name = cmap.get(ord(ch), ".notdef")
                if not ch.isspace():
                    gid = self.glyph(font, name)
                    place = f' x="{_n(advance)}"' if advance else ""
                    uses.append(f'<use xlink:href="#{gid}"{place} />' if scale == 1 else
                                f'<use xlink:href="#{gid}" transform="translate({_n(advance)} 0) scale({scale:.6g})" />')
                advance += advances[name] * scale
        self.out.append(_tag("g", attrs) + (">" + "".join(uses) + "</g>" if uses else " />"))

    @staticmethod
    def path_data(ops) -> str:
        return " ".join(op[0] + " ".join(_n(v) for v in op[1:]) for op in ops)

    def add(self, item) -> None:
        kind = type(item)
        if kind is Text:
            if item.text:
                self.text(item)
        elif kind is Group:
            self.group(item)
        elif kind is Image:
            self.image(item)
        else:
            self.out.append(_tag(*self.shape(item)) + " />")

    def shape(self, item) -> tuple[str, dict]:
        kind = type(item)
        if kind is Rect:
            geometry = {"x": _n(item.x), "y": _n(item.y), "width": _n(item.w), "height": _n(item.h)}
            return "rect", {**geometry, **self.style(item.style, item.role)}
        if kind is Circle:
            geometry = {"cx": _n(item.cx), "cy": _n(item.cy), "r": _n(item.r)}
            return "circle", {**geometry, **self.style(item.style, item.role)}
        if kind is Line:
            geometry = {"x1": _n(item.x1), "y1": _n(item.y1), "x2": _n(item.x2), "y2": _n(item.y2)}
            return "line", {**geometry, **self.style(item.style, item.role)}
        return "path", {"d": self.path_data(item.ops), **self.style(item.style, item.role)}

    def image(self, item: Image) -> None:
        """Art as a <symbol> in <defs>, once per page however many pieces show it (its ids written once),
        placed with <use>: SVG art as its own shapes (still vector, still editable), raster art as a data
        URI, so the page stays one self-contained file."""
        if self.art_tone is not None:
            item = self.art_tone(item)
        attrs = {"xlink:href": f"#art-{item.key}", "x": _n(item.x), "y": _n(item.y), "width": _n(item.w), "height": _n(item.h)}
        if item.role:
            attrs["class"] = item.role
        if item.key not in self.arts:
            self.arts.add(item.key)
            self.defs.append(self.symbol(item))
        self.out.append(_tag("use", attrs) + " />")

    @staticmethod
    def symbol(item: Image) -> str:
        if item.kind == "svg":
            view_box, children = _art_svg(item.key, item.data)
        else:
            import base64  # only pages with raster art need it

            mime = {"png": "image/png", "jpeg": "image/jpeg"}[item.kind]
            view_box = "0 0 1 1"
            data = f"data:{mime};base64,{base64.b64encode(item.data).decode('ascii')}"
            children = _tag("image", {"width": "1", "height": "1", "preserveAspectRatio": "none", "xlink:href": data}) + " />"
        return (_tag("symbol", {"id": f"art-{item.key}", "viewBox": view_box, "preserveAspectRatio": "none"})
                + f">{children}</symbol>")

    def group(self, item: Group) -> None:
        attrs = {}
        if item.transform != (1.0, 0.0, 0.0, 1.0, 0.0, 0.0):
            numbers = [f"{v:.9g}" for v in item.transform[:4]] + [_n(v) for v in item.transform[4:]]
            attrs["transform"] = f"matrix({' '.join(numbers)})"
        if item.role:
            attrs["class"] = item.role
        if item.clip is not None:
            self.clips += 1
            clip_id = f"clip{self.clips}"
            self.defs.append(f'<clipPath id="{clip_id}">' + _tag(*self.shape(item.clip)) + " /></clipPath>")
            attrs["clip-path"] = f"url(#{clip_id})"
        self.element("g", attrs, lambda: [self.add(child) for child in item.items])


def render_svg(page: Page, title: str, tones: Tones | None = None) -> bytes:
    """The page as an SVG file, in the ink of `tones` (its document's, pnp.render.ink; colour when None)."""
    svg = _SvgPage(tones or Tones())
    for item in page.items:
        svg.add(item)
    w, h = _n(page.width), _n(page.height)
    root = _tag("svg", {"xmlns": "http://www.w3.org/2000/svg", "xmlns:xlink": "http://www.w3.org/1999/xlink",
                        "version": "1.1", "width": f"{w}mm", "height": f"{h}mm", "viewBox": f"0 0 {w} {h}"})
    title = f"<title>{_cdata(title)}</title>" if title else "<title />"
    defs = "<defs>" + "".join(svg.defs) + "</defs>" if svg.defs else "<defs />"
    text = "".join(['<?xml version="1.0" encoding="utf-8"?>\n', root, ">", title, defs, *svg.out, "</svg>"])
    return text.encode("utf-8", "xmlcharrefreplace")
