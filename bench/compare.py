#!/usr/bin/env python3
"""Runs the comparison tools on what vfl-bench exported and prints vfl-preview ÷ anchor ratios.

Reads OUT/vfl-bench.json (vfl-bench --output) and OUT/cases/ (vfl-bench --export), then runs, each
in its own process so a slow case can be cut off:
  kiwi_solve.py        kiwisolver on every case's constraint system       → solve ratios
  pillow_render.py     Pillow drawing and saving every rendered scene     → render ratios
  libpng_encode        libpng alone encoding labels-1000 (C, built by run) → encoder ratio
  pixelmatch_diff.py   pybind11-pixelmatch on the 2000×2000 pair          → diff ratios
  login_form.py        kiwisolver + Pillow script for samples/login-form   → start-up ratio
and checks every target, ending with issue 29's table row by row (one small spec, batch, 1,000
labelled boxes, diff, the two report-scaling rows and the 1,000-box render's peak memory). Writes OUT/comparison.json.

usage: compare.py OUT [--kiwi-budget SECONDS] [--kiwi-skip chain-5000,priorities-5000] [--runs N]
"""
import json
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PYTHON = sys.executable


def run_json(arguments, timeout):
    try:
        completed = subprocess.run(arguments, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"error": f"> {timeout:.0f} s (cut off)", "timedOutAfterMs": timeout * 1000}
    if completed.returncode != 0:
        return {"error": completed.stderr.strip().splitlines()[-1] if completed.stderr.strip() else "failed"}
    return json.loads(completed.stdout.strip().splitlines()[-1])


def fmt(value, digits=3):
    if value is None:
        return "—"
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    if value >= 0.1:
        return f"{value:.2f}"
    if value < 0.001:
        return f"{value:.1e}"
    return f"{value:.{digits}f}"


