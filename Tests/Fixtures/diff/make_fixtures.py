"""Regenerates the image pairs used to check agreement with pixelmatch.

Run from the repository root with Pillow installed:
    python3 Tests/Fixtures/diff/make_fixtures.py
Each case is <name>.expected.png and <name>.actual.png. The pairs cover anti-aliased text that
moved by one pixel, a shape that grew, colour changes on both sides of the thresholds,
semi-transparency, and mixed PNG colour types. The PNGs are committed; this script only documents
how they were made (its output depends on the installed FreeType and DejaVu versions).
"""

import os
import random

from PIL import Image, ImageDraw, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def save(name, expected, actual):
    expected.save(os.path.join(HERE, f"{name}.expected.png"), optimize=True)
    actual.save(os.path.join(HERE, f"{name}.actual.png"), optimize=True)


def wireframe(label_offset=0, button_width=70):
    """A small wireframe: a view with a border, a label and an anti-aliased rounded button."""
    scale = 4
    size = (160, 60)
    big = Image.new("RGBA", (size[0] * scale, size[1] * scale), (255, 255, 255, 255))
    draw = ImageDraw.Draw(big)
    draw.rectangle([4 * scale, 4 * scale, 155 * scale, 55 * scale], outline=(200, 200, 205, 255), width=scale)
    draw.rounded_rectangle(
        [80 * scale, 18 * scale, (80 + button_width) * scale, 42 * scale],
        radius=8 * scale, fill=(0, 122, 255, 60), outline=(0, 122, 255, 255), width=scale)
    image = big.resize(size, Image.LANCZOS)
    draw = ImageDraw.Draw(image)
    font = ImageFont.truetype(FONT, 11)
    draw.text((12 + label_offset, 22), "Sign in", font=font, fill=(30, 30, 35, 255))
    return image


def gradient(width, height, shift=None):
    image = Image.new("RGB", (width, height))
    pixels = image.load()
    for y in range(height):
        for x in range(width):
            r, g, b = (x * 4) % 256, (y * 4) % 256, ((x + y) * 2) % 256
            if shift and shift[0] <= x < shift[1]:
                # Growing change along y: some rows fall below the thresholds, some above.
                r = min(255, r + y)
                b = max(0, b - y // 2)
            pixels[x, y] = (r, g, b)
    return image


def translucent(change):
    image = Image.new("RGBA", (48, 32), (0, 0, 0, 0))
    pixels = image.load()
    for y in range(32):
        for x in range(48):
            pixels[x, y] = (x * 5 % 256, 80, 200 - y * 3, (x * 11 + y * 7) % 256)
    if change:
        for y in range(4, 12):
            for x in range(4, 20):
                r, g, b, a = pixels[x, y]
                pixels[x, y] = (r, g, b, max(0, a - 40))  # alpha-only change
        for y in range(20, 28):
            for x in range(30, 44):
                r, g, b, a = pixels[x, y]
                pixels[x, y] = (255 - r, g, b, a)  # colour change, partly transparent
    return image


def noise(seed, base):
    rng = random.Random(seed)
    image = base.copy()
    pixels = image.load()
    for _ in range(300):
        x, y = rng.randrange(image.width), rng.randrange(image.height)
        value = pixels[x, y]
        delta = rng.choice([-40, -12, -5, 5, 12, 40])
        if isinstance(value, int):
            pixels[x, y] = max(0, min(255, value + delta))
        else:
            pixels[x, y] = tuple(max(0, min(255, c + delta)) for c in value[:3]) + tuple(value[3:])
    return image


def main():
    save("label-moved", wireframe(), wireframe(label_offset=1))
    save("button-wider", wireframe(), wireframe(button_width=73))
    save("gradient-tint", gradient(64, 64), gradient(64, 64, shift=(16, 48)))
    save("translucent", translucent(False), translucent(True))

    # Different colour types on each side: palette vs RGB, grey vs grey+alpha.
    base = wireframe().convert("RGB")
    save("palette-vs-rgb", base.quantize(64), noise(1, base.quantize(64).convert("RGB")))
    grey = wireframe().convert("L")
    save("grey-noise", grey, noise(2, grey).convert("LA"))

    # Same pixels, different encodings: must compare as identical.
    save("identical-encodings", base, base.convert("RGBA"))


if __name__ == "__main__":
    main()
