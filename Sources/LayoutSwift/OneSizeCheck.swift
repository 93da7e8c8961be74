import LayoutDiagnostics
import LayoutEngine
import LayoutModel
import LayoutSolver

/// Required constraints that hold for only one size of a root its container sizes (issue 29,
/// item 4): a view controller's view is as large as the window or parent gives it, a cell
/// as wide as its table. Constraints that fix such a size (a view 13 from both sides and 343
/// wide holds only in a view exactly 369 wide) conflict on every other size, and UIKit breaks
/// one of them there. Found on the required constraints alone, so no content size, run-time
/// value or view from elsewhere (none of them is in the required system) can settle it.
enum OneSizeCheck {
    /// The roots whose size their container sets, by view id, with the axes it sets.
    static func findings(in document: LayoutDocument, sizedFromOutside: [(view: String, axes: [LayoutAttribute.Axis])]) -> [Diagnostic] {
        guard !sizedFromOutside.isEmpty else { return [] }
        let builder = LinearSystemBuilder(document: document)
        let system = builder.system(for: Configuration(state: nil))
        let solver = Solver()
        var handles: [(handle: ConstraintHandle, id: String?)] = []
        for index in system.constraints.indices {
            let constraint = system.constraints[index]
            guard constraint.linear.isRequired else { continue }
            // A required conflict is reported by its own rule; the sizes are not read then.
            guard let handle = try? solver.add(constraint.linear) else { return [] }
            if case .constraint(let id) = constraint.origin { handles.append((handle, id)) } else { handles.append((handle, nil)) }
        }
        var diagnostics: [Diagnostic] = []
        for (view, axes) in sizedFromOutside {
            guard let variables = builder.variables(of: view) else { continue }
            for axis in axes {
                let size = LinearExpression(axis == .horizontal ? variables.width : variables.height)
                guard case .fixed(let value) = solver.analyze(size) else { continue }
                // The constraints it rests on: those whose removal lets the size move.
                var members: [LayoutConstraint] = []
                for (handle, id) in handles {
                    guard let id, let constraint = document.constraints.first(where: { $0.id == id }),
                          let linear = solver.constraint(handle) else { continue }
                    solver.remove(handle)
                    let moves: Bool
                    if case .fixed = solver.analyze(size) { moves = false } else { moves = true }
                    if let again = try? solver.add(linear), let slot = handles.firstIndex(where: { $0.handle == handle }) {
                        handles[slot].handle = again
                    }
                    if moves { members.append(constraint) }
                }
                guard let last = members.max(by: { $0.source.location < $1.source.location }) else { continue }
                let dimension = axis == .horizontal ? "wide" : "tall"
                let word = axis == .horizontal ? "width" : "height"
                let others = members.filter { $0.id != last.id }
                diagnostics.append(Diagnostic(
                    ruleID: "unsatisfiable-required", severity: .error,
                    message: "'\(last.id)' and \(others.count) other required constraint\(others.count == 1 ? "" : "s") hold only when '\(view)' is exactly \(formatNumber(value)) \(dimension); its container sets its \(word), and at any other \(word) UIKit breaks one of them at run time",
                    location: last.source.location,
                    notes: others.sorted { $0.source.location < $1.source.location }.map {
                        DiagnosticNote(message: "conflicting at any other \(word): '\($0.id)'", location: $0.source.location)
                    }))
            }
        }
        return diagnostics
    }
}
