/// Names one constraint in a ``Solver``.
///
/// Handles are issued in increasing order and never reused, not even the handle of an add
/// that failed, so they are stable keys for ordered containers.
public struct ConstraintHandle: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The handle's number; the first constraint added gets 0.
    public let id: Int

    /// Wraps a handle number (for tests and for callers that store handles as integers).
    public init(id: Int) { self.id = id }

    public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool { lhs.id < rhs.id }

    public var description: String { "c\(id)" }
}

/// Why a solver operation was refused.
public enum SolverError: Error, Equatable, Sendable {
    /// The required constraints cannot all hold.
    ///
    /// `conflict` is irreducible: the constraints in it cannot all hold, and dropping any one
    /// of them leaves the rest satisfiable. Background constraints (see
    /// ``Solver/add(_:background:)``) always hold, so irreducible means, for the others:
    /// dropping any one lets the rest hold together with every background constraint; the
    /// background members are a subset of them that the others need (dropping any one of
    /// those lets the set hold too). A refused background constraint (added after others that
    /// contradict it) comes with a conflicting set that is not minimised: the caller is
    /// expected to add its background first. `rejected` names the constraint the failed
    /// operation was about (for an add, the handle it would have had); it is a member of
    /// `conflict`. The solver is left as it was before the operation.
    case unsatisfiable(conflict: [ConstraintHandle], rejected: ConstraintHandle)
    /// The handle names no constraint of this solver (never added, or removed).
    case unknownHandle(ConstraintHandle)
    /// The constraint cannot be taken: a coefficient, constant or priority is NaN or infinite,
    /// or the priority lies outside 1…1000; or the operation's numbers would leave Double's
    /// range (about ±1.8e308) together with the constraints already there, so the solver
    /// cannot represent its result (the operation is then refused, see each operation).
    case invalidConstraint(reason: String)
}

/// The outcome of adding many constraints at once with ``Solver/add(contentsOf:)``.
public struct BatchResult: Sendable {
    /// One required constraint that was left out because it conflicts with those before it.
    public struct Rejection: Sendable, Equatable {
        /// The handle the rejected constraint was given; it names no constraint of the solver.
        public var handle: ConstraintHandle
        /// An irreducible conflicting set, `handle` included.
        public var conflict: [ConstraintHandle]
    }

    /// One constraint that was left out because the solver cannot represent the result:
    /// together with the constraints taken before it, its numbers or the values of the
    /// solution leave Double's range (about ±1.8e308).
    public struct Overflow: Sendable, Equatable {
        /// The handle the constraint was given; it names no constraint of the solver.
        public var handle: ConstraintHandle
        /// Why, in words (the constraint and the range it leaves).
        public var reason: String
    }

    /// The handles of the constraints, in the order given (left-out ones included).
    public var handles: [ConstraintHandle]
    /// The required constraints left out for conflicts, in the order given.
    public var rejected: [Rejection]
    /// The constraints left out for overflow, in the order given.
    public var overflowed: [Overflow] = []
}

/// Where an expression stands over the set of optimal solutions (the optimal face).
public enum FaceAnalysis: Equatable, Sendable {
    /// The same in every optimal solution.
    case fixed(value: Double)
    /// It moves, along `direction`, without any optional constraint's violation changing:
    /// nothing constrains that freedom. `direction` gives each variable's change for a unit
    /// increase of the expression (variables that do not change are left out).
    case free(direction: [Term])
    /// It moves only by trading violations between optional constraints of one priority.
    ///
    /// `constraints` are the constraints of `priority` whose violations change along
    /// `direction` (sorted). `amount` is how far the expression can move over the optimal
    /// face (maximum minus minimum), nil when it is unbounded. `direction` is as for `free`.
    case tie(priority: Double, constraints: [ConstraintHandle], amount: Double?, direction: [Term])
}

/// An incremental solver for linear constraints with strict priorities.
///
/// Required constraints (priority 1000) must hold. Optional ones are met in strict priority
/// order: a lexicographic objective with one level per priority in use, where each level is
/// the total violation of its constraints (`|e|` for `e == 0`, `max(0, e)` for `e <= 0`).
/// No amount of violation at a lower priority is ever traded for violation at a higher one.
///
/// The solver keeps a Cassowary-style simplex tableau (sparse rows, a column index, the
/// objective as one cost per level for each symbol that has any) and re-optimises from the previous optimum after
/// each change. Pivoting uses Bland's rule, so no input can make it cycle. Everything is
/// ordered by stable numbers (symbols, handles), never by hash order: results are
/// deterministic.
public final class Solver {
    /// What the solver keeps about one constraint.
    ///
    /// One is kept per constraint ever added, so it holds only the constraint and its first
    /// symbol (32-bit, as `SymbolSet` keeps them): 32 bytes. The rest follows from the
    /// constraint's relation and whether it is required, which no change to a constraint
    /// alters in place; an optional constraint's second symbol is made right after its first.
    struct Record {
        var constraint: LinearConstraint
        private let markerSymbol: Int32

        init(constraint: LinearConstraint, marker: Int, other: Int) {
            precondition(other == (constraint.isRequired ? -1 : marker + 1), "an optional constraint's symbols are consecutive")
            self.constraint = constraint
            markerSymbol = Int32(marker)
        }

        /// The symbol whose coefficient in a row tells how much of this constraint it holds;
        /// -1 for a required equality while rows carry no markers (see `markersInRows`).
        var marker: Int { Int(markerSymbol) }
        /// The constraint's second symbol (the other error or the error), or -1.
        var other: Int { constraint.isRequired ? -1 : marker + 1 }
        /// The marker's coefficient in the constraint's own row form (see `makeSymbols`).
        var markerSign: Double {
            constraint.relation == .greaterThanOrEqual || (constraint.relation == .equal && !constraint.isRequired) ? -1 : 1
        }
        /// The error symbols priced in the objective (unit weight each): both symbols of an
        /// optional equality, the second of an optional inequality.
        var errors: ErrorSymbols {
            if constraint.isRequired { return .none }
            return constraint.relation == .equal ? ErrorSymbols(first: marker, second: other) : ErrorSymbols(first: other, second: -1)
        }
    }

    /// A constraint's error symbols: none (required), one (an optional inequality) or two
    /// (an optional equality), kept inline since every optional constraint has some.
    struct ErrorSymbols: Sequence {
        static let none = ErrorSymbols(first: -1, second: -1)
        var first: Int
        var second: Int

        struct Iterator: IteratorProtocol {
            var pending: (Int, Int)
            mutating func next() -> Int? {
                let s = pending.0
                if s < 0 { return nil }
                pending = (pending.1, -1)
                return s
            }
        }

        func makeIterator() -> Iterator { Iterator(pending: (first, second)) }
    }

    /// A conflict before minimisation: constraint ids whose rows combine into `0 > 0`.
    struct RawConflict: Error {
        var members: [Int]
    }

