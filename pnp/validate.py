"""`pnp validate`: every check pnp knows, run at once on a game, reported one line each.

The game file; each part kind's own checks (the board graph and set-up counts, the folds of every
net, …); every part on every paper and in every language, fitting its sheets with every glyph in the font; and every
claim the game file makes about its dice.
"""

from __future__ import annotations

from msgspec import Struct

from pnp.base.errors import PnpError, in_file
from pnp.base.fonts import missing_glyphs
from pnp.base.i18n import LANGS, message_language, said, say, text
from pnp.base.units import paper as paper_named
from pnp.engine.claims import HandResult, check_claims, check_hands
from pnp.kit import build_game, languages_given, load_game
from pnp.model.art import warnings_heard
from pnp.model.spec import game_path, source_name
from pnp.parts.cards import deck_cards
from pnp.parts.registry import Context, kinds
from pnp.parts.shops import margin_warnings
from pnp.render import shops
from pnp.scene import Group, Text


def game_claims(game, where) -> list:
    """Every claim of a game checked, in the file's order: duels of dice, and hands dealt from its decks."""
    with in_file(where):  # a claim's refusal names the game file and the claim's key, never an option
        results = check_claims(game)
        if any(c.deck for c in game.claims):
            results += check_hands(game, deck_cards(game, where))
    return sorted(results, key=lambda r: r.index)


def describe_claim(result, lang: str = "fr") -> str:
    """One line for a pnp.engine.claims.ClaimResult or HandResult: which claim, what it says, what is true."""
    if isinstance(result, HandResult):
        return _describe_hand(result, lang)
    c, o = result.claim, result.outcome
    said = text(c.text, lang) or f"{c.die} / {c.against}"
    truth = say("claims.truth", lang, win=o.win, tie=o.tie, lose=o.lose)
    claimed = (say("claims.claimed_tie", lang, win=result.claimed_win, tie=result.claimed_tie)
               if result.claimed_tie is not None else f"{result.claimed_win}")
    play = [say("claims.one_roll", lang) if c.rolls == 1 else say("claims.sum", lang, n=c.rolls)]
    play += [say("claims.series", lang, n=c.series)] * (c.series > 1) + [say("claims.lower_wins", lang)] * c.lower_wins
    where = f"claims[{result.index}] ({c.die} {say('claims.against', lang)} {c.against}, {', '.join(play)})"
    if result.ok:
        return f"{_verdict(True, lang)} {where}: {said} — {truth}"
    return f"{_verdict(False, lang)} {where}: {say('validate.claimed', lang, said=said, claimed=claimed, truth=truth)}"


def _verdict(ok: bool, lang: str) -> str:
    """A claim's first word, "ok" or "wrong", padded alike so that the claims' lines align."""
    right, wrong = say("validate.ok", lang), say("claims.wrong", lang)
    return f"{right if ok else wrong:<{max(len(right), len(wrong))}}"


def _describe_hand(result: HandResult, lang: str) -> str:
    c = result.claim
    hand = say("claims.hand", lang, n=c.hand, deck=c.deck, k=c.at_least, where=" & ".join(c.where))
    said = text(c.text, lang) or hand
    truth = say("claims.hand_truth", lang, true=result.true)
    if result.ok:
        return f"{_verdict(True, lang)} claims[{result.index}] ({hand}): {said} — {truth}"
    return (f"{_verdict(False, lang)} claims[{result.index}] ({hand}): "
            f"{say('validate.claimed', lang, said=said, claimed=result.claimed, truth=truth)}")


class Check(Struct):
    name: str
    ok: bool
    detail: str
    warning: bool = False  # ok, but worth a look (a card's text inside a print shop's safe margin)
    setting: str = ""  # a parts check's paper and language ("a4, fr"), which its name says

    def line(self) -> str:
        """The check's line in the reader's language: its verdict (ok, FAIL, warn, padded alike), its name, what
        it found."""
        place = f"{self.name}{said('colon')} " if self.name else ""
        verdicts = {key: str(said(f"validate.{key}")) for key in ("ok", "fail", "warn")}
        width = max(map(len, verdicts.values()))
        verdict = verdicts["warn" if self.warning else "ok" if self.ok else "fail"]
        return f"{verdict:<{width}}  {place}{self.detail}"


