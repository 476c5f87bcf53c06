"""What `pnp simulate` prints, from the summaries of pnp.engine.simulate: the report, the exact figures beside
it, the side-by-side comparison of two versions, the tips, and the progress of a long run. Its texts are in the
one catalogue (pnp.base.i18n), under "simulate." and "progress."; kept apart from the framework, so rewording a
line leaves the stored results (whose hash covers the framework's source) current.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from pnp.base.i18n import decimal, figure, grouped, ordinal, percent, points, say, spacing
from pnp.engine.paired import MIN_INTERVAL

if TYPE_CHECKING:
    from pnp.engine.simulate import Rules


def pct(x: float) -> str:
    return f"{points(x)} %"


def interval(ci, scale: float = 100, digits: int = 1, sign: bool = False) -> str:
    """A 95 % interval: of a rate in percentage points ([21.2, 29.7]), or of a figure of `scale` 1."""
    return "[" + ", ".join(figure(scale * v, digits, sign) for v in ci) + "]"


def report(s: dict, rules: Rules, lang: str = "en") -> list[str]:
    """The summary as lines of text."""

    def w(key: str, **values) -> str:
        return say(f"simulate.{key}", lang, **values)

    lines = [f"{rules.id}: " + w("games" if s["games"] != 1 else "one_game", n=f"{s['games']:,}", k=s["players"], seed=s["seed"])
             + f"; {w('policies')}: {', '.join(s['policies'])}" + (f" ({w('rotated')})" if s["rotated"] else "")
             + f"; {w('variants')}: {', '.join(s['variants']) or w('none')}", "", w("readings") + ":"]
    lines += [f"  - {r[lang]}" for r in rules.readings(frozenset(s["variants"]))]
    lines += ["", f"  {w('side'):10} {w('policy'):10} {w('wins'):24} {w('ties')}"]
    for seat in s["seats"]:
        lines.append(f"  {seat['side']:10} {seat['policy'] or '-':10} {pct(seat['win_rate']):>7} {interval(seat['ci']):16}"
                     f" {pct(seat['tie_rate']):>7} {interval(seat['tie_ci'])}")
    if len(s["by_policy"]) > 1:
        lines += ["", w("by_policy") + ":"]
        for key, p in s["by_policy"].items():
            lines.append(f"  {key:12} {pct(p['win_rate']):>7} {interval(p['ci']):16} {pct(p['tie_rate']):>7}")
    lines.append("")
    for p in s["positions"]:
        label = w("first") if p["position"] == 1 else w("position", p=ordinal(p["position"], lang))
        lines.append(f"  {label:12} {pct(p['win_rate']):>7} {interval(p['ci'])}")
    e = s["first_player"]
    if e["ci"] is None:  # too few games for an interval that covers
        edge_ci, verdict = f"({w('no_interval', n=MIN_INTERVAL)})", ""
    else:
        edge_ci = interval(e["ci"], digits=2, sign=True)
        verdict = ": " + (w("fair", n=f"{s['games']:,}") if e["fair"] else w("unfair"))
    lines += [f"{w('edge')}: {points(e['edge'], 2, True)} {w('points')} {edge_ci}{verdict}",
              f"{w('tie_games')}: {pct(s['ties']['rate'])} {interval(s['ties']['ci'])}"
              + (f"; {s['unfinished']} {w('unfinished')}" if s["unfinished"] else ""),
              f"{w('length')}: " + w("length_line", **{**s["length"], "mean": f"{s['length']['mean']:.1f}"})]
    if s["measures"]:
        lines.append(f"{w('measures')}:")
        for m in rules.measures:
            got = s["measures"].get(m.key)
            if got:
                digits = 4 if m.squares is None else 3
                scale = 1
                lines.append(f"  {m.label[lang]}: {got['value'] * scale:.{digits}f} {interval(got['ci'], scale, digits)}"
                             f" ({got['events']:,})")
    return lines


def exact_lines(x: dict | None, lang: str = "en") -> list[str]:
    if not x:
        return []
    mean, zero = decimal(Fraction(x["mean"]), 3, lang), percent(Fraction(x["zero"]), lang)  # rounded from the exact values
    return [say("simulate.exact", lang, turns=x["turns"], mean=mean, zero=zero, median=x["median"], p10=x["p10"],
                p90=x["p90"])]


def tip_lines(results: list[dict], lang: str = "en") -> list[str]:
    if not results:
        return [say("simulate.no_tips", lang)]
    lines = [say("simulate.tips", lang, base=results[0]["baseline"], n=f"{results[0]['games']:,}") + ":"]
    for r in results:
        lines.append(f"  {r['tip']:12} {points(r['worth'], 2, True):>6} {say('simulate.points', lang)} "
                     f"{interval(r['ci'], digits=2, sign=True)}: {say('simulate.' + r['verdict'], lang)} ({r['label'][lang]})")
    return lines


def compare_lines(v: dict, lang: str = "en") -> list[str]:
    """Two versions side by side (pnp.engine.paired.paired_summary): columns headed by their titles, every
    difference this one minus the other, paired on common seeds; then a sentence on what changed."""

    def w(key: str, **values) -> str:
        return say(f"simulate.{key}", lang, **values)

    a, b = v["titles"]
    width = max(len(a), len(b), 8)
    labels = max(len(x) for x in [w("side"), w("ties"), w("length"), *v["side_names"]])
    lines = [w("paired", a=a, b=b, n=grouped(v["games"], lang)),
             f"  {w('side'):{labels}} {a:>{width}} {b:>{width}}   {w('change')}"]

    def row(label: str, x: str, y: str, r: dict, scale: float) -> str:
        ci = interval(r["ci"], scale, digits=2, sign=True) if r["ci"] else f"({w('no_interval', n=MIN_INTERVAL)})"
        mark = " *" if r["significant"] else ""
        return f"  {label:{labels}} {x:>{width}} {y:>{width}}   {figure(scale * r['difference'], 2, True)} {ci}{mark}"

    for side, r in zip(v["side_names"], v["sides"]):
        lines.append(row(side, pct(r["a"]), pct(r["b"]), r, 100))
    t, n = v["ties"], v["length"]
    lines.append(row(w("ties"), pct(t["a"]), pct(t["b"]), t, 100))
    lines.append(row(w("length"), f"{n['a']:.2f}", f"{n['b']:.2f}", n, 1))
    lines.append("  * " + w("excludes_zero"))
    return lines + ["", change_sentence(v, lang)]


def change_sentence(v: dict, lang: str) -> str:
    """One clause per significant change, joined: "Foxes: 2.6 points more wins (±2.0); games last 0.4 rounds less (±0.3)"."""
    clauses = []
    for side, r in zip(v["side_names"], v["sides"]):
        if r["significant"]:
            half = (r["ci"][1] - r["ci"][0]) / 2
            key = "more_wins" if r["difference"] > 0 else "fewer_wins"
            clauses.append(say(f"simulate.{key}", lang, side=side, d=points(abs(r["difference"]), lang=lang),
                               h=points(half, lang=lang)))
    for key, r, scale, (up, down) in (("ties", v["ties"], 100, ("more_ties", "fewer_ties")),
                                      ("length", v["length"], 1, ("longer", "shorter"))):
        if r["significant"]:
            half = (r["ci"][1] - r["ci"][0]) / 2
            clauses.append(say(f"simulate.{up if r['difference'] > 0 else down}", lang,
                               d=figure(abs(scale * r["difference"]), lang=lang), h=figure(scale * half, lang=lang)))
    if not clauses:
        return say("simulate.no_change", lang, n=grouped(v["games"], lang))
    sentence = spacing(say("simulate.clauses", lang).join(clauses), lang) + "."
    return sentence[0].upper() + sentence[1:]


def exact_summary(rules: Rules, plan, solved: dict, lang: str) -> dict:
    """A solved race (pnp.engine.markov.solve) in the fields of a simulation's summary: "exact": true, each
    interval [v, v], the lengths' histogram as chances (down to 1e-12)."""
    k, wins = plan.players, solved["wins"]
    lengths = {t: p for t, p in solved["lengths"].items() if p >= 1e-12}
    seen, quantiles = 0.0, {}
    for t, p in solved["lengths"].items():
        seen += p
        for q in (0.1, 0.5, 0.9):
            if q not in quantiles and seen >= q - 1e-12:
                quantiles[q] = t
    mean, edge = solved["mean"], wins[0] - 1 / k
    sides = rules.sides(k)
    share = sum(wins) / k  # each side plays first as often as any other: the same share for every side
    return {
        "game": rules.id, "exact": True, "games": None, "players": k, "seed": None, "variants": [],
        "policies": list(plan.policies), "rotated": False,
        "seats": [{"side": sides[s][lang], "policy": plan.policies[s], "win_rate": share, "ci": [share, share],
                   "tie_rate": 0.0, "tie_ci": [0.0, 0.0]} for s in range(k)],
        "positions": [{"position": p + 1, "win_rate": wins[p], "ci": [wins[p], wins[p]]} for p in range(k)],
        "by_policy": {}, "ties": {"rate": 0.0, "ci": [0.0, 0.0]}, "unfinished": solved["unfinished"],
        "length": {"mean": mean, "ci": [mean, mean], "sd": solved["sd"], "median": quantiles[0.5], "p10": quantiles[0.1],
                   "p90": quantiles[0.9], "min": min(lengths), "max": max(lengths)},
        "length_histogram": {str(t): p for t, p in lengths.items()},
        "first_player": {"edge": edge, "ci": [edge, edge], "fair": abs(edge) < 1e-12},
        "measures": {},
    }


