import Foundation
import XCTest

/// What users see from the `layoutlint` command: output, and exit status.
final class CommandLineTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-cli-\(UUID().uuidString)")
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

    private let clean = """
    views:
      root: { size: [375, 100] }
      box: { parent: root }
    constraints:
      - visual: "H:|-[box]-|"
      - visual: "V:|-[box]-|"

    """

    func testCleanFileExitsZeroAndPrintsNothing() throws {
        try write("clean.layout.yaml", clean)
        let result = try runLayoutLint(["lint", "clean.layout.yaml"], directory: scratch)
        XCTAssertEqual(result, CommandResult(status: 0, stdout: "", stderr: ""))
    }

    func testErrorsExitOneWithCompilerStyleLines() throws {
        try write("broken.layout.yaml", "views:\n  root: { size: [375, 100], colour: red }\n")
        let result = try runLayoutLint(["lint", "broken.layout.yaml"], directory: scratch)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "broken.layout.yaml:2:29: error: unknown key 'colour' in view 'root'; valid keys are 'parent', 'kind', 'intrinsic', 'hugging', 'compression', 'hidden', 'margins', 'baseline', 'frame', 'size' [layout-schema]\n")
    }

    func testBareInvocationLintsAndFoldersAreSearchedRecursively() throws {
        try write("a/one.layout.yaml", "views: {}\nbogus: 1\n")
        try write("a/b/two.layout.yml", "views: [1]\n")
        try write("a/b/ignored.yaml", "not: linted\n")
        let result = try runLayoutLint(["a"], directory: scratch)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
                       ["a/b/two.layout.yml:1:8:", "a/one.layout.yaml:2:1:"])
    }

    func testMissingPathIsAUsageErrorWithStatusTwo() throws {
        let result = try runLayoutLint(["lint", "nowhere.layout.yaml"], directory: scratch)
        XCTAssertEqual(result, CommandResult(status: 2, stdout: "", stderr: "layoutlint: error: no such file or directory: 'nowhere.layout.yaml'\n"))
    }

    func testUnknownOptionIsAUsageError() throws {
        let result = try runLayoutLint(["lint", "--frobnicate", "x"], directory: scratch)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Unknown option '--frobnicate'"), result.stderr)
    }

    func testStandardInputIsNamedByStdinFilename() throws {
        let result = try runLayoutLint(["lint", "-", "--stdin-filename", "Cell.layout.yaml"], stdin: Data("views:\n  a: { kind: lable }\n".utf8), directory: scratch)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "Cell.layout.yaml:2:14: error: unknown view kind 'lable'; did you mean 'label'? [layout-schema]\n")
        let unnamed = try runLayoutLint(["-"], stdin: Data(clean.utf8), directory: scratch)
        XCTAssertEqual(unnamed, CommandResult(status: 0, stdout: "", stderr: ""))
    }

    func testInvalidUTF8OnStandardInput() throws {
        let result = try runLayoutLint(["-"], stdin: Data([0x61, 0x3A, 0x20, 0xFF, 0x0A]), directory: scratch)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "<stdin>:1:4: error: invalid UTF-8: byte 0xFF at byte offset 3 does not start or continue a valid UTF-8 sequence [yaml-syntax]\n")
    }

    func testUnreadableAndDirectoryLikeInputs() throws {
        try write("locked.layout.yaml", clean)
        let locked = scratch.appendingPathComponent("locked.layout.yaml").path
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked) }
        let result = try runLayoutLint(["locked.layout.yaml"], directory: scratch)
        if getuid() == 0 {
            XCTAssertEqual(result.status, 0)  // root reads any file
        } else {
            XCTAssertEqual(result.stdout, "locked.layout.yaml:1:1: error: cannot read the file: permission denied [yaml-syntax]\n")
        }
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let empty = try runLayoutLint(["empty"], directory: scratch)
        XCTAssertEqual(empty, CommandResult(status: 0, stdout: "", stderr: "layoutlint: warning: no layout files (*.layout.yaml, *.layout.yml, *.storyboard, *.xib, *.swift) under 'empty'\n"))
    }

    func testSnippetAndColourOptions() throws {
        try write("broken.layout.yaml", "views:\n  root: { size: [375, 100], colour: red }\n")
        let snippet = try runLayoutLint(["lint", "--snippet", "broken.layout.yaml"], directory: scratch)
        XCTAssertEqual(snippet.stdout, """
        broken.layout.yaml:2:29: error: unknown key 'colour' in view 'root'; valid keys are 'parent', 'kind', 'intrinsic', 'hugging', 'compression', 'hidden', 'margins', 'baseline', 'frame', 'size' [layout-schema]
         2 |   root: { size: [375, 100], colour: red }
           |                             ^~~~~~

        """)
        let coloured = try runLayoutLint(["lint", "--color", "always", "broken.layout.yaml"], directory: scratch)
        XCTAssertTrue(coloured.stdout.hasPrefix("\u{1B}[1mbroken.layout.yaml:2:29: \u{1B}[0m\u{1B}[1;31merror:\u{1B}[0m"), coloured.stdout)
        let auto = try runLayoutLint(["lint", "--color", "auto", "broken.layout.yaml"], environment: ["NO_COLOR": "1"], directory: scratch)
        XCTAssertFalse(auto.stdout.contains("\u{1B}"))
    }

    func testVersionRulesAndHelp() throws {
        let version = try runLayoutLint(["--version"])
        XCTAssertEqual(version, CommandResult(status: 0, stdout: "0.1.0\n", stderr: ""))
        let rules = try runLayoutLint(["rules"])
        XCTAssertEqual(rules.status, 0)
        XCTAssertTrue(rules.stdout.contains("invalid-constraint         error    a constraint UIKit refuses to create\n"), rules.stdout)
        XCTAssertTrue(rules.stdout.contains("layout-schema              error    valid YAML that does not follow the layout format: unknown key, wrong type, unknown view or constraint, bad expression\n"), rules.stdout)
        XCTAssertTrue(rules.stdout.contains("ib-no-auto-layout          error    an Interface Builder document that does not use Auto Layout\n"), rules.stdout)
        XCTAssertTrue(rules.stdout.hasSuffix("snapkit-update-unmatched   error    SnapKit's updateConstraints of a constraint makeConstraints never made: SnapKit stops the app\n"), rules.stdout)
        let help = try runLayoutLint(["lint", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("layoutlint lint - --stdin-filename Cell.layout.yaml < Cell.layout.yaml"), help.stdout)
    }
}
