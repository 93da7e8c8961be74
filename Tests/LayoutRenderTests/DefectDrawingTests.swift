import LayoutDiagnostics
import LayoutLint
import LayoutRender
import LayoutTestSupport
import LayoutYAML
import XCTest

/// Defects the samples do not show, drawn from small layouts written here.
final class DefectDrawingTests: XCTestCase {
    private func pictures(_ yaml: String) throws -> LayoutPictures {
        let file = try YAMLReader.decode(Array(yaml.utf8), path: "case.layout.yaml").get()
        let document = try XCTUnwrap(LayoutInput.document(of: file).document)
        return LayoutPictures(file: file, document: document)
    }

    /// The misplaced-frame page's example: the drawn frame beside the solved one.
    func testMisplacedFrameIsDrawnBesideTheSolvedOne() throws {
        let svg = try pictures("""
        layout: header
        views:
          root: { size: [375, 100] }
          title: { parent: root, kind: label, intrinsic: [120, 21], frame: [16, 30, 140, 21] }
        constraints:
          - visual: "H:|-16-[title]"
          - visual: "V:|-20-[title]"
        """).svg(ofConfiguration: 0)
        // Root at the padding (36, 36): solved at 16, 20 with its intrinsic 120 × 21; drawn
        // 10 points lower and 140 wide.
        XCTAssertTrue(svg.contains("<rect class=\"ll-frame\" x=\"52\" y=\"56\" width=\"120\" height=\"21\"/>"))
        XCTAssertTrue(svg.contains("<rect class=\"ll-drawn\" x=\"52\" y=\"66\" width=\"140\" height=\"21\"/>"))
        XCTAssertTrue(svg.contains("&#39;title&#39; drawn at [16, 30, 140, 21] (dash-dot), solved at [16, 20, 120, 21]"))
    }

    /// Swift code: the freedom of views the front end keeps quiet (an outlet the code does
    /// not own, the custom view itself, sized from outside) is not reported, so not drawn;
    /// the free view the code makes is, as `lint` reports it.
    func testQuietViewsOfSwiftCodeDrawNoFreedom() throws {
        let code = """
        import UIKit

        final class BadgeView: UIView {
            @IBOutlet var icon: UIView!
            let dot = UIView()

            override func awakeFromNib() {
                super.awakeFromNib()
                addSubview(dot)
                dot.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    icon.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                    dot.topAnchor.constraint(equalTo: topAnchor),
                    dot.widthAnchor.constraint(equalToConstant: 8),
                    dot.heightAnchor.constraint(equalToConstant: 8),
                ])
            }
        }
        """
        let file = try YAMLReader.decode(Array(code.utf8), path: "Badge.swift").get()
        let document = try XCTUnwrap(LayoutInput.document(of: file).document)
        let svg = LayoutPictures(file: file, document: document).svg(ofConfiguration: 0)
        XCTAssertTrue(svg.contains("the declared layout (3 views, 1 defect drawn)"))
        XCTAssertTrue(svg.contains("data-defect=\"freedom\" data-view=\"dot\" data-axis=\"horizontal\""))
        XCTAssertFalse(svg.contains("data-view=\"icon\" data-axis"))
        XCTAssertFalse(svg.contains("data-view=\"BadgeView\" data-axis"))
    }

    /// Lint reports a freedom under its cause, whose followers may be quiet (a label centred in
    /// a box nothing gives a width): the picture draws it too.
    func testFreedomOfALoudCauseWithQuietFollowersIsDrawn() throws {
        let code = """
        import UIKit

        final class TagView: UIView {
            let box = UIView()
            let label = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                box.addSubview(label)
                box.translatesAutoresizingMaskIntoConstraints = false
                label.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    box.centerXAnchor.constraint(equalTo: centerXAnchor),
                    box.topAnchor.constraint(equalTo: topAnchor),
                    box.heightAnchor.constraint(equalToConstant: 20),
                    label.centerXAnchor.constraint(equalTo: box.centerXAnchor),
                    label.centerYAnchor.constraint(equalTo: box.centerYAnchor),
                ])
            }
        }
        """
        let file = try YAMLReader.decode(Array(code.utf8), path: "Tag.swift").get()
        let document = try XCTUnwrap(LayoutInput.document(of: file).document)
        let svg = LayoutPictures(file: file, document: document).svg(ofConfiguration: 0)
        XCTAssertTrue(svg.contains("data-defect=\"freedom\" data-view=\"box\" data-axis=\"horizontal\""))
        XCTAssertFalse(svg.contains("data-view=\"label\" data-axis"))
    }

    /// A view free on an axis with nothing bounding it: the axis arrowed, no ends drawn.
    func testUnboundedFreedomIsArrowedWithoutEnds() throws {
        let svg = try pictures("""
        layout: loose
        views:
          root: { size: [375, 100] }
          box: { parent: root }
        constraints:
          - box.top == root.top + 10
          - box.width == 50
          - box.height == 20
        """).svg(ofConfiguration: 0)
        XCTAssertTrue(svg.contains("data-defect=\"freedom\" data-view=\"box\" data-axis=\"horizontal\""))
        XCTAssertFalse(svg.contains("class=\"ll-ghost\""))
        XCTAssertTrue(svg.contains("&#39;box&#39;: horizontal position free; nothing bounds it"))
    }

    /// A configuration's picture draws what lint reports and nothing else, on a Mac preference
    /// pane whose two rows share a fill stack's 20 extra points, the first drawn with them: not
    /// the rows' fits that trade the extra length (`optional-priority-tie` does not report
    /// them), nor the fields whose y the Mac measures from a row's undetermined bottom
    /// (`misplaced-frame` does not compare it); the row drawn aside, which lint reports, is drawn.
    func testAConfigurationsPictureDrawsWhatLintReports() throws {
        for (x, lint, drawn) in [(0, [String](), [String]()),
                                 (10, ["misplaced-frame Stack View (bottom)"], ["misplaced Stack View (bottom)"])] {
            let file = SourceFile(path: "Pane.storyboard", text: macPreferencePane(first: 36, second: 16, bottomX: "\(x)"))
            XCTAssertEqual(Linter.lint(file).map { "\($0.ruleID) \($0.message.components(separatedBy: "'")[1])" }, lint, "row drawn at x \(x)")
            let document = try XCTUnwrap(LayoutInput.document(of: file).document)
            let svg = LayoutPictures(file: file, document: document).svg(ofConfiguration: 0)
            let defects = svg.components(separatedBy: "data-defect=\"").dropFirst().map { part in
                let fields = part.split(separator: "\"")
                return "\(fields[0]) \(part.components(separatedBy: "data-view=\"").dropFirst().first?.split(separator: "\"").first ?? "")"
            }
            XCTAssertEqual(defects, drawn, "row drawn at x \(x)")
        }
    }
}
