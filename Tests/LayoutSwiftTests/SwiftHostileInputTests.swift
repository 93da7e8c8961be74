import Foundation
import LayoutDiagnostics
import LayoutLint
import XCTest

/// Hostile Swift input, in small versions with the limits passed in small: a long file, a file
/// at and past the size limit. The full sizes (100,000 lines, 10,000-deep nesting, invalid
/// UTF-8 after 50 MB, a 65 MiB file) run against the release build in `Tests/CI/limits.py`;
/// invalid UTF-8 and deep nesting in small are in `SwiftCommandTests`.
final class SwiftHostileInputTests: XCTestCase {
    var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "layoutlint-swift-hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Lints `text` written as `name`, in process, with a file-size limit; the diagnostics as
    /// `path:line:column: rule: message`.
    func lint(_ name: String, _ text: String, maximumFileBytes: Int = 64 << 20) throws -> [String] {
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        var runner = LintRunner(paths: [folder + "/" + name], concurrency: 1)
        runner.maximumFileBytes = maximumFileBytes
        return try runner.run().diagnostics.map { diagnostic in
            let start = diagnostic.location.range.start
            return "\(name):\(start.line):\(start.column): \(diagnostic.ruleID): \(diagnostic.message)"
        }
    }

    /// A view of `lines` lines: one view pinned, statements the reader evaluates, and on the
    /// last line of code a width that conflicts with the view's (its error shows the file was
    /// read to its end). The same as `Tests/CI/limits.py` writes at 100,000 lines.
    static func longView(lines: Int) -> (text: String, lastLine: Int) {
        var text = "final class LongView: UIView {\n    let first = UIView()\n    func setUp() {\n"
        text += "        first.translatesAutoresizingMaskIntoConstraints = false\n        addSubview(first)\n"
        text += "        first.topAnchor.constraint(equalTo: topAnchor).isActive = true\n"
        text += "        first.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true\n"
        text += "        first.heightAnchor.constraint(equalToConstant: 10).isActive = true\n"
        text += "        first.widthAnchor.constraint(equalToConstant: 10).isActive = true\n"
        var count = text.filter { $0 == "\n" }.count + 1
        var index = 0
        while count + 3 + 6 <= lines {
            text += "        let value\(index): CGFloat = \(index)\n        first.tag = Int(value\(index))\n        first.accessibilityLabel = \"line \(index)\"\n"
            count += 3
            index += 1
        }
        text += "        first.widthAnchor.constraint(equalToConstant: 20).isActive = true\n    }\n}\n"
        let lastLine = text.filter { $0 == "\n" }.count - 2
        return (text, lastLine)
    }

    static let conflict = "unsatisfiable-required: 'first.widthAnchor == 20' (first.width == 20) cannot hold together with 1 other required constraint: the others put first.width at 10, where it needs 20; UIKit breaks one of them at run time"

    func testALongFileIsLintedToItsLastLine() throws {
        let (text, lastLine) = Self.longView(lines: 600)
        XCTAssertEqual(try lint("Long.swift", text), [
            "Long.swift:\(lastLine):27: \(Self.conflict)",
        ])
    }

    /// A Swift file of exactly the limit is read whole; one byte more and it is refused unread
    /// at 1:1 (its conflict on the last line is not reported).
    func testASwiftFileOverTheSizeLimitIsRefusedUnread() throws {
        var (text, lastLine) = Self.longView(lines: 200)
        let limit = text.utf8.count + 100
        text = String(repeating: "/" , count: 99) + "\n" + text
        XCTAssertEqual(text.utf8.count, limit)
        XCTAssertEqual(try lint("AtLimit.swift", text, maximumFileBytes: limit), ["AtLimit.swift:\(lastLine + 1):27: \(Self.conflict)"])
        XCTAssertEqual(try lint("PastLimit.swift", text, maximumFileBytes: limit - 1), [
            "PastLimit.swift:1:1: swift-source: the file is larger than \(limit - 1) bytes; layoutlint does not read files that large",
        ])
    }
}
