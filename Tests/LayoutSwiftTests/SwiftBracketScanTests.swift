// The bracket scan that runs before parsing: what it closes after the end of an unfinished
// file, so that swift-syntax's recovery does not look ahead past every later token for each
// bracket left open (users see only the time this takes, which no test may assert).
@testable import LayoutSwift
import XCTest

final class SwiftBracketScanTests: XCTestCase {
    private func closers(_ text: String) -> String { SwiftModule.scanBrackets(text).closers }

    func testBracketsLeftOpenAreClosedInnermostFirst() {
        XCTAssertEqual(closers("func f() {\n    let a = [1, g(2\n"), "\n)]}")
        XCTAssertEqual(closers("func f() { }\n"), "")
    }

    func testAClosingBracketClosesTheNearestOfItsKindAndThoseInside() {
        XCTAssertEqual(closers("{ [ ( }"), "")
        XCTAssertEqual(closers("{ ( ] ("), "\n))}")
    }

    func testBracketsInCommentsAndStringsAreNotCounted() {
        XCTAssertEqual(closers("{ // (\n\"(\" /* [ */ #\"\\\"#"), "\n}")
    }

    func testACommentOrMultilineStringTheFileEndsInsideIsEndedFirst() {
        XCTAssertEqual(closers("{ /* a /* b */"), "*/\n}")
        XCTAssertEqual(closers("{ let s = ##\"\"\"\n (\"\"\"#"), "\n\"\"\"##\n}")
        XCTAssertEqual(closers("{ let s = \"abc"), "\n}")
    }

    func testTheNinthBracketLeftOpenIsRefused() {
        let text = String(repeating: "{", count: 9)
        XCTAssertEqual(SwiftModule.scanBrackets(text).refusal?.offset, 8)
        XCTAssertEqual(SwiftModule.scanBrackets(String(text.dropLast())).refusal?.offset, nil)
    }
}
