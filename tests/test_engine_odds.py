"""Comparisons, series, matrices and cycles: exact, against enumeration and against icepool and dyce."""

import itertools
import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.base.errors import PnpError
from pnp.base.i18n import percent
from pnp.engine.dice import H, parse_die
from pnp.engine.odds import MAX_ROLLS, MAX_SERIES, Outcome, Variant, compare, matrix, series_margins

HEN, FOX, VIPER = (parse_die(t) for t in ("2,9,10,11,12,13", "3,4,5,14,15,16", "1,6,7,8,17,18"))
TERRITORY = {"hen": HEN, "fox": FOX, "viper": VIPER}
faces_st = st.lists(st.integers(-4, 12), min_size=1, max_size=6)


def brute(a: list[int], b: list[int], rolls: int = 1, series: int = 1, lower_wins: bool = False) -> Outcome:
    """Every history of the series, each weighted by how many equally likely rolls give it."""
    sums_a = [sum(r) for r in itertools.product(a, repeat=rolls)]
    sums_b = [sum(r) for r in itertools.product(b, repeat=rolls)]
    sign = -1 if lower_wins else 1
    ways = {1: 0, 0: 0, -1: 0}  # how many pairs of totals give each result of one roll
    for x, y in itertools.product(sums_a, sums_b):
        ways[sign * ((x > y) - (x < y))] += 1
    tally = {1: 0, 0: 0, -1: 0}
    for history in itertools.product((1, 0, -1), repeat=series):
        margin = sum(history)
        tally[(margin > 0) - (margin < 0)] += math.prod(ways[r] for r in history)
    total = sum(tally.values())
    return Outcome(Fraction(tally[1], total), Fraction(tally[0], total), Fraction(tally[-1], total))


def test_the_seed_figures():
    assert compare(FOX, HEN) == Outcome(Fraction(7, 12), Fraction(0), Fraction(5, 12))
    assert compare(FOX, VIPER).win == Fraction(5, 12)
    assert compare(HEN, VIPER).win == Fraction(7, 12)
    assert compare(VIPER, FOX).win == Fraction(7, 12)


@given(faces_st, faces_st, st.booleans())
@settings(max_examples=80, deadline=None)
def test_one_roll_matches_brute_force(a, b, lower):
    o = compare(H.from_faces(a), H.from_faces(b), Variant(lower_wins=lower))
    assert o == brute(a, b, lower_wins=lower)
    assert o.win + o.tie + o.lose == 1


@given(faces_st, faces_st, st.integers(1, 3), st.integers(1, 4))
@settings(max_examples=60, deadline=None)
def test_sums_and_series_match_brute_force(a, b, rolls, series):
    a, b = a[:4], b[:4]  # keep the enumeration small
    assert compare(H.from_faces(a), H.from_faces(b), Variant(rolls=rolls, series=series)) == brute(a, b, rolls, series)


@given(faces_st, faces_st, st.integers(1, 10))
@settings(max_examples=40, deadline=None)
def test_sums_compared_match_icepool_and_dyce(a, b, rolls):
    import icepool
    from dyce import H as DyceH

    o = compare(H.from_faces(a), H.from_faces(b), Variant(rolls=rolls))
    ia, ib = rolls @ icepool.Die(a), rolls @ icepool.Die(b)
    assert (o.win, o.tie, o.lose) == tuple((cmp).probability(True) for cmp in (ia > ib, ia == ib, ia < ib))
    da, db = rolls @ DyceH(a), rolls @ DyceH(b)
    gt, eq = da.gt(db), da.eq(db)
    assert o.win == Fraction(gt.get(True, 0), gt.total)
    assert o.tie == Fraction(eq.get(True, 0), eq.total)


@given(faces_st, faces_st, st.integers(1, 41))
@settings(max_examples=40, deadline=None)
def test_series_match_icepool(a, b, n):
    import icepool

    o = compare(H.from_faces(a), H.from_faces(b), Variant(series=n))
    da, db = icepool.Die(a), icepool.Die(b)
    roll = icepool.Die({1: (da > db).quantity(True), 0: (da == db).quantity(True), -1: (da < db).quantity(True)})
    margin = n @ roll
    assert (o.win, o.tie, o.lose) == ((margin > 0).probability(True), (margin == 0).probability(True),
                                      (margin < 0).probability(True))


