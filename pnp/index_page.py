"""output/index.html: every built kit, each part with its preview, its files and how to print it."""

from __future__ import annotations

from pathlib import Path

import msgspec

from pnp.base.i18n import say
from pnp.base.output import plain_file
from pnp.exports import existing

HTML_SPECIAL = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


class Words:
    """The index's words in one language, read by name as the page is written."""

    def __init__(self, lang: str):
        self.lang = lang

    def __getitem__(self, name: str) -> str:
        return say(f"index.words.{name}", self.lang)


def escape(text: str) -> str:
    """html.escape's five replacements, written here: the html module loads its table of 2,231 named entities
    at import, 6 M instructions of every build's (the page is written by each one)."""
    return text.translate(HTML_SPECIAL)


STYLE = """body{font-family:sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h1{color:#2b4c7e}section{border-top:2px solid #2b4c7e;margin-top:2rem}
.parts{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1rem}
figure{margin:0;border:1px solid #ccc;padding:.5rem;background:#fafafa}
figure img{width:100%;border:1px solid #ddd;background:#fff}figcaption{font-size:.9rem}
.files a{margin-right:.5rem}"""


class _Part(msgspec.Struct):
    name: str
    stock: str
    double: bool
    how: str
    pages: int
    files: list[str]


class _Kit(msgspec.Struct):
    """What the index reads of a kit.json (kit.py's kit_files writes it)."""

    id: str
    title: str
    paper: str
    parts: list[_Part]
    kit: str | None = None


def read_kits(out_dir: Path, fresh: dict[str, dict], exported: dict[str, list[str]] | None = None) -> list[dict]:
    """Kits already in the output folder, with the ones just built taking their place; a kit.json the
    index cannot read (another program's, an older pnp's) is left out. Each kit's exports for digital tables
    (pnp export) are found beside it, with `exported` (game id -> files in its folder) just being written."""
    kits = _kits(Path(out_dir), fresh)
    for kit in kits:
        kit["exports"] = sorted(set(existing(Path(out_dir), kit["id"])) | set((exported or {}).get(kit["id"], ())))
    return kits


def _kits(out_dir: Path, fresh: dict[str, dict]) -> list[dict]:
    kits = dict(fresh)
    for path in sorted(Path(out_dir).glob("*/kit.json")):
        game = path.parent.name
        if game not in kits and plain_file(Path(out_dir), f"{game}/kit.json"):  # never read through a link
            try:
                data = msgspec.json.decode(path.read_bytes())
                msgspec.convert(data, _Kit)
            except (OSError, msgspec.DecodeError):  # a ValidationError is a DecodeError
                continue
            kits[game] = data
    return [kits[k] for k in sorted(kits)]


def _part(game: str, part: dict, words: dict) -> str:
    previews = [f for f in part["files"] if f.endswith(".png")]
    image = (f'<a href="{escape(game)}/{escape(previews[0])}"><img src="{escape(game)}/{escape(previews[0])}" '
             f'alt="{escape(part["name"])}"></a>') if previews else ""
    links = " ".join(f'<a href="{escape(game)}/{escape(f)}">{escape(f)}</a>' for f in part["files"])
    sides = words["double"] if part["double"] else words["single"]
    return (f"<figure>{image}<figcaption><strong>{escape(part['name'])}</strong> · {part['pages']} {words['pages']} · "
            f"{words['on']} {escape(part['stock'])}, {sides}<br>{escape(part['how'])}"
            f'<div class="files">{links}</div></figcaption></figure>')


def index_html(kits: list[dict], lang: str) -> bytes:
    words = Words(lang)
    sections = []
    for kit in kits:
        game = kit["id"]
        head = f"<h2>{escape(kit['title'])}</h2>"
        if kit.get("kit"):
            head += f'<p><a href="{escape(game)}/{escape(kit["kit"])}">{words["kit"]}</a> ({escape(kit["paper"])})</p>'
        if kit.get("exports"):
            links = ", ".join(f'<a href="{escape(game)}/{escape(f)}">{words[f.split("/")[0]]}</a>' for f in kit["exports"])
            head += f'<p class="exports">{words["exports"]}{say("colon", lang)} {links}</p>'
        parts = "".join(_part(game, part, words) for part in kit["parts"])
        sections.append(f'<section id="{escape(game)}">{head}<div class="parts">{parts}</div></section>')
    html = (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><title>{words["title"]}</title>'
            f"<style>{STYLE}</style></head><body><h1>{words['title']}</h1>{''.join(sections)}</body></html>\n")
    return html.encode("utf-8")
