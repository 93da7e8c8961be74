// Which hidden views still hold space (`hidden-view-space`): the visible views that would
// move, resize or come free without one, and the constraints that join them to it.
// Implements "Solving semantics": a hidden view holds space on an axis when its size there is
// not zero in some optimal solution and removing it with its constraints changes, for some
// visible view, the smallest or largest position or size over the optimal solutions.

import LayoutModel
import LayoutSolver

extension ConfigurationSolver {
    /// For each hidden view whose size on an axis is not zero in some optimal solution: take
    /// it and its subviews out with every constraint on them, and see whether the smallest or
    /// largest position or size of a visible view on that axis, over the optimal solutions,
    /// changes (it moves, resizes, or comes free). Ambiguous views are compared the same way.
    func findHiddenSpace(_ solved: inout SolvedConfiguration, order: SystemOrder) {
        let system = solved.system
        let views = system.snapshot.views
        // The space of a quiet hidden view is not reported (the finding names the hidden view),
        // so it is not probed.
        let document = builder.document
        func probes(_ view: LayoutView) -> Bool { view.hidden && !view.isRoot && document.reportsFinding(naming: [view.id]) }
        guard views.contains(where: probes) else { return }
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
        for hiddenIndex in views.indices where probes(views[hiddenIndex]) {
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
    func hiddenSpaceBaseline(_ solved: SolvedConfiguration, order: SystemOrder) -> HiddenSpaceBaseline {
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
final class HiddenSpaceBaseline {
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
