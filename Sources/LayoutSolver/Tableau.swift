/// What a tableau symbol stands for; decides how the simplex may move it.
enum SymbolKind: UInt8 {
    /// A caller's variable: unrestricted in sign.
    case external
    /// The slack of an inequality: non-negative.
    case slack
    /// The violation of an optional constraint: non-negative, and priced in the objective.
    case error
    /// The marker of a required equality: always zero, never enters the basis.
    case dummy
    /// The temporary variable of phase one: non-negative, never enters the basis.
    case artificial
}

/// One `coefficient × symbol` cell of a row.
struct Entry {
    var symbol: Int
    var coefficient: Double
}

/// `basic = constant + Σ coefficient × symbol`, with the terms sorted by symbol and no zero
/// coefficients, so rows compare and iterate deterministically.
struct Row {
    var constant: Double
    var terms: [Entry]

    /// The coefficient of `symbol`, zero when it does not occur (binary search).
    func coefficient(of symbol: Int) -> Double {
        var low = 0, high = terms.count
        while low < high {
            let mid = (low + high) >> 1
            let s = terms[mid].symbol
            if s == symbol { return terms[mid].coefficient }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return 0
    }

    /// `self + scale × other`, skipping `dropping` in `self`; reports symbols that appeared
    /// and disappeared so the caller can keep its column index.
    func adding(_ other: Row, scale: Double, dropping: Int,
                added: inout [Int], removed: inout [Int]) -> Row {
        var result: [Entry] = []
        result.reserveCapacity(terms.count + other.terms.count)
        var i = 0, j = 0
        let a = terms, b = other.terms
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                if a[i].symbol != dropping { result.append(a[i]) }
                i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let v = scale * b[j].coefficient
                if v != 0 { result.append(Entry(symbol: b[j].symbol, coefficient: v)); added.append(b[j].symbol) }
                j += 1
            } else {
                let v = Tolerance.sum(a[i].coefficient, scale * b[j].coefficient)
                if v != 0 { result.append(Entry(symbol: a[i].symbol, coefficient: v)) } else { removed.append(a[i].symbol) }
                i += 1; j += 1
            }
        }
        return Row(constant: Tolerance.sum(constant, scale * other.constant), terms: result)
    }
}

/// A binary min-heap of symbols; the simplex takes the smallest eligible symbol (Bland's rule).
struct SymbolHeap {
    private var items: [Int] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ value: Int) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if items[parent] <= items[child] { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> Int? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < items.count && items[left] < items[smallest] { smallest = left }
                if right < items.count && items[right] < items[smallest] { smallest = right }
                if smallest == parent { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first
    }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }
}

/// The simplex tableau: basic rows over non-basic symbols, a column index, and a
/// lexicographic objective kept as one cost vector per priority level.
///
/// Invariants between public operations: every restricted basic row has a non-negative
/// constant (primal feasibility), every basic dummy row has constant zero, and every
/// non-basic symbol's cost vector is lexicographically non-negative, or zero for an external
/// symbol (optimality). `columns[s]` lists exactly the basic symbols whose rows mention `s`.
final class Tableau {
    /// One priority level of the objective: the total violation of the optional constraints
    /// at `priority`, as a dense cost per non-basic symbol.
    struct Level {
        var priority: Double
        var cost: [Double]
        var members: Int
    }

    /// Enough to undo every change made since it began (a failed add, an analysis probe).
    struct Journal {
        var symbolCount: Int
        var levelCount: Int
        var savedRows: [Int: Row?] = [:]
        var savedCosts: [(level: Int, symbol: Int, value: Double)] = []
    }

    /// The outcome of a ratio test.
    struct Ratio {
        var row: Int
        var step: Double
    }

    private(set) var kinds: [SymbolKind] = []
    /// The constraint id owning each symbol, or the variable index for an external one.
    private(set) var owners: [Int] = []
    private(set) var rows: [Row?] = []
    private(set) var columns: [Set<Int>] = []
    private(set) var levels: [Level] = []
    /// A secondary objective (phase one, analysis probes), kept in step with every pivot.
    var aux: Row?
    private var candidates = SymbolHeap()
    private var infeasibleRows = SymbolHeap()
    private var journal: Journal?
    /// Pivots made; a cap guards against any input making the solver loop.
    private(set) var pivotCount = 0

    var symbolCount: Int { kinds.count }
    var isJournaling: Bool { journal != nil }

