"""The game file: TOML in, validated objects out.

The model is a set of msgspec Structs. msgspec checks types and unknown keys; the checks that need
several fields at once (unique ids, dice named by claims, colours) follow in `_check`. Every error is
one line: the file, the field, what is wrong and what to write instead.
"""

# No "from __future__ import annotations" here: Typer and msgspec would eval every annotation string at
# each start (about 450 evals, 7 ms of a 130 ms build); evaluated once at import they cost next to nothing.


import difflib
import math
import re
import tomllib
import typing
from pathlib import Path
from typing import Annotated, Literal, Union

import msgspec
from msgspec import Meta, Struct

from pnp.base import colors
from pnp.base.errors import PnpError, in_file
from pnp.base.fonts import missing_glyphs
from pnp.base.i18n import Grouped, Said, said, text, typography
from pnp.base.resources import Source, games_dir
from pnp.base.texts import CONTROL, unprintable
from pnp.base.units import UNSET, Length, MaybeLength, positive_length
from pnp.engine.faces import MAX_DICE, SHAPES, check_faces, check_shape
from pnp.engine.faces import MAX_NUMBER as MAX_FACE
from pnp.engine.faces import MIN_NUMBER as MIN_FACE
from pnp.model import entries
from pnp.model.explain import explain, range_at

Localized = Union[str, dict[str, str]]
Count = Annotated[int, Meta(ge=1, le=1000)]
# \A and \Z, not ^ and $: msgspec searches the pattern, and $ also matches before a final line break ("probe\n")
Id = Annotated[str, Meta(pattern=r"\A[a-z0-9][a-z0-9_-]{0,39}\Z")]
MAX_NUMBER = 1_000_000_000  # no number of a game file is larger (in size) than this, whatever its key; most keys have a smaller range


MODEL = dict(forbid_unknown_fields=True, kw_only=True, frozen=True)
MAX_MINUTES = 1440  # a game's playing time in minutes: a day at most
MAX_AGE = 99  # the youngest age a game is for


class Players(Struct, **MODEL):
    min: Annotated[int, Meta(ge=1, le=20)]
    max: Annotated[int, Meta(ge=1, le=20)]


class Minutes(Struct, **MODEL):
    """How long a game takes, in minutes: the shortest and the longest usual game (min = max for one figure)."""

    min: Annotated[int, Meta(ge=1, le=MAX_MINUTES)]
    max: Annotated[int, Meta(ge=1, le=MAX_MINUTES)]


class Die(Struct, **MODEL):
    id: Id
    name: Localized = ""
    faces: list[Union[Annotated[int, Meta(ge=MIN_FACE, le=MAX_FACE)], str]]
    color: str = "white"
    count: Count = 1
    pips: bool = False  # draw the numbers 1-6 as pips
    shape: str = "d6"  # d4, d6, d8, d10, d12 or d20: as many faces as it has
    forms: tuple[Literal["sticker", "net"], ...] = ("sticker", "net")  # what the kit prints for it
    edge: Annotated[MaybeLength, Meta(examples=["16mm"])] = UNSET  # the blank die's edge the stickers are for; "" the shape's usual one (16mm for a d6)
    net_face: Annotated[MaybeLength, Meta(examples=["20mm"])] = UNSET  # edge of a face of the paper die; "" the shape's usual one (20mm for a d6)
    art: list[str] = []  # a picture file per face ("" for none), drawn instead of the face's value

    @property
    def standard(self) -> bool:
        """Faces 1-6 in order on a d6: a real d6, whose net must also have the right handedness."""
        return self.shape == "d6" and self.faces == [1, 2, 3, 4, 5, 6]

    @property
    def edge_mm(self) -> Length:
        return self.edge if self.edge.given else DIE_EDGE[self.shape]

    @property
    def net_mm(self) -> Length:
        return self.net_face if self.net_face.given else NET_FACE[self.shape]


