"""One way to write a measured rate in percentage points (pnp.base.i18n.points), shared by what `pnp simulate`
prints (pnp.report) and the rule book's numbers box (pnp.parts.rules_context): plain for a terminal, in the
page's decimal mark and with a true minus sign in print."""

from __future__ import annotations

from pnp.base.i18n import points
from pnp.report import interval, pct


def test_plain_for_the_terminal():
    assert points(0.523) == "52.3"
    assert points(-0.015, 2, True) == "-1.50"
    assert points(0.0266, 2, True) == "+2.66"
    assert pct(0.2525) == "25.2 %"  # rounded as Python rounds a float, as before: 25.249999... in binary
    assert interval((0.212, 0.297)) == "[21.2, 29.7]"
    assert interval((-0.0566, 0.0266), digits=2, sign=True) == "[-5.66, +2.66]"
    assert interval((1.234, 5.678), 1, 2) == "[1.23, 5.68]"  # a figure of scale 1, the length of games


def test_typeset_for_the_page():
    assert points(0.523, lang="fr") == "52,3"
    assert points(-0.004, 1, True, "fr") == "−0,4"
    assert points(-0.004, 1, True, "en") == "−0.4"
    assert points(0.25, 1, True, "en") == "+25.0"
