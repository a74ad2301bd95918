#!/usr/bin/env python3
"""Solves one exported vfl-bench case with kiwisolver and prints a JSON line.

The constraint system is the one vfl-preview solves: vfl-bench exports the expanded constraints
(VFL and expressions already turned into `item.attribute REL multiplier * item.attribute + constant
@priority`, intrinsic sizes included) and this script maps attributes onto x/y/width/height
variables exactly as vfl-preview's engine does. Timed: building the kiwi variables and constraints,
adding them, and updateVariables (the issue's "build the system + solve"); JSON loading is not.

Priorities: kiwi's strengths are plain doubles, so Apple's strict order can only be approximated;
this uses the best a user can do, geometric weights by rank (B^rank, B = min(1000, 9e8^(1/(k-1))))
over the distinct optional priorities. Frames are checked against vfl-preview's.

usage: kiwi_solve.py CASE_DIR [--runs N] [--budget SECONDS]
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi


def load(case_dir):
    with open(f"{case_dir}/constraints.json") as handle:
        system = json.load(handle)
    with open(f"{case_dir}/frames.json") as handle:
        frames = json.load(handle)
    return system, frames


def weights(system):
    levels = sorted({c[7] for c in system["constraints"] if c[7] < 1000})
    if len(levels) <= 1:
        base = 1000.0
    else:
        base = min(1000.0, 9e8 ** (1.0 / (len(levels) - 1)))
    return {level: base ** rank for rank, level in enumerate(levels)}


def build_and_solve(system):
    """The timed part: variables, constraints, add, update. Returns the variables."""
    width, height = system["canvas"]
    parents = system["parents"]
    variables = {
        name: (kiwi.Variable(name + ".x"), kiwi.Variable(name + ".y"),
               kiwi.Variable(name + ".w"), kiwi.Variable(name + ".h"))
        for name in system["views"]
    }
    canvas = {
        "left": 0, "top": 0, "right": width, "bottom": height, "baseline": height,
        "firstBaseline": height, "lastBaseline": height, "width": width, "height": height,
        "centerX": width / 2, "centerY": height / 2, "leading": 0, "trailing": width,
    }

    def expression(view, attribute):
        if view is None:
            return canvas[attribute]
        x, y, w, h = variables[view]
        if attribute in ("left", "leading"):
            return x
        if attribute in ("right", "trailing"):
            return x + w
        if attribute == "top":
            return y
        if attribute in ("bottom", "baseline", "firstBaseline", "lastBaseline"):
            return y + h
        if attribute == "width":
            return w
        if attribute == "height":
            return h
        if attribute == "centerX":
            return x + 0.5 * w
        return y + 0.5 * h  # centerY

    strength = weights(system)
    solver = kiwi.Solver()
    for first, first_attr, relation, second, second_attr, multiplier, constant, priority in system["constraints"]:
        left = expression(first, first_attr)
        if second_attr is not None:
            right = multiplier * expression(second, second_attr) + constant
        elif first_attr in ("width", "height") or first is None:
            right = constant
        else:
            # A position against a constant pairs with the parent's same attribute (a baseline with
            # its top), as vfl-preview's expressions do.
            parent = parents.get(first)
            right = expression(parent, "top" if "aseline" in first_attr else first_attr) + constant
        if relation == "==":
            constraint = left == right
        elif relation == ">=":
            constraint = left >= right
        else:
            constraint = left <= right
        if not isinstance(constraint, kiwi.Constraint):
            continue  # constant-only: nothing for the solver
        if priority >= 1000:
            solver.addConstraint(constraint)
        else:
            solver.addConstraint(constraint | strength[priority])
    solver.updateVariables()
    return variables


def mismatches(variables, frames):
    count = 0
    for name, (x, y, w, h) in variables.items():
        expected = frames[name]
        actual = (x.value(), y.value(), w.value(), h.value())
        if any(abs(a - b) > 1e-3 for a, b in zip(actual, expected)):
            count += 1
    return count


def main():
    case_dir = sys.argv[1]
    runs = 5
    budget = 120.0
    arguments = sys.argv[2:]
    for index, argument in enumerate(arguments):
        if argument == "--runs":
            runs = int(arguments[index + 1])
        if argument == "--budget":
            budget = float(arguments[index + 1])
    system, frames = load(case_dir)
    times = []
    variables = None
    started = time.perf_counter()
    while len(times) < runs:
        start = time.perf_counter()
        variables = build_and_solve(system)
        times.append((time.perf_counter() - start) * 1000)
        # Slow cases get fewer runs: stop once the next run would exceed the budget.
        if (time.perf_counter() - started) + times[-1] / 1000 > budget:
            break
    print(json.dumps({
        "solveMs": statistics.median(times),
        "runsMs": times,
        "views": len(frames),
        "frameMismatches": mismatches(variables, frames),
    }))


if __name__ == "__main__":
    main()
