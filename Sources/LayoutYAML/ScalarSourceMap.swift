import LayoutDiagnostics

/// Maps each Unicode scalar of a scalar node's value back to where it was written.
///
/// Error positions inside constraint strings must land on the exact character, and a value
/// differs from its source text: quotes, escapes, `''`, folded line breaks, block
/// indentation. The map is rebuilt from the source and checked against the value libyaml
/// produced; if they disagree (a form not handled here) it falls back to counting from the
/// start of the node, which is exact for the common single-line case.
public struct ScalarSourceMap: Sendable {
    private var positions: [SourcePosition] = []
    private var decoded: [Unicode.Scalar] = []
    private let start: SourcePosition
    private let end: SourcePosition
    private let contentStart: SourcePosition
    private var isExact = false
    /// The value is exactly the text from `start` to `end` on one line.
    private var isSourceText = false

    public init(node: YAMLNode, file: SourceFile) {
        start = node.range.start
        end = node.range.end
        let style = node.scalarStyle ?? .plain  // not `scalar?.style`, which decodes the value
        switch style {
        case .singleQuoted, .doubleQuoted: contentStart = start.advanced(by: 1)
        default: contentStart = start
        }
        guard let bytes = node.scalarBytes else {
            isExact = false
            return
        }
        // A plain scalar on one line is its source text: offsets are columns from its start
        // (the usual constraint string; no need to read the lines, nor to decode the value:
        // its scalars are its bytes that do not continue a UTF-8 sequence).
        if style == .plain, start.line == end.line, !bytes.isEmpty,
           bytes.reduce(0, { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }) == end.column - start.column {
            isSourceText = true
            return
        }
        guard let scalar = node.scalar else { return }
        let lines = (start.line...max(start.line, end.line)).map { Array(file.scalars(ofLine: $0)) }
        switch style {
        case .plain: buildFlow(lines: lines, quote: nil)
        case .singleQuoted: buildFlow(lines: lines, quote: "'")
        case .doubleQuoted: buildFlow(lines: lines, quote: "\"")
        case .literal, .folded: buildBlock(lines: lines, folded: style == .folded)
        }
        // Block scalars' chomping may drop trailing breaks the map still has: compare prefixes.
        let value = Array(scalar.value.unicodeScalars)
        isExact = decoded.count >= value.count && Array(decoded.prefix(value.count)) == value
    }

    public func position(ofOffset offset: Int) -> SourcePosition {
        if isSourceText { return offset < end.column - start.column ? start.advanced(by: max(0, offset)) : end }
        if isExact {
            if offset < positions.count { return positions[max(0, offset)] }
            return end.line == start.line || positions.isEmpty ? endOfContent : positions[positions.count - 1].advanced(by: 1)
        }
        let candidate = contentStart.advanced(by: max(0, offset))
        return end.line == start.line ? min(candidate, endOfContent) : candidate
    }

    /// The range of `length` scalars starting at `offset` in the value.
    public func range(ofOffset offset: Int, length: Int) -> SourceRange {
        let start = position(ofOffset: offset)
        guard length > 0 else { return SourceRange(at: start) }
        let last = position(ofOffset: offset + length - 1)
        return SourceRange(start: start, end: last.advanced(by: 1))
    }

    /// The node the map was built for (by its range: two nodes never share one).
    public var nodeRange: SourceRange { SourceRange(start: start, end: end) }

    private var endOfContent: SourcePosition {
        contentStart == start ? end : SourcePosition(line: end.line, column: max(contentStart.column, end.column - 1))
    }

    // MARK: - Flow scalars (plain and quoted)

