"""Nothing outside the output folder is read, moved, created or removed, whatever the folder holds.

An output folder may come from an archive or a synced folder: a journal, a manifest, a staging folder or
the lock file there may have been planted, with links leading out of it. Each trick below is planted
beside a folder `outside` (full of files, as a user's would be); a build into OUT must refuse in one line
naming the planted file, exit 2, and leave both `outside` and OUT byte for byte as they were."""

from __future__ import annotations

import os
from pathlib import Path

import msgspec
import pytest
from conftest import assert_clean_error, run_pnp

from pnp.base.output import JOURNAL, LOCK, MANIFEST, ROLLBACK

BUILD = ["build", "clann", "--parts", "dice", "--format", "pdf"]


def snapshot(folder: Path) -> dict[str, object]:
    """Every entry under `folder`, links not followed: a file's bytes and time, a link's target, a folder."""
    seen: dict[str, object] = {}
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            path = Path(root, name)
            rel = str(path.relative_to(folder))
            if path.is_symlink():
                seen[rel] = ("link", os.readlink(path))
            elif path.is_dir():
                seen[rel] = "folder"
            else:
                seen[rel] = ("file", path.read_bytes(), path.stat().st_mtime_ns)
    return seen


def journal(staging: str = ".pnp-staging-1", moves=(), replaced=(), made=(), removed=()) -> bytes:
    return msgspec.json.encode({"staging": staging, "moves": list(moves), "replaced": list(replaced),
                                "made": list(made), "removed": list(removed)})


def write(path: Path, data: bytes = b"someone's file") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


# Each plants one trick: (out, outside) -> the name the refusal must give. `outside` already holds
# outside/victim.pdf and outside/sub/kept.txt.


def staging_link_forward(out, outside):
    """(a) The journal's staging folder is a link: completing it moved a file out of `outside` into OUT."""
    write(outside / "new" / "clann" / "x.pdf")
    (out / "clann").mkdir()
    (out / ".pnp-staging-1").symlink_to(outside, target_is_directory=True)
    write(out / JOURNAL, journal(moves=["clann/x.pdf"]))
    return JOURNAL


def staging_link_backward(out, outside):
    """(a) The same through a rollback journal, which moves set-aside files back."""
    write(outside / "old" / "clann" / "x.pdf")
    (out / "clann").mkdir()
    (out / ".pnp-staging-1").symlink_to(outside, target_is_directory=True)
    write(out / ROLLBACK, journal(moves=["clann/x.pdf"], replaced=["clann/x.pdf"]))
    return ROLLBACK


def target_behind_link(out, outside):
    """(b) The journal names sub/x where OUT/sub is a link: completing it created a file in `outside`."""
    write(out / ".pnp-staging-1" / "new" / "sub" / "x", b"planted")
    (out / "sub").symlink_to(outside, target_is_directory=True)
    write(out / JOURNAL, journal(moves=["sub/x"]))
    return JOURNAL


def made_folder_behind_link(out, outside):
    """(b) A rollback removes the folders its commit made: here an empty one of `outside`'s, through a link."""
    (outside / "empty").mkdir()
    (out / ".pnp-staging-1").mkdir()
    (out / "sub").symlink_to(outside, target_is_directory=True)
    write(out / ROLLBACK, journal(made=["sub/empty"]))
    return ROLLBACK


def removed_behind_link(out, outside):
    """(b) A journal's files of an old build to set aside, behind a link: `outside`'s file moved away."""
    (out / ".pnp-staging-1" / "old" / "sub").mkdir(parents=True)
    (out / "sub").symlink_to(outside, target_is_directory=True)
    write(out / JOURNAL, journal(removed=["sub/victim.pdf"]))
    return JOURNAL


def staged_file_link(out, outside):
    """(c) A staged new/... file that is a link into `outside`."""
    (out / ".pnp-staging-1" / "new" / "clann").mkdir(parents=True)
    (out / ".pnp-staging-1" / "new" / "clann" / "x.pdf").symlink_to(outside / "victim.pdf")
    write(out / JOURNAL, journal(moves=["clann/x.pdf"]))
    return JOURNAL


