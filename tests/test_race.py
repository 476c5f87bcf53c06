"""Races played from the game file (issue 24): the Markov chain against boards solved by hand and a 200,000-game
simulation, the compiled engine against the reference, pnp simulate's fields, --exact, --vs on common seeds,
the plays_like fit, and one clean line for each bad input."""

import json
import math
import random
from pathlib import Path

import pytest
from conftest import assert_clean_error, column_text, run_pnp

from pnp.engine import markov
from pnp.engine import simulate as sim
from pnp.engine.race import RaceRules, make_race, play
from pnp.jobs import load_rules

ROOT = Path(__file__).resolve().parents[1]
SNAKES = str(ROOT / "docs" / "snakes-example.toml")
LINKS = [(1, 38), (4, 14), (9, 31), (21, 42), (28, 84), (51, 67), (71, 91), (80, 100),
         (17, 7), (54, 34), (62, 19), (64, 60), (87, 24), (93, 73), (95, 75), (98, 79)]


def coin(**rules):
    """Two cells and a two-faced die (1, 2), exact finish: small enough to solve by hand."""
    return make_race(2, [], dice=((1, 2),), finish="exact", **rules)


@pytest.mark.parametrize("race, first, mean", [
    # T = 1 with 1/2 (a 2), else from cell 1 each turn 1/2: P(T = t) = 2^-t for t >= 2, S(t) = 2^-t.
    # First: 1/2 + sum_{t>=2} 2^-t 2^-(t-1) = 1/2 + 1/6; length: sum_t S(t)^2 = 1 + 1/3.
    (coin(), 2 / 3, 4 / 3),
    # a 2 rolls again without limit: from cell 1 the turn ends home. T = 1 or 2, half each: 1/2 + 1/4; 1 + 1/4.
    (coin(again_on=frozenset({2}), max_again=0), 3 / 4, 5 / 4),
    # ... at most once: from cell 1, home this turn with 1/2 + 1/4. 1/2 + (3/16) / (1 - 1/16) = 7/10;
    # S(t) = (1/2) 4^-(t-1): length 1 + sum_t (1/4) 16^-(t-1) = 1 + 4/15.
    (coin(again_on=frozenset({2}), max_again=1), 7 / 10, 19 / 15),
])
def test_the_chain_agrees_with_boards_solved_by_hand(race, first, mean):
    solved = markov.solve(race, 2)
    assert solved["wins"][0] == pytest.approx(first, abs=1e-12)
    assert sum(solved["wins"]) == pytest.approx(1, abs=1e-12)
    assert solved["mean"] == pytest.approx(mean, abs=1e-12)


def test_one_player_alone_is_solved_too():
    """A solitaire race: its expected length is (I - Q)^-1's row sum, which the chain's sum must reach."""
    import numpy as np

    race = snakes()
    t = markov.turn_matrix(race)
    turns = np.linalg.solve(np.eye(100) - t[:100, :100], np.ones(100))[0]
    solved = markov.solve(race, 1)
    assert solved["wins"][0] == pytest.approx(1, abs=1e-12)
    assert solved["mean"] == pytest.approx(turns, rel=1e-12)


def test_a_planted_error_in_the_hand_solved_figures_is_caught():
    """The comparison can fail: overshoot instead of exact changes the first player's chance (3/4)."""
    assert markov.solve(make_race(2, [], dice=((1, 2),), finish="overshoot"), 2)["wins"][0] != pytest.approx(2 / 3, abs=1e-6)


def snakes():
    return make_race(100, LINKS, finish="bounce")


def rules_of(race, players=2):
    return RaceRules(race, "test", (2, 6), [[{"en": f"s{i}", "fr": f"s{i}"} for i in range(k)] for k in range(7)],
                     {"random": sim.Policy("random", {}), "greedy": sim.Policy("greedy", {})}, [])


def test_the_chain_matches_200000_compiled_games():
    solved = markov.solve(snakes(), 2)
    rules = rules_of(snakes())
    plan = sim.Plan(("random", "random"), seed=3)
    t = sim.run(rules, plan, games=200_000)
    s = sim.summary(rules, plan, t)
    n, p = t.games, solved["wins"][0]
    assert abs(s["positions"][0]["win_rate"] - p) < 4.5 * math.sqrt(p * (1 - p) / n)
    assert abs(s["length"]["mean"] - solved["mean"]) < 4.5 * solved["sd"] / math.sqrt(n)
    for rounds in (10, 22, 40):  # the distribution of lengths, point by point
        q = solved["lengths"][rounds]
        assert abs(t.lengths[rounds] / n - q) < 4.5 * math.sqrt(q * (1 - q) / n)


