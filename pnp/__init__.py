"""pnp: print-and-play material generator."""

import importlib.util
import sys

__version__ = "0.1.0"


def _load_later(name: str) -> None:
    """Import `name` as a module whose body runs at its first use (the standard library's LazyLoader).

    reportlab imports Pillow at its own start, about 8 ms of every build, though only raster art uses it.
    The module is also set on its package, so `from PIL import Image` takes it without touching it."""
    if name in sys.modules:
        return
    try:
        spec = importlib.util.find_spec(name)
    except ImportError:
        return
    if spec is None or spec.loader is None:
        return
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    package, _, attr = name.rpartition(".")
    setattr(sys.modules[package], attr, module)


_load_later("PIL.Image")
