"""What `pnp simulate` prints and what a rule book's "in numbers" box says, in French and English, from the
summaries of pnp.engine.simulate. Kept apart from the framework, so rewording a line leaves the stored results
(whose hash covers the framework's source) current.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from pnp.engine.odds import decimal, percent

if TYPE_CHECKING:
    from pnp.engine.simulate import Rules

# -- the report ---------------------------------------------------------------------------------------------
WORDS = {
    "fr": {"games": "{n} parties, {k} joueurs, graine {seed}", "one_game": "1 partie, {k} joueurs, graine {seed}",
           "policies": "stratégies", "variants": "variantes",
           "readings": "Lecture des règles", "side": "camp", "policy": "stratégie", "wins": "victoires",
           "ties": "égalités", "position": "{p} à jouer", "first": "1er à jouer", "edge": "Avantage du premier joueur",
           "fair": "impossible à distinguer d'un jeu équitable avec {n} parties",
           "unfair": "réel : l'intervalle à 95 % exclut zéro", "length": "Durée (manches)",
           "length_line": "moyenne {mean:.1f}, médiane {median}, 10e centile {p10}, 90e centile {p90}",
           "tie_games": "Parties à égalité", "unfinished": "parties inachevées", "measures": "Mesures",
           "tips": "Conseils contre la référence ({base}, {n} parties chacun, places tournantes)",
           "helps": "aide", "hurts": "nuit", "not distinguishable": "effet impossible à distinguer de zéro",
           "points": "points", "none": "aucune", "rotated": "places tournantes", "by_policy": "Par stratégie"},
    "en": {"games": "{n} games, {k} players, seed {seed}", "one_game": "1 game, {k} players, seed {seed}",
           "policies": "policies", "variants": "variants",
           "readings": "Readings of the rules", "side": "side", "policy": "policy", "wins": "wins",
           "ties": "ties", "position": "plays {p}", "first": "plays 1st", "edge": "First player's edge",
           "fair": "not distinguishable from fair at {n} games", "unfair": "real: the 95 % interval excludes zero",
           "length": "Length (rounds)",
           "length_line": "mean {mean:.1f}, median {median}, 10th percentile {p10}, 90th percentile {p90}",
           "tie_games": "Tied games", "unfinished": "unfinished games", "measures": "Measures",
           "tips": "Tips against the baseline ({base}, {n} games each, seats rotated)",
           "helps": "helps", "hurts": "hurts", "not distinguishable": "not distinguishable from no effect",
           "points": "points", "none": "none", "rotated": "seats rotated", "by_policy": "By policy"},
}


def ordinal(n: int, lang: str) -> str:
    if lang == "fr":
        return "1er" if n == 1 else f"{n}e"
    return f"{n}" + ({1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th") if n % 100 not in (11, 12, 13) else "th")


def pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def interval(ci, scale: float = 100, digits: int = 1, sign: bool = False) -> str:
    f = f"{{:{'+' if sign else ''}.{digits}f}}"
    return "[" + ", ".join(f.format(scale * v) for v in ci) + "]"


def report(s: dict, rules: Rules, lang: str = "en") -> list[str]:
    """The summary as lines of text."""
    w = WORDS[lang]
    lines = [f"{rules.id}: " + w["games" if s["games"] != 1 else "one_game"].format(n=f"{s['games']:,}", k=s["players"], seed=s["seed"])
             + f"; {w['policies']}: {', '.join(s['policies'])}" + (f" ({w['rotated']})" if s["rotated"] else "")
             + f"; {w['variants']}: {', '.join(s['variants']) or w['none']}", "", w["readings"] + ":"]
    lines += [f"  - {r[lang]}" for r in rules.readings(frozenset(s["variants"]))]
    lines += ["", f"  {w['side']:10} {w['policy']:10} {w['wins']:24} {w['ties']}"]
    for seat in s["seats"]:
        lines.append(f"  {seat['side']:10} {seat['policy'] or '-':10} {pct(seat['win_rate']):>7} {interval(seat['ci']):16}"
                     f" {pct(seat['tie_rate']):>7} {interval(seat['tie_ci'])}")
    if len(s["by_policy"]) > 1:
        lines += ["", w["by_policy"] + ":"]
        for key, p in s["by_policy"].items():
            lines.append(f"  {key:12} {pct(p['win_rate']):>7} {interval(p['ci']):16} {pct(p['tie_rate']):>7}")
    lines.append("")
    for p in s["positions"]:
        label = w["first"] if p["position"] == 1 else w["position"].format(p=ordinal(p["position"], lang))
        lines.append(f"  {label:12} {pct(p['win_rate']):>7} {interval(p['ci'])}")
    e = s["first_player"]
    verdict = w["fair"].format(n=f"{s['games']:,}") if e["fair"] else w["unfair"]
    lines += [f"{w['edge']}: {100 * e['edge']:+.2f} {w['points']} {interval(e['ci'], digits=2, sign=True)}: {verdict}",
              f"{w['tie_games']}: {pct(s['ties']['rate'])} {interval(s['ties']['ci'])}"
              + (f"; {s['unfinished']} {w['unfinished']}" if s["unfinished"] else ""),
              f"{w['length']}: " + w["length_line"].format(**s["length"])]
    if s["measures"]:
        lines.append(f"{w['measures']}:")
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
    if lang == "fr":
        return [f"Exact (moteur de probabilités), score d'un joueur sur {x['turns']} tours : moyenne {mean}"
                f" ; aucun point {zero} ; médiane {x['median']}, 10e centile {x['p10']}, "
                f"90e centile {x['p90']}"]
    return [f"Exact (odds engine), one player's score over {x['turns']} turns: mean {mean}; no points at all "
            f"{zero}; median {x['median']}, 10th percentile {x['p10']}, 90th percentile {x['p90']}"]


def tip_lines(results: list[dict], lang: str = "en") -> list[str]:
    if not results:
        return ["La source du jeu ne donne aucun conseil de stratégie à mesurer." if lang == "fr"
                else "The game's source gives no strategy tip to measure."]
    w = WORDS[lang]
    lines = [w["tips"].format(base=results[0]["baseline"], n=f"{results[0]['games']:,}") + ":"]
    for r in results:
        lines.append(f"  {r['tip']:12} {100 * r['worth']:+6.2f} {w['points']} {interval(r['ci'], digits=2, sign=True)}: "
                     f"{w[r['verdict']]} ({r['label'][lang]})")
    return lines


def compare_lines(a: dict, b: dict, name_a: str, name_b: str, lang: str = "en") -> list[str]:
    """Two versions of a game side by side, seat by seat, with the differences' 95 % intervals."""
    from pnp.engine.simulate import difference  # the framework loads for pnp simulate, not for a rule book

    w = WORDS[lang]
    head = "Comparaison" if lang == "fr" else "Side by side"
    lines = [f"{head}: {name_a} → {name_b} ({a['games']:,} / {b['games']:,})",
             f"  {w['side']:10} {name_a[-14:]:>14} {name_b[-14:]:>14}   {'écart' if lang == 'fr' else 'change'}"]
    rows = [(sa["side"], sa["win_rate"], sb["win_rate"]) for sa, sb in zip(a["seats"], b["seats"])]
    rows.append((w["ties"], a["ties"]["rate"], b["ties"]["rate"]))
    for label, x, y in rows:
        d, ci = difference(x, y, a["games"], b["games"])
        mark = "" if ci[0] <= 0 <= ci[1] else " *"
        lines.append(f"  {label:10} {pct(x):>14} {pct(y):>14}   {100 * d:+.2f} {interval(ci, digits=2, sign=True)}{mark}")
    la, lb = a["length"], b["length"]
    lines.append(f"  {w['length']:10} {la['mean']:>14.1f} {lb['mean']:>14.1f}   {lb['mean'] - la['mean']:+.1f}")
    lines.append("  * " + ("l'intervalle à 95 % exclut zéro" if lang == "fr" else "the 95 % interval excludes zero"))
    return lines


