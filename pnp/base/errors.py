"""The one error type a user sees: a single line naming the place, the problem and the fix."""


import re

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def one_line(text: str) -> str:
    """Control characters (a newline in a key, an escape in a label) shown as \\xNN, never obeyed."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


class PnpError(Exception):
    """Bad input or an impossible request. The CLI prints it as one line and exits non-zero."""

    def __init__(self, message: str, *, where: str | None = None):
        self.where = where
        super().__init__(one_line(f"{where}: {message}" if where else message))


class Stopped(BaseException):
    """SIGTERM or SIGHUP, raised like Ctrl-C so that a build cleans up after itself before it exits (a
    BaseException, so `except Exception` does not catch it, nor the CLI library turn it into Ctrl-C's 130)."""

    def __init__(self, signum: int):
        self.signum = signum
        super().__init__(signum)
