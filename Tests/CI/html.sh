#!/usr/bin/env bash
# The HTML report of the samples, opened in headless Chromium as a person would open it
# from disk: fails on any console error, uncaught exception or failed request, and saves
# screenshots (light, dark, without JavaScript) and one SVG per sample configuration.
#   usage: Tests/CI/html.sh [OUTPUT_DIR]   (default: .build/html-check)
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-.build/html-check}"
if ! command -v chromium >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
fi
swift build --product layoutlint >/dev/null
binary="$(swift build --show-bin-path)/layoutlint"
rm -rf "$out" && mkdir -p "$out"
# Lint exits 1 when it finds errors; the samples are there to have them.
status=0
"$binary" lint --format html --output "$out/report.html" samples || status=$?
[[ $status -le 1 ]] || { echo "html.sh: lint failed with status $status" >&2; exit 1; }
if grep -Eo '(src|href)="[^"#][^"]*"' "$out/report.html" | grep -v '^href="#' ; then
    echo "html.sh: the report refers to other files" >&2
    exit 1
fi
python3 Tests/CI/html_check.py "$out/report.html" "$out"
for sample in samples/seeds/*.layout.yaml; do
    "$binary" render "$sample" --output "$out/svg/$(basename "$sample" .layout.yaml)" >/dev/null
done
echo "html.sh: report, screenshots and pictures in $out"
