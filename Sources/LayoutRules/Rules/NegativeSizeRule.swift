import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// A solved width or height below zero.
///
/// UIKit adds no constraint that keeps sizes non-negative, so a view squeezed between
/// constraints of higher priority than its compression resistance gets a negative size:
/// it draws nothing, and views laid out against it overlap.
public struct NegativeSizeRule: Rule {
    public static let description = RuleDescription(
        id: "negative-size", name: "Negative Size", defaultSeverity: .warning,
        summary: "a solved width or height below zero")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for solution in context.solutions {
            for view in solution.system.snapshot.views {
                guard let frame = solution.frames[view.id] else { continue }
                for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                    let size = frame.size(on: axis)
                    guard size < -1e-6, !solution.ambiguous.contains(ViewAxis(view: view.id, axis: axis)) else { continue }
                    let shown = (size * 100).rounded() / 100
                    findings.append(Finding(
                        message: "'\(view.id)' is squeezed to a \(axis.sizeName) of \(formatNumber(shown)): constraints of higher priority than its compression resistance leave it less than no room",
                        location: view.source.key,
                        notes: forcing(view, axis, solution, context),
                        fixIts: [FixIt(title: "keep the \(axis.sizeName) non-negative with '\(view.id).\(axis.sizeName) >= 0', or lower the priority of what squeezes it")],
                        configuration: solution.configuration))
                }
            }
        }
        return findings
    }
}

/// The constraints on a view's axis that hold exactly at the solution and outrank its
/// content priorities: what pins it where it is.
func forcing(_ view: LayoutView, _ axis: LayoutAttribute.Axis, _ solution: SolvedConfiguration, _ context: RuleContext) -> [DiagnosticNote] {
    let system = solution.system
    let content = min(view.hugging[axis].value, view.compression[axis].value)
    var notes: [DiagnosticNote] = []
    for constraint in system.snapshot.constraints where constraint.active && constraint.items.contains(view.id) {
        guard constraint.first.attribute.axis == axis, constraint.priority.value > content,
              system.constraints.contains(where: { $0.origin == .constraint(constraint.id) }),
              let first = context.builder.expression(for: constraint.first, in: system) else { continue }
        var rhs = constraint.constant
        if let second = constraint.second {
            guard let expression = context.builder.expression(for: second, in: system) else { continue }
            rhs += constraint.multiplier * solution.value(of: expression)
        }
        guard abs(solution.value(of: first) - rhs) < 1e-6 else { continue }
        notes.append(DiagnosticNote(message: "held in place by \(context.describe(.constraint(constraint.id), in: system))",
                                    location: constraint.source.location))
    }
    return notes
}
