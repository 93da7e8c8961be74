import LayoutDiagnostics

/// Everything a reporter may draw on: the findings in report order, the text of every
/// file they point into, the rules that ran, and the exit code the run will end with.
public struct Report: Sendable {
    public var diagnostics: [Diagnostic]
    public var sources: [String: SourceFile]
    public var rules: [RuleDescription]
    public var exitCode: Int32

    public init(diagnostics: [Diagnostic], sources: [String: SourceFile] = [:], rules: [RuleDescription] = [], exitCode: Int32 = 0) {
        self.diagnostics = diagnostics.sorted(by: Diagnostic.reportOrder)
        self.sources = sources
        self.rules = rules
        self.exitCode = exitCode
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
