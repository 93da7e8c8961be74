import Foundation
@_exported import LayoutTestSupport
import XCTest

/// Compares `actual` with the golden file at `relativePath` under `Tests/LayoutLintTests/Goldens`
/// (see LayoutTestSupport for recording).
func assertGolden(_ actual: String, _ relativePath: String, file: StaticString = #filePath, line: UInt = #line) {
    LayoutTestSupport.assertGolden(actual, relativePath, in: "Tests/LayoutLintTests/Goldens", file: file, line: line)
}

/// Every layout file under `folder` (repository-relative), sorted.
func layoutFiles(under folder: String) -> [String] {
    let root = repositoryRoot.appendingPathComponent(folder).resolvingSymlinksInPath()
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    return enumerator.compactMap { $0 as? String }
        .filter { $0.hasSuffix(".layout.yaml") || $0.hasSuffix(".layout.yml") }
        .map { folder + "/" + $0 }
        .sorted()
}

/// A temporary folder for a test's files.
struct ScratchFolder {
    let url: URL

    init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` (a relative path), creating its folders.
    func write(_ name: String, _ text: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
