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
/// Checked in the layout as set up and in each state (a state that activates, deactivates or
/// changes required constraints may hold a root to one size where the set-up does not).
enum OneSizeCheck {
    /// One root held to one size by a set of required constraints.
    struct Finding: Equatable {
        var view: String
        var axis: LayoutAttribute.Axis
        var value: Double
        /// Where it is reported: the last in code order of the constraints it rests on.
        var last: LayoutConstraint
        /// The other constraints whose removal lets the size move, in code order.
        var others: [LayoutConstraint]

        static func == (a: Finding, b: Finding) -> Bool {
            a.view == b.view && a.axis == b.axis && a.value == b.value && a.last.id == b.last.id
                && a.others.map(\.id) == b.others.map(\.id)
        }
    }

    /// The roots whose size their container sets, by view id, with the axes it sets.
    static func findings(in document: LayoutDocument, sizedFromOutside: [(view: String, axes: [LayoutAttribute.Axis])]) -> [Diagnostic] {
        guard !sizedFromOutside.isEmpty else { return [] }
        let builder = LinearSystemBuilder(document: document)
        let configurations = [nil] + document.states.map { Optional($0.name) }
        // Each finding with the configurations it holds in; a state whose required
        // constraints are those of a configuration checked already has its findings.
        var found: [(finding: Finding, states: [String?])] = []
        var checked: [(required: [LayoutConstraint], findings: [Finding])] = []
        for state in configurations {
            let configuration = Configuration(state: state)
            let required = builder.snapshot(for: configuration).constraints.filter {
                $0.active && $0.priority.value >= LayoutPriority.required.value
            }
            let findings: [Finding]
            if let known = checked.first(where: { $0.required == required }) {
                findings = known.findings
            } else {
                findings = self.findings(builder.system(for: configuration), builder, sizedFromOutside)
                checked.append((required, findings))
            }
            for finding in findings {
                if let index = found.firstIndex(where: { $0.finding == finding }) {
                    found[index].states.append(state)
                } else {
                    found.append((finding, [state]))
                }
            }
        }
        return found.map { entry in
            let finding = entry.finding
            let last = finding.last, others = finding.others
            let dimension = finding.axis == .horizontal ? "wide" : "tall"
            let word = finding.axis == .horizontal ? "width" : "height"
            // Where it holds, as the rules say it: nothing when in every configuration.
            let place = entry.states.count == configurations.count ? "" : " in " + Configuration.statesPhrase(entry.states)
            return Diagnostic(
                ruleID: "unsatisfiable-required", severity: .error,
                message: "'\(last.id)' and \(others.count) other required constraint\(others.count == 1 ? "" : "s") hold only when '\(finding.view)' is exactly \(formatNumber(finding.value)) \(dimension)\(place); its container sets its \(word), and at any other \(word) UIKit breaks one of them at run time",
                location: last.source.location,
                notes: others.map { DiagnosticNote(message: "conflicting at any other \(word): '\($0.id)'", location: $0.source.location) })
        }
    }

    /// The findings of one configuration's system, on its required constraints.
    static func findings(_ system: LinearSystem, _ builder: LinearSystemBuilder,
                         _ sizedFromOutside: [(view: String, axes: [LayoutAttribute.Axis])]) -> [Finding] {
        let solver = Solver()
        var handles: [(handle: ConstraintHandle, id: String?)] = []
        for index in system.constraints.indices {
            let constraint = system.constraints[index]
            guard constraint.linear.isRequired else { continue }
            // A required conflict is reported by its own rule; the sizes are not read then.
            guard let handle = try? solver.add(constraint.linear) else { return [] }
            if case .constraint(let id) = constraint.origin { handles.append((handle, id)) } else { handles.append((handle, nil)) }
        }
        var findings: [Finding] = []
        for (view, axes) in sizedFromOutside {
            guard let variables = builder.variables(of: view) else { continue }
            for axis in axes {
                let size = LinearExpression(axis == .horizontal ? variables.width : variables.height)
                guard case .fixed(let value) = solver.analyze(size) else { continue }
                // The constraints it rests on: those whose removal lets the size move.
                var members: [LayoutConstraint] = []
                for (handle, id) in handles {
                    guard let id, let constraint = system.snapshot.constraint(id),
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
                let others = members.filter { $0.id != last.id }.sorted { $0.source.location < $1.source.location }
                findings.append(Finding(view: view, axis: axis, value: value, last: last, others: others))
            }
        }
        return findings
    }
}
