import LayoutDiagnostics

/// The `# layoutlint: disable=…` comments of one layout file, and what they hide.
///
/// - At the end of a line, `# layoutlint: disable=rule-a,rule-b` hides those rules'
///   findings on that line.
/// - On a line of its own, it hides them on the next line that is neither blank nor only a
///   comment (so several such lines can stack above one line).
/// - `# layoutlint: disable-file=rule` hides the rule in the whole file.
///
/// A finding is on a line when its primary location starts there. Input problems cannot be
/// hidden. A rule id that hides nothing is reported as `superfluous-suppression`.
struct Suppressions {
    struct Entry {
        var ruleID: String
        /// Where the id is written, for the superfluous-suppression warning.
        var range: SourceRange
        /// The line it applies to; nil for `disable-file`.
        var targetLine: Int?
        var used = false
        /// The lines a Swift `// layoutlint:disable RULE` … `enable RULE` region covers.
        var lines: ClosedRange<Int>?
    }

    /// A directive that could not be read: reported whatever the findings.
    struct Malformed {
        var range: SourceRange
        var message: String
    }

    var entries: [Entry] = []
    var malformed: [Malformed] = []

    init(_ file: SourceFile) {
        if file.path.lowercased().hasSuffix(".swift") {
            self = Suppressions(swift: file)
            return
        }
        var pending: [Int] = []  // indices of own-line entries waiting for their line
        for lineIndex in file.lines.indices {
            let lineNumber = lineIndex + 1
            // Most lines have no '#' at all, hence no comment: only whether they have content matters.
            let line = Substring(file.lines[lineIndex]).utf8
            let (hasHash, isBlank) = line.withContiguousStorageIfAvailable { bytes in
                (bytes.contains(UInt8(ascii: "#")), bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            } ?? (line.contains(UInt8(ascii: "#")), line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            if !hasHash {
                if !isBlank {
                    for index in pending { entries[index].targetLine = lineNumber }
                    pending = []
                }
                continue
            }
            let scalars = Array(file.lines[lineIndex])
            let comment = Self.commentStart(in: scalars)
            let before = scalars[..<(comment ?? scalars.count)]
            let hasContent = before.contains { $0 != " " && $0 != "\t" }
            if hasContent {
                for index in pending { entries[index].targetLine = lineNumber }
                pending = []
            }
            guard let comment else { continue }
            let added = parse(scalars, from: comment, line: lineNumber, target: hasContent ? lineNumber : nil)
            if !hasContent { pending += added.filter { entries[$0].targetLine == nil && !isFileWide[$0] } }
        }
        // Own-line directives at the end of the file apply to no line at all: they stay
        // without a target and are reported as superfluous.
        for index in pending { entries[index].targetLine = -1 }
    }

    /// Parallel to `entries`: whether the entry came from `disable-file`.
    private var isFileWide: [Bool] = []

    /// The index of the `#` that starts a YAML comment: at the start of the line or after
    /// a space or tab, and outside quoted scalars.
    static func commentStart(in scalars: [Unicode.Scalar]) -> Int? {
        var quote: Unicode.Scalar?
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let previous: Unicode.Scalar? = index > 0 ? scalars[index - 1] : nil
            if let open = quote {
                if open == "\"", scalar == "\\" { index += 2; continue }
                if scalar == open {
                    if open == "'", index + 1 < scalars.count, scalars[index + 1] == "'" { index += 2; continue }
                    quote = nil
                }
            } else if scalar == "#", previous == nil || previous == " " || previous == "\t" {
                return index
            } else if scalar == "\"" || scalar == "'",
                      previous == nil || [" ", "\t", "[", "{", ",", ":", "-"].contains(previous!) {
                quote = scalar
            }
            index += 1
        }
        return nil
    }

    /// Reads `# layoutlint: disable=a,b` or `disable-file=a` from the `#` at `start`.
    /// - Returns: the indices of the entries added.
    private mutating func parse(_ scalars: [Unicode.Scalar], from start: Int, line: Int, target: Int?) -> [Int] {
        var index = start + 1
        func skipSpaces() { while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 } }
        func word(_ text: String) -> Bool {
            let expected = Array(text.unicodeScalars)
            guard index + expected.count <= scalars.count, Array(scalars[index..<(index + expected.count)]) == expected else { return false }
            index += expected.count
            return true
        }
        skipSpaces()
        guard word("layoutlint:") else { return [] }
        skipSpaces()
        let directiveStart = index
        let fileWide: Bool
        if word("disable-file=") { fileWide = true } else if word("disable=") { fileWide = false } else {
            var end = directiveStart
            while end < scalars.count, scalars[end] != " ", scalars[end] != "\t" { end += 1 }
            malformed.append(Malformed(
                range: SourceRange(start: .init(line: line, column: directiveStart + 1), end: .init(line: line, column: max(end, directiveStart + 1) + 1)),
                message: "unknown layoutlint directive; write '# layoutlint: disable=rule-id' or '# layoutlint: disable-file=rule-id'"))
            return []
        }
        var added: [Int] = []
        while true {
            skipSpaces()
            let idStart = index
            while index < scalars.count, scalars[index] != ",", scalars[index] != " ", scalars[index] != "\t", scalars[index] != "#" { index += 1 }
            if index > idStart {
                let id = String(String.UnicodeScalarView(scalars[idStart..<index]))
                entries.append(Entry(ruleID: id, range: SourceRange(start: .init(line: line, column: idStart + 1), end: .init(line: line, column: index + 1)),
                                     targetLine: fileWide ? nil : target))
                isFileWide.append(fileWide)
                added.append(entries.count - 1)
            }
            skipSpaces()
            guard index < scalars.count, scalars[index] == "," else { break }
            index += 1
        }
        if added.isEmpty {
            malformed.append(Malformed(
                range: SourceRange(start: .init(line: line, column: start + 1), end: .init(line: line, column: index + 1)),
                message: "this layoutlint directive names no rule; write '# layoutlint: disable=rule-id'"))
        }
        return added
    }

