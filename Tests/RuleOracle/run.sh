#!/usr/bin/env bash
# The rules' differential test against an independent reference on scipy's HiGHS, as CI runs it:
#   Tests/RuleOracle/run.sh [--count N] [--seed S] [--jobs J] [--keep DIR] [--lint PATH]
# Builds layoutlint (release) unless --lint names a binary, generates N random layouts from
# seed S (300 from 19070 by default), lints each with `--format json` and compares the verdicts
# of the rules that read optimal ranges with the reference (see oracle.py and README.md).
# Prints each disagreeing layout's problems (the file is kept under DIR, .build/rule-oracle by
# default) and a closing line `N passed, M failed`; exits non-zero on any disagreement.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -c 'import scipy, numpy' 2>/dev/null || python3 -m pip install --quiet scipy numpy
lint=""
args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --lint) lint="$2"; shift 2 ;;
        *) args+=("$1"); shift ;;
    esac
done
if [ -z "$lint" ]; then
    swift build -c release --product layoutlint >&2
    lint="$(swift build -c release --show-bin-path)/layoutlint"
fi
exec python3 Tests/RuleOracle/oracle.py --lint "$lint" ${args[@]+"${args[@]}"}
