import LayoutEngine

/// Says which configurations a defect was found in, as briefly as the set allows:
/// "in states 'a' and 'b' at size 'compact'", "in the declared layout".
enum ConfigurationList {
    /// Nil when the defect is in every configuration of the file (nothing worth saying).
    static func phrase(for found: [Configuration], all: [Configuration]) -> String? {
        let foundSet = Set(found)
        guard !foundSet.isEmpty, all.contains(where: { !foundSet.contains($0) }) else { return nil }
        // Per state (in declaration order): which of its size combinations have the defect.
        var states: [String?] = []
        for configuration in all where !states.contains(configuration.state) { states.append(configuration.state) }
        var groups: [(sizes: String, states: [String?])] = []
        for state in states {
            let existing = all.filter { $0.state == state }.map(\.sizes)
            let affected = existing.filter { foundSet.contains(Configuration(state: state, sizes: $0)) }
            guard !affected.isEmpty else { continue }
            let sizes = sizesText(affected, of: existing)
            if let index = groups.firstIndex(where: { $0.sizes == sizes }) {
                groups[index].states.append(state)
            } else {
                groups.append((sizes, [state]))
            }
        }
        return "in " + groups.map { Configuration.statesPhrase($0.states) + $0.sizes }.joined(separator: "; ")
    }

    /// " at size 'wide'" for the affected size combinations of one state; "" when all are.
    /// A root whose every size is affected (whatever the other roots' sizes) is not named.
    private static func sizesText(_ affected: [[Configuration.RootSizeChoice]], of existing: [[Configuration.RootSizeChoice]]) -> String {
        guard affected.count < existing.count, let first = existing.first else { return "" }
        var kept = Array(first.indices)
        for root in first.indices.reversed() {
            let others = kept.filter { $0 != root }
            let project = { (sizes: [Configuration.RootSizeChoice]) in others.map { sizes[$0].name } }
            let affectedKeys = Set(affected.map(project))
            // Free: every existing combination whose other roots match an affected one is affected.
            let free = existing.allSatisfy { sizes in
                !affectedKeys.contains(project(sizes)) || affected.contains(sizes)
            }
            if free { kept = others }
        }
        var names: [String] = []
        for sizes in affected {
            let name = kept.map { "'\(sizes[$0].name)'" }.joined(separator: " with ")
            if !names.contains(name) { names.append(name) }
        }
        guard !names.isEmpty else { return "" }
        return names.count == 1 ? " at size \(names[0])" : " at sizes \(Configuration.listPhrase(names))"
    }
}
