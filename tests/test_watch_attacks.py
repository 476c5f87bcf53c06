"""pnp watch's server tried as an attacker would (issue 33), over real sockets on 127.0.0.1: `pnp watch` runs as a
child process capped at 1 GB of address space, on a copy of the cards example, with a secret beside the game
folder. No request form reaches a file outside the kit (the secret's bytes are in no answer), no Host other than
the server's own is answered, malformed requests get a 4xx or a closed connection and never a traceback, and
slow requests and a crowd of event streams leave the page answered. Every client socket is closed at the end
of its test and the server is stopped by Ctrl-C."""

from __future__ import annotations

import json
import os
import resource
import shutil
import signal
import socket
import subprocess
import sys
import time
from contextlib import ExitStack
from pathlib import Path
from urllib.parse import quote

import pytest
from conftest import CAP_BYTES

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "docs" / "cards-example"
SECRET = b"issue-33-secret-7f3a9c,do not serve\n"
KIT = "/soleil-lune/soleil-lune-kit.pdf"
WAIT = 60  # seconds before giving up on the first build (a loaded machine); never a speed check
ANSWER = 10  # seconds a request may take to be answered: the page must stay answered through every attack
SLOW, STREAMS = 400, 600  # half-sent requests, event streams opened at once
STREAM_BOUND = 64  # at most this many event streams are served at once (the server's own bound is lower)


