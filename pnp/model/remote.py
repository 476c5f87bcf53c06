"""A deck's data from a shared spreadsheet: `data = "https://…"`, a sheet published to the web as CSV (Google
Sheets' "publish to the web → CSV" link needs no key).

The link is fetched once and kept beside the game file, in `.pnp-cache/` (one file a link, named by a hash of
it, and beside it a record of its length and SHA-256), and every build after reads that copy, so a build works
offline and gives the same bytes until the sheet is fetched again with `--refresh` (pnp build, validate, watch).
A refresh that finds no network (no whole answer within TIMEOUT, no route, no name) uses the copy with one
warning saying how old it is; with no copy it is an error.

A game folder may come from anyone (an archive, a synced folder), so what it holds in `.pnp-cache/` is read as
the output folder is (pnp.base.output): the folder must be a real folder, not a link, and each file in it a
plain file opened without following a link (O_NOFOLLOW, and by the folder's descriptor where the system has
one, so a link put at the folder's path meanwhile leads nowhere); a copy is used only when it matches the
record it was stored with, else it is fetched again. A new copy is written to a temporary file created
exclusively in that folder and renamed over the old one (os.replace), its record the same way.

The fetch itself (http.client, not urllib) is bounded whatever the server does:
- http and https only, on every redirect too, and at most MAX_REDIRECTS of them;
- the host is resolved once, every address it has is checked, and the connection goes to the checked
  address (DNS rebinding cannot switch it): a private, loopback, link-local, multicast, reserved or
  unspecified address is refused before any connection, unless `--allow-local` (a sheet served on this
  machine or its network, and the tests' server on 127.0.0.1);
- TIMEOUT seconds in all, from the name's lookup to the last byte, whatever the pace of the bytes: every wait
  on the network is at most STEP seconds and the deadline is checked between them (a socket timeout alone
  ends only a silence, and a server dripping a byte every 3 s never falls silent);
- at most MAX_BYTES of body (data.py's limit for a file), and a body shorter than its Content-Length is
  refused (a cut connection), as is any malformed answer, each in one line naming the link.
"""

from __future__ import annotations

import errno
import hashlib
import io
import ipaddress
import os
import re
import stat
import time
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple
from urllib.parse import urljoin, urlsplit

import msgspec

from pnp.base.errors import PnpError, joined
from pnp.base.i18n import Grouped, said
from pnp.base.output import is_symlink, lstat_or_none
from pnp.model.art import warn

CACHE = ".pnp-cache"  # beside the game file
TIMEOUT = 10.0  # seconds for the whole fetch: lookup, connection, answer and body, redirects included
STEP = 1.0  # seconds: the longest one wait on the network lasts before the deadline is checked again
MAX_BYTES = 5_000_000  # as a data file (pnp.model.data.MAX_BYTES)
MAX_REDIRECTS = 5
CHUNK = 65_536  # bytes read at a time from the body
PORTS = {"http": 80, "https": 443}  # the schemes fetched, and their ports
REDIRECTS = (301, 302, 303, 307, 308)
AGENT = "pnp (print-and-play kits)"
SHOWN = 100  # characters of a link a message shows

_refresh = False  # --refresh: fetch again instead of reading the copy
_allow_local = False  # --allow-local: a link to this machine or its network is fetched too
_fetched: dict[tuple[str, str], bytes] = {}  # (folder, link) read in this run: a build reads a deck several times


def is_link(text: str) -> bool:
    """`data` names an address (scheme://…), not a file beside the game file."""
    return re.match(r"[A-Za-z][A-Za-z0-9+.-]*://", text.strip()) is not None


@contextmanager
def refreshing(refresh: bool, *, allow_local: bool = False):
    """Inside: links are fetched again (once each) when `refresh`, else read from their copy when there is one;
    links to local addresses are fetched only when `allow_local`."""
    global _refresh, _allow_local
    before = _refresh, _allow_local
    _refresh, _allow_local = refresh, allow_local
    _fetched.clear()
    try:
        yield
    finally:
        _refresh, _allow_local = before
        _fetched.clear()


