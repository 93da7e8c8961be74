import LayoutDiagnostics
import LayoutReporters
import XCTest

final class TextReporterTests: XCTestCase {
    private let source = SourceFile(path: "row.layout.yaml", text: "views:\n  root: { size: [375, 100] }\n\tlabel: { parent: root }\n")

    private func diagnostic(line: Int, from: Int, to: Int, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []) -> Diagnostic {
        Diagnostic(ruleID: "negative-size", severity: .warning, message: "'root' is squeezed to a width of -8",
                   location: SourceLocation(path: "row.layout.yaml", range: SourceRange(start: .init(line: line, column: from), end: .init(line: line, column: to))),
                   notes: notes, fixIts: fixIts)
    }

    func testPlainLinesWithNotesAndFixIts() {
        let note = DiagnosticNote(message: "the constraint that forces it", location: SourceLocation(path: "row.layout.yaml", position: .init(line: 3, column: 2)))
        let report = Report(diagnostics: [diagnostic(line: 2, from: 3, to: 7, notes: [note], fixIts: [FixIt(title: "lower its priority")])], sources: [source.path: source])
        XCTAssertEqual(TextReporter().render(report), """
        row.layout.yaml:2:3: warning: 'root' is squeezed to a width of -8 [negative-size]
        row.layout.yaml:3:2: note: the constraint that forces it
        row.layout.yaml:2:3: note: fix-it: lower its priority

        """)
    }

    func testSnippetsUnderlineTheRangeAndKeepTabs() {
        let note = DiagnosticNote(message: "here", location: SourceLocation(path: "row.layout.yaml", range: SourceRange(start: .init(line: 3, column: 2), end: .init(line: 3, column: 7))))
        let report = Report(diagnostics: [diagnostic(line: 2, from: 3, to: 7, notes: [note])], sources: [source.path: source])
        XCTAssertEqual(TextReporter(showsSnippets: true).render(report), """
        row.layout.yaml:2:3: warning: 'root' is squeezed to a width of -8 [negative-size]
         2 |   root: { size: [375, 100] }
           |   ^~~~
        row.layout.yaml:3:2: note: here
         3 | \tlabel: { parent: root }
           | \t^~~~~

        """)
    }

    func testColourWrapsLevelAndMessage() {
        let report = Report(diagnostics: [diagnostic(line: 2, from: 3, to: 7)], sources: [:])
        let output = TextReporter(usesColor: true).render(report)
        XCTAssertEqual(output, "\u{1B}[1mrow.layout.yaml:2:3: \u{1B}[0m\u{1B}[1;35mwarning:\u{1B}[0m \u{1B}[1m'root' is squeezed to a width of -8\u{1B}[0m \u{1B}[2m[negative-size]\u{1B}[0m\n")
    }

    func testControlCharactersFromTheInputNeverReachTheTerminal() {
        var bad = diagnostic(line: 1, from: 1, to: 2)
        bad.message = "unknown key 'a\u{1B}[2Jb'"
        let output = TextReporter().render(Report(diagnostics: [bad]))
        XCTAssertEqual(output, "row.layout.yaml:1:1: warning: unknown key 'a?[2Jb' [negative-size]\n")
    }

    func testDiagnosticsAreSortedByPathAndPosition() {
        let later = diagnostic(line: 3, from: 1, to: 2)
        var otherFile = diagnostic(line: 1, from: 1, to: 2)
        otherFile.location.path = "a.layout.yaml"
        let output = TextReporter().render(Report(diagnostics: [later, diagnostic(line: 2, from: 3, to: 4), otherFile]))
        XCTAssertEqual(output.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) },
                       ["a.layout.yaml:1:1:", "row.layout.yaml:2:3:", "row.layout.yaml:3:1:"])
    }
}
