import LayoutDiagnostics
import LayoutRules

/// The list `layoutlint rules` prints.
public enum RuleCatalog {
    /// Input problems: not rules, always errors, cannot be turned off.
    public static let inputProblems: [RuleDescription] = [
        RuleDescription(id: InputProblem.yamlSyntax, name: "YAML Syntax", defaultSeverity: .error,
                        summary: "the file is not readable UTF-8 text or not valid YAML"),
        RuleDescription(id: InputProblem.layoutSchema, name: "Layout Schema", defaultSeverity: .error,
                        summary: "valid YAML that does not follow the layout format: unknown key, wrong type, unknown view or constraint, bad expression"),
    ]

    /// The rules that run on loaded layouts.
    public static var rules: [RuleDescription] { RuleRegistry.descriptions }

    /// One line per id: `id  level  summary`, rules first, then input problems.
    public static func listing() -> String {
        let entries = rules + inputProblems
        let idWidth = entries.map(\.id.count).max() ?? 0
        var output = ""
        for entry in entries {
            let id = entry.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let level = entry.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            output += "\(id)  \(level)  \(entry.summary)\n"
        }
        return output
    }
}
