"""`pnp watch GAME|FILE [--port P] [--open]`: the designer's loop. It builds the kit once, serves the output
folder's index.html and the kit on http://127.0.0.1:P/ (loopback only), and builds again on every save of the
game file, its data or its art (watchfiles: a burst of saves makes one build). The page listens to a stream
of server-sent events and reloads itself when a build ends; a build that fails leaves the last good kit in
place, and the page and the terminal show its error line (file, field, what to do). The pieces whose drawing
changed are named on the page, each with its proof (pnp.proof), so the card just edited shows at once.

The server (Preview, issue 33) trusts no request: it sends only the files the builds wrote, found by their
exact path after every decoding and read with no link followed; it answers only a Host of its own address
and no request another site's page makes; and it bounds what a client may hold (a request's size and time,
the connections, the event streams), so the page stays answered."""

from __future__ import annotations

import asyncio
import errno
import hashlib
import json
import os
import re
import signal
import socket
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from html import escape
from http import HTTPStatus
from fractions import Fraction
from pathlib import Path
from urllib.parse import quote, unquote

import msgspec
from watchfiles import DefaultFilter, watch

from pnp.base.errors import PnpError
from pnp.base.i18n import check_lang, decimal, figure, message_language, said, say
from pnp.base.output import plain_file
from pnp.jobs import build_kits
from pnp.kit import game_pieces, load_game
from pnp.model import remote
from pnp.model.remote import CACHE
from pnp.model.spec import game_path, source_name
from pnp.parts.cards import card_piece, card_rows, card_titles, keep_drawings
from pnp.parts.registry import Context
from pnp.proof import piece_png, proof_png

HOST = "127.0.0.1"  # loopback only: the preview is the designer's, not the network's
FORMATS = "kit,png"  # what the page shows: the kit PDF and each part's previews (no per-part PDF nor SVG)
WAKE_MS = 200  # the watcher wakes this often with no change: the first wake-up starts the first build
KEEP_ALIVE = 15.0  # seconds between comments on an idle event stream, so a proxy or the browser keeps it open
PREVIEW_DPI = 150  # the page's proofs of changed pieces: sharp at the page's size, half the time of 300 dpi
EARLY = 6  # at most this many edited cards are drawn and shown before the build (more: the build shows them)
DATA = {".toml", ".csv", ".tsv", ".txt", ".xlsx"}  # saves that change no art: the cards drawn before stay good
WATCH_WORDS = ("built", "failed", "changed", "first", "early")  # the banner's messages, watch.<word>
KINDS = {".pdf": "application/pdf", ".png": "image/png", ".svg": "image/svg+xml", ".json": "application/json",
         ".html": "text/html; charset=utf-8", ".csv": "text/csv; charset=utf-8"}  # the build's files the server may send
# the server's bounds (issue 33): what one client, or a page of another site, may hold of it
HEAD_SECONDS = 5.0  # a request's line and headers come whole within this, or the connection is dropped (slow loris)
WRITE_SECONDS = 20.0  # a client that takes no byte of its answer for this long is dropped
LINE_BYTES = 8192  # the request line, or one header line
HEAD_BYTES = 32768  # the request line and its headers together
HEADERS = 100  # header lines in one request
CONNECTIONS = 128  # open at once; one more closes the oldest still sending its head, or waits for a place
WAITING = 128  # newcomers waiting for a place at once; one more is closed
ADMIT_STEP = 0.05  # seconds between a waiting newcomer's looks for a place
STREAMS = 16  # event streams open at once (a page each); one more is answered 503
PROOFS = 8  # proofs waiting to be drawn (one not drawn by the loop: a build may hold PDFium); one more is answered 503
BACKLOG = 128  # connections the system queues before the server takes them
DECODINGS = 3  # rounds of percent-decoding of a request's path: '%252e' is '.' after two
TOKEN = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")  # a header's name (RFC 9110)
VERSION = re.compile(r"HTTP/1\.[01]")
DRAWING = threading.Lock()  # PDFium draws for one thread at a time: the loop's builds and the server's proofs


