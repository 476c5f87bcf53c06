"""Print shops' own rules (`pnp build --layout shop --shop NAME`): each shop's bleed, safe zone, card sizes and
files, and the CMYK PDF DriveThruCards takes, converted by Ghostscript with its total ink capped.

The facts (../shared/DESIGN.md, from the shops' public templates and help pages), at 300 dpi:
- The Game Crafter (tgc): one PNG per face, trim + 1/8 in (37.5 px) bleed a side, poker 825 × 1125 px, safe
  zone 1/8 in inside the cut (675 × 975 px); only its own card sizes (poker, bridge, mini, square).
- DriveThruCards (dtc): one PDF a deck, each page trim + 1/8 in bleed (poker 2.75 × 3.75 in), pages back of
  card 1, front of card 1, back of card 2 …; CMYK only, total ink at most 240 %; safe margin 1/8 in.
- MakePlayingCards (mpc): one PNG per face, 822 × 1122 px for poker (36 px bleed), safe area 72 px from the
  edge (36 px inside the cut).

DriveThruCards' PDF is drawn in vector CMYK by pnp.render.cmyk (`--shop dtc`); what follows is its fallback,
`--shop dtc-raster`, and the ink limit both share. How the fallback's PDF is made, and why so: Ghostscript draws each page of the RGB PDF at 300 dpi straight into
CMYK (its colour management, its own ICC profiles), then the ink is limited pixel by pixel (ink_limit), and
each page becomes one CMYK image. Ghostscript's conversion alone gives 296 % on black and 270 % on a dark
red (#7a0000), and the cards' SVG art brings gradients and transparency whose colours no list of vector
colours reaches; a page flattened to one image holds no RGB, no transparency (which PDF/X-1a forbids)
and no font to embed, and its ink is known exactly. DriveThruCards prints from 300 dpi images anyway.
"""

from __future__ import annotations

import os
import shutil
import zlib
from pathlib import Path

from msgspec import Struct

from pnp.base.errors import PnpError
from pnp.base.i18n import Said, or_list, said

DPI = 300
MM_PER_PX = 25.4 / DPI
# 240 % is DriveThruCards' limit; 238 % leaves room for the rounding of a reader that resamples the page
# (each of four channels may round up by 1/255 when a page is drawn again at another resolution)
INK_LIMIT = 238


class Shop(Struct, frozen=True):
    name: str  # what --shop takes
    label: str  # the shop's own name
    bleed_px: float  # colour past the cut on every side, in pixels at 300 dpi
    safe_px: float  # the margin inside the cut that keeps text and art safe, in pixels at 300 dpi
    files: str  # "png": one image per face; "pdf": one PDF per deck
    sizes: tuple[tuple[str, float, float], ...] = ()  # the only trims it prints, in inches; () for any
    raster: bool = False  # a PDF of one CMYK image a page (Ghostscript's), not shapes and text in CMYK

    @property
    def bleed(self) -> float:
        return self.bleed_px * MM_PER_PX

    @property
    def safe(self) -> float:
        return self.safe_px * MM_PER_PX


SHOPS = {
    "tgc": Shop("tgc", "The Game Crafter", 37.5, 37.5, "png",  # not a message: the shop's name
                (("poker", 2.5, 3.5), ("bridge", 2.25, 3.5), ("mini", 1.75, 2.5), ("square", 3.5, 3.5))),
    "dtc": Shop("dtc", "DriveThruCards", 37.5, 37.5, "pdf"),
    "mpc": Shop("mpc", "MakePlayingCards", 36.0, 36.0, "png"),
    # the fallback: each page drawn into CMYK by Ghostscript, one image a page (text at 300 dpi too)
    "dtc-raster": Shop("dtc-raster", "DriveThruCards", 37.5, 37.5, "pdf", raster=True),
}


def shop(name: str, option: str = "--shop") -> Shop:
    if name not in SHOPS:
        raise PnpError(said("errors.shops.unknown", name=name, shops=or_list(SHOPS)), field=option)
    return SHOPS[name]


