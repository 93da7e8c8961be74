import LayoutDiagnostics
import XCTest

final class SourceFileTests: XCTestCase {
    func testLinesSplitLikeYAML() {
        let file = SourceFile(path: "f", text: "a\r\nb\rc\nd\u{2028}e\u{85}f")
        XCTAssertEqual((1...6).compactMap { file.line($0) }, ["a", "b", "c", "d", "e", "f"])
        XCTAssertNil(file.line(7))
        XCTAssertNil(file.line(0))
    }

    func testByteOrderMarkIsDropped() {
        XCTAssertEqual(SourceFile(path: "f", text: "\u{FEFF}x: 1").line(1), "x: 1")
    }

    func testReportOrderIsByPathThenPositionThenRule() {
        func diagnostic(_ path: String, _ line: Int, _ rule: String) -> Diagnostic {
            Diagnostic(ruleID: rule, severity: .warning, message: "m",
                       location: SourceLocation(path: path, position: SourcePosition(line: line, column: 1)))
        }
        let sorted = [diagnostic("b", 1, "x"), diagnostic("a", 2, "y"), diagnostic("a", 2, "a"), diagnostic("a", 1, "z")]
            .sorted(by: Diagnostic.reportOrder)
        XCTAssertEqual(sorted.map { "\($0.location.path):\($0.location.start.line):\($0.ruleID)" }, ["a:1:z", "a:2:a", "a:2:y", "b:1:x"])
    }
}
