"""Each game's odds: exact values, checked by enumeration, by hand derivation or by seeded simulation."""

import itertools
import math
import random
from collections import Counter
from fractions import Fraction

import pytest

from pnp.base.errors import PnpError
from pnp.engine.dice import H
from pnp.engine.odds import matrix
from pnp.games import game_module, game_odds
from pnp.kit import load_game, parse_game

clann = game_module("clann", "odds")
lud = game_module("ludicitude", "odds")
chevaux = game_module("petits-chevaux", "odds")

BLACK = H.from_faces([1, 2, "Noir", "Noir", 5, 6])
D6 = H.standard(6)


def figures(sections) -> dict[str, Fraction]:
    return {f.key: f.value for s in sections for f in s.figures}


@pytest.mark.parametrize("game", ["renards-poules-viperes", "clann", "ludicitude", "petits-chevaux"])
def test_every_section_states_its_reading_in_both_languages(game):
    sections = game_odds(load_game(game))
    assert sections
    for s in sections:
        assert s.reading["fr"] != s.reading["en"]
        for text in (s.title, s.reading, *(f.label for f in s.figures), *(v.label for v in s.variants)):
            assert text["fr"].strip() and text["en"].strip()


# -- territory -----------------------------------------------------------------------------------------
def territory():
    (section,) = game_odds(load_game("renards-poules-viperes"))
    return {v.key: v for v in section.variants}


def test_territory_weathers_move_the_cycle():
    v = territory()
    assert len(v) == 12  # four weathers, three series lengths
    assert v["calm-1"].change == "base"
    assert all(v[f"calm-{n}"].change == "same" for n in (3, 5))
    assert all(v[f"{w}-{n}"].change == "reversed" for w in ("x2", "reverse") for n in (1, 3, 5))
    assert all(v[f"equal-{n}"].change == "none" for n in (1, 3, 5))


def test_territory_equal_weather_reading_gives_even_chances():
    o = territory()["equal-1"].matrix[("fox", "hen")]
    assert (o.win, o.tie, o.lose) == (Fraction(5, 12), Fraction(1, 6), Fraction(5, 12))
    # the reading's remark: two ordinary dice would give the very same figures
    assert matrix({"a": D6, "b": D6})[("a", "b")] == o
    (section,) = game_odds(load_game("renards-poules-viperes"))
    assert "a copy of the same die" in section.reading["en"] and "exemplaire du même dé" in section.reading["fr"]


def test_a_game_of_ones_own_gets_the_generic_dice_section():
    raw = {"id": "mine", "title": "Mine", "players": {"min": 2, "max": 2},
           "dice": [{"id": "a", "faces": [1, 1, 6, 1, 1, 6]}, {"id": "b", "faces": [2, 3, 4, 2, 3, 4]},
                    {"id": "w", "faces": ["x", "y", "x", "y", "x", "y"]}]}
    (section,) = game_odds(parse_game(raw))
    assert section.key == "dice" and section.variants[0].matrix.names == ("a", "b")
    raw["dice"] = raw["dice"][:1]
    assert game_odds(parse_game(raw)) == []


def test_who_beats_whom_false_leaves_the_plain_table_out():
    # dice rolled for everyone and read (a roll-and-write) are never pitted against each other: no table, and no
    # [[odds]] asked for when more than MAX_DICE dice have numbers; a declared table is still printed
    raw = {"id": "mine", "title": "Mine", "players": {"min": 2, "max": 2}, "who_beats_whom": False,
           "dice": [{"id": "a", "faces": [1, 1, 6, 1, 1, 6]}, {"id": "b", "faces": [2, 3, 4, 2, 3, 4]}]}
    assert game_odds(parse_game(raw)) == []
    many = dict(raw, dice=[{"id": f"d{i}", "faces": [1, 2, 3, 4, 5, 6]} for i in range(10)])
    assert game_odds(parse_game(many)) == []
    with pytest.raises(PnpError, match="odds"):  # planted: the same dice with the table asked for
        parse_game(dict(many, who_beats_whom=True))
    (section,) = game_odds(parse_game(dict(raw, odds=[{"id": "duel"}])))
    assert section.variants[0].matrix.names == ("a", "b")


def test_a_callers_list_of_sections_is_its_own():
    """ludicitude_odds() is cached: changing one caller's list must not change the next caller's."""
    game = load_game("ludicitude")
    first = game_odds(game)
    first.clear()
    assert len(game_odds(game)) == 2 and isinstance(lud.ludicitude_odds(), tuple)


def test_a_game_file_with_a_built_in_id_but_not_its_dice_gets_a_clean_error():
    raw = {"id": "clann", "title": "Mine", "players": {"min": 2, "max": 2}, "dice": [{"id": "d6", "faces": [1, 2, 3, 4, 5, 6]}]}
    with pytest.raises(PnpError, match="needs? a die with id 'black'"):
        game_odds(parse_game(raw))


