"""The dice histogram: construction, parsing, and sums checked against enumeration and two other libraries."""

import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.base.errors import PnpError
from pnp.engine.dice import H, parse_die

faces_st = st.lists(st.integers(-6, 25), min_size=1, max_size=7)


def brute_sum(faces: list[int], n: int) -> H:
    return H(Counter(sum(roll) for roll in itertools.product(faces, repeat=n)))


def test_a_die_counts_its_faces_and_keeps_words():
    black = H.from_faces([1, 2, "Noir", "Noir", 5, 6])
    assert black["Noir"] == 2 and black.total == 6
    assert black.probability("Noir") == Fraction(1, 3)
    assert list(black) == [1, 2, 5, 6, "Noir"]
    assert black.faces() == [1, 2, 5, 6, "Noir", "Noir"]
    assert not black.numeric


def test_equality_is_structural_and_hash_agrees():
    a = H.from_faces([3, 1, 2])
    b = H({1: 1, 2: 1, 3: 1})
    assert a == b and hash(a) == hash(b)
    assert a != H({1: 2, 2: 2, 3: 2})  # same odds, other counts: not the same histogram
    assert a != {1: 1, 2: 1, 3: 1}  # a dict is not a die


def test_a_die_is_immutable():
    d = H.standard(6)
    with pytest.raises((TypeError, AttributeError)):
        d[1] = 5  # type: ignore[index]
    with pytest.raises(AttributeError):
        d.extra = 1  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text, faces",
    [
        ("1,2,Noir,Noir,5,6", [1, 2, 5, 6, "Noir", "Noir"]),
        (" 3, 4 ,5 ", [3, 4, 5]),
        ("-1,0,1", [-1, 0, 1]),
        ("d6", [1, 2, 3, 4, 5, 6]),
        ("D4", [1, 2, 3, 4]),
    ],
)
def test_parse_die(text, faces):
    assert parse_die(text).faces() == faces


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "empty"),
        ("   ", "empty"),
        ("1,,2", "empty"),
        ("1.5,2", "whole number"),
        ("d0", "1 to 120"),
        ("d500", "1 to 120"),
        (",".join(["1"] * 121), "limit of 120"),
    ],
)
def test_bad_dice_are_refused_clearly(text, words):
    with pytest.raises(PnpError, match=words):
        parse_die(text, where="first die")


def test_an_empty_histogram_is_refused():
    with pytest.raises(PnpError, match="at least one face"):
        H({})
    with pytest.raises(PnpError, match="at least one face"):
        H({3: 0})


def test_words_cannot_be_added():
    with pytest.raises(PnpError, match="'Noir' is a word"):
        parse_die("1,2,Noir,Noir,5,6").sum_of(2)


@given(faces_st, st.integers(1, 4))
@settings(max_examples=80, deadline=None)
def test_sums_match_brute_force(faces, n):
    assert H.from_faces(faces).sum_of(n) == brute_sum(faces, n)


@given(faces_st, faces_st)
@settings(max_examples=60, deadline=None)
def test_adding_two_dice_matches_brute_force(a, b):
    expected = H(Counter(x + y for x, y in itertools.product(a, b)))
    assert H.from_faces(a) + H.from_faces(b) == expected


@given(faces_st, st.integers(1, 12))
@settings(max_examples=40, deadline=None)
def test_sums_match_icepool_and_dyce(faces, n):
    import icepool
    from dyce import H as DyceH

    ours = H.from_faces(faces).sum_of(n)
    theirs = (n @ icepool.Die(faces))
    assert ours.probabilities() == {f: Fraction(theirs.quantity(f), theirs.denominator()) for f in theirs}
    dyce_sum = n @ DyceH(faces)
    assert ours.probabilities() == {f: Fraction(c, dyce_sum.total) for f, c in dyce_sum.items() if c}


def test_widely_spaced_faces_sum_exactly():
    # faces a step of 1000 apart pack by their common step, not into 1000 empty slots each
    d = H.from_faces([0, 1000, 3000])
    assert d.sum_of(3) == brute_sum([0, 1000, 3000], 3)
    assert H.from_faces([7]).sum_of(50) == H({350: 1})


def test_hundred_rolls_of_a_d20():
    s = H.standard(20).sum_of(100)
    assert min(s) == 100 and max(s) == 2000
    assert s.total == 20**100
    assert s[100] == 1 and s[101] == 100
    assert s.mean() == Fraction(21, 2) * 100


def test_too_big_a_sum_is_refused_not_attempted():
    with pytest.raises(PnpError, match="too big"):
        H.from_faces([1, 2, 99999]).sum_of(1000)


@pytest.mark.parametrize("n", [0, -3])
def test_sum_of_needs_a_positive_count(n):
    with pytest.raises(PnpError, match="1 or more"):
        H.standard(6).sum_of(n)


def test_label_round_trips():
    text = "1,2,5,6,Noir,Noir"
    assert parse_die(text).label() == text
    assert parse_die(parse_die("4,-2,9").label()) == parse_die("4,-2,9")
