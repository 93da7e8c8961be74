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
        let bytes = Array(file.text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
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
        return YAMLReadResult(root: builder.failed ? nil : builder.root, diagnostics: builder.diagnostics)
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

/// The first key node of each name in one mapping. Most mappings have a few keys, where a
/// scan beats hashing every key; a long one gets a dictionary.
private struct FirstKeys {
    private var keys: [(name: String, node: YAMLNode)] = []
    private var index: [String: Int]?

    subscript(name: String) -> YAMLNode? {
        get {
            if let index { return index[name].map { keys[$0].node } }
            return keys.first { $0.name == name }?.node
        }
        set {
            // Only ever called for a name not yet present.
            guard let newValue else { return }
            keys.append((name, newValue))
            if index != nil {
                index?[name] = keys.count - 1
            } else if keys.count > 16 {
                index = Dictionary(keys.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            }
        }
    }
}

/// Turns libyaml events into `YAMLNode`s, expanding aliases and enforcing the limits.
private struct TreeBuilder {
    private enum Frame {
        case sequence(start: SourcePosition, tag: String?, anchor: String?, items: [YAMLNode])
        case mapping(start: SourcePosition, tag: String?, anchor: String?, items: [YAMLNode])
    }

    let path: String
    let limits: YAMLLimits
    private var stack: [Frame] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var sizes: [Int] = []  // node counts of the nodes in `stack`'s open frames, parallel to items
    private var nodeCount = 0
    private var documentCount = 0
    private(set) var root: YAMLNode?
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var failed = false
    private(set) var isFinished = false

    init(path: String, limits: YAMLLimits) {
        self.path = path
        self.limits = limits
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
            let value = string(data.value, length: data.length)
            let style: ScalarStyle
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            let node = YAMLNode(content: .scalar(YAMLScalar(value: value, style: style)),
                                range: SourceRange(start: start, end: end), tag: optionalString(data.tag))
            add(node, size: 1, anchor: optionalString(data.anchor), at: start)
        case YAML_ALIAS_EVENT:
            let name = optionalString(event.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                fail(message: "unknown alias '*\(name)': no anchor '&\(name)' comes before it", at: start, end: end)
                return
            }
            var node = target.node
            node.range = SourceRange(start: start, end: end)
            add(node, size: target.size, anchor: nil, at: start, isAlias: true)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            open(.sequence(start: start, tag: optionalString(data.tag), anchor: optionalString(data.anchor), items: []), at: start)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            open(.mapping(start: start, tag: optionalString(data.tag), anchor: optionalString(data.anchor), items: []), at: start)
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

    private mutating func open(_ frame: Frame, at start: SourcePosition) {
        guard stack.count < limits.maximumDepth else {
            fail(message: "collections nest deeper than \(limits.maximumDepth) levels", at: start, end: start.advanced(by: 1))
            return
        }
        nodeCount += 1
        guard nodeCount <= limits.maximumNodes else {
            fail(message: "the document has more than \(limits.maximumNodes) nodes", at: start, end: start.advanced(by: 1))
            return
        }
        stack.append(frame)
        sizes.append(1)
    }

    private mutating func close(at end: SourcePosition) {
        guard let frame = stack.popLast(), let size = sizes.popLast() else { return }
        switch frame {
        case .sequence(let start, let tag, let anchor, let items):
            let node = YAMLNode(content: .sequence(items), range: SourceRange(start: start, end: end), tag: tag)
            add(node, size: size, anchor: anchor, at: start, alreadyCounted: true)
        case .mapping(let start, let tag, let anchor, let items):
            guard let pairs = makePairs(items) else { return }
            let node = YAMLNode(content: .mapping(pairs), range: SourceRange(start: start, end: end), tag: tag)
            add(node, size: size, anchor: anchor, at: start, alreadyCounted: true)
        }
    }

    /// Appends a finished node to the open collection (or makes it the root).
    private mutating func add(_ node: YAMLNode, size: Int, anchor: String?, at start: SourcePosition,
                              alreadyCounted: Bool = false, isAlias: Bool = false) {
        if !alreadyCounted {
            nodeCount += size
            if nodeCount > limits.maximumNodes {
                // Only blame aliases when one crossed the cap: a big plain file must not read as an alias bomb.
                let message = isAlias
                    ? "the document expands to more than \(limits.maximumNodes) nodes; aliases are capped so that an alias bomb cannot exhaust memory"
                    : "the document has more than \(limits.maximumNodes) nodes"
                fail(message: message, at: start, end: node.range.end)
                return
            }
        }
        if let anchor { anchors[anchor] = (node, size) }
        guard let last = stack.indices.last else {
            if documentCount <= 1 { root = node }
            return
        }
        sizes[last] += size
        switch stack[last] {
        case .sequence(let start, let tag, let anchor, var items):
            stack[last] = .sequence(start: start, tag: tag, anchor: nil, items: [])
            items.append(node)
            stack[last] = .sequence(start: start, tag: tag, anchor: anchor, items: items)
        case .mapping(let start, let tag, let anchor, var items):
            stack[last] = .mapping(start: start, tag: tag, anchor: nil, items: [])
            items.append(node)
            stack[last] = .mapping(start: start, tag: tag, anchor: anchor, items: items)
        }
    }

    /// Pairs up a mapping's keys and values, applies `<<` merge keys, and rejects duplicates.
    private mutating func makePairs(_ items: [YAMLNode]) -> [YAMLPair]? {
        var explicit: [YAMLPair] = []
        explicit.reserveCapacity(items.count / 2)
        var merged: [YAMLPair] = []
        var firstKey = FirstKeys()
        var index = 0
        while index + 1 < items.count {
            let key = items[index], value = items[index + 1]
            index += 2
            if let scalar = key.scalar, scalar.style == .plain, scalar.value == "<<", key.tag == nil {
                let sources = value.sequence ?? [value]
                for source in sources {
                    guard let pairs = source.mapping else {
                        fail(message: "a merge key '<<' takes a mapping or a sequence of mappings, found \(source.kindDescription)",
                             at: source.range.start, end: source.range.end)
                        return nil
                    }
                    merged.append(contentsOf: pairs)
                }
                continue
            }
            if let name = key.scalar?.value {
                if let first = firstKey[name] {
                    fail(message: "duplicate key '\(name)' in this mapping", at: key.range.start, end: key.range.end,
                         notes: [DiagnosticNote(message: "'\(name)' is first given here", location: SourceLocation(path: path, range: first.range))])
                    return nil
                }
                firstKey[name] = key
            }
            explicit.append(YAMLPair(key: key, value: value))
        }
        // Merged keys never override explicit ones; among merged sources, the first wins.
        for pair in merged {
            guard let name = pair.key.scalar?.value, firstKey[name] == nil else { continue }
            firstKey[name] = pair.key
            explicit.append(pair)
        }
        return explicit
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

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}
