import LayoutModel
import LayoutSolver

/// Solves the configurations of one document with one incremental solver.
///
/// Configurations differ from each other by a few changes (a priority, a constant, a root
/// size), so each is reached from the previous one by applying only the difference:
/// constraints that left are removed, new ones added, changed constants and priorities set
/// in place. Configurations are solved in a fixed order, so results never depend on timing.
public final class ConfigurationSolver {
    /// Ambiguous (view, axis) pairs past this many are reported without grouping them under
    /// a root cause: grouping costs one analysis per pair for each root cause found.
    public static let groupingLimit = 400

    private let builder: LinearSystemBuilder
    /// Replaced by a new solver when moving between configurations overflows (see `transition`).
    private var solver = Solver()
    // The two tables below are written once per constraint while loading; a class's stored
    // property is checked for exclusive access at run time on every write, which no caller
    // needs: a configuration solver is used by one thread, one call at a time.
    /// The constraints the solver holds, by origin key.
    @exclusivity(unchecked) private var loaded: LoadedConstraints
    /// What each handle stands for, by handle number (the solver numbers handles densely).
    @exclusivity(unchecked) private var origins = HandleOrigins()
    /// Set when an add or change through `add(_:)` or `apply(_:)` was refused for overflow.
    private var sawOverflow = false
    /// The configuration solved last, whose system and solution the next may share.
    private var previous: SolvedConfiguration?
    /// The last system built at each combination of root sizes: states are solved at every
    /// size in turn, and one that only hides views has the system of the state before it
    /// at the same sizes.
    private var systemsBySizes: [[Configuration.RootSizeChoice]: (system: LinearSystem, order: SystemOrder)] = [:]
    /// The last configuration solved at each combination of root sizes.
    private var solvedBySizes: [[Configuration.RootSizeChoice]: SolvedConfiguration] = [:]
    /// Positions of origins in the last system, and the constraints on each view of the last
    /// snapshot: kept while the next configuration shares those arrays.
    private var lastOrder: SystemOrder?
    private var lastConstraintsByView: (constraints: [LayoutConstraint], byView: [String: [Int]])?
    /// The last moves between two systems, for `changes(from:to:)`.
    private var knownChanges: [(from: SystemConstraints, to: SystemConstraints, changed: [SystemConstraint])] = []
    /// Each state's snapshot, which its configurations at every root size share.
    private var snapshotsByState: [String?: LayoutSnapshot] = [:]
    /// What hidden views are compared with, by root sizes (see `hiddenSpaceBaseline`).
    private var hiddenSpaceBaselines: [[Configuration.RootSizeChoice]: HiddenSpaceBaseline] = [:]

    public init(builder: LinearSystemBuilder) {
        self.builder = builder
        loaded = LoadedConstraints(keyCount: builder.keyCount)
    }

    /// Solves every configuration and returns the solutions in the order given.
    ///
    /// With several combinations of root sizes, states that only hide or show views (whose
    /// system is the declared layout's at each size) are solved right after the declared
    /// layout at each size, one size at a time: solved state by state, the solver moved
    /// between the sizes (setting a root's size and re-optimising) for every configuration.
    /// Other states keep their place, and so does every configuration of a file with one
    /// combination of sizes: the order of the moves decides which optimal solution an
    /// ambiguous layout settles at.
    public func solveAll(_ configurations: [Configuration]) -> [SolvedConfiguration] {
        if willRemoveOrChangeRequired(configurations) { solver.keepMarkers() }
        var solutions: [SolvedConfiguration?] = Array(repeating: nil, count: configurations.count)
        for index in solvingOrder(configurations) { solutions[index] = solve(configurations[index]) }
        return solutions.map { $0! }
    }

    private func solvingOrder(_ configurations: [Configuration]) -> [Int] {
        var sizes: [[Configuration.RootSizeChoice]] = []
        for configuration in configurations where !sizes.contains(configuration.sizes) { sizes.append(configuration.sizes) }
        guard sizes.count > 1 else { return Array(configurations.indices) }
        let visibilityOnly = configurations.indices.filter { index in
            configurations[index].state == nil || snapshot(for: configurations[index]).appliedChanges.allSatisfy { change in
                switch change.kind {
                case .hide, .show: true
                default: false
                }
            }
        }
        let grouped = sizes.flatMap { sizes in visibilityOnly.filter { configurations[$0].sizes == sizes } }
        let rest = Set(configurations.indices).subtracting(visibilityOnly).sorted()
        return grouped + rest
    }

    /// Whether moving between these configurations, or probing their hidden views, will take
    /// out or change a required constraint: another root size, a state that changes a required
    /// constraint, or a hidden view with required equalities on its subtree. The solver then
    /// carries markers in its rows from the start, which it would otherwise add at the first
    /// such change by rebuilding its whole tableau (a fifth of the lint of 20 states).
    private func willRemoveOrChangeRequired(_ configurations: [Configuration]) -> Bool {
        guard configurations.count > 1 else { return false }
        if Set(configurations.map(\.sizes)).count > 1 { return true }
        let document = builder.document
        func isRequired(_ priority: LayoutPriority) -> Bool { priority.value >= LayoutPriority.required.value }
        var hidden = document.views.filter { $0.hidden && $0.parent != nil }.map(\.id)
        for state in document.states {
            for change in state.changes {
                switch change.kind {
                case .remove(let id), .hide(let id), .show(let id):
                    hidden.append(id)
                case .deactivate(let id), .activate(let id):
                    // A required inequality leaves through its own slack; an equality needs markers.
                    if let constraint = document.constraint(id), constraint.relation == .equal, isRequired(constraint.priority) { return true }
                case .constant(let id, _, _):
                    if let constraint = document.constraint(id), isRequired(constraint.priority) { return true }
                case .priority(let id, let priority):
                    if isRequired(priority) || document.constraint(id).map({ isRequired($0.priority) }) == true { return true }
                case .intrinsic(let id, _):
                    if let view = document.view(id), [view.hugging, view.compression].contains(where: { isRequired($0.horizontal) || isRequired($0.vertical) }) {
                        return true
                    }
                case .size:
                    return true
                }
            }
        }
        guard !hidden.isEmpty else { return false }
        // The hidden views and their subviews (views may be declared in any order).
        var children: [String: [String]] = [:]
        for view in document.views { if let parent = view.parent { children[parent, default: []].append(view.id) } }
        var subtree: Set<String> = []
        var pending = hidden
        while let id = pending.popLast() {
            guard subtree.insert(id).inserted else { continue }
            pending += children[id] ?? []
        }
        return document.constraints.contains { constraint in
            constraint.relation == .equal && isRequired(constraint.priority) && constraint.items.contains(where: subtree.contains)
        }
    }

    /// The snapshot of `configuration`'s state, which its configurations at every root size share.
    private func snapshot(for configuration: Configuration) -> LayoutSnapshot {
        if let known = snapshotsByState[configuration.state] { return known }
        let snapshot = builder.snapshot(for: configuration)
        snapshotsByState[configuration.state] = snapshot
        return snapshot
    }

    /// Solves `configuration` and gathers what the rules read.
    public func solve(_ configuration: Configuration) -> SolvedConfiguration {
        let cached = systemsBySizes[configuration.sizes]
        let candidate = previous.flatMap { $0.configuration.sizes == configuration.sizes ? $0.system : nil } ?? cached?.system ?? previous?.system
        let snapshot = snapshot(for: configuration)
        let system = builder.system(for: configuration, snapshot: snapshot, reusing: candidate)
        let order = [lastOrder, cached?.order].lazy.compactMap { $0 }.first { $0.isOrder(of: system) } ?? SystemOrder(system, like: lastOrder, keyCount: builder.keyCount)
        systemsBySizes[configuration.sizes] = (system, order)
        lastOrder = order
        let (conflicts, outOfRange) = transition(to: system, order: order)
        if let solved = reusedSolution(system, conflicts: conflicts, outOfRange: outOfRange, order: order) {
            previous = solved
            solvedBySizes[configuration.sizes] = solved
            return solved
        }
        // A conflict's left-out member is out, as in UIKit: it settles no tie and holds no
        // view in place. Only `excuseConflictFreedom` asks what it would have determined.
        let values = currentValues(system)
        let frames = solvedFrames(system, values)
        let violations = solver.violatedConstraints
            .compactMap { entry in origin(ofHandle: entry.handle.id, order).map { (origin: $0, amount: entry.violation, rank: order.rank(origins.key(of: entry.handle.id))) } }
            .sorted { $0.rank < $1.rank }
            .map { (origin: $0.origin, amount: $0.amount) }
        var solved = SolvedConfiguration(system: system, conflicts: conflicts, outOfRange: outOfRange, frames: frames,
                                         violations: violations, ambiguities: [], ambiguous: [], hiddenSpace: [], values: values)
        analyzeAmbiguity(&solved)
        excuseConflictFreedom(&solved)
        findHiddenSpace(&solved, order: order)
        findNegativeSizes(&solved)
        previous = solved
        solvedBySizes[configuration.sizes] = solved
        return solved
    }

