"""Writing files safely: all or nothing, whatever happens, never over a file pnp did not write unless forced,
and never anywhere but inside the output folder.

A build takes the output folder's lock (one build at a time) for its whole run, finishes any commit a
killed run left half done, then writes everything (files and each folder's manifest) into a staging
folder inside the output folder, flushed to disk. Only then does it write a journal naming every move,
and move the files into place, each with an atomic rename, the file it replaces (or a file of an old
build that the new one no longer makes) set aside in the staging folder. From any instant the folder can
be taken either way: every move can be completed (the new files are whole in the staging folder) or
undone (the old ones are set aside), so a run killed at any point, or a power cut, leaves a folder the
next run turns into the whole new output; an error while moving (a full disk) undoes them, leaving the
whole old output. The manifest remembers what pnp wrote (each file's size and modification time, as make
and rsync judge a file), so rebuilding over pnp's own unchanged files needs no --force, but a file a
person made or edited does.

What pnp finds in the folder (a journal, a manifest, a staging folder, the lock file) may have been
planted: an unpacked archive or a synced folder can hold anything. Each is trusted only once every path
it leads to has been checked, one component at a time with lstat, to be inside the output folder with
no link (nor Windows junction) on the way; anything else is refused in one line naming it, before
anything is moved. Only the folder named by --out may itself be a link: the user chose it.

Linux, macOS and Windows alike: the lock is the system's flock where the platform has one (Linux, macOS:
no import, nothing to pay), else filelock's (LockFileEx on Windows); the signals held are those the
platform has, and folders are flushed to disk where a folder can be opened.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import stat
import sys
import tempfile
import warnings
from contextlib import contextmanager
from pathlib import Path, PurePosixPath, PureWindowsPath

import msgspec

from pnp.base.errors import PnpError, Stopped
from pnp.base.i18n import said

try:
    import fcntl
except ImportError:  # Windows: filelock's LockFileEx instead (_file_lock)
    fcntl = None

MANIFEST = ".pnp-manifest.json"
JOURNAL = ".pnp-journal.json"     # a commit under way: complete its moves
ROLLBACK = ".pnp-rollback.json"   # a commit being undone: undo its moves
STAGING = ".pnp-staging-"
# The lock file: empty, and left in place after a build (filelock removes it on Windows):
# removing it while a second build waits on it would let a third one in beside the second.
LOCK = ".pnp-lock"
_STAGING_NAME = re.compile(re.escape(STAGING) + r"[0-9]+")
# Ctrl-C, SIGTERM and SIGHUP where the platform has them (Windows has no SIGHUP)
STOPPING = tuple(sig for sig in (signal.SIGTERM, getattr(signal, "SIGHUP", None)) if sig is not None)
HELD = (signal.SIGINT, *STOPPING)
# lstat on Windows: a symbolic link, or a junction (a link to a folder that needs no privilege to make)
_LINK_TAGS = (0xA000000C, 0xA0000003)


class _Journal(msgspec.Struct):
    staging: str          # the staging folder's name: new files in new/, the replaced ones in old/
    moves: list[str]      # every file to move, relative to the output folder, manifests last
    replaced: list[str]   # those that replace a file already there
    made: list[str]       # folders made for the commit, deepest last
    removed: list[str] = []  # files of the old build the new one does not make: set aside in old/ too


def _stamp(path: Path) -> list[int]:
    """What identifies a file pnp wrote: its size and modification time in nanoseconds."""
    st = os.lstat(path)
    return [st.st_size, st.st_mtime_ns]


# --- what may be trusted ---------------------------------------------------------------------------


class _Unsafe(Exception):
    """A path that is a link, lies behind one, or is not what it should be: `why` is "link", "folder",
    "not-folder" or "not-file" (the selector of errors.output.is, `said` says it)."""

    def __init__(self, path: Path, why: str):
        self.path, self.why = path, why
        super().__init__(f"{path} {why}")

    @property
    def said(self):
        return said("errors.output.is", what=self.why)


def lstat_or_none(path: Path) -> os.stat_result | None:
    """The path's own status (a link's, not its target's), or None when nothing is there."""
    try:
        return os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None


