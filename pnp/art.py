"""The designer's own art: PNG, JPEG and SVG files beside the game file, on any printed piece.

API, for part kinds (cards, tokens, boards, dice faces):

    art = load_art("art/fox.svg", folder, where="my-game.toml: decks[0].art")
        The file, checked and read once (cached): the path must stay inside `folder` (the game file's
        folder), the file must exist and be PNG, JPEG or SVG, and an SVG must be safe (no script, no
        external reference, no DOCTYPE or entity, no absurd size). Any fault is a PnpError naming
        `where` and the file. `art.width`, `art.height` are its natural size (pixels, or SVG units).
    art_group(art, x, y, w, h, fit="contain", where=...)
        A scene Group drawing the art in the box (mm, top-left x, y): "contain" (whole, centred),
        "cover" (fills the box, clipped to it) or "stretch". Raster art printed below 300 dpi at that
        size gets one warning naming the file on stderr (`pnp: warning: ...`).
    game_folder(where)
        The folder a game file's art is looked up in: the folder of the Source (pnp.resources) the kit
        passes every part kind as `where`.

SVG art stays vector: the PDF renderer reads it with svglib (into reportlab shapes), the SVG renderer
embeds the checked file as it is. Text in SVG art is refused (svglib would draw it in a font the PDF
does not embed): the designer converts it to paths.
"""

from __future__ import annotations

import io
import re
import sys
from functools import cache
from pathlib import Path

from msgspec import Struct

from pnp.errors import PnpError
from pnp.icons import _numbers, _tag, safe_svg_root
from pnp.resources import beside
from pnp.scene import Group, Image, Rect, Style

MIN_DPI = 300
MAX_SVG_BYTES = 5_000_000
MAX_RASTER_BYTES = 40_000_000
MAX_PIXELS = 80_000_000  # about 30 × 30 cm at 750 dpi; more is a mistake, or a decompression bomb
MAX_ELEMENTS = 50_000
MAX_DEPTH = 60
MAX_UNITS = 1_000_000  # an SVG's width, height or view box beyond this is not a drawing
KINDS = {".png": "png", ".jpg": "jpeg", ".jpeg": "jpeg", ".svg": "svg"}

# scripting, embedding, links, animation and text (fonts the PDF cannot embed) are refused
_REFUSED = {"script", "foreignObject", "iframe", "video", "audio", "embed", "object", "animate", "animateMotion",
            "animateTransform", "animateColor", "set", "a", "image", "text", "tspan", "textPath", "font", "font-face"}
_LOCAL_URL = re.compile(r"url\(\s*['\"]?#[^)]*\)")


class Art(Struct, frozen=True):
    name: str  # as the game file wrote it, for messages
    kind: str  # png | jpeg | svg
    data: bytes
    width: float  # natural size: pixels, or SVG user units
    height: float
    key: str  # content hash: the renderers draw each file once

    @property
    def raster(self) -> bool:
        return self.kind != "svg"


def game_folder(where: str) -> Path:
    """The folder a game file's art is read from: `where.folder` when `where` is the Source (pnp.resources)
    the kit gives every kind, else the folder of the game file `where` names by its path."""
    folder = getattr(where, "folder", None)
    return folder if folder is not None else Path(where).parent


def resolve(text: str, folder: Path, *, where: str) -> Path:
    """The art file's path: relative to the game file's folder, and never outside it (links included)."""
    if not text or not text.strip():
        raise PnpError("is empty; give the art file's path, relative to the game file", where=where)
    path = beside(text, folder, what="art", where=where)
    if path.suffix.lower() not in KINDS:
        raise PnpError(f"'{text}' is not PNG, JPEG or SVG; save it as .png, .jpg or .svg", where=where)
    if not path.is_file():
        raise PnpError(f"no art file at '{text}' (looked in {folder}); check the name", where=where)
    return path


def load_art(text: str, folder: Path, *, where: str) -> Art:
    """The art at `text`, checked; see the module's docstring."""
    path = resolve(text, folder, where=where)
    try:
        return _load(path, text)
    except PnpError as e:  # read once per file, named by each place that uses it
        raise PnpError(str(e), where=where) from None


@cache
def _load(path: Path, text: str) -> Art:
    kind = KINDS[path.suffix.lower()]
    limit = MAX_SVG_BYTES if kind == "svg" else MAX_RASTER_BYTES
    name = f"'{text}'"
    try:
        if path.stat().st_size > limit:
            raise PnpError(f"is larger than {limit // 1_000_000} MB; make the file smaller", where=name)
        data = path.read_bytes()
    except OSError as e:
        raise PnpError(f"cannot read the file: {e.strerror}", where=name) from None
    width, height = _svg_size(data, name) if kind == "svg" else _raster_size(data, kind, name)
    import hashlib  # OpenSSL's hashes load only when a game has art

    return Art(text, kind, data, width, height, hashlib.sha1(data).hexdigest()[:16])


