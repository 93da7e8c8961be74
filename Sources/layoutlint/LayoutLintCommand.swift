import ArgumentParser
import LayoutLint

/// The root command: `lint` is the default, so `layoutlint PATH...` lints.
@main
struct LayoutLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlint",
        abstract: "Find the Auto Layout defects UIKit only shows at run time, in YAML layout descriptions.",
        discussion: """
        Examples:
          layoutlint lint samples                 lint every *.layout.yaml under samples/
          layoutlint Cell.layout.yaml             lint one file (lint is the default command)
          cat Cell.layout.yaml | layoutlint lint - --stdin-filename Cell.layout.yaml
          layoutlint rules                        list the rules
          layoutlint explain hugging-tie          what a rule reports and how to fix it
          layoutlint lint --format sarif --output layoutlint.sarif .   SARIF for GitHub code scanning
        """,
        version: LayoutLintVersion.current,
        subcommands: [Lint.self, Rules.self, Explain.self, Reporters.self],
        defaultSubcommand: Lint.self
    )
}
