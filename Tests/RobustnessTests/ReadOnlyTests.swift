import Foundation
import XCTest

/// The linter never writes to its inputs: with the inputs read-only, every command leaves
/// their bytes and modification times as they were (and does not fail for lack of write
/// permission).
final class ReadOnlyTests: XCTestCase {
    private struct Snapshot: Equatable {
        var bytes: Data
        var modified: Date
        var permissions: Int
    }

    private func snapshot(_ paths: [String]) throws -> [String: Snapshot] {
        var result: [String: Snapshot] = [:]
        for path in paths {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            result[path] = Snapshot(bytes: try Data(contentsOf: URL(fileURLWithPath: path)),
                                    modified: attributes[.modificationDate] as! Date,
                                    permissions: (attributes[.posixPermissions] as! NSNumber).intValue)
        }
        return result
    }

    func testNoCommandChangesReadOnlyInputs() throws {
        let scratch = try ScratchFolder()
        let folder = scratch.url.appendingPathComponent("inputs")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("samples"), to: folder)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .map { folder.appendingPathComponent($0).path }
            .filter { !$0.hasSuffix("/") && (try? FileManager.default.attributesOfItem(atPath: $0)[.type] as? FileAttributeType) == .typeRegular }
        XCTAssertGreaterThan(files.count, 30)
        // Old modification times, so a rewrite within the same second would still show.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for path in files { try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path) }
        let directories = [folder.path] + (try FileManager.default.subpathsOfDirectory(atPath: folder.path))
            .map { folder.appendingPathComponent($0).path }.filter { !files.contains($0) }
        for path in files { chmod(path, 0o444) }
        for path in directories { chmod(path, 0o555) }
        defer { for path in directories { chmod(path, 0o755) } }
        let before = try snapshot(files)
        let sample = folder.appendingPathComponent("seeds/01-collapsing-row.layout.yaml").path

        let commands: [([String], String?)] = [
            (["lint", folder.path], nil),
            (["lint", "--no-snippet", "--color", "always", folder.path], nil),
            (["lint", sample], nil),
            (["lint", sample, sample, folder.appendingPathComponent("seeds").path], nil),
            (["lint", "-", "--stdin-filename", sample], sample),
            (["rules"], nil),
            (["explain", "hugging-tie"], nil),
            (["--version"], nil),
            (["--help"], nil),
        ]
        for (arguments, stdin) in commands {
            let result = try runBounded(arguments, stdinFile: stdin, directory: folder)
            XCTAssertNil(result.signal, "\(arguments)")
            XCTAssertTrue([0, 1].contains(result.status), "\(arguments): \(result.stderr)")
            XCTAssertEqual(try snapshot(files), before, "\(arguments) changed an input")
            let entries = try FileManager.default.subpathsOfDirectory(atPath: folder.path).map { folder.appendingPathComponent($0).path }
            XCTAssertEqual(Set(entries), Set(files + directories.dropFirst()), "\(arguments) created or removed a file")
        }
    }
}
