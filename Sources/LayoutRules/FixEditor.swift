import LayoutDiagnostics
import LayoutModel

/// The text edits of mechanical fixes, as small as the change (docs/fix.md): a layout file
/// keeps its comments, order, quoting and layout, and an Interface Builder document keeps
/// Xcode's formatting, because only the changed scalar, attribute or line is touched.
///
/// Every builder returns nil when the text is not in a form it can edit exactly (a scalar
/// over several lines, an entry of a flow sequence, a constraint made by a visual format):
/// the finding then keeps its fix in words only.
struct FixEditor {
    let file: SourceFile

    init(file: SourceFile) {
        self.file = file
    }

    var isInterfaceBuilder: Bool {
        file.path.hasSuffix(".storyboard") || file.path.hasSuffix(".xib")
    }

    /// An AppKit Interface Builder document, whose drawn y is measured from a superview's
    /// bottom unless that superview is flipped (a scan of the text: ask once per use).
    var isAppKitDocument: Bool {
        isInterfaceBuilder && file.text.contains("targetRuntime=\"MacOSX")
    }

    // MARK: Scalars and attributes

    /// Replaces a scalar's value on one line, keeping its quotes; nil for block scalars,
    /// collections and aliases.
    func replacingScalar(at location: SourceLocation, with value: String) -> FixIt.Edit? {
        let range = location.range
        guard range.start.line == range.end.line, range.end.column > range.start.column else { return nil }
        let text = scalars(range)
        guard let first = text.first, let last = text.last else { return nil }
        if (first == "'" || first == "\""), last == first, text.count >= 2 {
            return FixIt.Edit(range: SourceRange(start: range.start.advanced(by: 1), end: range.end.advanced(by: -1)), replacement: value)
        }
        guard !"[{|>&*!'\"%@`#".unicodeScalars.contains(first) else { return nil }
        return FixIt.Edit(range: range, replacement: value)
    }

    /// Replaces the value of the XML attribute that starts at `position` (`name="value"`).
    func replacingAttribute(at position: SourcePosition, with value: String) -> FixIt.Edit? {
        guard let valueRange = attributeValueRange(at: position) else { return nil }
        return FixIt.Edit(range: valueRange, replacement: value)
    }

    /// The range of the value between the quotes of the attribute starting at `position`.
    func attributeValueRange(at position: SourcePosition) -> SourceRange? {
        let line = Array(file.scalars(ofLine: position.line))
        var index = position.column - 1
        guard index >= 0, index < line.count else { return nil }
        while index < line.count, line[index] != "=" { index += 1 }
        index += 1
        while index < line.count, line[index] == " " { index += 1 }
        guard index < line.count, line[index] == "\"" || line[index] == "'" else { return nil }
        let quote = line[index]
        let start = index + 1
        var end = start
        while end < line.count, line[end] != quote { end += 1 }
        guard end < line.count else { return nil }
        return SourceRange(start: SourcePosition(line: position.line, column: start + 1),
                           end: SourcePosition(line: position.line, column: end + 1))
    }

    // MARK: Priorities

    /// Sets a constraint's priority where it is declared: the written priority is replaced
    /// (`@1000` → `@999`, `priority: 1000` → `priority: 999`, `priority="1000"`); an
    /// unwritten one is added (` @999` at the end of the string, a `priority` key after
    /// `first`, a `priority` attribute before the IB constraint's `id`).
    func settingPriority(of constraint: LayoutConstraint, to value: String) -> [FixIt.Edit]? {
        if isInterfaceBuilder { return settingInterfaceBuilderPriority(of: constraint, to: value) }
        guard constraint.form != .visual else { return nil }
        if let written = constraint.source.priority {
            guard written.start.line == written.end.line else { return nil }
            let text = scalars(written.range)
            if text.first == "@" { return [FixIt.Edit(range: written.range, replacement: "@" + value)] }
            return replacingScalar(at: written, with: value).map { [$0] }
        }
        let location = constraint.source.location
        guard location.start.line == location.end.line else { return nil }
        let key = keyBefore(location.start)
        switch constraint.form {
        case .string, .named:
            return appendingToScalar(at: location, text: " @" + value).map { [$0] }
        case .mapping where key == "expr":
            return appendingToScalar(at: location, text: " @" + value).map { [$0] }
        case .mapping where key == "first":
            return addingKey("priority", value: value, after: location, entry: constraint.source.entry).map { [$0] }
        default:
            return nil
        }
    }

