#!/usr/bin/env bash
# Fuzzes explain-log's front end (console text → reader → solver → every output) for SECONDS,
# from the corpus logs in ../shared/corpus/logs (read in place, never copied into the repo).
#
#   Fuzz/run-logs.sh SECONDS
#
# Exits non-zero when the fuzzer finds a crash, a hang (over 10 s) or memory over 2 GiB, and
# prints the input's path.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: Fuzz/run-logs.sh SECONDS}
out=Fuzz/.build
work=Fuzz/corpus-work-logs
if [[ ! -x $out/fuzz-logs ]] \
    || [[ -n $(find Sources Fuzz/*.swift Fuzz/build.sh -newer "$out/fuzz-logs" -print -quit) ]]; then
    Fuzz/build.sh 2>&1 | grep -v 'Cannot export local symbol' || true
    [[ -x $out/fuzz-logs ]] || { echo "fuzz: build failed" >&2; exit 2; }
fi
mkdir -p "$work/logs" "$work/crashes"
touch "$work/started"
export SWIFT_BACKTRACE=enable=no
status=0
"$out/fuzz-logs" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -detect_leaks=0 \
    -print_final_stats=1 -artifact_prefix="$work/crashes/" "$work/logs" ../shared/corpus/logs/issues ../shared/corpus/logs/wtfautolayout \
    > "$work/logs.log" 2>&1 || status=$?
grep -E '^stat::number_of_executed_units|^#[0-9]+ +DONE' "$work/logs.log" | sed "s/^/fuzz logs: /" || true
if [[ $status -ne 0 ]]; then
    grep -E 'Fatal error|ERROR:|SUMMARY' "$work/logs.log" | head -5 >&2
    find "$work/crashes" -type f -newer "$work/started" | sed 's/^/fuzz: failing input: /' >&2
    exit 1
fi
echo "fuzz logs: no failure in ${seconds}s"
