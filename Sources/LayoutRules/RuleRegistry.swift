import LayoutDiagnostics

/// Every rule layoutlint has, in the order of the spec's table.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        InvalidConstraintRule.self,
        RequiredPriorityChangeRule.self,
        RequiredContentPriorityRule.self,
        DuplicateConstraintRule.self,
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
