#!/usr/bin/env bash
# Builds the solver benchmark in release mode and prints the comparison table with
# kiwisolver (installed with pip when missing). Takes a while: kiwisolver needs up to a
# minute per large point (the cap). Not run by CI.
#
#   Benchmarks/run.sh [--cap SECONDS] [--only FAMILY ...]
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -c 'import kiwisolver' 2>/dev/null || python3 -m pip install --quiet kiwisolver
swift build -c release --product solver-benchmark >&2
exec python3 Benchmarks/bench.py --binary "$(swift build -c release --show-bin-path)/solver-benchmark" "$@"
