#!/usr/bin/env bash
# Times `layoutlint lint --jobs 2` on a folder of 2,000 small layout files (copies of the
# samples) and measures the fixed cost of a file (Benchmarks/many_files.py).
# The last line is `many-files-seconds-jobs-2: S`.
#   usage: Benchmarks/many_files.sh [--files N] [--runs N]
# Links Swift's runtime statically (--static-swift-stdlib), as the README builds the tool to
# ship: that is what a process start costs a user.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product layoutlint >/dev/null
python3 Benchmarks/many_files.py --lint "$(swift build -c release --show-bin-path)/layoutlint" "$@"
