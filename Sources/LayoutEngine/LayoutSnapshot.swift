import LayoutDiagnostics
import LayoutModel

/// The layout as it stands in one state: the declared layout with the state's changes (and
/// those of its `from` chain) applied in the spec's order.
public struct LayoutSnapshot: Sendable {
    /// The state's name; nil for the layout as declared.
    public var state: String?
    /// Views still in the hierarchy, in declaration order, with `hidden` and `intrinsic`
    /// as the state leaves them.
    public private(set) var views: SnapshotViews
    /// Constraints whose items are all still in the hierarchy, with `active`, `priority`
    /// and `constant` as the state leaves them.
    public var constraints: [LayoutConstraint]
    /// The change that last set each view's `hidden`, when a state set it.
    public var visibilityChanges: [String: StateChange]
    /// The change that last set each view's intrinsic size, when a state set it.
    public var intrinsicChanges: [String: StateChange] = [:]
    /// The changes this snapshot applied, in the order applied.
    public var appliedChanges: [StateChange]

    /// The declared layout.
    public init(base document: LayoutDocument) {
        state = nil
        views = SnapshotViews(document.views)
        constraints = document.constraints
        visibilityChanges = [:]
        appliedChanges = []
        self.document = document
    }

    /// The layout in state `name`: each state of its `from` chain, oldest first, applies its
    /// changes in the order remove, deactivate, priority, constant, activate, hide/show,
    /// intrinsic, size.
    public init(document: LayoutDocument, state name: String) {
        self.init(base: document)
        state = name
        for state in document.fromChain(of: name) {
            let ordered = state.changes.enumerated().sorted { ($0.element.step, $0.offset) < ($1.element.step, $1.offset) }
            for (_, change) in ordered { apply(change) }
        }
    }

    public func view(_ id: String) -> LayoutView? {
        index(ofView: id).map { views[$0] }
    }

    /// The position of a view in `views`: read a field through it rather than copy the view.
    public func index(ofView id: String) -> Int? {
        viewIndex.map { $0[id] } ?? document.index(ofView: id)
    }

    /// The position in the document's views of the view at `position` in `views`: what
    /// numbers its variables and finds its solved frame.
    public func declarationIndex(ofViewAt position: Int) -> Int? {
        viewIndex == nil && document.viewIDsAreUnique ? position : document.index(ofView: views[position].id)
    }

    public func constraint(_ id: String) -> LayoutConstraint? {
        (constraintIndex.map { $0[id] } ?? document.index(ofConstraint: id)).map { constraints[$0] }
    }

    /// The document, whose indexes serve until a change moves views or constraints.
    public let document: LayoutDocument
    /// Positions in `views` and `constraints` by id once a removal has moved them; nil while
    /// they are the document's.
    private var viewIndex: [String: Int]?
    private var constraintIndex: [String: Int]?

    private mutating func reindex() {
        viewIndex = Dictionary(views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        constraintIndex = Dictionary(constraints.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private mutating func apply(_ change: StateChange) {
        appliedChanges.append(change)
        switch change.kind {
        case .remove(let id):
            var removed: Set<String> = [id]
            // Views are declared in any order, so repeat until no child of a removed view is left.
            var grew = true
            while grew {
                grew = false
                for view in views where !removed.contains(view.id) {
                    if let parent = view.parent, removed.contains(parent) {
                        removed.insert(view.id)
                        grew = true
                    }
                }
            }
            views.removeAll { removed.contains($0.id) }
            constraints.removeAll { constraint in constraint.items.contains { removed.contains($0) } }
            reindex()
        case .deactivate(let id):
            updateConstraint(id) { $0.active = false }
        case .activate(let id):
            updateConstraint(id) { $0.active = true }
        case .priority(let id, let priority):
            updateConstraint(id) { $0.priority = priority }
        case .constant(let id, let value, let metric):
            updateConstraint(id) {
                $0.constant = value
                $0.constantMetric = metric
            }
        case .hide(let id):
            updateView(id) { $0.hidden = true }
            visibilityChanges[id] = change
        case .show(let id):
            updateView(id) { $0.hidden = false }
            visibilityChanges[id] = change
        case .intrinsic(let id, let size):
            updateView(id) { $0.intrinsic = size }
            intrinsicChanges[id] = change
        case .size(let id, let size):
            updateView(id) { $0.size = size }
        }
    }

    private mutating func updateConstraint(_ id: String, _ update: (inout LayoutConstraint) -> Void) {
        if let index = constraintIndex.map({ $0[id] }) ?? document.index(ofConstraint: id) { update(&constraints[index]) }
    }

    private mutating func updateView(_ id: String, _ update: (inout LayoutView) -> Void) {
        if let index = index(ofView: id) { views.update(at: index, update) }
    }
}

/// A snapshot's views: an array shared with the document (or the snapshot that removed
/// views), and the few views a state changed, kept on the side by position. A state that
/// hides one view copied all of them before: with 4,000 views, 256 KB per state, kept alive
/// with every solved configuration (5 MB of the 20 states' lint at 3 sizes).
public struct SnapshotViews: RandomAccessCollection, Sendable {
    @usableFromInline var base: [LayoutView]
    /// The positions of the views changed, ascending, and those views as changed.
    @usableFromInline var changedPositions: [Int] = []
    @usableFromInline var changedViews: [LayoutView] = []

    /// Beyond this many changed views, they are written into a copy of the array: the search
    /// of a position among them stays short.
    private static let changesKeptAside = 16

    init(_ base: [LayoutView]) {
        self.base = base
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { base.count }

    /// The view in place, as `Array`'s subscript gives it: a `_read` accessor (a coroutine,
    /// whose frame was allocated at every call) cost 6% of a lint's instructions. The address
    /// stays valid while the access lasts, since `self`, which owns both arrays (native
    /// storage, never bridged here), is not written meanwhile.
    @inlinable
    public subscript(position: Int) -> LayoutView {
        unsafeAddress {
            precondition(position >= 0 && position < base.count, "view position out of range")
            if !changedPositions.isEmpty, let slot = changedSlot(of: position) {
                return changedViews.withUnsafeBufferPointer { $0.baseAddress! + slot }
            }
            return base.withUnsafeBufferPointer { $0.baseAddress! + position }
        }
    }

    @inlinable
    func changedSlot(of position: Int) -> Int? {
        for slot in changedPositions.indices where changedPositions[slot] >= position {
            return changedPositions[slot] == position ? slot : nil
        }
        return nil
    }

    mutating func update(at position: Int, _ body: (inout LayoutView) -> Void) {
        if let slot = changedSlot(of: position) {
            body(&changedViews[slot])
            return
        }
        if changedPositions.count == Self.changesKeptAside {
            writeChanges()
            body(&base[position])
            return
        }
        var view = base[position]
        body(&view)
        let slot = changedPositions.firstIndex { $0 > position } ?? changedPositions.endIndex
        changedPositions.insert(position, at: slot)
        changedViews.insert(view, at: slot)
    }

    mutating func removeAll(where shouldBeRemoved: (LayoutView) -> Bool) {
        writeChanges()
        base.removeAll(where: shouldBeRemoved)
    }

    /// Writes the changed views into the array (a copy of it, when shared).
    private mutating func writeChanges() {
        for (position, view) in zip(changedPositions, changedViews) { base[position] = view }
        changedPositions = []
        changedViews = []
    }
}
