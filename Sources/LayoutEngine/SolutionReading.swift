// Reading a solved configuration: values and frames, and the probes every rule's analysis
// uses on the optimal face (a view's position and size as expressions, ranges over the
// optimal solutions, pins strictly inside them, and when two values are the same).
// Implements "Solving semantics": a view's frame is in its parent's coordinates, and a value
// is read over all optimal solutions, not at the one the solver stopped at.

import LayoutModel
import LayoutSolver

extension ConfigurationSolver {
    func currentValues(_ system: LinearSystem) -> VariableValues {
        var values = VariableValues(count: system.variables.variableCount)
        for (_, vars) in system.variables {
            for variable in [vars.x, vars.y, vars.width, vars.height] {
                values[variable] = solver.value(of: variable)
            }
        }
        return values
    }

    func solvedFrames(_ system: LinearSystem, _ values: VariableValues) -> SolvedFrames {
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
    func clean(_ value: Double) -> Double {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == 0 ? 0 : rounded
    }

    /// The position of `view` relative to its parent on `axis` (a root's absolute position).
    func positionExpression(_ view: LayoutView, _ axis: LayoutAttribute.Axis, _ system: LinearSystem) -> LinearExpression? {
        builder.document.index(ofView: view.id).flatMap { positionExpression(ofViewAt: $0, axis, system) }
    }

    /// The size of the view with `vars` on `axis`, as the expression of its `size >= 0` in
    /// `constraints` (those `order` is of) when it is there: whoever keeps it then shares that
    /// constraint's array of terms (the hidden-space baseline kept one of its own per view and
    /// axis, 0.4 MB at 1,000 cells).
    func sizeExpression(_ vars: ViewVariables, _ axis: LayoutAttribute.Axis, in constraints: SystemConstraints?,
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
    func positionExpression(ofViewAt index: Int, _ axis: LayoutAttribute.Axis, _ system: LinearSystem) -> LinearExpression? {
        guard let vars = system.variables[viewAt: index] else { return nil }
        var expression = LinearExpression(vars.position(on: axis))
        if let parentVars = builder.document.parentIndex(ofViewAt: index).flatMap({ system.variables[viewAt: $0] }) {
            expression = expression - LinearExpression(parentVars.position(on: axis))
        }
        return expression
    }

    /// How far a free expression can go over the optimal solutions, when something bounds it
    /// on both sides.
    func boundedRange(of expression: LinearExpression) -> ClosedRange<Double>? {
        let range = solver.range(of: expression)
        guard range.lower.isFinite, range.upper.isFinite else { return nil }
        let ends = (clean(range.lower), clean(range.upper))
        return ends.0 <= ends.1 ? ends.0...ends.1 : nil
    }

    /// Pins a view's position and size on an axis (required), so that what still moves
    /// afterwards moves for another reason. Each is pinned strictly inside its range over the
    /// optimal solutions, not at the current vertex: at a vertex a tie elsewhere may be held
    /// at one end (its trade hidden, the view taken for a follower), inside it stays open.
    func pin(_ view: LayoutView, _ axis: LayoutAttribute.Axis, _ system: LinearSystem, _ solved: SolvedConfiguration) -> [ConstraintHandle] {
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
    func interiorValue(of expression: LinearExpression) -> Double {
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

    static let interiorReach = 400.0

    /// Values closer than this (relative to their size, or absolutely below 1) are the same.
    static let sameValue = 1e-6

    static func differ(_ a: Double, _ b: Double) -> Bool {
        if a == b { return false }
        if !a.isFinite || !b.isFinite { return true }
        return abs(a - b) > sameValue * max(1, abs(a), abs(b))
    }
}
