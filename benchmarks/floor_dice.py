"""Floor for the dice workload: bare reportlab drawing the same marks as `pnp dice --game
renards-poules-viperes` (three dice: 18 stickers with crop marks, or three cross nets with glue tabs,
plus the calibration mark), one embedded TrueType font, no validation, no layout search, no SVG.

    python floor_dice.py OUT.pdf sticker|net
"""

import sys
from pathlib import Path

from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

FONT = Path(__file__).resolve().parent.parent / "fonts" / "DejaVuSans.ttf"
pdfmetrics.registerFont(TTFont("DejaVu", str(FONT)))
W, H = 210 * mm, 297 * mm
DICE = [((0.17, 0.42, 0.69), (2, 9, 10, 11, 12, 13)), ((0.93, 0.53, 0.13), (3, 4, 5, 14, 15, 16)),
        ((0.18, 0.62, 0.27), (1, 6, 7, 8, 17, 18))]
c = canvas.Canvas(sys.argv[1], pagesize=(W, H), invariant=1)
c.rect(10 * mm, H - 60 * mm, 50 * mm, 50 * mm)
c.rect(10 * mm, H - 66 * mm, 50.8 * mm, 3 * mm, fill=1)
if sys.argv[2] == "sticker":
    s, pitch = 13 * mm, 21 * mm
    for d, (rgb, faces) in enumerate(DICE):
        for i, f in enumerate(faces):
            x, y = 10 * mm + d * 66 * mm + (i % 3) * pitch, H - 100 * mm - (i // 3) * pitch
            c.setFillColorRGB(*rgb)
            c.rect(x, y, s, s, fill=1)
            c.setFillColorRGB(1, 1, 1)
            c.setFont("DejaVu", 18)
            c.drawCentredString(x + s / 2, y + 4 * mm, str(f))
            for cx in (x, x + s):
                for cy in (y, y + s):
                    c.line(cx - 4 * mm, cy, cx - 1 * mm, cy)
                    c.line(cx, cy - 4 * mm, cx, cy - 1 * mm)
else:
    f = 20 * mm
    cells = [(1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (1, 3)]
    for d, (rgb, faces) in enumerate(DICE):
        ox, oy = 10 * mm + d * 64 * mm, H - 80 * mm
        for (cx, cy), face in zip(cells, faces):
            x, y = ox + cx * f, oy - cy * f
            c.setFillColorRGB(*rgb)
            c.rect(x, y, f, f, fill=1, stroke=0)
            c.setFillColorRGB(1, 1, 1)
            c.setFont("DejaVu", 20)
            c.drawCentredString(x + f / 2, y + 7 * mm, str(face))
            c.setDash(2, 1)
            c.line(x, y, x + f, y)
            c.setDash()
            p = c.beginPath()
            p.moveTo(x, y + f)
            p.lineTo(x + 5 * mm, y + f + 5 * mm)
            p.lineTo(x + f - 5 * mm, y + f + 5 * mm)
            p.lineTo(x + f, y + f)
            c.drawPath(p)
c.showPage()
c.save()
