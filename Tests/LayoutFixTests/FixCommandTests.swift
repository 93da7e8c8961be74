import Foundation
import XCTest

/// `layoutlint fix` as users run it: the diff, the exit statuses, what it writes and
/// prints, and the fixes that `lint --format json` and `--format sarif` carry.
final class FixCommandTests: XCTestCase {
    private let layout = """
        views:
          root: { size: [375, 44] }
          toggle: { parent: root, kind: switch, intrinsic: [51, 31], hugging: 1000 }
        constraints:
          - visual: "H:[toggle]-16-|"
          - toggle.centerY == superview.centerY

        """

    func testDiffPrintsAPatchWritesNothingAndFailsWhenThereIsSomethingToFix() throws {
        let scratch = try FixScratch()
        defer { scratch.remove() }
        try scratch.write("row.layout.yaml", layout)
        let diff = try runLayoutLint(["fix", "--diff", "row.layout.yaml"], directory: scratch.url)
        XCTAssertEqual(diff, CommandResult(status: 1, stdout: """
            --- row.layout.yaml
            +++ row.layout.yaml
            @@ -1,6 +1,6 @@
             views:
               root: { size: [375, 44] }
            -  toggle: { parent: root, kind: switch, intrinsic: [51, 31], hugging: 1000 }
            +  toggle: { parent: root, kind: switch, intrinsic: [51, 31], hugging: 999 }
             constraints:
               - visual: "H:[toggle]-16-|"
               - toggle.centerY == superview.centerY

            """, stderr: """
            row.layout.yaml:3:71: would fix [required-content-priority] set the content hugging priority to 999
            would fix 1 finding in 1 file

            """))
        XCTAssertEqual(try scratch.read("row.layout.yaml"), layout)

        let fix = try runLayoutLint(["fix", "row.layout.yaml"], directory: scratch.url)
        XCTAssertEqual(fix, CommandResult(status: 0, stdout: """
            row.layout.yaml:3:71: fixed [required-content-priority] set the content hugging priority to 999
            fixed 1 finding in 1 file

            """, stderr: ""))
        XCTAssertEqual(try scratch.read("row.layout.yaml"), layout.replacingOccurrences(of: "hugging: 1000", with: "hugging: 999"))

        let again = try runLayoutLint(["fix", "--diff", "row.layout.yaml"], directory: scratch.url)
        XCTAssertEqual(again, CommandResult(status: 0, stdout: "", stderr: "would fix 0 findings in 0 files\n"))
    }

    func testUnsafeFixesWaitForTheOption() throws {
        let scratch = try FixScratch()
        defer { scratch.remove() }
        let tie = """
            views:
              root: { size: [375, 44] }
              left: { parent: root, kind: label, intrinsic: [100, 21] }
              right: { parent: root, kind: label, intrinsic: [100, 21] }
            constraints:
              - visual: "H:|-[left]-[right]-|"
              - left.centerY == superview.centerY
              - right.centerY == superview.centerY

            """
        try scratch.write("tie.layout.yaml", tie)
        let safeOnly = try runLayoutLint(["fix", "tie.layout.yaml"], directory: scratch.url)
        XCTAssertEqual(safeOnly.status, 0)
        XCTAssertEqual(safeOnly.stdout, "fixed 0 findings in 0 files; 1 unsafe fix not applied (--unsafe applies them)\n")
        XCTAssertEqual(try scratch.read("tie.layout.yaml"), tie)
    }