def test_series_margins_are_a_trinomial():
    # 2 rolls, win 1 tie 1 lose 1: margins -2..2 counted 1, 2, 3, 2, 1
    assert series_margins(1, 1, 1, 2) == [1, 2, 3, 2, 1]


def test_an_odd_series_without_ties_never_ends_level():
    assert compare(FOX, HEN, Variant(series=101)).tie == 0
    assert compare(FOX, HEN, Variant(series=4)).tie > 0


def test_a_long_series_grows_the_favourite():
    wins = [compare(FOX, HEN, Variant(series=n)).win for n in (1, 3, 5, 101)]
    assert wins == sorted(wins) and wins[-1] > Fraction(95, 100)


def test_beats_means_more_wins_than_losses_not_more_than_half():
    # under x2 the viper beats the hen while winning under half the rolls: ties are their own outcome
    o = compare(VIPER, HEN, Variant(rolls=2))
    assert o.beats and o.win < Fraction(1, 2) and o.tie > 0
    assert o == Outcome(Fraction(633, 1296), Fraction(52, 1296), Fraction(611, 1296))


def test_the_engine_finds_the_cycle_and_its_reversals():
    base = matrix(TERRITORY).cycles()
    assert len(base) == 1
    cycle = base[0]
    assert cycle.same_as(type(cycle)(("fox", "hen", "viper"), cycle.links))  # fox > hen > viper > fox
    assert cycle.strength == Fraction(7, 12) and cycle.margin == Fraction(1, 6)
    for variant in (Variant(rolls=2), Variant(lower_wins=True)):
        (turned,) = matrix(TERRITORY, variant).cycles()
        assert turned.reversed_of(cycle)
    assert matrix(TERRITORY, Variant(same_die=True)).cycles() == []
    (longer,) = matrix(TERRITORY, Variant(series=5)).cycles()
    assert longer.same_as(cycle) and longer.strength > cycle.strength


def test_standard_dice_form_no_cycle():
    dice = {f"d{n}": H.standard(n) for n in (4, 6, 8, 10, 12, 20)}
    m = matrix(dice)
    assert m.cycles() == []
    assert m[("d20", "d4")].beats and m[("d4", "d6")].lose > m[("d4", "d6")].win


def test_efron_dice_give_one_four_cycle_of_two_thirds():
    efron = {"A": parse_die("4,4,4,4,0,0"), "B": parse_die("3,3,3,3,3,3"),
             "C": parse_die("6,6,2,2,2,2"), "D": parse_die("5,5,5,1,1,1")}
    cycles = matrix(efron).cycles()
    four = [c for c in cycles if len(c.names) == 4]
    assert len(four) == 1 and four[0].strength == Fraction(2, 3)
    assert four[0].same_as(type(four[0])(("A", "B", "C", "D"), ()))


def test_the_matrix_is_consistent_both_ways():
    m = matrix(TERRITORY, Variant(rolls=3))
    for a, b in itertools.permutations(TERRITORY, 2):
        assert m[(a, b)] == m[(b, a)].flipped()


@pytest.mark.parametrize("bad", [{"rolls": 0}, {"rolls": MAX_ROLLS + 1}, {"series": 0}, {"series": MAX_SERIES + 1},
                                 {"series": -5}])
def test_absurd_counts_are_refused_with_the_limit(bad):
    with pytest.raises(PnpError, match=r"1 to 10\d\d"):
        Variant(**bad)


def test_words_cannot_be_compared_by_size():
    with pytest.raises(PnpError, match="'Noir' is a word"):
        compare(parse_die("1,2,Noir,Noir,5,6"), H.standard(6))


def test_a_matrix_needs_two_to_eight_dice():
    with pytest.raises(PnpError, match="2 to 8"):
        matrix({"a": HEN})
    with pytest.raises(PnpError, match="2 to 8"):
        matrix({str(i): H.standard(i + 1) for i in range(9)})


def test_percent_never_rounds_a_chance_to_zero():
    assert percent(Fraction(7, 12), "fr") == "58,33\u00a0%"  # CLDR (Babel): a no-break space, narrow before issue 37
    assert percent(Fraction(7, 12), "en") == "58.33%"
    assert percent(Fraction(1, 10**9)) == "<0.01%"
    assert percent(1 - Fraction(1, 10**9)) == ">99.99%"
    assert percent(Fraction(0)) == "0.00%"
