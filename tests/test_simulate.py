"""The simulation framework and the rules engines, tied to exact figures (each within 4 standard errors)."""

from __future__ import annotations

import json
import math
import random
from fractions import Fraction

import pytest

from pnp.engine import simulate as sim
from pnp.engine.dice import H
from pnp.engine.odds import Variant, compare
from pnp.jobs import load_rules
from tests.conftest import assert_clean_error, run_pnp


def within(value: float, exact: float, se: float, k: float = 4) -> bool:
    return abs(value - exact) <= k * se


@pytest.fixture(scope="module")
def horses():
    return load_rules("petits-chevaux")[1]


@pytest.fixture(scope="module")
def territory():
    return load_rules("renards-poules-viperes")[1]


def test_wilson_interval_and_precision_bounds():
    low, high = sim.wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert sim.wilson(0, 10)[0] == 0.0
    assert sim.games_for_precision(1.0) == math.ceil(sim.Z**2 / 4 / 0.01**2)
    with pytest.raises(Exception, match="--precision"):
        sim.check_precision(0.02)  # 24 million games in the worst case
    assert sim.check_precision(0.05) < sim.MAX_GAMES


def test_game_seeds_depend_on_seed_and_number_only():
    assert sim.game_seed(7, 3) == sim.game_seed(7, 3)
    assert len({sim.game_seed(7, i) for i in range(100)} | {sim.game_seed(8, 0)}) == 101


@pytest.mark.parametrize("rolls, exact", [(1, Fraction(7, 12)), (3, Fraction(539, 864))])
def test_territory_attacks_match_the_exact_odds(territory, rolls, exact):
    fox, hen = territory.dice[1], territory.dice[0]
    assert compare(H.from_faces(fox), H.from_faces(hen), Variant(series=rolls)).win == exact  # 539/864: 3 calm rolls
    rng, n = random.Random(5), 20_000
    won = sum(territory_attack(rng, fox, hen, rolls) for _ in range(n))
    p = float(exact)
    assert within(won / n, p, math.sqrt(p * (1 - p) / n))


def territory_attack(rng, a, b, rolls):
    from pnp.base.resources import games_dir
    from pnp.engine.simulate import load_module

    return load_module(games_dir() / "renards-poules-viperes" / "play.py").attack(rng, a, b, rolls)


@pytest.mark.parametrize("fast", [True, False])
def test_petits_chevaux_wait_for_a_six_and_lost_turns(horses, fast):
    plan = sim.Plan(("random",) * 4, seed=3)
    t = sim.play_chunk(horses, plan, 0, 4000) if fast else reference(horses, plan, 0, 300)
    s = sim.summary(horses, plan, t)["measures"]
    wait, lost = s["wait-six"], s["lost-turn"]
    assert within(wait["value"], 6, math.sqrt(30 / wait["events"]))  # geometric: variance (1-p)/p^2 = 30
    p = 1 / 216
    assert within(lost["value"], p, math.sqrt(p * (1 - p) / lost["events"]))


def reference(rules, plan, start, stop):
    """The pure-Python engine, even where a fast backend exists."""
    t = sim.Tally(plan.players)
    for i in range(start, stop):
        first, shift = sim.seating(i, plan.players, plan.rotate)
        rng = random.Random(sim.game_seed(plan.seed, i))
        t.add(rules.play(rng, sim.seat_policies(plan.policies, shift), first, plan.variants), first, shift)
    return t


def fair_share_check(t: sim.Tally):
    n, k = t.games, t.players
    share = (n - t.tie_games) / k
    for wins in t.side_win + t.pos_win:
        p = share / n
        assert within(wins / n, p, math.sqrt(p * (1 - p) / n)), (t.side_win, t.pos_win)


def test_random_seats_win_equally(horses, territory):
    fair_share_check(sim.run(horses, sim.Plan(("random",) * 4, seed=11), games=20_000))
    fair_share_check(sim.run(horses, sim.Plan(("random",) * 3, seed=11), games=20_000))
    fair_share_check(sim.run(territory, sim.Plan(("random",) * 3, seed=11), games=3_000))


