"""The designer's loop, timed from outside: one card edited in the 108-card deck, to the page showing it.

With `pnp watch COPY/game.toml --port PORT` running on a copy of benchmarks/cards108/, this script opens the
page's event stream (as the page does), edits one card's title in the CSV (adding or taking off a mark, so
every run is a change), waits for the event naming that card (the edited card drawn alone, before the build
ends; or the build's end when there is no such event), and fetches the card's picture as the page then does.
Timed as a whole process, paired with a full `pnp build` of the same game (benchmarks/README.md):

    python benchmarks/loop_edit.py PORT COPY/cards.csv ROW
"""

from __future__ import annotations

import http.client
import json
import sys
import time

MARK = " *"


def events(port: int):
    """The page's event stream, event by event (server-sent events)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    connection.request("GET", "/events")
    response = connection.getresponse()
    data = None
    while True:
        line = response.readline().decode("utf-8")
        if not line:
            return
        if line.startswith("data: "):
            data = json.loads(line[len("data: "):])
        elif line == "\n" and data is not None:
            yield data
            data = None


def edit(csv: str, row: int) -> None:
    """The title (first cell) of data row `row` with the mark added, or taken off."""
    with open(csv, encoding="utf-8", newline="") as f:
        lines = f.read().split("\n")
    title, rest = lines[row].split(",", 1)
    title = title[:-len(MARK)] if title.endswith(MARK) else title + MARK
    lines[row] = f"{title},{rest}"
    with open(csv, "w", encoding="utf-8", newline="") as f:
        f.write("\n".join(lines))


def main() -> None:
    port, csv, row = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    name = f"bench-{row}"  # the deck's id and the row, as pnp names the card
    stream = events(port)
    now = next(stream)  # the state before the edit
    start = time.perf_counter()
    edit(csv, row)
    for event in stream:
        if event["version"] > now["version"] and name in [c["name"] for c in event["changed"]]:
            break
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    connection.request("GET", f"/proof/{name}.png?v={event['version']}")
    picture = connection.getresponse().read()
    assert picture.startswith(b"\x89PNG"), picture[:80]
    print(f"{name} shown ({event['stage']}) {time.perf_counter() - start:.3f} s after the save")


if __name__ == "__main__":
    main()
