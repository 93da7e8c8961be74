#!/usr/bin/env bash
# Runs the layoutlint pre-commit hook from this repository (`pre-commit try-repo`) in a
# scratch git repository holding one clean and one broken layout file: the hook must pass
# on the clean one and fail on the broken one with the diagnostic in its output.
#
# pre-commit builds the hook with `swift build -c release` (several minutes the first
# time). Skips, printing why, only when pre-commit cannot be installed.
# LAYOUTLINT_REPO overrides the repository tried (default: this checkout, including
# uncommitted changes to tracked files).
set -euo pipefail
repo="${LAYOUTLINT_REPO:-$(cd "$(dirname "$0")/../.." && pwd)}"

if ! command -v pre-commit >/dev/null 2>&1; then
    if ! python3 -m pip install --quiet pre-commit >/dev/null 2>&1 || ! command -v pre-commit >/dev/null 2>&1; then
        echo "skipped: pre-commit could not be installed with pip"
        echo "0 passed, 0 failed (skipped)"
        exit 0
    fi
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
git init --quiet .
git config user.email ci@example.com
git config user.name CI
cat > clean.layout.yaml <<'LAYOUT'
views:
  root: { size: [375, 100] }
  box: { parent: root }
constraints:
  - visual: "H:|-[box]-|"
  - visual: "V:|-[box]-|"
LAYOUT
printf 'views:\n  root: { size: [375, 100], colour: red }\n' > broken.layout.yaml
echo "not a layout" > notes.txt
git add . && git commit --quiet -m fixture

passed=0 failed=0
check() {  # check NAME EXPECTED_STATUS PATTERN FILE
    local name="$1" expected="$2" pattern="$3" file="$4" status=0 output
    output="$(pre-commit try-repo "$repo" layoutlint --verbose --files "$file" 2>&1)" || status=$?
    if { [[ $expected == 0 && $status == 0 ]] || [[ $expected != 0 && $status != 0 ]]; } && grep -qF -- "$pattern" <<<"$output"; then
        passed=$((passed + 1)); echo "ok: $name"
    else
        failed=$((failed + 1)); echo "FAIL: $name (exit status $status)"; echo "$output" | tail -n 40
    fi
}
check "the hook passes on a clean layout" 0 "layoutlint...." clean.layout.yaml
check "the hook fails on a broken layout, with the diagnostic" 1 \
    "broken.layout.yaml:2:29: error: unknown key 'colour' in view 'root'" broken.layout.yaml
check "the hook skips files that are not layouts" 0 "(no files to check)Skipped" notes.txt
echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
