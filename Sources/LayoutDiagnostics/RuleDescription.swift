/// What reporters and `layoutlint rules` need to know about a rule, without the rule itself.
public struct RuleDescription: Hashable, Sendable {
    /// The spec's kebab-case id, used in configuration, suppressions and output.
    public var id: String
    /// Title-case name ("Unsatisfiable Required Constraints").
    public var name: String
    public var defaultSeverity: Severity
    /// One line, lowercase, no final period.
    public var summary: String
    /// The rule's documentation page (`rules/<id>.md`) as Markdown, when it is known.
    public var documentation: String?

    public init(id: String, name: String, defaultSeverity: Severity, summary: String, documentation: String? = nil) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.documentation = documentation
    }
}