class Claim(Struct, **MODEL):
    """A figure the rules state, checked exactly by the engine: a duel of dice (die, against, win) or a hand dealt
    from a deck (deck, hand, where, at_least, chance)."""

    id: Annotated[str, Meta(pattern=r"\A([a-z0-9][a-z0-9_-]{0,39})?\Z")] = ""  # a rule text cites the claim's figure by it: {claims.ID}
    text: Localized = ""
    die: str = ""
    against: str = ""
    win: str = ""
    tie: str | None = None
    rolls: Annotated[int, Meta(ge=1, le=1000)] = 1
    series: Annotated[int, Meta(ge=1, le=1001)] = 1
    lower_wins: bool = False
    deck: str = ""  # a deck's id: the claim is the chance of a hand
    hand: Annotated[int, Meta(ge=1, le=1000)] = 1  # cards dealt
    where: list[str] = []  # "COLUMN=VALUE": the cards that match (all of them)
    at_least: Annotated[int, Meta(ge=0, le=1000)] = 1  # matching cards the hand holds at least
    chance: str = ""  # the exact chance, "33/91"


# --- odds tables: the [[odds]] key (computed by pnp/engine/tables.py, printed by the rule book) ---

DUEL_WORDS = ("plain", "lower_wins", "equal_dice")  # and sum2, sum3 ...: the variants a word can name


class DuelVariant(Struct, **MODEL):
    """One way of playing a duel: how each roll is made and who takes it."""

    id: Id = ""  # "" takes a name from the rules: plain, sum2, lower_wins, equal_dice
    label: Localized = ""  # "" takes a label from the rules
    sum: Annotated[int, Meta(ge=1, le=1000)] = 1  # each roll adds up this many throws of one's die
    lower_wins: bool = False
    equal_dice: bool = False  # both sides roll the first die


class OddsTable(Struct, **MODEL):
    """A table of who beats whom among dice, one row per variant and series length."""

    id: Id = "duel"
    title: Localized = ""
    reading: Localized = ""  # the game's own reading, printed after the general one
    dice: list[str] = []  # die ids; [] takes every die whose faces are all numbers
    series: tuple[Annotated[int, Meta(ge=1, le=1001)], ...] = (1,)
    variants: tuple[Union[str, DuelVariant], ...] = ("plain",)


def duel_variant(value: Union[str, DuelVariant]) -> DuelVariant | None:
    """A variant as a table; a word (plain, sum2, lower_wins, equal_dice) read as one, None for an unknown word."""
    if isinstance(value, DuelVariant):
        return value
    if value in DUEL_WORDS:
        return DuelVariant(lower_wins=value == "lower_wins", equal_dice=value == "equal_dice")
    if (sums := re.fullmatch(r"sum([1-9][0-9]{0,2})", value)) and int(sums.group(1)) <= 1000:
        return DuelVariant(sum=int(sums.group(1)))
    return None


class Simulation(Struct, **MODEL):
    """How `pnp simulate` plays the game: by a built-in game's rules engine, with this file's components, or
    (kind = "race") as a race on its track board, from the numbers below alone."""

    plays_like: str = ""  # a built-in game's id, e.g. "petits-chevaux"
    kind: Literal["", "race"] = ""
    pawns: Annotated[int, Meta(ge=1, le=16)] = 1  # per player
    dice: list[str] = []  # die ids, rolled together and summed; [] the first die
    start: Annotated[int, Meta(ge=0, le=MAX_NUMBER)] = 0  # a cell's number; below the first cell: off the board
    finish: Literal["exact", "bounce", "overshoot"] = "exact"
    again_on: list[Annotated[int, Meta(ge=-MAX_NUMBER, le=MAX_NUMBER)]] = []  # rolls that give another roll
    max_again: Annotated[int, Meta(ge=0, le=100)] = 0  # 0: no limit
    capture: bool = False


