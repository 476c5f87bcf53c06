"""Composition rules, read back from the PDFs (tests/composition.py is the detector): the rule books and player
aids of the built-in games break no rule, and each rule, turned off, lets the detector find the break it prevents."""

from __future__ import annotations

import pytest
from composition import RULES, breaks, documents, read_columns

from pnp.base.fonts import text_width
from pnp.layout.typeset import Frame, Layout, Look, Rules, flow, parse
from pnp.model.spec import builtin_games
from pnp.render.pdf import render_pdf
from pnp.scene import Document

ACCENT = Look().accent


SETTINGS = [("a4", "fr"), ("letter", "en"), ("a4", "en"), ("letter", "fr")]  # one each, to keep the suite quick


@pytest.mark.parametrize(("game", "paper", "lang"), [(game, *SETTINGS[n % 4]) for n, game in enumerate(builtin_games())])
def test_books_and_aids_break_no_rule(game, paper, lang):
    """(tests/composition.py, run as a script, reads every book and aid in the four settings)"""
    for name, pdf, frame, markdown, regions in documents(game, paper, lang):
        assert breaks(read_columns(pdf, frame, ACCENT, regions), markdown, frame) == [], name


# --- each rule, planted: a small page, filler lines before the case, every amount of filler tried -------------------

FRAME = Frame(150, 72, 12, 12, 12, 12, columns=2, gutter=6)


def _sentence(words: int, seed: str) -> str:
    return " ".join(f"{seed}{n}" for n in range(words))


def _lines_of(words: int) -> str:
    """A paragraph about `words` words long (several lines in the small frame's columns)."""
    return _sentence(words, "word")


CASES = {  # the Markdown after the filler, where a column end may fall badly
    "heading": "## A heading\n\n" + _lines_of(30) + "\n",
    "lead_in": _lines_of(10) + " ends with:\n\n- " + _sentence(3, "one") + "\n- " + _sentence(3, "two") + "\n",
    "whole": "- " + _sentence(24, "item") + "\n- " + _sentence(3, "next") + "\n",
    "widows": _lines_of(18) + "\n\n" + _lines_of(18) + "\n",
    "balance": "",
}


def _pdf(markdown: str, rules: Rules) -> bytes:
    slices = Layout(FRAME.column_width, Look(), rules=rules).slices(parse(markdown))
    return render_pdf(Document("case", flow(slices, FRAME, rules=rules), "en"))


def _found(markdown: str, rules: Rules) -> set[str]:
    return {rule for rule, *_ in breaks(read_columns(_pdf(markdown, rules), FRAME, ACCENT), markdown, FRAME)}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_prevents_the_break_it_names(rule):
    """Filler paragraphs of one line push the case down a line at a time, over a whole column: with every rule on,
    no amount of filler makes the detector find a break; with the rule off, some amount does."""
    line = Look().body * Look().leading
    span = int((FRAME.page_h - FRAME.top - FRAME.bottom) / line) + 2
    assert text_width("filler 00", Look().body, "regular") < FRAME.column_width
    off = Rules(**{rule: False})
    caught = []
    for n in range(span):
        filler = "".join(f"filler {k}\n\n" for k in range(n + (10 if rule == "balance" else 0)))
        markdown = filler + CASES[rule]
        assert _found(markdown, Rules()) == set(), (rule, n)
        if rule in _found(markdown, off):
            caught.append(n)
            if rule == "balance":
                break
    assert caught, f"the detector never saw a {rule} break with the rule off"
