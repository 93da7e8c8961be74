// The reference of Benchmarks/lint_swift.sh: a bare SwiftParser parse of each file given, and
// nothing else (no reading of the tree, no Foundation), so that the lint time of Swift code can
// be stated as a multiple of what merely parsing it costs.
//
//   swift-parse-reader FILE ...     prints the number of bytes the trees cover
import SwiftParser
import SwiftSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ message: String) -> Never {
    print("swift-parse-reader: \(message)")
    exit(2)
}

/// The whole file's bytes, read with the C library.
func bytes(of path: String) -> [UInt8] {
    guard let input = fopen(path, "rb") else { fail("cannot read \(path)") }
    defer { fclose(input) }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&buffer, 1, buffer.count, input)
        if count == 0 { break }
        result += buffer[0..<count]
    }
    return result
}

guard CommandLine.arguments.count >= 2 else { fail("usage: swift-parse-reader FILE ...") }
var covered = 0
for path in CommandLine.arguments.dropFirst() {
    let source = bytes(of: path)
    let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
    covered += tree.endPosition.utf8Offset
}
print(covered)
