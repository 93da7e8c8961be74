import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// Two active constraints that state the same relation at the same priority.
///
/// A duplicate does no harm until one copy is edited and the other is not; then the layout
/// breaks in a way that is hard to trace.
///
/// Verdict: here, from the normalised linear forms of each configuration's system.
public struct DuplicateConstraintRule: Rule {
    public static let description = RuleDescription(
        id: "duplicate-constraint", name: "Duplicate Constraint", defaultSeverity: .warning,
        summary: "a constraint that repeats another (same items, attributes, relation, multiplier, constant and priority)")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // States that leave the constraints alone (hiding views, say) share the array: their
        // findings are the previous configuration's.
        var previous: (constraints: [LayoutConstraint], findings: [Finding])?
        for system in context.systems {
            let constraints = system.snapshot.constraints
            if let previous, constraints.withUnsafeBufferPointer({ $0.baseAddress }) == previous.constraints.withUnsafeBufferPointer({ $0.baseAddress }),
               constraints.count == previous.constraints.count {
                findings += previous.findings.map { finding in
                    var copy = finding
                    copy.configuration = system.configuration
                    return copy
                }
                continue
            }
            let start = findings.count
            defer { previous = (constraints, Array(findings[start...])) }
            // Positions, not copies: a constraint is large and most have no duplicate.
            var first: [NormalizedConstraint: Int] = [:]
            first.reserveCapacity(constraints.count)  // grown step by step, it rehashed every key 15 times
            // Items no view has (a document not from the loader) are numbered below zero.
            var unknownItems: [String: Int] = [:]
            func view(_ anchor: ConstraintAnchor) -> Int {
                if anchor.view >= 0 { return anchor.view }
                if let number = unknownItems[anchor.item] { return number }
                unknownItems[anchor.item] = -1 - unknownItems.count
                return -unknownItems.count
            }
            for index in constraints.indices where constraints[index].active {
                let key = NormalizedConstraint(constraints[index], view: view)
                guard let originalIndex = first[key] else {
                    first[key] = index
                    continue
                }
                let constraint = constraints[index], original = constraints[originalIndex]
                findings.append(Finding(
                    message: "\(constraint.quotedName) repeats \(original.quotedName)",
                    location: constraint.primaryLocation,
                    notes: [DiagnosticNote(message: "\(original.quotedName) is declared here", location: original.primaryLocation)],
                    fixIts: [FixIt(title: "remove one of the two")],
                    configuration: system.configuration))
            }
        }
        return findings
    }
}

/// A constraint written one canonical way round: `a == m·b + c` and `b == a/m − c/m` are the
/// same relation, so the anchor that sorts first is put on the left.
private struct NormalizedConstraint: Hashable {
    /// A view, by a number for its id (`ConstraintAnchor.view`: hashing the id was most of
    /// the rule's time), and an attribute.
    struct Anchor: Hashable {
        var view: Int
        var attribute: LayoutAttribute
    }

    /// Whether `a` comes before `b` as the text `item.attribute` would (ids hold no '.').
    private static func precedes(_ a: ConstraintAnchor, _ b: ConstraintAnchor) -> Bool {
        a.item != b.item ? a.item < b.item : a.attribute.rawValue < b.attribute.rawValue
    }

    var first: Anchor
    var relation: LayoutRelation
    var second: Anchor?
    var multiplier: Double
    var constant: Double
    var priority: Double

    /// `view` numbers each anchor's item.
    init(_ constraint: LayoutConstraint, view: (ConstraintAnchor) -> Int) {
        let a = Anchor(view: view(constraint.first), attribute: constraint.first.attribute)
        priority = constraint.priority.value
        guard let secondAnchor = constraint.second else {
            (first, relation, second, multiplier, constant) = (a, constraint.relation, nil, 0, NormalizedConstraint.rounded(constraint.constant))
            return
        }
        let b = Anchor(view: view(secondAnchor), attribute: secondAnchor.attribute)
        if !NormalizedConstraint.precedes(secondAnchor, constraint.first) || constraint.multiplier == 0 {
            (first, relation, second) = (a, constraint.relation, b)
            multiplier = NormalizedConstraint.rounded(constraint.multiplier)
            constant = NormalizedConstraint.rounded(constraint.constant)
        } else {
            let m = constraint.multiplier
            (first, second) = (b, a)
            // Dividing by a negative multiplier flips the inequality.
            relation = m < 0 ? constraint.relation : constraint.relation.reversed
            multiplier = NormalizedConstraint.rounded(1 / m)
            constant = NormalizedConstraint.rounded(-constraint.constant / m)
        }
    }

    /// Rounded to 1e-9 so that `1/m` computed two ways compares equal.
    private static func rounded(_ value: Double) -> Double {
        (value * 1e9).rounded() / 1e9
    }
}
