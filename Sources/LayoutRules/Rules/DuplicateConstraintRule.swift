import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// Two active constraints that state the same relation at the same priority.
///
/// A duplicate does no harm until one copy is edited and the other is not; then the layout
/// breaks in a way that is hard to trace.
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
            for index in constraints.indices where constraints[index].active {
                let key = NormalizedConstraint(constraints[index])
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
    /// `item.attribute`, ordered as that text would be (ids hold no '.'), without building it.
    /// Equal and hashed by the view's position (`ConstraintAnchor.view`): hashing the id
    /// was most of the rule's time.
    struct Anchor: Hashable, Comparable {
        /// -1 when the anchor names no view; the item then tells anchors apart.
        var view: Int
        var item: String
        var attribute: LayoutAttribute

        init(_ anchor: ConstraintAnchor) {
            view = anchor.view
            item = anchor.item
            attribute = anchor.attribute
        }

        static func == (lhs: Anchor, rhs: Anchor) -> Bool {
            lhs.view == rhs.view && lhs.attribute == rhs.attribute && (lhs.view >= 0 || lhs.item == rhs.item)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(view)
            hasher.combine(attribute)
            if view < 0 { hasher.combine(item) }
        }

        static func < (lhs: Anchor, rhs: Anchor) -> Bool {
            let sameItem = (lhs.view >= 0 && lhs.view == rhs.view) || lhs.item == rhs.item
            return sameItem ? lhs.attribute.rawValue < rhs.attribute.rawValue : lhs.item < rhs.item
        }
    }

    var first: Anchor
    var relation: LayoutRelation
    var second: Anchor?
    var multiplier: Double
    var constant: Double
    var priority: Double

    init(_ constraint: LayoutConstraint) {
        let a = Anchor(constraint.first)
        priority = constraint.priority.value
        guard let secondAnchor = constraint.second else {
            (first, relation, second, multiplier, constant) = (a, constraint.relation, nil, 0, NormalizedConstraint.rounded(constraint.constant))
            return
        }
        let b = Anchor(secondAnchor)
        if a <= b || constraint.multiplier == 0 {
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
