"""`pnp showcase GAME`: a picture of a game's components (pnp/showcase.py), read back from the files it writes: the
PNG's width and resolution, the title in the PDF and nothing over it, the fan of cards as distinct rotations in
the PDF, the first card, the board and each die face found in the PNG as `pnp proof` draws them at the picture's
scale, nothing reaching the picture's edge, and bad input refused in one line with nothing written."""

from __future__ import annotations

import io
import math
from pathlib import Path

import numpy
import pdfplumber
import pytest
from PIL import Image
from scipy.signal import fftconvolve

from conftest import DOCS, EXAMPLES, assert_clean_error, run_capped, run_pnp
from pnp import showcase
from pnp.kit import game_pieces, load_game
from pnp.parts.registry import Context

CARDS = str(DOCS / "cards-example" / "game.toml")
MM_PER_POINT = 25.4 / 72


def made(tmp_path: Path, ref: str, *args: str) -> tuple[Path, Path]:
    """The showcase's PNG and PDF, written by the command."""
    run = run_pnp("showcase", ref, "--out", str(tmp_path), *args)
    assert run.code == 0, run.err
    folder = tmp_path / load_game(ref).id
    return folder / "showcase.png", folder / "showcase.pdf"


def picture(path: Path) -> numpy.ndarray:
    return numpy.asarray(Image.open(path).convert("RGB"), dtype=numpy.float64)


# --- template matching ---------------------------------------------------------------------------------------


def best_match(image: numpy.ndarray, template: numpy.ndarray) -> float:
    """The highest normalised cross-correlation of the template (grey) over every place in the image (grey):
    1.0 where the template lies in the image as it is."""
    t = template - template.mean()
    th, tw = t.shape
    numerator = fftconvolve(image, t[::-1, ::-1], mode="valid")
    sums = _window_sums(image, th, tw)
    squares = _window_sums(image ** 2, th, tw)
    variance = numpy.maximum(squares - sums ** 2 / t.size, 0.0)
    denominator = numpy.sqrt(variance * (t ** 2).sum())
    score = numpy.where(denominator > 1e-6 * t.size, numerator / numpy.maximum(denominator, 1e-12), 0.0)
    return float(score.max())


def _window_sums(a: numpy.ndarray, h: int, w: int) -> numpy.ndarray:
    c = numpy.pad(a.cumsum(0).cumsum(1), ((1, 0), (1, 0)))
    return c[h:, w:] - c[:-h, w:] - c[h:, :-w] + c[:-h, :-w]


def grey(rgb: numpy.ndarray) -> numpy.ndarray:
    return rgb @ numpy.array([0.299, 0.587, 0.114])


def proof_at(tmp_path: Path, ref: str, name: str, dpi: float) -> numpy.ndarray:
    """The piece as `pnp proof` draws it (at twice the picture's scale), brought to the picture's scale."""
    drawn_dpi = max(10, round(dpi * 2))
    out = tmp_path / f"{name}.png"
    run = run_pnp("proof", ref, name, "--dpi", str(drawn_dpi), "--out", str(out), "--force", "--lang", "en")
    assert run.code == 0, run.err
    with Image.open(out) as image:
        image = image.convert("RGB")
        size = (round(image.width * dpi / drawn_dpi), round(image.height * dpi / drawn_dpi))
        return numpy.asarray(image.resize(size, Image.LANCZOS), dtype=numpy.float64)


def inner(pixels: numpy.ndarray, box: tuple[float, float, float, float], share: float = 0.15) -> numpy.ndarray:
    """The box's inside (pixels), `share` of its width and height off each side: clear of a card's punched
    corners, of a die's rim drawn over its edges, and of the shadows beside them."""
    x0, y0, x1, y1 = box
    dx, dy = (x1 - x0) * share, (y1 - y0) * share
    return pixels[round(y0 + dy):round(y1 - dy), round(x0 + dx):round(x1 - dx)]


def dpi_of(path: Path) -> float:
    with Image.open(path) as image:
        return float(image.info["dpi"][0])


# --- the tests -------------------------------------------------------------------------------------------------


def test_the_png_is_as_wide_as_asked_and_carries_the_pieces_scale(tmp_path):
    png, pdf = made(tmp_path / "default", "clann")
    with Image.open(png) as image:
        assert image.size == (1200, 800)
    with pdfplumber.open(pdf) as document:
        page = document.pages[0]
        assert len(document.pages) == 1
        width_in = page.width / 72
    # the PNG's resolution is the page's: a picture editor shows the pieces at their real size
    assert dpi_of(png) == pytest.approx(1200 / width_in, rel=0.01)
    png, _ = made(tmp_path / "small", "clann", "--size", "700")
    with Image.open(png) as image:
        assert image.size == (700, 467)
    assert dpi_of(png) == pytest.approx(700 / width_in, rel=0.01)


def test_the_title_is_in_the_pdf_and_nothing_covers_it(tmp_path):
    png, pdf = made(tmp_path, CARDS, "--lang", "en")
    with pdfplumber.open(pdf) as document:
        page = document.pages[0]
        title = [c for c in page.chars if c["size"] == max(ch["size"] for ch in page.chars)]
        assert "".join(c["text"] for c in title) == "Sun & Moon"
        box = (min(c["x0"] for c in title), min(c["top"] for c in title), max(c["x1"] for c in title),
               max(c["bottom"] for c in title))
        scale = Image.open(png).width / page.width
    assert "Soleil & Lune" in "".join(pdfplumber.open(made(tmp_path / "fr", CARDS)[1]).pages[0].extract_text().split("\n")[:1])
    # every pixel of the title's box is the ground, the title's ink or a blend of the two: no piece over it
    pixels = picture(png)[round(box[1] * scale):round(box[3] * scale), round(box[0] * scale):round(box[2] * scale)]
    ground, ink = (numpy.array([int(c[i:i + 2], 16) for i in (1, 3, 5)], dtype=float) for c in (showcase.GROUND, showcase.INK))
    along = numpy.clip((pixels - ink) @ (ground - ink) / ((ground - ink) @ (ground - ink)), 0, 1)
    off = numpy.linalg.norm(pixels - (ink + along[..., None] * (ground - ink)), axis=-1)
    assert off.max() < 12, f"{(off >= 12).sum()} pixels of another colour in the title"


