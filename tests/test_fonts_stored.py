"""The fonts' stored parses (fonts/*.ttf.parsed) and outlines (*.ttf.outlines): current, equal to what reportlab and
fontTools read today, and refused when they do not match the font file or hold anything but plain values."""

import pickle
import zlib

import pytest
from reportlab.pdfbase.ttfonts import TTFont

from pnp.base import fonts


def _made_by_this_reportlab(font: str) -> None:
    """Skip when the stored parse was made by another reportlab than the one installed: a build then parses the
    font itself (test_a_stale_or_unsafe_stored_parse_is_refused shows the stale one is refused), and a newer
    reportlab on a fresh machine is no defect of the stored file."""
    stored = pickle.loads(fonts.parsed_path(font).read_bytes())
    made, installed = stored["key"][0], fonts._key(b"")[0]
    if made != installed:
        pytest.skip(f"stored parse made by reportlab {made}, {installed} installed (python -m pnp.base.fonts remakes it)")


@pytest.mark.parametrize("font", list(fonts.FONT_FILES))
def test_the_stored_parse_is_the_one_of_this_font_and_this_reportlab(font):
    _made_by_this_reportlab(font)
    stored = pickle.loads(fonts.parsed_path(font).read_bytes())
    assert stored["key"] == fonts._key(fonts.font_path(font).read_bytes()), "run: python -m pnp.base.fonts"


@pytest.mark.parametrize("font", list(fonts.FONT_FILES))
def test_the_font_read_back_is_reportlab_s_own_parse(font):
    _made_by_this_reportlab(font)
    read = fonts._stored_font(font, fonts.font_path(font).read_bytes())
    parsed = TTFont(fonts.PDF_NAMES[font], str(fonts.font_path(font)))
    ours, theirs = dict(read.face.__dict__), dict(parsed.face.__dict__)
    ours_scale, their_scale = ours.pop("_pdfScale"), theirs.pop("_pdfScale")
    assert ours.keys() == theirs.keys()
    for name in ours:
        assert type(ours[name]) is type(theirs[name]) and ours[name] == theirs[name], name
        assert getattr(ours[name], "ustr", None) == getattr(theirs[name], "ustr", None), name
    assert [ours_scale(v) for v in (0, 1, 1229, -40.5)] == [their_scale(v) for v in (0, 1, 1229, -40.5)]
    assert ours["table"]["head"] is next(t for t in ours["tables"] if t["tag"] == "head")  # shared, as parsed
    font_ours = {k: v for k, v in read.__dict__.items() if k not in ("face", "state", "encoding")}
    font_theirs = {k: v for k, v in parsed.__dict__.items() if k not in ("face", "state", "encoding")}
    assert font_ours == font_theirs and read.__dict__.keys() == parsed.__dict__.keys()
    assert vars(read.encoding) == vars(parsed.encoding) and len(read.state) == len(parsed.state) == 0
    text = "Territoires — Vipère ½ ⚀ Ωж"
    assert read.stringWidth(text, 11) == parsed.stringWidth(text, 11)
    assert read.face.makeSubset(list(range(32, 127))) == parsed.face.makeSubset(list(range(32, 127)))


def test_a_build_reads_the_stored_parse():
    _made_by_this_reportlab("regular")
    assert isinstance(fonts.reportlab_font("regular").face._pdfScale, fonts._Scale)  # not the parser's lambda


def test_a_stale_or_unsafe_stored_parse_is_refused(tmp_path, monkeypatch):
    _made_by_this_reportlab("regular")  # the plant below copies the stored parse, which must be current
    data = fonts.font_path("regular").read_bytes()
    stored = pickle.loads(fonts.parsed_path("regular").read_bytes())
    planted = tmp_path / "planted.parsed"
    monkeypatch.setattr(fonts, "parsed_path", lambda font: planted)
    planted.write_bytes(pickle.dumps(stored))
    assert fonts._stored_font("regular", data) is not None  # the plant works as the real one
    assert fonts._stored_font("regular", data + b"\0") is None  # another font file
    planted.write_bytes(pickle.dumps({**stored, "key": ["0.0", stored["key"][1]]}))
    assert fonts._stored_font("regular", data) is None  # another reportlab
    planted.write_bytes(pickle.dumps({**stored, "face": {"charWidths": pickle.PickleBuffer}}))
    assert fonts._stored_font("regular", data) is None  # a class inside: never loaded
    planted.write_bytes(b"not a pickle")
    assert fonts._stored_font("regular", data) is None
    planted.unlink()
    assert fonts._stored_font("regular", data) is None


@pytest.mark.parametrize("font", list(fonts.FONT_FILES))
def test_the_stored_outlines_are_the_ones_fonttools_draws(font):
    stored = pickle.loads(zlib.decompress(fonts.outlines_path(font).read_bytes()))
    assert stored["key"] == fonts._sha256(font), "run: python -m pnp.base.fonts"
    cmap, advance, upm, path, order = fonts.read_outlines(font)
    assert (stored["cmap"], stored["advance"], stored["upm"]) == (cmap, advance, upm)
    assert list(stored["paths"]) == list(order)
    assert [n for n in order if stored["paths"][n] != path(n)] == []


def test_an_svg_drawn_from_the_stored_outlines_is_the_one_fonttools_gives(tmp_path, monkeypatch):
    from pnp.render import svg
    from pnp.scene import Page, Text

    page = Page(100, 40, [Text(5, 10, "Territoires — Vipère ½ ⚀ Ωж", 4), Text(50, 20, "Renard ✓", 3, font="bold", anchor="middle")])
    assert isinstance(fonts.glyph_outlines("regular")[3].__self__, dict)  # a build takes the stored ones
    svg._outline_font.cache_clear()
    stored = svg.render_svg(page, "t")
    planted = tmp_path / "planted.outlines"
    planted.write_bytes(zlib.compress(pickle.dumps({**pickle.loads(zlib.decompress(
        fonts.outlines_path("regular").read_bytes())), "key": "another font"})))
    monkeypatch.setattr(fonts, "outlines_path", lambda font: planted)
    assert not isinstance(getattr(fonts.glyph_outlines("regular")[3], "__self__", None), dict)  # refused
    svg._outline_font.cache_clear()
    try:
        read = svg.render_svg(page, "t")
    finally:
        svg._outline_font.cache_clear()
    assert read == stored and b"<use" in stored