NUMBERS = {
    "fr": {"intro": "Mesuré sur {n} parties jouées par le moteur de règles du kit (`pnp simulate`), chaque place "
                    "tenue par la stratégie « {policy} ».",
           "length": "{who}une partie dure {mean} manches en moyenne ; 8 parties sur 10 durent de {p10} à {p90} manches.",
           "fixed": "{who}une partie dure toujours {mean} manches.",
           "edge": "Avantage du premier joueur : {edge} points de victoires [{lo} ; {hi}], {verdict}.",
           "fair": "impossible à distinguer d'un jeu équitable", "real": "un avantage réel",
           "who": "À {k} joueurs, ", "variant": "Variante — {label} : ", "wins": "Victoires : {rates}",
           "tips": "Chaque conseil, suivi par un joueur contre des joueurs « {base} » ({n} parties, places tournantes) :",
           "tip": "*{label}* : {worth} points de part des victoires [{lo} ; {hi}], {verdict}.",
           "helps": "il aide", "hurts": "il nuit", "not distinguishable": "effet impossible à distinguer de zéro",
           "random": "au hasard", "greedy": "glouton"},
    "en": {"intro": "Measured over {n} games played by the kit's rules engine (`pnp simulate`), every seat playing "
                    "the “{policy}” policy.",
           "length": "{who}a game lasts {mean} rounds on average; 8 games in 10 last {p10} to {p90} rounds.",
           "fixed": "{who}a game always lasts {mean} rounds.",
           "edge": "The first player's edge: {edge} points of wins [{lo}; {hi}], {verdict}.",
           "fair": "not distinguishable from fair", "real": "a real edge",
           "who": "With {k} players, ", "variant": "Variant — {label}: ", "wins": "Wins: {rates}",
           "tips": "Each tip, followed by one player against “{base}” players ({n} games, seats rotated):",
           "tip": "*{label}*: {worth} points of share of the wins [{lo}; {hi}], {verdict}.",
           "helps": "it helps", "hurts": "it hurts", "not distinguishable": "no effect distinguishable from zero",
           "random": "random", "greedy": "greedy"},
}


