// The configuration solver: solves every configuration of one document (spec
// "Configurations") with one incremental solver, in a fixed order, and gathers for each what
// the rules read. What it decides is in the files named after it: ConfigurationTransitions
// (conflicts), SolutionReading (frames, ranges), Ambiguity, Ties, ConflictFreedom,
// NegativeSizes and HiddenViewSpace (spec "Solving semantics"); SolverHandles keeps its books.

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

    let builder: LinearSystemBuilder
    /// Replaced by a new solver when moving between configurations overflows (see `transition`).
    var solver = Solver()
    // The two tables below are written once per constraint while loading; a class's stored
    // property is checked for exclusive access at run time on every write, which no caller
    // needs: a configuration solver is used by one thread, one call at a time.
    /// The constraints the solver holds, by origin key.
    @exclusivity(unchecked) var loaded: LoadedConstraints
    /// What each handle stands for, by handle number (the solver numbers handles densely).
    @exclusivity(unchecked) var origins = HandleOrigins()
    /// Set when an add or change through `add(_:)` or `apply(_:)` was refused for overflow.
    var sawOverflow = false
    /// The configuration solved last, whose system and solution the next may share.
    var previous: SolvedConfiguration?
    /// The last system built at each combination of root sizes: states are solved at every
    /// size in turn, and one that only hides views has the system of the state before it
    /// at the same sizes.
    private var systemsBySizes = SizesTable<(system: LinearSystem, order: SystemOrder)>()
    /// The last configuration solved at each combination of root sizes.
    private var solvedBySizes = SizesTable<SolvedConfiguration>()
    /// Positions of origins in the last system, and the constraints on each view of the last
    /// snapshot: kept while the next configuration shares those arrays.
    var lastOrder: SystemOrder?
    var lastConstraintsByView: (constraints: [LayoutConstraint], byView: [String: [Int]])?
    /// The last moves between two systems, for `changes(from:to:)`.
    var knownChanges: [(from: SystemConstraints, to: SystemConstraints, changed: [SystemConstraint])] = []
    /// Each state's snapshot, which its configurations at every root size share.
    /// (The layout as declared, state nil, has a slot of its own: a dictionary keyed by
    /// `String?` has the runtime check `String?: Hashable` at each start, a search of every
    /// conformance of the binary.)
    private var snapshotsByState: [String: LayoutSnapshot] = [:]
    private var declaredSnapshot: LayoutSnapshot?
    /// What hidden views are compared with, by root sizes (see `hiddenSpaceBaseline`).
    var hiddenSpaceBaselines = SizesTable<HiddenSpaceBaseline>()

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
        if configurations.contains(where: { $0.sizes != configurations[0].sizes }) { return true }
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
    func snapshot(for configuration: Configuration) -> LayoutSnapshot {
        guard let state = configuration.state else {
            if let known = declaredSnapshot { return known }
            let snapshot = builder.snapshot(for: configuration)
            declaredSnapshot = snapshot
            return snapshot
        }
        if let known = snapshotsByState[state] { return known }
        let snapshot = builder.snapshot(for: configuration)
        snapshotsByState[state] = snapshot
        return snapshot
    }

    /// Solves `configuration` for its frames alone, without the analyses rules read
    /// (ambiguity, hidden-view space, negative sizes): what solving again with some values
    /// changed needs (`misplaced-frame`'s ranges).
    public func solveFrames(_ configuration: Configuration) -> SolvedFrames {
        let snapshot = snapshot(for: configuration)
        let system = builder.system(for: configuration, snapshot: snapshot, reusing: nil)
        let order = SystemOrder(system, like: lastOrder, keyCount: builder.keyCount)
        lastOrder = order
        _ = transition(to: system, order: order)
        return solvedFrames(system, currentValues(system))
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

    /// An earlier solution of this very linear system (shared by `LinearSystemBuilder`):
    /// only which views are hidden may differ, so only hidden-view space is found again. A
    /// configuration's findings are a function of its constraints: solving the same system
    /// again, from wherever the analysis of the last one left the solver, would only settle an
    /// ambiguous layout at another of its optimal solutions (a cell's states that change
    /// nothing the reader can follow were each analysed again, most of the lint of such
    /// files). It serves when neither configuration has a conflict (whose members depend on
    /// the move between them). The previous configuration, or the last one solved at the same
    /// root sizes (the solver has moved through other sizes since).
    private func reusedSolution(_ system: LinearSystem, conflicts: [Conflict], outOfRange: [ConstraintOrigin],
                                order: SystemOrder) -> SolvedConfiguration? {
        guard conflicts.isEmpty, outOfRange.isEmpty else { return nil }
        for case let candidate? in [previous, solvedBySizes[system.configuration.sizes]] {
            guard candidate.conflicts.isEmpty, candidate.outOfRange.isEmpty,
                  sharesStorage(candidate.system.constraints, system.constraints) else { continue }
            var solved = candidate
            solved.system = system
            solved.hiddenSpace = []
            findHiddenSpace(&solved, order: order)
            return solved
        }
        return nil
    }
}

/// Values by combination of root sizes, found by comparing the lists. A dictionary keyed by
/// `[RootSizeChoice]` had the runtime check `[RootSizeChoice]: Hashable` and
/// `RootSizeChoice: Hashable` when its metadata was first made, each a search of every
/// conformance record of the binary, at every lint. A document has one combination of
/// sizes, or at most `Configuration.combinationLimit` or as many as a root has sizes: few
/// comparisons against the solve of each.
struct SizesTable<Value> {
    private var entries: [(sizes: [Configuration.RootSizeChoice], value: Value)] = []

    subscript(sizes: [Configuration.RootSizeChoice]) -> Value? {
        get { entries.first { $0.sizes == sizes }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.sizes == sizes }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((sizes, newValue))
            }
        }
    }

    var values: [Value] { entries.map(\.value) }
}
