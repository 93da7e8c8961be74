#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutDiagnostics
import LayoutInterfaceBuilder
import LayoutReporters
import LayoutModel
import LayoutRules
import LayoutSwift
import LayoutYAML

/// Lints one decoded file: load the model, then run the rules on it.
public enum Linter {
    /// The model of one decoded file, by the front end its name calls for (Interface Builder
    /// XML or a layout file). Every command that reads layouts loads through here.
    /// `devices`: more devices to show Interface Builder layouts at (`.layoutlint.yml`).
    /// `swiftModule`: the Swift files linted together with this one (docs/swift-code.md).
    public static func load(_ file: SourceFile, devices: [String] = [], swiftModule: SwiftModule? = nil) -> LayoutLoadResult {
        if SwiftLoader.handles(path: file.path) { return SwiftLoader.load(file, module: swiftModule).result }
        return InterfaceBuilderLoader.handles(path: file.path) ? InterfaceBuilderLoader.load(file, devices: devices) : LayoutLoader.load(file)
    }

    /// Every diagnostic for one file, in report order. Rules run only on a file that loaded
    /// without errors: on a half-read layout they would report defects the user never wrote.
    public static func lint(_ file: SourceFile, rules: RuleRunner = RuleRunner(), devices: [String] = [],
                            swiftModule: SwiftModule? = nil) -> [Diagnostic] {
        var swiftLoaded: SwiftLoader.Loaded?
        let loaded: LayoutLoadResult
        if SwiftLoader.handles(path: file.path) {
            let swift = SwiftLoader.load(file, module: swiftModule)
            var result = swift.result
            // What the Swift front end reports under a rule's id (its one-size check reports
            // `unsatisfiable-required`) takes that rule's configured level, and is off with it.
            result.diagnostics = result.diagnostics.compactMap { diagnostic in
                guard RuleRegistry.rule(withID: diagnostic.ruleID) != nil else { return diagnostic }
                guard let severity = rules.severity(ofRule: diagnostic.ruleID) else { return nil }
                var configured = diagnostic
                configured.severity = severity
                return configured
            }
            loaded = result
            swiftLoaded = swift
        } else {
            loaded = load(file, devices: devices)
        }
        var diagnostics = loaded.diagnostics
        if let document = loaded.document, !diagnostics.contains(where: { $0.severity == .error && RuleCatalog.isInputProblem($0.ruleID) }) {
            let found = (swiftLoaded == nil ? rules : rules.without(SwiftLoader.rulesNotReported)).run(file: file, document: document)
            diagnostics += swiftLoaded.map { SwiftLoader.filter(found, quietViews: $0.quietViews, unknownViews: $0.unknownViews,
                                                                conditionsAt: $0.conditionsAt) } ?? found
        }
        return diagnostics.sorted(by: Diagnostic.reportOrder)
    }
}

/// What one `layoutlint lint` run produced.
public struct LintOutcome: Sendable {
    /// All shown diagnostics, in report order (sorted path order, then position).
    public var diagnostics: [Diagnostic]
    /// Findings hidden by suppression comments or the baseline, in report order.
    public var suppressed: [SuppressedDiagnostic]
    /// The text of every file that was read, by display path, for snippets and SARIF.
    public var sources: [String: SourceFile]
    /// Problems with the run itself that are not about a file (printed to standard error).
    public var warnings: [String]
    public var fileCount: Int
    /// Files whose configuration says `strict: true`.
    public var strictPaths: Set<String>
    /// Files whose configuration says `build-errors: error` (see `reportedForBuild()`).
    public var buildErrorPaths: Set<String> = []

    public init(diagnostics: [Diagnostic], suppressed: [SuppressedDiagnostic] = [], sources: [String: SourceFile] = [:],
                warnings: [String] = [], fileCount: Int = 0, strictPaths: Set<String> = []) {
        self.diagnostics = diagnostics
        self.suppressed = suppressed
        self.sources = sources
        self.warnings = warnings
        self.fileCount = fileCount
        self.strictPaths = strictPaths
    }

