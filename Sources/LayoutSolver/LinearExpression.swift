/// A real unknown of a linear system. The caller numbers its variables; the solver takes
/// any non-negative index and keeps everything ordered by it, so results never depend on
/// hash order.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let index: Int

    public init(_ index: Int) {
        precondition(index >= 0, "variable indexes are non-negative")
        self.index = index
    }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }

    public var description: String { "v\(index)" }
}

/// `coefficient × variable`.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient × variable + constant`, kept canonical: terms sorted by variable, one term
/// per variable, no zero coefficients. Equal expressions therefore compare equal.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    public private(set) var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = LinearExpression.canonical(terms)
        self.constant = constant
    }

    public init(_ variable: Variable, coefficient: Double = 1, constant: Double = 0) {
        self.init(terms: [Term(variable, coefficient)], constant: constant)
    }

    public static func constant(_ value: Double) -> LinearExpression {
        LinearExpression(terms: [], constant: value)
    }

    /// The coefficient of `variable`, zero when it does not occur.
    public func coefficient(of variable: Variable) -> Double {
        terms.first { $0.variable == variable }?.coefficient ?? 0
    }

    public var variables: [Variable] { terms.map(\.variable) }

    public var isConstant: Bool { terms.isEmpty }

    // With nothing to merge the result keeps `lhs`'s array of terms, shared rather than
    // copied: a layout's content-size constraints (`size - intrinsic`) are a third of its
    // linear constraints, each an array of its own otherwise.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(canonicalTerms: rhs.terms.isEmpty ? lhs.terms : merged(lhs.terms, rhs.terms, factor: 1),
                         constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(canonicalTerms: rhs.terms.isEmpty ? lhs.terms : merged(lhs.terms, rhs.terms, factor: -1),
                         constant: lhs.constant + rhs.constant * -1)
    }

    private init(canonicalTerms: [Term], constant: Double) {
        terms = canonicalTerms
        self.constant = constant
    }

    /// `a + factor × b` for two canonical term lists, merged in one pass. Each variable
    /// occurs at most once on each side, so a sum has two operands and comes out exactly as
    /// sorting and summing the concatenation would give it.
    private static func merged(_ a: [Term], _ b: [Term], factor: Double) -> [Term] {
        var result: [Term] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].variable < b[j].variable) {
                result.append(a[i])
                i += 1
            } else if i == a.count || b[j].variable < a[i].variable {
                let scaled = b[j].coefficient * factor
                if scaled != 0 { result.append(Term(b[j].variable, scaled)) }
                j += 1
            } else {
                let sum = a[i].coefficient + b[j].coefficient * factor
                if sum != 0 { result.append(Term(a[i].variable, sum)) }
                i += 1
                j += 1
            }
        }
        return result
    }

    public static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        // × 1 gives every coefficient back unchanged: keep the array.
        if factor == 1 { return lhs }
        return LinearExpression(
            terms: lhs.terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: lhs.constant * factor
        )
    }

    public static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + constant)
    }

    public var description: String {
        var parts: [String] = terms.map { "\($0.coefficient)*\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    private static func canonical(_ terms: [Term]) -> [Term] {
        // Most expressions arrive canonical (one or two terms in variable order): keep the array.
        if terms.indices.allSatisfy({ terms[$0].coefficient != 0 && ($0 == 0 || terms[$0 - 1].variable < terms[$0].variable) }) {
            return terms
        }
        let sorted = terms.sorted { $0.variable < $1.variable }
        var result: [Term] = []
        result.reserveCapacity(sorted.count)
        for term in sorted {
            if let last = result.last, last.variable == term.variable {
                result[result.count - 1].coefficient += term.coefficient
            } else {
                result.append(term)
            }
        }
        result.removeAll { $0.coefficient == 0 }
        return result
    }
}

/// How an expression relates to zero.
public enum Relation: String, Hashable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// `expression relation 0` at a priority in 1…1000; 1000 is required.
public struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
    public static let required: Double = 1000

    public var expression: LinearExpression
    public var priority: Double
    /// Last: its byte then ends the layout (25 bytes, not 32), so a type that keeps a
    /// constraint can put a 32-bit field right after it (`Solver.Record`).
    public var relation: Relation

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Double = LinearConstraint.required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// `lhs relation rhs`, stored as `lhs - rhs relation 0`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Double = LinearConstraint.required) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    public var isRequired: Bool { priority >= LinearConstraint.required }

    public var description: String { "\(expression) \(relation.rawValue) 0 @\(priority)" }
}
