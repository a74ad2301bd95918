#!/usr/bin/env python3
"""Issue 17's SVG row: the SVG of labels-1000 must be written faster than its PNG.

Exports the labels-1000 spec with vfl-bench, then times the whole `vfl-preview spec.json -o out.svg`
process against `-o out.png` at scales 2 and 1, interleaved in one run, and prints medians and ratios.

    swift build -c release --product vfl-bench --product vfl-preview && bench/svg_vs_png.py [--runs 9]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RELEASE = os.path.join(ROOT, ".build", "release")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    runs = parser.parse_args().runs
    tool = os.path.join(RELEASE, "vfl-preview")
    bench = os.path.join(RELEASE, "vfl-bench")
    if not (os.path.exists(tool) and os.path.exists(bench)):
        print("build first: swift build -c release --product vfl-bench --product vfl-preview", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(
            [bench, "--cases", "labels-1000", "--runs", "1", "--no-memory", "--no-end-to-end", "--no-diff",
             "--no-scaling", "--export", folder], check=True, stdout=subprocess.DEVNULL)
        spec = os.path.join(folder, "labels-1000", "spec.json")
        cases = {
            "SVG": [tool, spec, "-o", os.path.join(folder, "out.svg")],
            "PNG @2x": [tool, spec, "-o", os.path.join(folder, "out.png")],
            "PNG @1x": [tool, spec, "-o", os.path.join(folder, "out1.png"), "--scale", "1"],
        }
        times = {name: [] for name in cases}
        for _ in range(runs):
            for name, arguments in cases.items():
                start = time.perf_counter()
                subprocess.run(arguments, check=True, stderr=subprocess.DEVNULL)
                times[name].append((time.perf_counter() - start) * 1000)
    svg = statistics.median(times["SVG"])
    for name, values in times.items():
        median = statistics.median(values)
        print("labels-1000 → %-8s %8.1f ms   SVG / this %.2f" % (name, median, svg / median))
    print("target: the SVG faster than the PNG (ratio < 1)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
