"""Writing files safely: all or nothing, whatever happens, never over a file pnp did not write unless forced.

A commit takes the output folder's lock (one build at a time), finishes any commit a killed run left
half done, then writes everything (files and each folder's manifest) into a staging folder inside the
output folder, flushed to disk. Only then does it write a journal naming every move, and move the files
into place, each with an atomic rename, the file it replaces set aside in the staging folder. From any
instant the folder can be taken either way: every move can be completed (the new files are whole in the
staging folder) or undone (the old ones are set aside), so a run killed at any point, or a power cut,
leaves a folder the next run turns into the whole new output; an error while moving (a full disk) undoes
them, leaving the whole old output. The manifest remembers what pnp wrote (each file's size and
modification time, as make and rsync judge a file), so rebuilding over pnp's own unchanged files needs no
--force, but a file a person made or edited does.
"""

from __future__ import annotations

import errno
import fcntl
import os
import shutil
import signal
import sys
from contextlib import contextmanager
from pathlib import Path

import msgspec

from pnp.errors import PnpError, Stopped

MANIFEST = ".pnp-manifest.json"
JOURNAL = ".pnp-journal.json"     # a commit under way: complete its moves
ROLLBACK = ".pnp-rollback.json"   # a commit being undone: undo its moves
STAGING = ".pnp-staging-"
HELD = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


class _Journal(msgspec.Struct):
    staging: str          # the staging folder's name: new files in new/, the replaced ones in old/
    moves: list[str]      # every file to move, relative to the output folder, manifests last
    replaced: list[str]   # those that replace a file already there
    made: list[str]       # folders made for the commit, deepest last


def _stamp(path: Path) -> list[int]:
    """What identifies a file pnp wrote: its size and modification time in nanoseconds."""
    st = path.stat()
    return [st.st_size, st.st_mtime_ns]


def _read_manifest(folder: Path) -> dict[str, list[int]]:
    try:
        data = msgspec.json.decode((folder / MANIFEST).read_bytes())
        return data if isinstance(data, dict) else {}
    except (OSError, msgspec.DecodeError):
        return {}


def safe_name(rel: str) -> str:
    """Output names are made by pnp from ids; refuse anything that could leave the output folder."""
    parts = Path(rel).parts
    if not parts or Path(rel).is_absolute() or any(p in ("..", "") or p.startswith(".") for p in parts):
        raise PnpError(f"refusing to write '{rel}': it would leave the output folder")
    return rel


def _heeded(signals: tuple) -> list:
    """The signals this process does not ignore (under nohup, SIGHUP is ignored and must stay so)."""
    return [sig for sig in signals if signal.getsignal(sig) is not signal.SIG_IGN]


@contextmanager
def _handled(signals: tuple, handler):
    """The block run with `handler` for each of `signals` this process heeds, the old handlers put back
    after it. Only the main thread may set handlers: elsewhere the block runs as it is."""
    try:
        previous = {sig: signal.signal(sig, handler) for sig in _heeded(signals)}
    except ValueError:  # not the main thread: nothing to change
        previous = {}
    try:
        yield
    finally:
        for sig, old in previous.items():
            signal.signal(sig, old)


@contextmanager
def no_interrupt():
    """Hold Ctrl-C, SIGTERM and SIGHUP until the block is done, then deliver the first one: files half moved
    into place would leave half a build, and C code calling back into Python may swallow Ctrl-C."""
    received: list[int] = []
    with _handled(HELD, lambda sig, _: received.append(sig)):
        yield
    if received:
        raise KeyboardInterrupt if received[0] == signal.SIGINT else Stopped(received[0])


@contextmanager
def stoppable():
    """SIGTERM and SIGHUP raised as Stopped, so the block's cleanup runs (the staging folder is removed)."""
    def stop(sig, _):
        raise Stopped(sig)

    with _handled(HELD[1:], stop):
        yield


def _owned(target: Path, rel: str, manifest: dict[str, list[int]]) -> bool:
    """True when the file at `target` is one pnp wrote and nobody changed since."""
    try:
        return manifest.get(rel) == _stamp(target)
    except OSError:
        return False


