#!/usr/bin/env bash
# The SwiftPM plugins as a team uses them (issue 20): a scratch package in a temporary
# folder depends on this checkout by path, with one target holding a layout file with a
# known defect (a required width that cannot fit), and:
#   - `swift build` prints the finding at its exact file:line:col, as a warning (the default
#     for error-level findings), and succeeds, without an unhandled-file warning or a
#     resource bundle for the target;
#   - a second `swift build` with nothing changed lints nothing (SwiftPM relinks the tool
#     once after a first build, and the step it restarts ends at once, printing nothing and
#     leaving its stamp alone), a third does not even start the step, and an edit relints;
#   - `build-errors: error` in .layoutlint.yml relints and fails the build with `error:`;
#   - `swift package lint-layouts --format sarif --output …` writes a log that passes the
#     SARIF 2.1.0 schema and GitHub's list (check_sarif.py) and holds the finding;
#   - a baseline written with `lint-layouts --write-baseline` hides the finding in the build.
# The scratch package builds layoutlint and swift-argument-parser again (a few minutes on
# two cores). Prints "N passed, M failed"; exits 1 on any failure.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd -P)"
schema="${SARIF_SCHEMA:-$repo/../shared/schemas/sarif-schema-2.1.0.json}"
[[ -f "$schema" ]] || { echo "no SARIF schema at $schema (set SARIF_SCHEMA)"; exit 1; }

scratch="$(mktemp -d)"
scratch="$(cd "$scratch" && pwd -P)"
trap 'rm -rf "$scratch"' EXIT
# A package's identity is the last component of its path: name the link as the published
# package is named, so the manifest reads as a team's would (`package: "layoutlint"`).
ln -s "$repo" "$scratch/layoutlint"
app="$scratch/app"
mkdir -p "$app/Sources/Cells"
cat > "$app/Package.swift" <<'MANIFEST'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "../layoutlint")],
    targets: [
        .target(name: "Cells", plugins: [.plugin(name: "LayoutLintBuildPlugin", package: "layoutlint")]),
    ]
)
MANIFEST
echo 'public let cellHeight = 100' > "$app/Sources/Cells/Cells.swift"
cat > "$app/Sources/Cells/Cell.layout.yaml" <<'LAYOUT'
views:
  root: { size: [320, 100] }
  box: { parent: root }
constraints:
  - visual: "H:|-[box]-|"
  - visual: "V:|-[box]-|"
  - tooWide: box.width == 400
LAYOUT
layout="$app/Sources/Cells/Cell.layout.yaml"
finding="7:5: LEVEL: 'tooWide' (box.width == 400) cannot hold together with 3 other required constraints: the others put box.width at 280, where it needs 400; UIKit breaks one of them at run time [unsatisfiable-required]"

passed=0 failed=0
check() {  # check yes|no NAME OUTPUT
    if [[ $1 == yes ]]; then passed=$((passed + 1)); echo "ok: $2"; else failed=$((failed + 1)); echo "FAIL: $2"; echo "$3" | tail -n 40; fi
}
has_line() { grep -qxF "$1" <<<"$2" && echo yes || echo no; }
build() {  # sets status and output
    status=0
    output="$(cd "$app" && swift build 2>&1)" || status=$?
}

cd "$app"
build
check "$([[ $status == 0 ]] && echo yes || echo no)" "the first build succeeds despite an error-level finding (exit status $status)" "$output"
check "$(has_line "$layout:${finding/LEVEL/warning}" "$output")" "the finding is a warning at $layout:7:5" "$output"
check "$(has_line "$layout:2:11: note: conflicting: the width of root 'root' (320)" "$output")" "its notes follow at their own positions" "$output"
check "$(grep -q 'unhandled' <<<"$output" && echo no || echo yes)" "no unhandled-file warning for the layout file" "$output"
bin="$(swift build --show-bin-path)"
check "$([[ ! -e "$bin/App_Cells.resources" ]] && echo yes || echo no)" "the target gets no resource bundle" "$(ls "$bin")"
stamp="$(find "$app/.build/plugins/outputs" -name 'Cell.layout.yaml-*.layoutlint.swift' | head -n 1)"
check "$([[ -n $stamp ]] && echo yes || echo no)" "the build step's declared output exists" "$(find "$app/.build/plugins/outputs" 2>&1)"
before="$(stat -c %Y.%s "$stamp" 2>/dev/null; cat "$stamp" 2>/dev/null)"

