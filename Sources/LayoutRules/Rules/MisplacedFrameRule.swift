import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// A drawn `frame` that differs from the solved frame by more than half a point.
///
/// The design no longer matches what the constraints produce (Xcode's "Misplaced Views"):
/// the app will not look like the drawing. Compared in the declared layout at the root's
/// first size; dimensions that are ambiguous are left to the ambiguity rules.
public struct MisplacedFrameRule: Rule {
    public static let description = RuleDescription(
        id: "misplaced-frame", name: "Misplaced Frame", defaultSeverity: .warning,
        summary: "a drawn frame that differs from the solved frame by more than half a point")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let solution = context.solutions.first else { return [] }
        var findings: [Finding] = []
        for view in solution.system.snapshot.views where !view.isRoot {
            guard let drawn = view.frame, let solved = solution.frames[view.id], let location = view.source.frame else { continue }
            let horizontal = !solution.ambiguous.contains(ViewAxis(view: view.id, axis: .horizontal))
            let vertical = !solution.ambiguous.contains(ViewAxis(view: view.id, axis: .vertical))
            let differs = (horizontal && (abs(drawn.x - solved.x) > 0.5 || abs(drawn.width - solved.width) > 0.5))
                || (vertical && (abs(drawn.y - solved.y) > 0.5 || abs(drawn.height - solved.height) > 0.5))
            guard differs else { continue }
            findings.append(Finding(
                message: "'\(view.id)' is drawn at \(text(drawn.x, drawn.y, drawn.width, drawn.height)) but its constraints place it at \(text(solved.x, solved.y, solved.width, solved.height))",
                location: location,
                fixIts: [FixIt(title: "update the frame to the solved one", edits: [FixIt.Edit(range: location.range, replacement: "[\(list(solved))]")])]))
        }
        return findings
    }

    private func text(_ values: Double...) -> String {
        "[" + values.map { formatNumber(($0 * 100).rounded() / 100) }.joined(separator: ", ") + "]"
    }

    private func list(_ frame: SolvedFrame) -> String {
        [frame.x, frame.y, frame.width, frame.height].map { formatNumber(($0 * 100).rounded() / 100) }.joined(separator: ", ")
    }
}
