import LayoutEngine
import LayoutModel
import LayoutSolver

/// Whether a conflict of required constraints holds for every value of the constants its
/// members take from what the file holds only as a range (docs/interface-builder.md, "Round
/// 9c"): an Interface Builder view's intrinsic size (an AppKit control's bezel, a text
/// estimate: `LayoutView.measureRange`) and a constant a front end stood in for
/// (`LayoutDocument.constantRanges`). Xcode measured those values exactly; the file keeps
/// only the frames it drew, so a conflict that some value in the range resolves is not one
/// the file shows. Layout files and Swift code carry no ranges: every conflict holds.
struct ConflictOverRanges {
    let document: LayoutDocument

    /// False when some value of each ranged constant, within its range, lets the members
    /// all hold together with every view's size ≥ 0: the solver is given the members with
    /// each ranged constant replaced by a variable bounded by its range.
    func holdsForEveryValue(_ conflict: Conflict, in system: LinearSystem) -> Bool {
        guard document.constantRanges.isEmpty == false || document.views.contains(where: { $0.measureRange != nil }) else { return true }
        let members = Set(conflict.members)
        // One variable per uncertain value: a view's hugging and compression on one axis
        // share its content size.
        var offsets: [String: (variable: Variable, range: ClosedRange<Double>)] = [:]
        var constraints: [LinearConstraint] = []
        var background: [LinearConstraint] = []
        for constraint in system.constraints {
            if case .nonNegativeSize = constraint.origin {
                background.append(constraint.linear)
                continue
            }
            guard members.contains(constraint.origin) else { continue }
            var linear = constraint.linear
            linear.priority = LinearConstraint.required
            if let (key, range) = uncertainty(of: constraint.origin) {
                let variable = offsets[key]?.variable ?? Variable(system.variables.variableCount + offsets.count)
                offsets[key] = (variable, range)
                // Each linear form is `first - (second + constant)`: the constant plus the offset.
                linear.expression = linear.expression - LinearExpression(variable)
            }
            constraints.append(linear)
        }
        guard !offsets.isEmpty else { return true }
        // Only the sizes the members move need their bound; the others hold on their own.
        let moved = Set(constraints.flatMap(\.expression.variables))
        background.removeAll { $0.expression.variables.allSatisfy { !moved.contains($0) } }
        let solver = Solver()
        do {
            for linear in background { try solver.add(linear, background: true) }
            for (_, offset) in offsets.sorted(by: { $0.key < $1.key }) {
                try solver.add(LinearConstraint(LinearExpression(offset.variable), .greaterThanOrEqual, .constant(offset.range.lowerBound)))
                try solver.add(LinearConstraint(LinearExpression(offset.variable), .lessThanOrEqual, .constant(offset.range.upperBound)))
            }
            for linear in constraints { try solver.add(linear) }
        } catch {
            return true
        }
        return false
    }

    /// The key and range of offsets from the constant of a member the file holds only
    /// approximately; nil for an exact one.
    private func uncertainty(of origin: ConstraintOrigin) -> (String, ClosedRange<Double>)? {
        switch origin {
        case .hugging(let id, let axis), .compression(let id, let axis):
            guard let spread = document.view(id)?.measureRange?.intrinsic[axis], spread > 0 else { return nil }
            return ("content \(axis.rawValue) \(id)", -spread...spread)
        case .constraint(let id):
            guard let range = document.constantRanges[id] else { return nil }
            return ("constraint \(id)", range)
        default:
            return nil
        }
    }
}