def test_fast_engine_agrees_with_the_reference(horses):
    """Win rates and mean length of the numba engine and the pure-Python one, for random and greedy players."""
    for policies, n in ((("random",) * 4, 600), (("greedy", "random"), 600)):
        plan = sim.Plan(policies, seed=21)
        fast, ref = sim.play_chunk(horses, plan, 0, 20_000), reference(horses, plan, 0, n)
        a, b = sim.summary(horses, plan, fast), sim.summary(horses, plan, ref)
        for sa, sb in zip(a["seats"], b["seats"]):
            d, ci = sim.difference(sa["win_rate"], sb["win_rate"], fast.games, ref.games)
            assert abs(d) <= 4 * (ci[1] - ci[0]) / (2 * sim.Z), (policies, sa, sb)
        la, lb = a["length"], b["length"]
        se = math.sqrt(la["sd"] ** 2 / fast.games + lb["sd"] ** 2 / ref.games)
        assert within(la["mean"], lb["mean"], se), (policies, la, lb)


def test_results_do_not_depend_on_workers(territory):
    plan = sim.Plan(("greedy", "random", "prey"), frozenset({"weather"}), seed=4)
    start, stop = sim.CHUNK - 150, sim.CHUNK + 150  # two chunks, both partial
    one = sim.run_games(territory, plan, start, stop, workers=1)
    two = sim.run_games(territory, plan, start, stop, workers=2)
    assert one == two and one.games == stop - start


def test_same_seed_same_output():
    args = ("simulate", "renards-poules-viperes", "--games", "300", "--seed", "9", "--json")
    a, b = run_pnp(*args), run_pnp(*args)
    assert a.code == 0 and a.out == b.out
    data = json.loads(a.out)
    assert data["games"] == 300 and len(data["seats"]) == 3
    assert all(s["ci"][0] <= s["win_rate"] <= s["ci"][1] for s in data["seats"])
    assert {"mean", "median", "p10", "p90"} <= set(data["length"]) and "rate" in data["ties"]
    c = json.loads(run_pnp(*args[:-3], "--seed", "10", "--json").out)
    assert c["seats"] != data["seats"]


def test_precision_stops_when_every_rate_is_known(horses):
    t = sim.run(horses, sim.Plan(("random",) * 2, seed=2), precision=1.0)
    assert sim.widest(t) <= 1.0 and t.games < sim.games_for_precision(1.0) + 64 * sim.CHUNK


def test_cli_prints_readings_edge_and_tips():
    r = run_pnp("simulate", "petits-chevaux", "--games", "2000", "--players", "2", "--tips")
    assert r.code == 0, r.err
    assert "52-square track" in r.out and "First player's edge" in r.out
    for tip in ("capture", "out-early", "count", "keep-back"):
        assert f"  {tip} " in r.out
    fr = run_pnp("simulate", "petits-chevaux", "--games", "200", "--lang", "fr")
    assert "Avantage du premier joueur" in fr.out


@pytest.mark.parametrize("args, where", [
    (("--policy", "sneaky"), "--policy"),
    (("--players", "5"), "--players"),
    (("--games", "0"), "--games"),
    (("--precision", "0.01"), "--precision"),
    (("--variant", "moon"), "--variant"),
    (("--players", "2", "--policy", "random,random,greedy"), "--policy"),
])
def test_bad_options(tmp_path, args, where):
    r = run_pnp("simulate", "petits-chevaux", *args)
    assert_clean_error(r, where)
    assert r.code == 2