def _fsync(path: Path, *, folder: bool = False) -> None:
    fd = os.open(path, os.O_RDONLY | (os.O_DIRECTORY if folder else 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _write(path: Path, data: bytes) -> None:
    """A file written and flushed to disk, so that a power cut after the journal finds it whole."""
    with open(path, "xb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


def _cannot(out_dir: Path, e: OSError) -> PnpError:
    return PnpError(f"cannot write into '{out_dir}': {e.strerror or e}; nothing was changed", where="--out")


def _inside(rel: str) -> bool:
    """A name read from a journal stays in the output folder (a planted journal moves nothing elsewhere)."""
    p = Path(rel)
    return bool(p.parts) and not p.is_absolute() and ".." not in p.parts


# --- completing or undoing a commit ----------------------------------------------------------------


def _forward(out_dir: Path, j: _Journal) -> None:
    """Put every new file still in the staging folder in place."""
    new, replaced = out_dir / j.staging / "new", set(j.replaced)
    for rel in j.moves:
        source, target = new / rel, out_dir / rel
        if not source.exists():
            continue  # already moved
        if rel in replaced and os.path.lexists(target):
            backup = out_dir / j.staging / "old" / rel
            if not backup.exists():
                os.rename(target, backup)
        os.replace(source, target)
    _sync_folders(out_dir, j)


def _backward(out_dir: Path, j: _Journal) -> None:
    """Take every moved file back to the staging folder and the file it replaced back to its place: each
    step is the reverse of one of _forward's, so either can go on from wherever the other stopped."""
    for rel in reversed(j.moves):
        source, target = out_dir / j.staging / "new" / rel, out_dir / rel
        backup = out_dir / j.staging / "old" / rel
        if not source.exists() and os.path.lexists(target):
            os.rename(target, source)
        if backup.exists():
            os.replace(backup, target)
    _remove_folders(out_dir, j.made)
    _sync_folders(out_dir, j)


def _remove_folders(out_dir: Path, made: list[str]) -> None:
    """The folders a commit made, if empty (deepest first)."""
    for rel in reversed(made):
        try:
            (out_dir / rel).rmdir()
        except OSError:
            pass


def _sync_folders(out_dir: Path, j: _Journal) -> None:
    for folder in sorted({(out_dir / rel).parent for rel in j.moves}):
        if folder.is_dir():
            _fsync(folder, folder=True)


def _read_journal(path: Path) -> _Journal | None:
    if path.is_symlink() or not path.is_file():
        return None
    try:
        j = msgspec.json.decode(path.read_bytes(), type=_Journal)
    except (OSError, msgspec.DecodeError, msgspec.ValidationError):
        raise PnpError(f"'{path}' is damaged; remove it and the .pnp-staging-* folders, then build again with --force",
                       where="--out") from None
    names = [j.staging, *j.moves, *j.replaced, *j.made]
    if not j.staging.startswith(STAGING) or "/" in j.staging or not all(map(_inside, names)):
        raise PnpError(f"'{path}' names files outside the output folder; remove it", where="--out")
    return j


def recover(out_dir: Path) -> None:
    """Complete the commit a killed run left under way (or finish undoing one), then remove every staging
    folder: under the lock, no other build is writing one. Call with the lock held."""
    for name, finish in ((JOURNAL, _forward), (ROLLBACK, _backward)):
        path = out_dir / name
        j = _read_journal(path)
        if j is None:
            continue
        try:
            with no_interrupt():
                finish(out_dir, j)
                path.unlink()
                _fsync(out_dir, folder=True)
        except OSError as e:
            raise PnpError(f"cannot finish the build a stopped run left in '{out_dir}': {e.strerror or e}; "
                           "free some space or fix the folder, then build again", where="--out") from None
    for stale in out_dir.glob(STAGING + "*"):
        if stale.is_dir() and not stale.is_symlink():
            shutil.rmtree(stale, ignore_errors=True)


@contextmanager
def locked(out_dir: Path):
    """The output folder for this process alone: a second build waits, and says so once."""
    try:
        fd = os.open(out_dir, os.O_RDONLY | os.O_DIRECTORY)
    except OSError as e:
        raise PnpError(f"cannot open the folder '{out_dir}': {e.strerror}", where="--out") from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            print(f"pnp: another pnp is writing into '{out_dir}'; waiting for it to finish", file=sys.stderr, flush=True)
            fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # releases the lock


# --- the writer -------------------------------------------------------------------------------------


class Writer:
    """Collects files (relative name -> bytes), then commits them together."""

    def __init__(self, out_dir: Path, *, force: bool = False):
        self.out_dir = Path(out_dir)
        self.force = force
        self.files: dict[str, bytes] = {}
        self._held = False

    def add(self, rel: str, data: bytes) -> None:
        self.files[safe_name(rel)] = data

    @contextmanager
    def hold(self):
        """Take the output folder (making it) and finish any commit left under way: what is read of the
        folder inside (the kits an index lists) is what the commit will see."""
        if self._held:
            yield
            return
        if self.out_dir.exists() and not self.out_dir.is_dir():
            raise PnpError(f"'{self.out_dir}' exists and is not a folder; choose another --out")
        try:
            self.out_dir.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise PnpError(f"cannot make the folder '{self.out_dir}': {e.strerror}", where="--out") from None
        with locked(self.out_dir):
            recover(self.out_dir)
            self._held = True
            try:
                yield
            finally:
                self._held = False

    def _check_inside(self) -> None:
        """A folder or file in the way that is a link could send a write outside the output folder; a
        folder where a file goes, or a file where a folder goes, would stop the moves half done."""
        root = self.out_dir.resolve()
        for rel in self.files:
            target = self.out_dir / rel
            escapes = target.parent.exists() and not target.parent.resolve().is_relative_to(root)
            if target.is_symlink() or escapes:
                raise PnpError(f"refusing to write {target}: it is a link, or lies behind one, leading outside {self.out_dir}")
            if target.is_dir():
                raise PnpError(f"refusing to write {target}: a folder of that name is in the way")
            if target.parent.exists() and not target.parent.is_dir():
                raise PnpError(f"cannot write into {target.parent}: it is a file, not a folder")

    def conflicts(self) -> list[Path]:
        if self.force or not self.out_dir.exists():
            return []
        manifests: dict[Path, dict[str, list[int]]] = {}
        clashes = []
        for rel in self.files:
            target = self.out_dir / rel
            folder = target.parent
            if folder not in manifests:
                manifests[folder] = _read_manifest(folder)
            if target.exists() and not _owned(target, target.name, manifests[folder]):
                clashes.append(target)
        return clashes

    def commit(self) -> list[Path]:
        with self.hold():
            clashes = self.conflicts()
            if clashes:
                more = f" and {len(clashes) - 1} more" if len(clashes) > 1 else ""
                raise PnpError(f"{clashes[0]}{more} already exists and was not written by pnp; use --force to overwrite")
            self._check_inside()
            staging = self.out_dir / f"{STAGING}{os.getpid()}"
            try:
                with stoppable():
                    journal = self._stage(staging)
                    self._move(journal)
            finally:
                if not any(os.path.lexists(self.out_dir / name) for name in (JOURNAL, ROLLBACK)):
                    shutil.rmtree(staging, ignore_errors=True)  # else the next run needs it to finish
            return [self.out_dir / rel for rel in self.files]

    def _stage(self, staging: Path) -> _Journal:
        """Every file and manifest written in the staging folder, the folders the moves need made, and the
        journal ready beside them; a failure here (a full disk) has changed nothing in the output."""
        made: list[str] = []
        try:
            new = staging / "new"
            for rel, data in self.files.items():
                (new / rel).parent.mkdir(parents=True, exist_ok=True)
                _write(new / rel, data)
            moves = list(self.files) + self._stage_manifests(new)
            replaced = [rel for rel in moves if os.path.lexists(self.out_dir / rel)]
            for rel in replaced:
                (staging / "old" / rel).parent.mkdir(parents=True, exist_ok=True)
            for folder in sorted({str(Path(rel).parent) for rel in moves} - {"."}):
                made += self._make_folder(Path(folder))
            journal = _Journal(staging.name, moves, replaced, made)
            _write(staging / JOURNAL, msgspec.json.encode(journal))
            folders = {staging, *(p for p in staging.rglob("*") if p.is_dir()), *((self.out_dir / m).parent for m in made)}
            for folder in sorted(folders):
                _fsync(folder, folder=True)
            return journal
        except OSError as e:
            _remove_folders(self.out_dir, made)
            raise _cannot(self.out_dir, e) from None

    def _stage_manifests(self, new: Path) -> list[str]:
        """Each folder's manifest, with the stamps the staged files keep when renamed into place."""
        by_folder: dict[Path, dict[str, list[int]]] = {}
        for rel in self.files:
            by_folder.setdefault(Path(rel).parent, {})[Path(rel).name] = _stamp(new / rel)
        names = []
        for folder, entries in by_folder.items():
            manifest = _read_manifest(self.out_dir / folder)
            manifest.update(entries)
            rel = str(folder / MANIFEST)
            (new / rel).parent.mkdir(parents=True, exist_ok=True)
            _write(new / rel, msgspec.json.format(msgspec.json.encode(dict(sorted(manifest.items())))))
            names.append(rel)
        return names

    def _make_folder(self, folder: Path) -> list[str]:
        """The folders made for `folder`, outermost first."""
        missing = [p for p in [folder, *folder.parents] if str(p) != "." and not (self.out_dir / p).exists()]
        for p in reversed(missing):
            (self.out_dir / p).mkdir()
        return [str(p) for p in reversed(missing)]

    def _move(self, j: _Journal) -> None:
        """The journal first, then the moves; an error undoes them. Signals wait until it is over."""
        staging = self.out_dir / j.staging
        with no_interrupt():
            try:
                os.rename(staging / JOURNAL, self.out_dir / JOURNAL)
            except OSError as e:
                _remove_folders(self.out_dir, j.made)
                raise _cannot(self.out_dir, e) from None
            try:
                _fsync(self.out_dir, folder=True)
                _forward(self.out_dir, j)
            except OSError as e:
                self._undo(j, e)
            try:
                os.unlink(self.out_dir / JOURNAL)
                _fsync(self.out_dir, folder=True)
            except OSError:
                pass  # every file is in place; the next run finds nothing left to move and tidies up

    def _undo(self, j: _Journal, e: OSError) -> None:
        try:
            os.rename(self.out_dir / JOURNAL, self.out_dir / ROLLBACK)
            _backward(self.out_dir, j)
            os.unlink(self.out_dir / ROLLBACK)
        except OSError as again:
            raise PnpError(f"cannot write into '{self.out_dir}': {e.strerror or e}, and undoing the moves failed too "
                           f"({again.strerror or again}); the next build there will finish them", where="--out") from None
        raise _cannot(self.out_dir, e) from None
