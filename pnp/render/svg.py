"""Draw one scene Page as an SVG with svgwrite.

Text is drawn as the font's own glyph outlines (one <path> per glyph in <defs>, placed with <use>),
so the file looks the same on a machine without the font; the words stay readable as aria-label.
"""

from __future__ import annotations

from functools import cache

import svgwrite

from pnp import fonts
from pnp.scene import Circle, Group, Line, Page, Path, Rect, Text


def _n(v: float) -> str:
    """Micrometre precision: small files, and no 0.30000000000000004 noise."""
    text = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


@cache
def _outline_font(font: str):
    from fontTools.pens.svgPathPen import SVGPathPen
    from fontTools.ttLib import TTFont

    tt = TTFont(str(fonts.font_path(font)), lazy=True)
    glyphs = tt.getGlyphSet()
    return tt.getBestCmap(), tt["hmtx"].metrics, tt["head"].unitsPerEm, glyphs, SVGPathPen


@cache
def _glyph_path(font: str, name: str) -> str:
    cmap, hmtx, upm, glyphs, pen_class = _outline_font(font)
    pen = pen_class(glyphs, ntos=lambda v: f"{v:g}")
    glyphs[name].draw(pen)
    return pen.getCommands()


class _SvgPage:
    def __init__(self, page: Page, title: str):
        w, h = page.width, page.height
        self.dwg = svgwrite.Drawing(
            size=(f"{_n(w)}mm", f"{_n(h)}mm"), viewBox=f"0 0 {_n(w)} {_n(h)}", profile="full", debug=False
        )
        self.dwg.set_desc(title=title)
        self.glyph_ids: dict[tuple[str, str], str] = {}

    def style(self, style) -> dict:
        attrs = {"fill": style.fill or "none"}
        if style.stroke:
            attrs["stroke"] = style.stroke
            attrs["stroke-width"] = _n(style.width)
            if style.dash:
                attrs["stroke-dasharray"] = " ".join(_n(v) for v in style.dash)
        return attrs

    def role(self, attrs: dict, role: str) -> dict:
        if role:
            attrs["class"] = role
        return attrs

    def glyph(self, font: str, name: str) -> str:
        key = (font, name)
        if key not in self.glyph_ids:
            gid = f"{font[0]}{len(self.glyph_ids)}"
            self.glyph_ids[key] = gid
            self.dwg.defs.add(self.dwg.path(d=_glyph_path(font, name), id=gid))
        return self.glyph_ids[key]

    def text(self, item: Text):
        cmap, hmtx, upm, _, _ = _outline_font(item.font)
        x = item.x
        if item.anchor != "start":
            width = fonts.text_width(item.text, item.size, item.font)
            x -= width / 2 if item.anchor == "middle" else width
        k = item.size / upm
        g = self.dwg.g(
            transform=f"translate({_n(x)} {_n(item.y)}) scale({k:.6g} {-k:.6g})",
            fill=item.fill,
            **{"aria-label": item.text, "class": item.role or "text"},
        )
        advance = 0
        for ch in item.text:
            name = cmap.get(ord(ch), ".notdef")
            if not ch.isspace():
                use = self.dwg.use(f"#{self.glyph(item.font, name)}")
                if advance:
                    use["x"] = advance
                g.add(use)
            advance += hmtx[name][0]
        return g

    def path_data(self, ops) -> str:
        parts = []
        for op in ops:
            parts.append(op[0] + " ".join(_n(v) for v in op[1:]))
        return " ".join(parts)

    def element(self, item):
        d = self.dwg
        kind = type(item)
        if kind is Rect:
            return d.rect(
                insert=(_n(item.x), _n(item.y)), size=(_n(item.w), _n(item.h)), **self.role(self.style(item.style), item.role)
            )
        if kind is Circle:
            return d.circle(center=(_n(item.cx), _n(item.cy)), r=_n(item.r), **self.role(self.style(item.style), item.role))
        if kind is Line:
            return d.line(
                start=(_n(item.x1), _n(item.y1)), end=(_n(item.x2), _n(item.y2)), **self.role(self.style(item.style), item.role)
            )
        if kind is Path:
            return d.path(d=self.path_data(item.ops), **self.role(self.style(item.style), item.role))
        if kind is Text:
            return self.text(item)
        return self.group(item)

    def group(self, item: Group):
        attrs = {}
        if item.transform != (1.0, 0.0, 0.0, 1.0, 0.0, 0.0):
            attrs["transform"] = "matrix(" + " ".join(_n(v) if i > 3 else f"{v:.9g}" for i, v in enumerate(item.transform)) + ")"
        if item.role:
            attrs["class"] = item.role
        g = self.dwg.g(**attrs)
        if item.clip is not None:
            clip_id = f"c{len(self.dwg.defs.elements)}"
            clip = self.dwg.clipPath(id=clip_id)
            clip.add(self.element(item.clip))
            self.dwg.defs.add(clip)
            g["clip-path"] = f"url(#{clip_id})"
        for child in item.items:
            if type(child) is not Text or child.text:
                g.add(self.element(child))
        return g


def render_svg(page: Page, title: str) -> bytes:
    svg = _SvgPage(page, title)
    for item in page.items:
        if type(item) is not Text or item.text:
            svg.dwg.add(svg.element(item))
    return svg.dwg.tostring().encode("utf-8")
