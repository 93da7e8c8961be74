import ArgumentParser
import Foundation
import LayoutDiagnostics
import LayoutLint
import LayoutReporters

extension LayoutLintCommand {
    /// `layoutlint lint PATH...`: lint files and folders and print the findings.
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lint layout files and folders.",
            discussion: """
            Files are linted as given; folders are searched recursively for *.layout.yaml and \
            *.layout.yml; - reads standard input.
            Exit status: 0 when no error was found, 1 when one was, 2 for usage errors and \
            paths that do not exist.

            Examples:
              layoutlint lint samples
              layoutlint lint --no-snippet Feed/Cell.layout.yaml
              layoutlint lint - --stdin-filename Cell.layout.yaml < Cell.layout.yaml
            """
        )

        @Argument(help: "Layout files or folders to lint, or - for standard input.")
        var paths: [String]

        @Option(help: "The name standard input is given in output.")
        var stdinFilename: String?

        @Option(help: "When to colour text output: auto (on a terminal, unless NO_COLOR is set), always or never.")
        var color: ColorChoice = .auto

        @Flag(inversion: .prefixedNo, help: "Print the source line with a caret under each position (default: on a terminal).")
        var snippet: Bool?

        func validate() throws {
            if paths.isEmpty {
                throw ValidationError("Give at least one file or folder to lint, or - for standard input.")
            }
        }

        func run() throws {
            let outcome: LintOutcome
            do {
                outcome = try LintRunner(paths: paths, stdinName: stdinFilename).run()
            } catch {
                FileHandle.standardError.write(Data("layoutlint: error: \(error)\n".utf8))
                throw ExitCode(2)
            }
            for warning in outcome.warnings {
                FileHandle.standardError.write(Data("layoutlint: warning: \(warning)\n".utf8))
            }
            let onTerminal = isatty(STDOUT_FILENO) == 1
            let reporter = TextReporter(showsSnippets: snippet ?? onTerminal, usesColor: color.isEnabled(onTerminal: onTerminal))
            let exitCode = outcome.exitCode()
            let report = Report(diagnostics: outcome.diagnostics, sources: outcome.sources, exitCode: exitCode)
            FileHandle.standardOutput.write(Data(reporter.render(report).utf8))
            if exitCode != 0 { throw ExitCode(exitCode) }
        }
    }
}

/// `--color auto|always|never`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    func isEnabled(onTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return onTerminal && !noColor
        }
    }
}
