"""The output folder holds a whole build, old or new, whatever happens: kills at any instant, SIGTERM and
SIGHUP while files move, a full disk at any write, two builds at once.

Builds run as real subprocesses. To stop one at an exact step of its commit, the subprocess runs the CLI
behind a small shim (SHIM, below, in this test file only) that counts the output module's renames and
sends a signal to itself before the Nth one."""

from __future__ import annotations

import errno
import hashlib
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import assert_clean_error, run_pnp

from pnp.base.output import JOURNAL, LOCK, MANIFEST, ROLLBACK, STAGING, locked, recover

OLD = ["build", "clann", "--parts", "dice", "--format", "pdf", "--lang", "fr"]
NEW = ["build", "clann", "--parts", "dice", "--format", "pdf,svg", "--lang", "en"]

# Counts os.rename/os.replace/os.unlink (the commit's steps) and sends PNP_TEST_SIGNAL to itself before the
# PNP_TEST_STEP-th one; with PNP_TEST_STEP=0 it reports the number of steps on stderr at exit.
SHIM = """
import atexit, os, signal, sys
signal.signal(signal.SIGHUP, signal.SIG_DFL)  # as in a terminal, even when the tests run under nohup
step, sig, count = int(os.environ["PNP_TEST_STEP"]), int(os.environ.get("PNP_TEST_SIGNAL", "9")), [0]
def counted(fn):
    def call(*a, **k):
        count[0] += 1
        if count[0] == step:
            os.kill(os.getpid(), sig)
        return fn(*a, **k)
    return call
os.rename, os.replace, os.unlink = counted(os.rename), counted(os.replace), counted(os.unlink)
if step == 0:
    atexit.register(lambda: print(f"steps={count[0]}", file=sys.stderr))
if sys.argv[1] == "recover":
    from pathlib import Path
    from pnp.base.output import locked, recover
    with locked(Path(sys.argv[2])):
        recover(Path(sys.argv[2]))
else:
    from pnp.cli import main
    sys.argv = ["pnp", *sys.argv[1:]]
    main()
"""


