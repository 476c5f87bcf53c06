"""The words of every kit, read back from its PDF: what a reader of the printed pages sees."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest
from conftest import MM, run_pnp

from pnp.kit import load_game
from pnp.model.spec import builtin_games

GAMES = builtin_games()
PAPERS = ("a4", "letter")


def kit_pages(path: Path) -> list[str]:
    """The text of each page of a PDF."""
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        return [page.get_textpage().get_text_range() for page in pdf]
    finally:
        pdf.close()


@pytest.fixture(scope="module")
def kits(tmp_path_factory) -> dict[tuple[str, str], Path]:
    """(paper, lang) -> the output folder of `pnp build all` (the kit PDFs only)."""
    root = tmp_path_factory.mktemp("kit-text")
    made = {}
    for paper in PAPERS:
        for lang in ("fr", "en"):
            out = root / f"{paper}-{lang}"
            run = run_pnp("build", "all", "--paper", paper, "--lang", lang, "--format", "kit", "--out", str(out))
            assert run.code == 0, run.err
            made[paper, lang] = out
    return made


def french_names(game) -> set[str]:
    """The French names of a game's pieces and faces that English says otherwise: dice, die faces that
    are words, pawns, tokens, token faces, board places."""
    texts = [d.name for d in game.dice] + [p.name for p in game.pawns] + [t.name for t in game.tokens]
    for token in game.tokens:
        texts += [v.label for v in token.variants] + [token.label, getattr(token.back, "label", "")]
    if game.board is not None:
        board = game.board  # each kind of board has its own keys: a grid has no places
        texts += list(getattr(board, "places", ())) + list(getattr(board, "names", ()))
        texts += [piece.name for piece in getattr(board, "neutral", ())]
    names = {x.get("fr", "") for x in texts if isinstance(x, dict) and x.get("fr") != x.get("en")}
    names |= {f for d in game.dice for f in d.faces if isinstance(f, str)}  # faces are named in French
    return {n for n in names if n.strip()}


def outside_parentheses(page: str) -> str:
    previous = None
    while previous != page:
        previous, page = page, re.sub(r"\([^()]*\)", " ", page)
    return page


def test_the_french_names_are_found():
    """The list the next test looks for is the one the issue names."""
    clann = french_names(load_game("clann"))
    assert {"Grand", "Gros", "Mince", "Petit", "Noir"} <= clann
    assert {"Poule", "Renard", "Vipère"} <= french_names(load_game("renards-poules-viperes"))


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("game", GAMES)
def test_no_french_piece_or_face_name_outside_parentheses_in_english(kits, game, paper):
    names = french_names(load_game(game))
    pattern = re.compile(r"(?<!\w)(" + "|".join(map(re.escape, sorted(names, key=len, reverse=True))) + r")(?!\w)", re.I)
    found = []
    for n, page in enumerate(kit_pages(kits[paper, "en"] / game / f"{game}-kit.pdf"), 1):
        seen = outside_parentheses(page)
        found += [f"page {n}: {m.group(0)!r} in …{seen[max(0, m.start() - 30):m.end() + 30]!r}…"
                  for m in pattern.finditer(seen)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("paper", PAPERS)
def test_french_kits_do_name_their_pieces_in_french(kits, paper):
    """The same reading finds the names where they belong: the test above can see them."""
    pages = " ".join(kit_pages(kits[paper, "fr"] / "clann" / "clann-kit.pdf"))
    for name in ("Grand", "Gros", "Mince", "Petit", "Noir"):
        assert re.search(rf"(?<!\w){name}(?!\w)", outside_parentheses(pages)), name


def _half_up_percent(value: Fraction) -> str:
    """The reference rounding of a chance to hundredths of a percent, half up, in integers."""
    hundredths = (value * 10000 * 2 + 1) // 2  # floor(x + 1/2)
    return f"{hundredths // 100}.{hundredths % 100:02d}"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_printed_percentage_is_its_fraction_rounded_half_up(kits, lang):
    """'7/12 (58.33%)' wherever a kit prints a fraction beside its percentage."""
    pair = re.compile(r"(?<![\d/])(\d+)/(\d+)\s*\((\d+)[.,](\d\d)\s*%\)")
    seen = 0
    for game in GAMES:
        for page in kit_pages(kits["a4", lang] / game / f"{game}-kit.pdf"):
            for m in pair.finditer(page):
                value = Fraction(int(m[1]), int(m[2]))
                assert f"{m[3]}.{m[4]}" == _half_up_percent(value), m.group(0)
                seen += 1
    assert seen >= 20


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_table_headers_say_what_the_columns_hold(kits, lang):
    one, many, wrong = {"fr": ("lancer", "lancers", "Valeur exacte"), "en": ("roll", "rolls", "Exact value")}[lang]
    rpv = " ".join(kit_pages(kits["a4", lang] / "renards-poules-viperes" / "renards-poules-viperes-kit.pdf"))
    assert re.search(rf"1 {one}\s+3 {many}\s+5 {many}", rpv)  # the aid's series table, whose first column said "1"
    for game in GAMES:
        pages = kit_pages(kits["a4", lang] / game / f"{game}-kit.pdf")
        assert wrong not in " ".join(pages), game
        lone = [line for page in pages for line in page.splitlines() if line.strip() in ("Valeur", "Value")]
        assert not lone, game  # a header that says nothing of its column
    clann = " ".join(kit_pages(kits["a4", lang] / "clann" / "clann-kit.pdf"))
    assert {"fr": "Résultat Probabilité", "en": "Outcome Chance"}[lang] in re.sub(r"\s+", " ", clann)


def test_ludicitude_states_how_it_counts_two_brelans_of_one_value(kits):
    """The book says six dice alike make two brelans, and gives the chance of 3 brelans that follows."""
    from pnp.base.i18n import percent
    from pnp.games import game_odds

    three = next(f.value for s in game_odds(load_game("ludicitude")) for f in s.figures if f.key == "3B")
    assert percent(three) == "5.24%"
    for lang, words in (("en", "six dice alike"), ("fr", "six dés pareils")):
        book = " ".join(kit_pages(kits["a4", lang] / "ludicitude" / "ludicitude-kit.pdf")).replace("\r\n", " ")
        # CLDR writes French's percent sign after a no-break space, which the PDF's text gives back as a space
        assert words in book and percent(three, lang).replace("\u00a0", " ") in book, lang


def _red(color) -> bool:
    return bool(color) and len(color) == 3 and color[0] > 0.7 and color[1] < 0.3 and color[2] < 0.3


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("paper", PAPERS)
def test_the_board_overview_is_a_reduced_map_on_paper_with_its_labels_off_the_board(kits, paper, lang):
    import pdfplumber

    words = {"fr": ("Plan réduit des feuilles", "sur papier"), "en": ("Reduced map of the sheets", "on paper")}[lang]
    maps = 0
    for game in GAMES:
        path = kits[paper, lang] / game / f"{game}-kit.pdf"
        found = [(n, said) for n, said in enumerate(kit_pages(path)) if words[0] in said.replace("\r\n", " ")]
        with pdfplumber.open(path) as pdf:
            for n, said in found:
                page, said = pdf.pages[n], said.replace("\r\n", " ")
                maps += 1
                assert words[1] in said
                sheets = [r for r in page.rects if _red(r.get("stroking_color")) and not r.get("fill")]
                assert len(sheets) >= 2, game  # one outline per sheet
                x0, top = min(r["x0"] for r in sheets), min(r["top"] for r in sheets)
                labels = [c for c in page.chars if _red(c.get("non_stroking_color"))]
                columns = {round(r["x0"]) for r in sheets}
                rows = {round(r["top"]) for r in sheets}
                assert len(labels) == len(columns) + len(rows), (game, [c["text"] for c in labels])
                for c in labels:  # left of the map or above it: never over a cell
                    assert c["x1"] <= x0 + 0.5 or c["bottom"] <= top + 0.5, (game, c["text"], c["x0"], c["top"])
    assert maps >= 2  # Clann and Petits chevaux are tiled on A4 and Letter


# --- the guide page and the kit's page numbers ------------------------------------------------------

STOCK_WORDS = {"paper": "paper", "papier": "paper", "card": "card", "carte": "card", "sticker paper": "sticker",
               "papier autocollant": "sticker"}
# the guide's sentence for a run of sheets: "Kit pages 4–5 on card 200–300 g/m²: tokens, pawns; single-sided."
SHEETS = {
    "en": re.compile(r"Kit pages? (\d+)(?:–(\d+))? on (.+?)(?:, (twice|\d+ times))?: (.+?); (single-sided|double-sided, [a-z ]+)\."),
    "fr": re.compile(r"Pages? (\d+)(?: à (\d+))? du kit sur (.+?)(?:, (deux fois|\d+ fois))? : (.+?) ; (recto verso, [a-zà ]+|recto)\."),
}


def _reading_order(page) -> list[str]:
    """A guide page's words, column by column, top to bottom; the footer and the notice above it left out."""
    words = [w for w in page.extract_words() if w["bottom"] < page.height - 12 * MM]
    half = page.width / 2
    return [w["text"] for column in (0, 1) for w in sorted((w for w in words if (w["x0"] >= half) == column),
                                                           key=lambda w: (round(w["top"]), w["x0"]))]


