import LayoutDiagnostics
import LayoutModel

/// Linting text held in memory as `lint` would lint the file it came from: that file's
/// configuration (rules, levels, devices) and the text's own suppression comments. For
/// `layoutlint fix`, which lints each fixed text before writing it.
public struct InMemoryLint: Sendable {
    public let input: InputFile
    public let configuration: Configuration

    public init(input: InputFile) {
        self.input = input
        configuration = input.configuration.forFile(absolutePath: PathNormalizer.absolute(input.readPath ?? input.displayPath))
    }

    /// The diagnostics `lint` would show for `file`, in report order (without the
    /// suppression comments that suppress nothing, which fixes neither make nor remove).
    public func diagnostics(of file: SourceFile) -> [Diagnostic] {
        var suppressions = Suppressions(file)
        return suppressions.apply(to: Linter.lint(file, rules: configuration.ruleRunner, devices: configuration.devices)).shown
    }

    /// The model of `file`, loaded as linting loads it; nil when loading reports an error.
    public func document(of file: SourceFile) -> LayoutDocument? {
        let loaded = Linter.load(file, devices: configuration.devices)
        guard !loaded.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return loaded.document
    }

    /// The raw bytes of the input, or the diagnostic `lint` reports when they cannot be read.
    public func bytes() -> Result<[UInt8], DiagnosticError> {
        InputReader.bytes(of: input, stdin: LintRunner.readStandardInput)
    }
}
