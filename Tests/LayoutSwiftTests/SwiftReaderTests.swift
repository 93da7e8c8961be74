import LayoutDiagnostics
import LayoutSwift
import XCTest

/// What the Swift reader reads, one construct at a time, as findings a user sees.
final class SwiftReaderTests: XCTestCase {
    func testDeepNestingBeyondTheReaderIsReportedUnread() {
        let code = "class V: UIView {\n func f() {" + String(repeating: "if x {", count: 110)
            + "let v = UIView(); v.widthAnchor.constraint(equalToConstant: 1).isActive = true" + String(repeating: "}", count: 110) + "}}"
        let loaded = SwiftLoader.load(SourceFile(path: "V.swift", text: code))
        XCTAssertEqual([loaded.readCount, loaded.unreadCount], [0, 1])
        for depth in [5, 30, 60, 90, 100] {
            let code = "class V: UIView {\n func f() {" + String(repeating: "if x {", count: depth)
                + "let v = UIView(); v.widthAnchor.constraint(equalToConstant: 1).isActive = true" + String(repeating: "}", count: depth) + "}}"
            let loaded = SwiftLoader.load(SourceFile(path: "V.swift", text: code))
            print("DEPTH", depth, loaded.readCount, loaded.unreadCount, loaded.result.document?.constraints.count ?? -1)
        }
        XCTAssertEqual(lintSwift(code), [])
    }
}
