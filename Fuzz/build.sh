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

for module in LayoutDiagnostics LayoutYAML LayoutModel LayoutSolver LayoutEngine; do
    echo "fuzz build: $module"
    build_module "$module"
done
echo "fuzz build: LayoutRules"
build_module LayoutRules "$resources"
# The Swift front end parses with swift-syntax, which SwiftPM builds (it is not compiled here
# with -sanitize=fuzzer: its objects are linked from the package's debug build uninstrumented,
# so the fuzzer is guided by our reader's branches, not the parser's).
syntax=.build/debug
if [[ ! -d $syntax/SwiftParser.build || ! -d .build/checkouts/swift-syntax ]]; then
    swift build --product layoutlint
fi
flags+=(-I "$syntax/Modules" -Xcc -I -Xcc .build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include)
echo "fuzz build: LayoutSwift"
build_module LayoutSwift
syntax_objects=("$syntax"/SwiftSyntax.build/*.o "$syntax"/SwiftSyntax[0-9]*.build/*.o "$syntax"/SwiftParser.build/*.o
                "$syntax"/_SwiftSyntaxCShims.build/*.o)

for module in LayoutReporters LayoutInterfaceBuilder LayoutLint LayoutConsoleLog; do
    echo "fuzz build: $module"
    build_module "$module"
done

objects=("$out"/Layout*.o "${syntax_objects[@]}")
echo "fuzz build: linking"
swiftc "${flags[@]}" -module-name FuzzBytes Fuzz/FuzzPipeline.swift "${objects[@]}" -lyaml -lxml2 -o "$out/fuzz-bytes"
swiftc "${flags[@]}" -module-name FuzzStructured -import-objc-header Fuzz/LibFuzzer.h \
    Fuzz/FuzzPipeline.swift Fuzz/StructuredMutator.swift Sources/LayoutTestSupport/SplitMix.swift "${objects[@]}" -lyaml -lxml2 -o "$out/fuzz-structured"
swiftc "${flags[@]}" -module-name FuzzLogs Fuzz/FuzzLogs.swift "${objects[@]}" -lyaml -lxml2 -o "$out/fuzz-logs"
