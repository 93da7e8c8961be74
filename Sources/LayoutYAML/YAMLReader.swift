import CYAML
import LayoutDiagnostics

/// What reading one file gave: its single document's root node, and any problems.
public struct YAMLReadResult: Sendable {
    /// The first document's root, or nil for an empty stream or when the YAML is broken.
    public var root: YAMLNode?
    public var diagnostics: [Diagnostic]

    public init(root: YAMLNode?, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}

/// Limits that keep hostile input from exhausting time or memory.
public struct YAMLLimits: Sendable {
    /// Nodes in the document, counting every node an alias expands to.
    public var maximumNodes: Int
    /// How deeply collections may nest.
    public var maximumDepth: Int

    public init(maximumNodes: Int = 2_000_000, maximumDepth: Int = 512) {
        self.maximumNodes = maximumNodes
        self.maximumDepth = maximumDepth
    }

    public static let `default` = YAMLLimits()
}

/// Reads YAML with libyaml's event API, keeping every node's exact start and end.
///
/// We read events ourselves rather than use a YAML library because every diagnostic must
/// point at the node the user wrote, and aliases must be expanded under a hard cap.
public enum YAMLReader {
    /// Decodes a file's bytes, reporting invalid UTF-8 and NUL bytes at their position.
    ///
    /// - Returns: the source file, or a `yaml-syntax` diagnostic when the bytes are not text.
    public static func decode(_ bytes: [UInt8], path: String) -> Result<SourceFile, DiagnosticError> {
        switch UTF8Validation.firstProblem(in: bytes) {
        case nil:
            return .success(SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self)))
        case .some(let problem):
            let prefix = SourceFile(path: path, text: String(decoding: bytes[..<problem.offset], as: UTF8.self))
            let line = prefix.lines.count
            let column = prefix.lines[line - 1].count + 1
            let position = SourcePosition(line: line, column: column)
            let message: String
            switch problem.kind {
            case .nulByte:
                message = "the file contains a NUL byte at byte offset \(problem.offset); layout files are UTF-8 text"
            case .invalidUTF8(let byte):
                message = "invalid UTF-8: byte 0x\(hex(byte)) at byte offset \(problem.offset) does not start or continue a valid UTF-8 sequence"
            }
            return .failure(DiagnosticError(Diagnostic(
                ruleID: InputProblem.yamlSyntax, severity: .error, message: message,
                location: SourceLocation(path: path, range: SourceRange(start: position, end: position.advanced(by: 1)))
            )))
        }
    }

    /// Parses a decoded file.
    ///
    /// A stream with no document gives a nil root and no diagnostics; the loader decides what
    /// an empty file means. A second document is reported and ignored.
    public static func read(_ file: SourceFile, limits: YAMLLimits = .default) -> YAMLReadResult {
        var builder = TreeBuilder(path: file.path, limits: limits)
        var text = file.text
        text.withUTF8 { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) != 0 else {
                builder.fail(message: "libyaml could not allocate a parser", at: SourcePosition(line: 1, column: 1))
                return
            }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while !builder.isFinished {
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    builder.failSyntax(parser: parser, file: file)
                    return
                }
                builder.consume(event)
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { break }
            }
        }
        return YAMLReadResult(root: builder.failed ? nil : builder.finish(), diagnostics: builder.diagnostics)
    }

    /// Maps a Unicode-scalar offset inside a scalar node's value to its source position.
    ///
    /// Handles plain and quoted scalars (escapes, `''`, folded line breaks) and block scalars.
    /// An offset at or past the value's end maps to the end of the scalar's text.
    public static func position(ofOffset offset: Int, inScalar node: YAMLNode, of file: SourceFile) -> SourcePosition {
        ScalarSourceMap(node: node, file: file).position(ofOffset: offset)
    }

    /// The range of `length` scalars starting at `offset` in a scalar node's value.
    public static func range(ofOffset offset: Int, length: Int, inScalar node: YAMLNode, of file: SourceFile) -> SourceRange {
        ScalarSourceMap(node: node, file: file).range(ofOffset: offset, length: length)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}

