// Moving the one incremental solver between configurations: what changed since the last
// configuration, loading a system afresh, and the conflicts met on the way (which member is
// left out). Implements "Solving semantics": required constraints that cannot all hold are an
// irreducible set, and the configuration is solved without one member, as UIKit breaks one
// (the last in system order; sizes' implicit `>= 0` never).

import LayoutModel
import LayoutSolver

extension ConfigurationSolver {
    /// Brings the solver to `system`; returns the conflicts met on the way, each with the
    /// member left out, and the constraints left out because their numbers overflow.
    ///
    /// Overflow is judged in system order, as the first configuration is loaded: a
    /// constraint is left out when it and the constraints before it pass Double's range. An
    /// incremental change that overflows would instead blame whichever constraint happened
    /// to change last, so when one does, the configuration is loaded afresh into a new solver.
    func transition(to system: LinearSystem, order: SystemOrder) -> (conflicts: [Conflict], outOfRange: [ConstraintOrigin]) {
        if loaded.isEmpty { return load(system, order: order) }
        // The very system the previous configuration left fully loaded: nothing to change.
        if let previous, previous.conflicts.isEmpty, previous.outOfRange.isEmpty, loaded.count == system.constraints.count,
           sharesStorage(previous.system.constraints, system.constraints) {
            return ([], [])
        }
        // What changed, and whether every loaded constraint is still wanted (usually so: then
        // no set of the wanted ones is needed). Unloading those that leave changes nothing
        // for the others.
        var stillWanted = 0
        let changed: [SystemConstraint]
        if let previous, previous.conflicts.isEmpty, previous.outOfRange.isEmpty, loaded.count == previous.system.constraints.count,
           let paired = changes(from: previous.system.constraints, to: system.constraints) {
            // The solver holds the previous system in full, and the new one has the same
            // constraints in the same order (the same state at another root size): compared
            // pair by pair, without hashing every origin.
            changed = paired
            stillWanted = loaded.count
        } else {
            changed = system.constraints.filter { entry in
                guard let current = loaded[entry.key] else { return true }
                stillWanted += 1
                return solver.constraint(current) != entry.linear
            }
        }
        if stillWanted != loaded.count {
            let leaving = loaded.handles(notIn: system.constraints).sorted()
            for handle in leaving { unload(handle) }
            if loaded.isEmpty { return load(system, order: order) }
        }
        sawOverflow = false

        // Changes are applied in two passes so that a state which swaps priorities (one
        // constraint made required while another is made optional) never meets a conflict
        // that exists only halfway through: relaxing changes first, then the rest in system
        // order; whatever fails is taken out and added back once everything else is in.
        let relaxing = changed.filter { entry in
            guard let current = loaded[entry.key].flatMap({ solver.constraint($0) }) else { return false }
            return sameExceptPriority(current, entry.linear) && !entry.linear.isRequired
        }
        let relaxed = Set(relaxing.map(\.origin))
        var retry: [SystemConstraint] = []
        for entry in relaxing + changed.filter({ !relaxed.contains($0.origin) }) where !sawOverflow {
            if apply(entry) != nil { retry.append(entry) }
        }
        var sawConflict = false
        for entry in retry.sorted(by: { order.rank($0.key) < order.rank($1.key) }) where !sawOverflow && !sawConflict {
            if let current = loaded[entry.key] { unload(current) }
            if let failure = add(entry), case .unsatisfiable = failure { sawConflict = true }
        }
        // A conflict met on the way depends on the order the changes came in (which member
        // is found last, and with which others): the configuration is loaded afresh instead,
        // in system order, so its conflicts and the members left out are those of the
        // layout as declared in that configuration.
        if sawOverflow || sawConflict {
            solver = Solver()
            loaded.removeAll()
            origins = HandleOrigins()
            return load(system, order: order)
        }
        return ([], [])
    }

    /// The constraints of `new` whose linear form differs from `old`'s, when both list the
    /// same origins in the same order; nil otherwise.
    /// The moves between the same systems repeat (each state visits the same root sizes in
    /// turn), so the last few answers are kept with the systems they compared.
    func changes(from old: SystemConstraints, to new: SystemConstraints) -> [SystemConstraint]? {
        guard old.count == new.count else { return nil }
        if let known = knownChanges.first(where: { sharesStorage($0.from, old) && sharesStorage($0.to, new) }) { return known.changed }
        var changed: [SystemConstraint] = []
        for position in new.indices {
            guard old.key(at: position) == new.key(at: position) else { return nil }
            if old.linear(at: position) != new.linear(at: position) { changed.append(new[position]) }
        }
        knownChanges = [(old, new, changed)] + knownChanges.prefix(Self.knownChangesKept - 1)
        return changed
    }

    private static let knownChangesKept = 8

