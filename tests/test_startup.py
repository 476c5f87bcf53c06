"""What a build loads at its start: only what it uses (each of these was measured in milliseconds)."""

import subprocess
import sys
from pathlib import Path


def run(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()


def test_pillow_runs_only_when_used():
    code = ("import sys, pnp.base.fonts, pnp.render.pdf; pnp.base.fonts.text_width('x', 1); "
            "print('PIL.ExifTags' in sys.modules, end=' '); "
            "from PIL import Image; from reportlab.lib.utils import ImageReader; "
            "print(ImageReader(Image.new('RGB', (3, 2))).getSize(), 'PIL.ExifTags' in sys.modules)")
    assert run(code) == "False (3, 2) True"


def test_a_build_makes_no_dataclass(tmp_path):
    """A dataclass costs about 0.4 ms to create at import (it compiles its methods); 37 of them were 16 ms
    of W1's 130. Value types are msgspec Structs, which cost a thirtieth of that."""
    game = Path(__file__).parent.parent / "docs" / "cards-example" / "game.toml"
    code = ("import dataclasses, sys\n"
            "made = []\n"
            "real = dataclasses._process_class\n"
            "dataclasses._process_class = lambda cls, *a: made.append(cls.__module__) or real(cls, *a)\n"
            "import pnp.cli\n"
            f"sys.argv = ['pnp', 'build', 'all', '--format', 'kit,pdf,svg', '--out', {str(tmp_path / 'a')!r}]\n"
            "try:\n    pnp.cli.main()\nexcept SystemExit:\n    pass\n"
            f"sys.argv = ['pnp', 'build', {str(game)!r}, '--format', 'pdf,svg', '--out', {str(tmp_path / 'b')!r}]\n"
            "try:\n    pnp.cli.main()\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in set(made) if m.startswith('pnp.')))")  # a game's own code is its own
    assert run(code).splitlines()[-1] == "[]"
    assert (tmp_path / "a" / "clann").is_dir() and (tmp_path / "b" / "soleil-lune").is_dir()


def test_a_command_builds_only_its_own_options():
    """Only the command named on the line gets a parser (argparse, pnp/cli/args.py), and pnp stats's module
    loads only for pnp stats; no command loads Typer, Click or rich: loading them and making every option was
    about 70 M of W1's 790 M instructions. On the old code Typer was loaded for every command."""
    code = ("import sys, pnp.cli\n"
            "from pnp.cli import args\n"
            "made = []\n"
            "real = args.Command.parser\n"
            "args.Command.parser = lambda self, prog: made.append(prog) or real(self, prog)\n"
            "for words in (['build', '--help'], ['--help'], ['list', '--help'], ['stats', 'dice', '--help']):\n"
            "    sys.argv = ['pnp', *words]\n"
            "    try:\n        pnp.cli.main()\n    except SystemExit:\n        pass\n"
            "    print(made, 'pnp.cli.stats' in sys.modules, file=sys.stderr)\n"
            "    made.clear()\n"
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'typer', 'click', 'rich'}), file=sys.stderr)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stderr.splitlines() == ["['pnp build'] False", "[] False", "['pnp list'] False",
                                        "['pnp stats dice'] True", "[]"], done.stderr
    assert "Usage: pnp build" in done.stdout and "Usage: pnp list" in done.stdout and "stats" in done.stdout