def exact_race_lines(s: dict, rules: Rules, lang: str = "en") -> list[str]:
    """A solved race as lines of text."""

    def w(key: str, **values) -> str:
        return say(f"simulate.{key}", lang, **values)

    lines = [w("exact_head", game=rules.id, k=s["players"]), "", w("readings") + ":"]
    lines += [f"  - {r[lang]}" for r in rules.readings(frozenset())]
    lines.append("")
    for p in s["positions"]:
        label = w("first") if p["position"] == 1 else w("position", p=ordinal(p["position"], lang))
        lines.append(f"  {label:12} {points(p['win_rate'], 4):>8} %")
    n = s["length"]
    lines += [w("exact_edge", edge=points(s["first_player"]["edge"], 4, True)),
              f"{w('length')}: " + w("exact_length", mean=f"{n['mean']:.4f}", sd=f"{n['sd']:.2f}", median=n["median"],
                                     p10=n["p10"], p90=n["p90"])]
    likely = sorted(s["length_histogram"].items(), key=lambda kv: -kv[1])[:5]
    lines.append(f"{w('exact_lengths')}: " + ", ".join(f"{t} ({points(p, 2)} %)" for t, p in sorted(likely, key=lambda kv: int(kv[0]))))
    return lines


def plot_lines(s: dict, name: str, lang: str) -> tuple[str, list[str], list[str], str]:
    """The --plot chart's title, its two lines under it, the position rows' labels, and the lengths' axis."""
    e = s["first_player"]
    if s.get("exact"):
        title = say("simulate.plot_exact", lang, name=name)
    else:
        title = say("simulate.plot_title", lang, name=name, games=grouped(s["games"], lang))
    span = " " + interval(e["ci"], digits=2, sign=True) if e["ci"] and not s.get("exact") else ""
    lines = [say("simulate.plot_wins", lang), say("simulate.plot_edge", lang, edge=points(e["edge"], 2, True)) + span]
    plays = [say("simulate.plot_plays", lang, nth=ordinal(p["position"], lang)) for p in s["positions"]]
    return title, lines, plays, say("simulate.plot_rounds", lang)


