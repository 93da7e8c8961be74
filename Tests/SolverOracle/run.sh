#!/usr/bin/env bash
# The solver's differential test against scipy's HiGHS, as CI runs it:
#   Tests/SolverOracle/run.sh [--count N] [--seed S] [--scale-range R] [--jobs J]
# Builds solver-check (release), installs scipy when missing, checks 10,000 seeded random
# systems by default, prints `N passed, M failed` (`, K skipped` when HiGHS itself gives no
# answer for K systems: printed as inconclusive, never counted as passed), and exits non-zero
# on any mismatch or when more than 1% are inconclusive. `--count 1 --seed S` checks one system.
# `--scale-range 6` scales every system's rows from 1e-6 to 1e6 (issue 6); CI runs it too,
# on 10,000 systems from seed 6061222.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -c 'import scipy, numpy' 2>/dev/null || python3 -m pip install --quiet scipy numpy
swift build -c release --product solver-check >&2
exec python3 Tests/SolverOracle/oracle.py --check "$(swift build -c release --show-bin-path)/solver-check" "$@"