    /// 1 when an error-level diagnostic was shown, or a warning under `strict` (the
    /// option, or `strict: true` in the file's configuration); else 0.
    public func exitCode(strict: Bool = false) -> Int32 {
        for diagnostic in diagnostics {
            if diagnostic.severity == .error { return 1 }
            if diagnostic.severity == .warning, strict || strictPaths.contains(diagnostic.location.path) { return 1 }
        }
        return 0
    }

    /// Hides the findings `baseline` lists.
    public mutating func apply(_ baseline: Baseline) {
        let (shown, hidden) = baseline.filter(diagnostics, sources: sources)
        diagnostics = shown
        suppressed = (suppressed + hidden.map { SuppressedDiagnostic(diagnostic: $0, kind: .baseline) })
            .sorted { Diagnostic.reportOrder($0.diagnostic, $1.diagnostic) }
    }
}

/// Lints many inputs, in parallel, with output in a fixed order whatever the thread count.
public struct LintRunner: Sendable {
    public var paths: [String]
    public var stdinName: String?
    /// How many files to lint at once; nil for one per core.
    public var concurrency: Int?
    /// `--config`: one configuration file for every input instead of the nearest one.
    public var configurationPath: String?
    /// Files larger than this are refused unread (a parameter so tests can use a small one).
    public var maximumFileBytes = InputReader.maximumBytes

    public init(paths: [String], stdinName: String? = nil, concurrency: Int? = nil, configurationPath: String? = nil) {
        self.paths = paths
        self.stdinName = stdinName
        self.concurrency = concurrency
        self.configurationPath = configurationPath
    }

    /// - Throws: `UsageError` when a path does not exist; `ConfigurationError` when a
    ///   configuration file is broken.
    public func run(readStandardInput: @escaping @Sendable () -> [UInt8] = LintRunner.readStandardInput) throws -> LintOutcome {
        let (inputs, warnings) = try InputDiscovery.files(for: paths, stdinName: stdinName, configurationPath: configurationPath)
        let results = ResultSlots<FileResult>(count: inputs.count)
        let swift = LintRunner.swiftInputs(of: inputs, readStandardInput: readStandardInput, maximumFileBytes: maximumFileBytes,
                                           concurrency: concurrency)
        // Each slot is written once, by index, so the order never depends on timing.
        forEachIndex(count: inputs.count, workers: concurrency) { index in
            results[index] = LintRunner.lint(inputs[index], readStandardInput: readStandardInput, maximumFileBytes: maximumFileBytes,
                                             swiftModule: swift?.module, decoded: swift?.files[index])
        }
        var outcome = LintOutcome(diagnostics: [], warnings: warnings, fileCount: inputs.count)
        for (input, result) in zip(inputs, results.values) {
            if let file = result.file { outcome.sources[file.path] = file }
            outcome.diagnostics += result.shown
            outcome.suppressed += result.hidden.map { SuppressedDiagnostic(diagnostic: $0, kind: .inSource) }
            if input.configuration.strict { outcome.strictPaths.insert(input.displayPath) }
            if input.configuration.buildErrors == .error { outcome.buildErrorPaths.insert(input.displayPath) }
        }
        outcome.diagnostics.sort(by: Diagnostic.reportOrder)
        outcome.suppressed.sort { Diagnostic.reportOrder($0.diagnostic, $1.diagnostic) }
        return outcome
    }

    struct FileResult: Sendable {
        var file: SourceFile?
        var shown: [Diagnostic]
        var hidden: [Diagnostic] = []
    }

    /// The Swift files among the inputs, each read and decoded once (by input index, for its own
    /// lint) and parsed together as one module: a type's extensions and the helpers of every
    /// file are read where they are used.
    struct SwiftInputs: Sendable {
        var module: SwiftModule
        var files: [Int: SourceFile]
    }

