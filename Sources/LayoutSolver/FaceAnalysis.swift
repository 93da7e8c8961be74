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
        let dead = deadColumns(fixErrors: false)
        if expression.terms.allSatisfy({ !mayMove(symbol(of: $0.variable)!, dead) }) {
            return .fixed(value: value(of: expression))
        }
        let g = substituted(expression)
        let movable = g.terms.filter { !dead[$0.symbol] && isOnFace($0.symbol, fixErrors: false) }
        if movable.isEmpty { return .fixed(value: value(of: expression)) }
        var witness: Move?
        for sense in [1.0, -1.0] {
            if let move = coneMove(g, sense: sense, fixErrors: false) { witness = move; break }
        }
        guard let witness else { return .fixed(value: value(of: expression)) }
        if !witness.traded.isEmpty {
            for sense in [1.0, -1.0] {
                if let free = coneMove(g, sense: sense, fixErrors: true) { return .free(direction: free.direction) }
            }
        } else {
            return .free(direction: witness.direction)
        }
        var byPriority: [Double: [Int]] = [:]
        for id in witness.traded {
            byPriority[records[id]!.constraint.priority, default: []].append(id)
        }
        let top = byPriority.keys.max()!
        let up = extent(g, direction: 1, fixErrors: false)
        let down = extent(g, direction: -1, fixErrors: false)
        let amount: Double? = if let a = up.amount, let b = down.amount { a + b } else { nil }
        return .tie(
            priority: top,
            constraints: Set(byPriority[top]!).sorted().map { ConstraintHandle(id: $0) },
            amount: amount,
            direction: witness.direction
        )
    }

    /// Whether `expression` has the same value in every optimal solution: `analyze`'s answer
    /// without measuring how far a free or tied expression moves (no probe of the face's
    /// extent), so it costs at most the small cone program of the symbols around it.
    public func isDetermined(_ expression: LinearExpression) -> Bool {
        if expression.terms.contains(where: { symbol(of: $0.variable) == nil }) { return false }
        let dead = deadColumns(fixErrors: false)
        if expression.terms.allSatisfy({ !mayMove(symbol(of: $0.variable)!, dead) }) { return true }
        let g = substituted(expression)
        guard g.terms.contains(where: { !dead[$0.symbol] && isOnFace($0.symbol, fixErrors: false) }) else { return true }
        return coneMove(g, sense: 1, fixErrors: false, decidesOnly: true) == nil
            && coneMove(g, sense: -1, fixErrors: false, decidesOnly: true) == nil
    }

    /// Whether `expression` moves over the optimal face without any optional constraint's
    /// violation changing (what `analyze` calls `.free`), without measuring anything.
    public func movesFreely(_ expression: LinearExpression) -> Bool {
        if expression.terms.contains(where: { symbol(of: $0.variable) == nil }) { return true }
        let dead = deadColumns(fixErrors: false)
        if expression.terms.allSatisfy({ !mayMove(symbol(of: $0.variable)!, dead) }) { return false }
        let g = substituted(expression)
        return coneMove(g, sense: 1, fixErrors: true, decidesOnly: true) != nil
            || coneMove(g, sense: -1, fixErrors: true, decidesOnly: true) != nil
    }

    /// The smallest and largest value of `expression` over the optimal solutions (the optimal
    /// face): `-infinity` or `+infinity` on a side where nothing bounds it. Exact, as
    /// `analyze`; an expression the optimum fixes costs one substitution, and the probes are
    /// rolled back, so the solution does not change.
    public func range(of expression: LinearExpression) -> (lower: Double, upper: Double) {
        if expression.terms.contains(where: { symbol(of: $0.variable) == nil }) { return (-.infinity, .infinity) }
        let current = value(of: expression)
        let dead = deadColumns(fixErrors: false)
        if expression.terms.allSatisfy({ !mayMove(symbol(of: $0.variable)!, dead) }) { return (current, current) }
        let g = substituted(expression)
        guard g.terms.contains(where: { !dead[$0.symbol] && isOnFace($0.symbol, fixErrors: false) }) else { return (current, current) }
        let (up, down) = keepingFaceCaches {
            (extent(g, direction: 1, fixErrors: false, measuresOnly: true), extent(g, direction: -1, fixErrors: false, measuresOnly: true))
        }
        return (down.amount.map { current - $0 } ?? -.infinity, up.amount.map { current + $0 } ?? .infinity)
    }

    /// Runs probes that roll every change back, and keeps the face caches: the rows and costs
    /// are as before, so what was derived from them still holds under the new version. Without
    /// this, each probe would make the next analysis derive everything again (quadratic over
    /// a layout's views).
    private func keepingFaceCaches<T>(_ probes: () -> T) -> T {
        let before = tableau.version
        let result = probes()
        let after = tableau.version
        if after != before {
            faceCache.retag(from: before, to: after)
            if movableCache.version == before { movableCache.version = after }
        }
        return result
    }

    /// A direction in which the expression moves while staying on the optimal face.
    struct Move {
        /// Each variable's change per unit increase of the expression.
        var direction: [Term]
        /// Constraint ids whose error symbols change along it.
        var traded: [Int]
    }

    /// Whether `sense × g` can increase along a direction of the optimal face (or of the part
    /// where no error symbol changes), and such a direction.
    ///
    /// The face is convex and contains the current point, so the expression is constant on it
    /// exactly when it is constant along every direction of the face's tangent cone there. Only
    /// tight constraints shape that cone: non-basic symbols on the face may only grow (or move
    /// freely, if external), basic restricted rows at zero may only grow, dummy rows (and,
    /// with `fixErrors`, error rows) may not change. The cone is a small homogeneous LP over
    /// the symbols linked to the expression through tight rows, solved by a scratch solver;
    /// an untight direction needs no LP at all.
    ///
    /// With `decidesOnly`, a direction found is not worked out (the move is empty): for callers
    /// that only ask whether there is one.
    private func coneMove(_ g: Row, sense: Double, fixErrors: Bool, decidesOnly: Bool = false) -> Move? {
        let t = tableau
        var local: [Int: Int] = [:]          // symbol -> local column
        var symbols: [Int] = []
        var tightRows: [Int] = []
        var seenRows: Set<Int> = []
        let dead = deadColumns(fixErrors: fixErrors)
        func addColumn(_ s: Int) {
            guard local[s] == nil, !dead[s], isOnFace(s, fixErrors: fixErrors) else { return }
            local[s] = symbols.count
            symbols.append(s)
        }
        for entry in g.terms { addColumn(entry.symbol) }
        if symbols.isEmpty { return nil }
        var next = 0
        while next < symbols.count {
            let j = symbols[next]
            next += 1
            // Sorted: the set's order depends on its history, the local numbering must not.
            for r in t.columns[j].members().sorted() where !seenRows.contains(r) {
                guard isTight(r, fixErrors: fixErrors) else { continue }
                seenRows.insert(r)
                tightRows.append(r)
                for entry in t.rows[r]!.terms { addColumn(entry.symbol) }
            }
        }
        tightRows.sort()
        let objective = LinearExpression(terms: g.terms.compactMap { entry in
            local[entry.symbol].map { Term(Variable($0), sense * entry.coefficient) }
        })
        if objective.isConstant { return nil }
        let d: [Double]
        if tightRows.isEmpty {
            // Nothing tight: any symbol that improves it moves freely.
            guard let first = objective.terms.first(where: {
                t.kinds[symbols[$0.variable.index]] == .external || $0.coefficient > 0
            }) else { return nil }
            var v = Array(repeating: 0.0, count: symbols.count)
            v[first.variable.index] = t.kinds[symbols[first.variable.index]] == .external ? 1 / first.coefficient : 1
            d = v
        } else {
            let scratch = Solver(minimizesConflicts: false)
            do {
                for (i, s) in symbols.enumerated() where t.kinds[s] != .external {
                    try scratch.add(LinearConstraint(LinearExpression(Variable(i)), .greaterThanOrEqual))
                }
                for r in tightRows {
                    let row = t.rows[r]!
                    let e = LinearExpression(terms: row.terms.compactMap { entry in
                        local[entry.symbol].map { Term(Variable($0), entry.coefficient) }
                    })
                    if e.isConstant { continue }
                    let fixed = t.kinds[r] == .dummy || (fixErrors && t.kinds[r] == .error)
                    try scratch.add(LinearConstraint(e, fixed ? .equal : .greaterThanOrEqual))
                }
                let goal = try scratch.add(LinearConstraint(objective + (-1), .greaterThanOrEqual, priority: 1))
                if scratch.violation(of: goal) > 0 { return nil }
            } catch {
                return nil
            }
            d = (0..<symbols.count).map { scratch.value(of: Variable($0)) }
        }
        if decidesOnly { return Move(direction: [], traded: []) }
        return move(along: d, symbols: symbols, change: sense * objective.terms.reduce(0) { $0 + $1.coefficient * d[$1.variable.index] })
    }

    /// The symbols on the face that no direction of the face can move, found by propagation
    /// over tight rows (cached per tableau version): a tight row whose live symbols all have
    /// coefficients of one sign and may only grow pins all of them (for `Σ a·d ≥ 0` with
    /// every `a ≤ 0` and `d ≥ 0`, each `a·d` is zero). Sound, so the cone LP shrinks to what
    /// is really undecided; in layouts this settles hugging and compression pairs met
    /// exactly, without any LP.
    private func deadColumns(fixErrors: Bool) -> [Bool] {
        let t = tableau
        if let cached = faceCache[fixErrors], cached.version == t.version { return cached.dead }
        var dead = Array(repeating: false, count: t.symbolCount)
        var queue: [Int] = []
        var queued = Array(repeating: false, count: t.symbolCount)
        // Each row's tightness, read once: the propagation asks again for every row of every
        // column it reaches, and each answer scans the row's terms.
        var tight = Array(repeating: false, count: t.symbolCount)
        for r in 0..<t.symbolCount where t.rows[r] != nil && isTight(r, fixErrors: fixErrors) {
            tight[r] = true
            queue.append(r); queued[r] = true
        }
        while let r = queue.popLast() {
            queued[r] = false
            let row = t.rows[r]!
            let equality = t.kinds[r] == .dummy || t.kinds[r] == .artificial || (fixErrors && t.kinds[r] == .error)
            var positive = false, negative = false, free = false
            for e in row.terms where !dead[e.symbol] && isOnFace(e.symbol, fixErrors: fixErrors) {
                if t.kinds[e.symbol] == .external { free = true; break }
                if e.coefficient > 0 { positive = true } else { negative = true }
            }
            if free || (positive && negative) || (!equality && positive) { continue }
            for e in row.terms where !dead[e.symbol] && isOnFace(e.symbol, fixErrors: fixErrors) {
                dead[e.symbol] = true
                for other in t.columns[e.symbol] where !queued[other] && tight[other] {
                    queue.append(other); queued[other] = true
                }
            }
        }
        faceCache[fixErrors] = (t.version, dead)
        return dead
    }

    /// Whether some symbol that `s` depends on (itself when non-basic, through its row and
    /// definitions when basic) can move on the face. When none can, `s` is fixed: its
    /// expansion over non-basic symbols only holds pinned ones. Cached per tableau version.
    private func mayMove(_ s: Int, _ dead: [Bool]) -> Bool {
        let t = tableau
        if t.rows[s] == nil { return !dead[s] && isOnFace(s, fixErrors: false) }
        if movableCache.version != t.version {
            movableCache = (t.version, Array(repeating: 0, count: t.symbolCount))
        }
        if movableCache.state[s] != 0 { return movableCache.state[s] == 2 }
        var stack = [s]
        while let y = stack.last {
            if movableCache.state[y] != 0 { stack.removeLast(); continue }
            var ready = true, moves = false
            for e in t.rows[y]!.terms {
                if t.rows[e.symbol] == nil {
                    if !dead[e.symbol] && isOnFace(e.symbol, fixErrors: false) { moves = true; break }
                } else if movableCache.state[e.symbol] == 0 {
                    stack.append(e.symbol); ready = false
                } else if movableCache.state[e.symbol] == 2 {
                    moves = true; break
                }
            }
            if moves { movableCache.state[y] = 2; stack.removeLast(); continue }
            if ready { movableCache.state[y] = 1; stack.removeLast() }
        }
        return movableCache.state[s] == 2
    }

    /// Whether basic row `r` limits the directions of the face: a restricted row at zero, a
    /// dummy row, or (with `fixErrors`) an error row.
    private func isTight(_ r: Int, fixErrors: Bool) -> Bool {
        let t = tableau
        switch t.kinds[r] {
        case .external: return false
        case .dummy, .artificial: return true
        case .error where fixErrors: return true
        case .slack, .error:
            let row = t.rows[r]!
            let scale = row.terms.reduce(0) { max($0, abs($1.coefficient)) }
            return row.constant <= Tolerance.relative * scale
        }
    }

    /// The variables' changes (and the error symbols that change) when non-basic symbols move
    /// by `d`, scaled to a unit change of the expression, which changes by `change`.
    private func move(along d: [Double], symbols: [Int], change: Double) -> Move {
        let t = tableau
        var nonbasic: [Int: Double] = [:]
        var errorDelta: [Int: Double] = [:]
        for (i, s) in symbols.enumerated() where d[i] != 0 {
            nonbasic[s, default: 0] += d[i]
            if t.kinds[s] == .error { errorDelta[s, default: 0] += d[i] }
            for r in t.columns[s] where t.kinds[r] == .error {
                errorDelta[r, default: 0] += t.rows[r]!.coefficient(of: s) * d[i]
            }
        }
        var delta = t.externalChanges(nonbasic)
        for (s, x) in nonbasic where t.kinds[s] == .external { delta[s, default: 0] += x }
        let direction = delta.compactMap { (s, x) -> Term? in
            let c = x / change
            return abs(c) <= Tolerance.relative ? nil : Term(Variable(t.owners[s]), c)
        }.sorted { $0.variable < $1.variable }
        let traded = errorDelta.filter { abs($0.value) > Tolerance.relative * abs(change) }.keys.map { t.owners[$0] }
        return Move(direction: direction, traded: Array(Set(traded)).sorted())
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

    /// Each variable's change when non-basic `j` moves by `sense`, scaled to a unit change of
    /// the expression (which changes by `change` per unit of `j`).
    private func direction(of j: Int, sense: Double, change: Double) -> [Term] {
        let t = tableau
        var terms: [Term] = []
        if t.kinds[j] == .external { terms.append(Term(Variable(t.owners[j]), sense / change)) }
        for (r, x) in t.externalChanges([j: sense]) {
            let c = x / change
            if c != 0 { terms.append(Term(Variable(t.owners[r]), c)) }
        }
        return terms.sorted { $0.variable < $1.variable }
    }

    /// Maximises `sense × g` over the optimal face (or over the part of it where no error
    /// symbol changes), from the current vertex, then rolls every pivot back.
    /// With `measuresOnly`, only `moves` and `amount` are filled in.
    private func extent(_ g: Row, direction sense: Double, fixErrors: Bool, measuresOnly: Bool = false) -> Extent {
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
                if measuresOnly { return }
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

/// The face analysis's dead columns for each value of `fixErrors`, with the tableau version
/// they hold for. Two slots rather than a dictionary keyed by `Bool`: making a dictionary's
/// metadata has the runtime check `Bool: Hashable` once per process, a search of every
/// conformance of the binary, at the first analysis of every lint.
struct DeadColumnsCache {
    private var withErrorsFixed: (version: Int, dead: [Bool])?
    private var withErrorsFree: (version: Int, dead: [Bool])?

    subscript(fixErrors: Bool) -> (version: Int, dead: [Bool])? {
        get { fixErrors ? withErrorsFixed : withErrorsFree }
        set { if fixErrors { withErrorsFixed = newValue } else { withErrorsFree = newValue } }
    }

    /// Entries for version `before` hold for version `after` too.
    mutating func retag(from before: Int, to after: Int) {
        if withErrorsFixed?.version == before { withErrorsFixed?.version = after }
        if withErrorsFree?.version == before { withErrorsFree?.version = after }
    }
}
