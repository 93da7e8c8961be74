import Foundation
import LayoutDiagnostics
import LayoutModel
import LayoutRules
import LayoutYAML

/// Lints one decoded file: load the model, then run the rules on it.
public enum Linter {
    /// Every diagnostic for one file, in report order. Rules run only on a file that loaded
    /// without errors: on a half-read layout they would report defects the user never wrote.
    public static func lint(_ file: SourceFile, rules: RuleRunner = RuleRunner()) -> [Diagnostic] {
        let loaded = LayoutLoader.load(file)
        var diagnostics = loaded.diagnostics
        if let document = loaded.document, !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics += rules.run(file: file, document: document)
        }
        return diagnostics.sorted(by: Diagnostic.reportOrder)
    }
}

/// What one `layoutlint lint` run produced.
public struct LintOutcome: Sendable {
    /// All diagnostics, in report order (sorted path order, then position).
    public var diagnostics: [Diagnostic]
    /// The text of every file that was read, by display path, for snippets and SARIF.
    public var sources: [String: SourceFile]
    /// Problems with the run itself that are not about a file (printed to standard error).
    public var warnings: [String]
    public var fileCount: Int

    /// 1 when an error-level diagnostic was found (or, when `strict`, a warning), else 0.
    public func exitCode(strict: Bool = false) -> Int32 {
        let worst = diagnostics.map(\.severity).max()
        if worst == .error { return 1 }
        if strict, worst == .warning { return 1 }
        return 0
    }
}

/// Lints many inputs, in parallel, with output in a fixed order whatever the thread count.
public struct LintRunner: Sendable {
    public var paths: [String]
    public var stdinName: String?
    /// How many files to lint at once; nil for one per core.
    public var concurrency: Int?

    public init(paths: [String], stdinName: String? = nil, concurrency: Int? = nil) {
        self.paths = paths
        self.stdinName = stdinName
        self.concurrency = concurrency
    }

    /// - Throws: `UsageError` when a path does not exist.
    public func run(readStandardInput: @escaping @Sendable () -> [UInt8] = LintRunner.readStandardInput) throws(UsageError) -> LintOutcome {
        let (inputs, warnings) = try InputDiscovery.files(for: paths, stdinName: stdinName)
        let results = ResultSlots<(SourceFile?, [Diagnostic])>(count: inputs.count)
        let lintOne: @Sendable (Int) -> Void = { index in
            results[index] = LintRunner.lint(inputs[index], readStandardInput: readStandardInput)
        }
        let workers = max(1, concurrency ?? ProcessInfo.processInfo.activeProcessorCount)
        if workers == 1 || inputs.count < 2 {
            for index in inputs.indices { lintOne(index) }
        } else {
            // Work is handed out by index; each slot is written once, so order never depends on timing.
            let next = AtomicCounter()
            DispatchQueue.concurrentPerform(iterations: min(workers, inputs.count)) { _ in
                while true {
                    let index = next.increment()
                    guard index < inputs.count else { return }
                    lintOne(index)
                }
            }
        }
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceFile] = [:]
        for (file, found) in results.values {
            if let file { sources[file.path] = file }
            diagnostics += found
        }
        diagnostics.sort(by: Diagnostic.reportOrder)
        return LintOutcome(diagnostics: diagnostics, sources: sources, warnings: warnings, fileCount: inputs.count)
    }

    static func lint(_ input: InputFile, readStandardInput: () -> [UInt8]) -> (SourceFile?, [Diagnostic]) {
        let bytes: [UInt8]
        switch InputReader.bytes(of: input, stdin: readStandardInput) {
        case .success(let read): bytes = read
        case .failure(let error): return (nil, [error.diagnostic])
        }
        switch YAMLReader.decode(bytes, path: input.displayPath) {
        case .success(let file): return (file, Linter.lint(file))
        case .failure(let error): return (nil, [error.diagnostic])
        }
    }

    /// Standard input's raw bytes (not decoded, so invalid UTF-8 is reported like a file's).
    public static let readStandardInput: @Sendable () -> [UInt8] = {
        let data = (try? FileHandle.standardInput.read(upToCount: InputReader.maximumBytes + 1)) ?? nil
        return [UInt8](data ?? Data())
    }
}