// MARK: - Building the tree from events

/// The first key node of each name in one mapping. Most mappings have a few keys, where
/// comparing bytes beats hashing every key; a long one gets a dictionary.
private struct FirstKeys {
    var keys: [Int32] = []
    var index: [String: Int32]?
}

/// Turns libyaml events into the records of a `YAMLTree`, expanding aliases and enforcing
/// the limits.
private struct TreeBuilder {
    private struct Frame {
        var kind: YAMLTree.Record.Kind
        var start: SourcePosition
        var tag: Int32
        var anchor: String?
        /// Where the collection's members start in `pending`.
        var firstPending: Int
        /// Nodes in the collection so far, itself included (aliases count what they expand to).
        var size: Int
    }

    let path: String
    let limits: YAMLLimits
    private var records: [YAMLTree.Record] = []
    private var members: [Int32] = []
    private var text: [UInt8] = []
    private var tags: [String] = []
    /// The members of the open collections, innermost last.
    private var pending: [Int32] = []
    private var stack: [Frame] = []
    private var anchors: [String: (node: Int32, size: Int)] = [:]
    private var nodeCount = 0
    private var documentCount = 0
    private var rootIndex: Int32?
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var failed = false
    private(set) var isFinished = false

    init(path: String, limits: YAMLLimits) {
        self.path = path
        self.limits = limits
    }

    /// The root, in a tree holding every record read.
    func finish() -> YAMLNode? {
        rootIndex.map { YAMLNode(tree: snapshot(), index: $0) }
    }

    private func snapshot() -> YAMLTree {
        YAMLTree(records: records, members: members, text: text, tags: tags)
    }

    /// A node of the records read so far, for messages about it.
    private func node(_ index: Int32) -> YAMLNode {
        YAMLNode(tree: snapshot(), index: index)
    }

