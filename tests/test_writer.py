"""One writer and one registry of formats: a chart, like every file pnp writes, goes through
pnp.base.output.Writer (whole or absent, never over a file without --force, never through a link), and the
formats --format and --plot know come from pnp.render.formats."""

from __future__ import annotations

import os

import pytest
from conftest import assert_clean_error, run_pnp

from pnp.base.errors import PnpError
from pnp.base.output import Writer
from pnp.model.options import parse_formats
from pnp.render import formats


def test_a_lone_file_is_whole_and_leaves_nothing_beside_it(tmp_path):
    """A chart's folder holds the chart and nothing of pnp's (no lock, manifest nor temporary file)."""
    target = tmp_path / "chart.svg"
    assert run_pnp("stats", "compare", "d6", "d8", "--plot", str(target)).code == 0
    assert sorted(os.listdir(tmp_path)) == ["chart.svg"]
    assert b"<svg" in target.read_bytes()[:300]


def test_a_lone_file_needs_force_and_never_follows_a_link(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("a person's file", encoding="utf-8")
    folder = tmp_path / "charts"
    folder.mkdir()
    (folder / "link.svg").symlink_to(outside)
    run = run_pnp("stats", "compare", "d6", "d8", "--plot", str(folder / "link.svg"), "--force")
    assert_clean_error(run, "--plot", "link")
    assert outside.read_text(encoding="utf-8") == "a person's file" and (folder / "link.svg").is_symlink()

    with pytest.raises(PnpError) as caught:
        Writer.one(folder / "mine.json", b"{}\n", force=False, option="--store")  # new: written
        Writer.one(folder / "mine.json", b"[]\n", force=False, option="--store")  # there now: refused
    assert (caught.value.field, "already exists" in caught.value.message) == ("--store", True)
    assert (folder / "mine.json").read_bytes() == b"{}\n"  # the refused write changed nothing
    Writer.one(folder / "mine.json", b"[]\n", force=True, option="--store")
    assert (folder / "mine.json").read_bytes() == b"[]\n"
    assert sorted(os.listdir(folder)) == ["link.svg", "mine.json"]


def test_the_formats_come_from_one_registry():
    """--format and --plot take exactly the registry's names and suffixes."""
    assert parse_formats("kit,pdf,svg,png") == formats.NAMES
    with pytest.raises(PnpError) as caught:
        parse_formats("gif")
    assert all(name in caught.value.message for name in formats.NAMES)
    assert formats.suffixes(("svg", "pdf", "png")) == (".svg", ".pdf", ".png")
    assert formats.by_suffix(".SVG", ("svg", "pdf")).name == "svg"
    assert formats.by_suffix(".png", ("svg", "pdf")) is None


def test_a_chart_s_bytes_are_its_format_s(tmp_path):
    """The chart written in each format is what its suffix says: a PDF, a PNG, an SVG."""
    magic = {"pdf": b"%PDF-", "png": b"\x89PNG\r\n\x1a\n", "svg": b"<"}
    for name in ("svg", "pdf", "png"):
        target = tmp_path / f"rates.{name}"
        run = run_pnp("simulate", "petits-chevaux", "--games", "20", "--plot", str(target))
        assert run.code == 0, run
        assert target.read_bytes().startswith(magic[name]), name
