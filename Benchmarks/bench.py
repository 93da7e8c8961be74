#!/usr/bin/env python3
"""Benchmark driver: LayoutSolver (solver-benchmark) against kiwisolver on the same systems.

For each family and size, `solver-benchmark measure` times our add-and-solve, the re-solve
after one priority change and the face analysis of every view, and writes the constraint
system to a file; this script then times kiwisolver (the pip package, C++ core) adding the
very same constraints and updating its variables, in a child process under a time cap.

Usage: bench.py [--binary PATH] [--cap SECONDS] [--only FAMILY ...]
The last line printed is `speedup-vs-kiwisolver-at-1000-table-cells: R`.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

KIWI_CHILD = r"""
import sys, time, kiwisolver as kiwi
path = sys.argv[1]
with open(path) as f:
    n = int(f.readline())
    xs = [kiwi.Variable(f"v{i}") for i in range(n)]
    cons = []
    for line in f:
        p = line.split()
        rel, prio, k, count = p[0], float(p[1]), float(p[2]), int(p[3])
        e = k
        for j in range(count):
            e = e + xs[int(p[4 + 2 * j])] * float(p[5 + 2 * j])
        op = {"=": "==", "<": "<=", ">": ">="}[rel]
        c = (e == 0) if op == "==" else (e <= 0) if op == "<=" else (e >= 0)
        # kiwi strengths fold into one weight: required, or the priority itself as a weight.
        strength = kiwi.strength.required if prio >= 1000 else kiwi.strength.create(0, 0, prio)
        cons.append(c | strength)
# The same repeat policy as solver-benchmark's own timing: best of up to 200 runs, stopping
# once a second has been spent and at least 3 runs are done (1 run when one takes over a second).
best, spent, runs = float("inf"), 0.0, 0
while True:
    s = kiwi.Solver()
    start = time.perf_counter()
    for c in cons:
        s.addConstraint(c)
    s.updateVariables()
    elapsed = time.perf_counter() - start
    best, spent, runs = min(best, elapsed), spent + elapsed, runs + 1
    if runs == 200 or (spent > 1.0 and (runs >= 3 or elapsed > 1.0)):
        break
print(best)
"""


def kiwi_time(path, cap):
    """Seconds kiwisolver takes, or None when it passes the cap."""
    try:
        out = subprocess.run([sys.executable, "-c", KIWI_CHILD, path], capture_output=True, text=True, timeout=cap + 5)
    except subprocess.TimeoutExpired:
        return None
    if out.returncode != 0:
        raise RuntimeError(out.stderr)
    t = float(out.stdout.strip())
    return t if t <= cap else None


def main():
    parser = argparse.ArgumentParser()
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--binary", default=os.path.join(here, "..", ".build", "release", "solver-benchmark"))
    parser.add_argument("--cap", type=float, default=60.0)
    parser.add_argument("--only", nargs="*", default=None)
    args = parser.parse_args()

    points = [line.split() for line in subprocess.run([args.binary, "list"], capture_output=True, text=True, check=True).stdout.splitlines()]
    header = f"{'family':<7} {'size':>6} {'views':>6} {'constraints':>11} {'ours ms':>10} {'kiwi ms':>11} {'speedup':>9} {'re-solve ms':>11} {'analysis ms':>11} {'analysis/solve':>14}"
    print(header)
    print("-" * len(header))
    table_speedup = None
    with tempfile.TemporaryDirectory() as tmp:
        for family, size in points:
            if args.only and family not in args.only:
                continue
            path = os.path.join(tmp, f"{family}-{size}.txt")
            m = subprocess.run([args.binary, "measure", family, size, path], capture_output=True, text=True, check=True).stdout.split()
            views, constraints = int(m[2]), int(m[3])
            ours, resolve, analysis = float(m[4]), float(m[5]), float(m[6])
            k = kiwi_time(path, args.cap)
            if k is None:
                kiwi_ms, speedup = f">{args.cap * 1000:.0f}", f">{args.cap * 1000 / ours:.1f}"
                ratio = args.cap * 1000 / ours
            else:
                kiwi_ms, ratio = f"{k * 1000:.3f}", k * 1000 / ours
                speedup = f"{ratio:.1f}"
            if family == "table" and size == "1000":
                table_speedup = speedup
            print(f"{family:<7} {size:>6} {views:>6} {constraints:>11} {ours:>10.3f} {kiwi_ms:>11} {speedup:>9} {resolve:>11.3f} {analysis:>11.3f} {analysis / ours:>14.2f}", flush=True)
    print(f"speedup-vs-kiwisolver-at-1000-table-cells: {table_speedup if table_speedup is not None else 'n/a'}")


if __name__ == "__main__":
    main()
