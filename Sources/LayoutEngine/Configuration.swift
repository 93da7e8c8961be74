import LayoutModel

/// One layout the linter solves: a state (or the declared layout) at one size of each root.
public struct Configuration: Hashable, Sendable, CustomStringConvertible {
    /// The state's name; nil for the layout as declared.
    public var state: String?
    /// For each root with named sizes, in declaration order: the root and the size's name.
    public var sizes: [RootSizeChoice]

    public struct RootSizeChoice: Hashable, Sendable {
        public var root: String
        public var name: String

        public init(root: String, name: String) {
            self.root = root
            self.name = name
        }
    }

    public init(state: String?, sizes: [RootSizeChoice] = []) {
        self.state = state
        self.sizes = sizes
    }

    public var isBase: Bool { state == nil }

    /// "state 'view2-gone' at size 'compact'", "the declared layout".
    public var description: String {
        var text = state.map { "state '\($0)'" } ?? "the declared layout"
        if !sizes.isEmpty {
            let names = sizes.map { "'\($0.name)'" }
            text += names.count == 1 ? " at size \(names[0])" : " at sizes \(names.joined(separator: ", "))"
        }
        return text
    }

    /// Size combinations per state past which roots change size together instead.
    public static let combinationLimit = 64

    /// Every configuration of a document: the declared layout and then each state, in
    /// declaration order, each at every combination of its roots' named sizes.
    ///
    /// Roots are separate hierarchies (no constraint joins two), so their sizes never
    /// interact; when the combinations would pass `combinationLimit` (many roots with many
    /// sizes), the roots step through their sizes together instead, which still solves every
    /// root at every one of its sizes.
    public static func all(in document: LayoutDocument) -> [Configuration] {
        var result: [Configuration] = []
        for state in [nil] + document.states.map(\.name) {
            let snapshot = state.map { LayoutSnapshot(document: document, state: $0) } ?? LayoutSnapshot(base: document)
            var perRoot: [[RootSizeChoice]] = []
            for root in snapshot.views where root.isRoot {
                guard case .named(let sizes)? = root.size, !sizes.isEmpty else { continue }
                perRoot.append(sizes.map { RootSizeChoice(root: root.id, name: $0.name) })
            }
            let product = perRoot.reduce(1) { total, sizes in total > combinationLimit ? total : total * sizes.count }
            var combinations: [[RootSizeChoice]] = [[]]
            if product <= combinationLimit {
                for sizes in perRoot {
                    combinations = combinations.flatMap { prefix in sizes.map { prefix + [$0] } }
                }
            } else {
                let steps = perRoot.map(\.count).max() ?? 1
                combinations = (0..<steps).map { step in perRoot.map { $0[min(step, $0.count - 1)] } }
            }
            result += combinations.map { Configuration(state: state, sizes: $0) }
        }
        return result
    }
}
