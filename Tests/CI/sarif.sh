#!/usr/bin/env bash
# Writes the SARIF log of every sample, validates each against the SARIF 2.1.0 schema and
# GitHub code scanning's list (check_sarif.py), and reads each with Microsoft's sarif-tools
# (`sarif summary`). Needs: python3 with jsonschema, and sarif-tools (`pip install
# jsonschema sarif-tools`). Prints "N passed, M failed"; exits 1 on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
schema="${SARIF_SCHEMA:-../shared/schemas/sarif-schema-2.1.0.json}"
[[ -f "$schema" ]] || { echo "no SARIF schema at $schema (set SARIF_SCHEMA)"; exit 1; }

swift build --product layoutlint >/dev/null
layoutlint="$(swift build --show-bin-path)/layoutlint"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

logs=()
while IFS= read -r sample; do
    log="$out/$(echo "$sample" | tr '/' '_').sarif"
    status=0
    "$layoutlint" lint --format sarif --output "$log" "$sample" || status=$?
    if [[ $status -gt 1 ]]; then echo "FAIL $sample: layoutlint exited with $status"; fi
    logs+=("$log")
done < <(find samples -name '*.layout.yaml' -o -name '*.layout.yml' | sort)
# One log of everything, with suppressed results, too.
"$layoutlint" lint --format sarif --include-suppressed --output "$out/all.sarif" samples || true
logs+=("$out/all.sarif")

schema_status=0
python3 Tests/CI/check_sarif.py "$schema" "${logs[@]}" > "$out/schema.txt" || schema_status=$?
grep '^FAIL' "$out/schema.txt" || true

passed=0 failed=0
for log in "${logs[@]}"; do
    if summary="$(sarif summary "$log" 2>&1)"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL sarif summary $log: $summary"
    fi
done
echo "schema and GitHub checks: $(tail -n 1 "$out/schema.txt")"
echo "sarif summary: $passed passed, $failed failed"
total_failed=$((failed + $(tail -n 1 "$out/schema.txt" | sed -E 's/.* ([0-9]+) failed/\1/')))
echo "$(( ${#logs[@]} * 2 - total_failed )) passed, $total_failed failed"
[[ $schema_status -eq 0 && $failed -eq 0 ]]
