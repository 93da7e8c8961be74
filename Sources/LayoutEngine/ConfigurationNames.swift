// Names a set of run-time states as messages do ("the declared layout and states 'a' and
// 'b'"), so the rules and the Swift front end's own checks word configurations alike.

extension Configuration {
    /// The states in the order given; nil is the declared layout.
    public static func statesPhrase(_ states: [String?]) -> String {
        let named = states.compactMap { $0 }.map { "'\($0)'" }
        var parts: [String] = []
        if states.contains(where: { $0 == nil }) { parts.append("the declared layout") }
        if named.count == 1 { parts.append("state \(named[0])") }
        if named.count > 1 { parts.append("states \(listPhrase(named))") }
        return listPhrase(parts)
    }

    /// "a", "a and b", "a, b and c".
    public static func listPhrase(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
