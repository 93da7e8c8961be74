import Foundation
import LayoutDiagnostics
import LayoutInterfaceBuilder
import LayoutLint
import LayoutModel
import LayoutTestSupport
import XCTest

final class ConvertTests: XCTestCase {
    /// Replaces every view or constraint name in a message by its identifier in the converted
    /// file, where the name stands alone (before a quote or an attribute's dot).
    static func normalized(_ message: String, names: [String: String]) -> String {
        let sorted = names.keys.sorted { $0.count > $1.count }
        let characters = Array(message)
        var result = ""
        var index = 0
        while index < characters.count {
            let boundary = index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
            var replaced = false
            if boundary {
                for name in sorted {
                    let end = index + name.count
                    guard end < characters.count, String(characters[index..<end]) == name,
                          characters[end] == "." || characters[end] == "'" else { continue }
                    result += names[name]!
                    index = end
                    replaced = true
                    break
                }
            }
            if !replaced {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    /// Linting the converted file gives the findings of the IB file, for every corpus file
    /// (`swift test` reads a sample, `.ci/run` every file), and the IB file has no input
    /// problem. Files are checked on every core: CI's run of the whole corpus here was about a
    /// fifth of its 30 minutes on one.
    func testConvertedCorpusLintsTheSame() throws {
        let files = try InterfaceBuilderCorpus.files()
        let failures = ResultSlots<[String]>(count: files.count)
        forEachIndex(count: files.count, workers: nil) { index in
            failures[index] = Self.convertedDifferences(files[index])
        }
        XCTAssertEqual(failures.values.flatMap { $0 }, [])
    }

    /// What differs between linting one corpus file and linting its conversion, and the IB
    /// file's input problems, as lines naming the file; empty when nothing does.
    static func convertedDifferences(_ relative: String) -> [String] {
        let path = InterfaceBuilderCorpus.folder + "/" + relative
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return ["\(relative): not readable as UTF-8"] }
        let source = SourceFile(path: path, text: text)
        guard let document = InterfaceBuilderLoader.load(source).document else { return ["\(relative): no document"] }
        let (views, constraints) = LayoutYAMLWriter.identifiers(for: document)
        let names = views.merging(constraints) { first, _ in first }
        let diagnostics = Linter.lint(source)
        var lines = diagnostics.filter { RuleCatalog.isInputProblem($0.ruleID) }.map { "\(relative): input problem: \($0.message)" }
        let original = diagnostics.map { "\($0.ruleID): \(normalized($0.message, names: names))" }.sorted()
        let yaml = LayoutYAMLWriter.yaml(for: document, sourcePath: relative)
        let converted = Linter.lint(SourceFile(path: "converted.layout.yaml", text: yaml)).map { "\($0.ruleID): \($0.message)" }.sorted()
        // The layout file states the reader's estimates as exact values: it may report
        // frames, content ties and conflicts the IB file leaves within the range of what the
        // file does not state (docs/interface-builder.md, "What the file does not say" and
        // "Round 9c"), and nothing else differs.
        let rangeDependent = { (finding: String) in
            ["misplaced-frame: ", "hugging-tie: ", "compression-tie: ", "unsatisfiable-required: "].contains { finding.hasPrefix($0) }
        }
        let exact = (original: original.filter { !rangeDependent($0) }, converted: converted.filter { !rangeDependent($0) })
        if exact.original != exact.converted {
            lines.append("\(relative): only the IB file reports \(exact.original.filter { !exact.converted.contains($0) })"
                         + ", only the layout file \(exact.converted.filter { !exact.original.contains($0) })")
        }
        let lost = Set(original.filter(rangeDependent)).subtracting(converted).sorted()
        if !lost.isEmpty { lines.append("\(relative): the layout file loses \(lost)") }
        return lines
    }

    func testConvertCommandWritesALayoutFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-convert-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("Main.storyboard")
        try storyboard(subviews: """
                                <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                                    <rect key="frame" x="20" y="40" width="42" height="21"/>
                                </label>
    """, constraints: """
                                <constraint firstItem="lbl" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                <constraint firstItem="lbl" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
    """).write(to: input, atomically: true, encoding: .utf8)
        let result = try runLayoutLint(["convert", input.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").dropFirst(2).joined(separator: "\n"), """
        views:
          view: { hugging: { horizontal: 250, vertical: 250 }, compression: { horizontal: 750, vertical: 750 }, margins: { top: 20, bottom: 0, left: 16, right: 16 }, frame: [0, 0, 375, 667] }  # root
          safeArea: { parent: view, hugging: { horizontal: 250, vertical: 250 }, compression: { horizontal: 750, vertical: 750 } }  # safe
          titleLabel: { parent: view, kind: label, intrinsic: [42, 21], hugging: { horizontal: 250, vertical: 250 }, compression: { horizontal: 750, vertical: 750 }, frame: [20, 40, 42, 21] }  # lbl
        constraints:
          - { first: safeArea.left, relation: '==', second: view.left }
          - { first: safeArea.right, relation: '==', second: view.right }
          - { first: safeArea.top, relation: '==', second: view.top, constant: 20 }
          - { first: safeArea.bottom, relation: '==', second: view.bottom }
          - { first: titleLabel.top, relation: '==', second: safeArea.top, constant: 20 }
          - { first: titleLabel.leading, relation: '==', second: safeArea.leading, constant: 20 }
        """)
        let broken = try runLayoutLint(["convert", folder.appendingPathComponent("missing.xib").path])
        XCTAssertEqual(broken.status, 2)
        let unwritable = folder.appendingPathComponent("missing/Main.layout.yaml").path
        let notWritten = try runLayoutLint(["convert", input.path, "--output", unwritable])
        XCTAssertEqual(notWritten.status, 2)
        XCTAssertEqual(notWritten.stderr, "layoutlint: error: cannot write '\(unwritable)': no such file or directory\n")
    }
}

final class InterfaceBuilderCommandLineTests: XCTestCase {
    /// Folders pick storyboards up; the baseline and `.layoutlint.yml` apply to them as to
    /// layout files (XML comments do not survive Xcode, so these are how IB findings are
    /// suppressed).
    func testFoldersBaselineAndConfigurationCoverStoryboards() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-cli-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../samples/interface-builder/SignIn.storyboard").standardized
        try FileManager.default.copyItem(at: sample, to: folder.appendingPathComponent("SignIn.storyboard"))
        let found = try runLayoutLint(["lint", "--no-snippet", folder.path])
        XCTAssertEqual(found.status, 1)
        XCTAssertEqual(found.stdout.split(separator: "\n").map { $0.replacingOccurrences(of: folder.path + "/", with: "") }, [
            "SignIn.storyboard:21:29: error: 'Sign In Button' has no horizontal position: add a leading, trailing, left, right or centerX constraint [underconstrained-axis]",
            "SignIn.storyboard:21:29: note: fix-it: add 'Sign In Button.leading == superview.leading + 160', which keeps the drawn frame",
            "SignIn.storyboard:22:33: warning: 'Sign In Button' is drawn at [160, 215, 73, 35] but its constraints place it at [?, 223, 73, 35] [misplaced-frame]",
        ])
        let baseline = folder.appendingPathComponent("baseline.json").path
        XCTAssertEqual(try runLayoutLint(["lint", "--write-baseline", baseline, folder.path]).status, 1)
        let withBaseline = try runLayoutLint(["lint", "--baseline", baseline, folder.path])
        XCTAssertEqual(withBaseline.status, 0)
        XCTAssertEqual(withBaseline.stdout, "")
        try "rules:\n  misplaced-frame: off\n  underconstrained-axis: warning\n".write(
            to: folder.appendingPathComponent(".layoutlint.yml"), atomically: true, encoding: .utf8)
        let configured = try runLayoutLint(["lint", "--no-snippet", folder.path])
        XCTAssertEqual(configured.status, 0)
        XCTAssertEqual(configured.stdout.replacingOccurrences(of: folder.path + "/", with: ""),
                       "SignIn.storyboard:21:29: warning: 'Sign In Button' has no horizontal position: add a leading, trailing, left, right or centerX constraint [underconstrained-axis]\n"
                       + "SignIn.storyboard:21:29: note: fix-it: add 'Sign In Button.leading == superview.leading + 160', which keeps the drawn frame\n")
    }

    /// `overrides` in `.layoutlint.yml` set rule levels for the files their patterns match:
    /// here the storyboards under Legacy/ only, over the file's `rules`.
    func testOverridesSetRuleLevelsPerPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-overrides-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Legacy"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../samples/interface-builder/SignIn.storyboard").standardized
        try FileManager.default.copyItem(at: sample, to: folder.appendingPathComponent("SignIn.storyboard"))
        try FileManager.default.copyItem(at: sample, to: folder.appendingPathComponent("Legacy/SignIn.storyboard"))
        try """
        rules:
          underconstrained-axis: warning
        overrides:
          - files: ["Legacy/**"]
            rules:
              misplaced-frame: off
              underconstrained-axis: note
        """.write(to: folder.appendingPathComponent(".layoutlint.yml"), atomically: true, encoding: .utf8)
        let result = try runLayoutLint(["lint", "--no-snippet", folder.path])
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { $0.replacingOccurrences(of: folder.path + "/", with: "") }, [
            "Legacy/SignIn.storyboard:21:29: note: 'Sign In Button' has no horizontal position: add a leading, trailing, left, right or centerX constraint [underconstrained-axis]",
            "Legacy/SignIn.storyboard:21:29: note: fix-it: add 'Sign In Button.leading == superview.leading + 160', which keeps the drawn frame",
            "SignIn.storyboard:21:29: warning: 'Sign In Button' has no horizontal position: add a leading, trailing, left, right or centerX constraint [underconstrained-axis]",
            "SignIn.storyboard:21:29: note: fix-it: add 'Sign In Button.leading == superview.leading + 160', which keeps the drawn frame",
            "SignIn.storyboard:22:33: warning: 'Sign In Button' is drawn at [160, 215, 73, 35] but its constraints place it at [?, 223, 73, 35] [misplaced-frame]",
        ])
        // A broken entry stops the run with its position.
        try "overrides:\n  - rules:\n      misplaced-frame: off\n".write(to: folder.appendingPathComponent(".layoutlint.yml"), atomically: true, encoding: .utf8)
        let broken = try runLayoutLint(["lint", folder.path])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.hasSuffix(".layoutlint.yml:2:5: error: an entry of 'overrides' needs 'files', the patterns of the files it applies to\n"), broken.stderr)
    }
}
