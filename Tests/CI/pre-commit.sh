#!/usr/bin/env bash
# Runs the layoutlint pre-commit hooks of this repository, as a team's .pre-commit-config.yaml
# names them, in a scratch git repository holding a clean layout, a broken one and a file with
# a safe fix:
#   - `layoutlint` passes on the clean layout (and ignores other files), fails on the broken
#     one with the diagnostic in its output, and says nothing of the clean one;
#   - `layoutlint-fix` applies the safe fix in place and fails, so the fix is reviewed and
#     staged before the commit, and a second run passes with nothing left to fix.
#
# The hook repository is a clone of this checkout with its uncommitted changes to tracked files
# committed (what `pre-commit try-repo` does), in one pre-commit store for every run: pre-commit
# builds layoutlint with `swift build -c release` once (several minutes). Skips, printing why,
# only when pre-commit cannot be installed. LAYOUTLINT_REPO overrides the repository tried;
# LAYOUTLINT_KEEP_RELEASE names a path to copy the release layoutlint that pre-commit built to.
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
export PRE_COMMIT_HOME="$scratch/store"
commit() { git -c user.email=ci@example.com -c user.name=CI commit --quiet "$@"; }

hooks="$scratch/hooks"
git clone --quiet "$repo" "$hooks"
if ! git -C "$repo" diff --quiet HEAD; then
    git -C "$repo" diff --binary HEAD | git -C "$hooks" apply --index
    (cd "$hooks" && commit -m "uncommitted changes of $repo")
fi
rev="$(git -C "$hooks" rev-parse HEAD)"

mkdir "$scratch/team" && cd "$scratch/team"
git init --quiet .
cat > .pre-commit-config.yaml <<CONFIG
repos:
  - repo: $hooks
    rev: $rev
    hooks:
      - id: layoutlint
      - id: layoutlint-fix
CONFIG
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
git add . && commit -m fixture

passed=0 failed=0
report() {  # report OK NAME OUTPUT
    if [[ $1 == yes ]]; then passed=$((passed + 1)); echo "ok: $2"; else failed=$((failed + 1)); echo "FAIL: $2"; echo "$3" | tail -n 40; fi
}
status=0
output="$(pre-commit run layoutlint --verbose --files clean.layout.yaml notes.txt 2>&1)" || status=$?
ok=no; [[ $status == 0 ]] && grep -qE '^layoutlint\.+Passed' <<<"$output" && ok=yes
report $ok "the hook passes on a clean layout (exit status $status)" "$output"

status=0
output="$(pre-commit run layoutlint --verbose --all-files 2>&1)" || status=$?
ok=no; [[ $status != 0 ]] && grep -qE '^layoutlint\.+Failed' <<<"$output" && ok=yes
report $ok "the hook fails when a layout is broken (exit status $status)" "$output"
ok=no; grep -qF "broken.layout.yaml:2:29: error: unknown key 'colour' in view 'root'" <<<"$output" && ok=yes
report $ok "the hook prints the diagnostic" "$output"
ok=yes; grep -qE '(clean\.layout\.yaml|notes\.txt):[0-9]' <<<"$output" && ok=no
report $ok "the hook reports nothing about the clean layout or other files" "$output"

# The fix hook: a height given twice, whose later copy is removed (a safe fix).
cat > twice.layout.yaml <<'LAYOUT'
views:
  root: { size: [375, 100] }
  box: { parent: root }
constraints:
  - visual: "H:|-[box]-|"
  - visual: "V:|-[box]"
  - box.height == 44
  - box.height == 44
LAYOUT
git add twice.layout.yaml && commit -m "a duplicate"
status=0
output="$(pre-commit run layoutlint-fix --verbose --files twice.layout.yaml 2>&1)" || status=$?
ok=no; [[ $status != 0 ]] && grep -qE '^layoutlint fix\.+Failed' <<<"$output" && grep -qF "files were modified by this hook" <<<"$output" && ok=yes
report $ok "the fix hook fixes the file and stops the commit (exit status $status)" "$output"
ok=no; [[ "$(tail -n 2 twice.layout.yaml)" == $'  - visual: "V:|-[box]"\n  - box.height == 44' ]] && ok=yes
report $ok "the fix hook removed the later copy only" "$(cat twice.layout.yaml)"
git add twice.layout.yaml
status=0
output="$(pre-commit run layoutlint-fix --verbose --files twice.layout.yaml 2>&1)" || status=$?
ok=no; [[ $status == 0 ]] && grep -qE '^layoutlint fix\.+Passed' <<<"$output" && ok=yes
report $ok "the fix hook passes once the fix is staged (exit status $status)" "$output"

# The release build pre-commit made, kept where LAYOUTLINT_KEEP_RELEASE says (CI runs the
# input limits against it).
if [[ -n ${LAYOUTLINT_KEEP_RELEASE:-} ]]; then
    built="$(find "$PRE_COMMIT_HOME" -path '*/release/layoutlint' -type f | head -n 1)"
    [[ -n $built ]] && cp "$built" "$LAYOUTLINT_KEEP_RELEASE"
fi

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
