import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutConsoleLog
import LayoutDiagnostics
import LayoutLint
import LayoutReporters

extension LayoutLintCommand {
    /// `layoutlint explain-log [FILE...]`: explain the "Unable to simultaneously satisfy
    /// constraints" messages of console logs.
    struct ExplainLog: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "explain-log",
            abstract: "Explain the \"Unable to simultaneously satisfy constraints\" messages in console logs.",
            discussion: """
            Reads Xcode console text, `log stream` output or device logs, finds every message, and
            prints each smallest set of listed constraints that cannot all hold, why, the constraint
            UIKit broke, and a fix. Exit status: 1 when a conflict (or an unreadable line) was
            reported, 0 otherwise, 2 on usage errors.

            Examples:
              layoutlint explain-log console.log
              pbpaste | layoutlint explain-log
              layoutlint explain-log --format yaml console.log > conflict.layout.yaml
            """
        )

        @Argument(help: ArgumentHelp("Log files; standard input when none, or -.", valueName: "file"))
        var files: [String] = []

        @Option(help: "The output format: text, json, sarif, or yaml (the rebuilt constraints as a layout file).")
        var format: LogOutputFormat = .text

        @Option(help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "file"))
        var output: String?

        func run() throws {
            let paths = files.isEmpty ? ["-"] : files
            if format == .yaml, paths.count > 1 {
                fail("error: --format yaml writes one layout file: give one log")
            }
            var explained: [(path: String, explanation: LogExplanation)] = []
            var sources: [String: SourceFile] = [:]
            for path in paths {
                let data: [UInt8]
                if path == "-" {
                    data = (try? POSIXFile.readAll(from: POSIXFile.standardInput)) ?? []
                } else {
                    guard let contents = try? POSIXFile.read(path: path) else {
                        fail("error: cannot read '\(path)'")
                    }
                    data = contents
                }
                let name = path == "-" ? "<stdin>" : path
                let file = SourceFile(path: name, text: String(decoding: data, as: UTF8.self))
                sources[name] = file
                explained.append((name, ConflictExplainer.explain(file)))
            }
            let diagnostics = explained.flatMap { LogReports.diagnostics($0.explanation, path: $0.path) }
            let exitCode: Int32 = diagnostics.contains { $0.severity == .error } ? 1 : 0
            let text: String
            switch format {
            case .text:
                text = TextReporter(showsSnippets: false, usesColor: false).render(Report(diagnostics: diagnostics, sources: sources, exitCode: exitCode))
            case .sarif:
                text = SARIFReporter(sourceRoot: FileManager.default.currentDirectoryPath, toolVersion: LayoutLintVersion.current)
                    .render(Report(diagnostics: diagnostics, sources: sources, rules: LogReports.rules, exitCode: exitCode))
            case .json:
                text = LogReports.json(explained)
            case .yaml:
                text = LayoutFileWriter.write(explained[0].explanation, path: explained[0].path).text
            }
            if let output {
                do { try AtomicFile.write(text, to: output) } catch { fail("error: \(error)") }
            } else {
                POSIXFile.write(text, to: POSIXFile.standardOutput)
            }
            if exitCode != 0 { throw ExitCode(exitCode) }
        }
    }
}

/// `explain-log --format`.
enum LogOutputFormat: String, ArgumentChoice {
    case text, json, sarif, yaml
}
