#!/usr/bin/env bash
# The real input limits at full size (50 MB files, a 65 MiB file, 2,000,000 YAML nodes, 20,000
# log constraints, libxml2's 10 MB text node, a 190-deep conflict, 1,000 files at several
# thread counts) against the release build, with generous hang guards. `swift test` checks the
# same logic with small limits passed in; see Tests/CI/limits.py for each check.
#
#   Tests/CI/limits.sh [RELEASE-BINARY]
#
# Builds the release binary unless one is given (CI gives the one the pre-commit hook built
# from the same commit, which saves a second release build of several minutes).
set -euo pipefail
binary="${1:-}"
cd "$(dirname "$0")/../.."
if [[ -z $binary ]]; then
    swift build -c release --product layoutlint
    binary=.build/release/layoutlint
fi
python3 Tests/CI/limits.py "$binary"
