import LayoutDiagnostics
import LayoutReporters
import XCTest

/// The GitHub, JSON and SARIF reporters on one small, fixed report.
final class MachineReporterTests: XCTestCase {
    private let source = SourceFile(path: "Cells/row.layout.yaml", text: "views:\n  root: { size: [375, 100] }\n  label: { parent: root }\n")

    private func diagnostic(_ message: String = "'root' is squeezed to a width of -8") -> Diagnostic {
        let note = DiagnosticNote(message: "the constraint [H:|-[label]] forces it",
                                  location: SourceLocation(path: "Cells/row.layout.yaml", range: SourceRange(start: .init(line: 3, column: 3), end: .init(line: 3, column: 8))))
        return Diagnostic(ruleID: "negative-size", severity: .warning, message: message,
                          location: SourceLocation(path: "Cells/row.layout.yaml", range: SourceRange(start: .init(line: 2, column: 3), end: .init(line: 2, column: 7))),
                          notes: [note], fixIts: [FixIt(title: "lower its priority")], configurations: ["state 'a'"])
    }

    func testGitHubWorkflowCommandsEscapeDataAndProperties() {
        var odd = diagnostic("100% wrong\r\nsecond line")
        odd.location.path = "a,b:c%.layout.yaml"
        odd.severity = .note
        odd.notes = []
        odd.fixIts = []
        let output = GitHubReporter().render(Report(diagnostics: [diagnostic(), odd]))
        XCTAssertEqual(output, """
        ::warning file=Cells/row.layout.yaml,line=2,col=3,endLine=2,endColumn=7,title=negative-size::'root' is squeezed to a width of -8%0ACells/row.layout.yaml:3:3: note: the constraint [H:|-[label]] forces it%0Afix-it: lower its priority
        ::notice file=a%2Cb%3Ac%25.layout.yaml,line=2,col=3,endLine=2,endColumn=7,title=negative-size::100%25 wrong%0D%0Asecond line

        """)
    }

    func testGitHubPathsAreRelativeToTheSourceRoot() {
        var inside = diagnostic()
        inside.location.path = "./Cells/../Cells/row.layout.yaml"
        inside.notes = []
        inside.fixIts = []
        var outside = inside
        outside.location.path = "/elsewhere/x.layout.yaml"
        let output = GitHubReporter(sourceRoot: "/repo/").render(Report(diagnostics: [inside, outside]))
        XCTAssertEqual(output.split(separator: "\n").map { $0.split(separator: ",")[0] }, ["::warning file=Cells/row.layout.yaml", "::warning file=/elsewhere/x.layout.yaml"])
    }

    func testJSONArrayShape() {
        let report = Report(diagnostics: [diagnostic()], suppressed: [SuppressedDiagnostic(diagnostic: diagnostic("hidden"), kind: .baseline)])
        XCTAssertEqual(JSONReporter().render(Report(diagnostics: [])), "[]\n")
        XCTAssertEqual(JSONReporter(includesSuppressed: true).render(report), """
        [
          {
            "path": "Cells/row.layout.yaml",
            "line": 2,
            "column": 3,
            "endLine": 2,
            "endColumn": 7,
            "severity": "warning",
            "rule": "negative-size",
            "message": "'root' is squeezed to a width of -8",
            "notes": [
              {
                "path": "Cells/row.layout.yaml",
                "line": 3,
                "column": 3,
                "endLine": 3,
                "endColumn": 8,
                "message": "the constraint [H:|-[label]] forces it"
              }
            ],
            "fixIts": [
              {
                "title": "lower its priority"
              }
            ],
            "configurations": [
              "state 'a'"
            ]
          },
          {
            "path": "Cells/row.layout.yaml",
            "line": 2,
            "column": 3,
            "endLine": 2,
            "endColumn": 7,
            "severity": "warning",
            "rule": "negative-size",
            "message": "hidden",
            "notes": [
              {
                "path": "Cells/row.layout.yaml",
                "line": 3,
                "column": 3,
                "endLine": 3,
                "endColumn": 8,
                "message": "the constraint [H:|-[label]] forces it"
              }
            ],
            "fixIts": [
              {
                "title": "lower its priority"
              }
            ],
            "configurations": [
              "state 'a'"
            ],
            "suppression": "baseline"
          }
        ]

        """)
    }