def forget() -> None:
    """Fetch again, at the next read, what this run already fetched (pnp watch --refresh: each build)."""
    _fetched.clear()


class Offline(Exception):
    """The network did not answer, or not wholly: a copy fetched before may stand in."""


class LinkError(Exception):
    """The link is malformed, or answered wrongly: an HTTP error, a body too large, a redirect to another
    scheme, a local address, an answer that is not HTTP."""


class Unsafe(Exception):
    """Something in .pnp-cache/ that pnp will not follow or read: a link, or not a plain file."""


def cached(link: str, folder: Path, *, file: str | None, field: str | None) -> bytes:
    """The CSV at `link`: the copy kept beside the game file, fetched when there is none yet (or none that
    matches its record) or when refreshing."""
    link = link.strip()
    try:
        target(link)  # a malformed link is refused before the cache is looked at
        if (str(folder), link) not in _fetched:
            _fetched[str(folder), link] = _read_or_fetch(link, Path(folder) / CACHE, file, field)
    except LinkError as e:
        raise PnpError(joined(shown(link), e.args[0]), file=file, field=field) from None  # the link, then its message
    except Unsafe as e:
        raise PnpError(said("errors.remote.unsafe", problem=e.args[0]), file=file, field=field) from None
    except OSError as e:
        raise PnpError(said("errors.remote.cache", folder=str(Path(folder) / CACHE), reason=str(e.strerror or e)),
                       file=file, field=field) from None
    return _fetched[str(folder), link]


def _read_or_fetch(link: str, cache: Path, file: str | None, field: str | None) -> bytes:
    name = hashlib.sha256(link.encode("utf-8")).hexdigest()[:20]
    with _Folder.open(cache, make=False) as folder:
        kept = folder.read_copy(name, link) if folder else None
    if kept is not None and not _refresh:
        return kept.data
    try:
        data = fetch(link)
    except Offline as e:
        if kept is None:
            raise LinkError(said("errors.remote.no-copy", problem=e.args[0])) from None
        warn(said("warnings.remote.stale", link=shown(link), problem=e.args[0], ago=age(time.time() - kept.mtime)),
             file=file, field=field)
        return kept.data
    with _Folder.open(cache, make=True) as folder:
        if kept is not None and kept.data == data:
            folder.touch(name + ".csv")  # fetched now: its age starts again; unchanged, so pnp watch builds nothing
        else:
            folder.keep(name, data, link)
    return data


def shown(link: str) -> str:
    """The link as a message shows it: its start, when it is long."""
    return link if len(link) <= SHOWN else f"{link[:SHOWN - 1]}…"


# --- the cache, read and written without following a link ------------------------------------------------


class Record(msgspec.Struct, frozen=True):
    """What a copy was stored with: checked before the copy is used."""

    link: str
    length: int
    sha256: str


class Kept(NamedTuple):
    data: bytes
    mtime: float


NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)  # Windows has none: the lstat before each open stands in
# a FIFO planted in the cache would block open() for reading until a writer comes: never wait on one
NONBLOCK = getattr(os, "O_NONBLOCK", 0)
BINARY = getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
# names inside the folder found through its descriptor, where the system can (Linux, macOS)
BY_DESCRIPTOR = os.open in os.supports_dir_fd and os.replace in os.supports_dir_fd and hasattr(os, "O_DIRECTORY")


