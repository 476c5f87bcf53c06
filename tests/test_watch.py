"""pnp watch (issue 26): the loop's server, read with a plain HTTP client (the event stream, the page) and, where
the system's Chromium and its driver are installed, in a real headless browser. A save of the deck's CSV makes
one build, whose event names the card that changed, and the page shows its new title without a reload by hand;
a broken game file shows its error line over the last good preview; Ctrl-C stops the command cleanly."""

from __future__ import annotations

import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from conftest import assert_clean_error, run_pnp

from pnp.proof import proof_png
from pnp.watch import DRAWING, run

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "docs" / "cards-example"
WAIT = 60  # seconds before a test gives up waiting for an event (a loaded machine); never a speed check
OLD, NEW = "Soleil,Sun,3,", "Soleil Levant,Rising Sun,3,"


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "game"
    shutil.copytree(EXAMPLE, folder)
    return folder


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Events:
    """The server's event stream, read event by event."""

    def __init__(self, port: int) -> None:
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT)
        for _ in range(WAIT * 20):  # the server starts in the other thread
            try:
                self.connection.request("GET", "/events")
                break
            except ConnectionRefusedError:
                self.connection.close()
                time.sleep(0.05)
        self.response = self.connection.getresponse()
        assert self.response.getheader("Content-Type") == "text/event-stream"

    def next(self) -> dict:
        data = None
        while True:
            line = self.response.readline().decode("utf-8")
            assert line, "the stream ended"
            if line.startswith("data: "):
                data = json.loads(line[len("data: "):])
            elif line == "\n" and data is not None:
                return data

    def until(self, test) -> dict:
        while True:
            event = self.next()
            if test(event):
                return event


def _page(port: int, path: str = "/") -> bytes:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT)
    connection.request("GET", path)
    response = connection.getresponse()
    assert response.status == 200, (path, response.status)
    return response.read()


def test_events_and_page_follow_the_saves(tmp_path):
    folder = _copy(tmp_path)
    out = folder / "output"  # inside the watched folder: the builds' own writes must not start builds
    port = _free_port()
    stop, lines = threading.Event(), []
    thread = threading.Thread(target=run, args=(str(folder / "game.toml"),),
                              kwargs={"out": out, "port": port, "lang": "fr", "open_browser": False, "stop": stop,
                                      "say": lambda line, err=False: lines.append(line)})
    thread.start()
    try:
        events = Events(port)
        first = events.until(lambda e: e["generation"] >= 1)
        assert first["ok"], first
        csv = folder / "cards.csv"
        text = csv.read_text(encoding="utf-8")
        for n in range(5):  # a burst of saves: one build
            csv.write_text(text.replace(OLD, f"Soleil {n},Sun {n},3,") if n < 4 else text.replace(OLD, NEW), encoding="utf-8")
        # first the edited card alone, drawn before the build (the same generation: no build has ended)
        early = events.until(lambda e: any(c["title"] == "Soleil Levant" for c in e["changed"]))
        assert early["stage"] == "proof" and early["generation"] == first["generation"], early
        assert [c["name"] for c in early["changed"]] == ["astres-3"], early
        drawn = _page(port, "/proof/astres-3.png")
        burst = events.until(lambda e: e["stage"] == "built")
        with DRAWING:  # PDFium draws for one thread at a time
            assert drawn == proof_png(str(folder / "game.toml"), "astres-3", dpi=150, lang="fr")[1]  # pnp proof's pixels
        assert burst["ok"] and [c["name"] for c in burst["changed"]] == ["astres-3"], burst
        assert burst["generation"] == first["generation"] + 1, burst  # the burst was one build
        page = _page(port).decode("utf-8")
        assert "Soleil Levant" in page and "soleil-lune/soleil-lune-kit.pdf" in page
        csv.write_text(text.replace(OLD, "Soleil,Sun,3,").replace("Lune,Moon,2,", "Lune Rousse,Red Moon,2,"), encoding="utf-8")
        after = events.until(lambda e: e["stage"] == "built")
        assert {c["title"] for c in after["changed"]} == {"Soleil", "Lune Rousse"}, after
        assert after["generation"] == burst["generation"] + 1, (burst, after)  # one build, and no loop
        game = folder / "game.toml"
        game.write_text(game.read_text(encoding="utf-8").replace('size = "poker"', 'size = "pokr"'), encoding="utf-8")
        failed = events.until(lambda e: not e["ok"])
        assert "decks[0].size" in failed["error"] and "game.toml" in failed["error"], failed
        page = _page(port).decode("utf-8")
        assert "decks[0].size" in page and "soleil-lune/soleil-lune-kit.pdf" in page  # the last good preview stays
        assert any("decks[0].size" in line for line in lines)
    finally:
        stop.set()
        thread.join(WAIT)
    assert not thread.is_alive() and lines[-1] == "pnp watch: stopped"


