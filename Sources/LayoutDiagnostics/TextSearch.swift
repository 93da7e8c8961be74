/// Searching ASCII needles in UTF-8 text byte by byte: a log's description is searched a few
/// times per line, and the Swift reader searches code text; generic string searching costs a
/// pass per character in unoptimised builds, where the hostile-input tests run, and its first
/// use looks conformances up in the whole binary.
extension StringProtocol where SubSequence == Substring {
    /// The first (or last) occurrence of `needle`, an ASCII string.
    public func find(_ needle: String, backwards: Bool = false) -> Range<String.Index>? {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return nil }
        let view = self.utf8
        let found: Int?? = view.withContiguousStorageIfAvailable { bytes -> Int? in
            let count = bytes.count, length = pattern.count
            guard count >= length else { return nil }
            var start = backwards ? count - length : 0
            while start >= 0 && start <= count - length {
                if bytes[start] == pattern[0] {
                    var matched = true
                    var k = 1
                    while k < length {
                        if bytes[start + k] != pattern[k] { matched = false; break }
                        k += 1
                    }
                    if matched { return start }
                }
                start += backwards ? -1 : 1
            }
            return nil
        }
        let offset: Int?
        if let found {
            offset = found
        } else {
            // Not contiguous (a bridged string): search a native copy.
            var copy = String(self)
            copy.makeContiguousUTF8()
            offset = copy.find(needle, backwards: backwards).map { copy.utf8.distance(from: copy.startIndex, to: $0.lowerBound) }
        }
        guard let offset else { return nil }
        let lower = view.index(view.startIndex, offsetBy: offset)
        return lower..<view.index(lower, offsetBy: pattern.count)
    }

    /// The pieces between occurrences of `separator`.
    public func split(by separator: String) -> [Substring] {
        var pieces: [Substring] = []
        var rest = self[...]
        while let range = rest.find(separator) {
            pieces.append(rest[..<range.lowerBound])
            rest = rest[range.upperBound...]
        }
        pieces.append(rest)
        return pieces
    }
}
