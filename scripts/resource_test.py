#!/usr/bin/env python3
"""The resource test: hostile inputs that aim at time, memory or output size, each run against
the release build under a memory cap, with its wall time, peak resident memory and output size.

    swift build -c release --product vfl-preview
    python3 scripts/resource_test.py            # every case
    python3 scripts/resource_test.py legend     # the cases whose name contains "legend"
    RESOURCE_TEST_TIME= python3 scripts/resource_test.py   # measure with wait4, not /usr/bin/time

A case passes when the tool finishes in under 5 s with at most 1 GiB of peak memory, ends with an
exit status of its own (0, 1, 2 or 3; never a signal or a trap), and writes at most 64 MiB or 64
bytes per byte of the spec, whichever is more (output proportional to the input, not its square) — or
refuses the input with a message on standard error, where refusing is acceptable. A valid spec
that is merely large (thousands of warnings) must be rendered, not refused. The cap given to `ulimit -v` is larger than
the 1 GiB verdict because the Swift runtime reserves address space it never touches; the verdict
uses the peak resident memory that `/usr/bin/time` reports, or, where it is missing, the child's
resource usage as `wait4` (getrusage) returns it. "Output" counts standard output, standard error
and the files written.

This is a script, not a unit test: timings on a shared machine are not stable enough to fail a
test suite on, and some of these inputs take minutes on a build that has a hole. It prints one line
per case and exits 1 when any case fails. docs/robustness.md records its last results.
"""

import json
import os
import resource
import subprocess
import time
import sys
import tempfile
import zlib
import struct

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "vfl-preview")
TIME = os.environ.get("RESOURCE_TEST_TIME", "/usr/bin/time")  # set to "" to measure with wait4 instead
TIME_LIMIT = 5.0
MEMORY_LIMIT_KIB = 1024 * 1024
OUTPUT_LIMIT = 64 * 1024 * 1024
OUTPUT_PER_INPUT_BYTE = 64
ADDRESS_SPACE_CAP_KIB = 8 * 1024 * 1024
KILL_AFTER = 60


def spec(views, constraints, width=400, height=300, **extra):
    document = {"canvas": {"width": width, "height": height}, "views": views, "constraints": constraints}
    document.update(extra)
    return json.dumps(document)


def ambiguous_huge_dashed_outlines():
    # Ambiguous views are drawn with dashed outlines; these are 10^8 points on each side, almost
    # all of it off the picture.
    views = {f"v{i}": {} for i in range(100)}
    constraints = [f"v{i}.width = 100000000" for i in range(100)]
    constraints += [f"v{i}.height = 100000000" for i in range(100)]
    return spec(views, constraints), ["-o", "{out}/out.png"]


def stacked_full_canvas_fills():
    # Fifty views that each cover a canvas as large as the pixel limit allows at 2x.
    views = {f"v{i}": {} for i in range(50)}
    constraints = [c for i in range(50) for c in (f"H:|[v{i}]|", f"V:|[v{i}]|")]
    return spec(views, constraints, width=4000, height=4000), ["-o", "{out}/out.png"]


def conflicts_in_one_long_vfl_string(count):
    # Every other size predicate of one view conflicts with the first: a report that repeats the
    # whole string for each conflict grows with the square of the string.
    def build():
        predicates = ",".join("10" if i % 2 == 0 else "20" for i in range(count))
        return spec({"a": {}}, [f"H:|[a({predicates})]", "V:|[a(10)]"]), ["--format", "json"]
    return build


def unknown_view_with_a_long_name(length):
    def build():
        views = {f"view{i}": {} for i in range(1000)}
        return spec(views, ["H:|[" + "q" * length + "]|"]), ["--format", "json"]
    return build


def unknown_key_with_a_long_name(length):
    def build():
        document = json.loads(spec({"a": {}}, []))
        document["k" * length] = 1
        return json.dumps(document), ["--format", "json"]
    return build


