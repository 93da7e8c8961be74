import LayoutDiagnostics
import LayoutEngine

/// A check that reads a loaded layout (and its solved configurations) and reports defects.
///
/// A rule is a small value with a static description; its findings carry no rule id or
/// severity, which the runner adds from the description and the user's configuration.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }

    init()

    /// The defects in one layout file.
    func check(_ context: RuleContext) -> [Finding]
}

/// One defect as a rule reports it.
public struct Finding: Sendable {
    public var message: String
    public var location: SourceLocation
    public var notes: [DiagnosticNote]
    public var fixIts: [FixIt]
    /// The configuration it was found in; nil when it does not depend on one. The runner
    /// merges findings that differ only in configuration into one diagnostic.
    public var configuration: Configuration?
    /// The message without what changes from one configuration to another (amounts, sizes):
    /// findings with the same headline at the same place are one defect. When their full
    /// messages differ, the diagnostic shows the headline, and each configuration's `detail`
    /// as a note. Nil when the message is the same in every configuration.
    public var headline: String?
    public var detail: String?
    /// What makes it one defect, as the spec names it per rule (a conflict's members, a
    /// tie's traded constraints, ...): findings of a rule with the same identity are merged
    /// whatever their place and headline, and findings with different ones never are. Nil:
    /// the same place and headline make the same defect.
    public var identity: [String]?
    /// What a note says at this finding's place when it is merged with findings of the same
    /// identity found at another place ("hidden here").
    public var placeNote: String?
    /// Lists carried whole for JSON and SARIF (see `DiagnosticProperty`).
    public var properties: [DiagnosticProperty]
    /// The views it rests on (see `Diagnostic.views`).
    public var views: [String]

    public init(message: String, location: SourceLocation, notes: [DiagnosticNote] = [], fixIts: [FixIt] = [],
                configuration: Configuration? = nil, headline: String? = nil, detail: String? = nil, identity: [String]? = nil,
                placeNote: String? = nil, properties: [DiagnosticProperty] = [], views: [String] = []) {
        self.message = message
        self.location = location
        self.notes = notes
        self.fixIts = fixIts
        self.configuration = configuration
        self.headline = headline
        self.detail = detail
        self.identity = identity
        self.placeNote = placeNote
        self.properties = properties
        self.views = views
    }
}
