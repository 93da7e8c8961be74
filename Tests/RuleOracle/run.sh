#!/usr/bin/env bash
# The rules' differential test against an independent reference on scipy's HiGHS, as CI runs it:
#   Tests/RuleOracle/run.sh [--count N] [--seed S] [--jobs J] [--keep DIR] [--lint PATH]
# Builds layoutlint (debug: CI has just built it, and the reference takes the time) unless
# --lint names a binary, generates N random layouts from seed S (300 from 19070 by default),
# lints each with `--format json` and compares the verdicts of the rules that read optimal
# ranges with the reference (see oracle.py and README.md).
# Prints each disagreeing layout's problems (the file is kept under DIR, .build/rule-oracle by
# default) and a closing line `N passed, M failed`; exits non-zero on any disagreement.
set -euo pipefail
cd "$(dirname "$0")/../.."
# The reference drives scipy's own HiGHS model directly (scipy >= 1.15).
python3 -c 'import numpy; from scipy.optimize._highspy import _core' 2>/dev/null || python3 -m pip install --quiet --upgrade scipy numpy
lint=""
args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --lint) lint="$2"; shift 2 ;;
        *) args+=("$1"); shift ;;
    esac
done
if [ -z "$lint" ]; then
    swift build --product layoutlint >&2
    lint="$(swift build --show-bin-path)/layoutlint"
fi
python3 Tests/RuleOracle/oracle.py --self-test   # the reference on cases solved by hand first
exec python3 Tests/RuleOracle/oracle.py --lint "$lint" ${args[@]+"${args[@]}"}
