import LayoutDiagnostics
@testable import LayoutYAML
import XCTest

final class YAMLReaderTests: XCTestCase {
    private func read(_ text: String) -> YAMLReadResult {
        YAMLReader.read(SourceFile(path: "t.yaml", text: text))
    }

    private func render(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.flatMap { diagnostic in
            ["\(diagnostic.location.start)-\(diagnostic.location.end) \(diagnostic.ruleID): \(diagnostic.message)"]
                + diagnostic.notes.map { "  \($0.location.start) note: \($0.message)" }
        }
    }

    func testScalarsKeepExactRangesAndStyles() throws {
        let result = read("views:\n  root: { size: [375, 'x'] }\n  label: \"héllo\"\n")
        XCTAssertEqual(result.diagnostics.count, 0)
        let root = try XCTUnwrap(result.root)
        XCTAssertEqual(root.range.start, SourcePosition(line: 1, column: 1))
        let views = try XCTUnwrap(root.value(forKey: "views")?.mapping)
        XCTAssertEqual(views.map { $0.key.scalar?.value }, ["root", "label"])
        XCTAssertEqual(views[0].key.range, SourceRange(start: .init(line: 2, column: 3), end: .init(line: 2, column: 7)))
        let size = try XCTUnwrap(views[0].value.value(forKey: "size")?.sequence)
        XCTAssertEqual(size[0].scalar, YAMLScalar(value: "375", style: .plain))
        XCTAssertEqual(size[0].range, SourceRange(start: .init(line: 2, column: 18), end: .init(line: 2, column: 21)))
        XCTAssertEqual(size[1].scalar, YAMLScalar(value: "x", style: .singleQuoted))
        XCTAssertEqual(size[1].range, SourceRange(start: .init(line: 2, column: 23), end: .init(line: 2, column: 26)))
        // Columns count Unicode scalars: "héllo" ends after 7 scalars including quotes.
        XCTAssertEqual(views[1].value.range, SourceRange(start: .init(line: 3, column: 10), end: .init(line: 3, column: 17)))
        XCTAssertEqual(views[1].value.scalar?.style, .doubleQuoted)
    }

    func testSyntaxErrorHasProblemPositionAndContext() {
        let result = read("views:\n  a: 1\n b: 2\n")
        XCTAssertNil(result.root)
        XCTAssertEqual(render(result.diagnostics), [
            "3:2-3:3 yaml-syntax: did not find expected key",
            "  1:1 note: while parsing a block mapping, which starts here",
        ])
    }

    func testUnclosedQuote() {
        let result = read("a: \"open\nb: 1\n")
        XCTAssertEqual(render(result.diagnostics), [
            "3:1-3:2 yaml-syntax: found unexpected end of stream",
            "  1:4 note: while scanning a quoted scalar, which starts here",
        ])
    }

    func testDuplicateKeyIsAnErrorWithNoteAtFirst() {
        let result = read("views:\n  a: {}\n  a: {}\n")
        XCTAssertEqual(render(result.diagnostics), [
            "3:3-3:4 yaml-syntax: duplicate key 'a' in this mapping",
            "  2:3 note: 'a' is first given here",
        ])
    }

    func testAliasesExpandWithTheAliasRange() throws {
        let result = read("base: &b { kind: label }\nother: *b\n")
        XCTAssertEqual(result.diagnostics.count, 0)
        let other = try XCTUnwrap(result.root?.value(forKey: "other"))
        XCTAssertEqual(other.value(forKey: "kind")?.scalar?.value, "label")
        XCTAssertEqual(other.range, SourceRange(start: .init(line: 2, column: 8), end: .init(line: 2, column: 10)))
    }

    func testMergeKeysDoNotOverrideExplicitKeys() throws {
        let result = read("base: &b { kind: label, hidden: true }\nv:\n  <<: *b\n  kind: button\n")
        XCTAssertEqual(result.diagnostics.count, 0)
        let view = try XCTUnwrap(result.root?.value(forKey: "v"))
        XCTAssertEqual(view.mapping?.map { $0.key.scalar?.value }, ["kind", "hidden"])
        XCTAssertEqual(view.value(forKey: "kind")?.scalar?.value, "button")
    }

    func testMergeFromASequenceOfAliasesTakesTheFirstSourceAndKeepsTheAnchorsRanges() throws {
        let result = read("a: &a { kind: label, hidden: true }\nb: &b { kind: button, margins: 8 }\nv:\n  <<: [*a, *b]\n  hidden: false\n")
        XCTAssertEqual(result.diagnostics.count, 0)
        let view = try XCTUnwrap(result.root?.value(forKey: "v")?.mapping)
        XCTAssertEqual(view.map { $0.key.scalar?.value }, ["hidden", "kind", "margins"])
        XCTAssertEqual(view.map { $0.value.scalar?.value }, ["false", "label", "8"])
        // Merged pairs point where the anchor's mapping wrote them.
        XCTAssertEqual(view[1].key.range, SourceRange(start: .init(line: 1, column: 9), end: .init(line: 1, column: 13)))
        XCTAssertEqual(view[2].value.range, SourceRange(start: .init(line: 2, column: 32), end: .init(line: 2, column: 33)))
    }

    func testMergeOfAScalarIsReportedAtTheScalar() {
        let result = read("s: &s 12\nv:\n  <<: [*s]\n")
        XCTAssertNil(result.root)
        XCTAssertEqual(render(result.diagnostics),
                       ["3:8-3:10 yaml-syntax: a merge key '<<' takes a mapping or a sequence of mappings, found a number"])
    }

