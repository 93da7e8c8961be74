import LayoutEngine

/// Says which configurations a defect was found in, as briefly as the set allows:
/// "in states 'a' and 'b' at size 'compact'", "in the declared layout".
enum ConfigurationList {
    /// Nil when the defect is in every configuration of the file (nothing worth saying).
    static func phrase(for found: [Configuration], all: [Configuration]) -> String? {
        let unique = all.filter { found.contains($0) }
        guard !unique.isEmpty, unique.count < all.count else { return nil }
        // Group by the root sizes, keeping the order configurations are declared in.
        var groups: [(sizes: [Configuration.RootSizeChoice], states: [String?])] = []
        for configuration in unique {
            if let index = groups.firstIndex(where: { $0.sizes == configuration.sizes }) {
                groups[index].states.append(configuration.state)
            } else {
                groups.append((configuration.sizes, [configuration.state]))
            }
        }
        // When every size shows the same states, say the states once and list the sizes.
        let allSizes = Set(all.map(\.sizes))
        if groups.count > 1, Set(groups.map { $0.states.map { $0 ?? "" } }).count == 1 {
            let sizes = groups.flatMap { $0.sizes.map { "'\($0.name)'" } }
            let sizesText = groups.count == allSizes.count ? "" : " at sizes \(list(sizes))"
            return "in " + statesText(groups[0].states) + sizesText
        }
        let parts = groups.map { group -> String in
            let sizes = group.sizes.map { "'\($0.name)'" }
            let sizeText = sizes.isEmpty ? "" : sizes.count == 1 ? " at size \(sizes[0])" : " at sizes \(list(sizes))"
            return statesText(group.states) + sizeText
        }
        return "in " + parts.joined(separator: "; ")
    }

    private static func statesText(_ states: [String?]) -> String {
        let named = states.compactMap { $0 }.map { "'\($0)'" }
        var parts: [String] = []
        if states.contains(where: { $0 == nil }) { parts.append("the declared layout") }
        if named.count == 1 { parts.append("state \(named[0])") }
        if named.count > 1 { parts.append("states \(list(named))") }
        return list(parts)
    }

    private static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }
}
