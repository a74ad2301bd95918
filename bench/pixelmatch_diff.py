#!/usr/bin/env python3
"""Compares vfl-bench's 2000x2000 PNG pair with pybind11-pixelmatch (C++); prints a JSON line.

Decoding (Pillow, to RGBA numpy arrays) is timed separately from the comparison, which is timed
alone, as the issue asks: identical images and one changed label, each with anti-aliasing detection
off (`includeAA=True`, what `vfl-preview diff` does by default) and on (pixelmatch's default).

usage: pixelmatch_diff.py EXPECTED.png ACTUAL.png [--runs N]
"""
import json
import statistics
import sys
import time

import numpy as np
from PIL import Image
from pybind11_pixelmatch import Options, pixelmatch


def decode(path):
    with Image.open(path) as image:
        return np.ascontiguousarray(np.asarray(image.convert("RGBA")))


def timed(function, runs):
    times, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = function()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), result


def main():
    expected_path, actual_path = sys.argv[1], sys.argv[2]
    runs = 11
    if "--runs" in sys.argv:
        runs = int(sys.argv[sys.argv.index("--runs") + 1])
    decode_ms, expected = timed(lambda: decode(expected_path), runs)
    expected_again = decode(expected_path)
    actual = decode(actual_path)
    plain = Options()
    plain.threshold = 0.1
    plain.includeAA = True
    with_aa = Options()
    with_aa.threshold = 0.1
    with_aa.includeAA = False
    identical_ms, identical_count = timed(lambda: pixelmatch(expected, expected_again, options=plain), runs)
    changed_ms, changed_count = timed(lambda: pixelmatch(expected, actual, options=plain), runs)
    identical_aa_ms, _ = timed(lambda: pixelmatch(expected, expected_again, options=with_aa), runs)
    changed_aa_ms, changed_aa_count = timed(lambda: pixelmatch(expected, actual, options=with_aa), runs)
    print(json.dumps({
        "image": [int(expected.shape[1]), int(expected.shape[0])],
        "decodeMs": decode_ms,
        "identicalMs": identical_ms,
        "identicalPixels": identical_count,
        "changedMs": changed_ms,
        "changedPixels": changed_count,
        "identicalAntiAliasingMs": identical_aa_ms,
        "changedAntiAliasingMs": changed_aa_ms,
        "changedPixelsAntiAliasing": changed_aa_count,
    }))


if __name__ == "__main__":
    main()
