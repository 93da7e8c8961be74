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
///
/// Rows of restricted symbols (and the objective) mention non-basic symbols only. A row of an
/// external symbol may also mention basic external symbols whose rows are older (a lower
/// serial, see `Tableau.basicSerial`): a *definition* that is expanded only when needed, so that long chains
/// (each view placed after the previous one) do not fill every row with the whole chain.
struct Row {
    var constant: Double
    var terms: [Entry]

    /// The coefficient of `symbol`, zero when it does not occur (binary search).
    func coefficient(of symbol: Int) -> Double { Row.coefficient(of: symbol, in: terms) }

    /// The coefficient of `symbol` in sorted `terms`, zero when it does not occur.
    static func coefficient(of symbol: Int, in terms: [Entry]) -> Double {
        terms.withUnsafeBufferPointer { coefficient(of: symbol, in: $0) }
    }

    static func coefficient(of symbol: Int, in terms: UnsafeBufferPointer<Entry>) -> Double {
        var low = 0, high = terms.count
        while low < high {
            let mid = (low + high) >> 1
            let s = terms[mid].symbol
            if s == symbol { return terms[mid].coefficient }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return 0
    }

    /// `a + scale × b`, skipping `dropping` in `a`, written to `out` (room for `a.count +
    /// b.count` entries); returns the number of entries written. With `tracking`, symbols that
    /// appear (from `b`) and disappear (cancelled) are appended to `added` and `removed`, so
    /// that a caller can keep its column index. On raw buffers: this loop is most of a pivot.
    static func merge(_ a: UnsafeBufferPointer<Entry>, _ b: UnsafeBufferPointer<Entry>, scale: Double, dropping: Int,
                      into out: UnsafeMutablePointer<Entry>,
                      added: inout [Int], removed: inout [Int], tracking: Bool) -> Int {
        var i = 0, j = 0, k = 0
        let na = a.count, nb = b.count
        while i < na && j < nb {
            let sa = a[i].symbol, sb = b[j].symbol
            if sa < sb {
                if sa != dropping { out[k] = a[i]; k += 1 }
                i += 1
            } else if sb < sa {
                let v = scale * b[j].coefficient
                if v != 0 {
                    out[k] = Entry(symbol: sb, coefficient: v); k += 1
                    if tracking { added.append(sb) }
                }
                j += 1
            } else {
                let v = Tolerance.sum(a[i].coefficient, scale * b[j].coefficient)
                if v != 0 {
                    out[k] = Entry(symbol: sa, coefficient: v); k += 1
                } else if tracking {
                    removed.append(sa)
                }
                i += 1; j += 1
            }
        }
        while i < na {
            if a[i].symbol != dropping { out[k] = a[i]; k += 1 }
            i += 1
        }
        while j < nb {
            let v = scale * b[j].coefficient
            if v != 0 {
                out[k] = Entry(symbol: b[j].symbol, coefficient: v); k += 1
                if tracking { added.append(b[j].symbol) }
            }
            j += 1
        }
        return k
    }

    /// `a + scale × b` as a new array (see `merge`).
    static func merged(_ a: [Entry], _ b: [Entry], scale: Double, dropping: Int,
                       added: inout [Int], removed: inout [Int], tracking: Bool) -> [Entry] {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                [Entry](unsafeUninitializedCapacity: Swift.max(1, a.count + b.count)) { out, n in
                    n = merge(a, b, scale: scale, dropping: dropping, into: out.baseAddress!,
                              added: &added, removed: &removed, tracking: tracking)
                }
            }
        }
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

/// Each symbol's owner (a constraint id, or a caller's variable index) in 32 bits: 4 bytes a
/// symbol, not 8 (0.2 MB at the 1,000-cell table's 52,000 symbols). An owner outside `Int32`'s
/// range (a variable index may be any `Int`) is kept aside, marked by `Int32.min`.
struct SymbolOwners {
    private var packed = OwnedVector<Int32>()
    private var far: [Int: Int] = [:]
    private static let farMark = Int32.min

    subscript(s: Int) -> Int {
        @inline(__always) get {
            let owner = packed[s]
            return owner != SymbolOwners.farMark ? Int(owner) : far[s]!
        }
    }

    mutating func append(_ owner: Int) {
        if let packedOwner = Int32(exactly: owner), packedOwner != SymbolOwners.farMark {
            packed.append(packedOwner)
        } else {
            far[packed.count] = owner
            packed.append(SymbolOwners.farMark)
        }
    }

    mutating func reserve(_ total: Int) { packed.reserve(total) }

    mutating func truncate(to count: Int) {
        packed.truncate(to: count)
        if !far.isEmpty { far = far.filter { $0.key < count } }
    }

    mutating func deallocate() {
        packed.deallocate()
        far = [:]
    }
}

/// The simplex tableau: basic rows over non-basic symbols, a column index, and a
/// lexicographic objective: per symbol that has any, one cost per priority level.
///
/// Invariants between public operations: every restricted basic row has a non-negative
/// constant (primal feasibility), every basic dummy row has constant zero, and every
/// non-basic symbol's cost vector is lexicographically non-negative, or zero for an external
/// symbol (optimality). `columns[s]` lists exactly the non-external basic symbols whose rows
/// mention `s` (for a dummy `s`, once `keepColumn(of:)` has asked for it).
final class Tableau {
    /// One priority level of the objective: the total violation of the optional constraints
    /// at `priority`. Its costs are in `costTable`.
    struct Level {
        var priority: Double
        var members: Int
    }