    mutating func consume(_ event: yaml_event_t) {
        let start = position(event.start_mark)
        let end = position(event.end_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                diagnostics.append(Diagnostic(
                    ruleID: InputProblem.layoutSchema, severity: .error,
                    message: "a layout file holds one YAML document; this second document is ignored",
                    location: SourceLocation(path: path, range: SourceRange(start: start, end: end == start ? start.advanced(by: 3) : end))
                ))
                isFinished = true
            }
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let style: ScalarStyle
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            let offset = text.count
            if let value = data.value, data.length > 0 {
                text.append(contentsOf: UnsafeBufferPointer(start: value, count: data.length))
            }
            let record = YAMLTree.Record(kind: .scalar, style: style, tag: tagIndex(data.tag), first: Int32(offset),
                                         count: Int32(data.length), range: SourceRange(start: start, end: end))
            add(record, size: 1, anchor: optionalString(data.anchor), at: start)
        case YAML_ALIAS_EVENT:
            let name = optionalString(event.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                fail(message: "unknown alias '*\(name)': no anchor '&\(name)' comes before it", at: start, end: end)
                return
            }
            // The anchor's content (its members are shared, not copied) at the alias's range.
            var record = records[Int(target.node)]
            record.setRange(SourceRange(start: start, end: end))
            add(record, size: target.size, anchor: nil, at: start, isAlias: true)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            open(.sequence, tag: tagIndex(data.tag), anchor: optionalString(data.anchor), at: start)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            open(.mapping, tag: tagIndex(data.tag), anchor: optionalString(data.anchor), at: start)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            close(at: end)
        default:
            break
        }
    }

    mutating func fail(message: String, at start: SourcePosition, end: SourcePosition? = nil, notes: [DiagnosticNote] = []) {
        diagnostics.append(Diagnostic(
            ruleID: InputProblem.yamlSyntax, severity: .error, message: message,
            location: SourceLocation(path: path, range: SourceRange(start: start, end: end ?? start)),
            notes: notes
        ))
        failed = true
        isFinished = true
    }

    /// Turns libyaml's error (problem, its mark, and the context it was in) into a diagnostic.
    mutating func failSyntax(parser: yaml_parser_t, file: SourceFile) {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let at: SourcePosition
        if parser.error == YAML_READER_ERROR {
            at = position(ofByteOffset: parser.problem_offset, in: file)
        } else {
            at = position(parser.problem_mark)
        }
        var message = problem
        if isTab(at: at, in: file), problem == "found character that cannot start any token" {
            // libyaml's wording names no character; a tab in indentation is the usual cause.
            message = "a tab cannot indent YAML; indent with spaces"
        }
        if parser.error == YAML_READER_ERROR, parser.problem_value >= 0 {
            message += " (character U+\(String(parser.problem_value, radix: 16, uppercase: true)))"
        }
        var notes: [DiagnosticNote] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            let contextAt = position(parser.context_mark)
            notes.append(DiagnosticNote(message: "\(context), which starts here", location: SourceLocation(path: path, position: contextAt)))
        }
        fail(message: message, at: at, end: at.advanced(by: 1), notes: notes)
    }

    private mutating func open(_ kind: YAMLTree.Record.Kind, tag: Int32, anchor: String?, at start: SourcePosition) {
        guard stack.count < limits.maximumDepth else {
            fail(message: "collections nest deeper than \(limits.maximumDepth) levels", at: start, end: start.advanced(by: 1))
            return
        }
        nodeCount += 1
        guard nodeCount <= limits.maximumNodes else {
            fail(message: "the document has more than \(limits.maximumNodes) nodes", at: start, end: start.advanced(by: 1))
            return
        }
        stack.append(Frame(kind: kind, start: start, tag: tag, anchor: anchor, firstPending: pending.count, size: 1))
    }

    private mutating func close(at end: SourcePosition) {
        guard let frame = stack.popLast() else { return }
        let first = Int32(members.count)
        let count: Int
        switch frame.kind {
        case .mapping:
            guard let pairs = makePairs(pending[frame.firstPending...]) else { return }
            members.append(contentsOf: pairs)
            count = pairs.count / 2
        default:
            members.append(contentsOf: pending[frame.firstPending...])
            count = pending.count - frame.firstPending
        }
        pending.removeSubrange(frame.firstPending...)
        let record = YAMLTree.Record(kind: frame.kind, style: .plain, tag: frame.tag, first: first, count: Int32(count),
                                     range: SourceRange(start: frame.start, end: end))
        add(record, size: frame.size, anchor: frame.anchor, at: frame.start, alreadyCounted: true)
    }

    /// Adds a finished node to the open collection (or makes it the root).
    private mutating func add(_ record: YAMLTree.Record, size: Int, anchor: String?, at start: SourcePosition,
                              alreadyCounted: Bool = false, isAlias: Bool = false) {
        if !alreadyCounted {
            nodeCount += size
            if nodeCount > limits.maximumNodes {
                // Only blame aliases when one crossed the cap: a big plain file must not read as an alias bomb.
                let message = isAlias
                    ? "the document expands to more than \(limits.maximumNodes) nodes; aliases are capped so that an alias bomb cannot exhaust memory"
                    : "the document has more than \(limits.maximumNodes) nodes"
                fail(message: message, at: start, end: record.range.end)
                return
            }
        }
        let index = Int32(records.count)
        records.append(record)
        if let anchor { anchors[anchor] = (index, size) }
        guard let last = stack.indices.last else {
            if documentCount <= 1 { rootIndex = index }
            return
        }
        stack[last].size += size
        pending.append(index)
    }

    /// Pairs up a mapping's keys and values (alternating, as read), applies `<<` merge keys,
    /// and rejects duplicates.
    private mutating func makePairs(_ items: ArraySlice<Int32>) -> [Int32]? {
        var explicit: [Int32] = []
        explicit.reserveCapacity(items.count)
        var merged: [Int32] = []
        var firstKey = FirstKeys()
        var index = items.startIndex
        while index + 1 < items.endIndex {
            let key = items[index], value = items[index + 1]
            index += 2
            let keyRecord = records[Int(key)]
            if keyRecord.kind == .scalar, keyRecord.style == .plain, keyRecord.tag < 0, keyRecord.count == 2,
               text[Int(keyRecord.first)] == UInt8(ascii: "<"), text[Int(keyRecord.first) + 1] == UInt8(ascii: "<") {
                let valueRecord = records[Int(value)]
                let sources = valueRecord.kind == .sequence ? Array(memberRange(of: valueRecord)) : [value]
                for source in sources {
                    let sourceRecord = records[Int(source)]
                    guard sourceRecord.kind == .mapping else {
                        fail(message: "a merge key '<<' takes a mapping or a sequence of mappings, found \(node(source).kindDescription)",
                             at: sourceRecord.range.start, end: sourceRecord.range.end)
                        return nil
                    }
                    merged.append(contentsOf: memberRange(of: sourceRecord))
                }
                continue
            }
            if keyRecord.kind == .scalar {
                if let first = find(key, in: firstKey) {
                    let name = string(key)
                    fail(message: "duplicate key '\(name)' in this mapping", at: keyRecord.range.start, end: keyRecord.range.end,
                         notes: [DiagnosticNote(message: "'\(name)' is first given here",
                                                location: SourceLocation(path: path, range: records[Int(first)].range))])
                    return nil
                }
                insert(key, in: &firstKey)
            }
            explicit.append(key)
            explicit.append(value)
        }
        // Merged keys never override explicit ones; among merged sources, the first wins.
        var pair = 0
        while pair + 1 < merged.count {
            let key = merged[pair], value = merged[pair + 1]
            pair += 2
            guard records[Int(key)].kind == .scalar, find(key, in: firstKey) == nil else { continue }
            insert(key, in: &firstKey)
            explicit.append(key)
            explicit.append(value)
        }
        return explicit
    }

    private func memberRange(of record: YAMLTree.Record) -> ArraySlice<Int32> {
        let width = record.kind == .mapping ? 2 : 1
        return members[Int(record.first)..<Int(record.first) + width * Int(record.count)]
    }

    private func bytes(of record: YAMLTree.Record) -> ArraySlice<UInt8> {
        text[Int(record.first)..<Int(record.first + record.count)]
    }

    /// The key already in `keys` with the value of scalar node `key`, if any.
    private func find(_ key: Int32, in keys: FirstKeys) -> Int32? {
        if let index = keys.index { return index[string(key)] }
        let record = records[Int(key)]
        return text.withUnsafeBufferPointer { text in
            keys.keys.first { other in
                let otherRecord = records[Int(other)]
                guard otherRecord.count == record.count else { return false }
                for offset in 0..<Int(record.count) where text[Int(record.first) + offset] != text[Int(otherRecord.first) + offset] {
                    return false
                }
                return true
            }
        }
    }

    /// Adds a key not yet in `keys`.
    private func insert(_ key: Int32, in keys: inout FirstKeys) {
        keys.keys.append(key)
        if keys.index != nil {
            keys.index?[string(key)] = key
        } else if keys.keys.count > 16 {
            keys.index = Dictionary(keys.keys.map { (string($0), $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// A scalar node's value.
    func string(_ node: Int32) -> String {
        String(decoding: bytes(of: records[Int(node)]), as: UTF8.self)
    }

    private mutating func tagIndex(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> Int32 {
        guard let tag = optionalString(pointer) else { return -1 }
        if let known = tags.firstIndex(of: tag) { return Int32(known) }
        tags.append(tag)
        return Int32(tags.count - 1)
    }

    private func isTab(at position: SourcePosition, in file: SourceFile) -> Bool {
        let line = file.scalars(ofLine: position.line)
        let offset = position.column - 1
        guard offset >= 0, offset < line.count else { return false }
        return line[line.index(line.startIndex, offsetBy: offset)] == "\t"
    }

    private func position(_ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func position(ofByteOffset offset: Int, in file: SourceFile) -> SourcePosition {
        let bytes = Array(file.text.utf8)
        let prefix = SourceFile(path: file.path, text: String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self))
        let line = prefix.lines.count
        return SourcePosition(line: line, column: prefix.lines[line - 1].count + 1)
    }

    private func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
