"""Shared helpers: run the CLI in-process, and read what it produced."""

from __future__ import annotations

import io
import os
import sys
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

import pytest

MM = 72 / 25.4

# pnp speaks to its user in the environment's language (pnp.base.i18n.message_language): the tests read its
# messages in English, whatever the machine's locale, unless a test asks for another
os.environ["LANGUAGE"] = "en"


@dataclass
class Run:
    code: int
    out: str
    err: str


def run_pnp(*args: str) -> Run:
    """`pnp ARGS` through the real entry point, with its exit code and both streams."""
    from pnp.cli import main

    out, err = io.StringIO(), io.StringIO()
    argv = sys.argv
    sys.argv = ["pnp", *args]
    code = 0
    try:
        with redirect_stdout(out), redirect_stderr(err):
            main()
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 1
    finally:
        sys.argv = argv
    return Run(code, out.getvalue(), err.getvalue())


def assert_clean_error(run: Run, *words: str) -> None:
    """Bad input: non-zero exit, one line on stderr naming the problem, no traceback."""
    assert run.code != 0, run
    lines = run.err.strip().splitlines()
    assert len(lines) == 1, run.err
    assert lines[0].startswith("pnp: error:"), run.err
    assert "Traceback" not in run.err
    for word in words:
        assert word.lower() in lines[0].lower(), (word, lines[0])


@pytest.fixture
def pnp_run():
    return run_pnp


def pdf_rects(path: Path, page: int = 0) -> list[tuple[float, float]]:
    """(width, height) in mm of every rectangle drawn on a page."""
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        return [(r["width"] / MM, r["height"] / MM) for r in pdf.pages[page].rects]


def count_near(sizes, w: float, h: float, tol: float = 0.1) -> int:
    return sum(1 for sw, sh in sizes if abs(sw - w) <= tol and abs(sh - h) <= tol)


def unembedded_fonts(path: Path) -> list[str]:
    """Names of fonts used in the PDF without an embedded font program."""
    from pypdf import PdfReader

    missing = []
    for page in PdfReader(path).pages:
        fonts = (page.get("/Resources") or {}).get("/Font") or {}
        for font in fonts.values():
            font = font.get_object()
            descriptors = [font.get("/FontDescriptor")]
            for child in font.get("/DescendantFonts") or []:
                descriptors.append(child.get_object().get("/FontDescriptor"))
            embedded = any(
                d is not None and any(k in d.get_object() for k in ("/FontFile", "/FontFile2", "/FontFile3"))
                for d in descriptors
            )
            if not embedded:
                missing.append(str(font.get("/BaseFont")))
    return missing


def pdf_text(path: Path) -> str:
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        return "\n".join(page.extract_text() or "" for page in pdf.pages)


PACKAGES = {"qpdf": "qpdf", "pdffonts": "poppler-utils", "pdftoppm": "poppler-utils", "rsvg-convert": "librsvg2-bin",
            "gs": "ghostscript", "chromium": "chromium", "chromedriver": "chromium-driver"}


def system_tool(name: str) -> str:
    """The path of a system tool a test runs, or the test skipped with a one-line reason where it is missing
    (tests/setup-system.sh installs them where the machine allows it)."""
    import shutil

    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (Debian package {PACKAGES[name]}; tests/setup-system.sh installs it)")
    return path


def column_text(path: Path) -> str:
    """The text in reading order for pages set in two columns (a kit's guide, a rule book): each page's left
    half, then its right half. Balanced columns put lines of both at one height, which a page-wide read mixes."""
    import pdfplumber

    parts = []
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            for x0, x1 in ((0, page.width / 2), (page.width / 2, page.width)):
                parts.append(page.crop((x0, 0, x1, page.height)).extract_text() or "")
    return "\n".join(parts)


def svg_image(svg: bytes | Path, dpi: float):
    """An SVG drawn by librsvg (rsvg-convert) on white, as a greyscale PIL image: the tests check the
    SVGs with a renderer independent of pnp's PDF path."""
    import subprocess

    from PIL import Image

    tool = system_tool("rsvg-convert")
    data = svg.read_bytes() if isinstance(svg, Path) else svg
    png = subprocess.run([tool, "-f", "png", "-d", str(dpi), "-p", str(dpi), "-b", "white"], input=data,
                         capture_output=True, check=True).stdout
    return Image.open(io.BytesIO(png)).convert("L")


def soften(image):
    """A one-pixel blur: librsvg and PDFium place an edge up to half a pixel apart."""
    from PIL import ImageFilter

    return image.filter(ImageFilter.GaussianBlur(1))