    /// Splits `diagnostics` into those shown and those hidden, and marks the entries used.
    mutating func apply(to diagnostics: [Diagnostic]) -> (shown: [Diagnostic], hidden: [Diagnostic]) {
        var shown: [Diagnostic] = [], hidden: [Diagnostic] = []
        for diagnostic in diagnostics {
            if RuleCatalog.isInputProblem(diagnostic.ruleID) {
                shown.append(diagnostic)
                continue
            }
            let matching = entries.indices.filter { index in
                entries[index].ruleID == diagnostic.ruleID
                    && (isFileWide[index] || entries[index].targetLine == diagnostic.location.start.line
                        || entries[index].lines?.contains(diagnostic.location.start.line) == true)
            }
            if matching.isEmpty {
                shown.append(diagnostic)
            } else {
                for index in matching { entries[index].used = true }
                hidden.append(diagnostic)
            }
        }
        return (shown, hidden)
    }

    /// `superfluous-suppression` findings: malformed directives, unknown ids and input
    /// problems always; ids that hid nothing only when the rules ran (`rulesRan`), and not
    /// for rules the configuration turns off.
    func superfluous(path: String, rulesRan: Bool, isOff: (String) -> Bool) -> [(message: String, location: SourceLocation)] {
        var found = malformed.map { ($0.message, SourceLocation(path: path, range: $0.range)) }
        let known = Set(Configuration.configurableRuleIDs)
        for (index, entry) in entries.enumerated() {
            let location = SourceLocation(path: path, range: entry.range)
            if RuleCatalog.isInputProblem(entry.ruleID) {
                found.append(("'\(entry.ruleID)' is an input problem and cannot be suppressed", location))
            } else if entry.ruleID == RuleCatalog.superfluousSuppression.id {
                found.append(("'\(entry.ruleID)' cannot be suppressed in the file; turn it off in \(Configuration.fileName)", location))
            } else if !known.contains(entry.ruleID) {
                found.append(("unknown rule '\(entry.ruleID)' in a suppression\(Configuration.suggestion(for: entry.ruleID, among: Array(known)))", location))
            } else if rulesRan, !entry.used, !isOff(entry.ruleID) {
                let message = if let lines = entry.lines {
                    "'\(entry.ruleID)' is suppressed on lines \(lines.lowerBound)–\(lines.upperBound) but reports nothing there"
                } else if isFileWide[index] {
                    "'\(entry.ruleID)' is suppressed in this file but reports nothing in it"
                } else if let line = entry.targetLine, line > 0 {
                    "'\(entry.ruleID)' is suppressed on line \(line) but reports nothing there"
                } else {
                    "'\(entry.ruleID)' is suppressed on the next line, but no line follows"
                }
                found.append((message, location))
            }
        }
        return found
    }

