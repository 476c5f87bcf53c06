"""A document's ink (scene.Ink) as one rendering applies it: each colour changed once however many shapes
wear it, each picture of the designer's art once however many pieces show it. The colour ink changes
nothing, and costs nothing: its tones are None, and the renderers then draw the scene's own colours."""

from __future__ import annotations

from functools import cache

from pnp.scene import COLOR, Image, Ink


class Tones:
    """`color` ('#rrggbb' -> '#rrggbb') and `image` (Image -> Image), each memoised for one rendering; None
    for what the ink keeps."""

    __slots__ = ("color", "image")

    def __init__(self, ink: Ink = COLOR):
        self.color = cache(ink.color) if ink.color else None
        self.image = _per_item(ink.image) if ink.image else None


def _per_item(change):
    """`change` made once per Image drawn: the same picture placed on a hundred cards is one Image."""
    done: dict[int, tuple[Image, Image]] = {}  # id -> (the item, kept alive so its id is not reused; its change)

    def changed(item: Image) -> Image:
        key = id(item)
        if key not in done:
            done[key] = (item, change(item))
        return done[key][1]

    return changed
