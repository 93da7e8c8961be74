/// A parsed visual format string (Apple's visual format language), with offsets.
struct VisualFormat: Equatable {
    enum Orientation: Equatable { case horizontal, vertical }

    /// `==50`, `>=view2@high`: one entry of a predicate list.
    struct Predicate: Equatable {
        enum Object: Equatable {
            case constant(ParsedConstant)
            case view(String, range: Range<Int>)
        }
        var relation: LayoutRelation
        var object: Object
        var priority: ParsedPriority?
        var range: Range<Int>
    }

    /// What lies between two elements.
    struct Connection: Equatable {
        enum Kind: Equatable {
            /// No dash at all: the edges touch.
            case flush
            /// A bare `-`: the standard spacing.
            case standard
            case predicates([Predicate])
        }
        var kind: Kind
        /// The connection's text (`-20-`, `-`; for a flush connection the two brackets around it).
        var range: Range<Int>
    }

    struct View: Equatable {
        var name: String
        var nameRange: Range<Int>
        var predicates: [Predicate]
        /// From `[` to `]`.
        var range: Range<Int>
    }

    enum Element: Equatable {
        case superview(range: Range<Int>)
        case view(View)
    }

    var orientation: Orientation
    /// Elements in order: an optional leading `|`, views, an optional trailing `|`.
    var elements: [Element]
    /// `connections[i]` lies between `elements[i]` and `elements[i + 1]`.
    var connections: [Connection]
}

/// Parses Apple's visual format language:
///
/// ```
/// format     = [ ("H" | "V") ":" ] [ "|" connection ] view { connection view } [ connection "|" ]
/// connection = "" | "-" predicateList "-" | "-"
/// predicateList = simplePredicate | "(" predicate { "," predicate } ")"
/// simplePredicate = metricName | positiveNumber
/// predicate  = [ relation ] object [ "@" priority ]
/// view       = "[" viewName [ "(" predicate { "," predicate } ")" ] "]"
/// ```
///
/// Spaces are skipped. Objects of predicates in a view may name other views; a name that is
/// both a metric and a view is the metric.
struct VisualFormatParser {
    private var stream: TokenStream
    private let context: NameContext

    private init(tokens: [Token], context: NameContext) {
        stream = TokenStream(tokens)
        self.context = context
    }

    static func parse(_ text: String, context: NameContext) -> Result<VisualFormat, StringProblem> {
        switch Tokenizer.tokenize(text) {
        case .failure(let problem):
            return .failure(problem)
        case .success(let tokens):
            var parser = VisualFormatParser(tokens: tokens, context: context)
            do {
                return .success(try parser.format())
            } catch let problem as StringProblem {
                return .failure(problem)
            } catch {
                return .failure(StringProblem("invalid visual format", at: 0..<0))
            }
        }
    }

    private mutating func format() throws -> VisualFormat {
        var orientation = VisualFormat.Orientation.horizontal
        if let name = stream.current.identifier, stream.peek().kind == .colon {
            switch name {
            case "H": orientation = .horizontal
            case "V": orientation = .vertical
            default:
                throw StringProblem("unknown orientation '\(name)': write 'H:' or 'V:'", at: stream.current.range)
            }
            _ = stream.advance()
            _ = stream.advance()
        }
        var elements: [VisualFormat.Element] = []
        var connections: [VisualFormat.Connection] = []
        if let pipe = stream.accept(.pipe) {
            elements.append(.superview(range: pipe.range))
            connections.append(try connection(after: pipe))
        }
        while true {
            let open = stream.current
            guard open.kind == .openBracket else {
                if case .view = elements.last {
                    throw unexpected(open, expected: "'[' to start a view or '|'")
                }
                throw unexpected(open, expected: "'[' to start a view")
            }
            let view = try self.view()
            elements.append(.view(view))
            let next = stream.current
            if next.kind == .end { break }
            guard next.kind == .minus || next.kind == .openBracket || next.kind == .pipe else {
                throw unexpected(next, expected: "'-', '[' or '|' after the view")
            }
            let closeToken = Token(kind: .closeBracket, range: (view.range.upperBound - 1)..<view.range.upperBound, text: "]")
            connections.append(try connection(after: closeToken))
            if let pipe = stream.accept(.pipe) {
                elements.append(.superview(range: pipe.range))
                let end = stream.current
                guard end.kind == .end else {
                    throw StringProblem("unexpected \(end.quoted) after the closing '|'", at: end.range)
                }
                break
            }
        }
        return VisualFormat(orientation: orientation, elements: elements, connections: connections)
    }

