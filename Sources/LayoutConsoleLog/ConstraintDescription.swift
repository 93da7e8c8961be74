/// One item a constraint description names: a view or layout guide as `Class:0xaddr['text']`,
/// a name bound in the `names:` clause (an accessibility or user-interface identifier), a
/// Masonry `mas_key` in place of the address, or the superview bar `|` of a visual format.
public struct LoggedItem: Hashable, Sendable {
    /// The class as printed (`UILabel`, `Trust.BrowserNavigationBar`); nil for a bare name.
    public var className: String?
    /// `0x…` in lower case, or a Masonry key; nil when only a name is known.
    public var address: String?
    /// Label text, button title or guide identifier printed in quotes after the address.
    public var text: String?
    /// The accessibility identifier the log prints in place of the class and address.
    public var name: String?

    /// What identifies the item across the constraints of one log.
    var key: String {
        if let address { return address.hasPrefix("0x") ? address : "\(className ?? ""):\(address)" }
        return "name:\(name ?? "?")"
    }
}

/// One term `item.attribute` of an equation, or the edge a visual format names.
public struct LoggedAnchor: Hashable, Sendable {
    public var item: LoggedItem
    /// As printed (`leading`, `midX`, `contentHeight`), without an engine id `{id: 178}`.
    public var attribute: String
}

/// What one description says: `first relation multiplier × second + constant`.
public struct LoggedRelation: Hashable, Sendable {
    public enum Relation: String, Sendable { case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">=" }

    public var first: LoggedAnchor
    public var relation: Relation
    public var second: LoggedAnchor?
    public var multiplier: Double
    public var constant: Double
    /// Set when the constant includes system spacing (`NSSpace(8)`): the value printed is
    /// the one used.
    public var systemSpacing: Bool = false
    /// A visual format's `|`: the item bound to it is the superview of the other item.
    public var barIsSuperview = false
    /// A visual format between two views: they are siblings.
    public var siblings = false
    /// The view the `names:` suffix binds to `|`: the first item's superview.
    public var superview: LoggedItem?
    /// 1000 (required) unless the description prints another (`(44@999)`, content hugging).
    public var priority: Double = 1000
}

/// One constraint as the log prints it, read.
public struct LoggedConstraint: Sendable {
    /// 1-based line and column of the `<` that opens the description.
    public var line: Int
    public var column: Int
    /// The description as printed, from `<` to the end of its body (quotes and commas of
    /// the list removed).
    public var text: String
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    public var className: String
    public var address: String
    /// SnapKit's `File.swift#61`.
    public var sourceLocation: String?
    /// `h=--& v=--&` of an autoresizing-mask constraint.
    public var mask: String?
    public var identifier: String?
    /// Nil when UIKit printed no relation (`(null)` in old logs).
    public var relation: LoggedRelation?
}

/// A part of the input that could not be read, at its line and column.
public struct LogProblem: Error, Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}

/// Reads one constraint description: `<Class:0xaddr[@File#line] [mask] ['identifier'] body
/// [suffix]>`, with the departures FORMAT.md lists (old `<Class: 0xaddr> body` form, early
/// SnapKit's nested `<…>`, names bound in the suffix).
struct ConstraintDescriptionParser {
    private let scalars: [Unicode.Scalar]
    private let source: String
    /// Column of `scalars[0]` on its line.
    private let baseColumn: Int
    private let line: Int

    struct Failure: Error {
        var offset: Int
        var message: String
    }

    /// `text` starts at the opening `<`, which is at `column` of `line`.
    init(_ text: Substring.UnicodeScalarView, line: Int, column: Int) {
        scalars = Array(text)
        source = String(Substring(text))
        baseColumn = column
        self.line = line
    }

    func parse() -> Result<LoggedConstraint, LogProblem> {
        do throws(Failure) {
            return .success(try read())
        } catch {
            return .failure(LogProblem(line: line, column: baseColumn + min(error.offset, max(scalars.count - 1, 0)), message: error.message))
        }
    }