class _Folder:
    """The cache folder, checked to be a real folder, and its files opened without following a link."""

    def __init__(self, path: Path, fd: int | None):
        self.path, self.fd = path, fd

    @classmethod
    @contextmanager
    def open(cls, path: Path, *, make: bool):
        """The folder at `path` (made when `make`), or None when there is none; a link or a file there is
        refused (it would put the copies, or read them, outside the game's folder)."""
        st = lstat_or_none(path)
        if st is None and make:
            try:
                os.mkdir(path)  # never through a link: a name already taken, a link included, stays as it is
            except FileExistsError:
                pass  # made meanwhile (another build): checked below as any other
            st = os.lstat(path)
        if st is None:
            yield None
            return
        if is_symlink(st) or not stat.S_ISDIR(st.st_mode):
            raise Unsafe(said("errors.remote.is-link" if is_symlink(st) else "errors.remote.not-folder", path=str(path)))
        if not BY_DESCRIPTOR:
            yield cls(path, None)
            return
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | NOFOLLOW | BINARY)
        try:
            if os.fstat(fd).st_ino != st.st_ino:  # swapped since the lstat above
                raise Unsafe(said("errors.remote.changed", path=str(path)))
            yield cls(path, fd)
        finally:
            os.close(fd)

    def _name(self, name: str) -> str | Path:
        return name if self.fd is not None else self.path / name

    def _open(self, name: str, flags: int, mode: int = 0o644) -> int:
        return os.open(self._name(name), flags | NOFOLLOW | BINARY, mode, dir_fd=self.fd)

    def _read(self, name: str, limit: int) -> tuple[bytes, os.stat_result] | None:
        """A plain file's bytes (at most `limit`, and one more to tell a larger file), or None when absent."""
        try:
            st = os.stat(self._name(name), dir_fd=self.fd, follow_symlinks=False)
        except FileNotFoundError:
            return None
        if is_symlink(st) or not stat.S_ISREG(st.st_mode):
            raise Unsafe(said("errors.remote.is-link" if is_symlink(st) else "errors.remote.not-file", path=str(self.path / name)))
        try:
            fd = self._open(name, os.O_RDONLY | NONBLOCK)
        except OSError as e:
            if e.errno == errno.ELOOP:  # a link put there since the lstat above
                raise Unsafe(said("errors.remote.is-link", path=str(self.path / name))) from None
            raise
        with os.fdopen(fd, "rb") as f:
            st = os.fstat(f.fileno())
            if not stat.S_ISREG(st.st_mode):
                raise Unsafe(said("errors.remote.not-file", path=str(self.path / name)))
            return f.read(limit + 1), st

    def read_copy(self, name: str, link: str) -> Kept | None:
        """The copy of `link`, when it matches the record it was stored with (else None: fetch it again)."""
        record, copy = self._read(name + ".json", 4096), self._read(name + ".csv", MAX_BYTES)
        if record is None or copy is None:
            return None
        try:
            kept = msgspec.json.decode(record[0], type=Record)
        except msgspec.DecodeError:
            return None
        data, st = copy
        if kept.link != link or kept.length != len(data) or kept.sha256 != hashlib.sha256(data).hexdigest():
            return None
        return Kept(data, st.st_mtime)

    def keep(self, name: str, data: bytes, link: str) -> None:
        """The copy and its record, each staged in the folder and renamed into place: whole or absent."""
        record = msgspec.json.encode(Record(link, len(data), hashlib.sha256(data).hexdigest()))
        self._replace(name + ".csv", data)
        self._replace(name + ".json", record)

    def _replace(self, name: str, data: bytes) -> None:
        staged = f".{name}.{os.urandom(8).hex()}.part"  # a new name, created exclusively: nothing planted is opened
        fd = self._open(staged, os.O_WRONLY | os.O_CREAT | os.O_EXCL)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(self._name(staged), self._name(name), src_dir_fd=self.fd, dst_dir_fd=self.fd)
        except BaseException:
            try:
                os.unlink(self._name(staged), dir_fd=self.fd)
            except OSError:
                pass  # already renamed, or never made: nothing of it is left either way
            raise

    def touch(self, name: str) -> None:
        """The file's time set to now, the file itself (never what a link there leads to, where the system can
        tell them apart; elsewhere the copy was found a plain file by its lstat just before)."""
        os.utime(self._name(name), dir_fd=self.fd, follow_symlinks=os.utime not in os.supports_follow_symlinks)


