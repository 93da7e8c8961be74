import LayoutDiagnostics
@testable import LayoutEngine
import LayoutModel
import XCTest

/// A snapshot's views: the document's array shared, the views a state changed kept beside it.
final class SnapshotViewsTests: XCTestCase {
    private let here = SourceLocation(path: "t.layout.yaml", position: SourcePosition(line: 1, column: 1))

    private func views(_ count: Int) -> [LayoutView] {
        (0..<count).map { LayoutView(id: "v\($0)", parent: $0 == 0 ? nil : "v0", source: ViewSource(key: here, node: here)) }
    }

    func testChangedViewsAreReadBackInPlaceAndTheSharedArrayIsLeftAsItWas() {
        let declared = views(40)
        var snapshot = SnapshotViews(declared)
        snapshot.update(at: 7) { $0.hidden = true }
        snapshot.update(at: 3) { $0.hidden = true }
        snapshot.update(at: 7) { $0.intrinsic = IntrinsicSize(width: 12) }
        XCTAssertEqual(snapshot.indices.filter { snapshot[$0].hidden }, [3, 7])
        XCTAssertEqual(snapshot.filter(\.hidden).map(\.id), ["v3", "v7"])
        XCTAssertEqual(snapshot[7].intrinsic, IntrinsicSize(width: 12))
        XCTAssertEqual(snapshot.map(\.id), declared.map(\.id))
        XCTAssertEqual(declared.filter(\.hidden).count, 0)
    }

    func testPastTheViewsKeptAsideTheChangesGoIntoACopyAndStayRead() {
        let declared = views(60)
        var snapshot = SnapshotViews(declared)
        let changed = Array(stride(from: 59, through: 0, by: -3))  // 20, descending
        for index in changed { snapshot.update(at: index) { $0.hidden = true } }
        XCTAssertEqual(snapshot.indices.filter { snapshot[$0].hidden }, changed.reversed())
        XCTAssertEqual(declared.filter(\.hidden).count, 0)
    }

    func testRemovingKeepsTheOrderAndTheChanges() {
        var snapshot = SnapshotViews(views(6))
        snapshot.update(at: 5) { $0.hidden = true }
        snapshot.removeAll { $0.id == "v2" }
        XCTAssertEqual(snapshot.map(\.id), ["v0", "v1", "v3", "v4", "v5"])
        XCTAssertEqual(snapshot.count, 5)
        XCTAssertEqual(snapshot[4].hidden, true)
    }

    func testAStateThatHidesAViewSeesItHiddenAndTheDocumentDoesNot() throws {
        let yaml = """
            layout: t
            views:
              root: {size: [100, 100]}
              a: {parent: root}
              b: {parent: root}
            states:
              gone:
                hide: [b]
            """
        let result = LayoutLoader.load(SourceFile(path: "t.layout.yaml", text: yaml))
        let document = try XCTUnwrap(result.document)
        let declared = LayoutSnapshot(base: document)
        let gone = LayoutSnapshot(document: document, state: "gone")
        XCTAssertEqual(gone.views.map { "\($0.id) \($0.hidden)" }, ["root false", "a false", "b true"])
        XCTAssertEqual(declared.views.map(\.hidden), [false, false, false])
    }
}
