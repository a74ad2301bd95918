#!/usr/bin/env python3
"""Issue 16's performance row: importing and rendering a 200-constraint console log.

Generates two logs of 200 listed constraints: 20 reports of the same table cell's conflict, as a
scrolling table prints them, and one report of a cell whose encapsulated height cannot hold a chain
of 99 labels (a tall picture, the worst case for drawing). Then times the whole
`vfl-preview log.txt -o out.png` process at scale 1 and 2, side by side in one run with the
README's sample as a yardstick (the machine's noise moves both alike), and prints medians, the
ratio to the yardstick, and the target (100 ms).

    swift build -c release --product vfl-preview && bench/console_log.py [--runs 15]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "vfl-preview")
SAMPLE = os.path.join(ROOT, "samples", "login-form.json")
TARGET_MS = 100.0


def log_text(rows: int = 99) -> str:
    quote = "'"
    cell = "UITableViewCellContentView:0x7f00000fffff"
    entries = []
    previous = None
    for row in range(1, rows + 1):
        label = "UILabel:0x7f0000%06x%sRow %d%s" % (row, quote, row, quote)
        address = 0x600000001000 + row * 16
        if previous is None:
            entries.append("<NSLayoutConstraint:0x%x V:|-(8)-[%s]   (active, names: '|':%s )>" % (address, label, cell))
        else:
            entries.append("<NSLayoutConstraint:0x%x V:[%s]-(4)-[%s]   (active)>" % (address, previous, label))
        entries.append("<NSLayoutConstraint:0x%x %s.height == 20   (active)>" % (address + 8, label))
        previous = label
    entries.append("<NSLayoutConstraint:0x600000009000 V:[%s]-(8)-|   (active, names: '|':%s )>" % (previous, cell))
    entries.append("<NSLayoutConstraint:0x600000009008 'UIView-Encapsulated-Layout-Height' %s.height == 44   (active)>" % cell)
    lines = ["2026-11-24 09:00:00.000000+0000 Demo[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.", "("]
    lines += ['    "%s",' % entry for entry in entries[:-1]] + ['    "%s"' % entries[-1], ")", ""]
    lines += ["Will attempt to recover by breaking constraint", entries[-2]]
    assert len(entries) == 2 * rows + 2
    return "\n".join(lines) + "\n"


def repeated_reports_text(reports: int = 20) -> str:
    """A table view scrolling: the same cell's conflict reported for 20 cells, 10 constraints each (200)."""
    lines = []
    for report in range(reports):
        base = 0x600000100000 + report * 0x1000
        cell = "UITableViewCellContentView:0x7f%010x" % (0x100000 + report)
        icon = "UIImageView:0x7f%010x" % (0x200000 + report)
        title = "UILabel:0x7f%010x'Title %d'" % (0x300000 + report, report)
        detail = "UILabel:0x7f%010x'Detail'" % (0x400000 + report)
        badge = "UIView:0x7f%010x" % (0x500000 + report)
        names = "(active, names: '|':%s )" % cell
        entries = [
            "<NSLayoutConstraint:0x%x H:|-(16)-[%s]   %s>" % (base + 0x10, icon, names),
            "<NSLayoutConstraint:0x%x %s.width == 44   (active)>" % (base + 0x20, icon.split("'")[0]),
            "<NSLayoutConstraint:0x%x H:[%s]-(12)-[%s]   (active)>" % (base + 0x30, icon, title),
            "<NSLayoutConstraint:0x%x H:[%s]-(8)-[%s]   (active)>" % (base + 0x40, title, badge),
            "<NSLayoutConstraint:0x%x %s.width == 24   (active)>" % (base + 0x50, badge),
            "<NSLayoutConstraint:0x%x H:[%s]-(16)-|   %s>" % (base + 0x60, badge, names),
            "<NSLayoutConstraint:0x%x V:|-(12)-[%s]   %s>" % (base + 0x70, title, names),
            "<NSLayoutConstraint:0x%x V:[%s]-(4)-[%s]   (active)>" % (base + 0x80, title, detail),
            "<NSLayoutConstraint:0x%x V:[%s]-(12)-|   %s>" % (base + 0x90, detail, names),
            "<NSLayoutConstraint:0x%x 'UIView-Encapsulated-Layout-Width' %s.width == 0   (active)>" % (base + 0xa0, cell),
        ]
        lines += ["2026-11-24 09:00:%02d.000000+0000 Demo[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints." % report, "("]
        lines += ['    "%s",' % entry for entry in entries[:-1]] + ['    "%s"' % entries[-1], ")", ""]
        lines += ["Will attempt to recover by breaking constraint", entries[5], ""]
    return "\n".join(lines) + "\n"


def run(arguments):
    start = time.perf_counter()
    subprocess.run(arguments, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return (time.perf_counter() - start) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    options = parser.parse_args()
    if not os.path.exists(BINARY):
        print("build first: swift build -c release --product vfl-preview", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder:
        log = os.path.join(folder, "log.txt")
        with open(log, "w") as handle:
            handle.write(log_text())
        repeated = os.path.join(folder, "repeated.txt")
        with open(repeated, "w") as handle:
            handle.write(repeated_reports_text())
        out = os.path.join(folder, "out.png")
        cases = {
            "20 reports × 10 → PNG @2x": [BINARY, repeated, "-o", out],
            "log-200 → PNG @2x": [BINARY, log, "-o", out],
            "log-200 → PNG @1x": [BINARY, log, "-o", out, "--scale", "1"],
            "log-200 → spec (import)": [BINARY, "import", log, "-o", os.path.join(folder, "spec.json")],
            "yardstick: login-form → PNG @2x": [BINARY, SAMPLE, "-o", out],
        }
        times = {name: [] for name in cases}
        for name, arguments in cases.items():
            run(arguments)  # warm-up
        for _ in range(options.runs):
            for name, arguments in cases.items():  # interleaved: drift hits every case alike
                times[name].append(run(arguments))
    yardstick = statistics.median(times["yardstick: login-form → PNG @2x"])
    print("%-34s %10s %10s %8s" % ("case (whole process)", "median ms", "vs sample", "target"))
    for name, values in times.items():
        median = statistics.median(values)
        target = "≤ %d ms" % TARGET_MS if "PNG @" in name and not name.startswith("yardstick") else ""
        print("%-34s %10.1f %9.2f× %8s" % (name, median, median / yardstick, target))
    return 0


if __name__ == "__main__":
    sys.exit(main())
