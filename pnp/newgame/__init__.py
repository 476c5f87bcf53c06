"""`pnp new NAME [--from cards|board|dice|roll-and-write] [--title TEXT] [--lang LANG]`: a folder holding a game
that builds and validates at once, for a designer to change. Each template is a folder of this package (its game
file, a CSV, an SVG drawn for it and a short README); the game's id comes from the folder's name, its title from
--title or that name. pnp's own words in them are messages of the catalogue (new-game.ftl): the game file's
comments in its user's language (or the one asked: new_game's `lang`, `pnp new --lang`), the README a section in
each language pnp speaks, and the game's sample texts (its credits, names, rules, its CSV's words) messages
new.sample.<key>, written in every language pnp speaks (i18n.LANGS: one added by files alone too), so that the
game builds in each at once. The folder is written whole or not at all: the files go into a hidden folder beside
it, renamed into place in one step.

A template's files hold placeholders that `filled()` writes in:
  @SAY:key@         (a game file's comment) the message new.<key> in the comments' language;
  @README:template@ (README.md) the README's sections, one per language;
  @TEXT:key@        in a .toml file, a text per language, `{ de = "...", en = "...", fr = "..." }`, from the
                    message new.sample.<key> in each; in a .csv file, one cell per language, in the order of LANGS;
  @FIELD:column@    in a .toml file, a layout value naming a column per language, `{ de = "{column_de}", ... }`;
                    in a .csv file, those columns' headers, `column_de,column_en,column_fr`;
  @BLANK@           (a .csv file) one empty cell per language, where a row has no text in those columns;
  @TITLE_TOML@      the title as a TOML string (the same in every language), @TITLE@ the title escaped for its
                    file's kind, @ID@ the game's id.

NAME is a path; its last part is the new folder's name, checked before anything is written so that any system
can hold it (issue 33): at most MAX_NAME characters and MAX_NAME_BYTES bytes, no control character, none of
/ \\ : * ? " < > | (Windows refuses them), no reserved Windows name (CON, PRN, AUX, NUL, COM1-9, LPT1-9, with or
without an extension), no trailing dot or space. The title is held to the game file's own rules (spec.py: no
control or invisible character, no more than MAX_TITLE characters, every character one the fonts draw), so the
result validates. Every value written into a template is escaped for the file it goes into (`ESCAPES`)."""

from __future__ import annotations

import csv
import io
import os
import re
import shutil
import tempfile
import unicodedata
from importlib import resources
from pathlib import Path, PurePath

from pnp.base.errors import PnpError
from pnp.base.i18n import LANGS, check_lang, has, language, message_language, said, say, spacing
from pnp.base.texts import unprintable

TEMPLATES = ("cards", "board", "dice", "roll-and-write")
ID_LENGTH = 40  # the game file's rule for ids (docs/game-format.md, Conventions)
# characters of a folder name, hence of the title it gives: within the game file's 100 (spec.MAX_TITLE) so the
# result validates, a name one types rather than a sentence, and 80 letters of three UTF-8 bytes each (any accented
# or CJK letter) still fit the 255 bytes a folder name may take
MAX_NAME = 80
MAX_NAME_BYTES = 255  # a folder name's length on Linux and macOS file systems (ext4, APFS), in UTF-8 bytes
REFUSED = set('/\\:*?"<>|')  # characters Windows refuses in a file name; "/" is the path's separator everywhere
RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"{port}{n}" for port in ("COM", "LPT") for n in "123456789\u00b9\u00b2\u00b3")}
STAGING = 40  # characters of the name kept in the hidden staging folder's name, itself within MAX_NAME_BYTES