# --- the fetch -------------------------------------------------------------------------------------------


class Target(NamedTuple):
    scheme: str
    host: str
    port: int
    path: str  # with its query


def target(link: str) -> Target:
    """The link's parts, or LinkError saying what is wrong with it."""
    if bad := next((c for c in link if c.isspace() or ord(c) < 32 or ord(c) == 127), None):
        what = said("errors.remote.a-space") if bad == " " else said("errors.remote.character", code=f"{ord(bad):#04x}")
        raise LinkError(said("errors.remote.holds", what=what))
    try:
        parts = urlsplit(link)
    except ValueError:  # "Invalid IPv6 URL": a '[' not closed
        raise LinkError(said("errors.remote.ipv6")) from None
    scheme = parts.scheme.lower()
    if scheme not in PORTS:
        raise LinkError(said("errors.remote.scheme", scheme=scheme))
    try:
        port = parts.port or PORTS[scheme]
    except ValueError:  # not a number, or out of range
        raise LinkError(said("errors.remote.port", port=parts.netloc.rpartition(":")[2])) from None
    if not parts.hostname:
        raise LinkError(said("errors.remote.no-host"))
    return Target(scheme, parts.hostname, port, (parts.path or "/") + (f"?{parts.query}" if parts.query else ""))


def fetch(link: str) -> bytes:
    """The body at `link`: at most MAX_BYTES, within TIMEOUT seconds in all, from a public address unless
    local ones are allowed. Raises Offline (no whole answer) or LinkError (refused)."""
    deadline = time.monotonic() + TIMEOUT
    for _ in range(MAX_REDIRECTS + 1):
        where = target(link)
        try:
            moved = _ask(where, deadline)
        except _Late:
            raise Offline(said("errors.remote.timeout", host=where.host, seconds=TIMEOUT)) from None
        if isinstance(moved, bytes):
            return moved
        link = urljoin(link, moved)
        if not is_link(link):
            raise LinkError(said("errors.remote.redirect-relative"))
        if (scheme := urlsplit(link).scheme.lower()) not in PORTS:
            raise LinkError(said("errors.remote.redirect-scheme", scheme=scheme))
    raise LinkError(said("errors.remote.redirects", most=MAX_REDIRECTS))


class _Late(Exception):
    """The deadline passed."""


def _remaining(deadline: float) -> float:
    """Seconds to the deadline; _Late once it has passed."""
    left = deadline - time.monotonic()
    if left <= 0:
        raise _Late
    return left


def _left(deadline: float) -> float:
    """Seconds one read may wait: to the deadline, at most STEP."""
    return min(_remaining(deadline), STEP)


def _ask(where: Target, deadline: float) -> bytes | str:
    """One request: the body, or the address a redirect gives. Every failure worded as Offline or LinkError."""
    import http.client  # only a deck given as a link fetches: the rest of pnp never opens a connection
    import socket  # the same: every build loads this module (its --refresh), not socket (3 ms of W1)
    import ssl  # the same: it loads the OpenSSL library

    try:
        addresses = _addresses(where, deadline)
        connection = _connection(http.client, ssl, where, addresses, deadline)
        timed = connection.sock
        try:
            return _answer(connection, where, deadline)
        finally:
            timed.sock.close()  # the one close: http.client closes its connection while its answer is read
    except (_Late, LinkError, Offline):
        raise
    except http.client.RemoteDisconnected:
        raise Offline(said("errors.remote.closed", host=where.host)) from None
    except TimeoutError:
        raise _Late from None
    except http.client.HTTPException as e:
        raise LinkError(_malformed(e, http.client)) from None
    except ssl.SSLError as e:
        raise LinkError(said("errors.remote.tls", host=where.host, reason=str(e.reason or type(e).__name__))) from None
    except socket.gaierror as e:
        raise Offline(said("errors.remote.unknown-host", host=where.host, reason=str(e.strerror))) from None
    except UnicodeError:
        raise LinkError(said("errors.remote.bad-host", host=where.host)) from None
    except ValueError as e:
        raise LinkError(said("errors.remote.not-http", reason=str(e))) from None
    except OSError as e:  # refused, reset, no route
        raise Offline(said("errors.remote.unreachable", host=where.host, reason=str(e.strerror or type(e).__name__))) from None


