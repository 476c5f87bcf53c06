"""Rule books and player aids: sections, figures and counts read back from the PDF."""

from __future__ import annotations

import re

import pytest
from conftest import pdf_text, run_pnp, unembedded_fonts

from pnp.base.fonts import missing_glyphs
from pnp.base.i18n import LANGS, say, typography
from pnp.kit import load_game
from pnp.model.spec import builtin_games, game_path, source_name, text
from pnp.layout.imposition.booklet import booklet_order, impose_booklet
from pnp.parts.rules import render_markdown
from pnp.parts.rules_context import book_context, figure_text
from pnp.scene import Group, Page, Text
# the rule book's sections in their order, read from the catalogue (the table in pnp/parts/rules.py is gone)
SECTIONS = {key: {lang: say(f"rules.sections.{key}", lang) for lang in LANGS}
            for key in ("players", "components", "setup", "turn", "end", "variants", "odds", "credits", "notes")}


GAMES = builtin_games()


def _flat(s: str) -> str:
    """Text as extracted, with every kind of space made plain and runs of white space folded."""
    return re.sub(r"\s+", " ", s.replace("\u202f", " ").replace("\u00a0", " "))


def book_text(path) -> str:
    """The text in reading order: each page's left column, then its right column."""
    import pdfplumber

    parts = []
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            for x0, x1 in ((0, page.width / 2), (page.width / 2, page.width)):
                parts.append(page.crop((x0, 0, x1, page.height)).extract_text() or "")
    return _flat("\n".join(parts))


@pytest.fixture(scope="module")
def books(tmp_path_factory):
    out = tmp_path_factory.mktemp("books")
    for game in GAMES:
        for lang in ("fr", "en"):
            run = run_pnp("rules", game, "--lang", lang, "--out", str(out / lang))
            assert run.code == 0, run.err
    return out


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_every_section_in_order(books, game, lang):
    """The section headings, read in reading order (page, then column, then down the column)."""
    import pdfplumber

    from pnp.layout.typeset import Look

    h2 = Look().heading[1] * 72 / 25.4
    lines: dict[tuple, list[str]] = {}
    with pdfplumber.open(books / lang / game / "rules.pdf") as pdf:
        for n, page in enumerate(pdf.pages):
            for w in page.extract_words(extra_attrs=["size"]):
                if abs(w["size"] - h2) < 0.1:
                    key = (n, w["x0"] > page.width / 2, round(w["top"]))
                    lines.setdefault(key, []).append(w["text"])
    headings = [" ".join(words) for _, words in sorted(lines.items())]
    assert headings == [typography(title[lang], lang) for title in SECTIONS.values()]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_figures_are_the_engines(books, game, lang):
    """Every figure the engine computes for the game is printed, formatted from the exact value."""
    from pnp.games import game_odds

    flat = book_text(books / lang / game / "rules.pdf")
    sections = game_odds(load_game(game))
    figures = [f for s in sections for f in s.figures]
    for fig in figures:
        assert _flat(figure_text(fig.value, fig.kind, lang)) in flat, (fig.key, figure_text(fig.value, fig.kind, lang))
    assert figures or any(s.variants for s in sections)


def test_territory_book_states_the_seed_figures(books):
    flat = book_text(books / "fr" / "renards-poules-viperes" / "rules.pdf")
    assert "le renard bat la poule 7/12 (58,33 %)" in flat
    assert "la vipère bat le renard 7/12 (58,33 %)" in flat


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_component_counts_are_the_game_files(books, game, lang):
    g = load_game(game)
    flat = book_text(books / lang / game / "rules.pdf")
    black = {"fr": "Noir", "en": "Black"}[lang]  # a black face is named in the book's language
    for die in g.dice:
        faces = [black if str(f).lower() in ("noir", "black") else str(f) for f in die.faces]
        assert f"{die.count} " in flat and ", ".join(faces) in flat
    for token in g.tokens:
        assert f"{token.count} × {text(token.name, lang)}" in flat
    for pawn in g.pawns:
        assert f"{pawn.count * len(pawn.colors)} × {text(pawn.name, lang)}" in flat