printed_findings() { grep -qE 'Cell\.layout\.yaml:[0-9]' <<<"$1"; }
ran_step() { grep -qE 'layoutlint .*Cell\.layout\.yaml' <<<"$1"; }
sleep 1  # a rewrite of the stamp would show in its modification time
build
check "$([[ $status == 0 ]] && echo yes || echo no)" "the second build succeeds (exit status $status)" "$output"
# SwiftPM 6.3 builds a plugin's tool in two passes that keep separate records, and so
# relinks it, to the same bytes, on the build after a first one; every step the tool runs
# is then run again. The lint step sees its inputs and the executable's fingerprint
# unchanged and ends at once: it lints nothing, prints nothing and leaves its stamp alone.
check "$(printed_findings "$output" && echo no || echo yes)" "an unchanged build lints nothing and prints no finding" "$output"
if ran_step "$output"; then
    check "$(grep -q 'Linking layoutlint-tool' <<<"$output" && echo yes || echo no)" "the step starts again only because SwiftPM relinked the tool" "$output"
fi
check "$([[ "$(stat -c %Y.%s "$stamp"; cat "$stamp")" == "$before" ]] && echo yes || echo no)" "an unchanged build leaves the stamp untouched" "$before"
build
check "$(ran_step "$output" || printed_findings "$output" && echo no || echo yes)" "the next unchanged build does not start the step at all" "$output"

# An edit relints: the finding moves down with the line added above it.
sed -i '1i # edited' "$layout"
build
edited="${finding/7:5/8:5}"
check "$(has_line "$layout:${edited/LEVEL/warning}" "$output")" "an edited layout file is linted again" "$output"
sed -i '1d' "$layout"
build

# A configuration created after SwiftPM planned the build: the folder is an input.
echo 'build-errors: error' > .layoutlint.yml
build
check "$([[ $status != 0 ]] && echo yes || echo no)" "with build-errors: error the build fails (exit status $status)" "$output"
check "$(has_line "$layout:${finding/LEVEL/error}" "$output")" "the finding is an error at $layout:7:5" "$output"

status=0
output="$(swift package --allow-writing-to-package-directory lint-layouts --target Cells --format sarif --output layoutlint.sarif 2>&1)" || status=$?
check "$([[ $status == 1 ]] && echo yes || echo no)" "lint-layouts exits with layoutlint's status 1 for the error (exit status $status)" "$output"
sarif_check="$(python3 "$repo/Tests/CI/check_sarif.py" "$schema" layoutlint.sarif 2>&1)" && ok=yes || ok=no
check $ok "lint-layouts writes SARIF that passes the schema and GitHub's list" "$sarif_check"
found="$(python3 - <<'PY' 2>&1
import json
results = json.load(open("layoutlint.sarif"))["runs"][0]["results"]
print(" ".join(f'{r["ruleId"]}@{l["physicalLocation"]["artifactLocation"]["uri"]}:{l["physicalLocation"]["region"]["startLine"]}:{l["physicalLocation"]["region"]["startColumn"]}'
               for r in results for l in r["locations"][:1]))
PY
)"
check "$([[ $found == "unsatisfiable-required@Sources/Cells/Cell.layout.yaml:7:5" ]] && echo yes || echo no)" "the SARIF log holds the finding, relative to the package" "$found"

status=0
output="$(swift package --allow-writing-to-package-directory lint-layouts --write-baseline layoutlint-baseline.json 2>&1)" || status=$?
check "$([[ -s layoutlint-baseline.json ]] && echo yes || echo no)" "lint-layouts writes a baseline (exit status $status)" "$output"
build
check "$([[ $status == 0 ]] && ! grep -qF 'Cell.layout.yaml:7:5' <<<"$output" && echo yes || echo no)" "the baseline hides the finding in the build, which then succeeds (exit status $status)" "$output"

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
