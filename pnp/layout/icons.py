"""The project's icons: small SVG files under templates/icons, read safely into scene shapes.

An icon is a one-colour silhouette in a 100 × 100 box. Beside the project's own, any icon of the game-icons.net
set is named `game-icons:NAME` (game_icons.py reads the set, only when a game names one of them). Its shapes are painted in two tones only: "ink"
(any colour but white) and "paper" (white, for eyes, holes and highlights), so the piece that uses the
icon decides both colours: a white hen on a blue token, a black hen on a white one.

Only a small, safe part of SVG is read: path (every command, absolute and relative, arcs and quadratics
turned into cubics), circle, ellipse, rect (with rounded corners), line, polygon, polyline, g with
transforms, and <use> of an element of the same file. No DOCTYPE, no entities, no external reference,
no <image>, <text>, <style> or <script>: such a file is refused, not half-read.
"""

from __future__ import annotations

import math
import re
from functools import cache
from pathlib import Path

from msgspec import Struct

from pnp.base.errors import PnpError
from pnp.base.i18n import Said, or_list, said
from pnp.base.resources import data_dir
from pnp.layout import game_icons
from pnp.scene import Group, Matrix, Style, compose, scale, translate
from pnp.scene import Path as ScenePath

BOX = 100.0  # every icon is normalised to a 100 × 100 box
SVG_NS = "{http://www.w3.org/2000/svg}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
MAX_BYTES = 200_000
MAX_ELEMENTS = 2_000

_IGNORED = {"title", "desc", "metadata", "defs"}
_REFUSED = {"image", "text", "style", "script", "foreignObject", "iframe", "video", "audio", "animate", "set",
            "pattern", "mask", "filter", "tspan", "textPath", "a", "switch", "symbol", "marker", "clipPath"}
_SHAPES = {"path", "circle", "ellipse", "rect", "line", "polygon", "polyline"}
_PAPER = {"#fff", "#ffffff", "white"}


class Shape(Struct, frozen=True):
    """One painted shape of an icon, in the icon's 100-unit box."""

    ops: tuple  # scene path ops: ("M", x, y), ("L", x, y), ("C", ...), ("Z",)
    fill: str | None  # "ink" | "paper" | None
    stroke: str | None
    width: float  # stroke width, icon units


def icons_dir() -> Path:
    return data_dir("templates") / "icons"


@cache
def known_icons() -> tuple[str, ...]:
    return tuple(sorted(p.stem for p in icons_dir().glob("*.svg")))


def check_icon(name: str, *, file: str | None = None, field: str | None = None) -> str:
    """The name, if an icon of that name ships with pnp or is one of game-icons.net's (`game-icons:NAME`);
    otherwise one line with the nearest names."""
    if game_icons.is_game_icon(name):
        if not game_icons.known(name):
            hint = game_icons.close_matches(name)
            raise PnpError(said("errors.icons.unknown_game_icon_close", name=name, close=hint[0]) if hint
                           else said("errors.icons.unknown_game_icon", name=name),
                           file=file, field=field)
        return name
    if name not in known_icons():
        import difflib  # only for a misspelt icon's did-you-mean

        hint = difflib.get_close_matches(name, known_icons(), n=1)
        icons = ", ".join(known_icons())
        raise PnpError(said("errors.icons.unknown_close", name=name, close=hint[0], icons=icons) if hint
                       else said("errors.icons.unknown", name=name, icons=icons),
                       file=file, field=field)
    return name


def is_icon(name: str) -> bool:
    """Whether the name is an icon: one of pnp's own, or a game-icons.net name the set holds."""
    return game_icons.known(name) if game_icons.is_game_icon(name) else name in known_icons()


@cache
def load_icon(name: str) -> tuple[Shape, ...]:
    check_icon(name)
    if game_icons.is_game_icon(name):
        # one filled path on the set's 512 view box, scaled to the 100-unit box
        k = BOX / game_icons.VIEW
        return tuple(Shape(tuple(_transform_ops(parse_path(d, name), scale(k))), "ink", None, 0.0)
                     for d in game_icons.path_data(name))
    path = icons_dir() / f"{name}.svg"
    return parse_icon(path.read_bytes(), name=f"icon '{name}' ({path.name})")


