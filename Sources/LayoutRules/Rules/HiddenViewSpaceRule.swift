import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// A hidden view that still holds space that visible views are laid out against.
///
/// In UIKit `isHidden` only stops drawing: the view keeps its constraints and its size, so
/// a gap stays where it was (outside a stack view). The seed article's nine-picture grid
/// keeps its height after rows are hidden for exactly this reason.
///
/// Verdict: `SolvedConfiguration.hiddenSpace`, computed by `ConfigurationSolver.findHiddenSpace`
/// (Sources/LayoutEngine/HiddenViewSpace.swift). This file only words it.
public struct HiddenViewSpaceRule: Rule {
    public static let description = RuleDescription(
        id: "hidden-view-space", name: "Hidden View Holds Space", defaultSeverity: .warning,
        summary: "a hidden view that still holds space that visible views are laid out against")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // A constraint UIKit breaks in some configuration (the left-out member of a conflict)
        // joins the views only where it holds: it is the conflict's, not part of what makes
        // this defect, so a configuration without it finds the same defect.
        let broken = Set(context.solutions.flatMap { $0.conflicts.map(\.broken) }.compactMap { origin -> String? in
            if case .constraint(let id) = origin { return id } else { return nil }
        })
        for solution in context.solutions {
            let snapshot = solution.system.snapshot
            for space in solution.hiddenSpace {
                guard let view = context.document.view(space.view) else { continue }
                let location = snapshot.visibilityChanges[space.view]?.targetLocation ?? view.source.hidden ?? view.source.key
                // Named: the affected views laid out directly against the hidden view (or its
                // subviews), each with the constraints that tie them; the views that follow
                // them are only counted, so that a finding stays a few lines however many
                // follow (a 1,000-cell table: one or two named, 998 counted). JSON and SARIF
                // list every affected view (`affectedViews`). When none is tied by a
                // constraint (moved through a content size alone), the first is named.
                var ties: [String: [String]] = [:]
                for id in space.constraints {
                    guard let constraint = solution.system.constraint(id), constraint.first.attribute.axis == space.axis else { continue }
                    for item in Set(constraint.items) { ties[item, default: []].append(id) }
                }
                let direct = space.affected.filter { ties[$0] != nil }
                let named = direct.isEmpty ? Array(space.affected.prefix(1)) : direct
                let rest = space.affected.count - named.count
                let quoted = named.map { "'\($0)'" }
                let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
                let followers = rest == 0 ? "" : " (and \(rest) \(rest == 1 ? "view that follows" : "views that follow") \(named.count == 1 ? "it" : "them"))"
                let amount = sizeText(space.size)
                let against = "\(list) \(named.count == 1 ? "is" : "are") laid out against it\(followers); hidden views keep their constraints"
                let notes = named.compactMap { id -> DiagnosticNote? in
                    guard let affected = context.document.view(id) else { return nil }
                    let through = (ties[id] ?? []).map { context.describe(.constraint($0), in: solution.system) }
                    let by = through.isEmpty ? "" : " (laid out against it by \(through.joined(separator: ", ")))"
                    return DiagnosticNote(message: "'\(id)' would move, resize or come free without '\(space.view)'\(by)", location: affected.source.key)
                }
                findings.append(Finding(
                    message: "'\(space.view)' is hidden but still takes \(amount) of \(space.axis.sizeName), and \(against)",
                    location: location,
                    notes: notes,
                    fixIts: [FixIt(title: "deactivate the constraints that hold it, or activate a zero-\(space.axis.sizeName) constraint while it is hidden")],
                    configuration: solution.configuration,
                    headline: "'\(space.view)' is hidden but still takes \(space.axis.sizeName), and \(against)",
                    detail: amount,
                    identity: [space.view, space.axis.rawValue, "affected:"] + space.affected + ["constraints:"] + space.constraints.filter { !broken.contains($0) },
                    placeNote: "'\(space.view)' is hidden here",
                    properties: [DiagnosticProperty(name: "affectedViews", values: space.affected)],
                    views: [space.view] + named))
            }
        }
        return findings
    }

    /// "20 points", or "20 to 72 points" ("20 or more points") when its size differs between
    /// optimal solutions.
    private func sizeText(_ size: ClosedRange<Double>) -> String {
        let (lower, upper) = (rounded(size.lowerBound), rounded(size.upperBound))
        if lower == upper { return "\(formatNumber(lower)) \(lower == 1 ? "point" : "points")" }
        guard upper.isFinite else { return lower == 0 ? "an unbounded number of points" : "\(formatNumber(lower)) or more points" }
        return "\(formatNumber(lower)) to \(formatNumber(upper)) points"
    }

    private func rounded(_ value: Double) -> Double { value.isFinite ? (value * 100).rounded() / 100 : value }
}
