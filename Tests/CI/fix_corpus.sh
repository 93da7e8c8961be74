#!/usr/bin/env bash
# Runs `layoutlint fix --unsafe` on a copy of the Interface Builder corpus (made in a
# temporary folder, never in the repository) and checks it with `lint`: no finding a fix
# claimed to remove is still reported, no new warning or error appears (new note-level
# findings are counted: an unsafe fix that breaks a tie makes a view stretch, docs/fix.md),
# and a second `fix --unsafe --diff` finds nothing. Prints `git diff --stat`-style counts.
# LAYOUTLINT overrides the binary (default: a debug build of this checkout); CORPUS the
# folder (default: ../shared/corpus/ib). `--every N` (or EVERY=N) keeps every Nth document
# (the 1st, N+1th… in sorted path order), a deterministic subset for CI, where the whole
# corpus takes too long on a debug build (docs/fix.md). Exits 1 on any failure.
set -euo pipefail
every="${EVERY:-1}"
if [[ "${1:-}" == "--every" ]]; then every="${2:-}"; fi
[[ "$every" =~ ^[1-9][0-9]*$ ]] || { echo "--every needs a positive whole number, not '$every'"; exit 1; }
cd "$(dirname "$0")/../.."
corpus="${CORPUS:-../shared/corpus/ib}"
[[ -d "$corpus" ]] || { echo "no corpus at $corpus (set CORPUS)"; exit 1; }
if [[ -z "${LAYOUTLINT:-}" ]]; then
    swift build --product layoutlint >/dev/null
    LAYOUTLINT="$(swift build --show-bin-path)/layoutlint"
fi
out="$(mktemp -d)"
trap 'chmod -R u+w "$out"; rm -rf "$out"' EXIT
mkdir "$out/before" "$out/after"
cp -R "$corpus"/. "$out/before/"
chmod -R u+w "$out/before"
find "$out/before" -type f ! \( -name '*.storyboard' -o -name '*.xib' \) -delete
if (( every > 1 )); then
    ( cd "$out/before" && find . -type f | LC_ALL=C sort | awk -v n="$every" '(NR - 1) % n != 0' | while IFS= read -r f; do rm -- "$f"; done )
fi
echo "documents: $(find "$out/before" -type f | wc -l | tr -d ' ')$( (( every > 1 )) && echo " (every $every)")"
cp -R "$out/before"/. "$out/after/"

( cd "$out/after" && "$LAYOUTLINT" lint --format json . > "$out/lint-before.json" ) || true
( cd "$out/after" && "$LAYOUTLINT" fix --unsafe . > "$out/fix.txt" )
( cd "$out/after" && "$LAYOUTLINT" lint --format json . > "$out/lint-after.json" ) || true
second=0
( cd "$out/after" && "$LAYOUTLINT" fix --unsafe --diff . > "$out/second.diff" 2>/dev/null ) || second=$?

status=0
python3 - "$out" "$second" <<'PY' || status=$?
import collections, json, re, sys
out, second = sys.argv[1], int(sys.argv[2])
before = json.load(open(f"{out}/lint-before.json"))
after = json.load(open(f"{out}/lint-after.json"))
key = lambda f: (f["path"], f["rule"], f["message"])
count_before = collections.Counter(map(key, before))
count_after = collections.Counter(map(key, after))
# Findings by place: one view can have several of a rule there (no height, no horizontal
# position), and a fixed line names the place, not the message.
at = collections.defaultdict(set)
for f in before:
    at[(f["path"], f["line"], f["column"], f["rule"])].add(key(f))
claimed = collections.Counter()
fixed_by_rule = collections.Counter()
refused_by_rule = collections.Counter()
for line in open(f"{out}/fix.txt"):
    m = re.match(r"(.*):(\d+):(\d+): (fixed|not fixed) \[([a-z-]+)\]", line)
    if not m:
        continue
    path, line_no, column, verb, rule = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5)
    if verb == "not fixed":
        refused_by_rule[rule] += 1
        continue
    fixed_by_rule[rule] += 1
    place = (path, line_no, column, rule)
    if place in at:  # findings of a later round are at the text of that round
        claimed[place] += 1
failures = []
for place, n in claimed.items():
    gone = sum(max(0, count_before[k] - count_after[k]) for k in at[place])
    if gone < n:
        failures.append(f"still reported: {sorted(at[place])}")
new = [k for k in count_after if count_after[k] > count_before[k]]
new_notes = [k for k in new if any(key(f) == k and f["severity"] == "note" for f in after)]
# A misplaced frame whose '?' parts (undetermined) are now the drawn values is the finding
# the view had, once constraints added for it (underconstrained-axis) determine them where
# it is drawn (docs/fix.md, FixCheck.isSameMisplacedFrame).
def frame_parts(message):
    m = re.match(r"(.*) is drawn at \[([^\]]*)\] but its constraints place it at \[([^\]]*)\]$", message)
    return m and (m.group(1), m.group(2).split(", "), m.group(3).split(", "))
def filled_in(old, new):
    a, b = frame_parts(old), frame_parts(new)
    return bool(a and b and a[0] == b[0] and a[1] == b[1] and len(a[2]) == len(b[2]) == 4
                and all(x == y or (x == "?" and y == d) for x, y, d in zip(a[2], b[2], b[1])))
gone = [k for k in count_before if count_after[k] < count_before[k]]
new_other = [k for k in new if k not in new_notes
             and not (k[1] == "misplaced-frame" and any(g[0] == k[0] and g[1] == k[1] and filled_in(g[2], k[2]) for g in gone))]
for k in new_other:
    failures.append(f"new finding: {k}")
if second != 0:
    failures.append(f"a second fix --unsafe --diff found more to fix (exit {second})")
print("fixed by rule:", dict(sorted(fixed_by_rule.items())))
print("refused by rule:", dict(sorted(refused_by_rule.items())))
print(f"findings: {len(before)} before, {len(after)} after; new note-level findings: {sum(count_after[k] - count_before[k] for k in new_notes)}")
for failure in failures[:20]:
    print("FAIL", failure)
print(f"{sum(fixed_by_rule.values())} fixed, {len(failures)} failures")
sys.exit(1 if failures else 0)
PY
git diff --no-index --stat=200 "$out/before" "$out/after" | tail -1 || true
exit $status
