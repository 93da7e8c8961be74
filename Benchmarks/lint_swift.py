#!/usr/bin/env python3
"""Times `layoutlint lint` of Swift code against a bare SwiftParser parse of the same files
(Benchmarks/lint_swift.sh).

    lint_swift.py --lint BINARY --reader BINARY [--runs N] [--jobs N] FOLDER

Each .swift file under FOLDER is parsed by the reference (`swift-parse-reader`: SwiftParser's
`Parser.parse` of the file's bytes, nothing else) and linted (`--jobs 1`), alternately, each in
a child process, as Benchmarks/lint_table.py does; the median wall time and processor time
(user + system, steadier on a shared machine) of each, the ratio of processor times and the
lint's peak resident memory are printed. Both are also run on an empty .swift file,
and the "net" ratio leaves that start-up out of both sides ((lint - lint of nothing) /
(parse - parse of nothing)): what linting a file costs beyond starting the process. Then the
whole folder: the reference parses every file in one process, and `lint --jobs N FOLDER`
lints them as one module. The last lines are the worst file's ratio, gross and net
(`swift-lint-vs-parse-worst-file: R`, `swift-net-lint-vs-parse-worst-file: R`), the whole
folder's (`swift-lint-vs-parse-corpus: R`, `swift-net-lint-vs-parse-corpus: R`) and
`swift-corpus-lint-seconds: S`.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

from lint_table import lint_and_reference_parser


def run(command):
    """Wall seconds, processor seconds (user + system) and peak resident MB of one child."""
    with open(os.devnull, "wb") as null:
        start = time.perf_counter()
        child = subprocess.Popen(command, stdout=null)
        _, status, usage = os.wait4(child.pid, 0)
        seconds = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"{' '.join(command)} failed with status {os.waitstatus_to_exitcode(status)}")
    return seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def measure(commands, runs):
    """Runs the commands in turn `runs` times; each one's median wall and processor seconds and
    largest peak MB. On a shared machine the processor time is the steadier of the two."""
    samples = [[] for _ in commands]
    for _ in range(runs):
        for index, command in enumerate(commands):
            samples[index].append(run(command))
    return [(statistics.median(w for w, _, _ in s), statistics.median(c for _, c, _ in s), max(m for _, _, m in s))
            for s in samples]


def main():
    parser = lint_and_reference_parser()
    parser.add_argument("--jobs", default="2")
    parser.add_argument("folder")
    arguments = parser.parse_args()
    files = sorted(os.path.join(root, name) for root, _, names in os.walk(arguments.folder)
                   for name in names if name.endswith(".swift"))
    if not files:
        raise SystemExit(f"no .swift files under {arguments.folder}")
    with tempfile.TemporaryDirectory() as scratch:
        empty = os.path.join(scratch, "Empty.swift")
        open(empty, "w").close()
        (_, start_parse, _), (_, start_lint, _) = measure([[arguments.reader, empty], [arguments.lint, "lint", "--jobs", "1", empty]],
                                                          arguments.runs)
    print(f"start-up (an empty file), processor ms: parse {start_parse * 1e3:.1f}, lint {start_lint * 1e3:.1f}")
    print("wall: median wall-clock ms; cpu: median processor ms (user + system); ratio: lint cpu / parse cpu;")
    print("net: the same without the start-up of an empty file")
    print(f"{'file':<58} {'KB':>4} {'parse wall':>10} {'lint wall':>9} {'parse cpu':>9} {'lint cpu':>8} {'ratio':>6} {'net':>6} {'lint MB':>8}")
    print("-" * 125)

    def net(lint_cpu, parse_cpu):
        return max(lint_cpu - start_lint, 1e-4) / max(parse_cpu - start_parse, 1e-4)

    ratios = []
    for path in files:
        (parse_wall, parse_cpu, _), (lint_wall, lint_cpu, lint_mb) = measure(
            [[arguments.reader, path], [arguments.lint, "lint", "--jobs", "1", path]], arguments.runs)
        ratios.append((lint_cpu / parse_cpu, net(lint_cpu, parse_cpu), path))
        name = os.path.relpath(path, arguments.folder)
        name = name if len(name) <= 58 else "..." + name[-55:]
        print(f"{name:<58} {os.path.getsize(path) / 1024:>4.0f} {parse_wall * 1e3:>10.1f} {lint_wall * 1e3:>9.1f} {parse_cpu * 1e3:>9.1f} "
              f"{lint_cpu * 1e3:>8.1f} {ratios[-1][0]:>6.2f} {ratios[-1][1]:>6.2f} {lint_mb:>8.1f}")
    (parse_wall, parse_cpu, _), (lint_wall, lint_cpu, lint_mb) = measure(
        [[arguments.reader] + files, [arguments.lint, "lint", "--jobs", arguments.jobs, arguments.folder]], arguments.runs)
    print("-" * 125)
    print(f"{'all ' + str(len(files)) + ' files (lint --jobs ' + arguments.jobs + ')':<58} "
          f"{sum(os.path.getsize(path) for path in files) / 1024:>4.0f} {parse_wall * 1e3:>10.1f} {lint_wall * 1e3:>9.1f} "
          f"{parse_cpu * 1e3:>9.1f} {lint_cpu * 1e3:>8.1f} {lint_cpu / parse_cpu:>6.2f} {net(lint_cpu, parse_cpu):>6.2f} {lint_mb:>8.1f}")
    by_ratio = sorted(ratio for ratio, _, _ in ratios)
    worst = max(ratios)
    worst_net = max(ratios, key=lambda ratio: ratio[1])
    print(f"swift-lint-vs-parse-median-file: {by_ratio[len(by_ratio) // 2]:.2f}")
    print(f"swift-lint-vs-parse-worst-file: {worst[0]:.2f} ({os.path.relpath(worst[2], arguments.folder)})")
    print(f"swift-net-lint-vs-parse-worst-file: {worst_net[1]:.2f} ({os.path.relpath(worst_net[2], arguments.folder)})")
    print(f"swift-lint-vs-parse-corpus: {lint_cpu / parse_cpu:.2f}")
    print(f"swift-net-lint-vs-parse-corpus: {net(lint_cpu, parse_cpu):.2f}")
    print(f"swift-corpus-lint-seconds: {lint_wall:.3f} wall, {lint_cpu:.3f} processor")


if __name__ == "__main__":
    main()