# -- Clann ---------------------------------------------------------------------------------------------
def test_clann_noir_doubles_and_triples_by_enumeration():
    throws = list(itertools.product(BLACK.faces(), D6.faces(), D6.faces()))
    shapes = Counter(max(Counter(t).values()) for t in throws)
    f = figures(game_odds(load_game("clann")))
    assert f["noir"] == Fraction(1, 3)
    assert f["double"] == Fraction(shapes[2], 216) == Fraction(1, 3)
    assert f["triple"] == Fraction(shapes[3], 216) == Fraction(1, 54)


def test_clann_dice_per_turn_by_hand():
    # two plain dice thrown again match with 1/6, the black die and a plain one with 4/36:
    # E[two plain] = 2 / (1 - 1/6) = 12/5 and E[black + plain] = 2 / (1 - 1/9) = 9/4.
    # From three dice: triple 4/216 (all again), plain pair 32/216, black with a plain one 40/216.
    e3 = (3 + Fraction(32, 216) * Fraction(12, 5) + Fraction(40, 216) * Fraction(9, 4)) / (1 - Fraction(4, 216))
    assert e3 == Fraction(2037, 530)
    assert clann.expected_dice_played([BLACK, D6, D6]) == e3
    assert figures(game_odds(load_game("clann")))["mean-dice"] == e3


def test_clann_dice_per_turn_by_simulation():
    rng = random.Random(3)
    black, plain = BLACK.faces(), D6.faces()

    def turn() -> int:
        played, throw = 0, [black, plain, plain]
        while throw:
            faces = [rng.choice(d) for d in throw]
            played += len(throw)
            throw = [d for d, f in zip(throw, faces) if faces.count(f) > 1]
        return played

    n = 40000
    samples = [turn() for _ in range(n)]
    mean = sum(samples) / n
    sd = math.sqrt(sum((s - mean) ** 2 for s in samples) / (n - 1))
    assert abs(mean - 2037 / 530) < 4.5 * sd / math.sqrt(n)


def test_a_plain_die_never_rethrown_alone():
    assert clann.expected_dice_played([D6]) == 1
    assert clann.expected_dice_played([D6, D6]) == Fraction(12, 5)


# -- Ludicitude ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_ludicitude_any_set_by_brute_force(n):
    def has_set(throw):
        c = Counter(throw)
        return max(c.values()) >= 3 or {1, 4, 5} <= c.keys() or {2, 3, 5} <= c.keys()

    hits = sum(has_set(t) for t in itertools.product(range(1, 7), repeat=n))
    assert lud.any_set_chance(n) == Fraction(hits, 6**n)


def test_ludicitude_nine_dice_almost_always_hold_a_set():
    assert lud.any_set_chance(9) == Fraction(15377, 15552)


def test_ludicitude_finals_sum_to_one_and_points_follow():
    f = figures(lud.ludicitude_odds())
    assert sum(f[k] for k in lud.FINALS) == 1
    assert f["points"] == 9 * f["3B"] + 5 * (f["1B2T"] + f["3T"])
    assert f["points-options"] > f["points"]


def test_ludicitude_exact_figures():
    # regression: the exact values of the stated strategy, recorded before the engine was made faster
    assert figures(lud.ludicitude_odds()) == {
        "any-set": Fraction(15377, 15552),
        "3B": Fraction(115759297997068017852007, 2210739197207333578997760),
        "1B2T": Fraction(226297793950300266239075, 1782408477748412698066944),
        "3T": Fraction(14208531554758798234997, 491275377157185239777280),
        "2B1T": Fraction(5420360443367501241294941, 89120423887420634903347200),
        "none": Fraction(16159035192229668871472137, 22107391972073335789977600),
        "points": Fraction(713350085945047187189037839, 570370712879492063381422080),
        "points-options": Fraction(384788373196544010487517, 260800508861221793955840),
    }


def test_ludicitude_strategy_choices():
    c = lud._counts
    # three brelans at once: all nine dice go aside
    assert lud._set_aside(c(), c(1, 1, 1, 2, 2, 2, 3, 3, 3)) == c(1, 1, 1, 2, 2, 2, 3, 3, 3)
    # no set: one die, the most frequent value, then the higher one
    assert lud._set_aside(c(), c(1, 1, 2, 2, 3, 3, 4, 4, 6)) == c(4)
    # sixes alone are thrown again: nothing changes
    assert lud._set_aside(c(1, 1, 1, 2, 2, 2, 4), c(6, 6)) == c(1, 1, 1, 2, 2, 2, 4)
    # a loose 4 with a 1 and a 5 thrown completes a trio, using the fewest new dice
    assert lud._set_aside(c(4), c(1, 5, 2, 2, 6, 6, 3, 3)) == c(1, 4, 5)