    /// Loads `system` into the (empty) solver in one batch.
    ///
    /// Sizes' implicit `>= 0` hold from the start, as in UIKit, so a conflict is met at a
    /// constraint of the file, which is the one left out. They are loaded last all the same
    /// (in front, they change the pivots so that a chain of huge multipliers underflows
    /// instead of being found out of range): when none of them is refused, the constraints
    /// taken and refused are the same as with them first. When one is, the configuration is
    /// loaded again with them first.
    private func load(_ system: LinearSystem, order: SystemOrder, implicitFirst: Bool = false)
        -> (conflicts: [Conflict], outOfRange: [ConstraintOrigin]) {
        var conflicts: [Conflict] = []
        var outOfRange: [ConstraintOrigin] = []
        // Positions in the order loaded (the system's, or sizes' `>= 0` first).
        let constraints = system.constraints
        let loadOrder = implicitFirst
            ? constraints.indices.filter { constraints[$0].origin.isNonNegativeSize } + constraints.indices.filter { !constraints[$0].origin.isNonNegativeSize }
            : nil
        let batch: BatchResult
        do {
            batch = try solver.add(count: constraints.count) { constraints.linear(at: loadOrder?[$0] ?? $0) }
        } catch {
            let entries = (loadOrder ?? Array(constraints.indices)).map { constraints[$0] }
            // Only for NaN or infinite numbers or a priority outside 1…1000, which the loader
            // never lets through: add one at a time, so that only such constraints are left out.
            for entry in entries {
                switch add(entry) {
                case .unsatisfiable(let members, let rejected)?:
                    conflicts.append(conflict(members, rejected: rejected, order: order))
                case .some:
                    outOfRange.append(entry.origin)
                case nil:
                    break
                }
            }
            sawOverflow = false
            return (conflicts, outOfRange)
        }
        if !implicitFirst, batch.rejected.contains(where: { rejection in
            system.constraints.origin(at: rejection.handle.id - (batch.handles.first?.id ?? 0)).isNonNegativeSize
        }) {
            solver = Solver()
            loaded.removeAll()
            origins = HandleOrigins()
            return load(system, order: order, implicitFirst: true)
        }
        // Keys only: copying each entry out retained its origin and its terms, a cache miss
        // for every constraint of a large layout.
        origins.reserve(batch.handles.last.map { $0.id + 1 } ?? 0)
        for (index, handle) in batch.handles.enumerated() {
            let key = constraints.key(at: loadOrder?[index] ?? index)
            origins.record(handle, key: key)
            loaded[key] = handle
        }
        for rejection in batch.rejected {
            if let key = origins.key(of: rejection.handle.id) { loaded[key] = nil }
            let found = conflict(rejection.conflict, rejected: rejection.handle, order: order)
            conflicts.append(found)
        }
        for overflow in batch.overflowed {
            guard let origin = origin(ofHandle: overflow.handle.id, order), let key = origins.key(of: overflow.handle.id) else { continue }
            loaded[key] = nil
            outOfRange.append(origin)
        }
        return (conflicts, outOfRange)
    }

    /// Moves one constraint to its form in the new configuration: in place when only its
    /// constant or priority changed, else by removing and adding it.
    func apply(_ entry: SystemConstraint) -> SolverError? {
        guard let handle = loaded[entry.key] else { return add(entry) }
        // A change the solver takes leaves its copy of the constraint equal to `entry.linear`.
        if let current = solver.constraint(handle) {
            if sameExceptConstant(current, entry.linear) {
                return attempt { () throws(SolverError) in try solver.setConstant(handle, to: entry.linear.expression.constant) }
            } else if sameExceptPriority(current, entry.linear) {
                return attempt { () throws(SolverError) in try solver.setPriority(handle, to: entry.linear.priority) }
            }
        }
        unload(handle)
        return add(entry)
    }

    func add(_ entry: SystemConstraint) -> SolverError? {
        do {
            let handle = try solver.add(entry.linear)
            origins.record(handle, key: entry.key)
            loaded[entry.key] = handle
            return nil
        } catch {
            if case .unsatisfiable(_, let rejected) = error { origins.record(rejected, key: entry.key) }
            if case .invalidConstraint = error { sawOverflow = true }
            return error
        }
    }

    private func attempt(_ change: () throws(SolverError) -> Void) -> SolverError? {
        do {
            try change()
            return nil
        } catch {
            if case .invalidConstraint = error { sawOverflow = true }
            return error
        }
    }

    func unload(_ handle: ConstraintHandle) {
        guard let key = origins.key(of: handle.id) else { return }
        solver.remove(handle)
        if loaded[key] == handle { loaded[key] = nil }
    }

    /// The origin a handle stands for. Every handle the solver holds, and every one it names
    /// (a conflict's, a violated constraint's), was issued for a constraint of the system
    /// being solved, whose order (`lastOrder` unless given) finds it by key.
    func origin(ofHandle id: Int, _ order: SystemOrder? = nil) -> ConstraintOrigin? {
        origins.key(of: id).flatMap { (order ?? lastOrder)?.origin(ofKey: $0) }
    }

    func conflict(_ handles: [ConstraintHandle], rejected: ConstraintHandle, order: SystemOrder) -> Conflict {
        // Sizes' implicit constraints first, then in system order: the last member is the one
        // to leave out.
        let members = handles.compactMap { handle in origin(ofHandle: handle.id, order).map { (origin: $0, rank: order.rank(origins.key(of: handle.id))) } }
            .sorted { a, b in
                a.origin.isNonNegativeSize != b.origin.isNonNegativeSize ? a.origin.isNonNegativeSize : a.rank < b.rank
            }
            .map(\.origin)
        // Every handle the solver names was registered when it was added; the fallbacks only
        // keep a surprise from becoming a crash.
        let broken = origin(ofHandle: rejected.id, order) ?? members.last ?? .constraint("?")
        return Conflict(members: members.isEmpty ? [broken] : members, broken: broken)
    }

    private func sameExceptConstant(_ a: LinearConstraint, _ b: LinearConstraint) -> Bool {
        a.relation == b.relation && a.priority == b.priority && a.expression.terms == b.expression.terms
    }

    private func sameExceptPriority(_ a: LinearConstraint, _ b: LinearConstraint) -> Bool {
        a.relation == b.relation && a.expression == b.expression
    }
}
