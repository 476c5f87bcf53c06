"""`pnp watch GAME|FILE [--port P] [--open]`: the designer's loop. It builds the kit once, serves the output
folder's index.html and the kit on http://127.0.0.1:P/ (loopback only), and builds again on every save of the
game file, its data or its art (watchfiles: a burst of saves makes one build). The page listens to a stream
of server-sent events and reloads itself when a build ends; a build that fails leaves the last good kit in
place, and the page and the terminal show its error line (file, field, what to do). The pieces whose drawing
changed are named on the page, each with its proof (pnp.proof), so the card just edited shows at once."""

from __future__ import annotations

import errno
import hashlib
import json
import signal
import sys
import threading
import time
from html import escape
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

import msgspec
from watchfiles import DefaultFilter, watch

from pnp.base.errors import PnpError
from pnp.base.i18n import check_lang
from pnp.base.output import plain_file
from pnp.jobs import build_kits
from pnp.kit import game_pieces, load_game
from pnp.model import remote
from pnp.model.options import PrintOptions
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
WORDS = {
    "fr": {"built": "Construit en {s} s", "failed": "La construction a échoué ; l'aperçu est le dernier réussi :",
           "changed": "Modifié :", "first": "Première construction…", "early": "Modifié (le kit suit) :"},
    "en": {"built": "Built in {s} s", "failed": "The build failed; the preview is the last good one:",
           "changed": "Changed:", "first": "First build…", "early": "Changed (the kit follows):"},
}
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

    def publish(self, *, ok: bool, error: str = "", seconds: float = 0.0, changed=()) -> None:
        with self.lock:
            self.ok, self.error, self.seconds, self.stage = ok, error, seconds, "built"
            if ok:
                self.changed = list(changed)
            self.generation += 1
            self.version += 1
            self.lock.notify_all()

    def show_early(self, changed: list[tuple[str, str]], proofs: dict[str, bytes], seconds: float) -> None:
        """The edited cards, drawn before the build: the page shows them at once."""
        with self.lock:
            self.proofs.update(proofs)
            self.changed, self.stage, self.seconds, self.ok, self.error = list(changed), "proof", seconds, True, ""
            self.version += 1
            self.lock.notify_all()

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
                build_kits(self.ref, paper="a4", lang=self.lang, fmt=FORMATS, parts=None, out=self.out, bleed="0mm", force=False)
                changed = self._changed()
            except PnpError as e:
                self.state.publish(ok=False, error=e.line())
                self.say(f"pnp: error: {e.line()}", err=True)
                return False
            finally:
                self.kept.turn()
        seconds = time.perf_counter() - start
        self.state.publish(ok=True, seconds=seconds, changed=changed)
        names = ", ".join(name for name, _ in changed[:5]) + (", ..." if len(changed) > 5 else "")
        self.say(f"pnp watch: built in {seconds:.2f} s" + (f"; changed: {names}" if names and len(changed) < len(self.drawings) else ""))
        return True

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
        context = Context.printing(game, where, PrintOptions(lang=self.lang))
        try:
            pieces = [card_piece(context, name) for name in names]
            proofs = {p.name: piece_png(p, "front", PREVIEW_DPI, self.lang) for p in pieces if p is not None}
        except PnpError:
            return  # the build says it
        seconds = time.perf_counter() - start
        self.state.show_early([(name, titles.get(name, "")) for name in proofs], proofs, seconds)
        self.say(f"pnp watch: {', '.join(proofs)} drawn in {seconds:.2f} s; the kit follows")

    def _changed(self) -> list[tuple[str, str]]:
        """The pieces whose drawing differs from the last good build's, with a card's title."""
        game, where = load_game(self.ref), source_name(game_path(self.ref))
        pieces = game_pieces(game, PrintOptions(lang=self.lang), where=where)
        drawings = {p.name: hashlib.sha1(msgspec.json.encode([p.front, p.back])).hexdigest() for p in pieces}
        before, self.drawings = self.drawings, drawings
        if before is None:
            return []
        titles = card_titles(game, where, self.lang) if getattr(game, "decks", None) else {}
        return [(name, titles.get(name, "")) for name, digest in drawings.items() if before.get(name) != digest]


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
    words = WORDS[lang]
    with state.lock:
        info = state.event()
    if info["error"]:
        banner = f'<p class="pnp-error"><strong>{escape(words["failed"])}</strong> <span id="pnp-error">{escape(info["error"])}</span></p>'
    elif info["generation"]:
        banner = f'<p id="pnp-status">{escape(words["built"].format(s=info["seconds"]))}</p>'
    else:
        banner = f'<p id="pnp-status">{escape(words["first"])}</p>'
    if info["changed"]:
        figures = "".join(f'<figure class="pnp-changed"><img src="/proof/{escape(c["name"])}.png?v={info["version"]}" '
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


def handler(out: Path, state: State, ref: str, lang: str) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format, *args) -> None:  # the terminal shows builds, not every request
            pass

        def do_GET(self) -> None:
            path = unquote(urlsplit(self.path).path)
            if path in ("/", "/index.html"):
                self._send(page(out, state, lang), "text/html; charset=utf-8")
            elif path == "/events":
                self._events()
            elif path.startswith("/proof/") and path.endswith(".png"):
                name = path[len("/proof/"):-len(".png")]
                with state.lock:
                    drawn = state.proofs.get(name)
                try:
                    if drawn is None:
                        with DRAWING:
                            drawn = proof_png(ref, name, dpi=PREVIEW_DPI, lang=lang)[1]
                    self._send(drawn, "image/png")
                except PnpError as e:
                    self.send_error(HTTPStatus.NOT_FOUND, e.line())
            else:
                self._file(path.lstrip("/"))

        def _send(self, data: bytes, kind: str) -> None:
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Cache-Control", "no-store")  # a reload shows the new build's files
            self.end_headers()
            self.wfile.write(data)

        def _file(self, rel: str) -> None:
            kinds = {".pdf": "application/pdf", ".png": "image/png", ".svg": "image/svg+xml", ".json": "application/json",
                     ".html": "text/html; charset=utf-8", ".csv": "text/csv; charset=utf-8"}
            suffix = Path(rel).suffix.lower()
            if suffix not in kinds or not plain_file(out, rel):  # nothing outside the output folder, never a link
                self.send_error(HTTPStatus.NOT_FOUND)
                return
            self._send((out / rel).read_bytes(), kinds[suffix])

        def _events(self) -> None:
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            seen = -1
            try:
                while True:
                    with state.lock:
                        if state.version == seen:
                            state.lock.wait(KEEP_ALIVE)
                        info, fresh = state.event(), state.version != seen
                        seen = state.version
                    self.wfile.write(f"event: build\ndata: {json.dumps(info)}\n\n".encode() if fresh else b": idle\n\n")
                    self.wfile.flush()
            except OSError:  # the page went away
                return

    return Handler


