"""What a text may hold: no control character, no text-direction override, nothing that prints invisibly.
One check for every text pnp reads, from a game file or from a deck's spreadsheet, so a cell of a CSV or
an .xlsx is held to the same rule as a string of the game file."""

import re
import unicodedata

CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\ufffe\uffff]")  # a tab and a line break are text
_BIDI = re.compile(r"[\u202a-\u202e\u2066-\u2069]")  # right-to-left embeddings, overrides and isolates
_LONE_MARK = re.compile(r"(?:^|\s)([\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f])")


def invisible(value: str) -> str | None:
    """What is wrong with a character of `value` that does not print as it stands: a zero-width or other
    format character (U+200B, U+2060, a soft hyphen ...), or an accent with no letter before it."""
    if mark := _LONE_MARK.search(value):
        return f"U+{ord(mark.group(1)):04X}, an accent with no letter before it to sit on"
    if bad := next((ch for ch in value if unicodedata.category(ch) == "Cf"), None):
        return f"U+{ord(bad):04X} ({unicodedata.name(bad, 'a format character').lower()}), which prints nothing"
    return None


def bidi(value: str) -> str | None:
    """A text-direction override in `value`, said for a message."""
    if bad := _BIDI.search(value):
        return f"the text-direction override U+{ord(bad.group()):04X}, which makes text read in another order than it prints"
    return None


def unprintable(value: str) -> str | None:
    """What in `value` must not reach a printed page, said for a message ("holds ..."); None if nothing."""
    if bad := CONTROL.search(value):
        return f"the control character U+{ord(bad.group()):04X}"
    return bidi(value) or invisible(value)