    /// Enough to undo every change made since it began (a failed add, an analysis probe).
    struct Journal {
        var symbolCount: Int
        var levelMembers: [Int]
        var savedRows: [Int: (row: Row?, serial: Int)] = [:]
        var savedCosts: [(level: Int, symbol: Int, cost: Cost)] = []
    }

    /// One symbol's sum in the expansion of a long row (see `expanded`).
    struct ExpansionSum {
        var symbol: Int
        var sum: Double
        var scale: Double
    }

    /// The outcome of a ratio test.
    struct Ratio {
        var row: Int
        var step: Double
    }

    /// A symbol's cost at one level, and the magnitude of the largest addend that went into
    /// it: a cost that is a tiny fraction of its scale is cancellation noise (coefficients of
    /// 1e3 and 1e-3 in one system leave noise far above any absolute epsilon).
    struct Cost {
        var value = 0.0
        var scale = 0.0

        /// Zero, with no scale either: what a symbol without a slot has at every level.
        var isZero: Bool { value == 0 && scale == 0 }
    }

    /// A basic external symbol's value, valid while `version` equals the tableau's
    /// `rowVersion` (every change to a row changes it, so no entry needs clearing); a
    /// non-basic symbol's is 0 with version `nonBasicVersion`.
    struct CachedValue {
        var value: Double
        var version: Int

        static let nonBasicVersion = Int.max
        static let nonBasic = CachedValue(value: 0, version: nonBasicVersion)
        static let stale = CachedValue(value: 0, version: -1)
    }

    @exclusivity(unchecked) private(set) var kinds = OwnedVector<SymbolKind>()
    /// The constraint id owning each symbol, or the variable index for an external one.
    @exclusivity(unchecked) private(set) var owners = SymbolOwners()
    /// Each basic symbol's row, in one pooled store (see `RowStore`); a `Row` is the form
    /// rows take outside it, while they are built or saved in a journal.
    @exclusivity(unchecked) private(set) var rows = RowStore()
    /// Each symbol's row serial, 0 when it is not basic: when its row was put into the
    /// tableau (a row only mentions basic symbols of lower serial). Kept here only, not also in
    /// the row (8 bytes more per symbol): hot paths ask "is it basic, and how old is its row"
    /// without copying the row out (and retaining its terms).
    /// 32-bit (0.2 MB at the 1,000-cell table's 52,000 symbols): only their order matters, and
    /// they are numbered again from 1 when they run out (`renumberSerials`).
    @exclusivity(unchecked) private(set) var basicSerial = OwnedVector<UInt32>()
    /// For each symbol, the restricted, dummy and artificial rows that mention it.
    @exclusivity(unchecked) private(set) var columns = SymbolSetTable()
    /// Whether dummy symbols' columns (and external users) are kept. They are not until an
    /// operation asks for one (removing a required equality, changing its constant): a dummy
    /// never enters the basis while optimising, and a deep tree puts every ancestor's markers
    /// in each of its rows, so keeping their columns from the start cost a fifth of a large
    /// batch. (The solver puts markers into rows only once it needs them; when the need was
    /// to name a conflict in a batch, the rest of the batch still loads without these columns.)
    @exclusivity(unchecked) private var dummyColumnsKept = false
    /// For each symbol, the external rows that mention it, kept lazily: adding is all an
    /// update costs (external rows of long chains are long, and never limit a ratio test);
    /// stale entries (rows that no longer mention it) are dropped when the set is read.
    @exclusivity(unchecked) private var externalUsers = SymbolSetTable()
    /// Not private: a test starts it near the end of 32 bits.
    @exclusivity(unchecked) var nextSerial = 1
    /// Values of basic external symbols, evaluated through definitions, each with the
    /// `rowVersion` it holds for (value and version side by side: one cache line per read).
    /// By the symbol's variable (its owner), not by symbol: only external symbols have values
    /// read, and they are a third of a layout's symbols (16 bytes each for the others was
    /// 0.55 MB at the 1,000-cell table's peak). Made when values are first read, so a load
    /// that reads none holds none. Variables past `VariableMap.denseLimit` are kept aside.
    @exclusivity(unchecked) private var valueCache = OwnedVector<CachedValue>()
    @exclusivity(unchecked) private var farValueCache: [Int: CachedValue] = [:]
    /// Above the variable indexes the batches so far named (see `reserveValues`).
    @exclusivity(unchecked) private var valueBound = 0
    @exclusivity(unchecked) private(set) var levels: [Level] = []
    /// Per symbol, its slot in `costTable`, or -1 when its cost is zero at every level.
    ///
    /// Why not a dense cost vector per level: most symbols cost nothing at most levels (an
    /// error symbol is priced at its constraint's level only, a basic symbol at none), and
    /// four levels of 16-byte costs were a third of the tableau's per-symbol memory.
    @exclusivity(unchecked) private var costSlots = OwnedVector<Int32>()
    /// The costs of the symbols that have any: per slot, one `Cost` per level side by side,
    /// highest priority first, so that comparing a symbol's costs reads one stretch. Free slots
    /// are all zero.
    @exclusivity(unchecked) private var costTable = OwnedVector<Cost>()
    @exclusivity(unchecked) private var freeCostSlots: [Int32] = []
    /// A secondary objective (phase one, analysis probes), kept in step with every pivot.
    @exclusivity(unchecked) var aux: Row?
    @exclusivity(unchecked) private var candidates = SymbolHeap()
    @exclusivity(unchecked) private var infeasibleRows = SymbolHeap()
    @exclusivity(unchecked) private var journal: Journal?
    /// Pivots made so far.
    @exclusivity(unchecked) private(set) var pivotCount = 0
    /// Changes with every change to rows or costs, so derived data can be cached.
    @exclusivity(unchecked) private(set) var version = 0
    /// Changes with every change to rows (not costs): values depend on rows only.
    @exclusivity(unchecked) private var rowVersion = 0
    /// Set when a row, cost or value came out infinite or NaN: the numbers left Double's
    /// range and the tableau no longer means anything. The solver checks it after each
    /// operation and refuses the operation (rebuilding the tableau as it was).
    @exclusivity(unchecked) var overflowed = false
    /// Scratch lists reused by every row update, so that a pivot allocates only its rows.
    @exclusivity(unchecked) private var scratchAdded: [Int] = []
    @exclusivity(unchecked) private var scratchRemoved: [Int] = []
    @exclusivity(unchecked) private var scratchPending: [(serial: Int, symbol: Int)] = []
    @exclusivity(unchecked) private var scratchTerms = OwnedVector<Entry>()
    @exclusivity(unchecked) private var scratchMerged = OwnedVector<Entry>()
    /// Scratch of `expanded` for long rows: the sums of the expansion under way, each symbol's
    /// with its largest addend, in the order the symbols came; and per symbol, the position
    /// of its sum there (stale wherever that sum is another symbol's).
    @exclusivity(unchecked) private var expansionSlot = OwnedVector<Int32>()
    @exclusivity(unchecked) private var expansionTouched = OwnedVector<ExpansionSum>()

