import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// A view whose position or size on an axis nothing determines.
///
/// At run time UIKit picks some frame and may pick another on the next layout pass: views
/// jump, or sit at zero size. Only the root cause is reported; views that move only because
/// it moves are notes.
///
/// Verdict: the free parts of `SolvedConfiguration.ambiguities`, found and grouped under
/// their root cause by `ConfigurationSolver.analyzeAmbiguity` (Sources/LayoutEngine/
/// Ambiguity.swift) and `findFreedomBesideTies` (Ties.swift), less what a conflict excuses
/// (`excuseConflictFreedom`, ConflictFreedom.swift). This file only words it.
public struct UnderconstrainedAxisRule: Rule {
    public static let description = RuleDescription(
        id: "underconstrained-axis", name: "Underconstrained Axis", defaultSeverity: .error,
        summary: "a view whose horizontal or vertical position or size is not determined by any constraint")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Interface Builder: the views whose frames hold whatever Xcode measured, found once
        // when a fix first needs a neighbour (a solve of its own).
        var firmFrames: Set<String>?
        for solution in context.solutions {
            // The free parts only: a position nothing constrains is missing constraints even
            // when the size is tied (the tie is reported by its own rule).
            for ambiguity in solution.ambiguities where ambiguity.hasFreePart {
                guard let view = context.document.view(ambiguity.view) else { continue }
                let axis = ambiguity.axis
                let what: String
                let add: String
                let horizontal = axis == .horizontal
                let edges = horizontal ? "a leading, trailing, left, right or centerX constraint" : "a top, bottom, centerY or baseline constraint"
                let sizes = horizontal ? "a width constraint, an intrinsic width, or constraints on both its leading and trailing edges"
                    : "a height constraint, an intrinsic height, or constraints on both its top and bottom edges"
                switch (ambiguity.position == .free, ambiguity.size == .free) {
                case (true, true):
                    what = horizontal ? "no horizontal position or width" : "no vertical position or height"
                    add = "add \(edges), and \(sizes)"
                case (false, true):
                    what = horizontal ? "no width" : "no height"
                    add = "add \(sizes)"
                default:
                    what = horizontal ? "no horizontal position" : "no vertical position"
                    add = "add \(edges)"
                }
                // Freedom that inequalities bound on both sides is Interface Builder's
                // "inequality constraint ambiguity": say so, with the range.
                // Phrase by phrase: a list of (range, name) pairs had the runtime check
                // `Double: Comparable` (a closed range's requirement) when the list's metadata
                // was first made, a search of every conformance of the binary.
                var ranges: [String] = []
                func describe(_ range: ClosedRange<Double>?, _ name: String) {
                    guard let range else { return }
                    ranges.append("its \(name) can be anywhere from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))")
                }
                describe(ambiguity.position == .free ? ambiguity.positionRange : nil, horizontal ? "horizontal position" : "vertical position")
                describe(ambiguity.size == .free ? ambiguity.sizeRange : nil, axis.sizeName)
                let bounded = ranges.isEmpty ? "" : ": only inequalities bound it (\(ranges.joined(separator: ", and ")));"
                let listed = ambiguity.followers.prefix(Ambiguity.listedFollowers)
                var notes = listed.compactMap { id in
                    context.document.view(id).map { DiagnosticNote(message: "'\(id)' is placed relative to it and moves with it", location: $0.source.key) }
                }
                if ambiguity.followers.count > listed.count {
                    notes.append(DiagnosticNote(message: "and \(ambiguity.followers.count - listed.count) more views move with it", location: view.source.key))
                }
                let parts = [ambiguity.position == .free ? "position" : nil, ambiguity.size == .free ? "size" : nil].compactMap { $0 }
                let fix = FixEditor(file: context.file).pinningToDrawnFrame(view, axis: axis, position: ambiguity.position == .free,
                                                                            size: ambiguity.size == .free, in: context, firm: &firmFrames)
                findings.append(Finding(
                    message: "'\(view.id)' has \(what)\(bounded.isEmpty ? ":" : bounded) \(add)", location: view.source.key, notes: notes,
                    fixIts: fix.map { [$0] } ?? [],
                    configuration: solution.configuration,
                    headline: bounded.isEmpty ? nil : "'\(view.id)' has \(what): only inequalities bound it; \(add)",
                    detail: bounded.isEmpty ? nil : ranges.joined(separator: ", and "),
                    identity: [view.id, axis.rawValue] + parts + ["constraints:"] + ambiguity.constraints + ["followers:"] + ambiguity.followers,
                    properties: [DiagnosticProperty(name: "undeterminedViews", values: [view.id] + ambiguity.followers)],
                    views: [view.id]))
            }
        }
        return findings
    }
}
