"""`pnp build all` is one build: killed at any instant, then built again, the folder holds exactly the old
build or exactly the new one; two at once into one folder take turns; and it builds on a platform with no
fcntl and no SIGHUP (as on Windows).

OLD and NEW are two `build all` runs whose files differ in content (the language) and in name (NEW makes
no SVG): "exactly the new build" means the SVGs of the old one are gone too. pnp's own files that a
rebuild does not make again are removed in the same commit; a person's files stay (test_output_safety).

Builds run as real processes: one subprocess loads pnp once, then forks a child for each build (a fork
costs milliseconds where starting Python and loading pnp costs half a second, so 20 kills take seconds).
To kill one at an exact step of its commit, the child counts the output module's renames and SIGKILLs
itself before the Nth one; nothing in pnp itself knows about it."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import run_pnp
from test_output_crash import assert_tidy, hashes, recovered

OLD = ["build", "all", "--parts", "aids,score-sheet", "--format", "pdf,svg", "--lang", "fr"]
NEW = ["build", "all", "--parts", "aids,score-sheet", "--format", "pdf", "--lang", "en"]

# argv[1]: a JSON list of [args, folder, step], built one after the other, or all at once when argv[2] is
# "together". A child counts os.rename/os.replace/os.unlink and SIGKILLs itself before the step-th (step 0:
# never; a negative step: before the -step-th part is rendered, the output folder already held). The parent prints one JSON line per child: its folder, its exit status (-signal when killed), the
# steps it counted, and what it wrote on stderr.
FORKS = """
import json, os, signal, sys, tempfile
from pnp.cli import main

def child(args, folder, step, err):
    os.dup2(err.fileno(), 2)
    sys.stdout = open(os.devnull, "w")  # the files it wrote: the parent's stdout is for its reports
    count = [0]
    def counted(fn):
        def call(*a, **k):
            count[0] += 1
            if count[0] == step:
                os.kill(os.getpid(), signal.SIGKILL)
            return fn(*a, **k)
        return call
    os.rename, os.replace, os.unlink = counted(os.rename), counted(os.replace), counted(os.unlink)
    if step < 0:
        import pnp.kit
        real, parts = pnp.kit.part_files, [0]
        def rendering(*a, **k):
            parts[0] += 1
            if parts[0] == -step:
                os.kill(os.getpid(), signal.SIGKILL)
            return real(*a, **k)
        pnp.kit.part_files = rendering
    sys.argv = ["pnp", *args, "--out", folder]
    code = 70
    try:
        main()
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 1
    finally:
        with open(folder + ".steps", "w") as f:
            f.write(str(count[0]))
        sys.stderr.flush()
        os._exit(code)

def report(pid, folder, err):
    _, status = os.waitpid(pid, 0)
    code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
    steps = int(open(folder + ".steps").read()) if os.path.exists(folder + ".steps") else None
    err.seek(0)
    print(json.dumps({"folder": folder, "code": code, "steps": steps, "err": err.read()}), flush=True)

def warm(args):  # one build first, into a folder thrown away: the children inherit its caches (fonts, games)
    stdout, sys.stdout = sys.stdout, open(os.devnull, "w")
    sys.argv = ["pnp", *args, "--out", tempfile.mkdtemp()]
    try:
        main()
    except SystemExit:
        pass
    sys.stdout = stdout

runs = json.loads(sys.argv[1])
warm(runs[0][0])
started = []
for args, folder, step in runs:
    err = tempfile.TemporaryFile(mode="w+")
    sys.stdout.flush()
    pid = os.fork()
    if pid == 0:
        child(args, folder, step, err)
    started.append((pid, folder, err))
    if sys.argv[2:] != ["together"]:
        report(*started.pop())
for item in started:
    report(*item)