def chained_multipliers(fmt):
    def build():
        views = {f"v{i}": {} for i in range(11)}
        constraints = ["v0.width = 1000", "v0.height = 10", "H:|[v0]", "V:|[v0]"]
        for i in range(1, 11):
            constraints += [f"v{i}.width = v{i - 1}.width * 1000", f"v{i}.height = 10",
                            f"v{i}.left = 0", f"v{i}.top = 0"]
        arguments = ["--format", "json"] if fmt == "json" else ["-o", "{out}/out.png"]
        return spec(views, constraints), arguments
    return build


def many_inequalities_on_one_view():
    constraints = [f"a.width >= {i}" for i in range(10_000)] + ["H:|[a]", "V:|[a(10)]"]
    return spec({"a": {}}, constraints, width=20000), ["--format", "json"]


def one_line_aligned(count):
    def build():
        views = {f"v{i}": {} for i in range(count)}
        line = "H:|" + "".join(f"[v{i}]" for i in range(count)) + "|"
        return spec(views, [{"vfl": line, "options": ["alignAllTop"]}]), ["--format", "json"]
    return build


def competing_chain(count):
    # Every view of the chain competes for too little space with every constraint of the chain.
    def build():
        views = {f"v{i}": {} for i in range(count)}
        line = "H:|" + "".join(f"[v{i}(==50@500)]" for i in range(count)) + "|"
        heights = [f"V:|[v{i}(10)]" for i in range(count)]
        return spec(views, [line] + heights), ["--format", "json"]
    return build


def pins_against_a_chain(count):
    # `count` pins on the last view of a chain of `count` fixed-width views that does not fit: each
    # pin conflicts with the whole chain.
    def build():
        views = {f"v{i}": {} for i in range(count)}
        line = "H:|" + "".join(f"[v{i}(50)]" for i in range(count))
        pins = [f"v{count - 1}.right <= {100 + i}" for i in range(count)]
        heights = [f"V:|[v{i}(10)]" for i in range(count)]
        return spec(views, [line] + pins + heights), ["--format", "json"]
    return build


def check_against_a_reference_too_long_for_libpng():
    # 2,000,000 × 1 pixels: within the 100-million-pixel limit, beyond libpng's side limit.
    return spec({"a": {}}, ["H:|[a]|", "V:|[a]|"], width=400, height=400), [
        "--check", "{out}/wide.png"]


def legend_with_a_long_id():
    # A conflict whose broken constraint has an id of almost a megabyte: the legend wraps it.
    constraints = ["H:|[a(100)]|", {"expr": "a.width = 50", "id": "x" * 900_000}, "V:|[a(10)]"]
    return spec({"a": {}}, constraints), ["-o", "{out}/out.png"]


def thousands_of_warnings():
    views = {f"v{i}": {} for i in range(5000)}
    return spec(views, []), ["-o", "{out}/out.png"]


