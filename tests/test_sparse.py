"""How full the kits' pages are (issue 21), measured as tests/sparse.py says: the four built-in kits and the
docs examples, A4 French and Letter English. The figures held are those reached; benchmarks/sparse.py
prints them page by page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import EXAMPLES
from sparse import SPARSE, page_shares, summary

@pytest.fixture(scope="module")
def kits(builtin_kits) -> list[Path]:
    return builtin_kits


@pytest.fixture(scope="module")
def examples(example_kits) -> list[Path]:
    return example_kits


# What is reached, held. The four kits: 76 pages, 20 sparse before the piece layer (A4 French 35 and 9, Letter
# English 41 and 11); 65 and 9 before a few double-sided tokens went among the single-sided ones as fold-over
# pairs; 63 and 7 before the sticker sheets took spare sets and their cut moved to the sheet's middle (the
# blank half a standard half sheet to print on later). Of the 3 sparse left, all Letter: Clann's and Petits
# chevaux's first board sheet (39.9 %: a 270 mm board misses two landscape sheets by 0.6 mm, and the guide says
# which --cell would do it) and the second sheet of Ludicitude's nets (3 of 9). The docs examples, both
# settings: 84 pages, 32 sparse before; 62 and 13 before the fold-over pairs; 60 and 11 before the sticker
# sheets and the morris board among its tokens on A4 (a board joins the card sheets when that saves a sheet);
# now A4 French 28 and 2, Letter English 31 and 3: a small landscape board alone, a one-page rule book. The
# roll-and-write example (issue 25) adds 5 pages a setting and no sparse one: its guide, dice stickers, dice to
# fold, its player sheet and its rule book. Issue 34's feet: Ludicitude's aid leaves the back of its rule
# book's first page, and the two-page book runs on after the guide, a page saved a setting; the docs examples
# 71, the one figure raised: Lièvres & tortues' score sheet leaves the foot of its one-page rule book for a page
# of its own (a sheet to write on never shares the rules' page), a page a setting. Then Clann's and Petits
# chevaux's Letter boards printed 2 % smaller (cells of 17.6 mm) on 2 sheets instead of 4 (issue 34).
# Together: the kits 57 pages, 1 sparse (Ludicitude's second sheet of nets, Letter). Then pieces on several
# sheets whose last holds half as many as the first or fewer spread evenly over them: Ludicitude's nine nets on
# Letter, six and three (27 %), now five and four (59 %): the kits 57 pages, none sparse. Then a board alone on
# its turned page takes small pieces of its stock beside it: Lièvres & tortues' 8 × 2 board page, 32 % used,
# holds its two standees (45 %), its card sheet of nets and tokens still 46 % (Letter 61 %). And a one-page rule
# book that fits after the guide goes there before a tiled board's map (Letter's hex example: the map kept its
# own page, 64 %, the book left its page, 36 %): the docs examples 71 pages, 2 sparse (the roll-and-write
# example's one-page book, both settings: with the guide it misses one page by 46 mm on Letter, 56 mm on A4).
# Then the docs examples count docs/dice-shapes/dice-shapes.toml too (conftest's EXAMPLES), which adds its pages:
# 8 (4 a setting, its book's page 15 % used, both sparse) before its guide named each part in its print list and
# making steps only and gave its shaped stickers one step, and its book ran on after the guide: now 6 pages, none
# sparse. And a one-page book alone on its page is set in the largest body up to 4.4 mm that keeps it on one
# page: the roll-and-write example's, 36 % used, now 46 % (Letter 47 %). The docs examples: 71 + 6 pages, none
# sparse. Issue 35 gave every book two worked examples, each a diagram of the board with its caption (about a
# third of a page a book; a diagram too tall for the room left lets the text after it fill the column, so no
# column ends early on its account): Clann, Ludicitude and Renards' books take a page more on A4 and Letter
# each, Petits chevaux' Letter book a page less, 57 + 5 pages, none sparse. Then the cards example's deck has its tuck box
# (issue 36), one net on card too large for the last card sheet's room: a page a setting, 46 % used on A4, 48 %
# on Letter. The docs examples: 79 pages, none sparse. Then every docs example's book shows a worked example:
# the cards example's (a trick of four cards beside its caption) no longer fits after the guide on Letter and
# takes a page of its own (its guide page 45 % used, the book's 52 %): 80 pages, none sparse.
KITS_PAGES, KITS_SPARSE = 62, 0
DOCS_PAGES, DOCS_SPARSE = 80, 0


def test_the_four_kits_take_fewer_and_fuller_pages(kits):
    pages, sparse = summary(kits)
    assert len(kits) == 8
    assert pages <= KITS_PAGES and sparse <= KITS_SPARSE, (pages, sparse)


def test_the_docs_examples_take_fewer_and_fuller_pages(examples):
    pages, sparse = summary(examples)
    assert len(examples) == 2 * len(EXAMPLES)
    assert pages <= DOCS_PAGES and sparse <= DOCS_SPARSE, (pages, sparse)


def test_ludicitude_nets_spread_evenly_over_their_letter_sheets(kits):
    """Nine 60 × 85 mm nets take two Letter sheets (three rows do not fit one); each sheet holds four or five,
    none left with three and most of its card blank (the old layout: six and three, 27 %)."""
    import pdfplumber

    pdf = next(p for p in kits if p.name == "ludicitude-kit.pdf" and "letter" in str(p))
    with pdfplumber.open(pdf) as document:
        texts = [page.extract_text() or "" for page in document.pages]
    shares = page_shares(pdf)
    nets = [(i, text.count("Ordinary")) for i, text in enumerate(texts) if "Ludicitude · Dice to fold" in text]
    assert len(nets) == 2 and sum(n for _, n in nets) == 9, nets
    assert sorted(n for _, n in nets) == [4, 5], nets
    assert all(shares[i] >= SPARSE for i, _ in nets), [shares[i] for i, _ in nets]


def test_a_one_page_book_joins_the_guide_before_a_map(examples):
    """Letter's hex example: its board, tiled on 2 sheets, leads with a reduced map of them, which took the
    guide's room first and left the one-page rule book a page of its own, 36 % used. The book now runs on after
    the guide and the map keeps its own page: no page is the rule book's, its words are on the guide's page,
    the map's page is read, and no page of the kit is sparse."""
    import pdfplumber

    pdf = next(p for p in examples if p.name == "hex-example-kit.pdf" and "letter" in str(p))
    with pdfplumber.open(pdf) as document:
        texts = [page.extract_text() or "" for page in document.pages]
    assert not [n for n, text in enumerate(texts, 1) if "Hex · Rules" in text]
    assert "print-and-play kit" in texts[0] and "Swap rule" in texts[0] and "A turn" in texts[0]
    assert [n for n, text in enumerate(texts, 1) if "Reduced map of the sheets" in text] == [2]
    assert min(page_shares(pdf)) >= SPARSE, page_shares(pdf)


