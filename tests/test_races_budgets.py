"""Issue 33, races and dice tried as an attacker would, every crafted file run capped (1 GB, 60 s, run_capped):
a turn that cannot end is refused before play by the one check simulate, --exact, build and validate share;
eight and twelve d20s are summed by convolution (never 20^8 throws) and solved at once; the sums, throws and
the Markov chain's clamped rolls equal brute force with Fractions on small cases and icepool on larger ones;
and a claim or odds table too big to compute names the game file and its key, never an option not given."""

from __future__ import annotations

import itertools
import json
import math
from fractions import Fraction

import icepool
import pytest
from conftest import assert_clean_error, run_capped

from pnp.base.errors import PnpError
from pnp.engine import markov
from pnp.engine.dice import H, sum_dice
from pnp.engine.race import make_race, roll_chances
from pnp.engine.throws import MAX_THROWS, throws

D20 = tuple(range(1, 21))


def race_file(tmp_path, *, faces=(1, 2, 3, 4, 5, 6), copies=1, finish="exact", again_on=(), name="race.toml"):
    """A small race: a 6 × 5 track, two players, `copies` of one die rolled and summed."""
    dice = ", ".join(['"die"'] * copies)
    again = f"again_on = {list(again_on)}\n" if again_on else ""
    shape = f'shape = "d{len(faces)}"\n' if len(faces) != 6 else ""
    path = tmp_path / name
    path.write_text(f"""id = "attack"
title = {{ fr = "Course", en = "Race" }}
players = {{ min = 2, max = 2 }}

[[dice]]
id = "die"
name = {{ fr = "Dé", en = "Die" }}
faces = {json.dumps(list(faces))}
{shape}
[board]
kind = "track"
columns = 6
rows = 5
cell = "25mm"
links = [{{ from = 4, to = 14 }}, {{ from = 27, to = 9 }}]

[simulation]
kind = "race"
dice = [{dice}]
finish = "{finish}"
{again}""", encoding="utf-8")
    return path


def assert_not_cut(run) -> None:
    """The run ended by itself: neither the 60 s cap (-9) nor the 1 GB one (a MemoryError, exit 70)."""
    assert run.code not in (-9, 70), run.err[-500:]
    assert "MemoryError" not in run.err and "Traceback" not in run.err, run.err[-500:]


# -- a turn that never ends --------------------------------------------------------------------------------------

@pytest.mark.parametrize("args", [("simulate", "--games", "100"), ("simulate", "--exact"), ("build",)],
                         ids=["simulate", "exact", "build"])
def test_a_turn_that_never_ends_is_refused_in_one_line_before_play(tmp_path, args):
    """Every face a 6, a 6 rolls again without limit, and an exact finish: a pawn short of the last cell rolls
    forever. `simulate --games 100` hung on it (the 60 s cap) while --exact and build refused it."""
    path = race_file(tmp_path, faces=(6,) * 6, again_on=(6,))
    command, *options = args
    out = ["--out", str(tmp_path / "out")] if command == "build" else []
    run = run_capped(command, path.name, *options, *out, cwd=tmp_path)
    assert_not_cut(run)
    assert run.code == 2
    assert_clean_error(run, "race.toml: simulation.again_on:", "turn never ends", "max_again")
    assert not (tmp_path / "out").exists()


def test_validate_names_the_endless_turn_in_the_game_file_check(tmp_path):
    path = race_file(tmp_path, faces=(6,) * 6, again_on=(6,))
    run = run_capped("validate", path.name, cwd=tmp_path)
    assert_not_cut(run)
    assert run.code == 1
    failed = [line for line in run.out.splitlines() if "FAIL" in line]
    assert len(failed) == 1 and "game file: race.toml: simulation.again_on: every roll gives another roll" in failed[0]


