import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutFix
import LayoutLint
import LayoutRules

extension LayoutLintCommand {
    /// `layoutlint fix PATH...`: applies the findings' fixes, each checked by linting the
    /// fixed text before it is written (docs/fix.md).
    struct Fix: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fix",
            abstract: "Apply the fixes of findings, each checked by the solver before it is written.",
            discussion: """
            Safe fixes leave every solved frame as it was; unsafe ones change the layout's \
            behaviour and are applied only with --unsafe. Each file's fixes are applied to its \
            text in memory and the file is linted again: every fixed finding must be gone and \
            no new one may appear (and, for safe fixes, no solved frame may move). A fix that \
            fails is not written, and is listed with the reason.
            A path of - fixes standard input (the only path then): the fixed text goes to standard output \
            (unchanged when there is nothing to fix), what was fixed to standard error; --diff \
            prints the diff instead. --stdin-filename names it, as for lint.
            Exit status: 0 after writing (or when there is nothing to fix); with --diff, 1 when \
            there is something to fix; 2 for usage errors, paths that do not exist, files \
            that cannot be written and standard input that cannot be fixed.

            Examples:
              layoutlint fix Layouts
              layoutlint fix --diff samples/seeds
              layoutlint fix --unsafe --rule hugging-tie Feed/Cell.layout.yaml
              layoutlint fix - --stdin-filename Cell.layout.yaml < Cell.layout.yaml
            """
        )

        @Argument(help: "Layout files or folders to fix, or - for standard input (printed fixed).")
        var paths: [String]

        @Option(help: "The name standard input is given in output (its kind and configuration follow from it).")
        var stdinFilename: String?

        @Flag(help: "Print a unified diff of the fixes and write nothing (exit status 1 when there is something to fix).")
        var diff = false

        @Flag(help: "Also apply the fixes that change the layout's behaviour.")
        var unsafe = false

        @Option(name: .customLong("rule"), help: ArgumentHelp("Only apply fixes of this rule (repeatable).", valueName: "id"))
        var rules: [String] = []

        @Option(help: ArgumentHelp("Use this configuration file for every input instead of the nearest .layoutlint.yml.", valueName: "file"))
        var config: String?

        @Option(help: "How many files to fix at once (default: one per core).")
        var jobs: Int?

        func validate() throws {
            if paths.isEmpty { throw ValidationError("Give at least one file or folder to fix.") }
            if paths.contains("-"), paths.count > 1 {
                throw ValidationError("- (standard input) must be the only path: its fixed text is printed, not written.")
            }
            if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
            for rule in rules where RuleRegistry.rule(withID: rule) == nil {
                throw ValidationError("unknown rule '\(rule)' (layoutlint rules lists them)")
            }
        }

        func run() throws {
            let selection = FixSelection(includesUnsafe: unsafe, rules: rules.isEmpty ? nil : Set(rules))
            let outcome = failingOnError {
                try FixRun(paths: paths, selection: selection, configurationPath: config, concurrency: jobs, stdinName: stdinFilename).run()
            }
            printWarnings(outcome.warnings)
            if paths == ["-"], !diff {
                try printFixedStandardInput(outcome)
                return
            }
            if diff {
                // Standard output is the patch alone; what would be done goes to standard error.
                POSIXFile.write(outcome.diff, to: POSIXFile.standardOutput)
                let report = outcome.lines(verb: "would fix") + [outcome.summary(verb: "would fix")]
                POSIXFile.write(report.joined(separator: "\n") + "\n", to: POSIXFile.standardError)
                if outcome.appliedCount > 0 { throw ExitCode(1) }
                return
            }
            do { try FixRun.write(outcome) } catch { fail("error: \(error)") }
            let report = outcome.lines(verb: "fixed") + [outcome.summary(verb: "fixed")]
            POSIXFile.write(report.joined(separator: "\n") + "\n", to: POSIXFile.standardOutput)
        }

        /// `fix -`: the text on standard output, fixed or as it came (as ruff and
        /// swift-format print what they fix from standard input), the report on standard
        /// error. Input that cannot be fixed at all (not UTF-8 text, too large) exits 2 with
        /// its reason: what it was cannot be given back as text.
        private func printFixedStandardInput(_ outcome: FixRun.Outcome) throws {
            let report = outcome.lines(verb: "fixed") + [outcome.summary(verb: "fixed")]
            POSIXFile.write(report.joined(separator: "\n") + "\n", to: POSIXFile.standardError)
            guard let file = outcome.files.first, file.problem == nil else { throw ExitCode(2) }
            POSIXFile.write(file.fixedText ?? file.originalText, to: POSIXFile.standardOutput)
        }
    }
}