    /// Whether `reserveSymbols` sized the per-symbol vectors (see `newSymbol`).
    @exclusivity(unchecked) private var sizedByBatch = false

    var symbolCount: Int { kinds.count }

    var isJournaling: Bool { journal != nil }

    deinit {
        kinds.deallocate()
        owners.deallocate()
        basicSerial.deallocate()
        valueCache.deallocate()
        rows.deallocate()
        columns.deallocate()
        externalUsers.deallocate()
        scratchTerms.deallocate()
        scratchMerged.deallocate()
        expansionSlot.deallocate()
        expansionTouched.deallocate()
        costSlots.deallocate()
        costTable.deallocate()
    }

    // MARK: Symbols and levels

    /// Makes room for `count` more symbols, so that loading a layout does not grow every
    /// per-symbol array step by step.
    func reserveSymbols(_ count: Int) {
        let n = kinds.count + count
        sizedByBatch = true
        costSlots.reserve(n)
        kinds.reserve(n)
        owners.reserve(n)
        rows.reserve(n)
        basicSerial.reserve(n)
        columns.reserve(n)
        externalUsers.reserve(n)
    }

    /// Notes that variables below `bound` may have values read; the cache is sized for them
    /// when the first is read.
    func reserveValues(below bound: Int) { valueBound = Swift.max(valueBound, bound) }

    /// Gives back what loading a batch left unused: the room the pools of column sets and
    /// costs grew into (by half at a time: up to a third of each) and the scratch of long
    /// rows' expansions (dense per symbol), which a later expansion makes again. A batch is a
    /// whole layout; the caller's analysis of its solution, which comes next, is where a large
    /// layout's memory peaks.
    func releaseSlack() {
        costTable.shrinkToFit()
        columns.shrinkToFit()
        externalUsers.shrinkToFit()
        expansionSlot.deallocate()
        expansionTouched.deallocate()
    }

    func newSymbol(_ kind: SymbolKind, owner: Int) -> Int {
        let s = kinds.count
        precondition(s < Int(Int32.max), "too many symbols")  // SymbolSet keeps 32-bit members
        // Past what a batch reserved (it counts every symbol but phase one's artificials),
        // every vector grows by an eighth, not twice over as an append would.
        if kinds.isFull && sizedByBatch { reserveSymbols(Swift.max(16, s / 8)) }
        kinds.append(kind)
        owners.append(owner)
        rows.append()
        basicSerial.append(0)
        columns.append()
        externalUsers.append()
        costSlots.append(-1)
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
        let old = levels.count
        levels.insert(Level(priority: priority, members: 0), at: low)
        relayoutCosts(levels.indices.map { $0 < low ? $0 : $0 == low ? nil : $0 - 1 }, oldStride: old)
        return low
    }

    func addMember(level: Int, _ delta: Int) { levels[level].members += delta }

    /// Drops levels no constraint uses any more.
    func dropEmptyLevels() {
        guard journal == nil, levels.contains(where: { $0.members == 0 }) else { return }
        let old = levels.count
        let kept = levels.indices.filter { levels[$0].members != 0 }
        levels = kept.map { levels[$0] }
        relayoutCosts(kept, oldStride: old)
    }

