import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// A state that moves an installed constraint between required (1000) and optional.
///
/// UIKit throws "Mutating a priority from required to not on an installed constraint (or
/// vice-versa) is not supported". It is legal when the same state deactivates the
/// constraint first, or when the constraint is inactive in the state it starts from.
///
/// Verdict: here, from the document's states and the constraints active where each starts.
public struct RequiredPriorityChangeRule: Rule {
    public static let description = RuleDescription(
        id: "required-priority-change", name: "Required Priority Change", defaultSeverity: .error,
        summary: "a state moves an installed constraint between required and optional")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let document = context.document
        var findings: [Finding] = []
        for state in document.states {
            let before = state.from.map { LayoutSnapshot(document: document, state: $0) } ?? LayoutSnapshot(base: document)
            // Removing a view (the first step of a state) uninstalls its constraints first.
            let after = LayoutSnapshot(document: document, state: state.name)
            let deactivated = Set(state.changes.compactMap { change -> String? in
                if case .deactivate(let id) = change.kind { return id }
                return nil
            })
            for change in state.changes {
                guard case .priority(let id, let newPriority) = change.kind,
                      let old = before.constraints.first(where: { $0.id == id }),
                      old.active, !deactivated.contains(id), after.constraint(id) != nil,
                      old.priority.isRequired != newPriority.isRequired
                else { continue }
                let declared = document.constraint(id)
                let direction = old.priority.isRequired ? "from required (1000) to optional (\(newPriority))" : "from optional (\(old.priority)) to required (1000)"
                let startsFrom = state.from.map { "in state '\($0)'" } ?? "as declared"
                var notes: [DiagnosticNote] = []
                if let declared {
                    notes.append(DiagnosticNote(message: "\(declared.quotedName) is declared here with priority \(declared.priority), and is installed \(startsFrom)",
                                                location: declared.primaryLocation))
                }
                let fix = old.priority.isRequired
                    ? FixIt(title: "declare it with priority 999 so it can change at run time")
                    : FixIt(title: "change it to 999 rather than 1000 so it stays optional")
                findings.append(Finding(
                    message: "state '\(state.name)' changes the priority of \(old.quotedName) \(direction) while it is installed; UIKit throws when a priority moves between required and optional",
                    location: change.targetLocation, notes: notes, fixIts: [fix]))
            }
        }
        return findings
    }
}
