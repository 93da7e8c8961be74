// Which sizes constraints would push below zero (`negative-size`), and which optional
// constraints give way instead. Implements "Solving semantics": a size zero in every optimal
// solution that would be negative in some without its one implicit `>= 0`.

import LayoutModel
import LayoutSolver

extension ConfigurationSolver {
    /// Sizes held at zero that constraints would push below: determined at zero, and
    /// negative in some optimal solution once the view's implicit `>= 0` on that axis is
    /// taken out (and put back).
    func findNegativeSizes(_ solved: inout SolvedConfiguration) {
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
}
