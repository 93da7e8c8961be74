import Foundation
@_exported import LayoutTestSupport
import XCTest

/// A temporary folder holding the files of one test; fixes are written there.
struct FixScratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
