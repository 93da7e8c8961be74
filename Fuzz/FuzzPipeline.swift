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
        // Inputs that look like XML go through the Interface Builder front end, and those that
        // start as Swift code does (a comment, an import) through the Swift front end.
        let path = bytes.first == UInt8(ascii: "<") ? "fuzz.storyboard"
            : looksLikeSwift(bytes) ? "fuzz.swift" : "fuzz.layout.yaml"
        let diagnostics: [Diagnostic]
        var sources: [String: SourceFile] = [:]
        switch YAMLReader.decode(bytes, path: path) {
        case .failure(let error):
            diagnostics = [error.diagnostic]
        case .success(let file):
            diagnostics = Linter.lint(file)
            sources[path] = file
        }
        if let file = sources[path] {
            for diagnostic in diagnostics { checkPositions(of: diagnostic, in: file) }
        }
        let report = Report(diagnostics: diagnostics, sources: sources, exitCode: 0)
        _ = TextReporter(showsSnippets: true, usesColor: false).render(report)
        let plain = TextReporter(showsSnippets: false, usesColor: false).render(report)
        checkNumbers(in: plain, input: String(decoding: bytes, as: UTF8.self))
    }

    static func looksLikeSwift(_ bytes: [UInt8]) -> Bool {
        ["//", "import ", "/*"].contains { bytes.starts(with: Array($0.utf8)) }
    }

    /// Every position points into the file: a line that exists (or the one after the last),
    /// a column on it (or just past its end), and a range that does not end before it starts.
    static func checkPositions(of diagnostic: Diagnostic, in file: SourceFile) {
        let ranges = [diagnostic.location.range] + diagnostic.notes.map(\.location.range)
            + diagnostic.fixIts.flatMap { $0.edits.map(\.range) }
        for range in ranges {
            for position in [range.start, range.end] {
                let lineLength = file.scalars(ofLine: position.line).count
                let valid = position.line >= 1 && position.line <= max(file.lines.count, 1) + 1
                    && position.column >= 1 && position.column <= lineLength + 2
                if !valid || range.end < range.start {
                    fatalError("position \(position) of range \(range) is outside the file (\(file.lines.count) lines) in: \(diagnostic.message)")
                }
            }
        }
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
