"""The designer's own art: PNG, JPEG and SVG files beside the game file, on any printed piece.

API, for part kinds (cards, tokens, boards, dice faces):

    art = load_art("art/fox.svg", folder, file="my-game.toml", field="decks[0].art")
        The file, checked and read once (cached by its resolved path and its content, however the game
        file spells the path): the path must stay inside `folder` (the game file's folder), the file must
        exist and be PNG, JPEG or SVG, a raster must decode to the end, and an SVG is rewritten keeping
        only what pnp understands (below). Any fault is a PnpError naming `file` and `field`, and the art file.
        `art.width`, `art.height` are its natural size (pixels, or SVG units).
    art_group(art, x, y, w, h, fit="contain", file=..., field=...)
        A scene Group drawing the art in the box (mm, top-left x, y): "contain" (whole, centred),
        "cover" (fills the box, clipped to it) or "stretch". Raster art printed below 300 dpi at that
        size gets one warning naming the file on stderr (`pnp: warning: ...`).
    game_folder(where)
        The folder a game file's art is looked up in: the folder of the Source (pnp.base.resources) the kit
        passes every part kind as `where`.

SVG art stays vector: the PDF renderer reads it with svglib (into reportlab shapes), the SVG renderer
nests it in the page. Both read the document pnp wrote, never the designer's file: an allow-list of
elements, attributes and CSS properties, each value checked by its type (numbers finite and bounded,
colours, `url(#id)` only) and written back in one spelling. CSS is read the way browsers read it (tinycss2:
any case, escapes decoded, comments removed), so `URL(`, `u\\72l(` or `@IMPORT` are seen for what they
are. What can reach outside the file or run (a link, `url()` or `@import` elsewhere, scripts, event
attributes, <foreignObject>, <image>) is refused; editor metadata and what pnp does not draw (filters,
other namespaces) are left out. Text is refused (svglib would draw it in a font the PDF does not embed):
the designer converts it to paths. Ids and classes get a prefix from the file's content, so two pictures
on one page never take each other's gradients or styles.
"""

from __future__ import annotations

import io
import math
import re
import sys
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from msgspec import Struct, structs

from pnp.base import colors
from pnp.base.errors import PnpError, in_file, joined
from pnp.base.i18n import Grouped, said
from pnp.base.resources import file_beside
from pnp.layout.icons import SVG_NS, parse_path, parse_transform, safe_svg_root
from pnp.scene import COLOR, Group, Image, Ink, Rect, Style

MIN_DPI = 300
MAX_SVG_BYTES = 5_000_000
MAX_RASTER_BYTES = 40_000_000
MAX_PIXELS = 80_000_000  # about 30 × 30 cm at 750 dpi; more is a mistake, or a decompression bomb
MAX_ELEMENTS = 50_000  # counted with every <use> as the elements it repeats
MAX_DEPTH = 60  # the same: a <use> nests what it repeats
MAX_UNITS = 1_000_000  # an SVG's width, height or view box beyond this is not a drawing
MIN_UNITS = 0.01  # nor below this: the renderers scale by its inverse
MAX_NUMBER = 1_000_000_000  # any coordinate, length or transform number in SVG art
MIN_SCALE = 0.000_001  # a transform shrinking more than this (its determinant below the square) draws nothing
# a view box longer than this many times its width: even on the largest thing pnp prints, a 2 m picture board
# (parts.board.art.MAX_ART), it would be 2 mm across, and on a card (300 mm at most) 0.3 mm: a line, not a picture
MAX_ASPECT = 1_000
MAX_STYLE_RULES = 1_000  # rules of an SVG's style sheet: each is matched against every element
KINDS = {".png": "png", ".jpg": "jpeg", ".jpeg": "jpeg", ".svg": "svg"}


class Art(Struct, frozen=True):
    name: str  # as the game file wrote it, for messages
    kind: str  # png | jpeg | svg
    data: bytes  # a raster as the file holds it; SVG as pnp rewrote it (see the module's docstring)
    width: float  # natural size: pixels, or SVG user units
    height: float
    key: str  # content hash: the renderers draw each file once

    @property
    def raster(self) -> bool:
        return self.kind != "svg"


def game_folder(where: str) -> Path:
    """The folder a game file's art is read from: `where.folder` when `where` is the Source (pnp.base.resources)
    the kit gives every kind, else the folder of the game file `where` names by its path."""
    folder = getattr(where, "folder", None)
    return folder if folder is not None else Path(where).parent


