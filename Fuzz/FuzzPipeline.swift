import LayoutDiagnostics
import LayoutLint
import LayoutReporters
import LayoutYAML

/// The whole pipeline on one input, as the CLI runs it: bytes → UTF-8 check → YAML reader →
/// loader (expression and visual-format parsers) → solver and rules → text report.
///
/// Beyond crashes, hangs and memory (which libFuzzer and ASan catch), it traps when the
/// output breaks a promise the linter makes for every input.
enum FuzzPipeline {
    static func run(_ bytes: [UInt8]) {
        let path = "fuzz.layout.yaml"
        let diagnostics: [Diagnostic]
        var sources: [String: SourceFile] = [:]
        switch YAMLReader.decode(bytes, path: path) {
        case .failure(let error):
            diagnostics = [error.diagnostic]
        case .success(let file):
            diagnostics = Linter.lint(file)
            sources[path] = file
        }
        let report = Report(diagnostics: diagnostics, sources: sources, exitCode: 0)
        _ = TextReporter(showsSnippets: true, usesColor: false).render(report)
        let plain = TextReporter(showsSnippets: false, usesColor: false).render(report)
        checkNumbers(in: plain, input: String(decoding: bytes, as: UTF8.self))
    }

    /// No NaN or infinity may reach the output. Messages quote what the user wrote, so a
    /// word such as `inf` is only suspect when the input does not contain it.
    static func checkNumbers(in output: String, input: String) {
        let suspects: Set<String> = ["nan", "inf", "infinity"]
        let inputWords = Set(words(input).map { $0.lowercased() })
        for word in words(output) where suspects.contains(word.lowercased()) && !inputWords.contains(word.lowercased()) {
            fatalError("a non-finite number reached the output:\n\(output)")
        }
    }

    private static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: { !$0.isLetter })
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzPipeline.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
