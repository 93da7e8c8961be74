#!/usr/bin/env python3
"""Times `layoutlint lint` of Interface Builder documents against a bare libxml2 pass over the
same files (Benchmarks/lint_storyboards.sh).

    lint_storyboards.py --lint BINARY --reader BINARY [--runs N] [--count N] FOLDER [FILE ...]

The `--count` largest .storyboard and .xib files under FOLDER, then each FILE, are each read by the reference
(`xml-node-reader`: libxml2 reading the file into its tree, with the linter's options, and a
walk over every element and attribute) and linted (`--jobs 1`), alternately, each in a child
process, as Benchmarks/lint_table.py does; the median wall time of each, their ratio and each
one's peak resident memory are printed. The last line is
`lint-vs-libxml2-largest-storyboard: R`, the ratio for the largest file of FOLDER (of the
first FILE when FOLDER has none, as when ../shared is not there).
"""
import os

from lint_table import lint_and_reference_parser, measure


def main():
    parser = lint_and_reference_parser()
    parser.add_argument("--count", type=int, default=5)
    parser.add_argument("folder")
    parser.add_argument("files", nargs="*")
    arguments = parser.parse_args()
    files = []
    for root, _, names in os.walk(arguments.folder):
        files += [os.path.join(root, name) for name in names if name.endswith((".storyboard", ".xib"))]
    files = sorted(files, key=lambda path: (-os.path.getsize(path), path))[:arguments.count] + arguments.files
    print(f"{'file':<60} {'KB':>6} {'libxml2 ms':>11} {'lint ms':>9} {'lint/libxml2':>13} {'libxml2 MB':>11} {'lint MB':>8}")
    print("-" * 124)
    ratios = []
    for path in files:
        (reader_s, reader_mb), (lint_s, lint_mb) = measure([[arguments.reader, path], [arguments.lint, "lint", "--jobs", "1", path]],
                                                           arguments.runs)
        ratios.append(lint_s / reader_s)
        name = os.path.relpath(path, arguments.folder) if path not in arguments.files else os.path.basename(path)
        name = name if len(name) <= 60 else "..." + name[-57:]
        print(f"{name:<60} {os.path.getsize(path) / 1024:>6.0f} {reader_s * 1e3:>11.1f} {lint_s * 1e3:>9.1f} {ratios[-1]:>13.1f} "
              f"{reader_mb:>11.1f} {lint_mb:>8.1f}")
    if ratios:
        print(f"lint-vs-libxml2-largest-storyboard: {ratios[0]:.1f}")


if __name__ == "__main__":
    main()
