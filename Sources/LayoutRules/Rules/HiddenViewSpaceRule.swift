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
                let amount = sizeText(space.size)
                let against = "\(list) \(affected.count == 1 ? "is" : "are") laid out against it; hidden views keep their constraints"
                findings.append(Finding(
                    message: "'\(space.view)' is hidden but still takes \(amount) of \(space.axis.sizeName), and \(against)",
                    location: location,
                    notes: space.affected.compactMap { id in
                        context.document.view(id).map { DiagnosticNote(message: "'\(id)' would move, resize or come free without '\(space.view)'", location: $0.source.key) }
                    },
                    fixIts: [FixIt(title: "deactivate the constraints that hold it, or activate a zero-\(space.axis.sizeName) constraint while it is hidden")],
                    configuration: solution.configuration,
                    headline: "'\(space.view)' is hidden but still takes \(space.axis.sizeName), and \(against)",
                    detail: amount,
                    identity: [space.view, space.axis.rawValue, "affected:"] + space.affected + ["constraints:"] + space.constraints,
                    placeNote: "'\(space.view)' is hidden here"))
            }
        }
        return findings
    }

    /// "20 points", or "20 to 72 points" when its size differs between optimal solutions.
    private func sizeText(_ size: ClosedRange<Double>) -> String {
        let (lower, upper) = (rounded(size.lowerBound), rounded(size.upperBound))
        if lower == upper { return "\(formatNumber(lower)) \(lower == 1 ? "point" : "points")" }
        guard upper.isFinite else { return "\(formatNumber(lower)) or more points" }
        return "\(formatNumber(lower)) to \(formatNumber(upper)) points"
    }

    private func rounded(_ value: Double) -> Double { value.isFinite ? (value * 100).rounded() / 100 : value }
}
