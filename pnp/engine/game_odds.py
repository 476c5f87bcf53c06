"""The odds each game's rules rest on, exactly, each with the reading of the rules it uses (fr and en).

Where the rules are open to more than one reading, the reading is a choice we state, never a silent one.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from pnp.engine.dice import H
from pnp.engine.odds import Matrix, Variant, matrix

Text = dict[str, str]  # {"fr": ..., "en": ...}


@dataclass(frozen=True)
class Figure:
    key: str
    label: Text
    value: Fraction
    kind: str = "probability"  # or "mean" (an average number of rolls, dice, points) or "count"


@dataclass(frozen=True)
class VariantResult:
    key: str
    label: Text
    matrix: Matrix
    change: str  # against the first variant's cycles: "base", "same", "reversed", "other" or "none"


@dataclass(frozen=True)
class Section:
    key: str
    title: Text
    reading: Text
    figures: tuple[Figure, ...] = ()
    variants: tuple[VariantResult, ...] = ()


def game_odds(game) -> list[Section]:
    """Every section that applies to a pnp.spec.Game: its own odds if we know the game, and the dice matrix."""
    own = {
        "renards-poules-viperes": lambda: [territory_odds(game_dice(game))],
        "clann": lambda: clann_odds(_die(game, "black"), _die(game, "d6")),
        "ludicitude": lambda: ludicitude_odds(),
        "petits-chevaux": lambda: petits_chevaux_odds(),
    }.get(game.id)
    if own is not None:
        return own()
    dice = game_dice(game)
    return [dice_odds(dice)] if len(dice) >= 2 else []


def game_dice(game) -> dict[str, H]:
    """The numeric dice of a game, by id: the ones that can be compared."""
    dice = {d.id: H.from_faces(d.faces) for d in game.dice}
    return {name: h for name, h in dice.items() if h.numeric}


def _die(game, die_id: str) -> H:
    return H.from_faces(game.die(die_id).faces)


# -- comparing dice ---------------------------------------------------------------------------------
COMPARE_READING: Text = {
    "fr": "Chaque lancer oppose un dé à l'autre : le plus grand nombre l'emporte, et deux nombres égaux font "
    "une égalité, comptée à part. Un dé en bat un autre quand il gagne plus souvent qu'il ne perd. Dans une "
    "série, le premier dé l'emporte s'il gagne strictement plus de lancers qu'il n'en perd ; autant de "
    "gagnés que de perdus font une série nulle.",
    "en": "Each roll pits one die against the other: the higher number takes it, and equal numbers are a tie, "
    "counted on its own. A die beats another when it wins more often than it loses. Over a series, the first "
    "die takes it by winning strictly more rolls than it loses; as many won as lost leaves the series level.",
}

GENERIC_VARIANTS: tuple[tuple[str, Text, Variant], ...] = (
    ("one", {"fr": "1 lancer", "en": "1 roll"}, Variant()),
    ("series3", {"fr": "série de 3", "en": "series of 3"}, Variant(series=3)),
    ("series5", {"fr": "série de 5", "en": "series of 5"}, Variant(series=5)),
    ("sum2", {"fr": "somme de 2 jets", "en": "sum of 2 rolls"}, Variant(rolls=2)),
    ("lower", {"fr": "le plus petit gagne", "en": "lower wins"}, Variant(lower_wins=True)),
)


def dice_odds(dice: dict[str, H], variants=GENERIC_VARIANTS) -> Section:
    """The matrix of who beats whom under each variant, and how the cycles move."""
    return Section(
        key="dice",
        title={"fr": "Qui bat qui", "en": "Who beats whom"},
        reading=COMPARE_READING,
        variants=variant_results(dice, variants),
    )


def variant_results(dice: dict[str, H], variants) -> tuple[VariantResult, ...]:
    results = []
    base = None
    for key, label, variant in variants:
        m = matrix(dice, variant)
        change = "base" if base is None else cycle_change(base, m)
        base = base or m
        results.append(VariantResult(key, label, m, change))
    return tuple(results)


def cycle_change(base: Matrix, other: Matrix) -> str:
    """How the strongest cycle of `other` relates to the strongest of `base`."""
    before, after = base.cycles(), other.cycles()
    if not after:
        return "none"
    if before and after[0].same_as(before[0]):
        return "same"
    if before and after[0].reversed_of(before[0]):
        return "reversed"
    return "other"


# -- Renards, Poules & Vipères ------------------------------------------------------------------------
WEATHERS: tuple[tuple[str, Text, dict], ...] = (
    ("calm", {"fr": "temps calme", "en": "calm weather"}, {}),
    ("x2", {"fr": "météo ×2", "en": "×2 weather"}, {"rolls": 2}),
    ("reverse", {"fr": "météo ↔", "en": "↔ weather"}, {"lower_wins": True}),
    ("equal", {"fr": "météo =", "en": "= weather"}, {"same_die": True}),
)
SERIES = (1, 3, 5)

TERRITORY_READING: Text = {
    "fr": COMPARE_READING["fr"]
    + " L'attaquant choisit 1, 3 ou 5 lancers ; une série nulle fait échouer l'invasion. Météo ×2 : chaque "
    "lancer est la somme de deux jets de son dé. Météo ↔ : le plus petit nombre l'emporte. Météo = : nous "
    "lisons « dés égaux » comme « les deux joueurs lancent chacun un exemplaire du même dé, celui de "
    "l'attaquant ». Les deux camps ont alors exactement les mêmes chances et le cycle disparaît ; comme "
    "chaque dé du jeu a six faces différentes, lancer deux dés ordinaires donnerait les mêmes chiffres.",
    "en": COMPARE_READING["en"]
    + " The attacker picks 1, 3 or 5 rolls; a level series means the invasion fails. ×2 weather: each roll "
    "is the sum of two throws of one's die. ↔ weather: the lower number takes the roll. = weather: we read "
    "“equal dice” as both players each rolling a copy of the same die, the attacker's. Both sides then have "
    "exactly the same chances and the cycle vanishes; since every die of the game has six different faces, "
    "two ordinary dice would give the same figures.",
}


def territory_variants() -> tuple[tuple[str, Text, Variant], ...]:
    out = []
    for (wkey, wlabel, options), n in itertools.product(WEATHERS, SERIES):
        plural = "s" * (n > 1)
        label = {"fr": f"{wlabel['fr']}, {n} lancer{plural}", "en": f"{wlabel['en']}, {n} roll{plural}"}
        out.append((f"{wkey}-{n}", label, Variant(series=n, **options)))
    return tuple(out)


def territory_odds(dice: dict[str, H]) -> Section:
    return Section(
        key="territory",
        title={"fr": "Invasions : qui bat qui, selon la météo", "en": "Invasions: who beats whom, by weather"},
        reading=TERRITORY_READING,
        variants=variant_results(dice, territory_variants()),
    )


# -- Clann --------------------------------------------------------------------------------------------
def clann_odds(black: H, plain: H) -> list[Section]:
    throw = [black, plain, plain]
    double, triple = _matches_in_throw(throw)
    return [
        Section(
            key="black-die",
            title={"fr": "Le dé spécial", "en": "The special die"},
            reading={
                "fr": "Le dé spécial porte deux faces Noir (à la place du 3 et du 4) sur six.",
                "en": "The special die has two Noir faces out of six (where the 3 and the 4 were).",
            },
            figures=(Figure("noir", {"fr": "Noir sur un jet", "en": "Noir on a throw"}, black.probability("Noir")),),
        ),
        Section(
            key="doubles",
            title={"fr": "Doubles et triples", "en": "Doubles and triples"},
            reading={
                "fr": "Un jet des trois dés fait un double quand exactement deux dés montrent la même face, un "
                "triple quand les trois la montrent. Une face Noir ne fait paire avec aucun chiffre : ce n'est "
                "ni un 3 ni un 4. Deux faces Noir compteraient pour un double, mais un seul dé en porte.",
                "en": "A throw of the three dice makes a double when exactly two dice show the same face, and a "
                "triple when all three do. A Noir face pairs with no number: it is neither a 3 nor a 4. Two Noir "
                "faces would count as a double, but only one die carries them.",
            },
            figures=(
                Figure("double", {"fr": "Double", "en": "Double"}, double),
                Figure("triple", {"fr": "Triple", "en": "Triple"}, triple),
                Figure("any", {"fr": "Double ou triple", "en": "Double or triple"}, double + triple),
            ),
        ),
        Section(
            key="dice-per-turn",
            title={"fr": "Dés joués par tour", "en": "Dice played per turn"},
            reading={
                "fr": "Après un double ou un triple, les dés qui le forment sont joués, puis relancés, eux seuls, "
                "et joués à nouveau. Si ces dés relancés refont un double ou un triple entre eux, on recommence, "
                "sans limite. La moyenne est exacte : elle résout la chaîne de Markov des relances.",
                "en": "After a double or a triple, the dice that make it are played, then thrown again, those "
                "alone, and played again. If the rethrown dice make a double or a triple among themselves, it "
                "goes on, with no limit. The average is exact: it solves the Markov chain of the rethrows.",
            },
            figures=(
                Figure("mean-dice", {"fr": "Dés joués en moyenne", "en": "Dice played on average"},
                       expected_dice_played(throw), kind="mean"),
            ),
        ),
    ]


def _matches(faces: tuple) -> list[int]:
    """Positions of the dice whose face appears more than once in the throw."""
    return [i for i, f in enumerate(faces) if faces.count(f) > 1]


def _throws(dice: list[H]):
    """Every outcome of throwing the dice: (faces, how many equally likely ways)."""
    for combo in itertools.product(*(d.items() for d in dice)):
        yield tuple(f for f, _ in combo), math.prod(n for _, n in combo)


def _matches_in_throw(dice: list[H]) -> tuple[Fraction, Fraction]:
    """P(exactly two of three dice alike), P(all three alike)."""
    total = math.prod(d.total for d in dice)
    double = triple = 0
    for faces, ways in _throws(dice):
        n = len(_matches(faces))
        double += ways * (n == 2)
        triple += ways * (n == 3)
    return Fraction(double, total), Fraction(triple, total)


def expected_dice_played(dice: list[H]) -> Fraction:
    """Mean dice played in a turn where matching dice are rethrown, as long as they keep matching.

    A state is which dice are being thrown. E[s] = |s| + sum over next states t of P(s -> t) * E[t];
    the linear system is solved exactly by Gaussian elimination over Fractions.
    """
    kinds = list(dict.fromkeys(dice))
    start = tuple(sorted(kinds.index(d) for d in dice))
    states, edges = [start], {}
    for state in states:  # grows as new states are found
        total = math.prod(kinds[k].total for k in state)
        moves: dict[tuple, Fraction] = {}
        for faces, ways in _throws([kinds[k] for k in state]):
            again = tuple(sorted(state[i] for i in _matches(faces)))
            if again:
                moves[again] = moves.get(again, 0) + Fraction(ways, total)
                if again not in states:
                    states.append(again)
        edges[state] = moves
    index = {s: i for i, s in enumerate(states)}
    rows = []
    for s in states:
        row = [Fraction(0)] * len(states) + [Fraction(len(s))]
        row[index[s]] += 1
        for t, p in edges[s].items():
            row[index[t]] -= p
        rows.append(row)
    return _solve(rows)[0]


def _solve(rows: list[list[Fraction]]) -> list[Fraction]:
    """Gauss-Jordan on an augmented matrix with a unique solution."""
    n = len(rows)
    for col in range(n):
        pivot = next(r for r in range(col, n) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        rows[col] = [x / lead for x in rows[col]]
        for r in range(n):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col])]
    return [row[n] for row in rows]


# -- Ludicitude ---------------------------------------------------------------------------------------
FACES = (1, 2, 3, 4, 5, 6)
Counts = tuple[int, int, int, int, int, int]  # how many dice show 1, 2, ... 6


def _counts(*faces: int) -> Counts:
    return tuple(faces.count(f) for f in FACES)


# a set is (kind, the dice it takes); kind "B" brelan (three alike) or "T" trio (two dice making 5, and a 5)
SETS = tuple(("B", _counts(v, v, v)) for v in FACES) + (("T", _counts(1, 4, 5)), ("T", _counts(2, 3, 5)))
FINALS = ("3B", "1B2T", "3T", "2B1T", "none")
FINAL_LABELS: dict[str, Text] = {
    "3B": {"fr": "3 brelans (9 points)", "en": "3 brelans (9 points)"},
    "1B2T": {"fr": "1 brelan + 2 trios (5 points)", "en": "1 brelan + 2 trios (5 points)"},
    "3T": {"fr": "3 trios (5 points)", "en": "3 trios (5 points)"},
    "2B1T": {"fr": "2 brelans + 1 trio (0 point)", "en": "2 brelans + 1 trio (0 points)"},
    "none": {"fr": "aucune combinaison (0 point)", "en": "no combination (0 points)"},
}
POINTS = {"3B": 9, "1B2T": 5, "3T": 5, "2B1T": 0, "none": 0}
BONUS = {6: 3, 5: 2}  # the optional rule: a brelan of 6 adds 3, a brelan of 5 adds 2


def _add(a: Counts, b: Counts) -> Counts:
    return tuple(x + y for x, y in zip(a, b))


def _fits(need: Counts, have: Counts) -> bool:
    return all(n <= h for n, h in zip(need, have))


@dataclass(frozen=True)
class _Combo:
    sets: tuple[int, ...]  # indices into SETS
    need: Counts
    brelans: int
    bonus: int  # optional points from its brelans of 6 and 5

    @property
    def final(self) -> str:
        return ("3T", "1B2T", "2B1T", "3B")[self.brelans] if len(self.sets) == 3 else "none"


def _combo(sets: tuple[int, ...]) -> _Combo:
    need = (0,) * 6
    for s in sets:
        need = _add(need, SETS[s][1])
    brelan_faces = [FACES[s] for s in sets if SETS[s][0] == "B"]
    return _Combo(sets, need, len(brelan_faces), sum(BONUS.get(f, 0) for f in brelan_faces))


# every way to take 1 to 3 sets; the strategy never aims at 2 brelans + 1 trio, which scores nothing
ALL_COMBOS = tuple(_combo(c) for m in (1, 2, 3) for c in itertools.combinations_with_replacement(range(8), m))
AIMED = tuple(c for c in ALL_COMBOS if c.final != "2B1T")


@cache
def _within(pool: Counts, aimed: bool = True) -> tuple[_Combo, ...]:
    return tuple(c for c in (AIMED if aimed else ALL_COMBOS) if _fits(c.need, pool))


@cache
def _arrangement(kept: Counts) -> _Combo | None:
    """How the strategy groups the dice it has set aside: most sets, then most brelans."""
    return max(_within(kept), key=lambda c: (len(c.sets), c.brelans, c.bonus), default=None)


def _set_count(kept: Counts) -> int:
    best = _arrangement(kept)
    return len(best.sets) if best else 0


@cache
def _throws_of(r: int) -> tuple[tuple[Counts, int], ...]:
    """Every throw of r dice as counts per face, with how many of the 6**r ordered throws give it."""
    out = []
    for faces in itertools.combinations_with_replacement(FACES, r):
        counts = _counts(*faces)
        out.append((counts, math.factorial(r) // math.prod(math.factorial(n) for n in counts)))
    return tuple(out)


def _set_aside(kept: Counts, throw: Counts) -> Counts:
    """The strategy: which dice the player has set aside after this throw (== kept: only useless 6s, thrown again)."""
    have = _set_count(kept)
    best, best_key = None, None
    for c in _within(_add(kept, throw)):
        if len(c.sets) <= have:
            continue
        new = tuple(max(0, n - k) for n, k in zip(c.need, kept))
        key = (len(c.sets), -sum(new), c.brelans, c.bonus)
        if best_key is None or key > best_key:
            best, best_key = new, key
    if best is not None:
        return _add(kept, best)
    arranged = _arrangement(kept)
    loose = tuple(k - n for k, n in zip(kept, arranged.need)) if arranged else kept
    candidates = [f for f in FACES[:5] if throw[f - 1]]
    if not candidates:
        return kept
    face = max(candidates, key=lambda f: (loose[f - 1] + throw[f - 1], f == 5, f))
    return _add(kept, _counts(face))


@cache
def _final_of(kept: Counts) -> tuple[str, int, int]:
    """The best scoring of nine dice: (final, points, points with the options)."""
    best = ("none", 0, 0)
    for c in _within(kept, aimed=False):
        if len(c.sets) == 3:
            points = POINTS[c.final]
            with_options = points + c.bonus if points else 0
            best = max(best, (c.final, points, with_options), key=lambda b: (b[1], b[2], -FINALS.index(b[0])))
    return best


@cache
def _outcomes(kept: Counts) -> dict[tuple[str, int, int], Fraction]:
    """Chance of each end of the turn from this point, under the strategy."""
    r = 9 - sum(kept)
    if r == 0:
        return {_final_of(kept): Fraction(1)}
    moves: dict[Counts, int] = {}
    for throw, ways in _throws_of(r):
        after = _set_aside(kept, throw)
        moves[after] = moves.get(after, 0) + ways
    # a throw of nothing but useless 6s: one 6 set aside, then thrown again with the rest; nothing moved
    stay = moves.pop(kept, 0)
    out: dict[tuple[str, int, int], Fraction] = {}
    for after, ways in moves.items():
        p = Fraction(ways, 6**r - stay)
        for end, q in _outcomes(after).items():
            out[end] = out.get(end, 0) + p * q
    return out


def has_set(throw: Counts) -> bool:
    return any(_fits(need, throw) for _, need in SETS)


def any_set_chance(dice: int = 9) -> Fraction:
    ways = sum(w for throw, w in _throws_of(dice) if has_set(throw))
    return Fraction(ways, 6**dice)


STRATEGY_READING: Text = {
    "fr": "Stratégie simple, calculée exactement. Après chaque lancer, on écarte les dés qui complètent le plus "
    "de combinaisons avec ceux déjà écartés, en prenant le moins de dés neufs, puis en préférant les brelans, "
    "les plus hauts d'abord ; on ne vise jamais 2 brelans + 1 trio, qui ne rapporte rien. Si rien ne se "
    "complète, on écarte un seul dé, jamais un 6 : la valeur la plus fréquente parmi le lancer et les dés "
    "écartés encore hors combinaison, le 5 d'abord à égalité, puis la plus haute. Un 6 n'est gardé que dans un "
    "brelan de 6 ; quand un lancer n'offre que des 6 inutiles, on en écarte un, puis on le relance avec les "
    "autres, comme la règle le permet. En fin de tour, les 9 dés sont rangés au mieux. Les options (brelan de 6 : +3, brelan de 5 : +2) ne s'ajoutent qu'à "
    "une combinaison qui marque.",
    "en": "A simple strategy, computed exactly. After each throw, set aside the dice that complete the most sets "
    "with those already aside, taking as few new dice as possible, then preferring brelans, higher ones first; "
    "never aim at 2 brelans + 1 trio, which scores nothing. If nothing completes, set aside a single die, never "
    "a 6: the value seen most often in the throw and among the set-aside dice not yet in a set, a 5 first on a "
    "tie, then the higher. A 6 is kept only within a brelan of 6; when a throw offers nothing but useless 6s, "
    "one is set aside, then thrown again with the others, as the rule allows. At the end of the turn the 9 dice are grouped in the best way. The "
    "options (brelan of 6: +3, brelan of 5: +2) only add to a combination that scores.",
}


def ludicitude_odds() -> list[Section]:
    ends = _outcomes((0,) * 6)
    finals = {f: sum((p for (final, _, _), p in ends.items() if final == f), Fraction(0)) for f in FINALS}
    points = sum(p * pts for (_, pts, _), p in ends.items())
    with_options = sum(p * pts for (_, _, pts), p in ends.items())
    return [
        Section(
            key="first-throw",
            title={"fr": "Le premier lancer", "en": "The first throw"},
            reading={
                "fr": "Un lancer des 9 dés contient au moins une combinaison : un brelan (trois faces pareilles) "
                "ou un trio (1, 4 et 5, ou 2, 3 et 5).",
                "en": "A throw of all 9 dice holds at least one set: a brelan (three alike) or a trio "
                "(1, 4 and 5, or 2, 3 and 5).",
            },
            figures=(Figure("any-set", {"fr": "Au moins une combinaison", "en": "At least one set"},
                            any_set_chance()),),
        ),
        Section(
            key="finals",
            title={"fr": "Fin du tour", "en": "End of the turn"},
            reading=STRATEGY_READING,
            figures=tuple(Figure(f, FINAL_LABELS[f], finals[f]) for f in FINALS)
            + (
                Figure("points", {"fr": "Points en moyenne", "en": "Average points"}, points, kind="mean"),
                Figure("points-options", {"fr": "Points en moyenne, avec les options",
                                          "en": "Average points, with the options"}, with_options, kind="mean"),
            ),
        ),
    ]


# -- Petits chevaux -----------------------------------------------------------------------------------
def petits_chevaux_odds(die: H = H.standard(6)) -> list[Section]:
    six = die.probability(6)
    miss = 1 - six
    median = next(n for n in itertools.count(1) if 1 - miss**n >= Fraction(1, 2))
    return [
        Section(
            key="waiting",
            title={"fr": "Attendre un 6", "en": "Waiting for a 6"},
            reading={
                "fr": "Tant qu'aucun cheval n'est sorti, chaque lancer est neuf et donne un 6 une fois sur six : "
                "l'attente suit une loi géométrique. On compte les lancers jusqu'au 6 compris.",
                "en": "While no horse is out, every roll starts afresh and shows a 6 once in six: the wait is "
                "geometric. Rolls are counted up to and including the 6.",
            },
            figures=(
                Figure("mean-wait", {"fr": "Lancers en moyenne", "en": "Rolls on average"}, 1 / six, kind="mean"),
                Figure("median-wait", {"fr": "Lancers pour avoir une chance sur deux", "en": "Rolls for an even chance"},
                       Fraction(median), kind="count"),
                Figure("six-within-3", {"fr": "Un 6 en 3 lancers au plus", "en": "A 6 within 3 rolls"}, 1 - miss**3),
                Figure("no-six-in-10", {"fr": "Toujours pas de 6 après 10 lancers", "en": "Still no 6 after 10 rolls"},
                       miss**10),
            ),
        ),
        Section(
            key="three-sixes",
            title={"fr": "Trois 6 d'affilée", "en": "Three 6s in a row"},
            reading={
                "fr": "Les trois 6 se comptent dans un même tour : le premier lancer du tour, puis les deux "
                "relances qu'un 6 accorde. Au troisième 6, le tour est perdu.",
                "en": "The three 6s are counted within one turn: its first roll, then the two extra rolls a 6 "
                "grants. On the third 6 the turn is lost.",
            },
            figures=(
                Figure("lost-turn", {"fr": "Tour perdu", "en": "Turn lost"}, six**3),
                Figure("rolls-per-turn", {"fr": "Lancers par tour en moyenne", "en": "Rolls per turn on average"},
                       1 + six + six**2, kind="mean"),
            ),
        ),
    ]
