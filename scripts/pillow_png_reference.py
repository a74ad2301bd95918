#!/usr/bin/env python3
"""Records what Pillow makes of the repository's PNGs, for tests that run without Pillow.

For every committed PNG (snapshot references, the docs' images, the diff fixtures) and every
sample rendered at 2x (as the command line renders it by default), writes to
Tests/Fixtures/png/pillow-reference.json:

  width, height   the image's size
  rgbaCRC32       the CRC-32 of its pixels decoded by Pillow, as 8-bit RGBA rows
  dpi             the resolution Pillow reads from pHYs (null without one)
  pillowBytes     the size of Pillow's default `Image.save(path)` of the same pixels

PNGDecoderReferenceTests checks that the package's decoder gives Pillow's pixels, and
PNGEncoderSizeTests that the encoder's files are no larger than Pillow's. Run it again when a
picture changes (re-recorded references, a new sample), from the package root:

  swift build --product vfl-preview
  python3 scripts/pillow_png_reference.py [.build/debug/vfl-preview]

It needs Pillow (the committed file was written with Pillow 13: zlib level 6, adaptive filters).
"""
import glob
import io
import json
import os
import subprocess
import sys
import tempfile
import zlib

from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Tests", "Fixtures", "png", "pillow-reference.json")


def describe(path):
    with Image.open(path) as image:
        image.load()
        dpi = image.info.get("dpi")
        rgba = image.convert("RGBA").tobytes()
        saved = io.BytesIO()
        image.save(saved, format="PNG")
        return {
            "width": image.width,
            "height": image.height,
            "rgbaCRC32": zlib.crc32(rgba) & 0xFFFFFFFF,
            "dpi": round(dpi[0], 2) if dpi else None,
            "pillowBytes": len(saved.getvalue()),
        }


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "vfl-preview")
    os.chdir(ROOT)
    committed = sorted(
        glob.glob("Tests/**/*.png", recursive=True) + glob.glob("docs/**/*.png", recursive=True))
    result = {"committed": {path: describe(path) for path in committed}, "samples": {}}
    samples = sorted(glob.glob("samples/*.json"))
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([binary, *samples, "--scale", "2", "-o", folder + "/"], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for sample in samples:
            name = os.path.splitext(os.path.basename(sample))[0]
            result["samples"][name] = describe(os.path.join(folder, name + ".png"))
    with open(OUTPUT, "w") as file:
        json.dump(result, file, indent=1, sort_keys=True)
        file.write("\n")
    print(f"wrote {OUTPUT}: {len(result['committed'])} committed PNGs, {len(result['samples'])} samples")


if __name__ == "__main__":
    main()
