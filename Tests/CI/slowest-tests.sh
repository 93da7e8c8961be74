#!/usr/bin/env bash
# The ten slowest tests of a `swift test` run and the whole run's test time (build excluded),
# so that the next slow test is seen before the suite is slow (issue 30: under 60 s).
#
# usage: Tests/CI/slowest-tests.sh [LOG]
#   LOG: the saved output of `swift test`; without it, runs `swift test` (its output shown
#        as it runs) and reads that.
# Exits with `swift test`'s status when it ran it, else 0.
set -uo pipefail
cd "$(dirname "$0")/../.."

status=0
if [[ $# -ge 1 ]]; then
    log="$1"
else
    log="$(mktemp)"
    trap 'rm -f "$log"' EXIT
    swift test 2>&1 | tee "$log" || status=$?
fi

# XCTest's summary of the whole run follows the line "Test Suite 'All tests' passed|failed".
summary="$(grep -A1 -E "^Test Suite 'All tests' (passed|failed)" "$log" | grep -E "Executed [0-9]+ tests?" | tail -1)"
if [[ -z "$summary" ]]; then
    echo "no XCTest summary in $log (did the build fail?)" >&2
    exit 1
fi
tests="$(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<< "$summary")"
failures="$(sed -E 's/.*with ([0-9]+) failures?.*/\1/' <<< "$summary")"
seconds="$(sed -E 's/.* in ([0-9.]+) \(.*/\1/' <<< "$summary")"
printf '%s tests, %s failed, %.1f s of test time (build excluded); the slowest ten:\n' "$tests" "$failures" "$seconds"
grep -E "^Test Case '[^']+' (passed|failed) \([0-9.]+ seconds\)" "$log" \
    | sed -E "s/^Test Case '([^']+)' (passed|failed) \(([0-9.]+) seconds\).*/\3 \1 \2/" \
    | sort -k1,1 -g -r | head -10 \
    | awk '{ printf "%7.2f s  %s%s\n", $1, $2, ($3 == "failed" ? "  (failed)" : "") }'
exit "$status"