def staged_folder_link(out, outside):
    """(c) A staged new/clann folder that is a link to `outside`."""
    (out / ".pnp-staging-1" / "new").mkdir(parents=True)
    (out / ".pnp-staging-1" / "new" / "clann").symlink_to(outside, target_is_directory=True)
    write(out / JOURNAL, journal(moves=["clann/victim.pdf"]))
    return JOURNAL


def journal_link(out, outside):
    """A journal that is itself a link to a file elsewhere."""
    write(outside / "journal.json", journal(moves=["clann/x.pdf"]))
    (out / JOURNAL).symlink_to(outside / "journal.json")
    return JOURNAL


def journal_climbing(out, outside):
    """A journal naming ../ and absolute paths, or a staging folder that is not pnp's."""
    write(out / JOURNAL, journal(moves=["../outside/victim.pdf", str(outside / "victim.pdf")]))
    return JOURNAL


def journal_other_staging(out, outside):
    (out / "elsewhere").symlink_to(outside, target_is_directory=True)
    write(out / JOURNAL, journal(staging="elsewhere", moves=["clann/x.pdf"]))
    return JOURNAL


def manifest_link(out, outside):
    """(d) A manifest that is a link to a file outside: reading it reads `outside`."""
    write(outside / "manifest.json", b'{"dice-stickers.pdf": [1, 2]}')
    (out / "clann").mkdir()
    (out / "clann" / MANIFEST).symlink_to(outside / "manifest.json")
    return MANIFEST


def manifest_names_outside(out, outside):
    """(d) A manifest claiming `outside`'s file as pnp's, with its true size and time: a rebuild, which
    sets aside pnp's old files it no longer makes, would have taken it."""
    st = (outside / "victim.pdf").stat()
    write(out / "clann" / MANIFEST, msgspec.json.encode({"../../outside/victim.pdf": [st.st_size, st.st_mtime_ns]}))
    return MANIFEST


def manifest_names_journal(out, outside):
    """(d) A manifest naming one of pnp's own dot files, which a rebuild would then remove."""
    lock = write(out / "clann" / ".pnp-notes", b"x")
    st = lock.stat()
    write(out / "clann" / MANIFEST, msgspec.json.encode({".pnp-notes": [st.st_size, st.st_mtime_ns]}))
    return MANIFEST


def output_file_link(out, outside):
    """(e) A file the build writes is a link to `outside`'s file."""
    (out / "clann").mkdir()
    (out / "clann" / "dice-stickers.pdf").symlink_to(outside / "victim.pdf")
    return "dice-stickers.pdf"


def game_folder_link(out, outside):
    """(e) The game's folder is a link to `outside`."""
    (out / "clann").symlink_to(outside / "sub", target_is_directory=True)
    return "clann"


def lock_link(out, outside):
    """(e) The lock file is a link: opening it (filelock once truncated it) would touch `outside`'s file."""
    (out / LOCK).symlink_to(outside / "victim.pdf")
    return LOCK


def stale_staging_link(out, outside):
    """(f) A stale staging folder that is a link: removing it must not remove what it leads to."""
    (out / ".pnp-staging-7").symlink_to(outside, target_is_directory=True)
    return ".pnp-staging-7"


def stale_staging_file(out, outside):
    """(f) Something named like a staging folder that is not a folder."""
    (out / ".pnp-staging-8").symlink_to(outside / "victim.pdf")
    return ".pnp-staging-8"


TRICKS = [staging_link_forward, staging_link_backward, target_behind_link, made_folder_behind_link,
          removed_behind_link, staged_file_link, staged_folder_link, journal_link, journal_climbing,
          journal_other_staging, manifest_link, manifest_names_outside, manifest_names_journal, output_file_link,
          game_folder_link, lock_link, stale_staging_link, stale_staging_file]