    /// An earlier solution of this very linear system (shared by `LinearSystemBuilder`) when
    /// the solver holds the very same values: only which views are hidden may differ, so only
    /// hidden-view space is found again. It serves only when reading it again could not give
    /// anything else: no conflict in either configuration, nothing ambiguous (the optimum is
    /// unique, so no analysis depends on the solver's path to it) and no size held at zero
    /// (whose squeezed solution might). The previous configuration, or the last one solved at
    /// the same root sizes (the solver has moved through other sizes since).
    private func reusedSolution(_ system: LinearSystem, conflicts: [Conflict], outOfRange: [ConstraintOrigin],
                                order: SystemOrder) -> SolvedConfiguration? {
        guard conflicts.isEmpty, outOfRange.isEmpty else { return nil }
        for case let candidate? in [previous, solvedBySizes[system.configuration.sizes]] {
            guard candidate.conflicts.isEmpty, candidate.outOfRange.isEmpty, candidate.ambiguous.isEmpty,
                  candidate.negativeSizes.isEmpty, sharesStorage(candidate.system.constraints, system.constraints) else { continue }
            // The very variables (the system shares them): compared in place, without
            // gathering the current values into a dictionary first.
            guard candidate.values.allSatisfy({ solver.value(of: $0) == $1 }) else { continue }
            var solved = candidate
            solved.system = system
            solved.hiddenSpace = []
            findHiddenSpace(&solved, order: order)
            return solved
        }
        return nil
    }

    // MARK: - Moving between configurations