    private func settingInterfaceBuilderPriority(of constraint: LayoutConstraint, to value: String) -> [FixIt.Edit]? {
        guard startsConstraintElement(Array(file.scalars(ofLine: constraint.source.entry.start.line)), at: constraint.source.entry.start.column - 1)
        else { return nil }
        if let written = constraint.source.priority {
            return replacingAttribute(at: written.start, with: value).map { [$0] }
        }
        // Xcode writes `priority` just before `id`, the last attribute.
        let position = constraint.source.entry.start
        let line = Array(file.scalars(ofLine: position.line))
        guard startsConstraintElement(line, at: position.column - 1), let tagEnd = tagEnd(in: line, from: position.column - 1),
              let idStart = find(Array(" id=\"".unicodeScalars), in: line, from: position.column - 1, before: tagEnd) else { return nil }
        let at = SourcePosition(line: position.line, column: idStart + 1)
        return [FixIt.Edit(range: SourceRange(at: at), replacement: " priority=\"\(value)\"")]
    }

    /// Inserts `text` at the end of a one-line scalar's value (inside its quotes).
    private func appendingToScalar(at location: SourceLocation, text: String) -> FixIt.Edit? {
        let range = location.range
        let written = scalars(range)
        guard let first = written.first, range.end.column > range.start.column else { return nil }
        if first == "'" || first == "\"" {
            guard written.count >= 2, written.last == first else { return nil }
            return FixIt.Edit(range: SourceRange(at: range.end.advanced(by: -1)), replacement: text)
        }
        guard !"[{|>&*!%@`#".unicodeScalars.contains(first) else { return nil }
        return FixIt.Edit(range: SourceRange(at: range.end), replacement: text)
    }

    /// Adds `key: value` to the mapping whose key precedes `valueLocation`: inside a flow
    /// mapping on one line before its `}`, or as a line of a block mapping under that key.
    func addingKey(_ key: String, value: String, after valueLocation: SourceLocation, entry: SourceLocation) -> FixIt.Edit? {
        let entryText = entry.start.line == entry.end.line ? scalars(entry.range) : []
        if entryText.first == "{" {
            guard entryText.last == "}" else { return nil }
            var close = entry.end.column - 2  // 0-based index of the `}` in its line
            let line = Array(file.scalars(ofLine: entry.start.line))
            while close > 0, line[close - 1] == " " { close -= 1 }
            return FixIt.Edit(range: SourceRange(at: SourcePosition(line: entry.start.line, column: close + 1)),
                              replacement: ", \(key): \(value)")
        }
        guard let keyColumn = keyColumn(before: valueLocation.start) else { return nil }
        let line = Array(file.scalars(ofLine: valueLocation.start.line))
        // Only where the value ends its line (a comment may follow).
        let rest = line[min(line.count, valueLocation.end.column - 1)...]
        guard rest.allSatisfy({ $0 == " " }) || rest.drop(while: { $0 == " " }).first == "#" else { return nil }
        let end = SourcePosition(line: valueLocation.start.line, column: line.count + 1)
        return FixIt.Edit(range: SourceRange(at: end),
                          replacement: lineBreak(after: valueLocation.start.line) + String(repeating: " ", count: keyColumn - 1) + "\(key): \(value)")
    }

    // MARK: Lines