    func testStandardInputIsPrintedFixedOrAsADiff() throws {
        let scratch = try FixScratch()
        defer { scratch.remove() }
        let fixed = layout.replacingOccurrences(of: "hugging: 1000", with: "hugging: 999")
        let printed = try runLayoutLint(["fix", "-"], stdin: Data(layout.utf8), directory: scratch.url)
        XCTAssertEqual(printed, CommandResult(status: 0, stdout: fixed, stderr: """
            <stdin>:3:71: fixed [required-content-priority] set the content hugging priority to 999
            fixed 1 finding in 1 file

            """))
        // Nothing to fix: the text comes back as it was.
        let unchanged = try runLayoutLint(["fix", "-"], stdin: Data(fixed.utf8), directory: scratch.url)
        XCTAssertEqual(unchanged, CommandResult(status: 0, stdout: fixed, stderr: "fixed 0 findings in 0 files\n"))

        let diff = try runLayoutLint(["fix", "--diff", "-", "--stdin-filename", "Row.layout.yaml"], stdin: Data(layout.utf8), directory: scratch.url)
        XCTAssertEqual(diff, CommandResult(status: 1, stdout: """
            --- Row.layout.yaml
            +++ Row.layout.yaml
            @@ -1,6 +1,6 @@
             views:
               root: { size: [375, 44] }
            -  toggle: { parent: root, kind: switch, intrinsic: [51, 31], hugging: 1000 }
            +  toggle: { parent: root, kind: switch, intrinsic: [51, 31], hugging: 999 }
             constraints:
               - visual: "H:[toggle]-16-|"
               - toggle.centerY == superview.centerY

            """, stderr: """
            Row.layout.yaml:3:71: would fix [required-content-priority] set the content hugging priority to 999
            would fix 1 finding in 1 file

            """))
        let noDiff = try runLayoutLint(["fix", "--diff", "-"], stdin: Data(fixed.utf8), directory: scratch.url)
        XCTAssertEqual(noDiff, CommandResult(status: 0, stdout: "", stderr: "would fix 0 findings in 0 files\n"))

        // The name's configuration applies, as for lint: here the rule is off.
        try "rules:\n  required-content-priority: off\n".write(to: scratch.url.appendingPathComponent(".layoutlint.yml"), atomically: true, encoding: .utf8)
        let configured = try runLayoutLint(["fix", "-", "--stdin-filename", "Row.layout.yaml"], stdin: Data(layout.utf8), directory: scratch.url)
        XCTAssertEqual(configured, CommandResult(status: 0, stdout: layout, stderr: "fixed 0 findings in 0 files\n"))

        // Text that cannot be given back as text: nothing on standard output, status 2.
        let binary = try runLayoutLint(["fix", "-"], stdin: Data([0xFF, 0xFE, 0x41]), directory: scratch.url)
        XCTAssertEqual(binary, CommandResult(status: 2, stdout: "", stderr: """
            <stdin>: not fixed: invalid UTF-8: byte 0xFF at byte offset 0 does not start or continue a valid UTF-8 sequence
            fixed 0 findings in 0 files

            """))
    }

    func testUsageErrors() throws {
        let scratch = try FixScratch()
        defer { scratch.remove() }
        try scratch.write("row.layout.yaml", layout)
        let unknownRule = try runLayoutLint(["fix", "--rule", "hugging-ties", "row.layout.yaml"], directory: scratch.url)
        XCTAssertEqual(unknownRule.status, 2)
        XCTAssertTrue(unknownRule.stderr.contains("unknown rule 'hugging-ties' (layoutlint rules lists them)"), unknownRule.stderr)
        let stdinAndFile = try runLayoutLint(["fix", "-", "row.layout.yaml"], stdin: Data(layout.utf8), directory: scratch.url)
        XCTAssertEqual(stdinAndFile.status, 2)
        XCTAssertEqual(stdinAndFile.stdout, "")
        XCTAssertTrue(stdinAndFile.stderr.contains("- (standard input) must be the only path: its fixed text is printed, not written."), stdinAndFile.stderr)
        let missing = try runLayoutLint(["fix", "nothing.layout.yaml"], directory: scratch.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(try scratch.read("row.layout.yaml"), layout)
    }

    func testJSONAndSARIFCarryTheFix() throws {
        let scratch = try FixScratch()
        defer { scratch.remove() }
        try scratch.write("row.layout.yaml", layout)
        let json = try runLayoutLint(["lint", "--format", "json", "row.layout.yaml"], directory: scratch.url)
        let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let fix = try XCTUnwrap(findings.first { $0["rule"] as? String == "required-content-priority" }?["fix"] as? [String: Any])
        XCTAssertEqual(fix["title"] as? String, "set the content hugging priority to 999")
        XCTAssertEqual(fix["safe"] as? Bool, true)
        let edits = try XCTUnwrap(fix["edits"] as? [[String: Any]])
        XCTAssertEqual(edits.count, 1)
        XCTAssertEqual(edits[0]["path"] as? String, "row.layout.yaml")
        XCTAssertEqual([edits[0]["line"], edits[0]["column"], edits[0]["endLine"], edits[0]["endColumn"]].map { $0 as? Int }, [3, 71, 3, 75])
        XCTAssertEqual(edits[0]["replacement"] as? String, "999")

        let sarif = try runLayoutLint(["lint", "--format", "sarif", "row.layout.yaml"], directory: scratch.url)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let fixes = try XCTUnwrap(results.first { $0["ruleId"] as? String == "required-content-priority" }?["fixes"] as? [[String: Any]])
        let change = try XCTUnwrap((fixes.first?["artifactChanges"] as? [[String: Any]])?.first)
        XCTAssertEqual((change["artifactLocation"] as? [String: Any])?["uri"] as? String, "row.layout.yaml")
        let replacement = try XCTUnwrap((change["replacements"] as? [[String: Any]])?.first)
        let region = try XCTUnwrap(replacement["deletedRegion"] as? [String: Int])
        XCTAssertEqual(region, ["startLine": 3, "startColumn": 71, "endLine": 3, "endColumn": 75])
        XCTAssertEqual((replacement["insertedContent"] as? [String: Any])?["text"] as? String, "999")
        XCTAssertEqual((fixes.first?["properties"] as? [String: Any])?["safe"] as? Bool, true)
    }
}
