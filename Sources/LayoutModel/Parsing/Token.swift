/// A token of the constraint string grammar and of the visual format language.
struct Token: Equatable {
    /// Payload-free where the text says it all: a token is copied whenever the parser looks
    /// at it, and a kind holding a String was retained and released with every copy.
    enum Kind: Equatable {
        /// A name: the token's `text`.
        case identifier
        case number(Double)
        case relation(LayoutRelation)
        case dot, plus, minus, star, slash, at, comma, colon, pipe
        case openParen, closeParen, openBracket, closeBracket
        /// A character no rule takes (including a lone `=`, `<` or `>`): the token's `text`.
        case invalid
        case end
    }

    var kind: Kind
    /// Unicode-scalar offsets in the string.
    var range: Range<Int>
    /// The source text of the token.
    var text: String

    /// How messages name the token: `'foo'` or "the end of the string".
    var quoted: String {
        kind == .end ? "the end of the string" : "'\(text)'"
    }

    var identifier: String? {
        kind == .identifier ? text : nil
    }
}

/// A problem inside a string, at Unicode-scalar offsets of the value.
struct StringProblem: Error, Equatable {
    var message: String
    var range: Range<Int>
    /// A reference to a name whose declaration was already reported: fail without a message.
    var isFollowUp: Bool

    init(_ message: String, at range: Range<Int>, isFollowUp: Bool = false) {
        self.message = message
        self.range = range
        self.isFollowUp = isFollowUp
    }
}

/// Splits a string into tokens, skipping spaces and tabs.
///
/// Scans UTF-8 bytes: everything the grammar takes is ASCII, so a token's text is a slice of
/// bytes. Offsets stay in Unicode scalars (what diagnostics count): `offset` advances once per
/// scalar, however many bytes it takes.
enum Tokenizer {
    static func tokenize(_ text: String) -> Result<[Token], StringProblem> {
        var text = text
        return text.withUTF8 { tokenize(bytes: $0) }
    }

    private static func tokenize(bytes: UnsafeBufferPointer<UInt8>) -> Result<[Token], StringProblem> {
        var scanner = Scanner(bytes: bytes)
        if let problem = scanner.scan() { return .failure(problem) }
        return .success(scanner.tokens)
    }

    /// The scan's state in a struct of its own: nested functions capturing local variables
    /// kept them in boxes on the heap, each access checked for exclusivity at run time.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var tokens: [Token] = []
        var position = 0  // in bytes
        var offset = 0  // in Unicode scalars

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            tokens.reserveCapacity(16)
        }

        func slice(_ length: Int) -> String {
            // One-byte tokens take their text from a table of literals: no String to make.
            if length == 1, bytes[position] < 128 { return asciiTexts[Int(bytes[position])] }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + length)]), as: UTF8.self)
        }

        /// Adds a token of `length` ASCII bytes.
        mutating func add(_ kind: Token.Kind, _ length: Int, text: String? = nil) {
            tokens.append(Token(kind: kind, range: offset..<(offset + length), text: text ?? slice(length)))
            position += length
            offset += length
        }

        func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }

        mutating func number() -> StringProblem? {
            let length = DecimalNumber.prefixLength(bytes, from: position, allowSign: false) ?? 1
            let text = slice(length)
            guard let value = DecimalNumber.integerValue(bytes, from: position, length: length) ?? Double(text),
                  DecimalNumber.isInRange(value) else {
                return StringProblem("number '\(text)' is out of range", at: offset..<(offset + length))
            }
            add(.number(value), length, text: text)
            return nil
        }

        /// Scans every byte, ending with an `end` token; the problem of a number out of range.
        mutating func scan() -> StringProblem? {
            while position < bytes.count {
                let current = bytes[position]
                switch current {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    position += 1
                    offset += 1
                case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"):
                    if byte(position + 1) == UInt8(ascii: "=") {
                        add(.relation(current == UInt8(ascii: "=") ? .equal : current == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual), 2)
                    } else {
                        let text = slice(1)
                        add(.invalid, 1, text: text)
                    }
                case UInt8(ascii: "."):
                    if isDigit(byte(position + 1)), tokens.isEmpty || tokens[tokens.count - 1].kind != .identifier {
                        if let problem = number() { return problem }
                    } else {
                        add(.dot, 1)
                    }
                default:
                    if current < 128, let kind = punctuation[Int(current)] {
                        add(kind, 1)
                    } else if isDigit(current) {
                        if let problem = number() { return problem }
                    } else if isIdentifierStart(current) {
                        var end = position + 1
                        while end < bytes.count, isIdentifierPart(bytes[end]) { end += 1 }
                        let name = slice(end - position)
                        add(.identifier, end - position, text: name)
                    } else {
                        // Any other scalar, ASCII or not, is one invalid token of its own bytes.
                        var length = 1
                        while position + length < bytes.count, bytes[position + length] & 0xC0 == 0x80 { length += 1 }
                        let text = slice(length)
                        tokens.append(Token(kind: .invalid, range: offset..<(offset + 1), text: text))
                        position += length
                        offset += 1
                    }
                }
            }
            tokens.append(Token(kind: .end, range: offset..<offset, text: ""))
            return nil
        }
    }

    /// Each ASCII character as a String, by code.
    private static let asciiTexts: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    /// The one-character tokens, by ASCII code.
    private static let punctuation: [Token.Kind?] = {
        var table = [Token.Kind?](repeating: nil, count: 128)
        let kinds: [(Unicode.Scalar, Token.Kind)] = [
            ("+", .plus), ("-", .minus), ("*", .star), ("/", .slash), ("@", .at), (",", .comma), (":", .colon),
            ("|", .pipe), ("(", .openParen), (")", .closeParen), ("[", .openBracket), ("]", .closeBracket),
        ]
        for (character, kind) in kinds { table[Int(character.value)] = kind }
        return table
    }()

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}