def is_symlink(st: os.stat_result) -> bool:
    """A symbolic link, or on Windows a junction."""
    return stat.S_ISLNK(st.st_mode) or getattr(st, "st_reparse_tag", 0) in _LINK_TAGS


def plain_file(root: Path, rel: str) -> bool:
    """True when root/rel is a plain file with no link on the way from root: what pnp may read of the output
    folder (a link could lead outside it, a FIFO would hang the build)."""
    try:
        return os.path.lexists(_plain(root, rel))
    except _Unsafe:
        return False


def _plain(root: Path, rel: str, *, folder: bool = False) -> Path:
    """root/rel, once each component below root is found with lstat to be a real folder, and rel itself,
    if there, a plain file (a real folder when `folder`); what is missing is fine, the commit makes it.
    Raises _Unsafe naming the first component that is a link or of the wrong kind."""
    path, parts = root, Path(rel).parts
    for i, part in enumerate(parts):
        path = path / part
        st = lstat_or_none(path)
        if st is None:
            break
        if is_symlink(st):
            raise _Unsafe(path, "link")
        if folder or i < len(parts) - 1:
            if not stat.S_ISDIR(st.st_mode):
                raise _Unsafe(path, "not-folder")
        elif not stat.S_ISREG(st.st_mode):
            raise _Unsafe(path, "folder" if stat.S_ISDIR(st.st_mode) else "not-file")
    return root / rel


def _relative(rel: str) -> bool:
    """A name read from a file pnp finds (a journal) that stays below the output folder, read as a path on
    any platform: no root, no drive, no '..'."""
    if not isinstance(rel, str) or not rel or "\0" in rel:
        return False
    return all(not p.anchor and p.parts and ".." not in p.parts for p in (PurePosixPath(rel), PureWindowsPath(rel)))


def _file_name(name: str) -> bool:
    """A name a manifest may hold: a file of its own folder, as pnp names them (never a dotted one)."""
    return _relative(name) and "/" not in name and "\\" not in name and not name.startswith(".")


def _untrusted(path: Path, why) -> PnpError:
    return PnpError(said("errors.output.untrusted", why=why), where=str(path))


def _is(what: str):
    """"is a link" and the like, said: `what` is "link", "folder", "not-folder" or "not-file"."""
    return said("errors.output.is", what=what)


def _read_own(path: Path) -> bytes | None:
    """A file of pnp's own in the output folder (a journal, a manifest), or None when there is none; one that
    is a link or not a plain file is refused (not read: it could be anyone's file)."""
    st = lstat_or_none(path)
    if st is None:
        return None
    if is_symlink(st) or not stat.S_ISREG(st.st_mode):
        raise _untrusted(path, _is("link" if is_symlink(st) else "not-file"))
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as f:
        return f.read()


def _read_manifest(folder: Path) -> dict[str, list[int]]:
    """The folder's manifest; {} when there is none or it is damaged (its files then count as not pnp's)."""
    path = folder / MANIFEST
    try:
        data = _read_own(path)
        if data is None:
            return {}
        manifest = msgspec.json.decode(data, type=dict[str, list[int]])
    except (OSError, msgspec.DecodeError):  # a ValidationError is a DecodeError
        return {}
    stray = next((name for name in manifest if not _file_name(name)), None)
    if stray is not None:
        raise _untrusted(path, said("errors.output.stray", name=stray))
    return manifest


def safe_name(rel: str) -> str:
    """Output names are made by pnp from ids; refuse anything that could leave the output folder."""
    parts = Path(rel).parts
    if not parts or Path(rel).is_absolute() or any(p in ("..", "") or p.startswith(".") for p in parts):
        raise PnpError(said("errors.output.leave", name=rel))
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

    with _handled(STOPPING, stop):
        yield


def _owned(target: Path, name: str, manifest: dict[str, list[int]]) -> bool:
    """True when the file at `target` is a plain file pnp wrote and nobody changed since."""
    st = lstat_or_none(target)
    return st is not None and stat.S_ISREG(st.st_mode) and manifest.get(name) == [st.st_size, st.st_mtime_ns]


