import Foundation
import LayoutTestSupport
import XCTest

/// `layoutlint render` and `lint --format html`, run as users run them.
final class RenderCommandTests: XCTestCase {
    private var scratch: URL!
    private let grid = "samples/seeds/13-nine-grid-hidden-rows.layout.yaml"

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    func testOneStateIsWrittenToStandardOutputWithItsDefects() throws {
        let result = try runLayoutLint(["render", grid, "--state", "three-pictures"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        // Both hidden rows still hold their 75 points in this state.
        XCTAssertEqual(result.stdout.components(separatedBy: "data-defect=\"hidden-space\"").count - 1, 2)
        XCTAssertTrue(result.stdout.contains("hidden &#39;fourthPic&#39; still holds 75 pt of height"))
        XCTAssertTrue(result.stdout.contains(">state &#39;three-pictures&#39; (11 views, 2 defects drawn)</text>"))
    }

    func testEveryConfigurationGoesIntoTheOutputFolder() throws {
        let folder = scratch.appendingPathComponent("pictures").path
        let result = try runLayoutLint(["render", grid, "--output", folder])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(),
                       ["declared.svg", "six-pictures.svg", "three-pictures.svg"])
        let declared = try String(contentsOfFile: folder + "/declared.svg", encoding: .utf8)
        XCTAssertFalse(declared.contains("data-defect"), "the declared layout has no defect")
    }

    func testSizesAreChosenByName() throws {
        let file = "samples/seeds/06-two-labels-tie.layout.yaml"
        let wide = try runLayoutLint(["render", file, "--size", "wide"])
        XCTAssertEqual(wide.status, 0, wide.stderr)
        XCTAssertTrue(wide.stdout.contains("data-defect=\"tie\""))
        let unknown = try runLayoutLint(["render", file, "--size", "huge"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "layoutlint: error: no configuration of \(file) has a root size named 'huge'\n")
    }

    func testUsageErrorsExitTwo() throws {
        let several = try runLayoutLint(["render", grid])
        XCTAssertEqual(several.status, 2)
        XCTAssertEqual(several.stderr, "layoutlint: error: \(grid) has 3 configurations: give --output FOLDER for one SVG each, or pick one with --state and --size\n")
        let state = try runLayoutLint(["render", grid, "--state", "nine-pictures"])
        XCTAssertEqual(state.status, 2)
        XCTAssertEqual(state.stderr, "layoutlint: error: no state 'nine-pictures' in \(grid); it has 'declared', 'six-pictures', 'three-pictures'\n")
        let missing = try runLayoutLint(["render", "samples/none.layout.yaml"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "layoutlint: error: no such file: samples/none.layout.yaml\n")
    }

    func testAFileWithInputErrorsIsNotDrawn() throws {
        let result = try runLayoutLint(["render", "samples/input-errors/06-unknown-view.layout.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("samples/input-errors/06-unknown-view.layout.yaml:10:5: error: unknown view 'titel'"), result.stderr)
    }

    func testTheLayoutFileIsNeverOverwritten() throws {
        let copy = scratch.appendingPathComponent("grid.layout.yaml")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(grid), to: copy)
        let before = try Data(contentsOf: copy)
        let result = try runLayoutLint(["render", copy.path, "--state", "six-pictures", "--output", copy.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(try Data(contentsOf: copy), before)
    }

    /// The report of the seeds: one article per finding, each with its picture where the file
    /// loaded, links that all land on the page, nothing loaded from elsewhere.
    func testHTMLReportIsOnePageWithEveryFinding() throws {
        let report = scratch.appendingPathComponent("report.html").path
        let html = try runLayoutLint(["lint", "--format", "html", "--output", report, "samples/seeds"])
        XCTAssertEqual(html.status, 1, html.stderr)
        let text = try runLayoutLint(["lint", "--no-snippet", "samples/seeds"])
        // A finding's first line ends with its rule id; its notes' lines do not.
        let findings = text.stdout.split(separator: "\n").filter { $0.range(of: #" \[[a-z-]+\]$"#, options: .regularExpression) != nil }
        XCTAssertGreaterThan(findings.count, 20)
        let page = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(page.components(separatedBy: "<article class=\"finding").count - 1, findings.count)
        XCTAssertEqual(page.components(separatedBy: "<figure>").count - 1, findings.count, "every seed finding has its picture")
        for line in findings {
            // Each finding's first line as the text output gives it (HTML-escaped).
            let escaped = String(line).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
            XCTAssertTrue(page.contains(escaped), "missing: \(line)")
        }
        // Self-contained: no file, script, style, font or image from anywhere else.
        XCTAssertFalse(page.contains(" src="))
        XCTAssertFalse(page.contains("<link"))
        XCTAssertFalse(page.contains("url(http"))
        let links = matches(of: "href=\"", in: page)
        XCTAssertFalse(links.isEmpty)
        for link in links {
            XCTAssertTrue(link.hasPrefix("#"), "external link \(link)")
            XCTAssertTrue(page.contains("id=\"\(link.dropFirst())\""), "link to nowhere: \(link)")
        }
        XCTAssertTrue(page.contains("<section class=\"rule-page\" id=\"rule-unsatisfiable-required\">"))
        // The same bytes whatever the thread count.
        let again = scratch.appendingPathComponent("again.html").path
        XCTAssertEqual(try runLayoutLint(["lint", "--format", "html", "--jobs", "1", "--output", again, "samples/seeds"]).status, 1)
        XCTAssertEqual(try String(contentsOfFile: again, encoding: .utf8), page)
    }

    private func matches(of prefix: String, in text: String) -> [String] {
        text.components(separatedBy: prefix).dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}