def resolve(text: str, folder: Path, *, file: str | None = None, field: str | None = None) -> Path:
    """The art file's path: relative to the game file's folder, and never outside it (links included)."""
    return file_beside(text, folder, what="art", kinds=KINDS, kinds_hint=said("errors.art.kinds"), file=file, field=field)


def load_art(text: str, folder: Path, *, file: str | None = None, field: str | None = None) -> Art:
    """The art at `text`, checked; see the module's docstring. Read once per resolved file and checked once
    per content, however many rows name it and however they spell its path."""
    path = resolve(text, folder, file=file, field=field)
    kind = KINDS[path.suffix.lower()]
    inside = f"{field}: '{text}'" if field else f"'{text}'"
    with in_file(file, inside):  # the file's own errors, named by each place that uses it
        art = _checked(kind, _read(path, MAX_SVG_BYTES if kind == "svg" else MAX_RASTER_BYTES))
    return art if art.name == text else structs.replace(art, name=text)


def _read(path: Path, limit: int) -> bytes:
    try:
        info = path.stat()
    except OSError as e:
        raise PnpError(said("errors.files.unreadable", reason=str(e.strerror))) from None
    if info.st_size > limit:
        raise PnpError(said("errors.art.too-large", most=limit // 1_000_000))
    return _bytes(path, (info.st_size, info.st_mtime_ns, info.st_ino), limit)


@cache
def _bytes(path: Path, stamp: tuple, limit: int) -> bytes:
    """The file's bytes, read once while its size, time and inode (`stamp`) stay the same."""
    try:
        with path.open("rb") as file:
            data = file.read(limit + 1)  # it may have grown since it was measured
    except OSError as e:
        raise PnpError(said("errors.files.unreadable", reason=str(e.strerror))) from None
    if len(data) > limit:
        raise PnpError(said("errors.art.too-large", most=limit // 1_000_000))
    return data


@cache
def _checked(kind: str, data: bytes) -> Art:
    """The art in `data`, checked (and an SVG rewritten) once per content."""
    import hashlib  # OpenSSL's hashes load only when a game has art

    key = hashlib.sha1(data).hexdigest()[:16]
    if kind == "svg":
        clean, width, height = clean_svg(data, prefix=f"a{key[:8]}-")
        return Art("", kind, clean, width, height, key)
    width, height = _raster_size(data, kind)
    return Art("", kind, data, width, height, key)


def _raster_size(data: bytes, kind: str) -> tuple[float, float]:
    from PIL import Image as PILImage  # Pillow only when there is raster art

    try:
        with PILImage.open(io.BytesIO(data)) as image:
            found = (image.format or "").lower()
            size = image.size
            if size[0] * size[1] > MAX_PIXELS:
                raise PnpError(said("errors.art.pixels", width=size[0], height=size[1], most=Grouped(MAX_PIXELS)))
            image.verify()
        with PILImage.open(io.BytesIO(data)) as image:
            image.load()  # every pixel decoded now: a truncated or corrupt stream fails here, not in a renderer
    except PnpError:
        raise
    except Exception as e:  # truncated, corrupt, not an image, a decompression bomb ...
        raise PnpError(said("errors.art.unreadable", kind=kind.upper(), reason=_reason(e))) from None
    if found != kind:
        raise PnpError(said("errors.art.other-kind", found=found.upper(), kind=kind.upper()) if found
                       else said("errors.art.unknown-kind", kind=kind.upper()))
    return float(size[0]), float(size[1])


def _reason(error: Exception) -> str:
    text = str(error).split("\n", 1)[0][:80]
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


# --- SVG: only what pnp understands ---------------------------------------------------------------

XLINK_NS = "{http://www.w3.org/1999/xlink}"
_SHAPES = {"path", "rect", "circle", "ellipse", "line", "polyline", "polygon"}
_KEPT = _SHAPES | {"svg", "g", "defs", "symbol", "use", "clipPath", "mask", "pattern", "marker", "linearGradient",
                   "radialGradient", "stop", "style"}
# what runs, embeds, fetches or animates, and text: refused in any namespace, even inside what is left out
_TEXT = {"text", "tspan", "textPath", "font", "font-face"}
_REFUSED = _TEXT | {"script", "foreignObject", "iframe", "video", "audio", "embed", "object", "animate", "set",
                    "animateMotion", "animateTransform", "animateColor", "a", "image", "feImage", "handler",
                    "listener"}
# attributes pnp writes back, by the type their value is checked as; any other attribute is left out
_LENGTHS = {"x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2", "fx", "fy", "fr",
            "offset", "refX", "refY", "markerWidth", "markerHeight", "pathLength", "stroke-width",
            "stroke-miterlimit", "stroke-dashoffset", "opacity", "fill-opacity", "stroke-opacity", "stop-opacity"}
_PAINTS = {"fill", "stroke", "color", "stop-color", "clip-path", "mask", "marker", "marker-start", "marker-mid",
           "marker-end"}
_KEYWORDS = {"fill-rule", "clip-rule", "stroke-linecap", "stroke-linejoin", "display", "visibility", "overflow",
             "vector-effect", "shape-rendering", "gradientUnits", "spreadMethod", "clipPathUnits", "maskUnits",
             "maskContentUnits", "patternUnits", "patternContentUnits", "markerUnits", "orient",
             "preserveAspectRatio"}
_LISTS = {"points", "viewBox", "stroke-dasharray"}
_TRANSFORMS = {"transform", "gradientTransform", "patternTransform"}
# CSS properties kept in a style attribute or a <style> rule: the presentation attributes above
_PROPERTIES = _PAINTS | {"stroke-width", "stroke-miterlimit", "stroke-dashoffset", "opacity", "fill-opacity",
                         "stroke-opacity", "stop-opacity", "fill-rule", "clip-rule", "stroke-linecap",
                         "stroke-linejoin", "display", "visibility", "overflow", "vector-effect", "shape-rendering",
                         "stroke-dasharray"}
_UNITS = {"": 1.0, "px": 1.0, "pt": 96 / 72, "pc": 16.0, "mm": 96 / 25.4, "cm": 96 / 2.54, "in": 96.0}
_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_LENGTH = re.compile(rf"({_NUMBER})(px|pt|pc|mm|cm|in|em|ex|%)?", re.I)
_NUMBERS = re.compile(_NUMBER)
_PATH_DATA = re.compile(r"[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]*")
_KEYWORD = re.compile(r"[A-Za-z0-9 .+-]{1,60}")
_NAME = re.compile(r"[\w.:-]{1,200}")
_IDENT = re.compile(r"-?[A-Za-z][A-Za-z-]*")
_COLOUR_FUNCTIONS = {"rgb", "rgba", "hsl", "hsla"}
_URL_FUNCTIONS = {"url", "src"}  # CSS functions that fetch what they name


def clean_svg(data: bytes, *, prefix: str, grey: bool = False) -> tuple[bytes, float, float]:
    """The SVG document pnp draws instead of `data` (see the module's docstring), and its natural size.
    `prefix` goes before every id and class; `grey` writes every colour as the grey of its lightness (black
    and white printing). Raises PnpError (without a place: the caller names it)."""
    root = safe_svg_root(data, name="", limit=MAX_SVG_BYTES, what="art")
    _refuse_hostile(root)
    x0, y0, width, height = _view_box(root)
    cleaner = _Cleaner(prefix, grey, (width, height))
    body = cleaner.children(root)
    wrapper = cleaner.attributes(root, skip={"x", "y", "width", "height", "viewBox", "preserveAspectRatio"})
    if wrapper:  # the root's own paint and style, on a group around its drawing
        body = [("g", wrapper, body, None)]
        if "id" in wrapper:
            cleaner.ids.setdefault(wrapper["id"], body[0])
    _check_expanded(body, cleaner.ids)
    size = {"width": _n(width), "height": _n(height), "viewBox": f"{_n(x0)} {_n(y0)} {_n(width)} {_n(height)}"}
    out = ['<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"']
    out += [f' {key}="{value}"' for key, value in size.items()]
    out.append(">")
    for node in body:
        _write(node, out)
    out.append("</svg>")
    return "".join(out).encode("utf-8"), width, height


def _fail(message):
    raise PnpError(message)



def _refuse_hostile(root) -> None:
    """Whatever could run or reach outside the file, anywhere in it (what pnp leaves out included), and a
    tree too large or too deep: refused."""
    count = 0
    stack = [(root, 0)]
    while stack:
        element, depth = stack.pop()
        count += 1
        if count > MAX_ELEMENTS:
            _fail(said("errors.svg.elements", most=Grouped(MAX_ELEMENTS)))
        if depth > MAX_DEPTH:
            _fail(said("errors.svg.depth", most=MAX_DEPTH))
        tag = _local(element.tag)
        if tag in _REFUSED:
            _fail(said("errors.svg.text" if tag in _TEXT else "errors.svg.refused", tag=tag))
        for key, value in element.attrib.items():
            name = _local(key)
            if name.lower().startswith("on"):
                _fail(said("errors.svg.script", name=name))
            if name == "href" and not value.strip().startswith("#"):
                _outside(value)
            _refuse_outside_urls(value)
        if tag == "style":
            _refuse_import(element.text or "")
            _refuse_outside_urls(element.text or "")
        stack.extend((child, depth + 1) for child in element if isinstance(child.tag, str))


def _outside(target: str):
    shown = target.strip()[:60]
    _fail(said("errors.svg.outside", target=shown))


def _css_tokens(text: str):
    """Every CSS token of `text`, nested ones included, as a browser reads them (escapes decoded)."""
    import tinycss2  # the CSS reader loads only when a game has SVG art

    stack = list(tinycss2.parse_component_value_list(text, skip_comments=True))
    while stack:
        token = stack.pop()
        yield token
        stack.extend(getattr(token, "arguments", None) or getattr(token, "content", None) or ())


def _refuse_outside_urls(text: str) -> None:
    if "(" not in text or not ("\\" in text or "url" in text.lower() or "src" in text.lower()):
        return  # no url( however spelt: a CSS escape needs a backslash
    for token in _css_tokens(text):
        target = _url_target(token)
        if target is not None and not target.strip().startswith("#"):
            _outside(target)


def _url_target(token) -> str | None:
    """What a url(...) or src(...) token names, or None for any other token."""
    if token.type == "url":
        return token.value
    if token.type == "function" and token.lower_name in _URL_FUNCTIONS:
        strings = [a.value for a in token.arguments if a.type == "string"]
        return strings[0] if strings else "".join(getattr(a, "value", "") or "" for a in token.arguments)
    return None


_IMPORT = said("errors.svg.import")


def _refuse_import(text: str) -> None:
    import tinycss2  # the CSS reader loads only when a game has SVG art

    for rule in tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True):
        if rule.type == "at-rule" and rule.lower_at_keyword == "import":
            _fail(_IMPORT)


def _local(tag) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def _in_svg(tag: str) -> bool:
    return tag.startswith(SVG_NS) or "}" not in tag


def _view_box(root) -> tuple[float, float, float, float]:
    """The drawing's view box: its viewBox, or 0 0 width height in user units."""
    if (root.get("viewBox") or "").strip():
        return view_box(root.get("viewBox"), "viewBox")
    width, height = _user_units(root.get("width")), _user_units(root.get("height"))
    if not (MIN_UNITS <= width <= MAX_UNITS and MIN_UNITS <= height <= MAX_UNITS):
        _fail(said("errors.svg.no-size", width=width, height=height, least=MIN_UNITS, most=Grouped(MAX_UNITS)))
    _check_aspect(width, height, said("errors.svg.its-size", width=width, height=height))
    return 0.0, 0.0, width, height


def view_box(text: str, what: str) -> tuple[float, float, float, float]:
    """Every viewBox of a designer's SVG, the root's and those inside it (nested <svg>, <symbol>, <marker>,
    <pattern>), read by this one rule: four finite numbers, the width and height between MIN_UNITS and
    MAX_UNITS (the renderers scale by their inverse: 1e-300 turns into a division by zero) and neither more
    than MAX_ASPECT times the other. `what` names the attribute for the message."""
    box = _numbers(text, what)
    if len(box) != 4 or not all(MIN_UNITS <= v <= MAX_UNITS for v in box[2:]):
        _fail(said("errors.svg.view-box", what=what, given=text.strip()[:40], least=MIN_UNITS, most=Grouped(MAX_UNITS)))
    _check_aspect(box[2], box[3], f"{what} '{text.strip()[:40]}'")  # not a message: an attribute and its value
    return box[0], box[1], box[2], box[3]


def _check_aspect(width: float, height: float, what: str) -> None:
    ratio = max(width / height, height / width)
    if ratio > MAX_ASPECT:
        _fail(said("errors.svg.aspect", what=what, ratio=Grouped(round(ratio)), most=Grouped(MAX_ASPECT)))


def _user_units(text: str | None) -> float:
    match = _LENGTH.fullmatch((text or "").strip())
    if not match or (match.group(2) or "").lower() not in _UNITS:
        return math.nan  # missing, a percentage or a font-relative size: no size of its own
    return _bounded(match.group(1), said("errors.svg.width-or-height")) * _UNITS[(match.group(2) or "").lower()]


def _bounded(text: str, what: str) -> float:
    value = float(text)
    if not (math.isfinite(value) and abs(value) <= MAX_NUMBER):
        _fail(said("errors.svg.beyond", what=what, given=text[:30], most=Grouped(MAX_NUMBER)))
    return value


def _numbers(text: str, what: str) -> list[float]:
    parts = [p for p in re.split(r"[\s,]+", text.strip()) if p]
    if not all(re.fullmatch(_NUMBER, p) for p in parts):
        _fail(said("errors.svg.numbers", what=what, given=text[:40]))
    return [_bounded(p, what) for p in parts]


_LONG = re.compile(r"\d{10}")
_FORMAT = "{:.10g}".format  # ten significant digits: a view box 0.01 wide keeps its detail


def _n(value: float) -> str:
    return _FORMAT(value)


class _Cleaner:
    """Builds the document pnp writes: (tag, attributes, children, text) nodes of the allowed elements."""

    def __init__(self, prefix: str, grey: bool = False, box: tuple[float, float] = (1.0, 1.0)):
        self.prefix = prefix
        self.grey = grey
        self.box = box  # the drawing's width and height: what a nested <svg>'s percentages are taken of
        self.ids: dict[str, tuple] = {}  # id (prefixed) -> its node, for <use>
        self.rules = 0

    def children(self, element) -> list[tuple]:
        out = []
        for child in element:
            node = self.node(child) if isinstance(child.tag, str) else None
            if node is not None:
                out.append(node)
        return out

    def node(self, element) -> tuple | None:
        tag = _local(element.tag)
        if not _in_svg(element.tag) or tag not in _KEPT:
            return None  # editor metadata, other namespaces, filters ...: pnp draws none of them
        if tag == "style":
            css = self.style_sheet(element.text or "")
            return ("style", {}, [], css) if css else None
        if tag == "svg" and any(_user_units(element.get(k)) <= 0 for k in ("width", "height")):
            return None  # a viewport of no area draws nothing, as SVG says
        if tag == "svg":
            self.viewport(element)
        node = (tag, self.attributes(element), self.children(element), None)
        if "id" in node[1]:
            self.ids.setdefault(node[1]["id"], node)
        return node

    def attributes(self, element, skip: frozenset | set = frozenset()) -> dict:
        tag = _local(element.tag)
        out = {}
        for key, value in element.attrib.items():
            name = "href" if key == XLINK_NS + "href" else key
            if name in skip or "}" in name:
                continue
            clean = self.value(name, value, f"<{tag}> {name}")
            if clean is not None:
                out[name] = clean
        return out

    def viewport(self, element) -> None:
        """A nested <svg> scales its viewBox into its width and height: that scale, as a transform's, at least
        MIN_SCALE (svglib inverts it: a width of 1e-300 or 1e-300% was a division by zero in the PDF)."""
        if not (element.get("viewBox") or "").strip():
            return  # no view box: no scale, only a clip
        _, _, inner_width, inner_height = view_box(element.get("viewBox"), "<svg> viewBox")
        for key, inner, outer in (("width", inner_width, self.box[0]), ("height", inner_height, self.box[1])):
            text = (element.get(key) or "").strip()
            match = _LENGTH.fullmatch(text)
            if not match or (match.group(2) or "").lower() not in (*_UNITS, "%"):
                continue  # missing, auto or font-relative: the renderers take 100 %
            size = _bounded(match.group(1), f"<svg> {key}")
            size = size / 100 * outer if match.group(2) == "%" else size * _UNITS[(match.group(2) or "").lower()]
            if not size / inner >= MIN_SCALE:
                _fail(said("errors.svg.flat-viewport", attribute=key, given=text[:40], least=f"{MIN_SCALE:g}"))

    def value(self, name: str, value: str, what: str) -> str | None:
        """The attribute's value as pnp writes it, None to leave the attribute out; refuses a bad value."""
        value = value.strip()
        if name in _LENGTHS:
            return self.length(value, what)
        if name == "stop-color" and value.lower() == "currentcolor":
            return None  # svglib cannot paint a gradient stop in the current colour; the default, black, is its value here
        if name in _PAINTS:
            return self.paint(value, what)
        if name in _KEYWORDS:
            return value if _KEYWORD.fullmatch(value) else _fail(said("errors.svg.keyword", what=what, given=value[:40]))
        if name in _LISTS:
            return self.numbers(name, value, what)
        if name in _TRANSFORMS:
            return self.transform(value, what)
        if name == "d":
            return self.path(value, what)
        if name == "href":
            return "#" + self.prefix + value[1:]  # _refuse_hostile let only #id through
        if name == "id":
            return self.prefix + value if _NAME.fullmatch(value) else None
        if name == "class":
            names = [self.prefix + c for c in value.split() if _NAME.fullmatch(c)]
            return " ".join(names) or None
        if name == "style":
            return self.declarations(value) or None
        return None

    def length(self, value: str, what: str) -> str | None:
        if value in ("auto", "inherit"):
            return None  # the default applies: svglib reads no keyword here
        match = _LENGTH.fullmatch(value)
        if not match:
            _fail(said("errors.svg.length", what=what, given=value[:40]))
        _bounded(match.group(1), what)
        return value.lower()

    def numbers(self, name: str, value: str, what: str) -> str | None:
        if name == "stroke-dasharray" and value == "none":
            return value
        if name == "viewBox":
            return " ".join(_n(v) for v in view_box(value, what))
        numbers = _numbers(value.replace("px", ""), what)
        if name == "stroke-dasharray" and (min(numbers, default=0) < 0 or sum(numbers) <= 0):
            return None  # an invalid dash pattern draws a solid line, as SVG says
        return " ".join(_n(v) for v in numbers)

    def transform(self, value: str, what: str) -> str:
        for number in _NUMBERS.findall(value):
            _bounded(number, what)
        a, b, c, d, _, _ = parse_transform(value, what)
        if not abs(a * d - b * c) >= MIN_SCALE**2:  # nan too
            _fail(said("errors.svg.flat", what=what, given=value[:40], least=f"{MIN_SCALE:g}"))
        return value

    def path(self, value: str, what: str) -> str | None:
        """Path data as pnp reads it (pnp/icons.py), written back as absolute M, L, C and Z: the one
        spelling of it both renderers read the same way."""
        if not _PATH_DATA.fullmatch(value):
            _fail(said("errors.svg.path", what=what))
        if "e" in value or "E" in value or _LONG.search(value):  # only these numbers can be out of bounds
            for number in _NUMBERS.findall(value):
                _bounded(number, what)
        ops = parse_path(value, what)
        values = [v for op in ops for v in op[1:]]
        if values and not (-MAX_NUMBER <= min(values) and max(values) <= MAX_NUMBER):  # relative steps add up
            _fail(said("errors.svg.reaches", what=what, most=Grouped(MAX_NUMBER)))
        return " ".join(op[0] + " ".join(map(_FORMAT, op[1:])) for op in ops) or None

    def paint(self, value: str, what: str) -> str:
        """A colour, none, or url(#id) with a fallback, in one spelling."""
        import tinycss2  # the CSS reader loads only when a game has SVG art

        out = []
        for token in tinycss2.parse_component_value_list(value, skip_comments=True):
            target = _url_target(token)
            if target is not None:
                target = target.strip()
                if not (target.startswith("#") and _NAME.fullmatch(target[1:])):
                    _outside(target)
                out.append(f"url(#{self.prefix}{target[1:]})")
            elif token.type == "whitespace":
                out.append(" ")
            elif token.type == "ident" and _IDENT.fullmatch(token.value):
                out.append(_grey_token(token) if self.grey else token.value)
            elif token.type == "hash" and len(token.value) in (3, 4, 6, 8) and re.fullmatch(r"[0-9A-Fa-f]+", token.value):
                out.append(_grey_token(token) if self.grey else "#" + token.value)
            elif token.type == "function" and token.lower_name in _COLOUR_FUNCTIONS and all(
                    a.type in ("number", "percentage", "dimension", "whitespace", "literal") for a in token.arguments):
                out.append(_grey_token(token) if self.grey else tinycss2.serialize([token]))
            else:
                _fail(said("errors.svg.paint", what=what, given=value[:40]))
        return "".join(out).strip()

    def declarations(self, text: str) -> str:
        """A CSS declaration list with only the properties pnp draws, each value checked."""
        import tinycss2  # the CSS reader loads only when a game has SVG art

        out = []
        for item in tinycss2.parse_blocks_contents(text, skip_comments=True, skip_whitespace=True):
            if item.type == "at-rule" and item.lower_at_keyword == "import":
                _fail(_IMPORT)
            if item.type != "declaration" or item.lower_name not in _PROPERTIES:
                continue
            clean = self.value(item.lower_name, tinycss2.serialize(item.value), f"style '{item.lower_name}'")
            if clean:
                out.append(f"{item.lower_name}:{clean}")
        return ";".join(out)

    def style_sheet(self, text: str) -> str:
        """A <style> sheet: its plain rules (type, class and id selectors), at-rules left out."""
        import tinycss2  # the CSS reader loads only when a game has SVG art

        out = []
        for rule in tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True):
            if rule.type != "qualified-rule":
                continue
            self.rules += 1
            if self.rules > MAX_STYLE_RULES:
                _fail(said("errors.svg.rules", most=Grouped(MAX_STYLE_RULES)))
            selector = self.selector(rule.prelude)
            body = self.declarations(tinycss2.serialize(rule.content or []))
            if selector and body:
                out.append(f"{selector}{{{body}}}")
        return "\n".join(out)

    def selector(self, tokens) -> str | None:
        """Type, class and id selectors with combinators, their names prefixed; None for anything else."""
        from tinycss2.serializer import serialize_identifier  # with the CSS reader

        out = []
        dot = False
        for token in tokens:
            if dot:
                if token.type != "ident":
                    return None
                out.append("." + serialize_identifier(self.prefix + token.value))
                dot = False
            elif token.type == "literal" and token.value == ".":
                dot = True
            elif token.type == "hash" and token.is_identifier:
                out.append("#" + serialize_identifier(self.prefix + token.value))
            elif token.type == "ident":
                out.append(serialize_identifier(token.value))
            elif token.type == "whitespace":
                out.append(" ")
            elif token.type == "literal" and token.value in (",", ">", "+", "~", "*"):
                out.append(token.value)
            else:
                return None
        return "".join(out).strip() if not dot else None


def _grey_token(token) -> str:
    """A CSS colour token as the grey of its lightness (colors.grey), its opacity kept; a keyword that is no
    colour (none, currentColor, inherit) as it is."""
    import tinycss2  # the CSS reader loads only when a game has SVG art
    from tinycss2.color3 import parse_color  # with the CSS reader

    rgba = parse_color(token)
    if rgba is None or isinstance(rgba, str):
        return tinycss2.serialize([token]).strip()
    level = colors.grey("#" + "".join(f"{round(max(0.0, min(1.0, c)) * 255):02x}" for c in rgba[:3]))
    if rgba[3] >= 1:
        return level
    value = int(level[1:3], 16)
    return f"rgba({value},{value},{value},{rgba[3]:.4g})"


def _check_expanded(body: list[tuple], ids: dict[str, tuple]) -> None:
    """The drawing as its renderers expand it, every <use> replaced by what it repeats: at most
    MAX_ELEMENTS elements, MAX_DEPTH deep, and no <use> that repeats itself or what holds it."""
    done: dict[int, tuple[int, int]] = {}  # id(node) -> (elements, levels) it expands to
    visiting: set[int] = set()

    def expand(node: tuple, depth: int) -> int:
        if depth > MAX_DEPTH:
            _fail(said("errors.svg.use-depth", most=MAX_DEPTH))
        key = id(node)
        if key in visiting:
            _fail(said("errors.svg.use-loop"))
        if key not in done:
            visiting.add(key)
            tag, attrs, children, _ = node
            parts = list(children)
            if tag == "use" and attrs.get("href", "")[1:] in ids:
                parts.append(ids[attrs["href"][1:]])
            count, levels = 1, 1
            for part in parts:
                expand(part, depth + 1)
                count += done[id(part)][0]
                levels = max(levels, 1 + done[id(part)][1])
                if count > MAX_ELEMENTS:
                    _fail(said("errors.svg.use-elements", most=Grouped(MAX_ELEMENTS)))
            visiting.discard(key)
            done[key] = (count, levels)
        if depth + done[key][1] - 1 > MAX_DEPTH:
            _fail(said("errors.svg.use-depth", most=MAX_DEPTH))
        return done[key][0]

    if sum(expand(node, 1) for node in body) > MAX_ELEMENTS:
        _fail(said("errors.svg.use-elements", most=Grouped(MAX_ELEMENTS)))


_ESCAPES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"}
_ESCAPED = re.compile('[&<>"\n\r\t]')


def _write(node: tuple, out: list[str]) -> None:
    tag, attrs, children, text = node
    out.append("<" + tag)
    for key, value in attrs.items():
        out.append(f' {"xlink:href" if key == "href" else key}="{_ESCAPED.sub(lambda m: _ESCAPES[m.group()], value)}"')
    if not children and not text:
        out.append("/>")
        return
    out.append(">")
    if text:
        out.append(_ESCAPED.sub(lambda m: _ESCAPES[m.group()], text))
    for child in children:
        _write(child, out)
    out.append(f"</{tag}>")


# --- black and white -------------------------------------------------------------------------------


def ink(name: str) -> Ink:
    """The colour filter of an --ink (color, bw) that a Document carries to its renderers: black and white
    gives each colour the grey of its lightness (colors.grey) and the designer's art its greys (grey_image)
    as they are drawn; colour keeps both. The shapes a kind draws otherwise for black and white (a die's
    band, a token's pattern) it chooses itself, from its Context's ink."""
    return BLACK_AND_WHITE if name == "bw" else COLOR


def grey_image(item: Image) -> Image:
    """A scene Image of the designer's art in greys, for black-and-white printing (--ink bw): SVG art with
    every colour written as the grey of its lightness, as the kit's own shapes are (colors.grey), its
    shapes still vector; raster art through Pillow to greyscale, its transparency kept."""
    return structs.replace(item, data=_grey(item.kind, item.data), key=f"{item.key}g")


@cache
def _grey(kind: str, data: bytes) -> bytes:
    """The art's bytes in greys, once per content."""
    if kind == "svg":
        return clean_svg(data, prefix="g", grey=True)[0]
    from PIL import Image as PILImage  # Pillow only when there is raster art

    out = io.BytesIO()
    with PILImage.open(io.BytesIO(data)) as image:
        if kind == "jpeg":  # no transparency in a JPEG: one channel, at a quality that keeps the photograph's detail
            image.convert("L").save(out, "JPEG", quality=92)
        else:
            transparent = image.mode in ("RGBA", "LA", "PA") or "transparency" in image.info
            (image.convert("RGBA").convert("LA") if transparent else image.convert("L")).save(out, "PNG")
    return out.getvalue()


BLACK_AND_WHITE = Ink("bw", colors.grey, grey_image)


# --- placing ------------------------------------------------------------------------------------------

_warned: set[tuple[str, int]] = set()
_listeners: list[list[str]] = []  # warnings_heard(): who hears the warnings instead of stderr


def warn(message, file: str | None = None, field: str | None = None) -> None:
    """One line on stderr, once per message: the build goes on. Inside `warnings_heard()`, the line goes to its
    list instead (pnp validate reports each as a warning of its own)."""
    where = joined(file, field)
    message = str(message)  # a message of the catalogue said now, in the reader's language
    line = joined(where, message)
    if _listeners:
        if line not in _listeners[-1]:
            _listeners[-1].append(line)
        return
    if (where, hash(message)) not in _warned:
        _warned.add((where, hash(message)))
        print(said("warnings.line", line=line), file=sys.stderr)


@contextmanager
def warnings_heard():
    """The warnings given inside, as lines (file, field, message) in a list, instead of on stderr."""
    heard: list[str] = []
    _listeners.append(heard)
    try:
        yield heard
    finally:
        _listeners.remove(heard)


def fitted(art: Art, x: float, y: float, w: float, h: float, fit: str) -> tuple[float, float, float, float]:
    """The box the art is drawn in, to show it in (x, y, w, h) as `fit` says."""
    if fit == "stretch":
        return x, y, w, h
    k = (min if fit == "contain" else max)(w / art.width, h / art.height)
    dw, dh = art.width * k, art.height * k
    return x + (w - dw) / 2, y + (h - dh) / 2, dw, dh


def art_group(art: Art, x: float, y: float, w: float, h: float, fit: str = "contain", *, file: str | None = None,
              field: str | None = None, role: str = "art") -> Group:
    """The art placed in the box; see the module's docstring."""
    bx, by, bw, bh = fitted(art, x, y, w, h, fit)
    if art.raster:
        dpi = min(art.width / (bw / 25.4), art.height / (bh / 25.4))
        if dpi < MIN_DPI - 0.5:
            warn(said("errors.art.blurred", name=art.name, dpi=round(dpi), width=round(bw, 1), height=round(bh, 1),
                      least=MIN_DPI, wide=round(bw / 25.4 * MIN_DPI), high=round(bh / 25.4 * MIN_DPI)), file, field)
    image = Image(bx, by, bw, bh, art.kind, art.data, art.key, role=f"{role}-{art.kind}")
    clip = Rect(x, y, w, h, Style()) if fit == "cover" else None
    return Group([image], clip=clip, role=role)