    @exclusivity(unchecked) private(set) var tableau = Tableau()
    @exclusivity(unchecked) var records: [Record?] = []
    @exclusivity(unchecked) private var variableSymbols = VariableMap()
    /// Conflicts are minimised to irreducible sets; the scratch solvers used for that don't.
    private let minimizesConflicts: Bool
    /// The ids of the background constraints added, in increasing order (ids are issued in
    /// order); an id whose record is gone (removed, refused) is skipped where they are read.
    private var backgroundIDs: [Int] = []
    /// During a batch: its background constraints after a handle, (id, constraint), which are
    /// not added yet. They hold all the same (a caller may load them last, as a layout
    /// engine does for speed), so minimising a conflict met before them counts them in.
    private var laterBackground: ((Int) -> [(Int, LinearConstraint)])?
    @exclusivity(unchecked) private var deferOptimize = false
    /// Whether rows carry the markers of required equalities. They do not until an operation
    /// needs them: removing a required equality or changing a required constraint (which
    /// find its rows through its marker), or naming the members of a conflict. The solver
    /// then rebuilds its tableau with them once (`keepMarkers`) and keeps them from then on.
    ///
    /// Why: a marker is fixed at zero and never enters the basis, so the optimum, the pivots
    /// and the face analysis do not depend on it; but every row records each marker that its
    /// variables depend on. In a deep tree of nested views that is every ancestor's, which
    /// made rows as long as the tree is deep and a load cost n·log n instead of n.
    @exclusivity(unchecked) private var markersInRows = false
    /// Face analysis: symbols no direction of the optimal face moves, per tableau version.
    @exclusivity(unchecked) var faceCache = DeadColumnsCache()
    /// Face analysis: per symbol, 0 unknown, 1 fixed, 2 may move; per tableau version.
    @exclusivity(unchecked) var movableCache: (version: Int, state: [UInt8]) = (-1, [])

    /// Creates an empty solver.
    public init() { minimizesConflicts = true }

    /// A scratch solver of conflict minimisation: it exists to name conflicts, so it keeps
    /// markers from the start.
    init(minimizesConflicts: Bool) {
        self.minimizesConflicts = minimizesConflicts
        markersInRows = true
    }

    // MARK: Adding and removing

