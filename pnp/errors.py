"""The one error type a user sees: a single line naming the place, the problem and the fix."""


class PnpError(Exception):
    """Bad input or an impossible request. The CLI prints it as one line and exits non-zero."""

    def __init__(self, message: str, *, where: str | None = None):
        self.where = where
        super().__init__(f"{where}: {message}" if where else message)