    /// Rebuilds `costTable` for new levels: new level `k` takes the costs of old level
    /// `from[k]`, or zeros when nil. Slots are given again in symbol order, and symbols left
    /// with no cost lose theirs.
    private func relayoutCosts(_ from: [Int?], oldStride: Int) {
        let stride = from.count
        var table = OwnedVector<Cost>()
        for s in costSlots.indices where costSlots[s] >= 0 {
            let base = Int(costSlots[s]) * oldStride
            guard from.contains(where: { $0 != nil && !costTable[base + $0!].isZero }) else {
                costSlots[s] = -1
                continue
            }
            costSlots[s] = Int32(table.count / Swift.max(1, stride))
            for k in 0..<stride { table.append(from[k].map { costTable[base + $0] } ?? Cost()) }
        }
        costTable.deallocate()
        costTable = table
        freeCostSlots.removeAll()
    }

    // MARK: Journal

    /// Starts recording; returns false (and records into the outer journal) when one is open.
    func beginJournal() -> Bool {
        guard journal == nil else { return false }
        journal = Journal(symbolCount: kinds.count, levelMembers: levels.map(\.members))
        return true
    }

    /// Starts recording with symbols from `symbolMark` on counted as new.
    func beginJournal(symbolMark: Int) -> Bool {
        guard journal == nil else { return false }
        journal = Journal(symbolCount: symbolMark, levelMembers: levels.map(\.members))
        return true
    }

    func commitJournal() { journal = nil }

    /// Restores rows, costs and symbols as they were when the journal began.
    func rollbackJournal() {
        guard let j = journal else { return }
        journal = nil
        version &+= 1
        rowVersion &+= 1
        // In symbol order, so that the column sets' histories (and iteration orders) do not
        // depend on the dictionary's hash seed.
        let saved = j.savedRows.sorted { $0.key < $1.key }
        for (s, _) in saved where kinds[s] != .external {
            if let current = rows[s] { for t in current.terms { removeFromColumn(t.symbol, s) } }
        }
        for (s, (old, serial)) in saved {
            if let old { rows.set(s, old) } else { rows.remove(s) }
            basicSerial[s] = UInt32(serial)
            if let row = rows[s] { index(s, row.terms) }
        }
        for entry in j.savedCosts.reversed() {
            storeCost(entry.level, entry.symbol, entry.cost)
        }
        for k in levels.indices { levels[k].members = j.levelMembers[k] }
        truncateSymbols(to: j.symbolCount)
        aux = nil
    }

    /// Forgets symbols from `count` on (they must appear in no row any more).
    func truncateSymbols(to count: Int) {
        guard count < kinds.count else { return }
        kinds.truncate(to: count)
        owners.truncate(to: count)
        rows.truncate(to: count)
        basicSerial.truncate(to: count)
        columns.truncate(to: count)
        externalUsers.truncate(to: count)
        for s in count..<costSlots.count where costSlots[s] >= 0 {
            for k in levels.indices { storeCost(k, s, Cost()) }
        }
        costSlots.truncate(to: count)
        for s in columns.indices where !columns.isEmpty(s) {
            var kept = SymbolSet()
            for r in columns[s] where r < count { kept.insert(r) }
            columns.set(s, kept)
        }
    }

    private func touch(_ s: Int) {
        version &+= 1
        rowVersion &+= 1
        if journal != nil, journal!.savedRows.index(forKey: s) == nil {
            journal!.savedRows[s] = (rows[s]?.row, Int(basicSerial[s]))
        }
    }

    // MARK: Rows

    func insertRow(_ s: Int, _ row: consuming Row) {
        touch(s)
        if nextSerial > Int(UInt32.max) { renumberSerials() }
        basicSerial[s] = UInt32(nextSerial)
        nextSerial += 1
        noteNumbers(row.constant, row.terms)
        rows.set(s, row)
        index(s, rows[s]!.terms)
    }

    /// Numbers the serials of the basic rows, and those a journal would put back, 1, 2, … in
    /// the order they had: what they are compared for stays as it was.
    private func renumberSerials() {
        var serials = basicSerial.buffer.filter { $0 != 0 }.map { Int($0) }
        if let saved = journal?.savedRows.values { serials += saved.map(\.serial).filter { $0 != 0 } }
        var renumbered: [Int: Int] = [:]
        // A row changed in place keeps its serial: the journal may hold one a row still has.
        for serial in serials.sorted() where renumbered[serial] == nil { renumbered[serial] = renumbered.count + 1 }
        for s in basicSerial.indices where basicSerial[s] != 0 {
            basicSerial[s] = UInt32(renumbered[Int(basicSerial[s])]!)
        }
        if journal != nil {
            for (s, saved) in journal!.savedRows where saved.serial != 0 {
                journal!.savedRows[s]!.serial = renumbered[saved.serial]!
            }
        }
        nextSerial = renumbered.count + 1
    }

