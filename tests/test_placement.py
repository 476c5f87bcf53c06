"""One imposition (issue 34): only the package pnp.layout.imposition makes sheets. A kind yields pieces and names
the layout they take (pnp.layout.layouts); a module that builds a page of its own is a second placement path.

The low-level placement primitive is the scene's Page: whoever builds one lays drawings on a sheet. Read from the
source (ast), every call of it outside the allowed modules fails this test; a planted kind that places its own
page shows it does."""

from __future__ import annotations

import ast
from pathlib import Path

PNP = Path(__file__).resolve().parent.parent / "pnp"

# Who may build a Page, and why: the imposition makes every sheet; a page flow's pages are the pieces a rule book
# yields (typeset), laid on sheets by the imposition afterwards; the scene defines it and the renderers read it.
ALLOWED = ("pnp/layout/imposition/", "pnp/layout/typeset.py", "pnp/scene.py", "pnp/render/")
# Second paths still to remove: none left (the board, the rule book, the aids, the sheets to write on and the
# print shops drew their own pages until issue 34).
LEFT: set[str] = set()


def page_builders(source: str) -> list[int]:
    """The lines of a module's source that build a scene Page (`Page(...)`, `scene.Page(...)`)."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name == "Page":
                lines.append(node.lineno)
    return lines


def second_paths(root: Path = PNP) -> dict[str, list[int]]:
    """Every module outside ALLOWED that builds a Page, with the lines where it does."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        rel = f"pnp/{path.relative_to(root).as_posix()}"
        if rel.startswith(ALLOWED):
            continue
        lines = page_builders(path.read_text(encoding="utf-8"))
        if lines:
            found[rel] = lines
    return found


def test_only_the_imposition_makes_sheets():
    found = second_paths()
    new = {module: lines for module, lines in found.items() if module not in LEFT}
    assert not new, f"modules placing pieces on pages of their own, outside pnp.layout.imposition: {new}"
    gone = LEFT - set(found)
    assert not gone, f"no longer second paths: take them out of LEFT: {sorted(gone)}"


def test_a_kind_placing_its_own_page_is_found(tmp_path):
    """Planted: a kind module that lays its piece on a page itself."""
    kinds = tmp_path / "pnp" / "parts"
    kinds.mkdir(parents=True)
    (kinds / "stencils.py").write_text(
        "from pnp.scene import Group, Page, translate\n\n"
        "def stencil_sheet(art, paper):\n"
        "    sheet = Page(*paper)\n"
        "    sheet.items.append(Group([art], translate(10, 10)))\n"
        "    return [sheet]\n", encoding="utf-8")
    (kinds / "counters.py").write_text("from pnp.pieces import Piece\n\ndef counters(context):\n    return []\n",
                                       encoding="utf-8")
    assert second_paths(tmp_path / "pnp") == {"pnp/parts/stencils.py": [4]}
