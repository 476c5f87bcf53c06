"""Draws moon.png, the raster art of pnp's card example: a crescent moon and stars at 720 × 720 px
(about 520 dpi across the 35 mm the cards print it at). Run: python draw_moon.py (needs Pillow)."""

from PIL import Image, ImageDraw

SIZE = 720
image = Image.new("RGB", (SIZE, SIZE), "#10204a")
draw = ImageDraw.Draw(image)
for r in range(300, 0, -6):  # a soft halo, darker outwards
    shade = int(0x10 + (300 - r) * 0.12)
    draw.ellipse((360 - r, 360 - r, 360 + r, 360 + r), fill=(shade, shade + 16, 74 + (300 - r) // 6))
crescent = Image.new("L", (SIZE, SIZE), 0)  # the moon's disc less the shadow's: a crescent, over the halo
shape = ImageDraw.Draw(crescent)
shape.ellipse((170, 150, 590, 570), fill=255)
shape.ellipse((280, 100, 700, 520), fill=0)
image.paste("#f1ecd2", (0, 0), crescent)
for x, y, r in ((560, 560, 14), (620, 180, 10), (120, 120, 12), (150, 620, 9), (460, 640, 7)):
    draw.polygon([(x, y - 3 * r), (x + r, y - r), (x + 3 * r, y), (x + r, y + r), (x, y + 3 * r), (x - r, y + r),
                  (x - 3 * r, y), (x - r, y - r)], fill="#f2c400")
image.save("moon.png", optimize=True)