@pytest.mark.parametrize("force", [[], ["--force"]], ids=["plain", "force"])
@pytest.mark.parametrize("plant", TRICKS, ids=[t.__name__ for t in TRICKS])
def test_a_planted_trick_is_refused_and_nothing_is_touched(tmp_path, plant, force):
    outside, out = tmp_path / "outside", tmp_path / "out"
    write(outside / "victim.pdf", b"%PDF precious")
    write(outside / "sub" / "kept.txt", b"kept")
    out.mkdir()
    name = plant(out, outside)
    before_outside, before_out = snapshot(outside), snapshot(out)
    run = run_pnp(*BUILD, "--out", str(out), *force)
    assert run.code == 2, run
    assert_clean_error(run, name)
    assert snapshot(outside) == before_outside
    assert snapshot(out) == before_out  # left alone: not even a lock file stays


def test_the_tricks_would_have_worked(tmp_path, monkeypatch):
    """Planted against the checks turned off, the first tricks do move and create files outside: the
    snapshots above can see it."""
    import pnp.base.output

    monkeypatch.setattr(pnp.base.output, "_plain", lambda root, rel, folder=False: root / rel)
    monkeypatch.setattr(pnp.base.output, "_read_own", lambda path: path.read_bytes() if path.exists() else None)
    monkeypatch.setattr(pnp.base.output, "_stale", lambda out: [])
    monkeypatch.setattr(pnp.base.output, "_file_name", lambda name: True)
    for plant in (staging_link_forward, staging_link_backward, target_behind_link, made_folder_behind_link,
                  removed_behind_link, manifest_names_outside):
        outside, out = tmp_path / plant.__name__ / "outside", tmp_path / plant.__name__ / "out"
        write(outside / "victim.pdf", b"%PDF precious")
        out.mkdir(parents=True)
        plant(out, outside)
        before = snapshot(outside)
        run_pnp(*BUILD, "--out", str(out))
        assert snapshot(outside) != before, plant.__name__


def test_a_kit_behind_a_link_is_not_read_for_the_index(tmp_path):
    """The index lists the kits in the output folder; one behind a link is not read, nor listed."""
    outside, out = tmp_path / "outside", tmp_path / "out"
    write(outside / "kit.json", msgspec.json.encode({"id": "stolen", "title": "Read from outside", "paper": "A4",
                                                     "parts": []}))
    out.mkdir()
    (out / "stolen").symlink_to(outside, target_is_directory=True)
    before = snapshot(outside)
    run = run_pnp(*BUILD, "--out", str(out))
    assert run.code == 0, run.err
    assert "clann" in (out / "index.html").read_text() and "Read from outside" not in (out / "index.html").read_text()
    assert snapshot(outside) == before
    (out / "stolen").unlink()
    write(out / "stolen" / "kit.json", (outside / "kit.json").read_bytes())
    assert run_pnp(*BUILD, "--out", str(out)).code == 0
    assert "Read from outside" in (out / "index.html").read_text()  # the same kit, in the folder, is listed


# --- a kit rebuilt with other options is exactly the new kit ----------------------------------------


def files(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file() and not p.name.startswith(".")}


def test_a_rebuild_removes_the_old_kits_files_it_no_longer_makes(tmp_path):
    out = tmp_path / "out"
    assert run_pnp("build", "clann", "--parts", "dice", "--format", "pdf,svg", "--out", str(out)).code == 0
    assert "clann/dice-stickers.svg" in files(out)
    (out / "clann" / "my-notes.txt").write_text("mine")  # a person's file
    (out / "clann" / "dice-nets.svg").write_text("edited")  # pnp's, edited since
    assert run_pnp(*BUILD, "--out", str(out)).code == 0
    assert files(out) == {"index.html", "clann/kit.json", "clann/dice-stickers.pdf", "clann/dice-nets.pdf",
                          "clann/my-notes.txt", "clann/dice-nets.svg"}
    manifest = msgspec.json.decode((out / "clann" / MANIFEST).read_bytes())
    assert "dice-stickers.svg" not in manifest and "my-notes.txt" not in manifest
    # a command that prints one part adds to the kit's folder and takes nothing away
    assert run_pnp("rules", "clann", "--no-aids", "--out", str(out)).code == 0
    assert files(out) >= {"clann/dice-stickers.pdf", "clann/dice-nets.pdf", "clann/rules.pdf"}
