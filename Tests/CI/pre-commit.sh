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

# try-repo builds the hook in a fresh store on every call (minutes each), so two calls:
# the clean layout (with a file the hook must ignore), then every file.
passed=0 failed=0
report() {  # report OK NAME OUTPUT
    if [[ $1 == yes ]]; then passed=$((passed + 1)); echo "ok: $2"; else failed=$((failed + 1)); echo "FAIL: $2"; echo "$3" | tail -n 40; fi
}
status=0
output="$(pre-commit try-repo "$repo" layoutlint --verbose --files clean.layout.yaml notes.txt 2>&1)" || status=$?
ok=no; [[ $status == 0 ]] && grep -qE '^layoutlint\.+Passed' <<<"$output" && ok=yes
report $ok "the hook passes on a clean layout (exit status $status)" "$output"

status=0
output="$(pre-commit try-repo "$repo" layoutlint --verbose --all-files 2>&1)" || status=$?
ok=no; [[ $status != 0 ]] && grep -qE '^layoutlint\.+Failed' <<<"$output" && ok=yes
report $ok "the hook fails when a layout is broken (exit status $status)" "$output"
ok=no; grep -qF "broken.layout.yaml:2:29: error: unknown key 'colour' in view 'root'" <<<"$output" && ok=yes
report $ok "the hook prints the diagnostic" "$output"
ok=yes; grep -qE '(clean\.layout\.yaml|notes\.txt):[0-9]' <<<"$output" && ok=no
report $ok "the hook reports nothing about the clean layout or other files" "$output"

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