# -- progress of a long run ---------------------------------------------------------------------------------
EVERY_TERMINAL = 1.0  # seconds between two progress lines on a terminal (each rewrites the last)
EVERY_LOG = 10.0  # ... in a log or a pipe, where each is a line of its own
AFTER = 2.0  # seconds before the first: a short run says nothing


class Progress:
    """Games played and the time left, said on `write` (the CLI's stderr, never the --json stdout): every
    `every` seconds once `after` have passed. Told of each chunk of games as it is tallied (`progress(n)`);
    `total` is the games the whole command will play, 0 while unknown (a --precision run)."""

    def __init__(self, write: Callable[[str], None], lang: str = "en", *, every: float | None = None,
                 after: float | None = None, clock: Callable[[], float] = time.monotonic):
        self.write, self.lang, self.clock = write, lang, clock
        self.every = EVERY_TERMINAL if every is None else every
        self.after = AFTER if after is None else after
        self.total = self.done = 0
        self.start = clock()
        self.said: float | None = None  # when the last line was said
        self.mark: tuple[float, int] | None = None  # (time, games) at the first chunk: the pace is measured from
        # there, as starting the processes and compiling the fast engine take a while before any game is played

    def __call__(self, games: int) -> None:
        self.done += games
        now = self.clock()
        if self.mark is None:
            self.mark = (now, self.done)
        if self.total and self.done >= self.total:  # over: nothing left to wait for
            return
        if now - self.start < self.after or (self.said is not None and now - self.said < self.every):
            return
        self.said = now
        self.write(self.line(now))

    def line(self, now: float) -> str:
        done = grouped(self.done, self.lang)
        since, played = self.mark if self.mark else (self.start, 0)
        if not self.total or self.done <= played or now <= since:  # no pace yet
            return say("progress.so_far", self.lang, done=done)
        left = (now - since) * (self.total - self.done) / (self.done - played)
        return say("progress.of", self.lang, done=done, total=grouped(self.total, self.lang),
                   left=_duration(left, self.lang))

    def finish(self) -> None:
        """An empty line once something was said: a terminal's progress line is cleared."""
        if self.said is not None:
            self.write("")


def _duration(seconds: float, lang: str) -> str:
    """45 s, 3 min, 2 h 5 min: rounded to what an estimate is worth."""
    if seconds < 90:
        return f"{max(1, round(seconds))} s"
    minutes = round(seconds / 60)
    if minutes < 90:
        return f"{minutes} min"
    return f"{minutes // 60} h {minutes % 60} min"
