"""How a command declares its options, read by the standard library's argparse.

Each command lists its arguments and options beside it (`command(...)`); only the command named on the line
gets a parser, so a build pays for its own options alone. Help reads as Typer's did: the same options, the
same help with its default or [required], `--force/--no-force` for a switch, `--help` only.
"""

import argparse
import itertools
import re

from pnp.base.i18n import said

HELP = said("help.help")
# argparse's own errors, in the forms the standard library writes them (in English, without a translation
# installed): each read back as its parts and said as a message of the catalogue in the reader's language
ARGPARSE = (
    (re.compile(r"unrecognized arguments: (?P<words>.*)", re.S), "usage.unrecognized"),  # not a message
    (re.compile(r"the following arguments are required: (?P<names>.*)", re.S), "usage.required"),  # not a message
    (re.compile(r"argument (?P<option>\S+): invalid (?P<type>int|float) value: (?P<q>['\"])(?P<value>.*)(?P=q)", re.S),  # not a message
     "usage.invalid"),
    (re.compile(r"argument (?P<option>\S+): expected one argument"), "usage.expected-one"),  # not a message
    (re.compile(r"argument (?P<option>\S+): expected at least one argument"), "usage.expected-some"),  # not a message
    (re.compile(r"argument (?P<option>\S+): ignored explicit argument (?P<q>['\"])(?P<value>.*)(?P=q)", re.S),  # not a message
     "usage.no-value"),
)


class UsageError(Exception):
    """Words the command line does not take: one line, exit 2. `said`: what is wrong, a message of the
    catalogue (i18n.said), or argparse's own words where the catalogue has no message for them."""

    def __init__(self, message):
        super().__init__(message)
        self.said = message


def argparse_said(message: str):
    """argparse's error as a message of the catalogue, its parts kept (the option, the words given); a form
    pnp does not know stays argparse's own."""
    for pattern, key in ARGPARSE:
        found = pattern.fullmatch(message.strip())
        if found:
            fields = {name: value for name, value in found.groupdict().items() if name != "q"}
            if key == "usage.invalid":
                key = f"usage.invalid-{fields.pop('type')}"
            return said(key, **fields)
    return message


class Param:
    """One argument or option of a command: `dest` is the parameter the command's function takes."""

    def __init__(self, dest, flags=(), help="", default=None, type=str, repeat=False, required=False,
                 metavar=None, switch=False, negatable=False):
        self.dest, self.help, self.default, self.type = dest, help, default, type
        self.flags = flags
        self.repeat, self.required, self.metavar = repeat, required, metavar
        self.switch, self.negatable = switch, negatable

    def shown_help(self) -> str:
        """The help as Typer printed it: with its default, or [required] (argparse formats it with %)."""
        text = str(self.help)  # a message of the catalogue (i18n.said), said in the reader's language
        if self.required or not self.flags:
            text += f" {said('help.required')}"
        elif self.negatable:
            text += f" {said('help.default', value=('' if self.default else 'no-') + self.flags[0][2:])}"
        elif not self.switch and self.default is not None and not self.repeat:
            text += f" {said('help.default', value=self.default)}"
        return text.replace("%", "%%")

    def add_to(self, parser) -> None:
        """Add it to a parser or to one of its groups."""
        if not self.flags:
            parser.add_argument(self.dest, nargs="+" if self.repeat else None, metavar=self.metavar or self.dest,
                                help=_Later(self.shown_help))
        elif self.switch:
            parser.add_argument(*self.flags, dest=self.dest, action=_Switch, default=self.default,
                                negatable=self.negatable, help=_Later(self.shown_help))
        else:
            parser.add_argument(*self.flags, dest=self.dest, default=self.default, required=self.required,
                                type=None if self.type is str else self.type, action="append" if self.repeat else None,
                                metavar=self.metavar or f"<{self.type.__name__}>", help=_Later(self.shown_help))


def argument(dest: str, help: str, *, many: bool = False, metavar: str | None = None) -> Param:
    """A required positional argument (`many`: one or more)."""
    return Param(dest, help=help, repeat=many, metavar=metavar)


def option(dest: str, *flags: str, help: str, default=None, type=str, repeat: bool = False,
           required: bool = False, metavar: str | None = None) -> Param:
    """--NAME VALUE (named after `dest` unless `flags` are given); `repeat`: a list, one per --NAME."""
    return Param(dest, flags or (_flag(dest),), help, default, type, repeat, required, metavar)


def switch(dest: str, *flags: str, help: str, default: bool = False, negatable: bool = True) -> Param:
    """--NAME (and --no-NAME when `negatable`)."""
    return Param(dest, flags or (_flag(dest),), help, default, bool, switch=True, negatable=negatable)


def _flag(dest: str) -> str:
    return "--" + dest.strip("_").replace("_", "-")


class _Switch(argparse.Action):
    """True for --NAME, False for --no-NAME."""

    def __init__(self, option_strings, dest, default=False, help=None, negatable=True):
        negations = [f"--no-{s[2:]}" for s in option_strings if s.startswith("--")] if negatable else []
        super().__init__([*option_strings, *negations], dest, nargs=0, default=default, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, not option_string.startswith("--no-"))