    /// Removes the sequence entry `entry` of a block sequence: its lines, when nothing else
    /// is written on them (a comment after it goes with it).
    func removingEntry(_ entry: SourceLocation) -> FixIt.Edit? {
        let firstLine = Array(file.scalars(ofLine: entry.start.line))
        let before = firstLine[..<min(firstLine.count, entry.start.column - 1)]
        // `  - ` and nothing else before the entry.
        let dash = before.drop(while: { $0 == " " })
        guard dash.first == "-", dash.dropFirst().allSatisfy({ $0 == " " }), dash.count >= 2 else { return nil }
        let dashColumn = before.count - dash.count + 1
        let lastLine = self.lastLine(of: entry)
        if entry.end.line > entry.start.line {
            for number in stride(from: entry.start.line + 1, through: lastLine, by: 1) {
                let text = Array(file.scalars(ofLine: number))
                let indent = text.prefix(while: { $0 == " " }).count
                guard indent >= dashColumn || text.count == indent else { return nil }
            }
        } else {
            let rest = firstLine[min(firstLine.count, entry.end.column - 1)...].drop(while: { $0 == " " })
            guard rest.isEmpty || rest.first == "#" else { return nil }
        }
        return removingLines(entry.start.line...lastLine)
    }

    /// The last line a sequence entry's text is on. A block mapping ends where the next
    /// token starts (a later line's start or dash); comment and blank lines before that
    /// belong to the next entry.
    func lastLine(of entry: SourceLocation) -> Int {
        var lastLine = entry.end.line
        guard entry.end.line > entry.start.line else { return lastLine }
        let endLine = Array(file.scalars(ofLine: entry.end.line))
        if endLine[..<min(endLine.count, entry.end.column - 1)].allSatisfy({ $0 == " " }) { lastLine = entry.end.line - 1 }
        while lastLine > entry.start.line {
            let text = Array(file.scalars(ofLine: lastLine)).drop(while: { $0 == " " })
            if text.isEmpty || text.first == "#" { lastLine -= 1 } else { break }
        }
        return lastLine
    }

    /// Adds `entries` after the sequence entry `last` (the last of a block sequence), each
    /// as a string entry at its indentation.
    func appendingEntries(_ entries: [String], after last: SourceLocation) -> FixIt.Edit? {
        let firstLine = Array(file.scalars(ofLine: last.start.line))
        let before = firstLine[..<min(firstLine.count, last.start.column - 1)]
        let dash = before.drop(while: { $0 == " " })
        guard dash.first == "-", dash.dropFirst().allSatisfy({ $0 == " " }), dash.count >= 2, !entries.isEmpty else { return nil }
        let indent = String(repeating: " ", count: before.count - dash.count)
        let line = lastLine(of: last)
        let end = SourcePosition(line: line, column: file.scalars(ofLine: line).count + 1)
        let text = entries.map { lineBreak(after: line) + indent + "- " + $0 }.joined()
        return FixIt.Edit(range: SourceRange(at: end), replacement: text)
    }

    /// Removes whole lines with their line breaks.
    func removingLines(_ lines: ClosedRange<Int>) -> FixIt.Edit? {
        guard lines.lowerBound >= 1, lines.upperBound <= file.lines.count else { return nil }
        if lines.upperBound < file.lines.count {
            return FixIt.Edit(range: SourceRange(start: SourcePosition(line: lines.lowerBound, column: 1),
                                                 end: SourcePosition(line: lines.upperBound + 1, column: 1)), replacement: "")
        }
        // The last line: the break before it goes instead.
        guard lines.lowerBound > 1 else { return nil }
        let previous = file.scalars(ofLine: lines.lowerBound - 1).count
        let last = file.scalars(ofLine: lines.upperBound).count
        return FixIt.Edit(range: SourceRange(start: SourcePosition(line: lines.lowerBound - 1, column: previous + 1),
                                             end: SourcePosition(line: lines.upperBound, column: last + 1)), replacement: "")
    }

