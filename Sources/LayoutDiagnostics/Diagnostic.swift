/// How serious a diagnostic is. Ordered from least to most severe.
public enum Severity: String, Comparable, CaseIterable, Sendable, Codable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A secondary message attached to a diagnostic, with its own location: each member of a
/// conflicting set, the other view of a tie, the declaration a state changes.
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation

    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// A suggested change: a short title ("declare it with priority 999 …") and, where the
/// change is mechanical, the replacement text for ranges of the file (all in the finding's
/// file, not overlapping; docs/fix.md).
public struct FixIt: Hashable, Sendable {
    public struct Edit: Hashable, Sendable {
        public var range: SourceRange
        public var replacement: String

        public init(range: SourceRange, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    public var title: String
    public var edits: [Edit]
    /// Whether applying the edits leaves the layout's behaviour as it is (`layoutlint fix`
    /// applies safe fixes; unsafe ones only under `--unsafe`). Meaningless without edits.
    public var isSafe: Bool
    /// What the edits do, where the title offers a choice ("lower one … or raise the
    /// other's") and the edits make one of them; nil when the title says it.
    public var editDescription: String?

    public init(title: String, edits: [Edit] = [], isSafe: Bool = true, editDescription: String? = nil) {
        self.title = title
        self.edits = edits
        self.isSafe = isSafe
        self.editDescription = editDescription
    }

    /// What applying the edits does, in one line.
    public var appliedDescription: String { editDescription ?? title }
}

/// A list that a finding carries whole for machine readers, however long: the text output
/// names a few of its entries and counts the rest, JSON and SARIF give all of it (under
/// `properties`). For example `undeterminedViews`: every view whose frame an ambiguity
/// leaves undetermined.
public struct DiagnosticProperty: Hashable, Sendable {
    public var name: String
    public var values: [String]

    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}

/// One finding: an input problem (`yaml-syntax`, `layout-schema`) or a rule's report.
///
/// The primary location is never optional, so every reporter can point at a line, a
/// column and an extent.
public struct Diagnostic: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    /// Lowercase, no final period; identifiers in single quotes.
    public var message: String
    public var location: SourceLocation
    public var notes: [DiagnosticNote]
    public var fixIts: [FixIt]
    /// Names of the configurations it was found in ("state 'a' at size 'compact'"); empty
    /// for input problems and for findings that do not depend on a configuration.
    public var configurations: [String]
    /// Lists carried whole for JSON and SARIF, in a fixed order; usually empty.
    public var properties: [DiagnosticProperty]
    /// The views whose sizes or content priorities the finding rests on (ids), for a front
    /// end that knows some of them only by stand-ins (the Swift reader's views from outside
    /// the code) and drops what rests on those. Not printed.
    public var views: [String]

    public init(
        ruleID: String,
        severity: Severity,
        message: String,
        location: SourceLocation,
        notes: [DiagnosticNote] = [],
        fixIts: [FixIt] = [],
        configurations: [String] = [],
        properties: [DiagnosticProperty] = [],
        views: [String] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.fixIts = fixIts
        self.configurations = configurations
        self.properties = properties
        self.views = views
    }

    /// Report order: by file, then position, then rule id and message, so output never
    /// depends on the order in which stages or threads produced diagnostics.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location.path != rhs.location.path { return lhs.location.path < rhs.location.path }
        if lhs.location.range != rhs.location.range { return lhs.location.range < rhs.location.range }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}

/// The ids of input problems: they are not rules and cannot be turned off.
public enum InputProblem {
    /// The file is not readable, not UTF-8, or not valid YAML.
    public static let yamlSyntax = "yaml-syntax"
    /// Valid YAML that does not follow the layout format.
    public static let layoutSchema = "layout-schema"
}

/// A diagnostic carried as an error, for stages that stop at their first problem.
public struct DiagnosticError: Error, Sendable {
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}
