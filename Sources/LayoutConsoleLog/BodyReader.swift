/// Reads the body of a constraint description: an equation (`A.attr == 0.5*B.attr + 8`) or
/// a visual format (`H:[A]-(8)-[B]`), resolving names through the `names:` clause.
struct BodyReader {
    /// The attributes UIKit and AppKit print, with the autoresizing `midX`-style ones and the
    /// scroll view's engine-private content size.
    static let attributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "firstBaseline", "lastBaseline", "baseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
        "minX", "midX", "maxX", "minY", "midY", "maxY", "contentWidth", "contentHeight",
    ]

    let scalars: [Unicode.Scalar]
    /// Offset of the body inside the description, for error columns.
    let offset: Int
    let names: [(name: String, item: LoggedItem)]
    private var seen: [String: Int] = [:]
    /// The priority a visual format's predicate gives (`(44@999)`).
    private var visualFormatPriority = 1000.0

    init(scalars: [Unicode.Scalar], offset: Int, names: [(name: String, item: LoggedItem)]) {
        self.scalars = scalars
        self.offset = offset
        self.names = names
        text = String(String.UnicodeScalarView(scalars))
    }

    private let text: String

    private func failure(_ index: String.Index?, in text: String, _ message: String) -> ConstraintDescriptionParser.Failure {
        let distance = index.map { text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: $0) } ?? 0
        return ConstraintDescriptionParser.Failure(offset: offset + distance, message: message)
    }

    mutating func read() throws(ConstraintDescriptionParser.Failure) -> LoggedRelation {
        let text = self.text
        var relation = text.hasPrefix("H:") || text.hasPrefix("V:") ? try readVisualFormat(text) : try readEquation(text)
        relation.priority = visualFormatPriority
        relation.superview = names.first { $0.name == "|" }?.item
        return relation
    }

    // MARK: Equations

    private mutating func readEquation(_ whole: String) throws(ConstraintDescriptionParser.Failure) -> LoggedRelation {
        var text = Substring(whole)
        var spacing: Double?
        for function in [" NSSpace(", " NSLayoutAnchorConstraintSpace("] where text.hasSuffix(")") {
            if let range = text.find(function, backwards: true) {
                let inner = text[range.upperBound..<text.index(before: text.endIndex)]
                guard let value = parseNumber(inner) else { throw failure(range.upperBound, in: whole, "expected a number in '\(function.dropFirst())…)'") }
                spacing = value
                text = text[..<range.lowerBound]
                break
            }
        }
        var found: (Range<Substring.Index>, LoggedRelation.Relation)?
        for (token, relation) in [(" == ", LoggedRelation.Relation.equal), (" <= ", .lessThanOrEqual), (" >= ", .greaterThanOrEqual)] {
            if let range = text.find(token), found == nil || range.lowerBound < found!.0.lowerBound { found = (range, relation) }
        }
        guard let (relationRange, relation) = found else {
            throw failure(whole.startIndex, in: whole, "expected an equation ('A.attr == B.attr + c') or a visual format ('H:…', 'V:…')")
        }
        let first = try anchor(text[..<relationRange.lowerBound], whole: whole)
        var rhs = text[relationRange.upperBound...]
        while rhs.last == " " { rhs = rhs.dropLast() }
        var result = LoggedRelation(first: first, relation: relation, second: nil, multiplier: 1, constant: 0)
        if let constant = parseNumber(rhs.filter { $0 != " " }[...]) {
            result.constant = constant
        } else {
            var rest = rhs
            for sign in [" + ", " - "] {
                if let range = rest.find(sign, backwards: true), let value = parseNumber(rest[range.upperBound...]) {
                    result.constant = sign == " - " ? -value : value
                    rest = rest[..<range.lowerBound]
                    break
                }
            }
            if let range = rest.find(" * ", backwards: true), let value = parseNumber(rest[range.upperBound...]) {
                result.multiplier = value
                rest = rest[..<range.lowerBound]
            } else if let star = rest.firstIndex(of: "*"), let value = parseNumber(rest[..<star]) {
                result.multiplier = value
                rest = rest[rest.index(after: star)...]
            }
            result.second = try anchor(rest, whole: whole)
        }
        if let spacing {
            result.constant += spacing
            result.systemSpacing = true
        }
        if let second = result.second, let problem = BodyReader.invalidPairing(result.first.attribute, second.attribute) {
            throw failure(text.index(after: relationRange.lowerBound), in: whole, "UIKit refuses to relate '\(result.first.attribute)' and '\(second.attribute)': \(problem)")
        }
        return result
    }

    /// Why UIKit would refuse to create a constraint between the two attributes, if it would
    /// (the spec's "Constraints UIKit refuses"): such a line is no constraint of a real log.
    static func invalidPairing(_ a: String, _ b: String) -> String? {
        let sizes: Set<String> = ["width", "height", "contentWidth", "contentHeight"]
        if sizes.contains(a) != sizes.contains(b) { return "a size and a location" }
        if sizes.contains(a) { return nil }
        let horizontal = LogModel.horizontalAttributes
        if horizontal.contains(a) != horizontal.contains(b) { return "a horizontal and a vertical location" }
        let absolute: Set<String> = ["left", "right", "leftMargin", "rightMargin"]
        let directional: Set<String> = ["leading", "trailing", "leadingMargin", "trailingMargin"]
        if (absolute.contains(a) && directional.contains(b)) || (directional.contains(a) && absolute.contains(b)) {
            return "left and right with leading and trailing"
        }
        return nil
    }

    /// `Item.attribute`: the attribute follows the last dot (names and label text may hold dots).
    private mutating func anchor(_ text: Substring, whole: String) throws(ConstraintDescriptionParser.Failure) -> LoggedAnchor {
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex else {
            throw failure(text.startIndex, in: whole, "expected 'item.attribute', found '\(text)'")
        }
        var attribute = String(text[text.index(after: dot)...])
        if let brace = attribute.firstIndex(of: "{"), attribute.hasSuffix("}") { attribute = String(attribute[..<brace]) }
        guard BodyReader.attributes.contains(attribute) else {
            throw failure(text.index(after: dot), in: whole, "unknown attribute '\(attribute)'")
        }
        return LoggedAnchor(item: try item(text[..<dot], whole: whole), attribute: attribute)
    }

    /// `Class:0xaddr['text']`, `<Class:0xaddr>`, `Class:masKey`, or a name from the suffix.
    private mutating func item(_ raw: Substring, whole: String) throws(ConstraintDescriptionParser.Failure) -> LoggedItem {
        var token = raw
        if token.hasPrefix("<"), token.hasSuffix(">") { token = token.dropFirst().dropLast() }
        let bound = names.filter { $0.name == String(token) }
        if !bound.isEmpty {
            let occurrence = seen[String(token), default: 0]
            seen[String(token)] = occurrence + 1
            var item = bound[min(occurrence, bound.count - 1)].item
            item.name = String(token)
            return item
        }
        if let colon = token.firstIndex(of: ":"), colon != token.startIndex {
            let className = String(token[..<colon])
            let rest = token[token.index(after: colon)...]
            if rest.hasPrefix("0x") {
                var end = rest.index(rest.startIndex, offsetBy: 2)
                while end < rest.endIndex, rest[end].isHexDigit { end = rest.index(after: end) }
                let address = String(rest[..<end]).lowercased()
                guard address.count > 2 else { throw failure(rest.startIndex, in: whole, "expected hexadecimal digits after '0x'") }
                if end < rest.endIndex {
                    guard rest[end] == "'", rest.hasSuffix("'"), rest.index(after: end) < rest.endIndex else {
                        throw failure(end, in: whole, "'\(rest[end])' is not a hexadecimal digit in the address of '\(className)'")
                    }
                    let text = String(rest[rest.index(after: end)..<rest.index(before: rest.endIndex)])
                    return LoggedItem(className: className, address: address, text: text, name: nil)
                }
                return LoggedItem(className: className, address: address, text: nil, name: nil)
            }
            if let first = rest.first, first.isLetter || first == "_", rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                return LoggedItem(className: className, address: String(rest), text: nil, name: nil)  // Masonry mas_key
            }
        }
        guard !token.isEmpty, !token.contains(" == ") else { throw failure(raw.startIndex, in: whole, "expected an item before the attribute") }
        return LoggedItem(className: nil, address: nil, text: nil, name: String(token))
    }

    // MARK: Visual format

    private struct Predicate {
        var relation: LoggedRelation.Relation = .equal
        var value: Double
        var systemSpacing = false
        var priority = 1000.0
    }

    private mutating func readVisualFormat(_ whole: String) throws(ConstraintDescriptionParser.Failure) -> LoggedRelation {
        let horizontal = whole.hasPrefix("H:")
        var rest = whole.dropFirst(2)
        for direction in ["(LTR)", "(RTL)"] where rest.hasSuffix(direction) { rest = rest.dropLast(direction.count) }
        var leadingGap: Predicate?
        var leadingBar = false
        if rest.hasPrefix("|") {
            leadingBar = true
            rest = rest.dropFirst()
            (leadingGap, rest) = try gap(rest, whole: whole)
        }
        guard rest.hasPrefix("[") else { throw failure(rest.startIndex, in: whole, "expected '[' and a view in the visual format") }
        let (firstContent, afterFirst) = try bracket(rest, whole: whole)
        rest = afterFirst
        let (firstToken, size) = splitSize(firstContent)
        let firstItem = try item(firstToken, whole: whole)
        let (start, end, sizeName) = horizontal ? ("leading", "trailing", "width") : ("top", "bottom", "height")
        var trailingGap: Predicate?
        var secondItem: LoggedItem?
        var trailingBar = false
        if !rest.isEmpty {
            (trailingGap, rest) = try gap(rest, whole: whole)
            if rest == "|" {
                trailingBar = true
                rest = rest.dropFirst()
            } else if rest.hasPrefix("[") {
                let (content, after) = try bracket(rest, whole: whole)
                secondItem = try item(content, whole: whole)
                rest = after
            }
            guard rest.isEmpty else { throw failure(rest.startIndex, in: whole, "unexpected '\(rest)' at the end of the visual format") }
        }
        let pieces = (leadingBar ? 1 : 0) + (size != nil ? 1 : 0) + (trailingGap != nil ? 1 : 0)
        guard pieces == 1 else {
            throw failure(whole.startIndex, in: whole, pieces == 0 ? "the visual format relates nothing" : "one constraint description holds one relation; this visual format holds \(pieces)")
        }
        visualFormatPriority = (leadingBar ? leadingGap : nil)?.priority ?? size?.priority ?? trailingGap?.priority ?? 1000
        let bar = names.first { $0.name == "|" }?.item
            ?? LoggedItem(className: nil, address: nil, text: nil, name: "superview of \(firstItem.name ?? firstItem.address ?? "?")")
        if leadingBar, let leadingGap {
            return LoggedRelation(first: LoggedAnchor(item: firstItem, attribute: start), relation: leadingGap.relation,
                                  second: LoggedAnchor(item: bar, attribute: start), multiplier: 1, constant: leadingGap.value,
                                  systemSpacing: leadingGap.systemSpacing, barIsSuperview: true)
        }
        if let predicate = size {
            return LoggedRelation(first: LoggedAnchor(item: firstItem, attribute: sizeName), relation: predicate.relation,
                                  second: nil, multiplier: 1, constant: predicate.value)
        }
        guard let trailingGap else { throw failure(whole.startIndex, in: whole, "the visual format relates nothing") }
        if trailingBar {
            return LoggedRelation(first: LoggedAnchor(item: bar, attribute: end), relation: trailingGap.relation,
                                  second: LoggedAnchor(item: firstItem, attribute: end), multiplier: 1, constant: trailingGap.value,
                                  systemSpacing: trailingGap.systemSpacing, barIsSuperview: true)
        }
        guard let secondItem else { throw failure(rest.startIndex, in: whole, "expected a view or '|' after the spacing") }
        return LoggedRelation(first: LoggedAnchor(item: secondItem, attribute: start), relation: trailingGap.relation,
                              second: LoggedAnchor(item: firstItem, attribute: end), multiplier: 1, constant: trailingGap.value,
                              systemSpacing: trailingGap.systemSpacing, siblings: true)
    }

    /// `-(8)-`, `-(>=36)-`, `-(NSSpace(8))-`; returns the predicate and what follows.
    private func gap(_ text: Substring, whole: String) throws(ConstraintDescriptionParser.Failure) -> (Predicate, Substring) {
        guard text.hasPrefix("-(") else { throw failure(text.startIndex, in: whole, "expected a spacing '-(…)-'") }
        var depth = 0
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { break }
            }
            index = text.index(after: index)
        }
        let after = index < text.endIndex ? text.index(after: index) : index
        guard index < text.endIndex, after < text.endIndex, text[after] == "-" else {
            throw failure(text.startIndex, in: whole, "the spacing '-(…)-' is not closed")
        }
        let inner = text[text.index(text.startIndex, offsetBy: 2)..<index]
        guard let predicate = self.predicate(inner) else { throw failure(inner.startIndex, in: whole, "expected a number in the spacing, found '\(inner)'") }
        return (predicate, text[text.index(after: after)...])
    }

    /// `[content]`: the bracket closes at the `]` followed by a spacing, a direction or the end.
    private func bracket(_ text: Substring, whole: String) throws(ConstraintDescriptionParser.Failure) -> (Substring, Substring) {
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            if text[index] == "]" {
                let after = text[text.index(after: index)...]
                if after.isEmpty || after.hasPrefix("-(") || after.hasPrefix("-|") { return (text[text.index(after: text.startIndex)..<index], after) }
            }
            index = text.index(after: index)
        }
        throw failure(text.startIndex, in: whole, "the view's '[' is not closed")
    }

    /// `View(200)` → (`View`, 200); a title ending in `)` that is no size stays whole.
    private func splitSize(_ content: Substring) -> (Substring, Predicate?) {
        guard content.hasSuffix(")"), let open = content.lastIndex(of: "("),
              let value = predicate(content[content.index(after: open)..<content.index(before: content.endIndex)]) else { return (content, nil) }
        return (content[..<open], value)
    }

    private func predicate(_ raw: Substring) -> Predicate? {
        var text = raw
        var relation = LoggedRelation.Relation.equal
        for (token, value) in [(">=", LoggedRelation.Relation.greaterThanOrEqual), ("<=", .lessThanOrEqual), ("==", .equal)] where text.hasPrefix(token) {
            relation = value
            text = text.dropFirst(2)
        }
        var priority = 1000.0
        if let at = text.lastIndex(of: "@") {
            // Not seen in logs; read so that an optional constraint is not taken as required.
            guard let value = parseNumber(text[text.index(after: at)...]), value >= 1, value <= 1000 else { return nil }
            priority = value
            text = text[..<at]
        }
        for function in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where text.hasPrefix(function) && text.hasSuffix(")") {
            guard let value = parseNumber(text.dropFirst(function.count).dropLast()) else { return nil }
            return Predicate(relation: relation, value: value, systemSpacing: true, priority: priority)
        }
        guard let value = parseNumber(text) else { return nil }
        return Predicate(relation: relation, value: value, priority: priority)
    }
}

/// A finite decimal number as logs print them: `20`, `-5.000000`, `2.22507e-308`, `.5`.
func parseNumber<S: StringProtocol>(_ text: S) -> Double? {
    guard !text.isEmpty, text.count < 64,
          text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
          let value = Double(String(text)), value.isFinite else { return nil }
    return value
}