def _malformed(e: Exception, client):
    """An answer http.client cannot read, in a user's words."""
    if isinstance(e, client.BadStatusLine):
        return said("errors.remote.status-line")
    if isinstance(e, client.LineTooLong):
        return said("errors.remote.long-header")
    if isinstance(e, client.IncompleteRead):
        return said("errors.remote.cut")
    if "headers" in str(e):
        return said("errors.remote.headers")
    return said("errors.remote.not-http", reason=type(e).__name__)


def _addresses(where: Target, deadline: float) -> list[tuple]:
    """The addresses the connection may go to: the host resolved once, each of its addresses checked."""
    found = _resolve(where, deadline)
    if not found:
        raise Offline(said("errors.remote.no-address", host=where.host))
    if not _allow_local:
        for family, kind, proto, name, sockaddr in found:
            if why := local(sockaddr[0]):
                raise LinkError(said("errors.remote.local", host=where.host, why=why) if sockaddr[0] == where.host
                                else said("errors.remote.local-at", host=where.host, address=sockaddr[0], why=why))
    return [sockaddr for family, kind, proto, name, sockaddr in found]


def _resolve(where: Target, deadline: float) -> list:
    """getaddrinfo, which has no timeout of its own, in a thread given up at the deadline."""
    import socket  # only a fetch resolves a name (see _ask)

    result: list = []

    def lookup() -> None:
        try:
            result.append(socket.getaddrinfo(where.host, where.port, type=socket.SOCK_STREAM))
        except Exception as e:  # handed to the caller's thread, which words it
            result.append(e)

    import threading  # with the socket: for a link's fetch only

    thread = threading.Thread(target=lookup, daemon=True)
    thread.start()
    thread.join(max(0.0, deadline - time.monotonic()))
    if not result:
        raise _Late
    if isinstance(result[0], Exception):
        raise result[0]
    return result[0]


def local(address: str):
    """What makes an address not public (private, loopback ...), or None for a public one."""
    ip = ipaddress.ip_address(address.split("%")[0])  # an IPv6 address may carry its zone: fe80::1%eth0
    if ip.version == 6 and ip.ipv4_mapped:
        ip = ip.ipv4_mapped  # ::ffff:127.0.0.1 is 127.0.0.1
    for kind in ("unspecified", "loopback", "link_local", "multicast", "reserved", "private"):  # the narrowest first
        if getattr(ip, f"is_{kind}"):
            return said("errors.remote.address", kind=kind)
    return None if ip.is_global else said("errors.remote.address", kind="other")


def _connection(client, ssl, where: Target, addresses: list[tuple], deadline: float):
    """An HTTP(S) connection to one of the checked addresses, the host named in the request and the certificate."""
    sock = _connect(addresses, deadline)
    try:
        if where.scheme == "https":
            sock.settimeout(_remaining(deadline))  # for the whole handshake: ssl keeps one deadline for it
            sock = ssl.create_default_context().wrap_socket(sock, server_hostname=where.host)
    except BaseException:
        sock.close()
        raise
    connection = client.HTTPConnection(where.host, where.port)  # never connects: its socket is given
    connection.sock = _Timed(sock, deadline)  # connected already: http.client never connects itself
    return connection