def _num(x: float, lang: str, digits: int = 1, sign: bool = False) -> str:
    text = f"{x:{'+' if sign else ''}.{digits}f}".replace("-", "−")
    return text.replace(".", ",") if lang == "fr" else text


def _count(n: int, lang: str) -> str:
    return f"{n:,}".replace(",", "\u202f" if lang == "fr" else ",")


def _uneven(run: dict) -> bool:
    """Does some side win more than a point off its fair share, beyond its interval? (Then the box gives each
    side's wins; symmetric sides within a point are not worth a line.)"""
    fair = (1 - run["ties"]) / run["players"]
    return any(not s["ci"][0] <= fair <= s["ci"][1] and abs(s["win_rate"] - fair) > 0.01 for s in run["seats"])


def _length(w: dict, run: dict, who: str, lang: str) -> str:
    length = run["length"]
    form = "fixed" if length["p10"] == length["p90"] == length["mean"] else "length"
    line = w[form].format(who=who, mean=_num(length["mean"], lang, 0), p10=length["p10"], p90=length["p90"])
    return line[0].upper() + line[1:]


def numbers_md(stored: dict, lang: str) -> str:
    """The rule book's "in numbers" box, in Markdown, from a stored balance.json."""
    w = NUMBERS[lang]
    counts = {r["players"] for r in stored["runs"]}
    lines = [w["intro"].format(n=_count(stored["games"], lang), policy=w.get(stored["policy"], stored["policy"])), ""]
    shown = [r for r in stored["runs"] if not r["variants"] or r["players"] == stored["runs"][0]["players"]]
    for run in shown:
        who = w["who"].format(k=run["players"]) if len(counts) > 1 and not run["variants"] else ""
        line = _length(w, run, who, lang)
        if run["variants"]:
            label = " ; ".join(stored["variant_labels"][v][lang] for v in run["variants"])
            line = w["variant"].format(label=label) + line[0].lower() + line[1:]
        else:
            e = run["first_player"]
            line += " " + w["edge"].format(edge=_num(100 * e["edge"], lang, 1, True), lo=_num(100 * e["ci"][0], lang, 1, True),
                                           hi=_num(100 * e["ci"][1], lang, 1, True),
                                           verdict=w["fair"] if e["fair"] else w["real"])
        if any(_uneven(r) for r in stored["runs"] if r["players"] == run["players"]):
            rates = ", ".join(f"{s['side'][lang]} {_num(100 * s['win_rate'], lang)} %" for s in run["seats"])
            line += " " + w["wins"].format(rates=rates) + "."
        lines.append(f"- {line}")
    if stored["tips"]:
        lines += ["", w["tips"].format(base=w.get(stored["baseline"], stored["baseline"]),
                                       n=_count(stored["tip_games"], lang)), ""]
        for t in stored["tips"]:
            lines.append("- " + w["tip"].format(label=t["label"][lang], worth=_num(100 * t["worth"], lang, 1, True),
                                                lo=_num(100 * t["ci"][0], lang, 1, True),
                                                hi=_num(100 * t["ci"][1], lang, 1, True), verdict=w[t["verdict"]]))
    return "\n".join(lines)


# -- progress of a long run ---------------------------------------------------------------------------------
EVERY_TERMINAL = 1.0  # seconds between two progress lines on a terminal (each rewrites the last)
EVERY_LOG = 10.0  # ... in a log or a pipe, where each is a line of its own
AFTER = 2.0  # seconds before the first: a short run says nothing
PROGRESS = {
    "fr": {"of": "{done} parties jouées sur {total}, encore {left} environ", "so_far": "{done} parties jouées jusqu'ici"},
    "en": {"of": "played {done} of {total} games, about {left} left", "so_far": "played {done} games so far"},
}


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
        w = PROGRESS[self.lang]
        done = _count(self.done, self.lang)
        since, played = self.mark if self.mark else (self.start, 0)
        if not self.total or self.done <= played or now <= since:  # no pace yet
            return w["so_far"].format(done=done)
        left = (now - since) * (self.total - self.done) / (self.done - played)
        return w["of"].format(done=done, total=_count(self.total, self.lang), left=_duration(left, self.lang))

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