    /// `row` over non-basic symbols only: each basic (external) symbol it mentions is replaced
    /// by its row, newest definition first, so that references shared by several definitions
    /// (a chain's common origin) cancel before they are ever expanded.
    func expanded(_ row: Row) -> Row {
        // Most rows mention no basic symbol, or are short: those are merged, in sorted order.
        guard row.terms.contains(where: { basicSerial[$0.symbol] != 0 }) else { return row }
        if let small = expandedByMerging(row) { return small }
        // Long rows (deep trees carry every ancestor's markers): each symbol's sum is found
        // through a dense per-symbol slot into the list of sums of this expansion (a slot is
        // valid when the sum it points at is the symbol's), so each term costs a few loads and
        // stores instead of hashing, and no per-symbol vector has to be cleared. (Three dense
        // vectors of sums, scales and marks took 24 bytes a symbol; a slot takes 4.)
        let missing = kinds.count - expansionSlot.count
        if missing > 0 { expansionSlot.append(0, times: missing) }
        expansionTouched.truncate(to: 0)
        var pending = SymbolHeap()  // newest serial first: a min-heap of (2^38 - serial, symbol)
        /// Adds to `symbol`'s sum; the first time a basic symbol is seen, queues its definition.
        @inline(__always) func add(_ symbol: Int, _ value: Double, _ scale: Double) {
            let i = Int(expansionSlot[symbol])
            if i < expansionTouched.count && expansionTouched[i].symbol == symbol {
                expansionTouched[i].sum += value
                expansionTouched[i].scale = Swift.max(expansionTouched[i].scale, scale)
            } else {
                expansionSlot[symbol] = Int32(expansionTouched.count)
                expansionTouched.append(ExpansionSum(symbol: symbol, sum: value, scale: scale))
                let serial = Int(basicSerial[symbol])
                if serial != 0 { pending.push(((1 << 38) - serial) << 24 | symbol) }
            }
        }
        for t in row.terms { add(t.symbol, t.coefficient, abs(t.coefficient)) }
        var constant = row.constant, constantScale = abs(row.constant)
        while let key = pending.pop() {
            let y = key & ((1 << 24) - 1)
            // y is replaced by its definition; no row still to expand mentions it (rows only
            // mention older basic symbols), so zeroing its sum removes it for good.
            let slot = Int(expansionSlot[y])
            let c = expansionTouched[slot].sum
            let cScale = expansionTouched[slot].scale
            expansionTouched[slot].sum = 0
            expansionTouched[slot].scale = 0
            if abs(c) <= Tolerance.cancellation * cScale { continue }
            let definition = rows[y]!
            constant += c * definition.constant
            constantScale = Swift.max(constantScale, abs(c * definition.constant))
            for t in definition.terms {
                let v = c * t.coefficient
                add(t.symbol, v, abs(v))
            }
        }
        var terms: [Entry] = []
        terms.reserveCapacity(expansionTouched.count)
        if !constant.isFinite || !constantScale.isFinite { overflowed = true }
        for i in expansionTouched.indices {
            let symbol = expansionTouched[i].symbol
            let value = expansionTouched[i].sum, scale = expansionTouched[i].scale
            if !value.isFinite || !scale.isFinite { overflowed = true }
            if abs(value) > Tolerance.cancellation * scale || !value.isFinite {
                terms.append(Entry(symbol: symbol, coefficient: value))
            }
        }
        terms.sort { $0.symbol < $1.symbol }
        if constant.isFinite && abs(constant) <= Tolerance.cancellation * constantScale { constant = 0 }
        return Row(constant: constant, terms: terms)
    }

    /// `expanded` for the common small case, by merging sorted rows; nil when the row grows
    /// long (a chain), where merging would cost the row's length at every step.
    private func expandedByMerging(_ row: Row) -> Row? {
        // Two scratch rows take turns as input and output of each merge, and `pending` is
        // reused, so expanding allocates only the result.
        scratchPending.removeAll(keepingCapacity: true)
        for t in row.terms where basicSerial[t.symbol] != 0 { scratchPending.append((Int(basicSerial[t.symbol]), t.symbol)) }
        scratchTerms.overwrite(capacity: row.terms.count) { out in
            UnsafeMutableBufferPointer(start: out, count: row.terms.count).initialize(from: row.terms).1
        }
        var constant = row.constant
        while !scratchPending.isEmpty {
            if scratchTerms.count > 48 || scratchPending.count > 16 { return nil }
            var best = 0
            for i in scratchPending.indices where scratchPending[i].serial > scratchPending[best].serial { best = i }
            let y = scratchPending[best].symbol
            scratchPending.swapAt(best, scratchPending.count - 1)
            scratchPending.removeLast()
            let c = Row.coefficient(of: y, in: scratchTerms.buffer)
            if c == 0 { continue }
            let definition = rows[y]!
            for t in definition.terms {
                let serial = Int(basicSerial[t.symbol])
                if serial != 0, !scratchPending.contains(where: { $0.symbol == t.symbol }) {
                    scratchPending.append((serial, t.symbol))
                }
            }
            let input = scratchTerms.buffer
            scratchMerged.overwrite(capacity: input.count + definition.terms.count) { out in
                Row.merge(input, definition.terms, scale: c, dropping: y, into: out,
                          added: &scratchAdded, removed: &scratchRemoved, tracking: false)
            }
            swap(&scratchTerms, &scratchMerged)
            constant = Tolerance.sum(constant, c * definition.constant)
        }
        return Row(constant: constant, terms: Array(scratchTerms.buffer))
    }

    /// The value of `s` in the current solution: zero when non-basic, else its row evaluated
    /// through the definitions it mentions (cached per version).
    func value(of s: Int) -> Double { value(of: s, variable: owners[s]) }

