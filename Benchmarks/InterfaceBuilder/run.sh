#!/usr/bin/env bash
# Times linting Interface Builder files with a release build, on two threads:
#   - the 73 real files of ../shared/corpus/ib (target: under 2 s);
#   - a generated storyboard of 200 scenes and 5,000 constraints (target: under 1 s);
# and, as the reference in the same run, the same 200 scenes converted to a .layout.yaml
# (`layoutlint convert`), so the ratio shows what reading the XML adds to solving.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --static-swift-stdlib --product layoutlint >/dev/null
layoutlint=.build/release/layoutlint
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 Benchmarks/InterfaceBuilder/generate_storyboard.py 200 > "$scratch/Big.storyboard"
"$layoutlint" convert "$scratch/Big.storyboard" --output "$scratch/Big.layout.yaml"

seconds() {  # best of three wall-clock runs of: layoutlint lint --jobs 2 ARGS
    python3 - "$layoutlint" "$@" <<'PY'
import subprocess, sys, time
best = None
for _ in range(3):
    start = time.perf_counter()
    subprocess.run([sys.argv[1], "lint", "--jobs", "2", *sys.argv[2:]], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    best = elapsed if best is None else min(best, elapsed)
print(f"{best:.3f}")
PY
}

big=$(seconds "$scratch/Big.storyboard")
reference=$(seconds "$scratch/Big.layout.yaml")
printf '%-52s %8s s\n' "200 scenes, 5,000 constraints (.storyboard)" "$big"
printf '%-52s %8s s\n' "the same converted to .layout.yaml (reference)" "$reference"
python3 -c "print(f'{\"ratio storyboard / layout file\":52} {$big / $reference:8.2f}')"
corpus=../shared/corpus/ib
if [ -d "$corpus" ]; then
    printf '%-52s %8s s\n' "the 73 files of $corpus" "$(seconds "$corpus")"
fi