class State:
    """The last build's outcome, shared by the loop and the server's threads: each build ends with a new
    generation; before it, the edited cards' proofs may be shown (stage "proof", same generation). Every
    publication has a new version, which wakes every event stream."""

    def __init__(self) -> None:
        self.lock = threading.Condition()
        self.generation = 0
        self.version = 0
        self.stage = "built"
        self.ok = False
        self.error = ""
        self.seconds = 0.0
        self.changed: list[tuple[str, str]] = []  # (piece name, its title or "") whose drawing changed
        self.proofs: dict[str, bytes] = {}  # piece name -> its front at PREVIEW_DPI, drawn this build
        self.files: dict[str, str] = {}  # what the server may send: each file the last good build wrote -> its type
        self.listener = None  # called (from the publishing thread) after each publication: the server's streams wake

    def listen(self, listener) -> None:
        with self.lock:
            self.listener = listener

    def _told(self) -> None:
        with self.lock:
            listener = self.listener
        if listener is not None:
            listener()

    def publish(self, *, ok: bool, error: str = "", seconds: float = 0.0, changed=(), files: dict[str, str] | None = None) -> None:
        with self.lock:
            self.ok, self.error, self.seconds, self.stage = ok, error, seconds, "built"
            if ok:
                self.changed = list(changed)
                self.files = dict(files or {})
            self.generation += 1
            self.version += 1
            self.lock.notify_all()
        self._told()

    def show_early(self, changed: list[tuple[str, str]], proofs: dict[str, bytes], seconds: float) -> None:
        """The edited cards, drawn before the build: the page shows them at once."""
        with self.lock:
            self.proofs.update(proofs)
            self.changed, self.stage, self.seconds, self.ok, self.error = list(changed), "proof", seconds, True, ""
            self.version += 1
            self.lock.notify_all()
        self._told()

    def forget_proofs(self) -> None:
        with self.lock:
            self.proofs.clear()

    def event(self) -> dict:
        return {"generation": self.generation, "version": self.version, "stage": self.stage, "ok": self.ok,
                "error": self.error, "seconds": round(self.seconds, 2),
                "changed": [{"name": n, "title": t} for n, t in self.changed]}


def _say(line: str, err: bool = False) -> None:
    print(line, file=sys.stderr if err else sys.stdout, flush=True)


class Loop:
    """One game's builds: the first, then one per burst of saves, each compared with the one before. Before a
    build, the cards an edit of the data changed are drawn alone and shown (pnp.proof's way); the build then
    redraws only the cards that changed (pnp.parts.cards.keep_drawings) and renders the kit."""

    def __init__(self, ref: str, out: Path, lang: str, state: State, say=_say, refresh: bool = False) -> None:
        self.ref, self.out, self.lang, self.state, self.say, self.refresh = ref, out, lang, state, say, refresh
        self.drawings: dict[str, str] | None = None  # piece name -> a digest of its front and back
        self.rows: dict[str, bytes] | None = None  # card name -> what its drawing depends on (cards.card_rows)
        self.kept = keep_drawings()

    def build(self, saved=()) -> bool:
        start = time.perf_counter()
        if self.refresh:
            remote.forget()  # each build fetches the sheets again
        if any(Path(path).suffix.lower() not in DATA for path in saved):
            self.kept.clear()  # art may have changed: every card is drawn again
        self.state.forget_proofs()
        with DRAWING:
            self._early(start)
            try:
                written = build_kits(self.ref, paper="a4", lang=self.lang, fmt=FORMATS, parts=None, out=self.out, bleed="0mm",
                                     force=False)
                changed = self._changed()
            except PnpError as e:  # the terminal's line first: whoever sees the page's error finds it there too
                self.say(str(said("cli.error", message=e.line())), err=True)
                self.state.publish(ok=False, error=e.line())
                return False
            finally:
                self.kept.turn()
        seconds = time.perf_counter() - start
        self.state.publish(ok=True, seconds=seconds, changed=changed, files=self._files(written))
        names = ", ".join(name for name, _ in changed[:5]) + (", ..." if len(changed) > 5 else "")
        shown = _seconds(seconds)
        self.say(str(said("watch.said.built-changed", seconds=shown, names=names) if names and len(changed) < len(self.drawings)
                     else said("watch.said.built", seconds=shown)))
        return True

    def _files(self, written: list[Path]) -> dict[str, str]:
        """The files a build wrote, by their path below the output folder, each with its type: all the server sends."""
        files = {}
        for path in written:
            rel, suffix = Path(path).relative_to(self.out).as_posix(), Path(path).suffix.lower()
            if suffix in KINDS:
                files[rel] = KINDS[suffix]
        return files

    def _early(self, start: float) -> None:
        """The cards whose row changed since the last build, drawn alone and shown before the build; nothing
        when the deck itself changed (its layout, its columns, a row more or less) or the file does not read."""
        try:
            game, where = load_game(self.ref), source_name(game_path(self.ref))
            rows = card_rows(game, where) if getattr(game, "decks", None) else {}
        except PnpError:
            return  # the build says it
        before, self.rows = self.rows, rows
        if before is None or before.keys() != rows.keys():
            return
        names = [name for name, row in rows.items() if before[name] != row]
        if not 0 < len(names) <= EARLY:
            return
        titles = card_titles(game, where, self.lang)
        context = Context.printing(game, where, lang=self.lang)
        try:
            pieces = [card_piece(context, name) for name in names]
            proofs = {p.name: piece_png(p, "front", PREVIEW_DPI, self.lang) for p in pieces if p is not None}
        except PnpError:
            return  # the build says it
        seconds = time.perf_counter() - start
        self.state.show_early([(name, titles.get(name, "")) for name in proofs], proofs, seconds)
        self.say(str(said("watch.said.early", names=", ".join(proofs), seconds=_seconds(seconds))))

    def _changed(self) -> list[tuple[str, str]]:
        """The pieces whose drawing differs from the last good build's, with a card's title."""
        game, where = load_game(self.ref), source_name(game_path(self.ref))
        pieces = game_pieces(Context.printing(game, where, lang=self.lang))
        drawings = {p.name: hashlib.sha1(msgspec.json.encode([p.front, p.back])).hexdigest() for p in pieces}
        before, self.drawings = self.drawings, drawings
        if before is None:
            return []
        titles = card_titles(game, where, self.lang) if getattr(game, "decks", None) else {}
        return [(name, titles.get(name, "")) for name, digest in drawings.items() if before.get(name) != digest]