    /// `value(of: s)` for a caller that knows `s`'s variable (it looked `s` up by it).
    @inline(__always)
    func value(of s: Int, variable: Int) -> Double {
        assert(kinds[s] == .external && owners[s] == variable, "values are kept for external symbols")
        if basicSerial[s] == 0 { return 0 }
        if UInt(bitPattern: variable) < UInt(bitPattern: valueCache.count) {
            let cached = valueCache[variable]
            if cached.version == rowVersion { return cached.value }
        }
        return evaluatedValue(of: s)
    }

    private func evaluatedValue(of s: Int) -> Double {
        let cached = cachedValue(s)
        if isCurrent(cached) { return cached.value }
        if let v = directValue(s) { return v }
        // Depth first through the definitions: a row is evaluated once all it mentions is
        // (external rows mention no basic symbol but external ones).
        var stack = [s]
        while let y = stack.last {
            if isCurrent(cachedValue(y)) { stack.removeLast(); continue }
            var ready = true
            for t in rows[y]!.terms where !isCurrent(cachedValue(t.symbol)) {
                stack.append(t.symbol)
                ready = false
            }
            if ready {
                _ = directValue(y)
                stack.removeLast()
            }
        }
        return cachedValue(s).value
    }

    /// The cache's entry for `s`, an external symbol or a non-basic one.
    @inline(__always)
    private func cachedValue(_ s: Int) -> CachedValue {
        if basicSerial[s] == 0 { return .nonBasic }
        let variable = owners[s]
        if UInt(bitPattern: variable) < UInt(bitPattern: valueCache.count) { return valueCache[variable] }
        return variable >= 0 && variable < VariableMap.denseLimit ? .stale : farValueCache[variable] ?? .stale
    }

    @inline(__always)
    private func cacheValue(_ s: Int, _ entry: CachedValue) {
        let variable = owners[s]
        if UInt(bitPattern: variable) < UInt(bitPattern: valueCache.count) {
            valueCache[variable] = entry
        } else {
            cacheValueGrowing(variable, entry)
        }
    }

    private func cacheValueGrowing(_ variable: Int, _ entry: CachedValue) {
        guard variable >= 0 && variable < VariableMap.denseLimit else { return farValueCache[variable] = entry }
        // Sized at once for the variables the batches named.
        valueCache.reserve(Swift.max(variable + 1, Swift.min(valueBound, VariableMap.denseLimit)))
        valueCache.append(.stale, times: variable + 1 - valueCache.count)
        valueCache[variable] = entry
    }

    /// Whether `cached` holds the symbol's current value (always so for a non-basic symbol).
    @inline(__always)
    private func isCurrent(_ cached: CachedValue) -> Bool {
        cached.version == rowVersion || cached.version == CachedValue.nonBasicVersion
    }

    /// `value(of:)` without a stack, when every basic symbol `s`'s row mentions already has
    /// its value cached (the usual case when reading a solution in order); nil otherwise.
    private func directValue(_ s: Int) -> Double? {
        let row = rows[s]!
        var total = row.constant, scale = abs(row.constant)
        for t in row.terms {
            let cached = cachedValue(t.symbol)
            if cached.version == CachedValue.nonBasicVersion { continue }
            guard cached.version == rowVersion else { return nil }
            let v = t.coefficient * cached.value
            total += v
            scale = Swift.max(scale, abs(v))
        }
        let value = total.isFinite && abs(total) <= Tolerance.cancellation * scale ? 0 : total
        cacheValue(s, CachedValue(value: value, version: rowVersion))
        return value
    }

    /// How each basic external symbol changes when non-basic symbols move by `delta`,
    /// following definitions (oldest first).
    func externalChanges(_ delta: [Int: Double]) -> [Int: Double] {
        var order: [(Int, Int)] = []
        for s in rows.indices where kinds[s] == .external {
            if rows[s] != nil { order.append((Int(basicSerial[s]), s)) }
        }
        order.sort { $0.0 < $1.0 }
        var change: [Int: Double] = [:]
        for (_, s) in order {
            var d = 0.0
            for t in rows[s]!.terms {
                if rows[t.symbol] != nil { d += t.coefficient * (change[t.symbol] ?? 0) } else if let x = delta[t.symbol] { d += t.coefficient * x }
            }
            if d != 0 { change[s] = d }
        }
        return change
    }

    /// Records that row `s` mentions `terms`.
    private func index(_ s: Int, _ terms: UnsafeBufferPointer<Entry>) {
        if kinds[s] == .external {
            for t in terms { addExternalUser(t.symbol, s) }
        } else {
            for t in terms { addToColumn(t.symbol, s) }
        }
    }

    /// Whether `symbol`'s column and external users are kept (see `dummyColumnsKept`).
    @inline(__always)
    private func keepsColumn(_ symbol: Int) -> Bool { dummyColumnsKept || kinds[symbol] != .dummy }

    // Every row update records its symbols through these, so that none forgets which columns
    // are kept.
    @inline(__always)
    private func addToColumn(_ symbol: Int, _ r: Int) { if keepsColumn(symbol) { columns.insert(r, into: symbol) } }
    @inline(__always)
    private func removeFromColumn(_ symbol: Int, _ r: Int) { if keepsColumn(symbol) { columns.remove(r, from: symbol) } }
    @inline(__always)
    private func addExternalUser(_ symbol: Int, _ r: Int) { if keepsColumn(symbol) { externalUsers.insert(r, into: symbol) } }

