/// Why UIKit refuses to create a constraint (it raises an exception).
///
/// These are not schema errors: the constraint stays in the model, and the rule
/// `invalid-constraint` reports it while the engine leaves it out.
public enum InvalidConstraintReason: Hashable, Sendable {
    /// A location attribute related to a size attribute.
    case locationSizePairing(LayoutAttribute, LayoutAttribute)
    /// A horizontal attribute related to a vertical one (other than width ↔ height).
    case mixedAxes(LayoutAttribute, LayoutAttribute)
    /// `left`/`right` related to `leading`/`trailing`.
    case absoluteAndDirectional(LayoutAttribute, LayoutAttribute)
    /// A location attribute with no second item or a multiplier of 0.
    case locationEqualToConstant(LayoutAttribute)
    /// The two views are in different hierarchies.
    case noCommonAncestor(String, String)
    /// A priority outside 1…1000.
    case priorityOutOfRange(Double)

    /// UIKit's reason in plain words, lowercase, no final period.
    public var message: String {
        switch self {
        case .locationSizePairing(let a, let b):
            return "invalid pairing of layout attributes: '\(a.rawValue)' is a \(a.isSize ? "size" : "location") and '\(b.rawValue)' a \(b.isSize ? "size" : "location")"
        case .mixedAxes(let a, let b):
            return "'\(a.rawValue)' is \(a.axis.rawValue) and '\(b.rawValue)' is \(b.axis.rawValue): a constraint cannot relate the two axes"
        case .absoluteAndDirectional(let a, let b):
            return "a constraint cannot be made between a leading/trailing attribute and a right/left attribute ('\(a.rawValue)' and '\(b.rawValue)')"
        case .locationEqualToConstant(let a):
            return "'\(a.rawValue)' is a location: with no second item or a multiplier of 0 it would make a location equal to a constant"
        case .noCommonAncestor(let a, let b):
            return "'\(a)' and '\(b)' have no common ancestor: they are in different hierarchies"
        case .priorityOutOfRange(let value):
            return "priority \(formatNumber(value)) is outside 1…1000"
        }
    }
}

/// Why UIKit would refuse `constraint`, or nil when it would create it.
///
/// Checks in the order UIKit reports them: priority, a location equal to a constant, the
/// attribute pairing, then the common ancestor.
public func invalidReason(of constraint: LayoutConstraint, in document: LayoutDocument) -> InvalidConstraintReason? {
    let priority = constraint.priority.value
    if !(priority >= 1 && priority <= 1000) {
        return .priorityOutOfRange(priority)
    }
    let a = constraint.first.attribute
    guard let second = constraint.second else {
        return a.isLocation ? .locationEqualToConstant(a) : nil
    }
    let b = second.attribute
    if a.isSize != b.isSize {
        return .locationSizePairing(a, b)
    }
    if a.isLocation, constraint.multiplier == 0 {
        return .locationEqualToConstant(a)
    }
    if a.axis != b.axis, !(a.isSize && b.isSize) {
        return .mixedAxes(a, b)
    }
    if (a.isAbsoluteHorizontal && b.isDirectional) || (a.isDirectional && b.isAbsoluteHorizontal) {
        return .absoluteAndDirectional(a, b)
    }
    if !document.haveCommonAncestor(constraint.first, second) {
        return .noCommonAncestor(constraint.first.item, second.item)
    }
    return nil
}
