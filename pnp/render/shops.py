"""Print shops' own rules (`pnp build --layout shop --shop NAME`): each shop's bleed, safe zone, card sizes and
files, and the CMYK PDF DriveThruCards takes, converted by Ghostscript with its total ink capped.

The facts (../shared/DESIGN.md, from the shops' public templates and help pages), at 300 dpi:
- The Game Crafter (tgc): one PNG per face, trim + 1/8 in (37.5 px) bleed a side, poker 825 × 1125 px, safe
  zone 1/8 in inside the cut (675 × 975 px); only its own card sizes (poker, bridge, mini, square).
- DriveThruCards (dtc): one PDF a deck, each page trim + 1/8 in bleed (poker 2.75 × 3.75 in), pages back of
  card 1, front of card 1, back of card 2 …; CMYK only, total ink at most 240 %; safe margin 1/8 in.
- MakePlayingCards (mpc): one PNG per face, 822 × 1122 px for poker (36 px bleed), safe area 72 px from the
  edge (36 px inside the cut).

How the CMYK PDF is made, and why so: Ghostscript draws each page of the RGB PDF at 300 dpi straight into
CMYK (its colour management, its own ICC profiles), then the ink is limited pixel by pixel (ink_limit), and
each page becomes one CMYK image. Ghostscript's conversion alone gives 296 % on black and 270 % on a dark
red (#7a0000), and the cards' SVG art brings gradients and transparency whose colours no list of vector
colours reaches; a page flattened to one image holds no RGB, no transparency (which PDF/X-1a forbids)
and no font to embed, and its ink is known exactly. DriveThruCards prints from 300 dpi images anyway.
"""

from __future__ import annotations

import io
import shutil
import struct
import subprocess
import zlib

from msgspec import Struct

from pnp.base import fonts
from pnp.base.errors import PnpError

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

    @property
    def bleed(self) -> float:
        return self.bleed_px * MM_PER_PX

    @property
    def safe(self) -> float:
        return self.safe_px * MM_PER_PX


SHOPS = {
    "tgc": Shop("tgc", "The Game Crafter", 37.5, 37.5, "png",
                (("poker", 2.5, 3.5), ("bridge", 2.25, 3.5), ("mini", 1.75, 2.5), ("square", 3.5, 3.5))),
    "dtc": Shop("dtc", "DriveThruCards", 37.5, 37.5, "pdf"),
    "mpc": Shop("mpc", "MakePlayingCards", 36.0, 36.0, "png"),
}


def shop(name: str, option: str = "--shop") -> Shop:
    if name not in SHOPS:
        raise PnpError(f"unknown print shop '{name}'; use {', '.join(list(SHOPS)[:-1])} or {list(SHOPS)[-1]}", field=option)
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
            raise PnpError(f"a {w:.2f} × {h:.2f} mm card is not one {profile.label} prints ({known}); give the deck "
                           "one of these sizes, e.g. size = \"2.5x3.5in\", or choose another --shop", where=where)
        w, h = (fits[0][0] * 25.4, fits[0][1] * 25.4) if w <= h else (fits[0][1] * 25.4, fits[0][0] * 25.4)
    return tuple((round(side / MM_PER_PX) + 2 * profile.bleed_px) * MM_PER_PX for side in (w, h))


def with_dpi(png: bytes) -> bytes:
    """The PNG marked as 300 dpi (a pHYs chunk after its header), as the shops' templates are: an image opened
    in an editor then shows the card at its printed size."""
    per_metre = round(DPI / 0.0254)
    data = struct.pack(">IIB", per_metre, per_metre, 1)
    chunk = struct.pack(">I", len(data)) + b"pHYs" + data + struct.pack(">I", zlib.crc32(b"pHYs" + data))
    end = 8 + 8 + 13 + 4  # the signature, then the IHDR chunk: length and type, 13 bytes, its CRC
    return png[:end] + chunk + png[end:]


# --- DriveThruCards: CMYK, total ink capped --------------------------------------------------------------


