import LayoutDiagnostics

/// Why a finding was left out of the visible results.
public enum SuppressionKind: String, Sendable, Hashable {
    /// A `# layoutlint: disable=…` or `disable-file=…` comment in the layout file.
    case inSource
    /// A matching entry in the `--baseline` file.
    case baseline
}

/// A finding that a suppression comment or the baseline hides. Reporters leave it out,
/// except SARIF and JSON under `--include-suppressed`.
public struct SuppressedDiagnostic: Hashable, Sendable {
    public var diagnostic: Diagnostic
    public var kind: SuppressionKind

    public init(diagnostic: Diagnostic, kind: SuppressionKind) {
        self.diagnostic = diagnostic
        self.kind = kind
    }
}

/// Everything a reporter may draw on: the findings in report order, the text of every
/// file they point into, the rules that ran, and the exit code the run will end with.
public struct Report: Sendable {
    public var diagnostics: [Diagnostic]
    /// Hidden findings, in report order.
    public var suppressed: [SuppressedDiagnostic]
    public var sources: [String: SourceFile]
    public var rules: [RuleDescription]
    public var exitCode: Int32

    public init(diagnostics: [Diagnostic], suppressed: [SuppressedDiagnostic] = [], sources: [String: SourceFile] = [:],
                rules: [RuleDescription] = [], exitCode: Int32 = 0) {
        self.diagnostics = diagnostics.sorted(by: Diagnostic.reportOrder)
        self.suppressed = suppressed.sorted { Diagnostic.reportOrder($0.diagnostic, $1.diagnostic) }
        self.sources = sources
        self.rules = rules
        self.exitCode = exitCode
    }

    /// Visible and (when asked for) hidden findings together, in report order.
    func findings(includingSuppressed: Bool) -> [(diagnostic: Diagnostic, suppression: SuppressionKind?)] {
        var all: [(diagnostic: Diagnostic, suppression: SuppressionKind?)] = diagnostics.map { ($0, nil) }
        if includingSuppressed {
            all += suppressed.map { ($0.diagnostic, $0.kind) }
            all.sort { Diagnostic.reportOrder($0.diagnostic, $1.diagnostic) }
        }
        return all
    }
}

/// Turns a report into the bytes of one output format.
public protocol Reporter: Sendable {
    /// The name given to `--format`.
    static var identifier: String { get }
    /// One line for `layoutlint reporters` and `--help`.
    static var summary: String { get }

    func render(_ report: Report) -> String
}

/// Every output format, in the order `layoutlint reporters` lists them.
public enum ReporterList {
    /// Identifier and summary of each format.
    public static let all: [(identifier: String, summary: String)] = [
        (TextReporter.identifier, TextReporter.summary),
        (SARIFReporter.identifier, SARIFReporter.summary),
        (GitHubReporter.identifier, GitHubReporter.summary),
        (JSONReporter.identifier, JSONReporter.summary),
        // Drawn by LayoutRender, which sits downstream of the reporters.
        ("html", "one self-contained HTML page with a picture of every finding (use with --output)"),
    ]
}