    /// Adds a constraint and re-optimises.
    ///
    /// - Returns: the constraint's handle.
    /// - Throws: `SolverError.unsatisfiable` when a required constraint cannot hold together
    ///   with the required constraints already there; the solver is then exactly as before.
    ///   `SolverError.invalidConstraint` for NaN or infinite numbers or a priority outside
    ///   1…1000 (nothing is changed), or when the constraint's numbers, or the values of the
    ///   new optimum, leave Double's range together with the constraints already there: the
    ///   constraint is then not taken and the solver is rebuilt from the constraints it had,
    ///   so it holds the same constraints and gives the same values as before (where they
    ///   are determined; an ambiguous system may settle at another of its optimal solutions).
    ///   In both cases the handle the constraint would have had is not reused.
    @discardableResult
    public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
        try add(constraint, background: false)
    }

    /// Adds a constraint, which when `background` is true is a background constraint: a
    /// required constraint the caller's model holds always (a layout engine's sizes that are
    /// never negative). It is solved like any other; only conflicts treat it apart: a conflict
    /// is irreducible with every background constraint present, and names the background
    /// constraints it needs (see ``SolverError/unsatisfiable(conflict:rejected:)``). The
    /// background constraints should be able to hold together.
    @discardableResult
    public func add(_ constraint: LinearConstraint, background: Bool) throws(SolverError) -> ConstraintHandle {
        try validate(constraint)
        return try addValidated(constraint, background: background)
    }

    /// `add(_:)` for a constraint already validated (a batch validates all of its own first).
    private func addValidated(_ constraint: LinearConstraint, background: Bool = false) throws(SolverError) -> ConstraintHandle {
        let handle = ConstraintHandle(id: records.count)
        records.append(nil)
        tableau.overflowed = false
        do {
            records[handle.id] = try insertNamingConflicts(constraint, id: handle.id)
        } catch {
            if tableau.overflowed {
                if !deferOptimize { rebuild() }
                throw refuseOverflow(constraint)
            }
            throw .unsatisfiable(conflict: minimize(error.members, replacing: handle.id, with: constraint, background: background),
                                 rejected: handle)
        }
        // Before the checks below may refuse it (its record is then gone, and it is skipped).
        if background { backgroundIDs.append(handle.id) }
        if tableau.overflowed {
            records[handle.id] = nil
            if !deferOptimize { rebuild() }
            throw refuseOverflow(constraint)
        }
        if !deferOptimize {
            tableau.optimize()
            if optimumOverflowed {
                records[handle.id] = nil
                rebuild()
                throw refuseOverflow(constraint)
            }
        }
        return handle
    }

    /// Adds many constraints, then optimises once: the fast way to load a whole layout.
    ///
    /// Constraints are taken in order. A required one that conflicts with the required ones
    /// taken before it is left out and reported with an irreducible conflicting set; the
    /// others still go in. To break the conflict at another member, remove that member and
    /// add the rejected constraint again.
    ///
    /// A constraint whose numbers leave Double's range (about ±1.8e308) together with the
    /// constraints taken before it is left out too, reported in `overflowed`, and the others
    /// still go in. Inserting it is what overflows in most cases: the tableau is then rebuilt
    /// from the constraints kept so far and the batch goes on. When instead the optimum of
    /// the whole batch has values past the range (each constraint fits, but the optimum they
    /// lead to does not, as when an optional constraint pulls a long chain of multipliers
    /// outwards), the batch is taken again from the start one constraint at a time,
    /// optimising after each, so that the constraint left out is the first one whose
    /// optimum overflows. Only such a batch pays for that; others cost what they always did.
    ///
    /// - Returns: a handle per constraint, the rejections and the overflows. Handles follow
    ///   each other in the order given.
    /// - Throws: `SolverError.invalidConstraint` (before anything is added) when a number is
    ///   NaN or infinite or a priority lies outside 1…1000.
    public func add(contentsOf constraints: [LinearConstraint]) throws(SolverError) -> BatchResult {
        try add(count: constraints.count) { constraints[$0] }
    }

    /// `add(contentsOf:)` where `background(i)` says whether the `i`th constraint is a
    /// background constraint (see ``add(_:background:)``).
    public func add(contentsOf constraints: [LinearConstraint], background: (Int) -> Bool) throws(SolverError) -> BatchResult {
        try withoutActuallyEscaping(background) { (background) throws(SolverError) in
            try add(count: constraints.count, background: background) { constraints[$0] }
        }
    }

    /// `add(contentsOf:)` for constraints a caller keeps inside records of its own: the batch
    /// is the `count` constraints `constraint(0)`, `constraint(1)`, …, read (more than once)
    /// through the closure, so that no array of them is built for the call (a megabyte at
    /// 1,000 table cells, alive while the batch loads).
    /// `background(i)`, when given, says whether the `i`th constraint is a background
    /// constraint (see ``add(_:background:)``).
    public func add(count batchCount: Int, background: ((Int) -> Bool)? = nil,
                    constraint: (Int) -> LinearConstraint) throws(SolverError) -> BatchResult {
        // One pass over the batch for validation and the symbol count (a large batch does not
        // stay in the cache from one pass to the next).
        var count = SymbolCount()
        for i in 0..<batchCount {
            let c = constraint(i)
            try validate(c)
            count.add(c, markersInRows: markersInRows)
        }
        let symbolsNeeded = count.symbols
        let before = records.count
        var result = BatchResult(handles: [], rejected: [])
        result.handles.reserveCapacity(batchCount)
        if records.count + batchCount > records.capacity {
            // As `OwnedVector.reserve`: exact for a first batch, by an eighth at least after it.
            records.reserveCapacity(max(records.count + batchCount, records.capacity + records.capacity / 8))
        }
        tableau.reserveSymbols(symbolsNeeded)
        variableSymbols.reserve(below: count.variableBound)
        tableau.reserveValues(below: count.variableBound)
        deferOptimize = true
        withLaterBackground(of: batchCount, from: before, background, constraint) {
            for i in 0..<batchCount {
                if let overflow = add(constraint(i), background: background?(i) ?? false, into: &result) {
                    // The tableau may hold infinite numbers: rebuild it from the constraints kept
                    // (without optimising) and go on.
                    result.overflowed.append(overflow)
                    for lost in rebuild() where lost >= before {
                        result.overflowed.append(.init(handle: ConstraintHandle(id: lost), reason: refusalReason(constraint(lost - before))))
                    }
                }
            }
        }
        deferOptimize = false
        tableau.overflowed = false
        tableau.optimize()
        if optimumOverflowed {
            return addOneByOne(count: batchCount, constraint, background: background, from: before)
        }
        result.overflowed.sort { $0.handle < $1.handle }
        // After a load, not after each of the small batches a caller may add next (a layout
        // engine puts back a few constraints at a time): those would shrink the pools only
        // for the next change to grow them again.
        if batchCount * 2 >= records.count { tableau.releaseSlack() }
        return result
    }

    /// The rest of `add(contentsOf:)` when the batch's optimum overflowed: the batch is taken
    /// out and added again one constraint at a time under the same handles, each add
    /// optimising and checking every value, so that exactly the constraints whose optimum
    /// leaves Double's range are left out.
    private func addOneByOne(count: Int, _ constraint: (Int) -> LinearConstraint, background: ((Int) -> Bool)?, from before: Int) -> BatchResult {
        // The batch's handles were never returned: the same numbers are issued again.
        records.removeSubrange(before...)
        backgroundIDs.removeAll { $0 >= before }
        rebuild()
        var result = BatchResult(handles: [], rejected: [])
        withLaterBackground(of: count, from: before, background, constraint) {
            for i in 0..<count {
                if let overflow = add(constraint(i), background: background?(i) ?? false, into: &result) { result.overflowed.append(overflow) }
            }
        }
        return result
    }

    /// One constraint of a batch: its handle goes into `result` whether it is taken or not,
    /// a conflict into `result.rejected`. Returns the refusal when its numbers overflowed.
    private func add(_ c: LinearConstraint, background: Bool, into result: inout BatchResult) -> BatchResult.Overflow? {
        do {
            result.handles.append(try addValidated(c, background: background))
            return nil
        } catch {
            let handle = ConstraintHandle(id: records.count - 1)
            result.handles.append(handle)
            switch error {
            case .unsatisfiable(let conflict, _):
                result.rejected.append(.init(handle: handle, conflict: conflict))
                return nil
            case .invalidConstraint(let reason):
                return .init(handle: handle, reason: reason)
            case .unknownHandle:
                return .init(handle: handle, reason: "\(error)")
            }
        }
    }

    /// Removes a constraint and re-optimises. Unknown handles are ignored.
    public func remove(_ handle: ConstraintHandle) {
        guard var record = record(handle) else { return }
        if record.marker < 0 {
            guard let rebuilt = recordWithMarkers(handle) else { return }
            record = rebuilt
        }
        tableau.overflowed = false
        detach(record)
        records[handle.id] = nil
        tableau.dropEmptyLevels()
        tableau.optimize()
        if tableau.overflowed { rebuild() }
    }

    /// Whether `handle` names a constraint of this solver.
    public func contains(_ handle: ConstraintHandle) -> Bool { record(handle) != nil }

    /// The constraint `handle` names, as it is now (constant and priority included).
    public func constraint(_ handle: ConstraintHandle) -> LinearConstraint? { record(handle)?.constraint }

    // MARK: Changing

    /// Sets the constant of a constraint's expression and re-optimises from the previous
    /// optimum (dual simplex: no pivot at all when the basis stays optimal).
    ///
    /// - Throws: `SolverError.unknownHandle`; `SolverError.unsatisfiable` when a required
    ///   constraint can no longer hold, leaving the solver as before;
    ///   `SolverError.invalidConstraint` for a NaN or infinite constant, or when the new
    ///   optimum's numbers leave Double's range: the constant is then not changed, and the
    ///   solver holds the same constraints and gives the same values as before (as for a
    ///   refused `add`).
    public func setConstant(_ handle: ConstraintHandle, to constant: Double) throws(SolverError) {
        guard var record = record(handle) else { throw .unknownHandle(handle) }
        guard constant.isFinite else { throw .invalidConstraint(reason: "constant \(constant) is not finite") }
        let delta = constant - record.constraint.expression.constant
        if delta == 0 { return }
        // A required constraint's rows are found through its marker, and a conflict it
        // causes is named by the markers in the infeasible row.
        if record.constraint.isRequired && !markersInRows {
            guard let rebuilt = recordWithMarkers(handle) else { throw .unknownHandle(handle) }
            record = rebuilt
        }
        var changed = record.constraint
        changed.expression.constant = constant
        tableau.overflowed = false
        let owner = tableau.beginJournal()
        tableau.clearInfeasible()
        let m = record.marker
        // Each row's constant holds the constraint's constant times the marker's coefficient,
        // among other addends. A row that the old constant cancelled to exactly zero (a
        // redundant equality) has lost the size of its addends: the shift must cancel
        // relative to them, or a new constant one ulp from a consistent one (3 → 3 − 4.4e-16,
        // against 6 = 3.0000000000000004e-05 / 5e-06) is refused as a conflict that the same
        // numbers in an add are not.
        let size = max(abs(record.constraint.expression.constant), abs(constant))
        if tableau.rows[m] != nil {
            tableau.shiftConstant(m, by: -delta / record.markerSign, scale: size)
        } else {
            for r in tableau.rowsContaining(m) {
                let a = tableau.rows[r]!.coefficient(of: m)
                tableau.shiftConstant(r, by: a * delta / record.markerSign, scale: abs(a) * size)
            }
        }
        // Dual simplex only on finite numbers; either way, an overflow is refused with the
        // solver put back as it was.
        let infeasibleRow = tableau.overflowed ? nil : tableau.dualOptimize()
        if tableau.overflowed {
            if owner { tableau.rollbackJournal() } else { rebuild() }
            throw refuseOverflow(changed)
        }
        if let row = infeasibleRow {
            let members = conflictMembers(ofRow: row) + [handle.id]
            if owner { tableau.rollbackJournal() }
            throw .unsatisfiable(conflict: minimize(members, replacing: handle.id, with: changed, background: isBackground(handle.id)),
                                 rejected: handle)
        }
        if owner { tableau.commitJournal() }
        records[handle.id]!.constraint = changed
        tableau.optimize()
        if optimumOverflowed {
            records[handle.id]!.constraint = record.constraint
            rebuild()
            throw refuseOverflow(changed)
        }
    }

    /// Sets a constraint's priority and re-optimises from the previous optimum.
    ///
    /// Between optional priorities only the objective changes. Between required and optional
    /// the constraint is taken out and put back under the same handle.
    ///
    /// - Throws: `SolverError.unknownHandle`; `SolverError.unsatisfiable` when a constraint
    ///   made required cannot hold, leaving the solver as before;
    ///   `SolverError.invalidConstraint` for a priority outside 1…1000, or when the new
    ///   optimum's numbers leave Double's range: the priority is then not changed, and the
    ///   solver holds the same constraints and gives the same values as before (as for a
    ///   refused `add`).
    public func setPriority(_ handle: ConstraintHandle, to priority: Double) throws(SolverError) {
        guard var record = record(handle) else { throw .unknownHandle(handle) }
        guard priority.isFinite, priority >= 1, priority <= LinearConstraint.required else {
            throw .invalidConstraint(reason: "priority \(priority) is outside 1…1000")
        }
        let old = record.constraint
        if old.priority == priority { return }
        var changed = old
        changed.priority = priority
        if (old.isRequired || changed.isRequired) && !markersInRows {
            // The constraint is taken out (by its marker) and put back, possibly conflicting.
            guard let rebuilt = recordWithMarkers(handle) else { throw .unknownHandle(handle) }
            record = rebuilt
        }
        if !old.isRequired && !changed.isRequired {
            let from = tableau.levelIndex(for: old.priority, create: false)!
            for e in record.errors { tableau.addToObjective(level: from, symbol: e, weight: -1) }
            tableau.addMember(level: from, -1)
            let to = tableau.levelIndex(for: priority, create: true)!
            for e in record.errors { tableau.addToObjective(level: to, symbol: e, weight: 1) }
            tableau.addMember(level: to, 1)
            records[handle.id]!.constraint = changed
            tableau.dropEmptyLevels()
            tableau.overflowed = false
            tableau.optimize()
            if optimumOverflowed {
                records[handle.id]!.constraint = old
                rebuild()
                throw refuseOverflow(changed)
            }
            return
        }
        if !changed.isRequired { _ = tableau.levelIndex(for: priority, create: true) }
        tableau.overflowed = false
        let owner = tableau.beginJournal()
        detach(record)
        do {
            records[handle.id] = try insert(changed, id: handle.id)
        } catch {
            if owner { tableau.rollbackJournal() }
            records[handle.id] = record
            if tableau.overflowed { rebuild(); throw refuseOverflow(changed) }
            throw .unsatisfiable(conflict: minimize(error.members, replacing: handle.id, with: changed, background: isBackground(handle.id)),
                                 rejected: handle)
        }
        if owner { tableau.commitJournal() }
        tableau.dropEmptyLevels()
        tableau.optimize()
        if optimumOverflowed {
            records[handle.id] = record
            rebuild()
            throw refuseOverflow(changed)
        }
    }

    // MARK: Reading the solution

    /// The value of `variable` in the current optimum; 0 for a variable no constraint mentions.
    public func value(of variable: Variable) -> Double {
        guard let s = variableSymbols[variable.index] else { return 0 }
        let v = tableau.value(of: s, variable: variable.index)
        return v == 0 ? 0 : v
    }

    /// The value of `expression` in the current optimum.
    public func value(of expression: LinearExpression) -> Double {
        var total = expression.constant
        var scale = abs(expression.constant)
        for t in expression.terms {
            let v = t.coefficient * value(of: t.variable)
            total += v
            scale = max(scale, abs(v))
        }
        return abs(total) <= Tolerance.cancellation * scale ? 0 : total
    }

    /// How much the constraint is violated in the current optimum: `|e|` for `e == 0`,
    /// `max(0, e)` for `e <= 0`, `max(0, -e)` for `e >= 0`; 0 when it holds (always for a
    /// required one) and for an unknown handle.
    public func violation(of handle: ConstraintHandle) -> Double {
        guard let record = record(handle), !record.constraint.isRequired else { return 0 }
        return violation(record)
    }

    /// The optional constraints violated in the current optimum, sorted by handle.
    public var violatedConstraints: [(handle: ConstraintHandle, violation: Double)] {
        var result: [(handle: ConstraintHandle, violation: Double)] = []
        for case let record? in records where !record.constraint.isRequired {
            let v = violation(record)
            if v > 0 { result.append((ConstraintHandle(id: tableau.owners[record.marker]), v)) }
        }
        return result
    }

    /// The distinct priorities of the optional constraints, highest first.
    public var optionalPriorities: [Double] { tableau.levels.map(\.priority) }

    /// Pivots made so far (for benchmarks and tests).
    public var pivotCount: Int { tableau.pivotCount }

    private func violation(_ record: Record) -> Double {
        let e = record.constraint.expression
        var total = e.constant, scale = abs(e.constant)
        for t in e.terms {
            let v = t.coefficient * value(of: t.variable)
            total += v
            scale = max(scale, abs(v))
        }
        let v: Double
        switch record.constraint.relation {
        case .equal: v = abs(total)
        case .lessThanOrEqual: v = max(0, total)
        case .greaterThanOrEqual: v = max(0, -total)
        }
        return v <= Tolerance.relative * max(1, scale) ? 0 : v
    }

    // MARK: Internals shared with the analysis

    func record(_ handle: ConstraintHandle) -> Record? {
        handle.id >= 0 && handle.id < records.count ? records[handle.id] : nil
    }

    func symbol(of variable: Variable) -> Int? { variableSymbols[variable.index] }

    /// `expression` over the current non-basic symbols; its constant is the current value.
    func substituted(_ expression: LinearExpression) -> Row {
        var acc = Accumulator()
        acc.add(constant: expression.constant)
        for t in expression.terms {
            guard let s = variableSymbols[t.variable.index] else { continue }
            acc.add(s, t.coefficient)
        }
        return tableau.expanded(acc.row())
    }

    // MARK: Overflow

    /// Whether the last operation left Double's range: an infinite or NaN number in the
    /// tableau, or an infinite value (values go through chains of definitions, so rows of
    /// finite numbers can still mean an infinite value, far from the constraint the operation
    /// was about). Evaluating every value costs about what reading the solution costs, and
    /// warms the value cache for that.
    private var optimumOverflowed: Bool {
        // A scratch solver of conflict minimisation only asks whether its constraints can
        // hold together; reading every value after each of its many adds made minimising a
        // conflict in a deep tree of views take minutes.
        tableau.overflowed || (minimizesConflicts && !allValuesFinite())
    }

    private func allValuesFinite() -> Bool {
        for s in 0..<tableau.symbolCount where tableau.kinds[s] == .external {
            if !tableau.value(of: s).isFinite { return false }
        }
        return true
    }

    /// Puts the solver back to its records, after an operation overflowed: the tableau is
    /// rebuilt from scratch (in handle order), since its numbers can no longer be trusted.
    /// Optimises, except inside a batch (which optimises at its end).
    ///
    /// - Returns: the ids of records that could not be put back because inserting them now
    ///   overflowed (the tableau is then rebuilt again without them); normally none, since
    ///   every record was inserted before.
    @discardableResult
    ///
    /// With `zeroBoundsFirst`, required `x >= 0` and `x <= 0` on one variable are inserted
    /// before the rest, unless a record multiplies a variable by more than 1000 or less than
    /// 1/1000: on a fresh variable each bound is a row of one slack, where inserted after the
    /// variable's definitions (rows that carry markers) it needs a phase of its own (a layout
    /// bounds every view's size so, after its constraints). With huge multipliers, bounds in
    /// front make a chain be written backwards, which loses precision, so the order stays.
    private func rebuild(zeroBoundsFirst: Bool = false) -> [Int] {
        var lost: [Int] = []
        let deferred = deferOptimize
        deferOptimize = true
        defer { deferOptimize = deferred }
        rebuilding: while true {
            let kept = records
            tableau = Tableau()
            variableSymbols = VariableMap()
            faceCache = DeadColumnsCache()
            movableCache = (-1, [])
            var count = SymbolCount()
            for case let record? in kept {
                count.add(record.constraint, markersInRows: markersInRows)
            }
            tableau.reserveSymbols(count.symbols)
            variableSymbols.reserve(below: count.variableBound)
            tableau.reserveValues(below: count.variableBound)
            var order = Array(kept.indices)
            if zeroBoundsFirst, !kept.contains(where: { $0.map { Self.hasHugeMultiplier($0.constraint) } ?? false }) {
                let isZeroBound = { (id: Int) in kept[id].map { Self.isZeroBound($0.constraint) } ?? false }
                order = order.filter(isZeroBound) + order.filter { !isZeroBound($0) }
            }
            for id in order {
                guard let record = kept[id] else { continue }
                tableau.overflowed = false
                records[id] = try? insert(record.constraint, id: id)
                if tableau.overflowed {
                    // Its rows may now hold infinite numbers: start again without it.
                    records = kept
                    records[id] = nil
                    lost.append(id)
                    continue rebuilding
                }
            }
            break
        }
        if !deferred { tableau.optimize() }
        tableau.overflowed = false
        return lost
    }

    /// Rebuilds the tableau with markers in its rows (see `markersInRows`), unless it has them.
    /// The rebuilt tableau holds the same constraints, and every value they determine is the
    /// same (markers never move and never decide a pivot); as after any rebuild, an
    /// ambiguous system may settle at another of its optimal solutions. Right after a batch,
    /// the rebuild takes the batch's own steps again, with marker columns added (bounds at
    /// zero may go first). (Were a record's markers to overflow where its rows did not,
    /// `rebuild` would drop it as it drops any record whose numbers overflow.)
    ///
    /// Public for a caller that knows it will remove or change required constraints: called
    /// before the first add, it costs nothing, and the solver never pays the rebuild (which,
    /// bounds first, then re-optimises from far off: about three loads of a large layout).
    public func keepMarkers() {
        guard !markersInRows else { return }
        markersInRows = true
        rebuild(zeroBoundsFirst: true)
    }

    /// A required inequality between one variable and zero.
    private static func isZeroBound(_ c: LinearConstraint) -> Bool {
        c.relation != .equal && c.isRequired && c.expression.terms.count == 1 && c.expression.constant == 0
    }

    private static func hasHugeMultiplier(_ c: LinearConstraint) -> Bool {
        c.expression.terms.contains { abs($0.coefficient) > 1000 || abs($0.coefficient) < 0.001 }
    }

    /// `handle`'s record once rows carry markers: a rebuild numbers every symbol anew, so a
    /// record read before it no longer names the right ones.
    private func recordWithMarkers(_ handle: ConstraintHandle) -> Record? {
        keepMarkers()
        return record(handle)
    }

    /// `insert`, retried once with markers when it conflicts in a tableau without them: the
    /// conflict's members are named by the markers in its certificate. The failed insert
    /// left the tableau as it was, and `id`'s record is not in `records` yet, so the rebuild
    /// leaves it out.
    private func insertNamingConflicts(_ c: LinearConstraint, id: Int) throws(RawConflict) -> Record {
        do {
            return try insert(c, id: id)
        } catch {
            guard !markersInRows, !tableau.overflowed else { throw error }
            keepMarkers()
            return try insert(c, id: id)
        }
    }

    private func refuseOverflow(_ c: LinearConstraint) -> SolverError {
        tableau.overflowed = false
        return .invalidConstraint(reason: refusalReason(c))
    }

    private func refusalReason(_ c: LinearConstraint) -> String {
        "\(c) needs values beyond Double's range (about ±1.8e308) together with the constraints already there; the solver cannot represent the result"
    }

    // MARK: Private steps

    private func validate(_ c: LinearConstraint) throws(SolverError) {
        guard c.priority.isFinite, c.priority >= 1, c.priority <= LinearConstraint.required else {
            throw .invalidConstraint(reason: "priority \(c.priority) is outside 1…1000")
        }
        guard c.expression.constant.isFinite, c.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .invalidConstraint(reason: "\(c) has a NaN or infinite number")
        }
    }

    /// Puts a constraint into the tableau. Builds its row form `L = expression + own symbols`,
    /// substitutes the basic symbols, and makes one symbol basic: a new external variable if
    /// there is one, else one of the constraint's own slack or error symbols, else (a required
    /// constraint over restricted symbols only) through phase one with an artificial variable.
    /// On failure the tableau is as before.
    private func insert(_ c: LinearConstraint, id: Int) throws(RawConflict) -> Record {
        let mark = tableau.symbolCount
        let record = makeSymbols(for: c, id: id)
        // Exactly the entries it will hold: a row made from it keeps this capacity.
        var acc = Accumulator(capacity: c.expression.terms.count + (record.marker >= 0 ? 1 : 0) + (record.other >= 0 ? 1 : 0))
        acc.add(constant: c.expression.constant)
        var fresh: Int?
        for t in c.expression.terms {
            let s: Int
            if let known = variableSymbols[t.variable.index] {
                s = known
                if fresh == nil && isUnused(s) { fresh = s }
            } else {
                s = tableau.newSymbol(.external, owner: t.variable.index)
                variableSymbols[t.variable.index] = s
                if fresh == nil { fresh = s }
            }
            acc.add(s, t.coefficient)
        }
        if record.marker >= 0 { acc.add(record.marker, record.markerSign) }
        if record.other >= 0 { acc.add(record.other, -record.markerSign) }
        if let subject = fresh {
            // A variable nothing else mentions yet: solve for it and keep the row as a
            // definition over the basic variables it mentions, unexpanded.
            makeBasic(subject, acc.row())
            if !c.isRequired { addToObjective(record, priority: c.priority) }
            return record
        }
        var row = tableau.expanded(acc.row())
        if row.constant < 0 {
            row.constant = -row.constant
            for i in row.terms.indices { row.terms[i].coefficient = -row.terms[i].coefficient }
        }
        func undoSymbols() {
            forgetVariables(from: mark)  // before the symbols (and their owners) are gone
            tableau.truncateSymbols(to: mark)
        }

        if let subject = chooseSubject(row, record) {
            makeBasic(subject, consume row)  // consumed: solving it in place must not copy it
        } else if row.terms.allSatisfy({ tableau.kinds[$0.symbol] == .dummy }) {
            if row.constant != 0 {
                let members = row.terms.map { tableau.owners[$0.symbol] }.filter { $0 != id } + [id]
                undoSymbols()
                throw RawConflict(members: members)
            }
            // A redundant equality. With markers, its own marker (new: no other row mentions
            // it, so there is nothing to substitute, and its column, not kept yet, need not be
            // built) becomes basic and records the redundancy; without, nothing is left to keep.
            if record.marker >= 0 { makeBasic(record.marker, consume row, substituting: false) }
        } else {
            let owner = tableau.beginJournal(symbolMark: mark)
            if !addWithArtificial(row, for: c) {
                let members = conflictMembers(ofTerms: tableau.aux!.terms) + [id]
                tableau.aux = nil
                if owner {
                    forgetVariables(from: mark)
                    tableau.rollbackJournal()
                }
                throw RawConflict(members: members)
            }
            if owner { tableau.commitJournal() }
        }
        if !c.isRequired { addToObjective(record, priority: c.priority) }
        return record
    }

    /// Unmaps the variables whose symbols were created from `mark` on (an insert that failed):
    /// an external symbol's owner is its variable's index.
    private func forgetVariables(from mark: Int) {
        for s in mark..<tableau.symbolCount where tableau.kinds[s] == .external {
            variableSymbols[tableau.owners[s]] = nil
        }
    }

    /// Prices an optional constraint's errors at its priority level.
    private func addToObjective(_ record: Record, priority: Double) {
        let level = tableau.levelIndex(for: priority, create: true)!
        for e in record.errors { tableau.addToObjective(level: level, symbol: e, weight: 1) }
        tableau.addMember(level: level, 1)
    }

    /// Whether external `s` is non-basic and mentioned by no row and no cost: solving a new
    /// constraint for it needs no substitution anywhere.
    private func isUnused(_ s: Int) -> Bool {
        let t = tableau
        guard t.rows[s] == nil, t.columns[s].isEmpty, t.aux == nil, t.externalRowCount(of: s) == 0 else { return false }
        return !t.hasCost(s)
    }

    /// Allocates a constraint's own symbols. Its row form is `L = expression + μ·marker
    /// (− μ·other)`, with `L == 0`.
    private func makeSymbols(for c: LinearConstraint, id: Int) -> Record {
        let t = tableau
        switch (c.isRequired, c.relation) {
        case (true, .equal):
            // Without markers in rows, not even the symbol: a layout has about as many
            // required equalities as variables, and every symbol costs a slot in each of the
            // tableau's per-symbol vectors.
            let marker = markersInRows ? t.newSymbol(.dummy, owner: id) : -1
            return Record(constraint: c, marker: marker, other: -1)
        case (true, .lessThanOrEqual):
            return Record(constraint: c, marker: t.newSymbol(.slack, owner: id), other: -1)
        case (true, .greaterThanOrEqual):
            return Record(constraint: c, marker: t.newSymbol(.slack, owner: id), other: -1)
        case (false, .equal):
            // expression = plus − minus
            let plus = t.newSymbol(.error, owner: id), minus = t.newSymbol(.error, owner: id)
            return Record(constraint: c, marker: plus, other: minus)
        case (false, .lessThanOrEqual):
            // expression + slack − error = 0
            let slack = t.newSymbol(.slack, owner: id), error = t.newSymbol(.error, owner: id)
            return Record(constraint: c, marker: slack, other: error)
        case (false, .greaterThanOrEqual):
            // expression − slack + error = 0
            let slack = t.newSymbol(.slack, owner: id), error = t.newSymbol(.error, owner: id)
            return Record(constraint: c, marker: slack, other: error)
        }
    }

    /// A symbol that can be made basic in `row` (constant ≥ 0) keeping the tableau feasible:
    /// an external one (the one in fewest rows, to keep rows sparse), else one of the
    /// constraint's own restricted symbols with a negative coefficient.
    private func chooseSubject(_ row: Row, _ record: Record) -> Int? {
        var best = -1
        var bestUse = Int.max
        for t in row.terms where tableau.kinds[t.symbol] == .external {
            let use = tableau.columns[t.symbol].count + tableau.externalRowCount(of: t.symbol)
            if use < bestUse { best = t.symbol; bestUse = use }
        }
        if best >= 0 { return best }
        for s in [record.marker, record.other] where s >= 0 && tableau.kinds[s] != .dummy {
            if row.coefficient(of: s) < 0 { return s }
        }
        return nil
    }

    /// Solves `0 = row` for `subject` and makes it basic; `substituting: false` when no row
    /// or cost can mention `subject` yet.
    private func makeBasic(_ subject: Int, _ row: consuming Row, substituting: Bool = true) {
        // In place: the row is this call's own, so solving it for `subject` allocates nothing.
        let a = row.coefficient(of: subject)
        row.constant = -row.constant / a
        var kept = 0
        row.terms.withUnsafeMutableBufferPointer { terms in
            for i in terms.indices where terms[i].symbol != subject {
                terms[kept] = Entry(symbol: terms[i].symbol, coefficient: -terms[i].coefficient / a)
                kept += 1
            }
        }
        row.terms.removeLast(row.terms.count - kept)
        if substituting { tableau.substitute(subject, row) }
        tableau.insertRow(subject, consume row)
    }

    /// Phase one: an artificial symbol takes the row of `c`, and is minimised to zero.
    /// Returns false (leaving `tableau.aux` as the certificate) when it cannot reach zero.
    ///
    /// The minimum left is `c`'s least violation, in `c`'s own units; it is zero when it is
    /// rounding in evaluating `c`, i.e. a tiny fraction of `c`'s own numbers (see
    /// `magnitude(of:)`). Not of the row's coefficients: those are over other constraints'
    /// slacks, in their units (a slack of a 1e-4 row carries 1e4), and once let a violation
    /// of 7e-6 in a constraint of numbers near 11 pass as zero, leaving a slack row at −7.
    private func addWithArtificial(_ row: Row, for c: LinearConstraint) -> Bool {
        let t = tableau
        let a = t.newSymbol(.artificial, owner: -1)
        t.insertRow(a, row)
        t.aux = row
        _ = t.minimizeAux(eligible: { t.kinds[$0] != .artificial }, fixed: { _ in false })
        let residual = t.aux!.constant
        // Exactly zero needs no magnitude (which evaluates values through whole chains of
        // definitions: at 10,000 views the largest cost of the batch that holds it).
        if residual != 0 && abs(residual) > Tolerance.relative * magnitude(of: c) {
            return false
        }
        t.aux = nil
        if let basicRow = t.rows[a] {
            // The artificial sits at zero in the basis: pivot it out (the point does not move;
            // the row stays as the constraint's row), or drop its row when nothing is left.
            if let entering = basicRow.terms.first(where: { t.kinds[$0.symbol] != .dummy })?.symbol
                ?? basicRow.terms.first?.symbol {
                t.pivot(entering: entering, leaving: a)
            } else {
                t.deleteRow(a)
            }
        }
        for r in t.rowsContaining(a) { t.dropTerm(a, from: r) }
        for k in t.levels.indices where t.cost(k, a) != 0 { t.setCost(k, a, 0) }
        return true
    }

    /// The size of `c`'s numbers at the current point: its constant, its coefficients (a unit
    /// move of each variable) and each coefficient times the variable's value. Evaluating `c`
    /// rounds relative to this.
    private func magnitude(of c: LinearConstraint) -> Double {
        var m = abs(c.expression.constant)
        for t in c.expression.terms {
            let x = variableSymbols[t.variable.index].map { tableau.value(of: $0) } ?? 0
            m = max(m, abs(t.coefficient), abs(t.coefficient * x))
        }
        return m
    }

    /// Constraint ids holding the marker symbols that a certificate row mentions.
    private func conflictMembers(ofTerms terms: some Sequence<Entry>) -> [Int] {
        var members: [Int] = []
        for t in terms where tableau.owners[t.symbol] >= 0 {
            let kind = tableau.kinds[t.symbol]
            if kind == .slack || kind == .dummy { members.append(tableau.owners[t.symbol]) }
        }
        return members
    }

    private func conflictMembers(ofRow r: Int) -> [Int] {
        var members = conflictMembers(ofTerms: tableau.rows[r]!.terms)
        if tableau.kinds[r] == .slack || tableau.kinds[r] == .dummy { members.append(tableau.owners[r]) }
        return members
    }

    /// Takes a constraint's rows and objective terms out of the tableau.
    private func detach(_ record: Record) {
        let t = tableau
        if !record.constraint.isRequired, let level = t.levelIndex(for: record.constraint.priority, create: false) {
            for e in record.errors { t.addToObjective(level: level, symbol: e, weight: -1) }
            t.addMember(level: level, -1)
        }
        let m = record.marker
        if t.rows[m] != nil {
            t.deleteRow(m)
        } else if let r = markerLeavingRow(m) {
            t.pivot(entering: m, leaving: r)
            t.deleteRow(m)
        }
        for s in [m, record.other] where s >= 0 {
            if t.rows[s] != nil { t.deleteRow(s) }
            for r in t.rowsContaining(s) { t.dropTerm(s, from: r) }
            for k in t.levels.indices where t.cost(k, s) != 0 { t.setCost(k, s, 0) }
        }
    }

    /// The row to pivot a non-basic marker into before dropping it, chosen to keep every
    /// restricted row feasible (Cassowary's rule, with dummy rows first): a dummy row, else
    /// the tightest restricted row where the marker has a negative coefficient, else the
    /// tightest where it is positive, else an external row.
    private func markerLeavingRow(_ m: Int) -> Int? {
        let t = tableau
        var first: (Int, Double)?, second: (Int, Double)?, third: Int?
        for r in t.rowsContaining(m).sorted() {
            let row = t.rows[r]!
            let a = row.coefficient(of: m)
            if t.kinds[r] == .dummy {
                // A dummy row sits at zero: pivoting there moves nothing, while pivoting
                // elsewhere would move the dummy away from zero.
                return r
            } else if t.kinds[r] == .external {
                if third == nil { third = r }
            } else if a < 0 {
                let ratio = -row.constant / a
                if first == nil || ratio < first!.1 { first = (r, ratio) }
            } else {
                let ratio = row.constant / a
                if second == nil || ratio < second!.1 { second = (r, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    // MARK: Conflicts

    /// Runs `body` (the adds of a batch whose first handle is `before`) with
    /// `laterBackground` naming the batch's background constraints not added yet.
    private func withLaterBackground(of count: Int, from before: Int, _ background: ((Int) -> Bool)?,
                                     _ constraint: (Int) -> LinearConstraint, _ body: () -> Void) {
        guard let background else { return body() }
        withoutActuallyEscaping(constraint) { constraint in
            // Listed once, at the first conflict (most batches have none).
            var listed: [(Int, LinearConstraint)]?
            laterBackground = { after in
                if listed == nil { listed = (0..<count).filter(background).map { (before + $0, constraint($0)) } }
                return listed!.filter { $0.0 > after }
            }
            body()
            laterBackground = nil
        }
    }

    /// Whether `id` names a background constraint the solver holds.
    private func isBackground(_ id: Int) -> Bool {
        var low = 0, high = backgroundIDs.count
        while low < high {
            let mid = (low + high) / 2
            if backgroundIDs[mid] < id { low = mid + 1 } else { high = mid }
        }
        return low < backgroundIDs.count && backgroundIDs[low] == id && records[id] != nil
    }

    /// Shrinks a conflicting set to an irreducible one. `id` is the constraint being changed
    /// or added, given as `constraint` (a background one when `background`), and is always a
    /// member.
    ///
    /// First the members that are not background constraints, with every background
    /// constraint present (deletion filter: a member stays only if the others hold without
    /// it; when they still conflict, the set shrinks to that smaller conflict's certificate).
    /// Then, with those, the background constraints they need, by the same filter. Only the
    /// background constraints that share variables with the members, directly or through
    /// other background constraints, can matter: the rest hold on variables of their own.
    private func minimize(_ members: [Int], replacing id: Int, with constraint: LinearConstraint, background: Bool) -> [ConstraintHandle] {
        let raw = Array(Set(members)).sorted()
        guard minimizesConflicts else { return raw.map { ConstraintHandle(id: $0) } }
        let later = Dictionary(uniqueKeysWithValues: laterBackground?(id) ?? [])
        func constraintOf(_ m: Int) -> LinearConstraint { m == id ? constraint : later[m] ?? records[m]!.constraint }
        // A background constraint refused: the caller adds the background after constraints
        // that contradict it, where "minimal given the background" means nothing; a layout
        // engine then loads again with the background first. The set is the certificate's,
        // not minimised (see `SolverError.unsatisfiable`).
        if background { return raw.map { ConstraintHandle(id: $0) } }
        var explicit = raw.filter { $0 == id || !isBackground($0) }
        let allBackground = relevantBackground(to: explicit.map(constraintOf), plus: raw.filter { $0 != id && isBackground($0) },
                                               later: later, changing: id)
        // What the background does not let hold needs no explicit member: no filter can make
        // sense of it, so the set is minimised as if nothing were background.
        guard conflict(among: allBackground, constraintOf) == nil else {
            return deletionFilter(raw, keeping: [id], given: [], candidatesFirst: true, constraintOf).map { ConstraintHandle(id: $0) }
        }
        // Incrementally, the background after the others: a scratch solver takes a chain of
        // constraints over fresh variables without pivoting, and bounds after it cheaply;
        // bounds first made every later constraint pivot, and a scratch solve per member was
        // several times slower than before the background on a deep tree of views.
        let others = explicit.filter { $0 != id }
        explicit = ((deletionFilter(others, probe: id, given: allBackground, constraintOf)
            ?? deletionFilter(explicit, keeping: [id], given: allBackground, candidatesFirst: true, constraintOf).filter { $0 != id })
            + [id]).sorted()
        // The background members: from a conflict of the explicit members with all of the
        // background (none when the explicit members conflict on their own), then filtered.
        guard let found = conflict(among: explicit + allBackground, constraintOf) else {
            return explicit.map { ConstraintHandle(id: $0) }  // not reached: they conflict with it
        }
        let needed = Array(Set(found.filter { !explicit.contains($0) })).sorted()
        let kept = deletionFilter(needed, probe: id, given: explicit.filter { $0 != id }, constraintOf)
            ?? deletionFilter(needed, keeping: [], given: explicit, candidatesFirst: false, constraintOf)
        return (explicit + kept).sorted().map { ConstraintHandle(id: $0) }
    }

    /// The deletion filter, incrementally: one scratch solver holds `given` and the
    /// candidates, which hold together without `probe`; each candidate is taken out and the
    /// member that is out put back. When that holds, the candidate is needed (and is now the
    /// one out); when it conflicts, the candidates shrink to that conflict's. Each test is two
    /// changes to one solver, not a solve of the whole set. Returns the candidates kept (the
    /// probe is always needed, and is not among them), or nil when the scratch solver cannot
    /// be built so (the caller then uses the filter that solves each set afresh).
    private func deletionFilter(_ candidates: [Int], probe: Int, given: [Int],
                                _ constraintOf: (Int) -> LinearConstraint) -> [Int]? {
        let scratch = Solver(minimizesConflicts: false)
        var handles: [Int: ConstraintHandle] = [:]
        var origins: [ConstraintHandle: Int] = [:]
        func put(_ m: Int) -> Bool {
            guard let handle = try? scratch.add(constraintOf(m)) else { return false }
            handles[m] = handle
            origins[handle] = m
            return true
        }
        // The candidates first, then `given` (see `minimize`).
        for m in candidates + given where !put(m) { return nil }
        var current = candidates
        // One member is out of the scratch solver at a time, the rest holding: the probe,
        // then the last candidate found needed. Taking the next candidate out and putting the
        // one that is out back in tests the next one: two changes a test.
        var out = probe
        for m in candidates where current.contains(m) {
            scratch.remove(handles[m]!)
            do {
                let handle = try scratch.add(constraintOf(out))
                handles[out] = handle
                origins[handle] = out
                out = m
            } catch {
                guard case .unsatisfiable(let found, _) = error else { return nil }
                let inConflict = Set(found.compactMap { origins[$0] })
                for other in current where other != m && other != out && !inConflict.contains(other) { scratch.remove(handles[other]!) }
                current = current.filter { $0 != m && ($0 == out || inConflict.contains($0)) }
            }
        }
        return current
    }

    /// The background constraints (ids, in order) that share a variable with `constraints`
    /// or, transitively, with one another's, among those held and the batch's `later` ones;
    /// `extra` ids (background members already named, the one being added or changed among
    /// them) are included as they are.
    private func relevantBackground(to constraints: [LinearConstraint], plus extra: [Int], later: [Int: LinearConstraint],
                                    changing id: Int) -> [Int] {
        var variables = Set(constraints.flatMap { $0.expression.terms.map(\.variable) })
        // `id`'s record holds it as it was before the change, if at all.
        var pending = backgroundIDs.filter { $0 != id && records[$0] != nil } + later.keys.sorted()
        var result = extra
        var grew = true
        while grew {
            grew = false
            pending.removeAll { b in
                let terms = (later[b] ?? records[b]!.constraint).expression.terms
                guard terms.contains(where: { variables.contains($0.variable) }) else { return false }
                for t in terms { variables.insert(t.variable) }
                result.append(b)
                grew = true
                return true
            }
        }
        return Array(Set(result)).sorted()
    }

    /// The deletion filter over `candidates` (sorted ids): each stays only if, without it, the
    /// rest together with `given` hold; when they still conflict, the candidates shrink to
    /// the candidates of that conflict. `keeping` are never dropped. The scratch solver takes
    /// the candidates before `given` or after, as `candidatesFirst` says.
    private func deletionFilter(_ candidates: [Int], keeping: Set<Int>, given: [Int], candidatesFirst: Bool,
                                _ constraintOf: (Int) -> LinearConstraint) -> [Int] {
        var current = candidates
        var necessary = keeping
        var i = 0
        while i < current.count {
            let m = current[i]
            if necessary.contains(m) { i += 1; continue }
            let rest = current.filter { $0 != m }
            if let found = conflict(among: candidatesFirst ? rest + given : given + rest, constraintOf) {
                let inCandidates = Set(found).intersection(rest)
                current = rest.filter { inCandidates.contains($0) }
                i = 0
            } else {
                necessary.insert(m)
                i += 1
            }
        }
        return current
    }

    /// A conflicting subset (not minimised) of the constraints `ids`, added to a scratch
    /// solver in the order given; nil when they all hold.
    private func conflict(among ids: [Int], _ constraintOf: (Int) -> LinearConstraint) -> [Int]? {
        let scratch = Solver(minimizesConflicts: false)
        for c in ids {
            do {
                try scratch.add(constraintOf(c))
            } catch {
                if case .unsatisfiable(let found, _) = error { return found.map { ids[$0.id] } }
                return nil
            }
        }
        return nil
    }
}

/// How many symbols adding some constraints creates, counted before adding them so that the
/// tableau's per-symbol vectors are sized once: each constraint's own symbols (see
/// `makeSymbols`), its new variables (at most one per term, and never more than the variable
/// indexes it reaches: a layout's constraints name each of its densely numbered variables
/// many times), and some to spare for phase one's artificial symbols (a few in a hundred
/// constraints need one; past the count, the tableau grows by an eighth).
struct SymbolCount {
    private var own = 0
    private var terms = 0
    /// One past the largest variable index named.
    private(set) var variableBound = 0
    private var constraints = 0

    var symbols: Int { own + Swift.min(terms, variableBound) + constraints / 16 + 16 }

    mutating func add(_ c: LinearConstraint, markersInRows: Bool) {
        constraints += 1
        own += c.isRequired ? (c.relation == .equal ? (markersInRows ? 1 : 0) : 1) : 2
        terms += c.expression.terms.count
        if let last = c.expression.terms.last { variableBound = Swift.max(variableBound, last.variable.index + 1) }
    }
}

/// Variable index → symbol: an array for the usual small, dense indexes (no hashing), a
/// dictionary for the rest.
///
/// Symbols are 32-bit in the array (as `SymbolSet` keeps them; `Tableau.newSymbol` checks
/// the bound), and a batch sizes it once for the indexes it names: grown by doubling from
/// the first variable on, two copies of the array of a 1,000-cell table, 0.57 MB of 8-byte
/// symbols, were alive at the peak of its lint.
struct VariableMap {
    static let denseLimit = 1 << 20
    private var dense: [Int32] = []
    private var sparse: [Int: Int] = [:]

    subscript(_ index: Int) -> Int? {
        get {
            if index < VariableMap.denseLimit {
                guard index < dense.count else { return nil }
                let s = dense[index]
                return s >= 0 ? Int(s) : nil
            }
            return sparse[index]
        }
        set {
            if index < VariableMap.denseLimit {
                if index >= dense.count {
                    guard newValue != nil else { return }
                    dense.append(contentsOf: repeatElement(-1, count: Swift.max(index + 1, 2 * dense.count) - dense.count))
                }
                dense[index] = Int32(newValue ?? -1)
            } else {
                sparse[index] = newValue
            }
        }
    }

    /// Makes room for the variable indexes below `bound` (those the array keeps) at once.
    mutating func reserve(below bound: Int) {
        let n = Swift.min(bound, VariableMap.denseLimit)
        if n > dense.count { dense.append(contentsOf: repeatElement(-1, count: n - dense.count)) }
    }
}

/// Sums symbols into one canonical row: entries are collected, then sorted and combined
/// once (zeroing sums that cancel).
struct Accumulator {
    private var entries: [Entry] = []
    private var constant = 0.0

    init() {}

    /// An accumulator with room for `capacity` entries (one allocation for a whole row).
    init(capacity: Int) { entries.reserveCapacity(capacity) }

    mutating func add(constant c: Double) {
        constant = Tolerance.sum(constant, c)
    }

    mutating func add(_ symbol: Int, _ coefficient: Double) {
        entries.append(Entry(symbol: symbol, coefficient: coefficient))
    }

    /// The row; sorts and combines the entries in place (one array, no copies). The
    /// accumulator is left empty.
    mutating func row() -> Row {
        entries.sort { $0.symbol < $1.symbol }
        var n = 0
        for i in entries.indices {
            let e = entries[i]
            if n > 0 && entries[n - 1].symbol == e.symbol {
                let v = Tolerance.sum(entries[n - 1].coefficient, e.coefficient)
                if v == 0 { n -= 1 } else { entries[n - 1].coefficient = v }
            } else {
                entries[n] = e
                n += 1
            }
        }
        entries.removeLast(entries.count - n)
        // Hand the storage over: were it still shared with the accumulator, the first change
        // to the row (solving it for a subject) would copy it.
        var terms: [Entry] = []
        swap(&terms, &entries)
        return Row(constant: constant, terms: terms)
    }
}

extension Solver: CustomDebugStringConvertible {
    /// The tableau as text: objective levels and basic rows (for debugging).
    public var debugDescription: String { tableau.debugDescription }
}