    /// Removes an XML element written alone on its line (`<constraint … />`).
    func removingElementLine(at position: SourcePosition) -> FixIt.Edit? {
        let line = Array(file.scalars(ofLine: position.line))
        guard position.column >= 1, startsConstraintElement(line, at: position.column - 1), line[..<min(line.count, position.column - 1)].allSatisfy({ $0 == " " || $0 == "\t" }),
              let end = tagEnd(in: line, from: position.column - 1), end >= 1, line[end - 1] == "/",
              line[(end + 1)...].allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        // Xcode writes no empty `<constraints>`: the only one goes with its container.
        let trimmed = { (number: Int) in String(String.UnicodeScalarView(file.scalars(ofLine: number).drop { $0 == " " || $0 == "\t" })) }
        if position.line > 1, position.line < file.lines.count,
           trimmed(position.line - 1) == "<constraints>", trimmed(position.line + 1) == "</constraints>" {
            return removingLines((position.line - 1)...(position.line + 1))
        }
        return removingLines(position.line...position.line)
    }

    /// The line break that ends `line` as written (LF when it is the last line).
    func lineBreak(after line: Int) -> String {
        guard line < file.lines.count else { return "\n" }
        let text = file.text.unicodeScalars
        let end = file.lines[line - 1].endIndex
        let next = file.lines[line].startIndex
        return String(String.UnicodeScalarView(text[end..<next]))
    }

    // MARK: Reading

    /// The scalars of a range on one line.
    func scalars(_ range: SourceRange) -> [Unicode.Scalar] {
        guard range.start.line == range.end.line else { return [] }
        let line = Array(file.scalars(ofLine: range.start.line))
        let start = max(0, min(line.count, range.start.column - 1))
        let end = max(start, min(line.count, range.end.column - 1))
        return Array(line[start..<end])
    }

    /// The mapping key written just before a value on its line (`expr` in `expr: "…"`).
    func keyBefore(_ position: SourcePosition) -> String? {
        guard let column = keyColumn(before: position) else { return nil }
        let line = Array(file.scalars(ofLine: position.line))
        let key = line[(column - 1)...].prefix(while: { $0 != ":" && $0 != " " })
        return String(String.UnicodeScalarView(key))
    }

    /// The column of the key whose value starts at `position`, on the same line.
    private func keyColumn(before position: SourcePosition) -> Int? {
        let line = Array(file.scalars(ofLine: position.line))
        var index = min(line.count, position.column - 1) - 1
        while index >= 0, line[index] == " " { index -= 1 }
        guard index >= 0, line[index] == ":" else { return nil }
        index -= 1
        var start = index
        while start > 0, line[start - 1] != " ", line[start - 1] != "{", line[start - 1] != "," { start -= 1 }
        guard start <= index else { return nil }
        return start + 1
    }

    /// Whether a `<constraint …>` element starts at `index` (not an element that stands for
    /// constraints Interface Builder makes, such as a stack view's).
    func startsConstraintElement(_ line: [Unicode.Scalar], at index: Int) -> Bool {
        let tag = Array("<constraint ".unicodeScalars)
        return index >= 0 && index + tag.count <= line.count && Array(line[index..<(index + tag.count)]) == tag
    }

    /// The index of the `>` that closes the tag starting at `start`, on its line.
    func tagEnd(in line: [Unicode.Scalar], from start: Int) -> Int? {
        var quote: Unicode.Scalar?
        var index = start
        while index < line.count {
            let scalar = line[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                return index
            }
            index += 1
        }
        return nil
    }

    private func find(_ needle: [Unicode.Scalar], in line: [Unicode.Scalar], from start: Int, before end: Int) -> Int? {
        guard needle.count <= end - start else { return nil }
        var index = start
        while index + needle.count <= end {
            if Array(line[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }
}
