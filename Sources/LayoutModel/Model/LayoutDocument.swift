import LayoutDiagnostics

/// A named number usable as a constant or priority in constraints.
public struct Metric: Hashable, Sendable {
    public var name: String
    public var value: Double
    public var location: SourceLocation

    public init(name: String, value: Double, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}

/// A loaded layout file: views, constraints and states, each with its source location.
public struct LayoutDocument: Equatable, Sendable {
    public var path: String
    /// The `layout` name, if given.
    public var name: String?
    public var version: Int
    public var direction: LayoutDirection
    public var metrics: [Metric]
    /// In declaration order.
    public var views: [LayoutView]
    /// In declaration order; a visual format's constraints in the order of their pieces.
    public var constraints: [LayoutConstraint]
    /// In declaration order.
    public var states: [LayoutState]
    /// Ids of constraints that stand in for ones code makes at run time, whose values the
    /// file does not hold (Interface Builder's placeholders, "Remove at build time").
    public var constraintsMadeByCode: Set<String> = []
    /// Constraints whose constants a front end stood in for, with the offsets from the
    /// constant the real value could take (an Interface Builder canvas's status bar, whose
    /// height changed with the SDK Xcode drew with).
    public var constantRanges: [String: ClosedRange<Double>] = [:]
    /// Views whose freedom the front end does not report (the Swift front end's quiet views:
    /// placed by frames, by code not read, or sized by content the code does not fix). The
    /// engine still reads whether they are ambiguous; a configuration where only they are,
    /// or where their sizes fix every other ambiguous view, is not analysed further, and the
    /// space of a quiet hidden view is not probed (docs/swift-code.md, "issue 29 round 7/8").
    public var quietViews: Set<String> = []
    /// Quiet views whose place, not only their size, the code leaves to what it does not say
    /// (outlets, views added where the front end does not see, views with constraints it did
    /// not read): held in place as well as in size when the engine asks whether the other
    /// ambiguous views move only with quiet ones.
    public var quietPlaces: Set<String> = []

    /// Whether a finding about freedom or space that names `views` (a diagnostic's `views`)
    /// is reported: not when one of them is quiet. Lint's filter and the pictures both ask.
    public static func reportsFinding(naming views: some Sequence<String>, quietViews: Set<String>) -> Bool {
        quietViews.isEmpty || !views.contains(where: quietViews.contains)
    }

    public func reportsFinding(naming views: some Sequence<String>) -> Bool {
        Self.reportsFinding(naming: views, quietViews: quietViews)
    }

    private var viewIndex: FirstIndexes
    private var constraintIndex: FirstIndexes
    private var stateIndex: FirstIndexes
    /// Parents, depths and roots by view index; nil when a parent is unknown or the parents
    /// form a cycle (the loader lets neither through), which the slow paths handle.
    private var hierarchy: ViewHierarchy?

    public init(path: String, name: String? = nil, version: Int = 1, direction: LayoutDirection = .leftToRight,
                metrics: [Metric] = [], views: [LayoutView], constraints: [LayoutConstraint] = [],
                states: [LayoutState] = []) {
        self.path = path
        self.name = name
        self.version = version
        self.direction = direction
        self.metrics = metrics
        self.views = views
        self.constraints = constraints
        self.states = states
        // Keys read in place: copying every view or constraint out of its array was most of
        // building a large document.
        viewIndex = FirstIndexes(views.indices.lazy.map { views[$0].id })
        constraintIndex = FirstIndexes(constraints.indices.lazy.map { constraints[$0].id })
        stateIndex = FirstIndexes(states.indices.lazy.map { states[$0].name })
        let index = viewIndex
        hierarchy = ViewHierarchy(views: views) { id in index.position(of: id, count: views.count) { views[$0].id } }
        resolveAnchors()
    }

    /// Sets each constraint anchor's `view` to its item's position: once here, so that
    /// nothing after loading looks a view up by id. The loader's anchors come resolved.
    private mutating func resolveAnchors() {
        // With an id declared twice, an anchor names the first declaration (`viewIndex`).
        let idsAreUnique = viewIDsAreUnique
        func resolved(_ anchor: ConstraintAnchor) -> Bool { idsAreUnique && position(of: anchor) != nil }
        for index in constraints.indices {
            if !resolved(constraints[index].first) {
                constraints[index].first.view = viewPosition(constraints[index].first.item) ?? -1
            }
            if let second = constraints[index].second, !resolved(second) {
                constraints[index].second!.view = viewPosition(second.item) ?? -1
            }
        }
    }

    /// The position in `views` of `anchor`'s view, when the anchor carries one that names
    /// its item (an anchor built after loading may carry none, or a stale one).
    public func position(of anchor: ConstraintAnchor) -> Int? {
        views.indices.contains(anchor.view) && views[anchor.view].id == anchor.item ? anchor.view : nil
    }

    /// The first position of a view id in `views`.
    private func viewPosition(_ id: String) -> Int? {
        viewIndex.position(of: id, count: views.count) { views[$0].id }
    }

    private func constraintPosition(_ id: String) -> Int? {
        constraintIndex.position(of: id, count: constraints.count) { constraints[$0].id }
    }

    // MARK: Lookup

    public func view(_ id: String) -> LayoutView? {
        viewPosition(id).map { views[$0] }
    }

    public func constraint(_ id: String) -> LayoutConstraint? {
        constraintPosition(id).map { constraints[$0] }
    }

    /// The position of a view in `views`.
    public func index(ofView id: String) -> Int? {
        viewPosition(id)
    }

    /// The position of a constraint in `constraints`.
    public func index(ofConstraint id: String) -> Int? {
        constraintPosition(id)
    }

