import LayoutDiagnostics

/// Every rule layoutlint has, in the order of the spec's table.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        UnsatisfiableRequiredRule.self,
        UnderconstrainedAxisRule.self,
        HuggingTieRule.self,
        CompressionTieRule.self,
        OptionalPriorityTieRule.self,
        RequiredPriorityChangeRule.self,
        InvalidConstraintRule.self,
        HiddenViewSpaceRule.self,
        RequiredContentPriorityRule.self,
        ContentSizeViolatedRule.self,
        NegativeSizeRule.self,
        MisplacedFrameRule.self,
        DuplicateConstraintRule.self,
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