    /// Makes sure `symbol`'s column and external users are there to read: for the first dummy
    /// asked about, builds every dummy's, and keeps them from then on.
    func keepColumn(of symbol: Int) {
        guard !keepsColumn(symbol) else { return }
        dummyColumnsKept = true
        for r in rows.indices {
            guard let row = rows[r] else { continue }
            let external = kinds[r] == .external
            for t in row.terms where kinds[t.symbol] == .dummy {
                if external { addExternalUser(t.symbol, r) } else { addToColumn(t.symbol, r) }
            }
        }
    }

    /// Whether external row `r` still mentions `symbol` (entries of `externalUsers` go stale).
    @inline(__always)
    private func isExternalUser(_ r: Int, of symbol: Int) -> Bool {
        guard r < kinds.count, kinds[r] == .external, let row = rows[r] else { return false }
        return row.coefficient(of: symbol) != 0
    }

    /// Drops the stale entries of `symbol`'s external users.
    private func compactExternalUsers(_ symbol: Int) {
        let users = externalUsers[symbol]
        if users.isEmpty || users.allSatisfy({ isExternalUser($0, of: symbol) }) { return }
        var kept = SymbolSet()
        for r in users where isExternalUser(r, of: symbol) { kept.insert(r) }
        externalUsers.set(symbol, kept)
    }

    /// The external rows that mention `symbol`.
    func externalRows(of symbol: Int) -> [Int] {
        compactExternalUsers(symbol)
        return externalUsers[symbol].members()
    }

    /// How many external rows mention `symbol` (without building the list).
    func externalRowCount(of symbol: Int) -> Int {
        compactExternalUsers(symbol)
        return externalUsers[symbol].count
    }

    /// Every row that mentions `symbol`.
    func rowsContaining(_ symbol: Int) -> [Int] {
        keepColumn(of: symbol)
        return columns[symbol].members() + externalRows(of: symbol)
    }

    func deleteRow(_ s: Int) {
        touch(s)
        if kinds[s] != .external { for t in rows[s]!.terms { removeFromColumn(t.symbol, s) } }
        rows.remove(s)
        basicSerial[s] = 0
    }

    /// Adds `delta` to the constant of `s`'s row, which among its addends holds one of
    /// magnitude up to `scale`: the sum is zero when it cancels against that too.
    func shiftConstant(_ s: Int, by delta: Double, scale: Double) {
        touch(s)
        let old = rows[s]!.constant
        let v = old + delta
        rows.setConstant(s, v.isFinite && abs(v) <= Tolerance.cancellation * Swift.max(abs(old), abs(delta), scale) ? 0 : v)
        if !v.isFinite { overflowed = true }
        noteConstant(s)
    }

    /// Removes `symbol` from row `s`.
    func dropTerm(_ symbol: Int, from s: Int) {
        touch(s)
        var row = rows[s]!.row
        row.terms.removeAll { $0.symbol == symbol }
        rows.set(s, row)
        if kinds[s] != .external { removeFromColumn(symbol, s) }
    }

