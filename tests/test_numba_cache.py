"""numba's disk cache is keyed by the shared compiled helpers too: a game's fast.py compiled against an older
splitmix.py, compiled.py or lap.py is never reused (numba itself looks at the function's own file only)."""

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).parent.parent / "pnp"
SHARED = ("splitmix.py", "compiled.py", "lap.py")
SHOW = "import numba, pnp.engine; print(numba.config.CACHE_DIR)"  # numba first: its config is read before pnp's


def _cache_dirs(tmp_path: Path, *packages: Path) -> list[Path]:
    """numba's cache folder in a new process importing pnp from each of `packages`' parent folders."""
    env = {k: v for k, v in os.environ.items() if k not in ("NUMBA_CACHE_DIR", "PNP_NUMBA_CACHE_BASE")}
    env["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    # the second import finds numba already imported: pnp.engine then sets numba's config itself
    code = "import sys\n" + "\n".join(
        f"sys.path.insert(0, {str(p.parent)!r}); {SHOW}; "
        f"[sys.modules.pop(m) for m in list(sys.modules) if m.startswith('pnp')]; sys.path.pop(0)" for p in packages)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    return [Path(line) for line in out.stdout.split()]


def test_a_change_to_a_shared_helper_gives_another_cache_folder(tmp_path):
    copy = tmp_path / "copy" / "pnp"
    (copy / "engine").mkdir(parents=True)
    shutil.copy(PACKAGE / "__init__.py", copy)
    for path in (PACKAGE / "engine").glob("*.py"):
        shutil.copy(path, copy / "engine")
    with (copy / "engine" / "lap.py").open("a") as lap:
        lap.write("# one more line\n")
    digest = hashlib.sha256(b"".join((PACKAGE / "engine" / name).read_bytes() for name in SHARED)).hexdigest()
    here, changed = _cache_dirs(tmp_path, PACKAGE, copy)
    assert here == tmp_path / "cache" / "pnp" / "numba" / digest[:16]
    assert changed.parent == here.parent and changed != here
