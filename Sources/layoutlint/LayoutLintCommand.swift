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
          layoutlint lint samples
              Lint every *.layout.yaml and *.layout.yml under samples/.
          layoutlint Cell.layout.yaml
              Lint one file (lint is the default command).
          layoutlint lint - --stdin-filename Cell.layout.yaml < Cell.layout.yaml
              Lint standard input, named in the output.
          layoutlint lint --format sarif --output layoutlint.sarif .
              Write SARIF for GitHub code scanning.
          layoutlint lint --format html --output report.html .
              Write one HTML page with a picture of every finding.
          layoutlint render Cell.layout.yaml --output pictures
              Draw each configuration's solved layout as SVG.
          layoutlint convert Main.storyboard
              Write an Interface Builder file's layouts as a layout file.
          layoutlint rules
              List the rules; 'layoutlint explain hugging-tie' prints one's page.
        """,
        version: LayoutLintVersion.current,
        subcommands: [Lint.self, Fix.self, Rules.self, Explain.self, ExplainLog.self, Reporters.self, Render.self, Convert.self, BuildToolFingerprint.self],
        defaultSubcommand: Lint.self
    )

    /// `layoutlint lint …` is parsed by `Lint` alone. The whole tree's parse also tries the
    /// arguments as completion-script requests and reflects the root first: a millisecond,
    /// a sixth of linting a small file. Whatever `Lint` alone does not parse (help, version,
    /// a mistake) goes through the whole tree, which answers as it always did.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            // `parseAsRoot` (which validates) rather than `parse`, whose generic unwrapping
            // looks conformances up in the whole binary.
            if arguments.first == Lint.configuration.commandName, let lint = (try? Lint.parseAsRoot(Array(arguments.dropFirst()))) as? Lint {
                try lint.run()
            } else {
                var command = try parseAsRoot(arguments)
                try command.run()
            }
        } catch {
            finish(with: error)
        }
    }

    /// Ends the command on what it threw, as ArgumentParser would, except that a usage error
    /// (an unknown option, a missing path) exits 2 like every other input layoutlint cannot
    /// use, as the commands' help says, rather than ArgumentParser's 64.
    private static func finish(with error: Error) -> Never {
        guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
        POSIXFile.write(fullMessage(for: error) + "\n", to: POSIXFile.standardError)
        POSIXFile.terminate(status: 2)
    }
}

/// An option's closed set of values, named by their raw values. ArgumentParser's generic
/// defaults would describe them with `String(describing:)` and interpolation, whose dynamic
/// casts look protocol conformances up in the whole binary at every start (about a million
/// instructions per type); these say the same without a cast. Subcommands name themselves
/// in their configuration for the same reason (the default spells out the type's name).
protocol ArgumentChoice: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {}

extension ArgumentChoice {
    var defaultValueDescription: String { rawValue }
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    /// The values have no description apart from their names.
    static var allValueDescriptions: [String: String] { [:] }
}