def _seconds(seconds: float) -> str:
    """A build's time for the terminal, to the hundredth, with its reader's decimal mark."""
    return figure(seconds, 2, lang=message_language())


def watched_folder(ref: str) -> Path:
    """Where the game file, its data and its art lie: the game file's folder."""
    return game_path(ref).resolve().parent


class Filter(DefaultFilter):
    """Saves in the game's folder, less the output folder (the builds' own writes) and editors' temporary files."""

    def __init__(self, out: Path) -> None:
        super().__init__()
        self.out = out.resolve()

    def __call__(self, change, path: str) -> bool:
        return (super().__call__(change, path) and not Path(path).resolve().is_relative_to(self.out)
                and CACHE not in Path(path).parts)  # a fetched sheet's copy is the build's own write


def page(out: Path, state: State, lang: str) -> bytes:
    """index.html of the last good build, with the watch's banner (the build's outcome, the pieces changed
    with their proofs) and the script that listens for builds."""
    index = out / "index.html"
    body = index.read_text(encoding="utf-8") if plain_file(out, "index.html") else "<!doctype html><html><body></body></html>"
    words = {word: say(f"watch.{word}", lang) for word in WATCH_WORDS}
    with state.lock:
        info = state.event()
    if info["error"]:
        banner = f'<p class="pnp-error"><strong>{escape(words["failed"])}</strong> <span id="pnp-error">{escape(info["error"])}</span></p>'
    elif info["generation"]:
        banner = f'<p id="pnp-status">{escape(say("watch.built", lang, s=decimal(Fraction(str(info["seconds"])), 2, lang)))}</p>'
    else:
        banner = f'<p id="pnp-status">{escape(words["first"])}</p>'
    if info["changed"]:
        figures = "".join(f'<figure class="pnp-changed"><img src="/proof/{escape(quote(c["name"]))}.png?v={info["version"]}" '
                          f'alt="{escape(c["name"])}"><figcaption>{escape(c["name"])}'
                          f'{" · " + escape(c["title"]) if c["title"] else ""}</figcaption></figure>'
                          for c in info["changed"][:EARLY])
        said = words["early" if info["stage"] == "proof" else "changed"]
        banner += f'<div id="pnp-changed"><p>{escape(said)}</p>{figures}</div>'
    style = ("<style>#pnp-watch{position:sticky;top:0;z-index:9;background:#fff;border-bottom:1px solid #ccc;padding:.3rem 1rem}"
             ".pnp-error{background:#fde2e1;color:#8a1c13;padding:.5rem;margin:0}#pnp-changed figure{display:inline-block;"
             "width:10rem;margin:.3rem}#pnp-changed img{width:100%}</style>")
    # a "proof" event (the edited cards, before the build) shows them in place; the build's end reloads the page
    script = ("<script>(function(){var seen=null,s=new EventSource('/events');s.addEventListener('build',function(m){"
              "var e=JSON.parse(m.data);if(seen===null){seen=e.generation;return}"
              "if(e.stage==='proof'){var b=document.getElementById('pnp-watch'),d=document.getElementById('pnp-changed');"
              "if(!d){d=document.createElement('div');d.id='pnp-changed';b.appendChild(d)}d.innerHTML='';"
              "var p=document.createElement('p');"
              f"p.textContent={json.dumps(words['early'])};d.appendChild(p);"
              "e.changed.forEach(function(c){var f=document.createElement('figure'),i=document.createElement('img'),"
              "t=document.createElement('figcaption');f.className='pnp-changed';i.src='/proof/'+encodeURIComponent(c.name)+"
              "'.png?v='+e.version;i.alt=c.name;t.textContent=c.name+(c.title?' \u00b7 '+c.title:'');f.appendChild(i);"
              "f.appendChild(t);d.appendChild(f)});return}"
              "if(e.generation===seen)return;seen=e.generation;"
              "if(e.ok){location.reload();return}var b=document.getElementById('pnp-watch');b.innerHTML="
              "'<p class=\"pnp-error\"><strong></strong> <span id=\"pnp-error\"></span></p>';"
              f"b.querySelector('strong').textContent={json.dumps(words['failed'])};"
              "b.querySelector('#pnp-error').textContent=e.error})})()</script>")
    block = f'{style}<div id="pnp-watch">{banner}</div>'
    at = body.find("<body")
    at = body.find(">", at) + 1 if at >= 0 else 0
    body = body[:at] + block + body[at:]
    end = body.rfind("</body>")
    body = body[:end] + script + body[end:] if end >= 0 else body + script
    return body.encode("utf-8")


