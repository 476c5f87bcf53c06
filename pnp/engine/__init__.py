"""The engine: odds, nets, simulation. Knows no game.

numba's disk cache knows a compiled function by its own file only: a game's `fast.py` compiled against
`splitmix.py`, `compiled.py` or `lap.py` would keep their old code after they change. So the cache lives in a
folder named after those three files' contents (set here, before numba is imported, and again on numba's
config if something imported it first): a change to any of them compiles the engines anew.
"""

import hashlib
import os
import sys
from pathlib import Path

SHARED = ("splitmix.py", "compiled.py", "lap.py")  # the compiled helpers the games' fast.py and race_fast call


def numba_cache_folder() -> Path:
    """Where numba caches the compiled engines: the user's NUMBA_CACHE_DIR (or ~/.cache/pnp/numba), then a
    folder per version of the shared helpers."""
    digest = hashlib.sha256()
    for name in SHARED:
        digest.update((Path(__file__).parent / name).read_bytes())
    base = os.environ.get("PNP_NUMBA_CACHE_BASE") or os.environ.get("NUMBA_CACHE_DIR") or \
        Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "pnp" / "numba"
    return Path(base) / digest.hexdigest()[:16]


def _key_the_cache() -> None:
    folder = str(numba_cache_folder())
    os.environ["PNP_NUMBA_CACHE_BASE"] = str(Path(folder).parent)  # child processes key from the same base
    os.environ["NUMBA_CACHE_DIR"] = folder
    if "numba.core.config" in sys.modules:  # imported before pnp.engine: its config read the old value
        sys.modules["numba.core.config"].CACHE_DIR = folder


_key_the_cache()
