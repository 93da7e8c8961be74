import LayoutDiagnostics

/// One change a state makes, located where it was written.
public struct StateChange: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case remove(view: String)
        case deactivate(constraint: String)
        case priority(constraint: String, LayoutPriority)
        case constant(constraint: String, Double, metric: String?)
        case activate(constraint: String)
        case hide(view: String)
        case show(view: String)
        case intrinsic(view: String, IntrinsicSize)
        case size(root: String, RootSize)
    }

    /// The steps of a state in the order the spec applies them.
    public enum Step: Int, Comparable, Sendable, CaseIterable {
        case remove, deactivate, priority, constant, activate, visibility, intrinsic, size

        public static func < (lhs: Step, rhs: Step) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var kind: Kind
    /// The name of the state that declares the change.
    public var state: String
    /// The key of the change list (`hide`, `priority` …).
    public var keyLocation: SourceLocation
    /// The id the change applies to (the list item, or the mapping key).
    public var targetLocation: SourceLocation
    /// The new value (for mappings); the same as `targetLocation` for lists.
    public var valueLocation: SourceLocation

    public init(kind: Kind, state: String, keyLocation: SourceLocation, targetLocation: SourceLocation,
                valueLocation: SourceLocation) {
        self.kind = kind
        self.state = state
        self.keyLocation = keyLocation
        self.targetLocation = targetLocation
        self.valueLocation = valueLocation
    }

    public var step: Step {
        switch kind {
        case .remove: return .remove
        case .deactivate: return .deactivate
        case .priority: return .priority
        case .constant: return .constant
        case .activate: return .activate
        case .hide, .show: return .visibility
        case .intrinsic: return .intrinsic
        case .size: return .size
        }
    }

    /// The view or constraint id the change applies to.
    public var target: String {
        switch kind {
        case .remove(let id), .deactivate(let id), .priority(let id, _), .constant(let id, _, _),
             .activate(let id), .hide(let id), .show(let id), .intrinsic(let id, _), .size(let id, _):
            return id
        }
    }
}

/// A run-time state: changes applied on top of the base layout or of another state.
public struct LayoutState: Hashable, Sendable {
    public var name: String
    /// The state it starts from; nil for the layout as declared.
    public var from: String?
    /// Changes in the order they apply (by step, then as written).
    public var changes: [StateChange]
    /// The state's key in `states`.
    public var keyLocation: SourceLocation
    public var fromLocation: SourceLocation?

    public init(name: String, from: String?, changes: [StateChange], keyLocation: SourceLocation,
                fromLocation: SourceLocation?) {
        self.name = name
        self.from = from
        self.changes = changes
        self.keyLocation = keyLocation
        self.fromLocation = fromLocation
    }
}
