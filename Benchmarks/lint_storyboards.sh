#!/usr/bin/env bash
# Times `layoutlint lint --jobs 1` on the largest Interface Builder documents of
# ../shared/corpus/ib (or FOLDER), then on the generated storyboard of 200 scenes and 5,000
# constraints (Benchmarks/InterfaceBuilder/generate_storyboard.py), against a bare libxml2
# pass over the same files (xml-node-reader), median of several alternating runs, with each
# one's peak memory (Benchmarks/lint_storyboards.py). The last line is
# `lint-vs-libxml2-largest-storyboard: R` (the largest file of the folder, or the generated
# storyboard when the folder is not there).
#   usage: Benchmarks/lint_storyboards.sh [--runs N] [--count N] [FOLDER]
# Both binaries link Swift's runtime statically (--static-swift-stdlib), as the README builds
# the tool to ship: the process starts smaller, and the reference is built the same way.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product layoutlint >/dev/null
swift build -c release --static-swift-stdlib --product xml-node-reader >/dev/null
bin="$(swift build -c release --show-bin-path)"
options=()
folder=../shared/corpus/ib
while [ $# -gt 0 ]; do
    case "$1" in
        --runs|--count) options+=("$1" "$2"); shift 2 ;;
        *) folder="$1"; shift ;;
    esac
done
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 Benchmarks/InterfaceBuilder/generate_storyboard.py 200 > "$scratch/generated-200-scenes.storyboard"
python3 Benchmarks/lint_storyboards.py --lint "$bin/layoutlint" --reader "$bin/xml-node-reader" "${options[@]}" \
    "$folder" "$scratch/generated-200-scenes.storyboard"