class Command:
    """A command: its function, its help (a message of the catalogue, i18n.said; else the docstring), its
    parameters, and whether its positional arguments may start with a minus sign (dice such as -1,0,1)."""

    def __init__(self, function, params: tuple[Param, ...], negatives: bool = False, help=None):
        self.function, self.params, self.negatives = function, params, negatives
        self.said = help

    @property
    def help(self) -> str:
        return str(self.said) if self.said is not None else " ".join((self.function.__doc__ or "").split())

    def options(self) -> dict[str, str]:
        """name -> help of its options, as written."""
        return {p.dest: p.help for p in self.params if p.flags}

    def parser(self, prog: str) -> argparse.ArgumentParser:
        positional = " ".join(p.metavar or p.dest for p in self.params if not p.flags)
        parser = _Parser(prog=prog, usage=f"%(prog)s [OPTIONS] {positional}".rstrip(), description=_Later(lambda: self.help),
                         add_help=False, allow_abbrev=False, formatter_class=_Help)
        arguments, options = parser.add_argument_group(_heading("help.arguments")), parser.add_argument_group(_heading("help.options"))
        for param in self.params:
            param.add_to(options if param.flags else arguments)
        options.add_argument("--help", action="help", help=_Later(HELP.__str__))
        return parser

    def run(self, prog: str, args: list[str]):
        parser = self.parser(prog)
        valued = {s for a in parser._actions if a.option_strings and a.nargs != 0 for s in a.option_strings}
        if self.negatives:
            args = faces_last(args, valued)
        return self.function(**vars(parser.parse_args(attached(args, valued))))


def command(table: dict, *params: Param, name: str | None = None, negatives: bool = False, help=None):
    """Declare a command in `table` (name -> Command); the function keeps its parameters as `.params`. `help`
    is its description, a message of the catalogue (i18n.said)."""

    def declare(function):
        table[name or function.__name__] = Command(function, params, negatives, help)
        function.params = params
        return function

    return declare


def group_help(prog: str, about: str, commands: dict, options: tuple[tuple[str, str], ...] = ()) -> str:
    """A group's help (pnp, pnp stats): usage, what it is, its options, its commands."""
    width = max(len(name) for name in (*commands, *(flag for flag, _ in options)))
    lines = [f"{said('help.usage')} {prog} [OPTIONS] COMMAND [ARGS]...", "", str(about), "", str(said("help.options"))]
    lines += [f"  {flag:{width}}  {text}" for flag, text in (*options, ("--help", HELP))]
    lines += ["", str(said("help.commands"))] + [f"  {name:{width}}  {c.help}" for name, c in commands.items()]
    return "\n".join(lines)


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # argparse prints its usage and exits: pnp says one line instead
        raise UsageError(argparse_said(message))


def _heading(key: str) -> "_Later":
    """A heading of the help as argparse takes it: without the colon it adds (the message's space before it,
    French's "Options :", kept)."""
    return _Later(lambda: str(said(key)).removesuffix(":"))


class _Later:
    """A text of the help said when the help is shown (_Help makes it a string): a run that shows none reads
    no message of help.ftl (reading it cost W1 about 3 ms)."""

    def __init__(self, words):
        self.words = words

    def __str__(self) -> str:
        return self.words()

    def strip(self) -> str:  # argparse asks whether a help is blank
        return str(self).strip()


class _Help(argparse.HelpFormatter):
    """argparse's help, its texts (_Later, said) said as it is shown, lines broken at spaces only."""

    def add_usage(self, usage, actions, groups, prefix=None):
        super().add_usage(usage, actions, groups, f"{said('help.usage')} ")

    def add_text(self, text):
        super().add_text(None if text is None else str(text))

    def start_section(self, heading):
        super().start_section(None if heading is None else str(heading))

    def _get_help_string(self, action):
        return str(action.help)

    def _split_lines(self, text, width):  # lines broken at spaces only: "score-sheet", "--no-force" stay whole
        import textwrap  # as argparse does: for help only

        return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False)


def attached(args: list[str], valued: set[str]) -> list[str]:
    """Each option that takes a value joined to the word after it (--precision=-inf): that word is its value
    even when it starts with a minus sign, as it was under Typer (argparse would take -inf for an option)."""
    joined, rest = [], iter(args)
    for arg in rest:
        if arg == "--":
            return [*joined, arg, *rest]
        value = next(rest, None) if arg in valued else None
        joined.append(arg if value is None else f"{arg}={value}")
    return joined


def faces_last(args: list[str], valued: set[str]) -> list[str]:
    """The options first, then '--' and the positional arguments in their order: '-1,2,3' is a die with a
    negative face, not an option, and needs no '--'; dice on both sides of an option stay one list."""
    options, rest_args = [], []
    rest = iter(args)
    for arg in rest:
        if arg == "--":
            rest_args += rest
        elif arg.startswith("-") and not _negative(arg):
            options += [arg, *itertools.islice(rest, 1)] if arg in valued else [arg]
        else:
            rest_args.append(arg)
    return [*options, "--", *rest_args]


def _negative(arg: str) -> bool:
    return len(arg) > 1 and arg[0] == "-" and arg[1].isdigit()