def test_open_questions_are_stated(books):
    """The readings chosen are rules the players read, and why they were chosen a designer's note at the end."""
    clann = book_text(books / "fr" / "clann" / "rules.pdf")
    rules, notes = clann.split(SECTIONS["notes"]["fr"])
    assert "compte exact" in rules and "Le Grand ne prend pas le Petit" in rules
    assert "La règle publiée laisse trois points ouverts" in notes
    territory = book_text(books / "en" / "renards-poules-viperes" / "rules.pdf")
    assert "equal dice" in territory and "attacker’s die" in territory  # set with a typographic apostrophe


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_clann_names_its_author_on_every_page(books, lang):
    import pdfplumber

    for name in ("rules.pdf", "aids.pdf"):
        with pdfplumber.open(books / lang / "clann" / name) as pdf:
            for page in pdf.pages:
                flat = _flat(page.extract_text())
                assert "Max Gerchambeau" in flat
                assert ("personnel" in flat) if lang == "fr" else ("Personal use only" in flat)


def test_fonts_embedded(books):
    for path in books.rglob("*.pdf"):
        assert unembedded_fonts(path) == [], path


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_every_glyph_is_in_the_font(game, lang):
    g = load_game(game)
    context = book_context(g, lang, source_name(game_path(game)))
    for kind in ("rules", "aids"):
        markdown = render_markdown(kind, g, lang, context, fallback=False)
        assert not missing_glyphs(markdown), (kind, missing_glyphs(markdown))


def test_aids_hold_their_figures(books):
    flat = book_text(books / "en" / "renards-poules-viperes" / "aids.pdf")
    assert "Who beats whom" in flat and "5 rolls" in flat and "58.33%" in flat
    ludi = _flat(pdf_text(books / "fr" / "ludicitude" / "aids.pdf"))
    assert "brelan" in ludi
    score = _flat(pdf_text(books / "fr" / "ludicitude" / "score-sheet.pdf"))
    assert "Feuille de marque" in score and "Total" in score


def test_score_sheet_has_a_box_per_player_and_round(books):
    import pdfplumber

    g = load_game("ludicitude")
    with pdfplumber.open(books / "fr" / "ludicitude" / "score-sheet.pdf") as pdf:
        boxes = [r for r in pdf.pages[-1].rects if r["width"] > 10 and r["height"] > 10]
    # a name box per player, then (rounds + total) rows of a label box and a box per player
    assert len(boxes) == g.players.max + (g.score_sheet.rounds + 1) * (g.players.max + 1)


@pytest.mark.parametrize(
    "pages, sides",
    [
        (8, [(8, 1), (2, 7), (6, 3), (4, 5)]),
        (12, [(12, 1), (2, 11), (10, 3), (4, 9), (8, 5), (6, 7)]),
        (6, [(6, 1), (2, None), (None, 3), (4, 5)]),  # blanks inside, the last page on the back cover
        (7, [(7, 1), (2, None), (6, 3), (4, 5)]),
    ],
)
def test_booklet_order(pages, sides):
    assert booklet_order(pages) == sides


@pytest.mark.parametrize("pages", [8, 12])
def test_booklet_sheets_carry_the_right_pages(pages):
    """Each sheet side shows its two book pages, left and right, in folding order."""
    book = [Page(148.5, 210, [Text(10, 100, f"P{n}", 5)]) for n in range(1, pages + 1)]
    sheets = impose_booklet(book, 297, 210)
    assert len(sheets) == pages // 2
    for sheet, (left, right) in zip(sheets, booklet_order(pages)):
        shown = {g.role: g.transform[4] for g in sheet.items if getattr(g, "role", "").startswith("book-page-")}
        assert shown == {f"book-page-{left}": 0.0, f"book-page-{right}": 148.5}


