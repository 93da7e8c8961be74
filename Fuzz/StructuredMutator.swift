/// A libFuzzer custom mutator that edits layouts the way a layout author (or a careless
/// merge) would, so most mutants still load and reach the solver and the rules: numbers
/// become extreme (1e308, -0, 1e-6, huge multipliers), priorities and relations change,
/// constraints are duplicated or dropped, views are swapped, states are added (including
/// ones that start `from` each other or themselves). One mutation in eight is libFuzzer's
/// own byte-level mutation, so the parsers keep being exercised too.
///
/// Every mutant is a text file: a crashing input is a layout that the regression tests lint
/// as is.
struct StructuredMutator {
    private var random: SplitMix

    init(seed: UInt32) {
        random = SplitMix(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
    }

    static let interestingNumbers = [
        "0", "-0", "1", "-1", "0.5", "-8", "8", "20", "1e-6", "-1e-6", "1e6", "-1e6", "1e-300",
        "1e300", "1e308", "-1e308", "1.7976931348623157e308", "4.9e-324", "1e15", "123456789.123",
        "1e12", "0.000001", "3", "100", "375", "1000000", "1e-9", "2", "1e400", "NaN", ".nan", ".inf",
    ]
    static let priorities = [
        "1", "2", "50", "249", "250", "251", "500", "749", "750", "751", "998", "999", "1000",
        "1001", "0", "required", "high", "low", "fittingSize", "high + 1", "low - 1", "required - 1",
    ]
    static let relations = ["==", "<=", ">="]
    static let attributes = [
        "leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX",
        "centerY", "firstBaseline", "lastBaseline", "leadingMargin", "topMargin", "centerXWithinMargins",
    ]

    mutating func mutate(_ text: [UInt8]) -> [UInt8] {
        var text = text
        for _ in 0..<(1 + random.next(3)) {
            switch random.next(11) {
            case 0, 1: text = replaceNumber(in: text)
            case 2: text = replaceRelation(in: text)
            case 3: text = replacePriority(in: text)
            case 4: text = duplicateLine(in: text)
            case 5: text = deleteLine(in: text)
            case 6: text = swapWords(in: text)
            case 7: text = addMultiplier(in: text)
            case 8: text = addConstraint(to: text)
            case 9: text = addState(to: text)
            default: text = replaceAttribute(in: text)
            }
        }
        return text
    }

    // MARK: - Mutations

    private mutating func replaceNumber(in text: [UInt8]) -> [UInt8] {
        let numbers = numberRanges(in: text)
        guard let range = pick(numbers) else { return text }
        return replacing(range, in: text, with: pick(Self.interestingNumbers)!)
    }

    private mutating func replaceRelation(in text: [UInt8]) -> [UInt8] {
        var found: [Range<Int>] = []
        for index in text.indices.dropLast() where text[index + 1] == UInt8(ascii: "=")
            && [UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(text[index]) {
            found.append(index..<(index + 2))
        }
        guard let range = pick(found) else { return text }
        return replacing(range, in: text, with: pick(Self.relations)!)
    }

    private mutating func replacePriority(in text: [UInt8]) -> [UInt8] {
        var found: [Range<Int>] = []
        for (index, byte) in text.enumerated() where byte == UInt8(ascii: "@") {
            var end = index + 1
            while end < text.count, isWordByte(text[end]) { end += 1 }
            found.append((index + 1)..<end)
        }
        for range in numberRanges(in: text) where range.count >= 3 { found.append(range) }
        guard let range = pick(found) else { return text }
        return replacing(range, in: text, with: pick(Self.priorities)!)
    }

    private mutating func replaceAttribute(in text: [UInt8]) -> [UInt8] {
        let found = wordRanges(in: text).filter { range in
            range.lowerBound > 0 && text[range.lowerBound - 1] == UInt8(ascii: ".")
                && Self.attributes.contains(String(decoding: text[range], as: UTF8.self))
        }
        guard let range = pick(found) else { return text }
        return replacing(range, in: text, with: pick(Self.attributes)!)
    }

    private mutating func addMultiplier(in text: [UInt8]) -> [UInt8] {
        let found = wordRanges(in: text).filter { range in
            range.lowerBound > 0 && text[range.lowerBound - 1] == UInt8(ascii: ".")
                && Self.attributes.contains(String(decoding: text[range], as: UTF8.self))
        }
        guard let range = pick(found) else { return text }
        let factor = pick(["2", "0.5", "1e6", "1e-6", "-1", "0", "1e300", "1e-300", "3.5"])!
        return replacing(range.upperBound..<range.upperBound, in: text, with: " * \(factor)")
    }

    private mutating func duplicateLine(in text: [UInt8]) -> [UInt8] {
        let lines = lineRanges(in: text)
        guard let line = pick(lines) else { return text }
        return replacing(line.upperBound..<line.upperBound, in: text, with: "\n" + String(decoding: text[line], as: UTF8.self))
    }

    private mutating func deleteLine(in text: [UInt8]) -> [UInt8] {
        let lines = lineRanges(in: text)
        guard lines.count > 1, let line = pick(lines) else { return text }
        return replacing(line.lowerBound..<min(line.upperBound + 1, text.count), in: text, with: "")
    }

    private mutating func swapWords(in text: [UInt8]) -> [UInt8] {
        let words = wordRanges(in: text)
        guard let target = pick(words), let source = pick(words) else { return text }
        return replacing(target, in: text, with: String(decoding: text[source], as: UTF8.self))
    }

    /// Adds a constraint in string form between two names that occur in the file.
    private mutating func addConstraint(to text: [UInt8]) -> [UInt8] {
        let names = identifiers(in: text)
        guard let first = pick(names), let second = pick(names),
              let header = lineStarting(with: "constraints:", in: text) else { return text }
        let constraint = "  - \(first).\(pick(Self.attributes)!) \(pick(Self.relations)!) "
            + "\(pick(["", "2 * ", "1e-6 * ", "1e6 * "])!)\(second).\(pick(Self.attributes)!) + \(pick(Self.interestingNumbers)!)"
            + " @\(pick(Self.priorities)!)"
        return replacing(header.upperBound..<header.upperBound, in: text, with: "\n" + constraint)
    }

    /// Adds a state made of names from the file; it may start from any state, itself included.
    private mutating func addState(to text: [UInt8]) -> [UInt8] {
        let names = identifiers(in: text)
        guard let name = pick(names), let other = pick(names) else { return text }
        let stateName = pick(["s\(random.next(4))", name])!
        var parts: [String] = []
        if random.next(2) == 0 { parts.append("from: \(pick(["s0", "s1", "s2", "s3", stateName])!)") }
        switch random.next(6) {
        case 0: parts.append("hide: [\(name)]")
        case 1: parts.append("priority: { \(name): \(pick(Self.priorities)!) }")
        case 2: parts.append("constant: { \(name): \(pick(Self.interestingNumbers)!) }")
        case 3: parts.append("deactivate: [\(name)]")
        case 4: parts.append("intrinsic: { \(name): [\(pick(Self.interestingNumbers)!), none] }")
        default: parts.append("size: { \(other): [\(pick(Self.interestingNumbers)!), \(pick(Self.interestingNumbers)!)] }")
        }
        let entry = "  \(stateName): { \(parts.joined(separator: ", ")) }"
        if let header = lineStarting(with: "states:", in: text) {
            return replacing(header.upperBound..<header.upperBound, in: text, with: "\n" + entry)
        }
        let separator = text.last == UInt8(ascii: "\n") ? "" : "\n"
        return text + Array("\(separator)states:\n\(entry)\n".utf8)
    }

    // MARK: - Scanning

    private func numberRanges(in text: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < text.count {
            let startsNumber = isDigit(text[index]) && (index == 0 || !isWordByte(text[index - 1]))
            guard startsNumber else { index += 1; continue }
            var end = index
            while end < text.count, isDigit(text[end]) || text[end] == UInt8(ascii: ".")
                || text[end] == UInt8(ascii: "e") { end += 1 }
            var start = index
            if start > 0, text[start - 1] == UInt8(ascii: "-") { start -= 1 }
            found.append(start..<end)
            index = end
        }
        return found
    }

    private func wordRanges(in text: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < text.count {
            guard isWordByte(text[index]), !isDigit(text[index]) else { index += 1; continue }
            var end = index
            while end < text.count, isWordByte(text[end]) { end += 1 }
            found.append(index..<end)
            index = end
        }
        return found
    }

    private func identifiers(in text: [UInt8]) -> [String] {
        Array(Set(wordRanges(in: text).map { String(decoding: text[$0], as: UTF8.self) })).sorted()
    }

    private func lineRanges(in text: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var start = 0
        for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\n") {
            found.append(start..<index)
            start = index + 1
        }
        if start < text.count { found.append(start..<text.count) }
        return found
    }

    private func lineStarting(with prefix: String, in text: [UInt8]) -> Range<Int>? {
        let bytes = Array(prefix.utf8)
        return lineRanges(in: text).first { $0.count >= bytes.count && Array(text[$0.prefix(bytes.count)]) == bytes }
    }

    private func replacing(_ range: Range<Int>, in text: [UInt8], with replacement: String) -> [UInt8] {
        Array(text[..<range.lowerBound]) + Array(replacement.utf8) + Array(text[range.upperBound...])
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
    }

    private mutating func pick<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[random.next(items.count)]
    }
}

@_cdecl("LLVMFuzzerCustomMutator")
public func fuzzCustomMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    var mutator = StructuredMutator(seed: seed)
    if seed % 8 == 0 {
        return LLVMFuzzerMutate(data, size, maxSize)
    }
    let mutant = mutator.mutate(Array(UnsafeBufferPointer(start: data, count: size)))
    guard mutant.count <= maxSize else { return LLVMFuzzerMutate(data, size, maxSize) }
    for (index, byte) in mutant.enumerated() { data[index] = byte }
    return mutant.count
}