def page_size(profile: Shop, trim: tuple[float, float], where: str) -> tuple[float, float]:
    """The page of one face in mm, trim plus bleed, a whole number of pixels at 300 dpi (PNGs come out at the
    shop's exact size). A shop with its own sizes takes a card of one of them (within 0.5 mm), or none."""
    w, h = trim
    if profile.sizes:
        fits = [(wi, hi) for _, wi, hi in profile.sizes for a, b in ((wi, hi), (hi, wi))
                if abs(a * 25.4 - w) <= 0.5 and abs(b * 25.4 - h) <= 0.5]
        if not fits:
            known = ", ".join(f"{n} {a:g} × {b:g} in" for n, a, b in profile.sizes)
            raise PnpError(said("errors.shops.size", width=f"{w:.2f}", height=f"{h:.2f}", shop=profile.label, sizes=known),
                           where=where)
        w, h = (fits[0][0] * 25.4, fits[0][1] * 25.4) if w <= h else (fits[0][1] * 25.4, fits[0][0] * 25.4)
    return tuple((round(side / MM_PER_PX) + 2 * profile.bleed_px) * MM_PER_PX for side in (w, h))


# --- DriveThruCards: CMYK, total ink capped --------------------------------------------------------------


def ink_limit(cmyk, limit: int = INK_LIMIT):
    """CMYK pixels (an H × W × 4 uint8 array) whose total ink is at most `limit` %: where it is over, the
    cyan, magenta and yellow are scaled down together and black is kept, so darks stay dark and hues keep
    their balance (what a shop's own ink limiting does, in its simplest form)."""
    import numpy as np  # only the CMYK conversion needs it

    most = limit * 255 // 100
    if not (cmyk.sum(axis=2, dtype=np.uint16) > most).any():  # most bands of a card: nothing to do, quickly
        return cmyk
    c, m, y, k = (cmyk[..., i].astype(np.int32) for i in range(4))
    colour = c + m + y
    over = colour + k > most
    room = np.where(over, most - k, colour)  # under the limit, colour / colour: unchanged
    colour = np.maximum(colour, 1)
    limited = np.empty_like(cmyk)
    for i, channel in enumerate((c, m, y)):
        limited[..., i] = channel * room // colour  # rounded down: never over the limit by rounding
    limited[..., 3] = cmyk[..., 3]
    return limited


GS_SECONDS = 30.0  # Ghostscript's start, and then each page, before it counts as hung: 20 s a page is ten
GS_SECONDS_A_PAGE = 20.0  # times what a 300 mm page at 300 dpi takes on a slow machine


def _gs() -> str:
    found = shutil.which("gs")
    if not found:
        raise PnpError(said("errors.shops.no_gs"), field="--shop")
    return found


def _bad_gs(what: Said) -> PnpError:
    """Ghostscript ran and gave something other than the pages asked for: one line, the shop and what to do."""
    return PnpError(said("errors.shops.bad_gs", gs=str(shutil.which("gs")), what=what), field="--shop")