    func testJSONEscapesControlCharacters() {
        XCTAssertEqual(JSONValue.string("a\"b\\c\n\u{1}é").rendered(), "\"a\\\"b\\\\c\\n\\u0001é\"\n")
    }

    private let rule = RuleDescription(id: "negative-size", name: "Negative Size", defaultSeverity: .warning,
                                       summary: "a solved width or height below zero",
                                       documentation: "# negative-size\n\n## What it reports\n\nA view whose solved\nwidth is below zero.\n\n## Example\n\n```yaml\n  ↓label: { parent: root }\n  1️⃣other: {}\n```\n")

    private func sarif(_ report: Report, includesSuppressed: Bool = false) throws -> [String: Any] {
        let text = SARIFReporter(sourceRoot: "/repo", includesSuppressed: includesSuppressed, toolVersion: "9.9.9").render(report)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testSARIFRuleHasEveryFieldGitHubAsksFor() throws {
        let log = try sarif(Report(diagnostics: [diagnostic()], rules: [rule], exitCode: 1))
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["semanticVersion"] as? String, "9.9.9")
        let descriptor = try XCTUnwrap((driver["rules"] as? [[String: Any]])?.first)
        XCTAssertEqual(descriptor["name"] as? String, "NegativeSize")
        XCTAssertEqual((descriptor["shortDescription"] as? [String: String])?["text"], "A solved width or height below zero.")
        XCTAssertEqual((descriptor["fullDescription"] as? [String: String])?["text"], "A view whose solved width is below zero.")
        let help = try XCTUnwrap(descriptor["help"] as? [String: String])
        XCTAssertEqual(help["markdown"], "# negative-size\n\n## What it reports\n\nA view whose solved\nwidth is below zero.\n\n## Example\n\n```yaml\n  label: { parent: root }\n  other: {}\n```\n")
        XCTAssertEqual(help["text"], "negative-size\n\nWhat it reports\n\nA view whose solved\nwidth is below zero.\n\nExample\n\n  label: { parent: root }\n  other: {}\n")
        XCTAssertEqual((descriptor["defaultConfiguration"] as? [String: String])?["level"], "warning")
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["exitCode"] as? Int, 1)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, true)
    }

    func testSARIFResultLinksNotesAndEscapesBrackets() throws {
        var outside = diagnostic()
        outside.location.path = "/elsewhere/a b.layout.yaml"
        outside.notes = []
        let log = try sarif(Report(diagnostics: [diagnostic(), outside], rules: [rule]))
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 2)
        let first = results[0]  // "/elsewhere" sorts before "Cells"
        let location = try XCTUnwrap(((first["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        XCTAssertEqual(location["artifactLocation"] as? [String: String], ["uri": "file:///elsewhere/a%20b.layout.yaml"])
        let second = results[1]
        XCTAssertEqual(second["ruleIndex"] as? Int, 0)
        XCTAssertEqual((second["message"] as? [String: String])?["text"],
                       "'root' is squeezed to a width of -8\nnote: [the constraint \\[H:|-\\[label\\]\\] forces it](1)\nfix-it: lower its priority")
        let related = try XCTUnwrap((second["relatedLocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(related["id"] as? Int, 1)
        let physical = try XCTUnwrap(related["physicalLocation"] as? [String: Any])
        XCTAssertEqual(physical["artifactLocation"] as? [String: String], ["uri": "Cells/row.layout.yaml", "uriBaseId": "%SRCROOT%"])
        XCTAssertEqual(physical["region"] as? [String: Int], ["startLine": 3, "startColumn": 3, "endLine": 3, "endColumn": 8])
        XCTAssertNil(second["partialFingerprints"])
    }

    func testSARIFLeavesOutSuppressedResultsUnlessAsked() throws {
        let report = Report(diagnostics: [], suppressed: [SuppressedDiagnostic(diagnostic: diagnostic(), kind: .inSource),
                                                          SuppressedDiagnostic(diagnostic: diagnostic("other"), kind: .baseline)], rules: [rule])
        let hidden = try sarif(report)
        XCTAssertEqual((((hidden["runs"] as? [[String: Any]])?.first)?["results"] as? [Any])?.count, 0)
        let shown = try sarif(report, includesSuppressed: true)
        let results = try XCTUnwrap(((shown["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { ($0["suppressions"] as? [[String: String]])?.first?["kind"] }, ["inSource", "external"])
    }
}
