import Foundation
import LayoutDiagnostics
import LayoutLint
import LayoutReporters
import XCTest

/// The same inputs give byte-identical output on every run, whatever the thread count.
final class DeterminismTests: XCTestCase {

    /// The text report with snippets, as a terminal shows it (the richest text output).
    private func textReport(concurrency: Int) throws -> String {
        let outcome = try LintRunner(paths: [repositoryRoot.appendingPathComponent("samples").path], concurrency: concurrency).run()
        let report = Report(diagnostics: outcome.diagnostics, sources: outcome.sources, exitCode: outcome.exitCode())
        return TextReporter(showsSnippets: true, usesColor: false).render(report)
    }

    func testLintingTheSamplesAtDifferentThreadCountsGivesIdenticalText() throws {
        let first = try textReport(concurrency: 1)
        XCTAssertFalse(first.isEmpty)
        // 3 workers share the files unevenly; 32 is more workers than files.
        for threads in [3, 32] {
            let text = try textReport(concurrency: threads)
            XCTAssertEqual(text, first, "the run with \(threads) threads differs from the first at 1")
            if text != first { return }
        }
    }

    /// The CLI as CI runs it: the whole output, byte for byte, in two processes.
    func testCommandLineOutputIsIdenticalAcrossRuns() throws {
        var outputs: Set<String> = []
        for _ in 0..<2 {
            let result = try runBounded(["lint", "--no-snippet", "samples"])
            XCTAssertEqual(result.status, 1)
            outputs.insert(result.stdout + "\u{0}" + result.stderr)
        }
        XCTAssertEqual(outputs.count, 1)
    }

    /// Swift seeds its hashing per process, so anything that iterates a Set or Dictionary
    /// into the output would differ between runs: lint every rule page's examples (the most
    /// varied layouts there are) and the samples in two processes (each with its own seed:
    /// two orders of a set of a few elements agree by chance rarely).
    func testRulePageExamplesGiveIdenticalOutputInEveryProcess() throws {
        let scratch = try ScratchFolder()
        let pages = repositoryRoot.appendingPathComponent("rules")
        var count = 0
        for page in try FileManager.default.contentsOfDirectory(atPath: pages.path).sorted() where page.hasSuffix(".md") {
            let text = try String(contentsOf: pages.appendingPathComponent(page), encoding: .utf8)
            for (index, block) in text.components(separatedBy: "```yaml\n").dropFirst().enumerated() {
                // Without the pages' markers: ↓ and the keycaps 1️⃣, 2️⃣, ….
                let yaml = block.components(separatedBy: "```")[0]
                    .replacingOccurrences(of: "↓", with: "")
                    .replacingOccurrences(of: "[0-9]\u{FE0F}\u{20E3}", with: "", options: .regularExpression)
                _ = try scratch.write("\(page.dropLast(3))-\(index).layout.yaml", yaml)
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 20)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("samples"), to: scratch.url.appendingPathComponent("samples"))
        var outputs: Set<String> = []
        for _ in 0..<2 {
            let result = try runBounded(["lint", "--snippet", "."], directory: scratch.url)
            XCTAssertNil(result.signal)
            outputs.insert(result.stdout + "\u{0}" + result.stderr)
        }
        XCTAssertEqual(outputs.count, 1)
    }

    /// SARIF, as CI uploads it: the samples linted at 1 and 3 threads give byte-identical logs
    /// (the text report above covers more threads than files).
    func testLintingTheSamplesAtDifferentThreadCountsGivesIdenticalSARIF() throws {
        var first: String?
        for threads in [1, 3] {
            let result = try runBounded(["lint", "--format", "sarif", "--jobs", String(threads), "samples"])
            XCTAssertEqual(result.status, 1)
            XCTAssertTrue(result.stdout.contains("\"version\": \"2.1.0\""), "not a SARIF log")
            if let first {
                XCTAssertEqual(result.stdout, first, "SARIF with \(threads) threads differs from SARIF with 1")
                if result.stdout != first { return }
            } else {
                first = result.stdout
            }
        }
    }

    /// A Swift module whose types are extended in other files, read from several threads at
    /// once (a file's lint reads the extensions of its types in other files, and a file of
    /// extensions asks what its types' own lint reads): the same findings, in the same order,
    /// at 1, 4 and 16 threads.
    func testASwiftModuleOfManyFilesGivesIdenticalTextAtEveryThreadCount() throws {
        let scratch = try ScratchFolder()
        // Two-digit numbers, so that the files' order (by path) is the numbers'.
        let numbers = 10..<22
        for index in numbers {
            _ = try scratch.write("Card\(index).swift", """
                import UIKit

                final class Card\(index): UIView {
                    let title = UILabel()
                    let badge = UIView()

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(title)
                        addSubview(badge)
                        title.translatesAutoresizingMaskIntoConstraints = false
                        badge.translatesAutoresizingMaskIntoConstraints = false
                        setUpConstraints()
                    }

                    required init?(coder: NSCoder) { fatalError() }
                }

                """)
            _ = try scratch.write("Card\(index)+Layout.swift", """
                import UIKit

                extension Card\(index) {
                    func setUpConstraints() {
                        NSLayoutConstraint.activate([
                            title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                            badge.widthAnchor.constraint(equalToConstant: 20),
                            badge.heightAnchor.constraint(equalToConstant: 20),
                            badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
                            badge.widthAnchor.constraint(equalToConstant: \(30 + index)),
                        ])
                    }
                }

                """)
        }
        func report(threads: Int) throws -> String {
            let outcome = try LintRunner(paths: [scratch.url.path], concurrency: threads).run()
            let report = Report(diagnostics: outcome.diagnostics, sources: outcome.sources, exitCode: outcome.exitCode())
            return TextReporter(showsSnippets: false, usesColor: false).render(report)
        }
        let first = try report(threads: 1)
        // Each type's conflict at its extension's line, and its badge's missing position at the declaration.
        let lines = diagnosticLines(first).map { $0.replacingOccurrences(of: scratch.url.path + "/", with: "") }
        XCTAssertEqual(lines.count, 4 * numbers.count)
        for (place, index) in numbers.enumerated() {
            let width = 30 + index
            let expected = [
                "Card\(index)+Layout.swift:11:31: error: 'badge.widthAnchor == \(width)' (badge.width == \(width)) cannot hold together with 1 other required constraint: the others put badge.width at 20, where it needs \(width); UIKit breaks one of them at run time [unsatisfiable-required]",
                "Card\(index)+Layout.swift:8:31: note: conflicting: 'badge.widthAnchor == 20' (badge.width == 20)",
                "Card\(index)+Layout.swift:11:31: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it",
                // The view is where the declaring file makes it (`UIView()`).
                "Card\(index).swift:5:17: error: 'badge' has no vertical position: add a top, bottom, centerY or baseline constraint [underconstrained-axis]",
            ]
            XCTAssertEqual(Array(lines.dropFirst(4 * place).prefix(4)), expected, "Card\(index)")
        }
        for threads in [4, 16] {
            let text = try report(threads: threads)
            XCTAssertEqual(text, first, "the run with \(threads) threads differs from the first at 1")
            if text != first { return }
        }
    }
}