def cmyk_pdf(pdf: bytes, sizes: list[tuple[float, float]], order: list[int | None], title: str, scratch: Path) -> bytes:
    """The RGB PDF's pages (each `sizes[i]` in mm) drawn by Ghostscript into CMYK at 300 dpi, ink limited, as
    a PDF of one page per index of `order`, each its page image filling it (None: a page with no ink, the
    size of the first). Ghostscript's pages come one at a time down a pipe and are read a band of rows at a
    time, ink limited and compressed into the PDF being written in `scratch` (a folder of the output's,
    emptied after): the pixels held are a band's, never a page's nor the deck's, and what comes back is the
    PDF, compressed. Each distinct page is one image, stored once however often `order` names it (a deck's
    one back)."""
    import subprocess  # only DriveThruCards' PDF runs Ghostscript: subprocess is 14 M instructions of every build's 740 M
    import threading  # its watchdog, with it

    source, errors, made = scratch / "rgb.pdf", scratch / "gs.err", scratch / "cmyk.pdf"
    source.write_bytes(pdf)
    pixels = [tuple(round(mm / MM_PER_PX) for mm in size) for size in sizes]
    command = [_gs(), "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=pamcmyk32", f"-r{DPI}",
               "-dTextAlphaBits=4", "-dGraphicsAlphaBits=4", "-sOutputFile=-", str(source)]
    with open(errors, "wb") as heard, open(made, "wb") as out:
        writer = _PdfWriter(out)
        # Ghostscript's own temporary files go in the scratch folder too, not the system's
        with subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=heard,
                              env={**os.environ, "TMPDIR": str(scratch)}) as run:
            seconds = GS_SECONDS + GS_SECONDS_A_PAGE * len(pixels)
            watchdog = threading.Timer(seconds, run.kill)  # a Ghostscript that hangs ends the read: no page
            watchdog.start()
            try:
                images = _read_pages(run, pixels, writer, errors)
            except PnpError:
                if not watchdog.is_alive():
                    raise _bad_gs(said("errors.shops.gs.hung", seconds=round(seconds))) from None
                raise
            finally:
                watchdog.cancel()
        blank = [writer.image(*pixels[0], _no_ink(*pixels[0]))] if None in order else []
        writer.finish([images[i] if i is not None else blank[0] for i in order], title)
    return made.read_bytes()


def _read_pages(run: "subprocess.Popen", pixels: list[tuple[int, int]], writer: "_PdfWriter", errors: Path) -> list[int]:
    """Every page Ghostscript gives, each checked and written as an image; its failure, or output that is not
    the pages asked for, one line. A Ghostscript still running when its output is refused is stopped."""
    try:
        images = [_pam_image(run.stdout, writer, (number, len(pixels)), *size) for number, size in enumerate(pixels, 1)]
        if run.stdout.read(1):
            raise _bad_gs(said("errors.shops.gs.more", count=len(pixels)))
    except PnpError:
        run.kill()  # nothing more is read: a Ghostscript still writing would wait on the pipe for ever
        if run.wait() > 0:  # what it said of its failure says more than what it wrote
            raise _bad_gs(said("errors.shops.gs.failed", code=run.returncode, output=_first_line(errors))) from None
        raise
    finally:
        run.stdout.close()
    if run.wait():
        raise _bad_gs(said("errors.shops.gs.failed", code=run.returncode, output=_first_line(errors)))
    return images


def _first_line(path: Path) -> str | Said:
    lines = path.read_bytes()[:300].decode(errors="replace").strip().splitlines()
    return lines[0] if lines else said("errors.shops.gs.silent")


BAND = 256  # rows of a page read, ink limited and compressed at a time


def _pam_image(stream, writer: "_PdfWriter", place: tuple[int, int], width: int, height: int) -> int:
    """The next page of Ghostscript's pamcmyk32 output (`place`: its number, of how many), checked to be the
    page asked for (its size within a pixel), written into the PDF as an image a band at a time; its object
    number."""
    number, total = place
    header = _pam_header(stream, number, total)
    found = (header.get(b"WIDTH"), header.get(b"HEIGHT"), header.get(b"DEPTH"), header.get(b"MAXVAL"))
    read = tuple(int(v) if v is not None and v.isdigit() else -1 for v in found)
    if read[2:] != (4, 255) or abs(read[0] - width) > 1 or abs(read[1] - height) > 1:
        shown = b" ".join(v or b"?" for v in found).decode(errors="replace")[:60]
        raise _bad_gs(said("errors.shops.gs.page", number=number, found=shown, width=width, height=height))
    width, height = read[:2]
    return writer.image(width, height, _pam_bands(stream, number, width, height))


def _pam_header(stream, number: int, total: int) -> dict[bytes, bytes]:
    """A PAM image's header, read line by line up to ENDHDR (at most 20 lines of 100 bytes)."""
    lines = [stream.readline(100)]
    if not lines[0]:
        raise _bad_gs(said("errors.shops.gs.short", count=number - 1, total=total))
    while lines[-1] not in (b"ENDHDR\n", b"") and len(lines) < 20:
        lines.append(stream.readline(100))
    if lines[0] != b"P7\n" or lines[-1] != b"ENDHDR\n":
        raise _bad_gs(said("errors.shops.gs.not_pam", number=number))
    return dict(line.rstrip(b"\n").split(b" ", 1) for line in lines[1:-1] if b" " in line and not line.startswith(b"#"))