def test_a_card_game_shows_a_fan_of_its_first_cards(tmp_path):
    png, pdf = made(tmp_path, CARDS, "--lang", "en")
    with pdfplumber.open(pdf) as document:
        angles = [math.degrees(math.atan2(c["matrix"][1], c["matrix"][0])) for c in document.pages[0].chars]
    # five cards turned 9° apart, the first upright (the title's text upright too); a card's corner printed
    # upside down counts with its card
    turns = {round((angle + 90) % 180 - 90, 1) for angle in angles}
    assert turns == {-18.0, -9.0, 0.0, 9.0, 18.0}
    # the first card, as pnp proof draws it, lies whole and upright in the picture
    dpi = dpi_of(png)
    card = proof_at(tmp_path, CARDS, "astres-1", dpi)
    h, w = card.shape[:2]
    assert best_match(grey(picture(png)), grey(inner(card, (0, 0, w, h)))) > 0.95


def pieces_of(ref: str) -> dict:
    game = load_game(ref)
    return {p.name: p for p in game_pieces(Context.printing(game, ref, lang="en"))}


@pytest.mark.parametrize("ref", ["clann", "renards-poules-viperes"])
def test_the_board_and_every_die_face_are_there_as_proof_draws_them(tmp_path, ref):
    png, _ = made(tmp_path, ref, "--lang", "en")
    shown, dpi = grey(picture(png)), dpi_of(png)
    board = proof_at(tmp_path, ref, "board", dpi)
    h, w = board.shape[:2]
    assert best_match(shown, grey(inner(board, (0, 0, w, h), 0.2))) > 0.95
    pieces = pieces_of(ref)
    nets = [p for p in pieces.values() if p.kind == "net"]
    assert nets
    for net in nets:
        drawn = proof_at(tmp_path, ref, net.name, dpi)
        px = dpi / 25.4
        for n, face in enumerate(showcase.faces_of(net)):
            box = (min(x for x, _ in face) * px, min(y for _, y in face) * px, max(x for x, _ in face) * px,
                   max(y for _, y in face) * px)
            assert best_match(shown, grey(inner(drawn, box, 0.12))) > 0.9, (net.name, n + 1)


def test_every_built_in_game_and_example_is_shown_whole(tmp_path):
    """Nothing reaches the picture's edge: its margin is the ground all round (a block cut off would not be)."""
    refs = ["clann", "ludicitude", "petits-chevaux", "renards-poules-viperes", *map(str, EXAMPLES)]
    ground = numpy.array([int(showcase.GROUND[i:i + 2], 16) for i in (1, 3, 5)], dtype=float)
    for ref in refs:
        _, files = showcase.showcase_files(ref, size=400, lang="en")
        pixels = numpy.asarray(Image.open(io.BytesIO(files["showcase.png"])).convert("RGB"), dtype=float)
        assert pixels.shape[:2] == (267, 400), ref
        band = round(showcase.MARGIN * 267 * 0.6)
        edges = [pixels[:band], pixels[-band:], pixels[:, :band], pixels[:, -band:]]
        assert all(numpy.abs(edge - ground).max() < 3 for edge in edges), ref
        assert files["showcase.pdf"].startswith(b"%PDF")


@pytest.mark.parametrize("size,words", [("0", "--size"), ("199", "200 to 6000"), ("6001", "--size"),
                                        ("-5", "--size"), ("1e9", "--size"), ("abc", "--size")])
def test_a_bad_size_is_one_line_and_writes_nothing(tmp_path, size, words):
    run = run_capped("showcase", "clann", "--out", str(tmp_path / "out"), "--size", size)
    assert run.code == 2
    assert_clean_error(run, words)
    assert not (tmp_path / "out").exists()


def test_a_file_pnp_did_not_write_is_kept_without_force(tmp_path):
    folder = tmp_path / "clann"
    folder.mkdir()
    (folder / "showcase.png").write_bytes(b"my own picture")
    run = run_capped("showcase", "clann", "--out", str(tmp_path), "--size", "300")
    assert_clean_error(run, "showcase.png", "--force")
    assert (folder / "showcase.png").read_bytes() == b"my own picture"
    assert not (folder / "showcase.pdf").exists()  # the pair is written together or not at all
    run = run_pnp("showcase", "clann", "--out", str(tmp_path), "--size", "300", "--force")
    assert run.code == 0, run.err
    with Image.open(folder / "showcase.png") as image:
        assert image.width == 300


def test_a_game_with_nothing_to_show_is_one_line(tmp_path):
    game = tmp_path / "bare.toml"
    game.write_text('id = "bare"\ntitle = "Bare"\nplayers = { min = 2, max = 2 }\n', encoding="utf-8")
    run = run_capped("showcase", str(game), "--out", str(tmp_path / "out"))
    assert run.code == 2
    assert_clean_error(run, "bare.toml", "no piece to show")
    assert not (tmp_path / "out").exists()
