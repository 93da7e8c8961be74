import LayoutDiagnostics

/// Applies fixes' text edits to a file's text, by line and column (Unicode scalars, as
/// diagnostics count them).
enum TextEdits {
    /// Why edits cannot be applied together.
    enum Problem: Error, Equatable {
        /// A position past the end of its line or of the file.
        case outOfRange(SourcePosition)
        /// Two different edits touch the same text.
        case overlap
    }

    /// The text with `edits` applied. Identical edits count once; insertions at one place
    /// go in the order given, before a replacement that starts there.
    static func apply(_ edits: [FixIt.Edit], to file: SourceFile) throws(Problem) -> String {
        let ordered = unique(edits).enumerated().sorted { a, b in
            let (x, y) = (a.element.range, b.element.range)
            if x.start != y.start { return x.start < y.start }
            if (x.start == x.end) != (y.start == y.end) { return x.start == x.end }
            return a.offset < b.offset
        }.map(\.element)
        for (earlier, later) in zip(ordered, ordered.dropFirst()) where later.range.start < earlier.range.end {
            throw .overlap
        }
        let text = file.text.unicodeScalars
        var result = String.UnicodeScalarView()
        var copied = text.startIndex
        for edit in ordered {
            let start = try index(of: edit.range.start, in: file)
            let end = try index(of: edit.range.end, in: file)
            guard copied <= start, start <= end else { throw .overlap }
            result.append(contentsOf: text[copied..<start])
            result.append(contentsOf: edit.replacement.unicodeScalars)
            copied = end
        }
        result.append(contentsOf: text[copied...])
        return String(result)
    }

    /// Whether two sets of edits touch the same text (identical edits, and insertions at
    /// the edge of another edit, do not).
    static func overlap(_ a: [FixIt.Edit], _ b: [FixIt.Edit]) -> Bool {
        for x in a {
            for y in b where x != y && x.range.start < y.range.end && y.range.start < x.range.end {
                return true
            }
        }
        return false
    }

    static func unique(_ edits: [FixIt.Edit]) -> [FixIt.Edit] {
        var seen = Set<FixIt.Edit>()
        return edits.filter { seen.insert($0).inserted }
    }

    /// The index in the text of a 1-based line and column; a column one past the line's
    /// last scalar is the line's end (before its break).
    private static func index(of position: SourcePosition, in file: SourceFile) throws(Problem) -> String.UnicodeScalarView.Index {
        guard position.line >= 1, position.line <= file.lines.count, position.column >= 1 else { throw .outOfRange(position) }
        let line = file.lines[position.line - 1]
        guard position.column - 1 <= line.count else { throw .outOfRange(position) }
        return line.index(line.startIndex, offsetBy: position.column - 1)
    }
}
