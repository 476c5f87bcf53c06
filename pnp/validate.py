"""`pnp validate`: every check pnp knows, run at once on a game, reported one line each.

The game file; the board graph; the folds of every net; the set-up counts against the board; every
part on every paper and in every language, fitting its sheets with every glyph in the font; and every
claim the game file makes about its dice.
"""

from __future__ import annotations

from dataclasses import dataclass

from pnp.errors import PnpError


@dataclass
class Check:
    name: str
    ok: bool
    detail: str

    def line(self) -> str:
        return f"{'ok  ' if self.ok else 'FAIL'}  {self.name}: {self.detail}"


def _attempt(name: str, run) -> Check:
    try:
        return Check(name, True, run())
    except PnpError as e:
        return Check(name, False, str(e))


def _board(game) -> str:
    from pnp.parts.board import make_board

    board = make_board(game.board)
    if game.board.kind == "grid":
        return f"{game.board.columns} × {game.board.rows} grid, every cell room for a {game.board.pawn_base} pawn"
    return (f"{len(board.circuit)}-square closed circuit, {len(board.stairs)} stairs of {len(board.stairs[0])}, "
            f"starts {len(board.circuit) // len(board.starts)} apart")


def _nets(game) -> str:
    from pnp.engine.net import CROSS, check_net, place_faces

    checked = []
    for die in game.dice:
        if "net" in die.forms and len(die.faces) == 6:
            check_net(place_faces(CROSS), die.faces, standard=die.standard)
            checked.append(die.id)
        elif "net" in die.forms:
            raise PnpError(f"die '{die.id}' has {len(die.faces)} faces and cannot fold into a cube; drop \"net\" from its forms")
    return f"{', '.join(checked)} fold into the dice they claim" if checked else "no nets to fold"


def _setup(game) -> str:
    from pnp import colors

    board = game.board
    cells = board.columns * board.rows
    shades = [colors.color(c) for c in board.colors]
    needed = board.setup_each * len(shades)
    if needed > cells:
        raise PnpError(f"{board.setup_each} × {len(shades)} set-up tokens are more than the {cells} cells")
    for shade in shades:
        have = sum(t.count for t in game.tokens if colors.color(t.color) == shade)
        if have < board.setup_each:
            raise PnpError(f"set-up needs {board.setup_each} tokens of {shade}, the game file has {have}")
    fill = "fill" if needed == cells else "fit on"
    return f"{board.setup_each} × {len(shades)} set-up tokens {fill} the {board.columns} × {board.rows} cells"


def _parts(game, paper: str, lang: str, where: str) -> str:
    from pnp.fonts import missing_glyphs
    from pnp.kit import PrintOptions, build_game
    from pnp.scene import Group, Text

    opts = PrintOptions(paper_name=paper, lang=lang)
    parts = build_game(game, opts, where=where)
    missing: set[str] = set()

    def walk(items):
        for item in items:
            if isinstance(item, Text):
                missing.update(missing_glyphs(item.text, item.font))
            elif isinstance(item, Group):
                walk(item.items)

    for part in parts:
        for page in part.document.pages:
            walk(page.items)
    if missing:
        raise PnpError(f"characters the font cannot draw: {' '.join(sorted(missing))}")
    pages = sum(len(p.document.pages) for p in parts)
    return f"{len(parts)} parts, {pages} pages, every glyph in the font"


def _claims(game) -> list[Check]:
    from pnp.engine.claims import check_claims

    try:
        results = check_claims(game)
    except PnpError as e:
        return [Check("claims", False, str(e))]
    return [Check(f"claims[{r.index}]", r.ok, r.describe("en").split(": ", 1)[-1]) for r in results]


def validate(ref: str, papers=("a4", "letter"), langs=("fr", "en")) -> list[Check]:
    from pnp.spec import game_path, load_game, source_name

    try:
        game = load_game(ref)
    except PnpError as e:
        return [Check("game file", False, str(e))]
    where = source_name(game_path(ref))
    checks = [Check("game file", True, f"'{game.id}' reads cleanly")]
    if game.board is not None:
        checks.append(_attempt("board", lambda: _board(game)))
        if game.board.setup_each:
            checks.append(_attempt("set-up", lambda: _setup(game)))
    if game.dice:
        checks.append(_attempt("nets", lambda: _nets(game)))
    for paper in papers:
        for lang in langs:
            checks.append(_attempt(f"parts ({paper}, {lang})", lambda p=paper, l=lang: _parts(game, p, l, where)))
    checks.extend(_claims(game))
    return checks