    func testDuplicateKeyInALongMappingPointsAtTheFirst() {
        let keys = (0..<40).map { "  v\($0): {}\n" }.joined()
        let result = read("views:\n" + keys + "  v17: {}\n")
        XCTAssertEqual(render(result.diagnostics), [
            "42:3-42:6 yaml-syntax: duplicate key 'v17' in this mapping",
            "  19:3 note: 'v17' is first given here",
        ])
    }

    func testScalarBytesAreTheDecodedValue() throws {
        let result = read("- \"a\\tb\"\n- 'it''s'\n- visual\n- [visual]\n")
        let items = try XCTUnwrap(result.root?.sequence)
        XCTAssertEqual(items[0].scalarBytes.map(Array.init), Array("a\tb".utf8))
        XCTAssertEqual(items[1].scalar, YAMLScalar(value: "it's", style: .singleQuoted))
        XCTAssertTrue(items[2].isScalar("visual"))
        XCTAssertFalse(items[2].isScalar("visua"))
        XCTAssertFalse(items[3].isScalar("visual"))
        XCTAssertNil(items[3].scalarBytes)
        XCTAssertEqual(items[3].sequence?.first?.scalarStyle, .plain)
    }

    func testUnknownAlias() {
        let result = read("a: *nope\n")
        XCTAssertEqual(render(result.diagnostics), ["1:4-1:9 yaml-syntax: unknown alias '*nope': no anchor '&nope' comes before it"])
    }

    func testAliasBombStopsAtTheCap() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...12 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        // 10^12 nodes if expanded: the test ends at all only because the cap stops it.
        let result = read(text)
        XCTAssertNil(result.root)
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.location.start.line, 7)
        XCTAssertEqual(result.diagnostics.first?.message,
                       "the document expands to more than 2000000 nodes; aliases are capped so that an alias bomb cannot exhaust memory")
    }

    /// The cap counts every node, aliases or not; a document without aliases that crosses it
    /// is not called an alias bomb. (The real cap, 2,000,000 nodes, is reached by 50 MB of
    /// views in `Tests/CI/limits.sh` against the release build.)
    func testManyNodesWithoutAliasesStopWhereTheCapIsCrossed() {
        var text = "views:\n  root: { size: [375, 100] }\n"
        for index in 0..<1_000 { text += "  view\(index): { parent: root, intrinsic: [10, 20] }\n" }
        let result = YAMLReader.read(SourceFile(path: "t.yaml", text: text), limits: YAMLLimits(maximumNodes: 2_000))
        // 9 nodes up to root's size, then 8 a view: view248 (line 251) holds nodes 1,994 to
        // 2,001, its last one the '20' at columns 44-45, the first past the cap.
        XCTAssertNil(result.root)
        XCTAssertEqual(render(result.diagnostics), ["251:44-251:46 yaml-syntax: the document has more than 2000 nodes"])
    }

    func testDeepNestingIsCapped() {
        let text = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let result = read(text)
        XCTAssertEqual(render(result.diagnostics), ["1:513-1:514 yaml-syntax: collections nest deeper than 512 levels"])
    }

    func testSecondDocumentIsReported() {
        let result = read("a: 1\n---\nb: 2\n")
        XCTAssertEqual(render(result.diagnostics), ["2:1-2:4 layout-schema: a layout file holds one YAML document; this second document is ignored"])
        XCTAssertNotNil(result.root)
    }

    func testEmptyAndCommentOnlyFilesHaveNoRoot() {
        XCTAssertNil(read("").root)
        XCTAssertEqual(read("").diagnostics.count, 0)
        XCTAssertNil(read("# nothing here\n").root)
    }

    func testInvalidUTF8IsReportedAtItsPosition() {
        let bytes: [UInt8] = Array("a: 1\nb: x".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        guard case .failure(let error) = YAMLReader.decode(bytes, path: "t.yaml") else { return XCTFail("expected failure") }
        XCTAssertEqual(render([error.diagnostic]), ["2:5-2:6 yaml-syntax: invalid UTF-8: byte 0xC3 at byte offset 9 does not start or continue a valid UTF-8 sequence"])
    }

    func testEveryKindOfInvalidUTF8IsCaught() {
        let cases: [[UInt8]] = [[0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
                                [0xF0, 0x80, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
                                [0xFF], [0xE2, 0x82], [0xC3]]
        for bad in cases {
            let problem = UTF8Validation.firstProblem(in: Array("ok: ".utf8) + bad)
            XCTAssertEqual(problem?.offset, 4, "\(bad)")
        }
        XCTAssertNil(UTF8Validation.firstProblem(in: Array("é ✓ 𝄞".utf8)))
    }

    func testNulByte() {
        guard case .failure(let error) = YAMLReader.decode([0x61, 0x3A, 0x00], path: "t.yaml") else { return XCTFail("expected failure") }
        XCTAssertEqual(render([error.diagnostic]), ["1:3-1:4 yaml-syntax: the file contains a NUL byte at byte offset 2; layout files are UTF-8 text"])
    }

    func testByteOrderMarkAndCRLF() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: two\r\n".utf8)
        guard case .success(let file) = YAMLReader.decode(bytes, path: "t.yaml") else { return XCTFail("expected text") }
        let result = YAMLReader.read(file)
        XCTAssertEqual(result.diagnostics.count, 0)
        let b = try XCTUnwrap(result.root?.mapping?[1].value)
        XCTAssertEqual(b.range, SourceRange(start: .init(line: 2, column: 4), end: .init(line: 2, column: 7)))
        XCTAssertEqual(file.line(2), "b: two")
    }

    func testTabIndentationIsASyntaxError() {
        let result = read("a:\n\tb: 1\n")
        XCTAssertEqual(result.diagnostics.first?.ruleID, "yaml-syntax")
        XCTAssertEqual(result.diagnostics.first?.location.start, SourcePosition(line: 2, column: 1))
    }
}
