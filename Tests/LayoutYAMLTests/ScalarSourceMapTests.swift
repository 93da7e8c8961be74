import LayoutDiagnostics
import LayoutYAML
import XCTest

/// Offsets inside a scalar's value must map to the exact column the character was written at.
final class ScalarSourceMapTests: XCTestCase {
    /// Reads `text`, takes the first sequence item, and returns the position of the first
    /// occurrence of `needle` in its value.
    private func position(of needle: String, in text: String) throws -> SourcePosition {
        let file = SourceFile(path: "t.yaml", text: text)
        let result = YAMLReader.read(file)
        XCTAssertEqual(result.diagnostics, [])
        let node = try XCTUnwrap(result.root?.sequence?.first)
        let value = try XCTUnwrap(node.scalar?.value)
        let range = try XCTUnwrap(value.range(of: needle))
        let offset = value.unicodeScalars.distance(from: value.unicodeScalars.startIndex, to: range.lowerBound)
        return YAMLReader.position(ofOffset: offset, inScalar: node, of: file)
    }

    func testPlain() throws {
        XCTAssertEqual(try position(of: "$", in: "- a.top == b.$bottom\n"), SourcePosition(line: 1, column: 14))
    }

    func testSingleQuotedWithDoubledQuote() throws {
        XCTAssertEqual(try position(of: "$", in: "- 'it''s $'\n"), SourcePosition(line: 1, column: 10))
    }

    func testDoubleQuotedWithEscapes() throws {
        XCTAssertEqual(try position(of: "$", in: "- \"\\t\\u00e9 $\"\n"), SourcePosition(line: 1, column: 13))
    }

    func testMultiLinePlainScalar() throws {
        XCTAssertEqual(try position(of: "$", in: "- a.top ==\n    b.$bottom\n"), SourcePosition(line: 2, column: 7))
        XCTAssertEqual(try position(of: "b.", in: "- a.top ==\n    b.$bottom\n"), SourcePosition(line: 2, column: 5))
    }

    func testMultiLineDoubleQuotedWithEscapedBreak() throws {
        XCTAssertEqual(try position(of: "$", in: "- \"H:|-[a]\\\n    -[$b]\"\n"), SourcePosition(line: 2, column: 7))
    }

    func testLiteralBlock() throws {
        XCTAssertEqual(try position(of: "$", in: "- |\n  first\n  se$cond\n"), SourcePosition(line: 3, column: 5))
    }

    func testFoldedBlock() throws {
        XCTAssertEqual(try position(of: "$", in: "- >-\n  one\n  t$wo\n"), SourcePosition(line: 3, column: 4))
    }

    /// A block scalar's node ends on the line of the node after it; that less indented line
    /// is not content. Read as content, the map missed the value and counted from the `>`,
    /// past the end of its line (found by the byte fuzzer).
    func testBlockScalarFollowedByALessIndentedNode() throws {
        for indicator in [">", "|"] {
            let text = "- \(indicator)\n    Stack Vi$ew == grid.bottom\n- a.top == b.bottom @999 and more text\n"
            XCTAssertEqual(try position(of: "$", in: text), SourcePosition(line: 2, column: 13), indicator)
            XCTAssertEqual(try position(of: "grid", in: text), SourcePosition(line: 2, column: 20), indicator)
        }
    }

    /// A first line of only white space after the opening quote folds away entirely (its
    /// trailing spaces are dropped, its break becomes one space); found by the byte fuzzer,
    /// which put a lone carriage return there. Every kind of line break maps alike.
    func testDoubleQuotedFirstLineOfOnlySpaces() throws {
        for lineBreak in ["\n", "\r", "\r\n"] {
            let text = "- \"  \(lineBreak)on$e]\n  two\"\n"
            XCTAssertEqual(try position(of: "$", in: text), SourcePosition(line: 2, column: 3), "break \(lineBreak.debugDescription)")
            XCTAssertEqual(try position(of: "two", in: text), SourcePosition(line: 3, column: 3), "break \(lineBreak.debugDescription)")
        }
        XCTAssertEqual(try position(of: "$", in: "- '  \ron$e'\n"), SourcePosition(line: 2, column: 3))
    }

    func testOffsetPastTheEndMapsToTheEnd() throws {
        let file = SourceFile(path: "t.yaml", text: "- abc\n")
        let node = try XCTUnwrap(YAMLReader.read(file).root?.sequence?.first)
        XCTAssertEqual(YAMLReader.position(ofOffset: 3, inScalar: node, of: file), SourcePosition(line: 1, column: 6))
        let quoted = SourceFile(path: "t.yaml", text: "- \"abc\"\n")
        let quotedNode = try XCTUnwrap(YAMLReader.read(quoted).root?.sequence?.first)
        // Just past "abc" is the closing quote.
        XCTAssertEqual(YAMLReader.position(ofOffset: 3, inScalar: quotedNode, of: quoted), SourcePosition(line: 1, column: 7))
    }
}
