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

    /// Scans UTF-8 bytes (decoding every scalar of a large file cost more than reading its
    /// YAML); a break found in bytes is at a scalar boundary, so its index cuts the scalars.
    private static func splitLines(_ text: String) -> [Substring.UnicodeScalarView] {
        let scalars = Substring(text).unicodeScalars
        let utf8 = text.utf8
        var result: [Substring.UnicodeScalarView] = []
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        /// Whether the bytes from `index` on start with `sequence`.
        func startsWith(_ sequence: [UInt8]) -> Bool {
            var cursor = index
            for byte in sequence {
                guard cursor < utf8.endIndex, utf8[cursor] == byte else { return false }
                cursor = utf8.index(after: cursor)
            }
            return true
        }
        func endLine(breakLength: Int) {
            result.append(scalars[lineStart..<index])
            index = utf8.index(index, offsetBy: breakLength)
            lineStart = index
        }
        while index < utf8.endIndex {
            switch utf8[index] {
            case 0x0D:  // CR, perhaps CR LF
                endLine(breakLength: startsWith([0x0D, 0x0A]) ? 2 : 1)
            case 0x0A:  // LF
                endLine(breakLength: 1)
            case 0xC2 where startsWith([0xC2, 0x85]):  // NEL
                endLine(breakLength: 2)
            case 0xE2 where startsWith([0xE2, 0x80, 0xA8]) || startsWith([0xE2, 0x80, 0xA9]):  // LS, PS
                endLine(breakLength: 3)
            default:
                index = utf8.index(after: index)
            }
        }
        result.append(scalars[lineStart..<scalars.endIndex])
        return result
    }
}