    /// Nil without Swift files; a file that cannot be read or decoded is left to its own lint to report.
    static func swiftInputs(of inputs: [InputFile], readStandardInput: () -> [UInt8],
                            maximumFileBytes: Int = InputReader.maximumBytes, concurrency: Int? = nil) -> SwiftInputs? {
        var files: [Int: SourceFile] = [:]
        for (index, input) in inputs.enumerated() where SwiftLoader.handles(path: input.displayPath) && input.readPath != nil {
            guard case .success(let bytes) = InputReader.bytes(of: input, stdin: readStandardInput, maximumBytes: maximumFileBytes),
                  case .success(let file) = YAMLReader.decode(bytes, path: input.displayPath) else { continue }
            files[index] = file
        }
        return files.isEmpty ? nil : SwiftInputs(module: SwiftModule(files: files.keys.sorted().compactMap { files[$0] }, concurrency: concurrency),
                                                     files: files)
    }

    static func lint(_ input: InputFile, readStandardInput: () -> [UInt8], maximumFileBytes: Int = InputReader.maximumBytes,
                     swiftModule: SwiftModule? = nil, decoded alreadyDecoded: SourceFile? = nil) -> FileResult {
        let decoded: Result<SourceFile, DiagnosticError>
        if let alreadyDecoded {
            decoded = .success(alreadyDecoded)
        } else {
            switch InputReader.bytes(of: input, stdin: readStandardInput, maximumBytes: maximumFileBytes) {
            // Only the decoded text is kept: the raw bytes are not held through the lint.
            case .success(let bytes): decoded = YAMLReader.decode(bytes, path: input.displayPath)
            case .failure(var error):
                // A Swift file that cannot be read (too large) is a Swift source problem.
                if SwiftLoader.handles(path: input.displayPath) { error.diagnostic.ruleID = SwiftProblem.source }
                return FileResult(file: nil, shown: [error.diagnostic])
            }
        }
        let file: SourceFile
        switch decoded {
        case .success(let decoded): file = decoded
        case .failure(var error):
            // An IB file that is not UTF-8 is an XML problem, not a YAML one.
            if InterfaceBuilderLoader.handles(path: input.displayPath) { error.diagnostic.ruleID = InterfaceBuilderProblem.xmlSyntax }
            if SwiftLoader.handles(path: input.displayPath) { error.diagnostic.ruleID = SwiftProblem.source }
            return FileResult(file: nil, shown: [error.diagnostic])
        }
        let configuration = input.configuration.forFile(absolutePath: PathNormalizer.absolute(input.readPath ?? input.displayPath))
        var diagnostics = Linter.lint(file, rules: configuration.ruleRunner, devices: configuration.devices, swiftModule: swiftModule)
        // The Swift front end's own findings take their configured level (or are off).
        for finding in RuleCatalog.frontEndFindings {
            let severity = configuration.level(of: finding.id, default: finding.defaultSeverity).severity
            diagnostics = diagnostics.compactMap { diagnostic in
                guard diagnostic.ruleID == finding.id else { return diagnostic }
                guard let severity else { return nil }
                var changed = diagnostic
                changed.severity = severity
                return changed
            }
        }
        var suppressions = Suppressions(file)
        var (shown, hidden) = suppressions.apply(to: diagnostics)
        let rulesRan = !diagnostics.contains { RuleCatalog.isInputProblem($0.ruleID) && $0.severity == .error }
        let superfluous = RuleCatalog.superfluousSuppression
        if let severity = configuration.level(of: superfluous.id, default: superfluous.defaultSeverity).severity {
            let isOff = { (id: String) in
                configuration.level(of: id, default: RuleRegistry.rule(withID: id)?.description.defaultSeverity ?? .warning) == .off
            }
            for (message, location) in suppressions.superfluous(path: file.path, rulesRan: rulesRan, isOff: isOff) {
                shown.append(Diagnostic(ruleID: superfluous.id, severity: severity, message: message, location: location))
            }
        }
        shown.sort(by: Diagnostic.reportOrder)
        hidden.sort(by: Diagnostic.reportOrder)
        return FileResult(file: file, shown: shown, hidden: hidden)
    }

    /// Standard input's raw bytes (not decoded, so invalid UTF-8 is reported like a file's).
    public static let readStandardInput: @Sendable () -> [UInt8] = {
        (try? POSIXFile.readAll(from: POSIXFile.standardInput, limit: InputReader.maximumBytes + 1)) ?? []
    }
}
