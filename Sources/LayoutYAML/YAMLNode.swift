import LayoutDiagnostics

/// How a scalar was written. The loader needs it: a quoted `"20"` is a string, a plain
/// `20` a number, and offsets inside the value map to columns differently for each style.
public enum ScalarStyle: UInt8, Sendable, Equatable {
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
        return YAMLTree.isNullSpelling(Array(value.utf8)[...])
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

/// Every node of one document, in flat arrays: a node is a fixed-size record, a collection's
/// members are a run of node numbers, and scalar values sit one after another in one byte
/// buffer. A 16,000-line layout is some 40,000 nodes; a Swift value (a String, an array of
/// children) for each of them cost more to build, retain and free than libyaml took to read
/// the file.
public final class YAMLTree: Sendable {
    struct Record {
        enum Kind: UInt8 { case scalar, sequence, mapping }
        var kind: Kind
        var style: ScalarStyle
        /// Index into `tags`, or -1.
        var tag: Int32
        /// Scalar: offset of the value in `text`; collection: offset of its members in `members`.
        var first: Int32
        /// Scalar: the value's length in bytes; sequence: its items; mapping: its pairs.
        var count: Int32
        var startLine: Int32, startColumn: Int32, endLine: Int32, endColumn: Int32

        var range: SourceRange {
            SourceRange(start: SourcePosition(line: Int(startLine), column: Int(startColumn)),
                        end: SourcePosition(line: Int(endLine), column: Int(endColumn)))
        }
    }

    let records: [Record]
    /// A sequence's items, a mapping's keys and values alternating.
    let members: [Int32]
    /// The scalars' values (UTF-8), as libyaml decoded them.
    let text: [UInt8]
    let tags: [String]

    init(records: [Record], members: [Int32], text: [UInt8], tags: [String]) {
        self.records = records
        self.members = members
        self.text = text
        self.tags = tags
    }

    static func isNullSpelling(_ bytes: ArraySlice<UInt8>) -> Bool {
        switch bytes.count {
        case 0: return true
        case 1: return bytes.first == UInt8(ascii: "~")
        case 4: return bytes.elementsEqual("null".utf8) || bytes.elementsEqual("Null".utf8) || bytes.elementsEqual("NULL".utf8)
        default: return false
        }
    }
}

/// A YAML node with the exact source range it was read from: a handle on one record of its
/// document's `YAMLTree`.
///
/// Aliases are expanded by the reader: an alias node has the content of its anchor and the
/// range of the alias itself, so diagnostics point at the place the user wrote.
public struct YAMLNode: Sendable {
    let tree: YAMLTree
    let index: Int32

    init(tree: YAMLTree, index: Int32) {
        self.tree = tree
        self.index = index
    }

    private var record: YAMLTree.Record { tree.records[Int(index)] }

    /// From the node's first scalar to just after its last (1-based lines, columns in
    /// Unicode scalars). For block collections the end is where libyaml ends them.
    public var range: SourceRange { record.range }

    public var start: SourcePosition { range.start }

    /// An explicit tag (`!!str`, `!foo`), if the node had one.
    public var tag: String? {
        let tag = record.tag
        return tag < 0 ? nil : tree.tags[Int(tag)]
    }

    public var isScalar: Bool { record.kind == .scalar }

    /// The scalar's style, or nil for a collection.
    public var scalarStyle: ScalarStyle? {
        let record = record
        return record.kind == .scalar ? record.style : nil
    }

    /// The scalar's value as bytes (no String made), or nil for a collection.
    public var scalarBytes: ArraySlice<UInt8>? {
        let record = record
        guard record.kind == .scalar else { return nil }
        return tree.text[Int(record.first)..<Int(record.first + record.count)]
    }

    /// True when the node is a scalar whose value is `text`, compared without making a String.
    public func isScalar(_ text: StaticString) -> Bool {
        guard let bytes = scalarBytes, bytes.count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in bytes.elementsEqual(expected) }
    }

    /// The scalar's text and style, decoded now; nil for a collection.
    public var scalar: YAMLScalar? {
        let record = record
        guard record.kind == .scalar else { return nil }
        let value = tree.text.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(record.first)..<Int(record.first + record.count)]), as: UTF8.self)
        }
        return YAMLScalar(value: value, style: record.style)
    }

    public var sequence: YAMLSequence? {
        let record = record
        guard record.kind == .sequence else { return nil }
        return YAMLSequence(tree: tree, first: Int(record.first), count: Int(record.count))
    }

    public var mapping: YAMLMapping? {
        let record = record
        guard record.kind == .mapping else { return nil }
        return YAMLMapping(tree: tree, first: Int(record.first), count: Int(record.count))
    }

    /// True for a null scalar (see `YAMLScalar.isNull`) without an explicit tag.
    public var isNull: Bool {
        let record = record
        guard record.kind == .scalar, record.style == .plain, record.tag < 0 else { return false }
        return YAMLTree.isNullSpelling(tree.text[Int(record.first)..<Int(record.first + record.count)])
    }

    /// "a mapping", "a sequence", "a string" …: for messages such as "expected a number,
    /// found a mapping".
    public var kindDescription: String {
        switch record.kind {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar:
            if isNull { return "null" }
            guard let scalar else { return "a string" }
            if scalar.style == .plain, Double(scalar.value) != nil { return "a number" }
            if scalar.style == .plain, ["true", "false", "yes", "no", "on", "off"].contains(scalar.value.lowercased()) {
                return "a boolean"
            }
            return "a string"
        }
    }

    /// The value of the key `name` in a mapping node (first match), or nil.
    public func value(forKey name: String) -> YAMLNode? {
        guard let pairs = mapping else { return nil }
        let expected = Array(name.utf8)
        return pairs.first { $0.key.scalarBytes?.elementsEqual(expected) == true }?.value
    }
}

/// A sequence node's items, in document order.
public struct YAMLSequence: RandomAccessCollection, Sendable {
    let tree: YAMLTree
    let first: Int
    public let count: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> YAMLNode {
        YAMLNode(tree: tree, index: tree.members[first + position])
    }
}

/// A mapping node's pairs in document order; the reader has already rejected duplicate keys.
public struct YAMLMapping: RandomAccessCollection, Sendable {
    let tree: YAMLTree
    let first: Int
    public let count: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> YAMLPair {
        YAMLPair(key: YAMLNode(tree: tree, index: tree.members[first + 2 * position]),
                 value: YAMLNode(tree: tree, index: tree.members[first + 2 * position + 1]))
    }
}

extension YAMLTree.Record {
    init(kind: Kind, style: ScalarStyle, tag: Int32, first: Int32, count: Int32, range: SourceRange) {
        self.kind = kind
        self.style = style
        self.tag = tag
        self.first = first
        self.count = count
        startLine = 0; startColumn = 0; endLine = 0; endColumn = 0
        setRange(range)
    }

    mutating func setRange(_ range: SourceRange) {
        startLine = Int32(clamping: range.start.line)
        startColumn = Int32(clamping: range.start.column)
        endLine = Int32(clamping: range.end.line)
        endColumn = Int32(clamping: range.end.column)
    }
}