    private mutating func buildFlow(lines: [[Unicode.Scalar]], quote: Unicode.Scalar?) {
        var lineIndex = 0
        var column = contentStart.column - 1  // 0-based index into the line
        var pendingBreaks = 0
        var pendingFoldPosition: SourcePosition?
        var escapedBreak = false
        let lastLine = lines.count - 1
        while lineIndex <= lastLine {
            let line = lines[lineIndex]
            let limit = lineIndex == lastLine ? min(line.count, end.column - 1 - (quote == nil ? 0 : 1)) : line.count
            // Leading white space of continuation lines is folded away.
            if lineIndex > 0 {
                while column < limit, line[column] == " " || line[column] == "\t" { column += 1 }
            }
            var lineContentEnd = 0  // a count of `lineText`, not a column
            var lineText: [(Unicode.Scalar, SourcePosition)] = []
            var endsWithEscapedBreak = false
            while column < limit {
                let here = SourcePosition(line: start.line + lineIndex, column: column + 1)
                let character = line[column]
                if quote == "'", character == "'", column + 1 < line.count, line[column + 1] == "'" {
                    lineText.append(("'", here))
                    column += 2
                } else if quote == "\"", character == "\\" {
                    guard column + 1 < line.count else {
                        endsWithEscapedBreak = true
                        column += 1
                        break
                    }
                    let (value, width) = ScalarSourceMap.unescape(line, at: column + 1)
                    if let value { lineText.append((value, here)) }
                    column += 1 + width
                } else {
                    lineText.append((character, here))
                    column += 1
                }
                if character != " " && character != "\t" { lineContentEnd = lineText.count }
            }
            if lineText.isEmpty, lineIndex > 0, lineIndex < lastLine {
                pendingBreaks += 1
            } else {
                if !lineText.isEmpty || lineIndex == lastLine {
                    if let foldAt = pendingFoldPosition {
                        if pendingBreaks > 0 {
                            for _ in 0..<pendingBreaks { append("\n", foldAt) }
                        } else if !escapedBreak {
                            append(" ", foldAt)
                        }
                    }
                    pendingBreaks = 0
                }
                escapedBreak = endsWithEscapedBreak
                // Trailing white space before a line break is folded away too.
                let kept = lineIndex < lastLine ? lineText.prefix(lineContentEnd) : lineText[...]
                for (value, position) in kept { append(value, position) }
                if lineIndex < lastLine {
                    let breakColumn = (kept.last?.1.column ?? column) + (kept.isEmpty ? 1 : 1)
                    pendingFoldPosition = SourcePosition(line: start.line + lineIndex, column: breakColumn)
                }
            }
            lineIndex += 1
            column = 0
        }
    }

    /// Decodes the escape after a backslash: the scalar (nil for an escaped line break)
    /// and how many source scalars it used.
    private static func unescape(_ line: [Unicode.Scalar], at index: Int) -> (Unicode.Scalar?, Int) {
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}",
            "f": "\u{0C}", "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\",
            "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
        ]
        let code = line[index]
        if let value = simple[code] { return (value, 1) }
        let digits: Int
        switch code {
        case "x": digits = 2
        case "u": digits = 4
        case "U": digits = 8
        default: return (code, 1)
        }
        guard index + digits < line.count,
              let number = UInt32(String(String.UnicodeScalarView(line[(index + 1)...(index + digits)])), radix: 16),
              let value = Unicode.Scalar(number)
        else { return (code, 1) }
        return (value, 1 + digits)
    }

    // MARK: - Block scalars

    private mutating func buildBlock(lines: [[Unicode.Scalar]], folded: Bool) {
        guard lines.count > 1 else { return }
        let header = lines[0].dropFirst(start.column - 1)
        let explicitIndent = header.dropFirst().prefix { $0 != " " && $0 != "#" }
            .compactMap { Int(String($0)) }.first
        let content = Array(lines.dropFirst())
        var indent: Int
        if let explicitIndent {
            // The indentation indicator counts from the parent node's indentation.
            let parentIndent = lines[0].prefix { $0 == " " }.count
            indent = parentIndent + explicitIndent
        } else {
            indent = content.first { line in line.contains { $0 != " " } }.map { line in line.prefix { $0 == " " }.count } ?? 0
        }
        var previousWasText = false
        var pendingBreak: SourcePosition?
        var emptyLines = 0
        for (offset, line) in content.enumerated() {
            let lineNumber = start.line + 1 + offset
            let isEmpty = line.count <= indent && line.allSatisfy { $0 == " " }
            // A less indented line with text ends the scalar: it is the next node (the
            // node's end can be on it).
            if !isEmpty, line.prefix(while: { $0 == " " }).count < indent { break }
            if isEmpty {
                emptyLines += 1
                continue
            }
            if let breakAt = pendingBreak {
                let moreIndented = line.count > indent && (line[indent] == " " || line[indent] == "\t")
                if folded, previousWasText, emptyLines == 0, !moreIndented {
                    append(" ", breakAt)
                } else {
                    let count = folded && previousWasText && !moreIndented ? emptyLines : emptyLines + 1
                    for _ in 0..<count { append("\n", breakAt) }
                }
            }
            emptyLines = 0
            for column in indent..<line.count {
                append(line[column], SourcePosition(line: lineNumber, column: column + 1))
            }
            previousWasText = !(line.count > indent && (line[indent] == " " || line[indent] == "\t"))
            pendingBreak = SourcePosition(line: lineNumber, column: line.count + 1)
        }
        // Chomping only adds or removes trailing line breaks; keep the map in step with the value.
        if let breakAt = pendingBreak {
            for _ in 0..<(emptyLines + 1) { append("\n", breakAt) }
        }
    }

    private mutating func append(_ value: Unicode.Scalar, _ position: SourcePosition) {
        decoded.append(value)
        positions.append(position)
    }
}
