/// Names the parsers resolve: metrics (constants and priorities) and view ids (suggestions).
///
/// A class: the loader hands the same names to the parser of every constraint string, and
/// as a struct each parse retained and released its five collections.
final class NameContext {
    let metrics: [String: Double]
    let metricNames: [String]
    let viewIDs: Set<String>
    let viewNames: [String]
    /// Metrics and views whose declaration had an error: references fail silently.
    let brokenNames: Set<String>

    init(metrics: [(String, Double)] = [], views: [String] = [], brokenNames: Set<String> = []) {
        self.metrics = Dictionary(metrics, uniquingKeysWith: { _, last in last })
        self.metricNames = metrics.map(\.0)
        self.viewIDs = Set(views)
        self.viewNames = views
        self.brokenNames = brokenNames
    }

    private init(metrics: [String: Double], metricNames: [String], viewIDs: Set<String>, viewNames: [String], brokenNames: Set<String>) {
        self.metrics = metrics
        self.metricNames = metricNames
        self.viewIDs = viewIDs
        self.viewNames = viewNames
        self.brokenNames = brokenNames
    }

    /// These names and `more` metrics (a visual format's own), which replace metrics of the
    /// same name.
    func adding(metrics more: [Metric]) -> NameContext {
        guard !more.isEmpty else { return self }
        var metrics = self.metrics, names = metricNames
        for metric in more {
            if metrics[metric.name] == nil { names.append(metric.name) }
            metrics[metric.name] = metric.value
        }
        return NameContext(metrics: metrics, metricNames: names, viewIDs: viewIDs, viewNames: viewNames, brokenNames: brokenNames)
    }
}

/// `item.attribute` in a string, with offsets.
struct ParsedAnchor: Equatable {
    var item: String
    var itemRange: Range<Int>
    var attribute: LayoutAttribute
    var range: Range<Int>
}

/// A constant: a number or a metric, perhaps negated.
struct ParsedConstant: Equatable {
    var value: Double
    var metric: String?
    var negated: Bool
    var range: Range<Int>
}

/// A priority and the text it was written as.
struct ParsedPriority: Equatable {
    var priority: LayoutPriority
    /// From the `@` (when there is one) to the end of the priority.
    var range: Range<Int>
}

/// A constraint in the string grammar, before view ids are checked.
struct ParsedExpression: Equatable {
    var first: ParsedAnchor
    var relation: LayoutRelation
    var relationRange: Range<Int>
    var second: ParsedAnchor?
    var multiplier: Double
    var constant: ParsedConstant?
    var priority: ParsedPriority?
}

/// Parses the string grammar of the spec:
///
/// ```
/// constraint  = item "." attribute relation rhs [ "@" priority ]
/// rhs         = term [ ("+" | "-") constant ]  |  [ "-" ] constant
/// term        = [ number "*" ] item "." attribute [ ("*" | "/") number ]
/// constant    = number | metricName
/// priority    = number | priorityName [ ("+" | "-") number ]
/// ```
///
/// Priorities may also be metric names, as in visual format strings.
struct ExpressionParser {
    private var stream: TokenStream
    private let context: NameContext
    private let text: String

    private init(tokens: [Token], text: String, context: NameContext) {
        self.stream = TokenStream(tokens)
        self.text = text
        self.context = context
    }

    /// Parses a whole constraint string.
    static func parseConstraint(_ text: String, context: NameContext) -> Result<ParsedExpression, StringProblem> {
        run(text, context) { try $0.constraint() }
    }

    /// Parses `item.attribute` alone (the `first:` and `second:` keys).
    static func parseAnchor(_ text: String, context: NameContext) -> Result<ParsedAnchor, StringProblem> {
        run(text, context) { parser in
            let anchor = try parser.anchor()
            try parser.expectEnd(after: "'\(anchor.item).\(anchor.attribute.rawValue)'")
            return anchor
        }
    }

    /// Parses a priority alone (`999`, `high+1`, a metric name).
    static func parsePriority(_ text: String, context: NameContext) -> Result<ParsedPriority, StringProblem> {
        run(text, context) { parser in
            let priority = try parser.priority(start: parser.stream.current.range.lowerBound)
            try parser.expectEnd(after: "the priority")
            return priority
        }
    }

    /// Parses a constant alone (a number or a metric name, optionally negated).
    static func parseConstant(_ text: String, context: NameContext) -> Result<ParsedConstant, StringProblem> {
        run(text, context) { parser in
            let negated = parser.stream.accept(.minus)
            var constant = try parser.constant()
            if let negated { constant = ParsedConstant(value: -constant.value, metric: constant.metric, negated: true,
                                                       range: negated.range.lowerBound..<constant.range.upperBound) }
            try parser.expectEnd(after: "the constant")
            return constant
        }
    }

    private static func run<T>(_ text: String, _ context: NameContext, _ body: (inout ExpressionParser) throws -> T) -> Result<T, StringProblem> {
        switch Tokenizer.tokenize(text) {
        case .failure(let problem):
            return .failure(problem)
        case .success(let tokens):
            var parser = ExpressionParser(tokens: tokens, text: text, context: context)
            do {
                return .success(try body(&parser))
            } catch let problem as StringProblem {
                return .failure(problem)
            } catch {
                return .failure(StringProblem("invalid expression", at: 0..<0))
            }
        }
    }