    /// Brings the solver to `system`; returns the conflicts met on the way, each with the
    /// member left out, and the constraints left out because their numbers overflow.
    ///
    /// Overflow is judged in system order, as the first configuration is loaded: a
    /// constraint is left out when it and the constraints before it pass Double's range. An
    /// incremental change that overflows would instead blame whichever constraint happened
    /// to change last, so when one does, the configuration is loaded afresh into a new solver.
    private func transition(to system: LinearSystem, order: SystemOrder) -> (conflicts: [Conflict], outOfRange: [ConstraintOrigin]) {
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
    private func changes(from old: SystemConstraints, to new: SystemConstraints) -> [SystemConstraint]? {
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
            // Sizes' `>= 0` are the solver's background: conflicts are minimal given them.
            batch = try solver.add(count: constraints.count, background: { constraints.origin(at: loadOrder?[$0] ?? $0).isNonNegativeSize }) {
                constraints.linear(at: loadOrder?[$0] ?? $0)
            }
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
    private func apply(_ entry: SystemConstraint) -> SolverError? {
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

    private func add(_ entry: SystemConstraint) -> SolverError? {
        do {
            let handle = try solver.add(entry.linear, background: entry.origin.isNonNegativeSize)
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

    private func unload(_ handle: ConstraintHandle) {
        guard let key = origins.key(of: handle.id) else { return }
        solver.remove(handle)
        if loaded[key] == handle { loaded[key] = nil }
    }

    /// The origin a handle stands for. Every handle the solver holds, and every one it names
    /// (a conflict's, a violated constraint's), was issued for a constraint of the system
    /// being solved, whose order (`lastOrder` unless given) finds it by key.
    private func origin(ofHandle id: Int, _ order: SystemOrder? = nil) -> ConstraintOrigin? {
        origins.key(of: id).flatMap { (order ?? lastOrder)?.origin(ofKey: $0) }
    }

    private func conflict(_ handles: [ConstraintHandle], rejected: ConstraintHandle, order: SystemOrder) -> Conflict {
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

    // MARK: - Reading the solution

    private func currentValues(_ system: LinearSystem) -> VariableValues {
        var values = VariableValues(count: system.variables.variableCount)
        for (_, vars) in system.variables {
            for variable in [vars.x, vars.y, vars.width, vars.height] {
                values[variable] = solver.value(of: variable)
            }
        }
        return values
    }

    private func solvedFrames(_ system: LinearSystem, _ values: VariableValues) -> SolvedFrames {
        let document = builder.document
        var frames = SolvedFrames(document: document)
        for (_, vars) in system.variables {
            let index = vars.x.index / 4
            var x = values[vars.x] ?? 0, y = values[vars.y] ?? 0
            if let parent = document.parentIndex(ofViewAt: index).flatMap({ system.variables[viewAt: $0] }) {
                x -= values[parent.x] ?? 0
                y -= values[parent.y] ?? 0
            }
            frames[viewAt: index] = SolvedFrame(x: clean(x), y: clean(y), width: clean(values[vars.width] ?? 0), height: clean(values[vars.height] ?? 0))
        }
        return frames
    }

    /// Rounds away the last bits of floating-point noise so that printed frames are stable.
    private func clean(_ value: Double) -> Double {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == 0 ? 0 : rounded
    }

    // MARK: - Ambiguity

    /// The position of `view` relative to its parent on `axis` (a root's absolute position).
    private func positionExpression(_ view: LayoutView, _ axis: LayoutAttribute.Axis, _ system: LinearSystem) -> LinearExpression? {
        builder.document.index(ofView: view.id).flatMap { positionExpression(ofViewAt: $0, axis, system) }
    }

    /// The size of the view with `vars` on `axis`, as the expression of its `size >= 0` in
    /// `constraints` (those `order` is of) when it is there: whoever keeps it then shares that
    /// constraint's array of terms (the hidden-space baseline kept one of its own per view and
    /// axis, 0.4 MB at 1,000 cells).
    private func sizeExpression(_ vars: ViewVariables, _ axis: LayoutAttribute.Axis, in constraints: SystemConstraints?,
                                order: SystemOrder) -> LinearExpression {
        let size = vars.size(on: axis)
        let key = builder.nonNegativeSizeKey(ofViewDeclaredAt: vars.x.index / 4, axis: axis)
        if let constraints, let position = order[key], constraints.key(at: position) == key {
            let expression = constraints.linear(at: position).expression
            if expression.constant == 0, expression.terms.count == 1, expression.terms[0] == Term(size, 1) { return expression }
        }
        return LinearExpression(size)
    }

    /// `positionExpression` of the view declared at `index`.
    private func positionExpression(ofViewAt index: Int, _ axis: LayoutAttribute.Axis, _ system: LinearSystem) -> LinearExpression? {
        guard let vars = system.variables[viewAt: index] else { return nil }
        var expression = LinearExpression(vars.position(on: axis))
        if let parentVars = builder.document.parentIndex(ofViewAt: index).flatMap({ system.variables[viewAt: $0] }) {
            expression = expression - LinearExpression(parentVars.position(on: axis))
        }
        return expression
    }

    private func freedom(_ analysis: FaceAnalysis) -> Freedom? {
        switch analysis {
        case .fixed: return nil
        case .free: return .free
        case .tie(let priority, let constraints, let amount, _):
            return .tie(priority: priority, constraints: constraints.compactMap { origin(ofHandle: $0.id) }, amount: amount)
        }
    }

    /// Finds the views whose frame differs between optimal solutions, and groups each under
    /// the view whose freedom causes it: the first ambiguous view (in declaration order) is
    /// pinned where it is, and the views that this fixes are its followers.
    private func analyzeAmbiguity(_ solved: inout SolvedConfiguration) {
        let system = solved.system
        var pending: [(view: LayoutView, axis: LayoutAttribute.Axis, position: Freedom?, size: Freedom?)] = []
        for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
            // By place: a view is copied (six references retained) only when it is ambiguous.
            for place in system.snapshot.views.indices {
                guard let index = system.snapshot.declarationIndex(ofViewAt: place), let vars = system.variables[viewAt: index],
                      let position = positionExpression(ofViewAt: index, axis, system) else { continue }
                let positionFreedom = freedom(solver.analyze(position))
                let sizeFreedom = freedom(solver.analyze(LinearExpression(vars.size(on: axis))))
                guard positionFreedom != nil || sizeFreedom != nil else { continue }
                let view = system.snapshot.views[place]
                pending.append((view, axis, positionFreedom, sizeFreedom))
                solved.ambiguous.insert(ViewAxis(view: view.id, axis: axis))
                if sizeFreedom != nil { solved.ambiguousSizes.insert(ViewAxis(view: view.id, axis: axis)) }
                if positionFreedom != nil { solved.ambiguousPositions.insert(ViewAxis(view: view.id, axis: axis)) }
            }
        }
        lazy var declarationOrder = Dictionary(system.snapshot.views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let uncomputable = viewAxes(of: solved.outOfRange, in: system)
        var entries: [ViewAxis: (view: LayoutView, axis: LayoutAttribute.Axis, position: Freedom?, size: Freedom?)] = [:]
        for entry in pending { entries[ViewAxis(view: entry.view.id, axis: entry.axis)] = entry }
        // Each cause stays pinned while the later ones are read: what is left of a later view's
        // freedom is its own (a view that moves freely only with an earlier cause, and trades
        // constraints relative to it, is a tie, not missing constraints).
        var heldPins: [ConstraintHandle] = []
        // Views whose place a held pin already fixes: they follow that cause, not the next.
        var placedByHeld: Set<ViewAxis> = []
        func remainingFreedom(_ entry: (view: LayoutView, axis: LayoutAttribute.Axis, position: Freedom?, size: Freedom?))
            -> (view: LayoutView, axis: LayoutAttribute.Axis, position: Freedom?, size: Freedom?)? {
            guard !heldPins.isEmpty, let vars = system.variables[entry.view.id],
                  let position = positionExpression(entry.view, entry.axis, system) else { return entry }
            var rest = entry
            if entry.position != nil { rest.position = freedom(solver.analyze(position)) }
            if entry.size != nil { rest.size = freedom(solver.analyze(LinearExpression(vars.size(on: entry.axis)))) }
            guard rest.position != nil || rest.size != nil else { return nil }
            entries[ViewAxis(view: entry.view.id, axis: entry.axis)] = rest
            return rest
        }
        // A view none of whose freedom is free moves only through trades.
        func onlyTied(_ id: String, _ axis: LayoutAttribute.Axis) -> Bool {
            guard let entry = entries[ViewAxis(view: id, axis: axis)] else { return false }
            return entry.position != .free && entry.size != .free
        }
        var index = 0
        while index < pending.count {
            var cause = pending[index]
            index += 1
            var followers: [String] = []
            // Followers that are read again later for freedom of their own.
            var placedOnly: Set<String> = []
            var placedNow: Set<ViewAxis> = []
            if pending.count <= ConfigurationSolver.groupingLimit {
                // Fixed once the earlier causes are: it only moves with them.
                guard let rest = remainingFreedom(cause) else { continue }
                cause = rest
                let pins = pin(cause.view, cause.axis, system, solved)
                var remaining: [(view: LayoutView, axis: LayoutAttribute.Axis, position: Freedom?, size: Freedom?)] = []
                // A view whose place the pin fixes while its size stays free, or whose free
                // movement the pin stops while it still trades constraints of its own, follows
                // the cause too, and is read again later for the freedom of its own.
                for other in pending[index...] {
                    guard let vars = system.variables[other.view.id], let position = positionExpression(other.view, other.axis, system) else {
                        followers.append(other.view.id)
                        continue
                    }
                    let size = LinearExpression(vars.size(on: other.axis))
                    let placed = solver.isDetermined(position)
                    if placed && solver.isDetermined(size) {
                        followers.append(other.view.id)
                        continue
                    }
                    let wasFree = other.position == .free || other.size == .free
                    let key = ViewAxis(view: other.view.id, axis: other.axis)
                    if placed && other.position != nil && !placedByHeld.contains(key) { placedNow.insert(key) }
                    if placedNow.contains(key) || (wasFree && !solver.movesFreely(position) && !solver.movesFreely(size)) {
                        followers.append(other.view.id)
                        placedOnly.insert(other.view.id)
                    }
                    remaining.append(other)
                }
                for handle in pins { solver.remove(handle) }
                pending.replaceSubrange(index..., with: remaining)
                // Pinning any member of the group fixes the rest; the cause is the member that
                // places itself least (fewest location constraints of its own on the axis), so
                // a view placed against another is not blamed for the other's missing edge.
                let group = [cause.view.id] + followers.filter { !placedOnly.contains($0) }
                let chosen = group.min { a, b in
                    let (sa, sb) = (ownLocationConstraints(a, cause.axis, system), ownLocationConstraints(b, cause.axis, system))
                    return sa != sb ? sa < sb : (declarationOrder[a] ?? 0) < (declarationOrder[b] ?? 0)
                } ?? cause.view.id
                var swappedOut: (view: LayoutView, axis: LayoutAttribute.Axis, position: Freedom?, size: Freedom?)?
                if chosen != cause.view.id, let entry = entries[ViewAxis(view: chosen, axis: cause.axis)] {
                    followers = followers.filter { $0 != chosen } + [cause.view.id]
                    swappedOut = cause
                    cause = remainingFreedom(entry) ?? entry
                }
                heldPins += pin(cause.view, cause.axis, system, solved)
                placedByHeld.formUnion(placedNow)
                // Pinning the chosen cause need not fix the first one (its size may still trade
                // constraints of its own): it follows, and is read again for its own freedom.
                if let old = swappedOut, let vars = system.variables[old.view.id],
                   let position = positionExpression(old.view, old.axis, system),
                   !(solver.isDetermined(position) && solver.isDetermined(LinearExpression(vars.size(on: old.axis)))) {
                    placedOnly.insert(old.view.id)
                    pending.insert(old, at: index)
                }
            }
            // Followers are ambiguous views only: a subview that keeps its place inside the
            // cause (its frame in its parent's coordinates is fixed) only moves with it on
            // screen, and is neither ambiguous nor a view that follows it.
            followers.sort { (declarationOrder[$0] ?? 0) < (declarationOrder[$1] ?? 0) }
            // Pinning a free cause also fixes a view whose only freedom is a tie of its own
            // that the cause depends on, or places one whose only freedom is a tie (an optional
            // constraint to the cause then decides where it sits): that view does not move with
            // the cause, it is a cause of its own (below, or read again later), not a follower.
            let causeTied = [cause.position, cause.size].contains { if case .tie? = $0 { true } else { false } }
            var ownTies: [String] = []
            if !causeTied {
                ownTies = followers.filter { onlyTied($0, cause.axis) }
                followers.removeAll { ownTies.contains($0) }
            }
            // A tie is found as a trade between two constraints at a time; the views that move
            // with the cause trade too, so their ties of the same priority belong to this one.
            func widened(_ freedom: Freedom?) -> Freedom? {
                guard case .tie(let priority, var constraints, var amount)? = freedom else { return freedom }
                for id in followers {
                    guard let entry = entries[ViewAxis(view: id, axis: cause.axis)] else { continue }
                    for case .tie(let otherPriority, let others, let otherAmount)? in [entry.size, entry.position] where otherPriority == priority {
                        for origin in others where !constraints.contains(origin) { constraints.append(origin) }
                        amount = if let a = amount, let b = otherAmount { max(a, b) } else { nil }
                    }
                }
                return .tie(priority: priority, constraints: constraints, amount: amount)
            }
            // Freedom that a constraint left out for overflow may be what determines is a
            // cascade of that one problem: the views stay ambiguous (rules read nothing of
            // them), but no root cause is reported.
            if ([cause.view.id] + followers).contains(where: { uncomputable.contains(ViewAxis(view: $0, axis: cause.axis)) }) {
                continue
            }
            var ambiguity = Ambiguity(view: cause.view.id, axis: cause.axis, position: widened(cause.position), size: widened(cause.size),
                                      followers: followers)
            ambiguity.constraints = fileConstraints(on: cause.view.id, cause.axis, system)
            // Of a cause both free and tied, a follower that moves only through the tie (none
            // of its own freedom is free, even if the pin places it and its size still trades)
            // follows the tie, not the missing constraints: the free part and the tie are then
            // reported with their own followers.
            let tieOnly = ambiguity.hasFreePart && ambiguity.hasTiePart ? followers.filter { onlyTied($0, cause.axis) } : []
            if tieOnly.isEmpty {
                solved.ambiguities.append(ambiguity)
            } else {
                var free = ambiguity, tied = ambiguity
                free.followers.removeAll { tieOnly.contains($0) }
                if free.position != .free { free.position = nil }
                if free.size != .free { free.size = nil }
                if tied.position == .free { tied.position = nil }
                if tied.size == .free { tied.size = nil }
                solved.ambiguities += [free, tied]
            }
            // A follower of a free cause may also trade optional constraints of its own (its
            // size tied while its place follows the cause): that tie is a cause of its own.
            if !ambiguity.hasTiePart {
                for id in followers + ownTies where !placedOnly.contains(id) {
                    guard let entry = entries[ViewAxis(view: id, axis: cause.axis)] else { continue }
                    let position = entry.position.flatMap { if case .tie = $0 { $0 } else { nil } }
                    let size = entry.size.flatMap { if case .tie = $0 { $0 } else { nil } }
                    guard position != nil || size != nil else { continue }
                    solved.ambiguities.append(Ambiguity(view: id, axis: cause.axis, position: position, size: size, followers: []))
                }
            }
        }
        for handle in heldPins { solver.remove(handle) }
        completeTies(&solved)
        if pending.count <= ConfigurationSolver.groupingLimit {
            findUnnamedTrades(&solved)
            findFreedomBesideTies(&solved)
        }
        // Ranges over the optimal solutions, with nothing pinned: how far a tie's constraints
        // trade is measured here too, not inside the slice where the causes were held.
        lazy var linearByOrigin = Dictionary(system.constraints.map { ($0.origin, $0.linear) }, uniquingKeysWith: { first, _ in first })
        for index in solved.ambiguities.indices {
            for keyPath in [\Ambiguity.position, \Ambiguity.size] {
                guard case .tie(let priority, let constraints, _)? = solved.ambiguities[index][keyPath: keyPath] else { continue }
                var amount: Double? = 0
                // How far each violation goes (an inequality's expression may go on where it
                // holds, which trades nothing).
                for origin in constraints {
                    guard let linear = linearByOrigin[origin] else { continue }
                    let range = violationRange(of: linear)
                    amount = if let a = amount, range.upper.isFinite { max(a, range.upper - range.lower) } else { nil }
                }
                solved.ambiguities[index][keyPath: keyPath] = .tie(priority: priority, constraints: constraints, amount: amount)
            }
        }
        measureFreeParts(&solved, solved.ambiguities.indices)
    }

    /// The ranges of the free parts of the given causes, when inequalities bound them.
    private func measureFreeParts(_ solved: inout SolvedConfiguration, _ indices: some Sequence<Int>) {
        let system = solved.system
        for index in indices {
            let ambiguity = solved.ambiguities[index]
            guard ambiguity.hasFreePart, let view = system.snapshot.view(ambiguity.view), let vars = system.variables[view.id],
                  let position = positionExpression(view, ambiguity.axis, system) else { continue }
            if ambiguity.position == .free { solved.ambiguities[index].positionRange = boundedRange(of: position) }
            if ambiguity.size == .free { solved.ambiguities[index].sizeRange = boundedRange(of: LinearExpression(vars.size(on: ambiguity.axis))) }
        }
    }

    /// Freedom is told from a tie at one optimal solution, a vertex of the optimal face, where
    /// a view held by a tie may look tied too (its width can only grow by moving the tied
    /// view). With each tie's constraints held at a violation inside their ranges (their
    /// trade, not the views' quantities: two heights may still trade freely under a tied
    /// sum) and the free causes held where they are, a view that then moves without any
    /// violation changing is missing constraints of its own.
    private func findFreedomBesideTies(_ solved: inout SolvedConfiguration) {
        let system = solved.system
        let ties = solved.ambiguities.filter(\.hasTiePart)
        guard !ties.isEmpty else { return }
        var reported: Set<String> = []
        for ambiguity in solved.ambiguities {
            if ambiguity.position == .free { reported.insert("\(ambiguity.view) \(ambiguity.axis.rawValue) position") }
            if ambiguity.size == .free { reported.insert("\(ambiguity.view) \(ambiguity.axis.rawValue) size") }
        }
        let linearByOrigin = Dictionary(system.constraints.map { ($0.origin, $0.linear) }, uniquingKeysWith: { first, _ in first })
        let declarationOrder = Dictionary(system.snapshot.views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
            var holds: [ConstraintHandle] = []
            for tie in ties where tie.axis == axis {
                for case .tie(_, let constraints, _)? in [tie.position, tie.size] {
                    for origin in constraints {
                        if let linear = linearByOrigin[origin], let handle = holdViolation(of: linear) { holds.append(handle) }
                    }
                }
            }
            guard !holds.isEmpty else { continue }
            let freeCauses = solved.ambiguities.indices.filter { solved.ambiguities[$0].axis == axis && solved.ambiguities[$0].hasFreePart }
            var named: Set<String> = []
            for index in freeCauses { named.formUnion([solved.ambiguities[index].view] + solved.ambiguities[index].followers) }
            let candidates = system.snapshot.views.compactMap { view -> (view: LayoutView, position: LinearExpression, size: LinearExpression)? in
                guard solved.ambiguous.contains(ViewAxis(view: view.id, axis: axis)), let vars = system.variables[view.id],
                      let position = positionExpression(view, axis, system) else { return nil }
                return (view, position, LinearExpression(vars.size(on: axis)))
            }
            // Views that move freely with the trades held and that no free cause names yet.
            let unnamed = candidates.filter { !named.contains($0.view.id) && (solver.movesFreely($0.position) || solver.movesFreely($0.size)) }
            var causePins: [ConstraintHandle] = []
            for index in freeCauses {
                if let view = system.snapshot.view(solved.ambiguities[index].view) { causePins += pin(view, axis, system, solved) }
            }
            // What still moves with the free causes held too is freedom of its own.
            var found: [(view: LayoutView, position: LinearExpression, size: LinearExpression, positionFree: Bool, sizeFree: Bool)] = []
            for (view, position, size) in candidates {
                let positionFree = !reported.contains("\(view.id) \(axis.rawValue) position") && solved.ambiguousPositions.contains(ViewAxis(view: view.id, axis: axis))
                    && solver.movesFreely(position)
                let sizeFree = !reported.contains("\(view.id) \(axis.rawValue) size") && solved.ambiguousSizes.contains(ViewAxis(view: view.id, axis: axis))
                    && solver.movesFreely(size)
                if positionFree || sizeFree { found.append((view, position, size, positionFree, sizeFree)) }
            }
            for handle in causePins.reversed() { solver.remove(handle) }
            // The others move only with the free causes: each follows the first whose pin stops it.
            for moving in unnamed where !found.contains(where: { $0.view.id == moving.view.id }) {
                guard let cause = causeStopping(moving.position, moving.size, among: freeCauses, solved) ?? freeCauses.first else { continue }
                solved.ambiguities[cause].followers.append(moving.view.id)
                solved.ambiguities[cause].followers.sort { (declarationOrder[$0] ?? 0) < (declarationOrder[$1] ?? 0) }
            }
            // The first of them in declaration order is the cause of those its pin stops.
            while let cause = found.first {
                let pins = pin(cause.view, axis, system, solved)
                let stopped = found.dropFirst().filter { other in
                    !(other.positionFree && solver.movesFreely(other.position)) && !(other.sizeFree && solver.movesFreely(other.size))
                }.map(\.view.id)
                for handle in pins { solver.remove(handle) }
                found.removeFirst()
                found.removeAll { stopped.contains($0.view.id) }
                var ambiguity = Ambiguity(view: cause.view.id, axis: axis, position: cause.positionFree ? .free : nil,
                                          size: cause.sizeFree ? .free : nil, followers: stopped)
                ambiguity.constraints = fileConstraints(on: cause.view.id, axis, system)
                solved.ambiguities.append(ambiguity)
            }
            for handle in holds.reversed() { solver.remove(handle) }
        }
    }

    /// A tie is found along one direction of the optimal face, which may leave out a
    /// constraint of the same priority whose violation also differs between optimal solutions
    /// (three constraints trading, two at a time). Each constraint of the tie's priority on
    /// its views' axis whose violation is not the same over the optimal solutions joins it.
    private func completeTies(_ solved: inout SolvedConfiguration) {
        let system = solved.system
        guard solved.ambiguities.contains(where: \.hasTiePart) else { return }
        let systemOrder = Dictionary(system.constraints.enumerated().map { ($1.origin, $0) }, uniquingKeysWith: { first, _ in first })
        for index in solved.ambiguities.indices {
            let ambiguity = solved.ambiguities[index]
            guard case .tie(let priority, let traded, let amount) = ambiguity.freedom else { continue }
            var variables: Set<Variable> = []
            for id in [ambiguity.view] + ambiguity.followers {
                guard let vars = system.variables[id] else { continue }
                variables.insert(vars.position(on: ambiguity.axis))
                variables.insert(vars.size(on: ambiguity.axis))
            }
            var constraints = traded
            for entry in system.constraints where entry.linear.priority == priority && !constraints.contains(entry.origin)
                && loaded[entry.key] != nil && entry.linear.expression.terms.contains(where: { variables.contains($0.variable) }) {
                let range = violationRange(of: entry.linear)
                if Self.differ(range.lower, range.upper) { constraints.append(entry.origin) }
            }
            guard constraints.count > traded.count else { continue }
            constraints.sort { (systemOrder[$0] ?? .max) < (systemOrder[$1] ?? .max) }
            let tie = Freedom.tie(priority: priority, constraints: constraints, amount: amount)
            if case .tie? = ambiguity.size { solved.ambiguities[index].size = tie }
            if case .tie? = ambiguity.position { solved.ambiguities[index].position = tie }
        }
    }

    /// Trades no view's own position or size shows: a view's trailing edge held between two
    /// constraints while its position and width are each free, or a view whose position and
    /// size are tied at different priorities (one tie is read per view and axis). Every
    /// optional constraint whose violation differs between optimal solutions trades; one that
    /// no tie names yet, and that still trades with every constraint of higher priority held
    /// at one of its violations, trades at its own priority (not only following a higher tie):
    /// those are ties of their own, one per group of constraints that share a view.
    private func findUnnamedTrades(_ solved: inout SolvedConfiguration) {
        let system = solved.system
        guard !solved.ambiguous.isEmpty else { return }
        var named: Set<ConstraintOrigin> = []
        for ambiguity in solved.ambiguities {
            if case .tie(_, let constraints, _) = ambiguity.freedom { named.formUnion(constraints) }
        }
        let trading = system.constraints.filter { entry in
            guard !entry.linear.isRequired, loaded[entry.key] != nil, !solver.isDetermined(entry.linear.expression) else { return false }
            let range = violationRange(of: entry.linear)
            return Self.differ(range.lower, range.upper)
        }
        let unnamed = trading.filter { !named.contains($0.origin) }
        guard !unnamed.isEmpty else { return }
        var owners: [Variable: ViewAxis] = [:]
        for (view, vars) in system.variables {
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                owners[vars.position(on: axis)] = ViewAxis(view: view, axis: axis)
                owners[vars.size(on: axis)] = ViewAxis(view: view, axis: axis)
            }
        }
        let declarationOrder = Dictionary(system.snapshot.views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let systemOrder = Dictionary(system.constraints.enumerated().map { ($1.origin, $0) }, uniquingKeysWith: { first, _ in first })
        for priority in Set(unnamed.map(\.linear.priority)).sorted(by: >) {
            var holds: [ConstraintHandle] = []
            for entry in trading where entry.linear.priority > priority {
                if let handle = holdViolation(of: entry.linear) { holds.append(handle) }
            }
            let own = unnamed.filter { entry in
                guard entry.linear.priority == priority else { return false }
                let range = violationRange(of: entry.linear)
                return Self.differ(range.lower, range.upper)
            }
            for handle in holds { solver.remove(handle) }
            // Groups of constraints that share a view on an axis, in system order.
            var groups: [(axis: LayoutAttribute.Axis, views: Set<String>, constraints: [ConstraintOrigin])] = []
            for entry in own {
                let mentioned = entry.linear.expression.terms.compactMap { owners[$0.variable] }
                guard let axis = mentioned.first?.axis else { continue }
                var group = (axis: axis, views: Set(mentioned.filter { $0.axis == axis }.map(\.view)), constraints: [entry.origin])
                groups.removeAll { other in
                    guard other.axis == axis, !other.views.isDisjoint(with: group.views) else { return false }
                    group.views.formUnion(other.views)
                    group.constraints = other.constraints + group.constraints
                    return true
                }
                groups.append(group)
            }
            for group in groups {
                let views = group.views.sorted { (declarationOrder[$0] ?? 0) < (declarationOrder[$1] ?? 0) }
                let undetermined = views.filter { solved.ambiguous.contains(ViewAxis(view: $0, axis: group.axis)) }
                guard let cause = undetermined.first ?? views.first else { continue }
                let constraints = group.constraints.sorted { (systemOrder[$0] ?? .max) < (systemOrder[$1] ?? .max) }
                solved.ambiguities.append(Ambiguity(view: cause, axis: group.axis, position: .tie(priority: priority, constraints: constraints, amount: nil),
                                                    size: nil, followers: Array(undetermined.dropFirst())))
            }
        }
    }

    /// Holds an optional constraint's violation (required) at a value strictly inside its
    /// range over the optimal solutions; nil when it is the same in all of them.
    private func holdViolation(of linear: LinearConstraint) -> ConstraintHandle? {
        let expression = linear.expression
        let target: Double
        switch linear.relation {
        case .equal:
            guard !solver.isDetermined(expression) else { return nil }
            target = interiorValue(of: expression)
        case .lessThanOrEqual, .greaterThanOrEqual:
            let range = violationRange(of: linear)
            guard Self.differ(range.lower, range.upper) else { return nil }
            let violation = range.upper.isFinite ? (range.lower + range.upper) / 2 : range.lower + Self.interiorReach
            target = linear.relation == .lessThanOrEqual ? violation : -violation
        }
        return try? solver.add(LinearConstraint(expression, .equal, .constant(target)))
    }

    /// The smallest and largest violation of an optional constraint over the optimal
    /// solutions: `|e|` for `e == 0`, `max(0, e)` for `e <= 0`, `max(0, -e)` for `e >= 0`.
    private func violationRange(of linear: LinearConstraint) -> (lower: Double, upper: Double) {
        let range = solver.range(of: linear.expression)
        switch linear.relation {
        case .equal:
            if range.lower <= 0, range.upper >= 0 { return (0, max(-range.lower, range.upper)) }
            return (min(abs(range.lower), abs(range.upper)), max(abs(range.lower), abs(range.upper)))
        case .lessThanOrEqual: return (max(0, range.lower), max(0, range.upper))
        case .greaterThanOrEqual: return (max(0, -range.upper), max(0, -range.lower))
        }
    }

    /// The views and axes whose variables the constraints of `origins` mention.
    private func viewAxes(of origins: [ConstraintOrigin], in system: LinearSystem) -> Set<ViewAxis> {
        guard !origins.isEmpty else { return [] }
        var owners: [Variable: ViewAxis] = [:]
        for (view, vars) in system.variables {
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                owners[vars.position(on: axis)] = ViewAxis(view: view, axis: axis)
                owners[vars.size(on: axis)] = ViewAxis(view: view, axis: axis)
            }
        }
        var result: Set<ViewAxis> = []
        for entry in system.constraints where origins.contains(entry.origin) {
            for term in entry.linear.expression.terms {
                if let owner = owners[term.variable] { result.insert(owner) }
            }
        }
        return result
    }

    /// The active constraints of the file on `axis` that mention `view`, in declaration
    /// order: with a cause and its followers, what makes an ambiguity one defect.
    private func fileConstraints(on view: String, _ axis: LayoutAttribute.Axis, _ system: LinearSystem) -> [String] {
        system.snapshot.constraints.filter { constraint in
            constraint.active && constraint.items.contains(view) && constraint.first.attribute.axis == axis
        }.map(\.id)
    }

    /// Active constraints whose first item is `view` with a location attribute on `axis`:
    /// how much the view places itself.
    private func ownLocationConstraints(_ view: String, _ axis: LayoutAttribute.Axis, _ system: LinearSystem) -> Int {
        system.snapshot.constraints.filter { constraint in
            constraint.active && constraint.first.item == view && constraint.first.attribute.axis == axis
                && constraint.first.attribute.isLocation && constraint.second?.item != view
        }.count
    }

    /// How far a free expression can go over the optimal solutions, when something bounds it
    /// on both sides.
    private func boundedRange(of expression: LinearExpression) -> ClosedRange<Double>? {
        let range = solver.range(of: expression)
        guard range.lower.isFinite, range.upper.isFinite else { return nil }
        let ends = (clean(range.lower), clean(range.upper))
        return ends.0 <= ends.1 ? ends.0...ends.1 : nil
    }

    /// Pins a view's position and size on an axis (required), so that what still moves
    /// afterwards moves for another reason. Each is pinned strictly inside its range over the
    /// optimal solutions, not at the current vertex: at a vertex a tie elsewhere may be held
    /// at one end (its trade hidden, the view taken for a follower), inside it stays open.
    private func pin(_ view: LayoutView, _ axis: LayoutAttribute.Axis, _ system: LinearSystem, _ solved: SolvedConfiguration) -> [ConstraintHandle] {
        guard let vars = system.variables[view.id], let position = positionExpression(view, axis, system) else { return [] }
        var handles: [ConstraintHandle] = []
        for expression in [position, LinearExpression(vars.size(on: axis))] {
            let value = interiorValue(of: expression)
            if let handle = try? solver.add(LinearConstraint(expression, .equal, .constant(value))) {
                handles.append(handle)
            }
        }
        return handles
    }

    /// A value of `expression` strictly inside its range over the optimal solutions (the
    /// current one when the range is a point or the current value is already inside). Any
    /// inside value keeps every other trade open; on an unbounded side it is a screen's
    /// breadth (`interiorReach`) from the bound.
    private func interiorValue(of expression: LinearExpression) -> Double {
        let current = solver.value(of: expression)
        let range = solver.range(of: expression)
        guard Self.differ(range.lower, range.upper) else { return current }
        switch (range.lower.isFinite, range.upper.isFinite) {
        case (true, true): return (range.lower + range.upper) / 2
        case (true, false): return max(current, range.lower + Self.interiorReach)
        case (false, true): return min(current, range.upper - Self.interiorReach)
        case (false, false): return current
        }
    }

    private static let interiorReach = 400.0

    // MARK: - Conflicts

    /// Freedom that a conflict's left-out member alone would have removed is part of that
    /// conflict, not missing constraints: one mistake gives one error. Each left-out member is
    /// put back at the lowest priority only while asking which free parts it would fix; those
    /// stay ambiguous (rules read nothing of them) but are no longer reported. The solution,
    /// ties and every other rule are read without it.
    private func excuseConflictFreedom(_ solved: inout SolvedConfiguration) {
        let system = solved.system
        guard !solved.conflicts.isEmpty, solved.ambiguities.contains(where: \.hasFreePart) else { return }
        var probes: [ConstraintHandle] = []
        for conflict in solved.conflicts {
            guard var linear = system.constraints.first(where: { $0.origin == conflict.broken })?.linear else { continue }
            linear.priority = 1
            if let handle = try? solver.add(linear) { probes.append(handle) }
        }
        guard !probes.isEmpty else { return }
        var orphans: [ViewAxis] = []
        solved.ambiguities = solved.ambiguities.compactMap { ambiguity in
            guard ambiguity.hasFreePart, let view = system.snapshot.view(ambiguity.view), let vars = system.variables[view.id],
                  let position = positionExpression(view, ambiguity.axis, system) else { return ambiguity }
            var kept = ambiguity
            if kept.position == .free, case .fixed = solver.analyze(position) { kept.position = nil }
            if kept.size == .free, case .fixed = solver.analyze(LinearExpression(vars.size(on: ambiguity.axis))) { kept.size = nil }
            guard kept.position == nil && kept.size == nil else { return kept }
            orphans += ambiguity.followers.map { ViewAxis(view: $0, axis: ambiguity.axis) }
            return nil
        }
        let added = adoptOrphans(orphans, &solved)
        for handle in probes { solver.remove(handle) }
        // Their ranges are read without the left-out members, as the other causes' were.
        measureFreeParts(&solved, added)
    }

    /// The first of the causes at `indices` whose pin stops a view (its `position` and `size`
    /// on the cause's axis) from moving freely.
    private func causeStopping(_ position: LinearExpression, _ size: LinearExpression, among indices: [Int],
                               _ solved: SolvedConfiguration) -> Int? {
        indices.first { index in
            let cause = solved.ambiguities[index]
            guard let view = solved.system.snapshot.view(cause.view) else { return false }
            let pins = pin(view, cause.axis, solved.system, solved)
            defer { for handle in pins { solver.remove(handle) } }
            return !pins.isEmpty && !solver.movesFreely(position) && !solver.movesFreely(size)
        }
    }

    /// The followers of an excused cause that still move freely with the left-out members put
    /// back (they also move with something else: a free view they are placed against) are
    /// missing constraints all the same: each follows the first free cause whose pin stops it,
    /// or is a cause of its own. Returns the indices of the causes added.
    private func adoptOrphans(_ orphans: [ViewAxis], _ solved: inout SolvedConfiguration) -> [Int] {
        let system = solved.system
        var named: Set<ViewAxis> = []
        for ambiguity in solved.ambiguities where ambiguity.hasFreePart {
            for id in [ambiguity.view] + ambiguity.followers { named.insert(ViewAxis(view: id, axis: ambiguity.axis)) }
        }
        let declarationOrder = Dictionary(system.snapshot.views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var added: [Int] = []
        for orphan in orphans where !named.contains(orphan) {
            named.insert(orphan)
            guard let view = system.snapshot.view(orphan.view), let vars = system.variables[view.id],
                  let position = positionExpression(view, orphan.axis, system) else { continue }
            let size = LinearExpression(vars.size(on: orphan.axis))
            let (positionFree, sizeFree) = (solver.movesFreely(position), solver.movesFreely(size))
            guard positionFree || sizeFree else { continue }
            let freeCauses = solved.ambiguities.indices.filter { solved.ambiguities[$0].axis == orphan.axis && solved.ambiguities[$0].hasFreePart }
            if let cause = causeStopping(position, size, among: freeCauses, solved) {
                solved.ambiguities[cause].followers.append(orphan.view)
                solved.ambiguities[cause].followers.sort { (declarationOrder[$0] ?? 0) < (declarationOrder[$1] ?? 0) }
            } else {
                added.append(solved.ambiguities.count)
                var ambiguity = Ambiguity(view: orphan.view, axis: orphan.axis, position: positionFree ? .free : nil,
                                          size: sizeFree ? .free : nil, followers: [])
                ambiguity.constraints = fileConstraints(on: orphan.view, orphan.axis, system)
                solved.ambiguities.append(ambiguity)
            }
        }
        return added
    }

    // MARK: - Negative sizes

    /// Sizes held at zero that constraints would push below: determined at zero, and
    /// negative in some optimal solution once the view's implicit `>= 0` on that axis is
    /// taken out (and put back).
    private func findNegativeSizes(_ solved: inout SolvedConfiguration) {
        let system = solved.system
        for (place, view) in system.snapshot.views.enumerated() {
            guard let index = system.snapshot.declarationIndex(ofViewAt: place), let vars = system.variables[viewAt: index],
                  let frame = solved.frames[viewAt: index] else { continue }
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] where frame.size(on: axis) == 0 {
                let origin = ConstraintOrigin.nonNegativeSize(view: view.id, axis: axis)
                guard !solved.ambiguousSizes.contains(ViewAxis(view: view.id, axis: axis)), let key = builder.key(of: origin),
                      let implicit = loaded[key], let linear = solver.constraint(implicit) else { continue }
                unload(implicit)
                let lower = solver.range(of: LinearExpression(vars.size(on: axis))).lower
                if lower < -Self.sameValue {
                    var squeezedViolation: [ConstraintOrigin: Double] = [:]
                    for entry in solver.violatedConstraints {
                        if let origin = self.origin(ofHandle: entry.handle.id) { squeezedViolation[origin] = entry.violation }
                    }
                    // Constraints that trade in a tie give way in some optimal solutions only.
                    let traded = Set(solved.ambiguities.flatMap { ambiguity -> [ConstraintOrigin] in
                        if case .tie(_, let constraints, _) = ambiguity.freedom { return constraints }
                        return []
                    })
                    let givingWay = solved.violations.compactMap { entry -> (origin: ConstraintOrigin, amount: Double)? in
                        guard !traded.contains(entry.origin) else { return nil }
                        let more = entry.amount - (squeezedViolation[entry.origin] ?? 0)
                        return more > Self.sameValue ? (entry.origin, more) : nil
                    }
                    solved.negativeSizes.append(NegativeSize(view: view.id, axis: axis, squeezed: lower,
                                                             squeezedValues: currentValues(system), givingWay: givingWay))
                }
                _ = add(SystemConstraint(origin: origin, linear: linear, key: key))
            }
        }
    }

    /// Values closer than this (relative to their size, or absolutely below 1) are the same.
    static let sameValue = 1e-6

    private static func differ(_ a: Double, _ b: Double) -> Bool {
        if a == b { return false }
        if !a.isFinite || !b.isFinite { return true }
        return abs(a - b) > sameValue * max(1, abs(a), abs(b))
    }

    // MARK: - Hidden views

    /// For each hidden view whose size on an axis is not zero in some optimal solution: take
    /// it and its subviews out with every constraint on them, and see whether the smallest or
    /// largest position or size of a visible view on that axis, over the optimal solutions,
    /// changes (it moves, resizes, or comes free). Ambiguous views are compared the same way.
    private func findHiddenSpace(_ solved: inout SolvedConfiguration, order: SystemOrder) {
        let system = solved.system
        let views = system.snapshot.views
        guard views.contains(where: { $0.hidden && !$0.isRoot }) else { return }
        let baseline = hiddenSpaceBaseline(solved, order: order)
        let complete = solved.conflicts.isEmpty && solved.outOfRange.isEmpty && loaded.count == system.constraints.count
        // Views are read in place by index: a copy retains each of a view's strings.
        var inHiddenTree = [Bool](repeating: false, count: views.count)
        for index in views.indices where views[index].hidden || baseline.parents[index].map({ inHiddenTree[$0] }) == true {
            inHiddenTree[index] = true
        }
        let constraints = system.snapshot.constraints
        let byView: [String: [Int]]
        if let last = lastConstraintsByView, sharesStorage(last.constraints, constraints) {
            byView = last.byView
        } else {
            byView = solved.constraintIndicesByView
            lastConstraintsByView = (constraints, byView)
        }
        let visible = views.indices.filter { !inHiddenTree[$0] }
        // A determined value's range changes when the value does or when it comes free, which
        // needs no measure of how far it can go: only ranges that were already open are
        // measured again (a hidden view that frees a long chain would otherwise cost one
        // linear program per view that follows it).
        func changed(_ old: (lower: Double, upper: Double), _ expression: LinearExpression) -> Bool {
            if old.lower == old.upper {
                return Self.differ(old.lower, solver.value(of: expression)) || !solver.isDetermined(expression)
            }
            let new = solver.range(of: expression)
            return Self.differ(old.lower, new.lower) || Self.differ(old.upper, new.upper)
        }
        for hiddenIndex in views.indices where views[hiddenIndex].hidden && !views[hiddenIndex].isRoot {
            let hidden = views[hiddenIndex].id
            guard system.variables[hidden] != nil else { continue }
            let axes: [(axis: LayoutAttribute.Axis, size: ClosedRange<Double>)] = [LayoutAttribute.Axis.horizontal, .vertical].compactMap { axis in
                // Its own size's range is part of the baseline too (measured while it was
                // visible in another state, or now).
                baseline.measure([hiddenIndex], on: axis, solver)
                guard let size = baseline.ranges[axis.baselineIndex][hiddenIndex]?.size else { return nil }
                guard max(abs(size.lower), abs(size.upper)) > Self.sameValue else { return nil }
                return (axis, clean(size.lower)...clean(size.upper))
            }
            guard !axes.isEmpty else { continue }
            for axis in axes.map(\.axis) { baseline.measure(visible, on: axis, solver) }
            var inSubtree = [Bool](repeating: false, count: views.count)
            inSubtree[hiddenIndex] = true
            for index in views.indices where baseline.parents[index].map({ inSubtree[$0] }) == true { inSubtree[index] = true }
            // The constraints on the subtree, its content sizes and its sizes' `>= 0`, in
            // system order (found through the constraints on each view, not by reading all).
            var positions: Set<Int> = []
            for index in views.indices where inSubtree[index] {
                let view = views[index].id
                for index in byView[view] ?? [] {
                    if let key = builder.key(of: .constraint(constraints[index].id)), let position = order[key] { positions.insert(position) }
                }
                for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                    for origin in [ConstraintOrigin.hugging(view: view, axis: axis), .compression(view: view, axis: axis),
                                   .nonNegativeSize(view: view, axis: axis)] {
                        if let key = builder.key(of: origin), let position = order[key] { positions.insert(position) }
                    }
                }
            }
            let removed = positions.sorted().map { system.constraints[$0] }.filter { loaded[$0.key] != nil }
            for entry in removed { if let current = loaded[entry.key] { unload(current) } }
            let constraintIDs = removed.compactMap { entry -> String? in
                if case .constraint(let id) = entry.origin { return id }
                return nil
            }
            // What joins it to the views laid out against it: its constraints on the axis that
            // name one of them.
            func joining(_ affected: [String], on axis: LayoutAttribute.Axis) -> [String] {
                let views = Set(affected)
                return constraintIDs.filter { id in
                    guard let constraint = system.constraint(id), constraint.first.attribute.axis == axis else { return false }
                    return constraint.items.contains(where: views.contains)
                }
            }
            // With every constraint loaded, only views in the parts the removed constraints
            // are in can change (see `HiddenSpaceBaseline.parts`): a variable no constraint
            // joins to another is a part of its own, touched when a removed constraint names
            // it; a pinned one never changes.
            // As flags by variable index (a part is named by one of its variables): every
            // variable a constraint names is below `parts.count`. Sets of them were hashed
            // for every visible view's terms.
            var touched: (parts: [Bool], alone: [Bool])?
            let parts = complete ? baseline.parts : []
            if complete {
                var found = (parts: [Bool](repeating: false, count: parts.count), alone: [Bool](repeating: false, count: parts.count))
                for entry in removed {
                    for term in entry.linear.expression.terms where term.variable.index < parts.count {
                        let index = term.variable.index
                        switch parts[index] {
                        case HiddenSpaceBaseline.pinnedPart: break
                        case HiddenSpaceBaseline.alonePart: found.alone[index] = true
                        case let part: found.parts[part] = true
                        }
                    }
                }
                touched = found
            }
            func mayChange(_ expression: LinearExpression) -> Bool {
                guard let touched else { return true }
                return expression.terms.contains { term in
                    let index = term.variable.index
                    guard index < parts.count else { return false }
                    switch parts[index] {
                    case HiddenSpaceBaseline.pinnedPart: return false
                    case HiddenSpaceBaseline.alonePart: return touched.alone[index]
                    case let part: return touched.parts[part]
                    }
                }
            }
            for (axis, size) in axes {
                var affected: [String] = []
                let expressions = baseline.expressions[axis.baselineIndex], ranges = baseline.ranges[axis.baselineIndex]
                for index in visible {
                    guard let old = ranges[index], let expression = expressions[index] else { continue }
                    guard mayChange(expression.position) || mayChange(expression.size) else { continue }
                    if changed(old.position, expression.position) || changed(old.size, expression.size) {
                        affected.append(views[index].id)
                    }
                }
                if !affected.isEmpty {
                    solved.hiddenSpace.append(HiddenSpace(view: hidden, axis: axis, size: size, affected: affected,
                                                          constraints: joining(affected, on: axis)))
                }
            }
            addBack(removed)
        }
    }

    /// Puts back constraints taken out for a probe, in one batch: the solver re-optimises and
    /// checks its values once, where adding them one by one did so after each. They held
    /// together before, so none is refused; one that were would stay out, as with `add(_:)`.
    private func addBack(_ entries: [SystemConstraint]) {
        guard !entries.isEmpty else { return }
        guard let batch = try? solver.add(count: entries.count, background: { entries[$0].origin.isNonNegativeSize },
                                          constraint: { entries[$0].linear }) else {
            for entry in entries { _ = add(entry) }
            return
        }
        let refused = Set(batch.rejected.map(\.handle) + batch.overflowed.map(\.handle))
        for (entry, handle) in zip(entries, batch.handles) {
            origins.record(handle, key: entry.key)
            if !refused.contains(handle) { loaded[entry.key] = handle }
        }
    }

    /// The baseline `findHiddenSpace` compares with: kept for the system at the same root
    /// sizes while that system is what the solver holds in full (no conflict, nothing out of
    /// range). The optimal face, and so every range, depends only on the constraints loaded,
    /// not on the order they came in or on which views a state hides: states that only hide
    /// views share one baseline, and measure each visible view once, not once per state.
    private func hiddenSpaceBaseline(_ solved: SolvedConfiguration, order: SystemOrder) -> HiddenSpaceBaseline {
        let system = solved.system
        let complete = solved.conflicts.isEmpty && solved.outOfRange.isEmpty && loaded.count == system.constraints.count
        if complete, let kept = hiddenSpaceBaselines[system.configuration.sizes], kept.isBaseline(of: system) { return kept }
        let ordered = order.isOrder(of: system) ? system.constraints : nil
        let baseline = HiddenSpaceBaseline(system, sharingWith: hiddenSpaceBaselines.values,
                                           position: { view, axis in self.positionExpression(view, axis, system) },
                                           size: { vars, axis in self.sizeExpression(vars, axis, in: ordered, order: order) })
        if complete { hiddenSpaceBaselines[system.configuration.sizes] = baseline }
        return baseline
    }
}

/// Each view's position (in its parent) and size on each axis, as expressions, and their
/// ranges over the optimal solutions with every constraint of one system in place, by view
/// index; ranges are measured when first needed.
private final class HiddenSpaceBaseline {
    typealias Ranges = (position: (lower: Double, upper: Double), size: (lower: Double, upper: Double))
    /// The system's constraints: what says that a system is the one measured.
    private let constraints: SystemConstraints
    /// Each view's parent, by index.
    let parents: [Int?]
    /// By axis (`baselineIndex`), then view index; nil for a view without variables.
    let expressions: [[(position: LinearExpression, size: LinearExpression)?]]
    var ranges: [[Ranges?]]

    /// The views measured: another system with the same views in the same hierarchy (the
    /// same state at another root size) has the same expressions, which are then shared.
    private let views: SnapshotViews

    init(_ system: LinearSystem, sharingWith others: some Sequence<HiddenSpaceBaseline>,
         position: (LayoutView, LayoutAttribute.Axis) -> LinearExpression?,
         size: (ViewVariables, LayoutAttribute.Axis) -> LinearExpression) {
        constraints = system.constraints
        let views = system.snapshot.views
        ranges = Array(repeating: Array(repeating: nil, count: views.count), count: 2)
        // Variables are the document's, one set per view id, whatever the configuration.
        if let other = others.first(where: { $0.views.elementsEqual(views) { $0.id == $1.id && $0.parent == $1.parent } }) {
            self.views = other.views
            parents = other.parents
            expressions = other.expressions
            return
        }
        self.views = views
        parents = views.indices.map { index in views[index].parent.flatMap { system.snapshot.index(ofView: $0) } }
        expressions = [LayoutAttribute.Axis.horizontal, .vertical].map { axis in
            views.indices.map { index in
                guard let vars = system.variables[views[index].id], let position = position(views[index], axis) else { return nil }
                return (position, size(vars, axis))
            }
        }
    }

    func isBaseline(of system: LinearSystem) -> Bool {
        sharesStorage(constraints, system.constraints)
    }

    /// The part of the system each variable belongs to, by variable index: variables joined
    /// by a constraint are in one part, except through a root's pinned position or size
    /// (a constant: what one side of it does cannot reach the other). `pinnedPart` for a
    /// pinned variable, `alonePart` for one no constraint joins to another.
    ///
    /// With every constraint loaded, the optimal face is the product of the parts' own
    /// (each priority level's violation is a sum over the parts), so taking constraints out
    /// changes no range outside the parts they are in: views there need no probe.
    private(set) lazy var parts: [Int] = {
        var pinned: Set<Int> = []
        var bound = 0
        // Linear forms read by position: the origin is built only for a possible pin.
        for position in constraints.indices {
            let linear = constraints.linear(at: position)
            for term in linear.expression.terms { bound = max(bound, term.variable.index + 1) }
            guard linear.isRequired, linear.relation == .equal, linear.expression.terms.count == 1,
                  let only = linear.expression.terms.first else { continue }
            switch constraints.origin(at: position) {
            case .rootPosition, .rootSize, .rootFrameSize: pinned.insert(only.variable.index)
            default: break
            }
        }
        var parent = Array(0..<bound)
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x {
                parent[x] = parent[parent[x]]
                x = parent[x]
            }
            return x
        }
        var joined = [Bool](repeating: false, count: bound)
        for position in constraints.indices {
            var first: Int?
            for term in constraints.linear(at: position).expression.terms where !pinned.contains(term.variable.index) {
                let index = term.variable.index
                guard let root = first.map(find) else { first = index; continue }
                let other = find(index)
                if other != root { parent[other] = root }
                joined[index] = true
                joined[first!] = true
            }
        }
        return (0..<bound).map { pinned.contains($0) ? Self.pinnedPart : joined[$0] ? find($0) : Self.alonePart }
    }()

    static let pinnedPart = -1, alonePart = -2

    /// Measures the ranges of `views` on `axis` not measured yet.
    func measure(_ views: [Int], on axis: LayoutAttribute.Axis, _ solver: Solver) {
        let a = axis.baselineIndex
        for index in views where ranges[a][index] == nil {
            guard let expression = expressions[a][index] else { continue }
            ranges[a][index] = (solver.range(of: expression.position), solver.range(of: expression.size))
        }
    }
}

extension LayoutAttribute.Axis {
    fileprivate var baselineIndex: Int { self == .horizontal ? 0 : 1 }
}

/// The origin key of each solver handle, in an array indexed by handle number (a dictionary
/// hashed every origin of every constraint loaded). The origin itself is read from the system
/// through the key (`ConfigurationSolver.origin(ofHandle:)`): handles are issued for every
/// probe's constraints too, and an origin kept with each took 1.6 MB at 1,000 cells.
private struct HandleOrigins {
    private var keys: [Int32] = []

    func key(of id: Int) -> Int? {
        id >= 0 && id < keys.count && keys[id] >= 0 ? Int(keys[id]) : nil
    }

    /// Makes room for handles below `count`.
    mutating func reserve(_ count: Int) { keys.reserveCapacity(count) }

    /// Records that `handle` stands for the origin with `key`.
    mutating func record(_ handle: ConstraintHandle, key: Int) {
        guard handle.id >= 0 else { return }
        if handle.id >= keys.count { keys.append(contentsOf: repeatElement(-1, count: handle.id + 1 - keys.count)) }
        keys[handle.id] = Int32(key)
    }
}

/// The handle of each constraint the solver holds, by origin key (`SystemConstraint.key`):
/// one number per key. Its linear form is the solver's (`Solver.constraint(_:)`), which every
/// add and change keeps: a copy here held 2.4 MB at 1,000 cells, and a dictionary keyed by
/// origin hashed the origin's strings at every lookup.
private struct LoadedConstraints {
    /// Each key's handle number, or -1 (32 bits: as the solver's symbols, see `Tableau.newSymbol`).
    private var handles: [Int32]
    /// Keys with a handle.
    private(set) var count = 0

    init(keyCount: Int) {
        handles = Array(repeating: -1, count: keyCount)
    }

    var isEmpty: Bool { count == 0 }

    subscript(key: Int) -> ConstraintHandle? {
        get {
            guard handles.indices.contains(key), handles[key] >= 0 else { return nil }
            return ConstraintHandle(id: Int(handles[key]))
        }
        set {
            guard handles.indices.contains(key) else { return }
            let had = handles[key] >= 0
            handles[key] = newValue.map { Int32($0.id) } ?? -1
            count += (newValue != nil ? 1 : 0) - (had ? 1 : 0)
        }
    }

    /// The handles of loaded constraints whose origin is not among `constraints`'.
    func handles(notIn constraints: SystemConstraints) -> [ConstraintHandle] {
        var wanted = [Bool](repeating: false, count: handles.count)
        for position in constraints.indices where wanted.indices.contains(constraints.key(at: position)) {
            wanted[constraints.key(at: position)] = true
        }
        return handles.indices.filter { handles[$0] >= 0 && !wanted[$0] }.map { ConstraintHandle(id: Int(handles[$0])) }
    }

    mutating func removeAll() {
        for key in handles.indices { handles[key] = -1 }
        count = 0
    }
}

/// Each origin's position in a system, by origin key, indexed when first asked for: a
/// configuration with no conflict and few violated constraints needs few or none.
private final class SystemOrder {
    private let constraints: SystemConstraints
    private let keyCount: Int
    /// The first position of each key, or -1.
    private lazy var positions: [Int32] = {
        var positions = [Int32](repeating: -1, count: keyCount)
        for position in constraints.indices {
            let key = constraints.key(at: position)
            if positions.indices.contains(key) && positions[key] < 0 { positions[key] = Int32(position) }
        }
        return positions
    }()
    /// An order of the very same origins in the same order (the same state at another root
    /// size), whose index then serves this one too.
    private let sameOrigins: SystemOrder?

    init(_ system: LinearSystem, like other: SystemOrder? = nil, keyCount: Int) {
        let constraints = system.constraints
        self.constraints = constraints
        self.keyCount = keyCount
        sameOrigins = other.flatMap { other in
            let source = other.sameOrigins ?? other
            return source.constraints.count == constraints.count
                && constraints.indices.allSatisfy { source.constraints.key(at: $0) == constraints.key(at: $0) } ? source : nil
        }
    }

    subscript(key: Int) -> Int? {
        if let sameOrigins { return sameOrigins[key] }
        guard positions.indices.contains(key), positions[key] >= 0 else { return nil }
        return Int(positions[key])
    }

    /// The origin with `key` in this system.
    func origin(ofKey key: Int) -> ConstraintOrigin? { self[key].map { constraints.origin(at: $0) } }

    /// The position of the origin with `key`, or `Int.max` for none: what sorts in system order.
    func rank(_ key: Int?) -> Int { key.flatMap { self[$0] } ?? .max }

    /// Whether this is the order of `system`'s very constraints (the same array).
    func isOrder(of system: LinearSystem) -> Bool {
        sharesStorage(constraints, system.constraints)
    }
}

/// Whether two arrays are the same storage: equal without comparing an element.
private func sharesStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
    a.withUnsafeBufferPointer { first in b.withUnsafeBufferPointer { second in
        first.count == second.count && first.baseAddress == second.baseAddress
    } }
}

/// Whether two systems' constraints are the same storage: equal without comparing one.
private func sharesStorage(_ a: SystemConstraints, _ b: SystemConstraints) -> Bool {
    a.sharesStorage(with: b)
}
