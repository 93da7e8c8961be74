import Foundation
import LayoutDiagnostics
import LayoutLint
import LayoutRules
import LayoutTestSupport
import XCTest

/// What CI users see: output formats, configuration, suppressions, baselines, strict mode
/// and parallel runs, through the `layoutlint` binary.
final class CIFeatureTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func write(_ name: String, _ text: String) throws {
        let url = scratch.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func read(_ name: String) throws -> String {
        try String(contentsOf: scratch.appendingPathComponent(name), encoding: .utf8)
    }

    private func lint(_ arguments: [String], stdin: Data? = nil) throws -> CommandResult {
        var result = try runLayoutLint(["lint"] + arguments, stdin: stdin, directory: scratch)
        // The scratch folder's real path differs between runs; goldens show a placeholder.
        for path in [scratch.resolvingSymlinksInPath().path, scratch.path] {
            result.stdout = result.stdout.replacingOccurrences(of: path, with: "${SCRATCH}")
        }
        return result
    }

    /// Two labels with equal hugging in a wide row: a `hugging-tie` warning with a note.
    private let tie = """
    views:
      root: { size: [375, 44] }
      nameLabel: { parent: root, kind: label, intrinsic: [100, 21] }
      valueLabel: { parent: root, kind: label, intrinsic: [100, 21] }
    constraints:
      - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
      - nameLabel.centerY == superview.centerY
      - valueLabel.centerY == superview.centerY

    """

    private let broken = "views:\n  root: { size: [375, 100], colour: red }\n"

    private let clean = """
    views:
      root: { size: [375, 100] }
      box: { parent: root }
    constraints:
      - visual: "H:|-[box]-|"
      - visual: "V:|-[box]-|"

    """

    private func writeFixture() throws {
        try write("Layouts/broken.layout.yaml", broken)
        try write("Layouts/tie.layout.yaml", tie)
    }

    // MARK: Formats

    /// The SARIF log without the rule descriptors, which carry the rule pages (tested
    /// separately, so page edits do not touch this golden).
    private func withoutRuleDescriptors(_ sarif: String) -> String {
        guard let start = sarif.range(of: "\n          \"rules\": [\n"),
              let end = sarif.range(of: "\n          ]\n", range: start.upperBound..<sarif.endIndex) else { return sarif }
        return sarif.replacingCharacters(in: start.upperBound..<end.lowerBound, with: "            \"…\"")
    }