    /// Flags `overflowed` when a row's constant or terms hold an infinite or NaN number.
    @inline(__always)
    func noteNumbers(_ constant: Double, _ terms: some Sequence<Entry>) {
        var ok = constant.isFinite
        for t in terms { ok = ok && t.coefficient.isFinite }
        if !ok { overflowed = true }
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

    func cost(_ level: Int, _ s: Int) -> Double { costEntry(level, s).value }

    /// Whether `s` costs something at some level.
    func hasCost(_ s: Int) -> Bool { costSlots[s] >= 0 }

    @inline(__always)
    private func costEntry(_ level: Int, _ s: Int) -> Cost {
        let slot = Int(costSlots[s])
        return slot < 0 ? Cost() : costTable[slot * levels.count + level]
    }

    /// Writes a cost, giving `s` a slot when it had none and freeing its slot when every
    /// level's cost is zero afterwards.
    private func storeCost(_ level: Int, _ s: Int, _ cost: Cost) {
        let stride = levels.count
        var slot = Int(costSlots[s])
        if slot < 0 {
            if cost.isZero { return }
            if let free = freeCostSlots.popLast() {
                slot = Int(free)
            } else {
                slot = costTable.count / stride
                costTable.append(Cost(), times: stride)
            }
            costSlots[s] = Int32(slot)
        }
        let base = slot * stride
        costTable[base + level] = cost
        guard cost.isZero else { return }
        for k in 0..<stride where !costTable[base + k].isZero { return }
        costSlots[s] = -1
        freeCostSlots.append(Int32(slot))
    }

    func setCost(_ level: Int, _ s: Int, _ value: Double) {
        setCost(level, s, value, scale: abs(value))
    }

    /// Adds `delta` (of magnitude up to `scale`) to a cost, zeroing what cancels.
    ///
    /// Only cancellation decides, never an absolute floor: a cost is weights times
    /// coefficients of constraints that may be scaled by 1e-6 and 1e6, so a real cost of 1e-12
    /// is as likely as one of 1 (a dummy of a 1e6 row met by a 1e-6 row's error). Dropping
    /// one loses it for good: when the symbol later enters (a marker pivoted out on removal),
    /// the pivot carries no cost over, and an error's unit weight vanishes from the objective.
    func addCost(_ level: Int, _ s: Int, _ delta: Double, scale: Double) {
        let current = costEntry(level, s)
        let sc = Swift.max(current.scale, scale, abs(delta))
        let v = current.value + delta
        if abs(v) <= Tolerance.cancellation * sc {
            setCost(level, s, 0, scale: 0)
        } else {
            setCost(level, s, v, scale: sc)
        }
    }

    private func setCost(_ level: Int, _ s: Int, _ value: Double, scale: Double) {
        version &+= 1
        if !value.isFinite || !scale.isFinite { overflowed = true }
        if journal != nil { journal!.savedCosts.append((level, s, costEntry(level, s))) }
        storeCost(level, s, Cost(value: value, scale: scale))
        if isCandidate(s) { candidates.push(s) }
    }

    /// Adds `weight × (s's row, or s itself when non-basic)` to a level's costs.
    func addToObjective(level: Int, symbol s: Int, weight: Double) {
        if let row = rows[s] {
            for t in row.terms { addCost(level, t.symbol, weight * t.coefficient, scale: abs(weight * t.coefficient)) }
        } else {
            addCost(level, s, weight, scale: abs(weight))
        }
    }

    /// The sign of `s`'s cost vector in lexicographic order (highest priority first).
    func lexSign(_ s: Int) -> Int {
        let slot = Int(costSlots[s])
        if slot < 0 { return 0 }
        let stride = levels.count
        for k in 0..<stride {
            let v = costTable[slot * stride + k].value
            if v > 0 { return 1 }
            if v < 0 { return -1 }
        }
        return 0
    }

    /// Whether entering `s` would improve the objective.
    private func isCandidate(_ s: Int) -> Bool {
        guard basicSerial[s] == 0 else { return false }
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
        let removed = rows[r]!.row
        deleteRow(r)
        let row = expanded(removed)
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
        insertRow(e, consume expression)
    }

    /// Replaces the non-basic `symbol` by `expression` in every row and objective.
    func substitute(_ symbol: Int, _ expression: Row) {
        // The column and the external users are walked in place (no list of users is built):
        // updating a row never changes `symbol`'s own column, which is cleared below.
        keepColumn(of: symbol)
        let column = columns[symbol]
        for r in column { substituteInRow(r, symbol, expression) }
        let users = externalUsers[symbol]
        for r in users where isExternalUser(r, of: symbol) { substituteInRow(r, symbol, expression) }
        columns.release(symbol)
        externalUsers.release(symbol)
        for k in levels.indices where costSlots[symbol] >= 0 {
            let entry = costEntry(k, symbol)
            let d = entry.value
            if d == 0 { continue }
            let dScale = Swift.max(abs(d), entry.scale)
            for t in expression.terms {
                addCost(k, t.symbol, d * t.coefficient, scale: dScale * abs(t.coefficient))
            }
            setCost(k, symbol, 0)
        }
        if let objective = aux {
            let d = objective.coefficient(of: symbol)
            if d != 0 {
                let terms = Row.merged(objective.terms, expression.terms, scale: d, dropping: symbol,
                                       added: &scratchAdded, removed: &scratchRemoved, tracking: false)
                aux = Row(constant: Tolerance.sum(objective.constant, d * expression.constant),
                          terms: terms)
                noteNumbers(aux!.constant, aux!.terms)
            }
        }
    }

    /// `substitute` for one row `r` that mentions `symbol`.
    private func substituteInRow(_ r: Int, _ symbol: Int, _ expression: Row) {
        touch(r)
        let current = rows[r]!
        let c = current.coefficient(of: symbol)
        scratchAdded.removeAll(keepingCapacity: true)
        scratchRemoved.removeAll(keepingCapacity: true)
        // Merged into scratch, then copied into the store at its exact size.
        scratchMerged.overwrite(capacity: current.terms.count + expression.terms.count) { out in
            expression.terms.withUnsafeBufferPointer { b in
                Row.merge(current.terms, b, scale: c, dropping: symbol, into: out,
                          added: &scratchAdded, removed: &scratchRemoved, tracking: true)
            }
        }
        let constant = Tolerance.sum(current.constant, c * expression.constant)
        rows.set(r, constant: constant, terms: scratchMerged.buffer)
        noteNumbers(constant, scratchMerged.buffer)
        if kinds[r] == .external {
            for s in scratchAdded { addExternalUser(s, r) }
        } else {
            for s in scratchAdded { addToColumn(s, r) }
            for s in scratchRemoved { removeFromColumn(s, r) }
            noteConstant(r)
        }
    }

    /// The row that limits moving non-basic `j` in direction `direction` (±1), and the step;
    /// nil when nothing limits it. Rows in `fixed` (and dummy rows) block any movement.
    /// Ties go to the smallest symbol (Bland).
    func ratioTest(_ j: Int, direction: Double, fixed: (Int) -> Bool = { _ in false }) -> Ratio? {
        keepColumn(of: j)
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
                rows.setConstant(ratio.row, 0)
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
        for k in levels.indices {
            let x = kinds[s] == .external ? 0 : cost(k, s) / a
            let y = kinds[t] == .external ? 0 : cost(k, t) / b
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
        for (k, level) in levels.enumerated() {
            let terms = kinds.indices.filter { cost(k, $0) != 0 }.map { "\(cost(k, $0))·\(name($0))" }
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