    /// Whether no two views share an id.
    public var viewIDsAreUnique: Bool { viewIndex.count == views.count }

    /// Whether no two constraints share an id.
    public var constraintIDsAreUnique: Bool { constraintIndex.count == constraints.count }

    public func state(_ name: String) -> LayoutState? {
        stateIndex.position(of: name, count: states.count) { states[$0].name }.map { states[$0] }
    }

    public func metric(_ name: String) -> Metric? {
        metrics.first { $0.name == name }
    }

    // MARK: Hierarchy

    public var roots: [LayoutView] { views.filter(\.isRoot) }

    /// Direct subviews in declaration order.
    public func children(of id: String) -> [LayoutView] {
        views.filter { $0.parent == id }
    }

    /// The view's superviews, nearest first. Stops on a cycle (the loader rejects them).
    public func ancestors(of id: String) -> [String] {
        var result: [String] = []
        var seen: Set<String> = [id]
        var current = view(id)?.parent
        while let next = current, !seen.contains(next) {
            result.append(next)
            seen.insert(next)
            current = view(next)?.parent
        }
        return result
    }

    /// The root of the view's hierarchy.
    public func root(of id: String) -> String {
        if let hierarchy, let index = viewPosition(id) { return views[hierarchy.root[index]].id }
        return ancestors(of: id).last ?? id
    }

    /// The nearest view that is `a` or `b` or an ancestor of both, or nil across hierarchies.
    public func commonAncestor(of a: String, and b: String) -> String? {
        if let hierarchy, let indexA = viewPosition(a), let indexB = viewPosition(b) {
            return hierarchy.commonAncestor(indexA, indexB).map { views[$0].id }
        }
        let chainA = [a] + ancestors(of: a)
        let chainB = Set([b] + ancestors(of: b))
        return chainA.first { chainB.contains($0) }
    }

    /// `commonAncestor(of:and:)` by view positions (`ConstraintAnchor.view`): whether the
    /// two views share an ancestor (or are one another's), without hashing their ids.
    public func haveCommonAncestor(_ a: ConstraintAnchor, _ b: ConstraintAnchor) -> Bool {
        if let hierarchy, let first = position(of: a), let second = position(of: b) {
            return hierarchy.commonAncestor(first, second) != nil
        }
        return commonAncestor(of: a.item, and: b.item) != nil
    }

    /// The position in `views` of the parent of the view at `index`; nil for a root.
    public func parentIndex(ofViewAt index: Int) -> Int? {
        if let hierarchy { return hierarchy.parent[index] >= 0 ? hierarchy.parent[index] : nil }
        return views[index].parent.flatMap { viewPosition($0) }
    }

    /// The position in `views` of the root of the hierarchy `anchor`'s view is in, by its
    /// resolved position; nil when the anchor is not resolved or the parents are unknown.
    public func rootIndex(of anchor: ConstraintAnchor) -> Int? {
        guard let hierarchy, let index = position(of: anchor) else { return nil }
        return hierarchy.root[index]
    }

    // MARK: States

    /// The states a state is built on, from the first applied to the state itself
    /// (`[base-most, …, state]`). Empty for an unknown name.
    public func fromChain(of name: String) -> [LayoutState] {
        var chain: [LayoutState] = []
        var seen: Set<String> = []
        var current: String? = name
        while let next = current, !seen.contains(next), let state = state(next) {
            chain.append(state)
            seen.insert(next)
            current = state.from
        }
        return chain.reversed()
    }

    /// Every change that leads from the declared layout to the state, in the order to apply
    /// them: each state of the `from` chain in turn, its changes in the spec's step order.
    public func changes(toReach name: String) -> [StateChange] {
        fromChain(of: name).flatMap(\.changes)
    }
}

/// Each view's parent, depth and root as view indices, computed once per document: the
/// common-ancestor check runs for every constraint of every configuration, and walking id
/// chains through a dictionary each time cost more than solving.
private struct ViewHierarchy: Equatable, Sendable {
    /// The parent's index, or -1 for a root.
    var parent: [Int]
    var depth: [Int]
    var root: [Int]

    /// Nil when a parent is not a view or the parents form a cycle.
    init?(views: [LayoutView], position: (String) -> Int?) {
        parent = Array(repeating: -1, count: views.count)
        for offset in views.indices {
            guard let name = views[offset].parent else { continue }
            guard let parentIndex = position(name) else { return nil }
            parent[offset] = parentIndex
        }
        depth = Array(repeating: -1, count: views.count)
        root = Array(repeating: -1, count: views.count)
        var chain: [Int] = []
        for start in views.indices where depth[start] < 0 {
            // Climb to a view already placed (or a root), then place the chain top down.
            var current = start
            while depth[current] < 0 {
                chain.append(current)
                guard chain.count <= views.count else { return nil }  // a cycle
                guard parent[current] >= 0 else { break }
                current = parent[current]
            }
            for view in chain.reversed() {
                let above = parent[view]
                if above >= 0, depth[above] >= 0 {
                    depth[view] = depth[above] + 1
                    root[view] = root[above]
                } else if above < 0 {
                    depth[view] = 0
                    root[view] = view
                } else {
                    return nil  // the parent's chain never reached a root: a cycle
                }
            }
            chain.removeAll(keepingCapacity: true)
        }
    }

    func commonAncestor(_ a: Int, _ b: Int) -> Int? {
        var (a, b) = (a, b)
        while depth[a] > depth[b] { a = parent[a] }
        while depth[b] > depth[a] { b = parent[b] }
        while a != b {
            guard parent[a] >= 0, parent[b] >= 0 else { return nil }
            a = parent[a]
            b = parent[b]
        }
        return a
    }
}
