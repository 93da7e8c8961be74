import ArgumentParser
import LayoutLint

extension LayoutLintCommand {
    /// `layoutlint rules`: the rule ids with their default level and summary.
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rules",
            abstract: "List the rules with their default level and a one-line summary.",
            discussion: """
            Input problems (yaml-syntax, layout-schema) are listed too: they are always errors \
            and cannot be turned off.

            Example:
              layoutlint rules
            """
        )

        func run() {
            print(RuleCatalog.listing(), terminator: "")
        }
    }
}
