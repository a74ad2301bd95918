#!/usr/bin/env python3
"""Draws one exported vfl-bench scene with Pillow and saves it as PNG; prints a JSON line.

The scene is vfl-preview's own list of drawing commands (boxes with borders, the grid, dimension lines
with end ticks, text, pills, badges), in points; this script converts to pixels at the scene's scale
with the same rounding as vfl-preview's renderer and draws each command with ImageDraw, the way a
user writing the wireframe tool in Python would. Text uses the same font file. Pillow cannot clip,
so clip commands are skipped (the scenes measured here draw nothing outside the canvas).

Timed: creating the image, drawing every item, and `save(format="PNG")` with Pillow's defaults
(zlib level 6) into memory; loading the JSON is not.

usage: pillow_render.py CASE_DIR [--runs N] [--write PATH]
"""
import io
import json
import math
import statistics
import sys
import time

from PIL import Image, ImageDraw, ImageFont


def px(value, scale):
    scaled = value * scale
    return int(math.floor(scaled + 0.5)) if scaled >= 0 else -int(math.floor(-scaled + 0.5))


def rgba(color):
    return tuple(color)


class Painter:
    def __init__(self, scene):
        self.scene = scene
        self.scale = scene["scale"]
        self.fonts = {}

    def font(self, pixel_size):
        font = self.fonts.get(pixel_size)
        if font is None:
            font = ImageFont.truetype(self.scene["font"], pixel_size)
            self.fonts[pixel_size] = font
        return font

    def rect(self, r):
        s = self.scale
        x0, y0 = px(r[0], s), px(r[1], s)
        return x0, y0, px(r[0] + r[2], s), px(r[1] + r[3], s)

    def dashed(self, draw, x0, y0, x1, y1, color, width):
        on, off = 4 * self.scale, 3 * self.scale
        if y0 == y1:
            x = x0
            while x < x1:
                draw.rectangle([x, y0, min(x + on, x1) - 1, y0 + width - 1], fill=color)
                x += on + off
        else:
            y = y0
            while y < y1:
                draw.rectangle([x0, y, x0 + width - 1, min(y + on, y1) - 1], fill=color)
                y += on + off

    def text(self, draw, item):
        string, x, y, alignment, point_size, color, max_width = item
        size = px(point_size, self.scale)
        if size <= 0:
            return
        font = self.font(size)
        if max_width is not None:
            limit = int(math.floor(max_width * self.scale))
            if draw.textlength(string, font=font) > limit:
                low, high, best = 0, len(string), ""
                while high - low > 1:
                    middle = (low + high) // 2
                    candidate = string[:middle].rstrip() + "\u2026"
                    if draw.textlength(candidate, font=font) <= limit:
                        low, best = middle, candidate
                    else:
                        high = middle
                string = best
                if not string:
                    return
        anchor = {"leading": "lm", "center": "mm", "trailing": "rm"}[alignment]
        draw.text((x * self.scale, y * self.scale), string, font=font, fill=rgba(color), anchor=anchor)

    def paint(self):
        scene = self.scene
        s = self.scale
        width = int(math.ceil(scene["size"][0] * s))
        height = int(math.ceil(scene["size"][1] * s))
        image = Image.new("RGB", (width, height), rgba(scene["background"])[:3])
        draw = ImageDraw.Draw(image, "RGBA")
        for item in scene["items"]:
            kind = item[0]
            if kind == "box":
                _, r, fill, stroke, stroke_pixels, dash = item
                x0, y0, x1, y1 = self.rect(r)
                if fill is not None and x1 > x0 and y1 > y0:
                    draw.rectangle([x0, y0, x1 - 1, y1 - 1], fill=rgba(fill))
                if stroke is not None and stroke_pixels > 0:
                    x1 = max(x1, x0 + stroke_pixels)
                    y1 = max(y1, y0 + stroke_pixels)
                    if dash:
                        for a, b, c, d in ((x0, y0, x1, y0), (x0, y1 - stroke_pixels, x1, y1 - stroke_pixels),
                                           (x0, y0, x0, y1), (x1 - stroke_pixels, y0, x1 - stroke_pixels, y1)):
                            self.dashed(draw, a, b, c, d, rgba(stroke), stroke_pixels)
                    else:
                        draw.rectangle([x0, y0, x1 - 1, y1 - 1], outline=rgba(stroke), width=stroke_pixels)
            elif kind == "grid":
                _, r, spacing, color = item
                x0, y0, x1, y1 = self.rect(r)
                value = r[0] + spacing
                while value < r[0] + r[2]:
                    draw.line([(px(value, s), y0), (px(value, s), y1 - 1)], fill=rgba(color))
                    value += spacing
                value = r[1] + spacing
                while value < r[1] + r[3]:
                    draw.line([(x0, px(value, s)), (x1 - 1, px(value, s))], fill=rgba(color))
                    value += spacing
            elif kind == "line":
                _, (fx, fy, tx, ty), color, width_pixels, dash, tick = item
                color = rgba(color)
                half = tick / 2
                if fy == ty or fx == tx:
                    horizontal = fy == ty
                    a = px(min(fx, tx) if horizontal else min(fy, ty), s)
                    b = px(max(fx, tx) if horizontal else max(fy, ty), s)
                    across = px(fy if horizontal else fx, s)
                    if dash:
                        if horizontal:
                            self.dashed(draw, a, across, b, across, color, width_pixels)
                        else:
                            self.dashed(draw, across, a, across, b, color, width_pixels)
                    elif horizontal:
                        draw.rectangle([a, across, b - 1, across + width_pixels - 1], fill=color)
                    else:
                        draw.rectangle([across, a, across + width_pixels - 1, b - 1], fill=color)
                    if tick > 0:
                        centre = fy if horizontal else fx
                        t0, t1 = px(centre - half, s), px(centre + half, s)
                        for end in (a, b - 1):
                            if horizontal:
                                draw.rectangle([end, t0, end + width_pixels - 1, t1 - 1], fill=color)
                            else:
                                draw.rectangle([t0, end, t1 - 1, end + width_pixels - 1], fill=color)
                else:
                    draw.line([(fx * s, fy * s), (tx * s, ty * s)], fill=color, width=width_pixels)
            elif kind == "text":
                self.text(draw, item[1])
            elif kind == "pill":
                _, r, fill, stroke, text = item
                x0, y0, x1, y1 = self.rect(r)
                radius = (y1 - y0) / 2
                draw.rounded_rectangle([x0, y0, x1 - 1, y1 - 1], radius=radius, fill=rgba(fill),
                                       outline=rgba(stroke), width=max(1, px(0.75, s)))
                self.text(draw, text)
            elif kind == "badge":
                _, (cx, cy, radius), fill, text = item
                r = radius * s
                draw.ellipse([cx * s - r, cy * s - r, cx * s + r, cy * s + r], fill=rgba(fill))
                self.text(draw, text)
            # "clip" / "unclip": Pillow has no clipping.
        return image


def main():
    case_dir = sys.argv[1]
    runs = 5
    write = None
    arguments = sys.argv[2:]
    for index, argument in enumerate(arguments):
        if argument == "--runs":
            runs = int(arguments[index + 1])
        if argument == "--write":
            write = arguments[index + 1]
    with open(f"{case_dir}/scene.json") as handle:
        scene = json.load(handle)
    draw_times, save_times, sizes = [], [], []
    for _ in range(runs):
        start = time.perf_counter()
        image = Painter(scene).paint()
        drawn = time.perf_counter()
        buffer = io.BytesIO()
        image.save(buffer, format="PNG")
        saved = time.perf_counter()
        draw_times.append((drawn - start) * 1000)
        save_times.append((saved - drawn) * 1000)
        sizes.append(buffer.tell())
    if write:
        with open(write, "wb") as handle:
            handle.write(buffer.getvalue())
    totals = [a + b for a, b in zip(draw_times, save_times)]
    print(json.dumps({
        "drawMs": statistics.median(draw_times),
        "saveMs": statistics.median(save_times),
        "totalMs": statistics.median(totals),
        "runsMs": totals,
        "pngBytes": sizes[-1],
        "image": [image.width, image.height],
    }))


if __name__ == "__main__":
    main()