def game_id(name: str) -> str:
    """An id from the folder's name: accents dropped, lowercase, any other character a hyphen."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii").lower()
    return re.sub(r"[^a-z0-9_]+", "-", plain).strip("-_")[:ID_LENGTH].rstrip("-_")


def template_files(template: str) -> dict[str, bytes]:
    """A template's files by name, as the package holds them."""
    if template not in TEMPLATES:
        raise PnpError(said("errors.new.template", template=template, templates=", ".join(TEMPLATES)), field="--from")
    folder = resources.files(__package__) / template
    return {entry.name: entry.read_bytes() for entry in folder.iterdir() if entry.is_file()}


# --- escaping: each value written into a template, for the kind of file it goes into -------------------


def toml_string(value: str) -> str:
    """A TOML basic string, quotes included: backslash, quote and every control character escaped (TOML allows
    none of U+0000-U+001F or U+007F raw in a string)."""
    escapes = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}
    return '"' + re.sub(r'[\\"\x00-\x1f\x7f]', lambda m: escapes.get(m.group(), f"\\u{ord(m.group()):04X}"), value) + '"'


def toml_comment(value: str) -> str:
    """Text for a TOML comment line: a line break or other control character written as its escape, never obeyed."""
    return re.sub(r"[\x00-\x08\x0a-\x1f\x7f]", lambda m: f"\\u{ord(m.group()):04X}", value)


def markdown_text(value: str) -> str:
    """Markdown that reads as the text itself: every ASCII punctuation mark backslash-escaped (CommonMark lets
    any be), so no *, _, [, <, # or & starts emphasis, a link, HTML, a heading or an entity; line breaks as spaces."""
    return re.sub(r"[!-/:-@\[-`{-~]", lambda m: "\\" + m.group(), re.sub(r"[\x00-\x1f\x7f]", " ", value))


def csv_field(value: str) -> str:
    """One CSV field, quoted as the csv module quotes it (a comma, quote or line break kept inside the field)."""
    out = io.StringIO()
    csv.writer(out, lineterminator="").writerow([value])
    return out.getvalue()


def xml_text(value: str) -> str:
    """Text for an XML attribute or element (an SVG template's title or desc): & < > " ' as entities, and a
    control character, which XML 1.0 cannot hold even as a reference, as a space."""
    entities = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;"}
    return re.sub(r"[&<>\"'\x00-\x1f\x7f]", lambda m: entities.get(m.group(), " "), value)


ESCAPES = {".toml": toml_comment, ".md": markdown_text, ".csv": csv_field, ".svg": xml_text}  # for @TITLE@


SAYING = re.compile(r"@SAY:([a-z0-9_.-]+)@")  # not a message: a template's comment, the catalogue's new.<key>
README = re.compile(r"@README:([a-z-]+)@")  # not a message: a README's sections, one per language
SAMPLE = re.compile(r"@TEXT:([a-z0-9_.-]+)@|@FIELD:([a-z0-9_]+)@|@BLANK@")  # not a message: the game's own texts
COMMANDS = ("build", "validate", "watch")  # the commands a README shows, each with its message new.readme.<name>


def comment(key: str, lang: str) -> str:
    """A message for a game file's comment: each of its lines a comment line."""
    return "\n# ".join(spacing(say(f"new.{key}", lang), lang).splitlines())


def readme(template: str, ident: str) -> str:
    """A template's README sections, one per language pnp speaks, headed by the language's name: what the folder
    holds, where its keys are explained, and the commands to build, check and watch it."""
    sections = []
    for lang in LANGS:
        def words(key: str, **fields) -> str:
            return spacing(say(key, lang, **fields), lang)

        block = "\n".join(f"    {'pnp ' + command + ' game.toml':<26}{words(f'new.readme.{command}', id=ident)}"
                          for command in COMMANDS)
        more = f"\n\n{words(f'new.{template}.more')}" if has(f"new.{template}.more", lang) else ""
        about = f"{words(f'new.{template}.about')} {words('new.readme.set')}"
        sections.append(f"**{language(lang)['name']}.** {about}\n\n{block}{more}")
    return "\n\n".join(sections)