def _fsync(path: Path, *, folder: bool = False) -> None:
    """A file, or a folder's entries (the renames in it), flushed to disk. Windows cannot open a folder:
    there its renames are as durable as NTFS makes them."""
    if folder and (os.name == "nt" or not hasattr(os, "O_DIRECTORY")):
        return
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
    return PnpError(said("errors.output.unchanged", folder=str(out_dir), reason=str(e.strerror or e)), field="--out")


# --- completing or undoing a commit ----------------------------------------------------------------


def _forward(out_dir: Path, j: _Journal) -> None:
    """Set aside every file the new build no longer makes, then put every new file still in the staging
    folder in place. Each step is done once: a step already done is seen and passed."""
    new, old, replaced = out_dir / j.staging / "new", out_dir / j.staging / "old", set(j.replaced)
    for rel in j.removed:
        if os.path.lexists(out_dir / rel) and not os.path.lexists(old / rel):
            os.rename(out_dir / rel, old / rel)
    for rel in j.moves:
        source, target = new / rel, out_dir / rel
        if not os.path.lexists(source):
            continue  # already moved
        if rel in replaced and os.path.lexists(target) and not os.path.lexists(old / rel):
            os.rename(target, old / rel)
        os.replace(source, target)
    _sync_folders(out_dir, j)


def _backward(out_dir: Path, j: _Journal) -> None:
    """Take every moved file back to the staging folder and the file it replaced back to its place: each
    step is the reverse of one of _forward's, so either can go on from wherever the other stopped."""
    new, old = out_dir / j.staging / "new", out_dir / j.staging / "old"
    for rel in reversed(j.moves):
        source, target = new / rel, out_dir / rel
        if not os.path.lexists(source) and os.path.lexists(target):
            os.rename(target, source)
        if os.path.lexists(old / rel):
            os.replace(old / rel, target)
    for rel in reversed(j.removed):
        if os.path.lexists(old / rel):
            os.replace(old / rel, out_dir / rel)
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
    for folder in sorted({(out_dir / rel).parent for rel in [*j.moves, *j.removed]}):
        if folder.is_dir():
            _fsync(folder, folder=True)


def _read_journal(out_dir: Path, path: Path) -> _Journal | None:
    """The journal a killed run left, once every path it leads to is checked; None when there is none."""
    try:
        data = _read_own(path)
        if data is None:
            return None
        j = msgspec.json.decode(data, type=_Journal)
    except (OSError, msgspec.DecodeError):  # a ValidationError is a DecodeError
        raise PnpError(said("errors.output.damaged"), where=str(path)) from None
    if not _STAGING_NAME.fullmatch(j.staging):
        raise _untrusted(path, said("errors.output.staging", name=j.staging))
    names = [*j.moves, *j.replaced, *j.made, *j.removed]
    stray = next((rel for rel in names if not _relative(rel)), None)
    if stray is not None:
        raise _untrusted(path, said("errors.output.outside", name=stray))
    staging = out_dir / j.staging
    try:
        _plain(out_dir, j.staging, folder=True)
        for rel in j.made:
            _plain(out_dir, rel, folder=True)
        for rel in [*j.moves, *j.removed]:
            _plain(out_dir, rel)
            _plain(staging, str(Path("new", rel)))
            _plain(staging, str(Path("old", rel)))
    except _Unsafe as e:
        raise _untrusted(path, said("errors.output.leads", path=str(e.path), why=e.said)) from None
    return j


def _stale(out_dir: Path) -> list[Path]:
    """The staging folders killed runs left; one that is a link (or not a folder) is refused, not followed."""
    found = []
    for path in sorted(out_dir.glob(STAGING + "*")):
        st = lstat_or_none(path)
        if st is not None and (is_symlink(st) or not stat.S_ISDIR(st.st_mode)):
            raise _untrusted(path, _is("link" if is_symlink(st) else "not-folder"))
        found.append(path)
    return found


