import LayoutDiagnostics
import LayoutLint
import LayoutRender
import LayoutReporters
import LayoutYAML
import XCTest

/// Thousands of views: every view is drawn, and named only where its name fits inside it.
final class LargeLayoutTests: XCTestCase {
    func testThousandsOfViewsAreNamedOnlyWhereTheNameFits() throws {
        // 60 rows of 40 views, alternately 80 and 12 points wide, 20 high.
        var yaml = "layout: grid\nviews:\n  root: { size: [3840, 1500] }\n"
        var constraints = "constraints:\n"
        for row in 0..<60 {
            var x = 0
            for column in 0..<40 {
                let id = "v\(row)x\(column)"
                let width = column % 2 == 0 ? 80 : 12
                yaml += "  \(id): { parent: root }\n"
                constraints += "  - \(id).left == root.left + \(x)\n  - \(id).top == root.top + \(row * 24)\n"
                constraints += "  - \(id).width == \(width)\n  - \(id).height == 20\n"
                x += width + 16
            }
        }
        let file = try YAMLReader.decode(Array((yaml + constraints).utf8), path: "grid.layout.yaml").get()
        let document = try XCTUnwrap(LayoutInput.document(of: file).document)
        let pictures = LayoutPictures(file: file, document: document)
        let svg = pictures.svg(ofConfiguration: 0)
        let drawn = try XCTUnwrap(SVGViews.parse(svg))
        XCTAssertEqual(drawn.views.count, 2401)
        // The wide views carry their names; the narrow ones leave them to the tooltip.
        XCTAssertTrue(drawn.texts.contains("v59x38"))
        XCTAssertFalse(drawn.texts.contains("v59x39"))
        let texts = Set(drawn.texts)
        for row in 0..<60 {
            for column in 0..<40 {
                XCTAssertEqual(texts.contains("v\(row)x\(column)"), column % 2 == 0, "v\(row)x\(column)")
            }
        }
        XCTAssertTrue(svg.contains("<title>v0x1 (view): x 96, y 0, 12×20</title>"))
    }

    /// `layoutlint reporters` lists the HTML format as the reporter itself describes it.
    func testTheReporterListDescribesTheHTMLFormat() {
        XCTAssertTrue(ReporterList.all.contains { $0.identifier == HTMLReporter.identifier && $0.summary == HTMLReporter.summary })
    }
}
