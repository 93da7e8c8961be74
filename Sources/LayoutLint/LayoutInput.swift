import LayoutDiagnostics
import LayoutModel
import LayoutYAML

/// One input as a loaded layout, for commands that need the model rather than findings
/// (`render`, the HTML report). It loads through `Linter.load`, as linting does, so every
/// front end serves it.
public enum LayoutInput {
    /// The layout a decoded file describes; nil with the diagnostics when loading reports an
    /// error (rules, and pictures, only read layouts that loaded cleanly).
    public static func document(of file: SourceFile) -> (document: LayoutDocument?, diagnostics: [Diagnostic]) {
        let loaded = Linter.load(file)
        guard let document = loaded.document, !loaded.diagnostics.contains(where: { $0.severity == .error }) else {
            return (nil, loaded.diagnostics)
        }
        return (document, loaded.diagnostics)
    }

    /// Reads, decodes and loads one file from disk (`-` for standard input).
    public static func load(path: String, readStandardInput: () -> [UInt8] = LintRunner.readStandardInput)
        -> (file: SourceFile?, document: LayoutDocument?, diagnostics: [Diagnostic]) {
        let input = InputFile(displayPath: path == "-" ? "<stdin>" : path, readPath: path == "-" ? nil : path)
        let bytes: [UInt8]
        switch InputReader.bytes(of: input, stdin: readStandardInput) {
        case .success(let read): bytes = read
        case .failure(let error): return (nil, nil, [error.diagnostic])
        }
        switch YAMLReader.decode(bytes, path: input.displayPath) {
        case .success(let file):
            let (document, diagnostics) = document(of: file)
            return (file, document, diagnostics)
        case .failure(let error):
            return (nil, nil, [error.diagnostic])
        }
    }
}
