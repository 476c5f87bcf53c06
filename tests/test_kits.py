"""Whole kits, measured as a user's print shop would: every game, paper, language and ink."""

from __future__ import annotations

import itertools
import json
import re
import subprocess
from pathlib import Path

import pytest
from conftest import assert_clean_error, count_near, pdf_rects, run_pnp, system_tool

from pnp.base.units import PAPERS
from pnp.model.spec import builtin_games

GAMES = builtin_games()
COMBOS = list(itertools.product(GAMES, ["a4", "letter"], ["fr", "en"], ["color", "bw"]))
TOOLS = ("qpdf", "pdffonts", "rsvg-convert")


def _tool(name: str) -> str:
    return system_tool(name)  # or the test skips, saying which tool is missing


def _build(out: Path, game: str, paper: str, lang: str, ink: str) -> Path:
    run = run_pnp("build", game, "--paper", paper, "--lang", lang, "--ink", ink, "--format", "kit,pdf,svg", "--out", str(out))
    assert run.code == 0, run.err
    return out / game


@pytest.fixture(scope="module")
def kits(tmp_path_factory) -> dict[tuple, Path]:
    root = tmp_path_factory.mktemp("kits")
    return {combo: _build(root / "-".join(combo), *combo) for combo in COMBOS}


def _ids(combo):
    return "-".join(combo)


@pytest.mark.parametrize("combo", COMBOS, ids=_ids)
def test_pdfs_pass_qpdf_and_embed_every_font(kits, combo):
    folder = kits[combo]
    pdfs = sorted(folder.glob("*.pdf"))
    assert any(p.name.endswith("-kit.pdf") for p in pdfs) and len(pdfs) >= 3
    for pdf in pdfs:
        check = subprocess.run([_tool("qpdf"), "--check", str(pdf)], capture_output=True, text=True)
        assert check.returncode == 0, (pdf.name, check.stdout[-500:])
        fonts = subprocess.run([_tool("pdffonts"), str(pdf)], capture_output=True, text=True, check=True).stdout
        rows = fonts.splitlines()[2:]
        assert rows, pdf.name
        for row in rows:
            assert row.split()[-5] == "yes", (pdf.name, row)  # columns end with: emb sub uni object-id generation


@pytest.mark.parametrize("combo", COMBOS, ids=_ids)
def test_page_sizes_and_calibration(kits, combo):
    from pypdf import PdfReader

    game, paper, _, _ = combo
    w, h = PAPERS[paper]
    kit = kits[combo] / f"{game}-kit.pdf"
    for page in PdfReader(kit).pages:
        size = sorted((float(page.mediabox.width) * 25.4 / 72, float(page.mediabox.height) * 25.4 / 72))
        assert size == pytest.approx(sorted((w, h)), abs=0.1)
    assert count_near(pdf_rects(kit, 0), 50.0, 50.0) == 1  # the 50 mm square, first page