"""

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the kills run in forked processes")


def forked(runs: list, *, together: bool = False) -> list[dict]:
    """Each run [args, folder, step] in its own process, forked from one that loaded pnp once."""
    done = subprocess.run([sys.executable, "-c", FORKS, json.dumps([[a, str(f), s] for a, f, s in runs]),
                           *(["together"] if together else [])], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


@pytest.fixture(scope="module")
def builds(tmp_path_factory):
    """An old build to start from, and the hashes of exactly the old and exactly the new build."""
    base = tmp_path_factory.mktemp("builds")
    old, new = base / "old", base / "new"
    assert run_pnp(*OLD, "--out", str(old)).code == 0
    assert run_pnp(*NEW, "--out", str(new)).code == 0
    old_hashes, new_hashes = hashes(old), hashes(new)
    assert any(name.endswith(".svg") for name in old_hashes) and not any(name.endswith(".svg") for name in new_hashes)
    both = set(old_hashes) & set(new_hashes)
    assert both and all(old_hashes[k] != new_hashes[k] for k in both)
    return old, old_hashes, new_hashes


def fresh(builds, tmp_path: Path, name: str) -> Path:
    folder = tmp_path / name
    shutil.copytree(builds[0], folder)  # copy2: the manifests' times still match
    return folder


def test_a_rebuild_over_the_old_build_is_exactly_the_new(builds, tmp_path):
    folder = fresh(builds, tmp_path, "plain")
    assert run_pnp(*NEW, "--out", str(folder)).code == 0
    assert hashes(folder) == builds[2]
    assert_tidy(folder)
    assert run_pnp(*OLD, "--out", str(folder)).code == 0  # and back: the SVGs return, the texts in French
    assert hashes(folder) == builds[1]


def test_sigkill_at_any_step_of_build_all(builds, tmp_path):
    """Killed before each of 20 or more steps spread over the whole commit (the journal, the old build's
    files set aside, every move, the journal removed): the folder is exactly the old or the new build once
    the next run has finished the commit, and a plain rebuild (NEW, or OLD again) gives exactly that build."""
    [count] = forked([[NEW, fresh(builds, tmp_path, "count"), 0]])
    assert count["code"] == 0, count["err"]
    steps = count["steps"]
    assert steps >= 20, steps
    points = sorted({1 + round(i * (steps - 1) / 23) for i in range(24)})
    assert len(points) >= 20 and points[0] == 1 and points[-1] == steps
    rendering = [-1, -3, -5]  # and while the parts render, the folder held but nothing moved yet
    points = rendering + points
    killed = forked([[NEW, fresh(builds, tmp_path, f"step-{step}"), step] for step in points])
    outcomes = {"old": 0, "new": 0}
    for n, (step, run) in enumerate(zip(points, killed)):
        assert run["code"] == -signal.SIGKILL, (step, run)
        folder = Path(run["folder"])
        after = recovered(folder)  # what the next run finds, once it has finished the commit
        assert after in (builds[1], builds[2]), f"killed before step {step} of {steps}: neither old nor new"
        outcomes["old" if after == builds[1] else "new"] += 1
        if n % 3 == 0:  # a plain rebuild takes pnp's own files back, either way, without --force
            args, expected = (NEW, builds[2]) if n % 2 == 0 else (OLD, builds[1])
            again = run_pnp(*args, "--out", str(folder))
            assert again.code == 0, again.err
            assert hashes(folder) == expected, step
            assert_tidy(folder)
    # the journal's rename (step 1) is the turning point
    assert outcomes == {"old": len(rendering) + 1, "new": len(points) - len(rendering) - 1}, outcomes


def test_two_builds_at_once_into_one_folder(builds, tmp_path):
    """Started together, OLD and NEW take turns: both succeed, a waiting one says so, and the folder is
    exactly one of the two builds (the one that ran last), never a mix. (Whether the second arrives while
    the first holds the folder depends on timing; the next test makes it wait for sure.)"""
    for attempt, start in enumerate(("old", "empty", "old")):
        folder = fresh(builds, tmp_path, f"two-{attempt}") if start == "old" else tmp_path / f"two-{attempt}"
        first, second = (OLD, NEW) if attempt % 2 == 0 else (NEW, OLD)
        runs = forked([[first, folder, 0], [second, folder, 0]], together=True)
        for run in runs:
            assert run["code"] == 0, run["err"]
            assert all("waiting for it to finish" in line for line in run["err"].splitlines()), run["err"]
        assert hashes(folder) in (builds[1], builds[2]), "a mix of the two builds"
        assert_tidy(folder)


def test_a_second_build_all_waits_for_the_first(builds, tmp_path):
    """While one holds the folder, `build all` says once that it waits, and touches nothing until then."""
    from pnp.base.output import locked

    folder = fresh(builds, tmp_path, "wait")
    with locked(folder):
        proc = subprocess.Popen([sys.executable, "-m", "pnp", *NEW, "--out", str(folder)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = proc.stderr.readline()
        assert "another pnp is writing into" in line and "waiting" in line
        assert hashes(folder) == builds[1]
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 0 and err == "", err
    assert hashes(folder) == builds[2]


# Imports pnp and builds a kit as on Windows: no fcntl module, no SIGHUP, no folder to open for flushing.
NO_POSIX = """
import os, signal, sys
sys.modules["fcntl"] = None
del signal.SIGHUP
del os.O_DIRECTORY
from pnp.cli import main
sys.argv = ["pnp", *sys.argv[1:]]
try:
    main()
finally:
    assert not [m for m in list(sys.modules.values()) if getattr(m, "__name__", "") == "fcntl"]
"""


def test_a_kit_builds_with_no_fcntl_and_no_sighup(tmp_path):
    out = tmp_path / "out"
    for lang in ("fr", "en"):  # a first build, then one over it: the lock taken and given back each time
        args = ["build", "clann", "--parts", "dice", "--format", "pdf", "--lang", lang, "--out", str(out)]
        done = subprocess.run([sys.executable, "-c", NO_POSIX, *args], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0 and done.stderr == "", done.stderr
        assert (out / "clann" / "dice-stickers.pdf").read_bytes().startswith(b"%PDF")
    assert run_pnp(*args).code == 0
    assert_tidy(out)
