import Foundation
import XCTest

/// The repository root, found from this file's path.
public let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Compares `actual` with the golden file at `relativePath` under `folder` (repository-relative).
///
/// With `LAYOUTLINT_RECORD_GOLDENS=1` the golden is written and the test fails on purpose,
/// so every re-recording is looked at in the diff. A missing golden is recorded the same way.
public func assertGolden(_ actual: String, _ relativePath: String, in folder: String,
                         file: StaticString = #filePath, line: UInt = #line) {
    let url = repositoryRoot.appendingPathComponent(folder).appendingPathComponent(relativePath)
    let recording = ProcessInfo.processInfo.environment["LAYOUTLINT_RECORD_GOLDENS"] == "1"
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if recording || expected == nil {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        XCTFail("recorded golden \(relativePath); run again without LAYOUTLINT_RECORD_GOLDENS to compare", file: file, line: line)
        return
    }
    XCTAssertEqual(actual, expected, "output differs from golden \(relativePath)", file: file, line: line)
}
