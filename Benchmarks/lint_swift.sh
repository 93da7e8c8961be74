#!/usr/bin/env bash
# Times `layoutlint lint` on every Swift file of ../shared/corpus/swift (or FOLDER), file by
# file (`--jobs 1`) and as one module (`--jobs 2`, two cores), against a bare SwiftParser
# parse of the same files (swift-parse-reader), median of several alternating runs, with each
# one's peak memory (Benchmarks/lint_swift.py). The last lines are the worst file's ratio
# and the whole corpus's (with and without process start-up), and the corpus's lint seconds.
#   usage: Benchmarks/lint_swift.sh [--runs N] [--jobs N] [--dynamic] [FOLDER]
# Both binaries link Swift's runtime statically (--static-swift-stdlib), as the README builds
# the tool to ship, and the reference is built the same way; --dynamic builds both without it
# (the plain `swift build -c release`, when a static build is not at hand: it takes long).
set -euo pipefail
cd "$(dirname "$0")/.."
options=()
folder=../shared/corpus/swift
static=(--static-swift-stdlib)
while [ $# -gt 0 ]; do
    case "$1" in
        --runs|--jobs) options+=("$1" "$2"); shift 2 ;;
        --dynamic) static=(); shift ;;
        *) folder="$1"; shift ;;
    esac
done
swift build -c release "${static[@]}" --product layoutlint >/dev/null
swift build -c release "${static[@]}" --product swift-parse-reader >/dev/null
bin="$(swift build -c release --show-bin-path)"
python3 Benchmarks/lint_swift.py --lint "$bin/layoutlint" --reader "$bin/swift-parse-reader" "${options[@]}" "$folder"