class Refused(Exception):
    """A request answered with its status alone, no content, and its connection closed."""

    def __init__(self, status: HTTPStatus) -> None:
        super().__init__(status.phrase)
        self.status = status


def request_path(target: str) -> str:
    """The path a request target names below the output folder ('' for the page). It is percent-decoded until
    nothing is left to decode (a browser sends '..%2f' as it is, and '%252e' is '%2e' once decoded), then split
    on '/'. Only a path is taken: an absolute form ('http://host/...'), NUL and other controls, bytes that are
    no UTF-8, and a '%' still there after DECODINGS rounds are a malformed request (400); a part that is empty
    ('//'), '.' or '..', or a backslash (a Windows separator), names nothing served (404)."""
    if not target.startswith("/"):
        raise Refused(HTTPStatus.BAD_REQUEST)
    path = target.partition("?")[0]
    for _ in range(DECODINGS):
        if "%" not in path:
            break
        try:
            path = unquote(path, errors="strict")
        except UnicodeDecodeError:
            raise Refused(HTTPStatus.BAD_REQUEST) from None
    if "%" in path or any(ord(c) < 32 or ord(c) == 127 for c in path):
        raise Refused(HTTPStatus.BAD_REQUEST)
    if path == "/":
        return ""
    parts = path[1:].split("/")
    if "\\" in path or any(part in ("", ".", "..") for part in parts):
        raise Refused(HTTPStatus.NOT_FOUND)
    return "/".join(parts)


async def read_line(reader: asyncio.StreamReader, too_long=HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE) -> bytes:
    """One line of a request's head, without its end; Refused(too_long) for a line longer than LINE_BYTES."""
    try:
        return (await reader.readuntil(b"\n")).rstrip(b"\r\n")
    except asyncio.LimitOverrunError:
        raise Refused(too_long) from None