def test_watch_bad_input(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert_clean_error(run_pnp("watch", str(EXAMPLE / "game.toml"), "--port", str(port), "--out", str(tmp_path / "o")),
                           "--port", "in use")
    assert_clean_error(run_pnp("watch", str(tmp_path / "nothing.toml"), "--out", str(tmp_path / "o")), "no game file")
    assert not (tmp_path / "o").exists()


def _browser():
    """A headless Chromium driven by Selenium with the system's browser and driver, or the reason there is none."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        return None, "selenium is not installed (pip install -e .[test])"
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not chromium or not driver:
        return None, "the system's chromium and chromedriver are not installed (Debian: apt-get install chromium chromium-driver)"
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(flag)
    return webdriver.Chrome(options=options, service=Service(executable_path=driver)), ""


def test_in_a_real_browser(tmp_path):
    browser, why = _browser()
    if browser is None:
        pytest.skip(why)
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    def wait(seconds):  # an element read as the page reloads is asked for again, not a failure
        stale = (NoSuchElementException, StaleElementReferenceException)
        return WebDriverWait(browser, seconds, ignored_exceptions=stale)

    folder = _copy(tmp_path)
    port = _free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    command = subprocess.Popen([sys.executable, "-m", "pnp", "watch", str(folder / "game.toml"), "--port", str(port),
                                "--out", str(tmp_path / "out")], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    try:
        assert "http://127.0.0.1" in command.stdout.readline() + command.stdout.readline()
        browser.get(f"http://127.0.0.1:{port}/")
        wait(WAIT).until(lambda b: "soleil-lune-kit.pdf" in b.page_source)
        browser.execute_script("window.pnpSame = true")  # gone after any reload
        csv = folder / "cards.csv"
        csv.write_text(csv.read_text(encoding="utf-8").replace(OLD, NEW), encoding="utf-8")
        # the bound: the new text within 5 s of the save, with no reload by hand: the edited card is drawn
        # alone and shown in place before the build ends, then the build's end reloads the page
        wait(5).until(lambda b: "Soleil Levant" in b.find_element(By.ID, "pnp-watch").text)
        wait(WAIT).until(lambda b: b.execute_script(
            "var i=document.querySelector('#pnp-changed img');return i!==null&&i.complete&&i.naturalWidth>0"))
        wait(WAIT).until(lambda b: b.execute_script("return window.pnpSame") is None)  # reloaded
        wait(WAIT).until(lambda b: "Soleil Levant" in b.find_element(By.ID, "pnp-watch").text)
        browser.execute_script("window.pnpSame = true")
        game = folder / "game.toml"
        game.write_text(game.read_text(encoding="utf-8").replace('size = "poker"', 'size = "pokr"'), encoding="utf-8")
        wait(WAIT).until(lambda b: "decks[0].size" in b.find_element(By.ID, "pnp-watch").text)
        assert browser.execute_script("return window.pnpSame") is True  # shown in place: the last preview stays
        assert browser.find_elements(By.CSS_SELECTOR, "a[href='soleil-lune/soleil-lune-kit.pdf']")
    finally:
        browser.quit()
        command.send_signal(signal.SIGINT)
        # Ctrl-C lands after the broken file's build; on a machine starved by other work (a clean clone's suite
        # run beside a landing at a higher priority, where this waited more than 60 s once) that build may still
        # be running: a hang fails all the same, three times later
        out, err = command.communicate(timeout=3 * WAIT)
    assert command.returncode == 0, err
    assert out.strip().endswith("pnp watch: stopped") and "Traceback" not in err