def test_a_game_file_with_no_rules_engine(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text('id = "mine"\ntitle = "Mine"\nplayers = { min = 2, max = 4 }\n')
    r = run_pnp("simulate", str(path))
    assert_clean_error(r, str(path), "plays_like")
    path.write_text(path.read_text() + '[simulation]\nplays_like = "chess"\n')
    assert_clean_error(run_pnp("simulate", str(path)), "chess")
    assert not any(p.name != "mine.toml" for p in tmp_path.iterdir())


def test_a_designer_file_plays_with_its_own_dice(tmp_path):
    """The territory game with the fox's 3 turned into a 13: the fox now ties the hen's 13 once in 36."""
    from pnp.base.resources import games_dir

    text = (games_dir() / "renards-poules-viperes" / "game.toml").read_text()
    text = text.replace("faces = [3, 4, 5, 14, 15, 16]", "faces = [13, 4, 5, 14, 15, 16]").replace(
        'id = "renards-poules-viperes"', 'id = "my-territory"')
    text += '\n[simulation]\nplays_like = "renards-poules-viperes"\n'

    path = tmp_path / "mine.toml"
    path.write_text(text)
    game, rules = load_rules(str(path))
    assert rules.dice[1] == (13, 4, 5, 14, 15, 16) and rules.id == "my-territory"
    r = run_pnp("simulate", "renards-poules-viperes", "--games", "600", "--vs", str(path))
    assert r.code == 0, r.err
    # both titles are the same, so the columns are headed by the files' stems; the difference is game minus mine
    assert "Side by side: game minus mine" in r.out and " game     mine" in r.out


def test_clann_dice_per_turn_and_the_escale_ending():
    _, clann = load_rules("clann")
    plan = sim.Plan(("random",) * 2, seed=6)
    t = sim.run(clann, plan, games=300)
    s = sim.summary(clann, plan, t)
    dice = s["measures"]["dice-per-turn"]
    assert within(dice["value"], 2037 / 530, dice["se"])
    short = sim.summary(clann, plan, sim.run(clann, sim.Plan(plan.policies, frozenset({"escale"}), 6), games=300))
    a, b = s["length"], short["length"]
    assert b["mean"] < a["mean"] - 4 * math.hypot(a["sd"], b["sd"]) / math.sqrt(300)


def test_clann_taking_is_a_cycle():
    from pnp.base.resources import games_dir
    from pnp.engine.simulate import load_module

    takes = load_module(games_dir() / "clann" / "play.py").takes
    assert [b for b in (4, 3, 2, 1) if takes(4, b)] == [3, 2]
    assert [b for b in (4, 3, 2, 1) if takes(1, b)] == [4]
    assert not takes(2, 3) and takes(3, 1)


@pytest.mark.parametrize("options", [False, True])
def test_ludicitude_turn_score_matches_the_exact_chain(options):
    _, ludi = load_rules("ludicitude")
    variants = frozenset({"options"}) if options else frozenset()
    exact = ludi.exact(variants)
    dist = exact["distribution"]
    assert sum(dist.values()) == 1 and exact["turns"] == 10
    assert exact["mean"] == 10 * sum(v * p for v, p in sim_turn(ludi, options).items())
    plan = sim.Plan(("greedy",) * 2, variants, seed=8)
    m = sim.summary(ludi, plan, sim.run(ludi, plan, games=300))["measures"]["points"]
    assert within(m["value"], float(exact["mean"]) / 10, m["se"])


def sim_turn(ludi, options):
    import sys

    return sys.modules[type(ludi).__module__].turn_score(options)


def test_plot_draws_rates_with_intervals_and_lengths(tmp_path):
    import re

    svg = tmp_path / "c.svg"
    r = run_pnp("simulate", "petits-chevaux", "--games", "400", "--json", "--plot", str(svg))
    assert r.code == 0, r.err
    data = json.loads(r.out)
    text = svg.read_text()
    assert text.count('class="interval"') == 8 and text.count('class="fair"') == 1
    widths = [float(m) for m in re.findall(r'<rect[^>]*width="([0-9.]+)"[^>]*class="bar"', text)]
    rates = [s["win_rate"] for s in data["seats"]] + [p["win_rate"] for p in data["positions"]]
    assert widths[:8] == pytest.approx([widths[0] * x / rates[0] for x in rates], rel=1e-3)
    assert len(widths) - 8 == len(data["length_histogram"])  # one bar per length seen
    for suffix, magic in ((".pdf", b"%PDF"), (".png", b"\x89PNG")):
        path = tmp_path / f"c{suffix}"
        assert run_pnp("simulate", "clann", "--games", "50", "--plot", str(path)).code == 0
        assert path.read_bytes().startswith(magic)
    assert_clean_error(run_pnp("simulate", "clann", "--games", "50", "--plot", str(svg)), "--force")
    assert_clean_error(run_pnp("simulate", "clann", "--plot", str(tmp_path / "c.gif")), "--plot")
    assert not (tmp_path / "c.gif").exists()
