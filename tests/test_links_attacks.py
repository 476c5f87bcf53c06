"""Deck links tried as an attacker would (issue 33): a game folder that plants links in its .pnp-cache/, a
server that drips its answer, cuts its body short or answers garbage, a malformed link, and a link to this
machine or a private network. Each is a crafted input run through `run_capped` (a child process held to 1 GB
and 60 s) that ends in one line naming the game file and the field (exit 2), or in a clean build; the checks
on addresses that must never be connected to run in process, with the connection itself patched out.

The servers are raw sockets on 127.0.0.1, port 0, each in a thread that takes a bounded number of
connections and gives each one a bounded time; the links to them need --allow-local."""

from __future__ import annotations

import hashlib
import json
import os
import socket
import threading
import time
from pathlib import Path

import pytest
from conftest import assert_clean_error, pdf_text, run_capped, run_pnp

SHEET = b"title\nFox\nHen\n"
SECRET = b"title\nSECRET\n"  # an outside file the game folder's links point at


class Server:
    """Answers each connection on 127.0.0.1 with `answer(connection)`, after reading its request; at most
    `connections` of them, each served within `seconds`. Remembers the request lines it read."""

    def __init__(self, answer, connections: int = 4, seconds: float = 45.0, tls=None):
        self.answer, self.seconds, self.requests, self.tls = answer, seconds, [], tls
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(seconds)
        self.port = self.listener.getsockname()[1]
        self.thread = threading.Thread(target=self._serve, args=(connections,), daemon=True)
        self.thread.start()

    def link(self, path: str = "/sheet.csv") -> str:
        return f"{'https' if self.tls else 'http'}://127.0.0.1:{self.port}{path}"

    def _serve(self, connections: int) -> None:
        with self.listener:
            for _ in range(connections):
                try:
                    connection, _address = self.listener.accept()
                except OSError:  # no client within the time, or closed
                    return
                with connection:
                    connection.settimeout(self.seconds)
                    try:
                        if self.tls:  # a handshake the client refuses ends here, as an SSLError
                            connection = self.tls.wrap_socket(connection, server_side=True)
                        self.requests.append(self._request(connection))
                        self.answer(connection)
                    except OSError:  # the client gave up: as it should, on a dripping answer
                        pass

    @staticmethod
    def _request(connection: socket.socket) -> bytes:
        data = b""
        while b"\r\n\r\n" not in data and len(data) < 65_536:
            chunk = connection.recv(4096)
            if not chunk:
                break
            data += chunk
        return data.split(b"\r\n", 1)[0]

    def close(self) -> None:
        self.listener.close()


@pytest.fixture
def serve():
    made: list[Server] = []

    def start(answer, **kwargs) -> Server:
        made.append(Server(answer, **kwargs))
        return made[-1]

    yield start
    for server in made:
        server.close()


def sends(data: bytes):
    """An answer that is these bytes, then the connection closed."""
    return lambda connection: connection.sendall(data)


def sheet(body: bytes = SHEET) -> bytes:
    return b"HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body)


def game_with(folder: Path, link: str) -> Path:
    folder.mkdir(exist_ok=True)
    game = folder / "game.toml"
    game.write_text(f'id = "shared"\ntitle = "Shared"\nplayers = {{ min = 2, max = 4 }}\n\n[[decks]]\nid = "beasts"\n'
                    f'data = "{link}"\n\n[[decks.layout]]\nkind = "title"\nvalue = "{{title}}"\n', encoding="utf-8")
    return game


def build(game: Path, *more: str, env: dict | None = None):
    return run_capped("build", str(game), "--format", "pdf", "--parts", "cards", "--out", str(game.parent / "out"), *more,
                      env=env)


def cards_text(game: Path) -> str:
    return "\n".join(pdf_text(p) for p in sorted((game.parent / "out").rglob("*.pdf")))


def copy_name(link: str) -> str:
    return hashlib.sha256(link.encode("utf-8")).hexdigest()[:20]


def outside(tmp_path: Path) -> Path:
    """A file outside the game's folder, with its bytes and times to compare after."""
    (tmp_path / "outside").mkdir()
    path = tmp_path / "outside" / "secret.csv"
    path.write_bytes(SECRET)
    old = time.time() - 3600
    os.utime(path, (old, old))
    return path