CAP_BYTES = 1 << 30  # issue 33: every crafted input runs with its memory capped at 1 GB
CAP_SECONDS = 60     # and its time at 60 s


def run_capped(*args: str, cwd: Path | None = None, env: dict | None = None, stdin: bytes | None = None,
               seconds: float = CAP_SECONDS) -> Run:
    """`python -m pnp ARGS` in a child process whose address space is capped at 1 GB and whose run is cut at
    60 s: a crafted input that hangs, or that makes pnp hold gigabytes, fails the test instead of the machine.
    A run the cap ends says so in its stderr (code -9 for the time, a MemoryError or exit 70 for the memory)."""
    import os
    import resource
    import subprocess

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (CAP_BYTES, CAP_BYTES))

    environment = {**os.environ, **(env or {})}
    root = str(Path(__file__).resolve().parent.parent)
    environment["PYTHONPATH"] = os.pathsep.join(p for p in (root, environment.get("PYTHONPATH", "")) if p)
    try:
        done = subprocess.run([sys.executable, "-m", "pnp", *args], cwd=cwd, env=environment, input=stdin,
                              capture_output=True, timeout=seconds, preexec_fn=cap)
    except subprocess.TimeoutExpired as e:
        return Run(-9, (e.stdout or b"").decode(errors="replace"),
                   (e.stderr or b"").decode(errors="replace") + f"\n[killed after {seconds} s]")
    return Run(done.returncode, done.stdout.decode(errors="replace"), done.stderr.decode(errors="replace"))


DOCS = Path(__file__).resolve().parent.parent / "docs"
KIT_SETTINGS = (("a4", "fr"), ("letter", "en"))  # the two settings the paper's figures are measured in
# every game file of the docs a user builds: docs/*.toml and each example folder's (docs/dice-shapes/dice-shapes.toml too)
EXAMPLES = sorted(DOCS.glob("*.toml")) + sorted(DOCS.glob("*/*.toml"))


def build_kit_pdfs(root: Path, ref: str) -> list[Path]:
    """The kit PDFs of a game (or of every built-in game: "all") in both settings, built under `root`."""
    pdfs = []
    for paper, lang in KIT_SETTINGS:
        out = root / f"{paper}-{lang}"
        run = run_pnp("build", ref, "--paper", paper, "--lang", lang, "--format", "kit", "--out", str(out), "--force")
        assert run.code == 0, run.err
        pdfs += sorted(out.rglob("*-kit.pdf"))
    return pdfs


@pytest.fixture(scope="session")
def builtin_kits(tmp_path_factory) -> list[Path]:
    """The four built-in kits, A4 French and Letter English, built once a session (a worker's, under xdist)
    for every test that reads them."""
    return build_kit_pdfs(tmp_path_factory.mktemp("builtin-kits"), "all")


@pytest.fixture(scope="session")
def example_kits(tmp_path_factory) -> list[Path]:
    """The docs examples' kits, in the same two settings, built once a session."""
    root = tmp_path_factory.mktemp("example-kits")
    return [pdf for i, example in enumerate(EXAMPLES) for pdf in build_kit_pdfs(root / str(i), str(example))]


def page_pixels(pdf: Path, number: int, dpi: float):
    """Page `number` (0-based) of a PDF drawn by PDFium at exactly `dpi` from its top-left corner, RGB on
    white, as an int array (height, width, 3): the kit's page at the scale `pnp proof` draws a piece."""
    import ctypes

    import numpy as np
    import pypdfium2
    import pypdfium2.raw as pdfium

    document = pypdfium2.PdfDocument(pdf)
    try:
        page = document[number]
        scale = dpi / 72
        width, height = round(page.get_width() * scale), round(page.get_height() * scale)
        buffer = (ctypes.c_ubyte * (3 * width * height))()
        bitmap = pdfium.FPDFBitmap_CreateEx(width, height, pdfium.FPDFBitmap_BGR, buffer, 3 * width)
        pdfium.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, 0xFFFFFFFF)
        pdfium.FPDF_RenderPageBitmapWithMatrix(bitmap, page.raw, pdfium.FS_MATRIX(scale, 0, 0, scale, 0, 0),
                                               pdfium.FS_RECTF(0, 0, width, height), pdfium.FPDF_ANNOT | pdfium.FPDF_REVERSE_BYTE_ORDER)
        pdfium.FPDFBitmap_Destroy(bitmap)
    finally:
        document.close()
    return np.frombuffer(bytes(buffer), np.uint8).reshape(height, width, 3).astype(int)