    private func string(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range.clamped(to: 0..<scalars.count)])
        return String(view)
    }

    private func read() throws(Failure) -> LoggedConstraint {
        var end = scalars.count
        guard end > 1, scalars[0] == "<" else { throw Failure(offset: 0, message: "a constraint description starts with '<'") }
        var index = 1
        let nested = scalars[1] == "<"  // early SnapKit: <<Module.LayoutConstraint:0x…> <Item>.attr == <Item>.attr>
        if nested { index = 2 }
        // Class, up to ':'.
        let classStart = index
        while index < end, scalars[index] != ":", scalars[index] != " ", scalars[index] != ">" { index += 1 }
        guard index < end, scalars[index] == ":", index > classStart else {
            throw Failure(offset: index, message: "expected 'Class:0xaddress' after '<'")
        }
        let className = string(classStart..<index)
        index += 1
        let oldForm = index < end && scalars[index] == " "  // <Class: 0xaddr> body
        if oldForm { index += 1 }
        let addressStart = index
        while index < end, !" @>".unicodeScalars.contains(scalars[index]) { index += 1 }
        let address = string(addressStart..<index)
        try checkAddress(address, at: addressStart)
        var sourceLocation: String?
        if index < end, scalars[index] == "@" {
            let start = index + 1
            while index < end, scalars[index] != " ", scalars[index] != ">" { index += 1 }
            sourceLocation = string(start..<index)
            guard sourceLocation?.contains("#") == true else { throw Failure(offset: start, message: "expected 'File.swift#line' after '@'") }
        }
        var bodyStart: Int
        if oldForm || nested {
            guard index < end, scalars[index] == ">" else { throw Failure(offset: index, message: "expected '>' after the constraint's address") }
            index += 1
            while index < end, scalars[index] == " " { index += 1 }
            bodyStart = index
            if nested {
                guard scalars[end - 1] == ">" else { throw Failure(offset: end, message: "the description does not end with '>'") }
                end -= 1
            }
        } else {
            guard scalars[end - 1] == ">" else { throw Failure(offset: end, message: "the description does not end with '>'") }
            end -= 1
            while index < end, scalars[index] == " " { index += 1 }
            bodyStart = index
        }
        var mask: String?
        if bodyStart + 11 <= end, scalars[bodyStart] == "h", scalars[bodyStart + 1] == "=", scalars[bodyStart + 5] == " ",
           scalars[bodyStart + 6] == "v", scalars[bodyStart + 7] == "=" {
            mask = string(bodyStart..<(bodyStart + 11))
            guard mask!.unicodeScalars.allSatisfy({ "hv=-& ".unicodeScalars.contains($0) }) else {
                throw Failure(offset: bodyStart, message: "an autoresizing mask is 'h=' and 'v=' with three of '-' or '&' each")
            }
            bodyStart += 11
            while bodyStart < end, scalars[bodyStart] == " " { bodyStart += 1 }
        }
        var identifier: String?
        if bodyStart < end, scalars[bodyStart] == "'" {
            // An identifier may hold spaces and quotes; it ends at the last "' " before the body.
            var close = bodyStart + 1
            var found: Int?
            while close + 1 < end {
                if scalars[close] == "'", scalars[close + 1] == " " { found = close; break }
                close += 1
            }
            guard let found else { throw Failure(offset: bodyStart, message: "the identifier's closing quote is missing") }
            identifier = string((bodyStart + 1)..<found)
            bodyStart = found + 2
        }
        var body = Array(scalars[bodyStart..<end])
        let bodyOffset = bodyStart
        var names: [(name: String, item: LoggedItem)] = []
        if oldForm {
            // `H:[View(375)](%28null%29, %28null%29)` / `(null) ((null), (null))`: the names
            // clause is not printed.
            for tail in [" ((null), (null))", "(%28null%29, %28null%29)"] where body.count >= tail.unicodeScalars.count {
                if String(String.UnicodeScalarView(body.suffix(tail.unicodeScalars.count))) == tail {
                    body.removeLast(tail.unicodeScalars.count)
                    break
                }
            }
        } else {
            (body, names) = try splitSuffix(body, offset: bodyOffset)
        }
        // NSContentSizeLayoutConstraint: `H:[UILabel:0x…(42)] Hug:250 CompressionResistance:750`.
        var contentPriorities: (hug: Double, compression: Double)?
        let bodyString = String(String.UnicodeScalarView(body))
        if let hug = bodyString.find(" Hug:", backwards: true),
           let compression = bodyString[hug.upperBound...].find(" CompressionResistance:"),
           let hugValue = parseNumber(bodyString[hug.upperBound..<compression.lowerBound]),
           let compressionValue = parseNumber(bodyString[compression.upperBound...].trimmingSpaces) {
            contentPriorities = (hugValue, compressionValue)
            body = Array(bodyString[..<hug.lowerBound].unicodeScalars)
        }
        while body.last == " " { body.removeLast() }
        let bodyText = String(String.UnicodeScalarView(body))
        let relation: LoggedRelation?
        if bodyText == "(null)" {
            relation = nil
        } else {
            var reader = BodyReader(scalars: body, offset: bodyOffset, names: names)
            var read = try reader.read()
            if let (hug, compression) = contentPriorities {
                // Two constraints in one: size <= content at the hugging priority, >= at the
                // compression resistance; only a required one can take part in a conflict.
                switch (hug >= 1000, compression >= 1000) {
                case (true, true): read.relation = .equal
                case (true, false): read.relation = .lessThanOrEqual
                case (false, true): read.relation = .greaterThanOrEqual
                case (false, false): read.priority = max(hug, compression)
                }
            }
            relation = read
        }
        let text = source
        return LoggedConstraint(line: line, column: baseColumn, text: text, className: className, address: address,
                                sourceLocation: sourceLocation, mask: mask, identifier: identifier, relation: relation)
    }

    private func checkAddress(_ address: String, at offset: Int) throws(Failure) {
        let chars = Array(address.unicodeScalars)
        guard chars.count > 2, chars[0] == "0", chars[1] == "x" else {
            throw Failure(offset: offset, message: "expected a '0x' address after the class")
        }
        for (position, char) in chars.enumerated().dropFirst(2) where !char.properties.isASCIIHexDigit {
            throw Failure(offset: offset + position, message: "'\(char)' is not a hexadecimal digit in the address '\(address)'")
        }
    }

    /// Splits `   (active, names: a:0x…, '|':Class:0x… )` or `(Names: …)` off the body.
    private func splitSuffix(_ body: [Unicode.Scalar], offset: Int) throws(Failure) -> ([Unicode.Scalar], [(name: String, item: LoggedItem)]) {
        let text = String(String.UnicodeScalarView(body))
        guard text.hasSuffix(")") else { return (body, []) }
        var start: String.Index?
        for marker in ["(active", "(Names:", "(names:"] {
            if let range = text.find(marker, backwards: true), start == nil || range.lowerBound > start! { start = range.lowerBound }
        }
        guard let start else { return (body, []) }
        let suffix = text[start...].dropFirst().dropLast()
        let bodyCount = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: start)
        var names: [(name: String, item: LoggedItem)] = []
        if let range = suffix.find("names: ") ?? suffix.find("Names: ") {
            let list = suffix[range.upperBound...]
            for entry in list.split(by: ", ") {
                let entry = entry.trimmingSpaces
                guard !entry.isEmpty else { continue }
                guard let colon = entry.find(":0x", backwards: true) else {
                    throw Failure(offset: offset + bodyCount, message: "a name in the names clause is not bound to an address: '\(entry)'")
                }
                var address = String(entry[entry.index(after: colon.lowerBound)...])
                var title: String?
                if let quote = address.firstIndex(of: "'") {
                    title = String(address[address.index(after: quote)...].dropLast(address.hasSuffix("'") ? 1 : 0))
                    address = String(address[..<quote])
                }
                var bound = String(entry[..<colon.lowerBound])
                var item = LoggedItem(className: nil, address: address.lowercased(), text: title, name: nil)
                if bound.hasPrefix("'|':") {
                    item.className = String(bound.dropFirst(4))
                    bound = "|"
                } else {
                    item.name = bound
                }
                if let text = item.className.flatMap(splitText) {
                    item.className = text.0
                    item.text = text.1
                }
                names.append((bound, item))
            }
        }
        return (Array(body[0..<bodyCount]), names)
    }
}

/// `Class'text'` → (`Class`, `text`): the suffix's bar binding may carry a title too.
private func splitText(_ value: String) -> (String, String)? {
    // The opening quote must come before the closing one: `Class'` alone has no text.
    guard let quote = value.firstIndex(of: "'"), value.hasSuffix("'"), quote < value.index(before: value.endIndex) else { return nil }
    return (String(value[..<quote]), String(value[value.index(after: quote)..<value.index(before: value.endIndex)]))
}

extension StringProtocol {
    var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
