import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutSolver

/// Required constraints that cannot all hold.
///
/// UIKit logs "Unable to simultaneously satisfy constraints" and breaks one of them at run
/// time. The primary location is the member layoutlint leaves out, as UIKit would: the one
/// that could not be added to the others, which is the member declared last (root pins come
/// first, then constraints in file order, then content-size constraints). The rest of the
/// configuration is solved without it, so one mistake gives one error.
///
/// Verdict: the solver finds each conflict as it loads a configuration and reduces it to an
/// irreducible set (`Solver.minimize`, Sources/LayoutSolver/Solver.swift); which member is
/// left out is `ConfigurationSolver.load` and `conflict(_:rejected:order:)`
/// (Sources/LayoutEngine/ConfigurationTransitions.swift). This file only words it, leaving
/// out a conflict that a value the file holds only as a range resolves (`ConflictOverRanges`).
public struct UnsatisfiableRequiredRule: Rule {
    public static let description = RuleDescription(
        id: "unsatisfiable-required", name: "Unsatisfiable Required Constraints", defaultSeverity: .error,
        summary: "a smallest set of required constraints that cannot all hold (every member is shown)")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let editor = FixEditor(file: context.file)
        let ranges = ConflictOverRanges(document: context.document)
        for solution in context.solutions {
            let system = solution.system
            // A conflict that some value of what the file holds only as a range resolves is
            // not one the file shows (docs/interface-builder.md, "Round 9c").
            for conflict in solution.conflicts where ranges.holdsForEveryValue(conflict, in: system) {
                let others = conflict.members.filter { $0 != conflict.broken }
                var message = "\(context.describe(conflict.broken, in: system)) cannot hold together with "
                message += others.count == 1 ? "1 other required constraint" : "\(others.count) other required constraints"
                let headline = message + "; UIKit breaks one of them at run time"
                let detail = arithmetic(of: conflict.broken, others: others, solution: solution, context: context)
                if let detail { message += ": " + detail }
                message += "; UIKit breaks one of them at run time"
                let notes = others.map { origin in
                    DiagnosticNote(message: "conflicting: \(context.describe(origin, in: system))",
                                   location: context.location(of: origin, in: system))
                }
                findings.append(Finding(
                    message: message, location: context.location(of: conflict.broken, in: system), notes: notes,
                    fixIts: [editor.givingWay(conflict.broken, described: context.describe(conflict.broken, in: system), in: context.document,
                                              title: "lower the priority of the constraint that should give way to 999, or remove it")],
                    configuration: solution.configuration, headline: headline, detail: detail,
                    identity: conflict.members.map(\.description)))
            }
        }
        return findings
    }

    /// Where the others put the broken member's two sides, as sums of constants where the
    /// members pin them by equalities ("the others put buttonPanel.top at 8 + 200 + 8 = 216,
    /// where it needs ninthPic.bottom + 8 = 8 + 75 + 4 + 75 + 4 + 75 + 8 = 249"), else as values.
    private func arithmetic(of origin: ConstraintOrigin, others: [ConstraintOrigin], solution: SolvedConfiguration, context: RuleContext) -> String? {
        let system = solution.system
        switch origin {
        case .constraint(let id):
            guard let constraint = system.constraint(id),
                  let first = context.builder.expression(for: constraint.first, in: system) else { return nil }
            func offset(_ value: Double) -> String {
                let value = rounded(value)
                return value == 0 ? "" : value < 0 ? " - \(formatNumber(-value))" : " + \(formatNumber(value))"
            }
            let explainer = ConflictArithmetic(members: others, system: system, document: context.document)
            let boundedFirst = explainer.bounded(constraint.first)
            if boundedFirst == nil, let second = constraint.second, constraint.multiplier == 1,
               let (terms, bound) = explainer.relativeBound(constraint.first, to: second) {
                // The members only bound the first side from the second (the solved value is one
                // point of that range): "at blue.leading - 8 or less, where it needs blue.leading + 0".
                var at = "\(second)" + terms.map(offset).joined()
                if terms.count > 1 { at += " = \(second)\(offset(terms.reduce(0, +)))" }
                return "the others put \(constraint.first) at \(at)\(bound.suffix), where it needs \(constraint.relation.needsPhrase)\(second)\(offset(constraint.constant))"
            }
            var lhs = boundedFirst.map { ConflictArithmetic.format($0.terms) + $0.bound.suffix }
                ?? formatNumber(rounded(solution.value(of: first)))
            var rhsText = formatNumber(constraint.constant)
            if let second = constraint.second, let expression = context.builder.expression(for: second, in: system) {
                var text = constraint.multiplier == 1 ? "\(second)" : "\(formatNumber(constraint.multiplier)) × \(second)"
                if constraint.constant != 0 { text += constraint.constant < 0 ? " - \(formatNumber(-constraint.constant))" : " + \(formatNumber(constraint.constant))" }
                if constraint.multiplier == 1, case (var terms, let bound)? = explainer.bounded(second), !terms.isEmpty {
                    if constraint.constant != 0 { terms.append(constraint.constant) }
                    rhsText = "\(text) = \(ConflictArithmetic.format(terms))\(bound.suffix)"
                } else {
                    let rhs = constraint.multiplier * solution.value(of: expression) + constraint.constant
                    rhsText = "\(text) = \(formatNumber(rounded(rhs)))"
                }
            }
            if boundedFirst == nil,
               let range = range(of: first, over: others, in: system), range.upper - range.lower > 0.005 {
                // The others only bound the first side: the solved value is one point of the
                // range, so say the bound that stands in the way of what the member needs.
                let secondExpression = constraint.second.flatMap { context.builder.expression(for: $0, in: system) }
                let needed = secondExpression.map { constraint.multiplier * solution.value(of: $0) + constraint.constant } ?? constraint.constant
                if needed > range.upper, range.upper.isFinite {
                    lhs = "\(formatNumber(rounded(range.upper)))\(ConflictArithmetic.Bound.atMost.suffix)"
                } else if needed < range.lower, range.lower.isFinite {
                    lhs = "\(formatNumber(rounded(range.lower)))\(ConflictArithmetic.Bound.atLeast.suffix)"
                } else if let second = constraint.second, let secondExpression, constraint.multiplier == 1,
                          !(context.document.direction == .rightToLeft && (constraint.first.attribute.isDirectional || second.attribute.isDirectional)),
                          let difference = self.range(of: first - secondExpression, over: others, in: system),
                          difference.upper - difference.lower > 0.005 {
                    // Neither side is held where it is: the others bound the distance between
                    // them ("at superview.top + 120 or more, where it needs superview.top + 50").
                    // (Where they fix the distance, the solved values say the same.)
                    let bound: (value: Double, suffix: String)? =
                        constraint.constant > difference.upper && difference.upper.isFinite ? (difference.upper, ConflictArithmetic.Bound.atMost.suffix)
                        : constraint.constant < difference.lower && difference.lower.isFinite ? (difference.lower, ConflictArithmetic.Bound.atLeast.suffix) : nil
                    if let bound {
                        return "the others put \(constraint.first) at \(second)\(offset(bound.value))\(bound.suffix), where it needs \(constraint.relation.needsPhrase)\(second)\(offset(constraint.constant))"
                    }
                }
            }
            return "the others put \(constraint.first) at \(lhs), where it needs \(constraint.relation.needsPhrase)\(rhsText)"
        case .rootSize(let id, let axis), .rootFrameSize(let id, let axis):
            guard let vars = system.variables[id] else { return nil }
            return "the others make '\(id)' \(formatNumber(rounded(solution.values[vars.size(on: axis)] ?? 0))) \(axis == .horizontal ? "wide" : "high")"
        case .hugging(let id, let axis), .compression(let id, let axis):
            guard let vars = system.variables[id] else { return nil }
            return "the others make '\(id)' \(formatNumber(rounded(solution.values[vars.size(on: axis)] ?? 0))) \(axis == .horizontal ? "wide" : "high")"
        case .rootPosition, .nonNegativeSize:
            return nil
        }
    }

    /// The smallest and largest value the other members allow `expression`, or nil when
    /// they cannot be solved on their own (they always can: the conflict is irreducible).
    private func range(of expression: LinearExpression, over others: [ConstraintOrigin], in system: LinearSystem) -> (lower: Double, upper: Double)? {
        let solver = Solver()
        let members = Set(others)
        for constraint in system.constraints where members.contains(constraint.origin) {
            var linear = constraint.linear
            linear.priority = LinearConstraint.required
            guard (try? solver.add(linear)) != nil else { return nil }
        }
        return solver.range(of: expression)
    }

    private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

extension LayoutRelation {
    /// "", "at most", "at least": how a message says what the constraint needs.
    var needsPhrase: String {
        switch self {
        case .equal: return ""
        case .lessThanOrEqual: return "at most "
        case .greaterThanOrEqual: return "at least "
        }
    }
}