def _connect(addresses: list[tuple], deadline: float) -> socket.socket:
    """A socket connected to the first of `addresses` that answers, each given its share of the time left (a
    host's IPv6 address may be unreachable where its IPv4 one answers)."""
    import socket  # only a fetch connects (see _ask)

    for i, address in enumerate(addresses):
        try:
            return socket.create_connection(address[:2], timeout=_remaining(deadline) / (len(addresses) - i))
        except OSError:
            if i == len(addresses) - 1:
                raise
    raise _Late  # no address: _addresses never gives an empty list


def _answer(connection, where: Target, deadline: float) -> bytes | str:
    connection.request("GET", where.path, headers={"User-Agent": AGENT, "Accept": "text/csv, text/plain, */*",
                                                   "Accept-Encoding": "identity", "Connection": "close"})
    answer = connection.getresponse()
    if answer.status in REDIRECTS:
        return answer.getheader("Location") or ""
    if answer.status != 200:
        raise LinkError(said("errors.remote.status", status=answer.status, reason=str(answer.reason)))
    declared = answer.getheader("Content-Length")
    if declared is not None and not declared.strip().isdigit():
        raise LinkError(said("errors.remote.length", given=declared[:20]))
    if declared is not None and int(declared) > MAX_BYTES:
        raise LinkError(too_large())
    data = _body(answer, deadline)
    if declared is not None and not answer.chunked and len(data) != int(declared):
        raise Offline(said("errors.remote.short", got=Grouped(len(data)), declared=Grouped(int(declared))))
    return data


def _body(answer, deadline: float) -> bytes:
    """The body, read a chunk at a time, the deadline checked between chunks, no further than MAX_BYTES + 1."""
    parts, size = [], 0
    while size <= MAX_BYTES:
        _left(deadline)
        part = answer.read(min(CHUNK, MAX_BYTES + 1 - size))
        if not part:
            break
        parts.append(part)
        size += len(part)
    if size > MAX_BYTES:
        raise LinkError(too_large())
    return b"".join(parts)


class _Timed:
    """A connected socket whose every wait ends by the fetch's deadline. http.client reads the status line,
    the headers and the body in many reads; a socket timeout bounds each one alone, so a server sending a byte
    every few seconds would never time out. Each read here waits at most STEP, and the deadline is checked
    between them."""

    def __init__(self, sock: socket.socket, deadline: float):
        self.sock, self.deadline = sock, deadline

    def sendall(self, data: bytes) -> None:
        self.sock.settimeout(_remaining(self.deadline))  # for the whole send (Python 3.5 and later)
        self.sock.sendall(data)

    def makefile(self, mode: str, *args, **kwargs) -> io.BufferedReader:
        """What http.client reads the answer from."""
        return io.BufferedReader(_Reader(self))

    def recv_into(self, buffer) -> int:
        while True:
            self.sock.settimeout(_left(self.deadline))
            try:
                return self.sock.recv_into(buffer)
            except TimeoutError:
                continue  # a quiet STEP: the deadline decides

    def close(self) -> None:
        """Nothing: http.client closes the connection as soon as it has the answer's headers, and reads the
        body after (a real socket waits for its file to close first); _ask closes the socket itself."""


class _Reader(io.RawIOBase):
    """The raw stream under http.client's buffered reader: each read bounded by the deadline."""

    def __init__(self, timed: _Timed):
        super().__init__()
        self.timed = timed

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        return self.timed.recv_into(buffer)


def too_large():
    return said("errors.remote.too-large", most=MAX_BYTES // 1_000_000)



def age(seconds: float):
    """How long ago, said: '40 s ago', '12 min ago', '3 h ago', '2 days ago'."""
    if seconds < 90:
        return said("remote.ago-seconds", count=max(0, round(seconds)))
    if seconds < 90 * 60:
        return said("remote.ago-minutes", count=round(seconds / 60))
    if seconds < 36 * 3600:
        return said("remote.ago-hours", count=round(seconds / 3600))
    return said("remote.ago-days", count=round(seconds / 86400))
