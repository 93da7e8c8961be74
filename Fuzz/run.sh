#!/usr/bin/env bash
# Fuzzes the whole pipeline (bytes → diagnostics) for SECONDS, with two fuzzers side by side:
# libFuzzer's byte mutations, and the structure-aware mutator that edits valid layouts.
#
#   Fuzz/run.sh SECONDS
#
# Exits non-zero when a fuzzer finds a crash, a hang (over 10 s) or memory over 2 GiB, and
# prints the input's path. Keep such an input under Tests/RobustnessTests/Regressions/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: Fuzz/run.sh SECONDS}
out=Fuzz/.build
work=Fuzz/corpus-work

# Rebuild only when a source is newer than the fuzzers.
if [[ ! -x $out/fuzz-structured ]] \
    || [[ -n $(find Sources rules Fuzz/*.swift Fuzz/*.h Fuzz/build.sh -newer "$out/fuzz-structured" -print -quit) ]]; then
    Fuzz/build.sh 2>&1 | grep -v 'Cannot export local symbol' || true
    [[ -x $out/fuzz-structured ]] || { echo "fuzz: build failed" >&2; exit 2; }
fi

# Seeds: the samples, every YAML example in the rule pages (markers removed), every input
# that once crashed, and Interface Builder files (inputs starting with '<' are read as XML).
mkdir -p "$work/seeds" "$work/bytes" "$work/structured" "$work/crashes"
cp samples/*/*.layout.yaml "$work/seeds/"
# Interface Builder seeds: the sample storyboard and the real files of ../shared/corpus/ib.
cp samples/*/*.storyboard "$work/seeds/"
if [[ -d ../shared/corpus/ib ]]; then
    find ../shared/corpus/ib \( -name '*.storyboard' -o -name '*.xib' \) -size -64k -exec cp {} "$work/seeds/" \;
fi
# Swift seeds: the Swift samples and the real files of ../shared/corpus/swift.
cp samples/swift/*.swift "$work/seeds/"
if [[ -d ../shared/corpus/swift ]]; then
    find ../shared/corpus/swift -name '*.swift' -size -64k -exec cp {} "$work/seeds/" \;
fi
cp Tests/RobustnessTests/Regressions/* "$work/seeds/" 2>/dev/null || true
for page in rules/*.md; do
    awk -v prefix="$work/seeds/$(basename "$page" .md)" '
        /^```yaml/ { n++; file = prefix "-" n ".layout.yaml"; inside = 1; next }
        /^```/ { inside = 0 }
        inside { print > file }
    ' "$page"
done
sed -i -e 's/↓//g' -e 's/[0-9]\xEF\xB8\x8F\xE2\x83\xA3//g' "$work"/seeds/*-[0-9].layout.yaml

touch "$work/started"
export SWIFT_BACKTRACE=enable=no
options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536
         -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$work/crashes/")
status=0
"$out/fuzz-bytes" "${options[@]}" "$work/bytes" "$work/seeds" > "$work/bytes.log" 2>&1 &
bytes_pid=$!
"$out/fuzz-structured" "${options[@]}" "$work/structured" "$work/seeds" > "$work/structured.log" 2>&1 &
structured_pid=$!
wait $bytes_pid || status=$?
wait $structured_pid || status=$?

for mode in bytes structured; do
    grep -E '^stat::number_of_executed_units|^#[0-9]+ +DONE' "$work/$mode.log" | sed "s/^/fuzz $mode: /" || true
done
if [[ $status -ne 0 ]]; then
    for mode in bytes structured; do
        if grep -qE 'ERROR: libFuzzer|ERROR: AddressSanitizer|Fatal error' "$work/$mode.log"; then
            echo "fuzz $mode: FAILED; log: $work/$mode.log" >&2
            grep -E 'Fatal error|ERROR:|SUMMARY' "$work/$mode.log" | head -5 >&2
        fi
    done
    find "$work/crashes" -type f -newer "$work/started" | sed 's/^/fuzz: failing input: /' >&2
    exit 1
fi
echo "fuzz: no failure in ${seconds}s"
