import XCTest
import LayoutModel

/// A priority reads back the text it was written as, whether that text is its number (kept
/// without a string) or anything else, and keeps it when the value changes afterwards.
final class LayoutPriorityTests: XCTestCase {
    func testWrittenTextReadsBack() {
        XCTAssertNil(LayoutPriority(750).written)
        XCTAssertEqual(LayoutPriority(250, written: "250").written, "250")
        XCTAssertEqual(LayoutPriority(250, written: "250.0").written, "250.0")
        XCTAssertEqual(LayoutPriority(751, written: "high+1").written, "high+1")
        XCTAssertEqual(LayoutPriority(999.5, written: "999.5").description, "999.5")
        XCTAssertEqual(LayoutPriority(750).description, "750")
    }

    func testChangingTheValueKeepsTheWrittenText() {
        var priority = LayoutPriority(250, written: "250")
        priority.value = 300
        XCTAssertEqual(priority.written, "250")
        XCTAssertEqual(priority.value, 300)
        priority.written = "300"
        XCTAssertEqual(priority.description, "300")
        priority.written = nil
        XCTAssertNil(priority.written)
    }

    func testEqualityComparesValueAndText() {
        XCTAssertEqual(LayoutPriority(250, written: "250"), LayoutPriority(250, written: "250"))
        XCTAssertNotEqual(LayoutPriority(250, written: "250"), LayoutPriority(250))
        XCTAssertNotEqual(LayoutPriority(250, written: "250"), LayoutPriority(250, written: "250.0"))
        XCTAssertNotEqual(LayoutPriority(250, written: "low"), LayoutPriority(250, written: "250"))
        var changed = LayoutPriority(250, written: "250")
        changed.value = 300
        XCTAssertEqual(changed, LayoutPriority(300, written: "250"))
        XCTAssertEqual(Set([changed, LayoutPriority(300, written: "250")]).count, 1)
    }
}