    /// The connection after `previous` (a `|` or a view's `]`); stops before the next element.
    private mutating func connection(after previous: Token) throws -> VisualFormat.Connection {
        guard let dash = stream.accept(.minus) else {
            let next = stream.current
            return VisualFormat.Connection(kind: .flush, range: previous.range.lowerBound..<max(next.range.upperBound, previous.range.upperBound))
        }
        let token = stream.current
        switch token.kind {
        case .openBracket, .pipe:
            return VisualFormat.Connection(kind: .standard, range: dash.range)
        case .openParen:
            let predicates = try predicateList(allowViews: false)
            let close = try closingDash(after: "the spacing")
            return VisualFormat.Connection(kind: .predicates(predicates), range: dash.range.lowerBound..<close.range.upperBound)
        case .number, .identifier:
            let constant = try self.constant(allowViews: false)
            guard case .constant(let value) = constant else {
                throw StringProblem("a spacing takes a number or a metric, not a view", at: token.range)
            }
            if stream.current.kind == .at {
                throw StringProblem("a spacing with a priority needs parentheses: '-(\(token.text)\(textOfPriorityTail()))-'", at: stream.current.range)
            }
            let close = try closingDash(after: "'\(token.text)'")
            let predicate = VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: nil, range: token.range)
            return VisualFormat.Connection(kind: .predicates([predicate]), range: dash.range.lowerBound..<close.range.upperBound)
        default:
            throw unexpected(token, expected: "a spacing, '(', '[' or '|' after '-'")
        }
    }

    private func textOfPriorityTail() -> String {
        let next = stream.peek()
        return "@" + next.text
    }

    private mutating func closingDash(after what: String) throws -> Token {
        guard let close = stream.accept(.minus) else {
            throw unexpected(stream.current, expected: "'-' after \(what)")
        }
        let next = stream.current
        guard next.kind == .openBracket || next.kind == .pipe else {
            throw unexpected(next, expected: "'[' or '|' after the spacing")
        }
        return close
    }

    private mutating func view() throws -> VisualFormat.View {
        guard let open = stream.accept(.openBracket) else {
            throw unexpected(stream.current, expected: "'['")
        }
        let nameToken = stream.current
        guard let name = nameToken.identifier else {
            throw unexpected(nameToken, expected: "a view name after '['")
        }
        _ = stream.advance()
        var predicates: [VisualFormat.Predicate] = []
        if stream.current.kind == .openParen {
            predicates = try predicateList(allowViews: true)
        }
        guard let close = stream.accept(.closeBracket) else {
            let expected = predicates.isEmpty ? "'(' or ']' after '\(name)'" : "']' to close '[\(name)'"
            throw unexpected(stream.current, expected: expected)
        }
        return VisualFormat.View(name: name, nameRange: nameToken.range, predicates: predicates,
                                 range: open.range.lowerBound..<close.range.upperBound)
    }

    private mutating func predicateList(allowViews: Bool) throws -> [VisualFormat.Predicate] {
        guard stream.accept(.openParen) != nil else {
            throw unexpected(stream.current, expected: "'('")
        }
        var predicates: [VisualFormat.Predicate] = []
        repeat {
            predicates.append(try predicate(allowViews: allowViews))
        } while stream.accept(.comma) != nil
        guard stream.accept(.closeParen) != nil else {
            throw unexpected(stream.current, expected: "',' or ')'")
        }
        return predicates
    }

    private mutating func predicate(allowViews: Bool) throws -> VisualFormat.Predicate {
        let start = stream.current.range.lowerBound
        var relation = LayoutRelation.equal
        if case .relation(let written) = stream.current.kind {
            relation = written
            _ = stream.advance()
        } else if stream.current.kind == .invalid, case let text = stream.current.text, text == "=" || text == "<" || text == ">" {
            throw StringProblem("expected '==', '<=' or '>=', found '\(text)'", at: stream.current.range)
        }
        let object = try constant(allowViews: allowViews)
        var priority: ParsedPriority?
        var end = stream.current.range.lowerBound
        if let at = stream.accept(.at) {
            let parsed = try self.priority(start: at.range.lowerBound)
            priority = parsed
            end = parsed.range.upperBound
        }
        switch object {
        case .constant(let value) where priority == nil: end = value.range.upperBound
        case .view(_, let range) where priority == nil: end = range.upperBound
        default: break
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, range: start..<end)
    }

    private mutating func constant(allowViews: Bool) throws -> VisualFormat.Predicate.Object {
        let negated = stream.current.kind == .minus ? stream.advance() : nil
        let token = stream.current
        switch token.kind {
        case .number(let value):
            _ = stream.advance()
            let range = (negated?.range.lowerBound ?? token.range.lowerBound)..<token.range.upperBound
            return .constant(ParsedConstant(value: negated == nil ? value : -value, metric: nil, negated: false, range: range))
        case .identifier:
            let name = token.text
            _ = stream.advance()
            if let value = context.metrics[name] {
                let range = (negated?.range.lowerBound ?? token.range.lowerBound)..<token.range.upperBound
                return .constant(ParsedConstant(value: negated == nil ? value : -value, metric: name, negated: negated != nil, range: range))
            }
            if allowViews, negated == nil, context.viewIDs.contains(name) {
                return .view(name, range: token.range)
            }
            if !allowViews, context.viewIDs.contains(name) {
                throw StringProblem("a spacing takes a number or a metric, not a view ('\(name)')", at: token.range)
            }
            let candidates = allowViews ? context.metricNames + context.viewNames : context.metricNames
            let what = allowViews ? "unknown metric or view" : "unknown metric"
            throw StringProblem("\(what) '\(name)'" + Suggestion.didYouMean(name, in: candidates), at: token.range,
                                isFollowUp: context.brokenNames.contains(name))
        default:
            throw unexpected(token, expected: allowViews ? "a number, a metric or a view" : "a number or a metric")
        }
    }

    private mutating func priority(start: Int) throws -> ParsedPriority {
        // In a visual format a '-' after a priority name is a connection unless a number follows.
        try stream.priority(start: start, context: context, signNeedsNumber: true,
                            expected: "a priority (a number, a metric or a name such as 'high')")
    }

    private func unexpected(_ token: Token, expected: String) -> StringProblem {
        StringProblem("expected \(expected), found \(token.quoted)", at: token.range)
    }
}

extension Token.Kind {
    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}

extension VisualFormat {
    /// The attributes a format's edges and sizes stand for: `V:` is top, bottom and height;
    /// `H:` is leading and trailing, or left and right when the option fixes the direction
    /// (swapped, right before left, for right to left).
    func edgeAttributes(direction: LayoutDirection?) -> (lead: LayoutAttribute, trail: LayoutAttribute, size: LayoutAttribute, swapped: Bool) {
        switch (orientation, direction) {
        case (.vertical, _): return (.top, .bottom, .height, false)
        case (.horizontal, nil): return (.leading, .trailing, .width, false)
        case (.horizontal, .leftToRight?): return (.left, .right, .width, false)
        case (.horizontal, .rightToLeft?): return (.right, .left, .width, true)
        }
    }
}
