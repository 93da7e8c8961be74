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

    private let message = """
        2016-04-11 14:52:45.832 App[451:79339] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x17e97900 V:|-(16)-[UILabel:0x17e96600'Thonburi']   (Names: '|':UITableViewCellContentView:0x17d99fc0 )>",
            "<NSLayoutConstraint:0x17da1a80 V:[UILabel:0x17e96600'Thonburi']-(16)-[UILabel:0x17d9b1c0'Lorem']>",
            "<NSLayoutConstraint:0x17da2bc0 UILabel:0x17d9b1c0'Lorem'.bottom == UITableViewCellContentView:0x17d99fc0.bottom - 16>",
            "<NSLayoutConstraint:0x17e96fa0 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0x17d99fc0(44)]>"
        )

        Will attempt to recover by breaking constraint\u{20}
        <NSLayoutConstraint:0x17da1a80 V:[UILabel:0x17e96600'Thonburi']-(16)-[UILabel:0x17d9b1c0'Lorem']>

        """

    /// 50 MB of console output: the same message again and again between unrelated lines.
    func testFiftyMegabytesOfLogAreReadUpToTheLimitAndTheRestCounted() throws {
        var text = ""
        text.reserveCapacity(51_000_000)
        var index = 0
        while text.utf8.count < 50_000_000 {
            text += "2016-04-11 14:52:45.832 App[451:79339] request \(index) done\n" + message
            index += 1
        }
        let lines = try explain("fifty.log", Array(text.utf8))
        XCTAssertEqual(lines.filter { $0.hasSuffix("[unsatisfiable-required]") }, [
            "fifty.log:5:6: error: 4 listed constraints and the rule that sizes are never negative (UILabel #1 'Thonburi' (…600).height >= 0, UILabel #2 'Lorem' (…1c0).height >= 0) cannot all hold: the others hold UITableViewCellContentView #1 (…fc0).height at least 16 + 16 + 16 = 48, where 'UIView-Encapsulated-Layout-Height' needs 44 [unsatisfiable-required]",
        ])
        // 20,000 constraints are read: 4,000 messages of 4 listed and 1 broken, 11 lines each.
        XCTAssertTrue(lines.contains("fifty.log:44004:6: note: the input holds more than 20000 constraints: those from this line on are not read [log-incomplete]"),
                      "\(lines.suffix(3))")
    }

    /// One list of 100,000 constraints is read up to the limit and, cut there, not solved.
    func testAHundredThousandConstraintListIsNotSolved() throws {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        for index in 0..<100_000 {
            text += "    \"<NSLayoutConstraint:0x\(String(0x6000_0000_0000 + index, radix: 16)) H:[UIView:0x\(String(0x7f00_0000_0000 + index, radix: 16))]-(8)-[UIView:0x\(String(0x7f00_0000_0001 + index, radix: 16))]   (active)>\",\n"
        }
        text += "    \"<NSLayoutConstraint:0x1 UIView:0x7f0000000000.width == - 1   (active)>\"\n)\n"
        let lines = try explain("list.log", Array(text.utf8))
        XCTAssertEqual(lines, [
            "list.log:20003:6: note: the input holds more than 20000 constraints: those from this line on are not read [log-incomplete]",
        ])
    }

    /// Five megabytes of random bytes: whatever it reads as, it ends with located lines.
    func testBinaryNoiseEndsWithLocatedDiagnosticsOrNone() throws {
        var generator = SystemRandomNumberGenerator()
        var state = UInt64.random(in: 0...UInt64.max, using: &generator)
        var bytes = [UInt8](repeating: 0, count: 5 << 20)
        for index in bytes.indices {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            bytes[index] = UInt8(truncatingIfNeeded: state >> 33)
        }
        // A few list openers and constraint starts among the noise, so the reader's list paths run.
        for offset in stride(from: 1000, to: bytes.count - 100, by: 50_000) {
            bytes.replaceSubrange(offset..<(offset + 6), with: Array("\n(\n\"<N".utf8))
        }
        let lines = try explain("noise.log", bytes)
        for line in lines {
            XCTAssertTrue(line.hasPrefix("noise.log:"), line)
        }
        XCTAssertLessThanOrEqual(lines.count, 1_000 + 1 + 200)
    }
}
