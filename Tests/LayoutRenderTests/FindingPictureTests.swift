import LayoutDiagnostics
import LayoutEngine
import LayoutLint
import LayoutRender
import LayoutReporters
import LayoutRules
import XCTest

/// Each finding of the samples, as the HTML report draws it: the views its message names
/// are drawn, in focus, at their solved coordinates, and its defect is drawn.
final class FindingPictureTests: XCTestCase {
    /// Rules whose findings a picture draws as a defect of their own (the rest draw the
    /// constraints they point at).
    private let drawnDefects = [
        "unsatisfiable-required": "conflict", "underconstrained-axis": "freedom", "hugging-tie": "tie",
        "compression-tie": "tie", "optional-priority-tie": "tie", "hidden-view-space": "hidden-space",
        "misplaced-frame": "misplaced",
    ]

    func testEachFindingsViewsAreDrawnAtTheirSolvedCoordinates() throws {
        var checkedViews = 0, checkedFindings = 0
        var rulesSeen: Set<String> = []
        try inRepositoryRoot {
            for sample in sampleLayouts() {
                guard let pictures = pictures(of: sample) else { continue }
                let outcome = try LintRunner(paths: [sample], concurrency: 1).run()
                for (number, diagnostic) in outcome.diagnostics.enumerated() {
                    let where_ = "\(sample): \(diagnostic.message)"
                    let picture = try XCTUnwrap(pictures.picture(of: diagnostic, idPrefix: "f\(number)"), where_)
                    let svg = SVGRenderer().render(picture)
                    let drawn = try XCTUnwrap(SVGViews.parse(svg), "\(where_): not well-formed XML")
                    let solution = picture.scene.solution
                    let configuration = solution.configuration.description
                    if !diagnostic.configurations.isEmpty {
                        XCTAssertTrue(diagnostic.configurations.contains(configuration), "\(where_): drawn in \(configuration)")
                    }
                    if let kind = drawnDefects[diagnostic.ruleID] {
                        XCTAssertTrue(drawn.defectKinds.contains(kind), "\(where_): no \(kind) drawn, only \(drawn.defectKinds)")
                        rulesSeen.insert(diagnostic.ruleID)
                    }
                    // The views the message names ('id', or 'id.attribute' in a constraint's text).
                    let named = viewNames(in: diagnostic.message).filter { solution.frames[$0] != nil }
                    XCTAssertFalse(named.isEmpty && drawnDefects[diagnostic.ruleID] != nil, "\(where_): names no view")
                    for id in named {
                        let view = try XCTUnwrap(drawn.views[id], "\(where_): '\(id)' not drawn")
                        // A root is outlined only when the finding is about nothing else.
                        if !view.classes.contains("ll-root") {
                            XCTAssertTrue(view.classes.contains("ll-focus"), "\(where_): '\(id)' not in focus")
                        }
                        let expected = expectedRect(of: id, in: solution, drawn: drawn)
                        // Coordinates past ±1e9 (a constraint left out for overflow) are drawn clamped.
                        guard [expected.x, expected.y, expected.width, expected.height].allSatisfy({ abs($0) < 1e9 }) else { continue }
                        XCTAssertEqual(view.x, expected.x, accuracy: 0.01, "\(where_): x of '\(id)'")
                        XCTAssertEqual(view.y, expected.y, accuracy: 0.01, "\(where_): y of '\(id)'")
                        XCTAssertEqual(view.width, expected.width, accuracy: 0.01, "\(where_): width of '\(id)'")
                        XCTAssertEqual(view.height, expected.height, accuracy: 0.01, "\(where_): height of '\(id)'")
                        checkedViews += 1
                    }
                    checkedFindings += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checkedFindings, 30)
        XCTAssertGreaterThan(checkedViews, 30)
        // The seed scenarios' defects are all among them.
        XCTAssertTrue(rulesSeen.isSuperset(of: ["unsatisfiable-required", "underconstrained-axis", "hugging-tie", "hidden-view-space"]), "\(rulesSeen)")
    }

    /// The solved frame in picture coordinates, from the solved frames alone (each relative to
    /// its parent): the sum up the parent chain, placed where the picture put the view's root
    /// (the first root's top left corner is at the padding, 36, 36).
    private func expectedRect(of id: String, in solution: SolvedConfiguration, drawn: SVGViews) -> (x: Double, y: Double, width: Double, height: Double) {
        var chain: [String] = []
        var current: String? = id
        while let next = current {
            chain.append(next)
            current = solution.system.snapshot.view(next)?.parent
        }
        let root = chain.last!
        var x = 0.0, y = 0.0
        for view in chain.dropLast() {
            x += solution.frames[view]!.x
            y += solution.frames[view]!.y
        }
        let roots = solution.system.snapshot.views.filter(\.isRoot).map(\.id)
        let rootRect = drawn.views[root]
        let origin = root == roots.first ? (36.0, 36.0) : (rootRect?.x ?? .nan, rootRect?.y ?? .nan)
        if root == roots.first, let rootRect {
            XCTAssertEqual(rootRect.x, 36)
            XCTAssertEqual(rootRect.y, 36)
        }
        // A frame a conflict leaves with a negative size is drawn as the rectangle it covers.
        let frame = solution.frames[id]!
        return (origin.0 + x + min(0, frame.width), origin.1 + y + min(0, frame.height), abs(frame.width), abs(frame.height))
    }

    private func viewNames(in message: String) -> [String] {
        var names: [String] = []
        for (index, part) in message.split(separator: "'", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
            names.append(String(part))
        }
        // Every `name.attribute` in the message.
        let identifier = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
        let characters = Array(message)
        var start = 0
        while start < characters.count {
            guard identifier(characters[start]) else { start += 1; continue }
            var end = start
            while end < characters.count, identifier(characters[end]) { end += 1 }
            if end < characters.count, characters[end] == ".", end + 1 < characters.count, characters[end + 1].isLetter {
                names.append(String(characters[start..<end]))
            }
            start = end
        }
        return names
    }
}
