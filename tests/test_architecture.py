"""The house rules, checked on the source: imports run one way, with no cycle.

cli -> jobs -> exports -> kit -> part kinds -> model -> (layout, engine) -> render -> scene -> base, each a folder or a module of pnp/
A module may import its own layer or any layer below; the engine imports only the engine and the base.
Local imports (inside functions) count like top-level ones.
"""

from __future__ import annotations

import ast
from pathlib import Path

PNP = Path(__file__).resolve().parent.parent / "pnp"

LAYERS = [  # lowest first; a module's layer is the longest pattern that matches its dotted name
    ("base", ["pnp", "pnp.base"]),
    ("scene", ["pnp.scene"]),
    ("render", ["pnp.render"]),
    ("layout", ["pnp.pieces", "pnp.layout"]),
    ("engine", ["pnp.engine"]),
    ("model", ["pnp.model"]),
    ("kinds", ["pnp.parts", "pnp.games"]),
    ("kit", ["pnp.kit", "pnp.files", "pnp.game"]),
    ("exports", ["pnp.exports"]),
    ("jobs", ["pnp.jobs", "pnp.validate", "pnp.index_page", "pnp.report", "pnp.proof", "pnp.showcase", "pnp.newgame", "pnp.watch"]),
    ("cli", ["pnp.cli", "pnp.__main__"]),
]
RANK = {"base": 0, "scene": 1, "render": 2, "layout": 3, "engine": 3, "model": 4, "kinds": 5, "kit": 6, "exports": 7,
        "jobs": 8, "cli": 9}


def layer(module: str) -> str:
    best = None
    for name, patterns in LAYERS:
        for p in patterns:
            if (module == p or module.startswith(p + ".")) and (best is None or len(p) > len(best[1])):
                best = (name, p)
    assert best, f"{module} is in no layer: add it to LAYERS"
    return best[0]


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(p.replace("-", "_") for p in parts)


def imports_of(path: Path, name: str) -> set[str]:
    """Every pnp module the file imports, at the top or inside functions."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{a.name}" for a in node.names)
    return {m for m in found if m == "pnp" or m.startswith("pnp.")}


def graph(root: Path = PNP) -> dict[str, set[str]]:
    files = {module_name(p, root): p for p in root.rglob("*.py")}
    edges = {}
    for name, path in files.items():
        edges[name] = {m for m in imports_of(path, name) if m in files and m != name}
    return edges


def upward(edges: dict[str, set[str]]) -> list[str]:
    bad = []
    for src, targets in edges.items():
        for dst in targets:
            a, b = layer(src), layer(dst)
            if RANK[b] > RANK[a] or (a == "engine" and b not in ("engine", "base")) or (a == "layout" and b == "engine"):
                bad.append(f"{src} ({a}) imports {dst} ({b})")
    return sorted(bad)


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def test_imports_run_one_way():
    assert upward(graph()) == []


def test_no_import_cycle():
    assert cycles(graph()) == []


def test_the_checks_catch_a_planted_cycle_and_an_upward_import(tmp_path):
    root = tmp_path / "pnp"
    (root / "engine").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "engine" / "__init__.py").write_text("")
    (root / "engine" / "dice.py").write_text("def f():\n    from pnp.kit import build\n")
    (root / "kit.py").write_text("from pnp.jobs import x\n")
    (root / "jobs.py").write_text("import pnp.kit\n")
    edges = graph(root)
    assert cycles(edges) == [["pnp.jobs", "pnp.kit"]]
    assert upward(edges) == ["pnp.engine.dice (engine) imports pnp.kit (kit)", "pnp.kit (kit) imports pnp.jobs (jobs)"]


def test_every_module_has_a_layer():
    for name in graph():
        assert layer(name)


def declared(command) -> dict[str, str]:
    """The options a command declares as written (no one rewrites it): name -> help."""
    return {p.dest: str(p.help) for p in command.params if p.flags}  # a said help, in the reader's language


def undeclared(command, choices) -> list[str]:
    """The kinds' print options (registry.Kind.choices) that a command does not declare, or declares with a
    help that does not name each value and the default."""
    options = declared(command)
    return [f"--{c.name}" for c in choices if c.name not in options or any(v not in options[c.name] for v in c.values)
            or not options[c.name].endswith(f"(default: {c.values[0]})")]


def test_the_printing_commands_declare_the_kinds_options():
    """pnp build takes every kind's print option, pnp tokens its pieces' (tokens, pawns), each written in the
    command's declaration; the check catches a new kind's option the command line lacks."""
    from pnp.cli import build, tokens
    from pnp.model.options import Choice
    from pnp.parts.registry import choices

    assert [c.name for c in choices()] == ["pawn", "layout", "shop"]
    assert undeclared(build, choices()) == [] and undeclared(tokens, choices(("tokens", "pawns"))) == []
    finish = Choice("finish", "finish", ("matte", "gloss"))
    assert undeclared(build, (*choices(), finish)) == ["--finish"]
    assert undeclared(tokens, choices()) == ["--layout", "--shop"]


def local_imports_without_a_reason(root: Path) -> list[str]:
    """Imports inside functions with no comment on their line or the line above: a lazy import must say
    what it saves, or go to the top of its file."""
    found = []
    for path in sorted(root.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for node in ast.walk(ast.parse("\n".join(lines))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for sub in ast.walk(node):
                    if isinstance(sub, (ast.Import, ast.ImportFrom)):
                        here = lines[sub.lineno - 1] + (lines[sub.lineno - 2] if sub.lineno > 1 else "")
                        if "#" not in here:
                            found.append(f"{path.relative_to(root)}:{sub.lineno}")
    return found


def test_every_lazy_import_says_why(tmp_path):
    assert local_imports_without_a_reason(PNP) == []
    (tmp_path / "m.py").write_text("def f():\n    import json\n    return json\n", encoding="utf-8")
    assert local_imports_without_a_reason(tmp_path) == ["m.py:2"]


def reimports(root: Path) -> list[str]:
    """Imports inside functions of what their file already imports at the top."""
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = set()
        for node in tree.body:
            if isinstance(node, ast.Import):
                top |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom):
                top |= {f"{node.module}:{a.name}" for a in node.names}
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for sub in ast.walk(node):
                    names = ({a.name for a in sub.names} if isinstance(sub, ast.Import) else
                             {f"{sub.module}:{a.name}" for a in sub.names} if isinstance(sub, ast.ImportFrom) else set())
                    if names & top:
                        found.append(f"{path.relative_to(root)}:{sub.lineno}")
    return found


def test_no_function_imports_again_what_its_file_has(tmp_path):
    assert reimports(PNP) == []
    (tmp_path / "m.py").write_text("import json\n\ndef f():\n    import json  # again\n    return json\n", encoding="utf-8")
    assert reimports(tmp_path) == ["m.py:4"]


LISTED = """
import importlib, pkgutil, sys
import pnp.parts
from pnp.parts import registry
from pnp.parts.board import tiled

listed = ({k.name for k in registry.kinds()}, set(tiled.BOARD_KINDS))
for module in pkgutil.walk_packages(pnp.parts.__path__, "pnp.parts."):
    importlib.import_module(module.name)
print(sorted(listed[0]) == sorted(registry._KINDS), sorted(listed[1]) == sorted(tiled.BOARD_KINDS))
"""


def test_every_kind_is_in_its_list():
    """The kinds are named once, in registry.MODULES and pnp/parts/board's MODULES: a module that registers a
    part kind or a board kind but is missing from its list would never be imported, its kind silently gone.
    Importing every module of pnp/parts registers nothing more than the two lists do."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", LISTED], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["True", "True"], done.stderr