def untouched(path: Path) -> bool:
    return path.read_bytes() == SECRET and abs(path.stat().st_mtime - (time.time() - 3600)) < 120


# --- the cache: no link followed ----------------------------------------------------------------------


def test_a_cached_copy_that_is_a_link_out_is_refused_and_not_read(tmp_path, serve):
    server = serve(sends(sheet()))
    game = game_with(tmp_path / "game", server.link())
    secret = outside(tmp_path)
    cache = tmp_path / "game" / ".pnp-cache"
    cache.mkdir()
    name = copy_name(server.link())
    (cache / f"{name}.csv").symlink_to(secret)
    record = {"link": server.link(), "length": len(SECRET), "sha256": hashlib.sha256(SECRET).hexdigest()}
    (cache / f"{name}.json").write_text(json.dumps(record), encoding="utf-8")  # even with a record that matches
    run = build(game, "--allow-local")
    assert run.code == 2, run.err
    assert_clean_error(run, f"{game}: decks[0].data:", f"{name}.csv is a link", "remove it")
    assert untouched(secret) and "SECRET" not in cards_text(game)
    assert (cache / f"{name}.csv").is_symlink()  # left as found, for the user to look at


def test_a_planted_part_link_does_not_carry_the_fetched_data_outside(tmp_path, serve):
    server = serve(sends(sheet()))
    game = game_with(tmp_path / "game", server.link())
    secret = outside(tmp_path)
    cache = tmp_path / "game" / ".pnp-cache"
    cache.mkdir()
    name = copy_name(server.link())
    (cache / f"{name}.part").symlink_to(secret)  # where the old code staged its copy
    run = build(game, "--allow-local")
    assert run.code == 0 and run.err == "", run.err
    assert untouched(secret)
    assert not (cache / f"{name}.csv").is_symlink() and (cache / f"{name}.csv").read_bytes() == SHEET
    assert "Fox" in cards_text(game) and "SECRET" not in cards_text(game)
    assert sorted(p.name for p in cache.iterdir()) == sorted([f"{name}.csv", f"{name}.json", f"{name}.part"])


def test_a_cache_folder_that_is_a_link_out_is_refused(tmp_path, serve):
    server = serve(sends(sheet()))
    game = game_with(tmp_path / "game", server.link())
    secret = outside(tmp_path)
    (tmp_path / "game" / ".pnp-cache").symlink_to(secret.parent, target_is_directory=True)
    run = build(game, "--allow-local")
    assert run.code == 2, run.err
    assert_clean_error(run, f"{game}: decks[0].data:", ".pnp-cache is a link", "remove it")
    assert [p.name for p in secret.parent.iterdir()] == ["secret.csv"] and untouched(secret)
    assert not (tmp_path / "game" / "out").exists()


def test_a_copy_that_does_not_match_its_record_is_fetched_again(tmp_path, serve):
    server = serve(sends(sheet()))
    game = game_with(tmp_path / "game", server.link())
    assert build(game, "--allow-local").code == 0
    copy = tmp_path / "game" / ".pnp-cache" / f"{copy_name(server.link())}.csv"
    copy.write_bytes(SECRET)  # edited, or planted, after it was stored
    run = build(game, "--allow-local", "--force")
    assert run.code == 0, run.err
    assert copy.read_bytes() == SHEET and "Fox" in cards_text(game) and "SECRET" not in cards_text(game)
    assert len(server.requests) == 2  # fetched again


# --- the server: bounded in time and bytes, every malformed answer one line ---------------------------------


def drip(connection: socket.socket) -> None:
    """Headers at once, then the body a byte every 3 s: never silent for long, never done."""
    connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Length: 1000\r\n\r\ntitle\n")
    for _ in range(20):  # 60 s at most: past the cap of the run
        time.sleep(3)
        connection.sendall(b"x")


