import LayoutLint
import LayoutReporters
import LayoutTestSupport
import XCTest

/// Every sample's full text output, compared byte for byte with its golden file.
final class SampleGoldenTests: XCTestCase {
    func testEverySampleMatchesItsGolden() throws {
        let samples = layoutFiles(under: "samples")
        XCTAssertGreaterThan(samples.count, 20)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        for sample in samples {
            let outcome = try LintRunner(paths: [sample], concurrency: 1).run()
            let text = TextReporter().render(Report(diagnostics: outcome.diagnostics, sources: outcome.sources))
            assertGolden(text, sample.replacingOccurrences(of: ".layout.yaml", with: ".txt"))
        }
    }
}
