import LayoutDiagnostics
import XCTest
@testable import LayoutModel

/// Loads YAML text as `test.layout.yaml`.
func load(_ text: String) -> LayoutLoadResult {
    LayoutLoader.load(SourceFile(path: "test.layout.yaml", text: text))
}

/// "line:column[-line:column] message" for each diagnostic, for compact comparisons.
func summaries(_ result: LayoutLoadResult) -> [String] {
    result.diagnostics.map { "\($0.location.range) [\($0.ruleID)] \($0.message)" }
}

/// Asserts exactly one diagnostic, a `layout-schema` error, with this place and message.
func assertSchemaError(_ text: String, line: Int, column: Int, endColumn: Int? = nil, _ message: String,
                       file: StaticString = #filePath, sourceLine: UInt = #line) {
    let result = load(text)
    guard result.diagnostics.count == 1, let diagnostic = result.diagnostics.first else {
        XCTFail("expected one diagnostic, got \(summaries(result))", file: file, line: sourceLine)
        return
    }
    XCTAssertEqual(diagnostic.ruleID, "layout-schema", file: file, line: sourceLine)
    XCTAssertEqual(diagnostic.severity, .error, file: file, line: sourceLine)
    XCTAssertEqual(diagnostic.message, message, file: file, line: sourceLine)
    XCTAssertEqual(diagnostic.location.start, SourcePosition(line: line, column: column), file: file, line: sourceLine)
    if let endColumn {
        XCTAssertEqual(diagnostic.location.end, SourcePosition(line: line, column: endColumn), file: file, line: sourceLine)
    }
    XCTAssertFalse(diagnostic.message.hasSuffix("."), file: file, line: sourceLine)
}

/// Loads text that must have no diagnostics and returns its document.
func document(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> LayoutDocument? {
    let result = load(text)
    XCTAssertEqual(summaries(result), [], file: file, line: line)
    XCTAssertNotNil(result.document, file: file, line: line)
    return result.document
}

/// A constraint as a tuple-like string: `id: display` for comparisons.
func describe(_ constraints: [LayoutConstraint]) -> [String] {
    constraints.map { "\($0.id): \($0.displayText)" }
}