def recover(out_dir: Path) -> None:
    """Complete the commit a killed run left under way (or finish undoing one), then remove every staging
    folder: under the lock, no other build is writing one. Everything is checked before anything is
    moved, so a refusal leaves the folder as it was. Call with the lock held."""
    journals = [(out_dir / name, finish) for name, finish in ((JOURNAL, _forward), (ROLLBACK, _backward))]
    pending = [(path, j, finish) for path, finish in journals if (j := _read_journal(out_dir, path)) is not None]
    stale = _stale(out_dir)
    for path, j, finish in pending:
        try:
            with no_interrupt():
                finish(out_dir, j)
                path.unlink()
                _fsync(out_dir, folder=True)
        except OSError as e:
            raise PnpError(said("errors.output.unfinished", folder=str(out_dir), reason=str(e.strerror or e)),
                           field="--out") from None
    for folder in stale:
        shutil.rmtree(folder, ignore_errors=True)  # does not follow the links it finds inside


class _Held(Exception):
    """The lock is held by another process."""


class _Flock:
    """The system's flock on the lock file, opened without following a link; the same calls as filelock's."""

    def __init__(self, path: Path):
        self.path, self.fd = path, None

    def acquire(self, blocking: bool = True) -> None:
        if self.fd is None:
            self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
        try:
            fcntl.flock(self.fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
        except BlockingIOError:
            raise _Held from None

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)  # closing releases the lock
            self.fd = None


def _file_lock(path: Path):
    """The lock for this platform, and its exception for a lock held elsewhere: flock where there is one;
    else filelock, whose import (~20 to 90 ms) only such a platform pays."""
    if fcntl is not None:
        return _Flock(path), _Held
    with warnings.catch_warnings():  # where there is no flock, filelock would say so on stderr at import
        warnings.simplefilter("ignore")
        from filelock import FileLock, Timeout  # 20 to 90 ms, paid only where the platform has no flock
    return FileLock(path), Timeout


@contextmanager
def locked(out_dir: Path, on_failure=lambda held: None):
    """The output folder for this process alone, by a lock on OUT/.pnp-lock: a second build waits, and says
    so once. Only one pnp waits or holds at a time per process (the Writer's hold sees to it). When the
    block, or the locking, fails, `on_failure(held)` runs, the lock still held when `held`."""
    path = out_dir / LOCK
    try:
        st = lstat_or_none(path)
        if st is not None and (is_symlink(st) or not stat.S_ISREG(st.st_mode)):
            raise _untrusted(path, _is("link" if is_symlink(st) else "not-file"))
        lock, Timeout = _file_lock(path)
        try:
            try:
                lock.acquire(blocking=False)
            except Timeout:
                print(said("output.waiting", folder=str(out_dir)), file=sys.stderr, flush=True)
                lock.acquire()
        except OSError as e:  # O_NOFOLLOW: a link put there since the check above ends here too
            raise PnpError(said("errors.output.lock", folder=str(out_dir), lock=LOCK, reason=str(e.strerror or e)),
                           field="--out") from None
    except BaseException:
        on_failure(False)
        raise
    try:
        yield
    except BaseException:
        on_failure(True)
        raise
    finally:
        lock.release()


# --- the writer -------------------------------------------------------------------------------------


