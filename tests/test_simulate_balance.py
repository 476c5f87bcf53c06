"""The stored, seeded simulation results (pnp/games/<id>/balance.json) are current, and the books print them."""

from __future__ import annotations

import json

import pdfplumber
import pytest

from pnp.base.resources import games_dir
from pnp.jobs import balance_hash, load_rules
from tests.conftest import run_pnp

GAMES = sorted(p.parent.name for p in games_dir().glob("*/play.py"))


@pytest.mark.parametrize("game", GAMES)
def test_stored_result_is_current(game):
    folder = games_dir() / game
    path = folder / "balance.json"
    assert path.is_file(), f"no {path}: run pnp simulate {game} --store"
    stored = json.loads(path.read_text(encoding="utf-8"))
    _, rules = load_rules(game)
    assert stored["hash"] == balance_hash(rules, folder), f"{path} is stale: run pnp simulate {game} --store"
    plan = rules.balance_plan
    assert (stored["seed"], stored["games"], stored["tip_games"], stored["policy"]) == \
        (1, plan["games"], plan["tip_games"], plan["policy"])
    assert [r["players"] for r in stored["runs"]] == [k for k in plan["players"] for _ in range(1 + len(rules.variants))]
    assert [t["tip"] for t in stored["tips"]] == ([k for k, p in rules.policies.items() if p.tip] if plan["tip_games"] else [])
    for run in stored["runs"]:
        assert run["games"] == plan["games"]
        assert all(s["ci"][0] <= s["win_rate"] <= s["ci"][1] for s in run["seats"])


def test_the_book_prints_the_stored_numbers(tmp_path):
    stored = json.loads((games_dir() / "clann" / "balance.json").read_text(encoding="utf-8"))
    r = run_pnp("rules", "clann", "--lang", "en", "--no-aids", "--out", str(tmp_path))
    assert r.code == 0, r.err
    with pdfplumber.open(tmp_path / "clann" / "rules.pdf") as pdf:
        columns = [page.crop((x0, 0, x0 + page.width / 2, page.height)).extract_text() or ""
                   for page in pdf.pages for x0 in (0, page.width / 2)]
    words = " ".join(" ".join(columns).split())
    assert "In numbers" in words
    first = stored["runs"][0]["players"]
    for run in stored["runs"]:
        if run["variants"] and run["players"] != first:
            continue  # the box gives the variants at the first player count only
        assert f"lasts {run['length']['mean']:.0f} rounds on average" in words
        if not run["variants"]:
            assert f"gap to that share: {100 * run['first_player']['edge']:+.1f}".replace("-", "−") in words


def test_store_refuses_a_game_file(tmp_path):
    text = (games_dir() / "clann" / "game.toml").read_text().replace('id = "clann"', 'id = "my-clann"')
    path = tmp_path / "mine.toml"
    path.write_text(text + '\n[simulation]\nplays_like = "clann"\n')
    r = run_pnp("simulate", str(path), "--store")
    assert r.code == 2 and "--store" in r.err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.toml"]
