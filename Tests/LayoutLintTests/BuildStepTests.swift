import Foundation
import LayoutDiagnostics
import LayoutLint
import LayoutYAML
import XCTest

/// `layoutlint lint --build-step`, as the SwiftPM build-tool plugin and an Xcode Run Script
/// phase run it, and the `build-errors` key that decides whether errors fail the build.
/// (Tests/CI/plugins.sh runs the plugins themselves in a scratch package.)
final class BuildStepTests: XCTestCase {
    private var folder: ScratchFolder!
    private var scratch: URL { folder.url }

    override func setUpWithError() throws {
        folder = try ScratchFolder(prefix: "layoutlint-build")
    }

    override func tearDownWithError() throws {
        folder.remove()
    }

    private func write(_ name: String, _ text: String) throws {
        try folder.write(name, text)
    }

    private func lint(_ arguments: [String], in folder: URL? = nil) throws -> CommandResult {
        try runLayoutLint(["lint"] + arguments, directory: folder ?? scratch)
    }

    /// A required width that cannot fit: an `unsatisfiable-required` error with notes.
    private let tooWide = """
    views:
      root: { size: [320, 100] }
      box: { parent: root }
    constraints:
      - visual: "H:|-[box]-|"
      - visual: "V:|-[box]-|"
      - tooWide: box.width == 400

    """

    private func finding(_ level: String, path: String = "Cell.layout.yaml") -> String {
        """
        \(path):7:5: \(level): 'tooWide' (box.width == 400) cannot hold together with 3 other required constraints: the others put box.width at 280, where it needs 400; UIKit breaks one of them at run time [unsatisfiable-required]
        \(path):2:11: note: conflicting: the width of root 'root' (320)
        \(path):5:17: note: conflicting: 'box.leading == root.leading + 20'
        \(path):5:23: note: conflicting: 'root.trailing == box.trailing + 20'
        \(path):7:5: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it

        """
    }

    private func stamp(errors: Int, warnings: Int) -> String {
        """
        // Written by `layoutlint lint --build-step` for the build system to track; the findings are in the build log.
        // 1 file: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), 0 notes.

        """
    }

    // MARK: build-errors

    func testBuildStepShowsErrorsAsWarningsAndSucceeds() throws {
        try write("Cell.layout.yaml", tooWide)
        XCTAssertEqual(try lint(["Cell.layout.yaml"]), CommandResult(status: 1, stdout: finding("error"), stderr: ""))
        let result = try lint(["--build-step", "Cell.stamp.swift", "Cell.layout.yaml"])
        XCTAssertEqual(result, CommandResult(status: 0, stdout: finding("warning"), stderr: ""))
        XCTAssertEqual(try String(contentsOf: scratch.appendingPathComponent("Cell.stamp.swift"), encoding: .utf8),
                       stamp(errors: 0, warnings: 1))
    }

    func testBuildErrorsErrorFailsTheBuildWithoutAStamp() throws {
        try write("Cell.layout.yaml", tooWide)
        try write(".layoutlint.yml", "build-errors: error\n")
        let result = try lint(["--build-step", "Cell.stamp.swift", "Cell.layout.yaml"])
        XCTAssertEqual(result, CommandResult(status: 1, stdout: finding("error"), stderr: ""))
        XCTAssertFalse(folder.exists("Cell.stamp.swift"), "a failed step leaves no stamp, so the build system runs it again")
        // The key is read from the nearest configuration, per file.
        try write("Other/Cell.layout.yaml", tooWide)
        try write("Other/.layoutlint.yml", "build-errors: warning\n")
        let mixed = try lint(["--build-step", "both.stamp.swift", "Cell.layout.yaml", "Other/Cell.layout.yaml"])
        XCTAssertEqual(mixed, CommandResult(status: 1, stdout: finding("error") + finding("warning", path: "Other/Cell.layout.yaml"), stderr: ""))
    }

    func testBuildStepIgnoresStrictAndOutsideABuildBuildErrorsChangesNothing() throws {
        try write("Cell.layout.yaml", tooWide)
        try write(".layoutlint.yml", "strict: true\nbuild-errors: warning\n")
        XCTAssertEqual(try lint(["--build-step", "Cell.stamp.swift", "--strict", "Cell.layout.yaml"]).status, 0)
        XCTAssertEqual(try lint(["Cell.layout.yaml"]), CommandResult(status: 1, stdout: finding("error"), stderr: ""))
    }