    // MARK: Grammar

    private mutating func constraint() throws -> ParsedExpression {
        let first = try anchor()
        if first.item == "superview" {
            throw StringProblem("'superview' may not be the first item", at: first.itemRange)
        }
        let relationToken = stream.current
        guard case .relation(let relation) = relationToken.kind else {
            throw unexpected(relationToken, expected: "a relation ('==', '<=' or '>=')")
        }
        _ = stream.advance()
        var second: ParsedAnchor?
        var multiplier = 1.0
        var constant: ParsedConstant?
        let current = stream.current
        let startsTerm: Bool
        switch current.kind {
        case .number: startsTerm = stream.peek().kind == .star
        case .identifier: startsTerm = stream.peek().kind == .dot
        default: startsTerm = false
        }
        if startsTerm {
            if case .number(let factor) = current.kind {
                _ = stream.advance()
                _ = stream.advance()
                multiplier = factor
            }
            second = try anchor()
            if stream.current.kind == .star || stream.current.kind == .slash {
                let operation = stream.advance()
                let factorToken = stream.current
                guard case .number(let factor) = factorToken.kind else {
                    throw unexpected(factorToken, expected: "a number after '\(operation.text)'")
                }
                _ = stream.advance()
                if operation.kind == .slash {
                    guard factor != 0 else { throw StringProblem("division by zero", at: operation.range.lowerBound..<factorToken.range.upperBound) }
                    multiplier /= factor
                } else {
                    multiplier *= factor
                }
            }
            guard DecimalNumber.isInRange(multiplier) else {
                throw StringProblem("the multiplier is out of range", at: second?.range ?? current.range)
            }
            if stream.current.kind == .plus || stream.current.kind == .minus {
                let sign = stream.advance()
                let value = try self.constant()
                constant = sign.kind == .minus
                    ? ParsedConstant(value: -value.value, metric: value.metric, negated: value.metric != nil, range: value.range)
                    : value
            }
        } else {
            let negated = stream.accept(.minus)
            let value = try self.constant()
            constant = negated == nil ? value
                : ParsedConstant(value: -value.value, metric: value.metric, negated: value.metric != nil,
                                 range: (negated?.range.lowerBound ?? value.range.lowerBound)..<value.range.upperBound)
        }
        var priority: ParsedPriority?
        if let at = stream.accept(.at) {
            priority = try self.priority(start: at.range.lowerBound)
        }
        try expectEnd(after: "the constraint")
        return ParsedExpression(first: first, relation: relation, relationRange: relationToken.range, second: second,
                                multiplier: multiplier, constant: constant, priority: priority)
    }

    private mutating func anchor() throws -> ParsedAnchor {
        let itemToken = stream.current
        guard let item = itemToken.identifier else {
            throw unexpected(itemToken, expected: "a view id")
        }
        _ = stream.advance()
        guard stream.accept(.dot) != nil else {
            throw unexpected(stream.current, expected: "'.' and an attribute after '\(item)'")
        }
        let attributeToken = stream.current
        guard let name = attributeToken.identifier else {
            throw unexpected(attributeToken, expected: "an attribute after '\(item).'")
        }
        guard let attribute = LayoutAttribute(name: name) else {
            throw StringProblem("unknown attribute '\(name)'" + Suggestion.didYouMean(name, in: LayoutAttribute.allNames),
                                at: attributeToken.range)
        }
        _ = stream.advance()
        return ParsedAnchor(item: item, itemRange: itemToken.range, attribute: attribute,
                            range: itemToken.range.lowerBound..<attributeToken.range.upperBound)
    }

    private mutating func constant() throws -> ParsedConstant {
        let token = stream.current
        switch token.kind {
        case .number(let value):
            _ = stream.advance()
            return ParsedConstant(value: value, metric: nil, negated: false, range: token.range)
        case .identifier:
            let name = token.text
            if let value = context.metrics[name] {
                _ = stream.advance()
                return ParsedConstant(value: value, metric: name, negated: false, range: token.range)
            }
            if context.viewIDs.contains(name) || name == "superview" {
                let after = stream.peek()
                throw StringProblem("'\(name)' is a view: expected '.' and an attribute after it, found \(after.quoted)", at: token.range)
            }
            throw StringProblem("unknown metric '\(name)'" + Suggestion.didYouMean(name, in: context.metricNames), at: token.range,
                                isFollowUp: context.brokenNames.contains(name))
        default:
            throw unexpected(token, expected: "a number or a metric name")
        }
    }

    private mutating func priority(start: Int) throws -> ParsedPriority {
        try stream.priority(start: start, context: context, signNeedsNumber: false,
                            expected: "a priority (a number or a name such as 'high')")
    }

    private func expectEnd(after what: String) throws {
        let token = stream.current
        guard token.kind == .end else {
            throw StringProblem("unexpected \(token.quoted) after \(what)", at: token.range)
        }
    }

    private func unexpected(_ token: Token, expected: String) -> StringProblem {
        var message = "expected \(expected), found \(token.quoted)"
        if token.kind == .invalid, token.text == "=" {
            message += "; write '==' for equality"
        }
        return StringProblem(message, at: token.range)
    }
}
