#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutDiagnostics
import LayoutLint

/// `layoutlint fix`: fixes every input file in memory, then writes the fixed files (or
/// shows them as a diff), and describes what it did, in a fixed order.
public struct FixRun: Sendable {
    public var paths: [String]
    public var selection: FixSelection
    public var configurationPath: String?
    /// How many files to fix at once; nil for one per core.
    public var concurrency: Int?
    /// The name standard input (`-`) is given, as `lint --stdin-filename` gives it.
    public var stdinName: String?

    public init(paths: [String], selection: FixSelection, configurationPath: String? = nil, concurrency: Int? = nil, stdinName: String? = nil) {
        self.paths = paths
        self.selection = selection
        self.configurationPath = configurationPath
        self.concurrency = concurrency
        self.stdinName = stdinName
    }

    /// What a run found, file by file in path order.
    public struct Outcome: Sendable {
        public var files: [FileFixResult]
        public var warnings: [String]

        public var appliedCount: Int { files.reduce(0) { $0 + $1.applied.count } }
        public var changedFiles: [FileFixResult] { files.filter { $0.fixedText != nil } }

        /// One line per fix applied or refused, and per file that could not be fixed, in
        /// report order; `verb` is "fixed" or "would fix".
        public func lines(verb: String) -> [String] {
            var lines: [String] = []
            for file in files {
                if let problem = file.problem { lines.append("\(file.path): not fixed: \(problem)") }
                var entries: [(Diagnostic, String)] = file.applied.map { ($0.diagnostic, "\(verb) [\($0.diagnostic.ruleID)] \($0.fix.appliedDescription)") }
                entries += file.refused.map { ($0.candidate.diagnostic, "not fixed [\($0.candidate.diagnostic.ruleID)] \($0.candidate.fix.appliedDescription): \($0.refusal.reason)") }
                entries.sort { Diagnostic.reportOrder($0.0, $1.0) || (!Diagnostic.reportOrder($1.0, $0.0) && $0.1 < $1.1) }
                for (diagnostic, text) in entries {
                    lines.append("\(diagnostic.location.path):\(diagnostic.location.start.line):\(diagnostic.location.start.column): \(text)")
                }
            }
            return lines
        }

        /// "fixed 2 findings in 1 file; 1 fix refused; 3 unsafe fixes not applied (--unsafe applies them)".
        public func summary(verb: String) -> String {
            let files = changedFiles.count
            var parts = ["\(verb) \(appliedCount) \(appliedCount == 1 ? "finding" : "findings") in \(files) \(files == 1 ? "file" : "files")"]
            let refused = self.files.reduce(0) { $0 + $1.refused.count }
            if refused > 0 { parts.append("\(refused) \(refused == 1 ? "fix" : "fixes") refused") }
            let unsafe = self.files.reduce(0) { $0 + $1.unsafeLeft.count }
            if unsafe > 0 { parts.append("\(unsafe) unsafe \(unsafe == 1 ? "fix" : "fixes") not applied (--unsafe applies them)") }
            return parts.joined(separator: "; ")
        }

        /// The unified diff of every changed file, in path order.
        public var diff: String {
            changedFiles.map { UnifiedDiff.render(old: $0.originalText, new: $0.fixedText!, path: $0.path) }.joined()
        }
    }

    /// - Throws: `UsageError` when a path does not exist; `ConfigurationError` when a
    ///   configuration file is broken.
    public func run() throws -> Outcome {
        let (inputs, warnings) = try InputDiscovery.files(for: paths, stdinName: stdinName, configurationPath: configurationPath)
        let fixer = FileFixer(selection: selection)
        let results = ResultSlots<FileFixResult>(count: inputs.count)
        forEachIndex(count: inputs.count, workers: concurrency) { index in
            results[index] = fixer.fix(inputs[index])
        }
        return Outcome(files: results.values, warnings: warnings)
    }

    /// Writes each changed file in place (atomically, keeping its permissions).
    public static func write(_ outcome: Outcome) throws(UsageError) {
        for file in outcome.changedFiles {
            try AtomicFile.write(file.fixedText!, to: file.path)
        }
    }
}