def test_a_dripping_server_is_given_up_after_ten_seconds_in_all(tmp_path, serve):
    server = serve(drip, connections=1, seconds=70)
    game = game_with(tmp_path / "game", server.link())
    run = build(game, "--allow-local")
    assert run.code == 2, run.err  # -9: the cap's 60 s ended it, as it did the old code
    assert_clean_error(run, f"{game}: decks[0].data: {server.link()}:", "no whole answer", "10 s", "no copy")
    assert not (tmp_path / "game" / ".pnp-cache").exists()


def test_a_body_shorter_than_its_length_is_refused_and_not_kept(tmp_path, serve):
    server = serve(sends(b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n" + SHEET))
    game = game_with(tmp_path / "game", server.link())
    run = build(game, "--allow-local")
    assert run.code == 2, run.err
    assert_clean_error(run, f"{game}: decks[0].data:", f"after {len(SHEET)} of the 100 bytes", "no copy")
    assert not (tmp_path / "game" / ".pnp-cache").exists()


MALFORMED = {
    "not HTTP": (b"SSH-2.0-OpenSSH_9.6\r\n", "does not begin with an http status line"),
    "100 KB header": (b"HTTP/1.1 200 OK\r\nX-Big: " + b"a" * 100_000 + b"\r\n\r\n", "header line over 64 KB"),
    "300 headers": (b"HTTP/1.1 200 OK\r\n" + b"".join(b"X-%d: y\r\n" % i for i in range(300)) + b"\r\n",
                    "more than 100 headers"),
    "bad chunks": (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\ntitle\r\n0\r\n\r\n",
                   "chunked encoding is broken"),
}


@pytest.mark.parametrize("kind", list(MALFORMED))
def test_a_malformed_answer_is_one_line(tmp_path, serve, kind):
    answer, words = MALFORMED[kind]
    server = serve(sends(answer), connections=1)
    game = game_with(tmp_path / "game", server.link())
    run = build(game, "--allow-local")
    assert run.code == 2, run.err
    assert_clean_error(run, f"{game}: decks[0].data: {server.link()}:", words)
    assert not (tmp_path / "game" / ".pnp-cache").exists()


@pytest.mark.parametrize("link, words", [
    ("http://127.0.0.1:abc/sheet.csv", ["port 'abc' is not a number"]),
    ("http://127.0.0.1:9/my sheet.csv", ["holds a space", "%20"]),
    ("http://[::1:8080/sheet.csv", ["host is not well formed", "IPv6"]),
], ids=["port abc", "a space", "an IPv6 bracket left open"])
def test_a_malformed_link_is_one_line(tmp_path, link, words):
    game = game_with(tmp_path / "game", link)
    run = build(game, "--allow-local")
    assert run.code == 2, run.err
    assert_clean_error(run, f"{game}: decks[0].data: {link}:", *words)


# --- addresses: public ones only, unless --allow-local -------------------------------------------------------


def test_a_loopback_link_is_refused_without_allow_local_and_fetched_with_it(tmp_path, serve):
    server = serve(sends(sheet()), connections=2)
    game = game_with(tmp_path / "game", server.link())
    run = build(game)
    assert run.code == 2, run.err
    assert_clean_error(run, f"{game}: decks[0].data: {server.link()}:", "127.0.0.1 is a loopback address",
                       "--allow-local")
    assert server.requests == [] and not (tmp_path / "game" / ".pnp-cache").exists()
    run = build(game, "--allow-local")
    assert run.code == 0 and run.err == "", run.err
    assert "Fox" in cards_text(game) and len(server.requests) == 1


@pytest.fixture
def no_network(monkeypatch):
    """Every connection recorded and refused: none is made."""
    attempts: list[tuple] = []

    def refuse(address, *args, **kwargs):
        attempts.append(tuple(address[:2]))
        raise ConnectionRefusedError(111, "Connection refused")

    monkeypatch.setattr(socket, "create_connection", refuse)
    return attempts


@pytest.mark.parametrize("host, kind", [
    ("10.0.0.1", "private"), ("169.254.169.254", "link-local"), ("192.168.1.20", "private"),
    ("0.0.0.0", "unspecified"), ("224.0.0.1", "multicast"), ("240.0.0.1", "reserved"), ("[::1]", "loopback"),
    ("[::ffff:127.0.0.1]", "loopback"), ("[fe80::1]", "link-local"), ("localhost", "loopback"),
])
def test_a_local_address_is_refused_before_any_connection(tmp_path, no_network, host, kind):
    link = f"http://{host}/sheet.csv"
    game = game_with(tmp_path, link)
    run = run_pnp("build", str(game), "--out", str(tmp_path / "out"))
    assert run.code == 2
    article = "an" if kind[0] in "aeiou" else "a"
    assert_clean_error(run, f"{game}: decks[0].data: {link}:", f"is {article} {kind} address", "--allow-local")
    assert no_network == []


def test_the_host_is_resolved_once_and_the_checked_address_connected_to(tmp_path, no_network, monkeypatch):
    """A name that resolves to a public address, then to 127.0.0.1 (DNS rebinding): the connection goes to the
    address that was checked, and a name with any local address among its addresses is refused."""
    answers = {"sheet.example": [["93.184.216.34"], ["127.0.0.1"]], "mixed.example": [["93.184.216.34", "10.1.2.3"]],
               "two.example": [["93.184.216.34", "93.184.216.35"]]}
    asked: list[str] = []

    def resolve(host, port, *args, **kwargs):
        asked.append(host)
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (ip, port)) for ip in answers[host].pop(0)]

    monkeypatch.setattr(socket, "getaddrinfo", resolve)
    game = game_with(tmp_path, "http://sheet.example/sheet.csv")
    run = run_pnp("build", str(game), "--out", str(tmp_path / "out"))
    assert run.code == 2 and "cannot reach sheet.example" in run.err, run.err
    assert asked == ["sheet.example"] and no_network == [("93.184.216.34", 80)]
    game = game_with(tmp_path, "http://mixed.example/sheet.csv")
    run = run_pnp("build", str(game), "--out", str(tmp_path / "out"))
    assert_clean_error(run, "mixed.example is at 10.1.2.3, which is a private address")
    assert no_network == [("93.184.216.34", 80)]
    game = game_with(tmp_path, "http://two.example/sheet.csv")  # each checked address tried in turn
    assert run_pnp("build", str(game), "--out", str(tmp_path / "out")).code == 2
    assert no_network == [("93.184.216.34", 80), ("93.184.216.34", 80), ("93.184.216.35", 80)]


