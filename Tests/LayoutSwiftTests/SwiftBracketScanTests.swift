// The bracket scan that runs before parsing: what it closes after the end of an unfinished
// file, so that swift-syntax's recovery does not look ahead past every later token for each
// bracket left open (users see only the time this takes, which no test may assert).
@testable import LayoutSwift
import XCTest

final class SwiftBracketScanTests: XCTestCase {
    private func closers(_ text: String) -> String { SwiftModule.scanBrackets(text).closers }

    func testBracketsLeftOpenAreClosedInnermostFirst() {
        XCTAssertEqual(closers("func f() {\n    let a = [1, g(2"), ")]}")
        XCTAssertEqual(closers("func f() { }\n"), "")
    }

    func testAClosingBracketClosesTheNearestOfItsKindAndThoseInside() {
        XCTAssertEqual(closers("{ [ ( }"), "")
        XCTAssertEqual(closers("{ ( ] ("), "))}")
    }

    func testBracketsInCommentsAndStringsAreNotCounted() {
        XCTAssertEqual(closers("{ // (\n\"(\" /* [ */ #\"\\\"#"), "}")
    }

    func testACommentOrStringTheFileEndsInsideIsEndedFirst() {
        XCTAssertEqual(closers("{ /* a /* b */"), "*/}")
        XCTAssertEqual(closers("{ let s = ##\"\"\"\n (\"\"\"#"), "\n\"\"\"##}")
        XCTAssertEqual(closers("{ let s = #\"abc"), "\"#}")
        XCTAssertEqual(closers("{ // (\n // )"), "\n}")
    }

    func testTheNinthBracketLeftOpenIsRefused() {
        let text = String(repeating: "{", count: 9)
        XCTAssertEqual(SwiftModule.scanBrackets(text).refusal?.offset, 8)
        XCTAssertEqual(SwiftModule.scanBrackets(String(text.dropLast())).refusal?.offset, nil)
    }

    func testLongLinesAreRefusedOnlyWhenTheyLeaveBracketsOpen() {
        let table = "let table = [" + Array(repeating: "1", count: 20_000).joined(separator: ", ") + "]\n"
        XCTAssertNil(SwiftModule.scanBrackets(table).refusal?.offset)
        let opened = "let table = [\n" + Array(repeating: "1", count: 20_000).joined(separator: ", ") + "]\n"
        XCTAssertNil(SwiftModule.scanBrackets(opened).refusal?.offset)
        // 2 left open on a line of 2,236 tokens come just under the limit (1e7); 2,237 pass it.
        let atLimit = "x\n{ { " + String(repeating: "a ", count: 2_234) + "\n}}"
        XCTAssertNil(SwiftModule.scanBrackets(atLimit).refusal?.offset)
        let past = "x\n{ { " + String(repeating: "a ", count: 2_235) + "\n}}"
        XCTAssertEqual(SwiftModule.scanBrackets(past).refusal?.offset, 2)
    }
}