@cache
def _painted(name: str, ink: str, paper: str) -> tuple[ScenePath, ...]:
    tones = {"ink": ink, "paper": paper, None: None}
    return tuple(
        ScenePath(list(s.ops), Style(fill=tones[s.fill], stroke=tones[s.stroke], width=s.width), "icon-shape")
        for s in load_icon(name)
    )


def icon_group(name: str, x: float, y: float, size: float, ink: str, paper: str, role: str = "icon") -> Group:
    """The icon in a size × size box whose top-left corner is (x, y), in millimetres."""
    return Group(list(_painted(name, ink, paper)), compose(translate(x, y), scale(size / BOX)),
                 role=f"{role} {role}-{name.replace(':', '-')}")


# --- reading an SVG file --------------------------------------------------------------------------


def parse_icon(data: bytes | str, *, name: str = "icon") -> tuple[Shape, ...]:
    """The shapes of an SVG document, normalised to the 100-unit box. Refuses anything unsafe or unknown."""
    root = safe_svg_root(data, name=name, limit=MAX_BYTES, what="icons")
    reader = _Reader(root, name)
    shapes = reader.read()
    if not shapes:
        raise PnpError(said("errors.icons.nothing"), field=name)
    return tuple(shapes)


def safe_svg_root(data: bytes | str, *, name: str, limit: int, what: str = "icons"):
    """The root <svg> element of a document at most `limit` bytes long, parsed with defusedxml: no
    DOCTYPE, no entities, no external reference. Shared by icons and by the designer's art (pnp/art.py)."""
    import defusedxml.ElementTree as DET  # the XML parser loads only when an SVG is read
    from defusedxml import DefusedXmlException

    raw = data.encode("utf-8") if isinstance(data, str) else data
    if len(raw) > limit:
        raise PnpError(said("errors.icons.bytes", count=len(raw), what=what, most=limit), field=name)
    if b"<!DOCTYPE" in raw.upper() or b"<!ENTITY" in raw.upper():
        raise PnpError(said("errors.icons.doctype", what=what), field=name)
    try:
        root = DET.fromstring(raw, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except DefusedXmlException as e:
        raise PnpError(said("errors.icons.refused", error=type(e).__name__, what=what), field=name) from None
    except Exception as e:  # xml.etree ParseError and friends
        raise PnpError(said("errors.icons.malformed", error=str(e)), field=name) from None
    if _tag(root) != "svg":
        raise PnpError(said("errors.icons.top", tag=_tag(root)), field=name)
    return root


def _tag(element) -> str:
    tag = element.tag if isinstance(element.tag, str) else ""
    return tag[len(SVG_NS):] if tag.startswith(SVG_NS) else tag.rsplit("}", 1)[-1]


_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def _numbers(text: str | None) -> list[float]:
    return [float(v) for v in _NUMBER.findall(text or "")]


class _Reader:
    def __init__(self, root, name: str):
        self.root = root
        self.name = name
        self.count = 0
        self.ids = {el.get("id"): el for el in root.iter() if el.get("id")}

    def fail(self, message: Said):
        raise PnpError(message, field=self.name)

    def read(self) -> list[Shape]:
        vb = _numbers(self.root.get("viewBox"))
        if len(vb) == 4 and vb[2] > 0 and vb[3] > 0:
            x0, y0, w, h = vb
        else:
            w = _numbers(self.root.get("width"))[:1] or [BOX]
            h = _numbers(self.root.get("height"))[:1] or [BOX]
            x0, y0, w, h = 0.0, 0.0, w[0], h[0]
            if w <= 0 or h <= 0:
                self.fail(said("errors.icons.no_size"))
        k = BOX / max(w, h)
        # centred in the box when the view box is not square
        base = compose(translate((BOX - w * k) / 2, (BOX - h * k) / 2), scale(k), translate(-x0, -y0))
        shapes: list[Shape] = []
        paint = self.paint(self.root, {"fill": "ink", "stroke": None, "width": 1.0})
        self.walk(self.root, base, paint, shapes, depth=0)
        return shapes

    def walk(self, element, matrix: Matrix, paint: dict, out: list, depth: int) -> None:
        if depth > 20:
            self.fail(said("errors.icons.deep", most=20))
        for child in element:
            if not isinstance(child.tag, str):  # comments, processing instructions
                continue
            self.count += 1
            if self.count > MAX_ELEMENTS:
                self.fail(said("errors.icons.elements", most=MAX_ELEMENTS))
            tag = _tag(child)
            self.check_refs(child)
            if tag in _IGNORED:
                continue
            if tag in _REFUSED:
                self.fail(said("errors.icons.refused_tag", tag=tag))
            m = compose(matrix, parse_transform(child.get("transform"), self.name))
            p = self.paint(child, paint)
            if tag in ("g", "svg"):
                self.walk(child, m, p, out, depth + 1)
            elif tag == "use":
                ref = child.get("href") or child.get(XLINK_HREF) or ""
                target = self.ids.get(ref[1:])
                if target is None or target is child:
                    self.fail(said("errors.icons.use", ref=ref))
                dx, dy = (_numbers(child.get("x"))[:1] or [0.0])[0], (_numbers(child.get("y"))[:1] or [0.0])[0]
                holder = [target]
                self.walk(holder, compose(m, translate(dx, dy)), p, out, depth + 1)
            elif tag in _SHAPES:
                ops = self.geometry(tag, child)
                if ops and (p["fill"] or p["stroke"]):
                    det = abs(m[0] * m[3] - m[1] * m[2])
                    width = p["width"] * math.sqrt(det) if p["stroke"] else 0.0
                    out.append(Shape(tuple(_transform_ops(ops, m)), p["fill"], p["stroke"], round(width, 3)))
            else:
                self.fail(said("errors.icons.unknown_tag", tag=tag))

    def check_refs(self, element) -> None:
        for key, value in element.attrib.items():
            if key.endswith("href") and not value.startswith("#"):
                self.fail(said("errors.icons.outside", value=value))
            if "url(" in value and not re.fullmatch(r"\s*url\(#[\w-]+\)\s*", value):
                self.fail(said("errors.icons.outside", value=value))

    def paint(self, element, inherited: dict) -> dict:
        values = dict(element.attrib)
        for decl in (element.get("style") or "").split(";"):
            if ":" in decl:
                key, _, value = decl.partition(":")
                values[key.strip()] = value.strip()
        p = dict(inherited)
        if "fill" in values:
            p["fill"] = self.tone(values["fill"])
        if "stroke" in values:
            p["stroke"] = self.tone(values["stroke"])
        if "stroke-width" in values:
            numbers = _numbers(values["stroke-width"])
            if not numbers or numbers[0] < 0:
                self.fail(said("errors.icons.stroke_width", value=values["stroke-width"]))
            p["width"] = numbers[0]
        return p

    def tone(self, value: str) -> str | None:
        v = value.strip().lower()
        if v in ("none", "transparent"):
            return None
        if v.startswith("url("):
            self.fail(said("errors.icons.gradient", value=value))
        return "paper" if v in _PAPER else "ink"

    def geometry(self, tag: str, el) -> list[tuple]:
        def num(key: str, default: float = 0.0) -> float:
            values = _numbers(el.get(key))
            return values[0] if values else default

        if tag == "path":
            return parse_path(el.get("d") or "", self.name)
        if tag == "circle":
            r = num("r")
            return _ellipse(num("cx"), num("cy"), r, r) if r > 0 else []
        if tag == "ellipse":
            rx, ry = num("rx"), num("ry")
            return _ellipse(num("cx"), num("cy"), rx, ry) if rx > 0 and ry > 0 else []
        if tag == "rect":
            x, y, w, h = num("x"), num("y"), num("width"), num("height")
            if w <= 0 or h <= 0:
                return []
            rx, ry = el.get("rx"), el.get("ry")
            rx_v = num("rx") if rx is not None else (num("ry") if ry is not None else 0.0)
            ry_v = num("ry") if ry is not None else rx_v
            return _rect(x, y, w, h, min(rx_v, w / 2), min(ry_v, h / 2))
        if tag == "line":
            return [("M", num("x1"), num("y1")), ("L", num("x2"), num("y2"))]
        points = _numbers(el.get("points"))
        if len(points) < 4:
            return []
        pairs = list(zip(points[0::2], points[1::2]))
        ops: list[tuple] = [("M", *pairs[0])] + [("L", *pt) for pt in pairs[1:]]
        return ops + [("Z",)] if tag == "polygon" else ops


_KAPPA = 0.5522847498307936  # control distance of a quarter circle drawn as one cubic


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> list[tuple]:
    kx, ky = rx * _KAPPA, ry * _KAPPA
    return [
        ("M", cx + rx, cy),
        ("C", cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry),
        ("C", cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy),
        ("C", cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry),
        ("C", cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy),
        ("Z",),
    ]


def _rect(x: float, y: float, w: float, h: float, rx: float, ry: float) -> list[tuple]:
    if rx <= 0 or ry <= 0:
        return [("M", x, y), ("L", x + w, y), ("L", x + w, y + h), ("L", x, y + h), ("Z",)]
    kx, ky = rx * (1 - _KAPPA), ry * (1 - _KAPPA)
    r, b = x + w, y + h
    return [
        ("M", x + rx, y),
        ("L", r - rx, y),
        ("C", r - kx, y, r, y + ky, r, y + ry),
        ("L", r, b - ry),
        ("C", r, b - ky, r - kx, b, r - rx, b),
        ("L", x + rx, b),
        ("C", x + kx, b, x, b - ky, x, b - ry),
        ("L", x, y + ry),
        ("C", x, y + ky, x + kx, y, x + rx, y),
        ("Z",),
    ]


def _transform_ops(ops, m: Matrix) -> list[tuple]:
    a, b, c, d, e, f = m
    out = []
    for op in ops:
        if op[0] == "Z":
            out.append(op)
            continue
        coords = []
        for i in range(1, len(op), 2):
            x, y = op[i], op[i + 1]
            coords += [round(a * x + c * y + e, 3), round(b * x + d * y + f, 3)]
        out.append((op[0], *coords))
    return out


# --- transforms -------------------------------------------------------------------------------------

_TRANSFORM = re.compile(r"\s*(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)\s*,?")


def parse_transform(text: str | None, name: str = "icon") -> Matrix:
    if not text or not text.strip():
        return (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    matrices = []
    pos = 0
    while pos < len(text):
        match = _TRANSFORM.match(text, pos)
        if not match:
            if text[pos:].strip():
                raise PnpError(said("errors.icons.transform", text=text), field=name)
            break
        pos = match.end()
        kind, args = match.group(1), _numbers(match.group(2))
        counts = {"matrix": (6,), "translate": (1, 2), "scale": (1, 2), "rotate": (1, 3), "skewX": (1,), "skewY": (1,)}
        if len(args) not in counts[kind]:
            raise PnpError(said("errors.icons.transform_numbers", kind=kind, counts=or_list(counts[kind]), text=text),
                           field=name)
        if kind == "matrix":
            matrices.append(tuple(args))
        elif kind == "translate":
            matrices.append(translate(args[0], args[1] if len(args) > 1 else 0.0))
        elif kind == "scale":
            matrices.append(scale(args[0], args[1] if len(args) > 1 else None))
        elif kind == "rotate":
            a = math.radians(args[0])
            cx, cy = (args[1], args[2]) if len(args) == 3 else (0.0, 0.0)
            rot = (math.cos(a), math.sin(a), -math.sin(a), math.cos(a), 0.0, 0.0)
            matrices.append(compose(translate(cx, cy), rot, translate(-cx, -cy)))
        elif kind == "skewX":
            matrices.append((1.0, 0.0, math.tan(math.radians(args[0])), 1.0, 0.0, 0.0))
        else:
            matrices.append((1.0, math.tan(math.radians(args[0])), 0.0, 1.0, 0.0, 0.0))
    return compose(*matrices) if matrices else (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


# --- path data --------------------------------------------------------------------------------------

_PATH_TOKEN = re.compile(r"([MmLlHhVvCcSsQqTtAaZz])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)|([\s,]+)|(.)")
_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}


# without arcs: a token with the separators before it, in one match (half the matches; art's long paths)
_PLAIN_TOKEN = re.compile(r"[\s,]*(?:([MmLlHhVvCcSsQqTtZz])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)|([^\s,]))")


def _tokens(d: str, name: str):
    """Commands and numbers; an arc's two flags may be written without separators ("a5 5 0 015 5")."""
    if "a" not in d and "A" not in d:
        plain: list = []
        for cmd, number, bad in _PLAIN_TOKEN.findall(d):
            if bad:
                raise PnpError(said("errors.icons.path_bad", bad=bad, path=d[:40]), field=name)
            plain.append(cmd or float(number))
        return plain
    out: list = []
    arc_index = -1
    pos = 0
    while pos < len(d):
        match = _PATH_TOKEN.match(d, pos)
        cmd, number, _, bad = match.groups()
        if bad is not None:
            raise PnpError(said("errors.icons.path_bad_at", bad=bad, at=pos), field=name)
        if cmd:
            out.append(cmd)
            arc_index = 0 if cmd in "Aa" else -1
            pos = match.end()
        elif number is not None:
            if arc_index >= 0 and arc_index % 7 in (3, 4) and d[pos] in "01":
                out.append(float(d[pos]))  # a flag is one digit
                pos += 1
            else:
                out.append(float(number))
                pos = match.end()
            if arc_index >= 0:
                arc_index += 1
        else:
            pos = match.end()
    return out


def parse_path(d: str, name: str = "icon") -> list[tuple]:
    """SVG path data as absolute M, L, C, Z operations."""
    tokens = _tokens(d, name)
    ops: list[tuple] = []
    x = y = sx = sy = 0.0
    last_ctrl: tuple[float, float] | None = None  # for S and T
    last_kind = ""
    i = 0
    cmd = ""
    while i < len(tokens):
        if isinstance(tokens[i], str):
            cmd = tokens[i]
            i += 1
            if cmd in "Zz":
                ops.append(("Z",))
                x, y = sx, sy
                last_kind, last_ctrl = "Z", None
                continue
        elif not cmd or cmd in "Zz":
            raise PnpError(said("errors.icons.path_number", path=d[:40]), field=name)
        upper = cmd.upper()
        n = _ARGS[upper]
        args = tokens[i : i + n]
        if len(args) < n or any(isinstance(a, str) for a in args):
            raise PnpError(said("errors.icons.path_args", command=cmd, count=n, path=d[:40]), field=name)
        i += n
        rel = cmd.islower()
        ox, oy = (x, y) if rel else (0.0, 0.0)
        if upper == "M":
            x, y = args[0] + ox, args[1] + oy
            sx, sy = x, y
            ops.append(("M", x, y))
            cmd = "l" if rel else "L"  # further pairs are lines
            last_ctrl = None
        elif upper == "L":
            x, y = args[0] + ox, args[1] + oy
            ops.append(("L", x, y))
            last_ctrl = None
        elif upper == "H":
            x = args[0] + ox
            ops.append(("L", x, y))
            last_ctrl = None
        elif upper == "V":
            y = args[0] + oy
            ops.append(("L", x, y))
            last_ctrl = None
        elif upper == "C":
            x1, y1, x2, y2, ex, ey = args[0] + ox, args[1] + oy, args[2] + ox, args[3] + oy, args[4] + ox, args[5] + oy
            ops.append(("C", x1, y1, x2, y2, ex, ey))
            last_ctrl, x, y = (x2, y2), ex, ey
        elif upper == "S":
            x1, y1 = (2 * x - last_ctrl[0], 2 * y - last_ctrl[1]) if last_ctrl and last_kind in "CS" else (x, y)
            x2, y2, ex, ey = args[0] + ox, args[1] + oy, args[2] + ox, args[3] + oy
            ops.append(("C", x1, y1, x2, y2, ex, ey))
            last_ctrl, x, y = (x2, y2), ex, ey
        elif upper in ("Q", "T"):
            if upper == "Q":
                qx, qy, ex, ey = args[0] + ox, args[1] + oy, args[2] + ox, args[3] + oy
            else:
                qx, qy = (2 * x - last_ctrl[0], 2 * y - last_ctrl[1]) if last_ctrl and last_kind in "QT" else (x, y)
                ex, ey = args[0] + ox, args[1] + oy
            ops.append(("C", x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), ex + 2 / 3 * (qx - ex), ey + 2 / 3 * (qy - ey), ex, ey))
            last_ctrl, x, y = (qx, qy), ex, ey
        else:  # A
            rx, ry, angle, large, sweep = args[0], args[1], args[2], args[3], args[4]
            ex, ey = args[5] + ox, args[6] + oy
            ops.extend(_arc(x, y, rx, ry, angle, bool(large), bool(sweep), ex, ey))
            last_ctrl, x, y = None, ex, ey
        last_kind = upper
    if ops and ops[0][0] != "M":
        raise PnpError(said("errors.icons.path_m", path=d[:40]), field=name)
    return ops


def _arc(x1, y1, rx, ry, angle, large, sweep, x2, y2) -> list[tuple]:
    """An elliptical arc as cubics (SVG 1.1, appendix F.6: endpoint to centre parametrisation)."""
    if (x1, y1) == (x2, y2):
        return []
    rx, ry = abs(rx), abs(ry)
    if rx == 0 or ry == 0:
        return [("L", x2, y2)]
    phi = math.radians(angle % 360)
    cos_p, sin_p = math.cos(phi), math.sin(phi)
    dx, dy = (x1 - x2) / 2, (y1 - y2) / 2
    x1p, y1p = cos_p * dx + sin_p * dy, -sin_p * dx + cos_p * dy
    lam = (x1p / rx) ** 2 + (y1p / ry) ** 2
    if lam > 1:  # radii too small: scale them up, as the spec says
        s = math.sqrt(lam)
        rx, ry = rx * s, ry * s
    num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
    den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
    coef = math.sqrt(max(0.0, num / den)) if den else 0.0
    if large == sweep:
        coef = -coef
    cxp, cyp = coef * rx * y1p / ry, -coef * ry * x1p / rx
    cx = cos_p * cxp - sin_p * cyp + (x1 + x2) / 2
    cy = sin_p * cxp + cos_p * cyp + (y1 + y2) / 2

    def angle_of(ux, uy, vx, vy):
        a = math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        return a

    t1 = angle_of(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
    dt = angle_of((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
    if not sweep and dt > 0:
        dt -= 2 * math.pi
    elif sweep and dt < 0:
        dt += 2 * math.pi
    segments = max(1, math.ceil(abs(dt) / (math.pi / 2) - 1e-9))
    step = dt / segments
    k = 4 / 3 * math.tan(step / 4)
    ops = []

    def point(t):
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        return cos_p * ex - sin_p * ey + cx, sin_p * ex + cos_p * ey + cy

    def deriv(t):
        ex, ey = -rx * math.sin(t), ry * math.cos(t)
        return cos_p * ex - sin_p * ey, sin_p * ex + cos_p * ey

    t = t1
    for n in range(segments):
        t_next = t + step
        p0, p3 = point(t), point(t_next)
        d0, d3 = deriv(t), deriv(t_next)
        if n == segments - 1:
            p3 = (x2, y2)
        ops.append(("C", p0[0] + k * d0[0], p0[1] + k * d0[1], p3[0] - k * d3[0], p3[1] - k * d3[1], p3[0], p3[1]))
        t = t_next
    return ops
