"""The short texts printed on sheets, in French and English. Rule books live in templates/."""

from pnp.base.errors import PnpError

LANGS = ("fr", "en")

STRINGS = {
    "calibration": {
        "fr": "Imprimer à 100 % : ce carré mesure 50 mm.",
        "en": "Print at 100%: this square is 50 mm wide.",
    },
    "calibration_bar": {"fr": "2 pouces = 50,8 mm", "en": "2 in = 50.8 mm"},
    "calibration_strip": {"fr": "← 50 mm à 100 %", "en": "← 50 mm at 100%"},
    "page": {"fr": "page {n}/{total}", "en": "page {n}/{total}"},
    "kit_page": {"fr": "kit p. {n}/{total}", "en": "kit p. {n}/{total}"},
    "sticker_help": {
        "fr": "Découper en suivant les traits de coupe. Les deux faces d'une même colonne se collent "
        "sur des côtés opposés du dé.",
        "en": "Cut along the crop marks. The two faces in one column go on opposite sides of the die.",
    },
    "black_face": {"fr": "Noir", "en": "Black"},
    "stickers": {"fr": "Autocollants de dés", "en": "Dice stickers"},
    "nets": {"fr": "Dés à plier", "en": "Dice to fold"},
    "net_help": {
        "fr": "Découper le trait plein, plier sur les pointillés, le dessin vers l'extérieur, "
        "puis coller les languettes grises à l'intérieur.",
        "en": "Cut the solid line, fold along the dashes with the print outside, "
        "then glue the grey tabs inside.",
    },
}


def check_lang(lang: str) -> str:
    if lang not in LANGS:
        raise PnpError(f"unknown language '{lang}'; use fr or en", where="--lang")
    return lang


def t(key: str, lang: str, table: dict | None = None, **values) -> str:
    """A printed string in `lang` from the sheets' table (or a part's own), its {fields} filled in."""
    words = (STRINGS if table is None else table)[key][lang]
    return words.format(**values) if values else words


def text(value: str | dict[str, str], lang: str) -> str:
    """The text in `lang`, falling back to French, then to any language given."""
    if isinstance(value, str):
        return value
    return value.get(lang) or value.get("fr") or next(iter(value.values()), "")