class Game(Struct, **MODEL):
    id: Id
    title: Localized
    players: Players
    credits: Localized = ""
    licence: Localized = ""
    author: Localized = ""  # as the cover prints it under the title: a name, or words ("Traditional game")
    age: Annotated[int, Meta(ge=1, le=MAX_AGE)] | None = None  # the youngest players' age, on the cover
    time: Minutes | None = None  # the playing time in minutes, on the cover
    personal_use_only: bool = False
    dice: list[Die] = []
    claims: list[Claim] = []
    odds: list[OddsTable] = []
    who_beats_whom: bool = True  # with no [[odds]], the book's plain table of the dice with numbers; false where dice are never opposed
    simulation: Simulation | None = None
    fonts: dict[str, str] = {}  # the designer's own font files by name: title, body, … (pnp.model.typefaces)

    def die(self, die_id: str) -> Die:
        return next(d for d in self.dice if d.id == die_id)


# Each part kind adds the game-file section it reads (pnp/parts/registry.py registers them), and reads it with
# the type it registers; the whole model, the core Game and every section, is declared in pnp/game.py.
SECTIONS: dict[str, tuple[typing.Any, typing.Any]] = {}


# Keys a kind no longer reads, by path ("board.black_knight"), with what to write instead: the one line a
# file that still has one gets.
RETIRED: dict[str, "str | Said"] = {}


def retire(path: str, instead: "str | Said") -> None:
    RETIRED[path] = instead


# The sections (a list of tables) whose tables may stand for one entry a row of a sheet: `data = "tokens.csv"`
FROM_DATA: set[str] = set()


def add_section(key: str, model: typing.Any, default: typing.Any, *, rows: bool = False) -> None:
    if key in Game.__struct_fields__ or SECTIONS.get(key, (model, default)) != (model, default):
        raise ValueError(f"two models for the game-file section '{key}'")  # not a message: a kind's own bug
    SECTIONS[key] = (model, default)
    if rows:
        FROM_DATA.add(key)


def notice(game: Game, lang: str) -> str:
    """The line every sheet of a game that is not free of rights carries."""
    if not game.personal_use_only:
        return ""
    return typography(f"{text(game.credits, lang)} {text(game.licence, lang)}".strip(), lang)


def builtin_games() -> list[str]:
    return sorted(p.parent.name for p in games_dir().glob("*/game.toml"))


def game_path(ref: str) -> Path:
    """A built-in game's id, or the path of a game file."""
    if ref.endswith(".toml") or "/" in ref or "\\" in ref:
        path = Path(ref)
        if not path.is_file():
            raise PnpError(said("errors.spec.no-file", ref=ref))
        return path
    path = games_dir() / ref / "game.toml"
    if not path.is_file():
        hint = difflib.get_close_matches(ref, builtin_games(), n=1)
        games = ", ".join(builtin_games())
        if hint:
            raise PnpError(said("errors.spec.unknown-game-close", ref=ref, close=hint[0], games=games))
        raise PnpError(said("errors.spec.unknown-game", ref=ref, games=games))
    return path


MAX_FILE = 1_000_000  # bytes: a game file is a page of text, not a data dump


def source_name(path: Path) -> Source:
    """How messages name a game file (its path, or a built-in game's id), with the folder it lies in."""
    name = str(path) if not path.is_relative_to(games_dir()) else f"game '{path.parent.name}'"
    return Source(name, path.parent)