def table(rows):
    widths = [max(len(str(row[i])) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [str(cell).ljust(widths[i]) if i == 0 else str(cell).rjust(widths[i]) for i, cell in enumerate(row)]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def verdict(value, limit):
    if value is None:
        return "not measured"
    return "met" if value <= limit else "NOT MET"


def main():
    out = sys.argv[1]
    options = sys.argv[2:]

    def option(name, default):
        return options[options.index(name) + 1] if name in options else default

    kiwi_budget = float(option("--kiwi-budget", "150"))
    kiwi_skip = set(filter(None, option("--kiwi-skip", "chain-5000,priorities-5000").split(",")))
    runs = option("--runs", "5")
    with open(f"{out}/vfl-bench.json") as handle:
        swift = json.load(handle)
    cases = {case["name"]: case for case in swift["cases"]}
    targets = []
    # Issue 29's table: [row, vfl-preview ms, anchor ms, target ratio].
    issue_rows = []
    result = {"machine": swift["machine"], "solve": [], "render": [], "targets": targets, "issue29": issue_rows}

    # Solve: kiwisolver on the identical constraint systems.
    print("kiwisolver 1.5.1 — build the system + solve, ms (vfl-preview: spec → frames, analysis off)", flush=True)
    rows = [["case", "vfl-preview", "kiwisolver", "ratio", "target", "", "kiwi runs", "frames"]]
    for name, case in cases.items():
        ours = case["stagesMs"]["solve"]
        if name in kiwi_skip:
            kiwi = {"error": "not run: hours (kiwi grows ~N³; see docs/benchmarks.md)"}
        else:
            print(f"  {name}…", file=sys.stderr, flush=True)
            kiwi = run_json([PYTHON, f"{HERE}/kiwi_solve.py", f"{out}/cases/{name}", "--runs", runs,
                             "--budget", str(kiwi_budget)], timeout=kiwi_budget * 4)
        limit = 0.1 if name in ("chain-1000", "priorities-1000") else 1.0
        if "timedOutAfterMs" in kiwi:
            # kiwi did not finish one run in time: its time is at least the cut-off, so the ratio is at most this.
            ratio = ours / kiwi["timedOutAfterMs"]
            rows.append([name, fmt(ours), kiwi["error"], "< " + fmt(ratio, 5), f"≤ {limit}", verdict(ratio, limit), "0", ""])
        elif "error" in kiwi:
            ratio = None
            rows.append([name, fmt(ours), kiwi["error"], "—", f"≤ {limit}", "", "", ""])
        else:
            ratio = ours / kiwi["solveMs"]
            mismatched = kiwi["frameMismatches"]
            rows.append([name, fmt(ours), fmt(kiwi["solveMs"]), fmt(ratio, 4), f"≤ {limit}", verdict(ratio, limit),
                         str(len(kiwi["runsMs"])),
                         "same" if mismatched == 0 else f"{mismatched} views differ"])
        result["solve"].append({"case": name, "vflPreviewMs": ours, "kiwi": kiwi, "ratio": ratio, "limit": limit})
        if name not in kiwi_skip:
            targets.append({"target": f"solve {name} ≤ {limit}× kiwisolver", "value": ratio,
                            "verdict": verdict(ratio, limit)})
    print(table(rows), flush=True)

    # Render: Pillow drawing the same scene and saving it.
    print("\nPillow 13.0.0 — draw the same wireframe + save PNG (defaults), ms; vfl-preview: scene + rasterise + encode", flush=True)
    rows = [["case", "vfl-preview", "Pillow", "(draw", "save)", "ratio", "image"]]
    for name, case in cases.items():
        if "renderMs" not in case:
            continue
        pillow = run_json([PYTHON, f"{HERE}/pillow_render.py", f"{out}/cases/{name}", "--runs", runs], timeout=600)
        if "error" in pillow:
            rows.append([name, fmt(case["renderMs"]), pillow["error"], "", "", "—", ""])
            continue
        ratio = case["renderMs"] / pillow["totalMs"]
        rows.append([name, fmt(case["renderMs"]), fmt(pillow["totalMs"]), fmt(pillow["drawMs"]), fmt(pillow["saveMs"]),
                     fmt(ratio, 4), "×".join(map(str, case["image"]))])
        result["render"].append({"case": name, "vflPreviewMs": case["renderMs"], "pillow": pillow, "ratio": ratio})
        if name == "labels-1000":
            targets.append({"target": "render labels-1000 at 2x ≤ 0.6× Pillow draw + save", "value": ratio,
                            "verdict": verdict(ratio, 0.6)})
            issue_rows.append(["1,000 labelled boxes at 2× → PNG", case["renderMs"], pillow["totalMs"], 0.6])
    print(table(rows), flush=True)

    # Encoder: libpng alone on the labels-1000 pixels.
    harness = f"{out}/libpng_encode"
    raw = f"{out}/cases/labels-1000/image.rgba"
    if os.path.exists(harness) and os.path.exists(raw) and "labels-1000" in cases:
        libpng = run_json([harness, raw, "9"], timeout=600)
        ours = cases["labels-1000"]["stagesMs"]["encode"]
        ratio = ours / libpng["bestMs"]
        print(f"\nPNG encoder, labels-1000 ({'×'.join(map(str, libpng['image']))}, filter NONE, zlib 3): "
              f"vfl-preview {fmt(ours)} ms (median), libpng alone best {fmt(libpng['bestMs'])} ms / "
              f"median {fmt(libpng['medianMs'])} ms → ratio {fmt(ratio, 4)} (target ≤ 1.2)", flush=True)
        result["encode"] = {"vflPreviewMs": ours, "libpng": libpng, "ratio": ratio}
        targets.append({"target": "PNG encoder ≤ 1.2× libpng's best", "value": ratio, "verdict": verdict(ratio, 1.2)})

    # Diff: pybind11-pixelmatch on the same PNG pair.
    if "diff" in swift:
        diff = swift["diff"]
        pixelmatch = run_json([PYTHON, f"{HERE}/pixelmatch_diff.py", diff["expected"], diff["actual"]], timeout=600)
        print(f"\npybind11-pixelmatch 0.1.6 — compare two {'×'.join(map(str, diff['size']))} images, ms (decode separately)",
              flush=True)
        rows = [["comparison", "vfl-preview", "pixelmatch", "ratio", "target", "", "pixels (ours / theirs)"]]
        for label, key, count_ours, count_theirs in (
                ("identical", "identicalMs", 0, pixelmatch.get("identicalPixels")),
                ("one label changed", "changedMs", diff["changedPixels"], pixelmatch.get("changedPixels")),
                ("identical, AA detection", "identicalAntiAliasingMs", 0, pixelmatch.get("identicalPixels")),
                ("changed, AA detection", "changedAntiAliasingMs", diff["changedPixelsAntiAliasing"],
                 pixelmatch.get("changedPixelsAntiAliasing"))):
            ratio = diff[key] / pixelmatch[key]
            rows.append([label, fmt(diff[key]), fmt(pixelmatch[key]), fmt(ratio, 4), "≤ 1.0", verdict(ratio, 1.0),
                         f"{count_ours} / {count_theirs}"])
            targets.append({"target": f"diff 2000×2000 {label} ≤ 1.0× pixelmatch", "value": ratio,
                            "verdict": verdict(ratio, 1.0)})
        rows.append(["decode one PNG", fmt(diff["decodeMs"]), fmt(pixelmatch["decodeMs"]), "", "", "", "(libpng / Pillow)"])
        print(table(rows), flush=True)
        result["diff"] = {"vflPreview": diff, "pixelmatch": pixelmatch}

    # Whole processes: start-up against the kiwisolver + Pillow script (timed here, in turn), batch
    # against xargs -P2 and the diff process (timed by vfl-bench).
    processes = swift.get("processes")
    if processes:
        command = [os.path.join(HERE, "..", ".build", "release", "vfl-preview"), processes["startUpSpec"],
                   "-o", f"{out}/login-form.png"]
        anchor = [PYTHON, f"{HERE}/login_form.py", f"{out}/login-form-python.png"]
        ours_runs, theirs_runs = [], []
        for _ in range(21):
            for command_line, runs_list in ((command, ours_runs), (anchor, theirs_runs)):
                start = time.perf_counter()
                subprocess.run(command_line, capture_output=True, check=True)
                runs_list.append((time.perf_counter() - start) * 1000)
        ours, theirs = statistics.median(ours_runs), statistics.median(theirs_runs)
        print(f"\nstart-up, login-form.json → PNG at 2× (whole processes, in turn, 21 each): vfl-preview {fmt(ours)} ms, "
              f"kiwisolver + Pillow script {fmt(theirs)} ms → ratio {fmt(ours / theirs, 4)} (target ≤ 0.3)", flush=True)
        result["startUp"] = {"vflPreviewMs": ours, "pythonMs": theirs, "vflPreviewRunsMs": ours_runs,
                             "pythonRunsMs": theirs_runs}
        targets.append({"target": "start-up (login-form → PNG at 2x) ≤ 0.3× kiwisolver + Pillow script",
                        "value": ours / theirs, "verdict": verdict(ours / theirs, 0.3)})
        issue_rows.insert(0, ["one small spec → PNG (login-form, 2×)", ours, theirs, 0.3])
        batch_ratio = processes["batchMs"] / processes["batchXargsMs"]
        targets.append({"target": f"batch of {processes['batchSize']} specs ≤ 0.4× xargs -P2", "value": batch_ratio,
                        "verdict": verdict(batch_ratio, 0.4)})
        issue_rows.insert(1, [f"batch: {processes['batchSize']:,} specs, one invocation (anchor xargs -P2)",
                              processes["batchMs"], processes["batchXargsMs"], 0.4])
        if "diffProcessMs" in processes and "diff" in result:
            pixelmatch = result["diff"]["pixelmatch"]
            anchor_ms = 2 * pixelmatch["decodeMs"] + pixelmatch["changedMs"]
            ratio = processes["diffProcessMs"] / anchor_ms
            targets.append({"target": "diff process ≤ 0.5× Pillow decode ×2 + pixelmatch", "value": ratio,
                            "verdict": verdict(ratio, 0.5)})
            issue_rows.append(["diff two 2000×2000 wireframes (anchor Pillow decode ×2 + pixelmatch)",
                               processes["diffProcessMs"], anchor_ms, 0.5])

    # Report size along chains: growth per doubling of N, time and output (vfl-bench alone).
    report_scaling = swift.get("reportScaling", [])
    for previous, point in zip(report_scaling, report_scaling[1:]):
        if previous["family"] != point["family"]:
            continue
        for key, what in (("inProcessMs", "time"), ("outputBytes", "output")):
            value = point[key] / previous[key]
            targets.append({"target": f"{point['family']} {previous['size']} → {point['size']}: {what} grows ≤ 2.3×",
                            "value": value, "verdict": verdict(value, 2.3)})

    # Absolute targets from vfl-bench alone.
    for name in ("chain-5000", "grid-50x100"):
        if name in cases and "endToEndJsonMs" in cases[name]:
            value = cases[name]["endToEndJsonMs"]
            targets.append({"target": f"{name} end to end (process start → JSON written) < 1000 ms",
                            "value": value, "verdict": "met" if value < 1000 else "NOT MET"})
    if "labels-5000" in cases and "peakResidentBytes" in cases["labels-5000"]:
        case = cases["labels-5000"]
        value = case["peakResidentBytes"] / case["imageBytes"]
        targets.append({"target": "labels-5000 at 2x peak memory < 4× the RGBA image", "value": value,
                        "verdict": "met" if value < 4 else "NOT MET"})
    if "labels-1000" in cases and "peakResidentBytes" in cases["labels-1000"]:
        case = cases["labels-1000"]
        value = case["peakResidentBytes"] / case["imageBytes"]
        targets.append({"target": "labels-1000 at 2x peak memory ≤ 2× the RGBA image", "value": value,
                        "verdict": verdict(value, 2)})
    scaling = swift.get("scaling", [])
    for previous, point in zip(scaling, scaling[1:]):
        if previous["family"] == point["family"]:
            value = point["solveMs"] / previous["solveMs"]
            targets.append({"target": f"{point['family']} {previous['size']} → {point['size']}: solve grows ≤ 2.3×",
                            "value": value, "verdict": verdict(value, 2.3)})

    if issue_rows:
        print("\nissue 29, row by row (ms)", flush=True)
        rows = [["row", "vfl-preview", "anchor", "ratio", "target", ""]]
        for label, ours, theirs, limit in issue_rows:
            ratio = ours / theirs
            rows.append([label, fmt(ours), fmt(theirs), fmt(ratio, 4), f"≤ {limit}", verdict(ratio, limit)])
        for family in ("conflicts", "tied"):
            points = [p for p in report_scaling if p["family"] == family]
            if len(points) < 2:
                continue
            growth = max(max(b["inProcessMs"] / a["inProcessMs"], b["outputBytes"] / a["outputBytes"])
                         for a, b in zip(points, points[1:]))
            sizes = "/".join(str(p["size"]) for p in points)
            rows.append([f"{family} in one chain, N = {sizes} (largest × per doubling)",
                         "/".join(fmt(p["inProcessMs"]) for p in points), "—", f"×{growth:.2f}", "≤ ×2.3",
                         verdict(growth, 2.3)])
        print(table(rows), flush=True)

    print("\ntargets", flush=True)
    rows = [["target", "value", "verdict"]] + [[t["target"], fmt(t["value"], 4), t["verdict"]] for t in targets]
    print(table(rows), flush=True)
    with open(f"{out}/comparison.json", "w") as handle:
        json.dump(result, handle, indent=1)
        handle.write("\n")


if __name__ == "__main__":
    main()