def test_the_reference_engine_matches_the_chain():
    race = make_race(30, [(3, 22), (11, 26), (29, 2), (17, 4)], finish="exact", again_on=frozenset({6}), max_again=2)
    solved = markov.solve(race, 3)
    n = 4000
    firsts = sum(play(race, random.Random(i), ("random",) * 3, 0).winners == (0,) for i in range(n))
    p = solved["wins"][0]
    assert abs(firsts / n - p) < 4.5 * math.sqrt(p * (1 - p) / n)


def test_compiled_and_reference_engines_agree_when_pawns_interact():
    race = make_race(24, [(5, 15), (20, 3)], finish="overshoot", pawns=2, capture=True, again_on=frozenset({6}),
                     max_again=2)
    rules = rules_of(race)
    plan = sim.Plan(("greedy", "random"), seed=5)
    tf, ts = sim.run_games(rules, plan, 0, 4000), sim.play_chunk(rules, plan, 0, 4000, fast=False)
    fast, slow = sim.summary(rules, plan, tf), sim.summary(rules, plan, ts)
    a, b = fast["seats"][0]["win_rate"], slow["seats"][0]["win_rate"]
    assert a > 0.55  # greedy takes and goes home first: it beats random
    assert abs(a - b) < 4.5 * math.sqrt(a * (1 - a) / 2000)
    la, lb = fast["length"], slow["length"]
    assert abs(la["mean"] - lb["mean"]) < 4.5 * math.hypot(la["sd"], lb["sd"]) / math.sqrt(4000)
    rates = [t.counts["captures"] / t.counts["moves"] for t in (tf, ts)]
    assert rates[0] > 0.01 and abs(rates[0] - rates[1]) < 4.5 * math.sqrt(2 * rates[0] / tf.counts["moves"])


def test_links_chain_and_loops_are_refused():
    race = make_race(10, [(2, 5), (5, 8)])
    assert race.jumps[2] == 8 and race.jumps[5] == 8 and race.jumps[3] == 3
    with pytest.raises(Exception, match="loop"):
        make_race(10, [(2, 5), (5, 2)])


def test_exact_json_has_a_simulation_fields():
    exact = json.loads(run_pnp("simulate", SNAKES, "--exact", "--players", "2", "--json").out)
    played = json.loads(run_pnp("simulate", SNAKES, "--games", "200", "--players", "2", "--json").out)
    assert exact["exact"] is True
    assert set(played) <= set(exact)
    assert all(s["ci"] == [s["win_rate"]] * 2 for s in exact["seats"] + exact["positions"])
    assert exact["first_player"]["ci"] == [exact["first_player"]["edge"]] * 2
    assert exact["length"]["ci"] == [exact["length"]["mean"]] * 2
    assert exact["positions"][0]["win_rate"] == pytest.approx(markov.solve(snakes(), 2)["wins"][0], abs=1e-12)
    assert sum(exact["length_histogram"].values()) == pytest.approx(1, abs=1e-9)


def test_the_race_report_and_its_plot(tmp_path):
    svg = tmp_path / "r.svg"
    run = run_pnp("simulate", SNAKES, "--games", "2000", "--players", "3", "--plot", str(svg))
    assert run.code == 0, run.err
    assert "plays 1st" in run.out and "First player's edge" in run.out and "links back per move" in run.out
    assert "red" in run.out and "yellow" in run.out  # the pawns' colours name the sides
    assert svg.read_text().count('class="interval"') == 6


def test_small_runs_give_no_interval_for_length_and_edge():
    data = json.loads(run_pnp("simulate", SNAKES, "--games", "10", "--players", "2", "--json").out)
    assert data["length"]["ci"] is None and data["first_player"]["ci"] is None
    text = run_pnp("simulate", SNAKES, "--games", "10", "--players", "2").out
    assert "no interval under 30 games" in text


