#!/usr/bin/env python3
"""Checks that `vfl-preview diff` counts exactly the pixels pixelmatch counts.

Runs the pure-Python pixelmatch port (PyPI `pixelmatch`, pinned in
scripts/requirements-pixelmatch.txt) and `vfl-preview diff --format json` on every fixture pair in
Tests/Fixtures/diff (<name>.expected.png / <name>.actual.png), for several thresholds
with anti-aliasing detection off and on, prints a table and exits 1 on any disagreement.

This script installs nothing. Set up once with:
    pip install -r scripts/requirements-pixelmatch.txt
    swift build --product vfl-preview
then run from the repository root:
    python3 scripts/pixelmatch_agreement.py [--binary PATH] [--write-expected]

--write-expected also stores pixelmatch's counts in
Tests/Fixtures/diff/pixelmatch-counts.json, which the Swift test suite
ImageComparisonTests checks against without needing Python.

Note the two options have opposite senses: pixelmatch's includeAA=True *disables* anti-aliasing
detection, vfl-preview's --antialiasing *enables* it (as odiff's flag does).
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "diff")
EXPECTED_COUNTS = os.path.join(FIXTURES, "pixelmatch-counts.json")
THRESHOLDS = [0.05, 0.1, 0.3]


def find_binary(explicit):
    if explicit:
        return explicit
    for configuration in ("release", "debug"):
        candidate = os.path.join(ROOT, ".build", configuration, "vfl-preview")
        if os.access(candidate, os.X_OK):
            return candidate
    sys.exit("vfl-preview is not built: run `swift build --product vfl-preview` or pass --binary")


def pixelmatch_count(expected_path, actual_path, threshold, detect_aa):
    from PIL import Image
    from pixelmatch.contrib.PIL import pixelmatch

    with Image.open(expected_path) as expected, Image.open(actual_path) as actual:
        return pixelmatch(expected, actual, threshold=threshold, includeAA=not detect_aa)


def vfl_preview_count(binary, expected_path, actual_path, threshold, detect_aa):
    command = [binary, "diff", expected_path, actual_path, "--format", "json",
               "--threshold", str(threshold)]
    if detect_aa:
        command.append("--antialiasing")
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(command)} exited {result.returncode}: {result.stderr.strip()}")
    return json.loads(result.stdout)["differentPixels"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", help="path to the vfl-preview executable")
    parser.add_argument("--write-expected", action="store_true",
                        help=f"write pixelmatch's counts to {os.path.relpath(EXPECTED_COUNTS, ROOT)}")
    arguments = parser.parse_args()
    try:
        import pixelmatch  # noqa: F401
        import PIL  # noqa: F401
    except ImportError as error:
        sys.exit(f"{error}: run `pip install -r scripts/requirements-pixelmatch.txt`")

    binary = find_binary(arguments.binary)
    pairs = sorted(glob.glob(os.path.join(FIXTURES, "*.expected.png")))
    if not pairs:
        sys.exit(f"no fixture pairs in {FIXTURES}")

    rows = []
    expected_counts = []
    disagreements = 0
    for expected_path in pairs:
        name = os.path.basename(expected_path)[: -len(".expected.png")]
        actual_path = os.path.join(FIXTURES, f"{name}.actual.png")
        for detect_aa in (False, True):
            for threshold in THRESHOLDS:
                started = time.perf_counter()
                reference = pixelmatch_count(expected_path, actual_path, threshold, detect_aa)
                python_ms = (time.perf_counter() - started) * 1000
                started = time.perf_counter()
                ours = vfl_preview_count(binary, expected_path, actual_path, threshold, detect_aa)
                ours_ms = (time.perf_counter() - started) * 1000
                agree = reference == ours
                disagreements += not agree
                rows.append((name, threshold, "on" if detect_aa else "off", reference, ours,
                             "yes" if agree else "NO", python_ms, ours_ms))
                expected_counts.append({"pair": name, "threshold": threshold,
                                        "detectsAntiAliasing": detect_aa, "pixelmatch": reference})

    header = ("pair", "threshold", "AA detection", "pixelmatch", "vfl-preview", "agree",
              "pixelmatch ms", "vfl-preview ms (process)")
    widths = [max(len(str(row[i])) if not isinstance(row[i], float) or i < 6 else 8
                  for row in rows + [header]) for i in range(len(header))]
    print("  ".join(h.ljust(w) for h, w in zip(header, widths)))
    for row in rows:
        cells = list(row[:6]) + [f"{row[6]:.1f}", f"{row[7]:.1f}"]
        print("  ".join(str(c).ljust(w) for c, w in zip(cells, widths)))
    print(f"\n{len(rows) - disagreements} agree, {disagreements} disagree "
          f"({len(pairs)} pairs, thresholds {THRESHOLDS}, anti-aliasing detection off and on)")

    if arguments.write_expected:
        with open(EXPECTED_COUNTS, "w") as file:
            json.dump({"pixelmatch": "pixelmatch 0.4.0 (PyPI, pure Python)",
                       "cases": expected_counts}, file, indent=2)
            file.write("\n")
        print(f"wrote {os.path.relpath(EXPECTED_COUNTS, ROOT)}")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
