import Foundation
import XCTest

/// `layoutlint explain-log` on inputs written to hurt its reader and solver: each ends within
/// `Bounds` with status 0 or 1 and a located diagnostic. Inputs are generated here, never
/// committed.
final class LogHostileInputTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder()
    }

    override func tearDown() {
        scratch = nil
    }

    private func explain(_ name: String, _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let path = try scratch.write(name, bytes)
        let url = URL(fileURLWithPath: path)
        let result = try runBounded(["explain-log", url.lastPathComponent], directory: url.deletingLastPathComponent())
        XCTAssertFalse(result.timedOut, "explain-log took over \(Bounds.seconds) s on \(name)", file: file, line: line)
        XCTAssertNil(result.signal, "explain-log was killed by signal \(result.signal ?? 0):\n\(result.stderr.suffix(2000))", file: file, line: line)
        XCTAssertTrue([0, 1].contains(result.status), "exit status \(result.status):\n\(result.stderr.suffix(2000))", file: file, line: line)
        XCTAssertLessThan(result.peakMemoryBytes, Bounds.peakMemoryBytes, "explain-log used \(result.peakMemoryBytes >> 20) MiB", file: file, line: line)
        assertFiniteNumbers(result.stdout, input: "", file: file, line: line)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    // The limit on constraints read (20,000) is checked with a small limit passed in by
    // `Tests/LayoutConsoleLogTests/ReadLimitTests.swift`, and on 50 MB of log and a list of
    // 100,000 constraints against the release build by `Tests/CI/limits.sh`.

    /// A megabyte of random bytes: whatever it reads as, it ends with located lines (five
    /// megabytes are run against the release build by `Tests/CI/limits.sh`).
    func testBinaryNoiseEndsWithLocatedDiagnosticsOrNone() throws {
        var generator = SystemRandomNumberGenerator()
        var state = UInt64.random(in: 0...UInt64.max, using: &generator)
        var bytes = [UInt8](repeating: 0, count: 1 << 20)
        for index in bytes.indices {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            bytes[index] = UInt8(truncatingIfNeeded: state >> 33)
        }
        // A few list openers and constraint starts among the noise, so the reader's list paths run.
        for offset in stride(from: 1000, to: bytes.count - 100, by: 10_000) {
            bytes.replaceSubrange(offset..<(offset + 6), with: Array("\n(\n\"<N".utf8))
        }
        let lines = try explain("noise.log", bytes)
        for line in lines {
            XCTAssertTrue(line.hasPrefix("noise.log:"), line)
        }
        XCTAssertLessThanOrEqual(lines.count, 1_000 + 1 + 200)
    }
}