    /// Swift's suppression comments, in the style of Swift linters:
    /// `// layoutlint:disable-next-line rule-a rule-b` hides those rules' findings on the
    /// next line; `// layoutlint:disable rule` hides them until `// layoutlint:enable rule`
    /// (or the end of the file). Rule ids are separated by spaces or commas.
    private init(swift file: SourceFile) {
        var open: [String: Int] = [:]  // rule id → index of its open region entry
        let marker = Array("layoutlint:".unicodeScalars)
        var inMultilineString = false
        for lineIndex in file.lines.indices {
            let lineNumber = lineIndex + 1
            let scalars = Array(file.lines[lineIndex])
            // Lines inside a multi-line string literal hold text, not comments.
            var quoteCount = 0
            var index = 0
            while index + 3 <= scalars.count {
                // Compared in place: a three-scalar array made at every position of every line
                // was an allocation per character of the file.
                if scalars[index] == "\"", scalars[index + 1] == "\"", scalars[index + 2] == "\"" { quoteCount += 1; index += 3 } else { index += 1 }
            }
            let startsInside = inMultilineString
            if quoteCount % 2 == 1 { inMultilineString.toggle() }
            if startsInside || quoteCount > 0 { continue }
            guard let slash = Self.swiftCommentStart(in: scalars) else { continue }
            index = slash + 2
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            guard index + marker.count <= scalars.count, Array(scalars[index..<(index + marker.count)]) == marker else { continue }
            index += marker.count
            let wordStart = index
            while index < scalars.count, scalars[index] != " ", scalars[index] != "\t" { index += 1 }
            let directive = String(String.UnicodeScalarView(scalars[wordStart..<index]))
            var ids: [(String, SourceRange)] = []
            while index < scalars.count {
                while index < scalars.count, [" ", "\t", ","].contains(scalars[index]) { index += 1 }
                let idStart = index
                while index < scalars.count, ![" ", "\t", ","].contains(scalars[index]) { index += 1 }
                if index > idStart {
                    ids.append((String(String.UnicodeScalarView(scalars[idStart..<index])),
                                SourceRange(start: .init(line: lineNumber, column: idStart + 1), end: .init(line: lineNumber, column: index + 1))))
                }
            }
            let directiveRange = SourceRange(start: .init(line: lineNumber, column: wordStart + 1), end: .init(line: lineNumber, column: max(index, wordStart + 1) + 1))
            guard ["disable-next-line", "disable", "enable"].contains(directive) else {
                malformed.append(Malformed(range: directiveRange,
                                           message: "unknown layoutlint directive; write '// layoutlint:disable-next-line rule-id' or '// layoutlint:disable rule-id' … '// layoutlint:enable rule-id'"))
                continue
            }
            if ids.isEmpty {
                malformed.append(Malformed(range: directiveRange, message: "this layoutlint directive names no rule; write '// layoutlint:\(directive) rule-id'"))
                continue
            }
            for (id, range) in ids {
                switch directive {
                case "disable-next-line":
                    entries.append(Entry(ruleID: id, range: range, targetLine: lineNumber + 1))
                    isFileWide.append(false)
                case "disable":
                    entries.append(Entry(ruleID: id, range: range, targetLine: -1, lines: lineNumber...file.lines.count))
                    isFileWide.append(false)
                    open[id] = entries.count - 1
                default:
                    if let region = open.removeValue(forKey: id), let start = entries[region].lines?.lowerBound {
                        entries[region].lines = start...lineNumber
                    }
                }
            }
        }
    }

    /// The index of the `//` that starts a Swift line comment, outside string literals.
    static func swiftCommentStart(in scalars: [Unicode.Scalar]) -> Int? {
        var inString = false
        var index = 0
        while index + 1 < scalars.count {
            let scalar = scalars[index]
            if inString {
                if scalar == "\\" { index += 2; continue }
                if scalar == "\"" { inString = false }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == "/", scalars[index + 1] == "/" {
                return index
            }
            index += 1
        }
        return nil
    }
}