    // MARK: Symbols and levels

    func newSymbol(_ kind: SymbolKind, owner: Int) -> Int {
        let s = kinds.count
        kinds.append(kind)
        owners.append(owner)
        rows.append(nil)
        columns.append([])
        for k in levels.indices { levels[k].cost.append(0) }
        return s
    }

    /// The index of the level for `priority`, creating it if `create` (never while journaling).
    func levelIndex(for priority: Double, create: Bool) -> Int? {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) >> 1
            if levels[mid].priority == priority { return mid }
            if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
        }
        guard create else { return nil }
        precondition(journal == nil, "levels are not created inside a journal")
        levels.insert(Level(priority: priority, cost: Array(repeating: 0, count: kinds.count), members: 0), at: low)
        return low
    }

    func addMember(level: Int, _ delta: Int) { levels[level].members += delta }

    /// Drops levels no constraint uses any more.
    func dropEmptyLevels() {
        guard journal == nil else { return }
        levels.removeAll { $0.members == 0 }
    }

    // MARK: Journal

    /// Starts recording; returns false (and records into the outer journal) when one is open.
    func beginJournal() -> Bool {
        guard journal == nil else { return false }
        journal = Journal(symbolCount: kinds.count, levelCount: levels.count)
        return true
    }

    /// Starts recording with symbols from `symbolMark` on counted as new.
    func beginJournal(symbolMark: Int) -> Bool {
        guard journal == nil else { return false }
        journal = Journal(symbolCount: symbolMark, levelCount: levels.count)
        return true
    }

    func commitJournal() { journal = nil }

    /// Restores rows, costs and symbols as they were when the journal began.
    func rollbackJournal() {
        guard let j = journal else { return }
        journal = nil
        for (s, _) in j.savedRows {
            if let current = rows[s] { for t in current.terms { columns[t.symbol].remove(s) } }
        }
        for (s, old) in j.savedRows {
            rows[s] = old
            if let old { for t in old.terms { columns[t.symbol].insert(s) } }
        }
        for entry in j.savedCosts.reversed() { levels[entry.level].cost[entry.symbol] = entry.value }
        truncateSymbols(to: j.symbolCount)
        aux = nil
    }

    /// Forgets symbols from `count` on (they must appear in no row any more).
    func truncateSymbols(to count: Int) {
        guard count < kinds.count else { return }
        kinds.removeSubrange(count...)
        owners.removeSubrange(count...)
        rows.removeSubrange(count...)
        columns.removeSubrange(count...)
        for k in levels.indices { levels[k].cost.removeSubrange(count...) }
        for s in columns.indices where !columns[s].isEmpty {
            columns[s] = columns[s].filter { $0 < count }
        }
    }

    private func touch(_ s: Int) {
        if journal != nil, journal!.savedRows.index(forKey: s) == nil {
            journal!.savedRows[s] = .some(rows[s])
        }
    }

    // MARK: Rows

    func insertRow(_ s: Int, _ row: Row) {
        touch(s)
        rows[s] = row
        for t in row.terms { columns[t.symbol].insert(s) }
    }

    @discardableResult
    func deleteRow(_ s: Int) -> Row {
        touch(s)
        let row = rows[s]!
        rows[s] = nil
        for t in row.terms { columns[t.symbol].remove(s) }
        return row
    }

    /// Adds `delta` to the constant of `s`'s row.
    func shiftConstant(_ s: Int, by delta: Double) {
        touch(s)
        rows[s]!.constant = Tolerance.sum(rows[s]!.constant, delta)
        noteConstant(s)
    }

    /// Removes `symbol` from row `s`.
    func dropTerm(_ symbol: Int, from s: Int) {
        touch(s)
        rows[s]!.terms.removeAll { $0.symbol == symbol }
        columns[symbol].remove(s)
    }

    private func noteConstant(_ s: Int) {
        let c = rows[s]!.constant
        switch kinds[s] {
        case .external: break
        case .dummy: if c != 0 { infeasibleRows.push(s) }
        default: if c < 0 { infeasibleRows.push(s) }
        }
    }

    // MARK: Costs

    func cost(_ level: Int, _ s: Int) -> Double { levels[level].cost[s] }

    func setCost(_ level: Int, _ s: Int, _ value: Double) {
        if journal != nil { journal!.savedCosts.append((level, s, levels[level].cost[s])) }
        levels[level].cost[s] = value
        if isCandidate(s) { candidates.push(s) }
    }

    /// Adds `weight × (s's row, or s itself when non-basic)` to a level's costs.
    func addToObjective(level: Int, symbol s: Int, weight: Double) {
        if let row = rows[s] {
            for t in row.terms { setCost(level, t.symbol, Tolerance.costSum(cost(level, t.symbol), weight * t.coefficient)) }
        } else {
            setCost(level, s, Tolerance.costSum(cost(level, s), weight))
        }
    }

    /// The sign of `s`'s cost vector in lexicographic order (highest priority first).
    func lexSign(_ s: Int) -> Int {
        for level in levels {
            let v = level.cost[s]
            if v > 0 { return 1 }
            if v < 0 { return -1 }
        }
        return 0
    }

    /// Whether entering `s` would improve the objective.
    private func isCandidate(_ s: Int) -> Bool {
        guard rows[s] == nil else { return false }
        switch kinds[s] {
        case .dummy, .artificial: return false
        case .external: return lexSign(s) != 0
        case .slack, .error: return lexSign(s) < 0
        }
    }

    // MARK: Pivoting

    /// Makes `entering` basic in place of `leaving`, substituting it everywhere.
    func pivot(entering e: Int, leaving r: Int) {
        pivotCount += 1
        let row = deleteRow(r)
        let a = row.coefficient(of: e)
        var terms: [Entry] = []
        terms.reserveCapacity(row.terms.count)
        var placed = false
        for t in row.terms where t.symbol != e {
            if !placed && r < t.symbol { terms.append(Entry(symbol: r, coefficient: 1 / a)); placed = true }
            terms.append(Entry(symbol: t.symbol, coefficient: -t.coefficient / a))
        }
        if !placed { terms.append(Entry(symbol: r, coefficient: 1 / a)) }
        let expression = Row(constant: -row.constant / a, terms: terms)
        substitute(e, expression)
        insertRow(e, expression)
    }

    /// Replaces the non-basic `symbol` by `expression` in every row and objective.
    func substitute(_ symbol: Int, _ expression: Row) {
        let users = columns[symbol]
        var added: [Int] = [], removed: [Int] = []
        for r in users {
            touch(r)
            let old = rows[r]!
            let c = old.coefficient(of: symbol)
            added.removeAll(keepingCapacity: true)
            removed.removeAll(keepingCapacity: true)
            rows[r] = old.adding(expression, scale: c, dropping: symbol, added: &added, removed: &removed)
            for s in added { columns[s].insert(r) }
            for s in removed { columns[s].remove(r) }
            noteConstant(r)
        }
        columns[symbol].removeAll()
        for k in levels.indices {
            let d = levels[k].cost[symbol]
            if d == 0 { continue }
            for t in expression.terms {
                setCost(k, t.symbol, Tolerance.costSum(levels[k].cost[t.symbol], d * t.coefficient))
            }
            setCost(k, symbol, 0)
        }
        if let objective = aux {
            let d = objective.coefficient(of: symbol)
            if d != 0 {
                var ignoreA: [Int] = [], ignoreR: [Int] = []
                aux = objective.adding(expression, scale: d, dropping: symbol, added: &ignoreA, removed: &ignoreR)
            }
        }
    }

    /// The row that limits moving non-basic `j` in direction `direction` (±1), and the step;
    /// nil when nothing limits it. Rows in `fixed` (and dummy rows) block any movement.
    /// Ties go to the smallest symbol (Bland).
    func ratioTest(_ j: Int, direction: Double, fixed: (Int) -> Bool = { _ in false }) -> Ratio? {
        var best: Ratio?
        for r in columns[j] {
            let kind = kinds[r]
            if kind == .external { continue }
            let row = rows[r]!
            let a = row.coefficient(of: j) * direction
            let step: Double
            if kind == .dummy || fixed(r) {
                step = 0
            } else if a < 0 {
                step = max(0, row.constant) / -a
            } else {
                continue
            }
            if let b = best, b.step < step || (b.step == step && b.row < r) { continue }
            best = Ratio(row: r, step: step)
        }
        return best
    }

    /// Primal simplex on the lexicographic objective: the smallest improving symbol enters
    /// (Bland's rule, which cannot cycle), the smallest limiting row leaves on ties.
    func optimize() {
        while let j = candidates.pop() {
            guard j < kinds.count, isCandidate(j) else { continue }
            let direction: Double = lexSign(j) < 0 ? 1 : -1
            guard let ratio = ratioTest(j, direction: direction) else { continue }
            pivot(entering: j, leaving: ratio.row)
        }
    }

    /// Primal simplex on `aux` alone (minimised), entering only symbols `eligible` allows.
    /// `firstMove` is told the first step that actually moves the point (or is unbounded),
    /// before the pivot. Returns false when the minimum is unbounded.
    func minimizeAux(eligible: (Int) -> Bool, fixed: (Int) -> Bool,
                     firstMove: ((Int, Double) -> Void)? = nil) -> Bool {
        var reported = firstMove == nil
        while let objective = aux {
            var entering = -1
            var direction = 0.0
            for t in objective.terms where eligible(t.symbol) && rows[t.symbol] == nil {
                switch kinds[t.symbol] {
                case .external: entering = t.symbol; direction = t.coefficient < 0 ? 1 : -1
                case .slack, .error: if t.coefficient < 0 { entering = t.symbol; direction = 1 }
                case .dummy, .artificial: break
                }
                if entering >= 0 { break }
            }
            if entering < 0 { return true }
            guard let ratio = ratioTest(entering, direction: direction, fixed: fixed) else {
                if !reported { firstMove?(entering, direction) }
                return false
            }
            if !reported && ratio.step > 0 { firstMove?(entering, direction); reported = true }
            if fixed(ratio.row) && rows[ratio.row]!.constant != 0 {
                // A fixed row leaves at its current value: shift it to zero first so the point
                // does not move (its symbol appears in no other row).
                touch(ratio.row)
                rows[ratio.row]!.constant = 0
            }
            pivot(entering: entering, leaving: ratio.row)
        }
        return true
    }

    /// Dual simplex: restores primal feasibility after constants changed, keeping the
    /// objective optimal. Returns the symbol of a row that can never be made feasible.
    func dualOptimize() -> Int? {
        while let r = infeasibleRows.pop() {
            guard r < kinds.count, let row = rows[r] else { continue }
            let sense: Double
            switch kinds[r] {
            case .external: continue
            case .dummy:
                if row.constant == 0 { continue }
                sense = row.constant < 0 ? 1 : -1
            default:
                if row.constant >= 0 { continue }
                sense = 1
            }
            var entering = -1
            var enteringA = 0.0
            for t in row.terms {
                let s = t.symbol
                let kind = kinds[s]
                if kind == .dummy || kind == .artificial { continue }
                let a = t.coefficient * sense
                if kind != .external && a <= 0 { continue }
                if entering < 0 || dualRatioLess(s, abs(a), entering, abs(enteringA)) {
                    entering = s; enteringA = a
                }
            }
            if entering < 0 { return r }
            pivot(entering: entering, leaving: r)
        }
        return nil
    }

    /// Lexicographic comparison of cost/a ratios; ties go to the smaller symbol.
    private func dualRatioLess(_ s: Int, _ a: Double, _ t: Int, _ b: Double) -> Bool {
        for level in levels {
            let x = kinds[s] == .external ? 0 : level.cost[s] / a
            let y = kinds[t] == .external ? 0 : level.cost[t] / b
            if x < y { return true }
            if x > y { return false }
        }
        return s < t
    }

    func clearInfeasible() { infeasibleRows.removeAll() }
}

extension Tableau: CustomDebugStringConvertible {
    /// The objective levels, then every basic row, as titled text sections (for debugging).
    var debugDescription: String {
        func name(_ s: Int) -> String {
            let prefix: String
            switch kinds[s] {
            case .external: prefix = "x"
            case .slack: prefix = "s"
            case .error: prefix = "e"
            case .dummy: prefix = "d"
            case .artificial: prefix = "a"
            }
            return "\(prefix)\(s)"
        }
        var out = "Objective\n"
        for level in levels {
            let terms = level.cost.indices.filter { level.cost[$0] != 0 }.map { "\(level.cost[$0])·\(name($0))" }
            out += "  @\(level.priority): " + terms.joined(separator: " + ") + "\n"
        }
        out += "Rows\n"
        for s in rows.indices {
            guard let row = rows[s] else { continue }
            out += "  \(name(s)) = \(row.constant)" + row.terms.map { " + \($0.coefficient)·\(name($0.symbol))" }.joined() + "\n"
        }
        return out
    }
}