def test_the_command_freezes_what_it_loaded_and_collects_the_rest():
    """pnp.__main__ holds the garbage collector while the modules load, then freezes them (a tenth of W1's
    work went into collecting them again and again); the command's own objects are collected every 50,000
    new containers, not Python's 700. pnp.cli.main called from code leaves the collector alone. On the old
    code: threshold 700."""
    code = ("import atexit, gc, sys\n"
            "import pnp.cli\n"
            "sys.argv = ['pnp', 'list']\n"
            "try:\n    pnp.cli.main()\nexcept SystemExit:\n    pass\n"
            "print(gc.isenabled(), gc.get_freeze_count(), gc.get_threshold()[0], file=sys.stderr)\n"
            "import pnp.__main__\n"
            "at_load = []\n"
            "real = pnp.__main__._loaded\n"
            "pnp.__main__._loaded = lambda: real() or at_load.append(gc.get_freeze_count())\n"
            "atexit.register(lambda: print(gc.isenabled(), at_load[0] > 10000, gc.get_threshold()[0], file=sys.stderr))\n"
            "pnp.__main__.main()\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stderr.split() == ["True", "0", "700", "True", "True", "50000"], done.stderr
    assert "renards-poules-viperes" in done.stdout


def test_the_command_ends_without_tearing_its_modules_down():
    """After the command, the process ends at once (os._exit: W1's module teardown was 20 M of its 707 M
    instructions), with its exit status, every line it printed (through a pipe, where the output is buffered),
    and the functions registered with atexit run; a thread it left running is waited for, as a normal exit
    does. On the old code os._exit was never called."""
    code = ("import atexit, os, sys, threading\n"
            "import pnp.__main__\n"
            "real = os._exit\n"
            "os._exit = lambda code: os.write(2, b'os._exit %d\\n' % code) and real(code)\n"
            "atexit.register(lambda: sys.stderr.write('atexit ran\\n'))\n"
            "release = threading.Event()  # the thread runs until the command's end is decided\n"
            "if sys.argv[1] == 'thread':\n"
            "    threading.Thread(target=lambda: release.wait() and sys.stderr.write('thread done\\n')).start()\n"
            "decide = pnp.__main__._threads_done\n"
            "pnp.__main__._threads_done = lambda: decide() or release.set()\n"
            "sys.argv = ['pnp', *sys.argv[2:]]\n"
            "pnp.__main__.main()\n")
    listed = subprocess.run([sys.executable, "-c", code, "none", "list"], capture_output=True, text=True)
    assert listed.returncode == 0 and listed.stdout.count("\n") >= 4 and "clann" in listed.stdout
    assert listed.stderr.splitlines() == ["atexit ran", "os._exit 0"], listed.stderr
    failed = subprocess.run([sys.executable, "-c", code, "none", "build", "nowhere"], capture_output=True, text=True)
    assert failed.returncode == 2 and failed.stderr.startswith("pnp: error:")
    assert failed.stderr.splitlines()[1:] == ["atexit ran", "os._exit 2"], failed.stderr
    waited = subprocess.run([sys.executable, "-c", code, "thread", "list"], capture_output=True, text=True)
    assert waited.returncode == 0 and waited.stderr.splitlines() == ["thread done", "atexit ran"], waited.stderr


def test_a_build_opens_no_network_module(tmp_path):
    """A build reads deck links through pnp.model.remote, which every build loads (its --refresh): the socket
    module (3 ms of W1's start), threading, http.client and ssl load only when a link is fetched; subprocess
    (14 M instructions of W1's 738 M) only when Ghostscript makes DriveThruCards' PDF; the html module's table
    of entities not for the index page's escapes (6 M). On the old code W1 loaded subprocess, threading, html.
    threading comes back with Babel (issue 37: the numbers and plural rules of the catalogue), whose locale data
    cache holds a lock; it opens nothing."""
    w1 = Path(__file__).parent.parent / "benchmarks" / "w1" / "territoires.toml"
    code = ("import sys, pnp.cli\n"
            f"sys.argv = ['pnp', 'build', {str(w1)!r}, '--parts', 'board,tokens,dice', '--format', 'kit', "
            f"'--out', {str(tmp_path)!r}]\n"
            "try:\n    pnp.cli.main()\nexcept SystemExit:\n    pass\n"
            "print('pnp.model.remote' in sys.modules, [m for m in ('socket', 'http.client', 'ssl', 'subprocess', "
            "'html') if m in sys.modules])")
    assert run(code).splitlines()[-1] == "True []"
    assert (tmp_path / "w1" / "w1-kit.pdf").is_file()
