import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// A width or height that constraints would push below zero.
///
/// UIKit's engine keeps every view's width and height at zero or more, as implicit required
/// constraints. When optional constraints (a spacing at 999 against a label's compression
/// resistance of 750, say) would squeeze a view below zero, the view stays at zero size and
/// they give way instead: the view vanishes, and what gives way is not what the author
/// chose. Reported where the size is zero in every optimal solution and negative in some
/// optimal solution without that one implicit constraint; required constraints that need a
/// negative size are a conflict (`unsatisfiable-required`), not this.
///
/// Verdict: `SolvedConfiguration.negativeSizes`, computed by `ConfigurationSolver.findNegativeSizes`
/// (Sources/LayoutEngine/NegativeSizes.swift); `forcing` below names the constraints that
/// push (shared with content-size-violated).
public struct NegativeSizeRule: Rule {
    public static let description = RuleDescription(
        id: "negative-size", name: "Negative Size", defaultSeverity: .warning,
        summary: "constraints that would push a width or height below zero: UIKit holds it at zero and optional constraints give way")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for solution in context.solutions {
            let system = solution.system
            for negative in solution.negativeSizes {
                guard let view = system.snapshot.view(negative.view) else { continue }
                let axis = negative.axis
                let amount = negative.squeezed.isFinite
                    ? "to \(formatNumber((negative.squeezed * 100).rounded() / 100))" : "below zero without limit"
                // A view without an intrinsic size has no compression resistance to outrank.
                let why = view.intrinsic[axis] == nil ? "its constraints"
                    : "constraints of higher priority than its compression resistance"
                let heldAtZero = "UIKit keeps sizes at zero or more, so optional constraints give way"
                var squeezed = solution
                squeezed.values = negative.squeezedValues
                let givingWay = negative.givingWay.map { entry in
                    DiagnosticNote(message: "gives way by \(formatNumber((entry.amount * 100).rounded() / 100)): \(context.describe(entry.origin, in: system))",
                                   location: context.location(of: entry.origin, in: system))
                }
                let holding = forcingConstraints(view, axis, squeezed, context, outranking: view.compression[axis].value,
                                                 leavingOut: Set(negative.givingWay.map(\.origin)))
                let held = holding.map { heldInPlaceNote($0, in: system, context) }
                // The views of what holds it and of what gives way: the squeeze depends on their sizes.
                let givingWayViews = negative.givingWay.flatMap { entry -> [String] in
                    if case .constraint(let id) = entry.origin { return system.constraint(id)?.items ?? [] }
                    return entry.origin.ownView.map { [$0] } ?? []
                }
                findings.append(Finding(
                    message: "'\(view.id)' is held at a \(axis.sizeName) of 0: \(why) would squeeze it \(amount); \(heldAtZero)",
                    location: view.source.key,
                    notes: held + givingWay,
                    fixIts: [FixIt(title: "lower the priority of the constraint that should give way, or give '\(view.id)' a minimum \(axis.sizeName) the others can keep")],
                    configuration: solution.configuration,
                    headline: "'\(view.id)' is held at a \(axis.sizeName) of 0: \(why) would squeeze it below zero; \(heldAtZero)",
                    detail: "squeezed \(amount)",
                    identity: [view.id, axis.rawValue],
                    views: [view.id] + holding.flatMap(\.items) + givingWayViews))
            }
        }
        return findings
    }
}

/// The constraints on a view's axis that hold exactly at the solution, outrank its content
/// priorities, and pin its size: one on the size itself, or ones on two different edges
/// (a leading edge alone moves the view, it does not size it).
func forcingConstraints(_ view: LayoutView, _ axis: LayoutAttribute.Axis, _ solution: SolvedConfiguration, _ context: RuleContext,
                        outranking content: Double, leavingOut: Set<ConstraintOrigin> = []) -> [LayoutConstraint] {
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
    // Constraints in `leavingOut` count as edges but are not named (the caller says more).
    var seen: Set<String> = []
    return chosen.compactMap { entry in
        guard !leavingOut.contains(.constraint(entry.constraint.id)), seen.insert(entry.constraint.id).inserted else { return nil }
        return entry.constraint
    }
}

/// `forcingConstraints` as notes.
func forcing(_ view: LayoutView, _ axis: LayoutAttribute.Axis, _ solution: SolvedConfiguration, _ context: RuleContext,
             outranking content: Double, leavingOut: Set<ConstraintOrigin> = []) -> [DiagnosticNote] {
    forcingConstraints(view, axis, solution, context, outranking: content, leavingOut: leavingOut).map {
        heldInPlaceNote($0, in: solution.system, context)
    }
}

/// The note that names one constraint holding a view's size, at the constraint.
func heldInPlaceNote(_ constraint: LayoutConstraint, in system: LinearSystem, _ context: RuleContext) -> DiagnosticNote {
    DiagnosticNote(message: "held in place by \(context.describe(.constraint(constraint.id), in: system))",
                   location: constraint.primaryLocation)
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