def toml_key(lang: str) -> str:
    """A language's code as a TOML key: bare when TOML lets it be (letters, digits, - and _), else quoted."""
    return lang if re.fullmatch(r"[A-Za-z0-9_-]+", lang) else toml_string(lang)


def sample(match: re.Match, suffix: str) -> str:
    """A placeholder of the game's own texts (@TEXT:key@, @FIELD:column@, @BLANK@) written for every language
    pnp speaks: an inline table in a game file, cells of a row or columns of a header in a CSV."""
    key, column = match.group(1), match.group(2)
    if key:
        words = {lang: say(f"new.sample.{key}", lang) for lang in LANGS}
    elif column:
        words = {lang: f"{column}_{lang}" for lang in LANGS}
    else:
        words = {lang: "" for lang in LANGS}
    if suffix == ".csv":
        return ",".join(csv_field(value) if value else "" for value in words.values())
    if column:
        words = {lang: "{" + value + "}" for lang, value in words.items()}
    return "{ " + ", ".join(f"{toml_key(lang)} = {toml_string(value)}" for lang, value in words.items()) + " }"


def filled(files: dict[str, bytes], ident: str, title: str, *, lang: str | None = None) -> dict[str, bytes]:
    """The template's files with pnp's words and the game's id and title written in: @SAY:key@ as the message
    new.<key> in `lang` (the reader's language unless told) for a comment, @README:template@ as the README's
    sections in every language, @TEXT:key@, @FIELD:column@ and @BLANK@ as the game's texts in every language
    (the module's docstring); then @TITLE_TOML@ as a TOML string, @TITLE@ escaped for its file's kind
    (ESCAPES), @ID@ as it is (an id holds only a-z, 0-9, - and _). pnp's words go in first, so that a title
    holding "@SAY:...@" is written as it is."""
    if not re.fullmatch(r"[a-z0-9][a-z0-9_-]*", ident):
        raise PnpError(said("errors.new.not-id", id=ident), field="NAME")
    lang = lang or message_language()
    out = {}
    for name, data in files.items():
        suffix = PurePath(name).suffix
        if suffix in ESCAPES:
            text = SAYING.sub(lambda m: comment(m.group(1), lang), data.decode("utf-8"))
            text = README.sub(lambda m: readme(m.group(1), ident), text)
            text = SAMPLE.sub(lambda m: sample(m, suffix), text)
            words = {"@TITLE_TOML@": toml_string(title), "@ID@": ident, "@TITLE@": ESCAPES[suffix](title)}
            data = re.sub("|".join(words), lambda m: words[m.group()], text).encode("utf-8")
        out[name] = data
    return out


# --- the name and the title ---------------------------------------------------------------------------


def folder_name(name: str) -> str:
    """The last part of NAME, if any system can hold it as a folder's name; else one line saying why."""
    if not name.strip():
        raise PnpError(said("errors.new.empty-name"), field="NAME")
    if bad := next((ch for ch in name if unicodedata.category(ch) == "Cc"), None):
        raise PnpError(said("errors.new.name-control", code=f"{ord(bad):04X}"), field="NAME")
    last = PurePath(name).name
    if last in ("", ".", ".."):
        raise PnpError(said("errors.new.no-folder", name=name), field="NAME")
    if bad := next((ch for ch in last if ch in REFUSED), None):
        raise PnpError(said("errors.new.windows-character", name=last, character=bad), field="NAME")
    if last.split(".")[0].rstrip(" ").upper() in RESERVED:
        raise PnpError(said("errors.new.windows-device", name=last), field="NAME")
    if last[-1] in ". ":
        end = "dot" if last[-1] == "." else "space"  # not a message: the message's variant
        raise PnpError(said("errors.new.windows-end", name=last, end=end), field="NAME")
    if len(last) > MAX_NAME or len(last.encode("utf-8")) > MAX_NAME_BYTES:
        raise PnpError(said("errors.new.name-long", len(last), bytes=len(last.encode("utf-8")), limit=MAX_NAME,
                            limit_bytes=MAX_NAME_BYTES), field="NAME")
    return last


