"""W1 (benchmarks/w1) does only the work its output needs (issue 34, speed): the figures are in
benchmarks/README.md; these tests check the work skipped, never a time."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
from conftest import run_pnp

W1 = Path(__file__).parent.parent / "benchmarks" / "w1" / "territoires.toml"


def _w1(out: Path) -> Path:
    run = run_pnp("build", str(W1), "--parts", "board,tokens,dice", "--format", "kit", "--out", str(out), "--force")
    assert run.code == 0, run.err
    return out / "w1" / "w1-kit.pdf"


def test_w1_tries_other_orders_only_where_a_sheet_may_be_saved(tmp_path, monkeypatch):
    """The board among the 60 counters and three nets covers 1.34 A4 sheets by its trim boxes alone: two
    sheets is the fewest, so the orders tallest first and the nets turned (imposition._arrangements, seven
    more packings each) are not tried for it, twice (the board's trial and the kit). They are for the counters
    and nets without the board (0.83 of a sheet, laid on two). On the old code they were tried three times."""
    import pnp.layout.imposition as imposition

    asked = []
    real = imposition._arrangements
    monkeypatch.setattr(imposition, "_arrangements", lambda pieces: asked.append(len(pieces)) or real(pieces))
    with pdfplumber.open(_w1(tmp_path)) as pdf:
        texts = [page.extract_text() or "" for page in pdf.pages]
    assert len(asked) == 1, asked
    assert len(texts) == 3 and "Territoires" in texts[1] + texts[2]  # the guide, then the board on a shared sheet



def test_a_text_is_measured_once(monkeypatch):
    """W1 measured 317 texts 1431 times (the guide's words, the scale strip's caption on every sheet): a text
    measured again at the same size in the same font is not measured by reportlab again, and its width is the
    very one reportlab gives. On the old code reportlab measured it each time."""
    from pnp.base import fonts

    font = fonts.reportlab_font("regular")
    asked = []
    real = font.stringWidth
    monkeypatch.setattr(font, "stringWidth", lambda text, size, *rest: asked.append(text) or real(text, size, *rest))
    text = "Découper les pions le long de leur contour (speed test)"
    widths = [fonts.text_width(text, 7.25) for _ in range(3)]
    assert widths == [real(text, 7.25)] * 3
    assert asked == [text]


def test_w1_lays_its_shared_sheets_out_once_for_the_kit(tmp_path, monkeypatch):
    """The board's trial among the counters and nets (kit._saves_a_sheet) lays out the very sheets the kit
    prints (one part set aside, every piece on card, no notice): they are kept, not laid out a third time,
    and the kit comes out byte for byte as when they are laid out again. On the old code: three layouts."""
    import pnp.kit as kit

    laid = []
    real = kit.sheet_parts
    monkeypatch.setattr(kit, "sheet_parts", lambda pieces, *a, **k: laid.append(len(pieces)) or real(pieces, *a, **k))
    kept = _w1(tmp_path / "kept").read_bytes()
    assert len(laid) == 2 and laid[0] == laid[1] + 1, laid  # with the board, then without it
    monkeypatch.setattr(kit, "_tried_sheets", lambda *a: None)
    assert _w1(tmp_path / "again").read_bytes() == kept and len(laid) == 5
