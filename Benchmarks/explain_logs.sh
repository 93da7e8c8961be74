#!/usr/bin/env bash
# Times `layoutlint explain-log` on every corpus log at once (../shared/corpus/logs, 71 files,
# read in place), best of five, against `layoutlint lint samples` timed the same way in the
# same run as the reference:
#   explain-corpus-logs: 71  seconds: S  peak-rss-mb: M  conflicts: N
#   lint-samples-reference: seconds: S  ratio: R
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product layoutlint >/dev/null
binary="$(swift build -c release --show-bin-path)/layoutlint"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
logs=(../shared/corpus/logs/*/*.log)
best_of_five() {
    local best="" rss=""
    for _ in 1 2 3 4 5; do
        /usr/bin/time -f "%e %M" -o "$scratch/time" "$@" > "$scratch/out" || true
        # time(1) puts "Command exited with non-zero status 1" first: explain-log exits 1 on a conflict.
        read -r seconds kilobytes < <(tail -n 1 "$scratch/time")
        if [[ -z "$best" ]] || awk "BEGIN { exit !($seconds < $best) }"; then best=$seconds; rss=$((kilobytes / 1024)); fi
    done
    echo "$best $rss"
}
read -r explain rss < <(best_of_five "$binary" explain-log "${logs[@]}")
conflicts=$(grep -c '\[unsatisfiable-required\]$' "$scratch/out" || true)
echo "explain-corpus-logs: ${#logs[@]}  seconds: $explain  peak-rss-mb: $rss  conflicts: $conflicts"
read -r reference _ < <(best_of_five "$binary" lint samples)
echo "lint-samples-reference: seconds: $reference  ratio: $(awk "BEGIN { printf \"%.2f\", $explain / ($reference > 0 ? $reference : 0.01) }")"
