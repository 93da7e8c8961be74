import Foundation
import LayoutInterfaceBuilder
import XCTest

/// The Interface Builder corpus (`../shared/corpus/ib`, test data beside the repository,
/// never copied into it) as the corpus-wide tests read it.
///
/// Linting all 335 files twice in a debug build takes minutes, so `swift test` reads a
/// sample: every 24th file of the sorted list, of those under 60 KB (11 files from 11
/// repositories); `.ci/run` runs the same tests with `LAYOUTLINT_CORPUS=all`, on every file.
enum InterfaceBuilderCorpus {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/corpus/ib").standardized.path
    /// How many IB files the corpus holds (its SOURCES.md): a missing or partial corpus fails.
    static let fileCount = 335
    static let sampleStride = 24
    static let sampleLargestBytes = 60_000

    /// Relative paths of the files to test, sorted; skips the test when there is no corpus.
    static func files(file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder) else { throw XCTSkip("no corpus at \(folder)") }
        let all = (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
            .filter { InterfaceBuilderLoader.handles(path: $0) }.sorted()
        XCTAssertEqual(all.count, fileCount, file: file, line: line)
        if ProcessInfo.processInfo.environment["LAYOUTLINT_CORPUS"] == "all" { return all }
        let sample = all.enumerated().filter { $0.offset % sampleStride == 0 }.map(\.element).filter { relative in
            let size = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + relative)[.size] as? Int) ?? 0
            return size < sampleLargestBytes
        }
        XCTAssertFalse(sample.isEmpty, file: file, line: line)
        return sample
    }
}
