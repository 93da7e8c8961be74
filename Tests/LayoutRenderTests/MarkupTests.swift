@testable import LayoutRender
import XCTest

/// Numbers and text as they appear in the SVG and HTML.
final class MarkupTests: XCTestCase {
    func testNumbersHaveAtMostTwoDecimalsAndNoExponent() {
        XCTAssertEqual(Markup.number(12), "12")
        XCTAssertEqual(Markup.number(12.5), "12.5")
        XCTAssertEqual(Markup.number(-0.25), "-0.25")
        XCTAssertEqual(Markup.number(0.05), "0.05")
        XCTAssertEqual(Markup.number(1.005), "1") // 100.49999… hundredths
        XCTAssertEqual(Markup.number(-0.001), "0")
        XCTAssertEqual(Markup.number(1e300), "1000000000")
        XCTAssertEqual(Markup.number(.nan), "0")
        XCTAssertEqual(Markup.number(-.infinity), "0")
    }

    func testTextIsEscapedAndControlCharactersReplaced() {
        XCTAssertEqual(Markup.escape("a<b & 'c' \"d\">"), "a&lt;b &amp; &#39;c&#39; &quot;d&quot;&gt;")
        XCTAssertEqual(Markup.escape("x\u{1B}[31m"), "x\u{FFFD}[31m")
    }

    func testFileNamesKeepOnlySafeCharacters() {
        XCTAssertEqual(Markup.slug("six-pictures@compact"), "six-pictures@compact")
        XCTAssertEqual(Markup.slug("a b/c"), "a-b-c")
        XCTAssertEqual(Markup.slug("../etc/passwd"), "..-etc-passwd")
        XCTAssertEqual(Markup.slug(""), "-")
    }
}
