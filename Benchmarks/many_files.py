#!/usr/bin/env python3
"""Times `layoutlint lint` on many small files (Benchmarks/many_files.sh).

    many_files.py --lint BINARY [--files N] [--runs N]

Copies the samples (samples/*/*.layout.yaml, in turn) into a folder of N files and times
`layoutlint lint --jobs 2` on it, median of several runs. Then the fixed cost of a file:
N copies of a minimal layout (one root view) linted with `--jobs 1`, less one such file
linted alone (the process start), divided by N - 1. Every run is a child process; times are
wall-clock medians, with the median CPU time (user and system, all threads) beside the
`--jobs 2` run: on a shared machine other jobs hold the cores and stretch wall time, which
the CPU time shows. The last line is `many-files-seconds-jobs-2: S`.
"""
import argparse
import glob
import os
import resource
import shutil
import statistics
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
MINIMAL = "views:\n  root: { size: [320, 480] }\n"


def seconds(command, runs, cpu=False):
    """Median wall seconds of `runs` runs (and median CPU seconds when `cpu`)."""
    samples, cpu_samples = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        samples.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu_samples.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
        if result.returncode not in (0, 1):
            raise SystemExit(f"{' '.join(command)} failed with status {result.returncode}")
    return (statistics.median(samples), statistics.median(cpu_samples)) if cpu else statistics.median(samples)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lint", required=True)
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=7)
    arguments = parser.parse_args()
    samples = sorted(glob.glob(os.path.join(HERE, "..", "samples", "*", "*.layout.yaml")))
    with tempfile.TemporaryDirectory() as folder:
        many = os.path.join(folder, "samples")
        minimal = os.path.join(folder, "minimal")
        os.makedirs(many)
        os.makedirs(minimal)
        for index in range(arguments.files):
            shutil.copy(samples[index % len(samples)], os.path.join(many, f"f{index}.layout.yaml"))
            with open(os.path.join(minimal, f"f{index}.layout.yaml"), "w") as out:
                out.write(MINIMAL)
        lint = [arguments.lint, "lint"]
        jobs2, jobs2_cpu = seconds(lint + ["--jobs", "2", many], arguments.runs, cpu=True)
        jobs1 = seconds(lint + ["--jobs", "1", many], arguments.runs)
        one = seconds(lint + ["--jobs", "1", os.path.join(minimal, "f0.layout.yaml")], arguments.runs)
        all_minimal = seconds(lint + ["--jobs", "1", minimal], arguments.runs)
        per_file = (all_minimal - one) / (arguments.files - 1)
        print(f"{arguments.files} copies of the {len(samples)} samples, --jobs 2: {jobs2 * 1e3:.0f} ms"
              f" (CPU {jobs2_cpu * 1e3:.0f} ms; --jobs 1: {jobs1 * 1e3:.0f} ms, {jobs1 / arguments.files * 1e3:.3f} ms a file)")
        print(f"process start and one minimal file: {one * 1e3:.1f} ms")
        print(f"fixed cost per file (discovery, reading, configuration lookup, loading and solving a"
              f" one-view layout, reporting): {per_file * 1e3:.3f} ms")
    print(f"many-files-seconds-jobs-2: {jobs2:.2f}")


if __name__ == "__main__":
    main()
