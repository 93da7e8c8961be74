#!/usr/bin/env bash
# Times `layoutlint lint` end to end on the solver benchmark's table family written as a
# layout file (Benchmarks/table_layout.py): 1,000 cells are 4,000 views and 16,000 lines.
# Prints one line per size, best of three runs, with the run's peak memory:
#   lint-table-cells: CELLS  seconds: S  peak-rss-mb: M
#   usage: Benchmarks/lint_table.sh [CELLS...]   (default: 100 1000)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product layoutlint >/dev/null
binary="$(swift build -c release --show-bin-path)/layoutlint"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for cells in "${@:-100 1000}"; do
    for size in $cells; do
        file="$scratch/table-$size.layout.yaml"
        python3 Benchmarks/table_layout.py "$size" > "$file"
        best="" rss=""
        for _ in 1 2 3; do
            /usr/bin/time -f "%e %M" -o "$scratch/time" "$binary" lint "$file" > "$scratch/out" || true
            read -r seconds kilobytes < "$scratch/time"
            if [[ -z "$best" ]] || awk "BEGIN { exit !($seconds < $best) }"; then best=$seconds; rss=$((kilobytes / 1024)); fi
        done
        echo "lint-table-cells: $size  seconds: $best  peak-rss-mb: $rss  diagnostics: $(wc -l < "$scratch/out")"
    done
done
