/// The text of one input file, split into lines the way libyaml splits them.
///
/// Reporters print source lines under diagnostics, and loaders map offsets inside scalars
/// back to columns; both need the same notion of a line as the YAML reader, so line breaks
/// are those of YAML 1.1: LF, CR, CR LF, NEL (U+0085), LS (U+2028) and PS (U+2029).
public struct SourceFile: Sendable {
    /// The path as the user gave it (`-` or the `--stdin-filename` for standard input).
    public let path: String
    /// The decoded text, without a leading byte-order mark.
    public let text: String
    /// Each line's Unicode scalars, line breaks removed. Index 0 is line 1.
    public let lines: [Substring.UnicodeScalarView]

    public init(path: String, text: String) {
        self.path = path
        var text = text
        if text.unicodeScalars.first == "\u{FEFF}" {
            text = String(text.unicodeScalars.dropFirst())
        }
        self.text = text
        self.lines = SourceFile.splitLines(text)
    }

    /// The text of line `number` (1-based), or nil past the end.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        return String(lines[number - 1])
    }

    /// The scalars of line `number` (1-based), empty past the end.
    public func scalars(ofLine number: Int) -> Substring.UnicodeScalarView {
        guard number >= 1, number <= lines.count else { return Substring.UnicodeScalarView() }
        return lines[number - 1]
    }

    private static func splitLines(_ text: String) -> [Substring.UnicodeScalarView] {
        let scalars = Substring(text).unicodeScalars
        var result: [Substring.UnicodeScalarView] = []
        var lineStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            switch scalar {
            case "\r":
                result.append(scalars[lineStart..<index])
                index = scalars.index(after: index)
                if index < scalars.endIndex, scalars[index] == "\n" {
                    index = scalars.index(after: index)
                }
                lineStart = index
            case "\n", "\u{85}", "\u{2028}", "\u{2029}":
                result.append(scalars[lineStart..<index])
                index = scalars.index(after: index)
                lineStart = index
            default:
                index = scalars.index(after: index)
            }
        }
        result.append(scalars[lineStart..<scalars.endIndex])
        return result
    }
}
