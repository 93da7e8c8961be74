#!/usr/bin/env bash
# Builds the solver benchmark in release mode and prints the comparison table with
# kiwisolver (installed with pip when missing), then the time to lint the same table family
# written as a layout file end to end against a bare libyaml pass (Benchmarks/lint_table.sh,
# which prints its own table and ratios). Takes a while: kiwisolver
# needs up to a minute per large point (the cap). Not run by CI.
#
#   Benchmarks/run.sh [--cap SECONDS] [--only FAMILY ...]
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -c 'import kiwisolver' 2>/dev/null || python3 -m pip install --quiet kiwisolver
swift build -c release --static-swift-stdlib --product solver-benchmark >&2
table="$(mktemp)"
trap 'rm -f "$table"' EXIT
# Both sides (our process and kiwisolver's child process) run with glibc's malloc thresholds
# fixed: by default glibc adapts them as blocks are freed, and whether it then hands the
# previous run's memory back to the system (so that the next run pays a page fault per page
# again) depended on the order of earlier frees: the same build timed grid 1,024 at 1.2 or
# 2.0 ms. Fixed, every run starts from the same state. Not used by the lint lines below.
GLIBC_TUNABLES="glibc.malloc.trim_threshold=1073741824:glibc.malloc.mmap_threshold=33554432" \
python3 Benchmarks/bench.py --binary "$(swift build -c release --show-bin-path)/solver-benchmark" "$@" | tee "$table" | sed '$d'
Benchmarks/lint_table.sh 100 1000
tail -n 1 "$table"  # speedup-vs-kiwisolver-at-1000-table-cells: R stays the last line
