/// Why a set of constraints cannot all hold, as numbers: multipliers λ such that the sum of
/// λᵢ × (expressionᵢ) has no variable left, and the constant left over contradicts what the
/// constraints require (Farkas' lemma). For an irreducible conflict the multipliers are
/// unique up to scale, and every member has one that is not zero.
///
/// Explanations read them as arithmetic: scaled so that one member's multiplier is 1, the
/// others' λᵢ × constantᵢ are the terms that add up to where they put that member's sides.
public enum InfeasibilityCertificate {
    /// The multipliers for `constraints` (aligned with them), or nil when the set has no
    /// certificate of this form: it can hold, or it is not irreducible (the combination is
    /// then not unique), or the arithmetic is numerically unsafe. Priorities are ignored.
    public static func multipliers(of constraints: [LinearConstraint]) -> [Double]? {
        let count = constraints.count
        guard count > 0, count <= 512 else { return nil }
        var columns: [Variable: Int] = [:]
        for constraint in constraints {
            for term in constraint.expression.terms where columns[term.variable] == nil { columns[term.variable] = columns.count }
        }
        // Rows are variables, columns constraints: a null vector of this matrix is a combination
        // of the constraints in which every variable cancels.
        var matrix = Array(repeating: Array(repeating: 0.0, count: count), count: columns.count)
        for (index, constraint) in constraints.enumerated() {
            for term in constraint.expression.terms { matrix[columns[term.variable]!][index] += term.coefficient }
        }
        var pivotColumns: [Int] = []
        var row = 0
        for column in 0..<count where row < matrix.count {
            var best = row
            for candidate in row..<matrix.count where abs(matrix[candidate][column]) > abs(matrix[best][column]) { best = candidate }
            guard abs(matrix[best][column]) > 1e-9 else { continue }
            matrix.swapAt(row, best)
            let pivot = matrix[row][column]
            for k in 0..<count { matrix[row][k] /= pivot }
            for other in 0..<matrix.count where other != row && matrix[other][column] != 0 {
                let factor = matrix[other][column]
                for k in 0..<count { matrix[other][k] -= factor * matrix[row][k] }
            }
            pivotColumns.append(column)
            row += 1
        }
        let free = (0..<count).filter { !pivotColumns.contains($0) }
        // Irreducible: exactly one combination (up to scale).
        guard free.count == 1, let freeColumn = free.first else { return nil }
        var lambda = Array(repeating: 0.0, count: count)
        lambda[freeColumn] = 1
        for (pivotRow, column) in pivotColumns.enumerated() { lambda[column] = -matrix[pivotRow][freeColumn] }
        // Orient: with every inequality read as `expression >= 0`, its multiplier must not be
        // negative; the leftover constant must then be negative (no solution).
        func normalized(_ index: Int) -> Double { constraints[index].relation == .lessThanOrEqual ? -lambda[index] : lambda[index] }
        let inequalities = (0..<count).filter { constraints[$0].relation != .equal }
        if inequalities.contains(where: { normalized($0) < -1e-9 }) {
            lambda = lambda.map { -$0 }
            guard !inequalities.contains(where: { normalized($0) < -1e-9 }) else { return nil }
        }
        guard lambda.allSatisfy({ abs($0) > 1e-12 && $0.isFinite }) else { return nil }
        var leftover = 0.0
        for index in 0..<count { leftover += lambda[index] * constraints[index].expression.constant }
        if inequalities.isEmpty {
            guard abs(leftover) > 1e-9 else { return nil }
        } else {
            guard leftover < -1e-9 else { return nil }
        }
        return lambda
    }
}
