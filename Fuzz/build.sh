#!/usr/bin/env bash
# Builds the libFuzzer targets into Fuzz/.build: the library modules are compiled with
# swiftc directly (SwiftPM cannot add -sanitize=fuzzer to a library), then linked twice:
#   fuzz-bytes       libFuzzer's own byte mutations (parsers, reader, loader)
#   fuzz-structured  a custom mutator that edits valid layouts (numbers, priorities,
#                    relations, states), so the solver and rules are reached
#   fuzz-logs        byte mutations of console logs for explain-log (Fuzz/run-logs.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
out=Fuzz/.build
mkdir -p "$out"
flags=(-O -g -use-ld=lld -parse-as-library -swift-version 6 -sanitize=fuzzer,address -I "$out" -I Sources/CYAML
       -I Sources/CLibXML2 $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g'))

# SwiftPM embeds rules/*.md as PackageResources; the fuzzer does not need the pages.
resources="$out/PackageResources.swift"
{
    echo "struct PackageResources {"
    for page in rules/*.md; do
        name=$(basename "$page" | tr -- '-.' '__')
        echo "static let $name: [UInt8] = []"
    done
    echo "}"
} > "$resources"

build_module() {
    local name=$1; shift
    local sources
    sources=$(find "Sources/$name" -name '*.swift' | sort)
    # shellcheck disable=SC2086
    swiftc "${flags[@]}" -module-name "$name" -wmo -c $sources "$@" \
        -emit-module -emit-module-path "$out/$name.swiftmodule" -o "$out/$name.o"
}

# Modules in order of their dependencies (Package.swift); the modules of one step depend only
# on earlier steps, so they compile side by side (CI runs this on two cores, nothing beside it).
build_step() {  # build_step MODULE…: compiles them in parallel, fails when any fails
    local module pids=() status=0
    echo "fuzz build: $*"
    for module in "$@"; do
        if [[ $module == LayoutRules ]]; then build_module "$module" "$resources" & else build_module "$module" & fi
        pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid" || status=$?; done
    return $status
}
# The Swift front end parses with swift-syntax, which SwiftPM builds (it is not compiled here
# with -sanitize=fuzzer: its objects are linked from the package's debug build uninstrumented,
# so the fuzzer is guided by our reader's branches, not the parser's).
syntax=.build/debug
if [[ ! -d $syntax/SwiftParser.build || ! -d .build/checkouts/swift-syntax ]]; then
    swift build --product layoutlint
fi
syntax_flags=(-I "$syntax/Modules" -Xcc -I -Xcc .build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include)
syntax_objects=("$syntax"/SwiftSyntax.build/*.o "$syntax"/SwiftSyntax[0-9]*.build/*.o "$syntax"/SwiftParser.build/*.o
                "$syntax"/_SwiftSyntaxCShims.build/*.o)
flags+=("${syntax_flags[@]}")

build_step LayoutDiagnostics LayoutSolver
build_step LayoutYAML LayoutReporters
build_step LayoutModel
build_step LayoutEngine
build_step LayoutRules LayoutInterfaceBuilder LayoutSwift LayoutConsoleLog
build_step LayoutLint

objects=("$out"/Layout*.o "${syntax_objects[@]}")
echo "fuzz build: linking"
pids=()
swiftc "${flags[@]}" -module-name FuzzBytes Fuzz/FuzzPipeline.swift "${objects[@]}" -lyaml -lxml2 -o "$out/fuzz-bytes" &
pids+=($!)
swiftc "${flags[@]}" -module-name FuzzStructured -import-objc-header Fuzz/LibFuzzer.h \
    Fuzz/FuzzPipeline.swift Fuzz/StructuredMutator.swift Sources/LayoutTestSupport/SplitMix.swift "${objects[@]}" -lyaml -lxml2 -o "$out/fuzz-structured" &
pids+=($!)
swiftc "${flags[@]}" -module-name FuzzLogs Fuzz/FuzzLogs.swift "${objects[@]}" -lyaml -lxml2 -o "$out/fuzz-logs" &
pids+=($!)
for pid in "${pids[@]}"; do wait "$pid"; done
