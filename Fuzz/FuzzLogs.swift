import LayoutConsoleLog
import LayoutDiagnostics
import LayoutLint
import LayoutSolver

/// The console-log front end on one input, as `layoutlint explain-log` runs it: reader,
/// model, solver, every output format. Beyond crashes, hangs and memory, it traps when an
/// output breaks a promise made for every input.
enum FuzzLogs {
    static func run(_ bytes: [UInt8]) {
        let file = SourceFile(path: "fuzz.log", text: String(decoding: bytes, as: UTF8.self))
        let explanation = ConflictExplainer.explain(file)
        // Every diagnostic points at a line of the input and a column on it.
        for diagnostic in LogReports.diagnostics(explanation, path: file.path) {
            for location in [diagnostic.location] + diagnostic.notes.map(\.location) {
                let line = location.start.line, column = location.start.column
                guard line >= 1, line <= max(file.lines.count, 1), column >= 1, column <= file.scalars(ofLine: line).count + 1 else {
                    fatalError("\(line):\(column) is outside the input in: \(diagnostic.message)")
                }
            }
        }
        // Every reported set cannot hold, and holds without any one member.
        for message in explanation.messages {
            for set in message.sets {
                if let all = try? Solver().add(contentsOf: set.linear), all.rejected.isEmpty {
                    fatalError("a reported set can hold: \(set.linear)")
                }
                for dropped in set.linear.indices {
                    let rest = set.linear.enumerated().filter { $0.offset != dropped }.map(\.element)
                    if let result = try? Solver().add(contentsOf: rest), !result.rejected.isEmpty {
                        fatalError("a reported set is not irreducible: \(set.linear)")
                    }
                }
            }
        }
        _ = LogReports.json([(file.path, explanation)])
        // The rebuilt layout file is one the linter reads without a schema error.
        let layout = LayoutFileWriter.write(explanation, path: file.path)
        let linted = Linter.lint(SourceFile(path: "rebuilt.layout.yaml", text: layout.text))
        if let broken = linted.first(where: { ["yaml-syntax", "layout-schema", "invalid-constraint"].contains($0.ruleID) }) {
            fatalError("the rebuilt layout does not load: \(broken.message)\n\(layout.text)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLogsTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzLogs.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