def hashes(folder: Path) -> dict[str, str]:
    """Every file pnp printed, by name, with its hash (manifests are checked apart: they hold times; the
    lock file is empty)."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and p.name not in (MANIFEST, LOCK)}


def assert_tidy(folder: Path) -> None:
    """No staging, no journal, and each manifest stamps exactly the files beside it."""
    leftovers = [p.name for p in folder.iterdir() if p.name.startswith((STAGING, JOURNAL, ROLLBACK))]
    assert not leftovers, leftovers
    for manifest in folder.rglob(MANIFEST):
        import msgspec

        stamps = msgspec.json.decode(manifest.read_bytes())
        here = {p.name: [p.stat().st_size, p.stat().st_mtime_ns] for p in manifest.parent.iterdir()
                if p.is_file() and p.name not in (MANIFEST, LOCK)}
        assert stamps == here, manifest


@pytest.fixture(scope="module")
def outputs(tmp_path_factory):
    """An old build to start from, and the hashes of the old and of the new output."""
    base = tmp_path_factory.mktemp("outputs")
    old, new = base / "old", base / "new"
    assert run_pnp(*OLD, "--out", str(old)).code == 0
    shutil.copytree(old, new)
    assert run_pnp(*NEW, "--out", str(new)).code == 0
    assert hashes(old) != hashes(new)
    return old, hashes(old), hashes(new)


def fresh(outputs, tmp_path: Path, name: str = "out") -> Path:
    folder = tmp_path / name
    shutil.copytree(outputs[0], folder)  # copy2: the manifest's times still match
    return folder


def shim(*args: str, step: int, sig: int = signal.SIGKILL) -> subprocess.Popen:
    env = dict(os.environ, PNP_TEST_STEP=str(step), PNP_TEST_SIGNAL=str(int(sig)))
    return subprocess.Popen([sys.executable, "-c", SHIM, *args], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def recovered(folder: Path) -> dict[str, str]:
    with locked(folder):
        recover(folder)
    assert_tidy(folder)
    return hashes(folder)


def commit_steps(outputs, tmp_path) -> int:
    proc = shim(*NEW, "--out", str(fresh(outputs, tmp_path, "count")), step=0)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    return int(err.strip().rsplit("steps=", 1)[1])


def test_sigkill_at_instants_over_the_whole_build(outputs, tmp_path):
    """20 kills spread evenly over a build's measured duration: each leaves the old or the new output."""
    scratch = fresh(outputs, tmp_path, "timing")
    start = time.monotonic()
    assert subprocess.run([sys.executable, "-m", "pnp", *NEW, "--out", str(scratch)], capture_output=True).returncode == 0
    duration = time.monotonic() - start
    outcomes = {"old": 0, "new": 0}
    for i in range(20):
        folder = fresh(outputs, tmp_path, f"kill-{i}")
        proc = subprocess.Popen([sys.executable, "-m", "pnp", *NEW, "--out", str(folder)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(duration * (i + 0.5) / 20)
        proc.kill()
        proc.wait()
        after = recovered(folder)
        assert after in (outputs[1], outputs[2]), f"kill {i} at {duration * (i + 0.5) / 20:.3f} s left a mix"
        outcomes["old" if after == outputs[1] else "new"] += 1
        if i % 5 == 0:  # the next plain build takes pnp's own files back without --force
            assert run_pnp(*NEW, "--out", str(folder)).code == 0
            assert hashes(folder) == outputs[2]
    print(f"build {duration:.3f} s; outcomes {outcomes}")


def test_sigkill_at_every_step_of_the_commit(outputs, tmp_path):
    """Killed before each rename of the commit: the next run completes it, the new output whole."""
    steps = commit_steps(outputs, tmp_path)
    assert steps >= 8  # the journal, a move per file and manifest, the journal removed
    for step in range(1, steps + 1):
        folder = fresh(outputs, tmp_path, f"step-{step}")
        proc = shim(*NEW, "--out", str(folder), step=step)
        proc.communicate(timeout=60)
        assert proc.returncode == -signal.SIGKILL
        after = recovered(folder)
        assert after == (outputs[1] if step == 1 else outputs[2]), step
    run = run_pnp(*NEW, "--out", str(folder))
    assert run.code == 0 and "not written by pnp" not in run.err


def test_sigkill_while_recovering(outputs, tmp_path):
    """A recovery killed at any of its steps is itself recovered by the next run."""
    steps = commit_steps(outputs, tmp_path)
    middle = steps // 2
    for step in (1, (steps - middle) // 2, steps - middle + 1):  # its first, middle and last rename
        folder = fresh(outputs, tmp_path, f"rec-{step}")
        shim(*NEW, "--out", str(folder), step=middle).communicate(timeout=60)
        assert (folder / JOURNAL).exists()
        proc = shim("recover", str(folder), step=step)
        proc.communicate(timeout=60)
        assert recovered(folder) == outputs[2], step


def test_a_build_killed_while_staging_leaves_nothing_behind(outputs, tmp_path):
    folder = fresh(outputs, tmp_path)
    (folder / f"{STAGING}999999").mkdir()  # one from a long-dead run
    (folder / f"{STAGING}999999" / "x.pdf").write_bytes(b"half")
    assert run_pnp(*OLD, "--out", str(folder)).code == 0
    assert_tidy(folder)
    assert hashes(folder) == outputs[1]


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_sigterm_and_sighup_are_held_while_files_move(outputs, tmp_path, sig):
    """Sent halfway through the moves, the signal waits until the new output is whole, then ends pnp."""
    steps = commit_steps(outputs, tmp_path)
    folder = fresh(outputs, tmp_path)
    proc = shim(*NEW, "--out", str(folder), step=steps // 2, sig=sig)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 128 + sig, err
    assert err.strip().splitlines() == [f"pnp: stopped by {signal.Signals(sig).name}; the output folder holds a whole build, old or new"]
    assert_tidy(folder)
    assert hashes(folder) == outputs[2]


def test_sigterm_while_staging_cleans_up(outputs, tmp_path, monkeypatch):
    """Before the moves, SIGTERM stops the build at once, the staging folder removed, the old output kept."""
    import pnp.base.output

    folder = fresh(outputs, tmp_path)
    real = pnp.base.output._write

    def write(path, data):
        real(path, data)
        signal.raise_signal(signal.SIGTERM)

    monkeypatch.setattr(pnp.base.output, "_write", write)
    run = run_pnp(*NEW, "--out", str(folder))
    assert run.code == 128 + signal.SIGTERM and "stopped by SIGTERM" in run.err
    assert_tidy(folder)
    assert hashes(folder) == outputs[1]


# --- one build at a time ---------------------------------------------------------------------------


def test_a_second_build_waits_for_the_first(outputs, tmp_path):
    """While another holds the folder, a build says once that it waits, touches nothing, then builds."""
    folder = fresh(outputs, tmp_path)
    with locked(folder):
        proc = subprocess.Popen([sys.executable, "-m", "pnp", *NEW, "--out", str(folder)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = proc.stderr.readline()
        assert "another pnp is writing into" in line and "waiting" in line
        assert hashes(folder) == outputs[1]
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0 and err == "", err
    assert hashes(folder) == outputs[2]
    assert_tidy(folder)


def test_two_builds_at_once(outputs, tmp_path):
    """Started together into one existing folder, both succeed (one waits); never a false 'not written by pnp'."""
    for attempt in range(2):
        folder = fresh(outputs, tmp_path, f"two-{attempt}")
        procs = [subprocess.Popen([sys.executable, "-m", "pnp", *args, "--out", str(folder)], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True) for args in (NEW, NEW)]
        results = [p.communicate(timeout=120) for p in procs]
        for proc, (_, err) in zip(procs, results):
            assert proc.returncode == 0, err
            assert all("waiting" in line for line in err.splitlines()), err
        assert hashes(folder) == outputs[2]
        assert_tidy(folder)


# --- a full disk, or any error, at any write --------------------------------------------------------


def test_an_error_at_any_step_leaves_the_old_output(outputs, tmp_path, monkeypatch):
    """ENOSPC at each of the commit's writes, folder makings, flushes and renames in turn (the moves
    included, which a small tmpfs cannot fail): a clean --out error and the old output whole; or, past the
    point of no return, success with the new. The new build's files go through a Writer directly."""
    import pnp.base.output
    from pnp.base.errors import PnpError
    from pnp.base.output import Writer

    new = fresh(outputs, tmp_path, "new")
    assert run_pnp(*NEW, "--out", str(new)).code == 0
    files = {rel: (new / rel).read_bytes() for rel in hashes(new)}
    calls, fail_at = [0], [0]

    def failing(fn):
        def call(*a, **k):
            calls[0] += 1
            if calls[0] == fail_at[0]:
                raise OSError(errno.ENOSPC, "No space left on device")
            return fn(*a, **k)
        return call

    for name in ("_write", "_fsync"):
        monkeypatch.setattr(pnp.base.output, name, failing(getattr(pnp.base.output, name)))
    for name in ("rename", "replace", "unlink", "rmdir"):
        monkeypatch.setattr(os, name, failing(getattr(os, name)))
    monkeypatch.setattr(Path, "mkdir", failing(Path.mkdir))
    failed = 0
    for point in range(1, 500):
        folder = fresh(outputs, tmp_path, f"fail-{point}")
        writer = Writer(folder)
        for rel, data in files.items():
            writer.add(rel, data)
        calls[0], fail_at[0] = 0, point
        try:
            writer.commit()
            fail_at[0] = 0
        except PnpError as e:
            fail_at[0] = 0
            assert str(e).startswith("--out: cannot ") and "No space left" in str(e) and "\n" not in str(e), e
            assert hashes(folder) == outputs[1], (point, e)
            assert_tidy(folder)
            failed += 1
            continue
        if calls[0] < point:
            break  # every step has had its turn
        assert recovered(folder) == outputs[2], point  # past the point of no return: the next run tidies
    assert failed >= 30, failed
    print(f"{point - 1} fault points, {failed} clean errors")


def _mount_tmpfs(where: Path, size: str) -> bool:
    where.mkdir()
    if os.geteuid() != 0 or not shutil.which("mount"):
        return False
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)], capture_output=True)
    return done.returncode == 0


@pytest.fixture
def small_disk(tmp_path):
    disk = tmp_path / "disk"
    if not _mount_tmpfs(disk, "2m"):
        pytest.skip("cannot mount a tmpfs here")
    yield disk
    subprocess.run(["umount", "-l", str(disk)], check=False)


def _leave_free(disk: Path, pages: int) -> None:
    """Fill the disk so that exactly `pages` pages are left."""
    filler = disk / "filler"
    filler.unlink(missing_ok=True)
    st = os.statvfs(disk)
    with open(filler, "wb") as f:
        f.write(b"\0" * ((st.f_bavail - pages) * st.f_frsize))
    assert os.statvfs(disk).f_bavail == pages


def test_a_full_disk_at_every_write(outputs, small_disk):
    """A real full disk (a 2 MB tmpfs), left one page fuller each time, so that every write of the staging
    (each file, index.html, each manifest, the journal) fails in turn."""
    import pnp.base.output

    folder = small_disk / "out"
    shutil.copytree(outputs[0], folder)
    real, writing = pnp.base.output._write, []

    def write(path, data):
        writing.append(path.name)
        real(path, data)

    pages, failures, points = 0, [], set()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pnp.base.output, "_write", write)
        while True:
            _leave_free(small_disk, pages)
            writing.clear()
            run = run_pnp(*NEW, "--out", str(folder))
            if run.code == 0:
                break
            points.add(writing[-1])
            assert_clean_error(run, "--out", "No space left")
            assert hashes(folder) == outputs[1]
            assert not [p for p in folder.iterdir() if p.name.startswith((STAGING, JOURNAL, ROLLBACK))]
            failures.append(pages)
            pages += 1
    assert hashes(folder) == outputs[2]
    assert_tidy(folder)
    assert points == set(writing), points ^ set(writing)  # every file, index.html, each manifest, the journal
    print(f"full disk: {len(failures)} clean failures at {len(points)} writes, success with {pages} pages free")


def test_out_empty_is_refused(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for command in (["build", "clann"], ["dice", "--faces", "1,2,3,4,5,6"], ["rules", "clann"], ["tokens", "clann"],
                    ["board", "clann"]):
        assert_clean_error(run_pnp(*command, "--out", ""), "--out", "empty")
        assert_clean_error(run_pnp(*command, "--out", "  "), "--out", "empty")
    assert list(tmp_path.iterdir()) == []