    func testBuildErrorsTakesErrorOrWarningOnly() throws {
        try write("Cell.layout.yaml", tooWide)
        let cases = [
            ("build-errors: fatal\n", "layoutlint: .layoutlint.yml:1:15: error: 'build-errors' must be error or warning, found 'fatal'\n"),
            ("build-errors: note\n", "layoutlint: .layoutlint.yml:1:15: error: 'build-errors' must be error or warning, found 'note'\n"),
            ("build-errors: [error]\n", "layoutlint: .layoutlint.yml:1:15: error: 'build-errors' must be error or warning, found a sequence\n"),
            ("build-error: error\n", "layoutlint: .layoutlint.yml:1:1: error: unknown key 'build-error' (did you mean 'build-errors'?); valid keys are 'include', 'exclude', 'rules', 'strict', 'build-errors', 'overrides', 'devices'\n"),
        ]
        for (text, message) in cases {
            try write(".layoutlint.yml", text)
            XCTAssertEqual(try lint(["--build-step", "Cell.stamp.swift", "Cell.layout.yaml"]), CommandResult(status: 2, stdout: "", stderr: message), text)
        }
    }

    func testConfigurationReadsBuildErrors() throws {
        func parse(_ text: String) throws -> Configuration {
            let file = try YAMLReader.decode(Array(text.utf8), path: ".layoutlint.yml").get()
            return try Configuration.parse(file, directory: "/project")
        }
        XCTAssertEqual(try parse("").buildErrors, .warning)
        XCTAssertEqual(try parse("build-errors: error\n").buildErrors, .error)
        XCTAssertEqual(try parse("build-errors: warning\n").buildErrors, .warning)
    }

    // MARK: Baseline and working directory

    func testBuildStepRunsFromTheWorkingDirectoryAndHonoursTheBaseline() throws {
        try write("App/Sources/Cell.layout.yaml", tooWide)
        let app = scratch.appendingPathComponent("App")
        let layout = app.appendingPathComponent("Sources/Cell.layout.yaml").path
        let baseline = app.appendingPathComponent("layoutlint-baseline.json").path
        let stampPath = scratch.appendingPathComponent("Cell.stamp.swift").path
        // No baseline yet: a build step takes that as an empty one, the command line does not.
        let first = try lint(["--working-directory", app.path, "--build-step", stampPath, "--baseline", baseline, layout], in: scratch)
        XCTAssertEqual(first, CommandResult(status: 0, stdout: finding("warning", path: layout), stderr: ""))
        XCTAssertEqual(try lint(["--baseline", baseline, layout]).status, 2)
        // Written from the package folder, as `swift package lint-layouts --write-baseline` does…
        _ = try lint(["--write-baseline", "layoutlint-baseline.json", "Sources/Cell.layout.yaml"], in: app)
        // …it hides the finding in a build step that names the file by its absolute path
        // and runs from elsewhere with --working-directory.
        try write("App/.layoutlint.yml", "build-errors: error\n")
        let hidden = try lint(["--working-directory", app.path, "--build-step", stampPath, "--baseline", baseline, layout], in: scratch)
        XCTAssertEqual(hidden, CommandResult(status: 0, stdout: "", stderr: ""))
        XCTAssertEqual(try String(contentsOfFile: stampPath, encoding: .utf8), stamp(errors: 0, warnings: 0))
    }

    func testWorkingDirectoryThatDoesNotExistIsAUsageError() throws {
        XCTAssertEqual(try lint(["--working-directory", "nowhere", "Cell.layout.yaml"]),
                       CommandResult(status: 2, stdout: "", stderr: "layoutlint: error: cannot change to the folder 'nowhere'\n"))
    }