class Writer:
    """Collects files (relative name -> bytes), then commits them together."""

    def __init__(self, out_dir: Path, *, force: bool = False):
        self.out_dir = Path(out_dir)
        self.force = force
        self.files: dict[str, bytes] = {}
        self.whole: set[str] = set()
        self._held = False

    def add(self, rel: str, data: bytes) -> None:
        self.files[safe_name(rel)] = data

    @staticmethod
    def ready(target: Path, *, force: bool, option: str) -> Path:
        """Writer.one's checks alone, for a caller to make before it renders: the folder is there, and the
        file is absent (or forced) and would be a plain file."""
        target = Path(target)
        folder = target.parent
        if not folder.is_dir():
            raise PnpError(said("errors.output.no-folder", folder=str(folder)), field=option)
        try:
            _plain(folder, target.name)
        except _Unsafe as e:
            if e.why == "folder":
                raise PnpError(said("errors.output.is-folder", name=str(target)), field=option) from None
            raise PnpError(said("errors.output.not-plain", name=str(target), why=e.said), field=option) from None
        if os.path.lexists(target) and not force:
            raise PnpError(said("errors.output.exists", name=str(target)), field=option)
        return target

    @staticmethod
    def one(target: Path, data: bytes, *, force: bool, option: str) -> Path:
        """A lone file that is no build's (a chart --plot names, a built-in game's balance.json): its folder,
        which must exist, is the output folder. Written beside under a temporary name, then renamed over in one
        step, so it is whole or absent; a rename of one file needs no lock, manifest nor journal, so none is
        left beside it. A file already there needs `force`; a link or a folder there is refused, never
        followed. `option` is the command-line option messages name."""
        target = Writer.ready(target, force=force, option=option)
        folder = target.parent
        try:
            handle, temp = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
        except OSError as e:
            raise PnpError(said("errors.output.write-into", folder=str(folder), reason=str(e.strerror)), field=option) from None
        try:
            with os.fdopen(handle, "wb") as f:
                f.write(data)
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(temp, 0o666 & ~umask)  # mkstemp makes it private; the file is an ordinary one
            os.replace(temp, target)
        except BaseException as e:
            Path(temp).unlink(missing_ok=True)
            if isinstance(e, OSError):
                raise PnpError(said("errors.output.write", name=str(target), reason=str(e.strerror)), field=option) from None
            raise
        return target

    def rewrite(self, folder: str) -> None:
        """The commit makes `folder`'s whole content: pnp's own unchanged files there that it does not write
        again go with the old build (set aside in the same commit), so that a kit rebuilt with other options
        is exactly the new kit. A file a person made or edited there stays."""
        self.whole.add(safe_name(folder))

    @contextmanager
    def hold(self):
        """Take the output folder (making it) and finish any commit left under way: from here to the end of
        the commit one build alone reads and writes the folder. SIGTERM and SIGHUP end the block cleanly. A
        folder this made is removed again if the block fails."""
        if self._held:
            yield
            return
        if self.out_dir.exists() and not self.out_dir.is_dir():
            raise PnpError(said("errors.output.not-a-folder", folder=str(self.out_dir)))
        missing = [p for p in [self.out_dir, *self.out_dir.parents] if not os.path.lexists(p)]
        fresh = not os.path.lexists(self.out_dir / LOCK)
        try:
            self.out_dir.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise PnpError(said("errors.output.make", folder=str(self.out_dir), reason=str(e.strerror)), field="--out") from None
        with stoppable(), locked(self.out_dir, on_failure=lambda held: self._unmake(missing, fresh and held)):
            recover(self.out_dir)
            self._held = True
            try:
                yield
            finally:
                self._held = False

    def _unmake(self, missing: list[Path], made_lock: bool) -> None:
        """A build that failed leaves nothing: not the lock file it made (removed while still held; only a
        build that started waiting on it in the meantime, and a third one after, could then overlap), nor
        the folders it made."""
        if made_lock:
            try:
                os.unlink(self.out_dir / LOCK)
            except OSError:
                pass
        for folder in missing:
            try:
                folder.rmdir()
            except OSError:
                return

    def _folders(self) -> list[str]:
        return sorted({str(Path(rel).parent) for rel in self.files} | self.whole)

    def _check_inside(self) -> None:
        """A folder or file in the way that is a link could send a write outside the output folder; a
        folder where a file goes, or a file where a folder goes, would stop the moves half done."""
        for rel, folder in [*((rel, False) for rel in self.files), *((rel, True) for rel in self.whole)]:
            try:
                _plain(self.out_dir, rel, folder=folder)
            except _Unsafe as e:
                if e.why == "link":
                    raise PnpError(said("errors.output.through-link", name=str(self.out_dir / rel), link=str(e.path),
                                        folder=str(self.out_dir))) from None
                if e.path != self.out_dir / rel or folder:
                    raise PnpError(said("errors.output.file-not-folder", path=str(e.path))) from None
                raise PnpError(said("errors.output.in-the-way", path=str(e.path), what=e.why)) from None

    def _manifests(self) -> dict[str, dict[str, list[int]]]:
        """Each folder's manifest, read once (every folder is checked first: none lies behind a link)."""
        return {folder: _read_manifest(self.out_dir / folder) for folder in self._folders()}

    def conflicts(self, manifests: dict[str, dict[str, list[int]]] | None = None) -> list[Path]:
        if self.force or not self.out_dir.exists():
            return []
        manifests = self._manifests() if manifests is None else manifests
        return [self.out_dir / rel for rel in self.files
                if os.path.lexists(self.out_dir / rel)
                and not _owned(self.out_dir / rel, Path(rel).name, manifests[str(Path(rel).parent)])]

    def _dropped(self, manifests: dict[str, dict[str, list[int]]]) -> list[str]:
        """pnp's own unchanged files, in the folders rewritten whole, that this commit does not make."""
        dropped = []
        for folder in sorted(self.whole):
            for name in sorted(manifests[folder]):
                rel = str(Path(folder, name))
                if rel not in self.files and _owned(self.out_dir / rel, name, manifests[folder]):
                    dropped.append(rel)
        return dropped

    def commit(self) -> list[Path]:
        with self.hold():
            self._check_inside()
            manifests = self._manifests()
            clashes = self.conflicts(manifests)
            if clashes:
                raise PnpError(said("errors.output.not-pnps", count=len(clashes) - 1, name=str(clashes[0])))
            removed = self._dropped(manifests)
            staging = self.out_dir / f"{STAGING}{os.getpid()}"
            try:
                journal = self._stage(staging, manifests, removed)
                self._move(journal)
            finally:
                if not any(os.path.lexists(self.out_dir / name) for name in (JOURNAL, ROLLBACK)):
                    shutil.rmtree(staging, ignore_errors=True)  # else the next run needs it to finish
            return [self.out_dir / rel for rel in self.files]

    def _stage(self, staging: Path, manifests: dict[str, dict[str, list[int]]], removed: list[str]) -> _Journal:
        """Every file and manifest written in the staging folder, the folders the moves need made, and the
        journal ready beside them; a failure here (a full disk) has changed nothing in the output."""
        made: list[str] = []
        try:
            new = staging / "new"
            for rel, data in self.files.items():
                (new / rel).parent.mkdir(parents=True, exist_ok=True)
                _write(new / rel, data)
            moves = list(self.files) + self._stage_manifests(new, manifests, removed)
            replaced = [rel for rel in moves if os.path.lexists(self.out_dir / rel)]
            for rel in replaced + removed:
                (staging / "old" / rel).parent.mkdir(parents=True, exist_ok=True)
            for folder in sorted({str(Path(rel).parent) for rel in moves} - {"."}):
                made += self._make_folder(Path(folder))
            journal = _Journal(staging.name, moves, replaced, made, removed)
            _write(staging / JOURNAL, msgspec.json.encode(journal))
            folders = {staging, *(p for p in staging.rglob("*") if p.is_dir()), *((self.out_dir / m).parent for m in made)}
            for folder in sorted(folders):
                _fsync(folder, folder=True)
            return journal
        except OSError as e:
            _remove_folders(self.out_dir, made)
            raise _cannot(self.out_dir, e) from None

    def _stage_manifests(self, new: Path, manifests: dict[str, dict[str, list[int]]], removed: list[str]) -> list[str]:
        """Each folder's manifest, with the stamps the staged files keep when renamed into place; the files
        set aside, and those no longer there, left out."""
        by_folder: dict[str, dict[str, list[int]]] = {folder: {} for folder in self.whole}
        for rel in self.files:
            by_folder.setdefault(str(Path(rel).parent), {})[Path(rel).name] = _stamp(new / rel)
        gone = set(removed)
        names = []
        for folder, entries in by_folder.items():
            kept = {name: stamp for name, stamp in manifests[folder].items()
                    if str(Path(folder, name)) not in gone and os.path.lexists(self.out_dir / folder / name)}
            kept.update(entries)
            rel = str(Path(folder, MANIFEST))
            (new / rel).parent.mkdir(parents=True, exist_ok=True)
            _write(new / rel, msgspec.json.format(msgspec.json.encode(dict(sorted(kept.items())))))
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
            raise PnpError(said("errors.output.undo-failed", folder=str(self.out_dir), reason=str(e.strerror or e),
                                again=str(again.strerror or again)), field="--out") from None
        raise _cannot(self.out_dir, e) from None
