"""Writing files safely: all or nothing, never over a file pnp did not write unless forced.

Everything is rendered into a staging folder inside the output folder first; only when all of it
is ready do the files move into place, each with an atomic rename. A build that fails or is
interrupted leaves the previous output as it was. A manifest remembers what pnp wrote (each file's
size and modification time, as make and rsync judge a file), so rebuilding over pnp's own unchanged
files needs no --force, but a file a person made or edited does.
"""

from __future__ import annotations

import os
import shutil
import signal
from contextlib import contextmanager
from pathlib import Path

import msgspec

from pnp.errors import PnpError

MANIFEST = ".pnp-manifest.json"


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


@contextmanager
def no_interrupt():
    """Hold Ctrl-C until the block is done, then raise it: files half moved into place would leave half a
    build, and C code calling back into Python may swallow it."""
    received = []
    try:
        previous = signal.signal(signal.SIGINT, lambda *_: received.append(True))
    except ValueError:  # not the main thread: nothing to hold
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if received:
        raise KeyboardInterrupt


def _owned(target: Path, rel: str, manifest: dict[str, list[int]]) -> bool:
    """True when the file at `target` is one pnp wrote and nobody changed since."""
    try:
        return manifest.get(rel) == _stamp(target)
    except OSError:
        return False


class Writer:
    """Collects files (relative name -> bytes), then commits them together."""

    def __init__(self, out_dir: Path, *, force: bool = False):
        self.out_dir = Path(out_dir)
        self.force = force
        self.files: dict[str, bytes] = {}

    def add(self, rel: str, data: bytes) -> None:
        self.files[safe_name(rel)] = data

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
        manifests: dict[Path, dict[str, str]] = {}
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
        clashes = self.conflicts()
        if clashes:
            more = f" and {len(clashes) - 1} more" if len(clashes) > 1 else ""
            raise PnpError(f"{clashes[0]}{more} already exists and was not written by pnp; use --force to overwrite")
        if self.out_dir.exists() and not self.out_dir.is_dir():
            raise PnpError(f"'{self.out_dir}' exists and is not a folder; choose another --out")
        try:
            self.out_dir.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise PnpError(f"cannot make the folder '{self.out_dir}': {e.strerror}", where="--out") from None
        self._check_inside()
        staging = self.out_dir / f".pnp-staging-{os.getpid()}"
        shutil.rmtree(staging, ignore_errors=True)  # left by an earlier run that had this process id
        try:
            try:
                staging.mkdir()
                for rel, data in self.files.items():
                    path = staging / rel
                    path.parent.mkdir(parents=True, exist_ok=True)
                    path.write_bytes(data)
            except OSError as e:  # a folder we may not write in, a full disk: nothing has moved yet
                raise PnpError(f"cannot write into '{self.out_dir}': {e.strerror}", where="--out") from None
            written = []
            by_folder: dict[Path, dict[str, list[int]]] = {}
            with no_interrupt():
                for rel in self.files:
                    target = self.out_dir / rel
                    target.parent.mkdir(parents=True, exist_ok=True)
                    os.replace(staging / rel, target)
                    by_folder.setdefault(target.parent, {})[target.name] = _stamp(target)
                    written.append(target)
                for n, (folder, entries) in enumerate(by_folder.items()):
                    self._update_manifest(folder, entries, staging / f".manifest-{n}")
            return written
        finally:
            shutil.rmtree(staging, ignore_errors=True)

    @staticmethod
    def _update_manifest(folder: Path, entries: dict[str, list[int]], tmp: Path) -> None:
        """Written in the staging folder, then renamed: a file or link already in the output folder is never
        written through."""
        manifest = _read_manifest(folder)
        manifest.update(entries)
        tmp.write_bytes(msgspec.json.format(msgspec.json.encode(dict(sorted(manifest.items())))))
        os.replace(tmp, folder / MANIFEST)
