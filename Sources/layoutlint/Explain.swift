import ArgumentParser
import LayoutLint
import LayoutRules

extension LayoutLintCommand {
    /// `layoutlint explain RULE`: print a rule's documentation page.
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "explain",
            abstract: "Print a rule's page: what it reports, why it matters, and how to fix it.",
            discussion: """
            Example:
              layoutlint explain hugging-tie
            """
        )

        @Argument(help: "A rule id, as `layoutlint rules` lists them.")
        var ruleID: String

        func validate() throws {
            guard RuleDocumentation.page(for: ruleID) != nil else {
                let ids = RuleRegistry.descriptions.map(\.id)
                throw ValidationError("Unknown rule '\(ruleID)'. Known rules: \(ids.joined(separator: ", ")).")
            }
        }

        func run() {
            print(RuleDocumentation.page(for: ruleID) ?? "", terminator: "")
        }
    }
}
