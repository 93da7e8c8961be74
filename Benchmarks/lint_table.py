#!/usr/bin/env python3
"""Times `layoutlint lint` against a bare libyaml pass over the same files (Benchmarks/lint_table.sh).

    lint_table.py --lint BINARY --reader BINARY [--runs N] [--configuration-runs N] [CELLS ...]

For each size, the table family (Benchmarks/table_layout.py) is written to a file; then the
reference (`yaml-event-reader`, libyaml reading every event and nothing else) and the lint
run alternately, each in a child process, and the median wall time of each is printed with
the ratio and each one's peak resident memory (getrusage of the child). The same table at
1,000 cells with 20 states (each hiding one subtitle), then with those states at 3 root
sizes, is timed against the stateless file. The last line is
`lint-vs-libyaml-at-1000-cells: R`.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def run(command):
    """Wall seconds and peak resident memory (MB) of one child process."""
    with open(os.devnull, "wb") as null:
        start = time.perf_counter()
        child = subprocess.Popen(command, stdout=null)
        _, status, usage = os.wait4(child.pid, 0)
        seconds = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"{' '.join(command)} failed with status {os.waitstatus_to_exitcode(status)}")
    return seconds, usage.ru_maxrss / 1024


def measure(commands, runs):
    """Runs the commands in turn `runs` times; each one's median seconds and largest peak MB."""
    samples = [[] for _ in commands]
    for _ in range(runs):
        for index, command in enumerate(commands):
            samples[index].append(run(command))
    return [(statistics.median(s for s, _ in runs_), max(m for _, m in runs_)) for runs_ in samples]


def write_table(folder, cells, *options):
    path = os.path.join(folder, f"table-{cells}{''.join(options).replace('--', '-')}.layout.yaml")
    with open(path, "w") as out:
        subprocess.run([sys.executable, os.path.join(HERE, "table_layout.py"), str(cells), *options], stdout=out, check=True)
    return path


def lint_and_reference_parser():
    """The options of a lint timed against a reference reader: the two binaries and the runs."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--lint", required=True)
    parser.add_argument("--reader", required=True)
    parser.add_argument("--runs", type=int, default=9)
    return parser


def main():
    parser = lint_and_reference_parser()
    parser.add_argument("--configuration-runs", type=int, default=3)
    parser.add_argument("cells", type=int, nargs="*", default=[100, 1000, 4000])
    arguments = parser.parse_args()
    lint = lambda path: [arguments.lint, "lint", "--jobs", "1", path]
    ratio_at_1000 = None
    with tempfile.TemporaryDirectory() as folder:
        print(f"{'cells':>6} {'lines':>7} {'libyaml ms':>11} {'lint ms':>9} {'lint/libyaml':>13} {'libyaml MB':>11} {'lint MB':>8}")
        print("-" * 70)
        for cells in arguments.cells:
            path = write_table(folder, cells)
            with open(path) as f:
                lines = sum(1 for _ in f)
            (reader_s, reader_mb), (lint_s, lint_mb) = measure([[arguments.reader, path], lint(path)], arguments.runs)
            ratio = lint_s / reader_s
            if cells == 1000:
                ratio_at_1000 = ratio
            print(f"{cells:>6} {lines:>7} {reader_s * 1e3:>11.1f} {lint_s * 1e3:>9.1f} {ratio:>13.1f} {reader_mb:>11.1f} {lint_mb:>8.1f}")
        if arguments.configuration_runs > 0:
            print()
            print(f"{'1,000 cells':<24} {'configurations':>14} {'lint ms':>9} {'time ratio':>11} {'lint MB':>8} {'memory ratio':>13}")
            print("-" * 84)
            plain = write_table(folder, 1000)
            states = write_table(folder, 1000, "--states", "20")
            sizes = write_table(folder, 1000, "--states", "20", "--sizes")
            results = measure([lint(plain), lint(states), lint(sizes)], arguments.configuration_runs)
            base_s, base_mb = results[0]
            for name, count, (seconds, mb) in zip(["stateless", "20 states", "20 states x 3 sizes"], [1, 21, 63], results):
                print(f"{name:<24} {count:>14} {seconds * 1e3:>9.1f} {seconds / base_s:>11.2f} {mb:>8.1f} {mb / base_mb:>13.2f}")
    if ratio_at_1000 is not None:
        print(f"lint-vs-libyaml-at-1000-cells: {ratio_at_1000:.1f}")


if __name__ == "__main__":
    main()
