"""Clann's figures for its rule book and aid: who takes whom among the four characters.

Found by the rule book beside the game file: FIGURES maps a ```figure block's name to its drawing.
"""

from __future__ import annotations

from pnp.base.errors import PnpError
from pnp.base.i18n import said, say
from pnp.layout import diagrams
from pnp.layout.icons import icon_group
from pnp.model.spec import text
from pnp.scene import Text

def capture_cycle(width: float, *, game, lang: str, context: dict, lines: list[str]):
    """The four ranked characters, Tall first: each takes the smaller ones, and only the Small takes the Tall."""
    ranked = sorted((p for p in game.pawns if p.rank), key=lambda p: -p.rank)
    if len(ranked) != 4:
        raise PnpError(said("errors.games.clann.capture_cycle", game=game.id, count=len(ranked)))
    nodes = [(text(p.name, lang) or p.id, "#f2f2f2") for p in ranked]
    edges = [(0, 1, "", True), (1, 2, "", True), (2, 3, "", True), (3, 0, "", True), (0, 2, "", False), (1, 3, "", False)]
    icons = {i: [icon_group(p.icon, -0.5, -0.5, 1.0, "#1a1a1a", "#f2f2f2")] for i, p in enumerate(ranked)}
    items, h = diagrams.cycle(width, nodes, edges, icons)
    items.append(Text(width / 2, h + 1.5, say("games.clann.figure.legend", lang), 2.9, "#444444", "serif-italic", anchor="middle"))  # a caption, as books set one
    return items, h + 3


FIGURES = {"capture-cycle": capture_cycle}
