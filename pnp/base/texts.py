"""What a text may hold: no control character, no text-direction override, nothing that prints invisibly.
One check for every text pnp reads, from a game file or from a deck's spreadsheet, so a cell of a CSV or
an .xlsx is held to the same rule as a string of the game file."""

import re
import unicodedata

from pnp.base.i18n import Said, said

CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\ufffe\uffff]")  # a tab and a line break are text
_BIDI = re.compile(r"[\u202a-\u202e\u2066-\u2069]")  # right-to-left embeddings, overrides and isolates
_LONE_MARK = re.compile(r"(?:^|\s)([\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f])")


def invisible(value: str) -> Said | None:
    """What is wrong with a character of `value` that does not print as it stands: a zero-width or other
    format character (U+200B, U+2060, a soft hyphen ...), or an accent with no letter before it."""
    if mark := _LONE_MARK.search(value):
        return said("errors.texts.lone-accent", code=f"{ord(mark.group(1)):04X}")
    if bad := next((ch for ch in value if unicodedata.category(ch) == "Cf"), None):
        name = unicodedata.name(bad, "").lower()  # Unicode's own name of the character, in English
        code = f"{ord(bad):04X}"
        return said("errors.texts.invisible", code=code, name=name) if name else said("errors.texts.invisible-unnamed", code=code)
    return None


def bidi(value: str) -> Said | None:
    """A text-direction override in `value`, said for a message."""
    if bad := _BIDI.search(value):
        return said("errors.texts.bidi", code=f"{ord(bad.group()):04X}")
    return None


def unprintable(value: str) -> Said | None:
    """What in `value` must not reach a printed page, said for a message ("holds ..."); None if nothing."""
    if bad := CONTROL.search(value):
        return said("errors.texts.control", code=f"{ord(bad.group()):04X}")
    return bidi(value) or invisible(value)
