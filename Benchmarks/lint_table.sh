#!/usr/bin/env bash
# Times `layoutlint lint --jobs 1` end to end on the solver benchmark's table family written
# as a layout file (Benchmarks/table_layout.py; 1,000 cells are 4,000 views and 16,000 lines)
# against a bare libyaml pass over the same file (yaml-event-reader), median of several
# alternating runs, with each one's peak memory; then the 1,000-cell table with 20 states and
# with 20 states at 3 root sizes against the stateless file (Benchmarks/lint_table.py).
# The last line is `lint-vs-libyaml-at-1000-cells: R`.
#   usage: Benchmarks/lint_table.sh [--runs N] [--configuration-runs N] [CELLS...]   (default: 100 1000 4000)
# Both binaries link Swift's runtime statically (--static-swift-stdlib), as the README builds
# the tool to ship: the process starts smaller, and the reference is built the same way.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product layoutlint >/dev/null
swift build -c release --static-swift-stdlib --product yaml-event-reader >/dev/null
bin="$(swift build -c release --show-bin-path)"
python3 Benchmarks/lint_table.py --lint "$bin/layoutlint" --reader "$bin/yaml-event-reader" "$@"