    func testSARIFOutputForASmallInput() throws {
        try writeFixture()
        let result = try lint(["--format", "sarif", "Layouts"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "")
        assertGolden(withoutRuleDescriptors(result.stdout), "cli/sarif.json")
    }

    func testSARIFDescribesEveryRuleWithItsPage() throws {
        try write("clean.layout.yaml", clean)
        let result = try lint(["--format", "sarif", "clean.layout.yaml"])
        XCTAssertEqual(result.status, 0)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(log["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, RuleCatalog.all.map(\.id))
        for rule in rules {
            let id = try XCTUnwrap(rule["id"] as? String)
            let help = try XCTUnwrap(rule["help"] as? [String: String])
            if let page = RuleDocumentation.page(for: id) {
                let expected = page.replacingOccurrences(of: "↓", with: "").replacingOccurrences(
                    of: "[0-9]\u{FE0F}\u{20E3}", with: "", options: .regularExpression)
                XCTAssertEqual(help["markdown"], expected, id)
            }
            XCTAssertFalse(help["text"]?.isEmpty ?? true, id)
            XCTAssertNotNil((rule["fullDescription"] as? [String: String])?["text"], id)
        }
        XCTAssertEqual(((run["invocations"] as? [[String: Any]])?.first)?["exitCode"] as? Int, 0)
    }

    func testSARIFUsesAbsoluteFileURIsOutsideTheCurrentDirectory() throws {
        try write("inside/tie.layout.yaml", tie)
        let directory = scratch.appendingPathComponent("inside")
        let outside = scratch.appendingPathComponent("elsewhere.layout.yaml")
        try broken.write(to: outside, atomically: true, encoding: .utf8)
        let result = try runLayoutLint(["lint", "--format", "sarif", "../elsewhere.layout.yaml", "tie.layout.yaml"], directory: directory)
        XCTAssertTrue(result.stdout.contains("\"uri\": \"file://\(outside.path)\"\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\"uri\": \"tie.layout.yaml\",\n"), result.stdout)
    }

    func testGitHubWorkflowCommands() throws {
        try writeFixture()
        let result = try lint(["--format", "github", "Layouts"])
        XCTAssertEqual(result.status, 1)
        assertGolden(result.stdout, "cli/github.txt")
    }

    func testJSONArray() throws {
        try writeFixture()
        let result = try lint(["--format", "json", "Layouts"])
        XCTAssertEqual(result.status, 1)
        assertGolden(result.stdout, "cli/json.json")
        try write("clean.layout.yaml", clean)
        XCTAssertEqual(try lint(["--format", "json", "clean.layout.yaml"]), CommandResult(status: 0, stdout: "[]\n", stderr: ""))
    }

    func testOutputFileIsWrittenAndStdoutStaysEmpty() throws {
        try writeFixture()
        let result = try lint(["--format", "sarif", "--output", "out/report.sarif", "Layouts"])
        XCTAssertEqual(result.status, 2)  // the folder does not exist: nothing half-written
        XCTAssertEqual(result.stderr, "layoutlint: error: cannot write 'out/report.sarif': no such file or directory\n")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("out"), withIntermediateDirectories: true)
        try write("out/report.sarif", "old")
        let report = scratch.appendingPathComponent("out/report.sarif").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: report)
        let written = try lint(["--format", "sarif", "--output", "out/report.sarif", "Layouts"])
        XCTAssertEqual(written.status, 1)
        XCTAssertEqual(written.stdout, "")
        XCTAssertTrue(try read("out/report.sarif").hasPrefix("{\n  \"$schema\""))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("out").path), ["report.sarif"])
        // The new file replaces the old one with its permissions.
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: report)[.posixPermissions] as? Int, 0o640)
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("out/folder"), withIntermediateDirectories: true)
        let onFolder = try lint(["--output", "out/folder", "Layouts"])
        XCTAssertEqual(onFolder, CommandResult(status: 2, stdout: "", stderr: "layoutlint: error: cannot write 'out/folder': is a directory\n"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("out").path).sorted(), ["folder", "report.sarif"])
    }

    // MARK: Configuration

    func testNearestConfigurationWinsAndSetsLevels() throws {
        try write("a/tie.layout.yaml", tie)
        try write("a/b/tie.layout.yaml", tie)
        try write(".layoutlint.yml", "rules:\n  hugging-tie: error\n")
        try write("a/b/.layoutlint.yml", "rules:\n  hugging-tie: off\n")
        let result = try lint(["a"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasPrefix("a/tie.layout.yaml:3:3: error: 'nameLabel' and 'valueLabel' have equal horizontal content hugging priority"), result.stdout)
        XCTAssertFalse(result.stdout.contains("a/b/"), result.stdout)
        // --config replaces discovery for every file.
        try write("note.yml", "rules: { hugging-tie: note }\n")
        let overridden = try lint(["--config", "note.yml", "a"])
        XCTAssertEqual(overridden.status, 0)
        XCTAssertEqual(overridden.stdout.components(separatedBy: ": note: 'nameLabel' and 'valueLabel'").count, 3, overridden.stdout)
    }

    func testIncludeAndExcludePatterns() throws {
        try write(".layoutlint.yml", "include: ['**/*.cell.yaml', 'Screens/*.layout.yaml']\nexclude: ['Pods/**', 'Screens/skip.layout.yaml']\n")
        try write("Feed/row.cell.yaml", broken)
        try write("Feed/row.layout.yaml", broken)  // not included
        try write("Screens/main.layout.yaml", broken)
        try write("Screens/skip.layout.yaml", broken)
        try write("Pods/Lib/thing.cell.yaml", broken)
        let result = try lint(["."])
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) },
                       ["./Feed/row.cell.yaml", "./Screens/main.layout.yaml"])
        // Files given by name are linted whatever their name, but excludes still apply.
        let named = try lint(["Feed/row.layout.yaml", "Screens/skip.layout.yaml"])
        XCTAssertEqual(named.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["Feed/row.layout.yaml"])
    }

    func testFolderListingSortsFilesAndSkipsBuildAndGitFolders() throws {
        for name in ["z.layout.yaml", "B.layout.yaml", "a/c.layout.yaml", "a/b/d.layout.yaml", ".hidden.layout.yaml",
                     ".build/x.layout.yaml", ".build-linux/x.layout.yaml", ".git/x.layout.yaml", "notes.txt"] {
            try write("Layouts/" + name, broken)
        }
        let result = try lint(["Layouts"])
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) },
                       ["Layouts/.hidden.layout.yaml", "Layouts/B.layout.yaml", "Layouts/a/b/d.layout.yaml",
                        "Layouts/a/c.layout.yaml", "Layouts/z.layout.yaml"])
        // Given by name, a build folder is read like any other; a folder without layouts warns.
        XCTAssertEqual(try lint(["Layouts/.git"]).stdout.prefix { $0 != ":" }, "Layouts/.git/x.layout.yaml")
        try write("Empty/notes.txt", "")
        XCTAssertEqual(try lint(["Empty"]).stderr, "layoutlint: warning: no layout files (*.layout.yaml, *.layout.yml, *.storyboard, *.xib, *.swift) under 'Empty'\n")
    }

    private func configurationError(_ text: String) throws -> CommandResult {
        try write(".layoutlint.yml", text)
        try write("clean.layout.yaml", clean)
        return try lint(["clean.layout.yaml"])
    }

    func testBrokenConfigurationIsAnErrorWithItsPosition() throws {
        let cases: [(String, String)] = [
            ("rules: [hugging-tie\n", "layoutlint: .layoutlint.yml:2:1: error: did not find expected ',' or ']'\n"),
            ("rulez:\n  hugging-tie: off\n", "layoutlint: .layoutlint.yml:1:1: error: unknown key 'rulez' (did you mean 'rules'?); valid keys are 'include', 'exclude', 'rules', 'strict', 'build-errors', 'overrides', 'devices'\n"),
            ("rules:\n  huging-tie: off\n", "layoutlint: .layoutlint.yml:2:3: error: unknown rule 'huging-tie' (did you mean 'hugging-tie'?); `layoutlint rules` lists the rule ids\n"),
            ("rules:\n  hugging-tie: eror\n", "layoutlint: .layoutlint.yml:2:16: error: the level of 'hugging-tie' must be error, warning, note or off, found 'eror' (did you mean 'error'?)\n"),
            ("rules:\n  layout-schema: off\n", "layoutlint: .layoutlint.yml:2:3: error: 'layout-schema' is an input problem, not a rule: it is always an error and cannot be configured\n"),
            ("strict: maybe\n", "layoutlint: .layoutlint.yml:1:9: error: 'strict' must be true or false, found a string\n"),
            ("exclude: { a: 1 }\n", "layoutlint: .layoutlint.yml:1:10: error: 'exclude' must be a list of glob patterns, found a mapping\n"),
            ("- rules\n", "layoutlint: .layoutlint.yml:1:1: error: expected a mapping with the keys 'include', 'exclude', 'rules', 'strict', 'build-errors', 'overrides' and 'devices', found a sequence\n"),
        ]
        for (text, message) in cases {
            let result = try configurationError(text)
            XCTAssertEqual(result, CommandResult(status: 2, stdout: "", stderr: message), text)
        }
        let missing = try lint(["--config", "nowhere.yml", "clean.layout.yaml"])
        XCTAssertEqual(missing, CommandResult(status: 2, stdout: "", stderr: "layoutlint: nowhere.yml: error: cannot read the configuration file\n"))
    }

    func testEmptyConfigurationMeansDefaults() throws {
        try write("tie.layout.yaml", tie)
        try write(".layoutlint.yml", "# nothing yet\n")
        let result = try lint(["tie.layout.yaml"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("warning: 'nameLabel' and 'valueLabel'"), result.stdout)
    }

    // MARK: Strict

    func testStrictMakesWarningsFail() throws {
        try write("tie.layout.yaml", tie)
        XCTAssertEqual(try lint(["tie.layout.yaml"]).status, 0)
        XCTAssertEqual(try lint(["--strict", "tie.layout.yaml"]).status, 1)
        try write(".layoutlint.yml", "strict: true\n")
        XCTAssertEqual(try lint(["tie.layout.yaml"]).status, 1)
        try write(".layoutlint.yml", "strict: true\nrules:\n  hugging-tie: note\n")
        XCTAssertEqual(try lint(["tie.layout.yaml"]).status, 0)  // notes never fail a run
    }

    // MARK: Suppressions

    func testSuppressionCommentsHideFindingsAndUnusedOnesAreReported() throws {
        let endOfLine = tie.replacingOccurrences(of: "  nameLabel: { parent: root, kind: label, intrinsic: [100, 21] }",
                                                 with: "  nameLabel: { parent: root, kind: label, intrinsic: [100, 21] }  # layoutlint: disable=hugging-tie")
        try write("eol.layout.yaml", endOfLine)
        XCTAssertEqual(try lint(["--strict", "eol.layout.yaml"]), CommandResult(status: 0, stdout: "", stderr: ""))

        let ownLine = tie.replacingOccurrences(of: "  nameLabel:", with: "  # layoutlint: disable=hugging-tie,negative-size\n\n  nameLabel:")
        try write("own.layout.yaml", ownLine)
        XCTAssertEqual(try lint(["own.layout.yaml"]), CommandResult(status: 0, stdout: """
        own.layout.yaml:3:37: warning: 'negative-size' is suppressed on line 5 but reports nothing there [superfluous-suppression]

        """, stderr: ""))

        let fileWide = "# layoutlint: disable-file=hugging-tie, duplicate-constraint, hugging-tye, layout-schema\n" + tie
        try write("file.layout.yaml", fileWide)
        XCTAssertEqual(try lint(["file.layout.yaml"]).stdout, """
        file.layout.yaml:1:41: warning: 'duplicate-constraint' is suppressed in this file but reports nothing in it [superfluous-suppression]
        file.layout.yaml:1:63: warning: unknown rule 'hugging-tye' in a suppression (did you mean 'hugging-tie'?) [superfluous-suppression]
        file.layout.yaml:1:76: warning: 'layout-schema' is an input problem and cannot be suppressed [superfluous-suppression]

        """)

        try write("typo.layout.yaml", "# layoutlint: disabel=hugging-tie\n# layoutlint: disable=\n" + clean)
        XCTAssertEqual(try lint(["typo.layout.yaml"]).stdout, """
        typo.layout.yaml:1:15: warning: unknown layoutlint directive; write '# layoutlint: disable=rule-id' or '# layoutlint: disable-file=rule-id' [superfluous-suppression]
        typo.layout.yaml:2:1: warning: this layoutlint directive names no rule; write '# layoutlint: disable=rule-id' [superfluous-suppression]

        """)

        // The superfluous warning has a level of its own.
        try write(".layoutlint.yml", "rules: { superfluous-suppression: off }\n")
        XCTAssertEqual(try lint(["file.layout.yaml", "typo.layout.yaml"]), CommandResult(status: 0, stdout: "", stderr: ""))
    }

    func testInputProblemsCannotBeSuppressed() throws {
        try write("broken.layout.yaml", "# layoutlint: disable-file=layout-schema\n" + broken)
        let result = try lint(["broken.layout.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
        broken.layout.yaml:1:28: warning: 'layout-schema' is an input problem and cannot be suppressed [superfluous-suppression]
        broken.layout.yaml:3:29: error: unknown key 'colour' in view 'root'; valid keys are 'parent', 'kind', 'intrinsic', 'hugging', 'compression', 'hidden', 'margins', 'baseline', 'frame', 'size' [layout-schema]

        """)
    }

    func testCommentMarkersInsideQuotesAreNotSuppressions() throws {
        try write("quoted.layout.yaml", tie.replacingOccurrences(of: "views:", with: "layout: \"a # layoutlint: disable-file=hugging-tie\"\nviews:"))
        XCTAssertTrue(try lint(["quoted.layout.yaml"]).stdout.contains("[hugging-tie]"))
    }

    func testSuppressedFindingsInSARIFOnlyWhenAsked() throws {
        try write("eol.layout.yaml", tie.replacingOccurrences(of: "[100, 21] }\n  valueLabel", with: "[100, 21] }  # layoutlint: disable=hugging-tie\n  valueLabel"))
        let hidden = try lint(["--format", "sarif", "eol.layout.yaml"])
        XCTAssertTrue(hidden.stdout.contains("\"results\": []"), hidden.stdout)
        let shown = try lint(["--format", "sarif", "--include-suppressed", "eol.layout.yaml"])
        XCTAssertTrue(shown.stdout.contains("\"suppressions\": [\n            {\n              \"kind\": \"inSource\"\n            }\n          ]"), shown.stdout)
        XCTAssertTrue(shown.stdout.contains("\"ruleId\": \"hugging-tie\""), shown.stdout)
    }

    // MARK: Baseline

    func testBaselineHidesRecordedFindingsEvenWhenLinesMove() throws {
        try write("tie.layout.yaml", tie)
        try write("broken.layout.yaml", broken)
        let recorded = try lint(["--write-baseline", "baseline.json", "."])
        XCTAssertEqual(recorded.status, 1)
        XCTAssertEqual(try read("baseline.json"), """
        {
          "version": 1,
          "findings": [
            {
              "path": "broken.layout.yaml",
              "rule": "layout-schema",
              "line": "root: { size: [375, 100], colour: red }",
              "message": "unknown key 'colour' in view 'root'; valid keys are 'parent', 'kind', 'intrinsic', 'hugging', 'compression', 'hidden', 'margins', 'baseline', 'frame', 'size'"
            },
            {
              "path": "tie.layout.yaml",
              "rule": "hugging-tie",
              "line": "nameLabel: { parent: root, kind: label, intrinsic: [100, 21] }",
              "message": "'nameLabel' and 'valueLabel' have equal horizontal content hugging priority (251) and share 135 points of extra space to take up, so UIKit may resize either"
            }
          ]
        }

        """)
        // Lines move: still hidden.
        try write("tie.layout.yaml", "# a comment that moves every line down\n\n" + tie)
        XCTAssertEqual(try lint(["--baseline", "baseline.json", "--strict", "."]), CommandResult(status: 0, stdout: "", stderr: ""))
        // A new finding of the same rule elsewhere is shown.
        try write("broken.layout.yaml", broken + "  other: { colour: blue }\n")
        let fresh = try lint(["--baseline", "baseline.json", "."])
        XCTAssertEqual(fresh.status, 1)
        XCTAssertEqual(fresh.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }, ["./broken.layout.yaml:3:12:"])
        let bad = try lint(["--baseline", "tie.layout.yaml", "."])
        XCTAssertEqual(bad, CommandResult(status: 2, stdout: "", stderr: "layoutlint: error: 'tie.layout.yaml' is not a layoutlint baseline (write one with --write-baseline)\n"))
    }

    func testBaselineLinesAreTrimmedOfTheSpacesFoundationTrimmed() {
        // Tab, no-break and ideographic spaces and the zero-width space go; other format
        // characters (the byte-order mark) and a combining mark after a space stay.
        let source = SourceFile(path: "a.layout.yaml", text: "\t\u{A0} key: value\u{200B} \u{3000}\n\u{FEFF}x \u{301}\n")
        func line(_ number: Int) -> String {
            let diagnostic = Diagnostic(ruleID: "layout-schema", severity: .error, message: "m",
                                        location: SourceLocation(path: "a.layout.yaml", position: SourcePosition(line: number, column: 1)))
            return Baseline.entry(for: diagnostic, sources: ["a.layout.yaml": source]).line
        }
        XCTAssertEqual(line(1).unicodeScalars.map(\.value), "key: value".unicodeScalars.map(\.value))
        XCTAssertEqual(line(2).unicodeScalars.map(\.value), [0xFEFF, 0x78, 0x20, 0x301])
    }

    // MARK: Many files

    /// Every third sample (input errors and seeds alike), spread over 7 folders: text and
    /// SARIF are the same at one thread, at one per core and at 8 threads, in sorted path
    /// order. (1,000 files are run the same way against the release build by
    /// `Tests/CI/limits.sh`.)
    func testManyFilesGiveTheSameOutputAtOneThreadAndAtAllCores() throws {
        let samples = layoutFiles(under: "samples").enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        XCTAssertGreaterThan(samples.count, 10)
        for (index, sample) in samples.enumerated() {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(sample), encoding: .utf8)
            try write("many/\(index % 7)/file\(index).layout.yaml", text)
        }
        var text = ""
        for format in ["text", "sarif"] {
            let one = try lint(["--jobs", "1", "--format", format, "many"])
            XCTAssertGreaterThan(one.stdout.count, 3_000)
            for jobs in [nil, "8"] {
                let many = try lint((jobs.map { ["--jobs", $0] } ?? []) + ["--format", format, "many"])
                XCTAssertEqual(one.status, many.status)
                XCTAssertTrue(one.stdout == many.stdout, "\(format) output differs between --jobs 1 and --jobs \(jobs ?? "(all cores)")")
                if format == "text", jobs == nil { text = many.stdout }
            }
        }
        let lines = text.split(separator: "\n").filter { !$0.contains(": note: ") }
        let paths = lines.map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(paths, paths.sorted(), "output follows sorted path order")
        XCTAssertGreaterThan(Set(paths).count, 7, "findings from files in several folders")
    }

    func testJobsMustBePositive() throws {
        let result = try lint(["--jobs", "0", "."])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--jobs must be at least 1."), result.stderr)
    }

    // MARK: Help

    func testEveryOptionIsDocumentedAndHelpShowsExamples() throws {
        let help = try runLayoutLint(["lint", "--help"])
        XCTAssertEqual(help.status, 0)
        for option in ["--format", "--output", "--config", "--strict", "--include-suppressed", "--baseline", "--write-baseline", "--jobs"] {
            let line = help.stdout.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(option + " ") || $0.trimmingCharacters(in: .whitespaces) == option }
            XCTAssertNotNil(line, option)
            XCTAssertGreaterThan(line.map { $0.split(separator: " ", omittingEmptySubsequences: true).count } ?? 0, 2, "\(option) has no help")
        }
        XCTAssertTrue(help.stdout.contains("layoutlint lint --format sarif --output layoutlint.sarif ."), help.stdout)
        let reporters = try runLayoutLint(["reporters"])
        XCTAssertEqual(reporters.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }, ["text", "sarif", "github", "json", "html"])
        let rules = try runLayoutLint(["rules"])
        XCTAssertTrue(rules.stdout.contains("superfluous-suppression    warning  a '# layoutlint: disable' comment that suppresses nothing, or names an unknown rule\n"), rules.stdout)
    }
}