def server(out: Path, state: State, ref: str, lang: str, port: int) -> ThreadingHTTPServer:
    """The preview's server on loopback, its port taken before the first build; a port in use is bad input."""
    if not 0 <= port <= 65535:
        raise PnpError(f"{port} is not a port; give one from 1024 to 65535", field="--port")
    ThreadingHTTPServer.daemon_threads = True  # an open event stream never holds the exit
    try:
        httpd = ThreadingHTTPServer((HOST, port), handler(out, state, ref, lang))
    except OSError as e:
        if e.errno == errno.EADDRINUSE:
            raise PnpError(f"port {port} is in use; stop what holds it or choose another with --port", field="--port") from None
        raise PnpError(f"cannot listen on {HOST}:{port}: {e.strerror}", field="--port") from None
    return httpd


def run(ref: str, *, out: Path, port: int, lang: str, open_browser: bool, say=_say, stop: threading.Event | None = None,
        refresh: bool = False) -> None:
    """`pnp watch`: serve, build, and build again on each burst of saves until Ctrl-C (or `stop`); with `refresh`,
    each build fetches the deck data given as links again."""
    lang = check_lang(lang)
    folder = watched_folder(ref)
    state = State()
    httpd = server(out, state, ref, lang, port)
    address = f"http://{HOST}:{httpd.server_address[1]}/"
    thread = threading.Thread(target=httpd.serve_forever, name="pnp-watch-server", daemon=True)
    thread.start()
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
                say(f"pnp watch: {address} (Ctrl-C to stop)")
                if open_browser:
                    import webbrowser  # only with --open

                    webbrowser.open(address)
            elif changes:
                loop.build([path for _, path in changes])
    except KeyboardInterrupt:
        pass
    finally:
        httpd.shutdown()
        httpd.server_close()
    say("pnp watch: stopped")