def race_file(tmp_path: Path, name: str, title: str, extra_links: str = "", sim_extra: str = "") -> str:
    path = tmp_path / f"{name}.toml"
    path.write_text(
        f'id = "{name}"\ntitle = "{title}"\nplayers = {{ min = 2, max = 4 }}\n'
        '[[dice]]\nid = "d6"\nfaces = [1, 2, 3, 4, 5, 6]\n'
        '[board]\nkind = "track"\ncolumns = 6\nrows = 5\npawn_base = "14mm"\n'
        f'links = [{{ from = 3, to = 12 }}, {{ from = 27, to = 4 }}{extra_links}]\n'
        f'[simulation]\nkind = "race"\nfinish = "exact"\n{sim_extra}', encoding="utf-8")
    return str(path)


def test_vs_pairs_the_games_and_says_what_changed(tmp_path):
    old = race_file(tmp_path, "old", "Old race")
    new = race_file(tmp_path, "new", "New race", extra_links=", { from = 8, to = 25 }")
    run = run_pnp("simulate", new, "--vs", old, "--games", "4000", "--players", "2", "--json")
    v = json.loads(run.out)["vs"]
    assert v["titles"] == ["New race", "Old race"]
    chain_new = markov.solve(load_rules(new)[1].race, 2)["mean"]
    chain_old = markov.solve(load_rules(old)[1].race, 2)["mean"]
    length = v["length"]
    assert length["difference"] == pytest.approx(length["a"] - length["b"])
    assert length["ci"][0] <= chain_new - chain_old <= length["ci"][1] and length["significant"]
    assert chain_new < chain_old  # a long ladder shortens the game: the difference is this game minus the other
    text = run_pnp("simulate", new, "--vs", old, "--games", "4000", "--players", "2").out
    assert "New race minus Old race" in text and "Games last" in text.splitlines()[-1] and "rounds less" in text
    french = run_pnp("simulate", new, "--vs", old, "--games", "4000", "--players", "2", "--lang", "fr").out
    assert "Les parties durent" in french.splitlines()[-1] and "manches de moins" in french
    back = json.loads(run_pnp("simulate", old, "--vs", new, "--games", "4000", "--players", "2", "--json").out)["vs"]
    assert back["length"]["difference"] == pytest.approx(-length["difference"])


def test_paired_intervals_are_narrower_than_independent_ones(tmp_path):
    """Common seeds pair the games: the paired length interval is well inside the independent one."""
    old = race_file(tmp_path, "old", "Old race")
    new = race_file(tmp_path, "new", "New race", extra_links=", { from = 20, to = 23 }")
    data = json.loads(run_pnp("simulate", new, "--vs", old, "--games", "3000", "--players", "2", "--json").out)
    paired = data["vs"]["length"]["ci"]
    independent = 2 * 1.96 * math.sqrt(2) * data["length"]["sd"] / math.sqrt(3000)
    assert paired[1] - paired[0] < 0.8 * independent


@pytest.mark.parametrize("args, words", [
    (["--exact", "--players", "2"], ["--exact", "interact"]),
    (["--players", "0"], ["--players", "0"]),
    (["--precision", "inf"], ["--precision"]),
    (["--precision", "1e300"], ["--precision"]),
    (["--precision", "1e-300"], ["--precision"]),
    (["--precision", "50"], ["--precision", "100 games"]),
])
def test_bad_simulation_input_is_one_line(tmp_path, args, words):
    crowded = race_file(tmp_path, "crowded", "Crowded", sim_extra="pawns = 2\ncapture = true\n")
    run = run_pnp("simulate", crowded, *args)
    assert run.code == 2
    assert_clean_error(run, *words)


def test_a_race_off_a_track_and_an_unknown_die_are_one_line(tmp_path):
    grid = tmp_path / "grid.toml"
    grid.write_text('id = "g"\ntitle = "G"\nplayers = { min = 2, max = 2 }\n[[dice]]\nid = "d6"\nfaces = [1, 2, 3, 4, 5, 6]\n'
                    '[board]\nkind = "grid"\ncolumns = 4\nrows = 4\n[simulation]\nkind = "race"\n', encoding="utf-8")
    assert_clean_error(run_pnp("simulate", str(grid)), "simulation.kind", "track", "grid board")
    assert_clean_error(run_pnp("build", str(grid), "--out", str(tmp_path / "o")), str(grid), "simulation.kind")
    assert not (tmp_path / "o" / "g").exists()
    die = race_file(tmp_path, "die", "Die", sim_extra='dice = ["d8"]\n')
    run = run_pnp("simulate", die)
    assert run.code == 2
    assert_clean_error(run, "simulation.dice[0]", "d8")