def _attempt(name: str, run, setting: str = "") -> Check:
    try:
        return Check(name, True, run(), setting=setting)
    except PnpError as e:
        return Check(name, False, str(e), setting=setting)


def _parts(game, paper: str, lang: str, where: str) -> str:
    parts = build_game(Context.printing(game, where, paper=paper_named(paper), lang=lang))
    missing: set[str] = set()

    def walk(items):
        for item in items:
            if isinstance(item, Text):
                missing.update(missing_glyphs(item.text, item.font))
            elif isinstance(item, Group):
                walk(item.items)

    for part in parts:
        for page in part.document.pages:
            walk(page.items)
    if missing:
        raise PnpError(said("errors.validate.glyphs", chars=" ".join(sorted(missing))))
    pages = sum(len(p.document.pages) for p in parts)
    return str(said("validate.drawn", parts=said("validate.parts-count", count=len(parts)),
                    pages=said("validate.pages-count", count=pages)))


def _claims(game, where) -> list[Check]:
    try:
        results = game_claims(game, where)
    except PnpError as e:
        return [Check(str(said("validate.claims")), False, str(e))]
    lang = message_language()
    return [Check(f"claims[{r.index}]", r.ok, describe_claim(r, lang).split(": ", 1)[-1]) for r in results]


def _once(checks: list[Check], combinations: int) -> list[Check]:
    """Each problem once: a failure whose line is an earlier one's (a deck's bad art fails its deck's check and
    the parts on every paper and in every language) joins that one; failed parts checks name what they cover
    (all `combinations` of paper and language, or the ones listed)."""
    kept: dict[str, Check] = {}
    covers: dict[str, list[str]] = {}
    out = []
    for check in checks:
        if check.ok:
            out.append(check)
        elif check.detail in kept:
            covers[check.detail].append(check.name)
        else:
            kept[check.detail], covers[check.detail] = check, [check.name]
            out.append(check)
    settings = {}
    for check in checks:
        if not check.ok and check.detail in covers:
            settings.setdefault(check.detail, []).append(check.setting)
    for detail, names in covers.items():
        parts = [setting for setting in settings[detail] if setting]
        if len(parts) > 1 and len(parts) == len(names):  # failed alike on several papers and languages
            kept[detail].name = str(said("validate.parts-every") if len(parts) == combinations
                                    else said("validate.parts", setting="; ".join(parts)))
    return out


def validate(ref: str, papers=("a4", "letter"), langs=LANGS, shop: str | None = None) -> list[Check]:
    """Every check, one line each; with `shop`, a warning per card element inside that shop's safe margin. A
    warning given along the way (a snake that climbs, art printed below its dpi) is a line of its own, once."""
    with warnings_heard() as heard:
        checks = _checks(ref, papers, langs, shop)
    return checks + [Check("", True, line, warning=True) for line in heard]


def _checks(ref: str, papers, langs, shop: str | None) -> list[Check]:
    profile = shops.shop(shop) if shop is not None else None  # an unknown shop is bad input: exit 2
    try:
        game = load_game(ref)
    except PnpError as e:
        return [Check(str(said("validate.game-file")), False, str(e))]
    where = source_name(game_path(ref))
    checks = [Check(str(said("validate.game-file")), True, str(said("validate.reads", game=game.id)))]
    if langs is LANGS:  # every language the file is written in (a designer's in fr and en is not checked in de)
        langs = languages_given(game) or LANGS
    context = Context(game, where)
    for kind in kinds():
        for name, run in kind.verify(context) if kind.verify else ():
            checks.append(_attempt(name, run))
    for paper in papers:
        for lang in langs:
            setting = f"{paper}, {lang}"
            checks.append(_attempt(str(said("validate.parts", setting=setting)), lambda p=paper, l=lang: _parts(game, p, l, where),
                                   setting))
    checks = _once(checks, len(papers) * len(langs))
    checks.extend(_claims(game, where))
    if profile is not None:
        try:
            warned = [Check(profile.name, True, line, warning=True) for line in margin_warnings(game, where, profile)]
        except PnpError as e:
            warned = [Check(profile.name, False, str(e))]
        safe = said("validate.safe", shop=profile.label) if game.decks else said("validate.no-deck")
        checks += warned or [Check(profile.name, True, str(safe))]
    return checks