def test_the_measure_sees_a_sparse_page(tmp_path):
    """A page with one small square is sparse, one with squares in two far corners of its printable area is
    not: the bounding box of the ink is what counts, and the bands at the top and the foot are left out."""
    from pnp.render.pdf import render_pdf
    from pnp.scene import Document, Page, Rect, Style

    ink = Style(fill="#000000")
    lone = Page(210, 297, [Rect(20, 40, 10, 10, ink), Rect(100, 6, 90, 10, ink), Rect(20, 284, 170, 6, ink)])
    spread = Page(210, 297, [Rect(6, 20, 10, 10, ink), Rect(190, 270, 10, 10, ink)])
    path = tmp_path / "two.pdf"
    path.write_bytes(render_pdf(Document("two", [lone, spread], "en")))
    shares = page_shares(path)
    assert shares[0] < SPARSE < 0.9 < shares[1]


def test_a_board_an_aid_and_a_score_sheet_are_pieces_too():
    """pnp.kit.piece gives a board at its full drawn size (Clann's 15 cells of 18 mm and 2 mm round it), an aid
    card as wide as the sheet and half its printable height, and the score sheet's table; an unknown name
    is refused naming what the game has."""
    from pnp.base.errors import PnpError
    from pnp.kit import piece

    board = piece("clann", "board")
    assert abs(board.width - (15 * 18 + 2 * 2)) < 0.1
    aid = piece("ludicitude", "aid")
    assert abs(aid.width - 210) < 0.1 and abs(aid.height - (297 - 2 * 5 - 7.5) / 2) < 0.1
    score = piece("ludicitude", "score-sheet")
    assert score.width < 210 and score.height < 297
    with pytest.raises(PnpError, match="board"):
        piece("ludicitude", "board")


# What a player reads never tells them to run a command (issue 34): no "pnp board …", no "--cell" option, no
# "game file"; a hint for the designer goes to the terminal. Read from the kits' own PDFs, built once above.
TOLD = re.compile(r"\bpnp [a-z]|(?<![\w-])--[a-z]|game file|fichier d[eu] jeu", re.IGNORECASE)


def commands_in(pdf: Path) -> list[str]:
    """Each place a page of the PDF names a command, an option or the game file, with its page and some words
    round it (the text's lines joined, so a command broken over two lines is found too)."""
    import pdfplumber

    found = []
    with pdfplumber.open(pdf) as document:
        for number, page in enumerate(document.pages, 1):
            text = re.sub(r"\s+", " ", page.extract_text() or "")
            found += [f"{pdf.name} p. {number}: …{text[max(0, m.start() - 40):m.end() + 40]}…" for m in TOLD.finditer(text)]
    return found


