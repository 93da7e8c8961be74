/// Byte offsets in UTF-8 text to 1-based lines and columns counted in Unicode scalars, for
/// the front ends whose parsers name places by byte (libxml2, swift-syntax).
///
/// Lines break where `SourceFile` breaks them (LF, CR LF, a lone CR, NEL, LS, PS), so a
/// position names the line the reporters print (a lone CR counted as none once put a note
/// past its line's end; found by the fuzzer).
public struct UTF8LineTable: Sendable {
    /// The text's bytes.
    public let bytes: [UInt8]
    /// The byte offset at which each line starts; the first is 0.
    public let lineStarts: [Int]

    public init(_ text: String) {
        self.init(Array(text.utf8))
    }

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts: [Int] = [0]
        bytes.withUnsafeBufferPointer { buffer in
            forEachLineBreak(in: buffer) { offset, length in starts.append(offset + length) }
        }
        lineStarts = starts
    }

    /// The place of byte `offset`: the line that holds it, and one more than the scalars
    /// that start before it on that line. An offset past the end is the end.
    public func position(ofByte offset: Int) -> SourcePosition {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        // Through a buffer: a debug build (the tests') retains and releases an array for
        // every byte read from it, and this runs for each element of a document.
        let column = bytes.withUnsafeBufferPointer { buffer in
            var column = 1
            var index = lineStarts[low]
            let end = min(offset, buffer.count)
            while index < end {
                // Continuation bytes (10xxxxxx) do not start a scalar.
                if buffer[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
            return column
        }
        return SourcePosition(line: low + 1, column: column)
    }
}
