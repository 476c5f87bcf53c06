"""Named colours, checked at the edge; inside, a colour is always '#rrggbb'."""

import re

from pnp.base.errors import PnpError
from pnp.base.i18n import say, said

PALETTE = {
    "black": "#000000",
    "white": "#ffffff",
    "grey": "#8a8a8a",
    "gray": "#8a8a8a",
    "blue": "#2b6cb0",
    "orange": "#ee8822",
    "green": "#2f9e44",
    "red": "#c92a2a",
    "yellow": "#f2c400",
    "purple": "#7048b6",
    "brown": "#8b5a2b",
    "pink": "#e64980",
    "ivory": "#f8f4e3",
}
# each palette name's message in the catalogue (colour.<name>): what a component list calls it in each language
NAMES = {name: "grey" if name == "gray" else name for name in (*PALETTE, "gray")}
_HEX = re.compile(r"#[0-9a-fA-F]{6}")


def color(value: str, *, field: str = "color", file: str | None = None) -> str:
    name = value.strip().lower()
    if name in PALETTE:
        return PALETTE[name]
    if _HEX.fullmatch(name):
        return name
    raise PnpError(said("errors.colors.unknown", name=value, names=", ".join(sorted(PALETTE))), field=field, file=file)


def _channels(hex_color: str) -> tuple[int, int, int]:
    return int(hex_color[1:3], 16), int(hex_color[3:5], 16), int(hex_color[5:7], 16)


def mix(a: str, b: str, t: float) -> str:
    """Colour a moved towards colour b by t: 0 keeps a, 1 is b."""
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(_channels(a), _channels(b)))


def luminance(hex_color: str) -> float:
    """Relative luminance, 0 (black) to 1 (white), per WCAG."""

    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = _channels(hex_color)
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ink_on(background: str) -> str:
    """Black or white, whichever reads better on the background."""
    return "#000000" if luminance(background) > 0.23 else "#ffffff"


def grey(hex_color: str) -> str:
    """The same lightness in grey, for black-and-white printing. A grey stays exactly as it is, so a
    piece already drawn in greys (tokens, the board) keeps its levels when the black-and-white ink (scene.Ink)
    greys the whole kit as it is drawn."""
    if hex_color[1:3] == hex_color[3:5] == hex_color[5:7]:
        return hex_color.lower()
    level = round(255 * luminance(hex_color) ** (1 / 2.2))
    return f"#{level:02x}{level:02x}{level:02x}"


# Shades a reader can name, beside the palette, for a colour a game file gives as #rrggbb: a component list
# says "dark grey", never "#444444".
SHADES = {
    "#4a4a4a": "dark_grey", "#c4c4c4": "light_grey", "#1d3f73": "dark_blue", "#9cc4eb": "light_blue",
    "#1e5f2c": "dark_green", "#a5d6a7": "light_green", "#7a1a1a": "dark_red", "#d9c49c": "beige", "#20a4a4": "teal",
}


def color_name(value: str, lang: str) -> str:
    """A colour's name in `lang`: a palette name as it is, a #rrggbb colour by the nearest shade a reader can
    name (NAMES and SHADES give each its message, colour.<name>, in the catalogue)."""
    key = value.strip().lower()
    if key in NAMES:
        return say(f"colour.{NAMES[key]}", lang)
    if not _HEX.fullmatch(key):
        return value
    named = {PALETTE[k]: NAMES[k] for k in NAMES} | SHADES
    if max(_channels(key)) - min(_channels(key)) < 20:  # a grey is named among the greys, never "ivory"
        named = {shade: names for shade, names in named.items() if len(set(_channels(shade))) == 1}
    nearest = min(named, key=lambda shade: _distance(shade, key))
    return say(f"colour.{named[nearest]}", lang)


def _distance(a: str, b: str) -> float:
    """How far apart two colours look, roughly: RGB distance weighted as the eye weighs the channels."""
    return sum(w * (x - y) ** 2 for w, x, y in zip((2, 4, 3), _channels(a), _channels(b)))