def _raster_size(data: bytes, kind: str, name: str) -> tuple[float, float]:
    from PIL import Image as PILImage  # Pillow only when there is raster art

    try:
        with PILImage.open(io.BytesIO(data)) as image:
            found = (image.format or "").lower()
            size = image.size
            if size[0] * size[1] > MAX_PIXELS:
                raise PnpError(f"{size[0]} × {size[1]} pixels is more than pnp reads ({MAX_PIXELS:,})", where=name)
            image.verify()
    except PnpError:
        raise
    except Exception as e:  # truncated, not an image, a decompression bomb ...
        raise PnpError(f"is not a readable {kind.upper()} image ({type(e).__name__}); export it again", where=name) from None
    if found != kind:
        raise PnpError(f"holds a {found.upper() or 'unknown'} image, not {kind.upper()}; fix its name or its format", where=name)
    return float(size[0]), float(size[1])


def _svg_size(data: bytes, name: str) -> tuple[float, float]:
    root = safe_svg_root(data, name=name, limit=MAX_SVG_BYTES, what="art")
    _check_tree(root, name)
    box = _numbers(root.get("viewBox"))
    if len(box) == 4:
        w, h = box[2], box[3]
    else:
        w = (_numbers(root.get("width")) or [0.0])[0]
        h = (_numbers(root.get("height")) or [0.0])[0]
    if not (0 < w <= MAX_UNITS and 0 < h <= MAX_UNITS):
        raise PnpError(f"has no usable size ({w:g} × {h:g}); give it a viewBox with a width and height above zero", where=name)
    return w, h


def _check_tree(root, name: str) -> None:
    count = 0
    stack = [(root, 0)]
    while stack:
        element, depth = stack.pop()
        count += 1
        if count > MAX_ELEMENTS:
            raise PnpError(f"more than {MAX_ELEMENTS:,} elements; simplify the drawing", where=name)
        if depth > MAX_DEPTH:
            raise PnpError(f"elements nest more than {MAX_DEPTH} deep", where=name)
        tag = _tag(element)
        if tag in _REFUSED:
            hint = "convert text to paths" if tag in ("text", "tspan", "textPath", "font", "font-face") else "remove it"
            raise PnpError(f"<{tag}> is not allowed in art; {hint} and save the SVG again", where=name)
        for key, value in element.attrib.items():
            local = key.rsplit("}", 1)[-1]
            if local.lower().startswith("on"):
                raise PnpError(f"has a script attribute '{local}'; art may not run scripts", where=name)
            if local == "href" and not value.startswith("#"):
                raise PnpError(f"refers to '{value[:60]}' outside the file; art must be self-contained", where=name)
            _check_urls(value, name)
        if tag == "style":
            text = element.text or ""
            if "@import" in text:
                raise PnpError("its style sheet imports another file; art must be self-contained", where=name)
            _check_urls(text, name)
        stack.extend((child, depth + 1) for child in element if isinstance(child.tag, str))


def _check_urls(value: str, name: str) -> None:
    if "url(" in value and "url(" in _LOCAL_URL.sub("", value):
        raise PnpError(f"refers to '{value[:60]}' outside the file; art must be self-contained", where=name)


# --- placing ------------------------------------------------------------------------------------------

_warned: set[tuple[str, int]] = set()


def warn(message: str, where: str) -> None:
    """One line on stderr, once per message: the build goes on."""
    if (where, hash(message)) not in _warned:
        _warned.add((where, hash(message)))
        print(f"pnp: warning: {where}: {message}" if where else f"pnp: warning: {message}", file=sys.stderr)


def fitted(art: Art, x: float, y: float, w: float, h: float, fit: str) -> tuple[float, float, float, float]:
    """The box the art is drawn in, to show it in (x, y, w, h) as `fit` says."""
    if fit == "stretch":
        return x, y, w, h
    k = (min if fit == "contain" else max)(w / art.width, h / art.height)
    dw, dh = art.width * k, art.height * k
    return x + (w - dw) / 2, y + (h - dh) / 2, dw, dh


def art_group(art: Art, x: float, y: float, w: float, h: float, fit: str = "contain", *, where: str = "",
              role: str = "art") -> Group:
    """The art placed in the box; see the module's docstring."""
    bx, by, bw, bh = fitted(art, x, y, w, h, fit)
    if art.raster:
        dpi = min(art.width / (bw / 25.4), art.height / (bh / 25.4))
        if dpi < MIN_DPI - 0.5:
            warn(f"'{art.name}' prints at {dpi:.0f} dpi at {bw:.1f} × {bh:.1f} mm, below {MIN_DPI}; "
                 f"it will look blurred: give it at least {bw / 25.4 * MIN_DPI:.0f} × {bh / 25.4 * MIN_DPI:.0f} px", where)
    image = Image(bx, by, bw, bh, art.kind, art.data, art.key, role=f"{role}-{art.kind}")
    clip = Rect(x, y, w, h, Style()) if fit == "cover" else None
    return Group([image], clip=clip, role=role)
