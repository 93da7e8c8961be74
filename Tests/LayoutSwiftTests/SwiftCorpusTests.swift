import Foundation
import LayoutDiagnostics
import LayoutLint
import LayoutSwift
import XCTest

/// The shared corpus of real Swift layout code (../shared/corpus/swift, never copied here):
/// every file reads without an input problem, and every constraint-making call is read or
/// reported unread.
final class SwiftCorpusTests: XCTestCase {
    func testCorpusReadsWithoutInputProblemsAndNoCallIsSilentlyDropped() throws {
        let corpus = repositoryRoot.appendingPathComponent("../shared/corpus/swift").standardized.path
        guard let names = FileManager.default.enumerator(atPath: corpus)?.compactMap({ $0 as? String }).filter({ $0.hasSuffix(".swift") }).sorted(),
              !names.isEmpty else {
            throw XCTSkip("the shared Swift corpus is not beside the repository")
        }
        let files = try names.map { name in
            SourceFile(path: name, text: try String(contentsOfFile: corpus + "/" + name, encoding: .utf8))
        }
        let module = SwiftModule(files: files)
        var read = 0, unread = 0, calls = 0
        for file in files {
            let loaded = SwiftLoader.load(file, module: module)
            XCTAssertEqual(loaded.result.diagnostics.filter { $0.severity == .error }.map(\.message), [], file.path)
            read += loaded.readCount
            unread += loaded.unreadCount
            calls += loaded.callCount
        }
        print("Swift corpus: \(calls) constraint-making calls and SnapKit statements: \(read) read, \(unread) reported unread, \(calls - read - unread) neither")
        XCTAssertEqual(files.count, 66)
        XCTAssertEqual(calls - read - unread, 0)
        XCTAssertGreaterThanOrEqual(Double(read) / Double(calls), 0.9)
    }
}
