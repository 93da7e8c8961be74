import Foundation
import LayoutConsoleLog
import LayoutDiagnostics
import LayoutLint
import LayoutReporters
import LayoutSolver
import LayoutTestSupport
import XCTest

/// The real logs in `../shared/corpus/logs` (test data, never copied into the repository).
let corpusFolder = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/logs")

/// Every corpus log, as (path relative to the corpus folder, file).
func corpusLogs() throws -> [(name: String, file: SourceFile)] {
    var result: [(name: String, file: SourceFile)] = []
    for folder in ["issues", "wtfautolayout"] {
        let url = corpusFolder.appendingPathComponent(folder)
        for entry in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where entry.hasSuffix(".log") {
            let text = try String(contentsOf: url.appendingPathComponent(entry), encoding: .utf8)
            result.append(("\(folder)/\(entry)", SourceFile(path: "\(folder)/\(entry)", text: text)))
        }
    }
    return result
}

final class CorpusTests: XCTestCase {
    func testTheCorpusHoldsItsSeventyOneLogs() throws {
        XCTAssertEqual(try corpusLogs().count, 71)
    }

    /// Every line is part of a message (no unrelated or unreadable line), except the
    /// deliberately broken address of the synthetic fixture, reported where it breaks.
    func testEveryLineOfEveryLogIsRead() throws {
        for (name, file) in try corpusLogs() {
            let reading = LogReader.read(file)
            XCTAssertEqual(reading.lineKinds.count, file.lines.count, name)
            let unread = reading.lineKinds.enumerated().filter { $0.element == .unrelated || $0.element == .unreadable }.map { $0.offset + 1 }
            if name == "wtfautolayout/error_invalid-hex-digits_synthetic.log" {
                XCTAssertEqual(unread, [2], name)
                XCTAssertEqual(reading.problems, [LogProblem(line: 2, column: 26, message: "'h' is not a hexadecimal digit in the address '0x61h00099cd0'")])
            } else {
                XCTAssertEqual(unread, [], "\(name): lines not read")
                XCTAssertEqual(reading.problems, [], name)
            }
        }
    }

    /// The constraint lines the corpus documents (SOURCES.md: 296 in all) are all read.
    func testEveryListedConstraintIsRead() throws {
        var count = 0
        for (_, file) in try corpusLogs() {
            let reading = LogReader.read(file)
            count += reading.messages.reduce(0) { $0 + $1.constraints.count }
        }
        // 296 listed lines, less the synthetic one whose address cannot be read.
        XCTAssertEqual(count, 295)
    }

    func testExplanationsMatchTheirGoldens() throws {
        for (name, file) in try corpusLogs() {
            let explanation = ConflictExplainer.explain(file)
            let diagnostics = LogReports.diagnostics(explanation, path: name)
            let text = TextReporter().render(Report(diagnostics: diagnostics, sources: [name: file]))
            assertGolden(text, name.replacingOccurrences(of: ".log", with: ".txt"), in: "Tests/LayoutConsoleLogTests/Goldens")
        }
    }

    /// Each reported set, handed to a fresh solver: all its members together are refused;
    /// without any one listed member (or default margin) the rest hold together with every
    /// size rule of the message (sizes are never negative, so minimal means given all of them); without any
    /// one size rule that is a member the rest hold (the size rules named are needed).
    func testEveryReportedSetIsInfeasibleAndMinimalGivenEverySize() throws {
        var sets = 0
        for (name, file) in try corpusLogs() {
            for message in ConflictExplainer.explain(file).messages {
                for set in message.sets {
                    sets += 1
                    let at = "\(name) line \(message.message.line)"
                    XCTAssertNotEqual(try Solver().add(contentsOf: set.linear).rejected.count, 0, "\(at): the set can hold")
                    for (dropped, member) in set.members.enumerated() {
                        let rest = set.linear.enumerated().filter { $0.offset != dropped }.map(\.element)
                        if case .sizeRule = member {
                            XCTAssertEqual(try Solver().add(contentsOf: rest).rejected.count, 0, "\(at): size rule \(dropped) is not needed")
                        } else {
                            XCTAssertEqual(try Solver().add(contentsOf: message.sizeRules + rest).rejected.count, 0,
                                           "\(at): still infeasible, with every size rule, without member \(dropped)")
                        }
                    }
                }
            }
        }
        XCTAssertEqual(sets, 62)
    }

    /// The yaml form of each log, linted, reports the same conflicts: the same log lines in
    /// each `unsatisfiable-required` (size rules, written out or implicit, aside).
    func testTheLayoutFileOfEachLogReportsTheSameConflicts() throws {
        for (name, file) in try corpusLogs() {
            let explanation = ConflictExplainer.explain(file)
            let layout = LayoutFileWriter.write(explanation, path: name)
            let diagnostics = Linter.lint(SourceFile(path: "rebuilt.layout.yaml", text: layout.text))
            XCTAssertFalse(diagnostics.contains { $0.ruleID == "layout-schema" || $0.ruleID == "yaml-syntax" || $0.ruleID == "invalid-constraint" },
                           "\(name): \(diagnostics.filter { $0.severity == .error && $0.ruleID != "underconstrained-axis" }.map(\.message))")
            let linted = diagnostics.filter { $0.ruleID == "unsatisfiable-required" }.map { diagnostic in
                Set(([diagnostic.location] + diagnostic.notes.map(\.location)).compactMap { layout.logLines[$0.start.line] })
            }
            var expected: [Set<Int>] = []
            for message in explanation.messages {
                for set in message.sets {
                    expected.append(Set(set.members.compactMap { member in
                        if case .listed(let index) = member { return message.message.constraints[index].line } else { return nil }
                    }))
                }
            }
            XCTAssertEqual(Set(linted), Set(expected), name)
        }
    }
}