def unhyphenated(words: str) -> str:
    """Words read line after line with the typesetter's hyphenation undone: "autocol- lants" is one word, and
    "double- sided" too where the catalogue writes "double-sided" with its hyphen."""
    from pnp.base.i18n import LANGS, every_text

    written = {w for lang in LANGS for t in every_text(lang) for w in re.findall(r"\w+-\w+", t)}
    return re.sub(r"(\w+)- (\w+)", lambda m: f"{m[1]}-{m[2]}" if f"{m[1]}-{m[2]}" in written else m[1] + m[2], words)


def guide_table(path: Path, lang: str, guide: int) -> list[tuple[int, int, str, int, list[str]]]:
    """[(first kit page, last kit page, stock, copies, what they hold)] read from the sentences of the guide's
    `guide` pages that say what to print on what, one a run of sheets."""
    import pdfplumber

    start, stop = {"fr": ("Quoi imprimer", "Fabrication"), "en": ("What to print", "Making it")}[lang]
    with pdfplumber.open(path, pages=list(range(1, guide + 1))) as pdf:
        words = " ".join(w for page in pdf.pages for w in _reading_order(page))
    words = unhyphenated(re.sub(r"\s+", " ", words.replace("\xa0", " ").replace("\u202f", " ")))
    region = words[words.index(start):words.index(stop)]
    rows = []
    for m in SHEETS[lang].finditer(region):
        first, last, stock, times, names, _ = m.groups()
        kind = next(v for k, v in sorted(STOCK_WORDS.items(), key=lambda kv: -len(kv[0])) if stock.startswith(k))
        copies = 1 if not times else 2 if times in ("twice", "deux fois") else int(times.split()[0])
        rows.append((int(first), int(last or first), kind, copies, names.split(", ")))
    return rows


