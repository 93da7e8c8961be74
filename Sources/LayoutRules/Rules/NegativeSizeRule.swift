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
        context.forEachDeterminedSize { solution, view, axis, size in
            guard size < -1e-6 else { return }
            let shown = (size * 100).rounded() / 100
            // A view without an intrinsic size has no compression resistance to outrank.
            let why = view.intrinsic[axis] == nil ? "its constraints leave it less than no room"
                : "constraints of higher priority than its compression resistance leave it less than no room"
            findings.append(Finding(
                message: "'\(view.id)' is squeezed to a \(axis.sizeName) of \(formatNumber(shown)): \(why)",
                location: view.source.key,
                notes: forcing(view, axis, solution, context, outranking: view.compression[axis].value),
                fixIts: [FixIt(title: "keep the \(axis.sizeName) non-negative with '\(view.id).\(axis.sizeName) >= 0', or lower the priority of what squeezes it")],
                configuration: solution.configuration,
                headline: "'\(view.id)' is squeezed to a negative \(axis.sizeName): \(why)",
                detail: "a \(axis.sizeName) of \(formatNumber(shown))"))
        }
        return findings
    }
}

/// The constraints on a view's axis that hold exactly at the solution, outrank its content
/// priorities, and pin its size: one on the size itself, or ones on two different edges
/// (a leading edge alone moves the view, it does not size it).
func forcing(_ view: LayoutView, _ axis: LayoutAttribute.Axis, _ solution: SolvedConfiguration, _ context: RuleContext,
             outranking content: Double) -> [DiagnosticNote] {
    let system = solution.system
    var tight: [(constraint: LayoutConstraint, edge: Edge)] = []
    for constraint in context.constraints(on: view.id, in: solution) {
        guard constraint.first.attribute.axis == axis, constraint.priority.value > content,
              invalidReason(of: constraint, in: context.document) == nil,
              let first = context.builder.expression(for: constraint.first, in: system) else { continue }
        var rhs = constraint.constant
        if let second = constraint.second {
            guard let expression = context.builder.expression(for: second, in: system) else { continue }
            rhs += constraint.multiplier * solution.value(of: expression)
        }
        guard abs(solution.value(of: first) - rhs) < 1e-6 else { continue }
        let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
        let edges = Set(anchors.filter { $0.item == view.id }.map { Edge($0.attribute, direction: context.document.direction) })
        for edge in edges.sorted() { tight.append((constraint, edge)) }
    }
    let edgeKinds = Set(tight.map(\.edge).filter { $0 != .size })
    let chosen = tight.filter { $0.edge == .size || edgeKinds.count >= 2 }
    var seen: Set<String> = []
    return chosen.compactMap { entry in
        guard seen.insert(entry.constraint.id).inserted else { return nil }
        return DiagnosticNote(message: "held in place by \(context.describe(.constraint(entry.constraint.id), in: system))",
                              location: entry.constraint.primaryLocation)
    }
}

/// Which part of a view an attribute pins on its axis.
enum Edge: Int, Comparable {
    case start, center, end, size

    init(_ attribute: LayoutAttribute, direction: LayoutDirection) {
        switch attribute {
        case .width, .height: self = .size
        case .left, .top, .leftMargin, .topMargin, .firstBaseline: self = .start
        case .right, .bottom, .rightMargin, .bottomMargin, .lastBaseline: self = .end
        case .leading, .leadingMargin: self = direction == .leftToRight ? .start : .end
        case .trailing, .trailingMargin: self = direction == .leftToRight ? .end : .start
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: self = .center
        }
    }

    static func < (lhs: Edge, rhs: Edge) -> Bool { lhs.rawValue < rhs.rawValue }
}