    func testBuildStepPrintsTextOnly() throws {
        let result = try lint(["--build-step", "x.swift", "--format", "sarif", "Cell.layout.yaml"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("Error: --build-step prints text for the build log: it cannot be combined with --format sarif or --output.\n"), result.stderr)
    }

    // MARK: Unchanged inputs (the build-tool plugin's second build)

    /// The stamp's modification time, after setting it to a fixed past date so that a
    /// rewrite, however quick, shows.
    private func ageStamp(_ path: String) throws -> Date {
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        return past
    }

    private func modified(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    func testAStepWhoseInputsAndExecutableAreUnchangedLintsNothing() throws {
        try write("Cell.layout.yaml", tooWide)
        try write("tool.fingerprint.swift", "// the layoutlint it runs is 1\n")
        let step = ["--build-step", "Cell.stamp.swift", "--executable-fingerprint", "tool.fingerprint.swift",
                    "--baseline", "layoutlint-baseline.json", "Cell.layout.yaml"]
        let stampPath = scratch.appendingPathComponent("Cell.stamp.swift").path
        XCTAssertEqual(try lint(step), CommandResult(status: 0, stdout: finding("warning"), stderr: ""))
        let recorded = try String(contentsOfFile: stampPath, encoding: .utf8)
        XCTAssertTrue(recorded.hasPrefix(stamp(errors: 0, warnings: 1)), recorded)
        XCTAssertEqual(recorded.split(separator: "\n").last?.hasPrefix("// inputs: "), true, recorded)

        // Run again as SwiftPM does after relinking the same executable: nothing to say.
        let aged = try ageStamp(stampPath)
        XCTAssertEqual(try lint(step), CommandResult(status: 0, stdout: "", stderr: ""))
        XCTAssertEqual(try modified(stampPath), aged, "the stamp is left alone")

        // Each thing the result depends on lints again when it changes.
        let changes: [(String, () throws -> Void)] = [
            ("a different executable", { try self.write("tool.fingerprint.swift", "// the layoutlint it runs is 2\n") }),
            ("an edited layout file", { try self.write("Cell.layout.yaml", self.tooWide + "# edited\n") }),
            ("a configuration above the file", { try self.write(".layoutlint.yml", "strict: true\n") }),
            ("a baseline", { try self.write("layoutlint-baseline.json", #"{"version": 1, "findings": []}"# + "\n") }),
        ]
        for (change, make) in changes {
            try make()
            XCTAssertEqual(try lint(step), CommandResult(status: 0, stdout: finding("warning"), stderr: ""), change)
            XCTAssertEqual(try lint(step), CommandResult(status: 0, stdout: "", stderr: ""), "then unchanged after \(change)")
        }
        // Other arguments are other inputs.
        XCTAssertEqual(try lint(["--jobs", "1"] + step).stdout, finding("warning"))
    }

    func testAFailedStepLintsAgainEvenWhenNothingChanged() throws {
        try write("Cell.layout.yaml", tooWide)
        try write(".layoutlint.yml", "build-errors: error\n")
        try write("tool.fingerprint.swift", "// 1\n")
        let step = ["--build-step", "Cell.stamp.swift", "--executable-fingerprint", "tool.fingerprint.swift", "Cell.layout.yaml"]
        for _ in 0..<2 {
            XCTAssertEqual(try lint(step), CommandResult(status: 1, stdout: finding("error"), stderr: ""))
        }
    }

    func testExecutableFingerprintBelongsToABuildStep() throws {
        let result = try lint(["--executable-fingerprint", "x.swift", "Cell.layout.yaml"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("Error: --executable-fingerprint belongs to a build step: give --build-step too.\n"), result.stderr)
        try write("Cell.layout.yaml", tooWide)
        XCTAssertEqual(try lint(["--build-step", "s.swift", "--executable-fingerprint", "missing.swift", "Cell.layout.yaml"]),
                       CommandResult(status: 2, stdout: "", stderr: "layoutlint: error: cannot read 'missing.swift'\n"))
    }

    func testBuildToolFingerprintHashesTheExecutableAndRewritesOnlyOnChange() throws {
        let result = try runLayoutLint(["build-tool-fingerprint", "--output", "fingerprint.swift"], directory: scratch)
        XCTAssertEqual(result, CommandResult(status: 0, stdout: "", stderr: ""))
        let path = scratch.appendingPathComponent("fingerprint.swift").path
        // FNV-1a of the executable's bytes, computed here independently.
        let executable = layoutLintExecutable
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let bytes = try Data(contentsOf: executable)
        for byte in String(bytes.count).utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        // By index into a raw buffer: iterating `Data` byte by byte takes seconds in a debug build.
        bytes.withUnsafeBytes { buffer in
            let base = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            // The count read once: a debug build calls its getter on every read.
            let count = buffer.count
            var offset = 0
            while offset < count {
                hash = (hash ^ UInt64(base[offset])) &* 0x100_0000_01b3
                offset &+= 1
            }
        }
        let hex = String(hash, radix: 16)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8),
                       "// Written by the layoutlint build-tool plugin: the layoutlint it runs is \(String(repeating: "0", count: 16 - hex.count) + hex) (FNV-1a of its executable).\n")
        let aged = try ageStamp(path)
        XCTAssertEqual(try runLayoutLint(["build-tool-fingerprint", "--output", "fingerprint.swift"], directory: scratch).status, 0)
        XCTAssertEqual(try modified(path), aged, "the same executable leaves the file alone")
        try write("fingerprint.swift", "// another layoutlint\n")
        XCTAssertEqual(try runLayoutLint(["build-tool-fingerprint", "--output", "fingerprint.swift"], directory: scratch).status, 0)
        XCTAssertNotEqual(try String(contentsOfFile: path, encoding: .utf8), "// another layoutlint\n")
    }
}
