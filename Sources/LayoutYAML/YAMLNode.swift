import LayoutDiagnostics

/// How a scalar was written. The loader needs it: a quoted `"20"` is a string, a plain
/// `20` a number, and offsets inside the value map to columns differently for each style.
public enum ScalarStyle: Sendable, Equatable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
}

/// A scalar's text and style.
public struct YAMLScalar: Sendable, Equatable {
    public var value: String
    public var style: ScalarStyle

    public init(value: String, style: ScalarStyle) {
        self.value = value
        self.style = style
    }

    /// YAML 1.1's null: an empty plain scalar, `~` or `null` in its three spellings.
    public var isNull: Bool {
        guard style == .plain else { return false }
        switch value {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }
}

/// One key–value pair of a mapping, in document order.
public struct YAMLPair: Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A YAML node with the exact source range it was read from.
///
/// Aliases are expanded by the reader: an alias node has the content of its anchor and the
/// range of the alias itself, so diagnostics point at the place the user wrote.
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        /// Pairs in document order; the reader has already rejected duplicate keys.
        case mapping([YAMLPair])
    }

    public var content: Content
    /// From the node's first scalar to just after its last (1-based lines, columns in
    /// Unicode scalars). For block collections the end is where libyaml ends them.
    public var range: SourceRange
    /// An explicit tag (`!!str`, `!foo`), if the node had one.
    public var tag: String?

    public init(content: Content, range: SourceRange, tag: String? = nil) {
        self.content = content
        self.range = range
        self.tag = tag
    }

    public var start: SourcePosition { range.start }

    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// True for a null scalar (see `YAMLScalar.isNull`) without an explicit tag.
    public var isNull: Bool {
        tag == nil && (scalar?.isNull ?? false)
    }

    /// "a mapping", "a sequence", "a string" …: for messages such as "expected a number,
    /// found a mapping".
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar(let scalar):
            if isNull { return "null" }
            if scalar.style == .plain, Double(scalar.value) != nil { return "a number" }
            if scalar.style == .plain, ["true", "false", "yes", "no", "on", "off"].contains(scalar.value.lowercased()) {
                return "a boolean"
            }
            return "a string"
        }
    }

    /// The value of the key `name` in a mapping node (first match), or nil.
    public func value(forKey name: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.value == name }?.value
    }
}
