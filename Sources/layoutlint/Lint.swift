import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDiagnostics
import LayoutLint
import LayoutReporters
import LayoutRender

extension LayoutLintCommand {
    /// `layoutlint lint PATH...`: lint files and folders and print the findings.
    struct Lint: ParsableCommand {
        // The super-command's name matters only where `lint` is parsed alone
        // (`LayoutLintCommand.main`): its usage names `layoutlint lint`, and the parse does not
        // try the arguments as a completion-script request, which only the root answers.
        static let configuration = CommandConfiguration(
            commandName: "lint",
            _superCommandName: "layoutlint",
            abstract: "Lint layout files and folders.",
            discussion: """
            Files are linted as given; folders are searched recursively for *.layout.yaml, \
            *.layout.yml, *.storyboard, *.xib and *.swift (or the configuration's include patterns); - reads standard input. \
            Each file uses the nearest .layoutlint.yml in its folder or above, unless --config \
            names one.
            Exit status: 0 when no error was found, 1 when one was (or a warning, under \
            --strict), 2 for usage errors, paths that do not exist and broken configuration files.

            Examples:
              layoutlint lint samples
              layoutlint lint --no-snippet Feed/Cell.layout.yaml
              layoutlint lint - --stdin-filename Cell.layout.yaml < Cell.layout.yaml
              layoutlint lint --format sarif --output layoutlint.sarif .
              layoutlint lint --format github --strict Layouts
              layoutlint lint --write-baseline layoutlint-baseline.json .
              layoutlint lint --baseline layoutlint-baseline.json .
              layoutlint lint --build-step "$DERIVED_FILE_DIR/layoutlint.stamp" App/Layouts
            """
        )

        @Argument(help: "Layout files or folders to lint, or - for standard input.")
        var paths: [String]

        @Option(help: "The name standard input is given in output.")
        var stdinFilename: String?

        @Option(help: "The output format: text, sarif, github, json or html (`layoutlint reporters` describes them).")
        var format: OutputFormat = .text

        @Option(help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "file"))
        var output: String?

        @Option(help: ArgumentHelp("Use this configuration file for every input instead of the nearest .layoutlint.yml.", valueName: "file"))
        var config: String?

        @Flag(help: "Make warnings fail the run (exit status 1), as `strict: true` in the configuration does.")
        var strict = false

        @Flag(help: "Emit findings hidden by suppression comments or the baseline (SARIF: with `suppressions`; JSON: with `suppression`).")
        var includeSuppressed = false

        @Option(help: ArgumentHelp("Hide the findings recorded in this baseline file.", valueName: "file"))
        var baseline: String?

        @Option(help: ArgumentHelp("Record the current findings in this baseline file, then report as usual.", valueName: "file"))
        var writeBaseline: String?

        @Option(help: "How many files to lint at once (default: one per core).")
        var jobs: Int?

        @Option(help: "When to colour text output: auto (on a terminal, unless NO_COLOR is set), always or never.")
        var color: ColorChoice = .auto

        @Flag(inversion: .prefixedNo, help: "Print the source line with a caret under each position (default: on a terminal).")
        var snippet: Bool?

        @Option(help: ArgumentHelp("Run as a build step (the SwiftPM plugin, an Xcode Run Script phase): text without snippets or colour, error-level findings shown as warnings unless the configuration says `build-errors: error` (only those fail, with exit status 1), and this file written on success for the build system to track.", valueName: "stamp-file"))
        var buildStep: String?

        @Option(help: ArgumentHelp("With --build-step: a file that identifies this layoutlint (the build-tool plugin writes it). A step whose files, configuration, baseline, arguments and executable are the same as at its last success then ends at once, printing nothing.", valueName: "file"))
        var executableFingerprint: String?

        @Option(help: ArgumentHelp("Change to this folder first: relative paths, baselines and SARIF uris are taken from it.", valueName: "folder"))
        var workingDirectory: String?

        func validate() throws {
            if paths.isEmpty {
                throw ValidationError("Give at least one file or folder to lint, or - for standard input.")
            }
            if let jobs, jobs < 1 {
                throw ValidationError("--jobs must be at least 1.")
            }
            if executableFingerprint != nil, buildStep == nil {
                throw ValidationError("--executable-fingerprint belongs to a build step: give --build-step too.")
            }
            if buildStep != nil, format != .text || output != nil {
                throw ValidationError("--build-step prints text for the build log: it cannot be combined with --format \(format.rawValue) or --output.")
            }
        }

