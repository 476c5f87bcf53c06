"""The one error type a user sees: a single line naming the file, the field, the problem and the fix."""

import re
from contextlib import contextmanager

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def one_line(text: str) -> str:
    """Control characters (a newline in a key, an escape in a label) shown as \\xNN, never obeyed."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def _joined(place: str, message) -> str:
    return f"{place}: {message}"


# How a line puts its place before its message: pnp.base.i18n (which reads its files through this module's
# errors, so this module cannot import it) sets it to its message "errors.at", in the reader's language.
JOIN = _joined


def joined(*parts) -> str:
    """File, field and message as a line puts them: each after the one before by the language's colon."""
    place, *rest = [p for p in parts if p] or [""]
    for part in rest:  # French sets a space before the colon: "jeu.toml : decks[0] : …"
        place = JOIN(place, part)
    return str(place)


class PnpError(Exception):
    """Bad input or an impossible request. The CLI prints it as one line and exits non-zero.

    Its parts are fields, joined in one place (`line`): `file`, the file the input came from (a game file's
    pnp.base.resources.Source, a data file's path); `field`, the key, column or command-line option; `message`,
    what is wrong and, most often, what to do, a message of the catalogue said in the reader's language when
    printed (pnp.base.i18n.said); `hint`, a way out added by whoever raises it. `where` is the older
    spelling of `file`, kept for the helpers that receive a place already joined (file and field) from their
    caller. A kind's error that names no file is given the game file's by the kit (`in_file`)."""

    def __init__(self, message, *, file: str | None = None, field: str | None = None, hint="",
                 where: str | None = None):
        self.file = (file if file is not None else where) or None  # "" names no file
        self.field = field or None
        self.said = message  # a text, or a message of the catalogue (pnp.base.i18n.said) said when printed
        self.hint = hint
        super().__init__(message)

    @property
    def message(self) -> str:
        """What is wrong and what to do, in the reader's language."""
        return str(self.said)

    @message.setter
    def message(self, text) -> None:
        self.said = text

    @property
    def where(self) -> str | None:
        """The place as one text: the file and the field, as the line shows them."""
        place = ": ".join(p for p in (self.file, self.field) if p)
        return place or None

    def line(self) -> str:
        """The one line a user reads: file, field, message, hint, control characters shown, not obeyed."""
        return one_line(joined(self.file, self.field, self.message) + str(self.hint))

    def __str__(self) -> str:
        return self.line()


@contextmanager
def in_file(file: str | None, field: str | None = None, *, only_unplaced: bool = False):
    """An error raised inside that names no file is in `file`, and its field is inside `field` (an art file's
    name, then the element of it at fault): what a caller knows of the place that the code it calls does not.
    `only_unplaced`: an error that names its own field keeps it, and is given `file` only if it names none and
    its field is not a command-line option (the kit's rule for a kind's callback: "decks[0].size" is in the
    game file, "--shop" in no file)."""
    try:
        yield
    except PnpError as e:
        if e.field is None or not only_unplaced:
            if e.file is None:
                e.file = file or None
            if field:
                e.field = f"{field}: {e.field}" if e.field else field
        elif e.file is None and not e.field.startswith("-"):
            e.file = file or None
        raise


@contextmanager
def at_field(field: str, keys: dict[str, str] | None = None):
    """An error raised inside is at `field` of the game file, whatever option or field the code it calls named:
    the engine names its own options (--rolls), a game file's claim or odds table is the place to fix. `keys`
    turns an option into the key that sets it there ({"--rolls": "rolls"}: `claims[2].rolls`). The file is the
    caller's to name (`in_file`)."""
    try:
        yield
    except PnpError as e:
        e.field = f"{field}.{keys[e.field]}" if keys and e.field in keys else field
        raise


class Stopped(BaseException):
    """SIGTERM or SIGHUP, raised like Ctrl-C so that a build cleans up after itself before it exits (a
    BaseException, so `except Exception` does not catch it, nor the CLI library turn it into Ctrl-C's 130)."""

    def __init__(self, signum: int):
        self.signum = signum
        super().__init__(signum)