async def read_head(reader: asyncio.StreamReader) -> tuple[str, str, dict[str, list[str]]]:
    """A request's method, target and headers (by lower-case name), read within LINE_BYTES a line, HEAD_BYTES
    and HEADERS in all; Refused for a head too large (431) or malformed (400), the request line checked before
    any header is read (what is no HTTP is refused at once); EOFError when the client leaves."""
    line = await read_line(reader, HTTPStatus.REQUEST_URI_TOO_LONG)
    try:
        method, target, version = line.decode("ascii").split(" ")
    except (UnicodeDecodeError, ValueError):
        raise Refused(HTTPStatus.BAD_REQUEST) from None
    if not VERSION.fullmatch(version):
        raise Refused(HTTPStatus.BAD_REQUEST)
    headers: dict[str, list[str]] = {}
    size, count = len(line), 0
    while line := await read_line(reader):
        size, count = size + len(line), count + 1
        if size > HEAD_BYTES or count > HEADERS:
            raise Refused(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE)
        name, colon, value = line.decode("latin-1").partition(":")
        value = value.strip(" \t")
        if not colon or not TOKEN.fullmatch(name) or any(ord(c) < 32 and c != "\t" or ord(c) == 127 for c in value):
            raise Refused(HTTPStatus.BAD_REQUEST)  # a folded line, a name that is no token, a control in a value
        headers.setdefault(name.lower(), []).append(value)
    return method, target, headers


def served(out: Path, rel: str) -> bytes | None:
    """The bytes of a file a build wrote, read as pnp reads its output folder (pnp.base.output): a plain file
    with no link on the way from the output folder, resolving inside it, opened without following a link;
    None otherwise."""
    path = out / rel
    if not plain_file(out, rel) or not path.resolve().is_relative_to(out.resolve()):
        return None
    try:
        with open(os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)), "rb") as file:
            return file.read()
    except OSError:
        return None


def listen(port: int) -> socket.socket:
    """The preview's socket on 127.0.0.1 alone, taken before the first build; a port in use is bad input."""
    if not 0 <= port <= 65535:
        raise PnpError(said("errors.watch.port", port=port), field="--port")
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # the last run's port, left in TIME_WAIT, is free
        sock.bind((HOST, port))
        sock.listen(BACKLOG)
    except OSError as e:
        sock.close()
        if e.errno == errno.EADDRINUSE:
            raise PnpError(said("errors.watch.in-use", port=port), field="--port") from None
        raise PnpError(said("errors.watch.listen", address=f"{HOST}:{port}", reason=e.strerror), field="--port") from None
    return sock


def head(status: HTTPStatus, kind: str = "", length: int | None = None) -> bytes:
    """A response's status line and headers: every response closes its connection (one request each)."""
    lines = [f"HTTP/1.1 {status.value} {status.phrase}", "Connection: close", "Cache-Control: no-store",
             "X-Content-Type-Options: nosniff"]  # no-store: a reload shows the new build's files
    lines += [f"Content-Type: {kind}"] if kind else []
    lines += [f"Content-Length: {length}"] if length is not None else []
    return ("\r\n".join(lines) + "\r\n\r\n").encode("ascii")