class Watch:
    """`pnp watch` in a child process, its output read without blocking (what it printed so far)."""

    def __init__(self, tmp_path: Path) -> None:
        game = tmp_path / "game"
        shutil.copytree(EXAMPLE, game)
        (tmp_path / "_outside").mkdir()
        self.secret = tmp_path / "_outside" / "secret.csv"
        self.secret.write_bytes(SECRET)
        self.game, self.out = game, tmp_path / "out"
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "pnp", "watch", str(game / "game.toml"), "--port", str(self.port), "--out", str(self.out)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
            preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (CAP_BYTES, CAP_BYTES)))
        self.printed = {"out": b"", "err": b""}
        for pipe in (self.process.stdout, self.process.stderr):
            os.set_blocking(pipe.fileno(), False)

    def read(self) -> dict[str, str]:
        for name, pipe in (("out", self.process.stdout), ("err", self.process.stderr)):
            while True:
                try:
                    data = os.read(pipe.fileno(), 65536)
                except BlockingIOError:
                    break
                if not data:
                    break
                self.printed[name] += data
        return {name: data.decode(errors="replace") for name, data in self.printed.items()}

    def built(self) -> None:
        deadline = time.monotonic() + WAIT
        while "http://127.0.0.1" not in self.read()["out"]:
            assert self.process.poll() is None and time.monotonic() < deadline, self.read()
            time.sleep(0.1)

    def stop(self) -> tuple[int, dict[str, str]]:
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(WAIT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        printed = self.read()
        self.process.stdout.close()
        self.process.stderr.close()
        return self.process.returncode, printed


@pytest.fixture(scope="module")
def watch(tmp_path_factory):
    watch = Watch(tmp_path_factory.mktemp("attacks"))
    try:
        watch.built()
        yield watch
    finally:
        if watch.process.poll() is None:
            watch.stop()


def ask(port: int, raw: bytes, seconds: float = ANSWER, until: bytes | None = None) -> bytes:
    """The whole answer to `raw` on a new connection, read until the server closes it (b"" when it closes it
    with no answer, or resets it), or until it holds `until`; what came within `seconds` when it keeps it open."""
    chunks = []
    with socket.create_connection(("127.0.0.1", port), timeout=seconds) as connection:
        deadline = time.monotonic() + seconds
        try:
            connection.sendall(raw)
            while time.monotonic() < deadline:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
                if until is not None and until in b"".join(chunks):
                    break
        except (TimeoutError, ConnectionResetError, BrokenPipeError):
            pass
    return b"".join(chunks)


def get(port: int, target: str, host: str | None = "", more: str = "", seconds: float = ANSWER, until: bytes | None = None) -> bytes:
    host = f"127.0.0.1:{port}" if host == "" else host
    lines = f"GET {target} HTTP/1.1\r\n" + (f"Host: {host}\r\n" if host is not None else "") + more + "\r\n"
    return ask(port, lines.encode("latin-1"), seconds, until)


def status(answer: bytes) -> int | None:
    """The answer's status code; None for no answer (the connection closed)."""
    if not answer:
        return None
    assert answer.startswith(b"HTTP/1."), answer[:200]
    return int(answer.split(b" ", 2)[1])


def body(answer: bytes) -> bytes:
    return answer.partition(b"\r\n\r\n")[2]


def page_answered(port: int) -> None:
    answer = get(port, "/")
    assert status(answer) == 200 and b"pnp-watch" in body(answer), answer[:300]


def test_nothing_outside_the_kit_is_served(watch):
    port, out = watch.port, watch.out
    kit = get(port, KIT)
    assert status(kit) == 200 and body(kit) == (out / KIT[1:]).read_bytes()  # the kit itself is served
    assert status(get(port, "/soleil-lune/kit.json")) == 200
    secret = str(watch.secret)
    forms = ["/../_outside/secret.csv", "/probe/../../_outside/secret.csv", "/soleil-lune/../../_outside/secret.csv",
             "/..%2f_outside%2fsecret.csv", "/%2e%2e/_outside/secret.csv", "/%2E%2E%2F_outside%2Fsecret.csv",
             "/%252e%252e%252f_outside%252fsecret.csv", "/%25252e%25252e/_outside/secret.csv", "/..%5c_outside%5csecret.csv",
             "/..\\_outside\\secret.csv", "/./../_outside/secret.csv", "//../_outside/secret.csv", "/%2f../_outside/secret.csv",
             f"http://127.0.0.1:{port}/../_outside/secret.csv", "http://127.0.0.1/../_outside/secret.csv",
             "/" + secret, "/" + quote(secret, safe=""), "/../game/cards.csv", "/%2e%2e%2fgame%2fcards.csv",
             "/../out/soleil-lune/kit.json", "/soleil-lune/.pnp-manifest.json"]
    for form in forms:
        answer = get(port, form)
        assert status(answer) != 200 and SECRET not in answer and b"Soleil,Sun" not in answer, (form, answer[:300])
    # a file no build wrote, planted in the output folder, is not served; nor is a link, beside the kit or in a
    # built file's place
    (out / "soleil-lune" / "planted.csv").write_bytes(SECRET)
    (out / "soleil-lune" / "leak.csv").symlink_to(watch.secret)
    kit_json = out / "soleil-lune" / "kit.json"
    kit_json.rename(out / "kit.json.aside")
    kit_json.symlink_to(watch.secret)
    try:
        for form in ("/soleil-lune/planted.csv", "/soleil-lune/leak.csv", "/soleil-lune/kit.json"):
            answer = get(port, form)
            assert status(answer) == 404 and SECRET not in answer, (form, answer[:300])
    finally:
        kit_json.unlink()
        (out / "kit.json.aside").rename(kit_json)
        (out / "soleil-lune" / "leak.csv").unlink()
        (out / "soleil-lune" / "planted.csv").unlink()
    page_answered(port)


def test_only_the_servers_own_host_is_answered(watch):
    port = watch.port
    for host in (f"localhost:{port}", f"LocalHost:{port}"):
        assert status(get(port, "/", host=host)) == 200
    hosts = ["attacker.example", f"attacker.example:{port}", f"127.0.0.1.attacker.example:{port}", "127.0.0.1",
             "127.0.0.1:1", f"[::1]:{port}", f"127.0.0.1:{port}@attacker.example", None]
    targets = ["/", KIT, "/soleil-lune/kit.json", "/proof/astres-3.png", "/events", "/../_outside/secret.csv"]
    for host in hosts:
        for target in targets:
            answer = get(port, target, host=host, seconds=3)
            assert status(answer) in (403, 421) and body(answer) == b"", (host, target, answer[:300])
    twice = get(port, "/", more=f"Host: attacker.example:{port}\r\n")  # a second Host after the right one
    assert status(twice) in (400, 403, 421) and body(twice) == b"", twice[:300]
    # a page of another site makes the browser send its request with the right Host: its fetch metadata says so
    for site in ("cross-site", "same-site"):
        answer = get(port, "/soleil-lune/kit.json", more=f"Sec-Fetch-Site: {site}\r\n")
        assert status(answer) == 403 and body(answer) == b"", (site, answer[:300])
    page_answered(port)


def test_malformed_requests_get_a_4xx_or_are_closed(watch):
    port = watch.port
    host = f"Host: 127.0.0.1:{port}\r\n".encode()
    requests = [b"GET /%00.csv HTTP/1.1\r\n" + host + b"\r\n", b"GET /\x00.csv HTTP/1.1\r\n" + host + b"\r\n",
                b"GET /soleil-lune/kit.json%00.png HTTP/1.1\r\n" + host + b"\r\n",
                b"GET /proof/%00.png HTTP/1.1\r\n" + host + b"\r\n", b"GET /%zz HTTP/1.1\r\n" + host + b"\r\n",
                b"GET /%c3%28.csv HTTP/1.1\r\n" + host + b"\r\n", b"GET /% HTTP/1.1\r\n" + host + b"\r\n",
                b"GET /\xff.csv HTTP/1.1\r\n" + host + b"\r\n",
                b"GET / HTTP/1.1\r\n" + host + b"X-Big: " + b"a" * 100_000 + b"\r\n\r\n",
                b"GET / HTTP/1.1\r\n" + host + b"".join(b"X-%d: %d\r\n" % (n, n) for n in range(300)) + b"\r\n",
                b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\n" + host + b"\r\n",
                b"GET / HTTP/1.1\r\n" + host + b"X-Nul: a\x00b\r\n\r\n", b"GET / HTTP/1.1\r\n" + host + b"no colon\r\n\r\n",
                b"GET / HTTP/1.1\r\n" + host + b" folded\r\n\r\n", b"GET / HTTP/9.9\r\n" + host + b"\r\n",
                b"GET /\r\n\r\n", b"HELLO\r\n\r\n", b"\r\n\r\n", b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + bytes(range(256)),
                b"POST / HTTP/1.1\r\n" + host + b"Content-Length: 5\r\n\r\nhello"]
    for request in requests:
        answer = ask(port, request, seconds=ANSWER)
        # what the server prints while it answers is in its pipe by the time the connection closes
        printed = watch.read()["err"]
        assert "Traceback" not in printed and "pnp watch: server" not in printed, (request[:80], printed[-3000:])
        assert status(answer) in (None, 400, 404, 405, 414, 431), (request[:80], answer[:300])
        assert SECRET not in answer
    page_answered(port)


def _raise_open_files(count: int) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < count:
        resource.setrlimit(resource.RLIMIT_NOFILE, (count if hard == resource.RLIM_INFINITY else min(count, hard), hard))


def _connect(port: int, sockets: ExitStack) -> socket.socket | None:
    try:
        connection = sockets.enter_context(socket.create_connection(("127.0.0.1", port), timeout=ANSWER))
    except OSError:  # a server that takes no more connections: the page's request says the rest
        return None
    return connection


def _closed(connection: socket.socket, deadline: float) -> bool:
    """Whether the server closes the connection (an end of stream or a reset) before the deadline."""
    try:
        while True:
            connection.settimeout(max(deadline - time.monotonic(), 0.01))
            if not connection.recv(65536):
                return True
    except (ConnectionResetError, BrokenPipeError):
        return True
    except TimeoutError:
        return False


def test_slow_requests_are_dropped_and_the_page_answered(watch):
    port = watch.port
    _raise_open_files(4 * SLOW)
    with ExitStack() as sockets:
        slow = []
        for _ in range(SLOW):
            connection = _connect(port, sockets)
            if connection is None:
                break
            try:
                connection.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Slow: ".encode())  # and never ends it
            except OSError:
                pass
            slow.append(connection)
        page_answered(port)
        deadline = time.monotonic() + 3 * ANSWER
        kept = [n for n, connection in enumerate(slow) if not _closed(connection, deadline)]
        assert len(slow) == SLOW and not kept, (len(slow), kept[:10])  # every half-sent request is dropped
    page_answered(port)


def test_event_streams_are_bounded_and_the_page_answered(watch):
    port = watch.port
    _raise_open_files(4 * STREAMS)
    request = f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode()
    with ExitStack() as sockets:
        streams = []
        for _ in range(STREAMS):
            connection = _connect(port, sockets)
            if connection is None:
                break
            try:
                connection.sendall(request)
            except OSError:
                pass
            streams.append(connection)
        page_answered(port)  # while the streams the server kept are open
        answers = []
        for connection in streams:
            try:
                connection.settimeout(ANSWER)
                answers.append(status(connection.recv(65536)))
            except (ConnectionResetError, BrokenPipeError):
                answers.append(None)
            except TimeoutError:
                answers.append("silent")
        served = answers.count(200)
        assert len(streams) == STREAMS and 0 < served <= STREAM_BOUND, (len(streams), served)
        assert set(answers) <= {200, 503, None}, sorted(set(map(str, answers)))
    # every stream closed: the page gets one again at once
    page_answered(port)
    answer = get(port, "/events", until=b"event: build")
    assert status(answer) == 200 and b"event: build" in answer, answer[:300]


def _events(port: int):
    """The server's event stream, event by event (a generator over one connection)."""
    with socket.create_connection(("127.0.0.1", port), timeout=WAIT) as connection:
        connection.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        buffer = b""
        while True:
            chunk = connection.recv(65536)
            assert chunk, "the stream ended"
            buffer += chunk
            while b"\n\n" in buffer:
                message, _, buffer = buffer.partition(b"\n\n")
                for line in message.split(b"\n"):
                    if line.startswith(b"data: "):
                        yield json.loads(line[len(b"data: "):])


def test_the_page_escapes_an_error_it_shows(watch):
    game = watch.game / "game.toml"
    text = game.read_text(encoding="utf-8")
    events = _events(watch.port)
    first = next(events)
    game.write_text(text.replace('size = "poker"', 'size = "<b>pokr</b>"'), encoding="utf-8")
    failed = next(e for e in events if e["generation"] > first["generation"])
    events.close()
    assert not failed["ok"] and "<b>pokr</b>" in failed["error"], failed
    page = body(get(watch.port, "/")).decode("utf-8")
    assert "&lt;b&gt;pokr&lt;/b&gt;" in page and "<b>pokr" not in page.partition("<script>")[0], page[:2000]


def test_it_stops_cleanly(watch):
    code, printed = watch.stop()
    assert code == 0 and printed["out"].strip().endswith("pnp watch: stopped"), printed
    assert "Traceback" not in printed["err"] and "pnp watch: server" not in printed["err"], printed["err"][-3000:]
    assert watch.secret.read_bytes() == SECRET