def test_a_race_whose_first_die_has_words_is_refused_at_its_dice(tmp_path):
    """With no `dice` the race rolls the first die, whose words it cannot add: one line, not the engine's."""
    path = race_file(tmp_path, faces=(1, 2, "Noir", "Noir", 5, 6))
    path.write_text(path.read_text(encoding="utf-8").replace('dice = ["die"]\n', ""), encoding="utf-8")
    run = run_capped("simulate", path.name, "--games", "10", cwd=tmp_path)
    assert_not_cut(run)
    assert_clean_error(run, "race.toml: simulation.dice:", "has a word on a face")


def test_the_check_is_the_engines_own_and_lets_a_turn_that_can_end_through():
    """make_race and the Markov chain refuse through the same function; a 6 that rolls again among other faces,
    or every roll again with max_again, is a race like any other."""
    with pytest.raises(PnpError, match="turn never ends") as caught:
        make_race(30, [], dice=((6, 6, 6),), again_on=frozenset({6}))
    assert caught.value.field == "simulation.again_on"
    assert make_race(30, [], dice=((1, 6),), again_on=frozenset({6})).cells == 30
    bounded = make_race(30, [], dice=((6,),), again_on=frozenset({6}), max_again=2, finish="overshoot")
    assert markov.solve(bounded, 2)["wins"][0] > 0.5


# -- eight and twelve d20s ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("args", [("simulate", "--exact", "--json"), ("validate",),
                                  ("build", "--parts", "rules", "--format", "pdf")],
                         ids=["exact", "validate", "build"])
def test_eight_d20s_are_solved_exactly_without_20_to_the_8_throws(tmp_path, args):
    """The roll table enumerated the 2.56e10 throws of eight d20s: --exact, validate and build hit the 60 s cap."""
    path = race_file(tmp_path, faces=D20, copies=8, finish="overshoot")
    command, *options = args
    out = ["--out", str(tmp_path / "out")] if command == "build" else []
    run = run_capped(command, path.name, *options, *out, cwd=tmp_path)
    assert_not_cut(run)
    assert run.code == 0, run.err[-500:]
    if command == "simulate":
        solved = json.loads(run.out)
        assert solved["exact"] is True and sum(p["win_rate"] for p in solved["positions"]) == pytest.approx(1)
    if command == "build":
        assert list((tmp_path / "out" / "attack").glob("*.pdf"))


def test_twelve_d20s_are_solved_exactly_too(tmp_path):
    path = race_file(tmp_path, faces=D20, copies=12, finish="overshoot")
    run = run_capped("simulate", path.name, "--exact", cwd=tmp_path)
    assert_not_cut(run)
    assert run.code == 0 and "(exact)" in run.out, run.err[-500:]


def test_a_race_the_chain_cannot_finish_names_the_game_file(tmp_path):
    """Eight d20s bouncing back from the end of a 30-cell track: a pawn seldom gets home, and --exact says so
    naming the file (it said `simulation:` alone, once the roll table no longer hung)."""
    path = race_file(tmp_path, faces=D20, copies=8, finish="bounce")
    run = run_capped("simulate", path.name, "--exact", cwd=tmp_path)
    assert_not_cut(run)
    assert_clean_error(run, "pnp: error: race.toml: simulation: a pawn is still on its way")


def test_dice_past_the_budget_are_refused_in_one_line_naming_the_field(tmp_path):
    """Three thousand d20s: their sums' table is past the exact engine's budget, refused when the file is read."""
    path = race_file(tmp_path, faces=D20, copies=3000)
    run = run_capped("simulate", path.name, "--exact", cwd=tmp_path)
    assert_not_cut(run)
    assert_clean_error(run, "race.toml: simulation.dice:", "roll fewer dice")


# -- the sums against brute force and icepool --------------------------------------------------------------------

def brute_sum(dice) -> dict[int, Fraction]:
    """Every ordered throw, with Fractions: the reference a convolution must equal."""
    out: dict[int, Fraction] = {}
    each = Fraction(1, math.prod(len(d) for d in dice))
    for throw in itertools.product(*dice):
        out[sum(throw)] = out.get(sum(throw), 0) + each
    return out