def check_title(title: str, field: str) -> str:
    """The title, held to the game file's rules for a title (spec.py), so the game written validates."""
    from pnp.base.fonts import missing_glyphs  # the fonts load only once a name is to be written
    from pnp.model.spec import MAX_TITLE  # the game file's own limit

    if not title.strip():
        raise PnpError(said("errors.new.title-empty"), field=field)
    if bad := next((ch for ch in title if unicodedata.category(ch) == "Cc"), None):
        raise PnpError(said("errors.new.title-control", code=f"{ord(bad):04X}"), field=field)
    if why := unprintable(title):
        raise PnpError(said("errors.new.title-holds", what=why), field=field)
    if len(title) > MAX_TITLE:
        raise PnpError(said("errors.new.title-long", len(title), limit=MAX_TITLE), field=field)
    if missing := missing_glyphs(title):
        raise PnpError(said("errors.new.title-glyphs", characters=" ".join(sorted(missing))), field=field)
    return title


def new_game(name: str, template: str = "cards", title: str | None = None,
             lang: str | None = None) -> tuple[Path, list[Path]]:
    """Write the template into the folder NAME (absent, or empty), and say what was written: its game file's
    comments in `lang` (the reader's language unless told), its README and its sample texts in every language."""
    if lang is not None:
        check_lang(lang)
    last = folder_name(name)
    ident = game_id(last)
    if not ident or not ident[0].isalnum():
        raise PnpError(said("errors.new.no-id", name=name), field="NAME")
    field = "NAME" if title is None else "--title"
    title = check_title(last if title is None else title, field)
    files = filled(template_files(template), ident, title, lang=lang)
    target = Path(name)
    if target.is_symlink():
        raise PnpError(said("errors.new.link", name=name), field="NAME")
    if target.exists():
        if not target.is_dir():
            raise PnpError(said("errors.new.file", name=name), field="NAME")
        if any(target.iterdir()):
            raise PnpError(said("errors.new.not-empty", name=name), field="NAME")
    parent = target.absolute().parent
    if not parent.is_dir():
        raise PnpError(said("errors.new.no-parent", folder=str(parent)), field="NAME")
    try:
        staging = Path(tempfile.mkdtemp(dir=parent, prefix=f".{last[:STAGING]}.", suffix=".new"))
    except OSError as e:
        raise PnpError(said("errors.new.cannot-write-into", folder=str(parent), reason=e.strerror), field="NAME") from None
    try:
        for file, data in files.items():
            (staging / file).write_bytes(data)
        _check_validates(staging, field)
        os.chmod(staging, 0o777 & ~_umask())  # mkdtemp makes it private; the folder is an ordinary one
        os.rename(staging, target)  # over an empty folder too, in one step
    except OSError as e:
        shutil.rmtree(staging, ignore_errors=True)
        raise PnpError(said("errors.new.cannot-write", name=name, reason=e.strerror), field="NAME") from None
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)  # a refusal, Ctrl-C: nothing left behind
        raise
    return target, [target / file for file in sorted(files)]


def _check_validates(staging: Path, field: str) -> None:
    """The game as written, through every check of `pnp validate` (about a second and a half): what the checks
    of the name and the title cannot foresee (a single 80-letter word wider than the card back's title box)
    refuses the name, nothing written, rather than leave a game that does not validate."""
    from pnp.validate import validate  # the checks load only once the files are written

    failed = next((check for check in validate(str(staging / "game.toml")) if not check.ok), None)
    if failed:
        detail = failed.line().split(None, 1)[1].replace(f"{staging}{os.sep}", "")
        raise PnpError(said("errors.new.not-valid", detail=detail), field=field)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