@pytest.mark.parametrize("combo", COMBOS, ids=_ids)
def test_every_svg_renders(kits, combo, tmp_path):
    svgs = sorted(kits[combo].glob("*.svg"))
    assert len(svgs) >= 4
    result = subprocess.run([_tool("rsvg-convert"), "-f", "pdf", "-o", str(tmp_path / "all.pdf"), *map(str, svgs)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "all.pdf").stat().st_size > 1000


@pytest.mark.parametrize("combo", COMBOS, ids=_ids)
def test_rebuild_gives_identical_bytes(kits, combo, tmp_path):
    again = _build(tmp_path, *combo)
    # the hidden manifest records when pnp wrote each file, so it is the one file that may differ
    first = {p.name: p.read_bytes() for p in kits[combo].iterdir() if not p.name.startswith(".")}
    second = {p.name: p.read_bytes() for p in again.iterdir() if not p.name.startswith(".")}
    assert first.keys() == second.keys()
    assert [n for n in first if first[n] != second[n]] == []


@pytest.mark.parametrize("game", GAMES)
def test_black_and_white_holds_no_colour(kits, game):
    """Every fill and stroke in the B&W kit PDF is grey (r = g = b)."""
    import pdfplumber

    with pdfplumber.open(kits[(game, "a4", "en", "bw")] / f"{game}-kit.pdf") as pdf:
        for page in pdf.pages:
            for obj in page.rects + page.curves + page.lines + page.chars:
                for key in ("non_stroking_color", "stroking_color"):
                    color = obj.get(key)
                    if isinstance(color, (list, tuple)) and len(color) == 3:
                        assert max(color) - min(color) < 0.01, (page.page_number, key, color)


def test_index_lists_every_part(tmp_path):
    run = run_pnp("build", "all", "--format", "kit,pdf,png", "--out", str(tmp_path))
    assert run.code == 0, run.err
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    previews = 0
    for game in GAMES:
        summary = json.loads((tmp_path / game / "kit.json").read_text(encoding="utf-8"))
        assert f'href="{game}/{game}-kit.pdf"' in index
        for part in summary["parts"]:
            for name in part["files"]:
                assert f'href="{game}/{name}"' in index
                assert (tmp_path / game / name).is_file()
            previews += any(name.endswith(".png") for name in part["files"])
    assert index.count("<img ") == previews >= 18  # a preview for every part


def test_index_keeps_kits_built_before(tmp_path):
    assert run_pnp("build", "clann", "--format", "pdf", "--out", str(tmp_path)).code == 0
    assert run_pnp("build", "ludicitude", "--format", "pdf", "--out", str(tmp_path)).code == 0
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert 'id="clann"' in index and 'id="ludicitude"' in index


def test_index_leaves_out_a_kit_json_it_cannot_read(tmp_path):
    (tmp_path / "other").mkdir()
    for foreign in ('{"id": "other", "parts": [{"name": "x"}]}', "[1, 2]"):
        (tmp_path / "other" / "kit.json").write_text(foreign, encoding="utf-8")
        run = run_pnp("build", "ludicitude", "--format", "pdf", "--out", str(tmp_path))
        assert run.code == 0, run.err
        index = (tmp_path / "index.html").read_text(encoding="utf-8")
        assert 'id="ludicitude"' in index and 'id="other"' not in index


def test_parts_option(tmp_path):
    run = run_pnp("build", "renards-poules-viperes", "--parts", "board,dice", "--format", "pdf", "--out", str(tmp_path))
    assert run.code == 0, run.err
    names = sorted(p.name for p in (tmp_path / "renards-poules-viperes").glob("*.pdf"))
    # the board and the dice nets share a card sheet (one sheet fewer than apart); the board keeps its own file
    assert names == ["board.pdf", "dice-stickers.pdf", "sheets-card.pdf"]
    assert_clean_error(run_pnp("build", "clann", "--parts", "board,cartes", "--out", str(tmp_path)), "--parts", "cartes")


def test_a_die_whose_faces_do_not_match_its_shape_names_the_field(tmp_path):
    """Four faces on a die of no shape (a d6) is refused, naming the field and the shape that has four; with
    shape = "d4" it builds, nets and stickers alike."""
    game = tmp_path / "d4.toml"
    game.write_text('id = "d4"\ntitle = "D4"\nplayers = { min = 2, max = 4 }\n[[dice]]\nid = "d4"\nfaces = [1, 2, 3, 4]\n',
                    encoding="utf-8")
    assert_clean_error(run_pnp("build", str(game), "--out", str(tmp_path / "o")), "d4.toml", "dice[0].faces",
                       "4 faces for a d6", "shape d4")
    game.write_text(game.read_text(encoding="utf-8") + 'shape = "d4"\n', encoding="utf-8")
    run = run_pnp("build", str(game), "--format", "pdf", "--out", str(tmp_path / "o"))
    assert run.code == 0, run.err


def test_parts_a_game_does_not_have_make_no_kit(tmp_path):
    run = run_pnp("build", "ludicitude", "--parts", "board", "--out", str(tmp_path))
    assert run.code == 0, run.err
    summary = json.loads((tmp_path / "ludicitude" / "kit.json").read_text(encoding="utf-8"))
    assert summary["kit"] is None and summary["parts"] == []
    assert not (tmp_path / "ludicitude" / "ludicitude-kit.pdf").exists()


def test_the_example_game_builds_and_validates(tmp_path):
    example = Path(__file__).resolve().parent.parent / "docs" / "example-game.toml"
    run = run_pnp("build", str(example), "--out", str(tmp_path), "--format", "kit,pdf,svg")
    assert run.code == 0, run.err
    kit = tmp_path / "lievres-tortues" / "lievres-tortues-kit.pdf"
    assert count_near(pdf_rects(kit, 0), 50.0, 50.0) == 1
    check = run_pnp("validate", str(example))
    assert check.code == 0, check.out
    assert "FAIL" not in check.out and "claims[0]" in check.out


def test_validate_names_the_game_file_in_part_failures(tmp_path):
    game = tmp_path / "small.toml"
    game.write_text('id = "small"\ntitle = "Small"\nplayers = { min = 2, max = 4 }\n'
                    '[[tokens]]\nid = "t"\ncount = 1\nsize = "8mm"\nlabel = "Far too long a label"\n', encoding="utf-8")
    run = run_pnp("validate", str(game))
    assert run.code == 1
    # each problem once (it fails alike on every paper and in every language; issue 26), not four times
    assert f"FAIL  parts (every paper and language): {game}: tokens[0].label" in run.out
    assert run.out.count("tokens[0].label") == 1 and "pnp: 1 check failed" in run.err


def test_validate_all_builtin_games():
    run = run_pnp("validate", "all")
    assert run.code == 0, run.out
    assert run.out.count("ok  ") >= 30 and "FAIL" not in run.out


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda s: s.replace('win = "7/12"\ntie = "0"', 'win = "2/3"\ntie = "0"', 1), ["claims[0]", "7/12"]),
        (lambda s: s.replace("setup_each = 8", "setup_each = 9"), ["setup_each", "cells"]),
        (lambda s: s.replace('label = { fr = "Poule", en = "Hen", de = "Huhn" }', 'label = { fr = "鶏", en = "鶏", de = "鶏" }'), ["font", "鶏"]),
        (lambda s: s.replace('size = "18mm"', 'size = "300mm"'), ["tokens[3].size"]),
    ],
    ids=["wrong claim", "too many set-up tokens", "glyph not in font", "token bigger than the page"],
)
def test_validate_reports_each_failure(tmp_path, change, words):
    source = (Path(__file__).resolve().parent.parent / "pnp" / "games" / "renards-poules-viperes" / "game.toml").read_text(encoding="utf-8")
    broken = change(source)
    assert broken != source
    path = tmp_path / "broken.toml"
    path.write_text(broken, encoding="utf-8")
    run = run_pnp("validate", str(path))
    assert run.code != 0
    failures = [line for line in run.out.splitlines() if "FAIL" in line]
    assert failures, run.out
    assert all(any(w in line for line in failures) for w in words), (words, failures)


def test_list_names_the_games():
    run = run_pnp("list")
    assert run.code == 0
    for game in GAMES:
        assert re.search(rf"^{game}\s", run.out, re.M)
