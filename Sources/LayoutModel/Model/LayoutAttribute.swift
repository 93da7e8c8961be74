/// An `NSLayoutConstraint.Attribute`, spelled as in the layout format.
public enum LayoutAttribute: String, CaseIterable, Sendable, Hashable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis an attribute measures along.
    public enum Axis: String, Sendable, Hashable {
        case horizontal, vertical
    }

    /// Parses an attribute name, accepting the alias `baseline` for `lastBaseline`.
    public init?(name: String) {
        guard let attribute = LayoutAttribute.byName[name] else { return nil }
        self = attribute
    }

    /// One hash instead of comparing the name with each of twenty spellings in turn.
    private static let byName: [String: LayoutAttribute] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) } + [("baseline", .lastBaseline)])

    /// Every name the format accepts, aliases included, for suggestions.
    public static var allNames: [String] { allCases.map(\.rawValue) + ["baseline"] }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        default:
            return .vertical
        }
    }

    /// `width` and `height`; every other attribute is a location.
    public var isSize: Bool { self == .width || self == .height }

    /// Edges, centers, baselines and margins.
    public var isLocation: Bool { !isSize }

    /// `left`, `right` and their margins: absolute horizontal directions.
    public var isAbsoluteHorizontal: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    /// `leading`, `trailing` and their margins: directions that follow the reading direction.
    public var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// Margin attributes, which move the edge inward by the view's layout margin.
    public var isMargin: Bool {
        [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
         .centerXWithinMargins, .centerYWithinMargins].contains(self)
    }
}

/// `==`, `<=` or `>=`.
public enum LayoutRelation: String, CaseIterable, Sendable, Hashable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    /// Parses `==`, `<=`, `>=` or the names `equal`, `lessThanOrEqual`, `greaterThanOrEqual`.
    public init?(text: String) {
        switch text {
        case "==", "equal": self = .equal
        case "<=", "lessThanOrEqual": self = .lessThanOrEqual
        case ">=", "greaterThanOrEqual": self = .greaterThanOrEqual
        default: return nil
        }
    }

    public var symbol: String { rawValue }

    /// The relation seen from the other side: `a <= b` is `b >= a`.
    public var reversed: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}

/// Reading direction of a layout, which decides where `leading` and `trailing` are.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

// Hashed by case, not by name: `RawRepresentable`'s default hashes the raw string, and these
// are hashed with every constraint and every (view, axis) pair.
extension LayoutAttribute {
    public func hash(into hasher: inout Hasher) { withUnsafeBytes(of: self) { hasher.combine(bytes: $0) } }
}

extension LayoutAttribute.Axis {
    public func hash(into hasher: inout Hasher) { withUnsafeBytes(of: self) { hasher.combine(bytes: $0) } }
}

extension LayoutRelation {
    public func hash(into hasher: inout Hasher) { withUnsafeBytes(of: self) { hasher.combine(bytes: $0) } }
}