def certificate(folder: Path) -> Path:
    """A self-signed certificate for 127.0.0.1 and its key, in one PEM file."""
    x509 = pytest.importorskip("cryptography.x509")  # pdfplumber's pdfminer brings it
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID
    import datetime
    import ipaddress

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "pnp test")])
    now = datetime.datetime.now(datetime.timezone.utc)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(hours=1))
            .not_valid_after(now + datetime.timedelta(hours=1))
            .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), True)
            .sign(key, hashes.SHA256()))
    path = folder / "server.pem"
    path.write_bytes(cert.public_bytes(serialization.Encoding.PEM) + key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()))
    return path


def test_https_checks_the_certificate_against_the_host_of_the_link(tmp_path, serve):
    """The connection goes to the checked address, and TLS still verifies the link's host: a certificate no
    authority signed is refused in one line; trusted (SSL_CERT_FILE), the same server's sheet is fetched."""
    import ssl  # the test server's side of TLS

    pem = certificate(tmp_path)
    tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    tls.load_cert_chain(pem)
    server = serve(sends(sheet()), connections=2, tls=tls)
    game = game_with(tmp_path / "game", server.link())
    untrusted = {"SSL_CERT_FILE": str(tmp_path / "none.pem"), "SSL_CERT_DIR": str(tmp_path)}
    run = build(game, "--allow-local", env=untrusted)
    assert run.code == 2, run.err
    assert_clean_error(run, f"{game}: decks[0].data: {server.link()}:", "secure connection", "CERTIFICATE_VERIFY_FAILED")
    run = build(game, "--allow-local", env={"SSL_CERT_FILE": str(pem), "SSL_CERT_DIR": str(tmp_path)})
    assert run.code == 0 and run.err == "", run.err
    assert "Fox" in cards_text(game) and server.requests == [b"GET /sheet.csv HTTP/1.1"]