def read_game(ref: str) -> tuple[dict, str]:
    """The raw TOML of a game file (or built-in game) and how messages name it. pnp.kit.load_game reads it
    into the model with every part kind's section."""
    path = game_path(ref)
    where = source_name(path)
    try:
        if path.stat().st_size > MAX_FILE:
            raise PnpError(said("errors.spec.too-large", most=Grouped(MAX_FILE // 1000)), where=where)
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise PnpError(said("errors.spec.not-utf8"), where=where) from None
    except OSError as e:
        raise PnpError(said("errors.spec.unreadable", reason=e.strerror), where=where) from None
    except tomllib.TOMLDecodeError as e:
        raise PnpError(said("errors.spec.not-toml", reason=str(e)), where=where) from None
    except ValueError:  # not TOMLDecodeError: Python refuses to read an integer of more than 4300 digits
        raise PnpError(said("errors.spec.long-number"), where=where) from None
    except RecursionError:  # tomllib reads nested lists and tables by recursion
        raise PnpError(said("errors.spec.too-deep", most=MAX_DEPTH), where=where) from None
    return raw, where


def parse_game(raw: dict, *, where: str = "game file", model: type[Game] = Game) -> Game:
    """The core model and its checks, read into `model` (pnp.game.Game: the core and every kind's section);
    each section the file has is read with the type its kind registered, so msgspec builds no decoder for the
    kinds a file does not use. Each kind's own checks follow in pnp.kit.parse_game."""
    _check_texts(raw, "", where, model)
    lengths = LengthReader()
    sections = [key for key in model.__struct_encode_fields__ if key not in Game.__struct_encode_fields__]
    origins: dict[str, entries.Origin] = {}
    try:
        core = msgspec.convert(_dice_from_data({k: v for k, v in raw.items() if k not in sections}, where, origins),
                               Game, dec_hook=lengths)
        read = {key: _section(key, raw[key], lengths, where, model, origins) for key in sections if key in raw}
    except msgspec.ValidationError as e:
        raise explain(str(e), raw, model, RETIRED, refused=lengths.refused).error(where) from None
    game = model(**msgspec.structs.asdict(core), **read)
    entries.remember(game, origins)
    with entries.placed(game, where):
        _check(game, where)
    return game


def _dice_from_data(core: dict, where: str, origins: dict) -> dict:
    """The core with each `[[dice]]` table that names a sheet given its faces from it (pnp.model.entries)."""
    dice = core.get("dice")
    if not isinstance(dice, list) or not any(isinstance(d, dict) and "data" in d for d in dice):
        return core
    made = []
    for i, die in enumerate(dice):
        die, origin = entries.die_faces(die, where, f"dice[{i}]", MAX_TEXT)
        made.append(die)
        if origin is not None:
            origins[f"dice[{i}]"] = origin
    return core | {"dice": made}


def _section(key: str, value, lengths: "LengthReader", where: str, root: type, origins: dict):
    """One kind's section, read with the type it registered; msgspec's path made the file's (`$.key[0].x`). A
    section whose tables may take their entries from a sheet (FROM_DATA) has them read a row an entry."""
    if key in FROM_DATA and isinstance(value, list) and any(isinstance(v, dict) and "data" in v for v in value):
        element = typing.get_args(SECTIONS[key][0])[0]
        made, found = entries.expand(key, value, element, where, lengths, root=root, most=MAX_TEXT)
        origins.update(found)
        return made
    try:
        return msgspec.convert(value, SECTIONS[key][0], dec_hook=lengths)
    except msgspec.ValidationError as e:
        problem, at = re.fullmatch(r"(.*?)(?: - at `\$([^`]*)`)?", str(e), re.S).groups()
        raise msgspec.ValidationError(f"{problem} - at `$.{key}{at or ''}`") from None


# msgspec's names of the types a TOML value may have, for a value of the wrong type at a Length key
TYPE_NAMES = {bool: "bool", int: "int", float: "float", list: "array", dict: "object"}


class LengthReader:
    """msgspec's dec_hook for the Length keys: each read once, as the file is read, into its millimetres.
    Text that is no length keeps its own message (`refused`, which msgspec would word anew); a value of
    another type is refused as msgspec refuses one, so that explain words it as it words any key's."""

    def __init__(self):
        self.refused = ""

    def __call__(self, kind: type, value):
        if not (isinstance(kind, type) and issubclass(kind, Length)):
            raise NotImplementedError(kind)
        if not isinstance(value, str):
            raise TypeError(f"Expected `str`, got `{TYPE_NAMES.get(type(value), type(value).__name__)}`")
        try:
            return kind.read(value)
        except PnpError as e:
            self.refused = e.message
            raise ValueError(e.message) from None


MAX_TEXT = 4000  # characters in one text of a game file (a rule section is the longest)
MAX_TITLE = 100  # characters in a game's title: set as a heading of at most three lines, and in every footer
MAX_DEPTH = 12  # levels of tables and lists in a game file (the deepest section needs 6)
def _check_texts(value, field: str, where: str, model: type, depth: int = 0) -> None:
    """Every string of the file: no control, direction or invisible characters, not absurdly long, and every
    character one the bundled font can draw, so nothing printed turns into blank boxes or runs backwards."""
    if depth > MAX_DEPTH:
        raise PnpError(said("errors.spec.nested", most=MAX_DEPTH), field=field, where=where)
    if isinstance(value, dict):
        for key, item in value.items():
            if CONTROL.search(str(key)):
                raise PnpError(said("errors.spec.control-key"), field=field or str(said("errors.spec.top-level")), where=where)
            _check_texts(item, f"{field}.{key}" if field else str(key), where, model, depth + 1)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _check_texts(item, f"{field}[{i}]", where, model, depth + 1)
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        _check_number(value, field, where, model)
    elif isinstance(value, str):
        if why := unprintable(value):
            raise PnpError(said("errors.spec.holds", what=why), field=field, where=where)
        if len(value) > MAX_TEXT:
            raise PnpError(said("errors.spec.text-long", count=len(value), most=Grouped(MAX_TEXT)), field=field, where=where)
        if missing := missing_glyphs(value):
            raise PnpError(said("errors.spec.no-glyph", chars=" ".join(sorted(missing))), field=field, where=where)


def _check_number(value: int | float, field: str, where: str, model: type) -> None:
    """TOML reads nan, inf and 1e400 (infinity) as numbers; no key of a game file takes them, nor any number
    past MAX_NUMBER in size. Each key's own range follows, in the model."""
    if isinstance(value, float) and not math.isfinite(value):
        limits = range_at(model, field)
        message = (said("errors.spec.not-finite-range", value=str(value), least=f"{limits[0]:g}", most=f"{limits[1]:g}")
                   if limits else said("errors.spec.not-finite", value=str(value)))
        raise PnpError(message, field=field, where=where)
    if abs(value) > MAX_NUMBER:
        lo, hi = range_at(model, field) or (-MAX_NUMBER, MAX_NUMBER)  # the key's own range, where the model gives one
        raise PnpError(said("errors.spec.past-any", value=f"{value:g}", least=f"{lo:.15g}", most=f"{hi:.15g}"),
                       field=field, where=where)


def _check(game: Game, where: str) -> None:
    def fail(field: str, message):
        raise PnpError(message, field=field, where=where)

    titles = game.title.items() if isinstance(game.title, dict) else [("", game.title)]
    for lang, words in titles or [("", "")]:
        key = f"title.{lang}" if lang else "title"
        if not words.strip():
            fail(key, said("errors.spec.title-empty"))
        if len(words) > MAX_TITLE:
            fail(key, said("errors.spec.title-long", count=len(words), most=MAX_TITLE))
    if game.players.min > game.players.max:
        fail("players", said("errors.spec.players", min=game.players.min, max=game.players.max))
    if game.time is not None and game.time.min > game.time.max:
        fail("time", said("errors.spec.time", min=game.time.min, max=game.time.max))
    seen: set[str] = set()
    for i, die in enumerate(game.dice):
        field = f"dice[{i}]"
        if die.id in seen:
            fail(f"{field}.id", said("errors.spec.die-twice", id=die.id))
        seen.add(die.id)
        for lang, words in (die.name.items() if isinstance(die.name, dict) else [("", die.name)]):
            if len(words) > MAX_DIE_NAME:
                fail(f"{field}.name" + (f".{lang}" if lang else ""),
                     said("errors.spec.die-name", words=words[:MAX_DIE_NAME], most=MAX_DIE_NAME))
        with in_file(where):
            check_faces(die.faces, field=f"{field}.faces")
            colors.color(die.color, field=f"{field}.color")
            if die.shape in SHAPES:  # an unknown shape is named below, with a did-you-mean
                positive_length(die.edge_mm, field=f"{field}.edge", maximum=MAX_DIE, minimum=MIN_DIE)
                positive_length(die.net_mm, field=f"{field}.net_face", maximum=MAX_DIE, minimum=MIN_DIE)
            check_shape(die.shape, die.faces, field=field)
    _check_simulation(game, seen, fail, where)
    named: set[str] = set()
    for i, claim in enumerate(game.claims):
        field = f"claims[{i}]"
        if claim.id in named:
            fail(f"{field}.id", said("errors.spec.claim-twice", id=claim.id))
        named.add(claim.id or "")
        named.discard("")
        if claim.deck or claim.chance:
            _check_deck_claim(claim, field, where, fail)
            continue
        if not claim.win:
            fail(f"{field}.win", said("errors.spec.claim-win"))
        for key in ("die", "against"):
            if getattr(claim, key) not in seen:
                fail(f"{field}.{key}", _no_die(getattr(claim, key), sorted(seen)))
        for key in ("win", "tie"):
            value = getattr(claim, key)
            if value is not None:
                with in_file(where):
                    parse_fraction(value, field=f"{field}.{key}")
    _check_odds(game, fail)


def _no_die(die_id: str, dice: list[str]):
    """A die named that the file does not have, and those it has."""
    return said("errors.spec.no-die", id=die_id, dice=", ".join(dice) or said("errors.spec.none"))


def _check_simulation(game: Game, dice: set[str], fail, where) -> None:
    """[simulation]: one way of playing, and a race's dice that exist and show numbers."""
    sim = game.simulation
    if sim is None:
        return
    if sim.kind and sim.plays_like:
        fail("simulation.kind", said("errors.spec.race-or-like", like=sim.plays_like))
    raced = ("pawns", "dice", "start", "finish", "again_on", "max_again", "capture")
    if not sim.kind and (used := [k for k in raced if getattr(sim, k) != getattr(Simulation(), k)]):
        fail(f"simulation.{used[0]}", said("errors.spec.race-key"))
    for j, die_id in enumerate(sim.dice):
        if die_id not in dice:
            fail(f"simulation.dice[{j}]", _no_die(die_id, sorted(dice)))
        if not all(isinstance(f, int) for f in game.die(die_id).faces):
            fail(f"simulation.dice[{j}]", said("errors.spec.race-word", id=die_id))
    if sim.kind and not sim.dice and not game.dice:
        fail("simulation.dice", said("errors.spec.race-no-die"))
    if sim.kind == "race":
        from pnp.engine.race import check_rolls  # the race engine, for a file that is a race only

        faces = tuple(tuple(game.die(d).faces) for d in (sim.dice or [game.dice[0].id]))
        if not sim.dice and not all(isinstance(f, int) for f in faces[0]):
            fail("simulation.dice", said("errors.spec.race-first-die", id=game.dice[0].id))
        with in_file(where):  # the dice's sums within budget, and a turn that ends: the check the engine makes
            check_rolls(faces, frozenset(sim.again_on), sim.max_again)


def _check_deck_claim(claim: Claim, field: str, where, fail) -> None:
    """A hand's chance: a deck, its matching cards named, an exact chance, and no dice's keys."""
    if not claim.deck:
        fail(f"{field}.deck", said("errors.spec.hand-deck"))
    if not claim.chance:
        fail(f"{field}.chance", said("errors.spec.hand-chance"))
    if not claim.where:
        fail(f"{field}.where", said("errors.spec.hand-where"))
    for key in ("die", "against", "win", "tie"):
        if getattr(claim, key):
            fail(f"{field}.{key}", said("errors.spec.hand-dice-key"))
    with in_file(where):
        parse_fraction(claim.chance, field=f"{field}.chance")


def _check_odds(game: Game, fail) -> None:
    """The [[odds]] tables: dice that exist and show numbers, known variants, ids used once."""
    numeric = [d.id for d in game.dice if all(isinstance(f, int) for f in d.faces)]
    if not game.odds and (len(numeric) < 3 or not game.who_beats_whom):  # no table, or the book's default one of two dice
        return
    if not game.odds and len(numeric) > MAX_DICE:
        fail("odds", said("errors.spec.odds-many", count=len(numeric), most=MAX_DICE))
    tables: set[str] = set()
    for i, table in enumerate(game.odds):
        field = f"odds[{i}]"
        if table.id in tables:
            fail(f"{field}.id", said("errors.spec.table-twice", id=table.id))
        tables.add(table.id)
        ids = table.dice or [d.id for d in game.dice if all(isinstance(f, int) for f in d.faces)]
        for j, die_id in enumerate(table.dice):
            die = next((d for d in game.dice if d.id == die_id), None)
            if die is None:
                fail(f"{field}.dice[{j}]", _no_die(die_id, [d.id for d in game.dice]))
            if not all(isinstance(f, int) for f in die.faces):
                fail(f"{field}.dice[{j}]", said("errors.spec.duel-word", id=die_id))
        if not 2 <= len(set(ids)) == len(ids) <= MAX_DICE:
            fail(f"{field}.dice", said("errors.spec.duel-dice", most=MAX_DICE,
                                       ids=", ".join(ids) or said("errors.spec.none")))
        if not table.series or len(set(table.series)) != len(table.series):
            fail(f"{field}.series", said("errors.spec.series"))
        names: set[str] = set()
        for j, value in enumerate(table.variants):
            variant = duel_variant(value)
            if variant is None:
                fail(f"{field}.variants[{j}]", said("errors.spec.variant", value=str(value)))
            if (name := variant.id or variant_name(variant)) in names:
                fail(f"{field}.variants[{j}]", said("errors.spec.variant-twice", name=name))
            names.add(name)
        if not table.variants:
            fail(f"{field}.variants", said("errors.spec.no-variant"))


def variant_name(variant: DuelVariant) -> str:
    """The id a variant takes from its rules: plain, sum2, lower_wins, equal_dice, or several joined by '-'."""
    parts = [f"sum{variant.sum}"] * (variant.sum > 1) + ["lower_wins"] * variant.lower_wins
    return "-".join(parts + ["equal_dice"] * variant.equal_dice) or "plain"


MAX_DIE = 100.0  # mm: a die edge or net face larger than this is surely a typo
MAX_DIE_NAME = 24  # characters in a die's name, printed over its stickers and in a corner of its net
MIN_DIE = 5.0  # mm: the smallest die edge or net face (a 4 mm sticker, a cube that can still be folded)
MIN_STICKER = 4.0  # mm: the smallest sticker (--sticker); the default is about 80 % of the edge
# a blank die's usual edge (a d10's long edge, from its point to its belt), and a paper die's face, per shape
DIE_EDGE = {shape: Length.read(edge) for shape, edge in
            {"d4": "18mm", "d6": "16mm", "d8": "14mm", "d10": "14mm", "d12": "9mm", "d20": "13mm"}.items()}
NET_FACE = {shape: Length.read(face) for shape, face in
            {"d4": "30mm", "d6": "20mm", "d8": "25mm", "d10": "30mm", "d12": "15mm", "d20": "20mm"}.items()}


def parse_fraction(value: str, *, field: str):
    """An exact fraction from text."""
    from fractions import Fraction  # a few ms at start-up, for the games that state a claim only

    try:
        return Fraction(value.strip())
    except (ValueError, ZeroDivisionError):
        raise PnpError(said("errors.spec.fraction", value=value), field=field) from None