@pytest.mark.parametrize("dice", [
    [tuple(range(1, 7))] * 3,  # 3d6
    [D20] * 2,  # 2d20
    [(1, 2, 3, 4), tuple(range(1, 7)), (1, 1, 5, 9), (-3, 0, 0, 12)],  # mixed, repeated and negative faces
    [(0, 10, 20), (0, 10, 20), (5, 5, 105)],  # faces a common step apart
])
def test_convolution_equals_brute_force(dice):
    assert roll_chances(tuple(dice)) == brute_sum(dice)
    assert sum(roll_chances(tuple(dice)).values()) == 1


def icepool_chances(die) -> dict[int, Fraction]:
    return {k: Fraction(q, die.denominator()) for k, q in die.items()}


@pytest.mark.parametrize("ours, theirs", [
    ((D20,) * 8, 8 @ icepool.d20),
    ((D20,) * 12, 12 @ icepool.d20),
    ((tuple(range(1, 7)),) * 5 + (tuple(range(1, 11)),) * 3 + ((0, 0, 7, 100),),
     5 @ icepool.d6 + 3 @ icepool.d10 + icepool.Die([0, 0, 7, 100])),
])
def test_convolution_equals_icepool_on_larger_dice(ours, theirs):
    assert roll_chances(ours) == icepool_chances(theirs)


def test_sum_dice_refuses_past_its_budget_naming_the_callers_field():
    with pytest.raises(PnpError) as caught:
        sum_dice([H.standard(20)] * 3000, field="simulation.dice", fix="roll fewer dice")
    assert caught.value.field == "simulation.dice" and "roll fewer dice" in caught.value.message


# -- throws counted as sets of faces ------------------------------------------------------------------------------

def ordered_throws(dice):
    for combo in itertools.product(*(d.items() for d in dice)):
        yield tuple(f for f, _ in combo), math.prod(n for _, n in combo)


def pattern_counts(found, key) -> dict:
    out: dict = {}
    for faces, ways in found:
        out[key(faces)] = out.get(key(faces), 0) + ways
    return out


def largest_set(faces) -> int:
    return max(faces.count(f) for f in faces)


NOIR = H.from_faces([1, 2, "Noir", "Noir", 5, 6])


@pytest.mark.parametrize("dice", [[H.standard(6)] * 3, [NOIR, H.standard(6), H.standard(6)],
                                  [H.standard(4), NOIR, H.standard(4), NOIR], [H.from_faces([1, 1, 2])] * 4])
def test_throws_as_sets_of_faces_equal_every_ordered_throw(dice):
    """Pairs, sets and the faces shown sorted: the same counts as the cartesian product, in fewer throws."""
    for key in (largest_set, lambda f: tuple(sorted(map(str, f)))):
        assert pattern_counts(throws(dice), key) == pattern_counts(ordered_throws(dice), key)
    assert len(list(throws(dice))) < math.prod(len(d) for d in dice)


def test_throws_give_icepool_s_highest_face_and_largest_set():
    dice = [H.standard(6)] * 4 + [H.standard(8)] * 2
    pool = [icepool.d6] * 4 + [icepool.d8] * 2
    total = 6**4 * 8**2
    highest = {k: Fraction(v, total) for k, v in pattern_counts(throws(dice), max).items()}
    assert highest == icepool_chances(icepool.highest(*pool))
    sets = {k: Fraction(v, total) for k, v in pattern_counts(throws(dice), largest_set).items()}
    assert sets == icepool_chances(icepool.Pool(pool).largest_count())


def test_throws_past_the_budget_are_refused_before_counting():
    """Three 120-faced dice of Clann's kinds: 871,200 sets of faces (1.7 million ordered throws took 18 s)."""
    black = H.from_faces([*range(1, 119), "Noir", "Noir"])
    with pytest.raises(PnpError) as caught:
        next(throws([black, H.standard(120), H.standard(120)]))
    assert caught.value.field == "dice" and f"{MAX_THROWS:,}" in caught.value.message


# -- the Markov chain's clamped rolls -----------------------------------------------------------------------------

