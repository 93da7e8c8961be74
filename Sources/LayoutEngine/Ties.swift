// Which optional constraints trade in a tie (`hugging-tie`, `compression-tie`,
// `optional-priority-tie`), how far they trade, and which freedom beside a tie is missing
// constraints after all. Implements "Solving semantics": a tie trades the violation of one
// optional constraint against another of the same priority; it is named by the constraints
// that trade.

import LayoutModel
import LayoutSolver

extension ConfigurationSolver {
    /// A tie is found as a trade between two constraints at a time; the views that move with
    /// the cause trade too, so their ties of the same priority belong to this one.
    func widenedTie(_ freedom: Freedom?, by followers: [String], on axis: LayoutAttribute.Axis,
                    _ entries: [ViewAxis: ViewFreedom]) -> Freedom? {
        guard case .tie(let priority, var constraints, var amount)? = freedom else { return freedom }
        for id in followers {
            guard let entry = entries[ViewAxis(view: id, axis: axis)] else { continue }
            for case .tie(let otherPriority, let others, let otherAmount)? in [entry.size, entry.position] where otherPriority == priority {
                for origin in others where !constraints.contains(origin) { constraints.append(origin) }
                amount = if let a = amount, let b = otherAmount { max(a, b) } else { nil }
            }
        }
        return .tie(priority: priority, constraints: constraints, amount: amount)
    }

    /// How far each tie's constraints trade, as ranges over the optimal solutions with nothing
    /// pinned (not inside the slice where the causes were held).
    func measureTieAmounts(_ solved: inout SolvedConfiguration) {
        let system = solved.system
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
    }

    /// Freedom is told from a tie at one optimal solution, a vertex of the optimal face, where
    /// a view held by a tie may look tied too (its width can only grow by moving the tied
    /// view). With each tie's constraints held at a violation inside their ranges (their
    /// trade, not the views' quantities: two heights may still trade freely under a tied
    /// sum) and the free causes held where they are, a view that then moves without any
    /// violation changing is missing constraints of its own.
    func findFreedomBesideTies(_ solved: inout SolvedConfiguration) {
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
    func completeTies(_ solved: inout SolvedConfiguration) {
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
    func findUnnamedTrades(_ solved: inout SolvedConfiguration) {
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
}
