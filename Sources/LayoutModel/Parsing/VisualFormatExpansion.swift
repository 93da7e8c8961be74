/// The visual format reader for front ends other than the layout file's (Swift code's
/// `constraints(withVisualFormat:…)`): parses a format with the layout file's parser and
/// expands it into constraints between the names of its views dictionary, `|` left to the
/// caller, which knows the views' common superview.
public enum VisualFormatExpansion {
    /// One side of an expanded constraint: a name of the views dictionary, or `|`.
    public struct Side: Hashable, Sendable {
        public var name: String
        public var isSuperview: Bool
        public var attribute: LayoutAttribute
    }

    /// One constraint a format makes, with the offsets (Unicode scalars) of the piece of the
    /// string that made it.
    public struct Piece: Hashable, Sendable {
        public var first: Side
        public var relation: LayoutRelation
        public var second: Side?
        public var constant: Double
        public var priority: LayoutPriority
        public var range: Range<Int>
    }

    /// A format the parser refuses, with the offsets of the problem.
    public struct Problem: Error, Hashable, Sendable {
        public var message: String
        public var range: Range<Int>
    }

    /// The constraints of `text`, in the order of its pieces, then the alignments of
    /// `alignments` (`alignAll…` options) between consecutive views. `direction` is an
    /// explicit `directionLeftToRight`/`…RightToLeft` option; without it a horizontal
    /// format lays out leading to trailing.
    public static func expand(_ text: String, metrics: [String: Double], views: [String], alignments: [LayoutAttribute] = [],
                              direction: LayoutDirection? = nil) -> Result<[Piece], Problem> {
        let context = NameContext(metrics: metrics.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, views: views)
        let format: VisualFormat
        switch VisualFormatParser.parse(text, context: context) {
        case .failure(let problem): return .failure(Problem(message: problem.message, range: problem.range))
        case .success(let parsed): format = parsed
        }
        let (lead, trail, size, swapped) = format.edgeAttributes(direction: direction)
        for attribute in alignments where (attribute.axis == .horizontal) == (format.orientation == .horizontal) {
            let orientation = format.orientation == .horizontal ? "a horizontal ('H:')" : "a vertical ('V:')"
            return .failure(Problem(message: "the option aligns views along the \(attribute.axis.rawValue) axis ('\(attribute.rawValue)'), which \(orientation) format lays out",
                                    range: 0..<0))
        }
        var result: [Piece] = []
        func make(_ first: Side, _ relation: LayoutRelation, _ second: Side?, constant: Double, priority: LayoutPriority?, piece: Range<Int>) {
            result.append(Piece(first: first, relation: relation, second: second, constant: constant,
                                priority: priority ?? .required, range: piece))
        }
        func side(_ element: VisualFormat.Element, _ attribute: LayoutAttribute) -> Side {
            switch element {
            case .superview: return Side(name: "|", isSuperview: true, attribute: attribute)
            case .view(let view): return Side(name: view.name, isSuperview: false, attribute: attribute)
            }
        }
        func isSuperview(_ element: VisualFormat.Element) -> Bool {
            if case .superview = element { return true }
            return false
        }
        for index in format.elements.indices {
            if index > 0, index - 1 < format.connections.count {
                let connection = format.connections[index - 1]
                let left = format.elements[index - 1], right = format.elements[index]
                let leftSide = side(left, isSuperview(left) ? lead : trail)
                let rightSide = side(right, isSuperview(right) ? trail : lead)
                let (first, second) = swapped ? (leftSide, rightSide) : (rightSide, leftSide)
                switch connection.kind {
                case .flush:
                    make(first, .equal, second, constant: 0, priority: nil, piece: connection.range)
                case .standard:
                    let spacing: Double = isSuperview(left) || isSuperview(right) ? 20 : 8
                    make(first, .equal, second, constant: spacing, priority: nil, piece: connection.range)
                case .predicates(let predicates):
                    for predicate in predicates {
                        guard case .constant(let constant) = predicate.object else { continue }
                        make(first, predicate.relation, second, constant: constant.value, priority: predicate.priority?.priority,
                             piece: predicates.count == 1 ? connection.range : predicate.range)
                    }
                }
            }
            if case .view(let view) = format.elements[index] {
                for predicate in view.predicates {
                    let first = Side(name: view.name, isSuperview: false, attribute: size)
                    switch predicate.object {
                    case .constant(let constant):
                        make(first, predicate.relation, nil, constant: constant.value, priority: predicate.priority?.priority,
                             piece: predicate.range)
                    case .view(let other, _):
                        make(first, predicate.relation, Side(name: other, isSuperview: false, attribute: size), constant: 0,
                             priority: predicate.priority?.priority, piece: predicate.range)
                    }
                }
            }
        }
        let views = format.elements.compactMap { element -> VisualFormat.View? in
            if case .view(let view) = element { return view }
            return nil
        }
        for attribute in alignments {
            for (previous, next) in zip(views, views.dropFirst()) {
                make(Side(name: next.name, isSuperview: false, attribute: attribute), .equal,
                     Side(name: previous.name, isSuperview: false, attribute: attribute), constant: 0, priority: nil, piece: next.range)
            }
        }
        return .success(result)
    }
}
