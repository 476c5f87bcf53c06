"""Deck data from a shared spreadsheet (issue 26): `data = "https://…"`, served here by a local http.server on
127.0.0.1 in a thread. The sheet is fetched once and kept in .pnp-cache/ beside the game file; a change in it
shows after --refresh only; with the network down, the copy is used with one warning saying how old it is. A
time-out, a 404, a huge body, a redirect to file: and a link that is not http(s) are each one line naming the
game file and the deck's data key, exit 2."""

from __future__ import annotations

import hashlib
import json
import os
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from conftest import assert_clean_error, run_pnp

from pnp.kit import load_game
from pnp.model import remote
from pnp.parts.cards import deck_cards

SHEET = {"body": b"title,text\nFox,Runs\nHen,Lays\n"}
HUGE = 50_000  # bytes, over the limit the tests set (the real one, 5 MB, would only make the test slower)


class Sheet(BaseHTTPRequestHandler):
    def log_message(self, format, *args) -> None:
        pass

    def do_GET(self) -> None:
        if self.path == "/sheet.csv":
            self._send(SHEET["body"])
        elif self.path == "/slow.csv":
            time.sleep(2)
            self._send(SHEET["body"])
        elif self.path == "/huge.csv":  # no Content-Length: the body runs until the connection closes
            self.send_response(200)
            self.send_header("Content-Type", "text/csv")
            self.end_headers()
            self.wfile.write(b"title\n" + b"x" * HUGE)
            self.close_connection = True
        elif self.path == "/declared.csv":
            self.send_response(200)
            self.send_header("Content-Length", str(10 * HUGE))
            self.end_headers()
        elif self.path in ("/to-file", "/to-ftp"):
            self.send_response(302)
            self.send_header("Location", "file:///etc/passwd" if self.path == "/to-file" else "ftp://127.0.0.1/x.csv")
            self.end_headers()
        elif self.path == "/moved":
            self.send_response(301)
            self.send_header("Location", "/sheet.csv")
            self.end_headers()
        else:
            self.send_error(404)

    def _send(self, body: bytes) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/csv; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture(scope="module")
def server():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Sheet)
    httpd.daemon_threads = True
    httpd.handle_error = lambda request, address: None  # a client that gave up on /slow.csv: no trace on stderr
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(autouse=True)
def limits(monkeypatch):
    monkeypatch.setattr(remote, "TIMEOUT", 0.5)
    monkeypatch.setattr(remote, "MAX_BYTES", HUGE // 2)
    SHEET["body"] = b"title,text\nFox,Runs\nHen,Lays\n"


def _game(tmp_path: Path, link: str) -> Path:
    game = tmp_path / "game.toml"
    game.write_text(f'id = "shared"\ntitle = "Shared"\nplayers = {{ min = 2, max = 4 }}\n\n[[decks]]\nid = "beasts"\n'
                    f'data = "{link}"\n\n[[decks.layout]]\nkind = "title"\nvalue = "{{title}}"\n', encoding="utf-8")
    return game


def _titles(game: Path, refresh: bool = False) -> list[str]:
    with remote.refreshing(refresh, allow_local=True):  # the sheet is served on 127.0.0.1
        columns, rows = deck_cards(load_game(str(game)), str(game))["beasts"]
    return [values["title"] for values, _ in rows]


def test_a_sheet_is_fetched_once_kept_beside_the_game_and_fetched_again_on_refresh(tmp_path, server):
    game = _game(tmp_path, f"{server}/sheet.csv")
    assert _titles(game) == ["Fox", "Hen"]
    copies = list((tmp_path / ".pnp-cache").glob("*.csv"))
    assert len(copies) == 1 and copies[0].read_bytes() == SHEET["body"]
    SHEET["body"] = b"title,text\nFox,Runs\nViper,Bites\n"
    assert _titles(game) == ["Fox", "Hen"]  # the copy, not the network
    assert _titles(game, refresh=True) == ["Fox", "Viper"]
    assert copies[0].read_bytes() == SHEET["body"]
    run = run_pnp("build", str(game), "--out", str(tmp_path / "out"), "--format", "kit", "--allow-local")
    assert run.code == 0 and run.err == "", run.err


def test_a_redirect_to_another_http_address_is_followed(tmp_path, server):
    assert _titles(_game(tmp_path, f"{server}/moved")) == ["Fox", "Hen"]


def test_offline_the_copy_is_used_with_one_warning_saying_its_age(tmp_path, server, capsys):
    link = f"{server}/slow.csv"
    game = _game(tmp_path, link)
    name = hashlib.sha256(link.encode()).hexdigest()[:20]
    copy = tmp_path / ".pnp-cache" / f"{name}.csv"
    copy.parent.mkdir()
    copy.write_bytes(b"title\nOwl\n")
    record = {"link": link, "length": len(copy.read_bytes()), "sha256": hashlib.sha256(copy.read_bytes()).hexdigest()}
    (copy.parent / f"{name}.json").write_text(json.dumps(record), encoding="utf-8")
    old = time.time() - 3 * 3600
    os.utime(copy, (old, old))
    run = run_pnp("build", str(game), "--out", str(tmp_path / "out"), "--format", "kit", "--refresh", "--allow-local")
    assert run.code == 0, run.err
    warnings = run.err.strip().splitlines()
    assert len(warnings) == 1, run.err
    assert warnings[0].startswith(f"pnp: warning: {game}: decks[0].data: {link}: no whole answer from 127.0.0.1"), warnings
    assert "using the copy fetched 3 h ago" in warnings[0]


@pytest.mark.parametrize("path, words", [
    ("/slow.csv", ["no whole answer", "0.5 s", "no copy"]),
    ("/nothing.csv", ["404", "published"]),
    ("/huge.csv", ["more than", "MB"]),
    ("/declared.csv", ["more than", "MB"]),
    ("/to-file", ["redirects to a file: address", "only http and https"]),
    ("/to-ftp", ["redirects to a ftp: address"]),
], ids=["time-out", "404", "huge body", "huge declared", "redirect to file", "redirect to ftp"])
def test_a_link_that_fails_is_one_line_naming_the_file_and_the_field(tmp_path, server, path, words):
    game = _game(tmp_path, f"{server}{path}")
    out = tmp_path / "out"
    run = run_pnp("build", str(game), "--out", str(out), "--allow-local")
    assert run.code == 2
    assert_clean_error(run, f"{game}: decks[0].data: {server}{path}:", *words)
    assert not out.exists() and not (tmp_path / ".pnp-cache").exists()  # nothing half-written


@pytest.mark.parametrize("link", ["file:///etc/passwd", "ftp://127.0.0.1/cards.csv", "javascript://x"])
def test_a_link_that_is_not_http_is_refused(tmp_path, link):
    game = _game(tmp_path, link)
    run = run_pnp("build", str(game), "--out", str(tmp_path / "out"))
    assert run.code == 2
    assert_clean_error(run, f"{game}: decks[0].data:", "https://", f"is a {link.split(':')[0]}: link")
