#!/usr/bin/env python3
"""The start-up anchor: what a user would script instead of `vfl-preview samples/login-form.json -o
out.png` for one small spec. Solves the login form's layout with kiwisolver (the spec's constraints
written out by hand: spacing 8 between siblings and 20 to the edges, labels sized by their text with
hugging and compression resistance), draws its boxes, names and a few spacing bars with Pillow at
2x on vfl-preview's picture size, and saves the PNG. Timed as a whole process, start-up included, as
the command line is.

usage: login_form.py OUT.png
"""
import sys

import kiwisolver as kiwi
from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SCALE = 2
CANVAS = (360, 250)
LABELS = {"title": "Sign in", "emailLabel": "Email", "passwordLabel": "Password",
          "loginButton": "Log In", "forgotLink": "Forgot password?"}
FIELDS = ("emailField", "passwordField")


def main():
    font = ImageFont.truetype(FONT, 13)
    views = {name: {k: kiwi.Variable(f"{name}.{k}") for k in ("x", "y", "w", "h")}
             for name in list(LABELS) + list(FIELDS)}
    solver = kiwi.Solver()
    add = solver.addConstraint
    for name, text in LABELS.items():
        v = views[name]
        width = font.getlength(text) + 8
        for variable, size in ((v["w"], width), (v["h"], 17)):
            add((variable >= size) | "strong")
            add((variable <= size) | "weak")
    for name in FIELDS:
        add(views[name]["h"] == 28)

    def right(v): return v["x"] + v["w"]
    def bottom(v): return v["y"] + v["h"]
    def center_y(v): return v["y"] + v["h"] / 2

    t, el, ef, pl, pf, lb, fl = (views[n] for n in (
        "title", "emailLabel", "emailField", "passwordLabel", "passwordField", "loginButton", "forgotLink"))
    add(t["x"] + t["w"] / 2 == CANVAS[0] / 2)
    add(t["y"] == 20)
    add(ef["y"] == bottom(t) + 20)
    add(pf["y"] == bottom(ef) + 12)
    add(lb["y"] == bottom(pf) + 24)
    add(fl["y"] == bottom(lb) + 8)
    for label, field in ((el, ef), (pl, pf)):
        add(label["x"] == 20)
        add(field["x"] == right(label) + 8)
        add(right(field) == CANVAS[0] - 20)
        add(center_y(label) == center_y(field))
    add(el["w"] == pl["w"])
    add(lb["w"] == 120)
    add(right(lb) == CANVAS[0] - 20)
    add(fl["x"] + fl["w"] / 2 == lb["x"] + lb["w"] / 2)
    solver.updateVariables()

    image = Image.new("RGB", (912, 612), (250, 250, 252))
    draw = ImageDraw.Draw(image)
    big = ImageFont.truetype(FONT, 13 * SCALE)
    small = ImageFont.truetype(FONT, 10 * SCALE)
    for name, v in views.items():
        box = [round(v["x"].value() * SCALE), round(v["y"].value() * SCALE),
               round(right(v).value() * SCALE), round(bottom(v).value() * SCALE)]
        draw.rectangle(box, fill=(232, 240, 254), outline=(60, 110, 200), width=SCALE)
        if name in LABELS:
            draw.text((box[0] + 4 * SCALE, box[1] + 1 * SCALE), LABELS[name], font=big, fill=(20, 20, 20))
        draw.text((box[0], box[3] + 2), name, font=small, fill=(90, 90, 90))
    # Spacing bars: between each label and its field, and above the first field.
    for label, field in ((el, ef), (pl, pf)):
        y = round(center_y(label).value() * SCALE)
        x0, x1 = round(right(label).value() * SCALE), round(field["x"].value() * SCALE)
        draw.line([(x0, y), (x1, y)], fill=(220, 80, 60), width=SCALE)
        for x in (x0, x1):
            draw.line([(x, y - 4), (x, y + 4)], fill=(220, 80, 60), width=SCALE)
        draw.text(((x0 + x1) // 2 - 4, y - 26), "8", font=small, fill=(220, 80, 60))
    x = round((ef["x"].value() + 30) * SCALE)
    draw.line([(x, round(bottom(t).value() * SCALE)), (x, round(ef["y"].value() * SCALE))], fill=(220, 80, 60), width=SCALE)
    image.save(sys.argv[1], format="PNG")


if __name__ == "__main__":
    main()
