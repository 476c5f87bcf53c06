"""What a build loads at its start: only what it uses (each of these was measured in milliseconds)."""

import subprocess
import sys


def run(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()


def test_pillow_runs_only_when_used():
    code = ("import sys, pnp.fonts, pnp.render.pdf; pnp.fonts.text_width('x', 1); "
            "print('PIL.ExifTags' in sys.modules, end=' '); "
            "from PIL import Image; from reportlab.lib.utils import ImageReader; "
            "print(ImageReader(Image.new('RGB', (3, 2))).getSize(), 'PIL.ExifTags' in sys.modules)")
    assert run(code) == "False (3, 2) True"
