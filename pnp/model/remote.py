"""A deck's data from a shared spreadsheet: `data = "https://…"`, a sheet published to the web as CSV (Google
Sheets' "publish to the web → CSV" link needs no key).

The link is fetched once and kept beside the game file, in `.pnp-cache/` (one file a link, named by a hash of
it), and every build after reads that copy, so a build works offline and gives the same bytes until the sheet is
fetched again with `--refresh` (pnp build, validate, watch). A refresh that finds no network (no answer within
TIMEOUT, no route, no name) uses the copy with one warning saying how old it is; with no copy it is an error.

Only http and https are fetched, and a redirect is followed only to another http(s) address (urllib would
follow one to ftp:). The body is read up to MAX_BYTES (data.py's limit for a file), and a link that sends more
is refused, as is one that answers with an HTTP error (404: the sheet is no longer published).
"""

from __future__ import annotations

import hashlib
import os
import re
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from pnp.base.errors import PnpError
from pnp.model.art import warn

CACHE = ".pnp-cache"  # beside the game file
TIMEOUT = 10.0  # seconds without an answer before the network counts as down
MAX_BYTES = 5_000_000  # as a data file (pnp.model.data.MAX_BYTES)
SCHEMES = ("http", "https")
AGENT = "pnp (print-and-play kits)"

_refresh = False  # --refresh: fetch again instead of reading the copy
_fetched: dict[str, Path] = {}  # links fetched in this run (a build reads a deck's data several times)


def is_link(text: str) -> bool:
    """`data` names an address (scheme://…), not a file beside the game file."""
    return re.match(r"[A-Za-z][A-Za-z0-9+.-]*://", text.strip()) is not None


@contextmanager
def refreshing(refresh: bool):
    """Inside: links are fetched again (once each) when `refresh`, else read from their copy when there is one."""
    global _refresh
    before, _refresh = _refresh, refresh
    _fetched.clear()
    try:
        yield
    finally:
        _refresh = before
        _fetched.clear()


def forget() -> None:
    """Fetch again, at the next read, what this run already fetched (pnp watch --refresh: each build)."""
    _fetched.clear()


def cached(link: str, folder: Path, *, file: str | None, field: str | None) -> Path:
    """The local copy of the CSV at `link`, fetched when there is none yet or when refreshing."""
    link = link.strip()
    scheme = urlsplit(link).scheme.lower()
    if scheme not in SCHEMES:
        raise PnpError(f"'{link[:60]}' is a {scheme}: link; give an https:// link to a sheet published as CSV, or a "
                       "file beside the game file", file=file, field=field)
    copy = Path(folder) / CACHE / f"{hashlib.sha256(link.encode('utf-8')).hexdigest()[:20]}.csv"
    if link in _fetched or (copy.is_file() and not _refresh):
        return _fetched.get(link, copy)
    try:
        data = fetch(link)
    except Offline as e:
        if not copy.is_file():
            raise PnpError(f"{e}, and no copy was fetched before; check the link and the network",
                           file=file, field=field) from None
        warn(f"{e}; using the copy fetched {age(time.time() - copy.stat().st_mtime)} ago", file=file, field=field)
        _fetched[link] = copy
        return copy
    except LinkError as e:
        raise PnpError(str(e), file=file, field=field) from None
    _keep(copy, data, file, field)
    _fetched[link] = copy
    return copy


class Offline(Exception):
    """The network did not answer: a copy fetched before may stand in."""


class LinkError(Exception):
    """The link answered, wrongly: an HTTP error, a body too large, a redirect to another scheme."""


class _Redirects(urllib.request.HTTPRedirectHandler):
    """Redirects to http(s) only (urllib follows one to ftp: too), said in pnp's words."""

    def http_error_302(self, req, fp, code, msg, headers):
        target = urljoin(req.full_url, headers.get("location") or headers.get("uri") or "")
        scheme = urlsplit(target).scheme.lower()
        if scheme not in SCHEMES:
            raise LinkError(f"the link redirects to a {scheme}: address; only http and https are followed")
        return super().http_error_302(req, fp, code, msg, headers)

    http_error_301 = http_error_303 = http_error_307 = http_error_308 = http_error_302


def fetch(link: str) -> bytes:
    """The body at `link`, at most MAX_BYTES, within TIMEOUT seconds of silence."""
    opener = urllib.request.build_opener(_Redirects)
    request = urllib.request.Request(link, headers={"User-Agent": AGENT, "Accept": "text/csv, text/plain, */*"})
    host = urlsplit(link).hostname or link
    try:
        with opener.open(request, timeout=TIMEOUT) as answer:
            declared = answer.headers.get("Content-Length")
            if declared and declared.isdigit() and int(declared) > MAX_BYTES:
                raise LinkError(too_large())
            data = answer.read(MAX_BYTES + 1)
    except urllib.error.HTTPError as e:
        raise LinkError(f"the link answered {e.code} {e.reason}; check that the sheet is still published to the "
                        "web as CSV") from None
    except urllib.error.URLError as e:
        if isinstance(e.reason, LinkError):
            raise e.reason from None
        raise Offline(f"cannot reach {host} ({_why(e.reason)})") from None
    except TimeoutError:
        raise Offline(f"no answer from {host} within {TIMEOUT:g} s") from None
    except OSError as e:  # a connection reset while reading
        raise Offline(f"cannot reach {host} ({_why(e)})") from None
    if len(data) > MAX_BYTES:
        raise LinkError(too_large())
    return data


def too_large() -> str:
    return f"the link sends more than {MAX_BYTES // 1_000_000} MB; a deck is a page of rows, not a database"


def _why(reason) -> str:
    if isinstance(reason, TimeoutError) or "timed out" in str(reason):
        return "no answer in time"
    return getattr(reason, "strerror", None) or str(reason)


def _keep(copy: Path, data: bytes, file: str | None, field: str | None) -> None:
    """The copy written whole (a temporary file renamed), and only when it changed: pnp watch watches the
    folder, and an unchanged sheet must not start a build."""
    try:
        if copy.is_file() and copy.read_bytes() == data:
            os.utime(copy)  # fetched now: its age starts again
            return
        copy.parent.mkdir(exist_ok=True)
        temporary = copy.with_suffix(".part")
        temporary.write_bytes(data)
        os.replace(temporary, copy)
    except OSError as e:
        raise PnpError(f"cannot keep the fetched copy in {copy.parent}: {e.strerror}; make the folder writable",
                       file=file, field=field) from None


def age(seconds: float) -> str:
    """'40 s', '12 min', '3 h', '2 days'."""
    if seconds < 90:
        return f"{max(0, round(seconds))} s"
    if seconds < 90 * 60:
        return f"{round(seconds / 60)} min"
    if seconds < 36 * 3600:
        return f"{round(seconds / 3600)} h"
    return f"{round(seconds / 86400)} days"