def _pam_bands(stream, number: int, width: int, height: int):
    """A page's rows, BAND at a time, ink limited: bytes of CMYK."""
    import numpy as np  # only the CMYK conversion needs it

    for top in range(0, height, BAND):
        rows = min(BAND, height - top)
        data = stream.read(rows * width * 4)
        if len(data) < rows * width * 4:
            raise _bad_gs(said("errors.shops.gs.stopped", number=number, row=top + len(data) // (width * 4), height=height))
        yield ink_limit(np.frombuffer(data, np.uint8).reshape(rows, width, 4)).tobytes()


def _no_ink(width: int, height: int):
    """A page of no ink at all (a shop prints every card two-sided: a deck without a back gets white ones)."""
    for top in range(0, height, BAND):
        yield bytes(min(BAND, height - top) * width * 4)


class _PdfWriter:
    """A PDF written as it is made: CMYK images, each compressed into the file a band at a time, then one
    page per image named. reportlab, which drew these pages before, keeps every image in memory until the
    document is saved, and reads a repeated image's pixels again to find it was stored already."""

    def __init__(self, out):
        self.out = out
        self.offsets: list[int] = []  # each object's place in the file, by object number - 1
        self.sizes: dict[int, tuple[int, int]] = {}  # each image's width and height in pixels, by object number
        out.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")

    def _start(self) -> int:
        self.offsets.append(self.out.tell())
        number = len(self.offsets)
        self.out.write(b"%d 0 obj\n" % number)
        return number

    def _object(self, body: bytes) -> int:
        number = self._start()
        self.out.write(body + b"\nendobj\n")
        return number

    def image(self, width: int, height: int, bands) -> int:
        """An image XObject of CMYK rows given a band at a time (its length an object after it)."""
        number = self._start()
        self.out.write(b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceCMYK "
                       b"/BitsPerComponent 8 /Filter /FlateDecode /Length %d 0 R >>\nstream\n" % (width, height, number + 1))
        start, packer = self.out.tell(), zlib.compressobj(1)  # level 6: 3.5 times as long, for 15 MB off 60 large cards
        for band in bands:
            self.out.write(packer.compress(band))
        self.out.write(packer.flush())
        length = self.out.tell() - start
        self.out.write(b"\nendstream\nendobj\n")
        self._object(b"%d" % length)
        self.sizes[number] = (width, height)
        return number

    def finish(self, images: list[int], title: str) -> None:
        """A page per image of `images` (at 300 dpi), the page tree, the catalogue and the cross-reference."""
        pages_at = len(self.offsets) + 2 * len(images) + 1  # the page tree's number, once the pages are written
        kids = []
        for image in images:
            width, height = (side * 72 / DPI for side in self.sizes[image])
            drawing = b"q %s 0 0 %s 0 0 cm /Im%d Do Q" % (_number(width), _number(height), image)
            content = self._object(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(drawing), drawing))
            kids.append(self._object(b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %s %s] /Resources << /XObject "
                                     b"<< /Im%d %d 0 R >> >> /Contents %d 0 R >>"
                                     % (pages_at, _number(width), _number(height), image, image, content)))
        self._object(b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(b"%d 0 R" % k for k in kids), len(kids)))
        root = self._object(b"<< /Type /Catalog /Pages %d 0 R >>" % pages_at)
        info = self._object(b"<< /Title <%s> /Author (pnp) /Creator (pnp) /Producer (pnp) >>"
                            % ("\ufeff" + title).encode("utf-16-be").hex().encode())
        table = self.out.tell()
        self.out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(self.offsets) + 1))
        self.out.write(b"".join(b"%010d 00000 n \n" % at for at in self.offsets))
        self.out.write(b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n"
                       % (len(self.offsets) + 1, root, info, table))


def _number(value: float) -> bytes:
    return f"{value:.4f}".rstrip("0").rstrip(".").encode()
