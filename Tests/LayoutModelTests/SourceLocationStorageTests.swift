import LayoutDiagnostics
import XCTest
import LayoutModel

/// Views and constraints keep their locations as ranges in one file: every location reads
/// back exactly as written, including one in another file and one cleared again.
final class SourceLocationStorageTests: XCTestCase {
    private func at(_ path: String, _ line: Int, _ column: Int, _ endColumn: Int) -> SourceLocation {
        SourceLocation(path: path, range: SourceRange(start: SourcePosition(line: line, column: column),
                                                      end: SourcePosition(line: line, column: endColumn)))
    }

    func testViewSourceReadsBackEveryLocation() {
        var source = ViewSource(key: at("a.layout.yaml", 3, 3, 8), node: at("a.layout.yaml", 3, 10, 40))
        source.parent = at("a.layout.yaml", 3, 20, 25)
        source.huggingValues = AxisLocations(horizontal: at("a.layout.yaml", 3, 30, 33), vertical: nil)
        // A location in another file (no loader makes one) is kept whole.
        source.frame = at("other.storyboard", 7, 1, 9)
        source.size = at("a.layout.yaml", 4, 1, 5)
        source.size = nil

        XCTAssertEqual(source.key, at("a.layout.yaml", 3, 3, 8))
        XCTAssertEqual(source.node, at("a.layout.yaml", 3, 10, 40))
        XCTAssertEqual(source.parent, at("a.layout.yaml", 3, 20, 25))
        XCTAssertEqual(source.huggingValues.horizontal, at("a.layout.yaml", 3, 30, 33))
        XCTAssertNil(source.huggingValues.vertical)
        XCTAssertEqual(source.frame, at("other.storyboard", 7, 1, 9))
        XCTAssertNil(source.size)
        XCTAssertNil(source.kind)

        // Written back in the file of the key, the other file's location is gone.
        source.frame = at("a.layout.yaml", 5, 2, 4)
        XCTAssertEqual(source.frame, at("a.layout.yaml", 5, 2, 4))
    }

    func testConstraintSourceReadsBackEveryLocation() {
        var source = ConstraintSource(entry: at("a.layout.yaml", 9, 3, 30), location: at("a.layout.yaml", 9, 5, 30))
        source.priority = at("a.layout.yaml", 9, 27, 30)
        source.option = at("b.layout.yaml", 2, 1, 4)
        source.visualPiece = 2..<6

        XCTAssertEqual(source.entry, at("a.layout.yaml", 9, 3, 30))
        XCTAssertEqual(source.location, at("a.layout.yaml", 9, 5, 30))
        XCTAssertEqual(source.priority, at("a.layout.yaml", 9, 27, 30))
        XCTAssertEqual(source.option, at("b.layout.yaml", 2, 1, 4))
        XCTAssertEqual(source.visualPiece, 2..<6)
        XCTAssertNil(source.id)
        XCTAssertNil(source.constant)
        XCTAssertNil(source.active)

        var same = ConstraintSource(entry: at("a.layout.yaml", 9, 3, 30), location: at("a.layout.yaml", 9, 5, 30))
        same.priority = at("a.layout.yaml", 9, 27, 30)
        same.option = at("b.layout.yaml", 2, 1, 4)
        same.visualPiece = 2..<6
        XCTAssertEqual(source, same)
        same.option = nil
        XCTAssertNotEqual(source, same)
    }
}
