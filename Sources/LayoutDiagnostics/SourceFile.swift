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
    public let lines: Lines

    /// The lines of a file as UTF-8 offsets into its text; a line's scalars are sliced from
    /// the text when asked for. Kept as slices, each line took 32 bytes rather than 8 (half a
    /// megabyte for a 16,000-line layout) for as long as the lint held the file. Offsets are
    /// 32-bit: lines are those of the text's first 4 GiB (the lint refuses inputs over 64 MiB).
    public struct Lines: RandomAccessCollection, Sendable {
        fileprivate let text: String
        fileprivate var bounds: [Bounds]

        fileprivate struct Bounds: Sendable {
            var start: UInt32
            var end: UInt32
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { bounds.count }

        public subscript(position: Int) -> Substring.UnicodeScalarView {
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: Int(bounds[position].start))
            let end = utf8.index(utf8.startIndex, offsetBy: Int(bounds[position].end))
            return Substring(text).unicodeScalars[start..<end]
        }
    }

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
    /// YAML); a break found in bytes is at a scalar boundary, so its offset cuts the scalars.
    private static func splitLines(_ text: String) -> Lines {
        var text = text
        var bounds: [Lines.Bounds] = []
        text.withUTF8 { all in
            let bytes = UnsafeBufferPointer(rebasing: all.prefix(Int(UInt32.max)))
            var lineStart = 0
            forEachLineBreak(in: bytes) { offset, length in
                bounds.append(Lines.Bounds(start: UInt32(lineStart), end: UInt32(offset)))
                lineStart = offset + length
            }
            bounds.append(Lines.Bounds(start: UInt32(min(lineStart, bytes.count)), end: UInt32(bytes.count)))
        }
        // Grown by doubling, the array keeps up to half again its size for the whole lint.
        if bounds.capacity > bounds.count + bounds.count / 16 {
            bounds = [Lines.Bounds](unsafeUninitializedCapacity: bounds.count) { buffer, count in
                count = buffer.initialize(fromContentsOf: bounds)
            }
        }
        return Lines(text: text, bounds: bounds)
    }
}

/// Calls `body` with the offset and length of each line break in `bytes`, in order: LF, CR,
/// CR LF, NEL, LS and PS, the breaks of YAML 1.1 that every front end's positions use.
func forEachLineBreak(in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ offset: Int, _ length: Int) -> Void) {
    var index = 0
    func starts(with sequence: [UInt8]) -> Bool {
        index + sequence.count <= bytes.count && sequence.indices.allSatisfy { bytes[index + $0] == sequence[$0] }
    }
    while index < bytes.count {
        var breakLength = 0
        switch bytes[index] {
        case 0x0D: breakLength = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1  // CR, CR LF
        case 0x0A: breakLength = 1  // LF
        case 0xC2 where starts(with: [0xC2, 0x85]): breakLength = 2  // NEL
        case 0xE2 where starts(with: [0xE2, 0x80, 0xA8]) || starts(with: [0xE2, 0x80, 0xA9]): breakLength = 3  // LS, PS
        default: break
        }
        if breakLength > 0 {
            body(index, breakLength)
            index += breakLength
        } else {
            index += 1
        }
    }
}