def test_ludicitude_scoring_of_nine_dice():
    c = lud._counts
    assert lud._final_of(c(1, 1, 1, 2, 2, 2, 6, 6, 6)) == ("3B", 9, 12)
    assert lud._final_of(c(5, 5, 5, 1, 4, 5, 2, 3, 5))[:2] in {("1B2T", 5), ("3T", 5)}
    assert lud._final_of(c(1, 1, 1, 2, 2, 2, 1, 4, 5)) == ("2B1T", 0, 0)
    assert lud._final_of(c(1, 1, 2, 2, 3, 3, 4, 4, 6)) == ("none", 0, 0)


def stated_set_aside(kept, throw):
    """The strategy the slow way, as the engine first computed it: every aimed combo ranked, throw by throw."""
    pool = lud._add(kept, throw)
    held = [c for c in lud.AIMED if lud._fits(c.need, kept)]
    have = max((len(c.sets) for c in held), default=0)
    best, best_key = None, None
    for c in lud.AIMED:  # most sets, fewest new dice, most brelans, bonus; the first of equals
        if len(c.sets) > have and lud._fits(c.need, pool):
            new = tuple(max(0, n - k) for n, k in zip(c.need, kept))
            key = (len(c.sets), -sum(new), c.brelans, c.bonus)
            if best_key is None or key > best_key:
                best, best_key = new, key
    if best is not None:
        return lud._add(kept, best)
    arranged = max(held, key=lambda c: (len(c.sets), c.brelans, c.bonus), default=None)
    loose = tuple(k - n for k, n in zip(kept, arranged.need)) if arranged else kept
    shown = [f for f in range(5) if throw[f]]  # never a 6
    if not shown:
        return kept
    face = max(shown, key=lambda f: (loose[f] + throw[f], f == 4, f))
    return lud._add(kept, lud._counts(face + 1))


def seeded_turns(n, seed):
    """The (dice aside, throw) pairs of n turns played with random throws."""
    rng = random.Random(seed)
    for _ in range(n):
        kept = lud._counts()
        while sum(kept) < 9:
            throw = lud._counts(*(rng.randint(1, 6) for _ in range(9 - sum(kept))))
            yield kept, throw
            kept = stated_set_aside(kept, throw)


def test_ludicitude_strategy_is_the_stated_one():
    for kept, throw in seeded_turns(800, seed=11):
        assert lud._set_aside(kept, throw) == stated_set_aside(kept, throw), (kept, throw)


def test_ludicitude_all_throws_at_once_agree_with_one_throw_at_a_time():
    # every state a turn can reach: the engine's moves against _set_aside on each throw, with its ways
    start = lud._counts()
    seen, todo = {start}, [start]
    while todo:
        kept = todo.pop()
        r = 9 - sum(kept)
        if not r:
            continue
        expected = Counter()
        for faces in itertools.combinations_with_replacement(range(1, 7), r):
            throw = lud._counts(*faces)
            ways = math.factorial(r) // math.prod(math.factorial(n) for n in throw)
            expected[lud._set_aside(kept, throw)] += ways
        stay = expected.pop(kept, 0)
        moves, still = lud._moves(lud._hand(kept))
        assert ({lud._counts_of(after): ways for after, ways in moves.items()}, still) == (dict(expected), stay), kept
        assert sum(expected.values()) + stay == 6**r
        for after in expected.keys() - seen:
            seen.add(after)
            todo.append(after)
    assert len(seen) == 2423


def test_ludicitude_exact_finals_agree_with_a_seeded_simulation():
    exact = figures(lud.ludicitude_odds())
    rng = random.Random(7)

    def turn() -> str:
        kept = lud._counts()
        while sum(kept) < 9:
            throw = lud._counts(*(rng.randint(1, 6) for _ in range(9 - sum(kept))))
            kept = lud._set_aside(kept, throw)
        return lud._final_of(kept)[0]

    n = 30000
    seen = Counter(turn() for _ in range(n))
    for final in lud.FINALS:
        p = float(exact[final])
        assert abs(seen[final] / n - p) < 4.5 * math.sqrt(p * (1 - p) / n) + 1e-9, final


# -- Petits chevaux ------------------------------------------------------------------------------------
def test_petits_chevaux():
    f = figures(chevaux.petits_chevaux_odds())
    assert f["mean-wait"] == 6
    assert f["median-wait"] == 4  # (5/6)^3 > 1/2 > (5/6)^4
    assert f["six-within-3"] == 1 - Fraction(5, 6) ** 3
    assert f["no-six-in-10"] == Fraction(5, 6) ** 10
    assert f["lost-turn"] == Fraction(1, 216)
    # a turn rolls once, again after a 6, a third time after two: 1 + 1/6 + 1/36
    assert f["rolls-per-turn"] == Fraction(43, 36)