def unclamped_matrix(race):
    """The turn matrix from every sum the dice roll, one by one (the chain before its rolls were clamped)."""
    import numpy as np

    n = race.cells + 1
    stop, more = np.zeros((n, n)), np.zeros((n, n))
    for roll, chance in brute_sum(race.dice).items():
        for p in range(race.cells):
            to = race.target(p, roll)
            to = p if to is None else to
            target = more if roll in race.again_on and to != race.cells else stop
            target[p, to] += float(chance)
    stop[race.cells, race.cells] = 1.0
    return np.linalg.solve(np.eye(n) - more, stop)


@pytest.mark.parametrize("finish", ["exact", "bounce", "overshoot"])
def test_clamped_rolls_give_the_same_chain(finish):
    """Sums far past a 6-cell track (a 0 to 40 die) and far below it (-30) move alike and are merged, an
    again-roll kept apart from the others."""
    race = make_race(6, [(2, 5)], dice=((-30, 1, 2, 3, 40), (0, 1, 22)), finish=finish,
                     again_on=frozenset({2, 62, -29}))
    assert len(markov.track_rolls(race)) < len(race.rolls())
    assert markov.turn_matrix(race) == pytest.approx(unclamped_matrix(race), abs=1e-12)


# -- a claim's or an odds table's refusal names the game file and its key ----------------------------------------

def duel_file(tmp_path, table: str):
    path = tmp_path / "game.toml"
    path.write_text(f"""id = "duel"
title = {{ fr = "Duel", en = "Duel" }}
players = {{ min = 2, max = 2 }}

[[dice]]
id = "wide"
name = {{ fr = "Large", en = "Wide" }}
faces = [1, 2, 3, 4, 5, 99999]

[[dice]]
id = "plain"
name = {{ fr = "Simple", en = "Plain" }}
faces = [1, 2, 3, 4, 5, 6]

{table}""", encoding="utf-8")
    return path


CLAIM = '[[claims]]\ndie = "wide"\nagainst = "plain"\nwin = "1/2"\nrolls = 1000\n'


@pytest.mark.parametrize("args", [("build",), ("stats", "claims")], ids=["build", "claims"])
def test_a_claim_too_big_to_compute_names_the_file_and_the_claim(tmp_path, args):
    """It began `--rolls: claims[0]:`, an option the user never gave, and named no file."""
    path = duel_file(tmp_path, CLAIM)
    *command, = args
    out = ["--out", str(tmp_path / "out")] if command == ["build"] else []
    run = run_capped(*command, path.name, *out, cwd=tmp_path)
    assert_not_cut(run)
    assert_clean_error(run, "pnp: error: game.toml: claims[0].rolls:", "too big to compute", "fewer rolls")
    assert "--rolls" not in run.err


def test_validate_names_the_file_and_the_claim_too(tmp_path):
    run = run_capped("validate", duel_file(tmp_path, CLAIM).name, cwd=tmp_path)
    assert_not_cut(run)
    failed = [line for line in run.out.splitlines() if "FAIL" in line]
    assert failed and failed[-1].split(None, 2)[2].startswith("game.toml: claims[0].rolls: the exact answer needs")
    assert "--rolls" not in run.out


def test_an_odds_table_too_big_to_compute_names_the_file_and_its_variants(tmp_path):
    path = duel_file(tmp_path, "[[odds]]\nvariants = [{ sum = 1000 }]\n")
    run = run_capped("stats", "game", path.name, cwd=tmp_path)
    assert_not_cut(run)
    assert_clean_error(run, "pnp: error: game.toml: odds[0].variants:", "too big to compute")
    assert "--rolls" not in run.err


def test_the_command_line_keeps_its_own_option(tmp_path):
    run = run_capped("stats", "compare", "1,2,3,4,5,99999", "d6", "--rolls", "1000", cwd=tmp_path)
    assert_not_cut(run)
    assert_clean_error(run, "pnp: error: --rolls: the exact answer needs")