def _footers(pages: list[str]) -> list[tuple[str, int, int, int, int]]:
    """(the line's start, kit n, kit total, part n, part total) from each page's footer line."""
    out = []
    for text_ in pages:
        found = re.findall(r"(?m)^(.+?) kit p\. (\d+)/(\d+) · page (\d+)/(\d+)\s*$", text_)
        assert len(found) == 1, text_[-300:]
        out.append((found[0][0].strip(), *map(int, found[0][1:])))
    return out


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("paper", PAPERS)
def test_every_kit_page_says_its_kit_page_and_the_guide_gives_the_ranges(kits, paper, lang):
    for game in GAMES:
        path = kits[paper, lang] / game / f"{game}-kit.pdf"
        pages = kit_pages(path)
        feet = _footers(pages)
        assert [f[1] for f in feet] == list(range(1, len(pages) + 1)) and {f[2] for f in feet} == {len(pages)}
        guide = feet[0][4]  # the guide's own page count
        rows = guide_table(path, lang, guide)
        assert rows, game
        # the ranges cover every page after the guide, in order, once
        assert rows[0][0] == guide + 1 and rows[-1][1] == len(pages), (game, rows)
        assert all(b[0] == a[1] + 1 for a, b in zip(rows, rows[1:])), (game, rows)
        for first, last, *_ in rows:  # whole parts' pages, or the pages a part leads with (a board's map)
            starts_part = feet[first - 1][3] == 1 or feet[first - 2][3] == feet[first - 1][3] - 1
            ends_part = feet[last - 1][3] == feet[last - 1][4] or feet[last][3] == feet[last - 1][3] + 1
            assert starts_part and ends_part, (game, first, last)
            assert first == last or all(feet[n][3] in (1, feet[n - 1][3] + 1) for n in range(first, last)), (game, first, last)
        # a tiled board's reduced map prints on paper, its sheets on card; the guide's pages may carry it
        words = {"fr": "Plan réduit des feuilles", "en": "Reduced map of the sheets"}[lang]
        for n, text_ in enumerate(pages, 1):
            if words in text_.replace("\r\n", " ") and n > guide:
                row = next(r for r in rows if r[0] <= n <= r[1])
                assert row[2] == "paper" and row[1] == n, (game, row)
                assert next(r for r in rows if r[0] == n + 1)[2] == "card", game