def ink_limit(cmyk, limit: int = INK_LIMIT):
    """CMYK pixels (an H × W × 4 uint8 array) whose total ink is at most `limit` %: where it is over, the
    cyan, magenta and yellow are scaled down together and black is kept, so darks stay dark and hues keep
    their balance (what a shop's own ink limiting does, in its simplest form)."""
    import numpy as np  # only the CMYK conversion needs it

    most = limit * 255 // 100
    c, m, y, k = (cmyk[..., i].astype(np.int32) for i in range(4))
    colour = c + m + y
    over = colour + k > most
    if not over.any():
        return cmyk
    room = np.where(over, most - k, colour)  # under the limit, colour / colour: unchanged
    colour = np.maximum(colour, 1)
    limited = np.empty_like(cmyk)
    for i, channel in enumerate((c, m, y)):
        limited[..., i] = channel * room // colour  # rounded down: never over the limit by rounding
    limited[..., 3] = cmyk[..., 3]
    return limited


def _gs() -> str:
    found = shutil.which("gs")
    if not found:
        raise PnpError("Ghostscript is not installed, and DriveThruCards' CMYK PDF is made with it; install it "
                       "(Debian/Ubuntu: apt-get install ghostscript; macOS: brew install ghostscript) or choose "
                       "--shop tgc or mpc", field="--shop")
    return found


def _pam_pages(data: bytes):
    """The pages of Ghostscript's pamcmyk32 output (PAM images one after another) as H × W × 4 arrays."""
    import numpy as np  # only the CMYK conversion needs it

    at = 0
    while at < len(data):
        end = data.index(b"ENDHDR\n", at) + 7
        fields = dict(line.split(b" ", 1) for line in data[at:end].splitlines()[1:-1] if not line.startswith(b"#"))
        w, h = int(fields[b"WIDTH"]), int(fields[b"HEIGHT"])
        yield np.frombuffer(data, np.uint8, w * h * 4, end).reshape(h, w, 4)
        at = end + w * h * 4


def cmyk_pages(pdf: bytes) -> list:
    """Every page of an RGB PDF drawn by Ghostscript into CMYK at 300 dpi, ink limited: H × W × 4 arrays."""
    command = [_gs(), "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=pamcmyk32", f"-r{DPI}",
               "-dTextAlphaBits=4", "-dGraphicsAlphaBits=4", "-sOutputFile=-", "-"]
    run = subprocess.run(command, input=pdf, capture_output=True, check=False)
    if run.returncode:
        raise PnpError(f"Ghostscript could not convert the cards to CMYK: {run.stderr.decode(errors='replace')[:200]}",
                       field="--shop")
    return [ink_limit(page) for page in _pam_pages(run.stdout)]


def cmyk_pdf(pages: list, order: list[int], title: str) -> bytes:
    """One PDF page per index of `order`, each page image (from cmyk_pages) at 300 dpi filling it; an image
    that comes back (a deck's one back) is stored once."""
    from PIL import Image  # only the CMYK PDF needs Pillow and reportlab here
    from reportlab.lib.utils import ImageReader  # (reportlab: the same)
    from reportlab.pdfgen import canvas  # (reportlab: the same)

    out = io.BytesIO()
    # the initial font is pnp's, so reportlab declares no Helvetica it would not embed (shops refuse those)
    c = canvas.Canvas(out, invariant=1, pageCompression=1, initialFontName=fonts.reportlab_font("regular").fontName)
    c.setTitle(title)
    c.setCreator("pnp")
    c.setAuthor("pnp")
    readers = {}
    for i in order:
        h, w = pages[i].shape[:2]
        if i not in readers:
            readers[i] = ImageReader(Image.fromarray(pages[i], "CMYK"))
        size = (w * 72 / DPI, h * 72 / DPI)
        c.setPageSize(size)
        c.drawImage(readers[i], 0, 0, *size)
        c.showPage()
    c.save()
    return out.getvalue()