def test_no_player_text_tells_them_to_run_a_command(kits, examples):
    assert [place for pdf in [*kits, *examples] for place in commands_in(pdf)] == []


def test_the_check_sees_a_command_on_a_page(tmp_path):
    """Planted: the old guide's line, its command broken over two lines, and a credit naming the game file."""
    from pnp.render.pdf import render_pdf
    from pnp.scene import Document, Page, Text

    lines = ["the board would go on 2 sheets instead of 4: pnp board petits-", "chevaux --paper letter --cell 17.6mm.",
             "Their list of components comes from the game file.", "Print at 98% of its size: cells of 17.6 mm."]
    pages = [Page(210, 297, [Text(20, 40 + 10 * i, line, 4.0, "#000000")]) for i, line in enumerate(lines)]
    pages.append(Page(210, 297, [Text(20, 40 + 10 * i, line, 4.0, "#000000") for i, line in enumerate(lines[:2])]))
    path = tmp_path / "told.pdf"
    path.write_bytes(render_pdf(Document("told", pages, "en")))
    found = commands_in(path)
    assert sorted({place.split(":")[0] for place in found}) == ["told.pdf p. 1", "told.pdf p. 2", "told.pdf p. 3",
                                                                "told.pdf p. 5"], found  # the shrink's own line is fine


def _body_size(page) -> float:
    """The size most of a page's characters are set in, in mm: its running text's body."""
    from collections import Counter

    sizes = Counter(round(char["size"] / MM_PT, 1) for char in page.chars if char["text"].strip())
    return sizes.most_common(1)[0][0]


MM_PT = 72 / 25.4  # points in a millimetre


@pytest.mark.parametrize("setting, footer", [("a4-fr", "Vergers · Règle du jeu"), ("letter-en", "Orchards · Rules")])
def test_a_one_page_book_alone_is_set_in_larger_type(examples, setting, footer):
    """The roll-and-write example's one-page rule book misses the guide's page (by 46 to 56 mm) and keeps a page
    of its own, which it left two-thirds blank in the body's 3.6 mm (36 % used). It is now set in the largest
    body that keeps it on one page, up to 4.4 mm, a sheet read at the table: still one page, its text larger
    than the 3.6 mm body, and the page no longer sparse."""
    import pdfplumber

    pdf = next(p for p in examples if p.name == "vergers-kit.pdf" and setting in str(p))
    with pdfplumber.open(pdf) as document:
        book = [n for n, page in enumerate(document.pages) if footer in (page.extract_text() or "")]
        assert len(book) == 1, book
        body = _body_size(document.pages[book[0]])
    assert 3.9 <= body <= 4.45, body
    assert page_shares(pdf)[book[0]] >= SPARSE, page_shares(pdf)


@pytest.mark.parametrize("setting", ["a4-fr", "letter-en"])
def test_the_dice_shapes_guide_says_each_step_once_and_carries_the_book(examples, setting):
    """The dice-shapes example's guide named its parts four times (its opening sentence, the shopping list's
    stock lines, the print list, the making steps) and gave the sticker step of the d8, d10, d12 and d20 once
    each, the shape its only difference; it spilled, and its one-page book took a page of its own, 15 % used.
    Now each part is named in the print list and on its making step only, the four sticker steps are one line,
    and the book runs on after the guide on its page: 3 pages, none sparse, no page of the book's own."""
    import pdfplumber

    pdf = next(p for p in examples if p.name == "dice-shapes-kit.pdf" and setting in str(p))
    with pdfplumber.open(pdf) as document:  # each column read on its own: a line of one is not run into the other's
        texts = [" ".join(" ".join(page.crop(box).extract_text() or "" for box in _columns(page)).split())
                 for page in document.pages]
    guide, english = texts[0], setting.endswith("en")
    step = "Cut along the grey outline" if english else "Découper au ciseau le long du contour gris"
    assert guide.count(step) == 2, guide  # the d4's (its own words: a number at each corner) and the others'
    shared = guide[guide.index("Stickers for a d8" if english else "Autocollants pour d8"):]
    assert all(f"{shape}" in shared[:shared.index(step)] for shape in ("d10", "d12", "d20")), shared
    assert guide.count("d10 to fold" if english else "d10 à plier") == 2, guide
    assert ("Credits" if english else "Crédits") in guide
    assert not [n for n, text in enumerate(texts) if ("· Rules" if english else "· Règle du jeu") in text]
    assert len(texts) == 3 and min(page_shares(pdf)) >= SPARSE, page_shares(pdf)


def _columns(page) -> list[tuple[float, float, float, float]]:
    """A page's two halves, left then right: the two columns of a guide or book page."""
    return [(0, 0, page.width / 2, page.height), (page.width / 2, 0, page.width, page.height)]