def _unspared(name: str) -> str:
    """A name without what the guide adds in brackets: "dice stickers (a set and a spare)" -> "dice stickers"."""
    return re.sub(r"\s*\(.*\)$", "", name).lower()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("paper", PAPERS)
def test_the_pages_the_guide_names_hold_those_pieces(kits, paper, lang):
    """Each thing a sentence of the guide names is on the kit pages it gives: its name on one of them (a
    sheet's footer or a kind's label beside its pieces), and for Foxes, Hens & Vipers the pieces themselves,
    read from the game file: every token's label, every die's faces."""
    from pnp.model.spec import text  # the labels in the kit's language

    for game in GAMES:
        path = kits[paper, lang] / game / f"{game}-kit.pdf"
        pages = [re.sub(r"\s+", " ", p).lower() for p in kit_pages(path)]
        rows = guide_table(path, lang, _footers(kit_pages(path))[0][4])
        assert rows, game
        for first, last, _, _, names in rows:
            held = " ".join(pages[first - 1:last])
            for name in names:  # "rules + player aids": a piece set at the foot of the book, under a line to cut
                book, *feet = name.split(" + ")
                assert _unspared(book) in held, (game, name, first, last)
                assert all("✂" in held for _ in feet), (game, name, first, last)
        if game != "renards-poules-viperes":
            continue
        spec = load_game(game)
        stickers = next(r for r in rows if any(_unspared(n) == {"fr": "autocollants de dés", "en": "dice stickers"}[lang] for n in r[4]))
        on = " ".join(pages[stickers[0] - 1:stickers[1]]).split()
        assert all(str(face).lower() in on for die in spec.dice for face in die.faces), stickers
        tokens = [r for r in rows if any({"fr": "jetons", "en": "tokens"}[lang] in n for n in r[4])]
        on = " ".join(" ".join(pages[r[0] - 1:r[1]]) for r in tokens)
        labels = {text(t.label, lang).lower() for t in spec.tokens if text(t.label, lang)}
        assert labels and all(label in on for label in labels), (labels, tokens)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_guide_fits_the_game(kits, lang):
    """Ludicitude's guide names what it prints (its score sheet) and no card for parts it has not; each card
    weight of the shopping list is the one the table gives; the aids say how many sheets the players need."""
    for game in GAMES:
        path = kits["a4", lang] / game / f"{game}-kit.pdf"
        guide = " ".join(re.sub(r"\s+", " ", p) for p in kit_pages(path)[:1])
        need, table = guide.split({"fr": "Quoi imprimer", "en": "What to print"}[lang], 1)
        weights = set(re.findall(r"\d+–\d+ g/m²", need))
        assert weights and weights == set(re.findall(r"\d+–\d+ g/m²", table)), (game, weights)
        players = load_game(game).players.max
        copies = -(-players // 2)
        times = {"fr": {1: "une fois", 2: "deux fois"}, "en": {1: "once", 2: "twice"}}[lang].get(copies)
        times = times or {"fr": f"{copies} fois", "en": f"{copies} times"}[lang]
        sheet = {"fr": f"{players} joueurs", "en": f"{players} players"}[lang]
        assert sheet in guide and times in guide, (game, sheet, times)
    ludicitude = " ".join(re.sub(r"\s+", " ", p) for p in kit_pages(kits["a4", lang] / "ludicitude" / "ludicitude-kit.pdf")[:1])
    absent, present = {"fr": (("plateau", "jetons", "pions"), "Feuille de marque"),
                       "en": (("board", "tokens", "pawns"), "Score sheet")}[lang]
    for word in absent:
        assert not re.search(rf"\b{word}\b", ludicitude, re.I), word
    assert present in ludicitude
    assert {"fr": ", 4 fois :", "en": ", 4 times:"}[lang] in re.sub(r"\s+", " ", ludicitude)  # 8 players, 2 aids a sheet


def test_a_parts_own_pdf_keeps_its_own_page_numbers(tmp_path):
    """The kit's page numbers go on copies of the pages: board.pdf printed alone says only page n/N."""
    run = run_pnp("build", "clann", "--format", "kit,pdf", "--lang", "en", "--out", str(tmp_path))
    assert run.code == 0, run.err
    folder = tmp_path / "clann"
    kit = kit_pages(folder / "clann-kit.pdf")
    assert all(re.search(rf"kit p\. {n}/{len(kit)} · page \d+/\d+", page) for n, page in enumerate(kit, 1))
    for part in ("board", "rules", "aids"):
        pages = kit_pages(folder / f"{part}.pdf")
        assert not any("kit p." in page for page in pages), part
        assert all(re.search(rf"page {n}/{len(pages)}", page) for n, page in enumerate(pages, 1)), part


# --- the lines of the typeset pages: words, units, quotes and French spaces ---------------------------------


@pytest.mark.parametrize("paper, lang", [("a4", "fr"), ("letter", "en")])
def test_no_line_of_the_guide_books_or_aids_ends_in_a_broken_word_or_parts_a_figure_from_its_unit(kits, paper, lang):
    """Every line of the typeset pages, table cells' lines included: a line ends in a whole word, a hyphen where
    the word was hyphenated, and never in a figure whose unit starts the next line (tests/line_ends.py reads
    them; tests/test_line_breaking.py shows it finds a planted break)."""
    from line_ends import faults, typeset_pages

    found = []
    for game in GAMES:
        path = kits[paper, lang] / game / f"{game}-kit.pdf"
        pages = typeset_pages(path, lang)
        assert len(pages) >= 3, game  # the guide, the book, the aids
        found += faults(path, pages)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_typeset_pages_use_the_languages_quotes_and_french_spaces(kits, lang):
    """English: “…” and ’, no straight quote. French: « … » with narrow no-break spaces inside, ’, a narrow no-break
    space before ; ! ? and a space before : (a no-break one, which PDF text reads as a space), so none of them
    starts a line."""
    from line_ends import typeset_pages

    apostrophes = 0
    for game in GAMES:
        path = kits["a4", lang] / game / f"{game}-kit.pdf"
        every = kit_pages(path)
        for n in typeset_pages(path, lang):
            page = every[n]
            assert not re.search("[\"']", page), (game, n, re.findall(".{20}[\"'].{20}", page))
            assert not re.search(r"(^|\n)\s*[:;!?»]", page), (game, n)
            apostrophes += page.count("’")
            if lang == "fr":
                assert not re.findall(r".{12}[^\u202f][;!?](?=\s|$)", page), (game, n, re.findall(r".{12}[^\u202f][;!?](?=\s|$)", page))
                assert not re.findall(r".{12}[^ \u00a0]:(?=\s|$)", page), (game, n)
                assert page.count("«") == page.count("«\u202f") and page.count("»") == page.count("\u202f»"), (game, n)
            else:
                assert "«" not in page and "»" not in page, (game, n)
    assert apostrophes >= 20