def png_bytes(width, height):
    raw = zlib.compressobj(1)
    row = b"\x00" + b"\xff" * (width * 4)
    data = b"".join(raw.compress(row) for _ in range(height)) + raw.flush()

    def chunk(kind, payload):
        body = kind + payload
        return struct.pack(">I", len(payload)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", data) + chunk(b"IEND", b"")


def check_against_a_wide_reference():
    # A reference 999,000 pixels wide and a render 800 pixels tall: a diff image covering both
    # would be hundreds of millions of pixels.
    return spec({"a": {}}, ["H:|[a]|", "V:|[a]|"], width=400, height=400), [
        "--check", "{out}/wide.png", "--diff-output", "{out}/diff.png"]


def console_log(count, views):
    # A pasted "Unable to simultaneously satisfy constraints" with `count` widths on `views` views:
    # every view's widths conflict with each other.
    lines = ["Unable to simultaneously satisfy constraints.", "("]
    for i in range(count):
        lines.append('    "<NSLayoutConstraint:0x%x UIView:0x%x.width == %d   (active)>",' % (0x1000 + i, 0x9000 + i % views, i))
    lines.append(")")
    return (lambda: ("\n".join(lines) + "\n", ["--from-log", "-o", "{out}/out.png"]))


def console_log_hostile_text():
    # A class name of 2 MB, 100,000 '<' on one line, and printable noise around one real report.
    noise = "".join(chr(33 + (i * 7919) % 94) for i in range(200_000))
    text = "\n".join([
        noise,
        "Unable to simultaneously satisfy constraints.", "(",
        ' "' + "<" * 100_000 + 'NSLayoutConstraint:0x1 UIView:0x2.width == 1>",',
        ' "<NSLayoutConstraint:0x5 ' + "A" * 2_000_000 + ':0x2.width == 1>",',
        ' "<NSLayoutConstraint:0x6 UIView:0x2.width == 10   (active)>",',
        ' "<NSLayoutConstraint:0x7 UIView:0x2.width == 20   (active)>"', ")", noise])
    return text + "\n", ["--from-log", "-o", "{out}/out.png"]


CASES = [
    ("ambiguous views 10^8 points wide, dashed outlines", ambiguous_huge_dashed_outlines),
    ("50 stacked views over a 4000x4000 canvas at 2x", stacked_full_canvas_fills),
    ("conflict report: 2,000 predicates in one VFL string", conflicts_in_one_long_vfl_string(2_000)),
    ("conflict report: 10,000 predicates in one VFL string", conflicts_in_one_long_vfl_string(10_000)),
    ("conflict report: 50,000 predicates in one VFL string", conflicts_in_one_long_vfl_string(50_000)),
    ("did-you-mean: unknown view named with 32 KB", unknown_view_with_a_long_name(32_000)),
    ("did-you-mean: unknown view named with 100 KB", unknown_view_with_a_long_name(100_000)),
    ("did-you-mean: unknown key of 100 KB", unknown_key_with_a_long_name(100_000)),
    ("multipliers chained ten deep, JSON", chained_multipliers("json")),
    ("multipliers chained ten deep, PNG", chained_multipliers("png")),
    ("10,000 inequalities on one view", many_inequalities_on_one_view),
    ("20,000 views in one line with alignAllTop", one_line_aligned(20_000)),
    ("50,000 views in one line with alignAllTop", one_line_aligned(50_000)),
    ("100,000 views (the limit) in one line with alignAllTop", one_line_aligned(100_000)),
    ("2,000 views competing for too little space", competing_chain(2_000)),
    ("20,000 views competing for too little space", competing_chain(20_000)),
    ("1,000 pins against a chain of 1,000 views", pins_against_a_chain(1_000)),
    ("10,000 pins against a chain of 10,000 views", pins_against_a_chain(10_000)),
    ("legend wrapping an id of 900 KB", legend_with_a_long_id),
    ("5,000 ambiguous views: warnings and legend", thousands_of_warnings, "render"),
    ("--check against a 999,000-pixel-wide reference", check_against_a_wide_reference),
    ("--check against a 2,000,000 x 1 reference (libpng's side limit)", check_against_a_reference_too_long_for_libpng),
    ("console log: 4,999 conflicting widths on 500 views", console_log(4_999, 500), "render"),
    ("console log: 5,001 constraints (over the limit)", console_log(5_001, 500)),
    ("console log: 2 MB class name, 100,000 '<', noise", console_log_hostile_text, "render"),
]


def run_case(name, build, directory, expectation):
    text, arguments = build()
    spec_path = os.path.join(directory, "spec.json")
    with open(spec_path, "w") as handle:
        handle.write(text)
    if any("wide.png" in argument for argument in arguments):
        width, height = (2_000_000, 1) if "libpng" in name else (999_000, 64)
        with open(os.path.join(directory, "wide.png"), "wb") as handle:
            handle.write(png_bytes(width, height))
    arguments = [argument.replace("{out}", directory) for argument in arguments]
    stdout_path = os.path.join(directory, "stdout")
    stderr_path = os.path.join(directory, "stderr")
    command = [BINARY, spec_path] + arguments
    if os.access(TIME, os.X_OK):
        measured = run_under_time(command, directory, stdout_path, stderr_path)
    else:
        measured = run_with_rusage(command, stdout_path, stderr_path)
    if measured is None:
        return name, False, f"killed after {KILL_AFTER} s"
    status, seconds, kib, signalled = measured
    with open(stderr_path, "rb") as handle:
        stderr = handle.read(1 << 20).decode("utf-8", "replace")
    output = os.path.getsize(stdout_path) + os.path.getsize(stderr_path) + sum(
        os.path.getsize(os.path.join(directory, f)) for f in ("out.png", "diff.png")
        if os.path.exists(os.path.join(directory, f)))
    first_error = next((line for line in stderr.splitlines() if "error" in line), "")
    passed = (not signalled and status in (0, 1, 2, 3) and seconds < TIME_LIMIT
              and kib <= MEMORY_LIMIT_KIB
              and output <= max(OUTPUT_LIMIT, OUTPUT_PER_INPUT_BYTE * len(text.encode()))
              and (expectation != "render" or status in (0, 1)))
    verdict = f"exit {status}, {seconds:.2f} s, {kib / 1024:.0f} MiB, output {output / 1048576:.1f} MiB"
    if signalled:
        verdict += ", ended by a signal"
    if status == 2 and first_error:
        verdict += f"; refused: {first_error[:160]}"
    return name, passed, verdict


def run_under_time(command, directory, stdout_path, stderr_path):
    """Runs the command under `ulimit -v` and /usr/bin/time: (status, seconds, KiB, signalled)."""
    shell = (f"ulimit -v {ADDRESS_SPACE_CAP_KIB}; exec {TIME} -f '%e %M' -o {directory}/time "
             + " ".join(f"'{part}'" for part in command) + f" > {stdout_path} 2> {stderr_path}")
    try:
        status = subprocess.run(["bash", "-c", shell], timeout=KILL_AFTER).returncode
    except subprocess.TimeoutExpired:
        return None
    try:
        with open(os.path.join(directory, "time")) as handle:
            lines = handle.read().strip().splitlines()
        seconds, kib = float(lines[-1].split()[0]), int(lines[-1].split()[1])
        return status, seconds, kib, any("signal" in line for line in lines[:-1])
    except (OSError, ValueError, IndexError):
        return status, 0.0, 0, True


def run_with_rusage(command, stdout_path, stderr_path):
    """The same without /usr/bin/time: the address-space cap set in the child, the peak resident
    memory from wait4's resource usage (ru_maxrss, in KiB on Linux)."""
    def cap():
        resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE_CAP_KIB * 1024,) * 2)
    start = time.monotonic()
    with open(stdout_path, "wb") as out, open(stderr_path, "wb") as err:
        child = subprocess.Popen(command, stdout=out, stderr=err, preexec_fn=cap)
        deadline = start + KILL_AFTER
        while True:
            pid, wait_status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                child.kill()
                os.wait4(child.pid, 0)
                return None
            time.sleep(0.01)
    seconds = time.monotonic() - start
    signalled = os.WIFSIGNALED(wait_status)
    status = os.WEXITSTATUS(wait_status) if os.WIFEXITED(wait_status) else 128 + os.WTERMSIG(wait_status)
    return status, seconds, usage.ru_maxrss, signalled


def main():
    if not os.access(BINARY, os.X_OK):
        sys.exit(f"{BINARY} is missing: swift build -c release --product vfl-preview")
    selected = [case for case in CASES if len(sys.argv) < 2 or any(a in case[0] for a in sys.argv[1:])]
    failures = 0
    for name, build, *expectation in selected:
        with tempfile.TemporaryDirectory(prefix="vfl-resource-") as directory:
            name, passed, verdict = run_case(name, build, directory, (expectation or ["any"])[0])
        failures += 0 if passed else 1
        print(f"{'ok  ' if passed else 'FAIL'} {name}: {verdict}", flush=True)
    print(f"{len(selected) - failures} passed, {failures} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