        func run() throws {
            if let workingDirectory, !FileManager.default.changeCurrentDirectoryPath(workingDirectory) {
                fail("error: cannot change to the folder '\(workingDirectory)'")
            }
            let inputsKey = buildStepInputsKey()
            if let buildStep, let inputsKey, BuildStepInputs.stamp(at: buildStep, records: inputsKey) { return }
            var outcome = failingOnError {
                var outcome = try LintRunner(paths: paths, stdinName: stdinFilename, concurrency: jobs, configurationPath: config).run()
                if let writeBaseline {
                    try AtomicFile.write(Baseline(recording: outcome.diagnostics, sources: outcome.sources).rendered(), to: writeBaseline)
                }
                // A build step names the baseline before anyone has written one: none yet hides nothing.
                if let baseline, buildStep == nil || FileManager.default.fileExists(atPath: baseline) {
                    outcome.apply(try Baseline.load(path: baseline))
                }
                return outcome
            }
            printWarnings(outcome.warnings)
            if buildStep != nil { outcome = outcome.reportedForBuild() }
            let exitCode = buildStep != nil ? outcome.buildStepExitCode : outcome.exitCode(strict: strict)
            // Only SARIF and HTML describe the rules; the others would build every page for nothing.
            let report = Report(diagnostics: outcome.diagnostics, suppressed: outcome.suppressed, sources: outcome.sources,
                                rules: format == .sarif || format == .html ? RuleCatalog.all : [], exitCode: exitCode)
            let text = reporter().render(report)
            if let output {
                do { try AtomicFile.write(text, to: output) } catch { fail("error: \(error)") }
            } else {
                POSIXFile.write(text, to: POSIXFile.standardOutput)
            }
            if let buildStep, exitCode == 0 {
                do { try AtomicFile.write(outcome.buildStamp(inputsKey: inputsKey), to: buildStep) } catch { fail("error: \(error)") }
            }
            if exitCode != 0 { throw ExitCode(exitCode) }
        }

        /// The key of everything this build step depends on (see `BuildStepInputs`), when it
        /// runs with an executable fingerprint; taken before linting, so an edit made while
        /// it lints is seen by the next build.
        private func buildStepInputsKey() -> String? {
            guard buildStep != nil, let executableFingerprint else { return nil }
            guard let fingerprint = FileManager.default.contents(atPath: executableFingerprint) else {
                fail("error: cannot read '\(executableFingerprint)'")
            }
            let fingerprintText = String(decoding: fingerprint, as: UTF8.self)
            return BuildStepInputs.key(arguments: Array(CommandLine.arguments.dropFirst()), paths: paths,
                                       configurationPath: config, baselinePath: baseline, executableFingerprint: fingerprintText)
        }

        private func reporter() -> any Reporter {
            switch format {
            case .text:
                let onTerminal = output == nil && buildStep == nil && isatty(STDOUT_FILENO) == 1
                return TextReporter(showsSnippets: snippet ?? onTerminal, usesColor: color.isEnabled(onTerminal: onTerminal))
            case .sarif:
                return SARIFReporter(sourceRoot: FileManager.default.currentDirectoryPath, includesSuppressed: includeSuppressed,
                                     toolVersion: LayoutLintVersion.current)
            case .github:
                return GitHubReporter(sourceRoot: FileManager.default.currentDirectoryPath)
            case .json:
                return JSONReporter(includesSuppressed: includeSuppressed)
            case .html:
                return HTMLReporter { LayoutInput.document(of: $0).document }
            }
        }
    }
}

/// `--format`.
enum OutputFormat: String, ArgumentChoice {
    case text, sarif, github, json, html
}

/// `--color auto|always|never`.
enum ColorChoice: String, ArgumentChoice {
    case auto, always, never

    func isEnabled(onTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            // One variable: ProcessInfo.environment would copy the whole environment into a dictionary.
            let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
            return onTerminal && !noColor
        }
    }
}
