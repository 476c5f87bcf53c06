"""Reading the lines a PDF prints, to find a word broken with no hyphen or a number parted from its unit.

The lines are rebuilt from pdfplumber's words: words on one baseline, cut into segments where a gap is wider
than a space could be (a table's next cell, the next column), and a segment's next line is the segment of the
following baseline that overlaps it. Whether a line's last fragment is a whole word is read against words
pnp's own sources hold (the catalogue of strings, the templates, the game files and the docs' examples) and
the words the PDF prints inside its lines, never against the typesetter's own choices.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EDGE = "\"'`*_|#()[]{}<>«»“”‘’„.,;:!?…\u00a0\u202f"
UNITS = {"%", "‰", "mm", "cm", "in", "pt", "px", "g/m²", "×", "°"}
MEASURE = re.compile(r"^\d[\d.,]*[^\W\d_]*$")  # "17.6mm", "2e": a figure and its unit or ending, whole
NUMBER = re.compile(r"^[−\-+±≈~]?\d[\d.,\u202f]*(?:[–/]\d[\d.,]*)?$")
HYPHENS = ("-", "\u2010", "\u2011", "\u00ad", "–", "—", "/")


def _token(word: str) -> str:
    return word.replace("’", "'").strip(EDGE).lower()


@cache
def source_words() -> frozenset[str]:
    """Every whitespace-separated token of the texts pnp prints from: the catalogue and the files they are
    read from."""
    import pnp.kit
    import pnp.parts.rules_context  # noqa: F401  the rule book's own strings
    from pnp.base.i18n import LANGS, every_text
    from pnp.games import game_odds
    from pnp.base.units import PAPER_LABELS
    from pnp.model.spec import builtin_games

    pnp.kit.kinds()  # every part kind, whose strings join the catalogue when imported
    for game in builtin_games():  # a built-in game's odds module adds its own strings
        game_odds(pnp.kit.load_game(game))
    texts = [*PAPER_LABELS.values(), (ROOT / "pnp" / "base" / "colors.py").read_text(encoding="utf-8")]  # colour names
    texts += [form for lang in LANGS for form in every_text(lang)]  # every message, every variant
    for folder, patterns in ((ROOT / "pnp" / "games", ("*.md", "*.toml", "*.py")), (ROOT / "templates", ("*.md",)),
                             (ROOT / "pnp" / "locales", ("*.ftl",)),  # the catalogue's messages, in every language
                             (ROOT / "docs", ("*.toml", "*.csv")),
                             (ROOT / "pnp" / "parts", ("*.py",))):  # the strings a kind adds where it is used
        for pattern in patterns:
            texts += [p.read_text(encoding="utf-8") for p in sorted(folder.rglob(pattern))]
    return frozenset(_token(w) for t in texts for w in re.split(r"[\s\u00a0\u202f]+", t) if w)


def segments(page) -> list[list[dict]]:
    """The page's runs of words that read as one line of one column or cell, top to bottom."""
    words = [w for w in page.extract_words(keep_blank_chars=False, extra_attrs=["size"]) if w["upright"]]
    words = sorted(words, key=lambda w: (round(w["bottom"], 1), w["x0"]))
    lines: list[list[dict]] = []
    for w in words:
        if lines and abs(lines[-1][-1]["bottom"] - w["bottom"]) < 0.3 * w["size"]:
            lines[-1].append(w)
        else:
            lines.append([w])
    out = []
    for line in lines:
        line.sort(key=lambda w: w["x0"])
        segment = [line[0]]
        for a, b in zip(line, line[1:]):
            if b["x0"] - a["x1"] > 0.55 * max(a["size"], b["size"]):  # wider than a space: the next cell or column
                out.append(segment)
                segment = []
            segment.append(b)
        out.append(segment)
    return out


def following(segment: list[dict], candidates: list[list[dict]]) -> list[dict] | None:
    """The segment on the next baseline below `segment`, overlapping it, at the same size."""
    x0, x1, bottom, size = segment[0]["x0"], segment[-1]["x1"], segment[-1]["bottom"], segment[-1]["size"]
    best = None
    for other in candidates:
        drop = other[0]["bottom"] - bottom
        if 0.6 * size < drop < 1.7 * size and abs(other[0]["size"] - size) < 0.05 and other[0]["x0"] < x1 and other[-1]["x1"] > x0:
            if best is None or drop < best[0]:
                best = (drop, other)
    return best[1] if best else None


def faults(path: Path, pages: list[int] | None = None, known: frozenset[str] | None = None) -> list[str]:
    """Every line of the PDF ending in a fragment that is no whole word and no hyphen, or in a number whose
    unit starts the next line (or a "×" parted from its number), said with the page and both lines; `pages`:
    the 0-based pages to read (all when None)."""
    import pdfplumber

    known = source_words() if known is None else known
    found = []
    with pdfplumber.open(path, pages=None if pages is None else [p + 1 for p in pages]) as pdf:
        for page in pdf.pages:
            n = page.page_number
            segs = segments(page)
            inside = {_token(w["text"]) for s in segs for w in s[1:-1]}  # words within a line: whole
            afters = [following(segment, segs) for segment in segs]
            tails = {id(after[0]) for segment, after in zip(segs, afters) if after and segment[-1]["text"].endswith("-")}
            for segment, after in zip(segs, afters):
                if after is None or (len(segment) == 1 and id(segment[0]) in tails):  # the rest of a hyphenated word
                    continue
                last, first = segment[-1]["text"], after[0]["text"]
                said = f"{path.name} p{n}: {' '.join(w['text'] for w in segment)!r} / {' '.join(w['text'] for w in after)!r}"
                core = last.rstrip(EDGE.replace("-", ""))
                if NUMBER.match(_token(last)) and first.strip(".,;:)") in UNITS or last == "×" or (first == "×" and NUMBER.match(_token(last))):
                    found.append("number parted from its unit: " + said)
                elif core.endswith(HYPHENS) or not re.search(r"[^\W\d_]", core) or MEASURE.match(_token(last)):
                    continue
                elif _token(last) not in known and _token(last) not in inside:
                    found.append("broken word: " + said)
    return found


def typeset_pages(path: Path, lang: str) -> list[int]:
    """The 0-based pages of a kit PDF set by the typesetter (the guide, the rule book, the player aids): those
    whose footer names one of them."""
    import pypdfium2 as pdfium

    import pnp.kit  # noqa: F401  every part kind, whose names join the catalogue when imported
    from pnp.base.i18n import say

    names = [say(key, lang) for key in ("guide.kit", "rules.book", "aids")]
    pdf = pdfium.PdfDocument(str(path))
    try:
        footers = [page.get_textpage().get_text_range().strip().splitlines()[-3:] for page in pdf]
    finally:
        pdf.close()
    return [n for n, lines in enumerate(footers) if any(f"· {name}" in line for line in lines for name in names)]
