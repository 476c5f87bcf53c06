"""How full the kits' pages are (issue 21): pages and sparse pages of the four built-in kits and of the docs
examples, A4 French plus Letter English, each page listed with its share.

    python benchmarks/sparse.py [--pages] [--out DIR]

The measure itself is tests/sparse.py, which tests/test_sparse.py holds to its figures."""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from sparse import SPARSE, page_shares  # noqa: E402  (tests/sparse.py, found through the path above)

SETTINGS = (("a4", "fr"), ("letter", "en"))


def examples() -> list[Path]:
    docs = ROOT / "docs"
    return sorted(docs.glob("*.toml")) + sorted(docs.glob("*/*.toml"))  # as tests/conftest.py's EXAMPLES


def build(ref: str, paper: str, lang: str, out: Path) -> list[Path]:
    command = [sys.executable, "-m", "pnp", "build", ref, "--paper", paper, "--lang", lang, "--format", "kit",
               "--out", str(out), "--force"]
    subprocess.run(command, check=True, capture_output=True)
    return sorted(out.rglob("*-kit.pdf"))


def report(title: str, pdfs: list[Path], pages: bool) -> None:
    total = sparse = 0
    for pdf in pdfs:
        shares = page_shares(pdf)
        thin = [i + 1 for i, s in enumerate(shares) if s < SPARSE]
        total, sparse = total + len(shares), sparse + len(thin)
        print(f"  {pdf.parent.parent.name}/{pdf.name}: {len(shares)} pages, {len(thin)} sparse {thin}")
        if pages:
            print("    " + " ".join(f"{i + 1}:{s:.0%}" for i, s in enumerate(shares)))
    print(f"{title}: {total} pages, {sparse} sparse")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", action="store_true", help="list every page's share")
    parser.add_argument("--out", type=Path, help="build here (default: a temporary folder)")
    args = parser.parse_args()
    root = args.out or Path(tempfile.mkdtemp(prefix="pnp-sparse-"))
    kits, docs = [], []
    for paper, lang in SETTINGS:
        kits += build("all", paper, lang, root / f"kits-{paper}-{lang}")
        for i, example in enumerate(examples()):
            docs += build(str(example), paper, lang, root / f"docs-{paper}-{lang}" / str(i))
    report("the four kits", kits, args.pages)
    report("the docs examples", docs, args.pages)


if __name__ == "__main__":
    main()
