import pytest

from pnp.base.errors import PnpError
from pnp.base.units import paper_size, parse_length, positive_length


@pytest.mark.parametrize(
    "text, mm",
    [("16mm", 16.0), ("1.6cm", 16.0), ("0.5in", 12.7), ("12pt", 12 * 25.4 / 72), (" 3 mm ", 3.0), ("20", 20.0), (".5in", 12.7)],
)
def test_lengths_become_millimetres(text, mm):
    assert parse_length(text) == pytest.approx(mm)


@pytest.mark.parametrize("text", ["16furlongs", "16 px", "abc", "", "1.2.3mm", "mm"])
def test_bad_lengths_are_refused(text):
    with pytest.raises(PnpError):
        parse_length(text, field="--die")


@pytest.mark.parametrize("text", ["0mm", "-3mm", "5000mm"])
def test_positive_length_bounds(text):
    with pytest.raises(PnpError) as e:
        positive_length(text, field="--die")
    assert "--die" in str(e.value)


def test_papers():
    assert paper_size("A4") == (210.0, 297.0)
    assert paper_size("letter") == (215.9, 279.4)
    for name in ("b5", "a5"):  # a5 is only the booklet's half sheet, never a paper to print on
        with pytest.raises(PnpError, match="a4, letter, a3"):
            paper_size(name)


def test_grey_keeps_greys_and_greys_colours():
    from pnp.base.colors import grey

    assert grey("#777777") == "#777777" and grey("#000000") == "#000000" and grey("#FFFFFF") == "#ffffff"
    level = grey("#2b6cb0")
    assert level[1:3] == level[3:5] == level[5:7] and level not in ("#000000", "#ffffff")
