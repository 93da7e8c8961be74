/// A token of the constraint string grammar and of the visual format language.
struct Token: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case number(Double)
        case relation(LayoutRelation)
        case dot, plus, minus, star, slash, at, comma, colon, pipe
        case openParen, closeParen, openBracket, closeBracket
        /// A character no rule takes (including a lone `=`, `<` or `>`).
        case invalid(String)
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
        if case .identifier(let name) = kind { return name }
        return nil
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
enum Tokenizer {
    static func tokenize(_ text: String) -> Result<[Token], StringProblem> {
        let scalars = Array(text.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        func add(_ kind: Token.Kind, _ length: Int) {
            let range = index..<(index + length)
            tokens.append(Token(kind: kind, range: range, text: String(String.UnicodeScalarView(scalars[range]))))
            index += length
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch scalar {
            case " ", "\t", "\n", "\r":
                index += 1
            case "=", "<", ">":
                if next == "=" {
                    add(.relation(scalar == "=" ? .equal : scalar == "<" ? .lessThanOrEqual : .greaterThanOrEqual), 2)
                } else {
                    add(.invalid(String(scalar)), 1)
                }
            case ".":
                if let next, next.isASCII, next.properties.numericType == .decimal,
                   tokens.last.map({ $0.identifier == nil }) ?? true {
                    let length = DecimalNumber.prefixLength(scalars, from: index, allowSign: false) ?? 1
                    let text = String(String.UnicodeScalarView(scalars[index..<(index + length)]))
                    guard let value = Double(text), DecimalNumber.isInRange(value) else {
                        return .failure(StringProblem("number '\(text)' is out of range", at: index..<(index + length)))
                    }
                    add(.number(value), length)
                } else {
                    add(.dot, 1)
                }
            case "+": add(.plus, 1)
            case "-": add(.minus, 1)
            case "*": add(.star, 1)
            case "/": add(.slash, 1)
            case "@": add(.at, 1)
            case ",": add(.comma, 1)
            case ":": add(.colon, 1)
            case "|": add(.pipe, 1)
            case "(": add(.openParen, 1)
            case ")": add(.closeParen, 1)
            case "[": add(.openBracket, 1)
            case "]": add(.closeBracket, 1)
            default:
                if scalar.isASCII, scalar.properties.numericType == .decimal {
                    let length = DecimalNumber.prefixLength(scalars, from: index, allowSign: false) ?? 1
                    let text = String(String.UnicodeScalarView(scalars[index..<(index + length)]))
                    guard let value = Double(text), DecimalNumber.isInRange(value) else {
                        return .failure(StringProblem("number '\(text)' is out of range", at: index..<(index + length)))
                    }
                    add(.number(value), length)
                } else if isIdentifierStart(scalar) {
                    var end = index + 1
                    while end < scalars.count, isIdentifierPart(scalars[end]) { end += 1 }
                    let name = String(String.UnicodeScalarView(scalars[index..<end]))
                    add(.identifier(name), end - index)
                } else {
                    add(.invalid(String(scalar)), 1)
                }
            }
        }
        tokens.append(Token(kind: .end, range: scalars.count..<scalars.count, text: ""))
        return .success(tokens)
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
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
        case .identifier(let name):
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
