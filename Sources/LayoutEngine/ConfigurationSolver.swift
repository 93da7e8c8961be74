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
    private var loaded: [ConstraintOrigin: (handle: ConstraintHandle, linear: LinearConstraint)] = [:]
    /// What each handle stands for, by handle number (the solver numbers handles densely).
    private var origins = HandleOrigins()
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

    public init(builder: LinearSystemBuilder) {
        self.builder = builder
    }

    /// Solves `configuration` and gathers what the rules read.
    public func solve(_ configuration: Configuration) -> SolvedConfiguration {
        let cached = systemsBySizes[configuration.sizes]
        let candidate = previous.flatMap { $0.configuration.sizes == configuration.sizes ? $0.system : nil } ?? cached?.system
        let system = builder.system(for: configuration, reusing: candidate)
        let order = [lastOrder, cached?.order].lazy.compactMap { $0 }.first { $0.isOrder(of: system) } ?? SystemOrder(system)
        systemsBySizes[configuration.sizes] = (system, order)
        lastOrder = order
        let (conflicts, outOfRange) = transition(to: system, order: order)
        if let solved = reusedSolution(system, conflicts: conflicts, outOfRange: outOfRange, order: order) {
            previous = solved
            solvedBySizes[configuration.sizes] = solved
            return solved
        }
        // A broken member is out, as in UIKit, but what it alone determined would now show as
        // ambiguous: one mistake would give a cascade of errors. Put each back at the lowest
        // priority while the configuration is read, so it settles what nothing else does.
        var softened: [ConstraintHandle] = []
        for conflict in conflicts {
            guard var linear = system.constraints.first(where: { $0.origin == conflict.broken })?.linear else { continue }
            linear.priority = 1
            if let handle = try? solver.add(linear) {
                origins[handle.id] = conflict.broken
                softened.append(handle)
            }
        }
        defer { for handle in softened { solver.remove(handle) } }
        let values = currentValues(system)
        let frames = solvedFrames(system, values)
        let violations = solver.violatedConstraints
            .filter { !softened.contains($0.handle) }
            .compactMap { entry in origins[entry.handle.id].map { (origin: $0, amount: entry.violation) } }
            .sorted { (order[$0.origin] ?? .max) < (order[$1.origin] ?? .max) }
        var solved = SolvedConfiguration(system: system, conflicts: conflicts, outOfRange: outOfRange, frames: frames,
                                         violations: violations, ambiguities: [], ambiguous: [], hiddenSpace: [], values: values)
        analyzeAmbiguity(&solved)
        findHiddenSpace(&solved, order: order)
        previous = solved
        solvedBySizes[configuration.sizes] = solved
        return solved
    }

    /// An earlier solution of this very linear system (shared by `LinearSystemBuilder`) when
    /// the solver holds the very same values: only which views are hidden may differ, so only
    /// hidden-view space is found again. The previous configuration left the solver where it
    /// is and serves whatever it found; one solved earlier at the same root sizes did not (the
    /// solver has moved through other sizes since), so it serves only when it found nothing
    /// ambiguous: then the optimum is unique and its analysis does not depend on the path.
    /// Conflicts are worked out anew, as each configuration reports its own.
    private func reusedSolution(_ system: LinearSystem, conflicts: [Conflict], outOfRange: [ConstraintOrigin],
                                order: SystemOrder) -> SolvedConfiguration? {
        guard conflicts.isEmpty, outOfRange.isEmpty else { return nil }
        let sameSizes = solvedBySizes[system.configuration.sizes].flatMap { $0.ambiguous.isEmpty ? $0 : nil }
        var values: [Variable: Double]?
        for case let candidate? in [previous, sameSizes] {
            guard candidate.conflicts.isEmpty, candidate.outOfRange.isEmpty,
                  sharesStorage(candidate.system.constraints, system.constraints) else { continue }
            if values == nil { values = currentValues(system) }
            guard values == candidate.values else { continue }
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
        var conflicts: [Conflict] = []
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
        let changed = system.constraints.filter { entry in
            guard let current = loaded[entry.origin] else { return true }
            stillWanted += 1
            return current.linear != entry.linear
        }
        if stillWanted != loaded.count {
            let wanted = Set(system.constraints.map(\.origin))
            let leaving = loaded.filter { !wanted.contains($0.key) }.map(\.value.handle).sorted()
            for handle in leaving { unload(handle) }
            if loaded.isEmpty { return load(system, order: order) }
        }
        sawOverflow = false

        // Changes are applied in two passes so that a state which swaps priorities (one
        // constraint made required while another is made optional) never meets a conflict
        // that exists only halfway through: relaxing changes first, then the rest in system
        // order; whatever fails is taken out and added back once everything else is in.
        let relaxing = changed.filter { entry in
            guard let current = loaded[entry.origin]?.linear else { return false }
            return sameExceptPriority(current, entry.linear) && !entry.linear.isRequired
        }
        let relaxed = Set(relaxing.map(\.origin))
        var retry: [SystemConstraint] = []
        for entry in relaxing + changed.filter({ !relaxed.contains($0.origin) }) where !sawOverflow {
            if apply(entry) != nil { retry.append(entry) }
        }
        for entry in retry.sorted(by: { (order[$0.origin] ?? .max) < (order[$1.origin] ?? .max) }) where !sawOverflow {
            if let current = loaded[entry.origin] { unload(current.handle) }
            if let failure = add(entry), case .unsatisfiable(let members, let rejected) = failure {
                conflicts.append(breakLastDeclared(members, rejected: rejected, entry: entry, order: order))
            }
        }
        if sawOverflow {
            solver = Solver()
            loaded = [:]
            origins = HandleOrigins()
            return load(system, order: order)
        }
        return (conflicts, [])
    }

    /// Loads `system` into the (empty) solver in one batch.
    private func load(_ system: LinearSystem, order: SystemOrder) -> (conflicts: [Conflict], outOfRange: [ConstraintOrigin]) {
        var conflicts: [Conflict] = []
        var outOfRange: [ConstraintOrigin] = []
        let batch: BatchResult
        do {
            batch = try solver.add(contentsOf: system.constraints.map(\.linear))
        } catch {
            // Only for NaN or infinite numbers or a priority outside 1…1000, which the loader
            // never lets through: add one at a time, so that only such constraints are left out.
            for entry in system.constraints {
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
        loaded.reserveCapacity(system.constraints.count)
        for (index, handle) in batch.handles.enumerated() {
            let entry = system.constraints[index]
            origins[handle.id] = entry.origin
            loaded[entry.origin] = (handle, entry.linear)
        }
        for rejection in batch.rejected {
            if let origin = origins[rejection.handle.id] { loaded[origin] = nil }
            conflicts.append(conflict(rejection.conflict, rejected: rejection.handle, order: order))
        }
        for overflow in batch.overflowed {
            guard let origin = origins[overflow.handle.id] else { continue }
            loaded[origin] = nil
            outOfRange.append(origin)
        }
        return (conflicts, outOfRange)
    }

    /// Moves one constraint to its form in the new configuration: in place when only its
    /// constant or priority changed, else by removing and adding it.
    private func apply(_ entry: SystemConstraint) -> SolverError? {
        guard let current = loaded[entry.origin] else { return add(entry) }
        let failure: SolverError?
        if sameExceptConstant(current.linear, entry.linear) {
            failure = attempt { () throws(SolverError) in try solver.setConstant(current.handle, to: entry.linear.expression.constant) }
        } else if sameExceptPriority(current.linear, entry.linear) {
            failure = attempt { () throws(SolverError) in try solver.setPriority(current.handle, to: entry.linear.priority) }
        } else {
            unload(current.handle)
            return add(entry)
        }
        if failure == nil { loaded[entry.origin]?.linear = entry.linear }
        return failure
    }

    /// A configuration's conflict is broken at the member declared last, whatever order the
    /// changes came in, so the report does not depend on how the configuration was reached.
    private func breakLastDeclared(_ members: [ConstraintHandle], rejected: ConstraintHandle, entry: SystemConstraint,
                                   order: SystemOrder) -> Conflict {
        var found = conflict(members, rejected: rejected, order: order)
        guard let last = found.members.last, last != entry.origin, let lastLoaded = loaded[last] else { return found }
        unload(lastLoaded.handle)
        if add(entry) == nil {
            found.broken = last
        } else if add(SystemConstraint(origin: last, linear: lastLoaded.linear)) == nil {
            found.broken = entry.origin  // could not swap: keep the constraint that was there
        }
        return found
    }

    private func add(_ entry: SystemConstraint) -> SolverError? {
        do {
            let handle = try solver.add(entry.linear)
            origins[handle.id] = entry.origin
            loaded[entry.origin] = (handle, entry.linear)
            return nil
        } catch {
            if case .unsatisfiable(_, let rejected) = error { origins[rejected.id] = entry.origin }
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
        guard let origin = origins[handle.id] else { return }
        solver.remove(handle)
        if loaded[origin]?.handle == handle { loaded[origin] = nil }
    }

    private func conflict(_ handles: [ConstraintHandle], rejected: ConstraintHandle, order: SystemOrder) -> Conflict {
        let members = handles.compactMap { origins[$0.id] }.sorted { (order[$0] ?? .max) < (order[$1] ?? .max) }
        // Every handle the solver names was registered when it was added; the fallbacks only
        // keep a surprise from becoming a crash.
        let broken = origins[rejected.id] ?? members.last ?? .constraint("?")
        return Conflict(members: members.isEmpty ? [broken] : members, broken: broken)
    }

    private func sameExceptConstant(_ a: LinearConstraint, _ b: LinearConstraint) -> Bool {
        a.relation == b.relation && a.priority == b.priority && a.expression.terms == b.expression.terms
    }

    private func sameExceptPriority(_ a: LinearConstraint, _ b: LinearConstraint) -> Bool {
        a.relation == b.relation && a.expression == b.expression
    }

    // MARK: - Reading the solution

    private func currentValues(_ system: LinearSystem) -> [Variable: Double] {
        var values: [Variable: Double] = [:]
        for vars in system.variables.values {
            for variable in [vars.x, vars.y, vars.width, vars.height] {
                values[variable] = solver.value(of: variable)
            }
        }
        return values
    }

    private func solvedFrames(_ system: LinearSystem, _ values: [Variable: Double]) -> [String: SolvedFrame] {
        var frames: [String: SolvedFrame] = [:]
        for view in system.snapshot.views {
            guard let vars = system.variables[view.id] else { continue }
            var x = values[vars.x] ?? 0, y = values[vars.y] ?? 0
            if let parent = view.parent, let parentVars = system.variables[parent] {
                x -= values[parentVars.x] ?? 0
                y -= values[parentVars.y] ?? 0
            }
            frames[view.id] = SolvedFrame(x: clean(x), y: clean(y), width: clean(values[vars.width] ?? 0), height: clean(values[vars.height] ?? 0))
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
        guard let vars = system.variables[view.id] else { return nil }
        var expression = LinearExpression(vars.position(on: axis))
        if let parent = view.parent, let parentVars = system.variables[parent] {
            expression = expression - LinearExpression(parentVars.position(on: axis))
        }
        return expression
    }

    private func freedom(_ analysis: FaceAnalysis) -> Freedom? {
        switch analysis {
        case .fixed: return nil
        case .free: return .free
        case .tie(let priority, let constraints, let amount, _):
            return .tie(priority: priority, constraints: constraints.compactMap { origins[$0.id] }, amount: amount)
        }
    }

    /// Finds the views whose frame differs between optimal solutions, and groups each under
    /// the view whose freedom causes it: the first ambiguous view (in declaration order) is
    /// pinned where it is, and the views that this fixes are its followers.
    private func analyzeAmbiguity(_ solved: inout SolvedConfiguration) {
        let system = solved.system
        var pending: [(view: LayoutView, axis: LayoutAttribute.Axis, position: Freedom?, size: Freedom?)] = []
        for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
            for view in system.snapshot.views {
                guard let vars = system.variables[view.id], let position = positionExpression(view, axis, system) else { continue }
                let positionFreedom = freedom(solver.analyze(position))
                let sizeFreedom = freedom(solver.analyze(LinearExpression(vars.size(on: axis))))
                if positionFreedom != nil || sizeFreedom != nil {
                    pending.append((view, axis, positionFreedom, sizeFreedom))
                    solved.ambiguous.insert(ViewAxis(view: view.id, axis: axis))
                }
                if sizeFreedom != nil { solved.ambiguousSizes.insert(ViewAxis(view: view.id, axis: axis)) }
                if positionFreedom != nil { solved.ambiguousPositions.insert(ViewAxis(view: view.id, axis: axis)) }
            }
        }
        let declarationOrder = Dictionary(system.snapshot.views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let uncomputable = viewAxes(of: solved.outOfRange, in: system)
        var entries: [ViewAxis: (view: LayoutView, axis: LayoutAttribute.Axis, position: Freedom?, size: Freedom?)] = [:]
        for entry in pending { entries[ViewAxis(view: entry.view.id, axis: entry.axis)] = entry }
        var index = 0
        while index < pending.count {
            var cause = pending[index]
            index += 1
            var followers: [String] = []
            if pending.count <= ConfigurationSolver.groupingLimit {
                let pins = pin(cause.view, cause.axis, system, solved)
                var remaining: [(view: LayoutView, axis: LayoutAttribute.Axis, position: Freedom?, size: Freedom?)] = []
                for other in pending[index...] {
                    if isFixed(other.view, other.axis, system) {
                        followers.append(other.view.id)
                    } else {
                        remaining.append(other)
                    }
                }
                for handle in pins { solver.remove(handle) }
                pending.replaceSubrange(index..., with: remaining)
                // Pinning any member of the group fixes the rest; the cause is the member that
                // places itself least (fewest location constraints of its own on the axis), so
                // a view placed against another is not blamed for the other's missing edge.
                let group = [cause.view.id] + followers
                let chosen = group.min { a, b in
                    let (sa, sb) = (ownLocationConstraints(a, cause.axis, system), ownLocationConstraints(b, cause.axis, system))
                    return sa != sb ? sa < sb : (declarationOrder[a] ?? 0) < (declarationOrder[b] ?? 0)
                } ?? cause.view.id
                if chosen != cause.view.id, let entry = entries[ViewAxis(view: chosen, axis: cause.axis)] {
                    followers = group.filter { $0 != chosen }
                    cause = entry
                }
            }
            // Its subviews keep their place inside it and move with it on screen (one that is
            // ambiguous in itself is reported on its own, not as a follower).
            for view in system.snapshot.views where view.parent == cause.view.id && !followers.contains(view.id)
                && !solved.ambiguous.contains(ViewAxis(view: view.id, axis: cause.axis)) {
                followers.append(view.id)
            }
            followers.sort { (declarationOrder[$0] ?? 0) < (declarationOrder[$1] ?? 0) }
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
                                      followers: Array(followers.prefix(Ambiguity.listedFollowers)))
            ambiguity.unlistedFollowers = max(0, followers.count - Ambiguity.listedFollowers)
            if let vars = system.variables[cause.view.id], let position = positionExpression(cause.view, cause.axis, system) {
                if cause.position == .free { ambiguity.positionRange = boundedRange(of: position) }
                if cause.size == .free { ambiguity.sizeRange = boundedRange(of: LinearExpression(vars.size(on: cause.axis))) }
            }
            solved.ambiguities.append(ambiguity)
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

    /// Active constraints whose first item is `view` with a location attribute on `axis`:
    /// how much the view places itself.
    private func ownLocationConstraints(_ view: String, _ axis: LayoutAttribute.Axis, _ system: LinearSystem) -> Int {
        system.snapshot.constraints.filter { constraint in
            constraint.active && constraint.first.item == view && constraint.first.attribute.axis == axis
                && constraint.first.attribute.isLocation && constraint.second?.item != view
        }.count
    }

    /// How far a free expression can go over the optimal solutions, when something bounds it
    /// on both sides. A probe pulls it far down, then far up, at priority 1, below anything
    /// that matters (a file's own priority-1 constraints are the one thing it may disturb,
    /// and only in this range), and is removed again.
    private func boundedRange(of expression: LinearExpression) -> ClosedRange<Double>? {
        let reach = 1e6
        let current = solver.value(of: expression)
        var ends: [Double] = []
        for (relation, target) in [(Relation.lessThanOrEqual, current - reach), (.greaterThanOrEqual, current + reach)] {
            guard let probe = try? solver.add(LinearConstraint(expression, relation, .constant(target), priority: 1)) else { return nil }
            let end = solver.value(of: expression)
            solver.remove(probe)
            // Reaching the probe's target means nothing stops it on that side.
            guard abs(end - target) > 1 else { return nil }
            ends.append((end * 1e6).rounded() / 1e6)
        }
        return ends[0] <= ends[1] ? ends[0]...ends[1] : nil
    }

    /// Pins a view's position and size on an axis at their current values (required), so
    /// that what still moves afterwards moves for another reason.
    private func pin(_ view: LayoutView, _ axis: LayoutAttribute.Axis, _ system: LinearSystem, _ solved: SolvedConfiguration) -> [ConstraintHandle] {
        guard let vars = system.variables[view.id], let position = positionExpression(view, axis, system) else { return [] }
        var handles: [ConstraintHandle] = []
        for expression in [position, LinearExpression(vars.size(on: axis))] {
            let value = solver.value(of: expression)
            if let handle = try? solver.add(LinearConstraint(expression, .equal, .constant(value))) {
                handles.append(handle)
            }
        }
        return handles
    }

    private func isFixed(_ view: LayoutView, _ axis: LayoutAttribute.Axis, _ system: LinearSystem) -> Bool {
        guard let vars = system.variables[view.id], let position = positionExpression(view, axis, system) else { return true }
        if case .fixed = solver.analyze(position), case .fixed = solver.analyze(LinearExpression(vars.size(on: axis))) {
            return true
        }
        return false
    }

    // MARK: - Hidden views

    /// For each hidden view with a non-zero, determined size on an axis: take it and its
    /// subviews out with every constraint on them, and see whether visible views move,
    /// resize or come loose on that axis.
    private func findHiddenSpace(_ solved: inout SolvedConfiguration, order: SystemOrder) {
        let system = solved.system
        let views = system.snapshot.views
        var hiddenTrees: Set<String> = []
        for view in views where view.hidden || view.parent.map({ hiddenTrees.contains($0) }) == true {
            hiddenTrees.insert(view.id)
        }
        guard views.contains(where: { $0.hidden && !$0.isRoot }) else { return }
        let constraints = system.snapshot.constraints
        let byView: [String: [Int]]
        if let last = lastConstraintsByView, sharesStorage(last.constraints, constraints) {
            byView = last.byView
        } else {
            byView = solved.constraintIndicesByView
            lastConstraintsByView = (constraints, byView)
        }
        for hidden in views where hidden.hidden && !hidden.isRoot {
            var subtree: Set<String> = [hidden.id]
            for view in views where view.parent.map({ subtree.contains($0) }) == true { subtree.insert(view.id) }
            let axes = [LayoutAttribute.Axis.horizontal, .vertical].filter { axis in
                let size = solved.frames[hidden.id]?.size(on: axis) ?? 0
                return abs(size) > 0.5 && !solved.ambiguous.contains(ViewAxis(view: hidden.id, axis: axis))
            }
            guard !axes.isEmpty else { continue }
            // The constraints on the subtree and its content sizes, in system order.
            var positions: Set<Int> = []
            for view in subtree {
                for index in byView[view] ?? [] {
                    if let position = order[.constraint(constraints[index].id)] { positions.insert(position) }
                }
                for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                    for origin in [ConstraintOrigin.hugging(view: view, axis: axis), .compression(view: view, axis: axis)] {
                        if let position = order[origin] { positions.insert(position) }
                    }
                }
            }
            let removed = positions.sorted().map { system.constraints[$0] }
            // Visible views that may come loose: those placed against the hidden view, directly
            // or through other hidden views (a caption aligned to a hidden label that is aligned
            // to the hidden view comes loose with it).
            var neighbours: Set<String> = []
            var queue = removed.flatMap { entry -> [String] in
                guard case .constraint(let id) = entry.origin else { return [] }
                return system.constraint(id)?.items ?? []
            }
            var visited: Set<String> = subtree
            while let item = queue.popLast() {
                guard visited.insert(item).inserted else { continue }
                if hiddenTrees.contains(item) {
                    queue += (byView[item] ?? []).flatMap { constraints[$0].items }
                } else {
                    neighbours.insert(item)
                }
            }
            for entry in removed { if let current = loaded[entry.origin] { unload(current.handle) } }
            for axis in axes {
                var affected: [String] = []
                for view in views where !hiddenTrees.contains(view.id) {
                    guard let vars = system.variables[view.id], let before = solved.frames[view.id],
                          !solved.ambiguous.contains(ViewAxis(view: view.id, axis: axis)),
                          let position = positionExpression(view, axis, system) else { continue }
                    let moved = abs(solver.value(of: position) - before.position(on: axis)) > 0.5
                        || abs(solver.value(of: vars.size(on: axis)) - before.size(on: axis)) > 0.5
                    let loose = !moved && neighbours.contains(view.id) && !isFixed(view, axis, system)
                    if moved || loose { affected.append(view.id) }
                }
                if !affected.isEmpty {
                    solved.hiddenSpace.append(HiddenSpace(view: hidden.id, axis: axis, size: solved.frames[hidden.id]?.size(on: axis) ?? 0, affected: affected))
                }
            }
            for entry in removed { _ = add(entry) }
        }
    }
}

/// The origin of each solver handle, in an array indexed by handle number: a dictionary
/// hashed every origin of every constraint loaded.
private struct HandleOrigins {
    private var storage: [ConstraintOrigin?] = []

    subscript(id: Int) -> ConstraintOrigin? {
        get { id >= 0 && id < storage.count ? storage[id] : nil }
        set {
            guard id >= 0 else { return }
            if id >= storage.count {
                guard newValue != nil else { return }
                storage.append(contentsOf: repeatElement(nil, count: id + 1 - storage.count))
            }
            storage[id] = newValue
        }
    }
}

/// Each origin's position in a system, indexed when first asked for: a configuration with
/// no conflict and few violated constraints needs few or none.
private final class SystemOrder {
    private let constraints: [SystemConstraint]
    private lazy var positions = Dictionary(constraints.enumerated().map { ($1.origin, $0) }, uniquingKeysWith: { first, _ in first })

    init(_ system: LinearSystem) {
        constraints = system.constraints
    }

    subscript(origin: ConstraintOrigin) -> Int? { positions[origin] }

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