/// A cursor over tokens.
struct TokenStream {
    private let tokens: [Token]
    private(set) var index = 0

    init(_ tokens: [Token]) {
        self.tokens = tokens.isEmpty ? [Token(kind: .end, range: 0..<0, text: "")] : tokens
    }

    var current: Token { tokens[min(index, tokens.count - 1)] }

    func peek(_ ahead: Int = 1) -> Token { tokens[min(index + ahead, tokens.count - 1)] }

    mutating func advance() -> Token {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// Consumes the current token when it has this kind.
    mutating func accept(_ kind: Token.Kind) -> Token? {
        current.kind == kind ? advance() : nil
    }
}

extension TokenStream {
    /// A priority: a number, a metric, or a priority name with an optional `+N` / `-N`
    /// (`@high+1`). With `signNeedsNumber`, a `-` is only taken as part of the priority when
    /// a number follows it.
    mutating func priority(start: Int, context: NameContext, signNeedsNumber: Bool, expected: String) throws -> ParsedPriority {
        let token = current
        switch token.kind {
        case .number(let value):
            _ = advance()
            return ParsedPriority(priority: LayoutPriority(value, written: token.text), range: start..<token.range.upperBound)
        case .identifier:
            let name = token.text
            _ = advance()
            if let value = context.metrics[name] {
                return ParsedPriority(priority: LayoutPriority(value, written: name), range: start..<token.range.upperBound)
            }
            guard var value = LayoutPriority.value(ofName: name) else {
                let candidates = LayoutPriority.names.map(\.name) + context.metricNames
                throw StringProblem("unknown priority '\(name)'" + Suggestion.didYouMean(name, in: candidates), at: token.range,
                                    isFollowUp: context.brokenNames.contains(name))
            }
            var written = name
            var end = token.range.upperBound
            if current.kind == .plus || (current.kind == .minus && (!signNeedsNumber || peek().kind.isNumber)) {
                let sign = advance()
                let amountToken = current
                guard case .number(let amount) = amountToken.kind else {
                    throw StringProblem("expected a number after '\(name)\(sign.text)', found \(amountToken.quoted)", at: amountToken.range)
                }
                _ = advance()
                value += sign.kind == .plus ? amount : -amount
                written += sign.text + amountToken.text
                end = amountToken.range.upperBound
            }
            return ParsedPriority(priority: LayoutPriority(value, written: written), range: start..<end)
        default:
            throw StringProblem("expected \(expected), found \(token.quoted)", at: token.range)
        }
    }
}
