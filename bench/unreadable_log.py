#!/usr/bin/env python3
"""Issue 31's row for unreadable console-log descriptions: one line of 4,999 descriptions that cannot
be read (a paste flattened onto one line, 565 KB), after one that can.

Writes the log to the path given (default /dev/stdout). Time the import of it with farm-bench, this
build against another, as docs/benchmarks.md shows:

    bench/unreadable_log.py /tmp/unreadable.log
    farm-bench -n 5 -- .build/release/vfl-preview import /tmp/unreadable.log -o /tmp/u.json
"""
import sys

COUNT = 4_999


def log_text(count: int = COUNT) -> str:
    readable = "<NSLayoutConstraint:0x600003a1b000 UILabel:0x7fb1c8d0a2e0.width == 100   (active)>"
    # `??` is no relation: every one of these is reported as unreadable.
    entries = [
        '"<NSLayoutConstraint:0x600003a%06x UILabel:0x7fb1c8d0a2e0.leading ?? UIView:0x7fb1c8d0a0b0.leading + 8   (active)>"'
        % index
        for index in range(count)
    ]
    return (
        "2026-11-24 09:00:00.000000+0000 Demo[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        + '(\n    "%s",\n    %s\n)\n' % (readable, ", ".join(entries))
    )


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "/dev/stdout"
    with open(path, "w") as output:
        output.write(log_text())
