/// Optimal-face analysis: is an expression the same in every optimal solution, and if not,
/// what lets it move.
///
/// At the optimum every non-basic symbol with a non-zero cost vector must stay at zero in any
/// optimal solution (its cost is lexicographically positive), so the optimal face is the
/// feasible set with those symbols pinned. Over that face the expression's minimum and
/// maximum are found by the primal simplex itself, started at the current vertex, with
/// Bland's rule: a direction that looks free but is blocked by a degenerate basic row at
/// zero is pivoted through, not trusted. The probes run inside a journal and are rolled back,
/// so analysis never changes the solution.
extension Solver {
    /// What one probe of the face found.
    struct Extent {
        /// Whether the expression can move (in the probed direction) over the face.
        var moves: Bool
        /// How far it can move; nil when unbounded.
        var amount: Double?
        /// The first step that moved it: each variable's change per unit of the expression.
        var direction: [Term]
        /// Constraint ids whose error symbols change along `direction`.
        var traded: [Int]
    }

    /// Whether `expression` is the same in every optimal solution, and if not, how it moves.
    ///
    /// A variable no constraint mentions is free. The answer is exact (decided by linear
    /// programming over the optimal face, not by a heuristic); a fixed expression whose
    /// reduced form has no movable symbol costs one substitution.
    ///
    /// - Returns: `.fixed` with the value; `.free` with a direction in which the expression
    ///   moves while no optional violation changes; or `.tie` naming the optional constraints
    ///   of one priority whose violations trade along a direction, with how far the
    ///   expression can move over the optimal face.
    public func analyze(_ expression: LinearExpression) -> FaceAnalysis {
        for t in expression.terms where symbol(of: t.variable) == nil {
            return .free(direction: [Term(t.variable, 1 / t.coefficient)])
        }
        let g = substituted(expression)
        let t = tableau
        let movable = g.terms.filter { isOnFace($0.symbol, fixErrors: false) }
        if movable.isEmpty { return .fixed(value: value(of: expression)) }
        if let direction = quickFreeDirection(g, movable) { return .free(direction: direction) }
        let up = extent(g, direction: 1, fixErrors: false)
        let down = extent(g, direction: -1, fixErrors: false)
        if !up.moves && !down.moves { return .fixed(value: value(of: expression)) }
        for sense in [1.0, -1.0] {
            let free = extent(g, direction: sense, fixErrors: true)
            if free.moves { return .free(direction: free.direction) }
        }
        let witness = up.moves ? up : down
        var byPriority: [Double: [Int]] = [:]
        for id in witness.traded {
            byPriority[records[id]!.constraint.priority, default: []].append(id)
        }
        guard let top = byPriority.keys.max() else { return .free(direction: witness.direction) }
        let amount: Double? = if let a = up.amount, let b = down.amount { a + b } else { nil }
        _ = t
        return .tie(
            priority: top,
            constraints: Set(byPriority[top]!).sorted().map { ConstraintHandle(id: $0) },
            amount: amount,
            direction: witness.direction
        )
    }

    /// Whether non-basic `s` may leave zero without leaving the optimal face.
    private func isOnFace(_ s: Int, fixErrors: Bool) -> Bool {
        let t = tableau
        guard t.rows[s] == nil else { return false }
        switch t.kinds[s] {
        case .dummy, .artificial: return false
        case .error: if fixErrors { return false }
        case .external, .slack: break
        }
        return t.lexSign(s) == 0
    }

    /// A single non-basic symbol that moves the expression by a positive step with no error
    /// symbol changing: a witness of freedom without any pivot.
    private func quickFreeDirection(_ g: Row, _ movable: [Entry]) -> [Term]? {
        let t = tableau
        for entry in movable where t.kinds[entry.symbol] != .error {
            let senses: [Double] = t.kinds[entry.symbol] == .external ? [1, -1] : [1]
            for sense in senses {
                let ratio = t.ratioTest(entry.symbol, direction: sense, fixed: { t.kinds[$0] == .error })
                if ratio == nil || ratio!.step > 0 {
                    return direction(of: entry.symbol, sense: sense, change: entry.coefficient * sense)
                }
            }
        }
        return nil
    }

    /// Each variable's change when non-basic `j` moves by `sense`, scaled to a unit change of
    /// the expression (which changes by `change` per unit of `j`).
    private func direction(of j: Int, sense: Double, change: Double) -> [Term] {
        let t = tableau
        var terms: [Term] = []
        if t.kinds[j] == .external { terms.append(Term(Variable(t.owners[j]), sense / change)) }
        for r in t.columns[j] where t.kinds[r] == .external {
            let c = t.rows[r]!.coefficient(of: j) * sense / change
            if c != 0 { terms.append(Term(Variable(t.owners[r]), c)) }
        }
        return terms.sorted { $0.variable < $1.variable }
    }

    /// Maximises `sense × g` over the optimal face (or over the part of it where no error
    /// symbol changes), from the current vertex, then rolls every pivot back.
    private func extent(_ g: Row, direction sense: Double, fixErrors: Bool) -> Extent {
        let t = tableau
        let owner = t.beginJournal()
        precondition(owner, "analysis runs outside any other operation")
        let start = Row(constant: -sense * g.constant,
                        terms: g.terms.map { Entry(symbol: $0.symbol, coefficient: -sense * $0.coefficient) })
        t.aux = start
        var result = Extent(moves: false, amount: 0, direction: [], traded: [])
        let bounded = t.minimizeAux(
            eligible: { self.isOnFace($0, fixErrors: fixErrors) },
            fixed: { fixErrors && t.kinds[$0] == .error },
            firstMove: { j, d in
                // Per unit of j, aux changes by aux[j]·d, and the expression by −sense·aux[j]·d.
                let change = -sense * t.aux!.coefficient(of: j) * d
                result.direction = self.direction(of: j, sense: d, change: change)
                var traded: [Int] = []
                if t.kinds[j] == .error { traded.append(t.owners[j]) }
                for r in t.columns[j] where t.kinds[r] == .error { traded.append(t.owners[r]) }
                result.traded = traded
            }
        )
        let gain = start.constant - t.aux!.constant
        t.aux = nil
        t.rollbackJournal()
        let scale = g.terms.reduce(abs(g.constant)) { max($0, abs($1.coefficient)) }
        if !bounded {
            result.moves = true
            result.amount = nil
        } else {
            result.moves = !Tolerance.isZero(gain, scale: scale)
            result.amount = result.moves ? gain : 0
        }
        return result
    }
}