def test_plays_like_checks_the_fit_and_vs_the_engine(tmp_path):
    text = Path(SNAKES).read_text().split("[simulation]")[0] + '[simulation]\nplays_like = "petits-chevaux"\n'
    like = tmp_path / "like.toml"
    like.write_text(text, encoding="utf-8")
    assert_clean_error(run_pnp("simulate", str(like)), "a 100-cell track is not a 52-square cross")
    run = run_pnp("simulate", SNAKES, "--vs", "petits-chevaux", "--games", "100")
    assert run.code == 2
    assert_clean_error(run, "--vs", "engine")


def book_words(tmp_path: Path, ref: str, lang: str = "en") -> str:
    out = tmp_path / f"book-{lang}"
    r = run_pnp("rules", ref, "--lang", lang, "--no-aids", "--out", str(out))
    assert r.code == 0, r.err
    (pdf_path,) = out.rglob("rules.pdf")
    return " ".join(column_text(pdf_path).split())  # column by column: balanced columns share their heights


def test_the_book_prints_the_exact_figures_of_a_race(tmp_path):
    words = book_words(tmp_path, SNAKES)
    two, six = markov.solve(snakes(), 2), markov.solve(snakes(), 6)
    assert "In numbers" in words and "Worked out exactly" in words
    assert f"With 2 players, a game lasts {two['mean']:.1f} rounds on average" in words
    assert f"The first to play wins {100 * two['wins'][0]:.2f}% of games" in words
    assert f"With 6 players, a game lasts {six['mean']:.1f} rounds" in words
    french = book_words(tmp_path, SNAKES, "fr")
    assert "En chiffres" in french and f"{100 * two['wins'][0]:.2f}".replace(".", ",") in french


def test_the_book_of_a_race_whose_pawns_meet_plays_seeded_games(tmp_path):
    crowded = race_file(tmp_path, "crowded", "Crowded", sim_extra="pawns = 2\ncapture = true\n")
    words = book_words(tmp_path, crowded)
    assert "Measured over 10,000 games" in words and "policy — greedy:" in words and "“Greedy” means" in words
    assert words.count("rounds on average") == 2  # 2 and 4 players


def test_exact_is_for_races_and_race_keys_need_a_race(tmp_path):
    assert_clean_error(run_pnp("simulate", "petits-chevaux", "--exact"), "--exact", "races")
    assert_clean_error(run_pnp("simulate", SNAKES, "--exact", "--games", "10"), "--exact", "--games")
    stray = tmp_path / "stray.toml"
    stray.write_text('id = "x"\ntitle = "X"\nplayers = { min = 2, max = 2 }\n[[dice]]\nid = "d6"\nfaces = [1, 2, 3, 4, 5, 6]\n'
                     '[simulation]\nplays_like = "petits-chevaux"\ncapture = true\n', encoding="utf-8")
    assert_clean_error(run_pnp("simulate", str(stray)), "simulation.capture", 'kind = "race"')


@pytest.mark.parametrize("finish, words", [("exact", "exact count"), ("bounce", "moves back"), ("overshoot", "past the last")])
def test_the_readings_say_the_finish_rule(tmp_path, finish, words):
    path = race_file(tmp_path, "f", "F")
    text = Path(path).read_text().replace('finish = "exact"', f'finish = "{finish}"')
    Path(path).write_text(text)
    readings = [r["en"] for r in load_rules(path)[1].readings(frozenset())]
    assert any(words in r for r in readings), readings
    assert not any("Worked out exactly" in r for r in readings)


def test_the_closing_sentence_in_both_languages():
    from pnp.report import change_sentence

    quiet = {"significant": False, "difference": 0.001, "ci": [-0.01, 0.012]}
    v = {"games": 20_000, "side_names": ["Foxes", "Hens"], "ties": quiet,
         "sides": [{"significant": True, "difference": 0.026, "ci": [0.006, 0.046]}, quiet],
         "length": {"significant": True, "difference": -0.4, "ci": [-0.7, -0.1]}}
    assert change_sentence(v, "en") == "Foxes: 2.6 points more wins (±2.0); games last 0.4 rounds less (±0.3)."
    assert change_sentence(v, "fr") == ("Foxes\u00a0: 2,6 points de victoires en plus (±2,0)\u202f; les parties durent "
                                        "0,4 manches de moins (±0,3).")
    assert change_sentence({**v, "sides": [quiet, quiet], "length": quiet}, "en").startswith("No difference")
