import LayoutDiagnostics

/// One side of a constraint: a view and one of its attributes.
public struct ConstraintAnchor: Hashable, Sendable, CustomStringConvertible {
    /// The view id (`superview` already resolved to the parent's id).
    public var item: String
    public var attribute: LayoutAttribute
    /// Whether the item was written `superview` (the only way it can differ from `item`):
    /// a flag in the padding after `attribute` rather than a 16-byte optional string, with
    /// `view` after it, so that an anchor is 24 bytes.
    public var writtenAsSuperview: Bool
    /// `view`, stored in the padding after `attribute`: a constraint stays the same size.
    private var storedView: Int32 = -1

    /// How the item was written when it differs from `item` (`superview`), for display.
    public var writtenItem: String? { writtenAsSuperview ? "superview" : nil }

    /// The item's position in its document's views (its first declaration), set when the
    /// document is built; -1 before, or when no view has that id. The engine and the rules
    /// find the view by it, where hashing the id at every lookup cost an eighth of a lint.
    /// Derived from `item`, so equality and hashing leave it out.
    public internal(set) var view: Int {
        get { Int(storedView) }
        set { storedView = Int32(clamping: newValue) }
    }

    public init(item: String, attribute: LayoutAttribute, writtenAsSuperview: Bool = false) {
        self.item = item
        self.attribute = attribute
        self.writtenAsSuperview = writtenAsSuperview
    }

    public static func == (lhs: ConstraintAnchor, rhs: ConstraintAnchor) -> Bool {
        lhs.item == rhs.item && lhs.attribute == rhs.attribute && lhs.writtenAsSuperview == rhs.writtenAsSuperview
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(item)
        hasher.combine(attribute)
        hasher.combine(writtenAsSuperview)
    }

    /// `view.attribute` as the user wrote it.
    public var description: String { "\(writtenItem ?? item).\(attribute.rawValue)" }
}

/// The four ways to write a constraint.
public enum ConstraintForm: String, Sendable, Hashable {
    /// `- view1.leading == root.leading + 20`
    case string
    /// `- name: view1.leading == root.leading + 20`
    case named
    /// `- { first: …, relation: …, … }` or `- { expr: … }`
    case mapping
    /// One of the constraints a `visual:` string produces.
    case visual
}

/// Where a constraint came from, for diagnostics.
///
/// The ranges of the locations written, in one file (`FileRanges`): the locations are read
/// back whole.
public struct ConstraintSource: Hashable, Sendable {
    private var file: FileRanges

    /// The whole entry in `constraints` (for a visual format, the `visual:` mapping).
    public var entry: SourceLocation {
        get { file.requiredLocation(field: 0) }
        set { file.store(newValue, field: 0) }
    }
    /// The primary place to point at: the expression string, the mapping, or for a visual
    /// format the piece of the string that produced the constraint.
    public var location: SourceLocation {
        get { file.requiredLocation(field: 1) }
        set { file.store(newValue, field: 1) }
    }
    /// The id as written (`id:` value or the key of a named constraint).
    public var id: SourceLocation? {
        get { file.location(field: 2) }
        set { file.store(newValue, field: 2) }
    }
    public var priority: SourceLocation? {
        get { file.location(field: 3) }
        set { file.store(newValue, field: 3) }
    }
    public var constant: SourceLocation? {
        get { file.location(field: 4) }
        set { file.store(newValue, field: 4) }
    }
    public var active: SourceLocation? {
        get { file.location(field: 5) }
        set { file.store(newValue, field: 5) }
    }
    /// For a constraint made by an `alignAll…` option: the option's node.
    public var option: SourceLocation? {
        get { file.location(field: 6) }
        set { file.store(newValue, field: 6) }
    }
    /// For a visual format: the Unicode-scalar offsets of the producing piece in the string.
    /// Kept among the ranges, as a position's line (start) and column (end): both 32 bits,
    /// like a source position (inputs are capped far below 2³¹ scalars).
    public var visualPiece: Range<Int>? {
        get { file.range(field: 7).map { $0.start.line..<$0.start.column } }
        set {
            file.store(range: newValue.map { SourceRange(at: SourcePosition(line: $0.lowerBound, column: $0.upperBound)) },
                       field: 7)
        }
    }

    public init(entry: SourceLocation, location: SourceLocation) {
        file = FileRanges(path: entry.path)
        self.entry = entry
        self.location = location
    }
}

/// An `NSLayoutConstraint`: `first relation multiplier × second + constant @ priority`.
public struct LayoutConstraint: Hashable, Sendable {
    // The one-byte properties are declared last, together: interleaved with the others each
    // took eight bytes, and a constraint was 192 bytes rather than 168.

    /// Explicit id, `<id>.N` for a visual format, or `#N` (`#N.k`) for an anonymous entry,
    /// where N is the 1-based position of the entry in `constraints`.
    public var id: String
    public var first: ConstraintAnchor
    /// nil for a constant-only constraint (`view.width == 60`).
    public var second: ConstraintAnchor?
    public var multiplier: Double
    public var constant: Double
    /// The metric the constant came from, if any.
    public var constantMetric: String?
    public var priority: LayoutPriority
    /// One reference: a constraint's locations are shared by its copies.
    public var source: ConstraintSource
    /// True when the id was generated (`#3`): messages then show `displayText` instead.
    public var isAnonymous: Bool
    public var relation: LayoutRelation
    /// True when the metric was subtracted (`- margin`): `constant` is then minus its value.
    public var constantMetricNegated: Bool = false
    public var active: Bool
    public var form: ConstraintForm

    public init(id: String, isAnonymous: Bool, first: ConstraintAnchor, relation: LayoutRelation,
                second: ConstraintAnchor?, multiplier: Double = 1, constant: Double = 0,
                constantMetric: String? = nil, priority: LayoutPriority = .required, active: Bool = true,
                form: ConstraintForm, source: ConstraintSource) {
        self.id = id
        self.isAnonymous = isAnonymous
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.constantMetric = constantMetric
        self.priority = priority
        self.active = active
        self.form = form
        self.source = source
    }

    /// The view ids the constraint references.
    public var items: [String] {
        second.map { [first.item, $0.item] } ?? [first.item]
    }

    /// The constraint in the string notation: `view3.leading == view2.trailing + 20 @999`.
    public var displayText: String {
        var text = "\(first) \(relation.symbol) "
        var constantText: String?
        if constant != 0 || constantMetric != nil {
            constantText = constantMetric ?? formatNumber(abs(constant))
        }
        if let second {
            text += multiplier == 1 ? "\(second)" : "\(second) * \(formatNumber(multiplier))"
            if let constantText {
                let negative = constantMetric == nil ? constant < 0 : constantMetricNegated
                text += negative ? " - \(constantText)" : " + \(constantText)"
            }
        } else {
            if let metric = constantMetric {
                text += constantMetricNegated ? "-\(metric)" : metric
            } else {
                text += formatNumber(constant)
            }
        }
        if priority.written != nil || !priority.isRequired {
            text += " @\(priority)"
        }
        return text
    }

    /// How messages name the constraint: `'id'`, or the display text for an anonymous one.
    public var quotedName: String {
        isAnonymous ? "'\(displayText)'" : "'\(id)'"
    }
}