class Preview:
    """The preview's server: an asyncio loop in one thread, on a socket bound to 127.0.0.1. Each connection
    answers one request and closes. A request's head must come whole within HEAD_SECONDS (a client sending it
    slowly is dropped); at most CONNECTIONS are open at once (one more closes the oldest still sending its
    head, so a new request is answered) and STREAMS event streams (one more is answered 503). Only a Host of
    this server's own address is answered (a site rebound to 127.0.0.1 by its DNS gets 421), no request
    another site's page makes (Sec-Fetch-Site, 403), and only the files the builds wrote (State.files)."""

    def __init__(self, out: Path, state: State, ref: str, lang: str, port: int, say=_say) -> None:
        self.out, self.state, self.ref, self.lang, self.say = Path(out), state, ref, lang, say
        self.socket = listen(port)
        self.port = self.socket.getsockname()[1]
        self.hosts = {f"{HOST}:{self.port}", f"localhost:{self.port}"} | ({HOST, "localhost"} if self.port == 80 else set())
        self.connections: dict[asyncio.StreamWriter, str] = {}  # oldest first, each "head" until its request is read
        self.waiting = 0  # newcomers waiting for a place
        self.streams = self.drawing = 0
        self.loop: asyncio.AbstractEventLoop | None = None
        self.ready = threading.Event()
        self.failed: OSError | None = None
        # a proof not drawn by the loop is drawn here, off the server's loop, one at a time (PDFium's DRAWING)
        self.drawer = ThreadPoolExecutor(1, thread_name_prefix="pnp-watch-proof")
        self.thread = threading.Thread(target=lambda: asyncio.run(self._serve()), name="pnp-watch-server", daemon=True)

    @property
    def address(self) -> str:
        return f"http://{HOST}:{self.port}/"

    def start(self) -> None:
        self.thread.start()
        self.ready.wait()
        if self.failed is not None:
            self.stop()
            raise PnpError(said("errors.watch.listen", address=f"{HOST}:{self.port}", reason=self.failed.strerror or self.failed),
                           field="--port")

    def stop(self) -> None:
        if self.loop is not None and self.thread.is_alive():
            self.loop.call_soon_threadsafe(self.stopping.set)
        self.thread.join()
        self.drawer.shutdown(wait=False, cancel_futures=True)
        self.socket.close()

    async def _serve(self) -> None:
        self.loop = asyncio.get_running_loop()
        # an error no request handled (one it should have) is one line, never a traceback on the designer's terminal
        self.loop.set_exception_handler(lambda loop, context: self.say(
            str(said("watch.said.server", error=str(context.get("exception") or context.get("message")))), err=True))
        self.stopping, self.wake = asyncio.Event(), asyncio.Event()
        self.state.listen(self._woken)
        try:
            server = await asyncio.start_server(self._connection, sock=self.socket, limit=LINE_BYTES, backlog=BACKLOG)
        except OSError as e:
            self.failed = e
            return
        finally:
            self.ready.set()
        await self.stopping.wait()
        self.state.listen(None)
        server.close()
        for writer in list(self.connections):
            writer.transport.abort()

    def _woken(self) -> None:
        """A publication of the state (from the loop's thread): every event stream wakes."""
        try:
            self.loop.call_soon_threadsafe(self._wake)
        except RuntimeError:  # the server has just stopped: no stream is left to wake
            pass

    def _wake(self) -> None:
        self.wake.set()
        self.wake = asyncio.Event()

    async def _admit(self, writer: asyncio.StreamWriter) -> bool:
        """Room for a new connection: a free place, or the place of the oldest still sending its head (a slow
        loris). When every place is taken by requests being answered (a flood of event streams, each answered
        503 and closed), the newcomer waits for one, up to HEAD_SECONDS, as a request does for its head: it
        was closed at once, and the page's own request, last in the flood, went unanswered. Past WAITING
        newcomers, or that time, it is closed."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + HEAD_SECONDS
        if self.waiting >= WAITING:
            return False
        self.waiting += 1
        try:
            while len(self.connections) >= CONNECTIONS:
                oldest = next((w for w, stage in self.connections.items() if stage == "head"), None)
                if oldest is not None:
                    del self.connections[oldest]
                    oldest.transport.abort()
                    break
                if loop.time() >= deadline:
                    return False
                await asyncio.sleep(ADMIT_STEP)
        finally:
            self.waiting -= 1
        self.connections[writer] = "head"
        return True

    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if not await self._admit(writer):
            writer.transport.abort()
            return
        try:
            try:
                await self._answer(reader, writer)
            except Refused as e:
                await self._send(writer, e.status)
        except (OSError, EOFError):  # the client left or was too slow (TimeoutError is an OSError): no answer
            pass
        finally:
            self.connections.pop(writer, None)
            writer.close()

    async def _answer(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        method, target, headers = await asyncio.wait_for(read_head(reader), HEAD_SECONDS)
        self.connections[writer] = "answer"
        hosts = headers.get("host", [])
        if len(hosts) != 1 or hosts[0].lower() not in self.hosts:
            raise Refused(HTTPStatus.MISDIRECTED_REQUEST)
        if any(site not in ("same-origin", "none") for site in headers.get("sec-fetch-site", [])):
            raise Refused(HTTPStatus.FORBIDDEN)  # a request another site's page makes the browser send
        if method != "GET":
            raise Refused(HTTPStatus.METHOD_NOT_ALLOWED)
        path = request_path(target)
        if path in ("", "index.html"):
            await self._send(writer, HTTPStatus.OK, page(self.out, self.state, self.lang), KINDS[".html"])
        elif path == "events":
            await self._events(reader, writer)
        elif path.startswith("proof/") and path.endswith(".png") and path.count("/") == 1:
            await self._send(writer, HTTPStatus.OK, await self._proof(path[len("proof/"):-len(".png")]), KINDS[".png"])
        else:
            with self.state.lock:
                kind = self.state.files.get(path)
            data = served(self.out, path) if kind else None
            if data is None:
                raise Refused(HTTPStatus.NOT_FOUND)
            await self._send(writer, HTTPStatus.OK, data, kind)

    async def _send(self, writer: asyncio.StreamWriter, status: HTTPStatus, data: bytes = b"", kind: str = "") -> None:
        writer.write(head(status, kind, len(data)) + data)
        await asyncio.wait_for(writer.drain(), WRITE_SECONDS)

    async def _proof(self, name: str) -> bytes:
        with self.state.lock:
            drawn = self.state.proofs.get(name)
        if drawn is None:
            if self.drawing >= PROOFS:
                raise Refused(HTTPStatus.SERVICE_UNAVAILABLE)  # each waits for the one before: the queue stays short
            self.drawing += 1
            try:
                drawn = await self.loop.run_in_executor(self.drawer, self._draw, name)
            finally:
                self.drawing -= 1
        if drawn is None:
            raise Refused(HTTPStatus.NOT_FOUND)
        return drawn

    def _draw(self, name: str) -> bytes | None:
        try:
            with DRAWING:
                return proof_png(self.ref, name, dpi=PREVIEW_DPI, lang=self.lang)[1]
        except PnpError:
            return None

    async def _events(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """The build's events, each publication once, a comment every KEEP_ALIVE seconds of quiet; the stream
        ends when the page goes (its connection read to its end) or stops reading for WRITE_SECONDS."""
        if self.streams >= STREAMS:
            raise Refused(HTTPStatus.SERVICE_UNAVAILABLE)
        self.streams += 1
        self.connections[writer] = "stream"
        gone, wake = asyncio.ensure_future(reader.read(1)), None
        try:
            writer.write(head(HTTPStatus.OK, "text/event-stream"))
            seen = -1
            while not gone.done():
                wake = asyncio.ensure_future(self.wake.wait())  # taken before the state is read: no publication is missed
                with self.state.lock:
                    info, version = self.state.event(), self.state.version
                writer.write(f"event: build\ndata: {json.dumps(info)}\n\n".encode() if version != seen else b": idle\n\n")
                seen = version
                await asyncio.wait_for(writer.drain(), WRITE_SECONDS)
                await asyncio.wait((gone, wake), timeout=KEEP_ALIVE, return_when=asyncio.FIRST_COMPLETED)
                wake.cancel()
        finally:
            self.streams -= 1
            for waiting in (gone, wake):
                if waiting is not None:
                    waiting.cancel()
            if gone.done() and not gone.cancelled():
                gone.exception()  # a connection reset, read here so asyncio does not report it


def run(ref: str, *, out: Path, port: int, lang: str, open_browser: bool, say=_say, stop: threading.Event | None = None,
        refresh: bool = False) -> None:
    """`pnp watch`: serve, build, and build again on each burst of saves until Ctrl-C (or `stop`); with `refresh`,
    each build fetches the deck data given as links again."""
    lang = check_lang(lang)
    folder = watched_folder(ref)
    state = State()
    preview = Preview(out, state, ref, lang, port, say)
    preview.start()
    address = preview.address
    loop = Loop(ref, out, lang, state, say, refresh)
    started = False
    stop = stop or threading.Event()
    if threading.current_thread() is threading.main_thread():
        # Ctrl-C sets the stop event the watcher checks at each wake-up, wherever it lands: a KeyboardInterrupt
        # raised inside a build or a page's event stream could be lost, and the loop then never ended
        signal.signal(signal.SIGINT, lambda number, frame: stop.set())
    try:
        # the first build once the watcher is up (its first wake-up, with no change), so a save made while it
        # runs starts the next one; later wake-ups with no change are ignored
        for changes in watch(folder, watch_filter=Filter(out), stop_event=stop, raise_interrupt=True,
                             yield_on_timeout=True, rust_timeout=WAKE_MS):
            if not started:
                started = True
                loop.build()
                say(str(said("watch.said.serving", address=address)))
                if open_browser:
                    import webbrowser  # only with --open

                    webbrowser.open(address)
            elif changes:
                loop.build([path for _, path in changes])
    except KeyboardInterrupt:
        pass
    finally:
        preview.stop()
    say(str(said("watch.said.stopped")))
