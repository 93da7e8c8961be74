import LayoutDiagnostics
import LayoutInterfaceBuilder
import LayoutRules
import LayoutSwift

/// The list `layoutlint rules` prints, and the rules SARIF describes.
public enum RuleCatalog {
    /// Input problems: not rules, always errors, cannot be turned off.
    public static let inputProblems: [RuleDescription] = [
        RuleDescription(id: InputProblem.yamlSyntax, name: "YAML Syntax", defaultSeverity: .error,
                        summary: "the file is not readable UTF-8 text or not valid YAML"),
        RuleDescription(id: InputProblem.layoutSchema, name: "Layout Schema", defaultSeverity: .error,
                        summary: "valid YAML that does not follow the layout format: unknown key, wrong type, unknown view or constraint, bad expression"),
        RuleDescription(id: InterfaceBuilderProblem.xmlSyntax, name: "XML Syntax", defaultSeverity: .error,
                        summary: "a .storyboard or .xib file that is not readable UTF-8 or not well-formed XML"),
        RuleDescription(id: InterfaceBuilderProblem.document, name: "Interface Builder Document", defaultSeverity: .error,
                        summary: "XML that is not an Interface Builder document, or one with an unreadable attribute value or a reference to an id it does not hold"),
        RuleDescription(id: InterfaceBuilderProblem.noAutoLayout, name: "No Auto Layout", defaultSeverity: .error,
                        summary: "an Interface Builder document that does not use Auto Layout"),
        RuleDescription(id: SwiftProblem.source, name: "Swift Source", defaultSeverity: .error,
                        summary: "a .swift file that is not readable UTF-8 or is nested too deeply to read"),
    ]

    /// Findings of the Swift front end itself (docs/swift-code.md): reported while reading
    /// the code, configurable and suppressible like rules.
    public static let frontEndFindings: [RuleDescription] = [
        RuleDescription(id: SwiftProblem.unread, name: "Unread Layout Code", defaultSeverity: .note,
                        summary: "a call or SnapKit statement that makes constraints which layoutlint could not read, with the reason"),
        RuleDescription(id: SwiftProblem.snapKitUpdate, name: "SnapKit Update Unmatched", defaultSeverity: .error,
                        summary: "SnapKit's updateConstraints of a constraint makeConstraints never made: SnapKit stops the app"),
    ]

    /// Reported by the driver, not by a rule: a `# layoutlint: disable=…` that hides nothing.
    public static let superfluousSuppression = RuleDescription(
        id: "superfluous-suppression", name: "Superfluous Suppression", defaultSeverity: .warning,
        summary: "a '# layoutlint: disable' comment that suppresses nothing, or names an unknown rule",
        documentation: SuperfluousSuppressionPage.markdown)

    /// The rules that run on loaded layouts.
    public static var rules: [RuleDescription] { RuleRegistry.descriptions }

    /// Every id that can appear in output, each with its page when there is one: rules,
    /// `superfluous-suppression`, input problems, then the Swift front end's findings (last,
    /// so that SARIF's rule indexes of the others stay as they were).
    public static var all: [RuleDescription] {
        rules.map { rule in
            var rule = rule
            if rule.documentation == nil { rule.documentation = RuleDocumentation.page(for: rule.id) }
            return rule
        } + [superfluousSuppression] + inputProblems + frontEndFindings
    }

    public static func isInputProblem(_ id: String) -> Bool {
        inputProblems.contains { $0.id == id }
    }

    /// One line per id: `id  level  summary`, rules first, then input problems.
    public static func listing() -> String {
        let entries = all
        let idWidth = entries.map(\.id.count).max() ?? 0
        var output = ""
        for entry in entries {
            let level = entry.defaultSeverity.rawValue
            output += entry.id + String(repeating: " ", count: idWidth - entry.id.count) + "  "
                + level + String(repeating: " ", count: max(0, 7 - level.count)) + "  \(entry.summary)\n"
        }
        return output
    }
}

/// The page of `superfluous-suppression`, in the format of `rules/*.md`, for SARIF help.
enum SuperfluousSuppressionPage {
    static let markdown = """
    # superfluous-suppression

    Default level: **warning**

    ## What it reports

    A `# layoutlint: disable=…` or `# layoutlint: disable-file=…` comment naming a rule that
    reports nothing where the comment applies, an unknown rule id, an input problem
    (`yaml-syntax`, `layout-schema`, which cannot be suppressed), or a misspelt directive.

    ## Why it matters

    A suppression outlives the defect it was written for. Once the layout is fixed, the
    comment would silently hide the next defect of that kind on the same line.

    ## Example

    ```yaml
    views:
      root: { size: [375, 44] }
      box: { parent: root }   # layoutlint: disable=hugging-tie
    constraints:
      - visual: "H:|-[box]-|"
      - visual: "V:|-[box]-|"
    ```

    ## Use instead

    Remove the comment, or move it to the line the finding points at.

    ## Options

    Set its level or turn it off in `.layoutlint.yml` (`superfluous-suppression: off`); it
    cannot itself be suppressed with a comment. Suppressions of rules that the configuration
    turns off are not reported.

    """
}
