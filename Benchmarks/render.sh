#!/usr/bin/env bash
# Times `layoutlint render` (every configuration into a folder) and the HTML report against
# `layoutlint lint` of the same file, in this one script: on every sample layout, and on the
# solver benchmark's table family (Benchmarks/table_layout.py; 1,000 cells are 4,000 views).
# Rendering solves the file as lint does, then draws; the ratio says what drawing adds.
# Prints one line per input, best of three runs:
#   render: INPUT  lint-s: L  render-s: R  html-s: H  render/lint: X  svg-kb: K
#   usage: Benchmarks/render.sh [CELLS...]   (default: 1000)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product layoutlint >/dev/null
binary="$(swift build -c release --show-bin-path)/layoutlint"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

best() {  # best wall time of three runs of "$@", in seconds
    local best=""
    for _ in 1 2 3; do
        /usr/bin/time -f "%e" -o "$scratch/time" "$@" >/dev/null 2>&1 || true
        local seconds; seconds=$(cat "$scratch/time" | tail -1)
        if [[ -z "$best" ]] || awk "BEGIN { exit !($seconds < $best) }"; then best=$seconds; fi
    done
    echo "$best"
}

measure() {
    local file="$1" name="$2"
    rm -rf "$scratch/svg"
    local lint render html
    lint=$(best "$binary" lint "$file")
    render=$(best "$binary" render "$file" --output "$scratch/svg")
    html=$(best "$binary" lint --format html --output "$scratch/report.html" "$file")
    local kb; kb=$(du -sk "$scratch/svg" | cut -f1)
    echo "render: $name  lint-s: $lint  render-s: $render  html-s: $html  render/lint: $(awk "BEGIN { printf \"%.2f\", $render / ($lint > 0 ? $lint : 0.01) }")  svg-kb: $kb"
}

for sample in samples/seeds/*.layout.yaml; do
    measure "$sample" "$(basename "$sample")"
done
for cells in "${@:-1000}"; do
    python3 Benchmarks/table_layout.py "$cells" > "$scratch/table-$cells.layout.yaml"
    measure "$scratch/table-$cells.layout.yaml" "table-$cells"
done