def test_booklet_pdf(tmp_path):
    import pdfplumber

    run = run_pnp("rules", "clann", "--booklet", "--no-aids", "--out", str(tmp_path))
    assert run.code == 0, run.err
    with pdfplumber.open(tmp_path / "clann" / "rules-booklet.pdf") as pdf:
        first = pdf.pages[0]
        assert first.width > first.height  # landscape sheets
        total = int(re.search(r"page \d+/(\d+)", first.extract_text()).group(1))
        assert len(pdf.pages) == -(-total // 4) * 2
        left = first.crop((0, 0, first.width / 2, first.height)).extract_text() or ""
        right = first.crop((first.width / 2, 0, first.width, first.height)).extract_text()
        assert "Clann" in right and "page " not in right  # the cover, which carries no page number
        assert f"page {total}/{total}" in left  # the back cover carries the last page, blanks go inside


def test_designer_game_gets_a_generic_book(tmp_path):
    game = tmp_path / "mine.toml"
    game.write_text(
        'id = "mine"\ntitle = "Mine"\nplayers = {min = 2, max = 2}\n'
        '[[dice]]\nid = "a"\nfaces = [1, 1, 5, 5, 5, 5]\n[[dice]]\nid = "b"\nfaces = [3, 3, 3, 3, 3, 3]\n'
        '[rules]\nturn = { fr = "On lance.", en = "Roll **both** dice." }\n',
        encoding="utf-8",
    )
    run = run_pnp("rules", str(game), "--lang", "en", "--out", str(tmp_path / "out"))
    assert run.code == 0, run.err
    flat = book_text(tmp_path / "out" / "mine" / "rules.pdf")
    assert "Roll both dice." in flat and "Who beats whom" in flat and "66.67%" in flat


def test_markup_in_game_text_stays_text():
    g = load_game("renards-poules-viperes")
    import msgspec

    evil = msgspec.structs.replace(g, title="<b>**Boom**</b> # `x`")
    context = book_context(evil, "en", source_name(game_path("renards-poules-viperes")))
    markdown = render_markdown("rules", evil, "en", context)
    from pnp.layout.typeset import parse

    title = parse(markdown)[0]
    assert "".join(p[0] for p in title.pieces).replace(" ", "") == "<b>**Boom**</b>#`x`".replace(" ", "")
    assert not any(p[1] for p in title.pieces[1:])  # nothing turned bold by the stars


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_designer_book_prints_no_empty_variants_or_odds_section(tmp_path, lang):
    """One die and no variants: neither heading, nor any filler in their place; with a variant and two dice, both."""
    plain = tmp_path / "plain.toml"
    plain.write_text('id = "plain"\ntitle = "Plain"\nplayers = {min = 2, max = 2}\n'
                     '[[dice]]\nid = "a"\nfaces = [1, 2, 3, 4, 5, 6]\n', encoding="utf-8")
    full = tmp_path / "full.toml"
    full.write_text('id = "full"\ntitle = "Full"\nplayers = {min = 2, max = 2}\n'
                    '[[dice]]\nid = "a"\nfaces = [1, 1, 5, 5, 5, 5]\n[[dice]]\nid = "b"\nfaces = [3, 3, 3, 3, 3, 3]\n'
                    '[rules]\nvariants = { fr = "Jouez à trois.", en = "Play with three." }\n', encoding="utf-8")
    for path in (plain, full):
        run = run_pnp("rules", str(path), "--lang", lang, "--out", str(tmp_path / "out"))
        assert run.code == 0, run.err
    empty = book_text(tmp_path / "out" / "plain" / "rules.pdf")
    filled = book_text(tmp_path / "out" / "full" / "rules.pdf")
    variants, odds = SECTIONS["variants"][lang], SECTIONS["odds"][lang]
    for filler in ("no two dice", "No variants", "pas deux dés", "Aucune variante", variants, odds):
        assert filler not in empty
    assert variants in filled and odds in filled and ("Play with three." in filled or "Jouez à trois." in filled)
    assert SECTIONS["credits"][lang] in empty  # the book goes on past the sections it leaves out


def _texts(item) -> list[str]:
    """Every text drawn in an item, its groups walked."""
    if isinstance(item, Text):
        return [item.text]
    return [text for inner in getattr(item, "items", []) for text in _texts(inner)]


def test_the_rule_book_piece_is_its_first_page_as_printed():
    """The rule book's piece (`pnp proof GAME rules`, the exports' image of it) is its first page as the part's
    file prints it, footer included, as its page "rules-1" is: the imposition sets the footers, after the kind
    made the pieces."""
    from pnp.kit import piece

    book, first = piece("ludicitude", "rules"), piece("ludicitude", "rules-1")
    assert _texts(Group(book.items)) == _texts(Group(first.items))
    assert any(re.fullmatch(r"page 1/\d+", text) for text in _texts(Group(book.items)))
