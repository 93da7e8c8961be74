import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// A hidden view that still holds space that visible views are laid out against.
///
/// In UIKit `isHidden` only stops drawing: the view keeps its constraints and its size, so
/// a gap stays where it was (outside a stack view). The seed article's nine-picture grid
/// keeps its height after rows are hidden for exactly this reason.
public struct HiddenViewSpaceRule: Rule {
    public static let description = RuleDescription(
        id: "hidden-view-space", name: "Hidden View Holds Space", defaultSeverity: .warning,
        summary: "a hidden view that still holds space that visible views are laid out against")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for solution in context.solutions {
            let snapshot = solution.system.snapshot
            for space in solution.hiddenSpace {
                guard let view = context.document.view(space.view) else { continue }
                let location = snapshot.visibilityChanges[space.view]?.targetLocation ?? view.source.hidden ?? view.source.key
                let affected = space.affected.map { "'\($0)'" }
                let list = affected.count == 1 ? affected[0] : affected.dropLast().joined(separator: ", ") + " and " + affected[affected.count - 1]
                let shown = (abs(space.size) * 100).rounded() / 100
                let against = "\(list) \(affected.count == 1 ? "is" : "are") laid out against it; hidden views keep their constraints"
                findings.append(Finding(
                    message: "'\(space.view)' is hidden but still takes \(formatNumber(shown)) points of \(space.axis.sizeName), and \(against)",
                    location: location,
                    notes: space.affected.compactMap { id in
                        context.document.view(id).map { DiagnosticNote(message: "'\(id)' would move or resize without '\(space.view)'", location: $0.source.key) }
                    },
                    fixIts: [FixIt(title: "deactivate the constraints that hold it, or activate a zero-\(space.axis.sizeName) constraint while it is hidden")],
                    configuration: solution.configuration,
                    headline: "'\(space.view)' is hidden but still takes \(space.axis.sizeName), and \(against)",
                    detail: "\(formatNumber(shown)) points"))
            }
        }
        return findings
    }
}
