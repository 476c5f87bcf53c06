"""Budgets on a whole build (pnp/budgets.py, issue 20): limits that hold one by one but multiply together
(decks × rows × count, dice × faces × --count, kinds of counters × count, cards × pages) are counted before
anything is drawn or rendered, and a build over one is refused in one line saying which limit and by how
much, with nothing written. Each case sits just over its limit; the same game just under it is accepted."""

from __future__ import annotations

from pathlib import Path

from conftest import assert_clean_error, run_pnp

from pnp.model import budgets

HEAD = 'id = "t"\ntitle = "T"\nplayers = { min = 2, max = 4 }\n'


def write(folder: Path, body: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "game.toml"
    path.write_text(HEAD + body, encoding="utf-8")
    return path


def deck(i: int, copies: int, back: bool = False, size: str = "poker") -> str:
    return (f'\n[[decks]]\nid = "d{i}"\nsize = "{size}"\nrows = [{{ title = "A", count = {copies} }}]\n'
            + ('[decks.back]\ntitle = "T"\n' if back else ""))


def refused(tmp_path: Path, *args: str, words: tuple[str, ...]) -> None:
    out = tmp_path / "out"
    run = run_pnp(*args, "--out", str(out))
    assert run.code == 2, run
    assert_clean_error(run, *words)
    assert not out.exists() or not [p for p in out.rglob("*") if p.is_file()], "a refused build wrote files"


def test_the_budgets_are_the_documented_figures():
    assert (budgets.MAX_CARDS, budgets.MAX_STICKERS, budgets.MAX_PIECES, budgets.MAX_PAGES) == (2000, 1500, 2000, 200)


def test_decks_that_together_make_too_many_cards_are_refused(tmp_path):
    """Three decks of 1,000 copies: each deck and each count is within its own limit."""
    path = write(tmp_path / "g", deck(0, 1000) + deck(1, 1000) + deck(2, 1000))
    refused(tmp_path, "build", str(path), "--format", "pdf",
            words=("game.toml: decks", "3,000 cards", "over the limit of 2,000 by 1,000"))


def test_decks_at_the_card_budget_pass_it(tmp_path):
    """The same game with 2,000 cards passes the count (validate draws every row, renders nothing); mini
    cards, 16 a sheet, keep its 125 sheets within the page budget."""
    run = run_pnp("validate", str(write(tmp_path / "g", deck(0, 1000, size="mini") + deck(1, 1000, size="mini"))))
    assert run.code == 0, run


def test_a_deck_over_the_page_budget_is_refused_before_drawing(tmp_path, monkeypatch):
    """1,000 poker cards with backs: 112 sheets of fronts and 112 of backs, nine cards a sheet."""
    from pnp.parts import cards

    def never(*args, **kwargs):
        raise AssertionError("a card was drawn for a build over the page budget")

    monkeypatch.setattr(cards.CardMaker, "front", never)
    path = write(tmp_path / "g", deck(0, 1000, back=True))
    refused(tmp_path, "build", str(path), "--format", "pdf", words=("decks[0]", "224 pages", "over the limit of 200 by 24"))


def test_a_print_shop_deck_counts_a_page_a_face_it_draws(tmp_path):
    """A print shop's faces are drawn once each (copies and a shared back repeat them): 200 different cards
    and their back are 201 pages."""
    rows = ", ".join(f'{{ title = "A{i}" }}' for i in range(200))
    path = write(tmp_path / "g", f'\n[[decks]]\nid = "d0"\nrows = [{rows}]\n[decks.back]\ntitle = "T"\n')
    refused(tmp_path, "build", str(path), "--layout", "shop",
            words=("decks[0]", "201 pages", "over the limit of 200 by 1"))


def test_the_kit_counts_every_part_s_pages_before_rendering(tmp_path):
    """500 counters of 100 mm, four to a sheet and printed twice (a back the same): pages the tokens make,
    refused by the kit's count before any is rendered."""
    body = ('\n[[tokens]]\nid = "big"\ncount = 500\nsize = "100mm"\nicon = "fox"\ncolor = "orange"\n'
            'label = "Fox"\nletter = "F"\nback = "same"\n')
    refused(tmp_path, "build", str(write(tmp_path / "g", body)), "--format", "pdf",
            words=("game.toml", "pages, over the limit of 200 by"))


def test_dice_copies_over_the_sticker_budget_are_refused(tmp_path):
    faces = ["--faces", "1,2,3,4,5,6"] * 3
    refused(tmp_path, "dice", *faces, "--count", "100", words=("--count", "1,800 dice faces", "over the limit of 1,500 by 300"))


def test_dice_at_the_sticker_budget_pass_it(tmp_path, monkeypatch):
    """1,500 faces pass the count; the drawing is stopped right after it, to keep the test fast."""
    from pnp import jobs
    from pnp.base.errors import PnpError

    def stop(*args, **kwargs):
        raise PnpError("past the count", where="test")

    monkeypatch.setattr(jobs, "check_fit", stop)
    run = run_pnp("dice", *["--faces", "1,2,3,4,5,6"] * 5, "--count", "50", "--out", str(tmp_path / "out"))
    assert run.err.strip() == "pnp: error: test: past the count"


def test_a_game_s_dice_over_the_sticker_budget_are_refused(tmp_path):
    faces = ", ".join(str(n) for n in range(1, 21))
    body = f'\n[[dice]]\nid = "big"\nshape = "d20"\nfaces = [{faces}]\ncount = 78\nforms = ["sticker"]\n'
    refused(tmp_path, "build", str(write(tmp_path / "g", body)), "--format", "pdf",
            words=("game.toml: dice", "1,560 dice faces", "over the limit of 1,500 by 60"))


def test_counters_and_pawns_over_the_piece_budget_are_refused(tmp_path):
    """Four kinds of 500 counters are at the budget; a pawn in two colours, three of each, goes past it."""
    tokens = "".join(f'\n[[tokens]]\nid = "t{i}"\ncount = 500\nsize = "20mm"\nicon = "fox"\ncolor = "orange"\n'
                     for i in range(4))
    pawns = '\n[[pawns]]\nid = "p"\nicon = "fox"\ncolors = ["red", "blue"]\ncount = 3\n'
    run = run_pnp("validate", str(write(tmp_path / "ok", tokens)))
    assert run.code == 0, run
    refused(tmp_path, "build", str(write(tmp_path / "g", tokens + pawns)), "--format", "pdf",
            words=("tokens and pawns", "2,006 counters and pawns", "over the limit of 2,000 by 6"))
